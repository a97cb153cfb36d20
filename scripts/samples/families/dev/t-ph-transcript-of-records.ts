/**
 * Philippine "Official Transcript of Records": personal data, entrance credentials, then one long
 * ruled table (Course No. | Descriptive Title | Final Grade | Re-Exam | Credits) with the term
 * ("First Semester, 2017-2018") as a row inside the table, long descriptive titles wrapping onto
 * a second line, grades on the 1.00-5.00 scale (1.00 best, 3.00 passing, 5.00 failed), running
 * over two or three pages (the column header repeated or not), "NOTHING FOLLOWS", the grading
 * system and the remarks (Graduated with the degree …).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, LETTER, Pdf, SANS, SERIF, course, digits, drawHeader, drawRow, formatDate, iso, type Column } from '../lib/a-kit';
import { Flow, detailsBlock, natural, resultFor, tPerson } from '../lib/t-kit';

const SCHOOLS = [
  { name: 'Colegio de San Lorenzo Ruiz', city: 'Quezon City', region: 'Metro Manila' },
  { name: 'Visayan Polytechnic University', city: 'Iloilo City', region: 'Iloilo' },
  { name: 'Northern Luzon State College', city: 'Baguio City', region: 'Benguet' },
  { name: 'Mindanao Institute of Technology and Science', city: 'Cagayan de Oro', region: 'Misamis Oriental' },
];

const PROGRAMS: Record<string, { code: string; courses: Array<[string, string, number]> }> = {
  'Bachelor of Science in Information Technology': {
    code: 'IT',
    courses: [
      ['IT 101', 'Introduction to Computing', 3], ['IT 102', 'Computer Programming 1 (Fundamentals of Programming)', 3], ['IT 103', 'Computer Programming 2 (Intermediate Programming)', 3],
      ['IT 201', 'Data Structures and Algorithms', 3], ['IT 202', 'Information Management', 3], ['IT 203', 'Networking 1 (Fundamentals of Data Communication)', 3],
      ['IT 204', 'Object-Oriented Programming', 3], ['IT 301', 'Systems Integration and Architecture', 3], ['IT 302', 'Web Systems and Technologies', 3],
      ['IT 303', 'Information Assurance and Security', 3], ['IT 304', 'Application Development and Emerging Technologies', 3], ['IT 401', 'Capstone Project and Research 1', 3],
      ['IT 402', 'Capstone Project and Research 2', 3], ['IT 403', 'Social and Professional Issues in Information Technology', 3], ['IT 404', 'On-the-Job Training (486 hours)', 6],
    ],
  },
  'Bachelor of Science in Accountancy': {
    code: 'ACC',
    courses: [
      ['ACC 111', 'Financial Accounting and Reporting', 3], ['ACC 112', 'Conceptual Frameworks and Accounting Standards', 3], ['ACC 121', 'Intermediate Accounting 1', 3],
      ['ACC 122', 'Intermediate Accounting 2', 3], ['ACC 211', 'Cost Accounting and Control', 3], ['ACC 212', 'Income Taxation', 3], ['ACC 221', 'Regulatory Framework and Legal Issues in Business', 3],
      ['ACC 222', 'Auditing and Assurance Principles', 3], ['ACC 311', 'Strategic Cost Management', 3], ['ACC 312', 'Accounting Information Systems', 3],
      ['ACC 321', 'Governance, Business Ethics, Risk Management and Internal Control', 3], ['ACC 411', 'Advanced Financial Accounting and Reporting', 3], ['ACC 412', 'Accounting Research Methods', 3],
    ],
  },
};
const GENED: Array<[string, string, number]> = [
  ['GE 1', 'Understanding the Self', 3], ['GE 2', 'Readings in Philippine History', 3], ['GE 3', 'The Contemporary World', 3], ['GE 4', 'Mathematics in the Modern World', 3],
  ['GE 5', 'Purposive Communication', 3], ['GE 6', 'Art Appreciation', 3], ['GE 7', 'Science, Technology and Society', 3], ['GE 8', 'Ethics', 3],
  ['PE 1', 'Physical Fitness and Wellness', 2], ['PE 2', 'Rhythmic Activities', 2], ['NSTP 1', 'National Service Training Program 1', 3], ['NSTP 2', 'National Service Training Program 2', 3],
  ['FIL 1', 'Kontekstwalisadong Komunikasyon sa Filipino', 3], ['RIZAL', 'Life and Works of Rizal', 3],
];

const GRADES = ['1.00', '1.25', '1.50', '1.75', '2.00', '2.25', '2.50', '2.75', '3.00'];

async function render(rng: Rng) {
  // Filipino names carry the mother's maiden surname as the middle name.
  const person = tPerson(rng, 'PH', 1);
  const school = rng.pick(SCHOOLS);
  const progName = rng.pick(Object.keys(PROGRAMS));
  const prog = PROGRAMS[progName];
  const F = rng.pick([SERIF[0], SERIF[1], SANS[0], SANS[3]]);
  const entry = rng.int(2011, 2019);
  const dob = iso(entry - 17, rng.int(1, 12), rng.int(1, 28));
  const studentNo = `${entry}-${digits(rng, 5)}`;
  const dateForm = rng.pick(['us-long', 'us-num'] as const);
  const ability = rng.int(0, 4);
  const repeatHeader = rng.bool();
  const printedName = `${person.last.toUpperCase()}, ${person.first.toUpperCase()} ${person.middle!.toUpperCase()}`;

  const r = resultFor('en', 'English', person, dob);
  r.institution = { name: school.name, country: 'Philippines', countryCode: 'PH', state: null, stateCode: null };
  r.qualification.registrationNumber = studentNo;
  // The English degree without its field (families README, `qualification.name`); the field is the major.
  r.qualification.name = progName.replace(/ in .*$/, '');
  r.qualification.level = 'Bachelor';
  r.qualification.majorOrSpecialization = progName.replace(/^.* in /, '');
  r.qualification.yearOfAdmission = entry;

  // Eight semesters; general education in the first two years, the major after.
  const major = [...prog.courses];
  const gened = rng.sample(GENED, GENED.length);
  const terms: Array<{ label: string; session: string; term: string; rows: Array<[string, string, number, string]> }> = [];
  for (let t = 0; t < 8 && (major.length || gened.length); t++) {
    const yi = Math.floor(t / 2);
    const session = `${entry + yi}-${entry + yi + 1}`;
    const term = t % 2 === 0 ? 'First Semester' : 'Second Semester';
    const n = rng.int(4, 6);
    const rows: Array<[string, string, number, string]> = [];
    for (let k = 0; k < n; k++) {
      const src = (yi < 2 && gened.length && (k % 2 === 0 || !major.length)) || !major.length ? gened : major;
      const c = src.shift();
      if (!c) break;
      const grade = GRADES[Math.max(0, Math.min(GRADES.length - 1, ability + rng.int(-1, 3)))];
      rows.push([c[0], c[1], c[2], grade]);
      r.courses.push(course({ courseNumber: c[0], courseName: c[1], credit: c[2], grade, term, session }));
    }
    if (rows.length) terms.push({ label: `${term}, ${rng.pick(['SY ', 'A.Y. ', ''])}${session}`, session, term, rows });
  }
  const complete = terms.length === 8;
  const gradDate = iso(entry + 4, rng.int(4, 6), rng.int(1, 28));
  if (complete) {
    r.qualification.status = 'Completed';
    r.qualification.yearOfCompletion = entry + 4;
  }
  const issued = iso(entry + 4 + rng.int(0, 2), rng.int(1, 12), rng.int(1, 28));
  r.qualification.dateOfIssue = issued;
  const printed: Record<string, string> = { 'candidate.fullName': printedName, 'candidate.dateOfBirth': formatDate(dob, dateForm) };

  const size = rng.pick([8, 8.5, 9]);
  const pdf = new Pdf({ size: rng.pick([A4, LETTER]), title: 'Official Transcript of Records', author: school.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = rng.int(36, 48);
  const R = pdf.width - L;
  const W = R - L;
  const accent = rng.pick(['#1a237e', '#7b1111', '#0f4d2c']);
  pdf.text('Republic of the Philippines', L, 30, { font: F.regular, size: 8.5, width: W, align: 'center' });
  pdf.text(school.name.toUpperCase(), L, 42, { font: F.bold, size: 14, width: W, align: 'center', color: accent, fit: true });
  pdf.text(`${school.city}, Philippines`, L, 60, { font: F.regular, size: 8.5, width: W, align: 'center' });
  pdf.text('OFFICE OF THE UNIVERSITY REGISTRAR', L, 72, { font: F.bold, size: 8.5, width: W, align: 'center' });
  pdf.text('OFFICIAL TRANSCRIPT OF RECORDS', L, 90, { font: F.bold, size: 12, width: W, align: 'center' });
  let y = 112;
  y += detailsBlock(pdf, F, L, y, W, [
    ['Name', printedName],
    ['Student No.', studentNo],
    ['Date of Birth', formatDate(dob, dateForm)],
    ['Place of Birth', rng.pick(['Manila', 'Cebu City', 'Davao City', 'Bacolod City', 'Tarlac City'])],
    ['Degree', progName],
    ['Date of Graduation', complete ? formatDate(gradDate, dateForm) : '—'],
    ['Entrance Credential', 'Form 138 (Senior High School Report Card)'],
    ['Date Admitted', formatDate(iso(entry, 8, rng.int(1, 20)), dateForm)],
  ], { size: 8, labelWidth: 88 }) + 10;

  const cols: Column[] = [
    { label: rng.pick(['Course No.', 'Course Code', 'Subject Code']), width: 70 },
    { label: 'Descriptive Title', width: W - 70 - 3 * 52, wrap: true },
    { label: rng.pick(['Final Grade', 'Final Rating', 'Grade']), width: 52, align: 'center' },
    { label: 'Re-Exam', width: 52, align: 'center' },
    { label: rng.pick(['Credits', 'Units', 'Credit Units']), width: 52, align: 'center' },
  ];
  const style = { font: F.regular, size, leading: size * 1.35 };
  const header = (f: Flow) => {
    f.y += drawHeader(pdf, L, f.y, cols, { font: F.bold, size, fill: '#e8e8e8' }) + 3;
  };
  const flow = new Flow(pdf, y, pdf.height - 90, 40, (f) => {
    pdf.text(`${printedName} — ${studentNo}`, L, f.y, { font: F.italic, size: 7.5 });
    f.y += 14;
    if (repeatHeader) header(f);
  });
  header(flow);
  for (const t of terms) {
    flow.need(style.leading * 3);
    pdf.text(t.label, L + 74, flow.y + 1, { font: F.bold, size, color: accent });
    flow.y += style.leading * 1.2;
    for (const row of t.rows) {
      flow.need(style.leading * 2);
      flow.y += drawRow(pdf, L, flow.y, cols, [row[0], row[1], row[3], '', String(row[2])], style);
    }
    flow.y += style.leading * 0.4;
  }
  flow.need(120);
  pdf.text('x-x-x-x-x NOTHING FOLLOWS x-x-x-x-x', L, flow.y + 2, { font: F.italic, size: 8, width: W, align: 'center' });
  flow.y += 20;
  pdf.text('GRADING SYSTEM: 1.00 (97-100) Excellent; 1.25-1.50 Very Good; 1.75-2.25 Good; 2.50-2.75 Satisfactory; 3.00 (75) Passing; 5.00 Failed; INC Incomplete; DRP Dropped.', L, flow.y, { font: F.regular, size: 7, width: W, fit: true });
  flow.y += 14;
  if (complete) pdf.text(`REMARKS: Graduated with the degree of ${progName.toUpperCase()} on ${formatDate(gradDate, dateForm)}.`, L, flow.y, { font: F.bold, size: 8, width: W, fit: true });
  else pdf.text('REMARKS: For evaluation purposes only. Not valid without the University seal.', L, flow.y, { font: F.bold, size: 8 });
  if (complete) printed['qualification.yearOfCompletion'] = formatDate(gradDate, dateForm);
  flow.y += 20;
  pdf.text(`Issued on ${formatDate(issued, dateForm)}`, L, flow.y, { font: F.regular, size: 8 });
  pdf.signature(R - 150, flow.y + 14, 110, rng);
  pdf.text('University Registrar', R - 150, flow.y + 20, { font: F.regular, size: 8 });
  const n = pdf.pageCount;
  for (let p = 1; p <= n; p++) {
    pdf.switchTo(p);
    pdf.text(`Page ${p} of ${n}`, L, pdf.height - 30, { font: F.italic, size: 7, width: W, align: 'right' });
  }
  void natural;
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'ph-transcript-of-records',
    country: 'PH',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    conventions: 'Philippine official transcript of records: one ruled table over several pages with the semester and school year as rows inside it, descriptive titles wrapping, grades 1.00-5.00 (3.00 passing), re-exam column, credit units, "nothing follows" and the graduation remark, as described by Philippine universities\' registrar pages and CHED grading references.',
    render,
  },
];
