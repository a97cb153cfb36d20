/**
 * Drawing kit of the corpus-a families (US, UK, India): a thin layer over pdfkit with embedded
 * TrueType fonts (Liberation, DejaVu, Noto; Noto Devanagari for Hindi labels), single-line runs at
 * explicit positions, manual word wrapping, simple tables, watermarks, crests, seals, stamps and
 * signatures, plus the ground-truth helpers (an empty ExtractionResult, course rows, date forms).
 */
import PDFDocument from 'pdfkit';
import type { ExtractedCourse, ExtractionResult } from '../../../../src/processing/types';
import type { Rng } from '../../rng';

const T = '/usr/share/fonts/truetype';

/** Every font a corpus-a family may use, registered under these names. */
export const FONT_FILES: Record<string, string> = {
  LiberationSans: `${T}/liberation/LiberationSans-Regular.ttf`,
  'LiberationSans-Bold': `${T}/liberation/LiberationSans-Bold.ttf`,
  'LiberationSans-Italic': `${T}/liberation/LiberationSans-Italic.ttf`,
  LiberationNarrow: `${T}/liberation/LiberationSansNarrow-Regular.ttf`,
  'LiberationNarrow-Bold': `${T}/liberation/LiberationSansNarrow-Bold.ttf`,
  'LiberationNarrow-Italic': `${T}/liberation/LiberationSansNarrow-Italic.ttf`,
  LiberationSerif: `${T}/liberation/LiberationSerif-Regular.ttf`,
  'LiberationSerif-Bold': `${T}/liberation/LiberationSerif-Bold.ttf`,
  'LiberationSerif-Italic': `${T}/liberation/LiberationSerif-Italic.ttf`,
  'LiberationSerif-BoldItalic': `${T}/liberation/LiberationSerif-BoldItalic.ttf`,
  DejaVuSans: `${T}/dejavu/DejaVuSans.ttf`,
  'DejaVuSans-Bold': `${T}/dejavu/DejaVuSans-Bold.ttf`,
  'DejaVuSans-Italic': `${T}/dejavu/DejaVuSans-Oblique.ttf`,
  DejaVuCondensed: `${T}/dejavu/DejaVuSansCondensed.ttf`,
  'DejaVuCondensed-Bold': `${T}/dejavu/DejaVuSansCondensed-Bold.ttf`,
  'DejaVuCondensed-Italic': `${T}/dejavu/DejaVuSansCondensed-Oblique.ttf`,
  DejaVuSerif: `${T}/dejavu/DejaVuSerif.ttf`,
  'DejaVuSerif-Bold': `${T}/dejavu/DejaVuSerif-Bold.ttf`,
  'DejaVuSerif-Italic': `${T}/dejavu/DejaVuSerif-Italic.ttf`,
  NotoSans: `${T}/noto/NotoSans-Regular.ttf`,
  'NotoSans-Bold': `${T}/noto/NotoSans-Bold.ttf`,
  'NotoSans-Italic': `${T}/noto/NotoSans-Italic.ttf`,
  NotoSerif: `${T}/noto/NotoSerif-Regular.ttf`,
  'NotoSerif-Bold': `${T}/noto/NotoSerif-Bold.ttf`,
  'NotoSerif-Italic': `${T}/noto/NotoSerif-Italic.ttf`,
  'NotoSerif-BoldItalic': `${T}/noto/NotoSerif-BoldItalic.ttf`,
  NotoDeva: `${T}/noto/NotoSansDevanagari-Regular.ttf`,
  'NotoDeva-Bold': `${T}/noto/NotoSansDevanagari-Bold.ttf`,
  NotoSerifDeva: `${T}/noto/NotoSerifDevanagari-Regular.ttf`,
  'NotoSerifDeva-Bold': `${T}/noto/NotoSerifDevanagari-Bold.ttf`,
};

export interface FontSet {
  regular: string;
  bold: string;
  italic: string;
}

const set = (base: string): FontSet => ({ regular: base, bold: `${base}-Bold`, italic: `${base}-Italic` });
export const SANS: FontSet[] = [set('LiberationSans'), set('DejaVuSans'), set('NotoSans'), set('LiberationNarrow'), set('DejaVuCondensed')];
export const SERIF: FontSet[] = [set('LiberationSerif'), set('DejaVuSerif'), set('NotoSerif')];

export interface TextOpts {
  font?: string;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
  /** Width of the box the text is aligned in. */
  width?: number;
  /** Shrink the font until the text fits `width`. */
  fit?: boolean;
  cs?: number;
  opacity?: number;
}

