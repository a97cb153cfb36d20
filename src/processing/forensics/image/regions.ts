/**
 * The localized region map shared by the image analyses: a grid of cells, each marked anomalous
 * or not with a score, turned into connected regions (8-connectivity) with their boxes as page
 * fractions. A region covering much of the page is not "localized": the whole page shares that
 * property (a recompression, a resize, a scan), which is not a tamper.
 */
import type { EvidenceBox } from '../signals';

export interface CellMap {
  /** Cells across and down. */
  cols: number;
  rows: number;
  /** Size of a cell in the analysed image's pixels, and the step between cells (overlapping windows: step < size). */
  cell: number;
  step: number;
  /** The analysed image's size in pixels. */
  width: number;
  height: number;
  /** Per cell: anomalous or not. */
  flag: Uint8Array;
  /** Per cell: the measured score (for the region's value). */
  score: Float32Array;
}

/** A pixel box in the analysed image. */
export interface PixelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Region extends PixelBox {
  cells: number;
  /** Mean and peak of the cells' scores. */
  meanScore: number;
  peakScore: number;
  /** Fraction of the image's area covered by the region's box. */
  areaFraction: number;
}

export function newCellMap(width: number, height: number, cell: number, step: number): CellMap {
  const cols = Math.max(0, Math.floor((width - cell) / step) + 1);
  const rows = Math.max(0, Math.floor((height - cell) / step) + 1);
  return { cols, rows, cell, step, width, height, flag: new Uint8Array(cols * rows), score: new Float32Array(cols * rows) };
}

/** Connected anomalous cells → regions, largest evidence first. */
export function regionsOf(map: CellMap, minCells: number): Region[] {
  const { cols, rows, flag, score } = map;
  const seen = new Uint8Array(cols * rows);
  const out: Region[] = [];
  const stack: number[] = [];
  for (let start = 0; start < flag.length; start++) {
    if (!flag[start] || seen[start]) continue;
    let x0 = Infinity, y0 = Infinity, x1 = -1, y1 = -1, n = 0, sum = 0, peak = -Infinity;
    stack.push(start);
    seen[start] = 1;
    while (stack.length) {
      const c = stack.pop()!;
      const cx = c % cols;
      const cy = (c - cx) / cols;
      n++;
      sum += score[c];
      peak = Math.max(peak, score[c]);
      x0 = Math.min(x0, cx);
      y0 = Math.min(y0, cy);
      x1 = Math.max(x1, cx);
      y1 = Math.max(y1, cy);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = cx + dx;
          const ny = cy + dy;
          if (nx < 0 || ny < 0 || nx >= cols || ny >= rows) continue;
          const k = ny * cols + nx;
          if (flag[k] && !seen[k]) {
            seen[k] = 1;
            stack.push(k);
          }
        }
      }
    }
    if (n < minCells) continue;
    const x = x0 * map.step;
    const y = y0 * map.step;
    const width = Math.min(map.width, x1 * map.step + map.cell) - x;
    const height = Math.min(map.height, y1 * map.step + map.cell) - y;
    out.push({ x, y, width, height, cells: n, meanScore: sum / n, peakScore: peak, areaFraction: (width * height) / (map.width * map.height) });
  }
  return out.sort((a, b) => b.cells * b.meanScore - a.cells * a.meanScore);
}

/** A pixel box of the analysed image as a box on the page (fractions), optionally inside a placement box on the page. */
export function toEvidenceBox(r: { x: number; y: number; width: number; height: number }, imgW: number, imgH: number, page: number, place?: Omit<EvidenceBox, 'page'>): EvidenceBox {
  const p = place ?? { x: 0, y: 0, width: 1, height: 1 };
  const round = (v: number) => Math.round(v * 10_000) / 10_000;
  return {
    page,
    x: round(p.x + (r.x / imgW) * p.width),
    y: round(p.y + (r.y / imgH) * p.height),
    width: round((r.width / imgW) * p.width),
    height: round((r.height / imgH) * p.height),
  };
}

/** Where a box sits on the page, in words ("12–30% across, 40–46% down"). */
export function describeBox(b: EvidenceBox): string {
  const pc = (v: number) => `${Math.round(v * 100)}%`;
  return `${pc(b.x)}–${pc(b.x + b.width)} across, ${pc(b.y)}–${pc(b.y + b.height)} down${b.page > 1 ? ` of page ${b.page}` : ''}`;
}
