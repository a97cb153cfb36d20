/**
 * Learner-portal page of a South Pacific external territory's vocational college, captured as a screenshot, in
 * English: the portal's bar with the college's name, tabs (My Enrolments, Results, Payments), "Statement of Academic
 * Record" for a diploma of the national vocational framework ("NIB50224 Diploma of Business": the code a decoy, the
 * name with its field as diplomas keep it, the field the major, `Diploma`); the learner card (name, learner ID on some, date of birth on some, "Commencement date" the
 * admission, "Status: Active" (in progress) or "Status: Completed" with the qualification's issue date); the units of
 * competency as one flat table of code, title, nominal hours (never credits), result date, attempt and the result
 * code — CA (competency achieved), NYC (not yet competent), CT (credit transfer), RPL, and "Enrolled" with no result
 * (grade null) — a unit not yet competent and attempted again printing both attempts (each a course, as printed);
 * the result codes' key; the footer with "Burnt Pine, Norfolk Island 2899" and a +672 telephone, and a "page generated"
 * time (a decoy date). As competency-based vocational colleges show results in learner portals.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { Pdf, SANS, course, digits, setInstitution } from '../lib/n-kit';
import { addDays, dmy, iso, otherName, w2Person, w2Result, w2Table, type W2Row } from './w2-kit';

const COLLEGES = ['Norfolk Island College of Skills and Enterprise', 'Kingston Pines Training College'];
const QUALS = [
  { code: 'NIB50224', name: 'Diploma of Business', field: 'Business', pre: 'NIBUS', units: ['Manage budgets and financial plans', 'Lead communication in the workplace', 'Manage team effectiveness', 'Develop workplace policies', 'Manage business risk', 'Plan and implement marketing activities', 'Manage operational plans', 'Develop critical thinking in others', 'Manage meetings', 'Coordinate customer service', 'Apply digital solutions to work processes', 'Manage personal work priorities'] },
  { code: 'NIT50322', name: 'Diploma of Hospitality Management', field: 'Hospitality Management', pre: 'NIHOS', units: ['Coordinate service operations', 'Monitor work operations', 'Manage finances within a budget', 'Roster staff', 'Lead and manage people', 'Manage conflict', 'Prepare and monitor budgets', 'Develop and implement operational plans', 'Manage physical assets', 'Coordinate cooking operations', 'Use hygienic practices for food safety', 'Provide responsible service of alcohol'] },
];

async function render(rng: Rng) {
  const p = w2Person(rng, 'NF');
  const college = rng.pick(COLLEGES);
  const q = rng.pick(QUALS);
  const start = iso(rng.int(2016, 2023), rng.pick([7, 8, 9, 10]), rng.int(1, 20));
  const done = rng.bool(0.45);
  const showId = rng.bool(0.55);
  const showDob = rng.bool(0.4);
  const F = rng.pick([SANS[0], SANS[1], SANS[2]]);
  const id = `${digits(rng, 7)}`;
  const dob = iso(Number(start.slice(0, 4)) - rng.int(18, 40), rng.int(1, 12), rng.int(1, 28));
  const r = w2Result('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, college, 'NF');
  Object.assign(r.qualification, { name: q.name, level: 'Diploma', majorOrSpecialization: q.field, registrationNumber: showId ? id : null, yearOfAdmission: Number(start.slice(0, 4)), status: done ? 'Completed' : 'In Progress' });
  const n = done ? q.units.length : rng.int(7, q.units.length);
  const rows: W2Row[] = [];
  let day = 30;
  const retakes = new Set([rng.int(1, 5), rng.int(6, 9)]);
  const ctUnit = rng.bool(0.5) ? 0 : -1;
  for (let i = 0; i < n; i++) {
    const code = `${q.pre}${String(401 + i * 3)}`;
    const title = q.units[i];
    const hours = rng.pick([20, 30, 40, 50, 60]);
    day += rng.int(20, 40);
    const when = addDays(start, day);
    const open = !done && i >= n - 2;
    let result = open ? 'Enrolled' : i === ctUnit ? 'CT' : rng.bool(0.1) ? 'RPL' : 'CA';
    if (retakes.has(i) && !open) {
      rows.push({ cells: [code, title, String(hours), dmy(when), '1', 'NYC'] });
      r.courses.push(course({ courseNumber: code, courseName: title, grade: 'NYC' }));
      result = 'CA';
      rows.push({ cells: [code, title, String(hours), dmy(addDays(when, rng.int(20, 40))), '2', result] });
      r.courses.push(course({ courseNumber: code, courseName: title, grade: result }));
      continue;
    }
    rows.push({ cells: [code, title, String(hours), open ? '—' : dmy(when), open ? '' : '1', result] });
    r.courses.push(course({ courseNumber: code, courseName: title, grade: open ? null : result }));
  }
  const issued = addDays(start, day + rng.int(30, 60));
  const generated = addDays(issued, rng.int(5, 400));
  if (done) Object.assign(r.qualification, { yearOfCompletion: Number(issued.slice(0, 4)), dateOfIssue: issued });

  const pdf = new Pdf({ size: [1000, 860], title: 'Learner Portal — Results', author: college, creationDate: new Date(`${generated}T08:00:00Z`) });
  const c = rng.pick(['#065f46', '#1e3a8a', '#7c2d12']);
  pdf.fill(0, 0, 1000, 46, c);
  pdf.text(college, 20, 14, { font: F.bold, size: 15, color: '#ffffff' });
  pdf.text(`Logged in: ${p.given} ${p.family}`, 720, 17, { font: F.regular, size: 10, color: '#e5e7eb', width: 260, align: 'right' });
  const tabs = ['Home', 'My Enrolments', 'Results', 'Payments', 'Messages'];
  let tx = 20;
  for (const t of tabs) {
    const w = pdf.widthOf(t, F.bold, 10.5) + 24;
    if (t === 'Results') pdf.fill(tx, 52, w, 26, '#e5e7eb');
    pdf.text(t, tx + 12, 59, { font: t === 'Results' ? F.bold : F.regular, size: 10.5, color: '#111827' });
    tx += w + 4;
  }
  pdf.line(0, 80, 1000, 80, 0.6, '#d1d5db');
  pdf.text('Statement of Academic Record', 30, 96, { font: F.bold, size: 17 });
  pdf.text(`${q.code} ${q.name}`, 30, 120, { font: F.regular, size: 12, color: '#374151' });
  pdf.roundRect(30, 144, 940, 86, 6, { fill: '#f9fafb', stroke: '#d1d5db' });
  const card: Array<[string, string]> = [['Learner', `${p.given} ${p.family}`]];
  if (showId) card.push(['Learner ID', id]);
  if (showDob) card.push(['Date of birth', dmy(dob)]);
  card.push(['Commencement date', dmy(start)], ['Status', done ? 'Completed' : 'Active']);
  if (done) card.push(['Qualification issued', dmy(issued)]);
  card.forEach(([a, b], i) => {
    const x = 46 + (i % 3) * 310;
    const y = 156 + Math.floor(i / 3) * 36;
    pdf.text(a, x, y, { font: F.regular, size: 9, color: '#6b7280' });
    pdf.text(b, x, y + 13, { font: F.bold, size: 11 });
  });
  const cols = [{ label: 'Unit code', width: 110 }, { label: 'Unit title', width: 420 }, { label: 'Nominal hours', width: 100, align: 'center' as const }, { label: 'Result date', width: 110, align: 'center' as const }, { label: 'Attempt', width: 80, align: 'center' as const }, { label: 'Result', width: 120, align: 'center' as const }];
  let y = w2Table(pdf, F, 30, 250, cols, rows, { size: 10, rowH: 21, ruling: 'rows', fill: '#eef2ff' }) + 12;
  pdf.text('Result codes: CA competency achieved · NYC not yet competent · CT credit transfer · RPL recognition of prior learning · Enrolled: assessment not yet finalised.', 30, y, { font: F.italic, size: 9, color: '#4b5563', width: 940, fit: true });
  y = 800;
  pdf.line(0, y, 1000, y, 0.6, '#d1d5db');
  pdf.text(`${college} · New Cascade Road, Burnt Pine, Norfolk Island 2899 · +672 3 2${digits(rng, 4)} · Student services: ${otherName(rng, 'NF', p.family)}`, 30, y + 12, { font: F.regular, size: 8.5, color: '#6b7280', width: 940, fit: true });
  pdf.text(`Page generated ${dmy(generated)} 09:${rng.int(10, 59)}`, 30, y + 28, { font: F.regular, size: 8.5, color: '#6b7280' });
  const printed: Record<string, string> = { 'candidate.fullName': `${p.given} ${p.family}` };
  if (done) printed['qualification.dateOfIssue'] = dmy(issued);
  if (showDob) printed['candidate.dateOfBirth'] = dmy(dob);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'w2-03-transcript',
    country: 'NF',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['screenshot'],
    conventions: 'Learner-portal page (screenshot) of a South Pacific external territory vocational college in English: bar, tabs, Statement of Academic Record for "<code> Diploma of Business" (Diploma; the code a decoy); learner card with name, optional learner ID and birth date, commencement date (admission), Status Active (in progress) or Completed with the qualification issue date; flat table of units of competency: code, title, nominal hours (no credits), result date, attempt, result CA/NYC/CT/RPL or Enrolled (no grade), a retaken unit printing both attempts; result key; footer with Burnt Pine, Norfolk Island 2899, +672 and a page-generated date (decoy).',
    render,
  },
];
