import {
  findCombinedAwaitingProduction,
  findCredentialsAwaitingExtraction,
  findDeliveriesAwaitingAttempt,
  findFilesAwaiting,
  findUndispatchedWork,
  findUploadsNotFannedOut,
} from '../data/repositories/pendingWork';
import type { Db } from '../data/repositories/organizations';
import { EVALUATION_COMBINE_QUEUE } from './evaluations/combined';
import { CREDENTIAL_EXTRACT_QUEUE, FILE_FORENSICS_QUEUE, FILE_TRANSLATE_QUEUE, UPLOAD_PROCESS_QUEUE } from './outbox';
import { WEBHOOK_DELIVER_QUEUE } from './webhooks/events';

/*
 * Work the database says is pending, for the lost-work sweep (src/jobs/lostWorkSweep.ts): if
 * Redis loses its data, queued and running jobs vanish while their outbox records stay marked
 * dispatched, so the database is the only place that still knows the work is to be done.
 *
 * Each item is named by its work key (the queue and the id its job is about), which is also how
 * a live job is recognised: two jobs with one key do the same work.
 */

export interface PendingWork {
  queue: string;
  /** `workKey(queue, payload)`. */
  key: string;
  payload: unknown;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The id a job of `queue` is about (its item), or null for a payload without it. */
export function workKey(queue: string, payload: unknown): string | null {
  const p = (payload ?? {}) as Record<string, unknown>;
  switch (queue) {
    case UPLOAD_PROCESS_QUEUE:
      return text(p.uploadId);
    case CREDENTIAL_EXTRACT_QUEUE:
      return text(p.credentialId);
    case FILE_FORENSICS_QUEUE:
    case FILE_TRANSLATE_QUEUE:
      return text(p.fileId);
    case WEBHOOK_DELIVER_QUEUE:
      return text(p.deliveryId);
    case EVALUATION_COMBINE_QUEUE: {
      const caseId = text(p.caseId);
      const basis = text(p.basis);
      if (caseId === null || basis === null) return null;
      return `${caseId}/${text(p.targetInstituteId) ?? 'general'}/${basis}`;
    }
    default:
      return null;
  }
}

/** At most this many items of each kind per sweep: a huge backlog is swept over several rounds. */
const PER_KIND = 1000;

/** Every item whose job would still change something, with the payload its job takes. */
export async function findPendingWork(db: Db, limit: number = PER_KIND): Promise<PendingWork[]> {
  const items: PendingWork[] = [];
  const add = (queue: string, payload: unknown) => {
    const key = workKey(queue, payload);
    if (key !== null) items.push({ queue, key, payload });
  };
  for (const uploadId of await findUploadsNotFannedOut(db, limit)) add(UPLOAD_PROCESS_QUEUE, { uploadId });
  for (const credentialId of await findCredentialsAwaitingExtraction(db, limit)) add(CREDENTIAL_EXTRACT_QUEUE, { credentialId });
  for (const fileId of await findFilesAwaiting(db, 'forensics', limit)) add(FILE_FORENSICS_QUEUE, { fileId });
  for (const fileId of await findFilesAwaiting(db, 'translation', limit)) add(FILE_TRANSLATE_QUEUE, { fileId });
  for (const deliveryId of await findDeliveriesAwaitingAttempt(db, limit)) add(WEBHOOK_DELIVER_QUEUE, { deliveryId });
  for (const c of await findCombinedAwaitingProduction(db, limit)) add(EVALUATION_COMBINE_QUEUE, c);
  return items;
}

/** Work keys of the outbox records the relay has still to hand to their queues. */
export async function undispatchedWorkKeys(db: Db): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const { queue, payload } of await findUndispatchedWork(db)) {
    const key = workKey(queue, payload);
    if (key !== null) keys.add(`${queue}|${key}`);
  }
  return keys;
}
