import { expect } from 'chai';
import { Rng } from '../../scripts/samples/rng';
import { describeDevGroup } from '../support/devGroup';
import { pdfText, squash } from '../support/pdfText';

/**
 * The corpus-w families: development families written on 2026-11-29 from countries the other families
 * cover only procedurally or not at all (Zimbabwe, Zambia, the Dominican Republic, Cambodia), measured
 * untouched before any engine change aimed at them (files `dev/w-*.ts`, drawing helpers `lib/w-kit.ts`).
 */
const SEEDS = [11, 4242, 7, 99];

describeDevGroup('corpus-w families (development, new countries)', {
  prefix: 'w',
  ids: ['w-do-record', 'w-kh-degree', 'w-zm-transcript', 'w-zw-zimsec-results'],
  compositionTitle: 'are four development families, one per country, with ids w-<cc>-…: a marksheet, transcripts and a diploma',
  group: (families) => expect(new Set(families.map((f) => f.kind))).to.deep.equal(new Set(['transcript', 'marksheet', 'diploma'])),
  each: (f) => expect(f.degradations.length, f.id).to.be.at.least(1),
  pages: {
    'w-zm-transcript': [1, 3],
    'w-do-record': [1, 3],
  },
  language: { en: 'English', es: 'Spanish' },
  seeds: SEEDS,
  conventionsTitle: 'print the conventions they model: the Cambodian family name first, the Dominican 0-100 mark with its letter, the ZIMSEC sitting',
  conventions: async (byId) => {
    for (const seed of SEEDS) {
      const kh = await byId('w-kh-degree').render(new Rng(seed));
      const khText = squash((await pdfText(kh.pdf)).text);
      expect(khText, `kh ${seed}`).to.include(squash(`${kh.expected!.candidate.lastName!.toUpperCase()} ${kh.expected!.candidate.firstName}`));
      expect(khText, `kh ${seed}`).to.include('nation religion king');
      const dr = await byId('w-do-record').render(new Rng(seed));
      for (const c of dr.expected!.courses) expect(c.grade, `do ${seed}`).to.equal(c.marksScored! >= 90 ? 'A' : c.marksScored! >= 80 ? 'B' : c.marksScored! >= 70 ? 'C' : 'D');
      const zw = await byId('w-zw-zimsec-results').render(new Rng(seed));
      expect(squash((await pdfText(zw.pdf)).text), `zw ${seed}`).to.match(/(november|june) \d{4}/);
    }
  },
});
