import { expect } from 'chai';
import { locateField, spreadSample, withoutItems } from '../../scripts/bench/ablate';
import type { DocumentText, TextItem } from '../../src/processing/types';

/** A one-page document from lines of cells, each cell at its x, one line every 20 pt. */
function doc(lines: Array<Array<[number, string]>>): DocumentText {
  const items: TextItem[] = [];
  lines.forEach((cells, i) => {
    for (const [x, text] of cells) items.push({ text, x, y: 100 + 20 * i, width: text.length * 5, height: 10, fontName: 'F1', fontSize: 10, confidence: null });
  });
  return { pages: [{ pageNumber: 1, width: 600, height: 800, source: 'text-layer', items }] };
}

const texts = (d: DocumentText) => d.pages[0].items.map((it) => it.text);

describe('bench ablation (scripts/bench/ablate)', () => {
  const sample = doc([
    [[50, 'Northfield Institute of Testing']],
    [[50, 'Name:'], [150, 'MORVANE, Kelda']],
    [[50, 'Date of birth:'], [150, '07.03.2001']],
    [[50, 'Registration No.'], [150, 'NF/2019/0042']],
    [[50, 'Awarded on 14 June 2023']],
    [[50, 'Programme:']],
    [[50, 'Applied Testing']],
    [[50, 'Semester 1'], [300, 'Credits 4']],
    [[50, 'Semester 2'], [300, 'Credits 4']],
  ]);

  it('removes the label and value of the one line holding the value', () => {
    const at = locateField(sample, 'qualification.registrationNumber', 'NF/2019/0042');
    expect(at).to.not.equal(null);
    const left = texts(withoutItems(sample, at!));
    expect(left).to.not.include('Registration No.');
    expect(left).to.not.include('NF/2019/0042');
    expect(left).to.include('Name:');
  });

  it('finds a name printed in the other order and case', () => {
    const at = locateField(sample, 'candidate.fullName', 'Kelda Morvane');
    expect([...at!.items].map((it) => it.text)).to.have.members(['Name:', 'MORVANE, Kelda']);
  });

  it('finds a date in a numeric order and a year inside a date', () => {
    expect(locateField(sample, 'candidate.dateOfBirth', '2001-03-07')).to.not.equal(null);
    const at = locateField(sample, 'qualification.dateOfIssue', '2023-06-14');
    expect([...at!.items].map((it) => it.text)).to.deep.equal(['Awarded on 14 June 2023']);
    expect(locateField(sample, 'qualification.yearOfCompletion', 2023)).to.not.equal(null);
  });

  it('takes the label line above a value that stands alone under it', () => {
    const at = locateField(sample, 'qualification.program', 'Applied Testing');
    expect([...at!.items].map((it) => it.text)).to.have.members(['Programme:', 'Applied Testing']);
  });

  it('skips a value printed on several lines, or on none', () => {
    expect(locateField(sample, 'qualification.totalCreditsOrMarks', 4)).to.equal(null);
    expect(locateField(sample, 'qualification.status', 'completed')).to.equal(null);
  });

  describe('spreadSample (`--ablate-limit`)', () => {
    // Five families of four documents each, in corpus order: the first N in that order are one family's.
    const candidates = ['aa-x', 'aa-y', 'bb-x', 'cc-x', 'dd-x'].flatMap((family) => [0, 1, 2, 3].map((i) => ({ family, file: `${family}-${i}.pdf` })));

    it('takes one document per family before a second of any family', () => {
      const got = spreadSample(candidates, 'qualification.status', 5, 7);
      expect(new Set(got.map((c) => c.family)).size).to.equal(5);
      const more = spreadSample(candidates, 'qualification.status', 7, 7);
      expect(more.slice(0, 5)).to.deep.equal(got);
      expect(new Set(more.map((c) => c.file)).size).to.equal(7);
    });

    it('is drawn from the seed and the field, the same on every run', () => {
      const a = spreadSample(candidates, 'qualification.status', 3, 7);
      expect(spreadSample(candidates, 'qualification.status', 3, 7)).to.deep.equal(a);
      const others = [8, 9, 10, 11].map((seed) => spreadSample(candidates, 'qualification.status', 3, seed).map((c) => c.file).join());
      expect(others.some((o) => o !== a.map((c) => c.file).join())).to.equal(true);
    });

    it('takes every candidate when the limit is larger', () => {
      expect(spreadSample(candidates, 'qualification.major', 100, 7)).to.have.length(20);
    });
  });
});
