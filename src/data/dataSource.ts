import fs from 'node:fs';
import path from 'node:path';
import 'reflect-metadata';
import { createConnection, type RowDataPacket } from 'mysql2/promise';
import { DataSource, type DataSourceOptions, type QueryRunner, type ReplicationMode } from 'typeorm';
import { QueryResult } from 'typeorm/query-runner/QueryResult';
import { ApiKey } from './entities/ApiKey';
import { Case } from './entities/Case';
import { CaseNumberSequence } from './entities/CaseNumberSequence';
import { Credential } from './entities/Credential';
import { CredentialDocument } from './entities/CredentialDocument';
import { ExtractionResult } from './entities/ExtractionResult';
import { ForensicResult } from './entities/ForensicResult';
import { IdempotencyKey } from './entities/IdempotencyKey';
import { Organization } from './entities/Organization';
import { OrganizationCaseCountSlot } from './entities/OrganizationCaseCountSlot';
import { OutboxMessage } from './entities/OutboxMessage';
import { TranslationResult } from './entities/TranslationResult';
import { Upload } from './entities/Upload';
import { UploadFeature } from './entities/UploadFeature';
import { UploadFile } from './entities/UploadFile';
import { WebhookAttempt, WebhookConfig, WebhookDelivery, WebhookEvent, WebhookStream } from './entities/Webhooks';
import { OrganizationsAndApiKeys1795223826812 } from './migrations/1795223826812-OrganizationsAndApiKeys';
import { CasesAndUploads1795310226812 } from './migrations/1795310226812-CasesAndUploads';
import { ProcessingResults1795396626812 } from './migrations/1795396626812-ProcessingResults';
import { Webhooks1795439826812 } from './migrations/1795439826812-Webhooks';
import { carryQueuedWrites, takeQueuedWrites } from './writeBatch';
import { TargetInstitute } from './entities/TargetInstitute';
import { Evaluation } from './entities/Evaluation';
import { CombinedEquivalency } from './entities/CombinedEquivalency';
import { EvaluationAggregate } from './entities/EvaluationAggregate';
import { Report } from './entities/Report';
import { Evaluations1795482000000 } from './migrations/1795482000000-Evaluations';
import { HandEnteredCredentials1795490000000 } from './migrations/1795490000000-HandEnteredCredentials';
import { Reports1795568000000 } from './migrations/1795568000000-Reports';
import { ReportVerificationTokens1795600000000 } from './migrations/1795600000000-ReportVerificationTokens';
import { RetentionIndexes1795650000000 } from './migrations/1795650000000-RetentionIndexes';
import { OrganizationCaseCounts1795700000000 } from './migrations/1795700000000-OrganizationCaseCounts';
import { ReportStatus1795750000000 } from './migrations/1795750000000-ReportStatus';
import { EvaluationDrafts1795760000000 } from './migrations/1795760000000-EvaluationDrafts';
import { OrganizationCaseCountSlots1795770000000 } from './migrations/1795770000000-OrganizationCaseCountSlots';

/*
 * Explicit lists, no globs: globs depend on the working directory and on the file
 * extension (.ts under tsx, .js if ever compiled), and hide a forgotten file.
 */
export const ENTITIES = [
  Organization,
  OrganizationCaseCountSlot,
  ApiKey,
  CaseNumberSequence,
  Case,
  Upload,
  UploadFeature,
  UploadFile,
  Credential,
  OutboxMessage,
  IdempotencyKey,
  CredentialDocument,
  ExtractionResult,
  ForensicResult,
  TranslationResult,
  WebhookConfig,
  WebhookStream,
  WebhookEvent,
  WebhookDelivery,
  WebhookAttempt,
  TargetInstitute,
  Evaluation,
  CombinedEquivalency,
  EvaluationAggregate,
  Report,
];

/** In execution order; a new migration is appended here. */
export const MIGRATIONS = [OrganizationsAndApiKeys1795223826812, CasesAndUploads1795310226812, ProcessingResults1795396626812, Webhooks1795439826812, Evaluations1795482000000, HandEnteredCredentials1795490000000, Reports1795568000000, ReportVerificationTokens1795600000000, RetentionIndexes1795650000000, OrganizationCaseCounts1795700000000, ReportStatus1795750000000, EvaluationDrafts1795760000000, OrganizationCaseCountSlots1795770000000];

