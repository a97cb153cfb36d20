/**
 * A caption printed again over each of its sub-columns (a table whose header cells are not merged: "Nota | Nota" over
 * "Nº | Letras"), the record columns of Spanish-language registrar certificates (libro, folio, condición), their
 * signature captions under the table, and the fifth year of a long programme as a term heading. Small generated
 * pages; courses and marks are invented.
 */
import { expect } from 'chai';
import { extractCourseTable } from '../../src/processing/extraction/table';
import { documentLines } from '../../src/processing/text';
import { tablePageOf } from '../support/textPages';

const table = (rows: Array<Array<[string, number]>>) => extractCourseTable(documentLines({ pages: [tablePageOf(rows)] }));

describe('extraction: a caption repeated over its sub-columns', () => {
  it('reads "Nota | Nota" over "Nº | Letras" as one grade in figures, with the condition as the pass status', () => {
    const t = table([
      [['Asignatura', 48], ['Fecha', 278], ['Nota', 325], ['Nota', 353], ['Libro', 407], ['Folio', 444], ['Condición', 475]],
      [['Nº', 330], ['Letras', 353]],
      [['Cuarto Año', 48]],
      [['Lógica Formal', 48], ['07/12/2017', 267], ['8', 333], ['ocho', 353], ['40', 413], ['89', 449], ['Equivalencia', 475]],
      [['Historia Antigua', 48], ['06/11/2017', 267], ['6', 333], ['seis', 353], ['37', 413], ['249', 446], ['Aprobado', 475]],
      [['Quinto Año', 48]],
      [['Seminario Final', 48], ['03/12/2019', 267], ['9', 333], ['nueve', 353], ['51', 413], ['182', 446], ['Promocionado', 475]],
      [['Promedio general: 7,67 (3 asignaturas aprobadas)', 45]],
      [['Jefe/a Dpto. Alumnos', 75], ['Secretario/a Académico/a', 416]],
    ]);
    expect(t.courses.map((c) => [c.courseName, c.grade, c.marksScored, c.passStatus, c.term])).to.deep.equal([
      ['Lógica Formal', '8', null, 'Equivalencia', 'Cuarto Año'],
      ['Historia Antigua', '6', null, 'Aprobado', 'Cuarto Año'],
      ['Seminario Final', '9', null, 'Promocionado', 'Quinto Año'],
    ]);
  });

  it('still reads two different captions side by side by their own words ("Nota | Calificación")', () => {
    const t = table([
      [['Asignatura', 48], ['Nota', 325], ['Calificación', 380]],
      [['Lógica Formal', 48], ['8', 333], ['Notable', 380]],
      [['Historia Antigua', 48], ['6', 333], ['Aprobado', 380]],
    ]);
    expect(t.courses.map((c) => [c.courseName, c.grade, c.marksScored])).to.deep.equal([
      ['Lógica Formal', 'Notable', 8],
      ['Historia Antigua', 'Aprobado', 6],
    ]);
  });
});
