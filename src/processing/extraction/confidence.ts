/**
 * The OCR confidence gate: a value read from words the OCR itself was unsure of is dropped, not
 * served (decision "Extraction field types": no value without evidence — a misread is not evidence of what is printed). On a
 * scan, Tesseract's word confidence below MIN_OCR_CONFIDENCE mostly marks a misread (a name
 * read "BalSt Atr", a grade "WET", a number missing a digit); a null there is honest, a value is
 * invented.
 *
 * The gate looks at the words inside each value's evidence box on its page, not at the
 * evidence's own confidence (which is also scaled down when a value is inferred, e.g. a country
 * placed by a phone code), so it only ever acts on OCR words: a text layer's words carry no
 * confidence and are never gated.
 */
import type { DocumentText, Evidence, ExtractedCourse, ExtractionResult, PageText, SourceBox } from '../types';
import { foldText } from './columns';
import { GRADE_VALUE_WORDS } from './headerLexicon';
import { scriptOfLetter } from './scripts';

/** Mean Tesseract word confidence (0..100) below which the words of a value are not trusted. */
export const MIN_OCR_CONFIDENCE = 50;

/** Fields that stand or fall with another (parts of one reading). */
const TOGETHER: Record<string, string[]> = {
  'candidate.fullName': ['candidate.firstName', 'candidate.lastName'],
  'qualification.name': ['qualification.level'],
};

/**
 * Fields not gated: a place is only taken when a gazetteer entry matches the words exactly (a
 * misread seldom spells another place), though its evidence box may hold a whole line of other
 * unsure words; the language is read from the whole page.
 */
const NOT_GATED = new Set(['institution.country', 'institution.countryCode', 'institution.state', 'institution.stateCode', 'languageCode', 'language']);

/**
 * The cells of a course row that are values read off the row. Its name and code are not gated on
 * their own (an unsure code still names the row; a nameless row would be another misreading),
 * nor its term, session and year (read from headings).
 */
const VALUE_CELLS: Array<keyof ExtractedCourse> = ['grade', 'alternateGrade', 'credit', 'marksScored', 'maximumMarks', 'passStatus'];

const inside = (b: SourceBox, x: number, y: number, pad: number) => x >= b.x - pad && x <= b.x + b.width + pad && y >= b.y - pad && y <= b.y + b.height + pad;

/**
 * Mean OCR confidence (0..100) of the words whose centre lies in the box (as an evidence's own
 * confidence is the mean of its words); null when the box holds no OCR word (a text layer, or
 * an evidence without a located source).
 */
export function ocrConfidenceIn(page: PageText | undefined, box: SourceBox): number | null {
  if (!page) return null;
  let sum = 0, n = 0;
  for (const it of page.items) {
    if (it.confidence === null || it.confidence === undefined) continue;
    if (!inside(box, it.x + it.width / 2, it.y + it.height / 2, 1)) continue;
    sum += it.confidence;
    n++;
  }
  return n ? sum / n : null;
}

function pageOf(documents: DocumentText[], e: Evidence): PageText | undefined {
  const doc = documents[e.document ?? 0];
  return doc?.pages.find((p) => p.pageNumber === e.page);
}

const unsure = (documents: DocumentText[], e: Evidence | null | undefined): boolean => {
  if (!e) return false;
  const c = ocrConfidenceIn(pageOf(documents, e), e.box);
  return c !== null && c < MIN_OCR_CONFIDENCE;
};

/** Fields that are a year alone, read from a date or a session. */
const YEAR_FIELDS = new Set(['qualification.yearOfCompletion', 'qualification.yearOfAdmission']);

/**
 * A year read from a date is gated on the words that print its digits: the month's name beside it
 * read unsure ("Jur. 12,2019", the n of "Jun." read r, at confidence 0) is no part of the year, and
 * its misreading says nothing of the year's four digits read surely. Without such a word in the
 * box (a year written otherwise), the whole box is weighed.
 */
function unsureYear(documents: DocumentText[], e: Evidence | null | undefined, year: unknown): boolean {
  if (!e || typeof year !== 'number') return unsure(documents, e);
  const page = pageOf(documents, e);
  const words = (page?.items ?? []).filter((it) => it.confidence !== null && it.confidence !== undefined && inside(e.box, it.x + it.width / 2, it.y + it.height / 2, 1) && new RegExp(`(?<!\\d)${year}(?!\\d)`).test(it.text));
  if (!words.length) return unsure(documents, e);
  return words.reduce((a, it) => a + (it.confidence ?? 0), 0) / words.length < MIN_OCR_CONFIDENCE;
}

