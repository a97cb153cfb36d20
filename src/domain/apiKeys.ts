import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../data/repositories/organizations';
import { findOrganizationById, insertOrganization } from '../data/repositories/organizations';
import { insertCaseCountSlots } from '../data/repositories/cases';
import {
  findApiKeyById,
  insertApiKey,
  LAST_USED_THROTTLE_MS,
  touchApiKeyLastUsed,
  updateApiKeyStatus,
} from '../data/repositories/apiKeys';
import { ConflictError, NotFoundError, ValidationError } from './errors';
import { isHexId, newId, normalizeId } from './ids';
import { withUnitOfWork } from './unitOfWork';
import { API_KEY_TYPES, type ApiKeyStatus, type ApiKeyType } from './vocabulary';

export type { ApiKeyStatus, ApiKeyType } from './vocabulary';
export { API_KEY_TYPES } from './vocabulary';

/*
 * API keys (decision "Processes and configuration", partner-interface "Authentication").
 *
 * Format: `ck_<key id: 24 hex>_<secret: 32 random bytes, base64url, 43 chars>`. The key id
 * finds the row; only the hex SHA-256 of the secret is stored, so a database leak does not
 * leak usable keys. A plain (fast) hash is enough: the secret has 256 bits of entropy, so
 * there is nothing to brute-force that a slow hash would protect.
 */

const KEY_PREFIX = 'ck_';
const SECRET_BYTES = 32;
// base64url has `_` in its alphabet; the fixed lengths make the split unambiguous.
const KEY_FORMAT = /^ck_([a-f0-9]{24})_([A-Za-z0-9_-]{43})$/;

/** Compared against when there is no stored hash, so every path hashes and compares. */
const DUMMY_HASH = randomBytes(32);

function hashSecret(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest();
}

export type VerifyResult =
  | { outcome: 'ok'; key: { id: string; organizationId: string; type: ApiKeyType } }
  /** 401 (decision "Processes and configuration"). */
  | { outcome: 'invalid' | 'expired' | 'revoked' }
  /** 403 (decision "Processes and configuration"). */
  | { outcome: 'inactive' };

/**
 * Checks a presented key. The caller maps 'invalid', 'expired' and 'revoked' to 401 and
 * 'inactive' to 403 (decision "Processes and configuration"); the key type check (403 for a non-partner key on partner
 * routes) is the caller's, since it depends on the route.
 *
 * A wrong secret answers 'invalid' whatever the key's state, so that the state of a key is
 * only revealed to a holder of its secret.
 */
export async function verifyApiKey(db: Db, presented: string, now: Date = new Date()): Promise<VerifyResult> {
  const match = KEY_FORMAT.exec(presented);
  const keyId = match?.[1];
  const secret = match?.[2];
  const stored = keyId === undefined ? null : await findApiKeyById(db, keyId);

  // Hash and compare on every path, against a dummy hash when there is no row, so an
  // unknown key id and a wrong secret take the same time (one lookup, one hash, one
  // constant-time compare). A malformed key skips only the lookup: the format is public.
  const presentedHash = hashSecret(secret ?? presented);
  const storedHash = stored === null ? DUMMY_HASH : Buffer.from(stored.secretHash, 'hex');
  const equal = storedHash.length === presentedHash.length && timingSafeEqual(presentedHash, storedHash);
  if (stored === null || !equal) return { outcome: 'invalid' };

  // Revocation is final and outranks the rest; expired and revoked are both 401, inactive
  // is 403 (decision "Processes and configuration").
  if (stored.status === 'revoked') return { outcome: 'revoked' };
  if (stored.expiresAt !== null && stored.expiresAt.getTime() <= now.getTime()) return { outcome: 'expired' };
  if (stored.status !== 'active') return { outcome: 'inactive' };

  // Throttled: skip the query altogether while the stored value is fresh; the UPDATE's own
  // condition covers concurrent requests.
  if (stored.lastUsedAt === null || now.getTime() - stored.lastUsedAt.getTime() >= LAST_USED_THROTTLE_MS) {
    await touchApiKeyLastUsed(db, stored.id, now, LAST_USED_THROTTLE_MS);
  }
  return { outcome: 'ok', key: { id: stored.id, organizationId: stored.organizationId, type: stored.type } };
}

/**
 * The state of a key known by its id, for a session that was opened with it (the operator UI
 * keeps only the key id, never the key): the same outcomes as `verifyApiKey` for a key whose
 * secret was already checked, so a key revoked, deactivated or expired since the sign-in ends the
 * session at its next request.
 */
export async function checkApiKeyById(db: Db, keyId: string, now: Date = new Date()): Promise<VerifyResult> {
  const stored = isHexId(keyId) ? await findApiKeyById(db, normalizeId(keyId)) : null;
  if (stored === null) return { outcome: 'invalid' };
  if (stored.status === 'revoked') return { outcome: 'revoked' };
  if (stored.expiresAt !== null && stored.expiresAt.getTime() <= now.getTime()) return { outcome: 'expired' };
  if (stored.status !== 'active') return { outcome: 'inactive' };
  return { outcome: 'ok', key: { id: stored.id, organizationId: stored.organizationId, type: stored.type } };
}

export interface CreatedOrganization {
  id: string;
  name: string;
}

const ORG_NAME_MAX = 200;

