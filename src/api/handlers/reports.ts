import type { Context as KoaContext } from 'koa';
import type { AppDeps } from '../deps';
import type { PartnerHandlers } from '../openapi';
import { sendFile } from '../download';
import { issueCombinedReport, issueEvaluationReport, type IssuedReport, type ReportFormat } from '../../reports';

/**
 * The report downloads (interface "GET /cases/{id}/evaluation/report/pdf and /xlsx" and
 * "GET /cases/{id}/evaluation/combined-report/xlsx (and the PDF variant)", decision "Open paths and parameters"): binary
 * attachments, not JSON envelopes, named in Content-Disposition. Every download is a new issue
 * with its own report ID (src/reports/issue.ts).
 */
type ReportHandlers = Pick<PartnerHandlers, 'downloadEvaluationReportPdf' | 'downloadEvaluationReportXlsx' | 'downloadCombinedReportPdf' | 'downloadCombinedReportXlsx'>;

export function reportHandlers(deps: AppDeps): ReportHandlers {
  const issueDeps = { db: deps.db, publicBaseUrl: deps.config.publicBaseUrl };

  const send = (ctx: KoaContext, r: IssuedReport) => sendFile(ctx, { body: r.bytes, contentType: r.contentType, fileName: r.fileName });

  // One function for both formats: typed by what it reads of the request, which the PDF and the
  // XLSX operation share (their success bodies differ in media type only).
  type EvaluationReportRequest = { request: { params: { id: string }; query: { evaluationId?: string; credentialId?: string } } };
  const evaluation = (format: ReportFormat) => async (c: EvaluationReportRequest, ctx: KoaContext) => {
    const q = c.request.query;
    send(ctx, await issueEvaluationReport(issueDeps, ctx.state.auth.organizationId, c.request.params.id, { evaluationId: q.evaluationId, credentialId: q.credentialId }, format));
  };
  type CombinedReportRequest = { request: { params: { id: string }; query: { targetInstituteId?: string } } };
  const combined = (format: ReportFormat) => async (c: CombinedReportRequest, ctx: KoaContext) => {
    send(ctx, await issueCombinedReport(issueDeps, ctx.state.auth.organizationId, c.request.params.id, { targetInstituteId: c.request.query.targetInstituteId }, format));
  };

  return {
    downloadEvaluationReportPdf: evaluation('pdf'),
    downloadEvaluationReportXlsx: evaluation('xlsx'),
    downloadCombinedReportPdf: combined('pdf'),
    downloadCombinedReportXlsx: combined('xlsx'),
  };
}
