/**
 * Official academic record of a territorial college of a Caribbean US territory, in English: the college's name and
 * its St. Thomas or St. Croix address with "U.S. Virgin Islands" and the 008xx ZIP code; "OFFICIAL ACADEMIC RECORD";
 * the student's block in two columns (name as "SURNAME, Given", the student ID and the birth date on some, the
 * admit term on some, the degree programme "Bachelor of Arts in <field>"), the high school attended and its year as
 * a decoy; terms in sequence ("Fall 2019", "Spring 2020"), each a small table with subject code, title, attempted
 * credits, grade, quality points and a repeat column: a course failed or passed low and retaken later prints both
 * attempts, the earlier marked "E" (excluded from the GPA) and, on some, struck through, the later one "I" (included);
 * a term GPA line under each term; the running term's courses without a grade; the cumulative credits earned and GPA
 * and the degree with its conferral date when awarded; a repeat legend and the registrar's signature with a date
 * printed. As US registrars print repeated courses under a repeat-forgiveness policy.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { LETTER, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { iPerson, iResult, iTable, iso, otherName, sample, usDate, type IRow } from './i-kit';

const COLLEGES = [
  { name: 'Territorial College of the Virgin Islands', street: '2 John Brewers Bay', town: 'St. Thomas', zip: '00802' },
  { name: 'Caribbean Crossroads College', street: 'RR 1 Kingshill', town: 'St. Croix', zip: '00850' },
];
const FIELDS = [
  { field: 'Psychology', pre: 'PSY', courses: ['Introduction to Psychology', 'Developmental Psychology', 'Abnormal Psychology', 'Social Psychology', 'Research Methods in Psychology', 'Cognitive Psychology', 'Theories of Personality', 'Psychological Testing'] },
  { field: 'Marine Biology', pre: 'MBI', courses: ['Principles of Biology I', 'Principles of Biology II', 'Coral Reef Ecology', 'Invertebrate Zoology', 'Marine Botany', 'Biological Oceanography', 'Ichthyology', 'Field Methods in Marine Science'] },
  { field: 'Business Administration', pre: 'BUS', courses: ['Principles of Management', 'Financial Accounting', 'Managerial Accounting', 'Business Law', 'Principles of Marketing', 'Business Statistics', 'Operations Management', 'Corporate Finance'] },
];
const CORE = [['ENG', 'English Composition I'], ['ENG', 'English Composition II'], ['MAT', 'College Algebra'], ['MAT', 'Precalculus'], ['HIS', 'Caribbean History'], ['SPA', 'Elementary Spanish I'], ['SCI', 'Physical Science'], ['SPE', 'Public Speaking'], ['CIS', 'Computer Literacy']];
const POINTS: Record<string, number> = { A: 4, 'A-': 3.7, 'B+': 3.3, B: 3, 'B-': 2.7, 'C+': 2.3, C: 2, 'C-': 1.7, D: 1, F: 0 };
const GOOD = ['A', 'A-', 'B+', 'B', 'B-', 'C+', 'C'];

async function render(rng: Rng) {
  const p = iPerson(rng, 'VI');
  const col = rng.pick(COLLEGES);
  const fld = rng.pick(FIELDS);
  const start = rng.int(2012, 2021);
  const done = rng.bool(0.55);
  const nTerms = done ? 8 : rng.int(3, 6);
  const showDob = rng.bool(0.5);
  const showId = rng.bool(0.55);
  const showAdmit = rng.bool(0.5);
  const strike = rng.bool(0.5);
  const F = rng.pick([SANS[0], SANS[1], SERIF[0]]);
  const dob = iso(start - rng.int(18, 21), rng.int(1, 12), rng.int(1, 28));
  const id = `${digits(rng, 3)}-${digits(rng, 2)}-${digits(rng, 4)}`;
  const r = iResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, col.name, 'VI');
  const program = `Bachelor of Arts in ${fld.field}`;
  Object.assign(r.qualification, { name: 'Bachelor of Arts', level: 'Bachelor', program, majorOrSpecialization: fld.field, registrationNumber: showId ? id : null, yearOfAdmission: start });

  const pool: Array<[string, string]> = [...sample(rng, CORE, 6).map(([a, b]) => [a, b] as [string, string]), ...fld.courses.map((c) => [fld.pre, c] as [string, string])];
  const codes = new Map<string, string>();
  const code = (pre: string, title: string, lvl: number) => {
    if (!codes.has(title)) codes.set(title, `${pre} ${lvl}${digits(rng, 2)}`);
    return codes.get(title)!;
  };
  const ability = rng.float(0, 1);
  const gradeOf = () => (rng.bool(ability) ? rng.pick(GOOD.slice(0, 4)) : rng.pick(GOOD.slice(2)));
  // The attempts to repeat: a course of an early term, taken again in the next term (or the one after).
  const fails = new Set<number>([rng.int(0, Math.max(0, Math.min(2, nTerms - 2)))]);
  if (nTerms >= 6 && rng.bool(0.5)) fails.add(rng.int(3, nTerms - 2));
  const rows: IRow[] = [];
  const struck: number[] = [];
  let k = 0;
  let earned = 0;
  let qp = 0;
  let gpaCr = 0;
  const retake = new Map<number, [string, string]>();
  for (let t = 0; t < nTerms; t++) {
    const year = start + Math.floor((t + 1) / 2);
    const season = t % 2 === 0 ? 'Fall' : 'Spring';
    const running = !done && t === nTerms - 1;
    rows.push({ cells: [], band: running ? `${season} ${year} — in progress` : `${season} ${year}` });
    const todo: Array<[string, string, string]> = [];
    const again = retake.get(t);
    if (again) todo.push([again[0], again[1], 'I']);
    while (todo.length < (t === nTerms - 1 && done ? 3 : 4)) {
      const [pre, title] = pool[k++ % pool.length];
      todo.push([pre, title, '']);
    }
    if (fails.has(t)) {
      const i = todo.length - 1;
      todo[i][2] = 'E';
      retake.set(t + (rng.bool(0.7) ? 1 : 2 <= nTerms - 1 - t ? 2 : 1), [todo[i][0], todo[i][1]]);
    }
    let tq = 0;
    let tc = 0;
    for (const [pre, title, flag] of todo) {
      const c = code(pre, title, 1 + Math.min(3, Math.floor(t / 2)));
      const cr = pre === 'SCI' ? 4 : 3;
      const g = running ? null : flag === 'E' ? rng.pick(['F', 'D', 'F', 'C-']) : gradeOf();
      const pts = g === null ? '' : flag === 'E' ? '0.00' : (POINTS[g] * cr).toFixed(2);
      if (strike && flag === 'E') struck.push(rows.length);
      rows.push({ cells: [c, title, String(cr), g ?? '', pts, flag] });
      r.courses.push(course({ courseNumber: c, courseName: title, credit: cr, grade: g, term: season, year }));
      if (g !== null && flag !== 'E') {
        tq += POINTS[g] * cr;
        tc += cr;
        if (g !== 'F') earned += cr;
      }
    }
    qp += tq;
    gpaCr += tc;
    if (!running) rows.push({ cells: ['', `Term GPA ${(tq / tc).toFixed(2)}   Cumulative GPA ${(qp / gpaCr).toFixed(2)}`, '', '', '', ''], italic: true });
  }
  const gpa = (qp / gpaCr).toFixed(2);
  r.qualification.cgpa = gpa;
  r.qualification.totalCreditsOrMarks = String(earned);
  const endYear = start + Math.floor(nTerms / 2);
  const conferred = done ? iso(endYear, 5, rng.int(10, 20)) : null;
  const printedOn = done ? iso(endYear, rng.int(6, 12), rng.int(1, 28)) : iso(endYear, (nTerms - 1) % 2 === 0 ? rng.int(10, 11) : rng.int(3, 4), rng.int(1, 28));
  r.qualification.dateOfIssue = printedOn;
  if (conferred) Object.assign(r.qualification, { yearOfCompletion: endYear, status: 'Completed' });

  const pdf = new Pdf({ size: LETTER, title: 'Official Academic Record', author: col.name, creationDate: new Date(`${printedOn}T15:00:00Z`) });
  const L = 40;
  const W = pdf.width - 80;
  const c = rng.pick(['#1d3557', '#2d6a4f', '#6a040f']);
  pdf.crest(L + 20, 42, 20, col.name.split(' ').filter((w) => /^\p{Lu}/u.test(w)).map((w) => w[0]).join(''), c);
  pdf.text(col.name, L + 50, 26, { font: F.bold, size: 14, color: c });
  pdf.text(`Office of the Registrar · ${col.street}, ${col.town}, U.S. Virgin Islands ${col.zip} · (340) 69${digits(rng, 1)}-${digits(rng, 4)}`, L + 50, 45, { font: F.regular, size: 7.5, color: '#444444', width: W - 50, fit: true });
  pdf.text('OFFICIAL ACADEMIC RECORD', L, 72, { font: F.bold, size: 12, width: W, align: 'center', cs: 1 });
  const left: Array<[string, string]> = [['Name', `${p.family.toUpperCase()}, ${p.given}`]];
  if (showId) left.push(['Student ID', id]);
  if (showDob) left.push(['Birth Date', usDate(dob)]);
  left.push(['Previous School', `${rng.pick(['Charlotte Amalie', 'Ivanna Eudora Kean', 'St. Croix Central', 'Good Hope Country Day'])} High School, ${start}`]);
  const right: Array<[string, string]> = [['Program', program]];
  if (showAdmit) right.push(['Admit Term', `Fall ${start}`]);
  right.push(['Date Printed', usDate(printedOn)]);
  let y = 94;
  left.forEach(([a, b], i) => {
    pdf.text(`${a}:`, L, y + i * 12, { font: F.bold, size: 8 });
    pdf.text(b, L + 78, y + i * 12, { font: F.regular, size: 8, width: W / 2 - 84, fit: true });
  });
  right.forEach(([a, b], i) => {
    pdf.text(`${a}:`, L + W / 2, y + i * 12, { font: F.bold, size: 8 });
    pdf.text(b, L + W / 2 + 66, y + i * 12, { font: F.regular, size: 8, width: W / 2 - 66, fit: true });
  });
  y += Math.max(left.length, right.length) * 12 + 8;
  const cols = [
    { label: 'Course', width: 62 },
    { label: 'Title', width: W - 62 - 4 * 52 },
    { label: 'Cr', width: 52, align: 'right' as const },
    { label: 'Grade', width: 52, align: 'center' as const },
    { label: 'Q.Pts', width: 52, align: 'right' as const },
    { label: 'Rpt', width: 52, align: 'center' as const },
  ];
  const size = rows.length > 50 ? 6.8 : 7.6;
  const rowH = rows.length > 50 ? 9.6 : 11;
  const top = y + size * 1.2 + 5;
  y = iTable(pdf, F, L, y, cols, rows, { size, rowH, ruling: 'none', fill: '#e6e6e6', bandFill: '#f1f1f1' }) + 8;
  for (const i of struck) pdf.line(L + 2, top + i * rowH + rowH / 2, L + W - 2, top + i * rowH + rowH / 2, 0.5, '#333333');
  pdf.text(`Cumulative credits earned: ${earned}     Cumulative GPA: ${gpa}`, L, y, { font: F.bold, size: 8.5 });
  y += 13;
  if (conferred) pdf.text(`Degree conferred: ${program}, ${usDate(conferred)}`, L, y, { font: F.bold, size: 8.5 });
  else pdf.text('No degree conferred. Enrolled in a degree program.', L, y, { font: F.regular, size: 8.5 });
  y += 16;
  pdf.text('Repeat codes: E = earlier attempt, excluded from GPA and earned credits; I = repeated attempt, included. Grades: A 4.00 … D 1.00, F 0.00.', L, y, { font: F.italic, size: 7, color: '#333333', width: W, fit: true });
  y += 26;
  pdf.signature(L + W - 160, y, 120, rng);
  pdf.text(otherName(rng, 'VI', p.family), L + W - 200, y + 12, { font: F.regular, size: 8, width: 200, align: 'right' });
  pdf.text('Registrar', L + W - 200, y + 23, { font: F.italic, size: 7.5, width: 200, align: 'right' });
  const printed: Record<string, string> = { 'candidate.fullName': `${p.family.toUpperCase()}, ${p.given}`, 'qualification.dateOfIssue': usDate(printedOn) };
  if (showDob) printed['candidate.dateOfBirth'] = usDate(dob);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'i-01-transcript',
    country: 'VI',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Official academic record of a territorial college of a Caribbean US territory in English: college, registrar and St. Thomas / St. Croix address with U.S. Virgin Islands and 008xx ZIP; SURNAME, Given, optional student ID, birth date and admit term, the degree programme, a previous high school as decoy; Fall/Spring terms with code, title, credits, grade, quality points and a repeat column (earlier attempt E, excluded, struck through on some; retake I, included); term GPA lines; running term without grades; cumulative credits and GPA, the degree conferred with its date, repeat legend, registrar signature.',
    render,
  },
];
