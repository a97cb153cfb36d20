/**
 * Singaporean university transcript: the registrar's letterhead with a six-digit postal code, the
 * student's name, matriculation number ("A0187654X"), date of birth and programme; each academic
 * year as one band with its two semesters side by side ("ACADEMIC YEAR 2019/2020 SEMESTER 1" |
 * "SEMESTER 2"), each half a small table of module code, module title (wrapped), modular credits
 * (MC) and letter grade (A+ … F, CS/CU for satisfactory/unsatisfactory modules), and under it the
 * semester GPA and cumulative GPA on the 5.0 scale; then the degree conferred with its honours
 * class and date, the total MCs and the final CAP.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, footers, iso, setInstitution } from '../lib/n-kit';
import { hPerson, hResult, longDate, upper } from './h-kit';

const UNIS = [
  { name: 'Straits University of Technology', address: '21 Jurong Innovation Drive, Singapore 639812', abbr: 'SUT' },
  { name: 'Kent Vale Institute of Science and Technology', address: '8 Pasir Panjang Crescent, Singapore 118402', abbr: 'KVIST' },
  { name: 'Marina Bay University', address: '50 Raffles Link, Singapore 039799', abbr: 'MBU' },
];
const PROGRAMMES = [
  { degree: 'Bachelor of Engineering', major: 'Electrical Engineering', prefix: 'EE', modules: ['Engineering Mathematics I', 'Fundamentals of Electrical Engineering', 'Programming Methodology', 'Engineering Principles and Practice I', 'Engineering Mathematics II', 'Digital Systems Design', 'Signals and Systems', 'Electronic Circuits', 'Electromagnetics', 'Probability and Statistics for Engineers', 'Microcontroller Systems: Architecture and Programming', 'Control Systems', 'Communication Systems', 'Power Electronics', 'Analog Integrated Circuit Design', 'Machine Learning for Engineers', 'Embedded Computer Systems', 'Industrial Attachment', 'Final Year Project', 'Renewable Energy Systems', 'Critique and Communication of Thinking and Design', 'Ethics and Responsible Engineering', 'Wireless Networks', 'Photonics: Principles and Devices'] },
  { degree: 'Bachelor of Business Administration', major: 'Finance', prefix: 'BF', modules: ['Introduction to Management', 'Financial Accounting', 'Business Statistics', 'Managerial Economics', 'Organisational Behaviour', 'Corporate Finance', 'Marketing', 'Legal Environment of Business', 'Management Accounting', 'Operations Management', 'Investment Analysis and Portfolio Management', 'Financial Markets and Institutions', 'Business Analytics', 'Derivatives and Risk Management', 'Strategic Management', 'Corporate Governance and Ethics', 'Fixed Income Securities', 'International Financial Management', 'Internship Programme', 'Behavioural Finance', 'Asian Business Environment', 'Communicating for Leaders', 'Valuation and Financial Modelling', 'Sustainable Finance'] },
  { degree: 'Bachelor of Science', major: 'Data Science and Analytics', prefix: 'DS', modules: ['Calculus for Computing', 'Introduction to Data Science', 'Programming Methodology', 'Linear Algebra I', 'Discrete Structures', 'Data Structures and Algorithms', 'Probability', 'Statistical Learning I', 'Database Systems', 'Mathematical Statistics', 'Regression Analysis', 'Data Visualisation: Principles and Practice', 'Optimisation for Data Science', 'Big Data Systems', 'Statistical Learning II', 'Time Series Analysis', 'Natural Language Processing', 'Data Science Capstone Project', 'Survey Methodology', 'Bayesian Statistics', 'Design Thinking', 'Quantitative Reasoning with Data', 'Causal Inference', 'Deep Learning'] },
];
/** General-education and unrestricted electives every programme takes. */
const ELECTIVES = ['Critical Thinking and Writing', 'Understanding Social Complexity', 'Computing Ethics', 'Public Speaking and Argumentation', 'Introduction to Psychology', 'Food and Health', 'Global Economic History', 'Science, Technology and Society', 'Beginning Japanese 1', 'Beginning Korean 1', 'Introduction to Philosophy', 'Climate Change and Society', 'Music Appreciation', 'Entrepreneurship Essentials', 'Urban Planning and Design', 'Data Literacy', 'Principles of Sociology', 'Health and Well-being'];
const SCALE: Array<[string, number]> = [['A+', 5], ['A', 5], ['A-', 4.5], ['B+', 4], ['B', 3.5], ['B-', 3], ['C+', 2.5], ['C', 2], ['D+', 1.5], ['D', 1]];

/** The honours class printed after the degree ("with Honours (Distinction)"); nothing below 3.00 (a pass degree). */
function honours(cap: number): string {
  return cap >= 4.5 ? ' with Honours (Highest Distinction)' : cap >= 4.0 ? ' with Honours (Distinction)' : cap >= 3.5 ? ' with Honours (Merit)' : cap >= 3.0 ? ' with Honours' : '';
}

