import { createHash } from 'node:crypto';
import { findCaseById, touchCase, type CaseRecord } from '../../data/repositories/cases';
import { findCombined, findCombinedOfCase, saveCombined, type CombinedEquivalencyRecord } from '../../data/repositories/combinedEquivalencies';
import type { Db } from '../../data/repositories/organizations';
import { withUnitOfWork } from '../unitOfWork';
import { ConflictError } from '../errors';
import { newId } from '../ids';
import { recordWork } from '../outbox';
import { combineStatements, combinedStatus, type CombineSource } from './combinedRules';
import { selectRowFor } from './selection';
import { combinedProgress, loadEvaluationState, type CaseEvaluationState } from './state';
import type { CombinedStatement, CombinedStatus } from './types';
import { awardYear } from './views';

/*
 * Production of the combined equivalency (interface "Combined equivalency status", decision "Further open points"): by the
 * job `evaluation.combine` once every evaluable credential has a completed evaluation for the
 * target, recorded in the transaction that made it so; or written by hand by an operator.
 * Reading never triggers it. A failure is recorded on the row (no webhook).
 */

/** Produces one case's combined equivalency for one target. Payload: `CombinePayload`. */
export const EVALUATION_COMBINE_QUEUE = 'evaluation.combine';

export interface CombinePayload {
  caseId: string;
  /** null: the general combined equivalency. */
  targetInstituteId: string | null;
  /** The inputs the production is for; a job whose inputs are no longer current does nothing. */
  basis: string;
}

/**
 * A digest of what the statements for the target depend on: each evaluable credential's selected
 * evaluation for it (id, status, latest completion). Any reopen, completion, new evaluation or new
 * evaluable credential changes it.
 */
export function combinedBasis(state: CaseEvaluationState, targetInstituteId: string | null): string {
  const parts = state.credentials
    .filter((x) => x.evaluability === 'evaluable')
    .map((x) => {
      const row = selectRowFor(x.evaluations, targetInstituteId);
      return [x.credential.id, row?.id ?? null, row?.status ?? null, row?.completedAt?.getTime() ?? null];
    });
  return createHash('sha256').update(JSON.stringify([targetInstituteId, parts])).digest('hex');
}

/** The targets the case has anything for: the general one, every target evaluated, every stored combined one. */
function targetsOf(state: CaseEvaluationState, stored: readonly CombinedEquivalencyRecord[]): (string | null)[] {
  const ids = new Set<string>();
  for (const x of state.credentials) for (const e of x.evaluations) if (e.targetInstituteId !== null) ids.add(e.targetInstituteId);
  for (const r of stored) if (r.targetInstituteId !== null) ids.add(r.targetInstituteId);
  return [null, ...[...ids].sort()];
}

function ready(state: CaseEvaluationState, targetInstituteId: string | null): boolean {
  const { pending, evaluated } = combinedProgress(state, targetInstituteId);
  return pending.length === 0 && evaluated.length > 0;
}

/** Marks the row as being produced for `basis` and records the job, in the caller's transaction. */
async function requestProduction(tx: Db, caseId: string, targetInstituteId: string | null, basis: string, now: Date): Promise<void> {
  await saveCombined(
    tx,
    { id: newId(now.getTime()), caseId, targetInstituteId },
    { status: 'processing', statements: [], source: 'service', basis, error: null, producedAt: null },
    now,
  );
  await recordWork(tx, EVALUATION_COMBINE_QUEUE, { caseId, targetInstituteId, basis } satisfies CombinePayload, caseId, now);
}

/**
 * After a change of the case's evaluations, in the same transaction: for every target whose
 * evaluable credentials now all have a completed evaluation, and whose stored statements do not
 * stand for exactly these evaluations, production is requested (once per set of inputs). Stale
 * statements of a target that is not ready read `processing` (or `queued`) by themselves.
 */
export async function reconcileCombined(tx: Db, state: CaseEvaluationState, now: Date): Promise<void> {
  const stored = await findCombinedOfCase(tx, state.c.id);
  for (const target of targetsOf(state, stored)) {
    if (!ready(state, target)) continue;
    const basis = combinedBasis(state, target);
    const row = stored.find((r) => r.targetInstituteId === target);
    if (row?.basis === basis) continue;
    await requestProduction(tx, state.c.id, target, basis, now);
  }
}

/** The status partners read, from the loaded state and the stored row. */
export function derivedCombinedStatus(state: CaseEvaluationState, targetInstituteId: string | null, stored: CombinedEquivalencyRecord | null): CombinedStatus {
  const { pending, evaluated } = combinedProgress(state, targetInstituteId);
  return combinedStatus({
    stored: stored === null ? null : { status: stored.status, source: stored.source, current: stored.basis === combinedBasis(state, targetInstituteId) },
    pendingCount: pending.length,
    evaluatedCount: evaluated.length,
  });
}

