/**
 * The report-validity rule (docs/decisions.md, "Report validity"): an issued report is `valid` while it
 * reflects the current completed evaluation it was made from, `superseded` from the first change
 * after which it no longer does, `revoked` once its case is deleted (cases/deletion.ts). The
 * status is stored with the issued report; it is checked here, in the transaction of every change
 * of a case's evaluations (`evaluationsChanged`, the hand-written and re-produced combined
 * statements) and once right after a report is recorded, so a change that raced the issue is
 * caught too.
 */
import { findCombined, findCombinedOfCase, type CombinedEquivalencyRecord } from '../../data/repositories/combinedEquivalencies';
import { findCaseById } from '../../data/repositories/cases';
import type { Db } from '../../data/repositories/organizations';
import { findValidReportsOfCase, markReportsSuperseded, type ReportRecord } from '../../data/repositories/reports';
import { withUnitOfWork } from '../unitOfWork';
import { derivedCombinedStatus } from './combined';
import { loadEvaluationState, type CaseEvaluationState } from './state';

/**
 * The completion a report of this kind would reflect now: the evaluation's completedAt while it is
 * completed (and its credential still the case's), the combined statements' producedAt while they
 * read completed; null when no report of it could be valid now.
 */
function currentCompletion(state: CaseEvaluationState, stored: readonly CombinedEquivalencyRecord[], r: ReportRecord): Date | null {
  if (r.kind === 'evaluation') {
    for (const x of state.credentials) {
      const row = x.evaluations.find((e) => e.id === r.evaluationId);
      if (row !== undefined) return row.status === 'completed' ? row.completedAt : null;
    }
    return null;
  }
  const row = stored.find((s) => s.targetInstituteId === r.targetInstituteId) ?? null;
  if (row === null || derivedCombinedStatus(state, r.targetInstituteId, row) !== 'completed') return null;
  return row.producedAt;
}

export function stillReflects(r: ReportRecord, current: Date | null): boolean {
  if (current === null) return false;
  // Reports recorded before reflectsAt existed: valid while nothing completed after their issue.
  return r.reflectsAt !== null ? current.getTime() === r.reflectsAt.getTime() : current.getTime() <= r.createdAt.getTime();
}

/** In the caller's transaction: every valid report of the case that no longer reflects its source becomes superseded at `now`. */
export async function supersedeStaleReports(tx: Db, caseId: string, now: Date): Promise<void> {
  const valid = await findValidReportsOfCase(tx, caseId);
  if (valid.length === 0) return;
  const c = await findCaseById(tx, caseId);
  // A deleted case's reports are revoked by the deletion itself.
  if (c === null || c.deletedAt !== null) return;
  const state = await loadEvaluationState(tx, c);
  const stored = await findCombinedOfCase(tx, caseId);
  const stale = valid.filter((r) => !stillReflects(r, currentCompletion(state, stored, r)));
  await markReportsSuperseded(tx, stale.map((r) => r.id), now);
}

/** Right after a report is recorded: the same check in a transaction of its own. */
export async function checkReportsOfCase(db: Db, caseId: string, now: Date = new Date()): Promise<void> {
  await withUnitOfWork(db, ({ tx }) => supersedeStaleReports(tx, caseId, now));
}

/** The stored combined statements of the case for the target (general: null), as a report is made from them. */
export function storedCombined(db: Db, caseId: string, targetInstituteId: string | null): Promise<CombinedEquivalencyRecord | null> {
  return findCombined(db, caseId, targetInstituteId);
}
