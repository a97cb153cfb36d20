/**
 * A probe, not a check: can a value edited on a page that was then printed and scanned (or
 * photographed) be told from its line by its typesetting alone, measured from the pixels? Glyphs
 * are connected ink components on the page's local background (long table rules cleared first),
 * words are glyphs closer than about half a glyph height, lines are words chained along the page's
 * skew; per word it measures its cap height, its baseline against its nearest words on the line,
 * and its stroke width at its size, and lists the words that depart from their line AND from their
 * column (a column set apart all the way down is the layout, not an edit) by a margin and by a
 * number of the page's robust spreads.
 *
 * Result on the forensics benchmark's seen documents (seeds 7, 11 and 23; 72 clean scans and
 * phone photos, 48 edited scans and photos of techniques/seen/edited-scans.ts): no margin
 * separates them. Clean pages depart as far as edited ones (a baseline 0.3 of the cap height off
 * and 8 spreads on 9 clean pages; the edited value was past that on 1 of 48), because integer
 * pixel heights at 150–200 dpi, table rules touching glyphs, bold and shaded header cells and a
 * photo's blur move words as much as the forger's 12–25% did. So the engine has no such check
 * (docs/forensics.md, "Check 7 on captured pages"); sub-pixel edge positions and the OCR's word
 * classes would be the next things to try.
 *
 * `--twins` measures instead whether each word's glyphs have a twin (the same shape at the same
 * size) elsewhere on the page, `--column` in their own column or row only; see `TWIN` below and
 * docs/forensics.md for the result (no margin either).
 *
 *   npx tsx scripts/bench/forensics-typography-probe.ts [--twins [--column]] <corpus dir written by the bench's --keep>...
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { median, quantile, toLuma, type Luma } from '../../src/processing/forensics/image/raster';
import { createTextEngine } from '../../src/processing/text';
import type { BenchDocument } from './forensics/corpus';

interface PixelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Glyph extends PixelBox {
  area: number;
  /** Horizontal ink runs crossing the glyph (area / runs: the mean horizontal stroke width). */
  hruns: number;
}

interface Word extends PixelBox {
  glyphs: Glyph[];
  /** Median glyph bottom, descenders left out. */
  baseline: number;
  /** The tall glyphs' height above the baseline (a high percentile). */
  capHeight: number;
  /** Mean horizontal stroke width, px. */
  stroke: number;
}

type TypographyFeature = 'size' | 'baseline' | 'weight';

interface TypographyAnomaly {
  feature: TypographyFeature;
  box: PixelBox;
  /** The word's measurement and its line's, in the feature's unit (size, weight: ratio; baseline: share of the line's height). */
  value: number;
  lineValue: number;
  /** The page's spread of the same measurement (robust standard deviation). */
  pageSpread: number;
  /** Departure in page spreads. */
  score: number;
  /** Words on the line besides this one. */
  neighbours: number;
}

interface TypographyResult {
  glyphs: number;
  words: number;
  /** Lines with enough words to judge one of them. */
  lines: number;
  /** The page's spread per feature (robust standard deviation of the words' departures). */
  spread: Record<TypographyFeature, number>;
  anomalies: TypographyAnomaly[];
  /** Every judged word's departures (calibration and tests). */
  departures: Array<{ box: PixelBox; size: number; baseline: number; weight: number }>;
}

/**
 * Reporting margins: low on purpose, so that the probe lists the departures of clean pages too
 * (what a threshold would have to clear).
 */
const TYPOGRAPHY_THRESHOLDS = {
  /** log(word size / line size) beyond which a word is set at another size. */
  size: 0.05,
  /** |baseline offset| as a share of the line's cap height. */
  baseline: 0.1,
  /** log(word stroke / line stroke), size-corrected. */
  weight: 0.2,
  /** And this many page spreads. */
  spreads: 0,
  /** The judged word's nearest words on its line (two each side at most) needed. */
  minNeighbours: 2,
  /** Words of the judged word's column (other lines) that must agree with their rows. */
  minColumn: 2,
} as const;

/** The ink on the page's local background: background estimated per block (its bright quantile), interpolated. */
function inkMap(l: Luma): Float32Array {
  const { width: w, height: h, data } = l;
  const B = 32;
  const bw = Math.ceil(w / B);
  const bh = Math.ceil(h / B);
  const bg = new Float32Array(bw * bh);
  const hist = new Uint32Array(256);
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      hist.fill(0);
      let n = 0;
      for (let y = by * B; y < Math.min(h, by * B + B); y++) {
        for (let x = bx * B; x < Math.min(w, bx * B + B); x++) {
          hist[Math.max(0, Math.min(255, Math.round(data[y * w + x])))]++;
          n++;
        }
      }
      let acc = 0;
      let v = 255;
      for (; v > 0; v--) {
        acc += hist[v];
        if (acc >= n * 0.25) break;
      }
      bg[by * bw + bx] = v;
    }
  }
  // A block all ink (a heading, a logo) takes its brightest neighbour's background.
  const smooth = new Float32Array(bg.length);
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      let m = bg[by * bw + bx];
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) {
        const x = bx + dx;
        const y = by + dy;
        if (x >= 0 && y >= 0 && x < bw && y < bh) m = Math.max(m, bg[y * bw + x]);
      }
      smooth[by * bw + bx] = m;
    }
  }
  const ink = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const fy = Math.min(bh - 1, Math.max(0, (y - B / 2) / B));
    const y0 = Math.floor(fy);
    const y1 = Math.min(bh - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < w; x++) {
      const fx = Math.min(bw - 1, Math.max(0, (x - B / 2) / B));
      const x0 = Math.floor(fx);
      const x1 = Math.min(bw - 1, x0 + 1);
      const tx = fx - x0;
      const b = (smooth[y0 * bw + x0] * (1 - tx) + smooth[y0 * bw + x1] * tx) * (1 - ty) + (smooth[y1 * bw + x0] * (1 - tx) + smooth[y1 * bw + x1] * tx) * ty;
      ink[y * w + x] = Math.max(0, b - data[y * w + x]);
    }
  }
  return ink;
}

