import { In, IsNull, LessThanOrEqual, Not } from 'typeorm';
import { OutboxMessage } from '../entities/OutboxMessage';
import type { Db } from './organizations';
import { rawInsert } from '../rawInsert';
import { dataSourceOf } from '../transaction';

/** Plain data: entity instances never leave the data layer. */
export interface OutboxRecord {
  id: string;
  queue: string;
  payload: unknown;
  caseId: string | null;
  createdAt: Date;
  availableAt: Date;
  dispatchedAt: Date | null;
  attempts: number;
  lastError: string | null;
}

export interface NewOutboxMessage {
  id: string;
  queue: string;
  payload: unknown;
  caseId: string | null;
  /** When it is due: now unless given (a message written already leased to a relay of this process). */
  availableAt?: Date;
}

const LAST_ERROR_MAX = 500;

function toRecord(e: OutboxMessage): OutboxRecord {
  return {
    id: e.id,
    queue: e.queue,
    payload: JSON.parse(e.payload) as unknown,
    caseId: e.caseId,
    createdAt: e.createdAt,
    availableAt: e.availableAt,
    dispatchedAt: e.dispatchedAt,
    attempts: Number(e.attempts),
    lastError: e.lastError,
  };
}

/** Records work to do; write it in the transaction of the rows it is about. Due at once unless `m.availableAt`. */
export async function insertOutboxMessage(db: Db, m: NewOutboxMessage, now: Date = new Date()): Promise<OutboxRecord> {
  const row: OutboxMessage = {
    id: m.id,
    queue: m.queue,
    payload: JSON.stringify(m.payload),
    caseId: m.caseId,
    createdAt: now,
    availableAt: m.availableAt ?? now,
    dispatchedAt: null,
    attempts: 0,
    lastError: null,
  };
  await rawInsert(db, OutboxMessage, [row]);
  return toRecord(row);
}

export async function findOutboxMessage(db: Db, id: string): Promise<OutboxRecord | null> {
  const row = await db.getRepository(OutboxMessage).findOneBy({ id });
  return row === null ? null : toRecord(row);
}

/** Undispatched messages due at `now`, oldest first (availableAt, createdAt, id). */
export async function findDueOutboxMessages(db: Db, now: Date, limit: number): Promise<OutboxRecord[]> {
  const rows = await db
    .getRepository(OutboxMessage)
    .createQueryBuilder('o')
    .where('o.dispatchedAt IS NULL')
    .andWhere('o.availableAt <= :now', { now })
    .orderBy('o.availableAt', 'ASC')
    .addOrderBy('o.createdAt', 'ASC')
    .addOrderBy('o.id', 'ASC')
    .limit(limit)
    .getMany();
  return rows.map(toRecord);
}

/**
 * Takes a due message for `until` (moves availableAt there), compare-and-set on "still due and
 * undispatched": of several relays polling the same table, exactly one gets it. If the taker
 * dies, the message is due again at `until`.
 */
export async function leaseOutboxMessage(db: Db, id: string, now: Date, until: Date): Promise<boolean> {
  const result = await db
    .getRepository(OutboxMessage)
    .createQueryBuilder()
    .update()
    .set({ availableAt: until })
    .where('id = :id', { id })
    .andWhere('dispatchedAt IS NULL')
    .andWhere('availableAt <= :now', { now })
    .execute();
  return (result.affected ?? 0) > 0;
}

/**
 * One statement for a batch: each autocommit is a log flush, and the relay marks many at once.
 * Written by hand, not by the update builder: the relay runs it for every batch it sends, with the
 * API's requests on the same process (README "Benchmarks"); the date is converted by the driver
 * as the column stores it, as `rawInsert` does.
 */
export async function markOutboxDispatchedMany(db: Db, ids: readonly string[], now: Date = new Date()): Promise<void> {
  if (ids.length === 0) return;
  const ds = dataSourceOf(db);
  const dispatchedAt = ds.getMetadata(OutboxMessage).findColumnWithPropertyName('dispatchedAt')!;
  await db.query(`UPDATE outbox SET dispatchedAt = ? WHERE id IN (${ids.map(() => '?').join(', ')}) AND dispatchedAt IS NULL`, [
    ds.driver.preparePersistentValue(now, dispatchedAt),
    ...ids,
  ]);
}

/** Counts a failed attempt and makes the message due again at `retryAt`. */
export async function markOutboxFailed(db: Db, id: string, error: string, retryAt: Date): Promise<void> {
  await db
    .getRepository(OutboxMessage)
    .createQueryBuilder()
    .update()
    .set({ attempts: () => 'attempts + 1', lastError: error.slice(0, LAST_ERROR_MAX), availableAt: retryAt })
    .where('id = :id', { id })
    .andWhere('dispatchedAt IS NULL')
    .execute();
}

/** Gives a taken message back untried: due again at `at`. */
export async function releaseOutboxMessage(db: Db, id: string, at: Date): Promise<void> {
  await db.getRepository(OutboxMessage).update({ id, dispatchedAt: IsNull() }, { availableAt: at });
}

/** Removes the case's messages not yet handed to a queue (its work is cancelled); returns how many. */
export async function deletePendingOutboxOfCase(db: Db, caseId: string): Promise<number> {
  const result = await db.getRepository(OutboxMessage).delete({ caseId, dispatchedAt: IsNull() });
  return result.affected ?? 0;
}

/** Every message of the case (tests and support). */
export async function findOutboxOfCase(db: Db, caseId: string): Promise<OutboxRecord[]> {
  const rows = await db.getRepository(OutboxMessage).find({ where: { caseId }, order: { createdAt: 'ASC', id: 'ASC' } });
  return rows.map(toRecord);
}

/**
 * Removes up to `limit` messages dispatched at or before `before` (their job is in Redis or done;
 * the row is history); returns how many. Read without locks, deleted by primary key.
 */
export async function purgeDispatchedOutbox(db: Db, before: Date, limit: number): Promise<number> {
  const repo = db.getRepository(OutboxMessage);
  const rows = await repo.find({ select: { id: true }, where: { dispatchedAt: LessThanOrEqual(before) }, order: { dispatchedAt: 'ASC' }, take: limit });
  if (rows.length === 0) return 0;
  const result = await repo.delete({ id: In(rows.map((r) => r.id)), dispatchedAt: Not(IsNull()) });
  return result.affected ?? 0;
}
