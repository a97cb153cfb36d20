/**
 * Guyanese university academic transcript (English): the university with its street or campus and
 * "Guyana", the Examinations Division of the Registry, the university's name as a faint watermark
 * across the page; the student's data on dot-leader lines ("Name of Student ........ Shivani Persaud"),
 * the university number, the date of birth with an ordinal day ("14th March, 1999"), the programme with
 * its field in parentheses ("Bachelor of Science (Agriculture)"), the faculty and the year of entry;
 * the courses by semester ("Semester 1 — Academic Year 2017/2018"), course code ("AGR 1101"), title
 * (long titles wrap), credits, the mark out of 100, the letter grade (A, B+, B, C+, C, D, F) and the
 * quality points, one table that runs over pages with or without its header; then the cumulative GPA,
 * the credits earned and, for a graduate, the award with its class (Distinction, Credit, Pass) and its
 * date; a key to grades below; as described by Guyanese university regulations (marks mapped to letters
 * and points on 4.0, degree classes) and credential-evaluation guides.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, footers, iso, keyValues, setInstitution, type Column, type TableRow } from '../lib/n-kit';
import { uPerson, uResult, ymd } from './u-kit';

const UNIS = [
  { name: 'Demerara Institute of Technology', address: 'Lot 14 Brickdam, Stabroek, Georgetown, Guyana', site: 'www.dit.edu.gy' },
  { name: 'Essequibo University College', address: 'Public Road, Anna Regina, Essequibo Coast, Guyana', site: 'www.euc.edu.gy' },
  { name: 'Berbice University of Applied Sciences', address: 'Main Street, New Amsterdam, Berbice, Guyana', site: 'www.buas.edu.gy' },
];
const PROGRAMMES = [
  { degree: 'Bachelor of Science', field: 'Agriculture', faculty: 'Faculty of Agriculture and Forestry', prefix: 'AGR',
    courses: ['Introduction to Crop Science', 'General Chemistry', 'Principles of Animal Science', 'Introductory Soil Science', 'Agricultural Economics', 'Plant Physiology', 'Agricultural Mechanisation', 'Biostatistics', 'Crop Protection and Integrated Pest Management', 'Livestock Production Systems', 'Soil Fertility and Fertiliser Management', 'Agricultural Extension and Rural Development', 'Post-Harvest Technology of Tropical Crops', 'Irrigation and Drainage on the Coastal Plain', 'Farm Management', 'Agribusiness Marketing', 'Aquaculture', 'Research Project in Agriculture'] },
  { degree: 'Bachelor of Social Sciences', field: 'Economics', faculty: 'Faculty of Social Sciences', prefix: 'ECN',
    courses: ['Principles of Microeconomics', 'Mathematics for Social Scientists', 'Principles of Macroeconomics', 'Introduction to Statistics', 'Intermediate Microeconomics', 'Caribbean Economic History', 'Intermediate Macroeconomics', 'Econometrics I', 'Public Finance', 'Money and Banking', 'International Trade', 'Development Economics', 'Econometrics II', 'Economics of Natural Resources', 'Labour Economics', 'Economic Policy in Small Open Economies', 'Research Methods', 'Research Paper'] },
  { degree: 'Bachelor of Science', field: 'Computer Science', faculty: 'Faculty of Natural Sciences', prefix: 'CMP',
    courses: ['Introduction to Computer Science', 'Mathematics for Computing', 'Programming I', 'Programming II', 'Discrete Mathematics', 'Computer Organisation', 'Data Structures', 'Database Systems', 'Operating Systems', 'Software Engineering', 'Computer Networks', 'Algorithms', 'Web Application Development', 'Human Computer Interaction', 'Information Systems Security', 'Artificial Intelligence', 'Systems Analysis and Design', 'Final Year Project'] },
];
const FOUNDATION = ['English Language and Communication', 'Introduction to Caribbean Studies', 'Foundations of Mathematics', 'Introduction to Information Technology', 'Ethics and Citizenship'];
const SCALE: Array<[number, string, number]> = [[75, 'A', 4], [70, 'B+', 3.5], [65, 'B', 3], [60, 'C+', 2.5], [55, 'C', 2], [50, 'D', 1]];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "14th March, 1999": the ordinal day Caribbean registries print. */
function ordinalDate(isoDate: string): string {
  const [y, m, d] = ymd(isoDate);
  const suffix = d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
  return `${d}${suffix} ${MONTHS[m - 1]}, ${y}`;
}

