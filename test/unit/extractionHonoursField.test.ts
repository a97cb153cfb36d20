/**
 * "<Head> of <Subject> (Honours) in <Field>" (docs/document-understanding.md, "Degree heads"): the honours marker
 * stays with the degree, the field after it goes, in a caption too.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { pageOfRows } from '../support/textPages';

describe('extraction: an honours marker between the degree and its field', () => {
  it('reads "Degree: Bachelor of Arts (Hons) in Linguistics" as "Bachelor of Arts (Hons)", the field apart', () => {
    const r = extractDocumentFields({ pages: [pageOfRows([
      [['Kestrel Bay University', 60, 14]],
      [['ACADEMIC TRANSCRIPT', 60, 12]],
      [['Student:', 60], ['Aroha Ngata', 200]],
      [['Degree:', 60], ['Bachelor of Arts (Hons) in Linguistics', 200]],
    ])] }, 'transcript');
    expect(r.qualification.name).to.equal('Bachelor of Arts (Hons)');
    expect(r.qualification.majorOrSpecialization).to.equal('Linguistics');
  });
});
