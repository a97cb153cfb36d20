/**
 * GET /cases `meta.total` comes from the organization's count of active cases (migration
 * OrganizationCaseCounts, and its slots, migration OrganizationCaseCountSlots), kept in the
 * transactions that create and delete cases, so it stays flat as an organization grows (bench:api):
 * it must always equal counting the cases.
 */
import { expect } from 'chai';
import { createDataSource, runMigrations, type Database } from '../../src/data/dataSource';
import { CASE_COUNT_SLOTS } from '../../src/data/entities/OrganizationCaseCountSlot';
import { createOperatorCase } from '../../src/domain/cases/operatorCases';
import { deleteCase } from '../../src/domain/cases/deletion';
import { listCases } from '../../src/domain/cases/queries';
import { inTransaction, transactionStats } from '../../src/data/transaction';
import { submitUpload } from '../../src/domain/cases/submission';
import { scratchDatabase, stageFile, tempStorage, uniqueExternalId, type ScratchDatabase, type TempStorage } from '../support/cases';
import { createTestOrg } from '../support/fixtures';

describe('the count of active cases (GET /cases meta.total)', function () {
  this.timeout(60_000);
  let scratch: ScratchDatabase;
  let ts: TempStorage;
  let db: Database;

  before(async () => {
    scratch = await scratchDatabase('casecounts');
    db = scratch.db;
    ts = await tempStorage();
  });
  after(async () => {
    await ts?.cleanup();
    await scratch?.drop();
  });

  async function submit(orgId: string, externalId: string) {
    const file = await stageFile(ts.storage);
    const { result } = await submitUpload(
      { db, files: ts.storage },
      { organizationId: orgId, externalId, caseRef: null, features: ['extraction'], classify: true, metadata: {}, files: [file], idempotency: null },
    );
    return result.caseId;
  }
  async function counted(orgId: string): Promise<number> {
    const [row] = await db.query('SELECT COUNT(*) AS n FROM cases WHERE organizationId = ? AND deletedAt IS NULL', [orgId]);
    return Number((row as { n: number }).n);
  }
  const total = async (orgId: string) => (await listCases(db, orgId, { limit: 20, offset: 0 })).total;

  it('follows new cases, appended uploads, operator cases and deletions, per organization', async () => {
    const org = await createTestOrg(db, 'Counts');
    const other = await createTestOrg(db, 'Counts other');
    expect(await total(org.id)).to.equal(0);
    const first = await submit(org.id, uniqueExternalId());
    const appendTo = uniqueExternalId();
    await submit(org.id, appendTo);
    await submit(org.id, appendTo); // an upload appended to an existing case: no new case
    await createOperatorCase(db, org.id);
    await submit(other.id, uniqueExternalId());
    expect(await total(org.id)).to.equal(3);
    expect(await total(other.id)).to.equal(1);
    await deleteCase({ db, files: ts.storage }, org.id, first);
    expect(await total(org.id)).to.equal(2);
    expect(await total(org.id)).to.equal(await counted(org.id));
    expect(await total(other.id)).to.equal(await counted(other.id));
  });

  it('counts a case deleted twice once (the second deletion is a 404)', async () => {
    const org = await createTestOrg(db, 'Counts twice');
    const id = await submit(org.id, uniqueExternalId());
    await submit(org.id, uniqueExternalId());
    await deleteCase({ db, files: ts.storage }, org.id, id);
    let second: unknown;
    await deleteCase({ db, files: ts.storage }, org.id, id).catch((err: unknown) => (second = err));
    expect((second as { name?: string })?.name).to.match(/NotFound/);
    expect(await total(org.id)).to.equal(1);
  });

  it('keeps the count under simultaneous first submissions of one organization', async () => {
    const org = await createTestOrg(db, 'Counts concurrent');
    const shared = uniqueExternalId();
    // Ten new cases and five submissions racing for one externalId (one case).
    await Promise.all([...Array.from({ length: 10 }, () => submit(org.id, uniqueExternalId())), ...Array.from({ length: 5 }, () => submit(org.id, shared))]);
    expect(await total(org.id)).to.equal(11);
    expect(await counted(org.id)).to.equal(11);
  });

  it('simultaneous new cases of one organization wait for each other, never deadlock', async () => {
    const org = await createTestOrg(db, 'Counts no deadlock');
    const before = transactionStats.retried;
    await Promise.all(Array.from({ length: 16 }, () => submit(org.id, uniqueExternalId())));
    expect(transactionStats.retried - before, 'transactions run again after a deadlock').to.equal(0);
    expect(await total(org.id)).to.equal(16);
  });

  it("a new case's transaction holds no row another new case of the organization needs (MariaDB)", async () => {
    const org = await createTestOrg(db, 'Counts open transaction');
    let other: Promise<string> | undefined;
    const outcome = await inTransaction(db, async (tx) => {
      // A case created and its transaction still open, as while an upload's rows are written.
      await createOperatorCase(tx, org.id);
      other = submit(org.id, uniqueExternalId());
      // Before the count slots, the other submission waited here for this transaction's write
      // lock on the organization's row, until this one committed.
      return Promise.race([other.then(() => 'committed'), new Promise((resolve) => setTimeout(() => resolve('still waiting'), 5000))]);
    });
    await other;
    expect(outcome).to.equal('committed');
    expect(await total(org.id)).to.equal(2);
    expect(await total(org.id)).to.equal(await counted(org.id));
  });

  it('a new organization has its count slots; one without them gets them on first use (MariaDB)', async () => {
    const org = await createTestOrg(db, 'Counts slots');
    const [made] = (await db.query('SELECT COUNT(*) AS n, SUM(delta) AS d FROM organization_case_count_slots WHERE organizationId = ?', [org.id])) as { n: number; d: string }[];
    expect(Number(made!.n)).to.equal(CASE_COUNT_SLOTS);
    expect(Number(made!.d)).to.equal(0);
    await db.query('DELETE FROM organization_case_count_slots WHERE organizationId = ?', [org.id]);
    const ids = await Promise.all(Array.from({ length: 3 }, () => submit(org.id, uniqueExternalId())));
    await deleteCase({ db, files: ts.storage }, org.id, ids[0]!);
    expect(await total(org.id)).to.equal(2);
    expect(await total(org.id)).to.equal(await counted(org.id));
  });

  it('the migration fills the count from the cases already there', async () => {
    const org = await createTestOrg(db, 'Counts backfill');
    await submit(org.id, uniqueExternalId());
    await submit(org.id, uniqueExternalId());
    const gone = await submit(org.id, uniqueExternalId());
    await deleteCase({ db, files: ts.storage }, org.id, gone);
    await db.query('UPDATE organizations SET activeCaseCount = 0');
    // Undo the migrations after it too, then it, and apply them all again.
    for (;;) {
      const [last] = (await db.query('SELECT name FROM migrations ORDER BY id DESC LIMIT 1')) as { name: string }[];
      await db.undoLastMigration();
      if (last!.name === 'OrganizationCaseCounts1795700000000') break;
    }
    await db.runMigrations();
    expect(await total(org.id)).to.equal(2);
  });

  it('the migration fills the count on SQLite too, with cases pointing at the organization', async () => {
    const lite = createDataSource('sqlite::memory:');
    await lite.initialize();
    try {
      await runMigrations(lite);
      const org = await createTestOrg(lite, 'Counts SQLite');
      for (let i = 0; i < 3; i++) {
        const file = await stageFile(ts.storage);
        await submitUpload(
          { db: lite, files: ts.storage },
          { organizationId: org.id, externalId: uniqueExternalId(), caseRef: null, features: ['extraction'], classify: true, metadata: {}, files: [file], idempotency: null },
        );
      }
      expect((await listCases(lite, org.id, { limit: 20, offset: 0 })).total).to.equal(3);
      await lite.undoLastMigration();
      await runMigrations(lite);
      expect((await listCases(lite, org.id, { limit: 20, offset: 0 })).total).to.equal(3);
    } finally {
      await lite.destroy();
    }
  });
});
