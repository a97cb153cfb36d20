/**
 * OCR through the tesseract CLI (`tesseract <png> - -l <models> --psm 4|3 tsv`: word boxes with
 * confidences). PDF pages are rendered with `pdftoppm -r 200`; every image is prepared first
 * (./imagePrep: page found in a photo and squared, light flattened, contrast, dot leaders erased,
 * small text enlarged, skew measured). A fast English pass, line by line (LATIN_PASS_PSM), reads
 * the common case; when it reads poorly, Tesseract's orientation and script detection (`--psm 0`,
 * the osd model) turns the page upright and picks the models of its script (SCRIPT_MODELS).
 * Lone table cells misread in known ways are repaired (repairCellMisreads), and the words of a
 * line take the line's band as their height (levelLineBoxes). Word boxes are converted from
 * pixels at the image's dpi to points (× 72 / dpi), origin top-left, like the text layer.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { headerAt } from '../extraction/table';
import { detectLanguage } from '../language';
import { groupLines } from './layout';
import { tidyOcrWords } from './ocrWords';
import { trimWordBoxes } from './inkBoxes';
import { rereadGrades } from './gradeReread';
import { CELL_WHITELIST, readLostCells } from './lostCells';
import { readLostLines } from './lostLines';
import { NUMBER_WHITELIST, decodeGray, rereadNumbers, type BoxWord } from './ocrReread';
import { prepareForOcr, type PreparedImage, type PrepStep } from './imagePrep';
import { ProcessingError, type PageText, type TextItem } from '../types';

export const OCR_NOT_AVAILABLE = 'OCR engine not available';
export const DEFAULT_OCR_LANGUAGES = ['eng', 'fra', 'deu', 'spa'];
export const PDF_RENDER_DPI = 200;
/**
 * The rendered page is cropped to this many pixels each way (25 in at PDF_RENDER_DPI, beyond any
 * real document): a page declaring a huge size would otherwise make pdftoppm allocate gigabytes.
 */
export const MAX_RENDER_PIXELS = 5000;

export { type PreparedImage } from './imagePrep';

export interface TesseractOptions {
  /** The tesseract binary (default `tesseract` on PATH). */
  tesseractPath?: string;
  /** The pdftoppm binary (default `pdftoppm` on PATH). */
  pdftoppmPath?: string;
  /**
   * The Latin models of the combined pass (default DEFAULT_OCR_LANGUAGES). When given, it also
   * limits the models chosen by script or language to these.
   */
  languages?: string[];
  /** Page segmentation mode (default 3: fully automatic). */
  psm?: number;
  /** Per-page timeout of one tesseract run (default 180 s). */
  timeoutMs?: number;
  /** Straighten the word boxes of a slightly rotated scan (default true). */
  deskew?: boolean;
  /**
   * 'detect' (default): a fast English pass; when it reads well, a second pass with the page's
   * language when that is French, German, Spanish, Italian, Portuguese, Hungarian, Danish,
   * Norwegian, Czech, Slovak, Polish, Croatian, Slovenian, Romanian, Finnish or Swedish (better diacritics,
   * faster than the combined model), the combined model when the language is unclear; when it
   * reads poorly, orientation and script detection choose the turn and the models
   * (TesseractOcr.readPage). 'combined': one pass with every language of `languages`.
   */
  languageStrategy?: 'detect' | 'combined';
  /** Read the unsure numbers of a page a second time, one value a line with digits only (default true; ./ocrReread). */
  rereadNumbers?: boolean;
  /** Read the doubtful letter grades of a grade column a second time with that column's letters (default true; ./gradeReread). */
  rereadGrades?: boolean;
  /** Read the lone cells of a column the page's reading left out (default true; ./lostCells). */
  readLostCells?: boolean;
  /** Read the whole lines the page's reading left out (default true; ./lostLines). */
  readLostLines?: boolean;
  /** Environment for the child processes (default: process.env with OMP_THREAD_LIMIT=1). */
  env?: NodeJS.ProcessEnv;
}

/** A word Tesseract read: its text, pixel box in the OCR'd image and confidence, and where it stands in the page's blocks. */
export interface OcrWord extends BoxWord {
  block: number;
  paragraph: number;
  line: number;
}

interface ExecResult {
  stdout: string;
  stderr: string;
}

function run(file: string, args: string[], timeoutMs: number, env: NodeJS.ProcessEnv): Promise<ExecResult> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024, env, encoding: 'utf8' }, (err, stdout, stderr) => {
      if (err) {
        const e = err as NodeJS.ErrnoException & { killed?: boolean; signal?: string };
        if (e.code === 'ENOENT' || e.code === 'EACCES') return reject(Object.assign(new Error('not found'), { notFound: true }));
        // `killed`: our own timeout stopped it. A signal without it came from outside (the worker's
        // process group stopped for a shutdown): an interruption, not a slow page.
        if (e.killed) return reject(Object.assign(new Error('timed out'), { timedOut: true }));
        if (e.signal) return reject(Object.assign(new Error(`interrupted by ${e.signal}`), { interrupted: true }));
        return reject(Object.assign(new Error(stderr?.trim() || e.message), { stderr }));
      }
      resolve({ stdout, stderr });
    });
  });
}

/** Parse tesseract TSV output into word boxes (level 5 rows with text). */
export function parseTsv(tsv: string): OcrWord[] {
  const words: OcrWord[] = [];
  const lines = tsv.split(/\r?\n/);
  for (const line of lines) {
    if (!line || line.startsWith('level')) continue;
    const cols = line.split('\t');
    if (cols.length < 12 || cols[0] !== '5') continue;
    // Tesseract's Arabic output carries invisible direction marks (U+200E/U+200F) that would
    // keep a word from matching its lexicon entry.
    const text = cols.slice(11).join('\t').replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
    if (!text) continue;
    const conf = Number(cols[10]);
    words.push({
      text,
      left: Number(cols[6]),
      top: Number(cols[7]),
      width: Number(cols[8]),
      height: Number(cols[9]),
      confidence: Number.isFinite(conf) ? Math.max(0, Math.min(100, conf)) : 0,
      block: Number(cols[2]),
      paragraph: Number(cols[3]),
      line: Number(cols[4]),
    });
  }
  return words;
}

/**
 * The Greek model reads the small mu "μ" (U+03BC) as the micro sign "µ" (U+00B5), a Latin-1
 * symbol that looks the same ("Μάθηµα", "Πανεπιστήµιο"): in a word with other Greek letters it is
 * the Greek letter, else captions and course names are not matched.
 */
export function greekMicroSigns(words: OcrWord[]): OcrWord[] {
  return words.map((w) => (w.text.includes('\u00b5') && /\p{Script=Greek}/u.test(w.text) ? { ...w, text: w.text.replace(/\u00b5/g, '\u03bc') } : w));
}

/** Scripts written without spaces between words, which Tesseract's TSV cuts into fragments. */
const UNSPACED = /^[\u0E00-\u0E7F\u0E80-\u0EFF\u1780-\u17FF\u1000-\u109F]+$/;

/**
 * Join the fragments Tesseract's TSV makes of Thai (and Lao, Khmer, Myanmar) text: consecutive
 * words of one line, both in such a script, closer than about three quarters of the line's
 * height. Tesseract's own text output joins them the same way; a wider gap is a real space.
 */
