/**
 * Online statement of results of Vanuatu's national senior secondary examination, as the examinations board's
 * results portal shows it in a browser, in English: the browser's tab and address bar (a .gov.vu address), the
 * portal's banner with the Republic's and the Ministry's names and the board's, a menu and a breadcrumb; the page
 * "<CERTIFICATE> EXAMINATION 2019 — STATEMENT OF RESULTS" (named by its certificate); the candidate card (name as
 * SURNAME Given, the candidate number, the birth date on some, the school — the candidate's, not the issuer — and
 * the language stream); a table of subjects by code ("ENG131"), name, the mark out of 100 on some pages, the grade
 * 1-9 (1 the best) and its descriptor; the aggregate of the best five grades (neither a GPA nor a total of marks)
 * and the certificate's award or not; a release date, a disclaimer that the printed certificate prevails, and the
 * portal's footer. As the Pacific ministries' examination units publish results online for their national
 * certificates.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { Pdf, SANS, course, digits, setInstitution } from '../lib/n-kit';
import { around, dmy, iso, jPerson, jResult, longDate, sample } from './j-kit';

const BOARD = 'Vanuatu National Examinations Board';
const SCHOOLS = ['Vila East Secondary School', 'Luganville Central College', 'Tanna Highlands Secondary School', 'Malekula North College', 'Pentecost Bay Secondary School', 'Efate Rural College'];
const SUBJECTS: Array<[string, string]> = [
  ['ENG', 'English'], ['MAT', 'Mathematics'], ['BIO', 'Biology'], ['CHE', 'Chemistry'], ['PHY', 'Physics'], ['GEO', 'Geography'],
  ['HIS', 'History'], ['ACC', 'Accounting'], ['ECO', 'Economics'], ['AGR', 'Agriculture'], ['CSC', 'Computer Studies'], ['FRS', 'French Second Language'],
];
const DESCRIPTORS = ['', 'Outstanding', 'Excellent', 'Very Good', 'Good', 'Credit', 'Satisfactory', 'Pass', 'Weak', 'Fail'];

async function render(rng: Rng) {
  const p = jPerson(rng, 'VU');
  const year = rng.int(2016, 2024);
  const dob = iso(year - rng.int(17, 20), rng.int(1, 12), rng.int(13, 28));
  const showDob = rng.bool(0.5);
  const showMarks = rng.bool(0.5);
  const cand = `${String(year).slice(2)}-${digits(rng, 4)}-${digits(rng, 4)}`;
  const F = rng.pick([SANS[0], SANS[1], SANS[2]]);
  const ability = rng.float(1.5, 7);
  const r = jResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, BOARD, 'VU');

  const compulsory = SUBJECTS.slice(0, 2);
  const chosen = [...compulsory, ...sample(rng, SUBJECTS.slice(2), rng.int(4, 5))];
  const rows: string[][] = [];
  const grades: number[] = [];
  chosen.forEach(([code, name], i) => {
    const g = Math.round(around(rng, ability, 1.5, 1, 9));
    // A mark band per grade: grade 1 from 90, then ten points a grade down to 9 below 20.
    const mark = Math.max(0, Math.min(100, 100 - g * 10 + rng.int(0, 9)));
    const c = `${code}1${3 + (i % 2)}${i + 1}`;
    grades.push(g);
    rows.push([c, name, ...(showMarks ? [String(mark)] : []), String(g), DESCRIPTORS[g]]);
    r.courses.push(course({ courseNumber: c, courseName: name, grade: String(g), ...(showMarks ? { marksScored: mark, maximumMarks: 100 } : {}) }));
  });
  const aggregate = [...grades].sort((a, b) => a - b).slice(0, 5).reduce((a, b) => a + b, 0);
  const awarded = aggregate <= 30 && grades[0] <= 7;
  Object.assign(r.qualification, {
    registrationNumber: cand, name: 'Vanuatu Senior Secondary Certificate', level: 'Higher Secondary',
    yearOfCompletion: awarded ? year : null, status: awarded ? 'Completed' : null,
  });

  const pdf = new Pdf({ size: [760, 660], title: 'Online Results', author: BOARD, creationDate: new Date(`${year + 1}-01-20T08:00:00Z`) });
  const W = pdf.width;
  const blue = rng.pick(['#0b5394', '#006847', '#7f1d1d']);
  // Browser chrome: tab strip and address bar.
  pdf.fill(0, 0, W, 24, '#dfe3e8');
  pdf.roundRect(10, 5, 220, 19, 4, { fill: '#ffffff' });
  pdf.text('Statement of Results | VNEB Online', 18, 10, { font: F.regular, size: 8 });
  pdf.fill(0, 24, W, 24, '#ffffff');
  pdf.roundRect(50, 28, W - 100, 16, 8, { fill: '#f1f3f4' });
  pdf.text(`https://results.vneb.gov.vu/candidate/statement?no=${cand}`, 62, 32, { font: F.regular, size: 8, color: '#333333' });
  // Portal banner, menu and breadcrumb.
  pdf.fill(0, 48, W, 54, blue);
  pdf.crest(36, 75, 18, 'VU', '#ffffff');
  pdf.text('Republic of Vanuatu  ·  Ministry of Education and Training', 64, 56, { font: F.regular, size: 8.5, color: '#dddddd' });
  pdf.text(BOARD, 64, 70, { font: F.bold, size: 15, color: '#ffffff' });
  pdf.text('PMB 9028, Port Vila, Vanuatu', 64, 88, { font: F.regular, size: 8, color: '#dddddd' });
  pdf.fill(0, 102, W, 20, '#eef1f4');
  pdf.text('Home     Results     Examination Timetable     Certificates     Contact Us', 24, 108, { font: F.regular, size: 8.5, color: '#333333' });
  pdf.text('Home  ›  Results  ›  Statement of Results', 24, 132, { font: F.regular, size: 8, color: '#666666' });
  const title = `VANUATU SENIOR SECONDARY CERTIFICATE EXAMINATION ${year}`;
  pdf.text(title, 24, 152, { font: F.bold, size: 13, color: blue, width: W - 48, fit: true });
  pdf.text('Statement of Results (Year 13)', 24, 172, { font: F.regular, size: 10 });
  // Candidate card.
  let y = 196;
  pdf.roundRect(24, y, W - 48, 78, 4, { stroke: '#c8ccd2' });
  const card: Array<[string, string]> = [['Candidate Name', `${p.family.toUpperCase()} ${p.given}`], ['Candidate No.', cand], ['School', rng.pick(SCHOOLS)], ['Stream', 'Anglophone']];
  if (showDob) card.splice(2, 0, ['Date of Birth', dmy(dob, '/')]);
  card.forEach(([k, v], i) => {
    const x = 36 + (i % 2) * ((W - 72) / 2);
    const yy = y + 12 + Math.floor(i / 2) * 20;
    pdf.text(k, x, yy, { font: F.bold, size: 8.5, color: '#555555' });
    pdf.text(v, x + 96, yy, { font: F.regular, size: 9.5, width: (W - 72) / 2 - 104, fit: true });
  });
  y += 96;
  // Results table.
  const heads = ['Code', 'Subject', ...(showMarks ? ['Mark /100'] : []), 'Grade', 'Descriptor'];
  const widths = showMarks ? [90, W - 48 - 90 - 90 - 70 - 140, 90, 70, 140] : [100, W - 48 - 100 - 80 - 160, 80, 160];
  pdf.fill(24, y, W - 48, 22, blue);
  let x = 24;
  heads.forEach((h, i) => {
    pdf.text(h, x + 8, y + 6, { font: F.bold, size: 9, color: '#ffffff' });
    x += widths[i];
  });
  y += 22;
  rows.forEach((row, k) => {
    if (k % 2 === 1) pdf.fill(24, y, W - 48, 22, '#f6f8fa');
    let cx = 24;
    row.forEach((cell, i) => {
      pdf.text(cell, cx + 8, y + 6, { font: i === heads.indexOf('Grade') ? F.bold : F.regular, size: 9.5 });
      cx += widths[i];
    });
    y += 22;
    pdf.line(24, y, W - 24, y, 0.4, '#dddddd');
  });
  y += 16;
  pdf.text(`Aggregate (best five subjects): ${aggregate}`, 24, y, { font: F.bold, size: 10 });
  y += 18;
  pdf.text(awarded ? 'Result: Certificate awarded' : 'Result: Certificate not awarded (aggregate above 30 or English below grade 7)', 24, y, { font: F.bold, size: 10, color: awarded ? '#1b5e20' : '#8b0000' });
  y += 26;
  pdf.para(`Grades run from 1 (highest) to 9. Results released on ${longDate(iso(year + 1, 1, rng.int(10, 25)), 'en')}. This online statement is provided for information only; the certificate issued by the Board prevails.`, 24, y, W - 48, { font: F.italic, size: 8.5, leading: 11, color: '#555555' });
  pdf.fill(0, pdf.height - 40, W, 40, '#2f3337');
  pdf.text(`© ${year + 1} ${BOARD}  ·  Ministry of Education and Training, Port Vila  ·  Privacy  ·  Help`, 24, pdf.height - 26, { font: F.regular, size: 8, color: '#cccccc' });
  const printed: Record<string, string> = { 'candidate.fullName': `${p.family.toUpperCase()} ${p.given}`, 'qualification.name': title };
  if (showDob) printed['candidate.dateOfBirth'] = dmy(dob, '/');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'j-05-certificate',
    country: 'VU',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['screenshot'],
    conventions: 'Vanuatu senior secondary certificate results on the examinations board\'s portal: browser chrome with a .gov.vu address, banner with the Republic, ministry and board (Port Vila), menu and breadcrumb; "<CERTIFICATE> EXAMINATION 2019" named by its certificate; candidate card (SURNAME Given, candidate number, optional birth date, school, stream); subjects by code with an optional mark /100, grade 1-9 and descriptor; aggregate of best five (no GPA or total); award or not; release date.',
    render,
  },
];
