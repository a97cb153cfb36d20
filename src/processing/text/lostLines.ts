/**
 * Lines of text the page's reading left out (docs/document-understanding.md, "Scans and photos",
 * "Lost lines"). Tesseract's automatic layout sometimes drops a whole line of a table: the header of
 * a course table that stood on a shaded band (a phone photo of a Greek transcript came out with
 * every row and no "Κωδικός | Τίτλος μαθήματος | ECTS | Βαθμός" line, so no table was found), while
 * the same line cut out alone reads cleanly. The ink is there: a run of letter-sized dark components
 * on one baseline, none of them inside a read word's box. Each such line is cut out and read as one
 * line of text with the page's models; the words read confidently, and not over a word the page's
 * reading has, are added at their place on the page.
 */
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { darkComponents, type Component, type Gray } from './imagePrep';
import { median, readWordsMask, type InkBox } from './lostCells';
import type { BoxWord } from './ocrReread';

/** Letters on one line that make a lost line: fewer is a stamp's letter, a speck, a lone cell (./lostCells). */
export const MIN_LINE_GLYPHS = 8;
/** At most this many lines are read again (a page of unread ink is a picture, not lost lines). */
const MAX_LINES = 3;
/** A word of a lost line is kept from this confidence on. */
const LINE_TRUSTED = 70;

type LineBox = InkBox;

/**
 * The lost lines of a page: letter-sized components (or words of letters run together) no word covers, on one baseline (their middles
 * within a third of the letters' height, however far apart: a table's header spans its columns), at least MIN_LINE_GLYPHS letters in all, spread over at least
 * four letters' heights, and within the width of the page's read text. None when more than
 * MAX_LINES such lines are found (a photo, a drawing). Boxes in the image's pixels.
 */
export function lostLines(img: Gray, words: BoxWord[]): LineBox[] {
  const sure = words.filter((w) => w.confidence >= 60 && /[\p{L}\p{N}]/u.test(w.text));
  if (sure.length < 10) return [];
  const h = median(sure.map((w) => w.height));
  if (h < 8) return [];
  const W = img.width;
  const covered = readWordsMask(img, words, Math.round(h * 0.3));
  const textLeft = Math.min(...sure.map((w) => w.left)), textRight = Math.max(...sure.map((w) => w.left + w.width));
  // Letters, lower case included (an x-height is about half a capital's), or the letters of a word
  // run together (bold print blurred by a photo is one component a word); not a rule or a blot.
  const glyph = (c: Component) => {
    const ch = c.y1 - c.y0 + 1, cw = c.x1 - c.x0 + 1;
    return ch >= 0.4 * h && ch <= 1.5 * h && cw <= 10 * h && c.n >= 0.08 * ch * cw;
  };
  // How many letters a component holds: a letter is about 0.6 of the words' height wide.
  const letters = (c: Component) => Math.max(1, Math.round((c.x1 - c.x0 + 1) / (0.6 * h)));
  const seeds = darkComponents(img)
    .filter((c) => glyph(c) && !covered[Math.round((c.y0 + c.y1) / 2) * W + Math.round((c.x0 + c.x1) / 2)])
    .filter((c) => c.x0 >= textLeft - h && c.x1 <= textRight + h)
    .sort((a, b) => a.x0 - b.x0);
  // Bottoms on one baseline: lower-case and capital letters of a line end on it (a descender a little below).
  const lines: Array<LineBox & { n: number; base: number }> = [];
  for (const c of seeds) {
    const line = lines.find((l) => Math.abs(l.base - c.y1) <= h / 3);
    if (line) Object.assign(line, { x0: Math.min(line.x0, c.x0), y0: Math.min(line.y0, c.y0), x1: Math.max(line.x1, c.x1), y1: Math.max(line.y1, c.y1), n: line.n + letters(c) });
    else lines.push({ x0: c.x0, y0: c.y0, x1: c.x1, y1: c.y1, n: letters(c), base: c.y1 });
  }
  const lost = lines.filter((l) => l.n >= MIN_LINE_GLYPHS && l.x1 - l.x0 >= 4 * h && l.y1 - l.y0 <= 2 * h);
  return lost.length > MAX_LINES ? [] : lost.map(({ x0, y0, x1, y1 }) => ({ x0, y0, x1, y1 })).sort((a, b) => a.y0 - b.y0);
}

const overlaps = (a: BoxWord, b: BoxWord) =>
  Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left) > 0 && Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top) > 0;

/**
 * The page's words with its lost lines read and added. `readLine` reads one line's PNG (written to
 * `linePath(k)`) as a single line of text, with the page's models; `makeWord` gives a read word the
 * fields of the page's words.
 */
export async function readLostLines<W extends BoxWord>(
  gray: Gray,
  words: W[],
  linePath: (k: number) => string,
  readLine: (pngPath: string) => Promise<BoxWord[]>,
  makeWord: (word: BoxWord, k: number) => W,
): Promise<W[]> {
  const lines = lostLines(gray, words);
  if (!lines.length) return words;
  const added: W[] = [];
  for (let k = 0; k < lines.length; k++) {
    const l = lines[k];
    const pad = Math.round((l.y1 - l.y0 + 1) * 0.5);
    const left = Math.max(0, l.x0 - pad), top = Math.max(0, l.y0 - pad);
    const width = Math.min(gray.width, l.x1 + pad + 1) - left, height = Math.min(gray.height, l.y1 + pad + 1) - top;
    const cut = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) cut.set(gray.data.subarray((top + y) * gray.width + left, (top + y) * gray.width + left + width), y * width);
    const file = linePath(k);
    await writeFile(file, await sharp(Buffer.from(cut.buffer, cut.byteOffset, cut.length), { raw: { width, height, channels: 1 } }).png({ compressionLevel: 1 }).toBuffer());
    for (const r of await readLine(file)) {
      if (r.confidence < LINE_TRUSTED || !/[\p{L}\p{N}]/u.test(r.text)) continue;
      const word: BoxWord = { text: r.text, left: r.left + left, top: r.top + top, width: r.width, height: r.height, confidence: r.confidence };
      if (words.some((w) => overlaps(w, word))) continue;
      added.push(makeWord(word, k));
    }
  }
  return added.length ? [...words, ...added] : words;
}
