/**
 * The running number of a course table's rows (docs/document-understanding.md, "Course tables"):
 * "Nr." alone at the header's left end heads the numbering 1, 2, 3 …, never a course number, and
 * "Nr. ore" (number of hours) is one hours label, not a second "Nr."; on a scan the numbers carry
 * OCR specks ("1=", "16~"), and they are still the numbering. Pages are built from TextItems.
 */
import { expect } from 'chai';
import { createExtractionEngine } from '../../src/processing/extraction';
import type { DocumentText, TextItem } from '../../src/processing/types';

type Cell = [text: string, x: number];

/** One line, a cell an item (a text layer), or a word an item with a confidence (OCR). */
function line(cells: Cell[], y: number, ocr: boolean): TextItem[] {
  const out: TextItem[] = [];
  for (const [text, x] of cells) {
    const words = ocr ? text.split(' ') : [text];
    let cx = x;
    for (const w of words) {
      out.push({ text: w, x: cx, y, width: w.length * 4.5, height: 8, fontName: ocr ? null : 'F1', fontSize: 8, confidence: ocr ? 93 : null });
      cx += w.length * 4.5 + 3;
    }
  }
  return out;
}

const TITLES = ['Microeconomie / Microeconomics', 'Statistica / Statistics', 'Marketing / Marketing', 'Drept / Law', 'Baze de date / Databases'];
const EN = TITLES.map((t) => t.split(' / ')[1]);

function page(numbers: string[], ocr: boolean): DocumentText {
  const items = [
    ...line([['SUPLIMENT LA DIPLOMA / DIPLOMA SUPPLEMENT', 150]], 40, ocr),
    ...line([['Nr.', 60], ['Disciplina', 81], ['Nr. ore', 393], ['Credite', 448], ['Nota', 509]], 100, ocr),
    ...line([['Course unit', 80], ['Hours', 394], ['ECTS', 451], ['Grade', 506]], 110, ocr),
  ];
  numbers.forEach((n, k) => items.push(...line([[n, 62], [TITLES[k], 81], [String(42 + k * 14), 400], [String(4 + (k % 3)), 458], [String(6 + (k % 4)), 515]], 128 + k * 14, ocr)));
  return { pages: [{ pageNumber: 1, width: 595, height: 842, source: ocr ? 'ocr' : 'text-layer', items }] };
}

describe('course table: the running number of its rows', () => {
  const engine = createExtractionEngine();
  const read = (doc: DocumentText) => engine.extract([{ kind: 'transcript', text: doc }]).courses;

  it('reads "Nr. ore" as the hours and "Nr." before the title as the numbering (text layer)', () => {
    const courses = read(page(['1', '2', '3', '4', '5'], false));
    expect(courses.map((c) => [c.courseNumber, c.courseName, c.credit, c.grade])).to.deep.equal([
      // Titles in two languages are named in English (scripts/samples/families/README.md).
      [null, EN[0], 4, '6'], [null, EN[1], 5, '7'], [null, EN[2], 6, '8'], [null, EN[3], 4, '9'], [null, EN[4], 5, '6'],
    ]);
  });

  it('reads numbers with OCR specks after them as the numbering (scan)', () => {
    const courses = read(page(['1=', '2', '3', '4~', '5'], true));
    expect(courses.map((c) => c.courseNumber)).to.deep.equal([null, null, null, null, null]);
    expect(courses.map((c) => c.credit)).to.deep.equal([4, 5, 6, 4, 5]);
  });
});
