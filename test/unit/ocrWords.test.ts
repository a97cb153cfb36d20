/**
 * OCR word boxes tidied where Tesseract cuts them wrongly (docs/document-understanding.md, "Scans
 * and photos", "Words read by OCR"): a rule's bar glued to a word, two words of a tight header cell
 * read as one.
 */
import { expect } from 'chai';
import { tidyOcrWords } from '../../src/processing/text/ocrWords';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { TextItem } from '../../src/processing/types';

const word = (text: string, x: number, y = 100, confidence = 91): TextItem => ({ text, x, y, width: text.length * 5, height: 9, fontName: null, fontSize: 9, confidence });

describe('OCR words: tidied', () => {
  it('reads a dollar sign between two letters of a word as the "š" it stands for', () => {
    expect(tidyOcrWords([word('(dzim$Sanas', 10), word('datums)', 80), word('PIEDALI$ANAS', 150)]).map((w) => w.text)).to.deep.equal(['(dzimšanas', 'datums)', 'PIEDALIŠANAS']);
    // A currency sign before or after a number, or alone, is print.
    expect(tidyOcrWords([word('$120', 10), word('US$', 60), word('$', 90)]).map((w) => w.text)).to.deep.equal(['$120', 'US$', '$']);
  });

  it('drops a table rule read as a bar glued to a word', () => {
    expect(tidyOcrWords([word('ECTS|', 370), word('|Status', 467)]).map((w) => [w.text, w.x, w.width])).to.deep.equal([['ECTS', 370, 20], ['Status', 472, 30]]);
    // A bar alone, or beside one character, is left to the table reader (a rule, a speck).
    expect(tidyOcrWords([word('|', 10), word('|1', 20)]).map((w) => w.text)).to.deep.equal(['|', '|1']);
    // A rule's piece read as an underscore before a word.
    expect(tidyOcrWords([word('_Structures', 400), word('_', 300)]).map((w) => w.text)).to.deep.equal(['Structures', '_']);
  });

  it('splits a word joined to an abbreviation, and keeps names and words with an inner capital', () => {
    expect(tidyOcrWords([word('CreditHrs', 445)]).map((w) => [w.text, w.x, w.width])).to.deep.equal([['Credit', 445, 30], ['Hrs', 475, 15]]);
    expect(tidyOcrWords([word('QualityPts', 0)]).map((w) => w.text)).to.deep.equal(['Quality', 'Pts']);
    for (const t of ['McKenzie', 'MacDonald', 'JavaScript', 'PowerPoint', 'iPhone', 'DeVry']) expect(tidyOcrWords([word(t, 0)]).map((w) => w.text)).to.deep.equal([t]);
  });

  it('gives a scanned transcript whose "Credit Hrs" header was read as one word its credits', () => {
    const header = [word('Subj', 44), word('Crse', 70), word('Course', 113), word('Title', 146), word('CreditHrs', 445), word('Grade', 501), word('Quality', 544), word('Pts', 580)];
    const rows = [
      ['HIST', '105', 'United States History', '3.000', 'A', '12.00'],
      ['ECON', '201', 'Principles of Microeconomics', '3.000', 'B', '9.00'],
      ['PSYC', '210', 'Research Methods in Psychology', '4.000', 'B+', '13.20'],
      ['PHIL', '120', 'Introduction to Ethics', '3.000', 'A', '12.00'],
    ];
    const items = [
      word('OFFICIAL', 236, 40), word('ACADEMIC', 296, 40), word('TRANSCRIPT', 364, 40),
      ...header,
      ...rows.flatMap(([subj, crse, title, hrs, grade, pts], i) => {
        const y = 116 + 14 * i;
        const titleWords = title.split(' ').reduce<TextItem[]>((acc, w) => [...acc, word(w, acc.length ? acc[acc.length - 1].x + acc[acc.length - 1].width + 4 : 113, y)], []);
        return [word(subj, 44, y), word(crse, 74, y), ...titleWords, word(hrs, 465, y), word(grade, 509, y), word(pts, 568, y)];
      }),
    ];
    const page = { pageNumber: 1, width: 612, height: 792, source: 'ocr' as const, items: tidyOcrWords(items) };
    const courses = extractDocumentFields({ pages: [page] }, 'transcript').courses;
    expect(courses.map((c) => [c.courseNumber, c.credit, c.grade])).to.deep.equal([
      ['HIST 105', 3, 'A'],
      ['ECON 201', 3, 'B'],
      ['PSYC 210', 4, 'B+'],
      ['PHIL 120', 3, 'A'],
    ]);
  });
});
