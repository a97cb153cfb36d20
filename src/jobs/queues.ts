import { createRequire } from 'node:module';
import Queue from 'bee-queue';
import { workKey } from '../domain/pendingWork';
import type { Logger } from '../log';
import { closeRedis, createRedis } from '../redis';
import { jobDuration } from '../metrics';

/** What a processor knows about the delivery it is running. */
export interface JobMeta {
  jobId: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** Attempts in all (retries + 1). */
  attempts: number;
  /** No retry follows if this attempt fails: the processor must leave its stage terminal. */
  lastAttempt: boolean;
  /** bee-queue fails the attempt after this long (the job's own timeout). */
  timeoutMs: number;
}

/**
 * One bee-queue per job type. Each type states its own retries, backoff and timeout (bee-queue
 * style: nothing implicit), and its processor must be idempotent because delivery is at least
 * once: a job whose worker died is handed to another worker by the stall check.
 */
export interface JobType<Payload> {
  name: string;
  retries: number;
  backoff: { strategy: 'exponential' | 'exponentialJitter' | 'fixed'; delayMs: number };
  timeoutMs: number;
  concurrency: number;
  process(payload: Payload, meta: JobMeta): Promise<unknown>;
}

export interface QueueOptions {
  redisUrl: string;
  /** Workers process and re-activate delayed (backed-off) jobs; producers only enqueue. */
  isWorker: boolean;
  prefix?: string;
  stallIntervalMs?: number;
}

/**
 * `exponentialJitter`: the delay doubles after each failure like bee-queue's `exponential`, and
 * each wait is drawn between half and all of it ("equal jitter"), so receivers that failed
 * together (one outage, many events) are not retried in lockstep (decision "Webhooks" webhook retries).
 */
export const EXPONENTIAL_JITTER = 'exponentialJitter';
function exponentialJitter(job: Queue.Job<unknown>): number {
  const backoff = (job.options as { backoff: { delay: number } }).backoff;
  const delay = backoff.delay;
  backoff.delay *= 2;
  return Math.round(delay / 2 + Math.random() * (delay / 2));
}

/** node's timers take at most 2^31-1 ms; the redis v3 client arms one with its connect timeout. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The longest wait between two attempts to reach Redis again. */
export const REDIS_RECONNECT_CAP_MS = 2000;

/**
 * bee-queue's settings for its redis v3 clients. The client's defaults do not survive an outage:
 * its reconnect delay grows by 1.7 each attempt without a cap (minutes apart after a few dozen
 * tries), it gives up for good after an hour in all, and a client that has never connected makes
 * the queue unusable for ever. With a retry strategy it reconnects every REDIS_RECONNECT_CAP_MS at
 * most, never gives up, keeps commands in its offline queue until Redis answers, and does not
 * emit an 'error' for each failed attempt.
 */
export function beeQueueRedisSettings(redisUrl: string): Queue.QueueSettings['redis'] {
  return {
    url: redisUrl,
    retry_strategy: (o: { attempt: number }) => Math.min(o.attempt * 250, REDIS_RECONNECT_CAP_MS),
    connect_timeout: MAX_TIMER_MS,
  } as unknown as Queue.QueueSettings['redis'];
}

interface BeeQueueLua {
  buildCache(client: unknown): Promise<unknown>;
}
// bee-queue's script cache (lib/lua): it loads its Lua scripts into Redis once, when a queue
// connects, and runs them by SHA from then on. Not part of its typed API.
const beeQueueLua = require('bee-queue/lib/lua') as BeeQueueLua;

function isNoScript(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  return e?.code === 'NOSCRIPT' || (typeof e?.message === 'string' && e.message.startsWith('NOSCRIPT'));
}

