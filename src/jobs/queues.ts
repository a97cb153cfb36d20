import Queue from 'bee-queue';
import type { Logger } from '../log';

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
 * together (one outage, many events) are not retried in lockstep (D9 webhook retries).
 */
export const EXPONENTIAL_JITTER = 'exponentialJitter';
function exponentialJitter(job: Queue.Job<unknown>): number {
  const backoff = (job.options as { backoff: { delay: number } }).backoff;
  const delay = backoff.delay;
  backoff.delay *= 2;
  return Math.round(delay / 2 + Math.random() * (delay / 2));
}

export function createQueue(name: string, opts: QueueOptions): Queue {
  const queue = new Queue(name, {
    prefix: opts.prefix ?? 'credeval',
    redis: { url: opts.redisUrl } as Queue.QueueSettings['redis'],
    isWorker: opts.isWorker,
    getEvents: false,
    sendEvents: false,
    // Needed for retries with backoff: delayed jobs only return to the queue when activated.
    activateDelayedJobs: opts.isWorker,
    removeOnSuccess: true,
    removeOnFailure: false,
    stallInterval: opts.stallIntervalMs ?? 5000,
  });
  // Producers need it too: Job#backoff refuses a strategy its queue does not know.
  (queue as unknown as { backoffStrategies: Map<string, (job: Queue.Job<unknown>) => number> }).backoffStrategies.set(EXPONENTIAL_JITTER, exponentialJitter);
  return queue;
}

export interface RunningWorkers {
  close(timeoutMs: number): Promise<void>;
}

/**
 * Starts a processor for every job type; `close` lets running jobs finish up to the timeout.
 *
 * Each queue also checks for stalled jobs every stall interval: bee-queue only checks once when
 * `process` starts, so without the periodic check a job whose worker died (kill -9, OOM, lost
 * machine) would wait for the next worker start; with it, a live worker takes the job over
 * within two intervals.
 */
export function startWorkers(types: JobType<unknown>[], opts: QueueOptions, log: Logger): RunningWorkers {
  const stallIntervalMs = opts.stallIntervalMs ?? 5000;
  const queues = types.map((type) => {
    const queue = createQueue(type.name, { ...opts, isWorker: true });
    queue.on('error', (err) => log.error('queue error', { queue: type.name, err }));
    queue.on('failed', (job, err) => log.warn('job attempt failed', { queue: type.name, jobId: job.id, err }));
    queue.on('stalled', (jobId) => log.warn('stalled job handed out again', { queue: type.name, jobId }));
    queue.process(type.concurrency, async (job) => {
      // job.options.retries counts down as bee-queue retries: 0 means this attempt is the last.
      const remaining = job.options.retries ?? 0;
      const attempt = Math.max(1, type.retries - remaining + 1);
      try {
        return await type.process(job.data, {
          jobId: job.id,
          attempt,
          attempts: attempt + remaining,
          lastAttempt: remaining === 0,
          timeoutMs: job.options.timeout ?? type.timeoutMs,
        });
      } catch (err) {
        // An attempt failed by a database outage is not counted (src/jobs/databaseOutage.ts):
        // bee-queue takes one retry off as it schedules the next, so one is added first.
        if ((err as { uncounted?: unknown } | null)?.uncounted === true) job.options.retries = remaining + 1;
        throw err;
      }
    });
    queue.checkStalledJobs(stallIntervalMs, (err) => {
      if (err) log.warn('stalled job check failed', { queue: type.name, err });
    });
    return queue;
  });
  log.info('workers started', { queues: types.map((t) => t.name) });
  return {
    close: async (timeoutMs: number) => {
      await Promise.all(queues.map((q) => q.close(timeoutMs).catch((err) => log.warn('queue close failed', { err }))));
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
