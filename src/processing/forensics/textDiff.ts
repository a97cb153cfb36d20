/**
 * What changed between two versions of a document's text, as sentences a reviewer can read
 * ("grade 'B' changed to 'A' on page 1").
 */
import type { PageLines, TextLine } from './pdf/pdfjs';

export interface TextChange {
  pageNumber: number;
  kind: 'changed' | 'added' | 'removed' | 'page-added' | 'page-removed';
  before: string | null;
  after: string | null;
  /** The line it happened in (the earlier version's line when there is one). */
  line: string | null;
}

const MAX_CHANGES = 50;

export function diffPages(before: PageLines[], after: PageLines[]): TextChange[] {
  const changes: TextChange[] = [];
  const pages = Math.max(before.length, after.length);
  for (let i = 0; i < pages && changes.length < MAX_CHANGES; i++) {
    const b = before[i];
    const a = after[i];
    if (!b && a) {
      changes.push({ pageNumber: a.pageNumber, kind: 'page-added', before: null, after: summarize(a.lines.map((l) => l.text).join(' ')), line: null });
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
      out.push(...diffTokens(pageNumber, o.text, n.text));
    }
  }
  for (const o of oldLeft) out.push({ pageNumber, kind: 'removed', before: summarize(o.text), after: null, line: summarize(o.text) });
  for (const n of newLeft) out.push({ pageNumber, kind: 'added', before: null, after: summarize(n.text), line: null });
  return out;
}

function tokens(s: string): string[] {
  return s.split(/[\s\t]+/).filter(Boolean);
}

/** Token-level diff of two versions of a line (LCS); adjacent removals + additions are a change. */
export function diffTokens(pageNumber: number, before: string, after: string): TextChange[] {
  const a = tokens(before);
  const b = tokens(after);
  const n = a.length, m = b.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const out: TextChange[] = [];
  let i = 0, j = 0;
  let del: string[] = [], ins: string[] = [];
  const flush = () => {
    if (del.length || ins.length) {
      const kind = del.length && ins.length ? 'changed' : del.length ? 'removed' : 'added';
      out.push({ pageNumber, kind, before: del.length ? del.join(' ') : null, after: ins.length ? ins.join(' ') : null, line: summarize(before) });
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
      ins.push(b[j++]);
    } else {
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
