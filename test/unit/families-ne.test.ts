import { expect } from 'chai';
import { Rng } from '../../scripts/samples/rng';
import { describeDevGroup } from '../support/devGroup';
import { pdfText, squash } from '../support/pdfText';

/**
 * The corpus-ne families: development families written on 2026-11-29 from Paraguay, Côte d'Ivoire, Algeria, Myanmar and
 * Namibia, measured untouched before any engine change aimed at them (files `dev/ne-*.ts`, drawing helpers `lib/ne-kit.ts`).
 */
const SEEDS = [11, 4242, 7, 99];

describeDevGroup('corpus-ne families (development, Paraguayan, Ivorian, Algerian, Myanmar and Namibian documents)', {
  prefix: 'ne',
  ids: ['ne-ci-releve-notes', 'ne-dz-attestation-licence', 'ne-mm-matriculation-marks', 'ne-na-nssc-results', 'ne-py-certificado-estudios'],
  compositionTitle: 'are five development families, one per country, with ids ne-<cc>-…, among them a phone photo and a portal screenshot',
  group: (families) => {
    expect(families.some((f) => f.degradations.includes('photo'))).to.equal(true);
    expect(families.some((f) => f.degradations.includes('screenshot'))).to.equal(true);
  },
  each: (f) => expect(f.degradations, f.id).to.include.oneOf(['scan', 'photo']),
  pages: {
    'ne-py-certificado-estudios': [1, 2],
    'ne-ci-releve-notes': [1, 2],
  },
  language: { es: 'Spanish', fr: 'French', ar: 'Arabic', en: 'English' },
  seeds: SEEDS,
  conventionsTitle: 'print the conventions they model: grades in figures and words, marks out of 20, Arabic script, names without a family name',
  conventionsTimeout: 240000,
  conventions: async (byId) => {
    for (const seed of SEEDS) {
      const py = await byId('ne-py-certificado-estudios').render(new Rng(seed));
      expect(squash((await pdfText(py.pdf)).text), `py ${seed}`).to.match(/\b[2-5] (\(?)(dos|tres|cuatro|cinco)\b/);
      expect(py.expected!.courses.every((c) => c.credit === null), `py ${seed}: hours are not credits`).to.equal(true);
      const ci = await byId('ne-ci-releve-notes').render(new Rng(seed));
      expect(ci.expected!.courses.every((c) => c.maximumMarks === 20 && c.grade === null), `ci ${seed}`).to.equal(true);
      const dz = squash((await pdfText((await byId('ne-dz-attestation-licence').render(new Rng(seed))).pdf)).text);
      expect(dz, `dz ${seed}`).to.match(/\p{Script=Arabic}{4,}/u);
      expect(dz, `dz ${seed}`).to.include('licence');
      const mm = await byId('ne-mm-matriculation-marks').render(new Rng(seed));
      expect(mm.expected!.candidate.lastName, `mm ${seed}`).to.equal(null);
      expect(squash((await pdfText(mm.pdf)).text), `mm ${seed}`).to.match(/\b(mg|ma) /);
      const na = await byId('ne-na-nssc-results').render(new Rng(seed));
      expect(na.expected!.courses.every((c) => /^(A\*|[A-G]|[a-e])$/.test(c.grade!)), `na ${seed}`).to.equal(true);
    }
  },
});
