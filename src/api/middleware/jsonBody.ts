import type { Context, Next } from 'koa';
import { HttpError } from '../httpError';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Reads a JSON request body (bounded, so a huge body cannot exhaust memory). Malformed JSON is
 * a 400 in the error body, never a 500. Bodies of other types are left in the stream for the
 * operation that declares them (multipart uploads are streamed by their own handler).
 */
export function jsonBody(limitBytes = 1024 * 1024) {
  return async function jsonBodyMiddleware(ctx: Context, next: Next): Promise<void> {
    if (METHODS_WITH_BODY.has(ctx.method) && ctx.is('application/json', 'application/*+json')) {
      const raw = await readLimited(ctx, limitBytes);
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

async function readLimited(ctx: Context, limitBytes: number): Promise<Buffer> {
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limitBytes) throw new HttpError(413, `JSON body larger than ${limitBytes} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > limitBytes) throw new HttpError(413, `JSON body larger than ${limitBytes} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
