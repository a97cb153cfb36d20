/**
 * Canadian (Ontario) university transcript: "SURNAME, Given" and a student number, ISO dates,
 * terms "Fall 2019" / "Winter 2020" as heading rows, Course | Title | Weight (0.50 per half
 * course) | Grade (letter, or percentage and letter) | Class Average, a transfer-credit block
 * (grade TR) at the start, a term average and standing after each term, the degree conferred and
 * the cumulative GPA on the 4.0 scale at the end; two pages.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { LETTER, Pdf, SANS, SERIF, course, courseTable, digits, footers, iso, keyValues, nPerson, nResult, setInstitution, upper, type Column, type TableRow } from '../lib/n-kit';

const UNIS = [
  { name: 'Lakehead Shores University', city: 'Thunder Bay', province: 'Ontario', code: 'ON', post: 'P7B 5E1' },
  { name: 'Rideau Valley University', city: 'Kingston', province: 'Ontario', code: 'ON', post: 'K7L 3N6' },
  { name: 'Fraser Delta University', city: 'Kamloops', province: 'British Columbia', code: 'BC', post: 'V2C 0C8' },
  { name: 'Prairie Lakes University', city: 'Brandon', province: 'Manitoba', code: 'MB', post: 'R7A 6A9' },
];
const PROGRAMMES: Array<{ degree: string; major: string; subj: string[] }> = [
  { degree: 'Bachelor of Arts (Honours)', major: 'Psychology', subj: ['PSYC', 'SOCI', 'ENGL', 'PHIL', 'STAT'] },
  { degree: 'Bachelor of Science (Honours)', major: 'Biology', subj: ['BIOL', 'CHEM', 'MATH', 'PHYS', 'STAT'] },
  { degree: 'Bachelor of Commerce', major: 'Accounting', subj: ['COMM', 'ECON', 'ACCT', 'MATH', 'ENGL'] },
];
const TITLES: Record<string, string[]> = {
  PSYC: ['Introduction to Psychology', 'Research Methods in Psychology', 'Developmental Psychology', 'Cognitive Psychology', 'Social Psychology', 'Abnormal Psychology', 'Biological Psychology', 'Psychology of Learning', 'Health Psychology', 'Honours Thesis'],
  SOCI: ['Introduction to Sociology', 'Canadian Society', 'Sociology of the Family'],
  ENGL: ['Academic Writing', 'Canadian Literature', 'Business Communication'],
  PHIL: ['Critical Thinking', 'Ethics'],
  STAT: ['Introductory Statistics', 'Applied Regression'],
  BIOL: ['Cell Biology', 'Organismal Biology', 'Genetics', 'Ecology', 'Evolution', 'Microbiology', 'Molecular Biology', 'Animal Physiology', 'Plant Biology', 'Honours Research Project'],
  CHEM: ['General Chemistry I', 'General Chemistry II', 'Organic Chemistry'],
  MATH: ['Calculus I', 'Calculus II', 'Linear Algebra'],
  PHYS: ['Introductory Physics'],
  COMM: ['Introduction to Business', 'Organizational Behaviour', 'Marketing Management', 'Corporate Finance', 'Operations Management', 'Business Strategy', 'Business Law'],
  ECON: ['Principles of Microeconomics', 'Principles of Macroeconomics', 'Managerial Economics'],
  ACCT: ['Financial Accounting', 'Management Accounting', 'Intermediate Financial Accounting I', 'Intermediate Financial Accounting II', 'Auditing', 'Taxation'],
};
const SCALE: Array<[number, string, number]> = [[90, 'A+', 4.0], [85, 'A', 4.0], [80, 'A-', 3.7], [77, 'B+', 3.3], [73, 'B', 3.0], [70, 'B-', 2.7], [67, 'C+', 2.3], [63, 'C', 2.0], [60, 'C-', 1.7], [50, 'D', 1.0]];
const letter = (p: number): [string, number] => {
  for (const [min, g, pts] of SCALE) if (p >= min) return [g, pts];
  return ['F', 0];
};

async function render(rng: Rng) {
  const person = nPerson(rng, 'CA');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const entry = rng.int(2012, 2019);
  const dob = iso(entry - 18, rng.int(1, 12), rng.int(1, 28));
  const studentNo = digits(rng, 9);
  const F = rng.pick([SANS[0], SANS[3], SERIF[0], SANS[2]]);
  const ability = rng.float(66, 88);
  const withPct = rng.bool(0.5);
  const shown = `${upper(person.family)}, ${person.given}`;
  const pools: Record<string, string[]> = {};
  for (const s of prog.subj) pools[s] = [...TITLES[s]];

  const r = nResult('en', person, dob);
  setInstitution(r, uni.name, 'CA', uni.code);
  const rows: TableRow[] = [];
  let pts = 0;
  let wts = 0;
  let transfer = 0;
  let extra = 0;
  if (rng.bool(0.6)) {
    rows.push({ heading: `TRANSFER CREDIT — ${upper(rng.pick(['Georgian Bay College', 'Northern Lights College', 'Red River Valley College']))}` });
    for (const [code, title] of [['ENGL 1XX', 'First-Year English (Transfer)'], ['ELEC 1XX', 'Elective Credit (Transfer)']]) {
      rows.push({ cells: [code, title, '0.50', 'TR', ''] });
      r.courses.push(course({ courseNumber: code, courseName: title, credit: 0.5, grade: 'TR', term: 'Transfer Credit' }));
      transfer += 0.5;
    }
  }
  for (let yr = 0; yr < 4; yr++) {
    for (const season of ['Fall', 'Winter'] as const) {
      const calYear = season === 'Fall' ? entry + yr : entry + yr + 1;
      const term = `${season} ${calYear}`;
      rows.push({ heading: term });
      let tp = 0;
      let tw = 0;
      for (let k = 0; k < 4; k++) {
        const subj = k < 3 ? prog.subj[0] : prog.subj[(yr * 2 + k) % prog.subj.length];
        const pool = pools[subj].length ? pools[subj] : pools[prog.subj[0]];
        const title = pool.shift() ?? `Topics in ${prog.major} ${['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'][extra++]}`;
        const num = `${subj} ${yr + 1}${String(rng.int(0, 9))}${String(k * 2 + (season === 'Fall' ? 1 : 2)).slice(-1)}`;
        const weight = /Thesis|Project/.test(title) ? 1.0 : 0.5;
        const pct = Math.max(55, Math.min(97, Math.round(ability + rng.gauss() * 7)));
        const [g, p] = letter(pct);
        const shownGrade = withPct ? `${pct} ${g}` : g;
        rows.push({ cells: [num, title, weight.toFixed(2), shownGrade, String(rng.int(66, 78))] });
        r.courses.push(course({ courseNumber: num, courseName: title, credit: weight, grade: g, marksScored: withPct ? pct : null, maximumMarks: withPct ? 100 : null, term, year: calYear }));
        tp += p * weight;
        tw += weight;
      }
      pts += tp;
      wts += tw;
      if (tw) rows.push({ cells: ['', `Term GPA ${(tp / tw).toFixed(2)}   Term Weight ${tw.toFixed(2)}   Standing: Good Standing`, '', '', ''] });
    }
  }
  const gpa = (pts / wts).toFixed(2);
  const conferred = iso(entry + 4, 6, rng.int(1, 20));
  const issued = iso(entry + 4 + rng.int(0, 3), rng.int(1, 12), rng.int(1, 28));
  const issuedIso = issued < conferred ? conferred : issued;
  Object.assign(r.qualification, {
    registrationNumber: studentNo, name: prog.degree, level: 'Bachelor', majorOrSpecialization: prog.major, yearOfAdmission: entry,
    yearOfCompletion: entry + 4, dateOfIssue: issuedIso, cgpa: gpa, totalCreditsOrMarks: (wts + transfer).toFixed(2), status: 'Completed',
  });
  if (withPct) r.courses.forEach((c) => {
    if (c.marksScored !== null) c.grade = `${c.marksScored} ${c.grade}`;
  });

  const pdf = new Pdf({ size: LETTER, title: 'Official Transcript', author: uni.name, creationDate: new Date(`${issuedIso}T15:00:00Z`) });
  const L = 42;
  const R = pdf.width - L;
  const W = R - L;
  const red = rng.pick(['#8b1e2d', '#00457c', '#2f4f2f']);
  pdf.text(uni.name, L, 32, { font: F.bold, size: 17, color: red });
  pdf.text(`Office of the University Registrar  ·  ${uni.city}, ${uni.province}  ${uni.post}  ·  Canada`, L, 54, { font: F.regular, size: 8.5 });
  pdf.text('OFFICIAL TRANSCRIPT', L, 32, { font: F.bold, size: 12, width: W, align: 'right' });
  pdf.text(`Issued ${issuedIso}`, L, 50, { font: F.regular, size: 8.5, width: W, align: 'right' });
  pdf.line(L, 70, R, 70, 1, red);
  let y = 80;
  y += keyValues(pdf, F, L, y, W, [
    ['Name', shown],
    ['Student Number', studentNo],
    ['Date of Birth', dob],
    ['Program', `${prog.degree}, ${prog.major}`],
    ['Admit Term', `Fall ${entry}`],
    ['Status', 'Degree Conferred'],
  ], { size: 8.5, style: 'column', labelWidth: 88, columns: 2 }) + 8;
  const cols: Column[] = [
    { label: 'Course', width: 72 },
    { label: 'Title', width: W - 72 - 50 - 66 - 60, wrap: true },
    { label: 'Weight', width: 50, align: 'right' },
    { label: 'Grade', width: 66, align: 'center' },
    { label: ['Class', 'Average'], width: 60, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8, ruling: rng.pick(['header-only', 'rows', 'zebra'] as const), zebra: '#f3f3f3', repeatHeader: true, top: 40, bottom: pdf.height - 60, onNewPage: (p) => (p.text(`${shown}  ${studentNo}  — continued`, L, 26, { font: F.italic, size: 8 }), 4) });
  if (y > pdf.height - 150) {
    pdf.addPage();
    y = 50;
  }
  y += 14;
  pdf.text('DEGREE CONFERRED', L, y, { font: F.bold, size: 9.5 });
  y += 14;
  pdf.text(`${prog.degree}, Major in ${prog.major}  —  conferred ${conferred}`, L, y, { font: F.regular, size: 9.5 });
  y += 16;
  pdf.text(`Cumulative GPA: ${gpa} (4.0 scale)    Total Weight Earned: ${(wts + transfer).toFixed(2)}`, L, y, { font: F.bold, size: 9.5 });
  y += 24;
  pdf.text('Grades: A+ 90-100, A 85-89, A- 80-84, B+ 77-79, B 73-76, B- 70-72, C+ 67-69, C 63-66, C- 60-62, D 50-59, F below 50. TR transfer credit. A full course has weight 1.00.', L, y, { font: F.italic, size: 7, width: W, fit: true });
  pdf.signature(R - 130, y + 40, 110, rng);
  pdf.text('University Registrar', R - 140, y + 50, { font: F.regular, size: 8.5, width: 140, align: 'center' });
  footers(pdf, F, (p, n) => `${uni.name} — Page ${p} of ${n} — This transcript is printed on security paper`);
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': shown } };
}

export const families: Family[] = [
  {
    id: 'n-ca-transcript',
    country: 'CA',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Canadian university transcript (Ontario / Western Canada style): "SURNAME, Given", student number, ISO dates, Fall/Winter terms as heading rows, course weights of 0.50 per half course, letter grades (or percentage with the letter) on the 4.0 scale, class averages, a transfer-credit block with TR, term GPA and standing rows, degree conferred and cumulative GPA; as described in Canadian registrars\' transcript legends.',
    render,
  },
];
