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

/** The DataSource `db` belongs to (itself, or the one of a transaction). */
export function dataSourceOf(db: Db): DataSource {
  return db instanceof DataSource ? db : db.connection;
}

/** SQLite has no row locks (and needs none: its transactions run one at a time, see inTransaction). */
export function isSqlite(db: Db): boolean {
  const type = dataSourceOf(db).options.type;
  return type === 'better-sqlite3' || type === 'sqlite';
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
 * The domain uses this instead of TypeORM's `transaction` so that it imports no TypeORM, through its
 * unit of work (src/domain/unitOfWork.ts), which adds after-commit steps (`onCommit`).
 *
 * SQLite (the embedded default) has one connection: TypeORM would refuse a second transaction
 * while one is open ("Transaction already started"), so transactions of a SQLite DataSource
 * queue up here. (Statements outside any transaction still share that connection; that is the
 * embedded mode's known limit, not one MySQL/MariaDB has.)
 */
export async function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  if (!(db instanceof DataSource) && db.queryRunner?.isTransactionActive) return fn(db);
  const ds = dataSourceOf(db);
  // Each attempt has its own list: the steps of an attempt that was rolled back are dropped with it.
  const run = async () => {
    const steps: CommitStep[] = [];
    const value = await ds.transaction((em: EntityManager) => {
      commitSteps.set(em, steps);
      return fn(em);
    });
    return { value, steps };
  };
  let done: { value: T; steps: CommitStep[] };
  if (!isSqlite(ds)) done = await retryingLostConflicts(run);
  else {
    const previous = sqliteQueues.get(ds) ?? Promise.resolve();
    const result = previous.then(run, run);
    // The queue continues whatever this transaction's outcome (evidence: the outcome, an error
    // included, reaches the caller through `result`).
    sqliteQueues.set(
      ds,
      result.then(
        () => undefined,
        () => undefined,
      ),
    );
    done = await result;
  }
  // Outside the SQLite queue: a step may open a transaction of its own.
  for (const step of done.steps) await step();
  return done.value;
}

/** A step to run once the transaction it was registered on has committed. */
export type CommitStep = () => Promise<void>;

/** The after-commit steps of each open transaction of `inTransaction`, by its EntityManager. */
const commitSteps = new WeakMap<object, CommitStep[]>();

/**
 * Registers `step` to run after the outermost `inTransaction` around `tx` commits (never after a
 * rollback), before that `inTransaction` returns. False when `tx` is not a transaction opened by
 * `inTransaction` (a DataSource, whose statements commit one by one). The step must not throw:
 * the change has committed, so its failure is the step's to log (src/domain/unitOfWork.ts).
 */
export function onCommit(tx: Db, step: CommitStep): boolean {
  const steps = tx instanceof DataSource ? undefined : commitSteps.get(tx);
  if (steps === undefined) return false;
  steps.push(step);
  return true;
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
