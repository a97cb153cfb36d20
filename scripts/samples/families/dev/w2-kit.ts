/**
 * Shared pieces of the corpus-w2 families (held-out set written on 2026-12-02 by a helper who changes nothing under
 * src/ and did not run the engine or the benchmark on them): invented people, the ground-truth helper and the date
 * forms the families print. Kept beside the group's files (not in lib/) because it names what the families model. Every name is
 * invented by combining common given and family names of the place at random; every institution is invented.
 */
import type { Rng } from '../../rng';
import { type GroupPerson, MONTH_NAMES, type NameList, otherPersonName, personResult, pickPerson, ymd } from '../lib/group-kit';

export { around, comma, sample, usDate, ymd } from '../lib/group-kit';
export { iso } from '../lib/a-kit';
export { addDays, dmy } from '../lib/n-kit';
export { drawTable as w2Table, type TableCol as W2Col, type TableRow as W2Row } from '../lib/table-kit';

export type W2Person = GroupPerson;

const NAMES: Record<string, NameList> = {
  KP: { men: ['Chol-Jin', 'Myong-Su', 'Kwang-Il', 'Song-Hyok', 'Yong-Nam', 'Hyon-Chol', 'Un-Song', 'Jin-Hyok'], women: ['Un-Gyong', 'Hye-Ryon', 'Son-Hui', 'Myong-Ok', 'Kum-Sil', 'Chun-Hwa', 'Ok-Ju', 'Song-Mi'], family: ['Kim', 'Ri', 'Pak', 'Choe', 'Jong', 'Kang', 'Han', 'Ryu', 'Hong', 'Jang', 'Sin', 'Yun'] },
  BL: { men: ['Lucas', 'Théo', 'Mathis', 'Enzo', 'Nathan', 'Hugo', 'Kylian', 'Loïc'], women: ['Léa', 'Chloé', 'Manon', 'Inès', 'Camille', 'Jade', 'Océane', 'Maëlys'], family: ['Gréaux', 'Lédée', 'Questel', 'Magras', 'Aubin', 'Blanchard', 'Laplace', 'Danet', 'Brin', 'Turbé', 'Bernier', 'Berry'] },
  NF: { men: ['Jayden', 'Brody', 'Lachlan', 'Tyson', 'Corey', 'Mitchell', 'Blake', 'Darcy'], women: ['Tahlia', 'Brooke', 'Jessica', 'Kayla', 'Shannon', 'Ebony', 'Courtney', 'Tegan'], family: ['Christian', 'Quintal', 'Buffett', 'Adams', 'Nobbs', 'McCoy', 'Evans', 'Snell', 'Menghetti', 'Bataille', 'Anderson', 'Robinson'] },
  TK: { men: ['Sione', 'Iosefo', 'Mikaele', 'Tavita', 'Petelo', 'Kelihiano', 'Aliki', 'Foua'], women: ['Lose', 'Telesia', 'Malia', 'Hala', 'Luisa', 'Kalala', 'Lagi', 'Mele'], family: ['Perez', 'Kalolo', 'Toloa', 'Lopa', 'Pasilio', 'Tinielu', 'Ioane', 'Tuia', 'Kele', 'Faraimo', 'Pue', 'Aukuso'] },
  AC: { men: ['Jordan', 'Kyle', 'Bradley', 'Shane', 'Dean', 'Ashley', 'Wayne', 'Curtis'], women: ['Shenika', 'Kirsty', 'Danielle', 'Leanne', 'Chantelle', 'Gemma', 'Tamsin', 'Zoe'], family: ['Thomas', 'Yon', 'Leo', 'Benjamin', 'Henry', 'George', 'Joshua', 'Crowie', 'Duncan', 'Peters', 'Stevens', 'Fowler'] },
  EH: { men: ['Mohamed Lamin', 'Brahim', 'Sidi', 'Salek', 'Mohamed Fadel', 'Bachir', 'Abdallahi', 'Hamdi'], women: ['Fatimetu', 'Mariam', 'Jadiyetu', 'Salka', 'Aicha', 'Minetu', 'Tekber', 'Nana'], family: ['Bujari', 'Salem', 'Mohamed Ali', 'Ahmed Baba', 'Sidi Brahim', 'Lehbib', 'Embarek', 'Ali Salem', 'Labat', 'Abeida', 'Hamudi', 'Daddi'] },
  WF: { men: ['Sosefo', 'Petelo', 'Mikaele', 'Soane', 'Kalepo', 'Falakiko', 'Manuele', 'Vito'], women: ['Malia', 'Sulia', 'Lusia', 'Telesia', 'Atelea', 'Falakika', 'Losa', 'Anesi'], family: ['Tauvale', 'Lauhea', 'Fulilagi', 'Takaniua', 'Motuku', 'Vaitootai', 'Muliakaaka', 'Tialetagi', 'Polelei', 'Tuulaki', 'Fotofili', 'Hoatau'] },
  TA: { men: ['Dale', 'Leon', 'Ian', 'Warren', 'Kelvin', 'Robert', 'Shaun', 'Martin'], women: ['Janine', 'Renee', 'Lorraine', 'Iris', 'Sharon', 'Emma', 'Joanne', 'Kelly'], family: ['Glass', 'Green', 'Hagan', 'Lavarello', 'Repetto', 'Rogers', 'Swain', 'Collins'] },
  PN: { men: ['Torika', 'Randy', 'Brendon', 'Shawn', 'Terry', 'Dennis', 'Jay', 'Andrew'], women: ['Meralda', 'Darralyn', 'Charlene', 'Sue', 'Nadine', 'Jacqui', 'Olive', 'Tania'], family: ['Christian', 'Warren', 'Young', 'Brown', 'McCoy', 'Adams'] },
  TF: { men: ['Julien', 'Maxime', 'Antoine', 'Guillaume', 'Nicolas', 'Romain', 'Florian', 'Adrien'], women: ['Claire', 'Émilie', 'Sophie', 'Mathilde', 'Anaïs', 'Lucie', 'Margaux', 'Céline'], family: ['Martin', 'Bernard', 'Dubois', 'Lefèvre', 'Moreau', 'Garnier', 'Roussel', 'Fontaine', 'Chevalier', 'Mercier', 'Lambert', 'Faure'] },
};

