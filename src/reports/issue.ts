/**
 * Issuing a report download (interface "GET /cases/{id}/evaluation/report/pdf and /xlsx" and
 * "GET /cases/{id}/evaluation/combined-report/xlsx (and the PDF variant)", decision "Open paths and parameters", decision "Further open points"): the
 * download rules, then a fresh report ID, the rendering and the record `/verify/{reportId}` reads.
 *
 * The data comes from the evaluation read side (src/domain/evaluations), so a report prints what
 * the JSON routes answer. Nothing is read or held open while rendering; the row is written only
 * once the file exists, before it is handed out, so every file handed out verifies.
 */
import { findOrganizationById, type Db } from '../data/repositories/organizations';
import { inTransaction } from '../data/transaction';
import { findVisibleCase } from '../domain/cases/lookup';
import { ConflictError, NotFoundError, ValidationError } from '../domain/errors';
import {
  checkReportsOfCase,
  storedCombined,
  evaluationRow,
  evaluationView,
  loadEvaluationState,
  parseTargetSelector,
  produceCombinedNow,
  readCombined,
  selectRowFor,
  targetRef,
  type CombinedView,
  type EvaluationRow,
} from '../domain/evaluations';
import { parseHexId } from '../domain/ids';
import { newReportId, newVerificationToken, recordReportIssue, reportFileName } from '../domain/reports';
import { renderReport, type ReportRequest } from './render';
import { verifyUrl, type CourseSource, type CompletedEvaluationRow, type EvaluationReportInput, type ReportFormat, type ReportKind } from './types';

export interface IssueDeps {
  db: Db;
  publicBaseUrl: string;
  now?: () => Date;
}

export interface IssuedReport {
  reportId: string;
  bytes: Buffer;
  contentType: string;
  /** decision "Open paths and parameters": `<candidate full name or "candidate">_<caseNumber>_<kind>.<ext>`. */
  fileName: string;
  sha256: string;
}

export interface EvaluationReportQuery {
  evaluationId?: string | undefined;
  credentialId?: string | undefined;
}


/** "Exactly one of evaluationId or credentialId. Neither or both answers 400." */
export function parseEvaluationReportQuery(q: EvaluationReportQuery): { evaluationId: string } | { credentialId: string } {
  const { evaluationId, credentialId } = q;
  if ((evaluationId === undefined) === (credentialId === undefined)) {
    const message = evaluationId === undefined ? 'is required unless the other is sent' : 'cannot be combined with the other';
    throw new ValidationError('Send exactly one of evaluationId and credentialId', [
      { path: 'evaluationId', message },
      { path: 'credentialId', message },
    ]);
  }
  const [path, value] = evaluationId !== undefined ? ['evaluationId', evaluationId] : ['credentialId', credentialId!];
  return path === 'evaluationId' ? { evaluationId: parseHexId(value, path) } : { credentialId: parseHexId(value, path) };
}

/** The report of one completed evaluation of one credential. */
export async function issueEvaluationReport(
  deps: IssueDeps,
  organizationId: string,
  caseRef: string,
  query: EvaluationReportQuery,
  format: ReportFormat,
): Promise<IssuedReport> {
  const selector = parseEvaluationReportQuery(query);
  const found = await inTransaction(deps.db, async (tx) => {
    const c = await findVisibleCase(tx, organizationId, caseRef);
    const state = await loadEvaluationState(tx, c, { withData: true });
    let credential: (typeof state.credentials)[number] | undefined;
    let row: EvaluationRow | null = null;
    if ('evaluationId' in selector) {
      // Any evaluation of the case, target-specific ones included; those of a deleted credential are not the case's any more.
      credential = state.credentials.find((x) => x.evaluations.some((e) => e.id === selector.evaluationId));
      row = credential?.evaluations.find((e) => e.id === selector.evaluationId) ?? null;
      if (!credential || !row) throw new NotFoundError(`Evaluation ${selector.evaluationId} not found in this case`);
    } else {
      credential = state.credentials.find((x) => x.credential.id === selector.credentialId);
      if (!credential) throw new NotFoundError(`Credential ${selector.credentialId} not found in this case`);
      // The credential's general (null-target) evaluation, chosen like everywhere else (decision "Further open points": none → 404).
      row = selectRowFor(credential.evaluations, null);
      if (!row) throw new NotFoundError(`Credential ${selector.credentialId} has no general evaluation`);
    }
    if (row.status !== 'completed' || row.output === null) {
      throw new ConflictError(`Evaluation ${row.id} is ${row.status}; its report is available once it is completed`);
    }
    const view = evaluationView(state, [credential]).credentials[0];
    const { evaluations: _rows, ...credentialView } = view;
    // What each evaluated course was evaluated from: the extracted course of the same id.
    const extracted = new Map((credential.data?.courses ?? []).map((x) => [x.id, x]));
    const courseSources: Record<string, CourseSource> = {};
    for (const ec of row.output.courses) {
      const x = extracted.get(ec.courseId);
      if (x !== undefined) courseSources[ec.courseId] = { term: x.term ?? x.session ?? (x.year === null ? null : String(x.year)), originalGrade: x.grade ?? x.alternateGrade ?? (x.marksScored === null ? null : `${x.marksScored}${x.maximumMarks === null ? '' : `/${x.maximumMarks}`}`), originalCredits: x.credit };
    }
    const issuer = await findOrganizationById(tx, organizationId);
    return {
      c,
      credentialView,
      courseSources,
      issuedBy: issuer?.name ?? organizationId,
      completedAt: row.completedAt,
      evaluation: evaluationRow(row, targetRef(state, row.targetInstituteId)) as CompletedEvaluationRow,
    };
  });

  const input: Omit<EvaluationReportInput, 'stamp'> = {
    issuedBy: found.issuedBy,
    courseSources: found.courseSources,
    caseNumber: found.c.caseNumber,
    credential: found.credentialView,
    evaluation: found.evaluation,
  };
  return issue(deps, {
    organizationId,
    caseId: found.c.id,
    caseNumber: found.c.caseNumber,
    kind: 'evaluation',
    format,
    evaluationId: found.evaluation.evaluationId,
    // A target-specific evaluation's report records its target too.
    targetInstituteId: found.evaluation.targetInstitute?.id ?? null,
    candidateName: found.credentialView.candidate.fullName,
    reflectsAt: found.completedAt,
    request: (stamp) => ({ kind: 'evaluation', format, input: { ...input, stamp } }),
  });
}

