import Redis from 'ioredis';

/**
 * The shared Redis connection for request-path work (rate limits, readiness). Commands fail
 * fast while Redis is down instead of queueing without bound.
 */
export function createRedis(url: string): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    lazyConnect: false,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  // Without a listener an unreachable Redis would be an unhandled 'error' event.
  redis.on('error', () => undefined);
  return redis;
}
