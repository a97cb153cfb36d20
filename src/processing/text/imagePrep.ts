/**
 * Image preparation for OCR (docs/document-understanding.md, "Scans and photos"). A phone photo
 * of a page should read like a scan of it, and a poor scan like a good one:
 *
 *   1. the page quadrilateral is found against the background (threshold + the largest bright
 *      region, its four edges fitted as lines) and warped to a rectangle (homography, bilinear);
 *   2. uneven light and shadow are flattened (each pixel divided by the local paper brightness:
 *      a large-radius max-then-blur of the image, where the text has been filtered out);
 *   3. low contrast is stretched (ink to black, paper to white), and dot leaders are erased
 *      (Tesseract reads a row of periods as a word of junk letters that swallows the label);
 *   4. small text is enlarged: the text height is measured from the dark connected components,
 *      because an image's dpi metadata often lies (phones write 72, screenshots nothing);
 *   5. the remaining skew is measured and the image turned back by it, so that Tesseract reads
 *      level lines and the rules of a table run along pixel rows and columns;
 *   6. table rules (long thin horizontal and vertical lines) are erased: Tesseract's automatic
 *      page layout takes a ruled grid for a picture or cuts it into cells and drops their words
 *      (a ruled course table came out without its codes, credits and grades).
 *
 * Everything runs on raw 8-bit grayscale pixels in plain TypeScript; sharp only decodes, resizes
 * and encodes.
 */
import sharp from 'sharp';

export interface Gray {
  width: number;
  height: number;
  data: Uint8Array;
}

export interface Point {
  x: number;
  y: number;
}

/** Page corners, clockwise from the top-left. */
export type Quad = [Point, Point, Point, Point];

/**
 * Text height (px, as estimateTextHeight measures it) that Tesseract reads well: about 10-pt
 * print at 300 dpi (the Tesseract documentation's accuracy floor is 10 pt × 300 dpi). Measured
 * 31 px for 10-pt DejaVu Sans and 24 px for 10-pt Liberation Serif at 300 dpi; neither is enlarged.
 */
export const TARGET_TEXT_HEIGHT_PX = 28;
/** Enlarging by less than this is not worth the time (Tesseract is fine a little below target). */
export const MIN_UPSCALE = 1.25;
export const MAX_UPSCALE = 3;

// ---------------------------------------------------------------------------------------------
// Small helpers

export function histogram(img: Gray): Uint32Array {
  const h = new Uint32Array(256);
  const d = img.data;
  for (let i = 0; i < d.length; i++) h[d[i]]++;
  return h;
}

/** Otsu's threshold: the level that best separates the histogram into two classes. */
export function otsu(hist: Uint32Array): number {
  let total = 0;
  let sum = 0;
  for (let i = 0; i < 256; i++) {
    total += hist[i];
    sum += i * hist[i];
  }
  let wB = 0;
  let sumB = 0;
  let best = 0;
  let bestVar = -1;
  for (let t = 0; t < 256; t++) {
    wB += hist[t];
    if (wB === 0) continue;
    const wF = total - wB;
    if (wF === 0) break;
    sumB += t * hist[t];
    const mB = sumB / wB;
    const mF = (sum - sumB) / wF;
    const between = wB * wF * (mB - mF) * (mB - mF);
    if (between > bestVar) {
      bestVar = between;
      best = t;
    }
  }
  return best;
}

export function percentile(hist: Uint32Array, p: number): number {
  let total = 0;
  for (let i = 0; i < 256; i++) total += hist[i];
  const target = total * p;
  let acc = 0;
  for (let i = 0; i < 256; i++) {
    acc += hist[i];
    if (acc >= target) return i;
  }
  return 255;
}

export async function toGray(input: Buffer): Promise<Gray> {
  const { data, info } = await sharp(input, { limitInputPixels: 20000 * 20000 })
    .rotate()
    .flatten({ background: '#ffffff' })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) {
    const out = new Uint8Array(info.width * info.height);
    for (let i = 0; i < out.length; i++) out[i] = data[i * info.channels];
    return { width: info.width, height: info.height, data: out };
  }
  return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

