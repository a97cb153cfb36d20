/**
 * Russian held-out family: the приложение к аттестату о среднем общем образовании (school-leaving
 * certificate appendix), subjects in two side-by-side halves with the final mark "5 (отлично)".
 */
import type { Family, FamilySample } from '../types';
import type { Rng } from '../../rng';
import { center, course, digits, emptyResult, face, fitText, iso, MONTHS, openDoc, RU_FONTS, setCountry, setName, signature, ymd } from '../lib/c-common';
import { ruOfficial, ruPerson } from '../lib/c-people';
import { ruDate, RU_CITIES } from '../lib/c-ru';

const SUBJECTS = [
  'Русский язык', 'Литература', 'Родной язык', 'Иностранный язык (английский)', 'Алгебра и начала математического анализа', 'Геометрия', 'Вероятность и статистика', 'Информатика',
  'История', 'Обществознание', 'География', 'Биология', 'Физика', 'Химия', 'Астрономия', 'Физическая культура', 'Основы безопасности жизнедеятельности', 'Индивидуальный проект',
];
const MARKS: Record<string, string> = { '5': 'отлично', '4': 'хорошо', '3': 'удовлетворительно' };

async function ruSchoolCertificate(rng: Rng): Promise<FamilySample> {
  const p = ruPerson(rng);
  const year = rng.int(2014, 2025);
  const dob = ymd(rng, year - 18);
  const issued = ymd(rng, year, [6, 7]);
  const city = rng.pick(RU_CITIES);
  const school = rng.bool() ? `Средняя общеобразовательная школа № ${rng.int(2, 180)}` : `${rng.pick(['Гимназия', 'Лицей'])} № ${rng.int(1, 160)}`;
  const legal = rng.pick(['Муниципальное бюджетное общеобразовательное учреждение', 'Муниципальное автономное общеобразовательное учреждение', 'Государственное бюджетное общеобразовательное учреждение']);
  const blank = `${digits(rng, 14)}`;
  const markStyle = rng.pick(['both', 'digit', 'word'] as const);
  const { doc, finish } = openDoc({ landscape: true, created: issued, margin: 30 });
  const fam = face(doc, rng.pick(RU_FONTS));
  const W = doc.page.width;
  const H = doc.page.height;
  const half = W / 2;
  const size = rng.pick([9.5, 10, 10.5]);
  // Left half: holder and school; right half: the subjects continue.
  let y = 40;
  const L = 40;
  const LW = half - 70;
  y = center(doc, 'РОССИЙСКАЯ ФЕДЕРАЦИЯ', y, fam.b, 11, L, LW);
  y = center(doc, 'ПРИЛОЖЕНИЕ', y + 6, fam.b, 15, L, LW);
  y = center(doc, 'к аттестату о среднем общем образовании', y, fam.r, 10, L, LW);
  y = center(doc, blank, y + 2, fam.r, 11, L, LW, '#a00000');
  y = center(doc, '(без аттестата недействительно)', y, fam.r, 7.5, L, LW);
  y += 10;
  doc.font(fam.b).fontSize(14);
  y = center(doc, p.family, y, fam.b, 14, L, LW);
  y = center(doc, p.given, y, fam.b, 14, L, LW);
  y = center(doc, p.patronymic, y, fam.b, 14, L, LW);
  doc.font(fam.r).fontSize(7).text('(фамилия, имя, отчество)', L, y - 3, { width: LW, align: 'center' });
  y += 10;
  const dobText = ruDate(dob, MONTHS.ru);
  doc.font(fam.r).fontSize(size).text(`Дата рождения: ${dobText}`, L, y, { lineBreak: false });
  y += size * 2;
  doc.font(fam.r).fontSize(size).text(`${p.female ? 'окончила' : 'окончил'} в ${year} году`, L, y, { lineBreak: false });
  y += size * 1.6;
  doc.font(fam.b).fontSize(size + 0.5).text(`${legal} «${school}»`, L, y, { width: LW, align: 'center' });
  y = doc.y + 2;
  y = center(doc, `г. ${city}`, y, fam.r, size, L, LW);
  y += 10;
  const e = emptyResult('ru');
  const subjects = SUBJECTS.filter(() => rng.bool(0.85));
  const strength = rng.float(0.2, 1);
  const rows = subjects.map((s) => {
    const mark = rng.weighted([['5', 1 + 2 * strength], ['4', 2], ['3', 1.2 - strength]] as const);
    const cell = markStyle === 'both' ? `${mark} (${MARKS[mark]})` : markStyle === 'digit' ? mark : MARKS[mark];
    e.courses.push(course({ courseName: s, grade: s === 'Индивидуальный проект' && rng.bool(0.3) ? 'зачтено' : cell }));
    return [s, e.courses[e.courses.length - 1].grade as string];
  });
  // The table: its first rows on the left half under the holder's data, the rest on the right half.
  const firstN = Math.min(rows.length, Math.max(3, Math.floor((H - 70 - y - 24) / (size * 1.7))));
  const drawTable = (x: number, top: number, w: number, part: string[][]) => {
    const c1 = w * 0.7;
    doc.save().lineWidth(0.6).rect(x, top, w, size * 2.6).stroke().moveTo(x + c1, top).lineTo(x + c1, top + size * 2.6).stroke().restore();
    fitText(doc, 'Наименование учебных предметов', x + 4, top + size * 0.7, c1 - 8, 'center', fam.b, size - 0.5);
    fitText(doc, 'Итоговая отметка', x + c1 + 4, top + size * 0.7, w - c1 - 8, 'center', fam.b, size - 0.5);
    let yy = top + size * 2.6;
    for (const [s, g] of part) {
      fitText(doc, s, x + 4, yy + 3, c1 - 8, 'left', fam.r, size);
      fitText(doc, g, x + c1 + 4, yy + 3, w - c1 - 8, 'center', fam.r, size);
      yy += size * 1.7;
      doc.save().lineWidth(0.4).moveTo(x, yy).lineTo(x + w, yy).stroke().moveTo(x + c1, yy - size * 1.7).lineTo(x + c1, yy).stroke().restore();
    }
    return yy;
  };
  drawTable(L, y, LW, rows.slice(0, firstN));
  const R = half + 30;
  let ry = 40;
  doc.font(fam.r).fontSize(size - 1).text(`к документу: Аттестат о среднем общем образовании № ${digits(rng, 14)}`, R, ry, { width: LW });
  ry = doc.y + 8;
  if (rows.length > firstN) ry = drawTable(R, ry, LW, rows.slice(firstN)) + 10;
  doc.font(fam.r).fontSize(size - 1).text('Сведения о результатах государственной итоговой аттестации указаны в аттестате.', R, ry + 6, { width: LW });
  ry = doc.y + 30;
  doc.font(fam.r).fontSize(size).text('Руководитель образовательной организации', R, ry, { width: LW * 0.5 });
  signature(doc, rng, R + LW * 0.55, ry + 10, 60);
  doc.text(ruOfficial(rng), R + LW * 0.78, ry + 4, { lineBreak: false });
  ry += 40;
  doc.text('М.П.', R, ry, { lineBreak: false });
  ry += 30;
  const issuedText = ruDate(issued, MONTHS.ru);
  doc.text(`Дата выдачи ${issuedText}`, R, ry, { lineBreak: false });
  const reg = String(rng.int(1, 250));
  doc.text(`Регистрационный № ${reg}`, R, ry + size * 1.8, { lineBreak: false });
  doc.save().lineWidth(0.4).strokeColor('#999').dash(3, { space: 3 }).moveTo(half, 20).lineTo(half, H - 20).stroke().undash().restore();
  const pdf = await finish();

  setName(e, `${p.given} ${p.patronymic}`, p.family);
  e.candidate.dateOfBirth = iso(dob);
  e.institution.name = school;
  setCountry(e, 'RU');
  Object.assign(e.qualification, { registrationNumber: reg, name: 'Аттестат о среднем общем образовании', level: 'Higher Secondary', status: 'Completed', yearOfCompletion: year, dateOfIssue: iso(issued) });
  return { pdf, expected: e, printed: { dateOfBirth: dobText, dateOfIssue: issuedText } };
}

export const families: Family[] = [
  {
    id: 'ru-school-certificate',
    country: 'RU',
    languages: ['ru'],
    kind: 'marksheet',
    degradations: ['scan', 'photo'],
    conventions:
      'Russian приложение к аттестату о среднем общем образовании: the holder, the school and its final subject marks on the five-point scale ("5 (отлично)"), laid over two facing halves of a landscape sheet, as described in the federal order on the form of school-leaving certificates and ENIC country notes.',
    render: ruSchoolCertificate,
  },
];
