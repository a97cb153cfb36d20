import { DataSource } from 'typeorm';
import { isSqlite } from './transaction';
import type { Db } from './repositories/organizations';

/**
 * Writes of one transaction sent to MySQL/MariaDB together, as one multi-statement query, instead
 * of one round trip each. POST /cases writes a handful of rows in its transaction (case, count
 * slot, upload, features, files, outbox, aggregate); sent one by one, their round trips were most
 * of the request's time under bench:api (README "Benchmarks"), on a machine where every write to
 * the database's socket also hands the CPU to the server.
 *
 * Inside `withWriteBatch`, `rawInsert` and `deferStatement` queue their statement instead of
 * sending it; the queue is sent by `flushWrites`, and at the latest when `withWriteBatch`'s
 * function has resolved, still inside the transaction. A write whose answer the caller needs at
 * once (an auto-increment id) flushes the queue first and is sent alone, so statements reach the
 * server in the order they were written. Any other statement the function sends on the
 * transaction runs ahead of the queued ones: call `flushWrites` before one that depends on them.
 *
 * The server runs a batch's statements in order and stops at the first that fails; that error
 * is the batch's (the driver's, wrapped by TypeORM's QueryFailedError like any statement's, so
 * `isUniqueViolation` and `isTransientConflict` read it), and the transaction is rolled back as
 * after any failed statement. On SQLite (one connection in process, no round trips) and outside a
 * transaction nothing is queued: every statement runs at once, as without a batch.
 */

interface Queued {
  sql: string;
  params: unknown[];
  /** Called with the statement's own result once the batch has run (may send more statements). */
  onResult?: (result: unknown) => Promise<void> | void;
}

const queues = new WeakMap<object, Queued[]>();

function queueOf(db: Db): Queued[] | undefined {
  return db instanceof DataSource ? undefined : queues.get(db);
}

/**
 * Runs `fn` with the writes of the transaction `tx` queued and sent together (see above). Given
 * no MySQL/MariaDB transaction, or inside another `withWriteBatch` of the same transaction, it
 * only runs `fn`.
 */
export async function withWriteBatch<T>(tx: Db, fn: () => Promise<T>): Promise<T> {
  if (tx instanceof DataSource || isSqlite(tx) || queues.has(tx) || tx.queryRunner?.isTransactionActive !== true) return fn();
  queues.set(tx, []);
  try {
    const value = await fn();
    await flushWrites(tx);
    return value;
  } finally {
    queues.delete(tx);
  }
}

/** Whether writes on `db` are queued on a write batch (sent later, together). */
export function isBatching(db: Db): boolean {
  return queueOf(db) !== undefined;
}

/**
 * Queues `sql` on `db`'s write batch; false when there is none (the caller sends it itself).
 * `onResult` receives the statement's result (a ResultSetHeader) once the batch has run.
 */
export function deferStatement(db: Db, sql: string, params: unknown[], onResult?: (result: unknown) => Promise<void> | void): boolean {
  const queue = queueOf(db);
  if (queue === undefined) return false;
  queue.push({ sql, params, onResult });
  return true;
}

/** Sends the queued writes of `db`'s batch now, as one query (nothing without a batch). */
export async function flushWrites(db: Db): Promise<void> {
  const queue = queueOf(db);
  if (queue === undefined || queue.length === 0) return;
  const batch = queue.splice(0);
  let results: unknown[];
  if (batch.length === 1) {
    results = [await db.query(batch[0]!.sql, batch[0]!.params)];
  } else {
    // One result per statement, in order (the connection runs with multipleStatements, dataSource.ts).
    results = (await db.query(batch.map((q) => q.sql).join(';\n'), batch.flatMap((q) => q.params))) as unknown[];
    if (!Array.isArray(results) || results.length !== batch.length) {
      throw new Error(`a batch of ${batch.length} statements answered ${Array.isArray(results) ? results.length : 'one'} result(s)`);
    }
  }
  for (const [i, q] of batch.entries()) if (q.onResult !== undefined) await q.onResult(results[i]);
}
