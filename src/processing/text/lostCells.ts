/**
 * Table cells the page's reading left out (docs/document-understanding.md, "Scans and photos",
 * "Lone cells read again"). Line by line (psm 4), Tesseract drops a short value that stands far to
 * the right of its row's other words: the grade column of a transcript without rules, one letter a
 * row ("B", "C", "D" far right of "UCU 101 INFORMATION LITERACY"), came out empty on whole pages
 * while every title was read. The ink is there: dark connected components of the letters' height
 * that no word box covers, on the lines of read words, and stacked in a column of three or more
 * (a table's column; a speck, a stamp's letters or a signature is neither on the rows nor in a
 * column). Each such cell is cut out, and the cuts are read in one strip, one value a line, as the
 * numbers read twice are (./ocrReread). What is read with some confidence and looks like a value
 * (a grade, a number, a short word) becomes a word at the cell's box.
 */
import { writeFile } from 'node:fs/promises';
import { darkComponents, type Component, type Gray } from './imagePrep';
import { readingOf, stackStrip, type BoxWord, type DecodedPage } from './ocrReread';

/** Characters the second reading may read: letters, digits and the signs of grades and numbers. */
export const CELL_WHITELIST = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-.,/';
/** What a lone cell may hold: a grade, a number, a short word ("Pass"). */
const CELL_VALUE = /^[\p{L}\p{N}][\p{L}\p{N}+\-.,/]{0,7}$/u;
/** A reading kept from this confidence on (Tesseract gives noise read as letters a low one). */
const CELL_TRUSTED = 70;
/** Cells stacked in a column: at least this many. */
const MIN_COLUMN = 3;
/** At most this many cells read a page (a page full of unread ink is no table's column). */
const MAX_CELLS = 300;

/** A box in the image's pixels, edges inclusive of the ink. */
export interface InkBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
type Box = InkBox;

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[s.length >> 1] : 0;
};

/**
 * Which pixels the page's reading accounts for: every word's box widened by `pad` (ink inside it was read), one byte a
 * pixel, 1 where covered. Both lost cells and lost lines are ink outside this mask.
 */
export function readWordsMask(img: Gray, words: BoxWord[], pad: number): Uint8Array {
  const W = img.width, H = img.height;
  const covered = new Uint8Array(W * H);
  for (const w of words) {
    const x0 = Math.max(0, Math.round(w.left) - pad), x1 = Math.min(W, Math.round(w.left + w.width) + pad);
    const y0 = Math.max(0, Math.round(w.top) - pad), y1 = Math.min(H, Math.round(w.top + w.height) + pad);
    for (let y = y0; y < y1; y++) covered.fill(1, y * W + x0, y * W + x1);
  }
  return covered;
}

/**
 * The cells of unread ink: components of the letters' height no word covers, joined into cells
 * (letters of one value a little apart on one line), kept when they stand on a line of read words
 * and in a column of at least MIN_COLUMN such cells. Boxes in the image's pixels.
 */
