import { expect } from 'chai';
import { Rng } from '../../scripts/samples/rng';
import { LANGUAGE_NAMES } from '../../scripts/samples/families/dev/y-kit';
import { describeHeldoutGroup } from '../support/heldoutGroup';
import { pdfText } from '../support/pdfText';

/**
 * The held-out group y-: families written on 2026-11-30 by a helper who changed nothing under src/ and did
 * not run the engine on them (files `y-NN.ts` now of dev/ (held out until their rotation into dev/ on 2026-12-01, stop 40, scripts/bench/README.md, "Rotations"), ids `y-NN-<kind word>` that do not name the
 * country), the next clean held-out group after v-. These tests check generation, the ground truth's shape
 * and the registration only, never the engine's output.
 */

/** Page counts each family may have (the course tables run over pages with some seeds). */
const PAGES: Record<string, [number, number]> = {
  'y-01-transcript': [1, 3],
  'y-02-transcript': [1, 2],
  'y-06-transcript': [1, 2],
  'y-08-transcript': [1, 2],
  'y-09-transcript': [1, 2],
};

describeHeldoutGroup('corpus-y families (held out until 2026-12-01, stop 40) (new countries, ids without the country)', {
  prefix: 'y',
  split: 'dev',
  count: 10,
  pages: PAGES,
  language: LANGUAGE_NAMES,
  seeds: [11, 4242, 90210],
  compositionTitle: 'are 10 families y-01 … y-10 from countries no other family covers: course tables, a marksheet, diplomas in running text, bilingual ones, 4 scans, 2 photos, a screenshot',
  composition: (families) => {
    expect(families.filter((f) => f.kind === 'transcript').length).to.be.at.least(5);
    expect(families.filter((f) => f.kind === 'marksheet').length).to.be.at.least(1);
    expect(families.filter((f) => f.kind === 'diploma').length).to.be.at.least(3);
    expect(families.filter((f) => f.languages.length > 1).length, 'bilingual').to.be.at.least(2);
    const count = (d: 'scan' | 'photo' | 'screenshot') => families.filter((f) => f.degradations.includes(d)).length;
    expect([count('scan'), count('photo'), count('screenshot')], 'scans, photos, screenshots').to.deep.equal([4, 2, 1]);
    expect(new Set(families.map((f) => f.languages[0])).size, 'main languages').to.be.at.least(4);
  },
  more: (families) => {
    it('leave fields the page does not print null on some seeds (birth date, registration number)', async function () {
      this.timeout(120000);
      let noBirth = 0;
      let noNumber = 0;
      for (const f of families()) {
        for (const seed of [1, 2, 3, 4, 5, 6]) {
          const { expected } = await f.render(new Rng(seed));
          if (expected!.candidate.dateOfBirth === null) noBirth++;
          if (expected!.qualification.registrationNumber === null) noNumber++;
        }
      }
      expect(noBirth, 'documents without a birth date').to.be.above(5);
      expect(noNumber, 'documents without a registration number').to.be.above(5);
    });

    it('print the Arabic script on the families that are bilingual with Arabic', async function () {
      this.timeout(60000);
      const arabic = families().filter((f) => f.languages.includes('ar'));
      expect(arabic.length).to.be.at.least(2);
      for (const f of arabic) {
        const { pdf } = await f.render(new Rng(11));
        const { text } = await pdfText(pdf);
        expect(/\p{Script=Arabic}{3,}/u.test(text), f.id).to.equal(true);
      }
    });
  },
});
