/**
 * A probe, not a check: measuring a captured page's words by synthesis. OCR (tesseract, word
 * boxes and text) names each word; the word's text is "set" in candidate standard fonts from their
 * AFM metrics (Helvetica, Times, Courier, regular and bold: advance widths and glyph boxes, no
 * rasterizing), and the word's ink is measured to a fraction of a pixel (its left and right edges
 * where the column profile crosses half the ink's depth, its top and bottom where the row profile
 * does). Per candidate font that gives two scales, ink width over the text's synthesized ink width
 * and ink height over its synthesized ink height, and a baseline (the ink's bottom lifted by the
 * text's deepest descender at that scale). A line (tesseract's) and a column (words overlapping
 * in x on other lines, within 30% of the size) share one font and size: the line's font is the
 * candidate whose two scales agree best over its words, and against its peers each word gets
 *
 * - `size`: log(width scale) and log(height scale) against the peers' medians (the larger);
 * - `aspect`: log(width scale / height scale) in the peers' font against theirs (another family:
 *   Courier is 25% wider than Helvetica for digits, Times 6–7% narrower);
 * - `base`: the baseline against the line fitted through the peers' baselines (the page's skew),
 *   in ems;
 * - `weight`: ink per horizontal run (the stroke) per em, against peers of its class (digits or
 *   letters);
 *
 * each in units of max(floor, the peers' robust spread), and a word scores the smaller of its
 * line's and its column's departure (a column set apart all the way down, a bold label column, is
 * the layout). Per threshold the probe prints edited values located and clean pages with any
 * candidate.
 *
 *   npx tsx scripts/bench/forensics-synthesis-probe.ts <dir>...   (bench --keep dirs or family corpora)
 *   npx tsx scripts/bench/forensics-synthesis-probe.ts --generate <seed> <dir>   (the bench's documents, not analysed)
 *   VALUES=1 …   only numbers, marks, dates and letter grades judged and taken as peers
 *   PROBE_OUT=x.json …   where the per-word figures go; `--summary a.json b.json …` pools runs
 *
 * Images are prepared as the OCR engine prepares them (a photo's page squared and flattened, the
 * page enlarged towards 2,400 px across) and read by tesseract (cached beside them as `.tsv`).
 *
 * Result (wip/f12, 2026-12-01; bench documents of `edited-scan`, `edited-photo`, `clean-scan-jpeg`,
 * `-png`, `-pdf` and `clean-photo`, 5 per technique, seeds 7, 11 and 23: the documents
 * `npm run bench:forensics -- --split seen --per-technique 5 --seed N --techniques … --keep DIR`
 * keeps, written without analysing them by `--generate N DIR`), plus the scan and photo pages of the development families a-, b-, c-, e-, g-,
 * m- at seed 7): NO margin. The measurement sees the edits (a size 12–20% off: +0.10 to +0.33 in
 * log scale; bold: weight +0.14 to +0.30; off the line: 0.10–0.17 em; Courier among Times: aspect
 * +0.33), but the edited value departs 0.8–8.2 of its peers' spreads (median 3.1) while the largest
 * departure of a clean page is 5.5–58.6 (median 13.4). Pooled, 30 edited and 94 clean pages: at 4
 * spreads 7 edits located and 93 clean pages with a candidate, at 8 spreads 2 and 83, at 10 spreads
 * 0 and 64; values only, at 4 spreads 4 and 49, at 8 spreads 2 and 27; the baseline alone, values
 * only, 1 and 6 at 4 spreads, 0 and at most 1 from 6 up. 7 of the 30 edits are not judged at all
 * (OCR confidence, a rule touching the ink, no peers). So the engine has no check from it
 * (docs/forensics.md, "Check 7 on captured pages").
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { generateBenchCorpus } from './forensics/corpus';
import { findPageQuad, flattenBackground, homography, warpPerspective } from '../../src/processing/text';
import { quadSize, resizeGray, toGray, grayToPng, type Quad } from '../../src/processing/text/imagePrep';

const run = promisify(execFile);

// ---------------------------------------------------------------------------------------------
// AFM metrics of the standard fonts (pdfkit's data files).

interface Metric {
  wx: number;
  bbox: [number, number, number, number];
}
interface Afm {
  name: string;
  chars: Map<string, Metric>;
  stem: number;
}

const FONTS = ['Helvetica', 'Helvetica-Bold', 'Times-Roman', 'Times-Bold', 'Courier', 'Courier-Bold'];

function loadAfm(name: string): Afm {
  const file = path.join(path.dirname(require.resolve('pdfkit')), 'data', `${name}.afm`);
  const text = readFileSync(existsSync(file) ? file : path.join(path.dirname(require.resolve('pdfkit')), '..', 'js', 'data', `${name}.afm`), 'utf8');
  const chars = new Map<string, Metric>();
  let stem = 80;
  for (const line of text.split('\n')) {
    const sv = /^StdVW (\d+)/.exec(line);
    if (sv) stem = Number(sv[1]);
    const m = /^C (\d+) ; WX (\d+) ; N \S+ ; B (-?\d+) (-?\d+) (-?\d+) (-?\d+)/.exec(line);
    if (m && Number(m[1]) >= 32 && Number(m[1]) < 127) chars.set(String.fromCharCode(Number(m[1])), { wx: Number(m[2]), bbox: [Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])] });
  }
  // AFM codes follow Adobe's standard encoding: quoteright (39) and quoteleft (96) stand for ' and `.
  return { name, chars, stem };
}

const AFMS = FONTS.map(loadAfm);

/** The text's ink box in em (1000 units), set without kerning from the origin. */
function synth(afm: Afm, text: string): { w: number; top: number; bottom: number } | null {
  let x = 0;
  let left = Infinity, right = -Infinity, top = -Infinity, bottom = Infinity;
  for (const ch of text) {
    const m = afm.chars.get(ch);
    if (!m) return null;
    const [llx, lly, urx, ury] = m.bbox;
    if (urx > llx) {
      left = Math.min(left, x + llx);
      right = Math.max(right, x + urx);
      top = Math.max(top, ury);
      bottom = Math.min(bottom, lly);
    }
    x += m.wx;
  }
  if (!(right > left) || !(top > bottom)) return null;
  return { w: (right - left) / 1000, top: top / 1000, bottom: bottom / 1000 };
}

