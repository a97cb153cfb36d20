/**
 * Vietnamese university academic transcript in English, after public descriptions of Vietnamese universities' credit
 * system (Regulation on credit-based training: courses with credits, a mark on the 10-point scale and its letter A to
 * F with B+, C+, D+, a semester and a cumulative GPA on the 4-point scale, the classification of the degree) and of the
 * English transcripts they issue: the university with "Hanoi, Vietnam" (the issuer), the student's name in Vietnamese
 * order with its diacritics (natural order in the truth, as `n-vn` gives it), date and place of birth (the place a
 * decoy), student ID (the registration), "Year of admission", the degree and the major; the two semesters of each
 * academic year side by side (the first semester's courses on the left, the second's on the right, on the same
 * rows), each half with its own columns (code, title, credits, mark /10 — `marksScored`, `maximumMarks` 10 — and
 * the letter, the grade) and a semester summary row (no course); the table runs onto a second page that repeats no
 * header and no letterhead (the rows simply continue), then the totals (credits accumulated, the cumulative GPA, the
 * classification) and "Hanoi, <date>" over the signature. Names, numbers and universities are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, courseTable, course, dateEn, digits, iso, nPerson, nkResult, setInstitution, slashed, type Column, type TableRow } from '../lib/nk-kit';

const UNIS = [
  { name: 'Red River University of Economics', short: 'RRUE', addr: '207 Giai Phong Road, Hai Ba Trung District, Hanoi, Vietnam', degree: 'Bachelor of Economics', majors: ['Finance and Banking', 'International Economics', 'Accounting'] },
  { name: 'Thang Long Polytechnic University', short: 'TLPU', addr: '1 Dai Co Viet Street, Hanoi, Vietnam', degree: 'Bachelor of Engineering', majors: ['Information Technology', 'Electrical Engineering', 'Mechatronics'] },
];
const TITLES = [
  'Marxist-Leninist Philosophy', 'Advanced Mathematics 1', 'English 1', 'Introduction to Economics', 'Physical Education 1', 'General Law',
  'Advanced Mathematics 2', 'English 2', 'Probability and Statistics', 'Microeconomics', 'Political Economy', 'Physical Education 2',
  'Macroeconomics', 'Principles of Accounting', 'English 3', 'Linear Algebra', 'Ho Chi Minh Ideology', 'Computer Fundamentals',
  'Econometrics', 'Corporate Finance', 'Business Communication', 'Operations Research', 'Scientific Socialism', 'Data Analysis',
  'Financial Markets', 'Management Information Systems', 'Public Finance', 'International Trade', 'Research Methods', 'Project Management',
  'Monetary Economics', 'Risk Management', 'Investment Analysis', 'E-Commerce', 'Strategic Management', 'Business Ethics',
  'Financial Statement Analysis', 'Banking Operations', 'Professional Internship', 'Taxation', 'Graduation Thesis', 'Auditing',
  'Applied Statistics', 'Vietnamese Revolutionary History', 'Human Resource Management', 'Marketing Principles', 'Insurance', 'Valuation',
];
const LETTERS: Array<[number, string, number]> = [[8.5, 'A', 4], [8.0, 'B+', 3.5], [7.0, 'B', 3], [6.5, 'C+', 2.5], [5.5, 'C', 2], [5.0, 'D+', 1.5], [4.0, 'D', 1]];
const letter = (m: number) => LETTERS.find(([min]) => m >= min) ?? [0, 'F', 0];

function classification(gpa: number): string {
  if (gpa >= 3.6) return 'Excellent';
  if (gpa >= 3.2) return 'Very Good';
  if (gpa >= 2.5) return 'Good';
  return 'Average';
}

async function render(rng: Rng) {
  const person = nPerson(rng, 'VN');
  const shownName = `${person.family} ${person.given}`;
  const uni = rng.pick(UNIS);
  const major = rng.pick(uni.majors);
  const entry = rng.int(2013, 2019);
  const dob = iso(entry - 18, rng.int(1, 12), rng.int(1, 28));
  const graduated = iso(entry + 4, rng.pick([6, 7]), rng.int(1, 28));
  const issued = iso(entry + 4, rng.int(8, 12), rng.int(1, 28));
  const id = `${String(entry).slice(2)}${digits(rng, 6)}`;
  const ability = rng.float(6.3, 9.0);

  const r = nkResult('en', person, dob);
  setInstitution(r, uni.name, 'VN');
  const rows: TableRow[] = [];
  let totalCr = 0;
  let totalPts = 0;
  const titles = rng.sample(TITLES, TITLES.length);
  let t = 0;
  for (let yr = 0; yr < 4; yr++) {
    const session = `${entry + yr}-${entry + yr + 1}`;
    const halves = [0, 1].map((s) => {
      const n = rng.int(6, 8);
      const list: Array<{ code: string; title: string; cr: number; mark: number; letter: string; pts: number }> = [];
      for (let k = 0; k < n; k++) {
        const title = titles[t++ % titles.length];
        const mark = Math.max(4, Math.min(10, Math.round((ability + rng.gauss() * 0.9) * 10) / 10));
        const [, l, pts] = letter(mark);
        const cr = /Thesis|Internship/.test(title) ? rng.pick([5, 6]) : rng.pick([2, 3, 3, 4]);
        list.push({ code: `${uni.short.slice(0, 2)}${yr + 1}${s + 1}${String(k + 1).padStart(2, '0')}`, title, cr, mark, letter: l, pts });
        r.courses.push(course({ courseNumber: `${uni.short.slice(0, 2)}${yr + 1}${s + 1}${String(k + 1).padStart(2, '0')}`, courseName: title, credit: cr, marksScored: mark, maximumMarks: 10, grade: l, term: `Semester ${s + 1}`, session }));
      }
      return list;
    });
    rows.push({ cells: ['', `Semester 1, ${session}`, '', '', '', '', `Semester 2, ${session}`, '', '', ''], bold: true });
    const m = Math.max(halves[0].length, halves[1].length);
    for (let k = 0; k < m; k++) {
      const cells: string[] = [];
      for (const h of halves) {
        const c = h[k];
        cells.push(...(c ? [c.code, c.title, String(c.cr), c.mark.toFixed(1), c.letter] : ['', '', '', '', '']));
      }
      rows.push({ cells });
    }
    const sums = halves.map((h) => {
      const cr = h.reduce((a, c) => a + c.cr, 0);
      const pts = h.reduce((a, c) => a + c.cr * c.pts, 0);
      totalCr += cr;
      totalPts += pts;
      return `Semester GPA: ${(pts / cr).toFixed(2)}   Credits: ${cr}`;
    });
    rows.push({ cells: ['', sums[0], '', '', '', '', sums[1], '', '', ''], bold: true });
  }
  const gpa = (totalPts / totalCr).toFixed(2);
  Object.assign(r.qualification, {
    name: uni.degree, level: 'Bachelor', majorOrSpecialization: major, registrationNumber: id, yearOfAdmission: entry, yearOfCompletion: entry + 4,
    dateOfIssue: issued, status: 'Completed', cgpa: gpa, totalCreditsOrMarks: String(totalCr),
  });

  const pdf = new Pdf({ size: A4, title: 'Academic Transcript', author: uni.name, creationDate: new Date(`${issued}T03:00:00Z`) });
  const W = pdf.width;
  const F = rng.pick([SANS[0], SANS[1], SANS[2]]);
  const L = 30;
  const red = '#a3161b';
  pdf.text('SOCIALIST REPUBLIC OF VIETNAM', W / 2, 30, { font: F.bold, size: 9.5, width: W / 2 - L, align: 'center' });
  pdf.text('Independence – Freedom – Happiness', W / 2, 43, { font: F.bold, size: 9, width: W / 2 - L, align: 'center' });
  pdf.text('MINISTRY OF EDUCATION AND TRAINING', L, 30, { font: F.regular, size: 9, width: W / 2 - L, align: 'center' });
  pdf.text(uni.name.toUpperCase(), L, 43, { font: F.bold, size: 10, color: red, width: W / 2 - L, align: 'center', fit: true });
  pdf.text(uni.addr, L, 56, { font: F.regular, size: 7.5, width: W / 2 - L, align: 'center', fit: true });
  pdf.text('ACADEMIC TRANSCRIPT', L, 84, { font: F.bold, size: 15, width: W - 2 * L, align: 'center' });
  const info: Array<[string, string]> = [
    ['Full name', shownName], ['Student ID', id],
    ['Date of birth', slashed(dob)], ['Place of birth', rng.pick(['Hai Phong', 'Nam Dinh', 'Thanh Hoa', 'Nghe An', 'Bac Ninh'])],
    ['Degree', uni.degree], ['Major', major],
    ['Year of admission', String(entry)], ['Mode of study', 'Full-time'],
  ];
  let y = 110;
  info.forEach(([k, v], i) => {
    const x = i % 2 === 0 ? L : W / 2 + 10;
    pdf.text(`${k}:`, x, y, { font: F.regular, size: 9 });
    pdf.text(v, x + 88, y, { font: F.bold, size: 9, width: W / 2 - 110, fit: true });
    if (i % 2 === 1) y += 14;
  });
  y += 8;
  const half = (W - 2 * L) / 2;
  const halfCols = (): Column[] => [
    { label: 'Code', width: 40 },
    { label: 'Course title', width: half - 40 - 24 - 30 - 28 },
    { label: 'Cr.', width: 24, align: 'center' },
    { label: 'Mark', width: 30, align: 'center' },
    { label: 'Grade', width: 28, align: 'center' },
  ];
  const cols = [...halfCols(), ...halfCols()];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.2, ruling: rng.pick(['grid', 'rows'] as const), headerFill: '#f3e3e3', repeatHeader: false, top: 40, bottom: pdf.height - 50 });
  if (y > pdf.height - 170) {
    pdf.addPage();
    y = 40;
  }
  pdf.text(`Total credits accumulated: ${totalCr}`, L, y + 12, { font: F.bold, size: 9.5 });
  pdf.text(`Cumulative GPA (4-point scale): ${gpa}`, L + 220, y + 12, { font: F.bold, size: 9.5 });
  pdf.text(`Classification: ${classification(Number(gpa))}`, L, y + 28, { font: F.bold, size: 9.5 });
  pdf.text(`Date of graduation: ${dateEn(graduated)}`, L + 220, y + 28, { font: F.bold, size: 9.5 });
  pdf.text('Marks are on the 10-point scale; letters A 8.5-10, B+ 8.0-8.4, B 7.0-7.9, C+ 6.5-6.9, C 5.5-6.4, D+ 5.0-5.4, D 4.0-4.9, F below 4.0.', L, y + 46, { font: F.italic, size: 7, width: W - 2 * L, fit: true });
  pdf.text(`Hanoi, ${dateEn(issued)}`, W - L - 200, y + 70, { font: F.italic, size: 9.5, width: 200, align: 'center' });
  pdf.text('FOR THE RECTOR', W - L - 200, y + 84, { font: F.bold, size: 9, width: 200, align: 'center' });
  pdf.text('HEAD OF ACADEMIC AFFAIRS', W - L - 200, y + 96, { font: F.bold, size: 8.5, width: 200, align: 'center' });
  pdf.signature(W - L - 160, y + 104, 110, rng);
  pdf.seal(W - L - 180, y + 120, 28, red);
  const printed: Record<string, string> = { 'candidate.fullName': shownName, 'candidate.dateOfBirth': slashed(dob), 'institution.name': uni.name.toUpperCase(), 'qualification.dateOfIssue': dateEn(issued) };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'nk-vn-academic-transcript',
    country: 'VN',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Vietnamese university academic transcript in English: the national motto and the ministry over the university with "Hanoi, Vietnam", the name in Vietnamese order, date and place of birth, student ID, degree, major, year of admission; the two semesters of each academic year side by side with their own code, title, credits, mark /10 and letter columns and a semester GPA row; the table continued on a second page with no header; credits accumulated, cumulative GPA on the 4-point scale, classification, date of graduation, "Hanoi, <date>"; after public descriptions of Vietnam\'s credit-based training regulation.',
    render,
  },
];
