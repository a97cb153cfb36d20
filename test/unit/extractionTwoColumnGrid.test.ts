/**
 * Course tables of rotation leftovers (docs/document-understanding.md, rules "A header of a title and a grade",
 * "A grade word before its figure", "A grid of ordinal periods", "A grid's line of years and its standing"), on
 * small generated pages: a school certificate's list of subjects and their grades under a header of two cells,
 * and a grid of subjects by ordinal years of study.
 */
import { expect } from 'chai';
import { extractCourses } from '../../src/processing/extraction/table';
import { documentLines } from '../../src/processing/text/layout';
import { tablePageOf } from '../support/textPages';

describe('extraction: a table of a title and a grade', () => {
  it('reads the rows under a header of two cells, the grade in words and figures', () => {
    const page = tablePageOf([
      [['Fach', 60], ['Note (in Worten und Ziffern)', 380]],
      [['Deutsch', 70], ['sehr gut 1,3', 400]],
      [['Mathematik', 70], ['gut 2,0', 410]],
      [['Physik', 70], ['befriedigend 3,0', 395]],
      [['Geschichte', 70], ['sehr gut 1,0', 400]],
    ]);
    const t = extractCourses(documentLines({ pages: [page] }));
    expect(t.courses.map((c) => [c.courseName, c.grade])).to.deep.equal([
      ['Deutsch', 'sehr gut 1,3'],
      ['Mathematik', 'gut 2,0'],
      ['Physik', 'befriedigend 3,0'],
      ['Geschichte', 'sehr gut 1,0'],
    ]);
  });

  it('takes two captions with a colon, or two labels over fewer than three rows, for no header', () => {
    const captions = tablePageOf([
      [['Fach:', 60], ['Note:', 380]],
      [['Deutsch', 70], ['sehr gut 1,3', 400]],
      [['Mathematik', 70], ['gut 2,0', 410]],
      [['Physik', 70], ['befriedigend 3,0', 395]],
    ]);
    expect(extractCourses(documentLines({ pages: [captions] })).courses).to.have.length(0);
    const few = tablePageOf([
      [['Fach', 60], ['Note', 380]],
      [['Deutsch', 70], ['sehr gut 1,3', 400]],
      [['Ausgestellt in Bonn am 3. Juli 2019', 70]],
      [['Der Schulleiter', 70]],
    ]);
    expect(extractCourses(documentLines({ pages: [few] })).courses).to.have.length(0);
    const summary = tablePageOf([
      [['Description', 60], ['Total', 200]],
      [['Units Attempted', 60], ['50', 205]],
      [['Units Earned', 60], ['50', 205]],
      [['Quality Points', 60], ['233.0', 200]],
    ]);
    expect(extractCourses(documentLines({ pages: [summary] })).courses).to.have.length(0);
  });
});

describe('extraction: a two-cell table takes grades only (rule "A two-cell table\'s grades are grades")', () => {
  it('reads no row from the names of a signature block set in the title and grade columns under the table', () => {
    // Italian: the subjects and their marks, then the signatories' names, one of them under the grade's label.
    const page = tablePageOf([
      [['Materia', 60], ['Voto', 400]],
      [['Italiano', 70], ['8', 405]],
      [['Matematica', 70], ['7', 405]],
      [['Storia', 70], ['9', 405]],
      [['Fisica', 70], ['6', 405]],
      [['Media dei voti: 7,50', 70]],
      [['Giulia Bianchi', 70], ['Marco Ferri', 400]],
    ]);
    const t = extractCourses(documentLines({ pages: [page] }));
    expect(t.courses.map((c) => [c.courseName, c.grade])).to.deep.equal([
      ['Italiano', '8'],
      ['Matematica', '7'],
      ['Storia', '9'],
      ['Fisica', '6'],
    ]);
  });
});

describe('extraction: a grid of subjects by ordinal years', () => {
  const grid = (extra: Array<Array<[string, number]>>) =>
    tablePageOf([
      [['Subject', 60], ['1st', 300], ['2nd', 360], ['3rd', 420], ['4th', 480]],
      [['English Language', 60], ['72', 302], ['75', 362], ['80', 422], ['78', 482]],
      [['Mathematics', 60], ['65', 302], ['70', 362], ['68', 422], ['74', 482]],
      [['Biology', 60], ['81', 302], ['79', 362], ['85', 422], ['88', 482]],
      ...extra,
    ]);

  it('reads one course per subject and year, each year named by its ordinal', () => {
    const t = extractCourses(documentLines({ pages: [grid([])] }));
    expect(t.courses).to.have.length(12);
    expect(t.courses.slice(0, 4).map((c) => [c.courseName, c.term, c.marksScored ?? c.grade])).to.deep.equal([
      ['English Language', '1st', 72],
      ['English Language', '2nd', 75],
      ['English Language', '3rd', 80],
      ['English Language', '4th', 78],
    ]);
  });

  it('takes the line of school years for the years of the columns, and the standing and codes for no course', () => {
    const t = extractCourses(documentLines({ pages: [grid([
      [['School Year', 60], ['2015', 300], ['2016', 360], ['2017', 420], ['2018', 480]],
      [['School Code', 60], ['4471203', 290], ['4471203', 350], ['4471203', 410], ['4471203', 470]],
      [['Final Standing', 60], ['Passed', 298], ['Passed', 358], ['Passed', 418], ['Passed', 478]],
    ])] }));
    expect(t.courses).to.have.length(12);
    expect(t.courses.filter((c) => c.courseName === 'Biology').map((c) => c.year)).to.deep.equal([2015, 2016, 2017, 2018]);
  });

  it('wants the ordinals to count up from one', () => {
    const page = tablePageOf([
      [['Subject', 60], ['2nd', 300], ['4th', 360], ['1st', 420]],
      [['English Language', 60], ['72', 302], ['75', 362], ['80', 422]],
      [['Mathematics', 60], ['65', 302], ['70', 362], ['68', 422]],
    ]);
    const t = extractCourses(documentLines({ pages: [page] }));
    expect(t.courses.filter((c) => c.term === '2nd' || c.term === '4th')).to.have.length(0);
  });
});
