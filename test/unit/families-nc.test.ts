import { expect } from 'chai';
import { loadFamilies, type LoadedFamily } from '../../scripts/samples/families/corpus';
import { Rng } from '../../scripts/samples/rng';
import { checkRenderedFamilies } from '../support/familyTruth';
import { pdfText, squash } from '../support/pdfText';

/**
 * The corpus-nc families: development families written on 2026-11-29 from Armenia, Iran, Rwanda and Greece,
 * measured untouched before any engine change aimed at them (files `dev/nc-*.ts`, drawing helpers
 * `lib/nc-kit.ts`).
 */
const PAGES: Record<string, [number, number]> = {
  'nc-am-diploma-supplement': [1, 2],
  'nc-ir-transcript': [1, 2],
  'nc-rw-transcript': [1, 2],
  'nc-gr-analytiki-vathmologia': [1, 2],
};
const LANGUAGE: Record<string, string> = { hy: 'Armenian', fa: 'Persian', en: 'English', el: 'Greek' };
const SEEDS = [11, 4242, 7, 99];

describe('corpus-nc families (development, Armenian, Iranian, Rwandan and Greek documents)', () => {
  let families: LoadedFamily[] = [];

  before(async () => {
    families = await loadFamilies(['dev'], /^nc-/);
  });

  it('are four development families, one per country, with ids nc-<cc>-…', () => {
    expect(families.map((f) => f.id).sort()).to.deep.equal(['nc-am-diploma-supplement', 'nc-gr-analytiki-vathmologia', 'nc-ir-transcript', 'nc-rw-transcript']);
    for (const f of families) {
      expect(f.split, f.id).to.equal('dev');
      expect(f.id, f.id).to.match(new RegExp(`^nc-${f.country.toLowerCase()}-[a-z0-9-]+$`));
      expect(f.degradations.length, f.id).to.be.at.least(1);
      expect(f.conventions.length, f.id).to.be.above(80);
    }
  });

  it('render valid PDFs whose ground truth follows the conventions and whose values are printed', async function () {
    // Generous: the machine running the suite may be shared.
    this.timeout(240000);
    await checkRenderedFamilies(families, { seeds: SEEDS, pages: PAGES, language: LANGUAGE });
  });

  it('print the conventions they model: Armenian and Persian script, Solar Hijri years, Greek decimal commas', async () => {
    const byId = (id: string) => families.find((f) => f.id === id)!;
    for (const seed of SEEDS) {
      const am = squash((await pdfText((await byId('nc-am-diploma-supplement').render(new Rng(seed))).pdf)).text);
      expect(am, `am ${seed}`).to.match(/\p{Script=Armenian}{4,}/u);
      const ir = squash((await pdfText((await byId('nc-ir-transcript').render(new Rng(seed))).pdf)).text);
      expect(ir, `ir ${seed}`).to.match(/\p{Script=Arabic}{4,}/u);
      expect(ir, `ir ${seed}`).to.match(/13\d\d-13\d\d \(20\d\d-20\d\d\)/);
      const gr = await byId('nc-gr-analytiki-vathmologia').render(new Rng(seed));
      expect(gr.expected!.courses.every((c) => /^\d+,\d$/.test(c.grade!)), `gr ${seed}`).to.equal(true);
      expect(squash((await pdfText(gr.pdf)).text), `gr ${seed}`).to.match(/\dο εξάμηνο/);
    }
  });
});
