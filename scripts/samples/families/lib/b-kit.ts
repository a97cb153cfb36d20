/**
 * Drawing kit of the corpus-b families (DE / FR / ES / IT / BR and the two 'other' documents):
 * a thin layer over pdfkit with embedded TrueType fonts (Liberation, DejaVu, Noto: every Latin-1
 * and Latin Extended letter these languages need, read back exactly by pdfjs through the
 * ToUnicode maps pdfkit writes), tables that wrap long titles and continue on a next page,
 * light rotated watermarks drawn BEFORE the text they sit under, crests, seals, stamps and
 * signature strokes, plus the ground-truth builders.
 */
import PDFDocument from 'pdfkit';
import type { ExtractedCourse, ExtractionResult } from '../../../../src/processing/types';
import type { Rng } from '../../rng';

const FONT_DIR = '/usr/share/fonts/truetype';

/** Families of TrueType fonts installed on the machine (regular, bold, italic, bold italic). */
export const FONT_SETS = {
  'liberation-sans': ['liberation/LiberationSans-Regular.ttf', 'liberation/LiberationSans-Bold.ttf', 'liberation/LiberationSans-Italic.ttf', 'liberation/LiberationSans-BoldItalic.ttf'],
  'liberation-serif': ['liberation/LiberationSerif-Regular.ttf', 'liberation/LiberationSerif-Bold.ttf', 'liberation/LiberationSerif-Italic.ttf', 'liberation/LiberationSerif-BoldItalic.ttf'],
  'liberation-narrow': ['liberation/LiberationSansNarrow-Regular.ttf', 'liberation/LiberationSansNarrow-Bold.ttf', 'liberation/LiberationSansNarrow-Italic.ttf', 'liberation/LiberationSansNarrow-BoldItalic.ttf'],
  'dejavu-sans': ['dejavu/DejaVuSans.ttf', 'dejavu/DejaVuSans-Bold.ttf', 'dejavu/DejaVuSans-Oblique.ttf', 'dejavu/DejaVuSans-BoldOblique.ttf'],
  'dejavu-condensed': ['dejavu/DejaVuSansCondensed.ttf', 'dejavu/DejaVuSansCondensed-Bold.ttf', 'dejavu/DejaVuSansCondensed-Oblique.ttf', 'dejavu/DejaVuSansCondensed-BoldOblique.ttf'],
  'dejavu-serif': ['dejavu/DejaVuSerif.ttf', 'dejavu/DejaVuSerif-Bold.ttf', 'dejavu/DejaVuSerif-Italic.ttf', 'dejavu/DejaVuSerif-BoldItalic.ttf'],
  'noto-sans': ['noto/NotoSans-Regular.ttf', 'noto/NotoSans-Bold.ttf', 'noto/NotoSans-Italic.ttf', 'noto/NotoSans-BoldItalic.ttf'],
  'noto-serif': ['noto/NotoSerif-Regular.ttf', 'noto/NotoSerif-Bold.ttf', 'noto/NotoSerif-Italic.ttf', 'noto/NotoSerif-BoldItalic.ttf'],
} as const;
export type FontSet = keyof typeof FONT_SETS;
export const SANS_SETS: FontSet[] = ['liberation-sans', 'dejavu-sans', 'noto-sans', 'dejavu-condensed', 'liberation-narrow'];
export const SERIF_SETS: FontSet[] = ['liberation-serif', 'dejavu-serif', 'noto-serif'];

/** Font roles: body regular/bold/italic/bold-italic, heading regular/bold/italic. */
export type Face = 'r' | 'b' | 'i' | 'bi' | 'hr' | 'hb' | 'hi';

export interface TextOpts {
  f?: Face;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
  /** The box `align` works in; with `fit` the text shrinks to it. */
  width?: number;
  fit?: boolean;
  spacing?: number;
}

export const A4: [number, number] = [595.28, 841.89];
export const A4_LANDSCAPE: [number, number] = [841.89, 595.28];

