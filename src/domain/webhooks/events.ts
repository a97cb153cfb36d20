import { findCaseById, type CaseRecord } from '../../data/repositories/cases';
import type { Db } from '../../data/repositories/organizations';
import { insertWebhookDelivery, insertWebhookEvent, listWebhookConfigs, nextStreamSeq } from '../../data/repositories/webhooks';
import { newId } from '../ids';
import { recordWork } from '../outbox';

/*
 * Partner events (interface "Events"; decision "Webhooks", decision "Webhooks"). A stage that reaches a terminal state records its
 * event here, IN THE TRANSACTION OF THAT STATE CHANGE (src/domain/processing/stages.ts): the event
 * row, one delivery per `partner` endpoint of the organization, and the delivery work in the
 * outbox commit or roll back with the change. So no event is lost when a process dies right after
 * the change, and none is sent for a change that was rolled back.
 */

export const EVENT_NAMES = [
  'case.classification.completed',
  'case.classification.failed',
  'case.extraction.completed',
  'case.extraction.failed',
  'case.forensics.completed',
  'case.forensics.failed',
  'case.translation.completed',
  'case.translation.failed',
  'case.evaluation.completed',
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/** The stage an event belongs to; events of one stream of one case are delivered in order (interface "Events": "Events of the same feature on the same case are ordered"). */
export type EventStream = 'classification' | 'extraction' | 'forensics' | 'translation' | 'evaluation';

export function streamOf(name: EventName): EventStream {
  return name.split('.')[1] as EventStream;
}

/**
 * The stream lock order: a transaction that records events of several streams of one case takes
 * their stream rows (nextStreamSeq locks each until commit) in this order, so two transactions of
 * one case (two uploads failing at once, say) never hold one stream each while waiting for the
 * other's. recordCaseEvents sorts each call's events by it; a transaction that calls it several
 * times calls it in this order too (classification, then the fan-out's features by STREAM_ORDER).
 */
export const STREAM_ORDER: readonly EventStream[] = ['classification', 'extraction', 'forensics', 'translation', 'evaluation'];

/** `events` in the stream lock order; the events of one stream keep their order (it is their sequence). */
export function inStreamLockOrder<E extends { eventName: EventName }>(events: readonly E[]): E[] {
  return events
    .map((e, i) => ({ e, i, rank: STREAM_ORDER.indexOf(streamOf(e.eventName)) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map((x) => x.e);
}

/** The queue of one delivery attempt chain. Payload: `WebhookDeliverPayload`. */
export const WEBHOOK_DELIVER_QUEUE = 'webhook.deliver';

export interface WebhookDeliverPayload {
  deliveryId: string;
}

/**
 * What a stage says happened; the envelope's `caseId`, `externalId` and `occurredAt` are added
 * from the case and the clock of the transaction. Optional fields appear only when given, exactly
 * where the interface's envelope table says (`credentialId` on extraction events and on
 * forensics/translation events when classification ran; `fileId` on forensics/translation;
 * `documentIds` on case.classification.completed; `error` on `*.failed`).
 */
export type StageEvent =
  | { eventName: 'case.classification.completed'; uploadId: string; documentIds: string[]; credentialIds: string[] }
  | { eventName: 'case.classification.failed'; uploadId: string; error: string }
  | { eventName: 'case.extraction.completed'; uploadId: string; credentialId: string }
  | { eventName: 'case.extraction.failed'; uploadId: string; credentialId?: string; error: string }
  | { eventName: 'case.forensics.completed' | 'case.translation.completed'; uploadId: string; fileId: string; credentialId?: string }
  | { eventName: 'case.forensics.failed' | 'case.translation.failed'; uploadId: string; fileId?: string; credentialId?: string; error: string };

/** decision "Webhooks": `{caseId, externalId, caseNumber, uploadId (the case's newest upload, or null), occurredAt, status: "completed"}`. */
export interface EvaluationCompletedEvent {
  eventName: 'case.evaluation.completed';
  uploadId: string | null;
}

export type CaseEvent = StageEvent | EvaluationCompletedEvent;

export interface EventEnvelope {
  eventName: EventName;
  data: Record<string, unknown>;
}

/** The body sent to the receiver (interface "Envelope"). Pure, so the envelope has a table test. */
export function envelopeOf(c: Pick<CaseRecord, 'id' | 'externalId' | 'caseNumber'>, e: CaseEvent, occurredAt: Date): EventEnvelope {
  const base = { caseId: c.id, externalId: c.externalId };
  const at = occurredAt.toISOString();
  if (e.eventName === 'case.evaluation.completed') {
    return { eventName: e.eventName, data: { ...base, caseNumber: c.caseNumber, uploadId: e.uploadId, occurredAt: at, status: 'completed' } };
  }
  const { eventName, uploadId, ...rest } = e;
  const data: Record<string, unknown> = { ...base, uploadId, occurredAt: at };
  for (const [k, v] of Object.entries(rest)) if (v !== undefined) data[k] = v;
  return { eventName, data };
}

/**
 * Interface "Events" ("No webhooks are sent for processing of operator-created cases that the
 * partner has not linked") and "Cases created in the operator UI differ": no webhooks for the processing of an
 * operator-created case that the partner has not linked. A linked case (it has an externalId
 * now) emits like any other. A deleted case emits nothing.
 */
export function caseEmitsEvents(c: Pick<CaseRecord, 'origin' | 'externalId' | 'deletedAt'>): boolean {
  if (c.deletedAt !== null) return false;
  return !(c.origin === 'operator' && c.externalId === null);
}

export interface RecordedEvent {
  eventId: string;
  deliveryIds: string[];
}

/**
 * Records the case's events in the caller's transaction. Nothing is written when the case does
 * not emit or the organization has no `partner` endpoint (decision "Webhooks": "Every partner event of an
 * organization goes to each of its partner endpoints"). Returns what was written.
 *
 * Ordering (interface "Events": events of one feature of one case are ordered): each event takes the next number of its case stream; taking it locks the
 * stream row until commit, so numbers follow commit order. Every delivery is queued at once; its
 * job waits for the earlier deliveries of its stream (src/domain/webhooks/deliveries.ts).
 */
export async function recordCaseEvents(tx: Db, caseId: string, events: readonly CaseEvent[], now: Date): Promise<RecordedEvent[]> {
  if (events.length === 0) return [];
  const c = await findCaseById(tx, caseId);
  if (c === null || !caseEmitsEvents(c)) return [];
  const endpoints = await listWebhookConfigs(tx, c.organizationId, 'partner');
  if (endpoints.length === 0) return [];
  const recorded: RecordedEvent[] = [];
  for (const e of inStreamLockOrder(events)) {
    const stream = streamOf(e.eventName);
    const seq = await nextStreamSeq(tx, c.id, stream);
    const eventId = newId(now.getTime());
    await insertWebhookEvent(tx, {
      id: eventId,
      organizationId: c.organizationId,
      caseId: c.id,
      eventName: e.eventName,
      stream,
      seq,
      body: JSON.stringify(envelopeOf(c, e, now)),
      occurredAt: now,
    });
    const deliveryIds: string[] = [];
    for (const endpoint of endpoints) {
      const deliveryId = newId(now.getTime());
      await insertWebhookDelivery(tx, { id: deliveryId, eventId, webhookConfigId: endpoint.id, caseId: c.id, stream, seq }, now);
      // Not tied to the case (caseId null): an event that happened is still delivered after a deletion.
      await recordWork(tx, WEBHOOK_DELIVER_QUEUE, { deliveryId } satisfies WebhookDeliverPayload, null, now);
      deliveryIds.push(deliveryId);
    }
    recorded.push({ eventId, deliveryIds });
  }
  return recorded;
}
