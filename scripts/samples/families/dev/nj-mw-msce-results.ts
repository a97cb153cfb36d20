/**
 * Malawi School Certificate of Education results slip, after the Malawi National Examinations Board's public
 * description of the MSCE (the examination at the end of the fourth year of secondary school; grades 1-9, 1-2
 * distinction, 3-6 credit, 7-8 pass, 9 fail; the award needs six passes including English; candidates ranked by the
 * aggregate points of their best six subjects): the board with its Zomba address (the issuer), the examination and
 * year (named by its certificate, README), the examination number (the registration), the name (SURNAME First or
 * captions for each), sex, the centre (the school, not the issuer), subjects by code in capitals (the title as printed) with the grade figure (the
 * grade; its word beside it restates it, as the Mauritian units do) and the aggregate points of the best six (no
 * total of marks, no GPA: the truth holds neither), the result. Names, numbers and centres are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, dateEn, digits, iso, njPerson, njResult, photoBox, setInstitution, type Column, type TableRow } from '../lib/nj-kit';

const ISSUER = 'Malawi National Examinations Board';
const CENTRES = ['Chilomoni Community Day Secondary School', 'Namitete Secondary School', 'Mzimba Hill Private Secondary School', 'Lake View Academy', 'Chikwawa Boarding Secondary School', 'Mulunguzi Girls Secondary School'];
const SUBJECTS: Array<[string, string]> = [
  ['1001', 'English'], ['1003', 'Chichewa'], ['1004', 'Mathematics'], ['1005', 'Biology'], ['1006', 'Physical Science'], ['1007', 'Agriculture'],
  ['1008', 'Geography'], ['1009', 'History'], ['1010', 'Social and Development Studies'], ['1011', 'Bible Knowledge'], ['1013', 'Life Skills'], ['1014', 'Computer Studies'],
];
const word = (g: number) => (g <= 2 ? 'DISTINCTION' : g <= 6 ? 'CREDIT' : g <= 8 ? 'PASS' : 'FAIL');

async function render(rng: Rng) {
  const person = njPerson(rng, 'MW');
  const year = rng.int(2015, 2024);
  const subjects = [SUBJECTS[0], SUBJECTS[2], ...rng.sample(SUBJECTS.filter((s) => s[0] !== '1001' && s[0] !== '1004'), rng.int(5, 7))].sort((a, b) => a[0].localeCompare(b[0]));
  const ability = rng.float(1.5, 6.2);
  const grades = subjects.map(() => Math.max(1, Math.min(9, Math.round(ability + rng.gauss() * 1.3))));
  const best = [...grades].sort((a, b) => a - b).slice(0, 6).reduce((a, b) => a + b, 0);
  const centre = rng.pick(CENTRES);
  const centreNo = digits(rng, 4);
  const examNo = `${centreNo}/${digits(rng, 3)}`;
  const issued = iso(year + 1, rng.int(1, 4), rng.int(1, 28));
  const qual = 'Malawi School Certificate of Education';
  const passed = grades.filter((g) => g <= 8).length >= 6 && grades[0] <= 8;

  const r = njResult('en', person, null);
  setInstitution(r, ISSUER, 'MW');
  subjects.forEach(([code, s], i) => r.courses.push(course({ courseNumber: code, courseName: s.toUpperCase(), grade: String(grades[i]) })));
  Object.assign(r.qualification, { registrationNumber: examNo, name: qual, level: 'Higher Secondary', yearOfCompletion: year, dateOfIssue: issued, status: passed ? 'Completed' : null });

  const pdf = new Pdf({ size: A4, title: 'MSCE Results Slip', author: ISSUER, creationDate: new Date(`${issued}T08:00:00Z`) });
  const W = pdf.width;
  const F = rng.pick([SANS[0], SANS[3], SERIF[0], SANS[1]]);
  const L = 50;
  const red = '#8c1c13';
  pdf.crest(L + 26, 62, 26, 'MANEB', red);
  pdf.text(ISSUER.toUpperCase(), L + 64, 40, { font: F.bold, size: 14, color: red, width: W - 2 * L - 64, fit: true });
  pdf.text('P.O. Box 191, Zomba, Malawi  ·  Tel: +265 1 524 xxx'.replace('xxx', digits(rng, 3)), L + 64, 60, { font: F.regular, size: 8.5 });
  pdf.text('www.maneb.edu.mw', L + 64, 72, { font: F.regular, size: 8.5 });
  pdf.line(L, 98, W - L, 98, 1.2, red);
  pdf.text(`${qual.toUpperCase()} (MSCE) EXAMINATION ${year}`, L, 108, { font: F.bold, size: 11, width: W - 2 * L, align: 'center', fit: true });
  pdf.text('RESULTS SLIP', L, 125, { font: F.bold, size: 12.5, width: W - 2 * L, align: 'center' });
  const split = rng.bool(0.5);
  const shownName = `${person.family.toUpperCase()} ${person.given}`;
  const info: Array<[string, string]> = split
    ? [['Examination Number', examNo], ['Surname', person.family.toUpperCase()], ['First Name(s)', person.given], ['Sex', person.female ? 'F' : 'M'], ['Centre', `${centreNo} ${centre}`]]
    : [['Examination Number', examNo], ['Candidate Name', shownName], ['Sex', person.female ? 'F' : 'M'], ['Centre', `${centreNo} ${centre}`]];
  let y = 154;
  photoBox(pdf, W - L - 72, y, 72, 86);
  for (const [k, v] of info) {
    pdf.text(k, L, y, { font: F.regular, size: 9.5 });
    pdf.text(`: ${v}`, L + 118, y, { font: F.bold, size: 9.5, width: W - 2 * L - 200, fit: true });
    y += 17;
  }
  y = Math.max(y, 250) + 10;
  const cols: Column[] = [
    { label: 'CODE', width: 60 },
    { label: 'SUBJECT', width: 220 },
    { label: 'GRADE', width: 70, align: 'center' },
    { label: 'INTERPRETATION', width: W - 2 * L - 350 },
  ];
  const rows: TableRow[] = subjects.map(([code, s], i) => ({ cells: [code, s.toUpperCase(), String(grades[i]), word(grades[i])] }));
  y = courseTable(pdf, L, y, cols, rows, { F, size: 9.5, ruling: rng.pick(['grid', 'rows', 'header-only'] as const), headerFill: '#f2e1df', repeatHeader: false, top: 60, bottom: pdf.height - 60 });
  y += 16;
  pdf.text(`AGGREGATE POINTS (BEST SIX): ${best}`, L, y, { font: F.bold, size: 10.5 });
  pdf.text(`RESULT: ${passed ? 'PASS — QUALIFIED FOR THE AWARD OF MSCE' : 'NOT QUALIFIED'}`, L, y + 18, { font: F.bold, size: 10.5 });
  pdf.text('KEY: 1-2 Distinction, 3-6 Credit, 7-8 Pass, 9 Fail. Aggregate points are the sum of the grades of the best six subjects including English.', L, y + 42, { font: F.italic, size: 7.5, width: W - 2 * L, fit: true });
  pdf.text(`Date: ${dateEn(issued)}`, L, y + 78, { font: F.regular, size: 9.5 });
  pdf.signature(W - L - 140, y + 80, 110, rng);
  pdf.text('Executive Director', W - L - 160, y + 94, { font: F.bold, size: 9, width: 150, align: 'center' });
  pdf.text('This results slip is issued pending the certificate. Subject names in capitals are the syllabus titles.', L, pdf.height - 46, { font: F.italic, size: 7, width: W - 2 * L, align: 'center' });
  const printed: Record<string, string> = { 'institution.name': ISSUER.toUpperCase(), 'qualification.name': qual.toUpperCase(), 'qualification.dateOfIssue': dateEn(issued), 'candidate.fullName': split ? person.given : shownName };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'nj-mw-msce-results',
    country: 'MW',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['scan', 'photo'],
    conventions: 'Malawi School Certificate of Education results slip of the Malawi National Examinations Board (Zomba): examination number, SURNAME First or Surname / First Name(s) captions, sex, centre (the school, not the issuer), subjects by code in capitals with the grade 1-9 and its interpretation (Distinction, Credit, Pass, Fail), the aggregate points of the best six, the result; after MANEB\'s public description of the MSCE.',
    render,
  },
];