export function joinUnspacedFragments(words: OcrWord[]): OcrWord[] {
  const out: OcrWord[] = [];
  for (const w of words) {
    const prev = out[out.length - 1];
    if (
      prev &&
      prev.block === w.block && prev.paragraph === w.paragraph && prev.line === w.line &&
      UNSPACED.test(prev.text) && UNSPACED.test(w.text) &&
      w.left - (prev.left + prev.width) < 0.75 * Math.min(prev.height, w.height)
    ) {
      const left = Math.min(prev.left, w.left), top = Math.min(prev.top, w.top);
      const right = Math.max(prev.left + prev.width, w.left + w.width), bottom = Math.max(prev.top + prev.height, w.top + w.height);
      out[out.length - 1] = { ...prev, text: prev.text + w.text, left, top, width: right - left, height: bottom - top, confidence: Math.min(prev.confidence, w.confidence) };
      continue;
    }
    out.push(w);
  }
  return out;
}

/**
 * Whether a word stands alone in its line: nothing of its Tesseract line within about one
 * character height on either side (a table cell, not a word of running text).
 */
function standsAlone(words: OcrWord[], i: number): boolean {
  const w = words[i];
  const gap = Math.max(4, w.height);
  for (let k = 0; k < words.length; k++) {
    if (k === i) continue;
    const v = words[k];
    if (v.block !== w.block || v.paragraph !== w.paragraph || v.line !== w.line) continue;
    if (v.left < w.left + w.width + gap && v.left + v.width > w.left - gap) return false;
  }
  return true;
}

/**
 * Fill lines: forms and transcripts print a value on a blank line of underscores ("Grade: ___B+",
 * a grade column ruled "B____"), and the OCR reads the line glued to the value. An underscore is
 * never part of a printed grade, code or name, so the underscores at either end of a word are cut
 * off when a letter or digit is left, with the box narrowed by their share of it; before the second
 * readings, which look for a grade's or a number's shape in the word. A word of underscores alone
 * stays as read (a blank fill line).
 */
export function withoutFillUnderscores(words: OcrWord[]): OcrWord[] {
  return words.map((w) => {
    const text = w.text.replace(/^_+|_+$/g, '');
    if (text === w.text || !/[\p{L}\p{N}]/u.test(text)) return w;
    const lead = w.text.length - w.text.replace(/^_+/, '').length;
    const per = w.width / w.text.length;
    return { ...w, text, left: Math.round(w.left + lead * per), width: Math.max(1, Math.round(per * text.length)) };
  });
}

/**
 * Correct the misreadings Tesseract's Latin models make of a lone table cell with confidence,
 * so that a scan gives the grade its text PDF gives: a small plus after a grade letter read as
 * "t" ("Bt" for B+), the digit of a letter-digit grade read as "l", "I" or "i" ("Cl" for C1, as
 * Indian boards print grades), and "l", "I", "|" or "O" among the digits of a number ("l5",
 * "1O0"). Only words standing alone in their line change (a cell: "At" in running text is a word).
 */
export function repairCellMisreads(words: OcrWord[]): OcrWord[] {
  return words.map((w, i) => {
    const fixed = repairCellText(w.text);
    return fixed !== w.text && standsAlone(words, i) ? { ...w, text: fixed } : w;
  });
}

/** The text a lone cell's misread word stands for (unchanged when it is not one of those misreads). */
export function repairCellText(text: string): string {
  let m = /^([A-F])t$/.exec(text);
  if (m) return `${m[1]}+`;
  m = /^([A-E])[lIi|]$/.exec(text);
  if (m) return `${m[1]}1`;
  if (/^[\dlI|O]+(?:[.,][\dlI|O]+)?$/.test(text) && /\d/.test(text)) {
    return text.replace(/[lI|]/g, '1').replace(/O/g, '0');
  }
  return text;
}

/** Whether OCR words contain a course-table header row (decides the second pass's layout mode). */
export function hasTableHeader(words: OcrWord[]): boolean {
  const lines = groupLines({ pageNumber: 1, width: 0, height: 0, source: 'ocr', items: wordsToItems(words, 72) });
  return lines.some((_, i) => headerAt(lines, i) !== null);
}

/** A number alone in a cell ("10", "7,5", "2.3"), read with some confidence. */
const isLoneNumber = (w: OcrWord) => w.confidence >= 60 && /^\d{1,3}(?:[.,]\d{1,3})?$/.test(w.text);

/**
 * Whether a second reading of the page lost many of the numbers the first read: fewer than four
 * fifths of them, when the first read at least six (a column of credits or marks; the automatic
 * layout, psm 3, takes such a column for no text block on some pages).
 */
export function lostNumbers(first: OcrWord[], second: OcrWord[]): boolean {
  const a = first.filter(isLoneNumber).length;
  return a >= 6 && second.filter(isLoneNumber).length < a * 0.8;
}

/**
 * Give the words of each Tesseract line the line's band (top of its tallest letters to the
 * bottom of its descenders) as their box height, like a text layer gives every run of a line
 * the font's em box. Tesseract's boxes are the ink of each word: "-" is a sliver, "02/09/1999"
 * reaches below the baseline, "MARKS" stops at it; the readers group words into lines by their
 * boxes, so ink boxes split one printed line into two ("Date of Birth" above "02/09/1999").
 * A line taller than 1.8 × its median word (two printed lines Tesseract took as one) keeps its
 * words' own boxes.
 */
export function levelLineBoxes(words: OcrWord[]): OcrWord[] {
  const groups = new Map<string, number[]>();
  words.forEach((w, i) => {
    const k = `${w.block}:${w.paragraph}:${w.line}`;
    const g = groups.get(k);
    if (g) g.push(i);
    else groups.set(k, [i]);
  });
  const out = [...words];
  const isWord = (w: OcrWord) => w.confidence >= 50 && /[\p{L}\p{N}]/u.test(w.text);
  for (const idx of groups.values()) {
    // Only words with a letter or a digit, read with some confidence: the specks of a scan that
    // Tesseract reads as ":", "." or "|" inside a row, and the letters of a stamp across it, keep
    // their own boxes, by whose odd size the table reader knows them.
    const core = idx.filter((i) => isWord(words[i]));
    if (core.length < 2) continue;
    const top = Math.min(...core.map((i) => words[i].top));
    const bottom = Math.max(...core.map((i) => words[i].top + words[i].height));
    const heights = core.map((i) => words[i].height).sort((a, b) => a - b);
    const median = heights[heights.length >> 1];
    if (bottom - top > 1.8 * median) continue;
    for (const i of core) out[i] = { ...words[i], top, height: bottom - top };
  }
  return out;
}

/** A dash of running text (a hyphen, an en or an em dash) or the slash between a caption's two languages, alone. */
const LONE_DASH = /^[-–—/]$/;

/**
 * Rule "A dash between the words of its line" (docs/document-understanding.md, "Scans and photos", "What the scans of
 * l- and the older development scans showed"): Tesseract boxes a dash by its stroke, a box a seventh of its letters'
 * height set at their middle, and levelLineBoxes leaves it so (a word of no letter keeps its box, as specks do). The
 * line grouping then finds its centre too far from its line's for its thin box and sets it on a line of its own: a
 * title "NATIONAL FORM SEVEN CERTIFICATE — NOTICE OF RESULTS 2021" read as two lines lost its qualification, which
 * the title's reader finds before the dash; a bilingual caption's slash ("(data nasterii / date of birth)") boxed as a
sliver was set under its caption the same way. A dash or a slash read with 80 or more between two words of its Tesseract line
 * (each within their height of it, a blank's width or two, the dash's middle within their band) takes their band, as a text layer
 * sets it; a dash far from the words of its line (a cell printed for no value) or a speck keeps its box.
 */
