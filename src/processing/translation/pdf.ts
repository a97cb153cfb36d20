/**
 * The PDF rendering of the placed pages (served as `htmlUrl`): pdfkit, one page per source page
 * at the source size, each segment in standard Helvetica at its source box, squeezed
 * horizontally (PDF `Tz`) exactly as the HTML squeezes it with `scaleX`.
 */
import PDFDocument from 'pdfkit';
import type { Measure, PlacedPage } from './placement';

const FONT = 'Helvetica';
/** Helvetica's ascender and descender (AFM units per 1000). */
const ASCENDER = 718;
const DESCENDER = -207;

export interface PdfInfo {
  title: string;
  subject: string;
}

export class PdfRenderer {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(info: PdfInfo) {
    this.doc = new PDFDocument({
      autoFirstPage: false,
      compress: true,
      info: { Title: info.title, Subject: info.subject, Producer: 'credential translation', Creator: 'credential translation' },
    });
    this.doc.font(FONT);
    this.done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (c: Buffer) => this.chunks.push(c));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  /** Text width in points in the PDF font; the layout uses it for both renderings. */
  readonly measure: Measure = (text, fontSize) => {
    this.doc.font(FONT).fontSize(fontSize);
    return this.doc.widthOfString(text);
  };

  async render(pages: PlacedPage[]): Promise<Buffer> {
    for (const page of pages) {
      this.doc.addPage({ size: [page.width, page.height], margin: 0 });
      this.doc.fillColor('black');
      for (const t of page.texts) {
        if (!t.pdfText.trim()) continue;
        // Centre the glyph band (ascender..descender) in the source box, as CSS centres the line.
        const band = ((ASCENDER - DESCENDER) / 1000) * t.fontSize;
        const baseline = t.y + t.height / 2 - band / 2 + (ASCENDER / 1000) * t.fontSize;
        this.doc.font(FONT).fontSize(t.fontSize);
        // pdfkit supports horizontalScaling (the Tz operator); @types/pdfkit does not list it yet.
        const options = { lineBreak: false, baseline: 'alphabetic', horizontalScaling: t.scaleX * 100 } as PDFKit.Mixins.TextOptions;
        this.doc.text(t.pdfText, t.x, baseline, options);
      }
    }
    this.doc.end();
    return this.done;
  }
}
