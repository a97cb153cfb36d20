import { expect } from 'chai';
import path from 'node:path';
import { countries } from 'countries-list';
import { State } from 'country-state-city';
import type { Family } from '../../scripts/samples/families/types';
import { renderCertificate } from '../support/familyTruth';
import { squash } from '../support/pdfText';

/**
 * The procedural key-field families (`dev/p-keys.ts`, drawing code `lib/p-keys*.ts`): key-value
 * blocks drawn from the seed. Each family renders with several seeds (through renderCertificate, as the
 * other certificate families); the ground truth follows the READMEs' conventions and every value it states is printed.
 */
const FILE = path.join(__dirname, '../../scripts/samples/families/dev/p-keys.ts');
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

describe('corpus-p families (procedural key-value blocks)', () => {
  let families: Family[] = [];
  before(async () => {
    families = ((await import(FILE)) as { families: Family[] }).families;
  });

  it('are several development families with ids that start with p-keys', () => {
    expect(families.length).to.be.at.least(8);
    for (const f of families) expect(f.id).to.match(/^p-keys-/);
    const languages = new Set(families.flatMap((f) => f.languages));
    expect(languages.size, 'languages').to.be.at.least(10);
  });

  it('render one-page PDFs whose ground truth follows the conventions and whose values are printed', async function () {
    this.timeout(240000);
    const seen = { countryNull: 0, bilingual: 0, patronymic: 0, languages: new Set<string>() };
    for (const fam of families) {
      for (const seed of [11, 4242, 77, 9001]) {
        const { where, text, hay, e, printed } = await renderCertificate(fam, seed);
        seen.languages.add(e.languageCode!);
        expect(e.language, where).to.be.a('string');
        for (const d of [e.candidate.dateOfBirth, e.qualification.dateOfIssue]) if (d !== null) expect(d, where).to.match(isoDate);
        if (e.qualification.yearOfCompletion !== null) expect(e.qualification.status, where).to.equal('Completed');
        else expect(e.qualification.status, where).to.equal(null);
        if (e.qualification.dateOfIssue && e.qualification.yearOfCompletion) expect(+e.qualification.dateOfIssue.slice(0, 4), where).to.be.at.least(e.qualification.yearOfCompletion);
        // The country's English short name of countries-list whenever the page places the issuer.
        if (e.institution.countryCode !== null) expect(e.institution.country, where).to.equal(countries[e.institution.countryCode as keyof typeof countries].name);
        else {
          seen.countryNull++;
          expect(e.institution.country, where).to.equal(null);
          expect(e.institution.state, where).to.equal(null);
        }
        if (e.institution.stateCode !== null) {
          const state = State.getStateByCodeAndCountry(e.institution.stateCode, e.institution.countryCode!);
          expect(state?.name, where).to.equal(e.institution.state);
          expect(hay, `${where}: state`).to.include(squash(e.institution.state!));
        }
        expect(e.courses, where).to.deep.equal([]);
        if (/ \/ /.test(text) && e.languageCode !== 'en') seen.bilingual++;
        if (e.candidate.firstName!.split(' ').some((w) => /(?:вич|вна)$/.test(w))) seen.patronymic++;
        // The name, institution and qualification are checked by renderCertificate; the other values are printed too.
        if (e.candidate.dateOfBirth) expect(hay, `${where}: date of birth`).to.include(squash(printed['candidate.dateOfBirth']));
        if (e.qualification.registrationNumber) expect(hay, `${where}: registration`).to.include(squash(e.qualification.registrationNumber));
        if (e.qualification.majorOrSpecialization) expect(hay, `${where}: major`).to.include(squash(e.qualification.majorOrSpecialization));
        // The completion year is printed in digits unless the date is in words.
        if (e.qualification.yearOfCompletion && !/day of/.test(text)) expect(hay, `${where}: completion`).to.include(String(e.qualification.yearOfCompletion));
      }
    }
    expect(seen.languages.size, 'languages drawn').to.be.at.least(10);
    expect(seen.countryNull, 'pages without a place').to.be.above(0);
    expect(seen.bilingual, 'bilingual pages').to.be.above(0);
    expect(seen.patronymic, 'names with a patronymic').to.be.above(0);
  });
});
