/**
 * The second reading of the numbers the page's OCR was unsure of (docs/document-understanding.md,
 * "Scans and photos", "Numbers read twice"), with the real Tesseract.
 */
import { expect } from 'chai';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { misfitColumn, numberColumns, scriptMisreadNumbers, readingOf, rereadable, rereadNumbers, settle, settleInColumn, NUMBER_WHITELIST, decodeGray, type BoxWord } from '../../src/processing/text/ocrReread';
import { TesseractOcr, type OcrWord } from '../../src/processing/text/tesseractOcr';

const word = (text: string, confidence: number, left = 10, top = 10): OcrWord => ({ text, left, top, width: 20 * text.length, height: 24, confidence, block: 1, paragraph: 1, line: 1 });

describe('OCR: numbers read twice', () => {
  it('reads again a band of figures the Greek or Cyrillic models read as short words of their letters (rule "Figures read as letters of the page\'s script")', () => {
    const w = (text: string, left: number, top: number, confidence: number): BoxWord => ({ text, left, top, width: 12 * text.length, height: 20, confidence });
    // A Greek record: titles read surely, its ECTS column ("5", "6") read as "ε", "σ", "δδ", "ο", unsurely.
    const words: BoxWord[] = [];
    const cells = ['ε', 'σ', 'δδ', 'ο', 'ζ'];
    cells.forEach((t, k) => {
      words.push(w('Μαθηματικά', 40, 100 + 40 * k, 96), w(t, 600, 100 + 40 * k, [40, 55, 20, 61, 33][k]), w('8', 760, 100 + 40 * k, 96));
    });
    // Running text: a short word beside other words, and a short word read surely.
    words.push(w('και', 40, 400, 60), w('η', 90, 400, 58), w('ο', 600, 440, 96));
    const band = scriptMisreadNumbers(words);
    expect([...band.keys()].map((x) => x.text)).to.have.members(cells);
    // Three such words are no column.
    expect(scriptMisreadNumbers(words.filter((x) => !['ε', 'σ'].includes(x.text))).size).to.equal(0);
  });

  it('reads again only short numbers read unsure', () => {
    expect(rereadable(word('l,7', 40))).to.equal(true);
    expect(rereadable(word('1.1.2', 59))).to.equal(true);
    expect(rereadable(word('2,3', 95))).to.equal(false);
    expect(rereadable(word('Mathematik', 40))).to.equal(false);
    expect(rereadable(word('B+', 40))).to.equal(false);
  });

  it('takes a clean second reading read with confidence, and keeps the better confidence when both agree', () => {
    expect(settle(word('l,7', 40), { text: '1,7', confidence: 90 })).to.include({ text: '1,7', confidence: 90 });
    expect(settle(word('1,7', 30), { text: '1,7', confidence: 88 })).to.include({ text: '1,7', confidence: 88 });
    // Unsure or unclean second readings change nothing.
    expect(settle(word('l,7', 40), { text: '1,1', confidence: 50 })).to.include({ text: 'l,7', confidence: 40 });
    expect(settle(word('l,7', 40), { text: '1,,7', confidence: 95 })).to.include({ text: 'l,7' });
    expect(settle(word('l,7', 40), null)).to.include({ text: 'l,7' });
  });

  it('reads again a cell of a number column that is no number of the column\'s shape, read surely or not', () => {
    // A column of grades "1,3" … at x 460, one a row; the misreads stand in it.
    const grades = ['2,0', '1,3', '5,0', '1,0', '1,7'].map((t, k) => word(t, 95, 460, 10 + 30 * k));
    const credits = ['7', '7', '5', '6', '5'].map((t, k) => ({ ...word(t, 96, 430, 10 + 30 * k), width: 12 }));
    const cols = numberColumns([...grades, ...credits]);
    expect(cols.map((c) => c.shape).sort()).to.deep.equal(['1', '1,1']);
    const gradeCol = cols.find((c) => c.shape === '1,1')!;
    // "1" read surely where the column prints "1,3"; "=," and ">" for a credit.
    expect(misfitColumn({ ...word('1', 94, 460, 85), width: 12 }, cols)).to.equal(gradeCol);
    expect(misfitColumn({ ...word('=,', 56, 430, 85), width: 12 }, cols)?.shape).to.equal('1');
    expect(misfitColumn({ ...word('>', 64, 430, 85), width: 12 }, cols)?.shape).to.equal('1');
    // Print is left alone: a value of the column's shape, a dash, a word ("BE", "V"), a word outside any column.
    expect(misfitColumn(word('1,7', 60, 460, 85), cols)).to.equal(null);
    expect(misfitColumn({ ...word('–', 90, 460, 85), width: 12 }, cols)).to.equal(null);
    expect(misfitColumn({ ...word('V', 90, 430, 85), width: 12 }, cols)).to.equal(null);
    expect(misfitColumn({ ...word('=,', 56, 300, 85), width: 12 }, cols)).to.equal(null);
    // The second reading is taken only as a value of the column's shape within its range, read with confidence.
    const w = { ...word('1', 94, 460, 85), width: 12 };
    expect(settleInColumn(w, { text: '1,3', confidence: 90 }, gradeCol)).to.include({ text: '1,3', confidence: 90 });
    expect(settleInColumn(w, { text: '13', confidence: 90 }, gradeCol)).to.include({ text: '1' });
    expect(settleInColumn(w, { text: '1,3', confidence: 60 }, gradeCol)).to.include({ text: '1' });
    expect(settleInColumn(w, { text: '9,3', confidence: 90 }, gradeCol)).to.include({ text: '1' });
  });

  it('gives each cut of the strip the words on its line', () => {
    const strip = [{ ...word('1', 90, 30, 30), width: 20 }, { ...word(',7', 80, 52, 30), width: 30 }, word('2,3', 95, 30, 100)];
    expect(readingOf({ index: 0, top: 20, height: 50 }, strip)).to.deep.equal({ text: '1,7', confidence: 80 });
    expect(readingOf({ index: 1, top: 90, height: 50 }, strip)).to.deep.equal({ text: '2,3', confidence: 95 });
    expect(readingOf({ index: 2, top: 200, height: 50 }, strip)).to.equal(null);
  });

  it('reads the strip as scattered words only when a cut is left unsettled, and takes that reading by the same rules', async () => {
    const png = await sharp({ create: { width: 200, height: 80, channels: 3, background: { r: 255, g: 255, b: 255 } } }).png().toBuffer();
    const page = await decodeGray(png);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sparse-'));
    try {
      // "7,5" read "75" unsure; the strip's block reading agrees, no surer; read as a lone word it is "7,5".
      const first = [word('75', 41, 20, 20)];
      const at = (text: string, confidence: number) => [{ text, left: 24, top: 40, width: 40, height: 40, confidence }];
      let sparseRuns = 0;
      const sparse = (reading: BoxWord[]) => async () => {
        sparseRuns++;
        return reading;
      };
      const out = await rereadNumbers(page, first, path.join(dir, 'a.png'), async () => at('75', 70), sparse(at('7,5', 92)));
      expect(out[0]).to.include({ text: '7,5', confidence: 92 });
      // Settled by the first reading of the strip: no sparse reading.
      const settledFirst = await rereadNumbers(page, first, path.join(dir, 'b.png'), async () => at('7,5', 90), sparse(at('7,9', 95)));
      expect(settledFirst[0]).to.include({ text: '7,5', confidence: 90 });
      expect(sparseRuns).to.equal(1);
      // An unsure sparse reading changes nothing.
      const unsure = await rereadNumbers(page, first, path.join(dir, 'c.png'), async () => at('75', 70), sparse(at('7,5', 60)));
      expect(unsure[0]).to.include({ text: '75', confidence: 70 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reads a number the first reading got wrong from the image', async function () {
    this.timeout(60_000);
    const ocr = new TesseractOcr({ languages: ['eng'], languageStrategy: 'combined' });
    if (!(await ocr.isAvailable())) this.skip();
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><rect width="600" height="200" fill="white"/><text x="40" y="80" font-family="DejaVu Sans" font-size="36">Werkstoffkunde</text><text x="420" y="80" font-family="DejaVu Sans" font-size="36">1,7</text></svg>`;
    const png = await sharp(Buffer.from(svg)).grayscale().png().toBuffer();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'reread-'));
    try {
      const file = path.join(dir, 'page.png');
      await sharp(png).toFile(file);
      const first = await ocr.readWords(file, { psm: 11 });
      const i = first.findIndex((w) => w.text === '1,7');
      expect(i, JSON.stringify(first.map((w) => w.text))).to.be.greaterThan(-1);
      // As a poor scan reads it: a letter for the digit, unsure.
      const misread = first.map((w, k) => (k === i ? { ...w, text: 'l,7', confidence: 35 } : w));
      const out = await rereadNumbers(await decodeGray(png), misread, path.join(dir, 'strip.png'), (p) => ocr.readWords(p, { psm: 6, whitelist: NUMBER_WHITELIST }));
      expect(out[i].text).to.equal('1,7');
      expect(out[i].confidence).to.be.at.least(75);
      expect(out.filter((_, k) => k !== i)).to.deep.equal(misread.filter((_, k) => k !== i));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