export function lostCells(img: Gray, words: BoxWord[]): Box[] {
  const sure = words.filter((w) => w.confidence >= 60 && /[\p{L}\p{N}]/u.test(w.text));
  if (sure.length < 5) return [];
  // The height of the page's words: capitals and digits (the ink boxes of read words).
  const h = median(sure.map((w) => w.height));
  if (h < 6) return [];
  const W = img.width;
  // Every word's box, a little widened: ink inside it was read.
  const covered = readWordsMask(img, words, Math.round(h * 0.3));
  const comps = darkComponents(img).filter((c) => !covered[Math.round((c.y0 + c.y1) / 2) * W + Math.round((c.x0 + c.x1) / 2)]);
  // Letters and digits: about the words' height, not a rule, not a blot.
  const glyph = (c: Component) => {
    const ch = c.y1 - c.y0 + 1, cw = c.x1 - c.x0 + 1;
    return ch >= 0.6 * h && ch <= 1.5 * h && cw <= 1.5 * h && c.n >= 0.08 * ch * cw;
  };
  const seeds = comps.filter(glyph).sort((a, b) => a.x0 - b.x0);
  if (seeds.length < MIN_COLUMN || seeds.length > MAX_CELLS * 4) return [];
  // Letters of one value: on one line, a letter's width apart at most.
  const cells: Box[] = [];
  for (const c of seeds) {
    const cell = cells.find((b) => Math.min(b.y1, c.y1) - Math.max(b.y0, c.y0) > 0.5 * Math.min(b.y1 - b.y0, c.y1 - c.y0) && c.x0 - b.x1 <= 0.6 * h && c.x0 >= b.x0);
    if (cell) Object.assign(cell, { x0: Math.min(cell.x0, c.x0), y0: Math.min(cell.y0, c.y0), x1: Math.max(cell.x1, c.x1), y1: Math.max(cell.y1, c.y1) });
    else cells.push({ x0: c.x0, y0: c.y0, x1: c.x1, y1: c.y1 });
  }
  // A sign or a dot beside a cell's letters ("B+", "A-", "7.5") joins it.
  for (const c of comps) {
    if (glyph(c) || c.y1 - c.y0 + 1 > 1.5 * h || c.x1 - c.x0 + 1 > 1.5 * h) continue;
    const cell = cells.find((b) => c.y0 >= b.y0 - 0.2 * h && c.y1 <= b.y1 + 0.2 * h && c.x0 <= b.x1 + 0.5 * h && c.x1 >= b.x0 - 0.5 * h);
    if (cell) Object.assign(cell, { x0: Math.min(cell.x0, c.x0), x1: Math.max(cell.x1, c.x1) });
  }
  // On a row: a read word's middle within half the letters' height of the cell's.
  const mids = sure.map((w) => w.top + w.height / 2);
  const onRow = cells.filter((b) => b.x1 - b.x0 <= 6 * h && mids.some((m) => Math.abs(m - (b.y0 + b.y1) / 2) <= 0.5 * h));
  // In a column: cells whose middles lie within the letters' height of each other, chained.
  const byX = onRow.sort((a, b) => (a.x0 + a.x1) / 2 - (b.x0 + b.x1) / 2);
  const out: Box[] = [];
  let run: Box[] = [];
  const flush = () => {
    if (run.length >= MIN_COLUMN) out.push(...run);
    run = [];
  };
  for (const b of byX) {
    const prev = run[run.length - 1];
    if (prev && (b.x0 + b.x1) / 2 - (prev.x0 + prev.x1) / 2 > h) flush();
    run.push(b);
  }
  flush();
  return out.length > MAX_CELLS ? [] : out.sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
}

/**
 * The page's words with the lost cells read and added. `readStrip` reads a PNG one value a line
 * with CELL_WHITELIST; `stripPath` is where the strip is written; `makeWord` gives a read cell the
 * fields of the page's words.
 */
export async function readLostCells<W extends BoxWord>(
  page: DecodedPage,
  words: W[],
  stripPath: string,
  readStrip: (pngPath: string) => Promise<BoxWord[]>,
  makeWord: (word: BoxWord, k: number) => W,
): Promise<W[]> {
  const { data, info } = page;
  const gray: Gray = info.channels === 1 ? { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) } : { width: info.width, height: info.height, data: Uint8Array.from({ length: info.width * info.height }, (_, i) => data[i * info.channels]) };
  const cells = lostCells(gray, words);
  if (!cells.length) return words;
  const strip = await stackStrip(
    page,
    cells.map((b, index) => {
      const ch = b.y1 - b.y0 + 1;
      const pad = Math.round(ch * 0.35);
      const left = Math.max(0, b.x0 - pad), top = Math.max(0, b.y0 - pad);
      return { index, box: { left, top, width: Math.min(info.width - left, b.x1 - b.x0 + 1 + 2 * pad), height: Math.min(info.height - top, ch + 2 * pad) }, scaleFrom: ch };
    }),
  );
  if (!strip) return words;
  await writeFile(stripPath, strip.png);
  const read = await readStrip(stripPath);
  const added: W[] = [];
  for (const cut of strip.cuts) {
    const r = readingOf(cut, read);
    if (!r || r.confidence < CELL_TRUSTED || !CELL_VALUE.test(r.text)) continue;
    const b = cells[cut.index];
    added.push(makeWord({ text: r.text, left: b.x0, top: b.y0, width: b.x1 - b.x0 + 1, height: b.y1 - b.y0 + 1, confidence: r.confidence }, added.length));
  }
  return added.length ? [...words, ...added] : words;
}
