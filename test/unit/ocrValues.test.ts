/**
 * Repair of OCR'd numbers by the column they stand in (docs/document-understanding.md, "Scans and
 * photos", "Numbers read by OCR"): a misread value of a column is changed only into a value of the
 * column's own shape, range and decimals; anything else stays as read.
 */
import { expect } from 'chai';
import { cyrillicTwinRepairs, letterFigureRepairs, repairInBand, repairOcrValues, zeroStepRepairs } from '../../src/processing/extraction/ocrValues';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText, TextItem } from '../../src/processing/types';

const band = (...texts: string[]) => texts.map((text) => ({ text }));
const GRADES = band('1,7', '2,0', '1,3', '2,3', '1,0', '3,0', '2,7', '5,0');

describe('OCR values: repair by the column', () => {
  it('turns look-alike letters and a misread separator into the column\'s grade', () => {
    expect(repairInBand('l,7', GRADES)).to.equal('1,7');
    expect(repairInBand('2,O', GRADES)).to.equal('2,0');
    expect(repairInBand('2:3', GRADES)).to.equal('2,3');
    expect(repairInBand('2.3', GRADES)).to.equal('2,3');
    expect(repairInBand('1,,3', GRADES)).to.equal('1,3');
    expect(repairInBand('(2,7)', GRADES)).to.equal('2,7');
  });

  it('puts back a dropped decimal comma only where the column prints those decimals, in its range', () => {
    expect(repairInBand('13', GRADES)).to.equal('1,3');
    expect(repairInBand('27', GRADES)).to.equal('2,7');
    // No grade of the column ends in ,1 or ,9, and none is above 5,0.
    expect(repairInBand('21', GRADES)).to.equal(null);
    expect(repairInBand('19', GRADES)).to.equal(null);
    expect(repairInBand('73', GRADES)).to.equal(null);
  });

  it('changes nothing in a column without one shape, nor a value the column\'s shape already has', () => {
    expect(repairInBand('13', band('5', '7,5', '15', '2,5', '10'))).to.equal(null);
    expect(repairInBand('4,0', GRADES)).to.equal(null);
    expect(repairInBand('B+', GRADES)).to.equal(null);
  });

  it('puts back the decimal comma of a two-digit value past a 0-10 scale the column proves', () => {
    // Every grade under ten printed with one decimal: "75" is 7,5 with its comma lost.
    const greek = band('6,0', '75', '85', '8.0', '8,5', '8.5', '9.0', '90', '7.5', '80', '5.5');
    expect(repairInBand('75', greek)).to.equal('7,5');
    expect(repairInBand('90', greek)).to.equal('9,0');
    // Two commas in the column: its dots are commas whose tail was lost.
    expect(repairInBand('8.5', greek)).to.equal('8,5');
    expect(repairInBand('75', band('6.0', '8.0', '8,5', '9.0', '90', '7.5'))).to.equal('7.5');
    expect(repairInBand('10', greek)).to.equal(null);
    // No grade of the column ends in ,3, and 1,5 is below its scale's range.
    expect(repairInBand('73', greek)).to.equal(null);
    expect(repairInBand('15', greek)).to.equal(null);
    // A column of credits prints bare digits beside its halves: its "15" is fifteen.
    expect(repairInBand('75', band('5', '7,5', '2,5', '6', '3,5', '15', '20', '7,5'))).to.equal(null);
  });

  it('reads three-decimal credit hours with the dot put back', () => {
    expect(repairInBand('3000', band('3.000', '4.000', '1.000', '3.000'))).to.equal('3.000');
    expect(repairInBand('3,000', band('3.000', '4.000', '1.000', '3.000'))).to.equal('3.000');
  });

  it('leaves text-layer pages as they are', () => {
    const item = (text: string, y: number): TextItem => ({ text, x: 400, y, width: 12, height: 9, fontName: null, fontSize: 9, confidence: null });
    const doc: DocumentText = { pages: [{ pageNumber: 1, width: 595, height: 842, source: 'text-layer', items: ['1,7', '2,0', '1,3', '2:3'].map((t, i) => item(t, 100 + 12 * i)) }] };
    expect(repairOcrValues(doc)).to.equal(doc);
  });
});

