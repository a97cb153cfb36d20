import { expect } from 'chai';
import { loadFamilies, type LoadedFamily } from '../../scripts/samples/families/corpus';
import { LANGUAGE_NAMES } from '../../scripts/samples/families/heldout/m-kit';
import { Rng } from '../../scripts/samples/rng';
import { checkRenderedFamilies } from '../support/familyTruth';

/**
 * The corpus-m families: held-out families written on 2026-11-29 by someone who does not change
 * src/processing (files `m-NN.ts` of heldout/, ids `m-NN-<kind word>` that do not name the country),
 * the replacement of the h- group as the clean held-out measure.
 */

/** Page counts each family may have (the course tables run over pages with some seeds). */
const PAGES: Record<string, [number, number]> = {
  'm-01-record': [1, 3],
  'm-02-marksheet': [1, 2],
  'm-03-certificate': [1, 3],
  'm-04-transcript': [1, 3],
  'm-05-record': [1, 3],
  'm-06-record': [1, 2],
  'm-11-transcript': [1, 3],
};

/** English names of the main languages, from the set's own kit (so that this file does not list them). */
const LANGUAGE: Record<string, string> = LANGUAGE_NAMES;
/** Kind words the ids may use (never the country or the language). */
const WORDS = ['transcript', 'marksheet', 'diploma', 'certificate', 'record', 'letter'];
const SEEDS = [11, 4242];

describe('corpus-m families (held-out, new countries, ids without the country)', () => {
  let families: LoadedFamily[] = [];
  let others: LoadedFamily[] = [];

  before(async () => {
    const all = await loadFamilies();
    families = all.filter((f) => f.id.startsWith('m-'));
    others = all.filter((f) => !f.id.startsWith('m-'));
  });

  it('are 12 held-out families m-01 … m-12 from countries no other family covers: course tables, diplomas, a bilingual one, scans, photos, a screenshot, a non-academic one', () => {
    expect(families.map((f) => f.id.slice(0, 4)).sort()).to.deep.equal(Array.from({ length: 12 }, (_, i) => `m-${String(i + 1).padStart(2, '0')}`));
    expect(families.filter((f) => f.kind === 'transcript' || f.kind === 'marksheet').length).to.be.at.least(8);
    expect(families.filter((f) => f.kind === 'diploma').length).to.be.at.least(2);
    expect(families.filter((f) => f.kind === 'other').length).to.equal(1);
    expect(families.filter((f) => f.languages.length > 1).length, 'bilingual').to.be.at.least(2);
    for (const d of ['scan', 'photo', 'screenshot'] as const) expect(families.some((f) => f.degradations.includes(d)), d).to.equal(true);
    const covered = new Set(others.map((f) => f.country));
    expect(new Set(families.map((f) => f.country)).size, 'one country each').to.equal(12);
    for (const f of families) {
      expect(f.split, f.id).to.equal('heldout');
      expect(f.id, f.id).to.match(new RegExp(`^m-\\d\\d-(${WORDS.join('|')})$`));
      expect(covered.has(f.country), `${f.id} country already covered`).to.equal(false);
      expect(Object.keys(LANGUAGE), f.id).to.include(f.languages[0]);
      expect(f.conventions.length, f.id).to.be.above(80);
    }
  });

  it('render the same document from the same seed', async function () {
    this.timeout(120000);
    for (const f of families) {
      const a = await f.render(new Rng(7));
      const b = await f.render(new Rng(7));
      expect(JSON.stringify(a.expected), f.id).to.equal(JSON.stringify(b.expected));
      expect(a.pdf.length, f.id).to.equal(b.pdf.length);
    }
  });

  it('render valid PDFs whose ground truth follows the conventions and whose values are printed', async function () {
    // Generous: the machine running the suite may be shared (each render takes ~0.1-0.3 s unloaded).
    this.timeout(240000);
    await checkRenderedFamilies(families, { seeds: SEEDS, pages: PAGES, language: LANGUAGE });
  });
});
