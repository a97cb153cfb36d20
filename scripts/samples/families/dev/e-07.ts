/**
 * Saint Lucian community-college academic transcript of an associate degree, in English: the college's name
 * with its address on the Morne in Castries, Saint Lucia, West Indies, a +1 758 telephone and a .lc e-mail;
 * "ACADEMIC TRANSCRIPT"; the particulars in a two-column block with dot leaders (name, student number, date of
 * birth on some, programme "Associate Degree in <field>", division, date of admission); an exemptions block where
 * CSEC passes exempt the student from first-year courses (course rows with the grade EX and their credits); then
 * one block per semester, its heading "Semester I 2019/2020" with the semester's GPA at the right end of the same
 * line (no course), a table where the grade stands before the credits attempted and earned and the grade points;
 * the cumulative credits earned and GPA; for a graduate the award and its date and the honours, else "Enrolled";
 * the grading key, the registrar's signature and the issue date. As described by Saint Lucian community-college
 * catalogues (two semesters a year, associate degrees of about sixty credits, letter grades on a 4.0 scale with
 * plus and minus, exemption on CSEC passes).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, addDays, course, digits, iso, setInstitution } from '../lib/n-kit';
import { dmy, eResult, ePerson, eTable, longDate, type ERow } from './e-kit';

const COLLEGES = [
  { name: 'Morne Fortune Community College', abbr: 'MFCC', mail: 'registry@mfcc.edu.lc' },
  { name: 'Helen Isle College of Arts, Science and Technology', abbr: 'HICAST', mail: 'records@hicast.edu.lc' },
];
const PROGS = [
  { field: 'Information Technology', division: 'Division of Technical Education', code: 'ITC', ex: [['ENG101', 'Communication Skills I'], ['MTH101', 'College Mathematics I']], list: ['Introduction to Computing', 'Programming Fundamentals', 'Computer Hardware', 'Principles of Management', 'Web Design', 'Object-Oriented Programming', 'Database Systems', 'Discrete Mathematics', 'Networking Essentials', 'Systems Analysis and Design', 'Operating Systems', 'Communication Skills II', 'Data Structures', 'Network Administration', 'Caribbean Civilisation', 'Software Engineering Project', 'Information Security', 'Mobile Application Development', 'Internship', 'Technical Writing'] },
  { field: 'Business Studies', division: 'Division of Arts, Science and General Studies', code: 'BUS', ex: [['ENG101', 'Communication Skills I'], ['ACC101', 'Introduction to Accounting']], list: ['Principles of Economics I', 'Principles of Management', 'Business Mathematics', 'Introduction to Computing', 'Financial Accounting I', 'Principles of Economics II', 'Marketing Principles', 'Business Law', 'Financial Accounting II', 'Communication Skills II', 'Statistics for Business', 'Human Resource Management', 'Caribbean Civilisation', 'Cost Accounting', 'Entrepreneurship', 'Organisational Behaviour', 'Tourism in Saint Lucia', 'Business Finance', 'Internship', 'Business Ethics'] },
];
const SCALE: Array<[string, number]> = [['A', 4], ['A-', 3.7], ['B+', 3.3], ['B', 3], ['B-', 2.7], ['C+', 2.3], ['C', 2], ['D', 1]];
const ROMAN = ['I', 'II'];

async function render(rng: Rng) {
  const p = ePerson(rng, 'LC');
  const col = rng.pick(COLLEGES);
  const prog = rng.pick(PROGS);
  const start = rng.int(2016, 2022);
  const sems = rng.pick([2, 4, 4]);
  const grad = sems === 4;
  const showDob = rng.bool(0.5);
  const dob = iso(start - rng.int(17, 21), rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick([SERIF[0], SANS[0], SERIF[1]]);
  const ability = rng.float(1.5, 4);
  const sno = `${start}${digits(rng, 5)}`;
  const programme = `Associate Degree in ${prog.field}`;
  const r = eResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, col.name, 'LC');

  const exRows: ERow[] = [];
  let earned = 0;
  let gpaCr = 0;
  let pts = 0;
  const exempted = prog.ex.filter(() => rng.bool(0.7));
  for (const [code, title] of exempted) {
    exRows.push({ cells: [code, title, 'EX', '3', '3', '—'] });
    r.courses.push(course({ courseNumber: code, courseName: title, grade: 'EX', credit: 3 }));
    earned += 3;
  }
  const blocks: Array<{ head: string; gpa: string; rows: ERow[] }> = [];
  for (let s = 0; s < sems; s++) {
    const session = `${start + Math.floor(s / 2)}/${start + Math.floor(s / 2) + 1}`;
    const term = `Semester ${ROMAN[s % 2]}`;
    const rows: ERow[] = [];
    let sc = 0;
    let sp = 0;
    prog.list.slice(s * 5, s * 5 + 5).forEach((t, k) => {
      const code = `${prog.code}${s < 2 ? 1 : 2}${String(s % 2) + String(k + 1)}`;
      const cr = t === 'Internship' ? 4 : 3;
      const [g, gp] = SCALE[Math.max(0, Math.min(7, Math.round(7 - ability * 1.8 + rng.gauss() * 1.4)))];
      rows.push({ cells: [code, t, g, String(cr), String(cr), (gp * cr).toFixed(1)] });
      r.courses.push(course({ courseNumber: code, courseName: t, grade: g, credit: cr, term, session }));
      sc += cr;
      sp += gp * cr;
    });
    blocks.push({ head: `${term} ${session}`, gpa: `Semester GPA: ${(sp / sc).toFixed(2)}   Credits: ${sc}`, rows });
    earned += sc;
    gpaCr += sc;
    pts += sp;
  }
  const cgpa = pts / gpaCr;
  const awarded = iso(start + 2, rng.int(5, 7), rng.int(1, 28));
  const issued = grad ? addDays(awarded, rng.int(10, 400)) : iso(start + 1, rng.int(6, 8), rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: sno, name: programme, level: 'Associate', program: programme, majorOrSpecialization: prog.field,
    yearOfAdmission: start, cgpa: cgpa.toFixed(2), totalCreditsOrMarks: String(earned), dateOfIssue: issued,
  });
  if (grad) Object.assign(r.qualification, { yearOfCompletion: start + 2, status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Academic Transcript', author: col.name, creationDate: new Date(`${issued}T11:00:00Z`) });
  const L = 44;
  const W = pdf.width - 88;
  const ink = rng.pick(['#003f7f', '#5b1a1a', '#145a32']);
  pdf.text(col.name.toUpperCase(), L, 30, { font: F.bold, size: 13, width: W, align: 'center', color: ink, fit: true });
  pdf.text(`The Morne, P.O. Box ${rng.int(100, 999)}, Castries, Saint Lucia, West Indies`, L, 48, { font: F.regular, size: 8.5, width: W, align: 'center' });
  pdf.text(`Tel: (758) 45${digits(rng, 1)}-${digits(rng, 4)}  ·  ${col.mail}`, L, 59, { font: F.regular, size: 8.5, width: W, align: 'center' });
  pdf.text('Office of the Registrar', L, 71, { font: F.italic, size: 8.5, width: W, align: 'center' });
  pdf.line(L, 86, L + W, 86, 1, ink);
  pdf.line(L, 89, L + W, 89, 0.4, ink);
  pdf.text('ACADEMIC TRANSCRIPT', L, 100, { font: F.bold, size: 14, width: W, align: 'center' });
  let y = 126;
  const leaders = (k: string, v: string, x: number, yy: number, lw: number, w: number) => {
    const kw = pdf.text(k, x, yy, { font: F.regular, size: 8.8 });
    const dot = pdf.widthOf('.', F.regular, 8.8);
    pdf.text('.'.repeat(Math.max(2, Math.floor((lw - kw - 4) / dot))), x + kw + 2, yy, { font: F.regular, size: 8.8, color: '#666666' });
    pdf.text(v, x + lw + 3, yy, { font: F.bold, size: 8.8, width: w - lw - 6, fit: true });
  };
  const left: Array<[string, string]> = [['Name', `${p.given} ${p.family}`], ['Student No.', sno], ['Date of Birth', showDob ? longDate(dob, 'en') : 'Not stated']];
  const right: Array<[string, string]> = [['Programme', programme], ['Division', prog.division], ['Date of Admission', `August ${start}`]];
  left.forEach(([k, v], i) => leaders(k, v, L, y + i * 14, 80, W / 2 - 10));
  right.forEach(([k, v], i) => leaders(k, v, L + W / 2, y + i * 14, 92, W / 2));
  y += 3 * 14 + 14;
  const cols = [
    { label: 'Course', width: 58 }, { label: 'Title', width: W - 58 - 46 - 62 - 56 - 60 },
    { label: 'Grade', width: 46, align: 'center' as const }, { label: ['Credits', 'Attempted'], width: 62, align: 'center' as const },
    { label: ['Credits', 'Earned'], width: 56, align: 'center' as const }, { label: ['Grade', 'Points'], width: 60, align: 'center' as const },
  ];
  const style = { size: 8.3, rowH: 13, ruling: rng.pick(['rows', 'none'] as const), fill: '#eef0f3' };
  if (exRows.length) {
    pdf.text('EXEMPTIONS (CSEC)', L, y, { font: F.bold, size: 9.2, color: ink });
    y += 13;
    y = eTable(pdf, F, L, y, cols, exRows, style);
    y += 12;
  }
  for (const b of blocks) {
    pdf.text(b.head, L, y, { font: F.bold, size: 9.2, color: ink });
    pdf.text(b.gpa, L, y, { font: F.italic, size: 8.4, width: W, align: 'right' });
    y += 13;
    y = eTable(pdf, F, L, y, cols, b.rows, style);
    y += 12;
  }
  y += 2;
  pdf.text(`Total Credits Earned: ${earned}`, L, y, { font: F.bold, size: 9.5 });
  pdf.text(`Cumulative GPA: ${cgpa.toFixed(2)}`, L + W / 2, y, { font: F.bold, size: 9.5 });
  y += 15;
  if (grad) {
    const hon = cgpa >= 3.7 ? 'With Distinction' : cgpa >= 3.3 ? 'With Merit' : 'Pass';
    pdf.text(`Award: ${programme}     Date Awarded: ${longDate(awarded, 'en')}     Honours: ${hon}`, L, y, { font: F.regular, size: 9, width: W, fit: true });
  } else pdf.text('Status: Enrolled — programme in progress', L, y, { font: F.regular, size: 9 });
  y += 16;
  pdf.text('Grading: A 4.0, A- 3.7, B+ 3.3, B 3.0, B- 2.7, C+ 2.3, C 2.0, D 1.0, F 0.0. EX: exempted on CSEC Grade I or II (credit, no grade points).', L, y, { font: F.italic, size: 7.2, width: W, fit: true });
  y += 36;
  pdf.signature(L + 20, y, 100, rng);
  pdf.line(L, y + 10, L + 170, y + 10, 0.5);
  pdf.text('Registrar', L, y + 14, { font: F.regular, size: 8.8, width: 170, align: 'center' });
  pdf.text(`Issued: ${dmy(issued)}`, L + W - 200, y + 14, { font: F.regular, size: 8.8, width: 200, align: 'right' });
  pdf.stampBox(L + W / 2 - 60, y - 20, 120, 36, ['OFFICIAL', col.abbr, 'REGISTRY'], ink);
  const printed: Record<string, string> = { 'qualification.dateOfIssue': dmy(issued) };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'en');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'e-07-transcript',
    country: 'LC',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['photo'],
    conventions: 'Saint Lucian community-college transcript of an associate degree in English: college with address in Castries, Saint Lucia, West Indies, +1 758, .lc e-mail; particulars with dot leaders (name, student number, birth date on some, programme "Associate Degree in <field>", division, date of admission); a block of CSEC exemptions (courses graded EX with credits); per semester a heading with the academic year and the semester GPA on the same line, then course, title, grade before credits attempted and earned, grade points; total credits earned and cumulative GPA; award with date and honours, or enrolled; key; as described by Saint Lucian college catalogues.',
    render,
  },
];
