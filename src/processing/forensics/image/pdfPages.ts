/**
 * Checks 9–11 on the pages of an image-only PDF (a scanner app's or a copier's PDF): each page's
 * image is analysed as an image file would be. The page's largest embedded image is read from its
 * stream — a JPEG as stored (its 8×8 grid and quantization intact), 8-bit Flate pixels losslessly —
 * and its regions are mapped through the image's placement onto the page. When the image cannot
 * be used (another filter or bit depth, an image the raw parser cannot tie to its page), the page
 * is rasterized with pdftoppm instead; a rasterized page still carries its noise and any clone,
 * but no longer its compression history.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CheckOutcome } from '../checks';
import type { PageDrawing, PdfDocument } from '../pdf/pdfjs';
import { decodeStream, streamFilters, type RawObject } from '../pdf/raw';
import { checkStatusFromSignals, type ForensicsSignal } from '../signals';
import { analyseImageForensics, rawToPng, type ImageOutcomes } from './index';

/** Pages of an image-only PDF analysed (the rest are named in the description). */
export const MAX_IMAGE_PAGES = 10;
const RASTER_DPI = 150;

interface PageImage {
  bytes: Buffer;
  isJpeg: boolean;
  how: string;
}

/** True when no page draws visible text and every page drawn shows an image covering most of it. */
export function isImageOnly(drawings: PageDrawing[]): boolean {
  if (!drawings.length) return false;
  return drawings.every((d) => !d.runs.some((r) => r.visible && r.glyphs.some((g) => g.char.trim())) && largestImage(d) !== null);
}

function largestImage(d: PageDrawing): { x: number; y: number; width: number; height: number } | null {
  let best: { x: number; y: number; width: number; height: number } | null = null;
  for (const im of d.images) {
    const x0 = Math.max(0, im.box.x0), y0 = Math.max(0, im.box.y0), x1 = Math.min(d.width, im.box.x1), y1 = Math.min(d.height, im.box.y1);
    if (x1 <= x0 || y1 <= y0) continue;
    const b = { x: x0 / d.width, y: y0 / d.height, width: (x1 - x0) / d.width, height: (y1 - y0) / d.height };
    if (!best || b.width * b.height > best.width * best.height) best = b;
  }
  return best && best.width * best.height >= 0.3 ? best : null;
}

export async function imagePageOutcomes(pdf: Buffer, doc: PdfDocument, objects: RawObject[], drawings: PageDrawing[]): Promise<ImageOutcomes> {
  const latest = new Map<number, RawObject>();
  for (const o of objects) latest.set(o.num, o);
  const perPage: Array<{ page: number; outcomes: ImageOutcomes }> = [];
  for (const d of drawings.slice(0, MAX_IMAGE_PAGES)) {
    const place = largestImage(d);
    if (!place) continue;
    let ref: number | null = null;
    try {
      ref = (await doc.getPage(d.pageNumber)).ref?.num ?? null;
    } catch {
      // evidence: a page pdfjs cannot load has no image reference; the page is rasterized instead, just below.
      ref = null;
    }
    // evidence: a page neither stored as an image nor rasterized is left out; merge() reports only the pages analysed, or skipped when none.
    const img = (ref !== null ? await pageImage(latest, ref) : null) ?? (await rasterize(pdf, d.pageNumber).catch(() => null));
    if (!img) continue;
    // A rasterized page fills the whole page; a stored image sits where it is drawn.
    const outcomes = await analyseImageForensics(img.bytes, { isJpeg: img.isJpeg, page: d.pageNumber, place: img.how === 'rasterized' ? undefined : place, label: `the image of page ${d.pageNumber}` });
    perPage.push({ page: d.pageNumber, outcomes });
  }
  const more = drawings.length > MAX_IMAGE_PAGES ? ` (first ${MAX_IMAGE_PAGES} of ${drawings.length} pages analysed)` : '';
  const merge = (n: 9 | 10 | 11): CheckOutcome => {
    const ran = perPage.filter((p) => p.outcomes[n].status !== 'skipped');
    if (!ran.length) return { status: 'skipped', description: perPage[0]?.outcomes[n].description ?? 'The page images could not be read.' };
    const signals: ForensicsSignal[] = ran.flatMap((p) => p.outcomes[n].signals ?? []);
    if (!signals.length) {
      return { status: 'passed', description: ran.length === 1 ? `${ran[0].outcomes[n].description}${more}` : `No page image departs from its own baseline (${ran.length} pages${more}). Page 1: ${ran[0].outcomes[n].description}`, signals: [] };
    }
    return {
      status: checkStatusFromSignals(signals),
      description: `${ran.filter((p) => p.outcomes[n].signals?.length).map((p) => p.outcomes[n].description).join(' ')}${more}`,
      signals,
    };
  };
  return { 9: merge(9), 10: merge(10), 11: merge(11) };
}

