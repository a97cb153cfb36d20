import { DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { Db } from './repositories/organizations';
import { dataSourceOf, tableOf } from './sqlNames';
import { deferStatement, flushWrites } from './writeBatch';

/**
 * Inserts of the POST /cases write path without TypeORM's InsertQueryBuilder: `insert` builds its
 * statement, aliases and parameter names, broadcasts to subscribers and reads generated columns
 * back on every call, which with a handful of inserts per accepted upload was the larger part of
 * the API's own CPU time on that route under bench:api (README "Benchmarks"). Here the INSERT is
 * written once per entity and set of columns, goes through the same connection (the caller's
 * transaction when `db` is one), and each value is converted by the driver's own
 * `preparePersistentValue` with the column's metadata, so dates, booleans, JSON and column
 * transformers are stored exactly as through `insert` (test/integration/rawInsert.test.ts, on
 * MariaDB and SQLite). The project registers no entity subscribers or listeners, so none is skipped.
 */

interface InsertShape {
  table: string;
  /** Insertable columns, in the entity's order. */
  columns: ColumnMetadata[];
  /** `INSERT INTO t (a, b)` per set of columns present in the rows, keyed by their property names. */
  heads: Map<string, string>;
}

const shapes = new WeakMap<DataSource, Map<EntityTarget<ObjectLiteral>, InsertShape>>();

function shapeOf(ds: DataSource, entity: EntityTarget<ObjectLiteral>): InsertShape {
  let perSource = shapes.get(ds);
  if (perSource === undefined) shapes.set(ds, (perSource = new Map()));
  let shape = perSource.get(entity);
  if (shape === undefined) {
    const metadata = ds.getMetadata(entity);
    shape = {
      table: tableOf(ds, entity),
      columns: metadata.columns.filter((c) => c.isInsert && !c.isVirtual && !c.isVirtualProperty && c.embeddedMetadata === undefined),
      heads: new Map(),
    };
    perSource.set(entity, shape);
  }
  return shape;
}

export interface RawInsertResult {
  /**
   * The auto-increment id the statement generated (the first row's), when the table has one and
   * the insert was asked for it (`opts.insertId`); undefined for an insert queued on a write batch.
   */
  insertId: number | undefined;
}

/**
 * Inserts `rows` (property names, values as the entity holds them) into `entity`'s table in one
 * statement. A column left undefined in every row takes the table's default; one defined in some
 * rows and not others is a programming error. Uniqueness and foreign keys fail as with `insert`
 * (the driver's error, wrapped by TypeORM's QueryFailedError, so `isUniqueViolation` reads it).
 * Inside a write batch (src/data/writeBatch.ts) the statement is queued and sent with the others
 * (its failure is then the batch's), unless `opts.insertId` asks for the generated id: then the
 * queue is sent first and this statement alone after it. `opts.expressions` gives columns whose
 * value is an SQL expression of the server's (the same in every row; the rows leave them unset).
 */
export async function rawInsert<T extends ObjectLiteral>(
  db: Db,
  entity: EntityTarget<T>,
  rows: readonly Partial<T>[],
  opts: { insertId?: boolean; expressions?: Partial<Record<keyof T & string, string>> } = {},
): Promise<RawInsertResult> {
  if (rows.length === 0) return { insertId: undefined };
  const ds = dataSourceOf(db);
  const shape = shapeOf(ds, entity);
  const first = rows[0]!;
  const expressions: Partial<Record<string, string>> = opts.expressions ?? {};
  const columns = shape.columns.filter((c) => first[c.propertyName] !== undefined || expressions[c.propertyName] !== undefined);
  const key = columns.map((c) => c.propertyName).join(',');
  let head = shape.heads.get(key);
  if (head === undefined) {
    head = `INSERT INTO ${shape.table} (${columns.map((c) => ds.driver.escape(c.databaseName)).join(', ')}) VALUES `;
    shape.heads.set(key, head);
  }
  const tuple = `(${columns.map((c) => expressions[c.propertyName] ?? '?').join(', ')})`;
  const params: unknown[] = [];
  for (const row of rows) {
    for (const c of shape.columns) {
      const value = row[c.propertyName];
      if (expressions[c.propertyName] !== undefined) {
        if (value !== undefined) throw new Error(`rawInsert: ${c.propertyName} has both a value and an expression`);
        continue;
      }
      const included = columns.includes(c);
      if (value === undefined) {
        if (included) throw new Error(`rawInsert: ${c.propertyName} is set in the first row and not in another`);
        continue;
      }
      if (!included) throw new Error(`rawInsert: ${c.propertyName} is set in a row but not in the first`);
      params.push(ds.driver.preparePersistentValue(value, c));
    }
  }
  const sql = head + rows.map(() => tuple).join(', ');
  if (opts.insertId === true) await flushWrites(db);
  else if (deferStatement(db, sql, params)) return { insertId: undefined };
  // What the query runner answers for a statement that returns no rows: the ResultSetHeader on
  // MySQL/MariaDB, lastInsertRowid on SQLite (better-sqlite3).
  const raw = (await db.query(sql, params)) as { insertId?: number | bigint } | number | bigint | undefined;
  const id = typeof raw === 'object' && raw !== null ? raw.insertId : raw;
  return { insertId: id === undefined ? undefined : Number(id) };
}
