import { expect } from 'chai';
import { LANGUAGE_NAMES } from '../../scripts/samples/families/dev/u-kit';
import { Rng } from '../../scripts/samples/rng';
import { describeHeldoutGroup } from '../support/heldoutGroup';

/**
 * The corpus-u families: held-out families written on 2026-11-30 by a helper who changed nothing
 * under src/ (files `u-NN.ts` now of dev/ (held out until their rotation into dev/ on 2026-12-01, stop 41, scripts/bench/README.md, "Rotations"), ids `u-NN-<kind word>` that do not name the country),
 * the replacement of the o- group as the clean held-out measure.
 */

/** Page counts each family may have (the course tables run over pages with some seeds). */
const PAGES: Record<string, [number, number]> = {
  'u-01-transcript': [1, 3],
  'u-03-transcript': [1, 2],
  'u-04-transcript': [1, 2],
  'u-06-certificate': [1, 3],
  'u-10-transcript': [1, 3],
};

describeHeldoutGroup('corpus-u families (held out until 2026-12-01, stop 41) (new countries, ids without the country)', {
  prefix: 'u',
  split: 'dev',
  count: 10,
  pages: PAGES,
  language: LANGUAGE_NAMES,
  seeds: [11, 4242],
  compositionTitle: 'are 10 families u-01 … u-10 from countries no other family covers: course tables, diplomas in running text, a bilingual one, scans, a photo, a screenshot',
  composition: (families) => {
    expect(families.filter((f) => f.kind === 'transcript' || f.kind === 'marksheet').length).to.be.at.least(5);
    expect(families.filter((f) => f.kind === 'diploma').length).to.be.at.least(2);
    expect(families.filter((f) => f.languages.length > 1 && f.languages.includes('en')).length, 'bilingual with English').to.be.at.least(1);
    for (const d of ['scan', 'photo', 'screenshot'] as const) expect(families.some((f) => f.degradations.includes(d)), d).to.equal(true);
  },
  more: (families) => {
    it('include families printed in the Cyrillic and the Arabic scripts', async () => {
      const scripts = new Set<string>();
      for (const f of families()) {
        const { expected } = await f.render(new Rng(11));
        const name = expected?.candidate.fullName ?? '';
        if (/\p{Script=Cyrillic}/u.test(name)) scripts.add('Cyrillic');
        if (/\p{Script=Arabic}/u.test(name)) scripts.add('Arabic');
      }
      expect([...scripts].sort()).to.deep.equal(['Arabic', 'Cyrillic']);
    });
  },
});
