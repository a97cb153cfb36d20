/**
 * Blocks printed next to a course table that are no courses (scripts/bench/decoyRows.ts measures
 * them on the development documents): each rule here has a small generated table.
 */
import { expect } from 'chai';
import { extractCourses } from '../../src/processing/extraction/table';
import { groupLines } from '../../src/processing/text/layout';
import type { PageText, TextItem } from '../../src/processing/types';
import { tableItem as item } from '../support/textPages';

type Cell = [string, number];
const page = (rows: Cell[][]): PageText => ({
  pageNumber: 1, width: 595, height: 842, source: 'text-layer',
  items: rows.flatMap((cells, i) => cells.map(([t, x]): TextItem => item(t, x, 60 + i * 12.5))),
});
const read = (rows: Cell[][]) => extractCourses(groupLines(page(rows))).courses.map((c) => [c.courseNumber, c.courseName, c.grade, c.credit]);

const TABLE: Cell[][] = [
  [['Code', 40], ['Course Title', 110], ['Credits', 400], ['Grade', 460]],
  [['ADM101', 40], ['Introduction to Management', 110], ['6', 410], ['B', 465]],
  [['ADM102', 40], ['Basic Accounting', 110], ['4', 410], ['A', 465]],
  [['ADM103', 40], ['Calculus I', 110], ['4', 410], ['C', 465]],
];
const ROWS = [['ADM101', 'Introduction to Management', 'B', 6], ['ADM102', 'Basic Accounting', 'A', 4], ['ADM103', 'Calculus I', 'C', 4]];

describe('course table: blocks beside it that are no courses', () => {
  describe('rule "A tally\'s caption is no course"', () => {
    it('a term\'s tally under the rows ("Semester total | 21", "Créditos cursados | 30", "Credits in progress | 12") is no row', () => {
      expect(read([...TABLE, [], [['Semester total', 110], ['21', 410]], [['Créditos cursados', 110], ['30', 410]], [['Credits in progress', 110], ['12', 410]]])).to.deep.equal(ROWS);
    });

    it('keeps courses whose titles hold such words with others ("Total Quality Management", "Semester Project")', () => {
      expect(read([...TABLE, [['ADM104', 40], ['Total Quality Management', 110], ['3', 410], ['A', 465]], [['Semester Project', 110], ['5', 410], ['B', 465]]])).to.deep.equal([
        ...ROWS,
        ['ADM104', 'Total Quality Management', 'A', 3],
        [null, 'Semester Project', 'B', 5],
      ]);
    });
  });
});