async function render(rng: Rng) {
  const p = uPerson(rng, 'GY');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const start = rng.int(2014, 2019);
  const dob = iso(start - rng.int(18, 21), rng.int(1, 12), rng.int(1, 28));
  const number = `${String(start).slice(2)}${digits(rng, 5)}`;
  const graduated = rng.bool(0.6);
  const sems = graduated ? 8 : rng.int(3, 7);
  const F = rng.pick([SANS[0], SANS[3], SERIF[0], SERIF[1]]);
  const ability = rng.float(56, 86);
  const r = uResult('en', p.given, p.family, dob);
  setInstitution(r, uni.name, 'GY');

  const pool = [...prog.courses];
  const foundation = [...FOUNDATION];
  const rows: TableRow[] = [];
  let credits = 0;
  let qp = 0;
  for (let s = 0; s < sems; s++) {
    const ay = start + Math.floor(s / 2);
    const session = `${ay}/${ay + 1}`;
    const term = `Semester ${s + 1}`;
    const titles: Array<[string, string]> = [...foundation.splice(0, s < 2 ? 2 : s < 3 ? 1 : 0).map((t): [string, string] => ['FDN', t]), ...pool.splice(0, Math.ceil(prog.courses.length / 8)).map((t): [string, string] => [prog.prefix, t])];
    if (!titles.length) break;
    rows.push({ heading: `${term} — Academic Year ${session}` });
    titles.forEach(([prefix, title], k) => {
      const code = `${prefix} ${Math.floor(s / 2) + 1}${(s % 2) + 1}0${k + 1}`;
      const cr = /Project|Paper/.test(title) ? 6 : 3;
      const mark = Math.max(50, Math.min(95, Math.round(ability + rng.gauss() * 9)));
      const [, letter, gp] = SCALE.find(([min]) => mark >= min)!;
      rows.push({ cells: [code, title, String(cr), String(mark), letter, (gp * cr).toFixed(1)] });
      r.courses.push(course({ courseNumber: code, courseName: title, credit: cr, grade: letter, marksScored: mark, maximumMarks: 100, term, session }));
      credits += cr;
      qp += gp * cr;
    });
  }
  const gpa = qp / credits;
  const award = graduated ? iso(start + 4, rng.pick([10, 11]), rng.int(1, 28)) : null;
  const issued = award ? iso(start + 4 + rng.int(0, 1), 12, rng.int(1, 20)) : iso(start + Math.ceil(sems / 2), rng.pick([2, 8]), rng.int(1, 28));
  const program = `${prog.degree} (${prog.field})`;
  Object.assign(r.qualification, { registrationNumber: number, name: prog.degree, level: 'Bachelor', program, majorOrSpecialization: prog.field, yearOfAdmission: start, cgpa: gpa.toFixed(2), totalCreditsOrMarks: String(credits), dateOfIssue: issued });
  if (award) Object.assign(r.qualification, { yearOfCompletion: start + 4, status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Academic Transcript', author: uni.name, creationDate: new Date(`${issued}T13:00:00Z`) });
  const L = 42;
  const W = pdf.width - 84;
  const ink = rng.pick(['#003f5c', '#3b5e2b', '#6d2e46']);
  const mark = () => pdf.watermark(uni.name.toUpperCase(), pdf.width / 2, pdf.height / 2, { size: 26, opacity: 0.06, angle: -50, color: ink });
  mark();
  pdf.shield(L, 24, 32, ink);
  pdf.text(uni.name.toUpperCase(), L + 44, 26, { font: F.bold, size: 13, color: ink, width: W - 44, fit: true });
  pdf.text('Registry — Examinations Division', L + 44, 44, { font: F.regular, size: 9 });
  pdf.text(`${uni.address} · ${uni.site}`, L + 44, 57, { font: F.regular, size: 8, width: W - 44, fit: true });
  pdf.line(L, 74, L + W, 74, 1, ink);
  pdf.text('ACADEMIC TRANSCRIPT', L, 84, { font: F.bold, size: 13, width: W, align: 'center' });
  const block: Array<[string, string]> = [
    ['Name of Student', `${p.given} ${p.family}`],
    ['University Number', number],
    ['Date of Birth', ordinalDate(dob)],
    ['Programme', program],
    ['Faculty', prog.faculty],
    ['Year of Entry', String(start)],
  ];
  let y = 106;
  y += keyValues(pdf, F, L, y, W, block, { size: 9, style: 'leaders', labelWidth: 130 }) + 8;
  const cols: Column[] = [
    { label: 'Course Code', width: 62 },
    { label: 'Course Title', width: W - 62 - 46 - 40 - 42 - 56, wrap: true },
    { label: 'Credits', width: 46, align: 'center' },
    { label: 'Mark', width: 40, align: 'center' },
    { label: 'Grade', width: 42, align: 'center' },
    { label: ['Quality', 'Points'], width: 56, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.3, ruling: rng.pick(['rows', 'grid', 'zebra'] as const), headerFill: '#e5ebef', zebra: '#f3f6f8', repeatHeader: rng.bool(0.5), top: 46, bottom: pdf.height - 60, onNewPage: (d) => (mark(), d.text(`${p.given} ${p.family} — ${number} (continued)`, L, 30, { font: F.italic, size: 8 }), 4) });
  if (y > pdf.height - 210) {
    pdf.addPage();
    mark();
    y = 50;
  }
  y += 14;
  const tail: Array<[string, string]> = [['Cumulative GPA', gpa.toFixed(2)], ['Credits Earned', String(credits)]];
  if (award) tail.push(['Award', `${program} with ${gpa >= 3.5 ? 'Distinction' : gpa >= 3 ? 'Credit' : 'Pass'}`], ['Date of Award', ordinalDate(award)]);
  y += keyValues(pdf, F, L, y, W, tail, { size: 9.2, style: 'leaders', labelWidth: 130 }) + 10;
  pdf.text('KEY TO GRADES', L, y, { font: F.bold, size: 7.8 });
  y += 11;
  pdf.para('A 75-100 (4.0) · B+ 70-74 (3.5) · B 65-69 (3.0) · C+ 60-64 (2.5) · C 55-59 (2.0) · D 50-54 (1.0) · F 0-49 (0.0). Quality points = credits × grade points; GPA = quality points ÷ credits.', L, y, W, { font: F.regular, size: 7.6 });
  y += 28;
  pdf.text(`Date of issue: ${ordinalDate(issued)}`, L, y, { font: F.regular, size: 9 });
  pdf.signature(L + W - 160, y + 6, 110, rng);
  pdf.text('Deputy Registrar (Examinations)', L + W - 190, y + 14, { font: F.regular, size: 8.4, width: 170, align: 'center' });
  footers(pdf, F, (a, b) => `This transcript is not valid without the seal of the University.  Page ${a} of ${b}`);
  const printed: Record<string, string> = { 'candidate.dateOfBirth': ordinalDate(dob), 'qualification.dateOfIssue': ordinalDate(issued) };
  if (award) printed['qualification.yearOfCompletion'] = ordinalDate(award);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'u-10-transcript',
    country: 'GY',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['photo'],
    conventions: 'Guyanese university academic transcript: the Registry\'s Examinations Division with the street and Guyana, a faint watermark; dot-leader lines for name, university number, ordinal date of birth, programme with its field in parentheses, faculty, year of entry; courses by semester with the academic year, code, wrapped title, credits, mark out of 100, letter grade and quality points, over pages with or without the header; cumulative GPA, credits, the award with its class and date, a key to grades; as described by Guyanese university regulations.',
    render,
  },
];
