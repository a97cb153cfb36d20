/**
 * Dates of a certificate whose own issue line is not printed (docs/document-understanding.md,
 * "Honesty", "A print date is no issue date"): a "Printed on …" footer says when the paper was made,
 * and on a page that dates the award itself it is no date of issue.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows(rows)] });

describe('extraction: a print date on a certificate without its issue line', () => {
  it('takes no date of issue from a print date when the page dates the award', () => {
    const r = extractDocumentFields(
      doc([
        [['Larchfield University', 200, 20]],
        [['DEGREE CERTIFICATE', 220, 15]],
        [['Be it known that', 250, 12]],
        [['Orla Penhallow', 240, 14]],
        [['who appeared at the examination held in May-2014 and passed, and has been', 60, 11]],
        [['conferred the degree of Bachelor of Science in Nursing on July 18, 2014.', 70, 11]],
        [['Roll No.: 10U5778', 40, 10]],
        [['Printed on 05/23/2024', 40, 7]],
      ]),
      'diploma',
    );
    expect(r.qualification.yearOfCompletion).to.equal(2014);
    expect(r.qualification.dateOfIssue).to.not.equal('2024-05-23');
  });

  it('takes no date of issue from a print date beside a captioned conferral', () => {
    const r = extractDocumentFields(
      doc([
        [['Larchfield University', 200, 20]],
        [['This is to certify that Orla Penhallow has been awarded the degree of Bachelor of Arts.', 60, 12]],
        [['Date of Conferment: 13 November 2013', 60, 10]],
        [['Printed on 17/03/2024', 40, 7]],
      ]),
      'diploma',
    );
    expect(r.qualification.yearOfCompletion).to.equal(2013);
    expect(r.qualification.dateOfIssue).to.equal(null);
  });
});
