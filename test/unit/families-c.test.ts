import { expect } from 'chai';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { countries } from 'countries-list';
import { Rng } from '../../scripts/samples/rng';
import type { Family } from '../../scripts/samples/families/types';
import { PdfTextLayer } from '../../src/processing/text';
import type { ExtractionResult } from '../../src/processing/types';

const ROOT = path.join(__dirname, '../../scripts/samples/families');
const LEVELS = ['Secondary', 'Higher Secondary', 'Diploma', 'Associate', 'Bachelor', 'Master', 'Doctorate'];
const LANGUAGE: Record<string, string> = { ru: 'Russian', uk: 'Ukrainian', kk: 'Kazakh', ar: 'Arabic', th: 'Thai', en: 'English', am: 'Amharic' };
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Pages per family where a family can run to more than one. */
const PAGES: Record<string, [number, number]> = {
  'ru-diploma-supplement': [2, 3],
  'ru-academic-certificate': [1, 2],
  'ua-diploma-supplement': [2, 4],
  'et-university-transcript': [1, 2],
  'eg-bilingual-transcript': [1, 2],
};

/** Key fields each academic family prints (the benchmark's headline fields). */
const KEYS: Record<string, string[]> = {
  'ru-diploma': ['candidate.fullName', 'institution.name', 'institution.countryCode', 'qualification.name', 'qualification.level', 'qualification.yearOfCompletion'],
  'ru-diploma-supplement': ['candidate.fullName', 'candidate.dateOfBirth', 'institution.name', 'institution.countryCode', 'qualification.name', 'qualification.level', 'qualification.yearOfCompletion'],
  'ru-academic-certificate': ['candidate.fullName', 'candidate.dateOfBirth', 'institution.name', 'institution.countryCode'],
};

/** The corpus-c family files (dev/c-*.ts, heldout/c-*.ts), loaded synchronously so each family gets its own test. */
function loadMine(): Array<Family & { split: string }> {
  const out: Array<Family & { split: string }> = [];
  for (const split of ['dev', 'heldout']) {
    const dir = path.join(ROOT, split);
    const files = readdirSync(dir).filter((f) => /^c-.*\.ts$/.test(f)).sort();
    for (const f of files) for (const fam of (require(path.join(dir, f)) as { families: Family[] }).families) out.push({ ...fam, split });
  }
  return out;
}

function get(e: ExtractionResult, key: string): unknown {
  return key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | null)?.[k], e);
}

/** Two seeds by default; FAMILIES_C_SEEDS=1,2,3,… checks more when changing a family. */
const SEEDS = process.env.FAMILIES_C_SEEDS ? process.env.FAMILIES_C_SEEDS.split(',').map(Number) : [11, 29];

const squash = (s: string) => s.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

