import { expect } from 'chai';
import { TABLE_FORMS, withTableForm } from '../../scripts/bench/tableForms';
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

const course = (courseNumber: string, courseName: string, grade: string, credit: number): ExtractedCourse =>
  ({ courseNumber, courseName, grade, credit, marksScored: null, maximumMarks: null }) as unknown as ExtractedCourse;

describe('bench table forms (scripts/bench/tableForms)', () => {
  const sample = doc([
    [[50, 'Northfield Institute of Testing']],
    [[50, 'Code'], [110, 'Course Title'], [330, 'Credits'], [390, 'Grade']],
    [[50, 'NF101'], [110, 'Applied Testing Methods and Practice'], [330, '3'], [390, 'A']],
    [[50, 'NF102'], [110, 'Survey of Measurement'], [330, '4'], [390, 'B']],
    [[50, 'NF201'], [110, 'Sampling and Inference'], [330, '5'], [390, 'A']],
    [[50, 'NF202'], [110, 'Quality of Instruments'], [330, '2'], [390, 'C']],
    [[50, 'Issued at Northfield']],
  ]);
  const courses = [
    course('NF101', 'Applied Testing Methods and Practice', 'A', 3),
    course('NF102', 'Survey of Measurement', 'B', 4),
    course('NF201', 'Sampling and Inference', 'A', 5),
    course('NF202', 'Quality of Instruments', 'C', 2),
  ];
  const opts = { languages: ['en'], seed: 1 };
  const linesOf = (d: DocumentText, p = 0) => groupLines(d.pages[p]).map((l) => l.segments.map((s) => s.text).join(' | '));

  it('moves the code after the title, header cell with its column', () => {
    const v = withTableForm(sample, courses, 'code-after-title', opts)!;
    const lines = linesOf(v.text);
    expect(lines).to.include('Course Title | Code | Credits | Grade');
    expect(lines).to.include('Survey of Measurement | NF102 | 4 | B');
  });

  it('swaps grade and credits, and sets credits last', () => {
    expect(linesOf(withTableForm(sample, courses, 'grade-credits-swapped', opts)!.text)).to.include('NF102 | Survey of Measurement | B | 4');
    expect(linesOf(withTableForm(sample, courses, 'credits-last', opts)!.text)).to.include('Code | Course Title | Grade | Credits');
  });

  it('puts a serial-number column first, numbering the rows', () => {
    const lines = linesOf(withTableForm(sample, courses, 'serial-first', opts)!.text);
    expect(lines).to.include('S.No. | Code | Course Title | Credits | Grade');
    expect(lines).to.include('4 | NF202 | Quality of Instruments | 2 | C');
  });

  it('does not apply a form whose columns the table does not have', () => {
    expect(withTableForm(sample, courses, 'marks-max-swapped', opts)).to.equal(null);
  });

  it('moves the second half onto a continuation page, with or without the header again', () => {
    const rep = withTableForm(sample, courses, 'header-repeated', opts)!;
    expect(rep.text.pages.map((p) => p.pageNumber)).to.deep.equal([1, 2]);
    expect(linesOf(rep.text, 1)).to.deep.equal(['Code | Course Title | Credits | Grade', 'NF201 | Sampling and Inference | 5 | A', 'NF202 | Quality of Instruments | 2 | C', 'Issued at Northfield']);
    expect(linesOf(rep.text, 0)).to.not.include('NF201 | Sampling and Inference | 5 | A');
    const drop = withTableForm(sample, courses, 'header-dropped', opts)!;
    expect(linesOf(drop.text, 1)[0]).to.equal('NF201 | Sampling and Inference | 5 | A');
  });

  it('replaces the header labels by other labels of the same columns', () => {
    const v = withTableForm(sample, courses, 'synonyms', opts)!;
    const header = linesOf(v.text)[1];
    expect(header).to.not.equal('Code | Course Title | Credits | Grade');
    expect(header.split(' | ')).to.have.length(4);
    // The rows are untouched.
    expect(linesOf(v.text).slice(2)).to.deep.equal(linesOf(sample).slice(2));
  });

  it('wraps a long title onto a second line under it', () => {
    const lines = linesOf(withTableForm(sample, courses, 'wrapped-title', opts)!.text);
    expect(lines).to.include('NF101 | Applied Testing Methods | 3 | A');
    expect(lines[lines.indexOf('NF101 | Applied Testing Methods | 3 | A') + 1]).to.equal('and Practice');
  });

  it('names every form', () => {
    expect(TABLE_FORMS).to.have.length(9);
  });
});
