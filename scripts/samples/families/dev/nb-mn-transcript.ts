/**
 * Mongolian university transcript in its English version (the form universities issue for study
 * abroad), with the Mongolian (Cyrillic) captions beside the English ones, as credential guides to
 * Mongolia describe it: the university and "Ulaanbaatar, Mongolia", the holder as "Овог / Surname" (the
 * father's name, which Mongolian documents print as the surname) and "Нэр / Given name", both in Latin
 * letters with the Cyrillic form in parentheses, the register number and student code, the degree
 * "Bachelor of Science" with the major under its own caption, courses by academic year and semester
 * ("2017-2018 academic year, Autumn semester") with credits, the score in percent, the letter grade and
 * the grade point (A 90–100 4.0 … D 60–69 1.0, with + and − steps in some universities), semester and
 * cumulative GPA, total credits, and dates year first ("2021.06.18").
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, iso, nbPerson, nbResult, setInstitution, yearFirst, type Column, type TableRow } from '../lib/nb-kit';

const UNIS = [
  { mn: 'Туул голын их сургууль', en: 'Tuul River University', web: 'www.tuul-univ.edu.mn' },
  { mn: 'Хангайн технологийн их сургууль', en: 'Khangai University of Technology', web: 'www.khut.edu.mn' },
  { mn: 'Богд уулын хүмүүнлэгийн их сургууль', en: 'Bogd Uul University of Humanities', web: 'www.bogduul.edu.mn' },
];

const MAJORS: Array<{ mn: string; en: string; prefix: string; courses: string[] }> = [
  { mn: 'Компьютерийн ухаан', en: 'Computer Science', prefix: 'CSM', courses: ['Calculus I', 'Introduction to Programming', 'Mongolian Script', 'English Language I', 'Discrete Mathematics', 'Object-Oriented Programming', 'Data Structures', 'Linear Algebra', 'Database Systems', 'Computer Architecture', 'Operating Systems', 'Computer Networks', 'Web Development', 'Software Engineering', 'Artificial Intelligence', 'Graduation Project'] },
  { mn: 'Санхүү', en: 'Finance', prefix: 'FIN', courses: ['Mathematics for Economists', 'Principles of Economics', 'Mongolian Script', 'English Language I', 'Financial Accounting', 'Statistics', 'Microeconomics', 'Macroeconomics', 'Corporate Finance', 'Banking and Money', 'Investment Analysis', 'Taxation', 'Financial Markets', 'Risk Management', 'Graduation Thesis'] },
  { mn: 'Байгаль орчны инженерчлэл', en: 'Environmental Engineering', prefix: 'ENV', courses: ['Calculus I', 'General Chemistry', 'Mongolian Script', 'English Language I', 'Physics I', 'Ecology', 'Hydrology', 'Soil Science', 'Environmental Monitoring', 'Water Treatment', 'Air Pollution Control', 'Environmental Impact Assessment', 'Graduation Project'] },
];

/** The common Mongolian university scale with + and − steps. */
const SCALE: Array<[number, string, number]> = [[96, 'A', 4.0], [91, 'A-', 3.7], [88, 'B+', 3.3], [84, 'B', 3.0], [81, 'B-', 2.7], [78, 'C+', 2.3], [74, 'C', 2.0], [71, 'C-', 1.7], [68, 'D+', 1.3], [64, 'D', 1.0], [60, 'D-', 0.7]];

