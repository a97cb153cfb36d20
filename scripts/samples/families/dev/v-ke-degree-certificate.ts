/**
 * Kenyan university degree certificate: a centred sentence in which the holder's name sits in the
 * middle of a line ("This is to certify that MWANGI Kevin Otieno having satisfied all the
 * requirements of the University Statutes and Regulations was admitted to the degree of"), the
 * degree on its own line with its classification ("Bachelor of Education (Arts)", "Second Class
 * Honours (Upper Division)") and "Given under the Seal of the University on this 14th day of
 * December, 2019"; the certificate and student registration numbers ("Reg. No. E35/1234/2015", the
 * Kenyan faculty/serial/year form) in the corners. Described in Kenyan universities' graduation
 * guides and the Commission for University Education's certificate verification notes.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SERIF, digits, emptyResult, iso } from '../lib/a-kit';

const UNIS = [
  { name: 'Rift Highlands University', town: 'Nakuru' },
  { name: 'Savannah Ridge University College', town: 'Garissa' },
  { name: 'Mount Elgon University of Science and Technology', town: 'Kitale' },
];
const FIRST = ['Kevin', 'Faith', 'Brian', 'Mercy', 'Dennis', 'Purity', 'Collins', 'Sharon', 'Victor', 'Winnie'];
const MIDDLE = ['Otieno', 'Wanjiru', 'Kiprono', 'Achieng', 'Mutua', 'Chebet', 'Njeri', 'Omondi'];
const LAST = ['Mwangi', 'Kamau', 'Ochieng', 'Kiptoo', 'Wambua', 'Atieno', 'Nyaga', 'Koech'];
const DEGREES = [
  { name: 'Bachelor of Education (Arts)', level: 'Bachelor' as const, code: 'E35' },
  { name: 'Bachelor of Science in Agricultural Economics', level: 'Bachelor' as const, code: 'A10' },
  { name: 'Bachelor of Commerce', level: 'Bachelor' as const, code: 'D33' },
  { name: 'Master of Science in Applied Statistics', level: 'Master' as const, code: 'I56' },
];
const CLASSES = ['First Class Honours', 'Second Class Honours (Upper Division)', 'Second Class Honours (Lower Division)', 'Pass'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ord = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

async function render(rng: Rng) {
  const first = rng.pick(FIRST);
  const middle = rng.bool(0.6) ? rng.pick(MIDDLE) : null;
  const last = rng.pick(LAST);
  const uni = rng.pick(UNIS);
  const deg = rng.pick(DEGREES);
  const year = rng.int(2012, 2024);
  const month = rng.pick([7, 9, 12]);
  const day = rng.int(1, 28);
  const given = [first, middle].filter(Boolean).join(' ');
  // Kenyan registrars print the surname first, in capitals alone or with the whole name in capitals.
  const printedName = rng.bool(0.5) ? `${last.toUpperCase()} ${given}` : `${last} ${given}`.toUpperCase();
  const reg = `${deg.code}/${digits(rng, 4)}/${year - (deg.level === 'Master' ? 2 : 4)}`;

  const r = emptyResult('en');
  r.language = 'English';
  r.candidate = { fullName: `${given} ${last}`, firstName: given, lastName: last, dateOfBirth: null };
  r.institution = { name: uni.name, country: 'Kenya', countryCode: 'KE', state: null, stateCode: null };
  r.qualification.name = deg.level === 'Bachelor' && deg.name.includes('(') ? deg.name.replace(/\s*\(.*\)$/, '') : deg.name.replace(/ in .*$/, '');
  r.qualification.majorOrSpecialization = /\((.*)\)$/.exec(deg.name)?.[1] ?? / in (.*)$/.exec(deg.name)?.[1] ?? null;
  r.qualification.level = deg.level;
  r.qualification.registrationNumber = reg;
  r.qualification.yearOfCompletion = year;
  r.qualification.dateOfIssue = iso(year, month, day);
  r.qualification.status = 'Completed';
  const honours = deg.level === 'Bachelor' ? rng.pick(CLASSES) : null;

  const F = rng.pick(SERIF);
  const pdf = new Pdf({ size: A4, title: 'Degree certificate', author: uni.name, creationDate: new Date(`${r.qualification.dateOfIssue}T10:00:00Z`) });
  const L = 60;
  const W = pdf.width - 2 * L;
  pdf.text(`Cert. No. ${digits(rng, 6)}`, L, 40, { font: F.regular, size: 8 });
  pdf.text(`Reg. No. ${reg}`, pdf.width - L - 140, 40, { font: F.regular, size: 8, width: 140, align: 'right' });
  pdf.text(uni.name.toUpperCase(), L, 110, { font: F.bold, size: 18, width: W, align: 'center' });
  pdf.text(`P.O. Box ${rng.int(100, 9999)} - ${rng.int(20100, 50300)}, ${uni.town}, Kenya`, L, 136, { font: F.regular, size: 9, width: W, align: 'center' });
  const lines = [
    `This is to certify that ${printedName}`,
    'having satisfied all the requirements of the University Statutes and Regulations',
    'was admitted to the degree of',
  ];
  let y = 220;
  for (const l of lines) {
    pdf.text(l, L, y, { font: F.italic, size: 12, width: W, align: 'center' });
    y += 24;
  }
  pdf.text(deg.name, L, y + 8, { font: F.bold, size: 16, width: W, align: 'center' });
  y += 44;
  if (honours) {
    pdf.text(`with ${honours}`, L, y, { font: F.italic, size: 12, width: W, align: 'center' });
    y += 28;
  }
  pdf.text(`Given under the Seal of the University on this ${ord(day)} day of ${MONTHS[month - 1]}, ${year}`, L, y + 20, { font: F.italic, size: 11, width: W, align: 'center' });
  pdf.signature(L + 30, y + 90, 110, rng);
  pdf.signature(pdf.width - L - 150, y + 90, 110, rng);
  pdf.text('Vice-Chancellor', L + 40, y + 116, { font: F.regular, size: 9 });
  pdf.text('Chairman of Council', pdf.width - L - 140, y + 116, { font: F.regular, size: 9 });
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': printedName } };
}

export const families: Family[] = [
  {
    id: 'ke-degree-certificate',
    country: 'KE',
    languages: ['en'],
    kind: 'diploma',
    degradations: ['scan'],
    conventions: 'Kenyan university degree certificate: the holder inside the certifying sentence on one centred line ("This is to certify that MWANGI Kevin Otieno"), "having satisfied all the requirements … was admitted to the degree of", the degree with its branch in parentheses or "in …", the class of honours, "Given under the Seal … this 14th day of December, 2019", registration number "E35/1234/2015" in the corner.',
    render,
  },
];
