/**
 * Check 7, second half: a run of glyphs INSIDE one line (and one column) drawn differently from
 * its neighbours on that line — another font family, another size, a shifted baseline, another
 * character spacing or a slightly different colour — where the document otherwise sets that text
 * consistently. A value replaced with an editor that lacks the document's embedded subset comes
 * out in a substitute font ("3.2" in Arial inside a Times line), at a near size, or nudged off the
 * baseline; `findFontOutliers` (fonts.ts) only judges values standing alone in a cell.
 *
 * What genuine documents do, and is left alone (docs/forensics.md, check 7):
 * - bold and italic emphasis, bold labels: another weight or style of the SAME family;
 * - superscripts and subscripts ("1st", footnote marks): smaller AND off the baseline;
 * - small capitals drawn as smaller capitals, headings and logos (much larger or much smaller);
 * - mixed-script lines: a fallback font for the Cyrillic, Arabic or CJK words of a Latin line;
 * - bullets, symbols and punctuation in a symbol font; hyperlinks and coloured labels (a colour
 *   far from the text's);
 * - a font used on many lines of the document (a code font for course numbers, a label font):
 *   a foreign font must be rare in the document to stand out.
 */
import { isHidden } from './overlay';
import type { Box, PageDrawing } from './pdf/pdfjs';

export type RunOutlierKind = 'font' | 'size' | 'baseline' | 'spacing' | 'colour';

export interface RunOutlier {
  pageNumber: number;
  kind: RunOutlierKind;
  /** The outlying run's text and box (page points, top-left origin). */
  text: string;
  box: Box;
  /** The line's text (for the message). */
  line: string;
  /** How the run is set, and how its neighbours are ("Arial 10 pt", "10 pt", "#000000"). */
  own: string;
  expected: string;
  /** Neighbours on both sides (a run inside the line) or on one side only (at the line's edge). */
  inside: boolean;
  /** Strong: medium signal; weak: low. */
  strong: boolean;
}

export interface Glyph {
  page: number;
  char: string;
  box: Box;
  font: string;
  family: string;
  size: number;
  baseline: number;
  color: string | null;
  spacing: number;
  /** Index of the line the glyph belongs to (per page). */
  line: number;
}

interface Span {
  glyphs: Glyph[];
  text: string;
  box: Box;
}

/** A column gap: glyphs further apart than this many sizes are in different cells. */
const CELL_GAP = 1.5;
/** A foreign font or size must be used on at most this many other lines of the document. */
const MAX_OTHER_LINES = 2;
/** A run at a line's edge is compared only with a neighbour font used on at least this many lines. */
const MIN_DOCUMENT_LINES = 4;

/** "ABCDEF+TimesNewRomanPS-BoldMT" → "timesnew": the family without subset tag, weight, style and vendor suffixes. */
export function fontFamily(name: string): string {
  let f = name.replace(/^[A-Z]{6}\+/, '').split(/[-,_]/)[0];
  f = f.replace(/(PS)?MT$/, '').replace(/PS$/, '');
  const styles = /(Bold|Italic|Oblique|Regular|Roman|Medium|Light|Semibold|SemiBold|Demi|Black|Heavy|Book|Condensed|Narrow|It|Bd)$/;
  for (let i = 0; i < 4 && styles.test(f); i++) f = f.replace(styles, '');
  return (f || name).toLowerCase();
}

const SYMBOL_FONT = /symbol|dingbat|wingding|webding|zapf/i;

function scriptOf(ch: string): string | null {
  if (/\p{Script=Latin}/u.test(ch)) return 'latin';
  if (/\p{Script=Cyrillic}/u.test(ch)) return 'cyrillic';
  if (/\p{Script=Greek}/u.test(ch)) return 'greek';
  if (/\p{Script=Arabic}/u.test(ch)) return 'arabic';
  if (/\p{Script=Hebrew}/u.test(ch)) return 'hebrew';
  if (/\p{Script=Thai}/u.test(ch)) return 'thai';
  if (/\p{Script=Devanagari}/u.test(ch)) return 'devanagari';
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(ch)) return 'cjk';
  if (/\p{L}/u.test(ch)) return 'other';
  return null;
}

