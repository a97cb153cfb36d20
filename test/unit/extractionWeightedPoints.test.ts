/**
 * Quality points (credits times the grade points of the row's letter) are no marks, even under a header the mark
 * lexicon knows ("Puntos"); real marks beside letters stay (docs/document-understanding.md, "Course tables",
 * "Honesty"). Small generated tables; courses are invented.
 */
import { expect } from 'chai';
import { extractCourseTable } from '../../src/processing/extraction/table';
import { documentLines } from '../../src/processing/text';
import { tablePageOf } from '../support/textPages';

const table = (rows: Array<Array<[string, number]>>) => extractCourseTable(documentLines({ pages: [tablePageOf(rows)] }));
const header: Array<[string, number]> = [['Asignatura', 40], ['Descripción', 110], ['Créditos', 330], ['Nota', 390], ['Puntos', 440]];

describe('extraction: weighted points are not marks', () => {
  it('reads no mark from a "Puntos" column of credits times grade points', () => {
    const t = table([
      header,
      [['MAT 101', 40], ['Matemática Básica', 110], ['4', 340], ['A', 395], ['12', 445]],
      [['ESP 100', 40], ['Español', 110], ['3', 340], ['B', 395], ['6', 445]],
      [['ECO 110', 40], ['Principios de Economía', 110], ['5', 340], ['B', 395], ['10', 445]],
      [['ADM 100', 40], ['Introducción a la Administración', 110], ['2', 340], ['C', 395], ['2', 445]],
    ]);
    expect(t.courses.map((c) => [c.grade, c.credit, c.marksScored])).to.deep.equal([['A', 4, null], ['B', 3, null], ['B', 5, null], ['C', 2, null]]);
  });

  it('keeps marks that are no product of the credits', () => {
    const t = table([
      header,
      [['MAT 101', 40], ['Matemática Básica', 110], ['4', 340], ['A', 395], ['94', 445]],
      [['ESP 100', 40], ['Español', 110], ['3', 340], ['B', 395], ['85', 445]],
      [['ECO 110', 40], ['Principios de Economía', 110], ['5', 340], ['B', 395], ['82', 445]],
    ]);
    expect(t.courses.map((c) => c.marksScored)).to.deep.equal([94, 85, 82]);
  });
});
