/**
 * The text layer of a PDF through pdfjs: runs with positions in points, origin top-left, y
 * downward (the TextItem convention), with the real font names, and a per-page decision
 * whether the page carries usable text or needs OCR.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadPdfJs, mul } from '../pdfjs';
import { checkPdfInflation, DEFAULT_PDF_INFLATION_BUDGET, type PdfInflationBudget } from '../pdfBudget';
import { MAX_PDF_PAGES, ProcessingError, type PageText, type TextItem } from '../types';

/** Fewer non-blank characters than this on a page → the page is treated as an image (OCR). */
export const MIN_USABLE_CHARS = 20;

function standardFontDataUrl(): string {
  const pkg = require.resolve('pdfjs-dist/package.json');
  return path.join(path.dirname(pkg), 'standard_fonts') + path.sep;
}

export interface PdfPageText extends PageText {
  /** Whether the text layer carries enough text to be used as is. */
  usable: boolean;
}

export interface PdfTextLayerResult {
  pageCount: number;
  pages: PdfPageText[];
}

export interface PdfTextLayerOptions {
  maxPages?: number;
  /** Resolve the PDF's font names (costs an operator-list pass per page). Default true. */
  fontNames?: boolean;
  /** The PDF inflation budget checked before pdfjs opens the file (DEFAULT_PDF_INFLATION_BUDGET). */
  inflationBudget?: PdfInflationBudget;
}

/**
 * Split a run that contains wide blank gaps ("CS101    Algebra    4") into separate items, with
 * x positions estimated from the character share (generators sometimes lay out cells with spaces).
 */
export function splitRun(item: TextItem): TextItem[] {
  const text = item.text;
  if (!/\S\s{2,}\S/.test(text)) return [item];
  const out: TextItem[] = [];
  const perChar = text.length > 0 ? item.width / text.length : 0;
  const re = /\S+(?: \S+)*/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    out.push({ ...item, text: m[0], x: item.x + m.index * perChar, width: m[0].length * perChar });
  }
  return out;
}

/**
 * A right-to-left word whose run pdfjs reorders gives the punctuation that ends it first
 * (":الاسم" for "الاسم:"): the word's own punctuation goes back to its end.
 */
