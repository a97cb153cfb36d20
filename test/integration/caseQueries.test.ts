import { expect } from 'chai';
import type { Database } from '../../src/data/dataSource';
import { softDeleteCase } from '../../src/data/repositories/cases';
import { deleteCase } from '../../src/domain/cases/deletion';
import { addOperatorCredential, createOperatorCase } from '../../src/domain/cases/operatorCases';
import { getCase, listCases } from '../../src/domain/cases/queries';
import { submitUpload } from '../../src/domain/cases/submission';
import { NotFoundError, ValidationError } from '../../src/domain/errors';
import { newId } from '../../src/domain/ids';
import { assertMatchesSpec, openTestDb, rejectionOf, stageFile, submission, tempStorage, type TempStorage } from '../support/cases';
import { createTestOrg } from '../support/fixtures';
import type { components } from '../../generated/partner/types';
import type { CaseSummaryView, CaseView, UploadView } from '../../src/domain/cases/views';
import type { SubmissionResult } from '../../src/domain/cases/submission';

// Compile-time: the domain's views are assignable to the spec's types (tsc fails otherwise); the
// tests below check the values against the spec's schemas too.
type Spec = components['schemas'];
export const viewsMatchSpecTypes: [(v: CaseView) => Spec['case'], (v: CaseSummaryView) => Spec['case_summary'], (v: UploadView) => Spec['upload'], (v: SubmissionResult) => Spec['case_submission']] = [
  (v) => v,
  (v) => v,
  (v) => v,
  (v) => v,
];

