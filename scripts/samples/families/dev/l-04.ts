/**
 * Statement of GCSE results issued by the secondary school of a British South Atlantic territory, in English: the
 * school's letterhead with "Stanley, Falkland Islands" and the FIQQ 1ZZ postcode; "STATEMENT OF RESULTS", "General
 * Certificate of Secondary Education (GCSE) — June <year> examination series"; the candidate's name (Given FAMILY or Family, Given), candidate number on some, date of birth on
 * some, the tutor group (a decoy); a table of subjects, each with the awarding body (AQA, Pearson Edexcel, OCR, WJEC
 * Eduqas: decoy institutions), the qualification ("GCSE (9-1)", "GCSE Combined Science (double award)") and the grade
 * 9 to 1 or U in its own column with the grade in words in another ("7 | Seven"; the double award "6-5"); the number of
 * passes at grade 4 or above (a count, not a total of marks); a note that the awarding bodies' certificates follow;
 * the head teacher's signature and the date of issue. As UK-curriculum schools overseas forward their candidates'
 * results.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, course, digits, setInstitution } from '../lib/n-kit';
import { around, iso, lPerson, lResult, lTable, longDate, otherName, sample, type LRow } from './l-kit';

const SCHOOLS = ['Stanley Community Secondary School', 'South Atlantic Secondary Academy'];
const SUBJECTS: Array<[string, string]> = [['English Language', 'AQA'], ['English Literature', 'AQA'], ['Mathematics', 'Pearson Edexcel'], ['Geography', 'OCR'], ['History', 'Pearson Edexcel'], ['Spanish', 'AQA'], ['Design and Technology', 'WJEC Eduqas'], ['Art and Design', 'AQA'], ['Computer Science', 'OCR'], ['Physical Education', 'OCR'], ['Business', 'Pearson Edexcel'], ['Food Preparation and Nutrition', 'WJEC Eduqas']];
const WORDS = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine'];

async function render(rng: Rng) {
  const p = lPerson(rng, 'FK');
  const school = rng.pick(SCHOOLS);
  const year = rng.int(2018, 2025);
  const dob = iso(year - 16, rng.int(9, 12), rng.int(1, 28));
  const showDob = rng.bool(0.5);
  const showNo = rng.bool(0.5);
  const surnameFirst = rng.bool(0.5);
  const no = digits(rng, 4);
  const issued = iso(year, 8, rng.int(22, 31));
  const F = rng.pick(SANS);
  const r = lResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, school, 'FK');
  Object.assign(r.qualification, { name: 'General Certificate of Secondary Education', level: 'Secondary', registrationNumber: showNo ? no : null, yearOfCompletion: year, dateOfIssue: issued, status: 'Completed' });
  const ability = rng.float(3, 8);
  const rows: LRow[] = [];
  let passes = 0;
  const grade = () => {
    const g = around(rng, ability, 1.6, 0, 9);
    return g === 0 ? 'U' : String(g);
  };
  for (const [subj, board] of sample(rng, SUBJECTS, rng.int(6, 8))) {
    const g = grade();
    rows.push({ cells: [subj, board, 'GCSE (9-1)', g, g === 'U' ? 'Unclassified' : WORDS[Number(g)]] });
    r.courses.push(course({ courseName: subj, grade: g }));
    if (g !== 'U' && Number(g) >= 4) passes++;
  }
  const a = Math.max(1, Math.min(9, Math.round(ability)));
  const b = Math.max(1, a - rng.int(0, 1));
  rows.push({ cells: ['Combined Science', 'AQA', 'GCSE (9-1) double award', `${a}-${b}`, `${WORDS[a]}-${WORDS[b]}`] });
  r.courses.push(course({ courseName: 'Combined Science', grade: `${a}-${b}` }));
  if (b >= 4) passes += 2;

  const pdf = new Pdf({ size: A4, title: 'Statement of Results', author: school, creationDate: new Date(`${issued}T09:00:00Z`) });
  const c = rng.pick(['#0c4a6e', '#581c87', '#134e4a']);
  const L = 50;
  const W = pdf.width - 100;
  pdf.text(school, L, 40, { font: F.bold, size: 17, color: c });
  pdf.text(`Reservoir Road, Stanley, Falkland Islands FIQQ 1ZZ · Telephone +500 2${digits(rng, 4)} · office@${school.split(' ')[0].toLowerCase()}.edu.fk`, L, 62, { font: F.regular, size: 8, color: '#444444', width: W, fit: true });
  pdf.line(L, 80, L + W, 80, 2, c);
  pdf.text('STATEMENT OF RESULTS', L, 94, { font: F.bold, size: 13 });
  pdf.text(`General Certificate of Secondary Education (GCSE) — June ${year} examination series`, L, 110, { font: F.regular, size: 10 });
  const parts: Array<[string, string]> = [['Candidate', surnameFirst ? `${p.family}, ${p.given}` : `${p.given} ${p.family.toUpperCase()}`]];
  if (showNo) parts.push(['Candidate number', no]);
  if (showDob) parts.push(['Date of birth', longDate(dob, 'en')]);
  parts.push(['Tutor group', `11${rng.pick(['A', 'B', 'C'])}`]);
  let y = 128;
  for (const [k, v] of parts) {
    pdf.text(k, L, y, { font: F.regular, size: 9.5, color: '#555555' });
    pdf.text(v, L + 130, y, { font: F.bold, size: 10 });
    y += 16;
  }
  y += 12;
  const cols = [{ label: 'Subject', width: 150 }, { label: 'Awarding body', width: 100 }, { label: 'Qualification', width: 120 }, { label: 'Grade', width: 45, align: 'center' as const }, { label: 'Grade in words', width: W - 415 }];
  y = lTable(pdf, F, L, y, cols, rows, { size: 9, rowH: 17, ruling: rng.pick(['grid', 'rows'] as const), fill: '#e5e7eb' }) + 14;
  pdf.text(`Subjects passed at grade 4 or above (the double award counts twice): ${passes}`, L, y, { font: F.bold, size: 9.5 });
  y += 18;
  y += pdf.para('Grades run from 9 (highest) to 1; U is unclassified. This statement is issued by the school for the information of the candidate and of admissions offices; the certificates of the awarding bodies will be forwarded when received.', L, y, W, { font: F.italic, size: 8.5, leading: 12, color: '#333333' });
  y += 60;
  pdf.signature(L, y - 22, 120, rng);
  pdf.line(L, y, L + 190, y, 0.5);
  pdf.text(`${otherName(rng, 'FK', p.family)}, Head Teacher`, L, y + 5, { font: F.regular, size: 9.5 });
  pdf.text(`Date of issue: ${longDate(issued, 'en')}`, L + W - 200, y + 5, { font: F.regular, size: 9.5, width: 200, align: 'right' });
  const printed: Record<string, string> = { 'candidate.fullName': parts[0][1], 'qualification.dateOfIssue': longDate(issued, 'en') };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'en');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'l-04-marksheet',
    country: 'FK',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['scan'],
    conventions: 'Statement of GCSE results issued by a South Atlantic British territory school in English: letterhead with Stanley, Falkland Islands, FIQQ 1ZZ and +500 phone; STATEMENT OF RESULTS, General Certificate of Secondary Education (GCSE) — June <year> examination series; candidate as Given FAMILY or Family, Given, optional candidate number and birth date, tutor group decoy; subjects with awarding body (decoys), qualification GCSE (9-1), grade 9-1 or U and the grade in words in its own column, a double-award science 6-5; count of passes at 4 or above (no total); head teacher and date of issue.',
    render,
  },
];
