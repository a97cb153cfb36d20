import { createApp } from '../api/app';
import { listen, type RunningServer } from '../api/server';
import { startWorkers, type RunningWorkers } from '../jobs/queues';
import { jobTypes } from '../jobs/registry';
import type { Runtime } from './runtime';

/** The HTTP side: what `npm run start:api` runs, and half of `npm start`. */
export async function startApi(rt: Runtime): Promise<RunningServer> {
  const app = await createApp(rt);
  return listen(app, rt.config.port, rt.config.host, rt.log);
}

/** The queue side: what `npm run start:worker` runs, and the other half of `npm start`. */
export function startWorker(rt: Runtime): RunningWorkers {
  return startWorkers(jobTypes(rt), { redisUrl: rt.config.redisUrl, isWorker: true }, rt.log);
}
