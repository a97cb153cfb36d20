import { createHash } from 'node:crypto';
import { isUniqueViolation } from '../../data/dbErrors';
import {
  completeIdempotencyKey,
  deleteExpiredIdempotencyKey,
  findIdempotencyKey,
  insertIdempotencyClaim,
  releaseIdempotencyClaim as deleteClaim,
} from '../../data/repositories/idempotencyKeys';
import type { Db } from '../../data/repositories/organizations';
import { ConflictError } from '../errors';
import { newId } from '../ids';

/*
 * Idempotency-Key of POST /cases (decision "Idempotency"): scope organization + key, kept 24 hours.
 *
 * The key is claimed (state in_flight) in its own committed insert before the submission runs, so
 * a second request with the key sees the claim at once, whatever the first is doing; the claim is
 * completed inside the submission's transaction (so "completed" and the upload exist together or
 * not at all) and removed if the submission fails, so the client can retry with the same key.
 */

/** decision "Idempotency": records are kept 24 hours. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * An in-flight claim older than this is taken to belong to a process that died before finishing
 * or removing it, and is replaced like an expired record. The submission only runs after the
 * files are received, so a live one is done in seconds; without this bound, a crash would block
 * the key for 24 hours.
 */
export const IN_FLIGHT_TIMEOUT_MS = 10 * 60 * 1000;

/**
 * The fingerprint of a POST /cases request (decision "Idempotency", decision "Idempotency" "Idempotency fingerprint"): hex SHA-256 over
 * every form field, every file name and every file's SHA-256, in order.
 *
 * Canonical encoding: JSON of `{fields: [[name, [values…]]…], files: [[fileName, sha256]…]}`
 * with the field names sorted (the order of different fields in a multipart body carries no
 * meaning) and each field's values, and the files, in request order (there it does). JSON quotes
 * every string, so no two different requests encode the same.
 */
export function submissionFingerprint(fields: Record<string, string[]>, files: { fileName: string; sha256: string }[]): string {
  const canonical = JSON.stringify({
    fields: Object.keys(fields)
      .sort()
      .map((name) => [name, fields[name] ?? []]),
    files: files.map((f) => [f.fileName, f.sha256]),
  });
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}

export type IdempotencyClaim =
  /** The key is ours: run the submission, then complete or release the claim. */
  | { kind: 'claimed'; claimId: string }
  /** The key already completed with the same request: answer with its upload. */
  | { kind: 'replay'; caseId: string; uploadId: string };

const CLAIM_ATTEMPTS = 3;

/**
 * Claims `key` for the organization, or tells the caller to replay. Throws ConflictError (409)
 * when the key is held by a request still in flight, or completed with a different fingerprint
 * (decision "Idempotency"). An expired record (past 24 hours, or an abandoned in-flight claim) is replaced.
 */
export async function claimIdempotencyKey(
  db: Db,
  organizationId: string,
  idempotency: { key: string; fingerprint: string },
  now: Date,
): Promise<IdempotencyClaim> {
  for (let attempt = 1; attempt <= CLAIM_ATTEMPTS; attempt += 1) {
    try {
      const claim = await insertIdempotencyClaim(
        db,
        {
          id: newId(now.getTime()),
          organizationId,
          idempotencyKey: idempotency.key,
          fingerprint: idempotency.fingerprint,
          expiresAt: new Date(now.getTime() + IN_FLIGHT_TIMEOUT_MS),
        },
        now,
      );
      return { kind: 'claimed', claimId: claim.id };
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
    const held = await findIdempotencyKey(db, organizationId, idempotency.key);
    // Gone between our insert and this read (released or replaced): try again.
    if (held === null) continue;
    if (held.expiresAt.getTime() <= now.getTime()) {
      await deleteExpiredIdempotencyKey(db, held.id, now);
      continue;
    }
    if (held.state === 'in_flight') {
      throw new ConflictError('A request with this Idempotency-Key is still in progress; retry once it has finished');
    }
    if (held.fingerprint !== idempotency.fingerprint) {
      throw new ConflictError('This Idempotency-Key was already used with a different request; use a new key for a new request');
    }
    if (held.caseId === null || held.uploadId === null) throw new Error(`idempotency record ${held.id} is completed without an upload`);
    return { kind: 'replay', caseId: held.caseId, uploadId: held.uploadId };
  }
  // Only under sustained contention on one key.
  throw new ConflictError('A request with this Idempotency-Key is still in progress; retry once it has finished');
}

/**
 * Completes the claim inside the submission's transaction. If the claim is gone (it timed out
 * and another request replaced it), the submission must not commit: the other request owns the key.
 */
export async function completeIdempotencyClaim(
  tx: Db,
  claimId: string,
  outcome: { caseId: string; uploadId: string },
  now: Date,
): Promise<void> {
  const done = await completeIdempotencyKey(tx, claimId, { ...outcome, expiresAt: new Date(now.getTime() + IDEMPOTENCY_RETENTION_MS) });
  if (!done) throw new ConflictError('A request with this Idempotency-Key is still in progress; retry once it has finished');
}

/** Removes the claim of a failed submission so that the client can retry with the same key. */
export async function releaseIdempotencyClaim(db: Db, claimId: string): Promise<void> {
  await deleteClaim(db, claimId);
}
