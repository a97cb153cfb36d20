/**
 * Value normalization shared by classification and extraction: accent folding, dates (month
 * names of twelve languages, words, Buddhist Era years: dates.ts) → ISO `YYYY-MM-DD`, decimal numbers with `,` or `.`, years, person names.
 */
import { MONTH_NAMES, NUMBER_WORD_ALT, ROMANCE_NUMBER_ALT, asciiDigits, dayFromWords, italianFrenchNumber, gregorianYear, JAPANESE_ERA_ALT, japaneseEraYear, romanceDay, romanceYear, isSolarHijriYear, solarHijriToGregorian, yearFromWords, type DateOrder, type DateReading, type HijriCalendar } from './dates';

/** Lowercase, accents removed, punctuation turned into spaces, blanks collapsed. */
export function fold(s: string): string {
  // Arabic vowel signs and hamza/madda marks are dropped like Latin accents ("أبريل" = "ابريل");
  // digits of other scripts become ASCII (one character each, so lengths are kept).
  return asciiDigits(s)
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    // Hangul syllables, taken apart into their letters by NFD, are put together again.
    .replace(/[\u1100-\u11ff]+/g, (m) => m.normalize('NFC'))
    .replace(/ß/g, 'ss')
    .toLowerCase()
    // Turkish and Azerbaijani dotless "ı" is the small letter of "I", which lower-cases to "i"
    // outside those languages: a fold that ignores case must make "IŞIK" and "Işık" one key.
    .replace(/ı/g, 'i')
    .replace(/[’`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** fold() and every non-alphanumeric character → space (for keyword matching). */
export function foldWords(s: string): string {
  return fold(s)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The Latin side of a bilingual value ("КОВАЛЕНКО / KOVALENKO", "Магістр / Master"): the families
 * README reports names and qualifications in their Latin form when the document prints one. A
 * value that is not two sides of different scripts is returned as it is.
 */
export function latinSide(value: string): string {
  const parts = value.split(/\s+[/|]\s+/);
  if (parts.length !== 2) return value;
  const latinShare = (x: string) => {
    const letters = x.match(/\p{L}/gu) ?? [];
    return letters.length ? letters.filter((c) => /\p{Script=Latin}/u.test(c)).length / letters.length : 0;
  };
  const [a, b] = parts.map(latinShare);
  if (a > 0.8 && b < 0.2) return parts[0].trim();
  if (b > 0.8 && a < 0.2) return parts[1].trim();
  return value;
}

/**
 * Trim blanks and the separators that often hang on a value ("Jane Doe ;", ": 12"), and a caption's colon that OCR read
 * as a lone plus before a word ("+ LEO, CURTIS"; rule "A plus read for a caption's colon"). A plus before a figure
 * ("+1", grace marks) is the value's own.
 */
export function cleanValue(s: string): string {
  return s
    .replace(/\s+/g, ' ')
    .replace(/^[\s:;,.\-–—|‘’'"`_©®°]+/, '')
    .replace(/^\+\s+(?=\p{L})/u, '')
    .replace(/[\s:;,|–—\-‘’'"`_©®°]+$/, '')
    .trim();
}

const MONTHS: Record<string, number> = {};
MONTH_NAMES.forEach((variants, i) => variants.forEach((v) => (MONTHS[fold(v)] = i + 1)));

const MONTH_ALT = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .join('|');

const pad = (n: number) => String(n).padStart(2, '0');

function valid(y: number, m: number, d: number): boolean {
  if (y < 1900 || y > 2100 || m < 1 || m > 12 || d < 1) return false;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= days;
}

const fullYear = (y: number): number => (y >= 100 ? gregorianYear(y) : y <= 40 ? 2000 + y : 1900 + y);

export type { DateOrder };

export interface FoundDate {
  iso: string;
  /** The matched text. */
  text: string;
  index: number;
}

const DAY_WORD_AND_FIGURE = new RegExp(`(?<![\\p{L}\\p{N}])\\p{L}+(?:[-\\s]\\p{L}+)?\\s\\((\\d{1,2})\\)(?=,?\\s+(?:de\\s+|of\\s+|day\\s+of\\s+)?(?:${MONTH_ALT})(?![\\p{L}]))`, 'gu');

/**
 * Every date in a text, normalized to ISO. Numeric dates are read day-first unless `order` is
 * 'mdy' (a first number over 12 is always a day, a second one over 12 always a day).
 */
export function findDates(text: string, reading: DateReading = 'dmy'): FoundDate[] {
  // A bare order (a caller without the document) reads a year 1300..1410 as Solar Hijri, as Persian documents print them.
  let order: DateOrder = typeof reading === 'string' ? reading : reading.order;
  const hijri: HijriCalendar = typeof reading === 'string' ? 'solar' : reading.hijri;
  const out: FoundDate[] = [];
  // OCR splits a capital from its word ("J uly"): rejoin month names.
  // Rule "A day in words with its figure": notarial and registrars' prose spells the day and repeats it in figures ("el
  // siete (7) de agosto de 2018"): the figure is the day (blanked in place, so that lengths stay).
  const folded = fold(text)
    .replace(/\b([a-z]) ([a-z]{2,})\b/g, (m, a: string, b: string) => (MONTHS[a + b] ? a + b : m))
    .replace(DAY_WORD_AND_FIGURE, (m, d: string) => `${' '.repeat(m.length - d.length - 1)}${d} `);
  // Folding keeps lengths except for ß → ss; map indexes loosely (only used for ordering).
  const inside = (index: number) => out.some((o) => index >= o.index && index < o.index + o.text.length);
  const push = (iso: string | null, m: RegExpExecArray) => {
    // A date of another calendar ("20/12/2011 E.C.", Ethiopian) is no Gregorian date: not read (decision "Extraction field types").
    if (/^\s*(?:e\.\s?c\.?|a\.\s?h\.?|هـ)/u.test(folded.slice(m.index + m[0].length))) return;
    if (iso && !out.some((o) => o.index === m.index) && !inside(m.index)) out.push({ iso, text: m[0], index: m.index });
  };
  const ymd = (y: number, mo: number | undefined, d: number) => {
    const year = gregorianYear(y);
    return mo && valid(year, mo, d) ? `${year}-${pad(mo)}-${pad(d)}` : null;
  };
  const eraYmd = (era: string, y: string, mo: number | undefined, d: number) => {
    const year = japaneseEraYear(era, y);
    return year === null ? null : ymd(year, mo, d);
  };
  let m: RegExpExecArray | null;
  // Dates in words first ("the fifteenth day of June, two thousand twenty"): their digits-free
  // parts would otherwise be missed, and a day in digits with a year in words is one date.
  const dayWords = `(?:(?:twenty|thirty)[-\\s]?)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth)|twentieth|thirtieth|\\d{1,2}(?:st|nd|rd|th)?`;
  const yearWords = `(?:(?:${NUMBER_WORD_ALT})[-\\s,]+)*(?:${NUMBER_WORD_ALT})|\\d{4}`;
  const wordsRe = new RegExp(
    `(?<![\\p{L}\\p{N}])(${dayWords})\\s+(?:day\\s+)?(?:of\\s+)?(${MONTH_ALT})\\.?,?\\s+(?:in\\s+the\\s+year\\s+(?:of\\s+our\\s+lord\\s+)?)?(${yearWords})(?![\\p{L}\\p{N}])`,
    'gu',
  );
  while ((m = wordsRe.exec(folded))) {
    if (/^\d+$/.test(m[3]) && /^\d/.test(m[1])) continue; // all digits: the patterns below read it
    const d = dayFromWords(m[1]);
    const y = yearFromWords(m[3]);
    push(d && y ? ymd(y, MONTHS[m[2]], d) : null, m);
  }
  const monthWordsRe = new RegExp(`(?<![\\p{L}\\p{N}])(${MONTH_ALT})\\s+(${dayWords}),?\\s+(?:in\\s+the\\s+year\\s+)?(${yearWords})(?![\\p{L}\\p{N}])`, 'gu');
  while ((m = monthWordsRe.exec(folded))) {
    if (/^\d+$/.test(m[3])) continue;
    const d = dayFromWords(m[2]);
    const y = yearFromWords(m[3]);
    push(d && y ? ymd(y, MONTHS[m[1]], d) : null, m);
  }
  // Spanish and Portuguese dates in words ("a los quince (15) días del mes de marzo de dos mil
  // diecinueve (2019)", "aos vinte e um dias do mês de julho de dois mil e vinte"): the digits some
  // print in parentheses after the words are the same date.
  const romanceRe = new RegExp(
    `(?<![\\p{L}\\p{N}])((?:(?:${ROMANCE_NUMBER_ALT})\\s+)*(?:${ROMANCE_NUMBER_ALT}))\\s+(?:\\(\\d{1,2}\\)\\s+)?(?:dias?\\s+)?(?:del?|do)\\s+(?:mes\\s+de\\s+)?(${MONTH_ALT})\\s+(?:del?|do)\\s+(?:ano\\s+(?:de\\s+)?)?((?:(?:${ROMANCE_NUMBER_ALT})\\s+)*(?:${ROMANCE_NUMBER_ALT}))(?![\\p{L}\\p{N}])`,
    'gu',
  );
  while ((m = romanceRe.exec(folded))) {
    const d = romanceDay(m[1].split(/\s+/).slice(-3).join(' ').replace(/^(?:y|e)\s+/, ''));
    const y = romanceYear(m[3]);
    push(d && y ? ymd(y, MONTHS[m[2]], d) : null, m);
  }
  // Italian and French dates in words ("conseguita il giorno ventitré luglio duemilaventidue", "le premier mars deux
  // mille vingt", "il giorno venti del mese di giugno dell'anno duemilaventi"): the day's words before the month (the
  // longest run of up to four words that is a day), the year's after it (the longest run that is a year).
  const itFrRe = new RegExp(
    `(?<![\\p{L}\\p{N}])((?:[a-z]+[\\s-]+){0,3}[a-z]+)\\s+(?:(?:del|du|de)\\s+(?:mese\\s+di\\s+|mois\\s+de\\s+)?)?(${MONTH_ALT})\\s+(?:(?:dell'anno|dell’anno|del|de l'annee|de l’annee|de)\\s+)?([a-z]+(?:[\\s-]+[a-z]+){0,6})`,
    'gu',
  );
  while ((m = itFrRe.exec(folded))) {
    const before = m[1].split(/[\s-]+/);
    const after = m[3].split(/[\s-]+/);
    let d: number | null = null;
    let dayWords = 0;
    for (let k = Math.min(4, before.length); k >= 1 && d === null; k--) {
      const n = italianFrenchNumber(before.slice(-k).join(' '));
      if (n !== null && n >= 1 && n <= 31) [d, dayWords] = [n, k];
    }
    let y: number | null = null;
    let yearWords = 0;
    for (let k = after.length; k >= 1 && y === null; k--) {
      const n = italianFrenchNumber(after.slice(0, k).join(' '));
      if (n !== null && n >= 1900 && n <= 2100) [y, yearWords] = [n, k];
    }
    if (d !== null && y !== null) {
      // The date is the day's words to the year's, not the words around them.
      const dayAt = new RegExp(`(?:[a-z]+[\\s-]+){${dayWords - 1}}[a-z]+$`).exec(m[1])!.index;
      const yearText = new RegExp(`^(?:[a-z]+[\\s-]+){${yearWords - 1}}[a-z]+`).exec(m[3])![0];
      const start = m.index + dayAt;
      const end = m.index + m[0].length - m[3].length + yearText.length;
      const date = Object.assign([folded.slice(start, end)], { index: start, input: folded }) as unknown as RegExpExecArray;
      push(ymd(y, MONTHS[m[2]], d), date);
    }
    // The next match may start inside this one's year.
    itFrRe.lastIndex = m.index + m[1].length + 1;
  }
  // A printed format says the order of the numeric dates near it ("03/12/1999 (MM/DD/YYYY)").
  if (/(?<![a-z])mm\s*[-/.]\s*dd\s*[-/.]\s*(?:yyyy|yy|aaaa)(?![a-z])/.test(folded)) order = 'mdy';
  else if (/(?<![a-z])(?:dd|jj|tt)\s*[-/.]\s*mm\s*[-/.]\s*(?:yyyy|yy|aaaa|jjjj)(?![a-z])/.test(folded)) order = 'dmy';
  // 12-MAR-1999 and 12-Mar-99 (registrar systems), 1999-Mar-12, and Roman months (12.III.1999).
  const sepMonthRe = new RegExp(`(?<![\\p{L}\\p{N}])(\\d{1,2})[-/.](${MONTH_ALT})\\.?[-/.](\\d{4}|\\d{2})(?![\\p{L}\\p{N}])`, 'gu');
  while ((m = sepMonthRe.exec(folded))) push(ymd(fullYear(+m[3]), MONTHS[m[2]], +m[1]), m);
  const yearMonthRe = new RegExp(`(?<![\\p{L}\\p{N}])(\\d{4})[-/. ](${MONTH_ALT})\\.?[-/. ](\\d{1,2})(?![\\p{L}\\p{N}])`, 'gu');
  while ((m = yearMonthRe.exec(folded))) push(ymd(+m[1], MONTHS[m[2]], +m[3]), m);
  // Year-first dates in words of Hungarian ("2021. június 15."), Lithuanian ("2021 m. birželio 15 d.") and
  // Latvian ("2021. gada 15. jūnijā", "2021. gada jūnijs 15").
  const yearFirstWordsRe = new RegExp(
    `(?<![\\p{L}\\p{N}])(\\d{4})\\.?\\s*(?:m\\.|gada)?\\s*(?:(${MONTH_ALT})\\.?\\s*(\\d{1,2})|(\\d{1,2})\\.\\s*(${MONTH_ALT}))(?![\\p{N}])`,
    'gu',
  );
  while ((m = yearFirstWordsRe.exec(folded))) push(m[2] ? ymd(+m[1], MONTHS[m[2]], +m[3]) : ymd(+m[1], MONTHS[m[5]], +m[4]), m);
  const romanRe = /(?<![\p{L}\p{N}])(\d{1,2})\s?[-/. ]\s?(xii|xi|x|ix|viii|vii|vi|v|iv|iii|ii|i)\s?[-/. ]\s?(\d{4})(?![\p{L}\p{N}])/gu;
  while ((m = romanRe.exec(folded))) push(ymd(+m[3], ROMAN_MONTHS.indexOf(m[2]) + 1, +m[1]), m);
  // ISO 2021-06-15 or 2021/06/15, and the Hungarian and Mongolian year-first form with a blank after
  // each dot ("2001. 03. 15.").
  // A year of the Solar Hijri calendar is a Persian date ("1399/04/15").
  const isoRe = /\b(\d{4})(?:[-/.]|\.\s)(\d{1,2})(?:[-/.]|\.\s)(\d{1,2})\b/g;
  while ((m = isoRe.exec(folded))) {
    // A Hijri year is read only in the Solar calendar and only when the document dates in it: a Lunar
    // Hijri date without its era ("1405/03/12" on a Saudi page, 1984) is not 2026, and is not read.
    if (isSolarHijriYear(+m[1])) {
      const solar = hijri === 'solar' ? solarHijriToGregorian(+m[1], +m[2], +m[3]) : null;
      if (solar) push(ymd(solar.year, solar.month, solar.day), m);
      else out.push({ iso: '', text: m[0], index: m.index });
      continue;
    }
    push(ymd(+m[1], +m[2], +m[3]), m);
  }
  // The day-first form with a blank after each dot of Czech, Slovak, Croatian, Slovenian and Serbian ("15. 6. 2021.").
  const spacedDmyRe = /(?<![\p{N}.])(\d{1,2})\.\s(\d{1,2})\.\s?(\d{4})(?!\d)/gu;
  while ((m = spacedDmyRe.exec(folded))) push(ymd(+m[3], +m[2], +m[1]), m);
  // 15/06/2021, 15.06.2021, 06-15-2021, 15/06/21
  const numRe = /\b(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})\b/g;
  while ((m = numRe.exec(folded))) {
    if (inside(m.index)) continue;
    const a = +m[1], b = +m[2], y = fullYear(+m[3]);
    let d: number, mo: number;
    if (a > 12) [d, mo] = [a, b];
    else if (b > 12) [mo, d] = [a, b];
    else if (order === 'mdy') [mo, d] = [a, b];
    else [d, mo] = [a, b];
    push(ymd(y, mo, d), m);
  }
  // Years of a Japanese era (dates.japaneseEraYear): "April 1, Heisei 30", "1 April Reiwa 4", "Heisei 30 (2018) April 1".
  const jpEra = `(${JAPANESE_ERA_ALT})\\s+(\\d{1,2}|gannen)`;
  const eraMdyRe = new RegExp(`(?<![\\p{L}\\p{N}])(${MONTH_ALT})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+${jpEra}(?![\\p{L}\\p{N}])`, 'gu');
  while ((m = eraMdyRe.exec(folded))) push(eraYmd(m[3], m[4], MONTHS[m[1]], +m[2]), m);
  const eraDmyRe = new RegExp(`(?<![\\p{L}\\p{N}])(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${MONTH_ALT})\\.?,?\\s+${jpEra}(?![\\p{L}\\p{N}])`, 'gu');
  while ((m = eraDmyRe.exec(folded))) push(eraYmd(m[3], m[4], MONTHS[m[2]], +m[1]), m);
  const eraFirstRe = new RegExp(`(?<![\\p{L}\\p{N}])${jpEra}\\s*(?:\\(\\d{4}\\))?,?\\s+(${MONTH_ALT})\\.?\\s+(\\d{1,2})(?![\\p{L}\\p{N}])`, 'gu');
  while ((m = eraFirstRe.exec(folded))) push(eraYmd(m[1], m[2], MONTHS[m[3]], +m[4]), m);
  // 15 June 2021, 15th of June, 2021, 1er juillet 2020, 15. Juni 2021, 15 de junio de 2021,
  // 12 d'agost de 2021 (Catalan: the article elides before a vowel),
  // the Spanish and Portuguese formula with the day in digits ("a los 15 días del mes de marzo del año 2019"),
  // «15» июня 2020 г., 15 มิถุนายน พ.ศ. 2563, 15 يونيو 2020
  // The era is printed as an abbreviation or in full ("พ.ศ." / "พุทธศักราช", Buddhist Era), and Thai
  // formal dates name the day and the month ("วันที่ ๘ เดือน พฤษภาคม พุทธศักราช ๒๕๖๐").
  const era = `(?:(?:พ\\.\\s?ศ\\.|ค\\.\\s?ศ\\.|พุทธศักราช|คริสต์ศักราช|a\\.?\\s?d\\.)\\s*)?`;
  const dmyRe = new RegExp(
    `(?<![\\p{L}\\p{N}])[«"“]?(\\d{1,2})(?:st|nd|rd|th|er|eme|e|º|o|\\.)?[»"”]?\\s*(?:day\\s+)?(?:dias?\\s+(?:del?|do)\\s+(?:mes\\s+de\\s+)?)?(?:of\\s+|de\\s+|d['’]\\s*|เดือน\\s*)?(${MONTH_ALT})\\.?,?\\s*(?:de\\s+|del\\s+)?(?:ano\\s+(?:de\\s+)?)?${era}(\\d{4})(?!\\d)`,
    'gu',
  );
  while ((m = dmyRe.exec(folded))) push(ymd(+m[3], MONTHS[m[2]], +m[1]), m);
  // June 15, 2021 / June 15th 2021
  const mdyRe = new RegExp(`(?<![\\p{L}\\p{N}])(${MONTH_ALT})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+${era}(\\d{4})(?!\\d)`, 'gu');
  while ((m = mdyRe.exec(folded))) push(ymd(+m[3], MONTHS[m[1]], +m[2]), m);
  // A Hijri date of an undecided calendar held its place (no pattern reads its parts) and is no date.
  return out.filter((o) => o.iso).sort((a, b) => a.index - b.index);
}

const ROMAN_MONTHS = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii'];

/** The first date of a text as ISO `YYYY-MM-DD`, or null. */
export function parseDate(text: string, order: DateReading = 'dmy'): string | null {
  return findDates(text, order)[0]?.iso ?? null;
}

/** "June 2021" / "juin 2021" / "06/2021" → { year, month }. */
export function parseMonthYear(text: string): { year: number; month: number } | null {
  const f = fold(text);
  let m = new RegExp(`(?<![\\p{L}\\p{N}])(${MONTH_ALT})\\.?\\s+(?:de\\s+)?(\\d{4})(?!\\d)`, 'u').exec(f);
  if (m && MONTHS[m[1]]) return { year: gregorianYear(+m[2]), month: MONTHS[m[1]] };
  m = /\b(\d{1,2})[/.-](\d{4})\b/.exec(f);
  if (m && +m[1] >= 1 && +m[1] <= 12) return { year: +m[2], month: +m[1] };
  return null;
}

/**
 * A span of time and nothing else ("September 2016 to June 2017", "Sept. 2016 – June 2017", "de septiembre de 2016 a junio
 * de 2017"): a year, a month's name, and no word but short ones that join them.
 */
export function isPeriod(text: string): boolean {
  const f = fold(text);
  if (!/(?<!\d)(?:19|20)\d{2}(?!\d)/.test(f)) return false;
  const words = f.match(/\p{L}+/gu) ?? [];
  return words.some((w) => MONTHS[w] !== undefined) && words.every((w) => MONTHS[w] !== undefined || w.length <= 5);
}

/** A plausible calendar year (1900..2100) in a text: the first, or the last with `last`. */
export function parseYear(text: string, last = false): number | null {
  // Buddhist Era years (25xx, Thai documents) are converted to the Gregorian calendar.
  const years = [...asciiDigits(text).matchAll(/(?<!\d)(19\d{2}|20\d{2}|2100|25\d{2})(?!\d)/g)].map((m) => gregorianYear(+m[1]));
  if (!years.length) {
    // A Persian date of the Solar Hijri calendar ("1399/04/15") gives its Gregorian year.
    const solar = /(?<!\d)(1[34]\d{2})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/.exec(asciiDigits(text));
    return (solar && solarHijriToGregorian(+solar[1], +solar[2], +solar[3])?.year) ?? null;
  }
  return last ? years[years.length - 1] : years[0];
}

/**
 * A decimal number written with `.` or `,` as decimal separator and optional thousands
 * separators: "3,75" → 3.75, "1.234,5" → 1234.5, "1,234.5" → 1234.5, "120" → 120.
 */
export function parseNumber(text: string | null | undefined): number | null {
  if (text == null) return null;
  const m = /[-+]?\d[\d\s.,']*/.exec(text.replace(/\u00a0/g, ' '));
  if (!m) return null;
  let s = m[0].replace(/[\s']/g, '').replace(/[.,]$/, '');
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    if (lastComma > lastDot) s = s.replace(/\./g, '').replace(',', '.');
    else s = s.replace(/,/g, '');
  } else if (lastComma >= 0) {
    const parts = s.split(',');
    // "1,234" with exactly three digits after one comma in a large number is ambiguous; a grade
    // or credit value is far more likely a decimal ("4,5"), except "1,000"-like thousands.
    if (parts.length > 2 || (parts.length === 2 && parts[1].length === 3 && parts[0].length <= 3 && +parts[0] >= 1 && /000$/.test(parts[1]))) s = s.replace(/,/g, '');
    else s = s.replace(',', '.');
  } else if ((s.match(/\./g)?.length ?? 0) > 1) {
    s = s.replace(/\./g, '');
  }
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/** A decimal string with `.` as separator ("3,75" → "3.75"), keeping the printed digits. */
export function decimalString(text: string | null | undefined): string | null {
  if (text == null) return null;
  const m = /\d+(?:[.,]\d+)?/.exec(text);
  return m ? m[0].replace(',', '.') : null;
}

const NAME_PARTICLES = new Set(['van', 'von', 'der', 'den', 'de', 'del', 'della', 'di', 'da', 'du', 'des', 'la', 'le', 'los', 'las', 'y', 'zu', 'ter', 'ten', 'st', 'al', 'el', 'bin', 'ben']);

/**
 * Capitals of a Turkic Latin alphabet: Turkish and Azerbaijani pair "I" with dotless "ı" and "İ" with "i"
 * (Unicode SpecialCasing, the tr and az conditions). "İ", "Ğ" and "Ə" are capitals only those alphabets
 * have, so a value holding one is cased their way whatever the document's language.
 */
export const hasTurkicCapitals = (s: string) => /[İĞƏ]/u.test(s);

/**
 * "JANE doe-smith" → "Jane Doe-Smith" (particles stay lowercase: "Ludwig van Beethoven"). `turkic`
 * cases the letters the Turkish and Azerbaijani way ("IŞIK İLKER" → "Işık İlker").
 */
export function titleCaseName(name: string, turkic = false): string {
  const tr = turkic || hasTurkicCapitals(name);
  const lower = tr ? name.toLocaleLowerCase('tr') : name.toLowerCase().replace(/i\u0307/g, 'i'); // Turkish "İ" lower-cased outside Turkish
  return lower
    .split(/\s+/)
    .map((w, i) => (i > 0 && NAME_PARTICLES.has(w) ? w : w.replace(/(^|[-'’])(\p{L})/gu, (_, p, c: string) => p + (tr ? c.toLocaleUpperCase('tr') : c.toUpperCase()))))
    .join(' ');
}

/**
 * A name title-cased from capitals the root way ("Işik", "Ilker") put back into Turkish casing from the
 * words as printed ("IŞIK", "İLKER" → "Işık", "İlker"): the root lower-casing loses which "i" was dotless.
 * Words printed in mixed case, or not found among the printed words, are kept.
 */
export function turkicNameCase(name: string, printed: string[]): string {
  const words = printed.flatMap((p) => p.split(/[\s,;/]+/)).filter((w) => /\p{Lu}/u.test(w) && w === w.toUpperCase());
  return name
    .split(' ')
    .map((w) => {
      const p = words.find((x) => fold(x) === fold(w));
      return p && /[Iİ]/u.test(p) ? titleCaseName(p, true) : w;
    })
    .join(' ');
}

const isUpperWord = (w: string) => /\p{Lu}/u.test(w) && w === w.toUpperCase() && /\p{L}{2,}/u.test(w);

export interface NameParts {
  fullName: string;
  firstName: string | null;
  lastName: string | null;
}

/**
 * Split a printed person name. "DOE, Jane" → last Doe, first Jane; "DOE Jane" / "Jane DOE"
 * (surname in capitals, French/German style) → the capitalized words are the last name;
 * otherwise the last word (with particles before it) is the last name. The full name is
 * "First Last" with the case as printed, capitals of a mixed-case name turned to title case.
 */
export function splitName(raw: string): NameParts | null {
  let s = raw
    .replace(/\s+/g, ' ')
    .replace(/^(mr|mrs|ms|miss|mx|dr|m|mme|mlle|herrn?|frau|sr|sra|srta|d|dña|dna|don|doña)\.?\s+/i, '')
    .replace(/[;:|]+$/, '')
    .trim();
  if (!s || !/\p{L}/u.test(s)) return null;
  let first: string | null = null;
  let last: string | null = null;
  if (s.includes(',')) {
    const [a, b] = s.split(',', 2).map((p) => p.trim());
    if (a && b) {
      last = a;
      first = b;
    }
  }
  if (!first) {
    const words = s.split(' ');
    // An initial ("R", "M.") is in capitals in any style: it says nothing of which word is the
    // surname ("KAVYA R SHETTY" is all capitals, "Chloe M. HARRINGTON" mixed).
    const initial = words.map((w) => /^\p{Lu}\.?$/u.test(w));
    const upper = words.map(isUpperWord);
    const allUpper = words.every((w, i) => upper[i] || initial[i]);
    if (!allUpper && upper.some(Boolean) && words.length >= 2) {
      // Capitalized surname either first or last.
      if (upper[0]) {
        let k = 0;
        while (k < words.length && upper[k]) k++;
        last = words.slice(0, k).join(' ');
        first = words.slice(k).join(' ');
      } else {
        let k = words.length;
        while (k > 0 && upper[k - 1]) k--;
        first = words.slice(0, k).join(' ');
        last = words.slice(k).join(' ');
      }
    } else if (words.length >= 2) {
      let k = words.length - 1;
      while (k > 1 && NAME_PARTICLES.has(words[k - 1].toLowerCase())) k--;
      first = words.slice(0, k).join(' ');
      last = words.slice(k).join(' ');
    } else {
      return { fullName: s, firstName: null, lastName: null };
    }
  }
  const mixed = (x: string) => (x === x.toUpperCase() ? titleCaseName(x) : x);
  const fixedFirst = first ? mixed(first) : null;
  const fixedLast = last ? mixed(last) : null;
  return { fullName: [fixedFirst, fixedLast].filter(Boolean).join(' '), firstName: fixedFirst, lastName: fixedLast };
}

/** Similarity of two strings in 0..1 (Dice coefficient over letter bigrams of the folded text). */
export function similarity(a: string | null | undefined, b: string | null | undefined): number {
  if (!a || !b) return 0;
  // Names in other scripts (Cyrillic, Arabic, Thai …) fold to nothing in ASCII: compare them in
  // their own letters; Latin text is compared exactly as before.
  const own = (t: string) => fold(t).replace(/[^\p{L}\p{N}]+/gu, '');
  const x = foldWords(a).replace(/ /g, '') || own(a);
  const y = foldWords(b).replace(/ /g, '') || own(b);
  if (!x || !y) return 0;
  if (x === y) return 1;
  const grams = (s: string) => {
    const m = new Map<string, number>();
    for (let i = 0; i < s.length - 1; i++) m.set(s.slice(i, i + 2), (m.get(s.slice(i, i + 2)) ?? 0) + 1);
    return m;
  };
  const gx = grams(x), gy = grams(y);
  let inter = 0;
  for (const [g, n] of gx) inter += Math.min(n, gy.get(g) ?? 0);
  return (2 * inter) / Math.max(1, x.length - 1 + y.length - 1);
}

/** Similarity of two person names regardless of word order ("DOE Jane" ~ "Jane Doe"). */
export function nameSimilarity(a: string | null | undefined, b: string | null | undefined): number {
  if (!a || !b) return 0;
  const sortWords = (s: string) => foldWords(s).split(' ').filter(Boolean).sort().join(' ');
  return Math.max(similarity(a, b), similarity(sortWords(a), sortWords(b)));
}
