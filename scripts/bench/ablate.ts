/**
 * A perturbation for development (`--ablate`): one field at a time is taken off the page, label and
 * value, and the engines are asked again. Development documents print every field with a label
 * the engines know; documents the engines were never written against leave fields out, and a
 * fallback that takes "something else" where the field is missing invents a value there. Each
 * variant says whether the engine keeps the field null (or finds the truth printed elsewhere)
 * when its line is gone.
 *
 * A field is ablated only where its printed value can be located unambiguously: exactly one line
 * of the document holds it (the normalized truth, or a printed form of it: a date in the usual
 * numeric orders or with a month word, a year inside a date, a name in either order). Values
 * printed on several lines are skipped, since removing one line leaves the value on the page.
 */
import { groupLines } from '../../src/processing/text';
import { fold } from '../../src/processing/extraction/normalize';
import type { DocumentText, ExtractionResult, TextItem } from '../../src/processing/types';
import { SCALAR_FIELDS } from '../../src/processing/extraction/accuracy';
import { hashString } from '../samples/rng';

/** The words of a text: case, accents and punctuation dropped, any script kept. */
export const words = (s: string): string[] =>
  fold(s)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);

/** Whether `needle` occurs in `hay` as a run of whole words. */
function hasRun(hay: string[], needle: string[]): boolean {
  if (!needle.length || needle.length > hay.length) return false;
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let k = 0; k < needle.length; k++) if (hay[i + k] !== needle[k]) continue outer;
    return true;
  }
  return false;
}

/** Whether the words of `needle` occur as a run of `hay` in any order (a name printed "LAST, First"). */
function hasRunAnyOrder(hay: string[], needle: string[]): boolean {
  if (!needle.length || needle.length > hay.length) return false;
  const want = [...needle].sort().join(' ');
  for (let i = 0; i + needle.length <= hay.length; i++) {
    if ([...hay.slice(i, i + needle.length)].sort().join(' ') === want) return true;
  }
  return false;
}

type Matcher = (line: string[]) => boolean;

const NAME_FIELDS = new Set(['candidate.fullName', 'candidate.firstName', 'candidate.lastName']);

/**
 * The ways a field's value may be printed, as line matchers. `printed` is the family's record of
 * printed forms (keys with or without the group: `candidate.dateOfBirth` or `dateOfBirth`).
 */
export function printedForms(field: string, value: unknown, printed: Record<string, string> = {}): Matcher[] {
  const out: Matcher[] = [];
  const short = field.split('.').pop()!;
  for (const p of [printed[field], printed[short]]) {
    const w = p ? words(p) : [];
    if (w.length) out.push((line) => hasRun(line, w));
  }
  if (typeof value === 'number') {
    const forms = new Set([String(value), value.toFixed(1), value.toFixed(2)]);
    for (const f of forms) {
      const w = words(f);
      out.push((line) => hasRun(line, w));
    }
    return out;
  }
  if (typeof value !== 'string' || !value.trim()) return out;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (iso) {
    const [y, m, d] = [iso[1], iso[2], iso[3]];
    const ms = [m, String(Number(m))];
    const ds = [d, String(Number(d))];
    out.push((line) =>
      line.some((_, i) => {
        const [a, b, c] = [line[i], line[i + 1], line[i + 2]];
        if (a === undefined || b === undefined || c === undefined) return false;
        const num = (x: string) => /^\d+$/.test(x);
        // d m y, m d y, y m d; or d <month word> y, <month word> d y.
        if (c === y && ((ds.includes(a) && ms.includes(b)) || (ms.includes(a) && ds.includes(b)))) return true;
        if (a === y && ms.includes(b) && ds.includes(c)) return true;
        if (c === y && ds.includes(a) && !num(b)) return true;
        if (c === y && ds.includes(b) && !num(a)) return true;
        return false;
      }),
    );
    return out;
  }
  const w = words(value);
  if (NAME_FIELDS.has(field)) out.push((line) => hasRunAnyOrder(line, w));
  else out.push((line) => hasRun(line, w));
  return out;
}

export interface Located {
  /** Page index and the items of the line(s) to remove. */
  page: number;
  items: Set<TextItem>;
}

/**
 * The one line holding the field's value (with the label line above it when the value stands
 * alone under a label ending in a colon), or null when the value is on no line or on several.
 */
export function locateField(text: DocumentText, field: string, value: unknown, printed?: Record<string, string>): Located | null {
  const forms = printedForms(field, value, printed);
  if (!forms.length) return null;
  let found: Located | null = null;
  for (let p = 0; p < text.pages.length; p++) {
    const lines = groupLines(text.pages[p]);
    for (let i = 0; i < lines.length; i++) {
      const lw = words(lines[i].items.map((it) => it.text).join(' '));
      if (!forms.some((m) => m(lw))) continue;
      if (found) return null;
      const items = new Set(lines[i].items);
      const above = lines[i - 1];
      const aboveText = above ? above.items.map((it) => it.text).join(' ').trim() : '';
      const valueOnly = forms.some((m) => m(lw)) && lines[i].items.length <= words(String(value)).length + 1;
      if (above && valueOnly && /[:：]$/.test(aboveText)) for (const it of above.items) items.add(it);
      found = { page: p, items };
    }
  }
  return found;
}

/** The document without the located items. */
export function withoutItems(text: DocumentText, located: Located): DocumentText {
  return { pages: text.pages.map((page, p) => (p === located.page ? { ...page, items: page.items.filter((it) => !located.items.has(it)) } : page)) };
}

/** Fields the ablation tries (the language is the document's, never printed as a field). */
export const ABLATED_FIELDS = SCALAR_FIELDS.filter((f) => f !== 'languageCode' && f !== 'language');

export function fieldOf(obj: ExtractionResult, p: string): unknown {
  const [a, b] = p.split('.') as [keyof ExtractionResult, string | undefined];
  const top = obj[a] as unknown;
  if (b === undefined) return top;
  return top && typeof top === 'object' ? (top as Record<string, unknown>)[b] : undefined;
}

/**
 * At most `limit` candidates of one field, spread over the families: the families in an order drawn from the seed
 * (a hash of seed, field and family), one document of each in turn (the documents of a family in their own drawn
 * order), round after round until `limit` are taken. The first documents in corpus order are one country's families;
 * this sample is as deterministic and reaches as many families as the limit allows.
 */
export function spreadSample<T extends { family: string; file: string }>(candidates: T[], field: string, limit: number, seed: number): T[] {
  const h = (s: string) => hashString(`${seed}:${field}:${s}`);
  const byFamily = new Map<string, T[]>();
  for (const c of candidates) {
    const list = byFamily.get(c.family) ?? [];
    list.push(c);
    byFamily.set(c.family, list);
  }
  const families = [...byFamily.keys()].sort((a, b) => h(a) - h(b) || a.localeCompare(b));
  for (const f of families) byFamily.get(f)!.sort((a, b) => h(a.file) - h(b.file) || a.file.localeCompare(b.file));
  const out: T[] = [];
  for (let round = 0; out.length < limit; round++) {
    let any = false;
    for (const f of families) {
      const c = byFamily.get(f)![round];
      if (!c) continue;
      any = true;
      out.push(c);
      if (out.length >= limit) break;
    }
    if (!any) break;
  }
  return out;
}
