import type { CredentialStatus, CredentialType } from '../cases/types';
import { selectRowFor, selectRows, type SelectableRow } from './selection';
import type { AggregateEvaluationStatus } from './types';

/*
 * The aggregate evaluation status (interface "Aggregate evaluation status", decision "Aggregate evaluation status"), as ONE pure
 * function: the evaluation endpoint reads it and case.evaluation.completed fires when it becomes
 * `completed` (./transition.ts), so "that event never arrives while the endpoint still reads
 * processing".
 */

/** Where a credential stands, as far as evaluation is concerned. */
export type CredentialEvaluability = 'extracting' | 'evaluable' | 'not_evaluable';

export interface CredentialFacts {
  credentialType: CredentialType;
  /** The extraction state (decision "Status values"). */
  status: CredentialStatus;
  /**
   * Whether extraction can still run for it: its upload lists the extraction feature (requested,
   * or started by an operator). False for a credential added by hand (no upload).
   */
  extractionListed: boolean;
}

/**
 * "Computed over the credentials that can be evaluated (past extraction and not uncategorized)";
 * the caller passes only credentials that are not deleted.
 *
 * - still being extracted: extraction is listed on its upload and the credential's extraction
 *   state is not terminal (queued or processing);
 * - evaluable: `academic` and past extraction. Past extraction means `completed`, and also
 *   `failed`: a failed extraction leaves the documents to evaluate by hand, and the case must not
 *   read completed or not_applicable while an academic credential nobody evaluated exists. A
 *   credential whose extraction was never requested (and may never be) is past it too, as is a
 *   credential an operator added by hand;
 * - `uncategorized`: never evaluable (decision "Status values"), but still counts as being extracted while it is.
 */
export function evaluability(c: CredentialFacts): CredentialEvaluability {
  const extracting = c.extractionListed && (c.status === 'queued' || c.status === 'processing');
  if (extracting) return 'extracting';
  return c.credentialType === 'academic' ? 'evaluable' : 'not_evaluable';
}

export interface AggregateInput {
  /** Some upload of the case is still being classified (classify true, classification not terminal). */
  classifying: boolean;
  /** The case's credentials that are not deleted, with their evaluations. */
  credentials: readonly { evaluability: CredentialEvaluability; evaluations: readonly SelectableRow[] }[];
}

/**
 * decision "Further open points", read literally from "States and transitions":
 * - `queued` while any upload is still being classified or any credential still being extracted;
 * - `not_applicable` when nothing is pending and no credential is evaluable (checked before the
 *   next rule, for which "no evaluable credential has a row" holds vacuously);
 * - `queued` when no evaluable credential has any evaluation row yet;
 * - `completed` when every evaluable credential has at least one evaluation and every selected
 *   evaluation (a completed one if any, else the first, per target) is completed;
 * - `processing` otherwise (so a credential with no row next to one with a row reads processing).
 */
export function aggregateStatus(input: AggregateInput): AggregateEvaluationStatus {
  if (input.classifying || input.credentials.some((c) => c.evaluability === 'extracting')) return 'queued';
  const evaluable = input.credentials.filter((c) => c.evaluability === 'evaluable');
  if (evaluable.length === 0) return 'not_applicable';
  if (evaluable.every((c) => c.evaluations.length === 0)) return 'queued';
  const done = evaluable.every((c) => c.evaluations.length > 0 && selectRows(c.evaluations).every((r) => r.status === 'completed'));
  return done ? 'completed' : 'processing';
}

/**
 * For one target (null = general): the evaluable credentials whose selected evaluation for it is
 * not completed, or that have none ("credentials still waiting on an evaluation").
 */
export function pendingFor<C extends { evaluability: CredentialEvaluability; evaluations: readonly SelectableRow[] }>(
  credentials: readonly C[],
  targetInstituteId: string | null,
): C[] {
  return credentials.filter((c) => c.evaluability === 'evaluable' && selectRowFor(c.evaluations, targetInstituteId)?.status !== 'completed');
}
