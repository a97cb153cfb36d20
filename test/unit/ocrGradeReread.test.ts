/**
 * The second reading of the letter grades of a grade column (docs/document-understanding.md,
 * "Scans and photos", "Letter grades read twice").
 */
import { expect } from 'chai';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { gradeBands, rereadGrades, settleGrade } from '../../src/processing/text/gradeReread';
import { decodeGray, type BoxWord } from '../../src/processing/text/ocrReread';
import { TesseractOcr, withoutFillUnderscores, type OcrWord } from '../../src/processing/text/tesseractOcr';

const word = (text: string, confidence: number, left: number, top: number, width = 20 * text.length, height = 24): BoxWord => ({ text, left, top, width, height, confidence });

/** A column of grades at x = 500 (one a row, 40 px apart), beside titles at x = 50. */
const column = (grades: Array<[string, number]>): BoxWord[] =>
  grades.flatMap(([g, c], i) => [word('Mathematics', 95, 50, 40 + i * 40), word(g, c, 500, 40 + i * 40)]);

describe('OCR: letter grades read twice', () => {
  it('finds a grade column by its grades read surely, and allows the letters and signs of its scale', () => {
    const bands = gradeBands(column([['A', 96], ['B+', 93], ['Cc', 65], ['A-', 95], ['B', 91]]));
    expect(bands).to.have.length(1);
    expect(bands[0].whitelist).to.equal('+-ABCDEF');
    // Signs read as a "t" are still signs of the scale.
    expect(gradeBands(column([['A', 97], ['Bt', 96], ['A', 97], ['At', 31], ['B', 92]]))[0].whitelist).to.equal('+-ABCDEF');
    // A column of two-letter grades prints no sign.
    expect(gradeBands(column([['AA', 96], ['BA', 93], ['cc', 65], ['CB', 95]]))[0].whitelist).to.equal('ABCDEF');
    // Short words of running text are no grade column; nor is a column of numbers.
    expect(gradeBands(column([['of', 96], ['in', 93], ['to', 95], ['A', 91]]))).to.deep.equal([]);
    expect(gradeBands(column([['3', 96], ['4', 93], ['2', 95], ['3', 91]]))).to.deep.equal([]);
  });

  it('takes a second reading that is a grade of the scale where the first is none or unsure', () => {
    expect(settleGrade(word('Cc', 65, 0, 0), { text: 'C', confidence: 84 })).to.include({ text: 'C', confidence: 84 });
    expect(settleGrade(word('C', 41, 0, 0), { text: 'C', confidence: 88 })).to.include({ text: 'C', confidence: 88 });
    // The sign the first reading lost.
    expect(settleGrade(word('A', 86, 0, 0), { text: 'A-', confidence: 86 })).to.include({ text: 'A-' });
    // A grade read surely is not changed by another reading.
    expect(settleGrade(word('B', 93, 0, 0), { text: 'D', confidence: 90 })).to.include({ text: 'B' });
    // A second reading read unsure is taken only as the same print as a first reading that is no grade.
    expect(settleGrade(word('Cc', 65, 0, 0), { text: 'C', confidence: 0 })).to.include({ text: 'C', confidence: 65 });
    expect(settleGrade(word('Bt', 70, 0, 0), { text: 'B+', confidence: 0 })).to.include({ text: 'B+' });
    expect(settleGrade(word('Be', 77, 0, 0), { text: 'B-', confidence: 0 })).to.include({ text: 'Be' });
    expect(settleGrade(word('Tc', 53, 0, 0), { text: 'C', confidence: 0 })).to.include({ text: 'Tc' });
    expect(settleGrade(word('cc', 72, 0, 0), { text: 'CC', confidence: 80 })).to.include({ text: 'CC', confidence: 80 });
    // A letter the scale's whitelist lacks is not forced into another (a transfer code "CT").
    expect(settleGrade(word('cT', 88, 0, 0), { text: 'CE', confidence: 80 })).to.include({ text: 'cT' });
    expect(settleGrade(word('cT', 88, 0, 0), { text: 'C', confidence: 80 })).to.include({ text: 'cT' });
    expect(settleGrade(word('AS', 96, 0, 0), { text: 'A', confidence: 90 })).to.include({ text: 'AS' });
  });

  it("reads a misread grade again from the image with the column's letters", async function () {
    this.timeout(60_000);
    const ocr = new TesseractOcr();
    if (!(await ocr.isAvailable())) this.skip();
    const grades = ['A', 'B+', 'C', 'A-', 'B'];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300"><rect width="100%" height="100%" fill="white"/>${grades.map((g, i) => `<text x="500" y="${64 + i * 40}" font-family="DejaVu Sans" font-size="32">${g}</text><text x="50" y="${64 + i * 40}" font-family="DejaVu Sans" font-size="32">Mathematics</text>`).join('')}</svg>`;
    const png = await sharp(Buffer.from(svg)).grayscale().png().toBuffer();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'grades-'));
    try {
      await writeFile(path.join(dir, 'page.png'), png);
      const words = await ocr.readWords(path.join(dir, 'page.png'), { psm: 6 });
      const c = words.findIndex((w) => w.text === 'C');
      expect(c).to.be.greaterThan(-1);
      // As Tesseract reads a lone "C" on scans.
      words[c] = { ...words[c], text: 'Cc', confidence: 60 };
      const out = await rereadGrades(await decodeGray(png), words, (k) => path.join(dir, `strip${k}.png`), (strip, whitelist) => ocr.readWords(strip, { psm: 6, whitelist }));
      expect(out[c].text).to.equal('C');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("reads a page's doubtful grades again as it reads it", async () => {
    // A stand-in tesseract: the page's reading has "Cc" among sure grades; the strip, read with a
    // whitelist, is read "C".
    const dir = await mkdtemp(path.join(os.tmpdir(), 'grades-page-'));
    try {
      const header = 'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext\n';
      const rows = [['A', 96], ['B', 93], ['Cc', 60], ['A', 95], ['B', 92]] as const;
      const page = header + rows.flatMap(([g, c], i) => [`5\t1\t1\t1\t${i + 1}\t1\t50\t${40 + i * 40}\t200\t24\t95\tMathematics`, `5\t1\t1\t1\t${i + 1}\t2\t500\t${40 + i * 40}\t${20 * g.length}\t24\t${c}\t${g}`]).join('\n') + '\n';
      await writeFile(path.join(dir, 'page.tsv'), page);
      await writeFile(path.join(dir, 'strip.tsv'), header + '5\t1\t1\t1\t1\t1\t40\t30\t25\t35\t88\tC\n');
      await writeFile(
        path.join(dir, 'tesseract'),
        ['#!/bin/sh', 'case "$*" in', '  *--list-langs*) printf "List of available languages (1):\\neng\\n" ;;', '  *whitelist=ABCDEF*) cat "$STRIP" ;;', '  *whitelist=*) printf "" ;;', '  *) cat "$PAGE" ;;', 'esac'].join('\n') + '\n',
      );
      await chmod(path.join(dir, 'tesseract'), 0o755);
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300"><rect width="100%" height="100%" fill="white"/>${rows.map(([g], i) => `<text x="500" y="${62 + i * 40}" font-family="DejaVu Sans" font-size="30">${g === 'Cc' ? 'C' : g}</text><text x="50" y="${62 + i * 40}" font-family="DejaVu Sans" font-size="30">Mathematics</text>`).join('')}</svg>`;
      const ocr = new TesseractOcr({ tesseractPath: path.join(dir, 'tesseract'), env: { ...process.env, PAGE: path.join(dir, 'page.tsv'), STRIP: path.join(dir, 'strip.tsv') } });
      const r = await ocr.ocrImage(await sharp(Buffer.from(svg)).png().toBuffer());
      expect(r.items.filter((i) => i.x > 100).map((i) => i.text)).to.deep.equal(['A', 'B', 'C', 'A', 'B']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('cuts the fill line a grade is printed on off the grade, so the column is found and its grades read again ("___B+", "B____")', () => {
    // Each grade printed at x = 500, the fill line before it or after it read with it.
    const glued: Array<[string, number]> = [['___B+', 92], ['___A', 95], ['B____', 93], ['___C+', 60], ['A-', 94]];
    const ocrWords: OcrWord[] = column(glued).map((w) => ({ ...w, left: w.left === 500 ? 500 - 20 * (w.text.length - w.text.replace(/^_+/, '').length) : w.left, block: 1, paragraph: 1, line: w.top }));
    expect(gradeBands(ocrWords)).to.deep.equal([]);
    const tidy = withoutFillUnderscores(ocrWords);
    expect(tidy.filter((w) => w.left >= 500).map((w) => w.text)).to.deep.equal(['B+', 'A', 'B', 'C+', 'A-']);
    expect(tidy.find((w) => w.text === 'B+')).to.include({ left: 500, width: 40 });
    expect(gradeBands(tidy)).to.have.length(1);
    // A blank fill line stays as read; an underscore inside a word is no fill line.
    expect(withoutFillUnderscores([word('____', 90, 0, 0), word('file_name', 90, 0, 40)].map((w) => ({ ...w, block: 1, paragraph: 1, line: w.top }))).map((w) => w.text)).to.deep.equal(['____', 'file_name']);
  });
});
