/**
 * Image preparation before OCR (docs/document-understanding.md, "Scans and photos"): the page
 * found in a phone photo and squared, light flattened, contrast stretched, small text enlarged;
 * and the pure parts of the OCR driver (OSD output, when the Latin pass is trusted, Thai
 * fragments joined). Images are generated here (test/support/ocrImages.ts); no Tesseract runs.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  estimateTextHeight,
  findPageQuad,
  flattenBackground,
  homography,
  applyHomography,
  normalizeContrast,
  paperLevel,
  prepareForOcr,
  removeRules,
  estimateSkewGray,
  darkComponents,
  findDotLeaders,
  toGray,
  unevenness,
  upscaleFactor,
  warpPerspective,
  type Gray,
  type Quad,
} from '../../src/processing/text/imagePrep';
import { TesseractOcr, levelLineBoxes, repairCellMisreads, repairCellText, foreignPatches, joinUnspacedFragments, looksLikeMisreadLatin, parseOsd, parseTsv, readsAsUprightLatin, rewrittenLatinShare, readsWhollyAsScript, scriptShare, sidewaysShare, SCRIPT_ALTERNATIVES, SCRIPT_MODELS, latinLookalikesBetweenLatin, latinWordsOfEnglishPass, type OcrWord } from '../../src/processing/text/tesseractOcr';
import { photoOf, svgTextPage, unevenlyLit } from '../support/ocrImages';

const LINES = [
  'UNIVERSITY OF NORTHFIELD',
  'Official Transcript of Academic Record',
  'Student: Jordan Example   ID 2019-4411',
  'MATH 101 Calculus I 4.0 A-',
  'PHYS 110 Mechanics 3.0 B+',
  'ENGL 120 Academic Writing 3.0 A',
];

/** A page with a thick black bar across at 40 % of its height (to see the warp square it). */
async function pageWithBar(dpi = 150): Promise<Buffer> {
  const png = await svgTextPage(LINES, { dpi, fontSize: 10 });
  const meta = await sharp(png).metadata();
  const w = meta.width!, h = meta.height!;
  const bar = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect x="${w * 0.1}" y="${h * 0.4}" width="${w * 0.8}" height="${h * 0.02}" fill="#000"/></svg>`);
  return sharp(png).composite([{ input: bar }]).grayscale().png().toBuffer();
}

const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

function rowDarkness(img: Gray, y: number, x0: number, x1: number): number {
  let s = 0;
  for (let x = x0; x < x1; x++) s += 255 - img.data[y * img.width + x];
  return s / (x1 - x0);
}

async function grayOf(png: Buffer): Promise<Gray> {
  return toGray(await sharp(png).png().toBuffer());
}

describe('OCR image preparation', function () {
  this.timeout(60_000);

  describe('the page in a phone photo', () => {
    it('finds the page quadrilateral of a perspective photo on a dark desk', async () => {
      const { jpeg, corners } = await photoOf(await pageWithBar(), 11, 1200);
      const prepared = await prepareForOcr(jpeg, { deskew: false });
      expect(prepared.steps).to.include('page-warp');
      expect(prepared.quad).to.not.equal(null);
      const q = prepared.quad!;
      // Within 1 % of the page width of the true corners (the photo is 1200 px across the page).
      for (let i = 0; i < 4; i++) expect(dist(q[i], corners[i]), `corner ${i}`).to.be.lessThan(12);
    });

    it('finds the page in a small image with a strongly tilted page', async () => {
      const { jpeg, corners } = await photoOf(await pageWithBar(100), 3, 700);
      const g = await toGray(jpeg);
      const q = findPageQuad(g);
      expect(q).to.not.equal(null);
      for (let i = 0; i < 4; i++) expect(dist(q![i], corners[i]), `corner ${i}`).to.be.lessThan(8);
    });

    it('finds the whole page when the falloff of a lamp darkens part of it', async () => {
      const { jpeg, corners } = await photoOf(await pageWithBar(100), 5, 800);
      const dim = await unevenlyLit(jpeg, 0.4);
      const q = findPageQuad(await toGray(dim));
      expect(q).to.not.equal(null);
      for (let i = 0; i < 4; i++) expect(dist(q![i], corners[i]), `corner ${i}`).to.be.lessThan(10);
    });

    it('squares the page: a bar printed level comes out level, at its place on the page', async () => {
      const { jpeg } = await photoOf(await pageWithBar(), 23, 1200);
      const prepared = await prepareForOcr(jpeg, { deskew: false });
      const img = await grayOf(prepared.png);
      // The darkest row between 30 % and 50 % of the height is the bar, dark over its whole length.
      let best = 0, bestY = 0;
      for (let y = Math.round(img.height * 0.3); y < img.height * 0.5; y++) {
        const d = rowDarkness(img, y, Math.round(img.width * 0.12), Math.round(img.width * 0.88));
        if (d > best) (best = d), (bestY = y);
      }
      expect(bestY / img.height).to.be.closeTo(0.41, 0.02);
      expect(best, 'the bar lies along one row: level').to.be.greaterThan(150);
      // Its two halves sit on the same rows.
      const left = rowDarkness(img, bestY, Math.round(img.width * 0.12), Math.round(img.width * 0.3));
      const right = rowDarkness(img, bestY, Math.round(img.width * 0.7), Math.round(img.width * 0.88));
      expect(left).to.be.greaterThan(150);
      expect(right).to.be.greaterThan(150);
      // The aspect of the page survives (420 × 300 pt).
      expect(img.width / img.height).to.be.closeTo(1.4, 0.1);
    });

    it('leaves a scan alone: the page fills the frame, and a printed border is not a page edge', async () => {
      const scanPng = await pageWithBar();
      expect(findPageQuad(await grayOf(await sharp(scanPng).resize(400).png().toBuffer()))).to.equal(null);
      const meta = await sharp(scanPng).metadata();
      const frame = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${meta.width}" height="${meta.height}"><rect x="40" y="40" width="${meta.width! - 80}" height="${meta.height! - 80}" fill="none" stroke="#000" stroke-width="14"/></svg>`);
      const framed = await sharp(scanPng).composite([{ input: frame }]).png().toBuffer();
      const prepared = await prepareForOcr(framed, { deskew: false });
      expect(prepared.steps).to.not.include('page-warp');
      expect(prepared.quad).to.equal(null);
      expect(prepared.widthPx / prepared.heightPx).to.be.closeTo(meta.width! / meta.height!, 0.01);
    });

    it('maps four points exactly with the homography and samples bilinearly', () => {
      const from = [{ x: 0, y: 0 }, { x: 99, y: 0 }, { x: 99, y: 49 }, { x: 0, y: 49 }];
      const to = [{ x: 10, y: 5 }, { x: 90, y: 12 }, { x: 95, y: 60 }, { x: 4, y: 55 }];
      const hm = homography(from, to);
      for (let i = 0; i < 4; i++) expect(dist(applyHomography(hm, from[i]), to[i])).to.be.lessThan(1e-6);
      // A horizontal gradient warped from its own full frame is itself.
      const src: Gray = { width: 64, height: 8, data: new Uint8Array(64 * 8).map((_, i) => (i % 64) * 4) };
      const quad: Quad = [{ x: 0, y: 0 }, { x: 63, y: 0 }, { x: 63, y: 7 }, { x: 0, y: 7 }];
      const same = warpPerspective(src, quad, 64, 8);
      expect(Array.from(same.data)).to.deep.equal(Array.from(src.data));
      // Half the width: every other column, the in-between values interpolated.
      const half = warpPerspective(src, [{ x: 0, y: 0 }, { x: 62, y: 0 }, { x: 62, y: 7 }, { x: 0, y: 7 }], 32, 8);
      expect(half.data[1]).to.equal(8);
    });
  });

  describe('light and contrast', () => {
    it('flattens a page lit from one side: the paper evens out, the ink stays dark', async () => {
      const lit = await unevenlyLit(await svgTextPage(LINES, { dpi: 150, fontSize: 10 }), 0.45);
      const g = await toGray(lit);
      expect(unevenness(await paperLevel(g))).to.be.greaterThan(60);
      const flat = await flattenBackground(g);
      expect(unevenness(await paperLevel(flat))).to.be.lessThan(12);
      // Ink in the darkest corner is still far darker than its paper.
      const dark = flat.data.reduce((m, v) => Math.min(m, v), 255);
      expect(dark).to.be.lessThan(90);
      const prepared = await prepareForOcr(lit, { deskew: false });
      expect(prepared.steps).to.include('flatten');
      const clean = await prepareForOcr(await svgTextPage(LINES, { dpi: 150, fontSize: 10 }), { deskew: false });
      expect(clean.steps).to.not.include('flatten');
    });

    it('stretches a washed-out page (gray ink on gray paper) and leaves a crisp one alone', async () => {
      const page = await toGray(await svgTextPage(LINES, { dpi: 150, fontSize: 10 }));
      const washed: Gray = { ...page, data: page.data.map((v) => 150 + Math.round((v * 70) / 255)) };
      const r = normalizeContrast(washed);
      expect(r.stretched).to.equal(true);
      const min = r.image.data.reduce((m, v) => Math.min(m, v), 255);
      const median = [...r.image.data].sort((a, b) => a - b)[r.image.data.length >> 1];
      expect(min).to.be.lessThan(20);
      expect(median).to.be.greaterThan(240);
      expect(normalizeContrast(page).stretched).to.equal(false);
      // A nearly blank page: its darkest pixels are the paper's grain, not ink to stretch.
      let seed = 7;
      const grainy: Gray = { width: 400, height: 400, data: new Uint8Array(160000).map(() => ((seed = (seed * 1103515245 + 12345) % 2147483648), 200 + ((seed >> 16) % 61) - 30)) };
      expect(normalizeContrast(grainy).stretched).to.equal(false);
    });
  });

  describe('enlarging small text', () => {
    it('measures the text height in pixels, whatever the metadata says', async () => {
      const at300 = estimateTextHeight(await toGray(await svgTextPage(LINES, { dpi: 300, fontSize: 10 })));
      const at150 = estimateTextHeight(await toGray(await svgTextPage(LINES, { dpi: 150, fontSize: 10 })));
      expect(at300).to.be.within(26, 36);
      expect(at150! / at300!).to.be.closeTo(0.5, 0.08);
      // A blank page has no text to measure.
      expect(estimateTextHeight({ width: 100, height: 100, data: new Uint8Array(10000).fill(255) })).to.equal(null);
    });

    it('decides the enlargement from the text height: none near the target, up to 3×', () => {
      expect(upscaleFactor(null)).to.equal(1);
      expect(upscaleFactor(30)).to.equal(1);
      expect(upscaleFactor(24)).to.equal(1);
      expect(upscaleFactor(14)).to.equal(2);
      expect(upscaleFactor(5)).to.equal(3);
    });

    it('enlarges a low-resolution page that claims 300 dpi, and not a true 300-dpi page', async () => {
      const small = await svgTextPage(LINES, { dpi: 120, fontSize: 10 });
      // The metadata lies: 120-dpi pixels tagged 300 dpi.
      const lying = await sharp(small).withMetadata({ density: 300 }).png().toBuffer();
      const prepared = await prepareForOcr(lying, { deskew: false });
      expect(prepared.steps).to.include('upscale');
      expect(prepared.textHeightPx).to.be.within(10, 15);
      expect(prepared.widthPx / 700).to.be.closeTo(upscaleFactor(prepared.textHeightPx), 0.01);
      expect(prepared.widthPx / 700).to.be.greaterThan(1.8);
      const fine = await prepareForOcr(await svgTextPage(LINES, { dpi: 300, fontSize: 10 }), { deskew: false });
      expect(fine.steps).to.not.include('upscale');
      expect(fine.dpi).to.equal(300);
    });

    it('brings a PDF page rendered at 200 dpi to 300 dpi even when its text is large', async () => {
      const big = await svgTextPage(LINES, { dpi: 200, fontSize: 16 });
      expect(upscaleFactor(estimateTextHeight(await toGray(big)))).to.equal(1);
      const prepared = await prepareForOcr(big, { dpiHint: 200, deskew: false });
      expect(prepared.dpi).to.be.closeTo(300, 0.01);
      expect(prepared.widthPt).to.be.closeTo(420, 0.5);
    });
  });

  describe('table rules and skew', () => {
    /** A ruled table (grid lines, one column of text per cell) and a dark banner with white text. */
    async function ruledTable(): Promise<{ png: Buffer; w: number; h: number; rows: number[]; cols: number[]; banner: { y: number; h: number } }> {
      const w = 1400, h = 900;
      const rows = [150, 230, 310, 390, 470, 550];
      const cols = [100, 400, 900, 1300];
      const banner = { y: 40, h: 70 };
      const lines = [
        ...rows.map((y) => `<line x1="${cols[0]}" y1="${y}" x2="${cols[3]}" y2="${y}" stroke="#333" stroke-width="3"/>`),
        ...cols.map((x) => `<line x1="${x}" y1="${rows[0]}" x2="${x}" y2="${rows[5]}" stroke="#999" stroke-width="2"/>`),
      ].join('');
      const cells = rows.slice(0, -1).map((y, i) => `<text x="${cols[0] + 20}" y="${y + 55}" font-size="40" font-family="DejaVu Sans">MATH ${101 + i}</text><text x="${cols[1] + 20}" y="${y + 55}" font-size="40" font-family="DejaVu Sans">Calculus ${i}</text><text x="${cols[2] + 20}" y="${y + 55}" font-size="40" font-family="DejaVu Sans">A-</text>`).join('');
      const body = `<rect x="100" y="${banner.y}" width="1200" height="${banner.h}" fill="#222"/><text x="120" y="${banner.y + 52}" font-size="40" fill="#fff" font-family="DejaVu Sans">COURSE RECORD</text>`;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="#fff"/>${body}${lines}${cells}</svg>`;
      return { png: await sharp(Buffer.from(svg)).grayscale().png().toBuffer(), w, h, rows, cols, banner };
    }
    const darkIn = (img: Gray, x0: number, y0: number, x1: number, y1: number) => {
      let n = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (img.data[y * img.width + x] < 160) n++;
      return n;
    };

    it('erases the rules of a table, keeps the words in its cells and a dark banner', async () => {
      const t = await ruledTable();
      const img = await toGray(t.png);
      const text = estimateTextHeight(img)!;
      expect(text).to.be.within(25, 40);
      const { image, removed } = removeRules(img, text);
      expect(removed).to.equal(true);
      // The rules: a horizontal one between two rows, a vertical one between two columns.
      expect(darkIn(img, 500, t.rows[2] - 3, 800, t.rows[2] + 3)).to.be.greaterThan(500);
      expect(darkIn(image, 500, t.rows[2] - 3, 800, t.rows[2] + 3)).to.equal(0);
      expect(darkIn(img, t.cols[1] - 3, 160, t.cols[1] + 3, 540)).to.be.greaterThan(300);
      expect(darkIn(image, t.cols[1] - 3, 160, t.cols[1] + 3, 540)).to.equal(0);
      // The words keep their ink (at least 95 %): the first row's cells.
      const cells = (g: Gray) => [0, 1, 2].reduce((n, c) => n + darkIn(g, t.cols[c] + 10, t.rows[0] + 10, t.cols[c + 1] - 10, t.rows[1] - 10), 0);
      const before = cells(img);
      const after = cells(image);
      expect(before).to.be.greaterThan(1000);
      expect(after / before).to.be.greaterThan(0.95);
      // The banner is a thick dark band, not a rule: untouched.
      expect(darkIn(image, 100, t.banner.y, 1300, t.banner.y + t.banner.h)).to.equal(darkIn(img, 100, t.banner.y, 1300, t.banner.y + t.banner.h));
    });

    it('leaves a page without rules unchanged', async () => {
      const img = await toGray(await svgTextPage(LINES, { dpi: 300, fontSize: 10 }));
      const r = removeRules(img, estimateTextHeight(img)!);
      expect(r.removed).to.equal(false);
      expect(r.image).to.equal(img);
    });

    it('turns a skewed scan level before OCR and erases its rules, though they ran across pixel rows', async () => {
      const t = await ruledTable();
      const tilted = await sharp(t.png).rotate(1.8, { background: '#ffffff' }).withMetadata({ density: 300 }).png().toBuffer();
      const tiltedGray = await toGray(tilted);
      expect(Math.abs(await estimateSkewGray(tiltedGray))).to.be.within(1.25, 2.25);
      const prepared = await prepareForOcr(tilted, { findPage: false });
      expect(prepared.steps).to.include.members(['deskew', 'unrule']);
      expect(Math.abs(prepared.skew)).to.be.within(1.25, 2.25);
      const out = await toGray(prepared.png);
      expect(await estimateSkewGray(out)).to.equal(0);
      // No long dark rule is left: every row's longest dark run is shorter than a rule.
      let longest = 0;
      for (let y = 0; y < out.height; y++) {
        let run = 0;
        for (let x = 0; x < out.width; x++) {
          run = out.data[y * out.width + x] < 160 ? run + 1 : 0;
          if (run > longest && (y < 10 || y > 150)) longest = run;
        }
      }
      expect(longest).to.be.lessThan(300);
      // Without deskewing, the boxes are straightened afterwards instead.
      const kept = await prepareForOcr(tilted, { findPage: false, deskew: false });
      expect(kept.steps).to.not.include('deskew');
    });
  });
});

describe('OCR image preparation: dot leaders', () => {
  /** Label, a leader of periods, value; a sentence with an ellipsis; a decimal list. */
  async function leaderPage(): Promise<Buffer> {
    const rows = [
      ['Name of the Candidate', 'KEERTHANA SHETTY'],
      ['Date of Birth', '03/03/1997'],
    ];
    const body = rows
      .map(([label, value], i) => `<text x="60" y="${120 + i * 70}" font-size="32" font-family="DejaVu Sans">${label} ${'.'.repeat(30)}</text><text x="900" y="${120 + i * 70}" font-size="32" font-family="DejaVu Sans">${value}</text>`)
      .join('');
    const prose = `<text x="60" y="320" font-size="32" font-family="DejaVu Sans">Marks 9.5 and 8.0 were awarded... i.e. B.Tech. Sem. I</text>`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="400"><rect width="100%" height="100%" fill="#fff"/>${body}${prose}</svg>`;
    return sharp(Buffer.from(svg)).grayscale().png().toBuffer();
  }

  it('finds the dots of a leader, not the periods of an ellipsis, an abbreviation or a number', async () => {
    const img = await toGray(await leaderPage());
    const comps = darkComponents(img);
    const text = estimateTextHeight(img)!;
    const dots = findDotLeaders(comps, text);
    // Two leaders of 30 periods each (a period at the very end may join the value's gap).
    expect(dots.length).to.be.within(56, 60);
    expect(dots.every((d) => d.y1 < 260)).to.equal(true);
    // The prose line keeps its periods.
    expect(dots.some((d) => d.y0 > 260)).to.equal(false);
  });

  it('erases the leaders before OCR and keeps the words on both sides', async () => {
    const png = await leaderPage();
    const before = await toGray(png);
    const prepared = await prepareForOcr(png, { findPage: false, deskew: false, removeRules: false });
    expect(prepared.steps).to.include('undot');
    const after = await toGray(prepared.png);
    const k = after.width / before.width;
    const darkIn = (g: Gray, x0: number, y0: number, x1: number, y1: number, s: number) => {
      let n = 0;
      for (let y = Math.round(y0 * s); y < Math.round(y1 * s); y++) for (let x = Math.round(x0 * s); x < Math.round(x1 * s); x++) if (g.data[y * g.width + x] < 128) n++;
      return n;
    };
    // The leader zone (right of the label, left of the value) is blank after, the value is not.
    expect(darkIn(before, 560, 100, 880, 130, 1)).to.be.greaterThan(50);
    expect(darkIn(after, 560, 100, 880, 130, k)).to.equal(0);
    expect(darkIn(after, 900, 90, 1300, 130, k)).to.be.greaterThan(0.9 * darkIn(before, 900, 90, 1300, 130, 1) * k * k);
    // A page without leaders is left as it was.
    const plain = await prepareForOcr(await svgTextPage(LINES, { dpi: 300, fontSize: 10 }), { findPage: false });
    expect(plain.steps).to.not.include('undot');
  });
});

