import { expect } from 'chai';
import { Rng } from '../../scripts/samples/rng';
import { LANGUAGE_NAMES } from '../../scripts/samples/families/heldout/i-kit';
import { describeHeldoutGroup, itLeavesUnprintedFieldsNull } from '../support/heldoutGroup';

/**
 * The held-out group i-: families written on 2026-12-01 by a helper who changed nothing under src/ and did not run
 * the engine or the benchmark on them (files `i-NN.ts` of heldout/, ids `i-NN-<kind word>` that do not name the
 * country), the next clean held-out group after d-. These tests check generation, the ground truth's shape and the
 * registration only, never the engine's output.
 */

/** Page counts each family may have (the transcript and its sworn translation are one two-page upload). */
const PAGES: Record<string, [number, number]> = {
  'i-04-transcript': [2, 2],
};

const COUNT = 6;

describeHeldoutGroup('corpus-i held-out families (new countries, kinds and layouts unlike the earlier groups, ids without the country)', {
  prefix: 'i',
  count: COUNT,
  pages: PAGES,
  language: LANGUAGE_NAMES,
  seeds: [11, 4242, 90210],
  compositionTitle: `are ${COUNT} held-out families from countries no other family covers: transcripts and records, certificates and diplomas`,
  composition: (families) => {
    expect(families.filter((f) => f.kind === 'transcript').length, 'transcripts').to.be.at.least(3);
    expect(families.filter((f) => f.kind === 'diploma').length, 'diplomas and certificates').to.be.at.least(2);
    const main = new Set(families.map((f) => f.languages[0]));
    expect([...main].filter((l) => l !== 'en').length, 'languages besides English').to.be.at.least(3);
  },
  more: (families) => {
    itLeavesUnprintedFieldsNull(families);

    it('keep both attempts of a repeated course, hours out of credits, and summary lines out of the courses', async function () {
      this.timeout(60000);
      let repeated = 0;
      for (const f of families().filter((ff) => ff.kind !== 'other')) {
        for (const seed of [1, 2, 3, 4, 5, 6]) {
          const { expected } = await f.render(new Rng(seed));
          const names = expected!.courses.map((c) => c.courseName);
          repeated += names.length - new Set(names).size;
          for (const c of expected!.courses) {
            expect(c.courseName, f.id).to.not.match(/^(term gpa|cumulative|moyenne|total|totaal|karaktersnitt|gewogen)/i);
            if (f.id === 'i-06-transcript') expect(c.credit, f.id).to.equal(null);
          }
        }
      }
      expect(repeated, 'repeated courses').to.be.above(5);
    });
  },
});
