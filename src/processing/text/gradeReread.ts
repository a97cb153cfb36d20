/**
 * A second reading of the letter grades of a page's grade column (docs/document-understanding.md,
 * "Scans and photos", "Letter grades read twice"). Alone in its cell, a letter grade is read by
 * Tesseract's language model as a word it is not: "C" as "Cc", "P" as "Pp", "B+" as "Be", "B-" as
 * "6-", the small minus of "A-" lost, a clear "C" given a confidence of 41 (and then dropped by the
 * confidence gate). The page's short words are gathered into vertical bands (a column); a band
 * where most words are letter grades read with confidence is a grade column, and its words read
 * unsure or not as a grade are cut out with a margin (the sign the first reading lost stands beside
 * the letter), stacked into one strip and read again in one Tesseract run, one value a line, with
 * only the characters of that column's scale allowed: its letters (all of A to F when it prints
 * any of them) and, when it prints signed grades, "+" and "-".
 */
import { writeFile } from 'node:fs/promises';
import { readingOf, stackStrip, type BoxWord, type DecodedPage } from './ocrReread';

/** A letter grade as printed: a letter of A to F with its sign, two letters of A to F, a pass/fail letter, the Australian HD, DN, CR, NN. */
const GRADE = /^(?:[A-F][+-]?|[A-F]{2}|[OPSUN]|HD|CR|DN|NN)$/;
/** What may be a letter grade misread: short, letters, digits read for letters, signs. */
const GRADE_LIKE = /^[A-Za-z0-9][A-Za-z0-9+\-]{0,2}$/;
/** One letter or digit of a script other than Latin (a Thai "๐", "อ"). */
const FOREIGN_CHAR = /^(?![A-Za-z0-9])[\p{L}\p{N}]$/u;

/** A band's words read with this confidence or more, as a grade, need no second reading. */
export const GRADE_SURE = 90;
/** The second reading replaces a different first one only from this confidence on. */
const GRADE_TRUSTED = 75;
/** A band is a grade column when this share of its words are grades, three of them read with GRADE_BAND_SURE. */
const GRADE_BAND_SHARE = 0.4;
const GRADE_BAND_SURE = 85;

const centre = (w: BoxWord) => w.left + w.width / 2;

export interface GradeBand {
  /** Indexes of the band's words in the page's words. */
  members: number[];
  /** Median height of the band's grades read surely (a misread word's box may take in a speck). */
  height: number;
  /** The characters the second reading may read. */
  whitelist: string;
}

/**
 * The page's grade columns: short words chained by their centres (within 0.8 of the words' median
 * height of each other), kept when most of them are letter grades read surely.
 */