interface Labelled {
  label: Int32Array;
  comps: Glyph[];
}

/** Connected components of the mask (8-connectivity), each with its box, area and horizontal runs. */
function components(mask: Uint8Array, w: number, h: number): Labelled {
  const label = new Int32Array(w * h).fill(-1);
  const out: Glyph[] = [];
  const stack: number[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || label[start] >= 0) continue;
    const id = out.length;
    let x0 = w, y0 = h, x1 = -1, y1 = -1, area = 0;
    label[start] = id;
    stack.push(start);
    while (stack.length) {
      const p = stack.pop()!;
      const px = p % w;
      const py = (p - px) / w;
      area++;
      if (px < x0) x0 = px;
      if (px > x1) x1 = px;
      if (py < y0) y0 = py;
      if (py > y1) y1 = py;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = py + dy;
        if (ny < 0 || ny >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = px + dx;
          if (nx < 0 || nx >= w) continue;
          const q = ny * w + nx;
          if (mask[q] && label[q] < 0) {
            label[q] = id;
            stack.push(q);
          }
        }
      }
    }
    out.push({ x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1, area, hruns: 0 });
  }
  for (let y = 0; y < h; y++) {
    let prev = 0;
    for (let x = 0; x < w; x++) {
      const m = mask[y * w + x];
      if (m && !prev) out[label[y * w + x]].hruns++;
      prev = m;
    }
  }
  return { label, comps: out };
}

/**
 * Table rules and frames touch the glyphs they run past and would join them into one component:
 * ink runs longer than a few glyph heights (horizontal) or taller than two (vertical) are rules,
 * not letters, and are cleared before the glyphs are labelled.
 */
function clearRules(mask: Uint8Array, w: number, h: number, glyphHeight: number): void {
  const maxH = Math.max(25, Math.round(4 * glyphHeight));
  const maxV = Math.max(25, Math.round(2.2 * glyphHeight));
  for (let y = 0; y < h; y++) {
    let start = -1;
    for (let x = 0; x <= w; x++) {
      const on = x < w && mask[y * w + x] === 1;
      if (on && start < 0) start = x;
      if (!on && start >= 0) {
        if (x - start >= maxH) for (let k = start; k < x; k++) mask[y * w + k] = 2;
        start = -1;
      }
    }
  }
  for (let x = 0; x < w; x++) {
    let start = -1;
    for (let y = 0; y <= h; y++) {
      const on = y < h && mask[y * w + x] !== 0;
      if (on && start < 0) start = y;
      if (!on && start >= 0) {
        if (y - start >= maxV) for (let k = start; k < y; k++) mask[k * w + x] = 2;
        start = -1;
      }
    }
  }
  for (let i = 0; i < mask.length; i++) if (mask[i] === 2) mask[i] = 0;
}

/** Connected ink components (8-connectivity) of glyph size. */
function glyphsOf(l: Luma): Glyph[] {
  const { width: w, height: h } = l;
  const ink = inkMap(l);
  // The threshold: half of the strong ink's typical depth (text cores), never below the noise.
  const strong: number[] = [];
  for (let i = 0; i < ink.length; i += 7) if (ink[i] > 25) strong.push(ink[i]);
  const depth = strong.length ? quantile(strong, 0.9) : 0;
  if (depth < 40) return [];
  const t = Math.max(20, depth * 0.5);
  const mask = new Uint8Array(w * h);
  for (let i = 0; i < mask.length; i++) mask[i] = ink[i] > t ? 1 : 0;
  let { comps } = components(mask, w, h);
  const sized = comps.filter((g) => g.height >= 6 && g.height <= 90 && g.width <= 2.5 * g.height && g.area >= 10);
  if (sized.length >= 20) {
    clearRules(mask, w, h, median(sized.map((g) => g.height)));
    comps = components(mask, w, h).comps;
  }
  const out = comps;
  return out.filter((g) => g.height >= 6 && g.height <= 90 && g.width <= 2.5 * g.height && g.area >= 10);
}

function wordOf(glyphs: Glyph[]): Word {
  const x0 = Math.min(...glyphs.map((g) => g.x));
  const y0 = Math.min(...glyphs.map((g) => g.y));
  const x1 = Math.max(...glyphs.map((g) => g.x + g.width));
  const y1 = Math.max(...glyphs.map((g) => g.y + g.height));
  const bottoms = glyphs.map((g) => g.y + g.height);
  const mb = median(bottoms);
  const hMed = median(glyphs.map((g) => g.height));
  // Descenders (g, p, y, a comma merged in) reach below the others: left out of the baseline.
  const baseline = median(bottoms.filter((b) => b <= mb + 0.12 * hMed));
  const heights = glyphs.map((g) => baseline - g.y);
  // The tall glyphs' height: the upper fifth (a two-glyph word "A+" takes the A, not the +).
  const sortedH = [...heights].sort((a, b) => a - b);
  const capHeight = sortedH[Math.round(0.8 * (sortedH.length - 1))];
  const area = glyphs.reduce((s, g) => s + g.area, 0);
  const runs = glyphs.reduce((s, g) => s + g.hruns, 0);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0, glyphs, baseline, capHeight, stroke: area / Math.max(1, runs) };
}

