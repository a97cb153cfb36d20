import { expect } from 'chai';
import { cleanInstitutionName, findIssuer } from '../../src/processing/extraction/issuer';
import { findLabeledValues } from '../../src/processing/extraction/labels';
import { documentLines } from '../../src/processing/text/layout';
import type { DocumentText } from '../../src/processing/types';

function issuerOf(rows: Array<[string, number]>) {
  let y = 40;
  const items = rows.map(([text, size]) => {
    const it = { text, x: 60, y, width: text.length * size * 0.5, height: size, fontName: 'Helvetica', fontSize: size, confidence: null };
    y += size * 1.6;
    return it;
  });
  const doc: DocumentText = { pages: [{ pageNumber: 1, width: 595, height: 842, source: 'text-layer', items }] };
  const lines = documentLines(doc);
  return findIssuer(lines, { labeled: findLabeledValues(lines) });
}

// Rule "A seat after a dash is part of the name" (docs/document-understanding.md, "Institution and country").
describe('extraction: the issuer — a seat after a dash', () => {
  it('keeps a city after a spaced dash when nothing else follows', () => {
    expect(cleanInstitutionName('Технички универзитет – Битола')).to.equal('Технички универзитет – Битола');
    expect(cleanInstitutionName('Universidad Técnica – Cartagena')).to.equal('Universidad Técnica – Cartagena');
  });

  it('still cuts an address after the dash', () => {
    expect(cleanInstitutionName('Universidad Técnica – Calle Mayor 5, Cartagena')).to.equal('Universidad Técnica');
    expect(cleanInstitutionName('Технички универзитет – ул. Партизанска 12, Битола')).to.equal('Технички универзитет');
  });
});

// Rule "A language one country speaks" (docs/document-understanding.md, "Institution and country").
describe('extraction: the issuer — a language one country speaks', () => {
  const body: Array<[string, number]> = [
    ['DYPLOM UKOŃCZENIA STUDIÓW', 12],
    ['Imię i nazwisko: Zofia Wójcik, data urodzenia 4 marca 1997 r.', 10],
    ['ukończyła studia pierwszego stopnia na kierunku ekonomia', 10],
    ['i uzyskała tytuł zawodowy licencjata z wynikiem bardzo dobry.', 10],
  ];

  it('places an institution named in the language of one country there', () => {
    expect(issuerOf([['Akademia Nadwiślańska', 16], ...body]).countryCode).to.equal('PL');
  });

  it('says nothing of an institution named in English', () => {
    expect(issuerOf([['Vistula Business Academy', 16], ...body]).countryCode).to.equal(null);
  });

  it('says nothing of a language several countries speak', () => {
    const es: Array<[string, number]> = [
      ['Universidad Técnica Superior', 16],
      ['CERTIFICADO ACADÉMICO', 12],
      ['Nombre y apellidos: Lucía Gómez, fecha de nacimiento 4 de marzo de 1997.', 10],
      ['ha cursado los estudios del grado con la calificación de notable.', 10],
    ];
    expect(issuerOf(es).countryCode).to.equal(null);
  });
});
