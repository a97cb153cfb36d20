import { expect } from 'chai';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { countries } from 'countries-list';
import { State } from 'country-state-city';
import { Rng } from '../../scripts/samples/rng';
import type { Family } from '../../scripts/samples/families/types';
import { pdfText, squash } from '../support/pdfText';

/**
 * The corpus-h families: held-out families written on 2026-11-29 by someone who does not change
 * src/processing (files `h-NN.ts` of heldout/, ids `h-NN-<kind word>` that do not name the country).
 */
const ROOT = path.join(__dirname, '../../scripts/samples/families');
const FILES = ['dev', 'heldout'].filter((split) => existsSync(path.join(ROOT, split))).flatMap((split) => readdirSync(path.join(ROOT, split)).filter((f) => /^h-\d\d\.ts$/.test(f)).map((f) => ({ split, file: path.join(ROOT, split, f) })));

/** Page counts each family may have (the course tables run over pages with some seeds). */
const PAGES: Record<string, [number, number]> = {
  'h-01-transcript': [1, 3],
  'h-02-certificate': [1, 2],
  'h-06-transcript': [1, 3],
  'h-07-transcript': [1, 3],
};

/** Countries already covered by the other families (dev/, the n- held-out set) and by the procedural p-keys countries. */
const COVERED = ['US', 'GB', 'IN', 'DE', 'FR', 'ES', 'IT', 'BR', 'RU', 'UA', 'KZ', 'EG', 'TH', 'ET', 'NG', 'PK', 'PH', 'MX', 'CO', 'PT', 'AU', 'KE', 'PL', 'TR', 'ID', 'CM', 'NL', 'BD', 'NP', 'LK', 'GH', 'ZA', 'CA', 'CL', 'AR', 'MA', 'VN', 'RO', 'SE', 'NZ', 'IE'];
const LANGUAGE: Record<string, string> = { en: 'English', de: 'German', sr: 'Serbian', es: 'Spanish', pt: 'Portuguese', cs: 'Czech', bg: 'Bulgarian', ms: 'Malay', ar: 'Arabic' };
/** Kind words the ids may use (never the country or the language). */
const WORDS = ['transcript', 'marksheet', 'diploma', 'certificate', 'record'];
const LEVELS = ['Secondary', 'Higher Secondary', 'Diploma', 'Associate', 'Bachelor', 'Master', 'Doctorate'];
/** Diplomas that print the grades of their subjects (school-leaving diplomas of some countries). */
const GRADED_DIPLOMAS = ['h-11-diploma'];
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const SEEDS = [11, 4242];

describe('corpus-h families (held-out, new countries, ids without the country)', () => {
  const families: Array<Family & { split: string }> = [];

  before(async () => {
    for (const f of FILES) {
      const mod = (await import(f.file)) as { families: Family[] };
      for (const fam of mod.families) families.push({ ...fam, split: f.split });
    }
  });

  it('are 12 held-out families h-01 … h-12 from countries the corpus did not cover: 6+ with course tables, 3+ diplomas, a bilingual one, a screenshot, a non-academic one', () => {
    expect(families.map((f) => f.id.slice(0, 4)).sort()).to.deep.equal(Array.from({ length: 12 }, (_, i) => `h-${String(i + 1).padStart(2, '0')}`));
    expect(families.filter((f) => f.kind === 'transcript' || f.kind === 'marksheet').length).to.be.at.least(6);
    expect(families.filter((f) => f.kind === 'diploma').length).to.be.at.least(3);
    expect(families.filter((f) => f.kind === 'other').length).to.be.at.least(1);
    expect(families.some((f) => f.languages.length > 1), 'bilingual').to.equal(true);
    expect(families.some((f) => f.degradations.includes('screenshot')), 'screenshot').to.equal(true);
    for (const f of families) {
      expect(f.split, f.id).to.equal('heldout');
      expect(f.id, f.id).to.match(new RegExp(`^h-\\d\\d-(${WORDS.join('|')})$`));
      expect(COVERED, f.id).to.not.include(f.country);
      expect(Object.keys(LANGUAGE), f.id).to.include(f.languages[0]);
      expect(f.degradations.length, f.id).to.be.at.least(1);
      expect(f.conventions.length, f.id).to.be.above(80);
    }
  });

  it('render valid PDFs whose ground truth follows the conventions and whose values are printed', async function () {
    // Generous: the machine running the suite may be shared (each render takes ~0.1-0.3 s unloaded).
    this.timeout(240000);
    for (const fam of families) {
      for (const seed of SEEDS) {
        const where = `${fam.id} seed ${seed}`;
        const { pdf, expected, printed = {} } = await fam.render(new Rng(seed));
        expect(pdf.subarray(0, 5).toString('latin1'), where).to.equal('%PDF-');
        const { pages, text } = await pdfText(pdf);
        const [min, max] = PAGES[fam.id] ?? [1, 1];
        expect(pages, `${where} pages`).to.be.within(min, max);
        const hay = squash(text);
        if (fam.kind === 'other') {
          expect(expected, where).to.equal(null);
          continue;
        }
        expect(expected, where).to.not.equal(null);
        const e = expected!;
        expect(e.languageCode, where).to.equal(fam.languages[0]);
        expect(e.language, where).to.equal(LANGUAGE[fam.languages[0]]);
        expect(e.candidate.fullName, where).to.equal([e.candidate.firstName, e.candidate.lastName].join(' '));
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
        if (fam.kind === 'diploma' && !GRADED_DIPLOMAS.includes(fam.id)) expect(e.courses, where).to.deep.equal([]);
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
  });
});
