/**
 * What the scans of w3- showed (docs/document-understanding.md, "Scans and photos", "What the scans of w3- showed"):
 * a letter grade with its meaning in words past the header, a running head read word by word into a table's bands,
 * and an echoed capital read unsurely where the same echo is read surely on other rows.
 */
import { expect } from 'chai';
import { createExtractionEngine } from '../../src/processing/extraction';
import { extractCourseTable, latinForm } from '../../src/processing/extraction/table';
import { documentLines, joinItems } from '../../src/processing/text';
import { englishRendering } from '../../src/processing/language';
import type { PageText, TextItem } from '../../src/processing/types';

type Cell = [string, number];

/** One OCR line: each cell's words at its x (5 pt a character, 3 pt between words), read at `confidence`. */
function ocrLine(cells: Cell[], y: number, confidence = 92): TextItem[] {
  const out: TextItem[] = [];
  for (const [text, x] of cells) {
    let cx = x;
    for (const w of text.split(' ')) {
      out.push({ text: w, x: cx, y, width: w.length * 5, height: 8, fontName: null, fontSize: 8, confidence });
      cx += w.length * 5 + 3;
    }
  }
  return out;
}

const page = (pageNumber: number, items: TextItem[]): PageText => ({ pageNumber, width: 612, height: 860, source: 'ocr', items });

describe('extraction: what the scans of w3- showed', () => {
  it('reads a letter grade whose words stand past every header cell as the letter (rule "A letter grade and its words past the header")', () => {
    const lines: Cell[][] = [
      [['No.', 40], ['Code', 70], ['Subject', 120], ['Grade', 330]],
      [['1', 44], ['1103', 70], ['HISTORY', 120], ['B+', 336], ['VERY GOOD', 390]],
      [['2', 44], ['1119', 70], ['GEOGRAPHY', 120], ['A-', 336], ['EXCELLENT', 390]],
      [['3', 44], ['1223', 70], ['MATHEMATICS', 120], ['C', 338], ['-CREDIT', 388]],
    ];
    const items = lines.flatMap((cells, i) => ocrLine(cells, 100 + i * 16));
    const t = extractCourseTable(documentLines({ pages: [page(1, items)] }));
    expect(t.courses.map((c) => [c.courseName, c.grade])).to.deep.equal([
      ['HISTORY', 'B+'],
      ['GEOGRAPHY', 'A-'],
      ['MATHEMATICS', 'C'],
    ]);
    // A grade in words under the label itself stays the grade.
    const words: Cell[][] = [
      lines[0],
      [['1', 44], ['1103', 70], ['HISTORY', 120], ['Very Good', 330]],
      [['2', 44], ['1119', 70], ['GEOGRAPHY', 120], ['Good', 330]],
      [['3', 44], ['1223', 70], ['MATHEMATICS', 120], ['Excellent', 330]],
    ];
    const w = extractCourseTable(documentLines({ pages: [page(1, words.flatMap((cells, i) => ocrLine(cells, 100 + i * 16)))] }));
    expect(w.courses.map((c) => c.grade)).to.deep.equal(['Very Good', 'Good', 'Excellent']);
  });

  it('reads no row from a running head printed again over the table on the next page (rule "A running head is no row")', () => {
    const head = (): Cell[] => [['NORTHGATE UNIVERSITY OF ARTS AND SCIENCE', 40], ['TRANSCRIPT', 400]];
    const header: Cell[] = [['Code', 40], ['Course Title', 90], ['Grade', 236]];
    const p1: Cell[][] = [head(), header, [['HIS 101', 40], ['World History', 90], ['A', 240]], [['GEO 102', 40], ['Physical Geography', 90], ['B', 240]]];
    const p2: Cell[][] = [head(), header, [['HIS 201', 40], ['Modern History', 90], ['C', 240]], [['GEO 202', 40], ['Human Geography', 90], ['B', 240]]];
    const items = (lines: Cell[][]) => lines.flatMap((cells, i) => ocrLine(cells, 40 + i * 16 + (i ? 40 : 0)));
    // The second page's head sits where the first page's table left off: its words fall into the bands.
    const t = extractCourseTable(documentLines({ pages: [page(1, items(p1)), page(2, items(p2))] }));
    expect(t.courses.map((c) => c.courseNumber)).to.deep.equal(['HIS 101', 'GEO 102', 'HIS 201', 'GEO 202']);
  });

  it('keeps an unsure echoed capital where the same echo is read surely on other rows (rule "An echo read surely on other rows vouches for its unsure readings")', () => {
    const engine = createExtractionEngine();
    const doc = (unsure: number, sure: number) => {
      const rows: Array<[string, string, number]> = [
        ['Applied Mechanics', 'Cc', sure],
        ['Fluid Mechanics', 'Cc', unsure],
        ['Thermodynamics', 'Cc', sure],
        ['Machine Design', 'A', 95],
        ['Heat Transfer', 'B', 95],
      ];
      const items = [
        ...ocrLine([['OFFICIAL TRANSCRIPT', 200]], 40, 95),
        ...ocrLine([['Course Title', 40], ['Units', 300], ['Grade', 400]], 100, 95),
        ...rows.flatMap(([title, grade, conf], i) => [...ocrLine([[title, 40], ['3', 310]], 120 + i * 16, 95), ...ocrLine([[grade, 408]], 120 + i * 16, conf)]),
      ];
      return engine.extract([{ kind: 'transcript', text: { pages: [page(1, items)] } }]).courses.map((c) => c.grade);
    };
    expect(doc(44, 70)).to.deep.equal(['C', 'C', 'C', 'A', 'B']);
    // Nowhere read surely: the unsure echo is gated as before; so is one too faint to be a letter.
    expect(doc(44, 45)).to.deep.equal([null, null, null, 'A', 'B']);
    expect(doc(20, 70)).to.deep.equal(['C', null, 'C', 'A', 'B']);
  });

  it('sets an OCR slash read as a word of its own apart from the word its box touches (rule "An OCR slash alone is set apart")', () => {
    const w = (text: string, x: number, width: number, confidence: number | null = 93): TextItem => ({ text, x, y: 100, width, height: 8, fontName: null, fontSize: 8, confidence });
    // "Informação" ends at 262, the slash's box starts there.
    expect(joinItems([w('Sistemas', 186, 28), w('de', 216, 8), w('Informação', 226, 36), w('/', 262, 3), w('Information', 268, 40), w('Systems', 310, 28)])).to.equal('Sistemas de Informação / Information Systems');
    expect(latinForm('Sistemas de Informação / Information Systems')).to.equal('Information Systems');
    // A text layer's slash set tight stays inside its word.
    expect(joinItems([w('Input', 100, 20, null), w('/', 120, 3, null), w('Output', 123, 24, null)])).to.equal('Input/Output');
  });

  it('takes a rendering whose only English word is "a" for the other language (rule "A lone a is no sure English word")', () => {
    expect(englishRendering('Introducao a Gestao', 'Introduction to Management')).to.equal(1);
    expect(latinForm('Introducao a Gestao / Introduction to Management')).to.equal('Introduction to Management');
    // Two English renderings stay undecided.
    expect(englishRendering('Theory and Practice', 'Case Studies')).to.equal(null);
  });
});
