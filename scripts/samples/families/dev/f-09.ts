/**
 * Guamanian graduate school's academic record (a postgraduate transcript), in English, on the US registrar
 * model of the territory's institutions: the school's name, its address in Mangilao or Hagåtña, Guam 96923/96910
 * with a (671) telephone; "GRADUATE ACADEMIC RECORD"; a particulars block (student name, ID, date of birth on
 * some, "Program: Master of Business Administration" with a concentration, or "Master of Science in <field>",
 * admit term); the study in trimesters (Fall, Spring and Summer Trimester of each year) stacked, each with a
 * heading and rows of subject, number, course title, grade (A to C with plus and minus, F; "P" for a
 * pass/no-pass capstone seminar), credits attempted and earned and quality points; a trimester line and a
 * cumulative line under each (no course); the graduate totals (credits earned, cumulative GPA); the degree
 * conferred with its date, or none yet; the registrar's signature, the date printed and a key to grades. As
 * described by American-Pacific graduate catalogues (3-credit courses, a 3.00 GPA to graduate, trimester
 * calendars of professional master's programmes).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { LETTER, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { addDays, fPerson, fResult, fTable, iso, mdyNum, usDate, upper, type FRow } from './f-kit';

const SCHOOLS = [
  { name: 'Marianas Graduate School of Business and Public Policy', place: 'Route 10, Mangilao, Guam 96923' },
  { name: 'Pacific Islands Graduate Institute', place: '173 Aspinall Avenue, Hagåtña, Guam 96910' },
];
const PROGS = [
  { line: 'Master of Business Administration', name: 'Master of Business Administration', major: null, conc: ['Finance', 'Hospitality Management', 'International Business'], subj: 'MBA', titles: ['Managerial Economics', 'Organizational Leadership', 'Financial Reporting and Analysis', 'Quantitative Methods for Managers', 'Marketing Management', 'Operations Management', 'Corporate Finance', 'Managing in the Asia-Pacific', 'Information Systems for Managers', 'Business Law and Ethics', 'Strategic Management', 'Negotiation', 'Entrepreneurial Finance', 'Capstone Seminar'] },
  { line: 'Master of Science in Clinical Mental Health Counseling', name: 'Master of Science', major: 'Clinical Mental Health Counseling', conc: null, subj: 'CMHC', titles: ['Foundations of Counseling', 'Human Growth and Development', 'Counseling Theories', 'Research Methods in Counseling', 'Psychopathology', 'Group Counseling', 'Multicultural Counseling in the Pacific', 'Assessment and Testing', 'Career Counseling', 'Crisis Intervention', 'Ethics and Professional Practice', 'Family Systems', 'Practicum', 'Capstone Seminar'] },
];
const SCALE: Array<[string, number]> = [['A', 4], ['A-', 3.7], ['B+', 3.3], ['B', 3], ['B-', 2.7], ['C+', 2.3], ['C', 2]];

async function render(rng: Rng) {
  const p = fPerson(rng, 'GU');
  const s = rng.pick(SCHOOLS);
  const prog = rng.pick(PROGS);
  const conc = prog.conc ? rng.pick(prog.conc) : null;
  const start = rng.int(2015, 2022);
  const terms = rng.pick([3, 4, 5, 5]);
  const grad = terms === 5;
  const showDob = rng.bool(0.5);
  const dob = iso(start - rng.int(23, 38), rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick([SERIF[0], SANS[0], SANS[2]]);
  const ability = rng.float(0, 3.2);
  const sid = `00${digits(rng, 5)}`;
  const r = fResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, s.name, 'GU');

  const TRI = ['Fall', 'Spring', 'Summer'];
  const blocks: Array<{ head: string; rows: FRow[]; lines: [string, string] }> = [];
  let att = 0;
  let qp = 0;
  let gpaCr = 0;
  let k = 0;
  for (let t = 0; t < terms; t++) {
    const name = `${TRI[t % 3]} Trimester`;
    const yr = start + (t % 3 === 0 ? Math.floor(t / 3) : Math.floor(t / 3) + 1);
    const rows: FRow[] = [];
    let ta = 0;
    let tq = 0;
    let tg = 0;
    const n = t === terms - 1 && grad ? 2 : rng.int(2, 3);
    for (let c = 0; c < n; c++) {
      const title = grad && t === terms - 1 && c === n - 1 ? 'Capstone Seminar' : prog.titles[k % (prog.titles.length - 1)];
      const num = `${600 + (k % 13) * 5 + (title === 'Capstone Seminar' ? 95 - (k % 13) * 5 : 0)}`;
      k++;
      const code = `${prog.subj} ${num}`;
      if (title === 'Capstone Seminar') {
        rows.push({ cells: [prog.subj, num, title, 'P', '3.00', '3.00', '0.00'] });
        r.courses.push(course({ courseNumber: code, courseName: title, credit: 3, grade: 'P', term: name, year: yr }));
        ta += 3;
        continue;
      }
      const idx = Math.max(0, Math.min(SCALE.length - 1, Math.round(ability + rng.gauss() * 1.2)));
      const [g, v] = SCALE[idx];
      rows.push({ cells: [prog.subj, num, title, g, '3.00', '3.00', (v * 3).toFixed(2)] });
      r.courses.push(course({ courseNumber: code, courseName: title, credit: 3, grade: g, term: name, year: yr }));
      ta += 3;
      tq += v * 3;
      tg += 3;
    }
    att += ta;
    qp += tq;
    gpaCr += tg;
    blocks.push({ head: `${name} ${yr}`, rows, lines: [`Trimester:  Att ${ta.toFixed(2)}  Ern ${ta.toFixed(2)}  QPts ${tq.toFixed(2)}  GPA ${tg ? (tq / tg).toFixed(2) : '0.00'}`, `Cumulative: Att ${att.toFixed(2)}  Ern ${att.toFixed(2)}  QPts ${qp.toFixed(2)}  GPA ${(qp / gpaCr).toFixed(2)}`] });
  }
  const gpa = (qp / gpaCr).toFixed(2);
  const lastYr = start + Math.floor((terms - 1) / 3) + ((terms - 1) % 3 === 0 ? 0 : 1);
  const conferred = iso(lastYr, 5, rng.int(10, 28));
  const issued = grad ? addDays(conferred, rng.int(5, 150)) : iso(lastYr, rng.pick([4, 8]) + 1, rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: sid, name: prog.name, level: 'Master', program: prog.line, majorOrSpecialization: prog.major ?? conc,
    yearOfAdmission: start, dateOfIssue: issued, cgpa: gpa, totalCreditsOrMarks: String(att),
  });
  if (grad) Object.assign(r.qualification, { yearOfCompletion: lastYr, status: 'Completed' });

  const pdf = new Pdf({ size: LETTER, title: 'Graduate Academic Record', author: s.name, creationDate: new Date(`${issued}T01:00:00Z`) });
  const L = 42;
  const W = pdf.width - 84;
  const c = rng.pick(['#00386b', '#2f4f4f', '#7a3b00']);
  pdf.text(upper(s.name), L, 30, { font: F.bold, size: 12.5, color: c, width: W, align: 'center', fit: true });
  pdf.text(`Office of the Registrar  ·  ${s.place}  ·  (671) ${digits(rng, 3)}-${digits(rng, 4)}`, L, 48, { font: F.regular, size: 8.2, width: W, align: 'center', fit: true });
  pdf.text('GRADUATE ACADEMIC RECORD', L, 66, { font: F.bold, size: 12, width: W, align: 'center' });
  pdf.line(L, 84, L + W, 84, 0.8);
  const info: Array<[string, string]> = [['Student', `${p.given} ${p.family}`], ['Student ID', sid], ['Program', prog.line]];
  if (conc) info.push(['Concentration', conc]);
  info.push(['Admit Term', `Fall Trimester ${start}`]);
  if (showDob) info.push(['Birth Date', mdyNum(dob)]);
  info.push(['Level', 'Graduate']);
  info.forEach(([kk, v], i) => {
    const x = L + (i % 2) * (W / 2);
    const yy = 92 + Math.floor(i / 2) * 13;
    pdf.text(`${kk}:`, x, yy, { font: F.bold, size: 8.5 });
    pdf.text(v, x + 80, yy, { font: F.regular, size: 8.5, width: W / 2 - 84, fit: true });
  });
  let y = 92 + Math.ceil(info.length / 2) * 13 + 12;
  const cols = [{ label: 'Subj', width: 44 }, { label: 'No.', width: 36 }, { label: 'Course Title', width: W - 44 - 36 - 44 - 56 - 56 - 56 }, { label: 'Grade', width: 44, align: 'center' as const }, { label: 'Cr Att', width: 56, align: 'right' as const }, { label: 'Cr Ern', width: 56, align: 'right' as const }, { label: 'QPts', width: 56, align: 'right' as const }];
  y = fTable(pdf, F, L, y, cols, [], { size: 8.4, rowH: 12, ruling: 'none' }) - 0;
  for (const b of blocks) {
    if (y + 40 + b.rows.length * 12 > pdf.height - 120) {
      pdf.text('(continued)', L, pdf.height - 40, { font: F.italic, size: 8, width: W, align: 'right' });
      pdf.addPage();
      pdf.text(`${upper(s.name)} — GRADUATE ACADEMIC RECORD — ${p.given} ${p.family} (${sid})`, L, 30, { font: F.regular, size: 8, width: W, fit: true });
      y = fTable(pdf, F, L, 48, cols, [], { size: 8.4, rowH: 12, ruling: 'none' });
    }
    y += 6;
    pdf.text(b.head, L, y, { font: F.bold, size: 9 });
    y += 13;
    y = fTable(pdf, F, L, y, cols, b.rows, { size: 8.4, rowH: 12, ruling: 'rows', header: false });
    pdf.text(b.lines[0], L + 200, y + 2, { font: F.regular, size: 7.8, width: W - 200, align: 'right' });
    pdf.text(b.lines[1], L + 200, y + 12, { font: F.regular, size: 7.8, width: W - 200, align: 'right' });
    y += 26;
  }
  y += 8;
  pdf.text(`GRADUATE TOTALS:  Credits Earned ${att.toFixed(2)}   Cumulative GPA ${gpa}`, L, y, { font: F.bold, size: 9.5 });
  y += 16;
  if (grad) pdf.text(`DEGREE CONFERRED: ${prog.name}${conc ? ` — Concentration: ${conc}` : ''}   Date: ${usDate(conferred)}`, L, y, { font: F.regular, size: 9, width: W, fit: true });
  else pdf.text('No degree conferred.', L, y, { font: F.regular, size: 9 });
  y += 40;
  pdf.signature(L + 20, y - 18, 100, rng);
  pdf.line(L, y, L + 170, y, 0.5);
  pdf.text('University Registrar', L, y + 4, { font: F.regular, size: 8.5, width: 170, align: 'center' });
  pdf.text(`Date Printed: ${mdyNum(issued)}`, L + W - 200, y + 4, { font: F.regular, size: 8.5, width: 200, align: 'right' });
  pdf.text('Grades: A 4.0, A- 3.7, B+ 3.3, B 3.0, B- 2.7, C+ 2.3, C 2.0, F 0.0; P pass (not in GPA); I incomplete; W withdrawal. Graduate students must hold a cumulative GPA of 3.00 to graduate.', L, y + 28, { font: F.italic, size: 7, width: W, fit: true });
  const printed: Record<string, string> = { 'qualification.dateOfIssue': mdyNum(issued), 'qualification.totalCreditsOrMarks': att.toFixed(2) };
  if (showDob) printed['candidate.dateOfBirth'] = mdyNum(dob);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'f-09-transcript',
    country: 'GU',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Guamanian graduate school academic record in English on the US model: address in Mangilao or Hagåtña, Guam and (671); student, ID, program (an MBA with a concentration, or a Master of Science in a field), admit term, birth date on some; Fall, Spring and Summer Trimesters stacked with subject and number in two cells, title, letter grade with plus and minus or P, credits attempted and earned, quality points, trimester and cumulative lines (no course); graduate totals, degree conferred with its date; as described by American-Pacific graduate catalogues.',
    render,
  },
];
