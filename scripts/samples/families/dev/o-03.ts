/**
 * Fijian regional university academic transcript (English): the university with its campus and
 * "Suva, Fiji" (or Lautoka, Labasa), the student ID ("S11204587"), the name, the date of birth, the
 * programme ("Bachelor of Science") with its major under its own caption; the two semesters of each
 * year side by side ("Semester 1, 2019" | "Semester 2, 2019"), each a small table of course code
 * (two or three letters and three digits, "CS111"), title (long titles wrap in the narrow column) and
 * letter grade A+ / A / B+ / B / C+ / C (grade points 4.5 … 2, R restricted pass 1.5), the semester
 * GPA under each; the cumulative GPA is the mean of the grade points per course attempted (not
 * weighted by credits), the award and its date at the end; as described in the academic progress and
 * assessment regulations of the universities of the South Pacific region.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, footers, iso, setInstitution } from '../lib/n-kit';
import { dmy, oPerson, oResult } from './o-kit';

const UNIS = [
  { name: 'Pacific Islands Regional University', campus: 'Laucala Bay Campus, Suva, Fiji', city: 'Suva' },
  { name: 'Viti Levu University of Technology', campus: 'Natabua Campus, Lautoka, Fiji Islands', city: 'Lautoka' },
  { name: 'Vanua University of the Pacific', campus: 'Private Mail Bag, Labasa, Fiji', city: 'Labasa' },
];
const PROGRAMMES = [
  { head: 'Bachelor of Science', major: 'Computing Science', codes: ['CS', 'MA', 'IS'],
    courses: ['Introduction to Computing Science', 'Calculus and Linear Algebra I', 'Principles of Programming', 'Discrete Mathematics for Computing', 'Data Structures and Algorithms', 'Computer Organisation and Architecture', 'Systems Analysis and Design', 'Object Oriented Programming and Design', 'Database Systems and Information Management', 'Operating Systems', 'Software Engineering', 'Data Communications and Computer Networks', 'Web and Mobile Application Development', 'Artificial Intelligence and Machine Learning', 'Information Security and Cyber Law in the Pacific', 'Capstone Software Development Project'] },
  { head: 'Bachelor of Commerce', major: 'Accounting', codes: ['AF', 'EC', 'MG'],
    courses: ['Introduction to Accounting and Financial Management', 'Principles of Microeconomics', 'Introduction to Management', 'Principles of Macroeconomics', 'Financial Accounting', 'Management Accounting', 'Business Statistics', 'Company Law and Corporate Governance', 'Intermediate Financial Reporting', 'Taxation in Pacific Island Countries', 'Auditing and Assurance Services', 'Corporate Finance', 'Accounting Information Systems', 'Advanced Financial Reporting', 'Public Sector Accounting and Accountability', 'Strategic Management Accounting'] },
  { head: 'Bachelor of Arts', major: 'Geography', codes: ['GE', 'HI', 'SO'],
    courses: ['Introduction to Physical Geography', 'Pacific Islands History', 'Introduction to Human Geography', 'Introduction to Sociology', 'Geographical Information Systems I', 'Climate Change and Small Island States', 'Population and Development in Oceania', 'Coastal Geomorphology', 'Urbanisation in the Pacific Islands', 'Resource Management and Sustainable Livelihoods', 'Research Methods in Geography', 'Disaster Risk Reduction and Management', 'Geographical Information Systems II', 'Land Tenure and Development in Fiji', 'Environmental Policy and Governance', 'Geography Research Project'] },
];
const COMMON = ['Communication and Information Literacy', 'Pacific Worlds', 'Ethics and Governance', 'Academic English for Tertiary Studies', 'Foundations of Mathematics', 'Pacific Languages and Cultures'];
const SCALE: Array<[string, number]> = [['A+', 4.5], ['A', 4], ['B+', 3.5], ['B', 3], ['C+', 2.5], ['C', 2], ['R', 1.5]];

async function render(rng: Rng) {
  const p = oPerson(rng, 'FJ');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const start = rng.int(2014, 2020);
  const dob = iso(start - rng.int(18, 20), rng.int(1, 12), rng.int(13, 28));
  const studentId = `S${String(start).slice(2)}${digits(rng, 6)}`;
  const F = rng.pick([SANS[0], SANS[3], SERIF[0], SANS[1]]);
  const ability = rng.float(0, 5.5);
  const r = oResult('en', p.given, p.family, dob);
  setInstitution(r, uni.name, 'FJ');
  const pool = [...prog.courses];
  const common = [...COMMON];
  type Term = { label: string; term: string; year: number; rows: Array<[string, string, string]>; gpa: string };
  const terms: Term[] = [];
  let sum = 0;
  let n = 0;
  for (let t = 0; t < 6; t++) {
    const year = start + Math.floor(t / 2);
    const term = `Semester ${(t % 2) + 1}`;
    const rows: Array<[string, string, string]> = [];
    let s = 0;
    const titles = [...(t < 3 && common.length ? common.splice(0, 2) : []), ...pool.splice(0, t < 3 ? 2 : 4)];
    titles.forEach((title) => {
      const level = Math.floor(t / 2) + 1;
      const code = COMMON.includes(title) ? `UU${level}${digits(rng, 2)}` : `${rng.pick(prog.codes)}${level}${rng.int(0, 9)}${rng.int(1, 9)}`;
      const [grade, gp] = SCALE[Math.max(0, Math.min(SCALE.length - 1, Math.round(ability + rng.gauss() * 1.3)))];
      rows.push([code, title, grade]);
      r.courses.push(course({ courseNumber: code, courseName: title, grade, term, year }));
      s += gp;
      sum += gp;
      n += 1;
    });
    terms.push({ label: `${term}, ${year}`, term, year, rows, gpa: (s / rows.length).toFixed(2) });
  }
  const gpa = (sum / n).toFixed(2);
  const award = iso(start + 3, rng.pick([4, 9]), rng.int(1, 28));
  // English page with day-first dates: the day is above 12, so that the order is not in doubt.
  const issued = iso(start + 3 + rng.int(0, 1), rng.int(10, 12), rng.int(13, 28));
  Object.assign(r.qualification, {
    registrationNumber: studentId, name: prog.head, level: 'Bachelor', program: prog.head, majorOrSpecialization: prog.major,
    yearOfAdmission: start, yearOfCompletion: start + 3, status: 'Completed', dateOfIssue: issued, cgpa: gpa,
  });

  const pdf = new Pdf({ size: A4, title: 'Academic Transcript', author: uni.name, creationDate: new Date(`${issued}T02:00:00Z`) });
  const L = 36;
  const W = pdf.width - 72;
  const teal = rng.pick(['#00595f', '#233d7b', '#6a2c2c']);
  pdf.fill(0, 0, pdf.width, 8, teal);
  pdf.crest(L + 22, 46, 21, '', teal);
  pdf.text(uni.name, L + 52, 26, { font: F.bold, size: 14, color: teal, width: W - 52, fit: true });
  pdf.text('Student Administrative Services — Academic Records', L + 52, 45, { font: F.regular, size: 9 });
  pdf.text(uni.campus, L + 52, 58, { font: F.regular, size: 8.5 });
  pdf.text('ACADEMIC TRANSCRIPT', L, 86, { font: F.bold, size: 13, width: W, align: 'center' });
  const info: Array<[string, string]> = [
    ['Student ID', studentId], ['Name', `${p.given} ${p.family}`], ['Date of Birth', dmy(dob, '/')],
    ['Programme', prog.head], ['Major', prog.major], ['First Enrolled', `Semester 1, ${start}`],
  ];
  info.forEach(([k, v], i) => {
    const x = L + (i % 2) * (W / 2);
    const y = 110 + Math.floor(i / 2) * 14;
    pdf.text(`${k}:`, x, y, { font: F.bold, size: 8.8 });
    pdf.text(v, x + 86, y, { font: F.regular, size: 8.8, width: W / 2 - 92, fit: true });
  });
  let y = 160;
  const gap = 14;
  const colW = (W - gap) / 2;
  const widths = [50, colW - 50 - 40, 40];
  const size = 8.2;
  const lead = size * 1.3;
  const drawTerm = (t: Term, x: number, y0: number): number => {
    let yy = y0;
    pdf.fill(x, yy, colW, 15, '#e8eeee');
    pdf.text(t.label, x + 4, yy + 3.5, { font: F.bold, size: 8.8, color: teal });
    yy += 17;
    ['Course', 'Title', 'Grade'].forEach((h, k) => pdf.text(h, x + 3 + widths.slice(0, k).reduce((a, b) => a + b, 0), yy, { font: F.bold, size: 8, width: widths[k] - 6, align: k === 2 ? 'center' : 'left' }));
    yy += 11;
    pdf.line(x, yy, x + colW, yy, 0.5);
    yy += 3;
    for (const row of t.rows) {
      const lines = pdf.wrap(row[1], F.regular, size, widths[1] - 6);
      pdf.text(row[0], x + 3, yy, { font: F.regular, size });
      lines.forEach((l, k) => pdf.text(l, x + 3 + widths[0], yy + k * lead, { font: F.regular, size }));
      pdf.text(row[2], x + 3 + widths[0] + widths[1], yy, { font: F.bold, size, width: widths[2] - 6, align: 'center' });
      yy += lines.length * lead + 2;
    }
    pdf.line(x, yy, x + colW, yy, 0.3, '#888888');
    pdf.text(`Semester GPA: ${t.gpa}`, x + 3, yy + 3, { font: F.italic, size: 8 });
    return yy + 16;
  };
  for (let k = 0; k < terms.length; k += 2) {
    if (y > pdf.height - 200) {
      pdf.addPage();
      pdf.text(`${p.given} ${p.family} (${studentId}) — continued`, L, 30, { font: F.italic, size: 8 });
      y = 50;
    }
    const a = drawTerm(terms[k], L, y);
    const b = terms[k + 1] ? drawTerm(terms[k + 1], L + colW + gap, y) : y;
    y = Math.max(a, b) + 8;
  }
  y += 6;
  pdf.line(L, y, L + W, y, 0.8, teal);
  y += 8;
  pdf.text(`Cumulative GPA: ${gpa}`, L, y, { font: F.bold, size: 10 });
  pdf.text(`Courses passed: ${n}`, L + 200, y, { font: F.regular, size: 9.5 });
  y += 16;
  pdf.text(`Award: ${prog.head} (Major: ${prog.major}), conferred on ${dmy(award, '/')}`, L, y, { font: F.bold, size: 9.5, width: W, fit: true });
  y += 18;
  pdf.para('Grades: A+ 4.5, A 4.0 (pass with distinction); B+ 3.5, B 3.0 (pass with credit); C+ 2.5, C 2.0 (pass); R 1.5 restricted pass; D, E fail. The GPA is the sum of grade points divided by the number of courses attempted.', L, y, W, { font: F.italic, size: 7.5 });
  y += 34;
  pdf.text(`Issued at ${uni.city} on ${dmy(issued, '/')}`, L, y, { font: F.regular, size: 9 });
  pdf.signature(L + W - 160, y + 22, 110, rng);
  pdf.text('Manager, Student Academic Records', L + W - 200, y + 32, { font: F.regular, size: 8.5, width: 200, align: 'center' });
  footers(pdf, F, (a, b) => `Page ${a} of ${b} · This transcript is invalid without the university seal`);
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.dateOfBirth': dmy(dob, '/'), 'qualification.dateOfIssue': dmy(issued, '/') } };
}

export const families: Family[] = [
  {
    id: 'o-03-transcript',
    country: 'FJ',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['photo'],
    conventions: 'Fijian regional university academic transcript: campus and Suva / Lautoka / Labasa, Fiji, student ID S + digits, programme with its major under its own caption; the two semesters of each year side by side, each with course code, wrapped title and letter grade A+ … C, R (points 4.5 … 1.5) and the semester GPA; cumulative GPA as the mean per course attempted; the award and its date; as described in the academic progress and assessment regulations of South Pacific universities.',
    render,
  },
];
