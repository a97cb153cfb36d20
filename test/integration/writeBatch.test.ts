import { expect } from 'chai';
import type { EntitySubscriberInterface } from 'typeorm';
import type { Database } from '../../src/data/dataSource';
import { isUniqueViolation } from '../../src/data/dbErrors';
import { OutboxMessage } from '../../src/data/entities/OutboxMessage';
import { rawInsert } from '../../src/data/rawInsert';
import { CASE_NUMBER_OFFSET } from '../../src/data/repositories/cases';
import { findOutboxOfCase } from '../../src/data/repositories/outbox';
import { inTransaction } from '../../src/data/transaction';
import { flushWrites, withWriteBatch } from '../../src/data/writeBatch';
import { getCase } from '../../src/domain/cases/queries';
import { submitUpload } from '../../src/domain/cases/submission';
import { NotFoundError } from '../../src/domain/errors';
import { newId } from '../../src/domain/ids';
import { openTestDb, rejectionOf, submission, tempStorage, type TempStorage } from '../support/cases';
import { createTestOrg } from '../support/fixtures';

/**
 * The write batch (src/data/writeBatch.ts): the writes of a transaction go to MySQL/MariaDB as one
 * query; on SQLite each runs at once. Statements are counted as TypeORM sends them (a subscriber
 * of its query events), on the real database.
 */
