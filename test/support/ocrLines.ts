/**
 * OCR lines written for a rule's unit test: words at known positions with a confidence, read as a page of OCR text,
 * never a family's document.
 */
import { extractCourseTable } from '../../src/processing/extraction/table';
import { documentLines } from '../../src/processing/text';
import type { TextItem } from '../../src/processing/types';

/** A cell: its text, its x and the confidence OCR read it with (92 when not given). */
export type OcrCell = [string, number, number?];

/** One OCR line: each cell's words at its x (5 pt a character), read with the cell's confidence. */
export function ocrLine(cells: OcrCell[], y: number): TextItem[] {
  const out: TextItem[] = [];
  for (const [text, x, confidence] of cells) {
    let cx = x;
    for (const w of text.split(' ')) {
      out.push({ text: w, x: cx, y, width: w.length * 5, height: 8, fontName: null, fontSize: 8, confidence: confidence ?? 92 });
      cx += w.length * 5 + 3;
    }
  }
  return out;
}

/** The course table of one OCR page whose lines are 14 pt apart. */
export function readOcrTable(lines: OcrCell[][]) {
  const items = lines.flatMap((cells, i) => ocrLine(cells, 100 + i * 14));
  return extractCourseTable(documentLines({ pages: [{ pageNumber: 1, width: 612, height: 860, source: 'ocr', items }] }));
}
