/**
 * Shared pieces of the corpus-w families (development set written on 2026-11-29 from countries the other
 * families cover only procedurally or not at all: Zimbabwe, Zambia, the Dominican Republic, Cambodia):
 * invented people per country, the result helper, and dates in the forms these documents print. Drawing
 * goes through the corpus-n kit. Names, numbers and institutions are invented.
 */
import type { ExtractionResult } from '../../../../src/processing/types';
import type { Rng } from '../../rng';
import { resultWithCandidate } from './a-kit';

export { A4, A4_LANDSCAPE, LETTER } from './a-kit';
export { Pdf, SANS, SERIF, course, courseTable, digits, dmy, footers, iso, keyValues, letters, longDate, setInstitution, titleCase, upper, type Column, type FontSet, type TableRow } from './n-kit';

export interface WPerson {
  /** Given names. */
  given: string;
  /** Family name (Dominican: both surnames). */
  family: string;
  female: boolean;
}

/** Invented given and family names per country. Cambodian documents print the family name first. */
const NAMES: Record<'ZW' | 'ZM' | 'DO' | 'KH', { male: string[]; female: string[]; family: string[] }> = {
  ZW: {
    male: ['Tendai', 'Tinashe', 'Farai', 'Tafadzwa', 'Kudakwashe', 'Blessing', 'Takudzwa', 'Simbarashe'],
    female: ['Rutendo', 'Chipo', 'Nyasha', 'Tatenda', 'Rumbidzai', 'Vimbai', 'Fadzai', 'Ruvimbo'],
    family: ['Moyo', 'Ncube', 'Sibanda', 'Chikwanha', 'Mutasa', 'Dube', 'Mapfumo', 'Chigumba', 'Nyathi', 'Zvobgo'],
  },
  ZM: {
    male: ['Mwila', 'Chanda', 'Bwalya', 'Mulenga', 'Kelvin Chileshe', 'Lubinda', 'Musonda', 'Kondwani'],
    female: ['Natasha', 'Mutale', 'Chilufya', 'Thandiwe', 'Mwaka', 'Precious Namwinga', 'Bupe', 'Lweendo'],
    family: ['Banda', 'Phiri', 'Mwale', 'Zulu', 'Tembo', 'Kapembwa', 'Mumba', 'Chisenga', 'Siame', 'Hamoonga'],
  },
  DO: {
    male: ['Juan Carlos', 'Luis Manuel', 'Rafael Antonio', 'Wander', 'Starlin', 'José Miguel', 'Yeison', 'Francisco Javier'],
    female: ['Yokasta', 'María Altagracia', 'Yaneiry', 'Rosanna', 'Carolina Esther', 'Yohanna', 'Scarlet', 'Indhira'],
    family: ['Peña Almonte', 'Rosario Tavárez', 'Báez Castillo', 'Santana de la Cruz', 'Taveras Reyes', 'Mejía Núñez', 'Féliz Cuevas', 'Polanco Ureña'],
  },
  KH: {
    male: ['Dara', 'Sokha', 'Vannak', 'Rithy', 'Pisey', 'Chanthou', 'Visal', 'Sovann'],
    female: ['Sreymom', 'Bopha', 'Channary', 'Sophea', 'Kanha', 'Leakhena', 'Sreyneang', 'Malis'],
    family: ['Sok', 'Chea', 'Heng', 'Kim', 'Lim', 'Chhim', 'Ouk', 'Sam', 'Meas', 'Prak'],
  },
};

export function wPerson(rng: Rng, country: keyof typeof NAMES): WPerson {
  const n = NAMES[country];
  const female = rng.bool(0.5);
  return { given: rng.pick(female ? n.female : n.male), family: rng.pick(n.family), female };
}

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Spanish' };

/** A result with the language and the candidate filled in (natural order, given names first). */
export function wResult(language: string, p: WPerson, dob: string | null): ExtractionResult {
  return resultWithCandidate(language, LANGUAGE_NAMES[language], p, dob);
}

export const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const MONTHS_ES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

const parts = (isoDate: string) => isoDate.split('-').map(Number) as [number, number, number];

/** "25th November 2021" or "25 November 2021". */
export function dayMonthYear(isoDate: string, ordinal = false): string {
  const [y, m, d] = parts(isoDate);
  const suffix = !ordinal ? '' : d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
  return `${d}${suffix} ${MONTHS_EN[m - 1]} ${y}`;
}

/** "14-AGO-2019"-like Spanish short dates of Dominican registrar systems. */
export function dMonYEs(isoDate: string): string {
  const [y, m, d] = parts(isoDate);
  return `${String(d).padStart(2, '0')}-${MONTHS_ES[m - 1].slice(0, 3).toUpperCase()}-${y}`;
}
