import { expect } from 'chai';
import { loadFamilies, type LoadedFamily } from '../../scripts/samples/families/corpus';
import { checkRenderedFamilies } from '../support/familyTruth';

/**
 * The corpus-h families: held out (not clean since stop 27) until their rotation into dev/ on 2026-11-30
 * (scripts/bench/README.md, "Rotations"); written on 2026-11-29 by someone who does not change
 * src/processing (files `h-NN.ts`, now of dev/, ids `h-NN-<kind word>` that do not name the country).
 */

/** Page counts each family may have (the course tables run over pages with some seeds). */
const PAGES: Record<string, [number, number]> = {
  'h-01-transcript': [1, 3],
  'h-02-certificate': [1, 2],
  'h-06-transcript': [1, 3],
  'h-07-transcript': [1, 3],
};

/** Countries already covered by the other families (dev/, the n- held-out set) and by the procedural p-keys countries. */
const COVERED = ['US', 'GB', 'IN', 'DE', 'FR', 'ES', 'IT', 'BR', 'RU', 'UA', 'KZ', 'EG', 'TH', 'ET', 'NG', 'PK', 'PH', 'MX', 'CO', 'PT', 'AU', 'KE', 'PL', 'TR', 'ID', 'CM', 'NL', 'BD', 'NP', 'LK', 'GH', 'ZA', 'CA', 'CL', 'AR', 'MA', 'VN', 'RO', 'SE', 'NZ', 'IE'];
const LANGUAGE: Record<string, string> = { en: 'English', de: 'German', sr: 'Serbian', es: 'Spanish', pt: 'Portuguese', cs: 'Czech', bg: 'Bulgarian', ms: 'Malay', ar: 'Arabic' };
/** Kind words the ids may use (never the country or the language). */
const WORDS = ['transcript', 'marksheet', 'diploma', 'certificate', 'record'];
/** Diplomas that print the grades of their subjects (school-leaving diplomas of some countries). */
const GRADED_DIPLOMAS = ['h-11-diploma'];
const SEEDS = [11, 4242];

describe('corpus-h families (held out until 2026-11-30) (new countries, ids without the country)', () => {
  let families: LoadedFamily[] = [];

  before(async () => {
    families = (await loadFamilies()).filter((f) => f.id.startsWith('h-'));
  });

  it('are 12 families h-01 … h-12 from countries the corpus did not cover: 6+ with course tables, 3+ diplomas, a bilingual one, a screenshot, a non-academic one', () => {
    expect(families.map((f) => f.id.slice(0, 4)).sort()).to.deep.equal(Array.from({ length: 12 }, (_, i) => `h-${String(i + 1).padStart(2, '0')}`));
    expect(families.filter((f) => f.kind === 'transcript' || f.kind === 'marksheet').length).to.be.at.least(6);
    expect(families.filter((f) => f.kind === 'diploma').length).to.be.at.least(3);
    expect(families.filter((f) => f.kind === 'other').length).to.be.at.least(1);
    expect(families.some((f) => f.languages.length > 1), 'bilingual').to.equal(true);
    expect(families.some((f) => f.degradations.includes('screenshot')), 'screenshot').to.equal(true);
    for (const f of families) {
      expect(f.split, f.id).to.equal('dev');
      expect(f.id, f.id).to.match(new RegExp(`^h-\\d\\d-(${WORDS.join('|')})$`));
      expect(COVERED, f.id).to.not.include(f.country);
      expect(Object.keys(LANGUAGE), f.id).to.include(f.languages[0]);
      expect(f.degradations.length, f.id).to.be.at.least(1);
      expect(f.conventions.length, f.id).to.be.above(80);
    }
  });

  it('render valid PDFs whose ground truth follows the conventions and whose values are printed', async function () {
    // Generous: the machine running the suite may be shared (each render takes ~0.1-0.3 s unloaded).
    this.timeout(240000);
    await checkRenderedFamilies(families, { seeds: SEEDS, pages: PAGES, language: LANGUAGE, gradedDiplomas: GRADED_DIPLOMAS });
  });
});
