/**
 * Leftovers of the rotated groups (stop 38): a subject's grade printed over its part grades ("Overall Grade |
 * Paper 1 | Paper 2"), and a grade printed in figures beside the same grade in words ("Mark | Grade": "2 | good").
 * Small generated pages in other wordings and layouts than the development families; subjects and grades are invented.
 */
import { expect } from 'chai';
import { extractCourseTable } from '../../src/processing/extraction/table';
import { documentLines } from '../../src/processing/text';
import { tablePageOf } from '../support/textPages';

describe('course table: rotated groups leftovers', () => {
  it('reads the overall grade, not the numbered part columns after it (Numbered part columns)', () => {
    const t = extractCourseTable(documentLines({ pages: [tablePageOf([
      [['Subject', 54], ['Overall Grade', 250], ['Paper 1', 340], ['Paper 2', 410], ['Paper 3', 480]],
      [['History', 54], ['B', 270], ['64', 355], ['71', 425], ['58', 495]],
      [['Visual Arts', 54], ['A', 270], ['82', 355], ['77', 425], ['90', 495]],
      [['Biology', 54], ['C', 270], ['55', 355], ['49', 425], ['61', 495]],
    ])] }));
    expect(t.courses.map((c) => [c.courseName, c.grade, c.marksScored])).to.deep.equal([
      ['History', 'B', null],
      ['Visual Arts', 'A', null],
      ['Biology', 'C', null],
    ]);
  });

  it('takes the figure of a short scale as the grade when the same grade follows in words (A grade in figures beside its word is the figure)', () => {
    const t = extractCourseTable(documentLines({ pages: [tablePageOf([
      [['Subject', 54], ['Mark', 330], ['Grade', 390]],
      [['Organic Chemistry', 54], ['2', 338], ['good', 390]],
      [['Linear Algebra', 54], ['1', 338], ['excellent', 390]],
      [['Philosophy', 54], ['3', 338], ['satisfactory', 390]],
      [['Economics', 54], ['2', 338], ['good', 390]],
    ])] }));
    expect(t.courses.map((c) => [c.courseName, c.grade, c.marksScored])).to.deep.equal([
      ['Organic Chemistry', '2', null],
      ['Linear Algebra', '1', null],
      ['Philosophy', '3', null],
      ['Economics', '2', null],
    ]);
  });

  it('keeps marks out of 10 beside a band word as marks', () => {
    const t = extractCourseTable(documentLines({ pages: [tablePageOf([
      [['Asignatura', 54], ['Nota', 330], ['Calificación', 390]],
      [['Derecho Civil', 54], ['7,5', 334], ['Notable', 390]],
      [['Derecho Penal', 54], ['5,0', 334], ['Aprobado', 390]],
      [['Derecho Romano', 54], ['9,2', 334], ['Sobresaliente', 390]],
    ])] }));
    expect(t.courses.map((c) => [c.courseName, c.grade, c.marksScored])).to.deep.equal([
      ['Derecho Civil', 'Notable', 7.5],
      ['Derecho Penal', 'Aprobado', 5],
      ['Derecho Romano', 'Sobresaliente', 9.2],
    ]);
  });
});
