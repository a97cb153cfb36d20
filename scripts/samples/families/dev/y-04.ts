/**
 * Lao university student-portal page, in English with Lao words transliterated, printed as a screenshot: a
 * dark top bar with the portal's name and the signed-in student, a left menu (Home, Registration, Grade
 * Report, Timetable, Fees, Logout), a notice banner with a registration deadline (a second date, a decoy);
 * the student's card (name after "Mr." or "Ms." — the honorific is not part of it — student ID, faculty,
 * programme, academic year of entry, campus with its address in Vientiane); the grade report grouped by
 * academic year and semester under collapsible headings ("Academic Year 2019-2020 · Semester 1"), each row
 * with the course code, title, credits, the score out of 100 and the letter grade, each group closed by its GPA
 * and credits; the cumulative GPA and credits in a summary strip. As described by Lao universities' academic
 * regulations (letter grades A, B+, B, C+, C, D+, D, F with 4.0 … 1.0 points in half steps, credits per course,
 * two semesters a year) and their registration portals.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { Pdf } from '../lib/a-kit';
import { SANS, course, digits, iso, setInstitution } from '../lib/n-kit';
import { dmy, markAround, yPerson, yResult } from './y-kit';

const UNIS = [
  { name: 'Mekong Riverside University', portal: 'MRU Student Portal', campus: 'Thongpong Campus, Sisattanak District, Vientiane, Lao PDR', abbr: 'MRU', domain: 'portal.mru.edu.la' },
  { name: 'Phou Bia Institute of Management', portal: 'PBIM e-Student', campus: 'Ban Phonthan, Saysettha District, Vientiane, Lao PDR', abbr: 'PBIM', domain: 'estudent.pbim.edu.la' },
];
const PROGRAMMES = [
  { faculty: 'Faculty of Economics and Business Management', name: 'Bachelor of Business Administration', major: null, code: 'BA',
    courses: ['Lao Revolutionary History', 'Principles of Economics', 'Business Mathematics', 'English for Business I', 'Principles of Management', 'Principles of Accounting', 'Lao Language for Official Use', 'English for Business II', 'Organizational Behavior', 'Marketing Management', 'Business Statistics', 'Financial Management', 'Human Resource Management', 'Operations Management', 'ASEAN Economic Community', 'Business Law of the Lao PDR', 'Entrepreneurship', 'Strategic Management'] },
  { faculty: 'Faculty of Engineering', name: 'Bachelor of Engineering', major: 'Civil Engineering', code: 'CE',
    courses: ['Lao Revolutionary History', 'Calculus I', 'General Physics I', 'Engineering Drawing', 'Calculus II', 'General Physics II', 'Lao Language for Official Use', 'Technical English', 'Statics', 'Strength of Materials', 'Surveying', 'Construction Materials', 'Structural Analysis', 'Soil Mechanics', 'Hydraulics', 'Reinforced Concrete Design', 'Highway Engineering', 'Construction Management'] },
];
const SCALE: Array<[number, string, number]> = [[90, 'A', 4], [80, 'B+', 3.5], [70, 'B', 3], [65, 'C+', 2.5], [60, 'C', 2], [55, 'D+', 1.5], [50, 'D', 1]];

async function render(rng: Rng) {
  const p = yPerson(rng, 'LA');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const start = rng.int(2016, 2021);
  const sems = rng.int(2, 5);
  const F = rng.pick([SANS[0], SANS[1], SANS[2]]);
  const ability = rng.float(68, 95);
  const sid = `${String(start).slice(2)}${prog.code}${digits(rng, 4)}`;
  const r = yResult('en', p.given, p.family, null);
  setInstitution(r, uni.name, 'LA');

  type Group = { title: string; rows: string[][]; gpa: number; credits: number };
  const groups: Group[] = [];
  const pool = [...prog.courses];
  let credits = 0;
  let points = 0;
  for (let s = 0; s < sems; s++) {
    const session = `${start + Math.floor(s / 2)}-${start + Math.floor(s / 2) + 1}`;
    const term = `Semester ${(s % 2) + 1}`;
    const rows: string[][] = [];
    let c = 0;
    let pts = 0;
    pool.splice(0, 4).forEach((t, k) => {
      const code = `${prog.code}${Math.floor(s / 2) + 1}${(s % 2) + 1}${k + 1}`;
      const cr = /History|Lao Language/.test(t) ? 2 : 3;
      const mark = markAround(rng, ability, 9, 50, 99);
      const [, letter, gp] = SCALE.find(([min]) => mark >= min)!;
      rows.push([code, t, String(cr), String(mark), letter]);
      r.courses.push(course({ courseNumber: code, courseName: t, credit: cr, grade: letter, marksScored: mark, maximumMarks: 100, term, session }));
      c += cr;
      pts += cr * gp;
    });
    credits += c;
    points += pts;
    groups.push({ title: `Academic Year ${session} · ${term}`, rows, gpa: pts / c, credits: c });
  }
  const cgpa = (points / credits).toFixed(2);
  Object.assign(r.qualification, {
    registrationNumber: sid, name: prog.name, level: 'Bachelor', majorOrSpecialization: prog.major,
    program: prog.major ? `${prog.name} in ${prog.major}` : null, yearOfAdmission: start, cgpa, totalCreditsOrMarks: String(credits),
  });

  const rowH = 26;
  const H = 420 + groups.length * 64 + r.courses.length * rowH + 120;
  const shotYear = start + Math.ceil(sems / 2);
  const shot = iso(shotYear, rng.pick([1, 2, 7, 8]), rng.int(1, 28));
  const deadline = iso(shotYear, Number(shot.slice(5, 7)) + 1, rng.int(1, 28));
  const pdf = new Pdf({ size: [1280, H], title: `${uni.portal} — Grade Report`, author: uni.name, creationDate: new Date(`${shot}T03:00:00Z`) });
  const W = pdf.width;
  const dark = rng.pick(['#12355b', '#3b1f5c', '#0b4f4a']);
  const accent = rng.pick(['#e0a800', '#d9534f', '#2e86de']);
  // Browser chrome and the portal's top bar.
  pdf.fill(0, 0, W, 30, '#dfe1e5');
  pdf.roundRect(80, 6, 600, 18, 9, { fill: '#ffffff' });
  pdf.text(`https://${uni.domain}/student/grades`, 94, 10, { font: F.regular, size: 9, color: '#555555' });
  pdf.fill(0, 30, W, 54, dark);
  pdf.text(uni.portal, 24, 46, { font: F.bold, size: 17, color: '#ffffff' });
  pdf.text(uni.name, 24, 67, { font: F.regular, size: 9, color: '#c9d6e8' });
  const hello = `${p.woman ? 'Ms.' : 'Mr.'} ${p.given} ${p.family.toUpperCase()}`;
  pdf.text(hello, W - 340, 50, { font: F.regular, size: 10.5, color: '#ffffff', width: 316, align: 'right' });
  // Left menu.
  pdf.fill(0, 84, 200, H - 84, '#f3f4f6');
  ['Home', 'My Profile', 'Registration', 'Grade Report', 'Timetable', 'Tuition Fees', 'Graduation Request', 'Logout'].forEach((m, i) => {
    if (m === 'Grade Report') pdf.fill(0, 100 + i * 34, 200, 30, '#dde6f3');
    pdf.text(m, 24, 108 + i * 34, { font: m === 'Grade Report' ? F.bold : F.regular, size: 11, color: '#222222' });
  });
  const X = 228;
  const CW = W - X - 32;
  let y = 100;
  pdf.roundRect(X, y, CW, 30, 4, { fill: '#fff4d6', stroke: accent, width: 0.8 });
  pdf.text(`Notice: online registration for the next semester closes on ${dmy(deadline, '/')}. Students with unpaid fees cannot register.`, X + 12, y + 9, { font: F.regular, size: 10, color: '#5a4300', width: CW - 24, fit: true });
  y += 46;
  pdf.text('Home  ›  Academic Records  ›  Grade Report', X, y, { font: F.regular, size: 9.5, color: '#666666' });
  y += 22;
  pdf.roundRect(X, y, CW, 122, 6, { fill: '#ffffff', stroke: '#cfd6df', width: 0.8 });
  pdf.text('Student Information', X + 16, y + 12, { font: F.bold, size: 12, color: dark });
  const info: Array<[string, string]> = [
    ['Name', `${p.woman ? 'Ms.' : 'Mr.'} ${p.given} ${p.family}`], ['Student ID', sid],
    ['Faculty', prog.faculty], ['Programme', prog.major ? `${prog.name} in ${prog.major}` : prog.name],
    ['Academic year of entry', `${start}-${start + 1}`], ['Campus', uni.campus],
  ];
  info.forEach(([k, v], i) => {
    const cx = X + 16 + (i % 2) * (CW / 2);
    const cy = y + 36 + Math.floor(i / 2) * 26;
    pdf.text(k, cx, cy, { font: F.regular, size: 9, color: '#6b7280' });
    pdf.text(v, cx, cy + 11, { font: F.bold, size: 10, width: CW / 2 - 30, fit: true });
  });
  y += 140;
  const cols = [110, CW - 110 - 90 - 90 - 90, 90, 90, 90];
  const labels = ['Course Code', 'Course Title', 'Credits', 'Score', 'Grade'];
  for (const g of groups) {
    pdf.fill(X, y, CW, 28, '#e9eef5');
    pdf.text(g.title, X + 10, y + 8, { font: F.bold, size: 11, color: dark });
    y += 30;
    let cx = X;
    labels.forEach((l, i) => {
      pdf.text(l, cx + 10, y + 6, { font: F.bold, size: 9.5, color: '#4b5563', width: cols[i] - 20, align: i >= 2 ? 'center' : 'left' });
      cx += cols[i];
    });
    pdf.line(X, y + 22, X + CW, y + 22, 0.6, '#cfd6df');
    y += 24;
    for (const row of g.rows) {
      cx = X;
      row.forEach((cell, i) => {
        pdf.text(cell, cx + 10, y + 7, { font: i === 4 ? F.bold : F.regular, size: 10, width: cols[i] - 20, align: i >= 2 ? 'center' : 'left', fit: true });
        cx += cols[i];
      });
      pdf.line(X, y + rowH, X + CW, y + rowH, 0.4, '#e5e7eb');
      y += rowH;
    }
    pdf.text(`Semester GPA: ${g.gpa.toFixed(2)}   ·   Credits: ${g.credits}`, X, y + 6, { font: F.italic, size: 9.5, color: '#374151', width: CW - 10, align: 'right' });
    y += 34;
  }
  pdf.roundRect(X, y, CW, 40, 6, { fill: dark });
  pdf.text(`Cumulative GPA: ${cgpa}`, X + 18, y + 13, { font: F.bold, size: 12, color: '#ffffff' });
  pdf.text(`Total credits earned: ${credits}`, X + CW / 2, y + 13, { font: F.bold, size: 12, color: '#ffffff' });
  y += 54;
  pdf.text('Grading: A 4.0 · B+ 3.5 · B 3.0 · C+ 2.5 · C 2.0 · D+ 1.5 · D 1.0 · F 0', X, y, { font: F.regular, size: 9, color: '#6b7280' });
  pdf.text(`Last updated ${dmy(shot, '/')}`, X, y + 14, { font: F.regular, size: 9, color: '#6b7280' });
  const printed: Record<string, string> = {};
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'y-04-record',
    country: 'LA',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['screenshot'],
    conventions: 'Lao university student-portal grade report in English with transliterated Lao names, as a screenshot: top bar with the signed-in student, left menu, a notice with a registration deadline as a decoy date; a student card (name after Mr./Ms., ID, faculty, programme, academic year of entry, campus address in Vientiane); courses grouped under academic-year and semester headings with code, title, credits, score out of 100 and letter grade, a GPA line per group, cumulative GPA and credits; as described by Lao university regulations (A-F in half points).',
    render,
  },
];
