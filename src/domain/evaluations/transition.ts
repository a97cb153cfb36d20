import { findCaseById } from '../../data/repositories/cases';
import { findEvaluationAggregate, insertEvaluationAggregate, saveEvaluationAggregate } from '../../data/repositories/evaluationAggregates';
import type { Db } from '../../data/repositories/organizations';
import { aggregateStatus, evaluability, type CredentialFacts } from './aggregate';
import { aggregateOf, loadEvaluationState } from './state';
import type { AggregateEvaluationStatus } from './types';

export interface AggregateTransition {
  caseId: string;
  /** The status last recorded for the case; null if none was recorded yet. */
  from: AggregateEvaluationStatus | null;
  /** The status now, computed by the same pure function as the evaluation endpoint. */
  to: AggregateEvaluationStatus;
  /** It went from not completed to completed in this transaction: case.evaluation.completed fires. */
  becameCompleted: boolean;
}

/**
 * Computes the case's aggregate evaluation status in the caller's transaction with the same
 * function as GET /cases/{id}/evaluation (./aggregate.ts), compares it with the status recorded by
 * the previous change, and records the new one. `becameCompleted` is true exactly when it moved
 * from anything else to `completed`: once per completion, and again after a reopen and a new
 * completion (interface "Events": the event "never arrives while the endpoint still reads
 * processing").
 *
 * The caller must hold the case row (touchCase at the start of its transaction): two transactions
 * that each complete the last-but-one evaluation would otherwise both see the other's row
 * unfinished, and the event would never fire. Call it after every change of what the aggregate
 * depends on; the evaluation use-cases do (./operator.ts). A deleted case moves nowhere.
 */
export async function aggregateTransition(tx: Db, caseId: string, now: Date = new Date()): Promise<AggregateTransition> {
  const c = await findCaseById(tx, caseId);
  const previous = await findEvaluationAggregate(tx, caseId);
  const from = (previous?.status ?? null) as AggregateEvaluationStatus | null;
  if (c === null || c.deletedAt !== null) return { caseId, from, to: from ?? 'queued', becameCompleted: false };
  const to = aggregateOf(await loadEvaluationState(tx, c));
  const becameCompleted = to === 'completed' && from !== 'completed';
  if (previous === null || from !== to) await saveEvaluationAggregate(tx, caseId, to, becameCompleted ? now : (previous?.completedAt ?? null), now);
  return { caseId, from, to, becameCompleted };
}

/**
 * The aggregate of a case created in the caller's transaction, recorded with it: what
 * `aggregateTransition` would record when first called for the case after its commit, without a
 * transaction of its own nor reading back what was just written (POST /cases, bench:api). A new
 * case has no evaluations, no combined statements and no reports, so nothing else of
 * `evaluationsChanged` applies, and it cannot read `completed` (that needs an evaluation): no
 * case.evaluation.completed can be due. `facts`: whether its upload is being classified, and the
 * credentials created with it (one for classify=false).
 */
export async function recordNewCaseAggregate(
  tx: Db,
  caseId: string,
  facts: { classifying: boolean; credentials: readonly CredentialFacts[] },
  now: Date,
): Promise<void> {
  const to = aggregateStatus({ classifying: facts.classifying, credentials: facts.credentials.map((c) => ({ evaluability: evaluability(c), evaluations: [] })) });
  await insertEvaluationAggregate(tx, caseId, to, now);
}
