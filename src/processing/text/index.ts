/**
 * The text engine: the PDF text layer where a page has usable text, OCR for images and for PDF
 * pages without text (TextEngine contract in ../types).
 */
import { readFile } from 'node:fs/promises';
import { ProcessingError, type DocumentText, type PageText, type SourceFile, type TextEngine, type TextExtractOptions } from '../types';
import { PdfTextLayer, type PdfTextLayerOptions } from './pdfTextLayer';
import { TesseractOcr, type TesseractOptions } from './tesseractOcr';

export { PdfTextLayer, MIN_USABLE_CHARS, splitRun } from './pdfTextLayer';
export { loadPdfJs } from '../pdfjs';
export { TesseractOcr, OCR_NOT_AVAILABLE, parseTsv, parseOsd, wordsToItems, PDF_RENDER_DPI, SCRIPT_MODELS, type OcrImageResult } from './tesseractOcr';
export { prepareForOcr, findPageQuad, warpPerspective, homography, estimateTextHeight, upscaleFactor, flattenBackground, normalizeContrast, type PreparedImage } from './imagePrep';
export * from './layout';

export interface TextEngineOptions {
  pdf?: PdfTextLayerOptions;
  ocr?: TesseractOptions;
  /** Called after each page with its source and timing (for logs and benchmarks). */
  onPage?: (info: { pageNumber: number; source: PageText['source']; ms: number }) => void;
}

export class DefaultTextEngine implements TextEngine {
  readonly pdf: PdfTextLayer;
  readonly ocr: TesseractOcr;

  constructor(private readonly options: TextEngineOptions = {}) {
    this.pdf = new PdfTextLayer(options.pdf);
    this.ocr = new TesseractOcr(options.ocr);
  }

  async extract(file: SourceFile, options: TextExtractOptions = {}): Promise<DocumentText> {
    switch (file.kind) {
      case 'pdf':
        return this.extractPdf(file.path, options.maxPages);
      case 'png':
      case 'jpeg':
      case 'webp': {
        const started = Date.now();
        let data: Buffer;
        try {
          data = await readFile(file.path);
        } catch (err) {
          throw new ProcessingError(`The file could not be read: ${(err as Error).message}`);
        }
        const r = await this.ocr.ocrImage(data);
        this.options.onPage?.({ pageNumber: 1, source: 'ocr', ms: Date.now() - started });
        return { pages: [TesseractOcr.toPage(1, r)] };
      }
      default:
        throw new ProcessingError(`Files of type ${String(file.kind)} carry no document text`);
    }
  }

  private async extractPdf(path: string, maxPages?: number): Promise<DocumentText> {
    const started = Date.now();
    const layer = await this.pdf.extract(path, maxPages);
    const layerMs = Date.now() - started;
    const pages: PageText[] = [];
    // The script the last page read by OCR was read in (rule "A page in the script of the page before").
    let scriptBefore: string | null = null;
    for (const page of layer.pages) {
      if (page.usable) {
        const { usable: _usable, ...text } = page;
        pages.push(text);
        this.options.onPage?.({ pageNumber: page.pageNumber, source: 'text-layer', ms: Math.round(layerMs / Math.max(1, layer.pages.length)) });
        continue;
      }
      const t0 = Date.now();
      const r = await this.ocr.ocrPdfPage(path, page.pageNumber, scriptBefore);
      scriptBefore = r.script;
      // Keep the page size of the PDF (the render is the same page at 200 dpi), turned with the
      // page when OCR found it sideways; a photographed page cut out of the render has its own.
      const sideways = r.rotation === 90 || r.rotation === 270;
      const warped = r.steps.includes('page-warp');
      const size = warped ? undefined : sideways ? { width: page.height, height: page.width } : { width: page.width, height: page.height };
      const ocrPage = TesseractOcr.toPage(page.pageNumber, r, size);
      // A page with a little real text (a stamp, a page number) plus an image: keep both (the
      // text layer's positions are of the unturned, uncut page, so not otherwise).
      if (page.items.length && !sideways && !warped) ocrPage.items = [...ocrPage.items, ...page.items.filter((i) => !overlapsAny(i, ocrPage.items))];
      pages.push(ocrPage);
      this.options.onPage?.({ pageNumber: page.pageNumber, source: 'ocr', ms: Date.now() - t0 });
    }
    return { pages };
  }
}

function overlapsAny(a: { x: number; y: number; width: number; height: number }, others: Array<{ x: number; y: number; width: number; height: number }>): boolean {
  return others.some((b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height);
}

export function createTextEngine(options: TextEngineOptions = {}): DefaultTextEngine {
  return new DefaultTextEngine(options);
}
