/**
 * Russian development families: the higher-education diploma (bachelor, master, specialist), its
 * приложение (discipline, credit units, grade; two pages), the академическая справка of a student
 * who left before completion (disciplines grouped by academic year), and an employment reference
 * (справка с места работы) with no academic content.
 */
import type { Family, FamilySample } from '../types';
import type { Rng } from '../../rng';
import {
  center, centerWrap, course, crest, dmy, digits, emptyResult, face, iso, labelValue, MONTHS, openDoc, RU_FONTS, sealOutline, setCountry, setName, signature, table, ymd,
  type Column, type LabelStyle, type TableRow,
} from '../lib/c-common';
import { ruOfficial, ruPerson } from '../lib/c-people';
import { ruCredits, ruDate, ruDisciplines, ruGrade, ruInstitution, ruProgramme, RU_GRADE_DIGIT, type RuGrade } from '../lib/c-ru';

const verb = (female: boolean, m: string, f: string) => (female ? f : m);

async function ruDiploma(rng: Rng): Promise<FamilySample> {
  const p = ruPerson(rng);
  const prog = ruProgramme(rng);
  const inst = ruInstitution(rng);
  const gradYear = rng.int(2015, 2024);
  const issued = ymd(rng, gradYear, [6, 7]);
  const protocol = { ...issued, d: Math.max(1, issued.d - rng.int(0, 6)) };
  const reg = rng.bool() ? digits(rng, rng.int(3, 5)) : `${digits(rng, 2)}-${rng.pick(['Б', 'М', 'С', 'Д'])}/${digits(rng, 3)}`;
  const blank = `${digits(rng, 6)} ${digits(rng, 7)}`;
  const honours = rng.bool(0.25);
  const { doc, finish } = openDoc({ landscape: true, created: issued, margin: 30 });
  const fam = face(doc, rng.pick(RU_FONTS));
  const W = doc.page.width;
  const H = doc.page.height;
  const spread = rng.bool(0.7);
  const title = prog.qualification === 'Бакалавр' ? 'ДИПЛОМ БАКАЛАВРА' : prog.qualification === 'Магистр' ? 'ДИПЛОМ МАГИСТРА' : 'ДИПЛОМ СПЕЦИАЛИСТА';
  const long = rng.bool(0.6);
  const dateStyle = rng.pick(['words', 'numeric'] as const);
  const dateText = (d: typeof issued) => (dateStyle === 'words' ? ruDate(d, MONTHS.ru) : dmy(d));
  const months = MONTHS.ru;
  if (rng.bool(0.5)) doc.save().lineWidth(2).strokeColor('#7a5c2e').rect(14, 14, W - 28, H - 28).stroke().lineWidth(0.6).rect(20, 20, W - 40, H - 40).stroke().restore();
  const leftX = 40;
  const half = spread ? W / 2 : W;
  const leftW = spread ? half - 70 : W - 80;
  let y = 50;
  if (spread) {
    doc.save().lineWidth(0.4).strokeColor('#999').dash(3, { space: 3 }).moveTo(W / 2, 30).lineTo(W / 2, H - 30).stroke().undash().restore();
    y = center(doc, 'РОССИЙСКАЯ ФЕДЕРАЦИЯ', y, fam.b, 13, leftX, leftW);
    y += 8;
    if (long) {
      doc.font(fam.r).fontSize(9);
      doc.text(inst.legal, leftX, y, { width: leftW, align: 'center' });
      y = doc.y + 2;
    }
    doc.font(fam.b).fontSize(12).text(`«${inst.name}»`, leftX, y, { width: leftW, align: 'center' });
    y = doc.y + 4;
    y = center(doc, `г. ${inst.city}`, y, fam.r, 10, leftX, leftW);
    y += 30;
    y = center(doc, title, y, fam.b, 20, leftX, leftW);
    if (honours) y = center(doc, 'С ОТЛИЧИЕМ', y + 2, fam.b, 14, leftX, leftW, '#8b0000');
    y = center(doc, 'ДОКУМЕНТ О ВЫСШЕМ ОБРАЗОВАНИИ И О КВАЛИФИКАЦИИ', y + 6, fam.r, 8, leftX, leftW);
    y = center(doc, blank, y + 14, fam.r, 13, leftX, leftW, '#a00000');
    y += 40;
    y = labelValue(doc, { x: leftX + 30, y, label: 'Регистрационный номер', value: reg, style: 'tab', labelFont: fam.r, valueFont: fam.b, size: 10, tab: 150 });
    labelValue(doc, { x: leftX + 30, y: y + 4, label: 'Дата выдачи', value: dateText(issued), style: 'tab', labelFont: fam.r, valueFont: fam.b, size: 10, tab: 150 });
  }
  const rx = spread ? W / 2 + 30 : 60;
  const rw = spread ? W / 2 - 70 : W - 120;
  y = spread ? 60 : 50;
  if (!spread) {
    y = center(doc, 'РОССИЙСКАЯ ФЕДЕРАЦИЯ', y, fam.b, 12, rx, rw);
    doc.font(fam.b).fontSize(12).text(`${long ? inst.legal + ' ' : ''}«${inst.name}»`, rx, y, { width: rw, align: 'center' });
    y = doc.y + 6;
    y = center(doc, title, y + 4, fam.b, 18, rx, rw);
    if (honours) y = center(doc, 'С ОТЛИЧИЕМ', y, fam.b, 12, rx, rw, '#8b0000');
    y = center(doc, blank, y + 2, fam.r, 11, rx, rw, '#a00000');
    y += 8;
  }
  y = center(doc, 'Настоящий диплом свидетельствует о том, что', y, fam.r, 11, rx, rw);
  y += 6;
  if (rng.bool(0.6)) {
    y = center(doc, p.family, y, fam.b, 17, rx, rw);
    y = center(doc, `${p.given} ${p.patronymic}`, y, fam.b, 17, rx, rw);
  } else y = center(doc, `${p.family} ${p.given} ${p.patronymic}`, y, fam.b, 16, rx, rw);
  y += 6;
  const kind = prog.qualification === 'Бакалавр' ? 'программу бакалавриата' : prog.qualification === 'Магистр' ? 'программу магистратуры' : 'программу специалитета';
  y = center(doc, `${verb(p.female, 'освоил', 'освоила')} ${kind} по ${prog.qualification === 'Специалист' ? 'специальности' : 'направлению подготовки'}`, y, fam.r, 11, rx, rw);
  y = centerWrap(doc, `${prog.code} ${prog.name}`, y + 2, fam.b, 12, rx, rw);
  y = center(doc, `и ${verb(p.female, 'успешно прошёл', 'успешно прошла')} государственную итоговую аттестацию`, y + 4, fam.r, 11, rx, rw);
  y += 8;
  y = center(doc, 'Решением Государственной экзаменационной комиссии', y, fam.r, 11, rx, rw);
  y = center(doc, 'присвоена квалификация', y, fam.r, 11, rx, rw);
  y = center(doc, prog.qualification, y + 2, fam.b, 16, rx, rw);
  y = center(doc, `Протокол № ${rng.int(1, 40)} от ${ruDate(protocol, months)}`, y + 6, fam.r, 10, rx, rw);
  if (!spread) {
    labelValue(doc, { x: rx, y: y + 6, label: 'Регистрационный номер', value: reg, style: 'colon', labelFont: fam.r, valueFont: fam.b, size: 10 });
    labelValue(doc, { x: rx + rw / 2 + 20, y: y + 6, label: 'Дата выдачи', value: dateText(issued), style: 'colon', labelFont: fam.r, valueFont: fam.b, size: 10 });
    y += 24;
  }
  y = Math.max(y + 24, H - 150);
  const sign = (label: string, name: string, yy: number) => {
    doc.font(fam.r).fontSize(10).text(label, rx, yy, { width: rw * 0.55 });
    signature(doc, rng, rx + rw * 0.58, yy + 8, 70);
    doc.font(fam.r).fontSize(10).text(name, rx + rw * 0.78, yy + 2, { lineBreak: false });
  };
  sign('Председатель Государственной экзаменационной комиссии', ruOfficial(rng), y);
  sign(rng.bool() ? 'Ректор' : 'Руководитель образовательной организации', ruOfficial(rng), y + 40);
  doc.font(fam.r).fontSize(9).text('М.П.', rx + 10, y + 75, { lineBreak: false });
  if (rng.bool(0.5)) sealOutline(doc, rx + 40, y + 72, 28, inst.city.toUpperCase(), fam.r);
  const pdf = await finish();

  const e = emptyResult('ru');
  setName(e, `${p.given} ${p.patronymic}`, p.family);
  e.institution.name = inst.name;
  setCountry(e, 'RU');
  Object.assign(e.qualification, {
    registrationNumber: reg,
    name: prog.qualification,
    level: prog.level,
    majorOrSpecialization: prog.name,
    status: 'Completed',
    yearOfCompletion: gradYear,
    dateOfIssue: iso(issued),
  });
  return { pdf, expected: e, printed: { dateOfIssue: dateText(issued), fullName: `${p.family} ${p.given} ${p.patronymic}` } };
}

