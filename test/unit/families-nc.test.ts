import { expect } from 'chai';
import { Rng } from '../../scripts/samples/rng';
import { describeDevGroup } from '../support/devGroup';
import { pdfText, squash } from '../support/pdfText';

/**
 * The corpus-nc families: development families written on 2026-11-29 from Armenia, Iran, Rwanda and Greece,
 * measured untouched before any engine change aimed at them (files `dev/nc-*.ts`, drawing helpers
 * `lib/nc-kit.ts`).
 */
const SEEDS = [11, 4242, 7, 99];

describeDevGroup('corpus-nc families (development, Armenian, Iranian, Rwandan and Greek documents)', {
  prefix: 'nc',
  ids: ['nc-am-diploma-supplement', 'nc-gr-analytiki-vathmologia', 'nc-ir-transcript', 'nc-rw-transcript'],
  compositionTitle: 'are four development families, one per country, with ids nc-<cc>-…',
  each: (f) => expect(f.degradations.length, f.id).to.be.at.least(1),
  pages: {
    'nc-am-diploma-supplement': [1, 2],
    'nc-ir-transcript': [1, 2],
    'nc-rw-transcript': [1, 2],
    'nc-gr-analytiki-vathmologia': [1, 2],
  },
  language: { hy: 'Armenian', fa: 'Persian', en: 'English', el: 'Greek' },
  seeds: SEEDS,
  conventionsTitle: 'print the conventions they model: Armenian and Persian script, Solar Hijri years, Greek decimal commas',
  conventions: async (byId) => {
    for (const seed of SEEDS) {
      const am = squash((await pdfText((await byId('nc-am-diploma-supplement').render(new Rng(seed))).pdf)).text);
      expect(am, `am ${seed}`).to.match(/\p{Script=Armenian}{4,}/u);
      const ir = squash((await pdfText((await byId('nc-ir-transcript').render(new Rng(seed))).pdf)).text);
      expect(ir, `ir ${seed}`).to.match(/\p{Script=Arabic}{4,}/u);
      expect(ir, `ir ${seed}`).to.match(/13\d\d-13\d\d \(20\d\d-20\d\d\)/);
      const gr = await byId('nc-gr-analytiki-vathmologia').render(new Rng(seed));
      expect(gr.expected!.courses.every((c) => /^\d+,\d$/.test(c.grade!)), `gr ${seed}`).to.equal(true);
      expect(squash((await pdfText(gr.pdf)).text), `gr ${seed}`).to.match(/\dο εξάμηνο/);
    }
  },
});
