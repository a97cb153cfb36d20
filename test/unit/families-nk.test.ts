import { expect } from 'chai';
import { loadFamilies, type LoadedFamily } from '../../scripts/samples/families/corpus';
import { Rng } from '../../scripts/samples/rng';
import { checkRenderedFamilies } from '../support/familyTruth';
import { pdfText, squash } from '../support/pdfText';

/**
 * The corpus-nk families: development families written on 2026-11-30 for document kinds and layouts the development set
 * had few of (a Sri Lankan degree certificate in running prose with the GPA in words, a Vietnamese transcript with two
 * semesters side by side continued on a page without a header, a Kenyan results portal page with the subjects as tiles,
 * a Zimbabwean transcript with coursework, examination and final marks per module, an Ethiopian result with the subjects
 * across the page), measured untouched before any engine change aimed at them (files `dev/nk-*.ts`, drawing helpers
 * `lib/nk-kit.ts`).
 */
const PAGES: Record<string, [number, number]> = {
  'nk-vn-academic-transcript': [1, 2],
  'nk-zw-statement-of-results': [1, 2],
};
const LANGUAGE: Record<string, string> = { en: 'English' };
const SEEDS = [11, 4242, 7, 99];

describe('corpus-nk families (development, Sri Lankan, Vietnamese, Kenyan, Zimbabwean and Ethiopian documents)', () => {
  let families: LoadedFamily[] = [];

  before(async () => {
    families = await loadFamilies(['dev'], /^nk-/);
  });

  it('are five development families, one per country, with ids nk-<cc>-…, four scanned, two photographed, one a screenshot', () => {
    expect(families.map((f) => f.id).sort()).to.deep.equal(['nk-et-esslce-results', 'nk-ke-kcse-portal-results', 'nk-lk-degree-certificate', 'nk-vn-academic-transcript', 'nk-zw-statement-of-results']);
    for (const f of families) {
      expect(f.split, f.id).to.equal('dev');
      expect(f.id, f.id).to.match(new RegExp(`^nk-${f.country.toLowerCase()}-[a-z0-9-]+$`));
      expect(f.conventions.length, f.id).to.be.above(80);
    }
    expect(families.filter((f) => f.degradations.includes('scan')).length).to.equal(4);
    expect(families.filter((f) => f.degradations.includes('photo')).length).to.equal(2);
    expect(families.filter((f) => f.degradations.includes('screenshot')).length).to.equal(1);
  });

  it('render valid PDFs whose ground truth follows the conventions and whose values are printed', async function () {
    // Generous: the machine running the suite may be shared.
    this.timeout(240000);
    await checkRenderedFamilies(families, { seeds: SEEDS, pages: PAGES, language: LANGUAGE });
  });

  it('print the conventions they model: a GPA in words, semesters side by side, tiles, mark components, subjects across', async function () {
    this.timeout(240000);
    const byId = (id: string) => families.find((f) => f.id === id)!;
    let continued = 0;
    for (const seed of SEEDS) {
      const lk = await byId('nk-lk-degree-certificate').render(new Rng(seed));
      const lkText = squash((await pdfText(lk.pdf)).text);
      expect(lkText, `lk ${seed}: the GPA in words`).to.include(`${lk.expected!.qualification.cgpa} (`);
      expect(lkText, `lk ${seed}`).to.match(/\(\w+ point( \w+)+\)/);
      expect(lk.expected!.courses, `lk ${seed}`).to.deep.equal([]);
      const vn = await byId('nk-vn-academic-transcript').render(new Rng(seed));
      const vnPages = await pdfText(vn.pdf);
      expect(squash(vnPages.text), `vn ${seed}: both semesters of a year on one row`).to.match(/semester 1, (\d{4})-\d{4} semester 2, \1-\d{4}/);
      expect(vn.expected!.courses.every((c) => c.maximumMarks === 10 && c.grade !== null), `vn ${seed}`).to.equal(true);
      if (vnPages.pages === 2) continued++;
      const ke = await byId('nk-ke-kcse-portal-results').render(new Rng(seed));
      expect(ke.expected!.qualification.cgpa, `ke ${seed}: a mean grade is no GPA`).to.equal(null);
      const zw = await byId('nk-zw-statement-of-results').render(new Rng(seed));
      expect(zw.expected!.courses.every((c) => c.maximumMarks === 100 && c.marksScored !== null && c.grade !== null), `zw ${seed}: the final mark and the class`).to.equal(true);
      expect(squash((await pdfText(zw.pdf)).text), `zw ${seed}`).to.match(/exam/);
      const et = await byId('nk-et-esslce-results').render(new Rng(seed));
      const etTotal = et.expected!.courses.reduce((a, c) => a + c.marksScored!, 0);
      expect(et.expected!.qualification.totalCreditsOrMarks, `et ${seed}: the total is the sum of the scores`).to.equal(String(etTotal));
      expect(et.expected!.candidate.fullName!.split(' ').length, `et ${seed}: given, father, grandfather`).to.equal(3);
    }
    expect(continued, 'the Vietnamese transcript mostly runs onto a second page').to.be.at.least(2);
  });
});