export async function resizeGray(img: Gray, width: number, height: number, kernel: 'lanczos3' | 'linear' | 'cubic' = 'lanczos3'): Promise<Gray> {
  const { data, info } = await sharp(Buffer.from(img.data.buffer, img.data.byteOffset, img.data.length), { raw: { width: img.width, height: img.height, channels: 1 } })
    .resize(width, height, { kernel, fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

export function grayToPng(img: Gray, density?: number): Promise<Buffer> {
  let s = sharp(Buffer.from(img.data.buffer, img.data.byteOffset, img.data.length), { raw: { width: img.width, height: img.height, channels: 1 } });
  if (density) s = s.withMetadata({ density });
  // Fast compression: the PNG only travels to the tesseract process next to us.
  return s.toColourspace('b-w').png({ compressionLevel: 1 }).toBuffer();
}

// ---------------------------------------------------------------------------------------------
// Page quadrilateral (photos)

/** Fit x = a·t + b (least squares) to pairs [t, x]; drop points far off the first fit, refit. */
function fitLine(pts: Array<[number, number]>): { a: number; b: number } | null {
  const fit = (ps: Array<[number, number]>) => {
    const n = ps.length;
    if (n < 2) return null;
    let st = 0, sx = 0, stt = 0, stx = 0;
    for (const [t, x] of ps) {
      st += t;
      sx += x;
      stt += t * t;
      stx += t * x;
    }
    const den = n * stt - st * st;
    if (Math.abs(den) < 1e-9) return null;
    const a = (n * stx - st * sx) / den;
    return { a, b: (sx - a * st) / n };
  };
  const first = fit(pts);
  if (!first) return null;
  const res = pts.map(([t, x]) => Math.abs(x - (first.a * t + first.b)));
  const sorted = [...res].sort((p, q) => p - q);
  const cut = Math.max(1.5, sorted[Math.floor(sorted.length * 0.8)] * 1.5);
  return fit(pts.filter((_, i) => res[i] <= cut)) ?? first;
}

/**
 * The page in a photo: the largest bright region against a darker background, as four corners
 * (clockwise from the top-left, in the pixels of `img`). Null when the image is the page itself
 * (a scan or a screenshot: the bright region fills the frame) or no clear page stands out.
 * Expects a small image (a few hundred pixels a side).
 */
export function findPageQuad(img: Gray): Quad | null {
  const { width: w, height: h, data } = img;
  const hist = histogram(img);
  // Otsu splits desk from paper; the paper in a shadow or under a lamp's falloff can fall below
  // that split, so the page is grown down to halfway between the split and the desk's mean.
  const split = otsu(hist);
  let darkSum = 0, darkN = 0;
  for (let v = 0; v <= split; v++) (darkSum += v * hist[v]), (darkN += hist[v]);
  const t = darkN ? Math.round((split + darkSum / darkN) / 2) : split;
  // Largest 4-connected bright region.
  const label = new Int32Array(w * h).fill(-1);
  const stack = new Int32Array(w * h);
  let bestLabel = -1;
  let bestSize = 0;
  let next = 0;
  for (let start = 0; start < w * h; start++) {
    if (label[start] !== -1 || data[start] <= t) continue;
    let sp = 0;
    stack[sp++] = start;
    label[start] = next;
    let size = 0;
    while (sp > 0) {
      const p = stack[--sp];
      size++;
      const x = p % w;
      const y = (p - x) / w;
      if (x > 0 && label[p - 1] === -1 && data[p - 1] > t) (label[p - 1] = next), (stack[sp++] = p - 1);
      if (x < w - 1 && label[p + 1] === -1 && data[p + 1] > t) (label[p + 1] = next), (stack[sp++] = p + 1);
      if (y > 0 && label[p - w] === -1 && data[p - w] > t) (label[p - w] = next), (stack[sp++] = p - w);
      if (y < h - 1 && label[p + w] === -1 && data[p + w] > t) (label[p + w] = next), (stack[sp++] = p + w);
    }
    if (size > bestSize) {
      bestSize = size;
      bestLabel = next;
    }
    next++;
  }
  if (bestLabel < 0 || bestSize < 0.15 * w * h) return null;
  // A page that touches most of the frame's border is the whole image (scan, screenshot).
  let border = 0;
  for (let x = 0; x < w; x++) border += +(label[x] === bestLabel) + +(label[(h - 1) * w + x] === bestLabel);
  for (let y = 0; y < h; y++) border += +(label[y * w] === bestLabel) + +(label[y * w + w - 1] === bestLabel);
  if (border > 0.25 * 2 * (w + h)) return null;
  // The region must stand out: paper clearly brighter than what surrounds it, and the frame's
  // margin mostly background (a scanned page with a printed border has paper outside the border).
  let inSum = 0, inN = 0, outSum = 0, outN = 0;
  for (let i = 0; i < w * h; i++) {
    if (label[i] === bestLabel) (inSum += data[i]), inN++;
    else if (data[i] <= t) (outSum += data[i]), outN++;
  }
  if (outN < 0.03 * w * h || inSum / inN - outSum / Math.max(1, outN) < 35) return null;
  const ring = Math.max(1, Math.round(Math.min(w, h) * 0.02));
  let ringDark = 0, ringN = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (x >= ring && x < w - ring && y >= ring && y < h - ring) continue;
      ringN++;
      if (label[y * w + x] !== bestLabel && data[y * w + x] <= t) ringDark++;
    }
  }
  if (ringDark < 0.5 * ringN) return null;

  // Outer contour samples: first/last region pixel of every row and column.
  const rowL: Array<[number, number]> = [], rowR: Array<[number, number]> = [];
  const colT: Array<[number, number]> = [], colB: Array<[number, number]> = [];
  for (let y = 0; y < h; y++) {
    let l = -1, r = -1;
    for (let x = 0; x < w; x++) if (label[y * w + x] === bestLabel) { if (l < 0) l = x; r = x; }
    if (l >= 0) (rowL.push([y, l]), rowR.push([y, r]));
  }
  for (let x = 0; x < w; x++) {
    let tp = -1, bt = -1;
    for (let y = 0; y < h; y++) if (label[y * w + x] === bestLabel) { if (tp < 0) tp = y; bt = y; }
    if (tp >= 0) (colT.push([x, tp]), colB.push([x, bt]));
  }
  // Rough corners: extremes along the diagonals.
  const all: Point[] = [...rowL.map(([y, x]) => ({ x, y })), ...rowR.map(([y, x]) => ({ x, y }))];
  const ext = (f: (p: Point) => number) => all.reduce((b, p) => (f(p) > f(b) ? p : b), all[0]);
  const tl = ext((p) => -(p.x + p.y));
  const tr = ext((p) => p.x - p.y);
  const br = ext((p) => p.x + p.y);
  const bl = ext((p) => p.y - p.x);
  // Edges: contour samples between two corners, without the 15 % next to each corner (rounded,
  // blurred or dog-eared corners), fitted as lines; corners are where the lines meet.
  const inner = (pts: Array<[number, number]>, from: number, to: number) => {
    const lo = Math.min(from, to), hi = Math.max(from, to);
    const m = (hi - lo) * 0.15;
    return pts.filter(([t]) => t >= lo + m && t <= hi - m);
  };
  const top = fitLine(inner(colT, tl.x, tr.x)); // y = a·x + b
  const bottom = fitLine(inner(colB, bl.x, br.x));
  const left = fitLine(inner(rowL, tl.y, bl.y)); // x = a·y + b
  const right = fitLine(inner(rowR, tr.y, br.y));
  if (!top || !bottom || !left || !right) return null;
  const meet = (horiz: { a: number; b: number }, vert: { a: number; b: number }): Point => {
    // y = ha·x + hb, x = va·y + vb
    const y = (horiz.a * vert.b + horiz.b) / (1 - horiz.a * vert.a);
    return { x: vert.a * y + vert.b, y };
  };
  // Half a pixel outwards: the threshold crossing lies inside the blurred paper edge.
  const quad: Quad = [meet(top, left), meet(top, right), meet(bottom, right), meet(bottom, left)];
  if (!isConvex(quad) || quadArea(quad) < 0.15 * w * h) return null;
  return quad;
}

export function quadArea(q: Point[]): number {
  let s = 0;
  for (let i = 0; i < q.length; i++) {
    const a = q[i], b = q[(i + 1) % q.length];
    s += a.x * b.y - b.x * a.y;
  }
  return Math.abs(s) / 2;
}

function isConvex(q: Point[]): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const a = q[i], b = q[(i + 1) % 4], c = q[(i + 2) % 4];
    const cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (!Number.isFinite(cross) || Math.abs(cross) < 1e-6) return false;
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return true;
}

