import type { Context, Next } from 'koa';
import { HttpError } from '../httpError';
import { VERIFY_PREFIX } from '../verify';

/**
 * Every path and query must be well-formed percent-encoding (RFC 3986: `%` followed by two hex
 * digits, decoding to valid UTF-8). A malformed one (`/cases/%zz`, `%E0%A4%A`) is the client's
 * mistake and answers 400 in the error body before any router decodes it; left to the routers it
 * surfaces as a `URIError` and a 500.
 */
export async function wellFormedUrl(ctx: Context, next: Next): Promise<void> {
  // The public verification page answers its own 404 page to any link it did not print.
  if (ctx.path === VERIFY_PREFIX || ctx.path.startsWith(VERIFY_PREFIX + '/')) return next();
  if (!decodes(ctx.path)) {
    throw new HttpError(400, 'Malformed percent-encoding in the request path', [{ path: 'path', message: 'is not valid percent-encoding' }]);
  }
  // `+` is a space in a query; it is never part of an escape, so it can be left as it is.
  if (!decodes(ctx.querystring)) {
    throw new HttpError(400, 'Malformed percent-encoding in the query string', [{ path: 'query', message: 'is not valid percent-encoding' }]);
  }
  await next();
}

function decodes(s: string): boolean {
  if (!s.includes('%')) return true;
  try {
    decodeURIComponent(s);
    return true;
  } catch {
    // evidence: the URIError is the probe's answer (not valid percent-encoding); the caller refuses the request with a 400 naming the part.
    return false;
  }
}