/**
 * bee-queue runs its scripts with EVALSHA, and loads them only when a queue first connects. A
 * Redis that restarted (or was flushed with SCRIPT FLUSH) has forgotten them, so every command of
 * the queue would answer NOSCRIPT until the process restarts (the stall check's rejection even
 * killed it). Here a NOSCRIPT loads the scripts again on the queue's own connection and runs the
 * command once more.
 */
function reloadScriptsOnNoScript(queue: Queue): void {
  const q = queue as unknown as { client: unknown; _evalScriptOn(commandable: unknown, args: unknown[]): Promise<unknown> };
  const evalScriptOn = q._evalScriptOn.bind(q);
  q._evalScriptOn = (commandable, args) => {
    // bee-queue rewrites args in place (name to SHA, callback appended): keep the original.
    const original = [...args];
    return evalScriptOn(commandable, args).catch((err: unknown) => {
      if (!isNoScript(err)) throw err;
      return beeQueueLua.buildCache(q.client).then(() => evalScriptOn(commandable, [...original]));
    });
  };
}

// bee-queue's own redis client (v3), resolved from bee-queue: not a dependency of ours.
const beeQueueRedis = createRequire(require.resolve('bee-queue'))('redis') as {
  createClient(options: unknown): BeeRedisClient;
};

interface BeeRedisClient {
  closing: boolean;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  once(event: string, listener: (...args: unknown[]) => void): unknown;
  end(flush: boolean): void;
}

/**
 * bee-queue makes its redis clients itself and only keeps one once it is connected: a queue
 * closed while Redis is unreachable would leave its client reconnecting for ever in the
 * background (and connected once Redis is back). Here the queue makes them through this, which
 * keeps every client, so that `close` can end the ones bee-queue never got.
 */
function trackClients(queue: Queue, settings: unknown): void {
  const q = queue as unknown as Record<string, unknown> & {
    _emitError: (err: unknown) => void;
    makeClient(clientName: string, createNew: boolean): Promise<BeeRedisClient>;
  };
  const clients = new Set<BeeRedisClient>();
  q.makeClient = (clientName: string) => {
    // node_redis changes the options object it is given.
    const client = beeQueueRedis.createClient({ ...(settings as object) });
    clients.add(client);
    // Errors that are not a refused connection (with a retry strategy those are not emitted).
    client.on('error', q._emitError);
    return new Promise<BeeRedisClient>((resolve) => {
      client.once('ready', () => {
        q[clientName] = client;
        resolve(client);
      });
    });
  };
  const close = queue.close.bind(queue);
  (queue as unknown as { close(timeoutMs?: number): Promise<void> }).close = (timeoutMs?: number) => {
    const endRest = () => {
      for (const client of clients) if (!client.closing) client.end(true);
    };
    return close(timeoutMs).then(
      () => endRest(),
      (err: unknown) => {
        endRest();
        throw err;
      },
    );
  };
}

export function createQueue(name: string, opts: QueueOptions): Queue {
  const redis = beeQueueRedisSettings(opts.redisUrl);
  const queue = new Queue(name, {
    // Clients are made by trackClients: bee-queue must not connect before it is installed.
    autoConnect: false,
    prefix: opts.prefix ?? 'credeval',
    redis,
    isWorker: opts.isWorker,
    getEvents: false,
    sendEvents: false,
    // Needed for retries with backoff: delayed jobs only return to the queue when activated.
    activateDelayedJobs: opts.isWorker,
    removeOnSuccess: true,
    removeOnFailure: false,
    stallInterval: opts.stallIntervalMs ?? 5000,
  });
  reloadScriptsOnNoScript(queue);
  trackClients(queue, redis);
  void queue.connect();
  // Its failure (rare: Redis refusing the scripts) surfaces on the queue's next command (evidence:
  // that command's error, logged by its caller).
  queue.ready().catch(() => undefined);
  // Producers need it too: Job#backoff refuses a strategy its queue does not know.
  (queue as unknown as { backoffStrategies: Map<string, (job: Queue.Job<unknown>) => number> }).backoffStrategies.set(EXPONENTIAL_JITTER, exponentialJitter);
  return queue;
}

