/**
 * National Form Seven results notice of a Polynesian island nation's examinations unit, in English with the national
 * motto in Tuvaluan: "Government of Tuvalu", the Ministry of Education (the issuer) and its Examinations and Assessment Unit
 * at "Vaiaku, Funafuti, Tuvalu"; "NATIONAL FORM SEVEN CERTIFICATE — NOTICE OF RESULTS <year>"; the candidate's name
 * (FAMILY Given on some), candidate number, date of birth on some, the school under its own caption (not the issuer);
 * a table of subjects with the scaled mark out of 100 and the grade 1-9 where 1 is the highest (both printed); the
 * aggregate of the best four grades (lower is better: neither a total of marks nor a GPA); a grade key; the Chief
 * Examiner's signature and the date of issue. As Pacific examination boards report senior secondary results.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, course, digits, setInstitution } from '../lib/n-kit';
import { around, iso, lPerson, lResult, lTable, longDate, otherName, sample, type LRow } from './l-kit';

const UNIT = 'Examinations and Assessment Unit';
const SCHOOLS = ['Nukufetau Senior College', 'Vaitupu Island Secondary School', 'Funafuti Christian College'];
const SUBJECTS = ['English', 'Mathematics with Calculus', 'Mathematics with Statistics', 'Biology', 'Chemistry', 'Physics', 'Geography', 'History', 'Accounting', 'Economics', 'Computer Studies', 'Agricultural Science'];

async function render(rng: Rng) {
  const p = lPerson(rng, 'TV');
  const year = rng.int(2015, 2025);
  const school = rng.pick(SCHOOLS);
  const showDob = rng.bool(0.45);
  const caps = rng.bool(0.5);
  const no = `F7/${year}/${digits(rng, 4)}`;
  const dob = iso(year - 18, rng.int(1, 12), rng.int(1, 28));
  const issued = iso(year + 1, rng.int(1, 2), rng.int(5, 28));
  const F = rng.pick(SANS);
  const r = lResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, 'Ministry of Education', 'TV');
  Object.assign(r.qualification, { name: 'National Form Seven Certificate', level: 'Higher Secondary', registrationNumber: no, yearOfCompletion: year, dateOfIssue: issued, status: 'Completed' });
  const ability = rng.float(40, 85);
  const rows: LRow[] = [];
  const grades: number[] = [];
  const subjects = ['English', ...sample(rng, SUBJECTS.slice(1), rng.int(4, 5))];
  for (const s of subjects) {
    const mark = around(rng, ability, 12, 12, 97);
    const g = 1 + [86, 76, 66, 56, 46, 36, 26, 16, 0].findIndex((min) => mark >= min);
    grades.push(g);
    rows.push({ cells: [s, String(mark), String(g)] });
    r.courses.push(course({ courseName: s, marksScored: mark, maximumMarks: 100, grade: String(g) }));
  }
  const aggregate = [...grades].sort((a, b) => a - b).slice(0, 4).reduce((a, b) => a + b, 0);

  const pdf = new Pdf({ size: A4, title: 'Notice of Results', author: 'Ministry of Education', creationDate: new Date(`${issued}T00:00:00Z`) });
  const c = rng.pick(['#075985', '#0e7490', '#1e40af']);
  const L = 56;
  const W = pdf.width - 112;
  pdf.crest(pdf.width / 2, 60, 26, 'TV', c);
  pdf.text('GOVERNMENT OF TUVALU', L, 96, { font: F.bold, size: 12, width: W, align: 'center' });
  pdf.text('Tuvalu mo te Atua', L, 112, { font: F.italic, size: 9, width: W, align: 'center', color: '#555555' });
  pdf.text('Ministry of Education', L, 126, { font: F.bold, size: 12, width: W, align: 'center', color: c });
  pdf.text(UNIT, L, 141, { font: F.regular, size: 10, width: W, align: 'center', color: c });
  pdf.text(`Private Mail Bag · Vaiaku, Funafuti, Tuvalu · Tel. +688 20${digits(rng, 3)}`, L, 156, { font: F.regular, size: 8.5, width: W, align: 'center', color: '#444444' });
  pdf.line(L, 170, L + W, 170, 1, c);
  pdf.text(`NATIONAL FORM SEVEN CERTIFICATE — NOTICE OF RESULTS ${year}`, L, 184, { font: F.bold, size: 12.5, width: W, align: 'center', fit: true });
  const name = caps ? `${p.family.toUpperCase()} ${p.given}` : `${p.given} ${p.family}`;
  const parts: Array<[string, string]> = [['Name of candidate', name], ['Candidate number', no]];
  if (showDob) parts.push(['Date of birth', longDate(dob, 'en')]);
  parts.push(['School', school]);
  let y = 214;
  for (const [a, b] of parts) {
    pdf.text(`${a}`, L, y, { font: F.regular, size: 10 });
    pdf.text(`:  ${b}`, L + 130, y, { font: F.bold, size: 10 });
    y += 17;
  }
  y += 14;
  const cols = [{ label: 'Subject', width: W - 200 }, { label: ['Scaled mark', '(out of 100)'], width: 100, align: 'center' as const }, { label: ['Grade', '(1 highest)'], width: 100, align: 'center' as const }];
  y = lTable(pdf, F, L, y, cols, rows, { size: 10, rowH: 20, ruling: 'grid', fill: '#e0f2fe' }) + 14;
  pdf.text(`Aggregate of best four grades: ${aggregate}`, L, y, { font: F.bold, size: 10.5 });
  y += 20;
  pdf.para('Grade key: 1 = 86-100, 2 = 76-85, 3 = 66-75, 4 = 56-65, 5 = 46-55, 6 = 36-45, 7 = 26-35, 8 = 16-25, 9 = below 16. A grade of 5 or better in a subject is a pass. The aggregate is the sum of the four best grades: the lower the aggregate, the better the result.', L, y, W, { font: F.italic, size: 8.5, leading: 12, color: '#333333' });
  y += 90;
  pdf.signature(L, y - 20, 120, rng);
  pdf.line(L, y, L + 200, y, 0.5);
  pdf.text(otherName(rng, 'TV', p.family), L, y + 6, { font: F.regular, size: 10 });
  pdf.text('Chief Examiner', L, y + 20, { font: F.italic, size: 9 });
  pdf.text(`Issued: ${longDate(issued, 'en')}`, L + W - 200, y + 6, { font: F.regular, size: 10, width: 200, align: 'right' });
  pdf.seal(L + W - 60, y + 70, 30, c);
  const printed: Record<string, string> = { 'candidate.fullName': name, 'qualification.dateOfIssue': longDate(issued, 'en') };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'en');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'l-06-marksheet',
    country: 'TV',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['photo'],
    conventions: 'National Form Seven notice of results of a Polynesian island nation examinations unit in English (motto in the local language): Government, Ministry of Education (issuer) and its Examinations and Assessment Unit at Vaiaku, Funafuti with +688; candidate name (FAMILY Given on some), candidate number, optional birth date, school under its caption (not the issuer); subjects with scaled mark /100 and grade 1-9 (1 highest), both printed; aggregate of best four grades (no total, no GPA); grade key; Chief Examiner and date of issue.',
    render,
  },
];