describe('OCR driver: misread table cells', () => {
  const word = (text: string, left: number, line: number, block = 1): OcrWord => ({ text, left, top: line * 40, width: 20 * text.length, height: 24, confidence: 95, block, paragraph: 1, line });

  it('reads a plus read as "t", a grade digit read as "l" and letters among digits as they are printed', () => {
    expect(repairCellText('Bt')).to.equal('B+');
    expect(repairCellText('At')).to.equal('A+');
    expect(repairCellText('Cl')).to.equal('C1');
    expect(repairCellText('BI')).to.equal('B1');
    expect(repairCellText('Ci')).to.equal('C1');
    expect(repairCellText('l5')).to.equal('15');
    expect(repairCellText('1O0')).to.equal('100');
    expect(repairCellText('7,l')).to.equal('7,1');
    // Not misreads: words, roman numerals, codes, grades as printed.
    for (const t of ['It', 'Gt', 'A+', 'B1', 'II', 'I', 'lO', 'CS101', 'Ab', 'OK', 'O']) expect(repairCellText(t)).to.equal(t);
  });

  it('gives the words of a Tesseract line the line\'s band, like a text layer\'s em box', () => {
    const w = (text: string, left: number, top: number, height: number, line: number): OcrWord => ({ text, left, top, width: 20 * text.length, height, confidence: 95, block: 1, paragraph: 1, line });
    // "Date of Birth - 02/09/1999": caps stop at the baseline, the hyphen is a sliver, the slashes
    // reach below it; a second line below.
    const words = [w('Date', 10, 100, 30, 1), w('of', 100, 102, 28, 1), w('-', 160, 112, 4, 1), w('02/09/1999', 200, 99, 37, 1), w('Programme', 10, 160, 38, 2)];
    const out = levelLineBoxes(words);
    expect([0, 1, 3].map((i) => [out[i].top, out[i].height])).to.deep.equal([[99, 37], [99, 37], [99, 37]]);
    // Marks without a letter or digit keep their ink box (the table reader tells specks by it).
    expect(out[2]).to.deep.equal(words[2]);
    expect(out[4]).to.deep.equal(words[4]);
    // A "line" that is two printed lines keeps its words' boxes.
    const merged = [w('Name', 10, 100, 30, 3), w('Roll', 300, 150, 30, 3)];
    expect(levelLineBoxes(merged)).to.deep.equal(merged);
    // A speck that Tesseract put into a row keeps its own box.
    const speck = [w('BC402', 10, 100, 30, 4), w('Tax', 200, 100, 30, 4), w(':', 400, 126, 12, 4), { ...w('gti', 500, 90, 18, 4), confidence: 24 }];
    expect(levelLineBoxes(speck)[2]).to.deep.equal(speck[2]);
    expect(levelLineBoxes(speck)[3]).to.deep.equal(speck[3]);
  });

  it('changes only words standing alone in their line (a cell), not a word of running text', () => {
    const words = [
      word('MATH101', 10, 1), word('Calculus', 300, 1), word('Bt', 700, 1), word('Cl', 900, 1),
      word('At', 10, 2), word('the', 60, 2), word('end', 130, 2),
    ];
    const out = repairCellMisreads(words).map((w) => w.text);
    expect(out).to.deep.equal(['MATH101', 'Calculus', 'B+', 'C1', 'At', 'the', 'end']);
  });
});

