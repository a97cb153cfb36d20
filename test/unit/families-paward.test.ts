import { expect } from 'chai';
import path from 'node:path';
import { countries } from 'countries-list';
import type { Family } from '../../scripts/samples/families/types';
import { renderCertificate } from '../support/familyTruth';
import { squash } from '../support/pdfText';

/**
 * The procedural award-certificate families (`dev/p-award.ts`, drawing code `lib/p-award.ts`):
 * each renders with several seeds; the ground truth follows the READMEs' conventions and every value
 * it states is printed.
 */
const FILE = path.join(__dirname, '../../scripts/samples/families/dev/p-award.ts');

describe('corpus-p award families (procedural award certificates)', () => {
  let families: Family[] = [];
  before(async () => {
    families = ((await import(FILE)) as { families: Family[] }).families;
  });

  it('render one-page PDFs whose ground truth follows the conventions and whose values are printed', async function () {
    this.timeout(240000);
    const seen = { countryNull: 0, sealOnly: 0, issueAfterCompletion: 0 };
    expect(families.length).to.be.at.least(4);
    for (const fam of families) {
      expect(fam.id).to.match(/^p-award2?-/);
      for (const seed of [11, 4242, 77]) {
        const { where, text, hay, e } = await renderCertificate(fam, seed);
        expect(e.qualification.status, where).to.equal('Completed');
        if (e.institution.countryCode !== null) expect(e.institution.country, where).to.equal(countries[e.institution.countryCode as keyof typeof countries].name);
        else seen.countryNull++;
        if (e.qualification.majorOrSpecialization) expect(hay, `${where}: major`).to.include(squash(e.qualification.majorOrSpecialization));
        if (e.qualification.registrationNumber) expect(hay, `${where}: registration`).to.include(squash(e.qualification.registrationNumber));
        if (!/day of .*two thousand/.test(text)) expect(hay, `${where}: completion`).to.include(String(e.qualification.yearOfCompletion));
        expect(+e.qualification.dateOfIssue!.slice(0, 4), where).to.be.at.least(e.qualification.yearOfCompletion!);
        if (+e.qualification.dateOfIssue!.slice(0, 4) > e.qualification.yearOfCompletion!) seen.issueAfterCompletion++;
        if (/seal of the/i.test(text)) seen.sealOnly++;
      }
    }
    expect(seen.countryNull, 'pages without a place').to.be.above(0);
    expect(seen.sealOnly, 'institution in a seal line').to.be.above(0);
    expect(seen.issueAfterCompletion, 'issued a year after the completion').to.be.above(0);
  });
});
