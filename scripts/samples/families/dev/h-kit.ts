/**
 * Shared pieces of the corpus-h families (held-out set written on 2026-11-29 by someone who does
 * not change src/processing): invented people, ground-truth helpers and date forms in the
 * languages the h- families print. Kept beside the group's files (not in lib/) because it names what the
 * families model. Drawing goes through the corpus-n and corpus-a kits. Names are invented.
 */
import type { ExtractionResult } from '../../../../src/processing/types';
import type { Rng } from '../../rng';
import { emptyResult } from '../lib/a-kit';

export interface HPerson {
  given: string;
  family: string;
}

/** Invented given names and family names per issuing country (common ones, combined at random). */
const NAMES: Record<string, { given: string[]; family: string[] }> = {
  AT: { given: ['Lukas', 'Anna', 'Tobias', 'Katharina', 'Florian', 'Theresa', 'Maximilian', 'Lena', 'Matthias', 'Magdalena', 'Stefan', 'Verena'], family: ['Gruber', 'Huber', 'Wagner', 'Pichler', 'Moser', 'Steiner', 'Hofer', 'Leitner', 'Eder', 'Berger', 'Fuchs', 'Brunner'] },
  RS: { given: ['Марко', 'Јелена', 'Никола', 'Милица', 'Стефан', 'Ана', 'Лука', 'Тамара', 'Душан', 'Јована', 'Немања', 'Катарина'], family: ['Јовановић', 'Петровић', 'Николић', 'Марковић', 'Ђорђевић', 'Стојановић', 'Илић', 'Станковић', 'Павловић', 'Милошевић', 'Томић', 'Лазић'] },
  RSP: { given: ['Драган', 'Зоран', 'Горан', 'Мирјана', 'Снежана', 'Милан', 'Ненад', 'Весна'], family: [] },
  PE: { given: ['José Luis', 'María Fernanda', 'Luis Alberto', 'Rosa Elena', 'Jhon Carlos', 'Milagros', 'Renzo', 'Kiara Alejandra', 'Piero', 'Yesenia', 'Edwin', 'Lucero'], family: ['Quispe Mamani', 'Flores Huamán', 'Rojas Condori', 'Mendoza Chávez', 'Vásquez Ramos', 'Torres Ccori', 'Huamán Salazar', 'Castillo Apaza', 'Ramírez Ticona', 'Paredes Cruz'] },
  TZ: { given: ['Baraka', 'Neema', 'Juma', 'Rehema', 'Emmanuel', 'Upendo', 'Hamisi', 'Zawadi', 'Godfrey', 'Mwanaisha', 'Elia', 'Happiness'], family: ['Mwakyusa', 'Massawe', 'Mushi', 'Kimaro', 'Mrema', 'Lyimo', 'Mollel', 'Shirima', 'Mwakalinga', 'Nyirenda', 'Swai', 'Temba'] },
  JM: { given: ['Shanice', 'Jovaughn', 'Tameka', 'Romaine', 'Kerry-Ann', 'Damion', 'Shanelle', 'Odane', 'Tashana', 'Rushane', 'Annakay', 'Kemar'], family: ['Campbell', 'Brown', 'Williams', 'Reid', 'Bailey', 'Thompson', 'McKenzie', 'Grant', 'Powell', 'Gordon', 'Samuels', 'Clarke'] },
  SG: { given: ['Wei Jie', 'Hui Min', 'Jun Hao', 'Xin Yi', 'Zhi Hao', 'Shu Ting', 'Kai Wen', 'Jia Hui', 'Muhammad Irfan', 'Nur Aisyah', 'Arjun', 'Priya'], family: ['Tan', 'Lim', 'Lee', 'Ng', 'Ong', 'Wong', 'Goh', 'Chua', 'Koh', 'Teo', 'Rahman', 'Pillai'] },
  JO: { given: ['Ahmad', 'Lina', 'Omar', 'Rania', 'Yazan', 'Dana', 'Khaled', 'Sara', 'Mohammad', 'Hala', 'Laith', 'Noor'], family: ['Al-Khatib', 'Haddad', 'Al-Masri', 'Obeidat', 'Al-Zoubi', 'Nasser', 'Khasawneh', 'Al-Momani', 'Qudah', 'Shdeifat'] },
  MY: { given: ['Muhammad Hafiz', 'Nurul Aina', 'Ahmad Faiz', 'Siti Nur Aisyah', 'Mohd Amirul', 'Nur Farhana', 'Wan Ahmad Zaki', 'Nor Syazwani', 'Muhammad Danial', 'Puteri Balqis'], family: ['Abdullah', 'Ismail', 'Hassan', 'Rahman', 'Yusof', 'Osman', 'Ibrahim', 'Mahmud', 'Zakaria', 'Kamaruddin'] },
  AO: { given: ['João Manuel', 'Ana Paula', 'Domingos', 'Esperança', 'Adilson', 'Luzia', 'Mateus', 'Marlene', 'Edvaldo', 'Isabel', 'Nelson', 'Feliciana'], family: ['da Silva Neto', 'Kiala', 'Mbala', 'dos Santos', 'Cassoma', 'Lukamba', 'Sebastião', 'Kiluanje', 'Ngola', 'Tchimuanda', 'Capita', 'Quissanga'] },
  CZ: { given: ['Jan', 'Tereza', 'Jakub', 'Kateřina', 'Tomáš', 'Lucie', 'Ondřej', 'Veronika', 'Martin', 'Barbora', 'Petr', 'Markéta'], family: ['Novák', 'Svoboda', 'Dvořák', 'Černý', 'Procházka', 'Kučera', 'Veselý', 'Horák', 'Němec', 'Pokorný', 'Marek', 'Pospíšil'] },
  BG: { given: ['Георги', 'Мария', 'Иван', 'Елена', 'Димитър', 'Десислава', 'Николай', 'Гергана', 'Стоян', 'Радостина', 'Христо', 'Теодора'], family: ['Иванов', 'Петров', 'Георгиев', 'Димитров', 'Стоянов', 'Николов', 'Христов', 'Тодоров', 'Илиев', 'Атанасов'] },
};