// ---------------------------------------------------------------------------------------------
// Pixels.

interface Gray {
  w: number;
  h: number;
  d: Uint8Array;
}

async function grayOf(file: string): Promise<Gray> {
  const { data, info } = await sharp(file, { failOn: 'none' }).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { w: info.width, h: info.height, d: new Uint8Array(data.buffer, data.byteOffset, info.width * info.height) };
}

interface OcrWord {
  x: number;
  y: number;
  w: number;
  h: number;
  text: string;
  conf: number;
  line: string;
}

async function ocr(image: string): Promise<OcrWord[]> {
  const cache = `${image}.tsv`;
  let tsv: string;
  if (existsSync(cache)) tsv = await readFile(cache, 'utf8');
  else {
    tsv = (await run('tesseract', [image, 'stdout', '--psm', '3', '-l', 'eng', 'tsv'], { maxBuffer: 64 << 20 })).stdout;
    await writeFile(cache, tsv);
  }
  const out: OcrWord[] = [];
  for (const row of tsv.split('\n').slice(1)) {
    const f = row.split('\t');
    if (f.length < 12 || f[0] !== '5') continue;
    const text = f[11].trim();
    if (!text) continue;
    out.push({ x: +f[6], y: +f[7], w: +f[8], h: +f[9], conf: +f[10], text, line: `${f[2]}.${f[3]}.${f[4]}` });
  }
  return out;
}

interface Measured {
  o: OcrWord;
  cx: number;
  /** Sub-pixel ink extent. */
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** Ink per horizontal run, px. */
  stroke: number;
  digits: boolean;
  /** Per font: log width scale, log height scale, baseline y (px). */
  fit: Array<{ lw: number; lh: number; base: number } | null>;
}

/** Where a profile first crosses `t` going from index a towards b, interpolated. */
function crossing(p: Float64Array, t: number, from: number, to: number): number | null {
  const step = to > from ? 1 : -1;
  for (let i = from; i !== to + step; i += step) {
    if (p[i] >= t) {
      const prev = i - step;
      if (prev < 0 || prev >= p.length) return i;
      const a = p[prev];
      const frac = (t - a) / Math.max(1e-6, p[i] - a);
      return prev + step * frac;
    }
  }
  return null;
}

