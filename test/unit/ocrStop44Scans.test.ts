/**
 * What the scans of stop 44 showed (docs/document-understanding.md, "Scans and photos", "What the scans of stop 44
 * showed"): OCR words written for each rule, no family's document.
 */
import { expect } from 'chai';
import { coreCentre, misfitColumn, numberColumns, settle, settleInColumn, type BoxWord } from '../../src/processing/text/ocrReread';
import { holdsTheScript, latinPassModel, type OcrWord } from '../../src/processing/text/tesseractOcr';

const cell = (text: string, left: number, top: number, confidence: number, height = 27): BoxWord => ({ text, left, top, width: 15 * text.length, height, confidence });
const ocrWord = (text: string, left: number, top: number, confidence: number, line: number): OcrWord => ({ text, left, top, width: 14 * text.length, height: 24, confidence, block: 1, paragraph: 1, line });

describe('OCR: what the scans of stop 44 showed', () => {
  it('reads again a word of letters read unsure one row of the column\'s own height after its last figure ("The row after a column\'s last figure")', () => {
    // A grade column of a photo: rows 72 px apart, figures 27 px high; "yf" read at 30 for the "7" of the next row.
    const grades = ['2', '6', '5', '7', '6'].map((t, k) => cell(t, 1720, 1189 + 72 * k, 96));
    const cols = numberColumns(grades);
    expect(cols.map((c) => c.pitch)).to.deep.equal([72]);
    expect(misfitColumn(cell('yf', 1720, 1549, 30), cols)?.shape).to.equal('1');
    // Two rows away it is in no column; letters read surely stay print.
    expect(misfitColumn(cell('yf', 1720, 1621, 30), cols)).to.equal(null);
    expect(misfitColumn(cell('BE', 1720, 1549, 85), cols)).to.equal(null);
  });

  it('places a figure with a speck read beside it by its figure, in its column ("A speck beside a figure stands outside its column")', () => {
    // A credits column 21 px wide at x 2060; "*3" read at 6, the speck a character to the left of the "3".
    const credits = ['3', '3', '4', '3', '3', '3'].map((t, k) => ({ ...cell(t, 2060, 1006 + 68 * (k < 3 ? k : k + 1), 97, 29), width: 21 }));
    const cols = numberColumns(credits);
    const specked: BoxWord = { text: '*3', left: 2038, top: 1006 + 68 * 3, width: 42, height: 29, confidence: 6 };
    expect(coreCentre(specked)).to.equal(2069.5);
    expect(misfitColumn(specked, cols)?.shape).to.equal('1');
    // A word of marks only keeps its own centre.
    expect(coreCentre({ ...specked, text: '=,' })).to.equal(2059);
  });

  it('takes a second reading ending on a separator as its figures where they confirm the first ("A separator after the last figure is no decimal")', () => {
    const mark = cell('79', 2294, 1404, 68);
    expect(settle(mark, { text: '79,', confidence: 78 })).to.include({ text: '79', confidence: 78 });
    // Never a figure the first reading had with its decimals, nor a different figure outside a column.
    expect(settle(cell('7,5', 100, 100, 60), { text: '7,', confidence: 90 })).to.include({ text: '7,5', confidence: 60 });
    expect(settle(cell('79', 100, 100, 60), { text: '73.', confidence: 90 })).to.include({ text: '79', confidence: 60 });
    // In a number column, a reading of the column's shape.
    const cols = numberColumns(['68', '74', '60', '72', '56'].map((t, k) => cell(t, 2294, 1000 + 68 * k, 96)));
    expect(settleInColumn(cell('=,', 2294, 1400, 40), { text: '64,', confidence: 88 }, cols[0])).to.include({ text: '64' });
  });

  it('keeps no second script that is a few unsure words of an English page ("Unsure words of an English page are no second script")', () => {
    const english = ['Stanley', 'Community', 'Secondary', 'School', 'Reservoir', 'Road', 'Stanley', 'Falkland', 'Islands', 'Telephone', 'office', 'Statement', 'of', 'Results', 'Candidate', 'Date', 'of', 'birth'];
    const page = [...english, ...english].map((t, k) => ocrWord(t, 100 + 10 * k, 100, 92, k));
    const noise = [ocrWord('РЮО', 400, 120, 60, 30), ocrWord('Тверһопе', 500, 120, 53, 30), ocrWord('АФА', 600, 200, 47, 31)];
    expect(holdsTheScript([...page, ...noise], 'Cyrillic')).to.equal(false);
    // The same few words read surely are print of that script (a name in Cyrillic beside the English one) …
    expect(holdsTheScript([...page, ...noise.map((w) => ({ ...w, confidence: 90 }))], 'Cyrillic')).to.equal(true);
    // … and a page whose tenth or more is that script holds it, however unsurely read.
    const russian = ['Фамилия', 'Имя', 'Отчество', 'Дата', 'рождения', 'Университет'].map((t, k) => ocrWord(t, 100, 300 + 30 * k, 55, 40 + k));
    expect(holdsTheScript([...page, ...russian], 'Cyrillic')).to.equal(true);
  });

  it('reads a Latin page of a Central European, Romanian, Finnish or Swedish text with its own model ("A Latin page read with its own language\'s model")', () => {
    expect(['cs', 'sk', 'pl', 'hr', 'sl', 'ro', 'fi', 'sv'].map(latinPassModel)).to.deep.equal(['ces', 'slk', 'pol', 'hrv', 'slv', 'ron', 'fin', 'swe']);
    expect(latinPassModel('en')).to.equal('eng');
    // A language without a model here: the combined model reads it, as before.
    expect(latinPassModel('id')).to.equal(undefined);
  });
});
