/**
 * Indian university statement of marks with the maximum, the minimum (pass) and the obtained
 * marks of each component: a three-line header ("University Examination" and "Internal
 * Assessment" spanning "Max | Min | Obt", "Total" spanning "Max | Obt"), then the grade and the
 * result; no credits; a rubber stamp of the controller of examinations across the lower rows.
 * Modeled on the statements of marks of affiliating universities (UGC grading guidelines: grades
 * O, A+, A, B+, B, C, P, F; separate theory and internal assessment heads with minimum pass marks).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, formatDate, iso } from '../lib/a-kit';
import { rPerson, rResult } from '../lib/r-kit';

const UNIS = [
  { name: 'Godavari Valley University', city: 'Nashik', state: 'Maharashtra', code: 'MH', pin: '422005' },
  { name: 'Vindhya Pradesh University', city: 'Rewa', state: 'Madhya Pradesh', code: 'MP', pin: '486003' },
  { name: 'Kaveri Delta University', city: 'Thanjavur', state: 'Tamil Nadu', code: 'TN', pin: '613005' },
];
const PROGS: Record<string, { short: string; level: 'Bachelor' | 'Master'; papers: string[] }> = {
  'Bachelor of Commerce': { short: 'B.Com.', level: 'Bachelor', papers: ['Financial Accounting', 'Business Economics', 'Business Communication', 'Corporate Law', 'Cost Accounting', 'Income Tax Law and Practice', 'Auditing and Assurance', 'Banking and Insurance', 'Environmental Studies'] },
  'Bachelor of Science': { short: 'B.Sc.', level: 'Bachelor', papers: ['Mechanics and Properties of Matter', 'Inorganic Chemistry', 'Differential Calculus', 'Electricity and Magnetism', 'Organic Chemistry', 'Real Analysis', 'Optics and Waves', 'Physical Chemistry', 'Environmental Studies'] },
  'Master of Arts': { short: 'M.A.', level: 'Master', papers: ['Indian Political Thought', 'Comparative Politics', 'International Relations Theory', 'Public Administration', 'Research Methodology', 'Political Sociology'] },
};

function gradeOf(pct: number): string {
  return pct >= 90 ? 'O' : pct >= 80 ? 'A+' : pct >= 70 ? 'A' : pct >= 60 ? 'B+' : pct >= 55 ? 'B' : pct >= 50 ? 'C' : pct >= 40 ? 'P' : 'F';
}

async function render(rng: Rng) {
  const person = rPerson(rng, 'IN');
  const uni = rng.pick(UNIS);
  const progName = rng.pick(Object.keys(PROGS));
  const prog = PROGS[progName];
  const F = rng.pick([SERIF[0], SANS[0], SANS[1]]);
  const sem = rng.pick(['I', 'II', 'III', 'IV']);
  const examYear = rng.int(2016, 2023);
  const month = rng.pick(['May', 'December', 'November', 'April']);
  const dob = iso(examYear - rng.int(19, 23), rng.int(1, 12), rng.int(1, 28));
  const seat = digits(rng, 7);
  const enrol = `${uni.name.split(' ').map((w) => w[0]).join('')}/${examYear - 1}/${digits(rng, 5)}`;
  const r = rResult('en', 'English', person, dob);
  r.institution = { name: uni.name, country: 'India', countryCode: 'IN', state: uni.state, stateCode: uni.code };
  r.qualification.name = progName;
  r.qualification.level = prog.level;
  r.qualification.registrationNumber = enrol;
  const ability = rng.float(0.5, 0.82);
  const [uMax, iMax] = rng.pick([[80, 20], [70, 30], [75, 25]]);
  const rows = rng.sample(prog.papers, rng.int(5, 6)).map((title, k) => {
    const u = Math.min(uMax, Math.max(Math.ceil(uMax * 0.4), Math.round(uMax * (ability + rng.gauss() * 0.08))));
    const i = Math.min(iMax, Math.max(Math.ceil(iMax * 0.4), Math.round(iMax * (ability + 0.08 + rng.gauss() * 0.08))));
    const code = `${prog.short.replace(/\W/g, '').toUpperCase().slice(0, 3)}${sem.length}${String(k + 1).padStart(2, '0')}`;
    return { code, title, u, i, total: u + i, grade: gradeOf(u + i) };
  });
  const term = `Semester ${sem}`;
  for (const x of rows) r.courses.push(course({ courseNumber: x.code, courseName: x.title, marksScored: x.total, maximumMarks: uMax + iMax, grade: x.grade, passStatus: 'Pass', term, year: examYear }));
  const total = rows.reduce((a, x) => a + x.total, 0);
  r.qualification.totalCreditsOrMarks = String(total);
  const issued = iso(examYear, month === 'May' || month === 'April' ? 7 : 2, rng.int(1, 28));
  r.qualification.dateOfIssue = issued;

  const pdf = new Pdf({ size: A4, title: 'Statement of Marks', author: uni.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 40;
  const R = pdf.width - 40;
  const W = R - L;
  pdf.text(uni.name.toUpperCase(), L, 40, { font: F.bold, size: 15, width: W, align: 'center' });
  pdf.text(`${uni.city} – ${uni.pin}, ${uni.state}`, L, 60, { font: F.regular, size: 9, width: W, align: 'center' });
  pdf.text('STATEMENT OF MARKS', L, 80, { font: F.bold, size: 12, width: W, align: 'center' });
  pdf.text(`${progName} (${prog.short}) ${term} Examination, ${month} ${examYear}`, L, 98, { font: F.regular, size: 9.5, width: W, align: 'center' });
  const size = 8;
  const info: Array<[string, string]> = [
    ['Name of the Candidate', [person.first, person.middle, person.last].filter(Boolean).join(' ').toUpperCase()],
    ['Seat No.', seat],
    ['Enrolment No.', enrol],
    ['Date of Birth', formatDate(dob, 'in-slash')],
  ];
  info.forEach(([k, v], n) => {
    pdf.text(`${k}`, L, 122 + n * 13, { font: F.bold, size: 8.5 });
    pdf.text(`: ${v}`, L + 120, 122 + n * 13, { font: F.regular, size: 8.5 });
  });
  // Columns: code, title, UE max/min/obt, IA max/min/obt, total max/obt, grade, result.
  const w = [48, 150, 30, 30, 30, 30, 30, 30, 32, 32, 34, 0];
  w[11] = W - w.reduce((a, b) => a + b, 0);
  const xs = w.map((_, i) => L + w.slice(0, i).reduce((a, b) => a + b, 0));
  let y = 186;
  const line = (x1: number, x2: number, yy: number) => pdf.line(x1, yy, x2, yy, 0.6);
  line(L, R, y - 3);
  const cc = (t: string, i: number, yy: number, span = 1, font = F.bold) => pdf.text(t, xs[i], yy, { font, size, width: w.slice(i, i + span).reduce((a, b) => a + b, 0), align: 'center', fit: true });
  cc(rng.pick(['University Examination', 'Term End Exam']), 2, y, 3);
  cc(rng.pick(['Internal Assessment', 'Sessional']), 5, y, 3);
  cc('Total', 8, y, 2);
  y += size * 1.5;
  pdf.text(rng.pick(['Paper Code', 'Sub. Code']), xs[0] + 2, y, { font: F.bold, size });
  pdf.text(rng.pick(['Paper Title', 'Name of the Subject']), xs[1] + 2, y, { font: F.bold, size });
  cc('Grade', 10, y);
  cc('Result', 11, y);
  y += size * 1.5;
  ['Max', 'Min', 'Obt', 'Max', 'Min', 'Obt', 'Max', 'Obt'].forEach((t, k) => cc(t, 2 + k, y));
  y += size * 1.5;
  line(L, R, y - 2);
  y += 4;
  const rowTop = y;
  for (const x of rows) {
    const cells = [x.code, x.title, String(uMax), String(Math.ceil(uMax * 0.4)), String(x.u), String(iMax), String(Math.ceil(iMax * 0.4)), String(x.i), String(uMax + iMax), String(x.total), x.grade, 'Pass'];
    cells.forEach((c, i) => pdf.text(c, xs[i] + 2, y, { font: F.regular, size, width: w[i] - 4, align: i <= 1 ? 'left' : 'center', fit: true }));
    y += size * 1.9;
  }
  line(L, R, y);
  y += 6;
  pdf.text(`Grand Total: ${total} / ${(uMax + iMax) * rows.length}`, L, y, { font: F.bold, size: 9 });
  pdf.text(`Percentage: ${((100 * total) / ((uMax + iMax) * rows.length)).toFixed(2)} %`, L + 200, y, { font: F.bold, size: 9 });
  pdf.text('Result: PASS', R - 100, y, { font: F.bold, size: 9, width: 100, align: 'right' });
  // The controller's rubber stamp across the last rows.
  const sy = rowTop + (y - rowTop) * 0.45;
  pdf.watermark('CONTROLLER OF EXAMINATIONS', L + W * 0.62, sy, { size: 13, angle: -12, opacity: 0.35, color: '#3a3aa0' });
  pdf.text(`Date: ${formatDate(issued, 'in-slash')}`, L, y + 60, { font: F.regular, size: 8.5 });
  pdf.signature(R - 140, y + 50, 110, rng);
  pdf.text('Controller of Examinations', R - 150, y + 66, { font: F.bold, size: 8.5 });
  pdf.text('Abbreviations: Max – Maximum marks, Min – Minimum passing marks, Obt – Marks obtained. Grades: O 90-100, A+ 80-89, A 70-79, B+ 60-69, B 55-59, C 50-54, P 40-49, F below 40.', L, y + 90, { font: F.italic, size: 6.5, width: W, fit: true });
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.dateOfBirth': formatDate(dob, 'in-slash') } };
}

export const families: Family[] = [
  {
    id: 'in-statement-of-marks',
    country: 'IN',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['scan', 'photo'],
    conventions: 'Indian university statement of marks: University Examination and Internal Assessment heads each spanning Max | Min | Obt, a Total spanning Max | Obt, a UGC letter grade and the result per paper, no credits, a controller-of-examinations stamp across the rows (UGC grading guidelines, affiliating-university statements of marks).',
    render,
  },
];
