import 'reflect-metadata';
import { configOrExit, fatal, onShutdownSignal, openRuntime } from './runtime';
import { startApi } from './services';

/** `npm run start:api`: HTTP only, so the API scales out on its own (decision "Processes and configuration"). */
async function main(): Promise<void> {
  const config = configOrExit();
  const rt = await openRuntime(config, 'api', 'require-current');
  const server = await startApi(rt);
  onShutdownSignal(rt.log, async () => {
    await server.close(config.shutdownTimeoutMs);
    await rt.close();
  });
}

main().catch(fatal);
