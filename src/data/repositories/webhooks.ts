import { In, IsNull, Not } from 'typeorm';
import { WebhookAttempt, WebhookConfig, WebhookDelivery, WebhookEvent, WebhookStream } from '../entities/Webhooks';
import type { Db } from './organizations';

/* Plain data: entity instances never leave the data layer. */

export interface WebhookConfigRecord {
  id: string;
  organizationId: string;
  endpoint: string;
  audience: string;
  description: string | null;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
}

/** A configuration with its secret: only the delivery path asks for this. */
export interface WebhookTarget extends WebhookConfigRecord {
  secret: string;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'cancelled';

export interface WebhookEventRecord {
  id: string;
  organizationId: string;
  caseId: string;
  eventName: string;
  stream: string;
  seq: number;
  body: string;
  occurredAt: Date;
}

export interface WebhookDeliveryRecord {
  id: string;
  eventId: string;
  webhookConfigId: string;
  caseId: string;
  stream: string;
  seq: number;
  status: DeliveryStatus;
  attempts: number;
  waiting: boolean;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
  deliveredAt: Date | null;
}

export interface WebhookAttemptRecord {
  id: string;
  deliveryId: string;
  attempt: number;
  startedAt: Date;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
}

const toConfig = (e: WebhookConfig): WebhookConfigRecord => ({
  id: e.id,
  organizationId: e.organizationId,
  endpoint: e.endpoint,
  audience: e.audience,
  description: e.description,
  createdAt: e.createdAt,
  updatedAt: e.updatedAt,
  deletedAt: e.deletedAt,
});

const toEvent = (e: WebhookEvent): WebhookEventRecord => ({ ...e, seq: Number(e.seq) });

const toDelivery = (e: WebhookDelivery): WebhookDeliveryRecord => ({
  ...e,
  seq: Number(e.seq),
  attempts: Number(e.attempts),
  waiting: Number(e.waiting) === 1,
  lastStatusCode: e.lastStatusCode === null ? null : Number(e.lastStatusCode),
  status: e.status as DeliveryStatus,
});

const toAttempt = (e: WebhookAttempt): WebhookAttemptRecord => ({
  ...e,
  attempt: Number(e.attempt),
  durationMs: Number(e.durationMs),
  statusCode: e.statusCode === null ? null : Number(e.statusCode),
});

function isMysql(db: Db): boolean {
  const type = ('connection' in db ? db.connection : db).options.type;
  return type === 'mysql' || type === 'mariadb';
}

// ---------------------------------------------------------------------------------------------
// Configurations

export async function insertWebhookConfig(
  db: Db,
  c: { id: string; organizationId: string; endpoint: string; audience: string; description: string | null; secret: string },
  now: Date,
): Promise<WebhookConfigRecord> {
  const row: WebhookConfig = { ...c, createdAt: now, updatedAt: now, deletedAt: null };
  await db.getRepository(WebhookConfig).insert(row);
  return toConfig(row);
}

/** The organization's configuration, unless deleted. */
export async function findWebhookConfig(db: Db, organizationId: string, id: string): Promise<WebhookConfigRecord | null> {
  const row = await db.getRepository(WebhookConfig).findOneBy({ id, organizationId, deletedAt: IsNull() });
  return row === null ? null : toConfig(row);
}

/** The organization's configurations that are not deleted, oldest first. */
export async function listWebhookConfigs(db: Db, organizationId: string, audience?: string): Promise<WebhookConfigRecord[]> {
  const rows = await db.getRepository(WebhookConfig).find({
    where: { organizationId, deletedAt: IsNull(), ...(audience === undefined ? {} : { audience }) },
    order: { createdAt: 'ASC', id: 'ASC' },
  });
  return rows.map(toConfig);
}

export async function countWebhookConfigs(db: Db, organizationId: string): Promise<number> {
  return db.getRepository(WebhookConfig).countBy({ organizationId, deletedAt: IsNull() });
}

/** Soft delete; false when there was nothing (left) to delete. */
export async function softDeleteWebhookConfig(db: Db, organizationId: string, id: string, now: Date): Promise<boolean> {
  const r = await db.getRepository(WebhookConfig).update({ id, organizationId, deletedAt: IsNull() }, { deletedAt: now, updatedAt: now });
  return (r.affected ?? 0) > 0;
}

/** The configuration and its secret, deleted or not (the delivery decides what a deletion means). */
export async function findWebhookTarget(db: Db, id: string): Promise<WebhookTarget | null> {
  const row = await db.getRepository(WebhookConfig).findOneBy({ id });
  return row === null ? null : { ...toConfig(row), secret: row.secret };
}

// ---------------------------------------------------------------------------------------------
// Streams, events, deliveries

/**
 * Takes the next sequence number of the case's stream and keeps the stream row locked until the
 * transaction ends, so sequence numbers follow commit order. One upsert statement: an update
 * that matches nothing and then an insert would take a gap lock first, and two transactions
 * making the first event of two different cases would deadlock on each other's gap.
 */
export async function nextStreamSeq(db: Db, caseId: string, stream: string): Promise<number> {
  if (isMysql(db)) {
    await db.query('INSERT INTO `webhook_streams` (`caseId`, `stream`, `seq`) VALUES (?, ?, 1) ON DUPLICATE KEY UPDATE `seq` = `seq` + 1', [caseId, stream]);
  } else {
    await db.query('INSERT INTO "webhook_streams" ("caseId", "stream", "seq") VALUES (?, ?, 1) ON CONFLICT ("caseId", "stream") DO UPDATE SET "seq" = "seq" + 1', [caseId, stream]);
  }
  const row = await db.getRepository(WebhookStream).findOneByOrFail({ caseId, stream });
  return Number(row.seq);
}

/**
 * Locks the stream row so that the caller's later reads of the stream's deliveries see every
 * committed event and no new one can commit meanwhile. Call it first. A locking read, not a no-op
 * update: a transaction that writes nothing commits without a log flush. (SQLite runs one
 * transaction at a time: nothing to lock.)
 */
export async function lockStream(db: Db, caseId: string, stream: string): Promise<void> {
  if (!isMysql(db)) return;
  await db.getRepository(WebhookStream).createQueryBuilder('s').setLock('pessimistic_write').where('s.caseId = :caseId AND s.stream = :stream', { caseId, stream }).getOne();
}

export async function insertWebhookEvent(db: Db, e: WebhookEventRecord): Promise<void> {
  await db.getRepository(WebhookEvent).insert(e);
}

export async function insertWebhookDelivery(
  db: Db,
  d: Omit<WebhookDeliveryRecord, 'createdAt' | 'updatedAt' | 'deliveredAt' | 'attempts' | 'waiting' | 'lastStatusCode' | 'lastError' | 'status'>,
  now: Date,
): Promise<void> {
  const row: WebhookDelivery = { ...d, status: 'pending', attempts: 0, waiting: 0, lastStatusCode: null, lastError: null, createdAt: now, updatedAt: now, deliveredAt: null };
  await db.getRepository(WebhookDelivery).insert(row);
}

/**
 * The unfinished delivery of the stream to the endpoint with the lowest sequence number, before
 * `beforeSeq` when given. Call it after `lockStream` in the same transaction: its snapshot then
 * includes every delivery committed before the lock was taken. (A plain read on purpose: a
 * locking read would take gap locks that deadlock concurrent event recording.)
 */
export async function findStreamHead(db: Db, webhookConfigId: string, caseId: string, stream: string, beforeSeq?: number): Promise<WebhookDeliveryRecord | null> {
  const q = db
    .getRepository(WebhookDelivery)
    .createQueryBuilder('d')
    .where('d.webhookConfigId = :webhookConfigId AND d.caseId = :caseId AND d.stream = :stream AND d.status = :pending', { webhookConfigId, caseId, stream, pending: 'pending' })
    .orderBy('d.seq', 'ASC')
    .limit(1);
  if (beforeSeq !== undefined) q.andWhere('d.seq < :beforeSeq', { beforeSeq });
  const row = await q.getOne();
  return row === null ? null : toDelivery(row);
}

/** Sets or clears the delivery's `waiting` mark; true when it changed. */
export async function setDeliveryWaiting(db: Db, id: string, waiting: boolean): Promise<boolean> {
  const r = await db.getRepository(WebhookDelivery).update({ id, waiting: waiting ? 0 : 1 }, { waiting: waiting ? 1 : 0 });
  return (r.affected ?? 0) > 0;
}

export async function findWebhookDelivery(db: Db, id: string): Promise<WebhookDeliveryRecord | null> {
  const row = await db.getRepository(WebhookDelivery).findOneBy({ id });
  return row === null ? null : toDelivery(row);
}

export async function findWebhookEvent(db: Db, id: string): Promise<WebhookEventRecord | null> {
  const row = await db.getRepository(WebhookEvent).findOneBy({ id });
  return row === null ? null : toEvent(row);
}

/** Records an attempt and the delivery's new state; compare-and-set on "still pending". */
export async function recordWebhookAttempt(
  db: Db,
  a: WebhookAttemptRecord,
  next: { status: DeliveryStatus; deliveredAt: Date | null },
  now: Date,
): Promise<boolean> {
  const r = await db
    .getRepository(WebhookDelivery)
    .update(
      { id: a.deliveryId, status: 'pending' },
      { status: next.status, attempts: a.attempt, lastStatusCode: a.statusCode, lastError: a.error, deliveredAt: next.deliveredAt, updatedAt: now },
    );
  if ((r.affected ?? 0) === 0) return false;
  await db.getRepository(WebhookAttempt).insert(a);
  return true;
}

/** Ends a pending delivery as failed without recording an attempt (the attempt could not be recorded). */
export async function failWebhookDelivery(db: Db, id: string, reason: string, now: Date): Promise<boolean> {
  const r = await db.getRepository(WebhookDelivery).update({ id, status: 'pending' }, { status: 'failed', lastError: reason, updatedAt: now });
  return (r.affected ?? 0) > 0;
}

/** Ends a pending delivery without an attempt (its endpoint was deleted). */
export async function cancelWebhookDelivery(db: Db, id: string, reason: string, now: Date): Promise<boolean> {
  const r = await db.getRepository(WebhookDelivery).update({ id, status: 'pending' }, { status: 'cancelled', lastError: reason, updatedAt: now });
  return (r.affected ?? 0) > 0;
}

// ---------------------------------------------------------------------------------------------
// History ("did you send it?")

export async function findEventsOfCase(db: Db, caseId: string): Promise<WebhookEventRecord[]> {
  const rows = await db.getRepository(WebhookEvent).find({ where: { caseId }, order: { occurredAt: 'ASC', seq: 'ASC' } });
  return rows.map(toEvent);
}

export async function findDeliveriesOfEvents(db: Db, eventIds: string[]): Promise<WebhookDeliveryRecord[]> {
  if (eventIds.length === 0) return [];
  const rows = await db.getRepository(WebhookDelivery).find({ where: { eventId: In(eventIds) }, order: { createdAt: 'ASC', id: 'ASC' } });
  return rows.map(toDelivery);
}

export async function findAttemptsOfDeliveries(db: Db, deliveryIds: string[]): Promise<WebhookAttemptRecord[]> {
  if (deliveryIds.length === 0) return [];
  const rows = await db.getRepository(WebhookAttempt).find({ where: { deliveryId: In(deliveryIds) }, order: { startedAt: 'ASC', attempt: 'ASC' } });
  return rows.map(toAttempt);
}

// ---------------------------------------------------------------------------------------------
// Retention (src/domain/maintenance.ts)

/** Ids of up to `limit` deliveries that ended (delivered, failed, cancelled) at or before `before`. Read without locks. */
export async function findFinishedDeliveryIds(db: Db, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .getRepository(WebhookDelivery)
    .createQueryBuilder('d')
    .select('d.id', 'id')
    .where('d.status IN (:...done)', { done: ['delivered', 'failed', 'cancelled'] })
    .andWhere('d.updatedAt <= :before', { before })
    .limit(limit)
    .getRawMany<{ id: string }>();
  return rows.map((r) => r.id);
}

/** Deletes the deliveries (still ended) and their attempts; returns [deliveries, attempts] deleted. Call it in a transaction. */
export async function deleteFinishedDeliveries(db: Db, ids: readonly string[]): Promise<[number, number]> {
  if (ids.length === 0) return [0, 0];
  const attempts = await db.getRepository(WebhookAttempt).delete({ deliveryId: In([...ids]) });
  const deliveries = await db.getRepository(WebhookDelivery).delete({ id: In([...ids]), status: Not('pending') });
  return [deliveries.affected ?? 0, attempts.affected ?? 0];
}

/**
 * Removes up to `limit` events that occurred at or before `before` and have no delivery left (all
 * ended and purged); returns how many. The stream rows stay: they carry the next sequence number.
 */
export async function purgeEventsWithoutDeliveries(db: Db, before: Date, limit: number): Promise<number> {
  const rows = await db
    .getRepository(WebhookEvent)
    .createQueryBuilder('e')
    .select('e.id', 'id')
    .where('e.occurredAt <= :before', { before })
    .andWhere((qb) => `NOT EXISTS ${qb.subQuery().select('1').from(WebhookDelivery, 'd').where('d.eventId = e.id').getQuery()}`)
    .limit(limit)
    .getRawMany<{ id: string }>();
  if (rows.length === 0) return 0;
  // A delivery is only ever written with its event, so none can appear for these meanwhile; the
  // foreign key would refuse the delete if one did.
  const result = await db.getRepository(WebhookEvent).delete({ id: In(rows.map((r) => r.id)) });
  return result.affected ?? 0;
}
