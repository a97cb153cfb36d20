/**
 * Shared pieces of the corpus-l families (held-out set written on 2026-12-01 by a helper who changes nothing under
 * src/ and did not run the engine or the benchmark on them): invented people, the ground-truth helper and the date
 * forms the families print. Kept beside the group's files (not in lib/) because it names what the families model. Every name is
 * invented by combining common given and family names of the place at random; every institution is invented.
 */
import type { Rng } from '../../rng';
import { type GroupPerson, MONTH_NAMES, type NameList, otherPersonName, personResult, pickPerson, ymd } from '../lib/group-kit';

export { around, comma, sample, usDate, ymd } from '../lib/group-kit';
export { iso } from '../lib/a-kit';
export { addDays, dmy } from '../lib/n-kit';
export { drawTable as lTable, type TableCol as LCol, type TableRow as LRow } from '../lib/table-kit';

export type LPerson = GroupPerson;

const NAMES: Record<string, NameList> = {
  VG: { men: ['Dwight', 'Kadeem', 'Jevon', 'Rohan', 'Akeem', 'Delroy', 'Marvin', 'Tyrell'], women: ['Kenisha', 'Shamika', 'Tishanna', 'Jolene', 'Keturah', 'Natalia', 'Rochelle', 'Zahra'], family: ['Penn', 'Smith', 'Vanterpool', 'Malone', 'Frett', 'Wheatley', 'Stoutt', 'Creque', 'Fahie', 'Romney', 'Todman', 'Chinnery'] },
  AI: { men: ['Kieron', 'Javier', 'Terrence', 'Omari', 'Leroy', 'Kishon', 'Calvin', 'Dion'], women: ['Shernelle', 'Tamika', 'Yolanda', 'Keshia', 'Aisha', 'Cheryl', 'Deanna', 'Makeda'], family: ['Richardson', 'Gumbs', 'Hodge', 'Connor', 'Carty', 'Lake', 'Webster', 'Harrigan', 'Brooks', 'Fleming', 'Rogers', 'Banks'] },
  MS: { men: ['Shaquille', 'Kenroy', 'Desmond', 'Lyndon', 'Nigel', 'Kelvin', 'Joel', 'Rashid'], women: ['Tanisha', 'Shanelle', 'Lystra', 'Joan', 'Kerri-Ann', 'Veronica', 'Nadine', 'Claudette'], family: ['Ryan', 'Allen', 'Osborne', 'Greenaway', 'Meade', 'Daley', 'Farrell', 'Cassell', 'Sweeney', 'Lee', 'Tuitt', 'Skerritt'] },
  FK: { men: ['Callum', 'Rhys', 'Liam', 'Owen', 'Dylan', 'Connor', 'Ryan', 'Aaron'], women: ['Megan', 'Chloe', 'Holly', 'Jodie', 'Bethany', 'Kirsty', 'Naomi', 'Rachel'], family: ['Biggs', 'Short', 'Goss', 'Berntsen', 'Clifton', 'Summers', 'McKay', 'Pitaluga', 'Jaffray', 'Ford', 'Betts', 'Poole'] },
  NR: { men: ['Detonga', 'Marcus', 'Baron', 'Shadlog', 'Roland', 'Kieren', 'Lionel', 'Wanganeen'], women: ['Charmaine', 'Delvina', 'Ruby', 'Jaynie', 'Tiana', 'Cheyenne', 'Raelene', 'Maria'], family: ['Deiye', 'Adeang', 'Kun', 'Dabwido', 'Harris', 'Detenamo', 'Scotty', 'Waqa', 'Aingimea', 'Gadabu', 'Agir', 'Eoe'] },
  TV: { men: ['Simeona', 'Taula', 'Iosefa', 'Falaniko', 'Tavita', 'Petelu', 'Sopoaga', 'Alapati'], women: ['Malia', 'Losana', 'Telesia', 'Fiafia', 'Salote', 'Tufoua', 'Lupe', 'Silafaga'], family: ['Taafaki', 'Ielemia', 'Apinelu', 'Natano', 'Pita', 'Tausi', 'Lotoala', 'Faavae', 'Kofe', 'Teo', 'Tinilau', 'Seluka'] },
  CC: { men: ['Hamid', 'Rizal', 'Anuar', 'Faizal', 'Idris', 'Kamal', 'Zainal', 'Harun'], women: ['Nurul', 'Siti', 'Aminah', 'Rosnah', 'Zarina', 'Halimah', 'Farida', 'Maimunah'], family: ['Bin Bynie', 'Yusof', 'Ismail', 'Rahim', 'Bakar', 'Sapie', 'Hassan', 'Kassim', 'Noor', 'Abdullah', 'Dolmat', 'Ahmat'] },
  MF: { men: ['Kévin', 'Jordan', 'Dylan', 'Ryan', 'Stevens', 'Yannick', 'Jean-Marc', 'Alexis'], women: ['Kenza', 'Vanessa', 'Shanna', 'Naomie', 'Priscilla', 'Laetitia', 'Aurélie', 'Coralie'], family: ['Fleming', 'Gumbs', 'Richardson', 'Hodge', 'Arrondell', 'Petit', 'Williams', 'Beauperthuy', 'Illidge', 'Connor', 'Daniel', 'Brooks'] },
  YT: { men: ['Anzize', 'Nassur', 'Ismaël', 'Daoud', 'Mouhamadi', 'Fayad', 'Soilihi', 'Abdallah'], women: ['Nasrine', 'Zaïnaba', 'Faïza', 'Anlia', 'Raïssa', 'Echati', 'Hanima', 'Mariame'], family: ['Madi', 'Attoumani', 'Ahamada', 'Soumaïla', 'Houmadi', 'Combo', 'Bacar', 'Mlanao', 'Saïd', 'Boinali', 'Ousseni', 'Abdou'] },
  PM: { men: ['Mathieu', 'Erwan', 'Thibault', 'Clément', 'Yoann', 'Romain', 'Loïc', 'Maxime'], women: ['Camille', 'Marine', 'Justine', 'Elodie', 'Pauline', 'Anaïs', 'Solène', 'Gaëlle'], family: ['Detcheverry', 'Briand', 'Girardin', 'Lebailly', 'Claireaux', 'Poirier', 'Hernandez', 'Arrossamena', 'Quédinet', 'Lehuenen', 'Cormier', 'Disnard'] },
};

export type LCountry = keyof typeof NAMES;

export function lPerson(rng: Rng, country: LCountry): LPerson {
  return pickPerson(rng, NAMES[country]);
}

/** A signatory's name of the same place, never with the holder's family name. */
export function otherName(rng: Rng, country: LCountry, not: string): string {
  return otherPersonName(rng, NAMES[country], not);
}

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', fr: 'French' };

/** A result with the language and the candidate filled in (lib/group-kit.ts, `personResult`). */
export const lResult = personResult(LANGUAGE_NAMES);

/** "12 March 2021", "12 mars 2021" (the French "1er" for the first). */
export function longDate(isoDate: string, lang: 'en' | 'fr'): string {
  const [y, m, d] = ymd(isoDate);
  if (lang === 'fr' && d === 1) return `1er ${MONTH_NAMES.fr[m - 1]} ${y}`;
  return `${d} ${MONTH_NAMES[lang][m - 1]} ${y}`;
}

/** "12th March 2021" (the British ordinal day). */
export function ordinalDay(isoDate: string): string {
  const [y, m, d] = ymd(isoDate);
  const suf = d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
  return `${d}${suf} ${MONTH_NAMES.en[m - 1]} ${y}`;
}