export function scripts(text: string): Set<string> {
  const out = new Set<string>();
  for (const ch of text) {
    const s = scriptOf(ch);
    if (s) out.add(s);
  }
  return out;
}

const alnum = (text: string) => (text.match(/[\p{L}\p{N}]/gu) ?? []).length;

function unionBox(boxes: Box[]): Box {
  return { x0: Math.min(...boxes.map((b) => b.x0)), y0: Math.min(...boxes.map((b) => b.y0)), x1: Math.max(...boxes.map((b) => b.x1)), y1: Math.max(...boxes.map((b) => b.y1)) };
}

function rgb(c: string | null): [number, number, number] | null {
  const m = c ? /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(c) : null;
  return m ? [parseInt(m[1], 16), parseInt(m[2], 16), parseInt(m[3], 16)] : null;
}

/** Largest channel difference of two colours (null when either is unknown). */
function colourDistance(a: string | null, b: string | null): number | null {
  const x = rgb(a), y = rgb(b);
  if (!x || !y) return null;
  return Math.max(Math.abs(x[0] - y[0]), Math.abs(x[1] - y[1]), Math.abs(x[2] - y[2]));
}

/** The glyphs of a span set the same way: font, size, baseline, colour and spacing. */
function sameStyle(a: Glyph, b: Glyph): boolean {
  const size = Math.max(a.size, b.size);
  return (
    a.font === b.font &&
    Math.abs(a.size - b.size) <= size * 0.02 &&
    Math.abs(a.baseline - b.baseline) <= size * 0.04 &&
    a.color === b.color &&
    Math.abs(a.spacing - b.spacing) <= size * 0.02
  );
}

/** Median gap between consecutive glyphs of one word (the tracking actually drawn), in sizes. */
function tracking(span: Span): number | null {
  const gaps: number[] = [];
  for (let i = 1; i < span.glyphs.length; i++) {
    const g = span.glyphs[i], p = span.glyphs[i - 1];
    const gap = g.box.x0 - p.box.x1;
    if (gap < g.size * 0.25 && gap > -g.size * 0.3) gaps.push(gap / g.size);
  }
  if (gaps.length < 2) return null;
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)];
}

export function glyphsOf(pages: PageDrawing[]): Glyph[][] {
  return pages.map((page) => {
    const out: Glyph[] = [];
    for (const run of page.runs) {
      if (!run.visible || run.inAnnotation) continue;
      const size = Math.round(run.fontSize * 100) / 100;
      if (!(size > 0)) continue;
      for (const g of run.glyphs) {
        if (!g.char || !g.char.trim() || isHidden(page, run, g)) continue;
        // Horizontal text only: the glyph box is one size tall (ascent 0.8, descent 0.2).
        if (Math.abs(g.box.y1 - g.box.y0 - size) > size * 0.05) continue;
        out.push({ page: page.pageNumber, char: g.char, box: g.box, font: run.fontName, family: fontFamily(run.fontName), size, baseline: g.box.y1 - size * 0.2, color: run.color, spacing: run.charSpacing ?? 0, line: -1 });
      }
    }
    return out;
  });
}

/** Lines: glyphs whose vertical centres lie within 40% of the smaller size (a superscript stays on its line). */
export function assignLines(glyphs: Glyph[]): Glyph[][] {
  const lines: Array<{ cy: number; size: number; glyphs: Glyph[] }> = [];
  for (const g of [...glyphs].sort((a, b) => a.baseline - b.baseline)) {
    const cy = (g.box.y0 + g.box.y1) / 2;
    const line = lines.find((l) => Math.abs(l.cy - cy) <= Math.min(l.size, g.size) * 0.4);
    if (line) line.glyphs.push(g);
    else lines.push({ cy, size: g.size, glyphs: [g] });
  }
  return lines.map((l, i) => {
    l.glyphs.sort((a, b) => a.box.x0 - b.box.x0);
    for (const g of l.glyphs) g.line = i;
    return l.glyphs;
  });
}

