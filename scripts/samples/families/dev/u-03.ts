/**
 * Lebanese private university transcript in English (the American-model universities of Beirut and
 * Mount Lebanon): the university with its P.O. Box, town and "Lebanon", the Office of the Registrar, a
 * light diagonal watermark; the student's name ("HADDAD, Rami" or natural order) with the father's name
 * printed apart, as Lebanese records carry it (a decoy), the student ID, date and place of birth, the
 * admission basis (the Lebanese Baccalaureate Part II, which the university counts for the freshman
 * year: a decoy qualification), the degree and the major under their own captions and the term of
 * admission; the record in two page columns, terms as headings ("Fall 2017-2018", "Spring 2017-2018",
 * "Summer 2017-2018") with course code ("CIVE 210"), title (long titles wrap), credits and the numeric
 * grade on 100 (60 the lowest pass) or P for pass/no-pass courses, and a term line with the term
 * average, the credits and the cumulative average; the cumulative average, the credits earned and, for
 * a graduate, the degree conferred with its date; as described by Lebanese universities' grading pages
 * (numeric course grades out of 100, the cumulative average "CAV") and credential-evaluation guides.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, footers, iso, setInstitution } from '../lib/n-kit';
import { mdy } from '../lib/n-kit';
import { uPerson, uResult, upper } from './u-kit';

const UNIS = [
  { name: 'Levant University of Science and Arts', address: 'P.O. Box 13-6301, Hamra, Beirut, Lebanon', site: 'www.lusa.edu.lb' },
  { name: 'Cedars Polytechnic University', address: 'P.O. Box 100, Jounieh, Lebanon', site: 'www.cpu.edu.lb' },
  { name: 'Phoenicia American University', address: 'P.O. Box 72, Zahle, Lebanon', site: 'www.pau.edu.lb' },
];
const DEGREES = [
  { degree: 'Bachelor of Engineering', major: 'Civil Engineering', prefix: ['CIVE', 'MATH', 'PHYS'],
    courses: ['Calculus and Analytic Geometry I', 'Introduction to Engineering Design', 'General Physics I', 'Calculus II', 'Statics', 'General Chemistry for Engineers', 'Strength of Materials', 'Engineering Surveying', 'Differential Equations', 'Fluid Mechanics', 'Structural Analysis I', 'Construction Materials Laboratory', 'Soil Mechanics', 'Reinforced Concrete Design I', 'Hydraulics and Hydrology', 'Transportation Engineering', 'Steel Structures Design', 'Foundation Engineering', 'Water Resources and Environmental Engineering', 'Construction Project Management', 'Final Year Project I', 'Final Year Project II'] },
  { degree: 'Bachelor of Science', major: 'Computer Science', prefix: ['CMPS', 'MATH', 'STAT'],
    courses: ['Introduction to Programming', 'Discrete Structures', 'Calculus I', 'Object-Oriented Programming', 'Linear Algebra', 'Data Structures and Algorithms', 'Computer Organization and Assembly Language', 'Probability and Statistics', 'Database Management Systems', 'Operating Systems', 'Theory of Computation', 'Software Engineering', 'Computer Networks', 'Design and Analysis of Algorithms', 'Web Programming and Cloud Services', 'Artificial Intelligence', 'Information Security', 'Human-Computer Interaction', 'Senior Project'] },
  { degree: 'Bachelor of Business Administration', major: 'Banking and Finance', prefix: ['FINA', 'ACCT', 'MNGT'],
    courses: ['Principles of Management', 'Financial Accounting', 'Microeconomics', 'Managerial Accounting', 'Macroeconomics', 'Business Statistics', 'Corporate Finance', 'Principles of Marketing', 'Money and Banking', 'Business Law', 'Investment Analysis and Portfolio Management', 'Financial Institutions and Markets', 'International Finance', 'Islamic Banking and Finance', 'Risk Management', 'Strategic Management', 'Financial Statement Analysis', 'Internship in Banking'] },
];
const GENERAL: Array<[string, string]> = [['ENGL', 'English Communication Skills'], ['ARAB', 'Arabic Language and Literature'], ['ENGL', 'Academic Writing and Research'], ['CULT', 'Cultural Studies: The Levant'], ['PHIL', 'Ethics and Society'], ['ECON', 'Introduction to Economics'], ['PSYC', 'General Psychology'], ['HIST', 'Modern History of the Middle East'], ['ENVS', 'Environmental Science and Sustainability'], ['COMM', 'Public Speaking'], ['FREN', 'French Language I'], ['SOAN', 'Introduction to Sociology']];
const PLACES = ['Beirut', 'Saida', 'Tripoli', 'Zahle', 'Baabda', 'Jbeil', 'Nabatieh', 'Batroun'];
const FATHERS = ['Georges', 'Khalil', 'Antoine', 'Mahmoud', 'Fouad', 'Samir', 'Ali', 'Michel', 'Nabil', 'Hassan'];
const BAC = ['General Sciences', 'Life Sciences', 'Economics and Sociology'];

async function render(rng: Rng) {
  const p = uPerson(rng, 'LB');
  const uni = rng.pick(UNIS);
  const deg = rng.pick(DEGREES);
  const start = rng.int(2014, 2019);
  const dob = iso(start - 18, rng.int(1, 12), rng.int(1, 28));
  const id = `${start}${digits(rng, 5)}`;
  const graduated = rng.bool(0.6);
  const F = rng.pick([SANS[0], SANS[2], SANS[3], SERIF[0]]);
  const ability = rng.float(68, 92);
  const shownName = rng.bool(0.5) ? `${upper(p.family)}, ${p.given}` : `${p.given} ${p.family}`;
  const r = uResult('en', p.given, p.family, dob);
  setInstitution(r, uni.name, 'LB');

  type Block = { heading: string; rows: string[][]; line: string };
  const blocks: Block[] = [];
  const pool = [...deg.courses];
  const general = [...GENERAL];
  const terms = graduated ? 8 : rng.int(3, 7);
  let credits = 0;
  let wsum = 0;
  let wcred = 0;
  for (let t = 0; t < terms; t++) {
    const ay = start + Math.floor(t / 2);
    const term = t % 2 === 0 ? 'Fall' : 'Spring';
    const session = `${ay}-${ay + 1}`;
    const own = pool.splice(0, Math.ceil(deg.courses.length / terms));
    const titles: Array<[string, string]> = [...own.map((c, k): [string, string] => [deg.prefix[k === 2 && t < 4 ? rng.int(1, 2) : 0], c]), ...general.splice(0, Math.max(1, 5 - own.length))];
    if (!titles.length) break;
    const rows: string[][] = [];
    let tc = 0;
    let ts = 0;
    titles.forEach(([prefix, title]) => {
      const code = `${prefix} ${Math.floor(t / 2) + 1}${rng.int(0, 9)}${rng.int(0, 9)}`;
      const cr = /Project|Internship/.test(title) ? 3 : /Laboratory/.test(title) ? 1 : 3;
      const mark = Math.max(60, Math.min(99, Math.round(ability + rng.gauss() * 7)));
      rows.push([code, title, String(cr), String(mark)]);
      r.courses.push(course({ courseNumber: code, courseName: title, credit: cr, marksScored: mark, maximumMarks: 100, term, session }));
      tc += cr;
      ts += mark * cr;
    });
    if (t === 1) {
      const code = 'CIVC 001';
      rows.push([code, 'Civic Engagement Seminar', '1', 'P']);
      r.courses.push(course({ courseNumber: code, courseName: 'Civic Engagement Seminar', credit: 1, grade: 'P', term, session }));
      credits += 1;
    }
    credits += tc;
    wsum += ts;
    wcred += tc;
    blocks.push({ heading: `${term} ${session}`, rows, line: `Term Average: ${(ts / tc).toFixed(1)}   Credits: ${tc}   Cumulative Average: ${(wsum / wcred).toFixed(1)}` });
  }
  const cav = (wsum / wcred).toFixed(1);
  const conferred = graduated ? iso(start + 4, rng.pick([6, 7]), rng.int(1, 28)) : null;
  const issued = iso((conferred ? start + 4 : start + Math.ceil(terms / 2)) + rng.int(0, 1), rng.pick([8, 9, 10]), rng.int(1, 28));
  Object.assign(r.qualification, { registrationNumber: id, name: deg.degree, level: 'Bachelor', majorOrSpecialization: deg.major, yearOfAdmission: start, cgpa: cav, totalCreditsOrMarks: String(credits), dateOfIssue: issued });
  if (conferred) Object.assign(r.qualification, { yearOfCompletion: start + 4, status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Transcript of Academic Record', author: uni.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = 38;
  const W = pdf.width - 76;
  const ink = rng.pick(['#7a1f2b', '#0d4a3a', '#1c355e']);
  const watermark = () => pdf.watermark(upper(uni.name), pdf.width / 2, pdf.height / 2, { size: 30, opacity: 0.07, angle: -40, color: ink });
  watermark();
  pdf.shield(L, 24, 34, ink);
  pdf.text(uni.name, L + 46, 26, { font: F.bold, size: 15, color: ink });
  pdf.text('Office of the Registrar', L + 46, 45, { font: F.regular, size: 9 });
  pdf.text(`${uni.address}  ·  ${uni.site}`, L + 46, 58, { font: F.regular, size: 8, color: '#444444' });
  pdf.line(L, 76, L + W, 76, 1, ink);
  pdf.text('TRANSCRIPT OF ACADEMIC RECORD', L, 84, { font: F.bold, size: 12.5, width: W, align: 'center' });
  const info: Array<[string, string]> = [
    ['Name', shownName], ['Student ID', id],
    ["Father's Name", rng.pick(FATHERS)], ['Date of Birth', mdy(dob)],
    ['Place of Birth', `${rng.pick(PLACES)}, Lebanon`], ['Admitted', `Fall ${start}-${start + 1}`],
    ['Admission Basis', `Lebanese Baccalaureate Part II — ${rng.pick(BAC)}`], ['Degree', deg.degree],
    ['Major', deg.major], ['Status', graduated ? 'Graduated' : 'Enrolled'],
  ];
  info.forEach(([k, v], i) => {
    const x = L + (i % 2) * (W / 2);
    const y = 106 + Math.floor(i / 2) * 12.5;
    pdf.text(`${k}:`, x, y, { font: F.bold, size: 8.3 });
    pdf.text(v, x + 92, y, { font: F.regular, size: 8.3, width: W / 2 - 100, fit: true });
  });
  // The record in two page columns.
  const gap = 16;
  const cw = (W - gap) / 2;
  const widths = [50, cw - 50 - 28 - 34, 28, 34];
  const size = 7.8;
  const lead = size * 1.28;
  const top0 = 106 + 5 * 12.5 + 12;
  let col = 0;
  let y = top0;
  let top = top0;
  const bottom = pdf.height - 56;
  const header = (x: number) => {
    ['Course', 'Title', 'Cr.', 'Grade'].forEach((h, i) => pdf.text(h, x + widths.slice(0, i).reduce((a, b) => a + b, 0) + 2, y, { font: F.bold, size, width: widths[i] - 4, align: i >= 2 ? 'right' : 'left' }));
    pdf.line(x, y + lead, x + cw, y + lead, 0.6);
    y += lead + 3;
  };
  const next = () => {
    if (col === 0) {
      col = 1;
      y = top;
    } else {
      pdf.addPage();
      watermark();
      pdf.text(`${shownName} — ID ${id} — Transcript (continued)`, L, 30, { font: F.italic, size: 8 });
      col = 0;
      top = 48;
      y = top;
    }
    header(L + col * (cw + gap));
  };
  pdf.line(L + cw + gap / 2, top0, L + cw + gap / 2, bottom, 0.3, '#999999');
  header(L);
  for (const b of blocks) {
    if (y + lead * 3 > bottom) next();
    let x = L + col * (cw + gap);
    pdf.text(b.heading, x + 2, y, { font: F.bold, size: size + 0.4, color: ink });
    y += lead + 2;
    for (const row of b.rows) {
      const lines = pdf.wrap(row[1], F.regular, size, widths[1] - 4);
      if (y + lines.length * lead > bottom) {
        next();
        x = L + col * (cw + gap);
      }
      let cx = x;
      row.forEach((cell, i) => {
        if (i === 1) lines.forEach((l, j) => pdf.text(l, cx + 2, y + j * lead, { font: F.regular, size }));
        else pdf.text(cell, cx + 2, y, { font: F.regular, size, width: widths[i] - 4, align: i >= 2 ? 'right' : 'left' });
        cx += widths[i];
      });
      y += lines.length * lead + 1;
    }
    if (y + lead > bottom) {
      next();
      x = L + col * (cw + gap);
    }
    pdf.text(b.line, x + 2, y, { font: F.italic, size: size - 0.6, width: cw - 4, fit: true });
    y += lead + 7;
  }
  if (y + 70 > bottom) next();
  const x = L + col * (cw + gap);
  pdf.line(x, y, x + cw, y, 0.8);
  y += 5;
  const tail = [`Cumulative Average: ${cav}`, `Total Credits Earned: ${credits}`];
  if (conferred) tail.push(`Degree Conferred: ${deg.degree}`, `Date Conferred: ${mdy(conferred)}`);
  tail.forEach((t, i) => pdf.text(t, x + 2, y + i * 12, { font: F.bold, size: 8.4, width: cw - 4, fit: true }));
  const issueY = pdf.height - 50;
  footers(pdf, F, (a, b) => `Grades are numeric out of 100; the lowest passing grade is 60. P = Pass (not counted in the average).  Page ${a} of ${b}`);
  pdf.switchTo(pdf.pageCount);
  pdf.text(`Issued on ${mdy(issued)}`, L, issueY - 4, { font: F.regular, size: 8 });
  pdf.signature(L + W - 150, issueY - 6, 100, rng);
  pdf.text('Registrar', L + W - 150, issueY, { font: F.regular, size: 8, width: 100, align: 'center' });
  const printed: Record<string, string> = { 'candidate.dateOfBirth': mdy(dob), 'qualification.dateOfIssue': mdy(issued) };
  if (shownName.includes(',')) printed['candidate.fullName'] = shownName;
  if (conferred) printed['qualification.yearOfCompletion'] = mdy(conferred);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'u-03-transcript',
    country: 'LB',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Lebanese private university transcript in English: P.O. Box and town, Office of the Registrar, a diagonal watermark; name with the father\'s name apart, student ID, birth, the Lebanese Baccalaureate as admission basis (a decoy), degree and major captions, term of admission; two page columns of terms (Fall/Spring with the academic year), code, wrapped title, credits, the numeric grade out of 100 or P, term lines with averages; cumulative average, credits, degree conferred; as described by Lebanese universities\' grading pages.',
    render,
  },
];
