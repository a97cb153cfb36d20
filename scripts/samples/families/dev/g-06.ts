/**
 * Unofficial transcript as a student self-service portal of a Micronesian college shows it, in English: the
 * browser's tab and address bar, the portal's banner with the college's name, its navigation (Home, Registration,
 * Student Records, Financial Aid, Account Summary, Sign Out) and a breadcrumb; "Academic Transcript — Unofficial";
 * the student's block (name as "Family, Given", the student ID, the degree sought, the major, the catalogue year
 * and the admission term); terms in US semester form (Fall, Spring, Summer) with the course subject and number,
 * title, attempted and earned credits, the letter grade and the quality points, each closed by the term's and the
 * cumulative GPA lines; a term in progress without grades on some; the degree awarded with its date on others; a
 * footer with the college's address in Palikir (FM 96941), the Federated States of Micronesia, and a +691
 * telephone, and a "printed on" time stamp. As the region's community colleges describe their US-accredited
 * associate degrees and their records in their public catalogues.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, course, digits, setInstitution } from '../lib/n-kit';
import { addDays, gPerson, gResult, gTable, iso, mdyNum, otherGiven, type GRow } from './g-kit';

const COLLEGES = [
  { name: 'Pacific Lagoon Community College', short: 'PLCC', host: 'plcc.edu.fm' },
  { name: 'Sokehs Ridge College of Marine and Applied Sciences', short: 'SRC', host: 'sokehsridge.edu.fm' },
];
const PROGS = [
  { degree: 'Associate of Science', major: 'Marine Science', courses: [['MS', 'Introduction to Marine Science'], ['MS', 'Marine Biology'], ['MS', 'Oceanography'], ['MS', 'Fisheries Management'], ['MS', 'Coral Reef Ecology'], ['SC', 'General Chemistry'], ['SC', 'Environmental Science'], ['MS', 'Aquaculture Techniques']] },
  { degree: 'Associate of Arts', major: 'Liberal Arts', courses: [['HI', 'History of Micronesia'], ['SS', 'Introduction to Sociology'], ['PY', 'General Psychology'], ['HU', 'Pacific Literature'], ['AR', 'Art Appreciation'], ['SS', 'Pacific Islands Governments'], ['PY', 'Human Development'], ['HU', 'Public Speaking']] },
  { degree: 'Associate of Applied Science', major: 'Accounting', courses: [['AC', 'Principles of Accounting I'], ['AC', 'Principles of Accounting II'], ['BU', 'Introduction to Business'], ['BU', 'Business Communication'], ['AC', 'Computerized Accounting'], ['EC', 'Principles of Economics'], ['BU', 'Business Law'], ['AC', 'Payroll Accounting']] },
];
const GENERAL = [['EN', 'College Composition'], ['EN', 'Reading and Writing Skills'], ['MS', 'College Algebra'], ['MS', 'Statistics'], ['CA', 'Computer Literacy'], ['PE', 'Physical Fitness'], ['SC', 'Introduction to Biology'], ['HU', 'Micronesian Cultures']];
const SCALE: Array<[string, number]> = [['A', 4], ['B', 3], ['C', 2], ['D', 1], ['F', 0]];

async function render(rng: Rng) {
  const p = gPerson(rng, 'FM');
  const col = rng.pick(COLLEGES);
  const prog = rng.pick(PROGS);
  const start = rng.int(2016, 2023);
  const done = rng.bool(0.5);
  const F = rng.pick([SANS[0], SANS[1], SANS[2]]);
  const sid = `${String(start).slice(2)}-${digits(rng, 5)}`;
  const ability = rng.float(0.3, 2.6);
  const r = gResult('en', p.given, p.family, null);
  setInstitution(r, col.name, 'FM');

  const terms: Array<{ name: string; year: number }> = [];
  for (let k = 0; k < 4; k++) terms.push({ name: k % 2 === 0 ? 'Fall' : 'Spring', year: start + Math.ceil(k / 2) });
  const pool = [...prog.courses, ...GENERAL];
  const rows: GRow[] = [];
  let k = 0;
  let cumAtt = 0;
  let cumEarn = 0;
  let cumPts = 0;
  terms.forEach((t, ti) => {
    const current = !done && ti === terms.length - 1;
    rows.push({ band: `${t.name} ${t.year}${current ? '  (in progress)' : ''}`, cells: [] });
    let att = 0;
    let pts = 0;
    let earn = 0;
    for (let c = 0; c < 4; c++) {
      const [subj, title] = pool[k % pool.length];
      const code = `${subj} ${100 + (k % 8) * 10 + (ti > 1 ? 100 : 0) + rng.int(0, 9)}`;
      k++;
      const cr = rng.pick([3, 3, 3, 4, 1]);
      if (current) {
        rows.push({ cells: [code, title, cr.toFixed(2), '0.00', '', '0.00'] });
        r.courses.push(course({ courseNumber: code, courseName: title, credit: cr, term: t.name, year: t.year }));
        continue;
      }
      const idx = Math.max(0, Math.min(4, Math.round(ability + rng.gauss() * 0.8)));
      const [g, gp] = SCALE[idx];
      const e = gp > 0 ? cr : 0;
      rows.push({ cells: [code, title, cr.toFixed(2), e.toFixed(2), g, (gp * cr).toFixed(2)] });
      r.courses.push(course({ courseNumber: code, courseName: title, credit: cr, grade: g, term: t.name, year: t.year }));
      att += cr;
      earn += e;
      pts += gp * cr;
    }
    if (current) return;
    cumAtt += att;
    cumEarn += earn;
    cumPts += pts;
    rows.push({ cells: ['', `Term:  Attempted ${att.toFixed(2)}  Earned ${earn.toFixed(2)}  GPA ${(pts / att).toFixed(2)}`, '', '', '', pts.toFixed(2)], italic: true });
    rows.push({ cells: ['', `Cumulative:  Attempted ${cumAtt.toFixed(2)}  Earned ${cumEarn.toFixed(2)}  GPA ${(cumPts / cumAtt).toFixed(2)}`, '', '', '', cumPts.toFixed(2)], bold: true });
  });
  const cgpa = (cumPts / cumAtt).toFixed(2);
  const awarded = done ? iso(start + 2, 5, rng.int(10, 28)) : null;
  const printedOn = awarded ? addDays(awarded, rng.int(10, 400)) : iso(start + 2, rng.int(2, 4), rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: sid, name: `${prog.degree} in ${prog.major}`, level: 'Associate', majorOrSpecialization: prog.major,
    yearOfAdmission: start, yearOfCompletion: awarded ? start + 2 : null, status: done ? 'Completed' : null, cgpa, totalCreditsOrMarks: cumEarn.toFixed(2).replace(/\.00$/, ''),
  });

  const pdf = new Pdf({ size: A4, title: 'Student Self-Service', author: col.short, creationDate: new Date(`${printedOn}T03:00:00Z`) });
  const W = pdf.width;
  // Browser chrome and the portal's banner.
  pdf.fill(0, 0, W, 22, '#dee1e6');
  pdf.roundRect(8, 4, 190, 18, 4, { fill: '#ffffff' });
  pdf.text(`Academic Transcript | ${col.short} Self-Service`, 14, 9, { font: F.regular, size: 7.5, width: 180, fit: true });
  pdf.fill(0, 22, W, 22, '#ffffff');
  pdf.roundRect(40, 26, W - 80, 15, 7, { fill: '#f1f3f4' });
  pdf.text(`https://selfservice.${col.host}/Student/Records/Transcript?view=unofficial`, 52, 30, { font: F.regular, size: 7.5, color: '#333333' });
  const blue = rng.pick(['#00467f', '#006d77', '#3a0ca3']);
  pdf.fill(0, 44, W, 38, blue);
  pdf.text(col.name, 20, 52, { font: F.bold, size: 13, color: '#ffffff', width: W - 200, fit: true });
  pdf.text('Student Self-Service', 20, 68, { font: F.regular, size: 8, color: '#dddddd' });
  pdf.text(`Welcome, ${p.given}!   |   Sign Out`, W - 200, 58, { font: F.regular, size: 8, color: '#ffffff', width: 180, align: 'right' });
  pdf.fill(0, 82, W, 18, '#eef1f5');
  pdf.text('Home     Registration     Student Records     Financial Aid     Account Summary     Help', 20, 87, { font: F.regular, size: 8, color: '#333333' });
  pdf.text('Home  >  Student Records  >  Academic Transcript', 20, 110, { font: F.regular, size: 7.5, color: '#666666' });
  pdf.text('Academic Transcript — Unofficial', 20, 126, { font: F.bold, size: 14, color: blue });
  const L = 20;
  const CW = W - 40;
  let y = 150;
  pdf.roundRect(L, y - 6, CW, 58, 3, { stroke: '#cccccc' });
  const kv = (x: number, yy: number, k2: string, v: string) => {
    pdf.text(k2, x, yy, { font: F.bold, size: 8, color: '#555555' });
    pdf.text(v, x + 86, yy, { font: F.regular, size: 8.5, width: CW / 2 - 96, fit: true });
  };
  kv(L + 8, y, 'Name', `${p.family}, ${p.given}`);
  kv(L + 8, y + 15, 'Student ID', sid);
  kv(L + 8, y + 30, 'Admit Term', `Fall ${start}`);
  kv(L + CW / 2, y, 'Degree Sought', `${prog.degree} in ${prog.major}`);
  kv(L + CW / 2, y + 15, 'Major', prog.major);
  kv(L + CW / 2, y + 30, 'Catalog Year', `${start}-${start + 1}`);
  y += 66;
  const cols = [{ label: 'Course', width: 62 }, { label: 'Title', width: CW - 62 - 4 * 58 }, { label: 'Attempted', width: 58, align: 'right' as const }, { label: 'Earned', width: 58, align: 'right' as const }, { label: 'Grade', width: 58, align: 'center' as const }, { label: 'Points', width: 58, align: 'right' as const }];
  const rowH = 12.5;
  let i = 0;
  while (i < rows.length) {
    const room = Math.floor((pdf.height - 110 - y) / rowH);
    const chunk = rows.slice(i, i + room);
    y = gTable(pdf, F, L, y, cols, chunk, { size: 8, rowH, ruling: 'rows', fill: '#e8edf3', bandFill: '#f6f8fa' }) + 10;
    i += chunk.length;
    if (i < rows.length) {
      pdf.addPage();
      y = 30;
    }
  }
  if (awarded) pdf.text(`Degree Awarded: ${prog.degree} in ${prog.major} — ${mdyNum(awarded)}`, L, y, { font: F.bold, size: 9 });
  else pdf.text('Degree Awarded: none — student is currently enrolled.', L, y, { font: F.italic, size: 9 });
  y += 14;
  pdf.text(`Overall: Earned ${cumEarn.toFixed(2)}   GPA ${cgpa}   Advisor: ${otherGiven(rng, 'FM', rng.bool())} ${p.family === 'Moses' ? 'Ehsa' : 'Moses'}`, L, y, { font: F.regular, size: 8.5 });
  const fy = pdf.height - 44;
  pdf.line(0, fy - 6, W, fy - 6, 0.4, '#cccccc');
  pdf.text(`${col.name} · P.O. Box ${digits(rng, 3)}, Palikir, FM 96941 · Federated States of Micronesia · Tel. +691 320 ${digits(rng, 4)}`, L, fy, { font: F.regular, size: 7, color: '#666666', width: CW, fit: true });
  pdf.text(`Printed on ${mdyNum(printedOn)} ${rng.int(1, 12)}:${String(rng.int(0, 59)).padStart(2, '0')} PM. This unofficial transcript is not valid for transfer.`, L, fy + 12, { font: F.regular, size: 7, color: '#666666' });
  const printed: Record<string, string> = { 'candidate.fullName': `${p.family}, ${p.given}` };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'g-06-transcript',
    country: 'FM',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['screenshot'],
    conventions: 'Micronesian community college\'s unofficial transcript as a self-service portal page: browser tab and address bar, banner, navigation, breadcrumb and a welcome with the given name; a student block (Family, Given; ID; admit term; degree sought; major; catalogue year); Fall/Spring terms with subject-number codes, attempted and earned credits, letter grades and points, term and cumulative GPA lines; a term in progress or the degree awarded with a numeric date; the address in Palikir, FM 96941 and +691 in the footer with a printed-on stamp.',
    render,
  },
];