async function ruSupplement(rng: Rng): Promise<FamilySample> {
  const p = ruPerson(rng);
  const prog = ruProgramme(rng);
  const inst = ruInstitution(rng);
  const gradYear = rng.int(2014, 2024);
  const dob = ymd(rng, gradYear - prog.years - rng.int(17, 20));
  const issued = ymd(rng, gradYear, [6, 7]);
  const reg = digits(rng, rng.int(4, 6));
  const blank = `${digits(rng, 6)} ${digits(rng, 7)}`;
  const strength = rng.float(0, 1);
  const gradeStyle = rng.pick(['word', 'digit'] as const);
  const showHours = rng.bool(0.6);
  const { doc, finish } = openDoc({ created: issued, margin: 36 });
  const fam = face(doc, rng.pick(RU_FONTS));
  const W = doc.page.width;
  const H = doc.page.height;
  const L = rng.int(36, 56);
  const CW = W - L * 2;
  const size = rng.pick([9, 9.5, 10]);
  let y = 40;
  y = center(doc, 'РОССИЙСКАЯ ФЕДЕРАЦИЯ', y, fam.b, 10, L, CW);
  doc.font(fam.b).fontSize(10.5).text(`${rng.bool() ? inst.legal + ' ' : ''}«${inst.name}»`, L, y, { width: CW, align: 'center' });
  y = doc.y + 2;
  y = center(doc, `г. ${inst.city}`, y, fam.r, 9, L, CW);
  y = center(doc, 'ПРИЛОЖЕНИЕ К ДИПЛОМУ', y + 8, fam.b, 15, L, CW);
  y = center(doc, `№ ${blank}`, y, fam.r, 11, L, CW, '#a00000');
  y = center(doc, '(без диплома недействительно)', y, fam.r, 8, L, CW);
  y += 8;
  const style: LabelStyle = rng.pick(['colon', 'tab', 'leaders'] as const);
  const kv = (label: string, value: string) => {
    y = labelValue(doc, { x: L, y, label, value, style, labelFont: fam.r, valueFont: fam.b, size, tab: 190 });
  };
  doc.font(fam.b).fontSize(size + 0.5).text('1. СВЕДЕНИЯ О ЛИЧНОСТИ ОБЛАДАТЕЛЯ ДИПЛОМА', L, y);
  y = doc.y + 4;
  const dobText = rng.bool() ? ruDate(dob, MONTHS.ru) : dmy(dob);
  if (rng.bool(0.6)) {
    kv('Фамилия', p.family);
    kv('Имя', p.given);
    kv('Отчество', p.patronymic);
  } else kv('Фамилия, имя, отчество', `${p.family} ${p.given} ${p.patronymic}`);
  kv('Дата рождения', dobText);
  kv('Предыдущий документ об образовании', `${prog.level === 'Master' ? 'Диплом бакалавра' : 'Аттестат о среднем общем образовании'}, ${gradYear - prog.years} год`);
  y += 4;
  doc.font(fam.b).fontSize(size + 0.5).text('2. СВЕДЕНИЯ О КВАЛИФИКАЦИИ', L, y);
  y = doc.y + 4;
  kv('Квалификация', prog.qualification);
  kv(prog.qualification === 'Специалист' ? 'Специальность' : 'Направление подготовки', `${prog.code} ${prog.name}`);
  const years = prog.years === 4 || prog.years === 2 ? `${prog.years} года` : `${prog.years} лет`;
  kv('Срок освоения программы', `${years} (очная форма)`);
  y += 4;
  doc.font(fam.b).fontSize(size + 0.5).text('3. СВЕДЕНИЯ О СОДЕРЖАНИИ И РЕЗУЛЬТАТАХ ОСВОЕНИЯ ПРОГРАММЫ', L, y, { width: CW });
  y = doc.y + 4;

  const n = rng.int(prog.level === 'Master' ? 9 : 16, prog.level === 'Master' ? 13 : 28);
  const names = ruDisciplines(rng, prog, n);
  const e = emptyResult('ru');
  const rows: TableRow[] = [];
  const cellGrade = (g: RuGrade) => (gradeStyle === 'digit' && g !== 'зачтено' ? `${RU_GRADE_DIGIT[g]} (${g})` : g);
  const add = (name: string, credits: number | null, g: RuGrade) => {
    const cells = [name, credits === null ? '' : `${credits} з.е.`];
    if (showHours) cells.push(credits === null ? '' : `${credits * 36}`);
    cells.push(cellGrade(g));
    rows.push({ cells });
    e.courses.push(course({ courseName: name, credit: credits, grade: cellGrade(g) }));
  };
  for (const name of names) {
    const pass = /Физическая культура|семинар/.test(name) || rng.bool(0.18);
    add(name, /Физическая культура/.test(name) ? 2 : ruCredits(rng), pass ? 'зачтено' : ruGrade(rng, strength));
  }
  rows.push({ heading: 'Практики' });
  const practices = rng.sample(['Учебная практика (ознакомительная)', 'Производственная практика (технологическая)', 'Производственная практика (преддипломная)', 'Научно-исследовательская работа'], rng.int(2, 3));
  for (const pr of practices) add(pr, rng.pick([3, 6, 9]), rng.bool(0.5) ? 'зачтено' : ruGrade(rng, strength));
  rows.push({ heading: 'Государственная итоговая аттестация' });
  add(prog.level === 'Master' ? 'Выполнение и защита выпускной квалификационной работы (магистерской диссертации)' : 'Выполнение и защита выпускной квалификационной работы', rng.pick([6, 9]), ruGrade(rng, strength + 0.2));
  const cols: Column[] = [{ header: 'Наименование дисциплин (модулей), практик', width: 300, wrap: true }, { header: 'Общая\nтрудоёмкость', width: 70, align: 'center' }];
  if (showHours) cols.push({ header: 'Объём,\nчас.', width: 50, align: 'center' });
  cols.push({ header: 'Оценка', width: 95, align: 'center' });
  const scale = CW / cols.reduce((s, c) => s + c.width, 0);
  cols.forEach((c) => (c.width *= scale));
  let paged = false;
  y = table(doc, {
    x: L, y, columns: cols, rows, font: fam.r, bold: fam.b, size, headerSize: size - 0.5, bottom: H - 60, grid: rng.pick(['full', 'rows'] as const), headerFill: rng.bool() ? '#eeeeee' : undefined, padding: 3,
    newPage: () => {
      doc.addPage();
      paged = true;
      doc.font(fam.r).fontSize(8).text(`Приложение к диплому № ${blank}   ${p.family} ${p.given[0]}.${p.patronymic[0]}.   Страница 2`, L, 30, { lineBreak: false });
      return 50;
    },
  });
  y += 10;
  // The supplement is a two-page form: the certification part goes to the second page.
  if (y > H - 200 || !paged) {
    doc.addPage();
    y = 50;
  }
  const hoursContact = Math.round(prog.volume * 36 * rng.float(0.42, 0.55));
  doc.font(fam.r).fontSize(size).text(`Объём образовательной программы — ${prog.volume} з.е., в том числе объём работы обучающихся во взаимодействии с преподавателем ${hoursContact} час.`, L, y, { width: CW });
  y = doc.y + 6;
  doc.font(fam.r).fontSize(size).text('4. ДОПОЛНИТЕЛЬНЫЕ СВЕДЕНИЯ', L, y);
  y = doc.y + 2;
  doc.font(fam.r).fontSize(size - 0.5).text('Форма обучения: очная. Часть образовательной программы в объёме 6 з.е. освоена в ' + rng.pick(['Университете прикладных наук (Германия)', 'другой образовательной организации', 'рамках сетевой формы реализации']) + '.', L, y, { width: CW });
  y = doc.y + 14;
  y = labelValue(doc, { x: L, y, label: 'Регистрационный номер', value: reg, style: 'colon', labelFont: fam.r, valueFont: fam.b, size });
  const dateText = ruDate(issued, MONTHS.ru);
  y = labelValue(doc, { x: L, y, label: 'Дата выдачи', value: dateText, style: 'colon', labelFont: fam.r, valueFont: fam.b, size });
  y += 14;
  doc.font(fam.r).fontSize(size).text('Ректор', L, y, { lineBreak: false });
  signature(doc, rng, L + 150, y + 8, 60);
  doc.text(ruOfficial(rng), L + 260, y, { lineBreak: false });
  doc.text('Секретарь', L, y + 26, { lineBreak: false });
  signature(doc, rng, L + 150, y + 34, 50);
  doc.text(ruOfficial(rng), L + 260, y + 26, { lineBreak: false });
  doc.text('М.П.', L + 40, y + 52, { lineBreak: false });
  const pdf = await finish();

  setName(e, `${p.given} ${p.patronymic}`, p.family);
  e.candidate.dateOfBirth = iso(dob);
  e.institution.name = inst.name;
  setCountry(e, 'RU');
  Object.assign(e.qualification, {
    registrationNumber: reg,
    name: prog.qualification,
    level: prog.level,
    majorOrSpecialization: prog.name,
    status: 'Completed',
    yearOfAdmission: null,
    yearOfCompletion: gradYear,
    programDuration: String(prog.years),
    dateOfIssue: iso(issued),
    totalCreditsOrMarks: String(prog.volume),
  });
  return { pdf, expected: e, printed: { dateOfBirth: dobText, dateOfIssue: dateText } };
}

