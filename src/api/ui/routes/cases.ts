import type Router from '@koa/router';
import type { RouterMiddleware } from '@koa/router';
import { createOperatorCase, getOperatorCase, listOperatorCases, type OperatorCaseSummaryView } from '../../../domain/cases/operatorCases';
import { NotFoundError, ValidationError } from '../../../domain/errors';
import { isHexId } from '../../../domain/ids';
import { UI } from '../pages/layout';
import { caseListPage } from '../pages/cases';
import { act, html, pageRouter, redirect, signedIn, type UiDeps } from '../respond';

const PAGE_SIZE = 20;

/** The case list (search by case number, case ID or external ID) and creating a case. */
export function casesRoutes(deps: UiDeps, guard: RouterMiddleware): Router {
  const { db } = deps;
  const router = pageRouter();

  router.get(`${UI}{/}`, guard, (ctx) => redirect(ctx, `${UI}/cases`));

  router.get(`${UI}/cases`, guard, async (ctx) => {
    const { session, page } = signedIn(ctx);
    const q = String(ctx.query.q ?? '').trim();
    const pageNo = Math.max(1, Math.min(1_000_000, Number.parseInt(String(ctx.query.page ?? '1'), 10) || 1));
    let items: OperatorCaseSummaryView[] = [];
    let total = 0;
    if (/^[0-9]+$/.test(q) || isHexId(q)) {
      // A case number or case ID names at most one case (decision "Identifiers"); an external ID may look like either.
      try {
        const c = await getOperatorCase(db, session.organizationId, q);
        items = [{ id: c.id, externalId: c.externalId, caseNumber: c.caseNumber, status: c.status, createdAt: c.createdAt, updatedAt: c.updatedAt, metadata: c.metadata, origin: c.origin }];
        total = 1;
      } catch (err) {
        if (!(err instanceof NotFoundError || err instanceof ValidationError)) throw err;
      }
    }
    if (total === 0) {
      const found = await listOperatorCases(db, session.organizationId, { externalId: q === '' ? undefined : q, limit: PAGE_SIZE, offset: (pageNo - 1) * PAGE_SIZE });
      items = found.items;
      total = found.total;
    }
    html(ctx, caseListPage({ items, total, page: pageNo, pageSize: PAGE_SIZE, q }, page));
  });

  router.post(`${UI}/cases`, guard, (ctx) =>
    act(deps, ctx, `${UI}/cases`, async () => {
      const created = await createOperatorCase(db, signedIn(ctx).session.organizationId, {});
      return { to: `${UI}/cases/${created.id}`, message: `Case ${created.caseNumber} created` };
    }),
  );

  return router;
}