describe('OCR values: a scanned table', () => {
  const word = (text: string, x: number, y: number, confidence = 92): TextItem => ({ text, x, y, width: text.length * 4.6, height: 9, fontName: null, fontSize: 9, confidence });
  const rows: Array<[string, string, string, string]> = [
    ['MB-101', 'Höhere Mathematik I', '7,5', '2,0'],
    ['MB-102', 'Technische Mechanik', '5', 'l,7'],
    ['MB-103', 'Werkstoffkunde', '5', '2:3'],
    ['MB-104', 'Konstruktionslehre', '5', '1,3'],
    ['MB-105', 'Thermodynamik', '5', '3,0'],
    ['MB-106', 'Regelungstechnik', '5', '1,0'],
  ];
  const doc = (): DocumentText => ({
    pages: [{
      pageNumber: 1, width: 595, height: 842, source: 'ocr',
      items: [
        word('Notenübersicht', 240, 60),
        word('Nr.', 50, 120), word('Modul', 110, 120), word('ECTS', 380, 120), word('Note', 420, 120),
        ...rows.flatMap(([code, title, ects, grade], i) => {
          const y = 136 + 14 * i;
          return [word(code, 50, y), ...title.split(' ').reduce<TextItem[]>((acc, w) => [...acc, word(w, acc.length ? acc[acc.length - 1].x + acc[acc.length - 1].width + 3 : 110, y)], []), word(ects, 395 - ects.length * 4.6, y), word(grade, 420, y, grade.length === 3 && /\d,\d/.test(grade) ? 90 : 40)];
        }),
      ],
    }],
  });

  it('gives the grades the text PDF gives', () => {
    const result = extractDocumentFields(doc(), 'transcript');
    expect(result.courses.map((c) => [c.courseNumber, c.grade])).to.deep.equal(rows.map(([code], i) => [code, ['2,0', '1,7', '2,3', '1,3', '3,0', '1,0'][i]]));
  });
});

describe('OCR values: a comma read as a digit', () => {
  const COLUMN = band('3,3', '2,0', '2,7', '2,7', '2,3', '3,0', '2,3', '3,0', '2,0');
  it('is put back on a word read unsure, in the column\'s range widened a little, with its decimals', () => {
    expect(repairInBand('383', COLUMN, true)).to.equal('3,3');
    expect(repairInBand('17', COLUMN)).to.equal('1,7');
    expect(repairInBand('211', COLUMN, true)).to.equal(null);
  });
  it('is not guessed on a word read with confidence', () => {
    expect(repairInBand('383', COLUMN)).to.equal(null);
  });
});

describe('OCR values: the zero steps of the Korean 4.5 scale', () => {
  const cell = (text: string, y: number): TextItem => ({ text, x: 575, y, width: 10, height: 7, fontName: null, fontSize: 7, confidence: 90 });
  const column = (...texts: string[]) => texts.map((t, i) => cell(t, 100 + 12 * i));
  const read = (items: TextItem[]) => items.map((i) => zeroStepRepairs(items).get(i) ?? i.text);

  it('reads "AO" as A0 in a column of plus steps without minus steps or bare letters', () => {
    expect(read(column('A+', 'AO', 'B+', 'BO', 'C+', 'P', 'Bo'))).to.deep.equal(['A+', 'A0', 'B+', 'B0', 'C+', 'P', 'B0']);
  });

  it('leaves "AO" as read where the column shows another scale', () => {
    // Minus steps: a US-style scale.
    expect(read(column('A+', 'AO', 'B+', 'B-', 'C+'))).to.deep.equal(['A+', 'AO', 'B+', 'B-', 'C+']);
    // Bare letters: the plain step is printed without a zero.
    expect(read(column('A+', 'AO', 'B+', 'B', 'C+'))).to.deep.equal(['A+', 'AO', 'B+', 'B', 'C+']);
    // One plus step is no proof.
    expect(read(column('A+', 'AO', 'P', 'F', 'C0'))).to.deep.equal(['A+', 'AO', 'P', 'F', 'C0']);
  });
});

