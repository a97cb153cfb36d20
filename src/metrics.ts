import { timingSafeEqual, createHash } from 'node:crypto';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { RedisClient } from './redis';

/*
 * Prometheus metrics (prom-client), one registry per process (decision "Logging and metrics"):
 * the API serves them at `/metrics`, a worker started on its own at WORKER_METRICS_PORT; with
 * `npm start` both halves share one process and so one registry. Every label has a bounded set
 * of values: route templates (never a raw path), job types, status classes.
 */

export const registry = new Registry();

// prom-client's process series (CPU, resident memory, heap, event loop lag, open file
// descriptors, GC), prefixed `nodejs_`/`process_` by prom-client itself.
collectDefaultMetrics({ register: registry });

/** Request durations by method, route template and status (src/api/middleware/requestContext.ts). */
export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Duration of HTTP requests by method, route template (or "unmatched") and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

/** Job attempt durations by job type and outcome (src/jobs/queues.ts, startWorkers). */
export const jobDuration = new Histogram({
  name: 'job_duration_seconds',
  help: 'Duration of job attempts by job type and outcome (completed or failed)',
  labelNames: ['job_type', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
  registers: [registry],
});

/**
 * Webhook delivery attempts by outcome (success; retry: failed, another attempt follows;
 * failure: failed for good) and the receiver's status class (2xx..5xx, or "none" when no HTTP
 * answer came: refused, timed out, TLS error).
 */
export const webhookDeliveries = new Counter({
  name: 'webhook_deliveries_total',
  help: 'Webhook delivery attempts by outcome (success, retry, failure) and status class of the receiver (2xx..5xx, none)',
  labelNames: ['outcome', 'status_class'] as const,
  registers: [registry],
});

export type WebhookOutcome = 'success' | 'retry' | 'failure';

export function recordWebhookAttempt(outcome: WebhookOutcome, statusCode: number | null): void {
  webhookDeliveries.inc({ outcome, status_class: statusClass(statusCode) });
}

export function statusClass(statusCode: number | null): string {
  return statusCode === null || statusCode < 100 || statusCode > 599 ? 'none' : `${Math.floor(statusCode / 100)}xx`;
}

export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/** Where the queue depth gauge reads from; set by the process that serves the metrics. */
interface QueueDepthSource {
  redis: RedisClient;
  prefix: string;
  queues: readonly string[];
}
let queueDepthSource: QueueDepthSource | null = null;

/**
 * Jobs per queue and state, read from Redis at each scrape, so any process with the queues'
 * Redis reports the same depths: bee-queue keeps `waiting` and `active` as lists, `delayed` as a
 * sorted set and `failed` as a set under `<prefix>:<queue>:`. Nothing is reported while Redis is
 * away (the scrape still answers, with the other series).
 */
new Gauge({
  name: 'queue_jobs',
  help: 'Jobs per queue (job type) and state (waiting, active, delayed, failed), read from Redis at scrape time',
  labelNames: ['job_type', 'state'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    const source = queueDepthSource;
    if (source === null || !source.redis.isReady) return;
    try {
      const multi = source.redis.multi();
      for (const queue of source.queues) {
        const key = (state: string) => `${source.prefix}:${queue}:${state}`;
        multi.lLen(key('waiting')).lLen(key('active')).zCard(key('delayed')).sCard(key('failed'));
      }
      const counts = (await multi.exec()) as unknown[];
      source.queues.forEach((queue, i) => {
        QUEUE_STATES.forEach((state, j) => this.set({ job_type: queue, state }, Number(counts[i * QUEUE_STATES.length + j] ?? 0)));
      });
    } catch {
      // Redis went away during the scrape: no depths this time (the outage is logged by the
      // connection, src/redis.ts).
      this.reset();
    }
  },
});

/** Makes the queue depth gauge read these queues from this Redis (the last call wins). */
export function observeQueueDepth(redis: RedisClient, prefix: string, queues: readonly string[]): void {
  queueDepthSource = { redis, prefix, queues: [...queues] };
}

/** Whether an `Authorization` header carries the metrics token (constant-time comparison). */
export function hasMetricsToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (match === null) return false;
  // Equal-length digests, so timingSafeEqual never throws and the length leaks nothing.
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(match[1]!), digest(token));
}

export const METRICS_UNAUTHORIZED = 'The metrics need the configured METRICS_TOKEN as a bearer token (Authorization: Bearer <token>)';

export interface MetricsAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * The answer to a scrape on the worker's own metrics port (the API answers through its Koa
 * stack, with the same rules): 404 while no token is configured (the endpoint does not exist), 401
 * with a wrong or missing bearer token, else the registry in Prometheus' text format.
 */
export async function answerScrape(authorization: string | undefined, token: string | undefined): Promise<MetricsAnswer> {
  if (token === undefined) return { status: 404, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ statusCode: 404, message: 'No such route', error: 'Not Found' }) };
  if (!hasMetricsToken(authorization, token)) {
    return {
      status: 401,
      headers: { 'content-type': 'application/json', 'www-authenticate': 'Bearer realm="metrics"' },
      body: JSON.stringify({ statusCode: 401, message: METRICS_UNAUTHORIZED, error: 'Unauthorized' }),
    };
  }
  return { status: 200, headers: { 'content-type': registry.contentType }, body: await registry.metrics() };
}
