/**
 * Check 7: inconsistent fonts within a line or a column. A value typed in later by another tool
 * rarely matches the font of the values around it (one grade in Courier in a Helvetica column).
 */
import { fontFamily, scripts } from './fontRuns';
import { isHidden } from './overlay';
import type { Box, PageDrawing } from './pdf/pdfjs';

export interface Word {
  pageNumber: number;
  text: string;
  box: Box;
  font: string;
  size: number;
  /** Drawing order of the run it belongs to (words of one run were written together). */
  run: number;
}

export interface FontFinding {
  word: Word;
  line: string;
  /** The font (or size) the word's column and line use. */
  expected: string;
  /** The word's font is used nowhere else in the document (outside such outliers). */
  uniqueFont: boolean;
  kind: 'font' | 'size';
}

/** Words of the visible text (glyphs hidden under a later box left out), split at blanks and at gaps wider than a third of the size. */
export function wordsOf(pages: PageDrawing[]): Word[] {
  const words: Word[] = [];
  for (const page of pages) {
    for (const run of page.runs) {
      if (!run.visible) continue;
      let cur: { text: string; box: Box } | null = null;
      const flush = () => {
        if (cur && cur.text.trim()) words.push({ pageNumber: page.pageNumber, text: cur.text.trim(), box: cur.box, font: run.fontName, size: Math.round(run.fontSize * 10) / 10, run: run.order });
        cur = null;
      };
      for (const g of run.glyphs) {
        if (!g.char || !g.char.trim() || isHidden(page, run, g)) {
          flush();
          continue;
        }
        if (cur) {
          const c: { text: string; box: Box } = cur;
          const gap = g.box.x0 - c.box.x1;
          if (gap > run.fontSize * 0.33 || gap < -run.fontSize) {
            flush();
          }
        }
        if (!cur) cur = { text: g.char, box: { ...g.box } };
        else {
          const c: { text: string; box: Box } = cur;
          c.text += g.char;
          c.box.x0 = Math.min(c.box.x0, g.box.x0);
          c.box.y0 = Math.min(c.box.y0, g.box.y0);
          c.box.x1 = Math.max(c.box.x1, g.box.x1);
          c.box.y1 = Math.max(c.box.y1, g.box.y1);
        }
      }
      flush();
    }
  }
  return words;
}

interface Line {
  cy: number;
  h: number;
  words: Word[];
}

function linesOf(words: Word[]): Line[] {
  const lines: Line[] = [];
  for (const w of [...words].sort((a, b) => a.box.y0 - b.box.y0)) {
    const cy = (w.box.y0 + w.box.y1) / 2;
    const h = w.box.y1 - w.box.y0;
    const line = lines.find((l) => Math.abs(l.cy - cy) <= Math.max(1, Math.min(l.h, h) * 0.35));
    if (line) line.words.push(w);
    else lines.push({ cy, h, words: [w] });
  }
  for (const l of lines) l.words.sort((a, b) => a.box.x0 - b.box.x0);
  return lines;
}

function dominant<T>(values: T[]): { value: T; share: number } | null {
  if (values.length === 0) return null;
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: T = values[0];
  let bestN = 0;
  for (const [v, n] of counts) {
    if (n > bestN) {
      best = v;
      bestN = n;
    }
  }
  return { value: best, share: bestN / values.length };
}

const ALIGN = 1.5;

/** Every script of the word's letters is written in the peers too (digits and signs have none). */
function sameScripts(w: Word, peers: Word[]): boolean {
  const own = scripts(w.text);
  const theirs = scripts(peers.map((p) => p.text).join(' '));
  return [...own].every((s) => theirs.has(s));
}
const MIN_COLUMN_PEERS = 2;

