/**
 * Chinese university transcript in English (the English version of the chengjidan), as Chinese universities'
 * published transcript guides describe it: the university with its address ending "P.R. China" and its province,
 * "ACADEMIC TRANSCRIPT", name (pinyin, the family name in capitals first, or in natural order), gender, student
 * number, date of birth, school, major, length of schooling, the dates of enrollment and graduation and the degree;
 * courses by semester codes "2018-2019-1" (academic year and the semester's number) as heading rows, or in a
 * "Semester" column of a dense two-column page, with course code, title, "Course Category" (Compulsory / Elective),
 * credits and the score on the 100-point scale — a few courses (physical education, military training) graded in
 * words (Excellent, Good, Pass); the total credits and the GPA on 4.0 after the table, and the notes on the scale.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, footers, iso, mdy, monthY, ndPerson, ndResult, setInstitution, showName, type Column, type NameForm, type TableRow } from '../lib/nd-kit';

export const CN_UNIS = [
  { name: 'Lanxi University of Technology', address: 'No. 288 Liuhe Road, Hangzhou, Zhejiang Province 310023, P.R. China', state: 'ZJ', city: 'Hangzhou' },
  { name: 'Yunshan Normal University', address: 'No. 18 Wenhua Road, Kunming, Yunnan 650500, P.R. China', state: 'YN', city: 'Kunming' },
  { name: 'Beihu University of Finance and Economics', address: 'No. 66 Xueyuan Avenue, Wuhan, Hubei Province 430073, China', state: 'HB', city: 'Wuhan' },
  { name: 'Songliao University of Science and Technology', address: 'No. 5 Daxue Street, Changchun, Jilin Province 130012, P.R. China', state: 'JL', city: 'Changchun' },
];

export const CN_PROGRAMMES: Array<{ school: string; major: string; category: string; prefix: string; courses: string[] }> = [
  { school: 'School of Computer Science and Engineering', major: 'Software Engineering', category: 'Engineering', prefix: 'SE', courses: ['Advanced Mathematics A(1)', 'Advanced Mathematics A(2)', 'Linear Algebra', 'C Programming Language', 'Discrete Mathematics', 'Data Structures', 'Computer Organization', 'Operating Systems', 'Database Principles', 'Software Engineering', 'Computer Networks', 'Java Programming', 'Software Testing', 'Web Application Development', 'Software Project Management', 'Graduation Project (Thesis)'] },
  { school: 'School of Economics', major: 'International Economics and Trade', category: 'Economics', prefix: 'EC', courses: ['Calculus (1)', 'Calculus (2)', 'Principles of Economics', 'Intermediate Microeconomics', 'Intermediate Macroeconomics', 'Statistics', 'Econometrics', 'International Trade Theory', 'International Finance', 'International Business Negotiation', 'Money and Banking', 'Accounting', 'World Economy', 'Customs Practice', 'Business English', 'Graduation Thesis'] },
  { school: 'School of Chemistry and Chemical Engineering', major: 'Chemical Engineering and Technology', category: 'Engineering', prefix: 'CH', courses: ['Advanced Mathematics B(1)', 'Advanced Mathematics B(2)', 'College Physics', 'Inorganic Chemistry', 'Analytical Chemistry', 'Organic Chemistry', 'Physical Chemistry', 'Principles of Chemical Engineering', 'Chemical Reaction Engineering', 'Chemical Engineering Thermodynamics', 'Separation Engineering', 'Chemical Process Design', 'Engineering Drawing', 'Process Safety', 'Production Internship', 'Graduation Project (Thesis)'] },
];
export const CN_GENERAL = ['Ideology, Morality and Law', 'Outline of Modern Chinese History', 'Basic Principles of Marxism', 'College English (1)', 'College English (2)', 'College English (3)', 'Situation and Policy', 'Mental Health Education'];
const WORD_GRADED = ['Physical Education (1)', 'Physical Education (2)', 'Military Training'];
const WORDS = ['Excellent', 'Good', 'Pass'];

/** Grade point of a 100-point score on the 4.0 scale most Chinese universities print. */
function gradePoint(s: number): number {
  return s >= 90 ? 4 : s >= 85 ? 3.7 : s >= 82 ? 3.3 : s >= 78 ? 3 : s >= 75 ? 2.7 : s >= 72 ? 2.3 : s >= 68 ? 2 : s >= 64 ? 1.5 : s >= 60 ? 1 : 0;
}

