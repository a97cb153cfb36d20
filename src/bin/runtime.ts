import { loadConfig, ConfigError, redactUrl, type Config } from '../config';
import { createLogger, type Logger } from '../log';
import { createDataSource, hasPendingMigrations, runMigrations } from '../data/dataSource';
import { closeRedis, createRedis } from '../redis';
import { createStorage } from '../storage';
import type { Runtime } from '../runtime';

export type { Runtime };

/** Reads and validates the configuration, or exits with a clear message (decision "Processes and configuration"). */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(err.message + '\n');
      process.exit(1);
    }
    throw err;
  }
}

export async function openRuntime(config: Config, role: string, migrations: 'apply' | 'require-current'): Promise<Runtime> {
  const log = createLogger(config.logLevel, { role });
  const db = createDataSource(config.databaseUrl, { timeouts: config.dbTimeouts });
  try {
    await db.initialize();
  } catch (err) {
    throw new Error(`Cannot connect to the database at ${redactUrl(config.databaseUrl)}: ${(err as Error).message}`);
  }
  if (migrations === 'apply') {
    const applied = await runMigrations(db);
    if (applied.length > 0) log.info('migrations applied', { migrations: applied });
  } else if (await hasPendingMigrations(db)) {
    await db.destroy();
    throw new Error('The database has pending migrations: run `npm run migrate` first');
  }
  const redis = createRedis(config.redisUrl, log);
  return {
    config,
    log,
    db,
    redis,
    storage: createStorage(config.storageDir),
    close: async () => {
      closeRedis(redis);
      await db.destroy();
    },
  };
}

/**
 * A second signal this soon after the first is the same stop relayed: `npm run` forwards the
 * signal it receives to the service, so a signal to the whole process group (Ctrl-C, `kill --
 * -pgid`, a supervisor) arrives twice within milliseconds. Treating the copy as "stop now" would
 * cut the in-flight requests the first one is letting finish.
 */
export const RELAYED_SIGNAL_WINDOW_MS = 2000;

/**
 * Runs `stop` once on SIGTERM or SIGINT, then exits (1 if stopping failed). A job cut at the
 * shutdown timeout stays active in Redis, and the stall check of the next worker retries it. A
 * repeated signal within RELAYED_SIGNAL_WINDOW_MS is ignored; a later one exits at once.
 */
export function onShutdownSignal(log: Logger, stop: () => Promise<void>): void {
  let firstAt: number | null = null;
  const handler = (signal: string) => {
    if (firstAt !== null) {
      if (Date.now() - firstAt < RELAYED_SIGNAL_WINDOW_MS) {
        log.info('signal repeated while shutting down; still finishing in-flight work', { signal });
        return;
      }
      log.warn('second signal: exiting now', { signal });
      process.exit(1);
    }
    firstAt = Date.now();
    log.info('shutting down', { signal });
    stop()
      .then(() => {
        log.info('stopped');
        process.exit(0);
      })
      .catch((err) => {
        log.error('shutdown failed', { err });
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => handler('SIGTERM'));
  process.on('SIGINT', () => handler('SIGINT'));
}

export function fatal(err: unknown): never {
  process.stderr.write(`${(err as Error)?.message ?? String(err)}\n`);
  process.exit(1);
}
