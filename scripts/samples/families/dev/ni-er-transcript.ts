/**
 * Eritrean college academic transcript in English with a Tigrinya letterhead, after public descriptions of Eritrean
 * higher education (the colleges that succeeded the University of Asmara, teaching in English; semesters with credit
 * hours; letter grades A, B+, B, C+, C, D, F on a 4-point scale; the semester and cumulative grade point average;
 * Tigrinya names made of the given name, the father's and the grandfather's, with no family name): the State of
 * Eritrea and the college in Tigrinya (Ethiopic script) and English with "Asmara, Eritrea", the name as the chain
 * (README: the chain is the name, the grandfather's name `lastName`), sex, date of birth, the student ID (the
 * registration), the programme "Bachelor of Science in Civil Engineering" (`program` the line, the degree without its
 * field), the date of admission, semesters "First Year — Semester I (2016/2017)" with course number, title, credit
 * hours, grade and grade points, a semester summary row (no course), the total credit hours and the CGPA, the
 * classification and the date of graduation. Main language English. Names, numbers and institutions are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, FONT_FILES, Pdf, SANS, SERIF, chainPerson, course, courseTable, dateEn, digits, iso, niResult, setInstitution, slashed, type Column, type TableRow } from '../lib/ni-kit';

const COLLEGES = [
  { en: 'Mereb College of Engineering and Technology', ti: 'ኮሌጅ ምህንድስናን ቴክኖሎጂን መረብ', short: 'MCET', addr: 'P.O. Box 5712, Asmara, Eritrea' },
  { en: 'Halay College of Science', ti: 'ኮሌጅ ሳይንስ ሓላይ', short: 'HCS', addr: 'P.O. Box 2301, Asmara, Eritrea' },
  { en: 'Adi Nefas College of Business and Economics', ti: 'ኮሌጅ ንግድን ቁጠባን ዓዲ ነፋስ', short: 'ANCBE', addr: 'P.O. Box 3044, Asmara, Eritrea' },
];
const PROGRAMS = [
  { head: 'Bachelor of Science', field: 'Civil Engineering', prefix: 'CE', titles: ['Calculus I', 'General Physics I', 'Engineering Drawing', 'Communicative English I', 'Introduction to Computing', 'Calculus II', 'General Physics II', 'Engineering Mechanics I', 'Communicative English II', 'Surveying I', 'Strength of Materials', 'Engineering Geology', 'Fluid Mechanics', 'Construction Materials', 'Structural Analysis I', 'Soil Mechanics I', 'Hydraulics', 'Reinforced Concrete I', 'Structural Analysis II', 'Highway Engineering', 'Foundation Engineering', 'Water Supply Engineering', 'Steel Structures', 'Senior Project'] },
  { head: 'Bachelor of Science', field: 'Chemistry', prefix: 'CHEM', titles: ['General Chemistry I', 'Calculus I', 'General Physics I', 'Communicative English I', 'General Biology', 'General Chemistry II', 'Calculus II', 'Analytical Chemistry I', 'Organic Chemistry I', 'Communicative English II', 'Physical Chemistry I', 'Organic Chemistry II', 'Inorganic Chemistry I', 'Analytical Chemistry II', 'Physical Chemistry II', 'Instrumental Analysis', 'Inorganic Chemistry II', 'Biochemistry', 'Industrial Chemistry', 'Environmental Chemistry', 'Polymer Chemistry', 'Senior Research Project'] },
  { head: 'Bachelor of Arts', field: 'Accounting', prefix: 'ACCT', titles: ['Principles of Accounting I', 'Principles of Economics', 'Business Mathematics', 'Communicative English I', 'Introduction to Computing', 'Principles of Accounting II', 'Principles of Management', 'Business Statistics', 'Communicative English II', 'Intermediate Accounting I', 'Cost Accounting', 'Business Law', 'Intermediate Accounting II', 'Financial Management', 'Auditing I', 'Managerial Accounting', 'Taxation', 'Advanced Accounting', 'Auditing II', 'Accounting Information Systems', 'Public Finance', 'Senior Essay'] },
];
const GRADES: Array<[string, number]> = [['A', 4], ['B+', 3.5], ['B', 3], ['C+', 2.5], ['C', 2]];
const ROMAN = ['I', 'II'];
const YEARS = ['First Year', 'Second Year', 'Third Year', 'Fourth Year'];
const classOf = (g: number) => (g >= 3.75 ? 'Very Great Distinction' : g >= 3.25 ? 'Great Distinction' : g >= 2.75 ? 'Distinction' : 'Pass');

async function render(rng: Rng) {
  const person = chainPerson(rng, 'ER');
  const col = rng.pick(COLLEGES);
  const prog = col.short === 'ANCBE' ? PROGRAMS[2] : col.short === 'HCS' ? PROGRAMS[1] : PROGRAMS[0];
  const programme = `${prog.head} in ${prog.field}`;
  const entry = rng.int(2013, 2019);
  const semesters = 8;
  const admitted = iso(entry, rng.pick([9, 10]), rng.int(1, 28));
  const graduated = iso(entry + 4, rng.pick([6, 7]), rng.int(1, 28));
  const issued = iso(entry + 4, rng.int(8, 12), rng.int(1, 28));
  const dob = iso(entry - rng.int(19, 21), rng.int(1, 12), rng.int(1, 28));
  const studentId = `${col.short}/${prog.prefix}/${digits(rng, 3)}/${String(entry).slice(2)}`;
  const ability = rng.float(0.4, 3.4);

  const r = niResult('en', person, dob);
  setInstitution(r, col.en, 'ER');
  const rows: TableRow[] = [];
  const per = Math.floor(prog.titles.length / semesters);
  let totalCh = 0;
  let totalQp = 0;
  for (let s = 0; s < semesters; s++) {
    const session = `${entry + Math.floor(s / 2)}/${entry + Math.floor(s / 2) + 1}`;
    const term = `Semester ${ROMAN[s % 2]}`;
    rows.push({ heading: `${YEARS[Math.floor(s / 2)]} — ${term} (${session})` });
    let ch = 0;
    let qp = 0;
    for (let k = 0; k < per; k++) {
      const title = prog.titles[(s * per + k) % prog.titles.length];
      const code = `${prog.prefix}-${Math.floor(s / 2) + 1}${s % 2}${k + 1}`;
      const [g, gp] = GRADES[Math.max(0, Math.min(4, Math.round(ability + rng.gauss() * 1.1)))];
      const cr = rng.pick([2, 3, 3, 4]);
      ch += cr;
      qp += cr * gp;
      rows.push({ cells: [code, title, String(cr), g, (cr * gp).toFixed(1)] });
      r.courses.push(course({ courseNumber: code, courseName: title, credit: cr, grade: g, term, session }));
    }
    totalCh += ch;
    totalQp += qp;
    rows.push({ cells: ['', `Semester: Cr. Hrs ${ch}   SGPA ${(qp / ch).toFixed(2)}   CGPA ${(totalQp / totalCh).toFixed(2)}`, '', '', ''], bold: true });
  }
  const cgpa = (totalQp / totalCh).toFixed(2);
  Object.assign(r.qualification, {
    name: prog.head, level: 'Bachelor', program: programme, majorOrSpecialization: prog.field, registrationNumber: studentId, yearOfAdmission: entry, yearOfCompletion: entry + 4,
    dateOfIssue: issued, status: 'Completed', cgpa, totalCreditsOrMarks: String(totalCh),
  });

  const pdf = new Pdf({ size: A4, title: 'Academic Transcript', author: col.en, creationDate: new Date(`${issued}T08:00:00Z`) });
  const doc = pdf.doc;
  doc.registerFont('ni-eth', FONT_FILES.ethiopic[0]);
  doc.registerFont('ni-eth-b', FONT_FILES.ethiopic[1]);
  const W = pdf.width;
  const F = rng.pick([SANS[0], SERIF[0], SANS[1]]);
  const L = 40;
  const navy = '#23346b';
  const caps = rng.bool(0.5);
  // Ethiopic through the document itself: the kit's text() knows only its Latin faces.
  const eth = (text: string, x: number, y: number, o: { width?: number; align?: 'left' | 'right' } = {}) => doc.font('ni-eth-b').fontSize(10).fillColor('#000000').text(text, x, y, { lineBreak: false, ...o });
  eth('ሃገረ ኤርትራ', L, 32);
  pdf.text('State of Eritrea', L, 46, { font: F.bold, size: 9 });
  eth(col.ti, W - L - 240, 32, { width: 240, align: 'right' });
  pdf.text(col.en.toUpperCase(), L, 66, { font: F.bold, size: 12.5, color: navy, width: W - 2 * L, align: 'center', fit: true });
  pdf.text(`Office of the Registrar — ${col.addr}`, L, 84, { font: F.regular, size: 8.5, width: W - 2 * L, align: 'center' });
  pdf.line(L, 100, W - L, 100, 1.2, navy);
  pdf.text('ACADEMIC TRANSCRIPT', L, 108, { font: F.bold, size: 13, width: W - 2 * L, align: 'center' });
  let y = 132;
  const name = `${person.given} ${person.family}`;
  const info: Array<[string, string]> = [
    ['Name', caps ? name.toUpperCase() : name],
    ['Sex', person.female ? 'Female' : 'Male'],
    ['Date of Birth', slashed(dob)],
    ['Student ID', studentId],
    ['Program', programme],
    ['Date of Admission', dateEn(admitted)],
  ];
  info.forEach(([k, v], i) => {
    const x = i % 2 === 0 ? L : W / 2 + 20;
    pdf.text(`${k}:`, x, y, { font: F.bold, size: 9 });
    pdf.text(v, x + 92, y, { font: F.regular, size: 9, width: W / 2 - 120, fit: true });
    if (i % 2 === 1) y += 15;
  });
  y += 10;
  const cols: Column[] = [
    { label: 'Course No.', width: 70 },
    { label: 'Course Title', width: W - 2 * L - 70 - 54 - 50 - 64, wrap: true },
    { label: 'Cr. Hrs', width: 54, align: 'center' },
    { label: 'Grade', width: 50, align: 'center' },
    { label: 'Grade Pts', width: 64, align: 'right' },
  ];
  y = courseTable(pdf, L, y, cols, rows, {
    F, size: 8.4, ruling: rng.pick(['rows', 'grid', 'zebra'] as const), headerFill: '#e4e8f3', repeatHeader: true, top: 46, bottom: pdf.height - 60,
    onNewPage: (p) => {
      p.text(`${col.en} — Academic Transcript — ${name} (${studentId})`, L, 30, { font: F.italic, size: 7.5 });
      return 0;
    },
  });
  if (y > pdf.height - 160) {
    pdf.addPage();
    y = 60;
  }
  pdf.text(`Total Credit Hours: ${totalCh}`, L, y + 12, { font: F.bold, size: 9.5 });
  pdf.text(`CGPA: ${cgpa}`, L + 200, y + 12, { font: F.bold, size: 9.5 });
  pdf.text(`Classification: ${classOf(Number(cgpa))}`, L + 320, y + 12, { font: F.bold, size: 9.5 });
  pdf.text(`Degree Awarded: ${programme}`, L, y + 30, { font: F.bold, size: 9.5, width: W - 2 * L, fit: true });
  pdf.text(`Date of Graduation: ${dateEn(graduated)}`, L, y + 46, { font: F.regular, size: 9 });
  pdf.text('Grading: A 4.0, B+ 3.5, B 3.0, C+ 2.5, C 2.0, D 1.0, F 0.0. Cr. Hrs = credit hours.', L, y + 62, { font: F.italic, size: 7.5 });
  pdf.text(`Date of Issue: ${slashed(issued)}`, L, y + 88, { font: F.regular, size: 9 });
  pdf.signature(W - 200, y + 80, 110, rng);
  pdf.text('Registrar', W - 230, y + 100, { font: F.bold, size: 8.5, width: 160, align: 'center' });
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: { 'institution.name': col.en.toUpperCase(), 'candidate.fullName': caps ? name.toUpperCase() : name, 'candidate.dateOfBirth': slashed(dob), 'qualification.dateOfIssue': slashed(issued) },
  };
}

export const families: Family[] = [
  {
    id: 'ni-er-transcript',
    country: 'ER',
    languages: ['en', 'ti'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Eritrean college academic transcript in English with a Tigrinya (Ethiopic) letterhead: "ሃገረ ኤርትራ / State of Eritrea", the college in both languages with "Asmara, Eritrea", the name as given + father + grandfather (no family name), sex, date of birth, student ID, "Program: Bachelor of Science in Civil Engineering", date of admission, "First Year — Semester I (2016/2017)" with course number, title, credit hours, letter grades A-C with B+ C+ and grade points, a semester summary row with SGPA and CGPA, total credit hours, CGPA, classification, date of graduation; after public descriptions of Eritrean higher education.',
    render,
  },
];
