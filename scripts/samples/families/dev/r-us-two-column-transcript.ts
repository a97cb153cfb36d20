/**
 * US college transcript printed in two page columns (newspaper order): the column header
 * "Course | Title | Grd | Hrs | QPts" once at the top of each page column, the grade before the
 * credit hours, credit hours with three decimals, term headings ("Fall 2019") inside the table,
 * term and cumulative totals under each term, transfer credit with "T"-prefixed grades first,
 * long titles wrapped onto a second line in the narrow title column. Modeled on the two-column
 * transcripts that many US registrars print (AACRAO transcript guide: term-by-term record,
 * transfer credit, attempted/earned hours, quality points, cumulative GPA).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { LETTER, Pdf, SANS, SERIF, course, digits, formatDate, iso } from '../lib/a-kit';
import { rPerson, rResult } from '../lib/r-kit';

const COLLEGES = [
  { name: 'Prairie Ridge State University', city: 'Stillwater', state: 'Oklahoma', code: 'OK', zip: '74078' },
  { name: 'Cumberland Valley College', city: 'Bowling Green', state: 'Kentucky', code: 'KY', zip: '42101' },
  { name: 'Great Basin University', city: 'Reno', state: 'Nevada', code: 'NV', zip: '89557' },
  { name: 'Piedmont Technical University', city: 'Greenville', state: 'South Carolina', code: 'SC', zip: '29607' },
];

const COURSES: Array<[string, string]> = [
  ['ENGL 1301', 'Composition I'], ['ENGL 1302', 'Composition II: Argument and Research'], ['MATH 2413', 'Calculus I'],
  ['MATH 2414', 'Calculus II'], ['HIST 1301', 'United States History to 1877'], ['HIST 1302', 'United States History Since 1877'],
  ['GOVT 2305', 'Federal Government'], ['GOVT 2306', 'Texas and Local Government Institutions'], ['PSYC 2301', 'General Psychology'],
  ['BIOL 1406', 'Biology for Science Majors I'], ['CHEM 1411', 'General Chemistry I'], ['COSC 1436', 'Programming Fundamentals I'],
  ['COSC 1437', 'Programming Fundamentals II'], ['COSC 2336', 'Programming Fundamentals III: Data Structures'], ['COMM 1315', 'Public Speaking'],
  ['ECON 2301', 'Principles of Macroeconomics'], ['ECON 2302', 'Principles of Microeconomics'], ['PHIL 1301', 'Introduction to Philosophy'],
  ['CSCI 3310', 'Discrete Structures for Computer Science'], ['CSCI 3320', 'Computer Organization and Assembly Language'],
  ['CSCI 3330', 'Algorithms and Complexity'], ['CSCI 3340', 'Database Management Systems'], ['CSCI 4350', 'Operating Systems Concepts'],
  ['CSCI 4360', 'Software Engineering Project Management'], ['STAT 3380', 'Probability and Statistics for Engineers'],
  ['KINE 1164', 'Lifetime Fitness and Wellness'], ['ARTS 1301', 'Art Appreciation'], ['MUSI 1306', 'Music Appreciation'],
  ['SPAN 1411', 'Beginning Spanish I'], ['SPAN 1412', 'Beginning Spanish II'], ['CSCI 4380', 'Computer Networks and Distributed Systems'],
  ['CSCI 4390', 'Senior Capstone in Computing'],
];
const TRANSFER: Array<[string, string]> = [['ENGL 1301', 'Composition I'], ['HIST 1301', 'United States History I'], ['MATH 1314', 'College Algebra'], ['SOCI 1301', 'Introduction to Sociology']];

const POINTS: Record<string, number> = { A: 4, 'A-': 3.7, 'B+': 3.3, B: 3, 'B-': 2.7, 'C+': 2.3, C: 2, D: 1, F: 0 };

function grade(rng: Rng, ability: number): string {
  const v = ability + rng.gauss() * 0.6;
  return v > 3.85 ? 'A' : v > 3.5 ? 'A-' : v > 3.15 ? 'B+' : v > 2.85 ? 'B' : v > 2.5 ? 'B-' : v > 2.15 ? 'C+' : v > 1.6 ? 'C' : 'D';
}

async function render(rng: Rng) {
  const person = rPerson(rng, 'US');
  const col = rng.pick(COLLEGES);
  const F = rng.pick([SANS[0], SANS[3], SERIF[0]]);
  const entry = rng.int(2014, 2019);
  const dob = iso(entry - 18, rng.int(1, 12), rng.int(1, 28));
  const id = `${rng.pick(['A', 'X', 'N'])}${digits(rng, 8)}`;
  const ability = rng.float(2.6, 3.7);
  const r = rResult('en', 'English', person, dob);
  r.institution = { name: col.name, country: 'United States', countryCode: 'US', state: col.state, stateCode: col.code };
  r.qualification.registrationNumber = id;
  r.qualification.yearOfAdmission = entry;
  const major = rng.pick(['Computer Science', 'Information Systems', 'Applied Mathematics']);
  r.qualification.name = 'Bachelor of Science';
  r.qualification.level = 'Bachelor';
  r.qualification.majorOrSpecialization = major;

  type Row = { code: string; title: string; grade: string; hrs: number };
  const blocks: Array<{ heading: string; transfer?: string; rows: Row[] }> = [];
  const withTransfer = rng.bool(0.6);
  if (withTransfer) {
    const rows = rng.sample(TRANSFER, rng.int(2, 3)).map(([code, title]) => ({ code, title, grade: rng.pick(['TA', 'TB', 'T']), hrs: 3 }));
    const from = rng.pick(['Bluebonnet Community College', 'Red River Junior College', 'Mesa Vista Community College']);
    blocks.push({ heading: `TRANSFER CREDIT ACCEPTED BY INSTITUTION`, transfer: `${entry - 1} Summer: ${from}`, rows });
  }
  const pool = COURSES.filter(([c]) => !blocks[0]?.rows.some((x) => x.code === c));
  const terms = rng.int(4, 6);
  for (let t = 0; t < terms; t++) {
    const season = t % 2 === 0 ? 'Fall' : 'Spring';
    const year = entry + Math.ceil(t / 2);
    const rows: Row[] = [];
    for (let k = 0, n = rng.int(4, 5); k < n && pool.length; k++) {
      const [code, title] = pool.shift()!;
      const pf = code.startsWith('KINE');
      rows.push({ code, title, grade: pf ? 'P' : grade(rng, ability), hrs: pf ? 1 : code.endsWith('1406') || code.endsWith('1411') ? 4 : 3 });
    }
    blocks.push({ heading: `${season} ${year}`, rows });
  }
  for (const b of blocks) {
    // Transfer rows take the period printed on their block ("2018 Summer: …"), as a-us-banner does.
    const m = b.transfer ? /^(\d{4}) (\w+)/.exec(b.transfer)! : /^(\w+) (\d{4})$/.exec(b.heading)!;
    const [term, year] = b.transfer ? [m[2], +m[1]] : [m[1], +m[2]];
    for (const x of b.rows) r.courses.push(course({ courseNumber: x.code, courseName: x.title, grade: x.grade, credit: x.hrs, term, year }));
  }

  const issued = iso(entry + Math.ceil(terms / 2), rng.int(1, 12), rng.int(1, 28));
  r.qualification.dateOfIssue = issued;
  const pdf = new Pdf({ size: LETTER, title: 'Official Transcript', author: col.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 36;
  const R = pdf.width - 36;
  const gutter = 16;
  const colW = (R - L - gutter) / 2;
  const size = rng.pick([7, 7.5]);
  const lead = size * 1.38;
  const widths = [colW * 0.2, colW * 0.47, colW * 0.09, colW * 0.12, colW * 0.12];
  const labels = rng.pick([['Course', 'Title', 'Grd', 'Hrs', 'QPts'], ['Subj/No', 'Course Title', 'Grade', 'Credits', 'Pts']]);
  const xsOf = (x0: number) => widths.map((_, i) => x0 + widths.slice(0, i).reduce((a, b) => a + b, 0));

  const letterhead = () => {
    pdf.text(col.name.toUpperCase(), L, 30, { font: F.bold, size: 12 });
    pdf.text(`Office of the Registrar · ${col.city}, ${col.code} ${col.zip}`, L, 45, { font: F.regular, size: 7.5 });
    pdf.text('OFFICIAL ACADEMIC TRANSCRIPT', R - 200, 30, { font: F.bold, size: 9, width: 200, align: 'right' });
    pdf.text(`Student: ${person.last.toUpperCase()}, ${[person.first, person.middle].filter(Boolean).join(' ')}`, L, 60, { font: F.regular, size: 8 });
    pdf.text(`Student ID: ${id}`, L + 230, 60, { font: F.regular, size: 8 });
    pdf.text(`Page ${pdf.page}`, R - 60, 60, { font: F.regular, size: 8, width: 60, align: 'right' });
  };
  const top = 112;
  const header = (x0: number, y: number) => {
    const xs = xsOf(x0);
    labels.forEach((l, i) => pdf.text(l, xs[i] + 1, y, { font: F.bold, size, width: widths[i] - 2, align: i >= 2 ? 'right' : 'left' }));
    pdf.line(x0, y + size + 2, x0 + colW, y + size + 2, 0.5);
  };
  letterhead();
  pdf.text(`Date of Birth: ${formatDate(dob, 'us-num')}`, L, 72, { font: F.regular, size: 8 });
  pdf.text(`Issued: ${formatDate(issued, 'us-num')}`, L + 230, 72, { font: F.regular, size: 8 });
  pdf.text(`Program: Bachelor of Science   Major: ${major}`, L, 84, { font: F.regular, size: 8 });
  let column = 0;
  let y = top + size + 8;
  const bottom = pdf.height - 60;
  const startColumns = () => {
    header(L, top);
    header(L + colW + gutter, top);
  };
  startColumns();
  let cum = { hrs: 0, qp: 0 };
  for (const b of blocks) {
    const titleW = widths[1] - 2;
    const need = (b.rows.reduce((a, x) => a + pdf.wrap(x.title, F.regular, size, titleW).length, 0) + 5) * lead;
    if (y + need > bottom) {
      if (column === 0) column = 1;
      else {
        pdf.addPage();
        letterhead();
        startColumns();
        column = 0;
      }
      y = top + size + 8;
    }
    const x0 = column === 0 ? L : L + colW + gutter;
    const xs = xsOf(x0);
    pdf.text(b.heading, x0, y, { font: F.bold, size, width: colW });
    y += lead;
    if (b.transfer) {
      pdf.text(b.transfer, x0, y, { font: F.italic, size, width: colW, fit: true });
      y += lead;
    }
    let hrs = 0;
    let qp = 0;
    for (const x of b.rows) {
      const p = POINTS[x.grade.replace(/^T(?=[A-F])/, '')];
      const q = p === undefined ? 0 : p * x.hrs;
      if (p !== undefined && !b.transfer) {
        hrs += x.hrs;
        qp += q;
      }
      const lines = pdf.wrap(x.title, F.regular, size, titleW);
      const cells = [x.code, lines[0], x.grade, x.hrs.toFixed(3), b.transfer || p === undefined ? '0.00' : q.toFixed(2)];
      cells.forEach((c, i) => pdf.text(c, xs[i] + 1, y, { font: F.regular, size, width: widths[i] - 2, align: i >= 2 ? 'right' : 'left', fit: i !== 1 }));
      for (const more of lines.slice(1)) {
        y += lead;
        pdf.text(more, xs[1] + 1, y, { font: F.regular, size });
      }
      y += lead;
    }
    if (!b.transfer) {
      cum = { hrs: cum.hrs + hrs, qp: cum.qp + qp };
      const gpa = hrs ? qp / hrs : 0;
      pdf.text(`Term Totals  Ehrs ${hrs.toFixed(3)}  QPts ${qp.toFixed(2)}  GPA ${gpa.toFixed(2)}`, x0 + 8, y, { font: F.italic, size: size - 0.5, width: colW - 8, fit: true });
      y += lead;
      pdf.text(`Cumulative  Ehrs ${cum.hrs.toFixed(3)}  QPts ${cum.qp.toFixed(2)}  GPA ${(cum.qp / cum.hrs).toFixed(2)}`, x0 + 8, y, { font: F.italic, size: size - 0.5, width: colW - 8, fit: true });
      y += lead;
    }
    y += lead * 0.6;
  }
  r.qualification.cgpa = (cum.qp / cum.hrs).toFixed(2);
  pdf.text('*** END OF TRANSCRIPT ***', L, bottom + 14, { font: F.bold, size: 8, width: R - L, align: 'center' });
  pdf.signature(R - 140, bottom + 4, 100, rng);
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.dateOfBirth': formatDate(dob, 'us-num') } };
}

export const families: Family[] = [
  {
    id: 'us-two-column-transcript',
    country: 'US',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'US college transcript in two page columns: one column header per page column, grade before credit hours, hours with three decimals, term headings, term and cumulative totals under each term, transfer credit first with T-prefixed grades, titles wrapped in a narrow column (AACRAO transcript conventions).',
    render,
  },
];
