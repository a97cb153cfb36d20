import 'reflect-metadata';
import { createDataSource } from '../../src/data/dataSource';
import { startOutboxRelay } from '../../src/jobs/outboxRelay';
import { startWorkers } from '../../src/jobs/queues';
import { jobTypes } from '../../src/jobs/registry';
import { createLogger } from '../../src/log';
import { createStorage } from '../../src/storage';
import { testEngines } from './engines';
import { testConfig } from './env';
import { fastDefinitions } from './pipeline';

/*
 * A worker process for tests that kill one (test/integration/processingKill.test.ts): the real
 * outbox relay and workers of src/jobs, with the test engines. Configured by the environment:
 * DATABASE_URL, REDIS_URL, STORAGE_DIR, QUEUE_PREFIX, STALL_INTERVAL_MS, and the WEBHOOK_* settings
 * (test/integration/webhookDelivery.test.ts runs it with NODE_EXTRA_CA_CERTS). Logs JSON lines on
 * stdout; `{"msg":"worker ready"}` once it takes jobs.
 */
async function main(): Promise<void> {
  const env = (name: string): string => {
    const v = process.env[name];
    if (v === undefined || v === '') throw new Error(`${name} is required`);
    return v;
  };
  const redisUrl = env('REDIS_URL');
  const prefix = env('QUEUE_PREFIX');
  const stallIntervalMs = Number(env('STALL_INTERVAL_MS'));
  const log = createLogger((process.env.WORKER_LOG_LEVEL as 'debug' | undefined) ?? 'debug', { pid: process.pid });
  const db = createDataSource(env('DATABASE_URL'));
  await db.initialize();
  const storage = createStorage(env('STORAGE_DIR'));
  const webhookSettings = Object.fromEntries(
    ['WEBHOOK_TIMEOUT_MS', 'WEBHOOK_RETRY_BASE_MS', 'WEBHOOK_ALLOW_PRIVATE_TARGETS'].flatMap((k) => (process.env[k] === undefined ? [] : [[k, process.env[k]!]])),
  );
  const config = testConfig(webhookSettings);
  const definitions = fastDefinitions({}, config);
  const relay = startOutboxRelay({ db, redisUrl, log, pollMs: 100, prefix, definitions });
  const workers = startWorkers(
    jobTypes({ config, db, storage, log }, { engines: testEngines(), definitions }),
    { redisUrl, isWorker: true, prefix, stallIntervalMs },
    log,
  );
  log.info('worker ready');
  process.on('SIGTERM', () => {
    void (async () => {
      await workers.close(5000);
      await relay.close();
      await db.destroy();
      process.exit(0);
    })();
  });
}

main().catch((err: unknown) => {
  process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
