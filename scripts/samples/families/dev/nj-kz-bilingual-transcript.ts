/**
 * Kazakhstani university transcript printed in two languages side by side, after public descriptions of Kazakhstan's
 * credit system (the bachelor of four years on ECTS-like credits; the 100-point score with the letter A to F with
 * plus and minus and its points on 4; the GPA; Russian as a language of record beside English on documents for
 * abroad; programme codes "6B04101"): every block in
 * two columns, Russian on the left and English on the right — the republic, the university and "Алматы / Almaty",
 * the captions and their values, the name in Cyrillic and in Latin letters (README: the Latin form; the patronymic
 * belongs to the first name), the course table with the Russian title and the English title in two columns of one row
 * (README: `courseName` the English rendering), credits, the score out of 100 (`marksScored`) and the letter
 * (`grade`), semester headings in both languages ("1 семестр 2016-2017 / Semester 1 2016-2017"), the degree
 * "бакалавр / Bachelor" with the field of study, GPA, total credits, the date of graduation. Main language Russian.
 * Names, numbers and institutions are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, iso, kzPerson, njResult, setInstitution, type Column, type TableRow } from '../lib/nj-kit';

const UNIS = [
  { ru: 'Алматинский университет прикладной экономики', en: 'Almaty University of Applied Economics', addrRu: '050010, г. Алматы, пр. Абая, 52', addrEn: '52 Abai Ave., Almaty 050010' },
  { ru: 'Каспийский университет права и управления', en: 'Caspian University of Law and Management', addrRu: '060011, г. Атырау, ул. Сатпаева, 17', addrEn: '17 Satpayev St., Atyrau 060011' },
];
const FIELDS = [
  {
    ru: 'Экономика', en: 'Economics', code: '6B04101',
    titles: [['Высшая математика', 'Higher Mathematics'], ['Современная история Казахстана', 'Modern History of Kazakhstan'], ['Английский язык', 'English Language'], ['Введение в экономику', 'Introduction to Economics'], ['Информатика', 'Computer Science'],
      ['Микроэкономика', 'Microeconomics'], ['Статистика', 'Statistics'], ['Казахский язык', 'Kazakh Language'], ['Макроэкономика', 'Macroeconomics'], ['Бухгалтерский учет', 'Accounting'],
      ['Эконометрика', 'Econometrics'], ['Финансы и кредит', 'Finance and Credit'], ['Мировая экономика', 'World Economy'], ['Маркетинг', 'Marketing'], ['Менеджмент', 'Management'],
      ['Налоги и налогообложение', 'Taxes and Taxation'], ['Экономика предприятия', 'Business Economics'], ['Международные финансы', 'International Finance'], ['Банковское дело', 'Banking'], ['Выпускная квалификационная работа', 'Graduation Thesis']],
  },
  {
    ru: 'Юриспруденция', en: 'Law', code: '6B04201',
    titles: [['Теория государства и права', 'Theory of State and Law'], ['Современная история Казахстана', 'Modern History of Kazakhstan'], ['Английский язык', 'English Language'], ['Философия', 'Philosophy'], ['Римское право', 'Roman Law'],
      ['Конституционное право', 'Constitutional Law'], ['Гражданское право', 'Civil Law'], ['Казахский язык', 'Kazakh Language'], ['Уголовное право', 'Criminal Law'], ['Административное право', 'Administrative Law'],
      ['Гражданский процесс', 'Civil Procedure'], ['Уголовный процесс', 'Criminal Procedure'], ['Трудовое право', 'Labour Law'], ['Международное право', 'International Law'], ['Финансовое право', 'Financial Law'],
      ['Семейное право', 'Family Law'], ['Криминалистика', 'Criminalistics'], ['Налоговое право', 'Tax Law'], ['Предпринимательское право', 'Business Law'], ['Выпускная квалификационная работа', 'Graduation Thesis']],
  },
];
const SCALE: Array<[number, string, number]> = [[95, 'A', 4], [90, 'A-', 3.67], [85, 'B+', 3.33], [80, 'B', 3], [75, 'B-', 2.67], [70, 'C+', 2.33], [65, 'C', 2], [60, 'C-', 1.67], [55, 'D+', 1.33], [50, 'D', 1]];
const band = (s: number) => SCALE.find(([min]) => s >= min)!;
const letter = (s: number) => band(s)[1];
const points = (s: number) => band(s)[2];
const dotted = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`;

async function render(rng: Rng) {
  const p = kzPerson(rng);
  const uni = rng.pick(UNIS);
  const field = rng.pick(FIELDS);
  const entry = rng.int(2014, 2020);
  const dob = iso(entry - rng.int(17, 19), rng.int(1, 12), rng.int(1, 28));
  const graduated = iso(entry + 4, 6, rng.int(10, 30));
  const issued = iso(entry + 4, rng.int(7, 9), rng.int(1, 28));
  const studentNo = `${String(entry).slice(2)}-${digits(rng, 5)}`;
  const ability = rng.float(64, 94);

  const r = njResult('ru', p, dob);
  setInstitution(r, uni.en, 'KZ');
  const rows: TableRow[] = [];
  let total = 0;
  let gp = 0;
  const per = Math.ceil(field.titles.length / 8);
  let n = 0;
  for (let s = 0; s < 8; s++) {
    const session = `${entry + Math.floor(s / 2)}-${entry + Math.floor(s / 2) + 1}`;
    const titles = field.titles.slice(s * per, (s + 1) * per);
    if (!titles.length) break;
    rows.push({ heading: `${s + 1} семестр ${session}   /   Semester ${s + 1} ${session}` });
    for (const [ru, en] of titles) {
      const cr = /Graduation/.test(en) ? 12 : rng.pick([4, 5, 6, 6]);
      const score = Math.max(52, Math.min(100, Math.round(ability + rng.gauss() * 6)));
      total += cr;
      gp += cr * points(score);
      rows.push({ cells: [String(++n), ru, en, String(cr), String(score), letter(score)] });
      r.courses.push(course({ courseName: en, credit: cr, marksScored: score, maximumMarks: 100, grade: letter(score), term: `Semester ${s + 1}`, session }));
    }
  }
  const gpa = (gp / total).toFixed(2);
  Object.assign(r.qualification, {
    registrationNumber: studentNo, name: 'Bachelor', level: 'Bachelor', majorOrSpecialization: field.en, yearOfAdmission: entry, yearOfCompletion: entry + 4,
    dateOfIssue: issued, status: 'Completed', cgpa: gpa, totalCreditsOrMarks: String(total),
  });

  const pdf = new Pdf({ size: A4, title: 'Транскрипт / Transcript', author: uni.en, creationDate: new Date(`${issued}T07:00:00Z`) });
  const W = pdf.width;
  const F = rng.pick([SERIF[0], SANS[0], SERIF[1], SANS[1]]);
  const L = 36;
  const half = (W - 2 * L) / 2;
  const R = L + half + 8;
  const two = (ru: string, en: string, y: number, o: { font?: string; size?: number; align?: 'left' | 'center' } = {}) => {
    pdf.text(ru, L, y, { font: o.font ?? F.regular, size: o.size ?? 9, width: half - 8, align: o.align, fit: true });
    pdf.text(en, R, y, { font: o.font ?? F.regular, size: o.size ?? 9, width: half - 8, align: o.align, fit: true });
  };
  two('РЕСПУБЛИКА КАЗАХСТАН', 'REPUBLIC OF KAZAKHSTAN', 30, { font: F.bold, size: 10, align: 'center' });
  two(uni.ru, uni.en, 46, { font: F.bold, size: 10.5, align: 'center' });
  two(uni.addrRu, uni.addrEn, 64, { size: 8, align: 'center' });
  pdf.line(L + half, 28, L + half, 80, 0.5, '#888888');
  pdf.line(L, 82, W - L, 82, 1);
  two('ТРАНСКРИПТ', 'TRANSCRIPT', 90, { font: F.bold, size: 12.5, align: 'center' });
  const info: Array<[string, string, string, string]> = [
    ['Ф.И.О.', `${p.nativeFamily} ${p.nativeGiven}`, 'Full name', `${p.family} ${p.given}`],
    ['Дата рождения', dotted(dob), 'Date of birth', dotted(dob)],
    ['Номер студента', studentNo, 'Student number', studentNo],
    ['Год поступления', String(entry), 'Year of admission', String(entry)],
    ['Направление', `${field.code} ${field.ru}`, 'Field of study', `${field.code} ${field.en}`],
    ['Степень', 'бакалавр', 'Degree', 'Bachelor'],
  ];
  let y = 116;
  for (const [kr, vr, ke, ve] of info) {
    pdf.text(`${kr}:`, L, y, { font: F.bold, size: 8.5 });
    pdf.text(vr, L + 92, y, { font: F.regular, size: 8.5, width: half - 100, fit: true });
    pdf.text(`${ke}:`, R, y, { font: F.bold, size: 8.5 });
    pdf.text(ve, R + 92, y, { font: F.regular, size: 8.5, width: half - 100, fit: true });
    y += 14;
  }
  y += 8;
  const fixed = 24 + 44 + 44 + 40;
  const cols: Column[] = [
    { label: '№', width: 24, align: 'center' },
    { label: ['Наименование дисциплины'], width: (W - 2 * L - fixed) / 2, wrap: true },
    { label: ['Course title'], width: (W - 2 * L - fixed) / 2, wrap: true },
    { label: ['Кредиты', 'Credits'], width: 44, align: 'center' },
    { label: ['Баллы', 'Score'], width: 44, align: 'center' },
    { label: ['Оценка', 'Grade'], width: 40, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, {
    F, size: 8, ruling: rng.pick(['grid', 'rows'] as const), headerFill: '#e6e6e6', repeatHeader: true, top: 40, bottom: pdf.height - 50,
    onNewPage: (q) => {
      q.text(`${p.nativeFamily} ${p.nativeGiven} / ${p.family} ${p.given} — ${studentNo}`, L, 26, { font: F.italic, size: 7.5 });
      return 4;
    },
  });
  if (y > pdf.height - 150) {
    pdf.addPage();
    y = 50;
  }
  y += 12;
  two(`Всего кредитов: ${total}`, `Total credits: ${total}`, y, { font: F.bold, size: 9 });
  two(`Средний балл (GPA): ${gpa}`, `GPA: ${gpa}`, y + 15, { font: F.bold, size: 9 });
  two(`Дата окончания: ${dotted(graduated)}`, `Date of graduation: ${dotted(graduated)}`, y + 30, { size: 9 });
  two('Шкала: A 95-100, A- 90-94, B+ 85-89, B 80-84, B- 75-79, C+ 70-74, C 65-69, C- 60-64, D+ 55-59, D 50-54, F 0-49.', 'Scale: A 95-100, A- 90-94, B+ 85-89, B 80-84, B- 75-79, C+ 70-74, C 65-69, C- 60-64, D+ 55-59, D 50-54, F 0-49.', y + 46, { font: F.italic, size: 7 });
  two(`Дата выдачи: ${dotted(issued)}`, `Date of issue: ${dotted(issued)}`, y + 66, { size: 9 });
  pdf.signature(L + 40, y + 96, 100, rng);
  two('Проректор по учебной работе', 'Vice-Rector for Academic Affairs', y + 102, { font: F.bold, size: 8.5 });
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: { 'candidate.fullName': `${p.family} ${p.given}`, 'candidate.dateOfBirth': dotted(dob), 'qualification.dateOfIssue': dotted(issued) },
  };
}

export const families: Family[] = [
  {
    id: 'nj-kz-bilingual-transcript',
    country: 'KZ',
    languages: ['ru', 'en'],
    kind: 'transcript',
    degradations: [],
    conventions: 'Kazakhstani university transcript in two columns, Russian left and English right: the republic and the university in both with Almaty or Atyrau, caption-value pairs side by side (Ф.И.О. / Full name SURNAME-first in Cyrillic and Latin, date of birth, student number, year of admission, field of study with its code, "бакалавр / Bachelor"), the course table with the Russian and the English title in two columns of a row, credits, score out of 100 and letter A to D with plus and minus, semester headings in both languages, total credits, GPA, date of graduation and of issue; after public descriptions of Kazakhstan\'s credit system.',
    render,
  },
];
