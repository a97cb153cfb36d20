import { expect } from 'chai';
import { loadFamilies, type LoadedFamily } from '../../scripts/samples/families/corpus';
import { Rng } from '../../scripts/samples/rng';
import { checkRenderedFamilies } from '../support/familyTruth';
import { pdfText, squash } from '../support/pdfText';

/**
 * The corpus-bl families: development families of course titles printed in two languages (a Hungarian
 * transcript with each title's English translation under it, a Latvian one with "national / English"
 * on one line), measured untouched before the engine's rule for them (files `dev/bl-*.ts`, drawing
 * helpers `lib/bl-kit.ts`). Their `courseName` is the English rendering.
 */
const LANGUAGE: Record<string, string> = { hu: 'Hungarian', lv: 'Latvian' };
const SEEDS = [11, 4242, 7];
const PAGES: Record<string, [number, number]> = { 'bl-hu-bilingual-transcript': [1, 2], 'bl-lv-sekmju-izraksts': [1, 2] };

describe('corpus-bl families (development, course titles in two languages)', () => {
  let families: LoadedFamily[] = [];

  before(async () => {
    families = await loadFamilies(['dev'], /^bl-/);
  });

  it('are two development families with ids bl-<cc>-…', () => {
    expect(families.map((f) => f.id).sort()).to.deep.equal(['bl-hu-bilingual-transcript', 'bl-lv-sekmju-izraksts']);
    for (const f of families) {
      expect(f.split, f.id).to.equal('dev');
      expect(f.id, f.id).to.match(new RegExp(`^bl-${f.country.toLowerCase()}-[a-z0-9-]+$`));
      expect(f.conventions.length, f.id).to.be.above(80);
    }
  });

  it('render valid PDFs whose ground truth follows the conventions and whose values are printed', async function () {
    this.timeout(240000);
    await checkRenderedFamilies(families, { seeds: SEEDS, pages: PAGES, language: LANGUAGE });
  });

  it('print each title in both languages and name the course in English', async () => {
    for (const f of families) {
      for (const seed of SEEDS) {
        const s = await f.render(new Rng(seed));
        const hay = squash((await pdfText(s.pdf)).text);
        for (const c of s.expected!.courses) {
          expect(c.courseName, `${f.id} ${seed}`).to.match(/^[A-Za-z0-9' /-]+$/);
          expect(hay, `${f.id} ${seed}: ${c.courseName}`).to.include(squash(c.courseName!.split(' ')[0]));
        }
        if (f.id.startsWith('bl-lv')) expect(hay, `${f.id} ${seed}`).to.match(/\p{L}+ \/ \p{L}/u);
      }
    }
  });
});