for (const backend of ['mariadb', 'sqlite'] as const) {
  describe(`write batch (${backend})`, () => {
    let db: Database;
    let ts: TempStorage;
    let orgId: string;
    const sent: string[] = [];
    let counting = false;

    before(async () => {
      db = backend === 'sqlite' ? await openTestDb('sqlite::memory:') : await openTestDb();
      ts = await tempStorage();
      orgId = (await createTestOrg(db, `write batch ${backend}`)).id;
      const counter: EntitySubscriberInterface = {
        beforeQuery: (event) => {
          if (counting) sent.push(event.query);
        },
      };
      db.subscribers.push(counter);
    });
    after(async () => {
      await ts?.cleanup();
      if (db?.isInitialized) await db.destroy();
    });

    async function counted<T>(fn: () => Promise<T>): Promise<{ value: T; statements: string[] }> {
      sent.length = 0;
      counting = true;
      try {
        const value = await fn();
        return { value, statements: [...sent] };
      } finally {
        counting = false;
      }
    }

    const outboxRow = (id: string): OutboxMessage => {
      const at = new Date();
      return { id, queue: 'test.batch', payload: '{}', caseId: null, createdAt: at, availableAt: at, dispatchedAt: null, attempts: 0, lastError: null };
    };

    it('sends the queued inserts of a transaction together, in order, and they commit with it', async () => {
      const ids = [newId(), newId(), newId()];
      const { statements } = await counted(() =>
        inTransaction(db, (tx) =>
          withWriteBatch(tx, async () => {
            for (const id of ids) await rawInsert(tx, OutboxMessage, [outboxRow(id)]);
          }),
        ),
      );
      const inserts = statements.filter((s) => /INSERT INTO/.test(s));
      if (backend === 'mariadb') {
        expect(inserts).to.have.length(1);
        expect(inserts[0]!.match(/INSERT INTO/g)).to.have.length(3);
      } else {
        expect(inserts).to.have.length(3);
      }
      const rows = await db.getRepository(OutboxMessage).findBy(ids.map((id) => ({ id })));
      expect(rows.map((r) => r.id).sort()).to.deep.equal([...ids].sort());
    });

    it('a failing statement fails the batch with its own error and nothing of the transaction stays', async () => {
      const taken = newId();
      await rawInsert(db, OutboxMessage, [outboxRow(taken)]);
      const fresh = newId();
      const later = newId();
      const err = await rejectionOf(
        inTransaction(db, (tx) =>
          withWriteBatch(tx, async () => {
            await rawInsert(tx, OutboxMessage, [outboxRow(fresh)]);
            await rawInsert(tx, OutboxMessage, [outboxRow(taken)]);
            await rawInsert(tx, OutboxMessage, [outboxRow(later)]);
          }),
        ),
      );
      expect(isUniqueViolation(err), String(err)).to.equal(true);
      expect(await db.getRepository(OutboxMessage).findBy([{ id: fresh }, { id: later }])).to.deep.equal([]);
    });

    it('the queued writes go with the COMMIT; a failing one leaves nothing and the connection outside any transaction', async () => {
      const ids = [newId(), newId()];
      const { statements } = await counted(() =>
        inTransaction(db, (tx) =>
          withWriteBatch(tx, async () => {
            for (const id of ids) await rawInsert(tx, OutboxMessage, [outboxRow(id)]);
          }),
        ),
      );
      if (backend === 'mariadb') {
        expect(statements).to.have.length(1);
        expect(statements[0]).to.match(/^START TRANSACTION;\nINSERT INTO .*;\nINSERT INTO .*;\nCOMMIT$/s);
      }
      expect(await db.getRepository(OutboxMessage).countBy(ids.map((id) => ({ id })))).to.equal(2);

      // The second insert fails (its id is taken): the first, sent in the same query, is rolled
      // back, and the COMMIT after them never runs.
      const fresh = newId();
      const err = await rejectionOf(
        inTransaction(db, (tx) =>
          withWriteBatch(tx, async () => {
            await rawInsert(tx, OutboxMessage, [outboxRow(fresh)]);
            await rawInsert(tx, OutboxMessage, [outboxRow(ids[0]!)]);
          }),
        ),
      );
      expect(isUniqueViolation(err), String(err)).to.equal(true);
      expect(await db.getRepository(OutboxMessage).findBy({ id: fresh })).to.deep.equal([]);
      // Every pooled connection is back in autocommit, with no transaction left open by the failure.
      const pool = Array.from({ length: 3 }, () => db.query('SELECT @@in_transaction AS open') as Promise<{ open: number | string }[]>);
      if (backend === 'mariadb') for (const rows of await Promise.all(pool)) expect(Number(rows[0]!.open)).to.equal(0);
    });

    it('writes still queued when the transaction rolls back are never sent', async () => {
      const id = newId();
      const { statements } = await counted(() =>
        rejectionOf(
          inTransaction(db, async (tx) => {
            await withWriteBatch(tx, () => rawInsert(tx, OutboxMessage, [outboxRow(id)]));
            throw new Error('rolled back on purpose');
          }),
        ),
      );
      expect(await db.getRepository(OutboxMessage).findBy({ id })).to.deep.equal([]);
      if (backend === 'mariadb') expect(statements).to.deep.equal([]);
    });

    it('a statement after the batch carries the queued writes ahead of it and reads them', async () => {
      const id = newId();
      const { statements } = await counted(() =>
        inTransaction(db, async (tx) => {
          await withWriteBatch(tx, () => rawInsert(tx, OutboxMessage, [outboxRow(id)]));
          const [row] = (await tx.query('SELECT COUNT(*) AS n FROM outbox WHERE id = ?', [id])) as { n: number | string }[];
          expect(Number(row!.n)).to.equal(1);
        }),
      );
      if (backend === 'mariadb') {
        expect(statements).to.have.length(2);
        expect(statements[0]).to.match(/^START TRANSACTION;\nINSERT INTO .*;\nSELECT COUNT/s);
        expect(statements[1]).to.equal('COMMIT');
      }
    });

    it('flushWrites sends what is queued before a statement that needs it', async () => {
      const id = newId();
      await inTransaction(db, (tx) =>
        withWriteBatch(tx, async () => {
          await rawInsert(tx, OutboxMessage, [outboxRow(id)]);
          await flushWrites(tx);
          const [row] = (await tx.query('SELECT COUNT(*) AS n FROM outbox WHERE id = ?', [id])) as { n: number | string }[];
          expect(Number(row!.n)).to.equal(1);
        }),
      );
    });

    it(`an accepted upload's transaction sends ${backend === 'mariadb' ? 'its rows in one statement' : 'each row on its own'}`, async () => {
      const input = await submission(ts.storage, orgId);
      const { value, statements } = await counted(() => submitUpload({ db, files: ts.storage }, input));
      const [outbox] = await findOutboxOfCase(db, value.result.caseId);
      expect(outbox).to.not.equal(undefined);
      // START TRANSACTION goes with the first statement on MariaDB (dataSource.ts).
      const writes = statements.map((s) => s.replace(/^START TRANSACTION;\n/, '')).filter((s) => /^\s*(INSERT|UPDATE)/i.test(s));
      if (backend === 'mariadb') {
        // The case number's draw, the case, its count, the upload, features, files, outbox record
        // and aggregate together, and the transaction's COMMIT with them: no COMMIT of its own.
        expect(writes).to.have.length(1);
        expect(writes[0]!.split(';\n')).to.have.length(9);
        expect(writes[0]!.split(';\n').at(-1)).to.equal('COMMIT');
        expect(statements).to.not.include('COMMIT');
      } else {
        expect(writes.length).to.be.greaterThan(2);
      }
      // The case has the number its transaction drew from the sequence.
      const [drawn] = (await db.query('SELECT MAX(id) AS id FROM case_number_sequence')) as { id: number | string }[];
      const [stored] = (await db.query('SELECT caseNumber FROM cases WHERE id = ?', [value.result.caseId])) as { caseNumber: number | string }[];
      expect(Number(stored!.caseNumber)).to.equal(CASE_NUMBER_OFFSET + Number(drawn!.id));
    });
  });
}

