import 'reflect-metadata';
import type { Config } from '../../src/config';
import { startApi } from '../../src/bin/services';
import { openRuntime, type Runtime } from '../../src/bin/runtime';
import type { RunningServer } from '../../src/api/server';
import { testConfig } from './env';

export interface TestServer {
  rt: Runtime;
  server: RunningServer;
  url: string;
  /** Base of the partner routes: `${url}/partner/v1`. */
  partner: string;
  close(): Promise<void>;
}

/** Starts the real API (real MariaDB, real Redis) on a free port, migrations applied. */
export async function startTestServer(overrides: Record<string, string> = {}): Promise<TestServer> {
  const config: Config = testConfig(overrides);
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
    },
  };
}
