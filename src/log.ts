/**
 * One JSON object per line on stdout. Callers pass structured fields; secrets (API keys,
 * webhook secrets) are never given to the logger, and `redact` strips the usual header names
 * in case a whole header object is ever logged by mistake.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

const SECRET_FIELDS = new Set(['x-api-key', 'authorization', 'apikey', 'apiKey', 'secret', 'password']);

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

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
 * The default sink: lines of one turn of the event loop go to stdout in one write, after the
 * turn. A write to a pipe or a file is synchronous in Node on Linux, so one write per log line
 * (one per request) cost the API a system call each time, and blocked it whenever the reader of
 * the pipe fell behind (bench:api, README "Benchmarks"). Lines are never dropped: whatever is
 * waiting is written on exit, including process.exit() after a fatal error.
 */
export function writeLogLine(line: string): void {
  pending.push(line + '\n');
  if (flushScheduled) return;
  flushScheduled = true;
  setImmediate(flushLog);
}
process.on('exit', flushLog);

export function createLogger(
  level: LogLevel = 'info',
  base: Record<string, unknown> = {},
  write: (line: string) => void = writeLogLine,
): Logger {
  const emit = (lvl: Exclude<LogLevel, 'silent'>, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] < ORDER[level]) return;
    write(JSON.stringify({ level: lvl, time: new Date().toISOString(), ...base, msg, ...redact(fields ?? {}) }));
  };
  return {
    debug: (m, f) => emit('debug', m, f),
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
    child: (fields) => createLogger(level, { ...base, ...fields }, write),
  };
}

function redact(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) {
    if (SECRET_FIELDS.has(k)) out[k] = '[redacted]';
    else if (v instanceof Error) out[k] = { name: v.name, message: v.message };
    else out[k] = v;
  }
  return out;
}
