/**
 * The Portuguese "Letra" column (docs/document-understanding.md, "Course tables"): the letter beside the mark out
 * of 100 it converts is the grade, the number the mark. A small generated table in another wording.
 */
import { expect } from 'chai';
import { extractCourseTable } from '../../src/processing/extraction/table';
import { documentLines } from '../../src/processing/text';
import { tablePageOf } from '../support/textPages';

describe('extraction: a "Letra" column beside the mark', () => {
  it('reads "Disciplina | Créditos | Nota | Letra" as the letter grade and the mark', () => {
    const page = tablePageOf([
      [['Disciplina', 40], ['Créditos', 300], ['Nota', 360], ['Letra', 410]],
      [['Álgebra Linear', 40], ['5', 310], ['81', 362], ['B', 415]],
      [['Química Geral', 40], ['4', 310], ['58', 362], ['D', 415]],
      [['Desenho Técnico', 40], ['3', 310], ['92', 362], ['A', 415]],
    ]);
    const t = extractCourseTable(documentLines({ pages: [page] }));
    expect(t.courses.map((c) => [c.courseName, c.credit, c.grade, c.marksScored])).to.deep.equal([
      ['Álgebra Linear', 5, 'B', 81],
      ['Química Geral', 4, 'D', 58],
      ['Desenho Técnico', 3, 'A', 92],
    ]);
  });
});
