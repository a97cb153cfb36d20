/**
 * Check 13, the text layer against the drawn page: every number or date of the PDF's text layer
 * is compared with what is drawn where it sits, read by OCR. Two findings:
 * - a value whose drawn glyphs read as another value: the text layer was changed under an
 *   unchanged drawing (a remapped font, an edited invisible layer) or the drawing was changed over
 *   an unchanged layer. `high` when OCR reads the other value confidently twice (the value among
 *   the page's other values, then its own crop enlarged and read alone) and the text is visible
 *   text; `medium` for an invisible layer over an image (the OCR layer of a scan, whose own OCR may
 *   have misread);
 * - a value of the text layer where nothing at all is drawn (white or hidden text): `medium`.
 * Calibration: only numbers and dates of at least two characters, set horizontally, are compared
 * (OCR reads lone digits in tables poorly); OCR look-alikes are folded; a disagreement needs a
 * confident first read and the same reading of the enlarged crop, so an OCR misread of a clean
 * page is not a signal.
 *
 * Cost: only what is compared is read. A page without such a value is not rendered; a page with
 * some is rendered once (only the part holding them, at a resolution chosen for their font size),
 * each value is cut out of that render with a margin, and the cuts are stacked into one strip that
 * one OCR run reads (digits and separators only, one line per value). Reading the whole page cost
 * 4 to 9 s; the strip costs well under a second. Within the margin, the glyphs of the text layer's
 * other words are blanked, so a neighbour's letters do not read as digits (nor lower the reading's
 * confidence); anything drawn there that the text layer does not explain (a longer drawn value, a
 * value drawn over a covered one) stays. The second reading blanks them the same way. Bounded:
 * DEFAULT_TEXT_LAYER_LIMITS pages, values per page, and second readings per page.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { TesseractOcr, type OcrWord } from '../text/tesseractOcr';
import { passed, skipped, type CheckOutcome } from './checks';
import type { Box, PageDrawing, TextRun } from './pdf/pdfjs';
import { checkStatusFromSignals, type EvidenceBox, type ForensicsSignal, type SignalSeverity } from './signals';

export interface TextLayerLimits {
  /** Pages rendered and read by OCR (the first pages holding a value). */
  maxPages: number;
  /** Values read per page (the strip's lines). */
  maxValuesPerPage: number;
  /** Disagreements verified on an enlarged crop per page. */
  maxVerifications: number;
}

export const DEFAULT_TEXT_LAYER_LIMITS: TextLayerLimits = { maxPages: 2, maxValuesPerPage: 300, maxVerifications: 6 };

/** OCR confidence (0..100) a reading needs to disagree with the text layer. */
export const CONFIDENT_OCR = 90;

/** Height of one em in the strip, in pixels (Tesseract reads digits best at about this size). */
const STRIP_EM_PX = 44;
/**
 * The render the values are cut from gives the smallest of them about this many pixels a em,
 * within MIN_DPI..MAX_DPI (the whole-page OCR this replaces read pages at 200 dpi).
 */
const RENDER_EM_PX = 30;
const MIN_DPI = 150, MAX_DPI = 300;
/** The render of a page's values never exceeds this many pixels a side. */
const MAX_RENDER_SIDE = 6000;
/** Margin around a value's box, in ems: room for a drawn value longer than the layer's. */
const MARGIN_X_EM = 1, MARGIN_Y_EM = 0.2;
/** Blank space around and between the strip's lines, in ems. */
const STRIP_PAD_EM = 0.4, STRIP_GAP_EM = 0.7;
/** The strip's height and width in pixels stay under this (Tesseract's coordinates are 16-bit). */
const MAX_STRIP_HEIGHT = 30_000;
/** What the strip may read: the characters of a number or a date, and brackets around one. */
const STRIP_WHITELIST = '0123456789.,/-:%()';
/** One value a line (Tesseract's page segmentation mode 6: a uniform block of text). */
const STRIP_PSM = 6;
/**
 * The second reading reads its crop as a single line (mode 7): the whole-image pipeline (mode 3,
 * page detection) often finds no text at all on an image this small.
 */
const CROP_PSM = 7;
/** Resolution of the second reading's render. */
const CROP_DPI = 300;

