/**
 * Images and scans analysed as images (checks 9, 10, 11) for a JPEG, PNG or WebP file or the image
 * of one page of an image-only PDF: error level analysis, noise-residual and 8×8 compression-grid
 * inconsistency, and copy-move. Each analysis makes a localized region map; its connected
 * anomalous regions become signals whose boxes are the regions (page fractions) and whose values
 * are the measured scores against the page's own baseline.
 *
 * Severity (docs/forensics.md, "Severities"): a localized pasted or cloned region with strong
 * evidence is high (direct evidence that visible content was changed); weaker localized anomalies
 * are medium. What the whole page shares — one recompression, a resize, the noise of a scanner or
 * a phone — is not a change and gives no signal. The thresholds were calibrated on clean scans and
 * phone photos of the development families and on pasted and cloned regions of our own
 * (scripts/bench/forensics-image-calibration.ts).
 */
import sharp from 'sharp';
import type { CheckOutcome } from '../checks';
import { errorLevelAnalysis, type ElaResult } from '../ela';
import { checkStatusFromSignals, type EvidenceBox, type ForensicsSignal, type SignalSeverity } from '../signals';
import { findClones, type CloneRegion } from './copyMove';
import { flatPatches, type FlatPatch } from './flatPatch';
import { compressionGrid, type GridResult } from './grid';
import { MIN_BASELINE_NOISE, noiseResidual, type NoiseResult } from './noise';
import { decodeLuma, workingLuma } from './raster';
import { describeBox, toEvidenceBox } from './regions';

export interface ImageForensicsOptions {
  /** The file is a JPEG (error level analysis and the grid phase apply to its stored blocks). */
  isJpeg: boolean;
  /** 1-based page the image is drawn on. */
  page: number;
  /** Where the image sits on the page (fractions); the whole page when absent. */
  place?: Omit<EvidenceBox, 'page'>;
  /** What the image is, for messages ("the image", "the image of page 2"). */
  label?: string;
}

export type ImageOutcomes = Record<9 | 10 | 11, CheckOutcome>;

/** The measurements behind the outcomes (for the calibration script and tests). */
export interface ImageMeasurements {
  width: number;
  height: number;
  ela: ElaResult | null;
  noise: NoiseResult | null;
  grid: GridResult | null;
  clones: CloneRegion[];
  patches: FlatPatch[];
  ms: number;
}

/** A region counts as localized up to this share of the image (beyond: the whole page's history). */
const MAX_REGION_AREA = 0.25;
/** ELA regions are read only when the page's typical window dips at least this far (ratio). */
const ELA_MAX_TYPICAL = 0.45;
/**
 * Noise correlation of a copy with its source: independent prints of the same content on clean
 * scans measured −0.05…0.1; a copy re-saved as JPEG off the 8×8 grid keeps about 0.2–0.35.
 */
const CLONE_HIGH = 0.18;
const CLONE_MEDIUM = 0.12;
/** Signals listed per check (the strongest); the rest are counted in the description. */
const MAX_SIGNALS = 6;

