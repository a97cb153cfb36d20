/**
 * An unsure short label glued to a rule's bracket (docs/document-understanding.md, "Scans and
 * photos", "An unsure short label before a rule"): "CH" read as "cu]" before "Créd." heads a column
 * of its own, so that the hours under it stay out of the credits.
 */
import { expect } from 'chai';
import { extractCourseTable } from '../../src/processing/extraction/table';
import { documentLines } from '../../src/processing/text';
import type { TextItem } from '../../src/processing/types';

type Cell = [string, number, number?];

function line(cells: Cell[], y: number): TextItem[] {
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

function read(lines: Cell[][]) {
  const items = lines.flatMap((cells, i) => line(cells, 100 + i * 14));
  return extractCourseTable(documentLines({ pages: [{ pageNumber: 1, width: 612, height: 860, source: 'ocr', items }] }));
}

describe('course table read by OCR: an unsure short label before a rule', () => {
  const row = (code: string, title: string, hours: string, cr: string, note: string): Cell[] => [[code, 40], [title, 90], [hours, 312], [cr, 338], [note, 370], ['Aprovado', 420]];
  const rows = [
    row('ENG151', 'Cálculo Diferencial', '90', '6', '6,4'),
    row('ENG504', 'Geometria Analítica', '60', '4', '7,5'),
    row('ENG140', 'Química Geral', '60', '4', '7,3'),
  ];

  it('keeps the hours under "cu]" out of the credits under "Créd."', () => {
    const header: Cell[] = [['Código', 40], ['Disciplina', 90], ['|', 285], ['cu]', 312, 23], ['Créd.', 331], ['Nota', 368], ['Situação', 420]];
    const t = read([header, ...rows]);
    expect(t.courses.map((c) => [c.courseName, c.credit])).to.deep.equal([
      ['Cálculo Diferencial', 6], ['Geometria Analítica', 4], ['Química Geral', 4],
    ]);
  });

  it('still reads a short label read surely as the lexicon names it', () => {
    const header: Cell[] = [['Código', 40], ['Disciplina', 90], ['CH', 312], ['Créd.', 331], ['Nota', 368], ['Situação', 420]];
    const t = read([header, ...rows]);
    expect(t.courses.map((c) => c.credit)).to.deep.equal([6, 4, 4]);
  });
});
