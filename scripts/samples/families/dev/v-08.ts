/**
 * Liberian university official transcript (US letter, English): the university with its P.O. box, town
 * and county ("Gbarnga, Bong County, Liberia") and the Office of the Registrar; the holder as the
 * registry lists him (SURNAME, Given or natural order), student ID, date and place of birth (a town and
 * county: a birthplace, never the issuer's), telephone (+231, a decoy), college, major and minor, the
 * degree sought and the date admitted; the semesters stacked ("First Semester 2016/2017", "Second
 * Semester …", a vacation school between some), each a small block of course number, title, credit
 * hours, letter grade and quality points, then a semester line and a cumulative line (hours, quality
 * points, GPA and CGPA); the table runs over two pages, the holder's name and ID repeated at the top of
 * the second; for a graduate the degree conferred with its date and the honours (Cum Laude 3.25-3.59,
 * Magna 3.60-3.79, Summa 3.80+); the grading key (A 90-100 4.0, B+ 85-89 3.5, B 80-84 3.0, C+ 75-79 2.5,
 * C 70-74 2.0, D 60-69 1.0, F below 60) and the Registrar's name; as described by Liberian universities'
 * catalogues and credential-evaluation guides (credit hours, a 4.0 scale).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { LETTER, Pdf, SANS, SERIF, course, courseTable, digits, footers, iso, mdy, setInstitution, type Column, type TableRow } from '../lib/n-kit';
import { upper, vPerson, vResult } from './v-kit';

const UNIS = [
  { name: 'Mano River Christian University', abbr: 'MRCU', address: 'P.O. Box 2214, Gbarnga, Bong County, Liberia', state: 'BG' },
  { name: 'St. Paul River University', abbr: 'SPRU', address: 'P.O. Box 10-9020, 1000 Monrovia 10, Liberia', state: null },
  { name: 'Harper Technical University', abbr: 'HTU', address: 'P.O. Box 88, Harper City, Maryland County, Liberia', state: 'MY' },
];
const PROGRAMS = [
  { college: 'College of Business and Public Administration', degree: 'Bachelor of Business Administration', major: 'Accounting', minor: 'Economics', prefix: ['ACCT', 'BUSI', 'ECON'],
    courses: ['Principles of Accounting I', 'Principles of Accounting II', 'Introduction to Business', 'Principles of Economics I', 'Business Mathematics', 'Principles of Economics II', 'Intermediate Accounting I', 'Business Statistics', 'Intermediate Accounting II', 'Principles of Management', 'Cost Accounting', 'Money and Banking', 'Business Law', 'Auditing', 'Public Finance', 'Managerial Accounting', 'Taxation', 'Financial Management', 'Advanced Accounting', 'Government and Non-Profit Accounting', 'Accounting Information Systems', 'Research Methods', 'Senior Seminar in Accounting'] },
  { college: 'College of Agriculture and Forestry', degree: 'Bachelor of Science', major: 'General Agriculture', minor: 'Biology', prefix: ['AGRI', 'BIOL', 'CHEM'],
    courses: ['Introduction to Agriculture', 'General Biology I', 'General Chemistry I', 'General Biology II', 'General Chemistry II', 'Principles of Crop Production', 'Introduction to Soil Science', 'Animal Science', 'Agricultural Economics', 'Plant Pathology', 'Agricultural Extension', 'Farm Management', 'Soil Fertility and Fertilizers', 'Agronomy of Tropical Crops', 'Entomology', 'Agricultural Mechanization', 'Post-Harvest Technology', 'Irrigation and Drainage', 'Agroforestry', 'Research Methods', 'Senior Project'] },
];
const GENERAL = ['Freshman English I', 'Freshman English II', 'College Algebra', 'Introduction to Sociology', 'Liberian History', 'Introduction to Computer Science', 'Sophomore English', 'Physical Education'];
const SCALE: Array<[number, string, number]> = [[90, 'A', 4], [85, 'B+', 3.5], [80, 'B', 3], [75, 'C+', 2.5], [70, 'C', 2], [60, 'D', 1]];
const TOWNS = ['Voinjama, Lofa County', 'Sanniquellie, Nimba County', 'Buchanan, Grand Bassa County', 'Zwedru, Grand Gedeh County', 'Kakata, Margibi County', 'Tubmanburg, Bomi County', 'Monrovia'];

/** The department that teaches a course: the program's own prefix unless the title names a neighbouring one. */
function prefixOf(prefixes: string[], title: string): string {
  if (/Biology|Entomology|Pathology/.test(title)) return 'BIOL';
  if (/Chemistry/.test(title)) return 'CHEM';
  if (/Econom|Money|Public Finance/.test(title)) return 'ECON';
  if (/Business|Management|Statistics|Research|Law/.test(title) && prefixes.includes('BUSI')) return 'BUSI';
  return prefixes[0];
}

