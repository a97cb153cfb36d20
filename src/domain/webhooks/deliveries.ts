import type { Db } from '../../data/repositories/organizations';
import {
  cancelWebhookDelivery,
  failWebhookDelivery,
  findAttemptsOfDeliveries,
  findDeliveriesOfEvents,
  findEventsOfCase,
  findStreamHead,
  findWebhookDelivery,
  findWebhookEvent,
  findWebhookTarget,
  lockStream,
  recordWebhookAttempt,
  setDeliveryWaiting,
  type WebhookAttemptRecord,
  type WebhookDeliveryRecord,
} from '../../data/repositories/webhooks';
import { withUnitOfWork } from '../unitOfWork';
import { newId } from '../ids';
import { recordWork } from '../outbox';
import { WEBHOOK_DELIVER_QUEUE, type WebhookDeliverPayload } from './events';

/*
 * Delivery of one event to one endpoint (decision "Webhooks"; interface "Events": "retried up to 5 times"): the first attempt plus
 * up to 5 retries; 2xx is success, anything else (another status, a timeout, a connection error,
 * a refused target) is a failed attempt. Every attempt is recorded. bee-queue runs the attempts
 * (src/jobs/webhooks); this module holds the rules, with the HTTP call behind `WebhookSender`.
 */

/** "retried up to 5 times": six attempts in all. */
export const MAX_DELIVERY_ATTEMPTS = 6;

export interface OutgoingWebhook {
  url: string;
  /** The exact bytes to send; the signature covers them. */
  body: string;
  /** `webhook-id`: the event id, the same on every attempt (the receiver's dedupe key). */
  webhookId: string;
  /** The registered apiKey: sent as `x-api-key` and the HMAC key of `webhook-signature`. */
  secret: string;
}

export interface SendResult {
  /** The receiver's status, null when there was no HTTP response. */
  statusCode: number | null;
  durationMs: number;
  /** Our own description of why the attempt failed; null on 2xx. Never the receiver's body. */
  error: string | null;
}

export interface WebhookSender {
  send(w: OutgoingWebhook): Promise<SendResult>;
}

export type AttemptOutcome =
  /** Nothing to do: already finished, cancelled, or not found. */
  | { kind: 'skipped'; reason: string }
  /** `statusCode`: the receiver's HTTP status; null when no answer came (refused, timed out). */
  | { kind: 'delivered'; attempt: number; statusCode: number | null }
  /** The attempt failed and another one follows (the job retries with backoff). */
  | { kind: 'retry'; attempt: number; error: string; statusCode: number | null }
  | { kind: 'gave_up'; attempt: number; error: string; statusCode: number | null };

export function isSuccess(statusCode: number | null): boolean {
  return statusCode !== null && statusCode >= 200 && statusCode < 300;
}

/*
 * Order within a stream (interface "Events": "Events of the same feature on the same case are ordered"):
 * every delivery is queued when its event is recorded. Its job first checks, holding the stream
 * lock, for an earlier unfinished delivery of the stream to the same endpoint; if there is one it
 * marks itself `waiting` and ends. A delivery that ends (delivered, given up, cancelled) queues
 * the next one of its stream again if, and only if, that one is waiting. Both sides take the
 * stream lock first, so exactly one of them sees the other: no delivery is left waiting for ever,
 * and none is sent twice by two jobs.
 */

/** Holding the stream lock: true when `d` may be attempted now, else it is marked waiting. */
async function takeTurn(db: Db, d: WebhookDeliveryRecord): Promise<boolean> {
  return withUnitOfWork(db, async ({ tx }) => {
    // First statement: the lock, so the read below sees every delivery committed before it.
    await lockStream(tx, d.caseId, d.stream);
    const earlier = await findStreamHead(tx, d.webhookConfigId, d.caseId, d.stream, d.seq);
    if (earlier === null) return true;
    await setDeliveryWaiting(tx, d.id, true);
    return false;
  });
}

/** In the transaction that ended `d` (holding the stream lock): queues the next one if it waits. */
async function queueStreamHead(tx: Db, d: WebhookDeliveryRecord, now: Date): Promise<void> {
  const head = await findStreamHead(tx, d.webhookConfigId, d.caseId, d.stream);
  if (head !== null && head.waiting && (await setDeliveryWaiting(tx, head.id, false))) {
    await recordWork(tx, WEBHOOK_DELIVER_QUEUE, { deliveryId: head.id } satisfies WebhookDeliverPayload, null, now);
  }
}

/**
 * One delivery attempt. `lastAttempt` is the job's own view (no retry of the job follows); the
 * recorded attempt count is the other bound. A last run that fails for another reason (the
 * database, say) ends the delivery through `giveUpDelivery`, so it does not stay pending and hold
 * its stream back.
 */
