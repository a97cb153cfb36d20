/**
 * The issuer's name and country need evidence (docs/document-understanding.md, "Honesty", rules "A landform in a name
 * places no issuer alone", "A dated line names no institution" and "A reference to the institution is no name"): with
 * the letterhead's address or the letterhead itself not printed, a word of the name, a decision's heading or a sentence
 * that refers to "the Institute" is not read in their place.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const record = (head: Cell[][]): DocumentText => ({
  pages: [
    pageOfRows([
      ...head,
      [['ACADEMIC TRANSCRIPT', 200, 12]],
      [['Name:', 40], ['Amara Okafor', 140]],
      [['Student ID:', 40], ['SH/2019/0412', 140]],
      [['Code', 40], ['Course Title', 100], ['Credits', 380], ['Grade', 440]],
      [['ECO101', 40], ['Principles of Economics', 100], ['3', 380], ['A', 440]],
      [['MAT102', 40], ['Calculus I', 100], ['4', 380], ['B+', 440]],
      [['ENG103', 40], ['Academic Writing', 100], ['2', 380], ['A-', 440]],
    ]),
  ],
});

describe('extraction: the issuer\'s name and country need evidence', () => {
  it('places no country from a landform named in the institution\'s name (rule "A landform in a name places no issuer alone")', () => {
    for (const name of ['MOUNT TASMANIA ACADEMIC COLLEGE', 'TASMANIA VALE INSTITUTE OF TECHNOLOGY']) {
      const alone = extractDocumentFields(record([[[name, 120, 13]]]), 'transcript');
      expect(alone.institution.name, name).to.match(/Tasmania/i);
      expect(alone.institution.countryCode, name).to.equal(null);
      expect(alone.institution.state, name).to.equal(null);
    }
    // The state's name alone in the name still places it.
    expect(extractDocumentFields(record([[['TASMANIA EXAMPLE UNIVERSITY', 120, 13]]]), 'transcript').institution.countryCode).to.equal('AU');
    // The address printed places it, whatever the name holds.
    const placed = extractDocumentFields(record([[['MOUNT TASMANIA ACADEMIC COLLEGE', 120, 13]], [['P.O. Box 9020, Afula, Israel', 150]]]), 'transcript');
    expect(placed.institution.countryCode).to.equal('IL');
  });

  it('reads no institution from a dated decision heading (rule "A dated line names no institution")', () => {
    const r = extractDocumentFields(record([[['Decision of the Examination Board of 28 June 2019', 120, 13]]]), 'transcript');
    expect(r.institution.name).to.equal(null);
    const numeric = extractDocumentFields(record([[['Decision of the Examination Board of 01.06.2020', 120, 13]]]), 'transcript');
    expect(numeric.institution.name).to.equal(null);
    const named = extractDocumentFields(record([[['Northfield Institute of Technology', 120, 13]], [['Decision of the Examination Board of 28 June 2019', 120, 11]]]), 'transcript');
    expect(named.institution.name).to.equal('Northfield Institute of Technology');
  });

  it('reads no institution from a sentence that refers to "the Institute" (rule "A reference to the institution is no name")', () => {
    const r = extractDocumentFields(record([[['Modules studied at the Institute', 120, 12]]]), 'transcript');
    expect(r.institution.name).to.equal(null);
    const named = extractDocumentFields(record([[['College of the Bahamas', 120, 13]]]), 'transcript');
    expect(named.institution.name).to.equal('College of the Bahamas');
  });
});
