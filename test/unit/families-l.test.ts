import { expect } from 'chai';
import { LANGUAGE_NAMES } from '../../scripts/samples/families/heldout/l-kit';
import { describeHeldoutGroup, itLeavesUnprintedFieldsNull } from '../support/heldoutGroup';

/**
 * The held-out group l-: families written on 2026-12-01 by a helper who changed nothing under src/ and did not run
 * the engine or the benchmark on them (files `l-NN.ts` of heldout/, ids `l-NN-<kind word>` that do not name the
 * country). These tests check generation, the ground truth's shape and the registration only, never the engine's
 * output. Kept cheap (one seed; the unprinted-fields check renders seeds 1–6).
 */
describeHeldoutGroup('corpus-l held-out families (new countries, kinds and layouts unlike the earlier groups, ids without the country)', {
  prefix: 'l',
  count: 10,
  pages: {},
  language: LANGUAGE_NAMES,
  seeds: [11],
  compositionTitle: 'are 10 held-out families l-01 … l-10 from countries no other family covers: transcripts and a degree audit, marksheets, certificates and a diploma, one non-academic upload, 4 scans, 4 photos, a screenshot',
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