function measure(g: Gray, o: OcrWord): Measured | null {
  if (o.w < 6 || o.h < 6) return null;
  const padX = 2, padY = 2;
  const x0 = Math.max(0, o.x - padX), x1 = Math.min(g.w - 1, o.x + o.w - 1 + padX);
  const y0 = Math.max(0, o.y - padY), y1 = Math.min(g.h - 1, o.y + o.h - 1 + padY);
  // Paper: a bright quantile of a frame around the word.
  const fx0 = Math.max(0, o.x - o.h), fx1 = Math.min(g.w - 1, o.x + o.w + o.h), fy0 = Math.max(0, o.y - o.h), fy1 = Math.min(g.h - 1, o.y + o.h * 2);
  const hist = new Uint32Array(256);
  let n = 0;
  for (let y = fy0; y <= fy1; y += 1) for (let x = fx0; x <= fx1; x += 1) {
    hist[g.d[y * g.w + x]]++;
    n++;
  }
  let acc = 0, paper = 255;
  for (; paper > 0; paper--) {
    acc += hist[paper];
    if (acc >= n * 0.3) break;
  }
  // Depth: the dark quantile inside the word's box.
  const inside: number[] = [];
  for (let y = o.y; y < o.y + o.h; y++) for (let x = o.x; x < o.x + o.w; x++) inside.push(Math.max(0, paper - g.d[y * g.w + x]));
  inside.sort((a, b) => a - b);
  const depth = inside[Math.floor(inside.length * 0.97)];
  if (depth < 60) return null;
  const ink = (x: number, y: number) => Math.min(1, Math.max(0, (paper - g.d[y * g.w + x]) / depth));
  const cols = new Float64Array(x1 - x0 + 1);
  const rows = new Float64Array(y1 - y0 + 1);
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) {
    const v = ink(x, y);
    if (v > cols[x - x0]) cols[x - x0] = v;
    if (v > rows[y - y0]) rows[y - y0] = v;
  }
  const l = crossing(cols, 0.5, 0, cols.length - 1);
  const r = crossing(cols, 0.5, cols.length - 1, 0);
  const t = crossing(rows, 0.5, 0, rows.length - 1);
  const b = crossing(rows, 0.5, rows.length - 1, 0);
  if (l === null || r === null || t === null || b === null || r - l < 4 || b - t < 4) return null;
  // Ink touching the pad's outer edge: a rule or a neighbour runs into the word.
  if (rows[0] >= 0.5 || rows[rows.length - 1] >= 0.5 || cols[0] >= 0.5 || cols[cols.length - 1] >= 0.5) return null;
  let cover = 0, runs = 0;
  for (let y = o.y; y < o.y + o.h; y++) {
    let inRun = false;
    for (let x = o.x; x < o.x + o.w; x++) {
      const v = ink(x, y);
      cover += v;
      if (v >= 0.5 && !inRun) runs++;
      inRun = v >= 0.5;
    }
  }
  const left = x0 + l, right = x0 + r + 1, top = y0 + t, bottom = y0 + b + 1;
  const fit = AFMS.map((afm) => {
    const s = synth(afm, o.text);
    if (!s) return null;
    const sw = (right - left) / s.w;
    const sh = (bottom - top) / (s.top - s.bottom);
    return { lw: Math.log(sw), lh: Math.log(sh), base: bottom + s.bottom * sh };
  });
  if (fit.every((f) => !f)) return null;
  return { o, cx: (left + right) / 2, left, right, top, bottom, stroke: cover / Math.max(1, runs), digits: /^[\d.,/:()-]+$/.test(o.text) && /\d/.test(o.text), fit };
}

// ---------------------------------------------------------------------------------------------
// Peers and departures.

const med = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
};
const mad = (xs: number[]) => {
  const m = med(xs);
  return 1.4826 * med(xs.map((x) => Math.abs(x - m)));
};

type Feature = 'size' | 'height' | 'aspect' | 'base' | 'weight';
const FEATURES: Feature[] = ['size', 'height', 'aspect', 'base', 'weight'];
/** Floors of a departure's unit: the smallest spread a feature is judged in. */
const FLOOR: Record<Feature, number> = { size: 0.03, height: 0.03, aspect: 0.03, base: 0.03, weight: 0.06 };

interface Judged {
  m: Measured;
  score: Record<Feature, number>;
  dep: Record<Feature, number>;
}

