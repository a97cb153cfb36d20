/**
 * "An associate degree keeps the field it joins" (docs/document-understanding.md, "Qualification"; the `qualification.name`
 * convention of scripts/samples/families/README.md): "Associate of Applied Science in Welding Technology" is the
 * qualification's name, where "Bachelor of Science in Nursing" is "Bachelor of Science". Small generated pages.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows(rows)] });

describe('extraction: an associate degree keeps its field', () => {
  it('under a conferral caption', () => {
    const r = extractDocumentFields(doc([
      [['Prairie Hills Technical College', 40, 14]],
      [['Student:', 40, 9], ['Dana Whitfield', 140, 10]],
      [['Degree Awarded:', 40, 9], ['Associate of Applied Science in Welding Technology', 140, 10]],
      [['Date Conferred:', 40, 9], ['05/14/2022', 140, 10]],
    ]), 'diploma');
    expect(r.qualification.name).to.equal('Associate of Applied Science in Welding Technology');
    expect(r.qualification.level).to.equal('Associate');
  });

  it('in an award sentence, while a bachelor\'s degree is named without its field', () => {
    const award = (degree: string) => extractDocumentFields(doc([
      [['Prairie Hills Technical College', 40, 14]],
      [[`This certifies that Dana Whitfield has been awarded the ${degree}`, 40, 10]],
      [['with all the rights and privileges thereto, this fourteenth day of May, 2022.', 40, 10]],
    ]), 'diploma').qualification.name;
    expect(award('Associate of Science in Radiologic Technology')).to.equal('Associate of Science in Radiologic Technology');
    expect(award('Bachelor of Science in Radiologic Technology')).to.equal('Bachelor of Science');
  });
});
