/**
 * Error level analysis for JPEG images, done across a range of qualities ("JPEG ghosts").
 *
 * The image is recompressed with sharp at each quality of a fixed grid and the error of every
 * 8×8 block (aligned with the JPEG grid) is measured. An area that was saved as JPEG at quality
 * q before its last save shows a dip in error when recompressed at q: its coefficients are
 * already quantized for q. When most of the image shows such a dip at a quality coarser than the
 * last save and a compact region does not, that region has a different compression history —
 * it was pasted in (from another image, or rendered fresh) before the last save.
 *
 * A single-compressed image has no dip except at its last quality: its error level is uniform
 * in this sense and the check passes.
 */
import sharp from 'sharp';
import type { PixelBox } from './image/regions';

const BLOCK = 8;
const MAX_PIXELS = 16_000_000;
const MIN_SIDE = 64;
/** An informative block has at least this much recompression error next to its dip quality. */
const MIN_REF_ERROR = 2;
/** An earlier compression is recognised when the typical block's error ratio at it is below this. */
const MAX_PRIMARY_DIP = 0.6;
/** Blocks sampled when looking for the earlier quality. */
const SEARCH_BLOCKS = 24_000;

export interface ElaRegion extends PixelBox {
  /** The region's error ratio at the earlier quality (≈1: no dip; typical windows are far lower). */
  ratio: number;
}

export interface ElaResult {
  analysed: boolean;
  /** Why the analysis could not be done (too small, undecodable). */
  reason?: string;
  width: number;
  height: number;
  /** Quality of the last save, estimated from the quantization table (null when non-standard). */
  lastQuality: number | null;
  /** Quality of an earlier compression found across the image (null: single compression seen). */
  primaryQuality: number | null;
  /** The typical window's error ratio at the earlier quality (low: a clear dip). */
  typicalRatio: number | null;
  regions: ElaRegion[];
  /**
   * Regions whose DCT coefficients take values a double compression cannot produce, on a page
   * whose other blocks do not (`doubleQuantizationRegions`): pasted in before the last save.
   */
  dqRegions?: DqRegion[];
}

export interface DqRegion {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Share of the region's informative coefficients on unreachable values, and the page's. */
  share: number;
  pageShare: number;
  /** Binomial z-score of the region's share against the page's typical window. */
  z: number;
  /** The earlier quality the page's blocks were found compressed at. */
  primaryQuality: number;
  /**
   * `unreachable` (an earlier save coarser than the last: share and pageShare are shares of
   * coefficients on unreachable values) or `missing-peaks` (an earlier save finer than the last:
   * share and pageShare are mean log-likelihood ratios per coefficient, double against single
   * compression; negative favours a single one).
   */
  kind?: 'unreachable' | 'missing-peaks';
}

const STD_LUMA = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103,
  77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];

function scaledTable(q: number): number[] {
  const s = q < 50 ? 5000 / q : 200 - 2 * q;
  return STD_LUMA.map((v) => Math.min(255, Math.max(1, Math.floor((v * s + 50) / 100))));
}

/** The luminance quantization table of a JPEG (first DQT table 0), or null. */
export function lumaTable(jpeg: Buffer): number[] | null {
  let i = 2;
  while (i + 4 <= jpeg.length) {
    if (jpeg[i] !== 0xff) return null;
    const marker = jpeg[i + 1];
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    const len = jpeg.readUInt16BE(i + 2);
    if (marker === 0xdb) {
      let p = i + 4;
      const end = i + 2 + len;
      while (p < end) {
        const pq = jpeg[p] >> 4;
        const tq = jpeg[p] & 0x0f;
        const size = pq ? 128 : 64;
        if (tq === 0) {
          const t: number[] = [];
          for (let k = 0; k < 64; k++) t.push(pq ? jpeg.readUInt16BE(p + 1 + 2 * k) : jpeg[p + 1 + k]);
          return t;
        }
        p += 1 + size;
      }
    }
    if (marker === 0xda) return null;
    i += 2 + len;
  }
  return null;
}

/** The IJG quality whose standard table matches the JPEG's luminance table, or null (custom tables). */
export function estimateQuality(jpeg: Buffer): number | null {
  const table = lumaTable(jpeg);
  if (!table) return null;
  const sorted = [...table].sort((a, b) => a - b);
  let best: number | null = null;
  let bestErr = Infinity;
  for (let q = 1; q <= 100; q++) {
    const s = scaledTable(q).sort((a, b) => a - b);
    let err = 0;
    for (let k = 0; k < 64; k++) err += Math.abs(s[k] - sorted[k]);
    if (err < bestErr) {
      bestErr = err;
      best = q;
    }
  }
  // A custom table (camera, Photoshop) is not an IJG scaling: report no estimate.
  return bestErr <= 32 ? best : null;
}

interface Gray {
  data: Buffer;
  width: number;
  height: number;
}

