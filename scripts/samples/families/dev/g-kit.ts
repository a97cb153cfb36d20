/**
 * Shared pieces of the corpus-g families (held-out set written on 2026-11-30 by a helper who changes nothing
 * under src/ and did not run the engine or the benchmark on them): invented people, the ground-truth helper,
 * date forms and words in the languages the g- families print, a plain table drawer and right-to-left runs of
 * an Arabic face. Kept beside the group's files (not in lib/) because it names what the families model. Every name is
 * invented by combining common given and family names at random; every institution is invented.
 */
import type { Rng } from '../../rng';
import type { Pdf } from '../lib/a-kit';
import { type GroupPerson, MONTH_NAMES, type NameList, personResult, pickPerson, ymd } from '../lib/group-kit';

export { around, comma, monthName, sample, upper, usDate } from '../lib/group-kit';

export type GPerson = GroupPerson;

const NAMES: Record<string, NameList> = {
  MO: { men: ['Ka Chon', 'Chi Hou', 'Weng Hong', 'Hou In', 'Kuok Wa', 'Sio Fai', 'Man Kit', 'Ieong Lam'], women: ['Ka Man', 'Sok I', 'Wai Ieng', 'Hoi Lam', 'Lai Kuan', 'Mei Chan', 'Sin U', 'Weng Si'], family: ['Chan', 'Leong', 'Lei', 'Wong', 'Lao', 'Ho', 'Ieong', 'Choi', 'Sou', 'Kuok', 'Lam', 'Cheang'] },
  GW: { men: ['Armando', 'Braima', 'Domingos', 'Fernando', 'Ivo', 'Mamadú', 'Nelson', 'Suleimane'], women: ['Adélia', 'Aissatu', 'Cadi', 'Fatumata', 'Filomena', 'Joana', 'Mariama', 'Zinha'], family: ['Gomes', 'Mendes', 'Sanhá', 'Cá', 'Baldé', 'Djaló', 'Embaló', 'Có', 'Té', 'Correia', 'Nhaga', 'Mané'] },
  SM: { men: ['Alessandro', 'Matteo', 'Federico', 'Nicola', 'Davide', 'Giacomo', 'Lorenzo', 'Simone'], women: ['Giulia', 'Chiara', 'Francesca', 'Elisa', 'Martina', 'Sara', 'Valentina', 'Beatrice'], family: ['Gasperoni', 'Guidi', 'Casadei', 'Muccioli', 'Giardi', 'Zonzini', 'Bollini', 'Ceccoli', 'Mularoni', 'Righi', 'Stefanelli', 'Valentini'] },
  KY: { men: ['Devon', 'Marcus', 'Jamal', 'Tristan', 'Andre', 'Kirk', 'Rohan', 'Shane'], women: ['Shanice', 'Kristal', 'Tamara', 'Jodi-Ann', 'Nadine', 'Renee', 'Keisha', 'Danielle'], family: ['Ebanks', 'Bodden', 'Connolly', 'McLaughlin', 'Powery', 'Scott', 'Rivers', 'Whittaker', 'Jackson', 'Seymour', 'Tibbetts', 'Watler'] },
  AD: { men: ['Marc', 'Jordi', 'Pol', 'Arnau', 'Eric', 'Jan', 'Oriol', 'Gerard'], women: ['Laia', 'Núria', 'Júlia', 'Aina', 'Berta', 'Clàudia', 'Marta', 'Ona'], family: ['Font Casals', 'Pujol Riba', 'Cerqueda Gispert', 'Areny Torres', 'Moles Naudi', 'Rossell Call', 'Fiter Vilanova', 'Marticella Pons', 'Duró Armengol', 'Baró Sansa', 'Tomàs Coma', 'Riberaygua Pal'] },
  FM: { men: ['Kenson', 'Johnny', 'Lorenzo', 'Dakio', 'Alik', 'Peterson', 'Ricky', 'Setiro'], women: ['Merleen', 'Jasmine', 'Lerleen', 'Tayna', 'Marcelina', 'Rosalind', 'Kioko', 'Nena'], family: ['Hadley', 'Panuelo', 'Sigrah', 'Alokoa', 'Moses', 'Ehsa', 'Mori', 'Palik', 'Killion', 'Nakamura', 'Ioanis', 'Edwin'] },
  CW: { men: ['Jurensley', 'Shurendy', 'Giovanni', 'Rashid', 'Jeandric', 'Ruthmiro', 'Kenneth', 'Dwight'], women: ['Naomi', 'Shanaira', 'Ruthcelly', 'Dionne', 'Gisela', 'Kimberly', 'Jeandra', 'Sharlene'], family: ['Martina', 'Isenia', 'Winklaar', 'Rosaria', 'Doran', 'Pietersz', 'Statia', 'Koeiman', 'Girigorie', 'Leito', 'Juliana', 'Cijntje'] },
  MR: { men: ['Mohamed Lemine', 'Sidi Mohamed', 'Ahmed Salem', 'Cheikh', 'El Hacen', 'Mohamed Vall', 'Brahim', 'Moustapha'], women: ['Mariem', 'Aichetou', 'Khadijetou', 'Fatimetou', 'Mounina', 'Zeinabou', 'Lalla', 'Vatimetou'], family: ['Ahmed', 'Cheikh', 'Mohamed', 'Sidi', 'Brahim', 'Abdallahi', 'Ely', 'Mahmoud', 'Salem', 'Bouna', 'El Moctar', 'Babe'] },
  GL: { men: ['Malik', 'Inuk', 'Aputsiaq', 'Hans Peter', 'Kunuk', 'Nuka', 'Ole', 'Minik'], women: ['Aviaja', 'Nivi', 'Ivalo', 'Pipaluk', 'Naja', 'Arnaq', 'Ulloriaq', 'Paninnguaq'], family: ['Kleist', 'Lynge', 'Olsen', 'Petersen', 'Kristiansen', 'Heilmann', 'Motzfeldt', 'Berthelsen', 'Kreutzmann', 'Egede', 'Sandgreen', 'Mathæussen'] },
  IM: { men: ['Callum', 'Ewan', 'Jack', 'Finlo', 'Rhys', 'Oliver', 'Juan', 'Harry'], women: ['Aalish', 'Ellie', 'Freya', 'Ruth', 'Lucy', 'Isla', 'Grace', 'Morag'], family: ['Quayle', 'Kermode', 'Corlett', 'Cregeen', 'Kinvig', 'Quilliam', 'Callister', 'Christian', 'Faragher', 'Kneale', 'Moore', 'Skillicorn'] },
};