export function findFontOutliers(pages: PageDrawing[]): FontFinding[] {
  const words = wordsOf(pages).filter((w) => /[\p{L}\p{N}]/u.test(w.text));
  if (words.length < 8) return [];
  const findings: FontFinding[] = [];
  const byPage = new Map<number, Word[]>();
  for (const w of words) byPage.set(w.pageNumber, [...(byPage.get(w.pageNumber) ?? []), w]);
  for (const pageWords of byPage.values()) {
    const lines = linesOf(pageWords);
    const lineOf = new Map<Word, Line>();
    for (const l of lines) for (const w of l.words) lineOf.set(w, l);
    for (const w of pageWords) {
      const line = lineOf.get(w)!;
      const sameSize = (o: Word) => Math.abs(o.size - w.size) <= Math.max(0.3, w.size * 0.03) + 1e-6;
      // A value typed in another font FAMILY is set at about its neighbours' size, rarely exactly:
      // an editor without the document's font picks a near size by eye (Times 8.8 pt among
      // Helvetica 8.5 pt). Bold and italic of the same family keep the exact-size rule: a bold
      // label a size larger is ordinary typography.
      const nearSize = (o: Word) => sameSize(o) || (Math.abs(o.size - w.size) <= w.size * 0.12 && fontFamily(o.font) !== fontFamily(w.font));
      // Column peers: one word per other line nearby, aligned with it on the left or right edge.
      const columnPeers = (accept: (o: Word) => boolean): Word[] => {
        const peers: Word[] = [];
        for (const l of lines) {
          if (l === line || Math.abs(l.cy - line.cy) > w.size * 15) continue;
          let best: Word | null = null;
          let bestD = Infinity;
          for (const o of l.words) {
            if (!accept(o)) continue;
            const d = Math.min(Math.abs(o.box.x0 - w.box.x0), Math.abs(o.box.x1 - w.box.x1));
            if (d <= ALIGN && d < bestD) {
              best = o;
              bestD = d;
            }
          }
          if (best) peers.push(best);
        }
        return peers;
      };
      // Words written with it (same run) are part of the same value.
      const others = line.words.filter((o) => o !== w && o.run !== w.run);
      const lineText = line.words.map((o) => o.text).join(' ');
      // Only values standing in a cell of their own: in running text an emphasised or code
      // word is ordinary typography.
      const mates = line.words.filter((o) => o.run === w.run);
      const cellX0 = Math.min(...mates.map((o) => o.box.x0));
      const cellX1 = Math.max(...mates.map((o) => o.box.x1));
      const gapLeft = Math.min(Infinity, ...others.filter((o) => o.box.x1 <= cellX0 + 0.5).map((o) => cellX0 - o.box.x1));
      const gapRight = Math.min(Infinity, ...others.filter((o) => o.box.x0 >= cellX1 - 0.5).map((o) => o.box.x0 - cellX1));
      if (Math.min(gapLeft, gapRight) < w.size * 0.9) continue;
      const nearest = Math.min(gapLeft, gapRight);
      const widest = Math.max(gapLeft === Infinity ? 0 : gapLeft, gapRight === Infinity ? 0 : gapRight);
      if (nearest === Infinity || widest < w.size * 1.5) continue;
      // A label ("Name:", "UTCTime:") is styled on purpose; the value after it is what gets altered.
      if (/[:：]$/.test(w.text)) continue;

      // A value in another font than the same-size values of its column, alone in that font on its line.
      const peers = columnPeers(nearSize);
      // Counted by family: a column of regular values with an italic subtotal row every few lines
      // is one family, and the value in another family stands out against all of it.
      const colFont = dominant(peers.map((p) => fontFamily(p.font)));
      const lineFont = others.length >= 2 ? dominant(others.map((o) => fontFamily(o.font))) : others.length === 1 ? { value: fontFamily(others[0].font), share: 1 } : null;
      if (
        peers.length >= MIN_COLUMN_PEERS &&
        colFont &&
        (colFont.share >= 0.75 || (peers.length === 2 && colFont.share === 1)) &&
        // Bold and italic of the column's own family are typography (a bold label, an emphasised
        // grade), as in the run check (fontRuns.ts): only another family is a substitute font.
        colFont.value !== fontFamily(w.font) &&
        lineFont &&
        lineFont.share >= 0.6 &&
        others.every((o) => o.font !== w.font) &&
        // A typed-in value matches the size of its neighbours; a logo or heading in another font does not.
        others.some(nearSize) &&
        // Another script is another font by necessity (an English word in an Arabic column).
        sameScripts(w, peers.filter((p) => fontFamily(p.font) === colFont.value))
      ) {
        // Named by the font the column's family is most often set in ("Helvetica", not "helvetica").
        const colName = dominant(peers.filter((p) => fontFamily(p.font) === colFont.value).map((p) => p.font))!.value;
        const lineName = dominant(others.filter((o) => fontFamily(o.font) === lineFont.value).map((o) => o.font))!.value;
        findings.push({ word: w, line: lineText, expected: colName === lineName ? colName : `${colName} (column) / ${lineName} (line)`, uniqueFont: false, kind: 'font' });
        continue;
      }

      // A value in the right font but another size than its column and its line. A phrase of
      // words without a digit set smaller as a whole is a cell shrunk to fit (a spreadsheet's
      // "shrink to fit" on a long programme name), not a value retyped.
      if (mates.length >= 2 && !mates.some((o) => /\p{N}/u.test(o.text))) continue;
      const fontPeers = columnPeers((o) => o.font === w.font);
      const colSize = dominant(fontPeers.map((p) => p.size));
      const lineSize = others.length >= 2 ? dominant(others.map((o) => o.size)) : null;
      if (
        fontPeers.length >= 3 &&
        colSize &&
        colSize.share >= 0.75 &&
        Math.abs(colSize.value - w.size) > Math.max(0.5, colSize.value * 0.08) &&
        lineSize &&
        lineSize.share >= 0.6 &&
        lineSize.value === colSize.value
      ) {
        findings.push({ word: w, line: lineText, expected: `${colSize.value} pt`, uniqueFont: false, kind: 'size' });
      }
    }
  }
  // A font used only by outliers (and the words written with them) was brought in for them.
  const outlierRuns = new Set(findings.filter((f) => f.kind === 'font').map((f) => `${f.word.pageNumber}:${f.word.run}`));
  for (const f of findings) {
    if (f.kind !== 'font') continue;
    const users = words.filter((w) => w.font === f.word.font);
    f.uniqueFont = users.every((w) => outlierRuns.has(`${w.pageNumber}:${w.run}`));
  }
  return findings;
}

export function describeFont(f: FontFinding): string {
  const line = f.line.length > 70 ? `${f.line.slice(0, 69)}…` : f.line;
  if (f.kind === 'size') {
    return `'${f.word.text}' on page ${f.word.pageNumber} (line "${line}") is set at ${f.word.size} pt while its line and column use ${f.expected}`;
  }
  return `'${f.word.text}' on page ${f.word.pageNumber} (line "${line}") is set in ${f.word.font} while its column and line use ${f.expected}${f.uniqueFont ? `; ${f.word.font} is used nowhere else in the document` : ''}`;
}
