import { expect } from 'chai';
import type { Database } from '../../src/data/dataSource';
import { findEvaluationAggregate } from '../../src/data/repositories/evaluationAggregates';
import { findOutboxMessage } from '../../src/data/repositories/outbox';
import { addHandEnteredCredential, createOperatorCase } from '../../src/domain/cases/operatorCases';
import { submitUpload } from '../../src/domain/cases/submission';
import { onWorkRecorded, recordWork } from '../../src/domain/outbox';
import { setUnitOfWorkLogger, withUnitOfWork } from '../../src/domain/unitOfWork';
import { createLogger } from '../../src/log';
import { openTestDb, submission, tempStorage } from '../support/cases';
import { createTestOrg } from '../support/fixtures';

/*
 * The unit of work (src/domain/unitOfWork.ts) on the real database: after-commit steps run after
 * the commit and never after a rollback; recorded work nudges the outbox relay with nothing for
 * the caller to do; a case change recomputes the stored evaluation aggregate through the one
 * commit handler; a failure after the commit is logged with its stack and cause, not swallowed.
 */
describe('unit of work', function () {
  this.timeout(60_000);
  let db: Database;
  let orgId: string;
  let lines: Record<string, unknown>[];

  before(async () => {
    db = await openTestDb();
    orgId = (await createTestOrg(db, 'Unit of work')).id;
    setUnitOfWorkLogger(
      db,
      createLogger('debug', {}, (line) => lines.push(JSON.parse(line) as Record<string, unknown>)),
    );
  });
  beforeEach(() => {
    lines = [];
  });
  after(async () => {
    await db?.destroy();
  });

  /** Work in the outbox of no case (nothing else picks it up: no relay runs here). */
  const work = (tx: Parameters<typeof recordWork>[0]) => recordWork(tx, 'test.unit-of-work', { n: 1 }, null, new Date());

  it('runs an after-commit step once the transaction committed, and sees what it wrote', async () => {
    const seen: (string | null)[] = [];
    const id = await withUnitOfWork(db, async (uow) => {
      const m = await work(uow.tx);
      uow.afterCommit('read back', async () => {
        seen.push((await findOutboxMessage(db, m.id))?.id ?? null);
      });
      // Not committed yet: another connection does not see the row, and the step has not run.
      expect(await findOutboxMessage(db, m.id)).to.equal(null);
      expect(seen).to.deep.equal([]);
      return m.id;
    });
    // The step ran before withUnitOfWork returned, after the commit.
    expect(seen).to.deep.equal([id]);
  });

  it('never runs an after-commit step of a transaction that rolled back', async () => {
    let ran = false;
    let written: string | null = null;
    const failure = await withUnitOfWork(db, async (uow) => {
      written = (await work(uow.tx)).id;
      uow.afterCommit('must not run', () => {
        ran = true;
      });
      throw new Error('rolled back on purpose');
    }).catch((err: unknown) => err);
    expect(failure).to.be.instanceOf(Error).with.property('message', 'rolled back on purpose');
    expect(ran).to.equal(false);
    expect(await findOutboxMessage(db, written!)).to.equal(null);
  });

  it('runs the steps of a joined unit of work after the outer one commits', async () => {
    const order: string[] = [];
    await withUnitOfWork(db, async (outer) => {
      await withUnitOfWork(outer.tx, async (inner) => {
        inner.afterCommit('inner step', () => {
          order.push('inner step');
        });
      });
      order.push('outer body done');
    });
    expect(order).to.deep.equal(['outer body done', 'inner step']);
  });

  it('nudges the relay after a commit that recorded work, with nothing for the caller to do; never after a rollback', async () => {
    let nudges = 0;
    const unsubscribe = onWorkRecorded(db, () => {
      nudges += 1;
    });
    try {
      // Two records in one transaction: one nudge, after the commit.
      await withUnitOfWork(db, async ({ tx }) => {
        await work(tx);
        await work(tx);
        expect(nudges).to.equal(0);
      });
      expect(nudges).to.equal(1);

      await withUnitOfWork(db, async ({ tx }) => {
        await work(tx);
        throw new Error('rolled back on purpose');
      }).catch(() => undefined);
      expect(nudges).to.equal(1);

      // A use-case: the accepted upload's work nudges the relay before submitUpload returns.
      const ts = await tempStorage();
      try {
        await submitUpload({ db, files: ts.storage }, await submission(ts.storage, orgId));
      } finally {
        await ts.cleanup();
      }
      expect(nudges).to.equal(2);
    } finally {
      unsubscribe();
    }
  });

  it('recomputes the stored evaluation aggregate after a change of the case, through the commit handler', async () => {
    const c = await createOperatorCase(db, orgId);
    // An operator case without credentials has no aggregate stored yet.
    expect(await findEvaluationAggregate(db, c.id)).to.equal(null);
    await addHandEnteredCredential(db, orgId, c.id, { credentialType: 'academic', candidate: { fullName: 'Amara Okafor' } });
    // Stored by the handler: an evaluable credential without an evaluation row reads queued
    // (decision "Aggregate evaluation status").
    expect(await findEvaluationAggregate(db, c.id)).to.include({ status: 'queued' });
  });

  it('logs a step that fails after the commit with its stack and cause, runs the next step, and keeps the commit', async () => {
    let next = false;
    const id = await withUnitOfWork(db, async (uow) => {
      const m = await work(uow.tx);
      uow.afterCommit('failing step', () => {
        throw new Error('the step failed', { cause: new Error('the reason below') });
      });
      uow.afterCommit('next step', () => {
        next = true;
      });
      return m.id;
    });
    expect(next).to.equal(true);
    expect(await findOutboxMessage(db, id)).to.not.equal(null);
    const line = lines.find((l) => l.step === 'failing step');
    expect(line, JSON.stringify(lines)).to.not.equal(undefined);
    expect(line!.level).to.equal('error');
    const err = line!.err as { message: string; stack: string; cause: { message: string; stack: string } };
    expect(err.message).to.equal('the step failed');
    expect(err.stack).to.include('unitOfWork.test.ts');
    expect(err.cause.message).to.equal('the reason below');
    expect(err.cause.stack).to.be.a('string');
  });

  it('logs a commit handler that fails, and the use-case still succeeds', async () => {
    const failing = async function failingHandler(): Promise<void> {
      throw new Error('the handler failed');
    };
    const c = await createOperatorCase(db, orgId);
    await withUnitOfWork(
      db,
      async (uow) => {
        uow.record({ kind: 'credential.added', caseId: c.id });
      },
      [failing],
    );
    const line = lines.find((l) => l.step === 'failingHandler');
    expect(line, JSON.stringify(lines)).to.include({ level: 'error', msg: 'after-commit step failed; the change itself committed' });
    expect((line!.err as { stack: string }).stack).to.include('the handler failed');
  });
});
