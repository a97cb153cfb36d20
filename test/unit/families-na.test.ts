import { expect } from 'chai';
import { loadFamilies, type LoadedFamily } from '../../scripts/samples/families/corpus';
import { Rng } from '../../scripts/samples/rng';
import { checkRenderedFamilies } from '../support/familyTruth';
import { pdfText, squash } from '../support/pdfText';

/**
 * The corpus-na families: development families written on 2026-11-29 from the Netherlands, Denmark, Hungary,
 * Norway and Belgium, to confront the engine with national grade scales and layouts it was not written against
 * (files `dev/na-*.ts`, drawing helpers `lib/na-kit.ts`).
 */
const PAGES: Record<string, [number, number]> = {
  'na-be-releve': [1, 2],
  'na-nl-cijferlijst': [1, 2],
  'na-dk-eksamensbevis': [1, 2],
  'na-hu-leckekonyv': [1, 2],
  'na-no-vitnemal': [1, 2],
};
const LANGUAGE: Record<string, string> = { nl: 'Dutch', da: 'Danish', hu: 'Hungarian', no: 'Norwegian', fr: 'French' };
const SEEDS = [11, 4242, 7, 99];

describe('corpus-na families (development, NL/DK/HU/NO/BE)', () => {
  let families: LoadedFamily[] = [];

  before(async () => {
    families = await loadFamilies(['dev'], /^na-/);
  });

  it('are five development transcripts, one per country, with ids na-<cc>-…', () => {
    expect(families.map((f) => f.id).sort()).to.deep.equal(['na-be-releve', 'na-dk-eksamensbevis', 'na-hu-leckekonyv', 'na-nl-cijferlijst', 'na-no-vitnemal']);
    for (const f of families) {
      expect(f.split, f.id).to.equal('dev');
      expect(f.id, f.id).to.match(new RegExp(`^na-${f.country.toLowerCase()}-[a-z0-9-]+$`));
      expect(f.degradations.length, f.id).to.be.at.least(1);
      expect(f.conventions.length, f.id).to.be.above(80);
    }
  });

  it('render valid PDFs whose ground truth follows the conventions and whose values are printed', async function () {
    // Generous: the machine running the suite may be shared.
    this.timeout(240000);
    await checkRenderedFamilies(families, { seeds: SEEDS, pages: PAGES, language: LANGUAGE });
  });

  it('print the national scales: Dutch grades with a decimal comma, the Danish 7-point scale, Hungarian grade words, Norwegian letters, Belgian marks out of 20', async () => {
    const byId = (id: string) => families.find((f) => f.id === id)!;
    for (const seed of SEEDS) {
      const grades = async (id: string) => (await byId(id).render(new Rng(seed))).expected!.courses.map((c) => c.grade);
      expect(await grades('na-nl-cijferlijst'), `nl ${seed}`).to.satisfy((g: string[]) => g.every((x) => /^(\d+(,\d)?|V|VR)$/.test(x)));
      expect(await grades('na-dk-eksamensbevis'), `dk ${seed}`).to.satisfy((g: string[]) => g.every((x) => /^(12|10|7|4|02|Bestået)$/.test(x)));
      expect(await grades('na-hu-leckekonyv'), `hu ${seed}`).to.satisfy((g: string[]) => g.every((x) => /^(jeles|jó|közepes|elégséges)( \(\d\))?$|^megfelelt$/.test(x)));
      expect(await grades('na-no-vitnemal'), `no ${seed}`).to.satisfy((g: string[]) => g.every((x) => /^([A-E]|Bestått)$/.test(x)));
      const be = (await byId('na-be-releve').render(new Rng(seed))).expected!.courses;
      expect(be.every((c) => c.grade === null && c.maximumMarks === 20 && c.marksScored! >= 10), `be ${seed}`).to.equal(true);
      const hu = await byId('na-hu-leckekonyv').render(new Rng(seed));
      const c = hu.expected!.candidate;
      expect(squash((await pdfText(hu.pdf)).text), `hu ${seed}`).to.include(squash(`${c.lastName} ${c.firstName}`));
    }
  });
});
