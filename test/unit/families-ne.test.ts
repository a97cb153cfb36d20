import { expect } from 'chai';
import { loadFamilies, type LoadedFamily } from '../../scripts/samples/families/corpus';
import { Rng } from '../../scripts/samples/rng';
import { checkRenderedFamilies } from '../support/familyTruth';
import { pdfText, squash } from '../support/pdfText';

/**
 * The corpus-ne families: development families written on 2026-11-29 from Paraguay, Côte d'Ivoire, Algeria, Myanmar and
 * Namibia, measured untouched before any engine change aimed at them (files `dev/ne-*.ts`, drawing helpers `lib/ne-kit.ts`).
 */
const PAGES: Record<string, [number, number]> = {
  'ne-py-certificado-estudios': [1, 2],
  'ne-ci-releve-notes': [1, 2],
};
const LANGUAGE: Record<string, string> = { es: 'Spanish', fr: 'French', ar: 'Arabic', en: 'English' };
const SEEDS = [11, 4242, 7, 99];

describe('corpus-ne families (development, Paraguayan, Ivorian, Algerian, Myanmar and Namibian documents)', () => {
  let families: LoadedFamily[] = [];

  before(async () => {
    families = await loadFamilies(['dev'], /^ne-/);
  });

  it('are five development families, one per country, with ids ne-<cc>-…, among them a phone photo and a portal screenshot', () => {
    expect(families.map((f) => f.id).sort()).to.deep.equal(['ne-ci-releve-notes', 'ne-dz-attestation-licence', 'ne-mm-matriculation-marks', 'ne-na-nssc-results', 'ne-py-certificado-estudios']);
    for (const f of families) {
      expect(f.split, f.id).to.equal('dev');
      expect(f.id, f.id).to.match(new RegExp(`^ne-${f.country.toLowerCase()}-[a-z0-9-]+$`));
      expect(f.degradations, f.id).to.include.oneOf(['scan', 'photo']);
      expect(f.conventions.length, f.id).to.be.above(80);
    }
    expect(families.some((f) => f.degradations.includes('photo'))).to.equal(true);
    expect(families.some((f) => f.degradations.includes('screenshot'))).to.equal(true);
  });

  it('render valid PDFs whose ground truth follows the conventions and whose values are printed', async function () {
    // Generous: the machine running the suite may be shared.
    this.timeout(240000);
    await checkRenderedFamilies(families, { seeds: SEEDS, pages: PAGES, language: LANGUAGE });
  });

  it('print the conventions they model: grades in figures and words, marks out of 20, Arabic script, names without a family name', async function () {
    this.timeout(240000);
    const byId = (id: string) => families.find((f) => f.id === id)!;
    for (const seed of SEEDS) {
      const py = await byId('ne-py-certificado-estudios').render(new Rng(seed));
      expect(squash((await pdfText(py.pdf)).text), `py ${seed}`).to.match(/\b[2-5] (\(?)(dos|tres|cuatro|cinco)\b/);
      expect(py.expected!.courses.every((c) => c.credit === null), `py ${seed}: hours are not credits`).to.equal(true);
      const ci = await byId('ne-ci-releve-notes').render(new Rng(seed));
      expect(ci.expected!.courses.every((c) => c.maximumMarks === 20 && c.grade === null), `ci ${seed}`).to.equal(true);
      const dz = squash((await pdfText((await byId('ne-dz-attestation-licence').render(new Rng(seed))).pdf)).text);
      expect(dz, `dz ${seed}`).to.match(/\p{Script=Arabic}{4,}/u);
      expect(dz, `dz ${seed}`).to.include('licence');
      const mm = await byId('ne-mm-matriculation-marks').render(new Rng(seed));
      expect(mm.expected!.candidate.lastName, `mm ${seed}`).to.equal(null);
      expect(squash((await pdfText(mm.pdf)).text), `mm ${seed}`).to.match(/\b(mg|ma) /);
      const na = await byId('ne-na-nssc-results').render(new Rng(seed));
      expect(na.expected!.courses.every((c) => /^(A\*|[A-G]|[a-e])$/.test(c.grade!)), `na ${seed}`).to.equal(true);
    }
  });
});
