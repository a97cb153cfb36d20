/**
 * How a family's clean PDF reaches us in the wild: a flatbed scan, a phone photo or a portal
 * screenshot, with the damage each brings (rotation, noise, low resolution, perspective, uneven
 * light and shadow, blur, JPEG artifacts, and stamps and signatures drawn over the text).
 *
 * Every function is a pure function of its settings and seed, so a corpus is reproducible.
 */
import sharp from 'sharp';
import { Rng } from '../rng';
import { renderPage, scan, type RawImage } from '../scan';
import { homography } from '../../../src/processing/text/imagePrep';

export interface StampSettings {
  seed: number;
}

/**
 * An ink stamp (a ring of letters around a star, in blue or violet) and a signature scrawl, drawn
 * semi-transparent over the lower half of the page, where real seals and signatures sit, often
 * across the last table rows or the date line.
 */
export async function stampAndSign(page: RawImage, s: StampSettings): Promise<RawImage> {
  const rng = new Rng(s.seed);
  const { width, height } = page;
  const r = Math.round(Math.min(width, height) * rng.float(0.07, 0.1));
  const cx = Math.round(width * rng.float(0.2, 0.8));
  const cy = Math.round(height * rng.float(0.55, 0.85));
  const ink = rng.pick(['#1f3a9e', '#5b2a86', '#233f7a', '#7a1f2b']);
  const letters = 'OFFICE OF THE CONTROLLER * SEAL * ';
  const ring = [...letters]
    .map((ch, i) => {
      const a = (i / letters.length) * Math.PI * 2;
      const x = cx + Math.cos(a) * r * 0.78;
      const y = cy + Math.sin(a) * r * 0.78;
      return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-size="${Math.round(r * 0.2)}" font-family="DejaVu Sans" fill="${ink}" transform="rotate(${((a * 180) / Math.PI + 90).toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})">${ch === '*' ? '&#9733;' : ch}</text>`;
    })
    .join('');
  // A signature: a few cubic strokes with a rising baseline.
  const sx = Math.round(width * rng.float(0.45, 0.7));
  const sy = Math.round(height * rng.float(0.78, 0.92));
  const w = Math.round(width * 0.22);
  let d = `M ${sx} ${sy}`;
  for (let k = 1; k <= 5; k++) {
    const x = sx + (w * k) / 5;
    d += ` C ${sx + (w * (k - 0.7)) / 5} ${sy - rng.int(20, 60)}, ${sx + (w * (k - 0.3)) / 5} ${sy + rng.int(10, 40)}, ${x} ${sy - k * 4}`;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <g opacity="${rng.float(0.55, 0.8).toFixed(2)}">
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${ink}" stroke-width="${Math.max(2, r * 0.05)}"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.58}" fill="none" stroke="${ink}" stroke-width="${Math.max(1, r * 0.025)}"/>
    ${ring}
    <text x="${cx}" y="${cy + r * 0.12}" font-size="${Math.round(r * 0.35)}" text-anchor="middle" font-family="DejaVu Sans" fill="${ink}">&#9733;</text>
    <path d="${d}" fill="none" stroke="#10205a" stroke-width="${Math.max(2, width / 500)}" stroke-linecap="round"/>
  </g></svg>`;
  const data = await sharp(page.data, { raw: { width, height, channels: 3 } })
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .removeAlpha()
    .raw()
    .toBuffer();
  return { width, height, channels: 3, data };
}

// ---------------------------------------------------------------------------------------------
// Perspective

type Point = { x: number; y: number };

// The same homography the OCR uses to square a photographed page, here to make the photo.
export { homography };

export interface PhotoSettings {
  seed: number;
  /** Page width in the photo, pixels (a phone photo of an A4 page: 900 to 1800). */
  pageWidthPx: number;
  jpegQuality: number;
}

/**
 * A phone photo of a page: the page set in perspective on a darker surface around it, lit
 * unevenly (a falloff from one corner and the soft shadow of the phone), slightly out of focus,
 * at a phone's resolution.
 */
export async function photograph(page: RawImage, s: PhotoSettings): Promise<{ image: RawImage; corners: Point[] }> {
  const rng = new Rng(s.seed);
  const scale = s.pageWidthPx / page.width;
  const pw = page.width * scale;
  const ph = page.height * scale;
  const W = Math.round(pw * rng.float(1.12, 1.25));
  const H = Math.round(ph * rng.float(1.08, 1.18));
  const ox = (W - pw) / 2;
  const oy = (H - ph) / 2;
  const j = () => rng.float(-0.045, 0.045);
  const corners: Point[] = [
    { x: ox + j() * pw, y: oy + j() * ph },
    { x: ox + pw + j() * pw, y: oy + j() * ph },
    { x: ox + pw + j() * pw, y: oy + ph + j() * ph },
    { x: ox + j() * pw, y: oy + ph + j() * ph },
  ];
  const src: Point[] = [
    { x: 0, y: 0 },
    { x: page.width - 1, y: 0 },
    { x: page.width - 1, y: page.height - 1 },
    { x: 0, y: page.height - 1 },
  ];
  // Map each photo pixel back to the page (inverse homography) and sample bilinearly.
  const h = homography(corners, src);
  const bg = [rng.int(60, 110), rng.int(50, 90), rng.int(40, 70)];
  const out = new Uint8ClampedArray(W * H * 3);
  const pd = page.data;
  const pwI = page.width;
  // Light: a falloff from a random corner, and an elliptic soft shadow somewhere on the page.
  const lx = rng.pick([0, W]);
  const ly = rng.pick([0, H]);
  const diag = Math.hypot(W, H);
  const shx = rng.float(0.2, 0.8) * W;
  const shy = rng.float(0.2, 0.8) * H;
  const shr = rng.float(0.18, 0.3) * diag;
  const shDepth = rng.float(0.15, 0.3);
  let st = (s.seed >>> 0) || 1;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const den = h[6] * x + h[7] * y + h[8];
      const u = (h[0] * x + h[1] * y + h[2]) / den;
      const v = (h[3] * x + h[4] * y + h[5]) / den;
      const o = (y * W + x) * 3;
      const light = 1 - 0.35 * (Math.hypot(x - lx, y - ly) / diag) - shDepth * Math.exp(-((x - shx) ** 2 + (y - shy) ** 2) / (2 * shr * shr));
      st ^= st << 13;
      st ^= st >>> 17;
      st ^= st << 5;
      const noise = ((st >>> 24) - 128) / 32;
      if (u < 0 || v < 0 || u >= page.width - 1 || v >= page.height - 1) {
        for (let c = 0; c < 3; c++) out[o + c] = bg[c] * light + noise;
        continue;
      }
      const x0 = Math.floor(u);
      const y0 = Math.floor(v);
      const fx = u - x0;
      const fy = v - y0;
      const i00 = (y0 * pwI + x0) * 3;
      const i10 = i00 + 3;
      const i01 = i00 + pwI * 3;
      const i11 = i01 + 3;
      for (let c = 0; c < 3; c++) {
        const val = (pd[i00 + c] * (1 - fx) + pd[i10 + c] * fx) * (1 - fy) + (pd[i01 + c] * (1 - fx) + pd[i11 + c] * fx) * fy;
        // Paper under room light is never pure white.
        out[o + c] = val * 0.93 * light + noise;
      }
    }
  }
  const data = await sharp(Buffer.from(out.buffer), { raw: { width: W, height: H, channels: 3 } })
    .blur(rng.float(0.6, 1.1))
    .raw()
    .toBuffer();
  return { image: { width: W, height: H, channels: 3, data }, corners };
}

/** A portal screenshot: the page at screen resolution, crisp, no paper. */
export async function screenshot(pdfPath: string, page: number, dpi = 96): Promise<RawImage> {
  return renderPage(pdfPath, page, dpi);
}

export interface ScanVariantSettings {
  seed: number;
  dpi: number;
  rotationDegrees: number;
  stamp: boolean;
}

/** A flatbed scan of one page, optionally with a stamp and signature over it. */
export async function scanPage(pdfPath: string, page: number, s: ScanVariantSettings): Promise<RawImage> {
  let img = await renderPage(pdfPath, page, s.dpi);
  if (s.stamp) img = await stampAndSign(img, { seed: s.seed ^ 0x5a5a });
  return scan(img, { dpi: s.dpi, rotationDegrees: s.rotationDegrees, seed: s.seed });
}

/** A phone photo of one page (rendered at 200 dpi, then photographed). */
export async function photoPage(pdfPath: string, page: number, s: PhotoSettings & { stamp: boolean }): Promise<RawImage> {
  let img = await renderPage(pdfPath, page, 200);
  if (s.stamp) img = await stampAndSign(img, { seed: s.seed ^ 0x5a5a });
  return (await photograph(img, s)).image;
}
