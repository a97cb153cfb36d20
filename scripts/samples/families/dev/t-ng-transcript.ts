/**
 * Nigerian university transcript: each session (2016/2017 … "100 LEVEL") prints its first and
 * second semesters side by side, each half with its own header (Course Code | Course Title |
 * Units | Grade), titles wrapping in the narrow halves, and a semester summary (TNU, TCP, GPA)
 * under each half; CGPA and class of degree at the end.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, drawHeader, drawRow, formatDate, iso, type Column } from '../lib/a-kit';
import { Flow, detailsBlock, natural, resultFor, tPerson } from '../lib/t-kit';

const UNIS = [
  { name: 'Federal University of Technology, Ogbese', city: 'Akure', state: 'Ondo State', iso: ['Ondo', 'ON'] },
  { name: 'Crestfield University', city: 'Abeokuta', state: 'Ogun State', iso: ['Ogun', 'OG'] },
  { name: 'Niger Delta University of Science', city: 'Port Harcourt', state: 'Rivers State', iso: ['Rivers', 'RI'] },
  { name: 'Savannah State University', city: 'Kano', state: 'Kano State', iso: ['Kano', 'KN'] },
];

const PROGRAMMES: Record<string, { degree: string; abbrev: string; prefix: string; titles: string[] }> = {
  'Computer Science': {
    degree: 'Bachelor of Science', abbrev: 'B.Sc.', prefix: 'CSC',
    titles: ['Introduction to Computer Science', 'Introduction to Programming', 'Data Structures and Algorithms', 'Computer Architecture and Organisation', 'Operating Systems', 'Database Management Systems', 'Software Engineering', 'Compiler Construction', 'Computer Networks and Communication', 'Artificial Intelligence', 'Theory of Computation', 'Numerical Methods', 'Web Application Development', 'Systems Analysis and Design', 'Computer Graphics', 'Research Project'],
  },
  'Civil Engineering': {
    degree: 'Bachelor of Engineering', abbrev: 'B.Eng.', prefix: 'CVE',
    titles: ['Engineering Drawing', 'Strength of Materials', 'Fluid Mechanics', 'Structural Analysis I', 'Structural Analysis II', 'Soil Mechanics', 'Highway Engineering', 'Hydraulics and Hydrology', 'Reinforced Concrete Design', 'Engineering Surveying', 'Foundation Engineering', 'Water Supply Engineering', 'Steel Structures Design', 'Construction Management', 'Final Year Project'],
  },
  Accounting: {
    degree: 'Bachelor of Science', abbrev: 'B.Sc.', prefix: 'ACC',
    titles: ['Principles of Accounting I', 'Principles of Accounting II', 'Cost Accounting', 'Financial Accounting', 'Management Accounting', 'Auditing and Investigation', 'Taxation', 'Public Sector Accounting', 'Corporate Finance', 'Advanced Financial Reporting', 'Business Law', 'Accounting Information Systems', 'Research Methods', 'Research Project'],
  },
};

const GENERAL = ['Use of English', 'Communication in English', 'Nigerian Peoples and Culture', 'Philosophy and Logic', 'Entrepreneurship Studies', 'History and Philosophy of Science', 'General Mathematics I', 'General Mathematics II', 'General Physics I', 'Peace and Conflict Resolution'];
const GENERAL_CODES = ['GST', 'GNS', 'MTH', 'PHY'];

/** The five-point scale of Nigerian universities (NUC): A 70-100 … F below 40. */
function gradeOf(score: number): { grade: string; point: number } {
  if (score >= 70) return { grade: 'A', point: 5 };
  if (score >= 60) return { grade: 'B', point: 4 };
  if (score >= 50) return { grade: 'C', point: 3 };
  if (score >= 45) return { grade: 'D', point: 2 };
  if (score >= 40) return { grade: 'E', point: 1 };
  return { grade: 'F', point: 0 };
}

function degreeClass(cgpa: number): string {
  if (cgpa >= 4.5) return 'First Class Honours';
  if (cgpa >= 3.5) return 'Second Class Honours (Upper Division)';
  if (cgpa >= 2.4) return 'Second Class Honours (Lower Division)';
  return 'Third Class Honours';
}