/** Glyphs into words: a glyph joins the one to its left when they share a band and the gap is under half a glyph height. */
function wordsOf(glyphs: Glyph[]): Word[] {
  const sorted = [...glyphs].sort((a, b) => a.x - b.x);
  const parent = sorted.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i];
    const ab = a.y + a.height;
    let best = -1;
    let bestGap = Infinity;
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j];
      const gap = b.x - (a.x + a.width);
      const hMax = Math.max(a.height, b.height);
      if (gap > 0.6 * hMax) {
        if (b.x > a.x + a.width + 60) break;
        continue;
      }
      const overlap = Math.min(ab, b.y + b.height) - Math.max(a.y, b.y);
      if (overlap < 0.5 * Math.min(a.height, b.height)) continue;
      if (Math.max(a.height, b.height) > 2.2 * Math.min(a.height, b.height) && Math.abs(ab - (b.y + b.height)) > 0.3 * hMax) continue;
      if (gap < bestGap) {
        bestGap = gap;
        best = j;
      }
    }
    if (best >= 0) parent[find(best)] = find(i);
  }
  const groups = new Map<number, Glyph[]>();
  sorted.forEach((g, i) => {
    const r = find(i);
    groups.set(r, [...(groups.get(r) ?? []), g]);
  });
  return [...groups.values()].map(wordOf).filter((w) => w.capHeight >= 6);
}

/**
 * The page's skew (a scan's rotation, a photo's mean tilt): the median slope between the
 * baselines of neighbouring words of one size.
 */
function skewOf(words: Word[]): number {
  const sorted = [...words].sort((a, b) => a.x - b.x);
  const slopes: number[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i];
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j];
      const gap = b.x - (a.x + a.width);
      const H = Math.max(a.capHeight, b.capHeight);
      if (gap > 4 * H) break;
      if (gap < 0 || Math.abs(a.baseline - b.baseline) > 0.4 * H || Math.max(a.capHeight, b.capHeight) > 1.3 * Math.min(a.capHeight, b.capHeight)) continue;
      const dx = b.x + b.width / 2 - (a.x + a.width / 2);
      if (dx > 2 * H) slopes.push((b.baseline - a.baseline) / dx);
    }
  }
  return slopes.length >= 5 ? Math.max(-0.1, Math.min(0.1, median(slopes))) : 0;
}

/**
 * Words into lines: each word linked to the word to its right whose baseline continues its own
 * (along the page's skew, within half a cap height and a little more with distance, which a
 * photo's perspective bends), nearest first; table columns far apart join their row.
 */
function linesOf(words: Word[], skew: number): Word[][] {
  const sorted = [...words].sort((a, b) => a.x - b.x);
  const parent = sorted.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i];
    let best = -1;
    let bestCost = Infinity;
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j];
      const gap = b.x - (a.x + a.width);
      const H = Math.max(a.capHeight, b.capHeight);
      if (gap < -0.2 * H) continue;
      if (Math.max(a.capHeight, b.capHeight) > 1.6 * Math.min(a.capHeight, b.capHeight)) continue;
      const dx = b.x + b.width / 2 - (a.x + a.width / 2);
      const residual = Math.abs(b.baseline - a.baseline - skew * dx);
      if (residual > 0.45 * H + 0.008 * Math.max(0, gap)) continue;
      // Nearest first; a word further away must sit clearly better on the line to win.
      const cost = gap / H + 8 * (residual / H);
      if (cost < bestCost) {
        bestCost = cost;
        best = j;
      }
    }
    if (best >= 0) parent[find(best)] = find(i);
  }
  const groups = new Map<number, Word[]>();
  sorted.forEach((w, i) => {
    const r = find(i);
    groups.set(r, [...(groups.get(r) ?? []), w]);
  });
  return [...groups.values()];
}

/** The line's baseline under x: the other words' baselines carried along the line's slope, their median. */
function baselineAt(others: Word[], x: number, skew: number): number {
  let slope = skew;
  if (others.length >= 3) {
    const xs = others.map((o) => o.x + o.width / 2);
    const ys = others.map((o) => o.baseline);
    const n = xs.length;
    const mx = xs.reduce((s, v) => s + v, 0) / n;
    const my = ys.reduce((s, v) => s + v, 0) / n;
    let sxx = 0;
    let sxy = 0;
    for (let i = 0; i < n; i++) {
      sxx += (xs[i] - mx) ** 2;
      sxy += (xs[i] - mx) * (ys[i] - my);
    }
    // A photo bends lines away from the page's mean skew; the line's own slope, near it, is used.
    if (sxx > 0) slope = Math.max(skew - 0.03, Math.min(skew + 0.03, sxy / sxx));
  }
  return median(others.map((o) => o.baseline + slope * (x - (o.x + o.width / 2))));
}

/** The page's spread of a departure: a robust standard deviation, never below the measurement's own resolution. */
const robustSpread = (xs: number[], floor: number) => {
  if (xs.length < 8) return Infinity;
  const m = median(xs);
  return Math.max(floor, 1.4826 * median(xs.map((v) => Math.abs(v - m))));
};

