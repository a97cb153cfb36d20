/**
 * Shared pieces of the corpus-nb families (development set written on 2026-11-29 from countries the
 * other families cover only procedurally or not at all: Lithuania, Latvia, Georgia, Mongolia, Estonia):
 * invented people in their national forms (Baltic feminine surnames, Georgian names in both scripts,
 * Mongolian names in Cyrillic with their Latin form), the result helper and the dates these documents
 * print (Lithuanian "2021 m. birželio 18 d.", Latvian "2019. gada 19. jūnijā"). Drawing goes through the
 * corpus-n kit. Names, numbers and institutions are invented.
 */
import type { ExtractionResult } from '../../../../src/processing/types';
import type { Rng } from '../../rng';
import { resultWithCandidate } from './a-kit';
import { isoParts as parts, pad2 as pad } from './forms';

export { A4, A4_LANDSCAPE } from './a-kit';
export { Pdf, SANS, SERIF, course, courseTable, digits, footers, iso, setInstitution, type Column, type FontSet, type TableRow } from './n-kit';
export { dateEn } from './forms';

/** An invented person; the name also in the country's own script where it has one (Georgian, Mongolian Cyrillic, Armenian, Persian). */
export interface NativePerson {
  given: string;
  family: string;
  female: boolean;
  nativeGiven?: string;
  nativeFamily?: string;
}

export type NbPerson = NativePerson;

/**
 * A country's invented names: a plain string, or [Latin, native] where the country writes its own script;
 * `familyF` holds the feminine forms of `family`, index for index, where surnames have them (Baltic, Greek).
 */
export interface NamePool {
  male: Array<string | [string, string]>;
  female: Array<string | [string, string]>;
  family: Array<string | [string, string]>;
  familyF?: string[];
}

/** A person drawn from a name pool: the surname in its feminine form for a woman where the pool has one. */
export function pickPerson(rng: Rng, n: NamePool): NativePerson {
  const female = rng.bool(0.5);
  const k = rng.int(0, n.family.length - 1);
  const g = rng.pick(female ? n.female : n.male);
  const f = female && n.familyF ? n.familyF[k] : n.family[k];
  const [given, nativeGiven] = Array.isArray(g) ? g : [g, undefined];
  const [family, nativeFamily] = Array.isArray(f) ? f : [f, undefined];
  return { given, family, female, nativeGiven, nativeFamily };
}

type Country = 'LT' | 'LV' | 'GE' | 'MN' | 'EE';

/** Invented names; Baltic surnames in their masculine and feminine forms, pairs in two scripts as [Latin, native]. */
const NAMES: Record<Country, NamePool> = {
  LT: {
    male: ['Mantas', 'Lukas', 'Dovydas', 'Justinas', 'Karolis', 'Rokas Jonas'],
    female: ['Austėja', 'Gabija', 'Ieva', 'Rūta Marija', 'Greta', 'Viktorija'],
    family: ['Jankauskas', 'Petrauskas', 'Žukauskas', 'Balčiūnas', 'Vaitkus', 'Kazlauskas'],
    familyF: ['Jankauskaitė', 'Petrauskaitė', 'Žukauskaitė', 'Balčiūnaitė', 'Vaitkutė', 'Kazlauskienė'],
  },
  LV: {
    male: ['Jānis', 'Kristaps', 'Rihards', 'Mārtiņš', 'Edgars', 'Artūrs'],
    female: ['Elīna', 'Laura', 'Anete', 'Ilze', 'Dārta', 'Krista'],
    family: ['Bērziņš', 'Kalniņš', 'Ozoliņš', 'Liepiņš', 'Kļaviņš', 'Vītols'],
    familyF: ['Bērziņa', 'Kalniņa', 'Ozoliņa', 'Liepiņa', 'Kļaviņa', 'Vītola'],
  },
  GE: {
    male: [['Giorgi', 'გიორგი'], ['Levan', 'ლევანი'], ['Davit', 'დავითი'], ['Irakli', 'ირაკლი'], ['Nikoloz', 'ნიკოლოზი']],
    female: [['Nino', 'ნინო'], ['Tamar', 'თამარი'], ['Ana', 'ანა'], ['Mariam', 'მარიამი'], ['Salome', 'სალომე']],
    family: [['Beridze', 'ბერიძე'], ['Kapanadze', 'კაპანაძე'], ['Gelashvili', 'გელაშვილი'], ['Lomidze', 'ლომიძე'], ['Tsiklauri', 'წიკლაური'], ['Maisuradze', 'მაისურაძე']],
  },
  MN: {
    male: [['Bat-Erdene', 'Бат-Эрдэнэ'], ['Temuulen', 'Тэмүүлэн'], ['Enkhbold', 'Энхболд'], ['Munkh-Orgil', 'Мөнх-Оргил'], ['Ganzorig', 'Ганзориг']],
    female: [['Anujin', 'Анужин'], ['Nomin', 'Номин'], ['Oyun-Erdene', 'Оюун-Эрдэнэ'], ['Khulan', 'Хулан'], ['Solongo', 'Солонго']],
    // The "ovog" is the father's given name, printed as the surname.
    family: [['Ganbold', 'Ганболд'], ['Batbayar', 'Батбаяр'], ['Tserendorj', 'Цэрэндорж'], ['Dashdondog', 'Дашдондог'], ['Purevsuren', 'Пүрэвсүрэн']],
  },
  EE: {
    male: ['Karl Martin', 'Rasmus', 'Kristjan', 'Markus', 'Siim', 'Oliver'],
    female: ['Liisa', 'Kadri', 'Mari-Liis', 'Triin', 'Grete', 'Kertu'],
    family: ['Tamm', 'Saar', 'Sepp', 'Mägi', 'Kask', 'Kukk', 'Rebane', 'Ilves'],
  },
};

