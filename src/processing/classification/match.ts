/**
 * Lexicon matching on noisy text (issue 'Document understanding', 1: "match folded, tolerate a
 * wrong character in long words"). Text and lexicon entries go through the same folding (case,
 * Latin and Cyrillic diacritics, Arabic letter variants and vowel marks, compatibility forms as
 * PDF text layers print Arabic presentation forms and ligatures), then entries are matched as word
 * sequences; a word of seven letters or more may differ by one edit (OCR misreads one letter far
 * more often than two). Thai is written without blanks between words, so Thai entries are found
 * as substrings of the Thai text with blanks removed.
 */

/** Fold one string for matching: see the module comment. Blanks and punctuation become one blank. */
export function foldForMatch(s: string): string {
  return s
    .normalize('NFKD')
    // Combining marks of Latin and Cyrillic letters (é → e, й → и, ї → і); Thai, Devanagari and
    // Ethiopic marks are letters' parts there and stay.
    .replace(/[\u0300-\u036f]/g, '')
    // Arabic: vowel marks, superscript alef, tatweel; hamza carriers and alef forms to bare alef;
    // taa marbuta to haa; alef maqsura to yaa (OCR and fonts print these interchangeably).
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064a')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

const ARABIC_WORD = /^[\u0600-\u06ff]+$/;
/** The Arabic article (with "and"/"by"/"for" before it) is part of the word; matching ignores it. */
function foldToken(t: string): string {
  if (ARABIC_WORD.test(t) && t.length >= 5) {
    const m = /^(وال|بال|فال|كال|لل|ال)/.exec(t);
    if (m && t.length - m[0].length >= 3) return t.slice(m[0].length);
  }
  return t;
}

/** Words of a folded line; runs of three or more single letters ("T R A N S C R I P T") are one word. */
export function tokensOf(text: string): string[] {
  const raw = foldForMatch(text).split(' ').filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    if ([...raw[i]].length === 1 && /\p{L}/u.test(raw[i])) {
      let j = i;
      while (j < raw.length && [...raw[j]].length === 1 && /\p{L}/u.test(raw[j])) j++;
      if (j - i >= 3) {
        out.push(raw.slice(i, j).join(''));
        i = j - 1;
        continue;
      }
    }
    out.push(foldToken(raw[i]));
  }
  return out;
}

const THAI = /[\u0e00-\u0e7f]/;

/** Levenshtein distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length];
}

/** Whether two strings are at most one edit apart (linear, no allocation: it runs per word). */
export function withinOneEdit(a: string, b: string): boolean {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === la || i === lb) return true;
  // First difference at i: a substitution, or an extra character in the longer string.
  const tailEq = (x: string, xi: number, y: string, yi: number) => {
    if (x.length - xi !== y.length - yi) return false;
    for (; xi < x.length; xi++, yi++) if (x.charCodeAt(xi) !== y.charCodeAt(yi)) return false;
    return true;
  };
  if (la === lb) return tailEq(a, i + 1, b, i + 1);
  return la > lb ? tailEq(a, i + 1, b, i) : tailEq(a, i, b, i + 1);
}

/** The length from which a word may differ by one edit. */
export const FUZZY_MIN_LENGTH = 7;

/**
 * One word of an entry: exact, `word*` (the word starts with it: "transcript*" takes
 * "transcripts"), or `*word` (the word ends with it: "*zeugnis" takes "Abiturzeugnis").
 */
interface Pattern {
  text: string;
  prefix: boolean;
  suffix: boolean;
}

function wordMatches(p: Pattern, w: string): boolean {
  if (p.prefix) {
    if (w.startsWith(p.text)) return true;
    // A stem matches any ending, so a one-letter slip needs a longer stem ("аттестат*" must not
    // take "аттестация").
    if (p.text.length < FUZZY_MIN_LENGTH + 2) return false;
    for (const k of [p.text.length - 1, p.text.length, p.text.length + 1]) if (k <= w.length && withinOneEdit(w.slice(0, k), p.text)) return true;
    return false;
  }
  if (p.suffix) {
    if (w.endsWith(p.text)) return true;
    if (p.text.length < FUZZY_MIN_LENGTH + 2) return false;
    for (const k of [p.text.length - 1, p.text.length, p.text.length + 1]) if (k <= w.length && withinOneEdit(w.slice(w.length - k), p.text)) return true;
    return false;
  }
  if (w === p.text) return true;
  return p.text.length >= FUZZY_MIN_LENGTH && withinOneEdit(w, p.text);
}

export interface Entry<C extends string = string> {
  /** What the entry says (for the signals list). */
  name: string;
  category: C;
  weight: number;
}

interface Compiled<C extends string> extends Entry<C> {
  words: Pattern[];
  /** Thai entries: the folded text without blanks. */
  thai: string | null;
}

export interface Hit<C extends string = string> extends Entry<C> {
  /** Token positions covered (for overlap) and whether the hit lies in a prominent line. */
  start: number;
  end: number;
  prominent: boolean;
}

/**
 * A lexicon: phrases (each a string of words, with the `*` forms of Pattern) with a category and
 * a weight.
 */
export class Lexicon<C extends string> {
  private readonly entries: Compiled<C>[] = [];
  private index: {
    sorted: number[];
    exact: Map<string, number[]>;
    deletions: Map<string, number[]>;
    starred: number[];
    thai: number[];
  } | null = null;

