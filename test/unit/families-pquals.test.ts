import { expect } from 'chai';
import path from 'node:path';
import { countries } from 'countries-list';
import type { Family } from '../../scripts/samples/families/types';
import { renderCertificate } from '../support/familyTruth';
import { squash } from '../support/pdfText';

/**
 * The procedural qualification families (`dev/p-quals.ts`, drawing code `lib/p-quals.ts`): each
 * renders with several seeds; the ground truth follows the READMEs' conventions and every value it
 * states is printed (an abbreviation printed alone stands for its expansion).
 */
const FILE = path.join(__dirname, '../../scripts/samples/families/dev/p-quals.ts');

describe('corpus-p qualification families (procedural qualification placements)', () => {
  let families: Family[] = [];
  before(async () => {
    families = ((await import(FILE)) as { families: Family[] }).families;
  });

  it('render one-page PDFs whose ground truth follows the conventions and whose values are printed', async function () {
    this.timeout(240000);
    let abbreviations = 0;
    expect(families.length).to.be.at.least(4);
    for (const fam of families) {
      expect(fam.id).to.match(/^p-quals2?-/);
      for (const seed of [11, 4242, 77]) {
        const { where, hay, e, printed } = await renderCertificate(fam, seed);
        expect(e.institution.country, where).to.equal(countries[e.institution.countryCode as keyof typeof countries].name);
        if (printed['qualification.name'] === e.qualification.name) expect(hay, where).to.include(squash(e.qualification.name!));
        else if (!hay.includes(squash(e.qualification.name!))) abbreviations++;
        expect(hay, `${where}: completion`).to.include(String(e.qualification.yearOfCompletion));
        for (const c of e.courses) expect(hay, `${where}: course`).to.include(squash(c.courseName!));
      }
    }
    expect(abbreviations, 'abbreviations printed alone').to.be.above(0);
  });
});
