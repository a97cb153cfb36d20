/**
 * Kyrgyz university transcript in Russian (Cyrillic), as universities of the credit system issue
 * it: "КЫРГЫЗСКАЯ РЕСПУБЛИКА", the ministry, the university with its postcode, town and street; the
 * holder as "Ф.И.О." family name first with the patronymic ("Асанов Бакыт Толонбекович"), or, as many
 * are registered, the father's name with "уулу" / "кызы" standing where a surname stands ("Нурбек
 * уулу Азамат"); the date of birth, the student card number, the direction of training with its code
 * ("580100 Экономика"), the profile, the form of study, the year of entry and the academic degree
 * ("Бакалавр"); one table over two or three pages whose term is a column of its own (the semester's
 * number 1-8, no year), with the course code, the discipline (long titles wrap), credits, the score
 * out of 100, the letter grade (A-E) and the traditional mark in words (отлично, хорошо, удовл.); the
 * total credits, the GPA on 4 with a decimal comma, the year and order of graduation; as described by
 * Kyrgyz universities' credit-system regulations (100-point score, letter and 5-point equivalents).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, footers, iso, setInstitution, type Column, type TableRow } from '../lib/n-kit';
import { comma, dmy, kgPerson, uResult } from './u-kit';

const UNIS = [
  { name: 'Бишкекский университет прикладных наук', address: '720040, Кыргызская Республика, г. Бишкек, ул. Боконбаева, 144', city: 'Бишкек' },
  { name: 'Южно-Кыргызский университет экономики', address: '723500, Кыргызская Республика, г. Ош, ул. Курманжан Датка, 271', city: 'Ош' },
  { name: 'Чуйский университет инноваций и технологий', address: '724200, Кыргызская Республика, г. Токмок, ул. Ленина, 58', city: 'Токмок' },
];
const DIRECTIONS = [
  { code: '580100', field: 'Экономика', profile: 'Финансы и кредит', prefix: 'ЭК',
    courses: ['Экономическая теория', 'Высшая математика', 'Информатика', 'История Кыргызстана', 'Кыргызский язык и литература', 'Микроэкономика', 'Макроэкономика', 'Статистика', 'Бухгалтерский учёт', 'Деньги, кредит, банки', 'Эконометрика', 'Финансы', 'Мировая экономика и международные экономические отношения', 'Налоги и налогообложение', 'Финансовый менеджмент', 'Банковское дело', 'Страхование', 'Рынок ценных бумаг', 'Анализ финансовой отчётности', 'Инвестиционный анализ', 'Производственная практика', 'Преддипломная практика'] },
  { code: '710200', field: 'Информационные системы и технологии', profile: 'Информационные системы в экономике', prefix: 'ИС',
    courses: ['Высшая математика', 'Основы алгоритмизации и программирования', 'Физика', 'История Кыргызстана', 'Кыргызский язык и литература', 'Дискретная математика', 'Объектно-ориентированное программирование', 'Архитектура вычислительных систем', 'Базы данных', 'Операционные системы', 'Компьютерные сети', 'Теория вероятностей и математическая статистика', 'Проектирование информационных систем', 'Web-программирование', 'Информационная безопасность', 'Технологии разработки программного обеспечения', 'Интеллектуальные системы', 'Управление IT-проектами', 'Производственная практика', 'Преддипломная практика'] },
  { code: '530500', field: 'Юриспруденция', profile: 'Гражданское право', prefix: 'ЮР',
    courses: ['Теория государства и права', 'История государства и права Кыргызстана', 'Кыргызский язык и литература', 'Римское право', 'Конституционное право Кыргызской Республики', 'Административное право', 'Гражданское право (общая часть)', 'Уголовное право', 'Гражданское право (особенная часть)', 'Гражданский процесс', 'Уголовный процесс', 'Трудовое право', 'Семейное право', 'Международное частное право', 'Земельное право', 'Налоговое право', 'Предпринимательское право', 'Криминалистика', 'Юридическая практика', 'Преддипломная практика'] },
];
const GENERAL = ['Английский язык', 'Русский язык и культура речи', 'Философия', 'Манасоведение', 'Физическая культура', 'География Кыргызстана', 'Экология и устойчивое развитие', 'Основы предпринимательства'];
/** Electives of the later semesters (курсы по выбору), two a semester. */
const ELECTIVES = ['Деловой английский язык', 'Основы научных исследований', 'Менеджмент', 'Маркетинг', 'Право интеллектуальной собственности', 'Психология делового общения', 'Основы экологии Иссык-Кульского региона', 'Цифровая грамотность'];
const SCALE: Array<[number, string, string, number]> = [[86, 'A', 'отлично', 4], [80, 'B', 'хорошо', 3.33], [76, 'C', 'хорошо', 3], [66, 'D', 'удовл.', 2.33], [61, 'E', 'удовл.', 2]];