export interface DocOptions {
  size: [number, number];
  body: FontSet;
  head?: FontSet;
  title: string;
  author: string;
  creationDate: Date;
}

export class Doc {
  readonly pdf: PDFKit.PDFDocument;
  readonly width: number;
  readonly height: number;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  private current = 1;

  constructor(o: DocOptions) {
    this.pdf = new PDFDocument({ size: o.size, margin: 0, bufferPages: true, autoFirstPage: true, info: { Title: o.title, Author: o.author, CreationDate: o.creationDate } });
    [this.width, this.height] = o.size;
    const body = FONT_SETS[o.body];
    const head = FONT_SETS[o.head ?? o.body];
    const faces: [Face, string][] = [['r', body[0]], ['b', body[1]], ['i', body[2]], ['bi', body[3]], ['hr', head[0]], ['hb', head[1]], ['hi', head[2]]];
    for (const [name, file] of faces) this.pdf.registerFont(name, `${FONT_DIR}/${file}`);
    this.done = new Promise((resolve, reject) => {
      this.pdf.on('data', (c: Buffer) => this.chunks.push(c));
      this.pdf.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.pdf.on('error', reject);
    });
  }

  get page(): number {
    return this.current;
  }

  private endedWith = 0;

  get pageCount(): number {
    return this.endedWith || this.pdf.bufferedPageRange().count;
  }

  addPage(): void {
    this.pdf.addPage({ size: [this.width, this.height], margin: 0 });
    this.current = this.pageCount;
  }

  switchTo(page: number): void {
    this.pdf.switchToPage(page - 1);
    this.current = page;
  }

  widthOf(text: string, f: Face = 'r', size = 9, spacing = 0): number {
    return this.pdf.font(f).fontSize(size).widthOfString(text, { characterSpacing: spacing });
  }

  /** One line at (x, top y); never wraps. Returns the drawn width. */
  text(text: string, x: number, y: number, o: TextOpts = {}): number {
    const f = o.f ?? 'r';
    let size = o.size ?? 9;
    const spacing = o.spacing ?? 0;
    let w = this.widthOf(text, f, size, spacing);
    if (o.fit && o.width && w > o.width) {
      size = Math.max(4.5, (size * o.width) / w);
      w = this.widthOf(text, f, size, spacing);
    }
    let left = x;
    if (o.align === 'right' && o.width !== undefined) left = x + o.width - w;
    if (o.align === 'center' && o.width !== undefined) left = x + (o.width - w) / 2;
    this.pdf.font(f).fontSize(size).fillColor(o.color ?? '#000000').text(text, left, y, { lineBreak: false, characterSpacing: spacing });
    return w;
  }

