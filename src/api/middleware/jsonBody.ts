import type { Context, Next } from 'koa';
import { HttpError } from '../httpError';
import { drainRequest } from '../uploads/multipart';

const DEFAULT_DRAIN_MS = 30_000;

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Reads a JSON request body (bounded, so a huge body cannot exhaust memory). Malformed JSON is
 * a 400 in the error body, never a 500. Bodies of other types are left in the stream for the
 * operation that declares them (multipart uploads are streamed by their own handler).
 */
export interface JsonBodyOptions {
  limitBytes?: number;
  /** The whole body must arrive within this (408 in the error body, connection closed). */
  timeoutMs?: number;
  /** No byte of the body for this long: 408 likewise. */
  idleTimeoutMs?: number;
}

export function jsonBody(opts: JsonBodyOptions = {}) {
  const limitBytes = opts.limitBytes ?? 1024 * 1024;
  return async function jsonBodyMiddleware(ctx: Context, next: Next): Promise<void> {
    if (METHODS_WITH_BODY.has(ctx.method) && ctx.is('application/json', 'application/*+json')) {
      const raw = await readLimited(ctx, limitBytes, opts);
      if (raw.length === 0) {
        ctx.request.body = undefined;
      } else {
        try {
          ctx.request.body = JSON.parse(raw.toString('utf8'));
        } catch {
          throw new HttpError(400, 'Malformed JSON body', [{ path: 'body', message: 'is not valid JSON' }]);
        }
      }
    }
    await next();
  };
}

/**
 * Reads the body up to `limitBytes`, within the time bounds: a stalled or trickling client gets a
 * 408 and its connection closed instead of holding it until Node's own backstop.
 */
function readLimited(ctx: Context, limitBytes: number, opts: JsonBodyOptions): Promise<Buffer> {
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limitBytes) return Promise.reject(new HttpError(413, `JSON body larger than ${limitBytes} bytes`));
  const req = ctx.req;
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    let idleTimer: NodeJS.Timeout | undefined;
    const timedOut = (message: string) => new HttpError(408, message, undefined, { Connection: 'close' });
    const totalTimer =
      opts.timeoutMs === undefined ? undefined : setTimeout(() => finish(timedOut(`The request body did not arrive within ${opts.timeoutMs! / 1000} s`)), opts.timeoutMs);
    const armIdle = (): void => {
      if (opts.idleTimeoutMs === undefined) return;
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => finish(timedOut(`No data of the request body arrived for ${opts.idleTimeoutMs! / 1000} s`)), opts.idleTimeoutMs);
    };
    const onData = (chunk: Buffer): void => {
      armIdle();
      size += chunk.length;
      if (size > limitBytes) return finish(new HttpError(413, `JSON body larger than ${limitBytes} bytes`));
      chunks.push(chunk);
    };
    const onEnd = (): void => finish(null);
    const onClose = (): void => {
      if (!req.complete) finish(new HttpError(400, 'The request body was not received completely'));
    };
    const onError = (): void => finish(new HttpError(400, 'The request body was not received completely'));
    function finish(err: Error | null): void {
      if (done) return;
      done = true;
      clearTimeout(totalTimer);
      clearTimeout(idleTimer);
      req.removeListener('data', onData);
      req.removeListener('end', onEnd);
      req.removeListener('close', onClose);
      req.removeListener('error', onError);
      if (err) {
        req.on('error', () => undefined);
        // A timed-out client is too slow to drain (its 408 closes the connection); after another
        // refusal what it still sends is read and discarded, within bounds, so it reads the answer.
        if (!(err instanceof HttpError && err.statusCode === 408)) drainRequest(req, limitBytes, opts.idleTimeoutMs ?? DEFAULT_DRAIN_MS);
        reject(err);
      } else {
        resolve(Buffer.concat(chunks, size));
      }
    }
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('close', onClose);
    req.on('error', onError);
    armIdle();
    if (req.readableEnded) finish(null);
  });
}
