/**
 * Marshallese college academic transcript in English, on the US registrar model the Republic's colleges follow:
 * the college's name, its P.O. Box in Majuro with the MH 96960 ZIP code (the US postal form, not a US state)
 * and "Republic of the Marshall Islands", a (692) telephone; "OFFICIAL TRANSCRIPT"; the student's particulars
 * (name as "SURNAME, Given", student ID, date of birth on some, program "Bachelor of <…> in <field>", date of
 * admission); the terms two by two side by side on the page, each a small table (course, title, credits, grade
 * A-F, quality points) with a term line (attempted, earned, term GPA) and a cumulative line under it (no
 * course); a continuation page headed only by the student's name, ID and "Page 2 of 2" with the later terms;
 * the summary (total credits earned, cumulative GPA), the degree awarded with its date or "Degree in
 * progress"; the registrar's signature, the date of issue and a key to grades. As described by Micronesian
 * colleges' catalogues (semesters Fall and Spring, credits, grades A-F on a 4.0 scale).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { LETTER, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { addDays, fPerson, fResult, fTable, iso, mdyNum, usDate, upper, type FRow } from './f-kit';

const COLLEGES = [
  { name: 'Lagoon Pacific College', box: '1258', host: 'lpc.edu.mh' },
  { name: 'Majuro College of Arts and Sciences', box: '3370', host: 'mcas.edu.mh' },
];
const PROGS = [
  { degree: 'Bachelor of Arts', field: 'Elementary Education', courses: [['EN 101', 'College Composition I'], ['MA 101', 'College Algebra'], ['MS 100', 'Marshallese Studies'], ['ED 110', 'Introduction to Teaching'], ['SC 101', 'General Science'], ['EN 102', 'College Composition II'], ['ED 120', 'Child Development'], ['SS 101', 'Pacific History'], ['MA 110', 'Mathematics for Teachers'], ['PE 101', 'Health and Physical Education'], ['ED 210', 'Educational Psychology'], ['ED 220', 'Teaching Reading'], ['ED 230', 'Classroom Management'], ['SC 210', 'Environmental Science'], ['ED 240', 'Teaching Mathematics'], ['ED 250', 'Children\'s Literature'], ['ED 310', 'Curriculum Design'], ['ED 320', 'Assessment of Learning'], ['ED 330', 'Bilingual Education'], ['ED 340', 'Teaching Science'], ['ED 350', 'Special Education'], ['ED 360', 'Teaching Social Studies'], ['ED 410', 'Educational Research'], ['ED 420', 'Practicum I'], ['ED 430', 'School and Community'], ['ED 440', 'Practicum II'], ['ED 450', 'Student Teaching'], ['ED 460', 'Senior Seminar']] },
  { degree: 'Bachelor of Science', field: 'Marine Science', courses: [['EN 101', 'College Composition I'], ['MA 101', 'College Algebra'], ['MS 100', 'Marshallese Studies'], ['BI 101', 'General Biology I'], ['CH 101', 'General Chemistry I'], ['EN 102', 'College Composition II'], ['BI 102', 'General Biology II'], ['CH 102', 'General Chemistry II'], ['MA 150', 'Precalculus'], ['MR 110', 'Introduction to Oceanography'], ['MR 210', 'Marine Ecology'], ['MR 220', 'Reef Fishes'], ['BI 230', 'Genetics'], ['MA 210', 'Statistics'], ['MR 230', 'Coastal Processes'], ['MR 240', 'Aquaculture'], ['MR 310', 'Coral Reef Biology'], ['MR 320', 'Fisheries Management'], ['MR 330', 'Marine Invertebrates'], ['CH 310', 'Marine Chemistry'], ['MR 340', 'Atoll Hydrology'], ['MR 350', 'Field Methods'], ['MR 410', 'Climate Change and Atolls'], ['MR 420', 'Marine Conservation'], ['MR 430', 'Research Methods'], ['MR 440', 'GIS for Marine Science'], ['MR 450', 'Senior Research Project'], ['MR 460', 'Senior Seminar']] },
];
const SCALE: Array<[string, number]> = [['A', 4], ['B', 3], ['C', 2], ['D', 1]];

async function render(rng: Rng) {
  const p = fPerson(rng, 'MH');
  const col = rng.pick(COLLEGES);
  const prog = rng.pick(PROGS);
  const start = rng.int(2014, 2020);
  const terms = rng.pick([5, 6, 8, 8]);
  const grad = terms === 8;
  const showDob = rng.bool(0.5);
  const dob = iso(start - rng.int(18, 22), rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick([SANS[0], SANS[3], SERIF[0]]);
  const ability = rng.float(1.6, 3.8);
  const sid = `${String(start).slice(2)}-${digits(rng, 5)}`;
  const r = fResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, col.name, 'MH');
  const programme = `${prog.degree} in ${prog.field}`;

  const blocks: Array<{ head: string; rows: FRow[]; line1: string; line2: string }> = [];
  let cumH = 0;
  let cumQ = 0;
  let k = 0;
  for (let t = 0; t < terms; t++) {
    const fall = t % 2 === 0;
    const yr = start + Math.ceil(t / 2);
    const name = fall ? 'Fall' : 'Spring';
    const rows: FRow[] = [];
    let th = 0;
    let tq = 0;
    const n = rng.int(4, 5);
    for (let c = 0; c < n; c++) {
      const [code, title] = prog.courses[k % prog.courses.length];
      k++;
      const h = rng.pick([3, 3, 3, 4]);
      const idx = Math.max(0, Math.min(3, Math.round(4 - ability + rng.gauss() * 0.8)));
      const [g, gp] = SCALE[idx];
      rows.push({ cells: [code, title, h.toFixed(1), g, (gp * h).toFixed(1)] });
      r.courses.push(course({ courseNumber: code, courseName: title, credit: h, grade: g, term: name, year: yr }));
      th += h;
      tq += gp * h;
    }
    cumH += th;
    cumQ += tq;
    blocks.push({ head: `${name} ${yr}`, rows, line1: `Term: Att ${th.toFixed(1)}  Earn ${th.toFixed(1)}  GPA ${(tq / th).toFixed(2)}`, line2: `Cum:  Att ${cumH.toFixed(1)}  Earn ${cumH.toFixed(1)}  GPA ${(cumQ / cumH).toFixed(2)}` });
  }
  const gpa = (cumQ / cumH).toFixed(2);
  const conferred = iso(start + 4, 5, rng.int(10, 28));
  const issued = grad ? addDays(conferred, rng.int(3, 200)) : iso(start + Math.ceil(terms / 2), terms % 2 === 0 ? rng.int(6, 7) : 1, rng.int(5, 28));
  Object.assign(r.qualification, {
    registrationNumber: sid, name: prog.degree, level: 'Bachelor', program: programme, majorOrSpecialization: prog.field,
    yearOfAdmission: start, dateOfIssue: issued, cgpa: gpa, totalCreditsOrMarks: String(cumH),
  });
  if (grad) Object.assign(r.qualification, { yearOfCompletion: start + 4, status: 'Completed' });

  const pdf = new Pdf({ size: LETTER, title: 'Official Transcript', author: col.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = 36;
  const W = pdf.width - 72;
  const c = rng.pick(['#12355b', '#006d77', '#5a189a']);
  pdf.crest(L + 24, 44, 22, col.name.split(' ').filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).join('').slice(0, 3), c);
  pdf.text(col.name, L + 56, 24, { font: F.bold, size: 15, color: c });
  pdf.text(`Office of Admissions and Records  ·  P.O. Box ${col.box}, Majuro, MH 96960  ·  Republic of the Marshall Islands`, L + 56, 44, { font: F.regular, size: 8, width: W - 56, fit: true });
  pdf.text(`Tel. (692) 625-${digits(rng, 4)}  ·  records@${col.host}`, L + 56, 56, { font: F.regular, size: 8 });
  pdf.text('OFFICIAL TRANSCRIPT', L, 80, { font: F.bold, size: 13, width: W, align: 'center' });
  pdf.line(L, 98, L + W, 98, 0.8, c);
  const name = `${upper(p.family)}, ${p.given}`;
  const info: Array<[string, string]> = [['Name', name], ['Student ID', sid], ['Program', programme], ['Date of Admission', usDate(iso(start, 8, rng.int(10, 25)))]];
  if (showDob) info.push(['Date of Birth', mdyNum(dob)]);
  info.push(['Status', grad ? 'Graduated' : 'Active']);
  info.forEach(([kk, v], i) => {
    const x = L + (i % 2) * (W / 2);
    const yy = 106 + Math.floor(i / 2) * 13;
    pdf.text(`${kk}:`, x, yy, { font: F.bold, size: 8.5 });
    pdf.text(v, x + 88, yy, { font: F.regular, size: 8.5, width: W / 2 - 92, fit: true });
  });
  let y = 106 + Math.ceil(info.length / 2) * 13 + 10;
  const half = (W - 16) / 2;
  const cols = [{ label: 'Course', width: 46 }, { label: 'Title', width: half - 46 - 30 - 30 - 34 }, { label: 'Cr', width: 30, align: 'center' as const }, { label: 'Gr', width: 30, align: 'center' as const }, { label: 'Pts', width: 34, align: 'center' as const }];
  const ruling = rng.pick(['rows', 'none'] as const);
  const drawPair = (pair: typeof blocks) => {
    let bottom = y;
    pair.forEach((b, i) => {
      const x = L + i * (half + 16);
      pdf.fill(x, y, half, 13, '#e6ecf2');
      pdf.text(b.head, x + 4, y + 2.5, { font: F.bold, size: 9 });
      let yy = fTable(pdf, F, x, y + 15, cols, b.rows, { size: 7.8, rowH: 11.5, ruling });
      pdf.text(b.line1, x + 4, yy + 3, { font: F.italic, size: 7.4, width: half - 8, fit: true });
      pdf.text(b.line2, x + 4, yy + 13, { font: F.italic, size: 7.4, width: half - 8, fit: true });
      yy += 26;
      bottom = Math.max(bottom, yy);
    });
    y = bottom + 8;
  };
  const firstPage = blocks.slice(0, 4);
  for (let i = 0; i < firstPage.length; i += 2) drawPair(firstPage.slice(i, i + 2));
  const two = blocks.length > 4;
  if (two) {
    pdf.text('Continued on next page', L, pdf.height - 40, { font: F.italic, size: 7.5, width: W, align: 'right' });
    pdf.addPage();
    pdf.text(`${name}   ·   ${sid}`, L, 30, { font: F.bold, size: 9 });
    pdf.line(L, 44, L + W, 44, 0.6, c);
    y = 54;
    const rest = blocks.slice(4);
    for (let i = 0; i < rest.length; i += 2) drawPair(rest.slice(i, i + 2));
  }
  y += 6;
  pdf.text(`Total Credits Earned: ${cumH.toFixed(1)}     Cumulative GPA: ${gpa}`, L, y, { font: F.bold, size: 9.5 });
  y += 16;
  if (grad) pdf.text(`Degree Awarded: ${prog.degree}     Major: ${prog.field}     Date Conferred: ${usDate(conferred)}`, L, y, { font: F.regular, size: 9, width: W, fit: true });
  else pdf.text('Degree in progress. This transcript records the terms completed to date.', L, y, { font: F.regular, size: 9 });
  y += 34;
  pdf.signature(L + 20, y - 18, 100, rng);
  pdf.line(L, y, L + 170, y, 0.5);
  pdf.text('Registrar', L, y + 4, { font: F.regular, size: 8.5, width: 170, align: 'center' });
  pdf.text(`Date Issued: ${mdyNum(issued)}`, L + W - 200, y + 4, { font: F.regular, size: 8.5, width: 200, align: 'right' });
  pdf.seal(L + W / 2, y - 4, 22, c);
  pdf.text('Key: A 4.0 excellent · B 3.0 good · C 2.0 satisfactory · D 1.0 poor · F 0.0 failure · W withdrawn · I incomplete', L, y + 26, { font: F.italic, size: 7, width: W, fit: true });
  const total = pdf.pageCount;
  if (two) for (let pg = 1; pg <= total; pg++) {
    pdf.switchTo(pg);
    pdf.text(`Page ${pg} of ${total}`, L, pdf.height - 28, { font: F.regular, size: 7.5, width: W, align: 'center' });
  }
  const printed: Record<string, string> = { 'candidate.fullName': p.given, 'qualification.dateOfIssue': mdyNum(issued), 'qualification.totalCreditsOrMarks': cumH.toFixed(1) };
  if (showDob) printed['candidate.dateOfBirth'] = mdyNum(dob);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'f-05-transcript',
    country: 'MH',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Marshallese college official transcript in English on the US model: P.O. Box in Majuro, MH 96960, Republic of the Marshall Islands, (692); SURNAME, Given, student ID, program "Bachelor of … in <field>", date of admission, birth date on some; Fall and Spring terms two side by side, each with course, title, credits, grade A-F, points and term and cumulative lines (no course); a continuation page headed by name and ID only; total credits, cumulative GPA, degree awarded with its date or in progress; as described by Micronesian college catalogues.',
    render,
  },
];
