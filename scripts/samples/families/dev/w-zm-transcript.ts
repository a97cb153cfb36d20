/**
 * Zambian university academic transcript, as Zambian universities' published grading regulations and
 * transcript guides describe it: the university with its P.O. Box and Lusaka or Kitwe address, "ACADEMIC
 * TRANSCRIPT", the student's computer number (a ten-digit student number), the name (SURNAME, Given names),
 * the programme ("Bachelor of Science in Agricultural Economics"), year of entry; courses by academic year
 * ("YEAR ONE - 2016/2017") with codes of three letters and four digits ("AEC 2110"), a title and a letter
 * grade on the Zambian scale A+, A, B+, B, C+, C (passes), D+, D (fails); some print the course's credit
 * value, others none; after each year the year's decision ("CLEAR PASS", "PROCEED"); at the end the award
 * with its classification ("Merit", "Credit", "Distinction") and its date, and the key to grades.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, dayMonthYear, digits, footers, iso, setInstitution, wPerson, wResult, type Column, type TableRow } from '../lib/w-kit';

const UNIS = [
  { name: 'Kafue Valley University', address: 'P.O. Box 31338, Lusaka, Zambia' },
  { name: 'Copperland University of Science and Technology', address: 'P.O. Box 21692, Kitwe, Zambia' },
  { name: 'Luangwa Christian University', address: 'Plot 4410, Great East Road, Lusaka, Zambia' },
];

const PROGRAMMES: Array<{ degree: string; field: string; prefix: string; courses: string[] }> = [
  { degree: 'Bachelor of Science', field: 'Agricultural Economics', prefix: 'AEC', courses: ['Principles of Microeconomics', 'Introduction to Agricultural Economics', 'Farm Management', 'Agricultural Marketing', 'Rural Development Policy', 'Econometrics I', 'Agricultural Finance', 'Project Appraisal', 'Research Methods', 'Natural Resource Economics', 'Agribusiness Management', 'Statistics for Economists'] },
  { degree: 'Bachelor of Engineering', field: 'Electrical and Electronic Engineering', prefix: 'EEE', courses: ['Engineering Mathematics I', 'Circuit Theory', 'Electronics I', 'Electrical Machines', 'Signals and Systems', 'Power Systems Analysis', 'Control Engineering', 'Digital Electronics', 'Engineering Drawing', 'Telecommunications', 'Power Electronics', 'Final Year Project'] },
  { degree: 'Bachelor of Arts', field: 'Development Studies', prefix: 'DEV', courses: ['Introduction to Development Studies', 'Sociology of Development', 'Zambian Political Economy', 'Gender and Development', 'Population Studies', 'Public Policy Analysis', 'Research Methods in Social Sciences', 'Rural Livelihoods', 'Urban Development', 'Project Planning and Management', 'Development Economics', 'Dissertation'] },
  { degree: 'Bachelor of Accountancy', field: 'Accountancy', prefix: 'ACC', courses: ['Financial Accounting I', 'Business Mathematics', 'Cost Accounting', 'Business Law', 'Taxation I', 'Auditing Principles', 'Management Accounting', 'Corporate Finance', 'Public Sector Accounting', 'Taxation II', 'Advanced Financial Reporting', 'Information Systems Audit'] },
];

const GRADES = ['A+', 'A', 'B+', 'B', 'B', 'C+', 'C', 'C', 'D+'];
const ORD = ['ONE', 'TWO', 'THREE', 'FOUR'];

async function render(rng: Rng) {
  const person = wPerson(rng, 'ZM');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const years = prog.degree === 'Bachelor of Engineering' ? 4 : rng.pick([3, 4]);
  const entry = rng.int(2011, 2019);
  const completion = entry + years;
  const computerNo = `${entry}${digits(rng, 6)}`;
  const withCredits = rng.bool(0.5);
  const awardDate = iso(completion, rng.int(3, 5), rng.int(13, 28));
  const issued = iso(completion, rng.int(6, 11), rng.int(13, 28));
  const classification = rng.pick(['Distinction', 'Merit', 'Credit', 'Pass']);
  const F = rng.pick([...SERIF, SANS[0], SANS[1]]);
  const nameForm = rng.pick(['comma', 'natural'] as const);
  const shown = nameForm === 'comma' ? `${person.family.toUpperCase()}, ${person.given}` : `${person.given} ${person.family}`.toUpperCase();
  const dob = rng.bool(0.6) ? iso(entry - 19, rng.int(1, 12), rng.int(13, 28)) : null;

  const r = wResult('en', person, dob);
  setInstitution(r, uni.name, 'ZM');
  const programme = `${prog.degree} in ${prog.field}`;
  Object.assign(r.qualification, {
    registrationNumber: computerNo, name: prog.degree, level: 'Bachelor', program: programme, majorOrSpecialization: prog.field,
    yearOfAdmission: entry, yearOfCompletion: completion, dateOfIssue: issued, status: 'Completed',
  });

  const rows: TableRow[] = [];
  let total = 0;
  const pool = [...prog.courses];
  for (let yi = 0; yi < years; yi++) {
    const session = `${entry + yi}/${entry + yi + 1}`;
    rows.push({ heading: `YEAR ${ORD[yi]} - ${session}` });
    const n = rng.int(4, 5);
    for (let k = 0; k < n; k++) {
      const title = pool.length ? pool.splice(rng.int(0, pool.length - 1), 1)[0] : `${prog.field} Seminar ${ORD[yi].toLowerCase()}`;
      const code = `${prog.prefix} ${yi + 1}${rng.int(1, 9)}${rng.int(0, 9)}0`;
      const grade = rng.pick(GRADES);
      const credit = rng.pick([10, 15, 15, 20]);
      if (!grade.startsWith('D')) total += credit;
      rows.push({ cells: withCredits ? [code, title, String(credit), grade] : [code, title, grade] });
      r.courses.push(course({ courseNumber: code, courseName: title, credit: withCredits ? credit : null, grade, term: `Year ${yi + 1}`, session }));
    }
    rows.push({ heading: `Decision: ${yi === years - 1 ? 'AWARD' : rng.pick(['CLEAR PASS', 'PROCEED'])}` });
  }
  if (withCredits) r.qualification.totalCreditsOrMarks = String(total);

  const pdf = new Pdf({ size: A4, title: 'Academic Transcript', author: uni.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = 46;
  const W = pdf.width - 2 * L;
  pdf.crest(L + 26, 64, 24, uni.name.split(' ').filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).join('').slice(0, 3), '#0b5d3b');
  pdf.text(uni.name.toUpperCase(), L + 60, 44, { font: F.bold, size: 14, width: W - 60, fit: true, color: '#0b5d3b' });
  pdf.text(uni.address, L + 60, 64, { font: F.regular, size: 9 });
  pdf.text('Office of the Registrar - Academic Office', L + 60, 78, { font: F.italic, size: 9 });
  pdf.line(L, 98, L + W, 98, 1.2, '#0b5d3b');
  pdf.text('ACADEMIC TRANSCRIPT', L, 108, { font: F.bold, size: 13, width: W, align: 'center', cs: 1 });
  const kv: Array<[string, string]> = [
    ['Computer No.', computerNo],
    ['Name', shown],
    ...(dob ? ([['Date of Birth', dayMonthYear(dob)]] as Array<[string, string]>) : []),
    ['Programme', programme],
    ['Year of Entry', String(entry)],
  ];
  let y = 136;
  for (const [k, v] of kv) {
    pdf.text(`${k}:`, L, y, { font: F.bold, size: 9.5 });
    pdf.text(v, L + 100, y, { font: F.regular, size: 9.5, width: W - 100, fit: true });
    y += 15;
  }
  y += 10;
  const cols: Column[] = withCredits
    ? [{ label: 'Course Code', width: 80 }, { label: 'Course Title', width: W - 80 - 60 - 60, wrap: true }, { label: 'Credits', width: 60, align: 'center' }, { label: 'Grade', width: 60, align: 'center' }]
    : [{ label: 'Course Code', width: 90 }, { label: 'Course Title', width: W - 90 - 70, wrap: true }, { label: 'Grade', width: 70, align: 'center' }];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 9, ruling: rng.pick(['grid', 'rows', 'header-only'] as const), repeatHeader: rng.bool(0.6), top: 50, bottom: pdf.height - 70 });
  if (y > pdf.height - 230) {
    pdf.addPage();
    y = 50;
  }
  y += 14;
  pdf.text(`AWARD: ${programme.toUpperCase()} WITH ${classification.toUpperCase()}`, L, y, { font: F.bold, size: 9.5, width: W, fit: true });
  pdf.text(`Date of Award: ${dayMonthYear(awardDate)}`, L, y + 15, { font: F.regular, size: 9.5 });
  if (withCredits) pdf.text(`Total credits earned: ${total}`, L, y + 30, { font: F.regular, size: 9.5 });
  y += 54;
  pdf.text('KEY TO GRADES', L, y, { font: F.bold, size: 8.5 });
  const key = ['A+ 86-100 Distinction', 'A 76-85 Distinction', 'B+ 68-75 Meritorious', 'B 62-67 Very Satisfactory', 'C+ 56-61 Definite Pass', 'C 50-55 Bare Pass', 'D+ 40-49 Bare Fail', 'D 0-39 Definite Fail'];
  key.forEach((k, i) => pdf.text(k, L + (i % 4) * (W / 4), y + 13 + Math.floor(i / 4) * 12, { font: F.regular, size: 7.5 }));
  y += 50;
  pdf.signature(L + W - 170, y, 120, rng);
  pdf.line(L + W - 190, y + 30, L + W, y + 30, 0.6);
  pdf.text('REGISTRAR', L + W - 190, y + 34, { font: F.bold, size: 9, width: 190, align: 'center' });
  pdf.text(`Date of issue: ${dayMonthYear(issued)}`, L, y + 34, { font: F.regular, size: 9 });
  footers(pdf, F, (p, n) => `${uni.name} - Academic Transcript of ${computerNo} - Page ${p} of ${n} - Not valid without the University seal`);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: {
      'candidate.fullName': shown,
      ...(dob ? { 'candidate.dateOfBirth': dayMonthYear(dob) } : {}),
      'qualification.dateOfIssue': dayMonthYear(issued),
    },
  };
}

export const families: Family[] = [
  {
    id: 'w-zm-transcript',
    country: 'ZM',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan'],
    samples: 3,
    conventions: 'Zambian university academic transcript: the university with its P.O. Box and Lusaka or Kitwe address, the computer number, SURNAME, Given names, the programme and year of entry, courses by academic year ("YEAR ONE - 2016/2017") with codes "AEC 2110", titles and letter grades A+ to D (with or without credit values), the year\'s decision after each year, the award with its classification and date, a key to grades; as described by Zambian universities\' published grading regulations.',
    render,
  },
];