/**
 * The OCR the check uses (injectable: tests count its calls). `readStrip` is the first reading of
 * a page's values (a PNG file, word boxes in its pixels); `readCrop` the second, independent
 * reading of one value: its own render (a PNG file) read as one line, every character allowed.
 */
export interface TextLayerOcr {
  isAvailable(): Promise<boolean>;
  readStrip(pngPath: string): Promise<OcrWord[]>;
  readCrop(pngPath: string): Promise<Array<{ text: string; confidence: number }>>;
}

export function tesseractTextLayerOcr(ocr: TesseractOcr): TextLayerOcr {
  return {
    isAvailable: () => ocr.isAvailable(),
    readStrip: (pngPath) => ocr.readWords(pngPath, { psm: STRIP_PSM, whitelist: STRIP_WHITELIST }),
    readCrop: async (pngPath) => (await ocr.readWords(pngPath, { psm: CROP_PSM })).map((i) => ({ text: i.text, confidence: i.confidence })),
  };
}

/** One engine for the process, English models. */
let sharedOcr: TextLayerOcr | null = null;
function defaultOcr(): TextLayerOcr {
  sharedOcr ??= tesseractTextLayerOcr(new TesseractOcr({ languages: ['eng'], languageStrategy: 'combined', timeoutMs: 60_000 }));
  return sharedOcr;
}

interface LayerWord {
  page: number;
  text: string;
  box: Box;
  visible: boolean;
  /** The run's font size in page points (one em). */
  fontSize: number;
}

/** An OCR word in page points (top-left origin). */
interface ReadWord {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  confidence: number;
}

/**
 * Numbers and dates: a whole word of digits with separators, at least two characters ("3.45",
 * "2019", "12/09/2019"), outer punctuation aside; the digits of a code ("CS110") are not a value.
 */
function valueOf(t: string): string | null {
  const v = t.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}%]+$/gu, '');
  return /^\d[\d.,/\-:]*\d%?$/.test(v) && v.length >= 2 ? v : null;
}

/** OCR look-alikes of digits folded to the digits (a text-layer value is made of digits). */
function foldDigits(t: string): string {
  return t
    .replace(/[oOQD]/g, '0')
    .replace(/[lI|!\]\[]/g, '1')
    .replace(/[sS]/g, '5')
    .replace(/B/g, '8')
    .replace(/[zZ]/g, '2')
    .replace(/,/g, '.')
    .replace(/[^\d.%/\-:]/g, '');
}

/**
 * Whether a reading agrees with the layer's value. The reading may include the word's own outer
 * punctuation ("/20" of "Note /20"), and OCR reads a slash or a bar as a one: those are no change.
 */
