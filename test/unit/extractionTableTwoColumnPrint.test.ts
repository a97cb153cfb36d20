/**
 * Rule "A page printed in two columns is read column by column" (docs/document-understanding.md,
 * "Course tables"): a record printed continuously in two columns, the left filled first, is read
 * column by column, each row keeping the term heading above it in its own column. Pages are built
 * from TextItems here (German wording; no generator's text).
 */
import { expect } from 'chai';
import { extractCourses } from '../../src/processing/extraction/table';
import { groupLines } from '../../src/processing/text/layout';
import type { PageText, TextItem } from '../../src/processing/types';

const SIZE = 8.5;
const item = (text: string, x: number, y: number): TextItem => ({
  text, x, y, width: text.length * SIZE * 0.5, height: SIZE, fontName: 'Helvetica', fontSize: SIZE, confidence: null,
});

type Entry = string | [string, string, string, string];

/** One column of a record at `x0`: term headings and rows (code | title | credits | grade), one line every 14 pt. */
function column(entries: Entry[], x0: number, top: number): TextItem[] {
  return entries.flatMap((e, i) => {
    const y = top + i * 14;
    if (typeof e === 'string') return [item(e, x0, y)];
    const [code, title, credits, grade] = e;
    return [item(code, x0, y), item(title, x0 + 48, y), item(credits, x0 + 190, y), item(grade, x0 + 225, y)];
  });
}

describe('course table: a page printed in two columns', () => {
  // The left column opens with the prior degree, so that the right column's first heading and rows
  // share their lines with lines that are no rows.
  const left: Entry[] = [
    'Bisherige Abschlüsse',
    'Bachelor of Science, 2017',
    'Hochschule Nordtal',
    'Wintersemester 2019/20',
    ['INF 101', 'Grundlagen der Informatik', '6', '1,7'],
    ['MAT 110', 'Lineare Algebra', '8', '2,3'],
    'Sommersemester 2020',
    ['INF 120', 'Datenstrukturen', '6', '1,3'],
    ['MAT 120', 'Analysis', '8', '2,7'],
  ];
  const right: Entry[] = [
    'Wintersemester 2020/21',
    ['INF 201', 'Betriebssysteme', '6', '2,0'],
    ['INF 210', 'Rechnernetze', '5', '1,0'],
    ['INF 220', 'Datenbanken', '6', '1,7'],
    'Sommersemester 2021',
    ['INF 230', 'Softwaretechnik', '6', '2,3'],
  ];
  const page: PageText = {
    pageNumber: 1, width: 595, height: 842, source: 'text-layer',
    items: [item('Leistungsübersicht', 30, 30), ...column(left, 30, 80), ...column(right, 314, 80)],
  };

  it('reads the left column before the right, each row under its own term', () => {
    const { courses } = extractCourses(groupLines(page));
    expect(courses.map((c) => [c.courseName, c.grade, c.term, c.session, c.year])).to.deep.equal([
      ['Grundlagen der Informatik', '1,7', 'Wintersemester', '2019/20', null],
      ['Lineare Algebra', '2,3', 'Wintersemester', '2019/20', null],
      ['Datenstrukturen', '1,3', 'Sommersemester', null, 2020],
      ['Analysis', '2,7', 'Sommersemester', null, 2020],
      ['Betriebssysteme', '2,0', 'Wintersemester', '2020/21', null],
      ['Rechnernetze', '1,0', 'Wintersemester', '2020/21', null],
      ['Datenbanken', '1,7', 'Wintersemester', '2020/21', null],
      ['Softwaretechnik', '2,3', 'Sommersemester', null, 2021],
    ]);
  });
});
