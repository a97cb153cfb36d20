/**
 * Rule "Admitted at the examination of" (docs/document-understanding.md, "Qualification"): the French "passed the",
 * "(déclaré) admis / reçu … à l'examen du <QUALIFICATION>", names the qualification after it. A small generated
 * attestation in another wording.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { pageOfRows } from '../support/textPages';

describe('extraction: admitted at the examination of', () => {
  it('reads the examination named after "reçue … à l\'examen du" in a sentence', () => {
    const r = extractDocumentFields({ pages: [pageOfRows([
      [['DIRECTION DES EXAMENS ET CONCOURS', 60, 12]],
      [['ATTESTATION', 200, 16]],
      [['Le Directeur certifie que Mme Awa Traoré, née le 4 mars 2001, a été reçue avec la mention Bien', 40, 10]],
      [['à l\'examen du BREVET DE TECHNICIEN SUPÉRIEUR, session de juin 2021, spécialité Comptabilité.', 40, 10]],
    ])] }, 'diploma');
    expect(r.qualification.name?.toLowerCase()).to.equal('brevet de technicien supérieur');
  });
  it('"admis en troisième année" names no examination', () => {
    const r = extractDocumentFields({ pages: [pageOfRows([
      [['UNIVERSITÉ DU LAC', 60, 12]],
      [['Décision du jury : M. Paul Ngono est admis en troisième année, session de juillet 2021.', 40, 10]],
    ])] }, 'transcript');
    expect(r.qualification.name).to.equal(null);
  });
});
