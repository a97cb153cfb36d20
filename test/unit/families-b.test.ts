import { expect } from 'chai';
import { countries } from 'countries-list';
import { State } from 'country-state-city';
import { Rng } from '../../scripts/samples/rng';
import type { FamilySample } from '../../scripts/samples/families/types';
import { loadFamilies, type LoadedFamily } from '../../scripts/samples/families/corpus';
import { loadPdfJs } from '../../src/processing/text';

const LEVELS = ['Secondary', 'Higher Secondary', 'Diploma', 'Associate', 'Bachelor', 'Master', 'Doctorate'];
const LANGUAGES: Record<string, string> = { de: 'German', fr: 'French', es: 'Spanish', it: 'Italian', pt: 'Portuguese', en: 'English' };
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Per page, the text layer's runs joined with spaces and whitespace collapsed. */
async function textOf(pdf: Buffer): Promise<string[]> {
  const pdfjs = await loadPdfJs();
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    pages.push((content.items as Array<{ str?: string }>).map((i) => i.str ?? '').join(' ').replace(/\s+/g, ' '));
  }
  await doc.destroy();
  return pages;
}

const norm = (s: string) => s.toLocaleLowerCase('de').replace(/\s+/g, ' ');

describe('corpus-b families (DE / FR / ES / IT / BR and others)', function () {
  this.timeout(60000);
  let families: LoadedFamily[] = [];
  const samples = new Map<string, Array<FamilySample & { pages: string[] }>>();

  before(async () => {
    // The corpus-b families: files `b-*.ts` of dev/ and heldout/.
    families = await loadFamilies(undefined, /^b-/);
    for (const fam of families) {
      const list: Array<FamilySample & { pages: string[] }> = [];
      for (const seed of [11, 2026]) {
        const sample = await fam.render(new Rng(seed));
        list.push({ ...sample, pages: await textOf(sample.pdf) });
      }
      samples.set(fam.id, list);
    }
  });

  it('are at least 14, all in dev/ since 2026-11-30 (half rotated on 2026-11-28, the rest on 2026-11-30, scripts/bench/README.md), with the family fields the runner needs', () => {
    expect(families.length).to.be.at.least(14);
    expect(families.filter((f) => f.split === 'heldout').length, 'held out').to.equal(0);
    for (const f of families) {
      expect(f.id, f.id).to.match(/^[a-z]{2}-[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(f.conventions.length, f.id).to.be.greaterThan(40);
      expect(f.degradations.length, f.id).to.be.greaterThan(0);
      for (const l of f.languages) expect(Object.keys(LANGUAGES), f.id).to.include(l);
    }
    expect(families.filter((f) => f.kind === 'other').length).to.be.at.least(2);
  });

  it('render valid PDFs whose page count matches what the family says it drew', () => {
    for (const fam of families) {
      for (const s of samples.get(fam.id)!) {
        expect(s.pdf.subarray(0, 5).toString('latin1'), fam.id).to.equal('%PDF-');
        expect(s.pages.length, fam.id).to.equal(Number(s.printed?.pages ?? 1));
        expect(s.pages.length, fam.id).to.be.within(1, 3);
        // Every page carries a text layer (the runner makes the image variants from it).
        for (const page of s.pages) expect(page.replace(/\s/g, '').length, fam.id).to.be.greaterThan(20);
      }
    }
  });

  it('state ground truth by the wild-corpus conventions', () => {
    for (const fam of families) {
      for (const s of samples.get(fam.id)!) {
        const e = s.expected;
        if (fam.kind === 'other') {
          expect(e, fam.id).to.equal(null);
          continue;
        }
        expect(e, fam.id).to.not.equal(null);
        if (!e) continue;
        expect(e.languageCode, fam.id).to.equal(fam.languages[0]);
        expect(e.language, fam.id).to.equal(LANGUAGES[fam.languages[0]]);
        const c = e.candidate;
        expect(c.fullName, fam.id).to.be.a('string');
        expect(c.fullName, fam.id).to.equal(`${c.firstName} ${c.lastName}`);
        if (c.dateOfBirth !== null) expect(c.dateOfBirth, fam.id).to.match(ISO_DATE);
        expect(e.institution.name, fam.id).to.be.a('string');
        if (e.institution.countryCode !== null) {
          const country = (countries as Record<string, { name: string }>)[e.institution.countryCode];
          expect(country, fam.id).to.not.equal(undefined);
          expect(e.institution.country, fam.id).to.equal(country.name);
          expect(e.institution.countryCode, fam.id).to.equal(fam.country);
        } else expect(e.institution.country, fam.id).to.equal(null);
        if (e.institution.stateCode !== null) {
          const st = State.getStateByCodeAndCountry(e.institution.stateCode, e.institution.countryCode!);
          expect(st?.name, fam.id).to.equal(e.institution.state);
        } else expect(e.institution.state, fam.id).to.equal(null);
        const q = e.qualification;
        expect(q.name, fam.id).to.be.a('string');
        expect(LEVELS, fam.id).to.include(q.level);
        if (q.dateOfIssue !== null) expect(q.dateOfIssue, fam.id).to.match(ISO_DATE);
        if (q.status === 'Completed') expect(q.yearOfCompletion, fam.id).to.be.a('number');
        if (q.cgpa !== null) expect(q.cgpa, fam.id).to.match(/^\d+(\.\d+)?$/);
        if (q.totalCreditsOrMarks !== null) expect(q.totalCreditsOrMarks, fam.id).to.match(/^\d+(\.\d+)?$/);
        if (fam.kind === 'diploma') expect(e.courses, fam.id).to.deep.equal([]);
        else expect(e.courses.length, fam.id).to.be.within(8, 60);
        for (const co of e.courses) {
          expect(co.courseName, fam.id).to.be.a('string');
          if (co.credit !== null) expect(co.credit, fam.id).to.be.a('number');
          expect(co.alternateGrade, fam.id).to.equal(null);
          if (co.marksScored !== null) expect(co.maximumMarks, fam.id).to.be.a('number');
        }
      }
    }
  });

  it('print the main values in the text layer (name, institution, qualification, every course, grade and mark)', () => {
    for (const fam of families) {
      for (const s of samples.get(fam.id)!) {
        const text = norm(s.pages.join(' '));
        const e = s.expected;
        if (!e) {
          // 'other' documents still print a person: the family states the name it drew.
          expect(s.printed?.name, fam.id).to.be.a('string');
          expect(text, fam.id).to.include(norm(s.printed!.name));
          continue;
        }
        for (const part of [e.candidate.lastName!, e.candidate.firstName!]) expect(text, `${fam.id}: ${part}`).to.include(norm(part));
        expect(text, fam.id).to.include(norm(e.institution.name!));
        expect(text, fam.id).to.include(norm(e.qualification.name!));
        for (const co of e.courses) {
          expect(text, `${fam.id}: course`).to.include(norm(co.courseName!));
          if (co.grade !== null) expect(text, `${fam.id}: grade`).to.include(norm(co.grade));
          if (co.courseNumber !== null) expect(text, `${fam.id}: code`).to.include(norm(co.courseNumber));
          if (co.marksScored !== null) {
            // Marks print with a decimal comma in these countries ("12,5" / "12,50").
            const m = String(co.marksScored);
            expect(text.includes(m) || text.includes(m.replace('.', ',')), `${fam.id}: mark ${m}`).to.equal(true);
          }
        }
        if (e.qualification.registrationNumber) expect(text, fam.id).to.include(norm(e.qualification.registrationNumber));
        if (s.printed?.dateOfBirth && e.candidate.dateOfBirth) expect(text, fam.id).to.include(norm(s.printed.dateOfBirth));
        if (s.printed?.cgpa && e.qualification.cgpa) expect(text, fam.id).to.include(norm(s.printed.cgpa));
      }
    }
  });
});
