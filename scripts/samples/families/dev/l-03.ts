/**
 * Academic transcript of a British Caribbean territory's community college, in English: the college's letterhead with
 * "Salem, Montserrat, West Indies" and a (664) telephone; "ACADEMIC TRANSCRIPT"; the student's particulars in a ruled
 * box (surname and first names apart, student number, date of birth on some, the programme "Associate Degree in
 * <field>", date of entry on some, the mode of study); one table for the whole study, not one per term: academic
 * year ("2018/2019") and semester ("1", "2") in the first columns of every row, module code, title, credits, the mark
 * in percent and the letter grade (both printed); a key to the grades under the table; credits earned, the cumulative
 * GPA and the award with its date, or "Programme in progress"; the registrar's signature, a college stamp and the
 * date of issue. As small colleges of the Eastern Caribbean print transcripts from a single table.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { around, iso, lPerson, lResult, lTable, longDate, otherName, sample, type LRow } from './l-kit';

const COLLEGES = ['Montserrat Island Community College', 'Emerald Isle College of Further Education'];
const PROGS = [
  { field: 'Business Studies', pre: 'BUS', mods: ['Principles of Management', 'Financial Accounting', 'Business Communication', 'Microeconomics', 'Macroeconomics', 'Human Resource Management', 'Marketing Principles', 'Small Business Management', 'Business Law', 'Entrepreneurship'] },
  { field: 'Nursing', pre: 'NUR', mods: ['Foundations of Nursing', 'Anatomy and Physiology', 'Pharmacology', 'Community Health Nursing', 'Medical-Surgical Nursing', 'Maternal and Child Health', 'Mental Health Nursing', 'Nutrition', 'Clinical Practicum I', 'Clinical Practicum II'] },
  { field: 'Information Technology', pre: 'ITS', mods: ['Programming Fundamentals', 'Computer Hardware', 'Database Systems', 'Networking Essentials', 'Web Development', 'Systems Analysis', 'Operating Systems', 'Information Security', 'Data Structures', 'Capstone Project'] },
];
const GENERAL = [['GEN', 'English for Academic Purposes'], ['GEN', 'College Mathematics'], ['GEN', 'Caribbean Studies'], ['GEN', 'Introduction to Spanish'], ['GEN', 'Study Skills']];
const BANDS: Array<[number, string, number]> = [[85, 'A', 4], [80, 'A-', 3.7], [75, 'B+', 3.3], [70, 'B', 3], [65, 'B-', 2.7], [60, 'C+', 2.3], [50, 'C', 2], [40, 'D', 1], [0, 'F', 0]];

async function render(rng: Rng) {
  const p = lPerson(rng, 'MS');
  const college = rng.pick(COLLEGES);
  const prog = rng.pick(PROGS);
  const start = rng.int(2013, 2022);
  const nSem = rng.bool(0.5) ? 4 : rng.int(2, 3);
  const done = nSem === 4;
  const showDob = rng.bool(0.5);
  const showEntry = rng.bool(0.5);
  const F = rng.pick([SANS[0], SERIF[0], SERIF[1]]);
  const id = `MCC${String(start).slice(2)}${digits(rng, 4)}`;
  const dob = iso(start - rng.int(18, 30), rng.int(1, 12), rng.int(1, 28));
  const entry = iso(start, 8, rng.int(25, 31));
  const program = `Associate Degree in ${prog.field}`;
  const r = lResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, college, 'MS');
  Object.assign(r.qualification, { name: program, level: 'Associate', program, majorOrSpecialization: prog.field, registrationNumber: id, yearOfAdmission: start });
  const ability = rng.float(55, 85);
  const pool = [...sample(rng, GENERAL, 4).map(([a, b]) => [a, b] as [string, string]), ...prog.mods.map((m) => [prog.pre, m] as [string, string])];
  const rows: LRow[] = [];
  let qp = 0;
  let earned = 0;
  let gpaCr = 0;
  let k = 0;
  for (let s = 0; s < nSem; s++) {
    const session = `${start + Math.floor(s / 2)}/${start + Math.floor(s / 2) + 1}`;
    const sem = String((s % 2) + 1);
    for (let j = 0; j < 3 + (s < 2 ? 1 : 0) && k < pool.length; j++) {
      const [pre, title] = pool[k++];
      const code = `${pre}${Math.floor(s / 2) + 1}${digits(rng, 2)}`;
      const cr = title.startsWith('Clinical') || title.startsWith('Capstone') ? 4 : 3;
      const mark = around(rng, ability, 12, 30, 98);
      const [, g, pts] = BANDS.find(([min]) => mark >= min)!;
      rows.push({ cells: [session, sem, code, title, String(cr), String(mark), g] });
      r.courses.push(course({ courseNumber: code, courseName: title, credit: cr, grade: g, marksScored: mark, maximumMarks: 100, term: sem, session }));
      qp += pts * cr;
      gpaCr += cr;
      if (g !== 'F') earned += cr;
    }
  }
  const gpa = (qp / gpaCr).toFixed(2);
  r.qualification.cgpa = gpa;
  r.qualification.totalCreditsOrMarks = String(earned);
  const endYear = start + Math.ceil(nSem / 2);
  const conferred = done ? iso(endYear, 7, rng.int(1, 20)) : null;
  const issued = done ? iso(endYear, rng.int(8, 12), rng.int(1, 28)) : iso(start + Math.ceil(nSem / 2), nSem % 2 ? 2 : 7, rng.int(1, 28));
  r.qualification.dateOfIssue = issued;
  if (conferred) Object.assign(r.qualification, { yearOfCompletion: endYear, status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Academic Transcript', author: college, creationDate: new Date(`${issued}T10:00:00Z`) });
  const c = rng.pick(['#14532d', '#1e3a8a', '#713f12']);
  const L = 44;
  const W = pdf.width - 88;
  pdf.crest(L + 22, 54, 22, college.split(' ').map((w) => w[0]).join('').slice(0, 3), c);
  pdf.text(college, L + 54, 36, { font: F.bold, size: 15, color: c, width: W - 54, fit: true });
  pdf.text(`Office of the Registrar · Salem, Montserrat, West Indies · Tel. (664) 491-${digits(rng, 4)} · registry@${college.split(' ')[0].toLowerCase()}.ms`, L + 54, 58, { font: F.regular, size: 8, color: '#444444', width: W - 54, fit: true });
  pdf.text('ACADEMIC TRANSCRIPT', L, 96, { font: F.bold, size: 13, width: W, align: 'center', cs: 1.5 });
  const part: Array<[string, string]> = [['Surname', p.family.toUpperCase()], ['First name(s)', p.given], ['Student No.', id]];
  if (showDob) part.push(['Date of Birth', longDate(dob, 'en')]);
  part.push(['Programme', program]);
  if (showEntry) part.push(['Date of Entry', longDate(entry, 'en')]);
  part.push(['Mode of Study', rng.pick(['Full-time', 'Part-time'])]);
  let y = 122;
  const half = Math.ceil(part.length / 2);
  pdf.rect(L, y - 6, W, half * 16 + 8, 0.6);
  part.forEach(([a, b], i) => {
    const x = i < half ? L + 8 : L + W / 2 + 4;
    const yy = y + (i % half) * 16;
    pdf.text(`${a}:`, x, yy, { font: F.bold, size: 8.5 });
    pdf.text(b, x + 80, yy, { font: F.regular, size: 8.5, width: W / 2 - 92, fit: true });
  });
  y += half * 16 + 18;
  const cols = [{ label: 'Academic Year', width: 70 }, { label: 'Sem', width: 30, align: 'center' as const }, { label: 'Code', width: 56 }, { label: 'Module Title', width: W - 70 - 30 - 56 - 3 * 50 }, { label: 'Credits', width: 50, align: 'center' as const }, { label: 'Mark %', width: 50, align: 'center' as const }, { label: 'Grade', width: 50, align: 'center' as const }];
  y = lTable(pdf, F, L, y, cols, rows, { size: 8.4, rowH: 14, ruling: 'grid', fill: '#eeeeee' }) + 8;
  pdf.text('Key: A 85-100 (4.0), A- 80-84, B+ 75-79, B 70-74, B- 65-69, C+ 60-64, C 50-59, D 40-49, F below 40 (fail, no credit).', L, y, { font: F.italic, size: 7.2, color: '#333333', width: W, fit: true });
  y += 22;
  pdf.text(`Credits earned: ${earned}`, L, y, { font: F.bold, size: 9.5 });
  pdf.text(`Cumulative GPA: ${gpa}`, L + 180, y, { font: F.bold, size: 9.5 });
  y += 16;
  if (conferred) pdf.text(`Award: ${program}, conferred ${longDate(conferred, 'en')}`, L, y, { font: F.bold, size: 9.5 });
  else pdf.text('Programme in progress — no award conferred to date.', L, y, { font: F.italic, size: 9.5 });
  y += 60;
  pdf.signature(L, y - 20, 120, rng);
  pdf.line(L, y, L + 180, y, 0.5);
  pdf.text(`${otherName(rng, 'MS', p.family)}, Registrar`, L, y + 5, { font: F.regular, size: 9 });
  pdf.text(`Date of issue: ${longDate(issued, 'en')}`, L, y + 18, { font: F.regular, size: 9 });
  pdf.stampBox(L + W - 170, y - 40, 160, 50, [college.toUpperCase(), 'REGISTRY', 'MONTSERRAT'], c);
  pdf.text('This transcript is not valid without the college stamp. Any alteration renders it void.', L, pdf.height - 40, { font: F.italic, size: 7, color: '#555555', width: W, align: 'center' });
  const printed: Record<string, string> = { 'qualification.dateOfIssue': longDate(issued, 'en'), 'candidate.fullName': p.given };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'en');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'l-03-transcript',
    country: 'MS',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Academic transcript of a British Caribbean territory community college in English: letterhead with Salem, Montserrat, West Indies and (664) phone; particulars box with surname and first names apart, student number, optional birth date and date of entry, programme Associate Degree in <field>, mode of study; one table for the whole study with academic year and semester in every row, code, module, credits, mark % and letter grade; grade key; credits earned, cumulative GPA, award with date or in progress; registrar, stamp, date of issue.',
    render,
  },
];