const getPath = (result: ExtractionResult, path: string): unknown => path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), result);

/**
 * Dates and years read from Thai digits. Tesseract's Thai model tells the digits apart by a loop or a
 * tail a few pixels wide (๒ 2, ๖ 6, ๐ 0, ๕ 5): at a scan's resolution it reads the Buddhist Era year
 * ๒๕๖๒ as ๒๕๒๒ with a confidence in the 80s, which is a year forty years off, not an unsure word. Such
 * a date is kept only when every Thai-digit word in its evidence was read at THAI_DIGITS_SURE or more.
 */
const DATE_FIELDS = new Set(['candidate.dateOfBirth', 'qualification.yearOfCompletion', 'qualification.yearOfAdmission', 'qualification.dateOfIssue']);
const THAI_DIGIT = /[\u0E50-\u0E59]/u;
const THAI_DIGITS_SURE = 92;

function unsureThaiDigits(documents: DocumentText[], e: Evidence): boolean {
  const page = pageOf(documents, e);
  if (!page) return false;
  return page.items.some((it) => it.confidence !== null && it.confidence !== undefined && THAI_DIGIT.test(it.text) && it.confidence < THAI_DIGITS_SURE && inside(e.box, it.x + it.width / 2, it.y + it.height / 2, 1));
}

const GRADE_WORDS = new Set(GRADE_VALUE_WORDS.map(foldText));

/**
 * A grade printed in words, with or without its number ("bardzo dobry (5,0)", "Sehr gut", "Pass"):
 * a word of a grading scale is a value, as a letter or a number is, not a word of running text.
 */
function isGradeWord(text: string): boolean {
  return GRADE_WORDS.has(foldText(text.replace(/\(\s*\d+(?:[.,]\d+)?\s*\)\s*$/, '')));
}

/** Mean OCR confidence of a row's value cells from which its unsure title still stands as a course's. */
const SURE_ROW_VALUES = 85;

/**
 * Whether a row has value cells, every one of them read surely (SURE_ROW_VALUES) and each a value
 * (a number or a short grade), not a word ("Examinations" of a signature line under the grades).
 */
function surelyValued(documents: DocumentText[], course: ExtractedCourse, cells: Partial<Record<keyof ExtractedCourse, Evidence>>): boolean {
  const keys = VALUE_CELLS.filter((k) => cells[k]);
  if (!keys.length || keys.some((k) => /\p{L}{4,}/u.test(String(course[k] ?? '')) && !(k === 'grade' && isGradeWord(String(course[k]))))) return false;
  return keys.map((k) => cells[k] as Evidence).every((e) => {
    const c = ocrConfidenceIn(pageOf(documents, e), e.box);
    return c !== null && c >= SURE_ROW_VALUES;
  });
}

/** The script of a word's letters; 'mixed' when its letters are of two scripts; null without letters. */
function scriptOf(word: string): string | null {
  const found = new Set<string>();
  for (const ch of word) {
    if (!/\p{L}/u.test(ch)) continue;
    const sc = scriptOfLetter(ch);
    // Japanese writes one word in kanji and kana: one script for this purpose.
    found.add(sc === 'Hiragana' || sc === 'Katakana' ? 'Han' : sc);
  }
  return found.size === 0 ? null : found.size === 1 ? [...found][0] : 'mixed';
}

/**
 * A name read in two alphabets where it is printed in one (names.ts and issuer.ts keep one script's form):
 * a letterhead "ISAN DEVELOPMENT UNIVERSITY" whose first word the Thai model read as Thai letters
 * ("เรสผ DEVELOPMENT UNIVERSITY"), a word of Latin and Cyrillic letters ("Пeтров"). One word of a
 * script that the value's other two or more words do not share, or a word of two scripts, is a misread
 * word, and the name is not served. A value printed in two scripts is cut to one script's form before
 * this (names.ts, issuer.ts), so a single word of another script is a misreading.
 */
function misreadInAnotherScript(value: string): boolean {
  const scripts = value.split(/\s+/).map(scriptOf).filter((sc): sc is string => sc !== null);
  if (scripts.includes('mixed')) return true;
  const count = new Map<string, number>();
  for (const sc of scripts) count.set(sc, (count.get(sc) ?? 0) + 1);
  if (count.size < 2) return false;
  return scripts.length >= 2 && [...count.values()].some((n) => n === 1);
}

