/**
 * An examination's name and its sitting (docs/document-understanding.md, rule "An examination's sitting after a
 * dash"), on a small generated statement of results: the months of the sitting joined by a slash are cut whole.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { qualificationLevel } from '../../src/processing/extraction/qualifications';
import { pageOfRows } from '../support/textPages';

describe('extraction: an examination and its sitting', () => {
  it('cuts a sitting of two months joined by a slash whole from the examination', () => {
    const r = extractDocumentFields({
      pages: [pageOfRows([
        [['Ministry of Education', 100]],
        [['STATEMENT OF RESULTS', 250, 14]],
        [['KENYA CERTIFICATE OF SECONDARY EDUCATION — OCTOBER/NOVEMBER 2019', 160, 12]],
        [['CANDIDATE NAME', 60], ['CENTRE', 300]],
        [['OTIENO, BRIAN', 60], ['KISUMU BOYS HIGH SCHOOL', 300]],
      ])],
    }, 'marksheet');
    expect([r.qualification.name, r.qualification.yearOfCompletion]).to.deep.equal(['Kenya Certificate of Secondary Education', 2019]);
  });

  it('knows the regional advanced proficiency examination as an upper-secondary qualification', () => {
    expect(qualificationLevel('Caribbean Advanced Proficiency Examination')).to.equal('Higher Secondary');
  });
});
