import { expect } from 'chai';
import { LANGUAGE_NAMES } from '../../scripts/samples/families/heldout/w4-kit';
import { Rng } from '../../scripts/samples/rng';
import { describeHeldoutGroup, itLeavesUnprintedFieldsNull } from '../support/heldoutGroup';
import { pdfText } from '../support/pdfText';

/**
 * The held-out group w4-: families written on 2026-12-02 by a helper who changed nothing under src/, did not read
 * src/processing and did not run the engine or the benchmark on them (files `w4-NN.ts` of heldout/, ids
 * `w4-NN-<kind word>` that do not name the country). Like w3, w4 models new kinds and layouts from countries the
 * development families already cover (none of w3's). These tests check generation, the ground truth's shape and the
 * registration only, never the engine's output. Kept cheap (one seed; the unprinted-fields check renders seeds 1–6).
 */
describeHeldoutGroup('corpus-w4 held-out families (new kinds and layouts from covered countries, ids without the country)', {
  prefix: 'w4',
  count: 10,
  countries: 'covered',
  pages: { 'w4-01-transcript': [1, 3], 'w4-03-diploma': [2, 2] },
  language: LANGUAGE_NAMES,
  seeds: [11],
  compositionTitle: 'are 10 held-out families w4-01 … w4-10 from countries the development families cover: transcripts, marksheets, a school record, certificates and letters, one non-academic upload, 4 scans, 4 photos, a screenshot',
  composition: (families) => {
    expect(families.filter((f) => f.kind === 'transcript').length, 'transcripts and a school record').to.be.at.least(3);
    expect(families.filter((f) => f.kind === 'marksheet').length, 'marksheets').to.be.at.least(2);
    expect(families.filter((f) => f.kind === 'diploma').length, 'certificates and letters').to.be.at.least(3);
    expect(families.filter((f) => f.kind === 'other').length, 'non-academic').to.equal(1);
    expect(families.filter((f) => f.languages.length > 1).length, 'bilingual').to.be.at.least(1);
    const count = (d: 'scan' | 'photo' | 'screenshot') => families.filter((f) => f.degradations.includes(d)).length;
    expect([count('scan'), count('photo'), count('screenshot')], 'scans, photos, screenshots').to.deep.equal([4, 4, 1]);
    expect(new Set(families.map((f) => f.languages[0])).size, 'main languages').to.be.at.least(4);
  },
  more: (families) => {
    itLeavesUnprintedFieldsNull(families);
    it('print a script other than the Latin one on at least two families', async function () {
      this.timeout(60000);
      let found = 0;
      for (const f of families()) {
        const { text } = await pdfText((await f.render(new Rng(11))).pdf);
        if (/[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}\s]{4,}/u.test(text)) found++;
      }
      expect(found).to.be.at.least(2);
    });
  },
});
