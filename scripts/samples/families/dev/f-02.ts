/**
 * Solomon Islands tertiary institute's semester statement of marks (a grade card), in English: the
 * institute's name over its school and its P.O. Box in Honiara, Solomon Islands, with a +677 telephone;
 * "STATEMENT OF MARKS — Semester n, yyyy"; the student's particulars (name, student ID, programme "Diploma in
 * <field>", year of study, date of birth on some); a table with several assessed components per subject —
 * internal assessment (coursework), practical and the theory examination — each with its maximum (printed
 * in the header under the component, or as "obtained/maximum" in the cell; subjects without a practical have
 * a dash and other maxima), the subject's total out of 100, a letter grade and Pass or Fail; the total of
 * the semester's marks out of the sum of the maxima and its average in percent; the result of the semester
 * ("Proceed to Semester n+1", or for the last semester "Completed — eligible for the award"); the
 * examinations officer's signature and the date of issue. As described by Pacific technical institutes'
 * assessment regulations (continuous assessment weighted with a final theory examination, practical
 * components for trade subjects, pass at 50).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { around, dmy, fPerson, fResult, fTable, iso, longDate, upper, type FRow } from './f-kit';

const INSTS = [
  { name: 'Guadalcanal Institute of Technology', school: 'School of Engineering and Trades', box: 'R113', host: 'git.edu.sb' },
  { name: 'Honiara Polytechnic College', school: 'Faculty of Applied Technology', box: '1760', host: 'hpc.edu.sb' },
];
const PROGS = [
  { field: 'Electrical Engineering', subjects: [['EEN101', 'Electrical Principles', true], ['EEN102', 'Technical Drawing', true], ['MTH101', 'Engineering Mathematics', false], ['COM101', 'Communication Skills', false], ['EEN103', 'Electrical Installation I', true], ['OHS101', 'Occupational Health and Safety', false], ['EEN201', 'Electronics Fundamentals', true], ['EEN202', 'Electrical Machines', true], ['EEN203', 'Electrical Installation II', true], ['MTH201', 'Applied Mathematics', false], ['EEN204', 'Power Distribution', true], ['ENT201', 'Small Business Management', false]] },
  { field: 'Automotive Engineering', subjects: [['AUT101', 'Automotive Fundamentals', true], ['AUT102', 'Workshop Practice', true], ['MTH101', 'Engineering Mathematics', false], ['COM101', 'Communication Skills', false], ['AUT103', 'Engine Systems I', true], ['OHS101', 'Occupational Health and Safety', false], ['AUT201', 'Engine Systems II', true], ['AUT202', 'Transmission Systems', true], ['AUT203', 'Vehicle Electrical Systems', true], ['PHY201', 'Applied Physics', false], ['AUT204', 'Braking and Suspension', true], ['ENT201', 'Small Business Management', false]] },
] as const;
const gradeOf = (m: number) => (m >= 85 ? 'A+' : m >= 75 ? 'A' : m >= 70 ? 'B+' : m >= 65 ? 'B' : m >= 60 ? 'C+' : m >= 50 ? 'C' : m >= 40 ? 'D' : 'F');

async function render(rng: Rng) {
  const p = fPerson(rng, 'SB');
  const inst = rng.pick(INSTS);
  const prog = rng.pick(PROGS);
  const sem = rng.int(1, 4);
  const admit = rng.int(2016, 2022);
  const year = admit + Math.floor((sem - 1) / 2);
  const last = sem === 4;
  const showDob = rng.bool(0.5);
  const dob = iso(admit - rng.int(18, 24), rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick([SANS[0], SANS[1], SERIF[0]]);
  const ability = rng.float(52, 82);
  const sid = `S${String(admit).slice(2)}${digits(rng, 5)}`;
  const inCell = rng.bool(0.5);
  const r = fResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, inst.name, 'SB');
  const programme = `Diploma in ${prog.field}`;
  const term = `Semester ${sem}`;

  const pool = prog.subjects.slice(sem <= 2 ? 0 : 6, sem <= 2 ? 6 : 12);
  const count = rng.int(5, 6);
  const rows: FRow[] = [];
  let total = 0;
  for (const [code, title, practical] of pool.slice(0, count)) {
    const [iMax, pMax, tMax] = practical ? [30, 20, 50] : [40, 0, 60];
    const share = Math.max(25, Math.min(98, around(rng, ability, 10, 20, 99))) / 100;
    const i = Math.round(iMax * Math.min(1, share + rng.float(-0.08, 0.08)));
    const pr = pMax ? Math.round(pMax * Math.min(1, share + rng.float(-0.06, 0.1))) : 0;
    const t = Math.max(0, Math.round(tMax * Math.min(1, share + rng.float(-0.12, 0.06))));
    const tot = i + pr + t;
    const g = gradeOf(tot);
    const res = tot >= 50 ? 'Pass' : 'Fail';
    const cell = (v: number, max: number) => (max === 0 ? '—' : inCell ? `${v}/${max}` : String(v));
    rows.push({ cells: [code, title, cell(i, iMax), cell(pr, pMax), cell(t, tMax), String(tot), g, res] });
    r.courses.push(course({ courseNumber: code, courseName: title, marksScored: tot, maximumMarks: 100, grade: g, passStatus: res, term, year }));
    total += tot;
  }
  const max = count * 100;
  const avg = ((total / max) * 100).toFixed(1);
  const failed = r.courses.some((c) => c.passStatus === 'Fail');
  const issued = iso(year, sem % 2 === 1 ? rng.int(7, 8) : 12, rng.int(1, 20));
  Object.assign(r.qualification, {
    registrationNumber: sid, name: programme, level: 'Diploma', program: programme, majorOrSpecialization: prog.field,
    dateOfIssue: issued, cgpa: avg, totalCreditsOrMarks: String(total),
  });

  const pdf = new Pdf({ size: A4, title: 'Statement of Marks', author: inst.name, creationDate: new Date(`${issued}T08:00:00Z`) });
  const L = 44;
  const W = pdf.width - 88;
  const c1 = rng.pick(['#1b5e20', '#0d47a1', '#4e342e']);
  pdf.crest(L + 26, 52, 24, inst.name.split(' ').filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).join('').slice(0, 3), c1);
  pdf.text(upper(inst.name), L + 60, 30, { font: F.bold, size: 14, color: c1, width: W - 60, fit: true });
  pdf.text(inst.school, L + 60, 49, { font: F.regular, size: 10, width: W - 60 });
  pdf.text(`P.O. Box ${inst.box}, Honiara, Solomon Islands  ·  Tel: (+677) ${digits(rng, 5)}  ·  exams@${inst.host}`, L + 60, 64, { font: F.regular, size: 8, width: W - 60, fit: true });
  pdf.line(L, 86, L + W, 86, 1.2, c1);
  pdf.text('STATEMENT OF MARKS', L, 98, { font: F.bold, size: 14, width: W, align: 'center' });
  pdf.text(`${term}, ${year}`, L, 116, { font: F.bold, size: 10.5, width: W, align: 'center' });
  let y = 140;
  const info: Array<[string, string]> = [
    ['Student Name', upper(`${p.given} ${p.family}`)], ['Student ID', sid],
    ['Programme', programme], ['Year of Study', String(Math.ceil(sem / 2))],
  ];
  if (showDob) info.push(['Date of Birth', dmy(dob)]);
  info.push(['Mode', rng.pick(['Full-time', 'Full-time', 'Part-time'])]);
  info.forEach(([k, v], n) => {
    const cx = L + (n % 2) * (W / 2);
    const cy = y + Math.floor(n / 2) * 16;
    pdf.text(`${k}:`, cx, cy, { font: F.regular, size: 9 });
    pdf.text(v, cx + 82, cy, { font: F.bold, size: 9, width: W / 2 - 88, fit: true });
  });
  y += Math.ceil(info.length / 2) * 16 + 14;
  const lab = (name: string, max: string) => (inCell ? [name, ''] : [name, `(Max ${max})`]);
  const cols = [
    { label: ['Code', ''], width: 54 }, { label: ['Subject', ''], width: W - 54 - 62 * 3 - 52 - 40 - 42 },
    { label: lab('Internal', '30/40'), width: 62, align: 'center' as const }, { label: lab('Practical', '20'), width: 62, align: 'center' as const },
    { label: lab('Theory', '50/60'), width: 62, align: 'center' as const }, { label: ['Total', '(100)'], width: 52, align: 'center' as const },
    { label: ['Grade', ''], width: 40, align: 'center' as const }, { label: ['Result', ''], width: 42, align: 'center' as const },
  ];
  y = fTable(pdf, F, L, y, cols, rows, { size: 8.6, rowH: 17, ruling: 'grid', fill: '#e9efe9' });
  y += 12;
  pdf.text(`Total marks: ${total} / ${max}`, L, y, { font: F.bold, size: 9.5 });
  pdf.text(`Average: ${avg}%`, L + W / 2, y, { font: F.bold, size: 9.5 });
  y += 18;
  const outcome = failed ? 'Repeat failed subject(s)' : last ? 'Completed — eligible for the award of the Diploma' : `Proceed to Semester ${sem + 1}`;
  pdf.text(`Semester result: ${outcome}`, L, y, { font: F.regular, size: 9.5 });
  y += 26;
  pdf.text('Components: Internal = coursework and tests; Practical = workshop/laboratory assessment; Theory = final written examination. Pass mark 50 in the total.', L, y, { font: F.italic, size: 7.5, width: W, fit: true });
  pdf.text('Grades: A+ 85-100, A 75-84, B+ 70-74, B 65-69, C+ 60-64, C 50-59, D 40-49, F below 40.', L, y + 11, { font: F.italic, size: 7.5, width: W, fit: true });
  y += 56;
  pdf.signature(L + 10, y - 14, 100, rng);
  pdf.line(L, y, L + 170, y, 0.5);
  pdf.text('Examinations Officer', L, y + 4, { font: F.regular, size: 9, width: 170, align: 'center' });
  pdf.text(`Date of issue: ${longDate(issued, 'en')}`, L + W - 220, y + 4, { font: F.regular, size: 9, width: 220, align: 'right' });
  pdf.seal(L + W / 2, y - 6, 26, c1);
  const printed: Record<string, string> = { 'candidate.fullName': upper(`${p.given} ${p.family}`), 'qualification.dateOfIssue': longDate(issued, 'en') };
  if (showDob) printed['candidate.dateOfBirth'] = dmy(dob);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'f-02-marksheet',
    country: 'SB',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['photo'],
    conventions: 'Solomon Islands technical institute semester statement of marks in English: P.O. Box in Honiara and +677; name in capitals, student ID, programme "Diploma in <field>", year of study; per subject internal assessment, practical and theory with their maxima in the header or as obtained/maximum in the cells (a dash where a subject has no practical), the total out of 100, letter grade and Pass/Fail; total marks out of the maxima, average, semester result; as described by Pacific technical institutes\' assessment regulations.',
    render,
  },
];
