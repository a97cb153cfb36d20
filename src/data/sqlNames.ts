import { DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';
import type { Db } from './repositories/organizations';

/** The DataSource of a database handle (itself, or a transaction's manager's). */
export function dataSourceOf(db: Db): DataSource {
  return db instanceof DataSource ? db : db.connection;
}

const tables = new WeakMap<DataSource, Map<EntityTarget<ObjectLiteral>, string>>();

/**
 * `entity`'s table as its metadata names it, escaped for the driver: a statement written by hand
 * names its table from here, never literally, so it follows the entity (once per data source).
 */
export function tableOf(db: Db, entity: EntityTarget<ObjectLiteral>): string {
  const ds = dataSourceOf(db);
  let perSource = tables.get(ds);
  if (perSource === undefined) tables.set(ds, (perSource = new Map()));
  let table = perSource.get(entity);
  if (table === undefined) perSource.set(entity, (table = ds.driver.escape(ds.getMetadata(entity).tablePath)));
  return table;
}
