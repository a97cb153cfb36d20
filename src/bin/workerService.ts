import { startWorkers } from '../jobs/queues';
import { jobDefinitions } from '../jobs/jobTypes';
import { jobTypes } from '../jobs/registry';
import { startOutboxRelay } from '../jobs/outboxRelay';
import { startLostWorkSweep } from '../jobs/lostWorkSweep';
import { schedulePurges } from '../jobs/maintenance';
import { observeQueueDepth } from '../metrics';
import type { Runtime } from './runtime';
import type { Stoppable } from './services';

/*
 * Apart from services.ts (the HTTP side) so that `npm start` can answer /healthz before it loads
 * the processing engines the workers run (src/bin/all.ts), and `start:api` never loads them.
 */

/** bee-queue's default stall interval, which the workers here use (src/jobs/queues.ts). */
const STALL_INTERVAL_MS = 5000;

/**
 * The queue side: what `npm run start:worker` runs, and the other half of `npm start`. With the
 * workers runs the lost-work sweep (src/jobs/lostWorkSweep.ts), which puts back the jobs Redis
 * lost with its data; its grace outlasts three stall intervals, so a job still running when Redis
 * lost it has renewed its running marker by then.
 */
export function startWorker(rt: Runtime): Stoppable {
  const definitions = jobDefinitions(rt.config);
  observeQueueDepth(rt.redis, rt.config.queuePrefix, Object.keys(definitions));
  const relay = startOutboxRelay({ db: rt.db, redisUrl: rt.config.redisUrl, log: rt.log, prefix: rt.config.queuePrefix, definitions });
  // A stage that recorded work (the fan-out) nudges the relay by itself (src/domain/outbox.ts), so
  // the next stages start at once.
  const workers = startWorkers(
    jobTypes(rt),
    { redisUrl: rt.config.redisUrl, isWorker: true, prefix: rt.config.queuePrefix, stallIntervalMs: STALL_INTERVAL_MS },
    rt.log,
  );
  const sweep = startLostWorkSweep({
    db: rt.db,
    redisUrl: rt.config.redisUrl,
    log: rt.log,
    prefix: rt.config.queuePrefix,
    intervalMs: rt.config.lostWorkSweepMs,
    graceMs: Math.max(rt.config.lostWorkSweepMs, 3 * STALL_INTERVAL_MS),
    definitions,
  });
  // Bounded tables: README "Housekeeping".
  const purges = schedulePurges(rt.db, { retentionDays: rt.config.retentionDays, batchSize: rt.config.purgeBatchSize, intervalMs: rt.config.purgeIntervalMs }, rt.log);
  return {
    close: async (timeoutMs: number) => {
      await purges.close();
      await sweep.close();
      await workers.close(timeoutMs);
      await relay.close();
    },
  };
}
