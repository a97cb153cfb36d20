import { expect } from 'chai';
import { countries } from 'countries-list';
import { Rng } from '../../scripts/samples/rng';
import { loadFamilies, type LoadedFamily } from '../../scripts/samples/families/corpus';
import { pdfText, squash } from '../support/pdfText';

/** The course-table layouts of the x families (development only). */
const ALLOWED = ['UG', 'ZW', 'ZM', 'RW'];

describe('corpus-x families (course-table layouts)', () => {
  let families: LoadedFamily[] = [];
  before(async () => {
    families = await loadFamilies(['dev'], /^x2?-layouts\.ts$/);
  });

  it('print their ground truth: every course row, its code, grade and credit, in the text layer', async function () {
    this.timeout(180000);
    expect(families.length).to.be.at.least(10);
    for (const fam of families) {
      for (const seed of [11, 4242]) {
        const where = `${fam.id} seed ${seed}`;
        const { pdf, expected, printed } = await fam.render(new Rng(seed));
        const { pages, text } = await pdfText(pdf);
        expect(pages, where).to.be.within(1, 3);
        const hay = ` ${squash(text)} `;
        const e = expected!;
        expect(hay, where).to.include(squash(printed!['candidate.fullName']));
        expect(hay, where).to.include(squash(e.institution.name!));
        expect(ALLOWED, where).to.include(e.institution.countryCode);
        expect(e.institution.country, where).to.equal(countries[e.institution.countryCode as keyof typeof countries].name);
        expect(e.courses.length, where).to.be.within(4, 40);
        const names = e.courses.map((c) => c.courseName);
        expect(new Set(names).size, `${where}: titles are unique`).to.equal(names.length);
        for (const c of e.courses) {
          for (const w of squash(c.courseName!).split(' ')) expect(hay, `${where}: ${c.courseName}`).to.include(w);
          expect(hay, where).to.include(squash(c.courseNumber!));
          expect(hay, `${where}: grade ${c.grade}`).to.include(` ${squash(c.grade!)} `);
          expect(hay, `${where}: credit ${c.credit}`).to.match(new RegExp(` ${c.credit} `));
        }
        if (e.qualification.cgpa) expect(hay, where).to.include(e.qualification.cgpa);
        if (e.qualification.yearOfAdmission) expect(hay, where).to.include(`${e.qualification.yearOfAdmission}/`);
      }
    }
  });
});
