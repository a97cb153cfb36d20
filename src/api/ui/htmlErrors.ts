import type { Context, Next } from 'koa';
import { DomainError, isDatabaseUnavailable } from '../../domain/errors';
import { HttpError } from '../httpError';
import { DATABASE_RETRY_AFTER_SECONDS } from '../middleware/errorHandler';
import { errorPage } from './pages/layout';
import { html, messageOf } from './respond';
import { loadedSession } from './sessionGuard';
import { SessionsUnavailableError } from './session';

/**
 * The UI's error middleware: whatever a page throws is answered as an HTML page (never the
 * API's JSON error body): a domain refusal with its status and message, a client error of the
 * request (413, 415, 429) as a refusal, an unreachable session store or database as 503 with
 * Retry-After, and anything else as a 500 page, logged with its stack.
 */
export async function htmlErrors(ctx: Context, next: Next): Promise<void> {
  try {
    await next();
  } catch (err) {
    if (err instanceof DomainError) {
      const title = err.statusCode === 404 ? 'Not found' : err.statusCode === 409 ? 'Conflict' : err.statusCode === 400 ? 'Bad request' : 'Refused';
      const loaded = ctx.state.auth === undefined ? undefined : loadedSession(ctx);
      html(ctx, errorPage(err.statusCode, title, messageOf(err), loaded === undefined ? {} : { csrf: loaded.session.csrf }), err.statusCode);
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
}
