/**
 * Shared pieces of the corpus-e families (held-out set written on 2026-11-30 by a helper who changes nothing
 * under src/ and did not run the engine on them): invented people, the ground-truth helper, date forms in the
 * languages the e- families print, and a plain table drawer with headers on one or two lines. Kept under
 * heldout/ (not lib/) because it names what the families model. Every name is invented by combining common
 * given and family names at random; every institution is invented.
 */
import type { Rng } from '../../rng';
import { type GroupPerson, MONTH_NAMES, type NameList, personResult, pickPerson, ymd } from '../lib/group-kit';

export { around, comma, monthName, usDate } from '../lib/group-kit';

export type EPerson = GroupPerson;

const NAMES: Record<string, NameList> = {
  CF: { men: ['Jean-Serge', 'Rodrigue', 'Fleury', 'Crépin', 'Brice', 'Hervé', 'Armel', 'Thierry'], women: ['Prisca', 'Judith', 'Clarisse', 'Olga', 'Bertille', 'Rosalie', 'Nadia', 'Léa'], family: ['Ndakala', 'Gbazalé', 'Yangongo', 'Koyassambia', 'Dambeti', 'Sanzé', 'Mbomba', 'Gouandja', 'Namkona', 'Zangakette', 'Yabanda', 'Ngoundé'] },
  KM: { men: ['Ahmed', 'Saïd', 'Mohamed', 'Ibrahim', 'Chamsoudine', 'Nassur', 'Fahardine', 'Abdourahim'], women: ['Zaharia', 'Nasma', 'Faïza', 'Anfiati', 'Roukia', 'Echata', 'Mariama', 'Hadidja'], family: ['Abdallah', 'Soilihi', 'Mmadi', 'Youssouf', 'Hamada', 'Chanfi', 'Ali', 'Bacar', 'Msaidié', 'Houmadi', 'Attoumane', 'Madi'] },
  SC: { men: ['Jean-Paul', 'Ronny', 'Terence', 'Kurt', 'Wilfred', 'Marco', 'Steve', 'Dylan'], women: ['Marie-Claire', 'Shirley', 'Nathalie', 'Vanessa', 'Jessica', 'Cindy', 'Stella', 'Sheryl'], family: ['Hoareau', 'Payet', 'Esparon', 'Pillay', 'Larue', 'Laporte', 'Confait', 'Barbé', 'Dubignon', 'Vidot', 'Julienne', 'Morel'] },
  TL: { men: ['José Maria', 'Domingos', 'Agostinho', 'Mateus', 'Zeferino', 'Nélio', 'Armindo', 'Apolinário'], women: ['Maria Fátima', 'Joana', 'Filomena', 'Ermelinda', 'Natália', 'Cidália', 'Teresinha', 'Juliana'], family: ['da Costa', 'Soares', 'dos Santos', 'Ximenes', 'Belo', 'Guterres', 'Pereira', 'da Silva', 'Araújo', 'Amaral', 'Fernandes', 'Sarmento'] },
  BS: { men: ['Kendrick', 'Tavaris', 'Shavar', 'Marvin', 'Dwayne', 'Perez', 'Jermaine', 'Travis'], women: ['Shanique', 'Keisha', 'Tamika', 'Latoya', 'Shantell', 'Kendra', 'Deandra', 'Antonique'], family: ['Rolle', 'Ferguson', 'Knowles', 'Munnings', 'Cartwright', 'Bethel', 'Pinder', 'Sands', 'Thompson', 'Moss', 'Stubbs', 'Adderley'] },
  GD: { men: ['Kareem', 'Nickoy', 'Akim', 'Shem', 'Jerome', 'Kelvin', 'Rondell', 'Jamal'], women: ['Kerry-Ann', 'Shenelle', 'Nadia', 'Akila', 'Sherryl', 'Kimberly', 'Tessa', 'Roxanne'], family: ['Charles', 'Noel', 'Antoine', 'Francis', 'Mitchell', 'Alexis', 'Cox', 'La Grenade', 'Thomas', 'Joseph', 'Phillip', 'McQueen'] },
  LC: { men: ['Kervin', 'Verlon', 'Daren', 'Curtis', 'Levern', 'Tyrone', 'Shervon', 'Kimani'], women: ['Jonelle', 'Shania', 'Tricia', 'Anselma', 'Marcia', 'Leandra', 'Kezia', 'Petronella'], family: ['Jn Baptiste', 'St. Rose', 'Mathurin', 'Emmanuel', 'Alexander', 'Joseph', 'Louisy', 'Charlemagne', 'Auguste', 'Poleon', 'Lafeuille', 'Prospere'] },
  VC: { men: ['Kenroy', 'Shamal', 'Deron', 'Kimron', 'Othniel', 'Rawle', 'Jomo', 'Tevin'], women: ['Shernell', 'Tamara', 'Kenisha', 'Odessa', 'Nikita', 'Shanta', 'Jolene', 'Keturah'], family: ['Cupid', 'Ollivierre', 'Browne', 'Jack', 'Williams', 'Baptiste', 'DaSilva', 'Daniel', 'Hazelwood', 'Ballantyne', 'Samuel', 'Providence'] },
  AG: { men: ['Kadeem', 'Delano', 'Shaquille', 'Joel', 'Vernon', 'Akeem', 'Tremaine', 'Ashworth'], women: ['Shermaine', 'Latisha', 'Kimone', 'Dionne', 'Zahra', 'Jemima', 'Tenisha', 'Rochelle'], family: ['Joseph', 'Thomas', 'Samuel', 'Henry', 'Simon', 'Benjamin', 'Francis', 'Jarvis', 'Roberts', 'Edwards', 'Christian', 'Lewis'] },
  DM: { men: ['Jerome', 'Nahum', 'Lennox', 'Kurt', 'Yannick', 'Irvin', 'Glenroy', 'Ambrose'], women: ['Rosanna', 'Gweneth', 'Merina', 'Sonia', 'Celia', 'Ermine', 'Justina', 'Delia'], family: ['Laville', 'Toussaint', 'Fontaine', 'Royer', 'Lestrade', 'Jno Baptiste', 'Durand', 'Timothy', 'Bellot', 'Burton', 'Casimir', 'Peltier'] },
};

