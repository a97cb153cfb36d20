/**
 * Rule "A candidate's school is no issuer" in a grid of captions (docs/document-understanding.md, "Institution and
 * country"): on an examination's statement, the cell flush under a "Centre" caption in the row of captions above is
 * where the candidate sat, never the issuer. A small generated result slip in French.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { pageOfRows } from '../support/textPages';

describe('extraction: a centre under its caption in a grid is no issuer', () => {
  it('reads the ministry, not the lycée under "CENTRE"', () => {
    const r = extractDocumentFields({ pages: [pageOfRows([
      [['RÉPUBLIQUE DU LITTORAL', 60, 10]],
      [['Ministère de l\'Éducation Nationale', 60, 11]],
      [['RELEVÉ DE NOTES', 200, 15]],
      [['N° DE TABLE', 40, 7], ['NOM ET PRÉNOMS', 130, 7], ['CENTRE', 330, 7]],
      [['0451', 40, 9], ['KONÉ Aminata', 130, 9], ['LYCÉE MODERNE DE KAVALA', 330, 9]],
      [['ÉPREUVE', 40, 9], ['NOTE', 330, 9]],
      [['Français', 40, 9], ['12', 330, 9]],
      [['Mathématiques', 40, 9], ['9', 330, 9]],
      [['Histoire-Géographie', 40, 9], ['14', 330, 9]],
    ])] }, 'marksheet');
    expect(r.institution.name ?? '').to.not.match(/lyc/i);
  });
});
