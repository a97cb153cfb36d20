/**
 * Shared pieces of the corpus-ng families (development set written on 2026-11-30 from Mauritius, Sierra Leone,
 * Cuba, Qatar and Brunei): invented people in their national forms (Mauritian and Sierra Leonean names, two Cuban
 * surnames, Qatari names in Latin and Arabic script, Malay names with "bin" / "binti" and the father's name), the
 * result helper and the date forms these documents print. Names, numbers and institutions are invented.
 */
import type { ExtractionResult } from '../../../../src/processing/types';
import type { Rng } from '../../rng';
import { resultWithCandidate } from './a-kit';
import { pickPerson, type NamePool, type NativePerson } from './nb-kit';

export { A4 } from './a-kit';
export { Pdf, SANS, SERIF, course, courseTable, digits, iso, keyValues, setInstitution, type Column, type FontSet, type TableRow } from './n-kit';
export { rtl, rtlWidth, FONT_FILES } from './c-common';
export { comma2, dateEn, dateEs, dateMs, slashed } from './forms';

export type NgPerson = NativePerson;

type Country = 'MU' | 'SL' | 'CU' | 'QA';

const NAMES: Record<Country, NamePool> = {
  MU: {
    male: ['Rishi', 'Jean-Marc', 'Yannick', 'Arvind', 'Kevin', 'Ashvin Kumar', 'Ludovic'],
    female: ['Kavya', 'Priya', 'Mélissa', 'Anjali', 'Sharmila', 'Marie-Laure', 'Nadia'],
    family: ['Beeharry', 'Jhugroo', 'Dookhun', 'Ramsamy', 'Appadoo', 'Bundhoo', 'Seetohul', 'Lagesse', 'Moutou'],
  },
  SL: {
    male: ['Mohamed', 'Abu Bakarr', 'Samuel', 'Emmanuel', 'Ibrahim Sorie', 'Alhaji', 'Joseph'],
    female: ['Fatmata', 'Isatu', 'Mariama', 'Aminata', 'Hawa', 'Christiana', 'Adama'],
    family: ['Kamara', 'Sesay', 'Koroma', 'Conteh', 'Bangura', 'Turay', 'Jalloh', 'Kargbo', 'Mansaray'],
  },
  CU: {
    male: ['Yoandry', 'Osmany', 'Yosvany', 'Ernesto', 'Alejandro', 'Reinier'],
    female: ['Yanelis', 'Dayana', 'Lisandra', 'Arianna', 'Yudith', 'Mailén'],
    family: ['Rodríguez Pérez', 'González Hernández', 'Fernández Díaz', 'Leyva Batista', 'Guerra Castillo', 'Marrero Ramos', 'Céspedes Fonseca'],
  },
  QA: {
    male: [['Mohammed', 'محمد'], ['Abdulla', 'عبدالله'], ['Khalid', 'خالد'], ['Hamad', 'حمد'], ['Jassim', 'جاسم']],
    female: [['Maryam', 'مريم'], ['Noora', 'نورة'], ['Aisha', 'عائشة'], ['Hessa', 'حصة'], ['Fatima', 'فاطمة']],
    family: [['Al-Kuwari', 'الكواري'], ['Al-Mannai', 'المناعي'], ['Al-Sulaiti', 'السليطي'], ['Al-Marri', 'المري'], ['Al-Emadi', 'العمادي'], ['Al-Naimi', 'النعيمي']],
  },
};

export function ngPerson(rng: Rng, country: Country): NgPerson {
  return pickPerson(rng, NAMES[country]);
}

const BN_MALE = ['Muhammad Haziq', 'Ahmad Hafiz', 'Mohd Amirul', 'Muhammad Syafiq', 'Abdul Rahman', 'Muhammad Aiman'];
const BN_FEMALE = ['Nurul Aqilah', 'Siti Nur Hazwani', 'Nur Amalina', 'Nurul Izzah', 'Siti Aisyah', 'Norhayati'];
const BN_FATHERS = ['Abdullah', 'Othman', 'Ismail', 'Yusof', 'Hamid', 'Jaafar', 'Sulaiman'];

/**
 * A Malay name of Brunei: the given names, then "bin" (son of) or "binti" (daughter of) and the father's name,
 * printed where a surname stands; README: that surname, word included, is the last name.
 */
export function bnPerson(rng: Rng): NgPerson {
  const female = rng.bool(0.5);
  return { given: rng.pick(female ? BN_FEMALE : BN_MALE), family: `${female ? 'binti' : 'bin'} ${rng.pick(BN_FATHERS)}`, female };
}

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Spanish', ms: 'Malay', ar: 'Arabic' };

/** A result with the language and the candidate filled in (natural order, given names first, the Latin form where printed). */
export function ngResult(language: string, p: NgPerson, dob: string | null): ExtractionResult {
  return resultWithCandidate(language, LANGUAGE_NAMES[language], p, dob);
}

/** An empty photo box with its caption, as result slips and transcripts leave for the holder's photograph. */
export function photoBox(pdf: { rect(x: number, y: number, w: number, h: number, width?: number, color?: string): void; text(t: string, x: number, y: number, o?: object): number }, x: number, y: number, w: number, h: number, caption = 'PHOTO'): void {
  pdf.rect(x, y, w, h, 0.8, '#555555');
  pdf.text(caption, x, y + h / 2 - 4, { font: 'LiberationSans', size: 7, width: w, align: 'center', color: '#777777' });
}