export class Pdf {
  readonly doc: PDFKit.PDFDocument;
  readonly width: number;
  readonly height: number;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  private readonly registered = new Set<string>();
  private current = 1;

  constructor(o: { size: [number, number]; title: string; author: string; creationDate: Date }) {
    this.doc = new PDFDocument({ size: o.size, margin: 0, bufferPages: true, autoFirstPage: true, info: { Title: o.title, Author: o.author, CreationDate: o.creationDate } });
    [this.width, this.height] = o.size;
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (c: Buffer) => this.chunks.push(c));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  get page(): number {
    return this.current;
  }

  get pageCount(): number {
    return this.doc.bufferedPageRange().count;
  }

  addPage(): void {
    this.doc.addPage({ size: [this.width, this.height], margin: 0 });
    this.current = this.pageCount;
  }

  switchTo(page: number): void {
    this.doc.switchToPage(page - 1);
    this.current = page;
  }

  private use(font: string, size: number): PDFKit.PDFDocument {
    if (!this.registered.has(font)) {
      const file = FONT_FILES[font];
      if (!file) throw new Error(`unknown font ${font}`);
      this.doc.registerFont(font, file);
      this.registered.add(font);
    }
    return this.doc.font(font).fontSize(size);
  }

  widthOf(text: string, font: string, size: number, cs = 0): number {
    return this.use(font, size).widthOfString(text, { characterSpacing: cs });
  }

  /** One line of text; `y` is the top of the line box. Returns the drawn width. */
  text(text: string, x: number, y: number, o: TextOpts = {}): number {
    const font = o.font ?? 'LiberationSans';
    let size = o.size ?? 9;
    const cs = o.cs ?? 0;
    let w = this.widthOf(text, font, size, cs);
    if (o.fit && o.width && w > o.width) {
      size = Math.max(4.5, (size * o.width) / w);
      w = this.widthOf(text, font, size, cs);
    }
    let left = x;
    if (o.align === 'right' && o.width !== undefined) left = x + o.width - w;
    if (o.align === 'center' && o.width !== undefined) left = x + (o.width - w) / 2;
    const d = this.use(font, size);
    d.save();
    if (o.opacity !== undefined) d.fillOpacity(o.opacity);
    d.fillColor(o.color ?? '#000000').text(text, left, y, { lineBreak: false, characterSpacing: cs });
    d.restore();
    return w;
  }

  /** Consecutive runs in different fonts on one line (Devanagari and Latin halves of a bilingual label). */
  runs(parts: Array<{ text: string; font: string }>, x: number, y: number, o: { size?: number; color?: string } = {}): number {
    let at = x;
    for (const part of parts) at += this.text(part.text, at, y, { font: part.font, size: o.size, color: o.color });
    return at - x;
  }

