import type Router from '@koa/router';
import type { RouterMiddleware } from '@koa/router';
import { addHandEnteredCredential, getOperatorCase } from '../../../domain/cases/operatorCases';
import { ConflictError, ValidationError } from '../../../domain/errors';
import { createEvaluation, getOperatorCombined, listCaseEvaluations } from '../../../domain/evaluations/operator';
import { listTargetInstitutes } from '../../../domain/evaluations/targetInstitutes';
import { readExtraction, readForensics, readTranslation } from '../../../domain/results/read';
import { handCredentialFromForm } from '../forms';
import { UI } from '../pages/layout';
import { casePage, handCredentialPage } from '../pages/case';
import { act, errorsOf, flashThen, html, pageRouter, signedIn, type UiDeps } from '../respond';

/** The number and id of a case, for the pages that name it. */
export async function caseHeader(deps: UiDeps, org: string, ref: string): Promise<{ id: string; caseNumber: number }> {
  const c = await getOperatorCase(deps.db, org, ref);
  return { id: c.id, caseNumber: c.caseNumber };
}

/** One case: its results, evaluations and combined equivalencies; a hand-entered credential; a new evaluation. */
export function caseRoutes(deps: UiDeps, guard: RouterMiddleware): Router {
  const { db, readDeps } = deps;
  const router = pageRouter();

  router.get(`${UI}/cases/:id`, guard, async (ctx) => {
    const { session, page } = signedIn(ctx);
    const org = session.organizationId;
    const c = await getOperatorCase(db, org, ctx.params.id!);
    const [extraction, forensics, evaluations, targets] = await Promise.all([
      readExtraction(readDeps, org, c.id, {}),
      readForensics(readDeps, org, c.id, {}),
      listCaseEvaluations(db, org, c.id),
      listTargetInstitutes(db, org),
    ]);
    let translation = null;
    try {
      translation = await readTranslation(readDeps, org, c.id, {});
    } catch (err) {
      // 409: the case was never translated; the page says so.
      if (!(err instanceof ConflictError)) throw err;
    }
    // The general combined equivalency and one per target the case's evaluations name.
    const targetIds = [...new Set(evaluations.flatMap((e) => (e.targetInstitute === null ? [] : [e.targetInstitute.id])))];
    const combined = [];
    for (const t of [null, ...targetIds]) combined.push(await getOperatorCombined(db, org, c.id, t));
    html(ctx, casePage({ c, extraction, forensics, translation, evaluations, targets, combined }, page));
  });

  router.get(`${UI}/cases/:id/credentials/new`, guard, async (ctx) => {
    const { session, page } = signedIn(ctx);
    html(ctx, handCredentialPage(await caseHeader(deps, session.organizationId, ctx.params.id!), {}, {}, page));
  });

  router.post(`${UI}/cases/:id/credentials`, guard, async (ctx) => {
    const { session, form, page } = signedIn(ctx);
    const org = session.organizationId;
    const c = await caseHeader(deps, org, ctx.params.id!);
    try {
      const { credentialId } = await addHandEnteredCredential(db, org, c.id, handCredentialFromForm(form));
      await flashThen(deps, ctx, `${UI}/cases/${c.id}`, { kind: 'ok', message: `Credential ${credentialId} added` });
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      html(ctx, handCredentialPage(c, form, errorsOf(err), page), 400);
    }
  });

  router.post(`${UI}/cases/:id/evaluations`, guard, (ctx) => {
    const { session, form } = signedIn(ctx);
    const id = ctx.params.id!;
    return act(deps, ctx, `${UI}/cases/${id}`, async () => {
      const target = form.targetInstituteId === undefined || form.targetInstituteId === 'general' ? null : form.targetInstituteId;
      const { evaluation } = await createEvaluation(db, session.organizationId, id, { credentialId: form.credentialId, targetInstituteId: target });
      return { to: `${UI}/evaluations/${evaluation.id}`, message: 'Evaluation created' };
    });
  });

  return router;
}
