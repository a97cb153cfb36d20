/**
 * A prior degree is no qualification (docs/document-understanding.md, "Honesty", rule "A prior degree is no
 * qualification"): a degree listed under "Prior degrees" is the one the holder was admitted with; where the record's own
 * degree is not printed, no qualification is read from it.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const record = (program: Cell[][]): DocumentText => ({
  pages: [
    pageOfRows([
      [['NORTHFIELD STATE UNIVERSITY', 120, 13]],
      [['OFFICIAL ACADEMIC RECORD', 200, 12]],
      [['Name:', 40], ['Amara Okafor', 140]],
      [['PRIOR DEGREES', 40]],
      [['Bachelor of Science, 2017', 50]],
      [['Ashgrove College', 50]],
      ...program,
      [['Code', 40], ['Course Title', 100], ['Credits', 380], ['Grade', 440]],
      [['EPI276', 40], ['Chronic Disease Epidemiology', 100], ['4', 380], ['A', 440]],
      [['EPI378', 40], ['Health Policy and Management', 100], ['4', 380], ['B+', 440]],
      [['EPI233', 40], ['Epidemiologic Methods', 100], ['4', 380], ['A-', 440]],
    ]),
  ],
});

describe('extraction: a prior degree is no qualification', () => {
  it('reads no qualification from the degree under "Prior degrees" (rule "A prior degree is no qualification")', () => {
    const r = extractDocumentFields(record([]), 'transcript');
    expect(r.qualification.name).to.equal(null);
  });

  it('still reads the record\'s own degree printed below it', () => {
    const r = extractDocumentFields(record([[['GRADUATE PROGRAM', 40]], [['Master of Public Health', 50]]]), 'transcript');
    expect(r.qualification.name).to.equal('Master of Public Health');
  });
});
