/**
 * Statement of results of a Polynesian atoll territory's senior secondary certificate, in English: the territory's
 * department of education with "Fakaofo, Tokelau" and a +690 telephone (the issuer); "TOKELAU SENIOR SECONDARY
 * CERTIFICATE EXAMINATION <year>" (named by its certificate, `Higher Secondary`); the candidate's name (given and
 * family), the candidate number on some (the registration), the date of birth on some, the school and its atoll (not the
 * issuer); one row per subject with the school-based assessment raw out of 40, the same assessment after the moderation
 * panel's adjustment, the external examination out of 60, the final mark out of 100 (moderated assessment + examination:
 * `marksScored`, `maximumMarks` 100 — the components are no marks of their own) and the letter grade A-E (the grade);
 * a note explaining moderation; the total of the final marks (`totalCreditsOrMarks`); the date of the statement (the
 * issue) and the director's name. As small Pacific education departments moderate school-based marks against their
 * national examinations.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { around, iso, longDate, otherName, sample, w2Person, w2Result, w2Table, type W2Row } from './w2-kit';

const ISSUER = 'Tokelau Department of Education';
const SCHOOLS = ['Fakaofo School, Fakaofo', 'Nukunonu School, Nukunonu', 'Atafu School, Atafu'];
const SUBJECTS = ['English', 'Mathematics', 'Biology', 'Chemistry', 'Physics', 'Geography', 'History', 'Accounting', 'Economics', 'Tokelauan Studies', 'Computer Studies', 'Agriculture'];
const grade = (m: number) => (m >= 80 ? 'A' : m >= 65 ? 'B' : m >= 50 ? 'C' : m >= 40 ? 'D' : 'E');

async function render(rng: Rng) {
  const p = w2Person(rng, 'TK');
  const year = rng.int(2014, 2025);
  const showNo = rng.bool(0.55);
  const showDob = rng.bool(0.5);
  const F = rng.pick([SANS[0], SANS[1], SERIF[0]]);
  const no = `TSSC${String(year).slice(2)}-${digits(rng, 4)}`;
  const dob = iso(year - rng.int(17, 19), rng.int(1, 12), rng.int(1, 28));
  const r = w2Result('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, ISSUER, 'TK');
  Object.assign(r.qualification, { name: 'Tokelau Senior Secondary Certificate', level: 'Higher Secondary', registrationNumber: showNo ? no : null, yearOfCompletion: year, status: 'Completed' });
  const subjects = ['English', 'Mathematics', ...sample(rng, SUBJECTS.slice(2), rng.int(3, 4))];
  const ability = rng.float(40, 80);
  const shift = rng.pick([-3, -2, -1, 1, 2]);
  const rows: W2Row[] = [];
  let total = 0;
  for (const s of subjects) {
    const raw = Math.round(around(rng, ability * 0.4, 5, 8, 40));
    const mod = Math.max(0, Math.min(40, raw + shift));
    const exam = Math.round(around(rng, ability * 0.6, 8, 8, 60));
    const fin = mod + exam;
    total += fin;
    const g = grade(fin);
    rows.push({ cells: [s, String(raw), String(mod), String(exam), String(fin), g] });
    r.courses.push(course({ courseName: s, marksScored: fin, maximumMarks: 100, grade: g }));
  }
  r.qualification.totalCreditsOrMarks = String(total);
  const issued = iso(year + 1, rng.int(1, 2), rng.int(1, 28));
  r.qualification.dateOfIssue = issued;

  const pdf = new Pdf({ size: A4, title: 'Statement of Results', author: ISSUER, creationDate: new Date(`${issued}T09:00:00Z`) });
  const c = rng.pick(['#0c4a6e', '#14532d', '#1e3a8a']);
  const L = 50;
  const W = pdf.width - 100;
  pdf.crest(L + 24, 60, 24, 'TDE', c);
  pdf.text(ISSUER.toUpperCase(), L + 60, 40, { font: F.bold, size: 14, color: c });
  pdf.text(`Examinations Unit · Fakaofo, Tokelau · Tel. +690 3${digits(rng, 3)}`, L + 60, 60, { font: F.regular, size: 9, color: '#444444' });
  pdf.line(L, 96, L + W, 96, 1.2, c);
  pdf.text(`TOKELAU SENIOR SECONDARY CERTIFICATE EXAMINATION ${year}`, L, 110, { font: F.bold, size: 12.5, width: W, align: 'center', fit: true });
  pdf.text('STATEMENT OF RESULTS', L, 130, { font: F.bold, size: 11, width: W, align: 'center', cs: 1.5, color: c });
  const part: Array<[string, string]> = [['Candidate', `${p.given} ${p.family.toUpperCase()}`]];
  if (showNo) part.push(['Candidate No.', no]);
  if (showDob) part.push(['Date of Birth', longDate(dob, 'en')]);
  part.push(['School', rng.pick(SCHOOLS)]);
  let y = 160;
  for (const [a, b] of part) {
    pdf.text(a, L, y, { font: F.bold, size: 10 });
    pdf.text(b, L + 110, y, { font: F.regular, size: 10 });
    y += 16;
  }
  y += 10;
  const cols = [{ label: 'Subject', width: W - 5 * 70 }, { label: ['School-based', 'raw /40'], width: 70, align: 'center' as const }, { label: ['School-based', 'moderated /40'], width: 70, align: 'center' as const }, { label: ['Examination', '/60'], width: 70, align: 'center' as const }, { label: ['Final mark', '/100'], width: 70, align: 'center' as const }, { label: 'Grade', width: 70, align: 'center' as const }];
  y = w2Table(pdf, F, L, y, cols, rows, { size: 9.5, rowH: 20, ruling: 'grid', fill: '#e0f2fe' });
  y = w2Table(pdf, F, L, y, [{ label: '', width: W - 2 * 70 }, { label: '', width: 70 }, { label: '', width: 70 }], [{ cells: [`Total of final marks (${subjects.length} subjects)`, String(total), ''], bold: true }], { size: 9.5, rowH: 20, ruling: 'grid', header: false }) + 14;
  y += pdf.para(`Moderation: school-based assessment marks are reviewed by the national moderation panel and adjusted to the standard of the examination (adjustment this year for the candidate's school: ${shift > 0 ? '+' : ''}${shift}). The final mark is the moderated school-based mark plus the examination mark. Grades: A 80-100, B 65-79, C 50-64, D 40-49, E below 40.`, L, y, W, { font: F.italic, size: 8.5, leading: 12 }) + 40;
  pdf.signature(L, y - 22, 110, rng);
  pdf.line(L, y, L + 200, y, 0.5);
  pdf.text(`${otherName(rng, 'TK', p.family)}, Director of Education`, L, y + 5, { font: F.regular, size: 9.5 });
  pdf.text(`Date: ${longDate(issued, 'en')}`, L + W - 200, y + 5, { font: F.regular, size: 9.5, width: 200, align: 'right' });
  const printed: Record<string, string> = { 'candidate.fullName': p.given, 'qualification.dateOfIssue': longDate(issued, 'en') };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'en');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'w2-04-marksheet',
    country: 'TK',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['photo'],
    conventions: 'Statement of results of a Polynesian atoll territory senior secondary certificate in English: department of education with Fakaofo, Tokelau and +690 (issuer); the examination named by its certificate (Higher Secondary); candidate name, optional candidate number and birth date, the school (not the issuer); per subject school-based raw /40, moderated /40, examination /60, final mark /100 (marksScored) and grade A-E; total of final marks; moderation note; director and date of the statement.',
    render,
  },
];
