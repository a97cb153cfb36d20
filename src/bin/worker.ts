import 'reflect-metadata';
import { configOrExit, fatal, onShutdownSignal, openRuntime } from './runtime';
import { startWorker } from './workerService';

/** `npm run start:worker`: queues only, so workers scale out on their own (decision "Processes and configuration"). */
async function main(): Promise<void> {
  const config = configOrExit();
  const rt = await openRuntime(config, 'worker', 'require-current');
  const workers = startWorker(rt);
  onShutdownSignal(rt.log, async () => {
    await workers.close(config.shutdownTimeoutMs);
    await rt.close();
  });
}

main().catch(fatal);