  /** Words of `text` broken into lines of at most `width`. */
  wrap(text: string, font: string, size: number, width: number): string[] {
    const words = text.split(/\s+/).filter(Boolean);
    const lines: string[] = [];
    let line = '';
    for (const w of words) {
      const next = line ? `${line} ${w}` : w;
      if (line && this.widthOf(next, font, size) > width) {
        lines.push(line);
        line = w;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines.length ? lines : [''];
  }

  /** A wrapped paragraph; returns the height used. */
  para(text: string, x: number, y: number, width: number, o: TextOpts & { leading?: number } = {}): number {
    const size = o.size ?? 9;
    const leading = o.leading ?? size * 1.3;
    const lines = this.wrap(text, o.font ?? 'LiberationSans', size, width);
    lines.forEach((l, i) => this.text(l, x, y + i * leading, { ...o, width, fit: false }));
    return lines.length * leading;
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.6, color = '#000000', dash?: number): void {
    const d = this.doc.save().lineWidth(width).strokeColor(color);
    if (dash) d.dash(dash, { space: dash });
    d.moveTo(x1, y1).lineTo(x2, y2).stroke();
    if (dash) d.undash();
    d.restore();
  }

  rect(x: number, y: number, w: number, h: number, width = 0.6, color = '#000000'): void {
    this.doc.save().lineWidth(width).strokeColor(color).rect(x, y, w, h).stroke().restore();
  }

  fill(x: number, y: number, w: number, h: number, color: string, opacity = 1): void {
    this.doc.save().fillOpacity(opacity).rect(x, y, w, h).fill(color).restore();
  }

  roundRect(x: number, y: number, w: number, h: number, r: number, o: { fill?: string; stroke?: string; width?: number } = {}): void {
    const d = this.doc.save().roundedRect(x, y, w, h, r);
    if (o.fill && o.stroke) d.lineWidth(o.width ?? 0.6).fillAndStroke(o.fill, o.stroke);
    else if (o.fill) d.fill(o.fill);
    else d.lineWidth(o.width ?? 0.6).stroke(o.stroke ?? '#000000');
    d.restore();
  }

  /** Light text rotated across the page (security paper, "UNOFFICIAL", the issuer's name). */
  watermark(text: string, cx: number, cy: number, o: { font?: string; size?: number; color?: string; opacity?: number; angle?: number } = {}): void {
    const font = o.font ?? 'LiberationSans-Bold';
    const size = o.size ?? 48;
    const w = this.widthOf(text, font, size);
    const d = this.use(font, size);
    d.save().rotate(o.angle ?? -35, { origin: [cx, cy] }).fillOpacity(o.opacity ?? 0.12).fillColor(o.color ?? '#7a7a7a');
    d.text(text, cx - w / 2, cy - size / 2, { lineBreak: false });
    d.restore();
  }

  /**
   * Security-paper background: fine guilloche waves drawn as vector lines (never text, so the
   * text layer stays what a real e-document carries). `_word` is kept for call-site readability.
   */
  securityPattern(_word: string, x: number, y: number, w: number, h: number, color: string, rng: Rng): void {
    const d = this.doc.save().rect(x, y, w, h).clip().lineWidth(0.3).strokeColor(color).strokeOpacity(0.18);
    const period = rng.float(18, 36);
    const amp = rng.float(2, 5);
    const phase = rng.float(0, Math.PI * 2);
    // Quadratic curves through the wave's quarter points: few path operators per line, which keeps
    // the files small and their parsing fast.
    const step = period / 4;
    const wave = (xx: number, yy: number) => yy + amp * Math.sin(phase + (xx / period) * Math.PI * 2 + yy / 9);
    for (let yy = y; yy < y + h; yy += 8) {
      d.moveTo(x, wave(x, yy));
      for (let xx = x + step; xx <= x + w + step; xx += step) d.quadraticCurveTo(xx - step / 2, wave(xx - step / 2, yy) * 2 - (wave(xx - step, yy) + wave(xx, yy)) / 2, xx, wave(xx, yy));
      d.stroke();
    }
    d.restore();
  }

  crest(cx: number, cy: number, r: number, initials: string, color: string, font = 'LiberationSerif-Bold'): void {
    const d = this.doc;
    d.save().lineWidth(1.4).strokeColor(color).circle(cx, cy, r).stroke();
    d.lineWidth(0.5).circle(cx, cy, r - 3.5).stroke();
    for (let i = 0; i < 28; i++) {
      const a = (i / 28) * Math.PI * 2;
      d.moveTo(cx + Math.cos(a) * (r - 3.5), cy + Math.sin(a) * (r - 3.5)).lineTo(cx + Math.cos(a) * (r - 1.2), cy + Math.sin(a) * (r - 1.2)).stroke();
    }
    d.restore();
    const size = r * (initials.length > 2 ? 0.55 : 0.75);
    this.text(initials, cx - r, cy - size * 0.6, { font, size, width: 2 * r, align: 'center', color });
  }

  /** A shield outline with a chevron (UK and US letterheads). */
  shield(x: number, y: number, w: number, color: string): void {
    const h = w * 1.2;
    const d = this.doc.save().lineWidth(1.2).strokeColor(color);
    d.moveTo(x, y).lineTo(x + w, y).lineTo(x + w, y + h * 0.55).quadraticCurveTo(x + w, y + h * 0.9, x + w / 2, y + h).quadraticCurveTo(x, y + h * 0.9, x, y + h * 0.55).closePath().stroke();
    d.moveTo(x + w * 0.15, y + h * 0.6).lineTo(x + w / 2, y + h * 0.3).lineTo(x + w * 0.85, y + h * 0.6).stroke();
    d.circle(x + w / 2, y + h * 0.75, w * 0.08).fill(color);
    d.restore();
  }

  /** An embossed-looking seal: a star in a double ring. */
  seal(cx: number, cy: number, r: number, color: string): void {
    const d = this.doc;
    d.save().lineWidth(1.1).strokeColor(color).circle(cx, cy, r).stroke().circle(cx, cy, r * 0.8).stroke();
    const pts: [number, number][] = [];
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 === 0 ? r * 0.6 : r * 0.25;
      pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
    }
    d.polygon(...pts).fill(color);
    d.restore();
  }

  /** A gold foil seal with a serrated edge (diplomas). */
  foilSeal(cx: number, cy: number, r: number): void {
    const d = this.doc.save();
    const pts: [number, number][] = [];
    for (let i = 0; i < 48; i++) {
      const a = (i / 48) * Math.PI * 2;
      const rr = i % 2 === 0 ? r : r * 0.9;
      pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
    }
    d.polygon(...pts).fill('#c9a43a');
    d.lineWidth(0.8).strokeColor('#8a6d1c').circle(cx, cy, r * 0.72).stroke().circle(cx, cy, r * 0.6).stroke();
    d.restore();
  }

  /** A handwritten-looking signature stroke. */
  signature(x: number, y: number, w: number, rng: Rng, color = '#1f2a60'): void {
    const d = this.doc.save().lineWidth(0.9).strokeColor(color).moveTo(x, y);
    for (let i = 1; i <= 7; i++) {
      d.bezierCurveTo(x + (w * (i - 0.7)) / 7, y - 11 * rng.next(), x + (w * (i - 0.3)) / 7, y + 8 * rng.next(), x + (w * i) / 7, y - 3 + 6 * rng.next());
    }
    d.stroke().restore();
  }

  /** A printed office stamp outline (the ink stamps come from the degradations). */
  stampBox(x: number, y: number, w: number, h: number, lines: string[], color: string, font = 'LiberationSans-Bold'): void {
    this.roundRect(x, y, w, h, 4, { stroke: color, width: 1 });
    const size = Math.min(7.5, (h - 6) / lines.length / 1.25);
    lines.forEach((l, i) => this.text(l, x + 3, y + 4 + i * size * 1.3, { font, size, color, width: w - 6, align: 'center', fit: true }));
  }

  /** A QR-like block of squares (verification codes on Indian and US e-documents). */
  qrLike(x: number, y: number, size: number, rng: Rng): void {
    const n = 21;
    const c = size / n;
    const d = this.doc.save();
    const finder = (fx: number, fy: number) => {
      d.rect(x + fx * c, y + fy * c, 7 * c, 7 * c).fill('#000000');
      d.rect(x + (fx + 1) * c, y + (fy + 1) * c, 5 * c, 5 * c).fill('#ffffff');
      d.rect(x + (fx + 2) * c, y + (fy + 2) * c, 3 * c, 3 * c).fill('#000000');
    };
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) {
      const inFinder = (i < 8 && j < 8) || (i > n - 9 && j < 8) || (i < 8 && j > n - 9);
      if (!inFinder && rng.bool(0.45)) d.rect(x + i * c, y + j * c, c, c).fill('#000000');
    }
    finder(0, 0);
    finder(n - 7, 0);
    finder(0, n - 7);
    d.restore();
  }

