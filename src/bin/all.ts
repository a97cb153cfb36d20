import 'reflect-metadata';
import { configOrExit, fatal, onShutdownSignal, openRuntime } from './runtime';
import { startApi } from './services';

/** `npm start`: API and worker in one process for a single machine; applies pending migrations (decision "Processes and configuration"). */
async function main(): Promise<void> {
  const config = configOrExit();
  const rt = await openRuntime(config, 'all', 'apply');
  const server = await startApi(rt);
  // Loaded once the API listens: the workers' modules (engines, reports) take a second or more
  // to load, which /healthz need not wait for (bench:api, start-up).
  const { startWorker } = require('./workerService') as typeof import('./workerService');
  const workers = startWorker(rt);
  onShutdownSignal(rt.log, async () => {
    await server.close(config.shutdownTimeoutMs);
    await workers.close(config.shutdownTimeoutMs);
    await rt.close();
  });
}

main().catch(fatal);
