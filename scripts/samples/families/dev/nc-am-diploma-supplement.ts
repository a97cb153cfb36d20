/**
 * Armenian diploma supplement (Դիպլոմի հավելված / Diploma Supplement), Armenian script and English, after
 * the Diploma Supplement model Armenian universities adopted with the Bologna process and recognition guides
 * to Armenian higher education: the university in both scripts with "Yerevan, Republic of Armenia" or
 * another city, numbered bilingual captions (1.1 Ազգանուն / Family name, 1.2 Անուն / Given name, 1.3
 * Ծննդյան ամսաթիվ / Date of birth dd.mm.yyyy, 1.4 the student number), the qualification
 * "Տնտեսագիտության բակալավր / Bachelor of Economics", the courses by semester with codes, ECTS credits and
 * the grade either on the national 20-point scale (pass 8) or as a 100-point score with the ECTS letter
 * (A 91-100 … E 51-60), total credits, the average and the date of award. Names are printed in Armenian
 * with the Latin form beside them, course titles in both languages.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, course, courseTable, digits, dotted, iso, ncPerson, ncResult, setInstitution, type Column, type TableRow } from '../lib/nc-kit';

const UNIS = [
  { hy: 'Արարատյան հովտի համալսարան', en: 'Ararat Valley University', cityHy: 'Երևան', city: 'Yerevan' },
  { hy: 'Շիրակի լեռնաշխարհի համալսարան', en: 'Shirak Highlands University', cityHy: 'Գյումրի', city: 'Gyumri' },
  { hy: 'Լոռու մանկավարժական ինստիտուտ', en: 'Lori Pedagogical Institute', cityHy: 'Վանաձոր', city: 'Vanadzor' },
];

const PROGRAMMES: Array<{ hy: string; en: string; fieldHy: string; fieldEn: string; level: 'Bachelor' | 'Master'; prefix: string; courses: Array<[string, string]> }> = [
  {
    hy: 'Տնտեսագիտության բակալավր', en: 'Bachelor of Economics', fieldHy: 'Տնտեսագիտություն', fieldEn: 'Economics', level: 'Bachelor', prefix: 'ECO',
    courses: [['Բարձրագույն մաթեմատիկա', 'Higher Mathematics'], ['Հայոց պատմություն', 'History of Armenia'], ['Միկրոէկոնոմիկա', 'Microeconomics'], ['Մակրոէկոնոմիկա', 'Macroeconomics'], ['Անգլերեն', 'English Language'], ['Վիճակագրություն', 'Statistics'], ['Հաշվապահական հաշվառում', 'Accounting'], ['Մարքեթինգ', 'Marketing'], ['Ֆինանսներ', 'Finance'], ['Էկոնոմետրիկա', 'Econometrics'], ['Ավարտական աշխատանք', 'Graduation Thesis']],
  },
  {
    hy: 'Ինֆորմատիկայի բակալավր', en: 'Bachelor of Informatics', fieldHy: 'Ինֆորմատիկա', fieldEn: 'Informatics', level: 'Bachelor', prefix: 'INF',
    courses: [['Մաթեմատիկական անալիզ', 'Calculus'], ['Ծրագրավորման հիմունքներ', 'Introduction to Programming'], ['Դիսկրետ մաթեմատիկա', 'Discrete Mathematics'], ['Հայոց պատմություն', 'History of Armenia'], ['Տվյալների կառուցվածքներ', 'Data Structures'], ['Տվյալների բազաներ', 'Databases'], ['Օպերացիոն համակարգեր', 'Operating Systems'], ['Համակարգչային ցանցեր', 'Computer Networks'], ['Անգլերեն', 'English Language'], ['Ավարտական աշխատանք', 'Graduation Thesis']],
  },
  {
    hy: 'Իրավագիտության մագիստրոս', en: 'Master of Law', fieldHy: 'Իրավագիտություն', fieldEn: 'Law', level: 'Master', prefix: 'LAW',
    courses: [['Սահմանադրական իրավունք', 'Constitutional Law'], ['Քաղաքացիական իրավունք', 'Civil Law'], ['Միջազգային իրավունք', 'International Law'], ['Քրեական դատավարություն', 'Criminal Procedure'], ['Հետազոտության մեթոդներ', 'Research Methods'], ['Մագիստրոսական թեզ', "Master's Thesis"]],
  },
];

function letter(score: number): string {
  if (score >= 91) return 'A';
  if (score >= 81) return 'B';
  if (score >= 71) return 'C';
  if (score >= 61) return 'D';
  return 'E';
}

async function render(rng: Rng) {
  const person = ncPerson(rng, 'AM');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const years = prog.level === 'Bachelor' ? 4 : 2;
  const entry = rng.int(2014, 2019);
  const grad = entry + years;
  const dob = iso(entry - rng.int(17, 18) - (prog.level === 'Master' ? 4 : 0), rng.int(1, 12), rng.int(1, 28));
  const awarded = iso(grad, rng.pick([6, 7]), rng.int(1, 28));
  const scale20 = rng.bool(0.5);
  const F = rng.pick([SANS[1], SANS[4]]);
  const ability = rng.float(0.6, 0.95);
  const studentNo = digits(rng, 8);

  const r = ncResult('hy', person, dob);
  setInstitution(r, uni.en, 'AM');
  const rows: TableRow[] = [];
  let credits = 0, sum = 0;
  const sems = years * 2;
  const per = Math.ceil(prog.courses.length / sems);
  let sem = 0;
  prog.courses.forEach(([hy, en], k) => {
    const s = Math.min(sems, Math.floor(k / per) + 1);
    if (s !== sem) {
      sem = s;
      rows.push({ heading: `${s}-րդ կիսամյակ / Semester ${s}` });
    }
    const credit = k === prog.courses.length - 1 ? (prog.level === 'Bachelor' ? 12 : 24) : rng.pick([4, 5, 5, 6]);
    const code = `${prog.prefix}${100 * Math.ceil(s / 2) + rng.int(1, 49)}`;
    credits += credit;
    if (scale20) {
      const g = Math.max(8, Math.min(20, Math.round(20 * ability + rng.gauss() * 2)));
      sum += g * credit;
      rows.push({ cells: [code, `${hy} / ${en}`, String(credit), String(g)] });
      r.courses.push(course({ courseNumber: code, courseName: `${hy} / ${en}`, credit, grade: String(g) }));
    } else {
      const score = Math.max(51, Math.min(100, Math.round(100 * ability + rng.gauss() * 7)));
      sum += score * credit;
      rows.push({ cells: [code, `${hy} / ${en}`, String(credit), String(score), letter(score)] });
      r.courses.push(course({ courseNumber: code, courseName: `${hy} / ${en}`, credit, grade: letter(score), marksScored: score, maximumMarks: 100 }));
    }
  });
  const avg = (sum / credits).toFixed(scale20 ? 2 : 1);
  Object.assign(r.qualification, {
    name: prog.en, level: prog.level, majorOrSpecialization: prog.fieldEn, registrationNumber: studentNo, yearOfAdmission: entry, yearOfCompletion: grad, dateOfIssue: awarded,
    programDuration: String(years), status: 'Completed', cgpa: avg, totalCreditsOrMarks: String(credits),
  });

  const pdf = new Pdf({ size: A4, title: 'Diploma Supplement', author: uni.en, creationDate: new Date(`${awarded}T07:00:00Z`) });
  const L = 44;
  const W = pdf.width - 2 * L;
  const blue = '#1d3a6e';
  pdf.text('ՀԱՅԱՍՏԱՆԻ ՀԱՆՐԱՊԵՏՈՒԹՅՈՒՆ / REPUBLIC OF ARMENIA', L, 26, { font: F.regular, size: 8, width: W, align: 'center' });
  pdf.text(uni.hy, L, 40, { font: F.bold, size: 13, width: W, align: 'center', color: blue, fit: true });
  pdf.text(uni.en.toUpperCase(), L, 58, { font: F.bold, size: 10.5, width: W, align: 'center', color: blue });
  pdf.text(`${uni.cityHy}, Հայաստան / ${uni.city}, Armenia   ·   www.${uni.en.split(' ')[0].toLowerCase()}-uni.am`, L, 73, { font: F.regular, size: 8, width: W, align: 'center' });
  pdf.line(L, 86, L + W, 86, 0.8, blue);
  pdf.text('ԴԻՊԼՈՄԻ ՀԱՎԵԼՎԱԾ / DIPLOMA SUPPLEMENT', L, 95, { font: F.bold, size: 13, width: W, align: 'center' });
  const kv: Array<[string, string]> = [
    ['1.1 Ազգանուն / Family name', `${person.nativeFamily} / ${person.family}`],
    ['1.2 Անուն / Given name', `${person.nativeGiven} / ${person.given}`],
    ['1.3 Ծննդյան ամսաթիվ / Date of birth', dotted(dob)],
    ['1.4 Ուսանողի համարը / Student number', studentNo],
    ['2.1 Որակավորումը / Qualification', `${prog.hy} / ${prog.en}`],
    ['2.2 Մասնագիտությունը / Main field of study', `${prog.fieldHy} / ${prog.fieldEn}`],
    ['2.3 Բուհը / Awarding institution', `${uni.hy} / ${uni.en}`],
    ['3.2 Ծրագրի տևողությունը / Length of programme', `${years} տարի / ${years} years`],
    ['3.3 Ընդունման տարեթիվը / Year of admission', String(entry)],
  ];
  let y = 120;
  for (const [k, v] of kv) {
    pdf.text(k, L, y, { font: F.regular, size: 7.5, width: 205, fit: true });
    pdf.text(v, L + 212, y, { font: F.bold, size: 8.5, width: W - 212, fit: true });
    y += 14;
  }
  y += 8;
  const gradeCols: Column[] = scale20
    ? [{ label: ['Գնահատական', 'Grade (0-20)'], width: 70, align: 'center' }]
    : [{ label: ['Միավոր', 'Score'], width: 46, align: 'center' }, { label: ['Գնահատական', 'Grade'], width: 56, align: 'center' }];
  const gw = gradeCols.reduce((a, c) => a + c.width, 0);
  const cols: Column[] = [
    { label: ['Կոդ', 'Code'], width: 46 },
    { label: ['Դասընթաց', 'Course title'], width: W - 46 - 46 - gw, wrap: true },
    { label: ['ECTS', 'Credits'], width: 46, align: 'center' },
    ...gradeCols,
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 7.5, ruling: rng.pick(['grid', 'zebra'] as const), headerFill: '#e3e9f4', repeatHeader: true, top: 50, bottom: pdf.height - 60 });
  if (y > pdf.height - 150) {
    pdf.addPage();
    y = 60;
  }
  y += 10;
  pdf.text(`Ընդհանուր կրեդիտներ / Total credits: ${credits} ECTS`, L, y, { font: F.bold, size: 8.5 });
  pdf.text(`Միջին գնահատական / Average grade: ${avg}${scale20 ? ' / 20' : ''}`, L + 250, y, { font: F.bold, size: 8.5 });
  const scale = scale20
    ? 'Գնահատման համակարգ / Grading system: 20-point scale; 18-20 գերազանց / excellent; 14-17 լավ / good; 8-13 բավարար / satisfactory; 0-7 անբավարար / fail.'
    : 'Գնահատման համակարգ / Grading system: A (91-100) գերազանց / excellent; B (81-90) շատ լավ / very good; C (71-80) լավ / good; D (61-70) բավարար / satisfactory; E (51-60) / sufficient; F (0-50) անբավարար / fail.';
  pdf.para(scale, L, y + 16, W, { font: F.regular, size: 6.5 });
  pdf.text(`Որակավորման շնորհման ամսաթիվ / Date of award: ${dotted(awarded)}`, L, y + 44, { font: F.regular, size: 8.5 });
  pdf.text('Ռեկտոր / Rector', L, y + 74, { font: F.bold, size: 9 });
  pdf.signature(L + 100, y + 62, 100, rng);
  pdf.seal(L + W - 60, y + 70, 28, blue);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: {
      'candidate.fullName': person.family, 'qualification.name': `${prog.hy} / ${prog.en}`, 'candidate.dateOfBirth': dotted(dob), 'qualification.dateOfIssue': dotted(awarded),
    },
  };
}

export const families: Family[] = [
  {
    id: 'nc-am-diploma-supplement',
    country: 'AM',
    languages: ['hy', 'en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Armenian diploma supplement (Դիպլոմի հավելված / Diploma Supplement) in Armenian script and English: the university and city in both, numbered bilingual captions (Ազգանուն / Family name, Անուն / Given name, date of birth dd.mm.yyyy, student number), "Տնտեսագիտության բակալավր / Bachelor of Economics", courses by semester with codes, ECTS and the grade on the 20-point scale or a 100-point score with the ECTS letter, total credits, the average and the date of award; after the Armenian Diploma Supplement model and recognition guides to Armenian higher education.',
    render,
  },
];
