import { expect } from 'chai';
import { Rng } from '../../scripts/samples/rng';
import { LANGUAGE_NAMES } from '../../scripts/samples/families/dev/d-kit';
import { describeHeldoutGroup, itLeavesUnprintedFieldsNull } from '../support/heldoutGroup';

/**
 * The held-out group d-: families written on 2026-12-01 by a helper who changed nothing under src/ and did not run
 * the engine or the benchmark on them (files `d-NN.ts` now of dev/ (held out until their rotation into dev/ on 2026-12-01, stop 41, scripts/bench/README.md, "Rotations"), ids `d-NN-<kind word>` that do not name the
 * country), the next clean held-out group after j-. These tests check generation, the ground truth's shape and the
 * registration only, never the engine's output.
 */

/** Page counts each family may have (the diploma and its transcript are one two-page upload). */
const PAGES: Record<string, [number, number]> = {
  'd-08-diploma': [2, 2],
};

describeHeldoutGroup('corpus-d families (held out until 2026-12-01, stop 41) (new countries, kinds and layouts unlike the earlier groups, ids without the country)', {
  prefix: 'd',
  split: 'dev',
  count: 10,
  pages: PAGES,
  language: LANGUAGE_NAMES,
  seeds: [11, 4242, 90210],
  gradedDiplomas: ['d-05-diploma', 'd-08-diploma'],
  compositionTitle: 'are 10 families d-01 … d-10 from countries no other family covers: transcripts and records, a school report, certificates and diplomas, one non-academic upload, 4 scans, 4 photos, a screenshot',
  composition: (families) => {
    expect(families.filter((f) => f.kind === 'transcript').length, 'transcripts').to.be.at.least(3);
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

    it('keep recognised credit, word grades and courses in progress as courses, and a thesis title or a summary line as none', async function () {
      this.timeout(60000);
      let recognised = 0;
      let words = 0;
      let inProgress = 0;
      let graded = 0;
      for (const f of families().filter((ff) => ff.kind !== 'other')) {
        for (const seed of [1, 2, 3, 4, 5, 6]) {
          const { expected } = await f.render(new Rng(seed));
          for (const c of expected!.courses) {
            expect(c.courseName, f.id).to.not.match(/^(titel|title|total|cumulative|term|moyenne|gewogen|avlagda)\b/i);
            if (c.grade === 'CR') recognised++;
            if (c.grade !== null && /^\p{L}{4,}$/u.test(c.grade)) words++;
            if (c.grade === null && c.marksScored === null) inProgress++;
            else graded++;
            // Hours are never credits: the vocational units carry none.
            if (f.id === 'd-05-diploma') expect(c.credit, f.id).to.equal(null);
          }
        }
      }
      expect(recognised, 'recognised credit').to.be.above(5);
      expect(words, 'grades printed as words').to.be.above(20);
      expect(inProgress, 'courses in progress').to.be.above(5);
      expect(graded, 'graded courses').to.be.above(150);
    });
  },
});
