/**
 * Belarusian supplement to a higher-education diploma (приложение к диплому о высшем
 * образовании), in Russian: "РЕСПУБЛИКА БЕЛАРУСЬ", the supplement's series and number, the holder
 * as "Фамилия, имя, отчество" (family name, given name, patronymic; the family name gendered where
 * Russian genders it), date of birth, the previous education document, the year of entry and of
 * graduation ("Поступил(а) в 2015 году … окончил(а) в 2019 году") at the "Учреждение образования
 * «… государственный университет»", the normative duration, the speciality with its classifier
 * code ("1-25 01 04 Финансы и кредит") and the qualification ("Экономист"); the disciplines with
 * their hours (total and classroom hours, never credits) and, on the later forms, the credit
 * units (зачетные единицы), and the mark on the ten-point scale in digits and words
 * ("9 (девять)") or "зачтено"; then coursework, practical training, the state examination and
 * the diploma thesis, each with its mark; the average mark with a decimal comma; the rector,
 * dean and secretary, the seal, city and registration number. Forms of the Ministry of
 * Education's resolution on education documents and their supplements.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, iso, setInstitution, type Column, type TableRow } from '../lib/n-kit';
import { byPerson, comma, dmy, mResult } from './m-kit';

const UNIS = [
  { name: 'Неманский государственный университет', city: 'Гродно', cityIn: 'г. Гродно' },
  { name: 'Березинский государственный экономический университет', city: 'Бобруйск', cityIn: 'г. Бобруйск' },
  { name: 'Двинский государственный технический университет', city: 'Новополоцк', cityIn: 'г. Новополоцк' },
];
const SPECIALITIES = [
  { code: '1-25 01 04', name: 'Финансы и кредит', qual: 'Экономист',
    disciplines: ['История', 'Философия', 'Политология', 'Экономическая теория', 'Высшая математика', 'Иностранный язык', 'Белорусский язык (профессиональная лексика)', 'Информатика', 'Статистика', 'Бухгалтерский учет', 'Микроэкономика', 'Макроэкономика', 'Деньги, кредит, банки', 'Финансы', 'Налоги и налогообложение', 'Финансовый менеджмент', 'Банковское дело', 'Страхование', 'Анализ хозяйственной деятельности', 'Рынок ценных бумаг', 'Международные финансы', 'Бюджетная система', 'Эконометрика', 'Безопасность жизнедеятельности человека', 'Физическая культура'],
    coursework: ['Экономическая теория', 'Финансы', 'Финансовый менеджмент'], thesis: 'Оценка финансовой устойчивости организации и пути ее повышения' },
  { code: '1-40 05 01', name: 'Информационные системы и технологии', qual: 'Инженер-программист',
    disciplines: ['История', 'Философия', 'Высшая математика', 'Физика', 'Иностранный язык', 'Основы алгоритмизации и программирования', 'Дискретная математика', 'Теория вероятностей и математическая статистика', 'Объектно-ориентированное программирование', 'Базы данных', 'Операционные системы', 'Компьютерные сети', 'Архитектура вычислительных систем', 'Технологии разработки программного обеспечения', 'Web-программирование', 'Защита информации', 'Системы искусственного интеллекта', 'Проектирование информационных систем', 'Экономика организации', 'Охрана труда', 'Белорусский язык (профессиональная лексика)', 'Физическая культура'],
    coursework: ['Базы данных', 'Объектно-ориентированное программирование', 'Проектирование информационных систем'], thesis: 'Информационная система учета заявок сервисного центра' },
  { code: '1-02 03 02', name: 'Русский язык и литература', qual: 'Филолог. Преподаватель русского языка и литературы',
    disciplines: ['История', 'Философия', 'Введение в языкознание', 'Современный русский язык', 'Старославянский язык', 'История русской литературы', 'Теория литературы', 'Иностранный язык', 'Латинский язык', 'Педагогика', 'Психология', 'Методика преподавания русского языка', 'Методика преподавания литературы', 'Стилистика', 'Фольклор', 'Литература Беларуси', 'Белорусский язык', 'Риторика', 'Основы информационных технологий', 'Физическая культура'],
    coursework: ['Современный русский язык', 'История русской литературы'], thesis: 'Фразеологические единицы в публицистике начала XXI века' },
];
const WORDS = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять', 'десять'];
const PASS_ONLY = /Физическая культура|Безопасность|Охрана труда|профессиональная лексика|Белорусский язык$/;

async function render(rng: Rng) {
  const p = byPerson(rng);
  const uni = rng.pick(UNIS);
  const sp = rng.pick(SPECIALITIES);
  const graduated = rng.int(2012, 2023);
  const entered = graduated - 4;
  const dob = iso(entered - 18, rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick([SANS[1], SERIF[1], SERIF[0], SANS[0], SERIF[2]]);
  // Credit units (зачетные единицы) appear on the forms issued from the mid-2010s.
  const units = graduated >= 2016 && rng.bool(0.7);
  const ability = rng.float(6.2, 9.2);
  const mark = () => Math.max(4, Math.min(10, Math.round(ability + rng.gauss() * 1.2)));
  const word = (n: number) => `${n} (${WORDS[n]})`;

  const r = mResult('ru', `${p.given} ${p.patronymic}`, p.family, dob);
  setInstitution(r, uni.name, 'BY');
  const rows: TableRow[] = [];
  let sum = 0;
  let n = 0;
  let ze = 0;
  for (const d of sp.disciplines) {
    const hours = PASS_ONLY.test(d) ? rng.pick([68, 102, 136]) : rng.pick([108, 120, 144, 180, 216, 250]);
    const aud = Math.round(hours * rng.float(0.4, 0.55));
    const credit = Math.max(1, Math.round(hours / 36));
    const m = mark();
    const shown = PASS_ONLY.test(d) ? 'зачтено' : word(m);
    rows.push({ cells: [d, `${hours}/${aud}`, ...(units ? [String(credit)] : []), shown] });
    r.courses.push(course({ courseName: d, credit: units ? credit : null, grade: shown }));
    if (!PASS_ONLY.test(d)) {
      sum += m;
      n++;
    }
    if (units) ze += credit;
  }
  const extra: Array<{ title: string; grade: string; credit: number | null; hours: string }> = [];
  for (const c of sp.coursework) {
    const m = mark();
    extra.push({ title: `Курсовая работа по дисциплине «${c}»`, grade: word(m), credit: null, hours: '' });
    sum += m;
    n++;
  }
  const mp = mark();
  extra.push({ title: 'Производственная практика (6 недель)', grade: word(mp), credit: units ? 9 : null, hours: '324' });
  const ms = mark();
  extra.push({ title: 'Государственный экзамен по специальности', grade: word(ms), credit: null, hours: '' });
  const mt = Math.min(10, mark() + 1);
  extra.push({ title: `Дипломная работа на тему «${sp.thesis}»`, grade: word(mt), credit: units ? 12 : null, hours: '' });
  sum += mp + ms + mt;
  n += 3;
  if (units) ze += 21;
  const mean = Math.round((sum / n) * 10) / 10;
  const issued = iso(graduated, rng.pick([6, 7]), rng.int(1, 30));
  const name = `${p.family} ${p.given} ${p.patronymic}`;
  Object.assign(r.qualification, {
    name: sp.qual, level: 'Bachelor', majorOrSpecialization: sp.name, yearOfAdmission: entered, yearOfCompletion: graduated, status: 'Completed', programDuration: '4', dateOfIssue: issued, cgpa: mean.toFixed(1),
  });
  if (units) r.qualification.totalCreditsOrMarks = String(ze);
  // The number printed under "Регистрационный №" is the registration number (families README: a registration number is one, the series and number are not).
  const regNo = String(rng.int(100, 2999));
  r.qualification.registrationNumber = regNo;

  const pdf = new Pdf({ size: A4, title: 'Приложение к диплому', author: uni.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = 44;
  const W = pdf.width - 2 * L;
  pdf.securityPattern('BY', 20, 20, pdf.width - 40, pdf.height - 40, '#7a9a6a', rng);
  pdf.text('РЕСПУБЛИКА БЕЛАРУСЬ', L, 34, { font: F.bold, size: 11, width: W, align: 'center' });
  pdf.text('ПРИЛОЖЕНИЕ К ДИПЛОМУ', L, 54, { font: F.bold, size: 14, width: W, align: 'center' });
  pdf.text(`о высшем образовании  ${rng.pick(['А', 'В', 'Н'])} № ${digits(rng, 7)}`, L, 74, { font: F.regular, size: 10, width: W, align: 'center' });
  pdf.text('(без диплома недействительно)', L, 88, { font: F.italic, size: 8, width: W, align: 'center' });
  let y = 108;
  const she = p.woman;
  const pairs: Array<[string, string]> = [
    ['Фамилия, имя, отчество', name],
    ['Дата рождения', dmy(dob)],
    ['Предыдущий документ об образовании', `аттестат об общем среднем образовании, ${entered} год`],
  ];
  for (const [k, v] of pairs) {
    pdf.text(`${k}:`, L, y, { font: F.regular, size: 9 });
    pdf.text(v, L + 200, y, { font: F.bold, size: 9, width: W - 200, fit: true });
    y += 13;
  }
  y += 3;
  y += pdf.para(`${she ? 'Поступила' : 'Поступил'} в ${entered} году в учреждение образования «${uni.name}» и ${she ? 'окончила' : 'окончил'} в ${graduated} году полный курс названного учреждения образования по дневной форме получения образования. Нормативный срок обучения: 4 года.`, L, y, W, { font: F.regular, size: 9, leading: 12 });
  y += 3;
  for (const [k, v] of [['Специальность', `${sp.code} ${sp.name}`], ['Квалификация', sp.qual]] as Array<[string, string]>) {
    pdf.text(`${k}:`, L, y, { font: F.regular, size: 9 });
    pdf.text(v, L + 100, y, { font: F.bold, size: 9, width: W - 100, fit: true });
    y += 13;
  }
  y += 4;
  pdf.text(`За время обучения ${she ? 'сдала' : 'сдал'} зачеты и экзамены по следующим дисциплинам:`, L, y, { font: F.regular, size: 9 });
  y += 14;
  const cols: Column[] = [
    { label: 'Наименование дисциплины', width: W - 80 - (units ? 56 : 0) - 84, wrap: true },
    { label: ['Количество часов', '(всего/ауд.)'], width: 80, align: 'center' },
    ...(units ? [{ label: ['Зачетные', 'единицы'], width: 56, align: 'center' as const }] : []),
    { label: 'Отметка', width: 84, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.2, ruling: 'grid', repeatHeader: true, top: 40, bottom: pdf.height - 50 });
  if (y > pdf.height - 230) {
    pdf.addPage();
    pdf.securityPattern('BY', 20, 20, pdf.width - 40, pdf.height - 40, '#7a9a6a', rng);
    y = 44;
  }
  y += 10;
  const extraRows: TableRow[] = extra.map((e) => ({ cells: [e.title, e.hours, ...(units ? [e.credit === null ? '' : String(e.credit)] : []), e.grade] }));
  y = courseTable(pdf, L, y, cols.map((c, i) => (i === 0 ? { ...c, label: 'Курсовые работы, практика, итоговая аттестация' } : c)), extraRows, { F, size: 8.2, ruling: 'grid', repeatHeader: true, top: 40, bottom: pdf.height - 50 });
  for (const e of extra) r.courses.push(course({ courseName: e.title, credit: e.credit, grade: e.grade }));
  y += 10;
  pdf.text(`Средний балл: ${comma(mean, 1)}`, L, y, { font: F.bold, size: 9.5 });
  if (units) pdf.text(`Всего зачетных единиц: ${ze}`, L + 220, y, { font: F.bold, size: 9.5 });
  y += 26;
  for (const [k, i] of [['Ректор', 0], ['Декан', 1], ['Секретарь', 2]] as Array<[string, number]>) {
    pdf.text(k, L, y + i * 22, { font: F.regular, size: 9 });
    pdf.signature(L + 90, y + i * 22 + 8, 80, rng);
  }
  pdf.seal(L + W - 70, y + 20, 32, '#3a4e8c');
  pdf.text('М.П.', L + W - 80, y + 58, { font: F.regular, size: 8 });
  y += 76;
  pdf.text(`Город ${uni.city}   ${dmy(issued)}   Регистрационный № ${regNo}`, L, y, { font: F.regular, size: 8.5 });
  const printed: Record<string, string> = { 'candidate.fullName': name, 'candidate.dateOfBirth': dmy(dob), 'qualification.dateOfIssue': dmy(issued), 'qualification.cgpa': comma(mean, 1), 'qualification.programDuration': '4 года' };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'm-06-record',
    country: 'BY',
    languages: ['ru'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    conventions: 'Belarusian supplement to a higher-education diploma in Russian: republic, series and number, family name, given name and patronymic, date of birth, entry and graduation sentence at the Учреждение образования, speciality with its classifier code, qualification; disciplines with total/classroom hours (never credits), credit units on later forms, marks on the ten-point scale in digits and words or зачтено; coursework, practice, state exam and thesis with their marks; average mark with a decimal comma; rector, dean, secretary, seal; as described in the Ministry of Education\'s resolution on education documents and their supplements.',
    render,
  },
];
