import { findCombined } from '../../data/repositories/combinedEquivalencies';
import type { Db } from '../../data/repositories/organizations';
import { findTargetInstitute } from '../../data/repositories/targetInstitutes';
import { withUnitOfWork } from '../unitOfWork';
import { findVisibleCase } from '../cases/lookup';
import { NotFoundError } from '../errors';
import { parseHexId } from '../ids';
import { parseSelector, resolveSelector, type ResultSelector } from '../results/selectors';
import { derivedCombinedStatus } from './combined';
import { selectRowFor, selectRows } from './selection';
import { aggregateOf, combinedProgress, loadEvaluationState, targetRef, type CaseEvaluationState, type CredentialState } from './state';
import type { CombinedStatus, TargetInstituteRef } from './types';
import {
  candidateView,
  evaluationRow,
  institutionView,
  qualificationView,
  unfinishedRow,
  type CombinedView,
  type EvaluationCandidateView,
  type EvaluationView,
} from './views';

/*
 * The partner read side of evaluation (interface "GET /cases/{id}/evaluation" and
 * "GET /cases/{id}/evaluation/combined", decision "Interface slips", decision "Open paths and parameters", decision "Further open points"). Reading has no side effects: it never
 * starts an evaluation and never triggers a combined production.
 *
 * Order of the answers, as on the other results routes: a malformed selector or both selectors →
 * 400 before anything is read; then the case (404 unless visible to the organization); then the
 * target institute (404 unless the organization's); then the selector among the case's uploads and
 * credentials (404, a deleted credential included).
 */

export interface EvaluationReadDeps {
  db: Db;
}

export type { ResultSelector } from '../results/selectors';

function narrowed(state: CaseEvaluationState, selector: ReturnType<typeof parseSelector>): CredentialState[] {
  const sel = resolveSelector(
    selector,
    state.uploads,
    state.credentials.map((x) => x.credential),
  );
  // uploadId is "usable immediately after upload": an upload not classified yet has no
  // credentials, and the answer lists none (200, not 404).
  if (sel.kind === 'upload') return state.credentials.filter((x) => x.credential.uploadId === sel.upload.id);
  if (sel.kind === 'credential') return state.credentials.filter((x) => x.credential.id === sel.credential.id);
  return state.credentials;
}

/** The evaluation view of a loaded case (also the reports' source: src/reports reads through here). */
export function evaluationView(state: CaseEvaluationState, credentials: readonly CredentialState[] = state.credentials): EvaluationView {
  return {
    id: state.c.id,
    externalId: state.c.externalId,
    // The aggregate is over the whole case, whatever the selector narrows the list to.
    status: aggregateOf(state),
    caseNumber: state.c.caseNumber,
    credentials: credentials.map((x) => ({
      credentialId: x.credential.id,
      uploadId: x.credential.uploadId,
      candidate: candidateView(x.data),
      institution: institutionView(x.data),
      qualification: qualificationView(x.data),
      // One row per target, chosen by "a completed one if any, otherwise the first".
      evaluations: selectRows(x.evaluations).map((e) => evaluationRow(e, targetRef(state, e.targetInstituteId))),
    })),
  };
}

/** GET /cases/{id}/evaluation. */
export async function readEvaluation(deps: EvaluationReadDeps, organizationId: string, caseRef: string, selector: ResultSelector): Promise<EvaluationView> {
  const parsed = parseSelector(selector);
  return withUnitOfWork(deps.db, async ({ tx }) => {
    const c = await findVisibleCase(tx, organizationId, caseRef);
    const state = await loadEvaluationState(tx, c, { withData: true });
    return evaluationView(state, narrowed(state, parsed));
  });
}

/** The target selector of the combined routes (decision "Open paths and parameters"): absent → general; malformed → 400. */
export function parseTargetSelector(value: string | null | undefined): string | null {
  if (value === undefined || value === null) return null;
  return parseHexId(value, 'targetInstituteId');
}

/**
 * The organization's target institute, or 404 ("An unknown target institute answers 404").
 * Writers of rows that reference it pass `share`: it then cannot be deleted under them (the
 * deletion waits, then sees their rows and answers 409), nor they write for a deleted one.
 */
export async function resolveTarget(tx: Db, organizationId: string, targetInstituteId: string | null, lock?: 'share'): Promise<TargetInstituteRef | null> {
  if (targetInstituteId === null) return null;
  const t = await findTargetInstitute(tx, organizationId, targetInstituteId, lock);
  if (t === null) throw new NotFoundError(`Target institute ${targetInstituteId} not found`);
  return { id: t.id, name: t.name };
}

/** The case's candidate: the first name and date of birth its credentials give. */
function caseCandidate(state: CaseEvaluationState): EvaluationCandidateView {
  const views = state.credentials.map((x) => candidateView(x.data));
  return { fullName: views.find((v) => v.fullName !== null)?.fullName ?? null, dateOfBirth: views.find((v) => v.dateOfBirth !== null)?.dateOfBirth ?? null };
}

export interface CombinedFacts {
  status: CombinedStatus;
  pendingCredentialIds: string[];
  stored: Awaited<ReturnType<typeof findCombined>>;
}

/** The derived status of the case's combined equivalency for a target, in the caller's transaction. */
export async function combinedFacts(tx: Db, state: CaseEvaluationState, targetInstituteId: string | null): Promise<CombinedFacts> {
  const stored = await findCombined(tx, state.c.id, targetInstituteId);
  const { pending } = combinedProgress(state, targetInstituteId);
  return { status: derivedCombinedStatus(state, targetInstituteId, stored), pendingCredentialIds: pending.map((x) => x.credential.id), stored };
}

export interface CombinedQuery extends ResultSelector {
  targetInstituteId?: string | undefined;
}

/** GET /cases/{id}/evaluation/combined: never 409; an unready target reads queued/processing/failed. */
export async function readCombined(deps: EvaluationReadDeps, organizationId: string, caseRef: string, query: CombinedQuery): Promise<CombinedView> {
  const parsed = parseSelector(query);
  const targetId = parseTargetSelector(query.targetInstituteId);
  return withUnitOfWork(deps.db, async ({ tx }) => {
    const c = await findVisibleCase(tx, organizationId, caseRef);
    const target = await resolveTarget(tx, organizationId, targetId);
    const state = await loadEvaluationState(tx, c, { withData: true });
    const credentials = narrowed(state, parsed);
    const facts = await combinedFacts(tx, state, targetId);
    return {
      id: c.id,
      externalId: c.externalId,
      status: facts.status,
      caseNumber: c.caseNumber,
      targetInstitute: target,
      candidate: caseCandidate(state),
      // decision "Further open points": `[]` until the status is completed.
      combinedEquivalencies: facts.status === 'completed' && facts.stored !== null ? facts.stored.statements : [],
      credentials: credentials.map((x) => {
        const row = selectRowFor(x.evaluations, targetId);
        return {
          credentialId: x.credential.id,
          uploadId: x.credential.uploadId,
          institution: institutionView(x.data),
          qualification: qualificationView(x.data),
          evaluations: row === null ? [] : [unfinishedRow(row, target)],
        };
      }),
      pendingCredentialIds: facts.pendingCredentialIds,
    };
  });
}
