/**
 * Serbian faculty certificate of passed exams (уверење о положеним испитима), in Cyrillic: the
 * republic, university and faculty on the letterhead; the index number ("2018/0345"); the student
 * as "surname (one parent's given name) given name"; date and place of birth with the trailing
 * dot of Serbian dates ("12.03.2000."); study programme, kind and level of studies with their
 * ECTS (ЕСПБ) total and the year of enrolment; a ruled table "Р.бр. | Шифра | Назив предмета |
 * Семестар | ЕСПБ | Оцена | Датум" with grades 6–10 printed with the word ("9 (девет)"); the
 * ECTS total and the average grade with a decimal comma, the title obtained for a graduate, the
 * place and date of issue ("У Чачку, 15.07.2022. године"), the dean's signature and the seal.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, footers, iso, setInstitution, type Column, type TableRow } from '../lib/n-kit';
import { addDays, comma, dmy, hPerson, hResult, parentName } from './h-kit';

const FACULTIES = [
  { uni: 'Универзитет „Морава“', faculty: 'Факултет техничких наука', city: 'Чачак', cityIn: 'У Чачку', street: 'Светог Саве 65', zip: '32000',
    programme: 'Рачунарство и аутоматика', title: 'Дипломирани инжењер електротехнике и рачунарства', prefix: 'ЕР',
    courses: ['Математика 1', 'Основи електротехнике 1', 'Програмирање 1', 'Физика', 'Енглески језик 1', 'Математика 2', 'Основи електротехнике 2', 'Програмирање 2', 'Дигитална електроника', 'Алгоритми и структуре података', 'Објектно оријентисано програмирање', 'Рачунарске мреже', 'Базе података', 'Оперативни системи', 'Теорија система', 'Вероватноћа и статистика', 'Архитектура рачунара', 'Софтверско инжењерство', 'Веб програмирање', 'Вештачка интелигенција', 'Дистрибуирани системи', 'Заштита информационих система', 'Управљање пројектима', 'Стручна пракса', 'Завршни рад'] },
  { uni: 'Универзитет Дунав', faculty: 'Економски факултет', city: 'Смедерево', cityIn: 'У Смедереву', street: 'Карађорђева 12', zip: '11300',
    programme: 'Финансије, банкарство и осигурање', title: 'Економиста', prefix: 'ЕК',
    courses: ['Основи економије', 'Математика за економисте', 'Пословно право', 'Рачуноводство', 'Социологија', 'Микроекономија', 'Макроекономија', 'Статистика', 'Пословне финансије', 'Маркетинг', 'Банкарство', 'Монетарна економија', 'Јавне финансије', 'Осигурање', 'Међународна економија', 'Финансијска тржишта', 'Менаџмент', 'Ревизија', 'Пословна информатика', 'Енглески језик за економисте', 'Финансијски менаџмент', 'Управљање ризиком', 'Стручна пракса', 'Завршни рад'] },
  { uni: 'Универзитет „Подриње“', faculty: 'Филозофски факултет', city: 'Шабац', cityIn: 'У Шапцу', street: 'Масарикова 4', zip: '15000',
    programme: 'Психологија', title: 'Психолог', prefix: 'ПС',
    courses: ['Увод у психологију', 'Општа психологија 1', 'Статистика у психологији 1', 'Социологија', 'Биолошке основе понашања', 'Општа психологија 2', 'Развојна психологија 1', 'Статистика у психологији 2', 'Социјална психологија 1', 'Психологија личности', 'Развојна психологија 2', 'Методологија психолошких истраживања', 'Психометрија', 'Когнитивна психологија', 'Клиничка психологија', 'Педагошка психологија', 'Психологија рада', 'Психопатологија', 'Психолошко саветовање', 'Социјална психологија 2', 'Стручна пракса', 'Завршни рад'] },
];
const WORDS: Record<number, string> = { 6: 'шест', 7: 'седам', 8: 'осам', 9: 'девет', 10: 'десет' };
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'];

async function render(rng: Rng) {
  const p = hPerson(rng, 'RS');
  const parent = parentName(rng, 'RS');
  const f = rng.pick(FACULTIES);
  const start = rng.int(2012, 2020);
  const dob = iso(start - 19, rng.int(1, 12), rng.int(1, 28));
  const index = `${start}/${digits(rng, 4).replace(/^./, '0')}`;
  const F = rng.pick([SANS[1], SERIF[1], SANS[2], SERIF[2]]);
  const graduated = rng.bool(0.6);
  const ability = rng.float(7, 9.6);
  const semesters = 8;
  const taken = graduated ? semesters : rng.int(4, 7);

  const r = hResult('sr', p, dob);
  setInstitution(r, f.uni, 'RS');
  const rows: TableRow[] = [];
  const per = Math.ceil(f.courses.length / semesters);
  let ects = 0;
  let sum = 0;
  let n = 0;
  let last = iso(start, 10, 1);
  let k = 0;
  // Weights of the courses, scaled so that the whole programme makes its 240 ECTS.
  const weights = f.courses.map((t) => (t === 'Завршни рад' ? rng.pick([6, 8, 10]) : t === 'Стручна пракса' ? 3 : rng.pick([5, 6, 6, 7, 8])));
  const scale = 240 / weights.reduce((a, b) => a + b, 0);
  const credit = weights.map((w) => Math.round(w * scale));
  credit[0] += 240 - credit.reduce((a, b) => a + b, 0);
  for (let s = 0; s < taken; s++) {
    const titles = f.courses.slice(s * per, (s + 1) * per);
    for (const title of titles) {
      const final = title === 'Завршни рад';
      if (final && !graduated) continue;
      const credits = credit[f.courses.indexOf(title)];
      const grade = Math.max(6, Math.min(10, Math.round(ability + rng.gauss() * 1.1)));
      const year = start + Math.floor(s / 2);
      const date = s % 2 === 0 ? iso(year + 1, rng.pick([1, 2]), rng.int(1, 28)) : iso(year + 1, rng.pick([6, 7, 9]), rng.int(1, 28));
      if (date > last) last = date;
      const code = `${f.prefix}${s + 1}${String(titles.indexOf(title) + 1).padStart(2, '0')}`;
      const shown = `${grade} (${WORDS[grade]})`;
      k++;
      rows.push({ cells: [`${k}.`, code, title, ROMAN[s], String(credits), shown, `${dmy(date)}.`] });
      r.courses.push(course({ courseNumber: code, courseName: title, credit: credits, grade: shown, term: ROMAN[s] }));
      ects += credits;
      sum += grade;
      n++;
    }
  }
  const mean = Math.round((sum / n) * 100) / 100;
  const issued = addDays(last, rng.int(10, 90));
  Object.assign(r.qualification, {
    registrationNumber: index, program: f.programme, majorOrSpecialization: f.programme, yearOfAdmission: start, dateOfIssue: issued, cgpa: mean.toFixed(2), totalCreditsOrMarks: String(ects), level: 'Bachelor',
  });
  if (graduated) Object.assign(r.qualification, { name: f.title, yearOfCompletion: Number(last.slice(0, 4)), status: 'Completed' });
  else r.qualification.name = 'Основне академске студије';

  const pdf = new Pdf({ size: A4, title: 'Уверење о положеним испитима', author: f.faculty, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = 48;
  const W = pdf.width - 2 * L;
  pdf.crest(L + 26, 62, 24, 'РС', '#1d3557', F.bold);
  const head = ['РЕПУБЛИКА СРБИЈА', f.uni.toLocaleUpperCase('sr'), f.faculty.toLocaleUpperCase('sr'), `${f.street}, ${f.zip} ${f.city}`];
  head.forEach((t, i) => pdf.text(t, L + 62, 34 + i * 14, { font: i < 3 ? F.bold : F.regular, size: i < 3 ? 10.5 : 8.5 }));
  pdf.text(`Број: 06-${digits(rng, 4)}/${issued.slice(0, 4)}`, pdf.width - 200, 34, { font: F.regular, size: 8.5, width: 150, align: 'right' });
  pdf.text(`Датум: ${dmy(issued)}.`, pdf.width - 200, 48, { font: F.regular, size: 8.5, width: 150, align: 'right' });
  pdf.text('УВЕРЕЊЕ О ПОЛОЖЕНИМ ИСПИТИМА', L, 118, { font: F.bold, size: 14, width: W, align: 'center' });
  let y = 146;
  const shownName = `${p.family} (${parent}) ${p.given}`;
  const pairs: Array<[string, string]> = [
    ['Презиме (име једног родитеља) и име', shownName],
    ['Број индекса', index],
    ['Датум и место рођења', `${dmy(dob)}. године, ${rng.pick(['Краљево', 'Ваљево', 'Лозница', 'Пожаревац', f.city])}`],
    ['Студијски програм', f.programme],
    ['Врста и ниво студија', 'Основне академске студије (240 ЕСПБ)'],
    ['Школска година уписа', `${start}/${start + 1}.`],
  ];
  for (const [k2, v] of pairs) {
    pdf.text(`${k2}:`, L, y, { font: F.regular, size: 9 });
    pdf.text(v, L + 190, y, { font: F.bold, size: 9, width: W - 190, fit: true });
    y += 14;
  }
  y += 4;
  pdf.para('Наведени студент је до дана издавања овог уверења положио следеће испите:', L, y, W, { font: F.regular, size: 9 });
  y += 18;
  const cols: Column[] = [
    { label: 'Р.бр.', width: 30, align: 'right' },
    { label: 'Шифра', width: 46 },
    { label: 'Назив предмета', width: W - 30 - 46 - 52 - 36 - 66 - 70, wrap: true },
    { label: 'Семестар', width: 52, align: 'center' },
    { label: 'ЕСПБ', width: 36, align: 'center' },
    { label: 'Оцена', width: 66, align: 'center' },
    { label: 'Датум', width: 70, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.3, ruling: 'grid', repeatHeader: true, top: 46, bottom: pdf.height - 56 });
  if (y > pdf.height - 190) {
    pdf.addPage();
    y = 56;
  }
  y += 12;
  pdf.text(`Укупно остварено ЕСПБ бодова: ${ects}`, L, y, { font: F.bold, size: 9.5 });
  pdf.text(`Просечна оцена: ${comma(mean, 2)}`, L, y + 15, { font: F.bold, size: 9.5 });
  y += 34;
  if (graduated) {
    pdf.para(`Студент је дана ${dmy(last)}. године завршио основне академске студије и стекао стручни назив ${f.title}.`, L, y, W, { font: F.regular, size: 9 });
    y += 26;
  }
  pdf.para('Уверење се издаје на лични захтев студента ради регулисања права у иностранству и у друге сврхе се не може употребити.', L, y, W, { font: F.regular, size: 8.5 });
  y += 30;
  pdf.text(`${f.cityIn}, ${dmy(issued)}. године`, L, y, { font: F.regular, size: 9 });
  pdf.seal(pdf.width / 2, y + 36, 30, '#2b4c8c');
  pdf.text('М.П.', pdf.width / 2 - 10, y + 72, { font: F.regular, size: 8 });
  pdf.signature(pdf.width - 190, y + 30, 110, rng);
  pdf.text('ДЕКАН', pdf.width - 200, y + 42, { font: F.bold, size: 9, width: 130, align: 'center' });
  footers(pdf, F, (a, b) => `Страна ${a} од ${b}`);
  const printed: Record<string, string> = { 'candidate.fullName': shownName, 'candidate.dateOfBirth': dmy(dob), 'qualification.dateOfIssue': dmy(issued), 'qualification.cgpa': comma(mean, 2) };
  if (!graduated) printed['qualification.name'] = 'Основне академске студије';
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'h-02-certificate',
    country: 'RS',
    languages: ['sr'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    conventions: 'Serbian certificate of passed exams (уверење о положеним испитима) in Cyrillic: index number, the student as surname (parent\'s name) given name, dates with a trailing dot, study programme and level with its ESPB total, a ruled table with code, course, semester in Roman numerals, ESPB, grade 6–10 with its word and exam date, ESPB total and average with a decimal comma, the professional title of a graduate; as described in Serbian faculties\' student-service pages and the Law on Higher Education grading scale.',
    render,
  },
];
