/**
 * Syrian university transcript (كشف علامات) in English with an Arabic letterhead, as Syrian public universities issue
 * it for study abroad, after public descriptions of Syrian academic grading (marks out of 100, 60 the lowest pass of a
 * course; the general average with its rating: 85-94 excellent, 75-84 very good, 65-74 good, 60-64 acceptable) and
 * of Syrian records (the year system, each year of study with its academic year "2015/2016"; the father's and the
 * mother's given names and the place and date of birth among the particulars): the republic, the Ministry of Higher
 * Education and the university in both languages with the city and "Syrian Arab Republic", name and surname, the
 * father's and the mother's names (decoys), "Place and Date of Birth: Homs, 14/03/1997", the university number, the
 * faculty and department, "Year of Admission: 2015/2016", courses by "First Year — 2015/2016" with the mark out of 100
 * (`marksScored`, `maximumMarks` 100, grade null), each year's average as a row (no course), the general average with
 * its rating (`cgpa`), the degree and the graduation date. Names, numbers and institutions are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, FONT_FILES, Pdf, SANS, SERIF, course, courseTable, digits, iso, niResult, rtl, setInstitution, slashed, syPerson, type Column, type TableRow } from '../lib/ni-kit';

const UNIS = [
  { en: 'Barada University', ar: 'جامعة بردى', city: 'Damascus', cityAr: 'دمشق' },
  { en: 'Orontes Valley University', ar: 'جامعة وادي العاصي', city: 'Homs', cityAr: 'حمص' },
  { en: 'Qalaat Halab University', ar: 'جامعة قلعة حلب', city: 'Aleppo', cityAr: 'حلب' },
];
const TOWNS = ['Damascus', 'Homs', 'Aleppo', 'Hama', 'Latakia', 'Tartus', 'Idlib', 'Daraa'];
const PROGRAMS = [
  {
    degree: 'Bachelor of Civil Engineering', head: null, field: null, faculty: 'Faculty of Civil Engineering', dept: 'Structural Engineering', years: 5,
    subjects: ['Mathematics I', 'Engineering Drawing', 'General Physics', 'Engineering Mechanics', 'English Language I', 'Arabic Language', 'Mathematics II', 'Strength of Materials', 'Surveying I', 'Building Materials', 'Fluid Mechanics', 'Theory of Structures I', 'Soil Mechanics', 'Reinforced Concrete I', 'Hydraulics', 'Theory of Structures II', 'Reinforced Concrete II', 'Foundation Engineering', 'Steel Structures', 'Highway Engineering', 'Construction Management', 'Earthquake Engineering', 'Prestressed Concrete', 'Graduation Project'],
  },
  {
    degree: 'Bachelor of Arts in English Language and Literature', head: 'Bachelor of Arts', field: 'English Language and Literature', faculty: 'Faculty of Arts and Humanities', dept: 'English Language and Literature', years: 4,
    subjects: ['Reading Comprehension I', 'Grammar I', 'Writing I', 'Introduction to Literature', 'Arabic Language', 'Phonetics', 'Grammar II', 'Poetry I', 'Drama I', 'The Novel I', 'Linguistics', 'Translation I', 'Shakespeare', 'Poetry II', 'Literary Criticism', 'Translation II', 'Modern Drama', 'Applied Linguistics', 'American Literature', 'Comparative Literature'],
  },
  {
    degree: 'Bachelor of Economics', head: null, field: null, faculty: 'Faculty of Economics', dept: 'Accounting', years: 4,
    subjects: ['Principles of Economics', 'Mathematics for Economists', 'Principles of Accounting', 'English Language I', 'Arabic Language', 'Principles of Management', 'Microeconomics', 'Macroeconomics', 'Statistics', 'Financial Accounting', 'Money and Banking', 'Commercial Law', 'Cost Accounting', 'Public Finance', 'Auditing', 'Econometrics', 'Management Accounting', 'Tax Accounting', 'Financial Analysis', 'Government Accounting'],
  },
];
const YEARS = ['First Year', 'Second Year', 'Third Year', 'Fourth Year', 'Fifth Year'];
const rating = (m: number) => (m >= 85 ? 'Excellent' : m >= 75 ? 'Very Good' : m >= 65 ? 'Good' : 'Acceptable');

async function render(rng: Rng) {
  const person = syPerson(rng);
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMS);
  const entry = rng.int(2012, 2018);
  const years = prog.years;
  const graduated = iso(entry + years, rng.pick([7, 8, 9]), rng.int(1, 28));
  const issued = iso(entry + years, rng.int(10, 12), rng.int(1, 28));
  const dob = iso(entry - 18, rng.int(1, 12), rng.int(1, 28));
  const birthplace = rng.pick(TOWNS);
  const studentNo = `${digits(rng, 6)}`;
  const ability = rng.float(64, 86);

  const r = niResult('en', person, dob);
  setInstitution(r, uni.en, 'SY');
  const rows: TableRow[] = [];
  const per = Math.ceil(prog.subjects.length / years);
  let all = 0;
  let n = 0;
  for (let y = 0; y < years; y++) {
    const session = `${entry + y}/${entry + y + 1}`;
    rows.push({ heading: `${YEARS[y]} — ${session}` });
    const titles = prog.subjects.slice(y * per, (y + 1) * per);
    let sum = 0;
    titles.forEach((title, k) => {
      const mark = Math.max(60, Math.min(97, Math.round(ability + rng.gauss() * 8)));
      sum += mark;
      rows.push({ cells: [String(k + 1), title, String(mark)] });
      r.courses.push(course({ courseName: title, marksScored: mark, maximumMarks: 100, session }));
    });
    all += sum;
    n += titles.length;
    rows.push({ cells: ['', `Average of the ${YEARS[y].toLowerCase()}`, (sum / titles.length).toFixed(2)], bold: true });
  }
  const avg = (all / n).toFixed(2);
  Object.assign(r.qualification, {
    name: prog.head ?? prog.degree, level: 'Bachelor', program: prog.head ? prog.degree : null, majorOrSpecialization: prog.field ?? prog.dept,
    registrationNumber: studentNo, yearOfAdmission: entry, yearOfCompletion: entry + years, dateOfIssue: issued, status: 'Completed', cgpa: avg,
  });

  const pdf = new Pdf({ size: A4, title: 'Transcript of Marks', author: uni.en, creationDate: new Date(`${issued}T08:00:00Z`) });
  const doc = pdf.doc;
  doc.registerFont('ni-ar', FONT_FILES.naskh[0]);
  doc.registerFont('ni-ar-b', FONT_FILES.naskh[1]);
  doc.registerFont('ni-lat', FONT_FILES.dejavuSans[0]);
  const ar = (text: string, right: number, y: number, size: number, bold = false) => rtl(doc, text, right, y - size * 0.35, bold ? 'ni-ar-b' : 'ni-ar', size, 'ni-lat');
  const W = pdf.width;
  const F = rng.pick([SERIF[0], SANS[0], SANS[2]]);
  const L = 42;
  const green = '#1d5b3a';
  pdf.text('Syrian Arab Republic', L, 34, { font: F.bold, size: 10 });
  pdf.text('Ministry of Higher Education', L, 48, { font: F.regular, size: 9 });
  pdf.text(uni.en, L, 62, { font: F.bold, size: 12, color: green });
  pdf.text(`${prog.faculty} — ${uni.city}`, L, 78, { font: F.regular, size: 8.5, width: 250, fit: true });
  ar('الجمهورية العربية السورية', W - L, 38, 11, true);
  ar('وزارة التعليم العالي', W - L, 54, 10);
  ar(uni.ar, W - L, 72, 12, true);
  ar(uni.cityAr, W - L, 88, 9);
  pdf.crest(W / 2, 58, 20, uni.en.split(' ').map((w) => w[0]).join(''), green);
  pdf.line(L, 100, W - L, 100, 1.2, green);
  pdf.text('TRANSCRIPT OF MARKS', L, 110, { font: F.bold, size: 14, width: W - 2 * L, align: 'center' });
  ar('كشف علامات', W / 2 + 30, 134, 11, true);
  let y = 150;
  const info: Array<[string, string]> = [
    ['Name', person.given],
    ['Surname', person.family],
    ["Father's Name", person.father],
    ["Mother's Name", person.mother],
    ['Place and Date of Birth', `${birthplace}, ${slashed(dob)}`],
    ['University No.', studentNo],
    ['Department', prog.dept],
    ['Year of Admission', `${entry}/${entry + 1}`],
  ];
  info.forEach(([k, v], i) => {
    const x = i % 2 === 0 ? L : W / 2 + 10;
    pdf.text(`${k}:`, x, y, { font: F.bold, size: 9 });
    pdf.text(v, x + 118, y, { font: F.regular, size: 9, width: W / 2 - 140, fit: true });
    if (i % 2 === 1) y += 15;
  });
  y += 12;
  const cols: Column[] = [
    { label: 'No.', width: 40, align: 'center' },
    { label: 'Course', width: W - 2 * L - 40 - 110, wrap: true },
    { label: 'Mark (out of 100)', width: 110, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, {
    F, size: 8.8, ruling: rng.pick(['grid', 'rows'] as const), headerFill: '#e2efe7', repeatHeader: true, top: 46, bottom: pdf.height - 60,
    onNewPage: (p) => {
      p.text(`${uni.en} — Transcript of Marks — ${person.given} ${person.family} (No. ${studentNo})`, L, 30, { font: F.italic, size: 7.5 });
      return 0;
    },
  });
  if (y > pdf.height - 170) {
    pdf.addPage();
    y = 60;
  }
  pdf.text(`General Average: ${avg}% — Rating: ${rating(Number(avg))}`, L, y + 12, { font: F.bold, size: 10 });
  pdf.text(`Degree: ${prog.degree}`, L, y + 30, { font: F.bold, size: 10, width: W - 2 * L, fit: true });
  pdf.text(`Date of Graduation: ${slashed(graduated)}`, L, y + 48, { font: F.regular, size: 9.5 });
  pdf.text('Marks are out of 100; the lowest passing mark of a course is 60.', L, y + 64, { font: F.italic, size: 7.5 });
  pdf.text(`${uni.city}, ${slashed(issued)}`, L, y + 92, { font: F.regular, size: 9.5 });
  pdf.signature(W - 210, y + 84, 110, rng);
  pdf.text('Dean of the Faculty', W - 240, y + 104, { font: F.bold, size: 8.5, width: 160, align: 'center' });
  pdf.seal(W / 2, y + 100, 26, green);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: { 'candidate.fullName': person.family, 'candidate.dateOfBirth': slashed(dob), 'qualification.dateOfIssue': slashed(issued) },
  };
}

export const families: Family[] = [
  {
    id: 'ni-sy-transcript',
    country: 'SY',
    languages: ['en', 'ar'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Syrian university transcript of marks in English with an Arabic letterhead: the Syrian Arab Republic, the Ministry of Higher Education and the university in both languages, name and surname, the father\'s and mother\'s names (decoys), "Place and Date of Birth", university number, department, "Year of Admission: 2015/2016", courses by "First Year — 2015/2016" with marks out of 100 (pass 60), each year\'s average row, the general average with its rating, the degree and the graduation date; after public descriptions of Syrian academic grading.',
    render,
  },
];
