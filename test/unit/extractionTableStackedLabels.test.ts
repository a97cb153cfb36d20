/**
 * A course table whose header prints each label in the national language over its English form,
 * both centred in the cell ("Kreditai" over "ECTS credits", "Įvertinimas" over "Grade"): one small
 * generated page, one TextItem per cell.
 */
import { expect } from 'chai';
import { extractCourses } from '../../src/processing/extraction/table';
import { groupLines } from '../../src/processing/text/layout';
import type { PageText, TextItem } from '../../src/processing/types';

const item = (text: string, x: number, y: number, size = 7): TextItem => ({
  text, x, y, width: text.length * size * 0.5, height: size, fontName: 'Helvetica', fontSize: size, confidence: null,
});
type Cell = [string, number];
const pageOf = (rows: Cell[][], top = 60, step = 10): PageText => ({
  pageNumber: 1, width: 595, height: 842, source: 'text-layer',
  items: rows.flatMap((r, i) => r.map(([t, x]) => item(t, x, top + i * step))),
});
const read = (rows: Cell[][]) => extractCourses(groupLines(pageOf(rows))).courses;
/** x of a label centred in a cell from `x0`, `width` wide. */
const centred = (t: string, x0: number, width: number) => x0 + (width - t.length * 3.5) / 2;

describe('course table: a header in two languages stacked in each cell', () => {
  const head: Cell[][] = [
    [['Eil.', centred('Eil.', 50, 26)], ['Studijų dalyko pavadinimas', 80], ['Kreditai', centred('Kreditai', 400, 56)], ['Įvertinimas', centred('Įvertinimas', 460, 70)]],
    [['No.', centred('No.', 50, 26)], ['Course unit title', 80], ['ECTS credits', centred('ECTS credits', 400, 56)], ['Grade', centred('Grade', 460, 70)]],
  ];
  const row = (n: number, title: string, credit: string, grade: string): Cell[] => [[String(n), centred(String(n), 50, 26)], [title, 80], [credit, centred(credit, 400, 56)], [grade, centred(grade, 460, 70)]];

  it('reads the two labels of one cell as one column: the credits under "Kreditai" / "ECTS credits", the grade under "Įvertinimas" / "Grade"', () => {
    const courses = read([...head, row(1, 'Mikroekonomika / Microeconomics', '6', '9'), row(2, 'Marketingas / Marketing', '5', '10'), row(3, 'Verslo teisė / Business Law', '3', '8'), row(4, 'Finansų valdymas / Financial Management', '6', '7')]);
    expect(courses.map((c) => [c.courseName, c.credit, c.grade])).to.deep.equal([
      ['Microeconomics', 6, '9'], ['Marketing', 5, '10'], ['Business Law', 3, '8'], ['Financial Management', 6, '7'],
    ]);
  });
});
