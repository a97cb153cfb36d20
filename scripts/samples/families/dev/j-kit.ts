/**
 * Shared pieces of the corpus-j families (held-out set written on 2026-11-30 by a helper who changes nothing
 * under src/ and did not run the engine or the benchmark on them): invented people, the ground-truth helper,
 * the month names and number words of the languages the j- families print. Kept beside the group's files (not in lib/)
 * because it names what the families model. Every name is invented by combining common given and family
 * names of the place at random; every institution is invented.
 */
import type { Rng } from '../../rng';
import { type GroupPerson, MONTH_NAMES, type NameList, personResult, pickPerson, ymd } from '../lib/group-kit';

export { around, comma, monthName, sample, usDate } from '../lib/group-kit';

export type JPerson = GroupPerson;

const NAMES: Record<string, NameList> = {
  BM: { men: ['Jahmal', 'Kevin', 'Tré', 'Nathan', 'Kamal', 'Dante', 'Jordan', 'Marcus'], women: ['Kaliyah', 'Shaniqua', 'Tiara', 'Jasmine', 'Chelsea', 'Akilah', 'Brittany', 'Dionne'], family: ['Outerbridge', 'Trott', 'Darrell', 'Simmons', 'Burgess', 'Furbert', 'Tucker', 'Wilson', 'Pearman', 'Bean', 'Swan', 'Robinson'] },
  KI: { men: ['Taneti', 'Tekena', 'Ioane', 'Bwebwe', 'Tiaon', 'Rikiaua', 'Teitiniman', 'Kaure'], women: ['Teretia', 'Ruiti', 'Taabeia', 'Meere', 'Kaboua', 'Tinaai', 'Bwenaua', 'Akoi'], family: ['Teiwaki', 'Tabane', 'Kaitu', 'Tekeraoi', 'Tioti', 'Bauro', 'Ioteba', 'Taberannang', 'Kirata', 'Tebano', 'Rimon', 'Aukitino'] },
  FO: { men: ['Jógvan', 'Rókur', 'Sámal', 'Heini', 'Bárður', 'Hanus', 'Tróndur', 'Símun'], women: ['Guðrun', 'Rannvá', 'Turið', 'Sunneva', 'Marjun', 'Elin', 'Bjørg', 'Ragnhild'], family: ['Joensen', 'Poulsen', 'Jacobsen', 'Hansen', 'Olsen', 'Petersen', 'Dam', 'Mortensen', 'Johannesen', 'Danielsen', 'Simonsen', 'Nolsøe'] },
  AS: { men: ['Tavita', 'Sione', 'Ioane', 'Mikaele', 'Pita', 'Tasi', 'Fetu', 'Afa'], women: ['Mele', 'Losa', 'Sina', 'Ana', 'Faith', 'Teuila', 'Malia', 'Leilani'], family: ['Leota', 'Tuilagi', 'Fuimaono', 'Sagapolutele', 'Mauga', 'Aumua', 'Tauiliili', 'Pola', 'Amituanai', 'Soliai', 'Mulitalo', 'Lutu'] },
  VU: { men: ['Kalo', 'Joel', 'Willie', 'Jimmy', 'Nathan', 'Ronald', 'Steven', 'Morris'], women: ['Marie', 'Leimon', 'Jocelyn', 'Rose', 'Ellen', 'Nelly', 'Florence', 'Mavis'], family: ['Kalsakau', 'Tari', 'Molisa', 'Vuti', 'Tabi', 'Bule', 'Naupa', 'Iatika', 'Worwor', 'Tamata', 'Kalmet', 'Sakita'] },
  TM: { men: ['Serdar', 'Merdan', 'Döwlet', 'Batyr', 'Maksat', 'Rustam', 'Arslan', 'Kerim'], women: ['Aýna', 'Maýa', 'Jeren', 'Bägül', 'Ogulgerek', 'Gülşat', 'Enejan', 'Leýli'], family: ['Ataýew', 'Orazow', 'Annaýew', 'Durdyýew', 'Berdiýew', 'Hojaýew', 'Nurmuhammedow', 'Saparow', 'Rejepow', 'Amanow', 'Gurbanow', 'Myradow'] },
  GI: { men: ['Liam', 'Nathan', 'Daniel', 'Jonathan', 'Kyle', 'Adam', 'Dylan', 'Julian'], women: ['Chloe', 'Nicole', 'Francesca', 'Sophie', 'Kristina', 'Danielle', 'Melanie', 'Stephanie'], family: ['Caruana', 'Bossino', 'Netto', 'Vinet', 'Garcia', 'Sacramento', 'Linares', 'Azzopardi', 'Cortes', 'Gomez', 'Olivero', 'Peralta'] },
  GQ: { men: ['Crisantos', 'Marcelino', 'Fortunato', 'Santiago', 'Pedro Pablo', 'Anacleto', 'Juan Bosco', 'Salvador'], women: ['Milagrosa', 'Trinidad', 'Remedios', 'Pilar', 'Salomé', 'Esperanza', 'Natividad', 'Consuelo'], family: ['Ndong', 'Mba', 'Ondo', 'Esono', 'Ela', 'Nchama', 'Mangue', 'Bindang', 'Abeso', 'Mibuy', 'Eyang', 'Bakale', 'Riloha', 'Bolekia', 'Oyono', 'Micha'] },
  PF: { men: ['Heimana', 'Teiki', 'Tehei', 'Manutea', 'Raiarii', 'Moana', 'Teva', 'Hiro'], women: ['Vaitiare', 'Hinano', 'Poerava', 'Titaina', 'Tiare', 'Heiata', 'Maeva', 'Hina'], family: ['Teriitahi', 'Tetuanui', 'Tauotaha', 'Temauri', 'Tehaamoana', 'Tetaria', 'Maitere', 'Tuheiava', 'Vernaudon', 'Chung', 'Taputu', 'Amaru'] },
  SX: { men: ['Shurwin', 'Raymond', 'Kendall', 'Jaden', 'Carlos', 'Ricardo', 'Dexter', 'Omar'], women: ['Natasha', 'Chanel', 'Gisele', 'Shanelle', 'Lucinda', 'Yolanda', 'Daniella', 'Kimberly'], family: ['Richardson', 'Hodge', 'Arrindell', 'Brooks', 'Peterson', 'Illidge', 'Gumbs', 'Wathey', 'Hassell', 'Lake', 'Fleming', 'Rogers'] },
};

