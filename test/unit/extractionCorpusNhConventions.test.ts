/**
 * Conventions of the Afghan, Togolese, Burkinabè, Guinean and Barbadian documents, found by the corpus-nh development
 * families and fixed by their general cause (docs/document-understanding.md, scripts/samples/families/README.md): an
 * examination council's candidate number and a French-speaking university's student card as the registration, a
 * relevé's title line of the year of study and the academic year whose dash the OCR lost, an OCR speck beside a title, a
 * reference number that is no qualification,
 * Roman grades whose I the OCR read as "l". Small generated pages; people, numbers and institutions are invented.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { romanGradeRepairs } from '../../src/processing/extraction/ocrValues';
import type { TextItem } from '../../src/processing/types';
import { textItem } from '../support/textPages';

const page = (items: TextItem[], source: 'text-layer' | 'ocr' = 'text-layer') => ({ pageNumber: 1, width: 595, height: 842, source, items });
const ocr = (text: string, x: number, y: number, size = 9, confidence = 90): TextItem => ({ ...textItem(text, x, y, size), fontName: null, confidence });

describe('extraction: conventions of the corpus-nh countries (Afghanistan, Togo, Burkina Faso, Guinea, Barbados)', () => {
  it('reads a band of captions over their values where the name\'s caption stands beside "Candidate Number"', () => {
    const items = [
      textItem('CARIBBEAN EXAMINATIONS COUNCIL', 104, 36, 14),
      textItem('St. Michael, Barbados', 104, 54, 8),
      textItem('CANDIDATE NAME', 48, 134, 6.5),
      textItem('CANDIDATE NUMBER', 220, 134, 6.5),
      textItem('CENTRE', 322, 134, 6.5),
      textItem('TERRITORY', 484, 134, 6.5),
      textItem('HAYNES, TAMARA', 48, 149, 9),
      textItem('0112340987', 220, 149, 9),
      textItem('011234 — Coral Ridge Secondary School', 322, 149, 7),
      textItem('BARBADOS', 484, 149, 9),
    ];
    const r = extractDocumentFields({ pages: [page(items)] }, 'marksheet');
    expect(r.candidate.fullName).to.equal('Tamara Haynes');
    expect(r.qualification.registrationNumber).to.equal('0112340987');
  });

  it('takes the number of the student card ("N° carte d\'étudiant") as the registration', () => {
    const items = [
      textItem('UNIVERSITÉ DES PLATEAUX DE KLOTO', 60, 50, 11),
      textItem('B.P. 318, Kpalimé – Togo', 80, 64, 8),
      textItem('Nom : KPODAR', 42, 150, 9.5),
      textItem('Prénoms : Ablavi', 42, 165, 9.5),
      textItem("N° carte d'étudiant : 18402231", 42, 180, 9.5),
    ];
    const r = extractDocumentFields({ pages: [page(items)] }, 'transcript');
    expect(r.qualification.registrationNumber).to.equal('18402231');
  });

  it('names the Licence from a relevé\'s title line whose dash before the academic year the OCR lost, a speck beside it', () => {
    const items = [
      ocr('UNIVERSITÉ DES PLATEAUX DE KLOTO', 56, 58, 11),
      ocr('B.P. 318, Kpalimé - Togo', 121, 86, 8),
      ocr('RELEVÉ DE NOTES', 238, 109, 14),
      ocr('.', 159, 133, 10, 30),
      ocr('Licence 3', 214, 133, 10),
      ocr('Année universitaire 2018-2019', 270, 133, 10),
      ocr('Nom', 43, 150), ocr('AGBÉKO', 181, 150),
    ];
    const r = extractDocumentFields({ pages: [page(items, 'ocr')] }, 'transcript');
    expect(r.qualification.name).to.equal('Licence');
    expect(r.qualification.level).to.equal('Bachelor');
  });

  it('takes no qualification from a reference number whose office initials spell one ("N° 6593/2016/SSC")', () => {
    const items = [
      textItem('UNIVERSITÉ DU FOUTA-DJALLON DE LABÉ', 55, 67, 10.5),
      textItem('B.P. 210 Labé, Guinée', 130, 83, 7.5),
      textItem('N° 6593/2016/SSC', 50, 119, 8.5),
      textItem('ATTESTATION DE RÉUSSITE', 179, 141, 18),
      textItem('Nom : DIALLO', 54, 181, 10),
      textItem('Prénom(s) : Aissatou', 54, 198, 10),
    ];
    const r = extractDocumentFields({ pages: [page(items)] }, 'diploma');
    expect(r.qualification.name).to.equal(null);
    expect(r.qualification.level).to.equal(null);
  });

  it('reads Roman grades of a column whose I the OCR read as "l" or "|", and nothing outside such a column', () => {
    const column = (...texts: string[]) => texts.map((t, i) => ocr(t, 418, 200 + 15 * i));
    const read = (items: TextItem[]) => items.map((i) => romanGradeRepairs(items).get(i) ?? i.text);
    expect(read(column('IV', 'Ill', 'II', 'll', 'V', 'l|'))).to.deep.equal(['IV', 'III', 'II', 'II', 'V', 'II']);
    // A column of digits, and a lone "I" with a misread: no Roman column.
    expect(read(column('11', 'l1', '12', '1'))).to.deep.equal(['11', 'l1', '12', '1']);
    expect(read(column('I', 'Il', 'lI'))).to.deep.equal(['I', 'Il', 'lI']);
  });
});
