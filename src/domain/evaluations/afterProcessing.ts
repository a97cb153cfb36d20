import { lockCaseRow } from '../../data/repositories/cases';
import type { Db } from '../../data/repositories/organizations';
import type { CaseChange } from '../unitOfWork';
import { withUnitOfWork } from '../unitOfWork';
import { evaluationsChanged } from './operator';
import type { AggregateTransition } from './transition';

/**
 * Processing changes what the aggregate evaluation status depends on ("queued while an upload is
 * still being classified or a credential still being extracted", decision "Aggregate evaluation
 * status"): an upload accepted, classified or failed, a credential extracted, a feature started,
 * a credential entered by hand. After such a change commits, this recomputes the aggregate with
 * the endpoint's function, records case.evaluation.completed if it became completed (e.g. the
 * last credential still extracting was uncategorized and everything else was evaluated), and
 * records combined productions that became due.
 *
 * Its own transaction, case row first like the operator's changes (src/domain/evaluations/
 * operator.ts): a stage transaction takes its feature lock first, and its snapshot is older than
 * the lock on the case, so it could not compute the aggregate exactly. The event is best-effort
 * (interface "Events"); if the process dies between the two commits, the next change of the case
 * recomputes it. Null when the case is gone (or deleted).
 */
export async function refreshEvaluationsOfCase(db: Db, caseId: string, now: Date = new Date()): Promise<AggregateTransition | null> {
  return withUnitOfWork(db, async ({ tx }) => {
    // First statement: the case row's lock (not a touch: recomputing changes nothing about the case).
    if (!(await lockCaseRow(tx, caseId))) return null;
    return evaluationsChanged(tx, caseId, now);
  });
}

/**
 * The one commit handler of case changes (src/domain/caseUnitOfWork.ts): recomputes the aggregate
 * of each case the committed unit of work changed, once per case. A failure is logged by the unit
 * of work; the next change of the case recomputes it (the endpoint always computes it afresh).
 */
export async function refreshChangedAggregates(db: Db, changes: readonly CaseChange[]): Promise<void> {
  for (const caseId of new Set(changes.map((c) => c.caseId))) await refreshEvaluationsOfCase(db, caseId);
}
