/**
 * Bahraini university academic transcript in English with an Arabic letterhead ("مملكة البحرين", the
 * university's Arabic name, "كشف الدرجات"): the English letterhead with a P.O. Box, the town, "Kingdom of
 * Bahrain" and a +973 telephone; the student's data in two columns (name as registered, given name first
 * with the father's and grandfather's names, student ID, the CPR number — a decoy whose first four digits are
 * the birth year and month — nationality, birth date on some, the college and the programme, the admission
 * term); then the terms one after another ("First Semester 2017/2018", "Second Semester", "Summer"), each a
 * small table of course code, title, credit hours, letter grade and grade points, closed by a term line (term
 * GPA, cumulative GPA, cumulative hours); the secondary school the student came from (another institution with
 * its town, a decoy); the degree awarded with its date for graduates; the registrar's signature and the print
 * date. As described by Bahraini universities' academic regulations (letter grades A to F on the 4.00 scale
 * with A- 3.67 … D 1.00, credit hours, semesters named First, Second and Summer).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { face, rtl, rtlWidth } from '../lib/c-common';
import { A4, Pdf, SANS, SERIF, addDays, course, digits, footers, iso, setInstitution, tableHeader, rowRules } from '../lib/n-kit';
import { BH_FAMILY, arPerson, dmy, longDate, yResult } from './y-kit';

const UNIS = [
  { en: 'Dilmun University of Applied Sciences', ar: 'جامعة دلمون للعلوم التطبيقية', box: 'P.O. Box 32044, Isa Town', abbr: 'DUAS' },
  { en: 'Riffa College of Business and Technology', ar: 'كلية الرفاع للأعمال والتكنولوجيا', box: 'P.O. Box 10878, Riffa', abbr: 'RCBT' },
  { en: 'Arad Bay University', ar: 'جامعة خليج عراد', box: 'P.O. Box 2156, Muharraq', abbr: 'ABU' },
];
const PROGRAMMES = [
  { college: 'College of Information Technology', degree: 'Bachelor of Science', major: 'Information Systems', prefix: 'ITIS',
    courses: ['Introduction to Information Systems', 'Programming Fundamentals I', 'Discrete Mathematics', 'English Communication Skills I', 'Programming Fundamentals II', 'Database Systems I', 'Calculus for Computing', 'Arabic Language Skills', 'Systems Analysis and Design', 'Web Application Development', 'Data Communications and Networks', 'Statistics for Business', 'Database Systems II', 'Operating Systems Concepts', 'Human-Computer Interaction', 'Information Security Fundamentals', 'IT Project Management', 'Enterprise Resource Planning', 'Business Intelligence', 'Senior Project I', 'Cloud Computing Services', 'E-Commerce Systems', 'Professional Ethics in IT', 'Senior Project II'] },
  { college: 'College of Business Administration', degree: 'Bachelor of Science', major: 'Accounting', prefix: 'ACCT',
    courses: ['Principles of Financial Accounting', 'Principles of Microeconomics', 'Business Mathematics', 'English Communication Skills I', 'Principles of Managerial Accounting', 'Principles of Macroeconomics', 'Principles of Management', 'Arabic Language Skills', 'Intermediate Accounting I', 'Business Law in Bahrain', 'Financial Management', 'Business Statistics', 'Intermediate Accounting II', 'Cost Accounting', 'Accounting Information Systems', 'Principles of Marketing', 'Auditing Principles', 'Islamic Banking and Finance', 'Taxation and Zakat', 'Advanced Accounting', 'Corporate Governance', 'Internship in Accounting', 'Strategic Management', 'Auditing Practice'] },
];
const SCALE: Array<[number, string, number]> = [[93, 'A', 4.0], [89, 'A-', 3.67], [85, 'B+', 3.33], [81, 'B', 3.0], [77, 'B-', 2.67], [73, 'C+', 2.33], [69, 'C', 2.0], [65, 'C-', 1.67], [61, 'D+', 1.33], [57, 'D', 1.0]];
const TERMS = ['First Semester', 'Second Semester', 'Summer Semester'];
const SCHOOLS = { women: ['Hamad Town Secondary School for Girls', 'Isa Town Commercial Secondary School for Girls', 'West Riffa Secondary School for Girls'], men: ['Sitra Secondary School for Boys', 'Jidhafs Commercial Secondary School for Boys', 'East Riffa Secondary School for Boys'] };

async function render(rng: Rng) {
  const p = arPerson(rng, BH_FAMILY);
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const start = rng.int(2014, 2019);
  const dob = iso(start - 18, rng.int(1, 12), rng.int(1, 28));
  const showDob = rng.bool(0.6);
  const F = rng.pick([SANS[0], SANS[2], SERIF[0]]);
  const ability = rng.float(77, 97);
  const sid = `${start}${digits(rng, 5)}`;
  const cpr = `${dob.slice(2, 4)}${dob.slice(5, 7)}${digits(rng, 5)}`;
  const first = `${p.given[0]} ${p.father[0]} ${p.grand[0]}`;
  const r = yResult('en', first, p.family[0], showDob ? dob : null);
  setInstitution(r, uni.en, 'BH');

  // Terms: two regular semesters a year, a summer now and then; four years for a graduate.
  const graduate = rng.bool(0.5);
  const years = graduate ? 4 : rng.int(1, 3);
  type Term = { label: string; session: string; term: string; rows: string[][]; gpa: number; cgpa: number; cum: number };
  const terms: Term[] = [];
  const pool = [...prog.courses];
  let cumHours = 0;
  let cumPoints = 0;
  let n = 1;
  for (let y = 0; y < years; y++) {
    const session = `${start + y}/${start + y + 1}`;
    const kinds = rng.bool(0.3) && y < years - 1 ? [0, 1, 2] : [0, 1];
    for (const k of kinds) {
      const count = k === 2 ? 2 : 3;
      const titles = pool.splice(0, count);
      if (!titles.length) break;
      let hours = 0;
      let points = 0;
      const rows: string[][] = [];
      titles.forEach((t) => {
        const code = `${prog.prefix} ${100 * Math.min(4, y + 1) + n++}`;
        const cr = /Internship|Senior Project II/.test(t) ? 6 : /Skills/.test(t) ? 2 : 3;
        const mark = Math.max(57, Math.min(99, Math.round(ability + rng.gauss() * 8)));
        const [, letter, gp] = SCALE.find(([min]) => mark >= min)!;
        rows.push([code, t, String(cr), letter, (gp * cr).toFixed(2)]);
        r.courses.push(course({ courseNumber: code, courseName: t, credit: cr, grade: letter, term: TERMS[k], session }));
        hours += cr;
        points += gp * cr;
      });
      cumHours += hours;
      cumPoints += points;
      terms.push({ label: `${TERMS[k]} ${session}`, session, term: TERMS[k], rows, gpa: points / hours, cgpa: cumPoints / cumHours, cum: cumHours });
    }
  }
  const cgpa = (cumPoints / cumHours).toFixed(2);
  const lastYear = start + years;
  const conferred = iso(lastYear, 6, rng.int(10, 28));
  const printedOn = graduate ? addDays(conferred, rng.int(10, 200)) : iso(start + years, rng.int(7, 9), rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: sid, name: prog.degree, level: 'Bachelor', majorOrSpecialization: prog.major, program: `${prog.degree} in ${prog.major}`,
    yearOfAdmission: start, cgpa, totalCreditsOrMarks: String(cumHours),
  });
  r.qualification.dateOfIssue = printedOn;
  if (graduate) Object.assign(r.qualification, { yearOfCompletion: lastYear, status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Academic Transcript', author: uni.en, creationDate: new Date(`${printedOn}T08:00:00Z`) });
  const doc = pdf.doc;
  const naskh = face(doc, 'naskh');
  pdf.text('', 0, 0, { font: F.regular, size: 8 });
  const L = 36;
  const W = pdf.width - 72;
  const ink = rng.pick(['#7a1020', '#0f3d5c', '#2f4f2f']);
  const phone = `+973 17${digits(rng, 6)}`;
  const head = () => {
    pdf.crest(pdf.width / 2, 44, 22, uni.abbr, ink);
    pdf.text(uni.en, L, 28, { font: F.bold, size: 11, color: ink, width: 200, fit: true });
    pdf.text(uni.box, L, 42, { font: F.regular, size: 8 });
    pdf.text(`Kingdom of Bahrain · Tel. ${phone}`, L, 53, { font: F.regular, size: 8 });
    doc.fillColor(ink);
    rtl(doc, 'مملكة البحرين', L + W, 24, naskh.r, 9, F.regular);
    rtl(doc, uni.ar, L + W, 38, naskh.b, 11, F.regular);
    doc.fillColor('#000000');
    rtl(doc, 'عمادة القبول والتسجيل', L + W, 55, naskh.r, 8.5, F.regular);
    pdf.line(L, 74, L + W, 74, 1.1, ink);
  };
  head();
  pdf.text('ACADEMIC TRANSCRIPT', L, 82, { font: F.bold, size: 13, width: W, align: 'center' });
  const t2 = 'كشف الدرجات';
  rtl(doc, t2, pdf.width / 2 + rtlWidth(doc, t2, naskh.b, 10) / 2, 98, naskh.b, 10, F.regular);
  let y = 120;
  const left: Array<[string, string]> = [['Student Name', `${first} ${p.family[0]}`], ['Student ID', sid], ['CPR No.', cpr], ['Nationality', 'Bahraini']];
  if (showDob) left.push(['Date of Birth', dmy(dob, '/')]);
  const right: Array<[string, string]> = [['College', prog.college], ['Program', `${prog.degree} in ${prog.major}`], ['Admission', `${TERMS[0]} ${start}/${start + 1}`], ['Previous School', rng.pick(p.woman ? SCHOOLS.women : SCHOOLS.men)]];
  const kv = (rows: Array<[string, string]>, x: number, w: number) =>
    rows.forEach(([k, v], i) => {
      pdf.text(`${k}:`, x, y + i * 12.5, { font: F.bold, size: 8.3 });
      pdf.text(v, x + 82, y + i * 12.5, { font: F.regular, size: 8.3, width: w - 86, fit: true });
    });
  kv(left, L, W / 2 - 6);
  kv(right, L + W / 2 + 6, W / 2 - 6);
  y += Math.max(left.length, right.length) * 12.5 + 10;
  const cols = [
    { label: 'Course Code', width: 70 },
    { label: 'Course Title', width: W - 70 - 56 - 50 - 60 },
    { label: 'Cr. Hrs', width: 56, align: 'center' as const },
    { label: 'Grade', width: 50, align: 'center' as const },
    { label: 'Points', width: 60, align: 'right' as const },
  ];
  const size = 8.2;
  for (const t of terms) {
    const need = 16 + t.rows.length * 12 + 30;
    if (y + need > pdf.height - 60) {
      pdf.addPage();
      head();
      y = 90;
    }
    pdf.text(t.label, L, y, { font: F.bold, size: 9, color: ink });
    y += 13;
    y += tableHeader(pdf, L, y, cols, { F, size: 8, ruling: 'rows', fill: '#eeeeee' });
    for (const row of t.rows) {
      let cx = L;
      cols.forEach((c, i) => {
        pdf.text(row[i], cx + 3, y + 2, { font: F.regular, size, width: c.width - 6, align: c.align ?? 'left', fit: true });
        cx += c.width;
      });
      rowRules(pdf, L, cols, y, 12, 'rows');
      y += 12;
    }
    pdf.text(`Term GPA: ${t.gpa.toFixed(2)}     Cumulative GPA: ${t.cgpa.toFixed(2)}     Cumulative Hours: ${t.cum}`, L, y + 3, { font: F.italic, size: 8, width: W, align: 'right' });
    y += 22;
  }
  if (y + 120 > pdf.height - 50) {
    pdf.addPage();
    head();
    y = 90;
  }
  pdf.line(L, y, L + W, y, 0.6);
  y += 6;
  pdf.text(`Total Credit Hours Earned: ${cumHours}`, L, y, { font: F.bold, size: 9 });
  pdf.text(`Cumulative GPA: ${cgpa} / 4.00`, L + W / 2, y, { font: F.bold, size: 9 });
  y += 14;
  if (graduate) {
    pdf.text(`Degree Awarded: ${prog.degree} in ${prog.major} — conferred on ${longDate(conferred, 'en')}`, L, y, { font: F.regular, size: 9, width: W, fit: true });
    y += 14;
  } else {
    pdf.text('Academic Standing: Good Standing (currently enrolled)', L, y, { font: F.regular, size: 9 });
    y += 14;
  }
  pdf.text('Grading: A 4.00, A- 3.67, B+ 3.33, B 3.00, B- 2.67, C+ 2.33, C 2.00, C- 1.67, D+ 1.33, D 1.00, F 0.00', L, y, { font: F.italic, size: 7.2, width: W, fit: true, color: '#444444' });
  y += 50;
  pdf.signature(L + W - 170, y - 22, 120, rng);
  pdf.line(L + W - 190, y, L + W, y, 0.5);
  pdf.text('Director, Admission and Registration', L + W - 190, y + 4, { font: F.regular, size: 8, width: 190, align: 'center' });
  pdf.text(`Date of Issue: ${dmy(printedOn, '/')}`, L, y + 4, { font: F.regular, size: 8 });
  pdf.seal(L + W / 2, y - 6, 24, ink);
  footers(pdf, F, (a, b) => `Page ${a} of ${b} — not valid without the university seal`);
  const printed: Record<string, string> = {
    'qualification.dateOfIssue': dmy(printedOn, '/'),
  };
  if (graduate) printed['qualification.yearOfCompletion'] = longDate(conferred, 'en');
  if (showDob) printed['candidate.dateOfBirth'] = dmy(dob, '/');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'y-01-transcript',
    country: 'BH',
    languages: ['en', 'ar'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Bahraini university academic transcript in English under an Arabic and English letterhead: P.O. Box, town, Kingdom of Bahrain, +973; student data in two columns (name with father and grandfather, ID, CPR number as a decoy, birth date on some, programme, admission term, previous school as a decoy institution); terms stacked as small tables with code, title, credit hours, letter grade and points, and a term GPA line; totals, degree awarded with its date, print date; as described by Bahraini university regulations (A-F on 4.00).',
    render,
  },
];