  /** Splits text into lines no wider than `width` (words kept whole). */
  lines(text: string, width: number, f: Face = 'r', size = 9): string[] {
    // Explicit line breaks (bilingual cells: German title, English title below) are kept.
    if (text.includes('\n')) return text.split('\n').flatMap((part) => this.lines(part, width, f, size));
    const words = text.split(/\s+/).filter(Boolean);
    const out: string[] = [];
    let line = '';
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (line && this.widthOf(next, f, size) > width) {
        out.push(line);
        line = word;
      } else line = next;
    }
    if (line) out.push(line);
    return out.length ? out : [''];
  }

  /** A paragraph wrapped at `width`; returns the height used. */
  para(text: string, x: number, y: number, width: number, o: TextOpts & { leading?: number } = {}): number {
    const size = o.size ?? 9;
    const lead = o.leading ?? size * 1.35;
    const ls = this.lines(text, width, o.f ?? 'r', size);
    ls.forEach((l, i) => this.text(l, x, y + i * lead, { ...o, width: o.align ? width : undefined }));
    return ls.length * lead;
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.6, color = '#000000', dash?: number): void {
    const d = this.pdf.save().lineWidth(width).strokeColor(color);
    if (dash) d.dash(dash, { space: dash });
    d.moveTo(x1, y1).lineTo(x2, y2).stroke();
    if (dash) d.undash();
    d.restore();
  }

  rect(x: number, y: number, w: number, h: number, width = 0.6, color = '#000000'): void {
    this.pdf.save().lineWidth(width).strokeColor(color).rect(x, y, w, h).stroke().restore();
  }

  /** Filled rectangles are only drawn before the text on them: clean documents never cover text. */
  fill(x: number, y: number, w: number, h: number, color: string): void {
    this.pdf.save().rect(x, y, w, h).fill(color).restore();
  }

  /** Dot leaders between two x positions on a text line. */
  leaders(x1: number, x2: number, y: number, size = 9): void {
    if (x2 - x1 < 6) return;
    const dot = this.widthOf('.', 'r', size);
    const n = Math.floor((x2 - x1) / (dot * 1.8));
    this.text(Array.from({ length: n }, () => '.').join(' ').slice(0, n), x1 + 2, y, { size, color: '#555555' });
  }

  /** A light text watermark rotated across the page; drawn before the content so it never covers it. */
  watermark(text: string, o: { size?: number; color?: string; angle?: number; cx?: number; cy?: number; opacity?: number } = {}): void {
    const size = o.size ?? 60;
    const cx = o.cx ?? this.width / 2;
    const cy = o.cy ?? this.height / 2;
    const w = this.widthOf(text, 'hb', size);
    this.pdf.save().opacity(o.opacity ?? 0.09).rotate(o.angle ?? -35, { origin: [cx, cy] });
    this.pdf.font('hb').fontSize(size).fillColor(o.color ?? '#1b3d7a').text(text, cx - w / 2, cy - size / 2, { lineBreak: false });
    this.pdf.restore();
  }

  /** A guilloche-like frame for diplomas and certificates. */
  frame(margin: number, color: string, double = true): void {
    this.rect(margin, margin, this.width - 2 * margin, this.height - 2 * margin, 2, color);
    if (double) this.rect(margin + 5, margin + 5, this.width - 2 * margin - 10, this.height - 2 * margin - 10, 0.6, color);
  }

  /** Round crest with the institution's initials. */
  crest(cx: number, cy: number, r: number, initials: string, color: string): void {
    const d = this.pdf;
    d.save().lineWidth(1.4).strokeColor(color).circle(cx, cy, r).stroke();
    d.lineWidth(0.5).circle(cx, cy, r - 4).stroke();
    for (let i = 0; i < 28; i++) {
      const a = (i / 28) * Math.PI * 2;
      d.moveTo(cx + Math.cos(a) * (r - 4), cy + Math.sin(a) * (r - 4)).lineTo(cx + Math.cos(a) * (r - 1.5), cy + Math.sin(a) * (r - 1.5)).stroke();
    }
    d.restore();
    const size = r * (initials.length > 2 ? 0.55 : 0.75);
    this.text(initials, cx - r, cy - size * 0.6, { f: 'hb', size, width: 2 * r, align: 'center', color });
  }

  /** A shield-shaped emblem (schools, ministries). */
  shield(x: number, y: number, w: number, color: string): void {
    const h = w * 1.2;
    this.pdf.save().lineWidth(1.2).strokeColor(color)
      .moveTo(x, y).lineTo(x + w, y).lineTo(x + w, y + h * 0.55).quadraticCurveTo(x + w, y + h * 0.9, x + w / 2, y + h)
      .quadraticCurveTo(x, y + h * 0.9, x, y + h * 0.55).closePath().stroke();
    this.pdf.moveTo(x + w / 2, y + 4).lineTo(x + w / 2, y + h - 6).moveTo(x + 4, y + h * 0.4).lineTo(x + w - 4, y + h * 0.4).stroke().restore();
  }

  /** An embossed-looking seal: star in a double ring. */
  seal(cx: number, cy: number, r: number, color: string): void {
    const d = this.pdf;
    d.save().lineWidth(1.1).strokeColor(color).circle(cx, cy, r).stroke().circle(cx, cy, r * 0.82).stroke();
    const pts: [number, number][] = [];
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 === 0 ? r * 0.55 : r * 0.22;
      pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
    }
    d.polygon(...pts).fill(color);
    d.restore();
  }

  /** "Siegel"/"L.S." placeholder: a dashed circle with a caption. */
  sealPlace(cx: number, cy: number, r: number, caption: string): void {
    this.pdf.save().lineWidth(0.5).strokeColor('#888888').dash(2, { space: 2 }).circle(cx, cy, r).stroke().undash().restore();
    this.text(caption, cx - r, cy - 4, { size: 7, width: 2 * r, align: 'center', color: '#666666' });
  }

  /** A handwritten-looking signature stroke. */
  signature(x: number, y: number, w: number, rng: Rng, color = '#1f2a60'): void {
    const d = this.pdf;
    d.save().lineWidth(0.9).strokeColor(color).moveTo(x, y);
    const n = rng.int(6, 10);
    for (let i = 1; i <= n; i++) {
      d.bezierCurveTo(x + (w * (i - 0.7)) / n, y - 11 * rng.next(), x + (w * (i - 0.3)) / n, y + 8 * rng.next(), x + (w * i) / n, y - 3 + 6 * rng.next());
    }
    d.stroke().restore();
  }

  async end(): Promise<Buffer> {
    this.endedWith = this.pdf.bufferedPageRange().count;
    this.pdf.end();
    return this.done;
  }
}