  async end(): Promise<Buffer> {
    this.doc.end();
    return this.done;
  }
}

export const LETTER: [number, number] = [612, 792];
export const A4: [number, number] = [595.28, 841.89];
export const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
export const LETTER_LANDSCAPE: [number, number] = [792, 612];

// ---------------------------------------------------------------------------------------------
// Tables

export interface Column {
  /** Header text; several strings print as stacked header lines. */
  label: string | string[];
  width: number;
  align?: 'left' | 'right' | 'center';
  /** Long values wrap onto more lines (course titles). */
  wrap?: boolean;
}

export interface RowStyle {
  font: string;
  size: number;
  /** Line height. */
  leading?: number;
  /** Horizontal cell padding. */
  pad?: number;
  color?: string;
}

/** Column x positions from a left edge. */
export function columnXs(x: number, cols: Column[]): number[] {
  const xs: number[] = [];
  let at = x;
  for (const c of cols) {
    xs.push(at);
    at += c.width;
  }
  return xs;
}

/** Lines each cell of a row needs (for page-break decisions). */
export function rowLines(pdf: Pdf, cols: Column[], cells: string[], s: RowStyle): string[][] {
  const pad = s.pad ?? 3;
  return cols.map((c, i) => (c.wrap ? pdf.wrap(cells[i] ?? '', s.font, s.size, c.width - 2 * pad) : [cells[i] ?? '']));
}

