/**
 * Check 13, the text layer against the drawn page: the page is rendered, read by the text
 * engine's OCR with word boxes, and every number or date of the PDF's text layer is compared with
 * what is drawn where it sits. Two findings:
 * - a value whose drawn glyphs read as another value: the text layer was changed under an
 *   unchanged drawing (a remapped font, an edited invisible layer) or the drawing was changed over
 *   an unchanged layer. `high` when OCR reads the other value confidently twice (the page, then the
 *   value's own crop enlarged) and the text is visible text; `medium` for an invisible layer over an
 *   image (the OCR layer of a scan, whose own OCR may have misread);
 * - a value of the text layer where nothing at all is drawn (white or hidden text): `medium`.
 * Calibration: only numbers and dates of at least two characters are compared (OCR reads lone
 * digits in tables poorly); OCR look-alikes are folded; a disagreement needs a confident first read
 * and the same reading of the enlarged crop, so an OCR misread of a clean page is not a signal.
 * The cost is bounded: DEFAULT_TEXT_LAYER_LIMITS.maxPages pages, one OCR of each, one small OCR
 * per disagreement.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { TesseractOcr } from '../text/tesseractOcr';
import type { TextItem } from '../types';
import { passed, skipped, type CheckOutcome } from './checks';
import type { Box, PageDrawing } from './pdf/pdfjs';
import { checkStatusFromSignals, type EvidenceBox, type ForensicsSignal, type SignalSeverity } from './signals';

export interface TextLayerLimits {
  /** Pages rendered and read by OCR. */
  maxPages: number;
  /** Disagreements verified on an enlarged crop per page. */
  maxVerifications: number;
}

export const DEFAULT_TEXT_LAYER_LIMITS: TextLayerLimits = { maxPages: 2, maxVerifications: 6 };

/** OCR confidence (0..100) a reading needs to disagree with the text layer. */
export const CONFIDENT_OCR = 90;
/** Resolution of the render used to tell whether anything is drawn under a value. */
const INK_DPI = 100;

/** The OCR the check uses (injectable for tests); one engine for the process, English models. */
let sharedOcr: TesseractOcr | null = null;
function defaultOcr(): TesseractOcr {
  sharedOcr ??= new TesseractOcr({ languages: ['eng'], languageStrategy: 'combined', timeoutMs: 60_000 });
  return sharedOcr;
}

interface LayerWord {
  page: number;
  text: string;
  box: Box;
  visible: boolean;
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

/** The words of the text layer, visible or not, split at blanks and wide gaps. */
function layerWords(drawings: PageDrawing[]): LayerWord[] {
  const out: LayerWord[] = [];
  for (const page of drawings) {
    for (const run of page.runs) {
      if (run.inAnnotation) continue;
      let cur: LayerWord | null = null;
      const flush = () => {
        if (cur && cur.text.trim()) out.push(cur);
        cur = null;
      };
      for (const g of run.glyphs) {
        if (!g.char || !g.char.trim()) {
          flush();
          continue;
        }
        if (cur) {
          const c: LayerWord = cur;
          const gap = g.box.x0 - c.box.x1;
          if (gap > run.fontSize * 0.33 || gap < -run.fontSize) flush();
        }
        if (!cur) cur = { page: page.pageNumber, text: g.char, box: { ...g.box }, visible: run.visible };
        else {
          const c: LayerWord = cur;
          c.text += g.char;
          c.box = { x0: Math.min(c.box.x0, g.box.x0), y0: Math.min(c.box.y0, g.box.y0), x1: Math.max(c.box.x1, g.box.x1), y1: Math.max(c.box.y1, g.box.y1) };
        }
      }
      flush();
    }
  }
  return out;
}

function run(file: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024 }, (err) => (err ? reject(err) : resolve()));
  });
}

/** The OCR words on a page that overlap a box (points, top-left origin), left to right. */
function wordsOver(items: TextItem[], b: Box): TextItem[] {
  const h = b.y1 - b.y0;
  return items
    .filter((i) => {
      const ix = Math.min(b.x1, i.x + i.width) - Math.max(b.x0, i.x);
      const iy = Math.min(b.y1, i.y + i.height) - Math.max(b.y0, i.y);
      return ix > 0 && iy > Math.min(h, i.height) * 0.4;
    })
    .sort((x, y) => x.x - y.x);
}

interface Ink {
  data: Buffer;
  width: number;
  height: number;
  scale: number;
}

/** Share of dark pixels inside a box of the low-resolution render. */
function inkShare(ink: Ink, b: Box): number {
  const x0 = Math.max(0, Math.floor(b.x0 * ink.scale)), x1 = Math.min(ink.width, Math.ceil(b.x1 * ink.scale));
  const y0 = Math.max(0, Math.floor(b.y0 * ink.scale)), y1 = Math.min(ink.height, Math.ceil(b.y1 * ink.scale));
  let dark = 0, all = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      all++;
      if (ink.data[y * ink.width + x] < 160) dark++;
    }
  }
  return all ? dark / all : 0;
}

export interface TextLayerOptions {
  limits?: Partial<TextLayerLimits>;
  ocr?: TesseractOcr;
  /** Called with the time each page took (render, OCR and comparison), for benchmarks. */
  onPage?: (info: { pageNumber: number; ms: number }) => void;
}

/**
 * Check 13's outcome for a PDF with a text layer. Skipped when there is no text layer or OCR is
 * not installed here.
 */