// ---------------------------------------------------------------------------------------------
// Tables

export interface Col {
  /** Header label; a second line below for bilingual or two-line headers. */
  label: string | [string, string];
  width: number;
  align?: 'left' | 'right' | 'center';
  /** Long values wrap onto further lines (course titles). */
  wrap?: boolean;
}

export type Row =
  | { cells: string[]; bold?: boolean }
  | { heading: string }
  | { note: string };

export interface TableStyle {
  size: number;
  headSize?: number;
  rowH: number;
  headFill?: string;
  headColor?: string;
  /** Horizontal rules between rows, a full grid, or only the header rule. */
  grid: 'rows' | 'full' | 'head';
  zebra?: string;
  headingFill?: string;
  /** Heading rows in bold italic etc. */
  headingFace?: Face;
}

export interface TableRun {
  x: number;
  y: number;
  /** Lowest y a row may reach before the table continues on a new page. */
  bottom: number;
  /** Called when a new page is needed: draws its header/continuation lines, returns the y the table restarts at. */
  newPage: () => number;
}

export function tableWidth(cols: Col[]): number {
  return cols.reduce((s, c) => s + c.width, 0);
}

function drawHeader(doc: Doc, cols: Col[], x: number, y: number, st: TableStyle): number {
  const two = cols.some((c) => Array.isArray(c.label));
  const hs = st.headSize ?? st.size;
  const h = two ? hs * 2.5 + 6 : hs + 9;
  const w = tableWidth(cols);
  if (st.headFill) doc.fill(x, y, w, h, st.headFill);
  let cx = x;
  for (const c of cols) {
    const [l1, l2] = Array.isArray(c.label) ? c.label : [c.label, ''];
    doc.text(l1, cx + 3, y + 4, { f: 'b', size: hs, width: c.width - 6, align: c.align ?? 'left', fit: true, color: st.headColor });
    if (l2) doc.text(l2, cx + 3, y + 4 + hs * 1.25, { f: 'i', size: hs * 0.9, width: c.width - 6, align: c.align ?? 'left', fit: true, color: st.headColor ?? '#333333' });
    if (st.grid === 'full') doc.line(cx, y, cx, y + h, 0.4);
    cx += c.width;
  }
  if (st.grid === 'full') {
    doc.line(cx, y, cx, y + h, 0.4);
    doc.line(x, y, x + w, y, 0.6);
  }
  doc.line(x, y + h, x + w, y + h, 0.8);
  return y + h;
}