export function dashesOnTheirLine(words: OcrWord[]): OcrWord[] {
  const out = [...words];
  const isWord = (w: OcrWord) => /[\p{L}\p{N}]/u.test(w.text);
  words.forEach((d, i) => {
    if (!LONE_DASH.test(d.text) || d.confidence < 80) return;
    const line = words.filter((w) => w !== d && isWord(w) && w.block === d.block && w.paragraph === d.paragraph && w.line === d.line);
    const before = line.filter((w) => w.left + w.width <= d.left + 1).sort((a, b) => b.left + b.width - (a.left + a.width))[0];
    const after = line.filter((w) => w.left >= d.left + d.width - 1).sort((a, b) => a.left - b.left)[0];
    if (!before || !after) return;
    const top = Math.min(before.top, after.top), bottom = Math.max(before.top + before.height, after.top + after.height);
    const h = bottom - top, mid = d.top + d.height / 2;
    if (d.left - (before.left + before.width) > h || after.left - (d.left + d.width) > h || mid < top || mid > bottom) return;
    out[i] = { ...d, top, height: h };
  });
  return out;
}

/** Word boxes in pixels at `dpi` → TextItems in points. */
export function wordsToItems(words: OcrWord[], dpi: number): TextItem[] {
  const k = 72 / dpi;
  const r = (v: number) => Math.round(v * k * 100) / 100;
  return words.map((w) => ({
    text: w.text,
    x: r(w.left),
    y: r(w.top),
    width: r(w.width),
    height: r(w.height),
    fontName: null,
    fontSize: r(w.height),
    confidence: Math.round(w.confidence * 10) / 10,
  }));
}

/**
 * Rotate word boxes about the image centre by -skew degrees so that the words of one printed
 * line share a y again (the image itself is left as scanned).
 */
export function straighten(words: OcrWord[], skew: number, widthPx: number, heightPx: number): OcrWord[] {
  if (!skew) return words;
  const a = (-skew * Math.PI) / 180;
  const cos = Math.cos(a), sin = Math.sin(a);
  const cx = widthPx / 2, cy = heightPx / 2;
  return words.map((w) => {
    const mx = w.left + w.width / 2 - cx;
    const my = w.top + w.height / 2 - cy;
    const nx = cx + mx * cos - my * sin;
    const ny = cy + mx * sin + my * cos;
    return { ...w, left: Math.round(nx - w.width / 2), top: Math.round(ny - w.height / 2) };
  });
}

export interface OcrImageResult {
  items: TextItem[];
  /** Page size in points (of the upright page). */
  width: number;
  height: number;
  dpi: number;
  skew: number;
  /** Clockwise turn (degrees) applied to make the page upright: 0, 90, 180 or 270. */
  rotation: number;
  /** The Tesseract models that read the page. */
  languages: string[];
  /** The script Tesseract's orientation and script detection reported, when it ran. */
  script: string | null;
  /** What the image preparation did (page-warp, flatten, contrast, upscale). */
  steps: PrepStep[];
  ms: number;
}

/** Result of Tesseract's orientation and script detection (`--psm 0`). */
export interface OsdResult {
  /** Clockwise degrees to turn the image by to make it upright. */
  rotate: number;
  orientationConfidence: number;
  script: string | null;
  scriptConfidence: number;
}

export function parseOsd(out: string): OsdResult | null {
  const num = (re: RegExp) => {
    const m = re.exec(out);
    return m ? Number(m[1]) : NaN;
  };
  const rotate = num(/^Rotate:\s*(\d+)/m);
  if (!Number.isFinite(rotate)) return null;
  const script = /^Script:\s*(\S+)/m.exec(out)?.[1] ?? null;
  return { rotate: rotate % 360, orientationConfidence: num(/^Orientation confidence:\s*([\d.]+)/m) || 0, script, scriptConfidence: num(/^Script confidence:\s*([\d.]+)/m) || 0 };
}

/**
 * The models for a script reported by OSD (docs/document-understanding.md, "Scans and photos": packs chosen by
 * detected script). English rides along where documents are commonly bilingual.
 */
export const SCRIPT_MODELS: Record<string, string[]> = {
  Cyrillic: ['rus', 'ukr', 'kaz'],
  Arabic: ['ara', 'eng'],
  Thai: ['tha', 'eng'],
  Devanagari: ['hin', 'eng'],
  Ethiopic: ['amh', 'eng'],
  // Greek transcripts and degree certificates print Greek captions beside Latin course codes and English lines.
  Greek: ['ell', 'eng'],
  // Georgian diplomas and supplements print Mkhedruli captions and names beside their English forms.
  Georgian: ['kat', 'eng'],
  // Armenian diploma supplements and transcripts print Armenian captions, names and titles beside English ones.
  Armenian: ['hye', 'eng'],
};

/**
 * Scripts Tesseract's OSD model does not know, and names another for (Latin, often upside down, for
 * Armenian): a page English cannot read is tried with their models, kept when they read their own
 * script confidently.
 */
const SCRIPTS_OSD_MISNAMES = ['Ethiopic', 'Armenian'];

/**
 * Other languages written in a script, whose model reads it better than the script's first model: the
 * Arabic script serves Persian too, and each model misreads the other's letters (Persian پ چ ژ گ, the
 * Persian forms of yeh and keheh). Where the pack is installed, the script's page is read with these
 * models as well and the more confident reading is kept.
 */
export const SCRIPT_ALTERNATIVES: Record<string, string[][]> = {
  // Iranian and Afghan transcripts and degree certificates (Persian, Dari) beside English.
  Arabic: [['fas', 'eng']],
};

/** Letters only the alternative's language writes in the script: its reading is kept only when it holds some. */
const SCRIPT_ALTERNATIVE_LETTERS: Record<string, RegExp> = { fas: /[پچژگ]/u };

/**
 * Page segmentation mode of the English pass: 4, the page as one column of lines of any size.
 * The automatic layout analysis (3) drops lone short words in a sparse column (the grade column
 * of a transcript: "A-", "B" were missing from whole pages while their rows were read) and cuts
 * a table into column blocks; the word boxes are what the readers use, so nothing of the page's
 * own column layout is lost by reading it line by line. Same speed.
 */
export const LATIN_PASS_PSM = 4;

/** Block number of the words read from lost cells (./lostCells): each a line of its own, apart from Tesseract's blocks. */
const LOST_CELL_BLOCK = 100_000;
/** Block numbers of the words of lost lines (./lostLines): one block a line, apart from the page's. */
const LOST_LINE_BLOCK = 200_000;
/** Tesseract's page segmentation for one line of text. */
const LINE_PSM = 7;

/** Page segmentation mode of the second reading of numbers: one value a line (a uniform block of text). */
const REREAD_PSM = 6;
/** Sparse text: a strip's cuts read as scattered words, for the numbers the strip's first reading left unsettled (./ocrReread). */
const SPARSE_PSM = 11;

/** Fewer words than this from a line-by-line pass: the page may be set sideways. */
const FEW_WORDS = 20;

/** ISO 639-1 → Tesseract model, for the language detected in a Latin first pass. */
// Hungarian, Danish and Norwegian have letters the other Latin models misread ("ő" as "é", "ø" as
// "g" or "o"): the captions, participles and month names built on them were lost on scans.
// Rule "A Latin page read with its own language's model" (docs/document-understanding.md, "Scans and photos"): Czech,
// Slovak, Polish, Croatian, Slovenian, Romanian, Finnish and Swedish write letters English has not (ě ř ů ľ ą ł ż ć đ ș ț
// ă î å ä ö), which the English model reads as other letters ("Lakiéevié" for "Lakićević", "in anul" for "în anul") or
// drops, and the combined model, read for a language it has no model of, no better and slower: the captions, names and
// completion phrases built on them were lost on scans. The language detector knows them; their packs are installed
// beside the others (scripts/ci.sh, the Dockerfile), and a missing pack falls back to the combined model as before.
const TESSERACT_MODEL: Record<string, string> = {
  en: 'eng', fr: 'fra', de: 'deu', es: 'spa', it: 'ita', pt: 'por', hu: 'hun', da: 'dan', no: 'nor',
  cs: 'ces', sk: 'slk', pl: 'pol', hr: 'hrv', sl: 'slv', ro: 'ron', fi: 'fin', sv: 'swe',
};

