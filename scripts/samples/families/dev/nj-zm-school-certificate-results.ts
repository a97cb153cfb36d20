/**
 * Zambian School Certificate statement of results, after the Examinations Council of Zambia's public descriptions
 * of the Grade 12 School Certificate (the examination at the end of secondary school; grades 1-9, 1-2 distinction,
 * 3-4 merit, 5-6 credit, 7-8 satisfactory, 9 unsatisfactory; the certificate needs six subjects including English;
 * candidates ranked for university entry by the points of their best six subjects): the council with its Lusaka
 * address (the issuer), "SCHOOL CERTIFICATE EXAMINATION" with its year and "GRADE 12" (named by its certificate,
 * README: "School Certificate"; the end of secondary school, `Higher Secondary`), the examination number (the
 * registration), the name (SURNAME First or captions for each), sex, the centre (the school, not the issuer),
 * subjects by code in capitals (the title as printed) with the grade figure (the grade; its word beside it restates
 * it, as the Mauritian units do) and the points of the best six (no total of marks, no GPA: the truth holds neither),
 * the result, a note under the table. Names, numbers and centres are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, dateEn, digits, iso, njPerson, njResult, photoBox, setInstitution, type Column, type TableRow } from '../lib/nj-kit';

const ISSUER = 'Examinations Council of Zambia';
const CENTRES = ['Kabulonga Hill Secondary School', 'Chelston Day Secondary School', 'Luanshya Boys Secondary School', 'Kafue Valley Academy', 'Mongu Plains Secondary School', 'Chipata Girls Secondary School'];
const SUBJECTS: Array<[string, string]> = [
  ['1121', 'English Language'], ['1130', 'Civic Education'], ['1221', 'Mathematics'], ['1351', 'Biology'], ['1341', 'Physics'], ['1351C', 'Chemistry'],
  ['1411', 'Agricultural Science'], ['2030', 'Geography'], ['2040', 'History'], ['2044', 'Religious Education'], ['3014', 'Computer Studies'], ['2061', 'Principles of Accounts'],
];
const word = (g: number) => (g <= 2 ? 'DISTINCTION' : g <= 4 ? 'MERIT' : g <= 6 ? 'CREDIT' : g <= 8 ? 'SATISFACTORY' : 'UNSATISFACTORY');

async function render(rng: Rng) {
  const person = njPerson(rng, 'ZM');
  const year = rng.int(2015, 2024);
  const subjects = [SUBJECTS[0], SUBJECTS[2], ...rng.sample(SUBJECTS.filter((s) => s[0] !== '1121' && s[0] !== '1221'), rng.int(5, 7))].sort((a, b) => a[0].localeCompare(b[0]));
  const ability = rng.float(1.5, 6.2);
  const grades = subjects.map(() => Math.max(1, Math.min(9, Math.round(ability + rng.gauss() * 1.3))));
  const best = [...grades].sort((a, b) => a - b).slice(0, 6).reduce((a, b) => a + b, 0);
  const centre = rng.pick(CENTRES);
  const centreNo = digits(rng, 4);
  const examNo = `${centreNo}/${digits(rng, 3)}`;
  const issued = iso(year + 1, rng.int(1, 4), rng.int(1, 28));
  const qual = 'School Certificate';
  const passed = grades.filter((g) => g <= 8).length >= 6 && grades[subjects.findIndex((x) => x[0] === '1121')] <= 8;

  const r = njResult('en', person, null);
  setInstitution(r, ISSUER, 'ZM');
  subjects.forEach(([code, s], i) => r.courses.push(course({ courseNumber: code, courseName: s.toUpperCase(), grade: String(grades[i]) })));
  Object.assign(r.qualification, { registrationNumber: examNo, name: qual, level: 'Higher Secondary', yearOfCompletion: year, dateOfIssue: issued, status: passed ? 'Completed' : null });

  const pdf = new Pdf({ size: A4, title: 'Statement of Results', author: ISSUER, creationDate: new Date(`${issued}T08:00:00Z`) });
  const W = pdf.width;
  const F = rng.pick([SANS[0], SANS[3], SERIF[0], SANS[1]]);
  const L = 50;
  const red = '#8c1c13';
  pdf.crest(L + 26, 62, 26, 'ECZ', red);
  pdf.text(ISSUER.toUpperCase(), L + 64, 40, { font: F.bold, size: 14, color: red, width: W - 2 * L - 64, fit: true });
  pdf.text(`P.O. Box 50432, Lusaka, Zambia  ·  Tel: +260 211 25${digits(rng, 4)}`, L + 64, 60, { font: F.regular, size: 8.5 });
  pdf.text('www.exams-council.example.zm', L + 64, 72, { font: F.regular, size: 8.5 });
  pdf.line(L, 98, W - L, 98, 1.2, red);
  pdf.text(`${qual.toUpperCase()} EXAMINATION ${year} — GRADE 12`, L, 108, { font: F.bold, size: 11, width: W - 2 * L, align: 'center', fit: true });
  pdf.text('STATEMENT OF RESULTS', L, 125, { font: F.bold, size: 12.5, width: W - 2 * L, align: 'center' });
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
  pdf.text(`POINTS (BEST SIX SUBJECTS): ${best}`, L, y, { font: F.bold, size: 10.5 });
  pdf.text(`RESULT: ${passed ? 'SCHOOL CERTIFICATE' : 'STATEMENT OF RESULTS ONLY'}`, L, y + 18, { font: F.bold, size: 10.5 });
  pdf.text('KEY: 1-2 Distinction, 3-4 Merit, 5-6 Credit, 7-8 Satisfactory, 9 Unsatisfactory. Points are the sum of the grades of the best six subjects including English.', L, y + 42, { font: F.italic, size: 7.5, width: W - 2 * L, fit: true });
  pdf.text(`Date: ${dateEn(issued)}`, L, y + 78, { font: F.regular, size: 9.5 });
  pdf.signature(W - L - 140, y + 80, 110, rng);
  pdf.text('Director', W - L - 160, y + 94, { font: F.bold, size: 9, width: 150, align: 'center' });
  pdf.text('This statement is issued pending the certificate. Subject names in capitals are the syllabus titles.', L, pdf.height - 46, { font: F.italic, size: 7, width: W - 2 * L, align: 'center' });
  const printed: Record<string, string> = { 'institution.name': ISSUER.toUpperCase(), 'qualification.name': qual.toUpperCase(), 'qualification.dateOfIssue': dateEn(issued), 'candidate.fullName': split ? person.given : shownName };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'nj-zm-school-certificate-results',
    country: 'ZM',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['scan', 'photo'],
    conventions: 'Zambian School Certificate statement of results of the Examinations Council of Zambia (Lusaka): "SCHOOL CERTIFICATE EXAMINATION 2019 — GRADE 12", examination number, SURNAME First or Surname / First Name(s) captions, sex, centre (the school, not the issuer), subjects by code in capitals with the grade 1-9 and its word (Distinction, Merit, Credit, Satisfactory, Unsatisfactory), the points of the best six, the result, a note under the table; after the Examinations Council of Zambia\'s public descriptions of the School Certificate.',
    render,
  },
];
