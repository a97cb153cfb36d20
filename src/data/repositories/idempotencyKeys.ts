import { createHash } from 'node:crypto';
import { IdempotencyKey } from '../entities/IdempotencyKey';
import type { Db } from './organizations';

export type IdempotencyState = 'in_flight' | 'completed';

/** Plain data: entity instances never leave the data layer. */
export interface IdempotencyRecord {
  id: string;
  organizationId: string;
  idempotencyKey: string;
  fingerprint: string;
  state: IdempotencyState;
  caseId: string | null;
  uploadId: string | null;
  createdAt: Date;
  expiresAt: Date;
}

export interface NewIdempotencyClaim {
  id: string;
  organizationId: string;
  idempotencyKey: string;
  fingerprint: string;
  expiresAt: Date;
}

/** Exact on every backend, like cases.externalIdHash. */
function keyHash(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

function toRecord(e: IdempotencyKey): IdempotencyRecord {
  return {
    id: e.id,
    organizationId: e.organizationId,
    idempotencyKey: e.idempotencyKey,
    fingerprint: e.fingerprint,
    state: e.state as IdempotencyState,
    caseId: e.caseId,
    uploadId: e.uploadId,
    createdAt: e.createdAt,
    expiresAt: e.expiresAt,
  };
}

/**
 * Claims the key (state in_flight). A key the organization already holds fails with a unique
 * violation (`isUniqueViolation` in ../dbErrors); the caller then reads what holds it.
 */
export async function insertIdempotencyClaim(db: Db, c: NewIdempotencyClaim, now: Date = new Date()): Promise<IdempotencyRecord> {
  const row: IdempotencyKey = {
    id: c.id,
    organizationId: c.organizationId,
    idempotencyKey: c.idempotencyKey,
    keyHash: keyHash(c.idempotencyKey),
    fingerprint: c.fingerprint,
    state: 'in_flight',
    caseId: null,
    uploadId: null,
    createdAt: now,
    expiresAt: c.expiresAt,
  };
  await db.getRepository(IdempotencyKey).insert(row);
  return toRecord(row);
}

export async function findIdempotencyKey(db: Db, organizationId: string, key: string): Promise<IdempotencyRecord | null> {
  const row = await db.getRepository(IdempotencyKey).findOneBy({ organizationId, keyHash: keyHash(key) });
  return row === null || row.idempotencyKey !== key ? null : toRecord(row);
}

/** Removes the record if it has expired at `now` (compare-and-set); returns whether it did. */
export async function deleteExpiredIdempotencyKey(db: Db, id: string, now: Date): Promise<boolean> {
  const result = await db
    .getRepository(IdempotencyKey)
    .createQueryBuilder()
    .delete()
    .where('id = :id', { id })
    .andWhere('expiresAt <= :now', { now })
    .execute();
  return (result.affected ?? 0) > 0;
}

/**
 * Records the outcome of an in-flight claim; returns false if the claim is no longer there in
 * flight (it expired and another request replaced it), in which case the caller must not commit.
 */
export async function completeIdempotencyKey(
  db: Db,
  id: string,
  outcome: { caseId: string; uploadId: string; expiresAt: Date },
): Promise<boolean> {
  const result = await db
    .getRepository(IdempotencyKey)
    .createQueryBuilder()
    .update()
    .set({ state: 'completed', caseId: outcome.caseId, uploadId: outcome.uploadId, expiresAt: outcome.expiresAt })
    .where('id = :id', { id })
    .andWhere('state = :state', { state: 'in_flight' })
    .execute();
  return (result.affected ?? 0) > 0;
}

/** Drops an in-flight claim whose request failed, so that the client can retry with the key. */
export async function releaseIdempotencyClaim(db: Db, id: string): Promise<void> {
  await db.getRepository(IdempotencyKey).delete({ id, state: 'in_flight' });
}

/**
 * Removes up to `limit` records expired at `now` (housekeeping; a request with an expired key
 * replaces it anyway); returns how many. One small batch: the ids are read without locks, then
 * deleted by primary key (re-checking the expiry), so no range of the table is locked.
 */
export async function purgeExpiredIdempotencyKeys(db: Db, now: Date, limit = 500): Promise<number> {
  const repo = db.getRepository(IdempotencyKey);
  const rows = await repo.createQueryBuilder('k').select('k.id', 'id').where('k.expiresAt <= :now', { now }).orderBy('k.expiresAt', 'ASC').limit(limit).getRawMany<{ id: string }>();
  if (rows.length === 0) return 0;
  const result = await repo.createQueryBuilder().delete().where('id IN (:...ids)', { ids: rows.map((r) => r.id) }).andWhere('expiresAt <= :now', { now }).execute();
  return result.affected ?? 0;
}
