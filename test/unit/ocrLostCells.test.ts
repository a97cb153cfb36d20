/**
 * Lone cells the page's reading left out, read from their ink (docs/document-understanding.md,
 * "Scans and photos", "Lone cells read again").
 */
import { expect } from 'chai';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { lostCells, readLostCells } from '../../src/processing/text/lostCells';
import { toGray, type Gray } from '../../src/processing/text/imagePrep';
import { decodeGray, type BoxWord } from '../../src/processing/text/ocrReread';
import { TesseractOcr } from '../../src/processing/text/tesseractOcr';

const TITLES = ['UCU 101 INFORMATION LITERACY', 'UCU 102 ENTREPRENEURSHIP SKILLS', 'SCO 103 DISCRETE MATHEMATICS', 'SCO 104 STRUCTURED PROGRAMMING', 'SCO 105 COMPUTER ORGANISATION', 'SCO 106 DATA STRUCTURES'];
const GRADES = ['B', 'C', 'D', 'A', 'C', 'B'];

/** A headerless course list: code and title on the left, the grade alone far right; `extra` is drawn as well. */
function page(withGrades: boolean, extra = ''): Buffer {
  const rows = TITLES.map((t, i) => `<text x="60" y="${80 + i * 50}" font-family="DejaVu Sans" font-size="28">${t}</text>${withGrades ? `<text x="1500" y="${80 + i * 50}" font-family="DejaVu Sans" font-size="28">${GRADES[i]}</text>` : ''}`).join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1700" height="420"><rect width="100%" height="100%" fill="white"/>${rows}${extra}</svg>`);
}

/** The titles as read: one word a row, boxed to its ink (left of the grade column). */
function titleWords(img: Gray): BoxWord[] {
  return TITLES.map((t, i) => {
    let x0 = img.width, x1 = 0, y0 = img.height, y1 = 0;
    for (let y = 80 + i * 50 - 30; y < 80 + i * 50 + 10; y++) {
      for (let x = 0; x < 1300; x++) {
        if (img.data[y * img.width + x] > 128) continue;
        x0 = Math.min(x0, x), x1 = Math.max(x1, x), y0 = Math.min(y0, y), y1 = Math.max(y1, y);
      }
    }
    return { text: t, left: x0, top: y0, width: x1 - x0 + 1, height: y1 - y0 + 1, confidence: 95 };
  });
}

describe('OCR: lone cells read again', () => {
  it('finds the cells of a column of unread ink on the rows of read words', async () => {
    const img = await toGray(await sharp(page(true)).png().toBuffer());
    const cells = lostCells(img, titleWords(img));
    expect(cells).to.have.length(6);
    for (const [i, c] of cells.entries()) {
      expect(c.x0).to.be.within(1495, 1525);
      expect((c.y0 + c.y1) / 2).to.be.within(80 + i * 50 - 16, 80 + i * 50);
    }
  });

  it('leaves ink alone that stands in no column or on no row: a mark, a stamp beside the rows', async () => {
    // Two letters in a column but only two of them, and a blot between the rows.
    const extra = '<text x="1100" y="130" font-family="DejaVu Sans" font-size="28">X</text><text x="1100" y="180" font-family="DejaVu Sans" font-size="28">Y</text><circle cx="900" cy="405" r="9" fill="black"/>';
    const img = await toGray(await sharp(page(false, extra)).png().toBuffer());
    expect(lostCells(img, titleWords(img))).to.deep.equal([]);
  });

  it('reads the lost cells and adds them as words at their place', async function () {
    this.timeout(60_000);
    const ocr = new TesseractOcr();
    if (!(await ocr.isAvailable())) this.skip();
    const png = await sharp(page(true)).png().toBuffer();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cells-'));
    try {
      await writeFile(path.join(dir, 'page.png'), png);
      const words = titleWords(await toGray(png));
      const out = await readLostCells(await decodeGray(png), words, path.join(dir, 'strip.png'), (strip) => ocr.readWords(strip, { psm: 6 }), (w) => w);
      const added = out.slice(words.length);
      expect(added.map((w) => w.text)).to.deep.equal(GRADES);
      expect(added.every((w) => w.left > 1490 && w.confidence >= 70)).to.equal(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
