/**
 * Pakistani board "Detailed Marks Certificate" (SSC / HSSC): roll and registration numbers, the
 * candidate's and father's names, a ruled table of subjects with the maximum marks and the marks
 * obtained in Part-I, Part-II and in total (a two-line header: "Marks Obtained" over its three
 * sub-columns), a grade or status per subject, a grand total row and the result in words.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, dateWords, formatDate, gridLines, iso, numberWords, type Column } from '../lib/a-kit';
import { detailsBlock, natural, resultFor, tPerson } from '../lib/t-kit';

const BOARDS = [
  { name: 'Board of Intermediate and Secondary Education, Kohat Valley', city: 'Kohat' },
  { name: 'Board of Intermediate and Secondary Education, Chenab Division', city: 'Gujranwala' },
  { name: 'Federal Board of Intermediate and Secondary Education', city: 'Islamabad' },
  { name: 'Board of Intermediate and Secondary Education, Indus Region', city: 'Hyderabad' },
];

const SSC: Array<[string, number, boolean]> = [
  ['English (Compulsory)', 150, true], ['Urdu (Compulsory)', 150, true], ['Islamiyat (Compulsory)', 75, false],
  ['Pakistan Studies (Compulsory)', 75, false], ['Mathematics', 150, true], ['Physics', 150, true], ['Chemistry', 150, true],
];
const SSC_ELECTIVE: Array<[string, number, boolean]> = [['Biology', 150, true], ['Computer Science', 150, true]];
const HSSC: Array<[string, number, boolean]> = [
  ['English', 200, true], ['Urdu', 200, true], ['Islamic Education / Ethics', 50, false], ['Pakistan Studies', 50, false],
  ['Physics', 200, true], ['Chemistry', 200, true],
];
const HSSC_ELECTIVE: Array<[string, number, boolean]> = [['Biology', 200, true], ['Mathematics', 200, true], ['Computer Science', 200, true]];

function gradeOf(pct: number): string {
  if (pct >= 80) return 'A+';
  if (pct >= 70) return 'A';
  if (pct >= 60) return 'B';
  if (pct >= 50) return 'C';
  if (pct >= 40) return 'D';
  if (pct >= 33) return 'E';
  return 'F';
}

async function render(rng: Rng) {
  const person = tPerson(rng, 'PK', 0);
  const father = `${rng.pick(['Muhammad', 'Abdul', 'Ghulam', 'Syed'])} ${rng.pick(['Rashid', 'Aslam', 'Tariq', 'Nadeem', 'Saleem', 'Akram'])} ${person.last}`;
  const board = rng.pick(BOARDS);
  const hssc = rng.bool();
  const F = rng.pick([SANS[0], SANS[1], SERIF[0], SERIF[1]]);
  const year = rng.int(2012, 2023);
  const dob = iso(year - (hssc ? 18 : 16), rng.int(1, 12), rng.int(1, 28));
  const roll = digits(rng, 6);
  const regNo = `${rng.int(10, 99)}-${rng.pick(['A', 'B', 'C'])}-${digits(rng, 5)}`;
  const group = hssc ? rng.pick(['Pre-Medical', 'Pre-Engineering', 'ICS']) : rng.pick(['Science', 'Science (Computer)']);
  const qual = hssc ? 'Higher Secondary School Certificate' : 'Secondary School Certificate';
  const subjects = [...(hssc ? HSSC : SSC), ...(hssc ? rng.sample(HSSC_ELECTIVE, 1) : rng.sample(SSC_ELECTIVE, 1))];
  const ability = rng.float(0.5, 0.92);
  const showGrade = rng.bool(0.6);
  const dateForm = rng.pick(['in-dash', 'in-slash', 'gb-long'] as const);

  const r = resultFor('en', 'English', person, dob);
  r.institution = { name: board.name, country: 'Pakistan', countryCode: 'PK', state: null, stateCode: null };
  r.qualification.registrationNumber = roll;
  r.qualification.name = qual;
  r.qualification.level = hssc ? 'Higher Secondary' : 'Secondary';
  r.qualification.program = group;
  r.qualification.status = 'Completed';
  r.qualification.yearOfCompletion = year;

  let total = 0;
  let totalMax = 0;
  const rows = subjects.map(([name, max, twoParts]) => {
    const got = Math.max(Math.ceil(max * 0.35), Math.min(max, Math.round(max * (ability + rng.gauss() * 0.08))));
    // Two-year subjects split their marks over Part-I (class IX / XI) and Part-II (X / XII);
    // one-year subjects print a dash in the part they are not examined in.
    const p1 = twoParts ? Math.round(got * rng.float(0.45, 0.55)) : null;
    const p2 = twoParts ? got - p1! : got;
    total += got;
    totalMax += max;
    const grade = gradeOf((100 * got) / max);
    r.courses.push(course({ courseName: name, marksScored: got, maximumMarks: max, grade: showGrade ? grade : null, passStatus: showGrade ? null : 'PASS', year }));
    return { name, max, p1, p2, got, grade };
  });
  r.qualification.totalCreditsOrMarks = String(total);
  const issued = iso(year, rng.int(8, 10), rng.int(1, 28));
  r.qualification.dateOfIssue = issued;
  const printed: Record<string, string> = { 'candidate.fullName': natural(person).toUpperCase(), 'candidate.dateOfBirth': formatDate(dob, dateForm) };

  const pdf = new Pdf({ size: A4, title: 'Detailed Marks Certificate', author: board.name, creationDate: new Date(`${issued}T08:00:00Z`) });
  const L = rng.int(40, 52);
  const R = pdf.width - L;
  const W = R - L;
  const accent = rng.pick(['#0d5c2e', '#1b3f7a', '#4a2a00']);
  pdf.watermark(board.name.split(',')[0].toUpperCase(), pdf.width / 2, 470, { size: 26, opacity: 0.08, angle: -32 });
  pdf.crest(pdf.width / 2, 46, 20, 'BISE', accent);
  pdf.text(board.name.toUpperCase(), L, 72, { font: F.bold, size: 12.5, width: W, align: 'center', color: accent, fit: true });
  pdf.text(`${board.city}, Pakistan`, L, 89, { font: F.regular, size: 9, width: W, align: 'center' });
  pdf.text('DETAILED MARKS CERTIFICATE', L, 108, { font: F.bold, size: 13, width: W, align: 'center' });
  pdf.text(`${qual} (${hssc ? 'HSSC' : 'SSC'}) Annual Examination, ${year}`, L, 126, { font: F.regular, size: 10, width: W, align: 'center' });
  let y = 150;
  y += detailsBlock(pdf, F, L, y, W, [
    ['Roll No.', roll],
    ['Registration No.', regNo],
    ['Group', group],
    ['Name', natural(person).toUpperCase()],
    ["Father's Name", father.toUpperCase()],
    ['Date of Birth', formatDate(dob, dateForm)],
  ], { size: 9, labelWidth: 96 }) + 4;
  pdf.text(`Date of Birth (in words): ${dateWords(dob)}`, L, y, { font: F.regular, size: 8, width: W, fit: true });
  y += 20;

  const subjW = W - 40 - 5 * 56;
  const cols: Column[] = [
    { label: 'Sr.', width: 40, align: 'center' },
    { label: 'Subject', width: subjW },
    { label: rng.pick(['Max. Marks', 'Maximum Marks', 'Total Marks']), width: 56, align: 'center' },
    { label: 'Part-I', width: 56, align: 'center' },
    { label: 'Part-II', width: 56, align: 'center' },
    { label: 'Total', width: 56, align: 'center' },
    { label: showGrade ? 'Grade' : 'Status', width: 56, align: 'center' },
  ];
  const size = 9;
  const top = y;
  // Header on two lines: "Marks Obtained" spans the three obtained columns.
  const xs = [L];
  for (const c of cols) xs.push(xs[xs.length - 1] + c.width);
  pdf.fill(L, y, W, 30, '#eeeeee');
  pdf.line(L, y, R, y, 0.8);
  const obtainedX = xs[3];
  pdf.text('Marks Obtained', obtainedX, y + 3, { font: F.bold, size, width: 56 * 3, align: 'center' });
  pdf.line(obtainedX, y + 15, obtainedX + 56 * 3, y + 15, 0.5);
  cols.forEach((c, i) => {
    const label = c.label as string;
    const yy = i >= 3 && i <= 5 ? y + 18 : y + 10;
    pdf.text(label, xs[i] + 2, yy, { font: F.bold, size: size - 0.5, width: c.width - 4, align: 'center', fit: true });
  });
  y += 30;
  pdf.line(L, y, R, y, 0.8);
  rows.forEach((row, k) => {
    const cells = [String(k + 1), row.name, String(row.max), row.p1 === null ? '—' : String(row.p1), String(row.p2), String(row.got), showGrade ? row.grade : 'PASS'];
    cells.forEach((c, i) => pdf.text(c, xs[i] + 4, y + 5, { font: F.regular, size, width: cols[i].width - 8, align: cols[i].align ?? 'left', fit: true }));
    y += 19;
    pdf.line(L, y, R, y, 0.4);
  });
  pdf.text('Grand Total', xs[1] + 4, y + 5, { font: F.bold, size });
  pdf.text(String(totalMax), xs[2] + 4, y + 5, { font: F.bold, size, width: 48, align: 'center' });
  pdf.text(String(total), xs[5] + 4, y + 5, { font: F.bold, size, width: 48, align: 'center' });
  y += 19;
  pdf.line(L, y, R, y, 0.8);
  gridLines(pdf, L, top, y, cols, 0.5);
  y += 12;
  pdf.text(`Marks in words: ${numberWords(total)}`, L, y, { font: F.regular, size: 9, width: W, fit: true });
  y += 14;
  const pct = (100 * total) / totalMax;
  pdf.text(`Result: PASS      Percentage: ${pct.toFixed(2)}%      Overall Grade: ${gradeOf(pct)}`, L, y, { font: F.bold, size: 9.5 });
  y += 26;
  pdf.text(`Date of Issue: ${formatDate(issued, dateForm)}`, L, y, { font: F.regular, size: 9 });
  pdf.signature(R - 140, y + 4, 110, rng);
  pdf.text('Controller of Examinations', R - 150, y + 12, { font: F.regular, size: 8.5 });
  y += 36;
  pdf.text('Errors and omissions excepted. This certificate is issued without any alteration or erasure.', L, y, { font: F.italic, size: 7.5, width: W, fit: true });
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'pk-detailed-marks-certificate',
    country: 'PK',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['scan', 'photo'],
    conventions: 'Pakistani BISE detailed marks certificate (SSC/HSSC): roll and registration numbers, father\'s name, subjects with maximum marks and marks obtained in Part-I, Part-II and total under a spanning "Marks Obtained" header, grades A+ to E/F by percentage bands, grand total and marks in words, as described by the boards\' result pages.',
    render,
  },
];
