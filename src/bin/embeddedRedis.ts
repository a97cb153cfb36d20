import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { probeRedis, StartupError } from './startupChecks';

/*
 * The private Redis of the embedded default (README "Two commands"): `npm start` with no
 * REDIS_URL runs its own redis-server, bound to 127.0.0.1 on a free port, its data (append-only
 * file) under data/redis so queued work survives a restart like the SQLite file beside it.
 *
 * It must never outlive the service, even one killed with SIGKILL: redis-server cannot watch its
 * parent, so it runs under a small POSIX shell whose stdin is a pipe from the service. The pipe
 * is the lifeline: when it closes (a clean stop closes it; the kernel closes it when the service
 * dies, however it dies) the shell's reader sees end-of-file and stops redis-server with SIGTERM
 * (it writes its data out first). The shell exits when redis-server does, for whatever reason, so
 * the service sees a redis-server that died at once. The shell runs in its own process group, so
 * a Ctrl-C meant for the service does not stop Redis under the service's own graceful shutdown.
 */

export const REDIS_INSTALL_HELP = [
  'No redis-server found on PATH. `npm start` without REDIS_URL runs a private Redis and needs the binary:',
  'install it (Debian/Ubuntu: `sudo apt-get install redis-server`; macOS: `brew install redis`),',
  'or run one with Docker (`docker run -p 6379:6379 redis:7`) and set REDIS_URL=redis://127.0.0.1:6379.',
].join(' ');

const LIFELINE_SCRIPT = [
  // The lifeline, kept as fd 3: a background job's stdin would otherwise be /dev/null (POSIX).
  'exec 3<&0',
  '"$0" "$@" </dev/null 3<&- &',
  'redis=$!',
  // The reader blocks until the service closes the pipe or dies.
  '{ while read -r _; do :; done; kill -TERM "$redis" 2>/dev/null; } <&3 &',
  'reader=$!',
  'exec 3<&-',
  'wait "$redis"',
  'status=$?',
  'kill "$reader" 2>/dev/null',
  'exit "$status"',
].join('\n');

export interface EmbeddedRedis {
  url: string;
  port: number;
  /** The redis-server process. */
  pid: number;
  /** The shell that stops redis-server when the service's pipe closes. */
  guardianPid: number;
  dir: string;
  /** Settles when redis-server has exited: after stop(), or on its own (a crash). */
  exited: Promise<void>;
  /** Stops redis-server (it writes its data first) and waits until it has exited. */
  stop(): Promise<void>;
}

/** The redis-server executable on PATH, or null. */
export function findRedisServer(envPath: string | undefined = process.env.PATH): string | null {
  for (const dir of (envPath ?? '').split(path.delimiter)) {
    if (dir === '') continue;
    const candidate = path.join(dir, 'redis-server');
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // evidence: no executable redis-server in this PATH entry; the next is tried, and null says that none had one.
    }
  }
  return null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function tail(file: string, lines = 5): string {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join(' | ');
  } catch {
    // evidence: no log file (redis-server stopped before writing one); the caller then reports its own reason.
    return '';
  }
}

/**
 * Starts the private redis-server with its data under `dataDir` and resolves once it answers
 * PING; throws a StartupError (one line for the operator) when there is no binary or it does not
 * come up.
 */
export async function startEmbeddedRedis(dataDir: string, opts: { startTimeoutMs?: number } = {}): Promise<EmbeddedRedis> {
  const binary = findRedisServer();
  if (binary === null) throw new StartupError(REDIS_INSTALL_HELP);
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  refuseWhileAnotherRuns(dir);
  const logFile = path.join(dir, 'redis-server.log');
  // A port taken between the probe and redis-server's bind is the one race here: try again.
  let lastError = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const started = await startOn(binary, dir, logFile, port, opts.startTimeoutMs ?? 15_000);
    if ('redis' in started) return started.redis;
    lastError = started.error;
  }
  throw new StartupError(`The private redis-server did not start (${binary}, data in ${dir}): ${lastError}`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Two redis-servers appending to one append-only file would corrupt it: a second `npm start` in
 * the same directory stops here. redis-server removes its pid file when it stops; one left by a
 * redis-server that was killed names a process that no longer exists.
 */
function refuseWhileAnotherRuns(dir: string): void {
  const pidFile = path.join(dir, 'redis-server.pid');
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
  } catch {
    // evidence: no pid file is the usual answer: no earlier redis-server in this directory to refuse.
    return;
  }
  if (Number.isInteger(pid) && pid > 0 && alive(pid)) {
    throw new StartupError(
      `Another \`npm start\` is running in this directory: its private redis-server (pid ${pid}) uses ${dir}. Stop it first, or give this one REDIS_URL and DATABASE_URL of its own.`,
    );
  }
}

async function startOn(
  binary: string,
  dir: string,
  logFile: string,
  port: number,
  timeoutMs: number,
): Promise<{ redis: EmbeddedRedis } | { error: string }> {
  fs.rmSync(path.join(dir, 'redis-server.pid'), { force: true });
  const args = [
    '--bind', '127.0.0.1',
    '--port', String(port),
    '--protected-mode', 'yes',
    '--dir', dir,
    // The append-only file is the data; no RDB snapshots, whose failure to write (a full disk, a
    // removed directory) would make redis-server refuse to stop on SIGTERM.
    '--appendonly', 'yes',
    '--appendfsync', 'everysec',
    '--save', '',
    '--daemonize', 'no',
    '--pidfile', path.join(dir, 'redis-server.pid'),
    '--logfile', logFile,
  ];
  const guardian: ChildProcess = spawn('/bin/sh', ['-c', LIFELINE_SCRIPT, binary, ...args], {
    stdio: ['pipe', 'ignore', 'ignore'],
    detached: true,
  });
  // The service writes nothing to the pipe; an EPIPE after the shell is gone is of no interest.
  guardian.stdin!.on('error', () => {});
  const exited = new Promise<void>((resolve) => {
    if (guardian.exitCode !== null || guardian.signalCode !== null) resolve();
    else guardian.once('exit', () => resolve());
  });
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let ready = false;
  while (Date.now() < deadline && guardian.exitCode === null && guardian.signalCode === null) {
    try {
      await probeRedis(url, 1000);
      ready = true;
      break;
    } catch {
      // evidence: refused while redis-server is still starting; if it never answers, its log's tail is the error returned below.
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const stop = async () => {
    guardian.stdin!.end();
    await exited;
  };
  if (!ready) {
    await stop();
    return { error: tail(logFile) || 'it did not answer PING' };
  }
  // redis-server writes its pid file while it starts; it answers PING only after that.
  const pid = Number(fs.readFileSync(path.join(dir, 'redis-server.pid'), 'utf8').trim());
  return { redis: { url, port, pid, guardianPid: guardian.pid!, dir, exited, stop } };
}
