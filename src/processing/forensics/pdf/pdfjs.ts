/**
 * pdfjs access for the forensics checks: opening (whole files and truncated revisions), the text
 * of each page as lines, and a walk over each page's operator list that records, in drawing
 * order, every glyph drawn (with its box, font and visibility) and every filled box.
 *
 * Coordinates returned here follow the DocumentText convention: PDF points, origin at the
 * top-left of the page, y growing downward.
 */
import path from 'node:path';
import { loadPdfJs, mul, type Matrix } from '../../pdfjs';

// pdfjs is ESM-only and loaded with a dynamic import; its objects are used through the small
// structural types below.
/* eslint-disable @typescript-eslint/no-explicit-any */
export type PdfDocument = any;
type PdfPage = any;

function pdfjsDir(): string {
  try {
    return path.dirname(require.resolve('pdfjs-dist/package.json'));
  } catch {
    // evidence: not resolvable from this module; the usual place under the working directory is tried instead.
    return path.join(process.cwd(), 'node_modules', 'pdfjs-dist');
  }
}

export class PdfOpenError extends Error {
  constructor(message: string, public readonly passwordProtected = false) {
    super(message);
    this.name = 'PdfOpenError';
  }
}

/** Open PDF bytes (copied: pdfjs detaches the buffer it is given). */
export async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  const pdfjs = await loadPdfJs();
  const dir = pdfjsDir();
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: path.join(dir, 'standard_fonts') + path.sep,
    cMapUrl: path.join(dir, 'cmaps') + path.sep,
    cMapPacked: true,
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  });
  try {
    return await task.promise;
  } catch (err) {
    // evidence: the open's own error is rethrown below as PdfOpenError; destroying the failed task only frees it.
    await task.destroy?.().catch?.(() => undefined);
    const name = (err as { name?: string }).name;
    if (name === 'PasswordException') throw new PdfOpenError('the PDF is password-protected', true);
    throw new PdfOpenError(`the PDF could not be read (${(err as Error).message})`);
  }
}

