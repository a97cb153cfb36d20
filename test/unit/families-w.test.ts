import { expect } from 'chai';
import { loadFamilies, type LoadedFamily } from '../../scripts/samples/families/corpus';
import { Rng } from '../../scripts/samples/rng';
import { checkRenderedFamilies } from '../support/familyTruth';
import { pdfText, squash } from '../support/pdfText';

/**
 * The corpus-w families: development families written on 2026-11-29 from countries the other families
 * cover only procedurally or not at all (Zimbabwe, Zambia, the Dominican Republic, Cambodia), measured
 * untouched before any engine change aimed at them (files `dev/w-*.ts`, drawing helpers `lib/w-kit.ts`).
 */
const PAGES: Record<string, [number, number]> = {
  'w-zm-transcript': [1, 3],
  'w-do-record': [1, 3],
};
const LANGUAGE: Record<string, string> = { en: 'English', es: 'Spanish' };
const SEEDS = [11, 4242, 7, 99];

describe('corpus-w families (development, new countries)', () => {
  let families: LoadedFamily[] = [];

  before(async () => {
    families = await loadFamilies(['dev'], /^w-/);
  });

  it('are four development families, one per country, with ids w-<cc>-…: a marksheet, transcripts and a diploma', () => {
    expect(families.map((f) => f.id).sort()).to.deep.equal(['w-do-record', 'w-kh-degree', 'w-zm-transcript', 'w-zw-zimsec-results']);
    expect(new Set(families.map((f) => f.kind))).to.deep.equal(new Set(['transcript', 'marksheet', 'diploma']));
    for (const f of families) {
      expect(f.split, f.id).to.equal('dev');
      expect(f.id, f.id).to.match(new RegExp(`^w-${f.country.toLowerCase()}-[a-z0-9-]+$`));
      expect(f.degradations.length, f.id).to.be.at.least(1);
      expect(f.conventions.length, f.id).to.be.above(80);
    }
  });

  it('render valid PDFs whose ground truth follows the conventions and whose values are printed', async function () {
    // Generous: the machine running the suite may be shared.
    this.timeout(240000);
    await checkRenderedFamilies(families, { seeds: SEEDS, pages: PAGES, language: LANGUAGE });
  });

  it('print the conventions they model: the Cambodian family name first, the Dominican 0-100 mark with its letter, the ZIMSEC sitting', async () => {
    const byId = (id: string) => families.find((f) => f.id === id)!;
    for (const seed of SEEDS) {
      const kh = await byId('w-kh-degree').render(new Rng(seed));
      const khText = squash((await pdfText(kh.pdf)).text);
      expect(khText, `kh ${seed}`).to.include(squash(`${kh.expected!.candidate.lastName!.toUpperCase()} ${kh.expected!.candidate.firstName}`));
      expect(khText, `kh ${seed}`).to.include('nation religion king');
      const dr = await byId('w-do-record').render(new Rng(seed));
      for (const c of dr.expected!.courses) expect(c.grade, `do ${seed}`).to.equal(c.marksScored! >= 90 ? 'A' : c.marksScored! >= 80 ? 'B' : c.marksScored! >= 70 ? 'C' : 'D');
      const zw = await byId('w-zw-zimsec-results').render(new Rng(seed));
      expect(squash((await pdfText(zw.pdf)).text), `zw ${seed}`).to.match(/(november|june) \d{4}/);
    }
  });
});
