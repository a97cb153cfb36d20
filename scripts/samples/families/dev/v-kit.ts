/**
 * Shared pieces of the corpus-v families (held-out set written on 2026-11-30 by a helper who
 * changes nothing under src/): invented people, the ground-truth helper, date and number forms in
 * the languages the v- families print. Kept beside the group's files (not in lib/) because it names what the
 * families model. Drawing goes through the corpus-n kit (and the corpus-c helpers for Arabic).
 * Every name is invented by combining common given and family names at random.
 */
import type { Rng } from '../../rng';
import { type GroupPerson, MONTH_NAMES, type NameList, personResult, pickPerson, ymd } from '../lib/group-kit';
import { dmy as nkitDmy } from '../lib/n-kit';

export { comma, upper, ymd } from '../lib/group-kit';

export type VPerson = GroupPerson;

const NAMES: Record<string, NameList> = {
  // Central American holders carry two family names (father's, mother's).
  NI: { men: ['José Luis', 'Carlos Manuel', 'Jairo', 'Denis Antonio', 'Marvin', 'Róger', 'Erick José', 'Francisco Javier'], women: ['María José', 'Karla Vanessa', 'Yahoska', 'Fátima del Carmen', 'Jessenia', 'Scarleth', 'Ana Gabriela', 'Heydi'], family: ['Obando Castillo', 'Gutiérrez Membreño', 'Espinoza Rivas', 'Lacayo Sandino', 'Téllez Zeledón', 'Pérez Montenegro', 'Rugama Blandón', 'Aráuz Picado', 'Chavarría López', 'Mairena Úbeda'] },
  SV: { men: ['Mario Ernesto', 'Óscar Armando', 'Nelson Alexander', 'Jorge Alberto', 'Kevin Josué', 'René Mauricio', 'Edwin Vladimir', 'Juan Carlos'], women: ['Claudia Beatriz', 'Karla Lissette', 'Marcela Alejandra', 'Silvia Yamileth', 'Andrea Guadalupe', 'Roxana Elizabeth', 'Gabriela Sofía', 'Jenny Carolina'], family: ['Hernández Portillo', 'Martínez Alvarado', 'Rivas Menjívar', 'Flores Guardado', 'Quintanilla Ayala', 'Castaneda Mejía', 'Romero Orellana', 'Argueta Cruz', 'Chicas Rosales', 'Escobar Henríquez'] },
  BA: { men: ['Amar', 'Haris', 'Tarik', 'Nedim', 'Emir', 'Adnan', 'Dario', 'Nikola'], women: ['Amina', 'Lejla', 'Ajla', 'Merima', 'Selma', 'Emina', 'Ivana', 'Dženana'], family: ['Hodžić', 'Begić', 'Mehmedović', 'Kovačević', 'Delić', 'Hasanović', 'Mujić', 'Jukić', 'Salihović', 'Čolić', 'Husić', 'Softić'] },
  LR: { men: ['Samuel', 'Emmanuel', 'Prince', 'Alfred', 'Joseph', 'Varney', 'Momo', 'Augustine'], women: ['Comfort', 'Musu', 'Decontee', 'Garmai', 'Korto', 'Mercy', 'Yassah', 'Hawa'], family: ['Kollie', 'Flomo', 'Kpoto', 'Tarr', 'Kromah', 'Sackor', 'Gbeme', 'Toe', 'Zinnah', 'Massaquoi', 'Kamara', 'Nyumah'] },
  PG: { men: ['Joseph', 'Peter', 'Nathan', 'Kila', 'Samson', 'Gabriel', 'Timothy', 'Jerry'], women: ['Grace', 'Ruth', 'Elizabeth', 'Lydia', 'Naomi', 'Rachael', 'Priscilla', 'Joyce'], family: ['Kaupa', 'Wani', 'Tapo', 'Kuman', 'Yalo', 'Toua', 'Koim', 'Mondo', 'Sapulai', 'Bire', 'Aisi', 'Gawi'] },
};

