/**
 * Kosovar university Diploma Supplement in English, in the eight-section format of the European Commission,
 * Council of Europe and UNESCO/CEPES model that Kosovo's higher-education law requires beside every diploma: a
 * letterhead with the university's name in English (and Albanian on some), its address in Prishtina or Prizren,
 * Republic of Kosovo; then numbered sections — 1 the holder (1.1 family name, 1.2 given name, 1.3 date of birth,
 * 1.4 student identification number), 2 the qualification (2.1 name of the qualification and title conferred,
 * "Bachelor of Science (BSc) in <field>" or "Bachelor of Arts (BA) in <field>", 2.2 main field of study, 2.3 and
 * 2.4 the awarding and administering institution with its status, 2.5 the language of instruction), 3 its level
 * (first cycle, EQF level 6, three years and 180 ECTS, the State Matura as access requirement), 4 contents and
 * results (mode of study, programme requirements, the programme details as a table per academic year — code,
 * course unit, semester, ECTS, grade on the 6-10 scale — the grading scheme with 5 as a fail, the overall
 * average grade), 5 function, 6 additional information (the date the programme was completed), 7 certification
 * (date, signature, capacity, stamp of the rector or the dean) and 8 a paragraph on the national higher-education
 * system; two or three pages, "Page n of N". As described by the Diploma Supplement model and the Kosovo
 * Accreditation Agency's and universities' public guides (ECTS, grades 10 excellent to 6 sufficient).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { addDays, around, dmy, fPerson, fResult, fTable, iso, otherFamily, otherGiven, type FRow } from './f-kit';

const UNIS = [
  { name: 'University of Dardania Polytechnic', sq: 'Universiteti Politeknik i Dardanisë', city: 'Prishtina', street: 'Rruga Agim Ramadani p.n.', host: 'udp-edu.net' },
  { name: 'Prizren College of Applied Sciences', sq: 'Kolegji i Shkencave të Aplikuara në Prizren', city: 'Prizren', street: 'Rruga e Shkronjave 14', host: 'kshap-prizren.org' },
];
const PROGS = [
  { degree: 'Bachelor of Science', abbr: 'BSc', field: 'Computer Engineering', code: 'CE', units: ['Programming I', 'Mathematics I', 'Digital Logic', 'Physics for Engineers', 'English for IT', 'Programming II', 'Mathematics II', 'Computer Architecture', 'Discrete Structures', 'Electrical Circuits', 'Data Structures and Algorithms', 'Operating Systems', 'Databases', 'Signals and Systems', 'Probability and Statistics', 'Computer Networks', 'Software Engineering', 'Microprocessor Systems', 'Web Technologies', 'Embedded Systems', 'Information Security', 'Distributed Systems', 'Professional Internship', 'Bachelor Thesis'] },
  { degree: 'Bachelor of Arts', abbr: 'BA', field: 'Business Administration', code: 'BA', units: ['Principles of Management', 'Microeconomics', 'Business Mathematics', 'Financial Accounting I', 'Academic English', 'Macroeconomics', 'Business Law', 'Financial Accounting II', 'Business Statistics', 'Marketing Principles', 'Organisational Behaviour', 'Corporate Finance', 'Human Resource Management', 'Management Accounting', 'Operations Management', 'Banking and Insurance', 'International Business', 'Entrepreneurship', 'Strategic Management', 'E-Business', 'Auditing', 'Business Ethics', 'Professional Internship', 'Bachelor Thesis'] },
];
const WORD: Record<number, string> = { 10: 'excellent', 9: 'very good', 8: 'good', 7: 'satisfactory', 6: 'sufficient' };

async function render(rng: Rng) {
  const p = fPerson(rng, 'XK');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGS);
  const start = rng.int(2014, 2020);
  const dob = iso(start - rng.int(18, 21), rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick([SERIF[0], SANS[0], SANS[2]]);
  const ability = rng.float(6.8, 9.6);
  const sid = `${start}${digits(rng, 6)}`;
  const r = fResult('en', p.given, p.family, dob);
  setInstitution(r, uni.name, 'XK');

  const rows: FRow[] = [];
  let sum = 0;
  let n = 0;
  let k = 0;
  for (let yr = 0; yr < 3; yr++) {
    const session = `${start + yr}/${start + yr + 1}`;
    rows.push({ band: `Academic year ${session} (Year ${yr + 1})`, cells: [] });
    const perYear = rng.int(7, 8);
    // A year of full-time study is 60 ECTS, shared by the year's units (the 180 of 3.2 are the table's sum).
    const credits = Array.from({ length: perYear }, (_, j) => Math.floor(60 / perYear) + (j < 60 % perYear ? 1 : 0));
    for (let j = 0; j < perYear; j++) {
      const t = prog.units[(yr * 8 + j) % prog.units.length];
      const sem = yr * 2 + (j < perYear / 2 ? 1 : 2);
      const code = `${prog.code}-${sem}${String(++k).padStart(2, '0')}`;
      const ects = credits[j];
      const g = around(rng, ability, 1, 6, 10);
      rows.push({ cells: [code, t, String(sem), String(ects), String(g), WORD[g]] });
      r.courses.push(course({ courseNumber: code, courseName: t, credit: ects, grade: String(g), term: String(sem), session }));
      sum += g;
      n++;
    }
  }
  const avg = (sum / n).toFixed(2);
  const completed = iso(start + 3, rng.int(6, 10), rng.int(1, 28));
  const issued = addDays(completed, rng.int(20, 200));
  Object.assign(r.qualification, {
    registrationNumber: sid, name: prog.degree, level: 'Bachelor', majorOrSpecialization: prog.field,
    yearOfAdmission: start, yearOfCompletion: start + 3, status: 'Completed', dateOfIssue: issued, cgpa: avg, totalCreditsOrMarks: '180',
  });

  const pdf = new Pdf({ size: A4, title: 'Diploma Supplement', author: uni.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = 50;
  const W = pdf.width - 100;
  const blue = rng.pick(['#1d3f7a', '#0f4c5c', '#333333']);
  const head = () => {
    pdf.crest(L + 20, 44, 20, uni.name.split(' ').filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).join('').slice(0, 3), blue);
    pdf.text(uni.name, L + 50, 28, { font: F.bold, size: 13, color: blue, width: W - 50, fit: true });
    if (rng.bool(0.6)) pdf.text(uni.sq, L + 50, 45, { font: F.italic, size: 9, color: '#444444', width: W - 50, fit: true });
    pdf.text(`${uni.street}, ${uni.city}, Republic of Kosovo  ·  www.${uni.host}`, L + 50, 58, { font: F.regular, size: 8, width: W - 50, fit: true });
    pdf.line(L, 74, L + W, 74, 1, blue);
  };
  head();
  pdf.text('DIPLOMA SUPPLEMENT', L, 88, { font: F.bold, size: 15, width: W, align: 'center' });
  let y = 110;
  y += pdf.para('This Diploma Supplement model was developed by the European Commission, Council of Europe and UNESCO/CEPES. The purpose of the supplement is to provide sufficient independent data to improve the international transparency and fair academic and professional recognition of qualifications. It is designed to provide a description of the nature, level, context, content and status of the studies that were pursued and successfully completed by the individual named on the original qualification to which this supplement is appended.', L, y, W, { font: F.italic, size: 7.4, leading: 9.2 }) + 8;

  const need = (h: number) => {
    if (y + h < pdf.height - 60) return;
    pdf.addPage();
    head();
    pdf.text(`Diploma Supplement — ${p.family}, ${p.given} — ${sid}`, L, 82, { font: F.italic, size: 8, width: W, align: 'right' });
    y = 100;
  };
  const section = (t: string) => {
    need(40);
    pdf.fill(L, y, W, 15, '#e8ecf3');
    pdf.text(t, L + 4, y + 3, { font: F.bold, size: 9.5, color: blue });
    y += 20;
  };
  const item = (num: string, cap: string, val: string) => {
    need(26);
    pdf.text(`${num} ${cap}`, L, y, { font: F.regular, size: 7.8, color: '#555555', width: W, fit: true });
    y += 10 + pdf.para(val, L + 14, y + 10, W - 14, { font: F.bold, size: 9, leading: 11 }) + 5;
  };
  const dean = `${otherGiven(rng, 'XK', rng.bool(0.4))} ${otherFamily(rng, 'XK', p.family)}`;
  section('1. INFORMATION IDENTIFYING THE HOLDER OF THE QUALIFICATION');
  item('1.1', 'Family name(s):', p.family);
  item('1.2', 'Given name(s):', p.given);
  item('1.3', 'Date of birth (day/month/year):', dmy(dob, '.'));
  item('1.4', 'Student identification number or code:', sid);
  section('2. INFORMATION IDENTIFYING THE QUALIFICATION');
  item('2.1', 'Name of qualification and (if applicable) title conferred (in original language):', `${prog.degree} (${prog.abbr}) in ${prog.field}`);
  item('2.2', 'Main field(s) of study for the qualification:', prog.field);
  item('2.3', 'Name and status of awarding institution (in original language):', `${uni.name}, higher education institution licensed by the Ministry of Education, Science and Technology`);
  item('2.4', 'Name and status of institution (if different from 2.3) administering studies:', 'As in 2.3');
  item('2.5', 'Language(s) of instruction/examination:', rng.pick(['Albanian', 'Albanian and English']));
  section('3. INFORMATION ON THE LEVEL OF THE QUALIFICATION');
  item('3.1', 'Level of qualification:', 'First cycle (Bachelor), level 6 of the Kosovo and European Qualifications Framework');
  item('3.2', 'Official length of programme:', 'Three years of full-time study, 180 ECTS credits');
  item('3.3', 'Access requirement(s):', 'State Matura examination or an equivalent secondary school-leaving qualification');
  section('4. INFORMATION ON THE CONTENTS AND RESULTS GAINED');
  item('4.1', 'Mode of study:', 'Full-time');
  item('4.2', 'Programme requirements:', `Completion of all compulsory and elective course units of the programme (180 ECTS credits) and of the bachelor thesis, with a minimum grade of 6 in each unit.`);
  need(30);
  pdf.text('4.3 Programme details and the individual grades/marks/credits obtained:', L, y, { font: F.regular, size: 7.8, color: '#555555' });
  y += 12;
  const cols = [
    { label: 'Code', width: 56 }, { label: 'Course unit', width: W - 56 - 40 - 40 - 40 - 70 },
    { label: 'Sem.', width: 40, align: 'center' as const }, { label: 'ECTS', width: 40, align: 'center' as const },
    { label: 'Grade', width: 40, align: 'center' as const }, { label: 'In words', width: 70 },
  ];
  const ruling = rng.pick(['grid', 'rows'] as const);
  // The table is cut where the page ends and its header drawn again on the next page.
  let i = 0;
  while (i < rows.length) {
    need(60);
    const room = Math.floor((pdf.height - 70 - y - 16) / 12);
    const chunk = rows.slice(i, i + room);
    y = fTable(pdf, F, L, y, cols, chunk, { size: 8, rowH: 12, ruling, fill: '#f0f0f0', bandFill: '#f7f7f7' }) + 6;
    i += chunk.length;
    if (i < rows.length) {
        pdf.addPage();
      head();
      y = 90;
    }
  }
  item('4.4', 'Grading scheme and, if available, grade distribution guidance:', '10 (excellent), 9 (very good), 8 (good), 7 (satisfactory), 6 (sufficient) — passing grades; 5 (insufficient) — fail.');
  item('4.5', 'Overall classification of the qualification (in original language):', `Average grade ${avg}; ${prog.degree} awarded with 180 ECTS credits`);
  section('5. INFORMATION ON THE FUNCTION OF THE QUALIFICATION');
  item('5.1', 'Access to further study:', 'Access to second-cycle (master) study programmes');
  item('5.2', 'Professional status (if applicable):', 'Not applicable');
  section('6. ADDITIONAL INFORMATION');
  item('6.1', 'Additional information:', `The holder completed the study programme on ${dmy(completed, '.')}.`);
  item('6.2', 'Further information sources:', `www.${uni.host}; Kosovo Accreditation Agency`);
  section('7. CERTIFICATION OF THE SUPPLEMENT');
  item('7.1', 'Date:', dmy(issued, '.'));
  need(50);
  pdf.text('7.2 Signature:', L, y, { font: F.regular, size: 7.8, color: '#555555' });
  pdf.signature(L + 90, y - 6, 90, rng);
  pdf.seal(L + W - 60, y + 10, 24, blue);
  y += 16;
  item('7.3', 'Capacity:', `${rng.pick(['Prof. Dr.', 'Prof. Assoc. Dr.'])} ${dean}, ${rng.pick(['Rector', 'Dean'])}`);
  item('7.4', 'Official stamp or seal:', '(stamp)');
  section('8. INFORMATION ON THE NATIONAL HIGHER EDUCATION SYSTEM');
  need(70);
  y += pdf.para('Higher education in Kosovo follows the three cycles of the Bologna process: bachelor (180 to 240 ECTS credits), master (60 to 120 ECTS credits) and doctorate. Public and private institutions are accredited by the Kosovo Accreditation Agency. One academic year corresponds to 60 ECTS credits.', L, y, W, { font: F.regular, size: 8, leading: 10 });
  const total = pdf.pageCount;
  for (let pg = 1; pg <= total; pg++) {
    pdf.switchTo(pg);
    pdf.text(`Page ${pg} of ${total}`, L, pdf.height - 36, { font: F.regular, size: 7.5, width: W, align: 'center', color: '#555555' });
  }
  const printed: Record<string, string> = { 'candidate.fullName': p.given, 'candidate.dateOfBirth': dmy(dob, '.'), 'qualification.dateOfIssue': dmy(issued, '.') };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'f-01-record',
    country: 'XK',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Kosovar Diploma Supplement in English in the eight-section European model: letterhead with the address in the Republic of Kosovo; numbered items for the holder (family and given names apart, birth date, student number), the qualification (name and title with its field, main field, institution, language), the level (first cycle, 180 ECTS), contents (a table per academic year of code, course unit, semester, ECTS, grade 6-10 and its word), grading scheme, average grade, function, the completion date, certification (date, signature, capacity) and the national system; over two or three pages.',
    render,
  },
];