async function render(rng: Rng) {
  const p = hPerson(rng, 'SG');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const start = rng.int(2013, 2020);
  const dob = iso(start - rng.int(19, 21), rng.int(1, 12), rng.int(1, 28));
  const matric = `A0${digits(rng, 6)}${String.fromCharCode(65 + rng.int(0, 25))}`;
  const F = rng.pick([SANS[0], SANS[2], SERIF[0], SANS[3]]);
  const ability = rng.float(2.5, 7.5);

  const r = hResult('en', p, dob);
  setInstitution(r, uni.name, 'SG');
  const pool = [...prog.modules];
  const electives = rng.sample(ELECTIVES, ELECTIVES.length);
  type Mod = { code: string; title: string; mc: number; grade: string; pts: number | null };
  const years: Array<{ label: string; sems: Array<{ mods: Mod[]; gpa: string; cum: string }> }> = [];
  let cumMc = 0;
  let cumPts = 0;
  let totalMc = 0;
  for (let yi = 0; yi < 4; yi++) {
    const label = `${start + yi}/${start + yi + 1}`;
    const sems: Array<{ mods: Mod[]; gpa: string; cum: string }> = [];
    for (let s = 1; s <= 2; s++) {
      const mods: Mod[] = [];
      for (let k = 0; k < 5; k++) {
        const title = k < 3 && pool.length ? pool.shift()! : electives.shift();
        if (!title) break;
        const su = /Attachment|Internship/.test(title);
        const big = /Project/.test(title);
        const code = `${prog.major === title || prog.modules.includes(title) ? prog.prefix : 'GE'}${yi + 1}${rng.int(0, 9)}${rng.int(0, 9)}${s}`;
        const mc = big ? 12 : su ? 10 : 4;
        if (su) {
          mods.push({ code, title, mc, grade: 'CS', pts: null });
        } else {
          const [grade, pts] = SCALE[Math.max(0, Math.min(SCALE.length - 1, Math.round(ability + rng.gauss() * 1.6) - 1))];
          mods.push({ code, title, mc, grade, pts });
        }
        r.courses.push(course({ courseNumber: code, courseName: title, credit: mc, grade: mods[mods.length - 1].grade, term: `Semester ${s}`, session: label }));
      }
      const graded = mods.filter((m) => m.pts !== null);
      const smc = graded.reduce((a, m) => a + m.mc, 0);
      const spts = graded.reduce((a, m) => a + m.mc * (m.pts as number), 0);
      cumMc += smc;
      cumPts += spts;
      totalMc += mods.reduce((a, m) => a + m.mc, 0);
      sems.push({ mods, gpa: smc ? (spts / smc).toFixed(2) : '-', cum: (cumPts / cumMc).toFixed(2) });
    }
    years.push({ label, sems });
  }
  const cap = (cumPts / cumMc).toFixed(2);
  const conferred = iso(start + 4, rng.pick([5, 6, 7]), rng.int(1, 28));
  const issued = iso(start + 4 + rng.int(0, 2), rng.int(8, 12), rng.int(1, 28));
  const deg = `${prog.degree} (${prog.major})`;
  Object.assign(r.qualification, { registrationNumber: matric, name: prog.degree, level: 'Bachelor', program: deg, majorOrSpecialization: prog.major, yearOfAdmission: start, yearOfCompletion: start + 4, dateOfIssue: issued, cgpa: cap, totalCreditsOrMarks: String(totalMc), status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Official Transcript', author: uni.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = 36;
  const W = pdf.width - 2 * L;
  const red = rng.pick(['#b4001e', '#003d7c', '#004b3c']);
  pdf.watermark(uni.abbr, pdf.width / 2, pdf.height / 2, { size: 150, opacity: 0.05, angle: -30, color: red });
  pdf.text(upper(uni.name), L, 30, { font: F.bold, size: 14, color: red });
  pdf.text(`Office of the University Registrar · ${uni.address}`, L, 48, { font: F.regular, size: 8 });
  pdf.text('OFFICIAL TRANSCRIPT', L, 30, { font: F.bold, size: 12, width: W, align: 'right' });
  pdf.line(L, 62, L + W, 62, 1, red);
  const info: Array<[string, string]> = [
    ['Name', upper(`${p.given} ${p.family}`)], ['Matriculation No.', matric],
    ['Date of Birth', longDate(dob, 'en')], ['Programme', deg],
    ['Date of Admission', longDate(iso(start, 8, rng.int(1, 12)), 'en')], ['Date of Issue', longDate(issued, 'en')],
  ];
  info.forEach(([k, v], i) => {
    const x = L + (i % 2) * (W / 2);
    const y = 70 + Math.floor(i / 2) * 12;
    pdf.text(`${k}:`, x, y, { font: F.bold, size: 8 });
    pdf.text(v, x + 88, y, { font: F.regular, size: 8, width: W / 2 - 96, fit: true });
  });
  let y = 116;
  const half = (W - 12) / 2;
  const cw = [50, half - 50 - 26 - 34, 26, 34];
  const size = 7.6;
  const lead = size * 1.3;
  const drawHalf = (x: number, y0: number, title: string, sem: { mods: Mod[]; gpa: string; cum: string }): number => {
    let yy = y0;
    pdf.text(title, x, yy, { font: F.bold, size: 8 });
    yy += 12;
    const heads = ['Module', 'Title', 'MC', 'Grade'];
    let cx = x;
    heads.forEach((h, i) => {
      pdf.text(h, cx + 2, yy, { font: F.bold, size: 7.5, width: cw[i] - 4, align: i >= 2 ? 'center' : 'left' });
      cx += cw[i];
    });
    yy += 10;
    pdf.line(x, yy, x + half, yy, 0.5);
    yy += 3;
    for (const m of sem.mods) {
      const lines = pdf.wrap(upper(m.title), F.regular, size, cw[1] - 4);
      const cells = [m.code, '', String(m.mc), m.grade];
      cx = x;
      cells.forEach((c, i) => {
        if (c) pdf.text(c, cx + 2, yy, { font: F.regular, size, width: cw[i] - 4, align: i >= 2 ? 'center' : 'left' });
        cx += cw[i];
      });
      lines.forEach((l, k) => pdf.text(l, x + cw[0] + 2, yy + k * lead, { font: F.regular, size }));
      yy += lines.length * lead + 2;
    }
    yy += 3;
    pdf.text(`Semester GPA: ${sem.gpa}     Cumulative GPA: ${sem.cum}`, x + cw[0] + 2, yy, { font: F.italic, size: 7.5 });
    return yy + 12;
  };
  for (const yr of years) {
    if (y > pdf.height - 170) {
      pdf.addPage();
      pdf.text(`${upper(`${p.given} ${p.family}`)} · ${matric} · continued`, L, 30, { font: F.italic, size: 8 });
      y = 50;
    }
    pdf.fill(L, y, W, 14, '#eeeeee');
    pdf.text(`ACADEMIC YEAR ${yr.label}`, L + 4, y + 3, { font: F.bold, size: 8.5 });
    y += 20;
    const a = drawHalf(L, y, 'SEMESTER 1', yr.sems[0]);
    const b = drawHalf(L + half + 12, y, 'SEMESTER 2', yr.sems[1]);
    pdf.line(L + half + 6, y, L + half + 6, Math.max(a, b) - 6, 0.4, '#999999');
    y = Math.max(a, b) + 6;
  }
  if (y > pdf.height - 150) {
    pdf.addPage();
    y = 50;
  }
  pdf.line(L, y, L + W, y, 0.8);
  y += 8;
  const end: Array<[string, string]> = [
    ['Degree Conferred', `${deg}${honours(Number(cap))}`],
    ['Date Conferred', longDate(conferred, 'en')],
    ['Total Modular Credits', String(totalMc)],
    ['Cumulative Average Point (CAP)', cap],
  ];
  for (const [k, v] of end) {
    pdf.text(`${k}:`, L, y, { font: F.bold, size: 8.5 });
    pdf.text(v, L + 160, y, { font: F.regular, size: 8.5 });
    y += 13;
  }
  pdf.signature(L + W - 150, y + 20, 110, rng);
  pdf.text('University Registrar', L + W - 170, y + 30, { font: F.regular, size: 8, width: 150, align: 'center' });
  pdf.para('Grade points: A+/A 5.0, A- 4.5, B+ 4.0, B 3.5, B- 3.0, C+ 2.5, C 2.0, D+ 1.5, D 1.0, F 0. CS/CU: completed satisfactorily/unsatisfactorily, not counted in the GPA. MC: modular credits.', L, pdf.height - 72, W, { font: F.italic, size: 6.8 });
  footers(pdf, F, (a, b) => `Page ${a} of ${b} · This transcript is not valid if altered`);
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': upper(`${p.given} ${p.family}`), 'candidate.dateOfBirth': longDate(dob, 'en'), 'qualification.dateOfIssue': longDate(issued, 'en') } };
}

export const families: Family[] = [
  {
    id: 'h-06-transcript',
    country: 'SG',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Singaporean university transcript: postal-code address, matriculation number, each academic year as a band with semesters 1 and 2 side by side, module code, wrapped title in capitals, modular credits (MC) and grades A+…F or CS/CU, semester and cumulative GPA on 5.0 under each half, degree conferred with honours class, total MCs and CAP; as described by Singapore universities\' registrar and grading pages.',
    render,
  },
];