/** Solve A·x = b (n×n) by Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
    [m[c], m[p]] = [m[p], m[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r][c] / m[c][c];
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  return m.map((row, i) => row[n] / row[i]);
}

/** The homography taking `from[i]` to `to[i]` (four point pairs), 3×3 row-major. */
export function homography(from: Point[], to: Point[]): number[] {
  const a: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i++) {
    const { x, y } = from[i];
    const { x: u, y: v } = to[i];
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  return [...solve(a, b), 1];
}

export function applyHomography(hm: number[], p: Point): Point {
  const den = hm[6] * p.x + hm[7] * p.y + hm[8];
  return { x: (hm[0] * p.x + hm[1] * p.y + hm[2]) / den, y: (hm[3] * p.x + hm[4] * p.y + hm[5]) / den };
}

/** Side lengths of the rectangle a quad is warped to: the longer of each pair of opposite sides. */
export function quadSize(q: Quad): { width: number; height: number } {
  const d = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
  return { width: Math.max(d(q[0], q[1]), d(q[3], q[2])), height: Math.max(d(q[0], q[3]), d(q[1], q[2])) };
}

/**
 * Warp the quad of `src` to an upright `outW` × `outH` rectangle: every output pixel is mapped
 * back into the source by the homography and sampled bilinearly (white outside the source).
 */
export function warpPerspective(src: Gray, quad: Quad, outW: number, outH: number): Gray {
  const rect: Point[] = [{ x: 0, y: 0 }, { x: outW - 1, y: 0 }, { x: outW - 1, y: outH - 1 }, { x: 0, y: outH - 1 }];
  const hm = homography(rect, quad);
  const out = new Uint8Array(outW * outH);
  const { width: sw, height: sh, data } = src;
  for (let y = 0; y < outH; y++) {
    // Numerators and denominator are linear in x along the row: step them.
    let nu = hm[1] * y + hm[2], nv = hm[4] * y + hm[5], den = hm[7] * y + hm[8];
    for (let x = 0; x < outW; x++, nu += hm[0], nv += hm[3], den += hm[6]) {
      const u = nu / den, v = nv / den;
      const o = y * outW + x;
      if (u < 0 || v < 0 || u > sw - 1 || v > sh - 1) {
        out[o] = 255;
        continue;
      }
      const x0 = Math.min(sw - 2, Math.floor(u)), y0 = Math.min(sh - 2, Math.floor(v));
      const fx = u - x0, fy = v - y0;
      const i = y0 * sw + x0;
      const top = data[i] + (data[i + 1] - data[i]) * fx;
      const bot = data[i + sw] + (data[i + sw + 1] - data[i + sw]) * fx;
      out[o] = top + (bot - top) * fy + 0.5;
    }
  }
  return { width: outW, height: outH, data: out };
}

// ---------------------------------------------------------------------------------------------
// Light and contrast

/**
 * The paper brightness around every pixel, at low resolution: the image shrunk (area average)
 * to about `cells` pixels a side, a max filter that removes text lines, then a box blur.
 */
export async function paperLevel(img: Gray, cells = 96): Promise<Gray> {
  const k = Math.max(1, Math.max(img.width, img.height) / cells);
  const sw = Math.max(4, Math.round(img.width / k)), sh = Math.max(4, Math.round(img.height / k));
  const small = await resizeGray(img, sw, sh, 'linear');
  const max = (src: Uint8Array, r: number) => {
    const out = new Uint8Array(src.length);
    for (let y = 0; y < sh; y++) {
      for (let x = 0; x < sw; x++) {
        let m = 0;
        for (let dy = -r; dy <= r; dy++) {
          const yy = y + dy;
          if (yy < 0 || yy >= sh) continue;
          for (let dx = -r; dx <= r; dx++) {
            const xx = x + dx;
            if (xx >= 0 && xx < sw && src[yy * sw + xx] > m) m = src[yy * sw + xx];
          }
        }
        out[y * sw + x] = m;
      }
    }
    return out;
  };
  const box = (src: Uint8Array, r: number) => {
    const out = new Uint8Array(src.length);
    for (let y = 0; y < sh; y++) {
      for (let x = 0; x < sw; x++) {
        let s = 0, n = 0;
        for (let dy = -r; dy <= r; dy++) {
          const yy = y + dy;
          if (yy < 0 || yy >= sh) continue;
          for (let dx = -r; dx <= r; dx++) {
            const xx = x + dx;
            if (xx >= 0 && xx < sw) (s += src[yy * sw + xx]), n++;
          }
        }
        out[y * sw + x] = Math.round(s / n);
      }
    }
    return out;
  };
  return { width: sw, height: sh, data: box(max(small.data, 2), 3) };
}

