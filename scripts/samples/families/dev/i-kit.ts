/**
 * Shared pieces of the corpus-i families (held-out set written on 2026-12-01 by a helper who changes nothing
 * under src/ and did not run the engine or the benchmark on them): invented people, the ground-truth helper and the
 * date forms the families print. Kept beside the group's files (not in lib/) because it names what the families model. Every
 * name is invented by combining common given and family names of the place at random; every institution is invented.
 */
import type { Rng } from '../../rng';
import { FONT_FILES, type FontSet } from '../lib/a-kit';
import { type GroupPerson, MONTH_NAMES, type NameList, personResult, pickPerson, ymd } from '../lib/group-kit';

export { around, comma, sample, usDate } from '../lib/group-kit';
export { iso } from '../lib/a-kit';
export { addDays, dmy } from '../lib/n-kit';
export { drawTable as iTable, type TableCol as ICol, type TableRow as IRow } from '../lib/table-kit';

export type IPerson = GroupPerson;

// A monospace face for printouts of legacy record systems (the fonts of lib/a-kit.ts are proportional).
for (const [k, f] of [['LiberationMono', 'LiberationMono-Regular'], ['LiberationMono-Bold', 'LiberationMono-Bold'], ['LiberationMono-Italic', 'LiberationMono-Italic']]) {
  FONT_FILES[k] ??= `/usr/share/fonts/truetype/liberation/${f}.ttf`;
}
export const MONO: FontSet = { regular: 'LiberationMono', bold: 'LiberationMono-Bold', italic: 'LiberationMono-Italic' };

const NAMES: Record<string, NameList> = {
  VI: { men: ['Jamal', 'Devon', 'Kareem', 'Tristan', 'Andre', 'Malik', 'Shawn', 'Elvin'], women: ['Shanice', 'Kiana', 'Tamara', 'Aaliyah', 'Monique', 'Latoya', 'Kimberly', 'Zaria'], family: ['Hodge', 'Petersen', 'Francis', 'Lettsome', 'Christian', 'Benjamin', 'Thomas', 'Liburd', 'Richards', 'George', 'Charles', 'Hendricks'] },
  VA: { men: ['Giovanni', 'Tomasz', 'Francesco', 'Joseph', 'Pierre', 'Miguel', 'Stefano', 'Andrzej'], women: ['Maria', 'Chiara', 'Agnieszka', 'Teresa', 'Lucia', 'Anne', 'Benedetta', 'Clara'], family: ['Rossi', 'Kowalski', 'Bianchi', 'Mbeki', 'Dupont', 'Fernández', 'Esposito', 'Nowak', 'Okafor', 'Romano', 'Ricci', 'Ferraro'] },
  GG: { men: ['Thomas', 'Oliver', 'James', 'Samuel', 'Harry', 'William', 'Jack', 'George'], women: ['Charlotte', 'Lucy', 'Amelia', 'Grace', 'Isabel', 'Sophie', 'Hannah', 'Emily'], family: ['Le Page', 'Ogier', 'Brehaut', 'Le Prevost', 'Mahy', 'Robilliard', 'Tostevin', 'Le Tissier', 'Bichard', 'Falla', 'De Garis', 'Torode'] },
  GP: { men: ['Kévin', 'Johan', 'Dimitri', 'Steeve', 'Mickaël', 'Lucas', 'Florian', 'Ludovic'], women: ['Maëlys', 'Laura', 'Cindy', 'Océane', 'Mélanie', 'Sarah', 'Kimberley', 'Léa'], family: ['Lubin', 'Jalton', 'Beaujour', 'Nagau', 'Alexis', 'Flessel', 'Bambuck', 'Romana', 'Deravines', 'Cornelie', 'Carbonel', 'Chéry'] },
  BQ: { men: ['Ruthsel', 'Jurgen', 'Giovanni', 'Eduardo', 'Shurmar', 'Ricardo', 'Quincy', 'Elvis'], women: ['Shakira', 'Nathaly', 'Sharina', 'Jennifer', 'Yudeisy', 'Kimberly', 'Shudaisy', 'Angelique'], family: ['Anthony', 'Frans', 'Martis', 'Soliana', 'Thielman', 'Janga', 'Cicilia', 'Winklaar', 'Saragoza', 'Abraham', 'Mercera', 'Pourier'] },
  SJ: { men: ['Sindre', 'Henrik', 'Magnus', 'Jonas', 'Eirik', 'Tobias', 'Håkon', 'Sander'], women: ['Ingrid', 'Nora', 'Sunniva', 'Tuva', 'Ingeborg', 'Synne', 'Maren', 'Hedda'], family: ['Hansen', 'Johansen', 'Olsen', 'Berg', 'Haugen', 'Dahl', 'Solberg', 'Nygård', 'Bakken', 'Strand', 'Lie', 'Eide'] },
  MP: { men: ['Jesse', 'Frankie', 'Edward', 'Ralph', 'Vincent', 'Kevin', 'Joaquin', 'Ray'], women: ['Ana', 'Jocelyn', 'Maria', 'Francine', 'Rosalia', 'Bernadita', 'Christine', 'Lourdes'], family: ['Camacho', 'Sablan', 'Tenorio', 'Cabrera', 'Deleon Guerrero', 'Borja', 'Manglona', 'Aldan', 'Reyes', 'Ogumoro', 'Taitano', 'Babauta'] },
  TC: { men: ['Delano', 'Kendrick', 'Jermaine', 'Anton', 'Rickardo', 'Kenwood', 'Dwayne', 'Shavar'], women: ['Shernell', 'Tiffany', 'Keisha', 'Ashanti', 'Sherlene', 'Daphne', 'Renee', 'Latisha'], family: ['Forbes', 'Gardiner', 'Ewing', 'Williams', 'Missick', 'Astwood', 'Robinson', 'Lightbourne', 'Hamilton', 'Handfield', 'Been', 'Higgs'] },
  MQ: { men: ['Mathis', 'Yohan', 'Teddy', 'Rudy', 'Gaël', 'Axel', 'Patrice', 'Ludovic'], women: ['Audrey', 'Manon', 'Ophélie', 'Inès', 'Nadia', 'Cécile', 'Tatiana', 'Morgane'], family: ['Sainte-Luce', 'Monplaisir', 'Louis-Joseph', 'Rosine', 'Bellemare', 'Zobda', 'Lordinot', 'Jean-Marie', 'Lucien', 'Pélage', 'Nicolo', 'Télèphe'] },
  NU: { men: ['Sione', 'Tagaloa', 'Manogi', 'Fulisia', 'Hima', 'Talagi', 'Lagi', 'Mose'], women: ['Moka', 'Fifita', 'Salome', 'Lena', 'Ofa', 'Kalina', 'Mele', 'Tauvale'], family: ['Tukuitoga', 'Talagi', 'Vivian', 'Pulehetoa', 'Ikiua', 'Lipitoa', 'Tongatule', 'Makaia', 'Viliamu', 'Lisimoni', 'Funaki', 'Hekau'] },
};

