import type Redis from 'ioredis';
import type { Database } from '../data/dataSource';

export interface Readiness {
  ready: boolean;
  checks: { database: 'ok' | 'unavailable'; redis: 'ok' | 'unavailable' };
}

/** `/readyz`: the process can serve only when both shared stores answer (D11). */
export async function checkReadiness(db: Database, redis: Redis, timeoutMs = 2000): Promise<Readiness> {
  const [database, cache] = await Promise.all([
    withTimeout(db.query('SELECT 1'), timeoutMs),
    // Not connected: unavailable at once, instead of waiting for the ping to time out.
    redis.status === 'ready' ? withTimeout(redis.ping(), timeoutMs) : Promise.resolve(false),
  ]);
  const checks = { database: database ? 'ok' : 'unavailable', redis: cache ? 'ok' : 'unavailable' } as const;
  return { ready: database && cache, checks };
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
    return false;
  } finally {
    clearTimeout(timer);
  }
}
