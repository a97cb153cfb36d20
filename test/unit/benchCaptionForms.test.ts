import { expect } from 'chai';
import { CAPTION_FORMS, CAPTION_POOL, locateCaptioned, withCaptionForms } from '../../scripts/bench/captionForms';
import { emptyResult } from '../../src/processing/extraction/fields';
import { groupLines } from '../../src/processing/text';
import type { DocumentText, ExtractionResult, TextItem } from '../../src/processing/types';

/** A one-page document from lines of cells, each cell at its x, at the given y. */
function doc(lines: Array<[number, Array<[number, string]>]>): DocumentText {
  const items: TextItem[] = [];
  for (const [y, cells] of lines) {
    for (const [x, text] of cells) items.push({ text, x, y, width: text.length * 5, height: 10, fontName: 'F1', fontSize: 10, confidence: null });
  }
  return { pages: [{ pageNumber: 1, width: 600, height: 800, source: 'text-layer', items }] };
}

const lineTexts = (d: DocumentText) => groupLines(d.pages[0]).map((l) => l.items.map((it) => it.text).join(' '));

function truth(): ExtractionResult {
  const t = emptyResult();
  t.candidate = { fullName: 'Kelda Morvane', firstName: 'Kelda', lastName: 'Morvane', dateOfBirth: '2001-03-12' };
  t.qualification.registrationNumber = 'NT-20417';
  return t;
}

describe('bench caption forms (scripts/bench/captionForms)', () => {
  const sample = doc([
    [100, [[50, 'Northfield Institute of Testing']]],
    [160, [[50, 'Name:'], [150, 'Kelda Morvane']]],
    [180, [[50, 'Date of birth: 12/03/2001']]],
    [200, [[50, 'Student ID:']]],
    [215, [[50, 'NT-20417']]],
    [260, [[50, 'Semester 1'], [300, 'Credits 4']]],
  ]);

  it('finds a caption in the cell before the value, in the same cell, or on the line above', () => {
    const name = locateCaptioned(sample, 'candidate.fullName', 'Kelda Morvane')!;
    expect([name.caption, name.value, name.stacked]).to.deep.equal(['Name:', 'Kelda Morvane', false]);
    const dob = locateCaptioned(sample, 'candidate.dateOfBirth', '2001-03-12')!;
    expect([dob.caption, dob.value, dob.stacked]).to.deep.equal(['Date of birth:', '12/03/2001', false]);
    expect(dob.valueX).to.be.greaterThan(50);
    const id = locateCaptioned(sample, 'qualification.registrationNumber', 'NT-20417')!;
    expect([id.caption, id.value, id.stacked]).to.deep.equal(['Student ID:', 'NT-20417', true]);
    // A value without a caption (a letterhead) is not re-set.
    expect(locateCaptioned(sample, 'institution.name', 'Northfield Institute of Testing')).to.equal(null);
  });

  it('is the same from the same seed, keeps every value, and touches no other line', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const a = withCaptionForms(sample, seed, { languages: ['en', 'fr'], truth: truth() });
      const b = withCaptionForms(sample, seed, { languages: ['en', 'fr'], truth: truth() });
      expect(lineTexts(a.text)).to.deep.equal(lineTexts(b.text));
      expect(a.resets.map((x) => x.field).sort()).to.deep.equal(['candidate.dateOfBirth', 'candidate.fullName', 'qualification.registrationNumber']);
      const all = lineTexts(a.text).join(' | ');
      expect(all).to.contain('12/03/2001');
      expect(all).to.contain('NT-20417');
      expect(/Kelda Morvane|MORVANE, Kelda/.test(all)).to.equal(true);
      expect(all).to.contain('Northfield Institute of Testing');
      expect(all).to.contain('Semester 1 Credits 4');
    }
  });

  it('sets each form as described', () => {
    const one = (form: (typeof CAPTION_FORMS)[number]) => lineTexts(withCaptionForms(sample, 3, { languages: ['en', 'fr'], truth: truth(), forms: [form] }).text);
    expect(one('colon')).to.include('Name Kelda Morvane');
    expect(one('caps')).to.include('NAME: Kelda Morvane');
    expect(one('namecaps')).to.include('Name: MORVANE, Kelda');
    expect(one('dots').some((l) => /^Name \.{8,} Kelda Morvane$/.test(l))).to.equal(true);
    const below = one('below');
    expect(below[below.indexOf('Name:') + 1]).to.equal('Kelda Morvane');
    expect(one('bilingual').some((l) => / \/ .*Kelda Morvane$/.test(l))).to.equal(true);
    const tab = withCaptionForms(sample, 3, { languages: ['en'], truth: truth(), forms: ['tab'] }).text;
    const value = tab.pages[0].items.find((it) => it.text === 'Kelda Morvane')!;
    expect(value.x).to.be.greaterThan(250);
  });

  it('has captions for every field in several languages', () => {
    for (const [field, pool] of Object.entries(CAPTION_POOL)) {
      expect(Object.keys(pool).length, field).to.be.greaterThanOrEqual(8);
      expect(pool.en?.length, field).to.be.greaterThanOrEqual(1);
    }
  });
});
