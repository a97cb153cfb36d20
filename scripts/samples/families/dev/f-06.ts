/**
 * Samoan university student portal's "My Results" page in English, taken as a screenshot: the browser's address
 * bar with the portal's .edu.ws address, a header band with the university's name and "Student Portal", a left
 * side menu (Dashboard, Enrolment, Timetable, My Results, Fees, Library); a profile card (full name, student ID,
 * programme "Bachelor of <…>" with its major under its own caption, faculty, year of entry, status); a filter
 * line; one results grid for the whole study with Year and Semester columns beside the course code, title, credit
 * points, the mark out of 100 and the letter grade (A+ to E with plus and minus), courses of the current semester
 * "In progress" with no mark; under the grid the credit points passed and the cumulative GPA on the 4.0 scale,
 * for a completed programme the award and its conferral date; a footer with the campus in Apia, Samoa. As described
 * by Pacific universities' assessment statutes (marks with letter grades A+ 85-100 down to E, 360 points for a
 * three-year bachelor) and their student self-service portals.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { Pdf } from '../lib/a-kit';
import { SANS, course, digits, setInstitution } from '../lib/n-kit';
import { around, fPerson, fResult, iso, longDate } from './f-kit';

const UNIS = [
  { name: 'University of Upolu', abbr: 'UoU', host: 'portal.upolu.edu.ws', campus: 'Vaitele Campus' },
  { name: 'Samoa Institute of Pacific Studies', abbr: 'SIPS', host: 'my.sips.edu.ws', campus: 'Malifa Campus' },
];
const PROGS = [
  { degree: 'Bachelor of Commerce', major: 'Accounting', faculty: 'Faculty of Business and Entrepreneurship', courses: [['ACC101', 'Introduction to Accounting'], ['ECO101', 'Principles of Economics'], ['MGT101', 'Principles of Management'], ['HSS100', 'Academic English'], ['ACC102', 'Accounting Information'], ['STA101', 'Business Statistics'], ['LAW101', 'Commercial Law'], ['SAM100', 'Samoan Culture and Society'], ['ACC201', 'Intermediate Accounting'], ['FIN201', 'Corporate Finance'], ['ACC202', 'Management Accounting'], ['ECO201', 'Pacific Economies'], ['ACC203', 'Accounting Systems'], ['TAX201', 'Taxation'], ['MGT202', 'Organisational Behaviour'], ['ACC204', 'Public Sector Accounting'], ['ACC301', 'Advanced Financial Accounting'], ['AUD301', 'Auditing'], ['ACC302', 'Accounting Theory'], ['FIN302', 'Investment Analysis'], ['ACC303', 'Accounting Research Project'], ['MGT303', 'Strategic Management'], ['ACC304', 'Professional Ethics'], ['FIN303', 'Financial Markets']] },
  { degree: 'Bachelor of Science', major: 'Environmental Science', faculty: 'Faculty of Science', courses: [['BIO101', 'Cell Biology'], ['CHE101', 'General Chemistry'], ['MAT101', 'Calculus I'], ['HSS100', 'Academic English'], ['BIO102', 'Plant and Animal Biology'], ['CHE102', 'Chemical Reactions'], ['GEO101', 'Physical Geography'], ['SAM100', 'Samoan Culture and Society'], ['ENV201', 'Ecology'], ['ENV202', 'Soil Science'], ['STA201', 'Statistics for Scientists'], ['GEO201', 'Climate Systems'], ['ENV203', 'Freshwater Systems'], ['ENV204', 'Pacific Biodiversity'], ['GIS201', 'Introduction to GIS'], ['CHE203', 'Environmental Chemistry'], ['ENV301', 'Environmental Impact Assessment'], ['ENV302', 'Marine Resource Management'], ['ENV303', 'Climate Adaptation'], ['ENV304', 'Waste Management'], ['ENV305', 'Environmental Policy'], ['ENV306', 'Research Project'], ['ENV307', 'Conservation Planning'], ['ENV308', 'Field Studies']] },
];
const gradeOf = (m: number): [string, number] =>
  m >= 85 ? ['A+', 4] : m >= 80 ? ['A', 4] : m >= 75 ? ['A-', 3.7] : m >= 70 ? ['B+', 3.3] : m >= 65 ? ['B', 3] : m >= 60 ? ['B-', 2.7] : m >= 55 ? ['C+', 2.3] : m >= 50 ? ['C', 2] : m >= 40 ? ['D', 1] : ['E', 0];

async function render(rng: Rng) {
  const p = fPerson(rng, 'WS');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGS);
  const start = rng.int(2016, 2022);
  const sems = rng.pick([3, 4, 5, 6]);
  const grad = sems === 6;
  const F = rng.pick([SANS[0], SANS[2], SANS[1]]);
  const ability = rng.float(52, 84);
  const sid = `${start}${digits(rng, 4)}`;
  const r = fResult('en', p.given, p.family, null);
  setInstitution(r, uni.name, 'WS');

  const rows: string[][] = [];
  let pts = 0;
  let gp = 0;
  let k = 0;
  for (let s = 0; s < sems + (grad ? 0 : 1); s++) {
    const yr = start + Math.floor(s / 2);
    const sem = `Semester ${(s % 2) + 1}`;
    const now = s === sems;
    for (let c = 0; c < 4; c++) {
      const [code, title] = prog.courses[k++ % prog.courses.length];
      if (now) {
        rows.push([String(yr), sem, code, title, '15', '', 'In progress']);
        r.courses.push(course({ courseNumber: code, courseName: title, credit: 15, term: sem, year: yr }));
        continue;
      }
      const m = around(rng, ability, 9, 42, 97);
      const [g, v] = gradeOf(m);
      rows.push([String(yr), sem, code, title, '15', String(m), g]);
      r.courses.push(course({ courseNumber: code, courseName: title, credit: 15, marksScored: m, maximumMarks: 100, grade: g, term: sem, year: yr }));
      pts += 15;
      gp += v;
    }
  }
  const gpa = (gp / (pts / 15)).toFixed(2);
  const conferred = iso(start + 3, rng.int(3, 5), rng.int(1, 28));
  const shot = grad ? iso(start + 3, rng.int(6, 11), rng.int(1, 28)) : iso(start + Math.floor(sems / 2), sems % 2 === 0 ? 4 : 9, rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: sid, name: prog.degree, level: 'Bachelor', program: prog.degree, majorOrSpecialization: prog.major,
    yearOfAdmission: start, cgpa: gpa, totalCreditsOrMarks: String(pts),
  });
  if (grad) Object.assign(r.qualification, { yearOfCompletion: start + 3, status: 'Completed' });

  const rowH = 26;
  const H = 560 + rows.length * rowH;
  const pdf = new Pdf({ size: [1366, H], title: `${uni.abbr} Student Portal — My Results`, author: uni.name, creationDate: new Date(`${shot}T02:00:00Z`) });
  const W = pdf.width;
  const main = rng.pick(['#0a4d68', '#8a1c1c', '#1e5631']);
  pdf.fill(0, 0, W, 36, '#e8eaed');
  for (let i = 0; i < 3; i++) pdf.roundRect(14 + i * 18, 13, 11, 11, 5.5, { fill: ['#ff5f57', '#febc2e', '#28c840'][i] });
  pdf.roundRect(96, 7, 700, 22, 11, { fill: '#ffffff' });
  pdf.text(`https://${uni.host}/student/results`, 114, 13, { font: F.regular, size: 10, color: '#3c4043' });
  pdf.fill(0, 36, W, 60, main);
  pdf.text(uni.name, 230, 50, { font: F.bold, size: 18, color: '#ffffff' });
  pdf.text('Student Portal', 230, 74, { font: F.regular, size: 10.5, color: '#e6eef2' });
  pdf.text(`Talofa, ${p.given}   ·   Log out`, W - 330, 62, { font: F.regular, size: 10.5, color: '#ffffff', width: 300, align: 'right' });
  pdf.fill(0, 96, 200, H - 96, '#f4f5f7');
  ['Dashboard', 'Enrolment', 'Timetable', 'My Results', 'Fees', 'Library', 'Profile'].forEach((m, i) => {
    const active = m === 'My Results';
    if (active) pdf.fill(0, 112 + i * 38, 200, 34, '#dde7ee');
    pdf.text(m, 28, 122 + i * 38, { font: active ? F.bold : F.regular, size: 11, color: active ? main : '#333333' });
  });
  const X = 230;
  const CW = W - X - 40;
  let y = 116;
  pdf.text('My Results', X, y, { font: F.bold, size: 20, color: '#222222' });
  y += 36;
  pdf.roundRect(X, y, CW, 96, 6, { fill: '#ffffff', stroke: '#d5dbe0', width: 0.8 });
  const info: Array<[string, string]> = [
    ['Full Name', `${p.given} ${p.family}`], ['Student ID', sid], ['Programme', prog.degree], ['Major', prog.major],
    ['Faculty', prog.faculty], ['Year of Entry', String(start)], ['Campus', uni.campus], ['Status', grad ? 'Graduated' : 'Enrolled'],
  ];
  info.forEach(([kk, v], i) => {
    const cx = X + 18 + (i % 4) * (CW / 4);
    const cy = y + 16 + Math.floor(i / 4) * 40;
    pdf.text(kk, cx, cy, { font: F.regular, size: 9.5, color: '#6b7785' });
    pdf.text(v, cx, cy + 14, { font: F.bold, size: 11, width: CW / 4 - 28, fit: true });
  });
  y += 114;
  pdf.text('Show:  All years   |   All semesters', X, y, { font: F.regular, size: 10, color: '#555555' });
  y += 26;
  const cols = [90, 130, 120, CW - 90 - 130 - 120 - 130 - 100 - 120, 130, 100, 120];
  const heads = ['Year', 'Semester', 'Course Code', 'Course Title', 'Credit Points', 'Mark', 'Grade'];
  pdf.fill(X, y, CW, 30, main);
  let cx = X;
  heads.forEach((h, i) => {
    pdf.text(h, cx + 12, y + 9, { font: F.bold, size: 10.5, color: '#ffffff', width: cols[i] - 24, align: i >= 4 ? 'center' : 'left' });
    cx += cols[i];
  });
  y += 30;
  rows.forEach((row, n) => {
    if (n % 2 === 1) pdf.fill(X, y, CW, rowH, '#f7f9fa');
    cx = X;
    row.forEach((cell, i) => {
      const ip = cell === 'In progress';
      if (cell) pdf.text(cell, cx + 12, y + 8, { font: ip ? F.italic : F.regular, size: 10.5, color: ip ? '#8a6d00' : '#222222', width: cols[i] - 24, align: i >= 4 ? 'center' : 'left', fit: true });
      cx += cols[i];
    });
    pdf.line(X, y + rowH, X + CW, y + rowH, 0.4, '#e1e5e9');
    y += rowH;
  });
  y += 20;
  pdf.text(`Credit points passed: ${pts}      Cumulative GPA: ${gpa}`, X, y, { font: F.bold, size: 12 });
  y += 24;
  if (grad) pdf.text(`Award: ${prog.degree} (${prog.major}) — conferred ${longDate(conferred, 'en')}`, X, y, { font: F.regular, size: 11 });
  else pdf.text('Results are provisional until confirmed by the Senate. Grades: A+ 85-100 … C 50-54, D 40-49, E below 40.', X, y, { font: F.italic, size: 10, color: '#6b7785' });
  pdf.text(`© ${uni.name} · ${uni.campus}, Apia, Samoa · Last updated ${longDate(shot, 'en')}`, X, H - 34, { font: F.regular, size: 9.5, color: '#7b8794' });
  return { pdf: await pdf.end(), expected: r, printed: {} };
}

export const families: Family[] = [
  {
    id: 'f-06-record',
    country: 'WS',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['screenshot'],
    conventions: 'Samoan university student portal "My Results" page in English as a screenshot: .edu.ws address, header band, side menu; profile card (full name, student ID, programme, major, faculty, year of entry); one grid of all results with Year and Semester columns, course code, title, credit points, mark out of 100 and letter grade A+ to E, current courses "In progress" without mark; credit points passed and cumulative GPA, the award with its date for a graduate; footer with the campus in Apia, Samoa; as described by Pacific universities\' assessment statutes.',
    render,
  },
];
