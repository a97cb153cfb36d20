/**
 * A school-leaving certificate laid out as a state form (docs/document-understanding.md, "Key-value
 * reading" and "Qualification"): each value centred on a line with its caption in small type in
 * parentheses under it, the document's name over what it certifies in smaller type, the school under
 * its caption, and the place and date with the year first in words. One small generated page.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { findLabeledValues } from '../../src/processing/extraction/labels';
import { groupLines } from '../../src/processing/text/layout';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows(rows)] });

const FORM: Cell[][] = [
  [['LATVIJAS REPUBLIKA', 240, 12]],
  [['ATESTĀTS', 255, 22]],
  [['par vispārējo vidējo izglītību', 215, 13]],
  [['Sērija AA Nr. 123456', 250, 9]],
  [['Anete Liepiņa', 255, 12]],
  [['(vārds, uzvārds)', 260, 7]],
  [['140302-12345', 258, 12]],
  [['(personas kods)', 260, 7]],
  [['14.03.2002.', 262, 12]],
  [['(dzimšanas datums)', 255, 7]],
  [['Ezermalas vidusskola', 245, 12]],
  [['(izglītības iestādes nosaukums)', 235, 7]],
  [['Jelgavā, 2020. gada 19. jūnijā', 60, 10]],
];

describe('extraction: captions under their values, and a title over what it certifies', () => {
  it('reads the cell over a caption in parentheses as its value', () => {
    const pairs = findLabeledValues(groupLines(pageOfRows(FORM))).map((p) => [p.field, p.value]);
    expect(pairs).to.deep.include.members([['fullName', 'Anete Liepiņa'], ['dateOfBirth', '14.03.2002.']]);
    // A caption in parentheses names only the cell over it, never the value under it.
    expect(pairs.filter(([f]) => f === 'fullName')).to.have.length(1);
  });

  it('reads the holder, the birth date, the school, "ATESTĀTS" with the line under it, and the date of the place line', () => {
    const r = extractDocumentFields(doc(FORM), 'marksheet');
    expect(r.candidate).to.include({ fullName: 'Anete Liepiņa', dateOfBirth: '2002-03-14' });
    expect(r.institution.name).to.equal('Ezermalas vidusskola');
    expect(r.qualification).to.include({ name: 'ATESTĀTS par vispārējo vidējo izglītību', level: 'Higher Secondary', dateOfIssue: '2020-06-19', yearOfCompletion: 2020 });
  });

  it('reads a Lithuanian place line as the date of issue', () => {
    const r = extractDocumentFields(doc([[['PAVYZDŽIO GIMNAZIJA', 200, 16]], [['BRANDOS ATESTATAS', 220, 16]], [['Vardas, pavardė:', 60], ['Rūta Jankauskaitė', 200]], [['Kaunas, 2021 m. birželio 18 d.', 60]]]), 'marksheet');
    expect(r.qualification.dateOfIssue).to.equal('2021-06-18');
  });
});
