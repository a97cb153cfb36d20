import { expect } from 'chai';
import { countries } from 'countries-list';
import { Rng } from '../../scripts/samples/rng';
import { loadFamilies, type LoadedFamily } from '../../scripts/samples/families/corpus';
import { pdfText, squash } from '../support/pdfText';

/** The corpus-v families (certificates whose key fields are printed inside running sentences): files `v-*.ts` of dev/. */

describe('corpus-v families (running-text certificates)', () => {
  let families: LoadedFamily[] = [];
  before(async () => {
    families = await loadFamilies(['dev'], /^v-/);
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