/** A line cut into cells at wide gaps. */
function cellsOf(line: Glyph[]): Glyph[][] {
  const cells: Glyph[][] = [];
  for (const g of line) {
    const cell = cells[cells.length - 1];
    const prev = cell?.[cell.length - 1];
    if (prev && g.box.x0 - prev.box.x1 <= CELL_GAP * Math.max(g.size, prev.size) && g.box.x0 >= prev.box.x0) cell.push(g);
    else cells.push([g]);
  }
  return cells;
}

/** A line cut into cells at wide gaps, each cell into spans of one style. */
function spansOf(line: Glyph[]): Span[][] {
  return cellsOf(line).map((cell) => {
    const spans: Span[] = [];
    for (const g of cell) {
      const last = spans[spans.length - 1];
      if (last && sameStyle(last.glyphs[last.glyphs.length - 1], g)) last.glyphs.push(g);
      else spans.push({ glyphs: [g], text: '', box: g.box });
    }
    for (const s of spans) {
      s.box = unionBox(s.glyphs.map((g) => g.box));
      s.text = s.glyphs.reduce((t, g, i) => t + (i > 0 && g.box.x0 - s.glyphs[i - 1].box.x1 > g.size * 0.15 ? ' ' : '') + g.char, '');
    }
    return spans;
  });
}

/**
 * Two spans touch inside one word: no gap a space would leave between them, and a letter or a
 * digit on both sides of the join ("14,5" whose "5" is another span, "201" + "5").
 */
function touchInWord(a: Span | undefined, b: Span | undefined): boolean {
  if (!a || !b) return false;
  const last = a.glyphs[a.glyphs.length - 1];
  const first = b.glyphs[0];
  const gap = first.box.x0 - last.box.x1;
  const size = Math.max(last.size, first.size);
  // Glyphs of one word abut (kerning pulls a pair in by a few hundredths of a size); glyphs drawn
  // over each other are two texts, not one word.
  if (gap > size * 0.15 || gap < -size * 0.1) return false;
  // Letters on both sides, or digits on both: a number running into a word ("1997" + "Mezuniyet",
  // two cells set without a gap) is two words.
  const digit = /\p{N}/u;
  const letter = /\p{L}/u;
  if ((letter.test(last.char) && letter.test(first.char)) || (digit.test(last.char) && digit.test(first.char))) return true;
  // A decimal separator inside a number: "14," + "8", "1" + ",5".
  const before = a.glyphs[a.glyphs.length - 2];
  const after = b.glyphs[1];
  return (/^[.,]$/.test(last.char) && !!before && digit.test(before.char) && digit.test(first.char)) || (/^[.,]$/.test(first.char) && !!after && digit.test(after.char) && digit.test(last.char));
}

/** A part of a word further off the baseline than this (of its size) is a superscript or a subscript. */
const IN_WORD_MAX_SHIFT = 0.08;
const LETTER_ORDINAL = /^(st|nd|rd|th|er|re|e|o|a|ª|º)$/i;

const ORDINAL_OR_MARK = /^(st|nd|rd|th|er|re|e|o|a|ª|º|\*|†|‡|\d)$/i;

