/**
 * Check 9, double quantization (src/processing/forensics/ela.ts): a page saved at quality 92 and
 * again at 95 stores no coefficient values a double compression cannot produce; a region pasted in
 * (uncompressed pixels) before the second save does. Pages built here: grey paper with sensor noise
 * and dark strokes, made with sharp.
 */
import { expect } from 'chai';
import sharp from 'sharp';
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

async function twiceSaved(paste: { x: number; y: number; w: number; h: number } | null): Promise<Buffer> {
  const raw = page(7);
  const first = await sharp(raw, { raw: { width: W, height: H, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
  const { data } = await sharp(first).raw().toBuffer({ resolveWithObject: true });
  if (paste) {
    const other = page(99); // another capture of a page like it, never compressed
    for (let y = paste.y; y < paste.y + paste.h; y++) other.copy(data, (y * W + paste.x) * 3, (y * W + paste.x) * 3, (y * W + paste.x + paste.w) * 3);
  }
  return sharp(data, { raw: { width: W, height: H, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
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
});
