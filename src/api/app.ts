import path from 'node:path';
import Koa from 'koa';
import Router from '@koa/router';
import compose from 'koa-compose';
import type { AppDeps } from './deps';
import { HttpError } from './httpError';
import { errorHandler } from './middleware/errorHandler';
import { logAppError } from './middleware/appErrors';
import { serveMetrics } from './middleware/metrics';
import { requestContext } from './middleware/requestContext';
import { authenticate } from './middleware/authenticate';
import { createRateLimiter } from './middleware/rateLimit';
import { jsonBody } from './middleware/jsonBody';
import { wellFormedUrl } from './middleware/wellFormedUrl';
import { createSpecRouter } from './openapi';
import { partnerBodyReaders, partnerHandlers } from './handlers';
import { operatorBodyReaders, operatorHandlers } from './operator';
import { healthRouter } from './health';
import { verifyRouter } from './verify';
import { createOperatorUi } from './ui';
import { UploadSlots } from './uploads/concurrency';
import { docsRoutes } from './docs';
import { isUnderPrefix, underPrefix } from './routing';

export type { AppDeps } from './deps';

export const PARTNER_PREFIX = '/partner/v1';
export const OPERATOR_PREFIX = '/operator/v1';
export const GENERATED_DIR = path.resolve(__dirname, '../../generated');

function noSuchRoute(): never {
  throw new HttpError(404, 'No such route');
}

/**
 * The HTTP application: a small Koa stack. Partner routes live under `/partner/v1` and operator
 * routes under `/operator/v1` (decision "Processes and configuration"), each served from its own bundled spec and authenticated by
 * its own key type; `/healthz` and `/readyz` sit outside them and need no key.
 */
export async function createApp(deps: AppDeps): Promise<Koa> {
  const { config, db, redis, log } = deps;
  deps = { ...deps, uploadSlots: deps.uploadSlots ?? new UploadSlots(config.uploadsMaxConcurrentPerKey, config.uploadsMaxConcurrent) };
  const app = new Koa();
  app.proxy = process.env.TRUST_PROXY === 'true';
  app.silent = true;
  app.on('error', logAppError(log));

  const partnerSpec = await createSpecRouter({
    definition: path.join(GENERATED_DIR, 'partner/openapi.yaml'),
    prefix: PARTNER_PREFIX,
    handlers: partnerHandlers(deps),
    bodyReaders: partnerBodyReaders(deps),
    validateResponses: config.validateResponses,
    log,
  });
  const operatorSpec = await createSpecRouter({
    definition: path.join(GENERATED_DIR, 'operator/openapi.yaml'),
    prefix: OPERATOR_PREFIX,
    handlers: operatorHandlers(deps),
    bodyReaders: operatorBodyReaders(deps),
    validateResponses: config.validateResponses,
    log,
  });
  // Validators compile on first use; the rest compile in the background from here on, while
  // the server starts listening (src/api/openapi.ts, createSpecRouter).
  void partnerSpec
    .warmUp()
    .then(() => operatorSpec.warmUp())
    .catch((err: unknown) => log.error('compiling the request validators failed', { err }));
  // A stalled or trickling JSON body ends with 408 like an upload (README "Request limits").
  const bodyTimeouts = { timeoutMs: config.requestTimeoutMs, idleTimeoutMs: config.requestIdleTimeoutMs };
  const limiter = createRateLimiter(redis, { max: config.rateLimitMax, windowMs: config.rateLimitWindowMs, prefix: config.queuePrefix }, log);
  const partnerStack = compose([
    authenticate(db, 'partner', limiter.perAddress),
    limiter.perKey,
    jsonBody(bodyTimeouts),
    partnerSpec.middleware,
  ]);
  // The same stack with operator keys (a partner or internal key answers 403 here).
  const operatorStack = compose([
    authenticate(db, 'operator', limiter.perAddress),
    limiter.perKey,
    jsonBody(bodyTimeouts),
    operatorSpec.middleware,
  ]);

  // Spec-bound: the router only hands each prefix to its stack, where openapi-backend matches
  // the operation (and answers 404/405 from the spec).
  const specBound = new Router({ strict: true, sensitive: true });
  specBound.all(underPrefix(PARTNER_PREFIX), partnerStack);
  specBound.all(underPrefix(OPERATOR_PREFIX), operatorStack);

  // Every router of the service, in the order they are asked. A self-contained router (the docs
  // and spec files, metrics) is mounted by adding it to this list.
  const routers: Router[] = [
    healthRouter(deps),
    // The public report verification page (decision "Processes and configuration"): no key, plain HTML, outside the API prefixes.
    verifyRouter(db, log, { limit: limiter.perAddressPublic }),
    // The operator UI: server-rendered pages outside the specs, signed in with an operator key;
    // failed sign-ins count against the client address like failed API authentications.
    createOperatorUi(deps, { onFailedSignIn: limiter.perAddress }),
    specBound,
  ];
  // Prometheus metrics: only with METRICS_TOKEN, and only for its bearer (decision "Logging and metrics").
  if (config.metricsToken !== null) {
    const metricsToken = config.metricsToken;
    const metrics = new Router({ strict: true, sensitive: true });
    metrics.all('/metrics', (ctx) => serveMetrics(ctx, metricsToken));
    routers.unshift(metrics);
  }

  app.use(requestContext(log));
  app.use(errorHandler);
  app.use(wellFormedUrl);
  // A partner request (nearly all the traffic) goes straight to its stack: the docs, health,
  // verification and operator UI routers own nothing under /partner/v1, and each was a path match
  // per request (bench:api). The same stack and the same 404 as through `specBound` below.
  app.use((ctx, next) => (isUnderPrefix(ctx.path, PARTNER_PREFIX) ? partnerStack(ctx, noSuchRoute) : next()));
  app.use(docsRoutes());
  for (const router of routers) app.use(router.routes());
  app.use(noSuchRoute);
  return app;
}
