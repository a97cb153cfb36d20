/**
 * Key fields of systems the hand-written lexicon did not cover, each on a small page generated
 * from the public conventions of its country's forms (docs/document-understanding.md, "Key-value
 * reading", "Institution and country", "Qualification"). Institutions and people are invented.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentKind, DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const read = (kind: DocumentKind, rows: Cell[][]) => extractDocumentFields({ pages: [pageOfRows(rows)] } as DocumentText, kind);

describe('extraction: key fields of other systems\' forms', () => {
  it('reads the captions of a right-to-left line from its right edge ("محمد … | الاسم:")', () => {
    const r = read('marksheet', [
      [['116141', 40], ['رقم الجلوس:', 120], ['جمهورية مصر العربية', 400]],
      [['شهادة إتمام الدراسة الثانوية العامة', 250]],
      [['محمد إبراهيم علي سليمان', 250], ['الاسم:', 450]],
      [['09/02/2000', 250], ['تاريخ الميلاد:', 450]],
      [['مدير عام الامتحانات', 40], ['19/08/2018', 250], ['تحريرا في:', 400]],
    ]);
    expect(r.candidate.fullName).to.equal('محمد إبراهيم علي سليمان');
    expect(r.candidate.dateOfBirth).to.equal('2000-02-09');
    expect(r.qualification.registrationNumber).to.equal('116141');
    expect(r.qualification.dateOfIssue).to.equal('2018-08-19');
  });

});
