import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import type { Database } from '../../src/data/dataSource';
import type { Db } from '../../src/data/repositories/organizations';
import { createLogger, type Logger } from '../../src/log';
import type { Engines } from '../../src/processing/engines';
import { PROCESSING_JOB_DEFINITIONS, WEBHOOK_DELIVER_QUEUE, webhookDeliverPolicy, type JobDefinition } from '../../src/jobs/jobTypes';
import type { Config } from '../../src/config';
import type { WebhookSender } from '../../src/domain/webhooks/deliveries';
import { startOutboxRelay, type OutboxRelay } from '../../src/jobs/outboxRelay';
import { startWorkers, type RunningWorkers } from '../../src/jobs/queues';
import { jobTypes } from '../../src/jobs/registry';
import type { ObjectStorage } from '../../src/storage/storage';
import { TEST_REDIS_URL, testConfig } from './env';

/*
 * The real pipeline for tests: the outbox relay and the bee-queue workers of src/jobs, on the real
 * Redis, under a key prefix of the test's own (so no other suite's worker takes its jobs), against
 * a scratch database (the relay reads the whole outbox table).
 */

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 60_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

/** A bee-queue key prefix no other run uses. */
export function uniquePrefix(label: string): string {
  return `credeval-test-${label}-${process.pid}-${randomBytes(4).toString('hex')}`;
}

/** Removes every Redis key under the prefix. */
export async function clearPrefix(prefix: string, redisUrl: string = TEST_REDIS_URL): Promise<void> {
  const redis = createClient({ url: redisUrl, socket: { reconnectStrategy: false } });
  await redis.connect();
  try {
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}:*`, COUNT: 500 })) {
      if (keys.length > 0) await redis.del(keys);
    }
  } finally {
    redis.destroy();
  }
}

/**
 * The job policies with short backoffs, so that retries happen within a test. Webhook deliveries
 * keep their own policy, derived from the configuration's WEBHOOK_* timings as in production.
 */
export function fastDefinitions(
  overrides: Partial<Pick<JobDefinition, 'retries' | 'timeoutMs' | 'backoff'>> = {},
  config: Pick<Config, 'webhookTimeoutMs' | 'webhookRetryBaseMs'> = testConfig(),
): Record<string, JobDefinition> {
  return {
    ...Object.fromEntries(
      Object.entries(PROCESSING_JOB_DEFINITIONS).map(([queue, d]) => [
        queue,
        { ...d, retries: 2, backoff: { strategy: 'exponential', delayMs: 100 }, timeoutMs: 120_000, ...overrides },
      ]),
    ),
    [WEBHOOK_DELIVER_QUEUE]: webhookDeliverPolicy(config),
  };
}

export interface Pipeline {
  prefix: string;
  relay: OutboxRelay;
  workers: RunningWorkers;
  /** Log lines written by the pipeline (JSON objects), for assertions on what happened. */
  logLines: Record<string, unknown>[];
  close(): Promise<void>;
}

export interface PipelineOptions {
  db: Database | Db;
  storage: ObjectStorage;
  engines: Engines;
  prefix?: string;
  definitions?: Record<string, JobDefinition>;
  stallIntervalMs?: number;
  log?: Logger;
  /** The webhook HTTP client (a test receiver's CA, say); the configuration's sender otherwise. */
  webhookSender?: WebhookSender;
  /** Configuration overrides (WEBHOOK_* timings, say). */
  config?: Record<string, string>;
  /** A Redis of the test's own (a private redis-server it stops or flushes); TEST_REDIS_URL unless given. */
  redisUrl?: string;
}

export function startPipeline(opts: PipelineOptions): Pipeline {
  const prefix = opts.prefix ?? uniquePrefix('pipeline');
  const config = testConfig(opts.config ?? {});
  const definitions = opts.definitions ?? fastDefinitions({}, config);
  const logLines: Record<string, unknown>[] = [];
  const log = opts.log ?? createLogger('debug', {}, (line) => logLines.push(JSON.parse(line) as Record<string, unknown>));
  const redisUrl = opts.redisUrl ?? TEST_REDIS_URL;
  const relay = startOutboxRelay({ db: opts.db, redisUrl, log, pollMs: 100, prefix, definitions });
  const rt = { config, db: opts.db as Database, storage: opts.storage, log };
  const workers = startWorkers(
    jobTypes(rt, { engines: opts.engines, definitions, ...(opts.webhookSender === undefined ? {} : { webhookSender: opts.webhookSender }) }),
    { redisUrl, isWorker: true, prefix, ...(opts.stallIntervalMs === undefined ? {} : { stallIntervalMs: opts.stallIntervalMs }) },
    log,
  );
  return {
    prefix,
    relay,
    workers,
    logLines,
    close: async () => {
      await workers.close(5000);
      await relay.close();
      await clearPrefix(prefix, redisUrl);
    },
  };
}
