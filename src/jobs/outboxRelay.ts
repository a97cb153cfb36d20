import type Queue from 'bee-queue';
import type { Db } from '../data/repositories/organizations';
import type { Logger } from '../log';
import { isDatabaseUnavailable } from '../domain/errors';
import { attachLocalRelay, onWorkRecorded, takeDueWork, workDispatchedMany, workFailed, workReleased, type OutboxMessage } from '../domain/outbox';
import { createQueue, enqueue } from './queues';
import { JOB_DEFINITIONS, type JobDefinition } from './jobTypes';

export interface OutboxRelayOptions {
  db: Db;
  redisUrl: string;
  log: Logger;
  /** How often the outbox is read when nobody nudges. */
  pollMs?: number;
  /** Records taken per read. */
  batch?: number;
  /** An enqueue that takes longer counts as failed (a Redis that accepts connections but hangs). */
  enqueueTimeoutMs?: number;
  /** bee-queue key prefix; the default is the queues' own. */
  prefix?: string;
  /** The job types' policies by queue name; JOB_DEFINITIONS unless given (tests shorten backoffs). */
  definitions?: Readonly<Record<string, JobDefinition>>;
  /** How long records handed over by commits wait for others to go out with them; HANDOFF_GATHER_MS unless given. */
  handoffGatherMs?: number;
}

/**
 * Records handed over by this process's commits go out at most this long after their commit, in
 * one batch with the others handed over meanwhile: under a stream of uploads each batch is one
 * dispatched mark (an UPDATE and its commit's log flush in MariaDB) for several records instead
 * of one per upload (bench:api, POST /cases). Small beside the time a job takes.
 */
export const HANDOFF_GATHER_MS = 25;

export interface OutboxRelay {
  /**
   * Read the outbox now instead of at the next poll. Called by itself after every commit on its
   * database that recorded work (src/domain/outbox.ts `onWorkRecorded`).
   */
  nudge(): void;
  /** Stops polling and waits for the read in progress; records not yet enqueued stay for later. */
  close(): Promise<void>;
}

const QUEUE_CLOSE_TIMEOUT_MS = 2000;