describe('OCR values: figures in a column of letter grades', () => {
  const cell = (text: string, y: number, confidence = 90): TextItem => ({ text, x: 500, y, width: 10, height: 7, fontName: null, fontSize: 7, confidence });
  const column = (...texts: string[]) => texts.map((t, i) => cell(t, 100 + 12 * i, /\d/.test(t) ? 60 : 90));
  const read = (items: TextItem[]) => {
    const fixed = letterFigureRepairs(items);
    return items.map((i) => (fixed.has(i) ? fixed.get(i) : i.text));
  };

  it('reads "8+" and "8" as B+ and B among letter grades with signs', () => {
    expect(read(column('A', '8+', 'B', 'A-', 'C+', 'B-', 'B+', '8', 'C'))).to.deep.equal(['A', 'B+', 'B', 'A-', 'C+', 'B-', 'B+', 'B', 'C']);
  });

  it('reads "8B", "B8" as BB on a two-letter scale', () => {
    expect(read(column('AA', 'BA', '8B', 'CB', 'CC', 'B8', 'DC'))).to.deep.equal(['AA', 'BA', 'BB', 'CB', 'CC', 'BB', 'DC']);
  });

  it('drops a figure that names no one letter ("6" for C or B, "0" for D, "5" for S), and the 8 beside it', () => {
    expect(read(column('A', '6', 'B+', 'D+', '0', 'C+', 'B', '8', 'A', 'B+'))).to.deep.equal(['A', null, 'B+', 'D+', null, 'C+', 'B', null, 'A', 'B+']);
  });

  it('takes the dot off a letter grade read with one', () => {
    expect(read(column('A', 'C+.', 'B+', 'D+', 'C'))).to.deep.equal(['A', 'C+', 'B+', 'D+', 'C']);
  });

  it('leaves a band as read where figures are a third of it or more, or letters are few', () => {
    expect(read(column('A', '8+', 'B', 'C'))).to.deep.equal(['A', '8+', 'B', 'C']);
    expect(read(column('A', '8', 'B', '6', 'C', 'A', '7'))).to.deep.equal(['A', '8', 'B', '6', 'C', 'A', '7']);
    // A column of numbers with a few letters ("A" for absent).
    expect(read(column('7', '8', 'A', '9', '6', 'B', '5'))).to.deep.equal(['7', '8', 'A', '9', '6', 'B', '5']);
  });
});

describe('OCR values: Cyrillic twins of letter grades', () => {
  const cell = (text: string, y: number, x = 520, confidence = 95): TextItem => ({ text, x, y, width: 6, height: 8, fontName: null, fontSize: 8, confidence });
  const column = (...texts: string[]) => texts.map((t, i) => cell(t, 100 + 17 * i, 520, t === 'р' ? 64 : 95));
  const read = (items: TextItem[]) => {
    const fixed = cyrillicTwinRepairs(items);
    return items.map((i) => (fixed.has(i) ? fixed.get(i) : i.text));
  };

  it('reads the Cyrillic А, В, С, Е of an ECTS column as A, B, C, E and drops a letter of no twin', () => {
    expect(read(column('В', 'р', 'А', 'А', 'В', 'С', 'Е', 'р', 'А'))).to.deep.equal(['B', null, 'A', 'A', 'B', 'C', 'E', null, 'A']);
    // Among Latin grades read as such.
    expect(read(column('B', 'A', 'С', 'D', 'В'))).to.deep.equal(['B', 'A', 'C', 'D', 'B']);
  });

  it('leaves the words as read where the band is no grade column', () => {
    // Too few letters.
    expect(read(column('В', 'А', 'С'))).to.deep.equal(['В', 'А', 'С']);
    // Letters of no twin a third of the band or more.
    expect(read(column('В', 'р', 'А', 'д', 'С', 'к'))).to.deep.equal(['В', 'р', 'А', 'д', 'С', 'к']);
    // Prepositions opening lines of prose: a word follows each.
    const prose = ['В', 'С', 'А', 'В', 'Е'].flatMap((t, i) => [cell(t, 100 + 12 * i, 40), cell('році', 100 + 12 * i, 49)]);
    expect(read(prose)).to.deep.equal(prose.map((i) => i.text));
  });
});

