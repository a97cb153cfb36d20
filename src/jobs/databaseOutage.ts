import { isDatabaseUnavailable } from '../domain/errors';
import type { Db } from '../data/repositories/organizations';
import type { Logger } from '../log';
import type { JobMeta, JobType } from './queues';

/*
 * The database outage rule for workers (README "Database outages"): a job attempt that failed
 * because the database was unreachable is not the job's fault and does not count as an attempt.
 * The worker waits until the database answers again and runs the attempt again, within the job's
 * own timeout; if the timeout runs out first, the attempt is handed back to bee-queue marked
 * `uncounted`, and the queue retries it without spending one of the job's retries
 * (src/jobs/queues.ts). Processors therefore never end a stage or a delivery as failed because of
 * an outage (they rethrow such errors even on their last attempt).
 */

/** Thrown when the job's time ran out while the database was still away. */
export class DatabaseStillUnavailable extends Error {
  /** Read by startWorkers: this attempt does not count against the job's retries. */
  readonly uncounted = true;
  constructor(cause: unknown) {
    super(`the database is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'DatabaseStillUnavailable';
  }
}

export interface DatabaseGate {
  /** Resolves true once the database answers, false if `deadline` (epoch ms) comes first. */
  waitUntilAvailable(deadline: number): Promise<boolean>;
}

/**
 * One probe loop per process however many jobs wait: `SELECT 1` every `probeMs` until it answers.
 * Logs the outage once when it starts and once when it ends.
 */
export function databaseGate(db: Db, log: Logger, probeMs = 1000): DatabaseGate {
  let probing: Promise<void> | null = null;

  function available(): Promise<void> {
    if (probing !== null) return probing;
    log.warn('database unavailable: jobs wait for it');
    const started = Date.now();
    probing = (async () => {
      for (;;) {
        try {
          await db.query('SELECT 1');
          log.info('database available again: waiting jobs continue', { waitedMs: Date.now() - started });
          return;
        } catch (err) {
          log.debug('database still unavailable', { err });
          // A closed DataSource (the process is stopping) will never answer: stop probing.
          if (!('isInitialized' in db ? db.isInitialized : db.connection.isInitialized)) return;
          await new Promise((resolve) => setTimeout(resolve, probeMs));
        }
      }
    })().finally(() => {
      probing = null;
    });
    return probing;
  }

  return {
    async waitUntilAvailable(deadline) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), left);
      });
      try {
        return await Promise.race([available().then(() => true), timedOut]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** How much of the job's timeout is kept back so the wrapper answers before bee-queue's own timer. */
function marginMs(timeoutMs: number): number {
  return Math.min(10_000, Math.max(500, Math.round(timeoutMs * 0.1)));
}

/** Wraps a job type so that a database outage pauses its attempt instead of failing it (see above). */
export function pausedDuringDatabaseOutage<P>(type: JobType<P>, gate: DatabaseGate): JobType<P> {
  return {
    ...type,
    process: async (payload: P, meta: JobMeta) => {
      const started = Date.now();
      const deadline = started + meta.timeoutMs - marginMs(meta.timeoutMs);
      for (;;) {
        // The attempt gets what is left of the job's timeout, so its own deadline stays inside bee-queue's.
        const left = meta.timeoutMs - (Date.now() - started);
        try {
          return await type.process(payload, { ...meta, timeoutMs: left });
        } catch (err) {
          if (!isDatabaseUnavailable(err)) throw err;
          if (!(await gate.waitUntilAvailable(deadline))) throw new DatabaseStillUnavailable(err);
        }
      }
    },
  };
}
