/**
 * Seychellois university-college statement of academic record, in English (the working language of the
 * country's higher education beside Creole and French): a coloured band with the college's name, its P.O. Box in
 * Victoria, Mahé, Seychelles, a +248 telephone and a .sc address; "STATEMENT OF ACADEMIC RECORD"; a boxed
 * particulars grid (Surname, Forenames, Student ID, date of birth on some, Programme "Bachelor of Science
 * (Honours) in <field>", Mode of study, Date of Entry); then per year of study a heading "Year n — Academic Year
 * yyyy/yyyy" over a table of modules (code, title, level 4 to 6, credits, mark in percent, grade A to F, outcome),
 * and a line with the year's credits and average (no course); for a completed degree the award box (classification,
 * final weighted average over levels 5 and 6, total credits 360, date of award), else "Programme in progress";
 * the Registrar's signature and the date of issue; a key to grades. As described by Seychellois higher-education
 * qualification frameworks modelled on the British honours degree (credits by level, 120 a year, marks out of
 * 100 with a pass at 40, classes of honours by weighted average).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, addDays, course, digits, iso, setInstitution } from '../lib/n-kit';
import { around, dmy, eResult, ePerson, eTable, longDate, upper, type ERow } from './e-kit';

const INSTS = [
  { name: 'Mahé University College of Applied Sciences', abbr: 'MUCAS', host: 'mucas.edu.sc', box: 1348 },
  { name: 'Indian Ocean Institute of Tourism and Management Studies', abbr: 'IOITMS', host: 'ioitms.ac.sc', box: 702 },
];
const PROGS = [
  { field: 'Environmental Science', code: 'ENV', mods: ['Introduction to Ecology', 'Earth Systems', 'Chemistry for Environmental Science', 'Academic Writing and Study Skills', 'Marine Biology I', 'Statistics for Scientists', 'Introduction to GIS', 'Island Biogeography', 'Coastal Processes', 'Environmental Chemistry', 'Research Methods', 'Marine Biology II', 'Fisheries Science', 'Conservation Biology', 'Environmental Law and Policy', 'Climate Change and Small Islands', 'Coral Reef Ecology', 'Environmental Impact Assessment', 'Dissertation', 'Sustainable Resource Management', 'Blue Economy', 'Field Course: Outer Islands', 'Waste and Water Management', 'Advanced GIS and Remote Sensing'] },
  { field: 'Hospitality and Tourism Management', code: 'HTM', mods: ['Introduction to Tourism', 'Principles of Management', 'Food and Beverage Operations', 'Academic Writing and Study Skills', 'Financial Accounting', 'Rooms Division Operations', 'Business Communication', 'French for Hospitality', 'Marketing for Tourism', 'Human Resource Management', 'Research Methods', 'Events Management', 'Revenue Management', 'Sustainable Tourism', 'Service Quality Management', 'Tourism Law', 'Strategic Management', 'Destination Management', 'Dissertation', 'Entrepreneurship in Tourism', 'Resort Management', 'Digital Marketing', 'Work-Based Learning', 'Tourism Economics'] },
];
const gradeOf = (m: number) => (m >= 70 ? 'A' : m >= 60 ? 'B' : m >= 50 ? 'C' : m >= 40 ? 'D' : 'F');

async function render(rng: Rng) {
  const p = ePerson(rng, 'SC');
  const inst = rng.pick(INSTS);
  const prog = rng.pick(PROGS);
  const start = rng.int(2015, 2021);
  const years = rng.pick([2, 3, 3]);
  const done = years === 3;
  const showDob = rng.bool(0.5);
  const dob = iso(start - rng.int(18, 23), rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick([SANS[0], SANS[2], SERIF[0]]);
  const ability = rng.float(50, 72);
  const sid = `${String(start).slice(2)}${prog.code}${digits(rng, 4)}`;
  const r = eResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, inst.name, 'SC');
  const programme = `Bachelor of Science (Honours) in ${prog.field}`;

  const blocks: Array<{ head: string; rows: ERow[]; line: string }> = [];
  let credits = 0;
  let weighted = 0;
  let wsum = 0;
  for (let yr = 0; yr < years; yr++) {
    const session = `${start + yr}/${start + yr + 1}`;
    const term = `Year ${yr + 1}`;
    const rows: ERow[] = [];
    let sum = 0;
    prog.mods.slice(yr * 8, yr * 8 + 8).forEach((t, k) => {
      const code = `${prog.code}${4 + yr}${String(k + 1).padStart(2, '0')}`;
      const cr = 15;
      const mark = around(rng, ability, 8, 41, 88);
      const g = gradeOf(mark);
      rows.push({ cells: [code, t, String(4 + yr), String(cr), String(mark), g, 'Pass'] });
      r.courses.push(course({ courseNumber: code, courseName: t, credit: cr, marksScored: mark, maximumMarks: 100, grade: g, passStatus: 'Pass', term, session }));
      sum += mark;
      if (yr > 0) {
        weighted += mark * (yr === 2 ? 2 : 1);
        wsum += yr === 2 ? 2 : 1;
      }
    });
    credits += 120;
    blocks.push({ head: `${term} — Academic Year ${session}`, rows, line: `Credits achieved: 120     Year average: ${(sum / 8).toFixed(1)}%` });
  }
  const final = weighted / wsum;
  const cls = final >= 70 ? 'First Class Honours' : final >= 60 ? 'Second Class Honours (Upper Division)' : final >= 50 ? 'Second Class Honours (Lower Division)' : 'Third Class Honours';
  const award = iso(start + 3, rng.int(10, 12), rng.int(1, 28));
  const issued = done ? addDays(award, rng.int(5, 300)) : iso(start + 2, rng.int(7, 10), rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: sid, name: 'Bachelor of Science (Honours)', level: 'Bachelor', program: programme, majorOrSpecialization: prog.field,
    yearOfAdmission: start, dateOfIssue: issued, totalCreditsOrMarks: String(credits),
  });
  if (done) Object.assign(r.qualification, { yearOfCompletion: start + 3, status: 'Completed', cgpa: final.toFixed(1) });

  const pdf = new Pdf({ size: A4, title: 'Statement of Academic Record', author: inst.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 40;
  const W = pdf.width - 80;
  const band = rng.pick(['#0b5e6b', '#234a86', '#7b2d26']);
  pdf.fill(0, 0, pdf.width, 70, band);
  pdf.crest(L + 24, 35, 22, inst.abbr.slice(0, 3), '#ffffff');
  pdf.text(inst.name, L + 56, 18, { font: F.bold, size: 13.5, color: '#ffffff', width: W - 56, fit: true });
  pdf.text(`P.O. Box ${inst.box}, Victoria, Mahé, Seychelles  ·  Tel: +248 4 ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}  ·  registry@${inst.host}`, L + 56, 40, { font: F.regular, size: 7.8, color: '#ffffff', width: W - 56, fit: true });
  pdf.text('Office of the Registrar', L + 56, 52, { font: F.italic, size: 7.8, color: '#ffffff' });
  pdf.text('STATEMENT OF ACADEMIC RECORD', L, 86, { font: F.bold, size: 14, width: W, align: 'center' });
  let y = 110;
  const grid: Array<[string, string]> = [
    ['Surname', upper(p.family, 'en')], ['Forenames', p.given], ['Student ID', sid],
    ['Date of Birth', showDob ? dmy(dob) : '—'], ['Programme', programme], ['Mode of Study', rng.pick(['Full-time', 'Full-time', 'Part-time'])],
    ['Date of Entry', `September ${start}`], ['Awarding Body', inst.name], ['Status', done ? 'Awarded' : 'Registered'],
  ];
  const cw = W / 3;
  grid.forEach(([k, v], i) => {
    const cx = L + (i % 3) * cw;
    const cy = y + Math.floor(i / 3) * 26;
    pdf.rect(cx, cy, cw, 26, 0.5, '#777777');
    pdf.text(k, cx + 4, cy + 3, { font: F.regular, size: 6.6, color: '#555555' });
    pdf.text(v, cx + 4, cy + 12, { font: F.bold, size: 8.6, width: cw - 8, fit: true });
  });
  y += 3 * 26 + 14;
  const cols = [
    { label: 'Code', width: 52 }, { label: 'Module Title', width: W - 52 - 36 - 44 - 48 - 40 - 56 },
    { label: 'Level', width: 36, align: 'center' as const }, { label: 'Credits', width: 44, align: 'center' as const },
    { label: 'Mark %', width: 48, align: 'center' as const }, { label: 'Grade', width: 40, align: 'center' as const },
    { label: 'Outcome', width: 56, align: 'center' as const },
  ];
  const ruling = rng.pick(['rows', 'grid'] as const);
  for (const b of blocks) {
    pdf.text(b.head, L, y, { font: F.bold, size: 9.5, color: band });
    y += 14;
    y = eTable(pdf, F, L, y, cols, b.rows, { size: 8, rowH: 12, ruling, fill: '#eef2f4' });
    pdf.text(b.line, L, y + 3, { font: F.italic, size: 8, width: W, align: 'right' });
    y += 20;
  }
  if (done) {
    pdf.roundRect(L, y, W, 58, 4, { stroke: band, width: 1 });
    pdf.text(`Award: ${programme}`, L + 10, y + 8, { font: F.bold, size: 9.5, width: W - 20, fit: true });
    pdf.text(`Classification: ${cls}`, L + 10, y + 22, { font: F.regular, size: 9 });
    pdf.text(`Final weighted average (Levels 5 and 6): ${final.toFixed(1)}%`, L + 10, y + 35, { font: F.regular, size: 9 });
    pdf.text(`Total credits: ${credits}`, L + W / 2 + 40, y + 22, { font: F.regular, size: 9 });
    pdf.text(`Date of Award: ${longDate(award, 'en')}`, L + W / 2 + 40, y + 35, { font: F.regular, size: 9 });
    y += 70;
  } else {
    pdf.text(`Programme in progress. Total credits achieved to date: ${credits}`, L, y, { font: F.bold, size: 9 });
    y += 20;
  }
  pdf.text('Key: A 70–100 · B 60–69 · C 50–59 · D 40–49 (pass) · F 0–39 (fail). Each year of full-time study carries 120 credits.', L, y, { font: F.italic, size: 7.2, width: W, fit: true });
  y += 34;
  pdf.signature(L + 10, y, 100, rng);
  pdf.line(L, y + 10, L + 160, y + 10, 0.5);
  pdf.text('Registrar', L, y + 14, { font: F.regular, size: 8.5, width: 160, align: 'center' });
  pdf.text(`Date of issue: ${dmy(issued)}`, L + W - 200, y + 14, { font: F.regular, size: 8.5, width: 200, align: 'right' });
  pdf.seal(L + W / 2, y + 4, 24, band);
  const printed: Record<string, string> = { 'qualification.dateOfIssue': dmy(issued) };
  if (showDob) printed['candidate.dateOfBirth'] = dmy(dob);
  printed['candidate.fullName'] = p.given;
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'e-03-transcript',
    country: 'SC',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Seychellois university-college statement of academic record in English: band letterhead with P.O. Box in Victoria, Mahé, Seychelles, +248 and .sc; boxed grid of particulars (surname and forenames apart, student ID, birth date on some, the programme line, mode, date of entry); a table per year of study with the academic year in its heading, module code, title, level, credits, mark in percent, letter grade and outcome; year lines that are no course; the award box (classification, final weighted average, total credits, date of award) or a study in progress; as described by honours-degree frameworks of the country.',
    render,
  },
];
