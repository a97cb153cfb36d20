/**
 * Botswana university student self-service page, "Academic History" (a full-page browser
 * screenshot): the address bar on the university's .ac.bw domain, a left navigation column, the
 * student's card — student ID, Omang (the national identity number, not a student number), the name
 * as the registry lists it (surname in capitals first, or natural order), the programme with its
 * field in parentheses ("Bachelor of Commerce (Accounting)"), the year of entry and the status; one
 * panel per semester ("2018/19 Semester 1") with course code ("ACC 111"), title, credits, the mark in
 * percent, the letter grade (A, B+, B, C+, C, D, F) and its grade points on 5; the semester GPA under
 * each panel; the CGPA and the credits earned and, for a graduate, the award with its class and date;
 * the footer with the campus, "Botswana" and the help-desk e-mail; as described by Botswana
 * universities' grading regulations (percentages mapped to letters and points on a 5.0 scale, 50 the
 * pass mark).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { Pdf } from '../lib/a-kit';
import { SANS, course, digits, iso, setInstitution } from '../lib/n-kit';
import { dmy, uPerson, uResult, upper } from './u-kit';

const UNIS = [
  { name: 'Kalahari University of Technology', abbr: 'KUT', domain: 'kut.ac.bw', campus: 'Main Campus, Plot 1042, Palapye, Botswana', color: '#0a4d68' },
  { name: 'Okavango University College', abbr: 'OUC', domain: 'ouc.ac.bw', campus: 'Private Bag 0047, Maun, Botswana', color: '#1b5e20' },
  { name: 'Francistown University of Applied Sciences', abbr: 'FUAS', domain: 'fuas.ac.bw', campus: 'Private Bag F23, Francistown, Botswana', color: '#6a1b4d' },
];
const PROGRAMMES = [
  { degree: 'Bachelor of Commerce', field: 'Accounting', prefix: ['ACC', 'FIN', 'MGT'],
    courses: ['Introduction to Financial Accounting', 'Business Mathematics', 'Principles of Management', 'Microeconomics', 'Financial Accounting II', 'Business Statistics', 'Macroeconomics', 'Cost and Management Accounting', 'Company Law', 'Intermediate Financial Reporting', 'Taxation in Botswana', 'Auditing Principles', 'Corporate Finance', 'Public Sector Accounting', 'Advanced Financial Reporting', 'Advanced Auditing and Assurance', 'Accounting Information Systems', 'Strategic Management Accounting', 'Research Project in Accounting'] },
  { degree: 'Bachelor of Science', field: 'Computer Science', prefix: ['CSI', 'MAT', 'STA'],
    courses: ['Introduction to Computing', 'Calculus I', 'Programming Fundamentals', 'Discrete Mathematics', 'Object Oriented Programming', 'Linear Algebra', 'Data Structures', 'Computer Architecture', 'Database Systems', 'Operating Systems', 'Probability and Statistics', 'Software Engineering', 'Computer Networks', 'Analysis of Algorithms', 'Web Technologies', 'Artificial Intelligence', 'Information Security', 'Mobile Application Development', 'Final Year Project'] },
  { degree: 'Bachelor of Education', field: 'Secondary Mathematics', prefix: ['EDU', 'MAT', 'PSY'],
    courses: ['Foundations of Education', 'Calculus I', 'Educational Psychology', 'Algebra and Number Theory', 'Curriculum Studies', 'Calculus II', 'Teaching Methods in Mathematics', 'Linear Algebra', 'Assessment and Evaluation', 'Geometry for Teachers', 'Guidance and Counselling', 'Statistics for Educators', 'Inclusive Education', 'Differential Equations', 'Educational Technology', 'Teaching Practice I', 'Research Methods in Education', 'Teaching Practice II', 'Research Project'] },
];
const GENERAL = ['Communication and Study Skills', 'Setswana Language and Culture', 'Computer Literacy', 'Entrepreneurship', 'HIV/AIDS and Society'];
const SCALE: Array<[number, string, number]> = [[80, 'A', 5], [75, 'B+', 4.5], [70, 'B', 4], [65, 'C+', 3.5], [60, 'C', 3], [50, 'D', 2]];

function classOf(cgpa: number): string {
  if (cgpa >= 4.4) return 'First Class';
  if (cgpa >= 3.6) return 'Second Class (Upper Division)';
  if (cgpa >= 3.0) return 'Second Class (Lower Division)';
  return 'Pass';
}

async function render(rng: Rng) {
  const p = uPerson(rng, 'BW');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const start = rng.int(2015, 2020);
  const graduated = rng.bool(0.5);
  const sems = graduated ? 8 : rng.int(2, 7);
  const F = rng.pick([SANS[0], SANS[1], SANS[2]]);
  const ability = rng.float(58, 86);
  const id = `${start}${digits(rng, 5)}`;
  const omang = `${digits(rng, 4)}${p.woman ? 2 : 1}${digits(rng, 4)}`;
  const shownName = rng.bool(0.6) ? `${upper(p.family)} ${p.given}` : `${p.given} ${p.family}`;
  const r = uResult('en', p.given, p.family, null);
  setInstitution(r, uni.name, 'BW');
  type Panel = { label: string; rows: string[][]; gpa: number };
  const panels: Panel[] = [];
  const pool = [...prog.courses];
  const general = [...GENERAL];
  let credits = 0;
  let wp = 0;
  let wc = 0;
  for (let s = 0; s < sems; s++) {
    const ay = start + Math.floor(s / 2);
    const session = `${ay}/${String(ay + 1).slice(2)}`;
    const term = `Semester ${(s % 2) + 1}`;
    const titles: Array<[string, string]> = [...pool.splice(0, Math.ceil(prog.courses.length / 8)).map((t, k): [string, string] => [prog.prefix[k % 3], t]), ...general.splice(0, s < 4 ? 1 : 0).map((t): [string, string] => ['GEC', t])];
    if (!titles.length) break;
    const rows: string[][] = [];
    let sp = 0;
    let sc = 0;
    titles.forEach(([prefix, title], k) => {
      const code = `${prefix} ${Math.floor(s / 2) + 1}${(s % 2) + 1}${k + 1}`;
      const cr = /Project|Practice/.test(title) ? 6 : prefix === 'GEC' ? 2 : 3;
      const mark = Math.max(50, Math.min(97, Math.round(ability + rng.gauss() * 8)));
      const [, letter, gp] = SCALE.find(([min]) => mark >= min)!;
      rows.push([code, title, String(cr), String(mark), letter, gp.toFixed(1)]);
      r.courses.push(course({ courseNumber: code, courseName: title, credit: cr, grade: letter, marksScored: mark, maximumMarks: 100, term, session }));
      sp += gp * cr;
      sc += cr;
    });
    credits += sc;
    wp += sp;
    wc += sc;
    panels.push({ label: `${session} ${term}`, rows, gpa: sp / sc });
  }
  const cgpa = wp / wc;
  const award = graduated ? iso(start + 4, rng.pick([9, 10]), rng.int(1, 28)) : null;
  const program = `${prog.degree} (${prog.field})`;
  Object.assign(r.qualification, { registrationNumber: id, name: prog.degree, level: 'Bachelor', program, majorOrSpecialization: prog.field, yearOfAdmission: start, cgpa: cgpa.toFixed(2), totalCreditsOrMarks: String(credits) });
  if (award) Object.assign(r.qualification, { yearOfCompletion: start + 4, status: 'Completed' });

  const rowH = 17;
  const panelsH = panels.reduce((a, c) => a + 62 + c.rows.length * rowH + 12, 0);
  const H = 290 + panelsH + (award ? 44 : 0) + 44;
  const pdf = new Pdf({ size: [1100, H], title: `${uni.abbr} Self-Service — Academic History`, author: uni.name, creationDate: new Date(`${iso(start + Math.ceil(sems / 2), 2, 3)}T12:00:00Z`) });
  const W = pdf.width;
  pdf.fill(0, 0, W, 32, '#dee1e6');
  pdf.roundRect(110, 7, 700, 18, 9, { fill: '#ffffff' });
  pdf.text(`https://selfservice.${uni.domain}/student/records/academic-history`, 126, 11, { font: F.regular, size: 8.5, color: '#333333' });
  pdf.fill(0, 32, W, 50, uni.color);
  pdf.text(`${uni.abbr} Student Self-Service`, 20, 46, { font: F.bold, size: 16, color: '#ffffff' });
  pdf.text(`Welcome, ${p.given.split(' ')[0]}  ·  Sign out`, W - 300, 52, { font: F.regular, size: 9, color: '#ffffff', width: 280, align: 'right' });
  const side = 190;
  pdf.fill(0, 82, side, H - 82, '#f3f4f6');
  ['Dashboard', 'Registration', 'Timetable', 'Academic History', 'Finances', 'Accommodation', 'Graduation', 'Help Desk'].forEach((m, i) => {
    if (i === 3) pdf.fill(0, 96 + i * 30 - 6, side, 26, '#e0e7ef');
    pdf.text(m, 20, 96 + i * 30, { font: i === 3 ? F.bold : F.regular, size: 10, color: i === 3 ? uni.color : '#374151' });
  });
  const X = side + 24;
  const CW = W - X - 24;
  pdf.text('Home  ›  Records  ›  Academic History', X, 96, { font: F.regular, size: 8.5, color: '#6b7280' });
  pdf.text('Academic History', X, 112, { font: F.bold, size: 18, color: '#111827' });
  pdf.roundRect(X, 142, CW, 96, 6, { fill: '#ffffff', stroke: '#d1d5db' });
  const card: Array<[string, string]> = [
    ['Student Name', shownName], ['Student ID', id], ['Omang', omang],
    ['Programme', program], ['Year of Entry', String(start)], ['Status', graduated ? 'Graduated' : 'Active'],
  ];
  card.forEach(([k, v], i) => {
    const cx = X + 16 + (i % 3) * (CW / 3);
    const cy = 154 + Math.floor(i / 3) * 42;
    pdf.text(k, cx, cy, { font: F.regular, size: 8, color: '#6b7280' });
    pdf.text(v, cx, cy + 13, { font: F.bold, size: 10, color: '#111827', width: CW / 3 - 24, fit: true });
  });
  let y = 256;
  const widths = [90, CW - 32 - 90 - 70 - 70 - 70 - 90, 70, 70, 70, 90];
  for (const c of panels) {
    const h = 62 + c.rows.length * rowH;
    pdf.roundRect(X, y, CW, h, 5, { fill: '#ffffff', stroke: '#d1d5db' });
    pdf.fill(X + 1, y + 1, CW - 2, 22, '#f9fafb');
    pdf.text(c.label, X + 14, y + 6, { font: F.bold, size: 10.5, color: uni.color });
    let x = X + 14;
    ['Course Code', 'Course Title', 'Credits', 'Mark (%)', 'Grade', 'Grade Points'].forEach((hd, k) => {
      pdf.text(hd, x, y + 28, { font: F.bold, size: 8.5, color: '#4b5563' });
      x += widths[k];
    });
    c.rows.forEach((row, j) => {
      const ry = y + 44 + j * rowH;
      pdf.line(X + 8, ry - 3, X + CW - 8, ry - 3, 0.4, '#e5e7eb');
      let xx = X + 14;
      row.forEach((cell, k) => {
        pdf.text(cell, xx, ry, { font: k === 4 ? F.bold : F.regular, size: 9, color: '#111827', width: widths[k] - 8, fit: true });
        xx += widths[k];
      });
    });
    pdf.text(`Semester GPA: ${c.gpa.toFixed(2)}`, X + CW - 200, y + h - 16, { font: F.bold, size: 9, color: '#374151', width: 186, align: 'right' });
    y += h + 12;
  }
  pdf.roundRect(X, y, CW, 32, 5, { fill: '#eff6ff', stroke: '#bfdbfe' });
  pdf.text(`CGPA: ${cgpa.toFixed(2)} / 5.00      Credits Earned: ${credits}`, X + 16, y + 10, { font: F.bold, size: 10.5, color: '#1e3a8a' });
  y += 44;
  if (award) {
    pdf.roundRect(X, y, CW, 32, 5, { fill: '#ecfdf5', stroke: '#a7f3d0' });
    pdf.text(`Award: ${program} — ${classOf(cgpa)} — Date of Award: ${dmy(award, '/')}`, X + 16, y + 10, { font: F.bold, size: 10, color: '#065f46', width: CW - 32, fit: true });
  }
  pdf.fill(0, H - 26, W, 26, '#f3f4f6');
  pdf.text(`© ${uni.name} · ${uni.campus} · helpdesk@${uni.domain}`, side + 24, H - 18, { font: F.regular, size: 8, color: '#6b7280' });
  const printed: Record<string, string> = { 'candidate.fullName': shownName };
  if (award) printed['qualification.yearOfCompletion'] = dmy(award, '/');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'u-07-transcript',
    country: 'BW',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['screenshot'],
    conventions: 'Botswana university self-service "Academic History" page as a browser screenshot: .ac.bw address bar, left navigation, student card with ID, Omang (a decoy number), the name surname first or not, programme with its field in parentheses, year of entry; a panel per semester with code, title, credits, mark in percent, letter grade and grade points on 5, semester GPA; CGPA, credits earned, the award with its class and date; as described by Botswana universities\' grading regulations.',
    render,
  },
];
