import type { Context as KoaContext } from 'koa';
import type { Context as OpenApiContext } from 'openapi-backend';
import type { AppDeps } from '../deps';
import type { OperationHandlers } from '../openapi';
import {
  completeEvaluation,
  createEvaluation,
  draftEvaluationOf,
  getEvaluation,
  getOperatorCombined,
  listCaseEvaluations,
  reopenEvaluation,
  requestCombinedProduction,
  startEvaluation,
  writeCombinedByHand,
} from '../../domain/evaluations/operator';
import {
  createTargetInstitute,
  deleteTargetInstitute,
  getTargetInstitute,
  listTargetInstitutes,
  updateTargetInstitute,
} from '../../domain/evaluations/targetInstitutes';
import { convertGrades, listGradingScales, type ConvertGradesBody } from '../../domain/grading';

/*
 * The Evaluations, Combined equivalency and Target institutes operations of the operator API
 * (spec/operator/resources/{evaluations,combined,targetInstitutes}). The rules live in
 * src/domain/evaluations; every lookup is scoped to the key's organization.
 */
export function operatorEvaluationHandlers(deps: AppDeps): OperationHandlers {
  const org = (ctx: KoaContext): string => ctx.state.auth.organizationId;
  const caseRef = (c: OpenApiContext): string => String(c.request.params.id);
  const evaluationId = (c: OpenApiContext): string => String(c.request.params.evaluationId);
  const targetParam = (c: OpenApiContext): string => String(c.request.params.targetInstituteId);
  const targetQuery = (c: OpenApiContext): string | undefined => (c.request.query as Record<string, string | undefined>).targetInstituteId;
  const ok = (ctx: KoaContext, message: string, data: unknown, status = 200) => {
    ctx.status = status;
    ctx.body = { success: true, message, meta: {}, data };
  };

  return {
    // Target institutes
    async listTargetInstitutes(_c: OpenApiContext, ctx: KoaContext) {
      const items = await listTargetInstitutes(deps.db, org(ctx));
      ok(ctx, `${items.length} target institutes`, items);
    },
    async createTargetInstitute(c: OpenApiContext, ctx: KoaContext) {
      ok(ctx, 'Target institute created', await createTargetInstitute(deps.db, org(ctx), c.request.requestBody), 201);
    },
    async getTargetInstitute(c: OpenApiContext, ctx: KoaContext) {
      ok(ctx, 'Target institute found', await getTargetInstitute(deps.db, org(ctx), targetParam(c)));
    },
    async updateTargetInstitute(c: OpenApiContext, ctx: KoaContext) {
      ok(ctx, 'Target institute updated', await updateTargetInstitute(deps.db, org(ctx), targetParam(c), c.request.requestBody));
    },
    async deleteTargetInstitute(c: OpenApiContext, ctx: KoaContext) {
      await deleteTargetInstitute(deps.db, org(ctx), targetParam(c));
      ctx.status = 204;
      ctx.body = null;
    },

    // Evaluations
    async listCaseEvaluations(c: OpenApiContext, ctx: KoaContext) {
      const items = await listCaseEvaluations(deps.db, org(ctx), caseRef(c));
      ok(ctx, `${items.length} evaluations`, items);
    },
    async createEvaluation(c: OpenApiContext, ctx: KoaContext) {
      const { evaluation } = await createEvaluation(deps.db, org(ctx), caseRef(c), c.request.requestBody);
      ok(ctx, 'Evaluation created', evaluation, 201);
    },
    async getEvaluation(c: OpenApiContext, ctx: KoaContext) {
      ok(ctx, 'Evaluation found', await getEvaluation(deps.db, org(ctx), evaluationId(c)));
    },
    async startEvaluation(c: OpenApiContext, ctx: KoaContext) {
      const { evaluation } = await startEvaluation(deps.db, org(ctx), evaluationId(c));
      ok(ctx, 'Evaluation started', evaluation);
    },
    async completeEvaluation(c: OpenApiContext, ctx: KoaContext) {
      const { evaluation } = await completeEvaluation(deps.db, org(ctx), evaluationId(c), c.request.requestBody);
      // The completion may have recorded a combined production: the relay sends it at once.
      ok(ctx, 'Evaluation completed', evaluation);
    },
    async draftEvaluation(c: OpenApiContext, ctx: KoaContext) {
      ok(ctx, 'Evaluation drafted from extraction', await draftEvaluationOf(deps.db, org(ctx), evaluationId(c), c.request.requestBody));
    },
    async reopenEvaluation(c: OpenApiContext, ctx: KoaContext) {
      const { evaluation } = await reopenEvaluation(deps.db, org(ctx), evaluationId(c));
      ok(ctx, 'Evaluation reopened', evaluation);
    },

    // Grading scales
    async listGradingScales(_c: OpenApiContext, ctx: KoaContext) {
      const items = listGradingScales();
      ok(ctx, `${items.length} grading scales`, items);
    },
    async convertGrades(c: OpenApiContext, ctx: KoaContext) {
      const data = convertGrades(String(c.request.params.scaleId), c.request.requestBody as ConvertGradesBody);
      ok(ctx, `${data.items.length} grades converted`, data);
    },

    // Combined equivalency
    async getOperatorCombined(c: OpenApiContext, ctx: KoaContext) {
      ok(ctx, 'Combined equivalency', await getOperatorCombined(deps.db, org(ctx), caseRef(c), targetQuery(c)));
    },
    async produceCombined(c: OpenApiContext, ctx: KoaContext) {
      const data = await requestCombinedProduction(deps.db, org(ctx), caseRef(c), targetQuery(c));
      ok(ctx, 'Combined equivalency production requested', data, 202);
    },
    async writeCombined(c: OpenApiContext, ctx: KoaContext) {
      ok(ctx, 'Combined equivalency written', await writeCombinedByHand(deps.db, org(ctx), caseRef(c), targetQuery(c), c.request.requestBody));
    },
  };
}
