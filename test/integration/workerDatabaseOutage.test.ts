import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { createDataSource, type Database } from '../../src/data/dataSource';
import { databaseGate, pausedDuringDatabaseOutage } from '../../src/jobs/databaseOutage';
import { createQueue, enqueue, startWorkers, type JobType, type RunningWorkers } from '../../src/jobs/queues';
import { createLogger } from '../../src/log';
import type Queue from 'bee-queue';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from '../support/env';
import { startTcpProxy, type TcpProxy } from '../support/tcpProxy';

/**
 * The database outage rule for workers (README "Database outages"): a job whose attempt fails
 * because the database is unreachable waits for it and runs again once it is back, without
 * spending one of its retries — even when the outage outlasts the job's timeout. A real bee-queue
 * worker on the real Redis, a real DataSource behind a TCP proxy that the test stops.
 */
describe('worker: a database outage pauses jobs and they recover by themselves', function () {
  this.timeout(60_000);
  let proxy: TcpProxy;
  let db: Database;
  let workers: RunningWorkers | null = null;
  let producer: Queue | null = null;
  const prefix = `test-dbout-${process.pid}-${randomBytes(3).toString('hex')}`;
  const lines: Array<Record<string, unknown>> = [];
  const log = createLogger('debug', {}, (line) => lines.push(JSON.parse(line) as Record<string, unknown>));

  before(async () => {
    const url = new URL(TEST_DATABASE_URL);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 3306) });
    url.host = proxy.address;
    db = createDataSource(url.toString(), { timeouts: { connectMs: 500, acquireMs: 800, queryMs: 800 } });
    await db.initialize();
  });
  afterEach(async () => {
    await workers?.close(1000);
    await producer?.close(1000);
    workers = null;
    producer = null;
    await proxy.start();
  });
  after(async () => {
    await db?.destroy();
    await proxy?.close();
  });

  /** A job type that reads the database and counts its runs; no retries at all, so a counted failure would be final. */
  function readingJob(name: string, timeoutMs: number, outcomes: string[]): JobType<unknown> {
    return {
      name,
      retries: 0,
      backoff: { strategy: 'fixed', delayMs: 100 },
      timeoutMs,
      concurrency: 2,
      async process(_payload, meta) {
        try {
          await db.query('SELECT 1');
          outcomes.push(`ok attempt ${meta.attempt} of ${meta.attempts}`);
        } catch (err) {
          outcomes.push(`failed: ${(err as { code?: string }).code}`);
          throw err;
        }
      },
    };
  }

  async function run(type: JobType<unknown>, outageMs: number, outcomes: string[]): Promise<'succeeded' | 'failed'> {
    workers = startWorkers([pausedDuringDatabaseOutage(type, databaseGate(db, log, 200))], { redisUrl: TEST_REDIS_URL, isWorker: true, prefix, stallIntervalMs: 1000 }, log);
    producer = createQueue(type.name, { redisUrl: TEST_REDIS_URL, isWorker: false, prefix });
    await proxy.stop();
    const jobId = `job-${randomBytes(4).toString('hex')}`;
    await enqueue(producer, type, {}, jobId);
    await new Promise((resolve) => setTimeout(resolve, outageMs));
    await proxy.start();
    // Until the job ran to success, or failed for good (bee-queue's failed set: removeOnFailure is off).
    const started = Date.now();
    for (;;) {
      if (outcomes.some((o) => o.startsWith('ok'))) return 'succeeded';
      if ((await producer.checkHealth()).failed > 0) return 'failed';
      if (Date.now() - started > 20_000) throw new Error(`job neither succeeded nor failed: ${outcomes.join('; ')}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('an outage shorter than the job timeout: the attempt waits and then succeeds, nothing counted', async () => {
    const outcomes: string[] = [];
    const result = await run(readingJob(`${prefix}-short`, 10_000, outcomes), 2500, outcomes);
    expect(result).to.equal('succeeded');
    expect(outcomes.at(-1)).to.equal('ok attempt 1 of 1');
    expect(outcomes.filter((o) => o.startsWith('failed'))).to.have.length.of.at.least(1);
    expect(lines.some((l) => l.msg === 'database unavailable: jobs wait for it')).to.equal(true);
    expect(lines.some((l) => l.msg === 'database available again: waiting jobs continue')).to.equal(true);
  });

  it('an outage longer than the job timeout: the attempt is handed back uncounted and the job still succeeds', async () => {
    const outcomes: string[] = [];
    // The job may run 2 s; the database is away for 5 s; the job has no retries to spend.
    const result = await run(readingJob(`${prefix}-long`, 2000, outcomes), 5000, outcomes);
    expect(result).to.equal('succeeded');
    expect(outcomes.at(-1)).to.match(/^ok attempt 1 of 1$/);
    expect(lines.some((l) => l.msg === 'job attempt failed' && String((l.err as { message?: string } | undefined)?.message ?? '').includes('database is unavailable'))).to.equal(true);
  });
});