export function vPerson(rng: Rng, country: keyof typeof NAMES): VPerson {
  return pickPerson(rng, NAMES[country]);
}

/**
 * Malagasy holders: a long family name (Rakoto-, Randria-, Razafi- and the like), printed first in
 * capitals on official papers, and one or two given names.
 */
const MG = {
  men: ['Hery Nirina', 'Tojo', 'Fanomezantsoa', 'Andry Tiana', 'Mamy', 'Rivo Harisoa', 'Njaka', 'Toky Fitahiana'],
  women: ['Mialy', 'Haingo Nirina', 'Tiana', 'Fanja Lalaina', 'Voahangy', 'Nomena', 'Hasina', 'Onja Miora'],
  family: ['Rakotoarisoa', 'Randriamanantena', 'Razafindrakoto', 'Rasolofonirina', 'Andrianarivelo', 'Rabemananjara', 'Ravelomanana', 'Rakotomalala', 'Randrianasolo', 'Razanamparany'],
};

export function mgPerson(rng: Rng): VPerson {
  const woman = rng.bool(0.5);
  return { given: rng.pick(woman ? MG.women : MG.men), family: rng.pick(MG.family), woman };
}

/** Maldivian holders: a given name and a second name (no family name is inherited; the second one stands last). */
const MV = {
  men: ['Mohamed', 'Ibrahim', 'Ahmed', 'Hassan', 'Ali', 'Hussain', 'Abdulla', 'Ismail'],
  women: ['Aishath', 'Fathimath', 'Mariyam', 'Hawwa', 'Aminath', 'Khadheeja', 'Shaheema', 'Mohamedha'],
  second: ['Shifaz', 'Nashid', 'Rasheed', 'Zahir', 'Shareef', 'Waheed', 'Shifana', 'Nazeer', 'Riyaz', 'Latheef', 'Saeed', 'Naseem'],
};

export function mvPerson(rng: Rng): VPerson {
  const woman = rng.bool(0.5);
  return { given: rng.pick(woman ? MV.women : MV.men), family: rng.pick(MV.second), woman };
}

/**
 * Tajik holders in Russian Cyrillic: a family name in -ов/-ова, or in -зода (son/child of, the form many
 * took since 2016, the same for both genders), the given name and the patronymic.
 */
const TJ = {
  men: ['Фаррух', 'Бахтиёр', 'Далер', 'Сухроб', 'Фирдавс', 'Рустам', 'Манучехр', 'Шахбоз'],
  women: ['Нигина', 'Мадина', 'Зарина', 'Шахноза', 'Мехрангез', 'Тахмина', 'Дилноза', 'Парвина'],
  fathers: ['Бахтиёр', 'Абдулло', 'Саид', 'Шариф', 'Рахмон', 'Джамшед', 'Хуршед', 'Карим'],
  family: ['Рахимов', 'Назаров', 'Саидов', 'Каримов', 'Шарипов', 'Сафаров', 'Юсупов', 'Хакимов'],
  zoda: ['Рахимзода', 'Назарзода', 'Саидзода', 'Шарифзода', 'Сафарзода', 'Хакимзода'],
};

export function tjPerson(rng: Rng): VPerson & { patronymic: string } {
  const woman = rng.bool(0.5);
  const given = rng.pick(woman ? TJ.women : TJ.men);
  const father = rng.pick(TJ.fathers);
  const patronymic = `${father}${woman ? 'овна' : 'ович'}`;
  const family = rng.bool(0.35) ? rng.pick(TJ.zoda) : `${rng.pick(TJ.family)}${woman ? 'а' : ''}`;
  return { given, family, woman, patronymic };
}

