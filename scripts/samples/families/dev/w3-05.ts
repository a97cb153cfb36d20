/**
 * Mark sheet of a year's final examination of a South Asian public university's four-year honours programme, in
 * English: the university's letterhead with its postcode town and "Bangladesh", "Office of the Controller of
 * Examinations"; "MARK SHEET" of "<n>th Year Honours Final Examination <year>" (held months later: decoy dates); the
 * particulars (name of the student, father's and mother's names as decoys, roll number on some, the session of
 * enrolment, the affiliated college under its own caption (not the issuer), date of birth on some, "Programme: Bachelor
 * of Science (Honours) in <subject>"); a table whose marks are split into sub-columns under one spanning caption
 * "Marks Obtained", each sub-column's maximum printed in its header ("Written (60)", "Practical (25)", "In-course
 * (15)", "Total (100)"), then the letter grade and the grade point; the year's credits earned and GPA (the overall
 * result of this mark sheet), "Result: Promoted"; the date of publication of the result (a decoy) and the date of issue,
 * the controller's signature. No completion: the degree is not finished on a year's mark sheet. As Bangladeshi
 * universities print year-wise honours mark sheets.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { around, dmy, iso, otherName, sample, wPerson, wResult } from './w3-kit';

const UNIS = [
  { name: 'Jamuna Science and Technology University', place: 'Sirajganj-6700, Bangladesh' },
  { name: 'Padma Valley University', place: 'Kushtia-7003, Bangladesh' },
];
const COLLEGES = ['Government Azizul Haque College', 'Shahid Smrity Degree College', 'Rupali Adarsha College'];
const SUBJECTS = [
  { field: 'Physics', pre: 'PHY', courses: ['Classical Mechanics', 'Waves and Oscillations', 'Thermal Physics', 'Electricity and Magnetism', 'Optics', 'Mathematical Methods in Physics', 'Modern Physics', 'Electronics', 'Quantum Mechanics I', 'Solid State Physics'] },
  { field: 'Chemistry', pre: 'CHE', courses: ['Inorganic Chemistry I', 'Organic Chemistry I', 'Physical Chemistry I', 'Analytical Chemistry', 'Chemical Kinetics', 'Spectroscopy', 'Polymer Chemistry', 'Environmental Chemistry', 'Coordination Chemistry', 'Electrochemistry'] },
  { field: 'Botany', pre: 'BOT', courses: ['Plant Diversity', 'Cell Biology', 'Plant Anatomy', 'Plant Physiology', 'Genetics', 'Mycology and Plant Pathology', 'Plant Ecology', 'Taxonomy of Angiosperms', 'Plant Breeding', 'Biostatistics'] },
];
const ORD = ['1st', '2nd', '3rd'];
const BANDS: Array<[number, string, string]> = [[80, 'A+', '4.00'], [75, 'A', '3.75'], [70, 'A-', '3.50'], [65, 'B+', '3.25'], [60, 'B', '3.00'], [55, 'B-', '2.75'], [50, 'C+', '2.50'], [45, 'C', '2.25'], [40, 'D', '2.00'], [0, 'F', '0.00']];

async function render(rng: Rng) {
  const p = wPerson(rng, 'BD');
  const father = `${rng.pick(['Md. Abdul', 'Md. Nurul', 'Abu', 'Md. Shafiqul', 'Md. Jalal'])} ${rng.pick(['Kader', 'Islam', 'Hossain', 'Alam', 'Karim'])}`;
  const mother = `${rng.pick(['Rokeya', 'Shahana', 'Rahima', 'Nasima', 'Hasina'])} ${rng.pick(['Begum', 'Khatun', 'Akter'])}`;
  const uni = rng.pick(UNIS);
  const sub = rng.pick(SUBJECTS);
  const yr = rng.int(1, 3);
  const session = rng.int(2013, 2021);
  const examYear = session + yr;
  const held = iso(examYear + 1, rng.int(1, 4), rng.int(1, 28));
  const published = iso(examYear + 1, rng.int(7, 9), rng.int(1, 28));
  const issued = iso(examYear + 1, rng.int(10, 12), rng.int(1, 28));
  const showRoll = rng.bool(0.6);
  const showDob = rng.bool(0.5);
  const F = rng.pick([SERIF[0], SANS[0], SANS[1], SERIF[1]]);
  const roll = digits(rng, 7);
  const dob = iso(session - rng.int(18, 20), rng.int(1, 12), rng.int(1, 28));
  const program = `Bachelor of Science (Honours) in ${sub.field}`;
  const r = wResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, uni.name, 'BD');
  Object.assign(r.qualification, { name: 'Bachelor of Science (Honours)', level: 'Bachelor', program, majorOrSpecialization: sub.field, registrationNumber: showRoll ? roll : null, dateOfIssue: issued });
  const ability = rng.float(58, 82);
  const rows: string[][] = [];
  let credits = 0;
  let pts = 0;
  let all = 0;
  const list = sample(rng, sub.courses, 6);
  list.forEach((title, k) => {
    const code = `${sub.pre}-${yr}${String(k + 1).padStart(2, '0')}`;
    const cr = k === list.length - 1 ? 2 : 4;
    const total = around(rng, ability, 9, 38, 92);
    const incourse = Math.min(15, Math.max(5, Math.round(total * 0.15)));
    const practical = Math.min(25, Math.max(0, total - incourse - Math.round(total * 0.6 + rng.int(-3, 3))));
    const written = total - practical - incourse;
    const [, lg, gp] = BANDS.find(([min]) => total >= min)!;
    rows.push([code, title, String(cr), String(written), String(practical), String(incourse), String(total), lg, gp]);
    r.courses.push(course({ courseNumber: code, courseName: title, credit: cr, grade: lg, marksScored: total, maximumMarks: 100 }));
    all += cr;
    pts += cr * Number(gp);
    if (lg !== 'F') credits += cr;
  });
  const gpa = (pts / all).toFixed(2);
  r.qualification.cgpa = gpa;
  r.qualification.totalCreditsOrMarks = String(credits);

  const pdf = new Pdf({ size: A4, title: 'Mark Sheet', author: uni.name, creationDate: new Date(`${issued}T08:00:00Z`) });
  const c = rng.pick(['#065f46', '#1e3a8a', '#881337']);
  const L = 42;
  const W = pdf.width - 84;
  pdf.rect(22, 22, pdf.width - 44, pdf.height - 44, 1.2, c);
  pdf.crest(pdf.width / 2, 62, 24, uni.name.split(' ').map((w) => w[0]).join('').slice(0, 3), c);
  pdf.text(uni.name.toUpperCase(), L, 94, { font: F.bold, size: 15, width: W, align: 'center', color: c, fit: true });
  pdf.text(uni.place, L, 113, { font: F.regular, size: 9, width: W, align: 'center' });
  pdf.text('Office of the Controller of Examinations', L, 126, { font: F.italic, size: 9, width: W, align: 'center' });
  pdf.text('MARK SHEET', L, 148, { font: F.bold, size: 16, width: W, align: 'center', cs: 2 });
  pdf.text(`${ORD[yr - 1]} Year Honours Final Examination ${examYear}`, L, 170, { font: F.bold, size: 10.5, width: W, align: 'center' });
  pdf.text(`(held from ${dmy(held, '.')})`, L, 184, { font: F.italic, size: 8.5, width: W, align: 'center', color: '#444444' });
  const part: Array<[string, string]> = [['Name of the Student', `${p.given} ${p.family}`], ["Father's Name", father], ["Mother's Name", mother]];
  if (showRoll) part.push(['Roll No.', roll]);
  part.push(['Session', `${session}-${session + 1}`], ['Programme', program], ['Name of College', `${rng.pick(COLLEGES)}, ${uni.place.split('-')[0]}`]);
  if (showDob) part.push(['Date of Birth', dmy(dob)]);
  let y = 206;
  for (const [a, b] of part) {
    pdf.text(a, L + 6, y, { font: F.regular, size: 9.3 });
    pdf.text(':', L + 130, y, { font: F.regular, size: 9.3 });
    pdf.text(b, L + 140, y, { font: F.bold, size: 9.3, width: W - 150, fit: true });
    y += 15;
  }
  y += 10;
  const cols = [54, W - 54 - 36 - 4 * 42 - 38 - 38, 36, 42, 42, 42, 42, 38, 38];
  const xs = cols.map((_, i) => L + cols.slice(0, i).reduce((a, b) => a + b, 0));
  const h1 = 14;
  const h2 = 24;
  pdf.fill(L, y, W, h1 + h2, '#f1f5f9');
  pdf.rect(L, y, W, h1 + h2, 0.6);
  const top = ['Course Code', 'Course Title', 'Credit'];
  top.forEach((t, i) => pdf.text(t, xs[i] + 3, y + 14, { font: F.bold, size: 7.8, width: cols[i] - 6, align: i === 1 ? 'left' : 'center', fit: true }));
  pdf.text('Marks Obtained', xs[3], y + 3, { font: F.bold, size: 7.8, width: 4 * 42, align: 'center' });
  pdf.line(xs[3], y + h1, xs[7], y + h1, 0.5);
  [['Written', '(60)'], ['Practical', '(25)'], ['In-course', '(15)'], ['Total', '(100)']].forEach(([a, b], k) => {
    pdf.text(a, xs[3 + k] + 2, y + h1 + 2, { font: F.bold, size: 7.4, width: 38, align: 'center', fit: true });
    pdf.text(b, xs[3 + k] + 2, y + h1 + 12, { font: F.regular, size: 7.4, width: 38, align: 'center' });
  });
  pdf.text('Letter Grade', xs[7] + 2, y + 10, { font: F.bold, size: 7.4, width: 34, align: 'center', fit: true });
  pdf.text('Grade Point', xs[8] + 2, y + 10, { font: F.bold, size: 7.4, width: 34, align: 'center', fit: true });
  for (let i = 1; i < cols.length; i++) pdf.line(xs[i], i >= 4 && i <= 6 ? y + h1 : y, xs[i], y + h1 + h2, 0.5);
  y += h1 + h2;
  for (const row of rows) {
    row.forEach((cell, i) => pdf.text(cell, xs[i] + 3, y + 5, { font: i === 6 ? F.bold : F.regular, size: 8.6, width: cols[i] - 6, align: i === 1 ? 'left' : 'center', fit: true }));
    for (let i = 0; i <= cols.length; i++) pdf.line(i === cols.length ? L + W : xs[i], y, i === cols.length ? L + W : xs[i], y + 20, 0.5);
    pdf.line(L, y + 20, L + W, y + 20, 0.5);
    y += 20;
  }
  y += 14;
  pdf.text(`Credits Earned: ${credits}`, L + 6, y, { font: F.bold, size: 10 });
  pdf.text(`GPA: ${gpa}`, L + 180, y, { font: F.bold, size: 10 });
  pdf.text(`Result: ${rng.pick(['Promoted', 'Passed'])}`, L + 300, y, { font: F.bold, size: 10 });
  y += 20;
  pdf.para('Letter grades: A+ 80% and above (4.00), A 75-79 (3.75), A- 70-74 (3.50), B+ 65-69 (3.25), B 60-64 (3.00), B- 55-59 (2.75), C+ 50-54 (2.50), C 45-49 (2.25), D 40-44 (2.00), F below 40 (0.00).', L + 6, y, W - 12, { font: F.italic, size: 7.6, leading: 10, color: '#333333' });
  y += 40;
  pdf.text(`Date of Publication of Result: ${dmy(published)}`, L + 6, y, { font: F.regular, size: 9 });
  pdf.text(`Date of Issue: ${dmy(issued)}`, L + 6, y + 14, { font: F.regular, size: 9 });
  pdf.text(`Compared by: ${otherName(rng, 'BD', p.family)}`, L + 6, y + 28, { font: F.regular, size: 8, color: '#555555' });
  pdf.signature(L + W - 170, y + 20, 120, rng);
  pdf.line(L + W - 190, y + 30, L + W - 6, y + 30, 0.5);
  pdf.text('Controller of Examinations', L + W - 190, y + 34, { font: F.regular, size: 9, width: 184, align: 'center' });
  const printed: Record<string, string> = { 'qualification.dateOfIssue': dmy(issued) };
  if (showDob) printed['candidate.dateOfBirth'] = dmy(dob);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'w3-05-marksheet',
    country: 'BD',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['photo'],
    conventions: "Mark sheet of a year's honours final examination of a South Asian public university in English: letterhead with the postcode town and Bangladesh, Controller of Examinations; the examination and when it was held (decoy); name, father's and mother's names (decoys), optional roll number and birth date, session, programme Bachelor of Science (Honours) in <subject>, the affiliated college (not the issuer); marks under a spanning Marks Obtained caption in sub-columns each with its maximum in the header (Written (60), Practical (25), In-course (15), Total (100)), letter grade and grade point; credits earned and GPA; result; date of publication (decoy) and date of issue.",
    render,
  },
];
