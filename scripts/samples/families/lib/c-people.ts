/**
 * Invented people and institutions for the corpus-c families, in each country's script (and the
 * Latin form where the documents print one). Name parts are common given names and surnames
 * combined at random; institutions are generic descriptive names, never an existing one's exact
 * name.
 */
import type { Rng } from '../../rng';

export interface RuPerson {
  family: string;
  given: string;
  patronymic: string;
  female: boolean;
}

const RU_M = ['Иван', 'Алексей', 'Дмитрий', 'Сергей', 'Андрей', 'Максим', 'Артём', 'Никита', 'Егор', 'Михаил', 'Кирилл', 'Роман', 'Павел', 'Владислав'];
const RU_F = ['Анна', 'Мария', 'Екатерина', 'Ольга', 'Дарья', 'Елена', 'Наталья', 'Ксения', 'Полина', 'Виктория', 'Алина', 'Юлия', 'Софья', 'Татьяна'];
const RU_FATHER: Array<[string, string]> = [
  ['Иванович', 'Ивановна'], ['Сергеевич', 'Сергеевна'], ['Алексеевич', 'Алексеевна'], ['Дмитриевич', 'Дмитриевна'], ['Андреевич', 'Андреевна'],
  ['Петрович', 'Петровна'], ['Николаевич', 'Николаевна'], ['Владимирович', 'Владимировна'], ['Михайлович', 'Михайловна'], ['Юрьевич', 'Юрьевна'], ['Олегович', 'Олеговна'],
];
const RU_FAMILY: Array<[string, string]> = [
  ['Смирнов', 'Смирнова'], ['Кузнецов', 'Кузнецова'], ['Попов', 'Попова'], ['Васильев', 'Васильева'], ['Соколов', 'Соколова'], ['Новиков', 'Новикова'],
  ['Морозов', 'Морозова'], ['Волков', 'Волкова'], ['Лебедев', 'Лебедева'], ['Козлов', 'Козлова'], ['Степанов', 'Степанова'], ['Орлов', 'Орлова'],
  ['Белоусов', 'Белоусова'], ['Тихомиров', 'Тихомирова'], ['Гришин', 'Гришина'], ['Журавлёв', 'Журавлёва'], ['Комаров', 'Комарова'], ['Зайцев', 'Зайцева'],
];

export function ruPerson(rng: Rng): RuPerson {
  const female = rng.bool();
  const fam = rng.pick(RU_FAMILY);
  const pat = rng.pick(RU_FATHER);
  return { female, given: rng.pick(female ? RU_F : RU_M), patronymic: pat[female ? 1 : 0], family: fam[female ? 1 : 0] };
}

/** Initials and family name of an official ("И.П. Смирнов"). */
export function ruOfficial(rng: Rng): string {
  const p = ruPerson(rng);
  return `${p.given[0]}.${p.patronymic[0]}. ${p.family}`;
}

export interface UaPerson {
  family: [string, string];
  given: [string, string];
  patronymic: string;
  female: boolean;
}

const UA_M: Array<[string, string]> = [['Олександр', 'Oleksandr'], ['Андрій', 'Andrii'], ['Дмитро', 'Dmytro'], ['Максим', 'Maksym'], ['Богдан', 'Bohdan'], ['Тарас', 'Taras'], ['Юрій', 'Yurii'], ['Володимир', 'Volodymyr'], ['Назар', 'Nazar'], ['Остап', 'Ostap']];
const UA_F: Array<[string, string]> = [['Олена', 'Olena'], ['Оксана', 'Oksana'], ['Ірина', 'Iryna'], ['Наталія', 'Nataliia'], ['Марія', 'Mariia'], ['Анастасія', 'Anastasiia'], ['Юлія', 'Yuliia'], ['Катерина', 'Kateryna'], ['Софія', 'Sofiia'], ['Дарина', 'Daryna']];
const UA_FATHER: Array<[string, string]> = [['Іванович', 'Іванівна'], ['Петрович', 'Петрівна'], ['Миколайович', 'Миколаївна'], ['Олександрович', 'Олександрівна'], ['Васильович', 'Василівна'], ['Степанович', 'Степанівна'], ['Богданович', 'Богданівна']];
const UA_FAMILY: Array<[string, string]> = [
  ['Шевченко', 'Shevchenko'], ['Коваленко', 'Kovalenko'], ['Бондаренко', 'Bondarenko'], ['Ткаченко', 'Tkachenko'], ['Кравченко', 'Kravchenko'], ['Мельник', 'Melnyk'],
  ['Поліщук', 'Polishchuk'], ['Бойко', 'Boiko'], ['Ковальчук', 'Kovalchuk'], ['Савчук', 'Savchuk'], ['Мороз', 'Moroz'], ['Лисенко', 'Lysenko'], ['Гнатюк', 'Hnatiuk'], ['Романюк', 'Romaniuk'],
];

