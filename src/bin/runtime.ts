import { loadConfig, ConfigError, redactUrl, type Config } from '../config';
import { createLogger, type Logger } from '../log';
import { createDataSource, hasPendingMigrations, runMigrations, type Database } from '../data/dataSource';
import { closeRedis, createRedis } from '../redis';
import { createStorage } from '../storage';
import { setUnitOfWorkLogger } from '../domain/unitOfWork';
import { oneLine, requireRedis, StartupError } from './startupChecks';
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

/** Opens the database, or throws a StartupError naming it (password redacted) and the reason. */
export async function openDatabase(config: Config): Promise<Database> {
  let db: Database;
  try {
    db = createDataSource(config.databaseUrl, { timeouts: config.dbTimeouts });
    await db.initialize();
  } catch (err) {
    throw new StartupError(`Cannot connect to the database at ${redactUrl(config.databaseUrl)}: ${oneLine(err)}`);
  }
  return db;
}

/**
 * The database (migrations applied or checked) and Redis of an entry point. Either one missing or
 * unreachable at start is a StartupError (one line, exit 1 through `fatal`): a process that came
 * up without them would look alive and do nothing. Redis lost later is reconnected to instead.
 */
export async function openRuntime(config: Config, role: string, migrations: 'apply' | 'require-current'): Promise<Runtime> {
  const log = createLogger(config.logLevel, { role });
  const db = await openDatabase(config);
  try {
    if (migrations === 'apply') {
      const applied = await runMigrations(db);
      if (applied.length > 0) log.info('migrations applied', { migrations: applied });
    } else if (await hasPendingMigrations(db)) {
      throw new StartupError('The database has pending migrations: run `npm run migrate` first');
    }
    await requireRedis(config.redisUrl);
  } catch (err) {
    await db.destroy().catch((closeErr: unknown) => log.debug('database not closed after the failed start', { err: closeErr }));
    throw err;
  }
  const redis = createRedis(config.redisUrl, log);
  // What fails after a commit (src/domain/unitOfWork.ts) is logged with the process's role.
  setUnitOfWorkLogger(db, log);
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

/** The end of a start that failed: one line on stderr (no stack), exit 1. */
export function fatal(err: unknown): never {
  process.stderr.write(`${oneLine(err)}\n`);
  process.exit(1);
}
