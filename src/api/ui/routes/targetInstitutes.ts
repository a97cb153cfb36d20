import type { Context } from 'koa';
import type Router from '@koa/router';
import type { RouterMiddleware } from '@koa/router';
import { ValidationError } from '../../../domain/errors';
import { createTargetInstitute, deleteTargetInstitute, listTargetInstitutes, updateTargetInstitute } from '../../../domain/evaluations/targetInstitutes';
import { UI } from '../pages/layout';
import { targetsPage } from '../pages/targetInstitutes';
import { act, errorsOf, flashThen, html, messageOf, pageRouter, signedIn, type UiDeps } from '../respond';

/** The organization's target institutes: listed, created, renamed, deleted. */
export function targetInstituteRoutes(deps: UiDeps, guard: RouterMiddleware): Router {
  const { db } = deps;
  const router = pageRouter();
  const list = `${UI}/target-institutes`;

  const show = async (ctx: Context, form: Parameters<typeof targetsPage>[1] = { values: {}, errors: {} }, status = 200) => {
    const { session, page } = signedIn(ctx);
    html(ctx, targetsPage(await listTargetInstitutes(db, session.organizationId), form, page), status);
  };

  router.get(list, guard, (ctx) => show(ctx));

  router.post(list, guard, async (ctx) => {
    const { session, form } = signedIn(ctx);
    try {
      const t = await createTargetInstitute(db, session.organizationId, { name: form.name ?? '' });
      await flashThen(deps, ctx, list, { kind: 'ok', message: `Target institute ${t.name} created` });
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      return show(ctx, { values: form, errors: errorsOf(err) }, 400);
    }
  });

  router.post(`${list}/:targetInstituteId/rename`, guard, async (ctx) => {
    const { session, form } = signedIn(ctx);
    const id = ctx.params.targetInstituteId!;
    try {
      const t = await updateTargetInstitute(db, session.organizationId, id, { name: form.name ?? '' });
      await flashThen(deps, ctx, list, { kind: 'ok', message: `Target institute renamed to ${t.name}` });
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      return show(ctx, { values: {}, errors: {}, rowError: { id: id.toLowerCase(), message: messageOf(err), name: form.name } }, 400);
    }
  });

  router.post(`${list}/:targetInstituteId/delete`, guard, (ctx) =>
    act(deps, ctx, list, async () => {
      await deleteTargetInstitute(db, signedIn(ctx).session.organizationId, ctx.params.targetInstituteId!);
      return { to: list, message: 'Target institute deleted' };
    }),
  );

  return router;
}