/** Draws the table, continuing on new pages; returns the y below its last row. */
export function drawTable(doc: Doc, cols: Col[], rows: Row[], st: TableStyle, run: TableRun): number {
  let y = drawHeader(doc, cols, run.x, run.y, st);
  const w = tableWidth(cols);
  let stripe = 0;
  for (const row of rows) {
    let lineSets: string[][] = [];
    let h = st.rowH;
    if ('cells' in row) {
      lineSets = cols.map((c, i) => (c.wrap ? doc.lines(row.cells[i] ?? '', c.width - 6, row.bold ? 'b' : 'r', st.size) : [row.cells[i] ?? '']));
      const n = Math.max(...lineSets.map((l) => l.length));
      h = st.rowH + (n - 1) * st.size * 1.2;
    } else if ('heading' in row) h = st.rowH + 3;
    if (y + h > run.bottom) {
      if (st.grid === 'full') doc.line(run.x, y, run.x + w, y, 0.6);
      y = drawHeader(doc, cols, run.x, run.newPage(), st);
    }
    if ('heading' in row) {
      if (st.headingFill) doc.fill(run.x, y, w, h, st.headingFill);
      doc.text(row.heading, run.x + 3, y + (h - st.size) / 2, { f: st.headingFace ?? 'b', size: st.size });
      if (st.grid !== 'head') doc.line(run.x, y + h, run.x + w, y + h, 0.4, '#777777');
      stripe = 0;
    } else if ('note' in row) {
      doc.text(row.note, run.x + 3, y + (h - st.size) / 2, { f: 'i', size: st.size * 0.95, color: '#222222' });
      if (st.grid !== 'head') doc.line(run.x, y + h, run.x + w, y + h, 0.4, '#777777');
    } else {
      if (st.zebra && stripe++ % 2 === 1) doc.fill(run.x, y, w, h, st.zebra);
      let cx = run.x;
      cols.forEach((c, i) => {
        lineSets[i].forEach((l, k) => doc.text(l, cx + 3, y + (st.rowH - st.size) / 2 + k * st.size * 1.2, { f: row.bold ? 'b' : 'r', size: st.size, width: c.width - 6, align: c.align ?? 'left', fit: !c.wrap }));
        if (st.grid === 'full') doc.line(cx, y, cx, y + h, 0.4);
        cx += c.width;
      });
      if (st.grid === 'full') doc.line(cx, y, cx, y + h, 0.4);
      if (st.grid !== 'head') doc.line(run.x, y + h, run.x + w, y + h, 0.3, '#999999');
    }
    y += h;
  }
  doc.line(run.x, y, run.x + w, y, 0.8);
  return y;
}

/** "Label: value" pairs in one or two columns; returns the y below. */
export function labelBlock(doc: Doc, pairs: [string, string][], x: number, y: number, o: { labelW: number; colW: number; cols: 1 | 2; size: number; style: 'colon' | 'leaders' | 'below' | 'bold'; lead?: number }): number {
  const lead = o.lead ?? o.size * 1.7;
  const perCol = Math.ceil(pairs.length / o.cols);
  let maxY = y;
  pairs.forEach(([label, value], i) => {
    const col = Math.floor(i / perCol);
    const row = i % perCol;
    const bx = x + col * o.colW;
    if (o.style === 'below') {
      const by = y + row * lead * 1.75;
      doc.text(label, bx, by, { size: o.size * 0.8, color: '#555555' });
      doc.text(value, bx, by + o.size * 0.95, { f: 'b', size: o.size, width: o.colW - 10, fit: true });
      maxY = Math.max(maxY, by + lead * 1.75);
      return;
    }
    const by = y + row * lead;
    const lw = doc.text(o.style === 'colon' ? `${label}:` : label, bx, by, { f: o.style === 'bold' ? 'b' : 'r', size: o.size, color: o.style === 'bold' ? '#000000' : '#333333' });
    if (o.style === 'leaders') doc.leaders(bx + lw, bx + o.labelW - 4, by, o.size);
    doc.text(value, bx + o.labelW, by, { f: o.style === 'bold' ? 'r' : 'b', size: o.size, width: o.colW - o.labelW - 8, fit: true });
    maxY = Math.max(maxY, by + lead);
  });
  return maxY;
}

