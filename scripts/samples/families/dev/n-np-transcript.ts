/**
 * Nepali university transcript of the annual system: one block per year ("First Year — Exam Year
 * 2017"), subject code and title, Full Marks | Pass Marks | Marks Obtained (theory and practical
 * for some papers), the year's total under each block, then the grand total, the percentage and
 * the division (Distinction ≥ 80, First ≥ 60, Second ≥ 45, Third ≥ 35).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, dmy, iso, keyValues, longDate, nPerson, nResult, natural, setInstitution, upper, type Column, type TableRow } from '../lib/n-kit';

const UNIS = [
  { name: 'Himalayan Gandaki University', city: 'Pokhara' },
  { name: 'Koshi Valley University', city: 'Biratnagar' },
  { name: 'Lumbini Shanti University', city: 'Butwal' },
];
const PROGRAMMES: Array<{ name: string; abbr: string; faculty: string; prefix: string; years: string[][] }> = [
  {
    name: 'Bachelor of Business Studies', abbr: 'BBS', faculty: 'Faculty of Management', prefix: 'MGT',
    years: [
      ['Business English', 'Business Statistics', 'Microeconomics for Business', 'Financial Accounting and Analysis', 'Principles of Management'],
      ['Business Communication', 'Macroeconomics for Business', 'Cost and Management Accounting', 'Fundamentals of Financial Management', 'Organizational Behaviour and Human Resource Management'],
      ['Business Law', 'Business Environment and Strategy', 'Taxation in Nepal', 'Fundamentals of Marketing', 'Foundation of Financial Systems'],
      ['Entrepreneurship and Small Business', 'Business Research Methods', 'Auditing', 'Corporate Finance', 'Final Project'],
    ],
  },
  {
    name: 'Bachelor of Science', abbr: 'B.Sc.', faculty: 'Institute of Science and Technology', prefix: 'SCI',
    years: [
      ['Physics I (Mechanics and Heat)', 'Chemistry I (Physical Chemistry)', 'Mathematics I (Calculus)', 'Botany I', 'Physics Practical I'],
      ['Physics II (Optics and Waves)', 'Chemistry II (Inorganic Chemistry)', 'Mathematics II (Algebra)', 'Botany II', 'Chemistry Practical II'],
      ['Physics III (Electricity and Magnetism)', 'Chemistry III (Organic Chemistry)', 'Mathematics III (Differential Equations)', 'Statistics', 'Physics Practical III'],
    ],
  },
  {
    name: 'Bachelor of Education', abbr: 'B.Ed.', faculty: 'Faculty of Education', prefix: 'EDU',
    years: [
      ['Compulsory English', 'Foundations of Education', 'Compulsory Nepali', 'Introduction to Linguistics', 'Literature for Teachers'],
      ['Educational Psychology', 'Curriculum and Evaluation', 'Reading and Writing Skills', 'English Language Teaching Methods', 'Teaching Practice I'],
      ['Philosophy of Education', 'School Management', 'Second Language Acquisition', 'Teaching Practice II', 'Project Work'],
      ['Research Methodology in Education', 'Inclusive Education', 'Applied Linguistics', 'Materials Development', 'Thesis'],
    ],
  },
];
const YEARS = ['First Year', 'Second Year', 'Third Year', 'Fourth Year'];

function division(pct: number): string {
  return pct >= 80 ? 'Distinction' : pct >= 60 ? 'First Division' : pct >= 45 ? 'Second Division' : 'Third Division';
}

async function render(rng: Rng) {
  const person = nPerson(rng, 'NP');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const entry = rng.int(2010, 2019);
  const dob = iso(entry - rng.int(18, 20), rng.int(1, 12), rng.int(1, 28));
  const regNo = `${rng.int(1, 9)}-${rng.int(2, 3)}-${rng.int(10, 99)}-${rng.int(100, 999)}-${entry}`;
  const symbol = digits(rng, 7);
  const F = rng.pick([SANS[0], SERIF[0], SANS[2], SANS[4]]);
  const ability = rng.float(48, 82);
  const sep = rng.pick(['/', '-']);

  const r = nResult('en', person, dob);
  setInstitution(r, uni.name, 'NP');
  const tableRows: TableRow[] = [];
  let grand = 0;
  let grandMax = 0;
  prog.years.forEach((subjects, yi) => {
    const examYear = entry + yi + 1;
    tableRows.push({ heading: `${YEARS[yi].toUpperCase()}  —  Exam Year ${examYear}` });
    let yt = 0;
    let ym = 0;
    subjects.forEach((title, k) => {
      const full = /Practical|Teaching Practice|Project|Thesis/.test(title) ? 50 : 100;
      const passM = full === 100 ? rng.pick([35, 40]) : full * 0.4;
      const obt = Math.max(passM, Math.min(full - 2, Math.round((full * (ability + rng.gauss() * 9)) / 100)));
      const code = `${prog.prefix} ${yi + 1}${String(k + 1).padStart(2, '0')}`;
      tableRows.push({ cells: [code, title, String(full), String(passM), String(obt)] });
      r.courses.push(course({ courseNumber: code, courseName: title, marksScored: obt, maximumMarks: full, term: YEARS[yi], year: examYear }));
      yt += obt;
      ym += full;
    });
    tableRows.push({ cells: ['', `Total (${YEARS[yi]})`, String(ym), '', String(yt)], bold: true });
    grand += yt;
    grandMax += ym;
  });
  const pct = ((100 * grand) / grandMax).toFixed(2);
  const finalYear = entry + prog.years.length;
  const issued = iso(finalYear + 1, rng.int(1, 12), rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: regNo, name: prog.name, level: 'Bachelor', yearOfAdmission: entry, yearOfCompletion: finalYear,
    dateOfIssue: issued, cgpa: pct, totalCreditsOrMarks: String(grand), program: null, status: 'Completed',
  });
  const printedName = upper(natural(person));

  const pdf = new Pdf({ size: A4, title: 'Transcript', author: uni.name, creationDate: new Date(`${issued}T06:00:00Z`) });
  const L = rng.int(40, 54);
  const R = pdf.width - L;
  const W = R - L;
  const red = rng.pick(['#9b1c1c', '#1e3a8a', '#14532d']);
  pdf.crest(L + 24, 56, 24, 'U', red);
  pdf.text(uni.name.toUpperCase(), L + 58, 34, { font: F.bold, size: 15, color: red, width: W - 58, fit: true });
  pdf.text('Office of the Controller of Examinations', L + 58, 54, { font: F.regular, size: 9.5 });
  pdf.text(`${uni.city}, Nepal  ·  Tel. +977-61-${digits(rng, 6)}`, L + 58, 68, { font: F.regular, size: 8.5 });
  pdf.text('ACADEMIC TRANSCRIPT', L, 96, { font: F.bold, size: 14, width: W, align: 'center' });
  pdf.text(`${prog.faculty}  ·  ${prog.name} (${prog.abbr})`, L, 114, { font: F.regular, size: 9.5, width: W, align: 'center' });
  let y = 138;
  y += keyValues(pdf, F, L, y, W, [
    ['Name of the Student', printedName],
    ['Date of Birth', `${dmy(dob, sep)} A.D.`],
    ['Univ. Regd. No.', regNo],
    ['Campus', `${uni.city} Multiple Campus`],
    ['Exam Roll / Symbol No.', symbol],
    ['Year of Admission', String(entry)],
  ], { size: 9, style: rng.pick(['colon', 'column'] as const), labelWidth: 120, columns: 2 }) + 10;

  const cols: Column[] = [
    { label: 'Code', width: 56 },
    { label: 'Subjects', width: W - 56 - 3 * 62, wrap: true },
    { label: ['Full', 'Marks'], width: 62, align: 'center' },
    { label: ['Pass', 'Marks'], width: 62, align: 'center' },
    { label: ['Marks', 'Obtained'], width: 62, align: 'center' },
  ];
  const head = () => {
    pdf.text(`${printedName}  ·  Regd. No. ${regNo}  (continued)`, L, 40, { font: F.italic, size: 8 });
    return 20;
  };
  y = courseTable(pdf, L, y, cols, tableRows, { F, size: rng.pick([8.5, 9]), ruling: rng.pick(['grid', 'rows'] as const), headerFill: '#f1e9e9', repeatHeader: true, top: 40, bottom: pdf.height - 70, onNewPage: head });
  if (y > pdf.height - 200) {
    pdf.addPage();
    y = 60;
  }
  y += 14;
  y += keyValues(pdf, F, L, y, W, [
    ['Grand Total', `${grand} / ${grandMax}`],
    ['Percentage', `${pct}%`],
    ['Division', division(Number(pct))],
  ], { size: 10, style: 'colon' }) + 16;
  pdf.text(`Date of Issue: ${longDate(issued, 'en')}`, L, y, { font: F.regular, size: 9 });
  pdf.signature(L, y + 46, 100, rng);
  pdf.text('Prepared by', L, y + 56, { font: F.regular, size: 8.5 });
  pdf.signature(R - 130, y + 46, 110, rng);
  pdf.text('Controller of Examinations', R - 150, y + 56, { font: F.bold, size: 9, width: 150, align: 'center' });
  pdf.text('Pass marks: 35% in theory and 40% in practical papers. Division: Distinction 80% and above; First 60%; Second 45%; Third 35%.', L, pdf.height - 50, { font: F.italic, size: 7, width: W, fit: true });
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': printedName, 'candidate.dateOfBirth': dmy(dob, sep), 'qualification.dateOfIssue': longDate(issued, 'en') } };
}

export const families: Family[] = [
  {
    id: 'n-np-annual-transcript',
    country: 'NP',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    conventions: 'Nepali university transcript of the annual examination system: year blocks with the exam year, full marks, pass marks and marks obtained per paper, yearly totals, grand total, percentage and division (Distinction 80%, First 60%, Second 45%, Third 35%), registration and exam symbol numbers; as described by Nepali university grading and division guides.',
    render,
  },
];
