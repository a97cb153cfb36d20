/**
 * South Korean university transcript in English, as Korean universities' registrar guides and credential-evaluation
 * references describe it: the university with its address ending "Republic of Korea", "OFFICIAL TRANSCRIPT", the
 * student ID (entry year and a serial), the name romanized with the family name in capitals first or last, the date
 * of birth year first ("2000.03.14") or "Mar. 14, 2000", college, major and degree, the date of admission and of
 * graduation; courses by year and semester ("2018 / 1st Semester") with the course number, title, classification
 * (Major Required, General Education…), credits, the letter grade on the 4.5 scale (A+, A0 or A, B+, B0, … F, P) and
 * in some its grade point; a semester line (credits attempted, GPA); at the end the total credits earned and the
 * "Cumulative GPA: 3.87 / 4.5".
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, footers, iso, monDY, ndPerson, ndResult, setInstitution, showName, ymdDot, type Column, type NameForm, type TableRow } from '../lib/nd-kit';

const UNIS = [
  { name: 'Hanbit National University', address: '45 Baekje-daero, Deokjin-gu, Jeonju 54896, Republic of Korea' },
  { name: 'Sejin University', address: '77 Gwanggyo-ro, Yeongtong-gu, Suwon 16229, Republic of Korea' },
  { name: 'Dongmun University of Science and Technology', address: '120 Cheongam-ro, Nam-gu, Pohang 37673, Korea' },
  { name: 'Chungwon Women\'s University', address: '30 Chungdae-ro, Seowon-gu, Cheongju 28644, Republic of Korea' },
];

const PROGRAMMES: Array<{ college: string; major: string; degree: string; prefix: string; courses: string[] }> = [
  { college: 'College of Engineering', major: 'Computer Science and Engineering', degree: 'Bachelor of Engineering', prefix: 'CSE', courses: ['Programming Fundamentals', 'Discrete Mathematics', 'Data Structures', 'Computer Architecture', 'Algorithms', 'Operating Systems', 'Database Systems', 'Computer Networks', 'Software Engineering', 'Compiler Design', 'Artificial Intelligence', 'Capstone Design 1', 'Capstone Design 2', 'Linear Algebra', 'Probability and Statistics', 'Object-Oriented Programming'] },
  { college: 'College of Business Administration', major: 'Business Administration', degree: 'Bachelor of Business Administration', prefix: 'BUS', courses: ['Principles of Management', 'Principles of Accounting', 'Microeconomics', 'Business Statistics', 'Marketing Management', 'Organizational Behavior', 'Financial Management', 'Operations Management', 'Managerial Accounting', 'Investment Analysis', 'International Business', 'Strategic Management', 'Consumer Behavior', 'Business Law', 'Human Resource Management', 'Management Information Systems'] },
  { college: 'College of Natural Sciences', major: 'Chemistry', degree: 'Bachelor of Science', prefix: 'CHE', courses: ['General Chemistry 1', 'General Chemistry 2', 'Organic Chemistry 1', 'Organic Chemistry 2', 'Physical Chemistry 1', 'Analytical Chemistry', 'Inorganic Chemistry', 'Biochemistry', 'Instrumental Analysis', 'Quantum Chemistry', 'Polymer Chemistry', 'Chemistry Laboratory 1', 'Chemistry Laboratory 2', 'Calculus 1', 'General Physics 1', 'Undergraduate Research'] },
];
const GEN_ED = ['College English 1', 'College English 2', 'Academic Writing', 'Korean History', 'Understanding Philosophy', 'Introduction to Psychology', 'Physical Education', 'Career Development Seminar', 'Global Citizenship', 'Chapel'];

const POINTS: Record<string, number> = { 'A+': 4.5, A0: 4.0, A: 4.0, 'B+': 3.5, B0: 3.0, B: 3.0, 'C+': 2.5, C0: 2.0, C: 2.0, 'D+': 1.5, D0: 1.0, D: 1.0, F: 0 };
const DRAW = ['A+', 'A+', 'A0', 'A0', 'B+', 'B+', 'B0', 'C+', 'C0', 'D+'];

async function render(rng: Rng) {
  const person = ndPerson(rng, 'KR');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const entry = rng.int(2012, 2019);
  const admitted = iso(entry, 3, rng.int(2, 4));
  const graduated = iso(entry + 4, 2, rng.int(14, 25));
  const issued = iso(entry + 4, rng.int(3, 10), rng.int(10, 28));
  const dob = iso(entry - 19, rng.int(1, 12), rng.int(13, 28));
  const studentId = `${entry}${digits(rng, 6)}`;
  const form: NameForm = rng.pick(['FAMILY Given', 'Given FAMILY', 'FAMILY, GIVEN']);
  const shown = showName(person, form);
  const dateForm = rng.pick(['dot', 'mon'] as const);
  const date = (d: string) => (dateForm === 'dot' ? ymdDot(d) : monDY(d));
  const zeroGrades = rng.bool(0.6); // "A0" (the Korean mark of a plain A) or "A"
  const withPoints = rng.bool(0.5);
  const headingForm = rng.pick(['slash', 'year-sem'] as const);
  const F = rng.pick([...SANS.slice(0, 3), SERIF[0]]);

  const r = ndResult(person, dob);
  setInstitution(r, uni.name, 'KR');
  Object.assign(r.qualification, {
    registrationNumber: studentId, name: prog.degree, level: 'Bachelor', majorOrSpecialization: prog.major,
    yearOfAdmission: entry, yearOfCompletion: entry + 4, dateOfIssue: issued, status: 'Completed',
  });

  const rows: TableRow[] = [];
  const major = [...prog.courses];
  const gen = [...GEN_ED];
  let credits = 0;
  let points = 0;
  let gpaCredits = 0;
  for (let s = 0; s < 8; s++) {
    const year = entry + Math.floor(s / 2);
    const sem = s % 2 === 0 ? '1st Semester' : '2nd Semester';
    rows.push({ heading: headingForm === 'slash' ? `${year} / ${sem}` : `Year ${year} - ${sem}` });
    const n = s < 2 ? 4 : 3;
    let semCredits = 0;
    let semPoints = 0;
    let semGpaCredits = 0;
    for (let k = 0; k < n; k++) {
      if (!gen.length && !major.length) break;
      const isGen = (s < 4 && k === 0 && gen.length > 0) || major.length === 0;
      const title = isGen ? gen.splice(rng.int(0, gen.length - 1), 1)[0] : major.splice(rng.int(0, major.length - 1), 1)[0];
      const pass = title === 'Chapel' || title === 'Career Development Seminar';
      const credit = pass ? 1 : rng.pick([3, 3, 3, 2]);
      let grade = pass ? 'P' : rng.pick(DRAW);
      if (!zeroGrades) grade = grade.replace('0', '');
      const code = isGen ? `GED${rng.int(1, 4)}${digits(rng, 3)}` : `${prog.prefix}${Math.floor(s / 2) + 1}${digits(rng, 3)}`;
      const classification = isGen ? 'General Education' : rng.pick(['Major Required', 'Major Elective', 'Major Required']);
      credits += credit;
      semCredits += credit;
      if (!pass) {
        points += POINTS[grade] * credit;
        semPoints += POINTS[grade] * credit;
        semGpaCredits += credit;
        gpaCredits += credit;
      }
      const gp = pass ? '-' : POINTS[grade].toFixed(1);
      rows.push({ cells: withPoints ? [code, title, classification, String(credit), grade, gp] : [code, title, classification, String(credit), grade] });
      r.courses.push(course({ courseNumber: code, courseName: title, credit, grade, term: sem, year }));
    }
    const semGpa = semPoints / Math.max(1, semGpaCredits);
    rows.push({ cells: ['', `Semester Credits: ${semCredits}   Semester GPA: ${semGpa.toFixed(2)}`, '', '', ''], bold: true });
  }
  const cgpa = (points / gpaCredits).toFixed(2);
  r.qualification.cgpa = cgpa;
  r.qualification.totalCreditsOrMarks = String(credits);

  const pdf = new Pdf({ size: A4, title: 'Official Transcript', author: uni.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = 40;
  const W = pdf.width - 2 * L;
  const color = rng.pick(['#14306b', '#1b4d2e', '#5a1020']);
  pdf.crest(L + 24, 58, 22, uni.name.split(' ').filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).join('').slice(0, 3), color);
  pdf.text(uni.name.toUpperCase(), L + 56, 40, { font: F.bold, size: 14, width: W - 56, fit: true, color });
  pdf.text(uni.address, L + 56, 60, { font: F.regular, size: 8.5 });
  pdf.text(`Office of Academic Affairs  ·  Tel +82-${rng.int(31, 63)}-${digits(rng, 3)}-${digits(rng, 4)}`, L + 56, 73, { font: F.regular, size: 8 });
  pdf.line(L, 90, L + W, 90, 1.2, color);
  pdf.text(rng.pick(['OFFICIAL TRANSCRIPT', 'TRANSCRIPT OF ACADEMIC RECORD']), L, 98, { font: F.bold, size: 13, width: W, align: 'center', cs: 1 });
  const left: Array<[string, string]> = [['Name', shown], ['Student ID', studentId], ['Date of Birth', date(dob)], ['College', prog.college]];
  const right: Array<[string, string]> = [['Major', prog.major], ['Degree', prog.degree], ['Date of Admission', date(admitted)], ['Date of Graduation', date(graduated)]];
  let y = 124;
  for (let i = 0; i < 4; i++) {
    pdf.text(`${left[i][0]}:`, L, y, { font: F.bold, size: 8.5 });
    pdf.text(left[i][1], L + 78, y, { font: F.regular, size: 8.5, width: W / 2 - 84, fit: true });
    pdf.text(`${right[i][0]}:`, L + W / 2, y, { font: F.bold, size: 8.5 });
    pdf.text(right[i][1], L + W / 2 + 96, y, { font: F.regular, size: 8.5, width: W / 2 - 96, fit: true });
    y += 13;
  }
  y += 8;
  const titleW = W - 64 - 96 - 44 - 40 - (withPoints ? 40 : 0);
  const cols: Column[] = [
    { label: 'Course No.', width: 64 },
    { label: 'Course Title', width: titleW, wrap: true },
    { label: 'Classification', width: 96 },
    { label: 'Credits', width: 44, align: 'center' },
    { label: 'Grade', width: 40, align: 'center' },
    ...(withPoints ? [{ label: 'Points', width: 40, align: 'center' as const }] : []),
  ];
  y = courseTable(pdf, L, y, cols, rows, {
    F, size: 8, ruling: rng.pick(['grid', 'rows', 'header-only'] as const), headerFill: '#e3e8f0', repeatHeader: rng.bool(0.7), top: 44, bottom: pdf.height - 60,
    onNewPage: (p) => {
      p.text(`${shown}  ·  Student ID ${studentId}  (continued)`, L, 30, { font: F.italic, size: 8 });
      return 6;
    },
  });
  if (y > pdf.height - 170) {
    pdf.addPage();
    y = 50;
  }
  y += 12;
  pdf.text(`Total Credits Earned: ${credits}`, L, y, { font: F.bold, size: 9 });
  pdf.text(`Cumulative GPA: ${cgpa} / 4.5`, L + 200, y, { font: F.bold, size: 9 });
  y += 22;
  pdf.text('Grading System: A+ 4.5, A0 4.0, B+ 3.5, B0 3.0, C+ 2.5, C0 2.0, D+ 1.5, D0 1.0, F 0.0; P = Pass (not included in GPA).', L, y, { font: F.italic, size: 7, width: W, fit: true });
  y += 30;
  pdf.text(`Date of Issue: ${date(issued)}`, L, y, { font: F.regular, size: 9 });
  pdf.signature(L + W - 160, y, 120, rng);
  pdf.line(L + W - 180, y + 22, L + W, y + 22, 0.6);
  pdf.text('Dean of Academic Affairs', L + W - 180, y + 26, { font: F.bold, size: 8.5, width: 180, align: 'center' });
  pdf.seal(L + W - 90, y + 4, 22, '#b3261e');
  footers(pdf, F, (p, n) => `${uni.name}  -  Page ${p} of ${n}  -  This transcript is not valid without the university seal.`);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: { 'candidate.fullName': shown, 'candidate.dateOfBirth': date(dob), 'qualification.dateOfIssue': date(issued) },
  };
}

export const families: Family[] = [
  {
    id: 'nd-kr-transcript',
    country: 'KR',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    samples: 3,
    conventions: 'South Korean university transcript in English: the address ending "Republic of Korea", the student ID, the romanized name with the family name in capitals first or last, dates "2000.03.14" or "Mar. 14, 2000", college, major, degree, date of admission and graduation; courses by "2018 / 1st Semester" with number, title, classification, credits and the 4.5-scale letter grade (A+, A0, B+ … F, P), in some with its grade point; semester lines; total credits and "Cumulative GPA: 3.87 / 4.5"; as described by Korean registrar guides and credential-evaluation references.',
    render,
  },
];