/** Draws one row, wrapped cells included; returns its height. */
export function drawRow(pdf: Pdf, x: number, y: number, cols: Column[], cells: string[], s: RowStyle): number {
  const pad = s.pad ?? 3;
  const leading = s.leading ?? s.size * 1.35;
  const lines = rowLines(pdf, cols, cells, s);
  const xs = columnXs(x, cols);
  let maxLines = 1;
  cols.forEach((c, i) => {
    maxLines = Math.max(maxLines, lines[i].length);
    lines[i].forEach((l, k) => {
      if (!l) return;
      pdf.text(l, xs[i] + pad, y + k * leading, { font: s.font, size: s.size, width: c.width - 2 * pad, align: c.align ?? 'left', fit: !c.wrap, color: s.color });
    });
  });
  return maxLines * leading;
}

/** Header row (stacked labels); returns its height. */
export function drawHeader(pdf: Pdf, x: number, y: number, cols: Column[], s: RowStyle & { fill?: string; rules?: boolean; ruleColor?: string; textColor?: string }): number {
  const pad = s.pad ?? 3;
  const leading = s.leading ?? s.size * 1.25;
  const n = Math.max(...cols.map((c) => (Array.isArray(c.label) ? c.label.length : 1)));
  const h = n * leading + 4;
  const total = cols.reduce((a, c) => a + c.width, 0);
  if (s.fill) pdf.fill(x, y, total, h, s.fill);
  const xs = columnXs(x, cols);
  cols.forEach((c, i) => {
    const labels = Array.isArray(c.label) ? c.label : [c.label];
    labels.forEach((l, k) => pdf.text(l, xs[i] + pad, y + 2 + k * leading, { font: s.font, size: s.size, width: c.width - 2 * pad, align: c.align ?? 'left', fit: true, color: s.textColor }));
  });
  if (s.rules !== false) {
    pdf.line(x, y, x + total, y, 0.7, s.ruleColor ?? '#000000');
    pdf.line(x, y + h, x + total, y + h, 0.7, s.ruleColor ?? '#000000');
  }
  return h;
}

/** Vertical grid lines of a ruled table. */
export function gridLines(pdf: Pdf, x: number, y1: number, y2: number, cols: Column[], width = 0.5, color = '#000000'): void {
  const xs = columnXs(x, cols);
  const total = cols.reduce((a, c) => a + c.width, 0);
  for (const cx of [...xs, x + total]) pdf.line(cx, y1, cx, y2, width, color);
}

// ---------------------------------------------------------------------------------------------
// Ground truth

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', hi: 'Hindi' };

export function emptyResult(language: string): ExtractionResult {
  return {
    languageCode: language,
    language: LANGUAGE_NAMES[language] ?? null,
    candidate: { fullName: null, firstName: null, lastName: null, dateOfBirth: null },
    institution: { name: null, country: null, countryCode: null, state: null, stateCode: null },
    qualification: {
      registrationNumber: null, name: null, level: null, program: null, majorOrSpecialization: null, status: null,
      yearOfAdmission: null, yearOfCompletion: null, programDuration: null, dateOfIssue: null, cgpa: null, totalCreditsOrMarks: null,
    },
    courses: [],
  };
}

/** A result in `language` (named `languageName`) with the candidate filled in: natural order, given names first. */
export function resultWithCandidate(
  language: string,
  languageName: string | undefined,
  p: { given: string; family: string },
  dob: string | null,
): ExtractionResult {
  const r = emptyResult(language);
  r.language = languageName ?? r.language;
  r.candidate = { fullName: `${p.given} ${p.family}`, firstName: p.given, lastName: p.family, dateOfBirth: dob };
  return r;
}

export function course(p: Partial<ExtractedCourse>): ExtractedCourse {
  return {
    courseNumber: null, courseName: null, credit: null, grade: null, alternateGrade: null, marksScored: null,
    maximumMarks: null, passStatus: null, term: null, session: null, year: null, ...p,
  };
}

export const COUNTRY = {
  US: { country: 'United States', countryCode: 'US' },
  GB: { country: 'United Kingdom', countryCode: 'GB' },
  IN: { country: 'India', countryCode: 'IN' },
} as const;

// ---------------------------------------------------------------------------------------------
// Dates

export const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const MONTHS_HI = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'];

export type DateForm = 'us-long' | 'us-num' | 'us-short' | 'gb-long' | 'gb-num' | 'in-dash' | 'in-slash' | 'in-dot' | 'iso' | 'upper-long';

