import { expect } from 'chai';
import { Rng } from '../../scripts/samples/rng';
import { describeDevGroup } from '../support/devGroup';
import { pdfText, squash } from '../support/pdfText';

/**
 * The corpus-ng families: development families written on 2026-11-30 from Mauritius, Sierra Leone, Cuba, Qatar and
 * Brunei, measured untouched before any engine change aimed at them (files `dev/ng-*.ts`, drawing helpers `lib/ng-kit.ts`).
 */
const SEEDS = [11, 4242, 7, 99];

describeDevGroup('corpus-ng families (development, Mauritian, Sierra Leonean, Cuban, Qatari and Bruneian documents)', {
  prefix: 'ng',
  ids: ['ng-bn-degree-certificate', 'ng-cu-certificacion-notas', 'ng-mu-hsc-results', 'ng-qa-transcript', 'ng-sl-wassce-results'],
  compositionTitle: 'are five development families, one per country, with ids ng-<cc>-…, among them a phone photo and a portal screenshot',
  group: (families) => {
    expect(families.some((f) => f.degradations.includes('photo'))).to.equal(true);
    expect(families.some((f) => f.degradations.includes('screenshot'))).to.equal(true);
  },
  each: (f) => expect(f.degradations, f.id).to.include.oneOf(['scan', 'photo']),
  pages: {
    'ng-cu-certificacion-notas': [1, 3],
    'ng-qa-transcript': [1, 3],
  },
  language: { es: 'Spanish', ms: 'Malay', en: 'English' },
  seeds: SEEDS,
  conventionsTitle: 'print the conventions they model: grades with their words, hours that are no credits, Arabic script, bin / binti',
  conventionsTimeout: 240000,
  conventions: async (byId) => {
    for (const seed of SEEDS) {
      const sl = await byId('ng-sl-wassce-results').render(new Rng(seed));
      expect(sl.expected!.courses.every((c) => /^(A1|B[23]|C[456]|D7|E8|F9)$/.test(c.grade!)), `sl ${seed}`).to.equal(true);
      expect(squash((await pdfText(sl.pdf)).text), `sl ${seed}`).to.match(/\b(excellent|very good|good|credit|pass|fail)\b/);
      const cu = await byId('ng-cu-certificacion-notas').render(new Rng(seed));
      expect(cu.expected!.courses.every((c) => c.credit === null), `cu ${seed}: hours are not credits`).to.equal(true);
      expect(squash((await pdfText(cu.pdf)).text), `cu ${seed}`).to.match(/\b(excelente|bien|aprobado)\b/);
      const qa = squash((await pdfText((await byId('ng-qa-transcript').render(new Rng(seed))).pdf)).text);
      expect(qa, `qa ${seed}`).to.match(/\p{Script=Arabic}{4,}/u);
      const bn = await byId('ng-bn-degree-certificate').render(new Rng(seed));
      expect(bn.expected!.candidate.lastName, `bn ${seed}`).to.match(/^bin(ti)? /);
      const mu = await byId('ng-mu-hsc-results').render(new Rng(seed));
      expect(mu.expected!.courses.every((c) => /^(A\*|[A-E]|[a-e]|[1-9])$/.test(c.grade!)), `mu ${seed}`).to.equal(true);
    }
  },
});
