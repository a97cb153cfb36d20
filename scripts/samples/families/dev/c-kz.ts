/**
 * Kazakh development family: a student-portal transcript page (browser chrome, portal bar, side
 * menu) with Kazakh/Russian labels, Kazakh course titles grouped by semester, and the
 * credit-technology grades: letter with +/-, grade points, percentage and the traditional grade.
 */
import type { Family, FamilySample } from '../types';
import type { Rng } from '../../rng';
import { course, digits, emptyResult, face, fitText, openDoc, setCountry, setName, table, weighted, ymd, type Column, type TableRow } from '../lib/c-common';
import { kzPerson } from '../lib/c-people';
import { kzCourses, kzGrade, kzInstitution, KZ_PROGRAMMES } from '../lib/c-kz';

async function kzPortalTranscript(rng: Rng): Promise<FamilySample> {
  const p = kzPerson(rng);
  const prog = rng.pick(KZ_PROGRAMMES);
  const inst = kzInstitution(rng);
  const admitted = rng.int(2018, 2023);
  const semesters = rng.int(2, 7);
  const perSem = rng.int(4, 7);
  const pool = kzCourses(rng, prog, 40);
  const strength = rng.float(0, 1);
  const nRows = Math.min(pool.length, semesters * perSem);
  const semCount = Math.ceil(nRows / perSem);
  const W = 960;
  const H = Math.max(640, 330 + nRows * 17.5 + semCount * 38 + 110);
  const today = ymd(rng, admitted + Math.ceil(semesters / 2), [1, 12]);
  const { doc, finish } = openDoc({ size: [W, H], created: today, margin: 0 });
  const fam = face(doc, rng.pick(['dejavuSans', 'notoSans', 'dejavuCond'] as const));
  const accent = rng.pick(['#1d4f91', '#0f6e6e', '#2b3a67', '#5a2d82', '#0b5ed7']);
  const sub = rng.pick(['portal', 'univer', 'my', 'student']);
  // Browser chrome.
  doc.rect(0, 0, W, 34).fill('#dee1e6');
  ['#ff5f57', '#febc2e', '#28c840'].forEach((c, i) => doc.circle(16 + i * 16, 17, 5).fill(c));
  doc.roundedRect(80, 7, W - 200, 20, 10).fill('#ffffff');
  doc.fillColor('#333');
  fitText(doc, `https://${sub}.${inst.abbr}.edu.kz/student/transcript`, 96, 11, W - 240, 'left', fam.r, 9.5);
  // Portal bar.
  doc.rect(0, 34, W, 42).fill(accent);
  doc.fillColor('white').font(fam.b).fontSize(13).text(`${inst.abbr.toUpperCase()}  |  Студенттің жеке кабинеті / Личный кабинет студента`, 18, 48, { lineBreak: false });
  const short = `${p.family[0]} ${p.given[0][0]}.${p.patronymic[0][0]}.`;
  doc.font(fam.r).fontSize(10).text(`${short}   Шығу`, W - 170, 50, { lineBreak: false });
  // Side menu.
  doc.rect(0, 76, 170, H - 76).fill('#f3f5f8');
  const menu = ['Басты бет', 'Жеке деректер', 'Оқу жоспары', 'Сабақ кестесі', 'Журнал', 'Транскрипт', 'Төлемдер', 'Хабарламалар', 'Анықтамалар'];
  menu.forEach((m, i) => {
    const yy = 96 + i * 28;
    if (m === 'Транскрипт') doc.rect(0, yy - 7, 170, 26).fill('#dbe6f5');
    doc.fillColor(m === 'Транскрипт' ? accent : '#333').font(m === 'Транскрипт' ? fam.b : fam.r).fontSize(10.5).text(m, 20, yy, { lineBreak: false });
  });
  doc.fillColor('black');
  const X = 190;
  const CW = W - X - 24;
  let y = 90;
  doc.fillColor('#777').font(fam.r).fontSize(8.5).text('Басты бет  /  Транскрипт', X, y, { lineBreak: false });
  doc.fillColor('black').font(fam.b).fontSize(17).text('Транскрипт', X, y + 14, { lineBreak: false });
  y += 44;
  doc.roundedRect(X, y, CW, 92, 4).lineWidth(0.6).strokeColor('#cfd6e0').stroke();
  const studentId = digits(rng, 9);
  const info: Array<[string, string]> = [
    ['Білім алушының аты-жөні / ФИО обучающегося', `${p.family[0]} ${p.given[0]} ${p.patronymic[0]}`],
    ['Жеке сәйкестендіру нөмірі / ID студента', studentId],
    ['Білім беру бағдарламасы / Образовательная программа', `${prog.code} – ${prog.kk}`],
    ['Оқу түрі / Форма обучения', 'күндізгі / очная'],
    ['Түскен жылы / Год поступления', String(admitted)],
    ['Курс', String(Math.ceil(semesters / 2))],
  ];
  info.forEach(([l, v], i) => {
    const cx = X + 12 + (i % 2) * (CW / 2);
    const cy = y + 10 + Math.floor(i / 2) * 27;
    doc.fillColor('#6b7280').font(fam.r).fontSize(8).text(l, cx, cy, { lineBreak: false });
    doc.fillColor('black').font(fam.b).fontSize(10).text(v, cx, cy + 10, { lineBreak: false });
  });
  y += 106;

  const e = emptyResult('kk');
  const rows: TableRow[] = [];
  const all: Array<{ points: number; weight: number }> = [];
  let k = 0;
  for (let s = 0; s < semesters && k < nRows; s++) {
    const yearStart = admitted + Math.floor(s / 2);
    const session = `${yearStart}-${yearStart + 1}`;
    const term = `${s + 1} семестр`;
    rows.push({ heading: `${term}, ${session} оқу жылы` });
    const sem: Array<{ points: number; weight: number }> = [];
    for (let i = 0; i < perSem && k < nRows; i++, k++) {
      const g = kzGrade(rng, strength);
      const cr = rng.weighted([[5, 6], [4, 2], [3, 2], [6, 1]] as const);
      const code = `${rng.pick(['IS', 'ECO', 'OGD', 'MAT', 'INF', 'FIL', 'HIS', 'ENG'])} ${rng.int(1, 4)}${rng.int(1, 2)}${digits(rng, 2)}`;
      rows.push({ cells: [String(k + 1), code, pool[k], String(cr), g.letter, g.points, String(g.percent), `${g.traditional[0]} / ${g.traditional[1]}`] });
      e.courses.push(course({ courseNumber: code, courseName: pool[k], credit: cr, grade: g.letter, marksScored: g.percent, maximumMarks: 100, term, session }));
      sem.push({ points: Number(g.points), weight: cr });
      all.push({ points: Number(g.points), weight: cr });
    }
    rows.push({ cells: ['', '', `Семестр бойынша GPA / GPA за семестр: ${weighted(sem)}`, String(sem.reduce((a, b) => a + b.weight, 0)), '', '', '', ''], bold: true });
  }
  const cols: Column[] = [
    { header: '№', width: 24, align: 'center' },
    { header: 'Пән коды', width: 62 },
    { header: 'Пәннің атауы / Наименование дисциплины', width: 250 },
    { header: 'Кредит\n(ECTS)', width: 46, align: 'center' },
    { header: 'Әріптік\nбаға', width: 50, align: 'center' },
    { header: 'Балл', width: 40, align: 'center' },
    { header: '%', width: 34, align: 'center' },
    { header: 'Дәстүрлі баға /\nТрадиционная оценка', width: 140, align: 'center' },
  ];
  const scale = CW / cols.reduce((s, c) => s + c.width, 0);
  cols.forEach((c) => (c.width *= scale));
  y = table(doc, { x: X, y, columns: cols, rows, font: fam.r, bold: fam.b, size: 9, headerSize: 8.5, bottom: H, grid: 'rows', headerFill: '#e9eef6', zebra: rng.bool() ? '#fafbfd' : undefined, padding: 4 });
  const gpa = weighted(all);
  const totalCredits = all.reduce((a, b) => a + b.weight, 0);
  y += 12;
  doc.font(fam.b).fontSize(10.5).text(`Жалпы кредит саны / Всего кредитов: ${totalCredits}`, X, y, { lineBreak: false });
  doc.font(fam.b).fontSize(10.5).text(`GPA: ${gpa}`, X + CW - 120, y, { lineBreak: false });
  y += 30;
  doc.fillColor('#888').font(fam.r).fontSize(8).text(`© ${today.y} ${inst.kk}. ${inst.city[0]} қ., Қазақстан Республикасы`, X, Math.min(H - 18, y), { lineBreak: false });
  doc.fillColor('black');
  const pdf = await finish();

  setName(e, `${p.given[0]} ${p.patronymic[0]}`, p.family[0]);
  e.institution.name = inst.kk;
  setCountry(e, 'KZ');
  Object.assign(e.qualification, { registrationNumber: studentId, program: `${prog.code} – ${prog.kk}`, majorOrSpecialization: prog.kk, yearOfAdmission: admitted, cgpa: gpa, totalCreditsOrMarks: String(totalCredits) });
  return { pdf, expected: e, printed: { fullName: `${p.family[0]} ${p.given[0]} ${p.patronymic[0]}` } };
}

export const families: Family[] = [
  {
    id: 'kz-portal-transcript',
    country: 'KZ',
    languages: ['kk', 'ru'],
    kind: 'transcript',
    degradations: ['screenshot'],
    conventions:
      'A Kazakh university student-portal transcript page (screenshot) with Kazakh/Russian labels and the credit-technology scale of the 2011 Ministry rules: letter grade with +/-, grade points on 4.0, percentage and traditional grade, per-semester GPA, as described by Kazakh universities\' grading-system pages and WES/ECE notes.',
    render: kzPortalTranscript,
  },
];
