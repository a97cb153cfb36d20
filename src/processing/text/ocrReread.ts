/**
 * A second reading of the numbers the page's OCR was unsure of (docs/document-understanding.md,
 * "Scans and photos", "Numbers read twice"). A grade or a credit is a few small characters in a
 * cell of its own; read in the page's flow, Tesseract often gives it a low confidence or a letter
 * for a digit ("l,7", "1.1.2"). Each such word is cut out of the prepared image, enlarged to a
 * height Tesseract reads digits well at, and the cuts are stacked into one strip that is read once,
 * one value a line (page segmentation mode 6), with only the characters of a number allowed. The
 * second reading replaces the first when it is a clean number read with confidence; when both
 * readings agree, the value keeps the better of their confidences (two independent readings of
 * the same print). One extra Tesseract run per page, on a small image, only for pages with such
 * words.
 */
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';

/** An OCR word: its text, its box in the image's pixels and its confidence (TesseractOcr's OcrWord adds where it stands in the page). */
export interface BoxWord {
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
  confidence: number;
}

/** Words read below this confidence are read again when they look like a number. */
export const REREAD_BELOW = 80;
/** The second reading replaces a different first one only from this confidence on. */
export const REREAD_TRUSTED = 75;
/** The characters the second reading may read. */
export const NUMBER_WHITELIST = '0123456789.,';
/** Height of a cut's box in the strip, in pixels. */
const CUT_HEIGHT_PX = 40;
/** Blank between the strip's lines and around them, in pixels. */
const GAP_PX = 24;
/** Tesseract's coordinates are 16-bit: the strip stays under this height. */
const MAX_STRIP_HEIGHT = 30_000;

/** Letters Tesseract reads for digits, which a second reading may turn back. */
const LOOKALIKE = /^[0-9OoDQlIiı|!SsBZzg.,:;()[\]]+$/;
const CLEAN = /^\d{1,3}(?:[.,]\d{1,3})?$/;

/** Whether a word is a number read unsure: short, with a digit, only digits, look-alike letters and separators. */
export function rereadable(w: BoxWord): boolean {
  return w.confidence < REREAD_BELOW && w.text.length <= 6 && /\d/.test(w.text) && LOOKALIKE.test(w.text) && w.height >= 6;
}

export interface StripCut {
  /** Index of the word in the page's words. */
  index: number;
  /** The cut's place in the strip (pixels). */
  top: number;
  height: number;
}

/**
 * The second reading of one word: the strip's words on its line, joined. Null when nothing was
 * read there.
 */
export function readingOf(cut: StripCut, strip: BoxWord[]): { text: string; confidence: number } | null {
  const mine = strip.filter((s) => s.top + s.height / 2 >= cut.top && s.top + s.height / 2 < cut.top + cut.height).sort((a, b) => a.left - b.left);
  if (!mine.length) return null;
  return { text: mine.map((s) => s.text).join(''), confidence: Math.min(...mine.map((s) => s.confidence)) };
}

/**
 * Rule "A separator after the last figure is no decimal": the second reading of a cut ends on a point or a comma with
 * no figure after it ("79," at 78, of a mark "79" read at 68 the first time) when the cut took in a speck or the edge of
 * a rule beside the figures. No number of a cell is printed so, and the reading was refused as no clean number; the
 * sparse reading then took the mark for "73" and replaced a right first reading. The figures before it are the reading
 * where they confirm the first reading (`first`), or, in a number column, where they are of the column's shape
 * (`settleInColumn`): a "7," never replaces an unsure "7,5".
 */
export function withoutTrailingSeparator(second: { text: string; confidence: number } | null, first?: string): { text: string; confidence: number } | null {
  if (!second || !/^\d+[.,]$/.test(second.text)) return second;
  const text = second.text.slice(0, -1);
  return first === undefined || first === text ? { ...second, text } : second;
}

/** The word after its second reading (unchanged when the second reading does not settle it). */
export function settle<W extends BoxWord>(w: W, reading: { text: string; confidence: number } | null): W {
  const second = withoutTrailingSeparator(reading, w.text);
  if (!second || !CLEAN.test(second.text)) return w;
  if (second.text === w.text) return { ...w, confidence: Math.max(w.confidence, second.confidence) };
  if (second.confidence >= REREAD_TRUSTED && second.confidence > w.confidence) return { ...w, text: second.text, confidence: second.confidence };
  return w;
}

