/**
 * Whole lines the page's reading left out, read again from their ink (docs/document-understanding.md,
 * "Scans and photos", "Lost lines").
 */
import { expect } from 'chai';
import sharp from 'sharp';
import { lostLines, readLostLines } from '../../src/processing/text/lostLines';
import { toGray, type Gray } from '../../src/processing/text/imagePrep';
import type { BoxWord } from '../../src/processing/text/ocrReread';

const HEADER = 'Code     Course title                Credits   Grade';
const ROWS = ['ECO101   Microeconomics I            6         7.5', 'ECO102   Mathematics for Economists  6         8.0', 'ECO103   Introduction to Accounting  5         6.5', 'ECO104   Macroeconomics I            6         9.0'];
const LINES = [HEADER, ...ROWS];
const y = (i: number) => 80 + i * 50;

/** A course table: a header line and four rows, monospaced so that the columns line up. */
async function page(): Promise<Gray> {
  const text = LINES.map((t, i) => `<text x="60" y="${y(i)}" font-family="DejaVu Sans Mono" font-size="28" xml:space="preserve">${t}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="${y(LINES.length)}"><rect width="100%" height="100%" fill="white"/>${text}</svg>`;
  return toGray(await sharp(Buffer.from(svg)).png().toBuffer());
}

/** The words of line `i` as read: each space-separated word boxed to its ink. */
function wordsOf(img: Gray, i: number): BoxWord[] {
  const top = y(i) - 30, bottom = y(i) + 10;
  const cols: number[] = [];
  for (let x = 0; x < img.width; x++) {
    let dark = false;
    for (let yy = top; yy < bottom && !dark; yy++) dark = img.data[yy * img.width + x] < 128;
    if (dark) cols.push(x);
  }
  // Ink columns more than a letter's width apart start a new word.
  const words: BoxWord[] = [];
  let start = cols[0], prev = cols[0];
  const texts = LINES[i].split(/\s+/);
  for (const x of [...cols.slice(1), Infinity]) {
    if (x - prev > 20) {
      words.push({ text: texts[words.length] ?? '?', left: start, top, width: prev - start + 1, height: 30, confidence: 95 });
      start = x;
    }
    prev = x;
  }
  return words;
}

describe('OCR: lost lines read again', () => {
  it('finds a line of ink no read word covers, and none when every line was read', async () => {
    const img = await page();
    const rows = ROWS.flatMap((_, k) => wordsOf(img, k + 1));
    const lost = lostLines(img, rows);
    expect(lost).to.have.length(1);
    expect(lost[0].y0).to.be.within(y(0) - 30, y(0));
    expect(lost[0].x0).to.be.below(80);
    expect(lostLines(img, [...wordsOf(img, 0), ...rows])).to.deep.equal([]);
  });

  it('leaves a few unread letters alone (a stamp\'s letter, a lone cell)', async () => {
    const img = await page();
    // Only the header's last word, "Grade", is unread.
    const read = [...wordsOf(img, 0).slice(0, -1), ...ROWS.flatMap((_, k) => wordsOf(img, k + 1))];
    expect(lostLines(img, read)).to.deep.equal([]);
  });

  it('adds the confident words read from the lost line at their place on the page, never over a read word', async () => {
    const img = await page();
    const rows = ROWS.flatMap((_, k) => wordsOf(img, k + 1));
    const [line] = lostLines(img, rows);
    const read = await readLostLines(
      img,
      rows,
      () => '/dev/null',
      async () => [
        { text: 'Code', left: 20, top: 10, width: 60, height: 22, confidence: 91 },
        { text: 'Credits', left: 700, top: 10, width: 110, height: 22, confidence: 88 },
        { text: 'xx', left: 900, top: 10, width: 30, height: 22, confidence: 30 },
        // Where the line's cut reaches a read word's box (a row below): not added twice.
        { text: 'ECO101', left: 20, top: 60, width: 60, height: 22, confidence: 95 },
      ],
      (w) => w,
    );
    const added = read.slice(rows.length);
    expect(added.map((w) => w.text)).to.deep.equal(['Code', 'Credits']);
    // Strip coordinates moved to the page's: the cut starts half a line's height above and left of the line.
    expect(added[0].left).to.be.within(line.x0 - 30, line.x0 + 20);
    expect(added[0].top).to.be.within(line.y0 - 20, line.y0 + 10);
  });
});
