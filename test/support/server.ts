import 'reflect-metadata';
import type { Config } from '../../src/config';
import { startApi } from '../../src/bin/services';
import { openRuntime, type Runtime } from '../../src/bin/runtime';
import type { RunningServer } from '../../src/api/server';
import { testConfig } from './env';
import { clearPrefix, uniquePrefix } from './pipeline';

export interface TestServer {
  rt: Runtime;
  server: RunningServer;
  url: string;
  /** Base of the partner routes: `${url}/partner/v1`. */
  partner: string;
  close(): Promise<void>;
}

/**
 * Starts the real API (real MariaDB, real Redis) on a free port, migrations applied. Unless the
 * test gives a QUEUE_PREFIX, the server gets one of its own (its queued jobs, rate-limit counters
 * and sessions), removed from Redis when it closes.
 */
export async function startTestServer(overrides: Record<string, string> = {}): Promise<TestServer> {
  const ownPrefix = overrides.QUEUE_PREFIX === undefined ? uniquePrefix('server') : null;
  const config: Config = testConfig({ ...(ownPrefix === null ? {} : { QUEUE_PREFIX: ownPrefix }), ...overrides });
  const rt = await openRuntime(config, 'test', 'apply');
  const server = await startApi(rt);
  const url = `http://127.0.0.1:${server.port}`;
  return {
    rt,
    server,
    url,
    partner: `${url}/partner/v1`,
    close: async () => {
      await server.close(1000);
      await rt.close();
      if (ownPrefix !== null) await clearPrefix(ownPrefix, config.redisUrl);
    },
  };
}