export interface RunningWorkers {
  close(timeoutMs: number): Promise<void>;
}

/** Redis keys of the lost-work sweep (src/jobs/lostWorkSweep.ts), beside the queues' own. */
export function sweepKeys(prefix: string): { running: string; suspects: string; lock: string } {
  return { running: `${prefix}:sweep:running`, suspects: `${prefix}:sweep:suspects`, lock: `${prefix}:sweep:lock` };
}

/** How long a running job's marker lasts without being renewed, in stall intervals. */
const RUNNING_MARKER_INTERVALS = 4;

/** Errors of a lost or refused connection: expected while Redis is away, logged once per outage. */
function isConnectionError(err: unknown): boolean {
  const e = err as { name?: unknown; code?: unknown; message?: unknown } | null;
  if (e?.name === 'AbortError') return true;
  if (typeof e?.code === 'string' && ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'CONNECTION_BROKEN', 'UNCERTAIN_STATE', 'NR_CLOSED'].includes(e.code)) return true;
  return typeof e?.message === 'string' && /connection (lost|is closed|gone)|ECONNREFUSED|Stream isn't writeable/i.test(e.message);
}

/**
 * Starts a processor for every job type; `close` lets running jobs finish up to the timeout.
 *
 * Redis may stop and start (with or without its data) any number of times: the queues' clients
 * reconnect by themselves (beeQueueRedisSettings), their scripts are loaded again on NOSCRIPT, and
 * nothing here lets a Redis error end the process. If Redis is unreachable at start the queues
 * wait for it, and take jobs once it answers.
 *
 * Every stall interval, each queue
 * - checks for stalled jobs: bee-queue only checks once when `process` starts, so without the
 *   periodic check a job whose worker died (kill -9, OOM, lost machine) would wait for the next
 *   worker start; with it, a live worker takes the job over within two intervals. (This loop is
 *   ours, not bee-queue's `checkStalledJobs(interval)`, whose failures are unhandled rejections.)
 * - activates due delayed jobs (retries after their backoff): bee-queue's own timer stops for
 *   good after one failed attempt.
 * - renews a marker in Redis for each job it is running, so that the lost-work sweep does not
 *   take a running job for a lost one after Redis lost its data (src/jobs/lostWorkSweep.ts).
 */
