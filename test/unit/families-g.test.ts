import { expect } from 'chai';
import { Rng } from '../../scripts/samples/rng';
import { LANGUAGE_NAMES } from '../../scripts/samples/families/dev/g-kit';
import { describeHeldoutGroup, itLeavesUnprintedFieldsNull, itPrintsScript } from '../support/heldoutGroup';

/**
 * The held-out group g-: families written on 2026-11-30 by a helper who changed nothing under src/ and did
 * not run the engine or the benchmark on them (files `g-NN.ts` now of dev/ (held out until their rotation into dev/ on 2026-12-01,
 * scripts/bench/README.md, "Rotations"), ids `g-NN-<kind word>` that do
 * not name the country), the next clean held-out group after f-. These tests check generation, the ground
 * truth's shape and the registration only, never the engine's output.
 */

/** Page counts each family may have (the longer records run over pages with some seeds). */
const PAGES: Record<string, [number, number]> = {
  'g-01-transcript': [1, 2],
  'g-06-transcript': [1, 2],
};

/** The one family whose certificate prints its subjects' grades (its truth has courses). */
const GRADED = ['g-09-diploma'];

describeHeldoutGroup('corpus-g families (held out until 2026-12-01) (new countries, varied kinds and layouts, ids without the country)', {
  prefix: 'g',
  split: 'dev',
  count: 10,
  pages: PAGES,
  language: LANGUAGE_NAMES,
  seeds: [11, 4242, 90210],
  gradedDiplomas: GRADED,
  compositionTitle: 'are 10 families g-01 … g-10 from countries no other family covers: transcripts, a portal page, marksheets, certificates in prose and provisional, a bilingual one, a receipt, 4 scans, 4 photos, a screenshot',
  composition: (families) => {
    expect(families.filter((f) => f.kind === 'transcript').length, 'transcripts').to.be.at.least(3);
    expect(families.filter((f) => f.kind === 'marksheet').length, 'marksheets').to.be.at.least(2);
    expect(families.filter((f) => f.kind === 'diploma').length, 'certificates').to.be.at.least(3);
    expect(families.filter((f) => f.kind === 'other').length, 'non-academic').to.equal(1);
    expect(families.filter((f) => f.languages.length > 1).length, 'bilingual').to.be.at.least(1);
    const count = (d: 'scan' | 'photo' | 'screenshot') => families.filter((f) => f.degradations.includes(d)).length;
    expect([count('scan'), count('photo'), count('screenshot')], 'scans, photos, screenshots').to.deep.equal([4, 4, 1]);
    expect(new Set(families.map((f) => f.languages[0])).size, 'main languages').to.be.at.least(5);
  },
  more: (families) => {
    itLeavesUnprintedFieldsNull(families);

    itPrintsScript(families, 'ar', 'Arabic');

    it('keep courses in progress without a grade, and grades as printed', async function () {
      this.timeout(60000);
      let inProgress = 0;
      let graded = 0;
      for (const f of families().filter((ff) => ff.kind !== 'other')) {
        for (const seed of [1, 2, 3, 4, 5, 6]) {
          const { expected } = await f.render(new Rng(seed));
          for (const c of expected!.courses) {
            if (c.grade === null && c.marksScored === null) inProgress++;
            else {
              // A mark on a stated 0-to-maximum scale is a mark, not a grade (scripts/samples/families/README.md).
              if (c.marksScored === null) expect(c.grade, f.id).to.be.a('string');
              else expect(c.maximumMarks, f.id).to.be.a('number');
              graded++;
            }
          }
        }
      }
      expect(inProgress, 'courses in progress').to.be.above(2);
      expect(graded, 'graded courses').to.be.above(100);
    });
  },
});
