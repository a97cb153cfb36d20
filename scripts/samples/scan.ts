/**
 * "Scanned" variants: a PDF page rendered by pdftoppm, then rotated slightly, tinted like paper,
 * given sensor noise and dust specks and a light blur, cropped back to the page size and saved as
 * PNG or JPEG; or several such pages wrapped in a PDF without any text layer.
 *
 * Geometry: the image has the page's size at `dpi` (a point is dpi/72 pixels) and is rotated about
 * its centre by `rotationDegrees` (clockwise positive, as sharp rotates); `pagePointToPixel` maps a
 * PDF point (top-left origin) to the pixel where it ended up.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { Rng } from './rng';
import type { PageSize } from './sheet';

const run = promisify(execFile);

export interface RawImage {
  width: number;
  height: number;
  channels: 3;
  data: Buffer;
}

export interface ScanSettings {
  dpi: number;
  rotationDegrees: number;
  /** Seeds the noise and dust, so the same settings give the same scan. */
  seed: number;
}

/** One page of a PDF file as raw RGB, rendered by pdftoppm. */
export async function renderPage(pdfPath: string, page: number, dpi: number): Promise<RawImage> {
  // Without an output prefix pdftoppm writes the (single) page to stdout.
  const { stdout } = await run('pdftoppm', ['-r', String(dpi), '-f', String(page), '-l', String(page), pdfPath], {
    encoding: 'buffer',
    maxBuffer: 256 * 1024 * 1024,
  });
  return parsePpm(stdout);
}

function parsePpm(buf: Buffer): RawImage {
  // P6 <ws> width <ws> height <ws> maxval <single ws> data (no comments from pdftoppm)
  const head = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(buf.subarray(0, 64).toString('latin1'));
  if (!head) throw new Error(`pdftoppm gave no PPM image (${buf.length} bytes)`);
  const tokens = ['P6', head[1], head[2], head[3]];
  const pos = head[0].length;
  if (tokens[0] !== 'P6' || tokens[3] !== '255') throw new Error(`unexpected pdftoppm output ${tokens.join(' ')}`);
  const width = Number(tokens[1]);
  const height = Number(tokens[2]);
  if (buf.length < pos + width * height * 3) throw new Error('pdftoppm output is truncated');
  return { width, height, channels: 3, data: buf.subarray(pos, pos + width * height * 3) };
}

/** A gaussian table drawn once: picking from it is much cheaper than drawing per pixel. */
function gaussTable(rng: Rng, n = 8192): Float32Array {
  const t = new Float32Array(n);
  for (let i = 0; i < n; i++) t[i] = rng.gauss();
  return t;
}

