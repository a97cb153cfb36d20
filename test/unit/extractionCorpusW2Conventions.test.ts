/**
 * Rules the rotated group w2- showed (docs/document-understanding.md, "Tables the rotated group w2- showed" and "Forms
 * the rotated group w2- showed"), each tested on another wording than the documents it came from. Small generated pages.
 */
import { expect } from 'chai';
import { extractCourses } from '../../src/processing/extraction/table';
import { documentLines } from '../../src/processing/text/layout';
import type { DocumentText } from '../../src/processing/types';
import { tablePageOf } from '../support/textPages';

const courses = (rows: Array<Array<[string, number]>>) => extractCourses(documentLines({ pages: [tablePageOf(rows)] } as DocumentText)).courses;

describe('extraction: conventions of the rotated group w2-', () => {
  it('reads a bare "Hours" column of teaching hours as hours, never credits (Hours of teaching are no credit hours)', () => {
    const got = courses([
      [['Subject', 60], ['Hours', 330], ['Grade', 400]],
      [['Theoretical Mechanics', 60], ['144', 335], ['4 (good)', 400]],
      [['Strength of Materials', 60], ['72', 335], ['5 (excellent)', 400]],
      [['History of Science', 60], ['36', 335], ['3 (satisfactory)', 400]],
      [['Machine Elements', 60], ['108', 335], ['4 (good)', 400]],
    ]);
    expect(got.map((c) => [c.courseName, c.credit, c.grade])).to.deep.equal([
      ['Theoretical Mechanics', null, '4 (good)'],
      ['Strength of Materials', null, '5 (excellent)'],
      ['History of Science', null, '3 (satisfactory)'],
      ['Machine Elements', null, '4 (good)'],
    ]);
    // The credit hours of a US-style record under the same bare label stay credits.
    const us = courses([
      [['Course', 60], ['Hours', 330], ['Grade', 400]],
      [['General Chemistry I', 60], ['4', 335], ['B+', 400]],
      [['College Algebra', 60], ['3', 335], ['A', 400]],
      [['Public Speaking', 60], ['3', 335], ['A-', 400]],
    ]);
    expect(us.map((c) => c.credit)).to.deep.equal([4, 3, 3]);
  });

  it('takes no credits from two mark columns a fixed amount apart (Quality points are grade points times credits)', () => {
    // A raw and a moderated mark (one less each), each grade's rows printing one value: a constant ratio per grade
    // (19/20, 27/28) that is no grade point.
    const got = courses([
      [['Visual Arts', 60], ['20', 250], ['19', 310], ['36', 370], ['C', 450]],
      [['Physical Geography', 60], ['28', 250], ['27', 310], ['40', 370], ['B', 450]],
      [['Pacific History', 60], ['20', 250], ['19', 310], ['31', 370], ['C', 450]],
      [['General Science', 60], ['28', 250], ['27', 310], ['45', 370], ['B', 450]],
      [['Music Studies', 60], ['14', 250], ['13', 310], ['30', 370], ['D', 450]],
    ]);
    expect(got.map((c) => [c.courseName, c.grade, c.credit])).to.deep.equal([
      ['Visual Arts', 'C', null],
      ['Physical Geography', 'B', null],
      ['Pacific History', 'C', null],
      ['General Science', 'B', null],
      ['Music Studies', 'D', null],
    ]);
    // Quality points that are the credits times the grade's points prove the credits.
    const qp = courses([
      [['Calculus I', 60], ['4', 250], ['A', 310], ['16.0', 370]],
      [['Physics I', 60], ['3', 250], ['B', 310], ['9.0', 370]],
      [['Writing', 60], ['3', 250], ['A', 310], ['12.0', 370]],
      [['Physics Laboratory', 60], ['1', 250], ['B', 310], ['3.0', 370]],
    ]);
    expect(qp.map((c) => c.credit)).to.deep.equal([4, 3, 3, 1]);
  });
});