/**
 * The prepared page decoded once to grayscale pixels, one byte a pixel: the lost cells, the numbers
 * and grades read again (every cut of their strips) and the word boxes cut to their ink
 * (./inkBoxes) all read this one decoding.
 */
export interface DecodedPage {
  data: Buffer;
  info: sharp.OutputInfo;
}

export function decodeGray(png: Buffer): Promise<DecodedPage> {
  return sharp(png).grayscale().raw().toBuffer({ resolveWithObject: true });
}

/** A box of the page to read again, with the height in it that the strip enlarges to CUT_HEIGHT_PX. */
export interface StripPiece {
  /** Index of the word (or cell) the piece reads. */
  index: number;
  box: { left: number; top: number; width: number; height: number };
  scaleFrom: number;
}

/**
 * The pieces cut out of the page, each scaled so that `scaleFrom` pixels become CUT_HEIGHT_PX and
 * stacked one a line with GAP_PX around them, as a grayscale PNG; a piece under 2 pixels a side is
 * skipped and pieces past Tesseract's 16-bit height are left out. Null when nothing was cut. The
 * numbers, the letter grades and the lost cells are all read again from such a strip.
 */
export async function stackStrip(page: DecodedPage, pieces: StripPiece[]): Promise<{ png: Buffer; cuts: StripCut[] } | null> {
  const raw = { raw: { width: page.info.width, height: page.info.height, channels: page.info.channels } } as const;
  const parts: Array<{ input: Buffer; top: number; left: number }> = [];
  const cuts: StripCut[] = [];
  let top = GAP_PX, width = 0;
  for (const { index, box, scaleFrom } of pieces) {
    if (box.width < 2 || box.height < 2) continue;
    const k = CUT_HEIGHT_PX / scaleFrom;
    const outW = Math.max(1, Math.round(box.width * k)), outH = Math.max(1, Math.round(box.height * k));
    if (top + outH + GAP_PX > MAX_STRIP_HEIGHT) break;
    const input = await sharp(page.data, raw).extract(box).resize(outW, outH, { kernel: 'cubic' }).png().toBuffer();
    parts.push({ input, top, left: GAP_PX });
    cuts.push({ index, top, height: outH });
    top += outH + GAP_PX;
    width = Math.max(width, outW);
  }
  if (!cuts.length) return null;
  const png = await sharp({ create: { width: width + 2 * GAP_PX, height: top, channels: 3, background: { r: 255, g: 255, b: 255 } } }).composite(parts).grayscale().png({ compressionLevel: 1 }).toBuffer();
  return { png, cuts };
}

/**
 * A column of numbers on the page: at least MIN_COLUMN_VALUES clean numbers read surely whose
 * centres chain (within 0.8 of their height of each other), most of them (two thirds) of one shape
 * (digits before and after the separator, and the separator: "5", "1,3"). Its extent on the page,
 * its shape and the range of its values.
 */
export interface NumberColumn {
  left: number;
  right: number;
  top: number;
  bottom: number;
  shape: string;
  lo: number;
  hi: number;
  /** The median step between the tops of its values one under another: the height of its rows. */
  pitch: number;
}

const MIN_COLUMN_VALUES = 4;
const shapeOf = (t: string) => {
  const m = /^(\d{1,3})(?:([.,])(\d{1,3}))?$/.exec(t);
  return m ? `${m[1].length}${m[2] ?? ''}${m[3]?.length ?? ''}` : null;
};
const valueOf = (t: string) => Number(t.replace(',', '.'));

