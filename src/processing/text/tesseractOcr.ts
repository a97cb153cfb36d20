/**
 * OCR through the tesseract CLI (`tesseract <png> - -l eng+fra+deu+spa --psm 3 tsv`). PDF pages
 * are rendered with `pdftoppm -r 200`; images are normalized with sharp (grayscale, contrast,
 * light deskew, WebP → PNG) first. Word boxes are converted from pixels at the render dpi to
 * points (× 72 / dpi), origin top-left, like the text layer.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { headerAt } from '../extraction/table';
import { detectLanguage } from '../language';
import { groupLines } from './layout';
import { ProcessingError, type PageText, type TextItem } from '../types';

export const OCR_NOT_AVAILABLE = 'OCR engine not available';
export const DEFAULT_OCR_LANGUAGES = ['eng', 'fra', 'deu', 'spa'];
export const PDF_RENDER_DPI = 200;
/** Resolution images are brought to before OCR. */
export const TARGET_DPI = 300;

/** ISO 639-1 → Tesseract model. */
const TESSERACT_MODEL: Record<string, string> = { en: 'eng', fr: 'fra', de: 'deu', es: 'spa' };

export interface TesseractOptions {
  /** The tesseract binary (default `tesseract` on PATH). */
  tesseractPath?: string;
  /** The pdftoppm binary (default `pdftoppm` on PATH). */
  pdftoppmPath?: string;
  languages?: string[];
  /** Page segmentation mode (default 3: fully automatic). */
  psm?: number;
  /** Per-page timeout of one tesseract run (default 180 s). */
  timeoutMs?: number;
  /** Straighten the word boxes of a slightly rotated scan (default true). */
  deskew?: boolean;
  /**
   * 'detect' (default): a fast English pass, then, when the text is French, German or Spanish, a
   * pass with that language alone (better diacritics, faster than the combined model); the
   * combined model when the language is unclear. 'combined': one pass with every language.
   */
  languageStrategy?: 'detect' | 'combined';
  /** Environment for the child processes (default: process.env with OMP_THREAD_LIMIT=1). */
  env?: NodeJS.ProcessEnv;
}

export interface OcrWord {
  text: string;
  /** Pixel box in the OCR'd image. */
  left: number;
  top: number;
  width: number;
  height: number;
  confidence: number;
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
        if (e.killed || e.signal === 'SIGTERM') return reject(Object.assign(new Error('timed out'), { timedOut: true }));
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
    const text = cols.slice(11).join('\t').trim();
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

/** Whether OCR words contain a course-table header row (decides the second pass's layout mode). */
export function hasTableHeader(words: OcrWord[]): boolean {
  const lines = groupLines({ pageNumber: 1, width: 0, height: 0, source: 'ocr', items: wordsToItems(words, 72) });
  return lines.some((_, i) => headerAt(lines, i) !== null);
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
 * Estimate the skew of a text image (degrees, positive = clockwise) by the projection-profile
 * method: the angle at which row sums of dark pixels vary most. Works on a downscaled copy.
 */
export async function estimateSkew(png: Buffer, maxAngle = 4, step = 0.25): Promise<number> {
  const target = 800;
  const meta = await sharp(png).metadata();
  const scale = Math.min(1, target / Math.max(meta.width ?? target, meta.height ?? target));
  const { data, info } = await sharp(png)
    .grayscale()
    .resize(Math.max(1, Math.round((meta.width ?? target) * scale)))
    .threshold(160)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const w = info.width;
  const h = info.height;
  const dark: Array<[number, number]> = [];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) if (data[y * w + x] < 128) dark.push([x, y]);
  }
  if (dark.length < 50) return 0;
  const cx = w / 2;
  const score = (deg: number): number => {
    const t = (deg * Math.PI) / 180;
    const sin = Math.sin(t), cos = Math.cos(t);
    const bins = new Float64Array(h * 2 + 10);
    for (const [x, y] of dark) {
      // Row of the point after rotating by -deg around the centre column.
      const yr = Math.round(y * cos - (x - cx) * sin) + h;
      if (yr >= 0 && yr < bins.length) bins[yr]++;
    }
    let s = 0;
    for (let i = 1; i < bins.length; i++) s += (bins[i] - bins[i - 1]) ** 2;
    return s;
  };
  let best = 0;
  let bestScore = score(0);
  for (let a = -maxAngle; a <= maxAngle + 1e-9; a += step) {
    if (Math.abs(a) < 1e-9) continue;
    const s = score(a);
    if (s > bestScore * 1.02) {
      bestScore = s;
      best = a;
    }
  }
  return best;
}

