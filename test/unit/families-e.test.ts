import { expect } from 'chai';
import { Rng } from '../../scripts/samples/rng';
import { LANGUAGE_NAMES } from '../../scripts/samples/families/dev/e-kit';
import { describeHeldoutGroup, itLeavesUnprintedFieldsNull, itPrintsScript } from '../support/heldoutGroup';

/**
 * The group e-: held out until its rotation into dev/ on 2026-11-30 (scripts/bench/README.md, "Rotations"); families written on 2026-11-30 by a helper who changed nothing under src/ and did
 * not run the engine on them (files `e-NN.ts`, now of dev/, ids `e-NN-<kind word>` that do not name the
 * country), the next clean held-out group after z-. These tests check generation, the ground truth's shape
 * and the registration only, never the engine's output.
 */

/** Page counts each family may have (the course tables run over pages with some seeds). */
const PAGES: Record<string, [number, number]> = {
  'e-01-transcript': [1, 2],
  'e-04-transcript': [1, 2],
};

describeHeldoutGroup('corpus-e families (held out until 2026-11-30) (new countries, ids without the country)', {
  prefix: 'e',
  split: 'dev',
  count: 10,
  pages: PAGES,
  language: LANGUAGE_NAMES,
  seeds: [11, 4242, 90210],
  compositionTitle: 'are 10 held-out families e-01 … e-10 from countries no other family covers: 7 course tables, diplomas and letters in sentences, a bilingual one, 4 scans, 4 photos, a screenshot',
  composition: (families) => {
    expect(families.filter((f) => f.kind === 'transcript' || f.kind === 'marksheet').length, 'course tables').to.be.at.least(6);
    expect(families.filter((f) => f.kind === 'diploma').length).to.be.at.least(2);
    expect(families.filter((f) => f.languages.length > 1).length, 'bilingual').to.be.at.least(1);
    const count = (d: 'scan' | 'photo' | 'screenshot') => families.filter((f) => f.degradations.includes(d)).length;
    expect([count('scan'), count('photo'), count('screenshot')], 'scans, photos, screenshots').to.deep.equal([4, 4, 1]);
    expect(families.filter((f) => f.degradations.some((d) => d === 'scan' || d === 'photo')).length, 'scanned or photographed').to.be.at.least(6);
    expect(new Set(families.map((f) => f.languages[0])).size, 'main languages').to.be.at.least(3);
  },
  more: (families) => {
    itLeavesUnprintedFieldsNull(families);

    itPrintsScript(families, 'ar', 'Arabic');

    it('never count contact hours as credits, and keep a course in progress without a grade', async function () {
      this.timeout(60000);
      let hoursOnly = 0;
      let inProgress = 0;
      for (const f of families()) {
        for (const seed of [1, 2, 3, 4, 5, 6]) {
          const { expected } = await f.render(new Rng(seed));
          for (const c of expected!.courses) {
            if (c.credit === null && c.marksScored !== null) hoursOnly++;
            if (c.grade === null && c.marksScored === null && c.credit !== null) inProgress++;
          }
        }
      }
      expect(hoursOnly, 'rows whose only figures besides the mark are hours').to.be.above(10);
      expect(inProgress, 'courses in progress').to.be.above(2);
    });
  },
});
