import type { Context as KoaContext } from 'koa';
import type { AppDeps } from '../deps';
import type { OperatorHandlers } from '../openapi';
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
import { convertGrades, listGradingScales } from '../../domain/grading';

/*
 * The Evaluations, Combined equivalency and Target institutes operations of the operator API
 * (spec/operator/resources/{evaluations,combined,targetInstitutes}). The rules live in
 * src/domain/evaluations; every lookup is scoped to the key's organization.
 */
type EvaluationHandlers = Pick<
  OperatorHandlers,
  | 'listTargetInstitutes' | 'createTargetInstitute' | 'getTargetInstitute' | 'updateTargetInstitute' | 'deleteTargetInstitute'
  | 'listCaseEvaluations' | 'createEvaluation' | 'getEvaluation' | 'startEvaluation' | 'completeEvaluation' | 'draftEvaluation' | 'reopenEvaluation'
  | 'listGradingScales' | 'convertGrades'
  | 'getOperatorCombined' | 'produceCombined' | 'writeCombined'
>;

export function operatorEvaluationHandlers(deps: AppDeps): EvaluationHandlers {
  const org = (ctx: KoaContext): string => ctx.state.auth.organizationId;

  return {
    // Target institutes
    async listTargetInstitutes(_c, ctx) {
      const items = await listTargetInstitutes(deps.db, org(ctx));
      return { message: `${items.length} target institutes`, data: items };
    },
    async createTargetInstitute(c, ctx) {
      return { status: 201, message: 'Target institute created', data: await createTargetInstitute(deps.db, org(ctx), c.request.requestBody) };
    },
    async getTargetInstitute(c, ctx) {
      return { message: 'Target institute found', data: await getTargetInstitute(deps.db, org(ctx), c.request.params.targetInstituteId) };
    },
    async updateTargetInstitute(c, ctx) {
      return { message: 'Target institute updated', data: await updateTargetInstitute(deps.db, org(ctx), c.request.params.targetInstituteId, c.request.requestBody) };
    },
    async deleteTargetInstitute(c, ctx) {
      await deleteTargetInstitute(deps.db, org(ctx), c.request.params.targetInstituteId);
      ctx.status = 204;
      ctx.body = null;
    },

    // Evaluations
    async listCaseEvaluations(c, ctx) {
      const items = await listCaseEvaluations(deps.db, org(ctx), c.request.params.id);
      return { message: `${items.length} evaluations`, data: items };
    },
    async createEvaluation(c, ctx) {
      const { evaluation } = await createEvaluation(deps.db, org(ctx), c.request.params.id, c.request.requestBody);
      return { status: 201, message: 'Evaluation created', data: evaluation };
    },
    async getEvaluation(c, ctx) {
      return { message: 'Evaluation found', data: await getEvaluation(deps.db, org(ctx), c.request.params.evaluationId) };
    },
    async startEvaluation(c, ctx) {
      const { evaluation } = await startEvaluation(deps.db, org(ctx), c.request.params.evaluationId);
      return { message: 'Evaluation started', data: evaluation };
    },
    async completeEvaluation(c, ctx) {
      const { evaluation } = await completeEvaluation(deps.db, org(ctx), c.request.params.evaluationId, c.request.requestBody);
      // The completion may have recorded a combined production: the relay sends it at once.
      return { message: 'Evaluation completed', data: evaluation };
    },
    async draftEvaluation(c, ctx) {
      return { message: 'Evaluation drafted from extraction', data: await draftEvaluationOf(deps.db, org(ctx), c.request.params.evaluationId, c.request.requestBody) };
    },
    async reopenEvaluation(c, ctx) {
      const { evaluation } = await reopenEvaluation(deps.db, org(ctx), c.request.params.evaluationId);
      return { message: 'Evaluation reopened', data: evaluation };
    },

    // Grading scales
    async listGradingScales() {
      const items = listGradingScales();
      return { message: `${items.length} grading scales`, data: items };
    },
    async convertGrades(c) {
      const data = convertGrades(c.request.params.scaleId, c.request.requestBody);
      return { message: `${data.items.length} grades converted`, data };
    },

    // Combined equivalency
    async getOperatorCombined(c, ctx) {
      return { message: 'Combined equivalency', data: await getOperatorCombined(deps.db, org(ctx), c.request.params.id, c.request.query.targetInstituteId) };
    },
    async produceCombined(c, ctx) {
      const data = await requestCombinedProduction(deps.db, org(ctx), c.request.params.id, c.request.query.targetInstituteId);
      return { status: 202, message: 'Combined equivalency production requested', data };
    },
    async writeCombined(c, ctx) {
      return { message: 'Combined equivalency written', data: await writeCombinedByHand(deps.db, org(ctx), c.request.params.id, c.request.query.targetInstituteId, c.request.requestBody) };
    },
  };
}
