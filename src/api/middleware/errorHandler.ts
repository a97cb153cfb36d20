import type { Context, Next } from 'koa';
import { DomainError, isDatabaseUnavailable, isLostLockConflict } from '../../domain/errors';
import { HttpError, errorBody, type ErrorDetail } from '../httpError';
import { StorageUnavailableError } from '../../storage/storage';

/**
 * The one `try { await next() } catch` at the top of the stack (Koa style). Every failure
 * becomes the decision "Errors" error body; an unexpected error is logged with its stack and answered as a
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
      if (clientGone(ctx)) ctx.state.clientAborted = true;
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
      if (clientGone(ctx)) ctx.state.clientAborted = true;
      return;
    }
    if (err instanceof StorageUnavailableError) {
      // The store cannot take writes; nothing of the request was kept (the storage removes partial
      // objects, the request's temporary objects are cleaned up). 507 says the disk is full.
      ctx.state.log?.warn('storage unavailable', { code: err.code, full: err.full });
      const status = err.full ? 507 : 503;
      ctx.status = status;
      ctx.body = errorBody(status, err.full ? 'Insufficient storage: the upload was not kept; retry later' : 'Storage is temporarily unavailable: the upload was not kept; retry later');
      ctx.set('Retry-After', String(STORAGE_RETRY_AFTER_SECONDS));
      return;
    }
    if (clientGone(ctx)) {
      // The client broke off its request: nobody reads the answer, and it is not a server fault.
      // requestContext's one line per request records it (`clientAborted`), with no stack.
      ctx.state.clientAborted = true;
      ctx.status = 400;
      ctx.body = errorBody(400, 'The request was aborted by the client');
      return;
    }
    // err carries its stack and cause (src/log.ts).
    ctx.state.log?.error('unhandled error', { err });
    ctx.status = 500;
    ctx.body = errorBody(500, 'Internal server error');
  }
}

/** What a 503 for an unavailable database suggests: about how often the worker probes it. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** What a 503 or 507 for unavailable storage suggests: an operator needs a moment to free space. */
export const STORAGE_RETRY_AFTER_SECONDS = 60;

/** The request body was not received completely and its connection is gone. */
function clientGone(ctx: Context): boolean {
  const req = ctx.req;
  return !req.complete && (req.destroyed || req.socket?.destroyed === true);
}

function clientErrorStatus(err: unknown): number | undefined {
  const e = err as { status?: unknown; statusCode?: unknown; expose?: unknown };
  const s = typeof e?.status === 'number' ? e.status : typeof e?.statusCode === 'number' ? e.statusCode : undefined;
  return s !== undefined && s >= 400 && s < 500 && e.expose !== false ? s : undefined;
}
