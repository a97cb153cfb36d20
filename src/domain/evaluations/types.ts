import type { EvaluationStatus } from '../vocabulary';

/*
 * Shapes of the evaluation core: its statuses, and the specs' schemas its use-cases take and
 * return (the equivalency, evaluated courses, the operator's evaluation, target institute and
 * combined views), which the report renderers use too.
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

import type { OperatorSchemas, PartnerSchemas } from '../spec';

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

// The shapes below are the specs' schemas (src/domain/spec.ts): their fields and rules are
// described there (spec/partner/resources/evaluation/models, spec/operator/resources/*/models).

export type TargetInstituteRef = NonNullable<PartnerSchemas['target_institute']>;

/** Interface "Evaluated course". */
export type EvaluatedCourse = PartnerSchemas['evaluated_course'];

/** The evaluated output of a completed evaluation (kept across a reopen, hidden from partners meanwhile). */
export type EvaluationOutput = OperatorSchemas['evaluation_output'];

/**
 * An evaluation as the operator API shows it (full row, output included even while reopened;
 * `draftChanges`: docs/grading-scales.md, "Drafts").
 */
export type OperatorEvaluationView = OperatorSchemas['operator_evaluation'];

/** A target institute as the operator API shows it. */
export type TargetInstituteView = OperatorSchemas['target_institute_record'];

/** `credentialIds`: the credentials the statement came from; [] when an operator wrote it by hand. */
export type CombinedStatement = PartnerSchemas['combined_equivalency_statement'];

/** getOperatorCombined: the combined equivalency of one target, with why production failed. */
export type OperatorCombinedView = OperatorSchemas['operator_combined'];
