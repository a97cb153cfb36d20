/**
 * Bahamian university self-service page "Unofficial Academic Transcript", in English, taken as a screenshot:
 * browser chrome with the portal's .edu.bs address, a header band with the university's name, the signed-in user
 * and a tab row; the transcript options (level, type); "Student Information" (name, student ID, degree sought,
 * college, major under its own caption, admit term "Fall 2019" (the admission), student type); "Institution
 * Credit": per term a heading ("Term: Fall 2019"), a table of course, title, grade (A to F with A-, B+ …), credit
 * hours and quality points, and the term totals (attempted, earned, GPA hours, quality points, GPA: no course);
 * "Transcript Totals" (total institution and overall: earned hours and GPA, the overall the document's result);
 * for a graduate the degree awarded with its date, else "Courses in Progress" (a term's courses with their hours
 * and no grade: courses with grade null); a footer with the P.O. Box in Nassau, New Providence, The Bahamas (the
 * island a state). As described by Bahamian universities' catalogues (semesters Fall, Spring and Summer, letter
 * grades on a 4.0 scale with plus and minus, credit hours, cumulative GPA) and their student self-service systems.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { Pdf } from '../lib/a-kit';
import { SANS, course, digits, iso, setInstitution } from '../lib/n-kit';
import { ePerson, eResult, usDate } from './e-kit';

const UNIS = [
  { name: 'Lucayan University', abbr: 'LU', host: 'selfservice.lucayan.edu.bs', box: 'N-4912' },
  { name: 'Nassau Institute of Technology and Commerce', abbr: 'NITC', host: 'my.nitc.edu.bs', box: 'SS-6270' },
];
const PROGS: Array<{ degree: string; major: string; college: string; courses: Array<[string, string]> }> = [
  { degree: 'Bachelor of Business Administration', major: 'Accounting', college: 'Faculty of Business', courses: [['ACCA', 'Principles of Accounting I'], ['BUSI', 'Introduction to Business'], ['ECON', 'Principles of Microeconomics'], ['ENGL', 'English Composition I'], ['MATH', 'College Algebra'], ['ACCA', 'Principles of Accounting II'], ['BUSI', 'Business Communication'], ['ECON', 'Principles of Macroeconomics'], ['ENGL', 'English Composition II'], ['STAT', 'Business Statistics'], ['ACCA', 'Intermediate Accounting I'], ['MGMT', 'Principles of Management'], ['LAWS', 'Bahamian Business Law'], ['FINC', 'Financial Management'], ['ACCA', 'Cost Accounting'], ['ACCA', 'Intermediate Accounting II'], ['MGMT', 'Management Information Systems'], ['ACCA', 'Auditing'], ['ACCA', 'Taxation in The Bahamas'], ['MGMT', 'Organisational Behaviour'], ['ACCA', 'Advanced Accounting'], ['ACCA', 'Accounting Information Systems'], ['MGMT', 'Strategic Management'], ['BUSI', 'Business Ethics'], ['ACCA', 'Internship in Accounting']] },
  { degree: 'Bachelor of Science', major: 'Marine and Environmental Studies', college: 'Faculty of Pure and Applied Sciences', courses: [['BIOL', 'General Biology I'], ['CHEM', 'General Chemistry I'], ['ENGL', 'English Composition I'], ['MATH', 'Pre-Calculus'], ['ENVS', 'Introduction to Environmental Science'], ['BIOL', 'General Biology II'], ['CHEM', 'General Chemistry II'], ['ENGL', 'English Composition II'], ['STAT', 'Introduction to Statistics'], ['GEOG', 'Physical Geography'], ['MARS', 'Marine Biology'], ['BIOL', 'Ecology'], ['MARS', 'Oceanography'], ['CHEM', 'Organic Chemistry'], ['GEOG', 'Geographic Information Systems'], ['MARS', 'Coral Reef Systems'], ['ENVS', 'Coastal Zone Management'], ['MARS', 'Fisheries of The Bahamas'], ['ENVS', 'Environmental Policy'], ['ENVS', 'Research Methods'], ['ENVS', 'Climate and Small Islands'], ['BIOL', 'Mangrove Ecology'], ['MARS', 'Marine Conservation'], ['ENVS', 'Senior Seminar'], ['ENVS', 'Field Research Project']] },
];
const SCALE: Array<[string, number]> = [['A', 4], ['A-', 3.67], ['B+', 3.33], ['B', 3], ['B-', 2.67], ['C+', 2.33], ['C', 2], ['D', 1]];

async function render(rng: Rng) {
  const p = ePerson(rng, 'BS');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGS);
  const start = rng.int(2016, 2021);
  const terms = rng.pick([3, 5, 8]);
  const grad = terms === 8;
  const F = rng.pick([SANS[0], SANS[2], SANS[1]]);
  const ability = rng.float(1.2, 4.2);
  const sid = `0${digits(rng, 8)}`;
  const r = eResult('en', p.given, p.family, null);
  setInstitution(r, uni.name, 'BS', 'NP');

  type Term = { name: string; rows: string[][]; totals: string; inProgress?: boolean };
  const blocks: Term[] = [];
  let hours = 0;
  let qp = 0;
  let k = 0;
  for (let t = 0; t < terms + (grad ? 0 : 1); t++) {
    const fall = t % 2 === 0;
    const yr = start + Math.ceil(t / 2);
    const name = `${fall ? 'Fall' : 'Spring'} ${yr}`;
    const inProgress = t === terms;
    const rows: string[][] = [];
    let th = 0;
    let tq = 0;
    for (let c = 0; c < 3; c++) {
      const [subj, title] = prog.courses[k % prog.courses.length];
      const code = `${subj} ${100 + Math.floor(t / 2) * 100 + 10 + c * 7 + (k % 5)}`;
      k++;
      const h = title.includes('Internship') || title.includes('Project') ? 6 : rng.pick([3, 3, 3, 4]);
      if (inProgress) {
        rows.push([code, title, '', h.toFixed(3), '']);
        r.courses.push(course({ courseNumber: code, courseName: title, credit: h, term: fall ? 'Fall' : 'Spring', year: yr }));
        continue;
      }
      const idx = Math.max(0, Math.min(SCALE.length - 1, Math.round(7 - ability * 1.75 + rng.gauss() * 1.3)));
      const [g, gp] = SCALE[idx];
      const q = gp * h;
      rows.push([code, title, g, h.toFixed(3), q.toFixed(2)]);
      r.courses.push(course({ courseNumber: code, courseName: title, credit: h, grade: g, term: fall ? 'Fall' : 'Spring', year: yr }));
      th += h;
      tq += q;
    }
    hours += th;
    qp += tq;
    const totals = inProgress ? '' : `Term Totals (Undergraduate):  Attempt Hours ${th.toFixed(3)}   Passed Hours ${th.toFixed(3)}   Earned Hours ${th.toFixed(3)}   GPA Hours ${th.toFixed(3)}   Quality Points ${tq.toFixed(2)}   GPA ${(tq / th).toFixed(2)}`;
    blocks.push({ name, rows, totals, inProgress });
  }
  const gpa = qp / hours;
  const conferred = iso(start + 4, 5, rng.int(10, 25));
  // Taken during the term in progress (Fall: October, Spring: February or March), or after the degree date.
  const shot = grad ? iso(start + 4, rng.int(6, 11), rng.int(1, 28)) : iso(start + Math.ceil(terms / 2), terms % 2 === 0 ? 10 : rng.pick([2, 3]), rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: sid, name: prog.degree, level: 'Bachelor', majorOrSpecialization: prog.major,
    yearOfAdmission: start, cgpa: gpa.toFixed(2), totalCreditsOrMarks: String(hours),
  });
  if (grad) Object.assign(r.qualification, { yearOfCompletion: start + 4, status: 'Completed' });

  const rowH = 24;
  const H = 380 + blocks.reduce((a, b) => a + 86 + b.rows.length * rowH, 0) + 180;
  const pdf = new Pdf({ size: [1366, H], title: `${uni.abbr} Self-Service — Academic Transcript`, author: uni.name, creationDate: new Date(`${shot}T14:00:00Z`) });
  const W = pdf.width;
  const main = rng.pick(['#00426a', '#0d6b5f', '#5c1f6b']);
  pdf.fill(0, 0, W, 34, '#dee1e6');
  pdf.roundRect(130, 7, 640, 20, 10, { fill: '#ffffff' });
  pdf.text(`https://${uni.host}/StudentSelfService/transcript/academicTranscript`, 146, 12, { font: F.regular, size: 9.5, color: '#3c4043' });
  pdf.fill(0, 34, W, 58, main);
  pdf.text(uni.name, 32, 48, { font: F.bold, size: 17, color: '#ffffff' });
  pdf.text('Student Self-Service', 32, 71, { font: F.regular, size: 10, color: '#d6e4ef' });
  pdf.text(`${p.given} ${p.family}   |   Sign Out`, W - 380, 56, { font: F.regular, size: 10.5, color: '#ffffff', width: 350, align: 'right' });
  pdf.fill(0, 92, W, 34, '#f3f4f6');
  let mx = 32;
  for (const m of ['Home', 'Registration', 'Student Records', 'Academic Transcript', 'Financial Aid', 'Account Summary']) {
    const w = pdf.text(m, mx, 103, { font: m === 'Academic Transcript' ? F.bold : F.regular, size: 10.5, color: m === 'Academic Transcript' ? main : '#333333' });
    if (m === 'Academic Transcript') pdf.fill(mx, 122, w, 3, main);
    mx += w + 34;
  }
  const X = 40;
  const CW = W - 80;
  let y = 146;
  pdf.text('Unofficial Academic Transcript', X, y, { font: F.bold, size: 16, color: '#222222' });
  pdf.text('Transcript Level: Undergraduate     Transcript Type: Web', X + 520, y + 4, { font: F.regular, size: 10, color: '#555555' });
  y += 30;
  pdf.text('This is not an official transcript. Courses in progress may be removed or changed before the end of the term.', X, y, { font: F.italic, size: 9.5, color: '#8a5300' });
  y += 26;
  pdf.roundRect(X, y, CW, 104, 4, { fill: '#ffffff', stroke: '#cfd6dd', width: 0.8 });
  pdf.text('Student Information', X + 14, y + 10, { font: F.bold, size: 12, color: main });
  const info: Array<[string, string]> = [
    ['Name', `${p.given} ${p.family}`], ['Student ID', sid], ['Degree Sought', prog.degree],
    ['College', prog.college], ['Major', prog.major], ['Admit Term', `Fall ${start}`],
    ['Student Type', 'Continuing'], ['Campus', 'Oakes Field'],
  ];
  info.forEach(([kk, v], i) => {
    const cx = X + 14 + (i % 4) * (CW / 4);
    const cy = y + 36 + Math.floor(i / 4) * 32;
    pdf.text(`${kk}:`, cx, cy, { font: F.regular, size: 9, color: '#6a737d' });
    pdf.text(v, cx, cy + 12, { font: F.bold, size: 10.5, width: CW / 4 - 24, fit: true });
  });
  y += 122;
  const cols = [150, CW - 150 - 110 - 140 - 150, 110, 140, 150];
  const heads = ['Course', 'Title', 'Grade', 'Credit Hours', 'Quality Points'];
  const table = (rows: string[][]) => {
    pdf.fill(X, y, CW, 24, '#eceff1');
    let cx = X;
    heads.forEach((h, i) => {
      pdf.text(h, cx + 10, y + 7, { font: F.bold, size: 10, color: '#37474f', width: cols[i] - 20, align: i >= 2 ? 'center' : 'left' });
      cx += cols[i];
    });
    y += 24;
    rows.forEach((row, n) => {
      if (n % 2 === 1) pdf.fill(X, y, CW, rowH, '#fafbfc');
      cx = X;
      row.forEach((cell, i) => {
        if (cell) pdf.text(cell, cx + 10, y + 7, { font: F.regular, size: 10, width: cols[i] - 20, align: i >= 2 ? 'center' : 'left', fit: true });
        cx += cols[i];
      });
      pdf.line(X, y + rowH, X + CW, y + rowH, 0.4, '#e3e6e8');
      y += rowH;
    });
  };
  pdf.text('INSTITUTION CREDIT', X, y, { font: F.bold, size: 12.5, color: main });
  y += 24;
  for (const b of blocks.filter((bb) => !bb.inProgress)) {
    pdf.text(`Term: ${b.name}`, X, y, { font: F.bold, size: 11 });
    y += 20;
    table(b.rows);
    pdf.text(b.totals, X + 10, y + 8, { font: F.regular, size: 9.5, color: '#444444', width: CW - 20, fit: true });
    y += 38;
  }
  pdf.text('TRANSCRIPT TOTALS (UNDERGRADUATE)', X, y, { font: F.bold, size: 12.5, color: main });
  y += 22;
  pdf.text(`Total Institution:   Earned Hours ${hours.toFixed(3)}   GPA Hours ${hours.toFixed(3)}   Quality Points ${qp.toFixed(2)}   GPA ${gpa.toFixed(2)}`, X + 10, y, { font: F.regular, size: 10 });
  y += 18;
  pdf.text(`Overall:   Earned Hours ${hours.toFixed(3)}   GPA Hours ${hours.toFixed(3)}   Quality Points ${qp.toFixed(2)}   GPA ${gpa.toFixed(2)}`, X + 10, y, { font: F.bold, size: 10 });
  y += 32;
  if (grad) {
    pdf.text('DEGREE AWARDED', X, y, { font: F.bold, size: 12.5, color: main });
    y += 22;
    pdf.text(`Awarded: ${prog.degree}     Degree Date: ${usDate(conferred)}     Major: ${prog.major}`, X + 10, y, { font: F.regular, size: 10.5 });
    y += 30;
  } else {
    const ip = blocks[blocks.length - 1];
    pdf.text('COURSES IN PROGRESS', X, y, { font: F.bold, size: 12.5, color: main });
    y += 22;
    pdf.text(`Term: ${ip.name}`, X, y, { font: F.bold, size: 11 });
    y += 20;
    table(ip.rows);
    y += 20;
  }
  pdf.line(X, y, X + CW, y, 0.5, '#cccccc');
  pdf.text(`© ${uni.name} · P.O. Box ${uni.box}, Nassau, New Providence, The Bahamas · Page generated ${usDate(shot)}`, X, y + 10, { font: F.regular, size: 9, color: '#6a737d' });
  const printed: Record<string, string> = { 'qualification.totalCreditsOrMarks': hours.toFixed(3) };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'e-05-record',
    country: 'BS',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['screenshot'],
    conventions: 'Bahamian university self-service unofficial academic transcript in English as a screenshot: .edu.bs address, header, tabs; student information (name, student ID, degree sought, college, major under its own caption, admit term); per term a heading, course, title, letter grade with plus and minus, credit hours with three decimals, quality points and term totals that are no course; transcript totals (overall earned hours and GPA); the degree awarded with its date, or courses in progress with hours and no grade; footer with the P.O. Box in Nassau, New Providence, The Bahamas (a state); as described by Bahamian university catalogues.',
    render,
  },
];
