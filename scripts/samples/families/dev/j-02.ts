/**
 * Statement of marks of a post-secondary nursing and technical school of Kiribati, in English: the Republic's
 * line, the school with its South Tarawa address and a +686 telephone; "STATEMENT OF MARKS" of one year's
 * examination of a diploma programme ("Year II Examination — November 2019"); the student's name, student number,
 * the birth date on some and the year of study; one row per subject with its code and the marks split into a
 * theory paper, a practical examination and internal assessment, each under a spanning caption with its maximum
 * and the marks obtained (a dash where a subject has no practical), the subject's total with its maximum, a letter
 * grade and "Pass" / "Fail"; the grand total out of the sum of maxima, the percentage and the year's result; on the
 * final year's statement the award the student qualifies for. As Pacific nursing and technical schools that follow
 * the theory-practical-internal split of their Commonwealth models describe their assessment.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { around, dmy, iso, jPerson, jResult, longDate, otherName, sample } from './j-kit';

const SCHOOLS = [
  { name: 'Tarawa School of Nursing and Allied Health', place: 'Nawerewere, South Tarawa, Kiribati' },
  { name: 'Kiribati Institute of Technical Studies', place: 'Betio, South Tarawa, Kiribati' },
];
interface Subject { code: string; title: string; practical: boolean; max: number }
const PROGS: Array<{ name: string; school: number; years: number; subjects: Subject[] }> = [
  {
    name: 'Diploma in Nursing', school: 0, years: 3, subjects: [
      { code: 'NUR', title: 'Fundamentals of Nursing', practical: true, max: 100 }, { code: 'ANP', title: 'Anatomy and Physiology', practical: false, max: 100 },
      { code: 'MSN', title: 'Medical-Surgical Nursing', practical: true, max: 150 }, { code: 'PHA', title: 'Pharmacology', practical: false, max: 100 },
      { code: 'CHN', title: 'Community Health Nursing', practical: true, max: 100 }, { code: 'MCH', title: 'Maternal and Child Health', practical: true, max: 150 },
      { code: 'MHN', title: 'Mental Health Nursing', practical: true, max: 100 }, { code: 'NUT', title: 'Nutrition and Dietetics', practical: false, max: 100 },
      { code: 'MIC', title: 'Microbiology and Infection Control', practical: true, max: 100 }, { code: 'PRO', title: 'Professional Ethics', practical: false, max: 50 },
    ],
  },
  {
    name: 'Diploma in Electrical Engineering', school: 1, years: 2, subjects: [
      { code: 'EEM', title: 'Engineering Mathematics', practical: false, max: 100 }, { code: 'ECT', title: 'Electrical Circuit Theory', practical: true, max: 100 },
      { code: 'EIW', title: 'Electrical Installation and Wiring', practical: true, max: 150 }, { code: 'EMC', title: 'Electrical Machines', practical: true, max: 100 },
      { code: 'EDR', title: 'Engineering Drawing', practical: true, max: 100 }, { code: 'ESF', title: 'Workshop Safety', practical: false, max: 50 },
      { code: 'EPV', title: 'Solar Photovoltaic Systems', practical: true, max: 100 }, { code: 'ECM', title: 'Communication Skills', practical: false, max: 50 },
      { code: 'EDG', title: 'Diesel Generator Maintenance', practical: true, max: 100 },
    ],
  },
];
const ROMAN = ['I', 'II', 'III'];

function letter(pct: number): string {
  return pct >= 80 ? 'A' : pct >= 70 ? 'B' : pct >= 60 ? 'C' : pct >= 50 ? 'D' : 'F';
}

async function render(rng: Rng) {
  const p = jPerson(rng, 'KI');
  const prog = rng.pick(PROGS);
  const school = SCHOOLS[prog.school];
  const yearOfStudy = rng.int(1, prog.years);
  const examYear = rng.int(2015, 2024);
  const dob = iso(examYear - yearOfStudy - rng.int(18, 23), rng.int(1, 12), rng.int(1, 28));
  const showDob = rng.bool(0.5);
  const showNumber = rng.bool(0.7);
  const sno = `${examYear - yearOfStudy + 1}/${digits(rng, 3)}`;
  const F = rng.pick([SANS[0], SANS[2], SERIF[0]]);
  const ability = rng.float(0.52, 0.9);
  const r = jResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, school.name, 'KI');

  const subjects = sample(rng, prog.subjects, rng.int(6, Math.min(8, prog.subjects.length)));
  const rows: string[][] = [];
  let gMax = 0;
  let gObt = 0;
  let failed = 0;
  subjects.forEach((s, i) => {
    // The split of a subject's maximum: theory 60 %, practical 25 %, internal 15 % (no practical: 70 % / 30 %).
    const tMax = Math.round(s.max * (s.practical ? 0.6 : 0.7));
    const pMax = s.practical ? Math.round(s.max * 0.25) : 0;
    const iMax = s.max - tMax - pMax;
    const mark = (m: number) => Math.round(Math.max(0, Math.min(1, around(rng, ability, 0.14, 0, 1, 0.01))) * m);
    const t = mark(tMax);
    const pr = s.practical ? mark(pMax) : 0;
    const ia = mark(iMax);
    const tot = t + pr + ia;
    const pct = (100 * tot) / s.max;
    const pass = pct >= 50 && t >= tMax * 0.4;
    if (!pass) failed++;
    const code = `${s.code} ${yearOfStudy}${String(i + 1).padStart(2, '0')}`;
    const g = pass ? letter(pct) : 'F';
    rows.push([String(i + 1), code, s.title, String(tMax), String(t), s.practical ? String(pMax) : '—', s.practical ? String(pr) : '—', String(iMax), String(ia), String(s.max), String(tot), g, pass ? 'Pass' : 'Fail']);
    r.courses.push(course({ courseNumber: code, courseName: s.title, marksScored: tot, maximumMarks: s.max, grade: g, passStatus: pass ? 'Pass' : 'Fail' }));
    gMax += s.max;
    gObt += tot;
  });
  const pct = ((100 * gObt) / gMax).toFixed(2);
  const final = yearOfStudy === prog.years && failed === 0;
  const result = failed === 0 ? 'PASSED' : failed <= 2 ? 'SUPPLEMENTARY' : 'REPEAT YEAR';
  const month = rng.pick([6, 11]);
  const issued = iso(examYear + (month === 11 ? 1 : 0), month === 11 ? rng.int(1, 2) : rng.int(7, 8), rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: showNumber ? sno : null, name: prog.name, level: 'Diploma', majorOrSpecialization: prog.name.replace(/^Diploma in /, ''),
    yearOfCompletion: final ? examYear : null, status: final ? 'Completed' : null,
    dateOfIssue: issued, cgpa: pct, totalCreditsOrMarks: String(gObt),
  });

  const pdf = new Pdf({ size: A4, title: 'Statement of Marks', author: school.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = 30;
  const W = pdf.width - 60;
  const c = rng.pick(['#0a3d62', '#7b241c', '#145a32']);
  pdf.text('REPUBLIC OF KIRIBATI', L, 30, { font: F.bold, size: 9, width: W, align: 'center', cs: 2 });
  pdf.crest(pdf.width / 2, 66, 22, school.name.split(' ').filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).join('').slice(0, 4), c);
  pdf.text(school.name, L, 96, { font: F.bold, size: 15, color: c, width: W, align: 'center', fit: true });
  pdf.text(`${school.place}   ·   Tel. +686 75${digits(rng, 2)} ${digits(rng, 4)}`, L, 116, { font: F.regular, size: 8.5, width: W, align: 'center' });
  pdf.line(L, 132, L + W, 132, 1.2, c);
  pdf.text('STATEMENT OF MARKS', L, 142, { font: F.bold, size: 13, width: W, align: 'center', cs: 1.5 });
  const monthWord = month === 11 ? 'November' : 'June';
  pdf.text(`${prog.name} — Year ${ROMAN[yearOfStudy - 1]} Examination — ${monthWord} ${examYear}`, L, 160, { font: F.bold, size: 10, width: W, align: 'center' });
  let y = 184;
  const info: Array<[string, string]> = [['Name of Student', rng.bool(0.5) ? `${p.given} ${p.family}` : `${p.family.toUpperCase()} ${p.given}`]];
  if (showNumber) info.push(['Student No.', sno]);
  if (showDob) info.push(['Date of Birth', longDate(dob, 'en')]);
  info.push(['Year of Study', `Year ${ROMAN[yearOfStudy - 1]}`]);
  for (const [k, v] of info) {
    pdf.text(k, L, y, { font: F.regular, size: 9 });
    pdf.text(`:  ${v}`, L + 100, y, { font: F.bold, size: 9 });
    y += 13;
  }
  y += 6;

  // Header: the three components and the total each span a Max | Obt pair.
  const widths = [20, 50, W - 20 - 50 - 8 * 30 - 24 - 34, 30, 30, 30, 30, 30, 30, 30, 30, 24, 34];
  const xs: number[] = [];
  widths.reduce((x, w) => (xs.push(x), x + w), L);
  const h1 = 13;
  const h2 = 12;
  pdf.fill(L, y, W, h1 + h2, '#e8edf2');
  const single = [[0, 'S/N'], [1, 'Code'], [2, 'Subject'], [11, 'Grade'], [12, 'Result']] as const;
  for (const [i, t] of single) pdf.text(t, xs[i] + 2, y + 8, { font: F.bold, size: 7.5, width: widths[i] - 4, align: i === 2 ? 'left' : 'center', fit: true });
  const spans: Array<[number, string]> = [[3, 'Theory'], [5, 'Practical'], [7, 'Internal (IA)'], [9, 'Total']];
  for (const [i, t] of spans) {
    pdf.text(t, xs[i], y + 3, { font: F.bold, size: 7.5, width: 60, align: 'center', fit: true });
    pdf.line(xs[i], y + h1, xs[i] + 60, y + h1, 0.4);
    pdf.text('Max', xs[i], y + h1 + 2, { font: F.bold, size: 7, width: 30, align: 'center' });
    pdf.text('Obt', xs[i] + 30, y + h1 + 2, { font: F.bold, size: 7, width: 30, align: 'center' });
  }
  const top = y;
  y += h1 + h2;
  pdf.line(L, top, L + W, top, 0.8);
  pdf.line(L, y, L + W, y, 0.8);
  const rowH = 15;
  for (const row of rows) {
    row.forEach((cell, i) => pdf.text(cell, xs[i] + 2, y + 4, { font: i === 10 || i === 11 ? F.bold : F.regular, size: 8, width: widths[i] - 4, align: i === 2 ? 'left' : 'center', fit: true }));
    y += rowH;
    pdf.line(L, y, L + W, y, 0.3, '#999999');
  }
  pdf.line(L, y, L + W, y, 0.8);
  for (const [i, x] of xs.entries()) pdf.line(x, i >= 3 && i <= 10 && i % 2 === 0 ? top + h1 : top, x, y, 0.4);
  pdf.line(L + W, top, L + W, y, 0.4);
  y += 8;
  pdf.text(`Grand Total: ${gObt} / ${gMax}`, L, y, { font: F.bold, size: 10 });
  pdf.text(`Percentage: ${pct} %`, L + 200, y, { font: F.bold, size: 10 });
  pdf.text(`Result: ${result}`, L + 360, y, { font: F.bold, size: 10, color: failed ? '#8b0000' : '#000000' });
  y += 18;
  if (final) y += pdf.para(`The student has satisfied the examiners in all subjects of the final year and qualifies for the award of the ${prog.name}.`, L, y, W, { font: F.italic, size: 9, leading: 12 }) + 4;
  else if (failed) y += pdf.para('Supplementary examinations are held in the following term for the subjects marked Fail. A student failing more than two subjects repeats the year.', L, y, W, { font: F.italic, size: 9, leading: 12 }) + 4;
  y += 8;
  pdf.para('Grades: A 80-100, B 70-79, C 60-69, D 50-59, F below 50. A subject is passed with 50 % of its total and at least 40 % of the theory paper. Internal assessment comprises assignments, tests and clinical or workshop logbooks.', L, y, W, { font: F.regular, size: 7.5, leading: 9.5, color: '#444444' });
  const foot = pdf.height - 110;
  pdf.text(`Date: ${dmy(issued, '/')}`, L, foot + 30, { font: F.regular, size: 9 });
  pdf.signature(L + W - 170, foot, 120, rng);
  pdf.text(otherName(rng, 'KI', p.family), L + W - 200, foot + 24, { font: F.regular, size: 9, width: 200, align: 'right' });
  pdf.text('Principal', L + W - 200, foot + 36, { font: F.bold, size: 9, width: 200, align: 'right' });
  pdf.seal(L + 230, foot + 20, 26, c);
  pdf.text('Any alteration renders this statement invalid.', L, pdf.height - 36, { font: F.italic, size: 7.5, width: W, align: 'center', color: '#666666' });
  const printed: Record<string, string> = { 'candidate.fullName': info[0][1], 'qualification.dateOfIssue': dmy(issued, '/') };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'en');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'j-02-marksheet',
    country: 'KI',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['photo'],
    conventions: 'Kiribati nursing or technical school statement of marks in English: the Republic, the school in South Tarawa with +686; one year\'s examination of a diploma; name (natural or SURNAME Given), optional student number and birth date; per subject code, theory, practical and internal assessment each as Max | Obt under a spanning caption (dashes without a practical), the total Max | Obt, a letter grade and Pass/Fail; grand total, percentage, result, the award on the final year.',
    render,
  },
];
