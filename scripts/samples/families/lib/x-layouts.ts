/**
 * Course-table layouts the other families lack (the `x` families, development only), English
 * transcripts of Uganda, Zimbabwe, Zambia and Rwanda: terms printed as separate small tables one
 * after another with term and cumulative lines between them; two or three terms side by side; a
 * student-portal page exported to PDF (navigation, breadcrumbs, a status column, a grading legend);
 * module tables whose code stands on its own line or whose titles wrap, with units on the credits
 * and grade points; a grading-scale table and a summary table on the page of the course table.
 * Written from public descriptions of the grading scales (letter grades A-F with grade points out
 * of 5, credit units); every name, institution, code and title is invented.
 * Ground truth as scripts/samples/families/README.md states it: a legend, a summary, a term line
 * or a heading is never a course.
 */
import { countries } from 'countries-list';
import type { ExtractedCourse } from '../../../../src/processing/types';
import type { Rng } from '../../rng';
import type { FamilySample } from '../types';
import { A4, A4_LANDSCAPE, Pdf, SANS, SERIF, course, drawHeader, drawRow, emptyResult, gridLines, type Column, type FontSet } from './a-kit';

export type XLayout = 'stacked' | 'side' | 'portal' | 'modules' | 'legend';

const PLACES = [
  { cc: 'UG', cities: ['Kampala', 'Mbarara', 'Gulu', 'Jinja'], institutions: ['Kagera Valley University', 'Elgon Institute of Technology', 'Mbale Christian University'] },
  { cc: 'ZW', cities: ['Harare', 'Bulawayo', 'Mutare', 'Gweru'], institutions: ['Matopos State University', 'Great Dyke University of Technology', 'Save Valley Polytechnic'] },
  { cc: 'ZM', cities: ['Lusaka', 'Ndola', 'Kitwe', 'Livingstone'], institutions: ['Kafue River University', 'Copperbelt Institute of Applied Sciences', 'Luangwa Open University'] },
  { cc: 'RW', cities: ['Kigali', 'Huye', 'Musanze', 'Rubavu'], institutions: ['Nyungwe University of Science', 'Kivu Institute of Management', 'Akagera Polytechnic'] },
];

const FIRST = ['Grace', 'Tendai', 'Mwila', 'Aline', 'Brian', 'Chipo', 'Jean Claude', 'Ruth', 'Kelvin', 'Nomsa', 'Patrick', 'Esther'];
const LAST = ['Nakato', 'Moyo', 'Banda', 'Uwase', 'Okello', 'Chirwa', 'Habimana', 'Mutasa', 'Phiri', 'Ssemakula', 'Ndlovu', 'Mukamana'];

const TITLES = `Introduction to Computer Science|Communication Skills|Calculus I|Calculus II|Linear Algebra|Discrete Mathematics
Principles of Accounting|Business Statistics|Microeconomics|Macroeconomics|Organisational Behaviour|Financial Management
Database Systems|Operating Systems|Computer Networks|Software Engineering|Data Structures and Algorithms|Web Application Development
Research Methods|Entrepreneurship and Innovation|Environmental Science|Development Studies|Human Rights and Ethics|Public Health Principles
Soil Science|Crop Production Systems|Animal Nutrition|Agricultural Economics|Land Surveying|Engineering Drawing
Strength of Materials|Fluid Mechanics|Thermodynamics|Electrical Circuits|Digital Electronics|Project Planning and Management
Marketing Management|Human Resource Management|Business Law|Taxation|Auditing and Assurance|Information Systems Security
Probability and Statistics|Numerical Methods|Object Oriented Programming|Mobile Computing|Artificial Intelligence|Industrial Training`
  .split(/[|\n]/)
  .map((s) => s.trim());

const PREFIXES = ['CSC', 'BAF', 'MTH', 'ECO', 'AGR', 'ENG', 'MGT', 'IST'];

