/**
 * A thin layer over pdfkit for the layouts: single-line text runs at explicit positions (never
 * wrapped, never an automatic page break), alignment computed here, and a record of where each
 * ground-truth value was drawn (`FieldBox`, in PDF points with a top-left origin, the TextItem
 * space of src/processing/types.ts).
 *
 * Fonts are the PDF standard 14 (no embedding, WinAnsiEncoding), so every Latin-1 letter of
 * French, German and Spanish is available and pdfjs reads the text back exactly.
 */
import PDFDocument from 'pdfkit';

export type FontName =
  | 'Helvetica' | 'Helvetica-Bold' | 'Helvetica-Oblique'
  | 'Times-Roman' | 'Times-Bold' | 'Times-Italic' | 'Times-BoldItalic'
  /** Never used by a clean document: only the white-box forgery writes Courier. */
  | 'Courier';

export interface FieldBox {
  /** What the run shows: 'candidate.fullName', 'qualification.cgpa', 'course.12.grade', ... */
  key: string;
  /** 1-based page number. */
  page: number;
  x: number;
  /** Top of the run's line box. */
  y: number;
  width: number;
  height: number;
  /** Baseline, from the top of the page. */
  baseline: number;
  font: FontName;
  fontSize: number;
  text: string;
}

export interface TextOptions {
  font?: FontName;
  size?: number;
  color?: string;
  /** Alignment within [x, x + width]. */
  align?: 'left' | 'right' | 'center';
  width?: number;
  /** Record a FieldBox under this key. */
  key?: string;
  /** Shrink the font until the text fits `width`. */
  fit?: boolean;
  characterSpacing?: number;
}

export interface PageSize {
  width: number;
  height: number;
}

export const LETTER: PageSize = { width: 612, height: 792 };
export const A4: PageSize = { width: 595.28, height: 841.89 };

export interface SheetOptions {
  size: PageSize;
  title: string;
  author: string;
  subject: string;
  /** Fixed so that the same seed gives the same metadata. */
  creationDate: Date;
}

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly boxes: FieldBox[] = [];
  readonly width: number;
  readonly height: number;
  private pageNumber = 1;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(options: SheetOptions) {
    this.doc = new PDFDocument({
      size: [options.size.width, options.size.height],
      margin: 0,
      bufferPages: true,
      info: { Title: options.title, Author: options.author, Subject: options.subject, CreationDate: options.creationDate },
    });
    this.width = options.size.width;
    this.height = options.size.height;
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (c: Buffer) => this.chunks.push(c));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  get page(): number {
    return this.pageNumber;
  }

  get pageCount(): number {
    return this.doc.bufferedPageRange().count;
  }

  addPage(): void {
    this.doc.addPage({ size: [this.width, this.height], margin: 0 });
    this.pageNumber = this.pageCount;
  }

  /** Draw on an earlier page (footers with "page n of N"). */
  switchTo(page: number): void {
    this.doc.switchToPage(page - 1);
    this.pageNumber = page;
  }

  widthOf(text: string, font: FontName, size: number, characterSpacing = 0): number {
    return this.doc.font(font).fontSize(size).widthOfString(text, { characterSpacing });
  }

  /** Draws one line of text; `y` is the top of its line box. Returns its box. */
  text(text: string, x: number, y: number, o: TextOptions = {}): FieldBox {
    const font = o.font ?? 'Helvetica';
    let size = o.size ?? 9;
    const cs = o.characterSpacing ?? 0;
    let w = this.widthOf(text, font, size, cs);
    if (o.fit && o.width && w > o.width) {
      size = Math.max(5, (size * o.width) / w);
      w = this.widthOf(text, font, size, cs);
    }
    let left = x;
    if (o.align === 'right' && o.width !== undefined) left = x + o.width - w;
    if (o.align === 'center' && o.width !== undefined) left = x + (o.width - w) / 2;
    const doc = this.doc.font(font).fontSize(size).fillColor(o.color ?? '#000000');
    doc.text(text, left, y, { lineBreak: false, characterSpacing: cs });
    // pdfkit puts the baseline at top + ascender (AFM units / 1000 × size).
    const ascender = (doc as unknown as { _font: { ascender: number; descender: number } })._font;
    const box: FieldBox = {
      key: o.key ?? '',
      page: this.pageNumber,
      x: round(left),
      y: round(y),
      width: round(w),
      height: round(((ascender.ascender - ascender.descender) / 1000) * size),
      baseline: round(y + (ascender.ascender / 1000) * size),
      font,
      fontSize: round(size),
      text,
    };
    if (o.key) this.boxes.push(box);
    return box;
  }

  /** A horizontal or vertical rule. */
  line(x1: number, y1: number, x2: number, y2: number, width = 0.6, color = '#000000'): void {
    this.doc.save().lineWidth(width).strokeColor(color).moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }

  /** A filled rectangle: only ever drawn BEFORE the text that sits on it (clean documents never cover text). */
  fill(x: number, y: number, w: number, h: number, color: string): void {
    this.doc.save().rect(x, y, w, h).fill(color).restore();
  }

  rect(x: number, y: number, w: number, h: number, width = 0.6, color = '#000000'): void {
    this.doc.save().lineWidth(width).strokeColor(color).rect(x, y, w, h).stroke().restore();
  }

  /** A round crest with the institution's initials. */
  crest(cx: number, cy: number, r: number, initials: string, color: string, font: FontName = 'Times-Bold'): void {
    const d = this.doc;
    d.save().lineWidth(1.6).strokeColor(color).circle(cx, cy, r).stroke();
    d.lineWidth(0.6).circle(cx, cy, r - 4).stroke();
    for (let i = 0; i < 24; i++) {
      const a = (i / 24) * Math.PI * 2;
      d.moveTo(cx + Math.cos(a) * (r - 4), cy + Math.sin(a) * (r - 4)).lineTo(cx + Math.cos(a) * (r - 1.5), cy + Math.sin(a) * (r - 1.5)).stroke();
    }
    d.restore();
    const size = r * (initials.length > 2 ? 0.62 : 0.8);
    this.text(initials, cx - r, cy - size * 0.55, { font, size, width: 2 * r, align: 'center', color });
  }

  /** A seal: a star in a double circle (diplomas). */
  seal(cx: number, cy: number, r: number, color: string): void {
    const d = this.doc;
    d.save().lineWidth(1.2).strokeColor(color).circle(cx, cy, r).stroke().circle(cx, cy, r * 0.8).stroke();
    const pts: [number, number][] = [];
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 === 0 ? r * 0.6 : r * 0.25;
      pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
    }
    d.polygon(...pts).fill(color);
    d.restore();
  }

  /** A handwritten-looking signature stroke. */
  signature(x: number, y: number, w: number, seed: number): void {
    const d = this.doc;
    d.save().lineWidth(0.9).strokeColor('#1f2a60').moveTo(x, y);
    let s = seed;
    const rnd = () => ((s = (s * 1103515245 + 12345) >>> 0) / 4294967296);
    for (let i = 1; i <= 8; i++) {
      d.bezierCurveTo(x + (w * (i - 0.7)) / 8, y - 10 * rnd(), x + (w * (i - 0.3)) / 8, y + 8 * rnd(), x + (w * i) / 8, y - 3 + 6 * rnd());
    }
    d.stroke().restore();
  }

  async end(): Promise<Buffer> {
    this.doc.end();
    return this.done;
  }
}

const round = (n: number) => Math.round(n * 100) / 100;
