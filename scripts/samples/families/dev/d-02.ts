/**
 * Academic record of a Channel Island institute of higher education on the UK credit framework, in English: the
 * institute's letterhead with its St Helier address, a JE postcode and "Jersey"; "ACADEMIC RECORD"; the student's
 * block (name, student number and the birth date on some, the programme line "BA (Hons) <field>", the award, the date
 * of entry with advanced standing); then two tables — the modules taken at the institute (code, title, level, credits,
 * mark out of 100 and the outcome, the running year's modules without a mark) and, beside them on the record, the
 * credit recognised from prior learning (code, title, level, credits and "CR" in the mark column, the source named
 * in a last column); a credit summary (earned, recognised, total), the final average and classification or "in
 * progress", and the registrar's signature with the date of issue. As UK-framework institutions describe records of
 * students admitted with recognition of prior learning.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SERIF, SANS, course, digits, setInstitution } from '../lib/n-kit';
import { around, dPerson, dResult, dTable, iso, longDate, otherName, sample, type DRow } from './d-kit';

const INSTITUTES = [
  { name: 'Island Institute of Higher Education', street: 'Rue de la Vallée', post: 'JE2 4TP' },
  { name: 'St Helier School of Business and Technology', street: 'Bath Street', post: 'JE2 3RW' },
];
const PROGS = [
  { field: 'Business Management', pre: 'BUS', l5: ['Operations Management', 'Financial Decision Making', 'Organisational Behaviour', 'Digital Marketing', 'Research Methods', 'Business Law'], l6: ['Strategic Management', 'Leadership and Change', 'International Business', 'Entrepreneurship', 'Dissertation'] },
  { field: 'Financial Services', pre: 'FIN', l5: ['Banking Regulation', 'Fund Administration', 'Corporate Finance', 'Trust Law', 'Research Methods', 'Risk Management'], l6: ['Wealth Management', 'Compliance and Ethics', 'Offshore Finance', 'Portfolio Theory', 'Dissertation'] },
  { field: 'Computing', pre: 'COM', l5: ['Software Engineering', 'Databases', 'Computer Networks', 'Web Development', 'Research Methods', 'Operating Systems'], l6: ['Cyber Security', 'Cloud Computing', 'Artificial Intelligence', 'Mobile Development', 'Individual Project'] },
];
const PRIOR = ['Higher National Diploma', 'Foundation Degree', 'Higher National Certificate'];
const L4 = ['Academic Skills', 'Introduction to Economics', 'Principles of Accounting', 'Communication in Organisations', 'Quantitative Methods', 'Information Systems'];

async function render(rng: Rng) {
  const p = dPerson(rng, 'JE');
  const inst = rng.pick(INSTITUTES);
  const prog = rng.pick(PROGS);
  const entry = rng.int(2015, 2022);
  const done = rng.bool(0.55);
  const showDob = rng.bool(0.5);
  const showNo = rng.bool(0.6);
  const dob = iso(entry - rng.int(19, 26), rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick([SERIF[0], SANS[0], SANS[1]]);
  const ability = rng.float(50, 74);
  const no = `J${digits(rng, 7)}`;
  const r = dResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, inst.name, 'JE');
  const programLine = `BA (Hons) ${prog.field}`;
  Object.assign(r.qualification, { name: 'Bachelor of Arts', level: 'Bachelor', program: programLine, majorOrSpecialization: prog.field, registrationNumber: showNo ? no : null, yearOfAdmission: entry });

  // Modules taken here: level 5 in the first year, level 6 in the second (the running one without marks).
  const earnedRows: DRow[] = [];
  let earned = 0;
  let sum = 0;
  let n = 0;
  const levels: Array<[number, string[]]> = [[5, sample(rng, prog.l5, 6)], [6, prog.l6]];
  for (const [lvl, titles] of levels) {
    const session = `${entry + lvl - 5}/${String(entry + lvl - 4).slice(2)}`;
    earnedRows.push({ cells: [], band: `Level ${lvl} — Academic Year ${session}` });
    titles.forEach((t, i) => {
      const code = `${prog.pre}${lvl}${String(i + 1).padStart(3, '0')}`;
      const cr = t === 'Dissertation' || t === 'Individual Project' ? 40 : 20;
      const running = !done && lvl === 6;
      const mark = running ? null : around(rng, ability, 9, 40, 88);
      earnedRows.push({ cells: [code, t, String(lvl), String(cr), mark === null ? '' : String(mark), mark === null ? 'In progress' : 'Pass'] });
      r.courses.push(course({ courseNumber: code, courseName: t, credit: cr, marksScored: mark, maximumMarks: mark === null ? null : 100, passStatus: mark === null ? null : 'Pass', term: `Level ${lvl}`, session }));
      if (mark !== null) {
        earned += cr;
        sum += mark * cr;
        n += cr;
      }
    });
  }
  // Level 4 recognised from a prior award elsewhere: no marks, "CR" as the key explains.
  const prior = rng.pick(PRIOR);
  const recRows: DRow[] = sample(rng, L4, 6).map((t, i) => {
    const code = `RPL4${String(i + 1).padStart(2, '0')}`;
    r.courses.push(course({ courseNumber: code, courseName: t, credit: 20, grade: 'CR' }));
    return { cells: [code, t, '4', '20', 'CR', prior] };
  });
  const recognised = 120;
  const award = done ? iso(entry + 2, 7, rng.int(1, 20)) : null;
  const issued = award ? iso(entry + 2, rng.int(8, 10), rng.int(1, 28)) : iso(entry + 1, rng.int(10, 12), rng.int(1, 28));
  r.qualification.dateOfIssue = issued;
  if (award) {
    const avg = (sum / n).toFixed(1);
    Object.assign(r.qualification, { yearOfCompletion: entry + 2, status: 'Completed', cgpa: avg, totalCreditsOrMarks: String(earned + recognised) });
  }

  const pdf = new Pdf({ size: A4, title: 'Academic Record', author: inst.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 44;
  const W = pdf.width - 88;
  const c = rng.pick(['#123c69', '#3b1f5e', '#0d5c46']);
  pdf.shield(L, 26, 30, c);
  pdf.text(inst.name, L + 42, 30, { font: F.bold, size: 14, color: c, width: W - 42, fit: true });
  pdf.text(`${inst.street}, St Helier, Jersey ${inst.post} · Channel Islands · +44 (0)1534 ${digits(rng, 6)}`, L + 42, 50, { font: F.regular, size: 8, color: '#444444' });
  pdf.line(L, 72, L + W, 72, 0.8, c);
  pdf.text('ACADEMIC RECORD', L, 82, { font: F.bold, size: 13, width: W, align: 'center', cs: 1.5 });
  const kv: Array<[string, string]> = [['Student', `${p.given} ${p.family}`]];
  if (showNo) kv.push(['Student number', no]);
  if (showDob) kv.push(['Date of birth', longDate(dob, 'en')]);
  kv.push(['Programme', programLine], ['Award', 'Bachelor of Arts'], ['Date of entry', `September ${entry} (direct entry to Level 5 with recognised credit)`]);
  let y = 106;
  for (const [a, b] of kv) {
    pdf.text(a, L, y, { font: F.regular, size: 8.5, color: '#333333' });
    pdf.text(b, L + 100, y, { font: F.bold, size: 9, width: W - 100, fit: true });
    y += 13;
  }
  y += 8;
  pdf.text('Modules studied at the Institute', L, y, { font: F.bold, size: 10, color: c });
  y += 14;
  const cols = [
    { label: 'Code', width: 62 }, { label: 'Module title', width: W - 62 - 40 - 50 - 45 - 70 }, { label: 'Level', width: 40, align: 'center' as const },
    { label: 'Credits', width: 50, align: 'right' as const }, { label: 'Mark', width: 45, align: 'right' as const }, { label: 'Outcome', width: 70, align: 'center' as const },
  ];
  y = dTable(pdf, F, L, y, cols, earnedRows, { size: 8.3, rowH: 13, ruling: 'rows', fill: '#e4e9f0', bandFill: '#f2f4f7' }) + 14;
  pdf.text('Credit recognised from prior learning', L, y, { font: F.bold, size: 10, color: c });
  y += 14;
  const rcols = [
    { label: 'Code', width: 62 }, { label: 'Module title', width: W - 62 - 40 - 50 - 45 - 130 }, { label: 'Level', width: 40, align: 'center' as const },
    { label: 'Credits', width: 50, align: 'right' as const }, { label: 'Mark', width: 45, align: 'right' as const }, { label: 'Source of credit', width: 130 },
  ];
  y = dTable(pdf, F, L, y, rcols, recRows, { size: 8.3, rowH: 13, ruling: 'rows', fill: '#e4e9f0' }) + 14;
  pdf.fill(L, y, W, 46, '#f5f5f0');
  pdf.rect(L, y, W, 46, 0.5, '#888888');
  const third = W / 3;
  [['Credits earned', String(earned)], ['Credits recognised', String(recognised)], ['Total credit', String(earned + recognised)]].forEach(([a, b], i) => {
    pdf.text(a, L + i * third, y + 8, { font: F.regular, size: 8.5, width: third, align: 'center' });
    pdf.text(b, L + i * third, y + 22, { font: F.bold, size: 12, width: third, align: 'center' });
  });
  y += 58;
  if (award) {
    pdf.text(`Final average: ${r.qualification.cgpa}   ·   Classification: ${Number(r.qualification.cgpa) >= 60 ? 'Upper Second Class Honours' : 'Lower Second Class Honours'}`, L, y, { font: F.bold, size: 9 });
    pdf.text(`Date of award: ${longDate(award, 'en')}`, L, y + 14, { font: F.regular, size: 9 });
  } else pdf.text('Programme in progress: no award has been made.', L, y, { font: F.italic, size: 9 });
  y += 30;
  pdf.text('Key: CR = credit recognised from prior learning, carries no mark and does not count in the final average. Pass mark 40.', L, y, { font: F.italic, size: 7.5, width: W, fit: true, color: '#444444' });
  y += 36;
  pdf.signature(L + 4, y, 110, rng);
  pdf.text(`${otherName(rng, 'JE', p.family)}, Academic Registrar`, L, y + 12, { font: F.regular, size: 8.5 });
  pdf.text(`Issued ${longDate(issued, 'en')}`, L + W - 200, y + 12, { font: F.regular, size: 8.5, width: 200, align: 'right' });
  const printed: Record<string, string> = { 'qualification.dateOfIssue': longDate(issued, 'en') };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'en');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'd-02-record',
    country: 'JE',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['photo'],
    conventions: 'Channel Island institute record on the UK credit framework: St Helier address with a JE postcode, ACADEMIC RECORD, student number and birth date on some, BA (Hons) programme line, award, date of entry with advanced standing; modules taken (code, title, level, 20/40 credits, mark out of 100, outcome, running ones unmarked) and beside them the credit recognised from prior learning (CR in the mark column, the source named); a credit summary earned/recognised/total, final average and classification or in progress, registrar and issue date.',
    render,
  },
];
