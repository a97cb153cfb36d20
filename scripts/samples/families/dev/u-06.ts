/**
 * North Macedonian university certificate of examinations passed (Уверение за положени испити) in
 * Macedonian Cyrillic, from the faculty's student affairs office (Служба за студентски прашања): the
 * university and the faculty with the street, postcode and town and "Република Северна Македонија";
 * the holder's data set as small captions with the value under each ("Име и презиме" over "Марија
 * Стојановска"), the parent's name (a decoy), the date and place of birth, the index number, the study
 * programme, the cycle ("прв циклус, 240 ЕКТС"), the year of enrolment ("2018/2019") and the professional
 * title the programme confers, in its gender ("Дипломирана економистка"); the examinations by semester
 * ("Семестар I — учебна 2018/2019 година") with a running number, the subject code, the subject (long
 * titles wrap), ECTS, the grade on the 6-10 scale with its number word ("9 (девет)") and the exam date;
 * the table runs over pages; the total ECTS, the average grade with a decimal comma ("Просечен успех:
 * 8,45") and, for a graduate, the date of graduation; the place and date of issue, the stamp; as
 * described by the Macedonian law on higher education (grades 6-10, 5 a fail) and its universities' study
 * rules.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, footers, iso, setInstitution, type Column, type TableRow } from '../lib/n-kit';
import { comma, dmy, mkPerson, uResult } from './u-kit';

const UNIS = [
  { name: 'Универзитет за применети науки – Струмица', address: 'ул. Маршал Тито бб, 2400 Струмица, Република Северна Македонија', city: 'Струмица' },
  { name: 'Државен универзитет на Вардар – Велес', address: 'бул. Гоце Делчев 12, 1400 Велес, Република Северна Македонија', city: 'Велес' },
  { name: 'Универзитет „Пелагонија“ – Прилеп', address: 'ул. Александар Македонски бб, 7500 Прилеп, Република Северна Македонија', city: 'Прилеп' },
];
const PROGRAMMES = [
  { faculty: 'Економски факултет', programme: 'Бизнис економија', prefix: 'ЕК', title: ['Дипломиран економист', 'Дипломирана економистка'],
    subjects: ['Основи на економија', 'Математика за економисти', 'Вовед во менаџмент', 'Деловна информатика', 'Микроекономија', 'Статистика за бизнис', 'Сметководство', 'Макроекономија', 'Финансиски менаџмент', 'Маркетинг', 'Деловно право', 'Монетарна економија и банкарство', 'Менаџмент на човечки ресурси', 'Меѓународна економија', 'Јавни финансии', 'Економија на Европската унија', 'Корпоративно управување', 'Стратегиски менаџмент', 'Ревизија', 'Претприемништво и мали бизниси', 'Деловна етика', 'Дипломска работа'] },
  { faculty: 'Факултет за информатика', programme: 'Информатика', prefix: 'ИН', title: ['Дипломиран инженер по информатика', 'Дипломиран инженер по информатика'],
    subjects: ['Математика 1', 'Структурно програмирање', 'Бизнис и менаџмент', 'Математика 2', 'Објектно ориентирано програмирање', 'Дискретна математика', 'Архитектура на компјутери', 'Алгоритми и податочни структури', 'Бази на податоци', 'Оперативни системи', 'Компјутерски мрежи', 'Веројатност и статистика', 'Софтверско инженерство', 'Веб програмирање', 'Вештачка интелигенција', 'Безбедност на компјутерски системи', 'Дистрибуирани системи', 'Мобилни апликации', 'Интеракција човек-компјутер', 'Управување со ИКТ проекти', 'Дипломска работа'] },
  { faculty: 'Правен факултет', programme: 'Правни студии', prefix: 'ПР', title: ['Дипломиран правник', 'Дипломирана правничка'],
    subjects: ['Вовед во правото', 'Римско право', 'Уставно право', 'Историја на правото', 'Економија за правници', 'Облигационо право', 'Стварно право', 'Кривично право – општ дел', 'Кривично право – посебен дел', 'Граѓанско процесно право', 'Управно право', 'Трговско право', 'Семејно и наследно право', 'Меѓународно јавно право', 'Право на Европската унија', 'Работно право', 'Кривично процесно право', 'Меѓународно приватно право', 'Даночно право', 'Криминологија', 'Дипломска работа'] },
];
const GENERAL = ['Англиски јазик 1', 'Англиски јазик 2', 'Академско пишување', 'Германски јазик', 'Вовед во истражувачки методи', 'Етика'];
const WORDS: Record<number, string> = { 6: 'шест', 7: 'седум', 8: 'осум', 9: 'девет', 10: 'десет' };
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'];
const PLACES = ['Скопје', 'Битола', 'Куманово', 'Штип', 'Охрид', 'Тетово', 'Гевгелија', 'Кочани'];

async function render(rng: Rng) {
  const p = mkPerson(rng);
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const start = rng.int(2014, 2019);
  const dob = iso(start - rng.int(18, 20), rng.int(1, 12), rng.int(1, 28));
  const index = `${String(start).slice(2)}${digits(rng, 4)}`;
  const finished = rng.bool(0.6);
  const semesters = finished ? 8 : rng.int(2, 7);
  const F = rng.pick([SANS[1], SANS[2], SERIF[1], SERIF[2]]);
  const ability = rng.float(6.5, 10.4);
  const title = prog.title[p.woman ? 1 : 0];
  const r = uResult('mk', p.given, p.family, dob);
  setInstitution(r, uni.name, 'MK');

  const pool = [...prog.subjects];
  const general = [...GENERAL];
  const per = Math.ceil(prog.subjects.length / 8);
  const rows: TableRow[] = [];
  let ects = 0;
  let sum = 0;
  let n = 0;
  let lastExam = '';
  for (let s = 0; s < semesters; s++) {
    const ay = start + Math.floor(s / 2);
    const session = `${ay}/${ay + 1}`;
    const term = `Семестар ${ROMAN[s]}`;
    const titles = [...pool.splice(0, per), ...(s < 6 ? general.splice(0, 1) : [])];
    if (!titles.length) break;
    rows.push({ heading: `${term} — учебна ${session} година` });
    titles.forEach((subject, k) => {
      n += 1;
      const code = `${prog.prefix}${s + 1}${String(k + 1).padStart(2, '0')}`;
      const cr = /Дипломска/.test(subject) ? 12 : GENERAL.includes(subject) ? 3 : 6;
      const g = Math.max(6, Math.min(10, Math.round(ability + rng.gauss() * 1.1)));
      const grade = `${g} (${WORDS[g]})`;
      const exam = iso(s % 2 === 0 ? ay + 1 : ay + 1, s % 2 === 0 ? rng.pick([1, 2]) : rng.pick([6, 6, 9]), rng.int(1, 28));
      lastExam = exam;
      rows.push({ cells: [`${n}.`, code, subject, String(cr), grade, dmy(exam)] });
      r.courses.push(course({ courseNumber: code, courseName: subject, credit: cr, grade, term, session }));
      ects += cr;
      sum += g;
    });
  }
  const avg = sum / n;
  const grad = finished ? iso(Number(lastExam.slice(0, 4)), Math.min(12, Number(lastExam.slice(5, 7)) + 1), rng.int(1, 28)) : null;
  const issued = grad ? iso(Number(grad.slice(0, 4)) + rng.int(0, 1), rng.pick([10, 11, 12]), rng.int(1, 28)) : iso(Number(lastExam.slice(0, 4)), 10, rng.int(1, 28));
  Object.assign(r.qualification, { registrationNumber: index, name: title, level: 'Bachelor', program: prog.programme, majorOrSpecialization: prog.programme, yearOfAdmission: start, cgpa: avg.toFixed(2), totalCreditsOrMarks: String(ects), dateOfIssue: issued });
  if (grad) Object.assign(r.qualification, { yearOfCompletion: Number(grad.slice(0, 4)), status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Уверение', author: uni.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = 44;
  const W = pdf.width - 88;
  const ink = rng.pick(['#8a1c1c', '#1f3b70', '#3d3d3d']);
  pdf.crest(L + 24, 48, 22, prog.prefix, ink, 'DejaVuSans-Bold');
  pdf.text(uni.name, L + 58, 28, { font: F.bold, size: 12, color: ink, width: W - 58, fit: true });
  pdf.text(prog.faculty, L + 58, 45, { font: F.regular, size: 10 });
  pdf.text('Служба за студентски прашања', L + 58, 59, { font: F.italic, size: 8.5 });
  pdf.text(uni.address, L + 58, 72, { font: F.regular, size: 7.8, width: W - 58, fit: true });
  pdf.line(L, 88, L + W, 88, 0.9, ink);
  pdf.text('УВЕРЕНИЕ', L, 98, { font: F.bold, size: 16, width: W, align: 'center', cs: 2 });
  pdf.text('за положени испити', L, 118, { font: F.regular, size: 10, width: W, align: 'center' });
  const pairs: Array<[string, string]> = [
    ['Име и презиме', `${p.given} ${p.family}`],
    ['Име на родител', p.father],
    ['Датум и место на раѓање', `${dmy(dob)}, ${rng.pick(PLACES)}`],
    ['Број на индекс', index],
    ['Студиска програма', prog.programme],
    ['Циклус на студии', 'прв циклус, 240 ЕКТС'],
    ['Година на запишување', `${start}/${start + 1}`],
    ['Стручен назив', title],
  ];
  let y = 140;
  pairs.forEach(([k, v], i) => {
    const x = L + (i % 2) * (W / 2);
    const yy = y + Math.floor(i / 2) * 26;
    pdf.text(k, x, yy, { font: F.regular, size: 7, color: '#555555' });
    pdf.text(v, x, yy + 9, { font: F.bold, size: 9.6, width: W / 2 - 12, fit: true });
  });
  y += 4 * 26 + 8;
  const cols: Column[] = [
    { label: 'Р.бр.', width: 30, align: 'center' },
    { label: 'Шифра', width: 44 },
    { label: 'Наставен предмет', width: W - 30 - 44 - 36 - 66 - 64, wrap: true },
    { label: 'ЕКТС', width: 36, align: 'center' },
    { label: 'Оценка', width: 66, align: 'center' },
    { label: ['Датум на', 'полагање'], width: 64, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.4, ruling: rng.pick(['grid', 'rows', 'header-only'] as const), headerFill: '#eceff3', repeatHeader: rng.bool(0.5), top: 48, bottom: pdf.height - 60 });
  if (y > pdf.height - 170) {
    pdf.addPage();
    y = 50;
  }
  y += 14;
  const tail: Array<[string, string]> = [['Вкупно ЕКТС кредити', String(ects)], ['Просечен успех', comma(avg, 2)]];
  if (grad) tail.push(['Датум на дипломирање', dmy(grad)]);
  for (const [k, v] of tail) {
    const w = pdf.text(`${k}: `, L, y, { font: F.regular, size: 9.5 });
    pdf.text(v, L + w, y, { font: F.bold, size: 9.5 });
    y += 14;
  }
  y += 8;
  pdf.para('Уверението се издава по барање на студентот и служи за регулирање на правата од студирањето. Оценки: 10 (одличен), 9 (многу добар), 8 и 7 (добар), 6 (доволен).', L, y, W, { font: F.italic, size: 7.6 });
  y += 30;
  pdf.text(`${uni.city}, ${dmy(issued)}`, L, y, { font: F.regular, size: 9.5 });
  pdf.text('Раководител на студентски прашања', L + W - 220, y, { font: F.regular, size: 8.6, width: 220, align: 'center' });
  pdf.signature(L + W - 160, y + 34, 100, rng);
  pdf.seal(L + W / 2, y + 28, 26, ink);
  footers(pdf, F, (a, b) => `Страна ${a} од ${b}`);
  const printed: Record<string, string> = { 'candidate.dateOfBirth': dmy(dob), 'qualification.cgpa': comma(avg, 2), 'qualification.dateOfIssue': dmy(issued) };
  if (grad) printed['qualification.yearOfCompletion'] = dmy(grad);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'u-06-certificate',
    country: 'MK',
    languages: ['mk'],
    kind: 'transcript',
    degradations: [],
    conventions: 'North Macedonian certificate of examinations passed in Macedonian Cyrillic: university and faculty with address, each datum as a small caption with its value under it, parent\'s name (a decoy), birth, index number, programme, first cycle, year of enrolment, the gendered professional title; examinations by semester with the academic year, code, wrapped subject, ECTS, grade 6-10 with its number word, exam date, over pages; total ECTS, average with a decimal comma, graduation date; as described by the Macedonian higher-education law and study rules.',
    render,
  },
];
