/**
 * "Liceu" (the Portuguese lycée) is an institution word (docs/document-understanding.md, "Institution and country"):
 * under the ministry's heading, the school's name is the issuer. A small generated Mozambican certificate.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows } from '../support/textPages';

describe('extraction: a liceu under its ministry', () => {
  it('names the school, not the ministry above it', () => {
    const d: DocumentText = { pages: [pageOfRows([
      [['REPÚBLICA DE MOÇAMBIQUE', 150, 11]],
      [['Ministério da Educação e Desenvolvimento Humano', 120, 10]],
      [['LICEU JOSINA MACHEL', 170, 13]],
      [['Avenida 24 de Julho, Maputo', 180, 9]],
      [['CERTIFICADO', 200, 14]],
      [['Nome', 40, 9], ['Amélia Nhantumbo', 140, 10]],
      [['Curso', 40, 9], ['Ensino Secundário Geral do 2.º Ciclo', 140, 10]],
    ])] };
    expect(extractDocumentFields(d, 'diploma').institution.name?.toLowerCase()).to.equal('liceu josina machel');
  });
});