export type ICountry = keyof typeof NAMES;

export function iPerson(rng: Rng, country: ICountry): IPerson {
  return pickPerson(rng, NAMES[country]);
}

/** A signatory's name of the same place, never with the holder's family name. */
export function otherName(rng: Rng, country: ICountry, not: string): string {
  const n = NAMES[country];
  return `${rng.pick(rng.bool() ? n.women : n.men)} ${rng.pick(n.family.filter((f) => f !== not))}`;
}

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', it: 'Italian', fr: 'French', nl: 'Dutch', no: 'Norwegian' };

/** A result with the language and the candidate filled in (lib/group-kit.ts, `personResult`). */
export const iResult = personResult(LANGUAGE_NAMES);

const NO_MONTHS = ['januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember'];

/** The date with its month's name: "12 March 2021", "12 marzo 2021", "12 mars 2021", "12 maart 2021", "12. mars 2021" (no). */
export function longDate(isoDate: string, lang: string): string {
  const [y, m, d] = ymd(isoDate);
  if (lang === 'no') return `${d}. ${NO_MONTHS[m - 1]} ${y}`;
  if (lang === 'fr' && d === 1) return `1er ${MONTH_NAMES.fr[m - 1]} ${y}`;
  return `${d} ${MONTH_NAMES[lang][m - 1]} ${y}`;
}

/** "the 14th day of July 2023". */
export function ordinalDate(isoDate: string): string {
  const [y, m, d] = ymd(isoDate);
  const suf = d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
  return `${d}${suf} day of ${MONTH_NAMES.en[m - 1]} ${y}`;
}