export function findRunOutliers(pages: PageDrawing[]): RunOutlier[] {
  const perPage = glyphsOf(pages);
  // Lines each font (and font at a size) is used on, across the document.
  const linesByFont = new Map<string, Set<string>>();
  const linesBySize = new Map<string, Set<string>>();
  const pageLines = perPage.map((glyphs) => assignLines(glyphs));
  pageLines.forEach((lines, p) =>
    lines.forEach((line, i) => {
      for (const g of line) {
        const key = `${p}:${i}`;
        if (!linesByFont.has(g.font)) linesByFont.set(g.font, new Set());
        linesByFont.get(g.font)!.add(key);
        const sk = `${g.font}@${g.size.toFixed(1)}`;
        if (!linesBySize.has(sk)) linesBySize.set(sk, new Set());
        linesBySize.get(sk)!.add(key);
      }
    }),
  );
  // Lines each family is used on: at a line's edge the neighbour must be set in the document's
  // family, whatever weight or style (a diploma sets its name line in the family's bold italic).
  const linesByFamily = new Map<string, Set<string>>();
  for (const [font, lines] of linesByFont) {
    const fam = fontFamily(font);
    if (!linesByFamily.has(fam)) linesByFamily.set(fam, new Set());
    for (const k of lines) linesByFamily.get(fam)!.add(k);
  }
  const otherLines = (map: Map<string, Set<string>>, key: string, self: string) => [...(map.get(key) ?? [])].filter((k) => k !== self).length;

  const out: RunOutlier[] = [];
  pageLines.forEach((lines, p) => {
    lines.forEach((line, li) => {
      const self = `${p}:${li}`;
      const lineText = line.map((g) => g.char).join('');
      for (const spans of spansOf(line)) {
        if (spans.length < 2) continue;
        // Two texts drawn over each other (a label running into its value's column) make
        // interleaved spans that touch like the parts of one word: no word is judged in that cell.
        const cellGlyphs = spans.flatMap((x) => x.glyphs);
        const overprinted = cellGlyphs.some((g, k) => k > 0 && g.font !== cellGlyphs[k - 1].font && g.box.x0 < cellGlyphs[k - 1].box.x1 - g.size * 0.1);
        for (let i = 0; i < spans.length; i++) {
          const s = spans[i];
          if (alnum(s.text) === 0) continue;
          const sg = s.glyphs[0];
          if (SYMBOL_FONT.test(sg.font)) continue;
          // Inside one word (docs/forensics.md, check 7, "a change inside a word"): a digit or a
          // letter of a word set in another font or size than the rest of that word. Judged before
          // the label and edge rules below: the rest of a number may be one digit ("7" of "73").
          const partner = overprinted ? null : touchInWord(spans[i - 1], s) ? spans[i - 1] : touchInWord(s, spans[i + 1]) ? spans[i + 1] : null;
          // Of the two parts, the shorter is the one retyped (a digit of a number, a word's
          // letters); of two as long, the one set in the rarer way (its font, or its font at its
          // size, on fewer lines of the document). Either way the box is on the word.
          const uses = (g: Glyph, bySize: boolean) => (bySize ? linesBySize.get(`${g.font}@${g.size.toFixed(1)}`) : linesByFont.get(g.font))?.size ?? 0;
          const rarer = (a: Glyph, b: Glyph, bySize: boolean) => alnum(s.text) < alnum(partnerText) || (alnum(s.text) === alnum(partnerText) && uses(a, bySize) <= uses(b, bySize));
          let partnerText = '';
          if (partner) {
            partnerText = partner.text;
            const og = partner.glyphs[0];
            const ratio = sg.size / og.size;
            const shift = Math.abs(sg.baseline - og.baseline) / og.size;
            // Superscripts and ordinals sit off the baseline or spell a suffix; a glyph a font lacks
            // ("ü" of a name) comes from a fallback font, so only ASCII letters and digits are judged.
            if (shift <= IN_WORD_MAX_SHIFT && Math.abs(ratio - 1) <= 0.15 && /^[A-Za-z0-9 .,/:-]+$/.test(s.text) && !LETTER_ORDINAL.test(s.text.trim())) {
              const at = { pageNumber: sg.page, text: s.text, box: s.box, line: lineText, inside: true };
              if (sg.font !== og.font && rarer(sg, og, false)) {
                out.push({ ...at, kind: 'font', own: `${sg.font} ${sg.size} pt`, expected: `${og.font} ${og.size} pt`, strong: true });
                continue;
              }
              if (sg.font === og.font && Math.abs(ratio - 1) > 0.035 && /\p{N}/u.test(s.text) && rarer(sg, og, true)) {
                out.push({ ...at, kind: 'size', own: `${sg.size} pt`, expected: `${og.size} pt`, strong: true });
                continue;
              }
            }
          }
          // The nearest neighbour on each side that has letters or digits.
          const left = spans.slice(0, i).reverse().find((n) => alnum(n.text) > 0) ?? null;
          const right = spans.slice(i + 1).find((n) => alnum(n.text) > 0) ?? null;
          const neighbours = [left, right].filter((n): n is Span => n !== null);
          if (!neighbours.length) continue;
          // Both neighbours set alike (the line's own style): the run is "inside" the line.
          // Otherwise (a bold label on one side) it is judged against the longer neighbour alone,
          // as a run at the line's edge.
          const alike = (a: Glyph, b: Glyph) => a.font === b.font && Math.abs(a.size - b.size) <= a.size * 0.02 && a.color === b.color;
          const inside = neighbours.length === 2 && alike(neighbours[0].glyphs[0], neighbours[1].glyphs[0]);
          const n = inside || neighbours.length === 1 ? neighbours[0] : [...neighbours].sort((a, b) => alnum(b.text) - alnum(a.text))[0];
          const ref = n.glyphs[0];
          // A label is styled on purpose; the value after it is what gets altered.
          if (!inside && (alnum(n.text) < 3 || /[:：]\s*$/.test(s.text))) continue;
          // Another script is another font by necessity (a fallback font), not a substitution.
          const sScripts = scripts(s.text);
          const nScripts = scripts(neighbours.map((x) => x.text).join(''));
          if ([...sScripts].some((x) => nScripts.size > 0 && !nScripts.has(x))) continue;
          const sizeRatio = sg.size / ref.size;
          const baselineShift = Math.abs(sg.baseline - ref.baseline) / ref.size;
          const base = { pageNumber: sg.page, text: s.text, box: s.box, line: lineText, inside };

          if (sg.family !== ref.family) {
            // Another family at (nearly) the same size on the same baseline: a substitute font.
            if (Math.abs(sizeRatio - 1) > 0.15 || baselineShift > 0.15) continue;
            if (otherLines(linesByFont, sg.font, self) > MAX_OTHER_LINES) continue;
            if (!inside && otherLines(linesByFamily, ref.family, self) < MIN_DOCUMENT_LINES) continue;
            out.push({ ...base, kind: 'font', own: `${sg.font} ${sg.size} pt`, expected: `${ref.font} ${ref.size} pt`, strong: alnum(s.text) >= 2 || inside });
            continue;
          }
          if (sg.font !== ref.font) continue; // bold, italic: emphasis within the family
          if (Math.abs(sizeRatio - 1) > 0.035) {
            // Superscripts, subscripts, headings, drop and small capitals are far off or off the baseline.
            if (Math.abs(sizeRatio - 1) > 0.3 || baselineShift > 0.08) continue;
            if (sizeRatio < 1 && /^[\p{Lu}\s.]+$/u.test(s.text) && /\p{Lu}/u.test(n.text)) continue; // small capitals
            // Layout tools shrink a label or a header cell to fit its width ("Credit Hrs" at 7 pt in a
            // 7.5 pt header): a size is judged on values only (a run with a digit).
            if (!/\p{N}/u.test(s.text)) continue;
            if (!inside && otherLines(linesBySize, `${ref.font}@${ref.size.toFixed(1)}`, self) < MIN_DOCUMENT_LINES) continue;
            if (otherLines(linesBySize, `${sg.font}@${sg.size.toFixed(1)}`, self) > MAX_OTHER_LINES) continue;
            out.push({ ...base, kind: 'size', own: `${sg.size} pt`, expected: `${ref.size} pt`, strong: alnum(s.text) >= 2 });
            continue;
          }
          // Same font and size: only a run between two neighbours is judged (edges of a line are
          // where labels, links and notes are set apart on purpose).
          if (!inside) continue;
          if (baselineShift > 0.06) {
            if (baselineShift > 0.3 || ORDINAL_OR_MARK.test(s.text.trim())) continue;
            out.push({ ...base, kind: 'baseline', own: `baseline ${(sg.baseline - ref.baseline > 0 ? '+' : '−') + Math.abs(sg.baseline - ref.baseline).toFixed(2)} pt`, expected: 'the line’s baseline', strong: baselineShift >= 0.1 && alnum(s.text) >= 2 });
            continue;
          }
          const dist = colourDistance(sg.color, ref.color);
          if (dist !== null && dist > 0) {
            // A near colour (black against 20% grey) is another tool's default; a far one is design.
            if (dist > 64) continue;
            out.push({ ...base, kind: 'colour', own: sg.color ?? '?', expected: ref.color ?? '?', strong: dist >= 12 && alnum(s.text) >= 2 });
            continue;
          }
          const ts = tracking(s);
          const tn = tracking({ ...n, glyphs: neighbours.flatMap((x) => x.glyphs) });
          if (ts !== null && tn !== null && Math.abs(ts - tn) > 0.05 && s.glyphs.length >= 3) {
            out.push({ ...base, kind: 'spacing', own: `${(ts * sg.size).toFixed(2)} pt between letters`, expected: `${(tn * ref.size).toFixed(2)} pt`, strong: Math.abs(ts - tn) > 0.1 });
          }
        }
      }
    });
  });
  return out;
}

