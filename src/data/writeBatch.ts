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
 * sending it; the queue is sent by `flushWrites`, or after `withWriteBatch`'s function has resolved
 * with the transaction's next statement, which is often its COMMIT (the transaction's query runner
 * carries them, see `carryQueuedWrites`): an upload's writes and its COMMIT are one round trip. A
 * write whose answer the caller needs at once (an auto-increment id) flushes the queue first and is
 * sent alone, so statements reach the server in the order they were written. Any other statement
 * the function sends on the transaction runs ahead of the queued ones: call `flushWrites` before
 * one that depends on them.
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

interface Batch {
  queued: Queued[];
  /** Inside `withWriteBatch`'s function: writes are queued. Closed, what is queued waits for the next statement. */
  open: boolean;
}

/** The batch of each transaction, by its EntityManager. */
const batches = new WeakMap<object, Batch>();
/** Query runners that send a closed batch's writes with their next statement (`carryQueuedWrites`). */
const carriers = new WeakSet<object>();

function openBatchOf(db: Db): Batch | undefined {
  const batch = db instanceof DataSource ? undefined : batches.get(db);
  return batch?.open === true ? batch : undefined;
}

/**
 * Declares that `queryRunner` sends the writes a closed batch of its transaction left queued
 * (`takeQueuedWrites`) with its next statement, in front of it; a ROLLBACK drops them. Without a
 * carrier, `withWriteBatch` sends its queue itself before it returns.
 */
export function carryQueuedWrites(queryRunner: object): void {
  carriers.add(queryRunner);
}

/**
 * The writes a closed batch of the transaction `manager` left queued, taken off it: the caller
 * (the carrier, src/data/dataSource.ts) sends them before anything else, or drops them at ROLLBACK.
 * They have no `onResult` (a batch whose writes have one is sent by `withWriteBatch` itself).
 */
export function takeQueuedWrites(manager: object): { sql: string; params: unknown[] }[] {
  const batch = batches.get(manager);
  if (batch === undefined || batch.open) return [];
  batches.delete(manager);
  return batch.queued;
}

/**
 * Runs `fn` with the writes of the transaction `tx` queued and sent together (see above). Given
 * no MySQL/MariaDB transaction, or inside another `withWriteBatch` of the same transaction, it
 * only runs `fn`. If `fn` rejects, nothing it queued is sent.
 */
export async function withWriteBatch<T>(tx: Db, fn: () => Promise<T>): Promise<T> {
  if (tx instanceof DataSource || isSqlite(tx) || openBatchOf(tx) !== undefined || tx.queryRunner?.isTransactionActive !== true) return fn();
  // Writes a batch before this one left for the next statement go first.
  const batch: Batch = { queued: batches.get(tx)?.queued ?? [], open: true };
  batches.set(tx, batch);
  let value: T;
  try {
    value = await fn();
  } catch (err) {
    batches.delete(tx);
    throw err;
  }
  batch.open = false;
  // An `onResult` may send statements of its own, which must run inside the transaction: such a
  // batch is not left for the COMMIT.
  if (!carriers.has(tx.queryRunner) || batch.queued.some((q) => q.onResult !== undefined)) await flushWrites(tx);
  return value;
}

/** Whether writes on `db` are queued on a write batch (sent later, together). */
export function isBatching(db: Db): boolean {
  return openBatchOf(db) !== undefined;
}

/**
 * Queues `sql` on `db`'s write batch; false when there is none (the caller sends it itself).
 * `onResult` receives the statement's result (a ResultSetHeader) once the batch has run.
 */
export function deferStatement(db: Db, sql: string, params: unknown[], onResult?: (result: unknown) => Promise<void> | void): boolean {
  const batch = openBatchOf(db);
  if (batch === undefined) return false;
  batch.queued.push({ sql, params, onResult });
  return true;
}

/** Sends the queued writes of `db`'s batch now, as one query (nothing without a batch). */
export async function flushWrites(db: Db): Promise<void> {
  const queued = db instanceof DataSource ? undefined : batches.get(db)?.queued;
  if (queued === undefined || queued.length === 0) return;
  const batch = queued.splice(0);
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