function sameDrawn(seen: string, value: string, word: string): boolean {
  const loose = (t: string) => foldDigits(t).replace(/\//g, '1');
  if (seen === value || seen === foldDigits(value) || loose(seen) === loose(value) || loose(seen) === loose(word.trim())) return true;
  // OCR drops or adds the small marks between digits (a decimal point, a thousands comma) far more
  // often than anyone edits only them: the same digits in the same order are the same drawing, and a
  // changed value shows in its digits (docs/forensics.md, "The verdict rule": high only on direct evidence).
  const digitsOnly = (t: string) => foldDigits(t).replace(/[.,·'’\s]/g, '');
  return /\d/.test(seen) && digitsOnly(seen) === digitsOnly(value);
}

/**
 * The words of the text layer, visible or not, split at blanks and wide gaps. A word may go on into
 * the next run: producers split a line into several text objects wherever they like (a kerning
 * adjustment, an edit, a field filled in), so one word of one font can be two runs ("24.10.201" and
 * "5"), which read apart would each differ from the drawn word. The next run continues the word when
 * it is set in the same font, size and visibility, on the same baseline, and starts where the word
 * ends (the gap inside a word); a word in another font is check 7's matter.
 */
function layerWords(drawings: PageDrawing[]): LayerWord[] {
  const out: LayerWord[] = [];
  for (const page of drawings) {
    let cur: LayerWord | null = null;
    /** The run `cur` was last extended by. */
    let curRun: TextRun | null = null;
    const flush = () => {
      if (cur && cur.text.trim()) out.push(cur);
      cur = null;
      curRun = null;
    };
    for (const run of page.runs) {
      if (run.inAnnotation) {
        flush();
        continue;
      }
      const prev: TextRun | null = curRun;
      if (prev !== null && !sameSetting(prev, run)) flush();
      for (const [i, g] of run.glyphs.entries()) {
        if (!g.char || !g.char.trim()) {
          flush();
          continue;
        }
        if (cur) {
          const c: LayerWord = cur;
          const gap = g.box.x0 - c.box.x1;
          const offLine = i === 0 && Math.abs(g.box.y1 - c.box.y1) > run.fontSize * 0.2;
          if (gap > run.fontSize * 0.33 || gap < -run.fontSize || offLine) flush();
        }
        if (!cur) cur = { page: page.pageNumber, text: g.char, box: { ...g.box }, visible: run.visible, fontSize: run.fontSize };
        else {
          const c: LayerWord = cur;
          c.text += g.char;
          c.box = { x0: Math.min(c.box.x0, g.box.x0), y0: Math.min(c.box.y0, g.box.y0), x1: Math.max(c.box.x1, g.box.x1), y1: Math.max(c.box.y1, g.box.y1) };
        }
        curRun = run;
      }
    }
    flush();
  }
  return out;
}

/** Two runs set alike: the same font at the same size, both visible or both not. */
function sameSetting(a: TextRun, b: TextRun): boolean {
  return a.fontName === b.fontName && a.fontSize === b.fontSize && a.visible === b.visible;
}

/**
 * A word set horizontally: its box is one em high (ascent to descent). A turned or vertical word
 * is not compared (the strip reads lines left to right).
 */
function horizontal(w: LayerWord): boolean {
  const h = w.box.y1 - w.box.y0;
  return w.fontSize > 0 && h > w.fontSize * 0.7 && h < w.fontSize * 1.3 && w.box.x1 > w.box.x0;
}

function run(file: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024 }, (err) => (err ? reject(err) : resolve()));
  });
}

/** The OCR words that overlap a box (points, top-left origin), left to right. */
function wordsOver(items: ReadWord[], b: Box): ReadWord[] {
  const h = b.y1 - b.y0;
  return items
    .filter((i) => {
      const ix = Math.min(b.x1, i.x + i.width) - Math.max(b.x0, i.x);
      const iy = Math.min(b.y1, i.y + i.height) - Math.max(b.y0, i.y);
      return ix > 0 && iy > Math.min(h, i.height) * 0.4;
    })
    .sort((x, y) => x.x - y.x);
}

/** A grey raster (one byte a pixel) of part of a page, and where it sits on the page. */
interface Raster {
  data: Uint8Array;
  width: number;
  height: number;
  /** Pixels per point. */
  scale: number;
  /** The raster's top-left corner on the page, in pixels at `scale`. */
  left: number;
  top: number;
}

/** A box in points as a pixel rectangle of the raster, clipped to it. */
function pixelRect(r: Raster, b: Box): { x0: number; y0: number; x1: number; y1: number } {
  return {
    x0: Math.max(0, Math.floor(b.x0 * r.scale) - r.left),
    y0: Math.max(0, Math.floor(b.y0 * r.scale) - r.top),
    x1: Math.min(r.width, Math.ceil(b.x1 * r.scale) - r.left),
    y1: Math.min(r.height, Math.ceil(b.y1 * r.scale) - r.top),
  };
}

/** Share of dark pixels inside a box of the render. */
function inkShare(r: Raster, b: Box): number {
  const p = pixelRect(r, b);
  let dark = 0, all = 0;
  for (let y = p.y0; y < p.y1; y++) {
    for (let x = p.x0; x < p.x1; x++) {
      all++;
      if (r.data[y * r.width + x]! < 160) dark++;
    }
  }
  return all ? dark / all : 0;
}

function intersects(a: Box, b: Box): boolean {
  return Math.min(a.x1, b.x1) > Math.max(a.x0, b.x0) && Math.min(a.y1, b.y1) > Math.max(a.y0, b.y0);
}

function marginBox(w: LayerWord): Box {
  const em = w.fontSize;
  return { x0: w.box.x0 - MARGIN_X_EM * em, y0: w.box.y0 - MARGIN_Y_EM * em, x1: w.box.x1 + MARGIN_X_EM * em, y1: w.box.y1 + MARGIN_Y_EM * em };
}

