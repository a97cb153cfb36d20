/**
 * Noise-residual inconsistency (check 10, first half).
 *
 * Every capture leaves noise on the page: the scanner's sensor, the phone's, paper grain. It is
 * the same everywhere on one capture (its level follows the device, not the content). A region
 * pasted in afterwards carries the noise of ITS source: none at all for text typed or a patch
 * drawn digitally onto a scan, another level for a piece of another photo.
 *
 * The residual is the pixel minus the mean of its four neighbours; in cells of the working image
 * its typical size over "flat" pixels (no edge nearby, so the residual is noise and not a glyph's
 * edge) estimates the local noise level. The page's baseline is the median cell. Cells far below
 * or above the baseline are anomalous; connected anomalous cells form the region map. A page
 * without noise (a digital render, a screenshot) has no baseline to depart from: nothing to say.
 */
import { median, quantile, type Luma } from './raster';
import { newCellMap, regionsOf, type Region } from './regions';

/** Sub-block size (working pixels); a cell is 2×2 sub-blocks, stepping by one sub-block. */
const SUB = 12;
/** A pixel is "flat" when its neighbours differ from it by less than this (grey levels). */
const FLAT_GRADIENT = 14;
/** Cells need this share of flat pixels for a noise estimate. */
const MIN_FLAT_SHARE = 0.45;
/** Histogram resolution of |residual|: bins of 1/4 grey level up to 32. */
const BINS = 128;

export interface NoiseRegion extends Region {
  /** The region's noise level over the page baseline (≪1: too clean, ≫1: too noisy). */
  ratio: number;
  kind: 'too-clean' | 'too-noisy';
}

export interface NoiseResult {
  /** The page's typical noise level (grey levels, working resolution). */
  baseline: number;
  /** The spread of cell levels around it (robust). */
  spread: number;
  /** Cells with an estimate. */
  cells: number;
  regions: NoiseRegion[];
}

/** Minimum page noise (grey levels) for the check to say anything: below it the image is digital. */
export const MIN_BASELINE_NOISE = 1.0;
/** A cell is too clean below this share of the baseline, too noisy above the upper factor. */
export const TOO_CLEAN = 0.3;
export const TOO_NOISY = 3.2;

export function noiseResidual(img: Luma): NoiseResult {
  const { data, width: w, height: h } = img;
  const sbw = Math.floor(w / SUB);
  const sbh = Math.floor(h / SUB);
  const hist = new Uint16Array(sbw * sbh * BINS);
  for (let y = 1; y < sbh * SUB - 1 && y < h - 1; y++) {
    const row = y * w;
    const sy = Math.floor(y / SUB);
    for (let x = 1; x < sbw * SUB - 1 && x < w - 1; x++) {
      const i = row + x;
      const c = data[i];
      const l = data[i - 1], r = data[i + 1], u = data[i - w], d = data[i + w];
      if (Math.abs(l - c) > FLAT_GRADIENT || Math.abs(r - c) > FLAT_GRADIENT || Math.abs(u - c) > FLAT_GRADIENT || Math.abs(d - c) > FLAT_GRADIENT) continue;
      const res = Math.abs(c - (l + r + u + d) / 4);
      const bin = Math.min(BINS - 1, Math.floor(res * 4));
      hist[((sy * sbw + Math.floor(x / SUB)) * BINS) + bin]++;
    }
  }
  const map = newCellMap(sbw * SUB, sbh * SUB, 2 * SUB, SUB);
  const level = new Float32Array(map.cols * map.rows).fill(NaN);
  const counts = new Uint32Array(BINS);
  const cellPixels = 4 * SUB * SUB;
  for (let cy = 0; cy < map.rows; cy++) {
    for (let cx = 0; cx < map.cols; cx++) {
      counts.fill(0);
      let n = 0;
      for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]]) {
        const base = ((cy + dy) * sbw + cx + dx) * BINS;
        for (let b = 0; b < BINS; b++) {
          counts[b] += hist[base + b];
          n += hist[base + b];
        }
      }
      if (n < cellPixels * MIN_FLAT_SHARE) continue;
      // The median |residual| (bin centre), a robust noise level.
      let acc = 0;
      let b = 0;
      for (; b < BINS; b++) {
        acc += counts[b];
        if (acc >= n / 2) break;
      }
      level[cy * map.cols + cx] = (b + 0.5) / 4;
    }
  }
  const known = Array.from(level).filter((v) => !Number.isNaN(v));
  const baseline = median(known);
  const spread = Math.max(0.05, quantile(known, 0.75) - quantile(known, 0.25));
  if (known.length < 20 || baseline < MIN_BASELINE_NOISE) return { baseline, spread, cells: known.length, regions: [] };

  const clean = newCellMap(map.width, map.height, map.cell, map.step);
  const noisy = newCellMap(map.width, map.height, map.cell, map.step);
  for (let k = 0; k < level.length; k++) {
    const v = level[k];
    if (Number.isNaN(v)) continue;
    const ratio = v / baseline;
    if (ratio <= TOO_CLEAN) {
      clean.flag[k] = 1;
      clean.score[k] = ratio;
    } else if (ratio >= TOO_NOISY && v - baseline > 4 * spread) {
      noisy.flag[k] = 1;
      noisy.score[k] = ratio;
    }
  }
  const regions: NoiseRegion[] = [
    ...regionsOf(clean, 4).map((r) => ({ ...r, ratio: r.meanScore, kind: 'too-clean' as const })),
    ...regionsOf(noisy, 4).map((r) => ({ ...r, ratio: r.meanScore, kind: 'too-noisy' as const })),
  ];
  return { baseline, spread, cells: known.length, regions };
}
