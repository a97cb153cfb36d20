/**
 * Rule "A line of study after a school-leaving stage" (docs/document-understanding.md, "Key-value reading", forms of the
 * rotated group g-): the line of study and the results formula printed after the stage ("med … studieinriktning med
 * följande resultat", "with the following results") are no part of the qualification's name. Swedish and English.
 */
import { expect } from 'chai';
import { normalizeDegreeName } from '../../src/processing/extraction/fields';

describe('extraction: a line of study after a school-leaving stage', () => {
  it('cuts the line of study and the results formula from the stage', () => {
    expect(normalizeDegreeName('Gymnasieexamen med naturvetenskaplig studieinriktning med följande resultat')).to.equal('Gymnasieexamen');
    expect(normalizeDegreeName('Studentereksamen with the following results')).to.equal('Studentereksamen');
  });

  it('leaves a stage without such a tail as printed', () => {
    expect(normalizeDegreeName('Studentereksamen')).to.equal('Studentereksamen');
    expect(normalizeDegreeName('Gymnasieexamen')).to.equal('Gymnasieexamen');
  });
});
