import type { Context, Next } from 'koa';
import type { RedisClient } from '../../redis';
import type { Logger } from '../../log';
import { HttpError } from '../httpError';

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  /** Key prefix in Redis (the deployment's QUEUE_PREFIX), so deployments or test runs sharing a Redis count apart. */
  prefix?: string;
}

/**
 * Fixed-window request limit per API key, counted in Redis so every API instance shares it (decision "Errors":
 * 429 with `Retry-After`). Each response carries `RateLimit-Limit`, `RateLimit-Remaining` and
 * `RateLimit-Reset` (seconds until the window resets), as the spec declares.
 * If Redis cannot be reached the request is let through: losing the limiter must not take the
 * API down with it.
 */
export function createRateLimiter(redis: RedisClient, opts: RateLimitOptions, log: Logger) {
  async function hit(ctx: Context, identity: string): Promise<boolean> {
    const now = Date.now();
    const windowStart = Math.floor(now / opts.windowMs) * opts.windowMs;
    const resetSeconds = Math.max(1, Math.ceil((windowStart + opts.windowMs - now) / 1000));
    let count: number;
    // Redis away: let the request through at once, instead of waiting for the client's reconnect
    // attempts to fail (the outage is logged once by the connection itself, src/redis.ts).
    if (!redis.isReady) return true;
    try {
      const key = `${opts.prefix === undefined ? '' : `${opts.prefix}:`}ratelimit:${identity}:${windowStart}`;
      const [incremented] = await redis.multi().incr(key).pExpire(key, opts.windowMs + 1000).exec();
      count = Number(incremented ?? 0);
    } catch (err) {
      log.warn('rate limiter unavailable, request allowed', { err });
      return true;
    }
    const headers = {
      'RateLimit-Limit': String(opts.max),
      'RateLimit-Remaining': String(Math.max(0, opts.max - count)),
      'RateLimit-Reset': String(resetSeconds),
    };
    ctx.set(headers);
    ctx.state.rateLimitHeaders = headers;
    if (count > opts.max) {
      throw new HttpError(429, `Rate limit exceeded: at most ${opts.max} requests per ${opts.windowMs / 1000} s; retry after ${resetSeconds} s`, undefined, {
        ...headers,
        'Retry-After': String(resetSeconds),
      });
    }
    return true;
  }

  return {
    /** Counts requests of an authenticated key. */
    perKey: async (ctx: Context, next: Next): Promise<void> => {
      await hit(ctx, `key:${ctx.state.auth.keyId}`);
      await next();
    },
    /** Counts every request of a public page (report verification) per client address. */
    perAddressPublic: async (ctx: Context): Promise<void> => {
      await hit(ctx, `public:${ctx.ip}`);
    },
    /** Counts failed authentications per client address, which also slows down key guessing. */
    perAddress: async (ctx: Context): Promise<void> => {
      await hit(ctx, `addr:${ctx.ip}`);
    },
  };
}
