import { expect } from 'chai';
import { Rng } from '../../scripts/samples/rng';
import { describeDevGroup } from '../support/devGroup';
import { pdfText, squash } from '../support/pdfText';

/**
 * The corpus-na families: development families written on 2026-11-29 from the Netherlands, Denmark, Hungary,
 * Norway and Belgium, to confront the engine with national grade scales and layouts it was not written against
 * (files `dev/na-*.ts`, drawing helpers `lib/na-kit.ts`).
 */
const SEEDS = [11, 4242, 7, 99];

describeDevGroup('corpus-na families (development, NL/DK/HU/NO/BE)', {
  prefix: 'na',
  ids: ['na-be-releve', 'na-dk-eksamensbevis', 'na-hu-leckekonyv', 'na-nl-cijferlijst', 'na-no-vitnemal'],
  compositionTitle: 'are five development transcripts, one per country, with ids na-<cc>-…',
  each: (f) => expect(f.degradations.length, f.id).to.be.at.least(1),
  pages: {
    'na-be-releve': [1, 2],
    'na-nl-cijferlijst': [1, 2],
    'na-dk-eksamensbevis': [1, 2],
    'na-hu-leckekonyv': [1, 2],
    'na-no-vitnemal': [1, 2],
  },
  language: { nl: 'Dutch', da: 'Danish', hu: 'Hungarian', no: 'Norwegian', fr: 'French' },
  seeds: SEEDS,
  conventionsTitle: 'print the national scales: Dutch grades with a decimal comma, the Danish 7-point scale, Hungarian grade words, Norwegian letters, Belgian marks out of 20',
  conventions: async (byId) => {
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
  },
});