/** The scale: letter, range of marks, grade points, description. */
const SCALE: Array<[string, string, number, string]> = [
  ['A', '80-100', 5.0, 'Excellent'],
  ['B+', '75-79', 4.5, 'Very Good'],
  ['B', '70-74', 4.0, 'Good'],
  ['C+', '65-69', 3.5, 'Fairly Good'],
  ['C', '60-64', 3.0, 'Fair'],
  ['D+', '55-59', 2.5, 'Pass'],
  ['D', '50-54', 2.0, 'Marginal Pass'],
  ['F', '0-49', 0, 'Fail'],
];

interface Vocab {
  code: string;
  title: string;
  credit: string;
  grade: string;
  points: string;
  marks: string;
  status: string;
  term: (year: number, sem: number, acad: string) => string;
  termGpa: string;
  cumGpa: string;
  termCredits: string;
  totalCredits: string;
  scaleTitle: string;
  summaryTitle: string;
  /** Short labels of terms side by side, three on a page. */
  narrow: { code: string; title: string; grade: string };
  portal: { nav: string; crumbs: string; code: string; title: string; credit: string; marks: string; pass: string; fail: string; legend: string };
  module: { code: string; codeAbove: string; title: string; credit: string; points: string; units: string[]; pointsUnit: string };
  scale: { grade: string; range: string; points: string; remark: string };
  summary: { item: string; value: string; attempted: string; earned: string; points: string; cgpa: string };
}

const VOCAB1: Vocab = {
  code: 'Course Code',
  title: 'Course Title',
  credit: 'CU',
  grade: 'Grade',
  points: 'Grade Point',
  marks: 'Marks',
  status: 'Status',
  term: (y, s, a) => `YEAR ${['ONE', 'TWO', 'THREE', 'FOUR'][y - 1]} SEMESTER ${['ONE', 'TWO'][s - 1]} (${a})`,
  termGpa: 'Semester GPA',
  cumGpa: 'CGPA',
  termCredits: 'Credits',
  totalCredits: 'Total Credit Units',
  scaleTitle: 'GRADING SYSTEM',
  summaryTitle: 'SUMMARY',
  narrow: { code: 'Code', title: 'Title', grade: 'Gr' },
  portal: { nav: 'Home    My Courses    Results    Fees    Library    Logout', crumbs: 'Home > Academics > Examination Results', code: 'Code', title: 'Course', credit: 'Credits', marks: 'Mark (%)', pass: 'Passed', fail: 'Retake', legend: 'Grading legend' },
  module: { code: 'Module Code', codeAbove: 'Module', title: 'Module Title', credit: 'Credit Value', points: 'Grade Points', units: ['CU', 'credits', 'Cr'], pointsUnit: 'GP' },
  scale: { grade: 'Grade', range: 'Marks', points: 'Points', remark: 'Remark' },
  summary: { item: 'Item', value: 'Value', attempted: 'Total Credits Attempted', earned: 'Total Credits Earned', points: 'Total Grade Points', cgpa: 'Cumulative GPA' },
};

/**
 * The second vocabulary (the x2 families), written after the table reader's rules for the first:
 * other header synonyms, term headings, term lines, portal and legend wordings.
 */
export const VOCAB2: Vocab = {
  code: 'Course No.',
  title: 'Description',
  credit: 'Units',
  grade: 'Letter Grade',
  points: 'Quality Points',
  marks: 'Score',
  status: 'Remarks',
  term: (y, s, a) => `${['First', 'Second', 'Third', 'Fourth'][y - 1]} Year, ${['Semester I', 'Semester II'][s - 1]} - ${a}`,
  termGpa: 'Term GPA',
  cumGpa: 'Cumulative GPA',
  termCredits: 'Units Earned',
  totalCredits: 'Total Units Earned',
  scaleTitle: 'Key to Grades',
  summaryTitle: 'Academic Summary',
  narrow: { code: 'No.', title: 'Subject', grade: 'LG' },
  portal: { nav: 'Dashboard  |  Registration  |  My Results  |  Finance  |  Sign out', crumbs: 'You are here: Dashboard / Student Records / Provisional Results', code: 'Unit Code', title: 'Unit Name', credit: 'Credit Hrs', marks: 'Score /100', pass: 'Completed', fail: 'Failed', legend: 'Key' },
  module: { code: 'Unit Code', codeAbove: 'Course Unit', title: 'Course Unit Name', credit: 'Credit Units', points: 'GP', units: ['CU', 'Units', 'cr.'], pointsUnit: 'pts' },
  scale: { grade: 'Letter', range: 'Score Range', points: 'GP', remark: 'Interpretation' },
  summary: { item: 'Description', value: 'Total', attempted: 'Units Attempted', earned: 'Units Earned', points: 'Quality Points', cgpa: 'CGPA' },
};