/** A value cut out of the render, cleaned, and where it went in the strip. */
interface Cut {
  word: LayerWord;
  /** The cut's pixel rectangle in the render. */
  x0: number;
  y0: number;
  /** Strip pixels per render pixel. */
  k: number;
  /** The cut's place in the strip. */
  left: number;
  top: number;
  width: number;
  height: number;
  read: ReadWord[];
}

/**
 * The value's surroundings cut from the render, with the other words of the text layer blanked:
 * their glyphs are explained by the layer, and a neighbour's letters would read as digits. A word
 * overlapping the value is kept: something drawn over it is what the check looks for.
 */
function cutOut(r: Raster, w: LayerWord, others: LayerWord[], area: Box = marginBox(w)): { data: Uint8Array; width: number; height: number; x0: number; y0: number } {
  const p = pixelRect(r, area);
  const width = Math.max(0, p.x1 - p.x0), height = Math.max(0, p.y1 - p.y0);
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) data.set(r.data.subarray((p.y0 + y) * r.width + p.x0, (p.y0 + y) * r.width + p.x0 + width), y * width);
  const near = others.filter((o) => o !== w && intersects(o.box, area));
  // Kept: the words drawn over the value, and the words that continue them on their line (a
  // replacement value set in another font may split into words of its own).
  const kept = new Set(near.filter((o) => intersects(o.box, w.box)));
  for (let grew = kept.size > 0; grew; ) {
    grew = false;
    for (const o of near) {
      if (kept.has(o)) continue;
      const joins = [...kept].some((k) => Math.min(k.box.y1, o.box.y1) > Math.max(k.box.y0, o.box.y0) && Math.max(o.box.x0 - k.box.x1, k.box.x0 - o.box.x1) < 0.5 * Math.max(k.fontSize, o.fontSize));
      if (joins) kept.add(o), (grew = true);
    }
  }
  for (const o of near) {
    if (kept.has(o)) continue;
    const pad = o.fontSize * 0.06;
    const grown = { x0: o.box.x0 - pad, y0: o.box.y0 - pad, x1: o.box.x1 + pad, y1: o.box.y1 + pad };
    const q = pixelRect(r, intersects(grown, w.box) ? o.box : grown);
    for (let y = Math.max(q.y0, p.y0); y < Math.min(q.y1, p.y1); y++) {
      for (let x = Math.max(q.x0, p.x0); x < Math.min(q.x1, p.x1); x++) data[(y - p.y0) * width + (x - p.x0)] = 255;
    }
  }
  return { data, width, height, x0: p.x0, y0: p.y0 };
}