export type GCountry = keyof typeof NAMES;

export function gPerson(rng: Rng, country: GCountry): GPerson {
  return pickPerson(rng, NAMES[country]);
}

/** Another family name of the same country (a parent's or a signatory's, never the holder's). */
export function otherFamily(rng: Rng, country: GCountry, not: string): string {
  return rng.pick(NAMES[country].family.filter((f) => f !== not));
}

/** A given name of the same country (parents, signatories). */
export function otherGiven(rng: Rng, country: GCountry, woman: boolean): string {
  return rng.pick(woman ? NAMES[country].women : NAMES[country].men);
}

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', pt: 'Portuguese', it: 'Italian', ca: 'Catalan', nl: 'Dutch', ar: 'Arabic', da: 'Danish' };

/** A result with the language and the candidate filled in (lib/group-kit.ts, `personResult`). */
export const gResult = personResult(LANGUAGE_NAMES);

// ---------------------------------------------------------------------------------------------
// Dates and numbers

const MONTHS = MONTH_NAMES;

const pad = (n: number) => String(n).padStart(2, '0');

// The shared date helpers of the family kits (the same dates as every other group prints them).
export { iso } from '../lib/a-kit';
export { addDays, dmy } from '../lib/n-kit';

export function mdyNum(isoDate: string): string {
  const [y, m, d] = ymd(isoDate);
  return `${pad(m)}/${pad(d)}/${y}`;
}

