import { expect } from 'chai';
import { loadFamilies, type LoadedFamily } from '../../scripts/samples/families/corpus';
import { Rng } from '../../scripts/samples/rng';
import { checkRenderedFamilies } from '../support/familyTruth';
import { pdfText, squash } from '../support/pdfText';

/**
 * The corpus-ni families: development families written on 2026-11-30 from Somalia, Syria, Palestine, Eritrea and
 * Djibouti, measured untouched before any engine change aimed at them (files `dev/ni-*.ts`, drawing helpers `lib/ni-kit.ts`).
 */
const PAGES: Record<string, [number, number]> = {
  'ni-sy-transcript': [1, 3],
  'ni-er-transcript': [1, 3],
};
const LANGUAGE: Record<string, string> = { so: 'Somali', en: 'English', ar: 'Arabic', fr: 'French' };
const SEEDS = [11, 4242, 7, 99];

describe('corpus-ni families (development, Somali, Syrian, Palestinian, Eritrean and Djiboutian documents)', () => {
  let families: LoadedFamily[] = [];

  before(async () => {
    families = await loadFamilies(['dev'], /^ni-/);
  });

  it('are five development families, one per country, with ids ni-<cc>-…, all scanned, two photographed, one a portal page', () => {
    expect(families.map((f) => f.id).sort()).to.deep.equal(['ni-dj-releve-baccalaureat', 'ni-er-transcript', 'ni-ps-tawjihi-certificate', 'ni-so-secondary-certificate', 'ni-sy-transcript']);
    for (const f of families) {
      expect(f.split, f.id).to.equal('dev');
      expect(f.id, f.id).to.match(new RegExp(`^ni-${f.country.toLowerCase()}-[a-z0-9-]+$`));
      expect(f.conventions.length, f.id).to.be.above(80);
      expect(f.degradations, f.id).to.include('scan');
    }
    expect(families.filter((f) => f.degradations.includes('photo')).length).to.equal(2);
    expect(families.filter((f) => f.degradations.includes('screenshot')).length).to.equal(1);
    expect(families.filter((f) => f.languages.length > 1).length).to.be.at.least(2);
  });

  it('render valid PDFs whose ground truth follows the conventions and whose values are printed', async function () {
    // Generous: the machine running the suite may be shared.
    this.timeout(240000);
    await checkRenderedFamilies(families, { seeds: SEEDS, pages: PAGES, language: LANGUAGE });
  });

  it('print the conventions they model: chain names, a second script, marks out of 100 and 20, coefficients that are no credits', async function () {
    this.timeout(240000);
    const byId = (id: string) => families.find((f) => f.id === id)!;
    for (const seed of SEEDS) {
      const so = await byId('ni-so-secondary-certificate').render(new Rng(seed));
      expect(so.expected!.candidate.fullName!.split(' ').length, `so ${seed}: given, father, grandfather`).to.equal(3);
      expect(so.expected!.courses.every((c) => c.maximumMarks === 100 && c.grade !== null), `so ${seed}`).to.equal(true);
      const sy = await byId('ni-sy-transcript').render(new Rng(seed));
      expect(sy.expected!.courses.every((c) => c.maximumMarks === 100 && c.marksScored! >= 60 && c.grade === null), `sy ${seed}`).to.equal(true);
      expect(squash((await pdfText(sy.pdf)).text), `sy ${seed}`).to.match(/\p{Script=Arabic}{3,}/u);
      const ps = await byId('ni-ps-tawjihi-certificate').render(new Rng(seed));
      expect(squash((await pdfText(ps.pdf)).text), `ps ${seed}`).to.match(/\p{Script=Arabic}{3,}/u);
      expect(ps.expected!.qualification.level, `ps ${seed}`).to.equal('Higher Secondary');
      const er = await byId('ni-er-transcript').render(new Rng(seed));
      expect(squash((await pdfText(er.pdf)).text), `er ${seed}`).to.match(/\p{Script=Ethiopic}{3,}/u);
      expect(er.expected!.candidate.fullName!.split(' ').length, `er ${seed}`).to.equal(3);
      const dj = await byId('ni-dj-releve-baccalaureat').render(new Rng(seed));
      expect(dj.expected!.courses.every((c) => c.maximumMarks === 20 && c.credit === null), `dj ${seed}: coefficients are no credits`).to.equal(true);
    }
  });
});
