/**
 * Copy-move (check 11): a region of the page copied onto another place of the same page (a stamp
 * or a signature duplicated, a digit or a grade copied over another).
 *
 * Overlapping blocks of a reduced image are described by their 4×4 grid of cell means (less the
 * block mean: robust to mild JPEG and to a brightness change); blocks with the same coarse
 * description are paired, and each pair votes for its shift vector. A copied region makes many
 * pairs with ONE shift; repeated glyphs and table rules make pairs at scattered shifts, or in
 * crowded buckets that are skipped.
 *
 * A genuine document repeats content too (the same word on several rows), so every candidate is
 * verified at the working resolution: a copy carries the noise of its source pixel for pixel, a
 * second print of the same word carries its own. The correlation of the noise residual over flat
 * pixels between the region and its shifted twin tells them apart; it needs noise, so a page
 * without noise (a digital render, where repeats are exact by construction) gives no signal.
 */
import type { Luma } from './raster';
import { type Region } from './regions';

/** The matching resolution (pixels) and block geometry there. */
const MATCH_PIXELS = 400_000;
const BLOCK = 12;
const STRIDE = 1;
const CELL = BLOCK / 4;
/** Blocks flatter than this (std of cell means, grey levels) describe nothing. */
const MIN_TEXTURE = 6;
/** Locality-sensitive hashing: tables, projections per table, quantization step (grey levels). */
const TABLES = 4;
const PROJECTIONS = 5;
const LSH_STEP = 28;
/** Two blocks match when their cell means differ by at most this (RMS, grey levels). */
const FINE = 8;
/** Buckets holding more blocks than this are repeated texture (rules, hatching): skipped. */
const MAX_BUCKET = 80;
/** Blocks with more matching blocks than this are repeated texture and do not vote. */
const MAX_MATCHES = 6;
/** A shift must be at least this long (blocks), so a block is not paired with its neighbour. */
const MIN_SHIFT_BLOCKS = 2.5;
/** A shift vector needs this many block pairs to be a candidate. */
const MIN_PAIRS = 14;
/** Candidate shifts verified (the most voted first). */
const MAX_CANDIDATES = 40;
/** Pixels with a neighbour difference above this are edges, not noise. */
const FLAT_GRADIENT = 10;

export interface CloneRegion {
  /** Source and copy, in working-image pixels. */
  source: Region;
  copy: Region;
  shift: { dx: number; dy: number };
  /** Pairs of matching blocks that voted for the shift. */
  pairs: number;
  /** Correlation of the intensity (content) and of the noise residual over flat pixels. */
  contentCorrelation: number;
  noiseCorrelation: number;
  /** Flat pixels the noise correlation was measured on. */
  flatPixels: number;
}

/** Box-average downscale to at most `maxPixels`. */
function reduce(img: Luma, maxPixels: number): { img: Luma; factor: number } {
  const f = Math.max(1, Math.ceil(Math.sqrt((img.width * img.height) / maxPixels)));
  if (f === 1) return { img, factor: 1 };
  const w = Math.floor(img.width / f);
  const h = Math.floor(img.height / f);
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let s = 0;
      for (let dy = 0; dy < f; dy++) {
        const row = (y * f + dy) * img.width + x * f;
        for (let dx = 0; dx < f; dx++) s += img.data[row + dx];
      }
      out[y * w + x] = s / (f * f);
    }
  }
  return { img: { data: out, width: w, height: h }, factor: f };
}

