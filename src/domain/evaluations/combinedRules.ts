import type { CombinedSource, CombinedStatement, CombinedStatus, EvaluationOutput, StoredCombinedStatus } from './types';

/*
 * The combined equivalency's rules (interface "Combined equivalency status", decision "Interface slips", decision "Open paths and parameters", decision "Further open points"), pure.
 */

export interface CombinedStatusInput {
  /**
   * The stored production state of the combined equivalency of the target, if any; `current`:
   * it stands for the evaluations as they are now (its basis is theirs). A stale one (an
   * evaluation reopened, completed or added since) reads like none.
   */
  stored: { status: StoredCombinedStatus; source: CombinedSource; current: boolean } | null;
  /** Evaluable credentials whose selected evaluation for the target is not completed (or absent). */
  pendingCount: number;
  /** Evaluable credentials whose selected evaluation for the target is completed. */
  evaluatedCount: number;
}

/**
 * - `completed`: its statements are produced and every evaluable credential has a completed
 *   evaluation for the target; statements an operator wrote by hand are the operator's decision
 *   and read completed whatever is pending;
 * - `failed`: production failed and nothing is pending (a credential pending since makes it
 *   `processing` again: a new production follows its evaluation);
 * - `queued`: nothing evaluated yet for the target;
 * - `processing` otherwise: being produced, or credentials still pending.
 * A reopened evaluation makes the stored statements stale (`processing`, or `queued` when nothing
 * is evaluated any more) until produced or written again.
 */
export function combinedStatus(input: CombinedStatusInput): CombinedStatus {
  const { pendingCount, evaluatedCount } = input;
  const stored = input.stored?.current === true ? input.stored : null;
  // Interface "Combined equivalency status": completed needs every evaluable credential evaluated
  // for the target AND the statements produced, whoever wrote them.
  if (stored?.status === 'completed' && pendingCount === 0) return 'completed';
  if (stored?.status === 'failed' && pendingCount === 0) return 'failed';
  if (evaluatedCount === 0) return 'queued';
  return 'processing';
}

/** One evaluable credential with its selected, completed evaluation for the target. */
export interface CombineSource {
  credentialId: string;
  evaluationId: string;
  output: EvaluationOutput;
  /** Year of award of the credential (from its extraction), for ordering; null if unknown. */
  awardYear: number | null;
}

export type CombineOutcome = { ok: CombinedStatement[] } | { error: string };

/** Rank of an education level named in a US equivalency, highest first in the statements. */
export function levelRank(usEquivalency: string): number {
  const s = usEquivalency.toLowerCase();
  if (/doctor|ph\.?\s?d/.test(s)) return 6;
  if (/master/.test(s)) return 5;
  if (/bachelor/.test(s)) return 4;
  if (/associate/.test(s)) return 3;
  if (/high school|secondary|diploma/.test(s)) return 2;
  return 1;
}

/**
 * The combined statements from the completed evaluations, one per distinct `usEquivalency`
 * (compared trimmed and case-insensitively): its text is the first contributing evaluation's
 * `statement`, or the US equivalency itself when none has one; `credentialIds` lists every
 * credential it came from, in the given order. Statements are ordered by level (doctorate,
 * master's, bachelor's, associate, secondary, other), then the latest year of award first, then
 * the given order. A completed evaluation without `usEquivalency` cannot be combined: production
 * fails with a readable error naming it.
 */
export function combineStatements(sources: readonly CombineSource[]): CombineOutcome {
  const missing = sources.filter((s) => (s.output.equivalency.usEquivalency ?? '').trim() === '');
  if (missing.length > 0) {
    const which = missing.map((s) => `evaluation ${s.evaluationId} (credential ${s.credentialId})`).join(', ');
    return { error: `Cannot combine: ${which} has no US equivalency; complete it with one, or write the combined statements by hand` };
  }
  if (sources.length === 0) return { error: 'Cannot combine: no credential has a completed evaluation for this target' };
  const groups = new Map<string, { us: string; text: string | null; credentialIds: string[]; awardYear: number | null; order: number }>();
  sources.forEach((s, order) => {
    const us = s.output.equivalency.usEquivalency!.trim();
    const key = us.toLowerCase().replace(/\s+/g, ' ');
    const statement = s.output.equivalency.statement?.trim() || null;
    const g = groups.get(key);
    if (g === undefined) {
      groups.set(key, { us, text: statement, credentialIds: [s.credentialId], awardYear: s.awardYear, order });
    } else {
      if (!g.credentialIds.includes(s.credentialId)) g.credentialIds.push(s.credentialId);
      g.text ??= statement;
      if (s.awardYear !== null && (g.awardYear === null || s.awardYear > g.awardYear)) g.awardYear = s.awardYear;
    }
  });
  const ordered = [...groups.values()].sort(
    (a, b) => levelRank(b.us) - levelRank(a.us) || (b.awardYear ?? -Infinity) - (a.awardYear ?? -Infinity) || a.order - b.order,
  );
  return { ok: ordered.map((g) => ({ equivalency: g.text ?? g.us, credentialIds: g.credentialIds })) };
}
