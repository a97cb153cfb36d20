import { expect } from 'chai';
import { countries } from 'countries-list';
import { Rng } from '../../scripts/samples/rng';
import { loadFamilies, type LoadedFamily } from '../../scripts/samples/families/corpus';
import { pdfText, squash } from '../support/pdfText';

/** The corpus-t families (course-table layouts: NG, PK, PH, AU, KE, PL): files `t-*.ts` of dev/. */

const LEVELS = ['Secondary', 'Higher Secondary', 'Diploma', 'Associate', 'Bachelor', 'Master', 'Doctorate'];



describe('corpus-t families (course-table layouts)', () => {
  let families: LoadedFamily[] = [];
  before(async () => {
    families = await loadFamilies(undefined, /^t-/);
  });

  it('are at least five, from countries the other corpora do not cover', () => {
    expect(families.length).to.be.at.least(5);
    for (const f of families) expect(['US', 'GB', 'IN', 'DE', 'FR', 'ES', 'IT', 'BR', 'RU', 'UA', 'KZ', 'EG', 'TH', 'ET'], f.id).to.not.include(f.country);
  });

  it('render PDFs whose ground truth is printed: every course row, its grade, credit and mark', async function () {
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
        expect(e.institution.countryCode, where).to.equal(fam.country);
        expect(e.institution.country, where).to.equal(countries[fam.country as keyof typeof countries].name);
        expect(LEVELS, where).to.include(e.qualification.level);
        expect(hay, `${where}: institution`).to.include(squash(e.institution.name!));
        expect(hay, `${where}: qualification`).to.include(squash(e.qualification.name!));
        // Printed whole, or (a supplement's "Nazwisko" and "Imię" fields) part by part.
        if (printed?.['candidate.fullName']) expect(hay, `${where}: name`).to.include(squash(printed['candidate.fullName']));
        else for (const part of [e.candidate.firstName!, e.candidate.lastName!]) expect(hay, `${where}: name`).to.include(squash(part));
        const q = e.qualification;
        for (const k of ['registrationNumber', 'program', 'majorOrSpecialization', 'cgpa', 'totalCreditsOrMarks'] as const) {
          if (q[k] !== null) expect(hay, `${where}: ${k} ${q[k]}`).to.include(squash(String(q[k])));
        }
        if (q.yearOfCompletion !== null) expect(hay, `${where}: completion`).to.include(squash(printed?.['qualification.yearOfCompletion'] ?? String(q.yearOfCompletion)));
        expect(e.courses.length, where).to.be.within(5, 60);
        for (const c of e.courses) {
          // Titles may wrap: every word of the title is printed.
          for (const w of squash(c.courseName!).split(' ')) expect(hay, `${where}: ${c.courseName}`).to.include(w);
          if (c.courseNumber) expect(hay, where).to.include(` ${squash(c.courseNumber)} `);
          if (c.grade) expect(hay, `${where}: grade ${c.grade}`).to.include(` ${squash(c.grade)} `);
          if (c.credit !== null) expect(hay, `${where}: credit ${c.credit}`).to.match(new RegExp(` ${String(c.credit).replace('.', '[.,]')}(\\.0)? `));
          if (c.marksScored !== null) expect(hay, `${where}: mark ${c.marksScored}`).to.include(` ${c.marksScored} `);
          if (c.maximumMarks !== null) expect(hay, `${where}: max ${c.maximumMarks}`).to.include(` ${c.maximumMarks} `);
        }
      }
    }
  });
});
