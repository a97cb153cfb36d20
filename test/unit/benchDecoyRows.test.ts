import { expect } from 'chai';
import { DECOY_POOL, PLACEMENTS, locateTable, pickBlock, withDecoyRows } from '../../scripts/bench/decoyRows';
import { groupLines } from '../../src/processing/text';
import type { DocumentText, ExtractedCourse, TextItem } from '../../src/processing/types';

/** A one-page document from lines of cells, each cell at its x, one line every 16 pt. */
function doc(lines: Array<Array<[number, string]>>, width = 600): DocumentText {
  const items: TextItem[] = [];
  lines.forEach((cells, i) => {
    for (const [x, text] of cells) items.push({ text, x, y: 100 + 16 * i, width: text.length * 4.5, height: 9, fontName: 'F1', fontSize: 9, confidence: null });
  });
  return { pages: [{ pageNumber: 1, width, height: 800, source: 'text-layer', items }] };
}

const course = (courseNumber: string, courseName: string): ExtractedCourse =>
  ({ courseNumber, courseName, grade: 'A', credit: 3 }) as unknown as ExtractedCourse;

describe('bench decoy rows (scripts/bench/decoyRows)', () => {
  const sample = doc([
    [[50, 'Northfield Institute of Testing']],
    [[50, 'Code'], [110, 'Course Title'], [330, 'Credits'], [390, 'Grade']],
    [[50, 'First Semester']],
    [[50, 'NF101'], [110, 'Applied Testing Methods'], [330, '3'], [390, 'A']],
    [[50, 'NF102'], [110, 'Survey of Measurement'], [330, '3'], [390, 'B']],
    [[50, 'Second Semester']],
    [[50, 'NF201'], [110, 'Sampling and Inference'], [330, '4'], [390, 'A']],
    [[50, 'NF202'], [110, 'Quality of Instruments'], [330, '4'], [390, 'B']],
    [[50, 'Issued at Northfield']],
  ]);
  const courses = [course('NF101', 'Applied Testing Methods'), course('NF102', 'Survey of Measurement'), course('NF201', 'Sampling and Inference'), course('NF202', 'Quality of Instruments')];
  const linesOf = (d: DocumentText) => groupLines(d.pages[0]).map((l) => l.items.map((it) => it.text).join(' | '));

  it('locates the course table from the truth rows and its header', () => {
    const at = locateTable(sample, courses);
    expect(at?.rows.length).to.equal(4);
    expect(at?.header).to.equal(1);
  });

  it('sets the block above the header, below the last row, and between the terms', () => {
    for (const placement of ['above', 'below', 'between'] as const) {
      const v = withDecoyRows(sample, courses, 'doc-1', placement)!;
      expect(v, placement).to.not.equal(null);
      const lines = linesOf(v.text);
      const blockLines = v.block.lines.length + (v.caption ? 1 : 0);
      const first = groupLines(v.text.pages[0]).findIndex((l) => l.items.includes(v.added[0]));
      expect(first, placement).to.be.greaterThan(-1);
      const header = lines.indexOf('Code | Course Title | Credits | Grade');
      const second = lines.indexOf('Second Semester');
      const lastRow = lines.findIndex((l) => l.startsWith('NF202'));
      if (placement === 'above') expect(first + blockLines).to.equal(header);
      if (placement === 'below') expect(first).to.equal(lastRow + 1);
      if (placement === 'between') expect(first + blockLines).to.equal(second);
      // Every line of the original is still there, in its order.
      expect(lines.filter((l) => linesOf(sample).includes(l))).to.deep.equal(linesOf(sample));
    }
  });

  it('sets a block beside the table only where the page has room', () => {
    const v = withDecoyRows(sample, courses, 'doc-1', 'beside');
    if (v) {
      const right = Math.max(...sample.pages[0].items.map((it) => it.x + it.width));
      expect(Math.min(...v.added.map((it) => it.x))).to.be.greaterThan(right);
    }
    const narrow = doc([[[50, 'NF101'], [110, 'Applied Testing Methods'], [330, '3'], [390, 'A']], [[50, 'NF102'], [110, 'Survey of Measurement'], [330, '3'], [390, 'B']]], 420);
    expect(withDecoyRows(narrow, courses, 'doc-1', 'beside')).to.equal(null);
  });

  it('picks the same block for the same document, and every block for some document', () => {
    expect(pickBlock('a', 'above')).to.deep.equal(pickBlock('a', 'above'));
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) for (const p of PLACEMENTS) seen.add(pickBlock(`doc-${i}`, p).block.id);
    expect(seen.size).to.equal(DECOY_POOL.length);
  });

  it('places nothing when fewer than two truth rows are on a page', () => {
    expect(withDecoyRows(sample, [course('ZZ9', 'Nothing Printed Here')], 'doc-1', 'below')).to.equal(null);
  });
});
