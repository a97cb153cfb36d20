import type { Context } from 'koa';
import type Router from '@koa/router';
import type { RouterMiddleware } from '@koa/router';
import { ConflictError, NotFoundError, ValidationError } from '../../../domain/errors';
import { GRADING_SCALES } from '../../../domain/grading';
import { completeEvaluation, draftEvaluationOf, getEvaluation, reopenEvaluation, startEvaluation } from '../../../domain/evaluations/operator';
import { validateEvaluationOutput } from '../../../domain/evaluations/validation';
import { readExtraction } from '../../../domain/results/read';
import { draftFormValues, evaluationBodyFromForm, formFromOutput, MAX_FORM_ROWS, remapRows, rowCount, type FieldErrors, type FormValues } from '../forms';
import { UI } from '../pages/layout';
import { evaluationPage } from '../pages/evaluation';
import { act, errorsOf, flashThen, html, pageRouter, signedIn, type UiDeps } from '../respond';
import { caseHeader } from './case';

/** One evaluation: shown with its credential, started, reopened, completed with the course form. */
export function evaluationRoutes(deps: UiDeps, guard: RouterMiddleware): Router {
  const { db, readDeps } = deps;
  const router = pageRouter();

  const show = async (ctx: Context, id: string, form?: { values: FormValues; errors: FieldErrors; rows: number }, status = 200) => {
    const { session, page } = signedIn(ctx);
    const org = session.organizationId;
    const e = await getEvaluation(db, org, id);
    const c = await caseHeader(deps, org, e.caseId);
    let credential;
    try {
      credential = (await readExtraction(readDeps, org, c.id, { credentialId: e.credentialId })).credentials[0];
    } catch (err) {
      // The credential was deleted since: the evaluation is still shown.
      if (!(err instanceof NotFoundError)) throw err;
    }
    const values = form?.values ?? formFromOutput(e.output);
    const rows = form?.rows ?? Math.max(3, rowCount(values, 0, MAX_FORM_ROWS) + 2);
    html(ctx, evaluationPage({ e, c, credential, scales: [...GRADING_SCALES.values()].map((g) => ({ id: g.id, name: g.name })) }, { values, errors: form?.errors ?? {}, rows }, page), status);
  };

  router.get(`${UI}/evaluations/:evaluationId`, guard, (ctx) => show(ctx, ctx.params.evaluationId!));

  router.post(`${UI}/evaluations/:evaluationId/start`, guard, (ctx) => {
    const id = ctx.params.evaluationId!;
    return act(deps, ctx, `${UI}/evaluations/${id}`, async () => {
      await startEvaluation(db, signedIn(ctx).session.organizationId, id);
      return { to: `${UI}/evaluations/${id}`, message: 'Evaluation moved to processing' };
    });
  });

  router.post(`${UI}/evaluations/:evaluationId/reopen`, guard, (ctx) => {
    const id = ctx.params.evaluationId!;
    return act(deps, ctx, `${UI}/evaluations/${id}`, async () => {
      await reopenEvaluation(db, signedIn(ctx).session.organizationId, id);
      return { to: `${UI}/evaluations/${id}`, message: 'Evaluation reopened: partners see it as processing until it is completed again' };
    });
  });

  // The draft (docs/grading-scales.md, "Drafts") fills the completion form; completing it records what the operator changed.
  router.post(`${UI}/evaluations/:evaluationId/draft`, guard, async (ctx) => {
    const { session, form } = signedIn(ctx);
    const id = ctx.params.evaluationId!;
    const scaleId = form.scaleId === undefined || form.scaleId === '' ? undefined : form.scaleId;
    try {
      const draft = await draftEvaluationOf(db, session.organizationId, id, scaleId === undefined ? {} : { scaleId });
      const values = draftFormValues(draft);
      return show(ctx, id, { values, errors: {}, rows: Math.min(Math.max(3, draft.output.courses.length + 2), MAX_FORM_ROWS) });
    } catch (err) {
      if (err instanceof ValidationError || err instanceof ConflictError) return flashThen(deps, ctx, `${UI}/evaluations/${id}`, { kind: 'error', message: err.message });
      throw err;
    }
  });

  router.post(`${UI}/evaluations/:evaluationId/complete`, guard, async (ctx) => {
    const { session, form } = signedIn(ctx);
    const id = ctx.params.evaluationId!;
    const rows = rowCount(form, 3, MAX_FORM_ROWS);
    if (form.action === 'add-rows') return show(ctx, id, { values: form, errors: {}, rows: Math.min(rows + 3, MAX_FORM_ROWS) });
    const { body, rowOf } = evaluationBodyFromForm(form);
    try {
      // The form's values have not been through the spec's validator: the domain's checks of an
      // output give the field errors, then the use-case takes the body the spec describes.
      await completeEvaluation(db, session.organizationId, id, validateEvaluationOutput(body));
      await flashThen(deps, ctx, `${UI}/evaluations/${id}`, { kind: 'ok', message: 'Evaluation completed' });
    } catch (err) {
      if (err instanceof ValidationError) return show(ctx, id, { values: form, errors: errorsOf(err, remapRows('courses', rowOf)), rows }, 400);
      // 409 (e.g. completed meanwhile in another tab): the page shows the current state.
      if (err instanceof ConflictError) return flashThen(deps, ctx, `${UI}/evaluations/${id}`, { kind: 'error', message: err.message });
      throw err;
    }
  });

  return router;
}