export function findClones(work: Luma): CloneRegion[] {
  const { img, factor } = reduce(work, MATCH_PIXELS);
  const { data, width: w, height: h } = img;
  // Integral image for the cell means.
  const ii = new Float64Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++) {
    let row = 0;
    for (let x = 0; x < w; x++) {
      row += data[y * w + x];
      ii[(y + 1) * (w + 1) + x + 1] = ii[y * (w + 1) + x + 1] + row;
    }
  }
  const rect = (x: number, y: number, s: number) => ii[(y + s) * (w + 1) + x + s] - ii[y * (w + 1) + x + s] - ii[(y + s) * (w + 1) + x] + ii[y * (w + 1) + x];
  const cols = Math.floor((w - BLOCK) / STRIDE) + 1;
  const rows = Math.floor((h - BLOCK) / STRIDE) + 1;
  if (cols < 8 || rows < 8) return [];
  // Each textured block: its 16 mean-subtracted cell means (for the fine comparison), hashed into
  // TABLES locality-sensitive tables (PROJECTIONS random projections each, quantized with a random
  // offset): two copies differing only by JPEG noise share a bucket in at least one table with high
  // probability, while different content almost never does.
  const feats = new Float32Array(cols * rows * 16);
  const rnd = seeded(0x9e3779b9);
  const proj = Array.from({ length: TABLES * PROJECTIONS }, () => {
    const v = Array.from({ length: 16 }, () => rnd() - 0.5);
    const norm = Math.hypot(...v);
    return { v: Float64Array.from(v.map((x) => x / norm)), offset: rnd() * LSH_STEP };
  });
  const tables = Array.from({ length: TABLES }, () => new Map<string, number[]>());
  const f = new Float64Array(16);
  const codes = new Array<number>(PROJECTIONS);
  for (let by = 0; by < rows; by++) {
    for (let bx = 0; bx < cols; bx++) {
      const x = bx * STRIDE;
      const y = by * STRIDE;
      let mean = 0;
      for (let k = 0; k < 16; k++) {
        f[k] = rect(x + (k % 4) * CELL, y + Math.floor(k / 4) * CELL, CELL) / (CELL * CELL);
        mean += f[k];
      }
      mean /= 16;
      let v = 0;
      for (let k = 0; k < 16; k++) v += (f[k] - mean) ** 2;
      if (Math.sqrt(v / 16) < MIN_TEXTURE) continue;
      const id = by * cols + bx;
      for (let k = 0; k < 16; k++) feats[id * 16 + k] = f[k] -= mean;
      for (let t = 0; t < TABLES; t++) {
        for (let p = 0; p < PROJECTIONS; p++) {
          const pr = proj[t * PROJECTIONS + p];
          let d = pr.offset;
          for (let k = 0; k < 16; k++) d += pr.v[k] * f[k];
          codes[p] = 500 + Math.floor(d / LSH_STEP);
        }
        const key = String.fromCharCode(...codes);
        const bucket = tables[t].get(key);
        if (bucket) bucket.push(id);
        else tables[t].set(key, [id]);
      }
    }
  }
  const close = (a: number, b: number) => {
    let d = 0;
    for (let k = 0; k < 16; k++) d += (feats[a * 16 + k] - feats[b * 16 + k]) ** 2;
    return d / 16 <= FINE * FINE;
  };
  // Matching pairs (each once, whatever table found it).
  const n = cols * rows;
  const seen = new Set<number>();
  const pairA: number[] = [];
  const pairB: number[] = [];
  const matches = new Uint16Array(n);
  for (const table of tables) {
    for (const members of table.values()) {
      if (members.length < 2 || members.length > MAX_BUCKET) continue;
      for (let i = 0; i < members.length; i++) {
        for (let j = i + 1; j < members.length; j++) {
          const a = Math.min(members[i], members[j]);
          const b = Math.max(members[i], members[j]);
          const key = a * n + b;
          if (seen.has(key)) continue;
          seen.add(key);
          const dx = (b % cols) - (a % cols);
          const dy = Math.floor(b / cols) - Math.floor(a / cols);
          if (Math.hypot(dx, dy) * STRIDE < MIN_SHIFT_BLOCKS * BLOCK || !close(a, b)) continue;
          pairA.push(a);
          pairB.push(b);
          if (matches[a] < 65535) matches[a]++;
          if (matches[b] < 65535) matches[b]++;
        }
      }
    }
  }
  // Pairs vote for their shift. A block matching many others is a repeated pattern (a guilloche,
  // a watermark, a rule): it says nothing about a copy and does not vote; a copied block has its
  // one twin (or a few, when the copied content itself repeats).
  const votes = new Map<number, number[]>();
  const OFF = 4096;
  for (let k = 0; k < pairA.length; k++) {
    const a = pairA[k];
    const b = pairB[k];
    if (matches[a] > MAX_MATCHES || matches[b] > MAX_MATCHES) continue;
    const dx = (b % cols) - (a % cols);
    const dy = Math.floor(b / cols) - Math.floor(a / cols);
    const key = (dy + OFF) * 2 * OFF + dx + OFF;
    const list = votes.get(key);
    if (list) list.push(a);
    else votes.set(key, [a]);
  }
  // Merge each shift with its ±1 neighbours (JPEG and sub-pixel position move a match by one step).
  const candidates: Array<{ dx: number; dy: number; sources: Set<number> }> = [];
  for (const [key, list] of votes) {
    if (list.length < MIN_PAIRS / 3) continue;
    const dy = Math.floor(key / (2 * OFF)) - OFF;
    const dx = (key % (2 * OFF)) - OFF;
    const sources = new Set<number>();
    for (let ey = -1; ey <= 1; ey++) for (let ex = -1; ex <= 1; ex++) for (const s of votes.get((dy + ey + OFF) * 2 * OFF + dx + ex + OFF) ?? []) sources.add(s);
    if (sources.size >= MIN_PAIRS) candidates.push({ dx, dy, sources });
  }
  candidates.sort((a, b) => b.sources.size - a.sources.size);
  const out: CloneRegion[] = [];
  const scale = factor; // reduced → working pixels
  for (const c of candidates.slice(0, MAX_CANDIDATES)) {
    // The largest connected group of source blocks (8-connected on the block lattice, gaps of one allowed).
    const group = largestGroup(c.sources, cols);
    if (group.length < MIN_PAIRS) continue;
    let x0 = Infinity, y0 = Infinity, x1 = -1, y1 = -1;
    for (const s of group) {
      const bx = s % cols;
      const by = Math.floor(s / cols);
      x0 = Math.min(x0, bx * STRIDE);
      y0 = Math.min(y0, by * STRIDE);
      x1 = Math.max(x1, bx * STRIDE + BLOCK);
      y1 = Math.max(y1, by * STRIDE + BLOCK);
    }
    const src = { x: x0 * scale, y: y0 * scale, width: (x1 - x0) * scale, height: (y1 - y0) * scale };
    const shift = { dx: c.dx * STRIDE * scale, dy: c.dy * STRIDE * scale };
    // A region overlapping one already reported (the same clone seen at a neighbouring shift) is skipped.
    if (out.some((o) => overlap(o.source, src) > 0.3 && Math.abs(o.shift.dx - shift.dx) + Math.abs(o.shift.dy - shift.dy) <= 4 * scale * STRIDE)) continue;
    const v = verify(work, src, shift, scale * STRIDE + 1);
    if (!v) continue;
    const region = (r: typeof src): Region => ({ ...r, cells: group.length, meanScore: v.noise, peakScore: v.noise, areaFraction: (r.width * r.height) / (work.width * work.height) });
    out.push({
      source: region(src),
      copy: region({ x: src.x + v.dx, y: src.y + v.dy, width: src.width, height: src.height }),
      shift: { dx: v.dx, dy: v.dy },
      pairs: group.length,
      contentCorrelation: v.content,
      noiseCorrelation: v.noise,
      flatPixels: v.flat,
    });
  }
  return out;
}

