import { expect } from 'chai';
import { Rng } from '../../scripts/samples/rng';
import { LANGUAGE_NAMES } from '../../scripts/samples/families/dev/i-kit';
import { describeHeldoutGroup, itLeavesUnprintedFieldsNull } from '../support/heldoutGroup';

/**
 * The held-out group i-: families written on 2026-12-01 by a helper who changed nothing under src/ and did not run
 * the engine or the benchmark on them (files `i-NN.ts` now of dev/ (held out until their rotation into dev/ on 2026-12-02, stop 42, scripts/bench/README.md, "Rotations"), ids `i-NN-<kind word>` that do not name the
 * country), the next clean held-out group after d-. These tests check generation, the ground truth's shape and the
 * registration only, never the engine's output.
 */

/** Page counts each family may have (the transcript and its sworn translation are one two-page upload). */
const PAGES: Record<string, [number, number]> = {
  'i-04-transcript': [2, 2],
};

describeHeldoutGroup('corpus-i families (held out until 2026-12-02, stop 42) (new countries, kinds and layouts unlike the earlier groups, ids without the country)', {
  prefix: 'i',
  split: 'dev',
  count: 10,
  pages: PAGES,
  language: LANGUAGE_NAMES,
  seeds: [11, 4242, 90210],
  gradedDiplomas: ['i-09-certificate'],
  compositionTitle: 'are 10 families i-01 … i-10 from countries no other family covers: transcripts and records, a marksheet, certificates and diplomas, one non-academic upload, 4 scans, 4 photos, a screenshot',
  composition: (families) => {
    expect(families.filter((f) => f.kind === 'transcript').length, 'transcripts').to.be.at.least(4);
    expect(families.filter((f) => f.kind === 'marksheet').length, 'marksheets').to.be.at.least(1);
    expect(families.filter((f) => f.kind === 'diploma').length, 'diplomas and certificates').to.be.at.least(3);
    expect(families.filter((f) => f.kind === 'other').length, 'non-academic').to.equal(1);
    expect(families.filter((f) => f.languages.length > 1).length, 'bilingual').to.be.at.least(2);
    const count = (d: 'scan' | 'photo' | 'screenshot') => families.filter((f) => f.degradations.includes(d)).length;
    expect([count('scan'), count('photo'), count('screenshot')], 'scans, photos, screenshots').to.deep.equal([4, 4, 1]);
    const main = new Set(families.map((f) => f.languages[0]));
    expect(main.size, 'main languages').to.be.at.least(4);
    expect([...main].filter((l) => l !== 'en').length, 'languages besides English').to.be.at.least(3);
  },
  more: (families) => {
    itLeavesUnprintedFieldsNull(families);

    it('keep both attempts of a repeated course and transfer rows as courses, hours out of credits, and summary lines out of the courses', async function () {
      this.timeout(60000);
      let repeated = 0;
      let transfer = 0;
      for (const f of families().filter((ff) => ff.kind !== 'other')) {
        for (const seed of [1, 2, 3, 4, 5, 6]) {
          const { expected } = await f.render(new Rng(seed));
          const names = expected!.courses.map((c) => c.courseName);
          repeated += names.length - new Set(names).size;
          for (const c of expected!.courses) {
            expect(c.courseName, f.id).to.not.match(/^(term gpa|cumulative|moyenne|total|totaal|karaktersnitt|gewogen)/i);
            // Hours are never credits: the rows that print hours carry none.
            if (f.id === 'i-06-transcript' || f.id === 'i-09-certificate') expect(c.credit, f.id).to.equal(null);
            if (c.grade === 'T') transfer++;
          }
        }
      }
      expect(repeated, 'repeated courses').to.be.above(5);
      expect(transfer, 'transfer-credit rows').to.be.above(1);
    });
  },
});
