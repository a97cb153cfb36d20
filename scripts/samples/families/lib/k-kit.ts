/**
 * Drawing and data helpers of the `k` families: degree certificates, school-leaving certificates
 * and títulos whose key fields (the holder's name, the qualification, the dates) are printed in
 * running text without labels, from countries the other prefixes do not cover (Nigeria, Pakistan,
 * the Philippines, Mexico, Colombia, Portugal, Australia), and the Indian university degree and
 * provisional certificates the marksheet families of India do not model. Names, institutions and numbers are
 * invented; the wording follows the public descriptions of each country's certificates.
 */
import type { Rng } from '../../rng';
import { A4, A4_LANDSCAPE, LETTER, LETTER_LANDSCAPE, Pdf, SERIF, SANS, emptyResult as aEmpty, type FontSet } from './a-kit';
import type { ExtractionResult } from '../../../../src/processing/types';
import { City } from 'country-state-city';
import { countries } from 'countries-list';

export { Pdf, SERIF, SANS, A4, A4_LANDSCAPE, LETTER, LETTER_LANDSCAPE };
export type { FontSet };

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Spanish', pt: 'Portuguese' };

export function emptyResult(language: string): ExtractionResult {
  const r = aEmpty(language);
  r.language = LANGUAGE_NAMES[language] ?? null;
  return r;
}

export const COUNTRIES: Record<string, { country: string; countryCode: string }> = {
  NG: { country: 'Nigeria', countryCode: 'NG' },
  PK: { country: 'Pakistan', countryCode: 'PK' },
  PH: { country: 'Philippines', countryCode: 'PH' },
  MX: { country: 'Mexico', countryCode: 'MX' },
  CO: { country: 'Colombia', countryCode: 'CO' },
  PT: { country: 'Portugal', countryCode: 'PT' },
  AU: { country: 'Australia', countryCode: 'AU' },
  IN: { country: 'India', countryCode: 'IN' },
};

/**
 * Whether a printed city places the issuer in `code` (the README's evidence rule): the
 * `country-state-city` package knows the name in that country only, or only there among the
 * countries that speak the document's language ("Saltillo" on a Spanish page is in Mexico).
 */
export function cityPlaces(city: string, code: string, language: string): boolean {
  const where = [...new Set(City.getAllCities().filter((c) => c.name === city).map((c) => c.countryCode))];
  if (!where.includes(code)) return false;
  if (where.length === 1) return true;
  const speaking = where.filter((c) => (countries[c as keyof typeof countries]?.languages as string[] | undefined)?.includes(language));
  return language !== 'en' && speaking.length === 1 && speaking[0] === code;
}

