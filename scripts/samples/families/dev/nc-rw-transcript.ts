/**
 * Rwandan university academic transcript in English, after the Rwanda Qualifications Framework and the
 * transcripts of Rwandan higher-learning institutions as credential-evaluation guides describe them:
 * modules with codes and credits (10 notional learning hours a credit), marks in percent (pass 50), the
 * module decision, one table a year "Year 1 — Academic Year
 * 2018/2019" with the year's weighted average, the overall average and the classification of the award
 * (First Class Honours 70 and above, Second Class Upper 60-69, Lower 50-59). Captions carry the
 * Kinyarwanda or French form beside the English one in some documents ("Amazina / Names", "Nom / Name").
 * Names, numbers and institutions are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, dateEn, digits, iso, ncPerson, ncResult, setInstitution, slashed, type Column, type TableRow } from '../lib/nc-kit';

const UNIS = [
  { name: 'Kivu Lakeside University', city: 'Rubavu', box: 'P.O. Box 213 Rubavu', web: 'klu.ac.rw' },
  { name: 'Nyungwe Highlands Institute of Technology', city: 'Huye', box: 'P.O. Box 117 Huye', web: 'nhit.ac.rw' },
  { name: 'Akagera Polytechnic University', city: 'Kigali', box: 'P.O. Box 4285 Kigali', web: 'apu.ac.rw' },
];

const PROGRAMMES: Array<{ head: string; field: string; college: string; prefix: string; modules: string[] }> = [
  {
    head: 'Bachelor of Science', field: 'Information Technology', college: 'School of Information and Communication Technology', prefix: 'BIT',
    modules: ['Introduction to Programming', 'Discrete Mathematics', 'Computer Organisation', 'Communication Skills', 'Database Systems', 'Object Oriented Programming', 'Computer Networks', 'Web Technologies', 'Operating Systems', 'Software Engineering', 'Information Security', 'Mobile Application Development', 'Research Methodology', 'Final Year Project'],
  },
  {
    head: 'Bachelor of Business Administration', field: 'Accounting', college: 'School of Business and Economics', prefix: 'ACC',
    modules: ['Principles of Accounting', 'Business Mathematics', 'Microeconomics', 'Communication Skills', 'Financial Accounting', 'Business Law', 'Cost Accounting', 'Taxation', 'Auditing', 'Corporate Finance', 'Management Accounting', 'Public Sector Accounting', 'Research Methodology', 'Dissertation'],
  },
  {
    head: 'Bachelor of Science', field: 'Agronomy', college: 'School of Agriculture and Food Sciences', prefix: 'AGR',
    modules: ['General Botany', 'Soil Science', 'Agricultural Chemistry', 'Communication Skills', 'Crop Physiology', 'Plant Breeding', 'Agricultural Economics', 'Irrigation and Drainage', 'Crop Protection', 'Farm Management', 'Post-Harvest Technology', 'Agricultural Extension', 'Research Methodology', 'Final Year Project'],
  },
];

function classification(avg: number): string {
  if (avg >= 70) return 'First Class Honours';
  if (avg >= 60) return 'Second Class Honours (Upper Division)';
  if (avg >= 50) return 'Second Class Honours (Lower Division)';
  return 'Pass';
}

async function render(rng: Rng) {
  const person = ncPerson(rng, 'RW');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const years = 4;
  const entry = rng.int(2014, 2019);
  const grad = entry + years;
  const dob = iso(entry - rng.int(19, 21), rng.int(1, 12), rng.int(1, 28));
  const awarded = iso(grad, rng.pick([9, 10, 11]), rng.int(1, 28));
  const regNo = `${String(entry).slice(2)}${digits(rng, 7)}`;
  const F = rng.pick([SANS[0], SANS[2], SERIF[0]]);
  const captions = rng.pick(['en', 'rw', 'fr'] as const);
  const cap = (en: string, rw: string, fr: string) => (captions === 'rw' ? `${rw} / ${en}` : captions === 'fr' ? `${fr} / ${en}` : en);
  const ability = rng.float(55, 78);
  const programme = `${prog.head} in ${prog.field}`;

  const r = ncResult('en', person, dob);
  setInstitution(r, uni.name, 'RW');
  const rows: TableRow[] = [];
  const per = Math.ceil(prog.modules.length / years);
  let credits = 0, sum = 0;
  for (let yr = 0; yr < years; yr++) {
    const mods = prog.modules.slice(yr * per, (yr + 1) * per);
    if (!mods.length) break;
    rows.push({ heading: `Year ${yr + 1} — Academic Year ${entry + yr}/${entry + yr + 1}` });
    let yc = 0, ys = 0;
    mods.forEach((m, k) => {
      const last = yr * per + k === prog.modules.length - 1;
      const credit = last ? 30 : rng.pick([10, 15, 15, 20]);
      const mark = Math.max(50, Math.min(92, Math.round(ability + rng.gauss() * 7)));
      const code = `${prog.prefix}${yr + 1}${rng.int(1, 2)}${rng.int(10, 99)}`;
      rows.push({ cells: [code, m, String(credit), String(mark), 'Pass'] });
      r.courses.push(course({ courseNumber: code, courseName: m, credit, marksScored: mark, maximumMarks: 100, passStatus: 'Pass' }));
      yc += credit;
      ys += credit * mark;
    });
    rows.push({ cells: ['', `Year ${yr + 1} weighted average: ${(ys / yc).toFixed(1)}%   Decision: ${yr === years - 1 ? 'Award' : 'Progress'}`, '', '', ''], bold: true });
    credits += yc;
    sum += ys;
  }
  const avg = (sum / credits).toFixed(1);
  Object.assign(r.qualification, {
    name: prog.head, level: 'Bachelor', program: programme, majorOrSpecialization: prog.field, registrationNumber: regNo, yearOfAdmission: entry, yearOfCompletion: grad,
    dateOfIssue: awarded, status: 'Completed', cgpa: avg, totalCreditsOrMarks: String(credits),
  });

  const pdf = new Pdf({ size: A4, title: 'Academic Transcript', author: uni.name, creationDate: new Date(`${awarded}T07:00:00Z`) });
  const L = 44;
  const W = pdf.width - 2 * L;
  const navy = '#16365c';
  pdf.crest(L + 26, 52, 24, uni.name.split(' ').filter((w) => /^[A-Z]/.test(w) && w !== 'of').map((w) => w[0]).join(''), navy);
  pdf.text(uni.name.toUpperCase(), L + 62, 32, { font: F.bold, size: 13, color: navy, width: W - 62, fit: true });
  pdf.text(prog.college, L + 62, 50, { font: F.regular, size: 9 });
  pdf.text(`${uni.box}, Rwanda   ·   Tel. +250 788 ${digits(rng, 3)} ${digits(rng, 3)}   ·   registrar@${uni.web}`, L + 62, 64, { font: F.regular, size: 8 });
  pdf.line(L, 84, L + W, 84, 1, navy);
  pdf.text(captions === 'fr' ? 'RELEVÉ DE NOTES / ACADEMIC TRANSCRIPT' : 'ACADEMIC TRANSCRIPT', L, 94, { font: F.bold, size: 13, width: W, align: 'center' });
  const kv: Array<[string, string]> = [
    [cap('Names', 'Amazina', 'Noms'), `${person.family.toUpperCase()} ${person.given}`],
    [cap('Registration Number', 'Nomero y\'iyandikwa', 'Matricule'), regNo],
    [cap('Date of Birth', 'Itariki y\'amavuko', 'Date de naissance'), slashed(dob)],
    [cap('Programme', 'Porogaramu', 'Programme'), programme],
    [cap('Year of Entry', 'Umwaka yinjiriyeho', 'Année d\'entrée'), String(entry)],
  ];
  let y = 120;
  for (const [k, v] of kv) {
    pdf.text(`${k}:`, L, y, { font: F.regular, size: 8.5 });
    pdf.text(v, L + 190, y, { font: F.bold, size: 8.5, width: W - 190, fit: true });
    y += 14;
  }
  y += 8;
  const cols: Column[] = [
    { label: 'Module Code', width: 64 },
    { label: 'Module Title', width: W - 64 - 50 - 56 - 60, wrap: true },
    { label: 'Credits', width: 50, align: 'center' },
    { label: 'Marks (%)', width: 56, align: 'center' },
    { label: 'Decision', width: 60, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8, ruling: rng.pick(['grid', 'rows', 'zebra'] as const), headerFill: '#dfe7f1', repeatHeader: rng.bool(0.6), top: 50, bottom: pdf.height - 60 });
  if (y > pdf.height - 150) {
    pdf.addPage();
    y = 60;
  }
  y += 12;
  pdf.text(`Total credits earned: ${credits}`, L, y, { font: F.bold, size: 9 });
  pdf.text(`Overall average: ${avg}%`, L + 200, y, { font: F.bold, size: 9 });
  pdf.text(`Classification: ${classification(Number(avg))}`, L, y + 15, { font: F.bold, size: 9 });
  pdf.text(`Date of award: ${dateEn(awarded)}`, L, y + 30, { font: F.regular, size: 9 });
  pdf.para('Key: 70-100 First Class; 60-69 Second Class Upper; 50-59 Second Class Lower; below 50 Fail. One credit = 10 notional learning hours.', L, y + 48, W, { font: F.italic, size: 7 });
  pdf.text('Academic Registrar', L, y + 84, { font: F.bold, size: 9 });
  pdf.signature(L, y + 70, 100, rng);
  pdf.seal(L + W - 70, y + 80, 30, navy);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: {
      'candidate.fullName': `${person.family.toUpperCase()} ${person.given}`, 'candidate.dateOfBirth': slashed(dob), 'qualification.dateOfIssue': dateEn(awarded),
    },
  };
}

export const families: Family[] = [
  {
    id: 'nc-rw-transcript',
    country: 'RW',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    conventions: 'Rwandan university academic transcript in English, captions alone or with their Kinyarwanda or French form ("Amazina / Names"): the name SURNAME Given, registration number, the programme "Bachelor of Science in Information Technology", modules by year "Year 1 — Academic Year 2018/2019" with codes, credits, marks in percent and the decision, the year\'s weighted average, total credits, the overall average and the classification of the honours degree; after the Rwanda Qualifications Framework and credential-evaluation descriptions of Rwandan transcripts.',
    render,
  },
];
