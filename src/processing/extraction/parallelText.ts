import type { TextItem } from '../types';
import type { Line } from '../text/layout';
import { subLine } from './table';
import { detectLanguage } from '../language';

/**
 * Rule "Parallel texts side by side are read column by column" (docs/document-understanding.md, "Forms the rotated group
 * i- showed"): a diploma worded in two languages prints the same running text twice, one language per column, the
 * columns parted by a gutter ("notum facimus … | dichiara che …"); each line of the page then joins a clause of one text
 * to a clause of the other, so that no sentence, name or qualification can be read whole. Where a run of lines has one
 * cell on each side of a gutter that no line crosses, both cells running text (four words and more, no caption ending in
 * a colon) on three lines at least, both in the Latin script, the run is read as one column's lines, then the other's: the
 * English one first, else the one in the page's language before one in another (Latin beside Italian), else the left
 * one. Two scripts side by side are bilingual panels the other rules read line by line. A caption
 * beside its value, a table (several cells a side) or a line across the gutter is read as printed.
 */
export function readParallelTexts(lines: Line[]): Line[] {
  const pages = new Map<number, Line[]>();
  for (const l of lines) pages.set(l.pageNumber, [...(pages.get(l.pageNumber) ?? []), l]);
  const out: Line[] = [];
  for (const pageLines of pages.values()) out.push(...parallelColumnsOfPage(pageLines));
  return out;
}

const words = (t: string) => t.trim().split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;

function parallelColumnsOfPage(lines: Line[]): Line[] {
  if (lines.length < 5) return lines;
  const left0 = Math.min(...lines.map((l) => l.x));
  const right0 = Math.max(...lines.map((l) => l.x + l.width));
  const span = right0 - left0;
  if (span <= 0) return lines;
  // Gutters: the blank between the two cells of a two-cell line, in the middle third of the text.
  const candidates = new Set<number>();
  for (const l of lines) {
    if (l.segments.length !== 2) continue;
    const mid = Math.round((l.segments[0].x + l.segments[0].width + l.segments[1].x) / 2);
    if (mid > left0 + span / 3 && mid < left0 + (2 * span) / 3) candidates.add(mid);
  }
  const crosses = (l: Line, g: number) => l.segments.some((s) => s.x < g - 1 && s.x + s.width > g + 1);
  const leftOf = (l: Line, g: number) => l.segments.filter((s) => s.x + s.width <= g);
  const rightOf = (l: Line, g: number) => l.segments.filter((s) => s.x >= g);
  // A line of running text on each side: one cell a side, four words or more, no caption's colon.
  const prose = (l: Line, g: number) => {
    if (crosses(l, g)) return false;
    const a = leftOf(l, g);
    const b = rightOf(l, g);
    return a.length === 1 && b.length === 1 && words(a[0].text) >= 4 && words(b[0].text) >= 4 && !/[:：]\s*$/u.test(a[0].text) && !/[:：]\s*$/u.test(b[0].text);
  };
  let best: { g: number; from: number; to: number; n: number } | null = null;
  for (const g of candidates) {
    // The longest run of lines that no cell crosses, counted by its lines of running text on both sides.
    let from = -1;
    for (let i = 0; i <= lines.length; i++) {
      const l = lines[i];
      const breaks = !l || crosses(l, g) || l.segments.length > 2;
      if (!breaks && from < 0) from = i;
      if (breaks && from >= 0) {
        const run = lines.slice(from, i);
        const n = run.filter((x) => prose(x, g)).length;
        // Both sides hold text on most of the run's lines: the columns run down the page together.
        const both = run.filter((x) => leftOf(x, g).length && rightOf(x, g).length).length;
        if (n >= 3 && both * 2 >= run.length && (!best || n > best.n)) best = { g, from, to: i - 1, n };
        from = -1;
      }
    }
  }
  if (!best) return lines;
  const { g, from, to } = best;
  const left: Line[] = [];
  const right: Line[] = [];
  const part = (l: Line, items: TextItem[]) => (items.length === l.items.length ? l : subLine(l, items));
  for (const l of lines.slice(from, to + 1)) {
    const li = l.items.filter((it) => it.x + it.width <= g + 1);
    const ri = l.items.filter((it) => it.x + it.width > g + 1);
    if (li.length) left.push(part(l, li));
    if (ri.length) right.push(part(l, ri));
  }
  // Two scripts side by side (Cyrillic beside English) are bilingual panels whose halves the other rules read line by
  // line (the Latin form of a name beside its own): only texts in one script are parallel texts here.
  const scriptOf = (ls: Line[]) => {
    const t = ls.map((l) => l.text).join(' ');
    const latin = (t.match(/\p{Script=Latin}/gu) ?? []).length;
    const letters = (t.match(/\p{L}/gu) ?? []).length;
    return latin * 2 > letters ? 'latin' : 'other';
  };
  if (scriptOf(left) !== 'latin' || scriptOf(right) !== 'latin') return lines;
  // The columns in the order the conventions take a bilingual document's values: the English text first, else the text
  // in the page's own language before one in another (a Latin text beside its translation), else as printed.
  const langOf = (ls: Line[]) => detectLanguage(ls.map((l) => l.text).join(' '))?.code ?? null;
  const page = detectLanguage(lines.map((l) => l.text).join(' '))?.code ?? null;
  const [a, b] = [langOf(left), langOf(right)];
  const rightFirst = (b === 'en' && a !== 'en') || (a !== 'en' && b !== null && b === page && a !== page);
  return [...lines.slice(0, from), ...(rightFirst ? [...right, ...left] : [...left, ...right]), ...lines.slice(to + 1)];
}
