/**
 * Hong Kong university transcript as its student portal shows it (a full-page browser
 * screenshot): the browser's address bar on the university's .edu.hk domain, the portal header
 * with the student's name, a menu, breadcrumbs; a student card ("CHAN, Ka Wai" — surname first in
 * capitals, then the given names — student number, programme "Bachelor of Science in Computer
 * Science", year of study, attendance); the terms as cards in two columns ("2019-20 Semester 1",
 * "2020-21 Summer Term") with course code (four letters and four digits, "COMP2119"), title,
 * units and the grade A+ … F (4.3 for A+), "IP" for courses in progress; under each card the term
 * GPA (TGPA), units passed, the cumulative GPA (CGPA) and cumulative units; an award line for a
 * graduate (degree, classification of honours and conferment date); the portal footer with the
 * university's address in Hong Kong.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { Pdf } from '../lib/a-kit';
import { SANS, course, digits, iso, setInstitution } from '../lib/n-kit';
import { mPerson, mResult, upper } from './m-kit';

const UNIS = [
  { name: 'Victoria Harbour University', abbr: 'VHU', domain: 'vhu.edu.hk', address: 'Pok Fu Lam Road, Hong Kong', color: '#0b5c4a' },
  { name: 'Lion Rock University of Science and Technology', abbr: 'LRUST', domain: 'lrust.edu.hk', address: 'Tat Chee Avenue, Kowloon, Hong Kong', color: '#6d1d3a' },
  { name: 'Tolo Harbour University', abbr: 'THU', domain: 'toloharbour.edu.hk', address: 'Sha Tin, New Territories, Hong Kong', color: '#1f3b7a' },
];
const PROGRAMMES = [
  { head: 'Bachelor of Science', field: 'Computer Science', codes: ['COMP', 'MATH', 'STAT'], courses: ['Introduction to Computer Programming', 'Discrete Mathematics', 'Calculus and Linear Algebra', 'Programming Technologies', 'Data Structures and Algorithms', 'Computer Organization', 'Probability and Statistics I', 'Principles of Operating Systems', 'Database Management Systems', 'Object-Oriented Programming and Java', 'Computer Networks', 'Software Engineering', 'Theory of Computation', 'Machine Learning', 'Computer Graphics', 'Artificial Intelligence', 'Computer and Network Security', 'Distributed Systems', 'Final Year Project', 'Natural Language Processing', 'Cloud Computing', 'Human-Computer Interaction', 'Compiling Techniques', 'Algorithm Design'] },
  { head: 'Bachelor of Business Administration', field: 'Accounting', codes: ['ACCT', 'FINA', 'ECON', 'MGMT'], courses: ['Introduction to Financial Accounting', 'Microeconomics', 'Business Statistics', 'Introduction to Management', 'Management Accounting', 'Macroeconomics', 'Business Finance', 'Intermediate Financial Accounting I', 'Hong Kong Business Law', 'Marketing Management', 'Intermediate Financial Accounting II', 'Cost Accounting', 'Auditing', 'Hong Kong Taxation', 'Accounting Information Systems', 'Advanced Financial Accounting', 'Corporate Finance', 'Financial Statement Analysis', 'Business Ethics', 'Operations Management', 'Strategic Management', 'Advanced Auditing', 'Capstone Project'] },
  { head: 'Bachelor of Engineering', field: 'Civil Engineering', codes: ['CIVL', 'MATH', 'ENGG'], courses: ['Engineering Mathematics I', 'Engineering Mechanics', 'Introduction to Civil Engineering', 'Engineering Mathematics II', 'Fluid Mechanics', 'Structural Mechanics', 'Engineering Surveying', 'Soil Mechanics', 'Construction Materials', 'Structural Analysis', 'Hydraulics', 'Geotechnical Engineering', 'Reinforced Concrete Design', 'Transportation Engineering', 'Environmental Engineering', 'Steel Structures', 'Construction Management', 'Foundation Design', 'Water Resources Engineering', 'Final Year Project', 'Coastal Engineering', 'Tunnel Engineering'] },
];
const COMMON = ['Academic English for University Studies', 'Practical Chinese Language Course', 'Hong Kong Cultural Heritage', 'Critical Thinking in the Digital Age', 'Science, Technology and Big Data', 'Putonghua for Professional Communication', 'Global Citizenship', 'Understanding Health'];
const SCALE: Array<[string, number]> = [['A+', 4.3], ['A', 4], ['A-', 3.7], ['B+', 3.3], ['B', 3], ['B-', 2.7], ['C+', 2.3], ['C', 2], ['C-', 1.7], ['D', 1]];

function honours(cgpa: number): string {
  if (cgpa >= 3.6) return 'First Class Honours';
  if (cgpa >= 3.0) return 'Second Class Honours (Division I)';
  if (cgpa >= 2.4) return 'Second Class Honours (Division II)';
  return 'Third Class Honours';
}

async function render(rng: Rng) {
  const p = mPerson(rng, 'HK');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const graduated = rng.bool(0.5);
  const start = rng.int(2016, 2021);
  const termsShown = graduated ? 8 : rng.int(3, 7);
  const F = rng.pick([SANS[0], SANS[2], SANS[1]]);
  const ability = rng.float(0.5, 5);
  const studentNo = `${String(start).slice(2)}${digits(rng, 6)}`;
  const shownName = `${upper(p.family)}, ${p.given}`;
  const programme = `${prog.head} in ${prog.field}`;

  const r = mResult('en', p.given, p.family, null);
  setInstitution(r, uni.name, 'HK');
  const pool = [...prog.courses];
  const common = [...COMMON];
  type Term = { title: string; term: string; session: string; rows: Array<[string, string, string, string]>; tgpa: string; passed: number; cgpa: string; cum: number };
  const terms: Term[] = [];
  let cumU = 0;
  let cumP = 0;
  for (let t = 0; t < termsShown; t++) {
    const y = start + Math.floor(t / 2);
    const session = `${y}-${String(y + 1).slice(2)}`;
    const term = `Semester ${(t % 2) + 1}`;
    const current = !graduated && t === termsShown - 1;
    const rows: Array<[string, string, string, string]> = [];
    let u = 0;
    let pts = 0;
    const n = rng.int(5, 6);
    for (let k = 0; k < n; k++) {
      const title = k === n - 1 && common.length && rng.bool(0.6) ? common.splice(rng.int(0, common.length - 1), 1)[0] : pool.shift();
      if (!title) break;
      const isCommon = COMMON.includes(title);
      const code = `${isCommon ? rng.pick(['CAES', 'CCST', 'CCHU', 'CCGL']) : rng.pick(prog.codes)}${Math.floor(t / 2) + 1}${digits(rng, 3)}`;
      const units = /Project/.test(title) ? 12 : 6;
      const [grade, gp] = current ? ['IP', -1] : SCALE[Math.max(0, Math.min(SCALE.length - 1, Math.round(ability + rng.gauss() * 1.7)))];
      rows.push([code, title, String(units), grade]);
      r.courses.push(course({ courseNumber: code, courseName: title, credit: units, grade: current ? null : grade, term, session }));
      if (!current) {
        u += units;
        pts += units * gp;
      }
    }
    cumU += u;
    cumP += pts;
    terms.push({ title: `${session} ${term}`, term, session, rows, tgpa: u ? (pts / u).toFixed(2) : '—', passed: u, cgpa: (cumP / cumU).toFixed(2), cum: cumU });
  }
  const cgpa = (cumP / cumU).toFixed(2);
  const lastY = start + 4;
  const conferred = iso(lastY, 11, rng.int(10, 28));
  Object.assign(r.qualification, { registrationNumber: studentNo, name: prog.head, level: 'Bachelor', program: programme, majorOrSpecialization: prog.field, yearOfAdmission: start, cgpa, totalCreditsOrMarks: String(cumU) });
  if (graduated) Object.assign(r.qualification, { yearOfCompletion: lastY, status: 'Completed' });

  const rowsPerCol = Math.ceil(terms.length / 2);
  const H = 330 + rowsPerCol * 196 + (graduated ? 40 : 0);
  const pdf = new Pdf({ size: [1100, H], title: `${uni.abbr} Student Portal — My Grades`, author: uni.name, creationDate: new Date(`${graduated ? conferred : iso(start + 3, 1, 20)}T12:00:00Z`) });
  const W = pdf.width;
  pdf.fill(0, 0, W, 32, '#dfe1e5');
  pdf.roundRect(140, 7, 620, 18, 9, { fill: '#ffffff' });
  pdf.text(`https://sis.${uni.domain}/psp/student/grades/transcript?view=all`, 156, 11, { font: F.regular, size: 8.5, color: '#333333' });
  pdf.fill(0, 32, W, 54, uni.color);
  pdf.text(`${uni.name}`, 24, 42, { font: F.bold, size: 15, color: '#ffffff' });
  pdf.text('Student Information System', 24, 63, { font: F.regular, size: 9, color: '#e0e0e0' });
  pdf.text(`${p.given} ${upper(p.family)}  ▾   |   Sign out`, W - 300, 56, { font: F.regular, size: 9, color: '#ffffff', width: 276, align: 'right' });
  pdf.fill(0, 86, W, 28, '#f3f4f6');
  ['Home', 'Enrolment', 'Academic Records', 'Finance', 'Graduation', 'Student Services'].forEach((m, i) => pdf.text(m, 24 + i * 130, 94, { font: i === 2 ? F.bold : F.regular, size: 9.5, color: i === 2 ? uni.color : '#374151' }));
  pdf.text('Home  ›  Academic Records  ›  My Grades (All Terms)', 24, 126, { font: F.regular, size: 8.5, color: '#6b7280' });
  pdf.text('My Grades', 24, 144, { font: F.bold, size: 17, color: '#111827' });
  pdf.roundRect(24, 172, W - 48, 78, 6, { fill: '#ffffff', stroke: '#d1d5db' });
  const card: Array<[string, string]> = [
    ['Name', shownName], ['Student No.', studentNo], ['Programme', programme],
    ['Year of Study', graduated ? 'Graduated' : `Year ${Math.ceil(termsShown / 2)}`], ['Attendance', 'Full-time'], ['Admission', `${start}-${String(start + 1).slice(2)}`],
  ];
  card.forEach(([k, v], i) => {
    const cx = 40 + (i % 3) * ((W - 80) / 3);
    const cy = 182 + Math.floor(i / 3) * 34;
    pdf.text(k, cx, cy, { font: F.regular, size: 8, color: '#6b7280' });
    pdf.text(v, cx, cy + 12, { font: F.bold, size: 10, color: '#111827', width: (W - 80) / 3 - 16, fit: true });
  });
  const colW = (W - 48 - 20) / 2;
  terms.forEach((t, i) => {
    const cx = 24 + (i % 2) * (colW + 20);
    const cy = 268 + Math.floor(i / 2) * 196;
    pdf.roundRect(cx, cy, colW, 184, 6, { fill: '#ffffff', stroke: '#d1d5db' });
    pdf.fill(cx + 1, cy + 1, colW - 2, 24, '#f9fafb');
    pdf.text(t.title, cx + 12, cy + 7, { font: F.bold, size: 10.5, color: uni.color });
    const cols = [{ l: 'Course', w: 84 }, { l: 'Title', w: colW - 84 - 50 - 50 - 24 }, { l: 'Units', w: 50 }, { l: 'Grade', w: 50 }];
    let x = cx + 12;
    for (const c of cols) {
      pdf.text(c.l, x, cy + 32, { font: F.bold, size: 8.5, color: '#4b5563' });
      x += c.w;
    }
    t.rows.forEach((row, j) => {
      const ry = cy + 48 + j * 17;
      pdf.line(cx + 8, ry - 3, cx + colW - 8, ry - 3, 0.4, '#e5e7eb');
      let xx = cx + 12;
      row.forEach((c, k) => {
        pdf.text(c, xx, ry, { font: k === 3 ? F.bold : F.regular, size: 8.8, color: '#111827', width: cols[k].w - 8, fit: true });
        xx += cols[k].w;
      });
    });
    pdf.line(cx + 8, cy + 152, cx + colW - 8, cy + 152, 0.6, '#9ca3af');
    pdf.text(`TGPA: ${t.tgpa}    Units Passed: ${t.passed}    CGPA: ${t.cgpa}    Cumulative Units: ${t.cum}`, cx + 12, cy + 160, { font: F.regular, size: 8.5, color: '#374151', width: colW - 24, fit: true });
  });
  let y = 268 + rowsPerCol * 196 + 4;
  if (graduated) {
    pdf.roundRect(24, y, W - 48, 30, 6, { fill: '#ecfdf5', stroke: '#a7f3d0' });
    pdf.text(`Award: ${programme} — ${honours(Number(cgpa))}    Conferment date: ${conferred}`, 40, y + 10, { font: F.bold, size: 9.5, color: '#065f46' });
    y += 40;
  }
  pdf.text('Grade points: A+ 4.3, A 4.0, A- 3.7, B+ 3.3, B 3.0, B- 2.7, C+ 2.3, C 2.0, C- 1.7, D 1.0, F 0.0. IP = in progress. This page is not an official transcript.', 24, y + 4, { font: F.italic, size: 8, color: '#6b7280' });
  pdf.fill(0, H - 28, W, 28, '#f3f4f6');
  pdf.text(`© ${uni.name}, ${uni.address}   ·   Registry: registry@${uni.domain}`, 24, H - 19, { font: F.regular, size: 8, color: '#6b7280' });
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': shownName } };
}

export const families: Family[] = [
  {
    id: 'm-07-transcript',
    country: 'HK',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['screenshot'],
    conventions: 'Hong Kong university student-portal grades page (full-page screenshot): .edu.hk address bar, portal header and menu, student card with SURNAME, Given names, student number and programme; term cards in two columns (2019-20 Semester 1, Summer Term) with course code, title, units, grade A+ … F on 4.3, IP in progress, TGPA, units passed, CGPA and cumulative units; award line with honours classification; as described in Hong Kong universities\' grading and GPA regulations.',
    render,
  },
];
