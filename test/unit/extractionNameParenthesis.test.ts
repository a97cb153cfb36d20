/**
 * Rule "A parenthesis ends the holder's name" (docs/document-understanding.md, "Key-value reading"): in a certifying
 * sentence, an aside in parentheses after the name (a student number) ends the name as a comma does.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { pageOfRows } from '../support/textPages';

describe('extraction: a parenthesis ends the holder\'s name', () => {
  it('reads the name before "(matriculation no. …)" in a certifying sentence', () => {
    const r = extractDocumentFields({ pages: [pageOfRows([
      [['Hollins Polytechnic', 60, 14]],
      [['This is to confirm that Ms Leila Haddad (matriculation no. 7781) completed her studies in 2020.', 60, 10]],
    ])] }, 'diploma');
    expect(r.candidate.fullName).to.equal('Leila Haddad');
  });
});