export function gradeBands(words: BoxWord[]): GradeBand[] {
  const cands = words.map((w, i) => ({ w, i })).filter(({ w }) => GRADE_LIKE.test(w.text) && w.height >= 6).sort((a, b) => centre(a.w) - centre(b.w));
  if (cands.length < 3) return [];
  const heights = cands.map((c) => c.w.height).sort((a, b) => a - b);
  const tol = 0.8 * heights[heights.length >> 1];
  const bands: Array<typeof cands> = [];
  let cur: typeof cands = [];
  for (const c of cands) {
    if (cur.length && centre(c.w) - centre(cur[cur.length - 1].w) > tol) {
      bands.push(cur);
      cur = [];
    }
    cur.push(c);
  }
  if (cur.length) bands.push(cur);
  const out: GradeBand[] = [];
  for (const b of bands) {
    // A scan of 100 dpi reads few words surely, and the misreads are what this is for: a good
    // share of the band read as grades, three of them with confidence.
    const grades = b.filter(({ w }) => GRADE.test(w.text));
    const sure = grades.filter(({ w }) => w.confidence >= GRADE_BAND_SURE);
    if (sure.length < 3 || grades.length < GRADE_BAND_SHARE * b.length) continue;
    const chars = new Set(grades.filter(({ w }) => w.confidence >= GRADE_TRUSTED).flatMap(({ w }) => [...w.text]));
    if ([...chars].some((ch) => /[A-F]/.test(ch))) for (const ch of 'ABCDEF') chars.add(ch);
    // Signed grades: one read with its sign, or with a mark Tesseract reads for it ("Bt", "At" for B+, A+).
    if (chars.has('+') || chars.has('-') || b.some(({ w }) => /^[A-F][+\-te~_]$/.test(w.text))) {
      chars.add('+');
      chars.add('-');
    }
    const hs = sure.map(({ w }) => w.height).sort((a, b) => a - b);
    const height = hs[hs.length >> 1];
    // Rule "A title word over a grade column is no grade": a word half again as tall as the
    // column's grades and set apart from them, more than three grades' heights from the nearest
    // word of the band ("OF" of the document's title, centred over the column), is no cell of it.
    // Stacked into the strip, its large dark letters left the grades' lighter print unread. A
    // misread grade on a row keeps its place, however tall its box ("Cc" taking in a rule).
    const apart = (w: BoxWord) => b.every(({ w: o }) => o === w || Math.max(o.top - (w.top + w.height), w.top - (o.top + o.height)) > 3 * height);
    const titleWord = (w: BoxWord) => w.height > height * 1.5 && apart(w);
    // Rule "A grade read in the page's own script": on a page read with another script's model (Thai),
    // a lone character of that script standing in the column ("๐", "อ" for a "C", a "D") is a grade
    // misread; it is read again with the column's letters (settleGrade keeps a sure reading only).
    const [lo, hi] = [centre(b[0].w) - tol / 2, centre(b[b.length - 1].w) + tol / 2];
    // Within the band's rows (a preposition of a sentence far under the table is no grade).
    const [top, bottom] = [Math.min(...b.map(({ w }) => w.top)) - 5 * height, Math.max(...b.map(({ w }) => w.top + w.height)) + 5 * height];
    const foreign = words
      .map((w, i) => ({ w, i }))
      .filter(({ w }) => FOREIGN_CHAR.test(w.text) && w.height <= height * 1.5 && w.height >= height * 0.6 && centre(w) >= lo && centre(w) <= hi && w.top >= top && w.top + w.height <= bottom);
    out.push({ members: [...b.filter(({ w }) => !titleWord(w)), ...foreign].map((c) => c.i), height, whitelist: [...chars].sort().join('') });
  }
  return out;
}

/** Whether a word of a grade band is read again: read unsure, or not as a grade. */
export function needsGradeReading(w: BoxWord): boolean {
  return !GRADE.test(w.text) || w.confidence < GRADE_SURE;
}

/** A grade letter whose small letter is drawn like it, smaller (rule "A letter alike in both cases read twice"). */
const CASE_ALIKE = /^[COSU]$/;
/** The whitelisted reading of such a letter agrees with the first from this confidence on (a reading at 0 is a guess). */
const CASE_ALIKE_SECOND = 40;

/** Digits Tesseract reads for the letters of a grade. */
const LETTER_FOR: Record<string, string> = { '6': 'B', '8': 'B', '0': 'O', '5': 'S' };
/** Marks Tesseract reads for a grade's sign. */
const SIGN_FOR: Record<string, string> = { t: '+', e: '+', '4': '+', '~': '-', _: '-' };

/**
 * Whether a second reading is the same print as a first reading that is no grade: the same letter
 * first (in either case, or a digit of its look), and a sign only where the first read a mark of that sign
 * ("Cc" and "C", "Be" and "B+", "6-" and "B-").
 */
function sameGrade(first: string, second: string): boolean {
  const letter = LETTER_FOR[first[0]] ?? first[0].toUpperCase();
  if (letter !== second[0]) return false;
  // One letter for two only where the first read that letter twice ("Cc", "Pp"; never "cT", "AS").
  if (second.length === 1) return first.length === 1 || first[1].toUpperCase() === second[0];
  // Rule "A sign read twice" (docs/document-understanding.md, "What the scans of the rotated groups showed"): the sign
  // read once as its mark and once as itself ("At+" for A+, on a screenshot at 81), read "A+" again at 85.
  if (first.length === 3 && /[+-]/.test(second[1]) && first[2] === second[1] && SIGN_FOR[first[1]] === second[1]) return true;
  // A sign only where the first reading has a mark of that sign ("Bt", "Be" for B+; "B~" for B-),
  // a second letter only where it has that letter ("cc" for CC).
  return first.length === 2 && (SIGN_FOR[first[1]] ?? LETTER_FOR[first[1]] ?? first[1].toUpperCase()) === second[1];
}

