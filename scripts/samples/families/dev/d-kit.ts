/**
 * Shared pieces of the corpus-d families (held-out set written on 2026-12-01 by a helper who changes nothing
 * under src/ and did not run the engine or the benchmark on them): invented people, the ground-truth helper, the
 * date forms and two drawing helpers (alternating row shading, a grading legend). Kept beside the group's files (not in lib/)
 * because it names what the families model. Every name is invented by combining common given and family names of
 * the place at random; every institution is invented.
 */
import type { Rng } from '../../rng';
import type { FontSet, Pdf } from '../lib/a-kit';
import { type GroupPerson, MONTH_NAMES, type NameList, personResult, pickPerson, ymd } from '../lib/group-kit';

export { around, comma, sample, usDate } from '../lib/group-kit';
export { iso } from '../lib/a-kit';
export { addDays, dmy } from '../lib/n-kit';
export { drawTable as dTable, type TableCol as DCol, type TableRow as DRow } from '../lib/table-kit';

export type DPerson = GroupPerson;

const NAMES: Record<string, NameList> = {
  AW: { men: ['Jurick', 'Ruben', 'Giandro', 'Shaquille', 'Ivan', 'Rendell', 'Mike', 'Glenbert'], women: ['Naomi', 'Shurenska', 'Dayenne', 'Melany', 'Xiomara', 'Giselle', 'Ruthmila', 'Jeanine'], family: ['Croes', 'Kock', 'Werleman', 'Geerman', 'Tromp', 'Maduro', 'Lacle', 'Dijkhoff', 'Ras', 'Wever', 'Arends', 'Thijsen'] },
  JE: { men: ['Oliver', 'Harry', 'Callum', 'Luke', 'Ryan', 'Thomas', 'Jack', 'Daniel'], women: ['Emily', 'Sophie', 'Chloe', 'Lucy', 'Hannah', 'Megan', 'Jessica', 'Abigail'], family: ['Le Sueur', 'Renouf', 'Le Brocq', 'Vibert', 'de Gruchy', 'Le Cornu', 'Mauger', 'Pallot', 'Querée', 'Le Marquand', 'Amy', 'Falle'] },
  AX: { men: ['Anders', 'Mikael', 'Johan', 'Kristoffer', 'Niklas', 'Henrik', 'Fredrik', 'Joakim'], women: ['Emma', 'Sara', 'Johanna', 'Linnéa', 'Matilda', 'Ida', 'Frida', 'Elin'], family: ['Eriksson', 'Karlsson', 'Mattsson', 'Sundberg', 'Jansson', 'Lindqvist', 'Söderlund', 'Nordberg', 'Holmström', 'Blomqvist', 'Fagerström', 'Gustafsson'] },
  NC: { men: ['Kévin', 'Jean-Baptiste', 'Wilfried', 'Yoann', 'Anthony', 'Steeve', 'Théo', 'Rémi'], women: ['Océane', 'Marie-Claire', 'Laetitia', 'Sandrine', 'Manon', 'Inès', 'Jessica', 'Élodie'], family: ['Wamytan', 'Gowe', 'Naisseline', 'Trolue', 'Ukeiwé', 'Lenormand', 'Kasarhérou', 'Wéa', 'Pidjot', 'Boewa', 'Moindou', 'Tjibaou'] },
  SH: { men: ['Darren', 'Wayne', 'Kieran', 'Shane', 'Gavin', 'Dean', 'Martin', 'Colin'], women: ['Tracy', 'Donna', 'Kelly', 'Natalie', 'Samantha', 'Leanne', 'Sharon', 'Michelle'], family: ['Thomas', 'Yon', 'Benjamin', 'Leo', 'George', 'Crowie', 'Duncan', 'Henry', 'Williams', 'Stevens', 'Knipe', 'Joshua'] },
  RE: { men: ['Dylan', 'Kévin', 'Mathéo', 'Loïc', 'Jordan', 'Nathan', 'Enzo', 'Maxime'], women: ['Lola', 'Océane', 'Maëva', 'Chloé', 'Emma', 'Léa', 'Anaïs', 'Noémie'], family: ['Payet', 'Hoarau', 'Grondin', 'Fontaine', 'Robert', 'Técher', 'Rivière', 'Boyer', 'Maillot', 'Lebon', 'Nativel', 'Dijoux'] },
  GF: { men: ['Kenny', 'Yannick', 'Ludovic', 'Jérémie', 'Steve', 'Fabrice', 'Dimitri', 'Lucas'], women: ['Nadège', 'Cindy', 'Mélissa', 'Aurélie', 'Stéphanie', 'Sabrina', 'Kelly', 'Audrey'], family: ['Jean-Louis', 'Alexandre', 'Bertrand', 'Marie-Sainte', 'Pindard', 'Horth', 'Elfort', 'Lony', 'Sainte-Rose', 'Paraiso', 'Bellony', 'Civil'] },
  CK: { men: ['Tangata', 'Tere', 'Teariki', 'Mataio', 'Tupou', 'Ngatokorua', 'Piri', 'Manu'], women: ['Tepaeru', 'Mata', 'Teina', 'Vaine', 'Ngapoko', 'Tiare', 'Marama', 'Rima'], family: ['Tangimetua', 'Marsters', 'Pera', 'Tuakana', 'Ngatamariki', 'Tatuava', 'Akava', 'Upu', 'Mateariki', 'Tou', 'Vakapora', 'Heather'] },
  PW: { men: ['Kelvin', 'Joshua', 'Ernest', 'Ngirmang', 'Tmetuchl', 'Jerome', 'Wilson', 'Rikel'], women: ['Lulu', 'Dilmei', 'Ebil', 'Marvelyn', 'Gloria', 'Uchel', 'Leilani', 'Merii'], family: ['Ngiraked', 'Rechelluul', 'Remengesau', 'Tellames', 'Kesolei', 'Adelbai', 'Ngirturong', 'Obichang', 'Sengebau', 'Rengulbai', 'Skang', 'Udui'] },
  CX: { men: ['Wei Ming', 'Ahmad', 'Daniel', 'Kok Leong', 'Hafiz', 'Peter', 'Jun Hao', 'Faizal'], women: ['Siti', 'Mei Ling', 'Nurul', 'Karen', 'Hui Min', 'Aisyah', 'Rebecca', 'Li Ting'], family: ['Tan', 'Lim', 'Abdullah', 'Ong', 'Wong', 'Ismail', 'Smith', 'Chua', 'Hassan', 'Brown', 'Teo', 'Rahman'] },
};

