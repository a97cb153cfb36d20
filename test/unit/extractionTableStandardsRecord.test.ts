/**
 * A record of achievement standards, as New Zealand's NCEA records print them: "Standard | Title |
 * Level | Credits | Result | Int/Ext", the standard's number as the code, results N/A/M/E (Not
 * Achieved, Achieved, Merit, Excellence) as the grade, and a page footer counting the pages that is
 * no course. Small generated pages; invented school, standards and results.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const row = (code: string, title: string, level: string, credits: string, result: string, mode: string): Cell[] => [
  [code, 43], [title, 97], [level, 369], [credits, 409], [result, 462], [mode, 512],
];

describe('extraction: a record of achievement standards', () => {
  it('reads the standard as the code, the credits, the N/A/M/E result as the grade, and no page footer', () => {
    const doc: DocumentText = {
      pages: [pageOfRows([
        [['Harbourview High School', 48, 14]],
        [['Nelson, New Zealand', 48, 9]],
        [['RECORD OF LEARNING', 48, 12]],
        [['Student:', 48], ['TAYLOR, AMELIA', 120]],
        [['Standard', 43, 7.5], ['Title', 97, 7.5], ['Level', 361, 7.5], ['Credits', 398, 7.5], ['Result', 453, 7.5], ['Int/Ext', 514, 7.5]],
        row('91001', 'Chemistry 1.1 — Carry out a practical investigation', '1', '4', 'M', 'Internal'),
        row('91002', 'Chemistry 1.2 — Demonstrate understanding of bonding', '1', '5', 'A', 'External'),
        row('91003', 'Physics 1.1 — Demonstrate understanding of mechanics', '1', '6', 'E', 'External'),
        row('91004', 'Physics 1.2 — Carry out a practical investigation', '1', '3', 'N', 'Internal'),
        row('91005', 'Statistics 1.1 — Investigate bivariate data', '1', '4', 'A', 'Internal'),
        [['Harbourview High School — Record of Learning — page 1 of', 48, 8], ['2', 409, 8]],
      ])],
    };
    const r = extractDocumentFields(doc, 'transcript');
    expect(r.courses.map((c) => [c.courseNumber, c.credit, c.grade])).to.deep.equal([
      ['91001', 4, 'M'], ['91002', 5, 'A'], ['91003', 6, 'E'], ['91004', 3, 'N'], ['91005', 4, 'A'],
    ]);
  });
});