async function toGray(input: Buffer | sharp.Sharp): Promise<Gray> {
  const pipeline = Buffer.isBuffer(input) ? sharp(input, { failOn: 'none' }) : input;
  const { data, info } = await pipeline.greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export async function errorLevelAnalysis(image: Buffer, opts: { isJpeg: boolean } = { isJpeg: true }): Promise<ElaResult> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(image, { failOn: 'none' }).metadata();
  } catch (err) {
    return notAnalysed(`the image could not be decoded (${(err as Error).message})`);
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width < MIN_SIDE || height < MIN_SIDE) return notAnalysed(`the image is too small (${width}×${height} px)`, width, height);
  if (width * height > MAX_PIXELS) return notAnalysed(`the image is too large for error level analysis (${width}×${height} px)`, width, height);

  const lastQuality = opts.isJpeg ? estimateQuality(image) : null;
  const { data: rgb, info } = await sharp(image, { failOn: 'none' }).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels as 1 | 2 | 3 | 4 };
  const original = await toGray(sharp(rgb, { raw }));
  const bw = Math.floor(original.width / BLOCK);
  const bh = Math.floor(original.height / BLOCK);
  const n = bw * bh;

  // Earlier qualities are looked for between 45 and 5 below the last save; each needs its
  // neighbours on the grid. Without a standard table the whole range is swept.
  if (lastQuality !== null && lastQuality < 55) {
    return { analysed: true, width, height, lastQuality, primaryQuality: null, typicalRatio: null, regions: [], dqRegions: [] };
  }
  const top = lastQuality ?? 100;
  // Every quality is tried near the last save (an earlier save at 87 shows no dip at 85 or 90),
  // every fifth one further down; each candidate is compared with qualities a few steps away.
  const fine = Math.max(43, top - 30);
  const candidates: Array<{ q: number; lo: number; hi: number }> = [];
  for (let q = 45; q < fine; q += 5) candidates.push({ q, lo: q - 5, hi: q + 5 });
  for (let q = fine; q <= Math.min(97, top + 3); q++) candidates.push({ q, lo: q - 3, hi: q + 3 });
  const grid = new Set<number>();
  for (const c of candidates) [c.q, c.lo, c.hi].forEach((q) => grid.add(q));
  if (lastQuality) grid.add(lastQuality);
  const qualities = [...grid].sort((a, b) => a - b);
  // Recompression error per block, computed in the DCT domain: the JPEG DCT is orthonormal, so
  // the pixel error of requantizing a block at quality q is the coefficients' quantization error
  // (Parseval) — the same figure an encode/decode at q gives, without a full encode per quality.
  const coefficients = blockDct(original, bw, bh);
  const dqRegions = lastQuality !== null ? [...doubleQuantizationRegions(image, coefficients, bw, bh, lastQuality), ...finerFirstRegions(image, original, coefficients, bw, bh, lastQuality)] : [];
  // The search reads a bounded sample of blocks (every `stride`-th); only the quality found is
  // then computed for every block, for the region map.
  const stride = Math.max(1, Math.ceil(n / SEARCH_BLOCKS));
  const errors = new Map<number, Float32Array>();
  for (const q of qualities) errors.set(q, requantizationErrors(coefficients, n, scaledTable(q), stride));

  // The last save's quality: the estimate, or the quality with the deepest error minimum.
  const medianAt = (q: number) => median(Array.from(errors.get(q)!).filter((v) => v > 0));
  const qLast = lastQuality ?? qualities.reduce((best, q) => (medianAt(q) < medianAt(best) ? q : best), qualities[qualities.length - 1]);

  let primary: { q: number; lo: number; hi: number; medianDip: number } | null = null;
  for (const cand of candidates) {
    const q = cand.q;
    if (opts.isJpeg && q > qLast - 3) continue; // only coarser than the last save (finer ones are harmonics)
    const lo = errors.get(cand.lo)!;
    const hi = errors.get(cand.hi)!;
    const at = errors.get(q)!;
    const values: number[] = [];
    for (let b = 0; b < n; b += stride) {
      const ref = (lo[b] + hi[b]) / 2;
      if (ref >= MIN_REF_ERROR) values.push(at[b] / ref);
    }
    if (values.length < 30 / stride) continue;
    const med = median(values);
    if (med < MAX_PRIMARY_DIP && (!primary || med < primary.medianDip)) primary = { q, lo: cand.lo, hi: cand.hi, medianDip: med };
  }

  if (!primary) {
    return { analysed: true, width: original.width, height: original.height, lastQuality, primaryQuality: null, typicalRatio: null, regions: [], dqRegions };
  }
  const full = (q: number) => requantizationErrors(coefficients, n, scaledTable(q), 1);
  const at = full(primary.q);
  const lo = full(primary.lo);
  const hi = full(primary.hi);
  const ref = new Float32Array(n);
  for (let b = 0; b < n; b++) ref[b] = (lo[b] + hi[b]) / 2;
  const { regions, typical } = findRegions(at, ref, bw, bh);
  return {
    analysed: true,
    width: original.width,
    height: original.height,
    lastQuality,
    primaryQuality: primary.q,
    typicalRatio: typical,
    regions,
    dqRegions,
  };
}

