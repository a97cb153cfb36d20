/**
 * Degree-audit page of a British Caribbean territory's college student portal, captured as a screenshot, in English:
 * the portal's top bar with the college's name and "Road Town, Tortola, British Virgin Islands" in the footer, tabs
 * (Home, Registration, Degree Audit, Finances); a student card (name as "Given Family", student ID on some, the
 * programme "Bachelor of Science in <field>" or "Associate of Arts in <field>", the catalog year, the admit term on some, the expected graduation as a decoy); a progress bar with the percentage of
 * credits; the courses grouped by requirement block (General Education, Programme Core, Electives), not by term,
 * each row with the course, title, the term it was taken ("Fall 2019"), grade and credits, a block's courses in
 * progress with "IP" and no grade; "Still needed" lines (no courses); the GPA and credits applied; "Degree awarded"
 * with its date when the audit is complete. As US-style degree-audit portals show a student's progress.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { Pdf, SANS, course, digits, setInstitution } from '../lib/n-kit';
import { lPerson, lResult, lTable, iso, sample, usDate, type LRow } from './l-kit';

const COLLEGES = ['Tortola Community College', 'Virgin Gorda College of Arts and Technology'];
const PROGS = [
  { head: 'Bachelor of Science', field: 'Marine and Environmental Science', pre: 'MES', credits: 120, courses: ['Oceanography', 'Coastal Ecology', 'Environmental Chemistry', 'Fisheries Management', 'Marine Conservation', 'Geographic Information Systems', 'Climate and Islands', 'Research Project'] },
  { head: 'Bachelor of Science', field: 'Accounting', pre: 'ACC', credits: 120, courses: ['Principles of Accounting I', 'Principles of Accounting II', 'Intermediate Accounting', 'Cost Accounting', 'Auditing', 'Taxation', 'Offshore Financial Services', 'Accounting Information Systems'] },
  { head: 'Associate of Arts', field: 'Hospitality Studies', pre: 'HOS', credits: 60, courses: ['Introduction to Hospitality', 'Front Office Operations', 'Food and Beverage Management', 'Tourism in the Caribbean', 'Event Planning', 'Housekeeping Management'] },
];
const GENED = [['ENG', 'College Writing I'], ['ENG', 'College Writing II'], ['MAT', 'Finite Mathematics'], ['HIS', 'History of the Virgin Islands'], ['BIO', 'General Biology'], ['PSY', 'General Psychology'], ['SPA', 'Conversational Spanish'], ['COM', 'Oral Communication']];
const ELECT = [['ART', 'Caribbean Art and Culture'], ['MUS', 'Steel Pan Ensemble'], ['CIS', 'Spreadsheet Applications'], ['SOC', 'Introduction to Sociology'], ['PHI', 'Critical Thinking']];
const POINTS: Record<string, number> = { A: 4, 'A-': 3.7, 'B+': 3.3, B: 3, 'B-': 2.7, 'C+': 2.3, C: 2, D: 1 };

async function render(rng: Rng) {
  const p = lPerson(rng, 'VG');
  const college = rng.pick(COLLEGES);
  const prog = rng.pick(PROGS);
  const start = rng.int(2014, 2022);
  const done = rng.bool(0.4);
  const showId = rng.bool(0.6);
  const showAdmit = rng.bool(0.5);
  const F = rng.pick([SANS[0], SANS[1], SANS[2]]);
  const id = `${rng.pick(['A', 'S'])}${digits(rng, 7)}`;
  const program = `${prog.head} in ${prog.field}`;
  const assoc = prog.head.startsWith('Associate');
  const r = lResult('en', p.given, p.family, null);
  setInstitution(r, college, 'VG');
  Object.assign(r.qualification, { name: assoc ? program : prog.head, level: assoc ? 'Associate' : 'Bachelor', program, majorOrSpecialization: prog.field, registrationNumber: showId ? id : null, yearOfAdmission: start });
  const years = assoc ? 2 : 4;
  const terms = Array.from({ length: years * 2 }, (_, t) => ({ season: t % 2 === 0 ? 'Fall' : 'Spring', year: start + Math.floor((t + 1) / 2) }));
  const reached = done ? terms.length : rng.int(2, terms.length - 1);
  const ability = rng.float(0, 1);
  const grade = () => (rng.bool(ability) ? rng.pick(['A', 'A-', 'B+']) : rng.pick(['B', 'B-', 'C+', 'C', 'D']));
  const blocks: Array<{ name: string; items: Array<[string, string]>; need: number }> = [
    { name: 'General Education', items: sample(rng, GENED, assoc ? 5 : 6).map(([a, b]) => [a, b]), need: 0 },
    { name: 'Programme Core', items: prog.courses.slice(0, assoc ? 5 : 7).map((c) => [prog.pre, c] as [string, string]), need: 0 },
    { name: 'Electives', items: sample(rng, ELECT, 2).map(([a, b]) => [a, b]), need: 0 },
  ];
  const rows: LRow[] = [];
  let qp = 0;
  let cr = 0;
  let k = 0;
  const perTerm = Math.ceil(blocks.reduce((a, x) => a + x.items.length, 0) / terms.length);
  const used = new Set<string>();
  for (const b of blocks) {
    rows.push({ cells: [], band: b.name });
    let left = 0;
    for (const [pre, title] of b.items) {
      const slot = k++;
      const t = Math.floor(slot / perTerm);
      if (t >= reached) {
        left++;
        continue;
      }
      const term = terms[t];
      const running = !done && t === reached - 1;
      const g = running ? null : grade();
      let c = '';
      do c = `${pre} ${100 + 100 * Math.min(3, Math.floor(t / 2)) + rng.int(1, 49)}`;
      while (used.has(c));
      used.add(c);
      const credit = pre === 'BIO' ? 4 : 3;
      rows.push({ cells: [c, title, `${term.season} ${term.year}`, g ?? 'IP', credit.toFixed(1)] });
      r.courses.push(course({ courseNumber: c, courseName: title, credit, grade: g, term: term.season, year: term.year }));
      if (g) {
        qp += POINTS[g] * credit;
        cr += credit;
      }
    }
    if (left) rows.push({ cells: ['', `Still needed: ${left} course${left > 1 ? 's' : ''} in ${b.name}`, '', '', ''], italic: true });
  }
  const gpa = (qp / cr).toFixed(2);
  const endYear = terms[terms.length - 1].year;
  const awarded = done ? iso(endYear, 5, rng.int(12, 28)) : null;
  const captured = done ? iso(endYear, rng.int(6, 11), rng.int(1, 28)) : iso(terms[reached - 1].year, rng.int(2, 4), rng.int(1, 28));
  r.qualification.cgpa = gpa;
  r.qualification.totalCreditsOrMarks = String(cr);
  if (awarded) Object.assign(r.qualification, { yearOfCompletion: endYear, status: 'Completed' });

  const pdf = new Pdf({ size: [900, 700], title: 'Degree Audit', author: college, creationDate: new Date(`${captured}T13:00:00Z`) });
  const c = rng.pick(['#005f73', '#3a0ca3', '#9b2226']);
  pdf.fill(0, 0, 900, 44, c);
  pdf.text(college, 20, 14, { font: F.bold, size: 15, color: '#ffffff' });
  pdf.text(`Signed in as ${p.given} ${p.family}   |   Sign out`, 560, 18, { font: F.regular, size: 8.5, color: '#ffffff', width: 320, align: 'right' });
  pdf.fill(0, 44, 900, 26, '#e9ecef');
  ['Home', 'Registration', 'Degree Audit', 'Finances', 'Messages'].forEach((t, i) => pdf.text(t, 24 + i * 110, 52, { font: t === 'Degree Audit' ? F.bold : F.regular, size: 9.5, color: t === 'Degree Audit' ? c : '#333333' }));
  pdf.text('Degree Audit — What-If: off', 24, 84, { font: F.bold, size: 14 });
  pdf.roundRect(20, 108, 860, 70, 6, { stroke: '#cccccc', width: 0.8 });
  const card: Array<[string, string]> = [['Student', `${p.given} ${p.family}`], ['Programme', program]];
  if (showId) card.push(['Student ID', id]);
  card.push(['Catalog year', `${start}-${start + 1}`]);
  if (showAdmit) card.push(['Admit term', `Fall ${start}`]);
  card.push(['Expected graduation', `May ${endYear}`]);
  card.forEach(([a, b], i) => {
    const x = 32 + (i % 3) * 285;
    const y = 118 + Math.floor(i / 3) * 28;
    pdf.text(a.toUpperCase(), x, y, { font: F.regular, size: 6.5, color: '#777777' });
    pdf.text(b, x, y + 9, { font: F.bold, size: 9, width: 270, fit: true });
  });
  const pct = done ? 100 : Math.min(95, Math.round((cr / prog.credits) * 100));
  pdf.text(`Credits applied ${cr} (${pct}% of requirements)`, 20, 190, { font: F.regular, size: 9 });
  pdf.roundRect(250, 190, 400, 10, 5, { fill: '#dee2e6' });
  pdf.roundRect(250, 190, Math.max(10, 4 * pct), 10, 5, { fill: c });
  pdf.text(`Overall GPA ${gpa}`, 680, 190, { font: F.bold, size: 9.5 });
  const cols = [{ label: 'Course', width: 80 }, { label: 'Title', width: 420 }, { label: 'Term', width: 150 }, { label: 'Grade', width: 100, align: 'center' as const }, { label: 'Credits', width: 110, align: 'right' as const }];
  let y = lTable(pdf, F, 20, 212, cols, rows, { size: 8.2, rowH: rows.length > 30 ? 12 : 13.5, ruling: 'rows', fill: '#f1f3f5', bandFill: '#e7f1f5' }) + 10;
  if (awarded) pdf.text(`Degree awarded: ${program} — ${usDate(awarded)}. All requirements complete.`, 20, y, { font: F.bold, size: 9.5, color: '#2b9348' });
  else pdf.text('Requirements not yet complete. IP = in progress.', 20, y, { font: F.italic, size: 9, color: '#9d0208' });
  y += 16;
  pdf.text(`${college} · Road Town, Tortola, British Virgin Islands VG1110 · Audit run ${usDate(captured)}, ${rng.int(8, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}`, 20, Math.max(y + 6, 676), { font: F.regular, size: 7.5, color: '#666666' });
  return { pdf: await pdf.end(), expected: r, printed: { 'qualification.cgpa': gpa } };
}

export const families: Family[] = [
  {
    id: 'l-01-record',
    country: 'VG',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['screenshot'],
    conventions: 'Degree-audit page of a British Caribbean territory college portal (screenshot) in English: top bar, tabs, student card with name, optional student ID and admit term, programme Bachelor of Science in <field> or Associate of Arts in <field>, catalog year; expected graduation a decoy; progress bar with credits applied and overall GPA; courses grouped by requirement block (not by term) with course, title, term taken, grade or IP, credits; Still needed lines; degree awarded with date when complete; footer with Road Town, Tortola and the territory.',
    render,
  },
];
