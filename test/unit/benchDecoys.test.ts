import { expect } from 'chai';
import { DECOY_POOL, FIELD_DECOY_POOL, fieldPoolFor, fill, poolFor, rng, slots, withDecoys } from '../../scripts/bench/decoys';
import { groupLines } from '../../src/processing/text';
import type { DocumentText, TextItem } from '../../src/processing/types';

/** A one-page document from lines of cells, each cell at its x, at the given y. */
function doc(lines: Array<[number, Array<[number, string]>]>): DocumentText {
  const items: TextItem[] = [];
  for (const [y, cells] of lines) {
    for (const [x, text] of cells) items.push({ text, x, y, width: text.length * 5, height: 10, fontName: 'F1', fontSize: 10, confidence: null });
  }
  return { pages: [{ pageNumber: 1, width: 600, height: 800, source: 'text-layer', items }] };
}

const lineTexts = (d: DocumentText) => groupLines(d.pages[0]).map((l) => l.items.map((it) => it.text).join(' '));

describe('bench decoys (scripts/bench/decoys)', () => {
  const sample = doc([
    [100, [[50, 'Northfield Institute of Testing']]],
    [160, [[50, 'Name:'], [150, 'MORVANE, Kelda']]],
    [180, [[50, 'Programme:']]],
    [200, [[50, 'Applied Testing']]],
    [260, [[50, 'Semester 1'], [300, 'Credits 4']]],
    [280, [[50, 'Semester 2'], [300, 'Credits 4']]],
  ]);

  it('is the same from the same seed, and differs from another', () => {
    const a = withDecoys(sample, 11, { languages: ['en'], country: 'GB' });
    const b = withDecoys(sample, 11, { languages: ['en'], country: 'GB' });
    const c = withDecoys(sample, 12, { languages: ['en'], country: 'GB' });
    expect(a.inserted).to.deep.equal(b.inserted);
    expect(lineTexts(a.text)).to.deep.equal(lineTexts(b.text));
    expect(JSON.stringify(a.inserted)).to.not.equal(JSON.stringify(c.inserted));
  });

  it('puts its lines at the top, the foot or after a block, never between a caption and its value', () => {
    // The blocks: the letterhead, then the name and programme, then the table.
    expect(slots(sample.pages[0])).to.deep.equal([-Infinity, Infinity, 160, 260]);
    for (let seed = 1; seed <= 30; seed++) {
      const { text, inserted } = withDecoys(sample, seed, { languages: ['en'], country: 'GB' });
      const lines = lineTexts(text);
      expect(lines.length).to.equal(6 + inserted.length);
      // The original lines keep their order, and the caption keeps its value under it.
      const kept = lines.filter((l) => !inserted.some((x) => x.text === l));
      expect(kept).to.deep.equal(lineTexts(sample));
      expect(lines[lines.indexOf('Programme:') + 1]).to.equal('Applied Testing');
      expect(lines[lines.indexOf('Semester 1 Credits 4') + 1]).to.equal('Semester 2 Credits 4');
      expect(inserted.length).to.be.within(1, 6);
      expect(new Set(inserted.map((x) => x.kind)).size).to.equal(inserted.length);
    }
  });

  it("keeps a place to its country's documents, and other languages than the document's and English out", () => {
    const de = poolFor(['de'], 'DE');
    expect(de.every((x) => (x.country ? x.country === 'DE' : x.lang === 'de' || x.lang === 'en'))).to.equal(true);
    expect(de.some((x) => x.country === 'DE')).to.equal(true);
    expect(poolFor(['ja'], 'JP').some((x) => x.country)).to.equal(false);
    for (const lang of ['en', 'fr', 'es', 'pt', 'de', 'ru', 'ar']) expect(DECOY_POOL.some((x) => x.lang === lang), lang).to.equal(true);
  });

  it('puts the field-like lines by a draw of their own, after the others, which stay as they were', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const before = withDecoys(sample, seed, { languages: ['en'], country: 'GB', fieldCount: 0 });
      const after = withDecoys(sample, seed, { languages: ['en'], country: 'GB' });
      expect(after.inserted.slice(0, before.inserted.length)).to.deep.equal(before.inserted);
      const kinds = new Set(FIELD_DECOY_POOL.map((x) => x.kind));
      expect(after.inserted.slice(before.inserted.length).every((x) => kinds.has(x.kind))).to.equal(true);
    }
    for (const lang of ['en', 'fr', 'es', 'pt', 'de', 'ru', 'ar']) expect(fieldPoolFor([lang]).some((x) => x.lang === lang), lang).to.equal(true);
  });

  it('fills numbers, codes and dates after any award', () => {
    const r = rng(5);
    const [a, b] = fill(['Serial No. {n7}', 'Date of printing: {date} / {iso}'], r);
    expect(a).to.match(/^Serial No\. \d{7}$/);
    const m = /(\d{2})\/(\d{2})\/(\d{4}) \/ (\d{4})-(\d{2})-(\d{2})/.exec(b)!;
    expect(Number(m[3])).to.be.within(2025, 2027);
    expect(m[4]).to.equal(m[3]);
  });
});