/** Bulgarian and Serbian family names take the feminine form for women (Иванов → Иванова); Czech ones too (Novák → Nováková). */
const FEMININE: Record<string, Set<string>> = {
  BG: new Set(['Мария', 'Елена', 'Десислава', 'Гергана', 'Радостина', 'Теодора']),
  CZ: new Set(['Tereza', 'Kateřina', 'Lucie', 'Veronika', 'Barbora', 'Markéta']),
};

function feminine(cc: string, family: string): string {
  if (cc === 'BG') return `${family}а`;
  if (cc === 'CZ') {
    if (/ý$/.test(family)) return family.replace(/ý$/, 'á');
    if (/ek$/.test(family)) return `${family.slice(0, -2)}ková`;
    if (/a$/.test(family)) return `${family.slice(0, -1)}ová`;
    return `${family}ová`;
  }
  return family;
}

export function hPerson(rng: Rng, country: keyof typeof NAMES): HPerson {
  const n = NAMES[country];
  const given = rng.pick(n.given);
  const family = rng.pick(n.family);
  // A Malay name is the given name, "bin" (son of) or "binti" (daughter of) and the father's name.
  if (country === 'MY') return { given, family: `${WOMEN.has(given) ? 'binti' : 'bin'} ${family}` };
  return { given, family: FEMININE[country]?.has(given) ? feminine(country, family) : family };
}