/** The Tesseract model of the second pass over a Latin page in the language detected (ISO 639-1), if one is known. */
export function latinPassModel(code: string): string | undefined {
  return TESSERACT_MODEL[code];
}

/** Mean confidence of the words, weighted by their length. */
export function meanConfidence(words: OcrWord[]): number {
  let s = 0, n = 0;
  for (const w of words) {
    s += w.confidence * w.text.length;
    n += w.text.length;
  }
  return n ? s / n : 0;
}

/** Words set on their side: longer words whose boxes are much taller than wide. */
export function sidewaysShare(words: OcrWord[]): number {
  const long = words.filter((w) => w.text.length >= 4);
  if (long.length < 3) return 0;
  return long.filter((w) => w.height > w.width * 1.5).length / long.length;
}

/**
 * Whether a first English pass read the page well enough to trust it as Latin text set upright:
 * enough words, mostly confident, and lying horizontally. Otherwise the page's orientation and
 * script are detected (Tesseract reads a sideways page, but as vertical word boxes).
 */
export function readsAsUprightLatin(words: OcrWord[]): boolean {
  if (words.length < 3) return false;
  const low = words.filter((w) => w.confidence < 50).length / words.length;
  return meanConfidence(words) >= 70 && low <= 0.25 && sidewaysShare(words) < 0.3;
}

/**
 * Words an English pass could not read that look like text in another script rather than
 * noise: low confidence and mostly letters (English reads Arabic or Thai as long nonsense
 * words). Returned when they hold a real share of the page's letters; null otherwise (a Latin
 * scan's specks and smudges are short or not letters).
 */
export function foreignPatches(words: OcrWord[]): OcrWord[] | null {
  const letters = (t: string) => (t.match(/\p{L}/gu) ?? []).length;
  const total = words.reduce((n, w) => n + letters(w.text), 0);
  const suspicious = words.filter((w) => w.confidence < 50 && letters(w.text) >= 3);
  const share = suspicious.reduce((n, w) => n + letters(w.text), 0);
  return suspicious.length >= 3 && share >= 0.1 * total ? suspicious : null;
}

const SCRIPT_LETTER: Record<string, RegExp> = {
  Cyrillic: /\p{Script=Cyrillic}/u,
  Arabic: /\p{Script=Arabic}/u,
  Thai: /\p{Script=Thai}/u,
  Devanagari: /\p{Script=Devanagari}/u,
  Ethiopic: /\p{Script=Ethiopic}/u,
  Georgian: /\p{Script=Georgian}/u,
  Armenian: /\p{Script=Armenian}/u,
  Latin: /\p{Script=Latin}/u,
};

/**
 * The letters of the scripts LOOKALIKE_SCRIPT tells apart. Greek is kept out of SCRIPT_LETTER: a
 * bilingual Greek page's English pass reads Greek words confidently as Latin nonsense
 * ("Ovouatenwvupo"), which rewrittenLatinShare would count as confident English turned Greek.
 */
const LOOKALIKE_LETTER: Record<string, RegExp> = { Cyrillic: /\p{Script=Cyrillic}/u, Greek: /\p{Script=Greek}/u };

/**
 * Scripts whose print OSD mistakes for one another: Greek and Cyrillic capitals share their
 * shapes (Α/А, Β/В, Π/П, Φ/Ф…), and OSD names a Greek scan Cyrillic. Their letters are distinct
 * code points, though, and each script's models read the other's text as unsure letters of their
 * own, so the recognized text decides between them (scriptReadingScore).
 */
export const LOOKALIKE_SCRIPT: Record<string, string> = { Cyrillic: 'Greek', Greek: 'Cyrillic' };

/** Below this mean confidence of its own-script words, a reading in one of LOOKALIKE_SCRIPT's scripts is checked against the other's models. */
const UNSURE_SCRIPT_READING = 75;

/**
 * How well a reading by `script`'s models reads the page as that script: the mean confidence of
 * its words that hold letters of the script (0 when none do). A Greek page read by the Cyrillic
 * models gives Cyrillic words at about 50; read by the Greek models, Greek words at 80 or more.
 */
export function scriptReadingScore(words: OcrWord[], script: string): number {
  const re = LOOKALIKE_LETTER[script];
  if (!re) return 0;
  return meanConfidence(words.filter((w) => re.test(w.text)));
}

/** The share of the words with letters that hold letters of `script` (one of LOOKALIKE_LETTER's). */
function lookalikeShare(words: OcrWord[], script: string): number {
  const re = LOOKALIKE_LETTER[script];
  const lettered = words.filter((w) => /\p{L}/u.test(w.text));
  return re && lettered.length ? lettered.filter((w) => re.test(w.text)).length / lettered.length : 0;
}

/** The share of the letters (and marks) of the words that belong to `script`. */
/**
 * Of the words English read confidently (at least 85, three Latin letters or more), the share a
 * second reading put into `script`: the word of the second reading that overlaps each most.
 */
export function rewrittenLatinShare(english: OcrWord[], second: OcrWord[], script: string): number {
  const re = SCRIPT_LETTER[script];
  if (!re) return 0;
  const sure = english.filter((w) => w.confidence >= 85 && (w.text.match(/[A-Za-z]/g) ?? []).length >= 3);
  if (!sure.length) return 0;
  let rewritten = 0;
  for (const w of sure) {
    let best: OcrWord | null = null, bestArea = 0;
    for (const v of second) {
      const ix = Math.min(w.left + w.width, v.left + v.width) - Math.max(w.left, v.left);
      const iy = Math.min(w.top + w.height, v.top + v.height) - Math.max(w.top, v.top);
      if (ix > 0 && iy > 0 && ix * iy > bestArea) {
        bestArea = ix * iy;
        best = v;
      }
    }
    if (best && bestArea >= 0.5 * w.width * w.height && re.test(best.text)) rewritten++;
  }
  return rewritten / sure.length;
}

/** Mean confidence at or above which a reading in another script stands as the page's script throughout. */
const WHOLLY_SCRIPT_CONFIDENCE = 80;

/**
 * Rule "A page of another script read as Latin" (docs/document-understanding.md, "Scans and photos"): English reads
 * the capitals and many small letters of a Cyrillic page as Latin ones, a good share of its words surely ("Hatym"
 * for "Датум", "Macapukoba" for "Масарикова"), so the guard of a bilingual reading (rewrittenLatinShare: the other
 * models must not turn confident English into their script) refused the Cyrillic models' reading of a whole
 * Serbian page, and the page was served as Latin nonsense (its course rows all misread, its names lost). A reading
 * in the script's models that is the page's script throughout is kept all the same: half or more of its letters in
 * that script, read with WHOLLY_SCRIPT_CONFIDENCE or more on average and fifteen more than the English pass. A Latin
 * page with an unsure table is read by those models no better than by English, and mostly in Latin.
 */
export function readsWhollyAsScript(english: OcrWord[], second: OcrWord[], script: string): boolean {
  if (!SCRIPT_LETTER[script] || script === 'Latin') return false;
  const sure = meanConfidence(second);
  return scriptShare(second, script) >= 0.5 && sure >= WHOLLY_SCRIPT_CONFIDENCE && sure >= meanConfidence(english) + 15;
}

/** A share of a reading's letters in the other script from which it holds a text in that script, however unsurely read. */
const SCRIPT_TEXT_SHARE = 0.1;
/** The mean confidence from which a few words of the other script are print of it, not specks read as its letters. */
const SCRIPT_WORDS_SURE = 70;

