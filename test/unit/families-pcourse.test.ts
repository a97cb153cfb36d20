import { expect } from 'chai';
import path from 'node:path';
import { countries } from 'countries-list';
import { Rng } from '../../scripts/samples/rng';
import type { Family } from '../../scripts/samples/families/types';
import { parseNumber } from '../../src/processing/extraction/normalize';
import { pdfText, squash } from '../support/pdfText';

/** The procedural course-table families (`p-`, development only): dev/p-course-table.ts and dev/p-course-columns.ts. */
const FILES = ['p-course-table', 'p-course-columns'].map((f) => path.join(__dirname, `../../scripts/samples/families/dev/${f}.ts`));

describe('corpus-p families (procedural course tables)', () => {
  let families: Family[] = [];
  before(async () => {
    for (const file of FILES) families.push(...((await import(file)) as { families: Family[] }).families);
  });

  it('cover at least ten languages, each a family of its own, some of them scanned or photographed', () => {
    expect(new Set(families.map((f) => f.languages[0])).size).to.be.at.least(10);
    for (const f of families) expect(f.id).to.match(/^p-course-(table|columns)-/);
    expect(families.filter((f) => f.degradations.length).length).to.be.at.least(4);
  });

  it('vary the layout with the seed: documents of one family differ in their pages and rows', async function () {
    this.timeout(60000);
    const fam = families.find((f) => f.id === 'p-course-table-en-us')!;
    const texts = new Set<string>();
    for (const seed of [1, 2, 3, 4]) texts.add((await pdfText((await fam.render(new Rng(seed))).pdf)).text.slice(0, 400));
    expect(texts.size).to.equal(4);
  });

  it('p-course-columns vary which number is the credit: a unit, hours beside it or instead of it, a term total only', async function () {
    this.timeout(60000);
    const fam = families.find((f) => f.id === 'p-course-columns-en-us')!;
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const { pdf, expected } = await fam.render(new Rng(seed));
      const text = squash((await pdfText(pdf)).text);
      const credited = expected!.courses.some((c) => c.credit !== null);
      if (/contact hours/.test(text)) seen.add(credited ? 'hours beside credits' : 'hours only');
      if (credited && / \d+(\.\d+)? (cr\.?|credits) /.test(text)) seen.add('unit');
      if (!credited && !/contact hours/.test(text)) seen.add('term total only');
      if (/grading key/.test(text)) seen.add('grading key');
    }
    expect([...seen].sort()).to.deep.equal(['grading key', 'hours beside credits', 'hours only', 'term total only', 'unit']);
  });

  it('print their ground truth: every course row, its code, grade, credit and mark, in the text layer', async function () {
    this.timeout(180000);
    for (const fam of families) {
      for (const seed of [11, 4242]) {
        const where = `${fam.id} seed ${seed}`;
        const { pdf, expected, printed } = await fam.render(new Rng(seed));
        const { pages, text } = await pdfText(pdf);
        expect(pages, where).to.be.within(1, 4);
        const hay = ` ${squash(text)} `;
        const e = expected!;
        expect(e.languageCode, where).to.equal(fam.languages[0]);
        expect(e.candidate.fullName, where).to.equal([e.candidate.firstName, e.candidate.lastName].join(' '));
        // In natural order, or surname first after a label that says so ("Name, Vorname").
        expect(hay, where).to.include(squash(printed!['candidate.fullName']));
        for (const part of [e.candidate.firstName!, e.candidate.lastName!]) expect(squash(printed!['candidate.fullName']), where).to.include(squash(part));
        if (e.institution.state) expect(e.institution.stateCode, where).to.match(/^[A-Z]{2}$/);
        expect(hay, where).to.include(squash(e.institution.name!));
        expect(e.institution.countryCode, where).to.equal(fam.country);
        expect(e.institution.country, where).to.equal(countries[fam.country as keyof typeof countries].name);
        expect(hay, where).to.include(` ${e.qualification.registrationNumber} `);
        expect(e.courses.length, where).to.be.within(5, 60);
        const names = e.courses.map((c) => c.courseName);
        expect(new Set(names).size, `${where}: titles are unique`).to.equal(names.length);
        for (const c of e.courses) {
          for (const w of squash(c.courseName!).split(' ')) expect(hay, `${where}: ${c.courseName}`).to.include(w);
          if (c.courseNumber) expect(hay, where).to.include(` ${squash(c.courseNumber)} `);
          if (c.grade) expect(hay, `${where}: grade ${c.grade}`).to.include(` ${squash(c.grade)} `);
          if (c.credit !== null) expect(hay, `${where}: credit ${c.credit}`).to.match(new RegExp(` ${String(c.credit).replace('.', '[.,]')}([.,]0{1,2})? `));
          if (c.marksScored !== null) expect(hay, `${where}: mark ${c.marksScored}`).to.match(new RegExp(` ${String(c.marksScored).replace('.', '[.,]')} `));
          if (c.marksScored !== null) expect(c.maximumMarks, where).to.be.oneOf([20, 30, 100]);
          // Grades as printed: never a number turned into a dot decimal.
          if (c.grade && /\d/.test(c.grade) && ['de', 'pl', 'nl', 'pt'].includes(fam.languages[0])) expect(parseNumber(c.grade), where).to.not.equal(null);
          for (const f of ['term', 'session'] as const) if (c[f]) expect(hay, `${where}: ${f} ${c[f]}`).to.include(squash(c[f]!));
          if (c.year !== null) expect(hay, where).to.include(String(c.year));
        }
      }
    }
  });
});
