/**
 * Georgian diploma supplement (დიპლომის დანართი / Diploma Supplement), Georgian (Mkhedruli script) and
 * English, as the Georgian model of the Diploma Supplement and recognition guides describe it: the
 * university in both scripts with "Tbilisi, Georgia" or another city, the numbered captions (1.1 გვარი /
 * Family name, 1.2 სახელი / Given name, the father's name in some — a decoy, never the holder —, 1.3
 * დაბადების თარიღი / Date of birth dd.mm.yyyy, 1.4 the personal number), the qualification
 * "ბიზნესის ადმინისტრირების ბაკალავრი / Bachelor of Business Administration", the courses with their
 * codes, ECTS credits, the 100-point score and the letter of the national scale (A 91–100, B 81–90,
 * C 71–80, D 61–70, E 51–60; FX and F fail), total credits, the GPA on 4 and the date of award. Names
 * are printed in Georgian with the Latin form beside them; the course titles in both scripts.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, course, courseTable, digits, dotted, iso, nbPerson, nbResult, setInstitution, type Column, type TableRow } from '../lib/nb-kit';

const UNIS = [
  { ka: 'რიონის ხეობის უნივერსიტეტი', en: 'Rioni Valley University', cityKa: 'ქუთაისი', city: 'Kutaisi' },
  { ka: 'კავკასიონის სასწავლო უნივერსიტეტი', en: 'Kavkasioni Teaching University', cityKa: 'თბილისი', city: 'Tbilisi' },
  { ka: 'შავიზღვისპირა სახელმწიფო უნივერსიტეტი', en: 'Black Sea Coast State University', cityKa: 'ბათუმი', city: 'Batumi' },
];

const PROGRAMMES: Array<{ ka: string; en: string; fieldKa: string; fieldEn: string; level: 'Bachelor' | 'Master'; prefix: string; courses: Array<[string, string]> }> = [
  {
    ka: 'ბიზნესის ადმინისტრირების ბაკალავრი', en: 'Bachelor of Business Administration', fieldKa: 'ბიზნესის ადმინისტრირება', fieldEn: 'Business Administration', level: 'Bachelor', prefix: 'BUS',
    courses: [['მიკროეკონომიკა', 'Microeconomics'], ['მაკროეკონომიკა', 'Macroeconomics'], ['ბიზნესის მათემატიკა', 'Business Mathematics'], ['ინგლისური ენა', 'English Language'], ['ბუღალტრული აღრიცხვა', 'Financial Accounting'], ['მარკეტინგის საფუძვლები', 'Principles of Marketing'], ['მენეჯმენტის საფუძვლები', 'Principles of Management'], ['ბიზნეს სამართალი', 'Business Law'], ['კორპორაციული ფინანსები', 'Corporate Finance'], ['სტატისტიკა', 'Statistics'], ['საბაკალავრო ნაშრომი', 'Bachelor Thesis']],
  },
  {
    ka: 'ინფორმატიკის ბაკალავრი', en: 'Bachelor of Informatics', fieldKa: 'ინფორმატიკა', fieldEn: 'Informatics', level: 'Bachelor', prefix: 'CS',
    courses: [['კალკულუსი', 'Calculus'], ['პროგრამირების საფუძვლები', 'Introduction to Programming'], ['დისკრეტული მათემატიკა', 'Discrete Mathematics'], ['მონაცემთა სტრუქტურები', 'Data Structures'], ['მონაცემთა ბაზები', 'Databases'], ['ოპერაციული სისტემები', 'Operating Systems'], ['კომპიუტერული ქსელები', 'Computer Networks'], ['ინგლისური ენა', 'English Language'], ['პროგრამული ინჟინერია', 'Software Engineering'], ['საბაკალავრო ნაშრომი', 'Bachelor Thesis']],
  },
  {
    ka: 'საჯარო მმართველობის მაგისტრი', en: 'Master of Public Administration', fieldKa: 'საჯარო მმართველობა', fieldEn: 'Public Administration', level: 'Master', prefix: 'PA',
    courses: [['საჯარო პოლიტიკის ანალიზი', 'Public Policy Analysis'], ['კვლევის მეთოდები', 'Research Methods'], ['საჯარო ფინანსები', 'Public Finance'], ['ადმინისტრაციული სამართალი', 'Administrative Law'], ['ადამიანური რესურსების მართვა', 'Human Resource Management'], ['ელექტრონული მმართველობა', 'E-Governance'], ['სამაგისტრო ნაშრომი', "Master's Thesis"]],
  },
];

const FATHERS = [['Zurab', 'ზურაბი'], ['Tengiz', 'თენგიზი'], ['Gela', 'გელა'], ['Merab', 'მერაბი']];

function letter(score: number): { letter: string; points: number } {
  if (score >= 91) return { letter: 'A', points: 4 };
  if (score >= 81) return { letter: 'B', points: 3.2 };
  if (score >= 71) return { letter: 'C', points: 2.4 };
  if (score >= 61) return { letter: 'D', points: 1.6 };
  return { letter: 'E', points: 0.8 };
}

async function render(rng: Rng) {
  const person = nbPerson(rng, 'GE');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const years = prog.level === 'Bachelor' ? 4 : 2;
  const entry = rng.int(2014, 2020);
  const grad = entry + years;
  const dob = iso(entry - rng.int(18, prog.level === 'Bachelor' ? 19 : 24), rng.int(1, 12), rng.int(1, 28));
  const awarded = iso(grad, rng.pick([7, 8]), rng.int(1, 28));
  const father = rng.bool(0.6) ? rng.pick(FATHERS) : null;
  const F = rng.pick([SANS[1], SANS[4]]);
  const ability = rng.float(68, 94);
  const personal = digits(rng, 11);

  const r = nbResult('ka', person, dob);
  setInstitution(r, uni.en, 'GE');
  const rows: TableRow[] = [];
  let credits = 0, points = 0;
  const sems = years * 2;
  const per = Math.ceil(prog.courses.length / sems);
  let sem = 0;
  prog.courses.forEach(([ka, en], k) => {
    const s = Math.min(sems, Math.floor(k / per) + 1);
    if (s !== sem) {
      sem = s;
      rows.push({ heading: `სემესტრი ${s} / Semester ${s}` });
    }
    const credit = k === prog.courses.length - 1 ? (prog.level === 'Bachelor' ? 10 : 20) : rng.pick([5, 5, 6, 4]);
    const score = Math.max(51, Math.min(100, Math.round(ability + rng.gauss() * 8)));
    const g = letter(score);
    credits += credit;
    points += g.points * credit;
    const code = `${prog.prefix}${100 * Math.ceil(s / 2) + rng.int(1, 49)}`;
    rows.push({ cells: [code, `${ka} / ${en}`, String(credit), String(score), g.letter] });
    r.courses.push(course({ courseNumber: code, courseName: en, credit, grade: g.letter, marksScored: score, maximumMarks: 100 }));
  });
  const gpa = (points / credits).toFixed(2);
  Object.assign(r.qualification, {
    name: prog.en, level: prog.level, majorOrSpecialization: prog.fieldEn, yearOfAdmission: entry, yearOfCompletion: grad, dateOfIssue: awarded, programDuration: String(years),
    status: 'Completed', cgpa: gpa, totalCreditsOrMarks: String(credits),
  });

  const pdf = new Pdf({ size: A4, title: 'Diploma Supplement', author: uni.en, creationDate: new Date(`${awarded}T07:00:00Z`) });
  const L = 44;
  const W = pdf.width - 2 * L;
  const red = '#8b1a1a';
  pdf.text(uni.ka, L, 34, { font: F.bold, size: 13, width: W, align: 'center', color: red, fit: true });
  pdf.text(uni.en.toUpperCase(), L, 54, { font: F.bold, size: 10.5, width: W, align: 'center', color: red });
  pdf.text(`${uni.cityKa}, საქართველო / ${uni.city}, Georgia`, L, 69, { font: F.regular, size: 8.5, width: W, align: 'center' });
  pdf.line(L, 82, L + W, 82, 0.8, red);
  pdf.text('დიპლომის დანართი / DIPLOMA SUPPLEMENT', L, 92, { font: F.bold, size: 13, width: W, align: 'center' });
  const kv: Array<[string, string]> = [
    ['1.1 გვარი / Family name', `${person.nativeFamily} / ${person.family.toUpperCase()}`],
    ['1.2 სახელი / Given name', `${person.nativeGiven} / ${person.given.toUpperCase()}`],
  ];
  if (father) kv.push(['მამის სახელი / Father\'s name', `${father[1]} / ${father[0].toUpperCase()}`]);
  kv.push(
    ['1.3 დაბადების თარიღი / Date of birth', dotted(dob)],
    ['1.4 პირადი ნომერი / Personal number', personal],
    ['2.1 კვალიფიკაცია / Qualification', `${prog.ka} / ${prog.en}`],
    ['2.2 სწავლის სფერო / Main field of study', `${prog.fieldKa} / ${prog.fieldEn}`],
    ['2.3 დაწესებულება / Awarding institution', uni.en],
    ['3.1 საფეხური / Level', prog.level === 'Bachelor' ? 'პირველი საფეხური / first cycle' : 'მეორე საფეხური / second cycle'],
    ['3.3 სწავლის დაწყება / Year of admission', String(entry)],
  );
  let y = 116;
  for (const [k, v] of kv) {
    pdf.text(k, L, y, { font: F.regular, size: 8 });
    pdf.text(v, L + 210, y, { font: F.bold, size: 8.5, width: W - 210, fit: true });
    y += 14;
  }
  y += 8;
  const cols: Column[] = [
    { label: ['კოდი', 'Code'], width: 46 },
    { label: ['საგანი', 'Course title'], width: W - 46 - 44 - 50 - 50, wrap: true },
    { label: ['ECTS', 'Credits'], width: 44, align: 'center' },
    { label: ['ქულა', 'Score'], width: 50, align: 'center' },
    { label: ['შეფასება', 'Grade'], width: 50, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 7.5, ruling: rng.pick(['grid', 'zebra'] as const), headerFill: '#f3e5e5', repeatHeader: true, top: 50, bottom: pdf.height - 60 });
  if (y > pdf.height - 140) {
    pdf.addPage();
    y = 60;
  }
  y += 10;
  pdf.text(`კრედიტები სულ / Total credits: ${credits}`, L, y, { font: F.bold, size: 8.5 });
  pdf.text(`GPA: ${gpa}`, L + 260, y, { font: F.bold, size: 8.5 });
  pdf.para('შეფასების სისტემა / Grading system: A (91–100) ფრიადი / excellent; B (81–90) ძალიან კარგი / very good; C (71–80) კარგი / good; D (61–70) დამაკმაყოფილებელი / satisfactory; E (51–60) საკმარისი / sufficient; FX (41–50), F (0–40) ვერ ჩააბარა / fail.', L, y + 16, W, { font: F.regular, size: 6.5 });
  pdf.text(`მინიჭების თარიღი / Date of award: ${dotted(awarded)}`, L, y + 46, { font: F.regular, size: 8.5 });
  pdf.text('რექტორი / Rector', L, y + 76, { font: F.bold, size: 9 });
  pdf.signature(L + 100, y + 64, 100, rng);
  pdf.seal(L + W - 60, y + 72, 28, red);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: {
      'candidate.fullName': person.family.toUpperCase(), 'qualification.name': `${prog.ka} / ${prog.en}`, 'candidate.dateOfBirth': dotted(dob), 'qualification.dateOfIssue': dotted(awarded),
    },
  };
}

export const families: Family[] = [
  {
    id: 'nb-ge-diploma-supplement',
    country: 'GE',
    languages: ['ka', 'en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Georgian diploma supplement (დიპლომის დანართი / Diploma Supplement) in Georgian script and English: university and city in both, numbered captions (გვარი / Family name, სახელი / Given name, a father\'s name as a decoy in some, date of birth dd.mm.yyyy, personal number), the qualification "ბიზნესის ადმინისტრირების ბაკალავრი / Bachelor of Business Administration", courses by semester with codes, ECTS, the 100-point score and the national letter (A 91-100 … E 51-60, FX/F fail), total credits, GPA and the date of award; after the Georgian Diploma Supplement model and recognition guides to Georgian higher education.',
    render,
  },
];
