/**
 * Bulgarian secondary-education diploma (диплома за средно образование), in Cyrillic: the
 * republic and the ministry, the series and registration number, the school with its town and
 * province ("гр. Пловдив, област Пловдив"), the holder's three names (given name, patronymic,
 * family name) and personal number (ЕГН), the school year of completion; the grades of the
 * subjects grouped by section ("Общообразователна подготовка", "Профилирана подготовка") in words
 * and in figures with two decimals ("Много добър 5,25", 2–6 scale), the state matriculation exams
 * with their grades, the overall result ("Общ успех: Отличен 5,71"), the director's signature,
 * the seal and the date of issue.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, iso, setInstitution } from '../lib/n-kit';
import { comma, dmy, hPerson, hResult, isWoman } from './h-kit';

const SCHOOLS = [
  { name: 'Профилирана гимназия „Христо Ботев“', town: 'Пловдив', province: 'Пловдив', state: '16' },
  { name: 'Средно училище „Васил Левски“', town: 'Стара Загора', province: 'Стара Загора', state: '24' },
  { name: 'Природоматематическа гимназия „Акад. Никола Обрешков“', town: 'Бургас', province: 'Бургас', state: '02' },
  { name: 'Езикова гимназия „Пейо Яворов“', town: 'Русе', province: 'Русе', state: '18' },
];
const FATHERS: Array<[string, string]> = [['Георги', 'Георгиев'], ['Иван', 'Иванов'], ['Димитър', 'Димитров'], ['Николай', 'Николаев'], ['Стоян', 'Стоянов'], ['Христо', 'Христов'], ['Петър', 'Петров'], ['Тодор', 'Тодоров']];
const GENERAL = ['Български език и литература', 'Английски език', 'Немски език', 'Математика', 'Информационни технологии', 'История и цивилизации', 'География и икономика', 'Философия', 'Гражданско образование', 'Биология и здравно образование', 'Физика и астрономия', 'Химия и опазване на околната среда', 'Музика', 'Изобразително изкуство', 'Физическо възпитание и спорт'];
const PROFILED = [['Математика', 'Информатика', 'Информационни технологии'], ['Английски език', 'Немски език', 'География и икономика'], ['Биология и здравно образование', 'Химия и опазване на околната среда', 'Английски език']];

function word(g: number): string {
  return g >= 5.5 ? 'Отличен' : g >= 4.5 ? 'Много добър' : g >= 3.5 ? 'Добър' : g >= 3 ? 'Среден' : 'Слаб';
}

async function render(rng: Rng) {
  const p0 = hPerson(rng, 'BG');
  const woman = isWoman(p0);
  const [, pat] = rng.pick(FATHERS);
  const p = { given: `${p0.given} ${woman ? `${pat}а` : pat}`, family: p0.family };
  const school = rng.pick(SCHOOLS);
  const year = rng.int(2012, 2025);
  const born = year - 19;
  const dob = iso(born, rng.int(1, 12), rng.int(1, 28));
  // The personal number starts with the birth date, the month plus 40 for births from 2000 on.
  const egn = `${String(born).slice(2)}${String(Number(dob.slice(5, 7)) + (born >= 2000 ? 40 : 0)).padStart(2, '0')}${dob.slice(8)}${digits(rng, 4)}`;
  const F = rng.pick([SERIF[1], SERIF[2], SANS[1], SANS[2]]);
  const ability = rng.float(4.2, 5.9);
  const grade = () => Math.max(3, Math.min(6, Math.round((ability + rng.gauss() * 0.45) * 100) / 100));
  const shown = (g: number) => `${word(g)} ${comma(g, 2)}`;

  const r = hResult('bg', p, null);
  setInstitution(r, school.name, 'BG', school.state);
  const session = `${year - 1}/${year}`;
  const sections: Array<{ heading: string; rows: Array<[string, string]> }> = [];
  const all: number[] = [];
  const gen = GENERAL.slice(0, rng.int(12, 15)).map((s) => {
    const g = grade();
    all.push(g);
    return [s, shown(g)] as [string, string];
  });
  sections.push({ heading: 'Общообразователна подготовка', rows: gen });
  const prof = rng.pick(PROFILED).map((s) => {
    const g = grade();
    all.push(g);
    return [s, shown(g)] as [string, string];
  });
  sections.push({ heading: 'Профилирана подготовка', rows: prof });
  const matura = [['Български език и литература', shown(grade())], [rng.pick(['Английски език', 'Математика', 'Биология и здравно образование', 'География и икономика']), shown(grade())]] as Array<[string, string]>;
  sections.push({ heading: 'Държавни зрелостни изпити', rows: matura });
  for (const s of sections) for (const [name, g] of s.rows) r.courses.push(course({ courseName: name, grade: g, term: s.heading, session }));
  const overall = Math.round((all.reduce((a, b) => a + b, 0) / all.length) * 100) / 100;
  const issued = iso(year, rng.pick([6, 7]), rng.int(1, 28));
  Object.assign(r.qualification, { name: 'Средно образование', level: 'Higher Secondary', yearOfCompletion: year, dateOfIssue: issued, cgpa: overall.toFixed(2), status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Диплома за средно образование', author: school.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 50;
  const W = pdf.width - 2 * L;
  const green = '#2f5d3a';
  pdf.securityPattern('', 0, 0, pdf.width, pdf.height, green, rng);
  pdf.crest(pdf.width / 2, 56, 24, 'РБ', green, F.bold);
  let y = 88;
  const centre = (t: string, size: number, font = F.bold, gap = 1.6) => {
    pdf.text(t, L, y, { font, size, width: W, align: 'center', fit: true });
    y += size * gap;
  };
  centre('РЕПУБЛИКА БЪЛГАРИЯ', 11);
  centre('МИНИСТЕРСТВО НА ОБРАЗОВАНИЕТО И НАУКАТА', 9, F.regular, 2.2);
  centre('ДИПЛОМА', 22, F.bold, 1.3);
  centre('ЗА СРЕДНО ОБРАЗОВАНИЕ', 13, F.bold, 2.0);
  pdf.text(`Серия ${rng.pick(['А', 'Б', 'В'])}-${String(year).slice(2)}    Рег. № ${digits(rng, 6)}`, L, y, { font: F.regular, size: 9, width: W, align: 'right' });
  y += 18;
  const kv: Array<[string, string]> = [
    ['Име, презиме, фамилия', `${p.given} ${p.family}`],
    ['ЕГН', egn],
    ['Завършва', `${school.name}, гр. ${school.town}, област ${school.province}`],
    ['През учебната година', `${session}`],
  ];
  for (const [k, v] of kv) {
    pdf.text(`${k}:`, L, y, { font: F.regular, size: 9 });
    pdf.text(v, L + 150, y, { font: F.bold, size: 9.5, width: W - 150, fit: true });
    y += 15;
  }
  y += 8;
  pdf.text('Учебни предмети', L + 4, y, { font: F.bold, size: 9 });
  pdf.text('Оценка (с думи и цифри)', L + W - 170, y, { font: F.bold, size: 9, width: 166, align: 'center' });
  y += 13;
  pdf.line(L, y, L + W, y, 0.8);
  y += 4;
  for (const s of sections) {
    pdf.text(s.heading, L + 4, y, { font: F.bold, size: 9 });
    y += 14;
    for (const [name, g] of s.rows) {
      pdf.text(name, L + 14, y, { font: F.regular, size: 9 });
      pdf.line(L + 14 + pdf.widthOf(name, F.regular, 9) + 4, y + 8, L + W - 174, y + 8, 0.3, '#888888', 1);
      pdf.text(g, L + W - 170, y, { font: F.regular, size: 9, width: 166, align: 'center' });
      y += 13.2;
    }
    y += 4;
  }
  pdf.line(L, y, L + W, y, 0.8);
  y += 8;
  pdf.text(`Общ успех: ${shown(overall)}`, L + 4, y, { font: F.bold, size: 11 });
  y += 30;
  pdf.text(`Дата на издаване: ${dmy(issued)} г.`, L, y, { font: F.regular, size: 9 });
  pdf.seal(pdf.width / 2, y + 40, 28, green);
  pdf.signature(L + W - 150, y + 30, 110, rng);
  pdf.text('Директор:', L + W - 220, y + 24, { font: F.regular, size: 9 });
  return { pdf: await pdf.end(), expected: r, printed: { 'qualification.dateOfIssue': dmy(issued), 'qualification.cgpa': comma(overall, 2), 'qualification.name': 'средно образование' } };
}

export const families: Family[] = [
  {
    id: 'h-11-diploma',
    country: 'BG',
    languages: ['bg'],
    kind: 'diploma',
    degradations: ['scan', 'photo'],
    conventions: 'Bulgarian diploma for secondary education in Cyrillic: ministry, series and registration number, the three names (given, patronymic, family) and personal number, school with town and province, school year; subjects by section (general, profiled, state matriculation exams) with the grade in words and figures to two decimals on the 2–6 scale, overall result, date of issue, director and seal; as described in the Bulgarian ministry\'s rules on school documents and grading.',
    render,
  },
];