export function nbPerson(rng: Rng, country: Country): NbPerson {
  return pickPerson(rng, NAMES[country]);
}

export const LANGUAGE_NAMES: Record<string, string> = { lt: 'Lithuanian', lv: 'Latvian', ka: 'Georgian', mn: 'Mongolian', et: 'Estonian', en: 'English' };

/** A result with the language and the candidate filled in (natural order, given names first, the Latin form). */
export function nbResult(language: string, p: NbPerson, dob: string | null): ExtractionResult {
  return resultWithCandidate(language, LANGUAGE_NAMES[language], p, dob);
}

/** "18.06.2021" (and "18.06.2021." with the Latvian final dot). */
export function dotted(isoDate: string, finalDot = false): string {
  const [y, m, d] = parts(isoDate);
  return `${pad(d)}.${pad(m)}.${y}${finalDot ? '.' : ''}`;
}

/** "2021.06.18" (Mongolian documents, year first). */
export function yearFirst(isoDate: string): string {
  const [y, m, d] = parts(isoDate);
  return `${y}.${pad(m)}.${pad(d)}`;
}

/** Lithuanian month names in the genitive, as dates print them ("birželio"). */
export const MONTHS_LT = ['sausio', 'vasario', 'kovo', 'balandžio', 'gegužės', 'birželio', 'liepos', 'rugpjūčio', 'rugsėjo', 'spalio', 'lapkričio', 'gruodžio'];
/** Latvian month names in the locative, as dates print them ("jūnijā"). */
export const MONTHS_LV = ['janvārī', 'februārī', 'martā', 'aprīlī', 'maijā', 'jūnijā', 'jūlijā', 'augustā', 'septembrī', 'oktobrī', 'novembrī', 'decembrī'];

/** "2021 m. birželio 18 d.". */
export function dateLt(isoDate: string): string {
  const [y, m, d] = parts(isoDate);
  return `${y} m. ${MONTHS_LT[m - 1]} ${d} d.`;
}

/** "2019. gada 19. jūnijā". */
export function dateLv(isoDate: string): string {
  const [y, m, d] = parts(isoDate);
  return `${y}. gada ${d}. ${MONTHS_LV[m - 1]}`;
}

/** Credit-weighted mean of grades, `decimals` places, as a string with a period. */
export function weighted(items: Array<{ value: number; credit: number }>, decimals = 2): string {
  const c = items.reduce((a, i) => a + i.credit, 0);
  return (items.reduce((a, i) => a + i.value * i.credit, 0) / c).toFixed(decimals);
}
