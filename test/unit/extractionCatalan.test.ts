/**
 * Catalan captions, months and stages of education (docs/document-understanding.md, "Key-value reading", "Catalan
 * forms"): "Nom i cognoms", "Cognoms" beside a bare "Nom" (then the given name), "Data de naixement", "Estudis" /
 * "Titulació", the months from gener to desembre with the elided article ("12 d'octubre de 2019") and the
 * batxillerat as a school-leaving stage. Small generated pages of a Valencian university and a Balearic school.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { findDates } from '../../src/processing/extraction/normalize';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows(rows)] });

describe('extraction: Catalan forms', () => {
  it('reads the surnames and the given name captioned apart, the birth date and the closing date line', () => {
    const r = extractDocumentFields(doc([
      [['Institut Serra de Tramuntana', 40, 14]],
      [['CERTIFICAT DE NOTES DE BATXILLERAT', 40, 12]],
      [['Cognoms:', 40, 9], ['VIDAL SASTRE', 120, 10], ['Nom:', 300, 9], ['Miquel', 340, 10]],
      [['Data de naixement:', 40, 9], ['04/11/2005', 140, 10]],
      [['Matèria', 40, 9], ['Qualificació', 300, 9]],
      [['Llengua catalana i literatura II', 40, 9], ['8', 300, 9]],
      [['Història', 40, 9], ['7', 300, 9]],
      [['Filosofia', 40, 9], ['9', 300, 9]],
      [["Sóller, 3 d'octubre de 2023", 40, 9]],
    ]), 'transcript');
    expect(r.candidate).to.include({ firstName: 'Miquel', lastName: 'Vidal Sastre', fullName: 'Miquel Vidal Sastre', dateOfBirth: '2005-11-04' });
    expect(r.qualification.level).to.equal('Higher Secondary');
    expect(r.qualification.dateOfIssue).to.equal('2023-10-03');
  });

  it('reads the whole name under "Nom i cognoms" and the months of Catalan dates', () => {
    const r = extractDocumentFields(doc([
      [['Universitat de la Marina Alta', 40, 14]],
      [['Nom i cognoms:', 40, 9], ['Carla Ferrer Mas', 140, 10]],
      [['Data de naixement:', 40, 9], ['17 de febrer de 2001', 140, 10]],
    ]), 'diploma');
    expect(r.candidate).to.include({ fullName: 'Carla Ferrer Mas', dateOfBirth: '2001-02-17' });
    expect(findDates("València, 1 d'agost de 2022 i 9 de març de 2021").map((d) => d.iso)).to.deep.equal(['2022-08-01', '2021-03-09']);
  });
});