export async function createOrganization(db: Db, name: string): Promise<CreatedOrganization> {
  const trimmed = name.trim();
  if (trimmed === '') {
    throw new ValidationError('organization name must not be empty', [{ path: 'name', message: 'must not be empty' }]);
  }
  // Counted in code points, as the varchar(200) column counts characters.
  if ([...trimmed].length > ORG_NAME_MAX) {
    throw new ValidationError(`organization name must be at most ${ORG_NAME_MAX} characters`, [
      { path: 'name', message: `must be at most ${ORG_NAME_MAX} characters` },
    ]);
  }
  if (/\p{Cc}/u.test(trimmed)) {
    throw new ValidationError('organization name must not contain control characters', [
      { path: 'name', message: 'must not contain control characters' },
    ]);
  }
  const org = await withUnitOfWork(db, async ({ tx }) => {
    const inserted = await insertOrganization(tx, { id: newId(), name: trimmed });
    // With its case count slots, so that a case's transaction only ever updates an existing slot row.
    await insertCaseCountSlots(tx, inserted.id);
    return inserted;
  });
  return { id: org.id, name: org.name };
}

export interface CreateApiKeyInput {
  organizationId: string;
  type: string;
  /** Created inactive: it authenticates only after `activateApiKey`. */
  inactive?: boolean;
  /** May be in the past: the key is then already expired (decision "Processes and configuration"). */
  expiresAt?: Date;
}

export interface CreatedApiKey {
  id: string;
  /** The raw key. It exists only in this return value: never store or log it. */
  apiKey: string;
}

// DATETIME's range on MySQL ends at 9999; the lower bound only rejects nonsense.
const MIN_EXPIRY = Date.UTC(1970, 0, 1);
const MAX_EXPIRY = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

function isApiKeyType(t: string): t is ApiKeyType {
  return (API_KEY_TYPES as readonly string[]).includes(t);
}

export async function createApiKey(db: Db, input: CreateApiKeyInput): Promise<CreatedApiKey> {
  if (!isHexId(input.organizationId)) {
    throw new ValidationError('organization id must be 24 hexadecimal characters', [
      { path: 'organizationId', message: 'must be 24 hexadecimal characters' },
    ]);
  }
  if (!isApiKeyType(input.type)) {
    throw new ValidationError(`key type must be one of ${API_KEY_TYPES.join(', ')}`, [
      { path: 'type', message: `must be one of ${API_KEY_TYPES.join(', ')}` },
    ]);
  }
  const expiresAt = input.expiresAt ?? null;
  if (expiresAt !== null) {
    const t = expiresAt.getTime();
    if (Number.isNaN(t) || t < MIN_EXPIRY || t > MAX_EXPIRY) {
      throw new ValidationError('expiry must be a date-time between 1970 and 9999', [
        { path: 'expiresAt', message: 'must be a date-time between 1970 and 9999' },
      ]);
    }
  }

  const organizationId = normalizeId(input.organizationId);
  const org = await findOrganizationById(db, organizationId);
  if (org === null) throw new NotFoundError(`organization ${organizationId} not found`);

  const id = newId();
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  await insertApiKey(db, {
    id,
    organizationId,
    type: input.type,
    status: input.inactive === true ? 'inactive' : 'active',
    secretHash: hashSecret(secret).toString('hex'),
    expiresAt,
  });
  return { id, apiKey: `${KEY_PREFIX}${id}_${secret}` };
}

export interface KeyStatus {
  id: string;
  status: ApiKeyStatus;
}

function requireKeyId(keyId: string): string {
  if (!isHexId(keyId)) {
    throw new ValidationError('key id must be 24 hexadecimal characters', [
      { path: 'keyId', message: 'must be 24 hexadecimal characters' },
    ]);
  }
  return normalizeId(keyId);
}

/** The statuses a key may move from, per target status: nothing leaves 'revoked'. */
const ALLOWED_FROM: Record<ApiKeyStatus, readonly ApiKeyStatus[]> = {
  active: ['inactive'],
  inactive: ['active'],
  revoked: ['active', 'inactive'],
};

/**
 * Moves a key to `target`. Setting the status it already has is a no-op that succeeds.
 * A revoked key never changes again (revocation is final): the update is a
 * compare-and-set on the allowed prior statuses, so this holds under concurrency too.
 */
async function changeStatus(db: Db, keyId: string, target: ApiKeyStatus): Promise<KeyStatus> {
  const id = requireKeyId(keyId);
  const now = new Date();
  const fromStatuses = ALLOWED_FROM[target];
  const change = target === 'revoked' ? { status: target, revokedAt: now, fromStatuses } : { status: target, fromStatuses };

  const updated = await updateApiKeyStatus(db, id, change, now);
  if (updated !== null) return { id, status: updated.status };

  // Nothing changed: find out why.
  const current = await findApiKeyById(db, id);
  if (current === null) throw new NotFoundError(`API key ${id} not found`);
  if (current.status === target) return { id, status: current.status };
  if (current.status === 'revoked') {
    throw new ConflictError(`API key ${id} is revoked; revocation is final, create a new key instead`);
  }
  // Only reachable if the status changed between the update and the read; report what
  // is there rather than guess.
  throw new ConflictError(`API key ${id} changed concurrently (now ${current.status}); try again`);
}

/** Final: a revoked key answers 401 and can never be activated again. */
export function revokeApiKey(db: Db, keyId: string): Promise<KeyStatus> {
  return changeStatus(db, keyId, 'revoked');
}

/** Reversible: an inactive key answers 403 until activated. */
export function deactivateApiKey(db: Db, keyId: string): Promise<KeyStatus> {
  return changeStatus(db, keyId, 'inactive');
}

export function activateApiKey(db: Db, keyId: string): Promise<KeyStatus> {
  return changeStatus(db, keyId, 'active');
}