/** Glyphs, words, lines, and the words that depart from their line beyond the page's own spread. */
function typographyAnomalies(l: Luma): TypographyResult {
  const glyphs = glyphsOf(l);
  const words = wordsOf(glyphs);
  const skew = skewOf(words);
  const lines = linesOf(words, skew);
  const T = TYPOGRAPHY_THRESHOLDS;
  const judged: Array<{ word: Word; size: number | null; baseline: number | null; weight: number | null; lineSize: number; lineWeight: number; neighbours: number }> = [];
  let judgedLines = 0;
  for (const line of lines) {
    if (line.length < T.minNeighbours + 1) continue;
    judgedLines++;
    const ordered = [...line].sort((a, b) => a.x - b.x);
    ordered.forEach((word, i) => {
      // The word's own line is its nearest words on it (two each side): a photo bends a long
      // line, and a row of a table is judged by its own cells.
      const near = [ordered[i - 2], ordered[i - 1], ordered[i + 1], ordered[i + 2]].filter((o): o is Word => o !== undefined);
      if (near.length < T.minNeighbours) return;
      const cx = word.x + word.width / 2;
      // Tall words only (digits, capitals, ascenders): an x-height word ("on", "mes") sits lower by design.
      const tallest = Math.max(...near.map((o) => o.capHeight));
      const peers = near.filter((o) => o.capHeight >= 0.85 * tallest);
      if (peers.length < 2) return;
      const lineSize = median(peers.map((o) => o.capHeight));
      const lineWeight = median(peers.map((o) => o.stroke));
      const sizesAgree = Math.max(...peers.map((o) => o.capHeight)) <= 1.1 * Math.min(...peers.map((o) => o.capHeight));
      const carried = near.map((o) => o.baseline + skew * (cx - (o.x + o.width / 2)));
      const basesAgree = Math.max(...carried) - Math.min(...carried) <= 0.1 * lineSize;
      const sizeRatio = word.capHeight / lineSize;
      const tall = sizeRatio >= 0.8;
      const size = tall && sizesAgree ? Math.log(sizeRatio) : null;
      const baseline = basesAgree ? (word.baseline - median(carried)) / lineSize : null;
      // Stroke width grows with size: weight is judged at the word's own size.
      const weight = tall && sizesAgree ? Math.log(word.stroke / lineWeight) - Math.log(sizeRatio) : null;
      judged.push({ word, size, baseline, weight, lineSize, lineWeight, neighbours: near.length });
    });
  }
  const spread = {
    size: robustSpread(judged.flatMap((j) => (j.size === null ? [] : [j.size])), 0.03),
    baseline: robustSpread(judged.flatMap((j) => (j.baseline === null ? [] : [j.baseline])), 0.03),
    weight: robustSpread(judged.flatMap((j) => (j.weight === null ? [] : [j.weight])), 0.06),
  };
  const anomalies: TypographyAnomaly[] = [];
  for (const j of judged) {
    const box = { x: j.word.x, y: j.word.y, width: j.word.width, height: j.word.height };
    // The word's column: words of other lines under or over it (half the narrower one's width
    // shared), within 25 line heights. A column set apart (codes in bold, marks a size smaller)
    // departs from its rows all the way down: only a word its column does not share is an outlier.
    const column = judged.filter((o) => {
      if (o === j || Math.abs(o.word.y - j.word.y) > 25 * j.lineSize || Math.abs(o.word.y - j.word.y) < 0.5 * j.lineSize) return false;
      const shared = Math.min(o.word.x + o.word.width, j.word.x + j.word.width) - Math.max(o.word.x, j.word.x);
      return shared >= 0.5 * Math.min(o.word.width, j.word.width);
    });
    const test = (feature: TypographyFeature, d: number | null, margin: number, value: number, lineValue: number) => {
      const s = spread[feature];
      if (d === null || !Number.isFinite(s)) return;
      if (Math.abs(d) < margin || Math.abs(d) < T.spreads * s) return;
      const mates = column.flatMap((o) => (o[feature] === null ? [] : [o[feature] as number]));
      if (mates.length < T.minColumn) return;
      const m = median(mates);
      if (Math.abs(m) > 0.5 * margin || Math.abs(d - m) < margin) return;
      anomalies.push({ feature, box, value, lineValue, pageSpread: s, score: Math.abs(d) / Math.max(s, 1e-6), neighbours: j.neighbours });
    };
    test('size', j.size, T.size, j.word.capHeight, j.lineSize);
    test('baseline', j.baseline, T.baseline, j.baseline ?? 0, 0);
    test('weight', j.weight, T.weight, j.word.stroke, j.lineWeight);
  }
  return {
    glyphs: glyphs.length,
    words: words.length,
    lines: judgedLines,
    spread,
    anomalies: anomalies.sort((a, b) => b.score - a.score),
    departures: judged.map((j) => ({ box: { x: j.word.x, y: j.word.y, width: j.word.width, height: j.word.height }, size: j.size ?? 0, baseline: j.baseline ?? 0, weight: j.weight ?? 0 })),
  };
}

/**
 * Glyph twins (`--twins`): a genuine page sets the same character in the same font and size many
 * times, so most of its glyphs have a twin elsewhere on the page (the same shape at the same size,
 * within a pixel); a value redrawn in another family, size or weight has glyphs without one. Per
 * glyph: its ink resampled to a 12 × 16 grid (zero mean, unit norm), its height and width; two
 * glyphs are twins when their grids correlate at TWIN.ncc or more and their sizes agree within
 * TWIN.px (or TWIN.share of the size). Per word: the share of its glyphs without a twin outside it.
 */
const TWIN = { ncc: 0.9, px: 1, share: 0.06, gridW: 12, gridH: 16 } as const;

function descriptorOf(ink: Float32Array, w: number, g: Glyph): Float32Array {
  const { gridW: GW, gridH: GH } = TWIN;
  const d = new Float32Array(GW * GH);
  for (let j = 0; j < GH; j++) {
    for (let i = 0; i < GW; i++) {
      const x = g.x + ((i + 0.5) * g.width) / GW - 0.5;
      const y = g.y + ((j + 0.5) * g.height) / GH - 0.5;
      const x0 = Math.max(0, Math.floor(x)), y0 = Math.max(0, Math.floor(y));
      const tx = x - x0, ty = y - y0;
      const at = (xx: number, yy: number) => ink[Math.min(yy, g.y + g.height - 1) * w + Math.min(xx, g.x + g.width - 1)];
      d[j * GW + i] = (1 - ty) * ((1 - tx) * at(x0, y0) + tx * at(x0 + 1, y0)) + ty * ((1 - tx) * at(x0, y0 + 1) + tx * at(x0 + 1, y0 + 1));
    }
  }
  let m = 0;
  for (const v of d) m += v;
  m /= d.length;
  let n = 0;
  for (let k = 0; k < d.length; k++) {
    d[k] -= m;
    n += d[k] * d[k];
  }
  n = Math.sqrt(n) || 1;
  for (let k = 0; k < d.length; k++) d[k] /= n;
  return d;
}

