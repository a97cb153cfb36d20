/**
 * Shared pieces of the corpus-nj families (development set written on 2026-11-30 from South Sudan, Saint Kitts and
 * Nevis, Zambia, Chile and Kazakhstan): invented people in their national forms (South Sudanese names that string a
 * given name with the father's and the grandfather's; Kittitian, Zambian and Chilean names with family names;
 * Kazakh names with a patronymic, in Cyrillic and in Latin letters), the result helper and a browser's print
 * header and footer. Names, numbers and institutions are invented.
 */
import type { ExtractionResult } from '../../../../src/processing/types';
import type { Rng } from '../../rng';
import { resultWithCandidate } from './a-kit';
import { pickPerson, type NamePool, type NativePerson } from './nb-kit';
import type { Pdf, FontSet } from './n-kit';

export { A4, LETTER } from './a-kit';
export { Pdf, SANS, SERIF, course, courseTable, digits, iso, keyValues, setInstitution, tableHeader, type Column, type FontSet, type TableRow } from './n-kit';
export { comma2, dateEn, dateEs, slashed } from './forms';
export { photoBox } from './ng-kit';

export type NjPerson = NativePerson;

type Country = 'KN' | 'ZM' | 'CL';

const NAMES: Record<Country, NamePool> = {
  KN: {
    male: ['Jahmal', 'Kareem', 'Tyrell', 'Dwayne', 'Shaquille', 'Andre', 'Kimoy'],
    female: ['Shanique', 'Keisha', 'Tamika', 'Aaliyah', 'Britney', 'Nadira', 'Latoya'],
    family: ['Liburd', 'Browne', 'Hanley', 'Claxton', 'Pemberton', 'Mills', 'Herbert', 'Wattley', 'Isaac', 'Richards'],
  },
  ZM: {
    male: ['Mwila', 'Chanda', 'Mulenga', 'Bwalya', 'Mutale', 'Kelvin', 'Joseph'],
    female: ['Natasha', 'Chipo', 'Mwaka', 'Thandiwe', 'Namwinga', 'Towela', 'Precious'],
    family: ['Banda', 'Phiri', 'Mwale', 'Zulu', 'Tembo', 'Mwansa', 'Chileshe', 'Lungu', 'Kabwe', 'Sakala'],
  },
  CL: {
    male: ['Benjamín', 'Matías Ignacio', 'Vicente', 'Tomás Andrés', 'Joaquín', 'Cristóbal', 'Diego Alonso'],
    female: ['Camila', 'Catalina Andrea', 'Javiera', 'Francisca', 'Constanza Belén', 'Antonia', 'Valentina Paz'],
    family: ['González Muñoz', 'Rojas Díaz', 'Soto Contreras', 'Silva Morales', 'Muñoz Sepúlveda', 'Araya Pizarro', 'Fuentes Vergara', 'Castillo Tapia'],
  },
};

export function njPerson(rng: Rng, country: Country): NjPerson {
  return pickPerson(rng, NAMES[country]);
}

const SS = {
  christian: { male: ['Peter', 'John', 'Daniel', 'Emmanuel', 'Samuel', 'Joseph'], female: ['Mary', 'Rebecca', 'Grace', 'Elizabeth', 'Sarah', 'Martha'] },
  own: { male: ['Garang', 'Majok', 'Lual', 'Akec', 'Gatluak', 'Ladu', 'Lokiru'], female: ['Nyandeng', 'Achol', 'Abuk', 'Nyakuoth', 'Poni', 'Kiden'] },
  elders: ['Deng', 'Kuol', 'Mabior', 'Chol', 'Makuei', 'Wani', 'Lado', 'Tombe', 'Ruei', 'Lam', 'Bol', 'Thon'],
};

/**
 * A South Sudanese name: a baptismal and/or own name, then the father's and the grandfather's, no family name
 * (README: the chain is the name, its last name `lastName`).
 */
