import { createApp } from '../api/app';
import { listen, type RunningServer } from '../api/server';
import { jobDefinitions } from '../jobs/jobTypes';
import { startOutboxRelay } from '../jobs/outboxRelay';
import { observeQueueDepth } from '../metrics';
import type { Runtime } from './runtime';

export interface Stoppable {
  close(timeoutMs: number): Promise<void>;
}

/**
 * The HTTP side: what `npm run start:api` runs, and half of `npm start`. It runs an outbox relay
 * too, nudged after each commit that recorded work (src/domain/outbox.ts `onWorkRecorded`), so
 * queued work reaches Redis without waiting for a poll; the relay's polling also sends what was
 * accepted while Redis was down.
 */
export async function startApi(rt: Runtime): Promise<RunningServer & Stoppable> {
  const definitions = jobDefinitions(rt.config);
  const relay = startOutboxRelay({ db: rt.db, redisUrl: rt.config.redisUrl, log: rt.log, prefix: rt.config.queuePrefix, definitions });
  // The queues' depths are read from Redis at each scrape, so the API reports them whichever
  // process runs the workers (src/metrics.ts, the queue_jobs gauge).
  observeQueueDepth(rt.redis, rt.config.queuePrefix, Object.keys(definitions));
  const app = await createApp(rt);
  const server = await listen(app, rt.config.port, rt.config.host, rt.log, { requestTimeoutMs: rt.config.requestTimeoutMs });
  return {
    ...server,
    close: async (timeoutMs: number) => {
      await server.close(timeoutMs);
      await relay.close();
    },
  };
}
