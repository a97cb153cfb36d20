import type { Context } from 'koa';
import type Router from '@koa/router';
import type { RouterMiddleware } from '@koa/router';
import { ConflictError, ValidationError } from '../../../domain/errors';
import { getOperatorCombined, requestCombinedProduction, writeCombinedByHand } from '../../../domain/evaluations/operator';
import { listTargetInstitutes } from '../../../domain/evaluations/targetInstitutes';
import { MAX_FORM_ROWS, remapRows, rowCount, statementsFromForm, type FieldErrors, type FormValues } from '../forms';
import { UI } from '../pages/layout';
import { combinedPage } from '../pages/combined';
import { act, errorsOf, flashThen, html, pageRouter, signedIn, type UiDeps } from '../respond';
import { caseHeader } from './case';

/** `?target=` of the combined pages: a target institute's id, or `general` (the default). */
function combinedTarget(ctx: Context): string | undefined {
  const t = String(ctx.query.target ?? 'general');
  return t === 'general' ? undefined : t;
}

const combinedUrl = (caseId: string, target: string | undefined) => `${UI}/cases/${caseId}/combined?target=${encodeURIComponent(target ?? 'general')}`;

/** The combined equivalency of a case (general or for one target): shown, produced by the service, or written by hand. */
export function combinedRoutes(deps: UiDeps, guard: RouterMiddleware): Router {
  const { db } = deps;
  const router = pageRouter();

  const show = async (ctx: Context, caseRef: string, form?: { values: FormValues; errors: FieldErrors; rows: number }, status = 200) => {
    const { session, page } = signedIn(ctx);
    const org = session.organizationId;
    const c = await caseHeader(deps, org, caseRef);
    const [x, targets] = await Promise.all([getOperatorCombined(db, org, c.id, combinedTarget(ctx)), listTargetInstitutes(db, org)]);
    let f = form;
    if (f === undefined) {
      const values: FormValues = {};
      const own = x.source === 'operator' ? x.statements : [];
      own.forEach((s, i) => (values[`statements[${i}]`] = s.equivalency));
      f = { values, errors: {}, rows: own.length + 2 };
    }
    html(ctx, combinedPage({ x, c, targets }, f, page), status);
  };

  router.get(`${UI}/cases/:id/combined`, guard, (ctx) => show(ctx, ctx.params.id!));

  router.post(`${UI}/cases/:id/combined/produce`, guard, (ctx) => {
    const id = ctx.params.id!;
    const target = combinedTarget(ctx);
    const back = combinedUrl(id, target);
    return act(deps, ctx, back, async () => {
      await requestCombinedProduction(db, signedIn(ctx).session.organizationId, id, target);
      return { to: back, message: 'Production requested: the service is producing the combined equivalency' };
    });
  });

  router.post(`${UI}/cases/:id/combined/write`, guard, async (ctx) => {
    const { session, form } = signedIn(ctx);
    const id = ctx.params.id!;
    const target = combinedTarget(ctx);
    const rows = rowCount(form, 2, MAX_FORM_ROWS);
    if (form.action === 'add-rows') return show(ctx, id, { values: form, errors: {}, rows: Math.min(rows + 2, MAX_FORM_ROWS) });
    const { body, rowOf } = statementsFromForm(form);
    try {
      await writeCombinedByHand(db, session.organizationId, id, target, body);
      await flashThen(deps, ctx, combinedUrl(id, target), { kind: 'ok', message: 'Statements saved' });
    } catch (err) {
      // 409: credentials still wait on an evaluation; the page says which.
      if (err instanceof ConflictError) return flashThen(deps, ctx, combinedUrl(id, target), { kind: 'error', message: err.message });
      if (!(err instanceof ValidationError)) throw err;
      return show(ctx, id, { values: form, errors: errorsOf(err, remapRows('statements', rowOf)), rows }, 400);
    }
  });

  return router;
}
