import type { Context } from 'koa';
import type { AppDeps } from '../app';
import { checkApiKeyById, verifyApiKey } from '../../domain/apiKeys';
import { addHandEnteredCredential, createOperatorCase, getOperatorCase, listOperatorCases, type HandEnteredCredentialInput, type OperatorCaseSummaryView } from '../../domain/cases/operatorCases';
import { ConflictError, DomainError, isDatabaseUnavailable, NotFoundError, ValidationError } from '../../domain/errors';
import {
  completeEvaluation,
  createEvaluation,
  getEvaluation,
  getOperatorCombined,
  listCaseEvaluations,
  reopenEvaluation,
  requestCombinedProduction,
  startEvaluation,
  writeCombinedByHand,
} from '../../domain/evaluations/operator';
import { createTargetInstitute, deleteTargetInstitute, listTargetInstitutes, updateTargetInstitute } from '../../domain/evaluations/targetInstitutes';
import { isHexId } from '../../domain/ids';
import { readExtraction, readForensics, readTranslation } from '../../domain/results/read';
import { HttpError } from '../httpError';
import { DATABASE_RETRY_AFTER_SECONDS } from '../middleware/errorHandler';
import { STYLESHEET, STYLESHEET_ETAG } from './assets';
import {
  evaluationBodyFromForm,
  fieldErrors,
  formFromOutput,
  handCredentialFromForm,
  MAX_FORM_ROWS,
  readForm,
  remapRows,
  rowCount,
  statementsFromForm,
  type FieldErrors,
  type FormValues,
} from './forms';
import {
  caseListPage,
  casePage,
  combinedPage,
  errorPage,
  evaluationPage,
  handCredentialPage,
  signInPage,
  STYLESHEET_PATH,
  targetsPage,
  UI,
  type PageContext,
} from './pages';
import { newToken, sameToken, SessionsUnavailableError, SessionStore, type Flash, type UiSession } from './session';

/*
 * The operator UI: server-rendered pages under /operator/ui, outside the API specs
 * like /verify. An operator signs in with an operator API key of the organization; the session is
 * kept in Redis (session.ts) and only its random id goes into the cookie. Every action is a plain
 * form POST checked against the session's CSRF token, answered by a redirect (POST-redirect-GET),
 * or by the same form with the domain's messages next to the fields. The pages only call domain
 * functions (the same the operator API calls) and show what they return.
 */

export const OPERATOR_UI_PREFIX = UI;

const SESSION_COOKIE = 'opui_sid';
const LOGIN_COOKIE = 'opui_login';
const PAGE_SIZE = 20;

/**
 * Nothing runs, nothing is framed, forms post only to this origin; the stylesheet is a file of
 * this origin (no inline script or style).
 */
export const UI_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export interface OperatorUiOptions {
  /** Counts a failed sign-in of the client address (the rate limiter of failed API authentications); throws its 429. */
  onFailedSignIn?: (ctx: Context) => Promise<void>;
  idleSeconds?: number;
  maxSeconds?: number;
}

interface Req {
  ctx: Context;
  params: string[];
  sid: string;
  session: UiSession;
  form: FormValues;
  page: PageContext & { csrf: string };
}

type Handler = (r: Req) => Promise<void>;

interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  route: string;
  handler: Handler;
}

const HEX = '([A-Fa-f0-9]{24})';

