/**
 * The unit of translation and of layout is a segment: a run of items on one line without a
 * column-sized gap (the shared text layout, src/processing/text/layout.ts, finds lines by
 * vertical overlap and cuts them into segments). A sentence then translates as a whole, while the
 * cells of a table row (course name | credits | grade) stay in their own columns instead of being
 * handed to the machine translator as one string it may reorder.
 */
import { groupLines } from '../text/layout';
import type { PageText } from '../types';

/** What the placement needs of a segment (points, origin top-left). */
export interface SegmentBox {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize: number;
}

/** The segments of a page, top to bottom and left to right. */
export function pageSegments(page: PageText): SegmentBox[] {
  return groupLines(page).flatMap((line) =>
    line.segments.map((s) => ({
      text: s.text,
      x: s.x,
      y: s.y,
      width: s.width,
      height: s.height,
      fontSize: s.fontSize > 0 ? s.fontSize : s.height,
    })),
  );
}

/**
 * True when a segment holds nothing a translator should touch: numbers, dates, course codes
 * (anything with a digit), letter grades (A, B+, C-), and punctuation. Such segments are kept as
 * they are. A segment with at least one real word is translated (numbers inside survive MT).
 */
export function isUntranslatable(text: string): boolean {
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return true;
  return tokens.every(
    (t) =>
      /\p{N}/u.test(t) || // 15/20, 2019-2020, MATH101, 3.5
      !/\p{L}/u.test(t) || // punctuation, symbols
      /^[(\[]?[A-F][+-]?[)\].,;:]?$/.test(t) || // letter grade
      /^[A-Z]{2,6}[-_./]?$/.test(t) && tokens.length === 1 && isLikelyCode(t),
  );
}

/** All-capital short tokens that are codes rather than words (no vowel, e.g. "BSC", "TB"). */
function isLikelyCode(token: string): boolean {
  return !/[AEIOUY]/.test(token.replace(/[-_./]$/, ''));
}
