/**
 * A bilingual header read by OCR word by word (docs/document-understanding.md, "Scans and photos",
 * "A header over its translation"): the national labels over their English translation are one
 * header, not labels cut in two, and the ECTS letter is the grade whichever half names the points.
 */
import { expect } from 'chai';
import { extractCourseTable, sameColumns, matchHeader } from '../../src/processing/extraction/table';
import { documentLines } from '../../src/processing/text';
import type { TextItem } from '../../src/processing/types';

type Cell = [string, number];

/** One line read by OCR: each word an item of its own at 5 pt a character. */
function line(cells: Cell[], y: number): TextItem[] {
  const out: TextItem[] = [];
  for (const [text, x] of cells) {
    let cx = x;
    for (const w of text.split(' ')) {
      out.push({ text: w, x: cx, y, width: w.length * 5, height: 8, fontName: null, fontSize: 8, confidence: 90 });
      cx += w.length * 5 + 3;
    }
  }
  return out;
}

function read(lines: Cell[][]) {
  const items = lines.flatMap((cells, i) => line(cells, 100 + i * 14));
  return extractCourseTable(documentLines({ pages: [{ pageNumber: 1, width: 612, height: 860, source: 'ocr', items }] }));
}

describe('course table read by OCR: a header over its translation', () => {
  const national: Cell[] = [['№', 34], ['Назва компонента', 60], ['Кредити', 255], ['Бали', 300], ['Національна оцінка', 340], ['Оцінка ЄКТС', 480]];
  const english: Cell[] = [['Course title', 60], ['ECTS credits', 252], ['Points', 300], ['National grade', 345], ['ECTS grade', 480]];
  const row = (k: number, title: string, cr: string, pts: string, word: string, letter: string): Cell[] => [[String(k), 36], [title, 60], [cr, 265], [pts, 305], [word, 350], [letter, 492]];
  const rows = [
    row(1, 'Філософія / Philosophy', '6', '86', 'Добре / Good', 'B'),
    row(2, 'Фізика / Physics', '4', '93', 'Відмінно / Excellent', 'A'),
    row(3, 'Геодезія / Geodesy', '5', '70', 'Задовільно / Satisfactory', 'D'),
  ];

  it('reads the English line under the national labels as the same header, the number sign printed once', () => {
    expect(sameColumns(matchHeader(line(national, 100)), matchHeader(line(english, 114)))).to.equal(true);
  });

  it('takes the ECTS letter as the grade and the points as the mark, not the national grade word', () => {
    const t = read([national, english, ...rows]);
    expect(t.courses.map((c) => [c.courseName, c.credit, c.marksScored, c.grade])).to.deep.equal([
      ['Philosophy', 6, 86, 'B'], ['Physics', 4, 93, 'A'], ['Geodesy', 5, 70, 'D'],
    ]);
  });

  it('reads a code label printed once over both lines as part of the same header, titles whole', () => {
    const fr: Cell[] = [['Code', 40], ['Unité d\'enseignement', 90], ['Crédits ECTS', 400], ['Note /20', 480]];
    const en: Cell[] = [['Course unit', 90], ['ECTS credits', 400], ['Mark /20', 480]];
    const r = (code: string, title: string, cr: string, mark: string): Cell[] => [[code, 40], [title, 90], [cr, 420], [mark, 490]];
    const t = read([fr, en, r('U11', 'Culture générale et expression', '5', '15,00'), r('U12', 'Communication en langue vivante étrangère', '5', '13,50'), r('U13', 'Mathématiques appliquées', '6', '11,00')]);
    expect(t.courses.map((c) => [c.courseNumber, c.courseName, c.credit, c.marksScored])).to.deep.equal([
      ['U11', 'Culture générale et expression', 5, 15], ['U12', 'Communication en langue vivante étrangère', 5, 13.5], ['U13', 'Mathématiques appliquées', 6, 11],
    ]);
  });
});
