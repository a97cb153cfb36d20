import 'reflect-metadata';
import { EMBEDDED_REDIS_DIR } from '../config';
import { provisionFirstStart } from '../domain/firstStart';
import { startEmbeddedRedis, type EmbeddedRedis } from './embeddedRedis';
import { printStartBanner } from './startBanner';
import { configOrExit, fatal, onShutdownSignal, openRuntime } from './runtime';
import { startApi } from './services';

/**
 * `npm start`: API and worker in one process for a single machine; applies pending migrations
 * (decision "Processes and configuration"). Without REDIS_URL it runs a private redis-server
 * (src/bin/embeddedRedis.ts); without DATABASE_URL (the embedded SQLite default) its first start
 * creates an organization with a partner and an operator key and prints them once (README "Two
 * commands").
 */
async function main(): Promise<void> {
  let config = configOrExit();
  let embeddedRedis: EmbeddedRedis | null = null;
  if (!config.redisUrlConfigured) {
    embeddedRedis = await startEmbeddedRedis(EMBEDDED_REDIS_DIR);
    config = { ...config, redisUrl: embeddedRedis.url };
  }
  const rt = await openRuntime(config, 'all', 'apply');
  let stopping = false;
  if (embeddedRedis) {
    const { pid, port, dir } = embeddedRedis;
    rt.log.info('private redis-server started', { pid, port, dir });
    // The service keeps running and answers 503 where it needs Redis (src/redis.ts); the log says why.
    void embeddedRedis.exited.then(() => {
      if (!stopping) rt.log.error('private redis-server exited; restart the service', { pid, log: `${dir}/redis-server.log` });
    });
  }
  const firstStart = config.databaseUrlConfigured ? null : await provisionFirstStart(rt.db);
  const server = await startApi(rt);
  // Loaded once the API listens: the workers' modules (engines, reports) take a second or more
  // to load, which /healthz need not wait for (bench:api, start-up).
  const { startWorker } = require('./workerService') as typeof import('./workerService');
  const workers = startWorker(rt);
  if (!config.databaseUrlConfigured || embeddedRedis) {
    // After the log lines of this turn (written in a batch after it), so the banner comes last.
    const banner = { config, port: server.port, embeddedRedis, firstStart };
    setImmediate(() => printStartBanner(banner));
  }
  onShutdownSignal(rt.log, async () => {
    stopping = true;
    await server.close(config.shutdownTimeoutMs);
    await workers.close(config.shutdownTimeoutMs);
    await rt.close();
    // Last: the queues and the API's clients needed it until now.
    await embeddedRedis?.stop();
    if (embeddedRedis) rt.log.info('private redis-server stopped', { pid: embeddedRedis.pid });
  });
}

main().catch(fatal);
