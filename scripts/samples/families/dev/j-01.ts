/**
 * Official academic transcript of a Bermudian community college, in English, on one letter-size page: the
 * college's letterhead with its Hamilton address and HM postcode, a (441) telephone and an .edu.bm address; the
 * student's block (name as "SURNAME, Given" or in natural order, student ID, the birth date on some, the programme
 * — an associate degree — and its concentration, the admission term on some); then the course record in two
 * side-by-side column blocks, the terms ("FALL 2019", "SPRING 2020", a short summer term on some) running down the
 * left block and on in the right one, each course with its code, title, credits "3.00" and letter grade A to F with
 * + and -, each term closed by a term line and a cumulative line (attempted, earned, GPA); courses of a term still
 * running without a grade; the degree conferred with its date, or "in progress"; total credits and the cumulative
 * GPA; a key to grades and the registrar's signature with the date of issue. As North-Atlantic community colleges
 * on the US credit model describe their transcripts.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { LETTER, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { addDays, around, dmy, iso, jPerson, jResult, jTable, otherName, sample, usDate, type JRow } from './j-kit';

const COLLEGES = [
  { name: 'Atlantic College of Applied Studies', street: '22 Reid Street', post: 'HM 11', host: 'acas.edu.bm' },
  { name: 'Bermuda Institute of Technical and Liberal Studies', street: '9 Cedar Avenue', post: 'HM 12', host: 'bitls.edu.bm' },
];
const GENERAL: Array<[string, string]> = [
  ['ENG 101', 'English Composition I'], ['ENG 102', 'English Composition II'], ['MAT 110', 'College Algebra'], ['MAT 150', 'Introductory Statistics'],
  ['HIS 120', 'History of Bermuda'], ['BIO 105', 'Environmental Science'], ['PSY 101', 'Introduction to Psychology'], ['COM 110', 'Public Speaking'],
  ['SOC 101', 'Introduction to Sociology'], ['PHI 105', 'Critical Thinking'],
];
const PROGS = [
  { degree: 'Associate of Science', major: 'Computer Information Systems', courses: [['CIS 110', 'Introduction to Computing'], ['CIS 120', 'Programming Logic'], ['CIS 135', 'Web Page Design'], ['CIS 150', 'Database Fundamentals'], ['CIS 210', 'Networking Essentials'], ['CIS 225', 'Systems Analysis'], ['CIS 230', 'Java Programming'], ['CIS 245', 'Cybersecurity Basics'], ['CIS 260', 'IT Project Management'], ['CIS 290', 'Capstone Project']] as Array<[string, string]> },
  { degree: 'Associate of Arts', major: 'Business Administration', courses: [['ACC 101', 'Financial Accounting'], ['ACC 102', 'Managerial Accounting'], ['BUS 110', 'Introduction to Business'], ['BUS 150', 'Business Law'], ['ECO 101', 'Microeconomics'], ['ECO 102', 'Macroeconomics'], ['BUS 210', 'Principles of Marketing'], ['BUS 220', 'Principles of Management'], ['BUS 240', 'Insurance and Risk'], ['BUS 290', 'Business Internship']] as Array<[string, string]> },
  { degree: 'Associate of Applied Science', major: 'Hospitality Management', courses: [['HOS 101', 'Introduction to Hospitality'], ['HOS 115', 'Front Office Operations'], ['HOS 130', 'Food and Beverage Service'], ['CUL 120', 'Food Safety and Sanitation'], ['HOS 205', 'Hospitality Accounting'], ['HOS 215', 'Rooms Division Management'], ['HOS 230', 'Event Planning'], ['HOS 240', 'Tourism in Bermuda'], ['HOS 250', 'Hospitality Law'], ['HOS 295', 'Industry Placement']] as Array<[string, string]> },
];
const GRADES: Array<[string, number]> = [['A', 4], ['A-', 3.67], ['B+', 3.33], ['B', 3], ['B-', 2.67], ['C+', 2.33], ['C', 2], ['C-', 1.67], ['D+', 1.33], ['D', 1], ['F', 0]];

interface Term {
  head: string;
  term: string;
  year: number;
  courses: Array<[string, string]>;
}

async function render(rng: Rng) {
  const p = jPerson(rng, 'BM');
  const col = rng.pick(COLLEGES);
  const prog = rng.pick(PROGS);
  const start = rng.int(2015, 2022);
  const done = rng.bool(0.55);
  const summer = rng.bool(0.4);
  const dob = iso(start - rng.int(17, 22), rng.int(1, 12), rng.int(13, 28));
  const showDob = rng.bool(0.6);
  const showAdmit = rng.bool(0.5);
  const sid = `${String(start).slice(2)}${digits(rng, 5)}`;
  const F = rng.pick([SANS[0], SANS[1], SERIF[0]]);
  const ability = rng.float(0.5, 6);
  const surnameFirst = rng.bool(0.6);
  const r = jResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, col.name, 'BM');

  // Two years of four terms (and a summer term on some), general education mixed with the programme's courses.
  const pool = [...sample(rng, GENERAL, GENERAL.length), ...prog.courses];
  const order = [...sample(rng, pool.slice(0, 14), 14), ...pool.slice(14)];
  const plan: Term[] = [
    { head: `FALL ${start}`, term: 'Fall', year: start, courses: order.slice(0, 5) },
    { head: `SPRING ${start + 1}`, term: 'Spring', year: start + 1, courses: order.slice(5, 10) },
    ...(summer ? [{ head: `SUMMER ${start + 1}`, term: 'Summer', year: start + 1, courses: order.slice(10, 12) }] : []),
    { head: `FALL ${start + 1}`, term: 'Fall', year: start + 1, courses: order.slice(summer ? 12 : 10, summer ? 16 : 15) },
    { head: `SPRING ${start + 2}`, term: 'Spring', year: start + 2, courses: order.slice(summer ? 16 : 15, 20) },
  ];
  const shown = done ? plan.length : rng.int(2, plan.length);
  const blocks: JRow[][] = [];
  let cumAtt = 0;
  let cumErn = 0;
  let cumPts = 0;
  for (let t = 0; t < shown; t++) {
    const term = plan[t];
    const running = !done && t === shown - 1;
    const rows: JRow[] = [{ band: term.head, cells: [] }];
    let att = 0;
    let ern = 0;
    let pts = 0;
    for (const [code, title] of term.courses) {
      const cr = title.includes('Internship') || title.includes('Placement') || title.includes('Capstone') ? rng.pick([3, 4]) : 3;
      if (running) {
        rows.push({ cells: [code, title, cr.toFixed(2), ''] });
        r.courses.push(course({ courseNumber: code, courseName: title, credit: cr, term: term.term, year: term.year }));
        continue;
      }
      const [g, v] = GRADES[Math.round(around(rng, ability, 1.8, 0, 10))];
      rows.push({ cells: [code, title, cr.toFixed(2), g] });
      r.courses.push(course({ courseNumber: code, courseName: title, credit: cr, grade: g, term: term.term, year: term.year }));
      att += cr;
      if (v > 0) ern += cr;
      pts += cr * v;
    }
    if (!running) {
      cumAtt += att;
      cumErn += ern;
      cumPts += pts;
      rows.push({ cells: ['', `Term: Att ${att.toFixed(2)}  Ern ${ern.toFixed(2)}  GPA ${(pts / att).toFixed(2)}`, '', ''], italic: true });
      rows.push({ cells: ['', `Cum:  Att ${cumAtt.toFixed(2)}  Ern ${cumErn.toFixed(2)}  GPA ${(cumPts / cumAtt).toFixed(2)}`, '', ''], italic: true });
    } else rows.push({ cells: ['', 'Term in progress', '', ''], italic: true });
    blocks.push(rows);
  }
  const cgpa = (cumPts / cumAtt).toFixed(2);
  const conferred = done ? iso(start + 2, 5, rng.int(14, 28)) : null;
  // A record of a study in progress is issued while its last term runs.
  const last = plan[shown - 1];
  const during = last.term === 'Fall' ? rng.int(10, 11) : last.term === 'Spring' ? rng.int(2, 4) : 7;
  const issued = conferred ? addDays(conferred, rng.int(3, 200)) : iso(last.year, during, rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: sid, name: prog.degree, level: 'Associate', program: prog.degree, majorOrSpecialization: prog.major,
    // A record still running prints "Degree Status: in progress": the standing under its caption (families README,
    // `qualification.status`: `In Progress` where the page prints the student's standing as enrolled under its caption).
    yearOfAdmission: start, yearOfCompletion: conferred ? start + 2 : null, status: done ? 'Completed' : 'In Progress',
    dateOfIssue: issued, cgpa, totalCreditsOrMarks: String(cumErn),
  });

  const pdf = new Pdf({ size: LETTER, title: 'Official Transcript', author: col.name, creationDate: new Date(`${issued}T12:00:00Z`) });
  const L = 36;
  const W = pdf.width - 72;
  const c = rng.pick(['#003b5c', '#5b2333', '#1e4d2b']);
  pdf.crest(L + 24, 50, 24, col.name.split(' ').filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).join(''), c);
  pdf.text(col.name, L + 60, 30, { font: F.bold, size: 15, color: c, width: W - 60, fit: true });
  pdf.text('Office of the Registrar', L + 60, 50, { font: F.regular, size: 9 });
  pdf.text(`${col.street}, Hamilton ${col.post}, Bermuda   ·   Tel. (441) 29${digits(rng, 1)}-${digits(rng, 4)}   ·   registrar@${col.host}`, L + 60, 63, { font: F.regular, size: 8, color: '#333333', width: W - 60, fit: true });
  pdf.line(L, 84, L + W, 84, 1.5, c);
  pdf.text('OFFICIAL ACADEMIC TRANSCRIPT', L, 94, { font: F.bold, size: 12, width: W, align: 'center', cs: 1 });
  const name = surnameFirst ? `${p.family.toUpperCase()}, ${p.given}` : `${p.given} ${p.family}`;
  const left: Array<[string, string]> = [['Student Name', name], ['Student ID', sid]];
  if (showDob) left.push(['Date of Birth', dmy(dob, '/')]);
  const right: Array<[string, string]> = [['Programme', prog.degree], ['Concentration', prog.major]];
  if (showAdmit) right.push(['Admitted', `Fall ${start}`]);
  let y = 116;
  const kv = (x: number, rows: Array<[string, string]>) => rows.forEach(([k, v], i) => {
    pdf.text(`${k}:`, x, y + i * 12, { font: F.bold, size: 8.5 });
    pdf.text(v, x + 80, y + i * 12, { font: F.regular, size: 8.5, width: W / 2 - 90, fit: true });
  });
  kv(L, left);
  kv(L + W / 2 + 6, right);
  y += 42;
  pdf.line(L, y, L + W, y, 0.6, '#888888');
  y += 6;

  // The record runs down the left block and on in the right one, a term never split between them.
  const half = (W - 14) / 2;
  const cols = [{ label: 'Course', width: 46 }, { label: 'Title', width: half - 46 - 34 - 30 }, { label: 'Credits', width: 34, align: 'right' as const }, { label: 'Grade', width: 30, align: 'center' as const }];
  const total = blocks.reduce((a, b) => a + b.length, 0);
  let split = 0;
  let count = 0;
  while (split < blocks.length && count + blocks[split].length <= Math.ceil(total / 2) + 2) count += blocks[split++].length;
  if (split === 0) split = 1;
  const style = { size: 7.6, rowH: 10.6, ruling: rng.pick(['rows', 'none'] as const), fill: '#e8ecef', bandFill: '#f2f2f2' };
  const yl = jTable(pdf, F, L, y, cols, blocks.slice(0, split).flat(), style);
  const yr = split < blocks.length ? jTable(pdf, F, L + half + 14, y, cols, blocks.slice(split).flat(), style) : y;
  pdf.line(L + half + 7, y, L + half + 7, Math.max(yl, yr), 0.5, '#aaaaaa');
  y = Math.max(yl, yr) + 14;
  if (conferred) pdf.text(`Degree Conferred: ${prog.degree} — Concentration: ${prog.major} — ${usDate(conferred)}`, L, y, { font: F.bold, size: 9, width: W, fit: true });
  else pdf.text('Degree Status: in progress. Courses listed without a grade are in progress.', L, y, { font: F.italic, size: 9, width: W });
  y += 14;
  pdf.text(`Total Credits Earned: ${cumErn}      Cumulative GPA: ${cgpa}`, L, y, { font: F.bold, size: 9 });
  y += 20;
  pdf.para(`Key to grades: ${GRADES.map(([g, v]) => `${g} ${v.toFixed(2)}`).join(' · ')}. W withdrawn, I incomplete, P pass (no grade points). Credits: semester credit hours.`, L, y, W, { font: F.regular, size: 7, leading: 8.6, color: '#444444' });
  const foot = pdf.height - 78;
  pdf.text(`Date Issued: ${usDate(issued)}`, L, foot + 8, { font: F.regular, size: 8.5 });
  pdf.signature(L + W - 170, foot - 18, 120, rng);
  pdf.text(`${otherName(rng, 'BM', p.family)}, Registrar`, L + W - 230, foot + 8, { font: F.regular, size: 8.5, width: 230, align: 'right' });
  pdf.seal(L + W - 270, foot, 22, c);
  pdf.text('Official only with the Registrar\'s signature and the college seal. Released under the Personal Information Protection Act.', L, pdf.height - 36, { font: F.italic, size: 7, width: W, align: 'center', color: '#666666' });
  const printed: Record<string, string> = { 'candidate.fullName': name, 'qualification.dateOfIssue': usDate(issued) };
  if (showDob) printed['candidate.dateOfBirth'] = dmy(dob, '/');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'j-01-transcript',
    country: 'BM',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Bermudian community-college transcript on one letter page: Hamilton HM postcode, (441) phone, .edu.bm; "SURNAME, Given" or natural order, student ID, optional birth date and admission term; an associate degree with a concentration; terms FALL/SPRING/SUMMER in two side-by-side column blocks, credits 3.00, A-F with +/-, term and cumulative lines after each term, a running term without grades; degree conferred with date, total credits, cumulative GPA, key to grades, date issued.',
    render,
  },
];
