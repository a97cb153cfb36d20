/**
 * Compression-grid inconsistency (check 10, second half): the 8×8 block grid of JPEG.
 *
 * A JPEG leaves small steps at the borders of its 8×8 blocks, so the pixel differences across
 * columns x ≡ 7 (mod 8) and rows y ≡ 7 (mod 8) are on average larger than elsewhere: the image's
 * grid has a phase. A region pasted from another JPEG keeps the grid of ITS source, which lands at
 * another phase unless the paste happened to be aligned on a multiple of 8; a JPEG photo pasted
 * into a PNG page brings a grid where the page has none. Differences are clipped so that glyph
 * edges (large steps at random phases) do not drown the small block steps.
 *
 * Per window, the blockiness of each phase is its mean clipped difference over the mean of the
 * other phases, minus one. The page's own phase is the strongest over the whole image (none when
 * it is weak: a scan, a screenshot, a resized photo). Windows whose strongest OTHER phase stands
 * out in both directions at a consistent phase form the region map.
 */
import { median, quantile, type Luma } from './raster';
import { newCellMap, regionsOf, type Region } from './regions';

const SUB = 32;
/** Differences are clipped at this many grey levels. */
const CLIP = 6;
/** A phase is a grid when its blockiness is at least this, in both directions. */
export const MIN_PAGE_GRID = 0.06;
/** A window's foreign phase must show at least this blockiness in both directions… */
export const MIN_WINDOW_GRID = 0.25;
/** …and stand this many robust spreads above the page's windows. */
const MIN_WINDOW_Z = 6;

export interface GridRegion extends Region {
  /** The region's grid phase (column, row of the block border mod 8). */
  phase: [number, number];
  /** Its blockiness in the weaker direction. */
  blockiness: number;
}

export interface GridResult {
  /** The page's grid phase, null without a grid. */
  pagePhase: [number, number] | null;
  /** The page grid's blockiness (weaker direction). */
  pageBlockiness: number;
  /** The typical window's strongest foreign-phase blockiness. */
  typical: number;
  regions: GridRegion[];
}

/** Blockiness of each phase: mean of the phase over the mean of the other seven, minus one. */
function blockiness(sums: Float64Array, off: number, counts: Float64Array): Float64Array {
  const out = new Float64Array(8);
  let total = 0;
  let totalN = 0;
  for (let k = 0; k < 8; k++) {
    total += sums[off + k];
    totalN += counts[off + k];
  }
  for (let k = 0; k < 8; k++) {
    const n = counts[off + k];
    const restN = totalN - n;
    if (!n || !restN) continue;
    const mine = sums[off + k] / n;
    const rest = (total - sums[off + k]) / restN;
    out[k] = rest > 1e-6 ? mine / rest - 1 : 0;
  }
  return out;
}

