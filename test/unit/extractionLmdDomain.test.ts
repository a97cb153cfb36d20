/**
 * The LMD system's "Domaine" caption (labels.ts): the domain groups mentions and is no programme of its own, so a
 * relevé's "Domaine : …" gives no programme, while the mention still gives the major. Small generated pages;
 * people and institutions are invented.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { pageOfRows, type Cell } from '../support/textPages';

const read = (rows: Cell[][]) => extractDocumentFields({ pages: [pageOfRows(rows)] }, 'transcript');

describe('extraction: the LMD domain is no programme', () => {
  it('reads no programme from "Domaine", the major from "Mention"', () => {
    const r = read([
      [['UNIVERSITÉ DES LAGUNES', 60]],
      [['RELEVÉ DE NOTES', 200]],
      [['Nom et prénoms :', 40], ['KOFFI Aya Estelle', 160]],
      [['Domaine :', 40], ['Sciences et Technologies', 160]],
      [['Mention :', 40], ['Informatique', 160]],
      [['Parcours :', 40], ['Génie logiciel', 160]],
    ]);
    expect(r.qualification.program).to.equal(null);
    expect(r.qualification.majorOrSpecialization).to.equal('Informatique');
  });
});
