/**
 * Australian university academic transcript: the study period in the first columns of every row
 * (Year | Study Period | Unit Code | Unit Title | Credit Points | Mark | Grade), grades HD / D /
 * C (or CR) / P / N with a mark out of 100, an "Advanced Standing" block of credit granted for
 * prior study, an "OFFICIAL ACADEMIC RECORD" watermark across the table, the column header
 * printed only on the first page or on every page, and the weighted average mark and award at
 * the end.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, course, digits, drawHeader, drawRow, formatDate, iso, type Column } from '../lib/a-kit';
import { Flow, detailsBlock, natural, resultFor, tPerson } from '../lib/t-kit';

const UNIS = [
  { name: 'University of the Southern Ranges', city: 'Wollongong', state: 'New South Wales', stateCode: 'NSW', postcode: '2522' },
  { name: 'Banksia Coast University', city: 'Fremantle', state: 'Western Australia', stateCode: 'WA', postcode: '6160' },
  { name: 'Macquarie Plains University', city: 'Geelong', state: 'Victoria', stateCode: 'VIC', postcode: '3220' },
  { name: 'Capricornia University of Technology', city: 'Townsville', state: 'Queensland', stateCode: 'QLD', postcode: '4810' },
];

const COURSES: Record<string, { degree: string; prefix: string[]; units: string[] }> = {
  'Bachelor of Commerce': {
    degree: 'Bachelor of Commerce', prefix: ['ACCT', 'ECON', 'FINC', 'MKTG', 'MGMT'],
    units: ['Accounting for Business Decisions', 'Principles of Microeconomics', 'Principles of Macroeconomics', 'Business Statistics', 'Corporate Finance', 'Marketing Principles', 'Organisational Behaviour', 'Financial Accounting', 'Management Accounting', 'Investments and Portfolio Management', 'International Business Strategy', 'Consumer Behaviour', 'Business Law and Ethics', 'Econometrics for Business', 'Strategic Management Capstone', 'Auditing and Assurance Services'],
  },
  'Bachelor of Science': {
    degree: 'Bachelor of Science', prefix: ['BIOL', 'CHEM', 'STAT', 'MATH', 'ENVS'],
    units: ['Cells, Molecules and Genes', 'Chemistry for the Life Sciences', 'Foundations of Statistics', 'Calculus and Linear Algebra', 'Ecology and Evolution', 'Environmental Science Field Studies', 'Microbiology', 'Biochemistry and Metabolism', 'Genetics', 'Analytical Chemistry', 'Marine Biology', 'Data Analysis in R', 'Conservation Biology', 'Plant Physiology', 'Science Research Project', 'Immunology'],
  },
  'Bachelor of Information Technology': {
    degree: 'Bachelor of Information Technology', prefix: ['COMP', 'INFS', 'ISYS', 'CYBR'],
    units: ['Programming Fundamentals', 'Introduction to Databases', 'Web Development', 'Computer Systems', 'Object Oriented Programming', 'Networks and Security', 'Human-Computer Interaction', 'Software Engineering Practice', 'Cloud Computing', 'Data Visualisation', 'Cyber Security Fundamentals', 'Mobile Application Development', 'IT Project Management', 'Machine Learning Foundations', 'Industry Capstone Project', 'Algorithms and Complexity'],
  },
};

function gradeOf(mark: number, credit: 'C' | 'CR'): string {
  if (mark >= 85) return 'HD';
  if (mark >= 75) return 'D';
  if (mark >= 65) return credit;
  if (mark >= 50) return 'P';
  return 'N';
}

async function render(rng: Rng) {
  const person = tPerson(rng, 'AU', 0.5);
  const uni = rng.pick(UNIS);
  const cname = rng.pick(Object.keys(COURSES));
  const prog = COURSES[cname];
  const F = rng.pick([SANS[0], SANS[1], SANS[2], SANS[4]]);
  const entry = rng.int(2014, 2020);
  const dob = iso(entry - rng.int(18, 22), rng.int(1, 12), rng.int(1, 28));
  const studentId = digits(rng, 8);
  const dateForm = rng.pick(['gb-long', 'gb-num'] as const);
  const cp = rng.pick([6, 12.5, 10]);
  const creditWord = rng.pick(['C', 'CR'] as const);
  const headerEveryPage = rng.bool();
  const ability = rng.float(55, 82);
  const printedName = rng.bool() ? natural(person) : `${person.last.toUpperCase()}, ${[person.first, person.middle].filter(Boolean).join(' ')}`;

  const r = resultFor('en', 'English', person, dob);
  r.institution = { name: uni.name, country: 'Australia', countryCode: 'AU', state: uni.state, stateCode: uni.stateCode };
  r.qualification.registrationNumber = studentId;
  r.qualification.name = prog.degree;
  r.qualification.level = 'Bachelor';
  r.qualification.yearOfAdmission = entry;

  type Row = { year: string; period: string; code: string; title: string; cp: number; mark: number | null; grade: string };
  const rows: Row[] = [];
  const units = rng.sample(prog.units, prog.units.length);
  // Advanced standing: credit granted for prior study elsewhere, printed before the enrolments.
  const standing: Row[] = [];
  if (rng.bool(0.6)) {
    for (let k = 0; k < rng.int(2, 3); k++) {
      const title = units.shift()!;
      standing.push({ year: '', period: '', code: `${rng.pick(prog.prefix)}1${digits(rng, 3)}`, title, cp, mark: null, grade: rng.pick(['CT', 'AS']) });
    }
  }
  const periods = ['Semester 1', 'Semester 2'];
  for (let yi = 0; yi < 3 && units.length; yi++) {
    for (const period of periods) {
      for (let k = 0; k < 2 && units.length; k++) {
        const title = units.shift()!;
        const mark = Math.max(40, Math.min(97, Math.round(ability + rng.gauss() * 9)));
        rows.push({ year: String(entry + yi), period, code: `${rng.pick(prog.prefix)}${yi + 1}${digits(rng, 3)}`, title, cp, mark, grade: gradeOf(mark, creditWord) });
      }
    }
  }
  for (const s of standing) r.courses.push(course({ courseNumber: s.code, courseName: s.title, credit: s.cp, grade: s.grade }));
  for (const x of rows) r.courses.push(course({ courseNumber: x.code, courseName: x.title, credit: x.cp, grade: x.grade, marksScored: x.mark, term: x.period, year: +x.year }));
  const graded = rows.filter((x) => x.mark !== null);
  const wam = (graded.reduce((a, x) => a + x.mark! * x.cp, 0) / graded.reduce((a, x) => a + x.cp, 0)).toFixed(2);
  const complete = units.length === 0;
  const issued = iso(entry + 3 + rng.int(0, 1), rng.int(1, 12), rng.int(1, 28));
  r.qualification.dateOfIssue = issued;
  const conferred = iso(entry + 3, 12, rng.int(5, 20));
  if (complete) {
    r.qualification.status = 'Completed';
    r.qualification.yearOfCompletion = entry + 3;
  }
  const printed: Record<string, string> = { 'candidate.fullName': printedName, 'candidate.dateOfBirth': formatDate(dob, dateForm) };

  const pdf = new Pdf({ size: A4, title: 'Academic Transcript', author: uni.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = rng.int(36, 46);
  const R = pdf.width - L;
  const W = R - L;
  const accent = rng.pick(['#00305e', '#5e0b2e', '#0b4f4a']);
  const mark = () => pdf.watermark('OFFICIAL ACADEMIC RECORD', pdf.width / 2, pdf.height / 2, { size: 40, opacity: 0.1, angle: -40 });
  mark();
  pdf.shield(L, 28, 28, accent);
  pdf.text(uni.name, L + 40, 30, { font: F.bold, size: 15, color: accent });
  pdf.text(`${uni.city} ${uni.stateCode} ${uni.postcode} Australia · CRICOS Provider ${digits(rng, 5)}${rng.pick(['A', 'B', 'K'])}`, L + 40, 50, { font: F.regular, size: 7.5 });
  pdf.text('ACADEMIC TRANSCRIPT', L, 78, { font: F.bold, size: 12, width: W, align: 'center' });
  let y = 98;
  y += detailsBlock(pdf, F, L, y, W, [
    ['Student Name', printedName],
    ['Student ID', studentId],
    ['Date of Birth', formatDate(dob, dateForm)],
    ['Course', cname],
    ['Commenced', formatDate(iso(entry, 2, rng.int(20, 28)), dateForm)],
    ['Status', complete ? 'Completed' : 'Enrolled'],
  ], { size: 8, labelWidth: 76 }) + 10;

  const cols: Column[] = [
    { label: 'Year', width: 34 },
    { label: rng.pick(['Study Period', 'Teaching Period', 'Term']), width: 64 },
    { label: 'Unit Code', width: 58 },
    { label: 'Unit Title', width: W - 34 - 64 - 58 - 3 * 44, wrap: true },
    { label: rng.pick(['Credit Points', 'CP']), width: 44, align: 'right' },
    { label: 'Mark', width: 44, align: 'right' },
    { label: 'Grade', width: 44, align: 'center' },
  ];
  const size = rng.pick([8, 8.5, 9]);
  const style = { font: F.regular, size, leading: size * rng.pick([1.5, 1.8, 2.1]) };
  const header = (f: Flow) => {
    f.y += drawHeader(pdf, L, f.y, cols, { font: F.bold, size, rules: true }) + 3;
  };
  const flow = new Flow(pdf, y, pdf.height - 80, 46, (f) => {
    mark();
    pdf.text(`${uni.name} · Academic Transcript · ${printedName} · ${studentId}`, L, f.y, { font: F.italic, size: 7.5, width: W, fit: true });
    f.y += 16;
    if (headerEveryPage) header(f);
  });
  header(flow);
  if (standing.length) {
    pdf.text('Advanced Standing — credit granted for prior study', L, flow.y, { font: F.bold, size, color: accent });
    flow.y += style.leading;
    for (const s of standing) flow.y += drawRow(pdf, L, flow.y, cols, ['', '', s.code, s.title, s.cp.toFixed(cp % 1 ? 1 : 0), '', s.grade], style);
    flow.y += style.leading * 0.5;
  }
  let lastYear = '';
  for (const x of rows) {
    flow.need(style.leading * 2);
    if (x.year !== lastYear && lastYear) flow.y += style.leading * 0.3;
    lastYear = x.year;
    flow.y += drawRow(pdf, L, flow.y, cols, [x.year, x.period, x.code, x.title, x.cp.toFixed(cp % 1 ? 1 : 0), String(x.mark), x.grade], style);
  }
  flow.need(90);
  flow.y += 6;
  pdf.line(L, flow.y, R, flow.y, 0.6);
  flow.y += 6;
  const total = (rows.length + standing.length) * cp;
  pdf.text(`Credit Points Completed: ${total % 1 ? total.toFixed(1) : total}      Weighted Average Mark (WAM): ${wam}`, L, flow.y, { font: F.bold, size: 8.5 });
  flow.y += 14;
  if (complete) {
    pdf.text(`Award: ${prog.degree} conferred on ${formatDate(conferred, dateForm)}`, L, flow.y, { font: F.bold, size: 8.5 });
    printed['qualification.yearOfCompletion'] = formatDate(conferred, dateForm);
    flow.y += 14;
  }
  pdf.text(`Grades: HD High Distinction (85-100); D Distinction (75-84); ${creditWord} Credit (65-74); P Pass (50-64); N Fail (0-49); CT/AS Credit transferred / advanced standing.`, L, flow.y, { font: F.regular, size: 6.8, width: W, fit: true });
  flow.y += 16;
  pdf.text(`Date of issue: ${formatDate(issued, dateForm)}`, L, flow.y, { font: F.regular, size: 8 });
  pdf.signature(R - 140, flow.y + 8, 100, rng);
  pdf.text('Academic Registrar', R - 140, flow.y + 16, { font: F.regular, size: 8 });
  if (!complete) r.qualification.status = null;
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'au-academic-transcript',
    country: 'AU',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Australian university academic transcript: year and study period in columns of each row, unit codes, credit points (6, 10 or 12.5 per unit), marks out of 100 and grades HD/D/C(CR)/P/N, advanced standing credit (CT/AS), weighted average mark, a watermark over the table, as described by Australian universities\' transcript and grading pages.',
    render,
  },
];
