import { DataSource, type EntityManager } from 'typeorm';
import { isTransientConflict } from './dbErrors';
import type { Db } from './repositories/organizations';

/**
 * How often a transaction that lost a lock conflict (a deadlock or lock wait timeout, see
 * `isTransientConflict`) is run again before its error is passed on.
 */
export const TRANSACTION_ATTEMPTS = 4;

/** Transactions run again after a lost lock conflict, since the process started (observability and tests). */
export const transactionStats = { retried: 0 };

/** One transaction at a time per SQLite DataSource; see `inTransaction`. */
const sqliteQueues = new WeakMap<DataSource, Promise<unknown>>();

function dataSourceOf(db: Db): DataSource {
  return db instanceof DataSource ? db : db.connection;
}

function isSqlite(ds: DataSource): boolean {
  return ds.options.type === 'better-sqlite3' || ds.options.type === 'sqlite';
}

/**
 * Runs `fn` in a transaction and commits if it resolves, rolls back if it rejects. Given the
 * EntityManager of a transaction already open, `fn` joins it.
 *
 * The deadlock rule: MySQL/MariaDB may end any transaction as the victim of a deadlock (or a lock
 * wait timeout) and roll it back whole; the outermost `inTransaction` then runs `fn` again, up to
 * TRANSACTION_ATTEMPTS times, after a short random pause. So `fn` must be safe to run again: it
 * only reads and writes through `tx` (anything else it does must be idempotent). Lock orders that
 * avoid deadlocks in the first place are written where the locks are taken (e.g. the stream order
 * in src/domain/webhooks/events.ts).
 *
 * The domain uses this instead of TypeORM's `transaction` so that it imports no TypeORM.
 *
 * SQLite (the embedded default) has one connection: TypeORM would refuse a second transaction
 * while one is open ("Transaction already started"), so transactions of a SQLite DataSource
 * queue up here. (Statements outside any transaction still share that connection; that is the
 * embedded mode's known limit, not one MySQL/MariaDB has.)
 */
export async function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  if (!(db instanceof DataSource) && db.queryRunner?.isTransactionActive) return fn(db);
  const ds = dataSourceOf(db);
  const run = () => ds.transaction((em: EntityManager) => fn(em));
  if (!isSqlite(ds)) return retryingLostConflicts(run);

  const previous = sqliteQueues.get(ds) ?? Promise.resolve();
  const result = previous.then(run, run);
  // The queue continues whatever this transaction's outcome.
  sqliteQueues.set(
    ds,
    result.then(
      () => undefined,
      () => undefined,
    ),
  );
  return result;
}

async function retryingLostConflicts<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (err) {
      if (!isTransientConflict(err) || attempt >= TRANSACTION_ATTEMPTS) throw err;
      transactionStats.retried += 1;
      // Apart, so that the two sides of a deadlock do not collide again at once.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