async function render(rng: Rng) {
  const person = nbPerson(rng, 'MN');
  const uni = rng.pick(UNIS);
  const major = rng.pick(MAJORS);
  const entry = rng.int(2013, 2019);
  const grad = entry + 4;
  const dob = iso(entry - 18, rng.int(1, 12), rng.int(1, 28));
  const graduated = iso(grad, 6, rng.int(10, 28));
  const issued = iso(grad, rng.pick([7, 8, 9]), rng.int(1, 28));
  // Fonts with the Mongolian Cyrillic letters (ө, ү): Liberation has none.
  const F = rng.pick([SERIF[1], SANS[1], SANS[2]]);
  const ability = rng.float(70, 95);
  const studentCode = `${major.prefix.slice(0, 1)}${String(entry).slice(2)}${digits(rng, 6)}`;

  const r = nbResult('en', person, dob);
  setInstitution(r, uni.en, 'MN');
  const rows: TableRow[] = [];
  let credits = 0, points = 0;
  const per = Math.ceil(major.courses.length / 8);
  let sem = 0;
  major.courses.forEach((title, k) => {
    const s = Math.min(8, Math.floor(k / per) + 1);
    if (s !== sem) {
      sem = s;
      const y0 = entry + Math.floor((s - 1) / 2);
      rows.push({ heading: `${y0}-${y0 + 1} academic year, ${s % 2 ? 'Autumn' : 'Spring'} semester` });
    }
    const credit = k === major.courses.length - 1 ? 6 : rng.pick([2, 3, 3, 3]);
    const score = Math.max(60, Math.min(100, Math.round(ability + rng.gauss() * 7)));
    const [, letter, gp] = SCALE.find(([min]) => score >= min)!;
    credits += credit;
    points += gp * credit;
    const code = `${major.prefix}${100 * Math.ceil(s / 2) + rng.int(1, 60)}`;
    rows.push({ cells: [code, title, String(credit), String(score), letter, gp.toFixed(1)] });
    r.courses.push(course({ courseNumber: code, courseName: title, credit, grade: letter, marksScored: score, maximumMarks: 100, term: `${s % 2 ? 'Autumn' : 'Spring'} semester`, year: entry + Math.floor((s - 1) / 2) + (s % 2 ? 0 : 1) }));
  });
  const gpa = (points / credits).toFixed(2);
  Object.assign(r.qualification, {
    registrationNumber: studentCode, name: 'Bachelor of Science', level: 'Bachelor', majorOrSpecialization: major.en, yearOfAdmission: entry, yearOfCompletion: grad,
    dateOfIssue: issued, status: 'Completed', cgpa: gpa, totalCreditsOrMarks: String(credits),
  });

  const pdf = new Pdf({ size: A4, title: 'Academic Transcript', author: uni.en, creationDate: new Date(`${issued}T03:00:00Z`) });
  const L = 42;
  const W = pdf.width - 2 * L;
  const blue = '#0b3d91';
  pdf.text(uni.mn.toUpperCase(), L, 32, { font: F.bold, size: 11, width: W, align: 'center', color: blue });
  pdf.text(uni.en.toUpperCase(), L, 47, { font: F.bold, size: 12.5, width: W, align: 'center', color: blue });
  pdf.text(`Ulaanbaatar, Mongolia · ${uni.web} · Tel: +976 11 ${digits(rng, 6)}`, L, 64, { font: F.regular, size: 8, width: W, align: 'center' });
  pdf.line(L, 77, L + W, 77, 0.8, blue);
  pdf.text('ДИПЛОМЫН ХАВСРАЛТ / ACADEMIC TRANSCRIPT', L, 86, { font: F.bold, size: 13, width: W, align: 'center' });
  const left: Array<[string, string]> = [
    ['Овог / Surname', `${person.family.toUpperCase()} (${person.nativeFamily})`],
    ['Нэр / Given name', `${person.given.toUpperCase()} (${person.nativeGiven})`],
    ['Төрсөн он, сар, өдөр / Date of birth', yearFirst(dob)],
    ['Регистрийн дугаар / Register No.', `${rng.pick(['УБ', 'ДА', 'ЧО'])}${String(entry - 18).slice(2)}${digits(rng, 6)}`],
    ['Оюутны код / Student ID', studentCode],
  ];
  const right: Array<[string, string]> = [
    ['Зэрэг / Degree', 'Бакалавр / Bachelor of Science'],
    ['Мэргэжил / Major', `${major.mn} / ${major.en}`],
    ['Элссэн он / Year of admission', String(entry)],
    ['Төгссөн огноо / Date of graduation', yearFirst(graduated)],
  ];
  const twoCols = rng.bool(0.5);
  let y = 110;
  const kv = (pairs: Array<[string, string]>, x: number, width: number, capW: number) => {
    let yy = y;
    for (const [k, v] of pairs) {
      pdf.text(`${k}:`, x, yy, { font: F.regular, size: 7.5 });
      pdf.text(v, x + capW, yy, { font: F.bold, size: 8, width: width - capW, fit: true });
      yy += 13;
    }
    return yy;
  };
  if (twoCols) y = Math.max(kv(left, L, W / 2 - 6, 130), kv(right, L + W / 2 + 6, W / 2 - 6, 120));
  else y = kv([...left, ...right], L, W, 190);
  y += 8;
  const cols: Column[] = [
    { label: ['Код', 'Code'], width: 50 },
    { label: ['Хичээлийн нэр', 'Course title'], width: W - 50 - 42 - 46 - 42 - 44, wrap: true },
    { label: ['Кредит', 'Credits'], width: 42, align: 'center' },
    { label: ['Оноо', 'Score (%)'], width: 46, align: 'center' },
    { label: ['Үнэлгээ', 'Grade'], width: 42, align: 'center' },
    { label: ['Голч', 'GP'], width: 44, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 7.5, ruling: rng.pick(['grid', 'rows', 'zebra'] as const), repeatHeader: true, top: 48, bottom: pdf.height - 56 });
  if (y > pdf.height - 130) {
    pdf.addPage();
    y = 60;
  }
  y += 10;
  pdf.text(`Нийт кредит / Total credits earned: ${credits}        Голч дүн / Cumulative GPA: ${gpa}`, L, y, { font: F.bold, size: 8.5 });
  pdf.para('Grading scale: A 96–100 (4.0), A- 91–95 (3.7), B+ 88–90 (3.3), B 84–87 (3.0), B- 81–83 (2.7), C+ 78–80 (2.3), C 74–77 (2.0), C- 71–73 (1.7), D+ 68–70 (1.3), D 64–67 (1.0), D- 60–63 (0.7), F 0–59 (0.0).', L, y + 16, W, { font: F.italic, size: 6.5 });
  pdf.text(`Олгосон огноо / Date of issue: ${yearFirst(issued)}`, L, y + 40, { font: F.regular, size: 8.5 });
  pdf.text('Бүртгэлийн албаны дарга / Head of the Registrar\'s Office', L, y + 72, { font: F.bold, size: 8.5 });
  pdf.signature(L + 250, y + 60, 100, rng);
  pdf.seal(L + W - 50, y + 66, 28, blue);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: { 'candidate.fullName': person.family.toUpperCase(), 'candidate.dateOfBirth': yearFirst(dob), 'qualification.dateOfIssue': yearFirst(issued) },
  };
}

export const families: Family[] = [
  {
    id: 'nb-mn-transcript',
    country: 'MN',
    languages: ['en', 'mn'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    conventions: 'Mongolian university transcript in its English version with Mongolian Cyrillic captions beside the English ones: university and "Ulaanbaatar, Mongolia", "Овог / Surname" (the father\'s name printed as the surname) and "Нэр / Given name" in Latin capitals with the Cyrillic in parentheses, register number and student ID, "Бакалавр / Bachelor of Science" with the major under its own caption, courses by academic year and semester with credits, score in percent, letter (A … D- with + and − steps) and grade point, total credits, cumulative GPA and dates year first (2021.06.18); after credential guides to Mongolian higher education.',
    render,
  },
];
