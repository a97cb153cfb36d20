import { expect } from 'chai';
import { Rng } from '../../scripts/samples/rng';
import { LANGUAGE_NAMES } from '../../scripts/samples/families/dev/z-kit';
import { describeHeldoutGroup, itLeavesUnprintedFieldsNull, itPrintsScript } from '../support/heldoutGroup';

/**
 * The group z-: held out until its rotation into dev/ on 2026-11-30 (scripts/bench/README.md, "Rotations"); families written on 2026-11-30 by a helper who changed nothing under src/ and did
 * not run the engine on them (files `z-NN.ts`, now of dev/, ids `z-NN-<kind word>` that do not name the
 * country), the next clean held-out group after y-. These tests check generation, the ground truth's shape
 * and the registration only, never the engine's output.
 */

/** Page counts each family may have (the course tables run over pages with some seeds). */
const PAGES: Record<string, [number, number]> = {
  'z-04-transcript': [2, 2],
  'z-07-transcript': [1, 2],
  'z-09-transcript': [1, 2],
};

describeHeldoutGroup('corpus-z families (held out until 2026-11-30) (new countries, ids without the country)', {
  prefix: 'z',
  split: 'dev',
  count: 10,
  pages: PAGES,
  language: LANGUAGE_NAMES,
  seeds: [11, 4242, 90210],
  compositionTitle: 'are 10 held-out families z-01 … z-10 from countries no other family covers: course tables, marksheets, diplomas, bilingual ones, 3 scans, 3 photos, a screenshot',
  composition: (families) => {
    expect(families.filter((f) => f.kind === 'transcript').length).to.be.at.least(5);
    expect(families.filter((f) => f.kind === 'marksheet').length).to.be.at.least(2);
    expect(families.filter((f) => f.kind === 'diploma').length).to.be.at.least(2);
    expect(families.filter((f) => f.languages.length > 1).length, 'bilingual').to.be.at.least(2);
    const count = (d: 'scan' | 'photo' | 'screenshot') => families.filter((f) => f.degradations.includes(d)).length;
    expect([count('scan'), count('photo'), count('screenshot')], 'scans, photos, screenshots').to.deep.equal([3, 3, 1]);
    expect(families.filter((f) => f.degradations.some((d) => d === 'scan' || d === 'photo')).length, 'scanned or photographed').to.be.at.least(5);
    expect(new Set(families.map((f) => f.languages[0])).size, 'main languages').to.be.at.least(3);
  },
  more: (families) => {
    itLeavesUnprintedFieldsNull(families);

    itPrintsScript(families, 'ar', 'Arabic');

    it('keep a mark printed again in words as one mark out of 20, never a grade', async function () {
      this.timeout(60000);
      for (const f of families().filter((x) => x.languages[0] === 'pt')) {
        const { expected } = await f.render(new Rng(5));
        for (const c of expected!.courses) {
          expect(c.grade, f.id).to.equal(null);
          expect(c.maximumMarks, f.id).to.equal(20);
        }
      }
    });
  },
});
