import { expect } from 'chai';
import { loadFamilies, type LoadedFamily } from '../../scripts/samples/families/corpus';
import { LANGUAGE_NAMES } from '../../scripts/samples/families/heldout/o-kit';
import { Rng } from '../../scripts/samples/rng';
import { checkRenderedFamilies } from '../support/familyTruth';

/**
 * The corpus-o families: held-out families written on 2026-11-29 by a helper who changed nothing
 * under src/ (files `o-NN.ts` of heldout/, ids `o-NN-<kind word>` that do not name the country),
 * the replacement of the m- group as the clean held-out measure.
 */

/** Page counts each family may have (the course tables run over pages with some seeds). */
const PAGES: Record<string, [number, number]> = {
  'o-01-transcript': [1, 3],
  'o-02-transcript': [1, 3],
  'o-03-transcript': [1, 2],
  'o-04-record': [1, 2],
  'o-08-marksheet': [1, 3],
  'o-09-certificate': [1, 2],
};

/** English names of the main languages, from the set's own kit (so that this file does not list them). */
const LANGUAGE: Record<string, string> = LANGUAGE_NAMES;
/** Kind words the ids may use (never the country or the language). */
const WORDS = ['transcript', 'marksheet', 'diploma', 'certificate', 'record', 'letter'];
const SEEDS = [11, 4242];

describe('corpus-o families (held-out, new countries, ids without the country)', () => {
  let families: LoadedFamily[] = [];
  let others: LoadedFamily[] = [];

  before(async () => {
    const all = await loadFamilies();
    families = all.filter((f) => f.id.startsWith('o-'));
    others = all.filter((f) => !f.id.startsWith('o-'));
  });

  it('are 10 held-out families o-01 … o-10 from countries no other family covers: course tables, diplomas in running text, a bilingual one, scans, photos, a screenshot', () => {
    expect(families.map((f) => f.id.slice(0, 4)).sort()).to.deep.equal(Array.from({ length: 10 }, (_, i) => `o-${String(i + 1).padStart(2, '0')}`));
    expect(families.filter((f) => f.kind === 'transcript' || f.kind === 'marksheet').length).to.be.at.least(5);
    expect(families.filter((f) => f.kind === 'diploma').length).to.be.at.least(2);
    expect(families.filter((f) => f.languages.length > 1 && f.languages.includes('en')).length, 'bilingual with English').to.be.at.least(1);
    for (const d of ['scan', 'photo', 'screenshot'] as const) expect(families.some((f) => f.degradations.includes(d)), d).to.equal(true);
    const covered = new Set(others.map((f) => f.country));
    expect(new Set(families.map((f) => f.country)).size, 'one country each').to.equal(10);
    for (const f of families) {
      expect(f.split, f.id).to.equal('heldout');
      expect(f.id, f.id).to.match(new RegExp(`^o-\\d\\d-(${WORDS.join('|')})$`));
      expect(covered.has(f.country), `${f.id} country already covered`).to.equal(false);
      expect(Object.keys(LANGUAGE), f.id).to.include(f.languages[0]);
      expect(f.conventions.length, f.id).to.be.above(80);
    }
  });

  it('include one family printed in a script other than the Latin one', async () => {
    let nonLatin = 0;
    for (const f of families) {
      const { expected } = await f.render(new Rng(11));
      if (expected && !/[A-Za-z]/.test(expected.candidate.fullName ?? 'x')) nonLatin += 1;
    }
    expect(nonLatin).to.be.at.least(1);
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
