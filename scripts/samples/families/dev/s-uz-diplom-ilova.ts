/**
 * Uzbek supplement to the bachelor's diploma (diplomga ilova) in Uzbek (Latin script) with the English
 * translation beside or under every caption, as recognition guides list it (Diplomiga ilova /
 * Supplement to the Diploma, issued with the diploma): the ministry and the university, the diploma
 * series and number, the holder as "SURNAME GIVEN PATRONYMIC" (the patronymic "Rustam qizi" /
 * "Rustam o'g'li"), the date of birth (dd.mm.yyyy), the field of study with its code, the degree
 * "Bakalavr / Bachelor", years of admission and graduation, the mode of study; subjects by semester
 * with hours (soat: never credits), credits (kredit), the 100-point score and the 5-point grade with
 * its word ("5 (a'lo)"), and the place and date of issue. Layouts: "Uzbek / English: value" on one
 * line, or the English caption in small italics under the Uzbek one.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, dotted, iso, sPerson, sResult, setInstitution, type Column, type TableRow } from '../lib/s-kit';

const UNIS = [
  { uz: "Orol bo'yi texnologiyalar universiteti", en: 'Aral Region University of Technology', cityUz: 'Nukus', cityEn: 'Nukus' },
  { uz: 'Sirdaryo pedagogika universiteti', en: 'Syrdarya University of Pedagogy', cityUz: 'Guliston', cityEn: 'Gulistan' },
  { uz: 'Zarafshon vodiysi universiteti', en: 'Zarafshan Valley University', cityUz: 'Samarqand', cityEn: 'Samarkand' },
];

const FIELDS: Array<{ code: string; uz: string; en: string; subjects: Array<[string, string]> }> = [
  {
    code: '60410100', uz: 'Iqtisodiyot', en: 'Economics',
    subjects: [['Oliy matematika', 'Higher Mathematics'], ['Iqtisodiyot nazariyasi', 'Economic Theory'], ['Mikroiqtisodiyot', 'Microeconomics'], ['Makroiqtisodiyot', 'Macroeconomics'], ['Ekonometrika', 'Econometrics'], ['Buxgalteriya hisobi', 'Accounting'], ['Moliya', 'Finance'], ['Xorijiy til (ingliz tili)', 'Foreign Language (English)'], ["O'zbekistonning eng yangi tarixi", 'Modern History of Uzbekistan'], ['Marketing', 'Marketing'], ['Statistika', 'Statistics'], ['Bitiruv malakaviy ishi', 'Graduation Qualification Work']],
  },
  {
    code: '60610100', uz: 'Kompyuter injiniringi', en: 'Computer Engineering',
    subjects: [['Oliy matematika', 'Higher Mathematics'], ['Fizika', 'Physics'], ['Dasturlash asoslari', 'Fundamentals of Programming'], ["Ma'lumotlar tuzilmasi va algoritmlar", 'Data Structures and Algorithms'], ["Ma'lumotlar bazasi", 'Databases'], ['Kompyuter tarmoqlari', 'Computer Networks'], ['Operatsion tizimlar', 'Operating Systems'], ['Xorijiy til (ingliz tili)', 'Foreign Language (English)'], ['Falsafa', 'Philosophy'], ['Veb dasturlash', 'Web Programming'], ['Bitiruv malakaviy ishi', 'Graduation Qualification Work']],
  },
  {
    code: '60110500', uz: "Boshlang'ich ta'lim", en: 'Primary Education',
    subjects: [['Pedagogika', 'Pedagogy'], ['Psixologiya', 'Psychology'], ['Ona tili', 'Native Language'], ["Matematika o'qitish metodikasi", 'Methods of Teaching Mathematics'], ['Tabiatshunoslik', 'Natural Science'], ['Xorijiy til (ingliz tili)', 'Foreign Language (English)'], ['Pedagogik amaliyot', 'Teaching Practice'], ['Bolalar adabiyoti', "Children's Literature"], ['Bitiruv malakaviy ishi', 'Graduation Qualification Work']],
  },
];

const WORDS: Record<number, [string, string]> = { 5: ["a'lo", 'excellent'], 4: ['yaxshi', 'good'], 3: ['qoniqarli', 'satisfactory'] };

async function render(rng: Rng) {
  const person = sPerson(rng, 'UZ');
  const uni = rng.pick(UNIS);
  const field = rng.pick(FIELDS);
  const entry = rng.int(2015, 2020);
  const grad = entry + 4;
  const dob = iso(entry - rng.int(17, 20), rng.int(1, 12), rng.int(1, 28));
  const issued = iso(grad, rng.pick([6, 7]), rng.int(1, 28));
  const layout = rng.pick(['slash', 'under'] as const);
  const gradeLang = rng.pick(['uz', 'en'] as const);
  const caps = rng.bool(0.6);
  const printedName = `${person.family} ${person.given}`;
  const shownName = caps ? printedName.toUpperCase() : printedName;
  const F = rng.pick([SERIF[0], SANS[0], SANS[2]]);
  const series = `B № ${digits(rng, 7)}`;
  const ability = rng.float(60, 92);

  const r = sResult('uz', person, dob);
  setInstitution(r, uni.en, 'UZ');
  Object.assign(r.qualification, {
    name: 'Bachelor', level: 'Bachelor', program: null, majorOrSpecialization: field.en, yearOfAdmission: entry, yearOfCompletion: grad, dateOfIssue: issued, programDuration: '4', status: 'Completed',
  });
  const rows: TableRow[] = [];
  const perSem = Math.ceil(field.subjects.length / 8);
  let sem = 0;
  field.subjects.forEach(([uz, en], k) => {
    const s = Math.min(8, Math.floor(k / perSem) + 1);
    if (s !== sem) {
      sem = s;
      rows.push({ heading: `${s}-semestr / Semester ${s}` });
    }
    const hours = rng.pick([120, 150, 180, 240]);
    const credit = hours / 30;
    const score = Math.max(56, Math.min(100, Math.round(ability + rng.gauss() * 9)));
    const five = score >= 86 ? 5 : score >= 71 ? 4 : 3;
    const grade = `${five} (${WORDS[five][gradeLang === 'uz' ? 0 : 1]})`;
    rows.push({ cells: [String(k + 1), `${uz} / ${en}`, String(hours), String(credit), String(score), grade] });
    r.courses.push(course({ courseName: en, credit, grade, marksScored: score, maximumMarks: 100 }));
  });

  const pdf = new Pdf({ size: A4, title: 'Diplomga ilova', author: uni.en, creationDate: new Date(`${issued}T06:00:00Z`) });
  const L = 44;
  const W = pdf.width - 2 * L;
  const blue = '#123c69';
  pdf.text("O'ZBEKISTON RESPUBLIKASI OLIY TA'LIM, FAN VA INNOVATSIYALAR VAZIRLIGI", L, 34, { font: F.bold, size: 9, width: W, align: 'center', fit: true });
  pdf.text('MINISTRY OF HIGHER EDUCATION, SCIENCE AND INNOVATION OF THE REPUBLIC OF UZBEKISTAN', L, 46, { font: F.italic, size: 8, width: W, align: 'center', fit: true });
  pdf.text(uni.uz.toUpperCase(), L, 66, { font: F.bold, size: 12, width: W, align: 'center', color: blue, fit: true });
  pdf.text(uni.en.toUpperCase(), L, 82, { font: F.bold, size: 10.5, width: W, align: 'center', color: blue, fit: true });
  pdf.text('DIPLOMGA ILOVA / SUPPLEMENT TO THE DIPLOMA', L, 106, { font: F.bold, size: 13, width: W, align: 'center' });
  pdf.text(`Diplom / Diploma ${series}`, L, 124, { font: F.regular, size: 9, width: W, align: 'center' });
  const kv: Array<[string, string, string]> = [
    ['Familiyasi, ismi, otasining ismi', 'Surname, first name, patronymic', shownName],
    ["Tug'ilgan sanasi", 'Date of birth', dotted(dob, true)],
    ["Ta'lim yo'nalishi", 'Field of study', `${field.code} – ${field.uz} / ${field.en}`],
    ['Berilgan daraja', 'Degree awarded', 'Bakalavr / Bachelor'],
    ["O'qishga kirgan yili", 'Year of admission', String(entry)],
    ['Tamomlagan yili', 'Year of graduation', String(grad)],
    ["Ta'lim shakli", 'Mode of study', 'kunduzgi / full-time'],
    ["O'qish muddati", 'Duration of study', '4 yil / 4 years'],
  ];
  let y = 148;
  for (const [uz, en, v] of kv) {
    if (layout === 'slash') {
      const w = pdf.text(`${uz} / ${en}: `, L, y, { font: F.regular, size: 8.5 });
      pdf.text(v, L + w, y, { font: F.bold, size: 9, width: W - w, fit: true });
      y += 14;
    } else {
      pdf.text(uz, L, y, { font: F.regular, size: 9 });
      pdf.text(en, L, y + 10, { font: F.italic, size: 7, color: '#555555' });
      pdf.text(v, L + 200, y + 2, { font: F.bold, size: 9.5, width: W - 200, fit: true });
      pdf.line(L + 196, y + 14, L + W, y + 14, 0.3, '#999999');
      y += 22;
    }
  }
  y += 8;
  const cols: Column[] = [
    { label: ['№'], width: 22, align: 'center' },
    { label: ['Fanlar nomi', 'Subjects'], width: W - 22 - 44 - 44 - 48 - 80, wrap: true },
    { label: ['Soat', 'Hours'], width: 44, align: 'center' },
    { label: ['Kredit', 'Credits'], width: 44, align: 'center' },
    { label: ['Ball (100)', 'Score (100)'], width: 48, align: 'center' },
    { label: ['Baho', 'Grade'], width: 80, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8, ruling: 'grid', repeatHeader: true, top: 44, bottom: pdf.height - 50 });
  y += 14;
  if (y > pdf.height - 110) {
    pdf.addPage();
    y = 60;
  }
  pdf.text(`Berilgan joyi va sanasi / Place and date of issue: ${uni.cityUz} / ${uni.cityEn}, ${dotted(issued, true)}`, L, y, { font: F.regular, size: 8.5 });
  pdf.text('Rektor / Rector', L, y + 34, { font: F.bold, size: 9 });
  pdf.signature(L + 90, y + 22, 100, rng);
  pdf.seal(L + W - 60, y + 34, 28, '#1d4e89');
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: { 'candidate.fullName': shownName, 'candidate.dateOfBirth': dotted(dob, true), 'qualification.dateOfIssue': dotted(issued, true), 'qualification.programDuration': '4 years' },
  };
}

export const families: Family[] = [
  {
    id: 's-uz-diplom-ilova',
    country: 'UZ',
    languages: ['uz', 'en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Uzbek supplement to the bachelor\'s diploma (diplomga ilova) in Latin-script Uzbek with English captions: ministry and university in both languages, the diploma series, the holder SURNAME GIVEN PATRONYMIC ("… qizi" / "… o\'g\'li"), date of birth dd.mm.yyyy, field of study with its code, "Bakalavr / Bachelor", years of admission and graduation, mode and duration of study; subjects by semester with hours, credits, the 100-point score and the 5-point grade with its word (a\'lo, yaxshi, qoniqarli); as described by credential-recognition guides to Uzbek documents and Uzbek university grading regulations.',
    render,
  },
];
