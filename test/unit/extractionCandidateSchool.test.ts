/**
 * An examination's statement of results names the school its candidate sat at under a caption
 * ("School", "Centre", "Name of Institution"); the board or council issues it (scripts/samples/families/README.md,
 * a board's marksheet). With the board's own line not printed, that school is no issuer: the
 * institution is null (docs/document-understanding.md, "Honesty", "A candidate's school is no issuer").
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows(rows)] });

describe('extraction: a candidate\'s school is no issuer', () => {
  it('reads no institution from the school caption of a marksheet without its board', () => {
    const r = extractDocumentFields(
      doc([
        [['MARKS STATEMENT', 220, 14]],
        [['SENIOR SCHOOL CERTIFICATE EXAMINATION, 2020', 160, 12]],
        [['Name of Candidate', 40, 10], ['ANANYA VERMA', 200, 10], ['Roll No.', 380, 10], ['78128392', 460, 10]],
        [['School', 40, 10], ['11707 BRIARWOOD SR. SEC. SCHOOL', 200, 10]],
        [['SUB. CODE', 40, 9], ['SUBJECT', 120, 9], ['MARKS', 400, 9]],
        [['301', 40, 10], ['ENGLISH CORE', 120, 10], ['065', 400, 10]],
      ]),
      'marksheet',
    );
    expect(r.institution.name).to.equal(null);
  });

  it('reads no institution from the centre of a results printout without its council', () => {
    const r = extractDocumentFields(
      doc([
        [['Senior School Certificate Examination 2023 - Candidate Results', 60, 13]],
        [['Index No', 40, 10], ['U9936/877', 200, 10]],
        [['Name', 40, 10], ['NAKATO, Esther', 200, 10]],
        [['Centre', 40, 10], ['ST. BRENDAN HIGH SCHOOL FERNHILL', 200, 10]],
        [['Subject', 40, 9], ['Grade', 400, 9]],
        [['HISTORY', 40, 10], ['B', 400, 10]],
      ]),
      'marksheet',
    );
    expect(r.institution.name).to.equal(null);
  });

  it('still reads the school of a school\'s own transcript', () => {
    const r = extractDocumentFields(
      doc([
        [['OFFICIAL TRANSCRIPT', 220, 14]],
        [['Student Name', 40, 10], ['Lena Morrow', 200, 10], ['Student ID', 380, 10], ['448812', 460, 10]],
        [['School', 40, 10], ['Fernhill Regional High School', 200, 10]],
        [['Course', 40, 9], ['Grade', 400, 9]],
        [['English 9', 40, 10], ['A', 400, 10]],
      ]),
      'transcript',
    );
    expect(r.institution.name).to.equal('Fernhill Regional High School');
  });
});
