/**
 * Page images for the forensics report and viewer: the pages the evidence boxes are drawn on.
 * PDF pages are rasterized with pdftoppm (as src/processing/text renders pages for OCR, at a
 * bounded size); an image document is its own single page. A page that cannot be rendered is left
 * out: the findings are shown without it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { SourceFile } from '../types';
import { isLocated, type EvidenceBox, type ForensicsSignal } from './signals';

export interface PageImage {
  /** 1-based page number. */
  page: number;
  /** A JPEG of the page. */
  data: Buffer;
  width: number;
  height: number;
}

/** Pages rendered for one file: the pages with evidence first, then the first pages, at most this many. */
export const MAX_PAGE_IMAGES = 6;
/** The longest side of a page image, in pixels. */
export const PAGE_IMAGE_PX = 1400;
const RENDER_TIMEOUT_MS = 30_000;

/** Every box a signal places on this file's pages: its own, and its values' (not another file's). */
export function boxesOf(signal: ForensicsSignal): EvidenceBox[] {
  const out: EvidenceBox[] = [...signal.evidence.boxes];
  for (const v of signal.evidence.values) {
    if (v.fileName || v.fileId) continue;
    for (const b of v.boxes ?? []) if (!out.some((o) => sameBox(o, b))) out.push(b);
  }
  return out.filter(validBox);
}

function sameBox(a: EvidenceBox, b: EvidenceBox): boolean {
  return a.page === b.page && Math.abs(a.x - b.x) < 1e-3 && Math.abs(a.y - b.y) < 1e-3 && Math.abs(a.width - b.width) < 1e-3 && Math.abs(a.height - b.height) < 1e-3;
}

/** A box that can be drawn: finite fractions inside the page, a positive page number. */
export function validBox(b: EvidenceBox): boolean {
  const n = [b.x, b.y, b.width, b.height];
  return Number.isInteger(b.page) && b.page >= 1 && n.every((v) => Number.isFinite(v) && v >= 0 && v <= 1) && b.width > 0 && b.height > 0;
}

/** Which pages to show: those with located evidence first, then from page 1, up to `max`. */
export function pagesToShow(signals: readonly ForensicsSignal[], pageCount: number | null, max = MAX_PAGE_IMAGES): number[] {
  const pages: number[] = [];
  for (const s of signals) {
    if (!isLocated(s)) continue;
    for (const b of boxesOf(s)) if (!pages.includes(b.page) && (pageCount === null || b.page <= pageCount)) pages.push(b.page);
  }
  for (let p = 1; pages.length < max && (pageCount === null || p <= pageCount) && p <= max * 4; p++) if (!pages.includes(p)) pages.push(p);
  return pages.slice(0, max).sort((a, b) => a - b);
}

const cache = new WeakMap<object, Map<string, Promise<PageImage[]>>>();

/**
 * The images of `pages` of a file (PDF pages rasterized, an image as page 1). Memoized per file
 * object, so the report and the viewer of one analysis render once.
 */
export function pageImagesOf(file: Pick<SourceFile, 'path' | 'kind'>, pages: number[]): Promise<PageImage[]> {
  const key = pages.join(',');
  let byPages = cache.get(file);
  if (!byPages) cache.set(file, (byPages = new Map()));
  let p = byPages.get(key);
  if (!p) byPages.set(key, (p = render(file, pages)));
  return p;
}

async function render(file: Pick<SourceFile, 'path' | 'kind'>, pages: number[]): Promise<PageImage[]> {
  if (file.kind === 'pdf') return renderPdfPages(file.path, pages);
  if (file.kind === 'png' || file.kind === 'jpeg' || file.kind === 'webp') {
    if (!pages.includes(1)) return [];
    try {
      const { data, info } = await sharp(file.path, { failOn: 'none' })
        .resize({ width: PAGE_IMAGE_PX, height: PAGE_IMAGE_PX, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      return [{ page: 1, data, width: info.width, height: info.height }];
    } catch {
      // evidence: an image sharp cannot decode has no page image: the viewer shows its text preview instead, and the PDF report no evidence page.
      return [];
    }
  }
  return [];
}

async function renderPdfPages(pdfPath: string, pages: number[]): Promise<PageImage[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'forensics-pages-'));
  try {
    // One pdftoppm run per run of consecutive pages; pdftoppm stops at the last page itself.
    const ranges: Array<[number, number]> = [];
    for (const p of [...pages].sort((a, b) => a - b)) {
      const last = ranges[ranges.length - 1];
      if (last && p === last[1] + 1) last[1] = p;
      else ranges.push([p, p]);
    }
    for (const [from, to] of ranges) {
      try {
        await run('pdftoppm', ['-f', String(from), '-l', String(to), '-scale-to', String(PAGE_IMAGE_PX), '-jpeg', '-jpegopt', 'quality=80', pdfPath, path.join(dir, `r${from}`)]);
      } catch {
        // evidence: a range past the end, a missing renderer or a failing page is left out; the report and viewer show the pages that
        // were rendered (the viewer its text preview when none was), and the analysis itself does not depend on these images.
      }
    }
    const out: PageImage[] = [];
    for (const name of (await readdir(dir)).sort()) {
      const m = /^r\d+-0*(\d+)\.jpg$/.exec(name);
      if (!m) continue;
      const page = Number(m[1]);
      if (!pages.includes(page) || out.some((o) => o.page === page)) continue;
      const data = await readFile(path.join(dir, name));
      // evidence: a file pdftoppm wrote that sharp cannot read is left out, as a page that did not render.
      const meta = await sharp(data).metadata().catch(() => null);
      if (meta?.width && meta.height) out.push({ page, data, width: meta.width, height: meta.height });
    }
    return out.sort((a, b) => a.page - b.page);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function run(file: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { timeout: RENDER_TIMEOUT_MS, maxBuffer: 4 * 1024 * 1024 }, (err) => (err ? reject(err) : resolve()));
  });
}
