import { expect } from 'chai';
import { Rng } from '../../scripts/samples/rng';
import { describeDevGroup } from '../support/devGroup';
import { pdfText, squash } from '../support/pdfText';

/**
 * The corpus-nd families: development families written on 2026-11-29 from the English-language transcripts and degree
 * certificates of South Korea, Japan, China and Taiwan, measured untouched before any engine change aimed at them
 * (files `dev/nd-*.ts`, drawing helpers `lib/nd-kit.ts`).
 */
const SEEDS = [11, 4242, 7, 99];

describeDevGroup('corpus-nd families (development, English documents of East Asia)', {
  prefix: 'nd',
  ids: ['nd-cn-degree-certificate', 'nd-cn-transcript', 'nd-jp-transcript', 'nd-kr-transcript', 'nd-tw-transcript'],
  compositionTitle: 'are five development families of four countries, with ids nd-<cc>-…: transcripts and a degree certificate',
  group: (families) => expect(new Set(families.map((f) => f.kind))).to.deep.equal(new Set(['transcript', 'diploma'])),
  each: (f) => expect(f.languages, f.id).to.deep.equal(['en']),
  pages: {
    'nd-kr-transcript': [1, 3],
    'nd-jp-transcript': [1, 2],
    'nd-cn-transcript': [1, 2],
    'nd-tw-transcript': [1, 3],
  },
  language: { en: 'English' },
  seeds: SEEDS,
  conventionsTitle: 'print the calendars and scales they model: R.O.C. academic years, semester codes, the 4.5 scale, Japanese era years in some',
  conventions: async (byId) => {
    let era = 0;
    for (const seed of SEEDS) {
      const tw = await byId('nd-tw-transcript').render(new Rng(seed));
      const y = tw.expected!.qualification.yearOfAdmission!;
      expect(squash((await pdfText(tw.pdf)).text), `tw ${seed}`).to.include(`academic year ${y - 1911}`);
      const cn = await byId('nd-cn-transcript').render(new Rng(seed));
      const cy = cn.expected!.qualification.yearOfAdmission!;
      expect(squash((await pdfText(cn.pdf)).text), `cn ${seed}`).to.include(`${cy}-${cy + 1}-1`);
      const kr = await byId('nd-kr-transcript').render(new Rng(seed));
      expect(squash((await pdfText(kr.pdf)).text), `kr ${seed}`).to.include('/ 4.5');
      const jp = await byId('nd-jp-transcript').render(new Rng(seed));
      if (/heisei|reiwa/i.test((await pdfText(jp.pdf)).text)) era++;
    }
    expect(era, 'Japanese era dates in some documents').to.be.above(0);
  },
});