  add(category: C, weight: number, phrases: string[], name?: string): this {
    for (const phrase of phrases) {
      const words: Pattern[] = [];
      for (const piece of phrase.split(/\s+/).filter(Boolean)) {
        const toks = tokensOf(piece.replace(/^\*|\*$/g, ''));
        toks.forEach((t, k) => words.push({ text: t, suffix: k === 0 && piece.startsWith('*'), prefix: k === toks.length - 1 && piece.endsWith('*') }));
      }
      if (!words.length) continue;
      const thai = THAI.test(phrase) ? words.map((w) => w.text).join('') : null;
      this.entries.push({ name: name ?? phrase, category, weight, words, thai });
    }
    this.index = null;
    return this;
  }

  /**
   * Where each entry's first word can match: exact words, the one-deletion variants of long
   * words (two words within one edit share a variant: the symmetric-deletion index), and the
   * few starred entries that are checked one by one.
   */
  private compiled() {
    if (this.index) return this.index;
    const push = (m: Map<string, number[]>, k: string, i: number) => {
      const l = m.get(k);
      if (l) {
        if (l[l.length - 1] !== i) l.push(i);
      } else m.set(k, [i]);
    };
    const exact = new Map<string, number[]>();
    const deletions = new Map<string, number[]>();
    const starred: number[] = [];
    const thai: number[] = [];
    this.entries.forEach((e, i) => {
      if (e.thai) return void thai.push(i);
      const first = e.words[0];
      if (first.prefix || first.suffix) return void starred.push(i);
      push(exact, first.text, i);
      if (first.text.length >= FUZZY_MIN_LENGTH) for (const d of [first.text, ...deletionsOf(first.text)]) push(deletions, d, i);
    });
    const len = (e: Compiled<C>) => e.words.reduce((s, w) => s + w.text.length, 0);
    const sorted = this.entries.map((_, i) => i).sort((a, b) => this.entries[b].words.length - this.entries[a].words.length || len(this.entries[b]) - len(this.entries[a]));
    this.index = { sorted, exact, deletions, starred, thai };
    return this.index;
  }

  /**
   * Every entry found in the document. Longer phrases are matched first and take their words, so
   * "diploma supplement" is not also "diploma", nor "выписка по счёту" also "выписка".
   */
  match(doc: MatchText): Hit<C>[] {
    const ix = this.compiled();
    // Candidate start positions per entry, from the document's distinct words.
    const starts = new Map<number, number[]>();
    const add = (i: number, w: string, positions: number[]) => {
      if (!wordMatches(this.entries[i].words[0], w)) return;
      const l = starts.get(i);
      if (l) l.push(...positions);
      else starts.set(i, [...positions]);
    };
    for (const [w, positions] of doc.byWord) {
      const seen = new Set<number>();
      const consider = (list: number[] | undefined) => {
        for (const i of list ?? []) {
          if (seen.has(i)) continue;
          seen.add(i);
          add(i, w, positions);
        }
      };
      consider(ix.exact.get(w));
      if (w.length >= FUZZY_MIN_LENGTH - 1) {
        consider(ix.deletions.get(w));
        for (const d of deletionsOf(w)) consider(ix.deletions.get(d));
      }
      consider(ix.starred);
    }
    const hits: Hit<C>[] = [];
    const taken = new Uint8Array(doc.tokens.length);
    for (const i of ix.sorted) {
      const e = this.entries[i];
      if (e.thai) {
        if (doc.thai.includes(e.thai)) hits.push({ name: e.name, category: e.category, weight: e.weight, start: -1, end: -1, prominent: doc.thaiProminent.includes(e.thai) });
        continue;
      }
      const candidates = starts.get(i);
      if (!candidates) continue;
      let found: Hit<C> | null = null;
      for (const s of [...new Set(candidates)].sort((a, b) => a - b)) {
        if (taken[s]) continue;
        let ok = true;
        for (let k = 1; k < e.words.length && ok; k++) ok = s + k < doc.tokens.length && !taken[s + k] && wordMatches(e.words[k], doc.tokens[s + k]);
        if (!ok) continue;
        const prominent = doc.prominent[s] === 1;
        for (let k = 0; k < e.words.length; k++) taken[s + k] = 1;
        if (!found || (prominent && !found.prominent)) found = { name: e.name, category: e.category, weight: e.weight, start: s, end: s + e.words.length, prominent };
      }
      if (found) hits.push(found);
    }
    return hits;
  }
}

/** The strings made by deleting one character. */
function deletionsOf(w: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < w.length; i++) out.push(w.slice(0, i) + w.slice(i + 1));
  return out;
}

/** A document's text prepared for matching. */
export interface MatchText {
  tokens: string[];
  /** 1 where the token lies in a prominent (title) line. */
  prominent: Uint8Array;
  byWord: Map<string, number[]>;
  thai: string;
  thaiProminent: string;
}

/** Prepare lines of text (and which of them are prominent) for Lexicon.match. */
export function matchText(lines: Array<{ text: string; prominent: boolean }>): MatchText {
  const tokens: string[] = [];
  const prom: number[] = [];
  let thai = '';
  let thaiProminent = '';
  for (const l of lines) {
    for (const t of tokensOf(l.text)) {
      tokens.push(t);
      prom.push(l.prominent ? 1 : 0);
    }
    if (THAI.test(l.text)) {
      const compact = foldForMatch(l.text).replace(/ /g, '');
      thai += compact + '\n';
      if (l.prominent) thaiProminent += compact + '\n';
    }
  }
  const byWord = new Map<string, number[]>();
  tokens.forEach((t, i) => {
    const list = byWord.get(t);
    if (list) list.push(i);
    else byWord.set(t, [i]);
  });
  return { tokens, prominent: Uint8Array.from(prom), byWord, thai, thaiProminent };
}