describe('corpus-c families (RU, UA, KZ, EG, TH, ET)', function () {
  // Each family renders two documents and reads them back in about a second of CPU; the
  // allowance is for a loaded machine.
  this.timeout(process.env.FAMILIES_C_SEEDS ? 600000 : 60000);
  let dir: string;
  const families = loadMine();
  const layer = new PdfTextLayer({ fontNames: false });

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'families-c-'));
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('has at least 14 families, all in dev/ since 2026-11-30 (half rotated on 2026-11-28, the rest on 2026-11-30, scripts/bench/README.md), in six countries, with an "other" family', () => {
    expect(families.length).to.be.at.least(14);
    expect(families.filter((f) => f.split === 'heldout').length, 'held out').to.equal(0);
    expect(new Set(families.map((f) => f.country))).to.deep.equal(new Set(['RU', 'UA', 'KZ', 'EG', 'TH', 'ET']));
    expect(families.some((f) => f.kind === 'other')).to.equal(true);
    for (const f of families) {
      expect(f.id, f.id).to.match(/^(ru|ua|kz|eg|th|et)-[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(f.id.slice(0, 2).toUpperCase(), f.id).to.equal(f.country);
      expect(f.conventions.length, f.id).to.be.greaterThan(40);
      expect(f.degradations.length, f.id).to.be.greaterThan(0);
    }
  });

  for (const fam of families) {
    it(`${fam.id} (${fam.split}): valid PDFs, ground truth by the conventions, printed values in the text layer, for each seed`, async () => {
      for (const seed of SEEDS) {
        const tag = `${fam.id} seed ${seed}`;
        const sample = await fam.render(new Rng(seed));
        expect(sample.pdf.subarray(0, 5).toString(), tag).to.equal('%PDF-');
        const file = path.join(dir, `${fam.id}-${seed}.pdf`);
        await writeFile(file, sample.pdf);
        const text = await layer.extract(file);
        const [minPages, maxPages] = PAGES[fam.id] ?? [1, 1];
        expect(text.pageCount, tag).to.be.within(minPages, maxPages);
        const all = squash(text.pages.flatMap((p) => p.items.map((i) => i.text)).join(''));
        expect(all.length, tag).to.be.greaterThan(200);

        if (fam.kind === 'other') {
          expect(sample.expected, tag).to.equal(null);
          continue;
        }
        const e = sample.expected as ExtractionResult;
        expect(e, tag).to.not.equal(null);
        expect(e.languageCode, tag).to.equal(fam.languages[0]);
        expect(e.language, tag).to.equal(LANGUAGE[fam.languages[0]]);
        for (const key of KEYS[fam.id] ?? ['candidate.fullName', 'institution.name', 'institution.countryCode']) expect(get(e, key), `${tag}: ${key}`).to.not.equal(null);
        if (e.qualification.level !== null) expect(LEVELS, tag).to.include(e.qualification.level);
        if (e.qualification.name !== null) expect(e.qualification.level, `${tag}: level of a printed qualification`).to.not.equal(null);
        if (e.institution.countryCode !== null) {
          const c = (countries as Record<string, { name: string }>)[e.institution.countryCode];
          expect(c, tag).to.not.equal(undefined);
          expect(e.institution.country, tag).to.equal(c.name);
          expect(e.institution.countryCode, tag).to.equal(fam.country);
        }
        for (const d of [e.candidate.dateOfBirth, e.qualification.dateOfIssue]) if (d !== null) expect(d, tag).to.match(ISO_DATE);
        const { fullName, firstName, lastName } = e.candidate;
        if (fullName) expect(fullName, tag).to.equal(`${firstName} ${lastName}`);
        for (const y of [e.qualification.yearOfAdmission, e.qualification.yearOfCompletion]) if (y !== null) expect(y, tag).to.be.within(1990, 2030);
        if (fam.kind === 'diploma') expect(e.courses, tag).to.deep.equal([]);
        else {
          expect(e.courses.length, tag).to.be.within(8, 60);
          for (const c of e.courses) {
            expect(c.courseName, tag).to.be.a('string').and.not.equal('');
            expect(c.grade !== null || c.marksScored !== null, `${tag}: ${c.courseName} has a result`).to.equal(true);
            if (c.credit !== null) expect(c.credit, tag).to.be.a('number').and.greaterThan(0);
            if (c.marksScored !== null) expect(c.maximumMarks, tag).to.be.a('number').and.at.least(c.marksScored);
            expect(c.alternateGrade, tag).to.equal(null);
          }
        }

        // The printed values are in the text layer: every word of the name and the institution,
        // and a course title and its grade or mark.
        for (const word of (e.candidate.fullName ?? '').split(' ')) expect(all, `${tag}: name word ${word}`).to.include(squash(word));
        for (const word of (e.institution.name ?? '').split(' ')) expect(all, `${tag}: institution word ${word}`).to.include(squash(word));
        if (e.qualification.name) expect(all, `${tag}: qualification`).to.include(squash(e.qualification.name));
        if (e.qualification.registrationNumber && fam.languages[0] !== 'ar') expect(all, `${tag}: registration number`).to.include(squash(e.qualification.registrationNumber));
        if (sample.printed?.dateOfIssue) expect(all, `${tag}: date of issue`).to.include(squash(sample.printed.dateOfIssue));
        if (sample.printed?.dateOfBirth) expect(all, `${tag}: date of birth`).to.include(squash(sample.printed.dateOfBirth));
        for (const c of e.courses.slice(0, 3)) {
          expect(all, `${tag}: course ${c.courseName}`).to.include(squash(c.courseName as string));
          if (c.grade) expect(all, `${tag}: grade ${c.grade}`).to.include(squash(c.grade));
          if (c.marksScored !== null && !/ar/.test(fam.languages[0])) expect(all, `${tag}: mark`).to.include(String(c.marksScored));
        }
      }
    });
  }
});
