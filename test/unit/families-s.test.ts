import { expect } from 'chai';
import { loadFamilies, type LoadedFamily } from '../../scripts/samples/families/corpus';
import { Rng } from '../../scripts/samples/rng';
import { checkRenderedFamilies } from '../support/familyTruth';
import { pdfText, squash } from '../support/pdfText';

/**
 * The corpus-s families: development families written on 2026-11-29 from countries the other families
 * cover only procedurally (Uzbekistan, Finland, Uganda, Venezuela), to confront the engine with layouts
 * it was not written against (files `dev/s-*.ts`, drawing helpers `lib/s-kit.ts`).
 */
const PAGES: Record<string, [number, number]> = {
  's-fi-opintosuoritusote': [1, 2],
  's-uz-diplom-ilova': [1, 2],
};
const LANGUAGE: Record<string, string> = { uz: 'Uzbek', fi: 'Finnish', en: 'English', es: 'Spanish' };
const SEEDS = [11, 4242, 7, 99];

describe('corpus-s families (development, new countries)', () => {
  let families: LoadedFamily[] = [];

  before(async () => {
    families = await loadFamilies(['dev'], /^s-/);
  });

  it('are four development families, one per country, with ids s-<cc>-…: a transcript, a marksheet and a diploma among them', () => {
    expect(families.map((f) => f.id).sort()).to.deep.equal(['s-fi-opintosuoritusote', 's-ug-uneb-results', 's-uz-diplom-ilova', 's-ve-titulo']);
    expect(new Set(families.map((f) => f.kind))).to.deep.equal(new Set(['transcript', 'marksheet', 'diploma']));
    for (const f of families) {
      expect(f.split, f.id).to.equal('dev');
      expect(f.id, f.id).to.match(new RegExp(`^s-${f.country.toLowerCase()}-[a-z0-9-]+$`));
      expect(f.degradations.length, f.id).to.be.at.least(1);
      expect(f.conventions.length, f.id).to.be.above(80);
    }
  });

  it('render valid PDFs whose ground truth follows the conventions and whose values are printed', async function () {
    // Generous: the machine running the suite may be shared.
    this.timeout(240000);
    await checkRenderedFamilies(families, { seeds: SEEDS, pages: PAGES, language: LANGUAGE });
  });

  it('print the conventions they model: the Uzbek patronymic, the Venezuelan date after "a los … días del mes de", the UCE aggregate and division', async () => {
    const byId = (id: string) => families.find((f) => f.id === id)!;
    for (const seed of SEEDS) {
      const uz = await byId('s-uz-diplom-ilova').render(new Rng(seed));
      expect(uz.expected!.candidate.firstName, `uz ${seed}`).to.match(/ (qizi|o'g'li)$/);
      const ve = await byId('s-ve-titulo').render(new Rng(seed));
      expect(squash((await pdfText(ve.pdf)).text), `ve ${seed}`).to.include('días del mes de');
      const ug = await byId('s-ug-uneb-results').render(new Rng(seed));
      const ugText = squash((await pdfText(ug.pdf)).text);
      if (ug.expected!.qualification.level === 'Secondary') expect(ugText, `ug ${seed}`).to.match(/aggregate: \d+ result: division i+v?/);
    }
  });
});