export function numberColumns(words: BoxWord[]): NumberColumn[] {
  const sure = words.filter((w) => w.confidence >= REREAD_BELOW && CLEAN.test(w.text) && w.height >= 6).sort((a, b) => a.left + a.width / 2 - (b.left + b.width / 2));
  if (sure.length < MIN_COLUMN_VALUES) return [];
  const hs = sure.map((w) => w.height).sort((a, b) => a - b);
  const tol = 0.8 * hs[hs.length >> 1];
  const runs: BoxWord[][] = [];
  for (const w of sure) {
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    if (last && w.left + w.width / 2 - (last.left + last.width / 2) <= tol) run.push(w);
    else runs.push([w]);
  }
  const out: NumberColumn[] = [];
  for (const run of runs) {
    if (run.length < MIN_COLUMN_VALUES) continue;
    const counts = new Map<string, number>();
    for (const w of run) counts.set(shapeOf(w.text)!, (counts.get(shapeOf(w.text)!) ?? 0) + 1);
    const [shape, n] = [...counts].sort((a, b) => b[1] - a[1])[0];
    if (n < MIN_COLUMN_VALUES || n < (2 / 3) * run.length) continue;
    const own = run.filter((w) => shapeOf(w.text) === shape).map((w) => valueOf(w.text));
    const margin = (Math.max(...own) - Math.min(...own)) / 4;
    const tops = run.map((w) => w.top).sort((a, b) => a - b);
    const steps = tops.slice(1).map((t, k) => t - tops[k]).filter((d) => d > 0).sort((a, b) => a - b);
    out.push({
      left: Math.min(...run.map((w) => w.left)),
      right: Math.max(...run.map((w) => w.left + w.width)),
      top: Math.min(...run.map((w) => w.top)),
      bottom: Math.max(...run.map((w) => w.top + w.height)),
      shape,
      lo: Math.min(...own) - margin,
      hi: Math.max(...own) + margin,
      pitch: steps.length ? steps[steps.length >> 1] : 0,
    });
  }
  return out;
}

/** A dash printed for no value: print, not a misread. */
const NO_VALUE = /^[–—-]{1,2}$/;

/**
 * The number column a word stands in as a misread cell: its centre within the column's extent, a
 * short word with a digit or a mark in it and at most one letter that looks like no digit ("=,",
 * ">", "a)", "1" where the column prints "1,3"), not a dash (print for no value), not a word of
 * letters only (a grade "V", "VR", a status "BE" is print), and not a clean number of the column's shape.
 */
export function misfitColumn(w: BoxWord, columns: NumberColumn[]): NumberColumn | null {
  const t = w.text;
  if (t.length > 4 || NO_VALUE.test(t) || (!unsureLetters(w) && (!/[^\p{L}]/u.test(t) || [...t].filter((ch) => /\p{L}/u.test(ch) && !LOOKALIKE.test(ch)).length > 1))) return null;
  const cx = coreCentre(w), cy = w.top + w.height / 2;
  // An unsure word of letters may stand on the row right after the column's last sure value (or before its first):
  // rule "The row after a column's last figure", a row of the column's own height away.
  const reach = (c: NumberColumn) => (unsureLetters(w) ? Math.max(2 * w.height, NEXT_ROW_REACH * c.pitch) : 0);
  const col = columns.find((c) => cx >= c.left && cx <= c.right && cy >= c.top - reach(c) && cy <= c.bottom + reach(c));
  if (!col || shapeOf(w.text) === col.shape) return null;
  return col;
}

/**
 * Rule "A speck beside a figure stands outside its column": the centre of a word's letters and figures, its box shared
 * evenly among its characters. A speck read as a mark before a credit ("*3" at 6) widens the word's box by a character
 * to the left, and the word's centre fell a pixel outside the column of its "3"s: it was never read again as the column's
 * cell, and the row lost its credits. The marks at either end are left out of the centre; a word of marks only keeps its own.
 */
export function coreCentre(w: BoxWord): number {
  const { left, right } = coreSpan(w);
  return (left + right) / 2;
}

/** The part of a word's box its letters and figures take, the box shared evenly among its characters (all of it for a word of marks only). */
export function coreSpan(w: BoxWord): { left: number; right: number } {
  const chars = [...w.text];
  const lead = chars.findIndex((ch) => /[\p{L}\p{N}]/u.test(ch));
  if (lead < 0) return { left: w.left, right: w.left + w.width };
  let end = chars.length;
  while (!/[\p{L}\p{N}]/u.test(chars[end - 1])) end--;
  const per = w.width / chars.length;
  return { left: w.left + per * lead, right: w.left + per * end };
}

/** How far past its last sure value (or before its first) a column's misread cell may stand, in the column's row heights. */
const NEXT_ROW_REACH = 1.25;

