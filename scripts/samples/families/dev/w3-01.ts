/**
 * Academic transcript of an East African public university, in English, printed landscape: one page per academic
 * year, the year's two semesters side by side ("SEMESTER I" on the left half, "SEMESTER II" on the right), each a small
 * table of unit code, unit title and letter grade (A to E, no credits or hours printed); the university's letterhead
 * with "P.O. Box …, Nakuru, Kenya" and a +254 telephone repeated on every page with the student's name ("Surname" and
 * "Other Names" apart, or "Name" in natural order), registration number (its last two digits the year of entry, as
 * such numbers print it), programme "Bachelor of Science in <field>" and the date of birth on some; the year band
 * "ACADEMIC YEAR 2017/2018 — FIRST YEAR"; at the foot of every page a legend of the grade symbols (A, B, C, D, E and
 * the unit codes P, X, Y that no row carries), the date of issue, the registrar's signature line and "Page n of m";
 * on the last page of a completed programme the classification and the date of graduation, on a record of a student
 * still studying only the years passed so far. As Kenyan registrars print transcripts year by year in landscape.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4_LANDSCAPE } from '../lib/a-kit';
import { Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { iso, longDate, otherName, sample, wPerson, wResult, wTable, type WRow } from './w3-kit';

const UNIVERSITIES = [
  { name: 'Rift Highlands University', box: 'P.O. Box 1402-20100, Nakuru, Kenya', tel: '+254 51 221' },
  { name: 'Menengai University of Science and Technology', box: 'P.O. Box 7750-20100, Nakuru, Kenya', tel: '+254 51 230' },
];
const PROGS = [
  { field: 'Computer Science', pre: 'SCS', units: ['Introduction to Computer Systems', 'Programming Methodology', 'Discrete Mathematics', 'Digital Electronics', 'Data Structures and Algorithms', 'Object Oriented Programming', 'Computer Architecture', 'Database Systems', 'Operating Systems', 'Software Engineering', 'Computer Networks', 'Theory of Computation', 'Artificial Intelligence', 'Compiler Construction', 'Distributed Systems', 'Computer Graphics', 'Information Security', 'Human Computer Interaction', 'Mobile Application Development', 'Project'] },
  { field: 'Agricultural Economics', pre: 'AGE', units: ['Principles of Crop Production', 'Principles of Animal Production', 'Introduction to Economics', 'Agricultural Mathematics', 'Farm Management', 'Agricultural Marketing', 'Production Economics', 'Rural Sociology', 'Agricultural Finance', 'Econometrics', 'Agricultural Policy', 'Natural Resource Economics', 'Project Planning and Appraisal', 'Agribusiness Management', 'Agricultural Extension', 'Research Methods', 'Cooperative Management', 'International Agricultural Trade', 'Land Economics', 'Project'] },
  { field: 'Environmental Science', pre: 'ENS', units: ['Introduction to Environmental Science', 'General Chemistry', 'Physical Geography', 'Ecology', 'Soil Science', 'Hydrology', 'Environmental Microbiology', 'Climatology', 'Environmental Impact Assessment', 'Waste Management', 'Environmental Law', 'Remote Sensing', 'Water Quality Management', 'Biodiversity Conservation', 'Environmental Economics', 'Geographic Information Systems', 'Environmental Toxicology', 'Disaster Management', 'Wetland Ecology', 'Project'] },
];
const COMMON = ['Communication Skills', 'HIV and AIDS Awareness', 'Development Studies', 'Introduction to Statistics', 'Entrepreneurship', 'Elements of Philosophy', 'Calculus I', 'Calculus II', 'Linear Algebra', 'Kiswahili for Professionals', 'Health Education', 'Information Literacy'];
const GRADES = ['A', 'B', 'C', 'D', 'E'];
const CLASSES = ['First Class Honours', 'Second Class Honours (Upper Division)', 'Second Class Honours (Lower Division)', 'Pass'];
const ORD = ['FIRST', 'SECOND', 'THIRD', 'FOURTH'];

async function render(rng: Rng) {
  const p = wPerson(rng, 'KE');
  const uni = rng.pick(UNIVERSITIES);
  const prog = rng.pick(PROGS);
  const start = rng.int(2012, 2021);
  const done = rng.bool(0.55);
  const years = done ? 4 : rng.int(1, 3);
  const apart = rng.bool(0.5);
  const showDob = rng.bool(0.5);
  const F = rng.pick([SANS[0], SANS[2], SERIF[0], SANS[3]]);
  const reg = `${prog.pre}/${digits(rng, 4)}/${String(start).slice(2)}`;
  const dob = iso(start - rng.int(18, 22), rng.int(1, 12), rng.int(1, 28));
  const program = `Bachelor of Science in ${prog.field}`;
  const endYear = start + years;
  const graduated = done ? iso(endYear, 12, rng.int(1, 18)) : null;
  const issued = done ? iso(endYear + 1, rng.int(1, 6), rng.int(1, 28)) : iso(endYear, rng.int(8, 11), rng.int(1, 28));
  const r = wResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, uni.name, 'KE');
  Object.assign(r.qualification, { name: 'Bachelor of Science', level: 'Bachelor', program, majorOrSpecialization: prog.field, registrationNumber: reg, yearOfAdmission: start, dateOfIssue: issued });
  if (done) Object.assign(r.qualification, { yearOfCompletion: endYear, status: 'Completed' });

  const ability = rng.float(0, 1);
  const grade = () => (rng.bool(ability) ? rng.pick(['A', 'A', 'B']) : rng.pick(['B', 'C', 'C', 'D']));
  const pool = [...prog.units.slice(0, 19), ...sample(rng, COMMON, 12)];
  const own = prog.units.slice(0, 19);
  const common = pool.slice(19);
  const pages: Array<{ session: string; year: number; sems: WRow[][] }> = [];
  let ci = 0;
  let oi = 0;
  for (let y = 0; y < years; y++) {
    const session = `${start + y}/${start + y + 1}`;
    const sems: WRow[][] = [];
    for (let s = 0; s < 2; s++) {
      const rows: WRow[] = [];
      const n = y === 3 && s === 1 ? 3 : 4;
      for (let k = 0; k < n; k++) {
        const fromCommon = (y < 2 && k < 2) || (y >= 2 && k === 0 && !(y === 3 && s === 1));
        const last = y === 3 && s === 1 && k === n - 1;
        const title = last ? prog.units[19] : fromCommon ? common[ci++] : own[oi++];
        const pre = fromCommon ? 'UCU' : prog.pre;
        const code = `${pre} ${y + 1}${s + 1}${k + 1}`;
        const g = grade();
        rows.push({ cells: [code, title, g] });
        r.courses.push(course({ courseNumber: code, courseName: title, grade: g, term: `Semester ${s === 0 ? 'I' : 'II'}`, session }));
      }
      sems.push(rows);
    }
    pages.push({ session, year: y, sems });
  }

  const pdf = new Pdf({ size: A4_LANDSCAPE, title: 'Academic Transcript', author: uni.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const c = rng.pick(['#14532d', '#7c2d12', '#1e3a8a']);
  const L = 36;
  const W = pdf.width - 72;
  const tel = `${uni.tel}${digits(rng, 4)}`;
  const registrar = otherName(rng, 'KE', p.family);
  const legend = 'KEY TO GRADES:  A  70-100% Excellent   ·   B  60-69% Good   ·   C  50-59% Satisfactory   ·   D  40-49% Pass   ·   E  0-39% Fail   ·   P  Pass in a non-graded unit   ·   X  Exempted   ·   Y  Incomplete';
  pages.forEach((pg, i) => {
    if (i > 0) pdf.addPage();
    pdf.crest(L + 24, 46, 22, uni.name.split(' ').filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).join('').slice(0, 3), c);
    pdf.text(uni.name.toUpperCase(), L + 56, 26, { font: F.bold, size: 15, color: c, width: W - 260, fit: true });
    pdf.text(`OFFICE OF THE REGISTRAR (ACADEMIC AFFAIRS) · ${uni.box} · Tel. ${tel}`, L + 56, 46, { font: F.regular, size: 7.8, color: '#333333', width: W - 260, fit: true });
    pdf.text('ACADEMIC TRANSCRIPT', L + W - 200, 28, { font: F.bold, size: 14, width: 200, align: 'right' });
    pdf.line(L, 74, L + W, 74, 1, c);
    const part: Array<[string, string]> = apart ? [['Surname', p.family.toUpperCase()], ['Other Names', p.given]] : [['Name', `${p.given} ${p.family}`]];
    part.push(['Reg. No.', reg], ['Programme', program]);
    if (showDob) part.push(['Date of Birth', longDate(dob, 'en')]);
    part.forEach(([a, b], k) => {
      const x = L + (k % 3) * (W / 3);
      const y = 82 + Math.floor(k / 3) * 14;
      const w = pdf.text(`${a}: `, x, y, { font: F.bold, size: 8.6 });
      pdf.text(b, x + w, y, { font: F.regular, size: 8.6, width: W / 3 - w - 8, fit: true });
    });
    let y = 82 + Math.ceil(part.length / 3) * 14 + 8;
    pdf.fill(L, y, W, 16, '#e5e7eb');
    pdf.text(`ACADEMIC YEAR ${pg.session} — ${ORD[pg.year]} YEAR`, L + 6, y + 3.5, { font: F.bold, size: 9.5 });
    y += 24;
    const half = (W - 24) / 2;
    const cols = [{ label: 'Unit Code', width: 62 }, { label: 'Unit Title', width: half - 62 - 48 }, { label: 'Grade', width: 48, align: 'center' as const }];
    let bottom = y;
    pg.sems.forEach((rows, s) => {
      const x = L + s * (half + 24);
      pdf.text(s === 0 ? 'SEMESTER I' : 'SEMESTER II', x, y, { font: F.bold, size: 9, color: c });
      bottom = Math.max(bottom, wTable(pdf, F, x, y + 14, cols, rows, { size: 8.6, rowH: 16, ruling: 'grid', fill: '#f3f4f6' }));
    });
    y = bottom + 16;
    if (i === pages.length - 1) {
      if (graduated) {
        pdf.text(`Degree: ${program}`, L, y, { font: F.bold, size: 9.5 });
        pdf.text(`Classification: ${rng.pick(CLASSES)}`, L, y + 14, { font: F.bold, size: 9.5 });
        pdf.text(`Date of Graduation: ${longDate(graduated, 'en')}`, L + half + 24, y, { font: F.bold, size: 9.5 });
      } else pdf.text(`Record of the units examined to the end of the ${ORD[pg.year].toLowerCase()} year. No degree has been conferred.`, L, y, { font: F.italic, size: 9 });
    }
    const foot = pdf.height - 96;
    pdf.signature(L + W - 190, foot + 4, 110, rng);
    pdf.line(L + W - 200, foot + 14, L + W, foot + 14, 0.5);
    pdf.text(`${registrar}, Registrar (Academic Affairs)`, L + W - 200, foot + 18, { font: F.regular, size: 8, width: 200, align: 'center', fit: true });
    pdf.text(`Date of Issue: ${longDate(issued, 'en')}`, L, foot + 12, { font: F.regular, size: 8.5 });
    pdf.line(L, foot + 36, L + W, foot + 36, 0.4, '#888888');
    pdf.text(legend, L, foot + 42, { font: F.regular, size: 7.4, width: W, fit: true });
    pdf.text('This transcript is issued without erasures or alterations and is not valid without the University seal.', L, foot + 56, { font: F.italic, size: 7, color: '#555555', width: W, align: 'center' });
    pdf.text(`Page ${i + 1} of ${pages.length}`, L, foot + 68, { font: F.regular, size: 7, width: W, align: 'right' });
  });
  const printed: Record<string, string> = { 'qualification.dateOfIssue': longDate(issued, 'en'), 'candidate.fullName': apart ? p.given : `${p.given} ${p.family}` };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'en');
  if (graduated) printed['qualification.yearOfCompletion'] = longDate(graduated, 'en');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'w3-01-transcript',
    country: 'KE',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Landscape academic transcript of an East African public university in English: one page per academic year with Semester I and Semester II side by side (unit code, unit title, letter grade A-E, no credits); letterhead with P.O. Box, Nakuru, Kenya and +254 on every page; surname and other names apart or the name in natural order, registration number, programme Bachelor of Science in <field>, optional birth date; a legend of grade symbols at the foot of every page; classification and date of graduation when complete; date of issue and registrar.',
    render,
  },
];
