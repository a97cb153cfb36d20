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
