import { purgeExpiredIdempotencyKeys } from '../data/repositories/idempotencyKeys';
import type { Db } from '../data/repositories/organizations';
import { purgeDispatchedOutbox } from '../data/repositories/outbox';
import { deleteFinishedDeliveries, findFinishedDeliveryIds, purgeEventsWithoutDeliveries } from '../data/repositories/webhooks';
import { withUnitOfWork } from './unitOfWork';

/*
 * Bounded tables (README "Housekeeping"): what is removed, and when.
 *
 * - idempotency keys: once expired, 24 hours after the request (decision "Idempotency"; the expiry is stored with the key);
 * - outbox rows: `retentionDays` after they were dispatched (undispatched work is never removed);
 * - webhook deliveries that ended (delivered, given up, cancelled) and their attempts:
 *   `retentionDays` after they ended; pending ones are never removed;
 * - webhook events: once none of their deliveries is left and they are older than `retentionDays`.
 *
 * Operator UI sessions live in Redis with an expiry of their own (src/api/ui/session.ts): Redis
 * drops them; nothing to purge.
 *
 * Each purge deletes in batches of `batchSize` rows found without locks and deleted by primary
 * key, each batch its own short statement or transaction, with a pause between batches: requests
 * and jobs writing the same tables wait at most for one small batch.
 */

export interface RetentionPolicy {
  retentionDays: number;
  batchSize: number;
  /** Pause between two batches of one purge, so that other writers get the table in between. */
  pauseMs?: number;
  /** At most this many batches per purge and run, so that one run never takes too long (the next run continues). */
  maxBatches?: number;
  /** Checked between batches: true ends the run (the process is stopping). */
  stopped?: () => boolean;
}

export interface PurgeCounts {
  idempotencyKeys: number;
  outbox: number;
  webhookDeliveries: number;
  webhookAttempts: number;
  webhookEvents: number;
}

const DAY_MS = 86_400_000;

/** Repeats `batch` until it removes fewer than `size` rows (or maxBatches); returns the total. */
async function inBatches(size: number, policy: RetentionPolicy, batch: () => Promise<number>): Promise<number> {
  let total = 0;
  const maxBatches = policy.maxBatches ?? 1000;
  for (let i = 0; i < maxBatches; i += 1) {
    const n = await batch();
    total += n;
    if (n < size || policy.stopped?.()) break;
    if ((policy.pauseMs ?? 0) > 0) await new Promise((resolve) => setTimeout(resolve, policy.pauseMs));
  }
  return total;
}

/** Runs every purge once; returns how many rows each removed. */
export async function purgeExpired(db: Db, policy: RetentionPolicy, now: Date = new Date()): Promise<PurgeCounts> {
  const size = policy.batchSize;
  const before = new Date(now.getTime() - policy.retentionDays * DAY_MS);
  const counts: PurgeCounts = { idempotencyKeys: 0, outbox: 0, webhookDeliveries: 0, webhookAttempts: 0, webhookEvents: 0 };

  counts.idempotencyKeys = await inBatches(size, policy, () => purgeExpiredIdempotencyKeys(db, now, size));
  counts.outbox = await inBatches(size, policy, () => purgeDispatchedOutbox(db, before, size));
  counts.webhookDeliveries = await inBatches(size, policy, async () => {
    const ids = await findFinishedDeliveryIds(db, before, size);
    if (ids.length === 0) return 0;
    // Attempts first (their key restricts), in one transaction with their deliveries.
    const [deliveries, attempts] = await withUnitOfWork(db, ({ tx }) => deleteFinishedDeliveries(tx, ids));
    counts.webhookAttempts += attempts;
    // The batch's size, not what was deleted: a delivery another process purged meanwhile must not end the loop early.
    return deliveries === 0 ? 0 : ids.length;
  });
  counts.webhookEvents = await inBatches(size, policy, () => purgeEventsWithoutDeliveries(db, before, size));
  return counts;
}
