/**
 * Course tables read by their values (docs/document-understanding.md, "Course tables"): terms printed side by side
 * without a header, the longer one running on under the end of the shorter one, each with its course codes; contact
 * hours beside grades with no credit column; and a "Result" column that holds the figures of a short grading scale.
 * Small generated pages; courses and marks are invented.
 */
import { expect } from 'chai';
import { extractCourseTable } from '../../src/processing/extraction/table';
import { documentLines } from '../../src/processing/text';
import { tablePageOf } from '../support/textPages';

const table = (rows: Array<Array<[string, number]>>) => extractCourseTable(documentLines({ pages: [tablePageOf(rows)] }));
const brief = (t: ReturnType<typeof table>) => t.courses.map((c) => [c.courseNumber, c.courseName, c.credit, c.grade]);

describe('course table: terms side by side, hours and results read by their values', () => {
  it('reads two terms side by side, the longer one running on alone, each row with its own code', () => {
    const t = table([
      [['Semestr 1 — rok akademicki 2012/2013', 43], ['Semestr 2 — rok akademicki 2012/2013', 308]],
      [['MAT-101', 43], ['Ekonomia', 94], ['90', 209], ['3,0', 246], ['MAT-211', 308], ['Inżynieria', 358], ['90', 454], ['5,0', 511]],
      [['INF-122', 43], ['Sieci komputerowe', 94], ['60', 209], ['3,0', 246], ['INF-252', 308], ['Ochrona danych', 358], ['180', 452], ['3,5', 511]],
      [['EKO-133', 43], ['Analiza matematyczna', 94], ['180', 207], ['5,0', 246], ['INF-233', 308], ['Wychowanie fizyczne', 358], ['120', 452], ['4,5', 511]],
      [['MAT-244', 308], ['Systemy operacyjne', 358], ['60', 454], ['3,5', 511]],
      [['INF-225', 308], ['Fizyka', 358], ['120', 452], ['4,0', 511]],
      [['INF-216', 308], ['Język angielski', 358], ['180', 452], ['4,0', 511]],
    ]);
    expect(brief(t)).to.deep.equal([
      ['MAT-101', 'Ekonomia', null, '3,0'],
      ['INF-122', 'Sieci komputerowe', null, '3,0'],
      ['EKO-133', 'Analiza matematyczna', null, '5,0'],
      ['MAT-211', 'Inżynieria', null, '5,0'],
      ['INF-252', 'Ochrona danych', null, '3,5'],
      ['INF-233', 'Wychowanie fizyczne', null, '4,5'],
      ['MAT-244', 'Systemy operacyjne', null, '3,5'],
      ['INF-225', 'Fizyka', null, '4,0'],
      ['INF-216', 'Język angielski', null, '4,0'],
    ]);
  });

  it('reads contact hours beside marks out of 20 as no credits: the marks are the grade', () => {
    const t = table([
      [['Méthodologie du travail universitaire', 56], ['120', 230], ['14,5', 266]],
      [['Analyse et algèbre', 56], ['150', 230], ['18', 269]],
      [['Systèmes d’exploitation', 56], ['90', 232], ['12', 269]],
      [['Droit des contrats', 56], ['180', 230], ['17,5', 266]],
    ]);
    expect(t.courses.map((c) => [c.courseName, c.credit, c.grade])).to.deep.equal([
      ['Méthodologie du travail universitaire', null, '14,5'],
      ['Analyse et algèbre', null, '18'],
      ['Systèmes d’exploitation', null, '12'],
      ['Droit des contrats', null, '17,5'],
    ]);
  });

  it('reads a "Result" column of figures of a short scale as the grade', () => {
    const t = table([
      [['Module', 56], ['Description', 136], ['Units', 409], ['Result', 479]],
      [['DC409', 56], ['Statistics 1', 136], ['6', 409], ['5', 479]],
      [['VF217', 56], ['Research Methods', 136], ['3', 409], ['3', 479]],
      [['VA451', 56], ['Dissertation', 136], ['15', 409], ['4', 479]],
    ]);
    expect(t.courses.map((c) => [c.courseNumber, c.credit, c.grade, c.passStatus])).to.deep.equal([
      ['DC409', 6, '5', null],
      ['VF217', 3, '3', null],
      ['VA451', 15, '4', null],
    ]);
  });
});
