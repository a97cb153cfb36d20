/**
 * Ghanaian university transcript of the semester system: "LEVEL 100 — FIRST SEMESTER, 2016/2017"
 * blocks, Course Code | Course Title | Credits | Grade | Grade Point (credits × points), a
 * semester line (credits registered and obtained, GPA) and a cumulative line (CGPA) under each
 * block, several pages, the class of degree and the date of completion at the end.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, footers, iso, keyValues, longDate, mdy, nPerson, nResult, setInstitution, upper, type Column, type TableRow } from '../lib/n-kit';

const UNIS = [
  { name: 'Volta River University', city: 'Ho', box: 'PMB 31' },
  { name: 'Ashanti Metropolitan University', city: 'Kumasi', box: 'P.O. Box UP 1180' },
  { name: 'Cape Coast Atlantic University', city: 'Cape Coast', box: 'PMB TF 17' },
  { name: 'Northern Savannah University', city: 'Tamale', box: 'P.O. Box TL 820' },
];
const PROGRAMMES: Array<{ name: string; prefix: string; courses: string[] }> = [
  { name: 'Bachelor of Science in Computer Science', prefix: 'CSC', courses: ['Introduction to Computing', 'Calculus I', 'Programming Fundamentals', 'Discrete Structures', 'Digital Logic Design', 'Calculus II', 'Object-Oriented Programming', 'Data Structures and Algorithms', 'Computer Architecture', 'Linear Algebra', 'Database Systems', 'Operating Systems', 'Web Technologies', 'Probability and Statistics', 'Software Engineering', 'Computer Networks', 'Theory of Computation', 'Artificial Intelligence', 'Human-Computer Interaction', 'Information Security', 'Compiler Construction', 'Distributed Systems', 'Machine Learning', 'Mobile Application Development', 'Research Methods', 'Project Work I', 'Project Work II', 'Cloud Computing', 'Computer Graphics', 'Professional Ethics in Computing'] },
  { name: 'Bachelor of Arts in Economics', prefix: 'ECO', courses: ['Principles of Economics I', 'Mathematics for Economists I', 'Introduction to Statistics', 'Principles of Economics II', 'Mathematics for Economists II', 'Introductory Accounting', 'Intermediate Microeconomics', 'Intermediate Macroeconomics', 'Economic History of Ghana', 'Statistics for Economists', 'Money and Banking', 'Public Finance', 'Development Economics', 'International Trade', 'Econometrics I', 'Labour Economics', 'Agricultural Economics', 'Econometrics II', 'Environmental Economics', 'Health Economics', 'Monetary Theory', 'Economics of West Africa', 'Research Methods', 'Long Essay I', 'Long Essay II', 'Industrial Economics', 'Project Appraisal', 'Natural Resource Economics', 'Economic Planning', 'Financial Economics'] },
  { name: 'Bachelor of Science in Nursing', prefix: 'NUR', courses: ['Human Anatomy I', 'Human Physiology I', 'Foundations of Nursing', 'Medical Microbiology', 'Human Anatomy II', 'Human Physiology II', 'Biochemistry for Nurses', 'Fundamentals of Nursing Practice', 'Pharmacology I', 'Medical-Surgical Nursing I', 'Community Health Nursing I', 'Pathophysiology', 'Pharmacology II', 'Medical-Surgical Nursing II', 'Mental Health Nursing', 'Paediatric Nursing', 'Maternal Health Nursing', 'Nutrition and Dietetics', 'Epidemiology', 'Community Health Nursing II', 'Nursing Research', 'Health Care Management', 'Critical Care Nursing', 'Gerontological Nursing', 'Clinical Practicum I', 'Clinical Practicum II', 'Nursing Ethics and Law', 'Public Health Nursing', 'Oncology Nursing', 'Dissertation'] },
];
const GENERAL = ['Communication Skills I', 'Communication Skills II', 'Liberal Studies: African Studies', 'Critical Thinking'];
const SCALE: Array<[number, string, number]> = [[80, 'A', 4], [75, 'B+', 3.5], [70, 'B', 3], [65, 'C+', 2.5], [60, 'C', 2], [55, 'D+', 1.5], [50, 'D', 1]];
const gradeOf = (m: number): [string, number] => {
  for (const [min, g, p] of SCALE) if (m >= min) return [g, p];
  return ['F', 0];
};

function classOf(cgpa: number): string {
  return cgpa >= 3.6 ? 'First Class' : cgpa >= 3.0 ? 'Second Class (Upper Division)' : cgpa >= 2.5 ? 'Second Class (Lower Division)' : cgpa >= 2.0 ? 'Third Class' : 'Pass';
}

async function render(rng: Rng) {
  const person = nPerson(rng, 'GH');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const entry = rng.int(2012, 2019);
  const dob = iso(entry - rng.int(17, 21), rng.int(1, 12), rng.int(1, 28));
  const id = `${digits(rng, 8)}`;
  const F = rng.pick([SANS[0], SERIF[0], SANS[1], SERIF[1]]);
  const ability = rng.float(58, 84);
  const dateForm = rng.pick(['gb', 'us'] as const);
  const fmt = (d: string) => (dateForm === 'gb' ? longDate(d, 'en') : mdy(d));
  const nameForm = rng.pick(['last-first', 'caps'] as const);
  const shown = nameForm === 'last-first' ? `${upper(person.family)}, ${person.given}` : upper(`${person.given} ${person.family}`);

  const r = nResult('en', person, dob);
  setInstitution(r, uni.name, 'GH');
  const rows: TableRow[] = [];
  const pool = [...prog.courses];
  const gen = [...GENERAL];
  let cumC = 0;
  let cumP = 0;
  for (let lvl = 1; lvl <= 4; lvl++) {
    for (let sem = 1; sem <= 2; sem++) {
      const year = `${entry + lvl - 1}/${entry + lvl}`;
      const label = `LEVEL ${lvl}00 — ${sem === 1 ? 'FIRST' : 'SECOND'} SEMESTER, ${year} ACADEMIC YEAR`;
      rows.push({ heading: label });
      let sc = 0;
      let sp = 0;
      const n = rng.int(3, 4);
      for (let k = 0; k < n; k++) {
        const title = lvl === 1 && k === 0 && gen.length ? gen.shift()! : lvl === 2 && sem === 1 && k === 0 && gen.length ? gen.shift()! : pool.shift();
        if (!title) break;
        const code = GENERAL.includes(title) ? `UGC ${lvl}${sem}${k + 1}` : `${prog.prefix} ${lvl}${sem}${String(k + 1).padStart(1, '0')}`;
        const cr = /Project|Essay|Dissertation|Practicum/.test(title) ? rng.pick([3, 6]) : rng.pick([2, 3, 3, 3]);
        const [g, p] = gradeOf(Math.max(52, Math.min(95, Math.round(ability + rng.gauss() * 9))));
        rows.push({ cells: [code, title, String(cr), g, (cr * p).toFixed(1)] });
        r.courses.push(course({ courseNumber: code, courseName: title, credit: cr, grade: g, term: `Level ${lvl}00 ${sem === 1 ? 'First' : 'Second'} Semester`, session: year }));
        sc += cr;
        sp += cr * p;
      }
      if (!sc) continue;
      cumC += sc;
      cumP += sp;
      rows.push({ cells: ['', `Semester: Credits ${sc}   GPA ${(sp / sc).toFixed(2)}      Cumulative: Credits ${cumC}   CGPA ${(cumP / cumC).toFixed(2)}`, '', '', ''], bold: true });
    }
  }
  const cgpa = (cumP / cumC).toFixed(2);
  const completed = iso(entry + 4, rng.int(6, 8), rng.int(1, 28));
  const issued = iso(entry + 4 + rng.int(0, 2), rng.int(1, 12), rng.int(1, 28));
  const issuedIso = issued < completed ? completed : issued;
  Object.assign(r.qualification, {
    // The English degree without its field (families README, `qualification.name`).
    registrationNumber: id, name: prog.name.replace(/ in .*$/, ''), level: 'Bachelor', program: prog.name, majorOrSpecialization: prog.name.split(' in ')[1], yearOfAdmission: entry, yearOfCompletion: entry + 4, dateOfIssue: issuedIso,
    cgpa, totalCreditsOrMarks: String(cumC), status: 'Completed',
  });

  const pdf = new Pdf({ size: A4, title: 'Academic Transcript', author: uni.name, creationDate: new Date(`${issuedIso}T08:00:00Z`) });
  const L = rng.int(36, 48);
  const R = pdf.width - L;
  const W = R - L;
  const gold = rng.pick(['#7a5c00', '#0a3d62', '#5b2333']);
  pdf.watermark(upper(uni.name.split(' ').slice(0, 2).join(' ')), pdf.width / 2, pdf.height / 2, { size: 46, opacity: 0.07, angle: -40 });
  pdf.shield(L, 26, 34, gold);
  pdf.text(upper(uni.name), L + 48, 28, { font: F.bold, size: 15, color: gold, width: W - 48, fit: true });
  pdf.text(`${uni.box}, ${uni.city}, Ghana  ·  registrar@${uni.name.split(' ')[0].toLowerCase()}.edu.gh`, L + 48, 48, { font: F.regular, size: 8.5 });
  pdf.text('OFFICE OF THE REGISTRAR — ACADEMIC AFFAIRS', L + 48, 61, { font: F.regular, size: 8.5 });
  pdf.text('OFFICIAL TRANSCRIPT OF ACADEMIC RECORD', L, 88, { font: F.bold, size: 12.5, width: W, align: 'center' });
  let y = 110;
  y += keyValues(pdf, F, L, y, W, [
    ['Name', shown],
    ['Student ID', id],
    ['Date of Birth', fmt(dob)],
    ['Programme', prog.name],
    ['Date of Admission', fmt(iso(entry, 8, rng.int(1, 28)))],
    ['Date of Completion', fmt(completed)],
  ], { size: 8.5, style: 'column', labelWidth: 95, columns: 2 }) + 10;
  const cols: Column[] = [
    { label: ['Course', 'Code'], width: 62 },
    { label: 'Course Title', width: W - 62 - 48 - 48 - 56, wrap: true },
    { label: 'Credits', width: 48, align: 'center' },
    { label: 'Grade', width: 48, align: 'center' },
    { label: ['Grade', 'Point'], width: 56, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8, ruling: rng.pick(['rows', 'header-only', 'zebra'] as const), headerFill: '#ececec', repeatHeader: rng.bool(0.6), top: 48, bottom: pdf.height - 66, onNewPage: (p) => (p.text(`${shown}  —  ${id}`, L, 34, { font: F.italic, size: 8 }), 6) });
  if (y > pdf.height - 190) {
    pdf.addPage();
    y = 60;
  }
  y += 16;
  y += keyValues(pdf, F, L, y, W, [
    ['Total Credits Obtained', String(cumC)],
    ['Cumulative Grade Point Average (CGPA)', cgpa],
    ['Class of Degree', classOf(Number(cgpa))],
    ['Degree Awarded', `${prog.name}, ${fmt(completed)}`],
  ], { size: 9.5, style: 'colon' }) + 14;
  pdf.text(`Date of Issue: ${fmt(issuedIso)}`, L, y, { font: F.regular, size: 9 });
  pdf.signature(R - 140, y + 34, 110, rng);
  pdf.text('Deputy Registrar (Academic Affairs)', R - 180, y + 44, { font: F.bold, size: 8.5, width: 180, align: 'center' });
  y += 70;
  pdf.para('Grading: A 80-100 (4.0), B+ 75-79 (3.5), B 70-74 (3.0), C+ 65-69 (2.5), C 60-64 (2.0), D+ 55-59 (1.5), D 50-54 (1.0), F 0-49 (0). Class: First 3.60-4.00; Second Upper 3.00-3.59; Second Lower 2.50-2.99; Third 2.00-2.49; Pass 1.00-1.99.', L, y, W, { font: F.italic, size: 7 });
  footers(pdf, F, (p, n) => `Page ${p} of ${n}  ·  Not valid without the University seal`);
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': shown, 'candidate.dateOfBirth': fmt(dob), 'qualification.dateOfIssue': fmt(issuedIso) } };
}

export const families: Family[] = [
  {
    id: 'n-gh-semester-transcript',
    country: 'GH',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Ghanaian university transcript: level and semester blocks with the academic year, course code, title, credits, letter grade and grade point (credits × points) on the 4.0 scale (A 80-100 … F below 50), semester GPA and cumulative CGPA lines inside the table, total credits, class of degree (First 3.6, Second Upper 3.0, Second Lower 2.5, Third 2.0), over two or three pages; as described in Ghanaian universities\' grading regulations.',
    render,
  },
];