const WOMEN = new Set(['Anna', 'Katharina', 'Theresa', 'Lena', 'Magdalena', 'Verena', 'Јелена', 'Милица', 'Ана', 'Тамара', 'Јована', 'Катарина', 'María Fernanda', 'Rosa Elena', 'Milagros', 'Kiara Alejandra', 'Yesenia', 'Lucero', 'Neema', 'Rehema', 'Upendo', 'Zawadi', 'Mwanaisha', 'Happiness', 'Shanice', 'Tameka', 'Kerry-Ann', 'Shanelle', 'Tashana', 'Annakay', 'Hui Min', 'Xin Yi', 'Shu Ting', 'Jia Hui', 'Nur Aisyah', 'Priya', 'Lina', 'Rania', 'Dana', 'Sara', 'Hala', 'Noor', 'Nurul Aina', 'Siti Nur Aisyah', 'Nur Farhana', 'Nor Syazwani', 'Puteri Balqis', 'Ana Paula', 'Esperança', 'Luzia', 'Marlene', 'Isabel', 'Feliciana', ...FEMININE.BG, ...FEMININE.CZ]);

/** Whether the person's given name is a woman's (for the gendered forms the documents print). */
export const isWoman = (p: HPerson): boolean => WOMEN.has(p.given);

/** A parent's given name (Serbian documents print one parent's name between the surname and the given name). */
export function parentName(rng: Rng, country: 'RS'): string {
  return rng.pick(NAMES[`${country}P`].given);
}

export const natural = (p: HPerson): string => `${p.given} ${p.family}`;
export const upper = (s: string): string => s.toLocaleUpperCase('en');

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', de: 'German', sr: 'Serbian', es: 'Spanish', pt: 'Portuguese', cs: 'Czech', bg: 'Bulgarian', ms: 'Malay', ar: 'Arabic' };

/** A result with the language and the candidate filled in (natural order, given names first). */
export function hResult(language: string, p: HPerson, dob: string | null): ExtractionResult {
  const r = emptyResult(language);
  r.language = LANGUAGE_NAMES[language];
  r.candidate = { fullName: natural(p), firstName: p.given, lastName: p.family, dateOfBirth: dob };
  return r;
}

// ---------------------------------------------------------------------------------------------
// Dates

const MONTHS: Record<string, string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  de: ['Jänner', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  pt: ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'setiembre', 'octubre', 'noviembre', 'diciembre'],
  ms: ['Januari', 'Februari', 'Mac', 'April', 'Mei', 'Jun', 'Julai', 'Ogos', 'September', 'Oktober', 'November', 'Disember'],
  // Czech and Serbian print the month in the genitive after a day number.
  cs: ['ledna', 'února', 'března', 'dubna', 'května', 'června', 'července', 'srpna', 'září', 'října', 'listopadu', 'prosince'],
  sr: ['јануара', 'фебруара', 'марта', 'априла', 'маја', 'јуна', 'јула', 'августа', 'септембра', 'октобра', 'новембра', 'децембра'],
};

const pad = (n: number) => String(n).padStart(2, '0');
export const ymd = (isoDate: string) => isoDate.split('-').map(Number) as [number, number, number];

/** Day, month, year with a separator ("07.03.2001"); `short` drops the zero padding and `dot` ends with a dot ("7. 3. 2001."). */
export function dmy(isoDate: string, sep = '.', short = false): string {
  const [y, m, d] = ymd(isoDate);
  return short ? `${d}${sep}${m}${sep}${y}` : `${pad(d)}${sep}${pad(m)}${sep}${y}`;
}

/** A date with the month's name in the language ("7. März 2001", "7 de Março de 2001", "7 Mac 2001", "7. března 2001", "7. марта 2001."). */
export function longDate(isoDate: string, lang: string): string {
  const [y, m, d] = ymd(isoDate);
  const month = MONTHS[lang][m - 1];
  if (lang === 'pt' || lang === 'es') return `${d} de ${month} de ${y}`;
  if (lang === 'de' || lang === 'cs') return `${d}. ${month} ${y}`;
  if (lang === 'sr') return `${d}. ${month} ${y}.`;
  return `${d} ${month} ${y}`;
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Decimal comma of continental documents. */
export const comma = (n: number, decimals: number): string => n.toFixed(decimals).replace('.', ',');