/**
 * Rule "Unsure words of an English page are no second script" (docs/document-understanding.md, "Scans and photos"): OSD
 * named the unsure words of an English scan (a letterhead's small address line, specks, a stamp) Cyrillic, and the
 * reading with the Cyrillic models beside English was kept: it was more confident overall and turned no sure English
 * word Cyrillic, but the words it read in Cyrillic were the English ones misread ("Falidand stands РЮО", "Тверһопе",
 * "АФА" for AQA) and the country in the address was lost. A bilingual page holds the second script as text: a tenth of
 * the reading's letters or more, or its words in that script read with SCRIPT_WORDS_SURE on average. Fewer letters read
 * unsurely are the English page's noise, and the English reading stands.
 */
export function holdsTheScript(words: OcrWord[], script: string): boolean {
  const re = SCRIPT_LETTER[script] ?? LOOKALIKE_LETTER[script];
  if (!re || script === 'Latin') return true;
  return scriptShare(words, script) >= SCRIPT_TEXT_SHARE || meanConfidence(words.filter((w) => re.test(w.text))) >= SCRIPT_WORDS_SURE;
}

/** Cyrillic letters printed like Latin ones (А/A, В/B, Е/E, К/K, М/M, Н/H, О/O, Р/P, С/C, Т/T, Х/X, і/i…). */
const CYRILLIC_LOOKALIKE = /[АВЕКМНОРСТХУІЈЅҮҒаеорсхуіјѕӏ]/u;

/**
 * Whether a reading's Cyrillic is Latin print misread by the Cyrillic models: nearly all of its
 * Cyrillic letters (at least 80 % of ten or more) are ones that look like Latin letters. Russian,
 * Ukrainian or Kazakh text, even in capitals, is full of letters that do not (Б, Г, Д, И, Л, П, Я…).
 */
export function looksLikeMisreadLatin(words: OcrWord[]): boolean {
  let all = 0, alike = 0;
  for (const w of words) {
    for (const ch of w.text) {
      if (!/\p{Script=Cyrillic}/u.test(ch)) continue;
      all++;
      if (CYRILLIC_LOOKALIKE.test(ch)) alike++;
    }
  }
  return all >= 10 && alike / all >= 0.8;
}

/** The Latin letter each Cyrillic look-alike is printed like. */
const LATIN_OF: Record<string, string> = {
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', У: 'Y', І: 'I', Ј: 'J', Ѕ: 'S', Ү: 'Y', Ғ: 'F',
  а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', х: 'x', у: 'y', і: 'i', ј: 'j', ѕ: 's', ӏ: 'l',
};

/**
 * A short word of Cyrillic look-alike letters between two Latin words of its line ("KHANGAI UNIVERSITY
 * ОҒ TECHNOLOGY", read with the Cyrillic and English models together) is the Latin word misread: it is
 * turned back letter for letter. A Cyrillic word beside other Cyrillic words, or with a letter that has
 * no Latin look-alike, stays as read.
 */
export function latinLookalikesBetweenLatin(words: OcrWord[]): OcrWord[] {
  const latin = (w: OcrWord | undefined) => !!w && /\p{Script=Latin}{2,}/u.test(w.text) && !/\p{Script=Cyrillic}/u.test(w.text);
  return words.map((w, k) => {
    const letters = w.text.replace(/[^\p{L}]/gu, '');
    if (!letters || letters.length > 4 || ![...letters].every((ch) => ch in LATIN_OF)) return w;
    const prev = words[k - 1], next = words[k + 1];
    const sameLine = (o: OcrWord | undefined) => !!o && o.block === w.block && o.paragraph === w.paragraph && o.line === w.line;
    if (!sameLine(prev) || !sameLine(next) || !latin(prev) || !latin(next)) return w;
    return { ...w, text: [...w.text].map((ch) => LATIN_OF[ch] ?? ch).join('') };
  });
}

/** Latin letters no Cyrillic letter is printed like: a word holding one is no Cyrillic word misread as Latin. */
const LATIN_ONLY_LETTER = /[bdfghlnqrtuvwzDFGLNQRUVWZ]/u;

/** Boxes that are one word's: their overlap is most of each. */
function sameBox(a: BoxWord, b: BoxWord): boolean {
  const w = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const h = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  if (w <= 0 || h <= 0) return false;
  const inter = w * h;
  return inter >= 0.6 * a.width * a.height && inter >= 0.6 * b.width * b.height;
}

/**
 * Rule "Latin words of the English pass": a page read with a script's models that have no English
 * beside them (the Cyrillic ones) reads the English half of a bilingual page as look-alike letters
 * ("Соигзе" for "Course", "Васһе!ог" for "Bachelor"), while the English first pass, already run on
 * the same image, read those words surely. A word of the script's reading takes the English pass's
 * word at the same box when that word is Latin letters only, holds a letter no Cyrillic letter looks
 * like (so "МОРОЗ" read "MOPO3" is never taken), was read with 85 or more and more surely than the
 * script's word by 10. Cyrillic text, read unsurely by English, stays as the script's models read it;
 * no Tesseract run is added.
 */
export function latinWordsOfEnglishPass(words: OcrWord[], english: OcrWord[]): OcrWord[] {
  const sure = english.filter((e) => e.confidence >= 85 && /^[\p{P}]*\p{Script=Latin}{2,}[\p{P}]*$/u.test(e.text) && LATIN_ONLY_LETTER.test(e.text));
  if (!sure.length) return words;
  return words.map((w) => {
    if (/^[\p{Script=Latin}\p{N}\p{P}]*$/u.test(w.text) && w.text.replace(/[^\p{L}]/gu, '') === '') return w;
    const e = sure.find((x) => sameBox(x, w) && x.confidence >= w.confidence + 10);
    return e ? { ...w, text: e.text, confidence: e.confidence } : w;
  });
}

export function scriptShare(words: OcrWord[], script: string): number {
  const re = SCRIPT_LETTER[script];
  if (!re) return 1;
  let all = 0, own = 0;
  for (const w of words) {
    for (const ch of w.text) {
      if (!/[\p{L}\p{M}]/u.test(ch)) continue;
      all++;
      if (re.test(ch)) own++;
    }
  }
  return all ? own / all : 0;
}

export class TesseractOcr {
  private available: Promise<string[]> | null = null;
  private installed: Set<string> = new Set();
  private readonly tesseract: string;
  private readonly pdftoppm: string;
  private readonly timeoutMs: number;
  private readonly env: NodeJS.ProcessEnv;

  constructor(private readonly options: TesseractOptions = {}) {
    this.tesseract = options.tesseractPath ?? 'tesseract';
    this.pdftoppm = options.pdftoppmPath ?? 'pdftoppm';
    this.timeoutMs = options.timeoutMs ?? 180_000;
    // Two cores: one tesseract per page, single-threaded, is faster overall than OpenMP contention.
    this.env = options.env ?? { ...process.env, OMP_THREAD_LIMIT: process.env.OMP_THREAD_LIMIT ?? '1' };
  }

  /** The installed languages among the wanted ones; throws ProcessingError when tesseract is missing. */
  async languages(): Promise<string[]> {
    if (!this.available) {
      this.available = (async () => {
        let out: ExecResult;
        try {
          out = await run(this.tesseract, ['--list-langs'], 20_000, this.env);
        } catch {
          throw new ProcessingError(OCR_NOT_AVAILABLE);
        }
        this.installed = new Set(
          (out.stdout + '\n' + out.stderr)
            .split(/\r?\n/)
            .map((l) => l.trim())
            .filter((l) => /^[a-z_]{3,}$/i.test(l)),
        );
        const wanted = this.options.languages ?? DEFAULT_OCR_LANGUAGES;
        const langs = wanted.filter((l) => this.installed.has(l));
        if (langs.length === 0) throw new ProcessingError(OCR_NOT_AVAILABLE);
        return langs;
      })();
      // evidence: callers awaiting this same promise get the error; this handler only lets the next call try again.
      this.available.catch(() => {
        this.available = null;
      });
    }
    return this.available;
  }

