import { expect } from 'chai';
import { loadFamilies, type LoadedFamily } from '../../scripts/samples/families/corpus';
import { Rng } from '../../scripts/samples/rng';
import { checkRenderedFamilies } from '../support/familyTruth';
import { pdfText, squash } from '../support/pdfText';

/**
 * The corpus-nh families: development families written on 2026-11-30 from Afghanistan, Togo, Burkina Faso, Guinea and
 * Barbados, measured untouched before any engine change aimed at them (files `dev/nh-*.ts`, drawing helpers `lib/nh-kit.ts`).
 */
const PAGES: Record<string, [number, number]> = {
  'nh-af-transcript': [1, 3],
  'nh-tg-releve-notes': [1, 2],
};
const LANGUAGE: Record<string, string> = { fr: 'French', en: 'English' };
const SEEDS = [11, 4242, 7, 99];

describe('corpus-nh families (development, Afghan, Togolese, Burkinabè, Guinean and Barbadian documents)', () => {
  let families: LoadedFamily[] = [];

  before(async () => {
    families = await loadFamilies(['dev'], /^nh-/);
  });

  it('are five development families, one per country, with ids nh-<cc>-…, three scanned and one photographed', () => {
    expect(families.map((f) => f.id).sort()).to.deep.equal(['nh-af-transcript', 'nh-bb-csec-results', 'nh-bf-diplome-licence', 'nh-gn-attestation-reussite', 'nh-tg-releve-notes']);
    for (const f of families) {
      expect(f.split, f.id).to.equal('dev');
      expect(f.id, f.id).to.match(new RegExp(`^nh-${f.country.toLowerCase()}-[a-z0-9-]+$`));
      expect(f.conventions.length, f.id).to.be.above(80);
    }
    expect(families.filter((f) => f.degradations.includes('scan')).length).to.equal(3);
    expect(families.filter((f) => f.degradations.includes('photo')).length).to.equal(1);
  });

  it('render valid PDFs whose ground truth follows the conventions and whose values are printed', async function () {
    // Generous: the machine running the suite may be shared.
    this.timeout(240000);
    await checkRenderedFamilies(families, { seeds: SEEDS, pages: PAGES, language: LANGUAGE });
  });

  it('print the conventions they model: Dari captions, marks out of 100 and 20, Roman grades, an absent date of birth', async function () {
    this.timeout(240000);
    const byId = (id: string) => families.find((f) => f.id === id)!;
    for (const seed of SEEDS) {
      const af = await byId('nh-af-transcript').render(new Rng(seed));
      expect(squash((await pdfText(af.pdf)).text), `af ${seed}`).to.match(/\p{Script=Arabic}{3,}/u);
      expect(af.expected!.courses.every((c) => c.maximumMarks === 100 && c.grade === null), `af ${seed}`).to.equal(true);
      expect(af.expected!.candidate.dateOfBirth, `af ${seed}: no date of birth is printed`).to.equal(null);
      const tg = await byId('nh-tg-releve-notes').render(new Rng(seed));
      expect(tg.expected!.courses.every((c) => c.maximumMarks === 20 && c.marksScored! >= 10), `tg ${seed}`).to.equal(true);
      const gn = await byId('nh-gn-attestation-reussite').render(new Rng(seed));
      expect(gn.expected!.candidate.dateOfBirth, `gn ${seed}: only the place of birth is printed`).to.equal(null);
      const bb = await byId('nh-bb-csec-results').render(new Rng(seed));
      expect(bb.expected!.courses.every((c) => /^(I|II|III|IV|V|VI)$/.test(c.grade!)), `bb ${seed}`).to.equal(true);
      expect(bb.expected!.candidate.dateOfBirth, `bb ${seed}`).to.equal(null);
      const bf = await byId('nh-bf-diplome-licence').render(new Rng(seed));
      expect(squash((await pdfText(bf.pdf)).text), `bf ${seed}`).to.match(/est délivré à (m\.|mme) /);
    }
  });
});