/** The date with its month's name in `lang`: "12 de agosto de 2021", "12 agosto 2021", "12 d'agost de 2021", "12 augustus 2021", "12. august 2021". */
export function longDate(isoDate: string, lang: string): string {
  const [y, m, d] = ymd(isoDate);
  const month = MONTHS[lang][m - 1];
  if (lang === 'pt') return `${d} de ${month} de ${y}`;
  if (lang === 'ca') return `${d} ${/^[ao]/.test(month) ? "d'" : 'de '}${month} de ${y}`;
  if (lang === 'da') return `${d}. ${month} ${y}`;
  if (lang === 'fr') return `${d === 1 ? '1er' : d} ${month} ${y}`;
  return `${d} ${month} ${y}`;
}

const IT_UNITS = ['', 'uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci', 'undici', 'dodici', 'tredici', 'quattordici', 'quindici', 'sedici', 'diciassette', 'diciotto', 'diciannove'];
const IT_TENS = ['', '', 'venti', 'trenta'];

/** An Italian number word from 1 to 39 ("ventitré", "trentuno"); the first of the month is "primo". */
function itSmall(n: number): string {
  if (n < 20) return IT_UNITS[n];
  const t = IT_TENS[Math.floor(n / 10)];
  const u = n % 10;
  if (u === 0) return t;
  const unit = u === 3 ? 'tré' : IT_UNITS[u];
  return (u === 1 || u === 8 ? t.slice(0, -1) : t) + unit;
}

/** "duemilaventidue" for 2022. */
export function itYearWords(y: number): string {
  return `duemila${itSmall(y - 2000)}`;
}

/** "ventitré luglio duemilaventidue", "primo marzo duemilaventi". */
export function itDateWords(isoDate: string): string {
  const [y, m, d] = ymd(isoDate);
  return `${d === 1 ? 'primo' : itSmall(d)} ${MONTHS.it[m - 1]} ${itYearWords(y)}`;
}

const NL_WORDS = ['nul', 'een', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen', 'tien'];
export const nlWord = (n: number): string => NL_WORDS[n];

// ---------------------------------------------------------------------------------------------
// A plain table (../lib/table-kit.ts)

export { drawTable as gTable, type TableCol as GCol, type TableRow as GRow } from '../lib/table-kit';

// ---------------------------------------------------------------------------------------------
// Arabic runs

const ARABIC_FONTS: Record<string, string> = {
  'g-arabic': '/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf',
  'g-arabic-bold': '/usr/share/fonts/truetype/noto/NotoNaskhArabic-Bold.ttf',
};
const registered = new WeakSet<object>();

function useArabic(pdf: Pdf): PDFKit.PDFDocument {
  const doc = pdf.doc;
  if (!registered.has(doc)) {
    for (const [k, f] of Object.entries(ARABIC_FONTS)) doc.registerFont(k, f);
    registered.add(doc);
  }
  return doc;
}

/**
 * A right-to-left line of Arabic ending at `right`: one run per word, laid from the right (the shaper joins
 * each word's letters), digits and Latin tokens in `latin`. Returns the drawn width.
 */
export function arabic(pdf: Pdf, text: string, right: number, y: number, o: { size: number; bold?: boolean; color?: string; latin: string }): number {
  const doc = useArabic(pdf);
  const font = o.bold ? 'g-arabic-bold' : 'g-arabic';
  doc.font(font).fontSize(o.size);
  const space = doc.widthOfString(' ') * 1.2;
  let x = right;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const latin = !/[\u0600-\u06FF]/.test(word);
    if (latin) pdf.widthOf(word, o.latin, o.size);
    const d = latin ? doc.font(o.latin).fontSize(o.size) : doc.font(font).fontSize(o.size);
    const w = d.widthOfString(word);
    x -= w;
    d.save();
    d.fillColor(o.color ?? '#000000').text(word, x, y, { lineBreak: false });
    d.restore();
    x -= space;
  }
  return right - x - space;
}
