import { expect } from 'chai';
import { loadFamilies, type LoadedFamily } from '../../scripts/samples/families/corpus';
import { Rng } from '../../scripts/samples/rng';
import { checkRenderedFamilies } from '../support/familyTruth';
import { pdfText, squash } from '../support/pdfText';

/**
 * The corpus-ng families: development families written on 2026-11-30 from Mauritius, Sierra Leone, Cuba, Qatar and
 * Brunei, measured untouched before any engine change aimed at them (files `dev/ng-*.ts`, drawing helpers `lib/ng-kit.ts`).
 */
const PAGES: Record<string, [number, number]> = {
  'ng-cu-certificacion-notas': [1, 3],
  'ng-qa-transcript': [1, 3],
};
const LANGUAGE: Record<string, string> = { es: 'Spanish', ms: 'Malay', en: 'English' };
const SEEDS = [11, 4242, 7, 99];

describe('corpus-ng families (development, Mauritian, Sierra Leonean, Cuban, Qatari and Bruneian documents)', () => {
  let families: LoadedFamily[] = [];

  before(async () => {
    families = await loadFamilies(['dev'], /^ng-/);
  });

  it('are five development families, one per country, with ids ng-<cc>-…, among them a phone photo and a portal screenshot', () => {
    expect(families.map((f) => f.id).sort()).to.deep.equal(['ng-bn-degree-certificate', 'ng-cu-certificacion-notas', 'ng-mu-hsc-results', 'ng-qa-transcript', 'ng-sl-wassce-results']);
    for (const f of families) {
      expect(f.split, f.id).to.equal('dev');
      expect(f.id, f.id).to.match(new RegExp(`^ng-${f.country.toLowerCase()}-[a-z0-9-]+$`));
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

  it('print the conventions they model: grades with their words, hours that are no credits, Arabic script, bin / binti', async function () {
    this.timeout(240000);
    const byId = (id: string) => families.find((f) => f.id === id)!;
    for (const seed of SEEDS) {
      const sl = await byId('ng-sl-wassce-results').render(new Rng(seed));
      expect(sl.expected!.courses.every((c) => /^(A1|B[23]|C[456]|D7|E8|F9)$/.test(c.grade!)), `sl ${seed}`).to.equal(true);
      expect(squash((await pdfText(sl.pdf)).text), `sl ${seed}`).to.match(/\b(excellent|very good|good|credit|pass|fail)\b/);
      const cu = await byId('ng-cu-certificacion-notas').render(new Rng(seed));
      expect(cu.expected!.courses.every((c) => c.credit === null), `cu ${seed}: hours are not credits`).to.equal(true);
      expect(squash((await pdfText(cu.pdf)).text), `cu ${seed}`).to.match(/\b(excelente|bien|aprobado)\b/);
      const qa = squash((await pdfText((await byId('ng-qa-transcript').render(new Rng(seed))).pdf)).text);
      expect(qa, `qa ${seed}`).to.match(/\p{Script=Arabic}{4,}/u);
      const bn = await byId('ng-bn-degree-certificate').render(new Rng(seed));
      expect(bn.expected!.candidate.lastName, `bn ${seed}`).to.match(/^bin(ti)? /);
      const mu = await byId('ng-mu-hsc-results').render(new Rng(seed));
      expect(mu.expected!.courses.every((c) => /^(A\*|[A-E]|[a-e]|[1-9])$/.test(c.grade!)), `mu ${seed}`).to.equal(true);
    }
  });
});
