/**
 * Indian national-board marksheet of the CBSE type, Class X ("Secondary School Examination") or
 * Class XII ("Senior School Certificate Examination"): a Hindi and English board header, the
 * candidate with mother's and father's names, date of birth in figures and words, the school,
 * subject codes with theory and internal-assessment/practical marks, the total in figures and
 * words, positional grades A1..E, the result.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, COUNTRY, Pdf, SANS, SERIF, course, dateWords, digits, drawHeader, drawRow, emptyResult, formatDate, gridLines, iso, numberWords, type Column } from '../lib/a-kit';
import { IN_NORTH, INVENTED_PLACES, indianPerson } from '../lib/a-data';

const BOARDS: Array<[string, string]> = [
  ['National Council of School Examinations', 'राष्ट्रीय विद्यालय परीक्षा परिषद'],
  ['Central Council for Secondary Education', 'केंद्रीय माध्यमिक शिक्षा परिषद'],
  ['All India Board of School Education', 'अखिल भारतीय विद्यालय शिक्षा बोर्ड'],
];

/** Subject code, name as the board prints it, theory maximum (the rest is internal assessment/practical). */
const X_CORE: Array<[string, string, number]> = [['184', 'ENGLISH LNG & LIT.', 80], ['002', 'HINDI COURSE-A', 80], ['041', 'MATHEMATICS STANDARD', 80], ['086', 'SCIENCE', 80], ['087', 'SOCIAL SCIENCE', 80]];
const X_EXTRA: Array<[string, string, number]> = [['402', 'INFORMATION TECHNOLOGY', 50], ['122', 'SANSKRIT', 80], ['417', 'ARTIFICIAL INTELLIGENCE', 50]];
const XII_STREAMS: Array<Array<[string, string, number]>> = [
  [['301', 'ENGLISH CORE', 80], ['042', 'PHYSICS', 70], ['043', 'CHEMISTRY', 70], ['041', 'MATHEMATICS', 80], ['083', 'COMPUTER SCIENCE', 70], ['048', 'PHYSICAL EDUCATION', 70]],
  [['301', 'ENGLISH CORE', 80], ['042', 'PHYSICS', 70], ['043', 'CHEMISTRY', 70], ['044', 'BIOLOGY', 70], ['302', 'HINDI CORE', 80], ['049', 'PAINTING', 30]],
  [['301', 'ENGLISH CORE', 80], ['055', 'ACCOUNTANCY', 80], ['054', 'BUSINESS STUDIES', 80], ['030', 'ECONOMICS', 80], ['041', 'MATHEMATICS', 80], ['065', 'INFORMATICS PRAC.', 70]],
  [['301', 'ENGLISH CORE', 80], ['027', 'HISTORY', 80], ['028', 'POLITICAL SCIENCE', 80], ['029', 'GEOGRAPHY', 70], ['037', 'PSYCHOLOGY', 70], ['302', 'HINDI CORE', 80]],
];

function positional(total: number): string {
  if (total >= 91) return 'A1';
  if (total >= 81) return 'A2';
  if (total >= 71) return 'B1';
  if (total >= 61) return 'B2';
  if (total >= 51) return 'C1';
  if (total >= 41) return 'C2';
  if (total >= 33) return 'D';
  return 'E';
}

