import { expect } from 'chai';
import type { Database } from '../../src/data/dataSource';
import { submissionFingerprint } from '../../src/domain/cases/idempotency';
import { deleteCase } from '../../src/domain/cases/deletion';
import { addOperatorCredential, createOperatorCase } from '../../src/domain/cases/operatorCases';
import { getCase, listCases } from '../../src/domain/cases/queries';
import { submitUpload } from '../../src/domain/cases/submission';
import { ConflictError, ForbiddenError, NotFoundError } from '../../src/domain/errors';
import { assertMatchesSpec, openTestDb, rejectionOf, submission, tempStorage, uniqueExternalId, type TempStorage } from '../support/cases';
import { createTestOrg } from '../support/fixtures';

/**
 * The same use-cases on SQLite, the embedded default of `npm start` (decision "Processes and configuration"): the repositories and
 * the migration must behave alike on both backends. The full rules are tested on MariaDB
 * (submission, caseQueries, caseDeletion tests); this walks through them once.
 */
describe('cases on SQLite in memory', () => {
  let db: Database;
  let ts: TempStorage;
  let orgId: string;
  let deps: { db: Database; files: TempStorage['storage'] };

  before(async () => {
    db = await openTestDb('sqlite::memory:');
    ts = await tempStorage();
    deps = { db, files: ts.storage };
    orgId = (await createTestOrg(db, 'SQLite test')).id;
  });
  after(async () => {
    await ts?.cleanup();
    if (db?.isInitialized) await db.destroy();
  });

  it('creates, appends, lists, reads and deletes a case', async () => {
    const externalId = uniqueExternalId();
    const first = (await submitUpload(deps, await submission(ts.storage, orgId, { externalId, metadata: { a: 1, b: true } }))).result;
    const second = (await submitUpload(deps, await submission(ts.storage, orgId, { externalId, classify: false, features: ['extraction'] }))).result;
    expect(second.caseId).to.equal(first.caseId);

    const view = await getCase(db, orgId, first.caseId);
    await assertMatchesSpec('case', view);
    expect(view.caseNumber).to.equal(100001);
    expect(view.uploads.map((u) => u.uploadId)).to.deep.equal([first.upload.uploadId, second.upload.uploadId]);
    expect(view.uploads[1]!.classify).to.equal(false);
    expect(view.credentials).to.have.length(1);
    expect(view.metadata).to.deep.equal({ a: 1, b: true });
    expect((await getCase(db, orgId, String(view.caseNumber))).id).to.equal(first.caseId);

    const page = await listCases(db, orgId, { externalId, limit: 20, offset: 0 });
    expect(page.items.map((c) => c.id)).to.deep.equal([first.caseId]);

    await deleteCase(deps, orgId, first.caseId);
    expect(await rejectionOf(getCase(db, orgId, first.caseId))).to.be.instanceOf(NotFoundError);
    expect(await ts.keys(`orgs/${orgId}/cases/${first.caseId}`)).to.deep.equal([]);
    expect(await rejectionOf(submitUpload(deps, await submission(ts.storage, orgId, { externalId })))).to.be.instanceOf(ConflictError);
  });

  it('ends simultaneous first submissions of one externalId as one case (transactions queue up)', async () => {
    const externalId = uniqueExternalId('Race');
    const inputs = await Promise.all(Array.from({ length: 4 }, () => submission(ts.storage, orgId, { externalId })));
    const results = await Promise.all(inputs.map((input) => submitUpload(deps, input)));
    expect(new Set(results.map((r) => r.result.caseId)).size).to.equal(1);
    expect((await getCase(db, orgId, results[0]!.result.caseId)).uploads).to.have.length(4);
  });

  it('links an operator case, refuses to delete it, and compares externalIds exactly', async () => {
    const op = await createOperatorCase(db, orgId);
    await addOperatorCredential(db, op.id, { credentialType: 'academic' });
    const externalId = uniqueExternalId('Link');
    const linked = (await submitUpload(deps, await submission(ts.storage, orgId, { externalId, caseRef: String(op.caseNumber) }))).result;
    expect(linked.caseId).to.equal(op.id);
    const other = (await submitUpload(deps, await submission(ts.storage, orgId, { externalId: externalId.toLowerCase() }))).result;
    expect(other.caseId).to.not.equal(op.id);
    expect(await rejectionOf(deleteCase(deps, orgId, op.id))).to.be.instanceOf(ForbiddenError);
  });

  it('replays an Idempotency-Key', async () => {
    const input = await submission(ts.storage, orgId);
    const idempotency = { key: 'k-1', fingerprint: submissionFingerprint({ externalId: [input.externalId] }, []) };
    const first = await submitUpload(deps, { ...input, idempotency });
    const again = await submitUpload(deps, { ...(await submission(ts.storage, orgId, { externalId: input.externalId })), idempotency });
    expect(again.replayed).to.equal(true);
    expect(again.result.upload.uploadId).to.equal(first.result.upload.uploadId);
    // Keys compare exactly: another letter case is another key.
    const other = await submitUpload(deps, { ...(await submission(ts.storage, orgId, { externalId: input.externalId })), idempotency: { ...idempotency, key: 'K-1' } });
    expect(other.replayed).to.equal(false);
  });
});
