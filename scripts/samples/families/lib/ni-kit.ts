/**
 * Shared pieces of the corpus-ni families (development set written on 2026-11-30 from Somalia, Syria, Palestine,
 * Eritrea and Djibouti): invented people in their national forms (Somali, Eritrean and Djiboutian names that string
 * the given name with the father's and the grandfather's and have no family name; Syrian names with a family name;
 * Palestinian four-part names in Latin and Arabic script), the result helper and the date forms these documents
 * print. Names, numbers and institutions are invented.
 */
import type { ExtractionResult } from '../../../../src/processing/types';
import type { Rng } from '../../rng';
import { resultWithCandidate } from './a-kit';
import type { NativePerson } from './nb-kit';

export { A4 } from './a-kit';
export { Pdf, SANS, SERIF, course, courseTable, digits, iso, keyValues, setInstitution, type Column, type FontSet, type TableRow } from './n-kit';
export { rtl, rtlWidth, FONT_FILES } from './c-common';
export { comma2, dateEn, dateFr, slashed } from './forms';
export { photoBox } from './ng-kit';

export type NiPerson = NativePerson;

/** Personal names [Latin, native script] of the chain-named peoples and of Syria and Palestine. */
const POOLS = {
  SO: {
    male: ['Abdirahman', 'Mohamed', 'Abdullahi', 'Ahmed', 'Yusuf', 'Hassan', 'Abdikarim', 'Omar'],
    female: ['Hodan', 'Fadumo', 'Ayaan', 'Sahra', 'Hibaaq', 'Nasteexo', 'Khadra', 'Ifrah'],
    elders: ['Abdi', 'Warsame', 'Jama', 'Nur', 'Farah', 'Hirsi', 'Mohamud', 'Aden', 'Ismail', 'Guled', 'Elmi', 'Osman'],
  },
  ER: {
    male: ['Yonas', 'Dawit', 'Filmon', 'Samuel', 'Robel', 'Mehari', 'Aron', 'Habtom'],
    female: ['Selam', 'Helen', 'Luwam', 'Senait', 'Yordanos', 'Rahwa', 'Saba', 'Winta'],
    elders: ['Tesfay', 'Ghebremariam', 'Kidane', 'Haile', 'Berhane', 'Woldemichael', 'Tekle', 'Asmerom', 'Gebrehiwet', 'Andemariam', 'Mebrahtu', 'Zerai'],
  },
  DJ: {
    male: ['Moussa', 'Houssein', 'Abdourahman', 'Ibrahim', 'Daher', 'Ilyas', 'Mahdi', 'Idriss'],
    female: ['Hibo', 'Fatouma', 'Asma', 'Kadra', 'Deka', 'Oubah', 'Safia', 'Roukia'],
    elders: ['Ali', 'Omar', 'Robleh', 'Houmed', 'Dirieh', 'Guelleh', 'Farah', 'Aden', 'Youssouf', 'Waberi', 'Djama', 'Elmi'],
  },
} as const;

type ChainCountry = keyof typeof POOLS;

/**
 * A name of a custom that strings the given name with the father's and the grandfather's and has no family name
 * (Somali, Tigrinya, Afar and Somali of Djibouti; README: the whole chain is `fullName`, its last name `lastName`).
 */
export function chainPerson(rng: Rng, country: ChainCountry): NiPerson & { father: string } {
  const pool = POOLS[country];
  const female = rng.bool(0.5);
  const first = rng.pick(female ? pool.female : pool.male);
  const k = rng.int(0, pool.elders.length - 1);
  const father = pool.elders[k];
  const grandfather = pool.elders[(k + 1 + rng.int(0, pool.elders.length - 3)) % pool.elders.length];
  return { given: `${first} ${father}`, family: grandfather, female, father };
}

const SY = {
  male: ['Ahmad', 'Omar', 'Rami', 'Bashar', 'Samer', 'Firas', 'Majd', 'Yazan'],
  female: ['Lama', 'Rasha', 'Dima', 'Hala', 'Rana', 'Nour', 'Reem', 'Sawsan'],
  family: ['Al-Khatib', 'Haddad', 'Al-Halabi', 'Shami', 'Kanaan', 'Al-Ahmad', 'Mardini', 'Sabbagh', 'Darwish', 'Al-Masri'],
  fathers: ['Mohammad', 'Khaled', 'Hussam', 'Nabil', 'Adnan', 'Mahmoud'],
  mothers: ['Fatima', 'Samira', 'Wafaa', 'Amal', 'Maha', 'Ghada'],
};

/** A Syrian name (given and family), with the father's and the mother's given names that Syrian records print apart. */
export function syPerson(rng: Rng): NiPerson & { father: string; mother: string } {
  const female = rng.bool(0.5);
  return { given: rng.pick(female ? SY.female : SY.male), family: rng.pick(SY.family), female, father: rng.pick(SY.fathers), mother: rng.pick(SY.mothers) };
}

type Pair = readonly [string, string];
const PS: Record<'male' | 'female' | 'elders' | 'family', readonly Pair[]> = {
  male: [['Mohammad', 'محمد'], ['Yousef', 'يوسف'], ['Ahmad', 'أحمد'], ['Omar', 'عمر'], ['Khalil', 'خليل'], ['Anas', 'أنس']],
  female: [['Lana', 'لانا'], ['Haneen', 'حنين'], ['Raghad', 'رغد'], ['Aya', 'آية'], ['Dana', 'دانا'], ['Sara', 'سارة']],
  elders: [['Ibrahim', 'إبراهيم'], ['Mahmoud', 'محمود'], ['Saleh', 'صالح'], ['Jamil', 'جميل'], ['Hasan', 'حسن'], ['Abdallah', 'عبدالله'], ['Fayez', 'فايز'], ['Nasser', 'ناصر']],
  family: [['Odeh', 'عودة'], ['Barghouti', 'البرغوثي'], ['Shaheen', 'شاهين'], ['Qasem', 'قاسم'], ['Hamdan', 'حمدان'], ['Nassar', 'نصار'], ['Khalidi', 'الخالدي'], ['Jaber', 'جابر']],
};

/** A Palestinian four-part name (given, father, grandfather, family) in Latin and Arabic script. */
export function psPerson(rng: Rng): NiPerson {
  const female = rng.bool(0.5);
  const [g, gn] = rng.pick(female ? PS.female : PS.male);
  const k = rng.int(0, PS.elders.length - 1);
  const [f, fn] = PS.elders[k];
  const [gf, gfn] = PS.elders[(k + 3) % PS.elders.length];
  const [fam, famn] = rng.pick(PS.family);
  return { given: `${g} ${f} ${gf}`, family: fam, female, nativeGiven: `${gn} ${fn} ${gfn}`, nativeFamily: famn };
}

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', fr: 'French', ar: 'Arabic', so: 'Somali' };

/** A result with the language and the candidate filled in (natural order, given names first, the Latin form where printed). */
export function niResult(language: string, p: NiPerson, dob: string | null): ExtractionResult {
  return resultWithCandidate(language, LANGUAGE_NAMES[language], p, dob);
}
