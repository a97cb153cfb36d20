/**
 * Repair of OCR'd numbers by the column they stand in (docs/document-understanding.md, "Scans and
 * photos", "Numbers read by OCR"). Tesseract misreads the small print of a value column in a few
 * known ways: a letter for a digit ("l,7", "2,O", "S"), a colon or a dot for the decimal comma
 * ("2:3", "2.3" among "1,7"), the decimal comma dropped ("13" among grades from 1,0 to 5,0) or
 * read as a digit ("157" for 1,7), a separator with no digit after it, and brackets or bars of the
 * table's rules around the value ("(2,7)", "|5"). A text layer has none of these.
 *
 * The repair runs on an OCR page before its lines are grouped and its columns typed: the numbers
 * of a page are gathered into vertical bands (a column of values), each band's clean values give
 * its own shape (digits before and after the separator, the separator, the decimals it prints) and
 * its range, and a misread value of the band is changed only into a value of that shape within
 * that range. A misread that fits no clean value of its band is left as read (the table reader then
 * leaves it out: a missing value rather than a guessed one, see "Honesty").
 */
import type { DocumentText, PageText, TextItem } from '../types';

/** Letters and marks Tesseract reads for digits in a numeric cell. */
const DIGIT_FOR: Record<string, string> = { O: '0', o: '0', D: '0', Q: '0', l: '1', I: '1', i: '1', ı: '1', '|': '1', '!': '1', S: '5', s: '5', B: '8', Z: '2', z: '2', g: '9' };

/** A clean number as a column prints it: up to three digits, a separator, up to three decimals. */
const CLEAN = /^(\d{1,3})(?:([.,])(\d{1,3}))?$/;

