/**
 * Kenyan university academic transcript without a column header: one block per year of study
 * ("FIRST YEAR — ACADEMIC YEAR 2017/2018"), each row a unit code ("SCO 101"), the unit title and
 * the letter grade (A 70-100, B 60-69, C 50-59, D 40-49, E fail), the year's recommendation
 * ("PASS — Proceed to Second Year") under the block, the key to the grades at the foot.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, formatDate, iso } from '../lib/a-kit';
import { detailsBlock, natural, resultFor, tPerson } from '../lib/t-kit';

const UNIS = [
  { name: 'Rift Valley University of Science and Technology', city: 'Nakuru', box: '536-20115' },
  { name: 'Lakeside University College', city: 'Kisumu', box: '190-40100' },
  { name: 'Mount Kenya Highlands University', city: 'Nyeri', box: '657-10100' },
  { name: 'Coast Metropolitan University', city: 'Mombasa', box: '90420-80100' },
];

const PROGRAMMES: Record<string, { prefix: string; units: string[] }> = {
  'Bachelor of Science (Computer Science)': {
    prefix: 'SCO',
    units: ['Introduction to Computer Science', 'Discrete Mathematics', 'Structured Programming', 'Computer Organisation', 'Data Structures', 'Object Oriented Programming', 'Database Systems', 'Operating Systems', 'Computer Networks', 'Software Engineering', 'Analysis of Algorithms', 'Artificial Intelligence', 'Distributed Systems', 'Computer Security', 'Human Computer Interaction', 'Compiler Design', 'Project Management', 'Research Project'],
  },
  'Bachelor of Commerce (Finance)': {
    prefix: 'BCM',
    units: ['Principles of Management', 'Financial Accounting I', 'Microeconomics', 'Business Mathematics', 'Financial Accounting II', 'Macroeconomics', 'Business Statistics', 'Commercial Law', 'Cost Accounting', 'Financial Management', 'Investment Analysis', 'Management Accounting', 'Taxation', 'International Finance', 'Portfolio Management', 'Auditing', 'Strategic Management', 'Research Project'],
  },
  'Bachelor of Education (Arts)': {
    prefix: 'EDU',
    units: ['History of Education', 'Educational Psychology', 'Philosophy of Education', 'Sociology of Education', 'Curriculum Development', 'Educational Technology', 'Guidance and Counselling', 'Comparative Education', 'Educational Administration', 'Research Methods in Education', 'Special Needs Education', 'Teaching Methods in Languages', 'Teaching Practice', 'Measurement and Evaluation', 'Economics of Education', 'Educational Planning', 'Environmental Education', 'Research Project'],
  },
};
const COMMON = ['Communication Skills', 'HIV/AIDS and Society', 'Development Studies', 'Entrepreneurship Skills', 'Information Literacy'];
const ORD = ['FIRST', 'SECOND', 'THIRD', 'FOURTH'];

function gradeOf(mark: number): string {
  return mark >= 70 ? 'A' : mark >= 60 ? 'B' : mark >= 50 ? 'C' : mark >= 40 ? 'D' : 'E';
}

async function render(rng: Rng) {
  const person = tPerson(rng, 'KE', 0.5);
  const uni = rng.pick(UNIS);
  const progName = rng.pick(Object.keys(PROGRAMMES));
  const prog = PROGRAMMES[progName];
  const F = rng.pick([SANS[0], SANS[1], SERIF[0], SERIF[2]]);
  const entry = rng.int(2013, 2019);
  const dob = iso(entry - rng.int(18, 21), rng.int(1, 12), rng.int(1, 28));
  const regNo = `${prog.prefix[0]}${rng.int(11, 99)}/${digits(rng, 4)}/${entry}`;
  const dateForm = rng.pick(['gb-long', 'gb-num', 'in-dot'] as const);
  const ability = rng.float(50, 75);
  const years = rng.pick([2, 3, 4, 4]);
  const printedName = `${person.last.toUpperCase()} ${[person.first, person.middle].filter(Boolean).join(' ').toUpperCase()}`;

  const r = resultFor('en', 'English', person, dob);
  r.institution = { name: uni.name, country: 'Kenya', countryCode: 'KE', state: null, stateCode: null };
  r.qualification.registrationNumber = regNo;
  r.qualification.name = progName.replace(/\s*\(.*\)$/, '');
  r.qualification.level = 'Bachelor';
  r.qualification.program = progName;
  r.qualification.majorOrSpecialization = /\((.*)\)/.exec(progName)![1];
  r.qualification.yearOfAdmission = entry;

  const units = [...prog.units];
  const common = rng.sample(COMMON, COMMON.length);
  const blocks: Array<{ heading: string; session: string; rows: Array<[string, string, string]> }> = [];
  for (let yi = 0; yi < years; yi++) {
    const session = `${entry + yi}/${entry + yi + 1}`;
    const rows: Array<[string, string, string]> = [];
    const n = rng.int(5, 7);
    for (let k = 0; k < n; k++) {
      const title = yi === 0 && k < 2 && common.length ? common.shift()! : units.shift();
      if (!title) break;
      const code = COMMON.includes(title) ? `UCU ${100 + k + 1}` : `${prog.prefix} ${yi + 1}${String(k + 1).padStart(2, '0')}`;
      const grade = gradeOf(Math.max(42, Math.min(90, Math.round(ability + rng.gauss() * 10))));
      rows.push([code, title, grade]);
      r.courses.push(course({ courseNumber: code, courseName: title, grade, session, term: `${ORD[yi][0]}${ORD[yi].slice(1).toLowerCase()} Year` }));
    }
    blocks.push({ heading: `${ORD[yi]} YEAR`, session, rows });
  }
  const issued = iso(entry + years, rng.int(1, 12), rng.int(1, 28));
  r.qualification.dateOfIssue = issued;
  const printed: Record<string, string> = { 'candidate.fullName': printedName, 'candidate.dateOfBirth': formatDate(dob, dateForm) };

  const pdf = new Pdf({ size: A4, title: 'Academic Transcript', author: uni.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = rng.int(44, 60);
  const R = pdf.width - L;
  const W = R - L;
  const accent = rng.pick(['#004d26', '#7a0019', '#1f3a93']);
  pdf.crest(pdf.width / 2, 42, 18, uni.name.split(' ').filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).join('').slice(0, 4), accent);
  pdf.text(uni.name.toUpperCase(), L, 66, { font: F.bold, size: 13, width: W, align: 'center', color: accent, fit: true });
  pdf.text(`P.O. Box ${uni.box}, ${uni.city}, Kenya`, L, 83, { font: F.regular, size: 8.5, width: W, align: 'center' });
  pdf.text('ACADEMIC TRANSCRIPT', L, 102, { font: F.bold, size: 12, width: W, align: 'center' });
  let y = 124;
  y += detailsBlock(pdf, F, L, y, W, [
    ['NAME', printedName],
    ['REG. NO.', regNo],
    ['PROGRAMME', progName],
    ['DATE OF BIRTH', formatDate(dob, dateForm)],
    ['FACULTY', /Commerce/.test(progName) ? 'Business' : /Education/.test(progName) ? 'Education' : 'Science and Technology'],
    ['YEAR OF ADMISSION', String(entry)],
  ], { size: 8.5, labelWidth: 100 }) + 12;

  // No column header: code, title and grade sit at fixed offsets, the grade right-aligned.
  const size = rng.pick([8.5, 9, 9.5]);
  const leading = size * rng.pick([1.45, 1.6]);
  const titleX = L + rng.int(62, 78);
  const gradeW = 40;
  for (const b of blocks) {
    if (y + (b.rows.length + 4) * leading > pdf.height - 90) {
      pdf.addPage();
      y = 50;
    }
    pdf.text(`${b.heading} — ACADEMIC YEAR ${b.session}`, L, y, { font: F.bold, size: size + 0.5, color: accent });
    y += leading * 1.4;
    for (const [code, title, grade] of b.rows) {
      pdf.text(code, L, y, { font: F.regular, size });
      pdf.text(title.toUpperCase(), titleX, y, { font: F.regular, size, width: R - gradeW - titleX - 10, fit: true });
      pdf.text(grade, R - gradeW, y, { font: F.bold, size, width: gradeW, align: 'center' });
      y += leading;
    }
    y += 4;
    const next = ORD[blocks.indexOf(b) + 1];
    pdf.text(`RECOMMENDATION: PASS${next && blocks.indexOf(b) + 1 < 4 ? ` — Proceed to ${next.charAt(0)}${next.slice(1).toLowerCase()} Year` : ' — Recommended for the award of the degree'}`, L, y, { font: F.italic, size: size - 0.5 });
    y += leading * 2;
  }
  r.courses.forEach((c) => (c.courseName = c.courseName!.toUpperCase()));
  y = Math.max(y, pdf.height - 150);
  pdf.text('KEY TO GRADES: A (70-100%) Excellent; B (60-69%) Good; C (50-59%) Satisfactory; D (40-49%) Pass; E (below 40%) Fail.', L, y, { font: F.regular, size: 7, width: W, fit: true });
  pdf.text(`Date of issue: ${formatDate(issued, dateForm)}`, L, y + 18, { font: F.regular, size: 8.5 });
  pdf.signature(R - 150, y + 28, 110, rng);
  pdf.text('REGISTRAR (ACADEMIC AFFAIRS)', R - 170, y + 36, { font: F.bold, size: 8 });
  pdf.text('This transcript is not valid without the University seal. Any alteration renders it invalid.', L, y + 60, { font: F.italic, size: 7, width: W, fit: true });
  void natural;
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'ke-headerless-transcript',
    country: 'KE',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    conventions: 'Kenyan university academic transcript printed without a column header: blocks by year of study and academic year, unit codes like "SCO 201", unit titles in capitals, letter grades A-E (70/60/50/40 bands), a recommendation per year, as described by Kenyan universities\' examination regulations.',
    render,
  },
];
