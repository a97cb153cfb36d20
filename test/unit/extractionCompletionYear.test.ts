/**
 * yearOfCompletion from the examination's sitting and from "year of passing" captions in many
 * languages, never from a date of birth nor from a semester's sitting (docs/document-understanding.md,
 * "Qualification", "Honesty"). Small generated pages; boards, people and numbers are invented.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText, PageText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (page: PageText): DocumentText => ({ pages: [page] });
const marksheet = (rows: Cell[][]) => extractDocumentFields(doc(pageOfRows(rows)), 'marksheet');

describe('extraction: the year of completion from sittings and passing captions', () => {
  it('reads the month and year of the examination\'s sitting ("March 2019 Examination"), not the birth year', () => {
    const r = marksheet([
      [['BOARD OF INTERMEDIATE AND SECONDARY EDUCATION, RIVERTON', 100, 13]],
      [['Higher Secondary Certificate Examination', 120, 12]],
      [['March 2019 Examination', 150, 11]],
      [['Name of Candidate:', 40], ['Farhan Rahman', 200]],
      [['Date of Birth:', 40], ['04/02/2001', 200]],
    ]);
    expect(r.qualification.yearOfCompletion).to.equal(2019);
    expect(r.candidate.dateOfBirth).to.equal('2001-02-04');
  });

  it('reads "Examination held in April/May 2020" under the qualification\'s title', () => {
    const r = marksheet([
      [['STATE UNIVERSITY OF RIVERTON', 100, 13]],
      [['Bachelor of Commerce', 120, 12]],
      [['Examination held in April/May 2020', 120, 12]],
      [['Name of Candidate:', 40], ['Farhan Rahman', 200]],
    ]);
    expect(r.qualification.yearOfCompletion).to.equal(2020);
  });

  it('reads no completion from a semester\'s or a supplementary sitting', () => {
    for (const title of ['B.Sc. Semester III Examination, December 2018', 'Supplementary Examination, September 2018']) {
      const r = marksheet([
        [['STATE UNIVERSITY OF RIVERTON', 100, 13]],
        [[title, 120, 12]],
        [['Name of Candidate:', 40], ['Farhan Rahman', 200]],
      ]);
      expect(r.qualification.yearOfCompletion, title).to.equal(null);
    }
  });

  it('reads "year of passing" captions of other languages (Bengali, Hindi, Romanian, Chinese)', () => {
    const cases: Array<[string, string, number]> = [
      ['পাসের সন:', '2018', 2018],
      ['उत्तीर्ण करने का वर्ष:', '2017', 2017],
      ['Anul absolvirii:', '2016', 2016],
      ['毕业时间：', '2015年7月', 2015],
    ];
    for (const [caption, value, year] of cases) {
      const r = marksheet([
        [['NORTHERN EDUCATION BOARD', 100, 13]],
        [['Name:', 40], ['Farhan Rahman', 200]],
        [[caption, 40], [value, 200]],
      ]);
      expect(r.qualification.yearOfCompletion, caption).to.equal(year);
    }
  });
});
