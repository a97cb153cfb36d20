/**
 * Images analysed as images (checks 9–11, src/processing/forensics/image): small generated pages —
 * a "scan" (text on paper with sensor noise) saved as JPEG or PNG — clean, recompressed as a whole,
 * and with a region pasted from another image, a JPEG photo pasted into a PNG, text typed in
 * digitally, or a region cloned. Each forgery must be found as a located signal whose box covers
 * the planted region; the clean pages must give no high signal.
 */
import { expect } from 'chai';
import sharp from 'sharp';
import PDFDocument from 'pdfkit';
import { analyseImageForensics } from '../../src/processing/forensics/image';
import { analyzePdf } from '../../src/processing/forensics/pdfChecks';
import type { ForensicsSignal } from '../../src/processing/forensics/signals';

const W = 640;
const H = 880;

function prng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

/** Lines of invented text and a table rule on paper, rendered crisp (RGB raw). */
async function render(seed: number): Promise<Buffer> {
  const rnd = prng(seed);
  const words = ['Grade', 'Credits', 'Semester', 'Mathematics', 'History', 'Physics', 'Result', 'Passed', 'Average', 'Registrar'];
  let text = '';
  for (let i = 0; i < 26; i++) {
    const line = Array.from({ length: 5 }, () => (rnd() < 0.3 ? (rnd() * 100).toFixed(1) : words[Math.floor(rnd() * words.length)])).join('  ');
    text += `<text x="40" y="${70 + i * 30}" font-size="17" font-family="DejaVu Sans" fill="#1a1a1a">${line}</text>`;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="100%" height="100%" fill="#ecebe6"/><rect x="30" y="40" width="580" height="2" fill="#333"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
}

/** Sensor noise (σ≈3.5 grey levels) over raw RGB, as a flatbed scanner adds it. */
function addNoise(rgb: Buffer, seed: number): Buffer {
  const rnd = prng(seed);
  const out = Buffer.from(rgb);
  for (let i = 0; i < W * H; i++) {
    const n = (rnd() + rnd() + rnd() + rnd() - 2) * 6;
    for (let c = 0; c < 3; c++) out[i * 3 + c] = Math.max(0, Math.min(255, out[i * 3 + c] + n));
  }
  return out;
}

const RAW = { raw: { width: W, height: H, channels: 3 as const } };

function paste(dst: Buffer, src: Buffer, box: { left: number; top: number; width: number; height: number }, from = { x: box.left, y: box.top }, srcWidth = W): void {
  for (let y = 0; y < box.height; y++) {
    const s = ((from.y + y) * srcWidth + from.x) * 3;
    src.copy(dst, ((box.top + y) * W + box.left) * 3, s, s + box.width * 3);
  }
}

const signalsOf = (r: Awaited<ReturnType<typeof analyseImageForensics>>) => [r[9], r[10], r[11]].flatMap((o) => o.signals ?? []);

/** The signal's box covers the planted region's centre and is not much larger than the region plus a margin. */
function boxes(s: ForensicsSignal, region: { left: number; top: number; width: number; height: number }, tolerance = 0.08): boolean {
  const cx = (region.left + region.width / 2) / W;
  const cy = (region.top + region.height / 2) / H;
  return s.evidence.boxes.some(
    (b) =>
      b.x <= cx && cx <= b.x + b.width && b.y <= cy && cy <= b.y + b.height &&
      b.x >= region.left / W - tolerance && b.x + b.width <= (region.left + region.width) / W + tolerance &&
      b.y >= region.top / H - tolerance && b.y + b.height <= (region.top + region.height) / H + tolerance,
  );
}

describe('image forensics: error level analysis, noise and grid, copy-move (checks 9–11)', function () {
  this.timeout(60_000);
  let scanA: Buffer;
  let scanB: Buffer;
  let cleanJpeg: Buffer;

  before(async () => {
    scanA = addNoise(await render(1), 11);
    scanB = addNoise(await render(2), 12);
    cleanJpeg = await sharp(scanA, RAW).jpeg({ quality: 80 }).toBuffer();
  });

  it('gives a clean scan saved as JPEG, and the same page recompressed as a whole, no medium or high signal', async () => {
    for (const bytes of [cleanJpeg, await sharp(cleanJpeg).jpeg({ quality: 92 }).toBuffer(), await sharp(cleanJpeg).resize(520).jpeg({ quality: 85 }).toBuffer()]) {
      const r = await analyseImageForensics(bytes, { isJpeg: true, page: 1 });
      expect(signalsOf(r).filter((s) => s.severity !== 'low').map((s) => s.message)).to.deep.equal([]);
      expect(r[9].status).to.equal('passed');
      expect(r[10].status).to.equal('passed');
      expect(r[11].status).to.equal('passed');
    }
  });

  it('check 9: finds a region pasted from another image into the JPEG and re-saved, high and boxed where it is', async () => {
    const region = { left: 232, top: 304, width: 160, height: 64 };
    const decoded = await sharp(cleanJpeg).raw().toBuffer();
    paste(decoded, scanB, region);
    const tampered = await sharp(decoded, RAW).jpeg({ quality: 95 }).toBuffer();
    const r = await analyseImageForensics(tampered, { isJpeg: true, page: 1 });
    const ela = r[9].signals ?? [];
    expect(ela.length, r[9].description).to.be.greaterThan(0);
    expect(ela[0].severity).to.equal('high');
    expect(ela[0].source).to.equal('image');
    expect(boxes(ela[0], region), JSON.stringify(ela[0].evidence.boxes)).to.equal(true);
    expect(ela[0].evidence.values.map((v) => v.label)).to.deep.equal(['region error ratio', 'page baseline']);
    expect(r[9].status).to.equal('failed');
  });

  it('check 10: finds a JPEG photo pasted into a PNG scan (its block grid and its noise), boxed where it is', async () => {
    const region = { left: 419, top: 83, width: 120, height: 150 };
    const rnd = prng(5);
    const photo = Buffer.alloc(region.width * region.height * 3);
    for (let y = 0; y < region.height; y++) {
      for (let x = 0; x < region.width; x++) {
        const head = ((x - 60) / 30) ** 2 + ((y - 60) / 40) ** 2 < 1;
        const v = head ? 190 - y * 0.3 : 120 + x * 0.4;
        for (let c = 0; c < 3; c++) photo[(y * region.width + x) * 3 + c] = Math.max(0, Math.min(255, v - c * 20 + (rnd() - 0.5) * 3));
      }
    }
    const photoJpeg = await sharp(photo, { raw: { width: region.width, height: region.height, channels: 3 } }).jpeg({ quality: 75 }).toBuffer();
    const decodedPhoto = await sharp(photoJpeg).raw().toBuffer();
    const page = Buffer.from(scanA);
    paste(page, decodedPhoto, region, { x: 0, y: 0 }, region.width);
    const png = await sharp(page, RAW).png().toBuffer();
    const r = await analyseImageForensics(png, { isJpeg: false, page: 1 });
    const s10 = r[10].signals ?? [];
    expect(s10.some((s) => s.code === 'compression-grid-region' && boxes(s, region)), r[10].description).to.equal(true);
    expect(s10.some((s) => s.severity === 'high' && boxes(s, region))).to.equal(true);
    expect(r[9].status).to.equal('skipped');
    // The clean PNG scan: nothing.
    const clean = await analyseImageForensics(await sharp(scanA, RAW).png().toBuffer(), { isJpeg: false, page: 1 });
    expect(signalsOf(clean)).to.deep.equal([]);
  });

  it('check 10: finds text typed digitally onto a noisy scan (a region without the page noise)', async () => {
    const region = { left: 200, top: 500, width: 220, height: 60 };
    const crisp = await render(3);
    const page = Buffer.from(scanA);
    paste(page, crisp, region);
    const r = await analyseImageForensics(await sharp(page, RAW).png().toBuffer(), { isJpeg: false, page: 1 });
    const s = (r[10].signals ?? []).find((x) => x.code === 'noise-missing-region');
    expect(s, r[10].description).to.not.equal(undefined);
    expect(boxes(s!, region), JSON.stringify(s!.evidence.boxes)).to.equal(true);
    expect(s!.evidence.values[1].label).to.equal('page baseline');
  });

  /** `box` filled with one flat colour and `text` typed on it crisp (black, anti-aliased), as an image editor does. */
  async function typeOn(page: Buffer, box: { left: number; top: number; width: number; height: number }, fill: number, text: string): Promise<void> {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}"><rect width="100%" height="100%" fill="#ffffff"/><text x="4" y="${box.height - 7}" font-size="17" font-family="DejaVu Sans" fill="#000000">${text}</text></svg>`;
    const glyphs = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
    for (let y = 0; y < box.height; y++) {
      for (let x = 0; x < box.width; x++) {
        const i = ((box.top + y) * W + box.left + x) * 3;
        for (let c = 0; c < 3; c++) page[i + c] = Math.round((fill * glyphs[(y * box.width + x) * 3 + c]) / 255);
      }
    }
  }

  it('check 10: finds a value typed on a box of flat colour on a noisy scan (a flat patch), high and boxed', async function () {
    // Four whole analyses (two fills, PNG and JPEG).
    this.timeout(240_000);
    // A grade's box: too small for the noise cells of the working resolution.
    const region = { left: 420, top: 396, width: 44, height: 26 };
    for (const fill of [235, 255]) {
      const page = Buffer.from(scanA);
      await typeOn(page, region, fill, 'A+');
      for (const [bytes, isJpeg] of [[await sharp(page, RAW).png().toBuffer(), false], [await sharp(page, RAW).jpeg({ quality: 92 }).toBuffer(), true]] as const) {
        const r = await analyseImageForensics(bytes, { isJpeg, page: 1 });
        const s = (r[10].signals ?? []).find((x) => x.code === 'flat-patch-region');
        expect(s, `fill ${fill}, ${isJpeg ? 'JPEG' : 'PNG'}: ${r[10].description}`).to.not.equal(undefined);
        expect(s!.severity).to.equal('high');
        expect(boxes(s!, region, 0.03), JSON.stringify(s!.evidence.boxes)).to.equal(true);
        expect(s!.evidence.values.map((v) => v.label)).to.deep.equal(['flat inside the box', 'flat around it']);
      }
    }
  });

  it('check 10: a flat shape in a colour of its own (a scanner app logo drawn on the page) is not a flat patch', async () => {
    const page = Buffer.from(scanA);
    await typeOn(page, { left: 560, top: 830, width: 44, height: 26 }, 120, 'CS');
    const r = await analyseImageForensics(await sharp(page, RAW).png().toBuffer(), { isJpeg: false, page: 1 });
    expect(r.measured!.patches).to.deep.equal([]);
  });

  it('check 10: judges no flat patch where the capture is flat in many places (a denoised phone photo)', async () => {
    // Flat paper in 40 places over the page: the capture's own property, not one painted box.
    const page = Buffer.from(scanA);
    for (let k = 0; k < 40; k++) {
      const box = { left: 40 + (k % 8) * 70, top: 60 + Math.floor(k / 8) * 160, width: 44, height: 26 };
      for (let y = 0; y < box.height; y++) for (let x = 0; x < box.width; x++) page.fill(235, ((box.top + y) * W + box.left + x) * 3, ((box.top + y) * W + box.left + x) * 3 + 3);
    }
    const r = await analyseImageForensics(await sharp(page, RAW).png().toBuffer(), { isJpeg: false, page: 1 });
    // The patches the check reports (its signals list only the strongest six of check 10).
    expect(r.measured!.patches).to.deep.equal([]);
    expect((r[10].signals ?? []).filter((x) => x.code === 'flat-patch-region')).to.deep.equal([]);
  });

  it('check 11: finds a region cloned onto another place of a noisy JPEG, the copy and its source boxed', async () => {
    const source = { left: 60, top: 380, width: 150, height: 70 };
    const copy = { left: 400, top: 620, width: 150, height: 70 };
    const page = Buffer.from(scanA);
    paste(page, scanA, copy, { x: source.left, y: source.top });
    const r = await analyseImageForensics(await sharp(page, RAW).jpeg({ quality: 90 }).toBuffer(), { isJpeg: true, page: 1 });
    const s = (r[11].signals ?? [])[0];
    expect(s, r[11].description).to.not.equal(undefined);
    expect(s.severity, JSON.stringify(s.evidence.values)).to.equal('high');
    expect(boxes(s, copy) || boxes(s, source), JSON.stringify(s.evidence.boxes)).to.equal(true);
    expect(s.evidence.boxes.length).to.equal(2);
    expect(r[11].status).to.equal('failed');
  });

  it('check 11: a noise-free digital page repeating its content is not a clone', async () => {
    const crisp = await render(4);
    const page = Buffer.from(crisp);
    paste(page, crisp, { left: 400, top: 620, width: 150, height: 70 }, { x: 60, y: 380 });
    const r = await analyseImageForensics(await sharp(page, RAW).png().toBuffer(), { isJpeg: false, page: 1 });
    expect(r[11].signals).to.deep.equal([]);
    expect(r[11].description).to.match(/no sensor noise/);
  });

  it('maps regions through the image placement on the page (an image-only PDF page)', async () => {
    const region = { left: 232, top: 304, width: 160, height: 64 };
    const decoded = await sharp(cleanJpeg).raw().toBuffer();
    paste(decoded, scanB, region);
    const tampered = await sharp(decoded, RAW).jpeg({ quality: 95 }).toBuffer();
    const place = { x: 0.1, y: 0.2, width: 0.5, height: 0.5 };
    const r = await analyseImageForensics(tampered, { isJpeg: true, page: 3, place });
    const b = r[9].signals![0].evidence.boxes[0];
    expect(b.page).to.equal(3);
    const cx = place.x + ((region.left + region.width / 2) / W) * place.width;
    const cy = place.y + ((region.top + region.height / 2) / H) * place.height;
    expect(cx).to.be.within(b.x, b.x + b.width);
    expect(cy).to.be.within(b.y, b.y + b.height);
  });

  it('analyses the page images of an image-only PDF and boxes the region on its page', async () => {
    const region = { left: 232, top: 304, width: 160, height: 64 };
    const decoded = await sharp(cleanJpeg).raw().toBuffer();
    paste(decoded, scanB, region);
    const tampered = await sharp(decoded, RAW).jpeg({ quality: 95 }).toBuffer();
    const doc = new PDFDocument({ size: [W * 0.9, H * 0.9], margin: 0, autoFirstPage: false });
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
    doc.on('data', (c: Buffer) => chunks.push(c));
    for (const page of [cleanJpeg, tampered]) {
      doc.addPage({ size: [W * 0.9, H * 0.9], margin: 0 });
      doc.image(page, 0, 0, { width: W * 0.9, height: H * 0.9 });
    }
    doc.end();
    const r = await analyzePdf(await done);
    const s9 = r.outcomes[9]?.signals ?? [];
    expect(s9.length, r.outcomes[9]?.description).to.be.greaterThan(0);
    expect(s9.every((s) => s.evidence.boxes[0].page === 2)).to.equal(true);
    expect(boxes(s9[0], region)).to.equal(true);
    expect(r.outcomes[10]?.status).to.equal('passed');
    expect(r.outcomes[11]?.status).to.equal('passed');
  });

  it('reports an undecodable image as not analysed', async () => {
    const r = await analyseImageForensics(Buffer.from('not an image'), { isJpeg: true, page: 1 });
    for (const n of [9, 10, 11] as const) expect(r[n].status).to.equal('skipped');
  });
});