export function ePerson(rng: Rng, country: keyof typeof NAMES): EPerson {
  return pickPerson(rng, NAMES[country]);
}

/** Another family name of the same country (a parent's or a signatory's, never the holder's). */
export function otherFamily(rng: Rng, country: keyof typeof NAMES, not: string): string {
  return rng.pick(NAMES[country].family.filter((f) => f !== not));
}

/** A given name of the same country (parents, signatories). */
export function otherGiven(rng: Rng, country: keyof typeof NAMES, woman: boolean): string {
  return rng.pick(woman ? NAMES[country].women : NAMES[country].men);
}

export const upper = (s: string, locale = 'fr'): string => s.toLocaleUpperCase(locale);

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', fr: 'French', pt: 'Portuguese' };

/** A result with the language and the candidate filled in (lib/group-kit.ts, `personResult`). */
export const eResult = personResult(LANGUAGE_NAMES);

// ---------------------------------------------------------------------------------------------
// Dates and numbers

const MONTHS = MONTH_NAMES;

const pad = (n: number) => String(n).padStart(2, '0');

export function dmy(isoDate: string, sep = '/'): string {
  const [y, m, d] = ymd(isoDate);
  return `${pad(d)}${sep}${pad(m)}${sep}${y}`;
}

/** "1er mars 2021", "12 de março de 2021", "12th March 2021" (`ordinal`) or "12 March 2021". */
export function longDate(isoDate: string, lang: string, ordinal = false): string {
  const [y, m, d] = ymd(isoDate);
  const month = MONTHS[lang][m - 1];
  if (lang === 'fr') return `${d === 1 ? '1er' : d} ${month} ${y}`;
  if (lang === 'pt') return `${d} de ${month} de ${y}`;
  if (ordinal) return `${ordinalDay(d)} ${month} ${y}`;
  return `${d} ${month} ${y}`;
}

/** "12-MAR-2021" (registrar systems' printouts). */
export function dMonY(isoDate: string): string {
  const [y, m, d] = ymd(isoDate);
  return `${pad(d)}-${MONTHS.en[m - 1].slice(0, 3).toUpperCase()}-${y}`;
}

export function ordinalDay(d: number): string {
  const suf = d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
  return `${d}${suf}`;
}

// ---------------------------------------------------------------------------------------------
// A plain table (../lib/table-kit.ts)

export { drawTable as eTable, type TableCol as ECol, type TableRow as ERow } from '../lib/table-kit';
