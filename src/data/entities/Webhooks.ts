import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Organization } from './Organization';

/*
 * Webhooks (README "Webhooks"; interface "Webhook endpoint configuration", "Events"; decision "Webhooks"). Column
 * types follow the portability rules in Organization.ts.
 *
 * - webhook_configs: the registered endpoints. `secret` is the partner's `apiKey`: it is sent back
 *   on every delivery and keys the signature, so unlike our own API keys it cannot be hashed. It
 *   is never returned by the API and never logged.
 * - webhook_events: one row per event, written in the transaction of the state change that causes
 *   it. Its id is the `webhook-id` header (stable across retries, the receiver's dedupe key).
 * - webhook_deliveries: one per event and endpoint, the unit bee-queue retries.
 * - webhook_attempts: every attempt (time, status code, duration, error), so support can answer
 *   "did you send it?". The receiver's response body is never stored.
 * - webhook_streams: the per-case, per-stage sequence that orders events ("Events of the same
 *   feature on the same case are ordered"); its row is also the lock that makes "is this delivery
 *   the head of its stream?" exact.
 */

export const WEBHOOK_CONFIGS_ORG_INDEX = 'IDX_webhook_configs_organizationId';
export const WEBHOOK_EVENTS_CASE_INDEX = 'IDX_webhook_events_caseId';
export const WEBHOOK_DELIVERIES_STREAM_INDEX = 'IDX_webhook_deliveries_stream';
export const WEBHOOK_DELIVERIES_EVENT_INDEX = 'IDX_webhook_deliveries_eventId';
export const WEBHOOK_ATTEMPTS_DELIVERY_INDEX = 'IDX_webhook_attempts_deliveryId';

@Entity({ name: 'webhook_configs' })
export class WebhookConfig {
  @PrimaryColumn({ type: 'varchar', length: 24 })
  id!: string;

  @Index(WEBHOOK_CONFIGS_ORG_INDEX)
  @Column({ type: 'varchar', length: 24 })
  organizationId!: string;

  // Declared for the foreign keys only (here and below); repositories never load them.
  @ManyToOne(() => Organization, { onDelete: 'RESTRICT', onUpdate: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'organizationId', foreignKeyConstraintName: 'FK_webhook_configs_organizationId' })
  organization?: Organization;

  @Column({ type: 'varchar', length: 2048 })
  endpoint!: string;

  @Column({ type: 'varchar', length: 16 })
  audience!: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  description!: string | null;

  @Column({ type: 'varchar', length: 256 })
  secret!: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt!: Date;

  /** Deleted configurations are kept for the delivery history; they receive nothing. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  deletedAt!: Date | null;
}

@Entity({ name: 'webhook_streams' })
export class WebhookStream {
  @PrimaryColumn({ type: 'varchar', length: 24 })
  caseId!: string;

  /** classification | extraction | forensics | translation | evaluation */
  @PrimaryColumn({ type: 'varchar', length: 16 })
  stream!: string;

  /** The sequence number of the stream's latest event. */
  @Column({ type: 'integer' })
  seq!: number;
}

@Entity({ name: 'webhook_events' })
// The purge of events whose deliveries are gone (src/domain/maintenance.ts).
@Index('IDX_webhook_events_occurredAt', ['occurredAt'])
export class WebhookEvent {
  @PrimaryColumn({ type: 'varchar', length: 24 })
  id!: string;

  @Column({ type: 'varchar', length: 24 })
  organizationId!: string;

  @Index(WEBHOOK_EVENTS_CASE_INDEX)
  @Column({ type: 'varchar', length: 24 })
  caseId!: string;

  @Column({ type: 'varchar', length: 64 })
  eventName!: string;

  @Column({ type: 'varchar', length: 16 })
  stream!: string;

  @Column({ type: 'integer' })
  seq!: number;

  /** The JSON body sent, `{eventName, data}`, fixed when the event is recorded. */
  @Column({ type: 'text' })
  body!: string;

  @Column({ type: 'datetime', precision: 3 })
  occurredAt!: Date;
}

@Entity({ name: 'webhook_deliveries' })
// "Is an earlier delivery of this stream to this endpoint unfinished?" and "the next one".
@Index(WEBHOOK_DELIVERIES_STREAM_INDEX, ['webhookConfigId', 'caseId', 'stream', 'seq'])
// The purge of finished deliveries (src/domain/maintenance.ts).
@Index('IDX_webhook_deliveries_status_updatedAt', ['status', 'updatedAt'])
export class WebhookDelivery {
  @PrimaryColumn({ type: 'varchar', length: 24 })
  id!: string;

  @Index(WEBHOOK_DELIVERIES_EVENT_INDEX)
  @Column({ type: 'varchar', length: 24 })
  eventId!: string;

  @ManyToOne(() => WebhookEvent, { onDelete: 'RESTRICT', onUpdate: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'eventId', foreignKeyConstraintName: 'FK_webhook_deliveries_eventId' })
  event?: WebhookEvent;

  @Column({ type: 'varchar', length: 24 })
  webhookConfigId!: string;

  @ManyToOne(() => WebhookConfig, { onDelete: 'RESTRICT', onUpdate: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'webhookConfigId', foreignKeyConstraintName: 'FK_webhook_deliveries_webhookConfigId' })
  config?: WebhookConfig;

  @Column({ type: 'varchar', length: 24 })
  caseId!: string;

  @Column({ type: 'varchar', length: 16 })
  stream!: string;

  @Column({ type: 'integer' })
  seq!: number;

  /** pending | delivered | failed (given up after the last attempt) | cancelled (endpoint deleted) */
  @Column({ type: 'varchar', length: 16 })
  status!: string;

  @Column({ type: 'integer' })
  attempts!: number;

  /**
   * 1 when its job found an earlier delivery of the stream unfinished and left it waiting: the
   * delivery that ends before it queues it again (src/domain/webhooks/deliveries.ts).
   */
  @Column({ type: 'integer' })
  waiting!: number;

  @Column({ type: 'integer', nullable: true })
  lastStatusCode!: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError!: string | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt!: Date;

  /** When the receiver answered 2xx. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  deliveredAt!: Date | null;
}

@Entity({ name: 'webhook_attempts' })
export class WebhookAttempt {
  @PrimaryColumn({ type: 'varchar', length: 24 })
  id!: string;

  @Index(WEBHOOK_ATTEMPTS_DELIVERY_INDEX)
  @Column({ type: 'varchar', length: 24 })
  deliveryId!: string;

  @ManyToOne(() => WebhookDelivery, { onDelete: 'RESTRICT', onUpdate: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'deliveryId', foreignKeyConstraintName: 'FK_webhook_attempts_deliveryId' })
  delivery?: WebhookDelivery;

  /** 1 for the first attempt. */
  @Column({ type: 'integer' })
  attempt!: number;

  @Column({ type: 'datetime', precision: 3 })
  startedAt!: Date;

  @Column({ type: 'integer' })
  durationMs!: number;

  /** The receiver's HTTP status; null when there was no response (timeout, refused, connection error). */
  @Column({ type: 'integer', nullable: true })
  statusCode!: number | null;

  /** Our own description of a failure; never the receiver's response body. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  error!: string | null;
}