/** The handle the rest of the code passes around (repositories also take an EntityManager). */
export type Database = DataSource;

export interface DataSourceOpts {
  /** SQL logging to the console; off by default (the admin CLI owns stdout). */
  logging?: boolean;
  /** Network bounds of a MySQL/MariaDB DataSource (ignored for SQLite); DEFAULT_DB_TIMEOUTS unless given. */
  timeouts?: Partial<DbTimeouts>;
}

/**
 * How long the service waits on MySQL/MariaDB before it gives up, so that a database that refuses
 * or stalls turns into a quick error (503 to clients, a paused job in the worker) and never into a
 * request that hangs for the length of the outage:
 * - connectMs: opening one connection (TCP and handshake);
 * - acquireMs: getting a connection from the pool, including opening it (mysql2 has no such bound);
 * - queryMs: one statement, from sending it to its last row; 0 turns it off. A connection whose
 *   statement timed out is destroyed, never returned to the pool (its late answer would be read
 *   as the answer to the next statement). Migrations run without it.
 */
export interface DbTimeouts {
  connectMs: number;
  acquireMs: number;
  queryMs: number;
}

export const DEFAULT_DB_TIMEOUTS: DbTimeouts = { connectMs: 10_000, acquireMs: 15_000, queryMs: 10_000 };

/**
 * A DataSource for `DATABASE_URL` (decision "Processes and configuration"): `mysql://user:pass@host:port/db` (MySQL or
 * MariaDB through mysql2), `sqlite:<path>` or `sqlite::memory:` (better-sqlite3).
 * The schema is only ever changed by migrations: `synchronize` stays off.
 * The DataSource is returned uninitialised.
 */
export function createDataSource(databaseUrl: string, opts: DataSourceOpts = {}): DataSource {
  const common = {
    entities: ENTITIES,
    migrations: MIGRATIONS,
    synchronize: false,
    migrationsRun: false,
    logging: opts.logging ?? false,
  } as const;

  const timeouts = { ...DEFAULT_DB_TIMEOUTS, ...opts.timeouts };
  const connection = connectionOptions(databaseUrl);
  const options = connection.type === 'mysql' ? { ...connection, connectTimeout: timeouts.connectMs } : connection;
  // TypeORM's default logger prints "query is slow" to stdout on its own whatever `logging` says.
  const logger = opts.logging ? {} : { logger: SILENT_LOGGER };
  const ds = new AppDataSource({ ...common, ...logger, ...options } as DataSourceOptions);
  ds.timeouts = timeouts;
  return ds;
}

const SILENT_LOGGER = {
  logQuery: () => undefined,
  logQueryError: () => undefined,
  logQuerySlow: () => undefined,
  logSchemaBuild: () => undefined,
  logMigration: () => undefined,
  log: () => undefined,
};

/**
 * decision "Processes and configuration" names one URL scheme, mysql://, for both MySQL and MariaDB, but TypeORM must know
 * which one it talks to: with type 'mysql' on MariaDB it misreads column defaults (MariaDB
 * reports a nullable column's default as the string 'NULL'), so the schema builder sees a
 * diff on every nullable column, and MariaDB-only capabilities stay off. So before
 * connecting, a mysql:// DataSource asks the server what it is and switches to 'mariadb'.
 */
class AppDataSource extends DataSource {
  timeouts: DbTimeouts = DEFAULT_DB_TIMEOUTS;
  /** Statements are bounded by timeouts.queryMs while this is true (migrations switch it off). */
  queryTimeoutOn = true;

  override async initialize(): Promise<this> {
    if (this.options.type === 'mysql' && (await isMariaDb(this.options, this.timeouts.connectMs))) {
      this.setOptions({ type: 'mariadb' });
      // The driver keeps its own copy of the options and reads `type` when it connects
      // and when it introspects the schema; it has not connected yet.
      (this.driver.options as { type: string }).type = 'mariadb';
    }
    await super.initialize();
    const pool = (this.driver as unknown as { pool?: MysqlPool }).pool;
    if (pool !== undefined) boundPool(pool, this);
    return this;
  }

  override createQueryRunner(mode?: ReplicationMode): QueryRunner {
    const queryRunner = super.createQueryRunner(mode);
    if (this.options.type === 'mysql' || this.options.type === 'mariadb') deferTransactionStart(queryRunner);
    return queryRunner;
  }
}

