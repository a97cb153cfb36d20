/**
 * A subject's level and its weight (docs/document-understanding.md, "Course tables", "A level and a weight"): "Nivå",
 * "Vikt", "Gewicht" and the converted grade ("Omregnet") are columns the table reads for nothing, so a header that
 * prints them beside the subject and its grade is still a header. Small generated tables in Swedish and Dutch.
 */
import { expect } from 'chai';
import { extractCourses } from '../../src/processing/extraction/table';
import { documentLines } from '../../src/processing/text/layout';
import { pageOfRows, type Cell } from '../support/textPages';

const read = (header: string[], rows: string[][]) => {
  const cells: Cell[][] = [header.map((h, k): Cell => [h, 40 + k * 100, 9]), ...rows.map((r) => r.map((v, k): Cell => [v, 40 + k * 100, 9]))];
  return extractCourses(documentLines({ pages: [pageOfRows(cells)] })).courses.map((c) => [c.courseName, c.grade, c.credit]);
};

describe('course tables: a level and a weight', () => {
  it('reads the subject and its grade beside a level and a weight column (Swedish)', () => {
    expect(read(['Ämne', 'Nivå', 'Vikt', 'Betyg', 'Omräknad'], [['Matematik', 'A', '2,0', 'B', '10'], ['Fysik', 'B', '1,5', 'C', '7'], ['Kemi', 'C', '1,0', 'A', '12']]))
      .to.deep.equal([['Matematik', 'B', null], ['Fysik', 'C', null], ['Kemi', 'A', null]]);
  });

  it('and in Dutch ("Vak | Niveau | Gewicht | Cijfer")', () => {
    expect(read(['Vak', 'Niveau', 'Gewicht', 'Cijfer'], [['Wiskunde', 'A', '2', '7,5'], ['Natuurkunde', 'B', '1', '6,8'], ['Scheikunde', 'B', '1', '8,1']]).map((r) => r[1]))
      .to.deep.equal(['7,5', '6,8', '8,1']);
  });
});