  /**
   * The installed models among `models` (an explicit `languages` option limits them further);
   * empty when the script's packs are missing.
   */
  private usable(models: string[]): string[] {
    return models.filter((m) => this.installed.has(m) && (!this.options.languages || this.options.languages.includes(m)));
  }

  /** Whether OCR can run here (never throws). */
  async isAvailable(): Promise<boolean> {
    try {
      await this.languages();
      return true;
    } catch {
      // evidence: the question is whether OCR can run; a check that needs it reports it as not available (skipped).
      return false;
    }
  }

  /**
   * OCR one PNG file; returns word boxes in pixels and the Tesseract languages used. With the
   * 'detect' strategy the language of the page decides the model (see TesseractOptions).
   */
  async ocrPng(pngPath: string): Promise<OcrWord[]> {
    return (await this.ocrPngWithLanguage(pngPath)).words;
  }

  async ocrPngWithLanguage(pngPath: string): Promise<{ words: OcrWord[]; languages: string[] }> {
    const langs = await this.languages();
    if ((this.options.languageStrategy ?? 'detect') === 'detect' && langs.includes('eng') && langs.length > 1) {
      return this.latinPasses(pngPath, await this.runTesseract(pngPath, ['eng']));
    }
    return { words: await this.runTesseract(pngPath, langs), languages: langs };
  }

  /**
   * After a fast English pass over Latin text: when the text is in another language of the
   * Latin models, a pass with that language alone (better diacritics, faster than the combined
   * model); the combined model when the language is unclear.
   */
  private async latinPasses(pngPath: string, first: OcrWord[]): Promise<{ words: OcrWord[]; languages: string[] }> {
    const langs = await this.languages();
    const detected = detectLanguage(first.map((w) => w.text).join(' '));
    const model = detected ? latinPassModel(detected.code) : undefined;
    if (model === 'eng') return { words: first, languages: ['eng'] };
    // The second pass reads a page with a course table as one column of rows (psm 4): the
    // automatic layout analysis cuts a table into column blocks and misreads lone digits.
    const psm = this.options.psm === undefined && hasTableHeader(first) ? 4 : undefined;
    const models = model && this.usable([model]).length ? [model] : langs;
    const words = await this.runTesseract(pngPath, models, psm);
    // A header the English pass misread is not found, and the automatic layout then may drop a
    // column of lone numbers (credits) the line-by-line pass read: the page is read line by line.
    if (psm === undefined && this.options.psm === undefined && lostNumbers(first, words)) return { words: await this.runTesseract(pngPath, models, 4), languages: models };
    return { words, languages: models };
  }

  /** Tesseract's orientation and script detection; null when it cannot tell (too little text). */
  async detectOrientation(pngPath: string): Promise<OsdResult | null> {
    await this.languages();
    if (!this.installed.has('osd')) return null;
    try {
      // A sparse page (a diploma: a few lines) has fewer than the default 50 characters.
      const { stdout } = await run(this.tesseract, [pngPath, '-', '--psm', '0', '-c', 'min_characters_to_try=10'], this.timeoutMs, this.env);
      return parseOsd(stdout);
    } catch {
      // evidence: OSD refuses a page with too few characters; null is "orientation unknown", and the page is read as it is.
      return null;
    }
  }

  /**
   * Read a prepared page image: the Latin path first (the common case stays as fast as it was);
   * when that reads poorly, orientation and script detection decide the turn and the models.
   * Returns the words in the pixels of the (possibly turned) image.
   */
  async readPage(pngPath: string, scriptBefore: string | null = null): Promise<{ words: OcrWord[]; languages: string[]; rotation: number; script: string | null }> {
    const langs = await this.languages();
    if ((this.options.languageStrategy ?? 'detect') !== 'detect' || !langs.includes('eng')) {
      return { words: await this.runTesseract(pngPath, langs), languages: langs, rotation: 0, script: null };
    }
    const lines = await this.runTesseract(pngPath, ['eng'], this.options.psm ?? LATIN_PASS_PSM);
    if (readsAsUprightLatin(lines) && !foreignPatches(lines)) return { ...(await this.latinPasses(pngPath, lines)), rotation: 0, script: 'Latin' };
    // Not plain upright Latin. Line by line, Tesseract reads next to nothing of a page set
    // sideways, where the automatic layout (psm 3) gives the vertical words that tell the turn:
    // then that reading decides the turn and the script, as it always did. A page of another
    // script gives plenty of (unsure) words either way, and is not read twice.
    const first = this.options.psm === undefined && lines.length < FEW_WORDS ? await this.runTesseract(pngPath, ['eng'], 3) : lines;
    const upright = readsAsUprightLatin(first);
    const patches = foreignPatches(first);
    if (upright && !patches) return { ...(await this.latinPasses(pngPath, first)), rotation: 0, script: 'Latin' };
    const before = await this.inScriptBefore(pngPath, first, scriptBefore);
    if (before) return before;
    let osd: OsdResult | null = null;
    let file = pngPath;
    let rotation = 0;
    if (!upright) {
      osd = await this.detectOrientation(pngPath);
      // Turn only on a confident reading, or when the words themselves lie sideways.
      if (osd && osd.rotate !== 0 && (osd.orientationConfidence >= 1.5 || sidewaysShare(first) >= 0.3)) {
        rotation = osd.rotate;
        file = pngPath.replace(/\.png$/, `.r${rotation}.png`);
        await sharp(pngPath).rotate(rotation).png({ compressionLevel: 1 }).toFile(file);
      }
      const reported = osd?.script ?? null;
      const latin = !reported || reported === 'Latin' || reported === 'Fraktur';
      // A page OSD gives a non-Latin script, or one English read almost nothing of (the script
      // may be one OSD does not know: its model has no Ethiopic).
      if (!latin || meanConfidence(first) < 40) {
        const found = await this.readScript(file, reported);
        // OSD misjudges poor Latin scans too (a 100-dpi scan called Cyrillic): the script's
        // models must read the page more confidently than English did.
        // Nor may they read Latin capitals as look-alike Cyrillic (an English half read by them
        // is expected: a bilingual page has one, so confident English turned Cyrillic is no sign).
        if (found && (rotation !== 0 || (meanConfidence(found.words) > meanConfidence(first) && !(found.script === 'Cyrillic' && looksLikeMisreadLatin(found.words))))) {
          // Rule "Latin words of the English pass": only on the page as the English pass saw it, by models without English.
          const words = rotation === 0 && !found.languages.includes('eng') ? latinWordsOfEnglishPass(found.words, first) : found.words;
          return { ...found, words: found.script === 'Cyrillic' ? latinLookalikesBetweenLatin(words) : words, rotation };
        }
        // OSD turned the page for a script it does not know (Armenian letters read as upside-down
        // Latin): the scripts it misnames are tried on the page as it came.
        if (!found && rotation !== 0 && latin) {
          const upright = await this.readScript(pngPath, null);
          if (upright && meanConfidence(upright.words) > meanConfidence(first)) return { ...upright, rotation: 0 };
        }
      }
    }
    if (rotation === 0 && patches) {
      // A bilingual page (English beside Arabic, Thai, Russian…): the page as a whole reads as
      // Latin, so the script of the words English could not read is detected on those alone,
      // and both scripts' models read the page.
      const osdScript = await this.scriptOf(pngPath, patches);
      const models = osdScript ? this.usable([...(SCRIPT_MODELS[osdScript] ?? []), 'eng']) : [];
      if (osdScript && osdScript !== 'Latin' && models.length > 1) {
        const reading = await this.readWithAlternatives(pngPath, osdScript, [...new Set(models)]);
        let { words, models: uniq } = reading;
        let script = osdScript;
        const lookalike = await this.lookalikeReading(pngPath, script, words, ['eng']);
        if (lookalike) ({ words, languages: uniq, script } = lookalike);
        // Kept when it reads the page better than English alone did, and only put the other
        // script where English was unsure (a Latin page with a table of unsure words is not
        // bilingual: the other models would turn its confident English into look-alike letters).
        // Rule "A page of another script read as Latin": a wholly Serbian or Russian page that English read
        // half surely ("Hatym" for "Датум") is no Latin page with an unsure table.
        const wholly = readsWhollyAsScript(first, words, script);
        if (meanConfidence(words) > meanConfidence(first) && (wholly || rewrittenLatinShare(first, words, script) <= 0.2) && !(script === 'Cyrillic' && looksLikeMisreadLatin(words)) && holdsTheScript(words, script)) {
          return { words: script === 'Cyrillic' ? latinLookalikesBetweenLatin(words) : words, languages: uniq, rotation: 0, script: `Latin+${script}` };
        }
      }
    }
    if (rotation !== 0) {
      const turned = await this.runTesseract(file, ['eng'], this.options.psm ?? LATIN_PASS_PSM);
      if (meanConfidence(turned) >= meanConfidence(first) - 5 || sidewaysShare(first) >= 0.3) {
        return { ...(await this.latinPasses(file, turned)), rotation, script: osd?.script ?? null };
      }
    }
    return { ...(await this.latinPasses(pngPath, first)), rotation: 0, script: osd?.script ?? null };
  }