/**
 * The word after its second reading. A first reading that is no grade takes a second one that is
 * the same print ("Cc" → "C", "c+" → "C+"; never "cT" → "CE", a letter the scale's whitelist lacks
 * forced into another), with the better of the two confidences where the second is read with some
 * (Tesseract gives a reading it was made to take from the whitelist a low one, whatever the
 * print). A grade read unsure takes a different grade read with confidence; a grade the second
 * reading only adds a sign to ("A" → "A-") takes it; when both agree, the word keeps the better
 * confidence.
 */
export function settleGrade<W extends BoxWord>(w: W, second: { text: string; confidence: number } | null): W {
  if (!second || !GRADE.test(second.text)) return w;
  // Rule "A letter alike in both cases read twice" (docs/document-understanding.md, "What the scans of the rotated
  // groups showed"): Tesseract is unsure of a lone C, O, S or U because its small letter is drawn the same ("Cc" at
  // 41-64), and stays unsure of it read with capitals only (47-49, where a B of the same column is read at 90): the
  // doubt is the letter's case, not its shape, and the confidence gate dropped every C of a column. Read so twice, once
  // freely and once with the column's letters, it is that grade.
  if (CASE_ALIKE.test(second.text) && second.confidence >= CASE_ALIKE_SECOND && [second.text, second.text.toLowerCase(), second.text + second.text.toLowerCase()].includes(w.text)) {
    return { ...w, text: second.text, confidence: Math.max(w.confidence, second.confidence, GRADE_TRUSTED) };
  }
  if (second.text === w.text) return { ...w, confidence: Math.max(w.confidence, second.confidence) };
  if (FOREIGN_CHAR.test(w.text)) return second.confidence >= GRADE_TRUSTED ? { ...w, text: second.text, confidence: second.confidence } : w;
  if (!GRADE.test(w.text)) {
    if (!sameGrade(w.text, second.text)) return w;
    return { ...w, text: second.text, confidence: second.confidence >= GRADE_TRUSTED ? second.confidence : w.confidence };
  }
  const signAdded = second.text.length === 2 && /[+-]$/.test(second.text) && second.text[0] === w.text;
  if (second.confidence >= GRADE_TRUSTED && (w.confidence < GRADE_TRUSTED || signAdded)) return { ...w, text: second.text, confidence: second.confidence };
  return w;
}

/** The cut of a word: its box widened by about a character each way, short of the words beside it on its line. */
function cutBox(words: BoxWord[], i: number, W: number, H: number): { left: number; top: number; width: number; height: number } {
  const w = words[i];
  let lo = Math.max(0, w.left - 0.7 * w.height), hi = Math.min(W, w.left + w.width + 0.7 * w.height);
  for (let k = 0; k < words.length; k++) {
    if (k === i) continue;
    const v = words[k];
    if (v.top >= w.top + w.height || v.top + v.height <= w.top) continue;
    if (v.left + v.width <= w.left) lo = Math.max(lo, v.left + v.width + 2);
    else if (v.left >= w.left + w.width) hi = Math.min(hi, v.left - 2);
  }
  const pad = Math.round(w.height * 0.25);
  const left = Math.round(Math.min(lo, w.left)), right = Math.round(Math.max(hi, w.left + w.width));
  const top = Math.max(0, w.top - pad), bottom = Math.min(H, w.top + w.height + pad);
  return { left, top, width: right - left, height: bottom - top };
}

/**
 * The page's words with the doubtful letter grades of its grade columns read a second time.
 * `readStrip` reads a PNG one value a line with the given whitelist (TesseractOcr's runTesseract);
 * `stripPath(k)` is where the k-th band's strip is written.
 */
export async function rereadGrades<W extends BoxWord>(page: DecodedPage, words: W[], stripPath: (k: number) => string, readStrip: (pngPath: string, whitelist: string) => Promise<BoxWord[]>): Promise<W[]> {
  const bands = gradeBands(words).map((b) => ({ ...b, members: b.members.filter((i) => needsGradeReading(words[i])) })).filter((b) => b.members.length);
  if (!bands.length) return words;
  const out = [...words];
  for (let k = 0; k < bands.length; k++) {
    const strip = await stackStrip(page, bands[k].members.map((index) => ({ index, box: cutBox(words, index, page.info.width, page.info.height), scaleFrom: bands[k].height })));
    if (!strip) continue;
    const file = stripPath(k);
    await writeFile(file, strip.png);
    const read = await readStrip(file, bands[k].whitelist);
    for (const cut of strip.cuts) out[cut.index] = settleGrade(words[cut.index], readingOf(cut, read));
  }
  return out;
}
