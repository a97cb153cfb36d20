/**
 * Student's academic record of a West African university of technology, in English: the letterhead with "P.M.B. …,
 * Ogbomoso, Oyo State, Nigeria"; particulars in two columns ("Name: SURNAME, Other names", matriculation number on
 * some, faculty, department (the major), "Degree in view: Bachelor of Technology", year of entry on some, mode of entry
 * and a state of origin as decoys); the courses of each semester under "2016/2017 SESSION — FIRST SEMESTER (100
 * LEVEL)" headings, every course printed on two lines: its code alone on the first, bold, and on the second, indented,
 * the title with the units, the score out of 100, the letter grade (A to F) and the grade points on the title's line;
 * a semester summary line after each semester (total units, grade points, GPA and CGPA: no course); the record
 * continued on a second page under a short running head; at the end the total units earned, the CGPA on 5.00 and, when
 * the programme is finished, the class of degree and the date the senate approved it; the registrar's signature and the
 * date printed. As Nigerian universities print students' records on the five-point scale.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { around, iso, longDate, otherName, sample, wPerson, wResult } from './w3-kit';

const UNIS = ['Ajagbe Memorial University of Technology', 'Oke-Ogun Federal University of Technology'];
const DEPTS = [
  { faculty: 'Faculty of Engineering and Technology', dept: 'Mechanical Engineering', pre: 'MEE', courses: ['Engineering Drawing', 'Workshop Practice', 'Applied Mechanics', 'Strength of Materials', 'Fluid Mechanics', 'Thermodynamics', 'Machine Design', 'Manufacturing Technology', 'Heat Transfer', 'Dynamics of Machines', 'Control Engineering', 'Refrigeration and Air Conditioning', 'Engineering Metrology', 'Automotive Engineering', 'Final Year Project'] },
  { faculty: 'Faculty of Pure and Applied Sciences', dept: 'Industrial Chemistry', pre: 'CHM', courses: ['General Chemistry I', 'General Chemistry II', 'Organic Chemistry', 'Inorganic Chemistry', 'Physical Chemistry', 'Analytical Chemistry', 'Industrial Processes', 'Polymer Chemistry', 'Petroleum Chemistry', 'Chemical Thermodynamics', 'Instrumental Analysis', 'Environmental Chemistry', 'Quality Control', 'Industrial Training', 'Final Year Project'] },
  { faculty: 'Faculty of Engineering and Technology', dept: 'Computer Engineering', pre: 'CPE', courses: ['Introduction to Computing', 'Engineering Drawing', 'Circuit Theory', 'Digital Logic Design', 'Electronics I', 'Computer Programming', 'Microprocessor Systems', 'Data Communication', 'Computer Architecture', 'Signals and Systems', 'Embedded Systems', 'Operating Systems', 'Software Engineering', 'Computer Networks', 'Final Year Project'] },
];
const GENERAL = [['GNS', 'Use of English'], ['GNS', 'Nigerian Peoples and Culture'], ['GNS', 'Philosophy and Logic'], ['MTH', 'Elementary Mathematics I'], ['MTH', 'Elementary Mathematics II'], ['PHY', 'General Physics I'], ['PHY', 'General Physics II'], ['EDS', 'Entrepreneurship Studies'], ['STA', 'Statistics for Engineers'], ['GNS', 'History and Philosophy of Science']];
const BANDS: Array<[number, string, number]> = [[70, 'A', 5], [60, 'B', 4], [50, 'C', 3], [45, 'D', 2], [40, 'E', 1], [0, 'F', 0]];
const SEMS = ['FIRST SEMESTER', 'SECOND SEMESTER'];
const CLASSES: Array<[number, string]> = [[4.5, 'First Class'], [3.5, 'Second Class (Upper Division)'], [2.4, 'Second Class (Lower Division)'], [1.5, 'Third Class'], [0, 'Pass']];

async function render(rng: Rng) {
  const p = wPerson(rng, 'NG');
  const uni = rng.pick(UNIS);
  const d = rng.pick(DEPTS);
  const start = rng.int(2012, 2020);
  const done = rng.bool(0.5);
  const levels = done ? 4 : rng.int(1, 3);
  const showMatric = rng.bool(0.6);
  const showEntry = rng.bool(0.5);
  const F = rng.pick([SANS[0], SANS[1], SERIF[0], SERIF[2]]);
  const matric = `${String(start).slice(2)}/${d.pre}/${digits(rng, 4)}`;
  const r = wResult('en', p.given, p.family, null);
  setInstitution(r, uni, 'NG', 'OY');
  Object.assign(r.qualification, { name: 'Bachelor of Technology', level: 'Bachelor', majorOrSpecialization: d.dept, registrationNumber: showMatric ? matric : null, yearOfAdmission: start });
  const ability = rng.float(52, 80);
  const general = sample(rng, GENERAL, 8);
  type Line = { kind: 'head'; text: string } | { kind: 'course'; code: string; title: string; units: number; score: number; grade: string; gp: number } | { kind: 'sum'; text: string };
  const lines: Line[] = [];
  let tcu = 0;
  let tgp = 0;
  let earned = 0;
  let gi = 0;
  let ci = 0;
  for (let lv = 0; lv < levels; lv++) {
    const session = `${start + lv}/${start + lv + 1}`;
    for (let s = 0; s < 2; s++) {
      lines.push({ kind: 'head', text: `${session} SESSION — ${SEMS[s]} (${(lv + 1) * 100} LEVEL)` });
      let su = 0;
      let sg = 0;
      const n = lv === 3 && s === 1 ? 3 : 4;
      for (let k = 0; k < n; k++) {
        const gen = lv < 2 && k === 0 && gi < general.length;
        const [pre, title] = gen ? general[gi++] : [d.pre, lv === 3 && s === 1 && k === n - 1 ? d.courses[14] : d.courses[ci++ % 14]];
        const code = `${pre} ${(lv + 1) * 100 + (s === 0 ? 1 : 2) + 2 * k + (gen ? 10 : 0)}`;
        const units = title === 'Final Year Project' ? 6 : gen && pre === 'GNS' ? 2 : 3;
        const score = around(rng, ability, 11, 41, 96);
        const [, grade, pts] = BANDS.find(([min]) => score >= min)!;
        lines.push({ kind: 'course', code, title, units, score, grade, gp: units * pts });
        r.courses.push(course({ courseNumber: code, courseName: title, credit: units, grade, marksScored: score, maximumMarks: 100, term: s === 0 ? 'First Semester' : 'Second Semester', session }));
        su += units;
        sg += units * pts;
        if (grade !== 'F') earned += units;
      }
      tcu += su;
      tgp += sg;
      lines.push({ kind: 'sum', text: `TCU: ${su}     TGP: ${sg}     GPA: ${(sg / su).toFixed(2)}     CTCU: ${tcu}     CTGP: ${tgp}     CGPA: ${(tgp / tcu).toFixed(2)}` });
    }
  }
  const cgpa = (tgp / tcu).toFixed(2);
  r.qualification.cgpa = cgpa;
  r.qualification.totalCreditsOrMarks = String(earned);
  const endYear = start + levels;
  const approved = done ? iso(endYear, rng.int(9, 11), rng.int(1, 28)) : null;
  const printedOn = done ? iso(endYear + rng.int(0, 1), 12, rng.int(1, 28)) : iso(endYear, rng.int(8, 10), rng.int(1, 28));
  r.qualification.dateOfIssue = printedOn;
  if (done) Object.assign(r.qualification, { yearOfCompletion: endYear, status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: "Student's Academic Record", author: uni, creationDate: new Date(`${printedOn}T11:00:00Z`) });
  const c = rng.pick(['#166534', '#1e3a8a', '#6b21a8']);
  const L = 46;
  const W = pdf.width - 92;
  pdf.crest(L + 24, 52, 24, 'UT', c);
  pdf.text(uni.toUpperCase(), L + 58, 32, { font: F.bold, size: 13.5, color: c, width: W - 58, fit: true });
  pdf.text(`P.M.B. ${rng.int(1000, 4999)}, Ogbomoso, Oyo State, Nigeria · academicrecords@${uni.split(' ')[0].toLowerCase()}.edu.ng`, L + 58, 52, { font: F.regular, size: 8, color: '#333333', width: W - 58, fit: true });
  pdf.text('OFFICE OF THE REGISTRAR — EXAMINATIONS AND RECORDS', L + 58, 65, { font: F.regular, size: 8, color: '#333333' });
  pdf.text("STUDENT'S ACADEMIC RECORD", L, 92, { font: F.bold, size: 13, width: W, align: 'center', cs: 1 });
  const left: Array<[string, string]> = [['Name', `${p.family.toUpperCase()}, ${p.given}`]];
  if (showMatric) left.push(['Matric. No.', matric]);
  left.push(['Faculty', d.faculty], ['Department', d.dept]);
  const right: Array<[string, string]> = [['Degree in view', 'Bachelor of Technology']];
  if (showEntry) right.push(['Year of Entry', String(start)]);
  right.push(['Mode of Entry', rng.pick(['UTME', 'Direct Entry'])], ['State of Origin', rng.pick(['Kwara', 'Osun', 'Ekiti', 'Ondo', 'Lagos', 'Anambra'])]);
  let y = 116;
  const kv = (rows: Array<[string, string]>, x: number) => rows.forEach(([a, b], i) => {
    const w = pdf.text(`${a}: `, x, y + i * 13.5, { font: F.bold, size: 8.8 });
    pdf.text(b, x + w, y + i * 13.5, { font: F.regular, size: 8.8, width: W / 2 - w - 10, fit: true });
  });
  kv(left, L);
  kv(right, L + W / 2 + 10);
  y += Math.max(left.length, right.length) * 13.5 + 10;
  const xs = { title: L + 16, units: L + W - 200, score: L + W - 150, grade: L + W - 95, gp: L + W - 45 };
  const header = () => {
    pdf.fill(L, y, W, 15, '#e5e7eb');
    pdf.text('COURSE CODE / TITLE', L + 4, y + 3.5, { font: F.bold, size: 8 });
    for (const [k, t] of [['units', 'UNITS'], ['score', 'SCORE'], ['grade', 'GRADE'], ['gp', 'GP']] as const) pdf.text(t, xs[k], y + 3.5, { font: F.bold, size: 8, width: 45, align: 'center' });
    y += 19;
  };
  header();
  const lh = 11.2;
  for (const ln of lines) {
    const need = ln.kind === 'course' ? 2 * lh + 2 : ln.kind === 'head' ? lh + 8 : lh + 6;
    if (y + need > pdf.height - 110) {
      pdf.addPage();
      pdf.text(`${uni} — Student's Academic Record (continued) — ${p.family.toUpperCase()}, ${p.given}`, L, 36, { font: F.italic, size: 8, color: '#444444', width: W, fit: true });
      y = 58;
      header();
    }
    if (ln.kind === 'head') {
      pdf.text(ln.text, L, y + 3, { font: F.bold, size: 8.8, color: c });
      y += lh + 8;
    } else if (ln.kind === 'sum') {
      pdf.line(L, y, L + W, y, 0.3, '#999999');
      pdf.text(ln.text, L + 16, y + 2, { font: F.italic, size: 7.8, color: '#333333' });
      y += lh + 6;
    } else {
      pdf.text(ln.code, L + 4, y, { font: F.bold, size: 8.6 });
      y += lh;
      pdf.text(ln.title, xs.title, y, { font: F.regular, size: 8.6, width: xs.units - xs.title - 6, fit: true });
      pdf.text(String(ln.units), xs.units, y, { font: F.regular, size: 8.6, width: 45, align: 'center' });
      pdf.text(String(ln.score), xs.score, y, { font: F.regular, size: 8.6, width: 45, align: 'center' });
      pdf.text(ln.grade, xs.grade, y, { font: F.regular, size: 8.6, width: 45, align: 'center' });
      pdf.text(String(ln.gp), xs.gp, y, { font: F.regular, size: 8.6, width: 45, align: 'center' });
      y += lh + 2;
    }
  }
  if (y > pdf.height - 170) {
    pdf.addPage();
    y = 60;
  }
  y += 8;
  pdf.line(L, y, L + W, y, 0.8);
  y += 8;
  pdf.text(`Total Credit Units Earned: ${earned}`, L, y, { font: F.bold, size: 9.5 });
  pdf.text(`Cumulative Grade Point Average (CGPA): ${cgpa}`, L + W / 2, y, { font: F.bold, size: 9.5 });
  y += 16;
  if (approved) {
    const cls = CLASSES.find(([min]) => Number(cgpa) >= min)![1];
    pdf.text(`Class of Degree: ${cls}`, L, y, { font: F.bold, size: 9.5 });
    pdf.text(`Approved by Senate: ${longDate(approved, 'en')}`, L + W / 2, y, { font: F.regular, size: 9.5 });
  } else pdf.text('Student is still in the programme; no class of degree is computed.', L, y, { font: F.italic, size: 9 });
  y += 16;
  pdf.text('Grading: A 70-100 (5 points), B 60-69 (4), C 50-59 (3), D 45-49 (2), E 40-44 (1), F 0-39 (0).', L, y, { font: F.italic, size: 7.5, color: '#444444' });
  y += 46;
  pdf.signature(L, y - 16, 110, rng);
  pdf.line(L, y, L + 190, y, 0.5);
  pdf.text(`${otherName(rng, 'NG', p.family)}`, L, y + 4, { font: F.regular, size: 9 });
  pdf.text('for Registrar', L, y + 16, { font: F.italic, size: 8.5 });
  pdf.text(`Date of issue: ${longDate(printedOn, 'en')}`, L + W - 200, y + 4, { font: F.regular, size: 9, width: 200, align: 'right' });
  const printed: Record<string, string> = { 'candidate.fullName': `${p.family.toUpperCase()}, ${p.given}`, 'qualification.dateOfIssue': longDate(printedOn, 'en') };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'w3-02-record',
    country: 'NG',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['photo'],
    conventions: "Student's academic record of a West African university of technology in English: letterhead with P.M.B., Ogbomoso, Oyo State, Nigeria; Name: SURNAME, Other names, optional matric number and year of entry, faculty, department (major), Degree in view: Bachelor of Technology, mode of entry and state of origin as decoys; semester headings with session and level; each course on two lines, the code alone and then the title with units, score /100, letter grade and grade points; semester summary lines (no course); continued on a second page; total units earned, CGPA on 5, class of degree and senate date when finished; date of issue.",
    render,
  },
];