async function render(rng: Rng) {
  const person = ndPerson(rng, 'CN');
  const uni = rng.pick(CN_UNIS);
  const prog = rng.pick(CN_PROGRAMMES);
  const entry = rng.int(2013, 2019);
  const graduated = iso(entry + 4, 6, rng.int(20, 30));
  const issued = iso(entry + 4, rng.int(6, 12), rng.int(1, 28));
  const dob = iso(entry - 18, rng.int(1, 12), rng.int(13, 28));
  const studentNo = `${entry}${digits(rng, 8)}`;
  const form: NameForm = rng.pick(['FAMILY Given', 'Given Family', 'FAMILY, GIVEN']);
  const shown = showName(person, form);
  const dateForm = rng.pick(['iso', 'mdy'] as const);
  const date = (d: string) => (dateForm === 'iso' ? d : mdy(d));
  const layout = rng.pick(['stacked', 'columns'] as const);
  const degree = `Bachelor of ${prog.category}`;
  const F = rng.pick([SANS[0], SANS[3], SERIF[0]]);

  const r = ndResult(person, dob);
  setInstitution(r, uni.name, 'CN', uni.state);
  Object.assign(r.qualification, {
    registrationNumber: studentNo, name: degree, level: 'Bachelor', majorOrSpecialization: prog.major, programDuration: '4',
    yearOfAdmission: entry, yearOfCompletion: entry + 4, dateOfIssue: issued, status: 'Completed',
  });

  type Row = { sem: string; cells: string[] };
  const byTerm: Array<{ sem: string; rows: Row[] }> = [];
  const major = [...prog.courses];
  const gen = [...CN_GENERAL];
  const words = [...WORD_GRADED];
  let credits = 0;
  let points = 0;
  let gpaCredits = 0;
  for (let s = 0; s < 8; s++) {
    const sem = `${entry + Math.floor(s / 2)}-${entry + Math.floor(s / 2) + 1}-${(s % 2) + 1}`;
    const rows: Row[] = [];
    const n = layout === 'columns' ? rng.int(4, 5) : rng.int(3, 4);
    for (let k = 0; k < n; k++) {
      let title: string;
      let kind: 'gen' | 'word' | 'major';
      if (s < 3 && k === 0 && words.length) [title, kind] = [words.shift()!, 'word'];
      else if (s < 6 && k === 1 && gen.length) [title, kind] = [gen.shift()!, 'gen'];
      else if (major.length) [title, kind] = [major.shift()!, 'major'];
      else if (gen.length) [title, kind] = [gen.shift()!, 'gen'];
      else break;
      const code = kind === 'major' ? `${prog.prefix}${digits(rng, 5)}` : kind === 'word' ? `PE${digits(rng, 4)}` : `GE${digits(rng, 5)}`;
      const category = kind === 'major' ? rng.pick(['Compulsory', 'Compulsory', 'Elective']) : kind === 'gen' ? 'Compulsory' : 'Compulsory';
      const credit = kind === 'word' ? rng.pick([1, 2]) : kind === 'gen' ? rng.pick([2, 3]) : rng.pick([2, 3, 3.5, 4]);
      credits += credit;
      if (kind === 'word') {
        const grade = rng.pick(WORDS);
        rows.push({ sem, cells: [code, title, category, String(credit), grade] });
        r.courses.push(course({ courseNumber: code, courseName: title, credit, grade, term: String((s % 2) + 1), session: sem.slice(0, 9) }));
      } else {
        const score = rng.int(64, 97);
        points += gradePoint(score) * credit;
        gpaCredits += credit;
        rows.push({ sem, cells: [code, title, category, String(credit), String(score)] });
        r.courses.push(course({ courseNumber: code, courseName: title, credit, marksScored: score, maximumMarks: 100, term: String((s % 2) + 1), session: sem.slice(0, 9) }));
      }
    }
    byTerm.push({ sem, rows });
  }
  const gpa = (points / gpaCredits).toFixed(2);
  r.qualification.cgpa = gpa;
  r.qualification.totalCreditsOrMarks = String(credits);

  const pdf = new Pdf({ size: A4, title: 'Academic Transcript', author: uni.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = 34;
  const W = pdf.width - 2 * L;
  const red = '#a31f1f';
  pdf.text(uni.name.toUpperCase(), L, 34, { font: F.bold, size: 15, width: W, align: 'center', color: red, fit: true });
  pdf.text(uni.address, L, 54, { font: F.regular, size: 8, width: W, align: 'center' });
  pdf.text('ACADEMIC TRANSCRIPT', L, 70, { font: F.bold, size: 12, width: W, align: 'center', cs: 1.5 });
  const kv: Array<[string, string]> = [
    ['Name', shown], ['Gender', person.female ? 'Female' : 'Male'], ['Student No.', studentNo],
    ['Date of Birth', date(dob)], ['School', prog.school.replace(/^School of /, '')], ['Major', prog.major],
    ['Length of Schooling', '4 years'], ['Date of Enrollment', monthY(iso(entry, 9, 1))], ['Date of Graduation', monthY(graduated)],
  ];
  let y = 92;
  kv.forEach(([k, v], i) => {
    const x = L + (i % 3) * (W / 3);
    const w = pdf.text(`${k}: `, x, y, { font: F.bold, size: 7.5 });
    pdf.text(v, x + w, y, { font: F.regular, size: 7.5, width: W / 3 - w - 6, fit: true });
    if (i % 3 === 2) y += 11;
  });
  pdf.text(`Degree Awarded: ${degree}`, L, y, { font: F.bold, size: 7.5 });
  y += 16;
  if (layout === 'stacked') {
    const rows: TableRow[] = [];
    for (const t of byTerm) {
      rows.push({ heading: t.sem });
      for (const row of t.rows) rows.push({ cells: row.cells });
    }
    const cols: Column[] = [
      { label: 'Course Code', width: 70 },
      { label: 'Course Title', width: W - 70 - 90 - 50 - 50, wrap: true },
      { label: 'Course Category', width: 90 },
      { label: 'Credits', width: 50, align: 'center' },
      { label: 'Score', width: 50, align: 'center' },
    ];
    y = courseTable(pdf, L, y, cols, rows, { F, size: 7.5, ruling: 'grid', repeatHeader: true, top: 40, bottom: pdf.height - 50 });
  } else {
    const half = W / 2 - 4;
    const cols: Column[] = [
      { label: 'Semester', width: 50 },
      { label: 'Course Title', width: half - 50 - 52 - 30 - 30, wrap: true },
      { label: 'Category', width: 52 },
      { label: 'Credit', width: 30, align: 'center' },
      { label: 'Score', width: 30, align: 'center' },
    ];
    const all = byTerm.flatMap((t) => t.rows.map((row) => ({ cells: [t.sem, row.cells[1], row.cells[2], row.cells[3], row.cells[4]] })));
    const mid = Math.ceil(all.length / 2);
    const y1 = courseTable(pdf, L, y, cols, all.slice(0, mid), { F, size: 6.8, ruling: 'grid', repeatHeader: true, top: 40, bottom: pdf.height - 40 });
    const y2 = courseTable(pdf, L + half + 8, y, cols, all.slice(mid), { F, size: 6.8, ruling: 'grid', repeatHeader: true, top: 40, bottom: pdf.height - 40 });
    y = Math.max(y1, y2);
    r.courses.forEach((c) => (c.courseNumber = null));
  }
  if (y > pdf.height - 130) {
    pdf.addPage();
    y = 50;
  }
  y += 10;
  pdf.text(`Total Credits: ${credits}`, L, y, { font: F.bold, size: 8.5 });
  pdf.text(`GPA: ${gpa}`, L + 160, y, { font: F.bold, size: 8.5 });
  y += 16;
  pdf.para('Notes: 1. Courses are scored on the 100-point scale; 60 is the pass mark. Some courses are graded Excellent, Good, Pass or Fail. 2. GPA on a 4.0 scale: 90-100 = 4.0, 85-89 = 3.7, 82-84 = 3.3, 78-81 = 3.0, 75-77 = 2.7, 72-74 = 2.3, 68-71 = 2.0, 64-67 = 1.5, 60-63 = 1.0.', L, y, W, { font: F.italic, size: 6.5 });
  y += 30;
  pdf.text(`Date of Issue: ${date(issued)}`, L, y, { font: F.regular, size: 8.5 });
  pdf.text('Office of Academic Affairs (Seal)', L + W - 200, y, { font: F.bold, size: 8.5, width: 200, align: 'right' });
  pdf.seal(L + W - 80, y + 6, 26, red);
  footers(pdf, F, (p, n) => `Page ${p} of ${n}`);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: { 'candidate.fullName': shown, 'candidate.dateOfBirth': date(dob), 'qualification.dateOfIssue': date(issued) },
  };
}

export const families: Family[] = [
  {
    id: 'nd-cn-transcript',
    country: 'CN',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    samples: 3,
    conventions: 'Chinese university transcript in English: the address with its province ending "P.R. China", name in pinyin (family name in capitals first, or natural order), gender, student number, school, major, length of schooling, enrollment and graduation, the degree; courses by semester codes "2018-2019-1" as headings or in a Semester column of a dense two-column page, with Course Category (Compulsory/Elective), credits and the 100-point score (a few in words); total credits and GPA on 4.0; as described by Chinese universities\' transcript guides.',
    render,
  },
];