function twinShares(l: Luma): { words: Word[]; orphan: number[] } {
  const glyphs = glyphsOf(l).filter((g) => g.height >= 9 && g.area >= 20);
  const ink = inkMap(l);
  const desc = glyphs.map((g) => descriptorOf(ink, l.width, g));
  const sameSize = (a: Glyph, b: Glyph) =>
    Math.abs(a.height - b.height) <= Math.max(TWIN.px, TWIN.share * a.height) && Math.abs(a.width - b.width) <= Math.max(TWIN.px, TWIN.share * a.width);
  const words = wordsOf(glyphs);
  const wordOfGlyph = new Map<Glyph, number>();
  words.forEach((wd, i) => wd.glyphs.forEach((g) => wordOfGlyph.set(g, i)));
  // With --column, a twin must stand in the glyph's column (under or over it, within 3 glyph widths) or row.
  const columnOnly = process.argv.includes('--column');
  const near = (a: Glyph, b: Glyph) =>
    !columnOnly ||
    (Math.abs(a.x + a.width / 2 - (b.x + b.width / 2)) <= 3 * Math.max(a.width, a.height)) ||
    (Math.abs(a.y + a.height - (b.y + b.height)) <= 0.5 * a.height);
  const hasTwin = glyphs.map((a, i) => {
    for (let j = 0; j < glyphs.length; j++) {
      if (j === i || wordOfGlyph.get(glyphs[j]) === wordOfGlyph.get(a) || !sameSize(a, glyphs[j]) || !near(a, glyphs[j])) continue;
      let c = 0;
      const da = desc[i], db = desc[j];
      for (let k = 0; k < da.length; k++) c += da[k] * db[k];
      if (c >= TWIN.ncc) return true;
    }
    return false;
  });
  const index = new Map(glyphs.map((g, i) => [g, i]));
  const orphan = words.map((wd) => wd.glyphs.filter((g) => !hasTwin[index.get(g)!]).length / wd.glyphs.length);
  return { words, orphan };
}

async function twinsMain(dirs: string[]): Promise<void> {
  for (const dir of dirs) {
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as { documents: BenchDocument[] };
    for (const d of manifest.documents) {
      if (d.split !== 'seen' || !IMAGE_TECHNIQUES.test(d.technique)) continue;
      const luma = await toLuma(sharp(path.join(dir, d.file)));
      const t0 = Date.now();
      const { words, orphan } = twinShares(luma);
      const ms = Date.now() - t0;
      const inPlanted = (wd: Word) =>
        d.planted.some((p) => wd.x / luma.width < p.x + p.width && p.x < (wd.x + wd.width) / luma.width && wd.y / luma.height < p.y + p.height && p.y < (wd.y + wd.height) / luma.height);
      const all = words.map((wd, i) => ({ wd, o: orphan[i], planted: inPlanted(wd) }));
      const orphans = all.filter((x) => !x.planted && x.o === 1 && x.wd.glyphs.length >= 1);
      const planted = all.filter((x) => x.planted).map((x) => `${x.wd.glyphs.length}g:${x.o.toFixed(2)}`);
      console.log(`${path.basename(dir)} ${d.file} ${ms}ms words ${words.length} all-orphan ${orphans.length} (multi-glyph ${orphans.filter((x) => x.wd.glyphs.length >= 2).length})${d.planted.length ? ` PLANTED ${planted.join(' ') || 'no word'}` : ''} :: ${d.description.slice(0, 90)}`);
    }
  }
}

/**
 * Value cells (`--cells`): short words (at most 5 glyphs, at most 5 cap heights wide) judged against
 * their table column only (short words on at least CELL.peers other lines that share half the
 * narrower width or an edge within 2 px), measured to a fraction of a pixel: a glyph's top and
 * bottom move by the coverage of its first and last ink rows (the darkest pixel of the row against
 * the glyph's full depth), its ink is summed as coverage. Per word: its tall glyphs' height, their
 * bottom against the row (its nearest words on the line, carried along the skew), and the ink per
 * horizontal run at its size, each departing from its column's median by how many of the column's
 * robust spreads.
 */
const CELL = { peers: 4, floor: { size: 0.03, baseline: 0.04, weight: 0.08 } } as const;

interface Measured {
  word: Word;
  h: number;
  bottom: number;
  stroke: number;
}

function measureWord(ink: Float32Array, w: number, wd: Word, depth: number): Measured | null {
  const maxH = Math.max(...wd.glyphs.map((g) => g.height));
  const tall = wd.glyphs.filter((g) => g.height >= 0.7 * maxH);
  if (!tall.length) return null;
  const rowMax = (g: Glyph, y: number) => {
    let m = 0;
    for (let x = g.x; x < g.x + g.width; x++) m = Math.max(m, ink[y * w + x]);
    return Math.min(1, m / depth);
  };
  const hs: number[] = [];
  const bottoms: number[] = [];
  let cover = 0;
  let runs = 0;
  for (const g of tall) {
    const top = g.y + (1 - rowMax(g, g.y));
    const bottom = g.y + g.height - (1 - rowMax(g, g.y + g.height - 1));
    hs.push(bottom - top);
    bottoms.push(bottom);
    for (let y = g.y; y < g.y + g.height; y++) for (let x = g.x; x < g.x + g.width; x++) cover += Math.min(1, Math.max(0, ink[y * w + x] / depth));
    runs += g.hruns;
  }
  return { word: wd, h: median(hs), bottom: median(bottoms), stroke: cover / Math.max(1, runs) };
}

/** OCR words (the text engine's reading, `<file>.text.json` beside the image) as pixel boxes. */
interface OcrCell {
  cx: number;
  cy: number;
  box: PixelBox;
  text: string;
  confidence: number;
}

/** A value cell as OCR read it: a number or a letter grade, read with confidence. */
const VALUE_CELL = /^[(]?(\d{1,3}(?:[.,]\d{1,2})?|[A-F][+-]?)[)]?$/;