async function ruAcademicCertificate(rng: Rng): Promise<FamilySample> {
  const p = ruPerson(rng);
  const prog = ruProgramme(rng, ['Bachelor']);
  const inst = ruInstitution(rng);
  const admitted = rng.int(2014, 2021);
  const yearsDone = rng.int(1, 3);
  const left = admitted + yearsDone;
  const dob = ymd(rng, admitted - rng.int(17, 19));
  const issued = ymd(rng, left, [7, 10]);
  const reg = `${digits(rng, 3)}${rng.bool() ? '/АС' : ''}`;
  const strength = rng.float(0, 1);
  const { doc, finish } = openDoc({ created: issued, margin: 40 });
  const fam = face(doc, rng.pick(RU_FONTS));
  const W = doc.page.width;
  const H = doc.page.height;
  const L = 45;
  const CW = W - 90;
  const size = rng.pick([9, 9.5, 10]);
  let y = 36;
  crest(doc, L, y, 38, inst.name.split(/\s+/).map((w) => w[0].toUpperCase()).join('').slice(0, 3), fam.b);
  doc.font(fam.r).fontSize(8).text('Министерство науки и высшего образования Российской Федерации', L + 50, y, { width: CW - 50 });
  doc.font(fam.b).fontSize(11).text(inst.name.replace(/^./, (c) => c.toUpperCase()), L + 50, doc.y + 2, { width: CW - 50 });
  doc.font(fam.r).fontSize(8).text(`${rng.int(100000, 999999)}, г. ${inst.city}, ул. ${rng.pick(['Ленина', 'Университетская', 'Советская', 'Кирова', 'Гагарина'])}, д. ${rng.int(1, 120)}   тел. +7 (${rng.int(300, 499)}) ${rng.int(200, 999)}-${rng.int(10, 99)}-${rng.int(10, 99)}`, L + 50, doc.y + 2, { width: CW - 50 });
  y = Math.max(doc.y, y + 44) + 6;
  doc.save().lineWidth(1).moveTo(L, y).lineTo(L + CW, y).stroke().restore();
  y = center(doc, 'АКАДЕМИЧЕСКАЯ СПРАВКА', y + 12, fam.b, 15, L, CW);
  y = center(doc, `Регистрационный номер ${reg}`, y, fam.r, 9, L, CW);
  y += 6;
  const style: LabelStyle = rng.pick(['colon', 'below', 'tab'] as const);
  const fields: Array<[string, string]> = [
    ['Фамилия, имя, отчество', `${p.family} ${p.given} ${p.patronymic}`],
    ['Дата рождения', dmy(dob)],
    ['Поступил(а)', `в ${admitted} году, очная форма обучения`],
    ['Завершил(а) обучение', `в ${left} году (отчислен${p.female ? 'а' : ''} по собственному желанию)`],
    ['Направление подготовки', `${prog.code} ${prog.name}`],
    ['Нормативный срок обучения', `${prog.years} года`],
  ];
  if (style === 'below') {
    fields.forEach(([l, v], i) => {
      const col = i % 2;
      const yy = y + Math.floor(i / 2) * size * 2.5;
      labelValue(doc, { x: L + col * (CW / 2), y: yy, label: l, value: v, style, labelFont: fam.r, valueFont: fam.b, size });
    });
    y += Math.ceil(fields.length / 2) * size * 2.5;
  } else for (const [l, v] of fields) y = labelValue(doc, { x: L, y, label: l, value: v, style, labelFont: fam.r, valueFont: fam.b, size, tab: 165 });
  y += 6;
  doc.font(fam.r).fontSize(size).text('За время обучения сдал(а) зачёты, экзамены по следующим дисциплинам:', L, y);
  y = doc.y + 4;
  const e = emptyResult('ru');
  const rows: TableRow[] = [];
  let k = 0;
  const pool = ruDisciplines(rng, prog, 30);
  for (let yr = 0; yr < yearsDone; yr++) {
    const session = `${admitted + yr}/${admitted + yr + 1}`;
    rows.push({ heading: `${session} учебный год` });
    const count = yearsDone === 1 ? rng.int(8, 11) : rng.int(5, 9);
    for (let i = 0; i < count && k < pool.length; i++, k++) {
      const credits = ruCredits(rng);
      const g: RuGrade = rng.bool(0.25) ? 'зачтено' : ruGrade(rng, strength);
      rows.push({ cells: [String(k + 1), pool[k], String(credits), String(credits * 36), g] });
      e.courses.push(course({ courseName: pool[k], credit: credits, grade: g, session }));
    }
  }
  const cols: Column[] = [
    { header: '№', width: 24, align: 'center' },
    { header: 'Наименование дисциплины', width: 270, wrap: true },
    { header: 'Трудоёмкость,\nз.е.', width: 70, align: 'center' },
    { header: 'Часов', width: 45, align: 'center' },
    { header: 'Оценка', width: 100, align: 'center' },
  ];
  const scale = CW / cols.reduce((s, c) => s + c.width, 0);
  cols.forEach((c) => (c.width *= scale));
  y = table(doc, {
    x: L, y, columns: cols, rows, font: fam.r, bold: fam.b, size, headerSize: size - 0.5, bottom: H - 50, grid: 'full', zebra: rng.bool(0.3) ? '#f5f5f5' : undefined,
    newPage: () => {
      doc.addPage();
      doc.font(fam.r).fontSize(8).text(`Академическая справка № ${reg}, ${p.family} ${p.given} ${p.patronymic} (продолжение)`, L, 30, { lineBreak: false });
      return 48;
    },
  });
  if (y > H - 130) {
    doc.addPage();
    y = 50;
  }
  y += 14;
  const dateText = ruDate(issued, MONTHS.ru);
  doc.font(fam.r).fontSize(size).text(`Дата выдачи: ${dateText}`, L, y, { lineBreak: false });
  y += 24;
  doc.text(rng.pick(['Проректор по учебной работе', 'Ректор']), L, y, { lineBreak: false });
  signature(doc, rng, L + 170, y + 8, 60);
  doc.text(ruOfficial(rng), L + 290, y, { lineBreak: false });
  doc.text('Начальник учебного управления', L, y + 24, { lineBreak: false });
  signature(doc, rng, L + 170, y + 32, 55);
  doc.text(ruOfficial(rng), L + 290, y + 24, { lineBreak: false });
  doc.text('М.П.', L + 20, y + 50, { lineBreak: false });
  const pdf = await finish();

  setName(e, `${p.given} ${p.patronymic}`, p.family);
  e.candidate.dateOfBirth = iso(dob);
  e.institution.name = inst.name.replace(/^./, (c) => c.toUpperCase());
  setCountry(e, 'RU');
  Object.assign(e.qualification, { registrationNumber: reg, majorOrSpecialization: prog.name, yearOfAdmission: admitted, dateOfIssue: iso(issued), programDuration: String(prog.years) });
  return { pdf, expected: e, printed: { dateOfBirth: dmy(dob), dateOfIssue: dateText } };
}

