/**
 * Key fields of award certificates that print them in running text and in the places certificates
 * put them (docs/document-understanding.md, "Key-value reading", "Institution and country",
 * "Qualification"), on small generated pages: the institution named only in a seal or conferral
 * formula, an address that starts with its house number, a name in capitals broken after "OF".
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows(rows)] });

describe('extraction: award certificates', () => {
  it('reads the institution from a seal or conferral formula, never the formula itself', () => {
    const seal = extractDocumentFields(
      doc([
        [['DEGREE CERTIFICATE', 200, 15]],
        [['This is to certify that Mara Quillfeather has been awarded the degree of Bachelor of Arts.', 60, 12]],
        [['Given under the Common Seal of the Thornbury Hall College of Science and Technology', 80, 11]],
        [['Registrar', 80, 9], ['Vice-Chancellor', 400, 9]],
      ]),
      'diploma',
    );
    expect(seal.institution.name).to.equal('Thornbury Hall College of Science and Technology');
    const council = extractDocumentFields(
      doc([
        [['DIPLOMA', 250, 15]],
        [['The University hereby confers upon', 180, 12]],
        [['Mara Quillfeather', 200, 19]],
        [['the degree of Bachelor of Arts.', 190, 12]],
        [['The Council of the Ashgrove Polytechnic has approved this award.', 80, 11]],
      ]),
      'diploma',
    );
    expect(council.institution.name).to.equal('Ashgrove Polytechnic');
  });

  it('takes no street named after an institution word for the institution', () => {
    const r = extractDocumentFields(
      doc([
        [['DIPLOMA', 250, 15]],
        [['This is to certify that Mara Quillfeather has been awarded the degree of Bachelor of Arts.', 60, 12]],
        [['70 College Avenue, England, United Kingdom', 150, 8]],
      ]),
      'diploma',
    );
    expect(r.institution.name).to.equal(null);
  });

  it('joins a name in capitals broken after a connective with the line below', () => {
    const r = extractDocumentFields(
      doc([
        [['KINGSMERE INSTITUTE OF', 150, 20]],
        [['TECHNOLOGY', 220, 20]],
        [['236 Senate House Lane, Islamic Republic of Pakistan', 120, 9]],
        [['DEGREE CERTIFICATE', 200, 15]],
      ]),
      'diploma',
    );
    expect(r.institution.name).to.equal('KINGSMERE INSTITUTE OF TECHNOLOGY');
  });
});
