/**
 * Academic certificate of an Eastern European national university (академічна довідка), in Ukrainian only, as issued
 * to a student who leaves before completing the programme: the ministry line and the university with its address
 * ("вул. …, м. Вінниця, 21050, Україна"), "АКАДЕМІЧНА ДОВІДКА № 0417" (a decoy number of the certificate), the holder
 * as "Прізвище, ім'я, по батькові" in that order, the date of birth on some, the record-book number (a student number)
 * on some, "Рік вступу" (the year of entry, labelled), the form of study, the degree sought ("Освітній ступінь:
 * бакалавр", in lower case) and the speciality with its three-digit code; the order of expulsion with its number and
 * date (a decoy date); then one ruled table of the semesters taken so far, each a band "1 семестр 2021/2022 н.р.",
 * columns № з/п, discipline, ECTS credits with a decimal comma ("4,5"), hours (never credits), points out of 100 and
 * the grade on the national scale in words ("відмінно", "добре", "задовільно", "зараховано" for a credit test); the
 * totals of credits and hours under the table; the rector's and the dean's names, "М.П." and the date of issue in
 * words. Nothing is completed. As Ukrainian universities issue academic certificates to students who leave.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { comma, dmy, iso, longDate, otherName, sample, wPerson, wResult, wTable, type WRow } from './w4-kit';

const UNIS = [
  { name: 'Надбузький національний університет', addr: 'вул. Соборна, 57, м. Вінниця, 21050, Україна' },
  { name: 'Східноподільський національний технічний університет', addr: 'просп. Коцюбинського, 14, м. Вінниця, 21001, Україна' },
];
const SPECS = [
  { code: '122', name: "Комп'ютерні науки", subjects: ['Вища математика', 'Програмування', 'Дискретна математика', 'Алгоритми та структури даних', "Архітектура комп'ютерів", 'Теорія ймовірностей', 'Бази даних', 'Операційні системи', "Комп'ютерні мережі", "Об'єктно-орієнтоване програмування", 'Веб-технології', 'Чисельні методи'] },
  { code: '051', name: 'Економіка', subjects: ['Мікроекономіка', 'Макроекономіка', 'Вища математика', 'Статистика', 'Економіка підприємства', 'Фінанси', 'Бухгалтерський облік', 'Економетрика', 'Маркетинг', 'Менеджмент', 'Міжнародна економіка', 'Гроші та кредит'] },
  { code: '035', name: 'Філологія', subjects: ['Сучасна українська мова', 'Вступ до мовознавства', 'Історія української літератури', 'Латинська мова', 'Англійська мова', 'Теорія літератури', 'Фольклористика', 'Стилістика', 'Лексикологія', 'Практичний курс перекладу', 'Діалектологія', 'Риторика'] },
];
const COMMON = ['Історія України', 'Філософія', 'Українська мова за професійним спрямуванням', 'Фізичне виховання', 'Безпека життєдіяльності', 'Іноземна мова'];
const FATHERS = [['Іванович', 'Іванівна'], ['Петрович', 'Петрівна'], ['Олександрович', 'Олександрівна'], ['Миколайович', 'Миколаївна'], ['Васильович', 'Василівна'], ['Сергійович', 'Сергіївна']];
const ZALIK = new Set(['Фізичне виховання', 'Безпека життєдіяльності', 'Історія України']);

function word(points: number): string {
  return points >= 90 ? 'відмінно' : points >= 74 ? 'добре' : 'задовільно';
}

async function render(rng: Rng) {
  const p = wPerson(rng, 'UA');
  const pat = rng.pick(FATHERS)[p.woman ? 1 : 0];
  const uni = rng.pick(UNIS);
  const spec = rng.pick(SPECS);
  const start = rng.int(2016, 2023);
  const sems = rng.int(2, 5);
  const showDob = rng.bool(0.5);
  const showBook = rng.bool(0.55);
  const F = rng.pick([SERIF[0], SERIF[1], SANS[1]]);
  const dob = iso(start - rng.int(17, 19), rng.int(1, 12), rng.int(1, 28));
  const book = `${String(start).slice(2)}-${digits(rng, 3)}`;
  const left = iso(start + Math.ceil(sems / 2), sems % 2 ? rng.int(2, 3) : rng.int(6, 8), rng.int(1, 28));
  const issued = iso(start + Math.ceil(sems / 2), sems % 2 ? rng.int(3, 4) : rng.int(8, 9), rng.int(1, 28));
  const r = wResult('uk', `${p.given} ${pat}`, p.family, showDob ? dob : null);
  setInstitution(r, uni.name, 'UA');
  Object.assign(r.qualification, { name: 'бакалавр', level: 'Bachelor', majorOrSpecialization: spec.name, registrationNumber: showBook ? book : null, yearOfAdmission: start, dateOfIssue: issued });

  const ability = rng.float(62, 95);
  const pool = [...sample(rng, spec.subjects, spec.subjects.length), ...sample(rng, COMMON, COMMON.length)];
  const rows: WRow[] = [];
  let n = 0;
  let totalCr = 0;
  let totalH = 0;
  for (let s = 0; s < sems; s++) {
    const session = `${start + Math.floor(s / 2)}/${start + Math.floor(s / 2) + 1}`;
    rows.push({ cells: [], band: `${s + 1} семестр ${session} н.р.` });
    for (let k = 0; k < rng.int(4, 5) && pool.length; k++) {
      const title = k === 0 && s < 2 ? pool.pop()! : pool.shift()!;
      const cr = rng.pick([3, 4, 4.5, 5, 6]);
      const hours = cr * 30;
      const pts = Math.max(60, Math.min(100, Math.round(ability + rng.gauss() * 9)));
      const g = ZALIK.has(title) ? 'зараховано' : word(pts);
      n++;
      rows.push({ cells: [String(n), title, comma(cr, cr % 1 ? 1 : 0), String(hours), String(pts), g] });
      r.courses.push(course({ courseName: title, credit: cr, marksScored: pts, maximumMarks: 100, grade: g, term: `${s + 1} семестр`, session }));
      totalCr += cr;
      totalH += hours;
    }
  }

  r.qualification.totalCreditsOrMarks = String(totalCr);
  const pdf = new Pdf({ size: A4, title: 'Академічна довідка', author: uni.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 50;
  const W = pdf.width - 100;
  pdf.text('МІНІСТЕРСТВО ОСВІТИ І НАУКИ УКРАЇНИ', L, 36, { font: F.regular, size: 9.5, width: W, align: 'center' });
  pdf.text(uni.name.toUpperCase(), L, 52, { font: F.bold, size: 12.5, width: W, align: 'center', fit: true });
  pdf.text(uni.addr, L, 70, { font: F.regular, size: 8.5, width: W, align: 'center' });
  pdf.line(L, 84, L + W, 84, 0.8);
  pdf.text(`АКАДЕМІЧНА ДОВІДКА № ${digits(rng, 4)}`, L, 96, { font: F.bold, size: 13, width: W, align: 'center' });
  const kv: Array<[string, string]> = [["Прізвище, ім'я, по батькові", `${p.family} ${p.given} ${pat}`]];
  if (showDob) kv.push(['Дата народження', dmy(dob, '.')]);
  if (showBook) kv.push(['Номер залікової книжки', book]);
  kv.push(['Рік вступу', String(start)], ['Форма навчання', 'денна'], ['Освітній ступінь', 'бакалавр'], ['Спеціальність', `${spec.code} ${spec.name}`]);
  kv.push(['Підстава видачі', `наказ про відрахування № ${rng.int(101, 480)}-с від ${dmy(left, '.')}`]);
  let y = 122;
  for (const [a, b] of kv) {
    const w = pdf.text(`${a}: `, L, y, { font: F.regular, size: 9.5 });
    pdf.text(b, L + w, y, { font: F.bold, size: 9.5, width: W - w, fit: true });
    y += 14;
  }
  y += 4;
  pdf.text('За час навчання виконав(ла) навчальний план і склав(ла) такі дисципліни:', L, y, { font: F.regular, size: 9.5 });
  y += 16;
  const cols = [
    { label: ['№', 'з/п'], width: 28, align: 'center' as const },
    { label: ['Назва навчальної', 'дисципліни'], width: W - 28 - 58 - 46 - 40 - 92 },
    { label: ['Кредити', 'ЄКТС'], width: 58, align: 'center' as const },
    { label: ['Кількість', 'годин'], width: 46, align: 'center' as const },
    { label: ['Бали'], width: 40, align: 'center' as const },
    { label: ['Оцінка за', 'національною шкалою'], width: 92, align: 'center' as const },
  ];
  y = wTable(pdf, F, L, y, cols, rows, { size: 8.4, rowH: 13.5, ruling: 'grid', bandFill: '#f0f0f0' });
  y += 8;
  pdf.text(`Усього: ${comma(totalCr, totalCr % 1 ? 1 : 0)} кредитів ЄКТС, ${totalH} годин.`, L, y, { font: F.bold, size: 9.5 });
  y += 16;
  pdf.text('Шкала оцінювання: 90–100 відмінно; 74–89 добре; 60–73 задовільно; 1–59 незадовільно.', L, y, { font: F.italic, size: 8 });
  y += 24;
  const rector = otherName(rng, 'UA', p.family).split(' ');
  const dean = otherName(rng, 'UA', p.family).split(' ');
  pdf.text('Ректор', L, y, { font: F.regular, size: 9.5 });
  pdf.signature(L + 160, y - 8, 90, rng);
  pdf.text(`${rector[0]} ${rector[1].toUpperCase()}`, L + W - 180, y, { font: F.regular, size: 9.5, width: 180, align: 'right' });
  y += 22;
  pdf.text('Декан факультету', L, y, { font: F.regular, size: 9.5 });
  pdf.signature(L + 160, y - 8, 80, rng);
  pdf.text(`${dean[0]} ${dean[1].toUpperCase()}`, L + W - 180, y, { font: F.regular, size: 9.5, width: 180, align: 'right' });
  y += 22;
  pdf.text('М.П.', L, y, { font: F.bold, size: 9 });
  pdf.seal(L + 60, y + 10, 30, '#2b3a8c');
  pdf.text(`Дата видачі: ${longDate(issued, 'uk')}`, L + W - 220, y + 14, { font: F.regular, size: 9.5, width: 220, align: 'right' });
  const printed: Record<string, string> = { 'candidate.fullName': `${p.family} ${p.given} ${pat}`, 'qualification.dateOfIssue': longDate(issued, 'uk'), 'institution.name': uni.name.toUpperCase(), 'qualification.totalCreditsOrMarks': comma(totalCr, totalCr % 1 ? 1 : 0) };
  if (showDob) printed['candidate.dateOfBirth'] = dmy(dob, '.');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'w4-02-transcript',
    country: 'UA',
    languages: ['uk'],
    kind: 'transcript',
    degradations: ['photo'],
    conventions: 'Ukrainian academic certificate (академічна довідка) of a student who left: ministry line, university in capitals with its address in Vinnytsia, a decoy certificate number, the holder as surname, name and patronymic, birth date and record-book number on some, labelled year of entry, degree sought in lower case, speciality with its code, the expulsion order with its number and date; one grid table by semester bands with ECTS credits (decimal comma), hours, points out of 100 and the national grade in words; totals, grading scale, rector and dean, date of issue in words.',
    render,
  },
];