function cellDepartures(l: Luma, ocr: OcrCell[] | null = null): Array<{ word: Word; size: number; baseline: number; weight: number; score: number; peers: number }> {
  const ink = inkMap(l);
  const strong: number[] = [];
  for (let i = 0; i < ink.length; i += 7) if (ink[i] > 25) strong.push(ink[i]);
  const depth = strong.length ? quantile(strong, 0.9) : 255;
  const glyphs = glyphsOf(l);
  const words = wordsOf(glyphs);
  const skew = skewOf(words);
  const lines = linesOf(words, skew);
  const measured = new Map<Word, Measured>();
  for (const wd of words) {
    const m = measureWord(ink, l.width, wd, depth);
    if (m) measured.set(wd, m);
  }
  // The row's baseline under each short word: its nearest words on the line (two each side).
  const offset = new Map<Word, number>();
  for (const line of lines) {
    const ordered = [...line].sort((a, b) => a.x - b.x);
    ordered.forEach((wd, i) => {
      const near = [ordered[i - 2], ordered[i - 1], ordered[i + 1], ordered[i + 2]].filter((o): o is Word => o !== undefined && measured.has(o));
      const me = measured.get(wd);
      if (near.length < 2 || !me) return;
      const cx = wd.x + wd.width / 2;
      const row = median(near.map((o) => measured.get(o)!.bottom + skew * (cx - (o.x + o.width / 2))));
      offset.set(wd, (me.bottom - row) / me.h);
    });
  }
  // With the OCR's reading, only words it read as a value with confidence (boxes turned back by
  // the skew the OCR straightened them by, about the image's centre; the sign that matches more).
  let isValue = (_wd: Word) => true;
  if (ocr) {
    const angle = Math.atan(skew);
    let best: Set<Word> = new Set();
    for (const sign of [1, -1, 0]) {
      const a = sign * angle;
      const c = Math.cos(a), sn = Math.sin(a);
      const ox = l.width / 2, oy = l.height / 2;
      const placed = ocr.map((o) => ({ ...o, cx: ox + (o.cx - ox) * c - (o.cy - oy) * sn, cy: oy + (o.cx - ox) * sn + (o.cy - oy) * c }));
      const hit = new Set<Word>();
      for (const wd of words) {
        const m = placed.find((o) => Math.abs(o.cx - (wd.x + wd.width / 2)) <= Math.max(4, wd.width / 2) && Math.abs(o.cy - (wd.y + wd.height / 2)) <= Math.max(4, 0.5 * wd.capHeight));
        if (m && m.confidence >= 90 && VALUE_CELL.test(m.text)) hit.add(wd);
      }
      if (hit.size > best.size) best = hit;
    }
    isValue = (wd) => best.has(wd);
  }
  const cells = words.filter((wd) => wd.glyphs.length <= 5 && wd.width <= 5 * wd.capHeight && wd.capHeight >= 8 && measured.has(wd) && isValue(wd));
  const out: Array<{ word: Word; size: number; baseline: number; weight: number; score: number; peers: number }> = [];
  for (const wd of cells) {
    const peers = cells.filter((o) => {
      if (o === wd || Math.abs(o.baseline - wd.baseline) < 0.8 * wd.capHeight || Math.abs(o.y - wd.y) > 40 * wd.capHeight) return false;
      if (o.capHeight > 1.4 * wd.capHeight || wd.capHeight > 1.4 * o.capHeight) return false;
      const shared = Math.min(o.x + o.width, wd.x + wd.width) - Math.max(o.x, wd.x);
      return shared >= 0.5 * Math.min(o.width, wd.width) || Math.abs(o.x - wd.x) <= 2 || Math.abs(o.x + o.width - wd.x - wd.width) <= 2;
    });
    if (peers.length < CELL.peers) continue;
    const me = measured.get(wd)!;
    const spreadOf = (xs: number[], floor: number) => {
      const m = median(xs);
      return { m, s: Math.max(floor, 1.4826 * median(xs.map((v) => Math.abs(v - m)))) };
    };
    const hs = spreadOf(peers.map((o) => Math.log(measured.get(o)!.h)), CELL.floor.size);
    const size = (Math.log(me.h) - hs.m) / hs.s;
    const po = peers.flatMap((o) => (offset.has(o) ? [offset.get(o)!] : []));
    const bs = po.length >= CELL.peers && offset.has(wd) ? spreadOf(po, CELL.floor.baseline) : null;
    const baseline = bs ? (offset.get(wd)! - bs.m) / bs.s : 0;
    const ws = spreadOf(peers.map((o) => Math.log(measured.get(o)!.stroke / measured.get(o)!.h)), CELL.floor.weight);
    const weight = (Math.log(me.stroke / me.h) - ws.m) / ws.s;
    out.push({ word: wd, size, baseline, weight, score: Math.max(Math.abs(size), Math.abs(baseline), Math.abs(weight)), peers: peers.length });
  }
  return out.sort((a, b) => b.score - a.score);
}