  /**
   * Rule "A page in the script of the page before" (docs/document-understanding.md, "What the scans of the rotated groups
   * showed"): OSD judges a short page (a record's last page: its totals, the dates and the signatures) on few letters,
   * and named a Cyrillic one Latin (Fraktur); English read it as Latin nonsense ("Bcero Kpeawrtos" for "Всего
   * кредитов"), and the year of completion and the issue date printed there were lost. A page English does not read
   * as plain upright Latin, in a document whose page before was read with a script's models, is read with those models
   * first, and that reading is kept when it is mostly that script (half of its letters or more), more confident than
   * English's and no Latin capitals misread as Cyrillic. One Tesseract run more on such pages only.
   */
  private async inScriptBefore(pngPath: string, first: OcrWord[], scriptBefore: string | null): Promise<{ words: OcrWord[]; languages: string[]; rotation: number; script: string } | null> {
    const script = scriptBefore?.split('+').pop() ?? null;
    if (!script || script === 'Latin' || !SCRIPT_MODELS[script] || !SCRIPT_LETTER[script]) return null;
    const models = this.usable([...SCRIPT_MODELS[script], 'eng']);
    if (models.length < 2) return null;
    const { words, models: used } = await this.readWithAlternatives(pngPath, script, [...new Set(models)]);
    if (scriptShare(words, script) < 0.5 || meanConfidence(words) <= meanConfidence(first) || (script === 'Cyrillic' && looksLikeMisreadLatin(words))) return null;
    return { words: script === 'Cyrillic' ? latinLookalikesBetweenLatin(words) : words, languages: used, rotation: 0, script };
  }

  /**
   * Read the page with the models of the script OSD reported; when they read hardly any letters
   * of their own script, or OSD named a script without models here, with the models of the scripts
   * OSD does not know (SCRIPTS_OSD_MISNAMES), kept when they read their script confidently. Null when
   * none does.
   */
  private async readScript(file: string, reported: string | null): Promise<{ words: OcrWord[]; languages: string[]; script: string } | null> {
    const order = [...new Set([...(reported && SCRIPT_MODELS[reported] ? [reported] : []), ...SCRIPTS_OSD_MISNAMES])];
    for (const script of order) {
      if (!this.usable(SCRIPT_MODELS[script]).length) continue;
      const { words, models } = await this.readWithAlternatives(file, script, this.usable(SCRIPT_MODELS[script]));
      const trusted = script === reported;
      if (scriptShare(words, script) >= (trusted ? 0.25 : 0.5) && (trusted || meanConfidence(words) >= 70)) {
        const other = trusted ? await this.lookalikeReading(file, script, words) : null;
        return other ?? { words, languages: models, script };
      }
    }
    return null;
  }

  /** A reading with the script's models, or with another language's of the script when that one reads more confidently (SCRIPT_ALTERNATIVES). */
  private async readWithAlternatives(file: string, script: string, models: string[]): Promise<{ words: OcrWord[]; models: string[] }> {
    let best = { words: await this.runTesseract(file, models), models };
    for (const alt of SCRIPT_ALTERNATIVES[script] ?? []) {
      const usable = this.usable(alt);
      if (usable.length !== alt.length) continue;
      const words = await this.runTesseract(file, usable);
      // Kept only when it reads letters of its own language (Persian پ چ ژ گ, which Arabic lacks): a more
      // confident reading of an Arabic page by the Persian model would turn Arabic spellings into Persian ones.
      const own = SCRIPT_ALTERNATIVE_LETTERS[alt[0]];
      if (meanConfidence(words) > meanConfidence(best.words) && (!own || words.some((w) => own.test(w.text)))) best = { words, models: usable };
    }
    return best;
  }

  /**
   * When OSD named one of two look-alike scripts (LOOKALIKE_SCRIPT) and its models read the page
   * unsurely, the other script's models read it too, and their reading is kept when it reads more
   * of the page as its own script, and more surely (a Greek scan OSD called Cyrillic).
   */
  private async lookalikeReading(file: string, script: string, words: OcrWord[], alongside: string[] = []): Promise<{ words: OcrWord[]; languages: string[]; script: string } | null> {
    const sibling = LOOKALIKE_SCRIPT[script];
    const score = scriptReadingScore(words, script);
    if (!sibling || score >= UNSURE_SCRIPT_READING) return null;
    const own = this.usable(SCRIPT_MODELS[sibling]);
    if (!own.length) return null;
    const models = [...new Set([...own, ...this.usable(alongside)])];
    const other = await this.runTesseract(file, models);
    const better = scriptReadingScore(other, sibling) > score && lookalikeShare(other, sibling) >= 0.25;
    return better ? { words: other, languages: models, script: sibling } : null;
  }

  /** The script OSD sees in just these word boxes of the page (everything else blanked). */
  private async scriptOf(pngPath: string, words: OcrWord[]): Promise<string | null> {
    const { data, info } = await sharp(pngPath).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    const w = info.width, h = info.height;
    const out = Buffer.alloc(w * h, 255);
    for (const word of words) {
      const pad = Math.round(word.height * 0.25);
      const x0 = Math.max(0, word.left - pad), x1 = Math.min(w, word.left + word.width + pad);
      const y0 = Math.max(0, word.top - pad), y1 = Math.min(h, word.top + word.height + pad);
      for (let y = y0; y < y1; y++) data.copy(out, y * w + x0, y * w + x0, y * w + x1);
    }
    const file = pngPath.replace(/\.png$/, '.patches.png');
    await sharp(out, { raw: { width: w, height: h, channels: 1 } }).png({ compressionLevel: 1 }).toFile(file);
    return (await this.detectOrientation(file))?.script ?? null;
  }

  /**
   * One tesseract run on a PNG with the given page segmentation mode and, optionally, the only
   * characters it may read (`tessedit_char_whitelist`): for callers that prepared the image
   * themselves (no turning, no language detection). Word boxes in the PNG's pixels.
   */
  async readWords(pngPath: string, options: { psm: number; whitelist?: string }): Promise<OcrWord[]> {
    const langs = await this.languages();
    return this.runTesseract(pngPath, langs, options.psm, options.whitelist);
  }

