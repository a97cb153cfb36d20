import { expect } from 'chai';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { countries } from 'countries-list';
import { Rng } from '../../scripts/samples/rng';
import type { Family } from '../../scripts/samples/families/types';
import { pdfText, squash } from '../support/pdfText';

/** The corpus-v families (certificates whose key fields are printed inside running sentences): files `v-*.ts` of dev/. */
const ROOT = path.join(__dirname, '../../scripts/samples/families');
const FILES = ['dev']
  .filter((split) => existsSync(path.join(ROOT, split)))
  .flatMap((split) => readdirSync(path.join(ROOT, split)).filter((f) => /^v-.*\.ts$/.test(f)).map((f) => path.join(ROOT, split, f)));

describe('corpus-v families (running-text certificates)', () => {
  const families: Family[] = [];
  before(async () => {
    for (const f of FILES) families.push(...((await import(f)) as { families: Family[] }).families);
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
