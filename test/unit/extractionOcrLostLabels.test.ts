/**
 * An OCR'd course-table header that lost the labels of its value columns (docs/document-understanding.md,
 * "Course tables"): "Subject | Credits" read, "Grade | Remarks" not. The rows' aligned column of
 * values right of the credits is the grade when its values are grades of one kind; values that say
 * nothing add no column. Pages are built from TextItems.
 */
import { expect } from 'chai';
import { createExtractionEngine } from '../../src/processing/extraction';
import type { DocumentText, TextItem } from '../../src/processing/types';

type Word = [text: string, x: number, width: number];

const line = (ws: Word[], y: number, confidence: number | null = 95): TextItem[] =>
  ws.map(([text, x, width]) => ({ text, x, y, width, height: 8, fontName: null, fontSize: 8, confidence }));

function page(values: string[], confidence: number | null = 95): DocumentText {
  // Bilingual titles: each row's title in English again on a line under it.
  const titles = ['Γραμμική Άλγεβρα', 'Οργανική Χημεία', 'Μικροοικονομία', 'Διακριτά Μαθηματικά'];
  const english = ['Linear Algebra', 'Organic Chemistry', 'Microeconomics', 'Discrete Mathematics'];
  const items: TextItem[] = [
    ...line([['NORTHERN', 150, 50], ['UNIVERSITY', 204, 60]], 40, confidence),
    ...line([['Μάθημα', 45, 34], ['ECTS', 406, 22]], 150, confidence),
  ];
  titles.forEach((title, k) => {
    const words: Word[] = title.split(' ').map((w, i, a) => [w, 45 + a.slice(0, i).join(' ').length * 4.4 + i * 2, w.length * 4.2]);
    items.push(...line([...words, [String(4 + k), 414, 4], [values[k], 455, values[k].length * 4.5]], 170 + k * 22, confidence));
    items.push(...line(english[k].split(' ').map((w, i, a): Word => [w, 45 + a.slice(0, i).join(' ').length * 4.4 + i * 2, w.length * 4.2]), 180 + k * 22, confidence));
  });
  return { pages: [{ pageNumber: 1, width: 595, height: 842, source: confidence === null ? 'text-layer' : 'ocr', items }] };
}

describe('an OCR\'d course-table header that lost the labels of its value columns', () => {
  const engine = createExtractionEngine();
  const read = (doc: DocumentText) => engine.extract([{ kind: 'transcript', text: doc }]).courses;

  it('reads the rows, the unlabelled column of grades on a 1–10 scale beside the credits as the grade', () => {
    const rows = read(page(['8', '7', '9', '6']));
    expect(rows.map((c) => [c.courseName, c.credit, c.grade])).to.deep.equal([
      ['Linear Algebra', 4, '8'], ['Organic Chemistry', 5, '7'], ['Microeconomics', 6, '9'], ['Discrete Mathematics', 7, '6'],
    ]);
  });

  it('reads letter grades in the unlabelled column as the grade', () => {
    expect(read(page(['A', 'B+', 'C', 'A-'])).map((c) => c.grade)).to.deep.equal(['A', 'B+', 'C', 'A-']);
  });

  it('adds no column when the values are of no one kind of grade (a guess)', () => {
    expect(read(page(['8', 'A', 'Lab', 'x7']))).to.deep.equal([]);
  });
});
