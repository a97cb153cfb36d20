/**
 * A scale printed in parentheses after a column's label ("Mark (out of 100)", "Marks (100)") is the label's
 * (rule "A scale in parentheses belongs to its label"), and the header line it heads is no caption/value pair
 * for the particulars ("Course | Mark (out of 100)" is no programme).
 */
import { expect } from 'chai';
import { createExtractionEngine } from '../../src/processing/extraction';
import { extractCourses, headerAt } from '../../src/processing/extraction/table';
import { groupLines } from '../../src/processing/text/layout';
import type { DocumentText, PageText, TextItem } from '../../src/processing/types';
import { tableItem as item } from '../support/textPages';

type Cell = [string, number];
const page = (rows: Cell[][]): PageText => ({
  pageNumber: 1, width: 595, height: 842, source: 'text-layer',
  items: rows.flatMap((cells, i) => cells.map(([t, x]): TextItem => item(t, x, 60 + i * 12.5))),
});

const MARKS: Record<number, number[]> = { 100: [62, 79, 70], 20: [12, 15, 9] };
const rowsOf = (scale: number): Cell[][] => [
  [['First Year — 2017/2018', 60]],
  ...['Mathematics I', 'Engineering Drawing', 'General Physics'].map((t, k): Cell[] => [[String(k + 1), 60], [t, 90], [String(MARKS[scale][k]), 490]]),
];

describe('course table: a scale in parentheses after a label', () => {
  for (const label of ['Mark (out of 100)', 'Marks (100)', 'Note (sur 20)']) {
    it(`reads "${label}" as one mark column with its scale, not a column of maxima`, () => {
      const scale = label.includes('20') ? 20 : 100;
      const lines = groupLines(page([[['No.', 56], ['Course', 90], [label, 465]], ...rowsOf(scale)]));
      const m = headerAt(lines, 0);
      expect(m!.columns.map((c) => [c.type, c.scale ?? null])).to.deep.equal([['index', null], ['name', null], ['marksScored', scale]]);
      const courses = extractCourses(lines).courses;
      expect(courses.map((c) => [c.courseName, c.marksScored, c.maximumMarks])).to.deep.equal([
        ['Mathematics I', MARKS[scale][0], scale], ['Engineering Drawing', MARKS[scale][1], scale], ['General Physics', MARKS[scale][2], scale],
      ]);
    });
  }

  it('keeps a separate "Out of" column of maxima', () => {
    const m = headerAt(groupLines(page([[['Subject', 60], ['Out of', 400], ['Obtained', 470]]])), 0);
    expect(m!.columns.map((c) => c.type)).to.deep.equal(['name', 'maximumMarks', 'marksScored']);
  });

  it('reads no programme from the header line "Course | Mark (out of 100)"', () => {
    const rows: Cell[][] = [
      [['BARADA UNIVERSITY', 200]],
      [['TRANSCRIPT OF MARKS', 210]],
      [['Name:', 42], ['Nour', 160], ['Surname:', 300], ['Haddad', 420]],
      [['No.', 56], ['Course', 90], ['Mark (out of 100)', 465]],
      ...rowsOf(100).slice(1),
    ];
    const text: DocumentText = { pages: [page(rows)] };
    const r = createExtractionEngine().extract([{ kind: 'transcript', text }]);
    expect(r.courses.length).to.equal(3);
    expect([r.qualification.program, r.qualification.majorOrSpecialization]).to.deep.equal([null, null]);
  });
});
