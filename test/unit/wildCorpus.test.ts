import { expect } from 'chai';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { findRows, keyFieldMatches, scoreDocument, KEY_FIELDS } from '../../scripts/bench/wild';
import { generateWildCorpus, loadFamilies, type WildDocument } from '../../scripts/samples/families/corpus';
import { homography, photograph, stampAndSign } from '../../scripts/samples/families/degrade';
import type { ExtractedCourse, ExtractionResult } from '../../src/processing/types';

const course = (courseNumber: string | null, courseName: string | null, grade: string | null, credit: number | null): ExtractedCourse => ({
  courseNumber,
  courseName,
  credit,
  grade,
  alternateGrade: null,
  marksScored: null,
  maximumMarks: null,
  passStatus: null,
  term: null,
  session: null,
  year: null,
});

function result(patch: Partial<ExtractionResult> = {}): ExtractionResult {
  return {
    languageCode: null,
    language: null,
    candidate: { fullName: null, firstName: null, lastName: null, dateOfBirth: null },
    institution: { name: null, country: null, countryCode: null, state: null, stateCode: null },
    qualification: { registrationNumber: null, name: null, level: null, program: null, majorOrSpecialization: null, status: null, yearOfAdmission: null, yearOfCompletion: null, programDuration: null, dateOfIssue: null, cgpa: null, totalCreditsOrMarks: null },
    courses: [],
    ...patch,
  };
}