export function compressionGrid(img: Luma): GridResult {
  const { data, width: w, height: h } = img;
  const sbw = Math.floor(w / SUB);
  const sbh = Math.floor(h / SUB);
  // Per sub-block: 8 horizontal-phase sums and 8 vertical-phase sums (and their counts).
  const hs = new Float64Array(sbw * sbh * 8);
  const vs = new Float64Array(sbw * sbh * 8);
  const hn = new Float64Array(sbw * sbh * 8);
  const vn = new Float64Array(sbw * sbh * 8);
  for (let y = 0; y < sbh * SUB; y++) {
    const row = y * w;
    const sy = (y / SUB) | 0;
    const down = y + 1 < h;
    const vk = y & 7;
    for (let sx = 0; sx < sbw; sx++) {
      const s = (sy * sbw + sx) * 8;
      const xEnd = sx * SUB + SUB;
      for (let x = sx * SUB; x < xEnd; x++) {
        const i = row + x;
        const c = data[i];
        if (x + 1 < w) {
          const d = data[i + 1] > c ? data[i + 1] - c : c - data[i + 1];
          hs[s + (x & 7)] += d < CLIP ? d : CLIP;
        }
        if (down) {
          const d = data[i + w] > c ? data[i + w] - c : c - data[i + w];
          vs[s + vk] += d < CLIP ? d : CLIP;
        }
      }
      for (let k = 0; k < 8; k++) {
        hn[s + k] += SUB / 8;
        if (down) vn[s + k] += k === vk ? SUB : 0;
      }
    }
  }
  // The page's phase.
  const ph = new Float64Array(8), pv = new Float64Array(8), phn = new Float64Array(8), pvn = new Float64Array(8);
  for (let s = 0; s < sbw * sbh; s++) {
    for (let k = 0; k < 8; k++) {
      ph[k] += hs[s * 8 + k];
      pv[k] += vs[s * 8 + k];
      phn[k] += hn[s * 8 + k];
      pvn[k] += vn[s * 8 + k];
    }
  }
  const bh = blockiness(ph, 0, phn);
  const bv = blockiness(pv, 0, pvn);
  const argmax = (a: Float64Array) => a.reduce((best, v, k) => (v > a[best] ? k : best), 0);
  const kh = argmax(bh);
  const kv = argmax(bv);
  const pageBlockiness = Math.min(bh[kh], bv[kv]);
  const pagePhase: [number, number] | null = pageBlockiness >= MIN_PAGE_GRID ? [kh, kv] : null;

  // Windows of 2×2 sub-blocks.
  const map = newCellMap(sbw * SUB, sbh * SUB, 2 * SUB, SUB);
  const score = new Float32Array(map.cols * map.rows);
  const phase = new Int8Array(map.cols * map.rows * 2);
  const wh = new Float64Array(8), wv = new Float64Array(8), whn = new Float64Array(8), wvn = new Float64Array(8);
  for (let cy = 0; cy < map.rows; cy++) {
    for (let cx = 0; cx < map.cols; cx++) {
      wh.fill(0); wv.fill(0); whn.fill(0); wvn.fill(0);
      for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]]) {
        const s = ((cy + dy) * sbw + cx + dx) * 8;
        for (let k = 0; k < 8; k++) {
          wh[k] += hs[s + k];
          wv[k] += vs[s + k];
          whn[k] += hn[s + k];
          wvn[k] += vn[s + k];
        }
      }
      // Too little texture (blank paper) says nothing about a grid.
      let mean = 0;
      for (let k = 0; k < 8; k++) mean += wh[k] + wv[k];
      mean /= whn.reduce((a, b) => a + b, 0) + wvn.reduce((a, b) => a + b, 0);
      const c = cy * map.cols + cx;
      if (mean < 0.15) continue;
      const b1 = blockiness(wh, 0, whn);
      const b2 = blockiness(wv, 0, wvn);
      // The strongest phase other than the page's (any phase when the page has none).
      let bestH = -1, bestV = -1;
      for (let k = 0; k < 8; k++) {
        if (pagePhase && k === pagePhase[0]) continue;
        if (bestH < 0 || b1[k] > b1[bestH]) bestH = k;
      }
      for (let k = 0; k < 8; k++) {
        if (pagePhase && k === pagePhase[1]) continue;
        if (bestV < 0 || b2[k] > b2[bestV]) bestV = k;
      }
      score[c] = Math.min(b1[bestH], b2[bestV]);
      phase[c * 2] = bestH;
      phase[c * 2 + 1] = bestV;
    }
  }
  const scored = Array.from(score).filter((v) => v !== 0);
  const typical = median(scored);
  const spread = Math.max(0.02, quantile(scored, 0.75) - quantile(scored, 0.25));
  const min = Math.max(MIN_WINDOW_GRID, typical + MIN_WINDOW_Z * spread);
  // Flag windows, then keep per region the dominant phase: a real foreign grid has ONE phase.
  for (let c = 0; c < score.length; c++) {
    if (score[c] >= min) {
      map.flag[c] = 1;
      map.score[c] = score[c];
    }
  }
  const regions: GridRegion[] = [];
  for (const r of regionsOf(map, 2)) {
    const votes = new Map<number, number>();
    const x0 = r.x / SUB, y0 = r.y / SUB, x1 = (r.x + r.width) / SUB - 1, y1 = (r.y + r.height) / SUB - 1;
    for (let cy = y0; cy < y1; cy++) {
      for (let cx = x0; cx < x1; cx++) {
        const c = cy * map.cols + cx;
        if (!map.flag[c]) continue;
        const key = phase[c * 2] * 8 + phase[c * 2 + 1];
        votes.set(key, (votes.get(key) ?? 0) + 1);
      }
    }
    const [key, n] = [...votes].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
    // Scattered windows at different phases are content (text strokes), not a pasted grid.
    if (n < Math.max(2, 0.6 * r.cells)) continue;
    regions.push({ ...r, phase: [Math.floor(key / 8), key % 8], blockiness: r.meanScore });
  }
  return { pagePhase, pageBlockiness, typical, regions };
}
