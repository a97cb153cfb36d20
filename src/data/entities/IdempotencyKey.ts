import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Organization } from './Organization';

export const IDEMPOTENCY_ORG_KEY_UNIQUE = 'UQ_idempotency_keys_organizationId_keyHash';
export const IDEMPOTENCY_ORGANIZATION_FK = 'FK_idempotency_keys_organizationId';

/**
 * An Idempotency-Key of POST /cases (decision "Idempotency"): scope organization + key, kept 24 hours.
 */
@Entity({ name: 'idempotency_keys' })
// Unique on the key's SHA-256 for the reason given on cases.externalIdHash: keys are compared
// exactly (case and trailing spaces matter) on every backend. Also serves the foreign key.
@Index(IDEMPOTENCY_ORG_KEY_UNIQUE, ['organizationId', 'keyHash'], { unique: true })
// The purge of expired keys (src/domain/maintenance.ts).
@Index('IDX_idempotency_keys_expiresAt', ['expiresAt'])
export class IdempotencyKey {
  @PrimaryColumn({ type: 'varchar', length: 24 })
  id!: string;

  @Column({ type: 'varchar', length: 24 })
  organizationId!: string;

  @ManyToOne(() => Organization, { onDelete: 'RESTRICT', onUpdate: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'organizationId', foreignKeyConstraintName: IDEMPOTENCY_ORGANIZATION_FK })
  organization?: Organization;

  /** The key as sent (1..255 printable ASCII, decision "Idempotency"); kept for support, matched through keyHash. */
  @Column({ type: 'varchar', length: 255 })
  idempotencyKey!: string;

  /** Hex SHA-256 of the key. */
  @Column({ type: 'varchar', length: 64 })
  keyHash!: string;

  /** Hex SHA-256 of the request (decision "Idempotency"/decision "Idempotency", submissionFingerprint). */
  @Column({ type: 'varchar', length: 64 })
  fingerprint!: string;

  /** 'in_flight' | 'completed' */
  @Column({ type: 'varchar', length: 16 })
  state!: string;

  @Column({ type: 'varchar', length: 24, nullable: true })
  caseId!: string | null;

  @Column({ type: 'varchar', length: 24, nullable: true })
  uploadId!: string | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  /** After this the record no longer counts and a request with the key starts afresh. */
  @Column({ type: 'datetime', precision: 3 })
  expiresAt!: Date;
}