const fmt = (n: number, d = 1) => n.toFixed(d);

interface Term {
  heading: string;
  rows: ExtractedCourse[];
  points: number[];
}

export async function renderX(rng: Rng, layout: XLayout, vocab: Vocab = VOCAB1, second = false): Promise<FamilySample> {
  const where = rng.pick(PLACES);
  const inst = rng.pick(where.institutions);
  const city = rng.pick(where.cities);
  const first = rng.pick(FIRST);
  const last = rng.pick(LAST);
  const regNo = `${rng.int(14, 21)}/U/${rng.int(1000, 9999)}`;
  const entry = rng.int(2014, 2020);
  const F: FontSet = rng.pick([...SANS.slice(0, 3), ...SERIF]);
  const size = rng.float(7.8, 9);
  const leading = size * rng.float(1.35, 1.6);
  const landscape = layout === 'side';
  const page = landscape ? A4_LANDSCAPE : A4;
  const L = rng.int(36, 48);
  const W = page[0] - 2 * L;

  const r = emptyResult('en');
  r.language = 'English';
  r.candidate = { fullName: `${first} ${last}`, firstName: first, lastName: last, dateOfBirth: null };
  r.institution = { name: inst, country: countries[where.cc as keyof typeof countries].name, countryCode: where.cc, state: null, stateCode: null };
  r.qualification.registrationNumber = regNo;

  // ---- courses, by term
  const titles = rng.sample(TITLES, TITLES.length);
  let ti = 0;
  const used = new Set<string>();
  const codeOf = (year: number): string => {
    for (;;) {
      const c = `${rng.pick(PREFIXES)}${rng.bool(0.3) ? ' ' : ''}${year}${rng.int(1, 2)}${rng.int(0, 9)}${rng.int(1, 9)}`;
      if (!used.has(c.replace(' ', ''))) {
        used.add(c.replace(' ', ''));
        return c;
      }
    }
  };
  const ability = rng.float(0.1, 0.7);
  const nTerms = layout === 'side' ? rng.int(2, 3) : layout === 'stacked' ? rng.int(3, 4) : layout === 'portal' ? rng.int(1, 2) : rng.int(1, 2);
  const perTerm = layout === 'side' && nTerms === 3 ? [4, 6] : layout === 'legend' || layout === 'modules' || layout === 'stacked' ? [5, 8] : [4, 7];
  const withMarks = layout === 'portal' && rng.bool(0.6);
  const terms: Term[] = [];
  for (let k = 0; k < nTerms; k++) {
    const year = Math.floor(k / 2) + 1;
    const sem = (k % 2) + 1;
    const acad = `${entry + year - 1}/${entry + year}`;
    const heading = vocab.term(year, sem, acad);
    const t: Term = { heading, rows: [], points: [] };
    const n = rng.int(perTerm[0], perTerm[1]);
    for (let i = 0; i < n && ti < titles.length; i++) {
      const idx = Math.max(0, Math.min(SCALE.length - 1, Math.floor((ability + rng.gauss() * 0.2) * SCALE.length)));
      const [letter, range, gp] = SCALE[idx];
      const [lo, hi] = range.split('-').map(Number);
      const marks = withMarks ? rng.int(lo, hi) : null;
      const cu = rng.pick([2, 3, 3, 4, 4, 5]);
      t.rows.push(course({ courseNumber: codeOf(year), courseName: titles[ti++], credit: cu, grade: letter, marksScored: marks, maximumMarks: marks === null ? null : 100, term: heading }));
      t.points.push(gp);
    }
    terms.push(t);
  }
  let transfer: ExtractedCourse[] | null = null;
  if (layout === 'stacked' && rng.bool(0.4)) {
    transfer = [];
    for (let i = rng.int(2, 3); i > 0; i--) transfer.push(course({ courseNumber: codeOf(1), courseName: titles[ti++], credit: rng.pick([3, 4]), grade: 'TR', term: 'CREDIT TRANSFERS' }));
  }
  r.courses = [...(transfer ?? []), ...terms.flatMap((t) => t.rows)];
  const credits = (rows: ExtractedCourse[]) => rows.reduce((s, c) => s + (c.credit ?? 0), 0);
  const gpa = (t: Term[]) => {
    const rows = t.flatMap((x) => x.rows.map((c, i) => ({ c: c.credit!, p: x.points[i] })));
    return rows.reduce((s, x) => s + x.c * x.p, 0) / rows.reduce((s, x) => s + x.c, 0);
  };
  const allCredits = credits(terms.flatMap((t) => t.rows));
  // The first term's heading prints its academic year; terms side by side drop a year printed in
  // parentheses from their headings ("YEAR ONE SEMESTER ONE"), and then none is printed.
  // A record of one term says nothing of an admission (families README, `yearOfAdmission`).
  if (terms.length >= 2 && (layout !== 'side' || !/ \(.*\)$/.test(terms[0].heading))) r.qualification.yearOfAdmission = entry;
  const cgpa = fmt(gpa(terms), 2);

  // ---- the page head
  const pdf = new Pdf({ size: page, title: 'Academic Transcript', author: inst, creationDate: new Date(`${entry + 4}-07-01T10:00:00Z`) });
  let y = 36;
  const countryName = countries[where.cc as keyof typeof countries].name;
  if (layout === 'portal') {
    // A student portal page printed from the browser: its navigation, breadcrumbs and chrome.
    pdf.fill(0, 0, page[0], 30, '#1d3f72');
    pdf.text(`${inst} - Student Portal`, L, 10, { font: F.bold, size: 11, color: '#ffffff' });
    pdf.text(vocab.portal.nav, L + W * 0.48, 11, { font: F.regular, size: 8, color: '#ffffff' });
    pdf.text(vocab.portal.crumbs, L, 40, { font: F.regular, size: 7.5, color: '#555555' });
    pdf.text(`Welcome, ${first} ${last}`, L, 56, { font: F.bold, size: 10 });
    pdf.text(`Student Number: ${regNo}`, L, 72, { font: F.regular, size: 8.5 });
    pdf.text(`Campus: ${city}, ${countryName}`, L + W / 2, 72, { font: F.regular, size: 8.5 });
    pdf.text(`Academic Year: All    Semester: All    [ Show Results ]`, L, 88, { font: F.regular, size: 8, color: '#333333' });
    y = 108;
  } else {
    pdf.text(inst.toUpperCase(), L, y, { font: F.bold, size: 14, width: W, align: 'center', fit: true });
    pdf.text(`P.O. Box ${rng.int(100, 9999)}, ${city}, ${countryName}`, L, y + 18, { font: F.regular, size: 8.5, width: W, align: 'center' });
    pdf.text('ACADEMIC TRANSCRIPT', L, y + 36, { font: F.bold, size: 12, width: W, align: 'center' });
    y += 60;
    pdf.text(`Name: ${last.toUpperCase()} ${first}`, L, y, { font: F.regular, size: 9 });
    pdf.text(`Registration No: ${regNo}`, L + W / 2, y, { font: F.regular, size: 9 });
    y += 22;
  }

  const rules = rng.weighted([['grid', 2], ['none', 2], ['rows', 2]] as const);
  const styleH = { font: F.bold, size, leading: size * 1.25 };
  const styleR = { font: F.regular, size, leading };
  const bottom = page[1] - 50;
  // A table that reaches the page's foot goes on on the next page, its header repeated or not.
  const headerOnBreak = rng.bool(0.5);
  const zebra = rng.bool(layout === 'portal' ? 0.7 : 0.2);
  const table = (x: number, yy: number, cols: Column[], cells: string[][], header: boolean): number => {
    let top = yy;
    const head = () => drawHeader(pdf, x, yy, cols, { ...styleH, rules: rules !== 'none', fill: layout === 'portal' ? '#e4e9f2' : undefined }) + 2;
    if (header) yy += head();
    const total = cols.reduce((s, c) => s + c.width, 0);
    cells.forEach((row, k) => {
      const lines = Math.max(...cols.map((c, i) => (c.wrap ? pdf.wrap(row[i] ?? '', F.regular, size, c.width - 6).length : 1)));
      if (yy + lines * leading > bottom) {
        if (rules === 'grid') gridLines(pdf, x, top, yy, cols, 0.4, '#666666');
        pdf.addPage();
        yy = 50;
        top = yy;
        if (headerOnBreak) yy += head();
      }
      if (zebra && k % 2 === 1) pdf.fill(x, yy, total, lines * leading, '#eef0f3');
      const h = drawRow(pdf, x, yy + (leading - size) / 2, cols, row, styleR);
      yy += h;
      if (rules !== 'none') pdf.line(x, yy, x + total, yy, 0.4, '#666666');
    });
    if (rules === 'grid') gridLines(pdf, x, top, yy, cols, 0.4, '#666666');
    return yy;
  };
  // The second variant prints the grade before the credits in some documents.
  const gradeFirst = second && rng.bool(0.5);
  // Its longer labels ("Letter Grade", "Quality Points") need wider cells.
  const [gradeW, pointsW] = second ? [62, 70] : [50, 60];
  const order = <T>(a: T[]): T[] => (gradeFirst ? [a[0], a[1], a[3], a[2], ...a.slice(4)] : a);
  const gradeCells = (t: Term) => t.rows.map((c, i) => order([c.courseNumber!, c.courseName!, String(c.credit), c.grade!, fmt(t.points[i])]));

  if (layout === 'stacked') {
    // Terms as separate small tables, each under its heading, a term line after each.
    const repeat = rng.bool(0.6);
    const titleW = rng.bool(0.4) ? W * 0.32 : W - 110 - gradeW - pointsW;
    const cols: Column[] = order([
      { label: vocab.code, width: 70 },
      { label: vocab.title, width: titleW, wrap: true },
      { label: vocab.credit, width: 40, align: 'center' },
      { label: vocab.grade, width: gradeW, align: 'center' },
      { label: vocab.points, width: pointsW, align: 'center' },
    ]);
    if (transfer) {
      // Credits transferred from another institution: courses with their transfer grade.
      pdf.text('CREDIT TRANSFERS', L, y, { font: F.bold, size: size + 0.5 });
      y += leading + 2;
      y = table(L, y, cols, transfer.map((c) => order([c.courseNumber!, c.courseName!, String(c.credit), c.grade!, '-'])), true) + leading;
    }
    terms.forEach((t, k) => {
      const need = 4 * leading + 30;
      if (y + need > bottom) {
        pdf.addPage();
        y = 40;
      }
      pdf.text(t.heading, L, y, { font: F.bold, size: size + 0.5 });
      y += leading + 2;
      y = table(L, y, cols, gradeCells(t), repeat || k === 0) + 4;
      const done = terms.slice(0, k + 1);
      pdf.text(`${vocab.termCredits}: ${credits(t.rows)}     ${vocab.termGpa}: ${fmt(gpa([t]), 2)}     ${vocab.cumGpa}: ${fmt(gpa(done), 2)}     Cumulative ${vocab.termCredits}: ${credits(done.flatMap((d) => d.rows))}`, L, y, { font: F.italic, size: size - 0.3 });
      y += leading * 2;
    });
    // The last term line prints the cumulative figures of the whole transcript.
    r.qualification.cgpa = cgpa;
    r.qualification.totalCreditsOrMarks = String(allCredits);
  } else if (layout === 'side') {
    // Two or three terms side by side: each its own table under its heading, a term line under it.
    const n = terms.length;
    const gap = 14;
    const w = (W - gap * (n - 1)) / n;
    const narrow = n === 3;
    const cols: Column[] = [
      { label: narrow ? vocab.narrow.code : vocab.code, width: narrow ? 52 : 62 },
      { label: narrow ? vocab.narrow.title : vocab.title, width: w - (narrow ? 52 : 62) - (narrow ? 56 : 80), wrap: true },
      { label: vocab.credit, width: narrow ? 26 : 36, align: 'center' },
      { label: narrow ? vocab.narrow.grade : vocab.grade, width: narrow ? 30 : 44, align: 'center' },
    ];
    const top = y;
    let lowest = y;
    terms.forEach((t, k) => {
      const x = L + k * (w + gap);
      // The heading printed without its academic year, as the term of its rows.
      t.heading = t.heading.replace(/ \(.*\)$/, '');
      for (const c of t.rows) c.term = t.heading;
      pdf.text(t.heading, x, top, { font: F.bold, size: size - 0.2, width: w, fit: true });
      let yy = table(x, top + leading + 2, cols, t.rows.map((c) => [c.courseNumber!, c.courseName!, String(c.credit), c.grade!]), true) + 4;
      pdf.text(`GPA: ${fmt(gpa([t]), 2)}   ${vocab.termCredits}: ${credits(t.rows)}`, x, yy, { font: F.bold, size: size - 0.3 });
      yy += leading;
      lowest = Math.max(lowest, yy);
    });
    y = lowest + leading;
    pdf.text(`${vocab.cumGpa}: ${cgpa}     ${vocab.totalCredits}: ${allCredits}`, L, y, { font: F.bold, size });
    y += leading * 2;
    r.qualification.cgpa = cgpa;
    r.qualification.totalCreditsOrMarks = String(allCredits);
  } else if (layout === 'portal') {
    const cols: Column[] = [
      { label: vocab.portal.code, width: 62 },
      { label: vocab.portal.title, width: 0, wrap: true },
      { label: vocab.portal.credit, width: second ? 50 : 44, align: 'center' },
      ...(withMarks ? [{ label: vocab.portal.marks, width: second ? 54 : 48, align: 'center' as const }] : []),
      { label: vocab.grade, width: 40, align: 'center' },
      { label: vocab.status, width: 60, align: 'center' },
    ];
    cols[1].width = W - cols.reduce((s, c) => s + c.width, 0);
    for (const t of terms) {
      pdf.text(t.heading, L, y, { font: F.bold, size: size + 0.3, color: '#1d3f72' });
      y += leading + 2;
      pdf.text('Show 10 entries', L, y, { font: F.regular, size: 7.5, color: '#555555' });
      pdf.text('Search: [            ]', L + W * 0.75, y, { font: F.regular, size: 7.5, color: '#555555' });
      y += leading + 2;
      const cells = t.rows.map((c) => [c.courseNumber!, c.courseName!, String(c.credit), ...(withMarks ? [String(c.marksScored)] : []), c.grade!, c.grade === 'F' ? vocab.portal.fail : vocab.portal.pass]);
      t.rows.forEach((c) => (c.passStatus = c.grade === 'F' ? null : vocab.portal.pass));
      y = table(L, y, cols, cells, true) + 4;
      pdf.text(`Showing 1 to ${t.rows.length} of ${t.rows.length} entries`, L, y, { font: F.regular, size: 7.5, color: '#555555' });
      pdf.text('Previous   1   Next', L + W * 0.8, y, { font: F.regular, size: 7.5, color: '#555555' });
      y += leading * 2;
    }
    pdf.text(vocab.portal.legend, L, y, { font: F.bold, size: size - 0.3 });
    y += leading;
    for (const [g, range, gp, d] of SCALE.slice(0, rng.int(5, 8))) {
      pdf.text(g, L, y, { font: F.regular, size: size - 0.5 });
      pdf.text(range, L + 40, y, { font: F.regular, size: size - 0.5 });
      pdf.text(fmt(gp), L + 100, y, { font: F.regular, size: size - 0.5 });
      pdf.text(d, L + 140, y, { font: F.regular, size: size - 0.5 });
      y += (size - 0.5) * 1.3;
    }
    y += leading;
    pdf.text(`© ${entry + 4} ${inst}. All rights reserved.   Privacy Policy   |   Help Desk`, L, page[1] - 40, { font: F.regular, size: 7, color: '#777777' });
    pdf.text(`Printed ${String(rng.int(1, 28)).padStart(2, '0')}/0${rng.int(1, 9)}/${entry + 4} ${rng.int(10, 18)}:${rng.int(10, 59)}`, L + W * 0.7, page[1] - 40, { font: F.regular, size: 7, color: '#777777' });
  } else if (layout === 'modules') {
    // A module table: the code on its own line above the title, or titles wrapped on two lines;
    // credits and grade points printed with their units.
    const codeLine = rng.bool(0.5);
    const unit = rng.pick(vocab.module.units);
    const cols: Column[] = [
      ...(codeLine ? [] : [{ label: vocab.module.code, width: 70 }]),
      { label: codeLine ? vocab.module.codeAbove : vocab.module.title, width: 0, wrap: true },
      { label: vocab.module.credit, width: 62, align: 'center' },
      { label: vocab.grade, width: 44, align: 'center' },
      { label: vocab.module.points, width: 62, align: 'center' },
    ];
    // Narrow title column: long titles wrap onto a second line.
    const tw = codeLine ? W * 0.45 : W * 0.34;
    cols[codeLine ? 0 : 1].width = tw;
    const used0 = cols.reduce((s, c) => s + c.width, 0);
    const totalW = used0;
    for (const t of terms) {
      pdf.text(t.heading, L, y, { font: F.bold, size: size + 0.3 });
      y += leading + 2;
      y += drawHeader(pdf, L, y, cols, { ...styleH, rules: rules !== 'none' }) + 2;
      t.rows.forEach((c, i) => {
        const values = [`${c.credit} ${unit}`, c.grade!, `${fmt(t.points[i])} ${vocab.module.pointsUnit}`];
        if (codeLine) {
          pdf.text(c.courseNumber!, L + 3, y + (leading - size) / 2, { font: F.bold, size });
          y += leading;
          y += drawRow(pdf, L, y + (leading - size) / 2, cols, [c.courseName!, ...values], styleR);
        } else y += drawRow(pdf, L, y + (leading - size) / 2, cols, [c.courseNumber!, c.courseName!, ...values], styleR);
        if (rules !== 'none') pdf.line(L, y, L + totalW, y, 0.4, '#666666');
      });
      y += 4;
      pdf.text(`${vocab.termCredits}: ${credits(t.rows)} ${unit}    GPA: ${fmt(gpa([t]), 2)}`, L, y, { font: F.bold, size: size - 0.3 });
      y += leading * 2;
    }
    pdf.text(`${vocab.cumGpa}: ${cgpa}`, L, y, { font: F.bold, size });
    r.qualification.cgpa = cgpa;
    y += leading * 2;
  } else {
    // One course table, and on the same page a grading-scale table and a summary table: both
    // under it side by side, or the scale beside the course table (on the lines of its rows).
    const beside = rng.bool(0.5);
    const scaleHeader = rng.bool(0.65);
    const courseW = beside ? W * 0.64 : W;
    const cols: Column[] = order([
      { label: vocab.code, width: 70 },
      { label: vocab.title, width: courseW - 110 - gradeW - pointsW, wrap: true },
      { label: vocab.credit, width: 40, align: 'center' },
      { label: vocab.grade, width: gradeW, align: 'center' },
      { label: vocab.points, width: pointsW, align: 'center' },
    ]);
    const tableTop = y;
    for (const t of terms) {
      pdf.text(t.heading, L, y, { font: F.bold, size: size + 0.3 });
      y += leading + 2;
      y = table(L, y, cols, gradeCells(t), true) + leading;
    }
    y += leading;
    const half = beside ? W - courseW - 14 : (W - 20) / 2;
    const scaleCols: Column[] = [
      { label: vocab.scale.grade, width: half * 0.2, align: 'center' },
      { label: vocab.scale.range, width: half * 0.25, align: 'center' },
      { label: vocab.scale.points, width: half * 0.2, align: 'center' },
      { label: vocab.scale.remark, width: half * 0.35 },
    ];
    const sumCols: Column[] = [
      { label: vocab.summary.item, width: half * 0.7 },
      { label: vocab.summary.value, width: half * 0.3, align: 'center' },
    ];
    const legendFirst = rng.bool(0.5);
    const [lx, sx] = beside ? [L + courseW + 14, L] : legendFirst ? [L, L + half + 20] : [L + half + 20, L];
    const ly = beside ? tableTop : y;
    pdf.text(vocab.scaleTitle, lx, ly, { font: F.bold, size });
    pdf.text(vocab.summaryTitle, sx, y, { font: F.bold, size });
    y += leading + 2;
    const earned = credits(r.courses.filter((c) => c.grade !== 'F'));
    const y1 = table(lx, ly + leading + 2, scaleCols, SCALE.map(([g, rg, p, d]) => [g, rg, fmt(p), d]), scaleHeader);
    const y2 = table(sx, y, sumCols, [
      [vocab.summary.attempted, String(allCredits)],
      [vocab.summary.earned, String(earned)],
      [vocab.summary.points, fmt(terms.reduce((s, t) => s + t.rows.reduce((a, c, i) => a + c.credit! * t.points[i], 0), 0))],
      [vocab.summary.cgpa, cgpa],
    ], true);
    y = Math.max(y1, y2) + leading;
    r.qualification.cgpa = cgpa;
    r.qualification.totalCreditsOrMarks = String(earned);
  }
  // A watermark across the table, and a registrar's stamp over its rows.
  if (layout !== 'portal' && rng.bool(0.5)) {
    for (let p = 1; p <= pdf.pageCount; p++) {
      pdf.switchTo(p);
      pdf.watermark(rng.bool(0.5) ? inst.toUpperCase() : 'OFFICIAL TRANSCRIPT', page[0] / 2, page[1] / 2, { size: landscape ? 44 : 40, angle: -rng.int(25, 45), opacity: 0.12 });
    }
    pdf.switchTo(pdf.pageCount);
  }
  if (layout !== 'portal' && rng.bool(0.4)) {
    pdf.switchTo(1);
    pdf.stampBox(L + W * rng.float(0.45, 0.7), rng.int(170, 300), 120, 44, ['CERTIFIED TRUE COPY', `${city.toUpperCase()} ${entry + 4}`, 'ACADEMIC REGISTRAR'], '#3344aa');
    pdf.switchTo(pdf.pageCount);
  }
  if (layout !== 'portal') {
    if (y + 60 > bottom) {
      pdf.addPage();
      y = 50;
    }
    y += leading * 2;
    pdf.line(L + W * 0.6, y, L + W * 0.95, y, 0.5);
    pdf.text('Academic Registrar', L + W * 0.6, y + 3, { font: F.regular, size });
    pdf.text('This transcript is not valid without the official seal.', L, y + 3, { font: F.italic, size: size - 1 });
  }
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': layout === 'portal' ? `${first} ${last}` : `${last.toUpperCase()} ${first}` } };
}
