/**
 * Bruneian university degree certificate in running text, Malay and English, after public descriptions of Brunei's
 * universities and their convocations (the Brunei Darussalam Qualifications Framework's bachelor degree at level 6,
 * "Ijazah Sarjana Muda … dengan Kepujian" for the honours degree, the classes "Kelas Pertama", "Kelas Kedua Atas",
 * "Kelas Kedua Bawah"; Malay names with "bin" / "binti" and the father's name): the university in Malay with
 * "Bandar Seri Begawan, Negara Brunei Darussalam", "Dengan ini diperakui bahawa" / "This is to certify that", the
 * holder's name alone on its line, "telah dianugerahkan Ijazah" / "has been conferred the degree of", the degree
 * "Sarjana Muda Sains (Kepujian)" over "Bachelor of Science (Honours)" (the English form, "(Honours)" naming the
 * honours degree as on the Bangladeshi provisional certificate), the major, the class, the conferral date in words of each language, the matric number. Malay stacked
 * above English, or the two side by side. Names, numbers and institutions are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SERIF, bnPerson, dateEn, dateMs, digits, iso, ngResult, setInstitution } from '../lib/ng-kit';

const UNIS = ['Universiti Teknologi Seri Begawan', 'Universiti Sains Darussalam', 'Universiti Mentiri Darussalam'];
const DEGREES = [
  { ms: 'Sarjana Muda Sains', en: 'Bachelor of Science', majors: [['Biologi', 'Biology'], ['Kimia', 'Chemistry'], ['Sains Komputer', 'Computer Science']] },
  { ms: 'Sarjana Muda Sastera', en: 'Bachelor of Arts', majors: [['Pengajian Melayu', 'Malay Studies'], ['Sejarah', 'History'], ['Bahasa Inggeris', 'English Language']] },
  { ms: 'Sarjana Muda Kejuruteraan', en: 'Bachelor of Engineering', majors: [['Kejuruteraan Elektrik', 'Electrical Engineering'], ['Kejuruteraan Awam', 'Civil Engineering']] },
];
const CLASSES: Array<[string, string]> = [['Kelas Pertama', 'First Class'], ['Kelas Kedua Atas', 'Second Class Upper'], ['Kelas Kedua Bawah', 'Second Class Lower']];

async function render(rng: Rng) {
  const person = bnPerson(rng);
  const uni = rng.pick(UNIS);
  const deg = rng.pick(DEGREES);
  const [majMs, majEn] = rng.pick(deg.majors);
  const [clsMs, clsEn] = rng.pick(CLASSES);
  const year = rng.int(2016, 2024);
  const conferred = iso(year, rng.pick([9, 10, 11]), rng.int(1, 28));
  const matric = `${String(year - 4).slice(2)}B${digits(rng, 4)}`;
  const layout = rng.pick(['stacked', 'side'] as const);
  const name = `${person.given} ${person.family}`;

  const r = ngResult('ms', person, null);
  setInstitution(r, uni, 'BN');
  Object.assign(r.qualification, {
    name: `${deg.en} (Honours)`, level: 'Bachelor', majorOrSpecialization: majEn, registrationNumber: matric, yearOfCompletion: year, dateOfIssue: conferred, status: 'Completed',
  });

  const pdf = new Pdf({ size: A4, title: 'Ijazah', author: uni, creationDate: new Date(`${conferred}T09:00:00Z`) });
  const W = pdf.width;
  const H = pdf.height;
  const F = rng.pick(SERIF);
  const gold = '#8a6d1d';
  pdf.rect(20, 20, W - 40, H - 40, 2.5, gold);
  pdf.rect(28, 28, W - 56, H - 56, 0.6, gold);
  pdf.crest(W / 2, 86, 30, uni.split(' ').map((w) => w[0]).join(''), gold);
  pdf.text(uni.toUpperCase(), 40, 128, { font: F.bold, size: 18, width: W - 80, align: 'center', fit: true });
  pdf.text('Bandar Seri Begawan, Negara Brunei Darussalam', 40, 152, { font: F.italic, size: 10, width: W - 80, align: 'center' });
  const center = (t: string, y: number, size: number, bold = false, x = 40, w = W - 80) => pdf.text(t, x, y, { font: bold ? F.bold : F.regular, size, width: w, align: 'center', fit: true });
  const ms = [
    ['Dengan ini diperakui bahawa', 11, false],
    [name, 17, true],
    ['setelah memenuhi syarat-syarat Universiti telah dianugerahkan Ijazah', 10.5, false],
    [`${deg.ms} (Kepujian)`, 15, true],
    [`dalam bidang ${majMs}`, 11, false],
    [`${clsMs}`, 12, true],
    [`pada ${dateMs(conferred)}`, 11, false],
  ] as const;
  const en = [
    ['This is to certify that', 11, false],
    [name, 17, true],
    ['having fulfilled the requirements of the University has been conferred the degree of', 10.5, false],
    [`${deg.en} (Honours)`, 15, true],
    [`in ${majEn}`, 11, false],
    [`with ${clsEn} Honours`, 12, true],
    [`on ${dateEn(conferred)}`, 11, false],
  ] as const;
  if (layout === 'stacked') {
    let y = 196;
    for (const [t, s, b] of ms) {
      center(t, y, s, b);
      y += s * 1.9;
    }
    y += 16;
    pdf.line(W / 2 - 80, y, W / 2 + 80, y, 0.6, gold);
    y += 16;
    for (const [t, s, b] of en) {
      pdf.text(t, 40, y, { font: b ? F.bold : F.italic, size: s, width: W - 80, align: 'center', fit: true });
      y += s * 1.9;
    }
  } else {
    const half = (W - 100) / 2;
    let y = 210;
    for (const [t, s, b] of ms) {
      center(t, y, s - 1.5, b, 45, half);
      y += s * 2.1;
    }
    y = 210;
    for (const [t, s, b] of en) {
      pdf.text(t, 55 + half, y, { font: b ? F.bold : F.italic, size: s - 1.5, width: half, align: 'center', fit: true });
      y += s * 2.1;
    }
    pdf.line(W / 2, 200, W / 2, 200 + 7 * 26, 0.5, gold);
  }
  pdf.text(`No. Matrik / Matric No.: ${matric}`, 50, H - 150, { font: F.regular, size: 9 });
  pdf.signature(70, H - 120, 120, rng);
  pdf.text('Naib Canselor / Vice-Chancellor', 50, H - 96, { font: F.bold, size: 9, width: 180, align: 'center' });
  pdf.signature(W - 210, H - 120, 120, rng);
  pdf.text('Pendaftar / Registrar', W - 230, H - 96, { font: F.bold, size: 9, width: 180, align: 'center' });
  pdf.seal(W / 2, H - 110, 34, gold);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: { 'institution.name': uni.toUpperCase(), 'qualification.dateOfIssue': dateEn(conferred) },
  };
}

export const families: Family[] = [
  {
    id: 'ng-bn-degree-certificate',
    country: 'BN',
    languages: ['ms', 'en'],
    kind: 'diploma',
    degradations: ['scan'],
    conventions: 'Bruneian university degree certificate in running text, Malay and English: the university, "Bandar Seri Begawan, Negara Brunei Darussalam", "Dengan ini diperakui bahawa" / "This is to certify that", the holder\'s name with "bin" / "binti" and the father\'s name, "telah dianugerahkan Ijazah Sarjana Muda Sains (Kepujian)" / "has been conferred the degree of Bachelor of Science (Honours)", "dalam bidang …" / "in …", the class, the conferral date in Malay and English words, the matric number; stacked or side by side; after public descriptions of Brunei\'s universities and the BDQF.',
    render,
  },
];