export function describeRunOutlier(f: RunOutlier): string {
  const line = f.line.length > 70 ? `${f.line.slice(0, 69)}…` : f.line;
  const where = `'${f.text}' on page ${f.pageNumber} (line "${line}")`;
  const edge = f.inside ? 'inside its line' : 'at the end of its line';
  switch (f.kind) {
    case 'font':
      return `${where} is drawn in ${f.own}, ${edge}, while the rest of the line uses ${f.expected} and the document uses that font elsewhere`;
    case 'size':
      return `${where} is set at ${f.own}, ${edge}, while the rest of the line is at ${f.expected}`;
    case 'baseline':
      return `${where} sits off the line's baseline (${f.own}) in the line's own font and size`;
    case 'colour':
      return `${where} is drawn in ${f.own} while the rest of the line is ${f.expected}`;
    case 'spacing':
      return `${where} has ${f.own} while the rest of the line has ${f.expected}`;
  }
}

export interface LineOutlier {
  pageNumber: number;
  /** The line's text and box (page points, top-left origin). */
  text: string;
  box: Box;
  /** The line's font and size, and the family the rest of the document is set in. */
  own: string;
  expected: string;
}

/** Weights that mark a display face (a title, a logo, a seal's letters). */
const HEAVY_FACE = /bold|black|heavy|semibold|demi|extrabold|ultra|(^|[-,_])bd$/i;
/** The rest of the document must be set in one family: this share of its letters and digits (display faces and other scripts left out). */
const DOCUMENT_FAMILY_SHARE = 0.9;
/** ... over at least this many other lines (of the line's script, not in a display face). */
const MIN_OTHER_LINES = 6;
/** A line judged whole holds at least this many letters and digits (a logo's initials do not count). */
const MIN_LINE_CHARACTERS = 4;

