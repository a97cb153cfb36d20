/**
 * Maldivian university student portal, "Academic Transcript (Unofficial)" as a full-page browser
 * screenshot: the address bar on the university's .edu.mv domain, a top bar with tabs (Home, Enrolment,
 * Results, Finance, Library), a student panel with photo box — the name (a given name and a second name,
 * no inherited family name), the student ID, the national ID card number ("A123456", a decoy), the
 * permanent address by house name and island ("Fehividhuvaruge, H. Dhaalu Atoll…" — the holder's, never
 * the issuer's), the programme ("Bachelor of Information Technology"), the faculty, intake ("January
 * 2019") and status; one flat results table with the semester in its own column ("Semester 1 (Jan 2019)"),
 * module code, title, credits (15 a module, 120 a year, 360 for a three-year bachelor as the Maldives
 * Qualifications Framework counts them), the mark in percent, the letter grade and the grade point on 4;
 * a summary card with credits earned and the CGPA; a grading key under it and the campus address in Malé
 * with "Republic of Maldives" and the help-desk e-mail; as described by Maldivian university
 * regulations and the MQF (credit-based, a US-style 4-point GPA).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { Pdf } from '../lib/a-kit';
import { SANS, course, digits, iso, setInstitution } from '../lib/n-kit';
import { mvPerson, vResult } from './v-kit';

const UNIS = [
  { name: 'Maldives University of Applied Sciences', abbr: 'MUAS', domain: 'muas.edu.mv', campus: 'Sosun Magu, Henveiru, Malé 20040, Republic of Maldives', color: '#006d77' },
  { name: 'Indian Ocean Technical University', abbr: 'IOTU', domain: 'iotu.edu.mv', campus: 'Ameenee Magu, Maafannu, Malé 20345, Republic of Maldives', color: '#3d405b' },
  { name: 'Hulhumalé Business and Technology University', abbr: 'HBTU', domain: 'hbtu.edu.mv', campus: 'Nirolhu Magu, Hulhumalé 23000, Republic of Maldives', color: '#8d0801' },
];
const PROGRAMMES = [
  { name: 'Bachelor of Information Technology', faculty: 'Faculty of Engineering and Technology', prefix: 'ICT',
    modules: ['Introduction to Programming', 'Computer Systems and Architecture', 'Mathematics for Computing', 'Academic English', 'Web Design and Development', 'Database Systems', 'Networking Fundamentals', 'Object Oriented Programming', 'Data Structures and Algorithms', 'Systems Analysis and Design', 'Operating Systems', 'Human Computer Interaction', 'Software Engineering', 'Mobile Application Development', 'Information Security', 'Cloud Computing', 'IT Project Management', 'Data Analytics', 'Professional Practice in IT', 'Capstone Project'] },
  { name: 'Bachelor of Business Administration', faculty: 'Faculty of Business and Tourism', prefix: 'BUS',
    modules: ['Principles of Management', 'Business Mathematics', 'Financial Accounting', 'Academic English', 'Microeconomics', 'Business Communication', 'Principles of Marketing', 'Macroeconomics', 'Organisational Behaviour', 'Business Statistics', 'Management Accounting', 'Tourism and Hospitality Management', 'Human Resource Management', 'Corporate Finance', 'Business Law in the Maldives', 'Operations Management', 'Entrepreneurship', 'Strategic Management', 'Research Methods for Business', 'Business Research Project'] },
];
const SCALE: Array<[number, string, string]> = [[90, 'A', '4.00'], [85, 'A-', '3.70'], [80, 'B+', '3.30'], [75, 'B', '3.00'], [70, 'B-', '2.70'], [65, 'C+', '2.30'], [60, 'C', '2.00'], [55, 'C-', '1.70'], [50, 'D', '1.00']];
const ISLANDS = ['H. Dhaalu Atoll, Kulhudhuffushi', 'Addu City, Hithadhoo', 'Laamu Atoll, Gan', 'Baa Atoll, Eydhafushi', 'Gaafu Dhaalu Atoll, Thinadhoo', 'Malé'];
const HOUSES = ['Fehividhuvaruge', 'Blue Lagoon', 'Sosunge', 'Maavehi', 'Nooraanee Villa', 'Hudhuge', 'Kanmathee'];

async function render(rng: Rng) {
  const p = mvPerson(rng);
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const start = rng.int(2016, 2022);
  const sems = rng.int(2, 6);
  const F = rng.pick([SANS[0], SANS[1], SANS[2]]);
  const ability = rng.float(60, 92);
  const id = `S${String(start).slice(2)}${digits(rng, 5)}`;
  const nid = `A${rng.int(100, 399)}${digits(rng, 3)}`;
  const r = vResult('en', p.given, p.family, null);
  setInstitution(r, uni.name, 'MV');

  const rows: string[][] = [];
  const pool = [...prog.modules];
  let credits = 0;
  let points = 0;
  const months = ['Jan', 'Jul'];
  for (let s = 0; s < sems; s++) {
    const year = start + Math.floor(s / 2);
    const label = `Semester ${s + 1} (${months[s % 2]} ${year})`;
    pool.splice(0, 4).forEach((t, k) => {
      const code = `${prog.prefix}${Math.floor(s / 2) + 1}${(s % 2) + 1}${k + 1}`;
      const mark = Math.max(50, Math.min(98, Math.round(ability + rng.gauss() * 9)));
      const [, letter, gp] = SCALE.find(([min]) => mark >= min)!;
      rows.push([label, code, t, '15', String(mark), letter, gp]);
      r.courses.push(course({ courseNumber: code, courseName: t, credit: 15, grade: letter, marksScored: mark, maximumMarks: 100, term: `Semester ${s + 1}`, session: `${months[s % 2]} ${year}` }));
      credits += 15;
      points += 15 * Number(gp);
    });
  }
  const cgpa = points / credits;
  Object.assign(r.qualification, {
    registrationNumber: id, name: prog.name, level: 'Bachelor', yearOfAdmission: start,
    cgpa: cgpa.toFixed(2), totalCreditsOrMarks: String(credits),
    // The student panel prints "Status: Active" (an enrolled student, 300 of 360 credits): the standing printed under
    // its caption, as z-07's "enrolled" (families README, `qualification.status`).
    status: 'In Progress',
  });

  const rowH = 20;
  const H = 360 + rows.length * rowH + 170;
  const shot = iso(start + Math.ceil(sems / 2), rng.pick([2, 8]), rng.int(1, 28));
  const pdf = new Pdf({ size: [1180, H], title: `${uni.abbr} Student Portal — Transcript`, author: uni.name, creationDate: new Date(`${shot}T05:30:00Z`) });
  const W = pdf.width;
  pdf.fill(0, 0, W, 34, '#e8eaed');
  ['#ff5f57', '#febc2e', '#28c840'].forEach((c, i) => pdf.roundRect(14 + i * 18, 12, 10, 10, 5, { fill: c }));
  pdf.roundRect(90, 7, 760, 20, 10, { fill: '#ffffff' });
  pdf.text(`https://portal.${uni.domain}/student/results/transcript`, 108, 12, { font: F.regular, size: 9, color: '#3c4043' });
  pdf.fill(0, 34, W, 56, uni.color);
  pdf.text(`${uni.abbr} Student Portal`, 24, 50, { font: F.bold, size: 17, color: '#ffffff' });
  ['Home', 'Enrolment', 'Results', 'Finance', 'Library', 'Help'].forEach((t, i) => {
    const x = 360 + i * 96;
    if (i === 2) pdf.fill(x - 10, 34, 86, 56, '#ffffff', 0.18);
    pdf.text(t, x, 55, { font: i === 2 ? F.bold : F.regular, size: 11, color: '#ffffff' });
  });
  pdf.text(`${p.given}  |  Sign out`, W - 200, 55, { font: F.regular, size: 10.5, color: '#ffffff', width: 176, align: 'right' });
  const X = 32;
  const CW = W - 64;
  pdf.text('Results  /  Academic Transcript (Unofficial)', X, 108, { font: F.regular, size: 9.5, color: '#6b7280' });
  pdf.text('Academic Transcript (Unofficial)', X, 124, { font: F.bold, size: 20, color: '#111827' });
  pdf.roundRect(X, 160, CW, 118, 8, { fill: '#ffffff', stroke: '#d1d5db' });
  pdf.roundRect(X + 16, 174, 72, 90, 4, { fill: '#e5e7eb' });
  pdf.text('photo', X + 34, 214, { font: F.regular, size: 9, color: '#9ca3af' });
  const card: Array<[string, string]> = [
    ['Name', `${p.given} ${p.family}`], ['Student ID', id], ['National ID', nid], ['Programme', prog.name],
    ['Faculty', prog.faculty], ['Intake', `January ${start}`], ['Status', 'Active'], ['Permanent Address', `${rng.pick(HOUSES)}, ${rng.pick(ISLANDS)}`],
  ];
  card.forEach(([k, v], i) => {
    const cx = X + 110 + (i % 4) * ((CW - 120) / 4);
    const cy = 178 + Math.floor(i / 4) * 46;
    pdf.text(k, cx, cy, { font: F.regular, size: 8.5, color: '#6b7280' });
    pdf.text(v, cx, cy + 14, { font: F.bold, size: 10.5, color: '#111827', width: (CW - 120) / 4 - 14, fit: true });
  });
  let y = 298;
  const widths = [170, 90, CW - 170 - 90 - 80 - 80 - 80 - 90 - 24, 80, 80, 80, 90];
  pdf.fill(X, y, CW, 26, '#f3f4f6');
  let x = X + 12;
  ['Semester', 'Module Code', 'Module Title', 'Credits', 'Mark (%)', 'Grade', 'Grade Point'].forEach((h, k) => {
    pdf.text(h, x, y + 8, { font: F.bold, size: 9.5, color: '#374151' });
    x += widths[k];
  });
  y += 26;
  rows.forEach((row, j) => {
    if (j % 2 === 1) pdf.fill(X, y, CW, rowH, '#fafafa');
    let xx = X + 12;
    row.forEach((cell, k) => {
      pdf.text(cell, xx, y + 5, { font: k === 5 ? F.bold : F.regular, size: 9.5, color: '#111827', width: widths[k] - 10, fit: true });
      xx += widths[k];
    });
    pdf.line(X, y + rowH, X + CW, y + rowH, 0.4, '#e5e7eb');
    y += rowH;
  });
  y += 18;
  pdf.roundRect(X, y, CW, 40, 6, { fill: '#ecfeff', stroke: '#a5f3fc' });
  pdf.text(`Credits Earned: ${credits} / 360        CGPA: ${cgpa.toFixed(2)}`, X + 18, y + 13, { font: F.bold, size: 12, color: '#164e63' });
  y += 58;
  pdf.text('Grading: A 90-100 (4.00) · A- 85-89 (3.70) · B+ 80-84 (3.30) · B 75-79 (3.00) · B- 70-74 (2.70) · C+ 65-69 (2.30) · C 60-64 (2.00) · C- 55-59 (1.70) · D 50-54 (1.00) · F 0-49 (0.00)', X, y, { font: F.regular, size: 8.5, color: '#6b7280', width: CW, fit: true });
  y += 16;
  pdf.text('This is an unofficial record generated from the student portal. Official transcripts are issued by the Registry.', X, y, { font: F.italic, size: 8.5, color: '#6b7280' });
  pdf.fill(0, H - 30, W, 30, '#f3f4f6');
  pdf.text(`© ${uni.name} · ${uni.campus} · registry@${uni.domain}`, X, H - 20, { font: F.regular, size: 8.5, color: '#6b7280' });
  const printed: Record<string, string> = { 'qualification.yearOfAdmission': `January ${start}` };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'v-09-transcript',
    country: 'MV',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['screenshot'],
    conventions: 'Maldivian university student-portal "Academic Transcript (Unofficial)" as a browser screenshot: .edu.mv address bar, tabs, a student panel with the name (given and second name), student ID, national ID card (a decoy), a house-and-island address (the holder\'s), programme, faculty, intake and status; one flat results table with a semester column, module code, title, 15 credits a module, mark in percent, letter grade and grade point on 4; credits earned out of 360 and CGPA; grading key, campus address in Malé; as described by Maldivian university regulations and the MQF.',
    render,
  },
];