/**
 * A transaction's START TRANSACTION goes to MySQL/MariaDB with its first statement, as one query
 * of two statements (the connection runs with multipleStatements), instead of a round trip of its
 * own: every transaction of the service (a GET's reads, an upload's writes) saves one. The same
 * transaction either way: InnoDB takes a transaction's snapshot and locks at its first statement,
 * not at START. A transaction that sent no statement sends no COMMIT or ROLLBACK either.
 *
 * In the same way the query runner carries the writes a write batch left queued (src/data/writeBatch.ts)
 * in front of the transaction's next statement, its COMMIT included: an upload's writes and its
 * COMMIT are one round trip. The server runs them in order and stops at the first that fails, so a
 * failed write is never followed by the COMMIT: the query fails with that write's error, TypeORM
 * still sees its transaction open and rolls it back. A ROLLBACK drops them unsent.
 *
 * And reads asked for together (in one turn of the event loop, e.g. the reads of a `Promise.all`)
 * go as one query: one connection runs its statements one after the other anyway, so they run in
 * the same order, with one round trip instead of one each (GET /cases/{id} reads the uploads,
 * features, files and credentials of its case so). Each gets its own result; if one fails, the
 * server runs none after it and every read of the query gets its error (reads change nothing, so
 * that costs at most a retry). Other statements are sent one by one, in the order asked.
 *
 * TypeORM's own bookkeeping (isTransactionActive, depth, savepoints, its events) is left as it is:
 * only the statement START TRANSACTION and the queued writes are held back and put in front of the
 * next one, whose own result is handed back as if it had been sent alone.
 */
function deferTransactionStart(queryRunner: QueryRunner): void {
  /** The query runner's own `query`, typed as one function (TypeORM declares it as overloads). */
  const send = queryRunner.query.bind(queryRunner) as (query: string, parameters?: unknown[], useStructuredResult?: boolean) => Promise<unknown>;
  let startPending = false;
  const nothing = (useStructuredResult?: boolean) => (useStructuredResult === true ? new QueryResult() : undefined);
  /** Statements asked for in this turn, sent together at its end. */
  let asked: Asked[] = [];

  const sendAsked = async (calls: Asked[], queued = takeQueuedWrites(queryRunner.manager)): Promise<void> => {
    const ahead = [...(startPending ? ['START TRANSACTION'] : []), ...queued.map((q) => q.sql)];
    startPending = false;
    if (ahead.length === 0 && calls.length === 1) {
      const [call] = calls as [Asked];
      await send(call.sql, call.parameters, call.useStructuredResult).then(call.resolve, call.reject);
      return;
    }
    let results: unknown[];
    try {
      results = (await send([...ahead, ...calls.map((c) => c.sql)].join(';\n'), [...queued.flatMap((q) => q.params), ...calls.flatMap((c) => c.parameters ?? [])], false)) as unknown[];
    } catch (err) {
      for (const call of calls) call.reject(err);
      return;
    }
    if (calls.length === 1) {
      // Those put ahead, then the call's own result (one, or one per statement of a batch).
      const own: unknown = results.length === ahead.length + 1 ? results[ahead.length] : results.slice(ahead.length);
      calls[0]!.resolve(calls[0]!.useStructuredResult === true ? structured(own) : own);
      return;
    }
    // One result per statement: those put ahead, then each call's own, in order.
    if (!Array.isArray(results) || results.length !== ahead.length + calls.length) {
      const err = new Error(`${ahead.length + calls.length} statements answered ${Array.isArray(results) ? results.length : 'one'} result(s)`);
      for (const call of calls) call.reject(err);
      return;
    }
    for (const [i, call] of calls.entries()) call.resolve(call.useStructuredResult === true ? structured(results[ahead.length + i]) : results[ahead.length + i]);
  };

  const sendTurn = (): void => {
    const calls = asked;
    asked = [];
    // Reads go together; any other statement on its own (a write whose error a caller might catch
    // and go on must fail alone: the answer to a failed query does not say which of its statements
    // failed), as does a statement that is itself several (a write batch's flush).
    const groups: Asked[][] = [];
    for (const call of calls) {
      const last = groups.at(-1);
      if (last !== undefined && isOneRead(call.sql) && isOneRead(last[0]!.sql)) last.push(call);
      else groups.push([call]);
    }
    // mysql2 runs the queries of one connection in the order they are given.
    for (const group of groups) void sendAsked(group);
  };

  const query = (sql: string, parameters?: unknown[], useStructuredResult?: boolean): Promise<unknown> => {
    if (sql === 'START TRANSACTION') {
      startPending = true;
      return Promise.resolve(nothing(useStructuredResult));
    }
    // Statements asked before the ROLLBACK in this turn are sent first, as they would have been.
    if (sql === 'ROLLBACK' && asked.length > 0) sendTurn();
    if ((sql === 'COMMIT' || sql === 'ROLLBACK') && asked.length === 0) {
      const queued = takeQueuedWrites(queryRunner.manager);
      // The queued writes were never sent: at ROLLBACK there is nothing of them to undo. Nothing
      // was sent at all: there is nothing to end.
      if ((sql === 'ROLLBACK' || queued.length === 0) && startPending) {
        startPending = false;
        return Promise.resolve(nothing(useStructuredResult));
      }
      if (sql === 'ROLLBACK') return send(sql, parameters, useStructuredResult);
      // A COMMIT with queued writes goes with them (and with START, if nothing was sent yet).
      return new Promise((resolve, reject) => void sendAsked([{ sql, parameters, useStructuredResult, resolve, reject }], queued));
    }
    return new Promise((resolve, reject) => {
      if (asked.length === 0) queueMicrotask(sendTurn);
      asked.push({ sql, parameters, useStructuredResult, resolve, reject });
    });
  };
  queryRunner.query = query as QueryRunner['query'];
  carryQueuedWrites(queryRunner);
}

