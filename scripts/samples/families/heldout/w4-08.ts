/**
 * Statement of a year's examination results of an East African technical college, in English, landscape: the college
 * with "P.O. Box …, Moshi, Tanzania" and a +255 telephone, "STATEMENT OF EXAMINATION RESULTS", the academic year; the
 * student block (full name in capitals with a middle name, sex, registration number, programme "Ordinary Diploma in
 * <field> (NTA Level 6)", year of study, the year of entry on some, the date of birth on some); the year's two semesters
 * side by side, each a ruled table of module code, module name, credits, continuous assessment out of 40, semester
 * examination out of 60, total out of 100 and the letter grade (A, B+, B, C, D, F), with the semester's GPA under it;
 * the overall GPA on the 5-point scale and a remark ("PASS", or "SUPP" with the module to resit); a grading key that
 * names the scale's bands; the examinations officer and the date of issue; "This statement is not a certificate". As
 * Tanzanian technical institutions print results statements of NTA-level programmes.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4_LANDSCAPE } from '../lib/a-kit';
import { Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { iso, longDate, otherName, sample, wPerson, wResult, wTable, type WRow, dmy } from './w4-kit';

const COLLEGES = [
  { name: 'Kibosho College of Business and Technology', box: 'P.O. Box 3318, Moshi, Tanzania', tel: '+255 27 275', short: 'KCBT' },
  { name: 'Rau Institute of Applied Studies', box: 'P.O. Box 902, Moshi, Tanzania', tel: '+255 27 254', short: 'RIAS' },
];
const PROGS = [
  { field: 'Accountancy', pre: 'ACT', modules: ['Financial Accounting', 'Cost Accounting', 'Business Mathematics', 'Principles of Auditing', 'Public Finance', 'Taxation Practice', 'Business Law', 'Computer Applications', 'Entrepreneurship', 'Communication Skills', 'Financial Management', 'Management Accounting'] },
  { field: 'Clinical Medicine', pre: 'CMT', modules: ['Anatomy and Physiology', 'Medical Microbiology', 'Pharmacology', 'Pathology', 'Internal Medicine', 'Paediatrics and Child Health', 'Obstetrics and Gynaecology', 'Community Health', 'Surgery', 'Medical Ethics', 'Health Records and Information', 'Clinical Practice'] },
  { field: 'Information Technology', pre: 'ITT', modules: ['Computer Programming', 'Database Management', 'Computer Networks', 'Web Design', 'Systems Analysis and Design', 'Operating Systems', 'Computer Maintenance', 'Discrete Mathematics', 'Communication Skills', 'Entrepreneurship', 'Network Security', 'Mobile Applications'] },
];
const BANDS: Array<[number, string, number]> = [[80, 'A', 5], [65, 'B+', 4], [50, 'B', 3], [40, 'C', 2], [35, 'D', 1], [0, 'F', 0]];
const MIDDLE = ['Juma', 'Elia', 'Hamisi', 'Godfrey', 'Said', 'Frank', 'Baraka', 'Emmanuel'];

async function render(rng: Rng) {
  const p = wPerson(rng, 'TZ');
  const middle = rng.pick(MIDDLE.filter((m) => m !== p.given));
  const col = rng.pick(COLLEGES);
  const prog = rng.pick(PROGS);
  const entry = rng.int(2016, 2023);
  const yos = rng.int(1, 2);
  const ay = entry + yos - 1;
  const showEntry = rng.bool(0.5);
  const showDob = rng.bool(0.5);
  const dob = iso(entry - rng.int(18, 22), rng.int(1, 12), rng.int(1, 28));
  const reg = `NS${digits(rng, 4)}/${digits(rng, 4)}/${entry}`;
  const issued = iso(ay + 1, rng.int(8, 11), rng.int(1, 28));
  const F = rng.pick([SANS[0], SANS[3], SERIF[0]]);
  const program = `Ordinary Diploma in ${prog.field} (NTA Level 6)`;
  const r = wResult('en', `${p.given} ${middle}`, p.family, showDob ? dob : null);
  setInstitution(r, col.name, 'TZ');
  Object.assign(r.qualification, { name: `Ordinary Diploma in ${prog.field}`, level: 'Diploma', program, majorOrSpecialization: prog.field, registrationNumber: reg, yearOfAdmission: showEntry ? entry : null, dateOfIssue: issued });

  const ability = rng.float(45, 82);
  const mods = sample(rng, prog.modules, 10);
  const sems: Array<{ rows: WRow[]; gpa: string }> = [];
  let allPts = 0;
  let allCr = 0;
  let supp: string | null = null;
  for (let s = 0; s < 2; s++) {
    const rows: WRow[] = [];
    let pts = 0;
    let crs = 0;
    mods.slice(s * 5, s * 5 + 5).forEach((m, k) => {
      const code = `${prog.pre} ${yos === 1 ? '05' : '06'}${s + 1}${k + 1}`;
      const cr = rng.pick([8, 10, 12]);
      const ca = Math.max(8, Math.min(40, Math.round((ability / 100) * 40 + rng.gauss() * 5)));
      const se = Math.max(8, Math.min(60, Math.round((ability / 100) * 60 + rng.gauss() * 9)));
      const tot = ca + se;
      const [, g, gp] = BANDS.find(([min]) => tot >= min)!;
      if (g === 'F' && !supp) supp = code;
      rows.push({ cells: [code, m, String(cr), String(ca), String(se), String(tot), g] });
      r.courses.push(course({ courseNumber: code, courseName: m, credit: cr, marksScored: tot, maximumMarks: 100, grade: g, term: `Semester ${s === 0 ? 'I' : 'II'}`, session: `${ay}/${ay + 1}` }));
      pts += gp * cr;
      crs += cr;
    });
    allPts += pts;
    allCr += crs;
    sems.push({ rows, gpa: (pts / crs).toFixed(1) });
  }
  const gpa = (allPts / allCr).toFixed(1);
  r.qualification.cgpa = gpa;

  const pdf = new Pdf({ size: A4_LANDSCAPE, title: 'Statement of Examination Results', author: col.name, creationDate: new Date(`${issued}T08:00:00Z`) });
  const L = 36;
  const W = pdf.width - 72;
  const c = rng.pick(['#1e3a8a', '#14532d', '#7c2d12']);
  pdf.crest(L + 26, 48, 24, col.short, c);
  pdf.text(col.name.toUpperCase(), L, 26, { font: F.bold, size: 16, color: c, width: W, align: 'center' });
  pdf.text(`${col.box}  ·  Tel: ${col.tel} ${digits(rng, 3)}  ·  Email: exams@${col.short.toLowerCase()}.ac.tz`, L, 46, { font: F.regular, size: 8.5, width: W, align: 'center' });
  pdf.text('STATEMENT OF EXAMINATION RESULTS', L, 62, { font: F.bold, size: 12.5, width: W, align: 'center' });
  pdf.text(`ACADEMIC YEAR ${ay}/${ay + 1}`, L, 78, { font: F.regular, size: 9.5, width: W, align: 'center' });
  pdf.line(L, 94, L + W, 94, 1, c);
  const kv: Array<[string, string]> = [['Full Name', `${p.given} ${middle} ${p.family}`.toUpperCase()], ['Sex', p.woman ? 'F' : 'M'], ['Reg. No.', reg], ['Programme', program], ['Year of Study', yos === 1 ? 'First Year' : 'Second Year']];
  if (showEntry) kv.push(['Year of Entry', String(entry)]);
  if (showDob) kv.push(['Date of Birth', dmy(dob, '/')]);
  kv.forEach(([a, b], i) => {
    const x = L + (i % 3) * (W / 3);
    const y = 102 + Math.floor(i / 3) * 14;
    const w = pdf.text(`${a}: `, x, y, { font: F.bold, size: 8.8 });
    pdf.text(b, x + w, y, { font: F.regular, size: 8.8, width: W / 3 - w - 6, fit: true });
  });
  const top = 102 + Math.ceil(kv.length / 3) * 14 + 10;
  const half = (W - 20) / 2;
  const cols = [
    { label: 'Code', width: 54 }, { label: 'Module Name', width: half - 54 - 34 - 42 - 42 - 46 - 34 },
    { label: 'Cr', width: 34, align: 'center' as const }, { label: 'CA (40)', width: 42, align: 'center' as const },
    { label: 'SE (60)', width: 42, align: 'center' as const }, { label: 'Total (100)', width: 46, align: 'center' as const }, { label: 'Grd', width: 34, align: 'center' as const },
  ];
  let bottom = top;
  sems.forEach((sem, s) => {
    const x = L + s * (half + 20);
    pdf.fill(x, top, half, 16, '#e5e7eb');
    pdf.text(s === 0 ? 'SEMESTER I' : 'SEMESTER II', x + 6, top + 4, { font: F.bold, size: 9 });
    const y = wTable(pdf, F, x, top + 20, cols, sem.rows, { size: 8.4, rowH: 17, ruling: 'grid' });
    pdf.text(`Semester GPA: ${sem.gpa}`, x, y + 6, { font: F.bold, size: 9 });
    bottom = Math.max(bottom, y + 20);
  });
  let y = bottom + 10;
  pdf.text(`OVERALL GPA: ${gpa}`, L, y, { font: F.bold, size: 11 });
  pdf.text(`REMARK: ${supp ? `SUPP (${supp})` : 'PASS'}`, L + 220, y, { font: F.bold, size: 11 });
  y += 24;
  pdf.text('GRADING KEY:  A 80–100 (5 points)  ·  B+ 65–79 (4)  ·  B 50–64 (3)  ·  C 40–49 (2)  ·  D 35–39 (1)  ·  F 0–34 (0)  ·  CA = Continuous Assessment, SE = Semester Examination, SUPP = Supplementary examination', L, y, { font: F.regular, size: 7.6, width: W, fit: true });
  y += 30;
  const officer = otherName(rng, 'TZ', p.family);
  pdf.signature(L + W - 200, y, 110, rng);
  pdf.line(L + W - 220, y + 16, L + W, y + 16, 0.5);
  pdf.text(`${officer}, Examinations Officer`, L + W - 220, y + 20, { font: F.regular, size: 8.5, width: 220, align: 'center' });
  pdf.text(`Date of Issue: ${longDate(issued, 'en')}`, L, y + 12, { font: F.regular, size: 9 });
  pdf.text('This statement is not a certificate. Any alteration renders it invalid.', L, pdf.height - 34, { font: F.italic, size: 7.5, width: W, align: 'center', color: '#555555' });
  const printed: Record<string, string> = { 'candidate.fullName': `${p.given} ${middle} ${p.family}`.toUpperCase(), 'institution.name': col.name.toUpperCase(), 'qualification.dateOfIssue': longDate(issued, 'en') };
  if (showDob) printed['candidate.dateOfBirth'] = dmy(dob, '/');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'w4-08-marksheet',
    country: 'TZ',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['scan'],
    conventions: 'Tanzanian technical college statement of a year\'s examination results, landscape: college with P.O. Box, Moshi, Tanzania, +255 and an .ac.tz address; full name in capitals with a middle name, sex, registration number, programme Ordinary Diploma in <field> (NTA Level 6), year of study, year of entry and birth date on some; two semesters side by side, each with code, module, credits, CA /40, SE /60, total /100 and letter grade, and its semester GPA; overall GPA on the 5-point scale, PASS or SUPP remark, grading key, examinations officer, date of issue.',
    render,
  },
];