async function render(rng: Rng) {
  const p = indianPerson(rng);
  const cls = rng.pick(['X', 'XII'] as const);
  const [board, boardHi] = rng.pick(BOARDS);
  const school = rng.pick(IN_NORTH);
  const year = rng.int(2012, 2024);
  const age = cls === 'X' ? 16 : 18;
  const dob = iso(year - age, rng.int(1, 12), rng.int(1, 28));
  const roll = digits(rng, 8);
  const F = rng.pick([SANS[0], SANS[2], SERIF[0]]);
  const accent = rng.pick(['#1a4c8a', '#7a3b00', '#205a20']);
  const pad = rng.bool(0.5);
  const ability = rng.float(55, 92);
  const subjects = cls === 'X' ? [...X_CORE, ...(rng.bool(0.7) ? [rng.pick(X_EXTRA)] : [])] : rng.pick(XII_STREAMS);
  const exam = cls === 'X' ? 'SECONDARY SCHOOL EXAMINATION' : 'SENIOR SCHOOL CERTIFICATE EXAMINATION';
  const first = [p.first, p.middle].filter(Boolean).join(' ');
  const full = `${first} ${p.last}`;

  const rows = subjects.map(([code, name, thMax]) => {
    const total = Math.max(30, Math.min(100, Math.round(ability + rng.gauss() * 9)));
    const iaMax = 100 - thMax;
    const ia = Math.min(iaMax, Math.max(Math.round(iaMax * 0.6), Math.round((iaMax * total) / 100 + rng.int(0, 3))));
    const th = total - ia;
    return { code, name, th, ia, total, grade: positional(total) };
  });
  const issued = iso(year, rng.int(5, 7), rng.int(1, 28));
  const f = (n: number) => (pad ? String(n).padStart(3, '0') : String(n));

  const r = emptyResult('en');
  r.candidate = { fullName: full, firstName: first, lastName: p.last, dateOfBirth: dob };
  r.institution = { name: board, ...COUNTRY.IN, state: null, stateCode: null };
  r.qualification.registrationNumber = roll;
  // The examination for a certificate names the certificate; one that names none keeps the word (README, `qualification.name`).
  r.qualification.name = cls === 'X' ? 'Secondary School Examination' : 'Senior School Certificate';
  r.qualification.level = cls === 'X' ? 'Secondary' : 'Higher Secondary';
  r.qualification.yearOfCompletion = year;
  r.qualification.status = 'Completed';
  r.qualification.dateOfIssue = issued;
  for (const row of rows) r.courses.push(course({ courseNumber: row.code, courseName: row.name, grade: row.grade, marksScored: row.total, maximumMarks: 100, passStatus: null, year }));
  const printed: Record<string, string> = { 'candidate.fullName': full.toUpperCase(), 'candidate.dateOfBirth': formatDate(dob, 'in-dash'), 'qualification.name': `${exam}, ${year}`, 'qualification.dateOfIssue': formatDate(issued, 'in-dash') };

  const pdf = new Pdf({ size: A4, title: 'Marks Statement', author: board, creationDate: new Date(`${issued}T05:00:00Z`) });
  const L = 40;
  const R = pdf.width - 40;
  const W = R - L;
  pdf.rect(18, 18, pdf.width - 36, pdf.height - 36, 2, accent);
  pdf.rect(23, 23, pdf.width - 46, pdf.height - 46, 0.5, accent);
  pdf.securityPattern(board.split(' ').map((w) => w[0]).join(''), 26, 26, pdf.width - 52, pdf.height - 52, accent, rng);
  pdf.watermark(board.split(' ').filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).join(''), pdf.width / 2, pdf.height / 2 + 40, { size: 160, angle: 0, opacity: 0.06, color: accent });
  pdf.seal(L + 30, 62, 26, accent);
  pdf.text(boardHi, L + 64, 36, { font: 'NotoDeva-Bold', size: 14, color: accent, width: W - 64, align: 'center' });
  pdf.text(board.toUpperCase(), L + 64, 58, { font: F.bold, size: 13, color: accent, width: W - 64, align: 'center', fit: true });
  pdf.text(`Shiksha Sadan, Sector ${rng.int(2, 23)}, Dwarka, New Delhi - 1100${rng.int(10, 78)}, India`, L + 64, 76, { font: F.regular, size: 8, width: W - 64, align: 'center' });
  pdf.line(L, 96, R, 96, 1, accent);
  pdf.text('अंक विवरणिका सह प्रमाण पत्र', L, 104, { font: 'NotoDeva', size: 10, width: W, align: 'center' });
  pdf.text('MARKS STATEMENT CUM CERTIFICATE', L, 120, { font: F.bold, size: 11, width: W, align: 'center', cs: 0.5 });
  pdf.text(`${exam}, ${year}`, L, 136, { font: F.bold, size: 10.5, width: W, align: 'center', color: accent });

  let y = 162;
  pdf.text('This is to certify that', L, y, { font: F.italic, size: 9 });
  y += 16;
  const kv = (label: string, hi: string, value: string, x: number, w: number) => {
    pdf.text(hi, x, y - 1, { font: 'NotoDeva', size: 7 });
    pdf.text(label, x, y + 9, { font: F.regular, size: 7.5, color: '#333333' });
    pdf.text(value, x + 118, y + 4, { font: F.bold, size: 9.5, width: w - 120, fit: true });
  };
  kv('Name of Candidate', 'परीक्षार्थी का नाम', full.toUpperCase(), L, W * 0.62);
  kv('Roll No.', 'अनुक्रमांक', roll, L + W * 0.64, W * 0.36);
  y += 24;
  kv("Mother's Name", 'माता का नाम', p.mother.toUpperCase(), L, W * 0.62);
  y += 24;
  kv("Father's/Guardian's Name", 'पिता/संरक्षक का नाम', p.father.toUpperCase(), L, W * 0.62);
  y += 24;
  kv('Date of Birth', 'जन्म तिथि', `${formatDate(dob, 'in-dash')}   (${dateWords(dob)})`, L, W);
  y += 24;
  const schoolName = `${digits(rng, 5)} ${rng.pick(INVENTED_PLACES).toUpperCase()} ${rng.pick(['PUBLIC SCHOOL', 'VIDYA MANDIR', 'CONVENT SCHOOL', 'SR. SEC. SCHOOL'])} ${school.city.toUpperCase()} ${school.stateCode}`;
  kv('School', 'विद्यालय', schoolName, L, W);
  y += 30;

  const cols: Column[] = [
    { label: ['SUB.', 'CODE'], width: 40, align: 'center' },
    { label: 'SUBJECT', width: 140 },
    { label: ['THEORY', ''], width: 50, align: 'center' },
    { label: ['IA/', 'PRACTICAL'], width: 56, align: 'center' },
    { label: ['TOTAL', ''], width: 44, align: 'center' },
    { label: ['TOTAL', '(IN WORDS)'], width: W - 40 - 140 - 50 - 56 - 44 - 56 },
    { label: ['POSITIONAL', 'GRADE'], width: 56, align: 'center' },
  ];
  const top = y;
  y += drawHeader(pdf, L, y, cols, { font: F.bold, size: 7.5, fill: '#e9eef7' }) + 4;
  const style = { font: F.regular, size: 9, leading: 16 };
  for (const row of rows) y += drawRow(pdf, L, y, cols, [row.code, row.name, f(row.th), f(row.ia), f(row.total), numberWords(row.total), row.grade], style);
  pdf.line(L, y + 2, R, y + 2, 0.7);
  gridLines(pdf, L, top, y + 2, cols, 0.4);
  y += 16;
  pdf.text('Result', L, y, { font: F.bold, size: 10 });
  pdf.text('PASS', L + 60, y, { font: F.bold, size: 10 });
  y += 26;
  pdf.text('ABBREVIATIONS: IA Internal Assessment; AB Absent; PASS Qualified; COMP Compartment; ER Essential Repeat.', L, y, { font: F.regular, size: 7, width: W, fit: true });
  y += 11;
  pdf.text('Positional grades: A1 top 1/8th of the passed candidates, A2 next 1/8th, B1, B2, C1, C2, decision "Spec format", decision "Identifiers" and so on; E essential repeat. Maximum marks of each subject: 100.', L, y, { font: F.regular, size: 7, width: W, fit: true });

  const sy = pdf.height - 110;
  pdf.text(`Dated: ${formatDate(issued, 'in-dash')}`, L, sy + 10, { font: F.regular, size: 9 });
  pdf.text('Delhi', L, sy + 24, { font: F.regular, size: 9 });
  pdf.qrLike(L + W / 2 - 30, sy - 14, 60, rng);
  pdf.signature(R - 140, sy + 6, 110, rng);
  pdf.text('Controller of Examinations', R - 150, sy + 16, { font: F.bold, size: 9 });
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'in-board-marksheet',
    country: 'IN',
    languages: ['en', 'hi'],
    kind: 'marksheet',
    degradations: ['scan', 'photo', 'screenshot'],
    conventions: 'Indian national-board (CBSE-type) marks statement cum certificate for Class X and XII: Hindi/English header, mother\'s and father\'s names, date of birth in figures and words, subject codes, theory and IA/practical marks, total in words, positional grades A1-E, as described in board result abbreviations and published CBSE marksheet explanations.',
    render,
  },
];