/** Brackets, bars and quotes that the table's rules and specks put around a value. */
const WRAPPING = /^[[\](){}|¦'"`‘’“”]+|[[\](){}|¦'"`‘’“”]+$/g;

/** What may be a misread number: short, with a digit, of digits, look-alike letters and separators only. */
function candidate(text: string): boolean {
  const t = text.replace(WRAPPING, '');
  if (!t || t.length > 6 || !/\d/.test(t)) return false;
  return [...t].every((ch) => /[\d.,:;]/.test(ch) || ch in DIGIT_FOR);
}

interface Shape {
  int: number;
  sep: string;
  frac: number;
}

interface Band {
  items: TextItem[];
  clean: Array<{ item: TextItem; shape: Shape; fracText: string; value: number }>;
}

function parseClean(text: string): { shape: Shape; fracText: string; value: number } | null {
  const m = CLEAN.exec(text);
  if (!m) return null;
  const fracText = m[3] ?? '';
  return { shape: { int: m[1].length, sep: m[2] ?? '', frac: fracText.length }, fracText, value: Number(`${m[1]}.${fracText || '0'}`) };
}

const centre = (i: TextItem) => i.x + i.width / 2;

/** OCR words chained by their centres into vertical bands, a new band where the gap is wider than 0.8 of their median height. */
function chainByCentre(words: TextItem[]): TextItem[][] {
  const cands = [...words].sort((a, b) => centre(a) - centre(b));
  if (cands.length < 3) return [];
  const heights = cands.map((i) => i.height).sort((a, b) => a - b);
  const tol = 0.8 * heights[heights.length >> 1];
  const bands: TextItem[][] = [];
  let cur: TextItem[] = [];
  for (const it of cands) {
    if (cur.length && centre(it) - centre(cur[cur.length - 1]) > tol) {
      bands.push(cur);
      cur = [];
    }
    cur.push(it);
  }
  if (cur.length) bands.push(cur);
  return bands;
}

/**
 * The page's value columns: candidate words chained by their centres (right-aligned columns of
 * "5" and "7,5" stay within a character of each other), a new band where the gap is wider than
 * about one character height.
 */
function bandsOf(items: TextItem[]): Band[] {
  const bands: Band[] = chainByCentre(items.filter((i) => i.confidence !== null && candidate(i.text))).map((b) => ({ items: b, clean: [] }));
  for (const b of bands) {
    for (const item of b.items) {
      const p = parseClean(item.text);
      if (p) b.clean.push({ item, ...p });
    }
  }
  return bands.filter((b) => b.clean.length >= 3);
}

/** Below this confidence a word may be a misread beyond a letter or a separator (a comma read as a digit). */
const UNSURE = 70;

/** Of the clean values of a band, the share that must have one shape for the band to have a shape. */
const DOMINANT_SHARE = 2 / 3;

/**
 * The value a misread word of `band` stands for, or null when no reading fits the band. The band
 * has a shape when most of its clean values share one (digits before and after the separator, and
 * the separator); a word of another shape is read with look-alike letters turned to digits and its
 * separators turned to the band's, then, when it is all digits, with the band's separator put back
 * after the whole part, or, on a word read unsure, in place of the digit after the whole part (the
 * comma read as a digit). A reading is taken only when it has the band's shape and lies within the
 * range of the band's values; a separator put back must also give decimals the band prints.
 */
export function repairInBand(text: string, band: Array<{ text: string }>, unsure = false): string | null {
  const clean = band.map((b) => parseClean(b.text)).filter((p): p is NonNullable<ReturnType<typeof parseClean>> => p !== null);
  const key = (sh: Shape) => `${sh.int}/${sh.sep}/${sh.frac}`;
  const counts = new Map<string, number>();
  for (const c of clean) counts.set(key(c.shape), (counts.get(key(c.shape)) ?? 0) + 1);
  const [top, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  if (n < 3 || n < DOMINANT_SHARE * clean.length) return lostSeparatorOnDecimalScale(text, clean);
  const own = clean.filter((c) => key(c.shape) === top);
  const shape = own[0].shape;
  const values = own.map((c) => c.value);
  // The range the band's values span, widened by a quarter of it each way: a grade of 1,7 in a
  // column whose other grades run from 2,0 to 3,3 is in it, "73" read in a column of 1,0 to 5,0 is not.
  const margin = (Math.max(...values) - Math.min(...values)) / 4;
  const lo = Math.min(...values) - margin, hi = Math.max(...values) + margin;
  const fracs = new Set(own.map((c) => c.fracText));
  const fits = (t: string, knownDecimals: boolean) => {
    const p = parseClean(t);
    return !!p && key(p.shape) === top && p.value >= lo && p.value <= hi && (!knownDecimals || fracs.has(p.fracText));
  };
  const asIs = parseClean(text);
  if (asIs && key(asIs.shape) === top) return null;
  let t = text.replace(WRAPPING, '');
  t = [...t].map((ch) => DIGIT_FOR[ch] ?? ch).join('');
  // A colon, a semicolon or a doubled mark is the separator read badly; one at the end has no decimals after it.
  t = t.replace(/[.,:;]{1,2}(?=\d)/g, shape.sep || '.').replace(/[.,:;]+$/, '');
  if (fits(t, false)) return t;
  // The decimal separator dropped ("13" for "1,3").
  if (shape.sep && /^\d+$/.test(t) && t.length === shape.int + shape.frac) {
    const withSep = `${t.slice(0, shape.int)}${shape.sep}${t.slice(shape.int)}`;
    if (fits(withSep, true)) return withSep;
  }
  // The decimal comma read as a digit ("157", "383" for 1,7 and 3,3), on a word read unsure.
  if (shape.sep && unsure && /^\d+$/.test(t) && t.length === shape.int + shape.frac + 1) {
    const withSep = `${t.slice(0, shape.int)}${shape.sep}${t.slice(shape.int + 1)}`;
    if (fits(withSep, true)) return withSep;
  }
  return null;
}

/**
 * A two-digit whole number in a column that prints each of its grades under ten with one decimal
 * ("6,0", "8,5", "9.0": a 0-10 scale in halves or tenths, the Greek, Spanish or Italian-style
 * decimal grade) and never a bare digit: past the scale, it is one of those grades with its
 * decimal comma lost ("75" for 7,5). The column's own values prove the scale: three or more
 * one-decimal values and no whole number under ten (a column of credits prints "5", "6" beside its
 * "7,5"). The digit after the comma must be a decimal the column prints, and the value within the
 * range of its decimal values widened by a quarter each way; anything else stays as read. Such a
 * column read with two commas or more has its dots read as commas too (a comma's tail is lost to
 * blur, a dot grows none).
 */
function lostSeparatorOnDecimalScale(text: string, clean: Array<{ shape: Shape; fracText: string; value: number }>): string | null {
  const t = text.replace(WRAPPING, '');
  const decimals = clean.filter((c) => c.shape.int === 1 && c.shape.frac === 1);
  if (decimals.length < 3 || clean.some((c) => c.shape.int === 1 && c.shape.frac === 0)) return null;
  // The column prints one separator. A comma whose tail the blur loses reads as a dot, a dot grows
  // no tail: a column with two commas or more among its decimals prints commas, and its dots are commas.
  const commas = decimals.filter((c) => c.shape.sep === ',').length;
  const sep = commas >= 2 || commas * 2 >= decimals.length ? ',' : '.';
  if (sep === ',' && /^\d\.\d$/.test(t)) return t.replace('.', ',');
  if (!/^\d{2}$/.test(t) || Number(t) <= 10) return null;
  const values = decimals.map((c) => c.value);
  const margin = (Math.max(...values) - Math.min(...values)) / 4;
  const value = Number(`${t[0]}.${t[1]}`);
  if (value < Math.min(...values) - margin || value > Math.max(...values) + margin) return null;
  if (!decimals.some((c) => c.fracText === t[1])) return null;
  return `${t[0]}${sep}${t[1]}`;
}

/** A letter grade as a grade column prints it: a letter, with a sign or the zero of a plain step. */
const LETTER_STEP = /^[A-F][+\-0]?$/;
/** The zero of a plain step read as the letter O ("AO", "Bo" for A0, B0). */
const ZERO_READ_AS_O = /^([A-D])[Oo]$/;

/**
 * The plain steps of a column of letter grades on the Korean 4.5 scale (A+, A0, B+, B0 … F), read
 * "AO", "BO". That scale prints a step with a plus and the step below it with a zero, never a minus
 * and never a bare A to D. A band of the page's letter grades shows it when two or more of its
 * grades carry a plus, none a minus and none is a bare A to D; there, a letter and an O is no grade
 * of any scale but that step's zero read as a letter. Elsewhere "AO" stays as read.
 */
export function zeroStepRepairs(items: TextItem[]): Map<TextItem, string> {
  const fixed = new Map<TextItem, string>();
  const words = items.filter((i) => i.confidence !== null && (LETTER_STEP.test(i.text) || ZERO_READ_AS_O.test(i.text)));
  for (const band of chainByCentre(words)) {
    const grades = band.filter((i) => LETTER_STEP.test(i.text));
    const read = band.filter((i) => ZERO_READ_AS_O.test(i.text));
    if (!read.length || grades.length < 3) continue;
    if (grades.filter((i) => i.text.endsWith('+')).length < 2) continue;
    if (grades.some((i) => i.text.endsWith('-') || /^[A-D]$/.test(i.text))) continue;
    for (const i of read) fixed.set(i, `${i.text[0]}0`);
  }
  return fixed;
}

/** A Roman numeral of a grade scale printed in Roman figures (I to X: the CSEC's overall grades I–VI). */
const ROMAN = /^(?:I{1,3}|IV|VI{0,3}|IX|X)$/;

/** A word of Roman figures with its I read as the look-alike "l", "|", "1" or "!" ("Ill", "Il", "ll", "lV"). */
const ROMAN_READ = /^[IVXl|!1]{1,4}$/;

/**
 * Roman grades of one column read with their I as a look-alike: Tesseract reads the I of a sans-serif "III" or "II"
 * as "l" or "|" ("Ill", "ll"). In a vertical band of the page's Roman-figure words where two or more are clean Roman
 * numerals, one of them more than a lone "I" (a grade column, not a pronoun of running text), a word of look-alikes
 * and Roman figures that reads as a Roman numeral with its look-alikes turned to I is that numeral. A word of digits
 * alone ("11") stays as read.
 */
export function romanGradeRepairs(items: TextItem[]): Map<TextItem, string> {
  const fixed = new Map<TextItem, string>();
  const words = items.filter((i) => i.confidence !== null && ROMAN_READ.test(i.text) && /[IVXl]/.test(i.text));
  for (const band of chainByCentre(words)) {
    const clean = band.filter((i) => ROMAN.test(i.text));
    if (clean.length < 2 || !clean.some((i) => i.text !== 'I')) continue;
    for (const i of band) {
      if (ROMAN.test(i.text)) continue;
      const read = i.text.replace(/[l|!1]/g, 'I');
      if (ROMAN.test(read)) fixed.set(i, read);
    }
  }
  return fixed;
}

/** A letter grade of A to F, with its sign or the second letter of a two-letter scale (AA, BA, CB). */
const LETTER_GRADE = /^(?:[A-F][+-]?|[A-F][A-F])$/;
/** A grade of the band with its B read as the figure 8 (the two bowls closed by the blur): "8+", "8", "B8", "8A". */
const B_READ_AS_EIGHT = /^(?:8[+-]?|[A-F8][A-F8])$/;
/** A figure in a grade's place, with or without a sign: "6", "0", "5", "3+". */
const FIGURE = /^\d[+-]?$/;
/** A band is a letter column when this many of its words are letter grades read surely. */
const LETTER_BAND_SURE = 85;

/** Whether a band's letter grades make it a column of letter grades: four or more, three of them read surely. */
function sureLetterBand(grades: TextItem[]): boolean {
  return grades.length >= 4 && grades.filter((i) => (i.confidence ?? 0) >= LETTER_BAND_SURE).length >= 3;
}

/**
 * Rule "An echoed capital is a letter grade of its band" (docs/document-understanding.md, "Scans and photos", "What
 * the scans of l- and the older development scans showed"): a photo's grade column read "A", "8", "8", "Cc", "Cc",
 * "Cc", "A", "F" … had its B's read as 8 on four rows, and its C's echoed in lower case were no letter grades to the
 * band: its figures were then more than a third of it and the 8's were served as grades. A capital followed by its own
 * small letter ("Cc", which "A letter grade echoed in lower case is the letter" makes the C) is a grade of the band.
 */
const ECHOED_GRADE = /^(?:Aa|Bb|Cc|Dd|Ee|Ff)$/;

/**
 * The words of a column of letter grades that OCR read as figures, where the second reading did
 * not settle them. A band of the page's short words is a column of letter grades when four or more
 * of its words are letter grades (A to F with a sign, or two such letters), three of them read with
 * 85 or more, and its other words are figures or letter grades with a dot after them ("C+."), a third
 * of the band at most. There:
 *
 * - a grade followed by a dot is the grade (a speck: no letter scale prints a dot after its grades);
 * - where the band's only figure is 8, alone, with a grade's sign or beside a grade's letter, it is
 *   the B ("8+", "8B" for B+, BB), read in the form most of the band's grades print;
 * - any other figure ("6" for C or B, "0" for D or O, "5" for S) is no value of the scale and no
 *   evidence of which letter is printed: the word is dropped (null), not served as read.
 *
 * The map gives each word its reading, or null for a word to drop.
 */
export function letterFigureRepairs(items: TextItem[]): Map<TextItem, string | null> {
  const fixed = new Map<TextItem, string | null>();
  const words = items.filter((i) => i.confidence !== null && (/^[\dA-F][\dA-F+-]?\.?$/.test(i.text) || ECHOED_GRADE.test(i.text)));
  for (const band of chainByCentre(words)) {
    const grades = band.filter((i) => LETTER_GRADE.test(i.text) || ECHOED_GRADE.test(i.text));
    const dotted = band.filter((i) => i.text.endsWith('.') && LETTER_GRADE.test(i.text.slice(0, -1)));
    const read = band.filter((i) => !LETTER_GRADE.test(i.text) && (B_READ_AS_EIGHT.test(i.text) || FIGURE.test(i.text)));
    if (!read.length && !dotted.length) continue;
    if (!sureLetterBand(grades)) continue;
    const others = read.length + dotted.length;
    if (grades.length + others < band.length || others * 3 > band.length) continue;
    for (const i of dotted) fixed.set(i, i.text.slice(0, -1));
    // The reading takes the form most of the band's grades print: one letter with its sign, or two letters.
    const pairs = grades.filter((i) => /^[A-F]{2}$/.test(i.text)).length * 2 > grades.length;
    const onlyEights = read.every((i) => B_READ_AS_EIGHT.test(i.text));
    for (const i of read) {
      const text = i.text.replace(/8/g, 'B');
      const fits = pairs ? /^[A-F]{2}$/.test(text) : /^[A-F][+-]?$/.test(text);
      fixed.set(i, onlyEights && fits ? text : null);
    }
  }
  return fixed;
}

/** The Cyrillic capitals drawn as a Latin grade letter is (А, В, С, Е for A, B, C, E), and their twins. */
const CYRILLIC_TWIN: Record<string, string> = { 'А': 'A', 'В': 'B', 'С': 'C', 'Е': 'E' };
/** A Cyrillic twin of a grade letter, with a grade's sign. */
const CYRILLIC_GRADE = /^[АВСЕ][+-]?$/;
/** One Cyrillic letter alone in a cell: a twin, or debris ("р" read for a D). */
const CYRILLIC_LONE = /^\p{Script=Cyrillic}[+-]?$/u;
/** A letter grade of one letter, as the Latin model reads it. */
const LATIN_GRADE = /^[A-F][+-]?$/;

/** Whether a word stands alone in its cell: no word of its line starts within a character's height after it (prose runs on). */
function aloneInCell(w: TextItem, items: TextItem[]): boolean {
  const mid = w.y + w.height / 2;
  return !items.some((o) => o !== w && Math.abs(o.y + o.height / 2 - mid) < w.height / 2 && o.x >= w.x + w.width - 1 && o.x - (w.x + w.width) < w.height);
}

/**
 * Latin letter grades read as Cyrillic letters (rule "Cyrillic twins of letter grades"): on a page
 * OCR'd with a Cyrillic model, the ECTS letters of a grade column come back as the Cyrillic capitals
 * of the same shape ("В", "А", "С", "Е"), and a letter of no twin ("р") for a D. A vertical band of
 * the page's one-letter words, each alone in its cell, is a column of letter grades when four or more
 * of its words are letter grades or their twins, three of them read with 85 or more, and the words of
 * no twin a third of the band at most. There a twin is its Latin letter and a Cyrillic letter of no
 * twin is null (no letter grade is drawn so: which one was printed is not known). Elsewhere (a
 * Cyrillic preposition opening a line, which has words after it) the words stay as read.
 */
export function cyrillicTwinRepairs(items: TextItem[]): Map<TextItem, string | null> {
  const fixed = new Map<TextItem, string | null>();
  const words = items.filter((i) => i.confidence !== null && (LATIN_GRADE.test(i.text) || CYRILLIC_LONE.test(i.text)) && aloneInCell(i, items));
  for (const band of chainByCentre(words)) {
    const grades = band.filter((i) => LATIN_GRADE.test(i.text) || CYRILLIC_GRADE.test(i.text));
    const twins = grades.filter((i) => CYRILLIC_GRADE.test(i.text));
    const debris = band.filter((i) => !grades.includes(i));
    if (!twins.length && !debris.length) continue;
    if (!sureLetterBand(grades)) continue;
    if (debris.length * 3 > band.length) continue;
    for (const i of twins) fixed.set(i, CYRILLIC_TWIN[i.text[0]] + i.text.slice(1));
    for (const i of debris) fixed.set(i, null);
  }
  return fixed;
}

/** The page's words with the Cyrillic twins of its letter grades read as the Latin letters (cyrillicTwinRepairs). */
function withLatinGrades(page: PageText): PageText {
  const fixed = cyrillicTwinRepairs(page.items);
  if (!fixed.size) return page;
  return withRepairs(page, fixed);
}

/** The page with each repaired word's new reading, and the words repaired to null dropped. */
function withRepairs(page: PageText, fixed: Map<TextItem, string | null>): PageText {
  return { ...page, items: page.items.filter((it) => fixed.get(it) !== null).map((it) => (fixed.has(it) ? { ...it, text: fixed.get(it)! } : it)) };
}

function repairPage(read: PageText): PageText {
  // Twins first: a column of letter grades read in Cyrillic is then one the repairs below know.
  const page = withLatinGrades(read);
  const bands = bandsOf(page.items);
  const fixed: Map<TextItem, string | null> = zeroStepRepairs(page.items);
  for (const [i, t] of romanGradeRepairs(page.items)) fixed.set(i, t);
  for (const [i, t] of letterFigureRepairs(page.items)) fixed.set(i, t);
  if (!bands.length && !fixed.size) return page;
  for (const b of bands) {
    const texts = b.clean.map((c) => ({ text: c.item.text }));
    for (const it of b.items) {
      const r = repairInBand(it.text, texts, (it.confidence ?? 100) < UNSURE);
      if (r !== null && r !== it.text) fixed.set(it, r);
    }
  }
  if (!fixed.size) return page;
  return withRepairs(page, fixed);
}

/** The document with the misread numbers of its OCR pages repaired by their columns; text-layer pages as they are. */
export function repairOcrValues(text: DocumentText): DocumentText {
  if (!text.pages.some((p) => p.source === 'ocr')) return text;
  return { ...text, pages: text.pages.map((p) => (p.source === 'ocr' ? repairPage(p) : p)) };
}