export function createOperatorUi(deps: AppDeps, opts: OperatorUiOptions = {}): (ctx: Context) => Promise<void> {
  const store = new SessionStore(deps.redis, { prefix: deps.config.queuePrefix, idleSeconds: opts.idleSeconds, maxSeconds: opts.maxSeconds });
  const db = deps.db;
  const readDeps = { db, storage: deps.storage, publicBaseUrl: deps.config.publicBaseUrl };

  // -------------------------------------------------------------------------------------------
  // Responses

  const html = (ctx: Context, body: string, status = 200) => {
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = body;
  };
  // 303 so the browser follows with a GET (POST-redirect-GET); Koa's redirect sets a small text body.
  const redirect = (ctx: Context, to: string) => {
    ctx.redirect(to);
    ctx.status = 303;
  };
  const cookie = (ctx: Context, name: string, value: string, maxAgeSeconds?: number) => {
    const parts = [`${name}=${value}`, `Path=${UI}`, 'HttpOnly', 'SameSite=Strict'];
    if (maxAgeSeconds !== undefined) parts.push(`Max-Age=${maxAgeSeconds}`);
    if (ctx.secure) parts.push('Secure');
    ctx.append('Set-Cookie', parts.join('; '));
  };
  const flashThen = async (r: Req, to: string, flash: Flash) => {
    await store.setFlash(r.sid, flash);
    redirect(r.ctx, to);
  };
  /** Runs an action; a domain refusal (400/404/409) comes back as a message on the page `back`. */
  const act = async (r: Req, back: string, fn: () => Promise<{ to: string; message: string }>) => {
    try {
      const { to, message } = await fn();
      await flashThen(r, to, { kind: 'ok', message });
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      await flashThen(r, back, { kind: 'error', message: messageOf(err) });
    }
  };

  // -------------------------------------------------------------------------------------------
  // Pages

  const caseHeader = async (org: string, ref: string) => {
    const c = await getOperatorCase(db, org, ref);
    return { id: c.id, caseNumber: c.caseNumber };
  };

  const showCases: Handler = async ({ ctx, session, page }) => {
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
  };

  const showCase: Handler = async ({ ctx, params, session, page }) => {
    const org = session.organizationId;
    const c = await getOperatorCase(db, org, params[0]!);
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
  };

  const showEvaluation = async (r: Req, form?: { values: FormValues; errors: FieldErrors; rows: number }, status = 200) => {
    const org = r.session.organizationId;
    const e = await getEvaluation(db, org, r.params[0]!);
    const c = await caseHeader(org, e.caseId);
    let credential;
    try {
      credential = (await readExtraction(readDeps, org, c.id, { credentialId: e.credentialId })).credentials[0];
    } catch (err) {
      // The credential was deleted since: the evaluation is still shown.
      if (!(err instanceof NotFoundError)) throw err;
    }
    const values = form?.values ?? formFromOutput(e.output);
    const rows = form?.rows ?? Math.max(3, rowCount(values, 0, MAX_FORM_ROWS) + 2);
    html(r.ctx, evaluationPage({ e, c, credential }, { values, errors: form?.errors ?? {}, rows }, r.page), status);
  };

  const combinedTarget = (ctx: Context): string | undefined => {
    const t = String(ctx.query.target ?? 'general');
    return t === 'general' ? undefined : t;
  };
  const combinedUrl = (caseId: string, target: string | undefined) => `${UI}/cases/${caseId}/combined?target=${encodeURIComponent(target ?? 'general')}`;

  const showCombined = async (r: Req, form?: { values: FormValues; errors: FieldErrors; rows: number }, status = 200) => {
    const org = r.session.organizationId;
    const c = await caseHeader(org, r.params[0]!);
    const [x, targets] = await Promise.all([getOperatorCombined(db, org, c.id, combinedTarget(r.ctx)), listTargetInstitutes(db, org)]);
    let f = form;
    if (f === undefined) {
      const values: FormValues = {};
      const own = x.source === 'operator' ? x.statements : [];
      own.forEach((s, i) => (values[`statements[${i}]`] = s.equivalency));
      f = { values, errors: {}, rows: own.length + 2 };
    }
    html(r.ctx, combinedPage({ x, c, targets }, f, r.page), status);
  };

  const showTargets = async (r: Req, form: Parameters<typeof targetsPage>[1] = { values: {}, errors: {} }, status = 200) => {
    html(r.ctx, targetsPage(await listTargetInstitutes(db, r.session.organizationId), form, r.page), status);
  };

  // -------------------------------------------------------------------------------------------
  // Routes (after sign-in)

  const routes: Route[] = [
    { method: 'GET', pattern: /^\/?$/, route: '/', handler: async ({ ctx }) => redirect(ctx, `${UI}/cases`) },
    { method: 'GET', pattern: /^\/cases$/, route: '/cases', handler: showCases },
    {
      method: 'POST',
      pattern: /^\/cases$/,
      route: '/cases',
      handler: (r) =>
        act(r, `${UI}/cases`, async () => {
          const created = await createOperatorCase(db, r.session.organizationId, {});
          return { to: `${UI}/cases/${created.id}`, message: `Case ${created.caseNumber} created` };
        }),
    },
    { method: 'GET', pattern: new RegExp(`^/cases/${HEX}$`), route: '/cases/{id}', handler: showCase },
    {
      method: 'GET',
      pattern: new RegExp(`^/cases/${HEX}/credentials/new$`),
      route: '/cases/{id}/credentials/new',
      handler: async (r) => html(r.ctx, handCredentialPage(await caseHeader(r.session.organizationId, r.params[0]!), {}, {}, r.page)),
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/cases/${HEX}/credentials$`),
      route: '/cases/{id}/credentials',
      handler: async (r) => {
        const org = r.session.organizationId;
        const c = await caseHeader(org, r.params[0]!);
        try {
          const { credentialId } = await addHandEnteredCredential(db, org, c.id, handCredentialFromForm(r.form) as unknown as HandEnteredCredentialInput);
          await flashThen(r, `${UI}/cases/${c.id}`, { kind: 'ok', message: `Credential ${credentialId} added` });
        } catch (err) {
          if (!(err instanceof ValidationError)) throw err;
          html(r.ctx, handCredentialPage(c, r.form, errorsOf(err), r.page), 400);
        }
      },
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/cases/${HEX}/evaluations$`),
      route: '/cases/{id}/evaluations',
      handler: (r) =>
        act(r, `${UI}/cases/${r.params[0]}`, async () => {
          const target = r.form.targetInstituteId === undefined || r.form.targetInstituteId === 'general' ? null : r.form.targetInstituteId;
          const { evaluation } = await createEvaluation(db, r.session.organizationId, r.params[0]!, { credentialId: r.form.credentialId, targetInstituteId: target });
          deps.onWorkQueued?.();
          return { to: `${UI}/evaluations/${evaluation.id}`, message: 'Evaluation created' };
        }),
    },
    { method: 'GET', pattern: new RegExp(`^/evaluations/${HEX}$`), route: '/evaluations/{evaluationId}', handler: (r) => showEvaluation(r) },
    {
      method: 'POST',
      pattern: new RegExp(`^/evaluations/${HEX}/start$`),
      route: '/evaluations/{evaluationId}/start',
      handler: (r) =>
        act(r, `${UI}/evaluations/${r.params[0]}`, async () => {
          await startEvaluation(db, r.session.organizationId, r.params[0]!);
          deps.onWorkQueued?.();
          return { to: `${UI}/evaluations/${r.params[0]}`, message: 'Evaluation moved to processing' };
        }),
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/evaluations/${HEX}/reopen$`),
      route: '/evaluations/{evaluationId}/reopen',
      handler: (r) =>
        act(r, `${UI}/evaluations/${r.params[0]}`, async () => {
          await reopenEvaluation(db, r.session.organizationId, r.params[0]!);
          deps.onWorkQueued?.();
          return { to: `${UI}/evaluations/${r.params[0]}`, message: 'Evaluation reopened: partners see it as processing until it is completed again' };
        }),
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/evaluations/${HEX}/complete$`),
      route: '/evaluations/{evaluationId}/complete',
      handler: async (r) => {
        const rows = rowCount(r.form, 3, MAX_FORM_ROWS);
        if (r.form.action === 'add-rows') return showEvaluation(r, { values: r.form, errors: {}, rows: Math.min(rows + 3, MAX_FORM_ROWS) });
        const { body, rowOf } = evaluationBodyFromForm(r.form);
        try {
          await completeEvaluation(db, r.session.organizationId, r.params[0]!, body);
          deps.onWorkQueued?.();
          await flashThen(r, `${UI}/evaluations/${r.params[0]}`, { kind: 'ok', message: 'Evaluation completed' });
        } catch (err) {
          if (err instanceof ValidationError) return showEvaluation(r, { values: r.form, errors: errorsOf(err, remapRows('courses', rowOf)), rows }, 400);
          // 409 (e.g. completed meanwhile in another tab): the page shows the current state.
          if (err instanceof ConflictError) return flashThen(r, `${UI}/evaluations/${r.params[0]}`, { kind: 'error', message: err.message });
          throw err;
        }
      },
    },
    { method: 'GET', pattern: new RegExp(`^/cases/${HEX}/combined$`), route: '/cases/{id}/combined', handler: (r) => showCombined(r) },
    {
      method: 'POST',
      pattern: new RegExp(`^/cases/${HEX}/combined/produce$`),
      route: '/cases/{id}/combined/produce',
      handler: (r) => {
        const target = combinedTarget(r.ctx);
        const back = combinedUrl(r.params[0]!, target);
        return act(r, back, async () => {
          await requestCombinedProduction(db, r.session.organizationId, r.params[0]!, target);
          deps.onWorkQueued?.();
          return { to: back, message: 'Production requested: the service is producing the combined equivalency' };
        });
      },
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/cases/${HEX}/combined/write$`),
      route: '/cases/{id}/combined/write',
      handler: async (r) => {
        const target = combinedTarget(r.ctx);
        const rows = rowCount(r.form, 2, MAX_FORM_ROWS);
        if (r.form.action === 'add-rows') return showCombined(r, { values: r.form, errors: {}, rows: Math.min(rows + 2, MAX_FORM_ROWS) });
        const { body, rowOf } = statementsFromForm(r.form);
        try {
          await writeCombinedByHand(db, r.session.organizationId, r.params[0]!, target, body);
          await flashThen(r, combinedUrl(r.params[0]!, target), { kind: 'ok', message: 'Statements saved' });
        } catch (err) {
          // 409: credentials still wait on an evaluation; the page says which.
          if (err instanceof ConflictError) return flashThen(r, combinedUrl(r.params[0]!, target), { kind: 'error', message: err.message });
          if (!(err instanceof ValidationError)) throw err;
          return showCombined(r, { values: r.form, errors: errorsOf(err, remapRows('statements', rowOf)), rows }, 400);
        }
      },
    },
    { method: 'GET', pattern: /^\/target-institutes$/, route: '/target-institutes', handler: (r) => showTargets(r) },
    {
      method: 'POST',
      pattern: /^\/target-institutes$/,
      route: '/target-institutes',
      handler: async (r) => {
        try {
          const t = await createTargetInstitute(db, r.session.organizationId, { name: r.form.name ?? '' });
          await flashThen(r, `${UI}/target-institutes`, { kind: 'ok', message: `Target institute ${t.name} created` });
        } catch (err) {
          if (!(err instanceof ValidationError)) throw err;
          return showTargets(r, { values: r.form, errors: errorsOf(err) }, 400);
        }
      },
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/target-institutes/${HEX}/rename$`),
      route: '/target-institutes/{targetInstituteId}/rename',
      handler: async (r) => {
        try {
          const t = await updateTargetInstitute(db, r.session.organizationId, r.params[0]!, { name: r.form.name ?? '' });
          await flashThen(r, `${UI}/target-institutes`, { kind: 'ok', message: `Target institute renamed to ${t.name}` });
        } catch (err) {
          if (!(err instanceof ValidationError)) throw err;
          return showTargets(r, { values: {}, errors: {}, rowError: { id: r.params[0]!.toLowerCase(), message: messageOf(err), name: r.form.name } }, 400);
        }
      },
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/target-institutes/${HEX}/delete$`),
      route: '/target-institutes/{targetInstituteId}/delete',
      handler: (r) =>
        act(r, `${UI}/target-institutes`, async () => {
          await deleteTargetInstitute(db, r.session.organizationId, r.params[0]!);
          return { to: `${UI}/target-institutes`, message: 'Target institute deleted' };
        }),
    },
  ];

  // -------------------------------------------------------------------------------------------
  // Sign-in, sign-out and the session

  const signIn = async (ctx: Context) => {
    if (ctx.method === 'GET' || ctx.method === 'HEAD') {
      const token = newToken();
      cookie(ctx, LOGIN_COOKIE, token, 600);
      const notice = ctx.query.ended === 'signed-out' ? 'You are signed out.' : ctx.query.ended === 'expired' ? 'Your session has ended; please sign in again.' : undefined;
      html(ctx, signInPage(token, undefined, notice));
      return;
    }
    const form = await readForm(ctx);
    const expected = readCookie(ctx, LOGIN_COOKIE);
    // Login CSRF: the form must come from the sign-in page this browser loaded (double submit).
    if (expected === undefined || !sameToken(form._login, expected)) {
      html(ctx, errorPage(403, 'Sign-in form expired', 'The sign-in form expired or did not come from this site. Reload the sign-in page and try again.', {}, true), 403);
      return;
    }
    const refuse = async (message: string) => {
      await opts.onFailedSignIn?.(ctx);
      const token = newToken();
      cookie(ctx, LOGIN_COOKIE, token, 600);
      html(ctx, signInPage(token, message), 401);
    };
    const presented = (form.apiKey ?? '').trim();
    if (presented === '') return refuse('Enter an operator API key.');
    const result = await verifyApiKey(db, presented);
    if (result.outcome === 'inactive') return refuse('This API key is inactive. Ask an administrator to activate it.');
    if (result.outcome !== 'ok') return refuse('This API key is not valid: it is unknown, expired or revoked.');
    if (result.key.type !== 'operator') return refuse(`This is ${result.key.type === 'internal' ? 'an internal' : 'a partner'} key. Sign in with an operator key of your organization.`);
    await store.destroy(readCookie(ctx, SESSION_COOKIE));
    const { id } = await store.create(result.key.id, result.key.organizationId);
    cookie(ctx, SESSION_COOKIE, id);
    cookie(ctx, LOGIN_COOKIE, '', 0);
    ctx.state.auth = { keyId: result.key.id, organizationId: result.key.organizationId, type: 'operator' };
    redirect(ctx, `${UI}/cases`);
  };

  return async function operatorUi(ctx: Context): Promise<void> {
    ctx.set('Content-Security-Policy', UI_CSP);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'same-origin');
    const rest = ctx.path.slice(UI.length);
    const method = ctx.method === 'HEAD' ? 'GET' : ctx.method;

    if (ctx.path === STYLESHEET_PATH && method === 'GET') {
      ctx.state.route = STYLESHEET_PATH;
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.set('ETag', STYLESHEET_ETAG);
      ctx.type = 'text/css; charset=utf-8';
      if (ctx.get('if-none-match') === STYLESHEET_ETAG) {
        ctx.status = 304;
        return;
      }
      ctx.body = STYLESHEET;
      return;
    }
    ctx.set('Cache-Control', 'no-store');

    try {
      if (rest === '/sign-in') {
        ctx.state.route = `${UI}/sign-in`;
        if (method !== 'GET' && method !== 'POST') return notAllowed(ctx);
        await signIn(ctx);
        return;
      }

      const sid = readCookie(ctx, SESSION_COOKIE);
      const session = await store.get(sid);
      if (session !== null && sid !== undefined) {
        // A key revoked, deactivated or expired since the sign-in ends the session.
        const check = await checkApiKeyById(db, session.keyId);
        if (check.outcome !== 'ok' || check.key.type !== 'operator' || check.key.organizationId !== session.organizationId) {
          await store.destroy(sid);
          return sessionEnded(ctx, method);
        }
        ctx.state.auth = { keyId: session.keyId, organizationId: session.organizationId, type: 'operator' };
      }

      if (rest === '/sign-out') {
        ctx.state.route = `${UI}/sign-out`;
        if (method !== 'POST') return notAllowed(ctx);
        const form = await readForm(ctx);
        if (session === null) return redirect(ctx, `${UI}/sign-in?ended=signed-out`);
        if (!sameToken(form._csrf, session.csrf)) return forbidden(ctx, session);
        await store.destroy(sid);
        cookie(ctx, SESSION_COOKIE, '', 0);
        return redirect(ctx, `${UI}/sign-in?ended=signed-out`);
      }

      const match = routes.map((r) => ({ r, m: r.pattern.exec(rest) })).filter((x) => x.m !== null);
      if (match.length === 0) {
        ctx.state.route = ctx.path;
        if (session === null) return sessionEnded(ctx, method);
        return html(ctx, errorPage(404, 'Page not found', 'There is no such page.', { csrf: session.csrf }), 404);
      }
      const hit = match.find((x) => x.r.method === method);
      ctx.state.route = `${UI}${(hit ?? match[0]!).r.route}`;
      if (session === null || sid === undefined) return sessionEnded(ctx, method);
      if (hit === undefined) return notAllowed(ctx);

      let form: FormValues = {};
      if (method === 'POST') {
        form = await readForm(ctx);
        // CSRF: every POST carries the session's token (SameSite=Strict is the other half).
        if (!sameToken(form._csrf, session.csrf)) return forbidden(ctx, session);
      }
      const flash = method === 'GET' ? await store.takeFlash(sid, session) : undefined;
      await hit.r.handler({ ctx, params: hit.m!.slice(1), sid, session, form, page: { csrf: session.csrf, flash } });
    } catch (err) {
      if (err instanceof DomainError) {
        const title = err.statusCode === 404 ? 'Not found' : err.statusCode === 409 ? 'Conflict' : err.statusCode === 400 ? 'Bad request' : 'Refused';
        html(ctx, errorPage(err.statusCode, title, messageOf(err), ctx.state.auth === undefined ? {} : await pageCtx(ctx)), err.statusCode);
        return;
      }
      if (err instanceof HttpError && err.statusCode < 500) {
        if (err.headers) ctx.set(err.headers);
        html(ctx, errorPage(err.statusCode, 'Request refused', err.message, {}, err.statusCode === 429), err.statusCode);
        return;
      }
      if (err instanceof SessionsUnavailableError) {
        // Sessions live in Redis: while it is away the UI cannot tell who is signed in.
        ctx.state.log?.warn('operator UI unavailable: Redis cannot be reached', { route: ctx.state.route });
        ctx.set('Retry-After', '30');
        html(ctx, errorPage(503, 'Temporarily unavailable', 'The operator UI cannot reach its session store right now. Please try again in a minute.', {}), 503);
        return;
      }
      if (isDatabaseUnavailable(err)) {
        ctx.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
        html(ctx, errorPage(503, 'Temporarily unavailable', 'The service cannot reach its database right now. Please try again in a moment.', {}), 503);
        return;
      }
      ctx.state.log?.error('operator UI error', { err: (err as Error)?.message, stack: (err as Error)?.stack, route: ctx.state.route });
      html(ctx, errorPage(500, 'Something went wrong', 'The page could not be shown. Please try again; if it keeps failing, tell the service team.', {}), 500);
    }
  };

  async function pageCtx(ctx: Context): Promise<PageContext> {
    const session = await store.get(readCookie(ctx, SESSION_COOKIE)).catch(() => null);
    return session === null ? {} : { csrf: session.csrf };
  }

  function sessionEnded(ctx: Context, method: string): void {
    // "Your session has ended" only for a browser that had one; a first visit just signs in.
    const had = readCookie(ctx, SESSION_COOKIE) !== undefined;
    if (had) cookie(ctx, SESSION_COOKIE, '', 0);
    if (method === 'GET') return redirect(ctx, had ? `${UI}/sign-in?ended=expired` : `${UI}/sign-in`);
    // A POST without a session cannot carry a valid CSRF token: refused, with a way back.
    html(ctx, errorPage(403, 'Session ended', 'Your session has ended, so this action was not carried out. Sign in again and repeat it.', {}, true), 403);
  }

  function forbidden(ctx: Context, session: UiSession): void {
    html(ctx, errorPage(403, 'Form expired', 'This form did not carry a valid security token (it may come from an older session). Reload the page and try again.', { csrf: session.csrf }), 403);
  }

  function notAllowed(ctx: Context): void {
    ctx.set('Allow', 'GET, HEAD, POST');
    html(ctx, errorPage(405, 'Method not allowed', 'This page does not accept that method.', {}), 405);
  }
}

function errorsOf(err: ValidationError, remap?: (path: string) => string): FieldErrors {
  const errors = fieldErrors(err.details, remap);
  if (Object.keys(errors).length === 0) errors[''] = [err.message];
  return errors;
}

function messageOf(err: DomainError): string {
  if (err instanceof ValidationError && err.details !== undefined && err.details.length > 0) return err.details.map((d) => (d.path === '' ? d.message : `${d.path} ${d.message}`)).join('; ');
  return err.message;
}

function readCookie(ctx: Context, name: string): string | undefined {
  for (const part of (ctx.get('cookie') || '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return undefined;
}