export async function textLayerOutcome(bytes: Buffer, drawings: PageDrawing[], options: TextLayerOptions = {}): Promise<CheckOutcome & { signals: ForensicsSignal[] }> {
  const limits = { ...DEFAULT_TEXT_LAYER_LIMITS, ...options.limits };
  const ocr = options.ocr ?? defaultOcr();
  const words = layerWords(drawings).filter((w) => valueOf(w.text) !== null);
  if (words.length === 0) return { ...skipped('The text layer holds no number or date to compare with the drawn page.'), signals: [] };
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
      let read;
      try {
        read = await ocr.ocrPdfPage(file, pageNumber);
      } catch {
        continue;
      }
      // A render OCR had to turn or cut out is not in the page's own coordinates.
      if (read.rotation !== 0 || read.steps.includes('page-warp')) continue;
      const ink = await renderInk(file, pageNumber, dir).catch(() => null);
      readPages.push(pageNumber);
      let verifications = 0;
      for (const w of words.filter((x) => x.page === pageNumber)) {
        const value = valueOf(w.text)!;
        compared++;
        const over = wordsOver(read.items, w.box);
        const frac: EvidenceBox = {
          page: pageNumber,
          x: w.box.x0 / drawing.width,
          y: w.box.y0 / drawing.height,
          width: (w.box.x1 - w.box.x0) / drawing.width,
          height: (w.box.y1 - w.box.y0) / drawing.height,
        };
        if (over.length === 0) {
          if (ink && inkShare(ink, w.box) < 0.005) {
            signals.push(signal('medium', 'text-layer-undrawn', `the text layer holds '${value}' on page ${pageNumber} where nothing is drawn (white or hidden text)`, frac, value, ''));
          }
          continue;
        }
        // OCR words reaching well past the value (merged with a neighbour) are no reading of it.
        const ox0 = Math.min(...over.map((i) => i.x)), ox1 = Math.max(...over.map((i) => i.x + i.width));
        const h = w.box.y1 - w.box.y0;
        if (ox0 < w.box.x0 - h || ox1 > w.box.x1 + h) continue;
        const seen = foldDigits(over.map((i) => i.text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}%]+$/gu, '')).join(''));
        if (seen === value || seen === foldDigits(value)) continue;
        // Only a confident, well-formed reading of another value can disagree.
        if (over.some((i) => (i.confidence ?? 0) < CONFIDENT_OCR) || valueOf(seen) === null) continue;
        if (verifications >= limits.maxVerifications) continue;
        verifications++;
        const again = await readCrop(ocr, file, pageNumber, w.box, dir).catch(() => null);
        if (again === null || foldDigits(again) !== seen) continue;
        const severity: SignalSeverity = w.visible ? 'high' : 'medium';
        const what = w.visible ? 'its drawn glyphs read' : 'the page image under it reads';
        signals.push(signal(severity, 'text-layer-differs', `the text layer says '${value}' on page ${pageNumber} but ${what} '${seen}'`, frac, value, seen));
      }
      options.onPage?.({ pageNumber, ms: Date.now() - started });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  if (readPages.length === 0) return { ...skipped('The drawn pages could not be read by OCR.'), signals: [] };
  const scope = `${compared} number${compared === 1 ? '' : 's'} and date${compared === 1 ? '' : 's'} of the text layer on ${readPages.length} page${readPages.length === 1 ? '' : 's'}`;
  if (signals.length === 0) return { ...passed(`What is drawn agrees with the text layer (${scope} compared with the rendered page read by OCR).`), signals };
  const list = signals.slice(0, 5).map((s) => s.message);
  return {
    status: checkStatusFromSignals(signals),
    description: `The text layer does not match the drawn page (${scope} compared): ${list.join('; ')}${signals.length > 5 ? `; and ${signals.length - 5} more` : ''}.`,
    evidence: list.slice(0, 3),
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

/** The page rendered in grey at INK_DPI, for telling whether anything is drawn under a value. */
async function renderInk(file: string, pageNumber: number, dir: string): Promise<Ink> {
  const prefix = path.join(dir, `ink-${pageNumber}`);
  const n = String(pageNumber);
  await run('pdftoppm', ['-r', String(INK_DPI), '-gray', '-f', n, '-l', n, '-W', '3000', '-H', '3000', '-png', '-singlefile', file, prefix], 60_000);
  const { data, info } = await sharp(await readFile(`${prefix}.png`)).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, scale: INK_DPI / 72 };
}

/** A second, independent reading of one value: its crop rendered at 300 dpi with a margin, read alone. */
async function readCrop(ocr: TesseractOcr, file: string, pageNumber: number, b: Box, dir: string): Promise<string> {
  const dpi = 300;
  const s = dpi / 72;
  const h = b.y1 - b.y0;
  const x = Math.max(0, Math.floor((b.x0 - h) * s)), y = Math.max(0, Math.floor((b.y0 - h * 0.5) * s));
  const w = Math.ceil((b.x1 - b.x0 + 2 * h) * s), hh = Math.ceil(h * 2 * s);
  const prefix = path.join(dir, `crop-${pageNumber}-${x}-${y}`);
  const n = String(pageNumber);
  await run('pdftoppm', ['-r', String(dpi), '-gray', '-f', n, '-l', n, '-x', String(x), '-y', String(y), '-W', String(w), '-H', String(hh), '-png', '-singlefile', file, prefix], 60_000);
  const png = await readFile(`${prefix}.png`);
  const r = await ocr.ocrImage(png);
  // The margin may catch a neighbour's letters (a label): the value's own digits are kept.
  return r.items
    .filter((i) => (i.confidence ?? 0) >= CONFIDENT_OCR && /\d/.test(i.text))
    .map((i) => i.text)
    .join('');
}
