/**
 * An Indian state university's semester statement of marks, in English, A4 portrait: the university's heading with
 * its address ("…, Bhopal – 462026 (Madhya Pradesh)", the state printed as a place) and the controller of
 * examinations' office; "STATEMENT OF MARKS" of "B.Sc. Part II (Semester IV) Examination, May 2022"; a candidate block
 * with the name in capitals, the father's and the mother's names (decoys), the roll number (the registration number),
 * the affiliated college (a decoy institution: the university issues) and "Course: Bachelor of Science (<field>)"; a
 * table whose marks are split in three parts, each with its maximum and the marks obtained in two sub-columns under
 * one spanning caption ("Theory", "Practical", "Internal Assessment"; "—" for a paper without practical), the total's
 * maximum and obtained marks and a result letter per paper; the grand total "612 / 800", the percentage and the
 * division ("FIRST DIVISION") under the table; the date the result was declared (a decoy) and the date of issue; the
 * marksheet's serial number (no registration number). As Indian universities print split-mark statements per semester.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { addDays, around, dashed, iso, otherName, sample, wPerson, wResult, wTable, type WRow } from './w5-kit';

const UNIS = [
  { name: 'Narmada Valley University', addr: 'Narmada Vihar, Hoshangabad Road, Bhopal – 4620', colleges: ['Government Science College, Itarsi', 'Shri Rewa Kshetra Mahavidyalaya, Sehore', 'Vindhya Girls College, Raisen'] },
  { name: 'Malwa Plateau University', addr: 'University Campus, Agra-Bombay Road, Dewas – 4550', colleges: ['Government Holkar College, Ujjain', 'Kshipra Valley College, Shajapur', 'Devi Ahilya Science College, Sonkatch'] },
];
const FIELDS: Record<string, Array<[string, string, boolean]>> = {
  Mathematics: [['Real Analysis', 'MAT', false], ['Abstract Algebra', 'MAT', false], ['Differential Equations', 'MAT', false], ['Mechanics', 'PHY', true], ['Electronics and Optics', 'PHY', true], ['Organic Chemistry', 'CHE', true], ['Physical Chemistry', 'CHE', true], ['Environmental Studies', 'FC', false], ['Hindi Language', 'FC', false]],
  Biotechnology: [['Cell Biology', 'BTC', true], ['Molecular Genetics', 'BTC', true], ['Plant Physiology', 'BOT', true], ['Animal Diversity', 'ZOO', true], ['Biochemistry', 'CHE', true], ['Biostatistics', 'BTC', false], ['Environmental Studies', 'FC', false], ['English Language', 'FC', false], ['Entrepreneurship Development', 'FC', false]],
  'Computer Science': [['Data Structures Using C', 'CSC', true], ['Database Management Systems', 'CSC', true], ['Discrete Mathematics', 'MAT', false], ['Numerical Methods', 'MAT', false], ['Digital Electronics', 'PHY', true], ['Operating Systems', 'CSC', false], ['Environmental Studies', 'FC', false], ['English Language', 'FC', false], ['Hindi Language', 'FC', false]],
};
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI'];

async function render(rng: Rng) {
  const p = wPerson(rng, 'IN');
  const uni = rng.pick(UNIS);
  const field = rng.pick(Object.keys(FIELDS));
  const sem = rng.int(1, 6);
  const examYear = rng.int(2014, 2024);
  const month = sem % 2 === 0 ? 'May' : 'December';
  const declared = iso(examYear + (sem % 2 === 0 ? 0 : 1), sem % 2 === 0 ? rng.int(7, 8) : rng.int(2, 3), rng.int(1, 20));
  const issued = addDays(declared, rng.int(3, 12));
  const F = rng.pick([SERIF[0], SANS[0], SERIF[2]]);
  const roll = `${examYear % 100}${digits(rng, 7)}`;
  const r = wResult('en', p.given, p.family, null);
  setInstitution(r, uni.name, 'IN', 'MP');
  Object.assign(r.qualification, { name: 'Bachelor of Science', level: 'Bachelor', program: `Bachelor of Science (${field})`, majorOrSpecialization: field, registrationNumber: roll, dateOfIssue: issued });

  const ability = rng.float(0.45, 0.9);
  const rows: WRow[] = [];
  let got = 0;
  let max = 0;
  for (const [title, pre, lab] of sample(rng, FIELDS[field], rng.int(5, 7))) {
    const code = `${pre}-${sem}${digits(rng, 2)}`;
    const thMax = lab ? 70 : 85;
    const prMax = lab ? 50 : 0;
    const iaMax = 15;
    const th = around(rng, thMax * ability, thMax * 0.1, thMax * 0.3, thMax);
    const pr = lab ? around(rng, prMax * (ability + 0.05), prMax * 0.08, prMax * 0.4, prMax) : 0;
    const ia = around(rng, iaMax * (ability + 0.08), 2, 5, iaMax);
    const tot = th + pr + ia;
    const totMax = thMax + prMax + iaMax;
    const res = tot >= totMax * 0.36 ? 'P' : 'F';
    rows.push({ cells: [code, title, String(thMax), String(th), lab ? String(prMax) : '—', lab ? String(pr) : '—', String(iaMax), String(ia), String(totMax), String(tot), res] });
    r.courses.push(course({ courseNumber: code, courseName: title, marksScored: tot, maximumMarks: totMax, passStatus: res, term: `Semester ${ROMAN[sem - 1]}`, year: examYear }));
    got += tot;
    max += totMax;
  }
  const passed = rows.every((row) => row.cells[10] === 'P');
  const pct = ((got * 100) / max).toFixed(2);
  const division = Number(pct) >= 60 ? 'FIRST DIVISION' : Number(pct) >= 45 ? 'SECOND DIVISION' : 'THIRD DIVISION';
  r.qualification.cgpa = pct;
  r.qualification.totalCreditsOrMarks = String(got);

  const pdf = new Pdf({ size: A4, title: 'Statement of Marks', author: uni.name, creationDate: new Date(`${issued}T08:00:00Z`) });
  const c = rng.pick(['#7c2d12', '#1e3a8a', '#14532d']);
  const L = 34;
  const W = pdf.width - 68;
  pdf.crest(L + 26, 52, 24, uni.name.split(' ').map((w) => w[0]).join(''), c);
  pdf.text(uni.name.toUpperCase(), L + 60, 30, { font: F.bold, size: 16, color: c, width: W - 60, fit: true });
  pdf.text(`${uni.addr}${digits(rng, 2)} (Madhya Pradesh)`, L + 60, 50, { font: F.regular, size: 8.5, width: W - 60 });
  pdf.text('Office of the Controller of Examinations', L + 60, 63, { font: F.italic, size: 8.5, width: W - 60 });
  pdf.text(`Sl. No. ${letters2(rng)} ${digits(rng, 7)}`, L + W - 120, 84, { font: F.regular, size: 8, width: 120, align: 'right', color: '#b91c1c' });
  pdf.text('STATEMENT OF MARKS', L, 98, { font: F.bold, size: 13, width: W, align: 'center', cs: 1 });
  pdf.text(`B.Sc. Part ${ROMAN[Math.ceil(sem / 2) - 1]} (Semester ${ROMAN[sem - 1]}) Examination, ${month} ${examYear}`, L, 116, { font: F.bold, size: 10, width: W, align: 'center' });
  const college = rng.pick(uni.colleges);
  const info: Array<[string, string]> = [['Name of Candidate', `${p.given} ${p.family}`.toUpperCase()], ["Father's Name", `${rng.pick(['Ramesh', 'Suresh', 'Rajendra', 'Mahesh', 'Anil Kumar', 'Dinesh'])} ${p.family}`.toUpperCase()], ["Mother's Name", `${rng.pick(['Sunita', 'Meena', 'Geeta', 'Rekha', 'Usha'])} ${p.family}`.toUpperCase()], ['Roll No.', roll], ['College', college], ['Course', `Bachelor of Science (${field})`]];
  info.forEach(([a, b], k) => {
    const y = 140 + k * 14;
    pdf.text(a, L, y, { font: F.bold, size: 9 });
    pdf.text(`: ${b}`, L + 115, y, { font: F.regular, size: 9, width: W - 115, fit: true });
  });
  let y = 140 + info.length * 14 + 10;
  const n = (w: number) => ({ width: w, align: 'center' as const });
  const cols = [{ label: ['Paper', 'Code'], width: 54 }, { label: ['Title of the Paper', ''], width: 146 }, { label: ['Theory', 'Max'], ...n(34) }, { label: ['', 'Obt'], ...n(34) }, { label: ['Practical', 'Max'], ...n(38) }, { label: ['', 'Obt'], ...n(34) }, { label: ['Internal', 'Max'], ...n(38) }, { label: ['', 'Obt'], ...n(34) }, { label: ['Total', 'Max'], ...n(36) }, { label: ['', 'Obt'], ...n(34) }, { label: ['Result', ''], ...n(W - 482) }];
  y = wTable(pdf, F, L, y, cols, rows, { size: 8.2, rowH: 17, ruling: 'grid', fill: '#f1f5f9' });
  y += 12;
  pdf.text(`Grand Total: ${got} / ${max}`, L, y, { font: F.bold, size: 10 });
  pdf.text(`Percentage: ${pct}%`, L + 190, y, { font: F.bold, size: 10 });
  pdf.text(passed ? `Result: PASS — ${division}` : 'Result: ATKT (re-appear in failed paper)', L + 340, y, { font: F.bold, size: 10 });
  y += 18;
  pdf.text('P = Pass, F = Fail. Minimum pass marks: 36% in each head of passing and in aggregate. Internal = internal assessment (sessional).', L, y, { font: F.italic, size: 7.6, color: '#444444', width: W, fit: true });
  const foot = pdf.height - 110;
  pdf.text(`Date of Declaration of Result: ${dashed(declared)}`, L, foot, { font: F.regular, size: 8.8 });
  pdf.text(`Date of Issue: ${dashed(issued)}`, L, foot + 14, { font: F.regular, size: 8.8 });
  pdf.text('Checked by ............', L, foot + 40, { font: F.regular, size: 8 });
  pdf.signature(L + W - 150, foot + 20, 110, rng);
  pdf.text(`(${otherName(rng, 'IN', p.family)})`, L + W - 190, foot + 46, { font: F.regular, size: 8.5, width: 190, align: 'center' });
  pdf.text('Controller of Examinations', L + W - 190, foot + 34, { font: F.bold, size: 9, width: 190, align: 'center' });
  pdf.text('This statement is subject to correction of errors, if any, detected later. Verify at results portal.', L, pdf.height - 40, { font: F.italic, size: 7.2, color: '#555555', width: W, align: 'center' });
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': `${p.given} ${p.family}`.toUpperCase(), 'qualification.dateOfIssue': dashed(issued) } };
}

function letters2(rng: Rng): string {
  return String.fromCharCode(65 + rng.int(0, 25)) + String.fromCharCode(65 + rng.int(0, 25));
}

export const families: Family[] = [
  {
    id: 'w5-02-marksheet',
    country: 'IN',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['photo'],
    conventions: 'Semester statement of marks of an Indian state university, English: heading with the address ending in the state, STATEMENT OF MARKS of a B.Sc. semester examination, name in capitals, father and mother, roll number, affiliated college, course Bachelor of Science (<field>); marks split into theory, practical and internal assessment with maxima and obtained marks in sub-columns, total maximum and obtained, a result letter; grand total, percentage and division; result declaration date and date of issue; a serial number.',
    render,
  },
];
