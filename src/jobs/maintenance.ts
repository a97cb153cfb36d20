import type { Db } from '../data/repositories/organizations';
import { purgeExpired, type RetentionPolicy } from '../domain/maintenance';
import type { Logger } from '../log';

export interface PurgeSchedule {
  /** Stops the schedule and waits for the run in progress. */
  close(): Promise<void>;
  /** Runs the purges now (tests, and the first run at start). */
  runNow(): Promise<void>;
}

/**
 * Runs the purges of src/domain/maintenance.ts at start and every `intervalMs` in the worker. Every
 * worker process runs them; two running at once delete disjoint or already deleted rows, which
 * is harmless. A failed run (the database away) is logged and the next one tries again.
 */
export function schedulePurges(db: Db, policy: RetentionPolicy & { intervalMs: number }, log: Logger): PurgeSchedule {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let closed = false;

  const runNow = (): Promise<void> => {
    if (running !== null) return running;
    const started = Date.now();
    running = purgeExpired(db, { pauseMs: 50, ...policy, stopped: () => closed })
      .then((counts) => {
        const total = Object.values(counts).reduce((a, b) => a + b, 0);
        if (total > 0) log.info('purged rows past their retention', { ...counts, ms: Date.now() - started });
      })
      .catch((err: unknown) => log.warn('purge failed; the next run tries again', { err }))
      .finally(() => {
        running = null;
      });
    return running;
  };

  const schedule = () => {
    if (closed) return;
    timer = setTimeout(() => {
      void runNow().then(schedule);
    }, policy.intervalMs);
    timer.unref();
  };

  void runNow().then(schedule);

  return {
    runNow,
    async close() {
      closed = true;
      if (timer !== null) clearTimeout(timer);
      await running;
    },
  };
}
