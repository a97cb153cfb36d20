/**
 * The Spanish closing formula of certifications dates the paper: "se extiende … en la ciudad de <place>, el <date>" and
 * "…, a los <day> días del mes de …" (docs/document-understanding.md, "Qualification"). Small generated pages; schools and
 * people are invented.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { pageOfRows } from '../support/textPages';

const read = (formula: string, birth = '') => extractDocumentFields({ pages: [pageOfRows([
  [['UNIVERSIDAD DEL VALLE DE LAS FLORES', 100, 13]],
  [['CERTIFICACIÓN DE CURSOS', 120, 14]],
  [['Nombre:', 40], ['María José López García', 200]],
  ...(birth ? [[[birth, 40] as [string, number]]] : []),
  [['Matemática Básica', 40], ['85', 300]],
  [[formula, 40]],
])] }, 'transcript');

describe('extraction: the issue date of the Spanish closing formula', () => {
  it('reads the date after "el" or "a los" that ends "se extiende … en la ciudad de …"', () => {
    expect(read('Y para los usos que convengan, se extiende, sella y firma la presente en la ciudad de Guatemala, el 16 de junio de 2017.').qualification.dateOfIssue).to.equal('2017-06-16');
    expect(read('Y para los fines que convengan, se extiende el presente en la ciudad de La Ceiba, a los 21 días del mes de febrero de 2017.').qualification.dateOfIssue).to.equal('2017-02-21');
  });

  it('reads no issue date from a place and date without the formula (a birth)', () => {
    const r = read('Datos del plan de estudios.', 'nacida en la ciudad de Guatemala, el 3 de mayo de 1999.');
    expect(r.qualification.dateOfIssue).to.equal(null);
  });
});
