import { expect } from 'chai';
import { LANGUAGE_NAMES } from '../../scripts/samples/families/dev/w2-kit';
import { describeHeldoutGroup, itLeavesUnprintedFieldsNull } from '../support/heldoutGroup';

/**
 * The group w2-: families written on 2026-12-02 by a helper who changed nothing under src/ and did not run
 * the engine or the benchmark on them (files `w2-NN.ts` now of dev/ (held out until their rotation into dev/ on 2026-12-02, stop 44, scripts/bench/README.md, "Rotations"), ids `w2-NN-<kind word>` that do not name the
 * country). These tests check generation, the ground truth's shape and the registration only, never the engine's
 * output. Kept cheap (one seed; the unprinted-fields check renders seeds 1–6).
 */
describeHeldoutGroup('corpus-w2 families (held out until 2026-12-02, stop 44) (new countries, kinds and layouts unlike the earlier groups, ids without the country)', {
  prefix: 'w2',
  split: 'dev',
  count: 10,
  pages: {},
  language: LANGUAGE_NAMES,
  seeds: [11],
  gradedDiplomas: ['w2-07-diploma'],
  compositionTitle: 'are 10 families w2-01 … w2-10 from countries no other family covers: transcripts and a record, marksheets, certificates, a diploma and a letter, one non-academic upload, 4 scans, 4 photos, a screenshot',
  composition: (families) => {
    expect(families.filter((f) => f.kind === 'transcript').length, 'transcripts').to.be.at.least(4);
    expect(families.filter((f) => f.kind === 'marksheet').length, 'marksheets').to.be.at.least(2);
    expect(families.filter((f) => f.kind === 'diploma').length, 'diplomas, certificates and letters').to.be.at.least(3);
    expect(families.filter((f) => f.kind === 'other').length, 'non-academic').to.equal(1);
    expect(families.filter((f) => f.languages.length > 1).length, 'bilingual').to.be.at.least(1);
    const count = (d: 'scan' | 'photo' | 'screenshot') => families.filter((f) => f.degradations.includes(d)).length;
    expect([count('scan'), count('photo'), count('screenshot')], 'scans, photos, screenshots').to.deep.equal([4, 4, 1]);
    expect(new Set(families.map((f) => f.languages[0])).size, 'main languages').to.be.at.least(3);
  },
  more: (families) => {
    itLeavesUnprintedFieldsNull(families);
  },
});
