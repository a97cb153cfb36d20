import { expect } from 'chai';
import { Rng } from '../../scripts/samples/rng';
import { describeDevGroup } from '../support/devGroup';
import { pdfText, squash } from '../support/pdfText';

/**
 * The corpus-s families: development families written on 2026-11-29 from countries the other families
 * cover only procedurally (Uzbekistan, Finland, Uganda, Venezuela), to confront the engine with layouts
 * it was not written against (files `dev/s-*.ts`, drawing helpers `lib/s-kit.ts`).
 */
const SEEDS = [11, 4242, 7, 99];

describeDevGroup('corpus-s families (development, new countries)', {
  prefix: 's',
  ids: ['s-fi-opintosuoritusote', 's-ug-uneb-results', 's-uz-diplom-ilova', 's-ve-titulo'],
  compositionTitle: 'are four development families, one per country, with ids s-<cc>-…: a transcript, a marksheet and a diploma among them',
  group: (families) => expect(new Set(families.map((f) => f.kind))).to.deep.equal(new Set(['transcript', 'marksheet', 'diploma'])),
  each: (f) => expect(f.degradations.length, f.id).to.be.at.least(1),
  pages: {
    's-fi-opintosuoritusote': [1, 2],
    's-uz-diplom-ilova': [1, 2],
  },
  language: { uz: 'Uzbek', fi: 'Finnish', en: 'English', es: 'Spanish' },
  seeds: SEEDS,
  conventionsTitle: 'print the conventions they model: the Uzbek patronymic, the Venezuelan date after "a los … días del mes de", the UCE aggregate and division',
  conventions: async (byId) => {
    for (const seed of SEEDS) {
      const uz = await byId('s-uz-diplom-ilova').render(new Rng(seed));
      expect(uz.expected!.candidate.firstName, `uz ${seed}`).to.match(/ (qizi|o'g'li)$/);
      const ve = await byId('s-ve-titulo').render(new Rng(seed));
      expect(squash((await pdfText(ve.pdf)).text), `ve ${seed}`).to.include('días del mes de');
      const ug = await byId('s-ug-uneb-results').render(new Rng(seed));
      const ugText = squash((await pdfText(ug.pdf)).text);
      if (ug.expected!.qualification.level === 'Secondary') expect(ugText, `ug ${seed}`).to.match(/aggregate: \d+ result: division i+v?/);
    }
  },
});
