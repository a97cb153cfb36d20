import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export const OUTBOX_DUE_INDEX = 'IDX_outbox_dispatchedAt_availableAt';
export const OUTBOX_CASE_INDEX = 'IDX_outbox_caseId';

/**
 * The transactional outbox: work to do, written in the same transaction as the rows it is about
 * ("accepting an upload writes its rows and a record of the work to do in one transaction"). The
 * relay (src/jobs/outboxRelay.ts) hands each row to its queue and marks it dispatched, so a job is
 * never lost to a Redis outage and never enqueued for rows that were rolled back.
 */
@Entity({ name: 'outbox' })
// The relay's poll: undispatched rows that are due.
@Index(OUTBOX_DUE_INDEX, ['dispatchedAt', 'availableAt'])
export class OutboxMessage {
  /** Also the bee-queue job id, so enqueueing the same row twice makes one job. */
  @PrimaryColumn({ type: 'varchar', length: 24 })
  id!: string;

  /** The bee-queue queue name, e.g. 'upload.process'. */
  @Column({ type: 'varchar', length: 64 })
  queue!: string;

  /** JSON job payload. */
  @Column({ type: 'text' })
  payload!: string;

  /** The case the work is about, so that deleting the case cancels its pending work (decision "Deletion"). */
  @Index(OUTBOX_CASE_INDEX)
  @Column({ type: 'varchar', length: 24, nullable: true })
  caseId!: string | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  /** Not handed out before this time: retry backoff, or the lease of the relay that took it. */
  @Column({ type: 'datetime', precision: 3 })
  availableAt!: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  dispatchedAt!: Date | null;

  /** Failed attempts to enqueue. */
  @Column({ type: 'integer' })
  attempts!: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError!: string | null;
}