export type W2Country = keyof typeof NAMES;

export function w2Person(rng: Rng, country: W2Country): W2Person {
  return pickPerson(rng, NAMES[country]);
}

/** A signatory's name of the same place, never with the holder's family name. */
export function otherName(rng: Rng, country: W2Country, not: string): string {
  return otherPersonName(rng, NAMES[country], not);
}

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', fr: 'French', es: 'Spanish' };

/** A result with the language and the candidate filled in (lib/group-kit.ts, `personResult`). */
export const w2Result = personResult(LANGUAGE_NAMES);

/** "12 March 2021", "12 mars 2021" (the French "1er" for the first), "12 de marzo de 2021". */
export function longDate(isoDate: string, lang: 'en' | 'fr' | 'es'): string {
  const [y, m, d] = ymd(isoDate);
  if (lang === 'fr' && d === 1) return `1er ${MONTH_NAMES.fr[m - 1]} ${y}`;
  if (lang === 'es') return `${d} de ${MONTH_NAMES.es[m - 1]} de ${y}`;
  return `${d} ${MONTH_NAMES[lang][m - 1]} ${y}`;
}

/** "12th March 2021" (the British ordinal day). */
export function ordinalDay(isoDate: string): string {
  const [y, m, d] = ymd(isoDate);
  const suf = d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
  return `${d}${suf} ${MONTH_NAMES.en[m - 1]} ${y}`;
}

/** "1st", "2nd", "3rd", "4th". */
export const ordinal = (n: number): string => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
