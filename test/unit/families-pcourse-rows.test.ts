import { expect } from 'chai';
import path from 'node:path';
import { countries } from 'countries-list';
import { Rng } from '../../scripts/samples/rng';
import type { Family } from '../../scripts/samples/families/types';
import { pdfText, squash } from '../support/pdfText';

/** The procedural families of rows that are hard to accept (`p-course-rows`, development only). */
const FILES = ['p-course-rows', 'p-course-rows2'].map((f) => path.join(__dirname, `../../scripts/samples/families/dev/${f}.ts`));
const ALLOWED = ['NL', 'BE', 'HU', 'FI', 'LT', 'NO', 'GR', 'UG', 'ZW', 'ZM', 'VE', 'DO'];

describe('corpus-p families (course rows hard to accept)', () => {
  const families: Family[] = [];
  before(async () => {
    for (const file of FILES) families.push(...((await import(file)) as { families: Family[] }).families);
  });

  it('print their ground truth: every course row, its code, grade, credit and mark, in the text layer', async function () {
    this.timeout(180000);
    expect(families.length).to.be.at.least(8);
    for (const fam of families) {
      for (const seed of [11, 4242, 7]) {
        const where = `${fam.id} seed ${seed}`;
        const { pdf, expected, printed } = await fam.render(new Rng(seed));
        const { pages, text } = await pdfText(pdf);
        expect(pages, where).to.be.within(1, 3);
        const hay = ` ${squash(text)} `;
        const e = expected!;
        expect(e.languageCode, where).to.equal(fam.languages[0]);
        expect(hay, where).to.include(squash(printed!['candidate.fullName']));
        expect(hay, where).to.include(squash(e.institution.name!));
        expect(ALLOWED, where).to.include(e.institution.countryCode);
        expect(e.institution.country, where).to.equal(countries[e.institution.countryCode as keyof typeof countries].name);
        expect(hay, where).to.include(` ${e.qualification.registrationNumber} `);
        expect(e.courses.length, where).to.be.within(5, 40);
        const names = e.courses.map((c) => c.courseName);
        expect(new Set(names).size, `${where}: titles are unique`).to.equal(names.length);
        for (const c of e.courses) {
          for (const w of squash(c.courseName!).split(' ')) expect(hay, `${where}: ${c.courseName}`).to.include(w);
          if (c.courseNumber) expect(hay, where).to.include(` ${squash(c.courseNumber)} `);
          // A grade is printed as it is, or with a footnote marker after it.
          if (c.grade) expect(hay, `${where}: grade ${c.grade}`).to.match(new RegExp(` ${squash(c.grade).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*? `));
          if (c.credit !== null) expect(hay, `${where}: credit ${c.credit}`).to.match(new RegExp(` ${String(c.credit).replace('.', '[.,]')} `));
          if (c.marksScored !== null) expect(c.maximumMarks, where).to.equal(100);
        }
      }
    }
  });

  it('vary what makes a row hard: no grade, an exemption, blocks, a second table, lines that are no rows', async function () {
    this.timeout(120000);
    const fam = families.find((f) => f.id === 'p-course-rows-en')!;
    const seen = new Set<string>();
    for (let seed = 1; seed <= 14; seed++) {
      const { pdf, expected } = await fam.render(new Rng(seed));
      const text = squash((await pdfText(pdf)).text);
      if (expected!.courses.some((c) => c.grade === null && c.marksScored === null)) seen.add('no grade');
      if (/ exempted /.test(` ${text} `)) seen.add('exempt');
      if (/ core courses /.test(` ${text} `)) seen.add('blocks');
      if (/research project|industrial attachment/.test(text)) seen.add('second table');
      if (/ key: a 80-100/.test(` ${text} `)) seen.add('legend');
    }
    expect([...seen].sort()).to.deep.equal(['blocks', 'exempt', 'legend', 'no grade', 'second table']);
  });
});
