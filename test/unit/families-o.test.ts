import { expect } from 'chai';
import { LANGUAGE_NAMES } from '../../scripts/samples/families/dev/o-kit';
import { Rng } from '../../scripts/samples/rng';
import { describeHeldoutGroup } from '../support/heldoutGroup';

/**
 * The corpus-o families: held-out families written on 2026-11-29 by a helper who changed nothing
 * under src/ (files `o-NN.ts` now of dev/ (held out until their rotation into dev/ on 2026-11-30, scripts/bench/README.md, "Rotations"), ids `o-NN-<kind word>` that do not name the country),
 * the replacement of the m- group as the clean held-out measure.
 */

/** Page counts each family may have (the course tables run over pages with some seeds). */
const PAGES: Record<string, [number, number]> = {
  'o-01-transcript': [1, 3],
  'o-02-transcript': [1, 3],
  'o-03-transcript': [1, 2],
  'o-04-record': [1, 2],
  'o-08-marksheet': [1, 3],
  'o-09-certificate': [1, 2],
};

describeHeldoutGroup('corpus-o families (held out until 2026-11-30) (new countries, ids without the country)', {
  prefix: 'o',
  split: 'dev',
  count: 10,
  pages: PAGES,
  language: LANGUAGE_NAMES,
  seeds: [11, 4242],
  compositionTitle: 'are 10 families o-01 … o-10 from countries no other family covers: course tables, diplomas in running text, a bilingual one, scans, photos, a screenshot',
  composition: (families) => {
    expect(families.filter((f) => f.kind === 'transcript' || f.kind === 'marksheet').length).to.be.at.least(5);
    expect(families.filter((f) => f.kind === 'diploma').length).to.be.at.least(2);
    expect(families.filter((f) => f.languages.length > 1 && f.languages.includes('en')).length, 'bilingual with English').to.be.at.least(1);
    for (const d of ['scan', 'photo', 'screenshot'] as const) expect(families.some((f) => f.degradations.includes(d)), d).to.equal(true);
  },
  more: (families) => {
    it('include one family printed in a script other than the Latin one', async () => {
      let nonLatin = 0;
      for (const f of families()) {
        const { expected } = await f.render(new Rng(11));
        if (expected && !/[A-Za-z]/.test(expected.candidate.fullName ?? 'x')) nonLatin += 1;
      }
      expect(nonLatin).to.be.at.least(1);
    });
  },
});
