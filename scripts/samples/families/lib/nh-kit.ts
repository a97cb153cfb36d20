/**
 * Shared pieces of the corpus-nh families (development set written on 2026-11-30 from Afghanistan, Togo, Burkina Faso,
 * Guinea and Barbados): invented people in their national forms (Afghan names in Latin and Dari script, West African
 * names of Togo, Burkina Faso and Guinea, Barbadian names), the result helper and the date forms these documents print.
 * Names, numbers and institutions are invented.
 */
import type { ExtractionResult } from '../../../../src/processing/types';
import type { Rng } from '../../rng';
import { resultWithCandidate } from './a-kit';
import { pickPerson, type NamePool, type NativePerson } from './nb-kit';

export { A4 } from './a-kit';
export { Pdf, SANS, SERIF, course, courseTable, digits, iso, keyValues, setInstitution, type Column, type FontSet, type TableRow } from './n-kit';
export { rtl, rtlWidth, FONT_FILES } from './c-common';
export { solarHijri } from './nc-kit';
export { photoBox } from './ng-kit';

export type NhPerson = NativePerson;

type Country = 'AF' | 'TG' | 'BF' | 'GN' | 'BB';

const NAMES: Record<Country, NamePool> = {
  AF: {
    male: [['Ahmad Zia', 'احمد ضیا'], ['Mohammad Nasir', 'محمد ناصر'], ['Sayed Jawad', 'سید جواد'], ['Farid', 'فرید'], ['Abdul Wahid', 'عبدالواحد']],
    female: [['Mursal', 'مرسل'], ['Freshta', 'فرشته'], ['Zarghuna', 'زرغونه'], ['Mahbooba', 'محبوبه'], ['Shabnam', 'شبنم']],
    family: [['Rahimi', 'رحیمی'], ['Sadat', 'سادات'], ['Noorzai', 'نورزی'], ['Hakimi', 'حکیمی'], ['Azizi', 'عزیزی'], ['Wardak', 'وردک']],
  },
  TG: {
    male: ['Komlan', 'Kossi Edem', 'Yao', 'Kodjo Mawuli', 'Essowè', 'Koffi'],
    female: ['Akossiwa', 'Ablavi', 'Essi Dzifa', 'Adjoa', 'Kafui', 'Mawuena'],
    family: ['Agbéko', 'Adjovi', 'Kpodar', 'Tchalla', 'Amégan', 'Lawson-Body', 'Gbadoé', 'Kodjovi'],
  },
  BF: {
    male: ['Boukary', 'Issouf', 'Wendkouni Arsène', 'Salif', 'Tégawendé', 'Inoussa'],
    female: ['Aminata', 'Wendyam Estelle', 'Rasmata', 'Safiatou', 'Pélagie', 'Awa'],
    family: ['Ouédraogo', 'Sawadogo', 'Compaoré', 'Kaboré', 'Zongo', 'Traoré', 'Ilboudo', 'Sanou'],
  },
  GN: {
    male: ['Mamadou Saliou', 'Alpha Oumar', 'Ibrahima Sory', 'Sékou', 'Thierno Abdoul', 'Lansana'],
    female: ['Fatoumata Binta', 'Kadiatou', 'Mariama Ciré', 'Aissatou', 'Hawa', 'Nènè Oumou'],
    family: ['Diallo', 'Bah', 'Barry', 'Camara', 'Condé', 'Sylla', 'Soumah', 'Keïta'],
  },
  BB: {
    male: ['Jamal Antonio', 'Kareem', 'Shane', 'Damien Marcus', 'Tyrone', 'Adrian'],
    female: ['Shanice', 'Keisha Marie', 'Tamara', 'Renée', 'Alicia Dawn', 'Kimberly'],
    family: ['Greenidge', 'Haynes', 'Clarke', 'Boyce', 'Worrell', 'Best', 'Springer', 'Gittens'],
  },
};

export function nhPerson(rng: Rng, country: Country): NhPerson {
  return pickPerson(rng, NAMES[country]);
}

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', fr: 'French', fa: 'Persian' };

/** A result with the language and the candidate filled in (natural order, given names first, the Latin form where printed). */
export function nhResult(language: string, p: NhPerson, dob: string | null): ExtractionResult {
  return resultWithCandidate(language, LANGUAGE_NAMES[language], p, dob);
}

const parts = (isoDate: string) => isoDate.split('-').map(Number) as [number, number, number];
const pad = (n: number) => String(n).padStart(2, '0');

/** "18/06/2021". */
export function slashed(isoDate: string): string {
  const [y, m, d] = parts(isoDate);
  return `${pad(d)}/${pad(m)}/${y}`;
}

export const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const MONTHS_FR = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** "18 June 2021". */
export function dateEn(isoDate: string): string {
  const [y, m, d] = parts(isoDate);
  return `${d} ${MONTHS_EN[m - 1]} ${y}`;
}

/** "18 juin 2021" ("1er" for the first of the month, as French dates print it). */
export function dateFr(isoDate: string): string {
  const [y, m, d] = parts(isoDate);
  return `${d === 1 ? '1er' : d} ${MONTHS_FR[m - 1]} ${y}`;
}

/** "4,56" (decimal comma, two places). */
export const comma2 = (n: number): string => n.toFixed(2).replace('.', ',');

/** French-speaking West African mention of an average out of 20. */
export function mentionFr(avg: number): string {
  if (avg >= 16) return 'Très Bien';
  if (avg >= 14) return 'Bien';
  if (avg >= 12) return 'Assez Bien';
  return 'Passable';
}
