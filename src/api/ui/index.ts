import type { Context, Next } from 'koa';
import Router, { type RouterMiddleware } from '@koa/router';
import type { AppDeps } from '../deps';
import { underPrefix } from '../routing';
import { pdftoppmRenderer } from './pageRenderer';
import { STYLESHEET, STYLESHEET_ETAG } from './assets';
import { htmlErrors } from './htmlErrors';
import { STYLESHEET_PATH, UI } from './pages/layout';
import type { UiDeps } from './respond';
import { caseRoutes } from './routes/case';
import { casesRoutes } from './routes/cases';
import { documentRoutes } from './routes/document';
import { combinedRoutes } from './routes/combined';
import { evaluationRoutes } from './routes/evaluation';
import { signInRoutes, signOutRoutes, type SignInOptions } from './routes/signIn';
import { targetInstituteRoutes } from './routes/targetInstitutes';
import { SessionStore } from './session';
import { idsValid, loadedSession, notAllowed, noSuchPage, sessionEnded, sessionGuard } from './sessionGuard';

/*
 * The operator UI: server-rendered pages under /operator/ui, outside the API specs
 * like /verify. An operator signs in with an operator API key of the organization; the session is
 * kept in Redis (session.ts) and only its random id goes into the cookie. Every action is a plain
 * form POST checked against the session's CSRF token, answered by a redirect (POST-redirect-GET),
 * or by the same form with the domain's messages next to the fields. The pages only call domain
 * functions (the same the operator API calls) and show what they return.
 *
 * One module per page under routes/, each a @koa/router, and its HTML in the module of the same
 * name under pages/ (pages/layout.ts: what the pages share); sessionGuard.ts is the session and
 * CSRF middleware, htmlErrors.ts the error middleware, respond.ts what the route modules share.
 */

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

export interface OperatorUiOptions extends SignInOptions {
  idleSeconds?: number;
  maxSeconds?: number;
}

async function securityHeaders(ctx: Context, next: Next): Promise<void> {
  ctx.set('Content-Security-Policy', UI_CSP);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set('Referrer-Policy', 'same-origin');
  await next();
}

function stylesheet(ctx: Context): void {
  ctx.set('Cache-Control', 'public, max-age=3600');
  ctx.set('ETag', STYLESHEET_ETAG);
  ctx.type = 'text/css; charset=utf-8';
  if (ctx.get('if-none-match') === STYLESHEET_ETAG) {
    ctx.status = 304;
    return;
  }
  ctx.body = STYLESHEET;
}

/** `/operator/ui/cases/:id` as the route name of the logs: `/operator/ui/cases/{id}`. */
function routeName(layerPath: string): string {
  return layerPath.replace('{/}', '/').replace(/:(\w+)/g, '{$1}');
}

export function createOperatorUi(deps: AppDeps, opts: OperatorUiOptions = {}): Router {
  const store = new SessionStore(deps.redis, { prefix: deps.config.queuePrefix, idleSeconds: opts.idleSeconds, maxSeconds: opts.maxSeconds });
  const ui: UiDeps = {
    db: deps.db,
    store,
    readDeps: { db: deps.db, storage: deps.storage, publicBaseUrl: deps.config.publicBaseUrl },
  };
  const sessions = sessionGuard(store, deps.db);
  const signIn = signInRoutes(ui, opts);
  const signOut = signOutRoutes(ui);
  const pages = [
    casesRoutes(ui, sessions.guard),
    caseRoutes(ui, sessions.guard),
    documentRoutes(ui, sessions.guard, { db: deps.db, storage: deps.storage, renderer: pdftoppmRenderer }),
    evaluationRoutes(ui, sessions.guard),
    combinedRoutes(ui, sessions.guard),
    targetInstituteRoutes(ui, sessions.guard),
  ];

  /** The routes whose path is this request's (with valid object ids), the ones for its method first. */
  const routesOf = (ctx: Context, routers: Router[]) => {
    const forMethod: string[] = [];
    const forPath: string[] = [];
    for (const router of routers) {
      const match = router.match(ctx.path, ctx.method);
      for (const layer of match.path) {
        if (typeof layer.path !== 'string' || !idsValid(layer.path, layer.params(ctx.path, layer.captures(ctx.path)))) continue;
        (match.pathAndMethod.includes(layer) ? forMethod : forPath).push(routeName(layer.path));
      }
    }
    return { forMethod, forPath };
  };

  // The log's route name: the page's route, or the path when it is no page.
  async function nameRoute(ctx: Context, next: Next): Promise<void> {
    const { forMethod, forPath } = routesOf(ctx, [signIn, signOut, ...pages]);
    ctx.state.route = forMethod[0] ?? forPath[0] ?? ctx.path;
    await next();
  }

  // After every page router: the path is no page, or not for this method.
  function unrouted(ctx: Context): void {
    if (routesOf(ctx, pages).forPath.length === 0) return noSuchPage(ctx);
    if (loadedSession(ctx) === undefined) return sessionEnded(ctx);
    notAllowed(ctx);
  }

  const router = new Router({ strict: true, sensitive: true });
  router.get(STYLESHEET_PATH, securityHeaders, (ctx) => {
    ctx.state.route = STYLESHEET_PATH;
    stylesheet(ctx);
  });
  const everyPage: RouterMiddleware[] = [
    securityHeaders,
    async (ctx, next) => {
      ctx.set('Cache-Control', 'no-store');
      await next();
    },
    nameRoute,
    htmlErrors,
    signIn.routes(),
    sessions.load,
    signOut.routes(),
    ...pages.map((p) => p.routes()),
    unrouted,
  ];
  router.all(underPrefix(UI), ...everyPage);
  return router;
}