/** Rotate, tint, add noise and specks, blur: the scanner's view of a clean render. */
export async function scan(page: RawImage, s: ScanSettings): Promise<RawImage> {
  const { width, height } = page;
  const rotated = await sharp(page.data, { raw: { width, height, channels: 3 } })
    .rotate(s.rotationDegrees, { background: { r: 255, g: 255, b: 255 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const left = Math.round((rotated.info.width - width) / 2);
  const top = Math.round((rotated.info.height - height) / 2);
  const cropped = await sharp(rotated.data, { raw: { width: rotated.info.width, height: rotated.info.height, channels: 3 } })
    .extract({ left, top, width, height })
    .raw()
    .toBuffer();
  const rng = new Rng(s.seed);
  const g = gaussTable(rng);
  const out = new Uint8ClampedArray(width * height * 3);
  // Paper tint and a soft vertical illumination gradient, then luminance noise (an inline
  // xorshift picks from the gaussian table: this loop runs over millions of pixels).
  let st = (s.seed >>> 0) || 0x2545f491;
  for (let y = 0; y < height; y++) {
    const light = 0.9 * (0.97 + 0.03 * Math.sin((Math.PI * y) / height));
    const a0 = light * 0.985;
    const a1 = light * 0.975;
    const a2 = light * 0.94;
    let i = y * width * 3;
    for (let x = 0; x < width; x++, i += 3) {
      st ^= st << 13;
      st ^= st >>> 17;
      st ^= st << 5;
      const n = 18 + g[(st >>> 19) & 8191] * 6;
      out[i] = cropped[i] * a0 + n;
      out[i + 1] = cropped[i + 1] * a1 + n;
      out[i + 2] = cropped[i + 2] * a2 + n;
    }
  }
  // Dust specks.
  const specks = Math.round((width * height) / 40000);
  for (let k = 0; k < specks; k++) {
    const cx = rng.int(0, width - 1);
    const cy = rng.int(0, height - 1);
    const r = rng.float(0.6, 1.8);
    const shade = rng.int(40, 140);
    for (let dy = -2; dy <= 2; dy++) {
      for (let dx = -2; dx <= 2; dx++) {
        if (dx * dx + dy * dy > r * r) continue;
        const x = cx + dx;
        const y = cy + dy;
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        const i = (y * width + x) * 3;
        out[i] = out[i + 1] = out[i + 2] = Math.min(out[i], shade);
      }
    }
  }
  const data = await sharp(Buffer.from(out.buffer, out.byteOffset, out.byteLength), { raw: { width, height, channels: 3 } }).blur(0.55).raw().toBuffer();
  return { width, height, channels: 3, data };
}

/** Where a page point (PDF points, top-left origin) lands in the scanned image, in pixels. */
export function pagePointToPixel(x: number, y: number, image: { width: number; height: number }, s: Pick<ScanSettings, 'dpi' | 'rotationDegrees'>): { x: number; y: number } {
  const k = s.dpi / 72;
  const w = image.width;
  const h = image.height;
  const px = x * k - w / 2;
  const py = y * k - h / 2;
  const a = (s.rotationDegrees * Math.PI) / 180;
  // Clockwise on screen (y grows downward).
  return { x: w / 2 + px * Math.cos(a) - py * Math.sin(a), y: h / 2 + px * Math.sin(a) + py * Math.cos(a) };
}

/** The pixel rectangle that holds a page-space box once scanned (axis-aligned, padded). */
export function boxToPixels(
  box: { x: number; y: number; width: number; height: number },
  image: { width: number; height: number },
  s: Pick<ScanSettings, 'dpi' | 'rotationDegrees'>,
  pad = 3,
): { left: number; top: number; width: number; height: number } {
  const corners = [
    pagePointToPixel(box.x, box.y, image, s),
    pagePointToPixel(box.x + box.width, box.y, image, s),
    pagePointToPixel(box.x, box.y + box.height, image, s),
    pagePointToPixel(box.x + box.width, box.y + box.height, image, s),
  ];
  const left = Math.floor(Math.min(...corners.map((c) => c.x)) - pad);
  const top = Math.floor(Math.min(...corners.map((c) => c.y)) - pad);
  const right = Math.ceil(Math.max(...corners.map((c) => c.x)) + pad);
  const bottom = Math.ceil(Math.max(...corners.map((c) => c.y)) + pad);
  return { left, top, width: right - left, height: bottom - top };
}

/** EXIF of a flatbed scanner (clean scans and the paste forgery keep it). */
export function scannerExif(date: string): Record<string, Record<string, string>> {
  const stamp = `${date.replace(/-/g, ':')} 14:22:05`;
  return { IFD0: { Make: 'Canon', Model: 'CanoScan LiDE 400', Software: 'Canon IJ Scan Utility 2.3', DateTime: stamp } };
}

/** PNG scans are greyscale (a scanner's grey mode): a third of the size of a noisy RGB PNG. */
export async function toPng(img: RawImage): Promise<Buffer> {
  return sharp(img.data, { raw: { width: img.width, height: img.height, channels: img.channels } }).toColourspace('b-w').png({ compressionLevel: 6 }).toBuffer();
}

export async function toJpeg(img: RawImage, quality: number, exif?: Record<string, Record<string, string>>): Promise<Buffer> {
  let s = sharp(img.data, { raw: { width: img.width, height: img.height, channels: img.channels } });
  if (exif) s = s.withExif(exif);
  return s.jpeg({ quality, chromaSubsampling: '4:2:0' }).toBuffer();
}

export async function decode(image: Buffer): Promise<RawImage> {
  const { data, info } = await sharp(image).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`expected 3 channels, got ${info.channels}`);
  return { width: info.width, height: info.height, channels: 3, data };
}

/** JPEG page images wrapped in a PDF, one per page, with no text layer (what a scanner app makes). */
export async function imageOnlyPdf(pages: Buffer[], size: PageSize, creationDate: Date): Promise<Buffer> {
  const doc = new PDFDocument({ size: [size.width, size.height], margin: 0, autoFirstPage: false, info: { Title: 'Scan', CreationDate: creationDate } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const jpeg of pages) {
    doc.addPage({ size: [size.width, size.height], margin: 0 });
    doc.image(jpeg, 0, 0, { width: size.width, height: size.height });
  }
  doc.end();
  return done;
}
