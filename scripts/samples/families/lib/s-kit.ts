/**
 * Shared pieces of the corpus-s families (development set written on 2026-11-29 from countries the
 * other families cover only procedurally: Uzbekistan, Finland, Uganda, Venezuela): invented people
 * per country, the result helper, and dates in the forms these documents print (Finnish "d.m.yyyy",
 * Spanish days and years in words). Drawing goes through the corpus-n kit. Names, numbers and
 * institutions are invented.
 */
import type { ExtractionResult } from '../../../../src/processing/types';
import type { Rng } from '../../rng';
import { resultWithCandidate } from './a-kit';

export { A4, A4_LANDSCAPE } from './a-kit';
export { Pdf, SANS, SERIF, course, courseTable, digits, footers, iso, keyValues, letters, setInstitution, titleCase, upper, type Column, type FontSet, type TableRow } from './n-kit';

export interface SPerson {
  /** Given names, with a patronymic where the country prints one. */
  given: string;
  family: string;
  female: boolean;
}

/** Invented given and family names per country; Uzbek names carry the patronymic "… o'g'li" / "… qizi". */
const NAMES: Record<'UZ' | 'FI' | 'UG' | 'VE', { male: string[]; female: string[]; family: string[]; familyF?: string[] }> = {
  UZ: {
    male: ['Alisher', 'Jasur', 'Sardor', 'Bekzod', 'Otabek', 'Sherzod', 'Doniyor', 'Islom'],
    female: ['Nodira', 'Dilnoza', 'Madina', 'Gulnora', 'Shahnoza', 'Zarina', 'Malika', 'Sevara'],
    family: ['Toshmatov', 'Karimov', 'Rahimov', 'Yusupov', 'Ergashev', 'Nazarov', 'Xolmatov', 'Abdullayev'],
    familyF: ['Toshmatova', 'Karimova', 'Rahimova', 'Yusupova', 'Ergasheva', 'Nazarova', 'Xolmatova', 'Abdullayeva'],
  },
  FI: {
    male: ['Mikko Juhani', 'Antti', 'Ville Petteri', 'Juho', 'Eetu Olavi', 'Lauri'],
    female: ['Aino Maria', 'Emilia', 'Sanni Kristiina', 'Veera', 'Iida Helena', 'Noora'],
    family: ['Virtanen', 'Korhonen', 'Mäkinen', 'Nieminen', 'Hämäläinen', 'Heikkinen', 'Lehtonen', 'Järvinen'],
  },
  UG: {
    male: ['James', 'Brian Ochieng', 'Moses', 'Isaac', 'Ronald', 'Emmanuel'],
    female: ['Sarah', 'Grace Akello', 'Esther', 'Prossy', 'Winnie', 'Joan'],
    family: ['Okello', 'Nakato', 'Mugisha', 'Ssebunya', 'Atim', 'Tumusiime', 'Kato', 'Nabirye'],
  },
  VE: {
    male: ['José Gregorio', 'Luis Alfonso', 'Carlos Eduardo', 'Jesús Alberto', 'Miguel Ángel', 'Andrés'],
    female: ['María Gabriela', 'Yuleidy Carolina', 'Ana Karina', 'Daniela Alejandra', 'Mariángel', 'Oriana'],
    family: ['Rodríguez Pérez', 'González Márquez', 'Hernández Rojas', 'Blanco Useche', 'Mendoza Villegas', 'Guerrero Lugo', 'Peña Carrillo', 'Briceño Salas'],
  },
};

const PATRONYMS = ['Rustam', 'Baxtiyor', 'Shuhrat', 'Anvar', 'Farhod', 'Ulug\'bek'];

export function sPerson(rng: Rng, country: keyof typeof NAMES): SPerson {
  const n = NAMES[country];
  const female = rng.bool(0.5);
  const k = rng.int(0, n.family.length - 1);
  let given = rng.pick(female ? n.female : n.male);
  // Uzbek documents print the patronymic after the given name: "Rustam qizi" (daughter), "Rustam o'g'li" (son).
  if (country === 'UZ') given = `${given} ${rng.pick(PATRONYMS)} ${female ? 'qizi' : "o'g'li"}`;
  const family = female && n.familyF ? n.familyF[k] : n.family[k];
  return { given, family, female };
}

export const LANGUAGE_NAMES: Record<string, string> = { uz: 'Uzbek', fi: 'Finnish', en: 'English', es: 'Spanish' };

/** A result with the language and the candidate filled in (natural order, given names first). */
export function sResult(language: string, p: SPerson, dob: string | null): ExtractionResult {
  return resultWithCandidate(language, LANGUAGE_NAMES[language], p, dob);
}

const parts = (isoDate: string) => isoDate.split('-').map(Number) as [number, number, number];
const pad = (n: number) => String(n).padStart(2, '0');

/** "12.3.2019" (Finnish registers) or "12.03.2019" when `padded`. */
export function dotted(isoDate: string, padded = false): string {
  const [y, m, d] = parts(isoDate);
  return padded ? `${pad(d)}.${pad(m)}.${y}` : `${d}.${m}.${y}`;
}

export const MONTHS_ES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const UNITS_ES = ['', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete', 'veintiocho', 'veintinueve'];

/** A Spanish number word 2-31 ("quince", "veintiún" is never needed: days start at 2). */
export function numberEs(n: number): string {
  if (n < 30) return UNITS_ES[n];
  return n === 30 ? 'treinta' : 'treinta y uno';
}

/** "dos mil diecinueve". */
export const yearEs = (y: number): string => `dos mil ${numberEs(y - 2000)}`.trim();
