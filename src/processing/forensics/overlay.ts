/**
 * Check 6: text covered by filled shapes. A box filled after some text was drawn, over that
 * text, hides it; new text drawn on the box afterwards replaces it — the classic white-box edit.
 */
import { boxArea, intersectArea, type Box, type DrawnGlyph, type FilledShape, type PageDrawing, type TextRun } from './pdf/pdfjs';

export interface CoverFinding {
  pageNumber: number;
  box: Box;
  color: string | null;
  white: boolean;
  covered: string;
  onTop: string;
  inAnnotation: boolean;
  /**
   * Every word the box touches lies wholly under it (each glyph at least 90% inside): the covered
   * text cannot be read at all. False when the box only overlaps part of a word or of a glyph, as
   * a tight table cell or a decoration sometimes does.
   */
  whollyHidden: boolean;
  /** Font(s) of the covered text and of the text on top. */
  coveredFonts: string[];
  onTopFonts: string[];
}

/** A colour counts as "white / paper" when every channel is at least this (0..255). */
const WHITE_MIN = 235;

/** Light text (watermarks, guilloche lettering) is background, not content a box could hide. */
function isLight(color: string | null): boolean {
  if (!color || !/^#[0-9a-f]{6}$/i.test(color)) return false;
  return [1, 3, 5].every((i) => parseInt(color.slice(i, i + 2), 16) >= 200);
}

export function isWhite(color: string | null): boolean {
  if (!color || !/^#[0-9a-f]{6}$/i.test(color)) return false;
  const v = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
  return v.every((c) => c >= WHITE_MIN);
}

function glyphInside(g: DrawnGlyph, box: Box): boolean {
  const area = boxArea(g.box);
  if (area <= 0) {
    const cx = (g.box.x0 + g.box.x1) / 2, cy = (g.box.y0 + g.box.y1) / 2;
    return cx >= box.x0 && cx <= box.x1 && cy >= box.y0 && cy <= box.y1;
  }
  return intersectArea(g.box, box) >= area * 0.5;
}

/** A glyph at least 90% under the box (a zero-area glyph: its centre). */
function glyphMostlyInside(g: DrawnGlyph, box: Box): boolean {
  const area = boxArea(g.box);
  if (area <= 0) return glyphInside(g, box);
  return intersectArea(g.box, box) >= area * 0.9;
}

/** The words of a run: its visible glyphs split at blanks and at gaps wider than a third of the size. */
function runWords(r: TextRun): DrawnGlyph[][] {
  const words: DrawnGlyph[][] = [];
  let cur: DrawnGlyph[] = [];
  for (const g of r.glyphs) {
    if (!g.char.trim()) {
      if (cur.length) words.push(cur);
      cur = [];
      continue;
    }
    const prev = cur[cur.length - 1];
    if (prev && (g.box.x0 - prev.box.x1 > r.fontSize * 0.33 || g.box.x0 - prev.box.x1 < -r.fontSize)) {
      words.push(cur);
      cur = [];
    }
    cur.push(g);
  }
  if (cur.length) words.push(cur);
  return words;
}

function textOf(glyphs: DrawnGlyph[]): string {
  // Glyphs in reading order, with a space where a gap is wider than a third of the glyph height.
  const sorted = [...glyphs].sort((a, b) => {
    const dy = (a.box.y0 + a.box.y1) / 2 - (b.box.y0 + b.box.y1) / 2;
    return Math.abs(dy) > (a.box.y1 - a.box.y0) * 0.5 ? dy : a.box.x0 - b.box.x0;
  });
  let out = '';
  let prev: DrawnGlyph | null = null;
  for (const g of sorted) {
    if (prev) {
      const h = g.box.y1 - g.box.y0;
      const newLine = Math.abs((g.box.y0 + g.box.y1) / 2 - (prev.box.y0 + prev.box.y1) / 2) > h * 0.5;
      if (newLine || g.box.x0 - prev.box.x1 > h * 0.3) out += ' ';
    }
    out += g.char;
    prev = g;
  }
  return out.replace(/\s+/g, ' ').trim();
}

export function findCoveredText(pages: PageDrawing[]): CoverFinding[] {
  const findings: CoverFinding[] = [];
  for (const page of pages) {
    const pageArea = page.width * page.height;
    const visibleRuns = page.runs.filter((r) => r.visible);
    for (const shape of page.shapes) {
      if (!candidate(shape, pageArea)) continue;
      const before = visibleRuns.filter((r) => r.order < shape.order);
      const after = visibleRuns.filter((r) => r.order > shape.order);
      const coveredGlyphs: DrawnGlyph[] = [];
      const coveredFonts = new Set<string>();
      let whollyHidden = true;
      for (const r of before) {
        if (isLight(r.color)) continue;
        for (const word of runWords(r)) {
          const inside = word.filter((g) => glyphInside(g, shape.box));
          if (!inside.length) continue;
          coveredGlyphs.push(...inside);
          coveredFonts.add(r.fontName);
          if (!word.every((g) => glyphMostlyInside(g, shape.box))) whollyHidden = false;
        }
      }
      if (coveredGlyphs.length === 0) continue;
      // Glyphs drawn after the box but covered again by a later box are judged with that box.
      const onTopGlyphs: DrawnGlyph[] = [];
      const onTopFonts = new Set<string>();
      for (const r of after) {
        // Text of the same colour as the box would be invisible on it: not "on top" in effect.
        if (r.color && shape.color && r.color === shape.color) continue;
        for (const g of r.glyphs) {
          if (g.char.trim() && glyphInside(g, shape.box)) {
            onTopGlyphs.push(g);
            onTopFonts.add(r.fontName);
          }
        }
      }
      const covered = textOf(coveredGlyphs);
      const onTop = textOf(onTopGlyphs);
      // The same text redrawn over a background (some generators draw text twice) hides nothing.
      if (onTop && squash(onTop) === squash(covered)) continue;
      findings.push({
        pageNumber: page.pageNumber,
        box: shape.box,
        color: shape.color,
        white: isWhite(shape.color),
        covered,
        onTop,
        inAnnotation: shape.inAnnotation,
        whollyHidden,
        coveredFonts: [...coveredFonts],
        onTopFonts: [...onTopFonts],
      });
    }
  }
  return mergeFindings(findings);
}

const squash = (s: string) => s.replace(/\s+/g, '');

/** Whether a glyph of `run` is hidden by an opaque box drawn after it (what a reader does not see). */
export function isHidden(page: PageDrawing, run: TextRun, g: DrawnGlyph): boolean {
  const pageArea = page.width * page.height;
  return page.shapes.some((s) => s.order > run.order && candidate(s, pageArea) && glyphInside(g, s.box));
}

function candidate(shape: FilledShape, pageArea: number): boolean {
  if (!shape.opaque || !shape.rectangular) return false;
  const area = boxArea(shape.box);
  // Thin rules (table lines, underlines) cannot hide text; a page-sized box is a background.
  if (shape.box.x1 - shape.box.x0 < 2 || shape.box.y1 - shape.box.y0 < 2) return false;
  return area < pageArea * 0.5;
}

/** Boxes stacked on the same spot (fill + stroke, or a box drawn twice) report once. */
function mergeFindings(list: CoverFinding[]): CoverFinding[] {
  const out: CoverFinding[] = [];
  for (const f of list) {
    const dup = out.find((o) => o.pageNumber === f.pageNumber && intersectArea(o.box, f.box) >= Math.min(boxArea(o.box), boxArea(f.box)) * 0.8 && o.covered === f.covered);
    if (dup) {
      const wholly = dup.whollyHidden || f.whollyHidden;
      if (!dup.onTop && f.onTop) Object.assign(dup, f);
      dup.whollyHidden = wholly;
      continue;
    }
    out.push(f);
  }
  return out;
}

export function describeCover(f: CoverFinding): string {
  const where = `on page ${f.pageNumber} at x=${Math.round(f.box.x0)}, y=${Math.round(f.box.y0)} (${Math.round(f.box.x1 - f.box.x0)}×${Math.round(f.box.y1 - f.box.y0)} pt)`;
  const what = f.white ? 'a white box' : `a filled box${f.color ? ` (${f.color})` : ''}`;
  const annot = f.inAnnotation ? ' in an annotation' : '';
  const covered = `'${clip(f.covered)}'${f.coveredFonts.length ? ` (${f.coveredFonts.join(', ')})` : ''}`;
  if (f.onTop) {
    const onTop = `'${clip(f.onTop)}'${f.onTopFonts.length ? ` (${f.onTopFonts.join(', ')})` : ''}`;
    return `${what}${annot} ${where} covers the text ${covered}, and the text ${onTop} is written on top of it`;
  }
  return `${what}${annot} ${where} hides the text ${covered}`;
}

function clip(s: string, max = 60): string {
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}