export function rtlPunctuationLast(text: string): string {
  const m = /^([:.,;!?\u060c\u061b\u061f]+)(?=[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc])(\S+)$/u.exec(text);
  return m && !/[^\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u.test(m[2]) ? m[2] + m[1] : text;
}

export class PdfTextLayer {
  constructor(private readonly options: PdfTextLayerOptions = {}) {}

  async pageCount(file: string): Promise<number> {
    const doc = await this.open(file);
    try {
      return doc.numPages;
    } finally {
      await doc.destroy();
    }
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private async open(file: string): Promise<any> {
    const pdfjs = await loadPdfJs();
    let data: Uint8Array;
    try {
      data = new Uint8Array(await readFile(file));
    } catch (err) {
      throw new ProcessingError(`The file could not be read: ${(err as Error).message}`);
    }
    // pdfjs keeps every stream it inflates: a decompression bomb is refused before it sees one.
    await checkPdfInflation(Buffer.from(data.buffer, data.byteOffset, data.byteLength), this.options.inflationBudget ?? DEFAULT_PDF_INFLATION_BUDGET);
    try {
      const task = pdfjs.getDocument({
        data,
        standardFontDataUrl: standardFontDataUrl(),
        disableFontFace: true,
        useSystemFonts: false,
        isEvalSupported: false,
        verbosity: 0,
      });
      return await task.promise;
    } catch (err) {
      const name = (err as { name?: string }).name;
      if (name === 'PasswordException') throw new ProcessingError('The PDF is password-protected and cannot be read');
      throw new ProcessingError(`The PDF could not be read: ${(err as Error).message}`);
    }
  }

  /**
   * Every page's text layer, or the first `firstPages` pages'. Throws ProcessingError for more
   * than `maxPages` pages.
   */
  async extract(file: string, firstPages?: number): Promise<PdfTextLayerResult> {
    const maxPages = this.options.maxPages ?? MAX_PDF_PAGES;
    const doc = await this.open(file);
    try {
      const pageCount: number = doc.numPages;
      if (pageCount > maxPages) {
        throw new ProcessingError(`The PDF has ${pageCount} pages; the limit is ${maxPages} pages per PDF`);
      }
      const pages: PdfPageText[] = [];
      const last = Math.min(pageCount, firstPages ?? pageCount);
      for (let n = 1; n <= last; n++) {
        const page = await doc.getPage(n);
        try {
          pages.push(await this.pageText(page, n));
        } finally {
          page.cleanup();
        }
      }
      return { pageCount, pages };
    } finally {
      await doc.destroy();
    }
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private async pageText(page: any, pageNumber: number): Promise<PdfPageText> {
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const fontNames = new Map<string, string>();
    if (this.options.fontNames !== false && content.items.length > 0) {
      try {
        await page.getOperatorList();
        for (const key of Object.keys(content.styles)) {
          if (page.commonObjs.has(key)) {
            const font = page.commonObjs.get(key);
            if (font && typeof font.name === 'string') fontNames.set(key, font.name);
          }
        }
      } catch {
        // evidence: font names are a nicety (forensics, bold detection); text is still usable without them.
      }
    }
    const items: TextItem[] = [];
    for (const raw of content.items as Array<Record<string, unknown>>) {
      if (typeof raw.str !== 'string') continue; // marked-content markers
      const str = (raw.str as string).replace(/\u0000/g, '');
      if (!str.trim()) continue;
      const tx = mul(viewport.transform as number[], raw.transform as number[]);
      const fontHeight = Math.hypot(tx[2], tx[3]) || Math.abs(raw.height as number) || 1;
      const style = content.styles[raw.fontName as string] as { ascent?: number; descent?: number; vertical?: boolean } | undefined;
      // The run's box starts at the baseline minus the ascent: the AFM ascender for the standard
      // 14 fonts (pdfjs only has a substitute's metrics for them), else the font's own ascent.
      const realName = fontNames.get(raw.fontName as string) ?? '';
      const ascent = standardAscent(realName) ?? (style?.ascent && style.ascent > 0.5 && style.ascent < 1.1 ? style.ascent : 0.8);
      const angle = Math.atan2(tx[1], tx[0]);
      const width = Math.abs(raw.width as number) * (viewport.scale ?? 1);
      let x = tx[4];
      let y = tx[5] - fontHeight * ascent;
      let w = width;
      let h = fontHeight;
      if (Math.abs(angle) > 0.1) {
        // Rotated run: use its axis-aligned bounding box.
        const cos = Math.cos(angle), sin = Math.sin(angle);
        const xs = [0, width * cos, fontHeight * sin, width * cos + fontHeight * sin].map((d) => tx[4] + d);
        const ys = [0, width * sin, -fontHeight * cos, width * sin - fontHeight * cos].map((d) => tx[5] + d);
        x = Math.min(...xs);
        y = Math.min(...ys);
        w = Math.max(...xs) - x;
        h = Math.max(...ys) - y;
      }
      const item: TextItem = {
        text: str,
        x: round(x),
        y: round(y),
        width: round(w),
        height: round(h),
        fontName: fontNames.get(raw.fontName as string) ?? (raw.fontName as string) ?? null,
        fontSize: round(fontHeight),
        confidence: null,
      };
      items.push(...splitRun(item).map((i) => ({ ...i, text: rtlPunctuationLast(i.text.replace(/\s+/g, ' ').trim()) })));
    }
    const chars = items.reduce((n, i) => n + i.text.replace(/\s/g, '').length, 0);
    return {
      pageNumber,
      width: round(viewport.width),
      height: round(viewport.height),
      source: 'text-layer',
      items,
      usable: chars >= MIN_USABLE_CHARS,
    };
  }
}

const round = (v: number) => Math.round(v * 100) / 100;

/** Ascender (em fraction) of the standard 14 fonts from their AFM files, by (subset-stripped) name. */
export function standardAscent(fontName: string): number | null {
  const name = fontName.replace(/^[A-Z]{6}\+/, '');
  if (/^(Helvetica|Arial)/i.test(name)) return 0.718;
  if (/^Times/i.test(name)) return 0.683;
  if (/^Courier/i.test(name)) return 0.629;
  return null;
}
