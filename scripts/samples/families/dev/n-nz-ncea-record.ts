/**
 * New Zealand secondary school "Record of Learning" printed from the school's student portal: the
 * student with National Student Number (NSN), year level and date of birth, the qualifications
 * attained (NCEA Level 1-3, endorsements, University Entrance), then the standards by year: Standard
 * number | Title | Level | Credits | Result (Achieved, Merit, Excellence as A/M/E, or words) |
 * Internal/External, credit totals per level and in all.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, course, courseTable, dmy, footers, iso, longDate, nPerson, nResult, digits, setInstitution, upper, type Column, type TableRow } from '../lib/n-kit';

const SCHOOLS = [
  { name: 'Kōwhai Grove College', city: 'Whangārei' },
  { name: 'Harbourview High School', city: 'Tauranga' },
  { name: 'Southern Alps Girls\' College', city: 'Timaru' },
  { name: 'Te Awa Community College', city: 'Palmerston North' },
];
/** Subject → standards (title) per level; numbers are invented 5-digit ids. */
const SUBJECTS: Record<string, string[]> = {
  English: ['Analyse written text', 'Produce creative writing', 'Analyse visual or oral text', 'Respond critically to significant connections across texts'],
  Mathematics: ['Apply algebraic procedures in solving problems', 'Apply differentiation methods', 'Apply probability concepts', 'Apply trigonometric relationships'],
  Chemistry: ['Demonstrate understanding of chemical reactivity', 'Carry out a practical investigation', 'Demonstrate understanding of thermochemical principles'],
  Biology: ['Demonstrate understanding of life processes', 'Carry out a practical investigation in a biological context', 'Demonstrate understanding of genetic variation'],
  History: ['Carry out an inquiry of an historical event', 'Examine perspectives on an historical event', 'Analyse the causes and consequences of an historical event'],
  Geography: ['Conduct geographic research', 'Explain a geographic topic', 'Demonstrate understanding of a cultural process'],
  'Te Reo Māori': ['Whakarongo kia mōhio ki te reo', 'Kōrero kia whakamahi i te reo', 'Tuhi i te reo'],
};
const RESULT_WORDS: Record<string, string> = { A: 'Achieved', M: 'Merit', E: 'Excellence' };

