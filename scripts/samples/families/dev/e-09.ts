/**
 * Antiguan school-of-nursing transcript of the Diploma in General Nursing, in English: the school's name with
 * its address on a highway in St. John's, Antigua and Barbuda, a +1 268 telephone; "STUDENT TRANSCRIPT"; the
 * particulars in a ruled two-column table (surname and first names under their own captions, student number,
 * date of birth on some, programme, date of entry, date of completion for a graduate); the courses grouped not
 * by term but by area of study (band rows "FOUNDATION SCIENCES", "NURSING THEORY", "CLINICAL PRACTICE",
 * "GENERAL STUDIES": headings, no courses), each course with the academic year it was taken (its session), the
 * theory hours and the clinical hours (contact hours, never credits: the row's credit is null), the mark out of
 * 100 and the letter grade; the overall average in percent; the grading key (A 80-100 … F below 50), a note that
 * the diploma qualifies the holder to sit the regional nurse registration examination (a decoy examination),
 * the principal tutor's signature and the date of issue. As described by the nursing-education programmes of the
 * Eastern Caribbean (three-year diplomas in general nursing counted in theory and clinical hours, marks out of 100
 * with a pass at 50, a regional registration examination after the diploma).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, addDays, course, digits, iso, setInstitution } from '../lib/n-kit';
import { around, eResult, ePerson, eTable, longDate, monthName, upper, usDate, type ERow } from './e-kit';

const SCHOOLS = [
  { name: 'Five Islands School of Nursing and Allied Health', abbr: 'FISN', addr: 'Sir George Walter Highway, St. John\'s, Antigua and Barbuda' },
  { name: 'Antigua College of Nursing', abbr: 'ACN', addr: 'Queen Elizabeth Highway, St. John\'s, Antigua and Barbuda' },
];
const AREAS: Array<{ area: string; list: Array<[string, number, number, number]> }> = [
  { area: 'FOUNDATION SCIENCES', list: [['Anatomy and Physiology I', 60, 0, 1], ['Microbiology', 45, 0, 1], ['Anatomy and Physiology II', 60, 0, 1], ['Pharmacology', 45, 0, 2], ['Nutrition and Dietetics', 30, 0, 2]] },
  { area: 'NURSING THEORY', list: [['Fundamentals of Nursing', 90, 0, 1], ['Medical-Surgical Nursing I', 75, 0, 2], ['Maternal and Child Health Nursing', 75, 0, 2], ['Mental Health Nursing', 60, 0, 3], ['Medical-Surgical Nursing II', 75, 0, 3], ['Community Health Nursing', 60, 0, 3]] },
  { area: 'CLINICAL PRACTICE', list: [['Clinical Practicum I', 0, 240, 1], ['Clinical Practicum II', 0, 320, 2], ['Clinical Practicum III', 0, 400, 3]] },
  { area: 'GENERAL STUDIES', list: [['Communication Skills', 45, 0, 1], ['Psychology and Sociology', 45, 0, 1], ['Research Methods in Nursing', 30, 0, 3], ['Leadership and Management in Nursing', 30, 0, 3]] },
];
const gradeOf = (m: number) => (m >= 80 ? 'A' : m >= 70 ? 'B' : m >= 60 ? 'C' : m >= 50 ? 'D' : 'F');

async function render(rng: Rng) {
  const p = ePerson(rng, 'AG');
  const sch = rng.pick(SCHOOLS);
  const start = rng.int(2015, 2021);
  const years = rng.pick([2, 3, 3]);
  const grad = years === 3;
  const showDob = rng.bool(0.5);
  const dob = iso(start - rng.int(18, 24), rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick([SANS[0], SERIF[0], SANS[1]]);
  const ability = rng.float(60, 82);
  const sno = `N${String(start).slice(2)}-${digits(rng, 3)}`;
  const r = eResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, sch.name, 'AG');

  const rows: ERow[] = [];
  let sum = 0;
  let n = 0;
  for (const a of AREAS) {
    const taken = a.list.filter(([, , , yr]) => yr <= years);
    if (!taken.length) continue;
    rows.push({ cells: [], band: a.area });
    for (const [title, th, cl, yr] of taken) {
      const session = `${start + yr - 1}/${start + yr}`;
      const mark = around(rng, ability, 8, 52, 95);
      const g = gradeOf(mark);
      rows.push({ cells: [title, session, th ? String(th) : '—', cl ? String(cl) : '—', String(mark), g] });
      r.courses.push(course({ courseName: title, session, marksScored: mark, maximumMarks: 100, grade: g }));
      sum += mark;
      n++;
    }
  }
  const avg = sum / n;
  const completed = iso(start + 3, 7, rng.int(1, 28));
  const issued = grad ? addDays(completed, rng.int(14, 300)) : iso(start + years - 1, rng.int(8, 11), rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: sno, name: 'Diploma in General Nursing', level: 'Diploma', program: 'Diploma in General Nursing', majorOrSpecialization: 'General Nursing',
    yearOfAdmission: start, cgpa: avg.toFixed(1), dateOfIssue: issued,
  });
  if (grad) Object.assign(r.qualification, { yearOfCompletion: start + 3, status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Student Transcript', author: sch.name, creationDate: new Date(`${issued}T13:00:00Z`) });
  const L = 46;
  const W = pdf.width - 92;
  const ink = rng.pick(['#004d66', '#6b1b3a', '#2b4a1c']);
  pdf.crest(L + 24, 46, 22, sch.abbr.slice(0, 3), ink);
  pdf.text(sch.name, L + 56, 28, { font: F.bold, size: 13, color: ink, width: W - 56, fit: true });
  pdf.text(sch.addr, L + 56, 46, { font: F.regular, size: 8.5 });
  pdf.text(`Telephone: (268) 46${digits(rng, 1)}-${digits(rng, 4)}`, L + 56, 57, { font: F.regular, size: 8.5 });
  pdf.line(L, 80, L + W, 80, 1, ink);
  pdf.text('STUDENT TRANSCRIPT', L, 92, { font: F.bold, size: 14, width: W, align: 'center' });
  let y = 118;
  const info: Array<[string, string, string, string]> = [
    ['Surname', upper(p.family, 'en'), 'Student No.', sno],
    ['First Name(s)', p.given, 'Date of Birth', showDob ? usDate(dob) : ''],
    ['Programme', 'Diploma in General Nursing', 'Date of Entry', `${monthName(9, 'en')} ${start}`],
    ['Mode', 'Full-time (three years)', 'Date of Completion', grad ? `${monthName(7, 'en')} ${start + 3}` : '—'],
  ];
  const cw = [90, W / 2 - 90, 100, W / 2 - 100];
  for (const row of info) {
    let cx = L;
    row.forEach((c, i) => {
      if (i % 2 === 0) pdf.fill(cx, y, cw[i], 16, '#f0f2f2');
      pdf.rect(cx, y, cw[i], 16, 0.4, '#888888');
      if (c) pdf.text(c, cx + 4, y + 4, { font: i % 2 === 0 ? F.regular : F.bold, size: 8.4, width: cw[i] - 8, fit: true });
      cx += cw[i];
    });
    y += 16;
  }
  y += 16;
  const cols = [
    { label: 'Course', width: W - 70 - 58 - 62 - 62 - 46 }, { label: 'Year Taken', width: 70, align: 'center' as const },
    { label: ['Theory', 'Hours'], width: 58, align: 'center' as const }, { label: ['Clinical', 'Hours'], width: 62, align: 'center' as const },
    { label: ['Mark', '(%)'], width: 62, align: 'center' as const }, { label: 'Grade', width: 46, align: 'center' as const },
  ];
  y = eTable(pdf, F, L, y, cols, rows, { size: 8.4, rowH: 14, ruling: 'grid', fill: '#dfe6e9', bandFill: '#f4f6f6' });
  y += 14;
  pdf.text(`Overall average: ${avg.toFixed(1)}%`, L, y, { font: F.bold, size: 9.8 });
  pdf.text(grad ? `Diploma in General Nursing awarded — ${monthName(7, 'en')} ${start + 3}` : `Status: Year ${years + 1} student`, L + W / 2, y, { font: F.bold, size: 9.8, width: W / 2, align: 'right', fit: true });
  y += 16;
  pdf.text('Key: A 80–100, B 70–79, C 60–69, D 50–59 (pass), F below 50 (fail). Hours are contact hours of theory and of supervised clinical practice.', L, y, { font: F.italic, size: 7.4, width: W, fit: true });
  y += 11;
  pdf.text('Holders of the Diploma are eligible to sit the Regional Examination for Nurse Registration.', L, y, { font: F.italic, size: 7.4, width: W, fit: true });
  y += 40;
  pdf.signature(L + 20, y, 100, rng);
  pdf.line(L, y + 10, L + 170, y + 10, 0.5);
  pdf.text('Principal Tutor', L, y + 14, { font: F.regular, size: 8.8, width: 170, align: 'center' });
  pdf.text(`Date of issue: ${longDate(issued, 'en')}`, L + W - 220, y + 14, { font: F.regular, size: 8.8, width: 220, align: 'right' });
  pdf.seal(L + W / 2, y + 4, 24, ink);
  const printed: Record<string, string> = { 'qualification.dateOfIssue': longDate(issued, 'en'), 'candidate.fullName': p.given };
  if (showDob) printed['candidate.dateOfBirth'] = usDate(dob);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'e-09-transcript',
    country: 'AG',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Antiguan school-of-nursing transcript of the Diploma in General Nursing in English: school with address in St. John\'s, Antigua and Barbuda, +1 268; a ruled particulars table (surname and first names apart, student number, birth date on some, programme, date of entry, date of completion); courses grouped by area of study in band rows (no courses), each with the academic year taken, theory and clinical contact hours (never credits), mark out of 100 and letter grade; overall average; key; a regional registration examination as a decoy; signature and issue date; as described by Eastern Caribbean nursing-diploma programmes.',
    render,
  },
];