/**
 * Check 7, a whole line: a value replaced by retyping its whole line (a date line, the holder's
 * name, the institution's name, a sentence holding the average) in an editor that lacks the
 * document's font comes out entirely in the editor's fallback face, so no neighbour on its line
 * shows the document's font and `findRunOutliers` has nothing to compare it with. The line is
 * compared with the document instead: every other line (at least 6) is set in one family, and
 * this line alone is set in a face of another family, one used on no other line of the document.
 *
 * Left alone, because genuine documents do it: a title, logo or seal lettering in a heavy display
 * face (bold, black, semibold: "Zeugnis der Allgemeinen Hochschulreife" in a bold serif on a sans
 * page), a line of fewer than 4 letters and digits (a logo's initials), another script or a
 * line holding a symbol (an arrow, a check mark: a fallback font by necessity), symbol fonts, and
 * any document whose lines use two families or
 * more (a design with a heading family: then no family is the document's).
 */
export function findLineOutliers(pages: PageDrawing[]): LineOutlier[] {
  // The unit is a line's cell (a line's pieces further apart than 1.5 sizes: "Student ID: …" and
  // "Diploma No. …" at the two ends of one footer line are set apart and judged apart).
  const cells = glyphsOf(pages).flatMap((glyphs) => assignLines(glyphs).flatMap(cellsOf));
  // A font's uses count every line, arrows and bullets included.
  const linesByFont = new Map<string, number>();
  for (const cell of cells) for (const font of new Set(cell.map((g) => g.font))) linesByFont.set(font, (linesByFont.get(font) ?? 0) + 1);
  // A line with a symbol (an arrow, a triangle, a check mark) is set in a font that has it, by necessity.
  const lines = cells.filter((cell) => !cell.some((g) => /\p{So}/u.test(g.char))).map((cell) => cell.filter((g) => alnum(g.char) > 0)).filter((line) => line.length > 0);
  if (lines.length < MIN_OTHER_LINES + 1) return [];
  const scriptsOf = new Map(lines.map((l) => [l, scripts(l.map((g) => g.char).join(''))]));
  const out: LineOutlier[] = [];
  for (const line of lines) {
    const g = line[0];
    if (line.some((o) => o.font !== g.font)) continue;
    if (line.length < MIN_LINE_CHARACTERS || HEAVY_FACE.test(g.font) || SYMBOL_FONT.test(g.font)) continue;
    if ((linesByFont.get(g.font) ?? 0) > 1) continue;
    // The document's family: that of the other lines' text in the same script (another script is
    // another font by necessity), display faces left out (a bold sans title on a serif page is design).
    const own = scriptsOf.get(line)!;
    const peers = lines.filter((l) => l !== line && [...scriptsOf.get(l)!].some((s) => own.has(s)) && !HEAVY_FACE.test(l[0].font));
    if (peers.length < MIN_OTHER_LINES) continue;
    const charsByFamily = new Map<string, number>();
    for (const l of peers) for (const x of l) if (!HEAVY_FACE.test(x.font)) charsByFamily.set(x.family, (charsByFamily.get(x.family) ?? 0) + 1);
    const total = [...charsByFamily.values()].reduce((a, b) => a + b, 0);
    const [docFamily, docChars] = [...charsByFamily].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
    if (!docFamily || docFamily === g.family || docChars < DOCUMENT_FAMILY_SHARE * total) continue;
    if ([...own].some((s) => !scripts(peers.filter((l) => l[0].family === docFamily).flatMap((l) => l.map((x) => x.char)).join('')).has(s))) continue;
    const text = line.reduce((t, x, i) => t + (i > 0 && x.box.x0 - line[i - 1].box.x1 > x.size * 0.15 ? ' ' : '') + x.char, '');
    out.push({ pageNumber: g.page, text, box: unionBox(line.map((x) => x.box)), own: `${g.font} ${g.size} pt`, expected: `the ${docFamily} family` });
  }
  return out;
}

export function describeLineOutlier(l: LineOutlier): string {
  const text = l.text.length > 70 ? `${l.text.slice(0, 69)}…` : l.text;
  return `the line '${text}' on page ${l.pageNumber} is set in ${l.own}, a font no other line uses, while the rest of the document is set in ${l.expected}`;
}
