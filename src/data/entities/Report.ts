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
}