export function ssPerson(rng: Rng): NjPerson {
  const female = rng.bool(0.5);
  const sex = female ? 'female' : 'male';
  const own = rng.pick(SS.own[sex]);
  const given = rng.bool(0.5) ? `${rng.pick(SS.christian[sex])} ${own}` : own;
  const k = rng.int(0, SS.elders.length - 1);
  const father = SS.elders[k];
  const grandfather = SS.elders[(k + 1 + rng.int(0, SS.elders.length - 3)) % SS.elders.length];
  return { given: `${given} ${father}`, family: grandfather, female };
}

const KZ: Array<{ given: [string, string]; female: boolean }> = [
  { given: ['Айгерим', 'Aigerim'], female: true }, { given: ['Динара', 'Dinara'], female: true }, { given: ['Асель', 'Assel'], female: true },
  { given: ['Жанар', 'Zhanar'], female: true }, { given: ['Ерлан', 'Yerlan'], female: false }, { given: ['Данияр', 'Daniyar'], female: false },
  { given: ['Арман', 'Arman'], female: false }, { given: ['Нурлан', 'Nurlan'], female: false },
];
const KZ_FATHERS: Array<[string, string, string, string]> = [
  // [patronymic masc., fem., Latin masc., fem.]
  ['Серикович', 'Сериковна', 'Serikovich', 'Serikovna'], ['Болатович', 'Болатовна', 'Bolatovich', 'Bolatovna'],
  ['Маратович', 'Маратовна', 'Maratovich', 'Maratovna'], ['Ерланович', 'Ерлановна', 'Yerlanovich', 'Yerlanovna'],
];
const KZ_FAMILY: Array<[string, string, string, string]> = [
  ['Ахметов', 'Ахметова', 'Akhmetov', 'Akhmetova'], ['Сулейменов', 'Сулейменова', 'Suleimenov', 'Suleimenova'],
  ['Нурпеисов', 'Нурпеисова', 'Nurpeisov', 'Nurpeisova'], ['Искаков', 'Искакова', 'Iskakov', 'Iskakova'], ['Жумабаев', 'Жумабаева', 'Zhumabayev', 'Zhumabayeva'],
];

/** A Kazakh name in its Russian form with a patronymic, in Cyrillic and in its Latin transliteration. */
export function kzPerson(rng: Rng): NjPerson & { patronymic: string } {
  const g = rng.pick(KZ);
  const f = rng.pick(KZ_FATHERS);
  const fam = rng.pick(KZ_FAMILY);
  const w = g.female ? 1 : 0;
  return { given: `${g.given[1]} ${f[2 + w]}`, family: fam[2 + w], female: g.female, nativeGiven: `${g.given[0]} ${f[w]}`, nativeFamily: fam[w], patronymic: f[2 + w] };
}

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Spanish', ru: 'Russian' };

/** A result with the language and the candidate filled in (natural order, given names first, the Latin form where printed). */
export function njResult(language: string, p: NjPerson, dob: string | null): ExtractionResult {
  return resultWithCandidate(language, LANGUAGE_NAMES[language], p, dob);
}

/**
 * The header and footer a desktop browser prints on every page of a web page it prints: the date and time and
 * the page's title on top, the address and "n/N" at the foot (once every page is drawn).
 */
export function browserChrome(pdf: Pdf, F: FontSet, o: { stamp: string; title: string; url: string }): void {
  const n = pdf.pageCount;
  for (let p = 1; p <= n; p++) {
    pdf.switchTo(p);
    pdf.text(o.stamp, 22, 14, { font: F.regular, size: 7.5 });
    pdf.text(o.title, 150, 14, { font: F.regular, size: 7.5, width: pdf.width - 300, align: 'center', fit: true });
    pdf.text(o.url, 22, pdf.height - 20, { font: F.regular, size: 7.5, width: pdf.width - 110, fit: true });
    pdf.text(`${p}/${n}`, pdf.width - 60, pdf.height - 20, { font: F.regular, size: 7.5, width: 38, align: 'right' });
  }
}