/** Bilinear resize of a grey raster. */
function resize(src: Uint8Array, w: number, h: number, nw: number, nh: number): Uint8Array {
  const out = new Uint8Array(nw * nh);
  for (let y = 0; y < nh; y++) {
    const sy = Math.min(h - 1, Math.max(0, ((y + 0.5) * h) / nh - 0.5));
    const y0 = Math.floor(sy), y1 = Math.min(h - 1, y0 + 1), fy = sy - y0;
    for (let x = 0; x < nw; x++) {
      const sx = Math.min(w - 1, Math.max(0, ((x + 0.5) * w) / nw - 0.5));
      const x0 = Math.floor(sx), x1 = Math.min(w - 1, x0 + 1), fx = sx - x0;
      const top = src[y0 * w + x0]! * (1 - fx) + src[y0 * w + x1]! * fx;
      const bottom = src[y1 * w + x0]! * (1 - fx) + src[y1 * w + x1]! * fx;
      out[y * nw + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return out;
}

/** The page's values stacked into one strip, each line scaled to STRIP_EM_PX a em. */
function buildStrip(r: Raster, words: LayerWord[], others: LayerWord[]): { png: Promise<Buffer>; cuts: Cut[] } {
  const pad = Math.round(STRIP_PAD_EM * STRIP_EM_PX), gap = Math.round(STRIP_GAP_EM * STRIP_EM_PX);
  const cuts: Cut[] = [];
  const pieces: Uint8Array[] = [];
  let top = pad, width = 0;
  for (const w of words) {
    // Tesseract's boxes are 16-bit: a longer strip could not be read (the page's further values
    // are not compared).
    if (top > MAX_STRIP_HEIGHT) break;
    const c = cutOut(r, w, others);
    if (c.width < 2 || c.height < 2) continue;
    const k = STRIP_EM_PX / (w.fontSize * r.scale);
    const nw = Math.max(1, Math.round(c.width * k)), nh = Math.max(1, Math.round(c.height * k));
    if (nw > MAX_STRIP_HEIGHT) continue;
    pieces.push(resize(c.data, c.width, c.height, nw, nh));
    cuts.push({ word: w, x0: c.x0, y0: c.y0, k, left: pad, top, width: nw, height: nh, read: [] });
    top += nh + gap;
    width = Math.max(width, nw);
  }
  const sw = width + 2 * pad, sh = top - gap + pad;
  const strip = new Uint8Array(sw * sh).fill(255);
  cuts.forEach((c, i) => {
    const piece = pieces[i]!;
    for (let y = 0; y < c.height; y++) strip.set(piece.subarray(y * c.width, (y + 1) * c.width), (c.top + y) * sw + c.left);
  });
  const png = cuts.length ? sharp(Buffer.from(strip.buffer, strip.byteOffset, strip.byteLength), { raw: { width: sw, height: sh, channels: 1 } }).toColourspace('b-w').png({ compressionLevel: 1 }).toBuffer() : Promise.resolve(Buffer.alloc(0));
  return { png, cuts };
}

/** Each OCR word of the strip given to the value whose line holds it, in page points. */
function assignWords(r: Raster, cuts: Cut[], words: OcrWord[]): void {
  for (const ow of words) {
    const cy = ow.top + ow.height / 2;
    const c = cuts.find((x) => cy >= x.top && cy < x.top + x.height);
    if (!c) continue;
    const toPt = (stripX: number, stripY: number): [number, number] => [(r.left + c.x0 + (stripX - c.left) / c.k) / r.scale, (r.top + c.y0 + (stripY - c.top) / c.k) / r.scale];
    const [x, y] = toPt(ow.left, ow.top);
    c.read.push({ text: ow.text, x, y, width: ow.width / c.k / r.scale, height: ow.height / c.k / r.scale, confidence: ow.confidence });
  }
}

export interface TextLayerOptions {
  limits?: Partial<TextLayerLimits>;
  ocr?: TextLayerOcr;
  /** Called with the time each page read took (render, OCR and comparison), for benchmarks. */
  onPage?: (info: { pageNumber: number; ms: number; values: number }) => void;
}

/**
 * Check 13's outcome for a PDF with a text layer. Skipped when the text layer holds no value to
 * compare or OCR is not installed here.
 */
export async function textLayerOutcome(bytes: Buffer, drawings: PageDrawing[], options: TextLayerOptions = {}): Promise<CheckOutcome & { signals: ForensicsSignal[] }> {
  const limits = { ...DEFAULT_TEXT_LAYER_LIMITS, ...options.limits };
  const all = layerWords(drawings);
  const words = all.filter((w) => valueOf(w.text) !== null && horizontal(w));
  if (words.length === 0) return { ...skipped('The text layer holds no number or date to compare with the drawn page.'), signals: [] };
  const ocr = options.ocr ?? defaultOcr();
  if (!(await ocr.isAvailable())) return { ...skipped('OCR is not available here; the drawn page could not be read.'), signals: [] };
  const pages = [...new Set(words.map((w) => w.page))].sort((a, b) => a - b).slice(0, limits.maxPages);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'textlayer-'));
  const signals: ForensicsSignal[] = [];
  let compared = 0;
  const readPages: number[] = [];
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, bytes);
    for (const pageNumber of pages) {
      const started = Date.now();
      const drawing = drawings.find((d) => d.pageNumber === pageNumber)!;
      const values = words.filter((x) => x.page === pageNumber).slice(0, limits.maxValuesPerPage);
      // evidence: a page that cannot be rendered is not in readPages; the outcome names the pages read, or skips when none.
      const raster = await renderValues(file, drawing, values, dir).catch(() => null);
      if (!raster) continue;
      const { png, cuts } = buildStrip(raster, values, all.filter((x) => x.page === pageNumber));
      if (cuts.length === 0) continue;
      const stripFile = path.join(dir, `strip-${pageNumber}.png`);
      try {
        await writeFile(stripFile, await png);
        assignWords(raster, cuts, await ocr.readStrip(stripFile));
      } catch {
        // evidence: a strip OCR cannot read leaves its page out of readPages; the outcome names the pages read, or skips when none.
        continue;
      }
      readPages.push(pageNumber);
      let verifications = 0;
      for (const cut of cuts) {
        const w = cut.word;
        const value = valueOf(w.text)!;
        compared++;
        const over = wordsOver(cut.read, w.box);
        const frac: EvidenceBox = {
          page: pageNumber,
          x: w.box.x0 / drawing.width,
          y: w.box.y0 / drawing.height,
          width: (w.box.x1 - w.box.x0) / drawing.width,
          height: (w.box.y1 - w.box.y0) / drawing.height,
        };
        if (over.length === 0) {
          if (inkShare(raster, w.box) < 0.005) {
            signals.push(signal('medium', 'text-layer-undrawn', `the text layer holds '${value}' on page ${pageNumber} where nothing is drawn (white or hidden text)`, frac, value, ''));
          }
          continue;
        }
        // OCR words reaching well past the value (merged with a neighbour) are no reading of it.
        const ox0 = Math.min(...over.map((i) => i.x)), ox1 = Math.max(...over.map((i) => i.x + i.width));
        const h = w.box.y1 - w.box.y0;
        if (ox0 < w.box.x0 - h || ox1 > w.box.x1 + h) continue;
        const seen = foldDigits(over.map((i) => i.text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}%]+$/gu, '')).join(''));
        if (sameDrawn(seen, value, w.text)) continue;
        // Only a confident, well-formed reading of another value can disagree.
        if (over.some((i) => i.confidence < CONFIDENT_OCR) || valueOf(seen) === null) continue;
        if (verifications >= limits.maxVerifications) continue;
        verifications++;
        // evidence: a crop that cannot be read again confirms nothing: no signal is raised on the first reading alone.
        const again = await readCrop(ocr, file, drawing, w, all.filter((x) => x.page === pageNumber), dir).catch(() => null);
        if (again === null || foldDigits(again) !== seen) continue;
        const severity: SignalSeverity = w.visible ? 'high' : 'medium';
        const what = w.visible ? 'its drawn glyphs read' : 'the page image under it reads';
        signals.push(signal(severity, 'text-layer-differs', `the text layer says '${value}' on page ${pageNumber} but ${what} '${seen}'`, frac, value, seen));
      }
      options.onPage?.({ pageNumber, ms: Date.now() - started, values: cuts.length });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  if (readPages.length === 0) return { ...skipped('The drawn pages could not be read by OCR.'), signals: [] };
  const scope = `${compared} number${compared === 1 ? '' : 's'} and date${compared === 1 ? '' : 's'} of the text layer on ${readPages.length} page${readPages.length === 1 ? '' : 's'}`;
  if (signals.length === 0) return { ...passed(`What is drawn agrees with the text layer (${scope} compared with their drawn glyphs read by OCR).`), signals };
  const list = signals.slice(0, 5).map((s) => s.message);
  return {
    status: checkStatusFromSignals(signals),
    description: `The text layer does not match the drawn page (${scope} compared): ${list.join('; ')}${signals.length > 5 ? `; and ${signals.length - 5} more` : ''}.`,
    signals,
  };
}