/** How uneven the light is: the spread (5th to 95th percentile) of the paper level. */
export function unevenness(paper: Gray): number {
  const h = histogram(paper);
  return percentile(h, 0.95) - percentile(h, 0.05);
}

/**
 * Divide every pixel by the paper brightness around it (shadow, a lamp's falloff and the
 * vignetting of a phone photo disappear; ink stays as dark relative to its paper).
 */
export async function flattenBackground(img: Gray, paper?: Gray): Promise<Gray> {
  const p = paper ?? (await paperLevel(img));
  const full = await resizeGray(p, img.width, img.height, 'linear');
  const out = new Uint8Array(img.data.length);
  const d = img.data, q = full.data;
  for (let i = 0; i < d.length; i++) {
    const v = (d[i] * 250) / Math.max(16, q[i]);
    out[i] = v > 255 ? 255 : v;
  }
  return { width: img.width, height: img.height, data: out };
}

/**
 * Stretch a washed-out page: the ink level (the darkest 0.5 % of pixels) to black and the paper
 * level (the median: most of a page is paper) to white. Pages with enough contrast are left
 * alone, and so are pages whose "ink" is only the paper's own noise (a nearly blank page: the
 * stretch would turn its grain into specks).
 */
export function normalizeContrast(img: Gray): { image: Gray; stretched: boolean } {
  const h = histogram(img);
  const paper = percentile(h, 0.5);
  const ink = percentile(h, 0.005);
  // The paper's grain: the spread of the lighter pixels (under a fifth of a page is ink).
  const grain = Math.max(2, paper - percentile(h, 0.2));
  if (paper - ink >= 160 || paper - ink < Math.max(24, 8 * grain)) return { image: img, stretched: false };
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++) lut[v] = Math.max(0, Math.min(255, Math.round(((v - ink) * 250) / (paper - ink))));
  const out = new Uint8Array(img.data.length);
  for (let i = 0; i < out.length; i++) out[i] = lut[img.data[i]];
  return { image: { width: img.width, height: img.height, data: out }, stretched: true };
}

/**
 * Where between ink and paper the white point of `whitenFills` lies: the paper, the light fill of a
 * shaded header or of zebra rows (a tenth to a fifth below the paper) and a light watermark or
 * scanner grain above it become white; the ink and grey print keep their contrast.
 */
export const WHITE_POINT = 0.8;
/** Paper at or above this level is white already. */
const WHITE_PAPER = 246;

/**
 * Light fills and grey paper to white. A page that is not washed out (the contrast stretch leaves
 * it) still has paper at about 235 and a shaded header or zebra row at 210-220: Tesseract's own
 * binarization then takes the words on the fill for part of a dark block ("Nr. Modul" on a grey
 * header read as "nr. aa !", the cells of grey rows read with half their digits). The levels from
 * the ink to the white point are stretched over the whole range; everything lighter is white.
 * White paper is left as drawn, unless `bandRows` is given and the page has a tinted band at least
 * that many pixel rows tall (hasTintedBand): a photo's flattened paper is white, and its header band
 * stays at 210-220, which Tesseract's layout then drops with the words on it.
 */
export function whitenFills(img: Gray, bandRows?: number): { image: Gray; whitened: boolean } {
  const h = histogram(img);
  const paper = percentile(h, 0.5);
  const ink = percentile(h, 0.005);
  // Too little contrast to tell a fill from faint ink (normalizeContrast deals with those pages);
  // or white paper already (a rendered page, a flattened photo): the glyphs' edges are left as drawn.
  if (paper - ink < 100 || (paper >= WHITE_PAPER && !(bandRows && hasTintedBand(img, paper, ink, bandRows)))) return { image: img, whitened: false };
  const white = Math.round(ink + WHITE_POINT * (paper - ink));
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++) lut[v] = v >= white ? 255 : Math.max(0, Math.round(((v - ink) * 255) / (white - ink)));
  const out = new Uint8Array(img.data.length);
  for (let i = 0; i < out.length; i++) out[i] = lut[img.data[i]];
  return { image: { width: img.width, height: img.height, data: out }, whitened: true };
}

/** Light tint: between this share of the way from the ink to the paper and TINT_BELOW_PAPER below the paper. */
const TINT_FROM = 0.7;
const TINT_BELOW_PAPER = 15;
/** A row of a band: at least this share of its pixels tinted. */
const TINT_ROW_SHARE = 0.4;

/**
 * Whether the page has a tinted band (a shaded table header, a coloured title bar) at least
 * `minRows` pixel rows tall: consecutive rows most of whose pixels are a light tint, neither
 * paper nor ink. The residue of an erased rule or a line of text is a few rows; a band that
 * holds a line of text is taller than the text.
 */
