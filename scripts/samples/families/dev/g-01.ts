/**
 * Undergraduate academic transcript of a Macao higher-education institution, in English (the language of
 * instruction of most of the territory's degree programmes): a letterhead with the address in Taipa, Macao, a
 * +853 telephone and the registry's e-mail; a header block in two columns, the student's identity on the left
 * (the name as the territory's identity documents romanize it, SURNAME first in capitals, the student number,
 * the birth date on most, the identity card number) and the programme on the right (programme, major, year of
 * admission, mode of study); then one sub-table per academic year, semesters 1 and 2 in a column, credits, letter
 * grades A to F with + and -, and the grade points they earn (credits × the grade's value); each year closed by a
 * year subtotal (credits earned, year GPA) and a cumulative line (credits earned, CGPA); the award and its date when
 * conferred, a key to the grades and their points at the foot. As the territory's universities describe their
 * 4.0 credit-based grading and their transcripts in their public academic regulations.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { addDays, around, dmy, gPerson, gResult, gTable, iso, longDate, otherFamily, otherGiven, sample, type GRow } from './g-kit';

const INSTITUTES = [
  { name: 'Taipa Institute of Commerce and Technology', street: 'Avenida dos Jardins do Oceano, n.º 88', host: 'titc.edu.mo' },
  { name: 'Coloane University of Applied Studies', street: 'Estrada de Seac Pai Van, n.º 17', host: 'cuas.edu.mo' },
];
const PROGS = [
  { degree: 'Bachelor of Business Administration', majors: ['Accounting', 'Marketing', 'Hospitality Management'], courses: ['Principles of Accounting', 'Business Mathematics', 'Introduction to Management', 'Microeconomics', 'English for Academic Purposes', 'Chinese Language and Culture', 'Macroeconomics', 'Business Statistics', 'Organisational Behaviour', 'Financial Management', 'Marketing Management', 'Commercial Law of Macao', 'Managerial Accounting', 'Operations Management', 'Human Resource Management', 'Business Research Methods', 'Intermediate Accounting', 'Consumer Behaviour', 'International Business', 'Corporate Governance', 'Strategic Management', 'Entrepreneurship', 'Auditing Principles', 'Digital Marketing', 'Service Quality Management', 'Business Ethics', 'Taxation', 'Internship', 'Capstone Project', 'Event Management', 'Revenue Management', 'Cost Accounting'], code: 'BA' },
  { degree: 'Bachelor of Science', majors: ['Computer Science', 'Data Science'], courses: ['Programming Fundamentals', 'Calculus I', 'Discrete Mathematics', 'Computer Systems', 'English for Academic Purposes', 'Chinese Language and Culture', 'Object-Oriented Programming', 'Calculus II', 'Linear Algebra', 'Data Structures', 'Database Systems', 'Probability and Statistics', 'Algorithms', 'Operating Systems', 'Computer Networks', 'Software Engineering', 'Web Application Development', 'Machine Learning', 'Human-Computer Interaction', 'Information Security', 'Cloud Computing', 'Data Visualisation', 'Artificial Intelligence', 'Compiler Construction', 'Mobile Computing', 'Professional Ethics in Computing', 'Big Data Analytics', 'Internship', 'Final Year Project I', 'Final Year Project II', 'Numerical Methods', 'Parallel Computing'], code: 'CS' },
];
const GRADES: Array<[string, number]> = [['A', 4], ['A-', 3.7], ['B+', 3.3], ['B', 3], ['B-', 2.7], ['C+', 2.3], ['C', 2], ['C-', 1.7], ['D', 1], ['F', 0]];

function gradeFor(rng: Rng, ability: number): [string, number] {
  const i = Math.round(around(rng, ability, 1.6, 0, 9));
  return GRADES[i];
}

async function render(rng: Rng) {
  const p = gPerson(rng, 'MO');
  const inst = rng.pick(INSTITUTES);
  const prog = rng.pick(PROGS);
  const major = rng.pick(prog.majors);
  const start = rng.int(2015, 2021);
  const done = rng.bool(0.55);
  const yearsShown = done ? 4 : rng.int(2, 4);
  const dob = iso(start - rng.int(18, 20), rng.int(1, 12), rng.int(1, 28));
  const showDob = rng.bool(0.7);
  const sid = `${prog.code}${String(start).slice(2)}${digits(rng, 5)}`;
  const F = rng.pick([SANS[0], SANS[2], SERIF[0]]);
  const ability = rng.float(0.8, 5);
  const r = gResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, inst.name, 'MO');

  // Internships and final projects belong to the last year; the other courses are spread over the years at random.
  const late = (t: string) => t === 'Internship' || t.startsWith('Final Year') || t === 'Capstone Project';
  const early = prog.courses.filter((t) => !late(t));
  const pool = [...sample(rng, early, early.length), ...prog.courses.filter(late)];
  const rows: GRow[] = [];
  let cumCr = 0;
  let cumPts = 0;
  for (let yr = 0; yr < yearsShown; yr++) {
    const session = `${start + yr}/${start + yr + 1}`;
    const current = !done && yr === yearsShown - 1;
    rows.push({ band: `Academic Year ${session}  —  Year ${yr + 1}`, cells: [] });
    let yCr = 0;
    let yPts = 0;
    for (let k = 0; k < 8; k++) {
      const sem = k < 4 ? 1 : 2;
      const title = pool[yr * 8 + k];
      const code = `${prog.code}${yr + 1}${sem}${String(k + 1).padStart(2, '0')}`;
      const cr = title === 'Internship' || title.startsWith('Final Year') || title === 'Capstone Project' ? rng.pick([3, 6]) : rng.pick([3, 3, 3, 2, 4]);
      // The current year's second semester is still running: no grade yet.
      if (current && sem === 2) {
        rows.push({ cells: [code, title, String(sem), String(cr), '', ''] });
        r.courses.push(course({ courseNumber: code, courseName: title, credit: cr, term: String(sem), session }));
        continue;
      }
      const [g, pt] = gradeFor(rng, ability);
      const pts = cr * pt;
      rows.push({ cells: [code, title, String(sem), String(cr), g, pts.toFixed(1)] });
      r.courses.push(course({ courseNumber: code, courseName: title, credit: cr, grade: g, term: String(sem), session }));
      if (pt > 0) yCr += cr;
      yPts += pts;
      cumPts += pts;
      cumCr += pt > 0 ? cr : 0;
    }
    const att = r.courses.filter((c) => c.session === session && c.grade !== null).reduce((a, c) => a + c.credit!, 0);
    const cumAtt = r.courses.filter((c) => c.grade !== null).reduce((a, c) => a + c.credit!, 0);
    rows.push({ cells: ['', `Year ${yr + 1} total:  credits attempted ${att}  ·  earned ${yCr}  ·  year GPA ${(yPts / att).toFixed(2)}`, '', '', '', yPts.toFixed(1)], italic: true });
    rows.push({ cells: ['', `Cumulative:  credits earned ${cumCr}  ·  CGPA ${(cumPts / cumAtt).toFixed(2)}`, '', '', '', cumPts.toFixed(1)], bold: true });
  }
  const cumAtt = r.courses.filter((c) => c.grade !== null).reduce((a, c) => a + c.credit!, 0);
  const cgpa = (cumPts / cumAtt).toFixed(2);
  const conferred = done ? iso(start + 4, rng.int(6, 7), rng.int(1, 30)) : null;
  const issued = conferred ? addDays(conferred, rng.int(5, 120)) : iso(start + yearsShown - 1, rng.int(2, 5), rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: sid, name: prog.degree, level: 'Bachelor', program: prog.degree, majorOrSpecialization: major,
    yearOfAdmission: start, yearOfCompletion: conferred ? start + 4 : null, status: done ? 'Completed' : null,
    dateOfIssue: issued, cgpa, totalCreditsOrMarks: String(cumCr),
  });

  const pdf = new Pdf({ size: A4, title: 'Academic Transcript', author: inst.name, creationDate: new Date(`${issued}T08:00:00Z`) });
  const L = 42;
  const W = pdf.width - 84;
  const c = rng.pick(['#0b4f6c', '#6b1d2a', '#2d3142']);
  pdf.watermark(inst.name.split(' ')[0].toUpperCase(), pdf.width / 2, pdf.height / 2, { size: 90, opacity: 0.06, color: c });
  pdf.crest(L + 22, 46, 22, inst.name.split(' ').filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).join('').slice(0, 4), c);
  pdf.text(inst.name, L + 56, 28, { font: F.bold, size: 14, color: c, width: W - 56, fit: true });
  pdf.text('Registry  ·  Academic Records Section', L + 56, 46, { font: F.regular, size: 9, color: '#444444' });
  pdf.text(`${inst.street}, Taipa, Macao  ·  Tel. +853 28${digits(rng, 2)} ${digits(rng, 4)}  ·  registry@${inst.host}`, L + 56, 59, { font: F.regular, size: 8, width: W - 56, fit: true });
  pdf.line(L, 78, L + W, 78, 1.2, c);
  pdf.text(rng.pick(['ACADEMIC TRANSCRIPT', 'OFFICIAL TRANSCRIPT OF ACADEMIC RECORD']), L, 88, { font: F.bold, size: 13, width: W, align: 'center' });
  // Header block: the student on the left, the programme on the right.
  const half = W / 2;
  const kv = (x: number, y: number, k: string, v: string) => {
    pdf.text(k, x, y, { font: F.regular, size: 8, color: '#555555' });
    pdf.text(v, x + 88, y, { font: F.bold, size: 9, width: half - 96, fit: true });
  };
  let y = 112;
  pdf.rect(L, y - 6, W, 64, 0.5, '#888888');
  pdf.line(L + half, y - 6, L + half, y + 58, 0.5, '#888888');
  kv(L + 6, y, 'Name', `${p.family.toUpperCase()} ${p.given}`);
  kv(L + 6, y + 14, 'Student No.', sid);
  if (showDob) kv(L + 6, y + 28, 'Date of Birth', dmy(dob, '/'));
  kv(L + 6, y + (showDob ? 42 : 28), 'Identity Card No.', `${rng.pick(['1', '5', '7'])}${digits(rng, 6)}(${digits(rng, 1)})`);
  kv(L + half + 6, y, 'Programme', prog.degree);
  kv(L + half + 6, y + 14, 'Major', major);
  kv(L + half + 6, y + 28, 'Year of Admission', `${start}/${start + 1}`);
  kv(L + half + 6, y + 42, 'Mode of Study', 'Full-time');
  y += 68;

  const cols = [
    { label: 'Code', width: 56 }, { label: 'Course Title', width: W - 56 - 34 - 40 - 44 - 56 },
    { label: 'Sem', width: 34, align: 'center' as const }, { label: 'Credits', width: 40, align: 'center' as const },
    { label: 'Grade', width: 44, align: 'center' as const }, { label: 'Grade Pts', width: 56, align: 'right' as const },
  ];
  const rowH = 11.2;
  let i = 0;
  while (i < rows.length) {
    const room = Math.floor((pdf.height - 120 - y - 16) / rowH);
    const chunk = rows.slice(i, i + room);
    y = gTable(pdf, F, L, y, cols, chunk, { size: 7.8, rowH, ruling: rng.pick(['rows', 'none'] as const), fill: '#e9eef2', bandFill: '#f3f3f3' }) + 8;
    i += chunk.length;
    if (i < rows.length) {
      pdf.addPage();
      pdf.text(`${inst.name} — Academic Transcript (continued) — ${sid}`, L, 36, { font: F.italic, size: 8, width: W });
      y = 56;
    }
  }
  if (conferred) {
    pdf.text(`Award: ${prog.degree}, Major in ${major}, conferred on ${longDate(conferred, 'en')}`, L, y, { font: F.bold, size: 9, width: W, fit: true });
  } else pdf.text('Status: currently enrolled. Courses without a grade are in progress.', L, y, { font: F.italic, size: 9, width: W });
  y += 14;
  pdf.text(`Total credits earned: ${cumCr}     Cumulative GPA: ${cgpa}`, L, y, { font: F.bold, size: 9 });
  y += 18;
  pdf.para(`Key to grades: ${GRADES.map(([g, pt]) => `${g} = ${pt.toFixed(1)}`).join(', ')}. D is the minimum pass; F earns no credit. Grade Pts = credits × grade value. The minimum for graduation is 120 credits with a CGPA of 2.00.`, L, y, W, { font: F.regular, size: 7, leading: 8.8, color: '#444444' });
  const foot = pdf.height - 70;
  pdf.text(`Date of Issue: ${dmy(issued, '/')}`, L, foot, { font: F.regular, size: 8.5 });
  pdf.signature(L + W - 170, foot - 22, 110, rng);
  pdf.text(`${otherGiven(rng, 'MO', rng.bool())} ${otherFamily(rng, 'MO', p.family)}, Registrar`, L + W - 200, foot + 8, { font: F.regular, size: 8.5, width: 200, align: 'right' });
  pdf.seal(L + W - 250, foot - 6, 24, c);
  pdf.text('This transcript is not valid without the seal of the Registry.', L, pdf.height - 34, { font: F.italic, size: 7, width: W, align: 'center', color: '#666666' });
  const printed: Record<string, string> = { 'candidate.fullName': `${p.family.toUpperCase()} ${p.given}`, 'qualification.dateOfIssue': dmy(issued, '/') };
  if (showDob) printed['candidate.dateOfBirth'] = dmy(dob, '/');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'g-01-transcript',
    country: 'MO',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Macao undergraduate transcript in English: letterhead with Taipa, Macao and +853; a two-column header block (SURNAME Given, student number, birth date, identity card number on the left; programme, major, year of admission, mode on the right); one sub-table per academic year with semester, credits, letter grades A-F with +/- and grade points, a year subtotal and a cumulative line; the award and its date in words, a key to grades.',
    render,
  },
];
