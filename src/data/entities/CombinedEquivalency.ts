import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Case } from './Case';
import { TargetInstitute } from './TargetInstitute';

export const COMBINED_CASE_TARGET_UNIQUE = 'UQ_combined_equivalencies_caseId_targetKey';
export const COMBINED_TARGET_INDEX = 'IDX_combined_equivalencies_targetInstituteId';
export const COMBINED_CASE_FK = 'FK_combined_equivalencies_caseId';
export const COMBINED_TARGET_FK = 'FK_combined_equivalencies_targetInstituteId';

/** `targetKey` of the general combined equivalency (no target institute). */
export const GENERAL_TARGET_KEY = 'general';

/**
 * The combined equivalency of a case for one target (interface "Combined equivalency"): what its
 * production stored, or what an operator wrote by hand. The status partners read is derived from
 * this row and the case's evaluations (src/domain/evaluations/combined.ts).
 */
@Entity({ name: 'combined_equivalencies' })
// One per case and target. targetInstituteId cannot be the key itself: NULLs never collide in a
// unique index, so the general one is keyed by GENERAL_TARGET_KEY.
@Index(COMBINED_CASE_TARGET_UNIQUE, ['caseId', 'targetKey'], { unique: true })
export class CombinedEquivalency {
  @PrimaryColumn({ type: 'varchar', length: 24 })
  id!: string;

  @Column({ type: 'varchar', length: 24 })
  caseId!: string;

  @ManyToOne(() => Case, { onDelete: 'RESTRICT', onUpdate: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'caseId', foreignKeyConstraintName: COMBINED_CASE_FK })
  case?: Case;

  /** targetInstituteId, or GENERAL_TARGET_KEY. */
  @Column({ type: 'varchar', length: 24 })
  targetKey!: string;

  @Index(COMBINED_TARGET_INDEX)
  @Column({ type: 'varchar', length: 24, nullable: true })
  targetInstituteId!: string | null;

  @ManyToOne(() => TargetInstitute, { onDelete: 'RESTRICT', onUpdate: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'targetInstituteId', foreignKeyConstraintName: COMBINED_TARGET_FK })
  targetInstitute?: TargetInstitute | null;

  /** 'processing' (requested or stale) | 'completed' | 'failed'. */
  @Column({ type: 'varchar', length: 16 })
  status!: string;

  /** JSON [{equivalency, credentialIds}]; [] until produced or written. */
  @Column({ type: 'json' })
  statements!: unknown;

  /** 'service' (production job) | 'operator' (written by hand). */
  @Column({ type: 'varchar', length: 16 })
  source!: string;

  /**
   * The inputs the statements stand for: a digest of the selected evaluations for the target
   * (src/domain/evaluations/combined.ts). When the evaluations change, the stored statements are
   * stale; a production job whose inputs are no longer current changes nothing.
   */
  @Column({ type: 'varchar', length: 64, nullable: true })
  basis!: string | null;

  /** Why the last production failed. */
  @Column({ type: 'text', nullable: true })
  error!: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  producedAt!: Date | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt!: Date;
}