/** The largest image XObject of the page object `ref`, when its stream can be used as is. */
async function pageImage(objects: Map<number, RawObject>, ref: number): Promise<PageImage | null> {
  const page = objects.get(ref);
  if (!page) return null;
  const deref = (text: string, key: string): string | null => {
    const direct = new RegExp(`/${key}\\s*(\\d+)\\s+\\d+\\s+R`).exec(text);
    if (direct) return objects.get(Number(direct[1]))?.dict ?? null;
    const at = text.search(new RegExp(`/${key}\\s*<<`));
    return at >= 0 ? balancedDict(text, text.indexOf('<<', at)) : null;
  };
  const resources = deref(page.dict, 'Resources');
  const xobjects = resources ? deref(resources, 'XObject') : null;
  if (!xobjects) return null;
  let best: { obj: RawObject; w: number; h: number } | null = null;
  for (const m of xobjects.matchAll(/(\d+)\s+\d+\s+R/g)) {
    const o = objects.get(Number(m[1]));
    if (!o?.stream || !/\/Subtype\s*\/Image\b/.test(o.dict)) continue;
    const w = Number(/\/Width\s+(\d+)/.exec(o.dict)?.[1] ?? 0);
    const h = Number(/\/Height\s+(\d+)/.exec(o.dict)?.[1] ?? 0);
    if (!best || w * h > best.w * best.h) best = { obj: o, w, h };
  }
  if (!best) return null;
  const filters = streamFilters(best.obj.dict);
  if (filters.length === 1 && (filters[0] === 'DCTDecode' || filters[0] === 'DCT') && best.obj.stream![0] === 0xff && best.obj.stream![1] === 0xd8) {
    return { bytes: best.obj.stream!, isJpeg: true, how: 'stored JPEG' };
  }
  const bpc = Number(/\/BitsPerComponent\s+(\d+)/.exec(best.obj.dict)?.[1] ?? 0);
  const cs = /\/ColorSpace\s*\/Device(Gray|RGB)\b/.exec(best.obj.dict)?.[1];
  if (bpc !== 8 || !cs || /\/SMask|\/Decode\s*\[/.test(best.obj.dict)) return null;
  const data = decodeStream(best.obj);
  const channels = cs === 'Gray' ? 1 : 3;
  if (!data || data.length < best.w * best.h * channels) return null;
  return { bytes: await rawToPng(data.subarray(0, best.w * best.h * channels), best.w, best.h, channels), isJpeg: false, how: 'stored pixels' };
}

function balancedDict(text: string, start: number): string | null {
  let depth = 0;
  for (let i = start; i < text.length - 1; i++) {
    if (text[i] === '<' && text[i + 1] === '<') {
      depth++;
      i++;
    } else if (text[i] === '>' && text[i + 1] === '>') {
      depth--;
      i++;
      if (depth === 0) return text.slice(start, i + 1);
    }
  }
  return null;
}

/** The page rendered by pdftoppm (greyscale PNG) when its image cannot be read directly. */
async function rasterize(pdf: Buffer, page: number): Promise<PageImage | null> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'forensics-page-'));
  try {
    const file = path.join(dir, 'in.pdf');
    await writeFile(file, pdf);
    const prefix = path.join(dir, 'page');
    await new Promise<void>((resolve, reject) =>
      execFile('pdftoppm', ['-r', String(RASTER_DPI), '-f', String(page), '-l', String(page), '-W', '6000', '-H', '6000', '-gray', '-png', '-singlefile', file, prefix], { timeout: 60_000 }, (err) =>
        err ? reject(err) : resolve(),
      ),
    );
    return { bytes: await readFile(`${prefix}.png`), isJpeg: false, how: 'rasterized' };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
