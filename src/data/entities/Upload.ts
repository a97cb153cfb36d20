import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Case } from './Case';

export const UPLOADS_CASE_INDEX = 'IDX_uploads_caseId';
export const UPLOADS_CASE_FK = 'FK_uploads_caseId';

/**
 * One submission of files to a case (interface "Upload"). The upload's own status is not
 * stored: it is derived from its stages on every read (decision "Status values", src/domain/cases/statuses.ts), so it
 * can never disagree with them. What is stored is the one stage that has no row elsewhere:
 * classification.
 */
@Entity({ name: 'uploads' })
export class Upload {
  @PrimaryColumn({ type: 'varchar', length: 24 })
  id!: string;

  @Index(UPLOADS_CASE_INDEX)
  @Column({ type: 'varchar', length: 24 })
  caseId!: string;

  @ManyToOne(() => Case, { onDelete: 'RESTRICT', onUpdate: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'caseId', foreignKeyConstraintName: UPLOADS_CASE_FK })
  case?: Case;

  /** Copied from the case so that organization-scoped lookups need no join. */
  @Column({ type: 'varchar', length: 24 })
  organizationId!: string;

  /**
   * Stored as 0/1 in a smallint: `boolean` becomes tinyint(1) on MariaDB, whose width TypeORM's
   * schema comparison reads differently on MariaDB and MySQL 8, so no entity declaration would
   * leave both without a diff; smallint compares the same everywhere.
   */
  @Column({ type: 'smallint', transformer: { to: (v: boolean) => (v ? 1 : 0), from: (v: number) => Number(v) === 1 } })
  classify!: boolean;

  /** Classification stage: 'queued' | 'processing' | 'completed' | 'failed'; null when classify is false. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  classificationStatus!: string | null;

  /** Why classification failed (the `error` of case.classification.failed). */
  @Column({ type: 'text', nullable: true })
  classificationError!: string | null;

  /**
   * When the work of the upload's stages was recorded (classification finished or failed, or the
   * files of a classify=false upload were attached to its credential). Set once, in the same
   * transaction as that work: an `upload.process` delivered again afterwards does nothing.
   */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  fannedOutAt!: Date | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt!: Date;
}
