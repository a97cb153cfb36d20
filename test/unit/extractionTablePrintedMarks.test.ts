/**
 * Marks as printed: a mark starred for a distinction ("93*", with the key under the table: "* Distinction (80 marks
 * and above)") is the row's mark, and its row a course; points of the 0-15 scale printed as two-digit steps ("08")
 * are grades as printed as well as marks. Small generated pages; subjects and marks are invented.
 */
import { expect } from 'chai';
import { extractCourseTable } from '../../src/processing/extraction/table';
import { documentLines } from '../../src/processing/text';
import { tablePageOf } from '../support/textPages';

describe('course table: marks as printed', () => {
  it('reads "93*" as the mark 93', () => {
    const t = extractCourseTable(documentLines({ pages: [tablePageOf([
      [['No.', 72], ['Subject', 103], ['Maximum Marks', 348], ['Marks Obtained', 450]],
      [['1', 77], ['English', 103], ['100', 377], ['62', 480]],
      [['2', 77], ['Economics', 103], ['100', 377], ['93*', 478]],
      [['3', 77], ['History', 103], ['100', 377], ['67', 480]],
      [['* Distinction (80 marks and above in the subject)', 70]],
    ])] }));
    expect(t.courses.map((c) => [c.courseName, c.marksScored, c.maximumMarks])).to.deep.equal([
      ['English', 62, 100],
      ['Economics', 93, 100],
      ['History', 67, 100],
    ]);
  });

  it('reads two-digit points up to 15 with leading zeros ("08") as the grade as printed and the mark', () => {
    const t = extractCourseTable(documentLines({ pages: [tablePageOf([
      [['Prüfungsfach', 54], ['Prüfungsart', 337], ['Punkte', 436], ['vierfach', 494]],
      [['1. Mathematik', 54], ['schriftlich', 337], ['08', 449], ['32', 509]],
      [['2. Geschichte', 54], ['schriftlich', 337], ['11', 449], ['44', 509]],
      [['3. Englisch', 54], ['mündlich', 337], ['04', 449], ['16', 509]],
    ])] }));
    expect(t.courses.map((c) => [c.courseName, c.grade, c.marksScored])).to.deep.equal([
      ['Mathematik', '08', 8],
      ['Geschichte', '11', 11],
      ['Englisch', '04', 4],
    ]);
  });

  it('leaves marks out of 100 without a grade', () => {
    const t = extractCourseTable(documentLines({ pages: [tablePageOf([
      [['Code', 40], ['Subject', 103], ['Marks Obtained', 450]],
      [['ENG 101', 40], ['English', 103], ['62', 480]],
      [['ECO 102', 40], ['Economics', 103], ['09', 480]],
      [['HIS 103', 40], ['History', 103], ['67', 480]],
    ])] }));
    expect(t.courses.map((c) => [c.courseName, c.grade, c.marksScored])).to.deep.equal([
      ['English', null, 62],
      ['Economics', null, 9],
      ['History', null, 67],
    ]);
  });
});
