/**
 * Driver errors the domain reacts to, recognised here so that no layer above needs to know
 * driver error codes. TypeORM's QueryFailedError copies the driver error's fields onto itself
 * and keeps it as `driverError`; both are looked at.
 */

interface DriverErrorFields {
  code?: unknown;
  errno?: unknown;
  driverError?: { code?: unknown; errno?: unknown };
}

function codes(err: unknown): { code: string; errno: number } {
  if (typeof err !== 'object' || err === null) return { code: '', errno: 0 };
  const e = err as DriverErrorFields;
  const code = String(e.driverError?.code ?? e.code ?? '');
  const errno = Number(e.driverError?.errno ?? e.errno ?? 0);
  return { code, errno };
}

/** A unique index or primary key refused the row (MySQL/MariaDB 1062, SQLite UNIQUE/PRIMARYKEY). */
export function isUniqueViolation(err: unknown): boolean {
  const { code, errno } = codes(err);
  return code === 'ER_DUP_ENTRY' || errno === 1062 || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * A foreign key refused the change: the row is still referenced (MySQL/MariaDB 1451) or the row it
 * references is gone (1452); SQLite reports both as SQLITE_CONSTRAINT_FOREIGNKEY.
 */
export function isForeignKeyViolation(err: unknown): boolean {
  const { code, errno } = codes(err);
  return code === 'ER_ROW_IS_REFERENCED_2' || errno === 1451 || code === 'ER_NO_REFERENCED_ROW_2' || errno === 1452 || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/**
 * The transaction lost a lock conflict and was rolled back, and running it again may succeed:
 * a deadlock (1213) or lock wait timeout (1205) on MySQL/MariaDB, a busy database on SQLite.
 */
export function isTransientConflict(err: unknown): boolean {
  const { code, errno } = codes(err);
  return (
    code === 'ER_LOCK_DEADLOCK' ||
    errno === 1213 ||
    code === 'ER_LOCK_WAIT_TIMEOUT' ||
    errno === 1205 ||
    code === 'SQLITE_BUSY' ||
    code === 'SQLITE_BUSY_SNAPSHOT'
  );
}

/** Error codes of a database that cannot be reached or stopped answering (mysql2 and Node's net). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT',
  // Raised by the pool bound in ./dataSource (DbAcquireTimeout).
  'DB_ACQUIRE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_SERVER_OFFLINE_MODE',
]);
/** Too many connections, shutdown in progress, query interrupted by the shutdown, server gone or lost. */
const UNAVAILABLE_ERRNOS = new Set([1040, 1053, 1317, 2002, 2003, 2006, 2013]);

/**
 * The database did not answer: it refused the connection, the connection broke, or a connect, pool
 * or statement timeout ran out (./dataSource DbTimeouts). Nothing is wrong with the request: the
 * same request may succeed once the database is back, so the API answers 503 and a worker waits
 * and repeats the job (the "database outage" rule in README.md).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, errno } = codes(err);
  if (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_ERRNOS.has(errno)) return true;
  // mysql2 marks errors that broke the connection as fatal (some carry no code, e.g. "Can't add
  // new command when connection is in closed state").
  const e = err as { fatal?: unknown; driverError?: { fatal?: unknown } };
  return e.fatal === true || e.driverError?.fatal === true;
}
