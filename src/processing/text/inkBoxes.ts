/**
 * Word boxes brought back to the word's own ink (docs/document-understanding.md, "Scans and
 * photos", "Word boxes and the table's rules"). On a scan or a photo, the light dashes a table's
 * rule leaves above and below a header cell (a rule partly whitened, a shaded cell's edge) are
 * taken by Tesseract into the words set against them: "Credit" under a rule is read with a box
 * half again as tall as its letters, one line's words are all levelled to it, and the readers then
 * measure the line by it (labels a word space apart read as one phrase, the line above taken for
 * the header's top half). The box is cut down to the rows where the word's letters are: the rows
 * darker than half-way between the word's darkest ink and its paper, without a thin band of them
 * at the top or the bottom that runs on past the word's sides (a rule, not an accent or a dot,
 * which stay within the letters).
 */
import type { BoxWord } from './ocrReread';

/** A grayscale image, one byte a pixel, row by row. */
export interface GrayImage {
  data: Uint8Array | Buffer;
  width: number;
  height: number;
}

/** Below this difference between a word's ink and its paper the box is left as read (no clear ink). */
const MIN_CONTRAST = 60;

/** A band at a box's edge at most this share of the letters' height thick may be a rule. */
const RULE_THICKNESS = 0.3;

interface Run {
  from: number;
  to: number;
  ink: number;
}

/** A table's rule read as a bar at a word's end ("ECTS|", "|Status"). */
const BAR_END = /^[|¦│[\]]|[|¦│[\]]$/;

/** The box of one word cut down to its letters' rows; the word as read when nothing is cut. */
export function trimWordBox<W extends BoxWord>(w: W, img: GrayImage): W {
  const x0 = Math.max(0, Math.round(w.left)), x1 = Math.min(img.width, Math.round(w.left + w.width));
  const y0 = Math.max(0, Math.round(w.top)), y1 = Math.min(img.height, Math.round(w.top + w.height));
  if (x1 - x0 < 2 || y1 - y0 < 6) return w;
  let lo = 255, hi = 0;
  for (let y = y0; y < y1; y++) {
    const row = y * img.width;
    for (let x = x0; x < x1; x++) {
      const v = img.data[row + x];
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
  }
  if (hi - lo < MIN_CONTRAST) return w;
  const threshold = (lo + hi) / 2;
  const dark = (x: number, y: number) => img.data[y * img.width + x] < threshold;
  // A rule's bar read with the word: its columns, dark over most of the box's height at the
  // word's end, say nothing of where the letters are. A rule is often printed lighter than the
  // letters: any ink counts here.
  const skip = new Set<number>();
  const inked = (x: number, y: number) => img.data[y * img.width + x] < hi - 0.3 * (hi - lo);
  if (BAR_END.test(w.text)) {
    const edge = Math.max(3, Math.round((x1 - x0) * 0.2));
    for (let x = x0; x < x1; x++) {
      if (x - x0 >= edge && x1 - x > edge) continue;
      let n = 0;
      for (let y = y0; y < y1; y++) if (inked(x, y)) n++;
      // With its blurred edges, a column or two each side.
      if (n >= 0.8 * (y1 - y0)) for (let d = -2; d <= 2; d++) skip.add(x + d);
    }
  }
  const runs: Run[] = [];
  let cur: Run | null = null;
  for (let y = y0; y < y1; y++) {
    let n = 0;
    for (let x = x0; x < x1; x++) if (!skip.has(x) && dark(x, y)) n++;
    if (n > 0) {
      if (cur) {
        cur.to = y;
        cur.ink += n;
      } else cur = { from: y, to: y, ink: n };
    } else if (cur) {
      runs.push(cur);
      cur = null;
    }
  }
  if (cur) runs.push(cur);
  if (!runs.length) return w;
  const main = runs.reduce((a, b) => (b.ink > a.ink ? b : a));
  const mainHeight = main.to - main.from + 1;
  // Whether a band of rows carries ink just outside the word's sides: a rule runs on past the
  // word, an accent or an i's dot does not.
  const reach = Math.max(3, Math.round(mainHeight / 3));
  const runsOn = (r: Run) => {
    for (let y = r.from; y <= r.to; y++) {
      for (let x = Math.max(0, x0 - reach); x < x0; x++) if (dark(x, y)) return true;
      for (let x = x1; x < Math.min(img.width, x1 + reach); x++) if (dark(x, y)) return true;
    }
    return false;
  };
  const thin = (r: Run) => r.to - r.from + 1 <= Math.max(2, RULE_THICKNESS * mainHeight);
  // A speck far from the letters (half their height away or more, where an accent sits close
  // over them) is no part of the word either.
  const apart = (r: Run, next: Run) => Math.max(next.from - r.to, r.from - next.to) - 1 >= 0.5 * mainHeight;
  const stray = (r: Run, next: Run) => thin(r) && (runsOn(r) || (apart(r, next) && r.ink < 0.2 * main.ink));
  let first = 0, last = runs.length - 1;
  const m = runs.indexOf(main);
  while (first < m && stray(runs[first], runs[first + 1])) first++;
  while (last > m && stray(runs[last], runs[last - 1])) last--;
  const top = runs[first].from, bottom = runs[last].to + 1;
  if (top === y0 && bottom === y1) return w;
  return { ...w, top, height: bottom - top };
}

/** Every word's box cut down to its letters (trimWordBox), in the pixels of `img`. */
export function trimWordBoxes<W extends BoxWord>(words: W[], img: GrayImage): W[] {
  return words.map((w) => trimWordBox(w, img));
}
