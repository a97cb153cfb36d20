import { DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { Db } from './repositories/organizations';
import { dataSourceOf, tableOf } from './sqlNames';

/**
 * Reads of the hot API paths (GET /cases/{id}, GET /cases, the results routes, the key lookup of
 * every request) without TypeORM's query builder: `find` builds its SELECT, aliases every column
 * and groups the rows back into entities on each call, which was the largest share of the API's
 * own CPU time under bench:api (README "Benchmarks"). Here the SQL of a read is written once per
 * shape, the statement goes through the same connection (the caller's transaction when `db` is
 * one), and each value is hydrated by the driver's own `prepareHydratedValue` with the column's
 * metadata, so dates, booleans, JSON and column transformers read exactly as through `find`.
 */

/**
 * A condition on one column: equal to a value, one of several values, NULL, or one of the values of
 * a column of another entity's matching rows (a subquery: the rows of a case's uploads read in the
 * same round trip as the uploads, not after them).
 */
export type RawCondition =
  | { column: string; equals: unknown }
  | { column: string; in: readonly unknown[] }
  | { column: string; isNull: true }
  | { column: string; inSelect: { entity: EntityTarget<ObjectLiteral>; column: string; where: readonly RawCondition[] } };

export interface RawSelectOptions {
  where: readonly RawCondition[];
  /** Property names with their direction, in order. */
  orderBy?: readonly [string, 'ASC' | 'DESC'][];
  limit?: number;
  /** Rows skipped before the first returned (only with `limit`). */
  offset?: number;
}

interface EntityShape {
  table: string;
  /** The SELECT list: every selectable column under its own name. */
  selectList: string;
  columns: ColumnMetadata[];
  byProperty: Map<string, ColumnMetadata>;
}

const shapes = new WeakMap<DataSource, Map<EntityTarget<ObjectLiteral>, EntityShape>>();

function shapeOf(ds: DataSource, entity: EntityTarget<ObjectLiteral>): EntityShape {
  let perSource = shapes.get(ds);
  if (perSource === undefined) shapes.set(ds, (perSource = new Map()));
  let shape = perSource.get(entity);
  if (shape === undefined) {
    const metadata = ds.getMetadata(entity);
    const columns = metadata.columns.filter((c) => c.isSelect && !c.isVirtual && !c.isVirtualProperty && c.embeddedMetadata === undefined);
    shape = {
      table: tableOf(ds, entity),
      selectList: columns.map((c) => ds.driver.escape(c.databaseName)).join(', '),
      columns,
      byProperty: new Map(columns.map((c) => [c.propertyName, c])),
    };
    perSource.set(entity, shape);
  }
  return shape;
}

function columnOf(shape: EntityShape, property: string): ColumnMetadata {
  const c = shape.byProperty.get(property);
  if (c === undefined) throw new Error(`rawSelect: no column ${property}`);
  return c;
}

/** ` WHERE …` of the conditions ('' for none), their values added to `params`; null when they can match nothing. */
function whereClause(ds: DataSource, shape: EntityShape, where: readonly RawCondition[], params: unknown[]): string | null {
  const conditions: string[] = [];
  for (const condition of where) {
    const name = ds.driver.escape(columnOf(shape, condition.column).databaseName);
    if ('isNull' in condition) conditions.push(`${name} IS NULL`);
    else if ('in' in condition) {
      if (condition.in.length === 0) return null;
      conditions.push(`${name} IN (${condition.in.map(() => '?').join(', ')})`);
      params.push(...condition.in);
    } else if ('inSelect' in condition) {
      const inner = shapeOf(ds, condition.inSelect.entity);
      const innerWhere = whereClause(ds, inner, condition.inSelect.where, params);
      if (innerWhere === null) return null;
      conditions.push(`${name} IN (SELECT ${ds.driver.escape(columnOf(inner, condition.inSelect.column).databaseName)} FROM ${inner.table}${innerWhere})`);
    } else {
      conditions.push(`${name} = ?`);
      params.push(condition.equals);
    }
  }
  return conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '';
}

/** The rows of `entity` that match, as plain objects keyed by property name, hydrated as `find` would. */
export async function rawSelect<T extends ObjectLiteral>(db: Db, entity: EntityTarget<T>, opts: RawSelectOptions): Promise<T[]> {
  const ds = dataSourceOf(db);
  const shape = shapeOf(ds, entity);
  const column = (property: string): ColumnMetadata => columnOf(shape, property);
  const params: unknown[] = [];
  const where = whereClause(ds, shape, opts.where, params);
  // An empty list matches nothing, as TypeORM's In([]) does.
  if (where === null) return [];
  let sql = `SELECT ${shape.selectList} FROM ${shape.table}${where}`;
  if (opts.orderBy !== undefined && opts.orderBy.length > 0) {
    sql += ` ORDER BY ${opts.orderBy.map(([property, direction]) => `${ds.driver.escape(column(property).databaseName)} ${direction}`).join(', ')}`;
  }
  if (opts.limit !== undefined) sql += ` LIMIT ${Math.trunc(opts.limit)}`;
  if (opts.limit !== undefined && opts.offset !== undefined && opts.offset > 0) sql += ` OFFSET ${Math.trunc(opts.offset)}`;
  const rows = (await db.query(sql, params)) as Record<string, unknown>[];
  return rows.map((row) => {
    const entityValue: Record<string, unknown> = {};
    for (const c of shape.columns) {
      const value = row[c.databaseName];
      if (value === undefined) continue;
      entityValue[c.propertyName] = ds.driver.prepareHydratedValue(value, c);
    }
    return entityValue as T;
  });
}