/** The peers' font: the candidate whose width and height scales agree best over them. */
function fontOf(peers: Measured[]): number {
  let best = 0, bestE = Infinity;
  AFMS.forEach((_, k) => {
    const xs = peers.flatMap((p) => (p.fit[k] ? [Math.abs(p.fit[k]!.lw - p.fit[k]!.lh)] : []));
    if (xs.length < Math.max(2, peers.length / 2)) return;
    const e = med(xs);
    if (e < bestE) {
      bestE = e;
      best = k;
    }
  });
  return best;
}

function departures(me: Measured, peers: Measured[], skew: number): { dep: Record<Feature, number>; score: Record<Feature, number> } | null {
  const k = fontOf([me, ...peers]);
  const f = me.fit[k];
  const ps = peers.filter((p) => p.fit[k]);
  if (!f || ps.length < 2) return null;
  const lw = ps.map((p) => p.fit[k]!.lw), lh = ps.map((p) => p.fit[k]!.lh);
  const dW = f.lw - med(lw), dH = f.lh - med(lh);
  const sW = Math.max(FLOOR.size, mad(lw)), sH = Math.max(FLOOR.size, mad(lh));
  const asp = ps.map((p) => p.fit[k]!.lw - p.fit[k]!.lh);
  const dA = f.lw - f.lh - med(asp);
  const sA = Math.max(FLOOR.aspect, mad(asp));
  const em = Math.exp(f.lh);
  const bs = ps.map((p) => (p.fit[k]!.base + skew * (me.cx - p.cx) - f.base) / em);
  const dB = -med(bs);
  const sB = Math.max(FLOOR.base, mad(bs));
  const same = ps.filter((p) => p.digits === me.digits);
  let dS = 0, sS = FLOOR.weight;
  if (same.length >= 2) {
    const ws = same.map((p) => Math.log(p.stroke) - p.fit[k]!.lh);
    dS = Math.log(me.stroke) - f.lh - med(ws);
    sS = Math.max(FLOOR.weight, mad(ws));
  }
  const sizeScore = Math.max(Math.abs(dW) / sW, Math.abs(dH) / sH);
  return {
    dep: { size: Math.abs(dW) > Math.abs(dH) ? dW : dH, height: dH, aspect: dA, base: dB, weight: dS },
    score: { size: sizeScore, height: Math.abs(dH) / sH, aspect: Math.abs(dA) / sA, base: Math.abs(dB) / sB, weight: same.length >= 2 ? Math.abs(dS) / sS : NaN },
  };
}

