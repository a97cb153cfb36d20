/**
 * Flat digital patches on a captured page (check 10): the edit made on the scan or photo itself.
 * An image editor's "fill with the paper's colour, type the new value" leaves a box of one flat
 * colour where every other bit of paper carries the capture's noise (a scanner's or a phone's
 * sensor, paper grain): side by side, pixels whose four neighbours all equal them (within one grey
 * level) are, on a capture, all but absent, while a digital fill is made of them.
 *
 * The map is at the stored resolution (a patch behind a grade is 25 px wide at 150 dpi: the
 * noise analysis's cells at the working resolution are as large as it): 4×4-pixel blocks count as
 * flat when most of their pixels are (solid black ink left out; clipped white counted flat, for a
 * fill with the editor's white on grey paper). Flat blocks joined across one block (the typed
 * glyphs break a patch) are a candidate; it is a patch when it is mostly flat inside its box and
 * the paper in a frame around it is not: a region of a capture that is flat all over (a
 * photo's smooth table top, a heavily compressed JPEG's paper) has flat surroundings too and is
 * the capture's own property, never a signal.
 */
import { quantile, type Luma } from './raster';
import type { PixelBox } from './regions';

/** Candidates smaller than this are not measured (FLAT_PATCH.minBlocks may only be larger). */
const MIN_CANDIDATE_BLOCKS = 8;
/** Block side (stored pixels). */
const BLOCK = 4;
/** A pixel is flat when each of its four neighbours is within this many grey levels of it. */
const FLAT_STEP = 1;
/** Solid ink is flat on any capture: left out. Clipped white counts as flat (see below). */
const CLIP_LOW = 6;
const CLIP_HIGH = 249;
/** A flat block is of the paper's colour when its level is at most this far below the paper's. */
const PAPER_TOLERANCE = 12;
/** A block is flat when at least this share of its pixels is. */
const FLAT_BLOCK_SHARE = 0.6;

/** The box is in stored pixels. */
export interface FlatPatch extends PixelBox {
  /** Flat blocks in the patch's box (a filled box with a typed value: most of it). */
  insideShare: number;
  /** Flat blocks in the frame of paper around it (a capture: almost none). */
  frameShare: number;
  /** Blocks of the frame that were read (not clipped, inside the image). */
  frameBlocks: number;
  /** Flat blocks of the patch, and the share of the page's other blocks that are flat. */
  blocks: number;
  pageShareOutside: number;
  /** The patch's flat pixels' mean grey level, and the paper's around it (the frame's bright blocks). */
  level: number;
  paper: number;
  /** Share of the patch's flat blocks at the paper's level or whiter (a fill of paper or white). */
  paperShare: number;
  areaFraction: number;
}

export interface FlatPatchThresholds {
  /** Flat blocks a patch holds at least (8 blocks: 128 px², a third of a grade's box at 150 dpi). */
  minBlocks: number;
  /** Share of its box's blocks that are flat (typed glyphs and their edges take the rest). */
  minInside: number;
  /** Share of the frame's blocks that may be flat. */
  maxFrame: number;
  /** Frame blocks read at least (a patch at the image's edge has too little paper around it). */
  minFrameBlocks: number;
  /**
   * Share of the page's blocks outside the patch that may be flat: the page must carry its
   * capture's noise everywhere else. On the benchmark's clean flatbed scans at most 0.004%; on
   * phone photos (denoised, compressed) 60–80%, where a flat box is nothing unusual and no patch is
   * judged.
   */
  maxPageShare: number;
  /**
   * Share of the patch's flat blocks that are of the paper's colour or whiter: a forger fills with
   * the paper's colour or white; a flat shape in a colour of its own (a scanner app's logo or
   * watermark drawn on the page, a coloured seal) is not an erased value.
   */
  minPaperShare: number;
}

export const FLAT_PATCH: FlatPatchThresholds = { minBlocks: 8, minInside: 0.35, maxFrame: 0.02, minFrameBlocks: 20, maxPageShare: 0.005, minPaperShare: 0.5 };