/** One SELECT (no side effect: failing with another statement's error costs only a retry). */
function isOneRead(sql: string): boolean {
  return /^\s*SELECT\b/i.test(sql) && !sql.includes(';');
}

/** A statement asked of a query runner, waiting for the end of the turn (deferTransactionStart). */
interface Asked {
  sql: string;
  parameters: unknown[] | undefined;
  useStructuredResult: boolean | undefined;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

/** The QueryResult TypeORM's query runner answers with useStructuredResult, of a statement's raw result. */
function structured(raw: unknown): QueryResult {
  const result = new QueryResult();
  result.raw = raw;
  if (Array.isArray(raw)) result.records = raw;
  const affected = (raw as { affectedRows?: number } | null)?.affectedRows;
  if (affected !== undefined) result.affected = affected;
  return result;
}

/** The part of mysql2's callback pool that TypeORM's driver uses. */
interface MysqlPool {
  getConnection(cb: (err: Error | null, conn?: MysqlPoolConnection) => void): void;
}
interface MysqlPoolConnection {
  query(sql: unknown, values: unknown, cb: (err: (Error & { code?: string }) | null, ...rest: unknown[]) => void): unknown;
  release(): void;
  destroy(): void;
}

/** Thrown when no pooled connection could be had within timeouts.acquireMs. */
export class DbAcquireTimeout extends Error {
  readonly code = 'DB_ACQUIRE_TIMEOUT';
  constructor(ms: number) {
    super(`No database connection within ${ms} ms`);
    this.name = 'DbAcquireTimeout';
  }
}

const BOUNDED = Symbol('bounded');

/**
 * Runs `expire` once `ms` have passed, unless `settled()` by then. The verdict waits for the I/O
 * phase after the timer (setImmediate): when the event loop was blocked (CPU-bound work in the
 * same process) the answer may already sit in the socket, and it is then taken, not timed out.
 */
function deadline(ms: number, settled: () => boolean, expire: () => void): NodeJS.Timeout {
  return setTimeout(() => setImmediate(() => {
    if (!settled()) expire();
  }), ms);
}

/** Adds the acquire and statement timeouts (see DbTimeouts) to the pool TypeORM draws from. */
function boundPool(pool: MysqlPool, ds: AppDataSource): void {
  const getConnection = pool.getConnection.bind(pool);
  pool.getConnection = (cb) => {
    let done = false;
    const timer = deadline(ds.timeouts.acquireMs, () => done, () => {
      done = true;
      cb(new DbAcquireTimeout(ds.timeouts.acquireMs));
    });
    getConnection((err, conn) => {
      clearTimeout(timer);
      if (done) {
        // The caller has given up; the connection goes back for the next one.
        conn?.release();
        return;
      }
      done = true;
      if (conn !== undefined && !(conn as { [BOUNDED]?: true })[BOUNDED]) boundStatements(conn, ds);
      cb(err, conn);
    });
  };
}

/** A statement that ran past timeouts.queryMs; its connection has been destroyed. */
export class DbQueryTimeout extends Error {
  readonly code = 'PROTOCOL_SEQUENCE_TIMEOUT';
  readonly fatal = true;
  constructor(ms: number) {
    super(`The database did not answer within ${ms} ms`);
    this.name = 'DbQueryTimeout';
  }
}

function boundStatements(conn: MysqlPoolConnection, ds: AppDataSource): void {
  (conn as { [BOUNDED]?: true })[BOUNDED] = true;
  const query = conn.query.bind(conn);
  conn.query = (sql, values, cb) => {
    const ms = ds.queryTimeoutOn ? ds.timeouts.queryMs : 0;
    if (ms <= 0) return query(sql, values, cb);
    let settled = false;
    const timer = deadline(ms, () => settled, () => {
      settled = true;
      // The connection is dropped, not returned to the pool: its late answer would be read as
      // the answer to the next statement.
      conn.destroy();
      cb(new DbQueryTimeout(ms));
    });
    return query(sql, values, (err, ...rest) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      cb(err, ...rest);
    });
  };
}

