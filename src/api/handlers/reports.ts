import type { Context as KoaContext } from 'koa';
import type { Context as OpenApiContext } from 'openapi-backend';
import type { AppDeps } from '../deps';
import type { OperationHandlers } from '../openapi';
import { sendFile } from '../download';
import { issueCombinedReport, issueEvaluationReport, type IssuedReport, type ReportFormat } from '../../reports';

/**
 * The report downloads (interface "GET /cases/{id}/evaluation/report/pdf and /xlsx" and
 * "GET /cases/{id}/evaluation/combined-report/xlsx (and the PDF variant)", decision "Open paths and parameters"): binary
 * attachments, not JSON envelopes, named in Content-Disposition. Every download is a new issue
 * with its own report ID (src/reports/issue.ts).
 */
export function reportHandlers(deps: AppDeps): OperationHandlers {
  const issueDeps = { db: deps.db, publicBaseUrl: deps.config.publicBaseUrl };
  const query = (c: OpenApiContext) => c.request.query as Record<string, string | undefined>;
  const caseRef = (c: OpenApiContext) => String(c.request.params.id);

  const send = (ctx: KoaContext, r: IssuedReport) => sendFile(ctx, { body: r.bytes, contentType: r.contentType, fileName: r.fileName });

  const evaluation = (format: ReportFormat) => async (c: OpenApiContext, ctx: KoaContext) => {
    const q = query(c);
    send(ctx, await issueEvaluationReport(issueDeps, ctx.state.auth.organizationId, caseRef(c), { evaluationId: q.evaluationId, credentialId: q.credentialId }, format));
  };
  const combined = (format: ReportFormat) => async (c: OpenApiContext, ctx: KoaContext) => {
    send(ctx, await issueCombinedReport(issueDeps, ctx.state.auth.organizationId, caseRef(c), { targetInstituteId: query(c).targetInstituteId }, format));
  };

  return {
    downloadEvaluationReportPdf: evaluation('pdf'),
    downloadEvaluationReportXlsx: evaluation('xlsx'),
    downloadCombinedReportPdf: combined('pdf'),
    downloadCombinedReportXlsx: combined('xlsx'),
  };
}