/** Candidate patches with their measurements (every candidate: the caller applies FLAT_PATCH). */
export function flatPatchCandidates(img: Luma): { candidates: FlatPatch[]; pageFlatShare: number } {
  const { data, width: w, height: h } = img;
  const bw = Math.floor(w / BLOCK);
  const bh = Math.floor(h / BLOCK);
  if (bw < 8 || bh < 8) return { candidates: [], pageFlatShare: 0 };
  const flatCount = new Uint16Array(bw * bh);
  const readCount = new Uint16Array(bw * bh);
  const flatSum = new Float64Array(bw * bh);
  const readSum = new Float64Array(bw * bh);
  for (let y = 1; y < bh * BLOCK && y < h - 1; y++) {
    const row = y * w;
    const by = Math.floor(y / BLOCK);
    for (let x = 1; x < bw * BLOCK && x < w - 1; x++) {
      const i = row + x;
      const c = data[i];
      if (c < CLIP_LOW) continue;
      const k = by * bw + Math.floor(x / BLOCK);
      readCount[k]++;
      readSum[k] += c;
      // Clipped white is flat: an editor's white fill on grey paper (and a blown highlight,
      // which only makes the page flat around it too and closes the page gate).
      if (c > CLIP_HIGH) {
        flatCount[k]++;
        flatSum[k] += c;
      } else if (Math.abs(data[i - 1] - c) <= FLAT_STEP && Math.abs(data[i + 1] - c) <= FLAT_STEP && Math.abs(data[i - w] - c) <= FLAT_STEP && Math.abs(data[i + w] - c) <= FLAT_STEP) {
        flatCount[k]++;
        flatSum[k] += c;
      }
    }
  }
  const flat = new Uint8Array(bw * bh);
  // A block is read when half its pixels are unclipped; flat when most of those are flat.
  const read = new Uint8Array(bw * bh);
  let readBlocks = 0;
  let flatBlocks = 0;
  for (let k = 0; k < flat.length; k++) {
    read[k] = readCount[k] >= (BLOCK * BLOCK) / 2 ? 1 : 0;
    flat[k] = read[k] && flatCount[k] >= FLAT_BLOCK_SHARE * readCount[k] ? 1 : 0;
    readBlocks += read[k];
    flatBlocks += flat[k];
  }
  // Flat blocks joined across a gap of one block (8-connectivity on the map dilated once).
  const label = new Int32Array(bw * bh).fill(-1);
  const out: FlatPatch[] = [];
  const stack: number[] = [];
  for (let start = 0; start < flat.length; start++) {
    if (!flat[start] || label[start] >= 0) continue;
    let x0 = bw, y0 = bh, x1 = -1, y1 = -1, n = 0, levelSum = 0, levelN = 0;
    const members: number[] = [];
    label[start] = start;
    stack.push(start);
    while (stack.length) {
      const k = stack.pop()!;
      const kx = k % bw, ky = Math.floor(k / bw);
      n++;
      members.push(k);
      levelSum += flatSum[k];
      levelN += flatCount[k];
      x0 = Math.min(x0, kx); x1 = Math.max(x1, kx); y0 = Math.min(y0, ky); y1 = Math.max(y1, ky);
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) {
          const nx = kx + dx, ny = ky + dy;
          if (nx < 0 || ny < 0 || nx >= bw || ny >= bh) continue;
          const m = ny * bw + nx;
          if (!flat[m] || label[m] >= 0) continue;
          label[m] = start;
          stack.push(m);
        }
      }
    }
    if (n < MIN_CANDIDATE_BLOCKS) continue;
    const boxBlocks = (x1 - x0 + 1) * (y1 - y0 + 1);
    // The frame: a band around the box as wide as a quarter of its smaller side, at least 3 blocks.
    const m = Math.max(3, Math.round(0.25 * Math.min(x1 - x0 + 1, y1 - y0 + 1)));
    let frameFlat = 0, frameRead = 0;
    const frameLevels: number[] = [];
    for (let fy = y0 - m; fy <= y1 + m; fy++) {
      for (let fx = x0 - m; fx <= x1 + m; fx++) {
        if (fx < 0 || fy < 0 || fx >= bw || fy >= bh) continue;
        if (fx >= x0 && fx <= x1 && fy >= y0 && fy <= y1) continue;
        const k = fy * bw + fx;
        if (!read[k]) continue;
        frameRead++;
        frameFlat += flat[k];
        frameLevels.push(readSum[k] / readCount[k]);
      }
    }
    const paper = frameLevels.length ? quantile(frameLevels, 0.75) : 0;
    out.push({
      x: x0 * BLOCK,
      y: y0 * BLOCK,
      width: (x1 - x0 + 1) * BLOCK,
      height: (y1 - y0 + 1) * BLOCK,
      insideShare: n / boxBlocks,
      frameShare: frameRead ? frameFlat / frameRead : 1,
      frameBlocks: frameRead,
      blocks: n,
      pageShareOutside: 0,
      level: levelN ? levelSum / levelN : 0,
      paper,
      paperShare: members.filter((k) => flatSum[k] / flatCount[k] >= Math.min(CLIP_HIGH, paper - PAPER_TOLERANCE)).length / n,
      areaFraction: (boxBlocks * BLOCK * BLOCK) / (w * h),
    });
  }
  for (const p of out) p.pageShareOutside = readBlocks > p.blocks ? (flatBlocks - p.blocks) / (readBlocks - p.blocks) : 1;
  return { candidates: out, pageFlatShare: readBlocks ? flatBlocks / readBlocks : 1 };
}

/** The candidates that are patches: mostly flat inside, on paper that is not flat around them. */
export function flatPatches(img: Luma, t: FlatPatchThresholds = FLAT_PATCH): FlatPatch[] {
  return flatPatchCandidates(img).candidates.filter(
    (p) => p.blocks >= t.minBlocks && p.insideShare >= t.minInside && p.frameShare <= t.maxFrame && p.frameBlocks >= t.minFrameBlocks && p.pageShareOutside <= t.maxPageShare && p.paperShare >= t.minPaperShare,
  );
}
