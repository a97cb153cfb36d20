import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Case } from './Case';

export const EVALUATION_AGGREGATES_CASE_FK = 'FK_evaluation_aggregates_caseId';

/**
 * The aggregate evaluation status of a case as last recorded by a transaction that changed what it
 * depends on (src/domain/evaluations/transition.ts). Never read by the partner routes, which
 * compute the status afresh: it only tells `aggregateTransition` where the status came from, so
 * that case.evaluation.completed fires once per move to `completed` (again after a reopen and a
 * new completion).
 */
@Entity({ name: 'evaluation_aggregates' })
export class EvaluationAggregate {
  // The primary key serves the foreign key.
  @PrimaryColumn({ type: 'varchar', length: 24 })
  caseId!: string;

  @ManyToOne(() => Case, { onDelete: 'RESTRICT', onUpdate: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'caseId', foreignKeyConstraintName: EVALUATION_AGGREGATES_CASE_FK })
  case?: Case;

  /** 'queued' | 'processing' | 'completed' | 'not_applicable' */
  @Column({ type: 'varchar', length: 16 })
  status!: string;

  /** When it last became completed. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  completedAt!: Date | null;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt!: Date;
}