export async function analyseImageForensics(bytes: Buffer, opts: ImageForensicsOptions): Promise<ImageOutcomes & { measured: ImageMeasurements | null }> {
  const label = opts.label ?? 'the image';
  const t0 = Date.now();
  let decoded;
  try {
    decoded = await decodeLuma(bytes);
  } catch (err) {
    const reason = `${label} could not be decoded (${(err as Error).message})`;
    return { ...allSkipped(`Not analysed: ${reason}.`), measured: null };
  }
  const { width, height } = decoded;
  if (width < 64 || height < 64) return { ...allSkipped(`Not analysed: ${label} is too small (${width}×${height} px).`), measured: null };

  const work = await workingLuma(bytes, decoded);
  const noise = noiseResidual(work.luma);
  const grid = decoded.native ? compressionGrid(decoded.native) : null;
  const clones = findClones(work.luma);
  // At the stored resolution: a patch behind one grade is a few noise cells wide at the working one.
  const patches = decoded.native && noise.baseline >= MIN_BASELINE_NOISE ? flatPatches(decoded.native) : [];
  // evidence: null is reported in check 9's outcome as skipped ("could not be recompressed").
  const ela = opts.isJpeg ? await errorLevelAnalysis(bytes).catch(() => null) : null;
  const measured: ImageMeasurements = { width, height, ela, noise, grid, clones, patches, ms: 0 };

  const box = (r: { x: number; y: number; width: number; height: number }, scale: number) =>
    toEvidenceBox({ x: r.x / scale, y: r.y / scale, width: r.width / scale, height: r.height / scale }, width, height, opts.page, opts.place);

  // 9. Error level analysis (JPEG compression history).
  let o9: CheckOutcome;
  if (!opts.isJpeg) o9 = skipped(`Error level analysis applies to JPEG images; ${label} is not one (its compression grid is check 10).`);
  else if (!ela || !ela.analysed) o9 = skipped(`Error level analysis not done: ${ela?.reason ?? `${label} could not be recompressed`}.`);
  else o9 = elaOutcome(ela, label, (r) => box(r, 1));

  // 10. Noise residual and compression grid.
  const s10: ForensicsSignal[] = [];
  const noiseNotes: string[] = [];
  if (noise.baseline < MIN_BASELINE_NOISE) noiseNotes.push(`${label} has no sensor noise to compare (a digital image)`);
  else noiseNotes.push(`noise level ${noise.baseline.toFixed(2)} grey levels across ${label}`);
  for (const r of noise.regions) {
    if (r.areaFraction > MAX_REGION_AREA) continue;
    const b = box(r, work.scale);
    const strong = r.kind === 'too-clean' ? r.ratio <= 0.12 && r.cells >= 6 : r.ratio >= 5 && r.cells >= 6;
    const severity: SignalSeverity = strong ? 'high' : 'medium';
    s10.push({
      checkNumber: 10,
      code: r.kind === 'too-clean' ? 'noise-missing-region' : 'noise-excess-region',
      severity,
      source: 'image',
      message:
        r.kind === 'too-clean'
          ? `A region (${describeBox(b)}) has almost none of the noise the rest of ${label} shows: it was drawn or pasted in digitally after the capture.`
          : `A region (${describeBox(b)}) is far noisier than the rest of ${label}: it comes from another capture.`,
      evidence: {
        boxes: [b],
        values: [
          { label: 'region noise level', value: `${(r.ratio * noise.baseline).toFixed(2)} grey levels (${r.ratio.toFixed(2)}× the page)`, boxes: [b] },
          { label: 'page baseline', value: `${noise.baseline.toFixed(2)} grey levels` },
        ],
      },
    });
  }
  // A box of flat colour on a page whose paper is noisy everywhere else (./flatPatch): a fill and
  // a value typed on the capture in an image editor. Direct evidence of a drawn region: high.
  for (const p of patches) {
    if (p.areaFraction > MAX_REGION_AREA) continue;
    const b = box(p, 1);
    s10.push({
      checkNumber: 10,
      code: 'flat-patch-region',
      severity: 'high',
      source: 'image',
      message: `A box (${describeBox(b)}) is filled with one flat colour where the paper everywhere else on ${label} carries the capture's noise: it was painted over and written on in an image editor after the capture.`,
      evidence: {
        boxes: [b],
        values: [
          { label: 'flat inside the box', value: `${Math.round(p.insideShare * 100)}% of its 4×4-pixel blocks (grey level ${p.level.toFixed(0)}, the paper around it ${p.paper.toFixed(0)})`, boxes: [b] },
          { label: 'flat around it', value: `${(p.frameShare * 100).toFixed(1)}% of ${p.frameBlocks} blocks of paper around the box; ${(p.pageShareOutside * 100).toFixed(3)}% of the rest of the page` },
        ],
      },
    });
  }
  const gridNotes: string[] = [];
  if (!grid) gridNotes.push(`${label} is too large for the block-grid analysis`);
  else {
    gridNotes.push(grid.pagePhase ? `one 8×8 compression grid across ${label}` : `no JPEG block grid in ${label}`);
    // On a noise-free digital image that was never a JPEG, table rules and glyph edges meet at
    // fixed phases and mimic a grid: the grid is read only on a JPEG or a captured (noisy) page.
    const gridRegions = opts.isJpeg || noise.baseline >= MIN_BASELINE_NOISE ? grid.regions : [];
    for (const r of gridRegions) {
      if (r.areaFraction > MAX_REGION_AREA) continue;
      const b = box(r, 1);
      const strong = r.blockiness >= 0.5 && r.cells >= 3;
      s10.push({
        checkNumber: 10,
        code: 'compression-grid-region',
        severity: strong ? 'high' : 'medium',
        source: 'image',
        message: grid.pagePhase
          ? `A region (${describeBox(b)}) carries a second JPEG block grid, shifted from the image's own by (${(r.phase[0] - grid.pagePhase[0] + 8) % 8}, ${(r.phase[1] - grid.pagePhase[1] + 8) % 8}) px: it was pasted from another JPEG.`
          : `A region (${describeBox(b)}) carries a JPEG block grid where the rest of ${label} has none: a JPEG was pasted in.`,
        evidence: {
          boxes: [b],
          values: [
            { label: 'region grid', value: `blockiness ${r.blockiness.toFixed(2)} at phase (${r.phase[0]}, ${r.phase[1]})`, boxes: [b] },
            { label: 'page grid', value: grid.pagePhase ? `blockiness ${grid.pageBlockiness.toFixed(2)} at phase (${grid.pagePhase[0]}, ${grid.pagePhase[1]}); typical window ${grid.typical.toFixed(2)} at other phases` : `none (typical window ${grid.typical.toFixed(2)})` },
          ],
        },
      });
    }
  }
  // Two analyses finding the same place is stronger than either.
  corroborate(s10);
  const o10: CheckOutcome = outcomeOf(s10, `Noise and compression grid are consistent: ${[...noiseNotes, ...gridNotes].join('; ')}; no region departs from them.`);

  // 11. Copy-move.
  const s11: ForensicsSignal[] = [];
  const noisy = noise.baseline >= MIN_BASELINE_NOISE;
  for (const c of clones) {
    if (!noisy) break; // without noise, a copy cannot be told from a repeat (see copyMove.ts)
    if (c.noiseCorrelation < CLONE_MEDIUM || c.source.areaFraction > MAX_REGION_AREA) continue;
    const a = box(c.source, work.scale);
    const b = box(c.copy, work.scale);
    s11.push({
      checkNumber: 11,
      code: 'cloned-region',
      severity: c.noiseCorrelation >= CLONE_HIGH ? 'high' : 'medium',
      source: 'image',
      message: `A region (${describeBox(b)}) is a copy of another part of ${label} (${describeBox(a)}), noise included: it was cloned.`,
      evidence: {
        boxes: [b, a],
        values: [
          { label: 'copy', value: `noise correlation ${c.noiseCorrelation.toFixed(2)} with the source (independent prints of the same content: ≈0)`, boxes: [b] },
          { label: 'source', value: `content correlation ${c.contentCorrelation.toFixed(2)}, shift (${Math.round(c.shift.dx / work.scale)}, ${Math.round(c.shift.dy / work.scale)}) px`, boxes: [a] },
        ],
      },
    });
  }
  const o11 = outcomeOf(
    s11,
    noisy
      ? `No cloned region: ${clones.length ? `${clones.length} repeated area(s) (repeated print, rules) carry their own noise` : 'no area repeats elsewhere'}.`
      : `No cloned region looked for with noise: ${label} has no sensor noise (a digital image repeats its content exactly), so a copy cannot be told from a repeated element.`,
  );
  measured.ms = Date.now() - t0;
  return { 9: o9, 10: o10, 11: o11, measured };
}

