/**
 * What the scans of w2- showed (docs/document-understanding.md, "Scans and photos", "What the scans of w2- showed"):
 * a caption's colon read as "+", and a value under its caption measured against an OCR line's ink height.
 */
import { expect } from 'chai';
import { findLabeledValues, matchLabel } from '../../src/processing/extraction/labels';
import { cleanValue } from '../../src/processing/extraction/normalize';
import { groupLines } from '../../src/processing/text/layout';
import type { PageText, TextItem } from '../../src/processing/types';

/** An OCR word: its box the ink's height, with a confidence. */
const word = (text: string, x: number, y: number, h: number): TextItem => ({
  text, x, y, width: text.length * h * 0.6, height: h, fontName: null, fontSize: h, confidence: 93,
});

describe('extraction: what the scans of w2- showed', () => {
  it('reads a lone plus between a caption and its value as the colon OCR misread (rule "A plus read for a caption\'s colon")', () => {
    expect(matchLabel('Name of candidate + LEO, CURTIS')).to.include({ field: 'fullName', rest: 'LEO, CURTIS' });
    expect(cleanValue('+ LEO, CURTIS')).to.equal('LEO, CURTIS');
    // A plus before a figure is the value's own (grace marks).
    expect(cleanValue('+1')).to.equal('+1');
    expect(cleanValue('+ 2')).to.equal('+ 2');
  });

  it('finds the value under its caption by the OCR line\'s em, not its ink height (rule "An OCR line\'s height is its ink\'s")', () => {
    // "TITULAR" in capitals, 7 pt of ink for a 10 pt em, the holder's name 19 pt under it.
    const page: PageText = {
      pageNumber: 1, width: 612, height: 860, source: 'ocr',
      items: [word('TITULAR', 74, 667, 7), word('Mohamed', 76, 693, 10), word('Fadel', 121, 693, 10), word('Salem', 155, 693, 10)],
    };
    const values = findLabeledValues(groupLines(page)).map((v) => [v.field, v.value]);
    expect(values).to.deep.include(['fullName', 'Mohamed Fadel Salem']);
  });
});
