/**
 * The course table, read from the geometry of the page (docs/document-understanding.md, "Course tables":
 * tables from geometry). A header row is found by the column lexicon of columns.ts (12
 * languages); column x-ranges come from the header cells' positions, and every later word of the
 * PDF text layer or of the OCR goes to the column it overlaps most. Headers whose column types
 * repeat are two or three terms printed side by side: each column group is read as its own table
 * and its rows come out group by group. Term headings between table parts set the term/session/
 * year of the courses under them; the table continues over page breaks (with or without a
 * repeated header); a title wrapped onto a second line joins its row; totals, GPA lines and
 * remarks are never courses. Watermarks and stamps (rotated or oversized runs, OCR words of low
 * confidence and odd size) are removed before the rows are formed.
 *
 * Headers may take two or three lines: labels cut in half ("Max." over "Marks"), a label spanning
 * sub-columns ("Marks Obtained" over "Part-I | Part-II | Total"), terms side by side over their
 * own sub-columns ("1ª Série" over "2010 – Nota | CH"), the same header again in a second
 * language. Values may start left of a centred label (the column starts where they do). A
 * document where no header is found may still hold a table printed without one: its columns are
 * clustered from the x-extents of its rows' cells and typed by their values (`inferTable`).
 *
 * Every course keeps its evidence (docs/document-understanding.md, "Provenance"): the row's box
 * (wrapped lines included), its page, the mean OCR confidence, and the box of each cell.
 */
import type { CourseEvidence, Evidence, ExtractedCourse, TextItem } from '../types';
import { groupLines, isBoldFont, joinItems, overlapX, readsRightToLeft, segmentsOf, wordBoxes, type Line, type Segment } from '../text/layout';
import { cleanValue, findDates, parseNumber, similarity } from './normalize';
import { englishRendering } from '../language';
import { GRADE_VALUE_WORDS, HEADER_KINDS, NUMBER_WORDS_TO_TEN, RESULT_VALUE_WORDS, headerWords } from './headerLexicon';
import { scriptsOf } from './scripts';
import { matchLabel } from './labels';
import {
  COLUMN_PHRASES,
  foldText,
  ORDINAL_WORDS,
  PERIOD_WORDS,
  RTL_RE,
  SEASON_WORDS,
  SESSION_WORDS,
  STOP_WORDS,
  TRANSFER_RE,
  YEAR_WORDS,
  type ColumnType,
} from './columns';

export type { ColumnType } from './columns';

interface Phrase {
  type: ColumnType;
  words: string[];
}

const PHRASES: Phrase[] = (Object.entries(COLUMN_PHRASES) as Array<[ColumnType, string[]]>)
  .flatMap(([type, list]) =>
    list.flatMap((p) => {
      const words = foldText(p).split(' ').filter(Boolean);
      // Right-to-left words sorted by x come in reverse reading order (`wordsOf` places the words
      // of a right-to-left run from its right end).
      return RTL_RE.test(p) && words.length > 1 ? [{ type, words: [...words].reverse() }] : [{ type, words }];
    }),
  )
  .filter((p) => p.words.length > 0)
  .sort((a, b) => b.words.length - a.words.length);

/** Phrases by their first word (each list longest first). */
const PHRASES_BY_FIRST = new Map<string, Phrase[]>();
for (const p of PHRASES) {
  const list = PHRASES_BY_FIRST.get(p.words[0]) ?? [];
  list.push(p);
  PHRASES_BY_FIRST.set(p.words[0], list);
}

/** Words of a line with their own x-extent (items split at blanks, widths shared by characters). */
interface Word {
  text: string;
  folded: string;
  x: number;
  width: number;
  item: TextItem;
}

function wordsOf(items: TextItem[]): Word[] {
  const out: Word[] = [];
  for (const it of items) {
    // Right-to-left words are placed where they are set, not in reading order (see wordBoxes).
    for (const w of wordBoxes(it)) out.push({ text: w.text, folded: foldText(w.text), x: w.x, width: w.width, item: it });
  }
  return out.sort((a, b) => a.x - b.x);
}

export interface Column {
  type: ColumnType;
  label: string;
  x0: number;
  x1: number;
  /** A scale printed in the header ("Note /20" → 20). */
  scale?: number;
  /** Font size of the header (one em). */
  em?: number;
  /** Words of the label that matched no phrase (a long unmatched label is not a header cell). */
  extra?: number;
  /**
   * The column holds grades only (rule "A two-cell table's grades are grades"): a cell under it is a figure, a
   * letter grade or a grade word, never other words (a name of a signature block set in the column).
   */
  gradesOnly?: boolean;
}

export interface HeaderMatch {
  columns: Column[];
  /** Lines used by the header (1 or 2). */
  lineCount: number;
  /** The column groups of a header printed side by side (one group for an ordinary header). */
  groups: Column[][];
}

/** How many words of `words` from `i` match `phrase` (folded words may hold several tokens). */
function phraseAt(words: Word[], i: number, phrase: Phrase, maxGap: number, fuzzy = false): number {
  // A label of two words the OCR read as one, the blank between them lost on a scan ("LetterGrade",
  // "‘etterGrade" for "Letter Grade"): the word is the phrase's words joined, or one letter off them.
  if (fuzzy && phrase.words.length >= 2) {
    const own = words[i].folded.split(' ').filter(Boolean);
    const joined = phrase.words.join('');
    if (own.length === 1 && (own[0] === joined || (!readSurely(words[i]) && ocrAlike(own[0], joined)))) return 1;
  }
  const tokens: Array<{ tok: string; w: number }> = [];
  for (let k = i; k < words.length && tokens.length < phrase.words.length + 2; k++) {
    if (k > i && words[k].x - (words[k - 1].x + words[k - 1].width) > maxGap) break;
    for (const t of words[k].folded.split(' ').filter(Boolean)) tokens.push({ tok: t, w: k });
  }
  if (tokens.length < phrase.words.length) return 0;
  for (let j = 0; j < phrase.words.length; j++) if (tokens[j].tok !== phrase.words[j] && !(fuzzy && !readSurely(words[tokens[j].w]) && ocrAlike(tokens[j].tok, phrase.words[j]))) return 0;
  // Must end at a word boundary.
  const lastWord = tokens[phrase.words.length - 1].w;
  if (phrase.words.length < tokens.length && tokens[phrase.words.length].w === lastWord) return 0;
  return lastWord - i + 1;
}

/** OCR confidence at or above which a word is what is printed (rule "A word read surely is no misreading"). */
const SURE_READING = 95;

/**
 * Rule "A word read surely is no misreading" (docs/document-understanding.md, "Header words and titles read unsure"):
 * a header word the OCR read with SURE_READING or more is the word printed, never a lexicon label one letter off it.
 * A Spanish "Concepto" (the grade's band in words) read at 97 was taken for the Portuguese grade label "Conceito",
 * and the marks column beside it ("Nota") lost the grade.
 */
function readSurely(w: Word): boolean {
  return w.item.confidence !== null && w.item.confidence !== undefined && w.item.confidence >= SURE_READING;
}

/**
 * Whether an OCR reading is one letter off a header word of five letters or more ("Nilal" for
 * "Nilai", "Basar" for "Basari", "Kredl" for "Kredi"): one letter changed, dropped or added.
 */
function oneEditApart(a: string, b: string): boolean {
  if (b.length < 5 || Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const tail = (x: string, y: string) => x === y;
  if (a.length === b.length) return tail(a.slice(i + 1), b.slice(i + 1));
  return a.length > b.length ? tail(a.slice(i + 1), b.slice(i)) : tail(a.slice(i), b.slice(i + 1));
}

/**
 * Letter groups OCR reads in place of one letter or of each other: "ii" for "ü" (its two dots
 * read as a second stroke, "Priifungsfach"), "rn" for "m", "vv" for "w", "cl" for "d", and
 * digits for the letters they look like. Both words are put in this form before they are
 * compared, so a lexicon word that has such a group itself still matches its own reading.
 */
function ocrCanonical(s: string): string {
  return s.replace(/ii/g, 'u').replace(/rn/g, 'm').replace(/vv/g, 'w').replace(/cl/g, 'd').replace(/[1|]/g, 'l').replace(/0/g, 'o').replace(/5/g, 's');
}

/** Whether an OCR reading is a header word of five letters or more misread: one letter off, or OCR's look-alike letter groups (ocrCanonical) and at most one letter off. */
function ocrAlike(a: string, b: string): boolean {
  if (b.length < 5) return false;
  if (oneEditApart(a, b)) return true;
  const ca = ocrCanonical(a), cb = ocrCanonical(b);
  return ca === cb || oneEditApart(ca, cb);
}

/**
 * Rule "A slash read without its blanks" (docs/document-understanding.md, "What the scans of the rotated groups
 * showed"): OCR drops the blanks around a slash between two labels of one header cell ("sp/ECTS" for "sp / ECTS",
 * "Vitsord/" "Grade" for "Vitsord / Grade"). Read as one word, "sp/ECTS" named no column (the credits were lost),
 * and "Vitsord/" and "Grade" headed two grade columns. A word of letters glued to a slash (letters after it, or
 * nothing) that names no label whole is its parts and the slash, as a text layer sets them. A scale ("/20") has no
 * letters before its slash and stays.
 */
function withSlashesApart(words: Word[]): Word[] {
  return words.flatMap((w) => {
    const m = /^([\p{L}\p{M}.]+)\/([\p{L}\p{M}.]*)$/u.exec(w.text);
    if (!m || (m[2] && (PHRASES_BY_FIRST.get(w.folded.split(' ')[0]) ?? []).some((p) => p.words.join(' ') === w.folded))) return [w];
    const per = w.text.length ? w.width / w.text.length : 0;
    const part = (text: string, at: number): Word => ({ text, folded: foldText(text), x: w.x + at * per, width: text.length * per, item: w.item });
    return [part(m[1], 0), part('/', m[1].length), ...(m[2] ? [part(m[2], m[1].length + 1)] : [])];
  });
}

/** One or two letters read unsure and glued to a rule's bracket or bar (rule "An unsure short label before a rule"). */
function unsureShortWord(w: Word): boolean {
  return w.item.confidence !== null && w.item.confidence < 40 && w.folded !== '№' && /[\]\[|]/.test(w.text) && (w.text.match(/[\p{L}\p{N}]/gu) ?? []).length <= 2;
}

/**
 * Columns of a header line: header phrases matched left to right on the line's words. OCR words
 * that match nothing may match a phrase one letter off, on a line where two phrases match exactly. Words
 * that match nothing (a unit "(ECTS)", "%", "/20") join the column just before them when close.
 * Two phrases of the same column type set close together are one bilingual cell
 * ("Credits / Кредиты", "Course Title اسم المقرر").
 */
export function matchHeader(items: TextItem[], fuzzy = false): Column[] {
  const ocr = items.some((it) => it.confidence !== null);
  const words = ocr ? withSlashesApart(wordsOf(items)) : wordsOf(items);
  // "№" heading the running number at a header's left end is read by OCR as "Ne" or "N2" (its
  // small raised "o" taken for a letter or a digit), often with a quote mark of the rule's edge
  // before it: that word is the "№" the lexicon knows.
  const first = words.findIndex((w) => w.folded);
  if (ocr && first >= 0 && /^\p{P}*N[e2]$/u.test(words[first].text)) words[first] = { ...words[first], folded: '№' };
  const cols: Column[] = [];
  let i = 0;
  const fs = items.length ? items.reduce((s, it) => s + (it.fontSize || it.height), 0) / items.length : 10;
  // A unit or note joins the header cell before it ("Mark (/100)", "Credits (ECTS)"): one blank
  // away in a text layer; OCR word boxes are tighter, and a ruling bar between them separates.
  const joinGap = fs * (items.some((it) => it.confidence !== null) ? 0.6 : 1.2);
  let barrier = false;
  // "Пәннің атауы / Наименование дисциплины": two languages of one header cell.
  let slash = false;
  let lastItem: TextItem | null = null;
  while (i < words.length) {
    if (!words[i].folded) {
      if (/[|¦│]/.test(words[i].text)) barrier = true;
      if (/^\/$/.test(words[i].text)) slash = true;
      i++;
      continue;
    }
    {
      // The second language of a header cell printed "Studiju kurss / Study course" in one text
      // item (or set tight after the slash): its words are the cell's, whatever the lexicon makes
      // of them ("course" alone would head a code column). A number after a slash is a scale.
      const w = words[i];
      const prev = cols[cols.length - 1];
      if (slash && prev && !/^\d/.test(w.text) && (w.item === lastItem || w.x - prev.x1 < fs * 1.5)) {
        // A label of several words in the second language ("Onderdeel / Course unit") is one cell
        // however the words are itemised: OCR gives each word an item of its own, and "unit" alone
        // would head a credit column. The lexicon's phrase of two words or more starting here is
        // taken whole.
        const phrase = (PHRASES_BY_FIRST.get(w.folded.split(' ')[0]) ?? []).map((p) => phraseAt(words, i, p, fs * 0.9)).find((n) => n > 0) ?? 0;
        const take = ocr && phrase > 1 ? words.slice(i, i + phrase) : [w];
        prev.label += ' ' + take.map((t) => t.text).join(' ');
        prev.x1 = Math.max(prev.x1, ...take.map((t) => t.x + t.width));
        lastItem = take[take.length - 1].item;
        i += take.length;
        // The second language goes on within its own text item only.
        slash = words[i]?.item === lastItem;
        continue;
      }
    }
    {
      // Rule "A scale in parentheses belongs to its label": "Mark (out of 100)", "Note (sur 20)",
      // "Marks (100)" set tight after the label is the label's scale, one cell; "out of" read as a
      // phrase of its own would head a column of maxima with no values under it.
      const w = words[i];
      const prev = cols[cols.length - 1];
      if (prev && w.text.startsWith('(') && w.x - prev.x1 < joinGap) {
        let j = i;
        while (j < words.length - 1 && j - i < 4 && !words[j].text.endsWith(')')) j++;
        const group = words.slice(i, j + 1).map((x) => x.text).join(' ');
        const sc = /^\(\s*(?:(?:out of|sur|von|\/)\s*(\d{1,3})|(10|20|100))\s*\)$/i.exec(group);
        if (sc) {
          prev.label += ' ' + group;
          prev.x1 = words[j].x + words[j].width;
          if (['grade', 'marksScored', 'alternateGrade'].includes(prev.type)) {
            prev.type = 'marksScored';
            prev.scale = +(sc[1] ?? sc[2]);
          }
          lastItem = words[j].item;
          i = j + 1;
          barrier = false;
          slash = false;
          continue;
        }
      }
    }
    // Rule "An unsure short label before a rule": one or two letters read with low confidence and
    // glued to a rule's bracket ("cu]" for "CH" before "| Créd.") are too unsure to say what the
    // column holds, even where the lexicon has the letters ("cu", credit units): they head a
    // column of their own that the table does not read, so that its values ("60" hours) stay out of
    // the next label's column.
    if (unsureShortWord(words[i])) {
      cols.push({ type: 'ignore', label: words[i].text, x0: words[i].x, x1: words[i].x + words[i].width, extra: 1 });
      lastItem = words[i].item;
      barrier = false;
      slash = false;
      i++;
      continue;
    }
    let best: { p: Phrase; n: number } | null = null;
    const firstTok = words[i].folded.split(' ')[0];
    for (const p of PHRASES_BY_FIRST.get(firstTok) ?? []) {
      const n = phraseAt(words, i, p, fs * 0.9);
      if (n > 0) {
        best = { p, n };
        break;
      }
    }
    if (!best && fuzzy && firstTok.length >= 4) {
      for (const p of PHRASES) {
        const n = phraseAt(words, i, p, fs * 0.9, true);
        if (n > 0) {
          best = { p, n };
          break;
        }
      }
    }
    if (best) {
      const ws = words.slice(i, i + best.n);
      const x0 = ws[0].x;
      const x1 = ws[ws.length - 1].x + ws[ws.length - 1].width;
      const prev = cols[cols.length - 1];
      const label = ws.map((w) => w.text).join(' ');
      // Only two languages of one cell merge: a slash between them, or two scripts ("Nota Conceito"
      // are two columns of one kind).
      const latin = (t: string) => /^[\p{Script=Latin}\d\s.,()%/-]+$/u.test(t);
      const twoScripts = prev ? latin(prev.label) !== latin(label) : false;
      if (prev && prev.type === best.p.type && best.p.type !== 'ignore' && (slash || twoScripts) && x0 - prev.x1 < fs * (slash ? 3 : 1.0)) {
        prev.label += ' ' + label;
        prev.x1 = x1;
      } else if (prev && prev.type === 'ignore' && (prev.extra ?? 0) > 0 && /^\(?\s*%\s*\)?$/.test(label) && x0 - prev.x1 < joinGap) {
        // A percent sign after a label the lexicon does not know ("Puntaje (%)", "Pisteet (%)")
        // says what the cell holds: marks out of 100, one column with the label.
        prev.label += ' ' + label;
        prev.x1 = x1;
        prev.type = 'marksScored';
        prev.scale = 100;
        prev.extra = 0;
      } else cols.push({ type: best.p.type, label, x0, x1, extra: 0 });
      lastItem = ws[ws.length - 1].item;
      i += best.n;
      barrier = false;
      slash = false;
    } else {
      const w = words[i];
      const prev = cols[cols.length - 1];
      // One or two characters the OCR read with low confidence where no label is known: a ruling
      // or a speck of the header's grid ("١ 2" between two labels), no cell.
      if (w.item.confidence !== null && w.item.confidence < 60 && (w.text.match(/[\p{L}\p{N}]/gu) ?? []).length <= 2) {
        i++;
        continue;
      }
      // A capitalised word of its own ("Opmerking", "Παρατηρήσεις") set apart from the label before
      // it by more than a couple of blanks, in a text item of its own, heads a column the lexicon
      // does not know, not the rest of that label: joined, its column's values would run into the
      // label's column ("8 voldaan" read as one grade, a mark "81 Επιτυχία" losing the row).
      const ownLabel = !!prev && /^\p{Lu}[\p{Ll}\p{M}]{3,}/u.test(w.text) && i > 0 && words[i - 1].item !== w.item && w.x - prev.x1 >= fs * 0.6;
      if (prev && !barrier && w.x - prev.x1 < joinGap && (prev.extra ?? 0) < 3 && !ownLabel) {
        prev.label += ' ' + w.text;
        prev.x1 = w.x + w.width;
        prev.extra = (prev.extra ?? 0) + 1;
        // "Note /20", "Mark (/100)" refine a column's meaning and give its scale.
        const sc = /^\(?\s*\/\s*(\d{1,3})\s*\)?$/.exec(w.text);
        if (sc && ['grade', 'marksScored', 'alternateGrade'].includes(prev.type)) {
          prev.type = 'marksScored';
          prev.scale = +sc[1];
        }
      } else {
        cols.push({ type: 'ignore', label: w.text, x0: w.x, x1: w.x + w.width, extra: 1 });
      }
      lastItem = w.item;
      barrier = false;
      slash = false;
      i++;
    }
  }
  for (const c of cols) c.em = fs;
  if (ocr && !fuzzy && cols.filter((c) => c.type !== 'ignore').length >= 2 && cols.some((c) => c.type === 'ignore' && (c.extra ?? 0) > 0)) return matchHeader(items, true);
  const joined = numberedPartColumns(joinConnectedLabels(ocr ? joinLabelStarts(cols, fs) : cols, fs));
  return ocr ? repeatedGroupLabels(joined) : joined;
}

/**
 * Rule "Numbered part columns": a title word printed again with running numbers over the columns
 * after the title column ("Subject | Overall Grade | Module 1 | Module 2 | Module 3", "Paper | Unit I |
 * Unit II") heads the parts of the row's result (module grades, paper marks), not more titles: such
 * columns are not read, so that they neither start a second group of columns nor give the grade.
 */
function numberedPartColumns(cols: Column[]): Column[] {
  const numbered = (c: Column) => /^(\p{L}+)\s*(?:n[o°º]\.?\s*)?(\d{1,2}|[ivx]{1,4})$/iu.exec(c.label.trim());
  const title = cols.find((c) => c.type === 'name' && !numbered(c));
  if (!title) return cols;
  const parts = cols.filter((c) => c.type === 'name' && c.x0 > title.x1 && numbered(c));
  if (parts.length < 2) return cols;
  const stems = new Set(parts.map((c) => foldText(numbered(c)![1])));
  if (stems.size !== 1 || new Set(parts.map((c) => foldText(c.label))).size !== parts.length) return cols;
  return cols.map((c) => (parts.includes(c) ? { ...c, type: 'ignore', extra: 0 } : c));
}

/**
 * Terms printed side by side repeat one header ("Name of the Subject | Credit | Max. Marks |
 * Obtained | Letter Grade", two or three times on one line). When the OCR misreads the title label
 * of a repeat ("Name of the Subic’"), the cells no phrase names that stand where the first group
 * has its title (or code) column, right before the same value columns in the same order, are that
 * column: the repeat is a group of its own again (splitColumnGroups), not value columns without a
 * title that take the next term's rows.
 */
function repeatedGroupLabels(cols: Column[]): Column[] {
  const f = cols.findIndex((c) => c.type === 'name' || c.type === 'code');
  if (f < 0) return cols;
  const head = cols[f];
  // The first group's value columns after its title: up to the first kind named again.
  const seq: ColumnType[] = [];
  for (let k = f + 1; k < cols.length && DATA_TYPES.includes(cols[k].type) && !seq.includes(cols[k].type); k++) seq.push(cols[k].type);
  if (seq.length < 2) return cols;
  const out = [...cols];
  for (let p = f + 1 + seq.length; p + seq.length <= out.length; p++) {
    if (!seq.every((t, j) => out[p + j].type === t)) continue;
    // The unknown cells right before the repeat, back to the previous known column.
    let q = p;
    while (q > 0 && out[q - 1].type === 'ignore' && (out[q - 1].extra ?? 0) > 0) q--;
    if (q === p || out[q - 1]?.type === head.type) continue;
    const cells = out.slice(q, p);
    const merged: Column = { type: head.type, label: cells.map((c) => c.label).join(' '), x0: cells[0].x0, x1: cells[cells.length - 1].x1, extra: 0, em: cells[0].em };
    out.splice(q, p - q, merged);
    p = q + seq.length;
  }
  return out;
}

/**
 * Words no phrase knows that end in a connective, one word space before a known label ("Name of" |
 * "Subjects", "Nombre de" | "Asignatura"), are the start of that label's cell, in a text layer too:
 * the column starts at them rather than being a column of its own that takes the titles' first words.
 */
function joinConnectedLabels(cols: Column[], fs: number): Column[] {
  const out: Column[] = [];
  for (let k = 0; k < cols.length; k++) {
    const c = cols[k];
    const next = cols[k + 1];
    if (c.type === 'ignore' && next && next.type !== 'ignore' && /\s(?:of|de|du|des|di|del|da|do|van|von|der)$/i.test(c.label.trim()) && next.x0 - c.x1 < fs * 0.9) {
      cols[k + 1] = { ...next, label: `${c.label} ${next.label}`, x0: c.x0, extra: (next.extra ?? 0) + (c.extra ?? 0) };
      continue;
    }
    out.push(c);
  }
  return out;
}

/**
 * An OCR word no phrase knows, set right before a known label, one word space away and farther
 * from the cell before it, is the start of that label's cell ("Başarı Notu" read as "Basar!
 * Notu"): the column starts at it rather than becoming a column of its own that takes the values.
 * (A text layer keeps a cell's words in one run; its unknown words are other columns.)
 */
function joinLabelStarts(cols: Column[], fs: number): Column[] {
  const out: Column[] = [];
  for (let k = 0; k < cols.length; k++) {
    const c = cols[k];
    const next = cols[k + 1];
    const prev = out[out.length - 1];
    const unknown = c.type === 'ignore' && (c.extra ?? 0) === 1 && !/\s/.test(c.label.trim());
    // A bracket or bar at the word's end is the table's rule read as a character: the word ends its own cell.
    const ruled = /[\]|¦│]$/.test(c.label.trim());
    if (unknown && !ruled && next && next.type !== 'ignore' && next.x0 - c.x1 < fs * 0.9 && (!prev || c.x0 - prev.x1 > (next.x0 - c.x1) * 2)) {
      cols[k + 1] = { ...next, label: `${c.label} ${next.label}`, x0: c.x0 };
      continue;
    }
    out.push(c);
  }
  return out;
}

/** Header labels (folded) that name the letter of a grade rather than its number. */
/** A grade column's label that says it holds the final mark (rule "The final mark is the grade"). */
const FINAL_GRADE_LABEL = /(?:^| )(?:final|finale|finales|finali|eind\p{L}*|end ?note|endnote|gesamtnote|итогов\p{L}*|підсумков\p{L}*)(?: |$)/u;

/** A label that says its column spells the mark out in words ("en lettres", "in letters", "por extenso", "in Worten"). */
const IN_WORDS_LABEL = /(?:^| )(?:en lettres|in letters|in words|in worten|in lettere|en letras|letras|por extenso|em extenso|прописью|словами)(?: |$)/u;

// Russian "Буква" and Ukrainian "Літера" head the letter beside the points and the grade in words (credit-system transcripts).
/** A label that says hours and nothing more: credit hours or teaching hours, as the figures under it tell. */
const BARE_HOURS_LABEL = /^(?:hours|hrs|hr|hours total|total hours)$/;
const LETTER_GRADE_LABEL = /^(?:literal|letra|letter|letter grade|grade letter|calificacion literal|nota literal|буква|літера)$/;

const DATA_TYPES: readonly ColumnType[] = ['credit', 'hours', 'grade', 'alternateGrade', 'marksScored', 'maximumMarks', 'passStatus', 'marksPair', 'termGrade'];

/** Whether matched columns make a course-table header. */
export function isHeader(cols: Column[]): boolean {
  const types = new Set<ColumnType>(cols.map((c) => c.type).filter((t) => t !== 'ignore'));
  const hasName = types.has('name') || types.has('code');
  const data = DATA_TYPES.filter((t) => types.has(t)).length;
  // Unknown: cells no phrase matched (a known column the table does not read is no doubt).
  const unknown = cols.filter((c) => c.type === 'ignore' && (c.extra ?? 0) > 0).length;
  // A grid of terms (one column per term) is a table with only a name besides them.
  const termGrid = cols.filter((c) => c.type === 'termGrade').length >= 2;
  // Two named columns suffice when the name column is named outright ("Prüfungsfach | Punkte")
  // and nothing reads as a label ("Subject: … Marks: …").
  const nameNamed = cols.some((c) => c.type === 'name' && (c.extra ?? 0) === 0);
  const pair = types.size === 2 && nameNamed && unknown <= 2 && !cols.some((c) => /:\s*$/.test(c.label));
  if (!(hasName && data >= 1 && (types.size >= 3 || termGrid || pair) && unknown <= Math.max(pair ? 2 : 1, types.size / 2))) return false;
  // Header cells are short and stand apart.
  if (cols.some((c) => c.type !== 'ignore' && (c.extra ?? 0) > 3)) return false;
  const sorted = [...cols].sort((a, b) => a.x0 - b.x0);
  const apart = sorted.filter((c, i) => i === 0 || c.x0 - sorted[i - 1].x1 > 2).length;
  return apart >= 3;
}

/**
 * Whether a line's cells are a course table's column labels, as matched or once resolved: "No. | Course |
 * Mark (out of 100)" is a header only when "Course" is read as the title's column, as the table reader reads it
 * (rule "A scale in parentheses belongs to its label": its "Course" is no caption of a programme).
 */
export function isHeaderRow(items: TextItem[]): boolean {
  const raw = matchHeader(items);
  return isHeader(raw) || isHeader(resolveColumns(raw));
}

/** A label that says its value is written out in words (folded), in the lexicon's languages ("A value restated in words"). */
const WORDED_LABEL =
  /(?:^|[\s(])(?:in words|words|en lettres|lettres|en letras|letras|por extenso|extenso|in lettere|lettere|in worten|worten|in woorden|woorden|прописью|словами|словом|rijecima|recima|slovima|slovne|slownie|slovy|slovom|yaziyla|in litere|litere|كتابة|بالحروف|كتابه)\)?$/;

const NAME_LIKE_CODE = /^(course|cours|curso|module|modul|courses|disciplina|дисциплина|дисципліна|пән)$/;

/**
 * Resolve ambiguities of a header: the same keyword can name several columns ("Course" for code
 * and name; "Note" for a grade and a mark). Decided by order and neighbours.
 */
function resolveColumns(cols: Column[]): Column[] {
  const out = runningNumbers([...cols].sort((a, b) => a.x0 - b.x0)).map((c) => ({ ...c }));
  // Words that name two kinds of column: "Unit" (a unit of study, or credit units), "LP" (the
  // Polish running number "Lp.", or German Leistungspunkte). A running number comes before the
  // name; a second "name" beside a real title column is the credit units.
  const creditWords = new Set(COLUMN_PHRASES.credit.map(foldText));
  const nameAt = out.find((c) => c.type === 'name' && !creditWords.has(foldText(c.label)));
  for (const c of out) {
    const f = foldText(c.label);
    if (!creditWords.has(f) || !nameAt) continue;
    if (c.type === 'index' && c.x0 > nameAt.x1) c.type = 'credit';
    if (c.type === 'name' && c !== nameAt) c.type = 'credit';
  }
  // Header cells that name terms ("Q1.1", "Sem. 2", "1. Halbjahr", "Fall 2019"), two or more:
  // one grade column per term.
  // The same column repeated per school year or term ("Grade 9 (2008 E.C.) | Grade 10 (2009 E.C.)").
  for (const t of ['grade', 'marksScored', 'credit'] as const) {
    const same = out.filter((c) => c.type === t && /\d/.test(c.label));
    const stem = (c: Column) => foldText(c.label).replace(/\b\d+\b/g, '#').replace(/\b[ivx]+\b/g, '#');
    if (same.length >= 2 && new Set(same.map((c) => c.label)).size === same.length && new Set(same.map(stem)).size === 1) for (const c of same) c.type = 'termGrade';
  }
  const termCells = out.filter(
    (c) => (c.type === 'ignore' || c.type === 'term') && /\d/.test(c.label) && (looksLikeTermHeading(c.label) || /^(\d{1,2}|[IVX]{1,4})\s*[/.]\s*(\d|[IVX]{1,3})$/.test(c.label.trim())),
  );
  if (termCells.length >= 2) for (const c of termCells) c.type = 'termGrade';
  // A scale printed in a header ("Note /20", "Mark (/100)", "Marks out of 100") makes the
  // column a mark column with that maximum.
  for (const c of out) {
    const sc = /(?:\/|out of|sur|von)\s*(\d{1,3})\b/i.exec(c.label);
    if (sc && ['grade', 'marksScored', 'alternateGrade'].includes(c.type)) {
      c.type = 'marksScored';
      c.scale = +sc[1];
    }
  }
  // One label read as two name phrases ("Course unit (Italian title)"): one cell, one column.
  for (let k = out.length - 1; k > 0; k--) {
    const [a, b] = [out[k - 1], out[k]];
    if (a.type === 'name' && b.type === 'name' && b.x0 - a.x1 < (a.em ?? 8) * 0.6 && !NAME_LIKE_CODE.test(foldText(a.label))) {
      a.label = `${a.label} ${b.label}`;
      a.x1 = b.x1;
      out.splice(k, 1);
    }
  }
  // "Course" + "Title" / "Course" + "Course Title": the first is the code.
  const names = out.filter((c) => c.type === 'name');
  if (names.length > 1) {
    for (const c of names.slice(0, -1)) {
      if (NAME_LIKE_CODE.test(foldText(c.label))) c.type = 'code';
    }
  }
  // Further "name" columns whose word also names a period ("Curso": course or academic year).
  for (const c of out.filter((x) => x.type === 'name').slice(1)) {
    const f = foldText(c.label);
    for (const t of ['session', 'term', 'year'] as const) if (COLUMN_PHRASES[t].map(foldText).includes(f)) c.type = t;
  }
  const codes = out.filter((c) => c.type === 'code');
  if (codes.length >= 1 && !out.some((c) => c.type === 'name')) {
    // "Course" alone before data columns: it is the name column, unless a code column precedes. Words
    // no phrase names that joined the label (an OCR misreading, "Course Tide") leave it "Course".
    const phrase = (c: Column) => (c.extra ? foldText(c.label).split(' ').slice(0, -c.extra).join(' ') : foldText(c.label));
    const course = codes.find((c) => NAME_LIKE_CODE.test(phrase(c)));
    if (course) course.type = 'name';
  }
  // Rule "The class of a mark is its grade": "Final Mark | Class" (1, 2.1, 2.2, 3, F: the class of honours the mark
  // falls in, as universities of the British tradition print it) — a "Class" column after the title and a mark column,
  // where no other column is the grade, is the row's grade. Before the title it would name the course ("Class | Grade").
  const titleAt = out.find((c) => c.type === 'name');
  if (titleAt && out.some((c) => c.type === 'marksScored') && !out.some((c) => c.type === 'grade')) {
    const cls = out.find((c) => c.type === 'ignore' && c.x0 > titleAt.x1 && /^(?:class|classification)$/.test(foldText(c.label)));
    if (cls) cls.type = 'grade';
  }
  // Two grade columns: a numeric "Nota"/"Note"/"Mark" next to a worded "Calificación"/"Grade"
  // is the mark; otherwise the second is the alternate grade.
  const grades = out.filter((c) => c.type === 'grade');
  // A column that names itself the letter ("Literal", "Letter", "Letter Grade") beside another grade
  // column ("Calificación 0-100 | Literal", "Grade | Letter"): the letter is the grade and the other
  // one the mark it was converted from.
  const letterGrade = grades.length >= 2 ? grades.find((g) => LETTER_GRADE_LABEL.test(foldText(g.label))) : undefined;
  // Where the points have a column of their own ("Баллы | Буква | Оценка"), the other grade column restates the letter
  // on the national scale in words: it is the alternate grade, not a second mark.
  if (letterGrade) for (const g of grades) if (g !== letterGrade) g.type = out.some((c) => c.type === 'marksScored') ? 'alternateGrade' : 'marksScored';
  // Rule "The final mark is the grade": beside the marks it is made of (the school's and the central examination's, "Cijfer
  // SE | Cijfer CE | Eindcijfer"; the years' marks before "Classificação final"), the one column that names itself final
  // ("Eindcijfer", "Final grade", "Note finale", "Nota final", "Итоговая оценка") is the row's grade; the marks before it
  // are its parts, no grade, and the grade restated in words after it is read by no column.
  // A final column that restates the mark in words ("Note finale | en lettres") is no grade of its own.
  for (const g of grades) if (g.type === 'grade' && FINAL_GRADE_LABEL.test(foldText(g.label)) && IN_WORDS_LABEL.test(foldText(g.label))) g.type = 'ignore';
  const finals = letterGrade ? [] : grades.filter((g) => g.type === 'grade' && FINAL_GRADE_LABEL.test(foldText(g.label)));
  if (grades.filter((g) => g.type === 'grade').length >= 2 && finals.length === 1) {
    for (const g of grades) if (g !== finals[0] && g.type === 'grade') g.type = g.x0 < finals[0].x0 ? 'ignore' : 'alternateGrade';
  }
  if (grades.filter((g) => g.type === 'grade').length >= 2) {
    const numeric = grades.find((g) => /^(nota|note|mark|marks|score|punkte)$/.test(foldText(g.label)));
    if (numeric && !out.some((c) => c.type === 'marksScored')) numeric.type = 'marksScored';
    const rest = out.filter((c) => c.type === 'grade');
    for (const g of rest.slice(1)) g.type = 'alternateGrade';
  }
  // A grade on the national scale in words ("Добре / Good", "Відмінно") beside the ECTS letter
  // restates the points printed in the row, as the Kazakh traditional grade does: the ECTS
  // letter is the grade.
  const national = out.find((c) => c.type === 'grade' && /(national|национальн|національн|традиционн|дәстүрлі)/.test(foldText(c.label)));
  const ects = out.find((c) => c.type === 'alternateGrade' && /(^| )(ects|єктс|ектс)( |$)/.test(foldText(c.label)));
  // The points may be read as grade points ("Points" in the English half of a bilingual header).
  const points = out.some((c) => c.type === 'marksScored' || (c.type === 'alternateGrade' && /^(points?|score)$/.test(foldText(c.label))));
  if (national && ects && points) {
    national.type = 'ignore';
    ects.type = 'grade';
  }
  // Rule "A value restated in words": a grade or mark column whose label says it is written out in words ("Mark
  // (Words)", "Note en lettres", "Nota por extenso", "Оценка прописью", "Ocjena riječima") beside a column of the
  // same value in figures restates that value against alteration: it is not read, the figures are.
  const valueTypes: readonly ColumnType[] = ['grade', 'marksScored', 'alternateGrade'];
  const worded = out.filter((c) => valueTypes.includes(c.type) && WORDED_LABEL.test(foldText(c.label)));
  if (worded.length && out.some((c) => valueTypes.includes(c.type) && !worded.includes(c))) for (const c of worded) c.type = 'ignore';
  // Two mark columns: "marks" then "max" resolved by words.
  const marks = out.filter((c) => c.type === 'marksScored');
  for (const m of marks.slice(1)) if (/max|total|full|bareme|макс|العظمي|पूर्ण|เต็ม/.test(foldText(m.label))) m.type = 'maximumMarks';
  // Points beside a coefficient are the weighted mark (coefficient × note), not a grade.
  if (out.some((c) => /^coef/.test(foldText(c.label)))) for (const c of out) if (c.type === 'alternateGrade' && /^points?$/.test(foldText(c.label))) c.type = 'ignore';
  // A percentage beside a point value ("Балл | %"): the percentage is the mark, the points a
  // conversion of the letter grade that the interface does not keep.
  const percent = out.find((c) => c.type === 'marksScored' && /\bpercent\b/.test(foldText(c.label)));
  if (percent) for (const c of out) if (c !== percent && c.type === 'marksScored' && !c.scale) c.type = 'ignore';
  // A percentage is a mark out of 100.
  if (percent && !percent.scale && !out.some((c) => c.type === 'maximumMarks')) percent.scale = 100;
  // Two credit columns ("Attempted", "Earned"; "Credits", "ECTS"): the attempted one, else the earned one, else the first.
  // Rule "Credits attempted are the course's" (docs/document-understanding.md, "Forms the rotated group j- showed"): a
  // course carries the credits it was attempted for; the earned ones are 0 for a course failed, withdrawn, graded on a
  // pass without credit or still running.
  const credits = out.filter((c) => c.type === 'credit');
  if (credits.length >= 2) {
    // "Hours" beside "Credits" are contact hours.
    const hoursWord = (c: Column) => /^(hours|hrs|hr|contact hours)$/.test(foldText(c.label));
    const attempted = (c: Column) => /\b(attempted|attempt|att)\b/.test(foldText(c.label));
    const keep = credits.find(attempted) ?? credits.find((c) => /\b(earned|earn|ern|erworben|obtenus|acquis|superados)\b/.test(foldText(c.label))) ?? credits.find((c) => !hoursWord(c)) ?? credits[0];
    for (const c of credits) if (c !== keep) c.type = hoursWord(c) ? 'hours' : 'ignore';
  }
  return out;
}

/**
 * Column groups of a header printed two or three times side by side (one term per group): a
 * new group starts where a column type repeats. Only when every group is a header on its own.
 */
export function splitColumnGroups(cols: Column[]): Column[][] {
  // Rule "A course word before a title is the code": "Module | Title | MC | Grade" printed twice side by side opens each
  // copy with the code column ("Module", "Course", as resolveColumns reads it), so that column, not the title, repeats.
  const sorted = runningNumbers([...cols].sort((a, b) => a.x0 - b.x0)).map((c, k, all) =>
    c.type === 'name' && all[k + 1]?.type === 'name' && NAME_LIKE_CODE.test(foldText(c.label)) && !NAME_LIKE_CODE.test(foldText(all[k + 1].label)) ? { ...c, type: 'code' as const } : c,
  );
  const groups: Column[][] = [[]];
  for (const c of sorted) {
    const cur = groups[groups.length - 1];
    // A header printed twice side by side repeats its course column; where OCR misread that column's
    // label in one copy ("Course Tide" for "Course Title", read as a code), a copy that opens with the
    // term column again ("Semester | Course Title | … | Semester | Course Title | …", two-column Chinese
    // transcripts) starts the next group all the same.
    const opensAgain = c.type === 'term' && cur.find((x) => x.type !== 'ignore')?.type === 'term';
    if (c.type !== 'ignore' && cur.some((x) => x.type === c.type) && (c.type === 'code' || c.type === 'name' || c.type === 'index' || opensAgain)) {
      // Cells no phrase names that start the first group ("SubjiNo", an OCR reading of "Subj/No")
      // start the next group too when printed again right before it.
      const leading = groups[0].slice(0, groups[0].findIndex((x) => x.type !== 'ignore')).map((x) => foldText(x.label));
      const moved: Column[] = [];
      while (leading.length && cur.length > 1 && cur[cur.length - 1].type === 'ignore' && leading.includes(foldText(cur[cur.length - 1].label))) moved.unshift(cur.pop()!);
      groups.push([...moved, c]);
    } else cur.push(c);
  }
  if (groups.length < 2) return besideTable(sorted) ?? [cols];
  const resolved = withLostLabels(groups.map(resolveColumns));
  return resolved.every(isHeader) ? resolved : [cols];
}

/**
 * A header printed again side by side whose last labels the OCR lost (a phone photo's glare or
 * shadow on one side of the page, "Course No. | Description" read and "Units | Letter Grade" not):
 * a group whose columns repeat the first columns of the first group, in the same order and at the
 * same distances from its first column, takes the first group's other columns at those distances,
 * when they fit before the next group. Terms side by side are printed with one header; the lost
 * labels are the same. docs/document-understanding.md, "Course tables".
 */
function withLostLabels(groups: Column[][]): Column[][] {
  const first = groups[0].filter((c) => c.type !== 'ignore');
  if (!isHeader(groups[0]) || first.length < 3) return groups;
  return groups.map((g, k) => {
    if (k === 0) return g;
    if (isHeader(g)) return withMisreadLabels(g, first);
    const typed = g.filter((c) => c.type !== 'ignore');
    if (typed.length < 2 || typed.length >= first.length || !typed.every((c, j) => c.type === first[j].type)) return g;
    const shift = typed[0].x0 - first[0].x0;
    const em = first[0].em ?? 8.5;
    // The repeated labels stand where the first group's stand (within an em or two: a photo's perspective).
    if (!typed.every((c, j) => Math.abs(c.x0 - (first[j].x0 + shift)) < em * 2)) return g;
    const added = first.slice(typed.length).map((c) => ({ ...c, x0: c.x0 + shift, x1: c.x1 + shift }));
    const end = groups[k + 1]?.[0]?.x0 ?? Infinity;
    if (added.some((c) => c.x1 > end) || added.some((c) => g.some((o) => o.x1 > c.x0 && o.x0 < c.x1))) return g;
    return [...g, ...added].sort((a, b) => a.x0 - b.x0);
  });
}

/**
 * A header printed again side by side where the OCR misread one label of a copy ("“Creda" for
 * "Credit"): the cell no phrase names that stands where the first copy has a column of a kind this
 * copy lacks (at the same distance from the copy's first column, within an em and a half) is that
 * column. Both copies open with the same kind of column.
 */
function withMisreadLabels(g: Column[], first: Column[]): Column[] {
  const typed = g.filter((c) => c.type !== 'ignore');
  if (!typed.length || typed[0].type !== first[0].type) return g;
  const shift = typed[0].x0 - first[0].x0;
  const em = first[0].em ?? 8.5;
  return g.map((c) => {
    if (c.type !== 'ignore' || !(c.extra ?? 0)) return c;
    const twin = first.find((f) => Math.abs(f.x0 + shift - c.x0) < em * 1.5 && !g.some((o) => o.type === f.type));
    return twin ? { ...c, type: twin.type, scale: twin.scale, extra: 0 } : c;
  });
}

/**
 * A course table's header and, on the same line to its right, the header of a table without titles
 * (a grading scale's "Grade | Marks | Points | Remark" printed beside the courses): the second part
 * starts at a kind of value the first part has already named, not right after a column of that kind
 * ("Credits Attempted | Credits Earned" are one table's), and names three columns or more, two of
 * them of values, and no title or code. Its columns make a group of their own, so that its words
 * never fill the course table's columns; a group without titles gives no rows.
 * docs/document-understanding.md, "Lines that are no course".
 */
function besideTable(sorted: Column[]): Column[][] | null {
  if (sorted.some((c) => c.type === 'termGrade')) return null;
  for (let k = 2; k < sorted.length; k++) {
    const t = sorted[k].type;
    if (t === 'ignore' || !DATA_TYPES.includes(t) || sorted[k - 1].type === t || !sorted.slice(0, k).some((c) => c.type === t)) continue;
    const first = resolveColumns(sorted.slice(0, k));
    const rest = sorted.slice(k);
    const known = rest.filter((c) => c.type !== 'ignore');
    if (known.some((c) => c.type === 'name' || c.type === 'code')) return null;
    const data = new Set(known.map((c) => c.type).filter((x) => DATA_TYPES.includes(x)));
    if (!isHeader(first) || known.length < 3 || data.size < 2 || rest.length - known.length > 1) return null;
    return [first, rest];
  }
  return null;
}

/** Labels that only say "number": before a code column they head the running number. */
const NUMBER_LABEL = /^(no|nr|n|num|numero|№|n º|nº)$/;

/**
 * "No | Kode | Mata Kuliah", "Nr. | Code | Title": a bare "No." right before a code column is the
 * running number of the row, not a second code (which would start a second table side by side).
 */
function runningNumbers(cols: Column[]): Column[] {
  return cols.map((c, k) => {
    const next = cols[k + 1];
    return c.type === 'code' && next?.type === 'code' && NUMBER_LABEL.test(foldText(c.label)) && !NUMBER_LABEL.test(foldText(next.label)) ? { ...c, type: 'index' as ColumnType } : c;
  });
}

/** Merge two header lines column-wise ("Max" over "Marks"): words overlapping in x are joined top-down. */
function mergeHeaderLines(a: Line, b: Line): TextItem[] {
  const items: TextItem[] = [];
  const used = new Set<TextItem>();
  for (const ia of a.items) {
    const below = b.items.filter((ib) => !used.has(ib) && Math.min(ia.x + ia.width, ib.x + ib.width) - Math.max(ia.x, ib.x) > Math.min(ia.width, ib.width) * 0.3);
    if (below.length >= 2 && below.every((x, k) => k === 0 || x.x >= below[k - 1].x + below[k - 1].width)) {
      // A label over two or more sub-columns ("Nilai" over "Huruf | Angka", "Marks" over "Max |
      // Obt"): each sub-column is read under it.
      below.forEach((x) => used.add(x));
      items.push(...spannedLabels([ia], below));
    } else if (below.length) {
      below.forEach((x) => used.add(x));
      const x0 = Math.min(ia.x, ...below.map((x) => x.x));
      const x1 = Math.max(ia.x + ia.width, ...below.map((x) => x.x + x.width));
      // A whole label over a whole label of the same kind ("Kreditai" over "ECTS credits",
      // "Įvertinimas" over "Grade"): the cell's two languages, one column, as "Credits / Кредиты" is
      // on one line. Other stacks are one label broken in two ("Max" over "Marks").
      const sep = below.length === 1 && oneLabelKind(ia) !== null && oneLabelKind(ia) === oneLabelKind(below[0]) ? ' / ' : ' ';
      items.push({ ...ia, text: [ia.text, ...below.map((x) => x.text)].join(sep), x: x0, width: x1 - x0 });
    } else items.push(ia);
  }
  for (const ib of b.items) if (!used.has(ib)) items.push(ib);
  return items.sort((p, q) => p.x - q.x);
}

/** The kind of column a cell names when its whole text is one known label, else null. */
function oneLabelKind(item: TextItem): ColumnType | null {
  const cols = matchHeader([item]);
  return cols.length === 1 && cols[0].type !== 'ignore' && !(cols[0].extra ?? 0) ? cols[0].type : null;
}

/** The column groups of a header line (null when it is no header). */
function headerGroups(items: TextItem[]): Column[][] | null {
  // A grading key's first row printed on the header's line, to its right, is no part of the header:
  // the key's cells make a group of their own, which gives no rows (its words never fill the
  // courses' columns on the lines below).
  const key = keyStart(items);
  if (key > 0) {
    const own = headerGroups(items.slice(0, key));
    return own ? [...own, matchHeader(items.slice(key))] : null;
  }
  const raw = matchHeader(items);
  const groups = splitColumnGroups(raw);
  if (groups.length > 1) return groups;
  const cols = resolveColumns(raw);
  return isHeader(cols) ? [cols] : null;
}

/** Find the header at line `i` (one line, or two lines merged). */
export function headerAt(lines: Line[], i: number): HeaderMatch | null {
  const found = headerAtRaw(lines, i);
  return found && withRaisedLabels(lines, i, found);
}

/**
 * Rule "A label raised beside the header" (docs/document-understanding.md, "Tables the rotated group w3- showed"): a
 * header of two rows prints the label of a column that spans both rows ("Letter Grade", "Grade Point") centred between
 * them, so its words sit on a line of their own just above the header's line, beside the labels that span sub-columns
 * ("Marks Obtained" over "Written | Practical | Total"). Such labels, each a known label, set past the header line's
 * last cell or before its first, over no cell of it, head columns of their own.
 */
function withRaisedLabels(lines: Line[], i: number, found: HeaderMatch): HeaderMatch {
  const line = lines[i];
  const above = lines[i - 1];
  if (!above || above.pageNumber !== line.pageNumber || found.groups.length !== 1) return found;
  if (line.y - (above.y + above.height) >= line.height * 0.8 || /\d/.test(above.text)) return found;
  const x0 = Math.min(...line.items.map((t) => t.x));
  const x1 = Math.max(...line.items.map((t) => t.x + t.width));
  const raised = above.items.filter((a) => a.x >= x1 || a.x + a.width <= x0);
  if (!raised.length || raised.some((a) => oneLabelKind(a) === null)) return found;
  // The rest of the line above stands over the header's cells (a spanning label), or there is none.
  if (!above.items.filter((a) => !raised.includes(a)).every((a) => line.items.some((b) => overlapX(a, b) > 0))) return found;
  const next = lines[i + 1];
  const base = found.lineCount === 2 && next ? mergeHeaderLines(line, next) : line.items;
  const groups = headerGroups([...base, ...raised].sort((p, q) => p.x - q.x));
  if (!groups || groups.length !== 1) return found;
  const typed = (cs: Column[]) => cs.filter((c) => c.type !== 'ignore').length;
  return typed(groups[0]) > typed(found.columns) ? { columns: groups[0], lineCount: found.lineCount, groups } : found;
}

function headerAtRaw(lines: Line[], i: number): HeaderMatch | null {
  const best = headerAtLine(lines, i);
  // Labels set on two lines at the bottom of the header ("Course" over "Code", "Contact" over
  // "Hours", "Note" over "/20"): the top line holds only the first words of some labels, too few
  // cells to be read as a header line of its own. Each of its words stacks over a label below.
  const above = lines[i - 1];
  const line = lines[i];
  if (
    !above || above.pageNumber !== line.pageNumber || line.segments.length < 2 || above.segments.length > line.segments.length ||
    line.y - (above.y + above.height) >= line.height * 0.8 || /\d/.test(above.text) || (best && best.lineCount > 1) ||
    // The lower line holds labels, no values (a scale "/20" is part of a label).
    /\d/.test(line.text.replace(/(?:\bsur|\bout of|\bvon|\/)\s*\d{1,3}\b/gi, '')) ||
    !above.items.every((a) => line.items.some((b) => overlapX(a, b) > 0)) || headingOf(above) ||
    // Words of labels, not a sentence ("Note" heads a column as well as a footnote).
    above.items.some((a) => a.text.trim().split(/\s+/).length > 3) || headerAtLine(lines, i - 1)
  ) return best;
  const merged = headerGroups(mergeHeaderLines(above, line));
  if (!merged) return best;
  // Labels a phrase names (a column the table does not read, "Quality Points", included), less
  // half of the cells no phrase names.
  const typed = (cs: Column[]) => cs.filter((c) => c.type !== 'ignore' || ((c.extra ?? 0) === 0 && c.label)).length - cs.filter((c) => c.type === 'ignore' && (c.extra ?? 0) > 0).length * 0.5;
  // As many known columns or more: the words stacked over the labels are part of them.
  return !best || typed(merged.flat()) >= typed(best.columns) ? { columns: merged.flat(), lineCount: 1, groups: merged } : best;
}

function headerAtLine(lines: Line[], i: number): HeaderMatch | null {
  // A header is a row of separate cells, never one run of text; one or two labels may still head
  // sub-columns under a header line ("Theory | Total" over "Max | Min | Obt | Max | Obt"). Labels
  // set close together (one run "SWS Prüfungsnote Leistungspunkte") are cells when three or more
  // of them are known labels.
  const packed = () => !/\d{2,}/.test(lines[i].text) && matchHeader(lines[i].items).filter((c) => c.type !== 'ignore').length >= 3;
  if (lines[i].segments.length < 3 && !(lines[i].segments.length >= 1 && packed())) return groupLabelsHeader(lines, i) ?? lostValueColumnHeader(lines, i) ?? titleAndGradeHeader(lines, i) ?? ordinalGridHeader(lines, i);
  const g1 = headerGroups(lines[i].items);
  let best: HeaderMatch | null = g1 ? { columns: g1.flat(), lineCount: 1, groups: g1 } : null;
  const next = lines[i + 1];
  // A line of term headings over a header ("Grade 9  2011-2012  Grade 10  2012-2013") is not its top half.
  const topIsHeadings = /\b(19|20)\d{2}\b/.test(lines[i].text);
  // The same header again under it in a second language ("Ders Adı | Kredi" over "Course Title |
  // Credit"): each line is a whole header with the same kinds of column at the same places. It is
  // not the lower half of the first line; the table reader skips it as a repeated header.
  const close = !!next && next.pageNumber === lines[i].pageNumber && next.y - (lines[i].y + lines[i].height) < lines[i].height * 0.8;
  const gNext = close && lines[i].segments.length >= 3 ? headerGroups(next.items) : null;
  const translated = !!g1 && !!gNext && sameColumns(g1.flat(), gNext.flat());
  // Nor is a whole header the lower half of a line that is none ("‘DersKodu | _—Ders Adi" read by
  // the OCR over "Course Code | Course Title"): the header is the next line alone.
  const wholeBelow = !g1 && !!gNext;
  // Nor is a term or transfer heading right under the header ("TRANSFER CREDIT ACCEPTED BY
  // INSTITUTION", "Fall 2019") its lower half.
  const headingBelow = !!next && !!headingOf(next);
  if (!translated && !wholeBelow && !topIsHeadings && !headingBelow && next && next.pageNumber === lines[i].pageNumber && next.y - (lines[i].y + lines[i].height) < lines[i].height * 0.8) {
    const g2 = headerGroups(mergeHeaderLines(lines[i], next));
    if (g2) {
      const two = g2.flat();
      // Known kinds of column count, cells no phrase names count against, and so does a kind
      // named twice (a label cut in half: "Marks" over "Obtained" read as two mark columns).
      const score = (cs: Column[]) => {
        const typed = cs.filter((c) => c.type !== 'ignore');
        const kinds = new Set(typed.map((c) => c.type)).size;
        return kinds - cs.filter((c) => c.type === 'ignore' && (c.extra ?? 0) > 0).length * 0.5 - (typed.length - kinds) * 0.25;
      };
      // Only when the second line does not look like a data row.
      const nextCols = matchHeader(next.items);
      // A scale under a header word ("sur 20", "/100", "out of 10") is header text, not data.
      const nextText = next.text.replace(/(?:\bsur|\bout of|\bvon|\/)\s*\d{1,3}\b/gi, '');
      // A line of scales alone under the labels ("/20", "(sur 20)") is header text too.
      const onlyScales = /\d/.test(next.text) && !nextText.replace(/[()\s%]/g, '');
      // Sub-column labels under a spanning label ("Nilai" over "HM | AM"), whatever their words.
      const words = next.items.filter((n) => /[\p{L}\p{N}]/u.test(n.text));
      const under = (t: TextItem) => words.filter((n) => overlapX(t, n) > Math.min(t.width, n.width) * 0.3);
      const subLabels = !/\d/.test(next.text) && lines[i].items.some((t) => under(t).length >= 2) && words.every((n) => lines[i].items.some((t) => overlapX(t, n) > 0));
      // A word no phrase names under a label of the top line is that label's second half ("Nombre
      // de" over "la asignatura"), not a sign of data, when the top line alone reads as no
      // header of its own (a kind named twice in one group: its labels are cut in half).
      const cut = !!best && best.groups.some((g) => {
        const kinds = g.filter((c) => c.type !== 'ignore').map((c) => c.type);
        return new Set(kinds).size < kinds.length;
      });
      const halfOfAbove = (c: Column) => cut && lines[i].items.some((t) => overlapX(t, { x: c.x0, width: c.x1 - c.x0 }) > 0);
      // A label's second line ("Зачетные" over "единицы", "Количество часов" over "(всего/ауд.)"): words with no
      // figure, each under a label of the top line, that make the two lines name more kinds of column than the top
      // line alone (rule "A label's second line").
      const secondLines = !/\d/.test(next.text) && words.length > 0 && words.every((n) => lines[i].items.some((t) => overlapX(t, n) > Math.min(t.width, n.width) * 0.3));
      const nextIsHeaderWords = onlyScales || subLabels || (!/\d/.test(nextText) && nextCols.length > 0 && nextCols.every((c) => c.type !== 'ignore' || (c.extra ?? 0) === 0 || halfOfAbove(c)));
      // (A line that is a header of its own, the same labels in a second language, is no second line of them.)
      const completes = secondLines && !!best && !headerGroups(next.items) && score(two) > score(best.columns);
      // One caption printed again over each of its sub-columns ("Nota | Nota" over "Nº | Letras", as a
      // table whose cells are not merged repeats a spanning caption): the words under the repeats are
      // what tells the columns apart, even where the top line alone names more kinds (the repeat read
      // as a mark and a grade).
      const repeated = lines[i].items.some((t, k) => {
        const twin = lines[i].items[k + 1];
        return !!twin && foldText(t.text) !== '' && foldText(t.text) === foldText(twin.text) && under(t).length === 1 && under(twin).length === 1 && under(t)[0] !== under(twin)[0];
      });
      if (!best ? !/\d/.test(nextText) : completes || (nextIsHeaderWords && (score(two) >= score(best.columns) || repeated))) best = { columns: two, lineCount: 2, groups: g2 };
    }
  }
  // Three lines: group labels ("Internal  External  Total") over the sub-columns of each group
  // ("Max  Obt  Max  Obt  Max  Obt"), the ordinary labels on the middle line.
  const g3 = groupLabelsHeader(lines, i);
  if (g3 && (!best || g3.columns.filter((c) => c.type !== 'ignore').length > best.columns.filter((c) => c.type !== 'ignore').length)) best = g3;
  // Terms side by side over their own sub-columns ("1ª Série | 2ª Série" over "2010 – Nota | CH |
  // 2011 – Nota | CH"): a grade column per term, named by the term above it.
  if (next && next.pageNumber === lines[i].pageNumber && next.y - (lines[i].y + lines[i].height) < lines[i].height * 0.8) {
    const grid = termGridHeader(lines[i], next);
    if (grid) best = { columns: grid, lineCount: 2, groups: [grid] };
  }
  // The title's label and ordinal years on one line ("Subject | 1st | 2nd | 3rd"): every cell right of the title
  // is an ordinal, so no other reading of the line is lost.
  const ordinal = ordinalGridHeader(lines, i);
  if (ordinal) best = ordinal;
  // A label spanning sub-columns, printed above the header line, with its sub-columns' labels
  // below it ("Marks Obtained" over "Part-I | Part-II | Total"): the ordinary labels stay on the
  // middle line, each sub-label is read under its spanning label.
  const above = lines[i - 1];
  // OCR specks ("‘", "°") on the line of sub-labels are no labels.
  const nextWords = next ? next.items.filter((n) => /[\p{L}\p{N}]/u.test(n.text)) : [];
  if (
    above && next && above.pageNumber === lines[i].pageNumber && next.pageNumber === lines[i].pageNumber &&
    lines[i].y - (above.y + above.height) < lines[i].height * 0.8 && next.y - (lines[i].y + lines[i].height) < lines[i].height * 0.8 &&
    !/\d/.test(above.text) && above.segments.length < lines[i].segments.length && !/\d{2,}/.test(next.text) &&
    nextWords.length >= 2 && lines[i].items.every((it) => !nextWords.some((n) => overlapX(it, n) > 0)) &&
    nextWords.every((n) => above.items.some((a) => overlapX(a, n) > 0 || Math.abs(centreX(a) - centreX(n)) < a.width * 1.5))
  ) {
    const subs = spannedLabels(above.items, nextWords);
    const g = headerGroups([...lines[i].items, ...subs].sort((p, q) => p.x - q.x));
    const typed = (cs: Column[]) => cs.filter((c) => c.type !== 'ignore').length;
    if (g && (!best || typed(g.flat()) > typed(best.columns))) best = { columns: g.flat(), lineCount: 2, groups: g };
  }
  return best;
}

/**
 * Rule "A header of a title and a grade": a table of two columns, the subject and its grade ("Subject | Grade",
 * "Учебни предмети | Оценка (с думи и цифри)", a school certificate's list), has a header of two cells where the
 * reader otherwise wants three. Two cells are a header only when the first is named outright as the title's
 * column, the second as the grade or mark but no total (a note in parentheses after it belongs to it), neither ends in a colon
 * (a caption, "Subject: …"), and three or more of the next lines on the page are rows of it: a text cell at the
 * left and a value under the grade's label (a figure, a letter grade or a grade word), right of the text.
 */
function titleAndGradeHeader(lines: Line[], i: number): HeaderMatch | null {
  const line = lines[i];
  if (line.segments.length !== 2 || /\d/.test(line.text) || line.segments.some((sg) => /:\s*$/.test(sg.text))) return null;
  const [title, value] = line.segments;
  const kinds = (sg: Segment) => resolveColumns(matchHeader(sg.items)).filter((c) => c.type !== 'ignore');
  const [t, v] = [kinds(title), kinds(value)];
  if (t.length !== 1 || t[0].type !== 'name' || (t[0].extra ?? 0) > 0) return null;
  if (v.length !== 1 || !['grade', 'marksScored'].includes(v[0].type) || v[0].x0 - value.x > line.fontSize) return null;
  // A summary's "Description | Total" names a total, no course's mark ("Note", a grade, is a stop word too).
  if (v[0].type !== 'grade' && STOPS.includes(foldText(value.text))) return null;
  const label = { x: value.x, width: value.width };
  let rows = 0;
  for (let k = i + 1; k < lines.length && k <= i + 8; k++) {
    const l = lines[k];
    if (l.pageNumber !== line.pageNumber) break;
    // Text left of the title's label on the lines under it is a facing half sharing the table's lines (rule "A facing
    // half shares the table's lines"): the table is left to the reader by values, which keeps the halves apart.
    if (l.segments.some((sg) => sg.x + sg.width < title.x - line.fontSize)) return null;
    if (l.segments.length !== 2) continue;
    const [name, cell] = l.segments;
    if (/\p{L}{2}/u.test(name.text) && overlapX(cell, label) > 0 && name.x + name.width < cell.x && twoCellGrade(cell.text)) rows++;
  }
  if (rows < 3) return null;
  const em = line.fontSize || line.height;
  const columns: Column[] = [
    { ...t[0], x0: title.x, x1: title.x + title.width, em },
    { ...v[0], label: value.text, x0: value.x, x1: value.x + value.width, extra: 0, em, gradesOnly: true },
  ];
  return { columns, lineCount: 1, groups: [columns] };
}

/**
 * A value of a two-cell table's grade column (rules "A header of a title and a grade", "A two-cell table's grades are
 * grades"): a figure (no year), a letter grade or a grade word, a grade word before its figure included.
 */
function twoCellGrade(text: string): boolean {
  const figure = asciiDigits(text.trim());
  return /\d/.test(figure) ? !/\d{4}/.test(figure) : valueKind(figure) !== null;
}

/** An ordinal period's label: "1°", "2º", "3ª", "1st", "2nd", "1er", "2e", "3ème", "4." */
const ORDINAL_LABEL = /^(\d{1,2})\s*(?:[°ºª]|st|nd|rd|th|er|re|e|ème|\.)$/u;

/**
 * Rule "A grid of ordinal periods": a school certificate's grid of subjects by the years of study prints the years
 * as ordinals only ("ÁREAS CURRICULARES" over "1° | 2° | 3° | 4° | 5°", often under a spanning "GRADOS DE
 * ESTUDIO"), one grade per year in each subject's row. The title's label, named outright, on its line with the
 * ordinals to its right or alone on the line right above them, and three ordinals or more counting up from 1 in
 * order, left to right, each heading its own column: a grade column per year, named by its ordinal.
 */
function ordinalGridHeader(lines: Line[], i: number): HeaderMatch | null {
  const line = lines[i];
  const next = lines[i + 1];
  const titleOf = (sg: Segment | undefined) => {
    const cols = sg && !/\d/.test(sg.text) ? resolveColumns(matchHeader(sg.items)).filter((c) => c.type !== 'ignore') : [];
    return cols.length === 1 && cols[0].type === 'name' && (cols[0].extra ?? 0) === 0 ? cols[0] : null;
  };
  const ordinalsOf = (sgs: Segment[]) => {
    const n = sgs.map((sg) => ORDINAL_LABEL.exec(sg.text.trim()));
    return sgs.length >= 3 && n.every((m, k) => m && +m[1] === k + 1) ? sgs : null;
  };
  let title: Column | null = null;
  let ordinals: Segment[] | null = null;
  let lineCount = 1;
  if (line.segments.length >= 4) {
    title = titleOf(line.segments[0]);
    ordinals = ordinalsOf(line.segments.slice(1));
  } else if (line.segments.length === 1 && next && next.pageNumber === line.pageNumber && next.y - (line.y + line.height) < line.height * 0.8) {
    title = titleOf(line.segments[0]);
    ordinals = ordinalsOf(next.segments);
    lineCount = 2;
  }
  if (!title || !ordinals || ordinals[0].x <= title.x1) return null;
  const em = line.fontSize || line.height;
  const columns: Column[] = [
    { ...title, em },
    ...ordinals.map((sg): Column => ({ type: 'termGrade', label: sg.text.trim(), x0: sg.x, x1: sg.x + sg.width, em, extra: 0 })),
  ];
  return { columns, lineCount, groups: [columns] };
}

/**
 * An OCR'd header that lost the labels of its value columns ("Μάθημα | ECTS" read, "Βαθμολογία |
 * Παρατηρήσεις" not): two known labels, a title and the credits, over rows that carry one more
 * column of values, aligned, right of the credits. The column is added, typed from its values: a
 * column of grades of one kind (numbers of a grading scale 0–10, 0–20 or 0–100, letter grades or
 * grade words) beside a credits column is the grade. Values of mixed or unknown kinds say nothing,
 * and the header stays refused. Words further right (remarks) make a column the table does not
 * read. docs/document-understanding.md, "Course tables".
 */
function lostValueColumnHeader(lines: Line[], i: number): HeaderMatch | null {
  const line = lines[i];
  if (!line.items.some((it) => it.confidence !== null) || line.segments.length !== 2 || /\d/.test(line.text)) return null;
  const cols = resolveColumns(matchHeader(line.items));
  const name = cols.find((c) => c.type === 'name');
  const credit = cols.find((c) => c.type === 'credit');
  if (cols.length !== 2 || !name || !credit || cols.some((c) => (c.extra ?? 0) > 0) || name.x1 >= credit.x0) return null;
  const em = credit.em ?? name.em ?? 8.5;
  // The first cell right of the credits on each row that has credits (items closer than an em are one cell).
  const cells: Array<{ x0: number; x1: number; text: string; rest: TextItem[] }> = [];
  for (let k = i + 1; k < lines.length && k <= i + 60; k++) {
    const l = lines[k];
    if (l.pageNumber !== line.pageNumber || isStopLine(l.text)) break;
    const creditHere = l.items.some((it) => overlapX(it, { x: credit.x0 - em, width: credit.x1 - credit.x0 + 2 * em }) > 0 && /^\d{1,2}(?:[.,]\d)?$/.test(asciiDigits(it.text.trim())));
    if (!creditHere) continue;
    const right = l.items.filter((it) => it.x > credit.x1 + em * 0.5).sort((p, q) => p.x - q.x);
    if (!right.length) continue;
    let end = 1;
    while (end < right.length && right[end].x - (right[end - 1].x + right[end - 1].width) < em) end++;
    const cell = right.slice(0, end);
    cells.push({ x0: cell[0].x, x1: Math.max(...cell.map((it) => it.x + it.width)), text: joinItems(cell), rest: right.slice(end) });
  }
  if (cells.length < 3) return null;
  // Aligned: starting within an em and a half of where most of them start.
  const starts = cells.map((c) => c.x0).sort((a, b) => a - b);
  const median = starts[Math.floor(starts.length / 2)];
  const aligned = cells.filter((c) => Math.abs(c.x0 - median) < em * 1.5);
  if (aligned.length < 3 || aligned.length * 2 < cells.length) return null;
  const kinds = aligned.map((c) => valueKind(c.text)).filter((k): k is ValueKind => k !== null && k !== 'dash');
  const kind = kinds[0];
  // One kind of grade, read on half of the rows or more (the others misread by the OCR), never
  // two kinds; numbers on a grading scale (at most 100).
  if (!kind || kind === 'pair' || kinds.length < 3 || kinds.some((k) => k !== kind) || kinds.length * 2 < aligned.length) return null;
  if (kind === 'number' && aligned.some((c) => valueKind(c.text) === 'number' && !((parseNumber(c.text) ?? Infinity) <= 100))) return null;
  const grade: Column = { type: 'grade', label: '', x0: Math.min(...aligned.map((c) => c.x0)), x1: Math.max(...aligned.map((c) => c.x1)), em, extra: 0 };
  const further = aligned.flatMap((c) => c.rest).filter((it) => it.x > grade.x1 + em);
  const remark: Column[] = further.length ? [{ type: 'ignore', label: '', x0: Math.min(...further.map((it) => it.x)), x1: Math.max(...further.map((it) => it.x + it.width)), em, extra: 0 }] : [];
  const columns = [...cols, grade, ...remark].sort((a, b) => a.x0 - b.x0);
  return isHeader(columns) ? { columns, lineCount: 1, groups: [columns] } : null;
}

/**
 * Three lines: group labels ("Internal  External  Total", "Theory  Total") over the sub-columns of
 * each group ("Max  Obt  Max  Obt  Max  Obt"), the ordinary labels on the middle line. A top line
 * of two cells qualifies only when each of its labels heads two sub-columns or more.
 */
function groupLabelsHeader(lines: Line[], i: number): HeaderMatch | null {
  const top = lines[i];
  const [mid, sub] = [lines[i + 1], lines[i + 2]];
  if (
    !mid || !sub || sub.pageNumber !== top.pageNumber || mid.pageNumber !== top.pageNumber ||
    sub.y - (top.y + top.height) >= top.height * 3.5 || /\d/.test(top.text + mid.text + sub.text) || sub.segments.length < 3
  ) return null;
  if (top.segments.length < 3) {
    // One label spanning sub-columns is read from the header line under it (see `headerAt`).
    if (top.segments.length < 2) return null;
    const nearest = (b: TextItem) => [...top.items].sort((p, q) => Math.abs(centreX(p) - centreX(b)) - Math.abs(centreX(q) - centreX(b)))[0];
    const heads = new Map<TextItem, number>();
    for (const b of sub.items) heads.set(nearest(b), (heads.get(nearest(b)) ?? 0) + 1);
    if (!top.items.length || top.items.some((t) => (heads.get(t) ?? 0) < 2)) return null;
  }
  // Rule "Group labels are no captions": a line of captions and their values over a header ("Show: All years | All
  // semesters", a portal's filter bar) is no line of group labels; a group label never ends in a colon.
  // Nor is a caption whose value is set apart after a colon ("Year of Study | : Year I", rule "A value after its colon
  // is no group label", docs/document-understanding.md, "Forms the rotated group j- showed").
  if (top.items.some((t) => /:\s*$/.test(t.text) || /^\s*:/.test(t.text))) return null;
  // A group label of several words is one cell ("Internal (IA)"): its words head its sub-columns together (rule "A
  // group label's abbreviation").
  const groupCells = top.segments.map((sg) => ({ ...sg.items[0], text: sg.text, x: sg.x, width: sg.width }));
  const g3 = headerGroups([...mid.items, ...stackHeader(groupCells, sub.items)].sort((p, q) => p.x - q.x));
  if (!g3) return null;
  // Group labels stack over the sub-columns' labels; they never make more columns of a kind than the two lower
  // lines read alone ("Course Code | Course Title" cut into three code columns under a line that is no group labels).
  const count = (cs: Column[]) => cs.filter((c) => c.type !== 'ignore').reduce((m, c) => m.set(c.type, (m.get(c.type) ?? 0) + 1), new Map<ColumnType, number>());
  const [n3, nSub, nMid] = [count(g3.flat()), count(headerGroups(sub.items)?.flat() ?? []), count(matchHeader(mid.items))];
  if ([...n3].some(([k, n]) => n > (nSub.get(k) ?? 0) + (nMid.get(k) ?? 0) && (nSub.get(k) ?? 0) > 0)) return null;
  return { columns: g3.flat(), lineCount: 3, groups: g3 };
}

/**
 * Whether two header lines name the same kinds of column at the same places (one header printed
 * in two languages): every column the table reads on one line has a column of its kind on the
 * other that overlaps it in x. A label the lexicon does not know in one of the languages (an
 * abbreviation: "Eil." over "No.", "Lp." over "No.") stands where the other names a column: the
 * cell is the same, unknown in one language, as long as two columns or more are named alike.
 */
const SCORE_KINDS = new Set<ColumnType>(['marksScored', 'alternateGrade']);

export function sameColumns(a: Column[], b: Column[]): boolean {
  const typed = (cs: Column[]) => cs.filter((c) => c.type !== 'ignore');
  const [ta, tb] = [typed(a), typed(b)];
  if (ta.length < 2 || tb.length < 2) return false;
  const near = (c: Column, o: Column) => Math.min(o.x1, c.x1) - Math.max(o.x0, c.x0) > -Math.max(2, (c.em ?? 8) * 0.5);
  // A score's label read as marks in one language and as grade points in the other ("Бали" over
  // "Points") names one column: the lexicon gives the two words different kinds.
  const kindsAlike = (x: ColumnType, y: ColumnType) => x === y || (SCORE_KINDS.has(x) && SCORE_KINDS.has(y));
  const covered = (c: Column, others: Column[]) => others.some((o) => kindsAlike(o.type, c.type) && near(c, o));
  const unknownThere = (c: Column, others: Column[]) => others.some((o) => o.type === 'ignore' && (o.extra ?? 0) > 0 && near(c, o));
  // A number sign ("№", "No.") is printed once, not translated: nothing at its place on the other line. So is a
  // code's label ("Code", the same word in most languages), set once across both lines (rule "A header over its
  // translation").
  const untranslated = (c: Column, others: Column[]) => (c.type === 'index' || c.type === 'code') && !others.some((o) => near(c, o));
  const alike = (xs: Column[], others: Column[], typedOthers: Column[]) => {
    const named = xs.filter((c) => covered(c, typedOthers)).length;
    return named >= 2 && xs.every((c) => covered(c, typedOthers) || unknownThere(c, others) || untranslated(c, others));
  };
  return alike(ta, b, tb) && alike(tb, a, ta);
}

/**
 * A header of terms printed side by side, each over the same sub-columns: the top line names the
 * title column and two or more periods ("1ª Série", "Year 1", "Semester 2"), the line under it
 * labels each period's sub-columns, the grade (mark) one of which becomes the period's column.
 */
export function termGridHeader(top: Line, sub: Line): Column[] | null {
  if (top.segments.length < 3 || sub.segments.length < 2) return null;
  const fs = top.fontSize || top.height;
  const [first, ...periods] = top.segments;
  const nameCols = resolveColumns(matchHeader(first.items));
  if (nameCols.length !== 1 || nameCols[0].type !== 'name') return null;
  if (periods.length < 2 || !periods.every((p) => looksLikeTermHeading(p.text))) return null;
  const columns: Column[] = [{ ...nameCols[0] }];
  let grades = 0;
  for (const sg of yearsWithTheirLabels(sub.segments, periods, fs)) {
    // The period a sub-column belongs to: the nearest by centre.
    const over = [...periods].sort((p, q) => Math.abs(centreX(p) - centreX(sg)) - Math.abs(centreX(q) - centreX(sg)))[0];
    if (!over || sg.x < first.x + first.width) return null;
    const kind = resolveColumns(matchHeader(sg.items)).filter((c) => c.type !== 'ignore');
    const isGrade = kind.length === 1 && ['grade', 'marksScored'].includes(kind[0].type);
    if (isGrade) grades++;
    columns.push({ type: isGrade ? 'termGrade' : 'ignore', label: `${over.text} ${sg.text}`, x0: sg.x, x1: sg.x + sg.width, em: fs, extra: 0 });
  }
  return grades >= 2 ? columns : null;
}

/**
 * Rule "A term's year with its sub-label": the calendar year printed before a sub-column's label
 * under a term ("2010 – Nota" under "1ª Série") is one cell with the label, the year of that term.
 * OCR drops the dash between them and leaves a gap wider than a blank: the year, read as a cell of
 * its own, took the left half of the grade column (the values, centred under the whole cell, fell
 * under the year) and its year was lost to the term. A year alone, followed within two ems by a
 * label under the same term, is joined to it, the two kept apart by a dash as when the dash is read
 * (the term is named without the sub-column's label).
 */
function yearsWithTheirLabels(segments: Segment[], periods: Segment[], fs: number): Segment[] {
  const nearest = (s: Segment) => [...periods].sort((p, q) => Math.abs(centreX(p) - centreX(s)) - Math.abs(centreX(q) - centreX(s)))[0];
  const out: Segment[] = [];
  for (let k = 0; k < segments.length; k++) {
    const [a, b] = [segments[k], segments[k + 1]];
    const yearAlone = /^(?:19|20)\d{2}\s*[–—-]?$/.test(a.text.trim());
    if (yearAlone && b && /\p{L}/u.test(b.text) && b.x - (a.x + a.width) < fs * 2 && nearest(a) === nearest(b)) {
      const x1 = Math.max(a.x + a.width, b.x + b.width);
      const y0 = Math.min(a.y, b.y);
      out.push({ ...a, items: [...a.items, ...b.items], text: `${a.text.replace(/[\s–—-]+$/, '')} – ${b.text}`, width: x1 - a.x, y: y0, height: Math.max(a.y + a.height, b.y + b.height) - y0 });
      k++;
      continue;
    }
    out.push(a);
  }
  return out;
}

const centreX = (it: { x: number; width: number }) => it.x + it.width / 2;

/**
 * Sub-column labels under a spanning label: "Total" under "Marks Obtained" is the marks obtained;
 * a part of the mark ("Part-I", "Theory", "Internal") is a component the table does not read;
 * any other sub-label is read with its spanning label before it ("Max" under "Internal").
 */
function spannedLabels(top: TextItem[], sub: TextItem[]): TextItem[] {
  return sub.map((b) => {
    const over = [...top].sort((p, q) => Math.abs(centreX(p) - centreX(b)) - Math.abs(centreX(q) - centreX(b)))[0];
    if (!over) return b;
    const f = foldText(b.text);
    if (/^(total|totals|overall|sum|summe|итого|всего|разом)$/.test(f)) return { ...b, text: over.text };
    if (COLUMN_PHRASES.ignore.map(foldText).includes(f)) return b;
    // A sub-label that names a value column by itself under a label that does too ("Max | Obt"
    // under "Marks Obtained"): the sub-label names the column. Under a part of the mark
    // ("Internal" over "Max | Obt") it stays a part.
    const alone = (it: TextItem) => {
      const cs = matchHeader([it]);
      return cs.length === 1 && (cs[0].extra ?? 0) === 0 && DATA_TYPES.includes(cs[0].type);
    };
    if (alone(b) && alone(over)) return b;
    return { ...b, text: `${over.text} ${b.text}` };
  });
}

/** Group labels that name the whole mark: their sub-columns ("Max | Obt") are the mark read. */
const TOTAL_GROUP = /^(total|totals|grand total|aggregate|overall|total marks|marks|sum|summe|gesamt|итого|всего|разом|المجموع|कुल|योग|รวม)$/;
const IGNORED_LABELS = new Set(COLUMN_PHRASES.ignore.map(foldText));

/**
 * Sub-column labels under the group label above them (the nearest by centre): under a group that
 * names the whole mark ("Total" over "Max | Obt") the sub-label names the column by itself; under
 * a part of the mark ("University Examination", "Internal Assessment" over "Max | Min | Obt") the
 * sub-column is that part, which the table does not read; otherwise the labels are read together.
 */
function stackHeader(top: TextItem[], bottom: TextItem[]): TextItem[] {
  const centre = (it: TextItem) => it.x + it.width / 2;
  return bottom.map((b) => {
    const over = [...top].sort((p, q) => Math.abs(centre(p) - centre(b)) - Math.abs(centre(q) - centre(b)))[0];
    if (!over) return b;
    // Rule "A group label's abbreviation" (docs/document-understanding.md, "Forms the rotated group j- showed"): a group
    // label with its abbreviation in parentheses ("Internal (IA)", "Continuous Assessment (CA)") is read as the label.
    const f = foldText(over.text.replace(/\s*\([^()]{1,8}\)\s*/gu, ' ').trim());
    if (TOTAL_GROUP.test(f)) return b;
    if (IGNORED_LABELS.has(f)) return { ...b, text: over.text };
    return { ...b, text: `${over.text} ${b.text}` };
  });
}

// ---------------------------------------------------------------------------------------------
// Term headings

export interface TermInfo {
  heading: string;
  term: string | null;
  session: string | null;
  year: number | null;
}

const SESSION_RE = /\b((?:19|20)\d{2})\s*[-/–]\s*((?:19|20)?\d{2})\b/;

const wordSet = (list: string[]) => new Set(list.map(foldText));
const PERIODS = wordSet(PERIOD_WORDS);
const SEASONS = wordSet(SEASON_WORDS);
const YEARS = wordSet(YEAR_WORDS);
const ORDINALS = wordSet(ORDINAL_WORDS);
const SESSIONS = SESSION_WORDS.map(foldText);
const THAI_RE = /[\u0e00-\u0e7f]/;

/** Whether a folded token is (or, in Thai, which has no blanks between words, starts with) one of the words. */
function tokenIn(tok: string, set: Set<string>): boolean {
  if (set.has(tok)) return true;
  if (THAI_RE.test(tok)) for (const w of set) if (THAI_RE.test(w) && tok.startsWith(w)) return true;
  return false;
}

const ROMAN_OR_NUMBER = /^([ivx]+|\d{1,2}|\d{1,2}(st|nd|rd|th|er|e|eme|o|a|º|ª))$/;

/** Whether folded text names a period of study (a term, semester, year of study, session). */
function namesPeriod(f: string): boolean {
  const toks = f.split(' ').filter(Boolean);
  const has = (set: Set<string>) => toks.some((t) => tokenIn(t, set));
  const yearNumber = /\b(19|20)\d{2}\b/.test(f);
  if (has(SEASONS) && yearNumber) return true;
  if (has(PERIODS)) return true;
  if (/\b(ws|ss|wise|sose)\s*(19|20)\d{2}/.test(f)) return true;
  for (let i = 0; i < toks.length; i++) {
    if (!tokenIn(toks[i], YEARS)) continue;
    const before = toks[i - 1] ?? '';
    const after = toks[i + 1] ?? '';
    if (ROMAN_OR_NUMBER.test(after) || ROMAN_OR_NUMBER.test(before) || ORDINALS.has(before) || ORDINALS.has(after)) return true;
  }
  if (SESSIONS.some((s) => f.includes(s)) && (yearNumber || /\b\d{4}\b/.test(f))) return true;
  // The examination a marksheet reports ("Senior School Certificate Examination, 2020").
  if (/\b(examination|examinations|exam|examen|prufung|экзамен|परीक्षा)\b/.test(f) && yearNumber && toks.length <= 10) return true;
  return /^(s|t|q)\d{1,2}\b/.test(f);
}

/**
 * Read a term heading: the session is a year range as printed ("2019-2020", "2018/19"), the year a
 * single calendar year outside a range, the term the part naming the period ("Fall", "Semestre 1",
 * "Wintersemester", "Primer semestre", "1 курс 2 семестр") without its years.
 */
export function parseTermHeading(text: string): TermInfo {
  const heading = text.replace(/\s+/g, ' ').trim();
  let session: string | null = null;
  const sm = SESSION_RE.exec(heading);
  if (sm) {
    const a = +sm[1];
    const b = sm[2].length === 2 ? Math.floor(a / 100) * 100 + +sm[2] : +sm[2];
    if (b === a + 1 || (b === a + 1 - 100 && sm[2].length === 2)) session = sm[0].replace(/\s+/g, '').replace('–', '-');
  }
  // A year of another calendar (Ethiopian "2008 E.C.", Hijri "1442 AH", Thai "2563 B.E.") is kept
  // as printed, as the session: it is no Gregorian year.
  // A year and its half printed together ("2014/2", "2019.1"): a session as printed.
  const half = !session ? /(?<![\d/.])((?:19|20)\d{2})[/.]([12])(?![\d/.])/.exec(heading) : null;
  if (half) session = half[0];
  const era = !session ? /\b(\d{4})\s*(E\.\s?C\.?|A\.\s?H\.?|AH|B\.\s?E\.?|พ\.ศ\.|هـ)(?=\s|$|[),;])/u.exec(heading) : null;
  if (era) session = era[0].trim();
  // An academic year counted from another epoch, a number of two or three digits after its caption
  // ("Academic Year 108, 1st Semester": Taiwanese records count years of the Republic of China, 108 =
  // 2019): the session as printed, also where the Gregorian years follow it as a gloss ("Academic Year
  // 108 (2019-2020)"). One digit is a year of study ("Academic Year 1"), four a Gregorian year.
  const epoch = /\b(?:academic|school)\s+year\s+(\d{2,3})(?![\d/.–-])/iu.exec(heading);
  if (epoch && !era && !half) session = epoch[1];
  const withoutSession = half ? heading.replace(half[0], ' ') : sm && session && !era ? heading.replace(sm[0], ' ') : era ? heading.replace(era[0], ' ') : heading;
  const ym = /(?<![\d/-])((?:19|20)\d{2})(?![\d/-])/.exec(withoutSession);
  const year = ym ? +ym[1] : null;
  // Split into parts at dashes, bullets, parentheses and commas; the term is the first part that
  // names a period once its years are removed.
  const parts = heading.split(/\s[—–-]\s|[·•|(),;:]|\s{2,}/).map((p) => p.trim()).filter(Boolean);
  let term: string | null = null;
  for (const p of parts) {
    const f = foldText(p);
    if (SESSIONS.some((s) => f.startsWith(s)) && !PERIODS.has(f.split(' ')[0])) continue;
    if (/^(examination|exam|examen|held|sitting)\b/.test(f)) continue;
    if (/\b(examination held|held in|exam held)\b/.test(f)) continue;
    let stripped = (era ? p.replace(era[0], ' ') : half ? p.replace(half[0], ' ') : p)
      .replace(SESSION_RE, ' ')
      .replace(/(?<![\d])(?:19|20)\d{2}(?![\d])/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/[\s,:–—-]+$/, '')
      // The separator left where the year was ("2018 / 1st Semester" of Korean records).
      .replace(/^[\s,:/–—-]+/, '')
      // "Semester III Examination": the examination of the term, not part of its name.
      .replace(/\s+(?:examinations?|exams?|examen|prüfungen|prüfung)$/i, '')
      .trim();
    // A session word printed after its year ("2019/20. tanév 1. félév") is no part of the term's name.
    const lead = SESSIONS.find((w) => foldText(stripped.replace(/^[\s.,:–—-]+/, '')).startsWith(`${w} `));
    if (lead) stripped = stripped.replace(/^[\s.,:–—-]+/, '').split(' ').slice(lead.split(' ').length).join(' ');
    if (!stripped) continue;
    const fs = foldText(stripped);
    if (namesPeriod(fs) || /\b(fall|autumn|spring|summer|winter|year|annee|jahr|ano|curso|level|niveau|part|term|ws|ss|wise|sose)\b/.test(fs) || SEASONS.has(fs.split(' ')[0]) || /^(s|t|q)\d{1,2}$/i.test(stripped)) {
      term = stripped;
      break;
    }
  }
  return { heading, term: term ? cleanValue(term) || null : null, session, year };
}

/** Whether a line looks like a term heading (and not like a course row). */
export function looksLikeTermHeading(text: string): boolean {
  // OCR drops the space between a period word and its year ("Período2017-1", "Semester2019").
  const f = foldText(text).replace(/(\p{L}{4,})(?=(?:19|20)\d{2}\b)/gu, '$1 ');
  if (!f || f.length > 120 || f.split(' ').length > 14) return false;
  if (/^(total|cumulative|gpa|cgpa|term gpa|sgpa|moyenne|summe|gesamt|promedio|nota media|credits)\b/.test(f)) return false;
  if (isStopLine(text) && !/^(semester|term|semestre)/.test(f)) return false;
  return namesPeriod(f);
}

// ---------------------------------------------------------------------------------------------
// Rows

const STOPS = STOP_WORDS.map(foldText).filter(Boolean);

/**
 * A final-year course named for the graduation it leads to ("Graduation Thesis", "Graduation Project (Thesis)",
 * "Graduation Research", "Graduation Design"): East Asian, Turkish and Middle Eastern transcripts name the thesis so. A
 * course, not the "Graduation" line (date, status) that ends a table.
 */
const GRADUATION_COURSE_RE = /^graduation (?:thesis|project|research|design|paper|internship|practice|practicum|seminar|exhibition|dissertation|work)\b/;

/** Whether a line ends the table or summarizes it (totals, averages, remarks, signatures). */
export function isStopLine(text: string): boolean {
  const f = foldText(text);
  if (GRADUATION_COURSE_RE.test(f)) return false;
  return STOPS.some((s) => f === s || f.startsWith(s + ' ') || (THAI_RE.test(s) && f.startsWith(s)));
}

interface Cell {
  type: ColumnType;
  text: string;
  items: TextItem[];
  col?: Column;
}

/**
 * Column bands: the boundary between two columns lies halfway between their header cells, but
 * never more than about one and a half ems before the next header (long left-aligned names
 * reach far to the right; values rarely start far left of their header).
 */
function bands(columns: Column[], em = columns[0]?.em ?? 8.5): Array<{ col: Column; lo: number; hi: number }> {
  const cs = [...columns].sort((a, b) => a.x0 - b.x0);
  // A table headed right to left (Arabic, Hebrew) mirrors this: its titles are set flush right
  // and long ones reach far to the left, so a boundary lies no more than one and a half ems
  // right of the header cell before it.
  const rtl = readsRightToLeft(cs.map((c) => c.label).join(' '));
  const cut = (i: number) => {
    const mid = (cs[i - 1].x1 + cs[i].x0) / 2;
    return rtl ? Math.min(mid, cs[i - 1].x1 + 1.5 * em) : Math.max(mid, cs[i].x0 - 1.5 * em);
  };
  return cs.map((c, i) => ({
    col: c,
    lo: i === 0 ? -Infinity : cut(i),
    hi: i === cs.length - 1 ? Infinity : cut(i + 1),
  }));
}

/** Split a line's items into cells by column (an item goes to the band it overlaps most). */
export function assignCells(items: TextItem[], columns: Column[]): Cell[] {
  const bs = bands(columns);
  // Past every header cell of a table headed left to right, by more than an em: outside the columns the header names.
  const pastHeader = (it: TextItem) => it.x > headerEnd(columns, 1);
  const byCol = new Map<Column, TextItem[]>();
  for (const it of items) {
    // Items spanning several bands with blanks inside (OCR words are already single words) are
    // split into words first.
    // So are items over two value columns ("8 30 cum laude": the credits and the grade set close).
    const crossed = bs.filter((b) => Math.min(it.x + it.width, b.hi) - Math.max(it.x, b.lo) > 1);
    // Not one value spilling into the next column ("3 (удовлетворительно)" under a narrow label).
    const most = crossed.length === 2 ? crossed.reduce((a, b) => (Math.min(it.x + it.width, b.hi) - Math.max(it.x, b.lo) > Math.min(it.x + it.width, a.hi) - Math.max(it.x, a.lo) ? b : a)) : null;
    const overValues = !!most && crossed.every((b) => DATA_TYPES.includes(b.col.type)) && !cellValid({ type: most.col.type, text: it.text, items: [it] });
    const pieces = /\s/.test(it.text.trim()) && (crossed.length >= 3 || overValues) && !centredValue(it, bs) ? splitWords(it) : [it];
    for (const p of pieces) {
      let best = bs[0];
      let bestOv = -Infinity;
      for (const b of bs) {
        const ov = Math.min(p.x + p.width, b.hi) - Math.max(p.x, b.lo);
        if (ov > bestOv) {
          bestOv = ov;
          best = b;
        }
      }
      // A value straddling two bands (a left-aligned title under a centred "Subject" label reaches
      // into the serial-number column's band) goes to the band whose kind of value it is.
      if (!fitsColumn(best.col.type, p.text)) {
        const other = bs.filter((b) => b !== best && Math.min(p.x + p.width, b.hi) - Math.max(p.x, b.lo) > 0 && fitsColumn(b.col.type, p.text));
        if (other.length === 1) best = other[0];
        // Rule "a title's right-to-left rendering at the row's end is the title's": a bilingual table headed left to
        // right prints each title in a right-to-left script too, set flush against the page's right edge past the
        // last value column's header with no caption of its own ("Islamic Education | 100 | 66 | التربية الإسلامية"). Words of that script are no
        // value of a figure's column: they join the title, whose Latin form is then kept (`latinForm`).
        else if (other.length === 0 && NUMERIC_TYPES.includes(best.col.type) && RTL_WORD.test(p.text) && !/\d/.test(asciiDigits(p.text)) && pastHeader(p)) {
          const title = bs.find((b) => b.col.type === 'name');
          if (title) best = title;
        }
      }
      const list = byCol.get(best.col) ?? [];
      list.push(p);
      byCol.set(best.col, list);
    }
  }
  withFigureOfGradeWord(byCol);
  return bs
    .filter((b) => byCol.has(b.col))
    .map((b) => {
      const its = byCol.get(b.col)!.sort((p, q) => p.x - q.x);
      return { type: b.col.type, text: joinItems(its), items: its, col: b.col };
    });
}

/**
 * Where a header read left to right ends, a gutter of `ems` past its last cell: what starts further right is
 * outside the columns it names. Infinity for a header read right to left, whose right is where it begins.
 */
function headerEnd(columns: Column[], ems: number): number {
  if (readsRightToLeft(columns.map((c) => c.label).join(' '))) return Infinity;
  return Math.max(...columns.map((c) => c.x1)) + ems * (columns[0]?.em ?? 8.5);
}

/** The columns whose values are figures. */
const NUMERIC_TYPES: readonly ColumnType[] = ['credit', 'hours', 'marksScored', 'maximumMarks', 'marksPair'];
/** Letters of a right-to-left script (Arabic, Hebrew, Syriac, Thaana). */
const RTL_WORD = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]{2}/u;

/** The figure of a grade in figures and words, as OCR may read it: a number, or the Cyrillic "З" for a 3. */
const GRADE_FIGURE = /^(?:\d{1,2}(?:[.,]\d{1,2})?|З)$/u;
const GRADE_TYPES: readonly ColumnType[] = ['grade', 'alternateGrade'];

/**
 * A grade printed in figures and words ("3 (удовлетворительно)", "8 (otto)") is one value. OCR reads
 * its figure and its word in parentheses as two words, and when the grade cell is centred under its
 * label the figure may stand over the band of the column before it (the credits): the figure goes
 * with the word it is set against (a blank of less than a character's height between them), not
 * with the neighbouring column, which then keeps its own value.
 */
function withFigureOfGradeWord(byCol: Map<Column, TextItem[]>): void {
  for (const [col, its] of byCol) {
    if (!GRADE_TYPES.includes(col.type)) continue;
    const word = [...its].sort((a, b) => a.x - b.x)[0];
    if (!word || !/^\(\p{L}/u.test(word.text)) continue;
    for (const [other, theirs] of byCol) {
      if (other === col) continue;
      const k = theirs.findIndex((f) => GRADE_FIGURE.test(f.text.trim()) && f.x < word.x && word.x - (f.x + f.width) >= -1 && word.x - (f.x + f.width) < Math.max(f.height, word.height));
      if (k < 0) continue;
      its.push(theirs[k]);
      theirs.splice(k, 1);
      if (!theirs.length) byCol.delete(other);
      return;
    }
  }
}

/** Whether one item's text can be (part of) a value of a column of this type. */
function fitsColumn(type: ColumnType, text: string): boolean {
  const t = asciiDigits(text.trim());
  switch (type) {
    case 'index':
      return /^\d{1,3}[.)]?$/.test(t);
    case 'credit':
    case 'hours':
    case 'marksScored':
    case 'maximumMarks':
    case 'marksPair':
      return /\d/.test(t) || NO_VALUE.test(t) || /^(ab|abs|absent)$/i.test(t);
    case 'name':
      return /\p{L}{2}/u.test(t);
    default:
      return true;
  }
}

function splitWords(it: TextItem): TextItem[] {
  return wordBoxes(it).map((w) => ({ ...it, text: w.text, x: w.x, width: w.width }));
}

/** Digits of other scripts (Arabic-Indic, Persian, Devanagari, Thai) as ASCII, the Arabic decimal sign as a point. */
export function asciiDigits(s: string): string {
  return s
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(/[\u0e50-\u0e59]/g, (d) => String(d.charCodeAt(0) - 0x0e50))
    .replace(/\u066b/g, '.');
}

const NUMERIC = /^[-+]?\d+(?:[.,]\d+)?$/;

function parseMarksPair(text: string): { scored: number | null; max: number | null } {
  const m = /(\d+(?:[.,]\d+)?)\s*(?:\/|out of|sur|von|de|of|из|з)\s*(\d+(?:[.,]\d+)?)/i.exec(text);
  if (m) return { scored: parseNumber(m[1]), max: parseNumber(m[2]) };
  return { scored: parseNumber(text), max: null };
}

/** A course with the items each of its fields was read from (for its evidence). */
interface Row {
  course: ExtractedCourse;
  page: number;
  items: TextItem[];
  cells: Partial<Record<keyof ExtractedCourse, TextItem[]>>;
  /** The page of the term heading the row's term/session/year came from. */
  termPage?: number;
  /** A course of a term grid (one grade column per term): its grade stands in its term's column. */
  grid?: boolean;
  /**
   * The title's rendering in the other language, printed on the line(s) under it (a bilingual
   * transcript's English translation in italics): never joined into the name; one of the two is
   * chosen as `courseName` when the row is done, the other kept in the row's provenance.
   */
  otherName?: TextItem[];
  otherText?: string;
  /**
   * The title's first line and the lines joined to it as its wrapped rest, kept so that rule "A translated table is
   * translated throughout" can still tell a translation set like the rest of a title.
   */
  titleLines?: TitleLine[];
}

/** One printed line of a course title. */
interface TitleLine {
  items: TextItem[];
  text: string;
}

/**
 * The courses of a row of a term grid (one grade column per term): one course per term cell
 * that holds a grade, its term named by the column. Empty for an ordinary table.
 */
function termGridRows(cells: Cell[], term: TermState | null, columns: Column[], page: number): Row[] {
  const grid = cells.filter((c) => c.type === 'termGrade');
  if (!columns.some((c) => c.type === 'termGrade')) return [];
  const rest = cells.filter((c) => c.type !== 'termGrade');
  const out: Row[] = [];
  for (const cell of grid) {
    // A number of five digits or more (a school's code printed under each year) is no grade nor mark.
    if (!cell.text.trim() || NO_VALUE.test(cell.text.trim()) || /^\d{5,}$/.test(asciiDigits(cell.text.trim()))) continue;
    // A whole number above any grade scale (56 of 100) is a mark; smaller values are grades.
    const asMark = /^\d{2,3}$/.test(cell.text.trim()) && +cell.text.trim() > 20;
    const row = toRow([...rest, { ...cell, type: asMark ? 'marksScored' : 'grade' }], term, columns, page);
    const t = parseTermHeading(cell.col?.label ?? '');
    // The column's name without its year or session ("Grade 9 (2008 E.C.)" → "Grade 9").
    const bare = (cell.col?.label ?? '').replace(/\([^)]*\d{4}[^)]*\)/g, ' ').replace(/\s+/g, ' ').trim();
    row.course.term = t.term ?? (bare || null);
    row.course.session = t.session ?? row.course.session;
    row.course.year = t.year ?? row.course.year;
    delete row.cells.term;
    row.grid = true;
    out.push(row);
  }
  return out;
}

/**
 * A bilingual title ("Правознавство / Fundamentals of Law", "Marketing التسويق") in its Latin
 * form, as names of bilingual documents are kept; two Latin halves in two languages ("Ievades/izvades
 * sistēmas / Input/Output Systems") in their English form. Only a slash with spaces on both sides
 * separates the two renderings: a slash inside a title ("Input/Output") is part of it.
 */
export function latinForm(v: string): string {
  const latin = (h: string) => /\p{Script=Latin}/u.test(h) && !/[^\p{Script=Latin}\p{N}\p{P}\p{Zs}\p{S}]/u.test(h);
  const halves = v.split(/\s+\/\s+/);
  if (halves.length === 2 && latin(halves[0]) && latin(halves[1])) {
    // The same word in both languages ("Marketing / Marketing"): printed once.
    if (foldText(halves[0]) === foldText(halves[1])) return halves[1];
    const english = englishRendering(halves[0], halves[1]);
    return english === null ? v : halves[english];
  }
  if (halves.length === 2) return latin(halves[0]) !== latin(halves[1]) ? (latin(halves[0]) ? halves[0] : halves[1]) : v;
  // Without a slash: two runs of words, one of them Latin.
  const runs: Array<{ latin: boolean; words: string[] }> = [];
  for (const w of v.split(/\s+/)) {
    const l = latin(w) || !/\p{L}/u.test(w);
    const last = runs[runs.length - 1];
    if (last && (last.latin === l || !/\p{L}/u.test(w))) last.words.push(w);
    else runs.push({ latin: l, words: [w] });
  }
  const otherScript = runs.some((r) => !r.latin && r.words.some((w) => /\p{L}{2}/u.test(w)));
  return runs.length === 2 && otherScript ? runs.find((r) => r.latin)!.words.join(' ') : v;
}

/** A course code at the start of a title cell ("CS1010 Programming", "MATH 2413 – Calculus I", "HIS-201: Modern History"). */
const LEADING_CODE_RE = /^((?:\p{Lu}{2,6}[ -]?\d{3,5}\p{Lu}?))\s*[-–:]?\s+(\p{L}.*)$/u;
/** A course code after the title and a comma, as Swedish records print a course ("Diskret matematik, DV303H"). */
const TRAILING_CODE_RE = /^(\p{L}.*?),\s*(\p{Lu}{2,6}[ -]?\d{3,5}\p{Lu}?)$/u;

/**
 * The cells of a row's title column that hold its title. Rule "a row number is no part of the title": a table whose
 * number column the header does not set apart prints each row's running number alone before the title ("1 |
 * Af-Soomaali"), as "1. Englisch" prints it with a point: the number, one or two figures set off by a blank of at least
 * most of an em, is no part of the title.
 */
function titleCells(cells: Cell[]): Cell[] {
  if (cells.length !== 1 || cells[0].items.length < 2) return cells;
  const cell = cells[0];
  const items = [...cell.items].sort((a, b) => a.x - b.x);
  const [first, next] = items;
  if (!/^\d{1,2}$/.test(first.text.trim()) || !/^\p{L}/u.test(next.text.trim()) || next.x - (first.x + first.width) < first.fontSize * 0.8) return cells;
  const kept = items.slice(1);
  return [{ ...cell, items: kept, text: kept.map((i) => i.text).join(' ').replace(/\s+/g, ' ').trim() }];
}

/** A title cell's runs: its words apart by more than two ems, as two cells of one column. */
function titleRuns(items: TextItem[]): TextItem[][] {
  const sorted = [...items].sort((a, b) => a.x - b.x);
  const runs: TextItem[][] = [];
  for (const it of sorted) {
    const prev = runs[runs.length - 1]?.[runs[runs.length - 1].length - 1];
    if (prev && it.x - (prev.x + prev.width) <= Math.max(prev.fontSize, it.fontSize) * 2) runs[runs.length - 1].push(it);
    else runs.push([it]);
  }
  return runs;
}

/**
 * Rule "two renderings side by side in the title's column": a bilingual table prints the national title and its
 * English rendering in two cells of one line under one caption ("Xisaab | Mathematics"). Where the title column's
 * cells are two runs apart in several rows, and the rows whose language tells which run is English (as for a
 * rendering on the line under the title) all tell the same side, in at least two rows and half of them, that side's
 * run is every such row's title (families README, `courseName` of a title printed in two languages), the other its
 * rendering in the other language. Undecided, or told both ways, the title stays as printed.
 */
function renderingsSideBySide(rows: Row[]): void {
  const split = rows
    .filter((r) => !r.otherName?.length && (r.cells.courseName?.length ?? 0) >= 2 && !/\s\/\s/.test(r.course.courseName ?? ''))
    // One line: a title wrapped onto the next line is one title, whatever its halves' languages.
    .filter((r) => r.cells.courseName!.every((i) => Math.abs(i.y - r.cells.courseName![0].y) < Math.max(i.height, 1) * 0.5))
    .map((r) => ({ r, runs: titleRuns(r.cells.courseName!) }))
    .filter((x) => x.runs.length === 2 && x.runs.every((run) => run.some((i) => /\p{L}{2}/u.test(i.text))));
  if (split.length < 2) return;
  const text = (run: TextItem[]) => run.map((i) => i.text).join(' ').replace(/\s+/g, ' ').trim();
  const told = split.map((x) => englishRendering(text(x.runs[0]), text(x.runs[1])));
  const sides = new Set(told.filter((t) => t !== null));
  const decided = told.filter((t) => t !== null).length;
  if (sides.size !== 1 || decided < 2 || decided * 2 < split.length) return;
  const side = [...sides][0]!;
  for (const { r, runs } of split) {
    r.course.courseName = text(runs[side]);
    r.cells.courseName = runs[side];
    r.otherName = runs[1 - side];
    r.otherText = text(runs[1 - side]);
  }
}

/** A word of a grade's description: letters, as OCR may read a rule's end before it ("-KEPUJIAN"). */
const DESCRIPTION_WORD = /^[-–—'‘’.,]?\p{L}{2,}[.,]?$/u;

/**
 * Rule "A letter grade and its words past the header" (docs/document-understanding.md, "What the scans of w3- showed"):
 * a results slip prints each grade's meaning in words in a cell of its own under no label ("B+ | KEPUJIAN TERTINGGI",
 * "A- | CEMERLANG"). A text layer's run of those words starts past every header cell and is left out ("A block beside
 * the table is outside its columns"), but an OCR line's words are not (a scan may lose a header's last label, and its
 * values would be lost with it), and they joined the grade: "B+ KEPUJIAN TERTINGGI", no grade of any scale. In an OCR
 * grade cell, a letter grade followed, a blank of more than a character's height away, by words of letters only that
 * start past every header cell by an em is the grade; the words are its meaning (or a remark whose label was lost),
 * never part of it. A grade in words ("Sehr gut"), a figure and its word ("8 osam"), and a text layer's cell stay as
 * they were.
 */
function letterBeforeWordsPastHeader(c: Cell, columns: Column[]): Cell {
  if (!GRADE_TYPES.includes(c.type) || c.items.length < 2 || c.items.some((i) => i.confidence === null)) return c;
  const its = [...c.items].sort((a, b) => a.x - b.x);
  const first = its[0];
  const rest = its.slice(1);
  if (!LETTER_GRADE_RE.test(first.text.trim()) || !rest.every((i) => DESCRIPTION_WORD.test(i.text.trim()))) return c;
  if (rest[0].x - (first.x + first.width) <= first.height || rest[0].x <= headerEnd(columns, 1)) return c;
  return { ...c, text: first.text, items: [first] };
}

/** Build one course from a row's cells. */
function toRow(read: Cell[], term: TermState | null, columns: Column[], page: number): Row {
  const cells = read.map((c) => letterBeforeWordsPastHeader(c, columns));
  const sources: Row['cells'] = {};
  const of = (t: ColumnType) => (t === 'name' ? titleCells(cells.filter((x) => x.type === t)) : cells.filter((x) => x.type === t));
  const get = (t: ColumnType) => {
    const c = of(t);
    if (!c.length) return null;
    let v = c.map((x) => x.text).join(' ').replace(/\s+/g, ' ').trim();
    // OCR reads a final Roman "I" of a title ("Spanish I") as a bar or an "l".
    if (t === 'name' && c.some((x) => x.items.some((i) => i.confidence !== null))) {
      v = v
        .replace(/\s[|l]$/, ' I')
        .replace(/\s\|\s/g, ' I ')
        .replace(/\s+[.,;:'`]$/, '');
    }
    if (t === 'passStatus') v = v.replace(/\.$/, '');
    if (t === 'name') v = latinForm(v);
    if (NUMERIC_COLUMNS.includes(t)) v = numericText(v);
    if (t === 'grade' || t === 'alternateGrade') v = withGradeFigure(v);
    if (t === 'credit' || t === 'hours') v = withoutUnit(v);
    // A letter grade with a repeat or exclusion flag ("B+ (R)", "C*") is the letter grade.
    // Not "A*", a grade of its own (A level).
    if ((t === 'grade' || t === 'alternateGrade') && (GRADE_FLAG_RE.test(v) || MARKED_GRADE_RE.test(v))) v = v.replace(/\s*(?:[†‡#^]+|\([^)]*\)|\*+)$/, '');
    // A letter grade with words of a right-to-left script beside it: a bilingual table's title in that script, set
    // from the right edge, runs leftwards into the grade's column; its words belong to the title, not to the grade.
    if (t === 'grade' || t === 'alternateGrade') {
      const words = v.split(' ');
      const own = words.filter((w) => !/[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u.test(w));
      if (own.length && own.length < words.length && /^[A-F][+-]?$/.test(own.join(' '))) v = own.join(' ');
    }
    // Grades keep their sign ("A-", "B+"); other cells lose stray separators.
    if (NO_VALUE.test(v)) return null;
    // A course still running ("Enrolled") has no grade yet (rule "A unit of competency: …, its result").
    if ((t === 'grade' || t === 'alternateGrade') && UNFINISHED_RESULT.test(v.trim())) return null;
    return (t === 'grade' || t === 'alternateGrade' ? v.replace(/^[|:;]+|[|:;]+$/g, '').trim() : cleanValue(v)) || null;
  };
  const from = (field: keyof ExtractedCourse, t: ColumnType) => {
    const its = of(t).flatMap((c) => c.items);
    if (its.length) sources[field] = its;
  };
  const course: ExtractedCourse = {
    courseNumber: get('code'),
    // "1. Englisch", "2) Biologie": a running number printed before the name is not part of it.
    courseName: get('name')?.replace(/^\d{1,2}[.)]\s+(?=\p{L})/u, '') ?? null,
    credit: null,
    grade: get('grade'),
    alternateGrade: get('alternateGrade'),
    marksScored: null,
    maximumMarks: null,
    passStatus: get('passStatus'),
    term: term?.info.term ?? null,
    session: term?.info.session ?? null,
    year: term?.info.year ?? null,
  };
  from('courseNumber', 'code');
  from('courseName', 'name');
  // "CS1010 Programming Foundations" under one "Module" label: a course code printed before the
  // title in the title's cell is the course number, when the row has none of its own.
  if (!course.courseNumber && course.courseName) {
    const m = LEADING_CODE_RE.exec(course.courseName);
    if (m) {
      course.courseNumber = m[1].replace(/\s+/g, ' ');
      course.courseName = m[2].trim();
    }
    const t = m ? null : TRAILING_CODE_RE.exec(course.courseName);
    if (t) {
      course.courseNumber = t[2].replace(/\s+/g, ' ');
      course.courseName = t[1].trim();
    }
  }
  from('grade', 'grade');
  from('alternateGrade', 'alternateGrade');
  from('passStatus', 'passStatus');
  if (term) for (const f of ['term', 'session', 'year'] as const) if (course[f] !== null) sources[f] = term.items;
  // Credits; contact hours ("Часы", "CH", "Stunden") are read as a column but are no credits.
  const credit = get('credit');
  if (credit) {
    course.credit = parseNumber(credit);
    from('credit', 'credit');
  }
  const marks = get('marksScored');
  // A grade in words in the column of marks (cellValid) is the row's grade; it has no mark.
  if (marks && GRADE_WORD_SET.has(foldText(marks))) {
    course.grade ??= marks;
    from('grade', 'marksScored');
  } else if (marks) {
    const p = parseMarksPair(marks.replace(/(?<=\d)\*{1,2}$/, ''));
    course.marksScored = p.scored;
    from('marksScored', 'marksScored');
    if (p.max != null) {
      course.maximumMarks = p.max;
      from('maximumMarks', 'marksScored');
    }
  }
  const max = get('maximumMarks');
  if (max) {
    course.maximumMarks = parseNumber(max);
    from('maximumMarks', 'maximumMarks');
  }
  // "Note /20", "Mark (/100)": the scale printed in the header is the maximum.
  const scaled = columns.find((c) => c.type === 'marksScored' && c.scale);
  if (course.marksScored !== null && course.maximumMarks === null && scaled?.scale) course.maximumMarks = scaled.scale;
  const pair = get('marksPair');
  if (pair) {
    const p = parseMarksPair(pair);
    course.marksScored = p.scored;
    course.maximumMarks = p.max;
    from('marksScored', 'marksPair');
    from('maximumMarks', 'marksPair');
  }
  // A grade cell holding "14,5/20" is a mark.
  if (course.grade && /^\d+(?:[.,]\d+)?\s*\/\s*\d+$/.test(course.grade) && course.marksScored == null) {
    const p = parseMarksPair(course.grade);
    course.marksScored = p.scored;
    course.maximumMarks = p.max;
    course.grade = null;
    from('marksScored', 'grade');
    from('maximumMarks', 'grade');
    delete sources.grade;
  }
  // A grade cell holding a number and a word ("7,5 Notable"): the number is the mark. Not a
  // grade that is one phrase ("30 e lode") nor a number with its word in brackets ("5 (отлично)").
  if (course.grade && course.marksScored == null) {
    const m = /^(\d+(?:[.,]\d+)?)\s+(\p{L}[\p{L}\p{M} ]*)$/u.exec(course.grade);
    // A number with a result ("1,0 BE", "5,0 NB", "2,0 bestanden") is the grade as printed, the
    // word or code its result; a grade in words ("7,5 Notable") stays the grade.
    const result = m ? m[2].trim() : '';
    if (m && spellsNumber(result, parseNumber(m[1]))) {
      // Rule "A grade spelled beside its figure": "8 osam", "9 neuf" (the grade in figures and in words, in one cell
      // or in two under one caption) is the figure; the word restates it and is no grade of its own.
      course.grade = m[1];
    } else if (m && (RESULT_WORD_SET.has(foldText(result)) || (/^\p{Lu}{1,3}$/u.test(result) && !GRADE_WORD_SET.has(foldText(result)) && !LETTER_GRADE_RE.test(result) && !GRADE_ABBREVIATIONS.has(result)))) {
      course.grade = m[1];
      course.passStatus ??= m[2].trim();
    } else if (m && !/^(e|con|cum|et|und|y)\b/i.test(m[2]) && cells.every((c) => c.type !== 'marksScored')) {
      course.marksScored = parseNumber(m[1]);
      course.grade = m[2].trim();
      from('marksScored', 'grade');
    }
  }
  // Explicit term/session/year columns override the heading.
  const t = get('term');
  if (t) {
    // A term cell may carry its year or session ("WiSe 2017/18", "Fall 2019").
    const p = parseTermHeading(t);
    if (p.session || p.year) {
      course.term = p.term;
      course.session = p.session;
      course.year = p.year;
      for (const f of ['term', 'session', 'year'] as const) if (course[f] !== null) from(f, 'term');
    } else {
      course.term = t;
      from('term', 'term');
    }
  }
  const s = get('session');
  if (s) {
    if (/^(19|20)\d{2}$/.test(s)) {
      course.year = +s;
      from('year', 'session');
    } else if (!/\d{2}/.test(s) && course.session) {
      // The sitting of an examination ("Session 1 | 2", "Convocatoria: Junio, Extraordinaria")
      // names no academic year: the year of the heading stays.
    } else {
      course.session = s;
      from('session', 'session');
    }
  }
  const y = get('year');
  if (y && /^(19|20)\d{2}$/.test(y)) {
    course.year = +y;
    from('year', 'year');
  }
  return { course, page, items: cells.flatMap((c) => c.items), cells: sources, termPage: term?.page };
}

// ---------------------------------------------------------------------------------------------
// Tables without a header

/** A value cell's type, from its text alone (decimal commas, Arabic-Indic digits and dashes included). */
type ValueKind = 'letter' | 'word' | 'number' | 'pair' | 'dash';
const GRADE_WORD_SET = new Set(GRADE_VALUE_WORDS.map(foldText));

/** Folded number words to the numbers they spell (zero to ten, "A grade spelled beside its figure"). */
const NUMBER_WORD_VALUES = new Map<string, Set<number>>();
for (const words of NUMBER_WORDS_TO_TEN) {
  words.forEach((w, n) => {
    const f = foldText(w);
    if (!NUMBER_WORD_VALUES.has(f)) NUMBER_WORD_VALUES.set(f, new Set());
    NUMBER_WORD_VALUES.get(f)!.add(n);
  });
}

/** Whether `word` is `n` spelled out (a whole number up to ten). */
function spellsNumber(word: string, n: number | null): boolean {
  return n !== null && Number.isInteger(n) && !!NUMBER_WORD_VALUES.get(foldText(word))?.has(n);
}
/** Abbreviated grade words of a scale printed after the number ("7,5 NT": notable; Spain's SS, AP, NT, SB, MH). */
const GRADE_ABBREVIATIONS = new Set(['SS', 'AP', 'NT', 'SB', 'MH']);
/** Of the grade words, the ones that say only passed or failed (a result beside a grade, no grade of a scale). */
const RESULT_WORD_SET = new Set(RESULT_VALUE_WORDS.map(foldText));
/** Units of credits printed after the number ("з.е.", "ECTS", "cr", "KP"). */
const CREDIT_UNITS = new Set([...COLUMN_PHRASES.credit.map(foldText), 'ects', 'cr', 'crs', 'credits', 'credit', 'cfu', 'sks', 'kr']);

/** A line whose words name credits ("Total ECTS", "Créditos superados", "Cumulative Credits Earned"). */
function namesCredits(text: string): boolean {
  const words = foldText(text).split(/[^\p{L}\p{M}.]+/u).map((w) => w.replace(/\.$/, '')).filter(Boolean);
  return words.some((w, k) => CREDIT_UNITS.has(w) || (k > 0 && CREDIT_UNITS.has(`${words[k - 1]} ${w}`)));
}

/** Whether a cell is a credits unit and nothing else ("з.е.", "ECTS", "cr.", "LP", "Credits"). */
function creditUnitOnly(text: string): boolean {
  const words = foldText(text).split(/[^\p{L}\p{M}.]+/u).map((w) => w.replace(/\.$/, '')).filter(Boolean);
  return words.length > 0 && (words.every((w) => CREDIT_UNITS.has(w)) || CREDIT_UNITS.has(words.join(' ')));
}

/**
 * Words of a tally's caption beside credits or periods ("Semester total", "Credits attempted", "Créditos
 * cursados", "Credits in progress"): totals, and what was attempted, earned, passed or registered, in the
 * allowlisted languages. Rule "A tally's caption is no course" (docs/document-understanding.md).
 */
const TALLY_WORDS = new Set(
  [
    // en
    'total', 'totals', 'sum', 'load', 'attempted', 'earned', 'passed', 'completed', 'registered', 'enrolled', 'in', 'progress',
    'cumulative', 'overall', 'hours', 'hrs', 'points', 'units', 'taken', 'transferred',
    // es, pt, it
    'cursados', 'obtenidos', 'superados', 'aprobados', 'matriculados', 'inscritos', 'totales', 'en', 'curso', 'obtidos', 'aprovados',
    'cursando', 'acquisiti', 'conseguiti', 'totale', 'iscritti',
    // fr, de, nl
    'obtenus', 'acquis', 'inscrits', 'valides', 'cours', 'erworben', 'erreicht', 'belegt', 'gesamt', 'summe', 'insgesamt', 'behaald', 'totaal',
  ].map(foldText),
);
/** Words that join a tally's caption ("Credits of the term", "Total de créditos"). */
const TALLY_JOINERS = new Set(['of', 'the', 'de', 'del', 'des', 'du', 'la', 'le', 'per', 'por', 'in', 'im', 'di', 'do', 'da', 'this']);

/** Whether a title is a tally's caption: two words or more, credits or a period tallied, nothing else. */
function tallyCaption(text: string): boolean {
  const words = foldText(text).split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  if (words.length < 2) return false;
  let tally = 0;
  let counted = 0;
  for (const w of words) {
    if (TALLY_WORDS.has(w)) tally++;
    else if (CREDIT_UNITS.has(w) || tokenIn(w, PERIODS) || tokenIn(w, ORDINALS) || /^(?:\d{1,2}|[ivx]{1,4})$/.test(w)) counted++;
    else if (!TALLY_JOINERS.has(w)) return false;
  }
  return tally > 0 && counted > 0;
}

/** A number with a grade word after it, in parentheses or not ("5 (отлично)", "4 добре"). */
function wordedGrade(text: string): boolean {
  const word = asciiDigits(text.trim()).replace(/^\d{1,3}(?:[.,]\d{1,2})?\s*/, '').replace(/^\(\s*(.*?)\s*\)$/, '$1');
  return word !== '' && GRADE_WORD_SET.has(foldText(word));
}

function valueKind(text: string): ValueKind | null {
  const t = asciiDigits(text.trim());
  if (NO_VALUE.test(t)) return 'dash';
  // A mark with its maximum ("14/20", "78 / 100").
  if (/^\d{1,3}(?:[.,]\d{1,2})?\s*\/\s*\d{1,3}$/.test(t)) return 'pair';
  if (/^\d{1,3}(?:[.,]\d{1,3})?%?$/.test(t)) return 'number';
  // Rule "A signed grade is a number": the Danish scale's lowest grade "-3" is printed with its sign.
  if (/^[-−]\d{1,2}$/.test(t)) return 'number';
  // "1,7 (gut)", "5 (отлично)", "1,0 BE", "7,5 Notable": the number is the value.
  // A word may carry an apostrophe inside it (the Uzbek "5 (a'lo)").
  if (/^\d{1,3}(?:[.,]\d{1,2})?\s*\(\s*\p{L}[\p{L}\p{M}'’ʻ ]*\)$/u.test(t) || /^\d{1,3}(?:[.,]\d{1,2})?(?:\s+\p{L}[\p{L}\p{M}.'’ʻ]{0,14}){1,3}$/u.test(t)) return 'number';
  if (LETTER_GRADE_RE.test(t) || /^(?:[A-E][1-9]|A\*|[A-F][+-]?\s*\(\s*\d[.,]?\d*\s*\))$/.test(t) || GRADE_FLAG_RE.test(t)) return 'letter';
  if (GRADE_WORD_SET.has(foldText(t))) return 'word';
  // A grade in words with its number: "dostateczny (3,0)", "Sehr gut (1,3)".
  if (/^\p{L}[\p{L}\p{M}\s.+-]{0,24}\(\s*\d+(?:[.,]\d+)?\s*\)$/u.test(t) && GRADE_WORD_SET.has(foldText(t.replace(/\(.*$/, '')))) return 'word';
  return null;
}

/** A scale a column of maxima is printed on ("Max. 100" on every row). */
const MAX_SCALES = new Set([20, 25, 30, 40, 50, 60, 70, 75, 80, 100, 150, 200]);
/** A range of a grading-scale legend ("90–100", "3.5 - 4.0"): no course value. */
const RANGE_RE = /^\d{1,3}(?:[.,]\d{1,2})?\s*[-–]\s*\d{1,3}(?:[.,]\d{1,2})?$/;

/** A range of a grading scale in words ("16 à 20", "9,0 a 10,0", "70 to 79", "1 bis 4", "below 50"). */
const WORDED_RANGE_RE = /^(?:\d{1,3}(?:[.,]\d{1,2})?\s+(?:à|a|to|bis|al|até|до|–)\s+\d{1,3}(?:[.,]\d{1,2})?|(?:below|under|unter|moins de|menos de|sotto)\s+\d{1,3}(?:[.,]\d{1,2})?)$/iu;

/**
 * Whether a line is a grading key's row: a letter of a scale right before a range of marks, or a
 * cell that is a range ("90-100", "16 à 20", "below 50"), which no course's value is.
 */
function legendRow(line: Line): boolean {
  return keyStart(line.items) >= 0 || line.segments.some((sg) => markRange(sg.text));
}

/** Whether a cell is a range of marks, in figures or in words ("90-100", "16 à 20", "below 50"). */
function markRange(text: string): boolean {
  const t = asciiDigits(text.trim());
  return RANGE_RE.test(t) || WORDED_RANGE_RE.test(t);
}

/**
 * Where a grading key's row starts among a line's items, or -1: a letter of a scale right before a
 * range of marks ("A | 80-100 | 5.0 | Excellent"). docs/document-understanding.md, "Lines that are no course".
 */
function keyStart(items: TextItem[]): number {
  const words = items.flatMap((it) => it.text.trim().split(/\s{2,}/).map((w) => ({ w, it }))).filter((x) => x.w);
  const k = words.findIndex((x, j) => j + 1 < words.length && LETTER_GRADE_RE.test(x.w) && RANGE_RE.test(words[j + 1].w));
  return k < 0 ? -1 : items.indexOf(words[k].it);
}

interface Candidate {
  index: number;
  segs: Segment[];
  name: number;
}

/** A line that reads as a course row by its values: a title of words, then one or more typed values. */
function rowCandidate(l: Line, index: number): Candidate | null {
  const segs = l.segments.filter((sg) => /[\p{L}\p{N}]/u.test(sg.text));
  // Up to four cells per term, three terms side by side and more.
  if (segs.length < 2 || segs.length > 16) return null;
  // Labels with their values ("Date of birth: 12.03.1999") are key-value lines, not rows (a
  // total of a second term printed side by side, "Year credits: 6.0", may end a row).
  const label = (sg: Segment) => /:\s*$/.test(sg.text) || /^[^:]{1,30}:\s/.test(sg.text);
  // A term's total printed beside the rows of a term side by side ("GPA: 3.34 | Credits: 19", after a
  // row's values) is no label of this line.
  const totalAfterValues = (sg: Segment) => label(sg) && segs.slice(0, segs.indexOf(sg)).some((v) => valueKind(v.text) !== null);
  if (label(segs[0]) || segs.filter((sg) => label(sg) && !totalAfterValues(sg)).length > 1) return null;
  if (/(^|\s)[$€£₹¥₽]|\b(usd|eur|inr|rub|uah)\b/i.test(l.text)) return null;
  // The title: the cell with the most letters, eight letters or two words of three at least.
  let name = -1;
  let most = 0;
  // A term printed in a column of its own ("1er Semestre", "Semester 2") is a typed cell, not the title.
  const termCell = (sg: Segment) => looksLikeTermHeading(sg.text.trim());
  segs.forEach((sg, k) => {
    const letters = (sg.text.match(/\p{L}/gu) ?? []).length;
    if (letters > most && !valueKind(sg.text) && !termCell(sg)) {
      most = letters;
      name = k;
    }
  });
  // The title comes first: the leftmost cell of words (four letters or more, no code) when it is
  // not much shorter than the longest one (a remark "Ordinaria" or a second term's title right of
  // it is no title of this row).
  const letters = (t: string) => (t.match(/\p{L}/gu) ?? []).length;
  const first = segs.findIndex((sg) => letters(sg.text) >= 4 && !valueKind(sg.text) && !CODE_RE.test(sg.text.trim()) && !otherKind(sg.text) && !termCell(sg));
  if (first >= 0 && first < name && letters(segs[first].text) * 2 >= most) name = first;
  if (name < 0 || name === segs.length - 1) return null;
  const title = segs[name].text.trim();
  if (letters(title) < 4) return null;
  if (isStopLine(title) || looksLikeTermHeading(title)) return null;
  const after = segs.slice(name + 1);
  const values = after.filter((sg) => valueKind(sg.text) !== null);
  // Dates, years and terms, and codes, are typed cells too but no value of a course's result.
  // A course code after the title is a second term's, printed side by side ("03286311 | General Physics | 4 | A").
  const typed = after.filter((sg) => valueKind(sg.text) !== null || otherKind(sg.text) || CODE_RE.test(sg.text.trim()) || totalAfterValues(sg));
  // One cell after the title of no type is tolerated (a remark, a kind of course, a second title).
  // Terms printed side by side: a second title after values of the first starts the second term's
  // row, which may hold one such cell of its own ("Compulsory" beside each term's title).
  const untyped = (sg: Segment) => !typed.includes(sg);
  const second = after.findIndex((sg, k) => untyped(sg) && letters(sg.text) >= 4 && after.slice(0, k).some((v) => valueKind(v.text) !== null) && after.slice(k + 1).some((v) => valueKind(v.text) !== null));
  const halves = second > 0 ? [after.slice(0, second), after.slice(second + 1)] : [after];
  if (!values.length || halves.some((h) => h.filter(untyped).length > 1) || values.every((sg) => valueKind(sg.text) === 'dash')) return null;
  return { index, segs, name };
}

/**
 * A date ("04/07/2020", or ISO 8601 "2014-06-03", the form Nordic and Baltic records print each
 * course's date in), a year or session ("2019/2020", "WiSe 2017/18", "WiSe 19/20", "1º"), a
 * code ("SECS-P/07"), or a code of two or three capitals (a course's type "FB", "OB"; a result
 * "BE", "AN"): typed cells, but no grade.
 */
function otherKind(text: string): boolean {
  const t = asciiDigits(text.trim());
  return (
    /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(t) ||
    /^(?:19|20)\d{2}-\d{2}-\d{2}$/.test(t) ||
    /^(?:\p{L}{1,6}\.?\s+)?(?:19|20)\d{2}(?:\s*[-/–]\s*(?:19|20)?\d{2})?$/u.test(t) ||
    // An academic year with its term's number ("2013-2014-1", as Chinese records print the term).
    /^(?:19|20)\d{2}\s*[-/–]\s*(?:19|20)\d{2}\s*[-/–]\s*[1-4]$/.test(t) ||
    /^\p{L}{2,6}\.?\s+\d{2}\s*\/\s*\d{2}$/u.test(t) ||
    /^\p{Lu}{2,3}$/u.test(t) ||
    /^(?:\d{1,2}\s*(?:º|ª|st|nd|rd|th|er|e)|[IVX]{1,4})$/u.test(t) ||
    /^\p{Lu}{2,8}(?:[-/ ]\p{Lu}{1,4})?[-/ ]?\d{1,3}$/u.test(t)
  );
}

/** The columns of a table printed without a known header, and the lines from its first row to its last. */
export interface InferredTable {
  columns: Column[];
  /** Column groups of terms printed side by side (one group otherwise). */
  groups?: Column[][];
  from: number;
  to: number;
}

/** A course code: letters and digits ("SCO 101", "CS-2301", "MATH1010A", "Inf.201") or a long number. */
const CODE_RE = /^(?:\p{Lu}[\p{L}]{0,5}[\s.-]?\d{2,5}\p{Lu}?|\p{Lu}{2,6}[\s-]?\d{1,5}[.-]\d{1,3}|\d{5,10})$/u;
/**
 * A letter grade, or a pass/fail mark, as printed in a grade column. Two letters are a grade only
 * as steps of one scale ("AA", "BA", "CB", "AB", "FD": equal or neighbouring letters of A B C D F),
 * not a code of a course's type ("FB", "OB") nor a result code ("BE" bestanden). The Swedish scale
 * prints its grades as the initials of its words: U, G, VG (underkänd, godkänd, väl godkänd), and
 * the school scale also IG and MVG. Korean universities print the plain step of their 4.5 scale with a zero
 * (A0, B0, C0, D0 beside A+, B+ …), so that it reads apart from the step with a plus.
 * Rule "A unit of competency: its nominal hours, its result date and its result" (docs/document-understanding.md,
 * "Tables the rotated group w2- showed"): competency-based vocational records (Australia's and New Zealand's training
 * packages, many Commonwealth VET systems) result each unit as CA (competency achieved), NYC (not yet competent), CT
 * (credit transfer), RPL (recognition of prior learning) or RCC (recognition of current competency).
 */
const LETTER_GRADE_RE = /^(?:[A-F][+-]?|[A-D]0|AA|AB|BA|BB|BC|CB|CC|CD|DC|DD|DF|FD|FF|[A-F]X|T[A-D]?|HD|CR|DN|NN|P|N|S|U|O|G|VG|MVG|IG|PASS|FAIL|INC|AU|EX|NP|NC|CA|NYC|CT|RPL|RCC)$/i;

/**
 * Tables found by geometry and value types, not by their header's words
 * (docs/document-understanding.md, "Course tables"): runs of three or more lines (term headings,
 * wrapped titles and totals may stand between them) whose cells fall into the same column bands,
 * with one column of running text (the title) and columns whose values have a type. Columns are
 * typed by their values and by the relations between them: letters and pass/fail words are
 * grades; a column of mostly identical round numbers with another column never above it is the
 * maximum of those marks; a column that is the product of two others (credits × grade points) is
 * weighted points, not read; whole numbers or halves up to 30 are credits (the ones whose sum is
 * printed under the table, or with the fewest distinct values), reported only when the page shows
 * they are (a printed sum or total, weighted or quality points, a header word); numbers on a grade scale are
 * grades, whole numbers above 20 marks. A header printed over the rows, in words no lexicon
 * holds, stays out of the rows; a header word the lexicon knows names its column when its values
 * fit. A legend of a grading scale (ranges, grade words as titles) is no table.
 */
export function inferTables(lines: Line[]): InferredTable[] {
  const candidates: Candidate[] = [];
  lines.forEach((l, index) => {
    const c = rowCandidate(l, index);
    if (c) candidates.push(c);
  });
  // Runs of candidates: at most three other lines between two rows of one table. Rule "A legend inside a
  // table found without a header": the lines of a grading key set between its rows (a letter before a range
  // of marks, a range as a cell) and the key's own header are not counted, so that the rows after the key
  // stay in the run (the rows of a term printed beside a shorter one would alone show no title column).
  const keyLines = new Set(lines.map((l, k) => (legendRow(l) || headsOtherTable(l) ? k : -1)).filter((k) => k >= 0));
  const runs: Candidate[][] = [];
  for (const c of candidates) {
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1].index ?? 0;
    let between = 0;
    for (let k = last + 1; k < c.index; k++) if (!keyLines.has(k) || lines[k].pageNumber !== lines[c.index].pageNumber) between++;
    if (run && between <= 3) run.push(c);
    else runs.push([c]);
  }
  const out: InferredTable[] = [];
  for (const run of runs) {
    if (run.length < 3) continue;
    const t = typeRun(lines, run);
    if (t) out.push(t);
  }
  return out;
}


interface Cluster {
  x0: number;
  x1: number;
  values: Array<{ row: number; text: string }>;
  names: number;
}

function typeRun(lines: Line[], run: Candidate[]): InferredTable | null {
  const clusters: Cluster[] = [];
  run.forEach((c, row) => {
    c.segs.forEach((sg, k) => {
      // A total of a second term printed side by side ("Yarıyıl Kredi: 14 AKTS: 22") ends a row
      // but is no cell of a column: it would join that term's code and title columns into one.
      if (k > c.name && /^[^:]{1,30}:\s/.test(sg.text)) return;
      const x0 = sg.x;
      const x1 = sg.x + sg.width;
      const hit = clusters.filter((cl) => Math.min(cl.x1, x1) - Math.max(cl.x0, x0) > 0);
      const merged: Cluster = {
        x0: Math.min(x0, ...hit.map((h) => h.x0)),
        x1: Math.max(x1, ...hit.map((h) => h.x1)),
        values: [...hit.flatMap((h) => h.values), { row, text: sg.text.trim() }],
        names: hit.reduce((a, h) => a + h.names, 0) + (k === c.name ? 1 : 0),
      };
      for (const h of hit) clusters.splice(clusters.indexOf(h), 1);
      clusters.push(merged);
    });
  });
  clusters.sort((a, b) => a.x0 - b.x0);
  const nameCol = clusters.reduce((a, b) => (b.names > a.names ? b : a));
  // Terms printed side by side: a second column of titles right of the first, values after each.
  // Its titles differ from row to row: a column of a course's kind ("Compulsory", "Elective") is no title.
  const varied = (cl: Cluster) => new Set(cl.values.map((v) => foldText(v.text))).size >= cl.values.length * 0.6;
  // Three terms or more side by side: each title column right of the one before.
  const titles = clusters.filter((cl) => cl.x0 > nameCol.x1 && cl.values.length >= run.length * 0.5 && titleColumn(cl) && varied(cl) && cl.values.every((v) => !valueKind(v.text)));
  // Rows of the longer term alone, under the end of the shorter one, have their title in its column:
  // with terms side by side, each row has its title in one of them.
  if (titles.reduce((n, t) => n + t.names, nameCol.names) < run.length * 0.8) return null;
  if (!titleColumn(nameCol)) return null;
  if (clusters.some((cl) => cl.values.filter((v) => RANGE_RE.test(v.text)).length * 2 >= run.length)) return null;
  if (titles.length) {
    const heads = [nameCol, ...titles];
    // Each later term's codes, right before its titles, are its own ("MAT-211 | Inżynieria …").
    const cuts = titles.map((t, k) => {
      const before = clusters.filter((cl) => cl.x1 <= t.x0 && cl.x0 > heads[k].x1).sort((a, b) => b.x1 - a.x1)[0];
      const codes = before && before.values.length >= 3 && before.values.filter((v) => CODE_RE.test(v.text)).length >= before.values.length * 0.8;
      return codes ? before.x0 : t.x0;
    });
    const partOf = (k: number) => clusters.filter((cl) => (k === 0 || cl.x0 >= cuts[k - 1]) && (k === cuts.length || cl.x1 <= cuts[k]));
    const joint = jointCreditTotal(lines, run, heads.map((h, k) => partOf(k).filter((cl) => cl.x0 > h.x1)));
    const parts = heads.map((h, k) => typeColumns(lines, run, partOf(k), h, joint));
    // Only when all parts hold the same kinds of value (a title column, then marks in words
    // and a grade, is one table).
    const kindsOf = (t: InferredTable) => t.columns.map((c) => c.type).filter((k) => k !== 'ignore' && k !== 'code').join(' ');
    if (parts.every((t): t is InferredTable => t !== null)) {
      // The parts print the same columns: marks in one (whole numbers only) are marks in the others,
      // where grade words among the numbers ("Pass", "Excellent") made it read as the grade.
      const typed = parts.map((t) => t.columns.filter((c) => c.type !== 'ignore' && c.type !== 'code'));
      if (typed.every((t) => t.length === typed[0].length)) {
        typed[0].forEach((_c, k) => {
          const same = typed.map((t) => t[k]);
          if (!same.some((x) => x.type === 'marksScored')) return;
          for (const grade of same.filter((x) => x.type === 'grade')) {
            if (clusters.some((cl) => cl.x0 === grade.x0 && cl.values.some((v) => /^\d{2,3}$/.test(asciiDigits(v.text.trim()))))) grade.type = 'marksScored';
          }
        });
      }
      if (parts.every((t) => kindsOf(t) === kindsOf(parts[0]))) return { columns: parts.flatMap((t) => t.columns), groups: parts.map((t) => t.columns), from: parts[0].from, to: parts[0].to };
    }
  }
  return typeColumns(lines, run, clusters, nameCol);
}

/**
 * Terms printed side by side under one total ("Total Credits Earned: 56" under all of them): a column of
 * whole or half numbers in each term whose sums add up to a number printed after the table is the
 * credits of all (docs/document-understanding.md, "Credits need evidence": a total under terms side by side).
 */
function jointCreditTotal(lines: Line[], run: Candidate[], parts: Cluster[][]): Set<Cluster> {
  const sumOf = (cl: Cluster): number | null => {
    const v = cl.values.map((x) => parseNumber(asciiDigits(x.text)));
    if (v.length < 3 || v.some((n) => n === null || n < 0 || n > 60 || !Number.isInteger(n * 2))) return null;
    return (v as number[]).reduce((a, b) => a + b, 0);
  };
  const rowLines = new Set(run.map((c) => c.index));
  const last = run[run.length - 1].index;
  const printed: number[] = [];
  for (let i = last + 1; i < Math.min(lines.length, last + 40); i++) {
    if (!rowLines.has(i)) printed.push(...(asciiDigits(lines[i].text).match(/\d+(?:[.,]\d+)?/g) ?? []).map((t) => parseNumber(t) ?? -1));
  }
  const out = new Set<Cluster>();
  // One column of each part, every choice of them: a handful of columns per part.
  const choose = (k: number, picked: Cluster[], sum: number): void => {
    if (k === parts.length) {
      if (sum >= 10 && printed.some((n) => Math.abs(n - sum) <= 0.06)) picked.forEach((c) => out.add(c));
      return;
    }
    for (const cl of parts[k]) {
      const x = sumOf(cl);
      if (x !== null) choose(k + 1, [...picked, cl], sum + x);
    }
  };
  if (parts.length >= 2) choose(0, [], 0);
  return out;
}

/**
 * Whether a line repeats the line of labels just above a table's first row (its header): each of its
 * cells, two at least, is one of that line's labels at the same place (the header again over fewer terms).
 */
function repeatsHeaderAbove(lines: Line[], first: number, line: Line): boolean {
  const above = lines[first - 1];
  if (!above || above.pageNumber !== lines[first].pageNumber || above.segments.length < 2 || /\d/.test(above.text) || line.segments.length < 2) return false;
  const em = above.fontSize || above.height;
  return line.segments.every((sg) => above.segments.some((h) => Math.abs(h.x - sg.x) <= em && foldText(h.text) === foldText(sg.text)));
}

/** A column of course titles: words, mostly longer than a label's ("Class", "Section"), not grade words (a scale's legend). */
function titleColumn(cl: Cluster): boolean {
  const texts = cl.values.map((v) => v.text);
  if (texts.filter((t) => (t.match(/\p{L}/gu) ?? []).length >= 8 || /\p{L}{2,}\s+\p{L}/u.test(t) || /\p{Lo}/u.test(t)).length * 2 < texts.length) return false;
  return texts.filter((t) => GRADE_WORD_SET.has(foldText(t))).length * 2 < texts.length;
}

/** A pass mark printed alone: a result word ("Passed", "Completed", "bestanden") or its letter ("P", "S"). */
const passMark = (text: string): boolean => RESULT_WORD_SET.has(foldText(text)) || /^(?:p|s)$/i.test(text.trim());

/**
 * Rule "Pass words beside a grade scale" (docs/document-understanding.md, "Grades of other scales"):
 * the columns of letters or words that print only pass marks, in a table with two columns of small
 * numbers (up to 20 on three rows at least), one for the credits and one for grades.
 */
function passWordsBesideScale(clusters: Cluster[], types: Map<Cluster, ColumnType>, numeric: Array<Map<number, number>>): Set<Cluster> {
  const out = new Set<Cluster>();
  const small = numeric.filter((v) => v.size >= 3 && [...v.values()].every((n) => n >= 0 && n <= 20));
  if (small.length < 2) return out;
  for (const cl of clusters) {
    const t = types.get(cl);
    if (t !== 'grade' && t !== 'passStatus') continue;
    const texts = cl.values.map((v) => v.text).filter((x) => valueKind(x) !== 'dash');
    if (texts.length >= 3 && texts.every(passMark)) out.add(cl);
  }
  return out;
}

function typeColumns(lines: Line[], run: Candidate[], clusters: Cluster[], nameCol: Cluster, jointTotal: Set<Cluster> = new Set()): InferredTable | null {
  const em = medianOf(run.map((c) => lines[c.index].fontSize || lines[c.index].height));
  const kinds = (cl: Cluster) => cl.values.map((v) => valueKind(v.text));
  const share = (cl: Cluster, test: (k: ValueKind | null, text: string) => boolean) => {
    const ks = kinds(cl);
    const counted = ks.filter((k) => k !== 'dash').length || 1;
    return ks.filter((k, i) => k !== 'dash' && test(k, cl.values[i].text)).length / counted;
  };
  // Rule "A column of three decimals": where a column prints marks with three decimals after a comma
  // ("12,750", "11,125"), its "14,000" is fourteen as well, not fourteen thousand.
  const threeDecimals = (cl: Cluster) => cl.values.some((v) => /^\d{1,2},(?!000)\d{3}$/.test(asciiDigits(v.text.trim())));
  const nums = (cl: Cluster) => {
    const m = new Map<number, number>();
    const decimals = threeDecimals(cl);
    for (const v of cl.values) {
      let text = asciiDigits(v.text).replace(/\s*\(.*\)$/, '').replace(/\s+\p{L}.*$/u, '').replace(/%$/, '');
      if (decimals && /^\s*\d{1,2},\d{3}\s*$/.test(text)) text = text.replace(',', '.');
      const n = valueKind(v.text) === 'number' ? parseNumber(text.replace('−', '-')) : null;
      if (n !== null) m.set(v.row, n);
    }
    return m;
  };
  const types = new Map<Cluster, ColumnType>();
  const numeric: Array<{ cl: Cluster; v: Map<number, number> }> = [];
  for (const cl of clusters) {
    if (cl === nameCol) {
      types.set(cl, 'name');
      continue;
    }
    const coverage = cl.values.length / run.length;
    if (cl.x1 <= nameCol.x0 + 1) {
      if (share(cl, (_k, t) => CODE_RE.test(t)) >= 0.8 && coverage >= 0.5) types.set(cl, 'code');
      continue;
    }
    if (cl.x0 < nameCol.x1 - 1 || coverage < 0.5) continue;
    if (share(cl, (k) => k === 'letter' || k === 'word') >= 0.8) types.set(cl, share(cl, (k) => k === 'letter') > 0 ? 'grade' : 'passStatus');
    // Rule "Grade words with and without their figure": "отлично" on some rows, "5 (отлично)" on
    // others are one column of grades in words, too few numbers for marks and too few bare words
    // for a column of words.
    else if (share(cl, (k) => k === 'word') > 0 && share(cl, (k, t) => k === 'number' && wordedGrade(t)) > 0 && share(cl, (k, t) => k === 'word' || (k === 'number' && wordedGrade(t))) >= 0.8) types.set(cl, 'grade');
    else if (share(cl, (k) => k === 'pair') >= 0.8) types.set(cl, 'marksScored');
    // Numbers, some rows with a grade word instead ("30 e lode", "approvato" among marks).
    else if (share(cl, (k) => k === 'number') >= 0.6 && share(cl, (k) => k === 'number' || k === 'word' || k === 'letter') >= 0.9) numeric.push({ cl, v: nums(cl) });
  }
  // Rule "Pass words beside a grade scale": a column of nothing but pass words and pass marks
  // ("Completed", "Passed", "P") says each course was passed; beside two columns of small numbers
  // (the credits, and grades of a scale up to 20: "5,5", "4.5", "8,0") it is the result, not the grade.
  const resultOnly = passWordsBesideScale(clusters, types, numeric.map((x) => x.v));
  for (const cl of resultOnly) types.set(cl, 'passStatus');
  // One grade column: a second column of pass marks ("P", "Passed", "Completed") is a remark the
  // table does not read, not more of the grade; without letters, a column of pass words is the grade.
  const gradeCols = [...types].filter(([, t]) => t === 'grade').map(([cl]) => cl);
  if (gradeCols.length > 1) {
    const passLike = (cl: Cluster) => share(cl, (k, t) => k === 'word' || /^(p|s|pass)$/i.test(t));
    const best = gradeCols.reduce((a, b) => (passLike(b) < passLike(a) ? b : a));
    for (const cl of gradeCols) if (cl !== best) types.set(cl, 'ignore');
  }
  for (const [cl, t] of types) if (t === 'passStatus' && gradeCols.length) types.set(cl, 'ignore');
  const letterCol = [...types].find(([, t]) => t === 'grade');
  if (!letterCol) {
    // Words of three or more kinds ("отлично", "хорошо", "зачтено") are grades in words; one or
    // two kinds (passed, failed) a result beside numeric grades, the grade without them.
    const pass = [...types].filter(([, t]) => t === 'passStatus');
    // Grades in words that say more than passed or failed ("хорошо", "удовлетворительно") are the
    // grade whatever how few kinds of them the table prints.
    const kindsOfWords = (cl: Cluster) => new Set(cl.values.map((v) => foldText(v.text))).size;
    const graded = (cl: Cluster) => cl.values.some((v) => GRADE_WORD_SET.has(foldText(v.text)) && !RESULT_WORD_SET.has(foldText(v.text)));
    if (pass.length && !resultOnly.has(pass[0][0]) && (!numeric.length || kindsOfWords(pass[0][0]) >= 3 || graded(pass[0][0]))) types.set(pass[0][0], 'grade');
  }

  // Numbers printed with their unit ("5 з.е.", "6 ECTS") are credits, with a grade word
  // ("5 (отлично)", "7,5 Notable") grades, whatever else the relations say.
  const unitOf = (t: string) => foldText(asciiDigits(t).replace(/^\s*\d{1,3}(?:[.,]\d{1,3})?/, ''));
  for (const x of [...numeric]) {
    const units = x.cl.values.map((v) => unitOf(v.text)).filter(Boolean);
    if (units.length * 2 < x.cl.values.length) continue;
    if (units.filter((u) => CREDIT_UNITS.has(u)).length * 2 >= units.length) types.set(x.cl, 'credit');
    else if (units.filter((u) => GRADE_WORD_SET.has(u)).length * 2 >= units.length) types.set(x.cl, 'grade');
    else continue;
    numeric.splice(numeric.indexOf(x), 1);
  }
  const open = new Set(numeric);
  const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.06, Math.abs(b) * 0.01);
  const rowsOf = (x: { v: Map<number, number> }) => [...x.v.keys()];
  // Maxima: mostly one round value, and a column beside it never above it.
  for (const m of numeric) {
    const counts = new Map<number, number>();
    for (const n of m.v.values()) counts.set(n, (counts.get(n) ?? 0) + 1);
    const [top, times] = [...counts].reduce((a, b) => (b[1] > a[1] ? b : a), [0, 0]);
    if (!MAX_SCALES.has(top) || times < m.v.size * 0.8) continue;
    // Of the columns never above it, the marks are the ones nearest the maximum (credits or a
    // level beside them are small: marks below 30 % of their maximum are no column of marks).
    const median = (o: { v: Map<number, number> }) => medianOf([...o.v.values()]);
    const scored = numeric
      .filter((o) => o !== m && open.has(o) && rowsOf(o).length >= 3 && rowsOf(o).every((r) => !m.v.has(r) || o.v.get(r)! <= m.v.get(r)!) && new Set(o.v.values()).size > 1 && median(o) >= top * 0.3)
      .sort((a, b) => median(b) - median(a))[0];
    if (!scored) continue;
    types.set(m.cl, 'maximumMarks');
    types.set(scored.cl, 'marksScored');
    open.delete(m);
    open.delete(scored);
  }
  // Beside a maximum, another column of one value is the pass mark, not credits.
  if ([...types.values()].includes('maximumMarks')) {
    for (const o of [...open]) {
      const v = [...o.v.values()];
      const most = Math.max(...v.map((n) => v.filter((m) => m === n).length));
      if (v.length >= 3 && most >= v.length * 0.8) {
        types.set(o.cl, 'ignore');
        open.delete(o);
      }
    }
  }
  // Weighted points: the product of two other columns on most rows. Its factors are the credits
  // and the grade points, evidence that one of them is the credits.
  const factors = new Set<Cluster>();
  for (const p of numeric) {
    if (!open.has(p)) continue;
    const others = numeric.filter((o) => o !== p && open.has(o));
    let found = false;
    for (let a = 0; a < others.length && !found; a++) {
      for (let b = a + 1; b < others.length && !found; b++) {
        const rows = rowsOf(p).filter((r) => others[a].v.has(r) && others[b].v.has(r));
        const ok = rows.filter((r) => close(others[a].v.get(r)! * others[b].v.get(r)!, p.v.get(r)!)).length;
        if (rows.length >= 3 && ok >= rows.length * 0.8) {
          found = true;
          // Grade points are on a scale up to 10; a coefficient times a mark out of 20 ("Coef. |
          // Note | Points") is the same product, and says nothing of credits.
          const top = (x: { v: Map<number, number> }) => Math.max(...x.v.values());
          if (top(others[b]) <= 10) factors.add(others[a].cl);
          if (top(others[a]) <= 10) factors.add(others[b].cl);
        }
      }
    }
    if (found) {
      types.set(p.cl, 'ignore');
      open.delete(p);
    }
  }
  const vals = (x: { v: Map<number, number> }) => [...x.v.values()];
  // Credits come whole or in halves, up to 60 (a UK module of 60 credits, ECTS up to 30).
  const creditLike = (x: { v: Map<number, number> }) => vals(x).every((n) => n >= 0 && n <= 60 && Number.isInteger(n * 2));
  // A sum printed on a line that is no row (a term's or the table's total, inside the table or
  // just under it) of the values above it since the last such line names the credits.
  const rowAt = new Map(run.map((c, k) => [c.index, k]));
  const summed = (x: { v: Map<number, number> }) => {
    let sum = 0;
    let count = 0;
    for (let i = run[0].index; i < Math.min(lines.length, run[run.length - 1].index + 5); i++) {
      const k = rowAt.get(i);
      if (k !== undefined) {
        // A total set like a row ("Vorumak  15" under its term's rows): its one value is the sum.
        const lone = run[k].segs.length - run[k].name - 1 === 1;
        if (lone && count >= 2 && x.v.has(k) && close(x.v.get(k)!, sum)) return true;
        if (x.v.has(k)) {
          sum += x.v.get(k)!;
          count++;
        }
        continue;
      }
      const printed = (asciiDigits(lines[i].text).match(/\d+(?:[.,]\d+)?/g) ?? []).map((t) => parseNumber(t) ?? -1);
      if (!printed.length) continue;
      if (count >= 2 && printed.some((n) => close(n, sum))) return true;
      sum = 0;
      count = 0;
    }
    return false;
  };
  const distinct = (x: { v: Map<number, number> }) => new Set(vals(x)).size / Math.max(1, x.v.size);
  // Whole values printed with a decimal ("4,0", "5.0") up to 5 beside whole numbers printed
  // without one: a grade scale of halves (2,0-5,0), the other column the credits (credits "12,0"
  // beside marks "28" are no such scale).
  const padded = (x: { v: Map<number, number>; cl: Cluster }) =>
    Number(Math.max(...vals(x)) <= 5 && x.cl.values.filter((c) => /^\d{1,2}[.,]0+$/.test(asciiDigits(c.text.trim()))).length >= x.cl.values.length * 0.2);
  // The sum of the whole column printed on a line after the table ("Cumulative Credits Earned:
  // 71.0", "Total ECTS 180"): the page's own statement that the column is credits.
  const lastRow = run[run.length - 1].index;
  const statedTotal = (x: { v: Map<number, number> }) => {
    const sum = vals(x).reduce((a, b) => a + b, 0);
    if (x.v.size < 3 || sum < 10) return false;
    for (let i = lastRow + 1; i < Math.min(lines.length, lastRow + 40); i++) {
      if (rowAt.has(i)) continue;
      const printed = (asciiDigits(lines[i].text).match(/\d+(?:[.,]\d+)?/g) ?? []).map((t) => parseNumber(t) ?? -1);
      if (printed.some((n) => close(n, sum))) return true;
      // A total that names the credits ("Summe der ECTS-Leistungspunkte: 103") may leave out a
      // failed or repeated course's credits: near the column's sum is enough.
      if (namesCredits(lines[i].text) && printed.some((n) => n >= sum * 0.8 && n <= sum * 1.05)) return true;
    }
    return false;
  };
  // Quality points beside letter grades: another column that is this one times a value fixed by
  // the row's grade (every "A-" row the same multiple, "B" rows another) is credits × grade points.
  const gradeOfRow = new Map((letterCol?.[0].values ?? []).map((v) => [v.row, v.text.toUpperCase()]));
  const gradeWeighted = (x: { v: Map<number, number>; cl: Cluster }) =>
    numeric.some((p) => {
      if (p === x) return false;
      const byGrade = new Map<string, number[]>();
      for (const [r, c] of x.v) {
        const g = gradeOfRow.get(r);
        const q = p.v.get(r);
        if (g === undefined || q === undefined || c <= 0) continue;
        byGrade.set(g, [...(byGrade.get(g) ?? []), q / c]);
      }
      const ratios = [...byGrade.values()];
      if (ratios.flat().length < 3 || ratios.flat().some((k) => k > 10)) return false;
      if (!ratios.every((rs) => rs.every((k) => Math.abs(k - rs[0]) <= 0.02))) return false;
      if (new Set(ratios.map((rs) => rs[0].toFixed(2))).size < 2) return false;
      // Rule "Quality points are grade points times credits": the multiple is a grade's points as a scale prints
      // them, in tenths or thirds (4.0, 3.7, 3.33, 2.5). Two columns of marks that differ by a fixed amount (a
      // raw and a moderated mark, 30 and 29) also give each grade one ratio (29/30) where each grade's rows
      // happen to print one value: that ratio is no grade point, and the column no credits.
      const gradePoint = (k: number) => Math.abs(k * 10 - Math.round(k * 10)) <= 0.05 || Math.abs(k * 3 - Math.round(k * 3)) <= 0.03;
      return ratios.every((rs) => gradePoint(rs[0]));
    });
  const evidenced = (x: { v: Map<number, number>; cl: Cluster }) => summed(x) || statedTotal(x) || factors.has(x.cl) || gradeWeighted(x) || jointTotal.has(x.cl);
  const credits = [...open].filter(creditLike).sort((a, b) => Number(summed(b)) - Number(summed(a)) || padded(a) - padded(b) || distinct(a) - distinct(b) || a.cl.x0 - b.cl.x0);
  // Credits read from values alone, with no sum, no total and no product to show for them: a
  // column of coefficients, hours or points looks the same. Typed to keep them out of the grade,
  // they are reported only when a header word above names them credits (D4, "Honesty").
  const unproven = new Set<Cluster>();
  const hasGrade = () => [...types.values()].some((t) => t === 'grade' || t === 'marksScored');
  // Credits need a grade beside them: the credits are then the first of the ordered list; without
  // letter grades, a second column is the grade.
  const rest = [...open];
  if ([...types.values()].includes('credit')) {
    // Named by their unit already.
  } else if (letterCol || hasGrade()) {
    if (credits.length) {
      types.set(credits[0].cl, 'credit');
      open.delete(credits[0]);
      if (!evidenced(credits[0])) unproven.add(credits[0].cl);
    }
  } else if (rest.length >= 2) {
    // Only beside a column that can hold the grades (a grade scale or marks up to 100): a column of
    // contact hours ("90", "120", "180") is neither, and beside it the small numbers are the grades.
    // Rule "Hours with a fraction hold no grade": above 20, only whole numbers are marks (as the
    // columns left below are read); "67.5" among "45", "90" is a column of hours.
    const gradeLike = (o: { v: Map<number, number> }) => Math.max(...vals(o)) <= 20 || (Math.max(...vals(o)) <= 100 && vals(o).every((n) => Number.isInteger(n)));
    const credit = credits.find((c) => rest.some((o) => o !== c && gradeLike(o))) ?? null;
    if (credit) {
      types.set(credit.cl, 'credit');
      open.delete(credit);
      if (!evidenced(credit)) unproven.add(credit.cl);
    }
  }
  // What is left: one column of grades (numbers on a grade scale) or marks (whole numbers above
  // 20), the one whose values vary most (a level or a year repeats), the rightmost of equals.
  for (const x of [...open].sort((a, b) => distinct(b) - distinct(a) || b.cl.x0 - a.cl.x0)) {
    if (hasGrade()) break;
    const v = vals(x);
    const max = Math.max(...v);
    // Whole numbers with grade words among them ("approvato", "30 e lode") are grades as printed
    // on a scale of marks (18-30): the grade column, its marks from the document's scale.
    const worded = x.cl.values.some((c) => valueKind(c.text) === 'word' || /^\d{1,3}\s+\p{L}/u.test(asciiDigits(c.text.trim())));
    if (max > 20 && max <= 100 && v.every((n) => Number.isInteger(n))) types.set(x.cl, worded ? 'grade' : 'marksScored');
    else if (max <= 20) types.set(x.cl, 'grade');
    else continue;
    open.delete(x);
  }
  // One numeric column alone is a grade only with a code beside its titles or when its values
  // look like grades (tenths, or a spread no credit column has): a column of credits alone is no
  // grade, and a list of courses with credits only is no grade table.
  const typedGrade = [...types].find(([, t]) => t === 'grade' && !letterCol);
  if (typedGrade && !numeric.some((x) => x.cl !== typedGrade[0] && types.get(x.cl) === 'credit')) {
    const x = numeric.find((n) => n.cl === typedGrade[0]);
    const hasCode = [...types.values()].includes('code');
    if (x && creditLike(x) && !hasCode && (summed(x) || distinct(x) < 0.3)) types.set(typedGrade[0], 'credit');
  }
  const columns: Column[] = clusters.map((cl) => ({ type: types.get(cl) ?? 'ignore', label: '', x0: cl.x0, x1: cl.x1, em, extra: 0 }));
  const named = nameHeaderColumns(lines, run[0].index, columns);
  clusters.forEach((cl, k) => {
    if (unproven.has(cl) && columns[k].type === 'credit' && named.get(columns[k]) !== 'credit') columns[k].type = 'ignore';
  });
  const ts = columns.map((c) => c.type);
  const graded = ts.includes('grade') || ts.includes('marksScored') || ts.includes('passStatus');
  if (!graded && !(ts.includes('credit') && ts.includes('code'))) return null;
  return { columns, from: run[0].index, to: run[run.length - 1].index };
}

/** Value kinds a column of each type may hold (a header word names a column only when its values fit). */
const FITS: Partial<Record<ColumnType, ReadonlyArray<ColumnType>>> = {
  credit: ['credit', 'hours', 'grade', 'alternateGrade', 'marksScored', 'maximumMarks'],
  grade: ['grade', 'alternateGrade', 'credit', 'marksScored', 'passStatus'],
  marksScored: ['marksScored', 'grade', 'alternateGrade'],
  maximumMarks: ['maximumMarks'],
  passStatus: ['passStatus', 'grade'],
};

/**
 * A header over a table found by its values: the line just above the first row, words only, whose
 * cells stand over the columns. A label the lexicon knows names the column under it when the
 * column's values fit that kind ("Kredit" over numbers is the credits, "Note" over numbers the
 * grade); unknown labels leave the value types as they are. Returns the kind each label names.
 */
function nameHeaderColumns(lines: Line[], first: number, columns: Column[]): Map<Column, ColumnType> {
  const named = new Map<Column, ColumnType>();
  const row = lines[first];
  for (let b = first - 1; b >= Math.max(0, first - 2); b--) {
    const h = lines[b];
    if (h.pageNumber !== row.pageNumber || h.segments.length < 2 || /\d{2,}/.test(h.text.replace(/\/\s*\d{1,3}\b/g, ''))) continue;
    const labels = matchHeader(h.items);
    for (const col of columns) {
      if (col.type === 'name' || col.type === 'code') continue;
      const over = labels.filter((l) => Math.min(l.x1, col.x1) - Math.max(l.x0, col.x0) > 0 && l.type !== 'ignore');
      if (over.length !== 1) continue;
      const kind = over[0].type;
      const fits = FITS[kind];
      // A "Result" label over the only column of letter grades names where the grades are printed
      // (and over the only column of grades of any kind: "A result of grades is the grade").
      const only = !columns.some((c) => c !== col && c.type === 'grade');
      const gradesUnderResult =
        kind === 'passStatus' && col.type === 'grade' && only &&
        (holdsScaleLetters(lines, first, columns, col) || resultOfGrades(columnValues(lines, first, columns, col), columns.some((c) => c.type === 'marksScored')));
      if (fits?.includes(col.type) && !gradesUnderResult) col.type = kind;
      col.label = over[0].label;
      named.set(col, kind);
    }
    return named;
  }
  return named;
}

// ---------------------------------------------------------------------------------------------
// Watermarks and stamps

const medianOf = (values: number[]): number => {
  if (!values.length) return 0;
  const s = [...values].sort((a, b) => a - b);
  return s[s.length >> 1];
};

/**
 * Whether an item is a watermark or a stamp rather than table text: a rotated run (its box much
 * taller than its font), a run set far larger than the page's text, or an OCR word read with low
 * confidence whose height does not fit the lines of the page.
 */
function isNoise(it: TextItem, medianSize: number, medianHeight: number): boolean {
  const size = it.fontSize || it.height;
  if (it.confidence === null && it.height > Math.max(size, 1) * 1.5) return true;
  if (medianSize > 0 && size > medianSize * 2.5) return true;
  if (it.confidence !== null && it.confidence < 50 && medianHeight > 0 && (it.height > medianHeight * 1.8 || it.height < medianHeight * 0.45)) return true;
  if (it.confidence !== null && it.confidence < 25 && !/[\p{L}\p{N}]/u.test(it.text)) return true;
  return false;
}

/**
 * The lines without watermark and stamp items, regrouped where something was removed, and for
 * each new line the input lines it came from (the caller's lines keep their identity).
 */
/**
 * Text printed over the table in a text layer (a stamp's "CERTIFIED TRUE COPY" across a row's
 * values): an item whose box covers another item's glyphs, in another type size, the one of the
 * two farther from the page's usual size; and the other lines of its block (the same font and size,
 * within its width, a line or two above or below it). Cells of a table never overlap.
 * docs/document-understanding.md, "Course tables" (watermarks and stamps across it).
 */
function overprinted(items: TextItem[], medianSize: number): TextItem[] {
  if (!medianSize || items.some((it) => it.confidence !== null)) return [];
  const sizeOf = (it: TextItem) => it.fontSize || it.height;
  const over = new Set<TextItem>();
  for (const a of items) {
    for (const b of items) {
      if (a === b || Math.abs(sizeOf(a) - sizeOf(b)) < Math.max(sizeOf(a), sizeOf(b)) * 0.08) continue;
      const ox = overlapX(a, b);
      const oy = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (ox < Math.min(a.width, b.width) * 0.3 || oy < Math.min(a.height, b.height) * 0.5) continue;
      over.add(Math.abs(sizeOf(a) - medianSize) >= Math.abs(sizeOf(b) - medianSize) ? a : b);
    }
  }
  const block = new Set(over);
  for (const o of over) {
    for (const it of items) {
      if (block.has(it) || it.fontName !== o.fontName || sizeOf(it) !== sizeOf(o)) continue;
      if (Math.abs(it.y - o.y) <= o.height * 3 && it.x >= o.x - o.height && it.x + it.width <= o.x + o.width + o.height) block.add(it);
    }
  }
  return [...block];
}

/** The lines of each page, in page order of first appearance and in their own order. */
function linesByPage(lines: Line[]): Map<number, Line[]> {
  const pages = new Map<number, Line[]>();
  for (const l of lines) {
    const page = pages.get(l.pageNumber);
    if (page) page.push(l);
    else pages.set(l.pageNumber, [l]);
  }
  return pages;
}

function withoutNoise(input: Line[]): { lines: Line[]; origin: Map<Line, Line[]> } {
  const origin = new Map<Line, Line[]>();
  const out: Line[] = [];
  for (const [pageNumber, lines] of linesByPage(input)) {
    const items = lines.flatMap((l) => l.items);
    const weighted = items.flatMap((it) => Array<number>(Math.min(20, Math.max(1, it.text.length))).fill(it.fontSize || it.height));
    const medianSize = items.length >= 10 ? medianOf(weighted) : 0;
    const medianHeight = medianOf(items.filter((it) => it.confidence !== null).map((it) => it.height));
    const noisy = new Set([...items.filter((it) => isNoise(it, medianSize, medianHeight)), ...overprinted(items, medianSize)]);
    if (!noisy.size) {
      out.push(...lines);
      continue;
    }
    const lineOf = new Map<TextItem, Line>();
    for (const l of lines) for (const it of l.items) lineOf.set(it, l);
    const ocr = items.some((it) => it.confidence !== null);
    const regrouped = groupLines({ pageNumber, width: 0, height: 0, source: ocr ? 'ocr' : 'text-layer', items: items.filter((it) => !noisy.has(it)) });
    for (const l of regrouped) {
      origin.set(l, [...new Set(l.items.map((it) => lineOf.get(it)!).filter(Boolean))]);
      out.push(l);
    }
  }
  return { lines: out, origin };
}

/**
 * Rule "A page printed in two columns is read column by column": a record printed continuously
 * in two columns (the left column fills top to bottom, then the right, as graduate transcripts and
 * compact records are printed) sets its lines side by side, so that a line of the page joins a row
 * of one term to a row of another. Where a gutter runs down the page that no word crosses, and the
 * rows on both sides of it repeat one geometry (the same cell starts, shifted by one column's width),
 * the lines between the first and last that have words on both sides are read as the left column's
 * lines top to bottom, then the right column's. A single line across the gutter (a stamp, a
 * misplaced word) is read after both columns. Nothing is split where the two sides do not share a
 * row geometry (a label column beside its values, a photo beside a block of data), nor on a page with a
 * course header (tables side by side under their headers are read by their column groups), nor where the
 * two sides keep in step (terms printed side by side, heading beside heading, are read by the rows).
 */
export function readColumnByColumn(lines: Line[], origin = new Map<Line, Line[]>()): Line[] {
  const out: Line[] = [];
  for (const pageLines of linesByPage(lines).values()) out.push(...columnsOfPage(pageLines, origin));
  return out;
}

/** Cells of a row relative to its first cell's start: the geometry of a row. */
function rowShape(segs: Segment[]): Array<[number, number]> {
  return segs.map((s) => [s.x - segs[0].x, s.x + s.width - segs[0].x]);
}

/** Two rows of one geometry: each cell starts, ends or is centred alike (cells aligned left, right or centred). */
function sameShape(a: Array<[number, number]>, b: Array<[number, number]>, tol: number): boolean {
  return (
    a.length === b.length &&
    a.every(([s, e], i) => Math.abs(s - b[i][0]) <= tol || Math.abs(e - b[i][1]) <= tol || Math.abs((s + e) / 2 - (b[i][0] + b[i][1]) / 2) <= tol)
  );
}

function columnsOfPage(lines: Line[], origin: Map<Line, Line[]>): Line[] {
  if (lines.length < 8) return lines;
  // Tables printed side by side under a header of their own (terms beside terms, a legend beside the
  // table) are read by their column groups; the record printed in two columns has no header.
  if (lines.some((_, i) => headerAt(lines, i))) return lines;
  const left0 = Math.min(...lines.map((l) => l.x));
  const right0 = Math.max(...lines.map((l) => l.x + l.width));
  const span = right0 - left0;
  if (span <= 0) return lines;
  // Candidate gutters: the blanks between two segments of a line, in the middle third of the text.
  const candidates = new Set<number>();
  for (const l of lines)
    for (let i = 1; i < l.segments.length; i++) {
      const mid = Math.round((l.segments[i - 1].x + l.segments[i - 1].width + l.segments[i].x) / 2);
      if (mid > left0 + span / 3 && mid < left0 + (2 * span) / 3) candidates.add(mid);
    }
  const crosses = (l: Line, g: number) => l.segments.some((s) => s.x < g - 1 && s.x + s.width > g + 1);
  const bothSides = (l: Line, g: number) => !crosses(l, g) && l.segments.some((s) => s.x + s.width <= g) && l.segments.some((s) => s.x >= g);
  const tol = 4;
  const gutters: Array<{ g: number; from: number; to: number; n: number }> = [];
  for (const g of candidates) {
    const idx = lines.map((l, i) => (bothSides(l, g) ? i : -1)).filter((i) => i >= 0);
    if (idx.length < 4) continue;
    const from = idx[0];
    const to = idx[idx.length - 1];
    // The gutter runs down the run: one line across it at most per ten.
    if (lines.slice(from, to + 1).filter((l) => crosses(l, g)).length * 10 > to - from + 1) continue;
    gutters.push({ g, from, to, n: idx.length });
  }
  gutters.sort((a, b) => b.n - a.n || a.g - b.g);
  for (const { g, from, to } of gutters) {
    const run = lines.slice(from, to + 1);
    // Rows of three cells or more on each side with one geometry, shifted by one column's width.
    const sideRows = (left: boolean) =>
      run
        .filter((l) => !crosses(l, g))
        .map((l) => l.segments.filter((s) => (left ? s.x + s.width <= g : s.x >= g)))
        .filter((segs) => segs.length >= 3);
    const leftRows = sideRows(true);
    const rightRows = sideRows(false);
    const pairs = leftRows.flatMap((a) => rightRows.filter((b) => sameShape(rowShape(a), rowShape(b), tol)).map((b) => ({ a, b })));
    if (new Set(pairs.map((p) => p.a)).size < 2 || new Set(pairs.map((p) => p.b)).size < 2) continue;
    const offsets = pairs.map((p) => p.b[0].x - p.a[0].x);
    // One offset for all: the column's width and the gutter.
    if (Math.max(...offsets) - Math.min(...offsets) > 2 * tol) continue;
    // The columns run out of step (the record flows on, it is no grid of terms side by side): a term
    // heading of one column shares its line with text of the other that is no heading.
    const halves = (l: Line) => [l.items.filter((it) => it.x + it.width <= g + 1), l.items.filter((it) => it.x + it.width > g + 1)];
    const outOfStep = run.some((l) => {
      if (crosses(l, g)) return false;
      const [li, ri] = halves(l);
      return li.length > 0 && ri.length > 0 && !headingOf(subLine(l, li)) !== !headingOf(subLine(l, ri));
    });
    if (!outOfStep) continue;
    const part = (l: Line, items: TextItem[]): Line => {
      if (items.length === l.items.length) return l;
      const sub = subLine(l, items);
      origin.set(sub, origin.get(l) ?? [l]);
      return sub;
    };
    const left: Line[] = [];
    const right: Line[] = [];
    const across: Line[] = [];
    for (const l of run) {
      if (crosses(l, g)) {
        across.push(l);
        continue;
      }
      const [li, ri] = halves(l);
      if (li.length) left.push(part(l, li));
      if (ri.length) right.push(part(l, ri));
    }
    return [...lines.slice(0, from), ...left, ...right, ...across, ...lines.slice(to + 1)];
  }
  return lines;
}

/** A line of OCR words holding one letter or digit at most: a speck, not text. */
function isSpeckLine(l: Line): boolean {
  return l.items.length > 0 && l.items.every((it) => it.confidence !== null) && (l.text.match(/[\p{L}\p{N}]/gu) ?? []).length <= 1;
}

// ---------------------------------------------------------------------------------------------
// The table

interface TermState {
  info: TermInfo;
  items: TextItem[];
  page: number;
}

/** One column group of the current header (the whole header when it is not repeated). */
interface Group {
  columns: Column[];
  /** x-range of the page this group's words come from. */
  lo: number;
  hi: number;
  term: TermState | null;
  last: { row: Row; line: Line } | null;
  /** Rows read since the last page break or header, emitted group by group. */
  pending: Row[];
  /** The first line of a title whose row (code and values) is printed lower, centred in its cell. */
  lead: { cell: Cell; line: Line } | null;
  /** The last row whose term, session or year came from a column of its own. */
  periodRow: Row | null;
  /** A course code printed on a line of its own above its row (title and values under it). */
  codeLead?: TextItem[] | null;
  /** The blank between two rows printed one under the other (the table's line spacing). */
  rowGap?: number;
}

export interface TableResult {
  courses: ExtractedCourse[];
  /** The evidence of each course, parallel to `courses`. */
  evidence: CourseEvidence[];
  /** The lines that were read as course rows. */
  rowLines: Set<Line>;
  /** Lines (by object) that belong to the table region, headers and term headings included. */
  tableLines: Set<Line>;
  headers: Column[][];
}

export function subLine(line: Line, items: TextItem[]): Line {
  const x0 = Math.min(...items.map((i) => i.x));
  const y0 = Math.min(...items.map((i) => i.y));
  const x1 = Math.max(...items.map((i) => i.x + i.width));
  const y1 = Math.max(...items.map((i) => i.y + i.height));
  const segments = segmentsOf(items);
  // Bold as its own items are: the rest of a title beside a second term's bold total is no heading.
  const chars = items.reduce((n, i) => n + i.text.length, 0);
  const boldChars = items.filter((i) => isBoldFont(i.fontName)).reduce((n, i) => n + i.text.length, 0);
  const bold = chars > 0 && boldChars / chars > 0.5;
  return { ...line, items, segments, text: segments.map((s) => s.text).join('  '), x: x0, y: y0, width: x1 - x0, height: y1 - y0, bold };
}

function makeGroups(groups: Column[][]): Group[] {
  const sorted = groups.map((g) => [...g].sort((a, b) => a.x0 - b.x0)).sort((a, b) => a[0].x0 - b[0].x0);
  return sorted.map((columns, k) => {
    const cut = (j: number) => {
      const prev = sorted[j - 1];
      const next = sorted[j][0];
      const em = next.em ?? 8.5;
      return Math.max((prev[prev.length - 1].x1 + next.x0) / 2, next.x0 - 1.5 * em);
    };
    return { columns, lo: k === 0 ? -Infinity : cut(k), hi: k === sorted.length - 1 ? Infinity : cut(k + 1), term: null, last: null, pending: [], lead: null, periodRow: null };
  });
}

/** Labels of a term heading printed as "Term: …". */
const TERM_LABELS = new Set([...COLUMN_PHRASES.term, ...COLUMN_PHRASES.session, 'period', 'periode', 'termin', 'term of study'].map(foldText));

const inGroup = (it: TextItem, g: Group) => {
  const c = it.x + it.width / 2;
  return c >= g.lo && c < g.hi;
};

/**
 * Headings nest: a term heading that names no year ("First Semester", "Semester 2") under one
 * that names the academic year ("2016/2017 Session", "Academic Year 2019-2020") belongs to that
 * year. A transfer block (no term) starts afresh.
 */
function nestedHeading(outer: TermState | null, inner: TermState): TermState {
  if (!outer || inner.info.term === null || inner.info.session !== null || inner.info.year !== null) return inner;
  if (outer.info.session === null && outer.info.year === null) return inner;
  return { ...inner, info: { ...inner.info, session: outer.info.session, year: outer.info.year } };
}

/**
 * A column's values may start well left of its label: a left-aligned title under a "Subject"
 * label centred over a wide column. When three or more text values of the rows below start at
 * one x between the previous label's end and this column's label, the column starts there.
 */
function alignToValues(columns: Column[], below: Line[]): void {
  const sorted = [...columns].sort((a, b) => a.x0 - b.x0);
  for (let k = 1; k < sorted.length; k++) {
    const col = sorted[k];
    const prev = sorted[k - 1];
    if (col.type !== 'name') continue;
    const starts = below
      .filter((l) => l.segments.length >= 2)
      .flatMap((l) => l.items)
      .filter((it) => it.x > prev.x1 && it.x < col.x0 - 2 && /\p{L}{2}/u.test(it.text) && !fitsColumn(prev.type === 'code' ? 'index' : prev.type, it.text));
    // Some of them reach under the label (titles, not a column the header does not name).
    if (!starts.some((it) => it.x + it.width > col.x0)) continue;
    const xs = starts.map((it) => Math.round(it.x));
    const counts = new Map<number, number>();
    for (const x of xs) for (const d of [-1, 0, 1]) counts.set(x + d, (counts.get(x + d) ?? 0) + 1);
    let best: [number, number] | null = null;
    for (const [x, n] of counts) if (n >= 3 && (!best || n > best[1] || (n === best[1] && x < best[0]))) best = [x, n];
    if (best) col.x0 = best[0] - 1;
  }
}

/**
 * Column kinds the values decide, where the labels leave them open: a "grade" column of plain
 * numbers beside a column of maximum marks holds the marks out of that maximum ("Barème | Note",
 * "Max | Voto"); a column no label names whose values are all letter grades is the grade column of
 * a header that names none. Read from the rows under the header that carry a title or a code.
 */
function typeByValues(columns: Column[], below: Line[]): void {
  const values = new Map<Column, string[]>();
  const rows = below.slice(0, 30);
  for (let k = 0; k < rows.length; k++) {
    const l = rows[k];
    // The next table's header ends the rows (its labels are no values of these columns).
    if (k > 0 && headerAt(rows, k)) break;
    if (isStopLine(l.text) || headingOf(l)) continue;
    const cells = assignCells(l.items, columns);
    if (!cells.some((c) => (c.type === 'name' || c.type === 'code') && /\p{L}{2}/u.test(c.text))) continue;
    for (const c of cells) if (c.col) values.set(c.col, [...(values.get(c.col) ?? []), asciiDigits(c.text.trim())]);
  }
  const all = (c: Column, re: RegExp) => {
    const v = values.get(c) ?? [];
    return v.length >= 3 && v.every((x) => re.test(x));
  };
  // Rule "Hours of teaching are no credit hours" (docs/document-understanding.md, "Tables the rotated group w2- showed"):
  // a bare "Hours" / "Hrs" heads the credit hours of US-style records (3, 4, 1.5) and the teaching hours of a course on
  // records of the Soviet-model and many other systems (48, 72, 108). Credit hours stay small; a column so labelled whose
  // figures run past what a course's credits reach (their median above 20) counts teaching hours, never credits.
  for (const c of columns.filter((x) => x.type === 'credit' && BARE_HOURS_LABEL.test(foldText(x.label)))) {
    const v = (values.get(c) ?? []).map((x) => parseNumber(withoutUnit(x.trim()))).filter((n): n is number => n !== null);
    if (v.length >= 3 && medianOf(v) > 20) c.type = 'hours';
  }
  // Two columns whose labels both name the course ("Paper | Subject" of examination boards, where the
  // paper is its number: "P510 | PHYSICS", "112 | ENGLISH LANGUAGE"): the one that holds a code on
  // its rows is the code column.
  const names = columns.filter((c) => c.type === 'name');
  if (names.length >= 2 && !columns.some((c) => c.type === 'code')) {
    // Most rows: a line under the table (a footer, a note) may fall in the column too.
    const code = /^\p{Lu}{0,6}[\s.-]?\d{2,6}\p{Lu}?$/u;
    const codes = names.find((c) => {
      const v = values.get(c) ?? [];
      return v.length >= 3 && v.filter((x) => code.test(x)).length >= v.length * 0.8;
    });
    if (codes) codes.type = 'code';
  }
  // A second column whose label names the course but whose rows hold a few short letter codes is a
  // course level or type ("Fach | Kurs" of a German Abitur grid: LK, GK, eA, gA), not the title.
  for (const c of columns.filter((x) => x.type === 'name').slice(1)) {
    const v = values.get(c) ?? [];
    if (v.length >= 2 && v.every((x) => /^\p{L}{1,3}$/u.test(x)) && new Set(v).size <= 4) c.type = 'ignore';
  }
  // Rule "A grade in figures beside its word is the figure": a figure column taken for the mark because a column
  // of grade words stands beside it ("Note | Prädikat": "1,7 | gut"; "Оценка | 4 | хорошо") is the grade when its
  // figures are all on a short national scale of 1 to 5 (one decimal at most: 1,0 … 5,0, 2, 3, 4, 4,5); the words
  // restate it. Marks out of 10, 20 or 100 beside a band word ("7,5 | Notable") pass 5 on some row and stay marks.
  const figures = columns.find((c) => c.type === 'marksScored' && !c.scale && /^(nota|note|mark|marks|score|punkte|оценка|оцінка|ocena|znamka)$/.test(foldText(c.label)));
  const worded = columns.find((c) => c.type === 'grade');
  if (figures && worded && !columns.some((c) => c.type === 'maximumMarks')) {
    const v = (values.get(figures) ?? []).map((x) => x.trim()).filter((x) => x && valueKind(x) !== 'dash');
    const w = (values.get(worded) ?? []).map((x) => x.trim()).filter((x) => x && valueKind(x) !== 'dash');
    // Most rows: the lines under the table (a signature, a grading key) fall in the columns too.
    const figs = v.filter((x) => /^\d{1,3}(?:[.,]\d{1,2})?$/.test(x));
    const short = figs.length >= 3 && figs.length >= v.length * 0.7 && figs.every((x) => /^[1-5](?:[.,]\d)?$/.test(x) && Number(x.replace(',', '.')) <= 5);
    const words = w.filter((x) => !/\d/.test(x) && GRADE_WORD_SET.has(foldText(x))).length >= Math.max(3, w.length * 0.7);
    if (short && words && new Set(figs).size >= 2) {
      figures.type = 'grade';
      worded.type = 'alternateGrade';
    }
  }
  const max = columns.find((c) => c.type === 'maximumMarks');
  if (max && !columns.some((c) => c.type === 'marksScored')) {
    const limit = Math.max(...(values.get(max) ?? []).map((v) => parseNumber(v) ?? 0));
    const marks = columns.find((c) => (c.type === 'grade' || (c.type === 'ignore' && (c.extra ?? 0) > 0)) && all(c, /^\d{1,3}(?:[.,]\d{1,2})?$/) && (values.get(c) ?? []).every((v) => (parseNumber(v) ?? Infinity) <= limit));
    if (marks && limit > 0) marks.type = 'marksScored';
  }
  if (!columns.some((c) => c.type === 'grade' || c.type === 'marksScored' || c.type === 'termGrade')) {
    const letters = columns.find((c) => c.type === 'ignore' && all(c, LETTER_GRADE_RE));
    if (letters) letters.type = 'grade';
    // A "Result" column of a table without a grade column that holds letters of a scale ("A", "C",
    // "E"; a "Pass" or a dash on some rows) is where the table prints its grades.
    // So is one that holds the figures of a short grading scale (1 to 5, 1 to 10: "5", "3", "4,5"), as the
    // registers of many countries print the grade under "Result"; marks out of 100 or 20 are not read so.
    const result = letters ? null : columns.find((c) => c.type === 'passStatus' && (scaleLetters(values.get(c) ?? []) || scaleFigures(values.get(c) ?? [])));
    if (result) result.type = 'grade';
  }
  // "A result of grades is the grade": a column headed as a result ("Result", "Résultat") in a table
  // with no grade column, whose values are grades (marks of a scale, letters, grade words), a pass
  // word on a few rows at most, is where the table prints its grades. Beside a marks column only
  // letters and grade words count (figures there restate the marks).
  if (!columns.some((c) => c.type === 'grade' || c.type === 'termGrade')) {
    const marks = columns.some((c) => c.type === 'marksScored');
    const result = columns.find((c) => c.type === 'passStatus' && resultOfGrades(values.get(c) ?? [], marks));
    if (result) result.type = 'grade';
  }
  // Rule "A teacher's remark is no grade" (docs/document-understanding.md, "Tables the older development misses showed
  // (stop 43)"): a school report's "Appréciation" / "Remarks" column holds the teacher's sentences ("Travail sérieux et
  // régulier.", "Bon trimestre, continuez ainsi."), no grade of a scale. A grade column whose values (three or more,
  // four in five at least: a line under the table may fall in the column too) end in a full stop after a word, one of
  // them of four words or more, is such a remark; the table does not read it.
  for (const c of columns.filter((x) => x.type === 'grade')) {
    const v = (values.get(c) ?? []).filter(Boolean);
    const sentence = (x: string) => /\p{Ll}[.!]$/u.test(x) && x.split(/\s+/).length >= 2;
    if (v.filter(sentence).length >= Math.max(3, v.length * 0.8) && v.some((x) => sentence(x) && x.split(/\s+/).length >= 4)) c.type = 'ignore';
  }
}

/** A pass or fail said in a word or a letter ("Pass", "P", "approvato", "зачтено"): no grade of a scale. */
function passWord(v: string): boolean {
  return RESULT_WORD_SET.has(foldText(v)) || /^(?:P|F|S|U|NP|NC|CR|PASS|FAIL)$/i.test(v.trim());
}

/**
 * Values of a result column that are grades: three at least that are marks (up to 100), letters of
 * a scale or grade words, pass words on fewer rows than the grades, no figure of another kind, and
 * words of no value kind on a fifth of the rows at most (a line under the table falls in the column too).
 */
/** The standing of a course not yet assessed, printed where its result will stand. */
const UNFINISHED_RESULT = /^(?:enrolled|in progress|ongoing|continuing|current|not yet finalised|not yet finalized|pending)$/i;

function resultOfGrades(values: string[], besideMarks: boolean): boolean {
  const v = values.map((x) => x.trim()).filter(Boolean);
  let grades = 0;
  let passes = 0;
  let other = 0;
  for (const x of v) {
    const k = valueKind(x);
    // A course still running has no result yet ("Enrolled", "In progress"): no value of any kind.
    if (k === 'dash' || UNFINISHED_RESULT.test(x)) continue;
    if (passWord(x)) passes++;
    else if (k === 'letter' || k === 'word') grades++;
    else if (k === 'number' && !besideMarks && (parseNumber(x) ?? Infinity) <= 100) grades++;
    else if (/\d/.test(x) && !/\p{L}{3}/u.test(x)) return false;
    else other++;
  }
  return grades >= 3 && grades > passes && other * 5 <= v.length;
}

/** Values of a column that are all figures of a short grading scale (at most 10), three of them at least. */
function scaleFigures(values: string[]): boolean {
  const v = values.map((x) => x.trim()).filter(Boolean);
  return v.length >= 3 && v.every((x) => /^\d{1,2}(?:[.,]\d{1,2})?$/.test(x) && Number(x.replace(',', '.')) <= 10);
}

/**
 * Values of a column that are mostly letters of a grading scale, two of them at least ("A", "C", "E";
 * New Zealand's NCEA results N, A, M, E: Not Achieved, Achieved, Merit, Excellence).
 */
function scaleLetters(values: string[]): boolean {
  const v = values.map((x) => x.trim()).filter(Boolean);
  const steps = v.filter((x) => /^(?:[A-F][+-]?|[A-D]0|[MN])$/.test(x));
  return steps.length >= 3 && steps.length >= v.length * 0.7 && new Set(steps).size >= 2;
}

/** Whether a column of a table found by its values (rows from line `first`) holds letters of a scale. */
function holdsScaleLetters(lines: Line[], first: number, columns: Column[], col: Column): boolean {
  return scaleLetters(columnValues(lines, first, columns, col));
}

/** The values of a column of a table found by its values (rows from line `first`, on its page). */
function columnValues(lines: Line[], first: number, columns: Column[], col: Column): string[] {
  const page = lines[first].pageNumber;
  return lines
    .slice(first, first + 30)
    .filter((l) => l.pageNumber === page)
    .flatMap((l) => assignCells(l.items, columns).filter((c) => c.col === col).map((c) => asciiDigits(c.text.trim())));
}

/** A term heading of a (part of a) line, or null. */
function headingOf(line: Line): TermState | null {
  // OCR specks ("." "'" "-") are not cells; separate cells are separate parts of a heading
  // ("Curso académico 2019-2020", "-", "Primer semestre").
  const cells = line.segments.filter((sg) => /[\p{L}\p{N}]/u.test(sg.text));
  const text = cells.map((sg) => sg.text).join(' · ');
  if (!text) return null;
  if (TRANSFER_RE.test(foldText(text)) && cells.length <= 3 && !/\d+[.,]\d+\s*$/.test(text)) {
    // A transfer-credit block: its rows belong to no term of this institution.
    return { info: { heading: text, term: null, session: null, year: null }, items: line.items, page: line.pageNumber };
  }
  if (looksLikeTermHeading(text) && cells.length <= 3 && !/:\s*\S/.test(text) && !isStopLine(text)) {
    return { info: parseTermHeading(text), items: line.items, page: line.pageNumber };
  }
  // "Term: Fall 2019" (a term label and its value) and "Summer 2019: Lakeside College" (a
  // dated period naming where the credits below were earned); never "Admit Term: Fall 2019".
  const lv = /^([^:]{2,40}):\s*(.+)$/.exec(cells.map((sg) => sg.text).join(' '));
  if (lv && cells.length <= 3) {
    const label = foldText(lv[1]);
    if (TERM_LABELS.has(label) && looksLikeTermHeading(lv[2]) && /\d/.test(lv[2])) return { info: parseTermHeading(lv[2]), items: line.items, page: line.pageNumber };
    if (looksLikeTermHeading(lv[1]) && /\d/.test(lv[1]) && !isStopLine(lv[1])) return { info: parseTermHeading(lv[1]), items: line.items, page: line.pageNumber };
  }
  return null;
}

/**
 * A term heading that falls into the table's columns: printed in two languages, its second half
 * ("نیمسال اول 1393-1394" beside "First Semester 1393-1394 (2014-2015)") lands in a value column and
 * the first word ("First") in the code column, so its cells look like a row. A line that reads as a
 * term heading whose value cells hold no number but its years and no grade (no letter grade, no
 * grade word) is the heading. docs/document-understanding.md, "Course tables".
 */
function headingInColumns(sub: Line, cells: Cell[]): boolean {
  const values = cells.filter((c) => DATA_TYPES.includes(c.type));
  if (!values.length || !headingOf(sub)) return false;
  return values.every((c) => {
    const t = asciiDigits(c.text).replace(/\(?\b(?:1[3-4]|19|20)\d{2}\s*[-/–]\s*(?:(?:1[3-4]|19|20)?\d{2})\b\)?/g, ' ').replace(/\b(?:19|20)\d{2}\b/g, ' ').trim();
    return !/\d/.test(t) && !t.split(/\s+/).some((w) => LETTER_GRADE_RE.test(w) || GRADE_WORD_SET.has(foldText(w)) || GRADE_ABBREVIATIONS.has(w));
  });
}

/**
 * Read every course table of a document's lines (all pages, in order). After a header, every
 * line whose cells read as a course row (checked per column: a numeric credit, a short grade …)
 * is a course, wherever it is, so a table continues across page breaks, page headers and term
 * summaries; a repeated header only refreshes the columns. Term headings set the term of the
 * rows under them. Each course comes with its evidence.
 */
/**
 * Whether a line is the header of a table that holds no courses: labels only (no digits), three or
 * more the lexicon knows, two of them of value columns, at most one unknown, and no title or code
 * among them ("Grade | Marks | Points | Remark" over a grading scale, "Item | Value" beside it).
 * docs/document-understanding.md, "Lines that are no course".
 */
function headsOtherTable(line: Line): boolean {
  if (/\d/.test(line.text)) return false;
  const cols = matchHeader(line.items);
  const known = cols.filter((c) => c.type !== 'ignore');
  if (known.some((c) => c.type === 'name' || c.type === 'code')) return false;
  const data = new Set(known.map((c) => c.type).filter((t) => DATA_TYPES.includes(t)));
  return known.length >= 3 && data.size >= 2 && cols.length - known.length <= 1;
}

/** Labels of an attendance table's columns ("Classes held", "Attended", "Présences", "Asistencia", "Fehlstunden"). */
const ATTENDANCE_RE = /^(?:attendance|attended|classes held|classes attended|lectures delivered|lectures attended|days present|days absent|present|absent|absences|assiduite|presences?|absences?|asistencias?|inasistencias|faltas|frequencia|anwesenheit|fehlstunden|fehltage|presenze|assenze)(?:\s*\(?%\)?)?$/;

/**
 * Rule "Attendance is no credit": the header of an attendance table ("Term | Classes held | Attended |
 * Percentage"): labels only (no digits), one of them naming attendance, no title or code among them.
 * Its figures (classes held, attended) are no credits, and its lines no courses: like another
 * table's header, it ends the course table until a term heading resumes it.
 */
function attendanceHeader(line: Line): boolean {
  if (/\d/.test(line.text) || line.segments.length < 2) return false;
  if (!line.segments.some((sg) => ATTENDANCE_RE.test(foldText(sg.text).replace(/[.:]$/, '')))) return false;
  return !matchHeader(line.items).some((c) => c.type === 'name' || c.type === 'code');
}

/**
 * A line of an attendance table: a period ("First", "Semester II", "Term 1") and figures only ("96 | 88 |
 * 91.7 %"). Rule "Attendance is no credit".
 */
function attendanceRow(line: Line): boolean {
  const segs = line.segments.filter((sg) => /[\p{L}\p{N}]/u.test(sg.text));
  if (segs.length < 2 || !segs.slice(1).every((sg) => /^\d{1,4}(?:[.,]\d{1,2})?\s*%?$/.test(asciiDigits(sg.text.trim())))) return false;
  const words = foldText(segs[0].text).split(/\s+/).filter(Boolean);
  return words.length <= 3 && words.every((w) => tokenIn(w, ORDINALS) || tokenIn(w, PERIODS) || /^(?:\d{1,2}|[ivx]{1,4})$/.test(w)) || looksLikeTermHeading(segs[0].text);
}

/**
 * A line of a row's values with no title and no code of its own: in a table whose cells are centred
 * vertically, a title on two lines (wrapped, or with its translation under it) has its row's values
 * on a line of their own between the title's lines. Only a row whose title's first line is just
 * above is read from it.
 */
function valuesOnly(cells: Cell[]): boolean {
  if (!cells.length || cells.some((c) => c.type === 'name' || c.type === 'code')) return false;
  const values = cells.filter((c) => DATA_TYPES.includes(c.type));
  // Besides the values, only numbers of an ignored column (ECTS beside the national credits, a date).
  const others = cells.filter((c) => !DATA_TYPES.includes(c.type));
  if (others.some((c) => c.type !== 'ignore' || !/^[\d.,/ -]+$/.test(c.text.trim()))) return false;
  return values.length > 0 && values.every((c) => cellValid(c)) && values.some((c) => c.type === 'grade' || c.type === 'credit' || c.type === 'marksScored');
}

const ITALIC_FONT = /italic|oblique/i;

/** The font and size a run of words is set in (null when the words carry no font, as OCR words do). */
function lineType(items: TextItem[]): { font: string; size: number } | null {
  const font = items[0]?.fontName;
  if (!font || items.some((it) => it.fontName !== font)) return null;
  return { font, size: medianOf(items.map((it) => it.fontSize)) };
}

const sameType = (a: { font: string; size: number } | null, b: { font: string; size: number } | null): boolean =>
  !!a && !!b && a.font === b.font && Math.abs(a.size - b.size) < 0.2;

/**
 * Whether a line holding only a title, under a row's title, is that title in another language (a
 * bilingual transcript or diploma supplement prints each course's English translation under its
 * national title, with no values of its own) rather than the rest of a wrapped title. Its language
 * differs from the title's (the national title has letters English lacks, or no English words; the
 * line reads as English, or the other way round), and it is set as the title's companion: in italics
 * or a smaller size than the title. Without a typographic difference (OCR words carry no font) the
 * language alone must be clear: two English words, or nothing else. A title wrapped in one language
 * never differs in language, so it still joins.
 */
function isTranslationLine(row: Row, items: TextItem[], text: string): boolean {
  const title = row.cells.courseName ?? [];
  const name = row.course.courseName;
  if (!title.length || !name || !items.length) return false;
  // A title that already holds both renderings ("national / English", wrapped) goes on.
  if (/\s\/\s/.test(name)) return false;
  const size = (its: TextItem[]) => medianOf(its.map((it) => it.fontSize));
  const italic = (its: TextItem[]) => its.every((it) => !!it.fontName && ITALIC_FONT.test(it.fontName));
  const companion = (italic(items) && !italic(title)) || size(items) < size(title) * 0.93;
  return englishRendering(name, text, !companion) !== null;
}

/**
 * Rule "A translated table is translated throughout": a bilingual transcript prints every title over its English
 * rendering, in the same type (no italics, no smaller size). Where the rendering's language alone cannot tell it from
 * the rest of a wrapped title (isTranslationLine's strict test: a national title without a letter English lacks,
 * "Werkstoffkunde" over "Materials Science"), the table's other rows can: once two or more rows of the table were
 * read as a title over its translation, a title joined from lines whose last part reads as the English rendering of
 * the first (englishRendering, beside a first part with no English evidence or a national letter) is split the same
 * way. A table with no confirmed translation is left as read: a wrapped title stays one title.
 */
function translatedThroughout(rows: Row[]): void {
  if (rows.filter((r) => r.otherName?.length).length < 2) return;
  const text = (lines: TitleLine[]) => cleanValue(lines.map((l) => l.text).join(' '));
  const split = (r: Row, name: TitleLine[], other: TitleLine[]) => {
    r.course.courseName = text(name);
    r.cells.courseName = name.flatMap((l) => l.items);
    r.otherName = other.flatMap((l) => l.items);
    r.otherText = text(other);
  };
  for (const r of rows) {
    const lines = r.titleLines;
    // A title that already holds both renderings ("national / English", wrapped) goes on, as isTranslationLine says.
    if (r.otherName?.length || !lines || lines.length < 2 || lines.some((l) => /\s\/\s/.test(l.text))) continue;
    // The shortest English rendering first: a national title wrapped onto two lines keeps both.
    for (let k = lines.length - 1; k >= 1; k--) {
      if (englishRendering(text(lines.slice(0, k)), text(lines.slice(k))) !== 1) continue;
      split(r, lines.slice(0, k), lines.slice(k));
      break;
    }
  }
  // Where most titles of more than one line are a title over its translation, a title of exactly two lines whose
  // languages the words cannot tell ("Lineare Algebra" over "Linear Algebra": cognates; "Seminar Informatik" over
  // "Computer Science Seminar") is one too, named by its second line, unless its first line reads as the English one.
  const confirmed = rows.filter((r) => r.otherName?.length).length;
  const open = rows.filter((r) => !r.otherName?.length && (r.titleLines?.length ?? 0) >= 2 && !r.titleLines!.some((l) => /\s\/\s/.test(l.text)));
  if (confirmed < 2 * open.length) return;
  for (const r of open) {
    const lines = r.titleLines!;
    if (lines.length === 2 && englishRendering(lines[0].text, lines[1].text) !== 0) split(r, [lines[1]], [lines[0]]);
  }
}

/**
 * A title printed in two languages is named by its English rendering (scripts/samples/families/README.md,
 * `courseName`, as a bilingual document's qualification and names are taken in their English or Latin
 * form); the other rendering stays with the row's provenance.
 */
function chooseRendering(r: Row): void {
  const other = r.otherText;
  if (!r.otherName?.length || !other || !r.course.courseName) return;
  if (englishRendering(r.course.courseName, other) !== 1) return;
  const national = { items: r.cells.courseName ?? [], text: r.course.courseName };
  r.course.courseName = other;
  r.cells.courseName = r.otherName;
  r.otherName = national.items;
  r.otherText = national.text;
}

// ---------------------------------------------------------------------------------------------
// Results not printed one course per row

/** Lines a reader of results set otherwise than in rows took, and the courses it read from them. */
interface ResultLayout {
  rows: Row[];
  lines: Line[];
}

/** The kinds a row caption of a table set across the page may name, the subjects' row first. */
const ACROSS_KINDS: readonly ColumnType[] = ['name', 'code', 'grade', 'marksScored', 'alternateGrade', 'maximumMarks', 'credit', 'passStatus'];
/** Each folded column phrase of those kinds with the kinds it names ("unit" is a title's and credits'). */
const ROW_CAPTIONS = new Map<string, ColumnType[]>();
for (const kind of ACROSS_KINDS) {
  for (const p of COLUMN_PHRASES[kind]) {
    const f = foldText(p);
    if (!f) continue;
    const list = ROW_CAPTIONS.get(f) ?? [];
    if (!list.includes(kind)) list.push(kind);
    ROW_CAPTIONS.set(f, list);
  }
}
/** The kinds a cell's whole text names as a caption of the table lexicon ("Subject", "Max. Mark", "Note"). */
const captionKinds = (text: string): ColumnType[] => ROW_CAPTIONS.get(foldText(text)) ?? [];

/** Whether a cell's text is a value a row of the kind holds: grade-shaped, a mark, a maximum, credits, a code. */
function acrossValue(kind: ColumnType, text: string): boolean {
  const t = asciiDigits(text.trim());
  const k = valueKind(t);
  switch (kind) {
    case 'grade':
    case 'alternateGrade':
      return k === 'letter' || k === 'word' || k === 'number' || k === 'pair';
    case 'marksScored':
      return k === 'number' || k === 'pair';
    case 'maximumMarks':
      return /^\d{1,4}$/.test(t);
    case 'credit':
      return creditValid('credit', t);
    case 'passStatus':
      return RESULT_WORD_SET.has(foldText(t)) || GRADE_WORD_SET.has(foldText(t));
    case 'code':
      return CODE_RE.test(t) || /^\d{2,6}$/.test(t);
    default:
      return false;
  }
}

/** A column heading that totals or averages the others ("Total", "Average", "GPA"): no subject. */
const totalsColumn = (text: string): boolean => STOPS.includes(foldText(text));

const middleX = (b: { x: number; width: number }) => b.x + b.width / 2;
const middleY = (b: { y: number; height: number }) => b.y + b.height / 2;

/**
 * Rule "A table set across the page" (docs/document-understanding.md): the subjects printed as the columns of a grid,
 * a header column of row captions at its left — a row of subject names captioned by the table lexicon's word for the
 * title ("Subject", "Fach", "Matière", "Предмет"), and under or over it rows captioned by the lexicon's words for the
 * grade, the mark, the points, the maximum, the credits or the code, each value under its subject. A subject whose
 * name wraps in its cell has its lines above and below the caption's line. Read only on strong evidence: three
 * subjects or more, and a row of grades or marks whose every value is grade-shaped, under at least three subjects and
 * half of them; a column that totals the others ("Total", "Average") is no subject. An ordinary table (captions
 * across the top), a key-value grid (captions with one value each) and a grading legend (no row of subject names)
 * are never read so.
 */
function acrossTables(lines: Line[], done: Set<number>): ResultLayout {
  const out: ResultLayout = { rows: [], lines: [] };
  const taken = new Set<Line>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (done.has(line.pageNumber) || taken.has(line) || line.segments.length < 4) continue;
    const caption = line.segments[0];
    if (!captionKinds(caption.text).includes('name')) continue;
    const captionEnd = caption.x + caption.width;
    const columns = line.segments.slice(1).map((s) => ({ parts: [s], x0: s.x, x1: s.x + s.width }));
    const used = [line];
    // The lines of names that wrap in their cells, set above and below the caption's line.
    for (const j of [i - 2, i - 1, i + 1, i + 2]) {
      const l = lines[j];
      if (!l || l.pageNumber !== line.pageNumber || taken.has(l) || l.x < captionEnd) continue;
      if (Math.abs(middleY(l) - middleY(line)) > line.height * 0.8) continue;
      for (const s of l.segments) {
        const c = columns.find((c) => overlapX({ x: c.x0, width: c.x1 - c.x0 }, s) > 0);
        if (c) {
          c.parts.push(s);
          c.x0 = Math.min(c.x0, s.x);
          c.x1 = Math.max(c.x1, s.x + s.width);
        } else columns.push({ parts: [s], x0: s.x, x1: s.x + s.width });
      }
      used.push(l);
    }
    columns.sort((a, b) => a.x0 - b.x0);
    // A name's lines top to bottom.
    for (const c of columns) c.parts.sort((a, b) => a.y - b.y);
    const texts = columns.map((c) => c.parts.map((s) => s.text).join(' '));
    const subjects = columns.map((_c, k) => k).filter((k) => !totalsColumn(texts[k]));
    if (subjects.length < 3 || subjects.some((k) => !/\p{L}{2}/u.test(texts[k]) || valueKind(texts[k]) !== null)) continue;
    // A value belongs to the column whose centre is nearest, within half the distance to the next column's.
    const centres = columns.map((c) => (c.x0 + c.x1) / 2);
    const columnOf = (s: Segment): number => {
      const m = middleX(s);
      let best = -1;
      centres.forEach((c, k) => {
        if (best < 0 || Math.abs(c - m) < Math.abs(centres[best] - m)) best = k;
      });
      const pitch = Math.min(...[centres[best - 1], centres[best + 1]].filter((c) => c !== undefined).map((c) => Math.abs(c! - centres[best])));
      return Math.abs(centres[best] - m) < pitch / 2 ? best : -1;
    };
    // The captioned rows of values right under (and over) the subjects' row, in the caption's column.
    const valueRows: Array<{ kind: ColumnType; line: Line; cells: Map<number, Segment> }> = [];
    const valueRow = (l: Line | undefined): boolean => {
      if (!l || l.pageNumber !== line.pageNumber || taken.has(l) || l.segments.length < 2) return false;
      const cap = l.segments[0];
      if (overlapX(cap, caption) <= 0) return false;
      const cells = new Map<number, Segment>();
      for (const s of l.segments.slice(1)) {
        const k = columnOf(s);
        if (k < 0 || cells.has(k)) return false;
        cells.set(k, s);
      }
      const kind = captionKinds(cap.text).find((t) => t !== 'name' && [...cells.values()].every((s) => acrossValue(t, s.text)));
      if (!kind) return false;
      valueRows.push({ kind, line: l, cells });
      return true;
    };
    const lowest = Math.max(...used.map((l) => lines.indexOf(l)));
    let edge = Math.max(...used.map((l) => l.y + l.height));
    for (let k = lowest + 1; k < lines.length && k <= lowest + 8; k++) {
      const l = lines[k];
      if (used.includes(l)) continue;
      if (l.y - edge > l.height * 2.5 || !valueRow(l)) break;
      edge = l.y + l.height;
    }
    const highest = Math.min(...used.map((l) => lines.indexOf(l)));
    edge = Math.min(...used.map((l) => l.y));
    for (let k = highest - 1; k >= 0 && k >= highest - 4; k--) {
      const l = lines[k];
      if (edge - (l.y + l.height) > l.height * 2.5 || !valueRow(l)) break;
      edge = l.y;
    }
    const graded = valueRows.some((r) => ['grade', 'marksScored', 'alternateGrade'].includes(r.kind) && subjects.filter((k) => r.cells.has(k)).length >= Math.max(3, subjects.length / 2));
    if (!graded) continue;
    for (const k of subjects) {
      const values = valueRows.filter((r) => r.cells.has(k));
      if (!values.some((r) => r.kind !== 'code')) continue;
      const cells: Cell[] = [{ type: 'name', text: texts[k], items: columns[k].parts.flatMap((s) => s.items) }];
      for (const r of values) cells.push({ type: r.kind, text: r.cells.get(k)!.text, items: r.cells.get(k)!.items });
      out.rows.push(toRow(cells, null, [], line.pageNumber));
    }
    for (const l of [...used, ...valueRows.map((r) => r.line)]) {
      taken.add(l);
      out.lines.push(l);
    }
  }
  return out;
}

/** A tile's subject name: words, no value, no caption of the table or of a key-value line, no total, no term. */
function tileName(text: string): boolean {
  const t = text.trim();
  return /\p{L}{2}/u.test(t) && valueKind(t) === null && !/[:：]$/.test(t) && !captionKinds(t).length && !matchLabel(t) && !isStopLine(t) && !looksLikeTermHeading(t) && cellValid({ type: 'name', text: t, items: [] });
}

/** A tile's grade: a letter of a scale, a grade word or a number. */
function tileGrade(text: string): boolean {
  const k = valueKind(text);
  return k === 'letter' || k === 'word' || k === 'number';
}

/** A course code alone in its cell ("101", "MAT 201"). */
const tileCode = (text: string): boolean => CODE_RE.test(text.trim()) || /^\d{2,6}$/.test(text.trim());

interface Tile {
  name: Segment;
  grade: Segment;
}

/** A line's cells as tiles, a name then its grade, every cell taken; null when the line is something else. */
function tilesOf(l: Line): Tile[] | null {
  const s = l.segments;
  if (s.length < 2 || s.length % 2) return null;
  const tiles: Tile[] = [];
  for (let k = 0; k < s.length; k += 2) {
    if (!tileName(s[k].text) || !tileGrade(s[k + 1].text)) return null;
    tiles.push({ name: s[k], grade: s[k + 1] });
  }
  return tiles;
}

/** Where a tile's grade stands from its name's start: by its left edge, its centre and its right edge. */
const gradeOffsets = (t: Tile): number[] => [t.grade.x - t.name.x, middleX(t.grade) - t.name.x, t.grade.x + t.grade.width - t.name.x];
const spread = (v: number[]): number => Math.max(...v) - Math.min(...v);

/**
 * Rule "Results set as tiles" (docs/document-understanding.md): a results page (a portal's, an examination board's
 * slip) that sets each subject in a box of its own, several boxes to a line — the subject's name, its grade beside it
 * at the same place in every box (by its left edge, its centre or its right edge), and a code above or under the name
 * in some. A line is a line of tiles when its cells alternate a name and a grade, every cell taken, and the boxes
 * repeat at one pitch; the lines under it whose names start on the same box positions, with the grade at the same
 * place, are the rest of the grid (the last one may hold fewer boxes). Read only on strong evidence: a line of three
 * boxes or more, or two lines of two; no name a caption of the table or of a key-value line ("Sex | F | Class | A" is
 * no grid), a total or a term; the grades all figures or all letters and words.
 */
function tileResults(lines: Line[], done: Set<number>): ResultLayout {
  const out: ResultLayout = { rows: [], lines: [] };
  const em = (t: Tile) => Math.max(t.name.fontSize, t.name.height, 4);
  for (let i = 0; i < lines.length; i++) {
    const first = lines[i];
    if (done.has(first.pageNumber)) continue;
    const seed = tilesOf(first);
    if (!seed || seed.length < 2) continue;
    const tol = Math.max(...seed.map(em));
    // One place of the grade in every box, and one pitch.
    const side = [0, 1, 2].find((k) => spread(seed.map((t) => gradeOffsets(t)[k])) <= tol);
    if (side === undefined) continue;
    const starts = seed.map((t) => t.name.x);
    const pitches = starts.slice(1).map((x, k) => x - starts[k]);
    if (pitches.some((p) => p <= 0) || spread(pitches) > tol) continue;
    const offset = gradeOffsets(seed[0])[side];
    const pitch = pitches[0];
    // A box position: the seed's, or one pitch on, which a later line may fill.
    const onColumn = (x: number) => {
      const k = Math.round((x - starts[0]) / pitch);
      return k >= 0 && Math.abs(starts[0] + k * pitch - x) <= tol;
    };
    const onGrid = (t: Tile) => onColumn(t.name.x) && Math.abs(gradeOffsets(t)[side] - offset) <= tol;
    const codeLine = (l: Line | undefined) => !!l && l.pageNumber === first.pageNumber && l.segments.every((s) => tileCode(s.text) && onColumn(s.x));
    const grid: Array<{ line: Line; tiles: Tile[] }> = [{ line: first, tiles: seed }];
    let j = i + 1;
    for (; j < lines.length && lines[j].pageNumber === first.pageNumber; j++) {
      const tiles = tilesOf(lines[j]);
      if (tiles?.every(onGrid)) grid.push({ line: lines[j], tiles });
      else if (!codeLine(lines[j])) break;
    }
    const all = grid.flatMap((g) => g.tiles);
    const strong = grid.some((g) => g.tiles.length >= 3) || grid.filter((g) => g.tiles.length >= 2).length >= 2;
    const figures = all.filter((t) => valueKind(t.grade.text) === 'number').length;
    if (!strong || all.length < 3 || (figures && figures < all.length)) continue;
    // The code of a box: a code cell starting where its name starts, on the line right above it (or right under it).
    const codeOf = (at: number, t: Tile): { line: Line; cell: Segment } | null => {
      for (const l of [lines[at - 1], lines[at + 1]]) {
        if (!codeLine(l) || Math.abs(middleY(l) - middleY(lines[at])) > (l.height + lines[at].height) * 1.2) continue;
        const cell = l.segments.find((s) => Math.abs(s.x - t.name.x) <= tol);
        if (cell) return { line: l, cell };
      }
      return null;
    };
    for (const g of grid) {
      for (const t of g.tiles) {
        const cells: Cell[] = [
          { type: 'name', text: t.name.text, items: t.name.items },
          { type: 'grade', text: t.grade.text, items: t.grade.items },
        ];
        const code = codeOf(lines.indexOf(g.line), t);
        if (code) {
          cells.unshift({ type: 'code', text: code.cell.text, items: code.cell.items });
          if (!out.lines.includes(code.line)) out.lines.push(code.line);
        }
        out.rows.push(toRow(cells, null, [], first.pageNumber));
      }
      out.lines.push(g.line);
    }
    i = j - 1;
  }
  return out;
}

/** The results of a page no table gave rows from, set across the page or as tiles. */
function resultsOutsideRows(lines: Line[], done: Set<number>): ResultLayout {
  const across = acrossTables(lines, done);
  const pages = new Set([...done, ...across.rows.map((r) => r.page)]);
  const tiles = tileResults(lines, pages);
  return { rows: [...across.rows, ...tiles.rows], lines: [...across.lines, ...tiles.lines] };
}

/**
 * Rule "The class's average is no mark of the student" (docs/document-understanding.md, "Tables the older development
 * misses showed (stop 43)"): a school report prints beside the student's average the class's ("Moyenne | Moyenne" over
 * "annuelle | classe", "Class average"); that column is the class's figure, never the row's mark.
 * Rule "Terms beside the year's average" (same section): a grid of terms ("Trimestre 1 | Trimestre 2 | Trimestre 3")
 * followed by the year's average ("Moyenne annuelle", "Annual average") reports one result per subject, the year's;
 * the term columns are its parts, as a total's parts are, and no rows of their own, where the year's average is printed.
 */
function averageColumns(cols: Column[], below: Line[]): void {
  const averageWord = (f: string) => /\b(?:moyenne|moy|average|avg|mean|durchschnitt|promedio|media|medie)\b/.test(f);
  for (const c of cols) {
    const f = foldText(c.label);
    if (['grade', 'marksScored', 'termGrade'].includes(c.type) && averageWord(f) && /\b(?:classe|class|klasse|clase)\b/.test(f)) c.type = 'ignore';
  }
  const yearly = cols.find(
    (c) => ['grade', 'marksScored'].includes(c.type) && averageWord(foldText(c.label)) && /\b(?:annuelle|annuel|annual|yearly|anual|annuale)\b/.test(foldText(c.label)),
  );
  const terms = cols.filter((c) => c.type === 'termGrade');
  // Only where the year's average is printed: before the year's end (its averages not yet set) the terms are all there is.
  const printed = (col: Column) => below.slice(0, 30).filter((l) => assignCells(l.items, cols).some((c) => c.col === col && /\d/.test(c.text))).length;
  if (yearly && terms.length >= 2 && terms.every((c) => c.x1 <= yearly.x0) && printed(yearly) >= 3) for (const c of terms) c.type = 'ignore';
}

export function extractCourseTable(input: Line[], preset?: InferredTable): TableResult {
  const clean = withoutNoise(input);
  const { origin } = clean;
  // OCR specks alone on a line ("‘", "°", "i") are no text: dropped, so that the two lines of a
  // header, or a row and its wrapped title, stay neighbours.
  // Rule "A page printed in two columns is read column by column".
  const lines = readColumnByColumn(clean.lines.filter((l) => !isSpeckLine(l)), origin);
  const rows: Row[] = [];
  const tableLines = new Set<Line>();
  const rowLines = new Set<Line>();
  const headers: Column[][] = [];
  const mark = (set: Set<Line>, l: Line) => (origin.get(l) ?? [l]).forEach((o) => set.add(o));
  let groups: Group[] | null = null;
  // The course table's groups while another table's block is read between two of its terms.
  // Both declared by assertion: `suspend` sets them inside a closure, which the compiler's narrowing does not follow.
  let suspended = null as Group[] | null;
  // The lines of that block when it is a grading key or an attendance table opened by a header of its own
  // (rules "A legend's header opens no course table", "Attendance is no credit"); the first other line
  // that reads as a course row resumes the course table.
  let blockRow = null as ((l: Line) => boolean) | null;
  const retyped = new Map<string, ColumnType>();
  let term: TermState | null = null;
  let page = -1;
  // Rows read before the current header: a table's own rows are those read after it.
  let rowsBeforeHeader = 0;
  const chMeansCreditHours = lines.some((l) => /(?<![\p{L}])CH\s*(?:=|:|–|-)\s*credit\s+hours?\b/iu.test(l.text));
  // Rule "A block beside the table is outside its columns": where the course header's cells end, in a text layer.
  let besideFrom = Infinity;
  const clip = (l: Line): Line | null => {
    if (!Number.isFinite(besideFrom) || l.items.some((it) => it.confidence !== null)) return l;
    const inside = l.items.filter((it) => it.x <= besideFrom);
    return inside.length === l.items.length ? l : inside.length ? subLine(l, inside) : null;
  };
  // Whether rows were read since the current header (pending in its column groups or flushed).
  const readSinceHeader = (gs: Group[]) => rows.length + gs.reduce((n, g) => n + g.pending.length, 0) > rowsBeforeHeader;
  // The course table's groups set aside while another table's block is read, its lines told by `row`.
  const suspend = (gs: Group[], row: ((l: Line) => boolean) | null) => {
    for (const g of gs) {
      g.last = null;
      g.lead = null;
      g.codeLead = null;
    }
    suspended = gs;
    blockRow = row;
  };
  const flush = () => {
    for (const g of [...(groups ?? []), ...(suspended ?? [])]) {
      rows.push(...g.pending);
      g.pending = [];
    }
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.pageNumber !== page) {
      flush();
      page = line.pageNumber;
    }
    if (preset) {
      // A table without a header: its columns come from its rows, from its first row to its last.
      if (i > preset.to) break;
      if (i === preset.from) {
        groups = makeGroups(preset.groups ?? [preset.columns]);
        groups[0].term = term;
        headers.push(preset.columns);
      }
    }
    // A table found by its values whose header, in words no lexicon holds, is printed again over a
    // later term's rows: that line is the header again, no row.
    if (preset && i > preset.from && i <= preset.to && repeatsHeaderAbove(lines, preset.from, line)) {
      mark(tableLines, line);
      continue;
    }
    const header = preset ? null : headerAt(lines, i);
    if (header && groups && readSinceHeader(groups) && legendHeader(i, header)) {
      // Rule "A legend's header opens no course table": a header inside the open course table whose
      // lines under it are a grading key's ("Grade | Marks | Grade Point | Description" over "A |
      // 90-100 | 4.0 | Excellent") keeps the course columns; the key's lines are no rows. The rows
      // read stay pending in their column groups (terms side by side), in order with those after it.
      suspend(groups, legendRow);
      groups = null;
      for (let k = 0; k < header.lineCount; k++) mark(tableLines, lines[i + k]);
      i += header.lineCount - 1;
      continue;
    }
    if (header) {
      blockRow = null;
      flush();
      suspended = null;
      rowsBeforeHeader = rows.length;
      const old = groups;
      const latest = old ? (old[old.length - 1].term ?? term) : term;
      for (const g of header.groups) {
        // "CH" heads contact hours (the Brazilian carga horária) unless the page's key says it abbreviates
        // credit hours ("CH = credit hours", Gulf and South Asian transcripts in English): the key decides.
        if (chMeansCreditHours) for (const c of g) if (c.type === 'hours' && foldText(c.label) === 'ch') c.type = 'credit';
        const below = lines.slice(i + header.lineCount, i + header.lineCount + 40).filter((l) => l.pageNumber === line.pageNumber);
        averageColumns(g, below);
        alignToValues(g, below);
        const before = g.map((c) => c.type);
        typeByValues(g, below);
        // The same label again over a later table of the document (a thesis or internship table
        // of two rows under the courses) names what the values under it showed the first time.
        g.forEach((c, k) => {
          if (c.type !== before[k]) retyped.set(`${before[k]}|${foldText(c.label)}`, c.type);
          else if (retyped.has(`${c.type}|${foldText(c.label)}`)) c.type = retyped.get(`${c.type}|${foldText(c.label)}`)!;
        });
      }
      groups = makeGroups(header.groups);
      headers.push(header.columns);
      // Rule "A block beside the table is outside its columns": a grading scale, a key or a summary set to
      // the right of the course rows, on their lines, starts past every header cell by a gutter of two ems
      // or more; its cells are no values of the last column. Only a table headed left to right, in a text
      // layer (OCR may lose a header's last labels, and their values would then stand past the header).
      besideFrom = headerEnd(header.columns, 2);
      for (let k = 0; k < groups.length; k++) {
        const g = groups[k];
        g.term = old && old.length === groups.length ? old[k].term : latest;
        if (groups.length > 1) {
          // Side-by-side terms are named just above their own column group ("First Semester"),
          // under a heading of the whole page width that names the year ("2016/2017 Session").
          let own: TermState | null = null;
          for (let b = i - 1; b >= Math.max(0, i - 3); b--) {
            const above = lines[b];
            if (above.pageNumber !== line.pageNumber) break;
            const its = above.items.filter((it) => inGroup(it, g));
            const h = its.length ? headingOf(subLine(above, its)) : null;
            if (h && !own) {
              own = h;
              mark(tableLines, above);
              continue;
            }
            const whole = headingOf(above);
            if (own && whole && (whole.info.session || whole.info.year) && !own.info.session && !own.info.year) {
              own = nestedHeading(whole, own);
              mark(tableLines, above);
              break;
            }
            if (own) break;
          }
          if (own) g.term = own;
        }
      }
      for (let k = 0; k < header.lineCount; k++) mark(tableLines, lines[i + k]);
      // The same header again right under it, in a second language ("Назва компонента | Кредити"
      // over "Course title | ECTS credits"): one header; the first line's columns are kept.
      const below = lines[i + header.lineCount];
      const last = lines[i + header.lineCount - 1];
      // A scale printed in a label ("Score (100)", "Note /20") is no data.
      const belowText = below ? below.text.replace(/\(\s*\d{1,3}\s*\)|(?:\bsur|\bout of|\bvon|\/)\s*\d{1,3}\b/gi, '') : '';
      if (below && below.pageNumber === last.pageNumber && below.y - (last.y + last.height) < last.height * 0.8 && !/\d{2,}/.test(belowText)) {
        const again = headerAt(lines, i + header.lineCount);
        if (again) {
          for (let k = 0; k < again.lineCount; k++) mark(tableLines, lines[i + header.lineCount + k]);
          i += again.lineCount;
        }
      }
      i += header.lineCount - 1;
      continue;
    }
    const cut = clip(line);
    if (!cut) continue;
    const attendance = !!groups && !preset && attendanceHeader(cut);
    if (groups && !preset && (headsOtherTable(cut) || attendance) && readSinceHeader(groups)) {
      // The header of a table without titles under the course table's rows (a grading scale's
      // "Grade | Marks | Points | Remark", a summary's): the course table has ended, and the lines
      // under it are no rows until a course table's header comes again.
      flush();
      suspend(groups, attendance ? attendanceRow : null);
      groups = null;
      continue;
    }
    if (!groups && suspended && blockRow?.(cut)) continue;
    if (!groups && suspended && blockRow && resumesAfterLegend(cut, suspended)) {
      // The first line after a grading key or an attendance table that reads as a course row in the
      // course columns: the course table goes on under them (rules "A legend's header opens no course
      // table", "Attendance is no credit").
      groups = suspended;
      suspended = null;
      blockRow = null;
    }
    if (!groups && suspended && resumesTerm(i, suspended)) {
      // A block of another table set between two terms of the course table (a grading scale, a
      // summary): the next term's heading, with a course row under it in the course header's
      // columns, resumes the course table. docs/document-understanding.md, "A legend between terms".
      groups = suspended;
      suspended = null;
    }
    if (!groups) {
      // A term heading above the first header applies to the first rows.
      const h = headingOf(cut);
      if (h && cut.segments.filter((sg) => /[\p{L}\p{N}]/u.test(sg.text)).length <= 2 && !/:/.test(h.info.heading)) term = nestedHeading(term, h);
      continue;
    }
    for (const g of groups) {
      const items = groups.length === 1 ? cut.items : cut.items.filter((it) => inGroup(it, g));
      if (!items.length) continue;
      const own = (l: Line | undefined): Line | null => {
        if (!l || l.pageNumber !== cut.pageNumber) return null;
        const its = groups!.length === 1 ? l.items : l.items.filter((it) => inGroup(it, g));
        return its.length ? (groups!.length === 1 ? l : subLine(l, its)) : null;
      };
      const next = own(lines[i + 1] && (clip(lines[i + 1]) ?? undefined));
      readLine(g, groups.length === 1 ? cut : subLine(cut, items), line, next, next ? own(lines[i + 2] && (clip(lines[i + 2]) ?? undefined)) : null);
    }
  }
  flush();

  /**
   * Whether line i is a term heading that resumes a course table suspended by another table's block:
   * the heading (one line, or two lines of headings) is followed by a line that reads as a course
   * row in the suspended table's columns. docs/document-understanding.md, "A legend between terms".
   */
  function resumesTerm(i: number, gs: Group[]): boolean {
    const line = lines[i];
    if (gs.length !== 1 || !headingOf(line)) return false;
    for (let j = i + 1; j <= i + 2 && j < lines.length; j++) {
      const l = lines[j];
      if (l.pageNumber !== line.pageNumber) return false;
      if (headingOf(l)) continue;
      if (headsOtherTable(l)) return false;
      const cells = ocrReadable(assignCells(l.items, gs[0].columns));
      return keyStart(l.items) < 0 && !spansColumns(l, gs[0].columns) && isCourseRow(cells);
    }
    return false;
  }

  /**
   * Whether the header at line i heads a grading key rather than courses (rule "A legend's header
   * opens no course table"): the first lines under it (term headings aside) are a key's rows, and
   * none reads as a course row in the header's columns.
   */
  function legendHeader(i: number, header: HeaderMatch): boolean {
    const under = lines.slice(i + header.lineCount, i + header.lineCount + 4).filter((l) => l.pageNumber === lines[i].pageNumber && !headingOf(l)).slice(0, 2);
    if (!under.length || !under.every(legendRow)) return false;
    return !under.some((l) => keyStart(l.items) < 0 && isCourseRow(ocrReadable(assignCells(l.items, header.columns))));
  }

  /** Whether a line reads as a course row of the suspended course columns, and as no key's row. */
  function resumesAfterLegend(line: Line, gs: Group[]): boolean {
    // Terms side by side: a course row in any of their column groups.
    return gs.some((g) => {
      const items = gs.length === 1 ? line.items : line.items.filter((it) => inGroup(it, g));
      const sub = gs.length === 1 ? line : subLine(line, items);
      return items.length > 0 && !spansColumns(sub, g.columns) && isCourseRow(ocrReadable(assignCells(items, g.columns)));
    });
  }

  function readLine(g: Group, sub: Line, whole: Line, next: Line | null, afterNext: Line | null = null): void {
    const cells = ocrReadable(assignCells(sub.items, g.columns));
    const lead = g.lead;
    g.lead = null;
    const codeLead = g.codeLead;
    g.codeLead = null;
    const ks = keyStart(sub.items);
    if (ks > 0 && isCourseRow(ocrReadable(assignCells(sub.items.slice(0, ks), g.columns)))) {
      // A course row with a grading key's row printed to its right: the row is read without it.
      g.lead = lead;
      g.codeLead = codeLead;
      readLine(g, subLine(sub, sub.items.slice(0, ks)), whole, next);
      return;
    }
    if (ks >= 0) {
      // A line of a grading key under the table: no row, and nothing wraps onto it.
      g.last = null;
      return;
    }
    if (!spansColumns(sub, g.columns) && !headingInColumns(sub, cells) && (isCourseRow(cells) || (lead && valuesOnly(cells)))) {
      const rows = termGridRows(cells, g.term, g.columns, sub.pageNumber);
      const row = rows[rows.length - 1] ?? toRow(cells, g.term, g.columns, sub.pageNumber);
      // A term column printed on the first row of each term only: the rows under it share it.
      const periodCells = cells.filter((c) => c.type === 'term' || c.type === 'session' || c.type === 'year');
      if (periodCells.length) g.periodRow = row;
      else if (g.periodRow && !rows.length && g.columns.some((c) => c.type === 'term' || c.type === 'session' || c.type === 'year')) {
        for (const f of ['term', 'session', 'year'] as const) {
          if (g.periodRow.course[f] === null) continue;
          (row.course as unknown as Record<string, unknown>)[f] = g.periodRow.course[f];
          if (g.periodRow.cells[f]) row.cells[f] = g.periodRow.cells[f];
        }
      }
      if (codeLead && !rows.length && row.course.courseNumber === null) {
        row.course.courseNumber = cleanValue(codeLead.map((it) => it.text).join(' '));
        row.items.unshift(...codeLead);
        row.cells.courseNumber = codeLead;
      }
      if (lead && !rows.length) {
        // The title's first line, printed above the row's values (cells centred vertically).
        row.course.courseName = cleanValue(`${lead.cell.text} ${row.course.courseName ?? ''}`);
        row.items.unshift(...lead.cell.items);
        row.cells.courseName = [...lead.cell.items, ...(row.cells.courseName ?? [])];
      }
      g.pending.push(...(rows.length ? rows : [row]));
      mark(tableLines, whole);
      mark(rowLines, whole);
      if (g.last && g.last.line.pageNumber === sub.pageNumber && g.last.row.items.length && !lead) {
        // Measured from the last line of the row above (its wrapped title included).
        const gap = sub.y - (g.last.line.y + g.last.line.height);
        if (gap >= 0 && gap < sub.height * 1.5) g.rowGap = g.rowGap === undefined ? gap : Math.min(g.rowGap, gap);
      }
      g.last = { row, line: sub };
      return;
    }
    const h = headingOf(sub);
    if (h) {
      g.term = nestedHeading(g.term, h);
      g.periodRow = null;
      mark(tableLines, whole);
      g.last = null;
      return;
    }
    // A wrapped course name: only the name column, right under the previous row.
    // A bold line under plain rows is a section heading ("Практики"), not the rest of a title.
    // Rule "A section's letter in any script": "B) Electives", "Б) Дисциплины по выбору", "Β) Μαθήματα επιλογής".
    const section = (sub.bold && !g.last?.line.bold) || /^([IVX]{1,4}|\d{1,2}|\p{Lu})[.)]\s/u.test(sub.text);
    if (cells.length === 1 && next && codeLeadsNextRow(sub, next, g)) {
      g.codeLead = sub.items;
      mark(tableLines, whole);
      return;
    }
    if (!section && cells.length === 1 && cells[0].type === 'name' && next && leadsNextRow(sub, next, g)) {
      // The second line of a title that wraps above its row's values: the lead grows.
      const cell = lead && lead.line.pageNumber === sub.pageNumber ? { ...cells[0], text: `${lead.cell.text} ${cells[0].text}`, items: [...lead.cell.items, ...cells[0].items] } : cells[0];
      g.lead = { cell, line: sub };
      mark(tableLines, whole);
      return;
    }
    if (!section && !lead && cells.length === 1 && cells[0].type === 'name' && next && afterNext && wrapLeadsNextRow(sub, next, afterNext, g)) {
      g.lead = { cell: cells[0], line: sub };
      mark(tableLines, whole);
      return;
    }
    if (g.last && !section && cells.length === 1 && cells[0].type === 'name' && sub.pageNumber === g.last.line.pageNumber) {
      const gap = sub.y - (g.last.line.y + g.last.line.height);
      // A summary ("sem. G.P.A. = 3.25", "Credits: 18") is no part of a title.
      // A wrapped title starts under the title, not left of it (a note under the table does).
      const nameX = Math.min(...(g.last.row.cells.courseName ?? []).map((it) => it.x));
      const aligned = !Number.isFinite(nameX) || sub.x >= nameX - sub.height;
      // Closer than rows usually are, or (a table set with generous line spacing) no farther
      // than the rows of this table are from each other. Before two rows have shown how far
      // apart rows are (a first row, a row after each term heading), lines set at up to 1.8
      // times their height still flow on.
      const near = gap < sub.height * (g.rowGap === undefined ? 0.8 : 0.6) || (g.rowGap !== undefined && gap <= g.rowGap * 1.05 + 0.2);
      if (aligned && near && !isStopLine(sub.text) && !looksLikeTermHeading(sub.text) && !/[=:]\s*\d/.test(sub.text)) {
        const row = g.last.row;
        // Rule "A group heading set as the first one": a title-only line in the type of the heading that opened the table's
        // first group ("Langues" in italics over the first rows), unlike the row's title, with a course row under it, is the
        // next group's heading ("Branches de la section B"), neither the rest of the title above nor its translation.
        const type = lineType(cells[0].items);
        const heading = !row.otherName && !!type && !sameType(type, lineType(row.cells.courseName ?? [])) && groupHeadingAbove(whole, type, sub.x);
        if (heading && next && isCourseRow(ocrReadable(assignCells(next.items, g.columns)))) {
          mark(tableLines, whole);
          g.last = null;
          return;
        }
        if (row.otherName || isTranslationLine(row, cells[0].items, cells[0].text)) {
          // The title in its other language (and the rest of it, when it wraps): kept apart.
          row.otherName = [...(row.otherName ?? []), ...cells[0].items];
          row.otherText = cleanValue(`${row.otherText ?? ''} ${cells[0].text}`);
          row.items.push(...cells[0].items);
          mark(tableLines, whole);
          g.last = { row, line: sub };
          return;
        }
        row.titleLines ??= [{ items: [...(row.cells.courseName ?? [])], text: row.course.courseName ?? '' }];
        row.titleLines.push({ items: cells[0].items, text: cells[0].text });
        row.course.courseName = cleanValue(`${row.course.courseName ?? ''} ${cells[0].text}`);
        row.items.push(...cells[0].items);
        row.cells.courseName = [...(row.cells.courseName ?? []), ...cells[0].items];
        mark(tableLines, whole);
        g.last = { row, line: sub };
        return;
      }
    }
    // Nothing wraps onto a total or a remark.
    if (isStopLine(sub.text)) g.last = null;
  }

  /**
   * Whether a line of the table above `whole`, on its page, opened a group of rows as a heading set in `type` at `x`: a
   * single run in that type, the line before it no row (the header, another heading), the line after it a row.
   */
  function groupHeadingAbove(whole: Line, type: { font: string; size: number }, x: number): boolean {
    const at = lines.indexOf(whole);
    for (let k = at - 1; k >= 1 && lines[k].pageNumber === whole.pageNumber; k--) {
      const l = lines[k];
      if (l.segments.length !== 1 || Math.abs(l.x - x) > l.height || !sameType(lineType(l.items), type)) continue;
      const before = origin.get(lines[k - 1])?.[0] ?? lines[k - 1];
      const after = lines[k + 1] && (origin.get(lines[k + 1])?.[0] ?? lines[k + 1]);
      if (!rowLines.has(before) && after && rowLines.has(after)) return true;
    }
    return false;
  }

  /**
   * Whether a line holding only a course code ("CSC1201", bold or not) is the code of the row right
   * under it, a module table printing the code above the title: the row under it has a title and
   * values but no code of its own. docs/document-understanding.md, "Wrapped titles and cut labels".
   */
  function codeLeadsNextRow(sub: Line, next: Line, g: Group): boolean {
    if (!CODE_RE.test(sub.text.trim()) || next.y - (sub.y + sub.height) > sub.height * 0.8) return false;
    const nextCells = ocrReadable(assignCells(next.items, g.columns));
    if (spansColumns(next, g.columns) || !isCourseRow(nextCells)) return false;
    const name = nextCells.find((c) => c.type === 'name');
    return !!name && !nextCells.some((c) => c.type === 'code' && c.text.trim()) && Math.abs(Math.min(...name.items.map((it) => it.x)) - sub.x) <= sub.height * 2;
  }

  /**
   * Whether a line holding only a title is the first line of the next row's title rather than the
   * rest of the row above: in a table whose cells are centred vertically, a two-line title has its
   * row's code and values half a line lower, so the title's first line sits closer to the row
   * under it (within one cell) than to the row above (across a cell border and its padding).
   */
  function leadsNextRow(sub: Line, next: Line, g: Group): boolean {
    if (isStopLine(sub.text) || looksLikeTermHeading(sub.text) || /[=:]\s*\d/.test(sub.text)) return false;
    // A signatory's office over the seal's mark ("Секретарь" over "М.П."): who signs leads no row.
    if (SIGNATORY_OFFICE_RE.test(sub.text.trim())) return false;
    const nextCells = ocrReadable(assignCells(next.items, g.columns));
    if (spansColumns(next, g.columns) || !(isCourseRow(nextCells) || valuesOnly(nextCells))) return false;
    const gapNext = next.y - (sub.y + sub.height);
    if (gapNext > sub.height * 0.6) return false;
    // The row under it has no title of its own on its line, or the rest of its title lower than
    // its values: the row's values are centred between the lines of its title.
    const nextName = nextCells.find((c) => c.type === 'name');
    const values = nextCells.filter((c) => c.type !== 'name');
    if (!values.length) return false;
    if (nextName && Math.min(...nextName.items.map((it) => it.y)) < Math.min(...values.flatMap((c) => c.items).map((it) => it.y)) + sub.height * 0.2) return false;
    if (nextName && Math.abs(Math.min(...nextName.items.map((it) => it.x)) - sub.x) > sub.height) return false;
    if (!g.last || g.last.line.pageNumber !== sub.pageNumber) return true;
    const gapPrev = sub.y - (g.last.line.y + g.last.line.height);
    return gapNext < gapPrev - sub.height * 0.15;
  }

  /**
   * Whether a line holding only a title starts a title of two lines whose row's values are printed
   * lower, centred in its cell (a wrapped title with its translation under it): the next line is
   * the rest of the title and itself leads the row under it, and the line sits closer to it than to
   * the row above (within one cell rather than across a cell border).
   */
  function wrapLeadsNextRow(sub: Line, next: Line, afterNext: Line, g: Group): boolean {
    const nextCells = ocrReadable(assignCells(next.items, g.columns));
    if (nextCells.length !== 1 || nextCells[0].type !== 'name' || isStopLine(sub.text) || looksLikeTermHeading(sub.text)) return false;
    if (Math.abs(next.x - sub.x) > sub.height || !leadsNextRow(next, afterNext, g)) return false;
    const gapNext = next.y - (sub.y + sub.height);
    if (gapNext > sub.height * 0.6) return false;
    if (!g.last || g.last.line.pageNumber !== sub.pageNumber) return true;
    return gapNext < sub.y - (g.last.line.y + g.last.line.height) - sub.height * 0.15;
  }

  if (!preset) {
    // Rules "A table set across the page" and "Results set as tiles": on the pages where no header's table gave rows.
    const outside = resultsOutsideRows(lines, new Set(rows.map((r) => r.page)));
    for (const l of outside.lines) {
      mark(tableLines, l);
      mark(rowLines, l);
    }
    if (outside.rows.length) {
      rows.push(...outside.rows);
      rows.sort((a, b) => a.page - b.page);
    }
  }
  // Tables no known header named (another language, another vocabulary, no header at all), found
  // by geometry and value types on the pages where no header's table gave rows.
  const found: TableResult[] = [];
  const rowPages = new Set(rows.map((r) => r.page));
  // Every page gave a header's table: no inferred table could be kept, so none is looked for.
  if (!preset && lines.some((l) => !rowPages.has(l.pageNumber))) {
    for (const t of inferTables(lines)) {
      if (lines.slice(t.from, t.to + 1).some((l) => rowPages.has(l.pageNumber))) continue;
      const r = extractCourseTable(input, t);
      if (r.courses.length) found.push(r);
    }
  }
  withoutRunningHeads(rows, lines);
  withoutSummaryRows(rows);
  gridYearsAndStanding(rows);
  withoutUnitRows(rows);
  if (lines.some((l) => l.items.some((i) => i.confidence !== null))) withoutWordsInGradeColumn(rows);
  withoutStrayValues(rows);
  pointsAsGrades(rows);
  renderingsSideBySide(rows);
  translatedThroughout(rows);
  for (const r of rows) chooseRendering(r);
  weightedPointsNotMarks(rows);
  const courses = rows.map((r) => r.course);
  for (const c of courses) if (c.courseName) c.courseName = latinForm(c.courseName);
  const ocr = lines.some((l) => l.items.some((i) => i.confidence !== null));
  // Rule "Decimal grades read without their separator": on OCR, before the stated scale makes the grades marks.
  if (ocr) tenPointSeparators(courses);
  applyDocumentScale(courses, input);
  fivePointFiguresWithWords(courses);
  repairDecimals(courses);
  if (ocr) repairOcr(courses);
  const own: TableResult = { courses, evidence: rows.map(evidenceOfRow), rowLines, tableLines, headers };
  return found.length ? mergeTables([own, ...found]) : own;
}

/** Tables of one document as one result, their rows in page order (a page's rows as read). */
/**
 * Rule "A grid's line of years and its standing": under (or over) a grid of grades by period, a line whose value in
 * every period column is a calendar year ("AÑO LECTIVO | 2014 | 2015 | …") names each period's year, and a line with
 * one and the same word of a result or grading scale in every period ("SITUACIÓN FINAL | APROBADO | APROBADO | …")
 * while the grid's other lines hold figures (twice as many) is the standing of each year: neither is a course. The years go to the grid's courses of their
 * period; the lines are dropped.
 */
function gridYearsAndStanding(rows: Row[]): void {
  const grid = rows.filter((r) => r.grid && r.course.courseName);
  const byName = new Map<string, Row[]>();
  for (const r of grid) byName.set(r.course.courseName!, [...(byName.get(r.course.courseName!) ?? []), r]);
  const drop = new Set<Row>();
  const valueOf = (r: Row) => (r.course.grade ?? (r.course.marksScored !== null ? String(r.course.marksScored) : '')).trim();
  const figures = grid.filter((r) => /^\d{1,3}(?:[.,]\d{1,2})?$/.test(valueOf(r)));
  for (const [, same] of byName) {
    if (same.length < 2) continue;
    const values = same.map(valueOf);
    if (values.every((v) => /^(?:19|20)\d{2}$/.test(v)) && new Set(values).size === values.length) {
      for (const r of same) {
        drop.add(r);
        for (const o of grid) if (o !== r && o.course.term === r.course.term && o.course.year === null && o.page === r.page) o.course.year = +valueOf(r);
      }
    } else if (same.length >= 3 && new Set(values.map(foldText)).size === 1 && /\p{L}{4}/u.test(values[0]) && (RESULT_WORD_SET.has(foldText(values[0])) || GRADE_WORD_SET.has(foldText(values[0]))) && figures.length >= same.length * 2) {
      for (const r of same) drop.add(r);
    }
  }
  if (!drop.size) return;
  const kept = rows.filter((r) => !drop.has(r));
  rows.splice(0, rows.length, ...kept);
}

function mergeTables(parts: TableResult[]): TableResult {
  const rows = parts.flatMap((p) => p.courses.map((course, k) => ({ course, evidence: p.evidence[k] })));
  rows.sort((a, b) => a.evidence.row.page - b.evidence.row.page);
  const union = (pick: (p: TableResult) => Set<Line>) => new Set(parts.flatMap((p) => [...pick(p)]));
  return {
    courses: rows.map((r) => r.course),
    evidence: rows.map((r) => r.evidence),
    rowLines: union((p) => p.rowLines),
    tableLines: union((p) => p.tableLines),
    headers: parts.flatMap((p) => p.headers),
  };
}

/**
 * A teaching unit printed as a row over its constituent elements (the LMD "UE" over its "ECUE": the unit's code,
 * title, credits, average and result, then each element with a code that extends the unit's — "ECO5101" over
 * "ECO5101.1", "ECO5101.2"): the unit heads its group and is no course; its elements are the courses (families
 * README, "A teaching unit printed as a row over its constituent elements"). A unit with no element under it stays.
 */
function withoutUnitRows(rows: Row[]): void {
  const code = (r: Row | undefined) => r?.course.courseNumber?.replace(/\s+/g, '') ?? '';
  for (let k = rows.length - 2; k >= 0; k--) {
    const unit = code(rows[k]);
    const next = code(rows[k + 1]);
    if (unit.length >= 3 && /\d/.test(unit) && next.length > unit.length + 1 && next.startsWith(unit) && /^[.\-/_]\p{L}?\d{1,2}$/u.test(next.slice(unit.length))) rows.splice(k, 1);
  }
}

/** The value labels of the lexicon, folded: a grade cell holding one is a header's label, not a grade. */
const VALUE_LABELS = new Set((['grade', 'credit', 'marksScored', 'maximumMarks'] as const).flatMap((k) => headerWords(k)).map(foldText));

/** A grade cell that holds a value: a figure, a letter grade of a scale, a grade or result word of the lexicon. */
const gradeValue = (g: string) => /\d/.test(g) || LETTER_GRADE_RE.test(g.trim()) || /^[IVX]{1,5}$/i.test(g.trim()) || GRADE_WORD_SET.has(foldText(g)) || RESULT_WORD_SET.has(foldText(g));

/**
 * Rule "A word in a column of grades is no course" (docs/document-understanding.md, "Scans and photos", "Header words
 * and titles read unsure"): on an OCR page, a line of a signature block or a footer ("EXECUTIVE | SECRETARY", "Page 1
 * of 1 - This | transcript is"), or a second header whose labels the OCR misread ("Курсовые работы … | Отметка"), is
 * taken for a row when its words fall into the table's columns; its "grade" is then a word. Where four grades or more
 * of the table are values and two thirds of them at least (figures, letter grades, Roman figures, grade and result
 * words), a row
 * whose grade is a word of four letters or more that is none of these, with no code, credit, marks or result, or
 * whose grade is a value column's label of the lexicon ("Отметка", "Note"), is no course. A row with a grade word the
 * lexicon does not know in a table of grade words is untouched (no two thirds of values).
 */
function withoutWordsInGradeColumn(rows: Row[]): void {
  const grades = rows.map((r) => r.course.grade).filter((g): g is string => !!g && !!g.trim());
  const values = grades.filter(gradeValue);
  if (values.length < 4 || values.length * 3 < grades.length * 2) return;
  for (let k = rows.length - 1; k >= 0; k--) {
    const c = rows[k].course;
    const g = c.grade?.trim();
    if (!g || gradeValue(g)) continue;
    const label = VALUE_LABELS.has(foldText(g));
    const word = (g.match(/\p{L}/gu) ?? []).length >= 4;
    const alone = !c.courseNumber && c.credit === null && c.marksScored === null && c.maximumMarks === null && !c.passStatus;
    if (label || (word && alone)) rows.splice(k, 1);
  }
}

/**
 * Rule "A running head is no row" (docs/document-understanding.md, "What the scans of w3- showed"): the letterhead a
 * transcript prints again at the top of every page ("MENENGAI UNIVERSITY OF SCIENCE AND TECHNOLOGY … ACADEMIC
 * TRANSCRIPT") comes, on the pages after the first, between the table's rows and its header printed again. A text
 * layer sets it as one run that fills no value column, but OCR reads it word by word, and its words fall into the
 * bands: "AND" under the grade, "TECHNOLOGY" under the second term's code, two rows of nonsense per page. A line among
 * a page's first lines (before any line that is not such a line, and before the table's header) that another page prints at the same
 * height (within a line's height) in nearly the same words (similarity 0.85 or more, three words or more), where on
 * that other page it is no row of the table, is the page's running head: no row. Rows repeated on the pages of a
 * document's copies stand under a header and are kept.
 */
function withoutRunningHeads(rows: Row[], lines: Line[]): void {
  const pages = linesByPage(lines);
  if (pages.size < 2) return;
  const rowItems = new Set(rows.flatMap((r) => r.items));
  const isRow = (l: Line) => l.items.some((i) => rowItems.has(i));
  const words = (l: Line) => l.text.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w)).length;
  const repeated = (l: Line, asRow: boolean) =>
    words(l) >= 3 &&
    [...pages].some(([p, ls]) => p !== l.pageNumber && ls.some((o) => Math.abs(o.y - l.y) <= Math.max(o.height, l.height) && (asRow || !isRow(o)) && similarity(o.text, l.text) >= 0.85));
  const head = new Set<TextItem>();
  for (const ls of pages.values()) {
    for (let k = 0; k < ls.length; k++) {
      if (headerAt(ls, k) || !repeated(ls[k], true)) break;
      if (repeated(ls[k], false)) for (const i of ls[k].items) head.add(i);
    }
  }
  if (!head.size) return;
  for (let k = rows.length - 1; k >= 0; k--) if (rows[k].items.some((i) => head.has(i))) rows.splice(k, 1);
}

/** A page's number at the end of a running head or foot: "Page 3", "Seite 2", "Страница 2", "Сторінка 4", "Strona 2". */
const RUNNING_HEAD_PAGE = /(?<![\p{L}])(?:page|seite|strona|страница|сторінка)\s+\d{1,3}\s*$/iu;

/**
 * Browser print footer (docs/document-understanding.md): a web page printed by a browser carries the page's address
 * at the foot of every page and its count "1/2" at the right ("https://intranet.…/record-academico    1/2"); set in a
 * table's bands it reads as a row whose title is the address. A title that is nothing but a web address, alone or
 * with the page count, is no course: no course title is a URL.
 */
const WEB_ADDRESS = /^(?:https?:\/\/|www\.)\S+$/iu;
function browserFooter(title: string | null, printed: string): boolean {
  if (!title || !WEB_ADDRESS.test(title.trim())) return false;
  return printed.replace(title, '').trim() === '' || /^\d{1,3}\s*\/\s*\d{1,3}$/.test(printed.replace(title, '').trim());
}

/**
 * Summary rows the words of no language gave away ("Semestersumme", "Créditos del semestre",
 * "Dönem Toplamı", "Dönem Ortalaması"), found by their values: a row without a code, a grade or a
 * mark whose credits are the sum of the credits of the two or more rows above it (since the last
 * term or the last summary) totals them; a row without a code or credits whose only value is an
 * average with two decimals ("3.18"), in a table whose grades have no such form, is a GPA line.
 * Removed in place.
 */
/**
 * Points of a short scale printed as fixed two-digit steps ("08", "14", "05": the 0-15 points of the German
 * gymnasiale Oberstufe, which its Abiturzeugnis prints with a leading zero) are grades as printed as well as marks:
 * where some of a column's marks carry a leading zero and none is above 15, each row's printed points are its grade
 * (as the same points in a term grid are). Set in place, on rows without a grade of their own.
 */
function pointsAsGrades(rows: Row[]): void {
  const printed = (r: Row) => (r.cells.marksScored ?? []).map((it) => it.text).join('').trim();
  const marked = rows.filter((r) => r.course.marksScored !== null && r.course.grade === null && r.course.maximumMarks === null);
  if (marked.length < 3 || !marked.every((r) => /^\d{2}$/.test(printed(r)) && r.course.marksScored! <= 15) || !marked.some((r) => /^0\d$/.test(printed(r)))) return;
  for (const r of marked) {
    r.course.grade = printed(r);
    r.cells.grade = r.cells.marksScored;
  }
}

/**
 * Rule "A line of summary pairs is no course": a line made only of two or more captions each followed by its
 * figure ("QTR GPA 3.87  GPA UNITS 7.00  CUM GPA 3.87", "Semesterdurchschnitt 1,7  ECTS 30", "Créditos 30
 * Promedio 8,50"), one caption at least a summary's (a total, an average, a GPA, a tally of credits), is a
 * term's or a program's summary, whatever columns its pieces fall in. A course title holds one figure at most
 * ("Calculus 2"), never caption after figure after caption.
 */
export function summaryPairs(printed: string): boolean {
  const t = asciiDigits(printed).replace(/\s+/g, ' ').trim();
  const figure = /(?<![\p{L}\p{N}])[-−]?\d{1,4}(?:[.,]\d{1,3})?%?(?![\p{L}\p{N}])/gu;
  const figures = [...t.matchAll(figure)];
  if (figures.length < 2) return false;
  const captions: string[] = [];
  let from = 0;
  for (const f of figures) {
    captions.push(t.slice(from, f.index).replace(/[:=|/]+/g, ' ').trim());
    from = f.index! + f[0].length;
  }
  const rest = t.slice(from).replace(/[:=|/]+/g, ' ').trim();
  // A grade or a grade word between figures ("3 A 12.00", "4 Pass") is a course's value, not a caption.
  const caption = (c: string) =>
    /^\p{L}[\p{L}\p{M}.'’ ]*\p{L}\.?$/u.test(c) && c.split(' ').length <= 4 && !LETTER_GRADE_RE.test(c) && !GRADE_WORD_SET.has(foldText(c));
  if (!captions.every(caption) || (rest !== '' && !caption(rest))) return false;
  const summary = (c: string) => {
    const words = foldText(c).split(/[^\p{L}\p{M}]+/u).filter(Boolean);
    // German compounds end in the summary's word ("Semesterdurchschnitt", "Gesamtschnitt", "Punktesumme").
    return isStopLine(c) || tallyCaption(c) || namesCredits(c) || words.some((w) => SUMMARY_PAIR_WORDS.has(w) || /(?:durchschnitt|schnitt|summe)$/.test(w));
  };
  // Rule "A credits unit after its figure is no caption": "4 з.е.", "6 ECTS", "3 cr." print the credits with
  // their unit, and a course row goes on with its grade ("История России | 4 з.е. | 14,000"); the unit alone
  // makes no summary of the line. A summary's own caption beside it still does ("Moyenne 13,25 Crédits 30").
  const unitOfFigure = (c: string, k: number) => k > 0 && creditUnitOnly(c);
  return [...captions, rest].some((c, k) => c !== '' && !unitOfFigure(c, k) && summary(c));
}

/** Words of a summary's caption beside its figure: averages and grade-point indexes the stop words miss as a line's first word. */
const SUMMARY_PAIR_WORDS = new Set(
  ['gpa', 'cgpa', 'sgpa', 'qpa', 'cpi', 'spi', 'cum', 'cumulative', 'average', 'avg', 'total', 'totals', 'moyenne', 'durchschnitt', 'promedio',
    'media', 'gemiddelde', 'srednia', 'prumer', 'ortalama', 'ipk', 'ips', 'wam', 'prom', 'acum', 'acumulado', 'acumulada', 'acumulat',
    'cumule', 'cumulee', 'cumulato', 'cumulata', 'kumuliert', 'kum'].map(foldText),
);

function withoutSummaryRows(rows: Row[]): void {
  const twoDecimals = /^\d[.,]\d{2}$/;
  const averageForm = rows.filter((r) => r.course.grade && twoDecimals.test(r.course.grade)).length;
  const gradeCount = rows.filter((r) => r.course.grade).length;
  let since: Row[] = [];
  const period = (r: Row) => `${r.course.term}|${r.course.session}|${r.course.year}`;
  for (let k = 0; k < rows.length; k++) {
    const r = rows[k];
    const c = r.course;
    if (since.length && period(since[since.length - 1]) !== period(r)) since = [];
    const bare = !c.courseNumber && c.grade === null && c.marksScored === null && c.alternateGrade === null;
    // The sum of the rows just above it: all rows since the last total or term, or (a term whose
    // heading was not read, a block of its own) the last two or more of them.
    // A row with a title, set like the rows, is a total only when it lacks what the rows it sums
    // show: a code where they all have one, or (summing the whole block) a grade or mark where they
    // all have one. A course with no code and no grade yet ("in progress", marks the table does not
    // read) whose credits happen to equal the last rows' sum stays a course.
    const bold = (x: Row) => x.items.some((it) => isBoldFont(it.fontName));
    const marked = !c.courseName || !/\p{L}{2}/u.test(c.courseName) || isStopLine(c.courseName) || (bold(r) && !since.some(bold));
    const graded = (x: Row) => x.course.grade !== null || x.course.marksScored !== null || x.course.alternateGrade !== null;
    const sumsTo = (j: number) => {
      const part = since.slice(j);
      if (part.length < 2 || Math.abs(part.reduce((a, x) => a + (x.course.credit ?? 0), 0) - c.credit!) >= 0.01) return false;
      const lacksCode = part.every((x) => x.course.courseNumber);
      return marked || lacksCode || (j === 0 && part.every(graded));
    };
    const isTotal = bare && c.credit !== null && since.some((_x, j) => sumsTo(j));
    const isAverage = !c.courseNumber && c.credit === null && c.marksScored === null && !!c.grade && twoDecimals.test(c.grade) && averageForm * 2 < gradeCount;
    // A title without a code whose only number stands in the grade points of a table whose rows
    // have grades (a term's index under the points), or in no column read: a summary, no course.
    const empty =
      !c.courseNumber && c.credit === null && c.grade === null && c.marksScored === null && c.passStatus === null && (c.alternateGrade === null || gradeCount * 2 > rows.length);
    // A page footer that counts the pages ("… — Record of Learning — page 1 of 2") set in the table's
    // bands: the count's number is no credit, and the footer no course.
    // So is a running head that numbers its page at its end ("Приложение к диплому № 692918 … Страница 2",
    // the head of every page after the first of a Russian diploma supplement; "… Page 3"): the page's
    // number is no credit. Only the words that mean nothing but a page, which no course title ends with.
    const printed = r.items.map((it) => it.text).join(' ').trim();
    const footer = bare && (/(?<![\p{L}])(?:page|seite|pagina|página|sida|side|strona)\s+\d+\s*(?:of|von|de|di|av|af|z|из|з)\s*\d+\s*$/iu.test(printed) || RUNNING_HEAD_PAGE.test(printed) || browserFooter(c.courseName, printed));
    // Prose across the table (docs/document-understanding.md): a note printed under the rows, eight words or more that
    // end with a full stop or hold one between two sentences ("This results slip is issued pending the certificate.
    // Subject names …", "KEY: 1-2 Distinction, 3-6 Credit. 7-8 Pass. …"), that the columns cut into a "code", a "title"
    // and a "grade" of words: no course code, credit or mark, and no word of a grading scale.
    const courseCode = !!c.courseNumber && /^\p{L}{0,6}[\s-]?\d{2,}[\p{L}\d]*$/u.test(c.courseNumber);
    const sentence = /[.!]$/.test(printed) || /\p{Ll}{2}[.!]\s+[\p{Lu}\d]/u.test(printed);
    const prose = !courseCode && c.credit === null && c.marksScored === null && printed.split(/\s+/).length >= 8 && sentence && (c.grade === null || (!GRADE_WORD_SET.has(foldText(c.grade)) && !/\d/.test(c.grade)));
    const pairs = !courseCode && summaryPairs(printed);
    if (isTotal || isAverage || empty || footer || prose || pairs) {
      rows.splice(k--, 1);
      since = [];
      continue;
    }
    since.push(r);
  }
}

/** The value cells of a row, which a column's other values line up with. */
const VALUE_FIELDS: ReadonlyArray<keyof ExtractedCourse> = ['credit', 'grade', 'alternateGrade', 'marksScored', 'maximumMarks', 'passStatus'];

/**
 * The values of a column line up: flush left, flush right or centred under one another. On a
 * scan, a value whose box lines up with none of the other values of its field on its page (its
 * left edge, right edge and centre each more than a character's height from theirs), where four
 * or more rows show that field, is no value of the column: a speck, a stamp's stroke or a digit
 * of a heading that crosses the table, read by the OCR. It is dropped, and so is a row left with
 * no value and no code (a heading taken for a course). Removed in place.
 */
function withoutStrayValues(rows: Row[]): void {
  const stray = new Set<string>();
  const key = (r: number, f: string) => `${r}|${f}`;
  for (const field of VALUE_FIELDS) {
    const byPage = new Map<number, Array<{ row: number; x0: number; x1: number; h: number }>>();
    rows.forEach((r, k) => {
      const its = r.cells[field];
      // The grades of a term grid stand in one column per term, each alone in its column on some pages.
      if (r.grid || !its?.length || r.course[field] === null || its.some((it) => it.confidence === null)) return;
      const x0 = Math.min(...its.map((it) => it.x));
      const x1 = Math.max(...its.map((it) => it.x + it.width));
      const h = Math.max(...its.map((it) => it.height));
      byPage.set(r.page, [...(byPage.get(r.page) ?? []), { row: k, x0, x1, h }]);
    });
    for (const cells of byPage.values()) {
      if (cells.length < 4) continue;
      for (const c of cells) {
        const tol = c.h;
        const lined = cells.some((o) => o !== c && (Math.abs(o.x0 - c.x0) <= tol || Math.abs(o.x1 - c.x1) <= tol || Math.abs((o.x0 + o.x1) / 2 - (c.x0 + c.x1) / 2) <= tol));
        if (!lined) stray.add(key(c.row, field));
      }
    }
  }
  if (!stray.size) return;
  const keep: Row[] = [];
  rows.forEach((r, k) => {
    for (const field of VALUE_FIELDS) {
      if (!stray.has(key(k, field))) continue;
      (r.course as unknown as Record<string, unknown>)[field] = null;
      // A maximum read from the same cell ("14/20") goes with its mark.
      if (field === 'marksScored' && r.cells.maximumMarks && r.cells.maximumMarks[0] === r.cells.marksScored?.[0]) {
        r.course.maximumMarks = null;
        delete r.cells.maximumMarks;
      }
      delete r.cells[field];
    }
    if (r.course.courseNumber || VALUE_FIELDS.some((f) => r.course[f] !== null)) keep.push(r);
  });
  rows.splice(0, rows.length, ...keep);
}

/**
 * The maximum printed once for the whole document ("Maximum mark per subject: 100", "Scala dei
 * voti: 18-30/30"): marks without their own maximum get it, and whole-number grades on that
 * scale (an Italian "voto" of 24) are also marks out of it. Only when every value fits the scale.
 */
/**
 * A five-point scale printed in figures with the name of each step beside them in a cell of its own ("5 | Excelente",
 * "4 | Bien", "3 | Aprobado": Cuban and Russian-tradition certificates): the figure was read as a mark and the word as
 * the grade, but the word only restates the figure, which is the grade (families README, a grade in figures and in
 * words in two cells). Only when every mark of the table is a whole figure from 2 to 5 beside a word of a grading
 * scale, and no maximum is known: marks out of 10 or 20 ("5 | Aprobado" among "7,5 | Notable") stay marks.
 */
function fivePointFiguresWithWords(courses: ExtractedCourse[]): void {
  const marked = courses.filter((c) => c.marksScored !== null);
  if (marked.length < 3) return;
  const fits = (c: ExtractedCourse) => c.maximumMarks === null && Number.isInteger(c.marksScored) && c.marksScored! >= 2 && c.marksScored! <= 5 && !!c.grade && GRADE_WORD_SET.has(foldText(c.grade));
  if (!marked.every(fits)) return;
  for (const c of marked) {
    c.grade = String(c.marksScored);
    c.marksScored = null;
  }
}

/**
 * Quality points read as marks: a column of credits times the grade points of the row's letter grade ("Créditos 4 |
 * Nota B | Puntos 8", the weighted points US and Latin American records print to compute the index) is no mark, and a
 * value without evidence is null. Only when every marked row has credits and a letter grade, each letter gives one
 * ratio of points to credits on a grade-point scale (0 to 5), and the credits differ between rows (a product shows
 * only where its factor varies): real marks vary within a letter and are not multiples of the credits.
 */
function weightedPointsNotMarks(rows: Row[]): void {
  const marked = rows.filter((r) => r.course.marksScored !== null && r.course.maximumMarks === null);
  if (marked.length < 3) return;
  const perLetter = new Map<string, number>();
  for (const { course: c } of marked) {
    if (!c.credit || c.credit <= 0 || !c.grade || !LETTER_GRADE_RE.test(c.grade.trim())) return;
    const ratio = c.marksScored! / c.credit;
    if (ratio < 0 || ratio > 5 || Math.abs(ratio * 100 - Math.round(ratio * 100)) > 1e-6) return;
    const letter = c.grade.trim().toUpperCase();
    const seen = perLetter.get(letter);
    if (seen !== undefined && Math.abs(seen - ratio) > 1e-6) return;
    perLetter.set(letter, ratio);
  }
  if (new Set(marked.map((r) => r.course.credit)).size < 2) return;
  for (const r of marked) {
    r.course.marksScored = null;
    delete r.cells.marksScored;
  }
}

function applyDocumentScale(courses: ExtractedCourse[], lines: Line[]): void {
  if (!courses.length) return;
  const text = lines.map((l) => l.text).join('\n');
  // The scale stated in words: "Notes sur 20", "Calificaciones numéricas de 0 a 10", "grades out
  // of 100", "Notas de 0 a 10", "Noten von 0 bis 15 Punkten" (not "1 bis 5", a grade scale).
  const stated =
    /\b(?:notes?|grades?|marks?|scores?|calificaciones|calificación|notas?|voti|voto|punkte|bewertung)\b[^.\n\d]{0,30}?(?:\bsur\b|\bout of\b|\/)\s*(10|20|100)\b/i.exec(text) ??
    // OCR reads the 0 as a capital O ("Notas de O a 10").
    /\b(?:de|from|od|von|da|на)\s+[0O]\s+(?:a|to|do|bis|al|по)\s+(10|20|100)\b/i.exec(text);
  const m =
    /\bmax(?:imum)?\.?\s+marks?\b[^:\d\n]{0,30}:?\s*(\d{2,3})\b/i.exec(text) ??
    /\b\d{1,2}\s*[-–]\s*(\d{2,3})\s*\/\s*(\d{2,3})\b/.exec(text) ??
    stated;
  if (!m) return;
  const max = +(m[2] ?? m[1]);
  if (![10, 20, 30, 100].includes(max)) return;
  const marks = courses.filter((c) => c.marksScored !== null && c.maximumMarks === null);
  if (marks.length && marks.every((c) => c.marksScored! <= max)) for (const c of marks) c.maximumMarks = max;
  // Whole-number grades on an Italian /30 scale, and numbers in the grade column of a document
  // that states its marks' scale, are marks out of it.
  const pattern = max === 30 && !stated ? /^\d{1,3}(?:\s+e\s+lode)?$/i : /^\d{1,3}(?:[.,]\d{1,2})?(?:\s+e\s+lode)?$/i;
  const numericGrades = courses.filter((c) => c.grade && c.marksScored === null && pattern.test(c.grade));
  const grades = courses.filter((c) => c.grade);
  if (((max === 30 && !stated) || numericGrades.length === grades.length) && (max === 30 || stated) && numericGrades.length && numericGrades.every((c) => (parseNumber(c.grade!.split(/\s/)[0]) ?? Infinity) <= max)) {
    for (const c of numericGrades) {
      c.marksScored = parseNumber(c.grade!.split(/\s/)[0]);
      c.maximumMarks = max;
      if (max !== 30 || /^\d/.test(c.grade!) && !/lode/i.test(c.grade!)) c.grade = max === 30 ? c.grade : null;
    }
  }
}

/** The course table of a document's lines: `extractCourseTable` (kept for existing callers). */
export function extractCourses(lines: Line[]): TableResult {
  return extractCourseTable(lines);
}

function evidenceOf(items: TextItem[], page: number, rule?: string): Evidence {
  const x0 = Math.min(...items.map((i) => i.x));
  const y0 = Math.min(...items.map((i) => i.y));
  const x1 = Math.max(...items.map((i) => i.x + i.width));
  const y1 = Math.max(...items.map((i) => i.y + i.height));
  const ocr = items.filter((i) => i.confidence !== null);
  // A text layer is read exactly; OCR words as sure as their mean confidence.
  const confidence = ocr.length ? ocr.reduce((s, i) => s + (i.confidence as number), 0) / ocr.length / 100 : 1;
  const ev: Evidence = { page, box: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 }, confidence: Math.max(0, Math.min(1, confidence)) };
  if (rule) ev.rule = rule;
  return ev;
}

function evidenceOfRow(r: Row): CourseEvidence {
  const cells: CourseEvidence['cells'] = {};
  for (const [field, items] of Object.entries(r.cells) as Array<[keyof ExtractedCourse, TextItem[]]>) {
    if (!items?.length) continue;
    // A term named by a heading (not by a column of the row) may sit on an earlier page.
    const fromHeading = (field === 'term' || field === 'session' || field === 'year') && !r.items.includes(items[0]);
    cells[field] = fromHeading ? evidenceOf(items, r.termPage ?? r.page, 'term heading') : evidenceOf(items, r.page);
  }
  const ev: CourseEvidence = { row: evidenceOf(r.items, r.page, 'course table row'), cells };
  if (r.otherName?.length && r.otherText) ev.otherName = { text: r.otherText, evidence: evidenceOf(r.otherName, r.page, 'title in another language') };
  return ev;
}

/** OCR confusions between letters and digits, both ways. */
const TO_DIGIT: Record<string, string> = { O: '0', o: '0', D: '0', Q: '0', I: '1', l: '1', L: '1', i: '1', '|': '1', Z: '2', z: '2', S: '5', s: '5', B: '8', G: '6', T: '7' };
const TO_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '8': 'B', '6': 'G', '7': 'T' };

/** The capitals a letter-grade column prints for a course with no grade yet or none at all: in progress, withdrawn, transferred. */
const COURSE_STATUS_MARK = /^(?:IP|INC|W[PF]?|NC|NP|NR|AU|TR|CR)$/;

/**
 * Repairs of OCR readings that the column makes evident: course codes are brought to the
 * letter/digit pattern most codes of the column share ("MIINFO1" among "M1INF02"… → "M1INF01",
 * "M B205" → "MB205"); a two-digit grade among "1,7"-style grades gets its comma back; a
 * trailing "Il"/"Ill" of a course name is the Roman numeral.
 */
export function repairOcr(courses: ExtractedCourse[]): void {
  const codes = courses.map((c) => c.courseNumber).filter((c): c is string => !!c);
  if (codes.length >= 4) {
    const spaced = codes.filter((c) => /\s/.test(c)).length;
    if (spaced * 3 < codes.length) for (const c of courses) if (c.courseNumber) c.courseNumber = c.courseNumber.replace(/\s+/g, '');
    const byLength = new Map<number, string[]>();
    for (const c of courses) if (c.courseNumber) byLength.set(c.courseNumber.length, [...(byLength.get(c.courseNumber.length) ?? []), c.courseNumber]);
    for (const [len, group] of byLength) {
      if (group.length < 4) continue;
      const pattern: Array<'d' | 'l' | '?'> = [];
      for (let i = 0; i < len; i++) {
        const digits = group.filter((g) => /\d/.test(g[i])).length;
        const letters = group.filter((g) => /\p{L}/u.test(g[i])).length;
        pattern.push(digits >= group.length * 0.75 ? 'd' : letters >= group.length * 0.75 ? 'l' : '?');
      }
      for (const c of courses) {
        if (!c.courseNumber || c.courseNumber.length !== len) continue;
        c.courseNumber = [...c.courseNumber]
          .map((ch, i) => (pattern[i] === 'd' && TO_DIGIT[ch] ? TO_DIGIT[ch] : pattern[i] === 'l' && TO_LETTER[ch] ? TO_LETTER[ch] : ch))
          .join('');
      }
    }
  }
  const grades = courses.map((c) => c.grade).filter((g): g is string => !!g);
  const decimalGrades = grades.filter((g) => /^\d[.,]\d$/.test(g));
  if (decimalGrades.length >= grades.length * 0.6 && decimalGrades.length >= 3) {
    const sep = decimalGrades.filter((g) => g.includes(',')).length >= decimalGrades.length / 2 ? ',' : '.';
    for (const c of courses) if (c.grade && /^[1-5]\d$/.test(c.grade)) c.grade = `${c.grade[0]}${sep}${c.grade[1]}`;
  }
  tenPointSeparators(courses);
  withoutMalformedNumbers(courses);
  withoutStraysInWordColumn(courses);
  halfCredits(courses);
  // One document prints the numbers of its grades with one decimal separator, and a number in
  // parentheses a blank after its grade word ("bardzo dobry (5,0)", "Sehr gut (1,3)"): a grade the
  // OCR read with the other separator ("(5.0)": a comma's tail lost) or without the blank
  // ("dobry(4,0)") takes the form most of the document's grades print (a separator: more than half
  // of them, as the OCR reads a comma as a point often; the blank: two thirds).
  const oneNumber = /^[^\d]*\d{1,2}[.,]\d{1,2}[^\d]*$/;
  const seps = grades.filter((g) => oneNumber.test(g)).map((g) => (g.includes(',') ? ',' : '.'));
  const commas = seps.filter((x) => x === ',').length;
  const sep = seps.length >= 3 && commas * 2 !== seps.length ? (commas * 2 > seps.length ? ',' : '.') : null;
  const worded = grades.filter((g) => /\p{L}\s*\(\s*\d/u.test(g));
  const spaced = worded.length >= 3 && worded.filter((g) => /\p{L}\s\(/u.test(g)).length >= (worded.length * 2) / 3;
  for (const c of courses) {
    if (!c.grade) continue;
    if (sep && oneNumber.test(c.grade)) c.grade = c.grade.replace(/(\d)[.,](\d)/, `$1${sep}$2`);
    if (spaced) c.grade = c.grade.replace(/(\p{L})\((?=\s*\d)/u, '$1 (');
  }
  // A letter grade read in lower case ("c+", "b") among upper-case letter grades.
  const letters = grades.filter((g) => /^[A-F][+-]?$/.test(g)).length;
  if (letters >= 3 && letters >= grades.length * 0.6) for (const c of courses) if (c.grade && /^[a-f][+-]?$/.test(c.grade)) c.grade = c.grade.toUpperCase();
  // Rule "a letter grade echoed in lower case is the letter": OCR reads a bold capital of a grade cell twice, the
  // second time in lower case ("Cc", "Vv"), where the column's other grades are single letters (A-F, or the Roman
  // figures of the Caribbean and French-model scales): no scale has a capital followed by its own small letter.
  // Rule "A letter echoed in lower case among figures" (docs/document-understanding.md, "What the scans of the rotated
  // groups showed"): a column of figures prints a pass letter on a few rows (the Dutch "V", voldaan, for a placement
  // on a 1-10 scale); its echo "Vv" is that letter as surely as among letters.
  // Rule "A mark of a course in progress among letter grades" (docs/document-understanding.md, "What the scans of l- and
  // the older development scans showed"): a degree audit's column of two graded courses and the others "IP" had its
  // "Cc" kept; the marks of a course in progress, withdrawn or transferred are capitals of the same column.
  const plain = grades.filter((g) => /^(?:[A-F][+-]?|[IVX]{1,4}|[A-Z]|\d{1,3}(?:[.,]\d{1,2})?)$/.test(g) || COURSE_STATUS_MARK.test(g)).length;
  const echoed = (g: string) => g.length === 2 && /^[A-Z]$/.test(g[0]) && g[1] === g[0].toLowerCase();
  const echoes = grades.filter(echoed).length;
  // Rule "A column of echoed capitals": where three or more cells are echoes ("Cc", "Cc", "Cc", "D" on a photo of a
  // results statement whose grades are mostly C), the echoes are the column's letters without two plain ones beside.
  if (echoes && (plain >= 2 || echoes >= 3) && plain + echoes >= grades.length * 0.6) for (const c of courses) if (c.grade && echoed(c.grade)) c.grade = c.grade[0];
  // A letter-and-digit grade ("C4", "D1": the examination boards' nine-point scale) read with its letter
  // in lower case ("c4": c has the same shape in both cases) among such grades.
  const boardGrades = grades.filter((g) => /^[A-Fa-f][1-9]$/.test(g));
  if (boardGrades.length >= 3 && boardGrades.length >= grades.length * 0.6 && boardGrades.filter((g) => /^[A-F]/.test(g)).length >= 2) {
    for (const c of courses) if (c.grade && /^[a-f][1-9]$/.test(c.grade)) c.grade = c.grade.toUpperCase();
  }
  for (const c of courses) {
    // Rule "A Roman figure's I read as an exclamation mark" (docs/document-understanding.md, "What the scans of the
    // rotated groups showed"): the second I of a title's "II" read "!" ("College Composition I!") named the course I.
    // So is one read as a bracket ("Statistics I]"): no title ends in a closing bracket it did not open.
    if (c.courseName) c.courseName = c.courseName.replace(/\s(?:Il|lI|ll|I!|l!|I\]|l\])(?=$|\s\()/, ' II').replace(/\s(?:Ill|IIl|lll|IlI|II!|I!I|I!!|II\])(?=$|\s\()/, ' III');
  }
}

/**
 * A ten-point grade column (the Dutch, Flemish, Spanish, Romanian scales of 1 to 10, halves and
 * tenths printed with a separator) whose decimal separator OCR lost on one cell: "75" among "6",
 * "6,5", "8" is "7,5". A two-digit whole grade above 10 is impossible on the column's scale, so it is
 * read as its digits with the separator between them, only when the column is plainly such a scale
 * (four other numeric grades or more, all of 10 or less) and the separator and the decimal it then
 * shows are ones the column prints (two grades or more with one separator); "10" stays. Such a grade
 * that fits no reading on the scale (the column prints no decimals) is null: a value off the scale
 * is no evidence of the printed grade.
 */
function tenPointSeparators(courses: ExtractedCourse[]): void {
  const grades = courses.map((c) => c.grade).filter((g): g is string => !!g && /^\d{1,2}(?:[.,]\d)?$/.test(g));
  const onScale = grades.filter((g) => Number(g.replace(',', '.')) <= 10);
  const decimals = onScale.filter((g) => /[.,]/.test(g));
  const seps = new Set(decimals.map((g) => (g.includes(',') ? ',' : '.')));
  const commas = decimals.filter((g) => g.includes(',')).length;
  const sep = decimals.length >= 2 && seps.size === 1 ? [...seps][0] : null;
  // The separator most decimals print (two thirds of them: OCR reads a comma's tail lost as a dot).
  const mostly = commas * 3 >= decimals.length * 2 ? ',' : (decimals.length - commas) * 3 >= decimals.length * 2 ? '.' : null;
  const fracs = new Set(decimals.map((g) => g.slice(-1)));
  // Only where every other numeric grade of the column is on the scale; or (rule "Decimal grades read
  // without their separator") where the column prints its decimals with one separator, three or more,
  // and the grades past 10 (two figures, or three where a figure of the next cell ran in) are a third
  // of the grades on the scale at most: a photo loses the separator of several grades, a column of
  // marks out of 20 or 100 has most of its values past 10.
  const whole = courses.map((c) => c.grade).filter((g): g is string => !!g && /^\d{2,3}$/.test(g) && Number(g) > 10);
  const lost = mostly !== null && decimals.length >= 3 && whole.length <= onScale.length / 3;
  if (onScale.length < 4 || (grades.length - onScale.length > 1 && !lost)) return;
  const mark = sep ?? (lost ? mostly : null);
  for (const c of courses) {
    if (!c.grade || !/^\d\d\d?$/.test(c.grade) || Number(c.grade) <= 10) continue;
    if (c.grade.length === 3 && !lost) continue;
    c.grade = mark && c.grade.length === 2 && fracs.has(c.grade[1]) ? `${c.grade[0]}${mark}${c.grade[1]}` : null;
  }
}

/**
 * A number grade the OCR garbled past repair in a column of number grades: "01000" for 15.00, "1.1.2"
 * for 11.2 among grades of up to three digits with up to three decimals. Where most of a column's grades
 * (two thirds, four at least) are such numbers, a grade of digits and separators only that is no such
 * number is no evidence of the printed grade: it is null, not served as read.
 */
function withoutMalformedNumbers(courses: ExtractedCourse[]): void {
  const grades = courses.map((c) => c.grade).filter((g): g is string => !!g);
  const numbers = grades.filter((g) => NUMBER_GRADE.test(g));
  if (numbers.length < 4 || numbers.length * 3 < grades.length * 2) return;
  for (const c of courses) if (c.grade && /^[\d.,]+$/.test(c.grade) && !NUMBER_GRADE.test(c.grade)) c.grade = null;
}
const NUMBER_GRADE = /^\d{1,3}(?:[.,]\d{1,3})?$/;

/**
 * A grade cell the OCR filled with something else in a column of grade words: "600" or a garbled word of
 * the page's other script ("وكهم", "Good لمعلا") among "Pass", "Good", "Very Good" of a bilingual
 * transcript photographed. Where most of a column's grades (two thirds, four at least) are grade words of
 * the lexicon, all in one script, and none is printed with a figure, a grade of figures only, or with
 * letters of another script, is no reading of a grade word: it is null, not served as read.
 */
function withoutStraysInWordColumn(courses: ExtractedCourse[]): void {
  const grades = courses.map((c) => c.grade).filter((g): g is string => !!g);
  const words = grades.filter((g) => GRADE_WORD_SET.has(foldText(g)));
  if (words.length < 4 || words.length * 3 < grades.length * 2) return;
  const scripts = new Set(words.flatMap((w) => [...scriptsOf(w)]));
  if (scripts.size !== 1 || words.some((w) => /\d/.test(w))) return;
  for (const c of courses) {
    if (!c.grade || GRADE_WORD_SET.has(foldText(c.grade))) continue;
    const own = scriptsOf(c.grade);
    if (/^[\d\s.,]+$/.test(c.grade) || [...own].some((sc) => !scripts.has(sc))) c.grade = null;
  }
}

/**
 * A half credit whose point the OCR lost: "35" in a column of whole credits of 1 to 4 (the Chinese,
 * Korean, American half credits, 3.5, 2.5, printed with a point a scan's low resolution loses). A
 * credit ending in 5 that is three times the column's greatest other credit or more is off the
 * column's scale as read; read with the point before its last digit it lies within the column's
 * range, where half credits fall. Only where four credits or more are under 10 and the off-scale
 * ones are few (a quarter of them at most): "15" among ECTS credits of 5 and 6, or a column of
 * hours, stays as read.
 */
function halfCredits(courses: ExtractedCourse[]): void {
  const credits = courses.map((c) => c.credit).filter((n): n is number => n !== null);
  const small = credits.filter((n) => n < 10);
  if (small.length < 4 || (credits.length - small.length) * 4 > credits.length) return;
  const lo = Math.min(...small), hi = Math.max(...small);
  for (const c of courses) {
    const n = c.credit;
    if (n === null || !Number.isInteger(n) || n < 10 || n >= 100 || n % 10 !== 5 || n < 3 * hi) continue;
    if (n / 10 >= lo && n / 10 <= hi) c.credit = n / 10;
  }
}

/**
 * OCR drops small decimal points: a credit "75" among "7.5" credits, or a mark "77" over a
 * maximum of 10, is read as 7.5 / 7.7. Only values that are impossible as printed are changed.
 */
export function repairDecimals(courses: ExtractedCourse[]): void {
  const decimals = new Set(courses.map((c) => c.credit).filter((n): n is number => n !== null && !Number.isInteger(n)));
  for (const c of courses) {
    if (c.credit !== null && c.credit > 60 && Number.isInteger(c.credit) && c.credit < 100) {
      const fixed = c.credit / 10;
      if (decimals.has(fixed) || decimals.size > 0) c.credit = fixed;
    }
    if (c.marksScored !== null && c.maximumMarks !== null && c.marksScored > c.maximumMarks && Number.isInteger(c.marksScored)) {
      const fixed = c.marksScored / 10;
      if (fixed <= c.maximumMarks) c.marksScored = fixed;
    }
  }
}


/** A line that is one run spanning three or more columns is running text, not a row. */
function spansColumns(line: Line, columns: Column[]): boolean {
  const bs = bands(columns);
  // Columns the table does not read (a traditional grade in words) may take long values.
  const read = bs.filter((b) => b.col.type !== 'ignore');
  // One word is no running text, however far a long one ("удовлетворительно") reaches past its
  // column's bands.
  return ocrRuns(line.items).some((it) => /\s/.test(it.text.trim()) && !centredValue(it, bs) && read.filter((b) => Math.min(it.x + it.width, b.hi) - Math.max(it.x, b.lo) > 2).length >= 3);
}

/** Blank between two OCR words of one phrase, at most, in ems: a table's cells mostly stand farther apart. */
const OCR_WORD_SPACE = 0.7;
/**
 * Words of a run read as a sentence, at least: a tight table's row ("Залізобетонні конструкції /
 * Reinforced Concrete Structures 4.5 Good", its cells a word space apart on a photo) is shorter.
 */
const OCR_SENTENCE_WORDS = 8;

/**
 * A line's runs of text. A text layer sets a sentence in one item; OCR gives a word an item, so
 * its words a word space apart, as many as a sentence has (OCR_SENTENCE_WORDS), are read as one run. A sentence under the table ("Se extiende el presente certificado a
 * petición del interesado …") is then running text across the columns, not a row whose grade is
 * its "de".
 */
function ocrRuns(items: TextItem[]): TextItem[] {
  if (!items.some((it) => it.confidence !== null)) return items;
  const sorted = [...items].sort((a, b) => a.x - b.x);
  const runs: TextItem[][] = [];
  for (const it of sorted) {
    const run = runs[runs.length - 1];
    const prev = run?.[run.length - 1];
    if (prev && it.x - (prev.x + prev.width) <= OCR_WORD_SPACE * Math.max(prev.height, it.height)) run.push(it);
    else runs.push([it]);
  }
  return runs.map((run) => {
    if (run.length < OCR_SENTENCE_WORDS) return run;
    const x1 = Math.max(...run.map((it) => it.x + it.width));
    return [{ ...run[0], text: run.map((it) => it.text).join(' '), width: x1 - run[0].x }];
  }).flat();
}

/**
 * A value of a few words centred in a value column and wider than it ("nem felelt meg", "not yet
 * examined" under a narrow "Grade"): its centre stands in the column's band and it is a valid value of
 * that column, so it is one cell, not running text across the table nor words of three columns.
 */
function centredValue(it: TextItem, bs: Array<{ col: Column; lo: number; hi: number }>): boolean {
  const cx = it.x + it.width / 2;
  const b = bs.find((x) => cx >= x.lo && cx < x.hi);
  return !!b && DATA_TYPES.includes(b.col.type) && cellValid({ type: b.col.type, text: it.text, items: [it] });
}

/** A name after a personal or academic title with its dot: who signs, never what was studied. */
// Rule "A signatory's titles in a row": the titles may be chained, the later ones in lower case ("Prof. dr. sc.", "Doc. dr.",
// as the South Slavic universities print them).
const SIGNATORY_RE = /^(?:Dr|Prof|Drs|Dra|Ir|Mr|Mrs|Ms|Mme|Mlle|Dott|Dott\.ssa|Prof\.ssa|Dña|Lic|Mgr|Doc|Hr|Fr)\.\s*(?:(?:dr|sc|mr|doc|mag|ing)\.\s*)*(?:\p{Lu}[\p{L}\p{M}'-]*\.?\s*,?\s*){1,4}(?:,\s*(?:\p{Lu}[\p{L}]{0,4}\.)+)*$/u;

const WORD_GRADE = /^[\p{L}][\p{L}\p{M}\s.+\-]{0,24}$/u;

/** An office alone in a cell, or before the body it heads after a comma: who signs, not what was studied. */
// The offices of the Cyrillic and other European signature blocks ("Ректор", "Декан", "Секретарь" over the seal's "М.П.")
// are no courses either.
/**
 * Rule "A double award's two grades" (docs/document-understanding.md, "Tables the rotated group l- showed"): a subject
 * that counts as two (the double-award sciences of the 9-1 and A*-G scales) is graded with two neighbouring grades of
 * the scale joined by a hyphen, the higher first ("6-5", "4-4", "Six-Five"); a range of a grading key ascends ("1-3",
 * "85-100") or spans more than one step, and is no grade.
 */
const SCALE_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
function doubleAwardGrade(t: string): boolean {
  const m = /^([1-9]|[A-Za-z]+)\s?-\s?([1-9]|[A-Za-z]+)$/.exec(t.trim());
  if (!m) return false;
  const step = (x: string) => (/^\d$/.test(x) ? Number(x) : SCALE_WORDS.indexOf(x.toLowerCase()) + 1);
  const [a, b] = [step(m[1]), step(m[2])];
  return a > 0 && b > 0 && (a === b || a === b + 1);
}

/** A person's name, a comma and the office they sign in ("Connor Poole, Head Teacher", "M. Diallo, Proviseur"). */
const SIGNED_NAME_AND_OFFICE = /^\p{Lu}[\p{L}\p{M}.'’ -]{2,60},\s*(?:the\s+)?(?:head\s*teacher|headmaster|headmistress|principal|vice[- ]principal|registrar|deputy registrar|dean|rector|director|secretary|chief examiner|examiner|proviseure?|directeur|directrice|recteur|doyen|rektor|dekan)$/iu;
/** An office that ends the cell ("University Registrar", "Academic Dean"): who signs, never a grade. */
const SIGNATORY_OFFICE_END = /(?<![\p{L}])(?:registrar|rector|dean|director|secretary|controller|chancellor|principal)$/iu;

const SIGNATORY_OFFICE_RE = /^(?:the\s+)?(?:director|registrar|deputy registrar|assistant registrar|controller of examinations|secretary|vice[- ]chancellor|chancellor|rector|dean|principal|head of (?:national )?office|ректор|проректор|декан|секретарь|секретар|rektor|prorektor|dekan|recteur|doyen|decano|decana)\s*(?:,.*)?$/iu;

/** OCR leaves specks next to numbers ("6:", "‘7,5"): numeric columns drop them. */
const NUMERIC_COLUMNS: readonly ColumnType[] = ['credit', 'hours', 'marksScored', 'maximumMarks', 'marksPair'];
/**
 * OCR's Cyrillic model reads the digit 3 as the letter "З", which begins no value of a number cell nor
 * the figure of a grade in figures and words: a credit "З з.е." ("Зз.е."), a grade "З (удовлетворительно)".
 */
const numericText = (t: string) => asciiDigits(despeckle(withoutArabicSpecks(t))).replace(/^З(?=$|\s|\p{Ll})/u, '3');
/**
 * The Arabic-Indic zero is a dot ("٠"): OCR's Arabic or Persian model reads a speck beside a number as
 * one. A lone such zero in a cell whose number is in Latin digits is that speck, not a digit of it.
 */
const withoutArabicSpecks = (t: string) => (/[0-9]/.test(t) ? t.replace(/(^|\s)[\u0660\u06f0](?=\s|$)/gu, '$1').trim() : t);
const withGradeFigure = (t: string) => t.replace(/^З(?=\s*\(\p{L})/u, '3');
const despeckle = (t: string) => t.replace(/^[\s:;,.'‘’`|_]+|[\s:;,'‘’`|_]+$/g, '').replace(/\.$/, '');
/** A credit or hour cell printed with its unit ("4 з.е.", "6 ECTS", "144 час.", "3 cr") is its number. */
const withoutUnit = (t: string) => withoutMarker(t).replace(/^\((\d+(?:[.,]\d+)?)\)$/, '$1').replace(/^(\d+(?:[.,]\d+)?)\s*\p{L}[\p{L}.\s-]{0,12}$/u, '$1');
/**
 * Footnote and flag markers after a value ("3.0*" excluded from the GPA, "B+ (R)" repeated, "A#",
 * "4.0†"): the value is the part before them.
 */
const GRADE_FLAG_RE = /^[A-F][+-]?(?:\s*[†‡#^]+|\s*\((?:R|I|E|X|RP|RPT|NC|\*)\)|\s+\*+)$/;
/**
 * A grade word or a number with a footnote marker ("įskaityta*", "Pass†", "8,5*"): the grade is the
 * part before the marker. Letter grades are left to GRADE_FLAG_RE ("A*" is a grade of its own).
 */
const MARKED_GRADE_RE = /^(?:\p{L}[\p{L}\p{M}]{2,24}|\d{1,3}(?:[.,]\d{1,2})?)\s*(?:\*{1,2}|[†‡])$/u;
const withoutMarker = (t: string) => t.replace(/\s*(?:[*†‡#^]+|\((?:R|I|E|X|RP|RPT|NC|\*)\))$/, '');

/** A dash printed where a table has no value for a course (a grade not given, no credits). */
const NO_VALUE = /^[–—-]{1,2}$/;

function creditValid(type: ColumnType, t: string): boolean {
  // Up to 60 credits; OCR may drop a decimal point ("7.5" → "75"), repaired after the table.
  // Hours of a whole course run to a few hundred.
  const n = parseNumber(t);
  const max = type === 'hours' ? 2000 : 60;
  return n !== null && NUMERIC.test(t.replace(/\s/g, '')) && n >= 0 && (n <= max || (n < 100 && Number.isInteger(n)));
}

/**
 * Rule "A grade word before its figure": a grade printed in words and then in figures without brackets ("Много
 * добър 5,25", "sehr gut 1,3"), as certificates that give the grade "in words and figures" print it, is one
 * grade when the words are a grading scale's word.
 */
function gradeWordBeforeFigure(t: string): boolean {
  const m = /^(\p{L}[\p{L}\p{M}\s.+\-]{0,24}?)\s+\d{1,3}(?:[.,]\d{1,2})?$/u.exec(asciiDigits(t));
  return !!m && GRADE_WORD_SET.has(foldText(m[1]));
}

/** Whether a cell's text is plausible for its column. */
function cellValid(c: Cell): boolean {
  // Rule "A two-cell table's grades are grades": under the grade of a header of a title and a grade, only grades.
  if (c.col?.gradesOnly && !NO_VALUE.test(c.text.trim()) && !twoCellGrade(c.text)) return false;
  const t = NUMERIC_COLUMNS.includes(c.type) ? numericText(c.text) : GRADE_TYPES.includes(c.type) ? withGradeFigure(c.text.trim()) : c.text.trim();
  switch (c.type) {
    case 'credit':
    case 'hours':
      // Rule "Hours as total and classroom": an hours cell may print the course's total hours and the classroom
      // (contact) hours within them, "108/51" under "(всего/ауд.)", as diploma supplements of the ex-USSR print
      // them; hours are never credits, so the pair only keeps the row a row.
      if (c.type === 'hours' && /^\d{1,4}\s*\/\s*\d{1,4}$/.test(t)) {
        const [total, part] = t.split('/').map((x) => Number(x.trim()));
        if (part <= total && total <= 2000) return true;
      }
      // Rule "Weekly hours by kind of class": an hours cell may print the weekly hours of lectures, exercises and
      // labs as a sum ("3+2", "2+1+1" under "P+V", "L+E"), as the study rules of the former Yugoslav and other Central
      // and East European universities print them; hours are never credits, so the sum only keeps the row a row.
      if (c.type === 'hours' && /^\d{1,2}(?:\s*\+\s*\d{1,2}){1,3}$/.test(t)) return true;
      return NO_VALUE.test(t) || creditValid(c.type, withoutUnit(t));
    case 'marksScored':
      // A word of a grading scale ("Excellent", "Pass") in a column of marks: a course graded on the scale of
      // words that the hundred-mark system sits beside (physical education, military training, internships).
      // A mark starred for a distinction ("93*", the key under the table saying what the star means) is the mark.
      return /^\d+(?:[.,]\d+)?(?:\s*\/\s*\d+(?:[.,]\d+)?)?%?$/.test(t) || /^\d{1,3}(?:[.,]\d+)?\*{1,2}$/.test(t) || /^(ab|abs|absent|--?|—)$/i.test(t) || GRADE_WORD_SET.has(foldText(t));
    case 'maximumMarks':
      return NUMERIC.test(t);
    case 'marksPair':
      return /^\d+(?:[.,]\d+)?\s*\/\s*\d+(?:[.,]\d+)?$/.test(t);
    case 'grade':
    case 'alternateGrade':
    case 'termGrade':
      // A signatory printed in the grade's column under the table ("Prof. dr. Esad Imamović"), or the office under the
      // signature ("University Registrar", "Dekan"), is no grade.
      if (SIGNATORY_RE.test(t) || SIGNATORY_OFFICE_RE.test(t) || SIGNATORY_OFFICE_END.test(t)) return false;
      return (
        NO_VALUE.test(t) ||
        doubleAwardGrade(t) ||
        GRADE_FLAG_RE.test(t) ||
        MARKED_GRADE_RE.test(t) ||
        // A bilingual grade ("қанағаттанарлық / удовлетворительно") is checked part by part.
        (/\s\/\s/.test(t) && t.split(/\s\/\s/).length === 2 && t.split(/\s\/\s/).every((part) => cellValid({ ...c, text: part }))) ||
        (t.length <= 25 &&
        t.split(/\s+/).length <= 4 &&
        (/^[A-Za-z][+\-]?$/.test(t) ||
          // A board's letter-and-digit grade with its letter read in lower case by the OCR ("c4"; repairOcr restores it).
          /^[a-f][1-9]$/.test(t) ||
          NUMERIC.test(asciiDigits(t)) ||
          // "A percentage in a grade column is a grade": a module mark printed with its sign ("72%").
          /^\d{1,3}(?:[.,]\d{1,2})?\s?%$/.test(asciiDigits(t)) ||
          /^\d+(?:[.,]\d+)?\s+\p{L}/u.test(t) ||
          /^\d+(?:[.,]\d+)?\s*\p{L}{1,3}$/u.test(t) ||
          // The word may carry an apostrophe inside it (the Uzbek "5 (a'lo)").
          /^\d+(?:[.,]\d+)?\s*\(\s*[\p{L}\p{M}][\p{L}\p{M}\s.\-'’ʻ]*\)$/u.test(t) ||
          // The word before the number: "dobry plus (4,5)", "Sehr gut (1,3)".
          /^\p{L}[\p{L}\p{M}\s.+\-]{0,20}\(\s*\d+(?:[.,]\d+)?\s*\)$/u.test(t) ||
          gradeWordBeforeFigure(t) ||
          WORD_GRADE.test(t) ||
          /^[A-Z]{1,3}[+\-*]?$/.test(t) ||
          /^[A-Z][1-9][+\-]?$/.test(t) ||
          // The plain step of the Korean 4.5 scale, printed with a zero beside A+, B+ … (LETTER_GRADE_RE).
          /^[A-D]0$/.test(t)))
      );
    case 'passStatus':
      // A page number in the footer is no result.
      if (/^(page|seite|pagina|página|стр|страница|сторінка)\b/i.test(t)) return false;
      // Rule "A result in three words": a result with how it was reached ("Validée par compensation", "Aprobado por
      // compensación", "Passed with distinction") is as long as its three words, past twenty letters.
      return t.length <= 32 && t.split(/\s+/).length <= 3 && !/\d{3,}/.test(t);
    case 'code':
      return t.length <= 16 && t.split(/\s+/).length <= 3 && /[\p{L}\p{N}]/u.test(t) && !/:$/.test(t);
    case 'name':
      // Dot leaders ("Block I . . . . 344 Punkte") make a label, not a course name.
      // Nor does a label with its value ("GPA за семестр: 1.67").
      // Nor a sentence of the footer ("Il ne sera délivré qu'un seul exemplaire de ce relevé.").
      if (t.split(/\s+/).length >= 8 && /[.!]$/.test(t)) return false;
      // A signatory under the table ("Dr. Yulia Utami, M.T.", "Prof. K. Weber"): a person, not a course.
      if (SIGNATORY_RE.test(t)) return false;
      // A signatory's office under the signature ("Director, Mauritius Examinations Syndicate", "Registrar"): no course.
      if (SIGNATORY_OFFICE_RE.test(t)) return false;
      // Rule "A signatory's name and office in one cell" (docs/document-understanding.md, "Tables the rotated group l-
      // showed"): "Connor Poole, Head Teacher", "A. Mensah, Registrar" under the signature line, which a table's
      // columns run past, is who signs, no course.
      if (SIGNED_NAME_AND_OFFICE.test(t)) return false;
      // Rule "A letterhead's contacts are no course": a cell with a telephone or fax number ("Kingdom of Bahrain · Tel.
      // +973 …", the letterhead a continuation page repeats over the table's columns) is the issuer's address.
      if (/(?<![\p{L}])(?:tel|t[ée]l[ée]phone|telephone|phone|fax|telefon|tel[ée]fono|телефон|тел)\.?\s*:?\s*\(?\+?\d{2,}/iu.test(t)) return false;
      return /\p{L}[\p{L}\p{M}]/u.test(t) && !/:\s*$/.test(t) && !/(?:\.\s?){4,}/.test(t) && !/:\s*\d/.test(t);
    case 'term':
    case 'session':
    case 'year':
      return t.length <= 30;
    default:
      return true;
  }
}

/**
 * A cell's text without the bars, exclamation marks and unpaired brackets the OCR adds at its ends
 * (a rule read as "|", "[" or ")"). A bracket that closes one the cell opened is print: a grade in
 * words with its number in parentheses ("bardzo dobry (5,0)", "Sehr gut (1,3)") keeps its ")".
 */
function withoutStrayBrackets(text: string): string {
  let t = text.trim();
  const count = (re: RegExp) => (t.match(re) ?? []).length;
  for (;;) {
    const before = t;
    t = t.replace(/^[|!]+|[|!]+$/g, '').trim();
    if (/^[[({]/.test(t) && count(/[[({]/g) > count(/[\])}]/g)) t = t.slice(1).trim();
    if (/[\])}]$/.test(t) && count(/[\])}]/g) > count(/[[({]/g)) t = t.slice(0, -1).trim();
    // A value wholly in brackets ("(3)", "[A]") is read without them, as before.
    if (/^[[({][^[\](){}]*[\])}]$/.test(t)) t = t.slice(1, -1).trim();
    if (t === before) return t;
  }
}

/**
 * OCR cells as far as they can be trusted: brackets and bars the OCR adds around values are
 * dropped, and a value cell that does not fit its column ("3%" in a number column, a grade read
 * as "il") is left out, so that one misread cell does not lose the whole row, as long as most
 * value cells of the row still fit (decision "Extraction field types": the misread value is null, never guessed).
 */
function ocrReadable(cells: Cell[]): Cell[] {
  if (!cells.some((c) => c.items.some((i) => i.confidence !== null))) return cells;
  const tidy = cells
    .map((c) => (DATA_TYPES.includes(c.type) ? { ...c, text: withoutStrayBrackets(c.text) } : c))
    .filter((c) => c.text);
  const values = tidy.filter((c) => DATA_TYPES.includes(c.type));
  // Words in a column of numbers that run on from the title's words, less than a character's
  // height away ("… not counted in the total" reaching into the marks), are a line of text that
  // crosses the table (a heading, a note), not a misread value: the row stands as read.
  const name = tidy.find((c) => c.type === 'name');
  const apart = (a: TextItem, b: TextItem) => Math.max(a.x - (b.x + b.width), b.x - (a.x + a.width));
  const runsOn = (c: Cell) => !!name && c.items.some((a) => name.items.some((b) => apart(a, b) < Math.max(a.height, b.height)));
  if (values.some((c) => NUMERIC_COLUMNS.includes(c.type) && !/\d/.test(asciiDigits(c.text)) && /\p{L}{2}/u.test(c.text) && runsOn(c))) return tidy;
  const fit = values.filter(cellValid);
  if (!fit.length || fit.length * 2 < values.length) return tidy;
  return tidy.filter((c) => !DATA_TYPES.includes(c.type) || cellValid(c));
}

/** Column labels of every kind and language, lower case, for rows that are a header printed again. */
let headerLabels: Set<string> | null = null;
const isHeaderLabel = (t: string) => {
  const label = t.trim().toLowerCase().replace(/[.:]$/, '');
  // Result and remark columns are labelled in words the header lexicon leaves out (they head no value kind of their own).
  return (headerLabels ??= new Set(HEADER_KINDS.flatMap((k) => headerWords(k)).map((w) => w.toLowerCase()))).has(label) || /^(?:results?|remarks?|status|score)$/.test(label);
};

/** "A - Distinction, B - Very Good Pass, C - Credit Pass": a grading-scale legend's run of letter and meaning. */
const LEGEND_RE = /(?:^|[,;]\s*)[A-F][+-]?\s*[-–=:]\s*\p{L}{3,}[^,;]*[,;]\s*[A-F][+-]?\s*(?:[-–=:]|$)/u;

/** "Director(a) de Registro Académico", "Controller of Examinations": a signatory's office under the table. */
const OFFICE_RE = /^(?:(?:the|deputy|assistant|chief|vice|pro|academic|university)[\s-]+)*(?:registrar|dean|rector|rectora|director|directora|director\(a\)|controller|secretary|secretario|secretaria|secretario\(a\)|jefe|jefa|head)(?:\s+(?:of|de|del|de la|general)\b.*)?$/i;

/**
 * Lines inside a table's run that hold no course whatever columns they fill (decision D4: a value
 * without evidence on the page is null): the column labels printed again (a header repeated on a
 * new page, or one the reader did not take for a header), a grading-scale legend, and a
 * signatory's office in the signature block under the table.
 */
function notACourseLine(cells: Cell[], name: Cell | null, code: Cell | null): boolean {
  if (abbreviationKey(cells) || otherHeaderLine(cells) || signatureBlockLine(cells) || gradeWithItsWord(cells)) return true;
  // On an OCR page the place and the date's day are often set apart from the rest of the date, in the code's column.
  if (placeAndDateLine(name ?? code) || (code && name && code !== name && code.items.some((i) => i.confidence !== null) && placeAndDateText(`${code.text.trim()} ${name.text.trim()}`))) return true;
  if (signatoryBesidePlaceAndDate(cells)) return true;
  // Rule "A range of marks is no title": "80-100 | Distinction", "16 à 20 | Très bien" are a scale's lines.
  const lead = (name ?? code)?.text.trim();
  if (lead && markRange(lead)) return true;
  const filled = cells.filter((c) => c.type !== 'ignore' && c.text.trim());
  if (filled.length >= 2 && filled.every((c) => isHeaderLabel(c.text))) return true;
  if (name && LEGEND_RE.test(name.text)) return true;
  const office = [name?.text, filled.filter((c) => c !== code).map((c) => c.text).join(' ')].filter((t): t is string => !!t);
  if (!(code && /\d/.test(code.text)) && office.some((t) => t.split(/\s+/).length <= 6 && OFFICE_RE.test(t.trim()))) return true;
  return false;
}

/**
 * Rule "A place and its date is no course": a cell made of a place, a comma and a whole date ("Lisboa, 3 de maio de 2021",
 * "Nairobi, 12th March 2020", "Lyon, le 4 juillet 2019", "Graz, am 03.07.2020") is the date line of the signature block
 * under a record, whatever columns of the table it and the signatory's office beside it fall into: a course's title
 * ends in no date.
 */
function placeAndDateLine(lead: Cell | null): boolean {
  return placeAndDateText(lead?.text.trim() ?? '');
}

/**
 * Rule "A place and its date spread over the columns" (docs/document-understanding.md, "What the scans of the rotated
 * groups showed"): OCR reads a signatory's name and the place and date of issue set on one line under the table
 * ("Jane Doe | Oranjestad, 1 november 2025") word by word, and the date's words fall into the value columns: its day
 * read as the credit, its month as the grade, its year as the marks. An OCR line whose cells, read left to right, are
 * words ending in a comma and then one whole date split over two cells or more, nothing after it, is no course.
 */
function signatoryBesidePlaceAndDate(cells: Cell[]): boolean {
  const filled = cells.filter((c) => c.text.trim()).sort((p, q) => (p.items[0]?.x ?? 0) - (q.items[0]?.x ?? 0));
  if (!filled.some((c) => c.items.some((i) => i.confidence !== null))) return false;
  const k = filled.findIndex((c) => /,$/.test(c.text.trim()));
  if (k < 0 || filled.length - k - 1 < 2 || filled.slice(0, k + 1).some((c) => /\d/.test(c.text))) return false;
  const date = filled.slice(k + 1).map((c) => c.text.trim()).join(' ');
  const dates = findDates(date);
  return dates.length === 1 && dates[0].index === 0 && dates[0].text.trim().length >= date.replace(/\.$/, '').length - 1;
}

function placeAndDateText(t: string): boolean {
  const m = /^\p{Lu}[\p{L}\p{M} .'’-]{1,40},\s*(?:(?:le|den|am|el|a|aos|ao|em|il|on|the)\s+)?(.+?)\.?$/u.exec(t);
  if (!m) return false;
  const dates = findDates(m[1]);
  return dates.length === 1 && dates[0].index === 0 && dates[0].text.trim().length >= m[1].trim().length - 1;
}

/** A grade of a scale in figures, alone in its cell: "10", "8,5", "30 e lode", "110 cum laude". */
const SCALE_GRADE_RE = /^\d{1,3}(?:[.,]\d{1,2})?(?:\s*(?:e\s+lode|con\s+lode|cum\s+laude|L))?$/iu;

/**
 * Rule "A grade and its word is no course": a line of two cells, a grade in figures first ("10", "30 e lode")
 * and words only after it in the grade's column ("uitmuntend", "Eccellente", "zeer goed"), is a line of a
 * grading scale set in the course table's columns ("10 | uitmuntend", "30 e lode | Eccellente"), never a
 * course: a course's title leads its row, and a title in words before a figure ("Mathematics | 10") keeps it.
 */
function gradeWithItsWord(cells: Cell[]): boolean {
  const filled = cells.filter((c) => c.text.trim()).sort((p, q) => (p.items[0]?.x ?? 0) - (q.items[0]?.x ?? 0));
  if (filled.length !== 2) return false;
  const [figure, word] = filled;
  return (
    (figure.type === 'code' || figure.type === 'name') && SCALE_GRADE_RE.test(asciiDigits(figure.text.trim())) &&
    (word.type === 'grade' || word.type === 'passStatus') && !/\d/.test(word.text) && /\p{L}{3}/u.test(word.text) && word.text.trim().split(/\s+/).length <= 3
  );
}

/**
 * The captions of a signature block's columns: who prepared, checked or approved the record ("Prepared by",
 * "Elaborado por", "Vo. Bo.", the Spanish "visto bueno"), the place of the date, the seal and the signature, and
 * the office that signs ("Registrar", "Controller of Examinations", "Secretaría Académica", "Dirección de Registro").
 */
const SIGNATURE_CAPTION_RE = new RegExp(
  [
    '(?:prepared|checked|verified|compiled|compared|approved|certified|examined|entered|typed|signed|issued)\\s+by',
    '(?:elaborad[oa]|revisad[oa]|verificad[oa]|aprobad[oa]|cotejad[oa]|autorizad[oa]|conferid[oa]|preparad[oa]|digitad[oa])\\s+por',
    '(?:[ée]tabli|pr[ée]par[ée]|v[ée]rifi[ée]|contr[ôo]l[ée]|vis[ée])(?:\\(?e\\)?)?\\s+par',
    '(?:erstellt|gepr[üu]ft|bearbeitet)\\s+(?:von|durch)',
    'v[o°º]\\.?\\s*b[o°º]\\.?',
    'date|dated|fecha|data|datum|дата|place and date|lugar y fecha|lieu et date|ort(?:,| und)? datum',
    'seal|stamp|official seal|sello|sceau|cachet|selo|carimbo|siegel|stempel|timbro|печать|м\\.\\s*п\\.?',
    'signature|firma|assinatura|unterschrift|подпись',
    '(?:the\\s+)?(?:deputy\\s+|assistant\\s+)?(?:registrar|controller(?: of examinations)?|dean|rector|principal|director|secretary|head of department)',
    '(?:secretar[ií]a|direcci[oó]n|coordinaci[oó]n|rector[ií]a|decanato|jefatura)(?:\\s+(?:general\\s+)?(?:acad[ée]mica|de\\s+(?:registro|servicios\\s+escolares|control\\s+escolar|asuntos\\s+acad[ée]micos)|escolar))?',
  ]
    .map((x) => `(?:${x})`)
    .join('|')
    // A cell may hold two captions the line set close together ("Elaborado por Revisado por", "Prepared byChecked by").
    .replace(/^(.*)$/, '^(?:$1)(?:\\s*(?:$1))*\\s*:?$'),
  'iu',
);

/**
 * Rule "A signature block is no course": a line of words only (no digit) whose every cell, two or more, captions a
 * column of the signature block under a record ("Prepared by | Checked by | Controller of Examinations", "Date |
 * Seal | Registrar", "Elaborado por | Revisado por | Vo. Bo.") is where the record is signed, whatever columns of
 * the course table its cells fall into: a course's title is none of these captions.
 */
function signatureBlockLine(cells: Cell[]): boolean {
  const captions = (texts: string[]) => texts.length >= 2 && !texts.some((t) => /\d/.test(t)) && texts.every((t) => SIGNATURE_CAPTION_RE.test(t));
  // The columns may cut a caption in two ("Controller" | "of Examinations" where a narrow column ends), or join
  // two in one cell with no space ("Prepared byChecked by"): the line's runs of words tell its captions then.
  return captions(cells.map((c) => c.text.trim()).filter(Boolean)) || captions(wordRuns(cells));
}

/** A line's runs of words: its items closer than a space's width or so are one run. */
function wordRuns(cells: Cell[]): string[] {
  const items = cells.flatMap((c) => c.items).filter((it) => it.text.trim()).sort((p, q) => p.x - q.x);
  const texts: string[] = [];
  items.forEach((it, k) => {
    const prev = items[k - 1];
    if (prev && it.x - (prev.x + prev.width) < (it.fontSize || it.height) * 0.6) texts[texts.length - 1] += ` ${it.text.trim()}`;
    else texts.push(it.text.trim());
  });
  return texts;
}

/**
 * Whether a short form abbreviates a phrase as keys of abbreviations print them ("W" Withdrawn, "NR"
 * Not reported, "VAC" Validé par compensation, "nb" nicht bestanden): its first letter starts the
 * phrase, and its letters follow in the phrase in order.
 */
function abbreviates(short: string, phrase: string): boolean {
  const a = foldText(short);
  const e = foldText(phrase);
  if (!/^\p{L}{1,4}$/u.test(a) || /\d/.test(e) || (e.match(/\p{L}/gu) ?? []).length < Math.max(4, a.length + 2) || e[0] !== a[0]) return false;
  let k = 0;
  for (const ch of e) if (ch === a[k]) k++;
  return k >= a.length;
}

/**
 * Rule "An abbreviation key is no course": a line made only of pairs of a short form and the phrase it
 * abbreviates ("P | Pass | W | Withdrawn", "CC | Core Course", "bE | bestanden"), no digit among them,
 * is a key to the table's symbols, whatever columns its cells fall into.
 */
function abbreviationKey(cells: Cell[]): boolean {
  const texts = wordRuns(cells);
  if (texts.length < 2 || texts.length % 2 !== 0 || texts.some((t) => /\d/.test(t))) return false;
  for (let k = 0; k < texts.length; k += 2) if (!abbreviates(texts[k], texts[k + 1])) return false;
  return true;
}

/**
 * Rule "Another table's header is no course": a line of words only (no digit) whose leftmost cell is
 * a column label the lexicon knows, and half of its cells or more such labels ("Conceito | Nota |
 * Significado", "Note | Mention", "Calificación | Equivalencia" over a grading scale), is the header
 * of a table set in the course table's columns, never a course. A course's title leads its row, and
 * a result beside it ("Oceanography | Pass") leaves it a row.
 */
function otherHeaderLine(cells: Cell[]): boolean {
  const items = cells.flatMap((c) => c.items).filter((it) => it.text.trim()).sort((p, q) => p.x - q.x);
  if (items.length < 2 || items.some((it) => /\d/.test(it.text))) return false;
  const cols = matchHeader(items).sort((p, q) => p.x0 - q.x0);
  const known = cols.filter((c) => (c.extra ?? 0) === 0 && !!c.label);
  return cols.length >= 2 && known.includes(cols[0]) && known.length * 2 >= cols.length;
}

/** A row that carries a course: a name or a code, and values that fit their columns. */
function isCourseRow(cells: Cell[]): boolean {
  const name = cells.find((c) => c.type === 'name');
  const code = cells.find((c) => c.type === 'code');
  if (!name && !code) return false;
  // A title wrapped after its colon ("Programming Fundamentals III:" over "Data Structures") ends
  // in a colon like a label does; beside a course code holding a digit it is a title.
  const codedTitle = (c: Cell) => c === name && !!code && /\d/.test(asciiDigits(code.text)) && cellValid(code) && cellValid({ ...c, text: c.text.replace(/:\s*$/, '') });
  const valid = (c: Cell) => cellValid(c) || codedTitle(c);
  if (name && !valid(name)) return false;
  if (code && !cellValid(code)) return false;
  if (!name && code && !/\d/.test(asciiDigits(code.text))) return false;
  // Without a title, a "code" holding a word ("7.2 Signature") is a numbered label, not a course.
  if (!name && code && /\p{Ll}{4,}/u.test(code.text)) return false;
  // Nor is a date without a title (the date of a signature block under the table).
  if (!name && code && /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(asciiDigits(code.text.trim()))) return false;
  const first = (name ?? code)!;
  if (notACourseLine(cells, name ?? null, code ?? null)) return false;
  // Totals and averages are never courses, whatever columns they fill.
  if (isStopLine(first.text) && !(code && name && /\d/.test(code.text) && !isStopLine(code.text))) return false;
  // Rule "A tally's caption is no course": "Semester total | 21", "Créditos cursados | 30".
  if (name && !(code && /\d/.test(code.text)) && tallyCaption(name.text)) return false;
  if (code && isStopLine(code.text) && !/\d/.test(code.text)) return false;
  const values = cells.filter((c) => DATA_TYPES.includes(c.type));
  if (!values.length) {
    // A scanned row whose values the OCR lost (shadow, a fold) is still a course when it shows a
    // course code ("HIST 105") and a title under the header: its values are null (decision "Extraction field types").
    const ocr = cells.some((c) => c.items.some((i) => i.confidence !== null));
    // In a text layer, a course with nothing to report yet (no credits, no grade) is still a row
    // when it fills another column of the table beside its code and title (the date of its
    // examination or placement): its values are null.
    const filled = cells.some((c) => c.type === 'ignore' && /\d/.test(c.text) && c.text.trim().split(/\s+/).length === 1);
    return (
      (ocr || filled) && !!code && !!name && /\p{L}/u.test(code.text) && /\d/.test(code.text) && code.text.split(/\s+/).length <= 2 &&
      !/:/.test(code.text + name.text) && !isStopLine(code.text) && !looksLikeTermHeading(name.text) && !looksLikeTermHeading(`${code.text} ${name.text}`)
    );
  }
  return values.every(cellValid) && cells.filter((c) => c.type !== 'ignore').every(valid);
}