function notAnalysed(reason: string, width = 0, height = 0): ElaResult {
  return { analysed: false, reason, width, height, lastQuality: null, primaryQuality: null, typicalRatio: null, regions: [] };
}

/** The 8-point DCT basis (orthonormal). */
const COS = (() => {
  const t = new Float64Array(64);
  for (let u = 0; u < 8; u++) for (let x = 0; x < 8; x++) t[u * 8 + x] = (u === 0 ? Math.SQRT1_2 : 1) * 0.5 * Math.cos(((2 * x + 1) * u * Math.PI) / 16);
  return t;
})();

/** Orthonormal 8×8 DCT of every aligned block of the level-shifted luminance (64 coefficients each, row-major u,v). */
function blockDct(img: Gray, bw: number, bh: number, offset = 0): Float32Array {
  const out = new Float32Array(bw * bh * 64);
  const tmp = new Float64Array(64);
  const px = new Float64Array(64);
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      for (let y = 0; y < 8; y++) {
        const row = (by * 8 + y + offset) * img.width + bx * 8 + offset;
        for (let x = 0; x < 8; x++) px[y * 8 + x] = img.data[row + x] - 128;
      }
      // Rows, then columns.
      for (let y = 0; y < 8; y++) {
        for (let u = 0; u < 8; u++) {
          let acc = 0;
          for (let x = 0; x < 8; x++) acc += COS[u * 8 + x] * px[y * 8 + x];
          tmp[y * 8 + u] = acc;
        }
      }
      const o = (by * bw + bx) * 64;
      for (let v = 0; v < 8; v++) {
        for (let u = 0; u < 8; u++) {
          let acc = 0;
          for (let y = 0; y < 8; y++) acc += COS[v * 8 + y] * tmp[y * 8 + u];
          out[o + v * 8 + u] = acc;
        }
      }
    }
  }
  return out;
}

/** Per block: the mean squared pixel error of quantizing its coefficients with `table` (natural order). */
function requantizationErrors(coefficients: Float32Array, n: number, table: number[], stride: number): Float32Array {
  const out = new Float32Array(n);
  const q = Float64Array.from(table);
  const inv = q.map((v) => 1 / v);
  for (let b = 0; b < n; b += stride) {
    const o = b * 64;
    let s = 0;
    for (let k = 0; k < 64; k++) {
      const c = coefficients[o + k];
      const e = c - Math.floor(c * inv[k] + 0.5) * q[k];
      s += e * e;
    }
    out[b] = s / 64;
  }
  return out;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const s = Float64Array.from(values).sort();
  return s[Math.floor(s.length / 2)];
}

/** Window size in blocks (32×32 px) and the minimum informative blocks in a window. */
const WINDOW = 4;
const MIN_WINDOW_BLOCKS = 4;
/** A window deviates when its ratio is this many MADs above the typical window. */
const MIN_Z = 10;

/**
 * Windows of 4×4 blocks whose error ratio at the earlier quality (error there / error at the
 * neighbouring qualities) is far above the typical window's: the dip is missing there. Overlapping
 * deviating windows are merged into regions.
 */
function findRegions(at: Float32Array, ref: Float32Array, bw: number, bh: number): { regions: ElaRegion[]; typical: number } {
  const wins: Array<{ wx: number; wy: number; r: number; k: number }> = [];
  for (let wy = 0; wy + WINDOW <= bh; wy++) {
    for (let wx = 0; wx + WINDOW <= bw; wx++) {
      let sa = 0, sr = 0, k = 0;
      for (let y = wy; y < wy + WINDOW; y++) {
        for (let x = wx; x < wx + WINDOW; x++) {
          const b = y * bw + x;
          if (ref[b] >= MIN_REF_ERROR) {
            sa += at[b];
            sr += ref[b];
            k++;
          }
        }
      }
      if (k >= MIN_WINDOW_BLOCKS) wins.push({ wx, wy, r: sa / sr, k });
    }
  }
  if (wins.length < 10) return { regions: [], typical: 0 };
  const rs = wins.map((w) => w.r);
  const typical = median(rs);
  const mad = Math.max(0.01, median(rs.map((r) => Math.abs(r - typical))));
  const minRatio = typical + 0.5 * (1 - typical);
  const hits = wins.filter((w) => w.r >= minRatio && (w.r - typical) / mad >= MIN_Z);
  const boxes = mergeOverlapping(
    hits.map((w) => ({ x0: w.wx, y0: w.wy, x1: w.wx + WINDOW, y1: w.wy + WINDOW, peak: w.r })),
    (b, o) => (b.peak = Math.max(b.peak, o.peak)),
  );
  const regions = boxes
    // A region covering a large part of the image is not "compact": the history differs globally.
    .filter((b) => (b.x1 - b.x0) * (b.y1 - b.y0) <= (bw * bh) / 4)
    .map((b) => ({ x: b.x0 * BLOCK, y: b.y0 * BLOCK, width: (b.x1 - b.x0) * BLOCK, height: (b.y1 - b.y0) * BLOCK, ratio: b.peak }))
    .sort((a, b) => b.ratio - a.ratio);
  return { regions, typical };
}