/** Below this confidence a word of letters is no print of them: a "V" or "BE" printed in a column is read surely. */
const UNSURE_LETTERS = 40;

/**
 * Rule "A word read unsure in a column of numbers" (docs/document-understanding.md, "Scans and photos", "What the scans
 * of l- and the older development scans showed"): on a photo the last figure of a grade column ("7", under the
 * others) was read as letters ("yf") at 30, and as a word of letters it was never read again: the row lost its grade.
 * A word of one to three letters read under UNSURE_LETTERS in a number column is a misread cell like "=," or ">",
 * read again across the column and taken only as a number of the column's shape in its range read with confidence
 * (settleInColumn); letters read surely stay print.
 */
function unsureLetters(w: BoxWord): boolean {
  return w.confidence < UNSURE_LETTERS && /^\p{L}{1,3}$/u.test(w.text);
}

/**
 * A misread cell after its second reading: the reading taken when it is a clean number of the
 * column's shape within its range, read with confidence; else the cell as first read.
 */
export function settleInColumn<W extends BoxWord>(w: W, reading: { text: string; confidence: number } | null, col: NumberColumn): W {
  const second = withoutTrailingSeparator(reading);
  if (!second || second.confidence < REREAD_TRUSTED || shapeOf(second.text) !== col.shape) return w;
  const v = valueOf(second.text);
  return v >= col.lo && v <= col.hi ? { ...w, text: second.text, confidence: second.confidence } : w;
}

/** A short word of Cyrillic or Greek letters only: the form a small figure takes when those scripts' models read it. */
const SCRIPT_LETTERS_ONLY = /^[\p{Script=Cyrillic}\p{Script=Greek}]{1,3}$/u;
/** Words of such a band at least (a column, not a stray word of running text). */
const MIN_SCRIPT_BAND = 4;

/**
 * Rule "Figures read as letters of the page's script" (docs/document-understanding.md, "Numbers read twice"): the
 * Cyrillic and Greek models read a column of small figures (a record's credits: "4", "3") as short words of their
 * own letters ("ы", "з", "ото"), unsurely, and the figures were lost from every row. A word of one to three letters of
 * those scripts read under REREAD_TRUSTED, alone in its cell (no word of its line within a character's height on
 * either side), is read again with the numbers when MIN_SCRIPT_BAND such words or more stand in one vertical band
 * (their centres chained within 0.8 of their height), cut across the band's width; the second reading is taken only as a clean number read with
 * confidence (`settle`), else the word stays as read. A stray short word of running text is read surely, or stands
 * beside other words.
 */
export function scriptMisreadNumbers(words: BoxWord[]): Map<BoxWord, { left: number; right: number }> {
  const alone = (w: BoxWord) =>
    !words.some((v) => {
      if (v === w || Math.min(v.top + v.height, w.top + w.height) - Math.max(v.top, w.top) < 0.5 * Math.min(v.height, w.height)) return false;
      const gap = v.left >= w.left ? v.left - (w.left + w.width) : w.left - (v.left + v.width);
      return gap < w.height;
    });
  const cands = words.filter((w) => w.confidence < REREAD_TRUSTED && w.height >= 6 && SCRIPT_LETTERS_ONLY.test(w.text) && alone(w));
  const out = new Map<BoxWord, { left: number; right: number }>();
  if (cands.length < MIN_SCRIPT_BAND) return out;
  const centre = (w: BoxWord) => w.left + w.width / 2;
  const sorted = [...cands].sort((a, b) => centre(a) - centre(b));
  const hs = sorted.map((w) => w.height).sort((a, b) => a - b);
  const tol = 0.8 * hs[hs.length >> 1];
  let run: BoxWord[] = [];
  const flush = () => {
    const band = { left: Math.min(...run.map((w) => w.left)), right: Math.max(...run.map((w) => w.left + w.width)) };
    if (run.length >= MIN_SCRIPT_BAND) for (const w of run) out.set(w, band);
    run = [];
  };
  for (const w of sorted) {
    if (run.length && centre(w) - centre(run[run.length - 1]) > tol) flush();
    run.push(w);
  }
  flush();
  return out;
}

