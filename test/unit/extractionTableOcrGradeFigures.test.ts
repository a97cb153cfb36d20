/**
 * Number cells and grades in figures and words as OCR reads them (docs/document-understanding.md,
 * "Scans and photos"): the Cyrillic "З" read for the digit 3, the figure of "3 (удовлетворительно)"
 * standing over the credits' band, an Arabic-Indic zero that is a speck beside a number, and a half
 * credit whose point was lost ("35" among credits of 2 to 4).
 */
import { expect } from 'chai';
import { extractCourseTable } from '../../src/processing/extraction/table';
import { documentLines } from '../../src/processing/text';
import type { TextItem } from '../../src/processing/types';

type Cell = [string, number];

/** One OCR line: each cell's words at its x (5 pt a character, 3 pt between words), read surely. */
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

describe('course table read by OCR: figures of grades and credits', () => {
  it('reads the Cyrillic "З" of a credit or of a grade in figures and words as the digit 3, and keeps a figure with its word', () => {
    const header: Cell[] = [['Наименование дисциплин', 45], ['Трудоемкость', 376], ['Оценка', 482]];
    const rows: Cell[][] = [
      [['Философия и методология науки', 45], ['З з.е.', 398], ['4 (хорошо)', 475]],
      [['Анализ больших данных', 45], ['4 з.е.', 398], ['З (удовлетворительно)', 453]],
      // The figure of a long grade word stands left of the grade column's band, against its word.
      [['Методология научных исследований', 45], ['5 з.е.', 398], ['3 (удовлетворительно)', 453]],
      [['Методы оптимизации', 45], ['5 з.е.', 398], ['4 (хорошо)', 475]],
    ];
    const t = read([header, ...rows]);
    expect(t.courses.map((c) => [c.courseName, c.credit, c.grade])).to.deep.equal([
      ['Философия и методология науки', 3, '4 (хорошо)'],
      ['Анализ больших данных', 4, '3 (удовлетворительно)'],
      ['Методология научных исследований', 5, '3 (удовлетворительно)'],
      ['Методы оптимизации', 5, '4 (хорошо)'],
    ]);
  });

  it('drops an Arabic-Indic zero read for a speck beside a credit in Latin digits', () => {
    const header: Cell[] = [['Code', 40], ['Course Title', 90], ['Units', 494], ['Grade', 537]];
    const rows: Cell[][] = [
      [['2193834', 40], ['Strength of Materials', 90], ['2', 502], ['16.50', 537]],
      [['2197430', 40], ['Surveying', 90], ['٠ 1', 490], ['16.75', 537]],
      [['2160862', 40], ['Fluid Mechanics', 90], ['2', 502], ['15.25', 537]],
    ];
    const t = read([header, ...rows]);
    expect(t.courses.map((c) => [c.courseName, c.credit])).to.deep.equal([
      ['Strength of Materials', 2],
      ['Surveying', 1],
      ['Fluid Mechanics', 2],
    ]);
  });

  it('puts back the point of a half credit read as a whole number off the column\'s scale, and leaves a plausible one', () => {
    const header: Cell[] = [['Course Title', 40], ['Credit', 250], ['Score', 280]];
    const titles = ['Calculus', 'Physics', 'Accounting', 'Statistics', 'Finance', 'Customs Practice'];
    const credits = ['2', '3', '4', '2', '3', '35'];
    const t = read([header, ...titles.map((name, k): Cell[] => [[name, 40], [credits[k], 252], ['80', 282]])]);
    expect(t.courses.map((c) => c.credit)).to.deep.equal([2, 3, 4, 2, 3, 3.5]);
    // A 15-credit placement among ECTS credits of 5 and 6 is print (not three times the column's greatest).
    const ects = ['5', '6', '5', '6', '5', '15'];
    const e = read([header, ...titles.map((name, k): Cell[] => [[name, 40], [ects[k], 252], ['80', 282]])]);
    expect(e.courses.map((c) => c.credit)).to.deep.equal([5, 6, 5, 6, 5, 15]);
  });

  it('leaves out a number grade garbled past repair in a column of number grades', () => {
    const header: Cell[] = [['Code', 40], ['Course Title', 90], ['Units', 494], ['Grade', 537]];
    const rows: Cell[][] = [
      [['2152689', 40], ['Calculus I', 90], ['3', 502], ['01000', 537]],
      [['2124683', 40], ['Physics I', 90], ['3', 502], ['14.50', 537]],
      [['2128286', 40], ['Persian Literature', 90], ['1', 502], ['13.00', 537]],
      [['2181153', 40], ['Statics', 90], ['1', 502], ['14.75', 537]],
      [['2138442', 40], ['General English', 90], ['2', 502], ['18.50', 537]],
    ];
    const t = read([header, ...rows]);
    expect(t.courses.map((c) => c.grade)).to.deep.equal([null, '14.50', '13.00', '14.75', '18.50']);
  });
});
