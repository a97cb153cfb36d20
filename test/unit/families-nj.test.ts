import { expect } from 'chai';
import { loadFamilies, type LoadedFamily } from '../../scripts/samples/families/corpus';
import { Rng } from '../../scripts/samples/rng';
import { checkRenderedFamilies } from '../support/familyTruth';
import { pdfText, squash } from '../support/pdfText';

/**
 * The corpus-nj families: development families written on 2026-11-30 from South Sudan and Saint Kitts and Nevis, and
 * three kinds the development set lacked (a Zambian results slip with a points aggregate, a Chilean portal record
 * printed by a browser with its header and footer, a Kazakhstani transcript in two language columns), measured untouched
 * before any engine change aimed at them (files `dev/nj-*.ts`, drawing helpers `lib/nj-kit.ts`).
 */
const PAGES: Record<string, [number, number]> = {
  'nj-kn-college-transcript': [1, 2],
  'nj-cl-portal-notas': [1, 2],
  'nj-kz-bilingual-transcript': [1, 2],
};
const LANGUAGE: Record<string, string> = { en: 'English', es: 'Spanish', ru: 'Russian' };
const SEEDS = [11, 4242, 7, 99];

describe('corpus-nj families (development, South Sudanese, Kittitian, Zambian, Chilean and Kazakhstani documents)', () => {
  let families: LoadedFamily[] = [];

  before(async () => {
    families = await loadFamilies(['dev'], /^nj-/);
  });

  it('are five development families, one per country, with ids nj-<cc>-…, three scanned and two photographed', () => {
    expect(families.map((f) => f.id).sort()).to.deep.equal(['nj-cl-portal-notas', 'nj-kn-college-transcript', 'nj-kz-bilingual-transcript', 'nj-ss-sscse-results', 'nj-zm-school-certificate-results']);
    for (const f of families) {
      expect(f.split, f.id).to.equal('dev');
      expect(f.id, f.id).to.match(new RegExp(`^nj-${f.country.toLowerCase()}-[a-z0-9-]+$`));
      expect(f.conventions.length, f.id).to.be.above(80);
    }
    expect(families.filter((f) => f.degradations.includes('scan')).length).to.equal(3);
    expect(families.filter((f) => f.degradations.includes('photo')).length).to.equal(2);
  });

  it('render valid PDFs whose ground truth follows the conventions and whose values are printed', async function () {
    // Generous: the machine running the suite may be shared.
    this.timeout(240000);
    await checkRenderedFamilies(families, { seeds: SEEDS, pages: PAGES, language: LANGUAGE });
  });

  it('print the conventions they model: a chain name, points without a total, a browser frame, titles in two columns', async function () {
    this.timeout(240000);
    const byId = (id: string) => families.find((f) => f.id === id)!;
    for (const seed of SEEDS) {
      const ss = await byId('nj-ss-sscse-results').render(new Rng(seed));
      expect(ss.expected!.candidate.fullName!.split(' ').length, `ss ${seed}: own name, father, grandfather`).to.be.at.least(3);
      expect(ss.expected!.courses.every((c) => c.maximumMarks === 100 && c.grade === null), `ss ${seed}`).to.equal(true);
      const zm = await byId('nj-zm-school-certificate-results').render(new Rng(seed));
      expect(zm.expected!.qualification.cgpa, `zm ${seed}: the aggregate is no GPA`).to.equal(null);
      expect(zm.expected!.qualification.totalCreditsOrMarks, `zm ${seed}`).to.equal(null);
      expect(squash((await pdfText(zm.pdf)).text), `zm ${seed}`).to.match(/points \(best six subjects\)/);
      const cl = await byId('nj-cl-portal-notas').render(new Rng(seed));
      const clText = squash((await pdfText(cl.pdf)).text);
      expect(clText, `cl ${seed}: the browser's footer`).to.match(/https:\/\/\S+\.cl\/\S+ 1\/\d/);
      const kz = await byId('nj-kz-bilingual-transcript').render(new Rng(seed));
      const kzText = squash((await pdfText(kz.pdf)).text);
      expect(kzText, `kz ${seed}`).to.match(/\p{Script=Cyrillic}{5,}/u);
      expect(kz.expected!.courses.every((c) => /^[A-Za-z ]+$/.test(c.courseName!)), `kz ${seed}: the English rendering`).to.equal(true);
    }
  });
});
