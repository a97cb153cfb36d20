import { expect } from 'chai';
import { Rng } from '../../scripts/samples/rng';
import { describeDevGroup } from '../support/devGroup';
import { pdfText, squash } from '../support/pdfText';

/**
 * The corpus-nf families: development families written on 2026-11-30 from Guatemala, Honduras, Panama, Oman and
 * Kuwait, measured untouched before any engine change aimed at them (files `dev/nf-*.ts`, drawing helpers `lib/nf-kit.ts`).
 */
const SEEDS = [11, 4242, 7, 99];

describeDevGroup('corpus-nf families (development, Guatemalan, Honduran, Panamanian, Omani and Kuwaiti documents)', {
  prefix: 'nf',
  ids: ['nf-gt-certificacion-cursos', 'nf-hn-certificado-estudios', 'nf-kw-transcript', 'nf-om-general-education-diploma', 'nf-pa-creditos-academicos'],
  compositionTitle: 'are five development families, one per country, with ids nf-<cc>-…, among them a phone photo',
  group: (families) => expect(families.some((f) => f.degradations.includes('photo'))).to.equal(true),
  each: (f) => expect(f.degradations, f.id).to.include('scan'),
  pages: {
    'nf-gt-certificacion-cursos': [2, 2],
    'nf-hn-certificado-estudios': [1, 2],
    'nf-pa-creditos-academicos': [1, 2],
    'nf-kw-transcript': [1, 2],
  },
  language: { es: 'Spanish', ar: 'Arabic', en: 'English' },
  seeds: SEEDS,
  conventionsTitle: 'print the conventions they model: marks in words, captions under values, the 0-3 index, Arabic script, semester totals',
  conventionsTimeout: 240000,
  conventions: async (byId) => {
    for (const seed of SEEDS) {
      const gt = await byId('nf-gt-certificacion-cursos').render(new Rng(seed));
      expect(squash((await pdfText(gt.pdf)).text), `gt ${seed}`).to.match(/\b(6[1-9]|[7-9]\d) (sesenta|setenta|ochenta|noventa)\b/);
      expect(gt.expected!.courses.every((c) => c.maximumMarks === 100 && c.grade === null && c.marksScored! >= 61), `gt ${seed}`).to.equal(true);
      const hn = squash((await pdfText((await byId('nf-hn-certificado-estudios').render(new Rng(seed))).pdf)).text);
      expect(hn, `hn ${seed}: the caption after its value`).to.match(/(nombre del|nombre de la) estudiante /);
      const pa = await byId('nf-pa-creditos-academicos').render(new Rng(seed));
      expect(Number(pa.expected!.qualification.cgpa), `pa ${seed}`).to.be.within(0, 3);
      expect(squash((await pdfText(pa.pdf)).text), `pa ${seed}`).to.include('totales');
      const om = await byId('nf-om-general-education-diploma').render(new Rng(seed));
      expect(squash((await pdfText(om.pdf)).text), `om ${seed}`).to.match(/\p{Script=Arabic}{4,}/u);
      expect(om.expected!.institution.name, `om ${seed}: the ministry issues it`).to.equal('Ministry of Education');
      const kw = await byId('nf-kw-transcript').render(new Rng(seed));
      expect(squash((await pdfText(kw.pdf)).text), `kw ${seed}`).to.match(/semester: hrs \d+\.00 gpa \d\.\d\d cumulative/);
    }
  },
});
