import Redis from 'ioredis';
import { redactUrl } from './config';
import type { Logger } from './log';

/**
 * The shared Redis connection for request-path work (rate limits, readiness). Commands fail
 * fast while Redis is down instead of queueing without bound; the client reconnects by itself,
 * every 2 s at most, for ever.
 *
 * With a logger, the state of the connection is logged when it changes, one line each: Redis
 * unreachable (at start or later, with the reason and no stack) and reachable again.
 */
export function createRedis(url: string, log?: Logger): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    lazyConnect: false,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let state: 'connecting' | 'up' | 'down' = 'connecting';
  // Without a listener an unreachable Redis would be an unhandled 'error' event.
  redis.on('error', (err: Error & { code?: string }) => {
    if (state === 'down') return;
    const wasUp = state === 'up';
    state = 'down';
    log?.warn(
      wasUp
        ? 'Redis connection lost; reconnecting every 2 s at most (queued work waits, the API answers 503 where it needs Redis)'
        : 'Redis is unreachable; retrying every 2 s at most (queued work waits, the API answers 503 where it needs Redis)',
      { redis: redactUrl(url), reason: err.code ?? err.message },
    );
  });
  redis.on('ready', () => {
    if (state === 'down') log?.info('Redis reachable again', { redis: redactUrl(url) });
    state = 'up';
  });
  return redis;
}
