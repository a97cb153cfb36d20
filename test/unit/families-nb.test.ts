import { expect } from 'chai';
import { Rng } from '../../scripts/samples/rng';
import { describeDevGroup } from '../support/devGroup';
import { pdfText, squash } from '../support/pdfText';

/**
 * The corpus-nb families: development families written on 2026-11-29 from Lithuania, Latvia, Estonia,
 * Georgia and Mongolia, measured untouched before any engine change aimed at them (files `dev/nb-*.ts`,
 * drawing helpers `lib/nb-kit.ts`).
 */
const SEEDS = [11, 4242, 7, 99];

describeDevGroup('corpus-nb families (development, Baltic, Georgian and Mongolian documents)', {
  prefix: 'nb',
  ids: ['nb-ee-hinneteleht', 'nb-ge-diploma-supplement', 'nb-lt-diplomo-priedelis', 'nb-lv-atestats', 'nb-mn-transcript'],
  compositionTitle: 'are five development families, one per country, with ids nb-<cc>-…',
  each: (f) => expect(f.degradations.length, f.id).to.be.at.least(1),
  pages: {
    'nb-lt-diplomo-priedelis': [1, 2],
    'nb-ge-diploma-supplement': [1, 2],
    'nb-mn-transcript': [1, 2],
    'nb-ee-hinneteleht': [1, 2],
  },
  language: { lt: 'Lithuanian', lv: 'Latvian', ka: 'Georgian', en: 'English', et: 'Estonian' },
  seeds: SEEDS,
  conventionsTitle: 'print the conventions they model: Georgian script, national dates, the feminine Baltic surnames',
  conventions: async (byId) => {
    for (const seed of SEEDS) {
      const ge = squash((await pdfText((await byId('nb-ge-diploma-supplement').render(new Rng(seed))).pdf)).text);
      expect(ge, `ge ${seed}`).to.match(/\p{Script=Georgian}{4,}/u);
      const lt = await byId('nb-lt-diplomo-priedelis').render(new Rng(seed));
      expect(squash((await pdfText(lt.pdf)).text), `lt ${seed}`).to.match(/\d{4} m\. \p{L}+ \d{1,2} d\./u);
      const lv = await byId('nb-lv-atestats').render(new Rng(seed));
      expect(squash((await pdfText(lv.pdf)).text), `lv ${seed}`).to.match(/\d{4}\. gada \d{1,2}\. \p{L}+ā/u);
      if (lv.expected!.candidate.firstName && /a$/.test(lv.expected!.candidate.firstName)) expect(lv.expected!.candidate.lastName, `lv ${seed}`).to.match(/a$/);
    }
  },
});
