/**
 * A university's letter confirming a degree, in Russian: the letterhead with the ministry's line, the university's full
 * legal name («…государственный … университет», the issuer as it names itself in quotation marks), its address with a
 * postcode, the city and "Россия", a +7 telephone and an e-mail domain; the outgoing number and date ("Исх. № 02-15/…
 * от 12.03.2024": the date is the letter's issue) and, on some, the request it answers ("На № … от …", a decoy date)
 * and the addressee ("По месту требования" or a company); the title "Справка-подтверждение"; the body in running text:
 * "Настоящим подтверждаем, что Смирнова Анна Сергеевна" (the family name first, nominative), the birth date "14.03.1998
 * г.р." on some, "обучалась в университете с 1 сентября 2016 г. по 30 июня 2020 г." (the enrolment date: the admission),
 * the field of study with its code, the state examination board's minutes with their date (a decoy), "присвоена
 * квалификация «Бакалавр»" or «Магистр» (the qualification as printed), the diploma's series and number (a serial, not a
 * registration), its registration number (the registration, as a register entry) and its date; a vice-rector's
 * signature with initials, and the clerk with a telephone (decoys). As Russian universities confirm degrees to
 * employers and foreign evaluators.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, digits, setInstitution } from '../lib/n-kit';
import { dmy, iso, longDate, wPerson, wResult } from './w3-kit';

const UNIS = [
  { name: 'Средневолжский государственный технологический университет', city: 'г. Самара', post: '443010', street: 'ул. Молодогвардейская, д. 151', phone: '846', mail: 'svgtu.ru' },
  { name: 'Северо-Уральский государственный экономический университет', city: 'г. Екатеринбург', post: '620014', street: 'ул. Вайнера, д. 21', phone: '343', mail: 'sugeu.ru' },
];
const FIELDS = [['38', 'Экономика'], ['09', 'Информатика и вычислительная техника'], ['15', 'Машиностроение'], ['40', 'Юриспруденция'], ['42', 'Реклама и связи с общественностью']];
const FATHERS: Array<[string, string]> = [['Сергеевич', 'Сергеевна'], ['Андреевич', 'Андреевна'], ['Викторович', 'Викторовна'], ['Олегович', 'Олеговна'], ['Игоревич', 'Игоревна'], ['Александрович', 'Александровна'], ['Дмитриевич', 'Дмитриевна'], ['Николаевич', 'Николаевна']];
const INITIALS = ['А.В.', 'Е.Н.', 'С.П.', 'О.Ю.', 'И.А.', 'Т.М.', 'В.Г.'];
const SIGN_FAMILY = ['Белова', 'Захаров', 'Миронова', 'Тихонов', 'Гусева', 'Крылов', 'Романова'];
const COMPANIES = ['ООО «Волгатехпроект»', 'АО «Уралэнергосбыт»', 'ООО «Сибирские логистические системы»'];

async function render(rng: Rng) {
  const p = wPerson(rng, 'RU');
  const patronymic = rng.pick(FATHERS)[p.woman ? 1 : 0];
  const family = p.woman ? `${p.family}а` : p.family;
  const given = `${p.given} ${patronymic}`;
  const uni = rng.pick(UNIS);
  const master = rng.bool(0.35);
  const [code, field] = rng.pick(FIELDS);
  const years = master ? 2 : 4;
  const end = rng.int(2010, 2024);
  const start = end - years;
  const from = iso(start, 9, 1);
  const to = iso(end, rng.pick([6, 7]), rng.int(20, 30));
  const gek = iso(end, Number(to.slice(5, 7)), rng.int(1, 19));
  const letter = iso(end + rng.int(1, 4), rng.int(1, 12), rng.int(1, 28));
  const request = rng.bool(0.5) ? iso(Number(letter.slice(0, 4)), Number(letter.slice(5, 7)), 1) : null;
  const showDob = rng.bool(0.5);
  const showReg = rng.bool(0.6);
  const dob = iso(start - (master ? 22 : 18), rng.int(1, 12), rng.int(1, 28));
  const regNo = String(rng.int(100, 9999));
  const F = rng.pick([SERIF[0], SANS[0], SANS[1], SERIF[2]]);
  const qual = master ? 'Магистр' : 'Бакалавр';
  const r = wResult('ru', given, family, showDob ? dob : null);
  setInstitution(r, uni.name, 'RU');
  Object.assign(r.qualification, { name: qual, level: master ? 'Master' : 'Bachelor', majorOrSpecialization: field, registrationNumber: showReg ? regNo : null, yearOfAdmission: start, yearOfCompletion: end, status: 'Completed', dateOfIssue: letter });

  const pdf = new Pdf({ size: A4, title: 'Справка-подтверждение', author: uni.name, creationDate: new Date(`${letter}T07:00:00Z`) });
  const c = rng.pick(['#1e3a8a', '#0f172a', '#7f1d1d']);
  const L = 64;
  const W = pdf.width - 128;
  const head = ['МИНИСТЕРСТВО НАУКИ И ВЫСШЕГО ОБРАЗОВАНИЯ', 'РОССИЙСКОЙ ФЕДЕРАЦИИ', 'федеральное государственное бюджетное', 'образовательное учреждение высшего образования'];
  let y = 44;
  head.forEach((h, i) => {
    pdf.text(h, L, y, { font: i < 2 ? F.bold : F.regular, size: 8.5, width: W / 2 + 20, align: 'center' });
    y += 11;
  });
  y += pdf.para(`«${uni.name}»`, L, y, W / 2 + 20, { font: F.bold, size: 9.5, leading: 12, align: 'center', color: c }) + 4;
  for (const l of [`${uni.street}, ${uni.city}, ${uni.post}, Россия`, `тел.: +7 (${uni.phone}) ${digits(rng, 3)}-${digits(rng, 2)}-${digits(rng, 2)}, e-mail: rector@${uni.mail}`]) {
    pdf.text(l, L, y, { font: F.regular, size: 7.8, width: W / 2 + 20, align: 'center', color: '#333333', fit: true });
    y += 10;
  }
  y += 6;
  const num = `02-15/${digits(rng, 4)}`;
  pdf.text(`Исх. № ${num} от ${dmy(letter, '.')}`, L + 20, y, { font: F.regular, size: 9 });
  y += 13;
  if (request) {
    pdf.text(`На № ${digits(rng, 3)} от ${dmy(request, '.')}`, L + 20, y, { font: F.regular, size: 9 });
    y += 13;
  }
  const addressee = rng.bool(0.5) ? 'По месту требования' : `Генеральному директору ${rng.pick(COMPANIES)}`;
  pdf.para(addressee, L + W / 2 + 60, 70, W / 2 - 60, { font: F.regular, size: 10.5, leading: 14 });
  y += 30;
  pdf.text('СПРАВКА-ПОДТВЕРЖДЕНИЕ', L, y, { font: F.bold, size: 13, width: W, align: 'center', cs: 1 });
  y += 30;
  const studied = p.woman ? 'обучалась' : 'обучался';
  const passed = p.woman ? 'успешно прошла' : 'успешно прошёл';
  const him = p.woman ? 'ей' : 'ему';
  const dir = `${code}.0${master ? 4 : 3}.01 «${field}»`;
  const body = [
    `Настоящим подтверждаем, что ${family} ${given}${showDob ? `, ${dmy(dob, '.')} г.р.,` : ''} ${studied} в ${master ? 'магистратуре' : 'университете'} по очной форме обучения с ${longDate(from, 'ru')} по ${longDate(to, 'ru')} по направлению подготовки ${dir} и ${passed} государственную итоговую аттестацию.`,
    `Решением Государственной экзаменационной комиссии (протокол № ${rng.int(2, 19)} от ${longDate(gek, 'ru')}) ${him} присвоена квалификация «${qual}» и выдан диплом ${master ? 'магистра' : 'бакалавра'}${rng.bool(0.3) ? ' с отличием' : ''} серии ${digits(rng, 6)} № ${digits(rng, 7)}${showReg ? `, регистрационный номер ${regNo}` : ''}, дата выдачи ${dmy(to, '.')}.`,
    'Справка выдана для предоставления по месту требования.',
  ];
  for (const b of body) y += pdf.para(b, L, y, W, { font: F.regular, size: 11.5, leading: 18 }) + 10;
  y += 40;
  const signer = `${rng.pick(INITIALS)} ${rng.pick(SIGN_FAMILY)}`;
  pdf.text('Проректор по учебной работе', L, y, { font: F.regular, size: 11 });
  pdf.signature(L + 230, y - 6, 90, rng);
  pdf.text(signer, L + W - 140, y, { font: F.regular, size: 11, width: 140, align: 'right' });
  pdf.seal(L + 270, y + 24, 34, c);
  pdf.text(`Исп.: ${rng.pick(INITIALS)} ${rng.pick(SIGN_FAMILY)}, тел. +7 (${uni.phone}) ${digits(rng, 3)}-${digits(rng, 2)}-${digits(rng, 2)}`, L, pdf.height - 60, { font: F.regular, size: 8, color: '#444444' });
  const printed: Record<string, string> = { 'candidate.fullName': `${family} ${given}`, 'qualification.dateOfIssue': dmy(letter, '.'), 'qualification.yearOfAdmission': longDate(from, 'ru') };
  if (showDob) printed['candidate.dateOfBirth'] = dmy(dob, '.');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'w3-09-letter',
    country: 'RU',
    languages: ['ru'],
    kind: 'diploma',
    degradations: ['photo'],
    conventions: "A university's letter confirming a degree in Russian: ministry line and the university's full legal name in quotation marks, address with postcode, city and Россия, +7 phone and e-mail; outgoing number and date (the issue), a request reference (decoy) and the addressee; Справка-подтверждение; running text with the family name first, birth date on some, the period of study from the enrolment date, the field of study with its code, the state examination board minutes (decoy), the qualification «Бакалавр» or «Магистр», the diploma series and number (serial) and its registration number on some, the diploma's date; vice-rector and clerk.",
    render,
  },
];
