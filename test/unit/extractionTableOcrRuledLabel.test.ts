/**
 * An unsure short label glued to a rule's bracket (docs/document-understanding.md, "Scans and
 * photos", "An unsure short label before a rule"): "CH" read as "cu]" before "Créd." heads a column
 * of its own, so that the hours under it stay out of the credits.
 */
import { expect } from 'chai';
import { readOcrTable as read, type OcrCell as Cell } from '../support/ocrLines';

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
