import { expect } from 'chai';
import { countries } from 'countries-list';
import { Rng } from '../../scripts/samples/rng';
import { loadFamilies, type LoadedFamily } from '../../scripts/samples/families/corpus';
import { LANGUAGE_NAMES } from '../../scripts/samples/families/dev/v-kit';
import { describeHeldoutGroup } from '../support/heldoutGroup';
import { pdfText, squash } from '../support/pdfText';

/** The corpus-v families (certificates whose key fields are printed inside running sentences): files `v-*.ts` of dev/. */

describe('corpus-v families (running-text certificates)', () => {
  let families: LoadedFamily[] = [];
  before(async () => {
    // The rotated v-NN group (below) shares the letter and has its own test.
    families = await loadFamilies(['dev'], /^v-(?!\d\d\.ts$)/);
  });

  it('are at least two, each its own convention', () => {
    expect(families.length).to.be.at.least(2);
    expect(new Set(families.map((f) => f.id)).size).to.equal(families.length);
  });

  it('render PDFs whose key fields are printed as the ground truth states', async function () {
    this.timeout(120000);
    for (const fam of families) {
      for (const seed of [11, 4242]) {
        const where = `${fam.id} seed ${seed}`;
        const { pdf, expected, printed } = await fam.render(new Rng(seed));
        const { pages, text } = await pdfText(pdf);
        expect(pages, where).to.equal(1);
        const hay = ` ${squash(text)} `;
        const e = expected!;
        expect(e.languageCode, where).to.equal(fam.languages[0]);
        expect(e.candidate.fullName, where).to.equal([e.candidate.firstName, e.candidate.lastName].join(' '));
        expect(e.institution.countryCode, where).to.equal(fam.country);
        expect(e.institution.country, where).to.equal(countries[fam.country as keyof typeof countries].name);
        expect(hay, `${where}: institution`).to.include(squash(e.institution.name!));
        expect(hay, `${where}: qualification`).to.include(squash(e.qualification.name!));
        expect(hay, `${where}: name`).to.include(squash(printed!['candidate.fullName']));
        if (e.candidate.dateOfBirth) expect(hay, `${where}: birth`).to.include(squash(printed!['candidate.dateOfBirth']));
        expect(hay, `${where}: completion`).to.include(String(e.qualification.yearOfCompletion));
        if (e.qualification.registrationNumber) expect(hay, where).to.include(squash(e.qualification.registrationNumber));
        expect(e.courses, where).to.have.length(0);
      }
    }
  });
});

/**
 * The held-out group v-: families written on 2026-11-30 by a helper who changed nothing under src/ (files
 * `v-NN.ts` now of dev/ (held out until their rotation into dev/ on 2026-12-01, scripts/bench/README.md,
 * "Rotations"), ids `v-NN-<kind word>` that do not name the country), the next clean held-out group
 * after u-. Its ids start with "v-", which no development family's id does (the files above are named `v-*`
 * but their ids name their countries), so the two never mix.
 */

/** Page counts each family may have (the course tables run over pages with some seeds). */
const HELDOUT_PAGES: Record<string, [number, number]> = {
  'v-01-transcript': [1, 3],
  'v-05-transcript': [1, 3],
  'v-06-transcript': [1, 2],
  'v-08-transcript': [1, 3],
};

describeHeldoutGroup('corpus-v families (held out until 2026-12-01) (new countries, ids without the country)', {
  prefix: 'v',
  split: 'dev',
  count: 10,
  pages: HELDOUT_PAGES,
  language: LANGUAGE_NAMES,
  seeds: [11, 4242],
  compositionTitle: 'are 10 families v-01 … v-10 from countries no other family covers: course tables, diplomas in running text, bilingual ones, scans, a photo, a screenshot',
  composition: (families) => {
    expect(families.filter((f) => f.kind === 'transcript' || f.kind === 'marksheet').length).to.be.at.least(5);
    expect(families.filter((f) => f.kind === 'diploma').length).to.be.at.least(3);
    expect(families.filter((f) => f.languages.length > 1).length, 'bilingual').to.be.at.least(2);
    expect(families.filter((f) => f.degradations.includes('scan')).length, 'scans').to.be.at.least(5);
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
