import {
  findDueOutboxMessages,
  insertOutboxMessage,
  leaseOutboxMessage,
  markOutboxDispatchedMany,
  markOutboxFailed,
  releaseOutboxMessage,
  type OutboxRecord,
} from '../data/repositories/outbox';
import type { Db } from '../data/repositories/organizations';
import { dataSourceOf } from '../data/transaction';
import { newId } from './ids';
import { afterCommitOf } from './unitOfWork';

/*
 * The outbox: work to do, recorded in the transaction that creates the rows it is about
 * ("accepting an upload writes its rows and a record of the work to do in one transaction"), and
 * handed to the queues afterwards by the relay (src/jobs/outboxRelay.ts). The queue names live
 * here, not in src/jobs, because the domain writes them and must not import src/jobs.
 */

/** Processes one accepted upload: classification, then its features. Payload: `UploadProcessPayload`. */
export const UPLOAD_PROCESS_QUEUE = 'upload.process';

export interface UploadProcessPayload {
  uploadId: string;
}

/** Extracts one credential (its documents together). Payload: `CredentialExtractPayload`. */
export const CREDENTIAL_EXTRACT_QUEUE = 'credential.extract';
/** Forensics of one accepted file. Payload: `FilePayload`. */
export const FILE_FORENSICS_QUEUE = 'file.forensics';
/** Translation of one accepted file. Payload: `FilePayload`. */
export const FILE_TRANSLATE_QUEUE = 'file.translate';

export interface CredentialExtractPayload {
  credentialId: string;
}

export interface FilePayload {
  fileId: string;
}

export type OutboxMessage = OutboxRecord;

const workListeners = new WeakMap<object, Set<() => void>>();

/**
 * A relay of this process that takes the work recorded on its DataSource straight from the commit
 * (`attachLocalRelay`): the rows are written already leased to it, and handed to it once committed.
 */
export interface LocalRelay {
  /** Committed messages, leased to this relay until `availableAt`; it must dispatch (or release) them. */
  take(messages: readonly OutboxMessage[]): void;
}

const localRelays = new WeakMap<object, LocalRelay[]>();
/** Messages recorded leased in each open transaction, handed over after its commit. */
const leasedInTx = new WeakMap<object, { relay: LocalRelay; messages: OutboxMessage[] }>();

/**
 * Calls `listener` after each commit that recorded work on `db`'s DataSource (the outbox relay's
 * nudge, so the work goes out without waiting for its poll). Returns the unsubscribe.
 */
export function onWorkRecorded(db: Db, listener: () => void): () => void {
  const ds = dataSourceOf(db);
  let listeners = workListeners.get(ds);
  if (listeners === undefined) workListeners.set(ds, (listeners = new Set()));
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Makes `relay` the taker of the work recorded on `db`'s DataSource (the relay of this process):
 * each message is written already leased to it (availableAt = now + OUTBOX_LEASE_MS) and handed to
 * it after the commit, so the relay neither reads the outbox for it nor leases it with a statement
 * of its own. If this process dies before the relay has dispatched it, the lease runs out and any
 * relay's poll takes the message as it takes every due one (the outbox's at-least-once rule is
 * unchanged). Returns the detach; with several attached, the latest takes the work.
 */
export function attachLocalRelay(db: Db, relay: LocalRelay): () => void {
  const ds = dataSourceOf(db);
  let relays = localRelays.get(ds);
  if (relays === undefined) localRelays.set(ds, (relays = []));
  relays.push(relay);
  return () => {
    const i = relays.indexOf(relay);
    if (i >= 0) relays.splice(i, 1);
  };
}

/**
 * Records work in the caller's transaction; `caseId` lets deleting the case cancel it (decision
 * "Deletion"). The listeners of `onWorkRecorded` are called once that transaction commits; with a
 * relay attached in this process (`attachLocalRelay`) the message is leased to it and handed over then.
 */
export async function recordWork(tx: Db, queue: string, payload: unknown, caseId: string | null, now: Date): Promise<OutboxMessage> {
  const relays = localRelays.get(dataSourceOf(tx));
  const relay = relays !== undefined && relays.length > 0 ? relays[relays.length - 1]! : undefined;
  const leasedUntil = relay === undefined ? undefined : new Date(now.getTime() + OUTBOX_LEASE_MS);
  const message = await insertOutboxMessage(tx, { id: newId(now.getTime()), queue, payload, caseId, availableAt: leasedUntil }, now);
  if (relay !== undefined) {
    // One hand-over per transaction, with every message it recorded (a rolled-back attempt's
    // transaction is another object, and its steps are dropped with it). The relay took the work:
    // no nudge, so it reads nothing from the outbox for it.
    const pending = leasedInTx.get(tx);
    if (pending !== undefined) {
      pending.messages.push(message);
      return message;
    }
    const handed = { relay, messages: [message] };
    leasedInTx.set(tx, handed);
    await afterCommitOf(tx, 'outbox hand-over', () => {
      if (leasedInTx.get(tx) === handed) leasedInTx.delete(tx);
      handed.relay.take(handed.messages);
    });
    return message;
  }
  await afterCommitOf(tx, 'outbox relay nudge', () => {
    for (const listener of workListeners.get(dataSourceOf(tx)) ?? []) listener();
  });
  return message;
}

/** How long a relay holds a message it took before another may take it (it died meanwhile). */
export const OUTBOX_LEASE_MS = 60_000;
const RETRY_BASE_MS = 500;
const RETRY_CAP_MS = 30_000;

/**
 * Delay before a message is tried again after its `attempts`-th failure: exponential from 0.5 s,
 * capped at 30 s, so a message waits at most 30 s after Redis is back.
 */
export function outboxRetryDelayMs(attempts: number): number {
  return Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, Math.min(attempts - 1, 20)));
}

/**
 * Takes up to `limit` due messages, oldest first, each leased to the caller (see
 * `leaseOutboxMessage`): another relay polling at the same time does not get them.
 */
export async function takeDueWork(db: Db, now: Date, limit: number): Promise<OutboxMessage[]> {
  const due = await findDueOutboxMessages(db, now, limit);
  const until = new Date(now.getTime() + OUTBOX_LEASE_MS);
  // The leases are independent compare-and-sets: run together, not one log flush after another.
  const leased = await Promise.all(due.map((m) => leaseOutboxMessage(db, m.id, now, until)));
  return due.filter((_, i) => leased[i]);
}

export function workDispatchedMany(db: Db, ids: readonly string[], now: Date = new Date()): Promise<void> {
  return markOutboxDispatchedMany(db, ids, now);
}

/** The attempt failed: due again after `outboxRetryDelayMs`. */
export function workFailed(db: Db, m: OutboxMessage, error: string, now: Date = new Date()): Promise<void> {
  return markOutboxFailed(db, m.id, error, new Date(now.getTime() + outboxRetryDelayMs(m.attempts + 1)));
}

/** Gives back a taken message that was not tried: due again at once. */
export function workReleased(db: Db, id: string, now: Date = new Date()): Promise<void> {
  return releaseOutboxMessage(db, id, now);
}