export interface PreparedImage {
  png: Buffer;
  /** Resolution of the prepared pixels. */
  dpi: number;
  widthPx: number;
  heightPx: number;
  /** Page size in points. */
  widthPt: number;
  heightPt: number;
  /** Measured skew in degrees (clockwise positive); word boxes are rotated back by it. */
  skew: number;
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
  /** Page size in points. */
  width: number;
  height: number;
  dpi: number;
  skew: number;
  ms: number;
}

export class TesseractOcr {
  private available: Promise<string[]> | null = null;
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
        const installed = new Set(
          (out.stdout + '\n' + out.stderr)
            .split(/\r?\n/)
            .map((l) => l.trim())
            .filter((l) => /^[a-z_]{3,}$/i.test(l)),
        );
        const wanted = this.options.languages ?? DEFAULT_OCR_LANGUAGES;
        const langs = wanted.filter((l) => installed.has(l));
        if (langs.length === 0) throw new ProcessingError(OCR_NOT_AVAILABLE);
        return langs;
      })();
      this.available.catch(() => {
        this.available = null;
      });
    }
    return this.available;
  }

  /** Whether OCR can run here (never throws). */
  async isAvailable(): Promise<boolean> {
    try {
      await this.languages();
      return true;
    } catch {
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
      const first = await this.runTesseract(pngPath, ['eng']);
      const detected = detectLanguage(first.map((w) => w.text).join(' '));
      const model = detected ? TESSERACT_MODEL[detected.code] : undefined;
      if (model === 'eng') return { words: first, languages: ['eng'] };
      // The second pass reads a page with a course table as one column of rows (psm 4): the
      // automatic layout analysis cuts a table into column blocks and misreads lone digits.
      const psm = this.options.psm === undefined && hasTableHeader(first) ? 4 : undefined;
      if (model && langs.includes(model)) return { words: await this.runTesseract(pngPath, [model], psm), languages: [model] };
      return { words: await this.runTesseract(pngPath, langs, psm), languages: langs };
    }
    return { words: await this.runTesseract(pngPath, langs), languages: langs };
  }

  private async runTesseract(pngPath: string, langs: string[], psm?: number): Promise<OcrWord[]> {
    const args = [pngPath, '-', '-l', langs.join('+'), '--psm', String(psm ?? this.options.psm ?? 3), 'tsv'];
    try {
      const { stdout } = await run(this.tesseract, args, this.timeoutMs, this.env);
      return parseTsv(stdout);
    } catch (err) {
      const e = err as { notFound?: boolean; timedOut?: boolean; message: string };
      if (e.notFound) throw new ProcessingError(OCR_NOT_AVAILABLE);
      if (e.timedOut) throw new ProcessingError(`OCR timed out after ${Math.round(this.timeoutMs / 1000)} s`, true);
      throw new ProcessingError(`OCR failed: ${e.message.split('\n')[0]}`);
    }
  }

  /**
   * Prepare an image for OCR: upright (EXIF), flattened on white, grayscale, enlarged to about
   * 300 dpi, and its skew measured. Returns the PNG and the dpi of its pixels.
   */
  async prepareImage(input: Buffer, dpiHint?: number): Promise<PreparedImage> {
    let meta: sharp.Metadata;
    try {
      meta = await sharp(input).metadata();
    } catch (err) {
      throw new ProcessingError(`The image could not be read: ${(err as Error).message}`);
    }
    // EXIF orientations 5–8 swap the sides once the image is turned upright (`rotate()` below).
    const swapped = (meta.orientation ?? 1) >= 5;
    const wPx = (swapped ? meta.height : meta.width) ?? 0;
    const hPx = (swapped ? meta.width : meta.height) ?? 0;
    if (!wPx || !hPx) throw new ProcessingError('The image could not be read: no dimensions');
    // The image's own density when plausible; otherwise assume a page about 8.5 in wide.
    let dpi = dpiHint ?? (meta.density && meta.density >= 70 && meta.density <= 1200 && meta.density !== 72 ? meta.density : Math.max(72, wPx / 8.5));
    const widthPt = (wPx * 72) / dpi;
    const heightPt = (hPx * 72) / dpi;
    // Grayscale only: a percentile contrast stretch (sharp's normalise) turns the paper of a
    // sparse page (text under 1 % of the pixels) black; Tesseract binarizes by itself.
    let img = sharp(input, { limitInputPixels: 20000 * 20000 }).rotate().flatten({ background: '#ffffff' }).grayscale();
    // Tesseract works best at ~300 dpi (decimal points and accents of 8-pt print are lost at
    // 150–200 dpi): lower resolutions are enlarged.
    let scale = 1;
    if (dpi < 250) scale = Math.min(3, TARGET_DPI / dpi);
    if (scale > 1.05) {
      img = img.resize(Math.round(wPx * scale), Math.round(hPx * scale), { kernel: 'lanczos3' });
      dpi = dpi * scale;
    }
    const png = await img.png().toBuffer();
    // The skew is measured but the pixels are not rotated (resampling costs Tesseract accuracy,
    // and it copes with small angles itself): word boxes are straightened afterwards instead.
    const skew = this.options.deskew === false ? 0 : await estimateSkew(png);
    const outW = scale > 1.05 ? Math.round(wPx * scale) : wPx;
    const outH = scale > 1.05 ? Math.round(hPx * scale) : hPx;
    return { png, dpi, widthPt, heightPt, skew, widthPx: outW, heightPx: outH };
  }

  /** OCR an image file (PNG, JPEG, WebP) as one page. */
  async ocrImage(input: Buffer): Promise<OcrImageResult> {
    await this.languages();
    const started = Date.now();
    const prepared = await this.prepareImage(input);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ocr-'));
    try {
      const file = path.join(dir, 'page.png');
      await writeFile(file, prepared.png);
      const words = straighten(await this.ocrPng(file), prepared.skew, prepared.widthPx, prepared.heightPx);
      return { items: wordsToItems(words, prepared.dpi), width: prepared.widthPt, height: prepared.heightPt, dpi: prepared.dpi, skew: prepared.skew, ms: Date.now() - started };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Render one PDF page at PDF_RENDER_DPI and OCR it. */
  async ocrPdfPage(pdfPath: string, pageNumber: number): Promise<OcrImageResult> {
    await this.languages();
    const started = Date.now();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ocr-'));
    try {
      const prefix = path.join(dir, 'page');
      const n = String(pageNumber);
      try {
        await run(this.pdftoppm, ['-r', String(PDF_RENDER_DPI), '-f', n, '-l', n, '-png', '-singlefile', pdfPath, prefix], this.timeoutMs, this.env);
      } catch (err) {
        const e = err as { notFound?: boolean; timedOut?: boolean; message: string };
        if (e.notFound) throw new ProcessingError('PDF renderer (pdftoppm) not available');
        if (e.timedOut) throw new ProcessingError('Rendering the PDF page for OCR timed out', true);
        throw new ProcessingError(`Rendering the PDF page for OCR failed: ${e.message.split('\n')[0]}`);
      }
      const rendered = await import('node:fs/promises').then((fs) => fs.readFile(prefix + '.png'));
      const prepared = await this.prepareImage(rendered, PDF_RENDER_DPI);
      const file = path.join(dir, 'prepared.png');
      await writeFile(file, prepared.png);
      const words = straighten(await this.ocrPng(file), prepared.skew, prepared.widthPx, prepared.heightPx);
      return { items: wordsToItems(words, prepared.dpi), width: prepared.widthPt, height: prepared.heightPt, dpi: prepared.dpi, skew: prepared.skew, ms: Date.now() - started };
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
