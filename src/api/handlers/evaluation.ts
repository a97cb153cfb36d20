import type { AppDeps } from '../deps';
import type { PartnerHandlers } from '../openapi';
import { readCombined, readEvaluation } from '../../domain/evaluations/read';

/**
 * The evaluation read routes (interface "GET /cases/{id}/evaluation" and
 * "GET /cases/{id}/evaluation/combined"): what operators evaluated, as it stands now. Reading
 * never starts an evaluation nor a combined production. Every lookup is scoped to the key's
 * organization.
 */
export function evaluationHandlers(deps: AppDeps): Pick<PartnerHandlers, 'getCaseEvaluation' | 'getCaseEvaluationCombined'> {
  return {
    async getCaseEvaluation(c, ctx) {
      const q = c.request.query;
      const data = await readEvaluation({ db: deps.db }, ctx.state.auth.organizationId, c.request.params.id, { uploadId: q.uploadId, credentialId: q.credentialId });
      return { message: 'Evaluation results', data };
    },
    async getCaseEvaluationCombined(c, ctx) {
      const q = c.request.query;
      const data = await readCombined({ db: deps.db }, ctx.state.auth.organizationId, c.request.params.id, {
        uploadId: q.uploadId,
        credentialId: q.credentialId,
        targetInstituteId: q.targetInstituteId,
      });
      return { message: 'Combined equivalency', data };
    },
  };
}
