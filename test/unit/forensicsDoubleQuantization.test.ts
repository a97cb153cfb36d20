/**
 * Check 9, double quantization (src/processing/forensics/ela.ts): a page saved at quality 92 and
 * again at 95 stores no coefficient values a double compression cannot produce; a region pasted in
 * (uncompressed pixels) before the second save does. Pages built here: grey paper with sensor noise
 * and dark strokes, made with sharp. The other way round (92, then 90), a generated transcript
 * scanned by the samples' scanner model.
 */
import { expect } from 'chai';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { editPage, kitDocument, scanOf, scanSettings, toJpeg, writeTemp } from '../../scripts/bench/forensics/kit';
import { pickEdits } from '../../scripts/bench/forensics/techniques/seen/pdf-edits';
import { parsePdf, rewritePdf } from '../../scripts/samples/pdfedit';
import { Rng } from '../../scripts/samples/rng';
import { boxToPixels, type RawImage } from '../../scripts/samples/scan';
import { jpegPaste } from '../../scripts/samples/tamper';
import { errorLevelAnalysis } from '../../src/processing/forensics/ela';

const W = 960;
const H = 720;

/** A noisy page with dark strokes (a deterministic generator: the same page every run). */
function page(seed: number): Buffer {
  let s = seed;
  const rnd = () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
  const px = Buffer.alloc(W * H * 3);
  for (let i = 0; i < W * H; i++) {
    const x = i % W, y = Math.floor(i / W);
    const stroke = y % 40 > 24 && y % 40 < 34 && x % 23 < 13 && x > 60 && x < W - 60;
    const v = (stroke ? 40 : 226) + Math.round((rnd() + rnd() + rnd() - 1.5) * 6);
    px[i * 3] = px[i * 3 + 1] = px[i * 3 + 2] = Math.max(0, Math.min(255, v));
  }
  return px;
}

async function twiceSaved(paste: { x: number; y: number; w: number; h: number } | null, qualities: [number, number] = [92, 95]): Promise<Buffer> {
  const raw = page(7);
  const first = await sharp(raw, { raw: { width: W, height: H, channels: 3 } }).jpeg({ quality: qualities[0] }).toBuffer();
  const { data } = await sharp(first).raw().toBuffer({ resolveWithObject: true });
  if (paste) {
    const other = page(99); // another capture of a page like it, never compressed
    for (let y = paste.y; y < paste.y + paste.h; y++) other.copy(data, (y * W + paste.x) * 3, (y * W + paste.x) * 3, (y * W + paste.x + paste.w) * 3);
  }
  return sharp(data, { raw: { width: W, height: H, channels: 3 } }).jpeg({ quality: qualities[1] }).toBuffer();
}


describe('forensics check 9: double quantization', function () {
  this.timeout(60_000);

  it('finds a region pasted before the last, finer save where it is', async () => {
    const paste = { x: 403, y: 301, w: 90, h: 60 };
    const r = await errorLevelAnalysis(await twiceSaved(paste));
    expect(r.dqRegions, JSON.stringify(r.dqRegions)).to.have.length.greaterThan(0);
    const [reg] = r.dqRegions!;
    expect(reg.primaryQuality).to.be.within(90, 93);
    expect(reg.x < paste.x + paste.w && paste.x < reg.x + reg.width && reg.y < paste.y + paste.h && paste.y < reg.y + reg.height, JSON.stringify(reg)).to.equal(true);
    expect(reg.share).to.be.greaterThan(reg.pageShare * 1.8);
  });

  it('finds nothing on the same page saved twice without a paste', async () => {
    const r = await errorLevelAnalysis(await twiceSaved(null));
    expect(r.dqRegions).to.deep.equal([]);
  });

  // An earlier save finer than the last (92, then 90): no value is unreachable, but several
  // first-save bins fold into some stored values and one into others; a pasted line lacks that.
  // The page is a generated transcript scanned by the samples' scanner model (paper noise,
  // optics, slight rotation), as the forensics benchmark makes its `jpeg-paste` documents.
  describe('an earlier save finer than the last', () => {
    let work: string;
    let scanned: { clean: RawImage; patch: RawImage; line: { left: number; top: number; width: number; height: number } };
    before(async () => {
      work = await mkdtemp(path.join(tmpdir(), 'dq-finer-'));
      const rng = new Rng(3).fork('g-0');
      const doc = await kitDocument(rng, { onePage: true });
      const pdf = parsePdf(doc.pdf);
      const edited = editPage(pdf, doc.pageSize, pickEdits(doc, rng, 1, 1), pdf.size);
      const s = scanSettings(rng);
      const clean = await scanOf(await writeTemp(work, 'page.pdf', doc.pdf), 1, s);
      const patch = await scanOf(await writeTemp(work, 'edited.pdf', rewritePdf(pdf, edited.changes)), 1, s);
      scanned = { clean, patch, line: boxToPixels(edited.regions[0], clean, s, 4) };
    });
    after(async () => {
      await rm(work, { recursive: true, force: true });
    });
    const resaved = async (paste: boolean) => {
      const first = await toJpeg(scanned.clean, 92);
      return jpegPaste(first, paste ? scanned.patch : scanned.clean, paste ? scanned.line : { left: 0, top: 0, width: 0, height: 0 }, 90, {});
    };
    const overlapsLine = (r: { x: number; y: number; width: number; height: number }) => {
      const l = scanned.line;
      return r.x < l.left + l.width && l.left < r.x + r.width && r.y < l.top + l.height && l.top < r.y + r.height;
    };

    it('finds a line pasted before a coarser last save (92, then 90) where it is', async () => {
      expect(scanned.line.width, JSON.stringify(scanned.line)).to.be.greaterThan(200);
      const r = await errorLevelAnalysis(await resaved(true));
      const found = (r.dqRegions ?? []).filter((d) => d.kind === 'missing-peaks');
      expect(found, JSON.stringify(r.dqRegions)).to.have.length.greaterThan(0);
      expect(found.every(overlapsLine), JSON.stringify({ found, line: scanned.line })).to.equal(true);
      expect(found[0].primaryQuality).to.be.within(91, 93);
      expect(found[0].share).to.be.lessThan(0);
    });

    it('finds nothing on the same page saved at 92 and then at 90 without a paste', async () => {
      const r = await errorLevelAnalysis(await resaved(false));
      expect(r.dqRegions).to.deep.equal([]);
    });

    it('finds nothing on the page saved once at 90', async () => {
      const r = await errorLevelAnalysis(await toJpeg(scanned.clean, 90));
      expect(r.dqRegions).to.deep.equal([]);
    });
  });
});