export function uaPerson(rng: Rng): UaPerson {
  const female = rng.bool();
  const pat = rng.pick(UA_FATHER);
  return { female, given: rng.pick(female ? UA_F : UA_M), family: rng.pick(UA_FAMILY), patronymic: pat[female ? 1 : 0] };
}

export interface KzPerson {
  family: [string, string];
  given: [string, string];
  /** Kazakh-style patronymic (Ерланұлы / Ерланқызы) and its Russian form. */
  patronymic: [string, string];
  female: boolean;
}

const KZ_M: Array<[string, string]> = [['Нұрлан', 'Nurlan'], ['Ерлан', 'Erlan'], ['Асқар', 'Askar'], ['Дәурен', 'Dauren'], ['Айбек', 'Aibek'], ['Бауыржан', 'Bauyrzhan'], ['Ержан', 'Erzhan'], ['Данияр', 'Daniyar'], ['Арман', 'Arman'], ['Тимур', 'Timur']];
const KZ_F: Array<[string, string]> = [['Айгерім', 'Aigerim'], ['Әсел', 'Assel'], ['Динара', 'Dinara'], ['Гүлнар', 'Gulnar'], ['Жанар', 'Zhanar'], ['Мадина', 'Madina'], ['Аружан', 'Aruzhan'], ['Дана', 'Dana'], ['Ақбота', 'Akbota'], ['Салтанат', 'Saltanat']];
const KZ_FATHER: Array<[string, string]> = [['Ерлан', 'Ерланович'], ['Серік', 'Серикович'], ['Болат', 'Болатович'], ['Қайрат', 'Кайратович'], ['Марат', 'Маратович'], ['Асхат', 'Асхатович']];
const KZ_FAMILY: Array<[string, string, string]> = [
  ['Қасымов', 'Қасымова', 'Kassymov'], ['Ахметов', 'Ахметова', 'Akhmetov'], ['Серікбаев', 'Серікбаева', 'Serikbayev'], ['Жұмабаев', 'Жұмабаева', 'Zhumabayev'],
  ['Омаров', 'Омарова', 'Omarov'], ['Тоқтаров', 'Тоқтарова', 'Toktarov'], ['Сейітов', 'Сейітова', 'Seitov'], ['Әбдірахманов', 'Әбдірахманова', 'Abdrakhmanov'], ['Нұрпейісов', 'Нұрпейісова', 'Nurpeissov'],
];

export function kzPerson(rng: Rng): KzPerson {
  const female = rng.bool();
  const fam = rng.pick(KZ_FAMILY);
  const father = rng.pick(KZ_FATHER);
  const ru = female ? father[1].replace(/ович$/, 'овна') : father[1];
  return {
    female,
    given: rng.pick(female ? KZ_F : KZ_M),
    family: [female ? fam[1] : fam[0], female ? `${fam[2]}a` : fam[2]],
    patronymic: [`${father[0]}${female ? 'қызы' : 'ұлы'}`, ru],
  };
}

export interface ArPerson {
  /** Given, father, grandfather, family: Arabic and Latin forms. */
  parts: Array<[string, string]>;
  female: boolean;
}

