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
    if (p.text.length < FUZZY_MIN_LENGTH) return false;
    for (const k of [p.text.length - 1, p.text.length, p.text.length + 1]) if (k <= w.length && editDistance(w.slice(0, k), p.text, 1) <= 1) return true;
    return false;
  }
  if (p.suffix) {
    if (w.endsWith(p.text)) return true;
    if (p.text.length < FUZZY_MIN_LENGTH) return false;
    for (const k of [p.text.length - 1, p.text.length, p.text.length + 1]) if (k <= w.length && editDistance(w.slice(w.length - k), p.text, 1) <= 1) return true;
    return false;
  }
  if (w === p.text) return true;
  return p.text.length >= FUZZY_MIN_LENGTH && editDistance(w, p.text, 1) <= 1;
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

  add(category: C, weight: number, phrases: string[], name?: string): this {
    for (const phrase of phrases) {
      const words: Pattern[] = [];
      for (const piece of phrase.split(/\s+/).filter(Boolean)) {
        const toks = tokensOf(piece.replace(/^\*|\*$/g, ''));
        toks.forEach((t, k) => words.push({ text: t, suffix: k === 0 && piece.startsWith('*'), prefix: k === toks.length - 1 && piece.endsWith('*') }));
      }
      const thai = THAI.test(phrase) ? words.map((w) => w.text).join('') : null;
      this.entries.push({
        name: name ?? phrase,
        category,
        weight,
        words,
        thai,
      });
    }
    return this;
  }

  /**
   * Every entry found in the document. Longer phrases are matched first and take their words, so
   * "diploma supplement" is not also "diploma", nor "выписка по счёту" also "выписка".
   */
  match(doc: MatchText): Hit<C>[] {
    const hits: Hit<C>[] = [];
    const taken = new Uint8Array(doc.tokens.length);
    const sorted = [...this.entries].sort((a, b) => b.words.length - a.words.length || b.words.reduce((s, w) => s + w.text.length, 0) - a.words.reduce((s, w) => s + w.text.length, 0));
    for (const e of sorted) {
      if (e.thai) {
        const at = doc.thai.indexOf(e.thai);
        if (at >= 0) hits.push({ name: e.name, category: e.category, weight: e.weight, start: -1, end: -1, prominent: doc.thaiProminent.includes(e.thai) });
        continue;
      }
      const first = e.words[0];
      const starts = new Set<number>();
      for (const [w, positions] of doc.byWord) if (wordMatches(first, w)) for (const p of positions) starts.add(p);
      let found: Hit<C> | null = null;
      let prominentFound = false;
      for (const s of [...starts].sort((a, b) => a - b)) {
        if (taken[s]) continue;
        let ok = true;
        for (let k = 1; k < e.words.length && ok; k++) ok = s + k < doc.tokens.length && !taken[s + k] && wordMatches(e.words[k], doc.tokens[s + k]);
        if (!ok) continue;
        const prominent = doc.prominent[s] === 1;
        for (let k = 0; k < e.words.length; k++) taken[s + k] = 1;
        if (!found || (prominent && !prominentFound)) {
          found = { name: e.name, category: e.category, weight: e.weight, start: s, end: s + e.words.length, prominent };
          prominentFound = prominent;
        }
      }
      if (found) hits.push(found);
    }
    return hits;
  }
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
