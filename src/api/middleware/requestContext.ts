import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Logger } from '../../log';
import { httpRequestDuration } from '../../metrics';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Gives every request an id (echoed as `x-request-id`) and writes exactly one JSON log line when
 * it ends: request id, method, route template, status, duration. The key is never logged; only
 * the key id and organization id once authentication has run.
 */
export function requestContext(log: Logger) {
  return async function requestContextMiddleware(ctx: Context, next: Next): Promise<void> {
    const started = process.hrtime.bigint();
    const incoming = ctx.get('x-request-id');
    const requestId = SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    // Made on first use: most requests log nothing but their request line, and a pino child
    // logger per request was a measurable share of a short GET (bench:api, README "Benchmarks").
    let requestLog: Logger | undefined;
    Object.defineProperty(ctx.state, 'log', {
      configurable: true,
      enumerable: true,
      get: () => (requestLog ??= log.child({ requestId })),
      set: (value: Logger) => {
        requestLog = value;
      },
    });
    ctx.set('x-request-id', requestId);
    try {
      await next();
    } finally {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      httpRequestDuration.observe({ method: ctx.method, route: metricsRoute(ctx), status: String(ctx.status) }, durationMs / 1000);
      log.info('request', {
        requestId,
        method: ctx.method,
        route: ctx.state.route ?? ctx.path,
        operationId: ctx.state.operationId,
        status: ctx.status,
        durationMs: Math.round(durationMs * 100) / 100,
        keyId: ctx.state.auth?.keyId,
        organizationId: ctx.state.auth?.organizationId,
        // A client that broke off its request is recorded here, once, not as an error.
        ...(ctx.state.clientAborted ? { clientAborted: true } : {}),
      });
    }
  };
}

/** Paths served outside any router, whose path is their template. */
const FIXED_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * The `route` label of the request duration histogram: the route template the request matched
 * (`/partner/v1/cases/{id}`), never the raw path, so the label has a bounded set of values
 * whatever clients send. A request that matched no route (404 without an operation) is
 * "unmatched"; a page that sets no template (the verification page) is "other".
 */
export function metricsRoute(ctx: Context): string {
  const route: unknown = ctx.state.route;
  if (ctx.state.operationId !== undefined && typeof route === 'string') return route;
  // The routers set a template, except for a path they do not know (404).
  if (ctx.status === 404) return 'unmatched';
  if (typeof route === 'string') return route;
  if (FIXED_ROUTES.has(ctx.path)) return ctx.path;
  return 'other';
}