describe('OCR driver: orientation, script and fragments', () => {
  const word = (text: string, left: number, top: number, width: number, height: number, confidence = 95, line = 1): OcrWord => ({ text, left, top, width, height, confidence, block: 1, paragraph: 1, line });

  it('drops the invisible direction marks Tesseract puts on Arabic words', () => {
    const row = (text: string) => `5\t1\t1\t1\t1\t1\t10\t10\t50\t20\t91.5\t${text}`;
    const words = parseTsv(['level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext', row('العربية\u200e'), row('\u200f\u200e')].join('\n'));
    expect(words.map((w) => w.text)).to.deep.equal(['العربية']);
  });

  it('parses Tesseract OSD output', () => {
    const osd = parseOsd('Page number: 0\nOrientation in degrees: 90\nRotate: 270\nOrientation confidence: 9.94\nScript: Cyrillic\nScript confidence: 9.11\n');
    expect(osd).to.deep.equal({ rotate: 270, orientationConfidence: 9.94, script: 'Cyrillic', scriptConfidence: 9.11 });
    expect(parseOsd('Too few characters. Skipping this page')).to.equal(null);
  });

  it('trusts the English pass only for confident, horizontal words', () => {
    const upright = ['University', 'of', 'Northfield', 'Transcript', 'Calculus'].map((t, i) => word(t, i * 200, 10, t.length * 20, 30));
    expect(readsAsUprightLatin(upright)).to.equal(true);
    // Cyrillic read with the English model: many low-confidence words.
    const garbled = upright.map((w, i) => ({ ...w, confidence: i % 2 ? 30 : 60 }));
    expect(readsAsUprightLatin(garbled)).to.equal(false);
    // A page fed sideways: Tesseract reads it, but the word boxes stand upright.
    const sideways = upright.map((w) => ({ ...w, width: w.height, height: w.width }));
    expect(sidewaysShare(sideways)).to.equal(1);
    expect(readsAsUprightLatin(sideways)).to.equal(false);
  });

  it('tells another script in an English pass from a Latin scan\'s noise', () => {
    const english = ['Faculty', 'of', 'Engineering', 'Academic', 'Transcript', 'Mathematics', 'Excellent', 'Physics'].map((t, i) => word(t, i * 200, 10, t.length * 20, 30));
    // Arabic read with the English model: long letter strings at low confidence.
    const garbled = [word('dworighl', 0, 50, 160, 30, 28), word('Sludb)', 200, 50, 120, 30, 15), word('chjus', 400, 50, 100, 30, 0), word('gsigs', 600, 50, 100, 30, 1)];
    expect(foreignPatches([...english, ...garbled])?.map((w) => w.text)).to.deep.equal(['dworighl', 'Sludb)', 'chjus', 'gsigs']);
    // Specks and smudges of a scan: short, digits or punctuation.
    const noise = [word('_', 0, 50, 10, 10, 20), word('3:0.', 50, 50, 40, 30, 28), word('Gt', 100, 50, 20, 30, 28), word('a0', 150, 50, 20, 30, 40)];
    expect(foreignPatches([...english, ...noise])).to.equal(null);
  });

  it('tells a bilingual reading from one that turns confident English into look-alike letters', () => {
    const english = ['KEERTHANA', 'SHETTY', 'Register', 'Number', 'Candidate'].map((t, i) => word(t, i * 300, 10, t.length * 20, 30));
    // Russian models over the same Latin page: look-alike Cyrillic where English was sure.
    const lookalike = ['КЕЕВТНАМА', 'SHETTY', 'Register', 'Митрег', 'Candidate'].map((t, i) => word(t, i * 300, 10, t.length * 20, 30));
    expect(rewrittenLatinShare(english, lookalike, 'Cyrillic')).to.equal(0.4);
    // A bilingual page: the English stays English, the other script goes where English was unsure.
    const bilingual = [...english, word('Факультет', 0, 60, 180, 30, 90)];
    expect(rewrittenLatinShare([...english, word('Oaxynbrer', 0, 60, 180, 30, 20)], bilingual, 'Cyrillic')).to.equal(0);
  });

  it('keeps the Cyrillic reading of a whole Cyrillic page that English read half surely (rule "A page of another script read as Latin")', () => {
    // A Ukrainian record read by English: capitals and look-alike small letters come out as Latin, many of them surely.
    const english = [['HAUIOHAJIbHUN', 62], ['YHIBEPCUTET', 71], ['Komapoba', 88], ['Cepriu', 90], ['MaTemaTuka', 55], ['Bigminno', 40], ['dizuka', 52], ['Xapkib', 91]].map(([t, c], i) => word(t as string, i * 200, 10, 180, 30, c as number));
    const ukrainian = [['НАЦІОНАЛЬНИЙ', 91], ['УНІВЕРСИТЕТ', 93], ['Комарова', 94], ['Сергій', 92], ['Математика', 90], ['Відмінно', 89], ['Фізика', 91], ['Харків', 93]].map(([t, c], i) => word(t as string, i * 200, 10, 180, 30, c as number));
    // The bilingual guard alone would refuse it: English's sure words are all rewritten.
    expect(rewrittenLatinShare(english, ukrainian, 'Cyrillic')).to.be.greaterThan(0.2);
    expect(readsWhollyAsScript(english, ukrainian, 'Cyrillic')).to.equal(true);
    // A Latin page with an unsure table: the Cyrillic models read it no better, and mostly in Latin.
    const latin = [['Faculty', 92], ['of', 95], ['Sciences', 93], ['Statistics', 60], ['Algebra', 55]].map(([t, c], i) => word(t as string, i * 200, 10, 150, 30, c as number));
    const mixed = [['Faculty', 90], ['of', 94], ['Sciences', 91], ['Статистіка', 80], ['Аlgebrа', 70]].map(([t, c], i) => word(t as string, i * 200, 10, 150, 30, c as number));
    expect(readsWhollyAsScript(latin, mixed, 'Cyrillic')).to.equal(false);
    // A Cyrillic reading as unsure as the English one is no proof either.
    expect(readsWhollyAsScript(english, ukrainian.map((w) => ({ ...w, confidence: 75 })), 'Cyrillic')).to.equal(false);
  });

  it('tells Latin capitals misread by the Cyrillic models from Russian text', () => {
    const misread = ['АНрНВА', 'ОҒ', 'КЕЕВТНАМА', 'МІМЕТҮ', 'Мах.'].map((t, i) => word(t, i * 200, 10, 150, 30));
    expect(looksLikeMisreadLatin(misread)).to.equal(true);
    const russian = ['ДИПЛОМ', 'БАКАЛАВРА', 'Приложение', 'к', 'диплому'].map((t, i) => word(t, i * 200, 10, 150, 30));
    expect(looksLikeMisreadLatin(russian)).to.equal(false);
    // Too few letters to tell.
    expect(looksLikeMisreadLatin([word('ОК', 0, 10, 40, 30)])).to.equal(false);
  });

  it('measures how much of a reading is in the script its models are for', () => {
    expect(scriptShare([word('गणित', 0, 0, 50, 20), word('85', 60, 0, 20, 20)], 'Devanagari')).to.equal(1);
    // Devanagari models on an Ethiopic page: mostly Latin garbage.
    expect(scriptShare([word('PrPUCT', 0, 0, 50, 20), word('"गौ', 60, 0, 20, 20), word('PLACA', 90, 0, 50, 20)], 'Devanagari')).to.be.lessThan(0.25);
    expect(scriptShare([word('Петренко', 0, 0, 50, 20), word('ECTS', 60, 0, 20, 20)], 'Cyrillic')).to.equal(8 / 12);
    // Georgian: the page OSD calls Georgian is read by the Georgian model with English beside it,
    // and a reading of Latin garbage is not taken for Georgian.
    expect(SCRIPT_MODELS.Georgian).to.deep.equal(['kat', 'eng']);
    expect(scriptShare([word('გვარი', 0, 0, 50, 20), word('ECTS', 60, 0, 20, 20)], 'Georgian')).to.equal(5 / 9);
    expect(scriptShare([word('PrPUCT', 0, 0, 50, 20), word('PLACA', 90, 0, 50, 20)], 'Georgian')).to.equal(0);
    // Armenian likewise; the Arabic script is also read with the Persian model (SCRIPT_ALTERNATIVES).
    expect(SCRIPT_MODELS.Armenian).to.deep.equal(['hye', 'eng']);
    expect(scriptShare([word('Ազգանուն', 0, 0, 50, 20), word('ECTS', 60, 0, 20, 20)], 'Armenian')).to.equal(8 / 12);
    expect(SCRIPT_ALTERNATIVES.Arabic).to.deep.equal([['fas', 'eng']]);
  });

  it('turns a short word of Cyrillic look-alikes between two Latin words back into Latin, and leaves Cyrillic text alone', () => {
    const line = ['KHANGAI', 'UNIVERSITY', 'ОҒ', 'TECHNOLOGY'].map((t, i) => word(t, i * 200, 10, 150, 30));
    expect(latinLookalikesBetweenLatin(line).map((w) => w.text)).to.deep.equal(['KHANGAI', 'UNIVERSITY', 'OF', 'TECHNOLOGY']);
    // Cyrillic beside Cyrillic, a letter with no Latin look-alike, or another line: as read.
    const russian = ['Приложение', 'К', 'диплому'].map((t, i) => word(t, i * 200, 10, 150, 30));
    expect(latinLookalikesBetweenLatin(russian).map((w) => w.text)).to.deep.equal(['Приложение', 'К', 'диплому']);
    const own = ['Bachelor', 'ОБ', 'Science'].map((t, i) => word(t, i * 200, 10, 150, 30));
    expect(latinLookalikesBetweenLatin(own).map((w) => w.text)).to.deep.equal(['Bachelor', 'ОБ', 'Science']);
    const lines = [word('Bachelor', 0, 10, 150, 30, 95, 1), word('ОҒ', 200, 10, 40, 30, 95, 2), word('Science', 300, 10, 150, 30, 95, 2)];
    expect(latinLookalikesBetweenLatin(lines).map((w) => w.text)).to.deep.equal(['Bachelor', 'ОҒ', 'Science']);
  });

  it('takes the English pass\'s sure Latin word where the Cyrillic models read look-alike letters (rule "Latin words of the English pass")', () => {
    // A bilingual header and caption read by the Cyrillic models, and the same boxes read by the English first pass.
    const cyrillic = [word('Кредити', 830, 10, 110, 30, 95), word('Соигзе', 180, 60, 90, 30, 72), word('Васһе!ог', 900, 110, 120, 30, 79), word('МОРОЗ', 780, 160, 100, 30, 91), word('рік', 100, 210, 40, 30, 90)];
    const english = [word('Kpeautu', 830, 10, 110, 30, 40), word('Course', 182, 61, 88, 29, 96), word('Bachelor', 899, 110, 121, 30, 96), word('MOPO3', 781, 160, 99, 30, 93), word('pik', 100, 210, 40, 30, 99)];
    expect(latinWordsOfEnglishPass(cyrillic, english).map((w) => w.text)).to.deep.equal(['Кредити', 'Course', 'Bachelor', 'МОРОЗ', 'рік']);
    // Not taken from another box, nor when English read the word no more surely.
    expect(latinWordsOfEnglishPass([word('Соигзе', 180, 60, 90, 30, 90)], [word('Course', 182, 61, 88, 29, 96)])[0].text).to.equal('Соигзе');
    expect(latinWordsOfEnglishPass([word('Соигзе', 180, 60, 90, 30, 72)], [word('Course', 400, 61, 88, 29, 96)])[0].text).to.equal('Соигзе');
  });

  it('joins the Thai fragments of one word, not across a real space or another script', () => {
    const words = [word('ใบ', 151, 10, 39, 42), word('แส', 199, 10, 50, 29), word('ดง', 254, 10, 51, 28), word('ภาษา', 400, 10, 90, 28), word('4.0', 496, 10, 30, 28)];
    expect(joinUnspacedFragments(words).map((w) => w.text)).to.deep.equal(['ใบแสดง', 'ภาษา', '4.0']);
    const joined = joinUnspacedFragments(words)[0];
    expect([joined.left, joined.width]).to.deep.equal([151, 154]);
  });

  describe('with a stand-in tesseract that logs its calls', () => {
    let dir: string;
    const tsv = (words: Array<[string, number]>) =>
      'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext\n' +
      words.map(([t, c], i) => `5\t1\t1\t1\t1\t${i + 1}\t${20 + i * 120}\t20\t${t.length * 18}\t30\t${c}\t${t}`).join('\n') + '\n';
    const engine = (englishReadsWell: boolean) =>
      new TesseractOcr({
        tesseractPath: path.join(dir, 'tesseract'),
        env: { ...process.env, LOG: path.join(dir, 'calls.log'), ENG: path.join(dir, englishReadsWell ? 'eng-good.tsv' : 'eng-bad.tsv'), RUS: path.join(dir, 'rus.tsv') },
      });
    const calls = () => readFileSync(path.join(dir, 'calls.log'), 'utf8').trim().split('\n');

    before(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'fake-tesseract-'));
      await writeFile(
        path.join(dir, 'tesseract'),
        [
          '#!/bin/sh',
          'echo "$*" >> "$LOG"',
          'case "$*" in',
          '  *--list-langs*) printf "List of available languages (5):\\neng\\nosd\\nrus\\nukr\\nkaz\\n" ;;',
          '  *"--psm 0"*) printf "Page number: 0\\nOrientation in degrees: 0\\nRotate: 0\\nOrientation confidence: 6.0\\nScript: Cyrillic\\nScript confidence: 9.0\\n" ;;',
          '  *"-l eng "*) cat "$ENG" ;;',
          '  *) cat "$RUS" ;;',
          'esac',
        ].join('\n') + '\n',
      );
      await chmod(path.join(dir, 'tesseract'), 0o755);
      await writeFile(path.join(dir, 'eng-good.tsv'), tsv([['University', 96], ['of', 95], ['Northfield', 94], ['Official', 96], ['Transcript', 95]]));
      await writeFile(path.join(dir, 'eng-bad.tsv'), tsv([['Mamemaruyeckuu', 20], ['ananus', 35], ['otnuuno', 28], ['Onez', 55]]));
      await writeFile(path.join(dir, 'eng-many.tsv'), tsv(Array.from({ length: 25 }, (_, i) => [`Mamemaru${i}`, 20 + i] as [string, number])));
      await writeFile(path.join(dir, 'rus.tsv'), tsv([['Математический', 93], ['анализ', 95], ['отлично', 94]]));
    });
    after(async () => {
      if (dir) await rm(dir, { recursive: true, force: true });
    });
    beforeEach(async () => writeFile(path.join(dir, 'calls.log'), ''));

    it('reads a page English reads well with one pass, without orientation and script detection', async () => {
      const r = await engine(true).ocrImage(await svgTextPage(LINES, { dpi: 100, fontSize: 10 }));
      expect(r.languages).to.deep.equal(['eng']);
      expect(r.items.map((i) => i.text)).to.include('Transcript');
      const runs = calls().filter((c) => !c.includes('--list-langs'));
      expect(runs).to.have.length(1);
      // Line by line (psm 4): the automatic layout drops lone grades of a sparse column.
      expect(runs[0]).to.match(/-l eng --psm 4 tsv$/);
    });

    it('does not read a page of another script twice in English when the line-by-line pass gave plenty of words', async () => {
      const ocr = new TesseractOcr({ tesseractPath: path.join(dir, 'tesseract'), env: { ...process.env, LOG: path.join(dir, 'calls.log'), ENG: path.join(dir, 'eng-many.tsv'), RUS: path.join(dir, 'rus.tsv') } });
      const r = await ocr.ocrImage(await svgTextPage(LINES, { dpi: 100, fontSize: 10 }));
      expect(r.script).to.equal('Cyrillic');
      const runs = calls().filter((c) => !c.includes('--list-langs'));
      expect(runs.map((c) => (/--psm 0/.test(c) ? 'osd' : `${/-l (\S+)/.exec(c)![1]} ${/--psm (\d+)/.exec(c)![1]}`))).to.deep.equal(['eng 4', 'osd', 'rus+ukr+kaz 3']);
    });

    it('detects the script when English reads poorly, and reads with that script\'s models', async () => {
      const r = await engine(false).ocrImage(await svgTextPage(LINES, { dpi: 100, fontSize: 10 }));
      expect(r.script).to.equal('Cyrillic');
      expect(r.languages).to.deep.equal(['rus', 'ukr', 'kaz']);
      expect(r.items.map((i) => i.text)).to.deep.equal(['Математический', 'анализ', 'отлично']);
      const runs = calls().filter((c) => !c.includes('--list-langs'));
      // English line by line first; when that reads next to nothing, the automatic layout's
      // reading (which gives a sideways page's words) goes on to orientation and script detection.
      expect(runs.map((c) => (/--psm 0/.test(c) ? 'osd' : `${/-l (\S+)/.exec(c)![1]} ${/--psm (\d+)/.exec(c)![1]}`))).to.deep.equal(['eng 4', 'eng 3', 'osd', 'rus+ukr+kaz 3']);
    });
  });
});
