import { findCase, findCaseById, touchCase, type CaseRecord } from '../../data/repositories/cases';
import { findUploadsOfCases, type UploadRecord } from '../../data/repositories/uploads';
import { recordCaseEvents } from '../webhooks/events';
import { saveCombined } from '../../data/repositories/combinedEquivalencies';
import {
  findEvaluationById,
  findEvaluationsOfCase,
  insertEvaluation,
  lockEvaluation,
  saveEvaluationDraft,
  updateEvaluationStatus,
  type EvaluationRecord,
} from '../../data/repositories/evaluations';
import type { EvaluationStatus } from '../vocabulary';
import type { Db } from '../../data/repositories/organizations';
import { findTargetInstitutesByIds } from '../../data/repositories/targetInstitutes';
import { withUnitOfWork } from '../unitOfWork';
import { findVisibleCase } from '../cases/lookup';
import { ConflictError, NotFoundError } from '../errors';
import { newId, parseHexId } from '../ids';
import { combinedBasis, EVALUATION_COMBINE_QUEUE, reconcileCombined, type CombinePayload } from './combined';
import { recordWork } from '../outbox';
import { parseTargetSelector, resolveTarget, combinedFacts } from './read';
import { combinedProgress, loadEvaluationState } from './state';
import { draftChanges, draftEvaluation, type EvaluationDraft } from './draft';
import { supersedeStaleReports } from './reportValidity';
import { aggregateTransition, type AggregateTransition } from './transition';
import type { EvaluationOutput, OperatorCombinedView, OperatorEvaluationView, TargetInstituteRef } from './types';
import { validateEvaluationOutput, validateStatements } from './validation';
import type { OperatorSchemas } from '../spec';

/*
 * What an operator does to evaluations (operator API "evaluations" and "combined"). Every change
 * runs in one transaction that first takes the case row (touchCase), so changes of one case are
 * serialised, then ends in `evaluationsChanged`: the combined productions it makes due, and the
 * aggregate transition behind case.evaluation.completed.
 */

export interface EvaluationChange {
  evaluation: OperatorEvaluationView;
  transition: AggregateTransition;
}

