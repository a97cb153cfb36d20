import pino, { type DestinationStream, type Logger as PinoLogger } from 'pino';

/**
 * Logs are pino's: one JSON object per line on stdout, `level` as its name ("info"), `time` as an
 * ISO string, the logger's bindings (`role`, `requestId`, ...), the caller's fields and `msg`.
 *
 * Secrets (API keys, webhook secrets) are never given to the logger; pino's `redact` replaces the
 * usual secret fields and headers anyway (REDACT_PATHS), in case a whole object is ever logged by mistake
 * (decision "Logging and metrics"). An Error under `err` (or `error`, `cause`) is written with its
 * type, message, stack and cause chain (pino's err serializer), so a failure keeps its evidence;
 * a known condition (an outage, an unreadable document) without the stack (errorField).
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

/** Field names whose values are secrets. */
const SECRET_FIELDS = ['apiKey', 'apikey', 'api_key', 'secret', 'webhookSecret', 'password', 'token', 'authorization', 'cookie', 'set-cookie', 'x-api-key'];
/** Objects that may be logged whole and hold such fields (a request's headers, a webhook target). */
const SECRET_HOLDERS = ['headers', 'req.headers', 'res.headers', 'request.headers', 'response.headers', 'target', 'config', 'webhook', 'webhookConfig', 'auth', 'body', 'options'];

const pathOf = (holder: string | null, field: string) => {
  const key = /^[A-Za-z_$][\w$]*$/.test(field) ? field : `["${field}"]`;
  return holder === null ? key : key.startsWith('[') ? `${holder}${key}` : `${holder}.${key}`;
};

/**
 * pino's redact paths: each secret field at the top of a line, and inside each object that may be
 * logged whole. Explicit paths, not `*.field` wildcards: a wildcard makes redaction visit every
 * field of every line, which made a request line about eight times as costly (measured: about
 * 110 µs against 14 µs per line).
 */
export const REDACT_PATHS = [null, ...SECRET_HOLDERS].flatMap((holder) => SECRET_FIELDS.map((field) => pathOf(holder, field)));

export const REDACTED = '[redacted]';

let pending: string[] = [];
let flushScheduled = false;

/** Writes the lines waiting for the batch, in one write. */
export function flushLog(): void {
  flushScheduled = false;
  if (pending.length === 0) return;
  const chunk = pending.join('');
  pending = [];
  process.stdout.write(chunk);
}

/**
 * The default destination: lines of one turn of the event loop go to stdout in one write, after
 * the turn. A write to a pipe or a file is synchronous in Node on Linux, so one write per log line
 * (one per request) cost the API a system call each time, and blocked it whenever the reader of
 * the pipe fell behind (bench:api, README "Benchmarks"). Lines are never dropped: whatever is
 * waiting is written on exit, including process.exit() after a fatal error.
 */
export function writeLogLine(line: string): void {
  pending.push(line.endsWith('\n') ? line : line + '\n');
  if (flushScheduled) return;
  flushScheduled = true;
  setImmediate(flushLog);
}
process.on('exit', flushLog);

const serializeErr = pino.stdSerializers.errWithCause;

/** Codes and names of errors that say a dependency (Redis, the database, a receiver) is unreachable. */
const OUTAGE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'CONNECTION_BROKEN', 'UNCERTAIN_STATE', 'NR_CLOSED', 'PROTOCOL_CONNECTION_LOST']);
const OUTAGE_NAMES = new Set(['AbortError', 'ClientClosedError', 'ClientOfflineError', 'ConnectionTimeoutError', 'SocketClosedUnexpectedlyError', 'SocketTimeoutError']);

/**
 * A known condition rather than a fault: an unreachable dependency (an outage, logged once with
 * its reason by whoever meets it), or an error that says itself that its stack adds nothing
 * (`logStack: false`, as a document the engines cannot read).
 */
function isKnownCondition(err: Error & { code?: unknown; logStack?: unknown }): boolean {
  return err.logStack === false || (typeof err.code === 'string' && OUTAGE_CODES.has(err.code)) || OUTAGE_NAMES.has(err.name);
}

type SerializedError = Record<string, unknown>;

function withoutStacks(e: SerializedError): SerializedError {
  const { stack: _stack, ...rest } = e;
  const cause = rest.cause;
  return cause !== null && typeof cause === 'object' ? { ...rest, cause: withoutStacks(cause as SerializedError) } : (rest as SerializedError);
}

/**
 * A logged Error becomes {type, message, stack, cause, ...its own fields}: a fault keeps its
 * evidence. A known condition (isKnownCondition) keeps type, code, message and cause but no
 * stack, so an outage or an unreadable document is one clear line. Anything else stays.
 */
function errorField(value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  const serialized = serializeErr(value) as unknown as SerializedError;
  return isKnownCondition(value) ? withoutStacks(serialized) : serialized;
}

/**
 * A logger at `level` with `base` fields on every line. `write` receives each line without its
 * newline (tests collect them); stdout in batches unless given.
 */
export function createLogger(level: LogLevel = 'info', base: Record<string, unknown> = {}, write: (line: string) => void = writeLogLine): Logger {
  const destination: DestinationStream = {
    write: write === writeLogLine ? writeLogLine : (line: string) => write(line.endsWith('\n') ? line.slice(0, -1) : line),
  };
  const root = pino(
    {
      level,
      // No pid/hostname: the lines carry what they carried before (role, requestId, ...).
      base: null,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      messageKey: 'msg',
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      serializers: { err: errorField, error: errorField, cause: errorField },
    },
    destination,
  );
  return wrap(Object.keys(base).length > 0 ? root.child(base) : root);
}

function wrap(p: PinoLogger): Logger {
  return {
    debug: (msg, fields) => (fields === undefined ? p.debug(msg) : p.debug(fields, msg)),
    info: (msg, fields) => (fields === undefined ? p.info(msg) : p.info(fields, msg)),
    warn: (msg, fields) => (fields === undefined ? p.warn(msg) : p.warn(fields, msg)),
    error: (msg, fields) => (fields === undefined ? p.error(msg) : p.error(fields, msg)),
    child: (fields) => wrap(p.child(fields)),
  };
}
