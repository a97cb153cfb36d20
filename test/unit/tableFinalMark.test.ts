/**
 * Rule "The final mark is the grade" (docs/document-understanding.md, "Course tables"): beside the marks it is made of,
 * the one grade column that names itself final is the row's grade, the marks before it no grade. Also the header words
 * "Examenvak" and "Disciplinas" (the subject column of Dutch and Portuguese marks lists). Small generated tables in
 * French and English.
 */
import { expect } from 'chai';
import { extractCourses } from '../../src/processing/extraction/table';
import { documentLines } from '../../src/processing/text/layout';
import { pageOfRows, type Cell } from '../support/textPages';

const grades = (header: string[]) => {
  const rows: Cell[][] = [
    header.map((h, k): Cell => [h, 40 + k * 120, 9]),
    [['Mathématiques', 40, 9], ['12,5', 160, 9], ['9,0', 280, 9], ['11', 400, 9]],
    [['Physique-chimie', 40, 9], ['14,0', 160, 9], ['15,5', 280, 9], ['15', 400, 9]],
    [['Histoire-géographie', 40, 9], ['10,5', 160, 9], ['12,0', 280, 9], ['11', 400, 9]],
  ];
  return extractCourses(documentLines({ pages: [pageOfRows(rows)] })).courses.map((c) => c.grade);
};

describe('course tables: the final mark is the grade', () => {
  it('reads the final column, not the first of the marks it is made of (French, English)', () => {
    expect(grades(['Matière', 'Note', 'Note', 'Note finale'])).to.deep.equal(['11', '15', '11']);
    expect(grades(['Subject', 'Grade', 'Grade', 'Final grade'])).to.deep.equal(['11', '15', '11']);
  });

  it('reads "Examenvak" and "Disciplinas" as the subject column', () => {
    expect(grades(['Examenvakken', 'Cijfer', 'Cijfer', 'Eindcijfer'])).to.deep.equal(['11', '15', '11']);
    expect(grades(['Disciplinas', 'Nota', 'Nota', 'Nota final'])).to.deep.equal(['11', '15', '11']);
  });
});
