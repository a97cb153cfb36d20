/**
 * Academic transcript of an Australian university, in English, over two or three A4 pages: every page opens with the
 * same block (the university and its address "Private Bag …, Hobart TAS 7001, Australia", "ACADEMIC TRANSCRIPT" and, on
 * the pages after the first, "(continued)", the holder as "KELLY, Chloe" with the surname in capitals first, the
 * student ID on some, the date of birth on some, "Page n of m"); under it, on the first page only, the course block
 * ("Course: Bachelor of <field>", "Course code", "Commenced: 2019", "Status: Completed" with "Conferred: 14th December
 * 2022" in ordinal form, or "Status: Enrolled" of a student still studying); then the units, one band per study period
 * ("2019 Semester 1", "2020 Summer School"), columns Unit Code, Unit Title, Credit Points (12.5, a summer unit 6.25)
 * and a grade word code (HD, DN, CR, PP, NN) with no mark; the column header repeated after a page break with
 * "(continued)" on the period's band; after the units "Credit points passed" (the total) and "Course GPA" on the 7-point
 * scale; a key to the grades that lists codes no row carries (CT, WD, AN); the date printed (not a completion) and the
 * Academic Registrar's name. As Australian universities print a full academic record.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { iso, longDate, ordinal, otherName, sample, wPerson, wResult, wTable, type WRow, ymd } from './w4-kit';

const UNIS = [
  { name: 'University of the Derwent Valley', box: 'Private Bag 41, Hobart TAS 7001, Australia', short: 'UDV' },
  { name: 'Huon Southern University', box: 'Locked Bag 1307, Hobart TAS 7001, Australia', short: 'HSU' },
];
const COURSES = [
  { name: 'Bachelor of Commerce', code: 'B3A', major: 'Accounting', pre: 'BFA', units: ['Accounting Principles', 'Introductory Economics', 'Business Statistics', 'Commercial Law', 'Financial Accounting', 'Management Accounting', 'Corporate Finance', 'Auditing and Assurance', 'Taxation Law', 'Accounting Information Systems', 'Company Accounting', 'Financial Statement Analysis', 'Ethics in Business', 'Macroeconomic Policy', 'Public Sector Accounting', 'Accounting Theory', 'Business Communication', 'Marketing Principles', 'Organisational Behaviour', 'Capstone: Accounting Practice', 'Data Analytics for Business', 'Sustainability Reporting', 'Advanced Financial Accounting', 'International Business'] },
  { name: 'Bachelor of Science', code: 'S3C', major: 'Marine Biology', pre: 'KSM', units: ['Biology of Cells', 'Chemistry 1A', 'Earth Systems', 'Introduction to Marine Science', 'Organismal Biology', 'Statistics for Scientists', 'Marine Invertebrates', 'Oceanography', 'Ecology', 'Fish Biology', 'Genetics', 'Marine Ecology', 'Physiology of Marine Animals', 'Coastal Processes', 'Marine Conservation', 'Antarctic Ecosystems', 'Field Methods in Marine Science', 'Aquaculture', 'Biochemistry', 'Evolutionary Biology', 'Marine Mammals', 'Research Project in Marine Science', 'Fisheries Science', 'Plankton Ecology'] },
];
const GRADES = ['HD', 'DN', 'CR', 'PP'];
const POINTS: Record<string, number> = { HD: 7, DN: 6, CR: 5, PP: 4, NN: 0 };

async function render(rng: Rng) {
  const p = wPerson(rng, 'AU');
  const uni = rng.pick(UNIS);
  const crs = rng.pick(COURSES);
  const start = rng.int(2014, 2021);
  const done = rng.bool(0.55);
  const years = done ? 3 : rng.int(1, 2);
  const showId = rng.bool(0.6);
  const showDob = rng.bool(0.45);
  const F = rng.pick([SANS[0], SANS[2], SERIF[0]]);
  const sid = `${digits(rng, 6)}`;
  const dob = iso(start - rng.int(18, 21), rng.int(1, 12), rng.int(1, 28));
  const conferred = done ? iso(start + years, 12, rng.int(8, 19)) : null;
  const printedOn = done ? iso(start + years + rng.int(0, 3), rng.int(1, 11), rng.int(1, 28)) : iso(start + years, rng.int(7, 11), rng.int(1, 28));
  const r = wResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, uni.name, 'AU', 'TAS');
  Object.assign(r.qualification, { name: crs.name, level: 'Bachelor', program: crs.name, majorOrSpecialization: crs.major, registrationNumber: showId ? sid : null, yearOfAdmission: start, status: done ? 'Completed' : 'In Progress' });
  if (done) r.qualification.yearOfCompletion = start + years;

  const ability = rng.float(0, 1);
  const units = sample(rng, crs.units, crs.units.length);
  const periods: Array<{ label: string; rows: WRow[] }> = [];
  let ui = 0;
  let cp = 0;
  let pts = 0;
  let att = 0;
  const add = (label: string, term: string, year: number, n: number, credit: number) => {
    const rows: WRow[] = [];
    for (let k = 0; k < n && ui < units.length; k++) {
      const title = units[ui++];
      const code = `${crs.pre}${Math.min(3, year - start + 1)}${String(10 + ui * 3 + rng.int(0, 2)).padStart(2, '0')}`;
      const g = rng.bool(0.04) ? 'NN' : rng.bool(ability) ? rng.pick(['HD', 'DN']) : rng.pick(GRADES.slice(1));
      rows.push({ cells: [code, title, credit.toFixed(credit % 1 ? 2 : 1), g] });
      r.courses.push(course({ courseNumber: code, courseName: title, credit, grade: g, term, year }));
      att += credit;
      pts += POINTS[g] * credit;
      if (g !== 'NN') cp += credit;
    }
    periods.push({ label, rows });
  };
  const summer = rng.bool(0.5) ? rng.int(0, years - 1) : -1;
  for (let y = 0; y < years; y++) {
    add(`${start + y} Semester 1`, 'Semester 1', start + y, 4, 12.5);
    add(`${start + y} Semester 2`, 'Semester 2', start + y, 4, 12.5);
    if (y === summer) add(`${start + y + 1} Summer School`, 'Summer School', start + y + 1, 1, 6.25);
  }
  const gpa = (pts / att).toFixed(2);
  r.qualification.cgpa = gpa;
  r.qualification.totalCreditsOrMarks = String(cp % 1 ? cp.toFixed(2) : cp);

  const pdf = new Pdf({ size: A4, title: 'Academic Transcript', author: uni.name, creationDate: new Date(`${printedOn}T08:00:00Z`) });
  const c = rng.pick(['#0f3d5e', '#5b1a32', '#1f4d2b']);
  const L = 44;
  const W = pdf.width - 88;
  const registrar = otherName(rng, 'AU', p.family);
  const name = `${p.family.toUpperCase()}, ${p.given}`;
  const headers: Array<(n: number) => void> = [];
  const head = (cont: boolean): number => {
    pdf.crest(L + 20, 50, 20, uni.short, c);
    pdf.text(uni.name, L + 50, 34, { font: F.bold, size: 15, color: c });
    pdf.text(uni.box, L + 50, 54, { font: F.regular, size: 8.2, color: '#333333' });
    pdf.text(cont ? 'ACADEMIC TRANSCRIPT (continued)' : 'ACADEMIC TRANSCRIPT', L, 34, { font: F.bold, size: 11, width: W, align: 'right' });
    pdf.line(L, 78, L + W, 78, 1.2, c);
    const kv: Array<[string, string]> = [['Name', name]];
    if (showId) kv.push(['Student ID', sid]);
    if (showDob) kv.push(['Date of Birth', longDate(dob, 'en')]);
    kv.forEach(([a, b], k) => {
      const x = L + k * (W / 3);
      const w = pdf.text(`${a}: `, x, 86, { font: F.bold, size: 9 });
      pdf.text(b, x + w, 86, { font: F.regular, size: 9, width: W / 3 - w - 6, fit: true });
    });
    const page = pdf.pageCount;
    headers.push((n) => {
      pdf.switchTo(page);
      pdf.text(`Page ${page} of ${n}`, L, pdf.height - 40, { font: F.regular, size: 7.5, width: W, align: 'right' });
    });
    pdf.line(L, 102, L + W, 102, 0.4, '#888888');
    return 112;
  };
  let fresh = true;
  let y = head(false);
  const block: Array<[string, string]> = [['Course', crs.name], ['Course Code', crs.code], ['Major', crs.major], ['Commenced', String(start)], ['Status', done ? 'Completed' : 'Enrolled']];
  if (conferred) block.push(['Conferred', `${ordinal(ymd(conferred)[2])} December ${start + years}`]);
  block.forEach(([a, b], k) => {
    const x = L + (k % 2) * (W / 2);
    const yy = y + Math.floor(k / 2) * 13;
    pdf.text(`${a}:`, x, yy, { font: F.bold, size: 9 });
    pdf.text(b, x + 70, yy, { font: F.regular, size: 9 });
  });
  y += Math.ceil(block.length / 2) * 13 + 10;
  const cols = [{ label: 'Unit Code', width: 70 }, { label: 'Unit Title', width: W - 70 - 80 - 60 }, { label: 'Credit Points', width: 80, align: 'right' as const }, { label: 'Grade', width: 60, align: 'center' as const }];
  const bottom = pdf.height - 70;
  for (const per of periods) {
    let rows = per.rows;
    let label = per.label;
    while (rows.length) {
      const room = Math.floor((bottom - y - 36) / 15);
      if (room < 2) {
        pdf.addPage();
        y = head(true);
        fresh = true;
        continue;
      }
      const part = rows.slice(0, room);
      y = wTable(pdf, F, L, y, cols, [{ cells: [], band: label }, ...part], { size: 8.8, rowH: 15, ruling: 'rows', fill: '#eef2f5', bandFill: '#f7f7f7', header: fresh }) + 4;
      fresh = false;
      rows = rows.slice(room);
      label = `${per.label} (continued)`;
    }
  }
  if (y > bottom - 120) {
    pdf.addPage();
    y = head(true);
  }
  pdf.text(`Credit points passed: ${r.qualification.totalCreditsOrMarks}`, L, y, { font: F.bold, size: 9.5 });
  pdf.text(`Course GPA: ${gpa}`, L + W / 2, y, { font: F.bold, size: 9.5 });
  pdf.text(done ? '*** End of record — course completed ***' : '*** End of record — enrolment continuing ***', L, y + 18, { font: F.italic, size: 8.5, width: W, align: 'center' });
  y += 38;
  pdf.text('KEY TO GRADES', L, y, { font: F.bold, size: 8 });
  const key = ['HD High Distinction (80–100)', 'DN Distinction (70–79)', 'CR Credit (60–69)', 'PP Pass (50–59)', 'NN Fail (0–49)', 'CT Credit Transfer', 'WD Withdrawn without academic penalty', 'AN Academic Result Pending'];
  key.forEach((k, i) => pdf.text(k, L + (i % 4) * (W / 4), y + 12 + Math.floor(i / 4) * 11, { font: F.regular, size: 7.2, width: W / 4 - 4, fit: true }));
  y += 42;
  pdf.text('GPA is calculated on a 7-point scale: HD 7, DN 6, CR 5, PP 4, NN 0, weighted by credit points.', L, y, { font: F.italic, size: 7.5, color: '#444444' });
  pdf.signature(L + W - 170, y + 16, 110, rng);
  pdf.line(L + W - 180, y + 30, L + W, y + 30, 0.5);
  pdf.text(`${registrar}, Academic Registrar`, L + W - 180, y + 34, { font: F.regular, size: 8, width: 180, align: 'center', fit: true });
  pdf.text(`Date printed: ${longDate(printedOn, 'en')}`, L, y + 30, { font: F.regular, size: 8.5 });
  const n = pdf.pageCount;
  for (const h of headers) h(n);
  const printed: Record<string, string> = { 'candidate.fullName': name };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'en');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'w4-01-transcript',
    country: 'AU',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Australian university academic transcript over two or three pages: the same header block on every page (university, Private Bag address in Hobart TAS, the holder as SURNAME, Given, student ID and birth date on some, Page n of m), "(continued)" on later pages and on a study period broken by a page; course block (course, code, major, commenced year, status Completed with the conferral day as an ordinal, or Enrolled); units in study-period bands with credit points 12.5/6.25 and grade codes HD/DN/CR/PP/NN without marks; credit points passed and course GPA; a key to grades with codes no row carries; date printed and Academic Registrar.',
    render,
  },
];