export async function attemptDelivery(db: Db, sender: WebhookSender, deliveryId: string, opts: { lastAttempt: boolean }, now: () => Date = () => new Date()): Promise<AttemptOutcome> {
  const d = await findWebhookDelivery(db, deliveryId);
  if (d === null) return { kind: 'skipped', reason: 'no such delivery' };
  if (d.status !== 'pending') return { kind: 'skipped', reason: `delivery is ${d.status}` };
  const target = await findWebhookTarget(db, d.webhookConfigId);
  const event = await findWebhookEvent(db, d.eventId);
  if (target === null || event === null || target.deletedAt !== null) {
    await withUnitOfWork(db, async ({ tx }) => {
      await lockStream(tx, d.caseId, d.stream);
      if (await cancelWebhookDelivery(tx, d.id, 'the webhook configuration was deleted', now())) await queueStreamHead(tx, d, now());
    });
    return { kind: 'skipped', reason: 'the webhook configuration was deleted' };
  }
  if (!(await takeTurn(db, d))) return { kind: 'skipped', reason: 'an earlier event of the stream is not delivered yet' };
  const attempt = d.attempts + 1;
  const startedAt = now();
  // A sender that throws (a bug, not the receiver) still makes a recorded, failed attempt.
  const result = await sender
    .send({ url: target.endpoint, body: event.body, webhookId: event.id, secret: target.secret })
    .catch((err: unknown): SendResult => ({ statusCode: null, durationMs: now().getTime() - startedAt.getTime(), error: `delivery error: ${err instanceof Error ? err.message : String(err)}` }));
  const delivered = isSuccess(result.statusCode);
  const error = delivered ? null : (result.error ?? `HTTP ${result.statusCode ?? 'no response'}`);
  const final = delivered || opts.lastAttempt || attempt >= MAX_DELIVERY_ATTEMPTS;
  const at = now();
  const record: WebhookAttemptRecord = {
    id: newId(at.getTime()),
    deliveryId: d.id,
    attempt,
    startedAt,
    durationMs: Math.max(0, Math.round(result.durationMs)),
    statusCode: result.statusCode,
    error: error === null ? null : error.slice(0, 500),
  };
  const written = await withUnitOfWork(db, async ({ tx }) => {
    // First statement: the stream lock, so the head read below sees every committed event.
    await lockStream(tx, d.caseId, d.stream);
    const status = delivered ? 'delivered' : final ? 'failed' : 'pending';
    if (!(await recordWebhookAttempt(tx, record, { status, deliveredAt: delivered ? at : null }, at))) return false;
    if (status !== 'pending') await queueStreamHead(tx, d, at);
    return true;
  });
  if (!written) return { kind: 'skipped', reason: 'another attempt finished the delivery meanwhile' };
  const statusCode = result.statusCode;
  if (delivered) return { kind: 'delivered', attempt, statusCode };
  return final ? { kind: 'gave_up', attempt, error: error!, statusCode } : { kind: 'retry', attempt, error: error!, statusCode };
}

/**
 * The job's last run failed before it could record its attempt: the delivery ends `failed` with
 * the reason, and the next delivery of its stream is queued. False when it had already ended.
 */
export async function giveUpDelivery(db: Db, deliveryId: string, reason: string, now: Date = new Date()): Promise<boolean> {
  const d = await findWebhookDelivery(db, deliveryId);
  if (d === null || d.status !== 'pending') return false;
  return withUnitOfWork(db, async ({ tx }) => {
    await lockStream(tx, d.caseId, d.stream);
    if (!(await failWebhookDelivery(tx, d.id, reason.slice(0, 500), now))) return false;
    await queueStreamHead(tx, d, now);
    return true;
  });
}

export interface DeliveryHistory {
  eventId: string;
  eventName: string;
  occurredAt: string;
  deliveries: (Pick<WebhookDeliveryRecord, 'id' | 'webhookConfigId' | 'status' | 'attempts'> & {
    deliveredAt: string | null;
    attemptLog: { attempt: number; startedAt: string; durationMs: number; statusCode: number | null; error: string | null }[];
  })[];
}

/** "Did you send it?": every event of the case, its deliveries and every attempt (for support; admin CLI). */
export async function deliveryHistoryOfCase(db: Db, caseId: string): Promise<DeliveryHistory[]> {
  const events = await findEventsOfCase(db, caseId);
  const deliveries = await findDeliveriesOfEvents(db, events.map((e) => e.id));
  const attempts = await findAttemptsOfDeliveries(db, deliveries.map((d) => d.id));
  return events.map((e) => ({
    eventId: e.id,
    eventName: e.eventName,
    occurredAt: e.occurredAt.toISOString(),
    deliveries: deliveries
      .filter((d) => d.eventId === e.id)
      .map((d) => ({
        id: d.id,
        webhookConfigId: d.webhookConfigId,
        status: d.status,
        attempts: d.attempts,
        deliveredAt: d.deliveredAt?.toISOString() ?? null,
        attemptLog: attempts
          .filter((a) => a.deliveryId === d.id)
          .map((a) => ({ attempt: a.attempt, startedAt: a.startedAt.toISOString(), durationMs: a.durationMs, statusCode: a.statusCode, error: a.error })),
      })),
  }));
}
