/**
 * HELD-OUT technique (engine authors do not read this file nor run the held-out split):
 * `png-photo-paste`: a one-page document with the holder's photo in a box, scanned and saved as a
 * PNG; the photo replaced by another person's, pasted as a sharp rectangle straight from a camera
 * image (no scan noise, no paper tint, resampled to fit), and the PNG saved again.
 * `clean-photo-box`: the same documents as scanned, the photo untouched.
 *
 * The portraits are drawn here (shapes and noise), never a real person.
 */
import sharp from 'sharp';
import { boxToPixels, decode, scan, type RawImage } from '../../../../samples/scan';
import type { Rng } from '../../../../samples/rng';
import { kitDocument, renderPage, rgbPng, scanSettings, writeTemp } from '../../kit';
import { pixelsToFraction, type BenchCase, type MakeContext, type Technique } from '../../model';

/** A drawn head-and-shoulders portrait, `width`×`height` px, its look drawn from `rng`. */
export async function portrait(rng: Rng, width: number, height: number): Promise<RawImage> {
  const pick = (xs: string[]) => rng.pick(xs);
  const bg = pick(['#dfe7ef', '#e9e4da', '#cfd8e3', '#f2f2f0', '#d8e2d5']);
  const skin = pick(['#f1c9a5', '#e0ac84', '#c68642', '#8d5524', '#ffdbac', '#b97a56']);
  const hair = pick(['#2b1d14', '#4a3222', '#121212', '#7b5b3a', '#b89c6c', '#5a5a5a']);
  const shirt = pick(['#1f3b73', '#2d2d2d', '#6b1f2b', '#eeeeee', '#3d5a3d', '#4b4f8a']);
  const w = width;
  const h = height;
  const headRx = w * rng.float(0.19, 0.24);
  const headRy = h * rng.float(0.22, 0.27);
  const hy = h * rng.float(0.38, 0.45);
  const eyeY = hy - headRy * 0.1;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <rect width="${w}" height="${h}" fill="${bg}"/>
  <ellipse cx="${w / 2}" cy="${h * 1.02}" rx="${w * rng.float(0.4, 0.5)}" ry="${h * 0.33}" fill="${shirt}"/>
  <rect x="${w / 2 - headRx * 0.4}" y="${hy + headRy * 0.6}" width="${headRx * 0.8}" height="${h * 0.18}" fill="${skin}"/>
  <ellipse cx="${w / 2}" cy="${hy}" rx="${headRx}" ry="${headRy}" fill="${skin}"/>
  <ellipse cx="${w / 2}" cy="${hy - headRy * rng.float(0.55, 0.75)}" rx="${headRx * rng.float(1.0, 1.15)}" ry="${headRy * rng.float(0.4, 0.6)}" fill="${hair}"/>
  <ellipse cx="${w / 2 - headRx * 0.38}" cy="${eyeY}" rx="${headRx * 0.12}" ry="${headRy * 0.06}" fill="#222"/>
  <ellipse cx="${w / 2 + headRx * 0.38}" cy="${eyeY}" rx="${headRx * 0.12}" ry="${headRy * 0.06}" fill="#222"/>
  <path d="M ${w / 2 - headRx * 0.3} ${hy + headRy * 0.45} Q ${w / 2} ${hy + headRy * rng.float(0.5, 0.62)} ${w / 2 + headRx * 0.3} ${hy + headRy * 0.45}" stroke="#7a3b3b" stroke-width="${Math.max(1, w / 60)}" fill="none"/>
  </svg>`;
  const base = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  // A camera's sensor noise and softness.
  const data = Buffer.from(base.data);
  for (let i = 0; i < data.length; i++) data[i] = Math.max(0, Math.min(255, data[i] + Math.round(rng.gauss() * 4)));
  const soft = await sharp(data, { raw: { width: base.info.width, height: base.info.height, channels: 3 } }).blur(0.6).raw().toBuffer();
  return { width: base.info.width, height: base.info.height, channels: 3, data: soft };
}

/** A blank area of the page render for a photo box (upper half, left or right), pixels. */
function blankArea(img: RawImage, w: number, h: number, rng: Rng): { left: number; top: number } | null {
  const isBlank = (left: number, top: number) => {
    const m = 6;
    for (let y = top - m; y < top + h + m; y += 2) {
      for (let x = left - m; x < left + w + m; x += 2) {
        if (x < 0 || y < 0 || x >= img.width || y >= img.height) return false;
        const i = (y * img.width + x) * 3;
        if (img.data[i] < 235 || img.data[i + 1] < 235 || img.data[i + 2] < 235) return false;
      }
    }
    return true;
  };
  const candidates: Array<{ left: number; top: number }> = [];
  for (let top = Math.round(img.height * 0.04); top < img.height * 0.5; top += Math.round(h / 4)) {
    for (const fx of [0.06, 0.1, 0.14, 0.7, 0.74, 0.78, 0.82]) candidates.push({ left: Math.round(img.width * fx), top });
  }
  for (const c of rng.sample(candidates, candidates.length)) if (isBlank(c.left, c.top)) return c;
  return null;
}

interface PhotoDoc {
  clean: Buffer;
  cleanImg: RawImage;
  /** The photo box in PDF points (top-left origin) and in scanned pixels. */
  pixels: { left: number; top: number; width: number; height: number };
  layout: string;
  dpi: number;
}

async function photoDocument(rng: Rng, index: number, work: string): Promise<PhotoDoc> {
  for (let attempt = 0; ; attempt++) {
    const doc = await kitDocument(rng.fork(`doc${attempt}`), { onePage: true });
    const s = scanSettings(rng.fork(`scan${attempt}`));
    const page = await renderPage(await writeTemp(work, `photo-box-${index}.pdf`, doc.pdf), 1, s.dpi);
    const k = s.dpi / 72;
    const pw = Math.round(72 * k);
    const ph = Math.round(90 * k);
    const at = blankArea(page, pw, ph, rng);
    if (!at) {
      if (attempt < 6) continue;
      throw new Error('no blank area for a photo box in six documents');
    }
    const photo = await portrait(rng.fork('holder'), pw, ph);
    const framed = await sharp(page.data, { raw: { width: page.width, height: page.height, channels: 3 } })
      .composite([
        { input: await sharp({ create: { width: pw + 4, height: ph + 4, channels: 3, background: '#555555' } }).png().toBuffer(), left: at.left - 2, top: at.top - 2 },
        { input: await sharp(photo.data, { raw: { width: pw, height: ph, channels: 3 } }).png().toBuffer(), left: at.left, top: at.top },
      ])
      .removeAlpha()
      .raw()
      .toBuffer();
    const cleanImg = await scan({ width: page.width, height: page.height, channels: 3, data: framed }, s);
    const boxPts = { x: at.left / k, y: at.top / k, width: pw / k, height: ph / k };
    return { clean: await rgbPng(cleanImg), cleanImg, pixels: boxToPixels(boxPts, cleanImg, s, 3), layout: doc.layout, dpi: s.dpi };
  }
}

async function pasted({ rng, index, work }: MakeContext): Promise<BenchCase> {
  const d = await photoDocument(rng, index, work);
  const p = d.pixels;
  // Another person's photo from a camera: drawn larger, resampled to cover the old box.
  const other = await portrait(rng.fork('other'), p.width * 3, p.height * 3);
  const fitted = await sharp(other.data, { raw: { width: other.width, height: other.height, channels: 3 } }).resize(p.width, p.height, { fit: 'fill' }).raw().toBuffer();
  const img = await decode(d.clean);
  for (let y = 0; y < p.height; y++) {
    const ty = p.top + y;
    if (ty < 0 || ty >= img.height) continue;
    for (let x = 0; x < p.width; x++) {
      const tx = p.left + x;
      if (tx < 0 || tx >= img.width) continue;
      fitted.copy(img.data, (ty * img.width + tx) * 3, (y * p.width + x) * 3, (y * p.width + x) * 3 + 3);
    }
  }
  return {
    file: { name: `png-photo-paste-${index}.png`, kind: 'png', bytes: await rgbPng(img) },
    planted: [pixelsToFraction(p, img)],
    cleanSource: { name: `png-photo-paste-${index}.original.png`, kind: 'png', bytes: d.clean },
    sameCase: null,
    description: `${d.layout}: holder's photo (${p.width}×${p.height} px at ${p.left},${p.top}) replaced by another drawn portrait in a ${d.dpi}-dpi PNG scan`,
  };
}

async function clean({ rng, index, work }: MakeContext): Promise<BenchCase> {
  const d = await photoDocument(rng, index, work);
  return {
    file: { name: `clean-photo-box-${index}.png`, kind: 'png', bytes: d.clean },
    planted: [],
    cleanSource: null,
    sameCase: null,
    description: `${d.layout}: scanned PNG with the holder's photo in a box, ${d.dpi} dpi`,
  };
}

export const techniques: Technique[] = [
  { id: 'png-photo-paste', truth: 'tampered', description: "the holder's photo replaced in a PNG scan", make: pasted },
  { id: 'clean-photo-box', truth: 'clean', description: "PNG scans with the holder's photo, untouched", make: clean },
];
