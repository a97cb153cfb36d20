/**
 * Word boxes cut down to the word's letters (docs/document-understanding.md, "Scans and photos",
 * "Word boxes and the table's rules").
 */
import { expect } from 'chai';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { trimWordBox, type GrayImage } from '../../src/processing/text/inkBoxes';
import type { BoxWord } from '../../src/processing/text/ocrReread';
import { TesseractOcr } from '../../src/processing/text/tesseractOcr';

/** A white page with dark rectangles [x0, y0, x1, y1) of the given levels. */
function page(width: number, height: number, marks: Array<[number, number, number, number, number?]>): GrayImage {
  const data = new Uint8Array(width * height).fill(250);
  for (const [x0, y0, x1, y1, v] of marks) for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) data[y * width + x] = v ?? 20;
  return { data, width, height };
}

const word = (text: string, left: number, top: number, width: number, height: number): BoxWord => ({ text, left, top, width, height, confidence: 90 });

/** Letters: a block of ink from row 20 to row 39, columns 20 to 79. */
const LETTERS: [number, number, number, number] = [20, 20, 80, 40];

describe('OCR: word boxes cut down to their letters', () => {
  it('leaves out the dashes of a rule above and below the word, which run on past its sides', () => {
    const dashes: Array<[number, number, number, number, number]> = [];
    for (let x = 0; x < 120; x += 8) dashes.push([x, 8, x + 5, 10, 120], [x, 48, x + 5, 50, 120]);
    const img = page(120, 60, [LETTERS, ...dashes]);
    expect(trimWordBox(word('Credit', 18, 8, 64, 42), img)).to.include({ top: 20, height: 20 });
  });

  it('keeps an accent or a dot set close over the letters', () => {
    const img = page(120, 60, [LETTERS, [30, 15, 34, 18]]);
    expect(trimWordBox(word('Prüfung', 18, 15, 64, 25), img)).to.include({ top: 15, height: 25 });
  });

  it('leaves out a speck far above the letters', () => {
    const img = page(120, 60, [LETTERS, [40, 2, 42, 4]]);
    expect(trimWordBox(word('Modul', 18, 2, 64, 38), img)).to.include({ top: 20, height: 20 });
  });

  it("does not measure the letters by a rule's bar read at the word's end", () => {
    // The bar reaches from row 5 to row 54, lighter than the letters.
    const img = page(120, 60, [LETTERS, [84, 5, 86, 55, 110]]);
    expect(trimWordBox(word('Note|', 18, 5, 70, 50), img)).to.include({ top: 20, height: 20 });
  });

  it('leaves a box without clear ink as read', () => {
    const img = page(120, 60, [[20, 20, 80, 40, 220]]);
    expect(trimWordBox(word('x', 18, 10, 64, 40), img)).to.include({ top: 10, height: 40 });
  });

  it("gives the page's words their letters' boxes, whatever boxes Tesseract read them with", async () => {
    // A stand-in tesseract reads three words with boxes 80 px tall around letters 29 px tall
    // (from row 101 to row 130), as it does when a rule's dashes run above and below them.
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ink-boxes-'));
    try {
      const words: Array<[string, number]> = [['Credit', 100], ['Grade', 300], ['Points', 500]];
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="400"><rect width="100%" height="100%" fill="white"/>${words.map(([, x]) => `<text x="${x}" y="130" font-family="DejaVu Sans" font-size="40">Hxmn</text>`).join('')}</svg>`;
      const png = await sharp(Buffer.from(svg)).png().toBuffer();
      const tsv = 'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext\n' + words.map(([t, x], i) => `5\t1\t1\t1\t1\t${i + 1}\t${x}\t70\t110\t80\t95\t${t}`).join('\n') + '\n';
      await writeFile(path.join(dir, 'eng.tsv'), tsv);
      await writeFile(path.join(dir, 'tesseract'), ['#!/bin/sh', 'case "$*" in', '  *--list-langs*) printf "List of available languages (1):\\neng\\n" ;;', '  *) cat "$ENG" ;;', 'esac'].join('\n') + '\n');
      await chmod(path.join(dir, 'tesseract'), 0o755);
      const ocr = new TesseractOcr({ tesseractPath: path.join(dir, 'tesseract'), rereadNumbers: false, env: { ...process.env, ENG: path.join(dir, 'eng.tsv') } });
      const r = await ocr.ocrImage(png);
      const px = r.dpi / 72;
      expect(r.items.map((i) => i.text)).to.deep.equal(['Credit', 'Grade', 'Points']);
      for (const it of r.items) {
        expect(it.y * px).to.be.within(99, 103);
        expect(it.height * px).to.be.within(27, 32);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
