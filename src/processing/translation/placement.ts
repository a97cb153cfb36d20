/**
 * The layout shared by the HTML and the PDF rendering: every segment of a page placed at its
 * source position with the text to show and how much it must be squeezed to fit the width of
 * the original. Both renderings draw from the same placement so they look alike.
 */
import type { SegmentBox } from './lines';
import { toWinAnsi } from './winAnsi';

export interface PlacedText {
  /** What to show (Unicode; the HTML uses it as is). */
  text: string;
  /** The same text reduced to what the PDF's standard font can draw. */
  pdfText: string;
  /** The source text, when `text` is a translation of it. */
  original: string | null;
  /** Box of the source segment in points, origin top-left. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Font size to draw at, in points (the source size, reduced when squeezing is not enough). */
  fontSize: number;
  /** Horizontal squeeze, 0 < scaleX <= 1, so the text keeps to the source width. */
  scaleX: number;
}

export interface PlacedPage {
  pageNumber: number;
  width: number;
  height: number;
  texts: PlacedText[];
}

/** Width of `text` in points in the rendering font at `fontSize`. */
export type Measure = (text: string, fontSize: number) => number;

/** Squeezing below this makes text hard to read; past it the font size is reduced as well. */
export const MIN_SCALE_X = 0.6;
const MIN_FONT_SIZE = 3;
/** Source widths measured in another font: tolerate a small overflow rather than squeeze. */
const TOLERANCE = 1.03;

/** A4 in points, for a page whose size is unknown. */
export const DEFAULT_PAGE_SIZE = { width: 595.28, height: 841.89 };

export function placePage(
  page: { pageNumber: number; width: number; height: number },
  segments: SegmentBox[],
  translate: (source: string) => string | null,
  measure: Measure,
): PlacedPage {
  const valid = (n: number) => Number.isFinite(n) && n > 0;
  const width = valid(page.width) ? page.width : DEFAULT_PAGE_SIZE.width;
  const height = valid(page.height) ? page.height : DEFAULT_PAGE_SIZE.height;
  const texts: PlacedText[] = [];
  for (const seg of segments) {
    const translated = translate(seg.text);
    const text = (translated ?? seg.text).replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const pdfText = toWinAnsi(text);
    const { fontSize, scaleX } = fit(pdfText, seg.fontSize, seg.width, measure);
    texts.push({
      text,
      pdfText,
      original: translated !== null && translated !== seg.text ? seg.text : null,
      x: seg.x,
      y: seg.y,
      width: seg.width,
      height: seg.height,
      fontSize,
      scaleX,
    });
  }
  return { pageNumber: page.pageNumber, width, height, texts };
}

export function fit(text: string, fontSize: number, available: number, measure: Measure): { fontSize: number; scaleX: number } {
  const natural = measure(text, fontSize);
  if (!(available >= 1) || !(natural > 0) || natural <= available * TOLERANCE) return { fontSize, scaleX: 1 };
  const scale = available / natural;
  if (scale >= MIN_SCALE_X) return { fontSize, scaleX: round(scale, 4) };
  const reduced = Math.max(MIN_FONT_SIZE, (fontSize * scale) / MIN_SCALE_X);
  return { fontSize: round(reduced, 2), scaleX: MIN_SCALE_X };
}

export function round(n: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