function honours(cgpa: number): string | null {
  if (cgpa >= 3.8) return 'Summa Cum Laude';
  if (cgpa >= 3.6) return 'Magna Cum Laude';
  if (cgpa >= 3.25) return 'Cum Laude';
  return null;
}

async function render(rng: Rng) {
  const p = vPerson(rng, 'LR');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMS);
  const start = rng.int(2012, 2019);
  const dob = iso(start - rng.int(19, 24), rng.int(1, 12), rng.int(1, 28));
  const graduated = rng.bool(0.55);
  const sems = graduated ? 8 : rng.int(3, 7);
  const F = rng.pick([SERIF[0], SANS[0], SANS[1]]);
  const ability = rng.float(66, 95);
  const id = `${uni.abbr}/${String(start).slice(2)}/${digits(rng, 4)}`;
  const shown = rng.bool(0.6) ? `${upper(p.family)}, ${p.given}` : `${p.given} ${p.family}`;
  const r = vResult('en', p.given, p.family, dob);
  setInstitution(r, uni.name, 'LR', uni.state);

  const rows: TableRow[] = [];
  const pool = [...prog.courses];
  const general = [...GENERAL];
  let cumH = 0;
  let cumQ = 0;
  for (let s = 0; s < sems; s++) {
    const ay = start + Math.floor(s / 2);
    const session = `${ay}/${ay + 1}`;
    const term = s % 2 === 0 ? 'First Semester' : 'Second Semester';
    const titles: Array<[string, string]> = [...general.splice(0, s < 4 ? 2 : 0).map((t): [string, string] => [/English/.test(t) ? 'ENGL' : /Algebra/.test(t) ? 'MATH' : /Computer/.test(t) ? 'COSC' : /Physical/.test(t) ? 'PHED' : /History/.test(t) ? 'HIST' : 'SOCI', t]), ...pool.splice(0, s < 4 ? 3 : 4).map((t): [string, string] => [prefixOf(prog.prefix, t), t])];
    if (!titles.length) break;
    rows.push({ heading: `${term} ${session}` });
    let h = 0;
    let q = 0;
    titles.forEach(([prefix, title], k) => {
      const num = `${prefix} ${100 * (Math.floor(s / 2) + 1) + 1 + (s % 2) * 2 + k * 10}`;
      const cr = /Physical/.test(title) ? 1 : /Seminar|Project/.test(title) ? 3 : rng.pick([3, 3, 3, 4]);
      const mark = Math.max(60, Math.min(99, Math.round(ability + rng.gauss() * 8)));
      const [, letter, gp] = SCALE.find(([min]) => mark >= min)!;
      rows.push({ cells: [num, title, String(cr), letter, (gp * cr).toFixed(1)] });
      r.courses.push(course({ courseNumber: num, courseName: title, credit: cr, grade: letter, term, session }));
      h += cr;
      q += gp * cr;
    });
    cumH += h;
    cumQ += q;
    rows.push({ heading: `Semester: Hrs ${h}   QP ${q.toFixed(1)}   GPA ${(q / h).toFixed(2)}          Cumulative: Hrs ${cumH}   QP ${cumQ.toFixed(1)}   CGPA ${(cumQ / cumH).toFixed(2)}` });
  }
  const cgpa = cumQ / cumH;
  const conferred = graduated ? iso(start + 4, 7, rng.int(20, 31)) : null;
  const issued = conferred ? iso(start + 4, 9, rng.int(1, 28)) : iso(start + Math.ceil(sems / 2), rng.pick([2, 3, 9]), rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: id, name: prog.degree, level: 'Bachelor', majorOrSpecialization: prog.major, yearOfAdmission: start,
    cgpa: cgpa.toFixed(2), totalCreditsOrMarks: String(cumH), dateOfIssue: issued,
  });
  if (conferred) Object.assign(r.qualification, { yearOfCompletion: start + 4, status: 'Completed' });

  const pdf = new Pdf({ size: LETTER, title: 'Official Transcript', author: uni.name, creationDate: new Date(`${issued}T13:00:00Z`) });
  const L = 48;
  const W = pdf.width - 96;
  const ink = rng.pick(['#002868', '#7b1e1e', '#1e5631']);
  pdf.shield(L, 26, 34, ink);
  pdf.text(upper(uni.name), L + 46, 28, { font: F.bold, size: 15, color: ink, width: W - 46, fit: true });
  pdf.text(uni.address, L + 46, 48, { font: F.regular, size: 8.5 });
  pdf.text(`Office of the Registrar · Tel. +231 ${rng.pick(['77', '88'])}${digits(rng, 1)} ${digits(rng, 3)} ${digits(rng, 3)} · registrar@${uni.abbr.toLowerCase()}.edu.lr`, L + 46, 60, { font: F.regular, size: 8 });
  pdf.line(L, 80, L + W, 80, 1.4, ink);
  pdf.text('OFFICIAL TRANSCRIPT OF ACADEMIC RECORD', L, 88, { font: F.bold, size: 12, width: W, align: 'center' });
  const info: Array<[string, string]> = [
    ['Name', shown], ['Student ID', id], ['Date of Birth', mdy(dob)], ['Place of Birth', rng.pick(TOWNS)],
    ['College', prog.college], ['Degree Sought', prog.degree], ['Major', prog.major], ['Minor', prog.minor],
    ['Date Admitted', `August ${start}`], ['Telephone', `+231 ${rng.pick(['77', '88'])}${digits(rng, 1)} ${digits(rng, 3)} ${digits(rng, 3)}`],
  ];
  info.forEach(([k, v], i) => {
    const x = L + (i % 2) * (W / 2);
    const y = 110 + Math.floor(i / 2) * 13;
    const w = pdf.text(`${k}: `, x, y, { font: F.bold, size: 8.6 });
    pdf.text(v, x + w, y, { font: F.regular, size: 8.6, width: W / 2 - w - 8, fit: true });
  });
  const cols: Column[] = [
    { label: 'Course No.', width: 66 },
    { label: 'Course Title', width: W - 66 - 56 - 48 - 60, wrap: true },
    { label: 'Cr. Hrs.', width: 56, align: 'center' },
    { label: 'Grade', width: 48, align: 'center' },
    { label: 'Q. Pts.', width: 60, align: 'center' },
  ];
  let y = courseTable(pdf, L, 184, cols, rows, {
    F, size: 8.6, ruling: 'rows', headerFill: '#e4e9f0', repeatHeader: true, top: 36, bottom: pdf.height - 56,
    onNewPage: (d) => {
      d.text(`${shown} — ${id} — Transcript (continued)`, L, 36, { font: F.italic, size: 8.5 });
      return 18;
    },
  });
  const tail = 150;
  if (y + tail > pdf.height - 40) {
    pdf.addPage();
    y = 50;
  }
  y += 14;
  pdf.text(`Total Credit Hours Earned: ${cumH}      Cumulative GPA: ${cgpa.toFixed(2)}`, L, y, { font: F.bold, size: 9.5 });
  y += 16;
  if (conferred) {
    const h = honours(cgpa);
    pdf.text(`Degree Conferred: ${prog.degree}, Major: ${prog.major}${h ? ` — ${h}` : ''} — ${mdy(conferred)}`, L, y, { font: F.bold, size: 9, width: W, fit: true });
    y += 16;
  }
  pdf.text('Grading: A (90-100) 4.0 · B+ (85-89) 3.5 · B (80-84) 3.0 · C+ (75-79) 2.5 · C (70-74) 2.0 · D (60-69) 1.0 · F (below 60) 0.0', L, y, { font: F.italic, size: 7.6, width: W, fit: true });
  y += 12;
  pdf.text('Not valid without the seal of the University and the signature of the Registrar.', L, y, { font: F.italic, size: 7.6 });
  y += 40;
  const registrar = `${rng.pick(['Mr.', 'Mrs.', 'Rev.'])} ${rng.pick(['Jallah', 'Theresa', 'Boima', 'Victoria'])} ${rng.pick(['Dennis', 'Fahnbulleh', 'Gaye'])}`;
  pdf.signature(L + W - 170, y - 6, 120, rng);
  pdf.text(registrar, L + W - 200, y + 2, { font: F.bold, size: 9, width: 200, align: 'center' });
  pdf.text('University Registrar', L + W - 200, y + 14, { font: F.regular, size: 8.5, width: 200, align: 'center' });
  pdf.text(`Date Issued: ${mdy(issued)}`, L, y + 8, { font: F.regular, size: 9 });
  pdf.seal(L + W / 2, y + 4, 24, ink);
  footers(pdf, F, (a, b) => `Page ${a} of ${b}`);
  const printed: Record<string, string> = {
    'candidate.fullName': shown,
    'candidate.dateOfBirth': mdy(dob),
    'qualification.dateOfIssue': mdy(issued),
    'qualification.yearOfAdmission': `August ${start}`,
  };
  if (conferred) printed['qualification.yearOfCompletion'] = mdy(conferred);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'v-08-transcript',
    country: 'LR',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['photo'],
    conventions: 'Liberian university official transcript: university with P.O. box, town and county, Registrar\'s office; SURNAME, Given or natural order, student ID, date and place of birth (a county as birthplace), telephone (a decoy), college, major, minor, degree sought, date admitted; semesters stacked, course number, title, credit hours, letter grade and quality points, a semester and a cumulative line after each; over two pages with the name repeated; degree conferred with honours and date; grading key, Registrar; as described by Liberian university catalogues.',
    render,
  },
];
