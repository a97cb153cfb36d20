/**
 * US official transcript in the style of Banner Student's academic transcript: a registrar
 * letterhead, a student block, degrees awarded, transfer credit accepted by the institution, then
 * institution credit term by term with term and cumulative totals, transcript totals and the
 * grading legend; two pages with a continuation header.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { COUNTRY, LETTER, Pdf, SANS, SERIF, course, digits, drawHeader, drawRow, emptyResult, formatDate, iso, randomDate, weightedMean, type Column, type DateForm } from '../lib/a-kit';
import { US_GENED, US_MAJORS, US_PLACES, fullName, givenNames, usCommunityCollege, usGrade, usPerson, usUniversity, type CatalogCourse } from '../lib/a-data';

async function render(rng: Rng) {
  const person = usPerson(rng);
  const uni = usUniversity(rng);
  const place = rng.pick(US_PLACES);
  const zip = `${place.zip}${rng.int(10, 99)}`;
  const majorName = rng.pick(Object.keys(US_MAJORS));
  const major = US_MAJORS[majorName];
  const fonts = rng.pick([...SANS.slice(0, 3), SERIF[0]]);
  const accent = rng.pick(['#14315c', '#5c1420', '#1d4d2b', '#3b2a66', '#000000']);
  const dateForm: DateForm = rng.pick(['us-num', 'us-long', 'us-short'] as const);
  const entryYear = rng.int(2012, 2020);
  const hasTransfer = rng.bool(0.75);
  const awarded = rng.bool(0.75);
  // A bachelor's degree takes eight fall/spring semesters; a transcript of a student still
  // enrolled stops earlier.
  const nTerms = awarded ? 8 : rng.int(4, 7);
  const dob = randomDate(rng, entryYear - 18);
  const studentId = rng.pick([`${digits(rng, 9)}`, `A${digits(rng, 8)}`, `9${digits(rng, 8)}`]);
  const nameStyle = rng.pick(['last-first', 'natural', 'caps'] as const);
  const printedName = nameStyle === 'last-first' ? `${person.last}, ${givenNames(person)}` : nameStyle === 'caps' ? fullName(person).toUpperCase() : fullName(person);
  const ability = rng.float(0, 3);

  const r = emptyResult('en');
  r.candidate = { fullName: fullName(person), firstName: givenNames(person), lastName: person.last, dateOfBirth: dob };
  r.institution = { name: uni.name, ...COUNTRY.US, state: place.state, stateCode: place.stateCode };
  r.qualification.registrationNumber = studentId;
  r.qualification.name = major.degree;
  r.qualification.level = 'Bachelor';
  r.qualification.majorOrSpecialization = majorName;
  r.qualification.yearOfAdmission = entryYear;
  const printed: Record<string, string> = { 'candidate.fullName': printedName };

  // Terms: Fall entryYear, Spring entryYear+1, ...
  const pool: CatalogCourse[] = rng.sample([...US_GENED], US_GENED.length);
  const majorPool = [...major.courses];
  const terms: Array<{ label: string; term: string; year: number; rows: Array<{ c: CatalogCourse; grade: string; points: number }> }> = [];
  for (let t = 0; t < nTerms; t++) {
    const term = t % 2 === 0 ? 'Fall' : 'Spring';
    const year = entryYear + Math.ceil(t / 2);
    const n = rng.int(3, 4);
    const rows = [];
    for (let k = 0; k < n; k++) {
      const src = (t < 2 ? rng.bool(0.7) : rng.bool(0.25)) && pool.length ? pool : majorPool.length ? majorPool : pool;
      const c = src.shift();
      if (!c) break;
      const [grade, points] = usGrade(rng, ability);
      rows.push({ c, grade, points });
    }
    terms.push({ label: `${term} ${year}`, term, year, rows });
  }
  const transfer: Array<{ c: CatalogCourse; grade: string }> = [];
  const cc = usCommunityCollege(rng);
  const transferTerm = { term: 'Summer', year: entryYear };
  if (hasTransfer) {
    for (let k = 0; k < rng.int(2, 4) && pool.length; k++) transfer.push({ c: pool.shift()!, grade: rng.pick(['T', 'TA', 'TB', 'TC']) });
  }
  const lastTerm = terms[terms.length - 1];
  const degreeDate = awarded ? iso(lastTerm.year, lastTerm.term === 'Fall' ? 12 : 5, rng.int(8, 22)) : null;
  const issued = randomDate(rng, (degreeDate ? Number(degreeDate.slice(0, 4)) : lastTerm.year) + rng.int(0, 2), [1, 11]);
  r.qualification.dateOfIssue = issued;
  if (degreeDate) {
    r.qualification.yearOfCompletion = Number(degreeDate.slice(0, 4));
    r.qualification.status = 'Completed';
  }

  for (const tr of transfer) r.courses.push(course({ courseNumber: tr.c.code, courseName: tr.c.name, credit: tr.c.credit, grade: tr.grade, term: transferTerm.term, year: transferTerm.year }));
  for (const t of terms) for (const row of t.rows) r.courses.push(course({ courseNumber: row.c.code, courseName: row.c.name, credit: row.c.credit, grade: row.grade, term: t.term, year: t.year }));
  const all = terms.flatMap((t) => t.rows.map((x) => ({ points: x.points, credit: x.c.credit })));
  const overallGpa = weightedMean(all);
  const instHours = all.reduce((a, x) => a + x.credit, 0);
  const trHours = transfer.reduce((a, x) => a + x.c.credit, 0);
  r.qualification.cgpa = overallGpa;
  r.qualification.totalCreditsOrMarks = String(instHours + trHours);

  // ------------------------------------------------------------------ drawing
  const pdf = new Pdf({ size: LETTER, title: 'Academic Transcript', author: uni.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = rng.int(36, 50);
  const R = pdf.width - L;
  const W = R - L;
  const F = fonts;
  const size = rng.pick([7.5, 8, 8.5]);
  const leading = size * rng.float(1.35, 1.55);
  const date = (d: string) => formatDate(d, dateForm);
  printed['candidate.dateOfBirth'] = date(dob);
  printed['qualification.dateOfIssue'] = date(issued);

  const letterhead = () => {
    pdf.crest(L + 22, 52, 20, uni.initials, accent);
    pdf.text(uni.name, L + 52, 34, { font: F.bold, size: 15, color: accent });
    pdf.text('Office of the Registrar', L + 52, 53, { font: F.regular, size: 9 });
    pdf.text(`${uni.street}, ${place.city}, ${place.stateCode} ${zip}  |  (${place.area}) ${rng.int(200, 989)}-${digits(rng, 4)}  |  ${uni.web}`, L + 52, 65, { font: F.regular, size: 7.5, width: R - L - 52, fit: true });
    pdf.line(L, 82, R, 82, 1.2, accent);
  };
  letterhead();
  if (rng.bool(0.6)) pdf.watermark(uni.name.toUpperCase(), pdf.width / 2, pdf.height / 2, { size: 30, angle: -40, opacity: 0.07, color: accent });
  pdf.text('OFFICIAL ACADEMIC TRANSCRIPT', L, 92, { font: F.bold, size: 11, width: W, align: 'center' });

  const labelW = 78;
  const kv = (label: string, value: string, x: number, y: number) => {
    pdf.text(`${label}:`, x, y, { font: F.bold, size });
    pdf.text(value, x + labelW, y, { font: F.regular, size });
  };
  let y = 112;
  kv('Student Name', printedName, L, y);
  kv('Student ID', studentId, L + W / 2 + 10, y);
  y += leading;
  kv('Date of Birth', date(dob), L, y);
  kv('Date Issued', date(issued), L + W / 2 + 10, y);
  y += leading;
  kv('Admit Term', `Fall ${entryYear}`, L, y);
  kv('Level', 'Undergraduate', L + W / 2 + 10, y);
  y += leading * 1.6;

  const section = (title: string) => {
    pdf.fill(L, y - 2, W, size + 5, '#e6e6e6');
    pdf.text(title, L + 4, y, { font: F.bold, size: size + 0.5 });
    y += leading + 4;
  };

  section(awarded ? 'DEGREES AWARDED' : 'CURRENT PROGRAM');
  if (awarded && degreeDate) {
    kv('Degree', major.degree, L, y);
    kv('Degree Date', date(degreeDate), L + W / 2 + 10, y);
    printed['qualification.yearOfCompletion'] = date(degreeDate);
    y += leading;
    kv('Major', majorName, L, y);
    kv('Institution Honors', overallGpa >= '3.50' ? 'Cum Laude' : 'None', L + W / 2 + 10, y);
  } else {
    kv('Program', major.degree, L, y);
    y += leading;
    kv('Major', majorName, L, y);
  }
  y += leading * 1.6;

  // Layout knobs: Banner prints subject and course number in two columns with a level column,
  // or one "Subj/Crse" cell; credit hours before or after the grade.
  const split = rng.bool(0.5);
  const creditFirst = rng.bool(0.4);
  const codeCols: Column[] = split ? [{ label: 'Subj', width: 36 }, { label: 'Crse', width: 30 }, { label: 'Lvl', width: 24 }] : [{ label: 'Subj/Crse', width: 62 }];
  const codeW = codeCols.reduce((a, c) => a + c.width, 0);
  const gradeCol: Column = { label: 'Grade', width: 40, align: 'center' };
  const hrsCol: Column = { label: 'Credit Hrs', width: 46, align: 'right' };
  const cols: Column[] = [
    ...codeCols,
    { label: 'Course Title', width: W - codeW - 40 - 46 - 52 - 40, wrap: true },
    ...(creditFirst ? [hrsCol, gradeCol] : [gradeCol, hrsCol]),
    { label: 'Quality Pts', width: 52, align: 'right' },
    { label: 'R', width: 40, align: 'center' },
  ];
  const cells = (code: string, title: string, grade: string, hrs: string, qp: string): string[] => [
    ...(split ? [code.split(' ')[0], code.split(' ')[1], 'UG'] : [code]),
    title,
    ...(creditFirst ? [hrs, grade] : [grade, hrs]),
    qp,
    '',
  ];
  const rowStyle = { font: F.regular, size, leading };
  const bottom = pdf.height - 90;
  const continuation = () => {
    pdf.addPage();
    pdf.text(`${uni.name} — Academic Transcript (continued)`, L, 36, { font: F.bold, size: 9 });
    pdf.text(`Name: ${printedName}    ID: ${studentId}`, L, 50, { font: F.regular, size: 8 });
    pdf.line(L, 64, R, 64, 0.8, accent);
    y = 74;
    y += drawHeader(pdf, L, y, cols, { font: F.bold, size: size - 0.5 });
    y += 3;
  };
  const need = (h: number) => {
    if (y + h > bottom) continuation();
  };

  if (transfer.length) {
    section('TRANSFER CREDIT ACCEPTED BY INSTITUTION');
    pdf.text(`${transferTerm.term} ${transferTerm.year}:  ${cc.name}`, L, y, { font: F.bold, size });
    y += leading;
    y += drawHeader(pdf, L, y, cols, { font: F.bold, size: size - 0.5, rules: false }) + 1;
    for (const tr of transfer) {
      y += drawRow(pdf, L, y, cols, cells(tr.c.code, tr.c.name, tr.grade, tr.c.credit.toFixed(3), '0.00'), rowStyle);
    }
    pdf.text(`Transfer Totals:  Earned Hours ${trHours.toFixed(3)}   GPA Hours 0.000`, L + codeW, y, { font: F.italic, size });
    y += leading * 1.6;
  }
  section('INSTITUTION CREDIT');
  y += drawHeader(pdf, L, y, cols, { font: F.bold, size: size - 0.5 }) + 3;
  let cumHours = 0;
  let cumPts = 0;
  for (const t of terms) {
    need(leading * 4);
    pdf.text(`Term: ${t.label}`, L, y, { font: F.bold, size: size + 0.5, color: accent });
    y += leading;
    if (rng.bool(0.4)) {
      pdf.text(`College: ${majorName === 'Mechanical Engineering' ? 'Engineering' : majorName === 'Economics' ? 'Business and Economics' : 'Arts and Sciences'}    Major: ${majorName}`, L + 10, y, { font: F.italic, size: size - 0.5 });
      y += leading;
    }
    let tHours = 0;
    let tPts = 0;
    for (const row of t.rows) {
      need(leading * 2);
      const qp = row.points * row.c.credit;
      tHours += row.c.credit;
      tPts += qp;
      y += drawRow(pdf, L, y, cols, cells(row.c.code, row.c.name, row.grade, row.c.credit.toFixed(3), qp.toFixed(2)), rowStyle);
    }
    cumHours += tHours;
    cumPts += tPts;
    need(leading * 2);
    pdf.text(`Term Totals:   Attempt Hrs ${tHours.toFixed(3)}   Earned Hrs ${tHours.toFixed(3)}   Quality Pts ${tPts.toFixed(2)}   GPA ${(tPts / tHours).toFixed(2)}`, L + codeW, y, { font: F.italic, size: size - 0.5 });
    y += leading;
    pdf.text(`Cumulative:    Attempt Hrs ${cumHours.toFixed(3)}   Earned Hrs ${cumHours.toFixed(3)}   Quality Pts ${cumPts.toFixed(2)}   GPA ${(cumPts / cumHours).toFixed(2)}`, L + codeW, y, { font: F.italic, size: size - 0.5 });
    y += leading * 1.5;
  }
  if (pdf.pageCount === 1) continuation();
  need(leading * 7);
  y += 4;
  section('TRANSCRIPT TOTALS (UNDERGRADUATE)');
  const totCols: Column[] = [{ label: '', width: 120 }, { label: 'Earned Hrs', width: 70, align: 'right' }, { label: 'GPA Hrs', width: 70, align: 'right' }, { label: 'Quality Pts', width: 70, align: 'right' }, { label: 'GPA', width: 60, align: 'right' }];
  y += drawHeader(pdf, L, y, totCols, { font: F.bold, size: size - 0.5, rules: false });
  y += drawRow(pdf, L, y, totCols, ['Total Institution', instHours.toFixed(3), instHours.toFixed(3), cumPts.toFixed(2), overallGpa], rowStyle);
  if (transfer.length) y += drawRow(pdf, L, y, totCols, ['Total Transfer', trHours.toFixed(3), '0.000', '0.00', '0.00'], rowStyle);
  y += drawRow(pdf, L, y, totCols, ['Overall', (instHours + trHours).toFixed(3), instHours.toFixed(3), cumPts.toFixed(2), overallGpa], { ...rowStyle, font: F.bold });
  y += leading * 2;
  pdf.text('***** END OF TRANSCRIPT *****', L, y, { font: F.bold, size, width: W, align: 'center' });
  y += leading * 2.5;
  const registrar = `${rng.pick(['Margaret', 'David', 'Linda', 'Robert', 'Karen', 'Steven'])} ${rng.pick(['L.', 'J.', 'A.', 'M.'])} ${rng.pick(['Holloway', 'Pearson', 'Whitman', 'Caldwell', 'Baxter'])}`;
  pdf.signature(R - 180, y + 8, 120, rng);
  pdf.line(R - 190, y + 16, R, y + 16, 0.5);
  pdf.text(`${registrar}, University Registrar`, R - 190, y + 19, { font: F.regular, size: 7.5 });
  pdf.seal(L + 50, y + 10, 26, accent);

  const pages = pdf.pageCount;
  for (let p = 1; p <= pages; p++) {
    pdf.switchTo(p);
    const fy = pdf.height - 62;
    pdf.line(L, fy, R, fy, 0.4);
    pdf.text('Grading: A 4.0  A- 3.7  B+ 3.3  B 3.0  B- 2.7  C+ 2.3  C 2.0  C- 1.7  D 1.0  F 0.0  W Withdrawn  I Incomplete  P Pass  T Transfer credit (no quality points)', L, fy + 4, { font: F.regular, size: 6, width: W, fit: true });
    pdf.text('This transcript is official only when it bears the registrar\'s signature and the seal of the university. Federal law (FERPA) prohibits release to third parties without consent.', L, fy + 13, { font: F.italic, size: 6, width: W, fit: true });
    pdf.text(`Page ${p} of ${pages}`, L, fy + 26, { font: F.regular, size: 7, width: W, align: 'right' });
  }
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'us-banner-transcript',
    country: 'US',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    conventions: 'Banner Student academic transcript as described in registrar guides ("how to read your transcript", Banner Self-Service web transcript docs): transfer credit accepted by institution with T grades, institution credit by term with term/cumulative totals, transcript totals, 4.0 grading legend.',
    render,
  },
];
