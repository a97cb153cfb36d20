import { createClient } from 'redis';
import { redactUrl } from './config';
import type { Logger } from './log';

/** The service's own Redis client (node-redis); bee-queue keeps clients of its own (src/jobs/queues.ts). */
export type RedisClient = ReturnType<typeof createClient>;

/**
 * The shared Redis connection for request-path work (rate limits, sessions, readiness). Commands
 * fail at once while Redis is down (no offline queue) instead of queueing without bound, and
 * callers check `isReady` first; the client reconnects by itself, every 2 s at most, for ever,
 * from the start too (a Redis that is not up yet is waited for, not fatal).
 *
 * With a logger, the state of the connection is logged when it changes, one line each: Redis
 * unreachable (at start or later, with the reason and no stack) and reachable again.
 */
export function createRedis(url: string, log?: Logger): RedisClient {
  const redis = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 5000,
      reconnectStrategy: (retries: number) => Math.min((retries + 1) * 200, 2000),
    },
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
  // Resolves once connected (retrying by the strategy above meanwhile); rejects only when the
  // client is closed before that, which is a shutdown, not a failure.
  redis.connect().catch(() => undefined);
  return redis;
}

/** Closes the connection at once (no waiting for replies); safe to call twice or while reconnecting. */
export function closeRedis(redis: RedisClient): void {
  if (!redis.isOpen) return;
  try {
    redis.destroy();
  } catch {
    // Already closed meanwhile: nothing left to close.
  }
}