export function hasTintedBand(img: Gray, paper: number, ink: number, minRows: number): boolean {
  const { width: w, height: h, data } = img;
  const lo = ink + TINT_FROM * (paper - ink), hi = paper - TINT_BELOW_PAPER;
  if (hi <= lo) return false;
  let run = 0;
  for (let y = 0; y < h; y++) {
    let n = 0;
    for (let i = y * w, end = i + w; i < end; i++) if (data[i] >= lo && data[i] <= hi) n++;
    run = n > w * TINT_ROW_SHARE ? run + 1 : 0;
    if (run >= minRows) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Text size

/** A dark connected component (8-connected): its box (inclusive) and its number of pixels. */
export interface Component {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  n: number;
}

/** The dark connected components (8-connected, at or below `threshold`, default Otsu's capped at 200). */
export function darkComponents(img: Gray, threshold?: number): Component[] {
  const { width: w, height: h, data } = img;
  const t = threshold ?? Math.min(otsu(histogram(img)), 200);
  const seen = new Uint8Array(w * h);
  const stack = new Int32Array(w * h);
  const out: Component[] = [];
  for (let start = 0; start < w * h; start++) {
    if (seen[start] || data[start] > t) continue;
    let sp = 0;
    stack[sp++] = start;
    seen[start] = 1;
    let minX = w, maxX = 0, minY = h, maxY = 0, n = 0;
    while (sp > 0) {
      const p = stack[--sp];
      n++;
      const x = p % w;
      const y = (p - x) / w;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= w) continue;
          const q = yy * w + xx;
          if (!seen[q] && data[q] <= t) (seen[q] = 1), (stack[sp++] = q);
        }
      }
    }
    out.push({ x0: minX, y0: minY, x1: maxX, y1: maxY, n });
  }
  return out;
}

/**
 * The ink-weighted median height (px) of the character-sized dark connected components
 * (8-connected, below Otsu's threshold): for Latin print about the cap height. Null when the
 * page shows too few characters to tell.
 */
export function estimateTextHeight(img: Gray): number | null {
  return textHeightOf(darkComponents(img), img.height);
}

/** estimateTextHeight over components already found (of an image `imageHeight` pixels high). */
export function textHeightOf(components: Component[], imageHeight: number): number | null {
  const heights: number[] = [];
  const weights: number[] = [];
  const maxH = Math.max(8, imageHeight / 12);
  for (const c of components) {
    const cw = c.x1 - c.x0 + 1, ch = c.y1 - c.y0 + 1;
    // Characters: not specks, not rules or table lines, not blocks (photos, logos, stamps).
    if (ch < 4 || ch > maxH || c.n < 6 || cw > ch * 5 || ch > cw * 8) continue;
    // (A page set sideways measures its letters' widths: it may be enlarged a little needlessly,
    // which costs time, not accuracy; the longer side would misjudge the joined words of
    // Devanagari.)
    heights.push(ch);
    weights.push(c.n);
  }
  if (heights.length < 15) return null;
  // Weighted by ink: the dots, accents and vowel marks of Arabic, Devanagari or Thai are many
  // small components but little ink.
  const order = heights.map((_, i) => i).sort((a, b) => heights[a] - heights[b]);
  const total = weights.reduce((a, b) => a + b, 0);
  let acc = 0;
  for (const i of order) {
    acc += weights[i];
    if (acc >= total / 2) return heights[i];
  }
  return heights[order[order.length - 1]];
}

/** Fewest dots in a row that make a leader: an ellipsis ("...") or "i.e." stays. */
export const MIN_LEADER_DOTS = 6;

/**
 * The dot leaders of a page (`Name of the Candidate ........ KEERTHANA`, dotted fill-in lines):
 * rows of at least MIN_LEADER_DOTS dot-sized components on one baseline, evenly spaced, with no
 * other ink between them. Tesseract reads such a row as a word of junk letters
 * ("cccccsceseeseeeteees") that swallows the label or the value next to it; the text layer of
 * the same document gives the dots as periods, which the key-value reader skips. Returns the
 * components of the leaders' dots.
 */
export function findDotLeaders(components: Component[], textHeightPx: number): Component[] {
  if (!(textHeightPx > 0)) return [];
  const maxDot = Math.max(2, textHeightPx * 0.35);
  const isDot = (c: Component) => {
    const w = c.x1 - c.x0 + 1, h = c.y1 - c.y0 + 1;
    return w <= maxDot && h <= maxDot && Math.max(w, h) <= 2.5 * Math.min(w, h);
  };
  const dots = components.filter(isDot).sort((a, b) => a.x0 - b.x0);
  const others = components.filter((c) => !isDot(c));
  const tol = Math.max(1.5, textHeightPx * 0.2);
  const maxGap = textHeightPx * 1.2;
  const cy = (c: Component) => (c.y0 + c.y1) / 2;
  type Run = Component[];
  const runs: Run[] = [];
  let active: Run[] = [];
  for (const d of dots) {
    active = active.filter((r) => d.x0 - r[r.length - 1].x1 <= maxGap);
    let best: Run | null = null;
    for (const r of active) {
      const last = r[r.length - 1];
      if (last.x1 >= d.x0 || Math.abs(cy(last) - cy(d)) > tol) continue;
      if (!best || Math.abs(cy(last) - cy(d)) < Math.abs(cy(best[best.length - 1]) - cy(d))) best = r;
    }
    if (best) best.push(d);
    else {
      const r = [d];
      runs.push(r);
      active.push(r);
    }
  }
  const out: Component[] = [];
  for (const r of runs) {
    if (r.length < MIN_LEADER_DOTS) continue;
    // Evenly spaced: a printed leader repeats one glyph at one advance.
    const steps = r.slice(1).map((d, i) => d.x0 - r[i].x0);
    const mean = steps.reduce((a, b) => a + b, 0) / steps.length;
    const sd = Math.sqrt(steps.reduce((a, b) => a + (b - mean) ** 2, 0) / steps.length);
    if (sd > Math.max(1.5, mean * 0.35)) continue;
    // Nothing else between the dots on their baseline (a row of periods inside text is not a leader).
    const y0 = Math.min(...r.map((d) => d.y0)), y1 = Math.max(...r.map((d) => d.y1));
    const x0 = r[0].x1, x1 = r[r.length - 1].x0;
    if (others.some((c) => c.x0 > x0 && c.x1 < x1 && c.y0 <= y1 && c.y1 >= y0)) continue;
    out.push(...r);
  }
  return out;
}

