import 'reflect-metadata';
import { checkReadiness } from '../api/health';
import { configOrExit, openRuntime } from './runtime';

/** Exit 0 when the database and Redis answer and the storage takes a write: the worker's container health check. */
async function main(): Promise<void> {
  const config = configOrExit();
  const rt = await openRuntime({ ...config, logLevel: 'silent' }, 'readiness', 'require-current');
  // The connection was just opened: give it the readiness check's own 2 s to come up.
  if (!rt.redis.isReady) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2000);
      rt.redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  const readiness = await checkReadiness(rt.db, rt.redis, rt.storage);
  await rt.close();
  process.stdout.write(JSON.stringify(readiness) + '\n');
  process.exit(readiness.ready ? 0 : 1);
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).message}\n`);
  process.exit(1);
});
