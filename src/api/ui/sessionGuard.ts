import type { Context, Next } from 'koa';
import type { RouterMiddleware } from '@koa/router';
import type { Database } from '../../data/dataSource';
import { checkApiKeyById } from '../../domain/apiKeys';
import { readForm, type FormValues } from './forms';
import { errorPage, UI } from './pages/layout';
import { HEX_ID, html, redirect, type SignedIn } from './respond';
import { sameToken, type SessionStore, type UiSession } from './session';

export const SESSION_COOKIE = 'opui_sid';
export const LOGIN_COOKIE = 'opui_login';

/** The browser's session as `loadSession` found it, in `ctx.state.uiSession`. */
export interface LoadedSession {
  sid: string;
  session: UiSession;
}

export function loadedSession(ctx: Context): LoadedSession | undefined {
  return ctx.state.uiSession as LoadedSession | undefined;
}

/**
 * Sets a cookie of the UI through Koa's cookie API: only on the UI's path, never readable by
 * script, never sent from another site, and Secure whenever the request came over HTTPS.
 * An empty value with `maxAgeSeconds` 0 removes the cookie.
 */
export function setUiCookie(ctx: Context, name: string, value: string, maxAgeSeconds?: number): void {
  ctx.cookies.set(name, value, {
    path: UI,
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.secure,
    maxAge: maxAgeSeconds === undefined ? undefined : maxAgeSeconds * 1000,
    overwrite: true,
  });
}

/** GET and HEAD read a page; everything else would change something. */
export function isRead(ctx: Context): boolean {
  return ctx.method === 'GET' || ctx.method === 'HEAD';
}

/** No session (none, expired, or its key no longer valid): a page read goes to the sign-in page. */
export function sessionEnded(ctx: Context): void {
  // "Your session has ended" only for a browser that had one; a first visit just signs in.
  const had = ctx.cookies.get(SESSION_COOKIE) !== undefined;
  if (had) setUiCookie(ctx, SESSION_COOKIE, '', 0);
  if (isRead(ctx)) return redirect(ctx, had ? `${UI}/sign-in?ended=expired` : `${UI}/sign-in`);
  // A POST without a session cannot carry a valid CSRF token: refused, with a way back.
  html(ctx, errorPage(403, 'Session ended', 'Your session has ended, so this action was not carried out. Sign in again and repeat it.', {}, true), 403);
}

export function forbidden(ctx: Context, session: UiSession): void {
  html(ctx, errorPage(403, 'Form expired', 'This form did not carry a valid security token (it may come from an older session). Reload the page and try again.', { csrf: session.csrf }), 403);
}

/** A path that is no page: the sign-in page for a browser without a session, else a 404 page. */
export function noSuchPage(ctx: Context): void {
  const loaded = loadedSession(ctx);
  if (loaded === undefined) return sessionEnded(ctx);
  html(ctx, errorPage(404, 'Page not found', 'There is no such page.', { csrf: loaded.session.csrf }), 404);
}

export function notAllowed(ctx: Context): void {
  ctx.set('Allow', 'GET, HEAD, POST');
  html(ctx, errorPage(405, 'Method not allowed', 'This page does not accept that method.', {}), 405);
}

/** Whether every parameter a route path names (`:id`, ...) is an object id: otherwise the path is no page. */
export function idsValid(routePath: string | RegExp | undefined, params: Record<string, string>): boolean {
  if (typeof routePath !== 'string') return true;
  return [...routePath.matchAll(/:(\w+)/g)].every((m) => HEX_ID.test(params[m[1]!] ?? ''));
}

/**
 * The session and CSRF middleware of the UI, in two steps:
 * - `load`, ahead of every page: reads the session named by the cookie (kept in Redis, see
 *   session.ts; only its random id is in the cookie); a key revoked, deactivated or expired
 *   since the sign-in ends the session at once.
 * - `guard`, on every page route: the page needs a session, and every POST carries the
 *   session's CSRF token (SameSite=Strict is the other half). It hands the page its form and
 *   the flash message in `ctx.state.ui`.
 */
export function sessionGuard(store: SessionStore, db: Database) {
  async function load(ctx: Context, next: Next): Promise<void> {
    const sid = ctx.cookies.get(SESSION_COOKIE);
    const session = await store.get(sid);
    if (session !== null && sid !== undefined) {
      const check = await checkApiKeyById(db, session.keyId);
      if (check.outcome !== 'ok' || check.key.type !== 'operator' || check.key.organizationId !== session.organizationId) {
        await store.destroy(sid);
        return sessionEnded(ctx);
      }
      ctx.state.auth = { keyId: session.keyId, organizationId: session.organizationId, type: 'operator' };
      const loaded: LoadedSession = { sid, session };
      ctx.state.uiSession = loaded;
    }
    await next();
  }

  const guard: RouterMiddleware = async (ctx, next) => {
    // `/cases/{id}` with an id that is no object id is no page (as a path that matches nothing).
    if (!idsValid(ctx._matchedRoute, ctx.params)) return noSuchPage(ctx);
    const loaded = loadedSession(ctx);
    if (loaded === undefined) return sessionEnded(ctx);
    const { sid, session } = loaded;
    let form: FormValues = {};
    if (ctx.method === 'POST') {
      form = await readForm(ctx);
      if (!sameToken(form._csrf, session.csrf)) return forbidden(ctx, session);
    }
    const flash = isRead(ctx) ? await store.takeFlash(sid, session) : undefined;
    const ui: SignedIn = { sid, session, form, page: { csrf: session.csrf, flash } };
    ctx.state.ui = ui;
    await next();
  };

  return { load, guard };
}
