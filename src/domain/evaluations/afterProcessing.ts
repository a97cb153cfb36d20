import { findCaseById, lockCaseRow } from '../../data/repositories/cases';
import { findCredentialById } from '../../data/repositories/credentials';
import type { Db } from '../../data/repositories/organizations';
import { findUploadById } from '../../data/repositories/uploads';
import { inTransaction } from '../../data/transaction';
import { evaluationsChanged } from './operator';
import type { AggregateTransition } from './transition';

/**
 * Processing changes what the aggregate evaluation status depends on ("queued while an upload is
 * still being classified or a credential still being extracted", decision "Further open points"): an upload accepted,
 * classified or failed, a credential extracted. After such a change commits, this recomputes the
 * aggregate with the endpoint's function, records case.evaluation.completed if it became
 * completed (e.g. the last credential still extracting was uncategorized and everything else was
 * evaluated), and records combined productions that became due.
 *
 * Its own transaction, case row first like the operator's changes (src/domain/evaluations/
 * operator.ts): a stage transaction takes its feature lock first, and its snapshot is older than
 * the lock on the case, so it could not compute the aggregate exactly. The event is best-effort
 * (interface "Events"); if the process dies between the two commits, the next change of the case
 * recomputes it. Null when the case is gone.
 */
export async function refreshEvaluationsOfCase(db: Db, caseId: string, now: Date = new Date()): Promise<AggregateTransition | null> {
  return inTransaction(db, async (tx) => {
    // First statement: the case row's lock (not a touch: recomputing changes nothing about the case).
    if (!(await lockCaseRow(tx, caseId))) return null;
    return evaluationsChanged(tx, caseId, now);
  });
}

/** `refreshEvaluationsOfCase` for the case of an upload or a credential (what a job knows). */
export async function refreshEvaluationsAfter(db: Db, ref: { uploadId: string } | { credentialId: string }, now: Date = new Date()): Promise<AggregateTransition | null> {
  const caseId = 'uploadId' in ref ? (await findUploadById(db, ref.uploadId))?.caseId : (await findCredentialById(db, ref.credentialId))?.caseId;
  if (caseId === undefined) return null;
  const c = await findCaseById(db, caseId);
  if (c === null || c.deletedAt !== null) return null;
  return refreshEvaluationsOfCase(db, caseId, now);
}

/**
 * `refreshEvaluationsOfCase` after a change that already committed (an upload accepted, a feature
 * started, a credential entered by hand): the change has succeeded, so a failure here must not
 * turn it into an error for the caller. It is only lost until the case's next change recomputes
 * the aggregate (the event is best-effort; the endpoint always computes it afresh).
 */
export async function refreshEvaluationsAfterCommit(db: Db, caseId: string): Promise<void> {
  await refreshEvaluationsOfCase(db, caseId).catch(() => undefined);
}