/** Paint the boxes (scaled by `k`, grown by `pad` pixels) with the paper level. */
export function eraseBoxes(img: Gray, boxes: Component[], k = 1, pad = 1): Gray {
  const { width: w, height: h } = img;
  const paper = percentile(histogram(img), 0.5);
  const out = new Uint8Array(img.data);
  for (const b of boxes) {
    const x0 = Math.max(0, Math.floor(b.x0 * k) - pad), x1 = Math.min(w - 1, Math.ceil((b.x1 + 1) * k - 1) + pad);
    const y0 = Math.max(0, Math.floor(b.y0 * k) - pad), y1 = Math.min(h - 1, Math.ceil((b.y1 + 1) * k - 1) + pad);
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) if (out[y * w + x] < paper) out[y * w + x] = paper;
  }
  return { width: w, height: h, data: out };
}

/** The enlargement that brings text of median height `textHeightPx` to the target (1 = none). */
export function upscaleFactor(textHeightPx: number | null): number {
  if (!textHeightPx) return 1;
  const f = TARGET_TEXT_HEIGHT_PX / textHeightPx;
  return f < MIN_UPSCALE ? 1 : Math.min(MAX_UPSCALE, f);
}

// ---------------------------------------------------------------------------------------------
// Skew

/**
 * Estimate the skew of a text image (degrees, positive = clockwise) by the projection-profile
 * method: the angle at which row sums of dark pixels vary most. Works on a downscaled copy.
 */
