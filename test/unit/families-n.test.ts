import { expect } from 'chai';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { countries } from 'countries-list';
import { State } from 'country-state-city';
import { Rng } from '../../scripts/samples/rng';
import type { Family } from '../../scripts/samples/families/types';
import { pdfText, squash } from '../support/pdfText';

/**
 * The corpus-n families: held-out families written on 2026-11-28 by someone who does not change
 * src/processing (files `n-*.ts`, of heldout/ except those rotated to dev/), from countries the other families do not cover.
 */
const ROOT = path.join(__dirname, '../../scripts/samples/families');
const ROTATED_TO_DEV = ['VN', 'BD', 'NP', 'RO', 'SE', 'AR', 'CL', 'LK', 'NZ'];
const FILES = ['dev', 'heldout'].filter((split) => existsSync(path.join(ROOT, split))).flatMap((split) => readdirSync(path.join(ROOT, split)).filter((f) => /^n-.*\.ts$/.test(f)).map((f) => ({ split, file: path.join(ROOT, split, f) })));

/** Page counts each family may have (the course tables run over pages with some seeds). */
const PAGES: Record<string, [number, number]> = {
  'n-np-annual-transcript': [1, 2],
  'n-gh-semester-transcript': [2, 3],
  'n-ca-transcript': [2, 3],
  'n-cl-concentracion-notas': [1, 2],
  'n-ar-certificado-analitico': [1, 2],
  'n-ma-releve-licence': [2, 3],
  'n-ro-supliment-diploma': [2, 3],
  'n-se-resultatintyg': [1, 2],
  'n-nz-ncea-record': [1, 2],
};

/** Countries already covered by the other families and by the procedural p-keys countries. */
const COVERED = ['US', 'GB', 'IN', 'DE', 'FR', 'ES', 'IT', 'BR', 'RU', 'UA', 'KZ', 'EG', 'TH', 'ET', 'NG', 'PK', 'PH', 'MX', 'CO', 'PT', 'AU', 'KE', 'PL', 'TR', 'ID', 'CM', 'NL'];
const LANGUAGE: Record<string, string> = { en: 'English', es: 'Spanish', fr: 'French', sv: 'Swedish', ro: 'Romanian', vi: 'Vietnamese' };
const LEVELS = ['Secondary', 'Higher Secondary', 'Diploma', 'Associate', 'Bachelor', 'Master', 'Doctorate'];
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const SEEDS = [11, 4242];

describe('corpus-n families (held-out, new countries)', () => {
  const families: Array<Family & { split: string }> = [];

  before(async () => {
    for (const f of FILES) {
      const mod = (await import(f.file)) as { families: Family[] };
      for (const fam of mod.families) families.push({ ...fam, split: f.split });
    }
  });

  it('are 14-18 held-out families from countries the corpus did not cover, with ids n-<cc>-…, a mix of kinds and 2-3 non-academic ones', () => {
    expect(families.length).to.be.within(14, 18);
    const kinds = new Set(families.map((f) => f.kind));
    for (const k of ['transcript', 'marksheet', 'diploma', 'other']) expect(kinds.has(k as Family['kind']), k).to.equal(true);
    expect(families.filter((f) => f.kind === 'other').length).to.be.within(2, 3);
    for (const f of families) {
      // Those whose countries an engine author aimed vocabulary at were moved to dev/ (scripts/bench/README.md, "Rotations").
      expect(f.split, f.id).to.equal(ROTATED_TO_DEV.includes(f.country) ? 'dev' : 'heldout');
      expect(f.id, f.id).to.match(new RegExp(`^n-${f.country.toLowerCase()}-[a-z0-9-]+$`));
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
        if (fam.kind === 'diploma') expect(e.courses, where).to.deep.equal([]);
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
