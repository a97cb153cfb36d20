import { expect } from 'chai';
import { drawTitles, firstHalf, GENERIC_TITLES, kindTitleLines, tableOnly, withGenericTitle, withoutTitles } from '../../scripts/bench/classifyForms';
import { groupLines } from '../../src/processing/text';
import type { DocumentText, TextItem } from '../../src/processing/types';

/** A one-page document from lines [y, size, bold, cells]. */
function doc(lines: Array<[number, number, boolean, Array<[number, string]>]>): DocumentText {
  const items: TextItem[] = [];
  for (const [y, size, bold, cells] of lines) {
    for (const [x, text] of cells) items.push({ text, x, y, width: text.length * size * 0.5, height: size, fontName: bold ? 'F-Bold' : 'F1', fontSize: size, confidence: null });
  }
  return { pages: [{ pageNumber: 1, width: 600, height: 800, source: 'text-layer', items }] };
}

const texts = (d: DocumentText) => groupLines(d.pages[0]).map((l) => l.items.map((it) => it.text).join(' '));

describe('bench classification forms (scripts/bench/classifyForms)', () => {
  const sample = doc([
    [60, 16, true, [[50, 'Northfield Institute of Testing']]],
    [90, 14, true, [[50, 'TRANSCRIPT OF RECORDS']]],
    [130, 10, false, [[50, 'Name:'], [150, 'MORVANE, Kelda']]],
    [150, 10, false, [[50, 'This transcript is issued to the student.']]],
    [200, 10, true, [[50, 'Course'], [300, 'Grade']]],
    [220, 10, false, [[50, 'Applied Testing'], [300, 'A']]],
    [240, 10, false, [[50, 'Quality Methods'], [300, 'B+']]],
    [600, 10, false, [[50, 'Registrar']]],
  ]);

  it('finds the kind title, not the institution, a field or a sentence', () => {
    expect(kindTitleLines(sample).flatMap((x) => x.lines.map((l) => l.text))).to.deep.equal(['TRANSCRIPT OF RECORDS']);
    expect(texts(withoutTitles(sample)!)).to.not.include('TRANSCRIPT OF RECORDS');
    expect(texts(withoutTitles(sample)!)).to.include('This transcript is issued to the student.');
  });
  it('replaces the title by a generic wording, and finds nothing to replace on an untitled page', () => {
    expect(texts(withGenericTitle(sample, 'Bescheinigung')!)[1]).to.equal('Bescheinigung');
    expect(withGenericTitle(doc([[100, 10, false, [[50, 'Name: A']]]]), 'Statement')).to.equal(null);
  });
  it('keeps the upper half, or the table alone (header and truth rows)', () => {
    expect(texts(firstHalf(sample))).to.not.include('Registrar');
    expect(texts(tableOnly(sample, ['Applied Testing', 'Quality Methods'])!)).to.deep.equal(['Course Grade', 'Applied Testing A', 'Quality Methods B+']);
  });
  it('draws neutral wordings only for documents without academic content, the same from the same seed', () => {
    const neutral = new Set(GENERIC_TITLES.filter((t) => t.neutral).map((t) => t.text));
    for (let seed = 1; seed < 30; seed++) for (const t of drawTitles(seed, 3, ['de'], false)) expect(neutral.has(t), t).to.equal(true);
    expect(drawTitles(5, 2, ['fr'], true)).to.deep.equal(drawTitles(5, 2, ['fr'], true));
  });
});
