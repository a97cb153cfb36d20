import { expect } from 'chai';
import { loadFamilies, type LoadedFamily } from '../../scripts/samples/families/corpus';
import { checkRenderedFamilies } from '../support/familyTruth';

/**
 * The corpus-n families: held-out families written on 2026-11-28 by someone who does not change
 * src/processing (files `n-*.ts`, of heldout/ except those rotated to dev/), from countries the other families do not cover.
 */
const ROTATED_TO_DEV = ['VN', 'BD', 'NP', 'RO', 'SE', 'AR', 'CL', 'LK', 'NZ'];

/** Page counts each family may have (the course tables run over pages with some seeds). */
const PAGES: Record<string, [number, number]> = {
  'n-np-annual-transcript': [1, 2],
  'n-gh-semester-transcript': [2, 3],
  'n-ca-transcript': [2, 3],
  'n-cl-concentracion-notas': [1, 2],
  'n-ar-certificado-analitico': [1, 2],
  'n-ma-releve-licence': [2, 3],
  'n-ro-supliment-diploma': [2, 3],
  'n-se-resultatintyg': [1, 2],
  'n-nz-ncea-record': [1, 2],
};

/** Countries already covered by the other families and by the procedural p-keys countries. */
const COVERED = ['US', 'GB', 'IN', 'DE', 'FR', 'ES', 'IT', 'BR', 'RU', 'UA', 'KZ', 'EG', 'TH', 'ET', 'NG', 'PK', 'PH', 'MX', 'CO', 'PT', 'AU', 'KE', 'PL', 'TR', 'ID', 'CM', 'NL'];
const LANGUAGE: Record<string, string> = { en: 'English', es: 'Spanish', fr: 'French', sv: 'Swedish', ro: 'Romanian', vi: 'Vietnamese' };
const SEEDS = [11, 4242];

describe('corpus-n families (held-out, new countries)', () => {
  let families: LoadedFamily[] = [];

  before(async () => {
    families = (await loadFamilies()).filter((f) => f.id.startsWith('n-'));
  });

  it('are 14-18 held-out families from countries the corpus did not cover, with ids n-<cc>-…, a mix of kinds and 2-3 non-academic ones', () => {
    expect(families.length).to.be.within(14, 18);
    const kinds = new Set(families.map((f) => f.kind));
    for (const k of ['transcript', 'marksheet', 'diploma', 'other']) expect(kinds.has(k as LoadedFamily['kind']), k).to.equal(true);
    expect(families.filter((f) => f.kind === 'other').length).to.be.within(2, 3);
    for (const f of families) {
      // Those whose countries an engine author aimed vocabulary at were moved to dev/ (scripts/bench/README.md, "Rotations").
      expect(f.split, f.id).to.equal(ROTATED_TO_DEV.includes(f.country) ? 'dev' : 'heldout');
      expect(f.id, f.id).to.match(new RegExp(`^n-${f.country.toLowerCase()}-[a-z0-9-]+$`));
      expect(COVERED, f.id).to.not.include(f.country);
      expect(Object.keys(LANGUAGE), f.id).to.include(f.languages[0]);
      expect(f.degradations.length, f.id).to.be.at.least(1);
      expect(f.conventions.length, f.id).to.be.above(80);
    }
  });

  it('render valid PDFs whose ground truth follows the conventions and whose values are printed', async function () {
    // Generous: the machine running the suite may be shared (each render takes ~0.1-0.3 s unloaded).
    this.timeout(240000);
    await checkRenderedFamilies(families, { seeds: SEEDS, pages: PAGES, language: LANGUAGE });
  });
});
