/**
 * Japanese university academic transcript in English (the English version of the seiseki shomeisho), as Japanese
 * universities' published grading guides and the national information centre's descriptions have it: the university
 * with its address ending "Japan", "ACADEMIC TRANSCRIPT", the student number, the romanized name (family name in
 * capitals first or last), date of birth, faculty and department, "Date of Enrollment" and "Date of Graduation" in the
 * Gregorian calendar or with the year of the Japanese era ("April 1, Heisei 30"), the degree; subjects grouped by
 * category (Liberal Arts, Foreign Languages, Specialized Subjects) with no course codes, the credits, the grade — S, A,
 * B, C (F is not printed: failed subjects are left off) or the words the kanji grades 秀 優 良 可 are rendered by
 * (Excellent, Very Good, Good, Pass) — and the academic year and term the subject was taken in; the total credits
 * earned and the GPA on 4.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, eraMdy, footers, iso, mdy, ndPerson, ndResult, setInstitution, showName, type Column, type NameForm, type TableRow } from '../lib/nd-kit';

const UNIS = [
  { name: 'Kasumigaoka University', address: '1-1 Kasumi-cho, Aoba-ku, Sendai 980-8577, Japan' },
  { name: 'Meiho Institute of Technology', address: '2-4 Furo-cho, Chikusa-ku, Nagoya 464-8603, Japan' },
  { name: 'Seiran Gakuin University', address: '3-15 Nishi 7-chome, Kita-ku, Sapporo 060-0808, Japan' },
  { name: 'Rokko International University', address: '1-2 Rokkodai-cho, Nada-ku, Kobe 657-8501, Japan' },
];

const PROGRAMMES: Array<{ faculty: string; department: string; degree: string; major: string; courses: string[] }> = [
  { faculty: 'Faculty of Engineering', department: 'Department of Mechanical Engineering', degree: 'Bachelor of Engineering', major: 'Mechanical Engineering', courses: ['Mechanics of Materials I', 'Thermodynamics I', 'Fluid Mechanics I', 'Engineering Drawing', 'Mechanical Design', 'Control Engineering', 'Manufacturing Processes', 'Vibration Engineering', 'Heat Transfer', 'Mechanical Engineering Laboratory', 'Robotics', 'Graduation Research'] },
  { faculty: 'Faculty of Economics', department: 'Department of Economics', degree: 'Bachelor of Economics', major: 'Economics', courses: ['Principles of Economics', 'Microeconomics I', 'Macroeconomics I', 'Econometrics', 'Public Finance', 'International Economics', 'Japanese Economic History', 'Labor Economics', 'Monetary Economics', 'Seminar in Economics I', 'Seminar in Economics II', 'Graduation Thesis'] },
  { faculty: 'Faculty of Letters', department: 'Department of English Literature', degree: 'Bachelor of Arts', major: 'English Literature', courses: ['Introduction to English Literature', 'English Phonetics', 'History of the English Language', 'American Literature I', 'British Poetry', 'English Linguistics', 'Translation Studies', 'Shakespeare Studies', 'Literary Theory', 'Seminar in English Literature', 'Academic English Writing', 'Graduation Thesis'] },
];
const LIBERAL = ['Introduction to Philosophy', 'Japanese Constitution', 'Statistics', 'Information Literacy', 'Health and Sports Science', 'Introduction to Psychology', 'Cultural Anthropology'];
const LANG = ['English I', 'English II', 'English III', 'German I', 'Chinese I', 'French I'];

const LETTERS: Array<[string, string, number]> = [['S', 'Excellent', 4], ['A', 'Very Good', 3], ['B', 'Good', 2], ['C', 'Pass', 1]];

async function render(rng: Rng) {
  const person = ndPerson(rng, 'JP');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const entry = rng.int(2012, 2020);
  const enrolled = iso(entry, 4, 1);
  const graduated = iso(entry + 4, 3, rng.int(18, 25));
  const issued = iso(entry + 4, rng.int(4, 11), rng.int(10, 28));
  const dob = iso(entry - 18, rng.int(4, 12), rng.int(13, 28));
  const studentNo = `${String(entry).slice(2)}${rng.pick(['T', 'E', 'L', 'B'])}${digits(rng, 4)}${String.fromCharCode(65 + rng.int(0, 5))}`;
  const form: NameForm = rng.pick(['FAMILY Given', 'Given FAMILY', 'FAMILY, GIVEN']);
  const shown = showName(person, form);
  const eraDates = rng.bool(0.5);
  const date = (d: string) => (eraDates ? eraMdy(d) : mdy(d));
  const words = rng.bool(0.5);
  const F = rng.pick([SANS[0], SANS[2], SERIF[0], SERIF[2]]);

  const r = ndResult(person, dob);
  setInstitution(r, uni.name, 'JP');
  Object.assign(r.qualification, {
    registrationNumber: studentNo, name: prog.degree, level: 'Bachelor', majorOrSpecialization: prog.major,
    yearOfAdmission: entry, yearOfCompletion: entry + 4, dateOfIssue: issued, status: 'Completed',
  });

  const rows: TableRow[] = [];
  let credits = 0;
  let points = 0;
  const groups: Array<[string, string[], number]> = [
    ['Liberal Arts Subjects', rng.sample(LIBERAL, 4), 0],
    ['Foreign Languages', rng.sample(LANG, 3), 0],
    ['Specialized Subjects', [...prog.courses], 1],
  ];
  for (const [heading, titles, offset] of groups) {
    rows.push({ heading });
    titles.forEach((title, i) => {
      const yearTaken = entry + Math.min(3, offset + Math.floor((i * 3) / titles.length));
      const last = /Graduation/.test(title);
      const ay = last ? entry + 3 : yearTaken;
      const term = last ? 'Full Year' : rng.pick(['Spring', 'Fall']);
      const credit = last ? 6 : heading === 'Foreign Languages' ? 1 : 2;
      const [letter, word, gp] = rng.pick([LETTERS[0], LETTERS[1], LETTERS[1], LETTERS[2], LETTERS[3]]);
      const grade = words ? word : letter;
      credits += credit;
      points += gp * credit;
      rows.push({ cells: [title, String(credit), grade, String(ay), term] });
      r.courses.push(course({ courseName: title, credit, grade, term, year: ay }));
    });
  }
  const gpa = (points / credits).toFixed(2);
  r.qualification.cgpa = gpa;
  r.qualification.totalCreditsOrMarks = String(credits);

  const pdf = new Pdf({ size: A4, title: 'Academic Transcript', author: uni.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = 48;
  const W = pdf.width - 2 * L;
  pdf.text(uni.name, L, 40, { font: F.bold, size: 16, width: W, align: 'center' });
  pdf.text(uni.address, L, 62, { font: F.regular, size: 8.5, width: W, align: 'center' });
  pdf.line(L, 80, L + W, 80, 0.8);
  pdf.text('ACADEMIC TRANSCRIPT', L, 92, { font: F.bold, size: 13, width: W, align: 'center', cs: 2 });
  const kv: Array<[string, string]> = [
    ['Name', shown], ['Student Number', studentNo], ['Date of Birth', date(dob)],
    ['Faculty', prog.faculty], ['Department', prog.department], ['Degree', prog.degree],
    ['Date of Enrollment', date(enrolled)], ['Date of Graduation', date(graduated)],
  ];
  let y = 118;
  kv.forEach(([k, v], i) => {
    const x = i % 2 === 0 ? L : L + W / 2;
    pdf.text(k, x, y, { font: F.regular, size: 8.5, color: '#333333' });
    pdf.text(v, x + 92, y, { font: F.bold, size: 8.5, width: W / 2 - 112, fit: true });
    if (i % 2 === 1) y += 14;
  });
  y += 18;
  const cols: Column[] = [
    { label: 'Subject', width: W - 50 - 70 - 60 - 70, wrap: true },
    { label: 'Credits', width: 50, align: 'center' },
    { label: 'Grade', width: 70, align: 'center' },
    { label: 'Year', width: 60, align: 'center' },
    { label: 'Term', width: 70, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.5, ruling: rng.pick(['grid', 'rows', 'zebra'] as const), headerFill: '#ececec', repeatHeader: true, top: 50, bottom: pdf.height - 60 });
  if (y > pdf.height - 170) {
    pdf.addPage();
    y = 50;
  }
  y += 14;
  pdf.text(`Total Credits Earned: ${credits}`, L, y, { font: F.bold, size: 9 });
  pdf.text(`GPA: ${gpa}`, L + 220, y, { font: F.bold, size: 9 });
  y += 20;
  const key = words ? 'Grading: Excellent (90-100), Very Good (80-89), Good (70-79), Pass (60-69); failed subjects are not listed.' : 'Grading: S (90-100) 4 pts, A (80-89) 3 pts, B (70-79) 2 pts, C (60-69) 1 pt; F (0-59) not listed.';
  pdf.text(key, L, y, { font: F.italic, size: 7.5, width: W, fit: true });
  y += 30;
  pdf.text(`Issued on ${date(issued)}`, L, y, { font: F.regular, size: 9 });
  pdf.signature(L + W - 170, y, 120, rng);
  pdf.line(L + W - 190, y + 22, L + W, y + 22, 0.6);
  pdf.text('President', L + W - 190, y + 26, { font: F.bold, size: 9, width: 190, align: 'center' });
  footers(pdf, F, (p, n) => `${p} / ${n}`);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: {
      'candidate.fullName': shown,
      'candidate.dateOfBirth': date(dob),
      'qualification.dateOfIssue': date(issued),
      'qualification.yearOfAdmission': date(enrolled),
      'qualification.yearOfCompletion': date(graduated),
    },
  };
}

export const families: Family[] = [
  {
    id: 'nd-jp-transcript',
    country: 'JP',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan'],
    samples: 3,
    conventions: 'Japanese university academic transcript in English: the address ending "Japan", the student number, the romanized name with the family name in capitals, faculty, department and degree, "Date of Enrollment" and "Date of Graduation" in the Gregorian calendar or with the Japanese era\'s year ("April 1, Heisei 30"); subjects by category without codes, credits, S/A/B/C or Excellent/Very Good/Good/Pass, the year and term taken; total credits and GPA; as described by Japanese universities\' grading guides.',
    render,
  },
];