async function cellsMain(dirs: string[]): Promise<void> {
  for (const dir of dirs) {
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as { documents: BenchDocument[] };
    for (const d of manifest.documents) {
      if (d.split !== 'seen' || !IMAGE_TECHNIQUES.test(d.technique)) continue;
      const luma = await toLuma(sharp(path.join(dir, d.file)));
      const t0 = Date.now();
      let ocr: OcrCell[] | null = null;
      try {
        const t = JSON.parse(await readFile(path.join(dir, `${d.file}.text.json`), 'utf8')) as { pages: Array<{ width: number; height: number; items: Array<{ x: number; y: number; width: number; height: number; text: string; confidence: number | null }> }> };
        const pg = t.pages[0];
        const kx = luma.width / pg.width, ky = luma.height / pg.height;
        ocr = pg.items.map((i) => ({ cx: (i.x + i.width / 2) * kx, cy: (i.y + i.height / 2) * ky, box: { x: i.x * kx, y: i.y * ky, width: i.width * kx, height: i.height * ky }, text: i.text, confidence: i.confidence ?? 0 }));
      } catch {
        if (process.argv.includes('--ocr-only')) continue;
      }
      const deps = cellDepartures(luma, ocr);
      const ms = Date.now() - t0;
      const inPlanted = (wd: Word) =>
        d.planted.some((p) => wd.x / luma.width < p.x + p.width && p.x < (wd.x + wd.width) / luma.width && wd.y / luma.height < p.y + p.height && p.y < (wd.y + wd.height) / luma.height);
      const f = (x: { size: number; baseline: number; weight: number; score: number; word: Word }) =>
        `${x.score.toFixed(1)}[s${x.size.toFixed(1)} b${x.baseline.toFixed(1)} w${x.weight.toFixed(1)}]@${Math.round((x.word.x / luma.width) * 100)},${Math.round((x.word.y / luma.height) * 100)}`;
      const others = deps.filter((x) => !inPlanted(x.word));
      const planted = deps.filter((x) => inPlanted(x.word));
      console.log(`${path.basename(dir)} ${d.file} ${ms}ms cells ${deps.length} top ${others.slice(0, 3).map(f).join(' ')}${d.planted.length ? ` PLANTED ${planted.map(f).join(' ') || 'not judged'}` : ''} :: ${d.description.slice(0, 80)}`);
    }
  }
}

/**
 * Characters against their own kind (`--chars`): the OCR names each glyph, so a digit is compared
 * only with the same digit elsewhere on the page: a `3` in Times among Helvetica `3`s, or a `7`
 * 15% taller than the column's `7`s. Per confident numeric OCR word (confidence ≥ 90, only digits
 * and separators, its tall glyphs one per digit), per digit: the best correlation of its shape
 * (TWIN's grid) with the same digit in other words of its row or column (else anywhere on the page
 * at a height within 30%), and its height against theirs. The OCR reading is made with the text
 * engine and cached beside the image (`<file>.text.json`).
 */
const NUMERIC = /^[(]?\d[\d.,/:-]*[)]?$/;

interface CharGlyph {
  g: Glyph;
  ch: string;
  word: number;
  desc: Float32Array;
}

async function ocrOf(dir: string, d: BenchDocument): Promise<{ pages: Array<{ width: number; height: number; items: Array<{ x: number; y: number; width: number; height: number; text: string; confidence: number | null }> }> }> {
  const cache = path.join(dir, `${d.file}.text.json`);
  try {
    return JSON.parse(await readFile(cache, 'utf8'));
  } catch {
    const t = await createTextEngine().extract({ path: path.join(dir, d.file), kind: d.kind, fileName: d.fileName });
    await writeFile(cache, JSON.stringify(t));
    return t as never;
  }
}

function charScores(l: Luma, words: Array<{ box: PixelBox; text: string; confidence: number }>): Array<{ box: PixelBox; text: string; shape: number; size: number; peers: number }> {
  const glyphs = glyphsOf(l);
  const ink = inkMap(l);
  const pageWords = wordsOf(glyphs);
  const skew = skewOf(pageWords);
  // The OCR's boxes are on the page it straightened: turned back about the centre (the sign that places more words).
  const angle = Math.atan(skew);
  let best: CharGlyph[] = [];
  let bestWords: Array<{ box: PixelBox; text: string }> = [];
  for (const sign of [1, -1, 0]) {
    const a = sign * angle;
    const c = Math.cos(a), sn = Math.sin(a);
    const ox = l.width / 2, oy = l.height / 2;
    const out: CharGlyph[] = [];
    const placedWords: Array<{ box: PixelBox; text: string }> = [];
    words.forEach((wd) => {
      const digits = [...wd.text].filter((ch) => /\d/.test(ch));
      if (wd.confidence < 90 || !NUMERIC.test(wd.text) || !digits.length) return;
      const cx0 = wd.box.x + wd.box.width / 2, cy0 = wd.box.y + wd.box.height / 2;
      const cx = ox + (cx0 - ox) * c - (cy0 - oy) * sn, cy = oy + (cx0 - ox) * sn + (cy0 - oy) * c;
      const box = { x: cx - wd.box.width / 2, y: cy - wd.box.height / 2, width: wd.box.width, height: wd.box.height };
      const pad = 0.25 * box.height;
      const inside = glyphs.filter((g) => g.x + g.width / 2 >= box.x - pad && g.x + g.width / 2 <= box.x + box.width + pad && g.y + g.height / 2 >= box.y - pad && g.y + g.height / 2 <= box.y + box.height + pad);
      if (!inside.length) return;
      const maxH = Math.max(...inside.map((g) => g.height));
      const tall = inside.filter((g) => g.height >= 0.7 * maxH && g.height >= 9).sort((p, q) => p.x - q.x);
      if (tall.length !== digits.length) return;
      const index = placedWords.length;
      placedWords.push({ box, text: wd.text });
      tall.forEach((g, k) => out.push({ g, ch: digits[k], word: index, desc: descriptorOf(ink, l.width, g) }));
    });
    if (out.length > best.length) {
      best = out;
      bestWords = placedWords;
    }
  }
  const result: Array<{ box: PixelBox; text: string; shape: number; size: number; peers: number }> = [];
  bestWords.forEach((wd, wi) => {
    const mine = best.filter((cg) => cg.word === wi);
    let shapeSum = 0;
    let sizeSum = 0;
    let n = 0;
    let peersMin = Infinity;
    for (const cg of mine) {
      const same = best.filter((o) => o.word !== wi && o.ch === cg.ch);
      const rowCol = same.filter((o) => {
        const ob = bestWords[o.word].box;
        const sharedX = Math.min(ob.x + ob.width, wd.box.x + wd.box.width) - Math.max(ob.x, wd.box.x);
        const sameRow = Math.abs(ob.y + ob.height / 2 - (wd.box.y + wd.box.height / 2)) <= 0.5 * wd.box.height;
        return sameRow || sharedX >= 0.3 * Math.min(ob.width, wd.box.width);
      });
      const peers = rowCol.length >= 2 ? rowCol : same.filter((o) => o.g.height <= 1.3 * cg.g.height && cg.g.height <= 1.3 * o.g.height);
      if (peers.length < 2) continue;
      let bestC = -1;
      for (const o of peers) {
        let cc = 0;
        for (let k = 0; k < cg.desc.length; k++) cc += cg.desc[k] * o.desc[k];
        bestC = Math.max(bestC, cc);
      }
      shapeSum += 1 - bestC;
      sizeSum += Math.abs(Math.log(cg.g.height / median(peers.map((o) => o.g.height))));
      peersMin = Math.min(peersMin, peers.length);
      n++;
    }
    if (n) result.push({ box: wd.box, text: wd.text, shape: shapeSum / n, size: sizeSum / n, peers: peersMin });
  });
  return result;
}

