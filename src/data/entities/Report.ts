import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Case } from './Case';

export const REPORTS_CASE_INDEX = 'IDX_reports_caseId';
export const REPORTS_CASE_FK = 'FK_reports_caseId';

/**
 * One issued report file (evaluation or combined, PDF or XLSX). Every download is a new issue
 * with a new id (interface: "Each PDF request regenerates the file with a new report ID and a new
 * QR verification link"); the public page `/verify/{reportId}` (decision "Processes and configuration") reads this row. The file
 * itself is not kept, only its SHA-256, so a holder can check the bytes are the ones issued.
 *
 * The case row is never removed (soft deletion, decision "Deletion"), so the foreign key holds; evaluation and
 * target institute ids are kept as plain values: those rows may go while the issue stays on record.
 */
@Entity({ name: 'reports' })
export class Report {
  @PrimaryColumn({ type: 'varchar', length: 24 })
  id!: string;

  @Column({ type: 'varchar', length: 24 })
  organizationId!: string;

  @Index(REPORTS_CASE_INDEX)
  @Column({ type: 'varchar', length: 24 })
  caseId!: string;

  @ManyToOne(() => Case, { onDelete: 'RESTRICT', onUpdate: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'caseId', foreignKeyConstraintName: REPORTS_CASE_FK })
  case?: Case;

  /** As printed on the report. */
  @Column({ type: 'integer' })
  caseNumber!: number;

  /** The evaluation of an `evaluation` report; null for a combined one. */
  @Column({ type: 'varchar', length: 24, nullable: true })
  evaluationId!: string | null;

  /** The target of a `combined` report; null for the general one and for evaluation reports. */
  @Column({ type: 'varchar', length: 24, nullable: true })
  targetInstituteId!: string | null;

  /** 'evaluation' | 'combined' */
  @Column({ type: 'varchar', length: 16 })
  kind!: string;

  /** 'pdf' | 'xlsx' */
  @Column({ type: 'varchar', length: 8 })
  format!: string;

  /** The candidate's full name as printed; null when none is known, and once the case is deleted (decision "Deletion"). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  candidateName!: string | null;

  /** Lowercase hex SHA-256 of the issued bytes. */
  @Column({ type: 'varchar', length: 64 })
  sha256!: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  /**
   * Lowercase hex SHA-256 of the verification token the printed link carries (the token itself
   * is never stored); null for reports issued before tokens existed, which no longer verify.
   */
  @Column({ type: 'varchar', length: 64, nullable: true })
  verificationTokenHash!: string | null;

  /**
   * 'valid' | 'superseded' | 'revoked': whether the report still reflects what it was issued from
   * (the report-validity rule in docs/decisions.md). Only ever moves away from 'valid'.
   */
  @Column({ type: 'varchar', length: 16 })
  status!: string;

  /** When the status left 'valid'; null while valid. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  statusChangedAt!: Date | null;

  /**
   * The completion the report was made from: the evaluation's completedAt (evaluation reports) or
   * the combined statements' producedAt (combined reports). Null for reports issued before this
   * was recorded, which are then compared by their issue time.
   */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  reflectsAt!: Date | null;
}
