/**
 * Conventions found by the corpus-nk development families (a Kenyan results portal page, a Zimbabwean transcript with
 * coursework, examination and final marks) and fixed by their general cause (docs/document-understanding.md): a web
 * address is no caption, and the class a final mark falls in is the row's grade. Small generated pages; people,
 * numbers and institutions are invented.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { TextItem } from '../../src/processing/types';
import { textItem } from '../support/textPages';

const page = (items: TextItem[]) => ({ pageNumber: 1, width: 595, height: 842, source: 'text-layer' as const, items });

describe('extraction: conventions of the corpus-nk documents (results portal, mark components)', () => {
  it('reads no qualification from a page\'s web address that holds its abbreviation ("https://…/kcse/results")', () => {
    const items = [
      textItem('https://results.exams-board.example.ke/kcse/results', 132, 9, 8),
      textItem('KENYA NATIONAL EXAMINATIONS COUNCIL', 72, 36, 12.5),
      textItem('KCSE 2019 RESULTS', 40, 88, 17),
      textItem('Kenya Certificate of Secondary Education Examination, 2019', 40, 110, 10),
      textItem('Index Number', 56, 142, 8),
      textItem('30412233/017', 56, 153, 10.5),
      textItem('P.O. Box 73598-00200, Nairobi, Kenya', 40, 660, 8),
    ];
    const r = extractDocumentFields({ pages: [page(items)] }, 'marksheet');
    expect(r.qualification.name).to.equal('Kenya Certificate of Secondary Education');
    expect(r.qualification.yearOfCompletion).to.equal(2019);
  });

  it('reads the "Class" of each final mark (1, 2.1, 2.2, 3) as the row\'s grade, the final mark as its mark', () => {
    const rows: Array<[string, string, string, string, string, string]> = [
      ['ACC1111', 'Financial Accounting I', '31', '43', '74', '2.1'],
      ['ACC1121', 'Business Mathematics', '33', '45', '78', '1'],
      ['ACC1131', 'Microeconomics', '22', '33', '55', '3'],
      ['ACC1141', 'Communication Skills', '29', '35', '64', '2.2'],
    ];
    const xs = [42, 100, 330, 382, 434, 490];
    const items = [
      textItem('MAZOWE VALLEY UNIVERSITY', 90, 32, 14),
      textItem('P. Bag 1020, Bindura, Zimbabwe', 90, 52, 8.5),
      ...['Code', 'Module Title', 'CW (40%)', 'Exam (60%)', 'Final Mark', 'Class'].map((h, i) => textItem(h, xs[i], 150, 8.6)),
      ...rows.flatMap((row, k) => row.map((v, i) => textItem(v, xs[i], 166 + k * 14, 8.6))),
    ];
    const r = extractDocumentFields({ pages: [page(items)] }, 'transcript');
    expect(r.courses.map((c) => [c.courseName, c.marksScored, c.grade])).to.deep.equal(rows.map((row) => [row[1], Number(row[4]), row[5]]));
  });
});
