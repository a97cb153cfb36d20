/**
 * What the scans of l- and the older development scans showed (docs/document-understanding.md, "Scans and photos"):
 * OCR words and lines written for each rule, no family's document.
 */
import { expect } from 'chai';
import { misfitColumn, numberColumns, type BoxWord } from '../../src/processing/text/ocrReread';
import { dashesOnTheirLine, type OcrWord } from '../../src/processing/text/tesseractOcr';
import { repairOcr } from '../../src/processing/extraction/table';
import { letterFigureRepairs } from '../../src/processing/extraction/ocrValues';
import { tidyOcrWords } from '../../src/processing/text/ocrWords';
import type { TextItem } from '../../src/processing/types';
import { findIssuer } from '../../src/processing/extraction/issuer';
import { documentLines } from '../../src/processing/text';
import type { ExtractedCourse } from '../../src/processing/types';
import { ocrLine, type OcrCell } from '../support/ocrLines';

const ocrWord = (text: string, left: number, top: number, height: number, confidence = 95): OcrWord => ({ text, left, top, width: 14 * text.length, height, confidence, block: 1, paragraph: 1, line: 1 });

describe('OCR: what the scans of l- and the older development scans showed', () => {
  it('sets a dash between two words of its line on their band ("A dash between the words of its line")', () => {
    // "CERTIFICATE — NOTICE": the dash boxed by its stroke, 4 px high at the letters' middle.
    const words = [ocrWord('CERTIFICATE', 100, 200, 30), { ...ocrWord('—', 270, 213, 4, 93), width: 30 }, ocrWord('NOTICE', 312, 200, 30)];
    expect(dashesOnTheirLine(words)[1]).to.include({ top: 200, height: 30 });
    // A dash read unsure, or far from its line's words (a cell printed for no value), keeps its box.
    expect(dashesOnTheirLine([words[0], { ...words[1], confidence: 60 }, words[2]])[1]).to.include({ top: 213, height: 4 });
    const far = [ocrWord('Physics', 100, 200, 30), { ...ocrWord('-', 400, 213, 4, 93), width: 14 }, ocrWord('6', 700, 200, 30)];
    expect(dashesOnTheirLine(far)[1]).to.include({ top: 213, height: 4 });
    // The slash between a caption's two languages, boxed as a sliver.
    const caption = [ocrWord('nasterii', 100, 200, 30), { ...ocrWord('/', 222, 226, 2, 87), width: 8 }, ocrWord('date', 236, 200, 30)];
    expect(dashesOnTheirLine(caption)[1]).to.include({ top: 200, height: 30 });
    // A dash at a line's end has no word after it.
    expect(dashesOnTheirLine(words.slice(0, 2))[1]).to.include({ top: 213, height: 4 });
  });

  it('reads again a word of letters read unsure in a number column, also on the row after its last sure value ("A word read unsure in a column of numbers")', () => {
    const cell = (text: string, top: number, confidence: number): BoxWord => ({ text, left: 500, top, width: 12 * text.length, height: 20, confidence });
    const grades = ['2', '6', '5', '7', '6'].map((t, k) => cell(t, 100 + 40 * k, 96));
    const cols = numberColumns(grades);
    expect(cols.map((c) => c.shape)).to.deep.equal(['1']);
    // "yf" read at 30 for the "7" of the next row.
    expect(misfitColumn(cell('yf', 300, 30), cols)?.shape).to.equal('1');
    // Letters read surely are print ("V", "BE"), and an unsure word two rows away is in no column.
    expect(misfitColumn(cell('BE', 300, 85), cols)).to.equal(null);
    expect(misfitColumn(cell('yf', 380, 30), cols)).to.equal(null);
  });

  it('reads a capital echoed in lower case among grades and marks of courses in progress ("A mark of a course in progress among letter grades")', () => {
    const course = (grade: string): ExtractedCourse => ({
      courseNumber: null, courseName: 'x', credit: null, grade, alternateGrade: null, marksScored: null, maximumMarks: null, passStatus: null, term: null, session: null, year: null,
    });
    const audit = ['Cc', 'D', 'IP', 'IP'].map(course);
    repairOcr(audit);
    expect(audit.map((c) => c.grade)).to.deep.equal(['C', 'D', 'IP', 'IP']);
    // Among grade words nothing is changed.
    const words = ['Aa', 'Gut', 'IP', 'Sehr gut'].map(course);
    repairOcr(words);
    expect(words.map((c) => c.grade)).to.deep.equal(['Aa', 'Gut', 'IP', 'Sehr gut']);
  });

  it('takes a country after a point OCR read unsure in a place for the address\'s comma ("A comma read as a point before a country")', () => {
    const countryOf = (footer: OcrCell[]) => {
      const lines: OcrCell[][] = [[['Harbourside Community College', 20]], [['Degree Audit', 20]], footer];
      const items = lines.flatMap((cells, i) => ocrLine(cells, 100 + i * 14));
      return findIssuer(documentLines({ pages: [{ pageNumber: 1, width: 612, height: 860, source: 'ocr', items }] })).countryCode;
    };
    const footer = (confidence: number): OcrCell[] => [['Harbourside Community College -', 20, 90], ['Road Town, Tortola.', 180, confidence], ['British Virgin Islands VG1110 - Audit run February 21, 2018', 274, 95]];
    expect(countryOf(footer(72))).to.equal('VG');
    // A point read surely ends a sentence.
    expect(countryOf(footer(96))).to.equal(null);
  });

  it('counts a capital echoed in lower case as a grade of its band, where the B\'s read as 8 are then few ("An echoed capital is a letter grade of its band")', () => {
    const item = (text: string, k: number, confidence: number): TextItem => ({ text, x: 366, y: 100 + 9 * k, width: 6 * text.length, height: 7, fontName: null, fontSize: 7, confidence });
    const band = [['A', 97], ['8', 88], ['8', 87], ['Cc', 74], ['Cc', 44], ['Cc', 63], ['Cc', 46], ['A', 96], ['F', 91], ['F', 76], ['A', 95], ['8', 94], ['Cc', 64]].map(([t, c], k) => item(t as string, k, c as number));
    const fixed = letterFigureRepairs(band);
    expect([...fixed].map(([i, t]) => [i.text, t])).to.deep.equal([['8', 'B'], ['8', 'B'], ['8', 'B']]);
    // Without its echoed capitals the band has too many figures to be one of letters.
    expect(letterFigureRepairs(band.filter((i) => i.text !== 'Cc')).size).to.equal(0);
  });

  it('drops a colon read unsure before a word in small letters ("A colon read unsure inside a phrase")', () => {
    const item = (text: string, x: number, confidence: number): TextItem => ({ text, x, y: 100, width: 5 * text.length, height: 8, fontName: null, fontSize: 8, confidence });
    const line = (colon: number) => tidyOcrWords([item('conferred:', 20, 96), item('Bachelor:', 73, colon), item('of', 121, 31), item('Arts', 134, 96)]).map((i) => i.text);
    expect(line(31)).to.deep.equal(['conferred:', 'Bachelor', 'of', 'Arts']);
    // A colon read surely is print.
    expect(line(90)).to.deep.equal(['conferred:', 'Bachelor:', 'of', 'Arts']);
  });
});
