import { expect } from 'chai';
import { LANGUAGE_NAMES } from '../../scripts/samples/families/dev/l-kit';
import { describeHeldoutGroup, itLeavesUnprintedFieldsNull } from '../support/heldoutGroup';

/**
 * The group l-: families written on 2026-12-01 by a helper who changed nothing under src/ and did not run
 * the engine or the benchmark on them (files `l-NN.ts` now of dev/ (held out until their rotation into dev/ on 2026-12-02, stop 43, scripts/bench/README.md, "Rotations"), ids `l-NN-<kind word>` that do not name the
 * country). These tests check generation, the ground truth's shape and the registration only, never the engine's
 * output. Kept cheap (one seed; the unprinted-fields check renders seeds 1–6).
 */
describeHeldoutGroup('corpus-l families (held out until 2026-12-02, stop 43) (new countries, kinds and layouts unlike the earlier groups, ids without the country)', {
  prefix: 'l',
  split: 'dev',
  count: 10,
  pages: {},
  language: LANGUAGE_NAMES,
  seeds: [11],
  compositionTitle: 'are 10 families l-01 … l-10 from countries no other family covers: transcripts and a degree audit, marksheets, certificates and a diploma, one non-academic upload, 4 scans, 4 photos, a screenshot',
  composition: (families) => {
    expect(families.filter((f) => f.kind === 'transcript').length, 'transcripts').to.be.at.least(4);
    expect(families.filter((f) => f.kind === 'marksheet').length, 'marksheets').to.be.at.least(2);
    expect(families.filter((f) => f.kind === 'diploma').length, 'diplomas and certificates').to.be.at.least(3);
    expect(families.filter((f) => f.kind === 'other').length, 'non-academic').to.equal(1);
    expect(families.filter((f) => f.languages.length > 1).length, 'bilingual').to.be.at.least(2);
    const count = (d: 'scan' | 'photo' | 'screenshot') => families.filter((f) => f.degradations.includes(d)).length;
    expect([count('scan'), count('photo'), count('screenshot')], 'scans, photos, screenshots').to.deep.equal([4, 4, 1]);
    expect(new Set(families.map((f) => f.languages[0])).size, 'main languages').to.be.at.least(2);
  },
  more: (families) => {
    itLeavesUnprintedFieldsNull(families);
  },
});
