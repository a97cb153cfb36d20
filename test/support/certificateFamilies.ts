import { expect } from 'chai';
import { countries } from 'countries-list';
import type { LoadedFamily } from '../../scripts/samples/families/corpus';
import { Rng } from '../../scripts/samples/rng';
import { pdfText, squash } from './pdfText';

const LEVELS = ['Secondary', 'Higher Secondary', 'Diploma', 'Associate', 'Bachelor', 'Master', 'Doctorate'];
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Renders each certificate family (one page, no course rows) with each seed and checks that its ground truth
 * follows the conventions and that its name, institution and qualification are printed. `stateIn`: the countries
 * whose certificates may name the issuer's state (a US high school's); elsewhere the state is null.
 */
export async function checkCertificatesPrinted(families: LoadedFamily[], seeds: number[], o: { stateIn?: string[] } = {}): Promise<void> {
  for (const fam of families) {
    for (const seed of seeds) {
      const where = `${fam.id} seed ${seed}`;
      const { pdf, expected, printed } = await fam.render(new Rng(seed));
      expect(pdf.subarray(0, 5).toString('latin1'), where).to.equal('%PDF-');
      const { pages, text } = await pdfText(pdf);
      expect(pages, where).to.equal(1);
      const hay = squash(text);
      const e = expected!;
      expect(e.languageCode, where).to.equal(fam.languages[0]);
      expect(e.language, where).to.be.a('string');
      expect(e.candidate.fullName, where).to.equal([e.candidate.firstName, e.candidate.lastName].join(' '));
      expect(LEVELS, where).to.include(e.qualification.level);
      // The country whenever the page places the issuer (printed, or a city of that country only).
      if (e.institution.countryCode !== null) {
        expect(e.institution.countryCode, where).to.equal(fam.country);
        expect(e.institution.country, where).to.equal(countries[fam.country as keyof typeof countries].name);
      } else expect(e.institution.country, where).to.equal(null);
      if (!o.stateIn?.includes(fam.country)) expect(e.institution.state, where).to.equal(null);
      for (const d of [e.candidate.dateOfBirth, e.qualification.dateOfIssue]) if (d !== null) expect(d, where).to.match(isoDate);
      expect(e.qualification.yearOfCompletion, where).to.be.within(2005, 2025);
      if (e.qualification.dateOfIssue) expect(+e.qualification.dateOfIssue.slice(0, 4), where).to.be.at.least(e.qualification.yearOfCompletion!);
      expect(e.courses, where).to.deep.equal([]);
      // Names, institutions and titles are printed (in capitals where the document prints them so).
      expect(hay, `${where}: name`).to.include(squash(printed?.['candidate.fullName'] ?? e.candidate.fullName!));
      expect(hay, `${where}: institution`).to.include(squash(printed?.['institution.name'] ?? e.institution.name!));
      expect(hay, `${where}: qualification`).to.include(squash(printed?.['qualification.name'] ?? e.qualification.name!));
    }
  }
}
