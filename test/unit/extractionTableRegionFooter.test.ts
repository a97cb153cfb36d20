/**
 * "The table region ends at its last row" (docs/document-understanding.md, "Course tables"): a footer sentence set far
 * lower on the page than the rows, which the table reader takes for a row, does not stretch the table's region over
 * the closing lines, whose place-and-date line dates the document. A small generated French relevé.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText, TextItem } from '../../src/processing/types';

const ROWS: Array<[number, Array<[string, number]>]> = [
  [40, [['Lycée Jean Moulin', 40]]],
  [70, [['RELEVÉ DE NOTES', 40]]],
  [100, [['Nom :', 40], ['Claire Martin', 120]]],
  [140, [['Matière', 40], ['Note', 250], ['Note', 330], ['Note finale', 410], ['En lettres', 490]]],
  [168, [['Mathématiques', 40], ['12,5', 250], ['9,0', 330], ['11', 410], ['onze', 490]]],
  [183, [['Physique-chimie', 40], ['14,0', 250], ['15,5', 330], ['15', 410], ['quinze', 490]]],
  [198, [['Histoire-géographie', 40], ['10,5', 250], ['12,0', 330], ['11', 410], ['onze', 490]]],
  [213, [['Philosophie', 40], ['8,0', 250], ['—', 330], ['8', 410], ['huit', 490]]],
  [240, [['Résultat : ADMISE', 40]]],
  [270, [['Lyon, le 12 juillet 2021', 40]]],
  [320, [['Le président du jury', 40], ['Le secrétaire', 330]]],
  [332, [['Paul Girard', 40], ['Anne Roux', 330]]],
  [760, [['Ce relevé de notes accompagne le diplôme. Sans le diplôme ce relevé de notes ne vaut rien.', 110]]],
];

const doc = (): DocumentText => {
  const items: TextItem[] = ROWS.flatMap(([y, cells]) => cells.map(([text, x]) => ({ text, x, y, width: text.length * 4.5, height: 9, fontName: 'Helvetica', fontSize: 9, confidence: null })));
  return { pages: [{ pageNumber: 1, width: 595, height: 842, source: 'text-layer', items }] };
};

describe('extraction: a footer far below the table', () => {
  it('leaves the closing place-and-date line outside the table, and the final mark is the grade', () => {
    const r = extractDocumentFields(doc(), 'transcript');
    expect(r.qualification.dateOfIssue).to.equal('2021-07-12');
    expect(r.courses.map((c) => c.grade)).to.deep.equal(['11', '15', '11', '8']);
  });
});
