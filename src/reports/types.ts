/**
 * Plain, typed input of the report renderers, taken from the partner schemas (generated from
 * spec/partner/resources/evaluation/models), so a report prints exactly what the evaluation and
 * combined JSON routes answer; renderers never see database rows.
 */
import type { components } from '../../generated/partner/types';

type Schemas = components['schemas'];

export type EvaluationCredential = Schemas['evaluation_credential'];
export type CompletedEvaluationRow = Schemas['evaluation_row_completed'];
export type CombinedEvaluation = Schemas['combined_evaluation'];

export type ReportKind = 'evaluation' | 'combined';
export type ReportFormat = 'pdf' | 'xlsx';

/**
 * What makes one issued report verifiable: its own id (a new one on every download, interface
 * "Each PDF request regenerates the file with a new report ID and a new QR verification link"),
 * when it was issued and the public verification link the QR code encodes (decision "Processes and configuration" `/verify/{reportId}`,
 * followed by the report's verification token).
 */
export interface ReportStamp {
  reportId: string;
  issuedAt: Date;
  verifyUrl: string;
}

/** The report of one completed evaluation of one credential. */
export interface EvaluationReportInput {
  caseNumber: number | null;
  /** The credential as the evaluation view shows it; its `evaluations` list is not printed. */
  credential: Omit<EvaluationCredential, 'evaluations'>;
  /** The evaluation the report is for (completed: reports of unfinished ones are refused, 409). */
  evaluation: CompletedEvaluationRow;
  /** The organization issuing the report (the evaluator), printed in its header. */
  issuedBy: string;
  /**
   * What each evaluated course was evaluated from, by courseId, when it is an extracted course of the
   * credential (a drafted evaluation keeps the extraction's course ids): its term and the grade and
   * credits as printed. Courses the operator added have none.
   */
  courseSources: Record<string, CourseSource>;
  stamp: ReportStamp;
}

export interface CourseSource {
  term: string | null;
  originalGrade: string | null;
  originalCredits: number | null;
}

/** The report of a completed combined equivalency for one target (or the general one). */
export interface CombinedReportInput {
  combined: CombinedEvaluation;
  stamp: ReportStamp;
}

export const CONTENT_TYPES: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The public verification link printed on (and encoded in the QR code of) a report (decision "Processes and configuration"):
 * `/verify/{reportId}/{token}`, the token being the report's unguessable verification token.
 */
export function verifyUrl(publicBaseUrl: string, reportId: string, token: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}/verify/${reportId}/${token}`;
}