async function render(rng: Rng) {
  const person = tPerson(rng, 'NG', 0.6);
  const uni = rng.pick(UNIS);
  const progName = rng.pick(Object.keys(PROGRAMMES));
  const prog = PROGRAMMES[progName];
  const F = rng.pick([SANS[0], SANS[1], SANS[3], SERIF[0]]);
  const entry = rng.int(2012, 2018);
  const years = rng.pick([4, 4, 5]);
  const dob = iso(entry - rng.int(17, 20), rng.int(1, 12), rng.int(1, 28));
  const matric = `${prog.prefix}/${entry}/${digits(rng, 3)}`;
  const dateForm = rng.pick(['gb-long', 'gb-num'] as const);
  const ability = rng.float(48, 74);
  const printedName = `${person.last.toUpperCase()}, ${[person.first, person.middle].filter(Boolean).join(' ')}`;

  const r = resultFor('en', 'English', person, dob);
  // The address prints the state ("Kano, Kano State, Nigeria"): families README, `institution.state`.
  r.institution = { name: uni.name, country: 'Nigeria', countryCode: 'NG', state: uni.iso[0], stateCode: uni.iso[1] };
  r.qualification.registrationNumber = matric;
  r.qualification.name = prog.degree;
  r.qualification.level = 'Bachelor';
  r.qualification.yearOfAdmission = entry;
  r.qualification.majorOrSpecialization = progName;
  r.qualification.program = `${prog.abbrev} ${progName}`;

  type Row = { code: string; title: string; units: number; grade: string; point: number };
  const sessions: Array<{ session: string; level: number; sems: Row[][] }> = [];
  // Projects close the programme: the other courses come first, in any order.
  const ordered = () => {
    const plain = prog.titles.filter((t) => !/Project/.test(t));
    return [...rng.sample(plain, plain.length), ...prog.titles.filter((t) => /Project/.test(t))];
  };
  let titles = ordered();
  let general = rng.sample(GENERAL, GENERAL.length);
  let tnu = 0;
  let tcp = 0;
  for (let yi = 0; yi < years; yi++) {
    const session = `${entry + yi}/${entry + yi + 1}`;
    const sems: Row[][] = [];
    for (let s = 0; s < 2; s++) {
      const n = rng.int(4, 6);
      const rows: Row[] = [];
      for (let k = 0; k < n; k++) {
        const useGeneral = yi < 2 && general.length && (k < 2 || !titles.length);
        const title = useGeneral ? general.shift()! : titles.shift() ?? `${progName} Seminar ${yi + 1}${s + 1}${k}`;
        if (!titles.length) titles = ordered().map((t) => (/Project/.test(t) ? `${t} II` : `Topics in ${t}`));
        if (!general.length) general = ['Entrepreneurship Practice', 'Industrial Training (SIWES)'];
        const prefix = useGeneral ? rng.pick(GENERAL_CODES) : prog.prefix;
        const code = `${prefix} ${yi + 1}${s}${k + 1}`;
        const score = Math.max(35, Math.min(92, Math.round(ability + rng.gauss() * 10)));
        const g = gradeOf(score);
        const units = /Project/.test(title) ? 6 : rng.pick([2, 2, 3, 3, 3, 4]);
        rows.push({ code, title, units, grade: g.grade, point: g.point });
        tnu += units;
        tcp += units * g.point;
        r.courses.push(course({ courseNumber: code, courseName: title, credit: units, grade: g.grade, term: s === 0 ? 'First Semester' : 'Second Semester', session }));
      }
      sems.push(rows);
    }
    sessions.push({ session, level: (yi + 1) * 100, sems });
  }
  const cgpa = (tcp / tnu).toFixed(2);
  const gradDate = iso(entry + years, rng.int(9, 12), rng.int(1, 28));
  const issued = iso(entry + years + rng.int(0, 2), rng.int(1, 12), rng.int(1, 28));
  r.qualification.cgpa = cgpa;
  r.qualification.status = 'Completed';
  r.qualification.yearOfCompletion = entry + years;
  r.qualification.dateOfIssue = issued;
  const printed: Record<string, string> = { 'candidate.fullName': printedName, 'candidate.dateOfBirth': formatDate(dob, dateForm) };

  const pdf = new Pdf({ size: A4, title: 'Student Academic Transcript', author: uni.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = rng.int(32, 40);
  const R = pdf.width - L;
  const W = R - L;
  const accent = rng.pick(['#0b5d1e', '#123a73', '#5a1a1a']);
  pdf.crest(pdf.width / 2, 40, 17, uni.name.split(/[\s,]+/).filter((w) => /^[A-Z]/.test(w) && w !== 'of').map((w) => w[0]).join('').slice(0, 4), accent);
  pdf.text(uni.name.toUpperCase(), L, 62, { font: F.bold, size: 13, width: W, align: 'center', color: accent });
  pdf.text(`P.M.B. ${rng.int(1000, 9999)}, ${uni.city}, ${uni.state}, Nigeria`, L, 79, { font: F.regular, size: 8, width: W, align: 'center' });
  pdf.text('OFFICE OF THE REGISTRAR (ACADEMIC AFFAIRS DIVISION)', L, 90, { font: F.bold, size: 8, width: W, align: 'center' });
  pdf.text("STUDENT'S ACADEMIC TRANSCRIPT", L, 106, { font: F.bold, size: 11, width: W, align: 'center' });
  let y = 126;
  y += detailsBlock(pdf, F, L, y, W, [
    ['Name', printedName],
    ['Matric. No.', matric],
    ['Date of Birth', formatDate(dob, dateForm)],
    ['Sex', rng.pick(['Male', 'Female'])],
    ['Faculty', /Engineering/.test(progName) ? 'Engineering' : /Accounting/.test(progName) ? 'Management Sciences' : 'Physical Sciences'],
    ['Department', progName],
    ['Degree', `${prog.degree} (${prog.abbrev} ${progName})`],
    ['Mode of Entry', rng.pick(['UTME', 'Direct Entry'])],
  ], { size: 8 }) + 8;

  // Two halves side by side: a half is a table of its own.
  const half = (W - 14) / 2;
  const cols: Column[] = [
    { label: rng.pick(['Course Code', 'Code']), width: 50 },
    { label: 'Course Title', width: half - 50 - 30 - 32, wrap: true },
    { label: rng.pick(['Units', 'Unit', 'CU']), width: 30, align: 'center' },
    { label: 'Grade', width: 32, align: 'center' },
  ];
  const size = rng.pick([7, 7.5, 8]);
  const style = { font: F.regular, size, leading: size * 1.3 };
  const flow = new Flow(pdf, y, pdf.height - 70, 50, (f) => {
    pdf.text(`${uni.name} — Transcript of ${printedName} (${matric}) — continued`, L, f.y, { font: F.italic, size: 7.5, width: W, fit: true });
    f.y += 16;
  });
  for (const s of sessions) {
    const rowsH = (rows: Row[]) => rows.length * style.leading * 1.6 + 40;
    flow.need(Math.max(...s.sems.map(rowsH)) + 30);
    pdf.text(`${s.session} SESSION  —  ${s.level} LEVEL`, L, flow.y, { font: F.bold, size: size + 1.5, color: accent });
    flow.y += size * 2;
    const top = flow.y;
    let lowest = top;
    s.sems.forEach((rows, k) => {
      const x = L + k * (half + 14);
      let yy = top;
      pdf.text(k === 0 ? 'FIRST SEMESTER' : 'SECOND SEMESTER', x, yy, { font: F.bold, size, width: half, align: 'center' });
      yy += size * 1.6;
      yy += drawHeader(pdf, x, yy, cols, { font: F.bold, size: size - 0.3, fill: '#eeeeee' }) + 2;
      for (const row of rows) yy += drawRow(pdf, x, yy, cols, [row.code, row.title, String(row.units), row.grade], style);
      const u = rows.reduce((a, b) => a + b.units, 0);
      const p = rows.reduce((a, b) => a + b.units * b.point, 0);
      pdf.line(x, yy + 1, x + half, yy + 1, 0.5);
      pdf.text(`TNU: ${u}    TCP: ${p}    GPA: ${(p / u).toFixed(2)}`, x + 3, yy + 4, { font: F.bold, size: size - 0.5 });
      lowest = Math.max(lowest, yy + 4 + size * 1.5);
    });
    flow.y = lowest + size * 1.2;
  }
  flow.need(90);
  y = flow.y + 4;
  pdf.line(L, y, R, y, 0.8, accent);
  y += 8;
  pdf.text(`Cumulative Grade Point Average (CGPA): ${cgpa}`, L, y, { font: F.bold, size: 9 });
  pdf.text(`Class of Degree: ${degreeClass(+cgpa)}`, L, y + 13, { font: F.bold, size: 9 });
  pdf.text(`Date of Graduation: ${formatDate(gradDate, dateForm)}`, L, y + 26, { font: F.regular, size: 9 });
  pdf.text(`Total Number of Units: ${tnu}`, L + W / 2, y, { font: F.regular, size: 9 });
  pdf.text(`Date of Issue: ${formatDate(issued, dateForm)}`, L + W / 2, y + 13, { font: F.regular, size: 9 });
  pdf.text('Grading: A (70-100) = 5; B (60-69) = 4; C (50-59) = 3; D (45-49) = 2; E (40-44) = 1; F (0-39) = 0.', L, y + 44, { font: F.italic, size: 7, width: W, fit: true });
  pdf.signature(R - 150, y + 66, 110, rng);
  pdf.text('Registrar', R - 150, y + 72, { font: F.regular, size: 8 });
  printed['qualification.yearOfCompletion'] = formatDate(gradDate, dateForm);
  void natural;
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'ng-sessional-transcript',
    country: 'NG',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Nigerian university transcript: sessions by level (100-500 LEVEL), first and second semesters printed side by side, course codes like "CSC 201", credit units and letter grades on the NUC five-point scale (A 70-100 … F), TNU/TCP/GPA per semester, CGPA and class of degree, as described by Nigerian universities\' student handbooks.',
    render,
  },
];