describe('OCR values: a scanned table of letter grades', () => {
  const word = (text: string, x: number, y: number, confidence = 92): TextItem => ({ text, x, y, width: text.length * 4.6, height: 9, fontName: null, fontSize: 9, confidence });
  const rows: Array<[string, string, string, string]> = [
    ['HIS 101', 'World History', '3', 'A-'],
    ['MAT 120', 'College Algebra', '4', '8+'],
    ['ENG 110', 'Composition', '3', 'B'],
    ['BIO 105', 'General Biology', '4', 'C+'],
    ['CHE 101', 'Chemistry', '4', 'A'],
    ['PSY 100', 'Psychology', '3', 'B-'],
  ];
  const doc = (): DocumentText => ({
    pages: [{
      pageNumber: 1, width: 612, height: 792, source: 'ocr',
      items: [
        word('Course', 50, 120), word('Title', 130, 120), word('Credits', 360, 120), word('Grade', 420, 120),
        ...rows.flatMap(([code, title, credits, grade], i) => {
          const y = 136 + 14 * i;
          const [dept, num] = code.split(' ');
          return [word(dept, 50, y), word(num, 70, y), ...title.split(' ').reduce<TextItem[]>((acc, w) => [...acc, word(w, acc.length ? acc[acc.length - 1].x + acc[acc.length - 1].width + 3 : 130, y)], []), word(credits, 375, y), word(grade, 425, y, /\d/.test(grade) ? 70 : 93)];
        }),
      ],
    }],
  });

  it('gives the grades the text PDF gives', () => {
    const result = extractDocumentFields(doc(), 'transcript');
    expect(result.courses.map((c) => c.grade)).to.deep.equal(['A-', 'B+', 'B', 'C+', 'A', 'B-']);
  });
});

describe('OCR values: a stray in a column of grade words', () => {
  const word = (text: string, x: number, y: number, confidence = 92): TextItem => ({ text, x, y, width: text.length * 4.6, height: 9, fontName: null, fontSize: 9, confidence });
  const rows: Array<[string, string, string, string]> = [
    ['ACC 101', 'Financial Accounting', '3', 'Good'],
    ['ACC 112', 'Cost Accounting', '3', '600'],
    ['ECO 120', 'Microeconomics', '3', 'Pass'],
    ['MGT 130', 'Principles of Management', '3', 'Very Good'],
    ['ACC 140', 'Tax Accounting', '3', 'وكهم'],
    ['ACC 150', 'Auditing', '3', 'Excellent'],
    ['MAT 160', 'Business Mathematics', '3', 'Good'],
  ];
  const doc = (): DocumentText => ({
    pages: [{
      pageNumber: 1, width: 612, height: 792, source: 'ocr',
      items: [
        word('Code', 50, 120), word('Course', 130, 120), word('Credits', 360, 120), word('Grade', 420, 120),
        ...rows.flatMap(([code, title, credits, grade], i) => {
          const y = 136 + 14 * i;
          const [dept, num] = code.split(' ');
          const cells = (text: string, x0: number) => text.split(' ').reduce<TextItem[]>((acc, w) => [...acc, word(w, acc.length ? acc[acc.length - 1].x + acc[acc.length - 1].width + 3 : x0, y)], []);
          return [word(dept, 50, y), word(num, 70, y), ...cells(title, 130), word(credits, 375, y), ...cells(grade, 420)];
        }),
      ],
    }],
  });

  it('is null, not served as read', () => {
    const result = extractDocumentFields(doc(), 'transcript');
    expect(result.courses.map((c) => c.grade)).to.deep.equal(['Good', null, 'Pass', 'Very Good', null, 'Excellent', 'Good']);
  });
});
