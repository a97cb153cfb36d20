import type { Context as KoaContext } from 'koa';
import type { Context as OpenApiContext } from 'openapi-backend';
import type { AppDeps } from '../deps';
import type { OperationHandlers } from '../openapi';
import { readCombined, readEvaluation } from '../../domain/evaluations/read';

/**
 * The evaluation read routes (interface "GET /cases/{id}/evaluation" and
 * "GET /cases/{id}/evaluation/combined"): what operators evaluated, as it stands now. Reading
 * never starts an evaluation nor a combined production. Every lookup is scoped to the key's
 * organization.
 */
export function evaluationHandlers(deps: AppDeps): OperationHandlers {
  const query = (c: OpenApiContext) => c.request.query as Record<string, string | undefined>;
  const caseRef = (c: OpenApiContext) => String(c.request.params.id);

  return {
    async getCaseEvaluation(c: OpenApiContext, ctx: KoaContext) {
      const q = query(c);
      const data = await readEvaluation({ db: deps.db }, ctx.state.auth.organizationId, caseRef(c), { uploadId: q.uploadId, credentialId: q.credentialId });
      ctx.body = { success: true, message: 'Evaluation results', meta: {}, data };
    },
    async getCaseEvaluationCombined(c: OpenApiContext, ctx: KoaContext) {
      const q = query(c);
      const data = await readCombined({ db: deps.db }, ctx.state.auth.organizationId, caseRef(c), {
        uploadId: q.uploadId,
        credentialId: q.credentialId,
        targetInstituteId: q.targetInstituteId,
      });
      ctx.body = { success: true, message: 'Combined equivalency', meta: {}, data };
    },
  };
}
