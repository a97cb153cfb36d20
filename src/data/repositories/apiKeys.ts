import { Brackets } from 'typeorm';
import { ApiKey } from '../entities/ApiKey';
import type { Db } from './organizations';
import { rawSelect } from '../rawSelect';

import type { ApiKeyStatus, ApiKeyType } from '../../domain/vocabulary';

/** Plain data: entity instances never leave the data layer. */
export interface ApiKeyRecord {
  id: string;
  organizationId: string;
  type: ApiKeyType;
  status: ApiKeyStatus;
  /** Hex SHA-256 of the secret part of the key. */
  secretHash: string;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewApiKey {
  id: string;
  organizationId: string;
  type: ApiKeyType;
  status: ApiKeyStatus;
  secretHash: string;
  expiresAt: Date | null;
}

/**
 * lastUsedAt is written at most once per this interval per key, so that authenticating
 * a request does not cost a write every time.
 */
export const LAST_USED_THROTTLE_MS = 60_000;

function toRecord(e: ApiKey): ApiKeyRecord {
  return {
    id: e.id,
    organizationId: e.organizationId,
    // The columns are varchar; only the domain writes them, with these values.
    type: e.type as ApiKeyType,
    status: e.status as ApiKeyStatus,
    secretHash: e.secretHash,
    expiresAt: e.expiresAt,
    revokedAt: e.revokedAt,
    lastUsedAt: e.lastUsedAt,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}

export async function insertApiKey(db: Db, key: NewApiKey, now: Date = new Date()): Promise<ApiKeyRecord> {
  const row: ApiKey = {
    ...key,
    revokedAt: key.status === 'revoked' ? now : null,
    lastUsedAt: null,
    createdAt: now,
    updatedAt: now,
  };
  await db.getRepository(ApiKey).insert(row);
  return toRecord(row);
}

export async function findApiKeyById(db: Db, id: string): Promise<ApiKeyRecord | null> {
  const [row] = await rawSelect(db, ApiKey, { where: [{ column: 'id', equals: id }], limit: 1 });
  return row === undefined ? null : toRecord(row);
}

export interface StatusChange {
  status: ApiKeyStatus;
  /** Set when the change is a revocation; left unchanged when omitted. */
  revokedAt?: Date;
  /**
   * Compare-and-set: the row changes only if its current status is one of these, in the
   * same statement, so a concurrent change cannot slip between the caller's read and this
   * write (e.g. a revocation followed by a reactivation).
   */
  fromStatuses: readonly ApiKeyStatus[];
}

/** Returns the updated key, or null if no key has this id or its status is not in `fromStatuses`. */
export async function updateApiKeyStatus(
  db: Db,
  id: string,
  change: StatusChange,
  now: Date = new Date(),
): Promise<ApiKeyRecord | null> {
  if (change.fromStatuses.length === 0) return null;
  const set: Partial<ApiKey> = { status: change.status, updatedAt: now };
  if (change.revokedAt !== undefined) set.revokedAt = change.revokedAt;
  const result = await db
    .getRepository(ApiKey)
    .createQueryBuilder()
    .update()
    .set(set)
    .where('id = :id', { id })
    .andWhere('status IN (:...fromStatuses)', { fromStatuses: change.fromStatuses })
    .execute();
  if (result.affected === 0) return null;
  return findApiKeyById(db, id);
}

/**
 * Records a use of the key, at most once per `minIntervalMs`. The condition is in the
 * UPDATE itself so that concurrent requests do not each write. Returns whether a row was
 * written. updatedAt is left alone: a use is not a change to the key.
 */
export async function touchApiKeyLastUsed(
  db: Db,
  id: string,
  now: Date = new Date(),
  minIntervalMs: number = LAST_USED_THROTTLE_MS,
): Promise<boolean> {
  const threshold = new Date(now.getTime() - minIntervalMs);
  const result = await db
    .getRepository(ApiKey)
    .createQueryBuilder()
    .update()
    .set({ lastUsedAt: now })
    .where('id = :id', { id })
    .andWhere(
      new Brackets((qb) => {
        qb.where('lastUsedAt IS NULL').orWhere('lastUsedAt <= :threshold', { threshold });
      }),
    )
    .execute();
  return (result.affected ?? 0) > 0;
}