/** Marks no person's name holds: a slash or bar left of a caption's other language, a bracket, a symbol. */
const NOT_IN_NAMES = /[/|\\!?@#$%^*=+<>~_{}[\]«»©®°§¢\d]/u;

/** The names that are printed in one script: a person's and an institution's. */
const ONE_SCRIPT_FIELDS: Record<string, (r: ExtractionResult) => string | null> = {
  'candidate.fullName': (r) => r.candidate.fullName,
  'institution.name': (r) => r.institution.name,
};

/**
 * A person's name read from OCR words with a mark no name holds ("Uwnhwu/ Mariam Qnhannywu / Grigoryan":
 * a bilingual caption's other-script half read by the Latin model, its slashes kept) is a misreading.
 */
const misreadName = (path: string, v: string) => path === 'candidate.fullName' && NOT_IN_NAMES.test(v);

/**
 * Course titles in Latin letters in a table whose other titles are printed in one other alphabet
 * (Greek, Cyrillic, Armenian …): the OCR's Latin model reading that alphabet's look-alike capitals and
 * lower-case ("Ιστορία" read "lotopia", "Μακροοικονομική" read "Makpooikovouikn"). At least
 * FOREIGN_TABLE_ROWS other titles, FOREIGN_TABLE_SHARE of them in that alphabet, tell the table's script.
 */
const FOREIGN_TABLE_ROWS = 5;
const FOREIGN_TABLE_SHARE = 2 / 3;

/** The script of most of a title's letters (a Roman numeral or a Latin name inside a Greek title leaves it Greek). */
function titleScript(title: string): string | null {
  const count = new Map<string, number>();
  for (const ch of title) {
    const sc = scriptOf(ch);
    if (sc) count.set(sc, (count.get(sc) ?? 0) + 1);
  }
  return [...count.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

function tableScript(courses: ExtractedCourse[]): string | null {
  const count = new Map<string, number>();
  let n = 0;
  for (const c of courses) {
    const sc = c.courseName ? titleScript(c.courseName) : null;
    if (!sc) continue;
    n++;
    count.set(sc, (count.get(sc) ?? 0) + 1);
  }
  const top = [...count.entries()].sort((a, b) => b[1] - a[1])[0];
  if (!top || top[0] === 'Latin' || top[0] === 'mixed' || top[1] < FOREIGN_TABLE_ROWS || top[1] < FOREIGN_TABLE_SHARE * n) return null;
  return top[0];
}

function setPath(r: ExtractionResult, path: string, value: null): void {
  const [a, b] = path.split('.');
  if (b === undefined) (r as unknown as Record<string, unknown>)[a] = value;
  else {
    const obj = (r as unknown as Record<string, Record<string, unknown> | undefined>)[a];
    if (obj && b in obj) obj[b] = value;
  }
}

/** A capital followed by its own small letter: Tesseract's reading of one bold capital twice ("Cc" for C). */
const ECHO = /^(?:Aa|Bb|Cc|Dd|Ee|Ff)$/;
/** Rows of a table on which the same echo is read at MIN_OCR_CONFIDENCE or more, for its unsure readings to stand. */
const SURE_ECHO_ROWS = 2;
/** Below this, an echo's word is no reading of a letter at all (a speck, a stamp's edge). */
const ECHO_FLOOR = 30;

/** The one OCR word a value's box holds, or null (none, or several). */
function onlyWord(documents: DocumentText[], e: Evidence | null | undefined) {
  if (!e) return null;
  const words = (pageOf(documents, e)?.items ?? []).filter((it) => it.confidence !== null && it.confidence !== undefined && inside(e.box, it.x + it.width / 2, it.y + it.height / 2, 1));
  return words.length === 1 ? words[0] : null;
}

/**
 * Rule "An echo read surely on other rows vouches for its unsure readings" (docs/document-understanding.md, "What the
 * scans of w3- showed"): Tesseract reads a bold capital of a grade cell twice ("Cc"), and its confidence then weighs
 * the second letter it made up, not the capital: a photo's column of C's was read "Cc" at 44 to 76, and the four
 * below 50 were gated while the same word at 55 to 76 stood (and "A column of echoed capitals" made them all C). An
 * unsure echo (ECHO_FLOOR or more) stands where the same echo is read surely in the grade cells of SURE_ECHO_ROWS other
 * rows: the column shows how that letter is read on this page. A single letter or any other word read unsure is gated
 * as before, and an echo nowhere read surely too.
 */
function echoVouched(documents: DocumentText[], e: Evidence | undefined, sure: Map<string, number>): boolean {
  const w = onlyWord(documents, e);
  return !!w && ECHO.test(w.text) && (w.confidence ?? 0) >= ECHO_FLOOR && (sure.get(w.text) ?? 0) >= SURE_ECHO_ROWS;
}

/** How many grade cells of the result are each echo read surely (the word alone in its cell). */
function sureEchoes(documents: DocumentText[], cells: Array<Evidence | undefined>): Map<string, number> {
  const count = new Map<string, number>();
  for (const e of cells) {
    const w = onlyWord(documents, e);
    if (w && ECHO.test(w.text) && (w.confidence ?? 0) >= MIN_OCR_CONFIDENCE) count.set(w.text, (count.get(w.text) ?? 0) + 1);
  }
  return count;
}

/**
 * Drop what was read from unsure OCR words: scalar fields (with the fields read together with
 * them), the value cells of course rows, and rows whose name and code are both unsure (the row's
 * box as a whole is not judged: it holds the stray marks of stamps and rules beside the cells). `documents` are the
 * texts the result's evidence points into (by its `document` index).
 */
export function withoutUnsureReadings(result: ExtractionResult, documents: DocumentText[]): ExtractionResult {
  const prov = result.provenance;
  if (!prov || !documents.some((d) => d.pages.some((p) => p.source === 'ocr'))) return result;
  const drop = new Set<string>();
  for (const [path, e] of Object.entries(prov.fields)) {
    const gated = YEAR_FIELDS.has(path) ? unsureYear(documents, e, getPath(result, path)) : unsure(documents, e);
    if (NOT_GATED.has(path) || !(gated || (DATE_FIELDS.has(path) && unsureThaiDigits(documents, e)))) continue;
    drop.add(path);
    for (const p of TOGETHER[path] ?? []) drop.add(p);
  }
  for (const [path, get] of Object.entries(ONE_SCRIPT_FIELDS)) {
    const e = prov.fields[path];
    const v = get(result);
    // Only a value read from OCR words: a text layer's letters are as printed.
    if (!v || !e || ocrConfidenceIn(pageOf(documents, e), e.box) === null || !(misreadInAnotherScript(v) || misreadName(path, v))) continue;
    drop.add(path);
    for (const p of TOGETHER[path] ?? []) drop.add(p);
  }
  for (const path of drop) {
    setPath(result, path, null);
    delete prov.fields[path];
  }
  const courses: ExtractedCourse[] = [];
  const evidence: typeof prov.courses = [];
  const script = tableScript(result.courses);
  const echoes = sureEchoes(documents, prov.courses.map((ev) => ev?.cells.grade));
  result.courses.forEach((c, i) => {
    const ev = prov.courses[i] ?? null;
    const nameCell = ev?.cells.courseName;
    if (script && nameCell && c.courseName && scriptOf(c.courseName.replace(/[^\p{L}]+/gu, '')) === 'Latin' && ocrConfidenceIn(pageOf(documents, nameCell), nameCell.box) !== null) return;
    if (!ev) {
      courses.push(c);
      evidence.push(null);
      return;
    }
    // A row whose name and code were both read from unsure words is a misread line (a stamp, a
    // signature, a ruled margin), not a course; unless the row's values were read surely in their
    // columns: a long title is often read unsure when a speck or a rule's end leans on its first
    // letter ("‚Regelungstechnik" at 44), and a stamp's letters are no sure grade and credit.
    const name = ev.cells.courseName, code = ev.cells.courseNumber;
    if ((name || code) && (!name || unsure(documents, name)) && (!code || unsure(documents, code)) && !surelyValued(documents, c, ev.cells)) return;
    const course = { ...c };
    const cells = { ...ev.cells };
    for (const k of VALUE_CELLS) {
      if (!unsure(documents, ev.cells[k]) || (k === 'grade' && echoVouched(documents, ev.cells[k], echoes))) continue;
      (course as Record<keyof ExtractedCourse, unknown>)[k] = null;
      delete cells[k];
    }
    courses.push(course);
    evidence.push({ row: ev.row, cells });
  });
  result.courses = courses;
  prov.courses = evidence;
  return result;
}
