/**
 * "Matriculado no curso de <qualification>" (docs/document-understanding.md, "Qualification"): the Portuguese form of
 * "en la carrera de" names the qualification the holder's programme leads to; a caption with its value in parentheses
 * after it ("(Turno: noturno)") is another field, no branch. A small generated page in another wording.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { pageOfRows } from '../support/textPages';

describe('extraction: matriculado no curso de', () => {
  it('reads the qualification after "matriculado no curso de", and no caption in parentheses as its field', () => {
    const r = extractDocumentFields({ pages: [pageOfRows([
      [['Faculdade de Ciências de Lichinga', 60, 13]],
      [['DECLARAÇÃO DE NOTAS', 200, 14]],
      [['Declara-se que Armando Cossa, estudante n.º 2020EN117, matriculado no curso de Bacharelato em Enfermagem', 40, 10]],
      [['(Turno: noturno), obteve as notas seguintes.', 40, 10]],
    ])] }, 'transcript');
    expect(r.qualification.name).to.equal('Bacharelato em Enfermagem');
    expect(r.qualification.majorOrSpecialization ?? '').to.not.match(/turno/i);
  });
});
