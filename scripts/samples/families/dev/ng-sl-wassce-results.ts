/**
 * Sierra Leonean WASSCE statement of result, after the public descriptions of the West African Senior School
 * Certificate Examination the West African Examinations Council conducts (its Sierra Leone national office in
 * Freetown; the nine-point scale A1 Excellent, B2 Very Good, B3 Good, C4-C6 Credit, D7-E8 Pass, F9 Fail, each grade
 * printed with its interpretation in words in a cell of its own; English Language and Mathematics compulsory, nine
 * subjects at most): the council and the national office, the examination and its sitting ("WASSCE FOR SCHOOL
 * CANDIDATES 2022"), the examination number, the name as entered (SURNAME followed by the given names, in capitals),
 * the date of birth, the centre (the school, not the issuer), the subjects with grade and interpretation, the number of
 * credits. A printed statement with dot leaders, or a result-checker page. The council is the institution (a board's
 * marksheet, README) and the examination is named by its certificate. Names, numbers and schools are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, dateEn, digits, iso, ngPerson, ngResult, setInstitution, slashed, type Column, type TableRow } from '../lib/ng-kit';

const WAEC = 'West African Examinations Council';
const SCHOOLS = ['Kissy Road Senior Secondary School', 'Bo Government Secondary School Annex', 'Makeni Methodist Senior Secondary School', 'Kenema Islamic Senior School', 'Waterloo Community Senior Secondary School'];
const CORE = ['ENGLISH LANGUAGE', 'MATHEMATICS'];
const ELECTIVES = ['BIOLOGY', 'CHEMISTRY', 'PHYSICS', 'AGRICULTURAL SCIENCE', 'ECONOMICS', 'GEOGRAPHY', 'GOVERNMENT', 'LITERATURE-IN-ENGLISH', 'FINANCIAL ACCOUNTING', 'CIVIC EDUCATION', 'FURTHER MATHEMATICS'];
const GRADES: Array<[string, string]> = [['A1', 'EXCELLENT'], ['B2', 'VERY GOOD'], ['B3', 'GOOD'], ['C4', 'CREDIT'], ['C5', 'CREDIT'], ['C6', 'CREDIT'], ['D7', 'PASS'], ['E8', 'PASS'], ['F9', 'FAIL']];

const title = (s: string) => s.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_m, p: string, c: string) => p + c.toUpperCase()).replace(/-In-/, '-in-');

async function render(rng: Rng) {
  const person = ngPerson(rng, 'SL');
  const year = rng.int(2018, 2024);
  const school = rng.pick(SCHOOLS);
  const examNo = `${rng.pick(['41', '42', '43'])}${digits(rng, 8)}`;
  const dob = rng.bool(0.7) ? iso(year - 19 + rng.int(0, 2), rng.int(1, 12), rng.int(1, 28)) : null;
  const layout = rng.pick(['statement', 'checker'] as const);
  const shown = `${person.family} ${person.given}`.toUpperCase();
  const qual = 'West African Senior School Certificate';
  const ability = rng.float(1, 6);
  const issued = iso(year, rng.int(9, 12), rng.int(1, 28));

  const r = ngResult('en', person, dob);
  setInstitution(r, WAEC, 'SL');
  const subjects = [...CORE, ...ELECTIVES.filter(() => rng.bool(0.6))].slice(0, rng.int(7, 9));
  const rows: TableRow[] = [];
  let credits = 0;
  for (const s of subjects) {
    const [g, word] = GRADES[Math.max(0, Math.min(8, Math.round(ability + rng.gauss() * 1.6)))];
    if (/^[ABC]/.test(g)) credits++;
    rows.push({ cells: layout === 'checker' ? [title(s), g, word] : [s, g, word] });
    // The letter-figure grade is the grade; its word is the council's interpretation of it (README: the figure).
    r.courses.push(course({ courseName: layout === 'checker' ? title(s) : s, grade: g, year }));
  }
  Object.assign(r.qualification, { registrationNumber: examNo, name: qual, level: 'Higher Secondary', yearOfCompletion: year, dateOfIssue: layout === 'statement' ? issued : null, status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: layout === 'statement' ? 'Statement of Result' : 'WAEC Result Checker', author: WAEC, creationDate: new Date(`${issued}T09:00:00Z`) });
  const W = pdf.width;
  const F = layout === 'statement' ? rng.pick([SERIF[0], SERIF[1]]) : rng.pick([SANS[0], SANS[2]]);
  const details: Array<[string, string]> = [
    ['Examination Number', examNo],
    ['Candidate Name', shown],
    ...(dob ? ([['Date of Birth', slashed(dob)]] as Array<[string, string]>) : []),
    ['Centre', school.toUpperCase()],
    ['Examination', `WASSCE FOR SCHOOL CANDIDATES ${year}`],
  ];
  let y: number;
  const L = layout === 'statement' ? 56 : 34;
  if (layout === 'statement') {
    pdf.rect(26, 26, W - 52, pdf.height - 52, 1, '#1d5e2a');
    pdf.crest(W / 2, 72, 24, 'WAEC', '#1d5e2a');
    pdf.text(`THE ${WAEC.toUpperCase()}`, L, 102, { font: F.bold, size: 13, width: W - 2 * L, align: 'center' });
    pdf.text('SIERRA LEONE NATIONAL OFFICE', L, 120, { font: F.bold, size: 10, width: W - 2 * L, align: 'center' });
    pdf.text('Private Mail Bag 125, 15 Wilberforce Street, Freetown', L, 134, { font: F.regular, size: 8.5, width: W - 2 * L, align: 'center' });
    pdf.text(`${qual.toUpperCase()} EXAMINATION (WASSCE)`, L, 160, { font: F.bold, size: 11, width: W - 2 * L, align: 'center', fit: true });
    pdf.text('STATEMENT OF RESULT', L, 178, { font: F.bold, size: 12, width: W - 2 * L, align: 'center', color: '#1d5e2a' });
    y = 210;
    for (const [k, v] of details) {
      const w = pdf.text(k.toUpperCase(), L, y, { font: F.regular, size: 9.5 });
      const dot = pdf.widthOf('.', F.regular, 9.5);
      pdf.text('.'.repeat(Math.max(3, Math.floor((160 - w - 6) / dot))), L + w + 3, y, { font: F.regular, size: 9.5, color: '#555555' });
      pdf.text(v, L + 166, y, { font: F.bold, size: 9.5, width: W - 2 * L - 170, fit: true });
      y += 17;
    }
    y += 14;
  } else {
    pdf.fill(0, 0, W, 50, '#1d5e2a');
    pdf.text('WAEC Result Checker  |  Sierra Leone', 34, 18, { font: F.bold, size: 13, color: '#ffffff' });
    pdf.text('www.waecdirect.org  >  Results  >  WASSCE', 34, 60, { font: F.regular, size: 8, color: '#555555' });
    pdf.text(`${qual} Examination (WASSCE) ${year}`, 34, 80, { font: F.bold, size: 12.5, width: W - 68, fit: true });
    pdf.text(`The ${WAEC}, Freetown, Sierra Leone`, 34, 98, { font: F.regular, size: 9, color: '#333333' });
    y = 122;
    for (const [k, v] of details) {
      pdf.fill(34, y - 3, W - 68, 17, y % 2 ? '#eef5ee' : '#ffffff');
      pdf.text(k, 40, y, { font: F.bold, size: 9.5, color: '#333333' });
      pdf.text(v, 200, y, { font: F.regular, size: 9.5 });
      y += 18;
    }
    y += 12;
  }
  const cols: Column[] = [
    { label: layout === 'statement' ? 'SUBJECT' : 'Subject', width: W - 2 * L - 80 - 120, wrap: true },
    { label: layout === 'statement' ? 'GRADE' : 'Grade', width: 80, align: 'center' },
    { label: layout === 'statement' ? 'INTERPRETATION' : 'Interpretation', width: 120, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 9.5, ruling: layout === 'statement' ? 'grid' : 'zebra', headerFill: layout === 'checker' ? '#d8ead8' : undefined, repeatHeader: true, top: 60, bottom: pdf.height - 60 });
  y += 14;
  pdf.text(`Number of credits (A1-C6): ${credits}`, L, y, { font: F.bold, size: 9.5 });
  if (layout === 'statement') {
    pdf.text('This statement is not a certificate. Any alteration renders it invalid.', L, y + 30, { font: F.italic, size: 8.5 });
    pdf.text(`Date: ${dateEn(issued)}`, L, y + 74, { font: F.regular, size: 9.5 });
    pdf.signature(W - 220, y + 68, 110, rng);
    pdf.text('HEAD OF NATIONAL OFFICE', W - 300, y + 84, { font: F.bold, size: 8.5, width: 240, align: 'right' });
  } else {
    pdf.text('Printed from the WAEC result checker. Confirm with the council before relying on it.', 34, pdf.height - 40, { font: F.regular, size: 7.5, color: '#666666' });
  }
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: {
      'candidate.fullName': shown,
      ...(dob ? { 'candidate.dateOfBirth': slashed(dob) } : {}),
      ...(layout === 'statement' ? { 'institution.name': WAEC.toUpperCase(), 'qualification.name': qual.toUpperCase(), 'qualification.dateOfIssue': dateEn(issued) } : {}),
    },
  };
}

export const families: Family[] = [
  {
    id: 'ng-sl-wassce-results',
    country: 'SL',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['scan', 'screenshot'],
    conventions: 'Sierra Leonean WASSCE statement of result of the West African Examinations Council (Sierra Leone national office, Freetown): examination number, SURNAME GIVEN in capitals, date of birth, centre, "WASSCE FOR SCHOOL CANDIDATES 2022", subjects with the nine-point grade A1-F9 and its interpretation in words (EXCELLENT, CREDIT, PASS) in a cell of its own, the number of credits; dot leaders on a printed statement, or a result-checker page; after public descriptions of the WASSCE grading.',
    render,
  },
];