/** The statements from the case's completed evaluations for the target (./combinedRules.ts). */
function produce(state: CaseEvaluationState, targetInstituteId: string | null): { ok: CombinedStatement[] } | { error: string } {
  const sources: CombineSource[] = [];
  for (const x of state.credentials) {
    if (x.evaluability !== 'evaluable') continue;
    const row = selectRowFor(x.evaluations, targetInstituteId);
    if (row === null || row.status !== 'completed' || row.output === null) continue;
    sources.push({ credentialId: x.credential.id, evaluationId: row.id, output: row.output, awardYear: awardYear(x.data) });
  }
  return combineStatements(sources);
}

export type ProductionResult = 'produced' | 'failed' | 'superseded';

async function produceInTransaction(tx: Db, c: CaseRecord, targetInstituteId: string | null, basis: string | null, now: Date): Promise<ProductionResult> {
  const row = await findCombined(tx, c.id, targetInstituteId, true);
  // Delivered again after it ran, or a newer change superseded it: nothing to do (idempotent).
  if (row === null || row.status !== 'processing' || (basis !== null && row.basis !== basis)) return 'superseded';
  const state = await loadEvaluationState(tx, c, { withData: true });
  const current = combinedBasis(state, targetInstituteId);
  if (row.basis !== current || !ready(state, targetInstituteId)) return 'superseded';
  const outcome = produce(state, targetInstituteId);
  const key = { id: row.id, caseId: c.id, targetInstituteId };
  if ('ok' in outcome) {
    await saveCombined(tx, key, { status: 'completed', statements: outcome.ok, source: 'service', basis: current, error: null, producedAt: now }, now);
    return 'produced';
  }
  // A readable reason for the operator; no webhook is sent for a failed production.
  await saveCombined(tx, key, { status: 'failed', statements: [], source: 'service', basis: current, error: outcome.error, producedAt: null }, now);
  return 'failed';
}

/**
 * The job's work: produces the statements if the row still waits for this basis, in one
 * transaction that holds the row. At-least-once delivery is harmless: a second delivery finds the
 * row completed or failed and does nothing.
 */
export async function runCombineJob(db: Db, payload: CombinePayload, now: () => Date = () => new Date()): Promise<ProductionResult> {
  return withUnitOfWork(db, async ({ tx }) => {
    const c = await findCaseById(tx, payload.caseId);
    if (c === null || c.deletedAt !== null) return 'superseded';
    return produceInTransaction(tx, c, payload.targetInstituteId, payload.basis, now());
  });
}

/** The last attempt of the job failed for another reason (a database fault): recorded as failed. */
export async function failCombineJob(db: Db, payload: CombinePayload, error: string, now: Date = new Date()): Promise<void> {
  await withUnitOfWork(db, async ({ tx }) => {
    const row = await findCombined(tx, payload.caseId, payload.targetInstituteId, true);
    if (row === null || row.status !== 'processing' || row.basis !== payload.basis) return;
    await saveCombined(
      tx,
      { id: row.id, caseId: payload.caseId, targetInstituteId: payload.targetInstituteId },
      { status: 'failed', statements: [], source: 'service', basis: row.basis, error, producedAt: null },
      now,
    );
  });
}

/**
 * Produces the combined equivalency now, in the caller's process (interface: "on a combined report
 * download while the status is failed, the service retries the combined generation"). Returns the
 * status it reads afterwards; 409 when the target is not ready (credentials pending).
 */
export async function produceCombinedNow(db: Db, c: CaseRecord, targetInstituteId: string | null, now: Date = new Date()): Promise<CombinedStatus> {
  return withUnitOfWork(db, async ({ tx }) => {
    if (!(await touchCase(tx, c.id, now))) throw new ConflictError(`Case ${c.id} is deleted`);
    const state = await loadEvaluationState(tx, c);
    if (!ready(state, targetInstituteId)) throw new ConflictError('The combined equivalency cannot be produced while credentials are still waiting on an evaluation');
    const basis = combinedBasis(state, targetInstituteId);
    await saveCombined(
      tx,
      { id: newId(now.getTime()), caseId: c.id, targetInstituteId },
      { status: 'processing', statements: [], source: 'service', basis, error: null, producedAt: null },
      now,
    );
    await produceInTransaction(tx, c, targetInstituteId, basis, now);
    const after = await loadEvaluationState(tx, c);
    return derivedCombinedStatus(after, targetInstituteId, await findCombined(tx, c.id, targetInstituteId));
  });
}
