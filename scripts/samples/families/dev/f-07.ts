/**
 * Tongan national examination board's result slip of the Form Seven certificate examination (the end of upper
 * secondary school), in English: "KINGDOM OF TONGA" over the board's name and its P.O. Box in Nuku'alofa; "RESULT
 * SLIP" and "TONGA NATIONAL FORM SEVEN CERTIFICATE EXAMINATION <year>" (the sitting named by its certificate); the
 * candidate's number, name ("SURNAME Given" or "Given SURNAME" under separate captions), date of birth, sex, the
 * centre number and the school (the candidate's school, not the issuer); a boxed table of subjects in capitals
 * with the mark in percent and the grade A-E; the total of the marks; the result ("Certificate awarded" or
 * "Subject results only"); a note that the slip is no certificate; the chief examiner's signature and the date
 * of release. As described by Pacific national examination boards (Form 7 certificates, subject marks with
 * letter grades, result slips released before the certificates).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { around, dmy, fPerson, fResult, fTable, iso, longDate, shuffled, upper, type FRow } from './f-kit';

const BOARD = 'Tonga National Examinations Board';
const SCHOOLS = ['Hango Valley College', 'Nukunuku Community High School', 'Fuaamotu Mission College', 'Neiafu Side High School', 'Kolomotu\'a Academy'];
const CORE = ['ENGLISH', 'TONGAN STUDIES'];
const OPTIONS = ['MATHEMATICS', 'BIOLOGY', 'CHEMISTRY', 'PHYSICS', 'ACCOUNTING', 'ECONOMICS', 'GEOGRAPHY', 'HISTORY', 'COMPUTER STUDIES', 'AGRICULTURE'];
const gradeOf = (m: number) => (m >= 80 ? 'A' : m >= 65 ? 'B' : m >= 50 ? 'C' : m >= 35 ? 'D' : 'E');

async function render(rng: Rng) {
  const p = fPerson(rng, 'TO');
  const year = rng.int(2015, 2025);
  const dob = iso(year - rng.int(17, 19), rng.int(1, 12), rng.int(1, 28));
  const released = iso(year + 1, 1, rng.int(8, 28));
  const school = rng.pick(SCHOOLS);
  const F = rng.pick([SANS[0], SANS[1], SERIF[1]]);
  const ability = rng.float(40, 85);
  const cand = `${String(year).slice(2)}-${digits(rng, 4)}`;
  const r = fResult('en', p.given, p.family, dob);
  setInstitution(r, BOARD, 'TO');
  const qual = 'Tonga National Form Seven Certificate';
  const subjects = [...CORE, ...shuffled(rng, OPTIONS).slice(0, rng.int(3, 4))];
  const rows: FRow[] = [];
  let total = 0;
  let passes = 0;
  for (const s of subjects) {
    const m = around(rng, ability, 12, 18, 96);
    const g = gradeOf(m);
    rows.push({ cells: [s, String(m), g] });
    r.courses.push(course({ courseName: s, marksScored: m, maximumMarks: 100, grade: g }));
    total += m;
    if (m >= 50) passes++;
  }
  const awarded = passes >= 3 && r.courses.some((c) => c.courseName === 'ENGLISH' && (c.marksScored ?? 0) >= 50);
  Object.assign(r.qualification, {
    registrationNumber: cand, name: qual, level: 'Higher Secondary', yearOfCompletion: year, status: 'Completed',
    dateOfIssue: released, totalCreditsOrMarks: String(total),
  });

  const pdf = new Pdf({ size: A4, title: 'Result Slip', author: BOARD, creationDate: new Date(`${released}T08:00:00Z`) });
  const L = 56;
  const W = pdf.width - 112;
  const c = rng.pick(['#9b1b30', '#1d3557', '#2b2b2b']);
  pdf.rect(30, 30, pdf.width - 60, 560, 1.2, c);
  pdf.crest(pdf.width / 2, 70, 22, 'TO', c);
  pdf.text('KINGDOM OF TONGA', L, 100, { font: F.bold, size: 11, width: W, align: 'center' });
  pdf.text(upper(BOARD), L, 116, { font: F.bold, size: 13.5, color: c, width: W, align: 'center' });
  pdf.text(`P.O. Box ${rng.int(11, 99)}, Nuku'alofa  ·  Tel. (+676) ${digits(rng, 5)}`, L, 134, { font: F.regular, size: 8.5, width: W, align: 'center' });
  pdf.text('RESULT SLIP', L, 160, { font: F.bold, size: 16, width: W, align: 'center' });
  pdf.text(`${upper(qual)} EXAMINATION ${year}`, L, 182, { font: F.bold, size: 10.5, width: W, align: 'center', fit: true });
  let y = 212;
  const surnameFirst = rng.bool(0.5);
  const info: Array<[string, string]> = [
    ['Candidate No.', cand],
    surnameFirst ? ['Surname', upper(p.family)] : ['Given Name(s)', p.given],
    surnameFirst ? ['Given Name(s)', p.given] : ['Surname', upper(p.family)],
    ['Date of Birth', dmy(dob)], ['Sex', p.woman ? 'F' : 'M'],
    ['Centre', `${rng.int(101, 140)} — ${school}`],
  ];
  for (const [k, v] of info) {
    pdf.text(k, L + 10, y, { font: F.regular, size: 9.5 });
    pdf.text(`:  ${v}`, L + 120, y, { font: F.bold, size: 9.5, width: W - 130, fit: true });
    y += 16;
  }
  y += 10;
  y = fTable(pdf, F, L + 10, y, [{ label: 'SUBJECT', width: W - 20 - 150 }, { label: 'MARK (%)', width: 80, align: 'center' }, { label: 'GRADE', width: 70, align: 'center' }], rows, { size: 10, rowH: 18, ruling: 'grid', fill: '#eeeeee' });
  y += 12;
  pdf.text(`TOTAL MARKS: ${total}`, L + 10, y, { font: F.bold, size: 10 });
  pdf.text(`RESULT: ${awarded ? 'CERTIFICATE AWARDED' : 'SUBJECT RESULTS ONLY'}`, L + W / 2, y, { font: F.bold, size: 10 });
  y += 22;
  pdf.text('Grades: A 80-100, B 65-79, C 50-64, D 35-49, E 0-34. A certificate requires three passes at C or better including English.', L + 10, y, { font: F.italic, size: 7.8, width: W - 20, fit: true });
  pdf.text('This result slip is issued for information only and is not a certificate.', L + 10, y + 12, { font: F.italic, size: 7.8 });
  y += 56;
  pdf.signature(L + 20, y - 18, 100, rng);
  pdf.line(L + 10, y, L + 190, y, 0.5);
  pdf.text('Chief Examiner', L + 10, y + 4, { font: F.regular, size: 9, width: 180, align: 'center' });
  pdf.text(`Date of release: ${longDate(released, 'en')}`, L + W - 230, y + 4, { font: F.regular, size: 9, width: 220, align: 'right' });
  pdf.seal(L + W / 2, y - 8, 24, c);
  const printed: Record<string, string> = { 'candidate.fullName': p.given, 'candidate.dateOfBirth': dmy(dob), 'qualification.dateOfIssue': longDate(released, 'en') };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'f-07-marksheet',
    country: 'TO',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['photo'],
    conventions: 'Tongan national examination board result slip of the Form Seven certificate examination in English: Kingdom of Tonga, the board with its P.O. Box in Nuku\'alofa and +676; the sitting named by its certificate; candidate number, surname and given names under separate captions in either order, birth date, sex, centre and school (not the issuer); subjects in capitals with mark in percent and grade A-E; total marks; the result; a note that the slip is no certificate; date of release; as described by Pacific national examination boards.',
    render,
  },
];