async function charsMain(dirs: string[]): Promise<void> {
  for (const dir of dirs) {
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as { documents: BenchDocument[] };
    for (const d of manifest.documents) {
      if (d.split !== 'seen' || !/^(clean-scan-jpeg|clean-scan-png|edited-scan)$/.test(d.technique)) continue;
      const luma = await toLuma(sharp(path.join(dir, d.file)));
      const t = await ocrOf(dir, d);
      const pg = t.pages[0];
      const kx = luma.width / pg.width, ky = luma.height / pg.height;
      const words = pg.items.map((i) => ({ box: { x: i.x * kx, y: i.y * ky, width: i.width * kx, height: i.height * ky }, text: i.text, confidence: i.confidence ?? 0 }));
      const scores = charScores(luma, words);
      const inPlanted = (b: PixelBox) => d.planted.some((p) => b.x / luma.width < p.x + p.width && p.x < (b.x + b.width) / luma.width && b.y / luma.height < p.y + p.height && p.y < (b.y + b.height) / luma.height);
      const f = (x: { shape: number; size: number; text: string; peers: number }) => `${x.text}:sh${x.shape.toFixed(3)}/sz${x.size.toFixed(3)}/p${x.peers}`;
      const others = scores.filter((x) => !inPlanted(x.box));
      const topShape = [...others].sort((a, b) => b.shape - a.shape).slice(0, 3).map(f).join(' ');
      const topSize = [...others].sort((a, b) => b.size - a.size).slice(0, 3).map(f).join(' ');
      const planted = scores.filter((x) => inPlanted(x.box)).map(f).join(' ');
      console.log(`${path.basename(dir)} ${d.file} words ${scores.length} | shape ${topShape} | size ${topSize}${d.planted.length ? ` | PLANTED ${planted || 'not judged'}` : ''} :: ${d.description.slice(0, 100)}`);
    }
  }
}

const IMAGE_TECHNIQUES = /^(clean-scan-jpeg|clean-scan-png|clean-photo|edited-scan|edited-photo|jpeg-paste)$/;

async function main(): Promise<void> {
  for (const dir of process.argv.slice(2)) {
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as { documents: BenchDocument[] };
    for (const d of manifest.documents) {
      if (d.split !== 'seen' || !IMAGE_TECHNIQUES.test(d.technique)) continue;
      const luma = await toLuma(sharp(path.join(dir, d.file)));
      const t0 = Date.now();
      const r = typographyAnomalies(luma);
      const ms = Date.now() - t0;
      const sp = r.spread;
      const fmt = (v: number) => v.toFixed(3);
      const worst = (f: 'size' | 'baseline' | 'weight') => {
        const xs = r.departures.map((x) => Math.abs(x[f]));
        return xs.length ? fmt(Math.max(...xs)) : '-';
      };
      let planted = '';
      if (d.planted.length) {
        const p = d.planted[0];
        const hit = r.departures.filter((x) => {
          const bx = x.box.x / luma.width, by = x.box.y / luma.height, bw = x.box.width / luma.width, bh = x.box.height / luma.height;
          return bx < p.x + p.width && p.x < bx + bw && by < p.y + p.height && p.y < by + bh;
        });
        planted = hit.length ? hit.map((x) => `size ${fmt(x.size)} (${fmt(Math.abs(x.size) / sp.size)}σ) base ${fmt(x.baseline)} (${fmt(Math.abs(x.baseline) / sp.baseline)}σ) weight ${fmt(x.weight)} (${fmt(Math.abs(x.weight) / sp.weight)}σ)`).join(' | ') : 'planted word not judged';
      }
      const found = r.anomalies.map((a) => `${a.feature}@${Math.round((a.box.x / luma.width) * 100)},${Math.round((a.box.y / luma.height) * 100)} d=${(a.score * a.pageSpread).toFixed(2)} ${a.score.toFixed(1)}σ`).join(' ');
      console.log(`${path.basename(dir)} ${d.file} ${luma.width}x${luma.height} ${ms}ms g${r.glyphs} w${r.words} l${r.lines} spread ${fmt(sp.size)}/${fmt(sp.baseline)}/${fmt(sp.weight)} worst ${worst('size')}/${worst('baseline')}/${worst('weight')} :: ${found || 'none'}${planted ? ` :: PLANTED ${planted}` : ''} :: ${d.description.slice(0, 110)}`);
    }
  }
}

(process.argv.includes('--chars') ? charsMain(process.argv.slice(2).filter((a) => !a.startsWith('--'))) : process.argv.includes('--cells') ? cellsMain(process.argv.slice(2).filter((a) => !a.startsWith('--'))) : process.argv.includes('--twins') ? twinsMain(process.argv.slice(2).filter((a) => !a.startsWith('--'))) : main()).catch((err) => {
  console.error(err);
  process.exit(1);
});