function judgePage(ms: Measured[]): Judged[] {
  // Lines by tesseract; the page's skew from lines of 3 words or more (median slope of their baselines, Helvetica fit).
  const lines = new Map<string, Measured[]>();
  for (const m of ms) lines.set(m.o.line, [...(lines.get(m.o.line) ?? []), m]);
  const slopes: number[] = [];
  for (const ws of lines.values()) {
    if (ws.length < 3) continue;
    const pts = ws.filter((w) => w.fit[0]).map((w) => ({ x: w.cx, y: w.fit[0]!.base }));
    for (let i = 0; i < pts.length; i++) for (let j = i + 1; j < pts.length; j++) if (Math.abs(pts[j].x - pts[i].x) > 20) slopes.push((pts[j].y - pts[i].y) / (pts[j].x - pts[i].x));
  }
  const skew = slopes.length ? med(slopes) : 0;
  const out: Judged[] = [];
  const yc = (m: Measured) => (m.top + m.bottom) / 2 - skew * m.cx;
  const trusted = ms.filter((m) => m.o.conf >= PEER_CONF);
  for (const me of ms) {
    if (me.o.conf < JUDGED_CONF) continue;
    const size = me.bottom - me.top;
    // The row: words centred within half a height of it along the skew (a table row across its
    // columns), of a near height, the 6 nearest in x.
    const linePeers = trusted
      .filter((p) => p !== me && Math.abs(yc(p) - yc(me)) <= 0.5 * Math.max(size, p.bottom - p.top) && (p.bottom - p.top) <= 1.35 * size && size <= 1.35 * (p.bottom - p.top))
      .sort((a, b) => Math.abs(a.cx - me.cx) - Math.abs(b.cx - me.cx))
      .slice(0, 6);
    const colPeers = trusted.filter((p) => {
      if (p === me || linePeers.includes(p) || Math.abs(yc(p) - yc(me)) <= 0.5 * size) return false;
      const ph = p.bottom - p.top;
      if (Math.abs(p.top - me.top) > 40 * size || Math.abs(Math.log(p.right - p.left) - Math.log(me.right - me.left)) > Math.log(3)) return false;
      if (p.digits !== me.digits) return false;
      if (ph > 1.35 * size || size > 1.35 * ph) return false;
      const shared = Math.min(p.right, me.right) - Math.max(p.left, me.left);
      return shared >= 0.5 * Math.min(p.right - p.left, me.right - me.left) || Math.abs(p.left - me.left) < 0.3 * size || Math.abs(p.right - me.right) < 0.3 * size;
    }).sort((a, b) => Math.abs(a.top - me.top) - Math.abs(b.top - me.top)).slice(0, 8);
    const L = linePeers.length >= 2 ? departures(me, linePeers, skew) : null;
    const C = colPeers.length >= 3 ? departures(me, colPeers, skew) : null;
    if (!L && !C) continue;
    const score = {} as Record<Feature, number>;
    const dep = {} as Record<Feature, number>;
    for (const f of FEATURES) {
      // Baseline only along the line; the others the smaller of line and column (both where both exist).
      if (f === 'base') {
        score[f] = L ? L.score[f] : 0;
        dep[f] = L ? L.dep[f] : 0;
      } else {
        // A group that cannot judge the feature (weight: fewer than 2 peers of the word's class) is left out.
        const xs = [L, C].filter((x): x is NonNullable<typeof x> => x !== null && Number.isFinite(x.score[f]));
        if (!xs.length) {
          score[f] = 0;
          dep[f] = 0;
          continue;
        }
        const pick = xs.reduce((a, b) => (a.score[f] <= b.score[f] ? a : b));
        score[f] = pick.score[f];
        dep[f] = pick.dep[f];
      }
    }
    out.push({ m: me, score, dep });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Documents.

interface Page {
  set: string;
  file: string;
  technique: string;
  clean: boolean;
  image: string;
  planted: Array<{ x: number; y: number; width: number; height: number }>;
  description: string;
}

async function pdfPages(pdf: string, max: number): Promise<string[]> {
  const prefix = `${pdf}.p`;
  const first = `${prefix}-1.png`;
  if (!existsSync(first) && !existsSync(`${prefix}-01.png`)) await run('pdftoppm', ['-r', '200', '-gray', '-png', '-l', String(max), pdf, prefix]);
  const out: string[] = [];
  for (let i = 1; i <= max; i++) {
    for (const c of [`${prefix}-${i}.png`, `${prefix}-0${i}.png`]) if (existsSync(c)) out.push(c);
  }
  return out;
}

async function pagesOf(dir: string): Promise<Page[]> {
  const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as {
    documents: Array<{ file: string; technique?: string; truth?: string; planted?: Page['planted']; description?: string; variant?: string; family?: string; format?: string }>;
  };
  const out: Page[] = [];
  for (const d of manifest.documents) {
    const set = path.basename(dir);
    if (d.technique) {
      if (!/^(edited-scan|edited-photo|clean-scan-jpeg|clean-scan-png|clean-scan-pdf|clean-photo)$/.test(d.technique)) continue;
      const file = path.join(dir, d.file);
      const images = d.file.endsWith('.pdf') ? await pdfPages(file, 3) : [file];
      for (const image of images) out.push({ set, file: d.file, technique: d.technique, clean: d.truth !== 'tampered', image, planted: d.planted ?? [], description: d.description ?? '' });
    } else if (d.variant && d.variant !== 'text' && d.variant !== 'screenshot') {
      const file = path.join(dir, d.file);
      const images = d.format === 'pdf' ? await pdfPages(file, 3) : [file];
      for (const image of images) out.push({ set, file: d.file, technique: `family-${d.variant}`, clean: true, image, planted: [], description: d.family ?? '' });
    }
  }
  return out;
}

/**
 * The image as the OCR engine prepares it: a photo's page found and squared (light flattened),
 * enlarged towards about 2,400 px across (the engine enlarges small text the same way). The
 * planted boxes are carried along. Cached as `<image>.prep.png`.
 */
async function prepare(p: Page): Promise<Page> {
  const out = `${p.image}.prep.png`;
  const boxes = `${p.image}.prep.json`;
  if (existsSync(out) && existsSync(boxes)) return { ...p, image: out, planted: JSON.parse(await readFile(boxes, 'utf8')) };
  let img = await toGray(await readFile(p.image));
  const W0 = img.width, H0 = img.height;
  let map = (x: number, y: number) => ({ x: x / W0, y: y / H0 });
  if (/photo/.test(p.technique)) {
    const k = Math.max(1, Math.max(img.width, img.height) / 400);
    const small = await resizeGray(img, Math.round(img.width / k), Math.round(img.height / k), 'linear');
    const q = findPageQuad(small);
    if (q) {
      const sx = img.width / small.width, sy = img.height / small.height;
      const quad = q.map((pt) => ({ x: (pt.x + 0.5) * sx - 0.5, y: (pt.y + 0.5) * sy - 0.5 })) as Quad;
      const size = quadSize(quad);
      const w = Math.round(size.width), h = Math.round(size.height);
      img = await flattenBackground(warpPerspective(img, quad, w, h));
      const hm = homography(quad, [{ x: 0, y: 0 }, { x: w - 1, y: 0 }, { x: w - 1, y: h - 1 }, { x: 0, y: h - 1 }]);
      map = (x, y) => {
        const den = hm[6] * x + hm[7] * y + hm[8];
        return { x: (hm[0] * x + hm[1] * y + hm[2]) / den / w, y: (hm[3] * x + hm[4] * y + hm[5]) / den / h };
      };
    }
  }
  const k = Math.min(3, Math.max(1, 2400 / img.width));
  if (k > 1.1) img = await resizeGray(img, Math.round(img.width * k), Math.round(img.height * k), 'lanczos3');
  await writeFile(out, await grayToPng(img));
  const planted = p.planted.map((b) => {
    const pts = [map(b.x * W0, b.y * H0), map((b.x + b.width) * W0, b.y * H0), map(b.x * W0, (b.y + b.height) * H0), map((b.x + b.width) * W0, (b.y + b.height) * H0)];
    const x = Math.min(...pts.map((q) => q.x)), y = Math.min(...pts.map((q) => q.y));
    return { x, y, width: Math.max(...pts.map((q) => q.x)) - x, height: Math.max(...pts.map((q) => q.y)) - y };
  });
  await writeFile(boxes, JSON.stringify(planted));
  return { ...p, image: out, planted };
}

interface PageResult {
  page: Page;
  judged: Array<{ text: string; planted: boolean; score: Record<Feature, number>; dep: Record<Feature, number>; at: string }>;
}

async function analysePage(raw: Page): Promise<PageResult> {
  const p = await prepare(raw);
  const g = await grayOf(p.image);
  const words = (await ocr(p.image)).filter((o) => o.conf >= JUDGED_CONF && /^[\x21-\x7e]+$/.test(o.text) && /[A-Za-z0-9]/.test(o.text) && (!VALUES_ONLY || VALUE.test(o.text)));
  const ms = words.map((o) => measure(g, o)).filter((m): m is Measured => m !== null);
  const judged = judgePage(ms);
  const inPlanted = (m: Measured) => {
    const cx = m.cx / g.w, cy = (m.top + m.bottom) / 2 / g.h;
    return p.planted.some((b) => cx >= b.x && cx <= b.x + b.width && cy >= b.y && cy <= b.y + b.height);
  };
  return {
    page: p,
    judged: judged.map((j) => ({ text: j.m.o.text, planted: inPlanted(j.m), score: j.score, dep: j.dep, at: `${Math.round((j.m.cx / g.w) * 100)},${Math.round((j.m.top / g.h) * 100)}` })),
  };
}

const THRESHOLDS = [2, 3, 4, 5, 6, 8, 10];
/** OCR confidence of a judged word and of a peer. */
const JUDGED_CONF = Number(process.env.JUDGED_CONF ?? 60);
const PEER_CONF = 85;
/** `VALUES=1`: only values (numbers, marks, dates, letter grades) judged and taken as peers. */
const VALUES_ONLY = process.env.VALUES === '1';
const VALUE = /^[(]?(\d{1,4}(?:[.,/:-]\d{1,4}){0,2}[.,]?|[A-F][+-]?)[)]?$/;
/** Absolute departures swept (with at least 3 of the peers' spreads). */
const ABS: Record<Feature, number[]> = { size: [0.06, 0.08, 0.1, 0.12, 0.15], height: [0.06, 0.08, 0.1, 0.12, 0.15], aspect: [0.05, 0.07, 0.09, 0.12, 0.15], base: [0.05, 0.07, 0.09, 0.12, 0.15], weight: [0.1, 0.15, 0.2, 0.3, 0.4] };

async function main(): Promise<void> {
  const dirs = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const results: PageResult[] = [];
  for (const dir of dirs) {
    for (const p of await pagesOf(dir)) {
      const r = await analysePage(p);
      results.push(r);
      const top = (f: Feature) => {
        const xs = r.judged.filter((j) => !j.planted).sort((a, b) => b.score[f] - a.score[f]);
        return xs.length ? `${xs[0].score[f].toFixed(1)}(${xs[0].text}@${xs[0].at})` : '-';
      };
      const planted = r.judged.filter((j) => j.planted).map((j) => `${j.text}:${FEATURES.map((f) => `${f[0]}${j.score[f].toFixed(1)}/${j.dep[f].toFixed(3)}`).join(' ')}`);
      console.log(`${p.set} ${p.technique} ${path.basename(p.image)} judged ${r.judged.length} max ${FEATURES.map((f) => `${f} ${top(f)}`).join(' ')}${p.clean ? '' : ` PLANTED ${planted.join(' | ') || 'not judged'} :: ${p.description.slice(0, 100)}`}`);
    }
  }
  await writeFile(process.env.PROBE_OUT ?? '/tmp/synthesis-probe.json', JSON.stringify(results));
  summary(results);
}

function summary(results: PageResult[]): void {
  const edited = results.filter((r) => !r.page.clean);
  const clean = results.filter((r) => r.page.clean);
  console.log(`\n${edited.length} edited pages (${edited.filter((r) => r.judged.some((j) => j.planted)).length} with the edit judged), ${clean.length} clean pages`);
  const feats: Array<Feature[]> = [...FEATURES.map((f) => [f]), FEATURES];
  for (const fs of feats) {
    const s = (j: PageResult['judged'][number]) => Math.max(...fs.map((f) => j.score[f]));
    const row = THRESHOLDS.map((t) => {
      const located = edited.filter((r) => r.judged.some((j) => j.planted && s(j) >= t)).length;
      const otherOnEdited = edited.filter((r) => r.judged.some((j) => !j.planted && s(j) >= t)).length;
      const cleanFlagged = clean.filter((r) => r.judged.some((j) => s(j) >= t)).length;
      return `≥${t}: edits ${located}/${edited.length}, clean pages ${cleanFlagged}/${clean.length}, edited pages elsewhere ${otherOnEdited}`;
    });
    console.log(`${fs.join('+')}:\n  ${row.join('\n  ')}`);
  }
  console.log('absolute departure (and ≥3 spreads):');
  for (const f of FEATURES) {
    const row = ABS[f].map((a) => {
      const hit = (j: PageResult['judged'][number]) => Math.abs(j.dep[f]) >= a && j.score[f] >= 3;
      const located = edited.filter((r) => r.judged.some((j) => j.planted && hit(j))).length;
      const cleanFlagged = clean.filter((r) => r.judged.some(hit)).length;
      const otherOnEdited = edited.filter((r) => r.judged.some((j) => !j.planted && hit(j))).length;
      return `≥${a}: edits ${located}/${edited.length}, clean pages ${cleanFlagged}/${clean.length}, edited pages elsewhere ${otherOnEdited}`;
    });
    console.log(`${f}:\n  ${row.join('\n  ')}`);
  }
}

if (process.argv.includes('--generate')) {
  const i = process.argv.indexOf('--generate');
  generateBenchCorpus({
    outDir: process.argv[i + 2],
    seed: Number(process.argv[i + 1]),
    perTechnique: 5,
    splits: ['seen'],
    techniques: ['edited-scan', 'edited-photo', 'clean-scan-jpeg', 'clean-scan-png', 'clean-scan-pdf', 'clean-photo'],
  }).catch((err) => {
    console.error(err);
    process.exit(1);
  });
} else if (process.argv.includes('--summary')) {
  // `--summary a.json b.json …`: the pooled figures of earlier runs (PROBE_OUT files).
  summary(process.argv.slice(process.argv.indexOf('--summary') + 1).flatMap((f) => JSON.parse(readFileSync(f, 'utf8')) as PageResult[]));
} else {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