export function iso(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export function randomDate(rng: Rng, year: number, months: [number, number] = [1, 12]): string {
  const m = rng.int(months[0], months[1]);
  const d = rng.int(1, 28);
  return iso(year, m, d);
}

export function formatDate(isoDate: string, form: DateForm): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const dd = String(d).padStart(2, '0');
  const mm = String(m).padStart(2, '0');
  switch (form) {
    case 'us-long': return `${MONTHS_EN[m - 1]} ${d}, ${y}`;
    case 'us-num': return `${mm}/${dd}/${y}`;
    case 'us-short': return `${MONTHS_EN[m - 1].slice(0, 3)} ${d}, ${y}`;
    case 'gb-long': return `${d} ${MONTHS_EN[m - 1]} ${y}`;
    case 'gb-num': return `${dd}/${mm}/${y}`;
    case 'in-dash': return `${dd}-${mm}-${y}`;
    case 'in-slash': return `${dd}/${mm}/${y}`;
    case 'in-dot': return `${dd}.${mm}.${y}`;
    case 'iso': return isoDate;
    case 'upper-long': return `${d} ${MONTHS_EN[m - 1].toUpperCase()} ${y}`;
  }
}

const ONES = ['', 'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX', 'SEVEN', 'EIGHT', 'NINE', 'TEN', 'ELEVEN', 'TWELVE', 'THIRTEEN', 'FOURTEEN', 'FIFTEEN', 'SIXTEEN', 'SEVENTEEN', 'EIGHTEEN', 'NINETEEN'];
const TENS = ['', '', 'TWENTY', 'THIRTY', 'FORTY', 'FIFTY', 'SIXTY', 'SEVENTY', 'EIGHTY', 'NINETY'];
const ORD = ['', 'FIRST', 'SECOND', 'THIRD', 'FOURTH', 'FIFTH', 'SIXTH', 'SEVENTH', 'EIGHTH', 'NINTH', 'TENTH', 'ELEVENTH', 'TWELFTH', 'THIRTEENTH', 'FOURTEENTH', 'FIFTEENTH', 'SIXTEENTH', 'SEVENTEENTH', 'EIGHTEENTH', 'NINETEENTH'];
const ORD_TENS = ['', '', 'TWENTIETH', 'THIRTIETH'];

/** A number below 1000 in capitals ("FOUR HUNDRED TWELVE"), as marksheets print totals in words. */
export function numberWords(n: number): string {
  if (n === 0) return 'ZERO';
  const parts: string[] = [];
  if (n >= 1000) {
    parts.push(`${numberWords(Math.floor(n / 1000))} THOUSAND`);
    n %= 1000;
  }
  if (n >= 100) {
    parts.push(`${ONES[Math.floor(n / 100)]} HUNDRED`);
    n %= 100;
  }
  if (n >= 20) {
    parts.push(TENS[Math.floor(n / 10)] + (n % 10 ? ` ${ONES[n % 10]}` : ''));
  } else if (n > 0) parts.push(ONES[n]);
  return parts.join(' ');
}

/** A date in words, as Indian boards print the date of birth ("FOURTEENTH MARCH TWO THOUSAND SIX"). */
export function dateWords(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const day = d < 20 ? ORD[d] : d % 10 === 0 ? ORD_TENS[d / 10] : `${TENS[Math.floor(d / 10)]} ${ORD[d % 10]}`;
  return `${day} ${MONTHS_EN[m - 1].toUpperCase()} ${numberWords(y)}`;
}

/** "SHARMA, RAHUL KUMAR" style and title case helpers. */
export const titleCase = (s: string) => s.toLowerCase().replace(/(^|[\s\-'])(\p{L})/gu, (_m, p: string, c: string) => p + c.toUpperCase());

/** A digit string of the given length. */
export function digits(rng: Rng, n: number): string {
  let s = String(rng.int(1, 9));
  while (s.length < n) s += String(rng.int(0, 9));
  return s;
}

export function letters(rng: Rng, n: number): string {
  let s = '';
  while (s.length < n) s += String.fromCharCode(65 + rng.int(0, 25));
  return s;
}

/** Mean of grade points weighted by credits, as a 2-decimal string. */
export function weightedMean(items: Array<{ points: number; credit: number }>): string {
  const c = items.reduce((a, i) => a + i.credit, 0);
  const p = items.reduce((a, i) => a + i.points * i.credit, 0);
  return c ? (p / c).toFixed(2) : '0.00';
}