function signal(severity: SignalSeverity, code: string, message: string, box: EvidenceBox, layer: string, drawn: string): ForensicsSignal {
  return {
    checkNumber: 13,
    code,
    severity,
    source: 'content',
    message,
    evidence: {
      boxes: [box],
      values: [
        { label: 'text layer', value: layer, boxes: [box] },
        { label: 'drawn (OCR)', value: drawn, boxes: [box] },
      ],
    },
  };
}

/**
 * The part of the page holding the values (with their margins) rendered in grey, once, at a
 * resolution that gives the smallest of them about RENDER_EM_PX a em, within MIN_DPI..MAX_DPI
 * and MAX_RENDER_SIDE.
 */
async function renderValues(file: string, drawing: PageDrawing, values: LayerWord[], dir: string): Promise<Raster> {
  const boxes = values.map(marginBox);
  const area = {
    x0: Math.max(0, Math.min(...boxes.map((b) => b.x0))),
    y0: Math.max(0, Math.min(...boxes.map((b) => b.y0))),
    x1: Math.min(drawing.width, Math.max(...boxes.map((b) => b.x1))),
    y1: Math.min(drawing.height, Math.max(...boxes.map((b) => b.y1))),
  };
  const smallest = Math.min(...values.map((w) => w.fontSize));
  let dpi = Math.min(MAX_DPI, Math.max(MIN_DPI, Math.ceil((RENDER_EM_PX * 72) / smallest)));
  dpi = Math.max(36, Math.min(dpi, Math.floor((MAX_RENDER_SIDE * 72) / Math.max(1, area.x1 - area.x0, area.y1 - area.y0))));
  const scale = dpi / 72;
  const left = Math.max(0, Math.floor(area.x0 * scale)), top = Math.max(0, Math.floor(area.y0 * scale));
  const width = Math.max(1, Math.ceil(area.x1 * scale) - left), height = Math.max(1, Math.ceil(area.y1 * scale) - top);
  const prefix = path.join(dir, `values-${drawing.pageNumber}`);
  const n = String(drawing.pageNumber);
  // Grey PGM: no PNG to encode and decode again.
  await run('pdftoppm', ['-r', String(dpi), '-gray', '-f', n, '-l', n, '-x', String(left), '-y', String(top), '-W', String(width), '-H', String(height), '-singlefile', file, prefix], 60_000);
  return { ...parsePgm(await readFile(`${prefix}.pgm`)), scale, left, top };
}

