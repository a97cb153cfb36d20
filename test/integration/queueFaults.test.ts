import type { ChildProcess } from 'node:child_process';
import { expect } from 'chai';
import type Queue from 'bee-queue';
import { createLogger } from '../../src/log';
import { createQueue, enqueue, startWorkers, type JobType, type RunningWorkers } from '../../src/jobs/queues';
import { sleep, waitFor } from '../support/pipeline';
import { freePort, startRedis, stopRedis } from '../support/redisServer';

/**
 * bee-queue workers and producers (src/jobs/queues.ts) against a private redis-server that the
 * test stops and starts again without its data, several times: bee-queue's Lua scripts are gone
 * after each restart (EVALSHA answers NOSCRIPT), its clients must reconnect, and nothing may end
 * the process (an unhandled rejection would).
 */
describe('queues when Redis comes and goes', function () {
  this.timeout(90_000);

  const log = createLogger('silent');
  const QUEUE = 'test.faults';
  let port: number;
  let redisUrl: string;
  let redis: ChildProcess | null = null;
  let workers: RunningWorkers | null = null;
  let producer: Queue | null = null;
  let processed: number[];
  let failOnce: Set<number>;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  const type: JobType<unknown> = {
    name: QUEUE,
    retries: 2,
    backoff: { strategy: 'fixed', delayMs: 300 },
    timeoutMs: 10_000,
    concurrency: 2,
    process: async (payload) => {
      const n = (payload as { n: number }).n;
      if (failOnce.delete(n)) throw new Error(`first attempt of ${n} fails`);
      processed.push(n);
    },
  };

  before(() => process.on('unhandledRejection', onUnhandled));
  after(() => process.off('unhandledRejection', onUnhandled));
  beforeEach(async () => {
    port = await freePort();
    redisUrl = `redis://127.0.0.1:${port}`;
    processed = [];
    failOnce = new Set();
    unhandled.length = 0;
  });
  afterEach(async () => {
    await workers?.close(1000);
    workers = null;
    await producer?.close(1000).catch(() => undefined);
    producer = null;
    await stopRedis(redis);
    redis = null;
  });

  function produce(n: number): Promise<void> {
    producer ??= createQueue(QUEUE, { redisUrl, isWorker: false, prefix: 'faults' });
    producer.on('error', () => undefined);
    return enqueue(producer, type, { n });
  }

  it('keeps taking jobs, retries after backoff included, across three restarts without data (NOSCRIPT)', async () => {
    redis = await startRedis(port);
    workers = startWorkers([type], { redisUrl, isWorker: true, prefix: 'faults', stallIntervalMs: 200 }, log);
    await produce(0);
    await waitFor('job 0', async () => processed.includes(0), 10_000);
    for (let round = 1; round <= 3; round++) {
      await stopRedis(redis);
      redis = null;
      await sleep(700);
      redis = await startRedis(port);
      // Several stall checks and delayed-job activations run against the new, script-less server.
      await sleep(1500);
      failOnce.add(round * 10);
      await produce(round);
      await produce(round * 10);
      await waitFor(`job ${round}`, async () => processed.includes(round), 15_000);
      await waitFor(`job ${round * 10} after its retry`, async () => processed.includes(round * 10), 15_000);
    }
    expect(unhandled, 'unhandled rejections').to.deep.equal([]);
    expect(processed.sort((a, b) => a - b)).to.deep.equal([0, 1, 2, 3, 10, 20, 30]);
  });

  it('starts while Redis is unreachable and takes jobs once it answers', async () => {
    workers = startWorkers([type], { redisUrl, isWorker: true, prefix: 'faults', stallIntervalMs: 200 }, log);
    await sleep(2000);
    redis = await startRedis(port);
    await produce(7);
    await waitFor('job 7', async () => processed.includes(7), 15_000);
    expect(unhandled, 'unhandled rejections').to.deep.equal([]);
  });
});
