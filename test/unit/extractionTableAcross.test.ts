/**
 * Results not printed one course per row (docs/document-understanding.md, "Course tables"): rules "A table set
 * across the page" (subjects as the columns of a grid, row captions at its left) and "Results set as tiles" (a box
 * per subject, several to a line), and the layouts that look like them but are none.
 */
import { expect } from 'chai';
import { extractCourses } from '../../src/processing/extraction/table';
import { groupLines } from '../../src/processing/text/layout';
import type { PageText, TextItem } from '../../src/processing/types';
import { textItem } from '../support/textPages';

/** A word run centred on x = `cx`, as a grid's cells set their text. */
const centred = (text: string, cx: number, y: number, size = 9): TextItem => textItem(text, cx - text.length * size * 0.25, y, size);
const pageOf = (items: TextItem[]): PageText => ({ pageNumber: 1, width: 595, height: 842, source: 'text-layer', items });
const read = (items: TextItem[]) => extractCourses(groupLines(pageOf(items))).courses;

/** A grid of subjects across the page: a caption column at x 40, then one column per subject every `pitch` points. */
function across(rows: Array<[string, string[]]>, top = 200, pitch = 70, wrapped: Record<number, [string, string]> = {}): TextItem[] {
  const items: TextItem[] = [textItem('Kandidat: Jana Novak', 40, 120)];
  rows.forEach(([caption, cells], r) => {
    const y = top + r * 16 + (r > 0 ? 4 : 0);
    items.push(textItem(caption, 40, y));
    cells.forEach((c, k) => {
      const cx = 150 + k * pitch;
      if (r === 0 && wrapped[k]) {
        items.push(centred(wrapped[k][0], cx, y - 5), centred(wrapped[k][1], cx, y + 5));
      } else items.push(centred(c, cx, y));
    });
  });
  return items;
}

describe('course table: a table set across the page', () => {
  it('reads subjects set as columns, a wrapped name from its two lines, and leaves the total column out', () => {
    const courses = read(
      across(
        [
          ['Fach', ['Deutsch', 'Mathematik', '', 'Physik', 'Chemie', 'Gesamt']],
          ['Note', ['2,0', '1,7', '3,0', '2,3', '1,0', '2,0']],
        ],
        200,
        70,
        { 2: ['Politische', 'Bildung'] },
      ),
    );
    expect(courses.map((c) => [c.courseName, c.grade])).to.deep.equal([
      ['Deutsch', '2,0'],
      ['Mathematik', '1,7'],
      ['Politische Bildung', '3,0'],
      ['Physik', '2,3'],
      ['Chemie', '1,0'],
    ]);
  });

  it('reads each captioned row under the subjects into its field: the maximum, the mark and the code', () => {
    const courses = read(
      across([
        ['Asignatura', ['Lengua', 'Historia', 'Física', 'Dibujo']],
        ['Código', ['LE10', 'HI20', 'FI30', 'DI40']],
        ['Máximo', ['100', '100', '100', '100']],
        ['Puntos', ['78', '64', '91', '55']],
      ]),
    );
    expect(courses.map((c) => [c.courseNumber, c.courseName, c.marksScored, c.maximumMarks])).to.deep.equal([
      ['LE10', 'Lengua', 78, 100],
      ['HI20', 'Historia', 64, 100],
      ['FI30', 'Física', 91, 100],
      ['DI40', 'Dibujo', 55, 100],
    ]);
  });

  it('reads no grading legend, no row of other values and no grid of fewer than three subjects', () => {
    // A legend: grades across, their ranges under them, no row of subject names.
    expect(read(across([['Grade', ['A', 'B', 'C', 'D']], ['Marks', ['80-100', '65-79', '50-64', '40-49']]]))).to.deep.equal([]);
    // Subjects over their teachers: no row of grades.
    expect(read(across([['Subject', ['Music', 'Drama', 'Art', 'Dance']], ['Teacher', ['Okafor', 'Lund', 'Moreau', 'Sato']]]))).to.deep.equal([]);
    // Subjects whose row of values is uncaptioned, or captioned by no word of the table lexicon.
    expect(read(across([['Subject', ['Music', 'Drama', 'Art', 'Dance']], ['Room', ['12', '14', '15', '21']]]))).to.deep.equal([]);
    expect(read(across([['Subject', ['Music', 'Drama']], ['Grade', ['A', 'B']]]))).to.deep.equal([]);
  });
});

/** Tiles of [code, name, grade], `perLine` to a line, each box `pitch` wide: the code over the name, the grade at its right. */
function tiles(list: Array<[string | null, string, string]>, perLine: number, pitch = 180, top = 260): TextItem[] {
  const items: TextItem[] = [textItem('RESULTADOS DO EXAME', 40, 200, 12)];
  list.forEach(([code, name, grade], k) => {
    const x = 40 + (k % perLine) * pitch;
    const y = top + Math.floor(k / perLine) * 70;
    if (code) items.push(textItem(code, x + 10, y, 7));
    items.push(textItem(name, x + 10, y + 9, 9));
    items.push(centred(grade, x + pitch - 40, y + 4, 20));
  });
  return items;
}

describe('course table: results set as tiles', () => {
  it('reads boxes of a name and its grade, three to a line, with the code over each name and a last line of one', () => {
    const courses = read(
      tiles(
        [
          ['210', 'PORTUGUÊS', 'B+'],
          ['220', 'HISTÓRIA', 'A'],
          ['230', 'FILOSOFIA', 'C-'],
          ['310', 'QUÍMICA', 'B'],
          ['320', 'DESENHO', 'A-'],
          ['330', 'ECONOMIA', 'C'],
          ['410', 'SOCIOLOGIA', 'B-'],
        ],
        3,
      ),
    );
    expect(courses.map((c) => [c.courseNumber, c.courseName, c.grade])).to.deep.equal([
      ['210', 'PORTUGUÊS', 'B+'],
      ['220', 'HISTÓRIA', 'A'],
      ['230', 'FILOSOFIA', 'C-'],
      ['310', 'QUÍMICA', 'B'],
      ['320', 'DESENHO', 'A-'],
      ['330', 'ECONOMIA', 'C'],
      ['410', 'SOCIOLOGIA', 'B-'],
    ]);
  });

  it('reads boxes without codes, two to a line over two lines', () => {
    const courses = read(tiles([[null, 'Geografia', 'A'], [null, 'Biologia', 'B'], [null, 'Inglês', 'A-'], [null, 'Artes', 'B+']], 2, 240));
    expect(courses.map((c) => [c.courseName, c.grade])).to.deep.equal([
      ['Geografia', 'A'],
      ['Biologia', 'B'],
      ['Inglês', 'A-'],
      ['Artes', 'B+'],
    ]);
  });

  it('reads no line of captions with their values, and no lone pair of boxes', () => {
    // A key-value line: captions of the candidate's card, each with a one-letter value.
    const card = [textItem('Sex', 40, 200), textItem('F', 120, 200), textItem('Class', 220, 200), textItem('A', 300, 200), textItem('Stream', 400, 200), textItem('B', 480, 200)];
    expect(read(card)).to.deep.equal([]);
    expect(read(tiles([[null, 'Geografia', 'A'], [null, 'Biologia', 'B']], 2, 240))).to.deep.equal([]);
    // Boxes whose grades do not stand at one place in each box.
    const uneven = [textItem('Geografia', 40, 200), textItem('A', 120, 200), textItem('Biologia', 220, 200), textItem('B', 400, 200), textItem('Artes', 440, 200), textItem('C', 470, 200)];
    expect(read(uneven)).to.deep.equal([]);
  });
});