async function isMariaDb(o: { host?: string; port?: number; username?: string; password?: string }, connectTimeout: number): Promise<boolean> {
  const conn = await createConnection({ host: o.host, port: o.port, user: o.username, password: o.password, connectTimeout });
  try {
    const [rows] = await conn.query<RowDataPacket[]>('SELECT VERSION() AS v');
    return /mariadb/i.test(String(rows[0]?.v ?? ''));
  } finally {
    await conn.end();
  }
}

type ConnectionOptions =
  | { type: 'better-sqlite3'; database: string }
  | {
      type: 'mysql';
      host: string;
      port: number;
      username: string;
      password: string;
      database: string;
      timezone: string;
      charset: string;
      multipleStatements: boolean;
    };

function connectionOptions(databaseUrl: string): ConnectionOptions {
  if (databaseUrl.startsWith('sqlite:')) {
    const database = databaseUrl.slice('sqlite:'.length);
    if (database === '') throw new Error('DATABASE_URL "sqlite:" needs a file path or ":memory:"');
    // better-sqlite3 creates the file but not its directory (the default lives under data/).
    if (database !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(database)), { recursive: true });
    return { type: 'better-sqlite3', database };
  }

  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new Error(`DATABASE_URL is not a valid URL (expected mysql://user:pass@host:port/db or sqlite:<path>)`);
  }
  if (url.protocol !== 'mysql:') {
    throw new Error(`DATABASE_URL scheme "${url.protocol}" is not supported (expected mysql: or sqlite:)`);
  }
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (database === '' || database.includes('/')) {
    throw new Error(`DATABASE_URL must name one database: mysql://user:pass@${url.host}/<database>`);
  }
  return {
    type: 'mysql',
    // new URL keeps the brackets of an IPv6 literal; mysql2 wants the bare address.
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port === '' ? 3306 : Number(url.port),
    username: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database,
    // Dates are stored and read as UTC whatever the server's or the process's time zone.
    timezone: 'Z',
    // utf8mb4: names are user text and may hold any Unicode character.
    charset: 'utf8mb4',
    // A transaction's writes go to the server as one query of several statements (src/data/
    // writeBatch.ts). Every value is a bound parameter, escaped by the driver, so no value can
    // add a statement of its own.
    multipleStatements: true,
  };
}

/** Applies pending migrations; returns the names of those applied. */
export async function runMigrations(ds: DataSource): Promise<string[]> {
  // 'each': on SQLite a failed migration leaves the earlier ones applied rather than
  // rolling back work that succeeded (MySQL commits DDL implicitly in any case).
  // A migration may rebuild a large table: no statement timeout while they run.
  const app = ds instanceof AppDataSource ? ds : null;
  if (app) app.queryTimeoutOn = false;
  try {
    const applied = await ds.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    if (app) app.queryTimeoutOn = true;
  }
}

export async function hasPendingMigrations(ds: DataSource): Promise<boolean> {
  return ds.showMigrations();
}
