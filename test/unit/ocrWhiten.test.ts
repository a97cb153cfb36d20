/**
 * Light fills and grey paper turned white before OCR (docs/document-understanding.md, "Scans and
 * photos", "Light fills").
 */
import { expect } from 'chai';
import { hasTintedBand, whitenFills, type Gray } from '../../src/processing/text/imagePrep';

/** A scanned page: paper at 236 with grain, a shaded header band at 214, ink at 40 and grey print at 120. */
function shadedPage(): Gray {
  const width = 200, height = 200;
  const data = new Uint8Array(width * height);
  let seed = 11;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const grain = ((seed >> 16) % 7) - 3;
      const fill = y >= 40 && y < 60 ? 214 : 236;
      const ink = (y % 20 === 5 || y % 20 === 6) && x % 10 < 6 ? (x < 100 ? 40 : 120) : null;
      data[y * width + x] = ink ?? fill + grain;
    }
  }
  return { width, height, data };
}

describe('OCR image preparation: light fills', () => {
  it('turns the paper and a shaded band white and keeps the ink and grey print dark', () => {
    const page = shadedPage();
    const { image, whitened } = whitenFills(page);
    expect(whitened).to.equal(true);
    const at = (x: number, y: number) => image.data[y * image.width + x];
    expect(at(7, 30)).to.equal(255);
    expect(at(7, 50)).to.equal(255);
    expect(at(3, 45)).to.equal(0);
    // Grey print keeps most of its contrast against the paper.
    expect(at(103, 45)).to.be.lessThan(150);
  });

  it('leaves white paper as drawn (a rendered page, a flattened photo): the glyphs keep their edges', () => {
    const page = shadedPage();
    const white: Gray = { ...page, data: page.data.map((v) => (v >= 200 ? 252 : v)) };
    expect(whitenFills(white).whitened).to.equal(false);
  });

  it('leaves a washed-out page (ink close to the paper) to the contrast stretch', () => {
    const page = shadedPage();
    const washed: Gray = { ...page, data: page.data.map((v) => 170 + Math.round((v * 70) / 255)) };
    expect(whitenFills(washed).whitened).to.equal(false);
  });
  it('whitens a flattened photo (white paper) when it has a tinted band a line of text tall', () => {
    const page = shadedPage();
    // The paper flattened to white; the band (rows 40-59) stays tinted.
    const flat: Gray = { ...page, data: page.data.map((v) => (v >= 230 ? 250 : v)) };
    expect(whitenFills(flat).whitened).to.equal(false);
    const { image, whitened } = whitenFills(flat, 10);
    expect(whitened).to.equal(true);
    expect(image.data[50 * image.width + 7]).to.equal(255);
    expect(image.data[45 * image.width + 3]).to.equal(0);
  });

  it('leaves a flattened photo whose only tint is thinner than a line of text (a rule\'s residue)', () => {
    const page = shadedPage();
    const thin: Gray = { ...page, data: page.data.map((v, i) => (v >= 230 || Math.floor(i / page.width) >= 46 ? (v >= 200 ? 250 : v) : v)) };
    expect(hasTintedBand(thin, 250, 40, 10)).to.equal(false);
    expect(whitenFills(thin, 10).whitened).to.equal(false);
  });
});
