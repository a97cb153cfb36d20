/**
 * Ukrainian development family: the bilingual (Ukrainian/English) додаток до диплома / diploma
 * supplement after the European template, with ECTS credits, the 100-point score, the national
 * grade and the ECTS letter per course, grouped by year of study, over two to four pages.
 */
import type { Family, FamilySample } from '../types';
import type { Rng } from '../../rng';
import { course, digits, dmy, emptyResult, face, fitText, iso, openDoc, RU_FONTS, setCountry, setName, signature, table, weighted, ymd, type Column, type TableRow } from '../lib/c-common';
import { uaPerson } from '../lib/c-people';
import { uaCourses, uaInstitution, uaScore, UA_SPECIALITIES } from '../lib/c-ua';

async function uaSupplement(rng: Rng): Promise<FamilySample> {
  const p = uaPerson(rng);
  const spec = rng.pick(UA_SPECIALITIES);
  const inst = uaInstitution(rng);
  const master = rng.bool(0.25);
  const years = master ? rng.pick([1, 2]) : 4;
  const gradYear = rng.int(2016, 2025);
  const admitted = gradYear - years;
  const dob = ymd(rng, admitted - (master ? 22 : 17) - rng.int(0, 2));
  const issued = ymd(rng, gradYear, [6, 7]);
  const enrolled = { y: admitted, m: 9, d: 1 };
  const studentId = digits(rng, 8);
  const diplomaNo = `${rng.pick(['В', 'М'])}${String(gradYear).slice(2)} № ${digits(rng, 6)}`;
  const strength = rng.float(0, 1);
  const { doc, finish } = openDoc({ created: issued, margin: 36 });
  const fam = face(doc, rng.pick(RU_FONTS));
  const W = doc.page.width;
  const H = doc.page.height;
  const L = rng.int(34, 50);
  const CW = W - 2 * L;
  const size = rng.pick([8.5, 9, 9.5]);
  let y = 34;
  doc.font(fam.b).fontSize(11).text(inst.uk, L, y, { width: CW, align: 'center' });
  doc.font(fam.i).fontSize(10).text(inst.en, L, doc.y + 1, { width: CW, align: 'center' });
  doc.font(fam.r).fontSize(8).text(`вул. ${rng.pick(['Університетська', 'Шевченка', 'Соборна', 'Наукова'])}, ${rng.int(1, 90)}, м. ${inst.city[0]}, ${rng.int(10000, 99999)}, Україна / ${inst.city[1]}, Ukraine   тел. +380 ${rng.int(30, 69)} ${rng.int(100, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`, L, doc.y + 2, { width: CW, align: 'center' });
  y = doc.y + 10;
  doc.font(fam.b).fontSize(14).text('ДОДАТОК ДО ДИПЛОМА', L, y, { width: CW, align: 'center' });
  doc.font(fam.b).fontSize(12).text('DIPLOMA SUPPLEMENT', L, doc.y, { width: CW, align: 'center' });
  doc.font(fam.r).fontSize(9).text(`${diplomaNo}`, L, doc.y + 2, { width: CW, align: 'center' });
  y = doc.y + 8;
  const bilingualStyle = rng.pick(['stacked', 'slash'] as const);
  const field = (num: string, uk: string, en: string, value: string) => {
    const lx = L + 22;
    const vx = L + CW * 0.46;
    doc.font(fam.r).fontSize(size).text(num, L, y, { lineBreak: false });
    let h: number;
    if (bilingualStyle === 'stacked') {
      doc.font(fam.b).fontSize(size).text(uk, lx, y, { width: vx - lx - 6 });
      doc.font(fam.i).fontSize(size - 0.5).text(en, lx, doc.y, { width: vx - lx - 6 });
      h = doc.y - y;
    } else {
      doc.font(fam.b).fontSize(size).text(`${uk} / ${en}`, lx, y, { width: vx - lx - 6 });
      h = doc.y - y;
    }
    doc.font(fam.r).fontSize(size).text(value, vx, y, { width: L + CW - vx });
    y = Math.max(y + h, doc.y) + 3;
  };
  const section = (uk: string, en: string) => {
    y += 3;
    doc.font(fam.b).fontSize(size + 0.5).text(`${uk} / ${en}`, L, y, { width: CW });
    y = doc.y + 3;
  };
  section('1. ІНФОРМАЦІЯ ПРО ВЛАСНИКА ДОКУМЕНТА', 'INFORMATION IDENTIFYING THE HOLDER');
  field('1.1', 'Прізвище(а)', 'Family name(s)', `${p.family[0].toUpperCase()} / ${p.family[1].toUpperCase()}`);
  field('1.2', "Ім'я (імена)", 'Given name(s)', `${p.given[0]} ${p.patronymic} / ${p.given[1]}`);
  const dobText = dmy(dob, rng.pick(['.', '/']));
  field('1.3', 'Дата народження', 'Date of birth (dd/mm/yyyy)', dobText);
  field('1.4', 'Ідентифікаційний номер здобувача', 'Student identification number', studentId);
  section('2. ІНФОРМАЦІЯ ПРО КВАЛІФІКАЦІЮ', 'INFORMATION IDENTIFYING THE QUALIFICATION');
  const degree: [string, string] = master ? ['Магістр', 'Master'] : ['Бакалавр', 'Bachelor'];
  field('2.1', 'Ступінь вищої освіти та кваліфікація', 'Degree of higher education and qualification', `${degree[0]} / ${degree[1]}\n${degree[0]} з ${spec.uk.toLowerCase()} / ${degree[1]} in ${spec.en}`);
  field('2.2', 'Галузь знань, спеціальність', 'Field of study, speciality', `${spec.field[0]}, ${spec.code} ${spec.uk} / ${spec.field[1]}, ${spec.code} ${spec.en}`);
  field('2.3', 'Найменування закладу вищої освіти', 'Name of the awarding institution', `${inst.uk} / ${inst.en}`);
  field('2.4', 'Мова навчання', 'Language(s) of instruction', 'українська / Ukrainian');
  section('3. ІНФОРМАЦІЯ ПРО РІВЕНЬ КВАЛІФІКАЦІЇ', 'INFORMATION ON THE LEVEL OF THE QUALIFICATION');
  const credits = master ? (years === 1 ? 90 : 120) : 240;
  field('3.1', 'Рівень кваліфікації', 'Level of qualification', master ? 'Другий (магістерський) рівень / Second (master\'s) level' : 'Перший (бакалаврський) рівень / First (bachelor\'s) level');
  field('3.2', 'Офіційна тривалість програми', 'Official duration of programme', `${credits} кредитів ЄКТС / ${credits} ECTS credits`);
  field('3.3', 'Дата вступу', 'Date of enrolment', dmy(enrolled));
  section('4. ІНФОРМАЦІЯ ПРО ЗМІСТ ТА РЕЗУЛЬТАТИ НАВЧАННЯ', 'INFORMATION ON THE PROGRAMME COMPLETED AND THE RESULTS OBTAINED');
  doc.font(fam.r).fontSize(size).text('4.3 Компоненти програми та отримані оцінки / Programme components and results obtained', L, y, { width: CW });
  y = doc.y + 4;

  const e = emptyResult('uk');
  const rows: TableRow[] = [];
  const perYear = master ? (years === 1 ? rng.int(8, 11) : rng.int(5, 8)) : rng.int(4, 7);
  const pool = uaCourses(rng, spec, Math.min(spec.courses.length + 3, perYear * years));
  const scoreItems: Array<{ points: number; weight: number }> = [];
  const bilingualCourse = rng.bool(0.6);
  let k = 0;
  for (let yr = 0; yr < years && k < pool.length; yr++) {
    const session = `${admitted + yr}/${admitted + yr + 1}`;
    rows.push({ heading: `${yr + 1} рік навчання / Year ${yr + 1} (${session})` });
    for (let i = 0; i < perYear && k < pool.length; i++, k++) {
      const [uk, en] = pool[k];
      const cr = rng.pick([3, 3, 4, 4, 4.5, 5, 6]);
      const s = uaScore(rng, strength);
      scoreItems.push({ points: s.points, weight: cr });
      const name = bilingualCourse ? `${uk} / ${en}` : en;
      rows.push({ cells: [String(k + 1), name, String(cr), String(s.points), `${s.national[0]} / ${s.national[1]}`, s.ects] });
      e.courses.push(course({ courseName: en, credit: cr, grade: s.ects, marksScored: s.points, maximumMarks: 100, term: `Year ${yr + 1}`, session }));
    }
  }
  const cols: Column[] = [
    { header: '№', width: 20, align: 'center' },
    { header: 'Назва компонента\nCourse title', width: 230, wrap: true },
    { header: 'Кредити\nECTS credits', width: 52, align: 'center' },
    { header: 'Бали\nPoints', width: 42, align: 'center' },
    { header: 'Національна оцінка\nNational grade', width: 110, align: 'center' },
    { header: 'Оцінка ЄКТС\nECTS grade', width: 55, align: 'center' },
  ];
  const scale = CW / cols.reduce((s, c) => s + c.width, 0);
  cols.forEach((c) => (c.width *= scale));
  let page = 1;
  y = table(doc, {
    x: L, y, columns: cols, rows, font: fam.r, bold: fam.b, size, headerSize: size - 1, bottom: H - 46, grid: rng.pick(['full', 'rows'] as const), headerFill: '#e8eef6', padding: 2.5,
    newPage: () => {
      doc.addPage();
      page++;
      doc.font(fam.r).fontSize(7.5).text(`${p.family[1].toUpperCase()} ${p.given[1]} — ${diplomaNo} — сторінка / page ${page}`, L, 24, { lineBreak: false });
      return 40;
    },
  });
  if (y > H - 190) {
    doc.addPage();
    page++;
    y = 40;
  }
  const avg = weighted(scoreItems);
  const total = e.courses.reduce((s, c) => s + (c.credit ?? 0), 0);
  y += 6;
  doc.font(fam.b).fontSize(size).text(`Загальна кількість кредитів ЄКТС / Total ECTS credits: ${credits}`, L, y);
  doc.font(fam.b).fontSize(size).text(`Середній бал / Average score: ${avg}`, L, doc.y + 2);
  y = doc.y + 6;
  doc.font(fam.r).fontSize(size - 1).text(`(У таблиці наведено ${total} кредитів ЄКТС; курсові роботи та практики враховано в загальній кількості / ${total} ECTS credits listed above; course papers and internships are included in the total.)`, L, y, { width: CW });
  y = doc.y + 8;
  doc.font(fam.b).fontSize(size).text('Шкала оцінювання / Grading scheme', L, y);
  y = doc.y + 2;
  const legend = [['90-100', 'A', 'Відмінно / Excellent'], ['82-89', 'B', 'Добре / Very good'], ['74-81', 'C', 'Добре / Good'], ['64-73', 'D', 'Задовільно / Satisfactory'], ['60-63', 'E', 'Задовільно / Sufficient'], ['35-59', 'FX', 'Незадовільно / Fail'], ['0-34', 'F', 'Незадовільно / Fail']];
  for (const [range, letter, text] of legend) {
    fitText(doc, range, L, y, 50, 'left', fam.r, size - 1);
    fitText(doc, letter, L + 55, y, 20, 'left', fam.r, size - 1);
    fitText(doc, text, L + 80, y, 200, 'left', fam.r, size - 1);
    y += (size - 1) * 1.35;
  }
  y += 10;
  section('5. СЕРТИФІКАЦІЯ ДОДАТКА', 'CERTIFICATION OF THE SUPPLEMENT');
  field('5.1', 'Дата видачі', 'Date of issue', dmy(issued));
  const signer = `${rng.pick(['Ректор / Rector', 'Проректор / Vice-Rector', 'Декан / Dean'])}`;
  doc.font(fam.r).fontSize(size).text(signer, L, y + 6, { lineBreak: false });
  signature(doc, rng, L + 170, y + 14, 60);
  doc.text(`${rng.pick(['О.', 'В.', 'І.', 'Н.'])} ${rng.pick(['Мельник', 'Гончаренко', 'Литвин', 'Кравець'])}`, L + 270, y + 6, { lineBreak: false });
  doc.text('М.П. / Official stamp', L + 10, y + 30, { lineBreak: false });
  const pdf = await finish();

  setName(e, p.given[1], p.family[1]);
  e.candidate.dateOfBirth = iso(dob);
  e.institution.name = inst.en;
  setCountry(e, 'UA');
  Object.assign(e.qualification, {
    registrationNumber: studentId,
    name: degree[1],
    level: master ? 'Master' : 'Bachelor',
    majorOrSpecialization: spec.en,
    status: 'Completed',
    yearOfAdmission: admitted,
    yearOfCompletion: gradYear,
    dateOfIssue: iso(issued),
    cgpa: avg,
    totalCreditsOrMarks: String(credits),
  });
  return { pdf, expected: e, printed: { dateOfBirth: dobText, dateOfIssue: dmy(issued), fullName: `${p.family[1].toUpperCase()} ${p.given[1]}` } };
}

export const families: Family[] = [
  {
    id: 'ua-diploma-supplement',
    country: 'UA',
    languages: ['uk', 'en'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    conventions:
      'Ukrainian додаток до диплома / Diploma Supplement after the European Commission–Council of Europe–UNESCO template: numbered bilingual sections, and per course ECTS credits, the 100-point score, the national grade and the ECTS letter (A 90-100 … E 60-63), as in the grading schemes published by Ukrainian universities and the Nuffic country profile.',
    render: uaSupplement,
  },
];