/** A binary 8-bit PGM (P5), as pdftoppm -gray writes it. */
function parsePgm(buf: Buffer): { data: Uint8Array; width: number; height: number } {
  const fields: number[] = [];
  let i = 2;
  if (buf.toString('latin1', 0, 2) !== 'P5') throw new Error('not a PGM');
  while (fields.length < 3 && i < buf.length) {
    const c = buf[i]!;
    if (c === 0x23) while (i < buf.length && buf[i] !== 0x0a) i++; // a comment
    else if (c >= 0x30 && c <= 0x39) {
      let v = 0;
      while (i < buf.length && buf[i]! >= 0x30 && buf[i]! <= 0x39) v = v * 10 + (buf[i++]! - 0x30);
      fields.push(v);
      continue;
    }
    i++;
  }
  const [width, height, max] = fields;
  i++; // the single blank after the header
  if (!width || !height || max !== 255 || buf.length < i + width * height) throw new Error('unsupported PGM');
  return { data: new Uint8Array(buf.buffer, buf.byteOffset + i, width * height), width, height };
}

/**
 * A second, independent reading of one value: its own render at 300 dpi with a margin (the
 * text layer's other words blanked, as for the strip), read alone as one line, every character
 * allowed.
 */
async function readCrop(ocr: TextLayerOcr, file: string, drawing: PageDrawing, word: LayerWord, others: LayerWord[], dir: string): Promise<string> {
  const b = word.box;
  const h = b.y1 - b.y0;
  const area = { x0: Math.max(0, b.x0 - h), y0: Math.max(0, b.y0 - h * 0.5), x1: Math.min(drawing.width, b.x1 + h), y1: Math.min(drawing.height, b.y1 + h * 0.5) };
  const scale = CROP_DPI / 72;
  const left = Math.floor(area.x0 * scale), top = Math.floor(area.y0 * scale);
  const prefix = path.join(dir, `crop-${drawing.pageNumber}-${left}-${top}`);
  const n = String(drawing.pageNumber);
  await run('pdftoppm', ['-r', String(CROP_DPI), '-gray', '-f', n, '-l', n, '-x', String(left), '-y', String(top), '-W', String(Math.ceil(area.x1 * scale) - left), '-H', String(Math.ceil(area.y1 * scale) - top), '-singlefile', file, prefix], 60_000);
  const raster: Raster = { ...parsePgm(await readFile(`${prefix}.pgm`)), scale, left, top };
  const c = cutOut(raster, word, others, area);
  await sharp(Buffer.from(c.data.buffer, c.data.byteOffset, c.data.byteLength), { raw: { width: c.width, height: c.height, channels: 1 } })
    .toColourspace('b-w')
    .png({ compressionLevel: 1 })
    .toFile(`${prefix}.png`);
  const items = await ocr.readCrop(`${prefix}.png`);
  // The margin may catch a neighbour's letters (a label): the value's own digits are kept.
  return items
    .filter((i) => i.confidence >= CONFIDENT_OCR && /\d/.test(i.text))
    .map((i) => i.text)
    .join('');
}
