import { expect } from 'chai';
import { countries } from 'countries-list';
import { loadFamilies, type LoadedFamily } from '../../scripts/samples/families/corpus';
import { renderCertificate } from '../support/familyTruth';
import { squash } from '../support/pdfText';

/**
 * The procedural level-of-education families (`dev/p-levels.ts`, drawing code `lib/p-levels.ts`): each
 * renders with several seeds; the ground truth follows the READMEs' conventions (the English half of a
 * bilingual qualification) and every value it states is printed.
 */

describe('corpus-p level-of-education families (stages of education and bare national titles)', () => {
  let families: LoadedFamily[] = [];
  before(async () => {
    families = await loadFamilies(['dev'], /^p-levels\.ts$/);
  });

  it('render one-page PDFs whose ground truth follows the conventions and whose values are printed', async function () {
    this.timeout(240000);
    expect(families.length).to.be.at.least(4);
    const levels = new Set<string>();
    for (const fam of families) {
      expect(fam.id).to.match(/^p-levels2?-/);
      for (const seed of [11, 4242, 77]) {
        const { where, hay, e, printed } = await renderCertificate(fam, seed);
        expect(e.institution.country, where).to.equal(countries[e.institution.countryCode as keyof typeof countries].name);
        expect(hay, `${where}: qualification`).to.include(squash(e.qualification.name!));
        // A bilingual qualification prints both halves; the English one is the truth.
        if (printed['qualification.name'] !== e.qualification.name) expect(printed['qualification.name'], where).to.match(/ \/ /);
        expect(hay, `${where}: completion`).to.include(String(e.qualification.yearOfCompletion));
        expect(e.courses, where).to.deep.equal([]);
        levels.add(e.qualification.level!);
      }
    }
    expect([...levels], 'levels drawn').to.include.members(['Secondary', 'Higher Secondary', 'Bachelor']);
  });
});