/**
 * The strip of the words to read again, cut out of the decoded page with a margin and scaled to
 * CUT_HEIGHT_PX; null when no word needs a second reading. A misread cell of a number column is
 * cut across the column's width (the decimals the first reading lost stand beside it), short of
 * the words beside it on its line.
 */
export async function buildStrip(page: DecodedPage, words: BoxWord[], columns: NumberColumn[] = [], misread: Map<BoxWord, { left: number; right: number }> = new Map()): Promise<{ png: Buffer; cuts: StripCut[] } | null> {
  const picks = words.map((w, index) => ({ w, index, col: misfitColumn(w, columns) })).filter(({ w, col }) => col || rereadable(w) || misread.has(w));
  if (!picks.length) return null;
  const W = page.info.width, H = page.info.height;
  return stackStrip(
    page,
    picks.map(({ w, index, col }) => {
      const pad = Math.round(w.height * 0.35);
      // Rule "A speck beside a figure stands outside its column": a column's misread cell is cut from its letters and
      // figures, the mark at its end left out where it stands outside the column (read again, "*3" gave a "3" at 12).
      const core = col ? coreSpan(w) : { left: w.left, right: w.left + w.width };
      let lo = core.left - pad, hi = core.right + pad;
      // A misread cell of a column, or of a band of figures read as letters, is cut across its column's width.
      const span = col ?? misread.get(w);
      if (span) {
        lo = Math.min(lo, span.left - pad);
        hi = Math.max(hi, span.right + pad);
        for (const v of words) {
          if (v === w || v.top >= w.top + w.height || v.top + v.height <= w.top) continue;
          if (v.left + v.width <= w.left) lo = Math.max(lo, v.left + v.width + 2);
          else if (v.left >= w.left + w.width) hi = Math.min(hi, v.left - 2);
        }
      }
      const left = Math.max(0, Math.round(Math.min(lo, core.left))), top = Math.max(0, w.top - pad);
      const right = Math.min(W, Math.round(Math.max(hi, core.right)));
      return { index, box: { left, top, width: right - left, height: Math.min(H - top, w.height + 2 * pad) }, scaleFrom: w.height };
    }),
  );
}

/** Whether a word read again is settled: a clean number read with confidence. */
const settled = (w: BoxWord) => CLEAN.test(w.text) && w.confidence >= REREAD_TRUSTED;

/**
 * The page's words with the unsure numbers read a second time. `readStrip` reads a PNG file one
 * line a value with NUMBER_WHITELIST (TesseractOcr.readWords); `stripPath` is where the strip is written.
 * `readSparse`, when given, reads the same strip as scattered words (Tesseract's sparse-text mode,
 * psm 11), only when some cut is still unsettled after the first: reading the strip as a block of
 * lines, Tesseract's line model takes a small cut's "7,5" for "75" or "7,9" with a low confidence
 * where, read as a lone word, it reads "7,5" surely. A sparse reading is taken by the same rules as
 * the strip's first (a clean number, or one of its column's shape, read with confidence).
 */
export async function rereadNumbers<W extends BoxWord>(
  page: DecodedPage,
  words: W[],
  stripPath: string,
  readStrip: (pngPath: string) => Promise<BoxWord[]>,
  readSparse?: (pngPath: string) => Promise<BoxWord[]>,
): Promise<W[]> {
  const columns = numberColumns(words);
  const strip = await buildStrip(page, words, columns, scriptMisreadNumbers(words));
  if (!strip) return words;
  await writeFile(stripPath, strip.png);
  const read = await readStrip(stripPath);
  const out = [...words];
  // A misread cell of a number column takes a reading of the column's shape; a word only read unsure, the clean one.
  const take = (w: W, second: { text: string; confidence: number } | null, col: NumberColumn | null) => (col ? settleInColumn(w, second, col) : settle(w, second));
  for (const cut of strip.cuts) {
    const w = words[cut.index];
    out[cut.index] = take(w, readingOf(cut, read), misfitColumn(w, columns));
  }
  const open = strip.cuts.filter((cut) => !settled(out[cut.index]));
  if (!readSparse || !open.length) return out;
  const sparse = await readSparse(stripPath);
  for (const cut of open) out[cut.index] = take(out[cut.index], readingOf(cut, sparse), misfitColumn(words[cut.index], columns));
  return out;
}