describe('a transaction on MariaDB sends its START TRANSACTION with its first statement', () => {
  let db: Database;
  let other: Database;
  const sent: string[] = [];

  before(async () => {
    db = await openTestDb();
    other = await openTestDb();
    db.subscribers.push({ beforeQuery: (event) => void sent.push(event.query) } satisfies EntitySubscriberInterface);
  });
  after(async () => {
    if (db?.isInitialized) await db.destroy();
    if (other?.isInitialized) await other.destroy();
  });

  const outboxRow = (id: string): OutboxMessage => {
    const at = new Date();
    return { id, queue: 'test.start', payload: '{}', caseId: null, createdAt: at, availableAt: at, dispatchedAt: null, attempts: 0, lastError: null };
  };
  const visibleTo = async (d: { query(sql: string, params?: unknown[]): Promise<unknown> }, id: string) => Number(((await d.query('SELECT COUNT(*) AS n FROM outbox WHERE id = ?', [id])) as { n: number | string }[])[0]!.n);

  it('one query for START and the first statement; the transaction still isolates and commits', async () => {
    const id = newId();
    sent.length = 0;
    await inTransaction(db, async (tx) => {
      await rawInsert(tx, OutboxMessage, [outboxRow(id)]);
      // Not committed: another connection does not see it.
      expect(await visibleTo(other, id)).to.equal(0);
      expect(await visibleTo(tx, id)).to.equal(1);
    });
    // The insert with START, the read through the transaction, COMMIT (the other connection's read is not counted).
    expect(sent).to.have.length(3);
    expect(sent[0]).to.match(/^START TRANSACTION;\nINSERT INTO/);
    expect(sent[2]).to.equal('COMMIT');
    expect(await visibleTo(other, id)).to.equal(1);
  });

  it('rolls back what the first statement wrote; a transaction with no statement sends nothing', async () => {
    const id = newId();
    await rejectionOf(
      inTransaction(db, async (tx) => {
        await rawInsert(tx, OutboxMessage, [outboxRow(id)]);
        throw new Error('rolled back on purpose');
      }),
    );
    expect(await visibleTo(other, id)).to.equal(0);
    sent.length = 0;
    await inTransaction(db, async () => undefined);
    expect(sent).to.deep.equal([]);
  });

  it('reads asked together go as one query, each with its own answer, START and queued writes ahead of them', async () => {
    const ids = [newId(), newId()];
    for (const id of ids) await rawInsert(db, OutboxMessage, [outboxRow(id)]);
    const fresh = newId();
    sent.length = 0;
    const answers = await inTransaction(db, async (tx) => {
      await withWriteBatch(tx, () => rawInsert(tx, OutboxMessage, [outboxRow(fresh)]));
      return Promise.all([visibleTo(tx, ids[0]!), visibleTo(tx, fresh), visibleTo(tx, 'none'), tx.query('UPDATE outbox SET attempts = 5 WHERE id = ?', [ids[1]!])]);
    });
    expect(answers.slice(0, 3)).to.deep.equal([1, 1, 0]);
    expect((answers[3] as { affectedRows: number }).affectedRows).to.equal(1);
    // The write goes on its own, after the reads asked before it.
    expect(sent.map((q) => q.split(';\n').map((s) => s.split(' ')[0]))).to.deep.equal([['START', 'INSERT', 'SELECT', 'SELECT', 'SELECT'], ['UPDATE'], ['COMMIT']]);
    expect((await db.getRepository(OutboxMessage).findOneByOrFail({ id: ids[1]! })).attempts).to.equal(5);
  });

  it('a failing read fails the reads asked with it; writes asked together each fail or succeed alone', async () => {
    const taken = newId();
    await rawInsert(db, OutboxMessage, [outboxRow(taken)]);
    const fresh = newId();
    await rejectionOf(
      inTransaction(db, async (tx) => {
        const reads = await Promise.allSettled([visibleTo(tx, taken), tx.query('SELECT noSuchColumn FROM outbox'), visibleTo(tx, taken)]);
        expect(reads.map((r) => r.status)).to.deep.equal(['rejected', 'rejected', 'rejected']);
        const writes = await Promise.allSettled([rawInsert(tx, OutboxMessage, [outboxRow(fresh)]), rawInsert(tx, OutboxMessage, [outboxRow(taken)]), visibleTo(tx, fresh)]);
        expect(writes.map((r) => r.status)).to.deep.equal(['fulfilled', 'rejected', 'fulfilled']);
        expect(isUniqueViolation((writes[1] as PromiseRejectedResult).reason)).to.equal(true);
        expect((writes[2] as PromiseFulfilledResult<number>).value).to.equal(1);
        throw new Error('rolled back on purpose');
      }),
    ).then((err) => expect(String(err)).to.match(/rolled back on purpose/));
    expect(await visibleTo(other, fresh)).to.equal(0);
  });

  it('GET /cases/{id} by case ID reads the case and its parts in one query; another organization gets a 404 all the same', async () => {
    const ts = await tempStorage();
    try {
      const orgId = (await createTestOrg(db, 'one query case')).id;
      const { caseId } = (await submitUpload({ db, files: ts.storage }, await submission(ts.storage, orgId))).result;
      sent.length = 0;
      const view = await getCase(db, orgId, caseId);
      expect(view.uploads).to.have.length(1);
      expect(view.uploads[0]!.files).to.have.length(1);
      expect(sent.map((q) => q.split(';\n').map((s) => s.split(' ')[0]))).to.deep.equal([['START', 'SELECT', 'SELECT', 'SELECT', 'SELECT', 'SELECT'], ['COMMIT']]);
      const stranger = (await createTestOrg(db, 'one query stranger')).id;
      expect(await rejectionOf(getCase(db, stranger, caseId))).to.be.instanceOf(NotFoundError);
    } finally {
      await ts.cleanup();
    }
  });

  it('a first statement read through the query builder answers as if sent alone', async () => {
    const id = newId();
    await rawInsert(db, OutboxMessage, [outboxRow(id)]);
    await inTransaction(db, async (tx) => {
      const found = await tx.getRepository(OutboxMessage).findOneBy({ id });
      expect(found?.id).to.equal(id);
      const updated = await tx.getRepository(OutboxMessage).update({ id }, { attempts: 2 });
      expect(updated.affected).to.equal(1);
    });
    await inTransaction(db, async (tx) => {
      // An update as the first statement: its affected rows come back.
      const updated = await tx.getRepository(OutboxMessage).update({ id }, { attempts: 3 });
      expect(updated.affected).to.equal(1);
    });
    expect((await db.getRepository(OutboxMessage).findOneByOrFail({ id })).attempts).to.equal(3);
  });
});
