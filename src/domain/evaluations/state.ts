import type { CaseRecord } from '../../data/repositories/cases';
import { findActiveCredentialsOfCase, type CredentialRecord } from '../../data/repositories/credentials';
import { findEvaluationsOfCase, type EvaluationRecord } from '../../data/repositories/evaluations';
import { findExtractionResults } from '../../data/repositories/extractionResults';
import type { Db } from '../../data/repositories/organizations';
import { findTargetInstitutesByIds, type TargetInstituteRecord } from '../../data/repositories/targetInstitutes';
import { findFeaturesOfUploads, findUploadsOfCases, type UploadRecord } from '../../data/repositories/uploads';
import type { StoredExtraction } from '../results/stored';
import { aggregateStatus, evaluability, pendingFor, type CredentialEvaluability } from './aggregate';
import { selectRowFor } from './selection';
import type { AggregateEvaluationStatus, EvaluationOutput, TargetInstituteRef } from './types';

/*
 * Everything the evaluation rules look at for one case, read in the caller's transaction: the
 * partner read side, the operator use-cases, the aggregate transition and the combined production
 * all start here, so they all see the same facts.
 */

export type EvaluationRow = Omit<EvaluationRecord, 'output'> & { output: EvaluationOutput | null };

export interface CredentialState {
  credential: CredentialRecord;
  evaluability: CredentialEvaluability;
  /** Its evaluations, oldest first. */
  evaluations: EvaluationRow[];
  /** The stored extraction when it completed (or was entered by hand); null otherwise. */
  data: StoredExtraction | null;
}

export interface CaseEvaluationState {
  c: CaseRecord;
  uploads: UploadRecord[];
  /** Some upload is still being classified. */
  classifying: boolean;
  /** The case's credentials that are not deleted, oldest first; evaluations of deleted ones are ignored. */
  credentials: CredentialState[];
  /** The target institutes the evaluations name. */
  targets: Map<string, TargetInstituteRecord>;
}

export async function loadEvaluationState(tx: Db, c: CaseRecord, opts: { withData?: boolean } = {}): Promise<CaseEvaluationState> {
  const uploads = await findUploadsOfCases(tx, [c.id]);
  const features = await findFeaturesOfUploads(tx, uploads.map((u) => u.id));
  const listsExtraction = new Set(features.filter((f) => f.name === 'extraction').map((f) => f.uploadId));
  const credentials = await findActiveCredentialsOfCase(tx, c.id);
  const evaluations = (await findEvaluationsOfCase(tx, c.id)) as EvaluationRow[];
  const targets = new Map((await findTargetInstitutesByIds(tx, [...new Set(evaluations.map((e) => e.targetInstituteId).filter((t): t is string => t !== null))])).map((t) => [t.id, t]));
  const data = new Map<string, StoredExtraction>();
  if (opts.withData === true) {
    const completed = credentials.filter((x) => x.status === 'completed').map((x) => x.id);
    for (const r of await findExtractionResults(tx, completed)) if (r.result !== null) data.set(r.credentialId, r.result as StoredExtraction);
  }
  return {
    c,
    uploads,
    classifying: uploads.some((u) => u.classify && (u.classificationStatus === 'queued' || u.classificationStatus === 'processing')),
    credentials: credentials.map((credential) => ({
      credential,
      evaluability: evaluability({
        credentialType: credential.credentialType,
        status: credential.status,
        extractionListed: credential.uploadId !== null && listsExtraction.has(credential.uploadId),
      }),
      evaluations: evaluations.filter((e) => e.credentialId === credential.id),
      data: data.get(credential.id) ?? null,
    })),
    targets,
  };
}

/** The aggregate status of the case (the one pure function, ./aggregate.ts). */
export function aggregateOf(state: CaseEvaluationState): AggregateEvaluationStatus {
  return aggregateStatus({ classifying: state.classifying, credentials: state.credentials });
}

export function targetRef(state: CaseEvaluationState, targetInstituteId: string | null): TargetInstituteRef | null {
  if (targetInstituteId === null) return null;
  const t = state.targets.get(targetInstituteId);
  // The foreign key keeps a target that evaluations use; the name is there.
  return { id: targetInstituteId, name: t?.name ?? '' };
}

/** For one target: the evaluable credentials still waiting, and those whose selected evaluation is completed. */
export function combinedProgress(state: CaseEvaluationState, targetInstituteId: string | null): { pending: CredentialState[]; evaluated: CredentialState[] } {
  const pending = pendingFor(state.credentials, targetInstituteId);
  const evaluated = state.credentials.filter((c) => c.evaluability === 'evaluable' && selectRowFor(c.evaluations, targetInstituteId)?.status === 'completed');
  return { pending, evaluated };
}
