/**
 * Evidence of extracted values (docs/document-understanding.md, "Provenance"): the page, the
 * box and the confidence of the words a value was read from, and the rule that read it. The
 * confidence is the OCR confidence of those words (0..1) or 1 for a text layer, scaled down when
 * the value was inferred rather than read.
 */
import type { Evidence, TextItem } from '../types';
import type { Line, Segment } from '../text/layout';
import { fold } from './normalize';

const wordsOf = (s: string) => fold(s).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The evidence of some items of one page; null when there are none. */
export function evidenceOfItems(items: TextItem[], page: number, rule: string, factor = 1): Evidence | null {
  const boxed = items.filter((i) => Number.isFinite(i.x) && Number.isFinite(i.y));
  if (!boxed.length) return null;
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const it of boxed) {
    x0 = Math.min(x0, it.x);
    y0 = Math.min(y0, it.y);
    x1 = Math.max(x1, it.x + it.width);
    y1 = Math.max(y1, it.y + it.height);
  }
  const ocr = boxed.filter((i) => i.confidence !== null);
  const confidence = ocr.length ? ocr.reduce((s, i) => s + (i.confidence as number), 0) / ocr.length / 100 : 1;
  return { page, box: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 }, confidence: Math.max(0, Math.min(1, confidence * factor)), rule };
}

/**
 * The evidence of a value inside a cell or line: the items whose words belong to the value when
 * they can be told apart (an inline "Label: value" cell), else the whole cell.
 */
export function evidenceOfValue(source: Segment | Line, page: number, value: string | null, rule: string, factor = 1): Evidence | null {
  const items = source.items;
  if (value && items.length > 1) {
    const words = new Set(wordsOf(value));
    const own = items.filter((i) => {
      const w = wordsOf(i.text);
      return w.length > 0 && w.every((x) => words.has(x));
    });
    if (own.length) return evidenceOfItems(own, page, rule, factor);
  }
  return evidenceOfItems(items, page, rule, factor);
}

/** The evidence of a whole line. */
export const evidenceOfLine = (line: Line, rule: string, factor = 1): Evidence | null => evidenceOfItems(line.items, line.pageNumber, rule, factor);

/** One box around two pieces of evidence of the same page (a name printed as two labels); else the first. */
export function unionEvidence(a: Evidence | null, b: Evidence | null, rule?: string): Evidence | null {
  if (!a || !b) return a ?? b;
  if (a.page !== b.page) return a;
  const x0 = Math.min(a.box.x, b.box.x);
  const y0 = Math.min(a.box.y, b.box.y);
  const x1 = Math.max(a.box.x + a.box.width, b.box.x + b.box.width);
  const y1 = Math.max(a.box.y + a.box.height, b.box.y + b.box.height);
  return { page: a.page, box: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 }, confidence: Math.min(a.confidence, b.confidence), rule: rule ?? a.rule };
}
