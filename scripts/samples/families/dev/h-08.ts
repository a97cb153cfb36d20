/**
 * Malaysian university degree scroll, Malay with English under it: the university's Malay name
 * large with its English name below, "Dengan ini diperakui bahawa / This is to certify that",
 * the graduate's name in capitals with "BIN"/"BINTI" and the father's name, the identity-card
 * number ("No. K/P 990314-10-5678") and the matric number, "telah dianugerahkan / has been
 * conferred the", the degree in Malay ("Ijazah Sarjana Muda Kejuruteraan Mekanikal dengan
 * Kepujian") and in English ("Bachelor of Mechanical Engineering with Honours"), "setelah memenuhi
 * semua syarat … / having fulfilled all the requirements …", the conferment date in both languages,
 * the Chancellor's and Vice-Chancellor's signatures and a scroll number.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SERIF, digits, iso, setInstitution } from '../lib/n-kit';
import { hPerson, hResult, longDate, natural, upper, ymd } from './h-kit';

const UNIS = [
  { ms: 'Universiti Teknologi Lembah Klang', en: 'Klang Valley University of Technology', city: 'Shah Alam', state: 'Selangor', code: '10' },
  { ms: 'Universiti Sains Pantai Timur', en: 'East Coast University of Science', city: 'Kuantan', state: 'Pahang', code: '06' },
  { ms: 'Universiti Utara Perak', en: 'Northern Perak University', city: 'Ipoh', state: 'Perak', code: '08' },
];
const DEGREES: Array<{ ms: string; en: string; level: 'Bachelor' | 'Master' | 'Diploma'; major: string }> = [
  { ms: 'Ijazah Sarjana Muda Kejuruteraan Mekanikal', en: 'Bachelor of Mechanical Engineering', level: 'Bachelor', major: 'Mechanical Engineering' },
  { ms: 'Ijazah Sarjana Muda Sains Komputer', en: 'Bachelor of Computer Science', level: 'Bachelor', major: 'Computer Science' },
  { ms: 'Ijazah Sarjana Muda Perakaunan', en: 'Bachelor of Accountancy', level: 'Bachelor', major: 'Accountancy' },
  { ms: 'Ijazah Sarjana Pentadbiran Perniagaan', en: 'Master of Business Administration', level: 'Master', major: 'Business Administration' },
  { ms: 'Diploma Kejuruteraan Elektrik', en: 'Diploma in Electrical Engineering', level: 'Diploma', major: 'Electrical Engineering' },
];

async function render(rng: Rng) {
  const p = hPerson(rng, 'MY');
  const uni = rng.pick(UNIS);
  const deg = rng.pick(DEGREES);
  const year = rng.int(2012, 2025);
  const born = year - (deg.level === 'Master' ? rng.int(25, 32) : deg.level === 'Diploma' ? 21 : rng.int(22, 24));
  const dob = iso(born, rng.int(1, 12), rng.int(1, 28));
  const [by, bm, bd] = ymd(dob);
  const ic = `${String(by).slice(2)}${String(bm).padStart(2, '0')}${String(bd).padStart(2, '0')}-${uni.code}-${digits(rng, 4)}`;
  const matric = `${rng.pick(['A', 'B', 'K'])}${String(year - 4).slice(2)}${rng.pick(['KM', 'CS', 'AC', 'BA', 'EE'])}${digits(rng, 4)}`;
  const date = iso(year, rng.pick([3, 8, 10, 11]), rng.int(1, 28));
  const honours = deg.level === 'Bachelor';
  const F = rng.pick(SERIF);

  // The identity-card number encodes the date of birth, but the scroll prints no date of birth.
  const r = hResult('ms', p, null);
  // The university's name as the scroll's first line prints it, in the main language (the English line is its translation).
  setInstitution(r, uni.ms, 'MY', uni.code);
  Object.assign(r.qualification, { registrationNumber: matric, name: deg.en, level: deg.level, majorOrSpecialization: deg.major, yearOfCompletion: year, dateOfIssue: date, status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Skrol Ijazah', author: uni.ms, creationDate: new Date(`${date}T10:00:00Z`) });
  const W = pdf.width;
  const navy = rng.pick(['#12275c', '#5c1a1a', '#0d4d2b']);
  pdf.securityPattern('', 0, 0, W, pdf.height, '#b08d2c', rng);
  pdf.rect(22, 22, W - 44, pdf.height - 44, 2.2, navy);
  pdf.crest(W / 2, 82, 34, uni.ms.split(' ').filter((w) => w.length > 2).map((w) => w[0]).join('').slice(0, 4), navy, F.bold);
  let y = 132;
  const line = (t: string, size: number, font = F.italic, gap = 1.7, color = '#000000') => {
    pdf.text(t, 50, y, { font, size, width: W - 100, align: 'center', fit: true, color });
    y += size * gap;
  };
  line(upper(uni.ms), 19, F.bold, 1.35, navy);
  line(uni.en, 11, F.italic, 3.0, navy);
  line('Dengan ini diperakui bahawa', 13, F.italic, 1.35);
  line('This is to certify that', 9.5, F.italic, 2.6, '#333333');
  line(upper(natural(p)), 19, F.bold, 1.5);
  line(`No. K/P: ${ic}     No. Matrik: ${matric}`, 9, F.regular, 2.6);
  line('telah dianugerahkan', 13, F.italic, 1.35);
  line('has been conferred the', 9.5, F.italic, 2.4, '#333333');
  line(`${deg.ms}${honours ? ' dengan Kepujian' : ''}`, 16, F.bold, 1.35, navy);
  line(`${deg.en}${honours ? ' with Honours' : ''}`, 12, F.bold, 2.6, navy);
  line('setelah memenuhi semua syarat yang ditetapkan oleh Universiti', 12, F.italic, 1.35);
  line('having fulfilled all the requirements prescribed by the University', 9.5, F.italic, 2.4, '#333333');
  line(`pada ${longDate(date, 'ms')}`, 12.5, F.regular, 1.35);
  line(`on ${longDate(date, 'en')}`, 9.5, F.italic, 1.8, '#333333');
  line(`${uni.city}, ${uni.state}, Malaysia`, 9, F.regular, 2);
  y += 40;
  pdf.seal(W / 2, y + 10, 34, navy);
  pdf.signature(80, y, 130, rng);
  pdf.line(70, y + 12, 230, y + 12, 0.6);
  pdf.text('Canselor', 70, y + 18, { font: F.bold, size: 9.5, width: 160, align: 'center' });
  pdf.text('Chancellor', 70, y + 31, { font: F.italic, size: 8.5, width: 160, align: 'center' });
  pdf.signature(W - 220, y, 130, rng);
  pdf.line(W - 230, y + 12, W - 70, y + 12, 0.6);
  pdf.text('Naib Canselor', W - 230, y + 18, { font: F.bold, size: 9.5, width: 160, align: 'center' });
  pdf.text('Vice-Chancellor', W - 230, y + 31, { font: F.italic, size: 8.5, width: 160, align: 'center' });
  pdf.text(`No. Siri: ${digits(rng, 7)}`, 40, pdf.height - 48, { font: F.regular, size: 7.5 });
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': upper(natural(p)), 'qualification.dateOfIssue': longDate(date, 'en') } };
}

export const families: Family[] = [
  {
    id: 'h-08-diploma',
    country: 'MY',
    languages: ['ms', 'en'],
    kind: 'diploma',
    degradations: ['photo', 'scan'],
    conventions: 'Malaysian degree scroll in Malay with English under each line: university name in both languages, "Dengan ini diperakui bahawa / This is to certify that", the name in capitals with bin/binti, identity-card and matric numbers, "telah dianugerahkan / has been conferred the" degree in both languages (dengan Kepujian / with Honours), conferment date in both languages, Chancellor and Vice-Chancellor; as described by Malaysian universities\' convocation and scroll pages.',
    render,
  },
];
