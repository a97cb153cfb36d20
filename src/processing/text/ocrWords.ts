/**
 * Word boxes as Tesseract cuts them, tidied where it cuts them wrongly (docs/document-understanding.md,
 * "Scans and photos", "Words read by OCR"):
 *
 * - a table's rule read as a bar glued to the word beside it ("ECTS|", "|Status"), or a piece of
 *   a rule under a word's first letter read as an underscore before it ("_Structures"): the bar is
 *   no part of the word, and the header lexicon would not know the word with it;
 * - two words of a tight header cell read as one ("CreditHrs", "QualityPts"): a word of four small
 *   letters or more followed by an abbreviation of three or four letters with its capital ("Hrs",
 *   "Pts", "Crse") is two words (a scan narrows the blank between them below what Tesseract takes
 *   for a space). A name like "McKenzie" or "MacDonald" keeps its capital (the first half is too
 *   short), and so does a word like "JavaScript" (the second half is a word, not an abbreviation);
 * - "š" of a Baltic or Slavic word read by a Latin model without that letter as a dollar sign, alone or
 *   before the "s" under the caron ("dzim$Sanas" for "dzimšanas"): a currency sign is never printed
 *   between two letters of a word, so it is the letter.
 */
import type { TextItem } from '../types';

/** A rule's bar at either end; an underscore only before a word (a rule's piece under its first letter: "_Structures"). */
const BARS = /^[|¦│_]+|[|¦│]+$/g;

/** The word without a rule's bar glued to its ends (a bar alone, or with one character, stays as read). */
function withoutBars(it: TextItem): TextItem {
  const text = it.text.replace(BARS, '');
  if (text === it.text) return it;
  if (!/[\p{L}\p{N}]{2}/u.test(text)) return it;
  const lead = it.text.length - it.text.replace(/^[|¦│_]+/, '').length;
  const per = it.width / Math.max(1, it.text.length);
  return { ...it, text, x: Math.round((it.x + lead * per) * 100) / 100, width: Math.round(per * text.length * 100) / 100 };
}

/** "CreditHrs" → "Credit" and "Hrs"; the word as read when it is no such pair. */
const JOINED = /^(\p{Lu}?\p{Ll}{3,})(\p{Lu}\p{Ll}{2,3}\.?)$/u;

function splitJoined(it: TextItem): TextItem[] {
  const m = JOINED.exec(it.text);
  if (!m || m[1].length < 4) return [it];
  const per = it.width / it.text.length;
  const w1 = Math.round(per * m[1].length * 100) / 100;
  return [
    { ...it, text: m[1], width: w1 },
    { ...it, text: m[2], x: Math.round((it.x + w1) * 100) / 100, width: Math.round((it.width - w1) * 100) / 100 },
  ];
}

/** "š" read as "$" or "$s" between two letters of a word (a word in capitals takes "Š"). */
const CARON_S_AS_DOLLAR = /(?<=\p{L})\$[Ss]?(?=\p{L})/gu;

function withCaronS(it: TextItem): TextItem {
  if (!it.text.includes('$')) return it;
  const capitals = it.text === it.text.toUpperCase();
  const text = it.text.replace(CARON_S_AS_DOLLAR, () => (capitals ? 'Š' : 'š'));
  return text === it.text ? it : { ...it, text };
}

/** Below this confidence a colon at a word's end may be a speck. */
const UNSURE_COLON = 50;

/**
 * Rule "A colon read unsure inside a phrase" (docs/document-understanding.md, "Scans and photos", "What the scans of l-
 * and the older development scans showed"): a speck after a degree's first word was read as a colon at 31 ("Degree
 * conferred: Bachelor: of Arts in Psychology"), and the degree was read as a caption and its value. A word ending in a
 * colon read under UNSURE_COLON, followed on its line within a blank or two by a word in small letters ("of", "in"),
 * loses the colon: a caption's value starts with no small letter of running text; a colon read surely stays.
 */
function withoutUnsureColons(items: TextItem[]): TextItem[] {
  return items.map((it, k) => {
    if (!/\p{L}:$/u.test(it.text) || it.confidence === null || it.confidence >= UNSURE_COLON) return it;
    const next = items[k + 1];
    const sameLine = next && Math.abs(next.y + next.height / 2 - (it.y + it.height / 2)) < it.height / 2;
    const gap = next ? next.x - (it.x + it.width) : Infinity;
    return sameLine && gap >= 0 && gap < it.height && /^\p{Ll}/u.test(next.text) ? { ...it, text: it.text.slice(0, -1) } : it;
  });
}

/** The OCR words of a page with glued rule bars dropped, joined header words split and "š" read as "$" put back. */
export function tidyOcrWords(items: TextItem[]): TextItem[] {
  const out: TextItem[] = [];
  for (const it of withoutUnsureColons(items)) {
    out.push(...splitJoined(withCaronS(withoutBars(it))));
  }
  return out;
}
