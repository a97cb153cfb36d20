/**
 * Eswatini university degree (or diploma) certificate in English running text: the university's name in a
 * decorative heading with its post-office box in Manzini, Mbabane or Matsapha, "Kingdom of Eswatini" (a town
 * that also names a region, printed as a town: no state); "This is to certify that" the holder (given names and
 * the surname in capitals, natural order) "having satisfied all the requirements prescribed by the Senate was
 * admitted to the degree of" the qualification on its own line (a bachelor's degree with the field in
 * parentheses, or a diploma with its field), "with" a class on some, "at a Congregation of the University held at
 * <town> on <date>" (the conferral: the completion, and the issue unless a later one is printed); the
 * Vice-Chancellor's and the Registrar's names; at the foot the certificate number (a serial, not a student
 * number), the student number on some, and on some a separate "Date of issue" (a replacement printed later). As described by universities of Eswatini
 * (degrees conferred by the Senate at congregations, classes First, Second Upper and Lower, Pass, diplomas of
 * three years).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4_LANDSCAPE } from '../lib/a-kit';
import { Pdf, SERIF, addDays, digits, iso, setInstitution } from '../lib/n-kit';
import { longDate, upper, yPerson, yResult } from './y-kit';

const UNIS = [
  { name: 'Mhlambanyatsi University of Technology', box: 'P.O. Box 1804, Mbabane', town: 'Mbabane', abbr: 'MUT' },
  { name: 'Usuthu Christian University', box: 'P.O. Box M322, Manzini', town: 'Manzini', abbr: 'UCU' },
  { name: 'Lobamba Institute of Business and Health Sciences', box: 'Private Bag 9, Matsapha', town: 'Matsapha', abbr: 'LIBHS' },
];
const AWARDS = [
  { printed: 'Bachelor of Commerce (Accounting)', name: 'Bachelor of Commerce', field: 'Accounting', level: 'Bachelor', program: 'Bachelor of Commerce (Accounting)' },
  { printed: 'Bachelor of Science in Nursing', name: 'Bachelor of Science', field: 'Nursing', level: 'Bachelor', program: 'Bachelor of Science in Nursing' },
  { printed: 'Bachelor of Arts (Economics)', name: 'Bachelor of Arts', field: 'Economics', level: 'Bachelor', program: 'Bachelor of Arts (Economics)' },
  { printed: 'Diploma in Information Technology', name: 'Diploma in Information Technology', field: 'Information Technology', level: 'Diploma', program: null },
];
const CLASSES = ['First Class', 'Second Class (Division I)', 'Second Class (Division II)', 'Credit', 'Merit'];

async function render(rng: Rng) {
  const p = yPerson(rng, 'SZ');
  const uni = rng.pick(UNIS);
  const aw = rng.pick(AWARDS);
  const year = rng.int(2013, 2024);
  const congregation = iso(year, rng.pick([9, 10, 11]), rng.int(1, 28));
  const reissue = rng.bool(0.4) ? addDays(congregation, rng.int(200, 1400)) : null;
  const showNo = rng.bool(0.5);
  const studentNo = `${year - (aw.level === 'Diploma' ? 3 : 4)}${digits(rng, 5)}`;
  const r = yResult('en', p.given, p.family, null);
  setInstitution(r, uni.name, 'SZ');
  // A class is printed for degrees only; diplomas carry a merit or credit word.
  const cls = aw.level === 'Diploma' ? rng.pick(['Credit', 'Merit', null]) : rng.pick([...CLASSES.slice(0, 3), null]);
  Object.assign(r.qualification, {
    registrationNumber: showNo ? studentNo : null, name: aw.name, level: aw.level, majorOrSpecialization: aw.field, program: aw.program,
    yearOfCompletion: year, status: 'Completed', dateOfIssue: reissue ?? congregation,
  });

  const pdf = new Pdf({ size: A4_LANDSCAPE, title: 'Certificate', author: uni.name, creationDate: new Date(`${reissue ?? congregation}T12:00:00Z`) });
  const F = rng.pick([SERIF[0], SERIF[1], SERIF[2]]);
  const W = pdf.width;
  const ink = rng.pick(['#102a5c', '#5c1010', '#0f4d2b']);
  pdf.rect(16, 16, W - 32, pdf.height - 32, 1.2, ink);
  pdf.rect(22, 22, W - 44, pdf.height - 44, 3.2, ink);
  pdf.watermark(uni.abbr, W / 2, pdf.height / 2, { size: 160, color: ink, opacity: 0.05 });
  const C = (text: string, y: number, size: number, font = F.regular, color = '#000000') => pdf.text(text, 80, y, { font, size, width: W - 160, align: 'center', color, fit: true });
  pdf.crest(W / 2, 66, 26, uni.abbr, ink);
  C(uni.name, 100, 24, F.bold, ink);
  C(`${uni.box}, Kingdom of Eswatini`, 130, 9.5, F.italic, '#333333');
  let y = 166;
  C('This is to certify that', y, 13, F.italic);
  y += 26;
  C(`${p.given} ${upper(p.family)}`, y, 24, F.bold);
  y += 40;
  C('having satisfied all the requirements prescribed by the Senate', y, 13, F.italic);
  y += 18;
  C(`was admitted to the ${aw.level === 'Diploma' ? 'award of the' : 'degree of'}`, y, 13, F.italic);
  y += 26;
  C(upper(aw.printed), y, 20, F.bold, ink);
  y += 32;
  if (cls) {
    C(`with ${cls}`, y, 13, F.italic);
    y += 20;
  }
  C(`at a Congregation of the ${/University/.test(uni.name) ? 'University' : 'Institute'} held at ${uni.town} on ${longDate(congregation, 'en')}.`, y, 12.5, F.regular);
  y += 70;
  const vc = `${rng.pick(['Professor', 'Dr'])} ${rng.pick(['Thulani', 'Nokuthula', 'Sabelo', 'Gcebile'])} ${rng.pick(['Vilakati', 'Msibi', 'Khumalo', 'Ndzimandze'])}`;
  const reg = `${rng.pick(['Mr', 'Ms', 'Dr'])} ${rng.pick(['Musa', 'Tenele', 'Celani', 'Busisiwe'])} ${rng.pick(['Zwane', 'Fakudze', 'Kunene', 'Matsebula'])}`;
  [[vc, 'Vice-Chancellor'], [reg, 'Registrar']].forEach(([n, role], i) => {
    const x = i === 0 ? 120 : W - 340;
    pdf.signature(x + 50, y - 14, 120, rng);
    pdf.line(x, y, x + 220, y, 0.6);
    pdf.text(n, x, y + 5, { font: F.bold, size: 10.5, width: 220, align: 'center' });
    pdf.text(role, x, y + 20, { font: F.italic, size: 9.5, width: 220, align: 'center' });
  });
  pdf.foilSeal(W / 2, y + 4, 34);
  const foot = pdf.height - 52;
  const bits = [`Certificate No. ${uni.abbr}/${year}/${digits(rng, 5)}`];
  if (showNo) bits.push(`Student No. ${studentNo}`);
  if (reissue) bits.push(`Date of issue: ${longDate(reissue, 'en')} (replacement)`);
  pdf.text(bits.join('     '), 50, foot, { font: F.regular, size: 8.5, width: W - 100, align: 'center', fit: true });
  const printed: Record<string, string> = {
    'candidate.fullName': `${p.given} ${upper(p.family)}`,
    'qualification.name': upper(aw.printed),
    'qualification.program': upper(aw.printed),
    'qualification.majorOrSpecialization': aw.field.toUpperCase(),
    'qualification.yearOfCompletion': longDate(congregation, 'en'),
  };
  // The certificate is dated by its congregation unless a replacement prints its own date of issue.
  printed['qualification.dateOfIssue'] = longDate(reissue ?? congregation, 'en');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'y-10-diploma',
    country: 'SZ',
    languages: ['en'],
    kind: 'diploma',
    degradations: [],
    conventions: 'Eswatini university degree or diploma certificate in English running text on a landscape page: university, P.O. Box or Private Bag in a town that also names a region, Kingdom of Eswatini; "This is to certify that" the holder (surname in capitals) "having satisfied all the requirements prescribed by the Senate was admitted to the degree of" the award on its own line, a class on some, at a congregation held at a town on a date; Vice-Chancellor and Registrar named; certificate number, student number on some and a replacement issue date on some as decoys; as described by Eswatini universities.',
    render,
  },
];
