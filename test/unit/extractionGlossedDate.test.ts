/**
 * Rule "A date glossed as another date" (docs/document-understanding.md, "Honesty"): a place-and-date line with a
 * small caption in parentheses under it that names another day (the last examination, the board's decision) is no
 * date of issue; a gloss that names only place and date, or the issue, leaves the line the issue date.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (gloss: string | null): DocumentText => {
  const rows: Cell[][] = [
    [['Universidad de Valdemora', 200, 18]],
    [['CERTIFICADO ACADÉMICO', 220, 14]],
    [['Nombre: Lucía Ferrer Soler', 60, 10]],
    [['Título: Ingeniera de Caminos, Canales y Puertos', 60, 10]],
    [['Valdemora, a 12 de julio de 2018', 60, 10]],
  ];
  if (gloss) rows.push([[gloss, 60, 7]]);
  rows.push([['El Secretario General', 360, 9]]);
  return { pages: [pageOfRows(rows)] };
};

describe('extraction: a date glossed as another date', () => {
  it('takes no date of issue from a place-and-date line glossed as the day of the last examination', () => {
    expect(extractDocumentFields(doc('(fecha del último examen superado)'), 'transcript').qualification.dateOfIssue).to.equal(null);
    expect(extractDocumentFields(doc('(date of the final examination)'), 'transcript').qualification.dateOfIssue).to.equal(null);
  });

  it('keeps the line the date of issue without a gloss, or under a gloss of place and date only', () => {
    expect(extractDocumentFields(doc(null), 'transcript').qualification.dateOfIssue).to.equal('2018-07-12');
    expect(extractDocumentFields(doc('(lugar y fecha)'), 'transcript').qualification.dateOfIssue).to.equal('2018-07-12');
  });
});
