import { randomBytes } from 'node:crypto';
import type Queue from 'bee-queue';
import type { Db } from '../data/repositories/organizations';
import { newId } from '../domain/ids';
import { findPendingWork, undispatchedWorkKeys, workKey, type PendingWork } from '../domain/pendingWork';
import type { Logger } from '../log';
import { closeRedis, createRedis, type RedisClient } from '../redis';
import { JOB_DEFINITIONS, type JobDefinition } from './jobTypes';
import { createQueue, enqueue, sweepKeys } from './queues';

export interface LostWorkSweepOptions {
  db: Db;
  redisUrl: string;
  log: Logger;
  /** bee-queue key prefix (the deployment's QUEUE_PREFIX). */
  prefix: string;
  /** How often to sweep (LOST_WORK_SWEEP_MS). */
  intervalMs: number;
  /**
   * How long an item must have been found without a live job before it is enqueued again: more
   * than the workers' stall interval, so that a job that was running when Redis lost its data has
   * renewed its marker by then. The interval unless given.
   */
  graceMs?: number;
  /** The job types' policies by queue name; JOB_DEFINITIONS unless given. */
  definitions?: Readonly<Record<string, JobDefinition>>;
}

export interface SweepResult {
  /** Another process was sweeping, or Redis or the database did not answer. */
  skipped: boolean;
  pending: number;
  /** Items without a live job (seen for the first time, or not for long enough). */
  suspected: number;
  /** Items enqueued again. */
  requeued: PendingWork[];
}

export interface LostWorkSweep {
  /** One sweep now (tests; the periodic ones run by themselves). */
  sweepNow(): Promise<SweepResult>;
  close(): Promise<void>;
}

/** The longest a sweep may hold the lock (a sweeper that died lets go after this). */
const LOCK_MS = 5 * 60_000;
const QUEUE_CLOSE_TIMEOUT_MS = 2000;

interface BeeJobData {
  data?: unknown;
}

/**
 * Work keys (`queue|key`) with a live job: waiting, running or delayed (a retry after its backoff)
 * in their bee-queue, or marked as running by a worker (src/jobs/queues.ts, startWorkers). A job
 * in the `failed` set is not live: its item is still pending only because its last attempt could
 * not record the failure, and it must run again.
 */
export async function liveWorkKeys(redis: RedisClient, prefix: string, queues: Iterable<string>): Promise<Set<string>> {
  const live = new Set<string>();
  const now = Date.now();
  for (const member of await redis.zRangeByScore(sweepKeys(prefix).running, now, '+inf')) live.add(member);
  for (const queue of queues) {
    const key = (name: string) => `${prefix}:${queue}:${name}`;
    const [waiting, active, delayed] = await Promise.all([
      redis.lRange(key('waiting'), 0, -1),
      redis.lRange(key('active'), 0, -1),
      redis.zRange(key('delayed'), 0, -1),
    ]);
    const ids = [...new Set([...waiting, ...active, ...delayed])];
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      const values = await redis.hmGet(key('jobs'), chunk);
      for (const raw of values) {
        if (raw === null) continue;
        let data: unknown;
        try {
          data = (JSON.parse(raw) as BeeJobData).data;
        } catch {
          // Not bee-queue's JSON: it carries no work key, so it stands for no pending work; work the
          // database says is pending is enqueued again below (evidence: logged there).
          continue;
        }
        const k = workKey(queue, data);
        if (k !== null) live.add(`${queue}|${k}`);
      }
    }
  }
  return live;
}

/**
 * The lost-work sweep, the safety net under the outbox: if Redis loses its data (a restart without
 * persistence, a failover, a FLUSHDB), the jobs it held vanish while their outbox records stay
 * marked dispatched, and nothing would ever run them. As soon as Redis answers at start, each time
 * it answers again after an outage, and every `intervalMs`, one process (a lock in Redis)
 * compares what the database says is pending (src/domain/pendingWork.ts) with the live jobs in
 * Redis and the outbox records not yet dispatched; an item with neither, found so on two sweeps at
 * least `graceMs` apart (first sightings are kept in Redis), is enqueued again with its job type's
 * full policy.
 *
 * Idempotent: an item with a live job, or work still in the outbox, is never enqueued again; a job
 * that finished between two sweeps leaves its item terminal, so it is not pending at the second;
 * and every processor does nothing for an item that is already terminal (delivery is at least
 * once anyway).
 */
