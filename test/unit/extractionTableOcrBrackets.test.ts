/**
 * OCR cells without the bars and brackets the OCR adds at their ends, and with the brackets they
 * print (docs/document-understanding.md, "Course tables"): a grade in words with its number in
 * parentheses ("bardzo dobry (5,0)", the Polish scale of a diploma supplement) keeps its ")".
 */
import { expect } from 'chai';
import { extractCourseTable } from '../../src/processing/extraction/table';
import { documentLines } from '../../src/processing/text';
import type { TextItem } from '../../src/processing/types';

type Cell = [string, number];

/** One OCR line: each cell's words at its x (5 pt a character), read surely. */
function ocrLine(cells: Cell[], y: number): TextItem[] {
  const out: TextItem[] = [];
  for (const [text, x] of cells) {
    let cx = x;
    for (const w of text.split(' ')) {
      out.push({ text: w, x: cx, y, width: w.length * 5, height: 8, fontName: null, fontSize: 8, confidence: 92 });
      cx += w.length * 5 + 3;
    }
  }
  return out;
}

function read(lines: Cell[][]) {
  const items = lines.flatMap((cells, i) => ocrLine(cells, 100 + i * 14));
  return extractCourseTable(documentLines({ pages: [{ pageNumber: 1, width: 612, height: 860, source: 'ocr', items }] }));
}

describe('course table read by OCR: brackets at the ends of a cell', () => {
  it('keeps the closing parenthesis of a grade printed with its number, and drops unpaired ones', () => {
    const header: Cell[] = [['Lp.', 30], ['Nazwa przedmiotu', 60], ['Punkty ECTS', 300], ['Ocena', 380]];
    const rows: Cell[][] = [
      [['1.', 30], ['Filozofia', 60], ['2', 315], ['bardzo dobry (5,0)', 380]],
      [['2.', 30], ['Technologia informacyjna', 60], ['5', 315], ['dobry plus (4,5)', 380]],
      [['3.', 30], ['Bazy danych', 60], ['(4', 315], ['dobry (4,0)|', 380]],
      [['4.', 30], ['Sieci komputerowe', 60], ['[3]', 315], ['dostateczny (3,0)', 380]],
    ];
    const t = read([header, ...rows]);
    expect(t.courses.map((c) => [c.courseName, c.grade, c.credit])).to.deep.equal([
      ['Filozofia', 'bardzo dobry (5,0)', 2],
      ['Technologia informacyjna', 'dobry plus (4,5)', 5],
      ['Bazy danych', 'dobry (4,0)', 4],
      ['Sieci komputerowe', 'dostateczny (3,0)', 3],
    ]);
  });
});
