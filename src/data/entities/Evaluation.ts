import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Case } from './Case';
import { Credential } from './Credential';
import { TargetInstitute } from './TargetInstitute';

export const EVALUATIONS_CASE_INDEX = 'IDX_evaluations_caseId_createdAt';
export const EVALUATIONS_CREDENTIAL_INDEX = 'IDX_evaluations_credentialId';
export const EVALUATIONS_TARGET_INDEX = 'IDX_evaluations_targetInstituteId';
export const EVALUATIONS_CASE_FK = 'FK_evaluations_caseId';
export const EVALUATIONS_CREDENTIAL_FK = 'FK_evaluations_credentialId';
export const EVALUATIONS_TARGET_FK = 'FK_evaluations_targetInstituteId';

/**
 * One evaluation of a credential by an operator, general (targetInstituteId null) or for a target
 * institute (interface "Evaluation row"). Several for the same credential and target may exist;
 * every endpoint shows "a completed one if any, otherwise the first" (src/domain/evaluations/selection.ts),
 * "the first" being the oldest by createdAt (millisecond precision), then id.
 */
@Entity({ name: 'evaluations' })
// Every read is "the evaluations of this case", in creation order.
@Index(EVALUATIONS_CASE_INDEX, ['caseId', 'createdAt', 'id'])
export class Evaluation {
  @PrimaryColumn({ type: 'varchar', length: 24 })
  id!: string;

  @Column({ type: 'varchar', length: 24 })
  caseId!: string;

  @ManyToOne(() => Case, { onDelete: 'RESTRICT', onUpdate: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'caseId', foreignKeyConstraintName: EVALUATIONS_CASE_FK })
  case?: Case;

  @Index(EVALUATIONS_CREDENTIAL_INDEX)
  @Column({ type: 'varchar', length: 24 })
  credentialId!: string;

  @ManyToOne(() => Credential, { onDelete: 'RESTRICT', onUpdate: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'credentialId', foreignKeyConstraintName: EVALUATIONS_CREDENTIAL_FK })
  credential?: Credential;

  /** null: the general evaluation. */
  @Index(EVALUATIONS_TARGET_INDEX)
  @Column({ type: 'varchar', length: 24, nullable: true })
  targetInstituteId!: string | null;

  @ManyToOne(() => TargetInstitute, { onDelete: 'RESTRICT', onUpdate: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'targetInstituteId', foreignKeyConstraintName: EVALUATIONS_TARGET_FK })
  targetInstitute?: TargetInstitute | null;

  /** 'queued' | 'processing' | 'completed' (interface "Evaluation row status": no failed). */
  @Column({ type: 'varchar', length: 16 })
  status!: string;

  /** The latest completion; kept when reopened (the partner sees it only while completed). */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  completedAt!: Date | null;

  /**
   * The latest completed output {equivalency, courses, note}; kept across a reopen, hidden from
   * partners until completed again. `json` (LONGTEXT on MariaDB): up to 1000 courses do not fit
   * the 64 KiB of `text`.
   */
  @Column({ type: 'json', nullable: true })
  output!: object | null;

  /** The latest draft an operator asked for (docs/grading-scales.md, "Drafts"); null if none. */
  @Column({ type: 'json', nullable: true })
  draft!: object | null;

  /** What the latest completion changed from the draft; null when it was not drafted. */
  @Column({ type: 'json', nullable: true })
  draftChanges!: object | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt!: Date;
}
