/**
 * Shared pieces of the corpus-na families (development set written on 2026-11-29 from the Netherlands,
 * Denmark, Hungary and Norway, measured untouched before any engine change aimed at them): invented people
 * per country (and Belgium, added after) in their national name order, the result helper, and dates in the forms these documents
 * print (Dutch "14 maart 1999", Danish "24. juni 2022", Hungarian "2022. június 21.", Norwegian
 * "20. juni 2022" and "dd.mm.yyyy", Belgian French "30 juin 2022"). Drawing goes through the corpus-n kit. Names, numbers and
 * institutions are invented.
 */
import type { ExtractionResult } from '../../../../src/processing/types';
import type { Rng } from '../../rng';
import { resultWithCandidate } from './a-kit';

export { A4 } from './a-kit';
export { Pdf, SANS, SERIF, course, courseTable, digits, footers, iso, letters, setInstitution, type Column, type FontSet, type TableRow } from './n-kit';

export type NaCountry = 'NL' | 'DK' | 'HU' | 'NO' | 'BE';

export interface NaPerson {
  given: string;
  /** The family name with its particles ("van den Berg"). */
  family: string;
}

const NAMES: Record<NaCountry, { given: string[]; family: string[] }> = {
  NL: {
    given: ['Sanne', 'Daan Pieter', 'Fleur', 'Thijs', 'Lotte Marije', 'Bram', 'Anouk', 'Joris Willem'],
    family: ['van den Berg', 'de Vries', 'Bakker', 'van Dijk', 'Visser', 'de Jong', 'Smit', 'van der Linden'],
  },
  DK: {
    given: ['Mads', 'Freja Marie', 'Rasmus', 'Ida', 'Mikkel Søren', 'Astrid', 'Frederik', 'Signe Louise'],
    family: ['Nielsen', 'Højgaard Jensen', 'Pedersen', 'Søndergaard', 'Kjær', 'Mortensen', 'Østergaard', 'Rasmussen'],
  },
  HU: {
    given: ['Anna Réka', 'Bence', 'Eszter', 'Máté Gergely', 'Zsófia', 'Dávid', 'Katalin Noémi', 'Levente'],
    family: ['Kovács', 'Nagy', 'Tóth', 'Szabó', 'Horváth', 'Varga', 'Kiss', 'Molnár'],
  },
  BE: {
    given: ['Camille', 'Maxime', 'Julie', 'Nicolas', 'Manon Élise', 'Thomas', 'Laura', 'Arnaud'],
    family: ['Dubois', 'Lambert', 'Peeters', 'Dupont', 'Leclercq', 'Jacobs', 'Renard', 'Mertens'],
  },
  NO: {
    given: ['Ingrid Sofie', 'Ola', 'Kari', 'Sindre Andreas', 'Marte', 'Eirik', 'Ragnhild', 'Håkon'],
    family: ['Hansen', 'Johansen', 'Bakken', 'Solberg', 'Lien', 'Haugen', 'Strand', 'Kristiansen'],
  },
};

export function naPerson(rng: Rng, country: NaCountry): NaPerson {
  const n = NAMES[country];
  return { given: rng.pick(n.given), family: rng.pick(n.family) };
}

export const LANGUAGE_NAMES: Record<string, string> = { nl: 'Dutch', da: 'Danish', hu: 'Hungarian', no: 'Norwegian', fr: 'French', en: 'English' };

/** A result with the language and the candidate filled in (natural order, given names first). */
export function naResult(language: string, p: NaPerson, dob: string | null): ExtractionResult {
  return resultWithCandidate(language, LANGUAGE_NAMES[language], p, dob);
}

const MONTHS: Record<'nl' | 'da' | 'hu' | 'no' | 'fr', string[]> = {
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  da: ['januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december'],
  hu: ['január', 'február', 'március', 'április', 'május', 'június', 'július', 'augusztus', 'szeptember', 'október', 'november', 'december'],
  no: ['januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember'],
};

const parts = (isoDate: string) => isoDate.split('-').map(Number) as [number, number, number];
const pad = (n: number) => String(n).padStart(2, '0');

/** The date in words as each language prints it: "14 maart 1999", "24. juni 2022", "2022. június 21.", "20. juni 2022". */
export function longDate(isoDate: string, lang: keyof typeof MONTHS): string {
  const [y, m, d] = parts(isoDate);
  const month = MONTHS[lang][m - 1];
  if (lang === 'nl' || lang === 'fr') return `${d} ${month} ${y}`;
  if (lang === 'hu') return `${y}. ${month} ${d}.`;
  return `${d}. ${month} ${y}`;
}

/** "14.03.1999" (`sep` "."), "14-03-1999" (Dutch, `sep` "-"). */
export function numeric(isoDate: string, sep = '.'): string {
  const [y, m, d] = parts(isoDate);
  return `${pad(d)}${sep}${pad(m)}${sep}${y}`;
}

/** A number with a decimal comma, as all four countries print it ("7,5"). */
export const comma = (n: number | string): string => String(n).replace('.', ',');
