import Router from '@koa/router';
import type { RedisClient } from '../redis';
import type { Database } from '../data/dataSource';
import type { ObjectStorage } from '../storage/storage';

type Check = 'ok' | 'unavailable';

/**
 * `/healthz` (the process answers) and `/readyz` (it can serve), outside the API prefixes and
 * without a key; any method, as before the router.
 */
export function healthRouter(deps: { db: Database; redis: RedisClient; storage?: ObjectStorage }): Router {
  const router = new Router({ strict: true, sensitive: true });
  router.all('/healthz', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  router.all('/readyz', async (ctx) => {
    const readiness = await checkReadiness(deps.db, deps.redis, deps.storage);
    ctx.status = readiness.ready ? 200 : 503;
    ctx.body = readiness;
  });
  return router;
}

export interface Readiness {
  ready: boolean;
  checks: { database: Check; redis: Check; storage?: Check };
}

/**
 * `/readyz`: the process can serve only when both shared stores answer (decision "Processes and configuration") and, given the
 * storage, it takes a write (a read-only or full `STORAGE_DIR` would fail every upload).
 */
export async function checkReadiness(db: Database, redis: RedisClient, storage?: ObjectStorage, timeoutMs = 2000): Promise<Readiness> {
  const [database, cache, files] = await Promise.all([
    withTimeout(db.query('SELECT 1'), timeoutMs),
    // Not connected: unavailable at once, instead of waiting for the ping to time out.
    redis.isReady ? withTimeout(redis.ping(), timeoutMs) : Promise.resolve(false),
    storage?.checkWritable ? withTimeout(storage.checkWritable(), timeoutMs) : Promise.resolve(undefined),
  ]);
  const checks: Readiness['checks'] = { database: database ? 'ok' : 'unavailable', redis: cache ? 'ok' : 'unavailable' };
  if (files !== undefined) checks.storage = files ? 'ok' : 'unavailable';
  return { ready: database && cache && files !== false, checks };
}

async function withTimeout(p: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      p.then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), ms);
      }),
    ]);
  } catch {
    // evidence: a dependency that rejects is not ready, and the answer names which one (checks). Not logged
    // here: the probe is polled every few seconds, and would repeat the same failure each time.
    return false;
  } finally {
    clearTimeout(timer);
  }
}
