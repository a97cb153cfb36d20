/**
 * Marksheet of a South Atlantic island's school leaving examination, in English: the island's education department with
 * "Georgetown, Ascension Island, South Atlantic Ocean, ASCN 1ZZ" (the issuer) and the school (not the issuer);
 * "SCHOOL LEAVING CERTIFICATE EXAMINATION — YEAR 11, <month> <year>" (named by its certificate, `Secondary`); the
 * candidate's name as "SURNAME, Given" in capitals, the index number on some (the registration), the date of birth on
 * some, the parent's or guardian's name (a decoy); a ruled table of subjects with the maximum, the pass mark, the marks
 * obtained, grace marks ("+2", under the examination board's rule, given in at most two subjects that fall short of the
 * pass mark by three marks or fewer) and the final marks (`marksScored` with the maximum — the marks obtained and the
 * grace are no marks of their own) and the result (Pass/Fail, `passStatus`); the grand total after grace
 * (`totalCreditsOrMarks`) and the percentage (`cgpa`); "Result: PASS" with the grace noted, or a compartment
 * in the subjects still failed (no award: completion and status null); the date of declaration
 * (a decoy) and the date of issue. As examination boards that award grace marks print them in their own column.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SERIF, SANS, course, digits, setInstitution, titleCase } from '../lib/n-kit';
import { addDays, around, dmy, iso, otherName, sample, w2Person, w2Result, w2Table, type W2Row } from './w2-kit';

const ISSUER = 'Ascension Island Education Department';
const SCHOOLS = ['Green Mountain Secondary School', 'Two Harbours Community School'];
const SUBJECTS: Array<[string, number]> = [['English Language', 100], ['Mathematics', 100], ['Combined Science', 150], ['Geography', 100], ['History', 100], ['Information Technology', 100], ['Design and Technology', 100], ['Art and Design', 100], ['Business Studies', 100], ['Physical Education', 50]];

async function render(rng: Rng) {
  const p = w2Person(rng, 'AC');
  const year = rng.int(2013, 2025);
  const month = rng.pick(['June', 'November']);
  const showNo = rng.bool(0.5);
  const showDob = rng.bool(0.5);
  const F = rng.pick([SERIF[0], SERIF[1], SANS[0]]);
  const no = `AI/${year}/${digits(rng, 3)}`;
  const dob = iso(year - 16, rng.int(1, 12), rng.int(1, 28));
  const r = w2Result('en', titleCase(p.given), p.family, showDob ? dob : null);
  setInstitution(r, ISSUER, 'AC');
  Object.assign(r.qualification, { name: 'School Leaving Certificate', level: 'Secondary', registrationNumber: showNo ? no : null, yearOfCompletion: year, status: 'Completed' });
  const subs = [SUBJECTS[0], SUBJECTS[1], SUBJECTS[2], ...sample(rng, SUBJECTS.slice(3), 4)];
  const ability = rng.float(0.42, 0.78);
  const rows: W2Row[] = [];
  let total = 0;
  let maxTotal = 0;
  let graced = 0;
  for (const [s, max] of subs) {
    const pass = Math.round(max * 0.4);
    let got = Math.round(around(rng, ability * max, max * 0.14, max * 0.15, max * 0.98));
    // Each document shows the rule at work on at least one subject.
    if (graced === 0 && s === 'Mathematics' && rng.bool(0.7)) got = pass - rng.int(1, 3);
    const short = pass - got;
    const grace = short > 0 && short <= 3 && graced < 2 ? short : 0;
    if (grace) graced++;
    const fin = got + grace;
    const ok = fin >= pass;
    total += fin;
    maxTotal += max;
    rows.push({ cells: [s, String(max), String(pass), String(got), grace ? `+${grace}` : '—', String(fin), ok ? 'Pass' : 'Fail'] });
    r.courses.push(course({ courseName: s, marksScored: fin, maximumMarks: max, passStatus: ok ? 'Pass' : 'Fail' }));
  }
  const pct = ((100 * total) / maxTotal).toFixed(2);
  Object.assign(r.qualification, { totalCreditsOrMarks: String(total), cgpa: pct });
  const declared = iso(year, month === 'June' ? 8 : 12, rng.int(10, 25));
  const issued = addDays(declared, rng.int(20, 90));
  r.qualification.dateOfIssue = issued;
  const failed = r.courses.filter((x) => x.passStatus === 'Fail').length;
  // A compartment (a subject still to pass) is no award: nothing completed is printed.
  if (failed) Object.assign(r.qualification, { yearOfCompletion: null, status: null });

  const pdf = new Pdf({ size: A4, title: 'Statement of Marks', author: ISSUER, creationDate: new Date(`${issued}T09:00:00Z`) });
  const c = rng.pick(['#1f2937', '#1e3a8a', '#3f3f46']);
  const L = 46;
  const W = pdf.width - 92;
  pdf.rect(30, 30, pdf.width - 60, pdf.height - 60, 1.2, c);
  pdf.text(ISSUER.toUpperCase(), L, 46, { font: F.bold, size: 14, width: W, align: 'center', color: c });
  pdf.text('Georgetown, Ascension Island, South Atlantic Ocean, ASCN 1ZZ · Tel. +247 6' + digits(rng, 3), L, 66, { font: F.regular, size: 8.5, width: W, align: 'center' });
  pdf.text(`SCHOOL LEAVING CERTIFICATE EXAMINATION — YEAR 11, ${month.toUpperCase()} ${year}`, L, 92, { font: F.bold, size: 11.5, width: W, align: 'center', fit: true });
  pdf.text('STATEMENT OF MARKS', L, 110, { font: F.bold, size: 11, width: W, align: 'center', cs: 2 });
  const part: Array<[string, string]> = [['Name of candidate', `${p.family.toUpperCase()}, ${p.given.toUpperCase()}`]];
  if (showNo) part.push(['Index No.', no]);
  if (showDob) part.push(['Date of birth', dmy(dob)]);
  const parent = w2Person(rng, 'AC');
  part.push(['Parent / Guardian', `${parent.woman ? 'Mrs' : 'Mr'} ${parent.given} ${rng.bool(0.7) ? p.family : parent.family}`], ['School', rng.pick(SCHOOLS)]);
  let y = 136;
  for (const [a, b] of part) {
    pdf.text(a, L, y, { font: F.regular, size: 9.5 });
    pdf.text(`: ${b}`, L + 120, y, { font: F.bold, size: 9.5 });
    y += 15;
  }
  y += 10;
  const cols = [{ label: 'Subject', width: W - 6 * 58 }, { label: 'Max.', width: 58, align: 'center' as const }, { label: 'Pass mark', width: 58, align: 'center' as const }, { label: ['Marks', 'obtained'], width: 58, align: 'center' as const }, { label: ['Grace', 'marks'], width: 58, align: 'center' as const }, { label: ['Final', 'marks'], width: 58, align: 'center' as const }, { label: 'Result', width: 58, align: 'center' as const }];
  rows.push({ cells: ['Grand total', String(maxTotal), '', '', '', String(total), ''], bold: true });
  y = w2Table(pdf, F, L, y, cols, rows, { size: 9.2, rowH: 19, ruling: 'grid', fill: '#f3f4f6' }) + 14;
  pdf.text(`Percentage: ${pct}%`, L, y, { font: F.bold, size: 10 });
  y += 16;
  pdf.text(`Result: ${failed ? `COMPARTMENT IN ${failed} SUBJECT${failed > 1 ? 'S' : ''}` : 'PASS'}${graced ? ` (grace marks awarded in ${graced} subject${graced > 1 ? 's' : ''})` : ''}`, L, y, { font: F.bold, size: 10 });
  y += 22;
  y += pdf.para('Grace marks: up to three marks may be added in not more than two subjects to a candidate who falls short of the pass mark by that margin, under Regulation 14 of the School Leaving Examination Regulations.', L, y, W, { font: F.italic, size: 8, leading: 11 }) + 14;
  pdf.text(`Date of declaration of results: ${dmy(declared)}`, L, y, { font: F.regular, size: 9 });
  y += 50;
  pdf.signature(L + W - 170, y - 26, 120, rng);
  pdf.line(L + W - 200, y, L + W, y, 0.5);
  pdf.text(`${otherName(rng, 'AC', p.family)}, Chief Education Officer`, L + W - 260, y + 5, { font: F.regular, size: 9, width: 260, align: 'right' });
  pdf.text(`Date of issue: ${dmy(issued)}`, L, y + 5, { font: F.regular, size: 9 });
  const printed: Record<string, string> = { 'candidate.fullName': p.given, 'qualification.dateOfIssue': dmy(issued) };
  if (showDob) printed['candidate.dateOfBirth'] = dmy(dob);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'w2-05-marksheet',
    country: 'AC',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['scan'],
    conventions: 'Statement of marks of a South Atlantic island school leaving examination in English: education department with Georgetown, Ascension Island, ASCN 1ZZ (issuer), the school (not); SCHOOL LEAVING CERTIFICATE EXAMINATION — YEAR 11 (named by its certificate, Secondary); SURNAME, GIVEN in capitals, optional index number and birth date, parent or guardian (decoy); subjects with maximum, pass mark, marks obtained, grace marks (+n), final marks (marksScored) and Pass/Fail (passStatus); grand total after grace and percentage (cgpa); result line PASS or a compartment (no completion); grace rule; declaration date (decoy) and date of issue.',
    render,
  },
];
