/**
 * Places printed on a page that are not the issuer's (docs/document-understanding.md, "Honesty", rules "A holder's
 * residence places no issuer" and "A printer's imprint places no issuer"): the holder's home address or state of
 * origin and a security printer's imprint name a state, but not the one the issuer stands in.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const sheet = (extra: Cell[][]): DocumentText => ({
  pages: [
    pageOfRows([
      [['NORTHFIELD INSTITUTE OF TECHNOLOGY', 120, 13]],
      [['STATEMENT OF MARKS', 200, 12]],
      [['Name:', 40], ['RAHUL VERMA', 140]],
      [['Roll No.:', 40], ['4410238', 140]],
      ...extra,
      [['Code', 40], ['Subject', 100], ['Marks', 420]],
      [['MA101', 40], ['Engineering Mathematics I', 100], ['78', 420]],
      [['PH101', 40], ['Engineering Physics', 100], ['66', 420]],
      [['CS101', 40], ['Programming in C', 100], ['81', 420]],
    ]),
  ],
});

describe('extraction: places that are not the issuer\'s', () => {
  it('reads the state of an address line, but not of the holder\'s home address (rule "A holder\'s residence places no issuer")', () => {
    const issuer = extractDocumentFields(sheet([[['14 Park Lane, Kochi, Kerala 682011', 40]]]), 'marksheet');
    expect(issuer.institution.state).to.equal('Kerala');
    for (const caption of ['Permanent address:', 'Home address:', 'Domicile :', 'Wohnanschrift:']) {
      const r = extractDocumentFields(sheet([[[caption, 40], ['14 Park Lane, Kochi, Kerala 682011', 140]]]), 'marksheet');
      expect(r.institution.state, caption).to.equal(null);
      expect(r.institution.stateCode, caption).to.equal(null);
    }
    const origin = extractDocumentFields(sheet([[['State of origin:', 40], ['Kerala', 140]]]), 'marksheet');
    expect(origin.institution.state).to.equal(null);
  });

  it('reads no state from a security printer\'s imprint (rule "A printer\'s imprint places no issuer")', () => {
    const r = extractDocumentFields(sheet([[['Printed at Government Security Press, Nashik, Maharashtra', 40]]]), 'marksheet');
    expect(r.institution.state).to.equal(null);
  });
});