/** GET /cases (decision "Listing cases") and GET /cases/{id} (interface "GET /cases/{id}", decision "Identifiers", decision "Status values", decision "Deletion") as use-cases. */
describe('case queries', () => {
  let db: Database;
  let ts: TempStorage;

  before(async () => {
    db = await openTestDb();
    ts = await tempStorage();
  });
  after(async () => {
    await ts?.cleanup();
    if (db?.isInitialized) await db.destroy();
  });

  /** A partner case created at `at`, with one upload. */
  async function partnerCase(orgId: string, at: Date, overrides: Parameters<typeof submission>[2] = {}) {
    const input = await submission(ts.storage, orgId, overrides);
    return (await submitUpload({ db, files: ts.storage, now: () => at }, input)).result;
  }

  describe('listCases (GET /cases, decision "Listing cases")', () => {
    let orgId: string;
    const t = (minutes: number) => new Date(Date.UTC(2024, 0, 1, 12, minutes));
    let ids: string[];
    let operatorCaseId: string;
    let deletedId: string;

    before(async () => {
      orgId = (await createTestOrg(db, 'List test')).id;
      // Created in this order of time: a, b, (deleted), c; and an operator case now (newest).
      const a = await partnerCase(orgId, t(1), { externalId: 'LIST-A', metadata: { k: 'a' } });
      const b = await partnerCase(orgId, t(2), { externalId: 'LIST-B' });
      const deleted = await partnerCase(orgId, t(3), { externalId: 'LIST-DELETED' });
      const c = await partnerCase(orgId, t(4), { externalId: 'LIST-C' });
      deletedId = deleted.caseId;
      await deleteCase({ db, files: ts.storage }, orgId, deletedId);
      operatorCaseId = (await createOperatorCase(db, orgId, { metadata: { desk: 3 } })).id;
      ids = [operatorCaseId, c.caseId, b.caseId, a.caseId];
      // Another organization's cases never show.
      const other = (await createTestOrg(db, 'List test other')).id;
      await partnerCase(other, t(5), { externalId: 'LIST-A' });
    });

    it('lists the active cases newest first, operator-created included, deleted omitted, with the total', async () => {
      const page = await listCases(db, orgId, { limit: 20, offset: 0 });
      expect(page.total).to.equal(4);
      expect(page.items.map((c) => c.id)).to.deep.equal(ids);
      expect(page.items.map((c) => c.id)).to.not.include(deletedId);
      for (const item of page.items) await assertMatchesSpec('case_summary', item);
      await assertMatchesSpec('case_list_response', { success: true, message: 'OK', meta: { total: page.total, limit: 20, offset: 0 }, data: page.items });
    });

    it('gives each summary its fields: externalId null for the operator case, statuses derived, metadata', async () => {
      const [op, c, , a] = (await listCases(db, orgId, { limit: 20, offset: 0 })).items;
      expect(op).to.include({ externalId: null, status: 'completed' });
      expect(op!.metadata).to.deep.equal({ desk: 3 });
      expect(c).to.include({ externalId: 'LIST-C', status: 'queued', createdAt: t(4).toISOString(), updatedAt: t(4).toISOString() });
      expect(a!.metadata).to.deep.equal({ k: 'a' });
      expect(a!.caseNumber).to.be.a('number').and.at.least(100001);
    });

    const pages: [string, { given: { limit: number; offset: number }; want: number[] }][] = [
      ['the first two', { given: { limit: 2, offset: 0 }, want: [0, 1] }],
      ['the next two', { given: { limit: 2, offset: 2 }, want: [2, 3] }],
      ['a page running past the end', { given: { limit: 3, offset: 3 }, want: [3] }],
      ['an offset past the end', { given: { limit: 20, offset: 10 }, want: [] }],
      ['one item', { given: { limit: 1, offset: 1 }, want: [1] }],
    ];
    for (const [name, { given, want }] of pages) {
      it(`pages: ${name}, with the total of every match`, async () => {
        const page = await listCases(db, orgId, given);
        expect(page.items.map((c) => c.id)).to.deep.equal(want.map((i) => ids[i]));
        expect(page.total).to.equal(4);
      });
    }

    const filters: [string, { given: string; want: () => string[] }][] = [
      ['an externalId of the organization → a one-item list', { given: 'LIST-B', want: () => [ids[2]!] }],
      ['an externalId in another letter case → empty (exact match)', { given: 'list-b', want: () => [] }],
      ['the externalId of a deleted case → empty', { given: 'LIST-DELETED', want: () => [] }],
      ['an unknown externalId → empty', { given: 'LIST-NONE', want: () => [] }],
    ];
    for (const [name, { given, want }] of filters) {
      it(`filters by ${name}`, async () => {
        const page = await listCases(db, orgId, { externalId: given, limit: 20, offset: 0 });
        expect(page.items.map((c) => c.id)).to.deep.equal(want());
        expect(page.total).to.equal(want().length);
      });
    }

    it('derives each case status from its uploads (decision "Status values")', async () => {
      const [, c, b] = ids as [string, string, string, string];
      await db.query("UPDATE upload_features f JOIN uploads u ON u.id = f.uploadId SET f.status = 'processing' WHERE u.caseId = ? AND f.name = 'forensics'", [c]);
      await db.query("UPDATE upload_features f JOIN uploads u ON u.id = f.uploadId SET f.status = 'failed' WHERE u.caseId = ?", [b]);
      await db.query("UPDATE uploads SET classificationStatus = 'failed' WHERE caseId = ?", [b]);
      const byId = new Map((await listCases(db, orgId, { limit: 20, offset: 0 })).items.map((i) => [i.id, i.status]));
      expect(byId.get(c)).to.equal('processing');
      expect(byId.get(b)).to.equal('failed');
    });

    const invalid: [string, { limit: number; offset: number }][] = [
      ['limit 0', { limit: 0, offset: 0 }],
      ['limit 101', { limit: 101, offset: 0 }],
      ['limit 1.5', { limit: 1.5, offset: 0 }],
      ['offset -1', { limit: 20, offset: -1 }],
    ];
    for (const [name, given] of invalid) {
      it(`refuses ${name} with ValidationError (400)`, async () => {
        expect(await rejectionOf(listCases(db, orgId, given))).to.be.instanceOf(ValidationError);
      });
    }
  });

  describe('getCase (GET /cases/{id})', () => {
    let orgId: string;
    let otherOrgId: string;

    before(async () => {
      orgId = (await createTestOrg(db, 'Get test')).id;
      otherOrgId = (await createTestOrg(db, 'Get test other')).id;
    });

    it('returns the case with every upload (oldest first, features, files in order) and its credentials, as the spec shapes it', async () => {
      const externalId = `GET-${newId()}`;
      const files = [await stageFile(ts.storage, { fileName: 'a.pdf' }), await stageFile(ts.storage, { fileName: 'b.pdf' }), await stageFile(ts.storage, { fileName: 'c.jpg', kind: 'jpeg' })];
      const first = await partnerCase(orgId, new Date(Date.UTC(2024, 1, 1)), { externalId, files, metadata: { program: 'MSc', priority: 2, vip: false } });
      const second = await partnerCase(orgId, new Date(Date.UTC(2024, 1, 2)), { externalId, classify: false, features: ['forensics'] });

      const view = await getCase(db, orgId, first.caseId);
      await assertMatchesSpec('case', view);
      expect(view).to.include({ id: first.caseId, externalId, status: 'queued' });
      expect(view.metadata).to.deep.equal({ program: 'MSc', priority: 2, vip: false });
      expect(view.createdAt).to.equal('2024-02-01T00:00:00.000Z');
      // The second upload changed the case.
      expect(view.updatedAt).to.equal('2024-02-02T00:00:00.000Z');
      expect(view.uploads.map((u) => u.uploadId)).to.deep.equal([first.upload.uploadId, second.upload.uploadId]);
      expect(view.uploads[0]).to.deep.equal(first.upload);
      expect(view.uploads[0]!.files.map((f) => f.fileName)).to.deep.equal(['a.pdf', 'b.pdf', 'c.jpg']);
      expect(view.uploads[1]!.features).to.deep.equal([{ name: 'forensics', status: 'queued' }]);
      expect(view.credentials).to.have.length(1);
      expect(view.credentials[0]).to.include({ uploadId: second.upload.uploadId, credentialType: 'academic', status: 'queued' });
    });

    it('finds the case by its case number and by its ID in upper case (decision "Identifiers")', async () => {
      const { caseId } = await partnerCase(orgId, new Date());
      const byId = await getCase(db, orgId, caseId);
      expect((await getCase(db, orgId, String(byId.caseNumber))).id).to.equal(caseId);
      expect((await getCase(db, orgId, caseId.toUpperCase())).id).to.equal(caseId);
    });

    it('shows an operator case: externalId null, no uploads → completed, a hand-added credential with uploadId null', async () => {
      const op = await createOperatorCase(db, orgId);
      const { credentialId } = await addOperatorCredential(db, op.id, { credentialType: 'uncategorized' });
      const view = await getCase(db, orgId, String(op.caseNumber));
      await assertMatchesSpec('case', view);
      expect(view).to.include({ id: op.id, externalId: null, caseNumber: op.caseNumber, status: 'completed' });
      expect(view.uploads).to.deep.equal([]);
      expect(view.credentials).to.deep.equal([{ credentialId, status: 'queued', uploadId: null, credentialType: 'uncategorized' }]);
    });

    it('leaves out a deleted credential', async () => {
      const { caseId, upload } = await partnerCase(orgId, new Date(), { classify: false, features: ['extraction'] });
      await db.query('UPDATE credentials SET deletedAt = ? WHERE uploadId = ?', [new Date(), upload.uploadId]);
      expect((await getCase(db, orgId, caseId)).credentials).to.deep.equal([]);
    });

    it('derives statuses from the stages (decision "Status values")', async () => {
      const { caseId, upload } = await partnerCase(orgId, new Date());
      await db.query("UPDATE uploads SET classificationStatus = 'completed' WHERE id = ?", [upload.uploadId]);
      await db.query("UPDATE upload_features SET status = 'completed' WHERE uploadId = ? AND name = 'extraction'", [upload.uploadId]);
      let view = await getCase(db, orgId, caseId);
      expect(view.status).to.equal('processing');
      expect(view.uploads[0]!.status).to.equal('processing');
      await db.query("UPDATE upload_features SET status = 'failed' WHERE uploadId = ? AND name <> 'extraction'", [upload.uploadId]);
      view = await getCase(db, orgId, caseId);
      expect(view.uploads[0]!.status).to.equal('completed');
      expect(view.status).to.equal('completed');
    });

    const invisible: [string, () => Promise<string>][] = [
      ['an unknown case ID', async () => newId()],
      ['an unknown case number', async () => '999999999'],
      ["another organization's case, by ID", async () => (await partnerCase(otherOrgId, new Date())).caseId],
      [
        "another organization's case, by case number",
        async () => String((await getCase(db, otherOrgId, (await partnerCase(otherOrgId, new Date())).caseId)).caseNumber),
      ],
      ["another organization's operator case, by case number", async () => String((await createOperatorCase(db, otherOrgId)).caseNumber)],
      [
        'a deleted case',
        async () => {
          const { caseId } = await partnerCase(orgId, new Date());
          await deleteCase({ db, files: ts.storage }, orgId, caseId);
          return caseId;
        },
      ],
      [
        'an operator case deleted by an operator, by case number',
        async () => {
          const op = await createOperatorCase(db, orgId);
          await softDeleteCase(db, op.id);
          return String(op.caseNumber);
        },
      ],
      ['a number beyond the safe integers', async () => '99999999999999999999'],
    ];
    for (const [name, ref] of invisible) {
      it(`answers NotFoundError (404) for ${name}`, async () => {
        const err = await rejectionOf(getCase(db, orgId, await ref()));
        expect(err).to.be.instanceOf(NotFoundError);
        expect((err as NotFoundError).statusCode).to.equal(404);
      });
    }

    for (const ref of ['abc', '12a', '', '0123456789abcdef0123456', ' 100001']) {
      it(`answers ValidationError (400) for ${JSON.stringify(ref)}`, async () => {
        expect(await rejectionOf(getCase(db, orgId, ref))).to.be.instanceOf(ValidationError);
      });
    }
  });
});