function skipped(description: string): CheckOutcome {
  return { status: 'skipped', description };
}

function allSkipped(description: string): ImageOutcomes {
  return { 9: skipped(description), 10: skipped(description), 11: skipped(description) };
}

function outcomeOf(signals: ForensicsSignal[], passedText: string): CheckOutcome {
  if (!signals.length) return { status: 'passed', description: passedText, signals: [] };
  const order: SignalSeverity[] = ['high', 'medium', 'low'];
  signals.sort((a, b) => order.indexOf(a.severity) - order.indexOf(b.severity));
  const dropped = signals.length - MAX_SIGNALS;
  if (dropped > 0) signals.splice(MAX_SIGNALS);
  return {
    status: checkStatusFromSignals(signals),
    description: `${signals.map((s) => s.message).join(' ')}${dropped > 0 ? ` ${dropped} weaker region(s) are not listed.` : ''}`,
    signals,
  };
}

function intersects(a: EvidenceBox, b: EvidenceBox): boolean {
  return a.page === b.page && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** A medium region confirmed by another analysis of check 10 at the same place becomes high. */
function corroborate(signals: ForensicsSignal[]): void {
  for (const s of signals) {
    if (s.severity !== 'medium') continue;
    if (signals.some((o) => o !== s && o.code !== s.code && o.evidence.boxes.some((b) => s.evidence.boxes.some((c) => intersects(b, c))))) s.severity = 'high';
  }
}

function elaOutcome(r: ElaResult, label: string, box: (p: { x: number; y: number; width: number; height: number }) => EvidenceBox): CheckOutcome {
  const signals: ForensicsSignal[] = [];
  const typical = r.typicalRatio ?? 1;
  // Only a clear dip across the page (an earlier compression every block remembers) makes a
  // block without it stand out; a faint one is what text-heavy blocks of a recompressed page show.
  for (const reg of typical <= ELA_MAX_TYPICAL ? r.regions : []) {
    const area = (reg.width * reg.height) / (r.width * r.height);
    if (area > MAX_REGION_AREA) continue;
    const b = box(reg);
    const where = `x=${reg.x}–${reg.x + reg.width}, y=${reg.y}–${reg.y + reg.height} px (${describeBox(b)})`;
    // No dip at all, over a region of some size, where the page dips clearly: a different history, strongly.
    const strong = reg.ratio >= 0.85 && typical <= 0.3 && area >= 0.0015;
    signals.push({
      checkNumber: 9,
      code: 'ela-region',
      severity: strong ? 'high' : 'medium',
      source: 'image',
      message: `A region at ${where} has a different JPEG compression history from the rest of ${label}: most of it was saved at quality ≈${r.primaryQuality} before its last save${r.lastQuality ? ` (quality ${r.lastQuality})` : ''}, this region was not — it was pasted in.`,
      evidence: {
        boxes: [b],
        values: [
          { label: 'region error ratio', value: `${reg.ratio.toFixed(2)} at quality ${r.primaryQuality} (1: no trace of that compression)`, boxes: [b] },
          { label: 'page baseline', value: `${typical.toFixed(2)} (the typical window)` },
        ],
      },
    });
  }
  // Values a second, finer compression cannot produce, or a region without the peaks a second,
  // coarser one leaves (ela.ts, "Double quantization"): medium, like a faint ELA region, unless
  // the error-level map above already holds the place.
  for (const reg of r.dqRegions ?? []) {
    const b = box(reg);
    if (signals.some((s) => s.evidence.boxes.some((o) => intersects(o, b)))) continue;
    const twice = `at quality ≈${reg.primaryQuality}, then${r.lastQuality ? ` at ${r.lastQuality}` : ' again'}`;
    // An earlier save finer than the last (ela.ts, finerFirstRegions): the region lacks the
    // periodic peaks the two saves leave in every other block's values.
    const finerFirst = reg.kind === 'missing-peaks';
    signals.push({
      checkNumber: 9,
      code: 'double-quantization-region',
      severity: 'medium',
      source: 'image',
      message: finerFirst
        ? `A region (${describeBox(b)}) was compressed once where the rest of ${label} was compressed twice (${twice}): its block values lack the periodic peaks the two saves leave everywhere else — it was pasted in before the last save.`
        : `A region (${describeBox(b)}) was compressed once where the rest of ${label} was compressed twice (${twice}): its block values include ones a double compression cannot produce — it was pasted in before the last save.`,
      evidence: {
        boxes: [b],
        values: finerFirst
          ? [
              { label: 'region', value: `${reg.share.toFixed(3)} per coefficient (log-likelihood of two saves against one; below 0 favours one)`, boxes: [b] },
              { label: 'page', value: `${reg.pageShare.toFixed(3)} per coefficient (robust z = ${reg.z.toFixed(1)})` },
            ]
          : [
              { label: 'region', value: `${(reg.share * 100).toFixed(0)}% of its coefficients on values a double compression cannot produce`, boxes: [b] },
              { label: 'page', value: `${(reg.pageShare * 100).toFixed(0)}% in the typical window (z = ${reg.z.toFixed(1)})` },
            ],
      },
    });
  }
  if (signals.length) {
    const o = outcomeOf(signals, '');
    return { ...o, description: `${signals[0].message}${signals.length > 1 ? ` ${signals.length - 1} further region(s) deviate as well.` : ''}` };
  }
  if (r.primaryQuality) {
    return { status: 'passed', description: `Error levels are uniform: the whole image shows the same compression history (saved at quality ≈${r.primaryQuality}, then re-saved${r.lastQuality ? ` at quality ${r.lastQuality}` : ''}); no pasted region.`, signals: [] };
  }
  return { status: 'passed', description: `Error levels are uniform: the image shows a single JPEG compression${r.lastQuality ? ` (quality ${r.lastQuality})` : ''} and no region with a different history.`, signals: [] };
}

/** Raw pixels (a PDF image stream) as a lossless PNG the analyses can read. */
export async function rawToPng(data: Buffer, width: number, height: number, channels: 1 | 3 | 4): Promise<Buffer> {
  return sharp(data, { raw: { width, height, channels } }).png({ compressionLevel: 1 }).toBuffer();
}