// ---------------------------------------------------------------------------------------------
// Double quantization: values a second, finer compression cannot produce

/** JPEG zigzag order: the natural (row-major) index of the k-th stored coefficient. */
const ZIGZAG = [0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63];
/** A region must hold this many informative coefficients, and stand this many binomial spreads above the page. */
const DQ_MIN_COUNT = 200;
const DQ_MIN_Z = 10;
const DQ_MIN_RATIO = 1.8;

/**
 * A page saved at q1, then again at a finer q2 (92, then 95 or 97), stores each coefficient as
 * round(round(c / s1)·s1 / s2) with steps s1 > s2: some values can never occur (with s1 = 3,
 * s2 = 2: ±1, ±4, ±7 …). A region pasted in before the last save went through q2 only and takes
 * those values like any single-compressed block. The earlier quality is the one whose
 * unreachable values the page avoids best (searched from 15 to 2 below the last save); windows
 * of 4×4 blocks taking far more unreachable values than the page's typical window are the map.
 * (An earlier compression FINER than the last one leaves no such gaps, and is not seen here.)
 */
function doubleQuantizationRegions(image: Buffer, coefficients: Float32Array, bw: number, bh: number, lastQuality: number): DqRegion[] {
  const stored = lumaTable(image);
  if (!stored || lastQuality < 60) return [];
  const s2 = new Array<number>(64);
  for (let k = 0; k < 64; k++) s2[ZIGZAG[k]] = stored[k];
  const n = bw * bh;
  // Per block and AC coefficient with a small step, the stored value (coefficient / s2, rounded).
  const usable = Array.from({ length: 64 }, (_, k) => k > 0 && s2[k] <= 12);
  let best: { q: number; unreachable: Array<Set<number> | null>; share: number } | null = null;
  for (let q = Math.max(50, lastQuality - 15); q <= lastQuality - 2; q++) {
    const s1 = scaledTable(q);
    const unreachable = s1.map((step, k) => {
      if (!usable[k] || step <= s2[k]) return null;
      const reach = new Set<number>();
      for (let j = -8; j <= 8; j++) reach.add(Math.round((j * step) / s2[k]));
      const gaps = new Set<number>();
      for (let v = 1; v <= 6; v++) if (!reach.has(v)) gaps.add(v);
      return gaps.size ? gaps : null;
    });
    if (unreachable.every((u) => u === null)) continue;
    let hit = 0, count = 0;
    for (let b = 0; b < n; b += 7) {
      for (let k = 1; k < 64; k++) {
        const gaps = unreachable[k];
        if (!gaps) continue;
        const v = Math.abs(Math.round(coefficients[b * 64 + k] / s2[k]));
        if (v === 0 || v > 6) continue;
        count++;
        if (gaps.has(v)) hit++;
      }
    }
    if (count < 1000) continue;
    if (!best || hit / count < best.share) best = { q, unreachable, share: hit / count };
  }
  if (!best) return [];
  const hits = new Float32Array(n), counts = new Float32Array(n);
  for (let b = 0; b < n; b++) {
    for (let k = 1; k < 64; k++) {
      const gaps = best.unreachable[k];
      if (!gaps) continue;
      const v = Math.abs(Math.round(coefficients[b * 64 + k] / s2[k]));
      if (v === 0 || v > 6) continue;
      counts[b]++;
      if (gaps.has(v)) hits[b]++;
    }
  }
  const wins: Array<{ wx: number; wy: number; share: number; count: number }> = [];
  for (let wy = 0; wy + WINDOW <= bh; wy += 2) {
    for (let wx = 0; wx + WINDOW <= bw; wx += 2) {
      let h = 0, c = 0;
      for (let y = wy; y < wy + WINDOW; y++) for (let x = wx; x < wx + WINDOW; x++) {
        h += hits[y * bw + x];
        c += counts[y * bw + x];
      }
      if (c >= 20) wins.push({ wx, wy, share: h / c, count: c });
    }
  }
  if (wins.length < 10) return [];
  const typical = median(wins.map((w) => w.share));
  if (!(typical > 0)) return [];
  const flagged = wins
    .map((w) => ({ ...w, z: (w.share - typical) / Math.sqrt((typical * (1 - typical)) / w.count) }))
    .filter((w) => w.count >= DQ_MIN_COUNT && w.z >= DQ_MIN_Z && w.share >= DQ_MIN_RATIO * typical);
  // Overlapping windows merge into one region; a region over a quarter of the page is the page's history.
  const boxes = mergeOverlapping(
    flagged.map((w) => ({ x0: w.wx, y0: w.wy, x1: w.wx + WINDOW, y1: w.wy + WINDOW, share: w.share, z: w.z })),
    (b, o) => {
      b.share = Math.max(b.share, o.share);
      b.z = Math.max(b.z, o.z);
    },
  );
  return boxes
    .filter((b) => (b.x1 - b.x0) * (b.y1 - b.y0) <= n / 4)
    .map((b) => ({ x: b.x0 * BLOCK, y: b.y0 * BLOCK, width: (b.x1 - b.x0) * BLOCK, height: (b.y1 - b.y0) * BLOCK, share: b.share, pageShare: typical, z: b.z, primaryQuality: best!.q, kind: 'unreachable' as const }))
    .sort((a, b) => b.z - a.z);
}

