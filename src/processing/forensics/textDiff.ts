/**
 * What changed between two versions of a document's text, as sentences a reviewer can read
 * ("grade 'B' changed to 'A' on page 1").
 */
import type { Box, PageLines, TextLine } from './pdf/pdfjs';

export interface TextChange {
  pageNumber: number;
  kind: 'changed' | 'added' | 'removed' | 'page-added' | 'page-removed';
  before: string | null;
  after: string | null;
  /** The line it happened in (the earlier version's line when there is one). */
  line: string | null;
  /** Where the earlier text stood in the earlier version, and the new text stands in the later one (points). */
  beforeBox?: Box | null;
  afterBox?: Box | null;
}

const MAX_CHANGES = 50;

export function diffPages(before: PageLines[], after: PageLines[]): TextChange[] {
  const changes: TextChange[] = [];
  const pages = Math.max(before.length, after.length);
  for (let i = 0; i < pages && changes.length < MAX_CHANGES; i++) {
    const b = before[i];
    const a = after[i];
    if (!b && a) {
      // A page added in the later version: the whole page is where the change is.
      const afterBox = a.width && a.height ? { x0: 0, y0: 0, x1: a.width, y1: a.height } : null;
      changes.push({ pageNumber: a.pageNumber, kind: 'page-added', before: null, after: summarize(a.lines.map((l) => l.text).join(' ')), line: null, afterBox });
      continue;
    }
    if (b && !a) {
      changes.push({ pageNumber: b.pageNumber, kind: 'page-removed', before: summarize(b.lines.map((l) => l.text).join(' ')), after: null, line: null });
      continue;
    }
    changes.push(...diffLines(b.pageNumber, b.lines, a.lines));
  }
  return changes.slice(0, MAX_CHANGES);
}

function diffLines(pageNumber: number, before: TextLine[], after: TextLine[]): TextChange[] {
  const oldLeft = [...before];
  const newLeft = [...after];
  // 1. Identical lines (anywhere on the page) are unchanged.
  for (let i = oldLeft.length - 1; i >= 0; i--) {
    const j = newLeft.findIndex((l) => norm(l.text) === norm(oldLeft[i].text));
    if (j !== -1) {
      oldLeft.splice(i, 1);
      newLeft.splice(j, 1);
    }
  }
  const out: TextChange[] = [];
  // 2. Remaining lines at the same height are edits of each other.
  for (const o of [...oldLeft]) {
    let best = -1;
    let bestDy = Infinity;
    newLeft.forEach((n, j) => {
      const dy = Math.abs(n.y - o.y);
      if (dy < bestDy) {
        bestDy = dy;
        best = j;
      }
    });
    if (best !== -1 && bestDy <= 4) {
      const n = newLeft[best];
      newLeft.splice(best, 1);
      oldLeft.splice(oldLeft.indexOf(o), 1);
      out.push(...diffTokens(pageNumber, o.text, n.text, o, n));
    }
  }
  for (const o of oldLeft) out.push({ pageNumber, kind: 'removed', before: summarize(o.text), after: null, line: summarize(o.text), beforeBox: lineBox(o) });
  for (const n of newLeft) out.push({ pageNumber, kind: 'added', before: null, after: summarize(n.text), line: null, afterBox: lineBox(n) });
  return out;
}

function tokens(s: string): string[] {
  return s.split(/[\s\t]+/).filter(Boolean);
}

/** Where each token of a line's text starts and ends (character indices), in token order. */
function tokenRanges(s: string): Array<[number, number]> {
  return [...s.matchAll(/\S+/g)].map((m): [number, number] => [m.index ?? 0, (m.index ?? 0) + m[0].length]);
}

function lineBox(l: TextLine): Box | null {
  return l.w > 0 && l.h > 0 ? { x0: l.x, y0: l.y, x1: l.x + l.w, y1: l.y + l.h } : null;
}

/** The box of tokens [from, to) of a line, from its characters' extents. */
function tokensBox(l: TextLine | undefined, from: number, to: number): Box | null {
  if (!l || to <= from) return null;
  const ranges = tokenRanges(l.text);
  if (ranges.length !== tokens(l.text).length || to > ranges.length || !l.spans || l.spans.length !== l.text.length) return l ? lineBox(l) : null;
  const first = l.spans[ranges[from][0]];
  const last = l.spans[ranges[to - 1][1] - 1];
  if (!first || !last) return lineBox(l);
  return { x0: first[0], y0: l.y, x1: Math.max(first[0], last[1]), y1: l.y + l.h };
}

/**
 * Token-level diff of two versions of a line (LCS); adjacent removals + additions are a change.
 * With the lines themselves, each change carries the boxes of the tokens it concerns.
 */
export function diffTokens(pageNumber: number, before: string, after: string, beforeLine?: TextLine, afterLine?: TextLine): TextChange[] {
  const a = tokens(before);
  const b = tokens(after);
  const n = a.length, m = b.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const out: TextChange[] = [];
  let i = 0, j = 0;
  let del: string[] = [], ins: string[] = [];
  let delFrom = 0, insFrom = 0;
  const flush = () => {
    if (del.length || ins.length) {
      const kind = del.length && ins.length ? 'changed' : del.length ? 'removed' : 'added';
      const change: TextChange = { pageNumber, kind, before: del.length ? del.join(' ') : null, after: ins.length ? ins.join(' ') : null, line: summarize(before) };
      if (beforeLine || afterLine) {
        change.beforeBox = del.length ? tokensBox(beforeLine, delFrom, delFrom + del.length) : null;
        // A removal has no text in the later version: it is shown where the removed words stood.
        change.afterBox = ins.length ? tokensBox(afterLine, insFrom, insFrom + ins.length) : null;
      }
      out.push(change);
    }
    del = [];
    ins = [];
  };
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      flush();
      i++;
      j++;
    } else if (j < m && (i >= n || lcs[i][j + 1] >= lcs[i + 1][j])) {
      if (!ins.length) insFrom = j;
      ins.push(b[j++]);
    } else {
      if (!del.length) delFrom = i;
      del.push(a[i++]);
    }
  }
  flush();
  return out;
}

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

function summarize(s: string, max = 80): string {
  const t = norm(s);
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

/** What kind of value a token looks like, for the sentence ("grade", "number", "date"). */
function valueKind(before: string | null, after: string | null): string {
  const vals = [before, after].filter((v): v is string => v !== null);
  if (vals.every((v) => /^(?:[A-F][+-]?|[A-D][A-D]|P|F|S|U|NP|W)$/.test(v))) return 'grade';
  if (vals.every((v) => /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$|^\d{4}-\d{2}-\d{2}$/.test(v))) return 'date';
  if (vals.every((v) => /^[-+]?\d+(?:[.,]\d+)?%?$/.test(v))) return 'number';
  return 'text';
}

export function describeChange(c: TextChange): string {
  const where = `on page ${c.pageNumber}`;
  const ctx = c.line ? ` (line "${c.line}")` : '';
  switch (c.kind) {
    case 'changed':
      return `${valueKind(c.before, c.after)} '${c.before}' changed to '${c.after}' ${where}${ctx}`;
    case 'added':
      return `text '${c.after}' added ${where}${ctx}`;
    case 'removed':
      return `text '${c.before}' removed ${where}${ctx}`;
    case 'page-added':
      return `page ${c.pageNumber} added ("${c.after}")`;
    case 'page-removed':
      return `page ${c.pageNumber} removed ("${c.before}")`;
  }
}