async function render(rng: Rng) {
  const p = kgPerson(rng);
  const uni = rng.pick(UNIS);
  const dir = rng.pick(DIRECTIONS);
  const start = rng.int(2014, 2019);
  const dob = iso(start - rng.int(17, 19), rng.int(1, 12), rng.int(1, 28));
  const card = `${String(start).slice(2)}-${digits(rng, 5)}`;
  const finished = rng.bool(0.6);
  const semesters = finished ? 8 : rng.int(3, 7);
  const F = rng.pick([SANS[1], SANS[2], SERIF[1], SERIF[2], SANS[4]]);
  const ability = rng.float(64, 96);
  const first = p.patronymic ? `${p.given} ${p.patronymic}` : p.given;
  const fio = p.patronymic ? `${p.family} ${p.given} ${p.patronymic}` : `${p.family} ${p.given}`;
  const r = uResult('ru', first, p.family, dob);
  setInstitution(r, uni.name, 'KG');

  const pool = [...dir.courses];
  const general = [...GENERAL];
  const per = Math.ceil(dir.courses.length / 8);
  const rows: TableRow[] = [];
  let credits = 0;
  let pts = 0;
  let n = 0;
  for (let s = 1; s <= semesters; s++) {
    const titles = [...pool.splice(0, per), ...general.splice(0, s <= 4 ? 2 : 0), ...(s > 4 ? ELECTIVES.slice(2 * (s - 5), 2 * (s - 4)) : [])];
    titles.forEach((title, k) => {
      n += 1;
      const code = `${dir.prefix}-${s}${String(k + 1).padStart(2, '0')}`;
      const cr = /практика/.test(title) ? rng.pick([6, 9]) : rng.pick([3, 4, 4, 5, 6]);
      const score = Math.max(61, Math.min(100, Math.round(ability + rng.gauss() * 8)));
      const [, letter, word, gp] = SCALE.find(([min]) => score >= min)!;
      rows.push({ cells: [String(n), String(s), code, title, String(cr), String(score), letter, word] });
      r.courses.push(course({ courseNumber: code, courseName: title, credit: cr, grade: letter, marksScored: score, maximumMarks: 100, term: String(s) }));
      credits += cr;
      pts += gp * cr;
    });
  }
  const gpa = pts / credits;
  const grad = finished ? iso(start + 4, 6, rng.int(20, 30)) : null;
  const issued = grad ? iso(start + 4, 7, rng.int(1, 20)) : iso(start + Math.ceil(semesters / 2), rng.pick([2, 9, 10]), rng.int(1, 28));
  Object.assign(r.qualification, { registrationNumber: card, name: 'Бакалавр', level: 'Bachelor', majorOrSpecialization: dir.field, yearOfAdmission: start, cgpa: gpa.toFixed(2), totalCreditsOrMarks: String(credits), dateOfIssue: issued });
  if (grad) Object.assign(r.qualification, { yearOfCompletion: start + 4, status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Транскрипт', author: uni.name, creationDate: new Date(`${issued}T08:00:00Z`) });
  const L = 40;
  const W = pdf.width - 80;
  const ink = rng.pick(['#123e7c', '#2d4a22', '#5b1f1f']);
  pdf.text('КЫРГЫЗСКАЯ РЕСПУБЛИКА', L, 24, { font: F.bold, size: 9, width: W, align: 'center' });
  pdf.text('МИНИСТЕРСТВО НАУКИ, ВЫСШЕГО ОБРАЗОВАНИЯ И ИННОВАЦИЙ', L, 36, { font: F.regular, size: 7.5, width: W, align: 'center' });
  pdf.text(uni.name.toLocaleUpperCase('ru'), L, 54, { font: F.bold, size: 12, width: W, align: 'center', color: ink, fit: true });
  pdf.text(uni.address, L, 72, { font: F.regular, size: 8, width: W, align: 'center' });
  pdf.line(L, 86, L + W, 86, 1, ink);
  pdf.text(rng.pick(['ТРАНСКРИПТ', 'АКАДЕМИЧЕСКАЯ СПРАВКА (ТРАНСКРИПТ)']), L, 96, { font: F.bold, size: 13, width: W, align: 'center' });
  const info: Array<[string, string]> = [
    ['Ф.И.О.', fio],
    ['Дата рождения', dmy(dob)],
    ['Студенческий билет №', card],
    ['Направление подготовки', `${dir.code} ${dir.field}`],
    ['Профиль', dir.profile],
    ['Форма обучения', 'очная'],
    ['Год поступления', String(start)],
    ['Академическая степень', 'Бакалавр'],
  ];
  let y = 120;
  for (const [k, v] of info) {
    pdf.text(`${k}:`, L, y, { font: F.regular, size: 8.8, color: '#333333' });
    pdf.text(v, L + 160, y, { font: F.bold, size: 8.8, width: W - 160, fit: true });
    y += 12.5;
  }
  y += 8;
  const cols: Column[] = [
    { label: '№', width: 22, align: 'center' },
    { label: 'Сем.', width: 28, align: 'center' },
    { label: 'Код', width: 46 },
    { label: 'Наименование дисциплины', width: W - 22 - 28 - 46 - 44 - 40 - 38 - 56, wrap: true },
    { label: 'Кредиты', width: 44, align: 'center' },
    { label: 'Баллы', width: 40, align: 'center' },
    { label: 'Буква', width: 38, align: 'center' },
    { label: 'Оценка', width: 56, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.2, ruling: rng.pick(['grid', 'grid', 'rows'] as const), headerFill: '#e4e9f2', repeatHeader: rng.bool(0.7), top: 44, bottom: pdf.height - 60 });
  if (y > pdf.height - 170) {
    pdf.addPage();
    y = 50;
  }
  y += 14;
  const tail: Array<[string, string]> = [['Всего кредитов', String(credits)], ['Средний балл (GPA)', comma(gpa, 2)]];
  if (grad) tail.push(['Год окончания', String(start + 4)], ['Приказ о выпуске', `№ ${rng.int(40, 390)}-с от ${dmy(grad)}`]);
  for (const [k, v] of tail) {
    pdf.text(`${k}:`, L, y, { font: F.bold, size: 9 });
    pdf.text(v, L + 160, y, { font: F.regular, size: 9 });
    y += 13;
  }
  y += 6;
  pdf.para('Шкала оценок: A (86-100) — отлично; B (80-85), C (76-79) — хорошо; D (66-75), E (61-65) — удовлетворительно; FX, F (0-60) — неудовлетворительно.', L, y, W, { font: F.italic, size: 7.4 });
  y += 28;
  pdf.text(`Дата выдачи: ${dmy(issued)}`, L, y, { font: F.regular, size: 9 });
  pdf.text('Проректор по учебной работе', L, y + 24, { font: F.regular, size: 8.6 });
  pdf.signature(L + 170, y + 30, 90, rng);
  pdf.text('Начальник учебного отдела', L, y + 44, { font: F.regular, size: 8.6 });
  pdf.signature(L + 170, y + 50, 90, rng);
  pdf.seal(L + W - 70, y + 34, 28, ink);
  pdf.text('М.П.', L + W - 80, y + 68, { font: F.regular, size: 8 });
  footers(pdf, F, (a, b) => `Страница ${a} из ${b}`);
  const printed: Record<string, string> = { 'candidate.fullName': fio, 'candidate.dateOfBirth': dmy(dob), 'qualification.cgpa': comma(gpa, 2), 'qualification.dateOfIssue': dmy(issued) };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'u-04-transcript',
    country: 'KG',
    languages: ['ru'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Kyrgyz credit-system university transcript in Russian: republic and ministry, university with postcode and town; Ф.И.О. family name first with the patronymic, or the father\'s name with уулу/кызы as the surname; date of birth, student card, coded direction, profile, year of entry, degree Бакалавр; one table over pages with the semester number as a column (no year), code, wrapped discipline, credits, score out of 100, letter A-E and the traditional mark; total credits, GPA with a decimal comma, graduation order; as described by Kyrgyz credit-system regulations.',
    render,
  },
];