// ---------------------------------------------------------------------------------------------
// Double quantization, the other way round: an earlier save finer than the last one

/** Stored magnitudes 1..FF_VMAX are scored (a stroke's edges reach tens: the folding repeats there too). */
const FF_VMAX = 40;
/** A stored value seen fewer times than this on the page is modelled from the folding alone. */
const FF_MIN_SAMPLES = 400;
/** Spread of a coefficient after the earlier save was decoded to whole pixel values (rounding, colour conversion). */
const FF_NOISE = 0.45;
/** The page must favour a double compression by this many spreads (its coefficients taken as independent) to have a map at all. */
const FF_PAGE_Z = 8;
/**
 * A window needs this many scored coefficients, must favour a single compression by this many
 * nats, and lie this many robust spreads below the page's windows of its shape.
 */
const FF_MIN_COUNT = 120;
const FF_MIN_NATS = 8;
const FF_MIN_Z = 7;
/**
 * And its mean ratio per coefficient lies this many times the page's mean below zero: where the
 * page's pattern is strong, genuine text departs from it more too (measured on clean pages saved
 * at 92 then 88 and 90 then 85, whose text windows reach 2.2 times; pasted regions 2.4 to 3.7).
 */
const FF_MIN_BELOW = 2.35;
/** Window shapes in blocks (height, width): a word, a short value, a line's value. */
const FF_WINDOWS: Array<[number, number]> = [
  [4, 4],
  [3, 8],
  [4, 16],
];

/**
 * Only small last steps are used: the pattern must repeat within the first stored values for the
 * page to show it (with larger steps only values 1 and 2 occur, and their ratio is the content's
 * shape more than the history).
 */
const FF_PAGE_STEP = 6;
const FF_MAX_STEP = 10;
/** A frequency joins the map when its own values favour the double compression by this many spreads. */
const FF_FREQUENCY_Z = 3;

/** How many first-save bins (step s1) fold into each stored value 1..FF_VMAX of the last save (step s2), with decoding noise. */
function foldCounts(s1: number, s2: number): Float64Array {
  const f = new Float64Array(FF_VMAX + 1);
  for (let j = 0; j <= Math.ceil(((FF_VMAX + 1) * s2) / s1); j++) {
    for (let v = 1; v <= FF_VMAX; v++) f[v] += normalCdf(((v + 0.5) * s2 - j * s1) / FF_NOISE) - normalCdf(((v - 0.5) * s2 - j * s1) / FF_NOISE);
  }
  return f;
}

/** Whether s1 then s2 folds an uneven number of first-save bins into the values 1..6 (4 then 5: 1, 2, 1, 1, 1, 2). */
function foldsPeriodically(s1: number, s2: number): boolean {
  const vs = Array.from(foldCounts(s1, s2).subarray(1, 7));
  const mean = vs.reduce((a, b) => a + b, 0) / vs.length;
  const sd = Math.sqrt(vs.reduce((a, b) => a + (b - mean) ** 2, 0) / vs.length);
  return sd / mean >= 0.15;
}