async function render(rng: Rng) {
  const person = nPerson(rng, 'NZ');
  const school = rng.pick(SCHOOLS);
  const y13 = rng.int(2015, 2025);
  const dob = iso(y13 - 18, rng.int(1, 12), rng.int(1, 28));
  const nsn = digits(rng, 9);
  const F = rng.pick([SANS[0], SANS[1], SANS[2], SANS[4]]);
  const ability = rng.float(0.3, 0.85);
  const words = rng.bool(0.5);
  const subjects = rng.sample(Object.keys(SUBJECTS), 5);

  const r = nResult('en', person, dob);
  setInstitution(r, school.name, 'NZ');
  const rows: TableRow[] = [];
  const perLevel: number[] = [0, 0, 0];
  let mOrE = 0;
  for (let lvl = 1; lvl <= 3; lvl++) {
    const year = y13 - 3 + lvl;
    rows.push({ heading: `${year}  —  Year ${10 + lvl}  —  NCEA Level ${lvl}` });
    for (const subj of subjects.slice(0, lvl === 1 ? 5 : 4)) {
      const titles = SUBJECTS[subj];
      const n = rng.int(2, 3);
      for (let k = 0; k < n; k++) {
        const title = `${subj} ${lvl}.${k + 1} — ${titles[(lvl + k) % titles.length]}`;
        const std = String(rng.int(90000, 92999));
        const credits = rng.pick([3, 4, 4, 5, 6]);
        const v = ability + rng.gauss() * 0.22;
        const res = v > 0.75 ? 'E' : v > 0.5 ? 'M' : 'A';
        const ie = rng.bool(0.5) ? 'Internal' : 'External';
        rows.push({ cells: [std, title, String(lvl), String(credits), words ? RESULT_WORDS[res] : res, ie] });
        r.courses.push(course({ courseNumber: std, courseName: title, credit: credits, grade: words ? RESULT_WORDS[res] : res, year, term: `Level ${lvl}` }));
        perLevel[lvl - 1] += credits;
        if (res !== 'A' && lvl === 3) mOrE += credits;
      }
    }
  }
  const total = perLevel.reduce((a, b) => a + b, 0);
  const printedAt = iso(y13 + 1, rng.int(1, 3), rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: nsn, name: 'National Certificate of Educational Achievement Level 3', level: 'Higher Secondary',
    yearOfCompletion: y13, totalCreditsOrMarks: String(total), status: 'Completed',
  });

  const pdf = new Pdf({ size: A4, title: 'Record of Learning', author: school.name, creationDate: new Date(`${printedAt}T02:00:00Z`) });
  const L = 40;
  const R = pdf.width - L;
  const W = R - L;
  const navy = rng.pick(['#1b3a5b', '#2e5339', '#6b1f3a']);
  pdf.fill(0, 0, pdf.width, 58, navy);
  pdf.text(school.name, L, 16, { font: F.bold, size: 16, color: '#ffffff' });
  pdf.text(`${school.city}, New Zealand  ·  Student Portal`, L, 38, { font: F.regular, size: 8.5, color: '#dddddd' });
  pdf.text('RECORD OF LEARNING — NCEA', L, 76, { font: F.bold, size: 13 });
  pdf.text(`Printed ${dmy(printedAt, '/')}`, L, 78, { font: F.regular, size: 8, width: W, align: 'right' });
  let y = 100;
  const info: Array<[string, string]> = [['Student', upper(`${person.family}, ${person.given}`)], ['NSN', nsn], ['Date of Birth', longDate(dob, 'en')], ['Year Level', '13 (Leaver)']];
  info.forEach(([k, v], i) => {
    const x = L + (i % 2) * (W / 2);
    const yy = y + Math.floor(i / 2) * 15;
    pdf.text(`${k}:`, x, yy, { font: F.regular, size: 9, color: '#555555' });
    pdf.text(v, x + 80, yy, { font: F.bold, size: 9.5 });
  });
  y += 40;
  pdf.text('Qualifications attained', L, y, { font: F.bold, size: 10.5, color: navy });
  y += 16;
  const quals = [
    [`National Certificate of Educational Achievement Level 1`, String(y13 - 2)],
    [`National Certificate of Educational Achievement Level 2`, String(y13 - 1)],
    [`National Certificate of Educational Achievement Level 3${mOrE >= 50 ? ' with Merit' : ''}`, String(y13)],
    ['University Entrance', String(y13)],
  ];
  for (const [q, yr] of quals) {
    pdf.text(q, L + 8, y, { font: F.regular, size: 9 });
    pdf.text(yr, L, y, { font: F.regular, size: 9, width: W, align: 'right' });
    y += 13;
  }
  y += 12;
  const cols: Column[] = [
    { label: 'Standard', width: 54 },
    { label: 'Title', width: W - 54 - 36 - 44 - 64 - 58, wrap: true },
    { label: 'Level', width: 36, align: 'center' },
    { label: 'Credits', width: 44, align: 'center' },
    { label: 'Result', width: 64, align: 'center' },
    { label: 'Int/Ext', width: 58, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8, ruling: rng.pick(['zebra', 'rows'] as const), zebra: '#eef3f8', headerFill: '#d9e2ec', repeatHeader: true, top: 40, bottom: pdf.height - 60 });
  y += 14;
  if (y > pdf.height - 90) {
    pdf.addPage();
    y = 50;
  }
  pdf.text(`Credits: Level 1 ${perLevel[0]}  ·  Level 2 ${perLevel[1]}  ·  Level 3 ${perLevel[2]}  ·  Total ${total}`, L, y, { font: F.bold, size: 9.5 });
  pdf.text('Results: A Achieved, M Merit, E Excellence, N Not Achieved. This record is not an official NZQA Record of Achievement.', L, y + 16, { font: F.italic, size: 7.5, width: W, fit: true });
  footers(pdf, F, (p, n) => `${school.name} — Record of Learning — page ${p} of ${n}`);
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': upper(`${person.family}, ${person.given}`), 'candidate.dateOfBirth': longDate(dob, 'en') } };
}

export const families: Family[] = [
  {
    id: 'n-nz-ncea-record',
    country: 'NZ',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['screenshot', 'scan'],
    conventions: 'New Zealand secondary school "Record of Learning" printed from the school portal: NSN, year level, qualifications attained (NCEA Levels 1-3 with endorsement, University Entrance), standards by year with number, title, level, credits, result Achieved/Merit/Excellence (letters or words) and internal/external assessment, credit totals per level; NCEA rules as described by New Zealand schools\' NCEA guides.',
    render,
  },
];
