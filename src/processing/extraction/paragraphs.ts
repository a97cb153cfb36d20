/**
 * Running text read across its line breaks (docs/document-understanding.md, "Key-value reading"):
 * a certificate's sentence wraps wherever the page's width ends it ("… confers upon Fatima Noor" /
 * "CHAUDHRY, born on …", "… for the award of the Higher" / "Secondary School Certificate."), so a
 * reader of single lines sees half a name or half a qualification. Consecutive lines of one cell
 * each, in the same type, one under the other at the paragraph's line spacing and overlapping
 * horizontally (left-aligned or centred), are read as one line when the first is long (six words or
 * more, and not much shorter than the next: the page's width broke it). A caption line ("Date of Issue: …")
 * and lines in another size (a name printed big on its own line) stay apart.
 */
import type { Line } from '../text/layout';
import { matchLabel } from './labels';

const parts = new WeakMap<Line, Line[]>();

/** The printed lines a paragraph line was joined from (the line itself when it was not joined). */
export function linesOf(line: Line): Line[] {
  return parts.get(line) ?? [line];
}

function continues(prev: Line, next: Line): boolean {
  if (prev.pageNumber !== next.pageNumber || prev.segments.length !== 1 || next.segments.length !== 1) return false;
  if (Math.abs(prev.fontSize - next.fontSize) > Math.max(0.6, prev.fontSize * 0.06)) return false;
  const gap = next.y - (prev.y + prev.height);
  if (gap < -prev.height * 0.3 || gap > prev.fontSize * 1.1) return false;
  if (Math.min(prev.x + prev.width, next.x + next.width) - Math.max(prev.x, next.x) <= 0) return false;
  // A line broken by the page's width is long, at least about as long as the one after it: short
  // centred lines ("in Chemistry" / "Given this fifteenth day of May") are lines of their own.
  if (prev.text.trim().split(/\s+/).length < 6 || prev.width < next.width * 0.7) return false;
  // The formulas that open a certificate's closing lines start a sentence of their own.
  if (/^(?:given|dated|signed|issued|sealed|done at|in witness|this is to|this certifies|be it known)\b/i.test(next.text.trim())) return false;
  // A line that ends a sentence or a caption, or a next line that is a caption, starts anew.
  // Rule "An initial ends no sentence": a name's initials broken by the width ("… grants to ul Haq, H." / "B. the
  // degree of …") go on on the next line, which opens with another initial or in lower case.
  const initial = /(?:^|[\s,])\p{Lu}\.$/u.test(prev.text.trim()) && /^(?:\p{Lu}\.(?:\s|$)|\p{Ll})/u.test(next.text.trim());
  if (/[.:;!?]\s*$/.test(prev.text.trim()) && !/\b(?:no|nr|st|dr|mr|mrs|ms)\.$/i.test(prev.text.trim()) && !initial) return false;
  if (matchLabel(next.text, { requireColon: true })) return false;
  return true;
}

/** The lines with the wrapped lines of running text joined. */
export function paragraphLines(lines: Line[]): Line[] {
  const out: Line[] = [];
  let run: Line[] = [];
  const flush = () => {
    if (!run.length) return;
    if (run.length === 1) out.push(run[0]);
    else {
      const items = run.flatMap((l) => l.items);
      const text = run.map((l) => l.text.trim()).join(' ');
      const x = Math.min(...run.map((l) => l.x));
      const right = Math.max(...run.map((l) => l.x + l.width));
      const bottom = Math.max(...run.map((l) => l.y + l.height));
      const y = run[0].y;
      const joined: Line = {
        ...run[0],
        items,
        text,
        x,
        y,
        width: right - x,
        height: bottom - y,
        segments: [{ items, text, x, y, width: right - x, height: bottom - y, fontSize: run[0].fontSize }],
      };
      parts.set(joined, run);
      out.push(joined);
    }
    run = [];
  };
  for (const l of lines) {
    if (run.length && !continues(run[run.length - 1], l)) flush();
    run.push(l);
  }
  flush();
  return out;
}
