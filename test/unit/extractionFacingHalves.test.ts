/**
 * A spread printed as two facing halves (docs/document-understanding.md, rules "A facing half shares the table's
 * lines" and "A name's parts stacked over their caption"): the holder's name on the left half, one part a line over
 * the caption in parentheses, the subjects on the right half at heights that interleave with it. A small generated
 * landscape page in another language and layout than the development family; names and subjects are invented.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText, PageText } from '../../src/processing/types';
import { textItem } from '../support/textPages';

const spread = (cells: Array<[string, number, number, number]>): DocumentText => ({
  pages: [{ pageNumber: 1, width: 842, height: 595, source: 'text-layer', items: cells.map(([t, x, y, s]) => textItem(t, x, y, s)) } as PageText],
});

describe('extraction: facing halves of a spread', () => {
  it("reads a name stacked a part a line over its caption, on the other half's course rows", () => {
    const r = extractDocumentFields(
      spread([
        ['ДОДАТОК', 150, 40, 14],
        ['Предмет', 470, 66, 9], ['Оцінка', 730, 66, 9],
        ['до свідоцтва про здобуття повної загальної середньої освіти', 60, 82, 9],
        ['Українська мова', 470, 89, 10], ['10', 740, 89, 10],
        ['Українська література', 470, 107, 10], ['9', 740, 107, 10],
        ['Математика', 470, 125, 10], ['11', 740, 125, 10],
        ['Коваленко', 170, 134, 10],
        ['Історія України', 470, 143, 10], ['8', 740, 143, 10],
        ['Марія', 180, 154, 10],
        ['Біологія', 470, 161, 10], ['12', 740, 161, 10],
        ['Петрівна', 175, 174, 10],
        ['Хімія', 470, 179, 10], ['10', 740, 179, 10],
        ["(прізвище, ім'я, по батькові)", 160, 190, 7],
        ['Фізика', 470, 197, 10], ['9', 740, 197, 10],
        ['Географія', 470, 215, 10], ['11', 740, 215, 10],
      ]),
      'transcript',
    );
    expect(r.courses.map((c) => c.courseName)).to.include.members(['Біологія', 'Хімія', 'Географія']);
    expect(r.candidate.fullName).to.equal('Марія Петрівна Коваленко');
  });
});
