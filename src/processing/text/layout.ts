/**
 * Layout helpers over DocumentText (points, origin top-left, y downward): items → lines (by
 * vertical overlap) → segments (runs of items separated by small gaps, i.e. "cells") → blocks,
 * and reading-order text. Used by classification, extraction, forensics and translation.
 */
import type { DocumentText, PageText, TextItem } from '../types';

export interface Segment {
  items: TextItem[];
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Median font size of the segment's items. */
  fontSize: number;
}

export interface Line {
  pageNumber: number;
  /** Index of the line in its page (top to bottom). */
  index: number;
  items: TextItem[];
  /** Cells of the line: items separated by gaps larger than about one em. */
  segments: Segment[];
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize: number;
  /** True when most of the line's text is set in a bold font (text layer only). */
  bold: boolean;
}

export interface Block {
  pageNumber: number;
  lines: Line[];
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LineOptions {
  /** Minimum share of the smaller box height two items must overlap vertically to share a line. */
  minOverlap?: number;
  /** A horizontal gap larger than this many times the font size starts a new segment. */
  segmentGap?: number;
}

const median = (values: number[]): number => {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const right = (b: { x: number; width: number }) => b.x + b.width;
const bottom = (b: { y: number; height: number }) => b.y + b.height;

/**
 * How far two boxes overlap horizontally, in points: positive when they share some width, zero when they touch,
 * negative (the gap between them) when they are apart. The one measure of "is this cell under that one" used by
 * the caption and table readers.
 */
export const overlapX = (a: { x: number; width: number }, b: { x: number; width: number }): number => Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);

export const isBoldFont = (fontName: string | null): boolean => !!fontName && /bold|black|heavy|semibold|demi/i.test(fontName);

/**
 * Letters of scripts written right to left (Hebrew, Arabic, Syriac, Thaana, NKo, their presentation forms).
 * Rule "A script's signs are no letters": only the letters of these blocks are counted, not their punctuation (the
 * Hebrew geresh of "מס׳", the gershayim of "נ״ז"), points and marks, which `\p{L}` does not count on the other side.
 */
const RTL_LETTERS = /(?=\p{L})[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/gu;
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;

/**
 * Whether a run of text is read right to left: more letters of a right-to-left script than of
 * others. (Digits and punctuation are weak: they take the run's direction.)
 */
export function readsRightToLeft(text: string): boolean {
  const rtl = (text.match(RTL_LETTERS) ?? []).length;
  if (!rtl) return false;
  const others = (text.match(/\p{L}/gu) ?? []).length - rtl;
  return rtl > others;
}

/**
 * The words of one item with the x-extent each takes on the page (widths shared by characters).
 * An item's text is in reading order; where it holds right-to-left words, they are laid out as
 * the Unicode bidirectional algorithm lays them out: a run read right to left starts at its right
 * end, and inside it a run of left-to-right words (a number, a Latin name) keeps its own order;
 * a right-to-left phrase inside a left-to-right run ("Course Title اسم المقرر") is reversed in
 * place. Blanks and punctuation alone take the direction of the words around them.
 */
export function wordBoxes(item: TextItem): Array<{ text: string; x: number; width: number }> {
  const text = item.text;
  const per = text.length ? item.width / text.length : 0;
  const words = [...text.matchAll(/\S+/g)].map((m) => ({ text: m[0], start: m.index ?? 0 }));
  if (!words.some((w) => RTL_LETTER.test(w.text))) return words.map((w) => ({ text: w.text, x: item.x + w.start * per, width: w.text.length * per }));
  const base = readsRightToLeft(text) ? 'R' : 'L';
  const strong = words.map((w) => (RTL_LETTER.test(w.text) ? 'R' : /\p{L}/u.test(w.text) ? 'L' : null));
  const dir = strong.map((d, k) => {
    if (d) return d;
    const before = strong.slice(0, k).reverse().find(Boolean);
    const after = strong.slice(k + 1).find(Boolean);
    return before && before === after ? before : base;
  });
  // Runs of one direction in reading order; each run's words in the order they are set left to right.
  const runs: Array<{ dir: string; words: typeof words }> = [];
  words.forEach((w, k) => {
    const last = runs[runs.length - 1];
    if (last && last.dir === dir[k]) last.words.push(w);
    else runs.push({ dir: dir[k], words: [w] });
  });
  const visual = (base === 'R' ? [...runs].reverse() : runs).flatMap((r) => (r.dir === 'R' ? [...r.words].reverse() : r.words));
  let offset = 0;
  return visual.map((w) => {
    const box = { text: w.text, x: item.x + offset * per, width: w.text.length * per };
    offset += w.text.length + 1;
    return box;
  });
}

/**
 * Rule "Two phrases in two type sizes are two texts": in a text layer, two items of two words or more each, in type
 * sizes more than a tenth apart, that touch or overlap on one line (a letterhead's name in 14 pt running into a title
 * in 12 pt set flush right: "… TECHNOLOGY" + "OFFICIAL TRANSCRIPT") are two texts, never one word glued across
 * them: a blank between them and a segment each. Letters of one word in two sizes (small capitals: "U" +
 * "NIVERSITY OF") are not two phrases: one of the two is no phrase of its own.
 */
function twoPhrases(prev: TextItem, it: TextItem): boolean {
  if (prev.confidence !== null || it.confidence !== null) return false;
  const a = prev.fontSize || prev.height;
  const b = it.fontSize || it.height;
  if (!a || !b || Math.abs(a - b) <= 0.1 * Math.max(a, b)) return false;
  const phrase = (t: string) => /\p{L}{2,}\s+\p{L}{2,}/u.test(t.trim());
  return phrase(prev.text) && phrase(it.text) && /\p{L}{2}$/u.test(prev.text.trim()) && /^\p{L}{2}/u.test(it.text.trim());
}

/** The text of items sorted by x, a blank where the gap between two of them is wider than a thin space. */
function joinInXOrder(items: TextItem[]): string {
  let out = '';
  let prev: TextItem | null = null;
  for (const it of items) {
    const t = it.text;
    if (prev) {
      const gap = it.x - right(prev);
      const size = Math.max(1, Math.min(prev.fontSize || prev.height, it.fontSize || it.height));
      // Two OCR words are two words, however close their boxes: Tesseract split them at a blank
      // ("of" "November," 0.5 pt apart on a scan), a one-letter word among them too ("свидетельствует"
      // "о" "том"). Words with letters only: a sign or a digit beside a word ("B" "+") may be one value
      // that OCR cut, and two single letters ("B" "A") may be one too.
      const ocrWords = prev.confidence !== null && it.confidence !== null && /\p{L}/u.test(prev.text) && /\p{L}/u.test(t) && (/\p{L}{2}/u.test(prev.text) || /\p{L}{2}/u.test(t));
      // Rule "An OCR slash alone is set apart" (docs/document-understanding.md, "What the scans of w3- showed"): Tesseract
      // cuts words at blanks, so a slash it read as a word of its own had a blank beside it, as the slash between a
      // title's two renderings has ("Sistemas de Informação / Information Systems"), even where its box touches the
      // word before; joined to it ("Informação/"), the two renderings were one title. A slash inside a word
      // ("Input/Output") is read inside that word.
      const ocrSlash = prev.confidence !== null && it.confidence !== null && (prev.text === '/' || t === '/') && /\p{L}{2}/u.test(prev.text === '/' ? t : prev.text);
      const needSpace = (gap > size * 0.12 || ocrWords || ocrSlash || twoPhrases(prev, it)) && !/\s$/.test(out) && !/^\s/.test(t);
      if (needSpace) out += ' ';
    }
    out += t;
    prev = it;
  }
  return out;
}

/**
 * Join items of one line (already sorted by x) into text, inserting a space where there is a gap.
 * A run read right to left (Arabic, Hebrew) comes out in reading order: its words, which the PDF
 * text layer and the OCR both give one item each in their x order, from the right; numbers and
 * Latin words inside it ("2017/2018", "A.R.E.", "84.39 %") keep their own left-to-right order, as
 * the Unicode bidirectional algorithm lays them out.
 */
export function joinItems(items: TextItem[]): string {
  if (items.length > 1 && readsRightToLeft(items.map((i) => i.text).join(' '))) {
    // Each item is right-to-left (a letter of such a script), left-to-right (other letters or
    // digits) or neutral (punctuation alone: ":", "%", "-"), which is left-to-right only between
    // two left-to-right items. Left-to-right items in a row make one run; every other item is a
    // run of its own.
    const strong = items.map((it) => (RTL_LETTER.test(it.text) ? 'R' : /[\p{L}\p{N}]/u.test(it.text) ? 'L' : null));
    const dir = strong.map((d, k) => {
      if (d) return d;
      const before = strong.slice(0, k).reverse().find(Boolean);
      const after = strong.slice(k + 1).find(Boolean);
      return before === 'L' && after === 'L' ? 'L' : 'R';
    });
    const runs: TextItem[][] = [];
    items.forEach((it, k) => {
      const last = runs[runs.length - 1];
      if (last && dir[k] === 'L' && dir[k - 1] === 'L') last.push(it);
      else runs.push([it]);
    });
    let out = '';
    for (let k = runs.length - 1; k >= 0; k--) {
      const run = runs[k];
      if (k < runs.length - 1) {
        const rightRun = runs[k + 1];
        const gap = rightRun[0].x - right(run[run.length - 1]);
        const size = Math.max(1, Math.min(rightRun[0].fontSize || rightRun[0].height, run[run.length - 1].fontSize || run[run.length - 1].height));
        if (gap > size * 0.12) out += ' ';
      }
      out += joinInXOrder(run);
    }
    return out.replace(/\s+/g, ' ').trim();
  }
  return joinInXOrder(items).replace(/\s+/g, ' ').trim();
}

function boxOf(items: TextItem[]): { x: number; y: number; width: number; height: number } {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const it of items) {
    x0 = Math.min(x0, it.x);
    y0 = Math.min(y0, it.y);
    x1 = Math.max(x1, right(it));
    y1 = Math.max(y1, bottom(it));
  }
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

function makeSegment(items: TextItem[]): Segment {
  return { items, text: joinItems(items), ...boxOf(items), fontSize: median(items.map((i) => i.fontSize || i.height)) };
}

/** Split one line's items (sorted by x) into segments at gaps wider than `gapFactor` × font size. */
export function segmentsOf(items: TextItem[], gapFactor = 1.0): Segment[] {
  const out: Segment[] = [];
  let cur: TextItem[] = [];
  for (const it of items) {
    if (cur.length) {
      const prev = cur[cur.length - 1];
      const size = Math.max(1, Math.min(prev.fontSize || prev.height, it.fontSize || it.height));
      if (it.x - right(prev) > size * gapFactor || twoPhrases(prev, it)) {
        out.push(makeSegment(cur));
        cur = [];
      }
    }
    cur.push(it);
  }
  if (cur.length) out.push(makeSegment(cur));
  return out.filter((s) => s.text.length > 0);
}

/**
 * Group a page's items into lines: items whose boxes overlap vertically by at least `minOverlap`
 * of the smaller height share a line. Lines are returned top to bottom, items left to right.
 */
export function groupLines(page: PageText, options: LineOptions = {}): Line[] {
  const minOverlap = options.minOverlap ?? 0.5;
  const items = page.items.filter((i) => i.text.trim().length > 0 && i.height > 0);
  const sorted = [...items].sort((a, b) => a.y + a.height / 2 - (b.y + b.height / 2) || a.x - b.x);
  type Acc = { items: TextItem[]; y0: number; y1: number; cy: number };
  const lines: Acc[] = [];
  for (const it of sorted) {
    const iy0 = it.y;
    const iy1 = bottom(it);
    // Candidate lines: the last few (items are sorted by centre, so a match is near the end).
    let best: Acc | null = null;
    let bestScore = 0;
    for (let k = lines.length - 1; k >= Math.max(0, lines.length - 4); k--) {
      const l = lines[k];
      const overlap = Math.min(l.y1, iy1) - Math.max(l.y0, iy0);
      const smaller = Math.min(l.y1 - l.y0, iy1 - iy0);
      if (smaller <= 0) continue;
      const score = overlap / smaller;
      // Centres must also be close (within 0.6 of the smaller height), so that a tall item does
      // not swallow two lines of small print beside it.
      const cy = (iy0 + iy1) / 2;
      const lineH = median(l.items.map((i) => i.height));
      const maxShift = Math.min(lineH, iy1 - iy0) * 0.6;
      if (score >= minOverlap && Math.abs(cy - l.cy) <= maxShift && score > bestScore) {
        best = l;
        bestScore = score;
      }
    }
    if (best) {
      best.items.push(it);
      // Keep the line's band anchored on its dominant items (do not grow unboundedly).
      best.y0 = Math.min(best.y0, iy0);
      best.y1 = Math.max(best.y1, iy1);
      best.cy = median(best.items.map((i) => i.y + i.height / 2));
    } else {
      lines.push({ items: [it], y0: iy0, y1: iy1, cy: (iy0 + iy1) / 2 });
    }
  }
  const result = lines
    .map((l) => {
      const its = [...l.items].sort((a, b) => a.x - b.x);
      return its;
    })
    .sort((a, b) => median(a.map((i) => i.y)) - median(b.map((i) => i.y)));
  return result.map((its, index) => {
    const segments = segmentsOf(its, options.segmentGap ?? 1.0);
    const box = boxOf(its);
    const boldChars = its.filter((i) => isBoldFont(i.fontName)).reduce((n, i) => n + i.text.length, 0);
    const allChars = its.reduce((n, i) => n + i.text.length, 0);
    return {
      pageNumber: page.pageNumber,
      index,
      items: its,
      segments,
      text: segments.map((s) => s.text).join('  '),
      ...box,
      fontSize: median(its.map((i) => i.fontSize || i.height)),
      bold: allChars > 0 && boldChars / allChars > 0.5,
    };
  });
}

/** Lines of every page of a document, in page order. */
export function documentLines(doc: DocumentText, options?: LineOptions): Line[] {
  return doc.pages.flatMap((p) => groupLines(p, options));
}

/**
 * Group consecutive lines into blocks: a line joins the previous block when the vertical gap is
 * small (≤ `gapFactor` × line height) and it overlaps the block horizontally.
 */
export function groupBlocks(lines: Line[], gapFactor = 0.9): Block[] {
  const blocks: Block[] = [];
  let cur: Line[] = [];
  const flush = () => {
    if (!cur.length) return;
    const box = {
      x: Math.min(...cur.map((l) => l.x)),
      y: Math.min(...cur.map((l) => l.y)),
      width: 0,
      height: 0,
    };
    box.width = Math.max(...cur.map((l) => right(l))) - box.x;
    box.height = Math.max(...cur.map((l) => bottom(l))) - box.y;
    blocks.push({ pageNumber: cur[0].pageNumber, lines: cur, text: cur.map((l) => l.text).join('\n'), ...box });
    cur = [];
  };
  for (const line of lines) {
    if (cur.length) {
      const prev = cur[cur.length - 1];
      const gap = line.y - bottom(prev);
      const h = Math.max(prev.height, line.height, 1);
      const hOverlap = Math.min(right(prev), right(line)) - Math.max(prev.x, line.x) > 0;
      const sameSize = Math.abs(prev.fontSize - line.fontSize) <= Math.max(prev.fontSize, line.fontSize) * 0.35;
      if (line.pageNumber !== prev.pageNumber || gap > h * gapFactor || !hOverlap || !sameSize) flush();
    }
    cur.push(line);
  }
  flush();
  return blocks;
}

/** Reading-order text of one page: lines top to bottom, cells separated by two spaces. */
export function pageText(page: PageText): string {
  return groupLines(page)
    .map((l) => l.text)
    .join('\n');
}

/** Reading-order text of a whole document, pages separated by a blank line. */
export function readingOrderText(doc: DocumentText): string {
  return doc.pages.map(pageText).join('\n\n');
}

