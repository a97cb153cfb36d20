import { expect } from 'chai';
import { LANGUAGE_NAMES } from '../../scripts/samples/families/heldout/w5-kit';
import { Rng } from '../../scripts/samples/rng';
import { describeHeldoutGroup, itLeavesUnprintedFieldsNull } from '../support/heldoutGroup';
import { pdfText } from '../support/pdfText';

/**
 * The held-out group w5-: families written on 2026-12-02 by a helper who changed nothing under src/ and did not run
 * the engine or the benchmark on them (files `heldout/w5-NN.ts`, ids `w5-NN-<kind word>` that do not name the
 * country). Like w3 and w4, w5 models new kinds and layouts from countries the development families already cover.
 * These tests check generation, the ground truth's shape and the registration only, never the engine's output.
 * Kept cheap (one seed; the unprinted-fields check renders seeds 1–6).
 */
describeHeldoutGroup('corpus-w5 families (held out) (new kinds and layouts from covered countries, ids without the country)', {
  prefix: 'w5',
  count: 10,
  countries: 'covered',
  pages: { 'w5-08-transcript': [2, 2] },
  language: LANGUAGE_NAMES,
  seeds: [11],
  compositionTitle: 'are 10 families w5-01 … w5-10 from countries the development families cover: transcripts and records, a marksheet, certificates and a letter, one non-academic upload, 4 scans, 4 photos, a screenshot',
  composition: (families) => {
    expect(families.filter((f) => f.kind === 'transcript').length, 'transcripts').to.be.at.least(3);
    expect(families.filter((f) => f.kind === 'marksheet').length, 'marksheets').to.be.at.least(1);
    expect(families.filter((f) => f.kind === 'diploma').length, 'certificates and letters').to.be.at.least(3);
    expect(families.filter((f) => f.kind === 'other').length, 'non-academic').to.equal(1);
    expect(families.filter((f) => f.languages.length > 1).length, 'bilingual').to.be.at.least(1);
    const count = (d: 'scan' | 'photo' | 'screenshot') => families.filter((f) => f.degradations.includes(d)).length;
    expect([count('scan'), count('photo'), count('screenshot')], 'scans, photos, screenshots').to.deep.equal([4, 4, 1]);
    expect(new Set(families.map((f) => f.languages[0])).size, 'main languages').to.be.at.least(4);
  },
  more: (families) => {
    itLeavesUnprintedFieldsNull(families);
    it('print a script other than the Latin one on at least one family', async function () {
      this.timeout(60000);
      let found = 0;
      for (const f of families()) {
        const { text } = await pdfText((await f.render(new Rng(11))).pdf);
        if (/[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}\s]{4,}/u.test(text)) found++;
      }
      expect(found).to.be.at.least(1);
    });
  },
});
