/**
 * Letter of a Gibraltarian higher-education institute confirming a student's enrolment or the completion of a
 * programme, in English, on letterhead: the institute with its Gibraltar address and the territory's single GX11
 * postcode, a +350 telephone and a .gi address; the date, "Our ref.", "TO WHOM IT MAY CONCERN" and a subject line;
 * running paragraphs that say who the student is (title and name, the birth date on some, the student number on
 * some), the programme ("the Bachelor of Science in Computing programme"), when the study began ("commenced her
 * studies in September 2020") and either the year of study and the expected completion (a date that is not a
 * completion) or the completion, the award and its classification with the date of the Board of Examiners; the
 * registrar's name and signature. As UK-model institutions write confirmation letters for visa, employer and
 * scholarship purposes.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, digits, setInstitution } from '../lib/n-kit';
import { addDays, iso, jPerson, jResult, longDate, monthName, otherName } from './j-kit';

const INSTITUTES = [
  { name: 'Rock Institute of Higher Education', street: '11 Europa Road', host: 'rihe.gi' },
  { name: 'Gibraltar College of Health and Business Studies', street: '5 Queensway Quay', host: 'gchbs.gi' },
];
const PROGS = [
  { line: 'Bachelor of Science in Computing', name: 'Bachelor of Science', major: 'Computing', level: 'Bachelor', years: 3 },
  { line: 'Bachelor of Arts in Hospitality and Tourism Management', name: 'Bachelor of Arts', major: 'Hospitality and Tourism Management', level: 'Bachelor', years: 3 },
  { line: 'Diploma of Higher Education in Nursing', name: 'Diploma of Higher Education in Nursing', major: 'Nursing', level: 'Diploma', years: 2 },
  { line: 'Master of Business Administration', name: 'Master of Business Administration', major: null, level: 'Master', years: 1 },
] as const;
const CLASSES = ['First Class Honours', 'Second Class Honours (Upper Division)', 'Second Class Honours (Lower Division)', 'Third Class Honours'];

async function render(rng: Rng) {
  const p = jPerson(rng, 'GI');
  const inst = rng.pick(INSTITUTES);
  const prog = rng.pick(PROGS);
  const start = rng.int(2015, 2023);
  const completed = rng.bool(0.5);
  const dob = iso(start - rng.int(18, 26), rng.int(1, 12), rng.int(1, 28));
  const showDob = rng.bool(0.5);
  const showNumber = rng.bool(0.6);
  const sno = `G${start}${digits(rng, 4)}`;
  const F = rng.pick([SERIF[0], SANS[0], SANS[2]]);
  const end = start + prog.years;
  const board = iso(end, 6, rng.int(15, 30));
  const dated = completed ? addDays(board, rng.int(10, 400)) : iso(start + rng.int(0, prog.years - 1), rng.pick([10, 11, 12, 1, 2, 3].filter((m) => m >= 10 || prog.years > 1)), rng.int(1, 28));
  const letterDate = dated < iso(start, 9, 15) ? iso(start, 10, 5) : dated;
  const title = p.woman ? rng.pick(['Ms', 'Miss']) : 'Mr';
  const she = p.woman ? 'She' : 'He';
  const her = p.woman ? 'her' : 'his';
  const r = jResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, inst.name, 'GI');
  Object.assign(r.qualification, {
    registrationNumber: showNumber ? sno : null, name: prog.name, level: prog.level, program: prog.line, majorOrSpecialization: prog.major,
    yearOfAdmission: start, yearOfCompletion: completed ? end : null, status: completed ? 'Completed' : null, dateOfIssue: letterDate,
  });

  const pdf = new Pdf({ size: A4, title: completed ? 'Confirmation of Award' : 'Confirmation of Enrolment', author: inst.name, creationDate: new Date(`${letterDate}T11:00:00Z`) });
  const L = 72;
  const W = pdf.width - 144;
  const c = rng.pick(['#002b5c', '#8c1c13', '#124e3f']);
  pdf.crest(L + 20, 62, 20, inst.name.split(' ').filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).join('').slice(0, 4), c);
  pdf.text(inst.name, L + 50, 44, { font: F.bold, size: 14, color: c, width: W - 50, fit: true });
  pdf.text(`${inst.street}, Gibraltar GX11 1AA  ·  Tel. +350 200 ${digits(rng, 5)}  ·  registry@${inst.host}`, L + 50, 64, { font: F.regular, size: 8, color: '#444444', width: W - 50, fit: true });
  pdf.line(L, 88, L + W, 88, 1, c);
  let y = 112;
  pdf.text(`Our ref.: SR/${letterDate.slice(0, 4)}/${digits(rng, 4)}`, L, y, { font: F.regular, size: 9.5 });
  pdf.text(longDate(letterDate, 'en'), L, y, { font: F.regular, size: 9.5, width: W, align: 'right' });
  y += 40;
  pdf.text('TO WHOM IT MAY CONCERN', L, y, { font: F.bold, size: 10.5 });
  y += 26;
  pdf.text(completed ? 'Confirmation of Completion and Award' : 'Confirmation of Enrolment', L, y, { font: F.bold, size: 10.5 });
  pdf.line(L, y + 14, L + pdf.widthOf(completed ? 'Confirmation of Completion and Award' : 'Confirmation of Enrolment', F.bold, 10.5), y + 14, 0.6);
  y += 30;
  const who = `${title} ${p.given} ${p.family}`;
  const details = [showDob ? `date of birth ${longDate(dob, 'en')}` : '', showNumber ? `student number ${sno}` : ''].filter(Boolean).join('; ');
  const opening = `This is to confirm that ${who}${details ? ` (${details})` : ''}`;
  const began = `${monthName(9, 'en')} ${start}`;
  const paras: string[] = [];
  if (completed) {
    paras.push(`${opening} was registered as a full-time student on the ${prog.line} programme at the Institute from ${began} to ${monthName(6, 'en')} ${end}.`);
    const cls = prog.level === 'Bachelor' ? ` with ${rng.pick(CLASSES)}` : prog.level === 'Master' && rng.bool(0.4) ? ' with Merit' : '';
    paras.push(`${she} successfully completed the programme and, following the meeting of the Board of Examiners on ${longDate(board, 'en')}, was awarded the ${prog.name === prog.line ? prog.line : `degree of ${prog.line}`}${cls}.`);
    paras.push(`An official transcript of ${her} results and the award certificate are issued separately.`);
  } else {
    const yr = Math.min(prog.years, Number(letterDate.slice(0, 4)) - start + (Number(letterDate.slice(5, 7)) >= 9 ? 1 : 0));
    paras.push(`${opening} is a registered full-time student on the ${prog.line} programme at the Institute. ${she} commenced ${her} studies in ${began} and is currently in Year ${yr} of the ${prog.years === 1 ? 'one' : prog.years === 2 ? 'two' : 'three'}-year programme.`);
    paras.push(`The expected date of completion of ${her} studies is ${monthName(6, 'en')} ${end}, subject to ${her} satisfying the assessment requirements of the programme. Tuition fees for the current academic year have been paid.`);
  }
  paras.push('Should you require any further information, please do not hesitate to contact the Registry at the address above.');
  for (const t of paras) y += pdf.para(t, L, y, W, { font: F.regular, size: 10.5, leading: 15 }) + 10;
  y += 8;
  pdf.text('Yours faithfully,', L, y, { font: F.regular, size: 10.5 });
  pdf.signature(L, y + 22, 120, rng);
  pdf.text(otherName(rng, 'GI', p.family), L, y + 52, { font: F.bold, size: 10 });
  pdf.text('Academic Registrar', L, y + 66, { font: F.regular, size: 10 });
  pdf.seal(L + W - 50, y + 40, 26, c);
  pdf.text(`${inst.name} is registered with the Government of Gibraltar under the University and Higher Education Act.`, L, pdf.height - 44, { font: F.italic, size: 7.5, width: W, align: 'center', color: '#666666' });
  const printed: Record<string, string> = { 'qualification.dateOfIssue': longDate(letterDate, 'en') };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'en');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'j-07-letter',
    country: 'GI',
    languages: ['en'],
    kind: 'diploma',
    degradations: ['photo'],
    conventions: 'Gibraltarian institute\'s confirmation letter on letterhead (GX11 1AA, +350, .gi): date, reference, TO WHOM IT MAY CONCERN; enrolment (programme, "commenced her studies in September 2020", year of study, expected completion — not a completion) or completion and award with the Board of Examiners\' date and the class; Ms/Mr and the name, optional birth date and student number in parentheses; the registrar\'s signature.',
    render,
  },
];