export function startLostWorkSweep(opts: LostWorkSweepOptions): LostWorkSweep {
  const { db, log, prefix } = opts;
  const graceMs = opts.graceMs ?? opts.intervalMs;
  const definitions = opts.definitions ?? JOB_DEFINITIONS;
  const keys = sweepKeys(prefix);
  const redis = createRedis(opts.redisUrl);
  const queues = new Map<string, Queue>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<SweepResult> | null = null;
  let closed = false;
  /** Whether the last sweep failed (for logging an outage once). */
  let failing = false;

  function queueFor(name: string): Queue {
    let queue = queues.get(name);
    if (queue === undefined) {
      queue = createQueue(name, { redisUrl: opts.redisUrl, isWorker: false, prefix });
      queue.on('error', () => undefined);
      queues.set(name, queue);
    }
    return queue;
  }

  async function sweep(): Promise<SweepResult> {
    const token = randomBytes(8).toString('hex');
    const result: SweepResult = { skipped: true, pending: 0, suspected: 0, requeued: [] };
    // Redis away: nothing to compare with (the outage is logged by the connection, src/redis.ts).
    if (!redis.isReady) return result;
    if ((await redis.set(keys.lock, token, { expiration: { type: 'PX', value: LOCK_MS }, condition: 'NX' })) !== 'OK') return result;
    try {
      result.skipped = false;
      const pending = await findPendingWork(db);
      result.pending = pending.length;
      if (pending.length === 0) {
        await redis.del(keys.suspects);
        return result;
      }
      // Read the outbox before Redis: a record dispatched in between is in Redis by then.
      const undispatched = await undispatchedWorkKeys(db);
      const live = await liveWorkKeys(redis, prefix, new Set(pending.map((p) => p.queue)));
      const lost = pending.filter((p) => !undispatched.has(`${p.queue}|${p.key}`) && !live.has(`${p.queue}|${p.key}`));
      const lostMembers = new Set(lost.map((p) => `${p.queue}|${p.key}`));
      const suspects = await redis.hGetAll(keys.suspects);
      const now = Date.now();
      const cleared = Object.keys(suspects).filter((m) => !lostMembers.has(m));
      if (cleared.length > 0) await redis.hDel(keys.suspects, cleared);
      for (const p of lost) {
        const member = `${p.queue}|${p.key}`;
        const since = Number(suspects[member]);
        if (!Number.isFinite(since)) {
          await redis.hSet(keys.suspects, member, String(now));
          result.suspected += 1;
          continue;
        }
        if (now - since < graceMs) {
          result.suspected += 1;
          continue;
        }
        const definition = definitions[p.queue];
        if (definition === undefined) continue;
        await enqueue(queueFor(p.queue), definition, p.payload, `lost-${newId()}`);
        await redis.hDel(keys.suspects, member);
        result.requeued.push(p);
        log.warn('lost work enqueued again: the database says it is pending, and Redis has no job for it', { queue: p.queue, item: p.key });
      }
      return result;
    } finally {
      // Only our own lock: one that expired meanwhile may be another sweeper's by now.
      // Either failing leaves the lock to expire by itself.
      const lockLost = (err: unknown) => log.debug('lost-work sweep: lock not released; it expires', { err });
      if ((await redis.get(keys.lock).catch((err: unknown) => lockLost(err) ?? null)) === token) await redis.del(keys.lock).catch(lockLost);
    }
  }

  function sweepOnce(): Promise<SweepResult> {
    running ??= sweep()
      .then((r) => {
        if (failing) log.info('lost-work sweep: running again');
        failing = false;
        return r;
      })
      .catch((err: unknown) => {
        // Redis or the database is away: the next sweep tries again.
        if (!failing) log.warn('lost-work sweep failed; it runs again at the next interval', { err });
        failing = true;
        return { skipped: true, pending: 0, suspected: 0, requeued: [] };
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  function schedule(delayMs: number): void {
    if (closed) return;
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void sweepOnce().finally(() => schedule(opts.intervalMs));
    }, delayMs);
    timer.unref();
  }

  // The sweep at start, as soon as Redis answers; and one each time it answers again after an
  // outage, since it may have come back without its data.
  redis.on('ready', () => schedule(0));
  if (redis.isReady) schedule(0);

  return {
    sweepNow: sweepOnce,
    async close() {
      closed = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      await running;
      await Promise.all([...queues.values()].map((q) => q.close(QUEUE_CLOSE_TIMEOUT_MS).catch((err: unknown) => log.debug('lost-work sweep: queue close failed', { err }))));
      closeRedis(redis);
    },
  };
}
