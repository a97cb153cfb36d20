import { expect } from 'chai';
import { countries } from 'countries-list';
import type { LoadedFamily } from '../../scripts/samples/families/corpus';
import { Rng } from '../../scripts/samples/rng';
import { pdfText, squash } from './pdfText';

const LEVELS = ['Secondary', 'Higher Secondary', 'Diploma', 'Associate', 'Bachelor', 'Master', 'Doctorate'];

/**
 * Renders each course-table family with each seed and checks that its ground truth is printed: the key fields,
 * every course row, its grade, credit and mark. `decimalComma`: credits and marks may print with a decimal comma
 * and trailing zeros ("7,90", "3,000") where the country prints them so; otherwise a credit may only add ".0" and
 * a mark prints as it stands.
 */
export async function checkCourseTablesPrinted(families: LoadedFamily[], seeds: number[], o: { decimalComma: boolean }): Promise<void> {
  for (const fam of families) {
    for (const seed of seeds) {
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
        if (o.decimalComma) {
          if (c.credit !== null) expect(hay, `${where}: credit ${c.credit}`).to.match(new RegExp(` ${String(c.credit).replace('.', '[.,]')}([.,]0{1,3})? `));
          if (c.marksScored !== null) expect(hay, `${where}: mark ${c.marksScored}`).to.match(new RegExp(` ${String(c.marksScored).replace('.', '[.,]')}${Number.isInteger(c.marksScored) ? '(?:[.,]0+)?' : '0*'} `));
        } else {
          if (c.credit !== null) expect(hay, `${where}: credit ${c.credit}`).to.match(new RegExp(` ${String(c.credit).replace('.', '[.,]')}(\\.0)? `));
          if (c.marksScored !== null) expect(hay, `${where}: mark ${c.marksScored}`).to.include(` ${c.marksScored} `);
        }
        if (c.maximumMarks !== null) expect(hay, `${where}: max ${c.maximumMarks}`).to.include(` ${c.maximumMarks} `);
      }
    }
  }
}