describe('wild corpus and its benchmark scoring', () => {
  describe('the families', () => {
    it('are found in both splits, with unique ids and the fields the runner needs', async () => {
      const families = await loadFamilies();
      for (const f of families) {
        expect(f.id, f.id).to.match(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/);
        expect(f.country, f.id).to.match(/^[A-Z]{2}$/);
        expect(f.languages.length, f.id).to.be.greaterThan(0);
        expect(['transcript', 'marksheet', 'diploma', 'other'], f.id).to.include(f.kind);
        expect(f.conventions.length, f.id).to.be.greaterThan(20);
      }
      expect(new Set(families.map((f) => f.id)).size).to.equal(families.length);
      if (families.length) expect(new Set(families.map((f) => f.split))).to.deep.equal(new Set(['dev', 'heldout']));
    });
  });

  describe('degradations', () => {
    it('a homography takes the four corners where they were asked to go', () => {
      const from = [{ x: 0, y: 0 }, { x: 100, y: 0 }, { x: 100, y: 200 }, { x: 0, y: 200 }];
      const to = [{ x: 10, y: 5 }, { x: 120, y: 12 }, { x: 110, y: 230 }, { x: 3, y: 210 }];
      const h = homography(from, to);
      from.forEach((p, i) => {
        const w = h[6] * p.x + h[7] * p.y + h[8];
        expect((h[0] * p.x + h[1] * p.y + h[2]) / w).to.be.closeTo(to[i].x, 1e-6);
        expect((h[3] * p.x + h[4] * p.y + h[5]) / w).to.be.closeTo(to[i].y, 1e-6);
      });
    });

    it('a photo puts the page on a darker surface, and a stamp inks the page', async () => {
      const width = 200;
      const height = 280;
      const page = { width, height, channels: 3 as const, data: Buffer.alloc(width * height * 3, 255) };
      const { image, corners } = await photograph(page, { seed: 3, pageWidthPx: 200, jpegQuality: 80 });
      expect(image.width).to.be.greaterThan(width);
      const at = (x: number, y: number) => image.data[(Math.round(y) * image.width + Math.round(x)) * 3];
      const cx = corners.reduce((s, c) => s + c.x, 0) / 4;
      const cy = corners.reduce((s, c) => s + c.y, 0) / 4;
      expect(at(cx, cy)).to.be.greaterThan(150);
      expect(at(1, 1)).to.be.lessThan(130);
      const stamped = await stampAndSign(page, { seed: 4 });
      const { channels } = await sharp(stamped.data, { raw: { width, height, channels: 3 } }).stats();
      // Blue or violet ink: the blue channel is darkened least.
      expect(channels[0].min).to.be.lessThan(200);
    });
  });

  describe('scoring', () => {
    it('key fields compare names and titles without case, accents, punctuation or "The"', () => {
      expect(keyFieldMatches('institution.name', 'The University of Tartu', 'UNIVERSITY OF TARTU')).to.equal(true);
      expect(keyFieldMatches('candidate.fullName', 'Élodie Lefèvre', 'Elodie Lefevre')).to.equal(true);
      expect(keyFieldMatches('candidate.fullName', 'Jane Doe', 'Doe Jane')).to.equal(false);
      expect(keyFieldMatches('qualification.yearOfCompletion', 2019, 2019)).to.equal(true);
      expect(keyFieldMatches('institution.countryCode', 'IN', null)).to.equal(false);
      expect(KEY_FIELDS).to.include('qualification.level');
    });

    it('a course row is found by its code, or by a name of at least 0.8 similarity, once', () => {
      const expected = [course('CS101', 'Programming I', 'A', 4), course(null, 'Linear Algebra', 'B+', 3), course(null, 'Organic Chemistry', 'C', 2)];
      const actual = [course(null, 'Linear Algebr a', 'B+', 3), course('CS101', 'Programmng I', 'A', 4), course(null, 'History', 'A', 3)];
      const rows = findRows(expected, actual);
      expect(rows[0]).to.equal(actual[1]);
      expect(rows[1]).to.equal(actual[0]);
      expect(rows[2]).to.equal(null);
    });

    it('a course row is found by its code whatever the marks on its letters ("BİL 416" read "BIL 416")', () => {
      const actual = [course('BIL 416', 'Bitirme Projesi', 'AA', 5)];
      expect(findRows([course('BİL 416', 'Yazılım Mühendisliği', 'AA', 5)], actual)[0]).to.equal(actual[0]);
    });

    it('counts invented values, extra rows, and academic documents called other', () => {
      const doc: WildDocument = {
        file: 'dev/x-0.pdf',
        family: 'xx-test',
        split: 'dev',
        country: 'IN',
        languages: ['en'],
        kind: 'marksheet',
        variant: 'text',
        format: 'pdf',
        pages: 1,
        seed: 1,
        printed: {},
        expected: result({ candidate: { fullName: 'Asha Rao', firstName: 'Asha', lastName: 'Rao', dateOfBirth: null }, courses: [course('M1', 'Maths', 'A', null)] }),
      };
      const g = {
        documents: 0, academic: { ok: 0, n: 0 }, nonAcademic: { ok: 0, n: 0 }, keyFields: { ok: 0, n: 0 },
        perKey: Object.fromEntries(KEY_FIELDS.map((k) => [k, { ok: 0, n: 0 }])), rowsFound: { ok: 0, n: 0 },
        grades: { ok: 0, n: 0 }, credits: { ok: 0, n: 0 }, invented: { ok: 0, n: 0 }, inventedBy: {} as Record<string, number>,
        rowsMissedWholeTable: 0, rowsMissedInFoundTable: 0, failures: 0,
        textPages: { pages: 0, ms: 0 }, ocrPages: { pages: 0, ms: 0 }, misses: [] as string[],
      };
      const actual = result({
        candidate: { fullName: 'Asha Rao', firstName: 'Asha', lastName: 'Rao', dateOfBirth: '2001-01-01' },
        courses: [course('M1', 'Maths', 'A', null), course(null, 'Total', '500', null)],
      });
      scoreDocument(doc, 'marksheet', actual, g);
      expect(g.academic).to.deep.equal({ ok: 1, n: 1 });
      expect(g.keyFields).to.deep.equal({ ok: 1, n: 1 });
      expect(g.rowsFound).to.deep.equal({ ok: 1, n: 1 });
      expect(g.grades).to.deep.equal({ ok: 1, n: 1 });
      // The invented date of birth and the extra "Total" row.
      expect(g.invented.n - g.invented.ok).to.equal(2);
      expect(g.inventedBy).to.deep.equal({ 'candidate.dateOfBirth': 1, courses: 1 });
      scoreDocument(doc, 'other', actual, g);
      expect(g.academic).to.deep.equal({ ok: 1, n: 2 });
      expect(g.keyFields).to.deep.equal({ ok: 1, n: 2 });
      // Classified `other`, the document's one row is missed with its whole table.
      expect(g.rowsMissedWholeTable).to.equal(1);
      expect(g.rowsMissedInFoundTable).to.equal(0);
    });
  });

  it('renders text PDFs of a development family', async function () {
    const families = await loadFamilies(['dev']);
    if (!families.length) this.skip();
    const dir = await mkdtemp(path.join(tmpdir(), 'wild-'));
    try {
      const manifest = await generateWildCorpus({ outDir: dir, splits: ['dev'], textOnly: true, textSamples: 1, only: [families[0].id] });
      expect(manifest.documents).to.have.length(1);
      const doc = manifest.documents[0];
      expect(doc.variant).to.equal('text');
      expect((await stat(path.join(dir, doc.file))).size).to.be.greaterThan(500);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