async function ruEmploymentReference(rng: Rng): Promise<FamilySample> {
  const p = ruPerson(rng);
  const issued = ymd(rng, rng.int(2018, 2025));
  const company = `ООО «${rng.pick(['Вектор', 'Гранит', 'СеверСтройПроект', 'ТехноЛогистик', 'Альфа-Сервис', 'Меридиан'])}»`;
  const city = rng.pick(['Казань', 'Самара', 'Пермь', 'Воронеж']);
  const { doc, finish } = openDoc({ created: issued, margin: 50 });
  const fam = face(doc, rng.pick(RU_FONTS));
  const L = 60;
  const CW = doc.page.width - 120;
  let y = 50;
  doc.font(fam.b).fontSize(13).text(company, L, y);
  doc.font(fam.r).fontSize(8.5).text(`ИНН ${digits(rng, 10)}  КПП ${digits(rng, 9)}  ОГРН ${digits(rng, 13)}`, L, doc.y + 2);
  doc.text(`${rng.int(100000, 999999)}, г. ${city}, ул. ${rng.pick(['Промышленная', 'Заводская', 'Садовая'])}, д. ${rng.int(1, 80)}, тел. +7 (${rng.int(300, 499)}) ${rng.int(200, 999)}-${rng.int(10, 99)}-${rng.int(10, 99)}`, L, doc.y + 2);
  y = doc.y + 8;
  doc.save().lineWidth(0.8).moveTo(L, y).lineTo(L + CW, y).stroke().restore();
  y += 10;
  doc.font(fam.r).fontSize(10).text(`Исх. № ${rng.int(10, 999)} от ${dmy(issued)}`, L, y);
  y = center(doc, 'СПРАВКА', y + 30, fam.b, 15, L, CW);
  y = center(doc, 'с места работы', y, fam.r, 11, L, CW);
  const start = ymd(rng, issued.y - rng.int(1, 6));
  const salary = rng.int(45, 180) * 1000;
  doc.font(fam.r).fontSize(11).text(
    `Выдана ${p.family} ${p.given} ${p.patronymic} в том, что ${p.female ? 'она' : 'он'} действительно работает в ${company} ` +
      `с ${dmy(start)} по настоящее время в должности ${rng.pick(['менеджера по продажам', 'инженера-проектировщика', 'бухгалтера', 'специалиста по логистике', 'программиста'])}. ` +
      `Должностной оклад составляет ${salary.toLocaleString('ru-RU').replace(/\u00a0/g, ' ')} рублей в месяц. Трудовой договор заключён на неопределённый срок.`,
    L, y + 20, { width: CW, align: 'justify', lineGap: 3 },
  );
  doc.text('Справка выдана для предъявления по месту требования.', L, doc.y + 10, { width: CW });
  y = doc.y + 40;
  doc.text('Генеральный директор', L, y, { lineBreak: false });
  signature(doc, rng, L + 180, y + 8, 70);
  doc.text(ruOfficial(rng), L + 300, y, { lineBreak: false });
  doc.text('Главный бухгалтер', L, y + 30, { lineBreak: false });
  signature(doc, rng, L + 180, y + 38, 60);
  doc.text(ruOfficial(rng), L + 300, y + 30, { lineBreak: false });
  doc.text('М.П.', L + 30, y + 60, { lineBreak: false });
  return { pdf: await finish(), expected: null };
}

