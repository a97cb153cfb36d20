import type { Context, Next } from 'koa';
import { DomainError, isDatabaseUnavailable, isLostLockConflict } from '../../domain/errors';
import { HttpError, errorBody, type ErrorDetail } from '../httpError';

/**
 * The one `try { await next() } catch` at the top of the stack (Koa style). Every failure
 * becomes the D7 error body; an unexpected error is logged with its stack and answered as a
 * plain 500 without internals, so no stack trace ever reaches a client.
 */
export async function errorHandler(ctx: Context, next: Next): Promise<void> {
  try {
    await next();
  } catch (err) {
    if (err instanceof HttpError || err instanceof DomainError) {
      ctx.status = err.statusCode;
      ctx.body = errorBody(err.statusCode, err.message, (err as { details?: ErrorDetail[] }).details);
      if (err instanceof HttpError && err.headers) ctx.set(err.headers);
      return;
    }
    if (isDatabaseUnavailable(err)) {
      // The database refused, broke off or stalled past its timeouts: the request may be repeated.
      ctx.state.log?.warn('database unavailable', { code: (err as { code?: unknown }).code, message: (err as Error).message });
      ctx.status = 503;
      ctx.body = errorBody(503, 'The service is temporarily unavailable (database); retry later');
      ctx.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return;
    }
    if (isLostLockConflict(err)) {
      // Still deadlocked after the retries of the deadlock rule: busy, not broken.
      ctx.state.log?.warn('transaction kept losing lock conflicts', { code: (err as { code?: unknown }).code });
      ctx.status = 503;
      ctx.body = errorBody(503, 'The service is busy with concurrent changes to the same records; retry later');
      ctx.set('Retry-After', '1');
      return;
    }
    const status = clientErrorStatus(err);
    if (status) {
      // Errors thrown by Koa or body parsing with an explicit client status (e.g. 413 from a reader).
      ctx.status = status;
      ctx.body = errorBody(status, (err as Error).message || 'Bad request');
      return;
    }
    ctx.state.log?.error('unhandled error', { err, stack: (err as Error)?.stack });
    ctx.status = 500;
    ctx.body = errorBody(500, 'Internal server error');
  }
}

/** What a 503 for an unavailable database suggests: about how often the worker probes it. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

function clientErrorStatus(err: unknown): number | undefined {
  const e = err as { status?: unknown; statusCode?: unknown; expose?: unknown };
  const s = typeof e?.status === 'number' ? e.status : typeof e?.statusCode === 'number' ? e.statusCode : undefined;
  return s !== undefined && s >= 400 && s < 500 && e.expose !== false ? s : undefined;
}
