import { DataSource, type EntityManager } from 'typeorm';
import type { Db } from './repositories/organizations';

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
  if (!isSqlite(ds)) return run();

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
