/**
 * UK university transcript with the module code printed in the module cell before its title
 * ("CS1010 Programming Foundations" under one "Module" label), then "Level | Credits | Mark |
 * Outcome": the FHEQ level (4-7) of each module, CATS credits, the module mark in per cent, and
 * the outcome ("Pass", "Pass (Compensated)", "Pass (Resit)"); one block per stage
 * ("Stage 2 — 2020/21") with the stage's credit-weighted average under it, the header repeated
 * on a continuation page with "(continued)". Modeled on the Higher Education Achievement Report
 * and UK transcript conventions (QAA FHEQ levels, 120 credits per stage, 40% pass mark).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, formatDate, iso } from '../lib/a-kit';
import { rPerson, rResult } from '../lib/r-kit';

const UNIS = [
  { name: 'University of Wessex Downs', city: 'Salisbury', post: 'SP1 2AB' },
  { name: 'Pennine Metropolitan University', city: 'Huddersfield', post: 'HD1 3DH' },
  { name: 'Solway Firth University', city: 'Dumfries', post: 'DG1 4ZZ' },
];
const STAGES: Array<Array<[string, string, number]>> = [
  [['CS1010', 'Programming Foundations', 20], ['CS1020', 'Computer Systems', 20], ['CS1030', 'Mathematics for Computing', 20], ['CS1040', 'Web Technologies', 20], ['CS1050', 'Professional Skills and Employability', 20], ['CS1060', 'Introduction to Databases', 20]],
  [['CS2010', 'Object-Oriented Software Design', 20], ['CS2020', 'Algorithms and Data Structures', 20], ['CS2030', 'Networks and Security', 20], ['CS2040', 'Human-Computer Interaction', 20], ['CS2050', 'Group Software Engineering Project', 40]],
  [['CS3010', 'Machine Learning', 20], ['CS3020', 'Distributed and Cloud Systems', 20], ['CS3030', 'Computer Vision', 20], ['CS3040', 'Ethics, Law and Computing', 20], ['CS3090', 'Individual Honours Project', 40]],
];

function outcomeOf(rng: Rng, mark: number): string {
  if (mark >= 40) return rng.bool(0.1) ? 'Pass (Resit)' : 'Pass';
  return 'Pass (Compensated)';
}

async function render(rng: Rng) {
  const person = rPerson(rng, 'GB');
  const uni = rng.pick(UNIS);
  const F = rng.pick([SANS[0], SANS[2], SERIF[2]]);
  const entry = rng.int(2015, 2020);
  const dob = iso(entry - 18, rng.int(1, 12), rng.int(1, 28));
  const sid = digits(rng, 9);
  const r = rResult('en', 'English', person, dob);
  r.institution = { name: uni.name, country: 'United Kingdom', countryCode: 'GB', state: null, stateCode: null };
  r.qualification.name = 'Bachelor of Science with Honours';
  r.qualification.level = 'Bachelor';
  r.qualification.registrationNumber = sid;
  r.qualification.yearOfAdmission = entry;
  r.qualification.program = 'BSc (Hons) Computer Science';
  r.qualification.majorOrSpecialization = 'Computer Science';
  // The award line states the conferral.
  r.qualification.status = 'Completed';
  const ability = rng.float(52, 72);
  const stages = STAGES.map((mods, s) => ({
    label: `Stage ${s + 1}`,
    session: `${entry + s}/${String((entry + s + 1) % 100).padStart(2, '0')}`,
    mods: mods.map(([code, title, credits]) => {
      const mark = Math.max(36, Math.min(88, Math.round(ability + rng.gauss() * 9)));
      return { code, title, credits, mark, level: 4 + s, outcome: outcomeOf(rng, mark) };
    }),
  }));
  for (const s of stages) for (const m of s.mods) r.courses.push(course({ courseNumber: m.code, courseName: m.title, credit: m.credits, marksScored: m.mark, maximumMarks: 100, passStatus: m.outcome, term: s.label, session: s.session }));
  const completion = entry + 3;
  const issued = iso(completion, 7, rng.int(1, 28));
  r.qualification.dateOfIssue = issued;
  r.qualification.yearOfCompletion = completion;

  const pdf = new Pdf({ size: A4, title: 'Academic Transcript', author: uni.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 54;
  const R = pdf.width - 54;
  const W = R - L;
  const size = rng.pick([8.5, 9]);
  const lead = size * 1.5;
  const w = [0, 40, 48, 40, 110];
  w[0] = W - w.reduce((a, b) => a + b, 0);
  const xs = w.map((_, i) => L + w.slice(0, i).reduce((a, b) => a + b, 0));
  const header = (y: number, cont: boolean) => {
    pdf.fill(L, y - 3, W, size + 7, '#e6e6ef');
    ['Module', 'Level', 'Credits', 'Mark (%)', 'Outcome'].forEach((t, i) => pdf.text(t, xs[i] + 3, y, { font: F.bold, size, width: w[i] - 6, align: i === 0 || i === 4 ? 'left' : 'center' }));
    if (cont) pdf.text('(continued)', R - 80, y - 14, { font: F.italic, size: 7.5, width: 80, align: 'right' });
    return y + size + 10;
  };
  pdf.text(uni.name, L, 40, { font: F.bold, size: 14 });
  pdf.text(`Student Records Office, ${uni.city} ${uni.post}`, L, 58, { font: F.regular, size: 8.5 });
  pdf.text('TRANSCRIPT OF ACADEMIC RECORD', L, 84, { font: F.bold, size: 11 });
  const rows: Array<[string, string]> = [
    ['Student name', `${person.first}${person.middle ? ' ' + person.middle : ''} ${person.last}`],
    ['Student number', sid],
    ['Date of birth', formatDate(dob, 'gb-long')],
    ['Programme', 'BSc (Hons) Computer Science'],
    ['Award', 'Bachelor of Science with Honours'],
  ];
  rows.forEach(([k, v], n) => {
    pdf.text(k, L, 106 + n * 13, { font: F.bold, size: 8.5 });
    pdf.text(v, L + 110, 106 + n * 13, { font: F.regular, size: 8.5 });
  });
  let y = header(186, false);
  const bottom = pdf.height - 80;
  for (const s of stages) {
    if (y + lead * 3 > bottom) {
      pdf.addPage();
      y = header(60, true);
    }
    pdf.text(`${s.label} — ${s.session}`, L + 3, y, { font: F.bold, size });
    y += lead;
    for (const m of s.mods) {
      if (y + lead > bottom) {
        pdf.addPage();
        y = header(60, true);
      }
      [`${m.code} ${m.title}`, String(m.level), String(m.credits), String(m.mark), m.outcome].forEach((c, i) => pdf.text(c, xs[i] + 3, y, { font: F.regular, size, width: w[i] - 6, align: i === 0 || i === 4 ? 'left' : 'center', fit: true }));
      y += lead;
    }
    const avg = s.mods.reduce((a, m) => a + m.mark * m.credits, 0) / s.mods.reduce((a, m) => a + m.credits, 0);
    pdf.text(`${s.label} credit-weighted average: ${avg.toFixed(1)}%    Credits achieved: ${s.mods.reduce((a, m) => a + m.credits, 0)}`, L + 3, y, { font: F.italic, size: size - 0.5 });
    y += lead * 1.6;
  }
  pdf.text(`Award: Bachelor of Science with Honours, Upper Second Class, conferred ${formatDate(issued, 'gb-long')}.`, L, Math.min(y + 6, pdf.height - 64), { font: F.regular, size: 8.5, width: W, fit: true });
  pdf.text('Marks are percentages out of 100 and the pass mark is 40 per cent. Levels are those of the Framework for Higher Education Qualifications.', L, pdf.height - 46, { font: F.italic, size: 7, width: W });
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.dateOfBirth': formatDate(dob, 'gb-long') } };
}

export const families: Family[] = [
  {
    id: 'gb-module-transcript',
    country: 'GB',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'UK university transcript: module code and title in one "Module" cell, FHEQ level, CATS credits, mark in per cent and outcome (Pass, Pass (Compensated), Pass (Resit)), one block per stage with its weighted average, the header repeated with "(continued)" on later pages (QAA FHEQ, HEAR conventions).',
    render,
  },
];
