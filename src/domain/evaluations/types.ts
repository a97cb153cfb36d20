import type { EvaluationStatus } from '../vocabulary';

/*
 * Shapes of the evaluation core. The operator spec's schemas and the
 * report renderers (helper R) are written from these; the partner shapes follow
 * spec/partner/resources/evaluation/models.
 *
 * Operator inputs (request bodies of the operator API):
 * - createEvaluation      `{credentialId: 24-hex, targetInstituteId: 24-hex | null}` (both required;
 *                         null = the general evaluation). Several for the same credential and target
 *                         are allowed ("the first" is the oldest by createdAt, then id).
 * - completeEvaluation    see validateEvaluationOutput (validation.ts).
 * - createTargetInstitute / updateTargetInstitute `{name: string}` (1..500 characters after trim).
 * - writeCombined         `{statements: string[]}` (1..100 items, each 1..10000 characters after trim).
 * Every object rejects unknown properties (400 with `details`).
 */

/** Row status of one evaluation (interface "Evaluation row status"): there is no `failed` (src/domain/vocabulary.ts). */
export type { EvaluationStatus };

/** Aggregate status of the evaluation endpoint (interface "Aggregate evaluation status", decision "Aggregate evaluation status"). */
export type AggregateEvaluationStatus = 'queued' | 'processing' | 'completed' | 'not_applicable';

/** Status of a combined equivalency as read (interface "Combined equivalency status"). */
export type CombinedStatus = 'queued' | 'processing' | 'completed' | 'failed';

/** What is stored about the production of a combined equivalency (the read status is derived). */
export type StoredCombinedStatus = 'processing' | 'completed' | 'failed';

/** Who wrote the statements: the service's production job, or an operator by hand. */
export type CombinedSource = 'service' | 'operator';

export type CreditUnit = 'Carnegie Units' | 'Semester Credits';
export const CREDIT_UNITS: readonly CreditUnit[] = ['Carnegie Units', 'Semester Credits'];

export interface TargetInstituteRef {
  id: string;
  name: string;
}

/** Interface "Equivalency". */
export interface Equivalency {
  usEquivalency: string | null;
  statement: string | null;
  fieldOfStudy: string | null;
  evaluatedAs: string | null;
  /** Decimal strings (`^-?[0-9]+(\.[0-9]+)?$`, at most 20 characters). */
  gpa: { weighted: string | null; unweighted: string | null };
  totalCredits: number | null;
  creditUnit: CreditUnit;
  /** null, or organization-specific text that starts with `**` (at most 5000 characters). */
  disclaimer: string | null;
}

/** Interface "Evaluated course". */
export interface EvaluatedCourse {
  /** `^[A-Za-z0-9_-]{1,64}$`, unique within the evaluation (e.g. the extraction course id). */
  courseId: string;
  courseName: string | null;
  grade: string | null;
  point: number | null;
  credit: number | null;
  isRetaken: boolean;
  isNonGradable: boolean;
  isExcluded: boolean;
}

/** The evaluated output of a completed evaluation (kept across a reopen, hidden from partners meanwhile). */
export interface EvaluationOutput {
  equivalency: Equivalency;
  courses: EvaluatedCourse[];
  note: string | null;
}

/** An evaluation as the operator API shows it (full row, output included even while reopened). */
export interface OperatorEvaluationView {
  id: string;
  caseId: string;
  credentialId: string;
  targetInstitute: TargetInstituteRef | null;
  status: EvaluationStatus;
  /** The latest completion, kept across a reopen; null if never completed. */
  completedAt: string | null;
  /** The latest completed output; null if never completed. Partners see it only while completed. */
  output: EvaluationOutput | null;
  /**
   * What the latest completion changed from the draft the operator asked for before it
   * (docs/grading-scales.md, "Drafts"); null when that completion was not drafted.
   */
  draftChanges: { path: string; draft: string | number | boolean | null; final: string | number | boolean | null }[] | null;
  createdAt: string;
  updatedAt: string;
}

/** A target institute as the operator API shows it. */
export interface TargetInstituteView {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
}

export interface CombinedStatement {
  equivalency: string;
  /** The credentials the statement came from; [] when an operator wrote it by hand. */
  credentialIds: string[];
}

/** getOperatorCombined: the combined equivalency of one target, with why production failed. */
export interface OperatorCombinedView {
  caseId: string;
  targetInstitute: TargetInstituteRef | null;
  /** The same derived status the partner route reads. */
  status: CombinedStatus;
  /** The stored statements (also while not completed, for the operator); [] if none. */
  statements: CombinedStatement[];
  source: CombinedSource | null;
  /** Why the last production failed; null otherwise. */
  error: string | null;
  producedAt: string | null;
  pendingCredentialIds: string[];
}