export async function estimateSkewGray(img: Gray, maxAngle = 4, step = 0.25): Promise<number> {
  const target = 800;
  const scale = Math.min(1, target / Math.max(img.width, img.height));
  const small = scale < 1 ? await resizeGray(img, Math.max(1, Math.round(img.width * scale)), Math.max(1, Math.round(img.height * scale))) : img;
  const { width: w, height: h, data } = small;
  const dark: Array<[number, number]> = [];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) if (data[y * w + x] < 160) dark.push([x, y]);
  }
  if (dark.length < 50) return 0;
  const cx = w / 2;
  const score = (deg: number): number => {
    const t = (deg * Math.PI) / 180;
    const sin = Math.sin(t), cos = Math.cos(t);
    const bins = new Float64Array(h * 2 + 10);
    for (const [x, y] of dark) {
      // Row of the point after rotating by -deg around the centre column.
      const yr = Math.round(y * cos - (x - cx) * sin) + h;
      if (yr >= 0 && yr < bins.length) bins[yr]++;
    }
    let s = 0;
    for (let i = 1; i < bins.length; i++) s += (bins[i] - bins[i - 1]) ** 2;
    return s;
  };
  let best = 0;
  let bestScore = score(0);
  for (let a = -maxAngle; a <= maxAngle + 1e-9; a += step) {
    if (Math.abs(a) < 1e-9) continue;
    const s = score(a);
    if (s > bestScore * 1.02) {
      bestScore = s;
      best = a;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// The whole preparation

/** What was done to an image before OCR (for logs and tests). */
export type PrepStep = 'page-warp' | 'flatten' | 'contrast' | 'whiten' | 'undot' | 'upscale' | 'deskew' | 'unrule';

export interface PreparedImage {
  png: Buffer;
  /** Resolution of the prepared pixels. */
  dpi: number;
  widthPx: number;
  heightPx: number;
  /** Page size in points. */
  widthPt: number;
  heightPt: number;
  /**
   * Measured skew in degrees (clockwise positive). With the 'deskew' step the image was turned
   * back by it (the words come out level); otherwise the word boxes are rotated back by it.
   */
  skew: number;
  steps: PrepStep[];
  /** Median height of the characters before enlarging (px), null when too few to tell. */
  textHeightPx: number | null;
  /** Where the page was found in the (EXIF-upright) input, when it was a photo. */
  quad: Quad | null;
}

export interface PrepareOptions {
  /** The true resolution when known (a PDF page rendered at that dpi). */
  dpiHint?: number;
  /** Measure the skew and turn the image back by it (default true). */
  deskew?: boolean;
  /** Erase table rules before OCR (default true). */
  removeRules?: boolean;
  /** Erase dot leaders before OCR (default true). */
  removeDotLeaders?: boolean;
  /** Turn light fills and grey paper white (default true; whitenFills). */
  whitenFills?: boolean;
  /** Look for a page against a background (default true; a rendered PDF page needs none). */
  findPage?: boolean;
}

/** Paper brightness spread (gray levels) above which the light is flattened. */
const UNEVEN_LIGHT = 28;

/**
 * Prepare an image for OCR: upright (EXIF), the page cut out of a photo and squared, light
 * flattened, contrast stretched when washed out, small text enlarged, skew measured.
 */
export async function prepareForOcr(input: Buffer, o: PrepareOptions = {}): Promise<PreparedImage> {
  const meta = await sharp(input).metadata();
  const source = await toGray(input);
  let img = source;
  const steps: PrepStep[] = [];
  let quad: Quad | null = null;
  if (o.findPage !== false) {
    const k = Math.max(1, Math.max(img.width, img.height) / 400);
    const small = k > 1 ? await resizeGray(img, Math.max(8, Math.round(img.width / k)), Math.max(8, Math.round(img.height / k)), 'linear') : img;
    const q = findPageQuad(small);
    if (q) {
      const sx = img.width / small.width, sy = img.height / small.height;
      quad = q.map((p) => ({ x: (p.x + 0.5) * sx - 0.5, y: (p.y + 0.5) * sy - 0.5 })) as Quad;
      const size = quadSize(quad);
      img = warpPerspective(img, quad, Math.round(size.width), Math.round(size.height));
      steps.push('page-warp');
    }
  }
  const paper = await paperLevel(img);
  if (quad || unevenness(paper) > UNEVEN_LIGHT) {
    img = await flattenBackground(img, paper);
    steps.push('flatten');
  }
  const c = normalizeContrast(img);
  if (c.stretched) {
    img = c.image;
    steps.push('contrast');
  }
  // The image's own density when plausible (never for a photo: phones write 72 or nothing);
  // otherwise a page about 8.5 in wide. This only sizes the page in points.
  const density = meta.density && meta.density >= 70 && meta.density <= 1200 && meta.density !== 72 ? meta.density : undefined;
  let dpi = o.dpiHint ?? (!quad && density ? density : Math.max(36, img.width / 8.5));
  const widthPt = (img.width * 72) / dpi;
  const heightPt = (img.height * 72) / dpi;
  // Enlarge by the measured text height; the declared resolution only when no text is measurable
  // (the metadata of a downscaled screenshot or photo says nothing about its letters).
  // Very large images are measured at half size (the labelling needs memory per pixel).
  const half = img.width * img.height > 12e6;
  const measuredOn = half ? await resizeGray(img, Math.round(img.width / 2), Math.round(img.height / 2), 'linear') : img;
  const components = darkComponents(measuredOn);
  const measured = textHeightOf(components, measuredOn.height);
  const textHeightPx = measured === null ? null : half ? measured * 2 : measured;
  if (o.removeDotLeaders !== false && measured !== null) {
    const leaders = findDotLeaders(components, measured);
    if (leaders.length) {
      img = eraseBoxes(img, leaders, half ? 2 : 1, half ? 2 : 1);
      steps.push('undot');
    }
  }
  let scale = upscaleFactor(textHeightPx);
  // A page rendered from a PDF at a known low dpi is brought to 300 dpi at least, as before the
  // text height was measured (the renderer's dpi does not lie).
  if (o.dpiHint && dpi < 250) scale = Math.max(scale, Math.min(MAX_UPSCALE, 300 / dpi));
  else if (textHeightPx === null && density && dpi < 250) scale = Math.min(MAX_UPSCALE, 300 / dpi);
  if (scale > 1) {
    img = await resizeGray(img, Math.round(img.width * scale), Math.round(img.height * scale), 'lanczos3');
    dpi *= scale;
    steps.push('upscale');
  }
  const skew = o.deskew === false ? 0 : await estimateSkewGray(img);
  if (skew) {
    img = await rotateGray(img, -skew);
    steps.push('deskew');
  }
  if (o.removeRules !== false && textHeightPx) {
    const r = removeRules(img, textHeightPx * scale);
    if (r.removed) {
      img = r.image;
      steps.push('unrule');
    }
  }
  // Last: the text's size, the dot leaders and the rules were measured on the page as scanned (a
  // whitened light rule would be left in dashes the rule finder no longer sees as one line).
  if (o.whitenFills !== false) {
    // A flattened photo's band is at least a line of text tall (its text height, enlarged).
    const w = whitenFills(img, steps.includes('flatten') && textHeightPx ? textHeightPx * scale : undefined);
    if (w.whitened) {
      img = w.image;
      steps.push('whiten');
    }
  }
  const png = await grayToPng(img);
  return { png, dpi, widthPx: img.width, heightPx: img.height, widthPt, heightPt, skew, steps, textHeightPx, quad };
}

// ---------------------------------------------------------------------------------------------
// Deskew and table rules

/**
 * Turn an image by `degrees` (clockwise positive) about its centre, keeping its size (the
 * corners that leave the frame are cut, those that come in are white). A word at (x, y) ends
 * where `straighten` in ./tesseractOcr would put its box.
 */
export async function rotateGray(img: Gray, degrees: number): Promise<Gray> {
  if (!degrees) return img;
  const { data, info } = await sharp(Buffer.from(img.data.buffer, img.data.byteOffset, img.data.length), { raw: { width: img.width, height: img.height, channels: 1 } })
    .rotate(degrees, { background: { r: 255, g: 255, b: 255 } })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const left = Math.max(0, Math.round((info.width - img.width) / 2));
  const top = Math.max(0, Math.round((info.height - img.height) / 2));
  const out = new Uint8Array(img.width * img.height).fill(255);
  for (let y = 0; y < img.height && y + top < info.height; y++) {
    const from = (y + top) * info.width + left;
    out.set(data.subarray(from, from + Math.min(img.width, info.width - left)), y * img.width);
  }
  return { width: img.width, height: img.height, data: out };
}

/**
 * Erase the rules of tables and boxes: dark runs at least `5 ×` the text height long
 * horizontally or `4 ×` vertically (no printed character is that long: a tall capital of a
 * heading twice the body size is about 2 ×), and thin (at most about a third of the text height
 * thick, so a dark band with white text on it, or a bold stroke, stays). A rule that drifts by a
 * pixel (the residue of a photo's perspective or of a skew under the measuring step) is followed
 * across neighbouring rows. Returns the image unchanged (`removed` false) when it has no rules.
 */
export function removeRules(img: Gray, textHeightPx: number): { image: Gray; removed: boolean } {
  const { width: w, height: h, data } = img;
  if (!(textHeightPx > 0) || w < 3 || h < 3) return { image: img, removed: false };
  // Rules are often fainter than the text (hairlines, a photo's blur): anything clearly darker
  // than the paper counts, not only what Otsu's threshold calls ink.
  const hist = histogram(img);
  const t = Math.max(otsu(hist), Math.min(200, percentile(hist, 0.5) - 30));
  const minH = Math.max(40, Math.round(textHeightPx * 5));
  const minV = Math.max(30, Math.round(textHeightPx * 4));
  const maxThick = Math.max(2, Math.round(textHeightPx * 0.35));
  const gap = 2;
  const n = w * h;
  // Every pass runs along rows (memory order), with per-column state where it goes down columns.
  const dark = new Uint8Array(n);
  for (let i = 0; i < n; i++) dark[i] = data[i] <= t ? 1 : 0;
  // thinH: pixels of possible horizontal rules, darker (by RIDGE gray levels) than the pixels a
  // rule's thickness above and below; thinV: of vertical rules, than those left and right. A
  // ridge, not a threshold: a rule crossing a shaded header is as dark as the shade is light.
  const RIDGE = 40;
  const k = maxThick + 1;
  const thinH = new Uint8Array(n);
  const thinV = new Uint8Array(n);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      const p = row + x;
      const v = data[p] + RIDGE;
      if (v > 255) continue;
      const up = y - k >= 0 ? data[p - k * w] : 255, down = y + k < h ? data[p + k * w] : 255;
      if (v <= up && v <= down) thinH[p] = 1;
      const left = x - k >= 0 ? data[p - k] : 255, right = x + k < w ? data[p + k] : 255;
      if (v <= left && v <= right) thinV[p] = 1;
    }
  }
  const erase = new Uint8Array(n);
  let removed = false;
  // Horizontal rules: runs along row y of thin pixels in rows y-1..y+1, gaps of ≤ 2 px bridged.
  for (let y = 0; y < h; y++) {
    const row = y * w, up = y > 0 ? row - w : row, down = y < h - 1 ? row + w : row;
    let start = -1, last = -1;
    for (let x = 0; x <= w; x++) {
      const on = x < w && (thinH[row + x] | thinH[up + x] | thinH[down + x]) === 1;
      if (on && start >= 0 && x - last - 1 <= gap) {
        last = x;
        continue;
      }
      // A run ends at the first pixel on past the gap, or at the row's end.
      if (!on && x < w) continue;
      if (start >= 0 && last - start + 1 >= minH) {
        removed = true;
        for (let k = start; k <= last; k++) {
          if (thinH[up + k]) erase[up + k] = 1;
          if (thinH[row + k]) erase[row + k] = 1;
          if (thinH[down + k]) erase[down + k] = 1;
        }
      }
      start = on ? x : -1;
      last = on ? x : -1;
    }
  }
  // Vertical rules: the same down each column (state per column); where a horizontal rule
  // crosses, the vertical one goes on (the crossing is not thin).
  const eraseV = new Uint8Array(n);
  const vStart = new Int32Array(w).fill(-1);
  const vLast = new Int32Array(w).fill(-1);
  const flushV = (x: number) => {
    if (vStart[x] >= 0 && vLast[x] - vStart[x] + 1 >= minV) {
      removed = true;
      for (let y = vStart[x]; y <= vLast[x]; y++) {
        const row = y * w;
        for (let xx = Math.max(0, x - 1); xx <= Math.min(w - 1, x + 1); xx++) if (thinV[row + xx]) eraseV[row + xx] = 1;
      }
    }
  };
  for (let y = 0; y <= h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      const p = row + x;
      const on = y < h && (thinV[p] === 1 || erase[p] === 1 || (x > 0 && thinV[p - 1] === 1) || (x < w - 1 && thinV[p + 1] === 1));
      if (on && vStart[x] >= 0 && y - vLast[x] - 1 <= gap) {
        vLast[x] = y;
        continue;
      }
      if (!on && y < h) continue;
      if (vStart[x] >= 0) flushV(x);
      vStart[x] = on ? y : -1;
      vLast[x] = on ? y : -1;
    }
  }
  if (!removed) return { image: img, removed: false };
  // Where two rules cross, the ink is thick both ways: erased when a rule goes on at both sides
  // (within a rule's thickness), along the row for a horizontal rule, the column for a vertical.
  const reach = maxThick + 1;
  const crossings: number[] = [];
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      const p = row + x;
      if (!dark[p] || erase[p] || eraseV[p]) continue;
      let a = false, b = false;
      for (let k = 1; k <= reach && !(a && b); k++) {
        if (!a && x - k >= 0 && erase[p - k]) a = true;
        if (!b && x + k < w && erase[p + k]) b = true;
      }
      if (!(a && b)) {
        a = false;
        b = false;
        for (let k = 1; k <= reach && !(a && b); k++) {
          if (!a && y - k >= 0 && eraseV[p - k * w]) a = true;
          if (!b && y + k < h && eraseV[p + k * w]) b = true;
        }
      }
      if (a && b) crossings.push(p);
    }
  }
  for (let i = 0; i < n; i++) erase[i] |= eraseV[i];
  for (const p of crossings) erase[p] = 1;
  const out = new Uint8Array(data);
  // The rule's pixels and the grey anti-aliasing fringe around them (not darker than the rule's
  // own threshold: a character touching the rule keeps its ink) take the shade around the rule:
  // the lightest of the pixels a rule's thickness away on the four sides, rules left out. On
  // white paper that is white; inside a shaded header it is the shade (white stripes would cut
  // the header's words into boxes of their own).
  const d = maxThick + 2;
  const around = (x: number, y: number): number => {
    let v = -1;
    if (y - d >= 0 && !erase[(y - d) * w + x]) v = Math.max(v, data[(y - d) * w + x]);
    if (y + d < h && !erase[(y + d) * w + x]) v = Math.max(v, data[(y + d) * w + x]);
    if (x - d >= 0 && !erase[y * w + x - d]) v = Math.max(v, data[y * w + x - d]);
    if (x + d < w && !erase[y * w + x + d]) v = Math.max(v, data[y * w + x + d]);
    return v < 0 ? 255 : v;
  };
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      const p = row + x;
      if (!erase[p]) continue;
      const shade = around(x, y);
      out[p] = shade;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= w) continue;
          const q = yy * w + xx;
          if (!dark[q] && !erase[q] && out[q] < shade) out[q] = shade;
        }
      }
    }
  }
  return { image: { width: w, height: h, data: out }, removed: true };
}