const EG_M: Array<[string, string]> = [['أحمد', 'Ahmed'], ['محمد', 'Mohamed'], ['محمود', 'Mahmoud'], ['مصطفى', 'Mostafa'], ['عمر', 'Omar'], ['يوسف', 'Youssef'], ['خالد', 'Khaled'], ['كريم', 'Karim'], ['حسن', 'Hassan'], ['علي', 'Ali'], ['طارق', 'Tarek'], ['إبراهيم', 'Ibrahim'], ['سامح', 'Sameh'], ['وليد', 'Walid']];
const EG_F: Array<[string, string]> = [['فاطمة', 'Fatma'], ['مريم', 'Mariam'], ['نورهان', 'Nourhan'], ['سارة', 'Sara'], ['آية', 'Aya'], ['منى', 'Mona'], ['ياسمين', 'Yasmine'], ['هدى', 'Hoda'], ['دينا', 'Dina'], ['رنا', 'Rana']];
const EG_FAMILY: Array<[string, string]> = [['منصور', 'Mansour'], ['سليمان', 'Soliman'], ['الجمال', 'El-Gamal'], ['النجار', 'El-Naggar'], ['عثمان', 'Osman'], ['فرج', 'Farag'], ['رزق', 'Rizk'], ['شاهين', 'Shahin'], ['عطية', 'Attia'], ['حجازي', 'Hegazy'], ['الشافعي', 'El-Shafei'], ['البنا', 'El-Banna']];

export function arPerson(rng: Rng, length = 4): ArPerson {
  const female = rng.bool();
  const parts: Array<[string, string]> = [rng.pick(female ? EG_F : EG_M)];
  while (parts.length < length - 1) {
    const p = rng.pick(EG_M);
    if (!parts.some((q) => q[1] === p[1])) parts.push(p);
  }
  parts.push(rng.pick(EG_FAMILY));
  return { female, parts };
}

export interface ThPerson {
  title: [string, string];
  given: [string, string];
  family: [string, string];
  female: boolean;
}

const TH_M: Array<[string, string]> = [['สมชาย', 'Somchai'], ['ธนากร', 'Thanakorn'], ['ณัฐพล', 'Nattapon'], ['กิตติพงษ์', 'Kittipong'], ['วีรยุทธ', 'Weerayut'], ['อนุชา', 'Anucha'], ['ภานุวัฒน์', 'Panuwat'], ['ศุภชัย', 'Supachai'], ['ธีรภัทร', 'Teerapat']];
const TH_F: Array<[string, string]> = [['สุภาพร', 'Supaporn'], ['วรรณา', 'Wanna'], ['ปิยะนุช', 'Piyanuch'], ['ชนิดา', 'Chanida'], ['กมลชนก', 'Kamonchanok'], ['ศิริพร', 'Siriporn'], ['นภัสสร', 'Napatsorn'], ['พิมพ์ชนก', 'Pimchanok']];
const TH_FAMILY: Array<[string, string]> = [['ใจดี', 'Jaidee'], ['ศรีสุข', 'Srisuk'], ['วงศ์ไทย', 'Wongthai'], ['บุญมา', 'Boonma'], ['แสงทอง', 'Saengthong'], ['ทองดี', 'Thongdee'], ['สุขสวัสดิ์', 'Suksawat'], ['จันทร์เพ็ญ', 'Chanpen'], ['รัตนพันธ์', 'Rattanaphan'], ['พรหมมา', 'Phromma']];

export function thPerson(rng: Rng): ThPerson {
  const female = rng.bool();
  return { female, title: female ? ['นางสาว', 'Miss'] : ['นาย', 'Mr.'], given: rng.pick(female ? TH_F : TH_M), family: rng.pick(TH_FAMILY) };
}

const ET_M = ['Abebe', 'Kebede', 'Tesfaye', 'Mulugeta', 'Getachew', 'Dawit', 'Yonas', 'Solomon', 'Bereket', 'Henok', 'Samuel', 'Girma', 'Alemayehu', 'Tadesse', 'Biruk', 'Haile', 'Fikru', 'Yared'];
const ET_F = ['Hana', 'Meron', 'Selam', 'Tigist', 'Bethlehem', 'Mahlet', 'Rahel', 'Tsion', 'Liya', 'Hiwot', 'Aster', 'Saron', 'Eden', 'Meseret'];

/** Given name, father's name, grandfather's name (Ethiopian naming: no family name). */
export function etPerson(rng: Rng): { parts: string[]; female: boolean } {
  const female = rng.bool();
  const parts = [rng.pick(female ? ET_F : ET_M)];
  while (parts.length < 3) {
    const p = rng.pick(ET_M);
    if (!parts.includes(p)) parts.push(p);
  }
  return { female, parts };
}

/** Title case for names printed in capitals. */
export const titleCase = (s: string): string => s.toLowerCase().replace(/(^|[\s-])(\S)/g, (_m, a: string, b: string) => a + b.toUpperCase());
