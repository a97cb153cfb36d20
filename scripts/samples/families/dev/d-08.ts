/**
 * A diploma and its academic transcript scanned into one upload, from a tertiary institute of a self-governing Pacific
 * island nation, in English: page 1 the parchment ("The Council of the <institute> hereby certifies that <Name> has
 * fulfilled the requirements for the Diploma in <field> and is awarded this diploma", the level on the national
 * qualifications framework, the date of award, the chair's and the director's signatures, Avarua, Rarotonga); page 2 the
 * transcript (the institute's letterhead with "Cook Islands", the student ID and the birth date on some, the programme and
 * the semester of first enrolment; courses grouped by semester headings "Semester 1, 2021" with codes, titles, credits 15
 * and letter grades A+ to C- with the pass word "Pass" for a practicum; total credits; the date of award repeated). As
 * Pacific tertiary institutes on a credit framework of 15-credit courses describe their awards and transcripts.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { dPerson, dResult, dTable, iso, longDate, otherName, sample, type DRow } from './d-kit';

const INSTITUTES = ['Rarotonga Institute of Tertiary Studies', 'Avarua Polytechnic Institute'];
const FIELDS = [
  { field: 'Early Childhood Education', pre: 'ECE', courses: ['Child Development', 'Play and Learning', 'Pacific Languages in the Early Years', 'Health, Safety and Nutrition', 'Working with Families', 'Curriculum Planning', 'Inclusive Practice', 'Professional Ethics', 'Assessment for Learning', 'Creative Arts for Children', 'Literacy in the Early Years', 'Leadership in Early Childhood'] },
  { field: 'Hospitality Management', pre: 'HOS', courses: ['Front Office Operations', 'Food and Beverage Service', 'Housekeeping Management', 'Hospitality Accounting', 'Tourism in the Pacific', 'Customer Service Excellence', 'Event Management', 'Food Safety', 'Human Resources in Hospitality', 'Marketing for Tourism', 'Revenue Management', 'Sustainable Tourism'] },
  { field: 'Business Administration', pre: 'BUS', courses: ['Principles of Accounting', 'Business Communication', 'Introduction to Management', 'Microeconomics', 'Business Law', 'Marketing Principles', 'Small Business Management', 'Computing for Business', 'Human Resource Management', 'Financial Management', 'Organisational Behaviour', 'Business Statistics'] },
];
const GRADES = ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-'];

async function render(rng: Rng) {
  const p = dPerson(rng, 'CK');
  const inst = rng.pick(INSTITUTES);
  const f = rng.pick(FIELDS);
  const start = rng.int(2014, 2023);
  const awarded = iso(start + 2, rng.pick([3, 4, 12]), rng.int(1, 28));
  const showDob = rng.bool(0.5);
  const showId = rng.bool(0.6);
  const dob = iso(start - rng.int(18, 30), rng.int(1, 12), rng.int(1, 28));
  const id = `${start}${digits(rng, 4)}`;
  const F = rng.pick([SERIF[0], SERIF[1]]);
  const G = rng.pick([SANS[0], SANS[2]]);
  const skill = rng.int(0, 5);
  const qual = `Diploma in ${f.field}`;
  const r = dResult('en', p.given, p.family, showDob ? dob : null);
  setInstitution(r, inst, 'CK');
  Object.assign(r.qualification, {
    name: qual, level: 'Diploma', majorOrSpecialization: f.field, program: qual, registrationNumber: showId ? id : null, yearOfAdmission: start,
    yearOfCompletion: Number(awarded.slice(0, 4)), status: 'Completed', dateOfIssue: awarded,
  });
  const pdf = new Pdf({ size: A4, title: 'Diploma and Transcript', author: inst, creationDate: new Date(`${awarded}T09:00:00Z`) });
  const c = rng.pick(['#0a4d68', '#7c2d12', '#14532d']);

  // Page 1: the parchment.
  const L = 70;
  const W = pdf.width - 140;
  pdf.rect(28, 28, pdf.width - 56, pdf.height - 56, 3, c);
  pdf.rect(36, 36, pdf.width - 72, pdf.height - 72, 0.6, c);
  pdf.crest(pdf.width / 2, 110, 34, inst.split(' ').map((w) => w[0]).filter((x) => /\p{Lu}/u.test(x)).join(''), c);
  pdf.text(inst, L, 170, { font: F.bold, size: 20, color: c, width: W, align: 'center', fit: true });
  pdf.text('The Council of the Institute hereby certifies that', L, 240, { font: F.italic, size: 12, width: W, align: 'center' });
  pdf.text(`${p.given} ${p.family}`, L, 270, { font: F.bold, size: 26, width: W, align: 'center', fit: true });
  pdf.text('has fulfilled the requirements for the', L, 320, { font: F.italic, size: 12, width: W, align: 'center' });
  pdf.text(qual, L, 346, { font: F.bold, size: 19, color: c, width: W, align: 'center', fit: true });
  pdf.text('(Level 5 on the National Qualifications Framework)', L, 374, { font: F.regular, size: 10, width: W, align: 'center' });
  pdf.text('and is awarded this diploma', L, 398, { font: F.italic, size: 12, width: W, align: 'center' });
  pdf.text(`Given at Avarua, Rarotonga, ${longDate(awarded, 'en')}`, L, 440, { font: F.regular, size: 11, width: W, align: 'center' });
  pdf.foilSeal(pdf.width / 2, 560, 40);
  pdf.signature(L + 10, 650, 130, rng);
  pdf.signature(L + W - 150, 650, 130, rng);
  pdf.line(L, 662, L + 170, 662, 0.5);
  pdf.line(L + W - 170, 662, L + W, 662, 0.5);
  pdf.text('Chair of Council', L, 668, { font: F.regular, size: 9.5, width: 170, align: 'center' });
  pdf.text('Director', L + W - 170, 668, { font: F.regular, size: 9.5, width: 170, align: 'center' });

  // Page 2: the transcript, four semesters of three courses and a practicum.
  pdf.addPage();
  const M = 46;
  const V = pdf.width - 92;
  pdf.text(inst, M, 36, { font: G.bold, size: 14, color: c });
  pdf.text(`PO Box ${rng.int(10, 999)}, Avarua, Rarotonga, Cook Islands · Tel +682 2${digits(rng, 4)}`, M, 54, { font: G.regular, size: 8, color: '#444444' });
  pdf.text('ACADEMIC TRANSCRIPT', M, 80, { font: G.bold, size: 12.5 });
  pdf.line(M, 96, M + V, 96, 1, c);
  const kv: Array<[string, string]> = [['Name', `${p.given} ${p.family}`]];
  if (showId) kv.push(['Student ID', id]);
  if (showDob) kv.push(['Date of birth', longDate(dob, 'en')]);
  kv.push(['Programme', qual], ['First enrolled', `Semester 1, ${start}`]);
  let y = 106;
  for (const [a, b] of kv) {
    pdf.text(a, M, y, { font: G.regular, size: 8.8, color: '#333333' });
    pdf.text(b, M + 110, y, { font: G.bold, size: 9, width: V - 110, fit: true });
    y += 13;
  }
  y += 10;
  const rows: DRow[] = [];
  const pool = sample(rng, f.courses, 12);
  let credits = 0;
  for (let s = 0; s < 4; s++) {
    const yr = start + Math.floor(s / 2);
    const term = `Semester ${(s % 2) + 1}`;
    rows.push({ cells: [], band: `${term}, ${yr}` });
    for (let i = 0; i < 3; i++) {
      const t = pool[s * 3 + i];
      const codeNo = `${f.pre}${5}${s}${i + 1}`;
      const g = GRADES[Math.max(0, Math.min(GRADES.length - 1, skill + rng.int(-2, 2)))];
      rows.push({ cells: [codeNo, t, '15', g] });
      r.courses.push(course({ courseNumber: codeNo, courseName: t, credit: 15, grade: g, term, year: yr }));
      credits += 15;
    }
    if (s % 2 === 1) {
      const codeNo = `${f.pre}5${s}9`;
      const t = `Practicum ${s === 1 ? 'I' : 'II'}`;
      rows.push({ cells: [codeNo, t, '15', 'Pass'] });
      r.courses.push(course({ courseNumber: codeNo, courseName: t, credit: 15, grade: 'Pass', term, year: yr }));
      credits += 15;
    }
  }
  r.qualification.totalCreditsOrMarks = String(credits);
  const cols = [{ label: 'Code', width: 70 }, { label: 'Course title', width: V - 70 - 60 - 60 }, { label: 'Credits', width: 60, align: 'right' as const }, { label: 'Grade', width: 60, align: 'center' as const }];
  y = dTable(pdf, G, M, y, cols, rows, { size: 8.6, rowH: 14, ruling: 'rows', fill: '#e6eef2', bandFill: '#f4f6f7' }) + 14;
  pdf.text(`Total credits: ${credits}`, M, y, { font: G.bold, size: 9.5 });
  pdf.text(`Award: ${qual}, conferred ${longDate(awarded, 'en')}`, M, y + 15, { font: G.bold, size: 9.5 });
  pdf.text('Grades: A+ to C- pass, D and E fail; Pass = practicum requirements met. Each course carries 15 credits.', M, y + 34, { font: G.italic, size: 7.8, color: '#444444', width: V, fit: true });
  pdf.signature(M + 4, y + 80, 110, rng);
  pdf.text(`${otherName(rng, 'CK', p.family)}, Registrar`, M, y + 90, { font: G.regular, size: 8.8 });
  const printed: Record<string, string> = { 'qualification.dateOfIssue': longDate(awarded, 'en') };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'en');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'd-08-diploma',
    country: 'CK',
    languages: ['en'],
    kind: 'diploma',
    degradations: ['photo'],
    conventions: 'A Pacific island tertiary institute\'s diploma and its transcript in one two-page upload, in English: the parchment (the Council certifies that … has fulfilled the requirements for the Diploma in <field>, framework level, given at Avarua, Rarotonga with the date, two signatures), then the transcript with the letterhead and Cook Islands, student ID and birth date on some, programme and first enrolment semester; semester headings with codes, titles, 15 credits and letter grades A+ to C-, Pass for practicums; total credits and the award repeated.',
    render,
  },
];