export interface CombinedReportQuery {
  targetInstituteId?: string | undefined;
}

/**
 * The combined report for a target: served only when the combined JSON reads completed;
 * queued/processing → 409; failed → produced again here, once, and 409 (retry the download) if
 * that fails too.
 */
export async function issueCombinedReport(
  deps: IssueDeps,
  organizationId: string,
  caseRef: string,
  query: CombinedReportQuery,
  format: ReportFormat,
): Promise<IssuedReport> {
  const targetId = parseTargetSelector(query.targetInstituteId);
  const read = () => readCombined({ db: deps.db }, organizationId, caseRef, { targetInstituteId: targetId ?? undefined });
  let view: CombinedView = await read();
  if (view.status === 'failed') {
    const c = await findVisibleCase(deps.db, organizationId, caseRef);
    try {
      await produceCombinedNow(deps.db, c, targetId, (deps.now ?? (() => new Date()))());
    } catch (err) {
      // Not ready any more (a reopen meanwhile): the read below says what it is now.
      if (!(err instanceof ConflictError)) throw err;
    }
    view = await read();
    if (view.status === 'failed') {
      throw new ConflictError('The combined evaluation failed to generate; retry the download');
    }
  }
  if (view.status !== 'completed') {
    throw new ConflictError(
      `The combined evaluation is ${view.status}; the report is available once GET /cases/{id}/evaluation/combined reads completed`,
    );
  }
  const combined = view;
  // The completion the report reflects (report-validity rule): the stored statements the view was read
  // from. Were they replaced between the two reads, the report records none and so reads superseded
  // at once (checkReportsOfCase below) rather than valid for statements it does not show.
  const stored = await storedCombined(deps.db, combined.id, combined.targetInstitute?.id ?? null);
  const same = stored !== null && JSON.stringify(stored.statements) === JSON.stringify(combined.combinedEquivalencies);
  return issue(deps, {
    organizationId,
    caseId: combined.id,
    caseNumber: combined.caseNumber,
    kind: 'combined',
    format,
    evaluationId: null,
    targetInstituteId: combined.targetInstitute?.id ?? null,
    candidateName: combined.candidate.fullName,
    reflectsAt: same ? stored.producedAt : new Date(0),
    request: (stamp) => ({ kind: 'combined', format, input: { combined, stamp } }),
  });
}

interface IssueSpec {
  organizationId: string;
  caseId: string;
  caseNumber: number;
  kind: ReportKind;
  format: ReportFormat;
  evaluationId: string | null;
  targetInstituteId: string | null;
  candidateName: string | null;
  /** The evaluation's completedAt or the combined statements' producedAt the report is made from. */
  reflectsAt: Date | null;
  request: (stamp: { reportId: string; issuedAt: Date; verifyUrl: string }) => ReportRequest;
}

/** A new report ID for every issue (interface: "Each PDF request regenerates the file with a new report ID and a new QR verification link"). */
async function issue(deps: IssueDeps, spec: IssueSpec): Promise<IssuedReport> {
  const issuedAt = (deps.now ?? (() => new Date()))();
  const reportId = newReportId(issuedAt.getTime());
  const verification = newVerificationToken();
  const stamp = { reportId, issuedAt, verifyUrl: verifyUrl(deps.publicBaseUrl, reportId, verification.token) };
  const rendered = await renderReport(spec.request(stamp));
  await recordReportIssue(
    deps.db,
    {
      id: reportId,
      organizationId: spec.organizationId,
      caseId: spec.caseId,
      caseNumber: spec.caseNumber,
      evaluationId: spec.evaluationId,
      targetInstituteId: spec.targetInstituteId,
      kind: spec.kind,
      format: spec.format,
      candidateName: spec.candidateName,
      sha256: rendered.sha256,
      verificationTokenHash: verification.hash,
      reflectsAt: spec.reflectsAt,
    },
    issuedAt,
  );
  // A reopen or a new completion that committed while this report was rendered supersedes it now.
  await checkReportsOfCase(deps.db, spec.caseId, (deps.now ?? (() => new Date()))());
  return {
    reportId,
    bytes: rendered.bytes,
    contentType: rendered.contentType,
    fileName: reportFileName(spec.candidateName, spec.caseNumber, spec.kind, spec.format),
    sha256: rendered.sha256,
  };
}
