/**
 * Zimbabwean university academic transcript with the components of each module's mark, after public descriptions of
 * Zimbabwean universities' regulations (a module's final mark made of coursework and a written examination, weighted
 * e.g. 40/60 or 30/70, the final mark out of 100 and its class, 1 (75+), 2.1 (65-74), 2.2 (60-64), 3 (50-59), F; the
 * degree class from the overall average): the university with its Zimbabwe address (the issuer), name (SURNAME, Given or
 * natural order), registration number, date of birth, national ID (a decoy), "Programme: Bachelor of Commerce (Honours)
 * in Accounting" (README: `program` the line; the degree with "(Honours)" as it names the honours degree, without its
 * field; the field the major), date of entry, "Part I — Semester 1 (2018/2019)" headings (term and session), modules
 * with code and title, then three marks under a spanning "Marks" caption: coursework with its weight ("CW /40"), the
 * examination ("Exam /60") and the final mark ("Final /100": `marksScored`, `maximumMarks` 100 — the components are no
 * marks of their own), and the class (the grade); each semester's average row (no course), the overall average (`cgpa`),
 * the degree class and the date the degree was conferred. Names, numbers and universities are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, dateEn, digits, iso, nkPerson, nkResult, setInstitution, slashed, type Column, type TableRow } from '../lib/nk-kit';

const UNIS = [
  { name: 'Mazowe Valley University', short: 'MVU', addr: 'P. Bag 1020, Bindura, Zimbabwe', tel: 'Tel: +263 271 7531' },
  { name: 'Matopos Hills University of Technology', short: 'MHUT', addr: 'P.O. Box AC 939, Ascot, Bulawayo, Zimbabwe', tel: 'Tel: +263 292 282842' },
];
const PROGRAMMES = [
  { degree: 'Bachelor of Commerce (Honours)', field: 'Accounting', prefix: 'ACC', titles: ['Financial Accounting I', 'Business Mathematics', 'Microeconomics', 'Communication Skills', 'Introduction to Information Systems', 'Financial Accounting II', 'Business Statistics', 'Macroeconomics', 'Commercial Law', 'Principles of Management', 'Intermediate Accounting', 'Cost and Management Accounting', 'Company Law', 'Taxation I', 'Corporate Finance', 'Advanced Financial Accounting', 'Auditing I', 'Taxation II', 'Public Sector Accounting', 'Research Methods', 'Advanced Auditing', 'Strategic Management Accounting', 'Accounting Theory', 'Dissertation'] },
  { degree: 'Bachelor of Science (Honours)', field: 'Computer Science', prefix: 'CSC', titles: ['Introduction to Programming', 'Discrete Mathematics', 'Computer Architecture', 'Communication Skills', 'Calculus I', 'Object Oriented Programming', 'Linear Algebra', 'Digital Logic', 'Data Structures and Algorithms', 'Probability and Statistics', 'Database Systems', 'Operating Systems', 'Computer Networks', 'Software Engineering', 'Theory of Computation', 'Artificial Intelligence', 'Computer Graphics', 'Distributed Systems', 'Information Security', 'Research Methods', 'Machine Learning', 'Human Computer Interaction', 'Compiler Design', 'Dissertation'] },
];
const klass = (m: number) => (m >= 75 ? '1' : m >= 65 ? '2.1' : m >= 60 ? '2.2' : m >= 50 ? '3' : 'F');
const degreeClass = (m: number) => (m >= 75 ? 'First Class' : m >= 65 ? 'Upper Second Class (2.1)' : m >= 60 ? 'Lower Second Class (2.2)' : 'Pass');

async function render(rng: Rng) {
  const person = nkPerson(rng, 'ZW');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const programme = `${prog.degree} in ${prog.field}`;
  const entry = rng.int(2014, 2020);
  const dob = iso(entry - rng.int(18, 21), rng.int(1, 12), rng.int(1, 28));
  const conferred = iso(entry + 4, rng.pick([9, 10, 11]), rng.int(1, 28));
  const issued = iso(entry + 4, 12, rng.int(1, 20));
  const regNo = `R${String(entry).slice(2)}${digits(rng, 4)}${rng.pick(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K'])}`;
  const natId = `${digits(rng, 2)}-${digits(rng, 6)} ${rng.pick(['A', 'K', 'Q', 'T'])} ${digits(rng, 2)}`;
  const cwWeight = rng.pick([40, 30]);
  const exWeight = 100 - cwWeight;
  const ability = rng.float(55, 78);

  const r = nkResult('en', person, dob);
  setInstitution(r, uni.name, 'ZW');
  const rows: TableRow[] = [];
  const all: number[] = [];
  // Part III is the year of work-related learning away from the university: the record goes from Part II to Part IV.
  const parts = ['Part I', 'Part I', 'Part II', 'Part II', 'Part IV', 'Part IV'];
  const years = [0, 0, 1, 1, 3, 3];
  for (let s = 0; s < 6; s++) {
    const session = `${entry + years[s]}/${entry + years[s] + 1}`;
    const term = `Semester ${(s % 2) + 1}`;
    rows.push({ heading: `${parts[s]} — ${term} (${session})` });
    const marks: number[] = [];
    for (let k = 0; k < 4; k++) {
      const title = prog.titles[s * 4 + k];
      const code = `${prog.prefix}${years[s] + 1}${s % 2 + 1}${k + 1}${rng.int(0, 9)}`;
      const finalMark = Math.max(45, Math.min(92, Math.round(ability + rng.gauss() * 7)));
      const cw = Math.min(cwWeight, Math.max(10, Math.round(finalMark * cwWeight / 100 + rng.gauss() * 2)));
      const ex = finalMark - cw;
      marks.push(finalMark);
      rows.push({ cells: [code, title, String(cw), String(ex), String(finalMark), klass(finalMark)] });
      r.courses.push(course({ courseNumber: code, courseName: title, marksScored: finalMark, maximumMarks: 100, grade: klass(finalMark), term, session }));
    }
    all.push(...marks);
    rows.push({ cells: ['', `Semester average: ${(marks.reduce((a, b) => a + b, 0) / marks.length).toFixed(1)}`, '', '', '', ''], bold: true });
  }
  const overall = (all.reduce((a, b) => a + b, 0) / all.length).toFixed(1);
  Object.assign(r.qualification, {
    name: prog.degree, level: 'Bachelor', program: programme, majorOrSpecialization: prog.field, registrationNumber: regNo, yearOfAdmission: entry,
    yearOfCompletion: entry + 4, dateOfIssue: issued, status: 'Completed', cgpa: overall,
  });

  const pdf = new Pdf({ size: A4, title: 'Academic Transcript', author: uni.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const W = pdf.width;
  const F = rng.pick([SERIF[0], SANS[0], SANS[1], SERIF[1]]);
  const L = 42;
  const blue = '#17375e';
  pdf.shield(L, 30, 36, blue);
  pdf.text(uni.name.toUpperCase(), L + 48, 32, { font: F.bold, size: 14.5, color: blue, width: W - 2 * L - 48, fit: true });
  pdf.text(`${uni.addr}  ·  ${uni.tel}`, L + 48, 52, { font: F.regular, size: 8.5 });
  pdf.text('OFFICE OF THE REGISTRAR — ACADEMIC TRANSCRIPT', L + 48, 66, { font: F.bold, size: 9 });
  pdf.line(L, 86, W - L, 86, 1.2, blue);
  const name = rng.bool(0.5) ? `${person.family.toUpperCase()}, ${person.given}` : `${person.given} ${person.family}`;
  const info: Array<[string, string]> = [
    ['Name', name], ['Registration Number', regNo],
    ['Date of Birth', slashed(dob)], ['National ID', natId],
    ['Programme', programme], ['Date of Entry', `${rng.pick(['August', 'March'])} ${entry}`],
  ];
  let y = 98;
  info.forEach(([k, v], i) => {
    const x = i % 2 === 0 ? L : W / 2 + 20;
    const lw = i % 2 === 0 ? 74 : 112;
    pdf.text(`${k}:`, x, y, { font: F.bold, size: 8.8 });
    pdf.text(v, x + lw, y, { font: F.regular, size: 8.8, width: (i % 2 === 0 ? W / 2 + 20 - L - lw - 6 : W - L - x - lw), fit: true });
    if (i % 2 === 1) y += 14;
  });
  y += 10;
  const stacked = rng.bool(0.5);
  const cols: Column[] = [
    { label: 'Code', width: 58 },
    { label: 'Module Title', width: W - 2 * L - 58 - 3 * 52 - 46, wrap: true },
    { label: stacked ? ['Marks', `CW /${cwWeight}`] : `CW (${cwWeight}%)`, width: 52, align: 'center' },
    { label: stacked ? ['', `Exam /${exWeight}`] : `Exam (${exWeight}%)`, width: 52, align: 'center' },
    { label: stacked ? ['', 'Final /100'] : 'Final Mark', width: 52, align: 'center' },
    { label: 'Class', width: 46, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, {
    F, size: 8.6, ruling: rng.pick(['grid', 'rows', 'header-only'] as const), headerFill: '#e4ebf3', repeatHeader: true, top: 40, bottom: pdf.height - 56,
    onNewPage: (p) => {
      p.text(`${uni.name} — ${name} (${regNo}) — continued`, L, 28, { font: F.italic, size: 8 });
      return 10;
    },
  });
  if (y > pdf.height - 170) {
    pdf.addPage();
    y = 50;
  }
  pdf.text(`Overall Average: ${overall}`, L, y + 14, { font: F.bold, size: 9.5 });
  pdf.text(`Degree Class: ${degreeClass(Number(overall))}`, L + 200, y + 14, { font: F.bold, size: 9.5 });
  pdf.text(`Degree conferred on ${dateEn(conferred)}`, L, y + 30, { font: F.bold, size: 9.5 });
  pdf.text(`Final mark = coursework (${cwWeight}%) + examination (${exWeight}%). Classes: 1 (75-100), 2.1 (65-74), 2.2 (60-64), 3 (50-59), F (0-49).`, L, y + 48, { font: F.italic, size: 7.5, width: W - 2 * L, fit: true });
  pdf.text(`Date of issue: ${dateEn(issued)}`, L, y + 78, { font: F.regular, size: 9 });
  pdf.signature(W - L - 150, y + 74, 110, rng);
  pdf.text('Deputy Registrar (Academic)', W - L - 180, y + 90, { font: F.bold, size: 8.5, width: 170, align: 'center' });
  const n = pdf.pageCount;
  for (let p = 1; p <= n; p++) {
    pdf.switchTo(p);
    pdf.text(`Page ${p} of ${n}`, L, pdf.height - 30, { font: F.italic, size: 7, width: W - 2 * L, align: 'center' });
  }
  const printed: Record<string, string> = { 'candidate.fullName': name, 'candidate.dateOfBirth': slashed(dob), 'institution.name': uni.name.toUpperCase(), 'qualification.dateOfIssue': dateEn(issued) };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'nk-zw-statement-of-results',
    country: 'ZW',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    conventions: 'Zimbabwean university academic transcript: the university with its Zimbabwe address, name, registration number, date of birth, national ID (a decoy), "Programme: Bachelor of Commerce (Honours) in Accounting", date of entry, "Part I — Semester 1 (2018/2019)" headings, modules with coursework, examination and final marks (CW /40, Exam /60, Final /100, under a spanning "Marks" or with the weights in the captions) and the class 1, 2.1, 2.2, 3, F; semester averages, the overall average, the degree class and its conferral date; after public descriptions of Zimbabwean universities\' examination regulations.',
    render,
  },
];