type JCountry = keyof typeof NAMES;

export function jPerson(rng: Rng, country: JCountry): JPerson {
  return pickPerson(rng, NAMES[country]);
}

/** A signatory's or a parent's name of the same place, never with the holder's family name. */
export function otherName(rng: Rng, country: JCountry, not: string): string {
  const n = NAMES[country];
  return `${rng.pick(rng.bool() ? n.women : n.men)} ${rng.pick(n.family.filter((f) => f !== not))}`;
}

/** A second family name of the same place (the mother's surname of a two-surname custom), unlike `not`. */
export function secondFamily(rng: Rng, country: JCountry, not: string): string {
  return rng.pick(NAMES[country].family.filter((f) => f !== not));
}

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', fo: 'Faroese', tk: 'Turkmen', es: 'Spanish', fr: 'French', nl: 'Dutch' };

/** A result with the language and the candidate filled in (lib/group-kit.ts, `personResult`). */
export const jResult = personResult(LANGUAGE_NAMES);

// ---------------------------------------------------------------------------------------------
// Dates and numbers

const MONTHS = MONTH_NAMES;

/** The date with its month's name: "12 March 2021", "12. mars 2021" (fo), "12-nji mart 2021ý." (tk), "12 de marzo de 2021", "12 mars 2021" (fr). */
export function longDate(isoDate: string, lang: string): string {
  const [y, m, d] = ymd(isoDate);
  const month = MONTHS[lang][m - 1];
  if (lang === 'fo') return `${d}. ${month} ${y}`;
  if (lang === 'tk') return `${tkOrdinal(d)} ${month} ${y}ý.`;
  if (lang === 'es') return `${d} de ${month} de ${y}`;
  if (lang === 'fr') return `${d === 1 ? '1er' : d} ${month} ${y}`;
  return `${d} ${month} ${y}`;
}

/** A Turkmen ordinal in figures, its suffix in the vowel harmony of the number's last word: "1-nji", "6-njy", "10-njy", "20-nji". */
export function tkOrdinal(n: number): string {
  const back = n % 10 === 0 ? [10, 30, 40, 60, 90].includes(n % 100) : [6, 9].includes(n % 10);
  return `${n}-${back ? 'njy' : 'nji'}`;
}

// The shared date helpers and the plain table of the family kits.
export { iso } from '../lib/a-kit';
export { addDays, dmy } from '../lib/n-kit';
export { drawTable as jTable, type TableCol as JCol, type TableRow as JRow } from '../lib/table-kit';
