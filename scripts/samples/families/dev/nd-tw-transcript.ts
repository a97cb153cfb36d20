/**
 * Taiwanese university transcript in English, as Taiwanese universities' English transcript guides describe it: the
 * university with its address (road, district or township, county, "Taiwan (R.O.C.)"), "ACADEMIC TRANSCRIPT", the
 * student ID (a letter and the Republic of China year of entry, "B108…"), the romanized name (Wade-Giles, hyphenated
 * given name; "CHEN, YU-TING" or "Yu-Ting Chen"), date of birth, department, degree and the date of graduation;
 * courses by "Academic Year 108, 1st Semester" headings — the academic year counted in Republic of China years, with
 * or without the Gregorian years in parentheses — with course code, title, required/elective, credits and the score
 * on 0-100 (60 passes); each semester's credits and average; at the end the total credits, the overall average score
 * and the class rank.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, footers, iso, monDY, ndPerson, ndResult, rocYear, setInstitution, showName, type Column, type NameForm, type TableRow } from '../lib/nd-kit';

const UNIS = [
  { name: 'Yushan University of Science and Technology', address: 'No. 1, Daxue Rd., Puli Township, Nantou County 545, Taiwan (R.O.C.)', state: 'NAN' },
  { name: 'Kuo-Hsing University', address: 'No. 123, Sec. 3, Daxue Rd., Douliu City, Yunlin County 640, Taiwan (R.O.C.)', state: 'YUN' },
  { name: 'Hengchun Maritime University', address: 'No. 8, Haibin Rd., Hengchun Township, Pingtung County 946, Taiwan' , state: 'PIF' },
];

const PROGRAMMES: Array<{ department: string; degree: string; major: string; prefix: string; courses: string[] }> = [
  { department: 'Department of Information Management', degree: 'Bachelor of Business Administration', major: 'Information Management', prefix: 'IM', courses: ['Introduction to Information Management', 'Computer Programming', 'Accounting', 'Statistics (I)', 'Statistics (II)', 'Data Structures', 'Database Management', 'Systems Analysis and Design', 'Management Information Systems', 'Operations Research', 'E-Commerce', 'Data Mining', 'Information Security', 'Project Seminar'] },
  { department: 'Department of Electrical Engineering', degree: 'Bachelor of Science', major: 'Electrical Engineering', prefix: 'EE', courses: ['Calculus (I)', 'Calculus (II)', 'General Physics (I)', 'Electric Circuits (I)', 'Electric Circuits (II)', 'Electronics (I)', 'Electronics (II)', 'Signals and Systems', 'Electromagnetics', 'Digital Logic Design', 'Microprocessor Systems', 'Control Systems', 'Communication Systems', 'Special Topics on Electrical Engineering'] },
  { department: 'Department of Applied Foreign Languages', degree: 'Bachelor of Arts', major: 'Applied Foreign Languages', prefix: 'AF', courses: ['English Listening and Speaking (I)', 'English Reading', 'English Composition (I)', 'English Composition (II)', 'Introduction to Linguistics', 'Japanese (I)', 'Japanese (II)', 'Translation Practice', 'Interpretation Practice', 'Business English Correspondence', 'Introduction to Western Literature', 'Cross-cultural Communication', 'Tourism English', 'Graduation Project'] },
];
const GENERAL = ['Chinese Reading and Writing', 'Freshman English', 'Physical Education', 'Service Learning', 'History of Taiwan', 'Introduction to Life Sciences', 'Philosophy and Life'];

async function render(rng: Rng) {
  const person = ndPerson(rng, 'TW');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const entry = rng.int(2013, 2019);
  const graduated = iso(entry + 4, 6, rng.int(10, 25));
  const issued = iso(entry + 4, rng.int(6, 12), rng.int(1, 28));
  const dob = iso(entry - 18, rng.int(1, 12), rng.int(13, 28));
  const studentId = `${rng.pick(['B', 'U', 'A'])}${rocYear(entry)}${digits(rng, 5)}`;
  const form: NameForm = rng.pick(['FAMILY, GIVEN', 'Given Family', 'Given FAMILY']);
  const shown = showName(person, form);
  const withGregorian = rng.bool(0.5);
  const F = rng.pick([SANS[0], SANS[1], SERIF[1]]);

  const r = ndResult(person, dob);
  setInstitution(r, uni.name, 'TW', uni.state);
  Object.assign(r.qualification, {
    registrationNumber: studentId, name: prog.degree, level: 'Bachelor', majorOrSpecialization: prog.major,
    yearOfAdmission: entry, yearOfCompletion: entry + 4, dateOfIssue: issued, status: 'Completed',
  });

  const rows: TableRow[] = [];
  const major = [...prog.courses];
  const gen = [...GENERAL];
  let credits = 0;
  let sum = 0;
  for (let s = 0; s < 8; s++) {
    const ay = rocYear(entry + Math.floor(s / 2));
    const sem = s % 2 === 0 ? '1st Semester' : '2nd Semester';
    const greg = `${entry + Math.floor(s / 2)}-${entry + Math.floor(s / 2) + 1}`;
    rows.push({ heading: withGregorian ? `Academic Year ${ay} (${greg}), ${sem}` : `Academic Year ${ay}, ${sem}` });
    const n = rng.int(3, 4);
    let semCredits = 0;
    let semSum = 0;
    for (let k = 0; k < n; k++) {
      if (!gen.length && !major.length) break;
      const isGen = (k === 0 && gen.length > 0) || major.length === 0;
      const title = isGen ? gen.shift()! : major.shift()!;
      const code = isGen ? `GE${digits(rng, 3)}` : `${prog.prefix}${digits(rng, 4)}`;
      const kind = isGen ? 'Required' : rng.pick(['Required', 'Required', 'Elective']);
      const credit = title === 'Service Learning' || title === 'Physical Education' ? rng.pick([0, 1]) : rng.pick([2, 3, 3]);
      const score = rng.int(62, 96);
      credits += credit;
      semCredits += credit;
      sum += score * credit;
      semSum += score * credit;
      rows.push({ cells: [code, title, kind, String(credit), String(score)] });
      r.courses.push(course({ courseNumber: code, courseName: title, credit, marksScored: score, maximumMarks: 100, term: sem, session: String(ay) }));
    }
    rows.push({ cells: ['', `Credits Earned: ${semCredits}    Semester Average: ${semCredits ? (semSum / semCredits).toFixed(2) : '-'}`, '', '', ''], bold: true });
  }
  const avg = (sum / credits).toFixed(2);
  r.qualification.cgpa = avg;
  r.qualification.totalCreditsOrMarks = String(credits);

  const pdf = new Pdf({ size: A4, title: 'Academic Transcript', author: uni.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = 40;
  const W = pdf.width - 2 * L;
  pdf.text(uni.name, L, 36, { font: F.bold, size: 15, width: W, align: 'center', fit: true });
  pdf.text(uni.address, L, 56, { font: F.regular, size: 8, width: W, align: 'center' });
  pdf.text('ACADEMIC TRANSCRIPT', L, 74, { font: F.bold, size: 12.5, width: W, align: 'center', cs: 1 });
  const kv: Array<[string, string]> = [
    ['Name', shown], ['Student ID', studentId], ['Date of Birth', monDY(dob)], ['Department', prog.department.replace(/^Department of /, '')],
    ['Degree', prog.degree], ['Date of Graduation', monDY(graduated)],
  ];
  let y = 98;
  kv.forEach(([k, v], i) => {
    const x = i % 2 === 0 ? L : L + W / 2;
    pdf.text(`${k}:`, x, y, { font: F.bold, size: 8.5 });
    pdf.text(v, x + 92, y, { font: F.regular, size: 8.5, width: W / 2 - 98, fit: true });
    if (i % 2 === 1) y += 13;
  });
  y += 10;
  const cols: Column[] = [
    { label: 'Code', width: 56 },
    { label: 'Course Title', width: W - 56 - 64 - 46 - 46, wrap: true },
    { label: 'Req./Elec.', width: 64 },
    { label: 'Credits', width: 46, align: 'center' },
    { label: 'Score', width: 46, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8, ruling: rng.pick(['grid', 'rows'] as const), headerFill: '#e8e8e8', repeatHeader: true, top: 44, bottom: pdf.height - 56 });
  if (y > pdf.height - 150) {
    pdf.addPage();
    y = 50;
  }
  y += 12;
  pdf.text(`Total Credits Earned: ${credits}`, L, y, { font: F.bold, size: 9 });
  pdf.text(`Average Score: ${avg}`, L + 170, y, { font: F.bold, size: 9 });
  pdf.text(`Class Rank: ${rng.int(2, 20)} / ${rng.int(40, 60)}`, L + 330, y, { font: F.bold, size: 9 });
  y += 18;
  pdf.text('Scores range from 0 to 100; the passing score for undergraduate courses is 60. Academic years are counted in years of the Republic of China (R.O.C. year + 1911 = Gregorian year).', L, y, { font: F.italic, size: 6.8, width: W, fit: true });
  y += 28;
  pdf.text(`Date of Issue: ${monDY(issued)}`, L, y, { font: F.regular, size: 9 });
  pdf.signature(L + W - 160, y, 110, rng);
  pdf.line(L + W - 180, y + 20, L + W, y + 20, 0.6);
  pdf.text('Registrar', L + W - 180, y + 24, { font: F.bold, size: 9, width: 180, align: 'center' });
  footers(pdf, F, (p, n) => `Page ${p} of ${n}`);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: {
      'candidate.fullName': shown,
      'candidate.dateOfBirth': monDY(dob),
      'qualification.dateOfIssue': monDY(issued),
      'qualification.yearOfAdmission': withGregorian ? String(entry) : `Academic Year ${rocYear(entry)}`,
    },
  };
}

export const families: Family[] = [
  {
    id: 'nd-tw-transcript',
    country: 'TW',
    languages: ['en'],
    kind: 'transcript',
    degradations: ['scan'],
    samples: 3,
    conventions: 'Taiwanese university transcript in English: the address with its county ending "Taiwan (R.O.C.)", a student ID with the R.O.C. year of entry, the Wade-Giles name "CHEN, YU-TING" or "Yu-Ting Chen", department, degree, date of graduation; courses under "Academic Year 108, 1st Semester" (R.O.C. years, with or without the Gregorian years) with code, title, required/elective, credits and the 0-100 score; semester lines, total credits, average score and class rank; as described by Taiwanese universities\' English transcript guides.',
    render,
  },
];