export type DCountry = keyof typeof NAMES;

export function dPerson(rng: Rng, country: DCountry): DPerson {
  return pickPerson(rng, NAMES[country]);
}

/** A signatory's name of the same place, never with the holder's family name. */
export function otherName(rng: Rng, country: DCountry, not: string): string {
  const n = NAMES[country];
  return `${rng.pick(rng.bool() ? n.women : n.men)} ${rng.pick(n.family.filter((f) => f !== not))}`;
}

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', nl: 'Dutch', sv: 'Swedish', fr: 'French' };

/** A result with the language and the candidate filled in (lib/group-kit.ts, `personResult`). */
export const dResult = personResult(LANGUAGE_NAMES);

const SV_MONTHS = ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'];

/** The date with its month's name: "12 March 2021", "12 maart 2021" (nl), "12 mars 2021" (sv), "1er mars 2021" (fr). */
export function longDate(isoDate: string, lang: string): string {
  const [y, m, d] = ymd(isoDate);
  const month = lang === 'sv' ? SV_MONTHS[m - 1] : MONTH_NAMES[lang][m - 1];
  if (lang === 'fr') return `${d === 1 ? '1er' : d} ${month} ${y}`;
  return `${d} ${month} ${y}`;
}

/** Alternating row shading under a table's body rows (drawn first, so the text lies over it). */
export function zebra(pdf: Pdf, x: number, y: number, width: number, rowH: number, rows: number, color: string): void {
  for (let i = 0; i < rows; i += 2) pdf.fill(x, y + i * rowH, width, rowH, color);
}

/** A grading legend in a ruled box: a caption and "grade — meaning" pairs in `columns` columns; returns its height. */
export function legend(pdf: Pdf, F: FontSet, x: number, y: number, width: number, caption: string, pairs: Array<[string, string]>, columns = 2, size = 7.5): number {
  const per = Math.ceil(pairs.length / columns);
  const h = 16 + per * size * 1.5 + 4;
  pdf.rect(x, y, width, h, 0.5, '#555555');
  pdf.text(caption, x + 6, y + 4, { font: F.bold, size: size + 0.5 });
  const colW = (width - 12) / columns;
  pairs.forEach(([g, m], i) => {
    const cx = x + 6 + Math.floor(i / per) * colW;
    const cy = y + 16 + (i % per) * size * 1.5;
    pdf.text(g, cx, cy, { font: F.bold, size, width: 34 });
    pdf.text(m, cx + 36, cy, { font: F.regular, size, width: colW - 40, fit: true });
  });
  return h;
}