  private async runTesseract(pngPath: string, langs: string[], psm?: number, whitelist?: string): Promise<OcrWord[]> {
    const args = [pngPath, '-', '-l', langs.join('+'), '--psm', String(psm ?? this.options.psm ?? 3)];
    if (whitelist) args.push('-c', `tessedit_char_whitelist=${whitelist}`);
    args.push('tsv');
    try {
      const { stdout } = await run(this.tesseract, args, this.timeoutMs, this.env);
      const words = parseTsv(stdout);
      if (langs.includes('ell')) return greekMicroSigns(words);
      return langs.includes('tha') ? joinUnspacedFragments(words) : words;
    } catch (err) {
      const e = err as { notFound?: boolean; timedOut?: boolean; interrupted?: boolean; message: string };
      if (e.notFound) throw new ProcessingError(OCR_NOT_AVAILABLE);
      if (e.timedOut) throw new ProcessingError(`OCR timed out after ${Math.round(this.timeoutMs / 1000)} s`, true);
      if (e.interrupted) throw new ProcessingError(`OCR was ${e.message}`, true);
      throw new ProcessingError(`OCR failed: ${e.message.split('\n')[0]}`);
    }
  }

  /**
   * Prepare an image for OCR (./imagePrep): upright, the page cut out of a photo, light
   * flattened, contrast stretched, small text enlarged, skew measured.
   */
  async prepareImage(input: Buffer, dpiHint?: number): Promise<PreparedImage> {
    try {
      await sharp(input).metadata();
    } catch (err) {
      throw new ProcessingError(`The image could not be read: ${(err as Error).message}`);
    }
    try {
      // Also on a rendered PDF page: phone "scan to PDF" apps often wrap the uncropped photo.
      return await prepareForOcr(input, { dpiHint, deskew: this.options.deskew });
    } catch (err) {
      throw new ProcessingError(`The image could not be read: ${(err as Error).message}`);
    }
  }

  private async ocrPrepared(dir: string, prepared: PreparedImage, started: number, scriptBefore: string | null = null): Promise<OcrImageResult> {
    const file = path.join(dir, 'prepared.png');
    await writeFile(file, prepared.png);
    const read = await this.readPage(file, scriptBefore);
    read.words = withoutFillUnderscores(read.words);
    // The upright page decoded to gray once for the readings below; a turned page's words are in
    // the turned image, which none of them reads.
    const gray = read.rotation === 0 ? await decodeGray(prepared.png) : null;
    // The whole lines the layout dropped (a table's header on a shaded band), read with the page's
    // models (./lostLines); before the lone cells, which would otherwise take the line's words for cells.
    if (gray && this.options.readLostLines !== false) {
      const g = { width: gray.info.width, height: gray.info.height, data: new Uint8Array(gray.data.buffer, gray.data.byteOffset, gray.data.length) };
      read.words = await readLostLines(g, read.words, (k) => path.join(dir, `line${k}.png`), (file) => this.runTesseract(file, read.languages, LINE_PSM), (w, k) => ({ ...w, block: LOST_LINE_BLOCK + k, paragraph: 0, line: 0 }));
    }
    // The lone cells of a column the line-by-line reading dropped, read from their ink (./lostCells);
    // before the second readings, which then check them like any word.
    if (gray && this.options.readLostCells !== false) {
      read.words = await readLostCells(gray, read.words, path.join(dir, 'cells.png'), (strip) => this.runTesseract(strip, ['eng'], REREAD_PSM, CELL_WHITELIST), (w, k) => ({ ...w, block: LOST_CELL_BLOCK + k, paragraph: 0, line: 0 }));
    }
    // The unsure numbers of an upright page read a second time (./ocrReread).
    if (gray && this.options.rereadNumbers !== false) {
      read.words = await rereadNumbers(
        gray,
        read.words,
        path.join(dir, 'numbers.png'),
        (strip) => this.runTesseract(strip, ['eng'], REREAD_PSM, NUMBER_WHITELIST),
        (strip) => this.runTesseract(strip, ['eng'], SPARSE_PSM, NUMBER_WHITELIST),
      );
    }
    // The doubtful letter grades of a grade column read a second time with the column's scale (./gradeReread).
    if (gray && this.options.rereadGrades !== false) {
      read.words = await rereadGrades(gray, read.words, (k) => path.join(dir, `grades${k}.png`), (strip, whitelist) => this.runTesseract(strip, ['eng'], REREAD_PSM, whitelist));
    }
    // Word boxes that took in a rule's dashes or a speck cut down to their letters (./inkBoxes).
    if (gray) read.words = trimWordBoxes(read.words, { data: gray.data, width: gray.info.width, height: gray.info.height });
    const sideways = read.rotation === 90 || read.rotation === 270;
    const wPx = sideways ? prepared.heightPx : prepared.widthPx;
    const hPx = sideways ? prepared.widthPx : prepared.heightPx;
    // The skew was measured on the unturned image; on a turned page the lines run the other way.
    const skew = read.rotation === 0 ? prepared.skew : 0;
    // A deskewed image gives level word boxes already.
    const turnBack = prepared.steps.includes('deskew') ? 0 : skew;
    // Straightening turns boxes about the centre: one at the very edge may end past it.
    const words = straighten(repairCellMisreads(read.words), turnBack, wPx, hPx).map((w) => {
      const width = Math.min(w.width, wPx), height = Math.min(w.height, hPx);
      return { ...w, width, height, left: Math.max(0, Math.min(wPx - width, w.left)), top: Math.max(0, Math.min(hPx - height, w.top)) };
    });
    return {
      items: tidyOcrWords(wordsToItems(dashesOnTheirLine(levelLineBoxes(words)), prepared.dpi)),
      width: sideways ? prepared.heightPt : prepared.widthPt,
      height: sideways ? prepared.widthPt : prepared.heightPt,
      dpi: prepared.dpi,
      skew,
      rotation: read.rotation,
      languages: read.languages,
      script: read.script,
      steps: prepared.steps,
      ms: Date.now() - started,
    };
  }

  /** OCR an image file (PNG, JPEG, WebP) as one page. */
  async ocrImage(input: Buffer): Promise<OcrImageResult> {
    await this.languages();
    const started = Date.now();
    const prepared = await this.prepareImage(input);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ocr-'));
    try {
      return await this.ocrPrepared(dir, prepared, started);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Render one PDF page at PDF_RENDER_DPI and OCR it. */
  async ocrPdfPage(pdfPath: string, pageNumber: number, scriptBefore: string | null = null): Promise<OcrImageResult> {
    await this.languages();
    const started = Date.now();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ocr-'));
    try {
      const prefix = path.join(dir, 'page');
      const n = String(pageNumber);
      try {
        await run(this.pdftoppm, ['-r', String(PDF_RENDER_DPI), '-f', n, '-l', n, '-W', String(MAX_RENDER_PIXELS), '-H', String(MAX_RENDER_PIXELS), '-png', '-singlefile', pdfPath, prefix], this.timeoutMs, this.env);
      } catch (err) {
        const e = err as { notFound?: boolean; timedOut?: boolean; message: string };
        if (e.notFound) throw new ProcessingError('PDF renderer (pdftoppm) not available');
        if (e.timedOut) throw new ProcessingError('Rendering the PDF page for OCR timed out', true);
        throw new ProcessingError(`Rendering the PDF page for OCR failed: ${e.message.split('\n')[0]}`);
      }
      const rendered = await readFile(prefix + '.png');
      const prepared = await this.prepareImage(rendered, PDF_RENDER_DPI);
      return await this.ocrPrepared(dir, prepared, started, scriptBefore);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** OCR result as a PageText. */
  static toPage(pageNumber: number, r: OcrImageResult, size?: { width: number; height: number }): PageText {
    return {
      pageNumber,
      width: Math.round((size?.width ?? r.width) * 100) / 100,
      height: Math.round((size?.height ?? r.height) * 100) / 100,
      source: 'ocr',
      items: r.items,
    };
  }
}