// ---------------------------------------------------------------------------------------------
// Ground truth

export const LANGUAGE_NAMES: Record<string, string> = { de: 'German', fr: 'French', es: 'Spanish', it: 'Italian', pt: 'Portuguese', en: 'English' };

export function blankResult(lang: string): ExtractionResult {
  return {
    languageCode: lang,
    language: LANGUAGE_NAMES[lang],
    candidate: { fullName: null, firstName: null, lastName: null, dateOfBirth: null },
    institution: { name: null, country: null, countryCode: null, state: null, stateCode: null },
    qualification: { registrationNumber: null, name: null, level: null, program: null, majorOrSpecialization: null, status: null, yearOfAdmission: null, yearOfCompletion: null, programDuration: null, dateOfIssue: null, cgpa: null, totalCreditsOrMarks: null },
    courses: [],
  };
}

export function course(p: Partial<ExtractedCourse>): ExtractedCourse {
  return { courseNumber: null, courseName: null, credit: null, grade: null, alternateGrade: null, marksScored: null, maximumMarks: null, passStatus: null, term: null, session: null, year: null, ...p };
}

export const iso = (d: Date): string => d.toISOString().slice(0, 10);
const pad = (n: number) => String(n).padStart(2, '0');
export const dmy = (d: Date, sep = '.'): string => `${pad(d.getUTCDate())}${sep}${pad(d.getUTCMonth() + 1)}${sep}${d.getUTCFullYear()}`;

const MONTHS: Record<string, string[]> = {
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

/** The date in words: "14. März 2000", "14 mars 2000", "14 de marzo de 2000", "14 marzo 2000", "14 de março de 2000". */
export function longDate(d: Date, lang: string): string {
  const day = d.getUTCDate();
  const m = MONTHS[lang][d.getUTCMonth()];
  const y = d.getUTCFullYear();
  if (lang === 'de') return `${day}. ${m} ${y}`;
  if (lang === 'es' || lang === 'pt') return `${day} de ${m} de ${y}`;
  if (lang === 'en') return `${day} ${m} ${y}`;
  return `${day === 1 && lang === 'fr' ? '1er' : day} ${m} ${y}`;
}

export function date(rng: Rng, fromYear: number, toYear: number, months?: [number, number]): Date {
  const y = rng.int(fromYear, toYear);
  const m = months ? rng.int(months[0], months[1]) : rng.int(1, 12);
  return new Date(Date.UTC(y, m - 1, rng.int(1, 28)));
}

/** Decimal comma with fixed digits: 1.7 → "1,7". */
export const comma = (n: number, digits = 1): string => n.toFixed(digits).replace('.', ',');

/** Weighted mean, rounded half up to `digits`. */
export function weightedMean(values: [number, number][], digits: number): number {
  const tw = values.reduce((s, [, w]) => s + w, 0);
  const m = values.reduce((s, [v, w]) => s + v * w, 0) / (tw || 1);
  const f = 10 ** digits;
  return Math.round(m * f + 1e-9) / f;
}

/** Title case of a name printed in capitals ("MÜLLER-LÜDENSCHEIDT" → "Müller-Lüdenscheidt"). */
export const titleCase = (s: string): string => s.toLowerCase().replace(/(^|[\s\-'])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase());

/** Counts pages the way the corpus runner does. */
export const pageCountOf = (pdf: Buffer): number => Math.max(1, (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length);
