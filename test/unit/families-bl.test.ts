import { expect } from 'chai';
import { Rng } from '../../scripts/samples/rng';
import { describeDevGroup } from '../support/devGroup';
import { pdfText, squash } from '../support/pdfText';

/**
 * The corpus-bl families: development families of course titles printed in two languages (a Hungarian
 * transcript with each title's English translation under it, a Latvian one with "national / English"
 * on one line), measured untouched before the engine's rule for them (files `dev/bl-*.ts`, drawing
 * helpers `lib/bl-kit.ts`). Their `courseName` is the English rendering.
 */
const SEEDS = [11, 4242, 7];

describeDevGroup('corpus-bl families (development, course titles in two languages)', {
  prefix: 'bl',
  ids: ['bl-hu-bilingual-transcript', 'bl-lv-sekmju-izraksts'],
  compositionTitle: 'are two development families with ids bl-<cc>-…',
  pages: { 'bl-hu-bilingual-transcript': [1, 2], 'bl-lv-sekmju-izraksts': [1, 2] },
  language: { hu: 'Hungarian', lv: 'Latvian' },
  seeds: SEEDS,
  conventionsTitle: 'print each title in both languages and name the course in English',
  conventions: async (_byId, families) => {
    for (const f of families) {
      for (const seed of SEEDS) {
        const s = await f.render(new Rng(seed));
        const hay = squash((await pdfText(s.pdf)).text);
        for (const c of s.expected!.courses) {
          expect(c.courseName, `${f.id} ${seed}`).to.match(/^[A-Za-z0-9' /-]+$/);
          expect(hay, `${f.id} ${seed}: ${c.courseName}`).to.include(squash(c.courseName!.split(' ')[0]));
        }
        if (f.id.startsWith('bl-lv')) expect(hay, `${f.id} ${seed}`).to.match(/\p{L}+ \/ \p{L}/u);
      }
    }
  },
});