function normalCdf(x: number): number {
  // Abramowitz–Stegun 7.1.26 on erf; ample for bin masses.
  const t = 1 / (1 + 0.3275911 * Math.abs(x) / Math.SQRT2);
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

/**
 * Per frequency and stored magnitude v (1..FF_VMAX), log P(v | saved at s1, then at s2) − log P(v | saved at s2 only),
 * both conditioned on 1 ≤ v ≤ FF_VMAX, from the unquantized coefficients' magnitude distribution `mass(a, b)`.
 * With s1 < s2 several first-save bins fold into some second-save values and one into others
 * (s1 = 4, s2 = 5: one bin into 1, two into 2, one into 3 …): a periodic pattern of peaks.
 */
function foldingLlr(s1: number, s2: number, mass: (a: number, b: number) => number, samples: number): Float64Array | null {
  const pd = new Float64Array(FF_VMAX + 1);
  const ps = new Float64Array(FF_VMAX + 1);
  const folds = foldCounts(s1, s2);
  const jMax = Math.ceil(((FF_VMAX + 1) * s2) / s1) + 1;
  for (let j = 0; j <= jMax; j++) {
    const c1 = j * s1;
    const m = j === 0 ? mass(0, s1 / 2) : mass(c1 - s1 / 2, c1 + s1 / 2);
    if (!(m > 0)) continue;
    for (let v = 1; v <= FF_VMAX; v++) {
      let p = normalCdf(((v + 0.5) * s2 - c1) / FF_NOISE) - normalCdf(((v - 0.5) * s2 - c1) / FF_NOISE);
      if (j === 0) p *= 2; // a zero decoded with noise lands on ±v alike
      pd[v] += m * p;
    }
  }
  for (let v = 1; v <= FF_VMAX; v++) {
    ps[v] = mass((v - 0.5) * s2, (v + 0.5) * s2);
    // Where the page has few coefficients the density is flat across a bin: the ratio is the
    // folding alone (first-save bins per value times s1 / s2), not a noisy histogram's.
    if (ps[v] * samples < FF_MIN_SAMPLES) {
      ps[v] = Math.max(ps[v], 1 / samples);
      pd[v] = (ps[v] * folds[v] * s1) / s2;
    }
  }
  let sd = 0, ss = 0;
  for (let v = 1; v <= FF_VMAX; v++) {
    sd += pd[v];
    ss += ps[v];
  }
  if (!(sd > 0) || !(ss > 0)) return null;
  const out = new Float64Array(FF_VMAX + 1);
  for (let v = 1; v <= FF_VMAX; v++) out[v] = Math.max(-2, Math.min(2, Math.log(pd[v] / sd / (ps[v] / ss))));
  return out;
}

/**
 * A page saved at q1 and again at a coarser q2 (92, then 90) keeps every stored value reachable,
 * but with steps s1 < s2 several first-save bins fold into some second-save values and one into
 * others: each frequency's histogram shows periodic peaks (Lin et al. 2009, "Fast, automatic and
 * fine-grained tampered JPEG image detection via DCT coefficient analysis"; Bianchi and Piva's
 * aligned double JPEG localization). A region pasted in before the last save went through q2 only
 * and lacks them. The unquantized coefficients' distribution is estimated from the page itself on
 * a grid shifted by 4 pixels (where the compression left no quantization), each stored value gets
 * the log-likelihood ratio of the two histories, the earlier quality is the one the page favours
 * most (and the page must favour a double compression clearly), and windows of 4×4 blocks that
 * favour a single compression, far below the page's typical window, are the map.
 */
function finerFirstRegions(image: Buffer, gray: Gray, coefficients: Float32Array, bw: number, bh: number, lastQuality: number): DqRegion[] {
  const stored = lumaTable(image);
  if (!stored || lastQuality < 60 || lastQuality > 97) return [];
  const s2 = new Array<number>(64);
  for (let k = 0; k < 64; k++) s2[ZIGZAG[k]] = stored[k];
  const n = bw * bh;
  // The calibration grid: shifted by 4 pixels, its blocks straddle the compression's.
  const cbw = Math.floor((gray.width - 4) / BLOCK);
  const cbh = Math.floor((gray.height - 4) / BLOCK);
  if (cbw < 8 || cbh < 8) return [];
  const calibrated = blockDct(gray, cbw, cbh, 4);
  const RES = 0.25;
  const cdfs: Array<Float64Array | null> = [];
  for (let k = 0; k < 64; k++) {
    if (k === 0 || s2[k] < 2 || s2[k] > FF_MAX_STEP) {
      cdfs.push(null);
      continue;
    }
    const bins = Math.ceil(((FF_VMAX + 2) * s2[k]) / RES);
    const h = new Float64Array(bins + 1);
    let total = 0;
    for (let b = 0; b < cbw * cbh; b++) {
      const i = Math.floor(Math.abs(calibrated[b * 64 + k]) / RES);
      h[Math.min(i, bins)]++;
      total++;
    }
    const cdf = new Float64Array(bins + 2);
    for (let i = 0; i <= bins; i++) cdf[i + 1] = cdf[i] + h[i] / total;
    cdfs.push(cdf);
  }
  const massOf = (cdf: Float64Array) => (a: number, b: number) => {
    const at = (x: number) => {
      const f = Math.max(0, x) / RES;
      const i = Math.floor(f);
      if (i + 1 >= cdf.length) return cdf[cdf.length - 1];
      return cdf[i] + (cdf[i + 1] - cdf[i]) * (f - i);
    };
    return at(b) - at(a);
  };
  // Stored magnitudes per block and frequency (0: not informative).
  const storedValue = (b: number, k: number) => Math.abs(Math.round(coefficients[b * 64 + k] / s2[k]));

  // Mean, spread and count of the log-likelihood ratios of the stored values of frequency k.
  const frequencyStats = (k: number, l: Float64Array) => {
    let sum = 0, sq = 0, count = 0;
    for (let b = 0; b < n; b++) {
      const v = storedValue(b, k);
      if (v === 0 || v > FF_VMAX) continue;
      sum += l[v];
      sq += l[v] * l[v];
      count++;
    }
    return { sum, sq, count };
  };
  // The earlier quality: the one under which the page's small-step frequencies favour a double
  // compression most clearly. Only these decide whether the page was saved twice at all.
  let best: { q: number; s1: number[]; mean: number; z: number } | null = null;
  for (let q = lastQuality + 1; q <= Math.min(98, lastQuality + 10); q++) {
    const s1 = scaledTable(q);
    let sum = 0, sq = 0, count = 0;
    for (let k = 1; k < 64; k++) {
      if (!cdfs[k] || !(s1[k] < s2[k]) || s2[k] > FF_PAGE_STEP || !foldsPeriodically(s1[k], s2[k])) continue;
      const l = foldingLlr(s1[k], s2[k], massOf(cdfs[k]!), cbw * cbh);
      if (!l) continue;
      const st = frequencyStats(k, l);
      sum += st.sum;
      sq += st.sq;
      count += st.count;
    }
    if (count < 2000) continue;
    const mean = sum / count;
    const sd = Math.sqrt(Math.max(1e-6, sq / count - mean * mean));
    const z = (mean / sd) * Math.sqrt(count);
    if (!best || z > best.z) best = { q, s1, mean, z };
  }
  if (!best || best.z < FF_PAGE_Z || best.mean <= 0) return [];
  // The map reads every frequency (up to a larger step) whose own values show the pattern on this page.
  const llr: Array<Float64Array | null> = new Array(64).fill(null);
  let sum = 0, count = 0;
  for (let k = 1; k < 64; k++) {
    if (!cdfs[k] || !(best.s1[k] < s2[k]) || !foldsPeriodically(best.s1[k], s2[k])) continue;
    const l = foldingLlr(best.s1[k], s2[k], massOf(cdfs[k]!), cbw * cbh);
    if (!l) continue;
    const st = frequencyStats(k, l);
    if (st.count < 500) continue;
    const m = st.sum / st.count;
    const z = (m / Math.sqrt(Math.max(1e-6, st.sq / st.count - m * m))) * Math.sqrt(st.count);
    if (z < FF_FREQUENCY_Z) continue;
    llr[k] = l;
    sum += st.sum;
    count += st.count;
  }
  if (count < 2000) return [];
  const mean = sum / count;
  // Text and paper depart from one page-wide model differently (strokes' edges, clipped ringing),
  // so each block is compared with blocks like it: four classes by how many of its stored AC
  // values are not zero, times three by clipping, each class with its own mean and spread of the
  // ratio per coefficient.
  const activity = new Uint8Array(n);
  for (let b = 0; b < n; b++) {
    let a = 0;
    for (let k = 1; k < 64; k++) if (Math.abs(coefficients[b * 64 + k]) >= s2[k] / 2) a++;
    activity[b] = a;
  }
  const sortedActivity = Array.from(activity).filter((a) => a > 0).sort((x, y) => x - y);
  const cuts = [0.25, 0.5, 0.75].map((f) => sortedActivity[Math.floor(f * (sortedActivity.length - 1))] ?? 0);
  // A block with clipped pixels (paper at white, ink at black) was clipped at the earlier decoding
  // too, which moves its values off the earlier save's lattice: it is compared with clipped blocks.
  const clipped = new Uint8Array(n);
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      let c = 0;
      for (let y = 0; y < BLOCK; y++) {
        const row = (by * BLOCK + y) * gray.width + bx * BLOCK;
        for (let x = 0; x < BLOCK; x++) {
          const v = gray.data[row + x];
          if (v >= 252 || v <= 3) c++;
        }
      }
      clipped[by * bw + bx] = c === 0 ? 0 : c < 8 ? 1 : 2;
    }
  }
  const classOf = (b: number) => (activity[b] <= cuts[0] ? 0 : activity[b] <= cuts[1] ? 1 : activity[b] <= cuts[2] ? 2 : 3) + 4 * clipped[b];
  const sums = new Float32Array(n), counts = new Float32Array(n);
  const cls = Array.from({ length: 12 }, () => ({ sum: 0, sq: 0, count: 0 }));
  for (let b = 0; b < n; b++) {
    const c = cls[classOf(b)];
    for (let k = 1; k < 64; k++) {
      const l = llr[k];
      if (!l) continue;
      const v = storedValue(b, k);
      if (v === 0 || v > FF_VMAX) continue;
      sums[b] += l[v];
      counts[b]++;
      c.sum += l[v];
      c.sq += l[v] * l[v];
    }
    c.count += counts[b];
  }
  const classMean = cls.map((c) => (c.count ? c.sum / c.count : 0));
  const classVar = cls.map((c, i) => (c.count ? Math.max(1e-6, c.sq / c.count - classMean[i] ** 2) : 1));
  const dev = new Float32Array(n), variance = new Float32Array(n);
  for (let b = 0; b < n; b++) {
    const i = classOf(b);
    dev[b] = sums[b] - counts[b] * classMean[i];
    variance[b] = counts[b] * classVar[i];
  }
  // Summed-area tables, for windows of several shapes: a pasted value is a word or a line, so
  // windows as wide as a line's value gather its evidence where a square one cannot.
  const iw = bw + 1;
  const table = (a: Float32Array) => {
    const t = new Float64Array(iw * (bh + 1));
    for (let y = 0; y < bh; y++) {
      for (let x = 0; x < bw; x++) {
        const o = (y + 1) * iw + x + 1;
        t[o] = a[y * bw + x] + t[o - 1] + t[o - iw] - t[o - iw - 1];
      }
    }
    return t;
  };
  const is = table(sums), ic = table(counts), idev = table(dev), ivar = table(variance);
  const rect = (t: Float64Array, x: number, y: number, w: number, h: number) => t[(y + h) * iw + x + w] - t[y * iw + x + w] - t[(y + h) * iw + x] + t[y * iw + x];
  const flagged: Array<{ wx: number; wy: number; ww: number; wh: number; share: number; z: number }> = [];
  for (const [wh, ww] of FF_WINDOWS) {
    const wins: Array<{ wx: number; wy: number; s: number; c: number; z: number }> = [];
    for (let wy = 0; wy + wh <= bh; wy++) {
      for (let wx = 0; wx + ww <= bw; wx++) {
        const c = rect(ic, wx, wy, ww, wh);
        if (c < FF_MIN_COUNT) continue;
        const s = rect(is, wx, wy, ww, wh);
        wins.push({ wx, wy, s, c, z: -rect(idev, wx, wy, ww, wh) / Math.sqrt(rect(ivar, wx, wy, ww, wh)) });
      }
    }
    if (wins.length < 50) continue;
    // The page's own windows are the null: genuine content departs from the model more than
    // independent coefficients would (text against paper), and a pasted region must stand out of that.
    const zs = wins.map((w) => w.z);
    const med = median(zs);
    const spread = Math.max(1, 1.4826 * median(zs.map((z) => Math.abs(z - med))));
    for (const w of wins) {
      const z = (w.z - med) / spread;
      if (w.s <= -FF_MIN_NATS && w.s / w.c <= -FF_MIN_BELOW * mean && z >= FF_MIN_Z) flagged.push({ wx: w.wx, wy: w.wy, ww, wh, share: w.s / w.c, z });
    }
  }
  const boxes = mergeOverlapping(
    flagged.map((w) => ({ x0: w.wx, y0: w.wy, x1: w.wx + w.ww, y1: w.wy + w.wh, share: w.share, z: w.z })),
    (b, o) => {
      b.share = Math.min(b.share, o.share);
      b.z = Math.max(b.z, o.z);
    },
  );
  return boxes
    .filter((b) => (b.x1 - b.x0) * (b.y1 - b.y0) <= n / 4)
    .map((b) => ({ x: b.x0 * BLOCK, y: b.y0 * BLOCK, width: (b.x1 - b.x0) * BLOCK, height: (b.y1 - b.y0) * BLOCK, share: b.share, pageShare: mean, z: b.z, primaryQuality: best!.q, kind: 'missing-peaks' as const }))
    .sort((a, b) => b.z - a.z);
}

interface BlockBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Overlapping windows of one map become one region (in block units): a box grown by a merge is
 * checked again against every other, so a chain of overlaps ends as one region. `mergeValues`
 * folds the absorbed box's scores into the growing one.
 */
function mergeOverlapping<T extends BlockBox>(windows: T[], mergeValues: (into: T, other: T) => void): T[] {
  const boxes: T[] = [];
  const overlaps = (b: T) => (o: T) => o.x0 <= b.x1 && b.x0 <= o.x1 && o.y0 <= b.y1 && b.y0 <= o.y1;
  for (const b of windows) {
    for (let i = boxes.findIndex(overlaps(b)); i >= 0; i = boxes.findIndex(overlaps(b))) {
      const [o] = boxes.splice(i, 1);
      b.x0 = Math.min(b.x0, o.x0);
      b.y0 = Math.min(b.y0, o.y0);
      b.x1 = Math.max(b.x1, o.x1);
      b.y1 = Math.max(b.y1, o.y1);
      mergeValues(b, o);
    }
    boxes.push(b);
  }
  return boxes;
}