function seeded(seed: number): () => number {
  let st = seed >>> 0 || 1;
  return () => {
    st ^= st << 13;
    st ^= st >>> 17;
    st ^= st << 5;
    return (st >>> 0) / 4294967296;
  };
}

function largestGroup(sources: Set<number>, cols: number): number[] {
  const seen = new Set<number>();
  let best: number[] = [];
  for (const s of sources) {
    if (seen.has(s)) continue;
    const group: number[] = [];
    const stack = [s];
    seen.add(s);
    while (stack.length) {
      const c = stack.pop()!;
      group.push(c);
      const cx = c % cols;
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) {
          if (cx + dx < 0 || cx + dx >= cols) continue;
          const n = c + dy * cols + dx;
          if (sources.has(n) && !seen.has(n)) {
            seen.add(n);
            stack.push(n);
          }
        }
      }
    }
    if (group.length > best.length) best = group;
  }
  return best;
}

function overlap(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): number {
  const ix = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));
  const iy = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
  return (ix * iy) / Math.max(1, Math.min(a.width * a.height, b.width * b.height));
}

/**
 * The shift refined at the working resolution (best content correlation within ±search px), and
 * the correlation of the noise residual over pixels flat in both places.
 */
function verify(img: Luma, r: { x: number; y: number; width: number; height: number }, shift: { dx: number; dy: number }, search: number): { dx: number; dy: number; content: number; noise: number; flat: number } | null {
  const { data, width: w, height: h } = img;
  const x0 = Math.max(1, Math.round(r.x));
  const y0 = Math.max(1, Math.round(r.y));
  const x1 = Math.min(w - 1, Math.round(r.x + r.width));
  const y1 = Math.min(h - 1, Math.round(r.y + r.height));
  let best = { dx: 0, dy: 0, c: -2 };
  const step = Math.max(1, Math.floor(Math.sqrt(((x1 - x0) * (y1 - y0)) / 6_000)));
  for (let ey = -search; ey <= search; ey++) {
    for (let ex = -search; ex <= search; ex++) {
      const dx = Math.round(shift.dx) + ex;
      const dy = Math.round(shift.dy) + ey;
      const c = correlation(data, w, h, x0, y0, x1, y1, dx, dy, step, false);
      if (c !== null && c > best.c) best = { dx, dy, c };
    }
  }
  if (best.c < 0.6) return null;
  const noise = residualCorrelation(data, w, h, x0, y0, x1, y1, best.dx, best.dy);
  return { dx: best.dx, dy: best.dy, content: best.c, noise: noise.c, flat: noise.n };
}