export async function closePdf(doc: PdfDocument | null | undefined): Promise<void> {
  if (!doc) return;
  try {
    await doc.destroy();
  } catch {
    // evidence: a document destroyed already (or never fully opened) has nothing left to free.
  }
}

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function apply(m: readonly number[], x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export function boxArea(b: Box): number {
  return Math.max(0, b.x1 - b.x0) * Math.max(0, b.y1 - b.y0);
}

export function intersectArea(a: Box, b: Box): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

function boxOf(points: Array<[number, number]>): Box {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const [x, y] of points) {
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  return { x0, y0, x1, y1 };
}

// ---------------------------------------------------------------------------------------------
// Page text as lines (for comparing revisions)

export interface TextLine {
  /** Top-left y of the line (points). */
  y: number;
  x: number;
  text: string;
  /** Width and height of the line (points). */
  w: number;
  h: number;
  /**
   * [x0, x1] of each character of `text` (points; spread evenly over the item it came from), so a
   * changed word can be boxed on the page.
   */
  spans: Array<[number, number]>;
}

export interface PageLines {
  pageNumber: number;
  /** The page's size in points (0 when unknown). */
  width: number;
  height: number;
  lines: TextLine[];
}

/** The text of the first `maxPages` pages, grouped into lines (items joined left to right). */
export async function pageLines(doc: PdfDocument, maxPages: number): Promise<PageLines[]> {
  const out: PageLines[] = [];
  const n = Math.min(doc.numPages, maxPages);
  for (let p = 1; p <= n; p++) {
    const page: PdfPage = await doc.getPage(p);
    try {
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items: Array<{ x: number; y: number; w: number; h: number; text: string }> = [];
      for (const raw of content.items as Array<Record<string, any>>) {
        if (typeof raw.str !== 'string') continue;
        const str = raw.str.replace(/\u0000/g, '');
        if (!str.trim()) continue;
        const tx = mul(viewport.transform, raw.transform);
        const h = Math.hypot(tx[2], tx[3]) || Math.abs(raw.height) || 1;
        items.push({ x: tx[4], y: tx[5] - h * 0.8, w: Math.abs(raw.width), h, text: str });
      }
      out.push({ pageNumber: p, width: viewport.width, height: viewport.height, lines: groupLines(items) });
    } finally {
      page.cleanup();
    }
  }
  return out;
}

/** Group positioned items into lines by vertical overlap; items joined with a space (or a tab for wide gaps). */
export function groupLines(items: Array<{ x: number; y: number; w: number; h: number; text: string }>): TextLine[] {
  const sorted = [...items].sort((a, b) => a.y + a.h / 2 - (b.y + b.h / 2));
  const lines: Array<{ cy: number; h: number; members: typeof items }> = [];
  for (const it of sorted) {
    const cy = it.y + it.h / 2;
    const line = lines.find((l) => Math.abs(l.cy - cy) <= Math.max(2, Math.min(l.h, it.h) * 0.4));
    if (line) line.members.push(it);
    else lines.push({ cy, h: it.h, members: [it] });
  }
  return lines
    .map((l): TextLine => {
      const m = l.members.sort((a, b) => a.x - b.x);
      // Characters with their horizontal extent, built in step with the text.
      let chars: Array<{ c: string; x0: number; x1: number }> = [];
      let prevEnd = -Infinity;
      for (const it of m) {
        const gap = it.x - prevEnd;
        if (chars.length) {
          const sep = gap > it.h * 1.5 ? '\t' : gap > it.h * 0.12 ? ' ' : '';
          if (sep) chars.push({ c: sep, x0: prevEnd, x1: Math.max(prevEnd, it.x) });
        }
        const cw = it.w / Math.max(1, it.text.length);
        for (let k = 0; k < it.text.length; k++) chars.push({ c: it.text[k], x0: it.x + k * cw, x1: it.x + (k + 1) * cw });
        prevEnd = Math.max(prevEnd, it.x + it.w);
      }
      // Runs of blanks fold to one; blanks at either end go (as `.replace(/ +/g, ' ').trim()`).
      chars = chars.filter((ch, i) => !(ch.c === ' ' && i > 0 && chars[i - 1].c === ' '));
      while (chars.length && /\s/.test(chars[0].c)) chars.shift();
      while (chars.length && /\s/.test(chars[chars.length - 1].c)) chars.pop();
      const y = Math.min(...m.map((i) => i.y));
      const y1 = Math.max(...m.map((i) => i.y + i.h));
      return { y, x: m[0].x, text: chars.map((ch) => ch.c).join(''), w: prevEnd - m[0].x, h: y1 - y, spans: chars.map((ch): [number, number] => [ch.x0, ch.x1]) };
    })
    .filter((l) => l.text.length > 0)
    .sort((a, b) => a.y - b.y || a.x - b.x);
}

// ---------------------------------------------------------------------------------------------
// Drawing-order walk over the operator list

export interface DrawnGlyph {
  char: string;
  box: Box;
}

export interface TextRun {
  /** Drawing order across the page (operator index). */
  order: number;
  glyphs: DrawnGlyph[];
  /** The PDF font's name without its subset prefix ("Helvetica", "Courier-Bold"). */
  fontName: string;
  fontSize: number;
  /** False for invisible text (render mode 3/7, fully transparent, white on white is not judged here). */
  visible: boolean;
  /** Fill colour as #rrggbb, or null when unknown (pattern). */
  color: string | null;
  /** Extra space after each glyph (Tc), in page points (0 when the run sets none). */
  charSpacing: number;
  inAnnotation: boolean;
}

export interface FilledShape {
  order: number;
  box: Box;
  /** #rrggbb, or null when the fill is a pattern/shading/unknown. */
  color: string | null;
  /** The shape is opaque (alpha ≈ 1, normal blend, no soft mask). */
  opaque: boolean;
  /** The path is (close to) a rectangle. */
  rectangular: boolean;
  inAnnotation: boolean;
}

export interface ImageDraw {
  order: number;
  box: Box;
  inAnnotation: boolean;
}

export interface PageDrawing {
  pageNumber: number;
  width: number;
  height: number;
  runs: TextRun[];
  shapes: FilledShape[];
  images: ImageDraw[];
}

interface GState {
  ctm: Matrix;
  fillColor: string | null;
  fillAlpha: number;
  blendNormal: boolean;
  softMask: boolean;
  font: { name: string; matrix: number[]; vertical: boolean } | null;
  fontSize: number;
  fontDirection: number;
  charSpacing: number;
  wordSpacing: number;
  hScale: number;
  leading: number;
  rise: number;
  renderMode: number;
  textMatrix: Matrix;
  x: number;
  y: number;
  lineX: number;
  lineY: number;
  inAnnotation: boolean;
}

function initialState(): GState {
  return {
    ctm: [...IDENTITY],
    fillColor: '#000000',
    fillAlpha: 1,
    blendNormal: true,
    softMask: false,
    font: null,
    fontSize: 0,
    fontDirection: 1,
    charSpacing: 0,
    wordSpacing: 0,
    hScale: 1,
    leading: 0,
    rise: 0,
    renderMode: 0,
    textMatrix: [...IDENTITY],
    x: 0,
    y: 0,
    lineX: 0,
    lineY: 0,
    inAnnotation: false,
  };
}

let opsCache: Record<string, number> | null = null;

function stripSubset(name: string): string {
  return name.replace(/^[A-Z]{6}\+/, '');
}

/** Walk one page's operator list (annotations' appearances included). */
export async function walkPage(doc: PdfDocument, pageNumber: number): Promise<PageDrawing> {
  const pdfjs = await loadPdfJs();
  const OPS: Record<string, number> = (opsCache ??= pdfjs.OPS as Record<string, number>);
  const page: PdfPage = await doc.getPage(pageNumber);
  try {
    const viewport = page.getViewport({ scale: 1 });
    const vt: number[] = viewport.transform;
    const list = await page.getOperatorList({ annotationMode: pdfjs.AnnotationMode?.ENABLE ?? 1 });
    const fonts = new Map<string, { name: string; matrix: number[]; vertical: boolean }>();
    const fontFor = (ref: string) => {
      let f = fonts.get(ref);
      if (!f) {
        let obj: any = null;
        try {
          obj = page.commonObjs.has(ref) ? page.commonObjs.get(ref) : null;
        } catch {
          // evidence: a font pdfjs has not resolved is drawn with no known name, as when it is absent.
          obj = null;
        }
        f = {
          name: stripSubset(String(obj?.name ?? ref)),
          matrix: Array.isArray(obj?.fontMatrix) || ArrayBuffer.isView(obj?.fontMatrix) ? Array.from(obj.fontMatrix as number[]) : [0.001, 0, 0, 0.001, 0, 0],
          vertical: Boolean(obj?.vertical),
        };
        fonts.set(ref, f);
      }
      return f;
    };
    const toPage = (m: readonly number[], x: number, y: number) => apply(vt, ...apply(m, x, y));

    const runs: TextRun[] = [];
    const shapes: FilledShape[] = [];
    const images: ImageDraw[] = [];
    let st = initialState();
    const stack: GState[] = [];
    const push = () => stack.push({ ...st, ctm: [...st.ctm] as Matrix, textMatrix: [...st.textMatrix] as Matrix });
    const pop = () => {
      const s = stack.pop();
      if (s) {
        // The text object state (matrix, position) is not part of the graphics state in PDF,
        // but pdfjs restores it too; follow the canvas behaviour.
        st = s;
      }
    };

    const fnArray: number[] = list.fnArray;
    const argsArray: any[] = list.argsArray;
    for (let i = 0; i < fnArray.length; i++) {
      const fn = fnArray[i];
      const args = argsArray[i];
      switch (fn) {
        case OPS.save:
          push();
          break;
        case OPS.restore:
          pop();
          break;
        case OPS.transform:
          st.ctm = mul(st.ctm, args);
          break;
        case OPS.paintFormXObjectBegin:
          push();
          if (args?.[0]) st.ctm = mul(st.ctm, args[0]);
          break;
        case OPS.paintFormXObjectEnd:
          pop();
          break;
        case OPS.beginGroup:
          push();
          if (args?.[0]?.matrix) st.ctm = mul(st.ctm, args[0].matrix);
          if (args?.[0]?.smask) st.softMask = true;
          break;
        case OPS.endGroup:
          pop();
          break;
        case OPS.beginAnnotation: {
          push();
          const [, , transform, matrix] = args ?? [];
          st = { ...initialState(), inAnnotation: true };
          if (transform) st.ctm = mul(st.ctm, transform);
          if (matrix) st.ctm = mul(st.ctm, matrix);
          break;
        }
        case OPS.endAnnotation:
          pop();
          break;
        case OPS.setGState:
          for (const [key, value] of (args?.[0] ?? []) as Array<[string, any]>) {
            if (key === 'ca') st.fillAlpha = typeof value === 'number' ? value : 1;
            else if (key === 'BM') st.blendNormal = value === 'source-over' || value === 'Normal' || value === 'Compatible' || value == null;
            else if (key === 'SMask') st.softMask = Boolean(value);
            else if (key === 'Font' && Array.isArray(value)) {
              st.font = fontFor(value[0]);
              setSize(value[1]);
            }
          }
          break;
        case OPS.setFillRGBColor:
          st.fillColor = typeof args?.[0] === 'string' ? args[0].toLowerCase() : null;
          break;
        case OPS.setFillColorN:
        case OPS.setFillTransparent:
          st.fillColor = null;
          break;
        case OPS.beginText:
          st.textMatrix = [...IDENTITY];
          st.x = st.y = st.lineX = st.lineY = 0;
          break;
        case OPS.setTextMatrix: {
          const m = Array.from(args[0] as ArrayLike<number>);
          st.textMatrix = m as Matrix;
          st.x = st.y = st.lineX = st.lineY = 0;
          break;
        }
        case OPS.setFont:
          st.font = fontFor(args[0]);
          setSize(args[1]);
          break;
        case OPS.setCharSpacing:
          st.charSpacing = args[0];
          break;
        case OPS.setWordSpacing:
          st.wordSpacing = args[0];
          break;
        case OPS.setHScale:
          st.hScale = args[0] / 100;
          break;
        case OPS.setLeading:
          st.leading = -args[0];
          break;
        case OPS.setTextRise:
          st.rise = args[0];
          break;
        case OPS.setTextRenderingMode:
          st.renderMode = args[0];
          break;
        case OPS.moveText:
          st.x = st.lineX += args[0];
          st.y = st.lineY += args[1];
          break;
        case OPS.setLeadingMoveText:
          st.leading = args[1];
          st.x = st.lineX += args[0];
          st.y = st.lineY += args[1];
          break;
        case OPS.nextLine:
          st.x = st.lineX += 0;
          st.y = st.lineY += st.leading;
          break;
        case OPS.showText:
          showText(i, args[0]);
          break;
        case OPS.constructPath:
          constructPath(i, args);
          break;
        case OPS.paintImageXObject:
        case OPS.paintInlineImageXObject:
        case OPS.paintImageMaskXObject:
        case OPS.paintSolidColorImageMask: {
          const pts = [apply(st.ctm, 0, 0), apply(st.ctm, 1, 0), apply(st.ctm, 0, 1), apply(st.ctm, 1, 1)].map(([x, y]) => apply(vt, x, y));
          images.push({ order: i, box: boxOf(pts), inAnnotation: st.inAnnotation });
          break;
        }
        default:
          break;
      }
    }

    function setSize(size: number) {
      if (size < 0) {
        st.fontSize = -size;
        st.fontDirection = -1;
      } else {
        st.fontSize = size;
        st.fontDirection = 1;
      }
    }

    function showText(order: number, glyphs: any[]) {
      const font = st.font ?? { name: 'unknown', matrix: [0.001, 0, 0, 0.001, 0, 0], vertical: false };
      const fontSize = st.fontSize;
      if (!fontSize || !Array.isArray(glyphs)) return;
      const m = mul(st.ctm, st.textMatrix);
      const hScale = st.hScale * st.fontDirection;
      const widthScale = fontSize * (font.matrix[0] || 0.001);
      const ascent = fontSize * 0.8;
      const descent = -fontSize * 0.2;
      let x = 0;
      const drawn: DrawnGlyph[] = [];
      for (const g of glyphs) {
        if (typeof g === 'number') {
          x += (font.vertical ? 1 : -1) * (g * fontSize) / 1000;
          continue;
        }
        if (!g) continue;
        const spacing = (g.isSpace ? st.wordSpacing : 0) + st.charSpacing;
        const w = (g.width ?? 0) * widthScale;
        const gx0 = st.x + x * hScale;
        const gx1 = st.x + (x + w) * hScale;
        const y = st.y + st.rise;
        if (!font.vertical) {
          const pts = [
            toPage(m, gx0, y + descent),
            toPage(m, gx1, y + descent),
            toPage(m, gx0, y + ascent),
            toPage(m, gx1, y + ascent),
          ];
          const ch = typeof g.unicode === 'string' ? g.unicode : '';
          drawn.push({ char: ch, box: boxOf(pts) });
          x += w + spacing * st.fontDirection;
        } else {
          x += w;
        }
      }
      if (!font.vertical) st.x += x * hScale;
      else st.y -= x;
      const mode = st.renderMode & 3;
      const visible = mode !== 3 && st.fillAlpha > 0.05 && !(st.renderMode >= 7);
      if (drawn.length) {
        runs.push({ order, glyphs: drawn, fontName: font.name, fontSize: Math.abs(fontSize * Math.hypot(m[2], m[3])), visible, color: st.fillColor, charSpacing: st.charSpacing * Math.abs(st.hScale) * Math.hypot(m[0], m[1]), inAnnotation: st.inAnnotation });
      }
    }

    function constructPath(order: number, args: any[]) {
      const [op, data] = args ?? [];
      const fills = [OPS.fill, OPS.eoFill, OPS.fillStroke, OPS.eoFillStroke, OPS.closeFillStroke, OPS.closeEOFillStroke];
      if (!fills.includes(op)) return;
      const buf: ArrayLike<number> | null = Array.isArray(data) ? data[0] : null;
      if (!buf || typeof (buf as any).length !== 'number') return;
      // Split into subpaths; each closed subpath is judged on its own.
      const subpaths: Array<Array<[number, number]>> = [];
      let cur: Array<[number, number]> = [];
      let curved = false;
      const curvedFlags: boolean[] = [];
      for (let k = 0; k < buf.length; ) {
        const code = buf[k];
        if (code === 0) {
          if (cur.length) {
            subpaths.push(cur);
            curvedFlags.push(curved);
          }
          cur = [[buf[k + 1], buf[k + 2]]];
          curved = false;
          k += 3;
        } else if (code === 1) {
          cur.push([buf[k + 1], buf[k + 2]]);
          k += 3;
        } else if (code === 2) {
          cur.push([buf[k + 5], buf[k + 6]]);
          curved = true;
          k += 7;
        } else if (code === 3) {
          cur.push([buf[k + 3], buf[k + 4]]);
          curved = true;
          k += 5;
        } else if (code === 4) {
          k += 1;
        } else {
          break;
        }
      }
      if (cur.length) {
        subpaths.push(cur);
        curvedFlags.push(curved);
      }
      const opaque = st.fillAlpha >= 0.9 && st.blendNormal && !st.softMask;
      subpaths.forEach((sp, idx) => {
        if (sp.length < 3) return;
        const pts = sp.map(([x, y]) => toPage(st.ctm, x, y));
        const box = boxOf(pts);
        const area = boxArea(box);
        if (area <= 0) return;
        // Shoelace area of the polygon through the points vs its bounding box.
        let poly = 0;
        for (let k = 0; k < pts.length; k++) {
          const [ax, ay] = pts[k];
          const [bx, by] = pts[(k + 1) % pts.length];
          poly += ax * by - bx * ay;
        }
        const rectangular = Math.abs(poly) / 2 >= area * (curvedFlags[idx] ? 0.8 : 0.95);
        shapes.push({ order, box, color: st.fillColor, opaque, rectangular, inAnnotation: st.inAnnotation });
      });
    }

    return { pageNumber, width: viewport.width, height: viewport.height, runs, shapes, images };
  } finally {
    page.cleanup();
  }
}