export function startWorkers(types: JobType<unknown>[], opts: QueueOptions, log: Logger): RunningWorkers {
  const stallIntervalMs = opts.stallIntervalMs ?? 5000;
  const prefix = opts.prefix ?? 'credeval';
  const markers = createRedis(opts.redisUrl);
  const running = new Map<string, number>();
  let closed = false;
  /** Set as close() begins: attempts failing from then on were cut by the shutdown. */
  let closing = false;
  /** When a connection error was last logged: one line per outage for all queues, not one per attempt. */
  let lastConnectionError = 0;
  const logError = (queue: string, msg: string, err: unknown) => {
    if (closed) return;
    if (!isConnectionError(err)) {
      log.error(msg, { queue, err });
      return;
    }
    if (Date.now() - lastConnectionError < 60_000) return;
    lastConnectionError = Date.now();
    log.warn(`${msg}: Redis unreachable; the queues reconnect by themselves (further connection errors are not logged for a minute)`, { queue, err });
  };

  const queues = types.map((type) => {
    const queue = createQueue(type.name, { ...opts, isWorker: true });
    queue.on('error', (err) => logError(type.name, 'queue error', err));
    queue.on('failed', (job, err) => log.warn('job attempt failed', { queue: type.name, jobId: job.id, err }));
    queue.on('stalled', (jobId) => log.warn('stalled job handed out again', { queue: type.name, jobId }));
    queue.process(type.concurrency, async (job) => {
      // job.options.retries counts down as bee-queue retries: 0 means this attempt is the last.
      const remaining = job.options.retries ?? 0;
      const attempt = Math.max(1, type.retries - remaining + 1);
      const key = workKey(type.name, job.data);
      const member = key === null ? null : `${type.name}|${key}`;
      if (member !== null) {
        running.set(member, (running.get(member) ?? 0) + 1);
        renewMarkers([member]);
      }
      const timer = jobDuration.startTimer({ job_type: type.name });
      let outcome = 'failed';
      try {
        const result = await type.process(job.data, {
          jobId: job.id,
          attempt,
          attempts: attempt + remaining,
          lastAttempt: remaining === 0,
          timeoutMs: job.options.timeout ?? type.timeoutMs,
        });
        outcome = 'completed';
        return result;
      } catch (err) {
        // An attempt failed by a database outage is not counted (src/jobs/databaseOutage.ts):
        // bee-queue takes one retry off as it schedules the next, so one is added first.
        // Likewise an attempt cut short by this worker's own shutdown (its OCR child stopped with
        // the process group): the next worker runs it again without it having cost a retry.
        if ((err as { uncounted?: unknown } | null)?.uncounted === true || closing) job.options.retries = remaining + 1;
        throw err;
      } finally {
        timer({ outcome });
        if (member !== null) {
          const n = (running.get(member) ?? 1) - 1;
          if (n > 0) running.set(member, n);
          else running.delete(member);
        }
      }
    });
    return { type, queue };
  });

  function renewMarkers(members: string[]): void {
    // Redis away: the next interval renews them (the client keeps no offline queue).
    if (members.length === 0 || closed || !markers.isReady) return;
    const expires = Date.now() + RUNNING_MARKER_INTERVALS * stallIntervalMs;
    const key = sweepKeys(prefix).running;
    markers
      .zAdd(key, members.map((value) => ({ score: expires, value })))
      .then(() => markers.zRemRangeByScore(key, '-inf', Date.now()))
      .catch((err: unknown) => log.debug('running markers not renewed; the next interval renews them', { err }));
  }

  const maintenance = setInterval(() => {
    for (const { type, queue } of queues) {
      // Not while the connection is down: the commands would pile up in the client's offline queue.
      const q = queue as unknown as { _isReady: boolean; client: { ready?: boolean } | null };
      if (!q._isReady || q.client?.ready !== true) continue;
      queue.checkStalledJobs().catch((err: unknown) => logError(type.name, 'stalled job check failed', err));
      (queue as unknown as { _activateDelayed(): void })._activateDelayed();
    }
    renewMarkers([...running.keys()]);
  }, stallIntervalMs);
  maintenance.unref();

  log.info('workers started', { queues: types.map((t) => t.name) });
  return {
    close: async (timeoutMs: number) => {
      closing = true;
      clearInterval(maintenance);
      await Promise.all(
        queues.map(({ queue }) => {
          // A queue that never reached Redis runs nothing: no reason to wait for it.
          if (!(queue as unknown as { _isReady: boolean })._isReady) return queue.close(1).catch((err: unknown) => log.debug('queue close failed', { err }));
          return queue.close(timeoutMs).catch((err) => log.warn('queue close failed', { err }));
        }),
      );
      closed = true;
      closeRedis(markers);
    },
  };
}

/**
 * Enqueue with the job type's own retry policy and timeout. Only the policy is needed (a producer
 * such as the outbox relay has no processor), hence the Pick.
 */
export async function enqueue<Payload>(
  queue: Queue,
  type: Pick<JobType<Payload>, 'retries' | 'backoff' | 'timeoutMs'>,
  payload: Payload,
  jobId?: string,
): Promise<void> {
  let job = queue.createJob(payload).retries(type.retries).timeout(type.timeoutMs);
  job = job.backoff(type.backoff.strategy as 'exponential', type.backoff.delayMs);
  if (jobId) job = job.setId(jobId);
  await job.save();
}
