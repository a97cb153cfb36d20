import 'reflect-metadata';
import { configOrExit, fatal, onShutdownSignal, openRuntime } from './runtime';
import { startWorker } from './workerService';
import { startMetricsServer } from './metricsServer';

/** `npm run start:worker`: queues only, so workers scale out on their own (decision "Processes and configuration"). */
async function main(): Promise<void> {
  const config = configOrExit();
  const rt = await openRuntime(config, 'worker', 'require-current');
  const workers = startWorker(rt);
  // Its own metrics port, since a worker has no HTTP server (config: WORKER_METRICS_PORT needs METRICS_TOKEN).
  const metrics =
    config.workerMetricsPort !== null && config.metricsToken !== null
      ? await startMetricsServer(config.workerMetricsPort, config.host, config.metricsToken, rt.log)
      : null;
  onShutdownSignal(rt.log, async () => {
    await metrics?.close();
    await workers.close(config.shutdownTimeoutMs);
    await rt.close();
  });
}

main().catch(fatal);