function correlation(data: Float32Array, w: number, h: number, x0: number, y0: number, x1: number, y1: number, dx: number, dy: number, step: number, _unused: boolean): number | null {
  if (x0 + dx < 0 || y0 + dy < 0 || x1 + dx > w || y1 + dy > h) return null;
  let sa = 0, sb = 0, saa = 0, sbb = 0, sab = 0, n = 0;
  for (let y = y0; y < y1; y += step) {
    for (let x = x0; x < x1; x += step) {
      const a = data[y * w + x];
      const b = data[(y + dy) * w + x + dx];
      sa += a; sb += b; saa += a * a; sbb += b * b; sab += a * b; n++;
    }
  }
  if (n < 16) return null;
  const va = saa - (sa * sa) / n;
  const vb = sbb - (sb * sb) / n;
  if (va <= 1e-6 || vb <= 1e-6) return null;
  return (sab - (sa * sb) / n) / Math.sqrt(va * vb);
}

function residualCorrelation(data: Float32Array, w: number, h: number, x0: number, y0: number, x1: number, y1: number, dx: number, dy: number): { c: number; n: number } {
  // The pixel less the mean of its four neighbours (wider neighbourhoods take in the shading of
  // nearby glyphs, which two prints of the same content share).
  const res = (i: number) => data[i] - (data[i - 1] + data[i + 1] + data[i - w] + data[i + w]) / 4;
  // Flat: the 3×3 neighbourhood stays within FLAT_GRADIENT of the pixel (no glyph edge, whose
  // residual would correlate between two prints of the same content).
  const flat = (i: number) => {
    const c = data[i];
    for (const o of [-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1]) if (Math.abs(data[i + o] - c) > FLAT_GRADIENT) return false;
    return true;
  };
  let sa = 0, sb = 0, saa = 0, sbb = 0, sab = 0, n = 0;
  for (let y = Math.max(2, y0); y < Math.min(h - 2, y1); y++) {
    if (y + dy < 2 || y + dy >= h - 2) continue;
    for (let x = Math.max(2, x0); x < Math.min(w - 2, x1); x++) {
      if (x + dx < 2 || x + dx >= w - 2) continue;
      const i = y * w + x;
      const j = (y + dy) * w + x + dx;
      if (!flat(i) || !flat(j)) continue;
      const a = res(i);
      const b = res(j);
      sa += a; sb += b; saa += a * a; sbb += b * b; sab += a * b; n++;
    }
  }
  if (n < 200) return { c: 0, n };
  const va = saa - (sa * sa) / n;
  const vb = sbb - (sb * sb) / n;
  // No noise at all (digital): nothing to correlate.
  if (va / n < 0.05 || vb / n < 0.05) return { c: 0, n };
  return { c: (sab - (sa * sb) / n) / Math.sqrt(va * vb), n };
}
