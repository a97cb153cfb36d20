/**
 * Certificate of completion of Year 10 of an Indian Ocean island territory's district school, in English with every
 * line repeated in Malay under it: the school's name in both languages with "Home Island, Cocos (Keeling) Islands
 * 6799, Indian Ocean"; "CERTIFICATE OF COMPLETION OF YEAR 10" over "SIJIL TAMAT TAHUN 10"; running text "This is to
 * certify that" / "Dengan ini disahkan bahawa" / the holder's name (capitals on some) / "born on <date>" / "lahir
 * pada <tarikh>" on some / "has satisfactorily completed the Year 10 course of study" / "telah berjaya menamatkan
 * pengajian Tahun 10" / "in <year>" / "pada tahun <year>"; the student number on some, a certificate serial number in
 * a corner (not the student's); the place and date of issue in both languages; the principal's and the campus
 * coordinator's signatures. As bilingual schools of the Malay-speaking island communities print completion
 * certificates.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, digits, setInstitution } from '../lib/n-kit';
import { iso, lPerson, lResult, longDate, otherName, ymd } from './l-kit';

const SCHOOLS = [
  { en: 'Home Island District School', ms: 'Sekolah Daerah Pulau Home' },
  { en: 'Keeling Islands Community School', ms: 'Sekolah Komuniti Kepulauan Keeling' },
];
const MS_MONTHS = ['Januari', 'Februari', 'Mac', 'April', 'Mei', 'Jun', 'Julai', 'Ogos', 'September', 'Oktober', 'November', 'Disember'];
const msDate = (isoDate: string) => {
  const [y, m, d] = ymd(isoDate);
  return `${d} ${MS_MONTHS[m - 1]} ${y}`;
};

async function render(rng: Rng) {
  const p = lPerson(rng, 'CC');
  const school = rng.pick(SCHOOLS);
  const year = rng.int(2012, 2025);
  const dob = iso(year - 16, rng.int(1, 12), rng.int(1, 28));
  const issued = iso(year, 12, rng.int(1, 18));
  const showDob = rng.bool(0.5);
  const showNo = rng.bool(0.5);
  const caps = rng.bool(0.5);
  const no = `${year - 9}${digits(rng, 3)}`;
  const F = rng.pick([SERIF[0], SERIF[1], SANS[0]]);
  const r = lResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, school.en, 'CC');
  Object.assign(r.qualification, { name: 'Certificate of Completion of Year 10', level: 'Secondary', registrationNumber: showNo ? no : null, yearOfCompletion: year, dateOfIssue: issued, status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Certificate of Completion', author: school.en, creationDate: new Date(`${issued}T03:00:00Z`) });
  const c = rng.pick(['#0f766e', '#1d4ed8', '#7c2d12']);
  const M = 60;
  const W = pdf.width - 2 * M;
  pdf.rect(30, 30, pdf.width - 60, pdf.height - 60, 2, c);
  pdf.rect(36, 36, pdf.width - 72, pdf.height - 72, 0.6, c);
  pdf.text(`No. ${rng.pick(['CI', 'HI', 'KI'])}/${year}/${digits(rng, 3)}`, pdf.width - 200, 48, { font: F.regular, size: 7.5, width: 150, align: 'right', color: '#555555' });
  pdf.crest(pdf.width / 2, 92, 28, 'CK', c);
  let y = 134;
  const line = (t: string, size: number, font: string, gap: number, color?: string) => {
    pdf.text(t, M, y, { font, size, width: W, align: 'center', color, fit: true });
    y += gap;
  };
  line(school.en, 18, F.bold, 22, c);
  line(school.ms, 12, F.italic, 18, c);
  line('Home Island, Cocos (Keeling) Islands 6799, Indian Ocean', 9, F.regular, 36, '#444444');
  line('CERTIFICATE OF COMPLETION OF YEAR 10', 16, F.bold, 20);
  line('SIJIL TAMAT TAHUN 10', 12, F.italic, 40);
  line('This is to certify that', 12, F.regular, 16);
  line('Dengan ini disahkan bahawa', 10, F.italic, 32);
  const name = caps ? `${p.given} ${p.family}`.toUpperCase() : `${p.given} ${p.family}`;
  line(name, 22, F.bold, 28);
  if (showNo) line(`Student No. / No. Pelajar: ${no}`, 9, F.regular, 22, '#444444');
  if (showDob) {
    line(`born on ${longDate(dob, 'en')}`, 11, F.regular, 15);
    line(`lahir pada ${msDate(dob)}`, 9.5, F.italic, 26);
  }
  line('has satisfactorily completed the Year 10 course of study', 12, F.regular, 16);
  line('telah berjaya menamatkan pengajian Tahun 10', 10, F.italic, 26);
  line(`in ${year}`, 13, F.bold, 16);
  line(`pada tahun ${year}`, 10, F.italic, 44);
  line(`Given at Home Island on ${longDate(issued, 'en')}`, 10.5, F.regular, 15);
  line(`Diberikan di Pulau Home pada ${msDate(issued)}`, 9.5, F.italic, 70);
  [[otherName(rng, 'CC', p.family), 'Principal / Pengetua'], [otherName(rng, 'CC', p.family), 'Campus Coordinator / Penyelaras Kampus']].forEach(([n, role], i) => {
    const x = M + i * (W / 2);
    pdf.signature(x + 50, y - 16, 110, rng);
    pdf.line(x + 30, y, x + W / 2 - 30, y, 0.5);
    pdf.text(n, x, y + 6, { font: F.regular, size: 10, width: W / 2, align: 'center' });
    pdf.text(role, x, y + 20, { font: F.italic, size: 8.5, width: W / 2, align: 'center' });
  });
  const printed: Record<string, string> = { 'candidate.fullName': name, 'qualification.dateOfIssue': longDate(issued, 'en') };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'en');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'l-07-certificate',
    country: 'CC',
    languages: ['en', 'ms'],
    kind: 'diploma',
    degradations: ['scan'],
    conventions: 'Certificate of completion of Year 10 of an Indian Ocean island territory district school, English with each line repeated in Malay under it: school name in both languages, Home Island, Cocos (Keeling) Islands 6799; CERTIFICATE OF COMPLETION OF YEAR 10 / SIJIL TAMAT TAHUN 10; running text This is to certify that / Dengan ini disahkan bahawa / name (capitals on some) / born on <date> on some / has satisfactorily completed the Year 10 course of study / in <year>; optional student number, corner serial (not the student number); place and date of issue in both languages; two signatories.',
    render,
  },
];
