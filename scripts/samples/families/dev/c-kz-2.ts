/**
 * Kazakh held-out family: the state-format higher-education diploma with the Kazakh text on the
 * left and the Russian text on the right (series "ЖБ-Б"/"ЖОО-М" and number, admission and
 * graduation years, educational programme, the state attestation commission's decision and the
 * academic degree awarded).
 */
import type { Family, FamilySample } from '../types';
import type { Rng } from '../../rng';
import { CYRILLIC_FONTS, digits, dmy, emptyResult, face, iso, MONTHS, openDoc, sealOutline, setCountry, setName, signature, ymd } from '../lib/c-common';
import { kzPerson } from '../lib/c-people';
import { kzInstitution, KZ_PROGRAMMES } from '../lib/c-kz';

async function kzDiploma(rng: Rng): Promise<FamilySample> {
  const p = kzPerson(rng);
  const prog = rng.pick(KZ_PROGRAMMES);
  const inst = kzInstitution(rng);
  const master = rng.bool(0.3);
  const year = rng.int(2015, 2025);
  const admitted = year - (master ? 2 : 4);
  const decided = ymd(rng, year, [6, 6]);
  const issued = { ...decided, d: Math.min(30, decided.d + rng.int(0, 6)) };
  const series = master ? 'ЖОО-М' : rng.pick(['ЖБ-Б', 'ЖБ-БҮ']);
  const number = digits(rng, 7);
  const reg = digits(rng, rng.int(3, 5));
  const protocol = rng.int(1, 20);
  const degree = master ? prog.masterDegree : prog.degree;
  const { doc, finish } = openDoc({ landscape: true, created: issued, margin: 30 });
  const fam = face(doc, rng.pick(CYRILLIC_FONTS));
  const W = doc.page.width;
  const H = doc.page.height;
  const colW = W / 2 - 70;
  const name = `${p.family[0]} ${p.given[0]} ${p.patronymic[0]}`;
  const border = rng.pick(['#1f6f8b', '#7a5c2e', '#2e7d32']);
  doc.save().lineWidth(2).strokeColor(border).rect(14, 14, W - 28, H - 28).stroke().restore();
  doc.save().lineWidth(0.5).strokeColor('#aaa').moveTo(W / 2, 30).lineTo(W / 2, H - 30).stroke().restore();
  const col = (x: number, lines: Array<[string, 'b' | 'r' | 'i', number, number?]>) => {
    let y = 44;
    for (const [text, f, size, gap] of lines) {
      doc.font(f === 'b' ? fam.b : f === 'i' ? fam.i : fam.r).fontSize(size).text(text, x, y, { width: colW, align: 'center' });
      y = doc.y + (gap ?? 4);
    }
  };
  const kkDate = `${decided.y} жылғы ${decided.d} ${MONTHS.kk[decided.m - 1]}`;
  const ruDateText = `${decided.d} ${MONTHS.ru[decided.m - 1]} ${decided.y} года`;
  col(50, [
    ['ҚАЗАҚСТАН РЕСПУБЛИКАСЫ', 'b', 12, 4],
    [inst.kk, 'b', 11, 10],
    ['ДИПЛОМ', 'b', 22, 2],
    [`${series} № ${number}`, 'r', 11, 14],
    ['Осы диплом', 'r', 10.5, 2],
    [name, 'b', 14, 4],
    [`${admitted} жылы университетке түсіп, ${year} жылы`, 'r', 10.5, 2],
    [`«${prog.code} – ${prog.kk}» білім беру бағдарламасы бойынша толық курсын бітіргенін куәландырады.`, 'r', 10.5, 8],
    [`Мемлекеттік аттестаттау комиссиясының ${kkDate}ғы шешімімен (№ ${protocol} хаттама)`, 'r', 10, 4],
    [degree[0].toUpperCase(), 'b', 13, 2],
    ['академиялық дәрежесі берілді.', 'r', 10.5, 4],
  ]);
  col(W / 2 + 20, [
    ['РЕСПУБЛИКА КАЗАХСТАН', 'b', 12, 4],
    [inst.ru, 'b', 11, 10],
    ['ДИПЛОМ', 'b', 22, 2],
    [`${series} № ${number}`, 'r', 11, 14],
    ['Настоящий диплом выдан', 'r', 10.5, 2],
    [name, 'b', 14, 4],
    [`в том, что ${p.female ? 'она' : 'он'} в ${admitted} году ${p.female ? 'поступила' : 'поступил'} в университет и в ${year} году ${p.female ? 'окончила' : 'окончил'}`, 'r', 10.5, 2],
    [`полный курс по образовательной программе «${prog.code} – ${prog.ru}».`, 'r', 10.5, 8],
    [`Решением Государственной аттестационной комиссии от ${ruDateText} (протокол № ${protocol})`, 'r', 10, 4],
    ['присуждена академическая степень', 'r', 10.5, 2],
    [degree[1].toUpperCase(), 'b', 13, 4],
  ]);
  const footY = H - 120;
  doc.font(fam.r).fontSize(9.5);
  doc.text('МАК төрағасы / Председатель ГАК', 50, footY, { lineBreak: false });
  signature(doc, rng, 240, footY + 8, 70);
  doc.text('Ректор', 50, footY + 28, { lineBreak: false });
  signature(doc, rng, 240, footY + 36, 70);
  doc.text(`${inst.city[0]} қ. / г. ${inst.city[1]}`, W / 2 + 20, footY, { lineBreak: false });
  doc.text(`Тіркеу нөмірі / Регистрационный номер: ${reg}`, W / 2 + 20, footY + 18, { lineBreak: false });
  const issuedText = dmy(issued);
  doc.text(`Берілген күні / Дата выдачи: ${issuedText}`, W / 2 + 20, footY + 36, { lineBreak: false });
  if (rng.bool(0.6)) sealOutline(doc, 170, footY + 60, 26, 'М.О. / М.П.', fam.r);
  const pdf = await finish();

  const e = emptyResult('kk');
  setName(e, `${p.given[0]} ${p.patronymic[0]}`, p.family[0]);
  e.institution.name = inst.kk;
  setCountry(e, 'KZ');
  Object.assign(e.qualification, {
    registrationNumber: reg,
    name: degree[0],
    level: master ? 'Master' : 'Bachelor',
    program: `${prog.code} – ${prog.kk}`,
    majorOrSpecialization: prog.kk,
    status: 'Completed',
    yearOfAdmission: admitted,
    yearOfCompletion: year,
    dateOfIssue: iso(issued),
  });
  return { pdf, expected: e, printed: { dateOfIssue: issuedText } };
}

export const families: Family[] = [
  {
    id: 'kz-diploma',
    country: 'KZ',
    languages: ['kk', 'ru'],
    kind: 'diploma',
    degradations: ['scan', 'photo'],
    conventions:
      'Kazakh state-format higher-education diploma, Kazakh text on the left and Russian on the right: series and number, admission and graduation years, the educational programme (6B… code), the state attestation commission decision and the academic degree ("… бакалавры" / "бакалавр …"), as described in the Ministry of Science and Higher Education forms of education documents and ENIC Kazakhstan notes.',
    render: kzDiploma,
  },
];