export const families: Family[] = [
  {
    id: 'ru-diploma',
    country: 'RU',
    languages: ['ru'],
    kind: 'diploma',
    degradations: ['scan', 'photo'],
    conventions:
      'Russian higher-education diploma (bachelor, master or specialist) after the federal blank form: "РОССИЙСКАЯ ФЕДЕРАЦИЯ", issuer, blank series and number, "Настоящий диплом свидетельствует о том, что", "присвоена квалификация", registration number and date of issue, as described in the diploma-supplement guides of Russian universities and NARIC country notes.',
    render: ruDiploma,
  },
  {
    id: 'ru-diploma-supplement',
    country: 'RU',
    languages: ['ru'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    conventions:
      'Russian приложение к диплому: personal data, qualification and programme sections, then disciplines, practices and the final state attestation with credit units (з.е., 1 = 36 hours) and grades "отлично/хорошо/удовлетворительно/зачтено", continuing on a second page; modeled on university guides to completing the supplement and the grading notes of Russian diploma supplements.',
    render: ruSupplement,
  },
  {
    id: 'ru-academic-certificate',
    country: 'RU',
    languages: ['ru'],
    kind: 'transcript',
    degradations: ['scan', 'photo', 'screenshot'],
    conventions:
      'Russian академическая справка issued to a student who left before completion: admission and leaving years, the programme, and the disciplines passed grouped by academic year with credit units, hours and the four-point or pass/fail grade, as described in Russian university regulations on academic certificates.',
    render: ruAcademicCertificate,
  },
  {
    id: 'ru-employment-reference',
    country: 'RU',
    languages: ['ru'],
    kind: 'other',
    degradations: ['scan', 'photo'],
    conventions: 'A Russian employment reference (справка с места работы) on a company letterhead with registration numbers, position and salary: a non-academic document often uploaded with credentials.',
    render: ruEmploymentReference,
  },
];
