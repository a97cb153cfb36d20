/**
 * Shared pieces of the corpus-nc families (development set written on 2026-11-29 from Armenia, Iran,
 * Rwanda and Greece): invented people in their national forms (Armenian and Persian names in both
 * scripts, Greek names in Greek), the result helper, the Solar Hijri date of a Gregorian one (Iranian
 * documents print both) and right-to-left Persian runs. People are drawn with the corpus-nb kit's picker and
 * drawing goes through the corpus-n kit. Names, numbers and institutions are invented.
 */
import type { ExtractionResult } from '../../../../src/processing/types';
import type { Rng } from '../../rng';
import { resultWithCandidate } from './a-kit';
import { pickPerson, type NamePool, type NativePerson } from './nb-kit';
import { pad2 as pad } from './forms';

export { A4 } from './a-kit';
export { Pdf, SANS, SERIF, course, courseTable, digits, iso, setInstitution, type Column, type FontSet, type TableRow } from './n-kit';
export { rtl, rtlWidth, FONT_FILES } from './c-common';
/** "18.06.2021". */
export { dotted } from './nb-kit';
export { dateEn, slashed } from './forms';

export type NcPerson = NativePerson;

type Country = 'AM' | 'IR' | 'RW' | 'GR';

const NAMES: Record<Country, NamePool> = {
  AM: {
    male: [['Aram', 'Արամ'], ['Tigran', 'Տիգրան'], ['Davit', 'Դավիթ'], ['Hayk', 'Հայկ'], ['Narek', 'Նարեկ']],
    female: [['Anahit', 'Անահիտ'], ['Lilit', 'Լիլիթ'], ['Mariam', 'Մարիամ'], ['Nare', 'Նարե'], ['Siranush', 'Սիրանուշ']],
    family: [['Hakobyan', 'Հակոբյան'], ['Sargsyan', 'Սարգսյան'], ['Grigoryan', 'Գրիգորյան'], ['Avetisyan', 'Ավետիսյան'], ['Mkrtchyan', 'Մկրտչյան'], ['Harutyunyan', 'Հարությունյան']],
  },
  IR: {
    male: [['Reza', 'رضا'], ['Amir', 'امیر'], ['Mehdi', 'مهدی'], ['Kaveh', 'کاوه'], ['Parsa', 'پارسا']],
    female: [['Maryam', 'مریم'], ['Zahra', 'زهرا'], ['Shirin', 'شیرین'], ['Negar', 'نگار'], ['Parisa', 'پریسا']],
    family: [['Rahimi', 'رحیمی'], ['Karimi', 'کریمی'], ['Moradi', 'مرادی'], ['Jafari', 'جعفری'], ['Ghasemi', 'قاسمی'], ['Sadeghi', 'صادقی']],
  },
  RW: {
    male: ['Jean Claude', 'Eric', 'Patrick', 'Olivier', 'Emmanuel', 'Innocent'],
    female: ['Aline', 'Claudine', 'Diane', 'Grace', 'Josiane', 'Solange'],
    family: ['Niyonzima', 'Uwimana', 'Habimana', 'Mukamana', 'Nsengiyumva', 'Ishimwe', 'Tuyishime', 'Hakizimana'],
  },
  GR: {
    male: ['Γεώργιος', 'Δημήτριος', 'Νικόλαος', 'Κωνσταντίνος', 'Ιωάννης', 'Παναγιώτης'],
    female: ['Ελένη', 'Μαρία', 'Αικατερίνη', 'Σοφία', 'Δήμητρα', 'Ευαγγελία'],
    family: ['Παπαδόπουλος', 'Οικονόμου', 'Γεωργίου', 'Καραγιάννης', 'Βασιλείου', 'Αλεξίου'],
    familyF: ['Παπαδοπούλου', 'Οικονόμου', 'Γεωργίου', 'Καραγιάννη', 'Βασιλείου', 'Αλεξίου'],
  },
};

export function ncPerson(rng: Rng, country: Country): NcPerson {
  return pickPerson(rng, NAMES[country]);
}

export const LANGUAGE_NAMES: Record<string, string> = { hy: 'Armenian', fa: 'Persian', en: 'English', el: 'Greek' };

/** A result with the language and the candidate filled in (natural order, given names first, the Latin form where printed). */
export function ncResult(language: string, p: NcPerson, dob: string | null): ExtractionResult {
  return resultWithCandidate(language, LANGUAGE_NAMES[language], p, dob);
}

const PERSIAN_CALENDAR = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' });

/** The Solar Hijri date of a Gregorian one, as Iranian documents print it: "1378/02/22". */
export function solarHijri(isoDate: string): string {
  const p = PERSIAN_CALENDAR.formatToParts(new Date(`${isoDate}T00:00:00Z`));
  const get = (t: string) => Number(p.find((x) => x.type === t)?.value);
  return `${get('year')}/${pad(get('month'))}/${pad(get('day'))}`;
}


