/**
 * Page images for the OCR tests, generated here: lines of text in a given script rendered to a
 * white page, and the ways such a page reaches us (turned 90°, photographed in perspective on a
 * dark desk with uneven light, lit unevenly, at a low resolution).
 *
 * Two renderers: a pdfkit PDF rasterized by pdftoppm (what the corpus generator does), and SVG
 * rendered by sharp (librsvg + Pango). Arabic, Devanagari and Thai need shaping and, for Arabic,
 * right-to-left ordering, which pdfkit does not do; Pango does both with the Noto fonts.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { renderPdf } from './pdfkit';
import { photograph } from '../../scripts/samples/families/degrade';
import type { RawImage } from '../../scripts/samples/scan';

const run = promisify(execFile);

export interface TextPageOptions {
  /** Font family for SVG (fontconfig name), e.g. "Noto Sans Arabic". */
  font?: string;
  /** Font size in points. */
  fontSize?: number;
  /** Pixels per inch of the image. */
  dpi?: number;
  /** Page size in points (default A5-like 420 × 300: small pages keep the tests quick). */
  widthPt?: number;
  heightPt?: number;
  rtl?: boolean;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Lines of text on a white page, rendered from SVG (shaped by Pango): a grayscale PNG. */
export async function svgTextPage(lines: string[], o: TextPageOptions = {}): Promise<Buffer> {
  const dpi = o.dpi ?? 300;
  const k = dpi / 72;
  const w = Math.round((o.widthPt ?? 420) * k);
  const h = Math.round((o.heightPt ?? 300) * k);
  const size = (o.fontSize ?? 12) * k;
  const margin = 36 * k;
  const x = o.rtl ? w - margin : margin;
  const anchor = o.rtl ? 'end' : 'start';
  const texts = lines
    .map((l, i) => `<text x="${x.toFixed(1)}" y="${(margin + size * (1 + i * 1.8)).toFixed(1)}" font-size="${size.toFixed(1)}" font-family="${o.font ?? 'DejaVu Sans'}" text-anchor="${anchor}" fill="#000">${esc(l)}</text>`)
    .join('\n');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="#fff"/>${texts}</svg>`;
  return sharp(Buffer.from(svg), { density: 72 }).flatten({ background: '#ffffff' }).grayscale().png().withMetadata({ density: dpi }).toBuffer();
}

/** Lines of text in a pdfkit PDF with a TrueType font, rasterized by pdftoppm: a PNG. */
export async function pdfTextPage(lines: string[], fontPath: string, o: TextPageOptions = {}): Promise<Buffer> {
  const dpi = o.dpi ?? 300;
  const pdf = await renderPdf({ size: [o.widthPt ?? 420, o.heightPt ?? 300], margin: 36 }, (doc) => {
    doc.font(fontPath).fontSize(o.fontSize ?? 12);
    for (const l of lines) doc.text(l, { lineGap: (o.fontSize ?? 12) * 0.8 });
  });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ocr-img-'));
  try {
    const file = path.join(dir, 'p.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftoppm', ['-r', String(dpi), '-gray', '-png', '-singlefile', file], { encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function toRaw(png: Buffer): Promise<RawImage> {
  const { data, info } = await sharp(png).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  if (info.channels === 3) return { width: info.width, height: info.height, channels: 3, data };
  const rgb = Buffer.alloc(info.width * info.height * 3);
  for (let i = 0; i < info.width * info.height; i++) rgb[i * 3] = rgb[i * 3 + 1] = rgb[i * 3 + 2] = data[i * info.channels];
  return { width: info.width, height: info.height, channels: 3, data: rgb };
}

/**
 * A phone photo of the page: in perspective on a dark desk, lit unevenly, slightly blurred, as
 * JPEG (the wild corpus's photograph()). Returns the JPEG and where the page corners ended up.
 */
export async function photoOf(png: Buffer, seed = 11, pageWidthPx = 1400): Promise<{ jpeg: Buffer; corners: Array<{ x: number; y: number }> }> {
  const { image, corners } = await photograph(await toRaw(png), { seed, pageWidthPx, jpegQuality: 85 });
  const jpeg = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
  return { jpeg, corners };
}

/** The page turned by `degrees` clockwise (a page fed sideways into the scanner). */
export function rotated(png: Buffer, degrees: 90 | 180 | 270): Promise<Buffer> {
  return sharp(png).rotate(degrees).png().toBuffer();
}

/** The page under a lamp on one side: brightness falling from 100 % to `darkest` across it. */
export async function unevenlyLit(png: Buffer, darkest = 0.45): Promise<Buffer> {
  const { data, info } = await sharp(png).grayscale().raw().toBuffer({ resolveWithObject: true });
  const out = Buffer.alloc(info.width * info.height);
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const light = 1 - (1 - darkest) * (x / info.width) * (0.5 + 0.5 * (y / info.height));
      out[y * info.width + x] = Math.round(data[y * info.width * info.channels + x * info.channels] * light);
    }
  }
  return sharp(out, { raw: { width: info.width, height: info.height, channels: 1 } }).png().toBuffer();
}

/** Words of a string, for comparing OCR output. */
export function wordsOf(s: string): string[] {
  return s.split(/\s+/).filter(Boolean);
}

/**
 * A bilingual page: English lines on the left, their translation flush right on the same rows
 * (the Egyptian or Thai transcript convention).
 */
export async function bilingualPage(english: string[], other: string[], font: string): Promise<Buffer> {
  const o = { fontSize: 10, widthPt: 595, heightPt: 300 };
  const a = await sharp(await svgTextPage(english, o)).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  // The translation is set flush right (rtl: anchored at the right margin).
  const b = await sharp(await svgTextPage(other, { ...o, font, rtl: true })).extractChannel(0).raw().toBuffer();
  const out = Buffer.alloc(a.data.length);
  for (let i = 0; i < out.length; i++) out[i] = Math.min(a.data[i], b[i]);
  return sharp(out, { raw: { width: a.info.width, height: a.info.height, channels: 1 } }).png().toBuffer();
}
