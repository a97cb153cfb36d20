import { expect } from 'chai';
import { Rng } from '../../scripts/samples/rng';
import { LANGUAGE_NAMES } from '../../scripts/samples/families/dev/j-kit';
import { describeHeldoutGroup, itLeavesUnprintedFieldsNull } from '../support/heldoutGroup';

/**
 * The held-out group j-: families written on 2026-11-30 by a helper who changed nothing under src/ and did
 * not run the engine or the benchmark on them (files `j-NN.ts` now of dev/ (held out until their rotation into dev/ on 2026-12-02, stop 42, scripts/bench/README.md, "Rotations"), ids `j-NN-<kind word>` that do
 * not name the country), the next clean held-out group after g-. These tests check generation, the ground
 * truth's shape and the registration only, never the engine's output.
 */

/** Page counts each family may have (the longer records run over pages with some seeds). */
const PAGES: Record<string, [number, number]> = {
  'j-03-record': [2, 3],
  'j-04-record': [1, 2],
  'j-08-record': [1, 2],
};

describeHeldoutGroup('corpus-j families (held out until 2026-12-02, stop 42) (new countries, varied kinds and layouts, ids without the country)', {
  prefix: 'j',
  split: 'dev',
  count: 10,
  pages: PAGES,
  language: LANGUAGE_NAMES,
  seeds: [11, 4242, 90210],
  compositionTitle: 'are 10 families j-01 … j-10 from countries no other family covers: transcripts and records, marksheets, a portal page, a diploma, a letter, an identity-card copy, 4 scans, 4 photos, a screenshot',
  composition: (families) => {
    expect(families.filter((f) => f.kind === 'transcript').length, 'transcripts').to.be.at.least(3);
    expect(families.filter((f) => f.kind === 'marksheet').length, 'marksheets').to.be.at.least(2);
    expect(families.filter((f) => f.kind === 'diploma').length, 'diplomas and letters').to.be.at.least(2);
    expect(families.filter((f) => f.kind === 'other').length, 'non-academic').to.equal(1);
    expect(families.filter((f) => f.languages.length > 1).length, 'bilingual').to.be.at.least(2);
    const count = (d: 'scan' | 'photo' | 'screenshot') => families.filter((f) => f.degradations.includes(d)).length;
    expect([count('scan'), count('photo'), count('screenshot')], 'scans, photos, screenshots').to.deep.equal([4, 4, 1]);
    const main = new Set(families.map((f) => f.languages[0]));
    expect(main.size, 'main languages').to.be.at.least(5);
    expect([...main].filter((l) => l !== 'en').length, 'languages besides English').to.be.at.least(3);
  },
  more: (families) => {
    itLeavesUnprintedFieldsNull(families);

    it('keep grades in words as printed, courses in progress without a grade, and no summary line as a course', async function () {
      this.timeout(60000);
      let words = 0;
      let inProgress = 0;
      let graded = 0;
      for (const f of families().filter((ff) => ff.kind !== 'other')) {
        for (const seed of [1, 2, 3, 4, 5, 6]) {
          const { expected } = await f.render(new Rng(seed));
          for (const c of expected!.courses) {
            expect(c.courseName, f.id).to.not.match(/^(term|cum|cumulative|total|tilsamans|overall|aggregate)\b/i);
            if (c.grade === null && c.marksScored === null) inProgress++;
            else graded++;
            if (c.grade !== null && /^\p{L}[\p{L} ]+$/u.test(c.grade) && c.grade.length > 3) words++;
          }
        }
      }
      expect(words, 'grades printed as words').to.be.above(40);
      expect(inProgress, 'courses in progress').to.be.above(2);
      expect(graded, 'graded courses').to.be.above(150);
    });
  },
});
