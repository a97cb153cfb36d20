/**
 * Rules "A serial number beside a title" and "The diploma of a school-leaving examination" (docs/document-understanding.md,
 * "Key-value reading", forms of the rotated group g-): the blank's serial number in a cell of its own on the title's line
 * numbers the document, the title is the other cell; "Diploma of the …" before a school-leaving examination names the
 * deed, the examination is the qualification. Small generated pages in English.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows(rows)] });
const certificate = (title: Cell[]): Cell[][] => [
  [['NATIONAL EXAMINATIONS COUNCIL', 40, 11]],
  title,
  [['The candidate named below sat the examination in June 2019 at the centre shown.', 40, 9]],
  [['Candidate name:', 40, 9], ['Grace Mwale', 200, 10]],
  [['Centre:', 40, 9], ['Lakeview Secondary School', 200, 10]],
];

describe('extraction: a serial number beside a title', () => {
  it('reads the title beside its serial number, and the examination after "Diploma of the"', () => {
    const r = extractDocumentFields(doc(certificate([['DIPLOMA OF THE SENIOR SECONDARY SCHOOL CERTIFICATE', 60, 12], ['No. 0045187', 500, 9]])), 'diploma');
    expect(r.qualification.name).to.equal('Senior Secondary School Certificate');
    expect(r.qualification.level).to.equal('Higher Secondary');
  });

  it('keeps a title that is a serial number only, or a bare document name, out', () => {
    const r = extractDocumentFields(doc(certificate([['CERTIFICATE', 120, 16], ['No. 0045187', 520, 9]])), 'diploma');
    expect(r.qualification.name).to.not.equal('Certificate');
  });
});
