/**
 * Unofficial transcript page of a Pacific US commonwealth community college's student self-service portal, in
 * English: the portal's top bar with the college's name and menu, "Signed in as <Given Family>", a breadcrumb, the
 * page title "Academic History — Unofficial Transcript"; the student's panel (student ID with an "@" on some, the
 * programme "Associate of Science in <field>" or "Associate of Arts in <field>", the catalog year, the advisor); a
 * "Transfer Credit" block from another college (a decoy institution) with grades "T"; the terms ("Fall 2021",
 * "Spring 2022", a summer session on some) each with subject, number, title, grade, attempted and earned credits and
 * quality points, and a term line; the running term's courses with grade "—"; totals (institution GPA, credits
 * earned) and the degree awarded with its date or nothing; a footer with the college's Saipan, MP 96950 address and a
 * "page generated" time stamp (not an issue date). As US community colleges' self-service portals show academic
 * history.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { LETTER, Pdf, SANS, course, digits, setInstitution } from '../lib/n-kit';
import { iPerson, iResult, iTable, iso, otherName, sample, usDate, type IRow } from './i-kit';

const COLLEGES = ['Saipan Pacific Community College', 'Marianas Islands Technical College'];
const PROGS = [
  { head: 'Associate of Science', field: 'Nursing', sub: 'NU', courses: ['Fundamentals of Nursing', 'Pharmacology', 'Medical-Surgical Nursing I', 'Medical-Surgical Nursing II', 'Maternal and Child Nursing', 'Mental Health Nursing', 'Anatomy and Physiology I', 'Anatomy and Physiology II', 'Microbiology'] },
  { head: 'Associate of Arts', field: 'Hospitality Management', sub: 'HM', courses: ['Introduction to Hospitality', 'Food and Beverage Operations', 'Front Office Operations', 'Tourism in the Pacific', 'Housekeeping Management', 'Hospitality Law', 'Customer Service', 'Event Planning', 'Hospitality Accounting'] },
  { head: 'Associate of Science', field: 'Criminal Justice', sub: 'CJ', courses: ['Introduction to Criminal Justice', 'Criminology', 'Criminal Law', 'Police Operations', 'Corrections', 'Juvenile Justice', 'Criminal Investigation', 'Ethics in Criminal Justice', 'Report Writing'] },
];
const GEN = [['EN', 'English Composition'], ['MA', 'Intermediate Algebra'], ['MA', 'College Algebra'], ['CH', 'Chamorro Language I'], ['HI', 'History of the Marianas'], ['PS', 'Introduction to Psychology'], ['SO', 'Introduction to Sociology'], ['CO', 'Public Speaking']];
const PTS: Record<string, number> = { A: 4, B: 3, C: 2, D: 1, F: 0 };
const TRANSFER = ['Pacific Islands Junior College', 'Guam Community Learning Institute', 'Palau Technical Academy'];

async function render(rng: Rng) {
  const p = iPerson(rng, 'MP');
  const college = rng.pick(COLLEGES);
  const prog = rng.pick(PROGS);
  const start = rng.int(2015, 2023);
  const done = rng.bool(0.5);
  const nTerms = done ? 4 : rng.int(2, 3);
  const showId = rng.bool(0.6);
  const showTransfer = rng.bool(0.5);
  const summer = rng.bool(0.4);
  const id = `@${digits(rng, 8)}`;
  const F = rng.pick([SANS[0], SANS[1], SANS[2]]);
  const r = iResult('en', p.given, p.family, null);
  setInstitution(r, college, 'MP');
  const name = `${prog.head} in ${prog.field}`;
  Object.assign(r.qualification, { name, level: 'Associate', program: name, majorOrSpecialization: prog.field, registrationNumber: showId ? id : null, yearOfAdmission: start });

  const gen = sample(rng, GEN, GEN.length);
  const transferred = showTransfer ? gen.splice(0, 2) : [];
  const pool = [...gen.slice(0, 6), ...prog.courses.map((c) => [prog.sub, c])];
  const rows: IRow[] = [];
  let earned = 0;
  let qp = 0;
  let att = 0;
  if (showTransfer) {
    const from = rng.pick(TRANSFER);
    rows.push({ cells: [], band: `Transfer Credit — ${from}` });
    for (const [s, t] of transferred) {
      const num = `${s} ${rng.int(100, 199)}`;
      rows.push({ cells: [num, t, 'T', '3', '3', ''] });
      r.courses.push(course({ courseNumber: num, courseName: t, grade: 'T', credit: 3 }));
      earned += 3;
    }
  }
  const ability = rng.float(0.3, 0.9);
  let k = 0;
  const terms: Array<[string, number]> = [];
  for (let t = 0; t < nTerms; t++) {
    const y = start + Math.floor((t + 1) / 2);
    terms.push([t % 2 === 0 ? 'Fall' : 'Spring', y]);
    if (summer && t === 1) terms.push(['Summer', y]);
  }
  terms.forEach(([season, y], ti) => {
    const running = !done && ti === terms.length - 1;
    rows.push({ cells: [], band: `${season} ${y}${running ? ' (in progress)' : ''}` });
    const n = season === 'Summer' ? 1 : done && ti >= 2 ? 3 : 4;
    let tq = 0;
    let ta = 0;
    for (let i = 0; i < n; i++) {
      const [s, title] = pool[k++ % pool.length];
      const num = `${s} ${rng.int(100, 299)}`;
      const cr = s === prog.sub ? 4 : 3;
      const g = running ? null : rng.bool(ability) ? 'A' : rng.pick(['B', 'B', 'C', 'C', 'D']);
      rows.push({ cells: [num, title, g ?? '—', String(cr), g === null ? '0' : String(cr), g === null ? '' : (PTS[g] * cr).toFixed(1)] });
      r.courses.push(course({ courseNumber: num, courseName: title, grade: g, credit: cr, term: season, year: y }));
      if (g !== null) {
        tq += PTS[g] * cr;
        ta += cr;
        earned += cr;
      }
    }
    qp += tq;
    att += ta;
    if (!running) rows.push({ cells: ['', `Term: ${ta} credits, GPA ${(tq / ta).toFixed(2)}`, '', '', '', ''], italic: true });
  });
  const gpa = (qp / att).toFixed(2);
  r.qualification.cgpa = gpa;
  r.qualification.totalCreditsOrMarks = String(earned);
  const lastYear = terms[terms.length - 1][1];
  const conferred = done ? iso(lastYear, 5, rng.int(10, 25)) : null;
  if (conferred) Object.assign(r.qualification, { yearOfCompletion: lastYear, status: 'Completed' });
  const generated = iso(lastYear + (done ? 1 : 0), rng.int(1, 12), rng.int(1, 28));

  const pdf = new Pdf({ size: LETTER, title: 'Academic History', author: college, creationDate: new Date(`${generated}T02:00:00Z`) });
  const W = pdf.width;
  const c = rng.pick(['#00467f', '#0b6e4f', '#8a1538']);
  pdf.fill(0, 0, W, 38, c);
  pdf.text(college, 16, 12, { font: F.bold, size: 12, color: '#ffffff' });
  pdf.text(`Signed in as ${p.given} ${p.family}  |  Sign out`, W - 236, 14, { font: F.regular, size: 8, color: '#ffffff', width: 220, align: 'right' });
  pdf.fill(0, 38, W, 20, '#e9ecef');
  ['Home', 'Registration', 'Student Records', 'Financial Aid', 'Student Account'].forEach((m, i) => pdf.text(m, 16 + i * 92, 44, { font: i === 2 ? F.bold : F.regular, size: 8, color: '#333333' }));
  pdf.text('Home › Student Records › Academic History', 16, 68, { font: F.regular, size: 7.5, color: '#0056b3' });
  pdf.text('Academic History — Unofficial Transcript', 16, 84, { font: F.bold, size: 14 });
  const L = 16;
  const PW = W - 32;
  pdf.roundRect(L, 106, PW, 46, 4, { stroke: '#cccccc', width: 0.6 });
  const info: Array<[string, string]> = [];
  if (showId) info.push(['Student ID', id]);
  info.push(['Program', name], ['Catalog Year', `${start}-${start + 1}`], ['Advisor', otherName(rng, 'MP', p.family)]);
  info.forEach(([a, b], i) => {
    const x = L + 10 + (i % 2) * (PW / 2);
    const y = 114 + Math.floor(i / 2) * 16;
    pdf.text(`${a}:`, x, y, { font: F.bold, size: 8 });
    pdf.text(b, x + 70, y, { font: F.regular, size: 8, width: PW / 2 - 90, fit: true });
  });
  const cols = [
    { label: 'Course', width: 70 },
    { label: 'Title', width: PW - 70 - 4 * 62 },
    { label: 'Grade', width: 62, align: 'center' as const },
    { label: 'Attempted', width: 62, align: 'right' as const },
    { label: 'Earned', width: 62, align: 'right' as const },
    { label: 'Quality Pts', width: 62, align: 'right' as const },
  ];
  let y = iTable(pdf, F, L, 164, cols, rows, { size: 8, rowH: 13, ruling: 'rows', fill: '#f1f3f5', bandFill: '#dee2e6' }) + 10;
  pdf.text(`Institution GPA: ${gpa}     Total credits earned: ${earned}`, L, y, { font: F.bold, size: 9 });
  y += 14;
  if (conferred) pdf.text(`Degree awarded: ${name} — conferred ${usDate(conferred)}`, L, y, { font: F.bold, size: 9 });
  else pdf.text('Degree awarded: none', L, y, { font: F.regular, size: 9 });
  pdf.line(0, pdf.height - 40, W, pdf.height - 40, 0.5, '#cccccc');
  pdf.text(`${college} · P.O. Box ${rng.int(1000, 9999)}, Saipan, MP 96950 · This is not an official transcript · Page generated ${generated.slice(5, 7)}/${generated.slice(8)}/${generated.slice(0, 4)} ${rng.int(1, 12)}:${String(rng.int(0, 59)).padStart(2, '0')} PM`, 16, pdf.height - 30, { font: F.regular, size: 7, color: '#666666', width: W - 32, fit: true });
  const printed: Record<string, string> = {};
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'i-07-transcript',
    country: 'MP',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['screenshot'],
    conventions: 'Unofficial transcript page of a Pacific US commonwealth community college self-service portal in English: top bar and menu, Signed in as Given Family, breadcrumb, Academic History title; student panel with @-prefixed ID on some, the Associate of Science/Arts in <field> programme, catalog year, advisor; a Transfer Credit block from another college with grades T on some; Fall/Spring (and summer) terms with course, title, grade, attempted, earned and quality points, term lines, running term with —; institution GPA, credits earned, degree awarded with date or none; footer with Saipan, MP 96950 and a page-generated stamp.',
    render,
  },
];
