import { expect } from 'chai';
import { GRADE_SCALES, locateGradeCells, scaleFor, withGradeScale } from '../../scripts/bench/gradeScales';
import { groupLines } from '../../src/processing/text';
import type { DocumentText, ExtractedCourse, TextItem } from '../../src/processing/types';

/** A one-page document from lines of cells, each cell at its x, one line every 16 pt. */
function doc(lines: Array<Array<[number, string]>>): DocumentText {
  const items: TextItem[] = [];
  lines.forEach((cells, i) => {
    for (const [x, text] of cells) items.push({ text, x, y: 100 + 16 * i, width: text.length * 4.5, height: 9, fontName: 'F1', fontSize: 9, confidence: null });
  });
  return { pages: [{ pageNumber: 1, width: 600, height: 800, source: 'text-layer', items }] };
}

const course = (courseNumber: string, courseName: string, grade: string | null, credit = 3): ExtractedCourse =>
  ({ courseNumber, courseName, grade, credit }) as unknown as ExtractedCourse;

describe('bench grade scales (scripts/bench/gradeScales)', () => {
  const sample = doc([
    [[50, 'Code'], [110, 'Course Title'], [330, 'Credits'], [390, 'Grade']],
    [[50, 'NF101'], [110, 'Applied Testing Methods'], [330, '3'], [390, 'A']],
    [[50, 'NF102'], [110, 'Survey of Measurement'], [330, '4'], [390, '4']],
    [[50, 'NF103'], [110, 'Sampling and Inference'], [330, '2'], [390, 'B']],
    [[50, 'NF104'], [110, 'Quality of Instruments'], [330, '3'], [390, '']],
  ]);
  const courses = [course('NF101', 'Applied Testing Methods', 'A'), course('NF102', 'Survey of Measurement', '4', 4), course('NF103', 'Sampling and Inference', 'B', 2), course('NF104', 'Quality of Instruments', null)];

  it('locates each grade cell on its course line, the grade equal to the credits by the grade column', () => {
    const cells = locateGradeCells(sample, courses);
    expect(cells.map((c) => c.course)).to.deep.equal([0, 1, 2]);
    expect(cells.every((c) => c.run.length === 1 && c.run[0].x === 390)).to.equal(true);
  });

  it('replaces the grade cells only, keeping their centre, and gives the new grades as the truth', () => {
    const scale = GRADE_SCALES.find((s) => s.id === 'es-words')!;
    const r = withGradeScale(sample, courses, 'doc-1', scale)!;
    expect(r.replaced).to.deep.equal([0, 1, 2]);
    const lines = groupLines(r.text.pages[0]);
    expect(lines[0].text).to.contain('Grade');
    for (const i of r.replaced) {
      expect(scale.grades).to.include(r.courses[i].grade);
      const cell = lines[i + 1].items.find((it) => it.text === r.courses[i].grade)!;
      expect(Math.abs(cell.x + cell.width / 2 - (390 + 2.25))).to.be.lessThan(0.01);
      expect(lines[i + 1].items.some((it) => it.text === String(courses[i].credit))).to.equal(true);
    }
    expect(r.courses[3].grade).to.equal(null);
    expect(courses[0].grade).to.equal('A');
  });

  it('gives each variant of a document another scale', () => {
    const ids = new Set(GRADE_SCALES.map((_, v) => scaleFor('doc-1', v).id));
    expect(ids.size).to.equal(GRADE_SCALES.length);
  });
});
