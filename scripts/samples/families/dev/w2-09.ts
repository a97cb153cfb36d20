/**
 * Record of achievement of a remote South Pacific island's only school, in English: the school with "Adamstown,
 * Pitcairn Island, South Pacific Ocean, PCRN 1ZZ" and a +64 telephone; "RECORD OF ACHIEVEMENT — SECONDARY YEARS";
 * the pupil's name (family name first in capitals on some), date of birth on some, the parents' names (decoys); one
 * block per school year ("Year 9 — 2019": the year's number is not the first, so no admission is read from it; the
 * block's heading the course's term and its calendar year the course's year), subjects with an achievement level on a reversed five-point scale (1 outstanding
 * … 5 not yet achieved: the grade, as printed) beside an effort letter A-E (not a grade) and a short teacher's comment;
 * the scale's key; the award line "Junior Secondary Certificate (Year 11) awarded <month year>" (the completion,
 * `Secondary`) or "Status: currently enrolled in Year 10/11" (in progress); the principal's signature with the
 * date (the issue). As island schools keep pupils' yearly achievement and effort side by side.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { iso, longDate, otherName, sample, w2Person, w2Result, w2Table, type W2Row } from './w2-kit';

const SCHOOL = 'Bounty Bay Area School';
const SUBJECTS = ['English', 'Mathematics', 'Science', 'Social Studies', 'Technology', 'Visual Arts', 'Health and Physical Education', 'Te Reo Maori', 'Marine Studies', 'Digital Technologies'];
const COMMENTS: Record<string, string[]> = {
  '1': ['Outstanding work all year', 'Exceptional understanding'],
  '2': ['Consistently strong work', 'Very good progress'],
  '3': ['Meets the expected level', 'Steady, reliable work'],
  '4': ['Working towards the level', 'Needs more practice'],
  '5': ['Has not yet achieved the level', 'Support plan in place'],
};

async function render(rng: Rng) {
  const p = w2Person(rng, 'PN');
  const start = rng.int(2012, 2022);
  const done = rng.bool(0.5);
  const years = done ? 3 : rng.int(1, 2);
  const showDob = rng.bool(0.5);
  const surnameFirst = rng.bool(0.5);
  const F = rng.pick([SANS[0], SANS[2], SERIF[0]]);
  const dob = iso(start - 13, rng.int(1, 12), rng.int(1, 28));
  const r = w2Result('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, SCHOOL, 'PN');
  Object.assign(r.qualification, { name: 'Junior Secondary Certificate', level: 'Secondary', status: done ? 'Completed' : 'In Progress' });
  const subs = ['English', 'Mathematics', 'Science', ...sample(rng, SUBJECTS.slice(3), 3)];
  const ability = rng.float(0.2, 0.8);
  const rows: W2Row[] = [];
  for (let k = 0; k < years; k++) {
    const term = `Year ${9 + k}`;
    rows.push({ cells: [], band: `${term} — ${start + k}` });
    for (const s of subs) {
      const lvl = String(rng.bool(ability) ? rng.pick([1, 2, 2]) : rng.pick([2, 3, 3, 4, 5]));
      const effort = rng.pick(['A', 'B', 'B', 'C', 'D']);
      rows.push({ cells: [s, lvl, effort, rng.pick(COMMENTS[lvl])] });
      r.courses.push(course({ courseName: s, grade: lvl, term, year: start + k }));
    }
  }
  const endYear = start + years - 1;
  const issued = done ? iso(endYear, 12, rng.int(1, 18)) : iso(endYear + 1, rng.int(2, 6), rng.int(1, 28));
  r.qualification.dateOfIssue = issued;
  if (done) r.qualification.yearOfCompletion = endYear;

  const pdf = new Pdf({ size: A4, title: 'Record of Achievement', author: SCHOOL, creationDate: new Date(`${issued}T10:00:00Z`) });
  const c = rng.pick(['#134e4a', '#1e3a8a', '#78350f']);
  const L = 48;
  const W = pdf.width - 96;
  pdf.crest(L + 22, 56, 22, 'BB', c);
  pdf.text(SCHOOL, L + 56, 38, { font: F.bold, size: 16, color: c });
  pdf.text(`Adamstown, Pitcairn Island, South Pacific Ocean, PCRN 1ZZ · Tel. +64 9 ${digits(rng, 3)} ${digits(rng, 4)}`, L + 56, 60, { font: F.regular, size: 8.5, color: '#444444' });
  pdf.text('RECORD OF ACHIEVEMENT — SECONDARY YEARS', L, 100, { font: F.bold, size: 13, width: W, align: 'center' });
  const part: Array<[string, string]> = [['Pupil', surnameFirst ? `${p.family.toUpperCase()} ${p.given}` : `${p.given} ${p.family}`]];
  if (showDob) part.push(['Date of birth', longDate(dob, 'en')]);
  part.push(['Programme', 'Junior Secondary Certificate (Years 9–11)'], ['Parents / caregivers', `${otherName(rng, 'PN', '')} and ${otherName(rng, 'PN', '')}`]);
  let y = 128;
  for (const [a, b] of part) {
    pdf.text(`${a}:`, L, y, { font: F.bold, size: 9.5 });
    pdf.text(b, L + 120, y, { font: F.regular, size: 9.5 });
    y += 14;
  }
  y += 10;
  const cols = [{ label: 'Subject', width: 170 }, { label: 'Achievement', width: 74, align: 'center' as const }, { label: 'Effort', width: 50, align: 'center' as const }, { label: "Teacher's comment", width: W - 294 }];
  y = w2Table(pdf, F, L, y, cols, rows, { size: 8.8, rowH: 15, ruling: rng.pick(['grid', 'rows'] as const), fill: '#e7e5e4', bandFill: '#f5f5f4' }) + 8;
  pdf.text('Achievement: 1 outstanding · 2 above the expected level · 3 at the expected level · 4 working towards · 5 not yet achieved. Effort: A excellent … E poor.', L, y, { font: F.italic, size: 7.6, color: '#333333', width: W, fit: true });
  y += 22;
  if (done) pdf.text(`Junior Secondary Certificate (Year 11) awarded December ${endYear}`, L, y, { font: F.bold, size: 10.5 });
  else pdf.text(`Status: currently enrolled in Year ${9 + years}`, L, y, { font: F.bold, size: 10.5 });
  y += 60;
  pdf.signature(L, y - 30, 120, rng);
  pdf.line(L, y, L + 200, y, 0.5);
  pdf.text(`${otherName(rng, 'PN', p.family)}, Principal`, L, y + 5, { font: F.regular, size: 9.5 });
  pdf.text(`Date: ${longDate(issued, 'en')}`, L + W - 200, y + 5, { font: F.regular, size: 9.5, width: 200, align: 'right' });
  const printed: Record<string, string> = { 'candidate.fullName': p.given, 'qualification.dateOfIssue': longDate(issued, 'en') };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'en');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'w2-09-record',
    country: 'PN',
    languages: ['en'],
    kind: 'transcript',
    degradations: [],
    conventions: 'Record of achievement of a remote South Pacific island school in English: school with Adamstown, Pitcairn Island, PCRN 1ZZ and +64 phone; pupil name (FAMILY Given on some), optional birth date, parents (decoys); blocks "Year 9 — 2019" (term and year; no admission); subjects with an achievement level on a reversed 1-5 scale (grade) beside an effort letter (not a grade) and a teacher comment; key; Junior Secondary Certificate (Year 11) awarded <month year> (completion, Secondary) or currently enrolled (in progress); principal and date (issue).',
    render,
  },
];
