/**
 * Tajik university transcript of the credit system in Russian (A4 landscape): the ministry of education
 * and science of the Republic of Tajikistan, the institute with its postcode, town and street (a province
 * where the town lies in one), "ТРАНСКРИПТ"; the holder surname first with the patronymic ("Рахимов Фаррух
 * Бахтиёрович", or a family name in -зода), the date of birth, the faculty, the direction of study, the form
 * of study, the year of entry, the record-book number and the degree ("Бакалавр"); one table over the whole
 * study whose academic-year and semester cells span the rows of their semester (printed once, merged), a
 * running number, the course code, the discipline (long titles wrap), credits, the score on 0-100, the
 * letter grade, its digital equivalent on 4.0 and the traditional grade (отлично, хорошо,
 * удовлетворительно) — A 95-100, A- 90-94, B+ 85-89, B 80-84, B- 75-79, C+ 70-74, C 65-69, C- 60-64, D+
 * 55-59, D 50-54, F below 50; the table runs over pages; the credits earned and the GPA with a decimal comma,
 * for a graduate the date studies were completed; the rector's pro-rector and the registrar's office head
 * named; as described by the credit-technology regulations of Tajik higher education.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4_LANDSCAPE } from '../lib/a-kit';
import { Pdf, SANS, SERIF, course, digits, footers, iso, setInstitution, tableHeader } from '../lib/n-kit';
import { comma, dmy, tjPerson, vResult } from './v-kit';

const UNIS = [
  { name: 'Душанбинский университет прикладных наук', address: '734025, г. Душанбе, проспект Рудаки, 112, Республика Таджикистан', state: null },
  { name: 'Кулябский институт технологий и инноваций', address: '735360, Хатлонская область, г. Куляб, ул. С. Сафарова, 16, Республика Таджикистан', state: 'KT' },
  { name: 'Худжандский институт экономики и права', address: '735700, Согдийская область, г. Худжанд, ул. Ленина, 70, Республика Таджикистан', state: 'SU' },
];
const DIRECTIONS = [
  { faculty: 'Финансово-экономический факультет', name: 'Финансы и кредит', code: 'ФК',
    courses: ['История таджикского народа', 'Высшая математика', 'Микроэкономика', 'Информатика', 'Таджикский язык', 'Русский язык', 'Макроэкономика', 'Теория вероятностей и математическая статистика', 'Бухгалтерский учёт', 'Философия', 'Финансы', 'Деньги, кредит, банки', 'Эконометрика', 'Статистика', 'Налоги и налогообложение', 'Финансовый менеджмент', 'Банковское дело', 'Страхование', 'Рынок ценных бумаг', 'Международные финансы', 'Финансовый анализ', 'Аудит', 'Бюджетная система Республики Таджикистан', 'Инвестиционный анализ', 'Корпоративные финансы', 'Производственная практика', 'Государственный экзамен', 'Выпускная квалификационная работа'] },
  { faculty: 'Факультет информационных технологий', name: 'Программное обеспечение вычислительной техники', code: 'ПО',
    courses: ['История таджикского народа', 'Математический анализ', 'Алгебра и геометрия', 'Основы программирования', 'Таджикский язык', 'Английский язык', 'Дискретная математика', 'Физика', 'Объектно-ориентированное программирование', 'Философия', 'Структуры и алгоритмы обработки данных', 'Архитектура вычислительных систем', 'Базы данных', 'Операционные системы', 'Компьютерные сети', 'Теория вероятностей и математическая статистика', 'Технология разработки программного обеспечения', 'Web-программирование', 'Системное программирование', 'Защита информации', 'Искусственный интеллект', 'Проектирование информационных систем', 'Мобильные приложения', 'Компьютерная графика', 'Учебная практика', 'Производственная практика', 'Государственный экзамен', 'Выпускная квалификационная работа'] },
];
const SCALE: Array<[number, string, string, string]> = [
  [95, 'A', '4,00', 'отлично'], [90, 'A-', '3,67', 'отлично'], [85, 'B+', '3,33', 'хорошо'], [80, 'B', '3,00', 'хорошо'], [75, 'B-', '2,67', 'хорошо'],
  [70, 'C+', '2,33', 'удовлетворительно'], [65, 'C', '2,00', 'удовлетворительно'], [60, 'C-', '1,67', 'удовлетворительно'], [55, 'D+', '1,33', 'удовлетворительно'], [50, 'D', '1,00', 'удовлетворительно'],
];

async function render(rng: Rng) {
  const p = tjPerson(rng);
  const uni = rng.pick(UNIS);
  const dir = rng.pick(DIRECTIONS);
  const start = rng.int(2014, 2019);
  const dob = iso(start - rng.int(17, 19), rng.int(1, 12), rng.int(1, 28));
  const finished = rng.bool(0.5);
  const semesters = finished ? 8 : rng.int(2, 7);
  const F = rng.pick([SANS[1], SANS[2], SERIF[1], SANS[4]]);
  const ability = rng.float(62, 93);
  const book = `${String(start).slice(2)}-${dir.code}-${digits(rng, 4)}`;
  const r = vResult('ru', `${p.given} ${p.patronymic}`, p.family, dob);
  setInstitution(r, uni.name, 'TJ', uni.state);

  type Group = { year: string; sem: string; rows: string[][] };
  const groups: Group[] = [];
  const pool = [...dir.courses];
  const per = Math.ceil(dir.courses.length / 8);
  let credits = 0;
  let points = 0;
  let n = 0;
  for (let s = 0; s < semesters; s++) {
    const year = `${start + Math.floor(s / 2)}-${start + Math.floor(s / 2) + 1}`;
    const titles = pool.splice(0, per);
    if (!titles.length) break;
    const rows: string[][] = [];
    titles.forEach((t, k) => {
      n += 1;
      const code = `${dir.code}${s + 1}${String(k + 1).padStart(2, '0')}`;
      const cr = /Выпускная/.test(t) ? 6 : /практика|экзамен/.test(t) ? 3 : rng.pick([3, 4, 4, 5, 6]);
      const score = Math.max(50, Math.min(100, Math.round(ability + rng.gauss() * 9)));
      const [, letter, digital, word] = SCALE.find(([min]) => score >= min)!;
      rows.push([String(n), code, t, String(cr), String(score), letter, digital, word]);
      r.courses.push(course({ courseNumber: code, courseName: t, credit: cr, grade: letter, marksScored: score, maximumMarks: 100, term: String(s + 1), session: year }));
      credits += cr;
      points += cr * Number(digital.replace(',', '.'));
    });
    groups.push({ year, sem: String(s + 1), rows });
  }
  const gpa = points / credits;
  const completed = finished ? iso(start + 4, 6, rng.int(15, 30)) : null;
  const issued = completed ?? iso(start + Math.ceil(semesters / 2), rng.pick([2, 3, 9, 10]), rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: book, name: 'Бакалавр', level: 'Bachelor', majorOrSpecialization: dir.name, yearOfAdmission: start,
    cgpa: gpa.toFixed(2), totalCreditsOrMarks: String(credits), dateOfIssue: issued,
  });
  if (completed) Object.assign(r.qualification, { yearOfCompletion: start + 4, status: 'Completed' });

  const pdf = new Pdf({ size: A4_LANDSCAPE, title: 'Транскрипт', author: uni.name, creationDate: new Date(`${issued}T08:00:00Z`) });
  const L = 34;
  const W = pdf.width - 68;
  const ink = rng.pick(['#10375c', '#1b4332', '#6a040f']);
  pdf.text('МИНИСТЕРСТВО ОБРАЗОВАНИЯ И НАУКИ РЕСПУБЛИКИ ТАДЖИКИСТАН', L, 22, { font: F.regular, size: 8.5, width: W, align: 'center' });
  pdf.text(uni.name.toUpperCase(), L, 35, { font: F.bold, size: 12, width: W, align: 'center', color: ink });
  pdf.text(uni.address, L, 51, { font: F.regular, size: 7.8, width: W, align: 'center', color: '#333333' });
  pdf.line(L, 64, L + W, 64, 1, ink);
  pdf.text('ТРАНСКРИПТ', L, 72, { font: F.bold, size: 14, width: W, align: 'center', cs: 2 });
  const info: Array<[string, string]> = [
    ['Ф.И.О.', `${p.family} ${p.given} ${p.patronymic}`], ['Дата рождения', dmy(dob)], ['№ зачётной книжки', book],
    ['Факультет', dir.faculty], ['Направление', dir.name], ['Степень', 'Бакалавр'],
    ['Форма обучения', rng.pick(['очная', 'очная', 'заочная'])], ['Год поступления', String(start)], ['Язык обучения', rng.pick(['русский', 'таджикский'])],
  ];
  info.forEach(([k, v], i) => {
    const x = L + (i % 3) * (W / 3);
    const y = 96 + Math.floor(i / 3) * 14;
    const w = pdf.text(`${k}: `, x, y, { font: F.regular, size: 8.5, color: '#333333' });
    pdf.text(v, x + w, y, { font: F.bold, size: 8.5, width: W / 3 - w - 8, fit: true });
  });
  let y = 142;
  const cols = [
    { label: ['Учебный', 'год'], width: 62, align: 'center' as const },
    { label: 'Сем.', width: 32, align: 'center' as const },
    { label: '№', width: 24, align: 'center' as const },
    { label: 'Код', width: 46 },
    { label: 'Наименование дисциплины', width: W - 62 - 32 - 24 - 46 - 48 - 44 - 56 - 60 - 116, wrap: true },
    { label: 'Кредиты', width: 48, align: 'center' as const },
    { label: 'Баллы', width: 44, align: 'center' as const },
    { label: ['Буквенная', 'оценка'], width: 56, align: 'center' as const },
    { label: ['Цифровой', 'эквивалент'], width: 60, align: 'center' as const },
    { label: ['Традиционная', 'оценка'], width: 116 },
  ];
  const size = 8;
  const leading = size * 1.3;
  const header = () => {
    y += tableHeader(pdf, L, y, cols, { F, size: 8.5, ruling: 'grid', fill: '#e9edf3' });
  };
  header();
  const xs: number[] = [];
  cols.reduce((x, c) => (xs.push(x), x + c.width), L);
  const bottom = pdf.height - 50;
  for (const g of groups) {
    let top = y;
    let first = true;
    const span = () => {
      // The year and semester cells span their rows; continued on a new page they are printed again.
      pdf.rect(xs[0], top, cols[0].width, y - top, 0.5);
      pdf.rect(xs[1], top, cols[1].width, y - top, 0.5);
    };
    for (const row of g.rows) {
      const lines = pdf.wrap(row[2], F.regular, size, cols[4].width - 6);
      const h = lines.length * leading + 4;
      if (y + h > bottom) {
        span();
        pdf.addPage();
        y = 40;
        header();
        top = y;
        first = true;
      }
      if (first) {
        pdf.text(g.year, xs[0] + 2, y + 3, { font: F.bold, size, width: cols[0].width - 4, align: 'center', fit: true });
        pdf.text(g.sem, xs[1] + 2, y + 3, { font: F.bold, size, width: cols[1].width - 4, align: 'center' });
        first = false;
      }
      const cells = [row[0], row[1], lines, row[3], row[4], row[5], row[6], row[7]];
      cells.forEach((c, i) => {
        const col = cols[i + 2];
        const x = xs[i + 2];
        if (Array.isArray(c)) c.forEach((l, j) => pdf.text(l, x + 3, y + 2.5 + j * leading, { font: F.regular, size, width: col.width - 6 }));
        else pdf.text(c, x + 3, y + 2.5, { font: i === 5 ? F.bold : F.regular, size, width: col.width - 6, align: col.align ?? 'left', fit: true });
        pdf.rect(x, y, col.width, h, 0.4);
      });
      y += h;
    }
    span();
  }
  if (y + 90 > bottom) {
    pdf.addPage();
    y = 40;
  }
  y += 12;
  pdf.text(`Всего кредитов: ${credits}`, L, y, { font: F.bold, size: 9.5 });
  pdf.text(`Средний балл (GPA): ${comma(gpa, 2)}`, L + 200, y, { font: F.bold, size: 9.5 });
  if (completed) pdf.text(`Дата окончания обучения: ${dmy(completed)}`, L + 420, y, { font: F.bold, size: 9.5 });
  y += 16;
  pdf.text('Шкала: A (95-100) 4,00; A- (90-94) 3,67; B+ (85-89) 3,33; B (80-84) 3,00; B- (75-79) 2,67; C+ (70-74) 2,33; C (65-69) 2,00; C- (60-64) 1,67; D+ (55-59) 1,33; D (50-54) 1,00; F (0-49) 0.', L, y, { font: F.italic, size: 7.3, width: W, fit: true });
  y += 30;
  const prorector = `${rng.pick(['Саидов', 'Назарзода', 'Шарипова', 'Юсупов'])} ${rng.pick(['А. Р.', 'М. Ш.', 'Д. К.'])}`;
  const head = `${rng.pick(['Каримова', 'Сафаров', 'Хакимзода'])} ${rng.pick(['Н. Б.', 'Ф. А.', 'З. С.'])}`;
  pdf.text(`Проректор по учебной работе  ____________  ${prorector}`, L, y, { font: F.regular, size: 9 });
  pdf.text(`Начальник офиса регистратора  ____________  ${head}`, L + W / 2, y, { font: F.regular, size: 9 });
  pdf.signature(L + 150, y + 4, 70, rng);
  pdf.seal(L + W / 2 - 40, y + 10, 24, ink);
  pdf.text(`Дата выдачи: ${dmy(issued)}`, L, y + 22, { font: F.regular, size: 8.5 });
  footers(pdf, F, (a, b) => `Страница ${a} из ${b}`);
  const printed: Record<string, string> = {
    'candidate.fullName': `${p.family} ${p.given} ${p.patronymic}`,
    'candidate.dateOfBirth': dmy(dob),
    'qualification.cgpa': comma(gpa, 2),
    'qualification.dateOfIssue': dmy(issued),
  };
  if (completed) printed['qualification.yearOfCompletion'] = dmy(completed);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'v-05-transcript',
    country: 'TJ',
    languages: ['ru'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Tajik credit-system transcript in Russian on a landscape page: ministry, institute with postcode, province and town; holder surname first with patronymic (or a -зода family name), birth date, faculty, direction, degree Бакалавр, form of study, year of entry, record-book number; one table whose academic-year and semester cells span their rows, code, wrapped discipline, credits, 0-100 score, letter grade, digital equivalent on 4.0 and the traditional word; over pages; credits, GPA with a decimal comma, date of completion; as described by Tajik credit-technology regulations.',
    render,
  },
];
