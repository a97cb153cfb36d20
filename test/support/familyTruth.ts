import { expect } from 'chai';
import { countries } from 'countries-list';
import { State } from 'country-state-city';
import { Rng } from '../../scripts/samples/rng';
import type { Family, FamilySample } from '../../scripts/samples/families/types';
import { pdfText, squash } from './pdfText';

/** The interface's qualification levels (scripts/samples/families/README.md, `qualification.level`). */
const LEVELS = ['Secondary', 'Higher Secondary', 'Diploma', 'Associate', 'Bachelor', 'Master', 'Doctorate'];
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** One rendered one-page certificate, its text squashed for searching, and its ground truth. */
export interface RenderedCertificate {
  where: string;
  text: string;
  hay: string;
  e: NonNullable<FamilySample['expected']>;
  printed: Record<string, string>;
}

/**
 * Renders a family's one-page document with a seed and checks what every procedural certificate family
 * holds: the name joins its parts, the level is one of the interface's (null only with the qualification),
 * and the holder's name, the institution and the qualification are printed, in the form `printed` gives
 * where the page prints them otherwise than the truth states them.
 */
export async function renderCertificate(fam: Family, seed: number): Promise<RenderedCertificate> {
  const where = `${fam.id} seed ${seed}`;
  const { pdf, expected, printed = {} } = await fam.render(new Rng(seed));
  const { pages, text } = await pdfText(pdf);
  expect(pages, where).to.equal(1);
  const hay = squash(text);
  const e = expected!;
  const shown = (k: string, v: string | null) => squash(printed[k] ?? v ?? '');
  expect(e.candidate.fullName, where).to.equal([e.candidate.firstName, e.candidate.lastName].join(' '));
  expect(hay, `${where}: name`).to.include(shown('candidate.fullName', e.candidate.fullName));
  expect(hay, `${where}: institution`).to.include(shown('institution.name', e.institution.name));
  if (e.qualification.name !== null) {
    expect(LEVELS, where).to.include(e.qualification.level);
    expect(hay, `${where}: qualification`).to.include(shown('qualification.name', e.qualification.name));
  } else expect(e.qualification.level, where).to.equal(null);
  return { where, text, hay, e, printed };
}

export interface RenderCheckOptions {
  seeds: number[];
  /** Page counts a family may have; [1, 1] when not listed. */
  pages: Record<string, [number, number]>;
  /** English name of each main language code the families use. */
  language: Record<string, string>;
  /** Diplomas that print their subjects' grades, so their ground truth has courses. */
  gradedDiplomas?: string[];
}

/**
 * Renders every family with each seed and checks that the PDF is one, that its ground truth follows the
 * wild corpus's conventions (scripts/samples/families/README.md) and that every value it claims is printed.
 */
export async function checkRenderedFamilies(families: Family[], o: RenderCheckOptions): Promise<void> {
  for (const fam of families) {
    for (const seed of o.seeds) {
      const where = `${fam.id} seed ${seed}`;
      const { pdf, expected, printed = {} } = await fam.render(new Rng(seed));
      expect(pdf.subarray(0, 5).toString('latin1'), where).to.equal('%PDF-');
      const { pages, text } = await pdfText(pdf);
      const [min, max] = o.pages[fam.id] ?? [1, 1];
      expect(pages, `${where} pages`).to.be.within(min, max);
      const hay = squash(text);
      if (fam.kind === 'other') {
        expect(expected, where).to.equal(null);
        continue;
      }
      expect(expected, where).to.not.equal(null);
      const e = expected!;
      expect(e.languageCode, where).to.equal(fam.languages[0]);
      expect(e.language, where).to.equal(o.language[fam.languages[0]]);
      // A name of a custom without family names has no lastName (README): the name is its first name alone.
      expect(e.candidate.fullName, where).to.equal([e.candidate.firstName, e.candidate.lastName].filter((x) => x !== null).join(' '));
      expect(e.institution.name, where).to.be.a('string');
      expect(e.qualification.name, where).to.be.a('string');
      expect(LEVELS, where).to.include(e.qualification.level);
      // Every one of these documents places its issuer (a country, city, domain or phone code is printed).
      expect(e.institution.countryCode, where).to.equal(fam.country);
      expect(e.institution.country, where).to.equal(countries[fam.country as keyof typeof countries].name);
      if (e.institution.stateCode !== null) expect(State.getStateByCodeAndCountry(e.institution.stateCode, fam.country)?.name, where).to.equal(e.institution.state);
      else expect(e.institution.state, where).to.equal(null);
      for (const d of [e.candidate.dateOfBirth, e.qualification.dateOfIssue]) {
        if (d === null) continue;
        expect(d, where).to.match(isoDate);
        expect(new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10), where).to.equal(d);
      }
      const q = e.qualification;
      for (const y of [q.yearOfAdmission, q.yearOfCompletion]) if (y !== null) expect(y, where).to.be.within(1990, 2030);
      if (q.yearOfAdmission !== null && q.yearOfCompletion !== null) expect(q.yearOfCompletion, where).to.be.above(q.yearOfAdmission);
      if (q.dateOfIssue !== null && q.yearOfCompletion !== null) expect(Number(q.dateOfIssue.slice(0, 4)), where).to.be.at.least(q.yearOfCompletion);
      if (q.cgpa !== null) expect(q.cgpa, where).to.match(/^\d+(\.\d+)?$/);
      if (q.totalCreditsOrMarks !== null) expect(q.totalCreditsOrMarks, where).to.match(/^\d+(\.\d+)?$/);
      if (q.programDuration !== null) expect(q.programDuration, where).to.match(/^\d+$/);
      if (fam.kind === 'diploma' && !(o.gradedDiplomas ?? []).includes(fam.id)) expect(e.courses, where).to.deep.equal([]);
      else expect(e.courses.length, where).to.be.within(4, 60);
      for (const c of e.courses) {
        expect(c.courseName, where).to.be.a('string');
        expect(hay, `${where}: course ${c.courseName}`).to.include(squash(c.courseName!));
        if (c.courseNumber !== null) expect(hay, `${where}: code ${c.courseNumber}`).to.include(squash(c.courseNumber));
        if (c.grade !== null) expect(` ${hay} `, `${where}: grade ${c.grade}`).to.include(` ${squash(c.grade)} `);
        if (c.credit !== null) expect(c.credit, where).to.be.a('number');
        if (c.marksScored !== null) expect(c.maximumMarks, where).to.be.a('number');
        expect(c.alternateGrade, where).to.equal(null);
      }
      // Every value the ground truth claims is on the page, in its printed form where it differs.
      const shown = (k: string, v: unknown) => squash(printed[k] ?? String(v));
      expect(hay, `${where}: name`).to.include(shown('candidate.fullName', e.candidate.fullName));
      expect(hay, `${where}: institution`).to.include(shown('institution.name', e.institution.name));
      expect(hay, `${where}: qualification`).to.include(shown('qualification.name', q.name));
      for (const k of ['registrationNumber', 'program', 'majorOrSpecialization', 'cgpa', 'totalCreditsOrMarks', 'yearOfAdmission', 'yearOfCompletion', 'dateOfIssue'] as const) {
        if (q[k] !== null) expect(hay, `${where}: ${k} ${q[k]}`).to.include(shown(`qualification.${k}`, q[k]));
      }
      if (e.candidate.dateOfBirth !== null) expect(hay, `${where}: dateOfBirth`).to.include(shown('candidate.dateOfBirth', e.candidate.dateOfBirth));
    }
  }
}
