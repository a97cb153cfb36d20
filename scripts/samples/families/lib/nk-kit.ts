/**
 * Shared pieces of the corpus-nk families (development set written on 2026-11-30 for document kinds and layouts the
 * development set had few of: a degree certificate in running prose with the CGPA in words (Bangladesh), a transcript
 * with two semesters side by side and a continuation page without a header (Viet Nam), a results portal's page with
 * the subjects as a grid of tiles (Kenya), a statement of results with coursework and examination marks per module
 * (Zimbabwe) and a results printout with the subjects across the page (Ethiopia)): invented people in their national
 * forms and the result helper. Names, numbers and institutions are invented.
 */
import type { ExtractionResult } from '../../../../src/processing/types';
import type { Rng } from '../../rng';
import { resultWithCandidate } from './a-kit';
import { pickPerson, type NamePool, type NativePerson } from './nb-kit';

export { A4, A4_LANDSCAPE, LETTER, numberWords } from './a-kit';
export { Pdf, SANS, SERIF, course, courseTable, digits, iso, keyValues, nPerson, setInstitution, tableHeader, type Column, type FontSet, type TableRow } from './n-kit';
export { dateEn, slashed } from './forms';
export { photoBox } from './ng-kit';
export { etPerson } from './c-people';

export type NkPerson = NativePerson;

type Country = 'KE' | 'ZW';

const NAMES: Record<Country, NamePool> = {
  KE: {
    male: ['Brian Otieno', 'Kevin Kiprop', 'Dennis Mutua', 'Collins Wafula', 'Victor Kamau', 'Ian Mwangi', 'Elvis Odhiambo'],
    female: ['Faith Wanjiru', 'Mercy Chebet', 'Sharon Akinyi', 'Purity Nduku', 'Diana Jepkosgei', 'Esther Wairimu', 'Joy Atieno'],
    family: ['Ochieng', 'Kiptoo', 'Njoroge', 'Wekesa', 'Mutiso', 'Kariuki', 'Omondi', 'Cheruiyot', 'Barasa', 'Maina'],
  },
  ZW: {
    male: ['Tatenda', 'Tinashe', 'Farai', 'Tafadzwa', 'Simbarashe', 'Kudakwashe', 'Tendai'],
    female: ['Rutendo', 'Chiedza', 'Nyasha', 'Rumbidzai', 'Vimbai', 'Tsitsi', 'Ruvimbo'],
    family: ['Moyo', 'Ncube', 'Chikwanha', 'Mutasa', 'Sibanda', 'Dube', 'Marufu', 'Mhlanga', 'Chinyama', 'Gumbo'],
  },
};

export function nkPerson(rng: Rng, country: Country): NkPerson {
  return pickPerson(rng, NAMES[country]);
}

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English' };

/** A result with the language and the candidate filled in (natural order, given names first). */
export function nkResult(language: string, p: { given: string; family: string }, dob: string | null): ExtractionResult {
  return resultWithCandidate(language, LANGUAGE_NAMES[language], p, dob);
}

const DIGITS = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine'];

/** A decimal figure read out digit by digit, as certificates print a CGPA against alteration ("3.52" → "Three Point Five Two"). */
export function decimalWords(figure: string): string {
  const [int, frac = ''] = figure.split('.');
  const head = int.split('').map((d) => DIGITS[Number(d)]).join(' ');
  return frac ? `${head} Point ${frac.split('').map((d) => DIGITS[Number(d)]).join(' ')}` : head;
}
