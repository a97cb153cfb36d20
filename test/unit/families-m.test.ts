import { expect } from 'chai';
import { LANGUAGE_NAMES } from '../../scripts/samples/families/dev/m-kit';
import { describeHeldoutGroup } from '../support/heldoutGroup';

/**
 * The corpus-m families: held-out families written on 2026-11-29 by someone who does not change
 * src/processing (files `m-NN.ts` now of dev/ (held out until their rotation into dev/ on 2026-11-30, scripts/bench/README.md, "Rotations"), ids `m-NN-<kind word>` that do not name the country),
 * the replacement of the h- group as the clean held-out measure.
 */

/** Page counts each family may have (the course tables run over pages with some seeds). */
const PAGES: Record<string, [number, number]> = {
  'm-01-record': [1, 3],
  'm-02-marksheet': [1, 2],
  'm-03-certificate': [1, 3],
  'm-04-transcript': [1, 3],
  'm-05-record': [1, 3],
  'm-06-record': [1, 2],
  'm-11-transcript': [1, 3],
};

describeHeldoutGroup('corpus-m families (held out until 2026-11-30) (new countries, ids without the country)', {
  prefix: 'm',
  split: 'dev',
  count: 12,
  pages: PAGES,
  language: LANGUAGE_NAMES,
  seeds: [11, 4242],
  compositionTitle: 'are 12 families m-01 … m-12 from countries no other family covers: course tables, diplomas, a bilingual one, scans, photos, a screenshot, a non-academic one',
  composition: (families) => {
    expect(families.filter((f) => f.kind === 'transcript' || f.kind === 'marksheet').length).to.be.at.least(8);
    expect(families.filter((f) => f.kind === 'diploma').length).to.be.at.least(2);
    expect(families.filter((f) => f.kind === 'other').length).to.equal(1);
    expect(families.filter((f) => f.languages.length > 1).length, 'bilingual').to.be.at.least(2);
    for (const d of ['scan', 'photo', 'screenshot'] as const) expect(families.some((f) => f.degradations.includes(d)), d).to.equal(true);
  },
});
