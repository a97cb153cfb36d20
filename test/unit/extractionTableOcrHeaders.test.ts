/**
 * Header labels read by OCR (docs/document-understanding.md, "Scans and photos", "Header words and
 * titles read unsure"): labels OCR misreads in ways of its own are still the lexicon's labels.
 */
import { expect } from 'chai';
import { extractCourseTable, matchHeader } from '../../src/processing/extraction/table';
import { documentLines } from '../../src/processing/text';
import type { TextItem } from '../../src/processing/types';

type Cell = [string, number, number?];

/** One line: each cell's words at its x (5 pt a character), read by OCR with the given confidence, or a text layer's (null). */
function line(cells: Cell[], y: number, ocr = true): TextItem[] {
  const out: TextItem[] = [];
  for (const [text, x, confidence] of cells) {
    let cx = x;
    for (const w of text.split(' ')) {
      out.push({ text: w, x: cx, y, width: w.length * 5, height: 8, fontName: null, fontSize: 8, confidence: ocr ? (confidence ?? 92) : null });
      cx += w.length * 5 + 3;
    }
  }
  return out;
}

function read(lines: Cell[][]) {
  const items = lines.flatMap((cells, i) => line(cells, 100 + i * 14));
  return extractCourseTable(documentLines({ pages: [{ pageNumber: 1, width: 612, height: 860, source: 'ocr', items }] }));
}

describe('course table read by OCR: header labels misread', () => {
  const row = (k: number, title: string, grade: string): Cell[] => [[String(k), 34], [title, 60], ['6', 260], [grade, 320]];
  const rows = [row(1, 'Pedagogika / Pedagogy', '5'), row(2, 'Psixologiya / Psychology', '4'), row(3, 'Ona tili / Native Language', '4')];

  it('reads "Ne" at the left end of a header as the "№" of the running number, not as the start of the title label', () => {
    const header: Cell[] = [['“Ne', 30], ['Fanlar nomi', 60], ['Kredit', 255], ['Baho', 318]];
    expect(matchHeader(line(header, 100))[0].type).to.equal('index');
    const t = read([header, ...rows]);
    expect(t.courses.map((c) => [c.courseName, c.credit, c.grade])).to.deep.equal([
      ['Pedagogy', 6, '5'], ['Psychology', 6, '4'], ['Native Language', 6, '4'],
    ]);
  });

  it('reads a second-language label of two words after a slash as one cell, each word read as an item of its own', () => {
    // "unit" alone heads a credit column; "Course unit" is the title's label in English.
    const header: Cell[] = [['Onderdeel / Course unit', 34], ['Code', 160], ['EC', 260], ['Cijfer / Grade', 310]];
    expect(matchHeader(line(header, 100)).map((c) => c.type)).to.deep.equal(['name', 'code', 'credit', 'grade']);
  });

  it('leaves "Ne" alone in a text layer and where it does not start the header', () => {
    expect(matchHeader(line([['Ne', 30], ['Fanlar nomi', 60], ['Kredit', 255]], 100, false))[0].type).to.not.equal('index');
    expect(matchHeader(line([['Fanlar nomi', 60], ['Ne', 200], ['Kredit', 255]], 100)).map((c) => c.type)).to.not.include('index');
  });
});
