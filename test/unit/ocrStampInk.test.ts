/**
 * Coloured stamp ink turned to paper before OCR (docs/document-understanding.md, "Scans and photos",
 * "Stamps and seals"): a violet, blue or red stamp lighter than print goes white with its blurred edges;
 * black print, print under the stamp and dark coloured print (a navy or green letterhead) stay dark.
 */
import { expect } from 'chai';
import sharp from 'sharp';
import { toGray } from '../../src/processing/text/imagePrep';

/** One pixel column per sample colour, 8 rows high, on a PNG. */
async function swatches(colours: Array<[number, number, number]>): Promise<Buffer> {
  const width = colours.length, height = 8;
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) colours.forEach((c, x) => data.set(c, (y * width + x) * 3));
  return sharp(data, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

describe('OCR image preparation: stamp ink', () => {
  it('turns a stamp\'s coloured ink and its edges white and keeps black and dark coloured print', async () => {
    const colours: Array<[number, number, number]> = [
      [121, 81, 153], // violet stamp ink at a stamp's half-tone
      [73, 94, 172], // blue stamp ink
      [146, 72, 80], // red stamp ink
      [185, 170, 205], // the stamp's blurred edge
      [20, 20, 20], // black print
      [70, 35, 100], // black print under the stamp
      [31, 63, 143], // a navy letterhead
      [29, 78, 43], // a dark green heading
      [85, 85, 85], // grey print
      [240, 238, 230], // paper
    ];
    const g = await toGray(await swatches(colours));
    const at = (x: number) => g.data[4 * g.width + x];
    for (const x of [0, 1, 2, 3]) expect(at(x), `stamp colour ${x}`).to.be.at.least(240);
    expect(at(4)).to.be.below(40);
    expect(at(5)).to.be.below(70);
    expect(at(6)).to.be.below(80);
    expect(at(7)).to.be.below(80);
    expect(at(8)).to.be.within(75, 95);
    expect(at(9)).to.be.at.least(230);
  });

  it('judges colours against the paper: a warm light over the whole page is no ink', async () => {
    // A photo under warm light: paper (250, 228, 190), a dark print's anti-aliased edge (100, 88, 70).
    const warm: Array<[number, number, number]> = [[250, 228, 190], [250, 228, 190], [250, 228, 190], [100, 88, 70], [30, 26, 20], [250, 228, 190]];
    const g = await toGray(await swatches(warm));
    const at = (x: number) => g.data[4 * g.width + x];
    expect(at(3)).to.be.below(110);
    expect(at(4)).to.be.below(40);
  });
});