export interface Ymd {
  y: number;
  m: number;
  d: number;
}
export const ymd = (rng: Rng, year: number, months: [number, number] = [1, 12]): Ymd => ({ y: year, m: rng.int(months[0], months[1]), d: rng.int(1, 28) });
export const iso = (d: Ymd): string => `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;
const pad = (n: number) => String(n).padStart(2, '0');
export const dmy = (d: Ymd, sep = '/'): string => `${pad(d.d)}${sep}${pad(d.m)}${sep}${d.y}`;

export const MONTHS: Record<'en' | 'es' | 'pt', string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
};

const ORD = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth'];
const ONES = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty'];

export const ordinalSuffix = (n: number): string => (n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th');

/** "fourteenth", "twenty-first". */
export function ordinalWords(n: number): string {
  if (n < 20) return ORD[n];
  if (n % 10 === 0) return `${TENS[n / 10].slice(0, -1)}ieth`;
  return `${TENS[Math.floor(n / 10)]}-${ORD[n % 10]}`;
}

/** "two thousand and nineteen" (British usage keeps "and"), "two thousand nineteen". */
export function yearWords(y: number, and = true): string {
  const below100 = (n: number) => (n < 20 ? ONES[n] : `${TENS_ALL[Math.floor(n / 10)]}${n % 10 ? `-${ONES[n % 10]}` : ''}`);
  // "nineteen ninety-nine" (years of the last century are read in two halves).
  if (y < 2000) return `${below100(Math.floor(y / 100))} ${below100(y % 100)}`;
  const r = y - 2000;
  return r === 0 ? 'two thousand' : `two thousand ${and ? 'and ' : ''}${below100(r)}`;
}
const TENS_ALL = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** Spanish numbers below 32 as printed in dates in words ("quince", "veintiún"). */
const ES_NUM = ['', 'un', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiún', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete', 'veintiocho', 'veintinueve', 'treinta', 'treinta y un'];
export const esNumber = (n: number): string => ES_NUM[n];
/** "dos mil diecinueve". */
export const esYear = (y: number): string => `dos mil ${y === 2000 ? '' : ES_NUM[y - 2000] === 'un' ? 'uno' : ES_NUM[y - 2000]}`.trim();

// ---------------------------------------------------------------------------------------------
// People (invented; given names and surnames common in each country)

export interface Person {
  given: string[];
  family: string[];
  female: boolean;
}
export const fullName = (p: Person): string => [...p.given, ...p.family].join(' ');
export const givenOf = (p: Person): string => p.given.join(' ');
export const familyOf = (p: Person): string => p.family.join(' ');

const NG_GIVEN_M = ['Oluwaseun', 'Chukwuemeka', 'Ibrahim', 'Babatunde', 'Emeka', 'Tunde', 'Uchenna', 'Abdullahi', 'Segun', 'Ikechukwu'];
const NG_GIVEN_F = ['Adaeze', 'Funmilayo', 'Ngozi', 'Aisha', 'Chiamaka', 'Yetunde', 'Folake', 'Hauwa', 'Nkechi', 'Temitope'];
const NG_MIDDLE = ['Adewale', 'Chinedu', 'Olamide', 'Ifeoma', 'Kehinde', 'Obinna', 'Adebola', 'Nnamdi'];
const NG_FAMILY = ['Adebayo', 'Okonkwo', 'Balogun', 'Eze', 'Okafor', 'Adeyemi', 'Nwosu', 'Ogunleye', 'Bello', 'Uzoma', 'Afolabi', 'Okeke'];
export function ngPerson(rng: Rng): Person {
  const female = rng.bool();
  return { female, given: [rng.pick(female ? NG_GIVEN_F : NG_GIVEN_M), ...(rng.bool(0.7) ? [rng.pick(NG_MIDDLE)] : [])], family: [rng.pick(NG_FAMILY)] };
}

const PK_GIVEN_M = ['Muhammad Ahmed', 'Ali', 'Usman', 'Hamza', 'Bilal', 'Zain', 'Hassan', 'Faisal', 'Imran', 'Saad'];
const PK_GIVEN_F = ['Ayesha', 'Fatima', 'Sana', 'Hira', 'Maryam', 'Zainab', 'Iqra', 'Amna', 'Rabia', 'Nimra'];
const PK_FAMILY = ['Khan', 'Qureshi', 'Siddiqui', 'Malik', 'Chaudhry', 'Butt', 'Javed', 'Iqbal', 'Hussain', 'Raza'];
const PK_FATHER = ['Abdul Rasheed', 'Muhammad Aslam', 'Ghulam Haider', 'Tariq Mehmood', 'Nasir Ali', 'Shahid Iqbal', 'Zafar Ullah', 'Khalid Pervaiz'];
export function pkPerson(rng: Rng): Person & { father: string } {
  const female = rng.bool();
  const family = rng.pick(PK_FAMILY);
  return { female, given: [rng.pick(female ? PK_GIVEN_F : PK_GIVEN_M)], family: [family], father: `${rng.pick(PK_FATHER)} ${family}` };
}

const PH_GIVEN_M = ['Juan Miguel', 'Jose Rafael', 'Mark Anthony', 'John Paul', 'Carlo', 'Rodel', 'Paolo', 'Christian'];
const PH_GIVEN_F = ['Maria Angelica', 'Kristine Joy', 'Camille', 'Patricia Anne', 'Jasmine', 'Princess Mae', 'Bea', 'Andrea'];
const PH_MIDDLE = ['Santos', 'Reyes', 'Villanueva', 'Bautista', 'Mendoza', 'Aquino', 'Ramos', 'Navarro'];
const PH_FAMILY = ['Garcia', 'Dizon', 'Castillo', 'Manalo', 'Pascual', 'Soriano', 'Salazar', 'Tolentino', 'Gonzaga', 'Lacson'];
/** Filipino names carry the mother's maiden surname as the middle name. */
export function phPerson(rng: Rng): Person {
  const female = rng.bool();
  return { female, given: [rng.pick(female ? PH_GIVEN_F : PH_GIVEN_M), rng.pick(PH_MIDDLE)], family: [rng.pick(PH_FAMILY)] };
}

const HISP_GIVEN_M = ['José Luis', 'Juan Carlos', 'Andrés Felipe', 'Diego', 'Santiago', 'Carlos Eduardo', 'Miguel Ángel', 'Alejandro'];
const HISP_GIVEN_F = ['María Fernanda', 'Ana Sofía', 'Daniela', 'Laura Marcela', 'Valentina', 'Paula Andrea', 'Guadalupe', 'Ximena'];
const HISP_FAMILY = ['López', 'Hernández', 'García', 'Martínez', 'Rodríguez', 'Ramírez', 'Torres', 'Gómez', 'Morales', 'Vargas', 'Castro', 'Ortiz', 'Jiménez', 'Rojas', 'Cárdenas'];
/** Spanish naming: given names, paternal and maternal surnames. */
export function hispPerson(rng: Rng): Person {
  const female = rng.bool();
  const a = rng.pick(HISP_FAMILY);
  let b = rng.pick(HISP_FAMILY);
  while (b === a) b = rng.pick(HISP_FAMILY);
  return { female, given: [rng.pick(female ? HISP_GIVEN_F : HISP_GIVEN_M)], family: [a, b] };
}

const PT_GIVEN_M = ['João Pedro', 'Tiago', 'Rui Miguel', 'Duarte', 'Gonçalo', 'Nuno', 'André Filipe', 'Bernardo'];
const PT_GIVEN_F = ['Ana Rita', 'Inês', 'Mariana', 'Beatriz', 'Catarina Sofia', 'Joana', 'Marta', 'Leonor'];
const PT_FAMILY = ['Ferreira', 'Costa', 'Pereira', 'Santos', 'Oliveira', 'Rodrigues', 'Martins', 'Sousa', 'Carvalho', 'Almeida', 'Pinto', 'Ribeiro'];
/** Portuguese naming: the mother's surname before the father's; the last one is the family name used. */
export function ptPerson(rng: Rng): Person {
  const female = rng.bool();
  const a = rng.pick(PT_FAMILY);
  let b = rng.pick(PT_FAMILY);
  while (b === a) b = rng.pick(PT_FAMILY);
  return { female, given: [rng.pick(female ? PT_GIVEN_F : PT_GIVEN_M)], family: [a, b] };
}

const AU_GIVEN_M = ['Lachlan', 'Cooper', 'Declan', 'Angus', 'Mitchell', 'Hamish', 'Riley', 'Connor'];
const AU_GIVEN_F = ['Matilda', 'Chloe', 'Georgia', 'Isabelle', 'Sienna', 'Harriet', 'Zoe', 'Ella'];
const AU_MIDDLE = ['James', 'Rose', 'Thomas', 'Grace', 'William', 'Kate'];
const AU_FAMILY = ['Nguyen', 'Fitzpatrick', 'Henderson', 'Papadopoulos', 'McLeod', 'Thornton', 'Walsh', 'Kowalczyk', 'Lim', 'Sutherland'];
export function auPerson(rng: Rng): Person {
  const female = rng.bool();
  return { female, given: [rng.pick(female ? AU_GIVEN_F : AU_GIVEN_M), ...(rng.bool(0.6) ? [rng.pick(AU_MIDDLE)] : [])], family: [rng.pick(AU_FAMILY)] };
}

/** Words in capitals for a name or title printed in capitals (Latin letters keep their accents). */
export const upper = (s: string): string => s.toLocaleUpperCase('en');

// ---------------------------------------------------------------------------------------------
// A centred certificate: lines drawn one under the other, each centred on the page.

export interface CertLine {
  text: string;
  size: number;
  font: string;
  /** Space after the line, in multiples of its size (default 1.8). */
  gap?: number;
  color?: string;
}

export function centredLines(pdf: Pdf, lines: CertLine[], y: number, margin = 60): number {
  for (const l of lines) {
    pdf.text(l.text, margin, y, { font: l.font, size: l.size, width: pdf.width - 2 * margin, align: 'center', fit: true, color: l.color });
    y += l.size * (l.gap ?? 1.8);
  }
  return y;
}

/** Pick a page size: portrait or landscape, A4 or Letter. */
export function pageSize(rng: Rng, letter = false): [number, number] {
  const landscape = rng.bool();
  if (letter) return landscape ? LETTER_LANDSCAPE : LETTER;
  return landscape ? A4_LANDSCAPE : A4;
}

export function digits(rng: Rng, n: number): string {
  let s = String(rng.int(1, 9));
  while (s.length < n) s += String(rng.int(0, 9));
  return s;
}

export function border(pdf: Pdf, color: string, rng: Rng): void {
  const Wp = pdf.width;
  const Hp = pdf.height;
  pdf.rect(18, 18, Wp - 36, Hp - 36, rng.float(1.5, 3), color);
  if (rng.bool(0.6)) pdf.rect(26, 26, Wp - 52, Hp - 52, 0.6, color);
}