async function operatorView(tx: Db, e: EvaluationRecord): Promise<OperatorEvaluationView> {
  let target: TargetInstituteRef | null = null;
  if (e.targetInstituteId !== null) {
    const [t] = await findTargetInstitutesByIds(tx, [e.targetInstituteId]);
    target = { id: e.targetInstituteId, name: t?.name ?? '' };
  }
  return {
    id: e.id,
    caseId: e.caseId,
    credentialId: e.credentialId,
    targetInstitute: target,
    status: e.status,
    completedAt: e.completedAt === null ? null : e.completedAt.toISOString(),
    output: (e.output ?? null) as EvaluationOutput | null,
    draftChanges: (e.draftChanges ?? null) as OperatorEvaluationView['draftChanges'],
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

/**
 * The end of every transaction that changes a case's evaluations: the combined productions that
 * became due are recorded, then the aggregate transition is computed with the endpoint's function.
 */
export async function evaluationsChanged(tx: Db, caseId: string, now: Date): Promise<AggregateTransition> {
  const c = await findCaseById(tx, caseId);
  if (c !== null && c.deletedAt === null) await reconcileCombined(tx, await loadEvaluationState(tx, c), now);
  const transition = await aggregateTransition(tx, caseId, now);
  await supersedeStaleReports(tx, caseId, now);
  // case.evaluation.completed (interface "Events"; decision "Webhooks"): when the aggregate BECOMES completed, by
  // the endpoint's own function, recorded in this transaction, so the event never arrives while
  // the endpoint still reads processing; again after a reopen and a new completion. The event
  // rules (linked cases emit, unlinked operator cases do not) are recordCaseEvents'.
  if (transition.becameCompleted) {
    const newest = (await findUploadsOfCases(tx, [caseId])).reduce<UploadRecord | null>((a, u) => (a === null || u.createdAt > a.createdAt || (u.createdAt.getTime() === a.createdAt.getTime() && u.id > a.id) ? u : a), null);
    await recordCaseEvents(tx, caseId, [{ eventName: 'case.evaluation.completed', uploadId: newest?.id ?? null }], now);
  }
  return transition;
}

/**
 * Takes the case row for the rest of the transaction, as its first statement: changes of one
 * case's evaluations are serialised, and what the transaction reads afterwards includes every
 * change committed before (see `move`). The case was looked up before the transaction.
 */
async function lockCase(tx: Db, c: CaseRecord, caseRef: string, at: Date): Promise<void> {
  if (!(await touchCase(tx, c.id, at))) throw new NotFoundError(`Case ${caseRef} not found`);
}

/** The evaluation, if its case is the organization's and not deleted; else 404. */
async function visibleEvaluation(tx: Db, organizationId: string, evaluationId: string, lock = false): Promise<{ e: EvaluationRecord; c: CaseRecord }> {
  const id = parseHexId(evaluationId, 'evaluationId');
  const e = lock ? await lockEvaluation(tx, id) : await findEvaluationById(tx, id);
  const c = e === null ? null : await findCase(tx, organizationId, { id: e.caseId });
  if (e === null || c === null) throw new NotFoundError(`Evaluation ${evaluationId} not found`);
  return { e, c };
}

/** listCaseEvaluations: every evaluation of the case, oldest first, output included even when reopened. */
export async function listCaseEvaluations(db: Db, organizationId: string, caseRef: string): Promise<OperatorEvaluationView[]> {
  return withUnitOfWork(db, async ({ tx }) => {
    const c = await findVisibleCase(tx, organizationId, caseRef);
    const rows = await findEvaluationsOfCase(tx, c.id);
    const out: OperatorEvaluationView[] = [];
    for (const e of rows) out.push(await operatorView(tx, e));
    return out;
  });
}

export async function getEvaluation(db: Db, organizationId: string, evaluationId: string): Promise<OperatorEvaluationView> {
  return withUnitOfWork(db, async ({ tx }) => operatorView(tx, (await visibleEvaluation(tx, organizationId, evaluationId)).e));
}

/**
 * createEvaluation `{credentialId, targetInstituteId: string | null}`: a new `queued` evaluation of
 * a credential of the case that is not deleted (404 otherwise) and not uncategorized (409: never
 * evaluable, decision "Status values"), general or for one of the organization's target institutes (404 otherwise).
 * Several for the same credential and target are allowed.
 */
export async function createEvaluation(db: Db, organizationId: string, caseRef: string, body: OperatorSchemas['evaluation_create'], now: () => Date = () => new Date()): Promise<EvaluationChange> {
  // The API's body is the spec's (validated there); the operator UI's ids come from its form, so
  // the id rule (decision "Identifiers") is checked here for both.
  const credentialId = parseHexId(body.credentialId, 'credentialId');
  const targetId = body.targetInstituteId === null ? null : parseHexId(body.targetInstituteId, 'targetInstituteId');
  const c = await findVisibleCase(db, organizationId, caseRef);
  return withUnitOfWork(db, async ({ tx }) => {
    const at = now();
    await lockCase(tx, c, caseRef, at);
    await resolveTarget(tx, organizationId, targetId, 'share');
    const state = await loadEvaluationState(tx, c);
    const credential = state.credentials.find((x) => x.credential.id === credentialId);
    if (credential === undefined) throw new NotFoundError(`Credential ${credentialId} not found in this case`);
    if (credential.credential.credentialType !== 'academic') throw new ConflictError(`Credential ${credentialId} is uncategorized and cannot be evaluated`);
    const e = await insertEvaluation(tx, { id: newId(at.getTime()), caseId: c.id, credentialId, targetInstituteId: targetId }, at);
    const transition = await evaluationsChanged(tx, c.id, at);
    return { evaluation: await operatorView(tx, e), transition };
  });
}

async function move(
  db: Db,
  organizationId: string,
  evaluationId: string,
  from: readonly EvaluationStatus[],
  to: EvaluationStatus,
  verb: string,
  output: EvaluationOutput | undefined,
  now: () => Date,
): Promise<EvaluationChange> {
  const id = parseHexId(evaluationId, 'evaluationId');
  return withUnitOfWork(db, async ({ tx }) => {
    const at = now();
    // Locking reads first (the evaluation, then its case): the plain reads that follow then see
    // every change committed before the locks were granted (a consistent read would otherwise
    // keep the snapshot of the transaction's first statement, from before the wait).
    const locked = await lockEvaluation(tx, id);
    if (locked === null || !(await touchCase(tx, locked.caseId, at))) throw new NotFoundError(`Evaluation ${evaluationId} not found`);
    const { e } = await visibleEvaluation(tx, organizationId, evaluationId);
    if (!from.includes(e.status)) throw new ConflictError(`Evaluation ${e.id} is ${e.status}; only ${from.join(' or ')} evaluations can be ${verb}`);
    // A completion after a draft records what the operator changed from it; one without a draft, none.
    const drafted = (e.draft ?? null) as EvaluationDraft | null;
    const values =
      to === 'completed' ? { status: to, completedAt: at, output, draftChanges: drafted !== null && output !== undefined ? draftChanges(drafted.output, output) : null } : { status: to };
    if (!(await updateEvaluationStatus(tx, e.id, from, values, at))) throw new ConflictError(`Evaluation ${e.id} changed meanwhile; try again`);
    const transition = await evaluationsChanged(tx, e.caseId, at);
    return { evaluation: await operatorView(tx, (await findEvaluationById(tx, e.id))!), transition };
  });
}

/**
 * draftEvaluation: the evaluation drafted from its credential's extraction (docs/grading-scales.md,
 * "Drafts") through the table the body names (`scaleId`) or the one the credential's country and
 * grades select. Kept on the evaluation, so that the completion records what the operator changed
 * from it. Only a queued or processing evaluation is drafted (409 otherwise: reopen it first); a
 * credential without a completed extraction has nothing to draft from (409).
 */
export async function draftEvaluationOf(db: Db, organizationId: string, evaluationId: string, body: OperatorSchemas['evaluation_draft_request'] | undefined, now: () => Date = () => new Date()): Promise<EvaluationDraft & { evaluationId: string }> {
  const scaleId = body?.scaleId ?? null;
  return withUnitOfWork(db, async ({ tx }) => {
    const at = now();
    const { e, c } = await visibleEvaluation(tx, organizationId, evaluationId, true);
    if (e.status === 'completed') throw new ConflictError(`Evaluation ${e.id} is completed; reopen it before drafting`);
    const state = await loadEvaluationState(tx, c, { withData: true });
    const credential = state.credentials.find((x) => x.credential.id === e.credentialId);
    if (credential === undefined || credential.data === null) throw new ConflictError(`Credential ${e.credentialId} has no completed extraction to draft from`);
    const draft = draftEvaluation(credential.data, scaleId);
    if (!(await saveEvaluationDraft(tx, e.id, draft, at))) throw new ConflictError(`Evaluation ${e.id} changed meanwhile; try again`);
    return { evaluationId: e.id, ...draft };
  });
}

/** startEvaluation: queued → processing. */
export function startEvaluation(db: Db, organizationId: string, evaluationId: string, now: () => Date = () => new Date()): Promise<EvaluationChange> {
  return move(db, organizationId, evaluationId, ['queued'], 'processing', 'started', undefined, now);
}

/** completeEvaluation: queued | processing → completed with the output; completedAt is this completion. */
export async function completeEvaluation(db: Db, organizationId: string, evaluationId: string, body: OperatorSchemas['evaluation_complete'], now: () => Date = () => new Date()): Promise<EvaluationChange> {
  const output = validateEvaluationOutput(body);
  return move(db, organizationId, evaluationId, ['queued', 'processing'], 'completed', 'completed', output, now);
}

/**
 * reopenEvaluation: completed → processing. The output and completedAt stay stored (the operator
 * sees them) but partners see a progress-only row until it is completed again; the combined
 * statements built on it become stale.
 */
export function reopenEvaluation(db: Db, organizationId: string, evaluationId: string, now: () => Date = () => new Date()): Promise<EvaluationChange> {
  return move(db, organizationId, evaluationId, ['completed'], 'processing', 'reopened', undefined, now);
}

// ---------------------------------------------------------------------------------------------
// Combined equivalency

async function operatorCombined(tx: Db, c: CaseRecord, target: TargetInstituteRef | null): Promise<OperatorCombinedView> {
  const state = await loadEvaluationState(tx, c);
  const facts = await combinedFacts(tx, state, target?.id ?? null);
  const s = facts.stored;
  return {
    caseId: c.id,
    targetInstitute: target,
    status: facts.status,
    statements: s?.statements ?? [],
    source: s?.source ?? null,
    error: s?.status === 'failed' ? s.error : null,
    producedAt: s?.producedAt?.toISOString() ?? null,
    pendingCredentialIds: facts.pendingCredentialIds,
  };
}

/** getOperatorCombined (query targetInstituteId; absent = general). */
export async function getOperatorCombined(db: Db, organizationId: string, caseRef: string, targetInstituteId?: string | null): Promise<OperatorCombinedView> {
  const targetId = parseTargetSelector(targetInstituteId);
  return withUnitOfWork(db, async ({ tx }) => {
    const c = await findVisibleCase(tx, organizationId, caseRef);
    return operatorCombined(tx, c, await resolveTarget(tx, organizationId, targetId));
  });
}

/**
 * produceCombined: asks the service to (re)produce the combined equivalency of the target (202).
 * Only when every evaluable credential has a completed evaluation for it (409 otherwise: there is
 * nothing to combine yet). The job runs later; the status reads processing meanwhile.
 */
export async function requestCombinedProduction(db: Db, organizationId: string, caseRef: string, targetInstituteId?: string | null, now: () => Date = () => new Date()): Promise<OperatorCombinedView> {
  const targetId = parseTargetSelector(targetInstituteId);
  const c = await findVisibleCase(db, organizationId, caseRef);
  return withUnitOfWork(db, async ({ tx }) => {
    const at = now();
    await lockCase(tx, c, caseRef, at);
    const target = await resolveTarget(tx, organizationId, targetId, 'share');
    const state = await loadEvaluationState(tx, c);
    const { pending, evaluated } = combinedProgress(state, targetId);
    if (pending.length > 0) throw new ConflictError(`The combined equivalency cannot be produced yet: credentials ${pending.map((x) => x.credential.id).join(', ')} have no completed evaluation for this target`);
    if (evaluated.length === 0) throw new ConflictError('The combined equivalency cannot be produced: no credential has a completed evaluation for this target');
    const basis = combinedBasis(state, targetId);
    await saveCombined(tx, { id: newId(at.getTime()), caseId: c.id, targetInstituteId: targetId }, { status: 'processing', statements: [], source: 'service', basis, error: null, producedAt: null }, at);
    await recordWork(tx, EVALUATION_COMBINE_QUEUE, { caseId: c.id, targetInstituteId: targetId, basis } satisfies CombinePayload, c.id, at);
    return operatorCombined(tx, c, target);
  });
}

/**
 * writeCombined `{statements: string[]}`: the operator's own statements, `credentialIds` []
 * (interface "Combined equivalency"), completed at once. They stand until the evaluations for the
 * target change (then stale, and produced again by the service once all are completed).
 */
export async function writeCombinedByHand(db: Db, organizationId: string, caseRef: string, targetInstituteId: string | null | undefined, body: OperatorSchemas['combined_write'], now: () => Date = () => new Date()): Promise<OperatorCombinedView> {
  const targetId = parseTargetSelector(targetInstituteId);
  const statements = validateStatements(body);
  const c = await findVisibleCase(db, organizationId, caseRef);
  return withUnitOfWork(db, async ({ tx }) => {
    const at = now();
    await lockCase(tx, c, caseRef, at);
    const target = await resolveTarget(tx, organizationId, targetId, 'share');
    const state = await loadEvaluationState(tx, c);
    // Like production: the combined equivalency reads completed only once every evaluable
    // credential has a completed evaluation for the target, so statements before that are refused.
    const { pending } = combinedProgress(state, targetId);
    if (pending.length > 0) throw new ConflictError(`The combined equivalency cannot be written yet: credentials ${pending.map((x) => x.credential.id).join(', ')} have no completed evaluation for this target`);
    await saveCombined(
      tx,
      { id: newId(at.getTime()), caseId: c.id, targetInstituteId: targetId },
      { status: 'completed', statements: statements.map((equivalency) => ({ equivalency, credentialIds: [] })), source: 'operator', basis: combinedBasis(state, targetId), error: null, producedAt: at },
      at,
    );
    // The hand-written statements replace the ones earlier combined reports were made from.
    await supersedeStaleReports(tx, c.id, at);
    return operatorCombined(tx, c, target);
  });
}