/** Iraqi holders: the given name, the father's and the grandfather's (the last standing where a surname stands), Latin and Arabic. */
export const IQ_MEN: Array<[string, string]> = [['Mustafa', 'مصطفى'], ['Ali', 'علي'], ['Hussein', 'حسين'], ['Ahmed', 'أحمد'], ['Haider', 'حيدر'], ['Abbas', 'عباس'], ['Kadhim', 'كاظم'], ['Jasim', 'جاسم'], ['Salih', 'صالح'], ['Karim', 'كريم'], ['Hamid', 'حميد'], ['Yousif', 'يوسف']];
export const IQ_WOMEN: Array<[string, string]> = [['Zainab', 'زينب'], ['Maryam', 'مريم'], ['Noor', 'نور'], ['Ruqaya', 'رقية'], ['Fatima', 'فاطمة'], ['Shahad', 'شهد'], ['Huda', 'هدى'], ['Sura', 'سرى']];

/** Libyan holders in Arabic: given, father's and grandfather's names and the family name. */
export const LY_MEN = ['محمد', 'أحمد', 'علي', 'عبدالسلام', 'خالد', 'مصطفى', 'صالح', 'عمر', 'إبراهيم', 'الطاهر'];
export const LY_WOMEN = ['فاطمة', 'عائشة', 'مروة', 'أسماء', 'هند', 'سارة', 'نسرين', 'ريم'];
export const LY_FAMILY = ['الورفلي', 'الزوي', 'المصراتي', 'الفيتوري', 'بن سعود', 'الككلي', 'الشريف', 'القماطي', 'العبيدي', 'الترهوني'];

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Spanish', fr: 'French', ru: 'Russian', ar: 'Arabic', bs: 'Bosnian' };

/** A result with the language and the candidate filled in (lib/group-kit.ts, `personResult`). */
export const vResult = personResult(LANGUAGE_NAMES);

// ---------------------------------------------------------------------------------------------
// Dates and numbers

const MONTHS = MONTH_NAMES;

/** Day, month, year with a separator ("07.03.2001"). */
export const dmy = (isoDate: string, sep = '.'): string => nkitDmy(isoDate, sep);

/** A date with the month's name as the language prints it. */
export function longDate(isoDate: string, lang: string): string {
  const [y, m, d] = ymd(isoDate);
  const month = MONTHS[lang][m - 1];
  if (lang === 'es') return `${d} de ${month} de ${y}`;
  if (lang === 'ru') return `${d} ${month} ${y} г.`;
  if (lang === 'bs') return `${d}. ${month} ${y}.`;
  return `${d} ${month} ${y}`;
}

/** "14th day of April 2022" (English conferral lines). */
export function ordinalDay(isoDate: string): string {
  const [y, m, d] = ymd(isoDate);
  const suffix = d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
  return `${d}${suffix} day of ${MONTHS.en[m - 1]} ${y}`;
}

const ES_UNITS = ['', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete', 'veintiocho', 'veintinueve'];

/** 1-99 in Spanish words. */
export function spanishNumber(n: number): string {
  if (n < 30) return ES_UNITS[n];
  const tens = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'][Math.floor(n / 10)];
  return n % 10 ? `${tens} y ${ES_UNITS[n % 10]}` : tens;
}

/** "a los doce días del mes de marzo de dos mil veintiuno" (Spanish notarial date in words; "al primer día" for the 1st). */
export function spanishDateWords(isoDate: string): string {
  const [y, m, d] = ymd(isoDate);
  const day = d === 1 ? 'al primer día' : `a los ${spanishNumber(d)} días`;
  const year = y % 100 ? `dos mil ${spanishNumber(y % 100)}` : 'dos mil';
  return `${day} del mes de ${MONTHS.es[m - 1]} de ${year}`;
}

const EN_UNITS = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const EN_TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0-100 in English words ("Seventy Six"), as marks are spelled out against alteration. */
export function englishNumber(n: number): string {
  if (n === 100) return 'One Hundred';
  if (n < 20) return EN_UNITS[n];
  return n % 10 ? `${EN_TENS[Math.floor(n / 10)]} ${EN_UNITS[n % 10]}` : EN_TENS[Math.floor(n / 10)];
}