class EnqueueTimeout extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new EnqueueTimeout(`enqueue took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * The outbox relay: hands the work the domain recorded in the outbox (src/domain/outbox.ts) to its
 * bee-queue, then marks it dispatched. It is what makes "accepting an upload writes its rows and a
 * record of the work to do in one transaction" work end to end: the HTTP request never talks to
 * Redis, and a Redis outage delays jobs instead of losing them.
 *
 * - Oldest due record first; each is leased before it is tried, so relays in several processes
 *   (API and worker) never hand out the same record at the same time.
 * - Work recorded in this process is written already leased to this relay and handed to it after
 *   its commit (`attachLocalRelay`, src/domain/outbox.ts): it goes out without a read or a lease
 *   statement of the relay's. Should the process die first, the lease runs out and a poll (of any
 *   relay) takes it like any due record. The poll still reads the outbox every `pollMs`, however
 *   busy the relay is with handed work.
 * - The bee-queue job id is the record id: a record enqueued again (a relay died between enqueue
 *   and marking it dispatched) while its job still exists is ignored by bee-queue.
 * - Redis down: the record stays undispatched, with attempts + 1, lastError, and availableAt moved
 *   on by a capped backoff (outboxRetryDelayMs); the rest of the batch is given back untried. It
 *   goes out once Redis is back.
 * - A queue that failed is dropped and made again on next use: a fresh one connects at once
 *   instead of waiting out the client's reconnect backoff. (A queue that stays also recovers: its
 *   scripts are loaded again on NOSCRIPT, src/jobs/queues.ts.)
 */
export function startOutboxRelay(opts: OutboxRelayOptions): OutboxRelay {
  const { db, redisUrl, log } = opts;
  const pollMs = opts.pollMs ?? 500;
  const batch = opts.batch ?? 100;
  const enqueueTimeoutMs = opts.enqueueTimeoutMs ?? 5000;
  const definitions = opts.definitions ?? JOB_DEFINITIONS;
  const gatherMs = opts.handoffGatherMs ?? HANDOFF_GATHER_MS;
  const queues = new Map<string, Queue>();
  const closing = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | null = null;
  /** When `timer` fires. */
  let timerDueAt = Number.POSITIVE_INFINITY;
  /** Records handed over by the commits of this process (leased to this relay), not yet tried. */
  const handed: OutboxMessage[] = [];
  /** When the outbox was last read (a nudge or a due poll reads it again). */
  let lastReadAt = Number.NEGATIVE_INFINITY;
  /** A nudge asked for a read of the outbox. */
  let readAsked = true;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  /** Whether the last read found the database unreachable (for logging its outage once). */
  let databaseAway = false;
  /** Whether the last attempt failed (for logging an outage once). */
  let failing = false;

  function queueFor(name: string): Queue {
    let queue = queues.get(name);
    if (queue === undefined) {
      queue = createQueue(name, { redisUrl, isWorker: false, ...(opts.prefix === undefined ? {} : { prefix: opts.prefix }) });
      // bee-queue emits 'error' for a failed command or connection; an unhandled 'error' event
      // would crash the process. The queue is dropped at once: its commands would wait in the
      // client's offline queue until the enqueue timeout. Logged once per queue instance.
      const current = queue;
      let reported = false;
      current.on('error', (err: Error) => {
        if (queues.get(name) === current) discardQueue(name);
        if (reported) return;
        reported = true;
        log.warn('outbox relay: queue connection error', { queue: name, err });
      });
      queues.set(name, queue);
    }
    return queue;
  }

  function discardQueue(name: string): void {
    const queue = queues.get(name);
    if (queue === undefined) return;
    queues.delete(name);
    const done = queue
      .close(QUEUE_CLOSE_TIMEOUT_MS)
      .catch((err: unknown) => log.warn('outbox relay: closing a discarded queue failed', { queue: name, err }))
      .finally(() => closing.delete(done));
    closing.add(done);
  }

  async function dispatch(m: OutboxMessage): Promise<void> {
    const definition = definitions[m.queue];
    if (definition === undefined) throw new Error(`no job type is defined for queue "${m.queue}"`);
    await withTimeout(enqueue(queueFor(m.queue), definition, m.payload, m.id), enqueueTimeoutMs);
  }

  /**
   * One batch: the records handed over by this process's commits if any, else (when a nudge or
   * the poll asks for it) a read of the outbox; true when there is more to do now. The batch is
   * enqueued concurrently and marked dispatched in one statement: one record after the other,
   * each with its own log flush, would cap the relay at a few dozen records a second. A record
   * whose enqueue failed counts a failed attempt (most likely Redis is down; the others then fail
   * alike and are retried with it).
   */
  async function relayBatch(): Promise<boolean> {
    let taken: OutboxMessage[];
    if (handed.length > 0) {
      taken = handed.splice(0, batch);
    } else if (readAsked || Date.now() - lastReadAt >= pollMs) {
      readAsked = false;
      lastReadAt = Date.now();
      taken = await takeDueWork(db, new Date(), batch);
      // A full batch: more may be due.
      if (taken.length === batch) readAsked = true;
    } else {
      return false;
    }
    if (taken.length === 0) return false;
    if (closed) {
      for (const m of taken) await workReleased(db, m.id);
      return false;
    }
    const results = await Promise.allSettled(taken.map((m) => dispatch(m)));
    const sent = taken.filter((_, i) => results[i]!.status === 'fulfilled');
    await workDispatchedMany(db, sent.map((m) => m.id));
    for (const m of sent) log.debug('outbox relay: enqueued', { outboxId: m.id, queue: m.queue });
    const failed = taken.flatMap((m, i) => {
      const r = results[i]!;
      return r.status === 'rejected' ? [{ m, err: r.reason as unknown }] : [];
    });
    if (failed.length === 0) {
      if (failing) log.info('outbox relay: enqueueing again', { queue: taken[0]!.queue });
      failing = false;
      // Records handed over meanwhile wait for their gathering (the end of the run schedules them).
      return handed.length >= batch || readAsked || Date.now() - lastReadAt >= pollMs;
    }
    for (const { m, err } of failed) {
      if (closed) {
        await workReleased(db, m.id);
        continue;
      }
      await workFailed(db, m, message(err));
      discardQueue(m.queue);
      // Once per outage at warn level; every attempt at debug.
      const fields = { outboxId: m.id, queue: m.queue, attempts: m.attempts + 1, err };
      if (failing) log.debug('outbox relay: enqueue failed; will retry', fields);
      else log.warn('outbox relay: enqueue failed; will retry (further failures are logged at debug level)', fields);
      failing = true;
    }
    return false;
  }

  /** Runs after `delayMs`; `poll`: that run reads the outbox whatever else it has to do. */
  function schedule(delayMs: number, poll = false): void {
    if (closed) return;
    if (timer !== null) clearTimeout(timer);
    timerDueAt = Date.now() + delayMs;
    timer = setTimeout(() => {
      if (poll) readAsked = true;
      run();
    }, delayMs);
  }

  /** A run for the handed records, `gatherMs` from now, unless one comes sooner. */
  function scheduleHanded(): void {
    if (running !== null) return; // its end schedules them
    if (timer !== null && timerDueAt <= Date.now() + gatherMs) return;
    schedule(gatherMs);
  }

  function run(): void {
    timer = null;
    timerDueAt = Number.POSITIVE_INFINITY;
    if (closed) return;
    if (running !== null) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        while ((await relayBatch()) && !closed);
        if (databaseAway) log.info('outbox relay: the database answers again');
        databaseAway = false;
      } catch (err) {
        readAsked = true;
        // Try again at the next poll. A database outage is logged once, not at every poll.
        if (!isDatabaseUnavailable(err)) log.error('outbox relay: read failed', { err });
        else if (databaseAway) log.debug('outbox relay: database still unavailable', { err });
        else log.warn('outbox relay: database unavailable; retrying at every poll (logged once)', { err });
        if (isDatabaseUnavailable(err)) databaseAway = true;
      }
    })().finally(() => {
      running = null;
      const immediately = again;
      again = false;
      if (immediately) schedule(0);
      else if (handed.length > 0 && !closed) schedule(gatherMs);
      else schedule(pollMs, true);
    });
  }

  schedule(0);

  const nudge = () => {
    if (closed) return;
    readAsked = true;
    if (running !== null) again = true;
    else schedule(0);
  };
  const unsubscribe = onWorkRecorded(db, nudge);
  const detach = attachLocalRelay(db, {
    take(messages) {
      if (closed) {
        // Given back at once rather than held until the lease runs out.
        for (const m of messages) void workReleased(db, m.id).catch((err: unknown) => log.warn('outbox relay: a handed record was not given back; its lease runs out', { outboxId: m.id, err }));
        return;
      }
      handed.push(...messages);
      scheduleHanded();
    },
  });

  return {
    nudge,
    async close() {
      closed = true;
      unsubscribe();
      detach();
      if (timer !== null) clearTimeout(timer);
      timer = null;
      await running;
      // Handed records not yet tried: due again at once for the other relays.
      for (const m of handed.splice(0)) {
        await workReleased(db, m.id).catch((err: unknown) => log.warn('outbox relay: a handed record was not given back; its lease runs out', { outboxId: m.id, err }));
      }
      for (const name of [...queues.keys()]) discardQueue(name);
      await Promise.all([...closing]);
    },
  };
}
