/**
 * Shared pieces of the corpus-ne families (development set written on 2026-11-29 from Paraguay, Côte d'Ivoire,
 * Algeria, Myanmar and Namibia): invented people in their national forms (two Spanish surnames, Ivorian and
 * Algerian names with the family name printed first in capitals, Algerian names in Arabic script too, Myanmar
 * names without a family name, Namibian names), the result helper and the date forms these documents print.
 * People are drawn with the corpus-nb kit's picker and drawing goes through the corpus-n kit. Names, numbers
 * and institutions are invented.
 */
import type { ExtractionResult } from '../../../../src/processing/types';
import type { Rng } from '../../rng';
import { resultWithCandidate } from './a-kit';
import { pickPerson, type NamePool, type NativePerson } from './nb-kit';
import { MONTHS_ES_SETIEMBRE, dateEsWith } from './forms';

export { A4, A4_LANDSCAPE } from './a-kit';
export { Pdf, SANS, SERIF, course, courseTable, digits, iso, setInstitution, type Column, type FontSet, type TableRow } from './n-kit';
export { rtl, rtlWidth, FONT_FILES } from './c-common';
export { comma2, dateEn, dateFr, slashed } from './forms';

export type NePerson = NativePerson;

type Country = 'PY' | 'CI' | 'DZ' | 'NA';

const NAMES: Record<Country, NamePool> = {
  PY: {
    male: ['Juan Carlos', 'Diego Alejandro', 'Marcos', 'Luis Fernando', 'Rodrigo', 'Hugo Daniel'],
    female: ['María José', 'Liz Carolina', 'Fátima', 'Andrea Belén', 'Rocío', 'Nilda Raquel'],
    family: ['Benítez Giménez', 'Cáceres Ortiz', 'Villalba Duarte', 'Ayala Fretes', 'Britez Núñez', 'Sanabria Ramírez', 'Acosta Riveros'],
  },
  CI: {
    male: ['Yao Jean-Marc', 'Koffi Serge', 'Adama', 'Kouadio Éric', 'Ibrahim', 'Ange Désiré'],
    female: ['Affoué Pélagie', 'Aminata', 'Adjoua Christelle', 'Mariam', 'Ahou Prisca', 'Akissi Larissa'],
    family: ['Kouassi', 'Koné', 'Konan', "N'Guessan", 'Ouattara', 'Yao', 'Coulibaly', 'Kouamé', 'Bamba'],
  },
  DZ: {
    male: [['Yacine', 'ياسين'], ['Mohamed Amine', 'محمد أمين'], ['Karim', 'كريم'], ['Walid', 'وليد'], ['Sofiane', 'سفيان'], ['Bilal', 'بلال']],
    female: [['Amina', 'أمينة'], ['Meriem', 'مريم'], ['Lydia', 'ليديا'], ['Sarah', 'سارة'], ['Imane', 'إيمان'], ['Khadidja', 'خديجة']],
    family: [['Benali', 'بن علي'], ['Bouzid', 'بوزيد'], ['Hamdi', 'حمدي'], ['Saidi', 'سعيدي'], ['Mansouri', 'منصوري'], ['Belkacem', 'بلقاسم'], ['Rahmani', 'رحماني']],
  },
  NA: {
    male: ['Johannes Tangeni', 'Tuhafeni', 'Petrus', 'Hendrik', 'Simeon', 'Ruben'],
    female: ['Ndeshipanda', 'Maria', 'Selma', 'Anna-Marie', 'Loide', 'Hilma'],
    family: ['Shikongo', 'Nghipondoka', 'Amutenya', 'van Wyk', 'Hamutenya', 'Iipumbu', 'Kaulinge', 'Gaseb', 'Nakale'],
  },
};

export function nePerson(rng: Rng, country: Country): NePerson {
  return pickPerson(rng, NAMES[country]);
}

/** A Myanmar name: personal names only (no family name), with the honorific of address printed before it. */
export interface MmPerson {
  name: string;
  honorific: string;
  female: boolean;
}

const MM_MALE = ['Kyaw Zin Htet', 'Aung Ko Ko', 'Min Thant Zaw', 'Htet Aung Lin', 'Zaw Myo Win', 'Thiha Soe', 'Pyae Phyo Naing', 'Ye Yint Aung'];
const MM_FEMALE = ['Thandar Win', 'Su Myat Noe', 'Hnin Ei Phyu', 'May Thu Kyaw', 'Khin Sandar Oo', 'Ei Mon Kyaw', 'Nan Hsu Wai', 'Yadanar Htun'];
export const MM_FATHERS = ['U Tin Aung', 'U Kyaw Min', 'U Soe Naing', 'U Myint Oo', 'U Than Htike', 'U Zaw Win'];

export function mmPerson(rng: Rng): MmPerson {
  const female = rng.bool(0.5);
  return { name: rng.pick(female ? MM_FEMALE : MM_MALE), honorific: female ? 'Ma' : 'Mg', female };
}

export const LANGUAGE_NAMES: Record<string, string> = { es: 'Spanish', fr: 'French', ar: 'Arabic', en: 'English' };

/** A result with the language and the candidate filled in (natural order, given names first, the Latin form where printed). */
export function neResult(language: string, p: NePerson, dob: string | null): ExtractionResult {
  return resultWithCandidate(language, LANGUAGE_NAMES[language], p, dob);
}

/**
 * A result for a name of a custom without family names (README: the name without its honorific, all of it the
 * first name, no last name).
 */
export function mmResult(p: MmPerson, dob: string | null): ExtractionResult {
  const r = resultWithCandidate('en', 'English', { given: p.name, family: '' }, dob);
  r.candidate = { fullName: p.name, firstName: p.name, lastName: null, dateOfBirth: dob };
  return r;
}

/** "18 de junio de 2021", with "setiembre" as Paraguay writes it. */
export const dateEs = (isoDate: string): string => dateEsWith(isoDate, MONTHS_ES_SETIEMBRE);
