import path from 'node:path';
import Koa, { type Context, type Next } from 'koa';
import compose from 'koa-compose';
import type Redis from 'ioredis';
import type { Config } from '../config';
import type { Database } from '../data/dataSource';
import type { Logger } from '../log';
import { HttpError } from './httpError';
import { errorHandler } from './middleware/errorHandler';
import { requestContext } from './middleware/requestContext';
import { authenticate } from './middleware/authenticate';
import { createRateLimiter } from './middleware/rateLimit';
import { jsonBody } from './middleware/jsonBody';
import { createSpecRouter } from './openapi';
import { partnerBodyReaders, partnerHandlers } from './handlers';
import type { ObjectStorage } from '../storage/storage';
import { checkReadiness } from './health';

export interface AppDeps {
  config: Config;
  db: Database;
  redis: Redis;
  log: Logger;
  storage: ObjectStorage;
  /** Called after a commit that queued work, so the outbox relay sends it without waiting a poll. */
  onWorkQueued?: () => void;
}

export const PARTNER_PREFIX = '/partner/v1';
export const GENERATED_DIR = path.resolve(__dirname, '../../generated');

/**
 * The HTTP application: a small Koa stack. Partner routes live under `/partner/v1` (D11) and are
 * served from the bundled spec; `/healthz` and `/readyz` sit outside it and need no key.
 */
export async function createApp(deps: AppDeps): Promise<Koa> {
  const { config, db, redis, log } = deps;
  const app = new Koa();
  app.proxy = process.env.TRUST_PROXY === 'true';
  app.silent = true;

  const partnerSpec = await createSpecRouter({
    definition: path.join(GENERATED_DIR, 'partner/openapi.yaml'),
    prefix: PARTNER_PREFIX,
    handlers: partnerHandlers(deps),
    bodyReaders: partnerBodyReaders(deps),
    validateResponses: config.validateResponses,
    log,
  });
  const limiter = createRateLimiter(redis, { max: config.rateLimitMax, windowMs: config.rateLimitWindowMs }, log);
  const partnerStack = compose([
    authenticate(db, 'partner', limiter.perAddress),
    limiter.perKey,
    jsonBody(),
    partnerSpec.middleware,
  ]);

  app.use(requestContext(log));
  app.use(errorHandler);
  app.use(async (ctx: Context, next: Next) => {
    if (ctx.path === '/healthz') {
      ctx.body = { status: 'ok' };
      return;
    }
    if (ctx.path === '/readyz') {
      const readiness = await checkReadiness(db, redis);
      ctx.status = readiness.ready ? 200 : 503;
      ctx.body = readiness;
      return;
    }
    if (ctx.path === PARTNER_PREFIX || ctx.path.startsWith(PARTNER_PREFIX + '/')) {
      await partnerStack(ctx, next);
      return;
    }
    throw new HttpError(404, 'No such route');
  });
  return app;
}
