import type { Context } from 'koa';
import type Router from '@koa/router';
import { verifyApiKey } from '../../../domain/apiKeys';
import { readForm } from '../forms';
import { errorPage, UI } from '../pages/layout';
import { signInPage } from '../pages/signIn';
import { html, pageRouter, redirect, type UiDeps } from '../respond';
import { newToken, sameToken } from '../session';
import { forbidden, LOGIN_COOKIE, loadedSession, notAllowed, SESSION_COOKIE, setUiCookie } from '../sessionGuard';

export interface SignInOptions {
  /** Counts a failed sign-in of the client address (the rate limiter of failed API authentications); throws its 429. */
  onFailedSignIn?: (ctx: Context) => Promise<void>;
}

/** The sign-in page and form: an operator API key of the organization opens a session. Needs no session. */
export function signInRoutes(deps: UiDeps, opts: SignInOptions): Router {
  const { db, store } = deps;
  const router = pageRouter();
  const path = `${UI}/sign-in`;

  router.get(path, (ctx) => {
    const token = newToken();
    setUiCookie(ctx, LOGIN_COOKIE, token, 600);
    const notice = ctx.query.ended === 'signed-out' ? 'You are signed out.' : ctx.query.ended === 'expired' ? 'Your session has ended; please sign in again.' : undefined;
    html(ctx, signInPage(token, undefined, notice));
  });

  router.post(path, async (ctx) => {
    const form = await readForm(ctx);
    const expected = ctx.cookies.get(LOGIN_COOKIE);
    // Login CSRF: the form must come from the sign-in page this browser loaded (double submit).
    if (expected === undefined || !sameToken(form._login, expected)) {
      html(ctx, errorPage(403, 'Sign-in form expired', 'The sign-in form expired or did not come from this site. Reload the sign-in page and try again.', {}, true), 403);
      return;
    }
    const refuse = async (message: string) => {
      await opts.onFailedSignIn?.(ctx);
      const token = newToken();
      setUiCookie(ctx, LOGIN_COOKIE, token, 600);
      html(ctx, signInPage(token, message), 401);
    };
    const presented = (form.apiKey ?? '').trim();
    if (presented === '') return refuse('Enter an operator API key.');
    const result = await verifyApiKey(db, presented);
    if (result.outcome === 'inactive') return refuse('This API key is inactive. Ask an administrator to activate it.');
    if (result.outcome !== 'ok') return refuse('This API key is not valid: it is unknown, expired or revoked.');
    if (result.key.type !== 'operator') return refuse(`This is ${result.key.type === 'internal' ? 'an internal' : 'a partner'} key. Sign in with an operator key of your organization.`);
    await store.destroy(ctx.cookies.get(SESSION_COOKIE));
    const { id } = await store.create(result.key.id, result.key.organizationId);
    setUiCookie(ctx, SESSION_COOKIE, id);
    setUiCookie(ctx, LOGIN_COOKIE, '', 0);
    ctx.state.auth = { keyId: result.key.id, organizationId: result.key.organizationId, type: 'operator' };
    redirect(ctx, `${UI}/cases`);
  });

  router.all(path, notAllowed);
  return router;
}

/** Signing out: ends the session named by the cookie (after `sessionGuard`'s load). */
export function signOutRoutes(deps: UiDeps): Router {
  const router = pageRouter();
  const path = `${UI}/sign-out`;

  router.post(path, async (ctx) => {
    const form = await readForm(ctx);
    const loaded = loadedSession(ctx);
    if (loaded === undefined) return redirect(ctx, `${UI}/sign-in?ended=signed-out`);
    if (!sameToken(form._csrf, loaded.session.csrf)) return forbidden(ctx, loaded.session);
    await deps.store.destroy(loaded.sid);
    setUiCookie(ctx, SESSION_COOKIE, '', 0);
    redirect(ctx, `${UI}/sign-in?ended=signed-out`);
  });

  router.all(path, notAllowed);
  return router;
}
