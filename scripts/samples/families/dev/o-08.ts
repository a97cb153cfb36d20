/**
 * Bhutanese university consolidated statement of marks (English), from the Office of the
 * Controller of Examinations of a university whose colleges teach the programme: the university,
 * the college and "Thimphu, Bhutan"; student number ("02190123"), name, citizenship ID (CID, eleven
 * digits, no candidate's number), date of birth, programme ("Bachelor of Business Administration")
 * and year of enrolment; modules by semester ("Semester I — Spring 2019", the academic year runs
 * Spring February-June and Autumn July-December) with module code ("BBA101"), title, credit value
 * (12 a module), maximum marks (100) and marks obtained as a percentage of the continuous and the
 * semester-end assessment combined (50 the pass), and the result (Pass, or "Pass (Re-assessed)");
 * under each semester its total and percentage; at the end the grand total of marks obtained out
 * of the maximum, the aggregate percentage and the class (Distinction 80 and above, First Division
 * 60, Second Division 50); as described in the university's assessment regulations ("Wheel of
 * Academic Law") and its colleges' grading pages.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, footers, iso, setInstitution, type Column, type TableRow } from '../lib/n-kit';
import { dmy, longDate, oPerson, oResult } from './o-kit';

const UNIS = [
  { name: 'Druk Highlands University', college: 'Paro Valley College of Business', address: 'Office of the Controller of Examinations, Motithang, Thimphu, Bhutan' },
  { name: 'Thunder Dragon University', college: 'Punakha College of Management Studies', address: 'Post Box 212, Chubachu, Thimphu 11001, Bhutan' },
];
const PROGRAMMES = [
  { head: 'Bachelor of Business Administration', field: 'Business Administration', code: 'BBA',
    modules: ['Principles of Management', 'Business Mathematics', 'Financial Accounting I', 'Academic Skills', 'Dzongkha Communication', 'Microeconomics', 'Business Statistics', 'Financial Accounting II', 'Organisational Behaviour', 'Analytical Skills', 'Macroeconomics', 'Cost and Management Accounting', 'Marketing Management', 'Business Law of Bhutan', 'Human Resource Management', 'Financial Management', 'Operations Management', 'Research Methods for Business', 'Entrepreneurship and Small Business Development', 'Management Information Systems', 'International Business', 'Strategic Management', 'Gross National Happiness and Business', 'Project Management', 'Business Ethics and Corporate Governance', 'Supply Chain Management', 'Internship Report', 'Business Research Project', 'Taxation in Bhutan', 'Investment Analysis'] },
  { head: 'Bachelor of Commerce', field: 'Accounting', code: 'ACT',
    modules: ['Financial Accounting I', 'Business Mathematics', 'Principles of Economics', 'Academic Skills', 'Dzongkha Communication', 'Financial Accounting II', 'Business Statistics', 'Business Communication', 'Corporate Accounting I', 'Analytical Skills', 'Corporate Accounting II', 'Cost Accounting', 'Commercial Law', 'Banking and Insurance', 'Management Accounting', 'Income Tax Law and Practice in Bhutan', 'Auditing I', 'Financial Management', 'Public Finance', 'Research Methodology', 'Auditing II', 'Advanced Financial Reporting', 'Accounting Information Systems', 'Gross National Happiness and Sustainable Development', 'Public Sector Accounting', 'Corporate Governance', 'Project Work', 'Forensic Accounting', 'Financial Statement Analysis', 'International Accounting Standards'] },
];

async function render(rng: Rng) {
  const p = oPerson(rng, 'BT');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const start = rng.int(2014, 2020);
  const dob = iso(start - rng.int(18, 20), rng.int(1, 12), rng.int(13, 28));
  const studentNo = `0${rng.int(1, 9)}${String(start).slice(2)}${digits(rng, 4)}`;
  const cid = `1${digits(rng, 10)}`;
  const F = rng.pick([SERIF[0], SANS[0], SERIF[2]]);
  const ability = rng.float(58, 84);
  const r = oResult('en', p.given, p.family, dob);
  setInstitution(r, uni.name, 'BT');
  const rows: TableRow[] = [];
  const pool = [...prog.modules];
  let grand = 0;
  let max = 0;
  const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI'];
  for (let s = 0; s < 6; s++) {
    const year = start + Math.floor(s / 2);
    const term = `Semester ${ROMAN[s]}`;
    const season = s % 2 === 0 ? 'Spring' : 'Autumn';
    rows.push({ heading: `${term} — ${season} ${year}` });
    let tot = 0;
    const mods = pool.splice(0, 5);
    mods.forEach((title, k) => {
      const code = `${prog.code}${s + 1}0${k + 1}`;
      const marks = Math.max(50, Math.min(94, Math.round(ability + rng.gauss() * 8)));
      const re = marks === 50 && rng.bool(0.5);
      const status = re ? 'Pass (Re-assessed)' : 'Pass';
      rows.push({ cells: [code, title, '12', '100', String(marks), status] });
      r.courses.push(course({ courseNumber: code, courseName: title, credit: 12, marksScored: marks, maximumMarks: 100, passStatus: status, term, year }));
      tot += marks;
    });
    grand += tot;
    max += mods.length * 100;
    rows.push({ cells: ['', `Semester total: ${tot} / ${mods.length * 100}   (${(tot / mods.length).toFixed(2)} %)`, '', '', '', ''], bold: true });
  }
  const pct = ((grand / max) * 100).toFixed(2);
  const klass = Number(pct) >= 80 ? 'Distinction' : Number(pct) >= 60 ? 'First Division' : 'Second Division';
  const lastYear = start + 2;
  const issued = iso(lastYear + 1, rng.int(1, 4), rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: studentNo, name: prog.head, level: 'Bachelor', program: prog.head, majorOrSpecialization: prog.field === 'Business Administration' ? null : prog.field,
    yearOfAdmission: start, yearOfCompletion: lastYear, status: 'Completed', dateOfIssue: issued, cgpa: pct, totalCreditsOrMarks: String(grand),
  });

  const pdf = new Pdf({ size: A4, title: 'Consolidated Statement of Marks', author: uni.name, creationDate: new Date(`${issued}T04:00:00Z`) });
  const L = 40;
  const W = pdf.width - 80;
  const saffron = rng.pick(['#b3541e', '#7a1f5c', '#1f5c7a']);
  pdf.crest(L + 24, 50, 23, '', saffron);
  pdf.text(uni.name, L + 58, 26, { font: F.bold, size: 15, color: saffron });
  pdf.text(uni.college, L + 58, 45, { font: F.regular, size: 10 });
  pdf.text(uni.address, L + 58, 60, { font: F.regular, size: 8.3, width: W - 58, fit: true });
  pdf.line(L, 84, L + W, 84, 1.2, saffron);
  pdf.text('CONSOLIDATED STATEMENT OF MARKS', L, 94, { font: F.bold, size: 13, width: W, align: 'center' });
  const info: Array<[string, string]> = [
    ['Student No.', studentNo], ['Name', `${p.given} ${p.family}`], ['CID No.', cid], ['Date of Birth', dmy(dob, '/')],
    ['Programme', prog.head], ['Year of Enrolment', String(start)],
  ];
  if (prog.field !== 'Business Administration') info.push(['Major', prog.field]);
  info.forEach(([k, v], i) => {
    const x = L + (i % 2) * (W / 2);
    const y = 118 + Math.floor(i / 2) * 14;
    pdf.text(`${k}:`, x, y, { font: F.bold, size: 9 });
    pdf.text(v, x + 96, y, { font: F.regular, size: 9, width: W / 2 - 100, fit: true });
  });
  let y = 118 + Math.ceil(info.length / 2) * 14 + 10;
  const cols: Column[] = [
    { label: ['Module', 'Code'], width: 56 },
    { label: 'Module Title', width: W - 56 - 42 - 46 - 52 - 92, wrap: true },
    { label: 'Credits', width: 42, align: 'center' },
    { label: ['Max.', 'Marks'], width: 46, align: 'center' },
    { label: ['Marks', 'Obtained'], width: 52, align: 'center' },
    { label: 'Result', width: 92, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.4, ruling: rng.pick(['grid', 'rows'] as const), headerFill: '#f3e6d8', repeatHeader: rng.bool(0.7), top: 48, bottom: pdf.height - 60, onNewPage: (d) => (d.text(`${p.given} ${p.family} — Student No. ${studentNo}`, L, 32, { font: F.italic, size: 8 }), 4) });
  if (y > pdf.height - 170) {
    pdf.addPage();
    y = 50;
  }
  y += 14;
  const tail: Array<[string, string]> = [['Grand Total', `${grand} / ${max}`], ['Aggregate Percentage', `${pct} %`], ['Class', klass], ['Year of Completion', String(lastYear)]];
  for (const [k, v] of tail) {
    pdf.text(`${k}:`, L, y, { font: F.bold, size: 9.5 });
    pdf.text(v, L + 140, y, { font: F.regular, size: 9.5 });
    y += 14;
  }
  y += 4;
  pdf.para('Marks are percentages of the continuous assessment and the semester-end examination combined. Pass mark 50 in each module. Distinction: 80 % and above; First Division: 60-79.99 %; Second Division: 50-59.99 %.', L, y, W, { font: F.italic, size: 7.6 });
  y += 32;
  pdf.text(`Date of issue: ${longDate(issued, 'en')}`, L, y, { font: F.regular, size: 9 });
  pdf.signature(L + W - 150, y + 24, 110, rng);
  pdf.text('Controller of Examinations', L + W - 170, y + 34, { font: F.regular, size: 8.5, width: 150, align: 'center' });
  pdf.seal(L + 240, y + 26, 24, saffron);
  footers(pdf, F, (a, b) => `Page ${a} of ${b}`);
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.dateOfBirth': dmy(dob, '/'), 'qualification.dateOfIssue': longDate(issued, 'en') } };
}

export const families: Family[] = [
  {
    id: 'o-08-marksheet',
    country: 'BT',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['scan'],
    conventions: 'Bhutanese university consolidated statement of marks from the Controller of Examinations: university, college and Thimphu, Bhutan; student number, name, CID number as a decoy, date of birth, programme and year of enrolment; modules by semester (Spring / Autumn and year) with code, title, 12 credits, maximum marks 100, marks obtained and result Pass; semester totals and percentages; grand total out of the maximum, aggregate percentage and class; as described in the university\'s assessment regulations.',
    render,
  },
];
