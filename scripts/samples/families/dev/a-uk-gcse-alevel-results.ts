/**
 * UK statement of results from a school (examination centre) for GCSE (9-1 grades) or GCE A level
 * (A*-E): centre name and number, exam series, candidate number, UCI and ULN, date of birth,
 * a boxed table of awarding body, qualification, subject code, title and grade (figure and
 * words), and the "provisional until certificates are issued" footnote.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, COUNTRY, Pdf, SANS, course, digits, drawHeader, drawRow, emptyResult, formatDate, gridLines, iso, letters, type Column } from '../lib/a-kit';
import { INVENTED_PLACES, UK_PLACES, fullName, givenNames, ukPerson, ukPostcode } from '../lib/a-data';

const BOARDS = ['MAB', 'CEC', 'WQ', 'NQA'];
const GCSE = ['English Language', 'English Literature', 'Mathematics', 'Combined Science: Trilogy', 'Biology', 'Chemistry', 'Physics', 'Geography', 'History', 'French', 'Spanish', 'Religious Studies', 'Computer Science', 'Art and Design', 'Design and Technology', 'Music', 'Drama', 'Physical Education'];
const ALEVEL = ['Mathematics', 'Further Mathematics', 'Physics', 'Chemistry', 'Biology', 'Economics', 'History', 'Psychology', 'English Literature', 'Geography', 'Sociology', 'Computer Science', 'Politics'];
const WORDS: Record<string, string> = { '9': 'NINE', '8': 'EIGHT', '7': 'SEVEN', '6': 'SIX', '5': 'FIVE', '4': 'FOUR', '3': 'THREE', '2': 'TWO', '1': 'ONE', 'A*': 'A STAR', A: 'A', B: 'B', C: 'C', D: 'D', E: 'E' };

async function render(rng: Rng) {
  const person = ukPerson(rng);
  const level = rng.pick(['gcse', 'alevel'] as const);
  const place = rng.pick(UK_PLACES);
  const centre = `${rng.pick(INVENTED_PLACES)} ${rng.pick(['Academy', 'School', 'College', 'High School', 'Sixth Form College'])}`;
  const centreNo = digits(rng, 5);
  const year = rng.int(2017, 2025);
  const issued = iso(year, 8, rng.pick([10, 12, 17, 18, 22, 24]));
  const dob = iso(year - (level === 'gcse' ? 16 : 18), rng.int(9, 12) - rng.int(0, 8), rng.int(1, 28));
  const F = rng.pick([SANS[0], SANS[1], SANS[3]]);
  const ability = rng.float(0, 1);
  const candNo = digits(rng, 4);
  const uci = `${centreNo}${letters(rng, 1)}${digits(rng, 6)}${letters(rng, 1)}`;
  const uln = digits(rng, 10);
  const postcode = ukPostcode(rng, place.postcode);

  const subjects = level === 'gcse' ? rng.sample(GCSE, rng.int(8, 11)) : rng.sample(ALEVEL, rng.int(3, 4));
  const rows = subjects.map((s) => {
    let grade: string;
    if (level === 'gcse') grade = String(Math.max(1, Math.min(9, Math.round(4 + ability * 4 + rng.gauss() * 1.4))));
    else grade = ['A*', 'A', 'B', 'C', 'D', 'E'][Math.max(0, Math.min(5, Math.round(3 - ability * 3 + rng.gauss() * 1.1)))];
    return { board: rng.pick(BOARDS), qual: level === 'gcse' ? 'GCSE (9-1) Full Course' : 'GCE A Level', code: level === 'gcse' ? `8${digits(rng, 3)}` : `${rng.pick(['7', '9'])}${digits(rng, 3)}`, title: s, grade };
  });
  if (level === 'alevel') {
    rows.push({ board: rng.pick(BOARDS), qual: 'GCE AS Level', code: `7${digits(rng, 3)}`, title: rng.pick(ALEVEL.filter((s) => !subjects.includes(s))), grade: rng.pick(['A', 'B', 'C']) });
    rows.push({ board: rng.pick(BOARDS), qual: 'Level 3 Extended Project', code: `7${digits(rng, 3)}`, title: 'Extended Project Qualification', grade: rng.pick(['A*', 'A', 'B', 'C']) });
  }
  const qualName = level === 'gcse' ? 'General Certificate of Secondary Education' : 'General Certificate of Education Advanced Level';

  const r = emptyResult('en');
  r.candidate = { fullName: fullName(person), firstName: givenNames(person), lastName: person.last, dateOfBirth: dob };
  r.institution = { name: centre, ...COUNTRY.GB, state: null, stateCode: null };
  r.qualification.registrationNumber = candNo;
  r.qualification.name = qualName;
  r.qualification.level = level === 'gcse' ? 'Secondary' : 'Higher Secondary';
  r.qualification.yearOfCompletion = year;
  r.qualification.dateOfIssue = issued;
  for (const x of rows) r.courses.push(course({ courseNumber: x.code, courseName: x.title, grade: x.grade, term: 'Summer', year }));
  const surnameFirst = rng.bool(0.6);
  const printedName = surnameFirst ? `${person.last.toUpperCase()} ${givenNames(person)}` : fullName(person);
  const printed: Record<string, string> = { 'candidate.fullName': printedName, 'candidate.dateOfBirth': formatDate(dob, 'gb-num'), 'qualification.dateOfIssue': formatDate(issued, 'gb-long') };

  const pdf = new Pdf({ size: A4, title: 'Statement of Results', author: centre, creationDate: new Date(`${issued}T07:00:00Z`) });
  const L = 42;
  const R = pdf.width - 42;
  const W = R - L;
  const accent = rng.pick(['#004c6d', '#6d004c', '#2d5d00']);
  pdf.shield(L, 30, 28, accent);
  pdf.text(centre, L + 40, 32, { font: F.bold, size: 15, color: accent });
  pdf.text(`${rng.pick(['Station Road', 'Church Lane', 'Park Avenue', 'Manor Way'])}, ${place.city} ${postcode}`, L + 40, 51, { font: F.regular, size: 8.5 });
  pdf.text(`Exams Office: ${place.phone} ${digits(rng, 3)} ${digits(rng, 4)}  ·  exams@${centre.toLowerCase().replace(/[^a-z]+/g, '').slice(0, 14)}.sch.uk`, L + 40, 62, { font: F.regular, size: 8.5 });
  pdf.line(L, 82, R, 82, 1.2, accent);
  pdf.text('STATEMENT OF RESULTS', L, 94, { font: F.bold, size: 14, width: W, align: 'center' });
  pdf.text(`${qualName}`, L, 113, { font: F.regular, size: 10, width: W, align: 'center' });
  pdf.text(`Summer ${year} Examination Series`, L, 127, { font: F.bold, size: 10, width: W, align: 'center' });

  const y0 = 150;
  pdf.rect(L, y0, W, 64, 0.8);
  const cell = (k: string, v: string, x: number, y: number) => {
    pdf.text(k, x, y, { font: F.regular, size: 7, color: '#555555' });
    pdf.text(v, x, y + 9, { font: F.bold, size: 9.5 });
  };
  cell('Candidate Name', printedName, L + 8, y0 + 6);
  cell('Date of Birth', formatDate(dob, 'gb-num'), L + W * 0.5, y0 + 6);
  cell('Candidate Number', candNo, L + W * 0.75, y0 + 6);
  cell('Centre', `${centreNo} ${centre}`, L + 8, y0 + 34);
  cell('UCI', uci, L + W * 0.5, y0 + 34);
  cell('ULN', uln, L + W * 0.75, y0 + 34);

  let y = y0 + 80;
  const cols: Column[] = [
    { label: 'Awarding Body', width: 66 },
    { label: 'Qualification', width: 120 },
    { label: 'Code', width: 44 },
    { label: 'Subject Title', width: W - 66 - 120 - 44 - 44 - 70, wrap: true },
    { label: 'Grade', width: 44, align: 'center' },
    { label: 'Grade (words)', width: 70 },
  ];
  const top = y;
  y += drawHeader(pdf, L, y, cols, { font: F.bold, size: 8, fill: '#e8eef2' }) + 3;
  for (const x of rows) {
    y += drawRow(pdf, L, y, cols, [x.board, x.qual, x.code, x.title, x.grade, WORDS[x.grade]], { font: F.regular, size: 9, leading: 16 });
  }
  pdf.line(L, y + 2, R, y + 2, 0.6);
  gridLines(pdf, L, top, y + 2, cols, 0.4);
  y += 22;
  pdf.text(`Date of issue: ${formatDate(issued, 'gb-long')}`, L, y, { font: F.regular, size: 9 });
  y += 30;
  pdf.signature(L, y, 110, rng);
  pdf.text('Examinations Officer', L, y + 8, { font: F.regular, size: 8.5 });
  const fy = pdf.height - 90;
  pdf.line(L, fy, R, fy, 0.4);
  const legend = level === 'gcse'
    ? 'GCSE (9-1): grades 9 (highest) to 1; U unclassified. Grade 4 is a standard pass and grade 5 a strong pass.'
    : 'GCE A level: grades A* (highest), A, B, C, D, E; U unclassified. AS level: A to E. Extended Project: A* to E.';
  pdf.text(legend, L, fy + 6, { font: F.regular, size: 7.5, width: W, fit: true });
  pdf.text('These results are provisional until confirmed by the certificates issued by the awarding bodies. This statement is not a certificate.', L, fy + 18, { font: F.italic, size: 7.5, width: W, fit: true });
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'uk-gcse-alevel-results',
    country: 'GB',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['scan', 'photo'],
    conventions: 'UK centre statement of results for GCSE (9-1) or GCE A level (A*-E) with centre number, candidate number, UCI and ULN, awarding body, qualification and subject codes, as explained in exam-board "results slip explained" pages and awarding bodies\' grade-scale notes.',
    render,
  },
];
