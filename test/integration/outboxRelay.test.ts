import type { ChildProcess } from 'node:child_process';
import { expect } from 'chai';
import type Queue from 'bee-queue';
import type { Database } from '../../src/data/dataSource';
import { findOutboxMessage, findOutboxOfCase, type OutboxRecord } from '../../src/data/repositories/outbox';
import { submitUpload, type SubmissionResult } from '../../src/domain/cases/submission';
import { attachLocalRelay, OUTBOX_LEASE_MS, type OutboxMessage } from '../../src/domain/outbox';
import { openTestDb } from '../support/cases';
import { createLogger } from '../../src/log';
import { UPLOAD_PROCESS_QUEUE } from '../../src/jobs/jobTypes';
import { startOutboxRelay, type OutboxRelay } from '../../src/jobs/outboxRelay';
import { createQueue } from '../../src/jobs/queues';
import { scratchDatabase, submission, tempStorage, type ScratchDatabase, type TempStorage } from '../support/cases';
import { createTestOrg } from '../support/fixtures';
import { freePort, startRedis, stopRedis } from '../support/redisServer';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/**
 * The outbox relay (src/jobs/outboxRelay.ts) against a real, private redis-server that the test
 * stops and starts, and a database of its own (the relay reads the whole outbox table).
 */
describe('outbox relay', function () {
  this.timeout(60_000);

  let scratch: ScratchDatabase;
  let db: Database;
  let ts: TempStorage;
  let orgId: string;
  let port: number;
  let redisUrl: string;
  let redis: ChildProcess | null = null;
  let relay: OutboxRelay | null = null;
  let probe: Queue | null = null;

  const log = createLogger('silent');

  before(async () => {
    scratch = await scratchDatabase('outbox');
    db = scratch.db;
    ts = await tempStorage();
    orgId = (await createTestOrg(db, 'Outbox relay test')).id;
    port = await freePort();
    redisUrl = `redis://127.0.0.1:${port}`;
  });
  afterEach(async () => {
    await relay?.close();
    relay = null;
    await probe?.close(1000).catch(() => undefined);
    probe = null;
    await stopRedis(redis);
    redis = null;
  });
  after(async () => {
    await ts?.cleanup();
    await scratch?.drop();
  });

  async function submit(now?: () => Date): Promise<{ result: SubmissionResult; record: OutboxRecord }> {
    const { result } = await submitUpload({ db, files: ts.storage, ...(now === undefined ? {} : { now }) }, await submission(ts.storage, orgId));
    const [record] = await findOutboxOfCase(db, result.caseId);
    return { result, record: record! };
  }

  /** Jobs waiting in the `upload.process` queue of the private Redis. */
  async function waitingJobs(): Promise<{ id: string; data: unknown }[]> {
    probe ??= createQueue(UPLOAD_PROCESS_QUEUE, { redisUrl, isWorker: false });
    probe.on('error', () => undefined);
    const jobs = await probe.getJobs('waiting', { start: 0, end: 100 });
    return jobs.map((j) => ({ id: j.id, data: j.data as unknown }));
  }

  it('keeps work accepted while Redis is down, and enqueues it once Redis is back: nothing lost, no duplicate', async () => {
    // Redis is down: the submission succeeds all the same; its record stays undispatched. (The
    // relay starts after it: a running relay is nudged by the commit itself, and the record read
    // here is the one before any attempt.)
    const { result, record } = await submit();
    expect(record).to.include({ queue: UPLOAD_PROCESS_QUEUE, dispatchedAt: null });
    relay = startOutboxRelay({ db, redisUrl, log, pollMs: 100 });
    relay.nudge();
    const failed = await waitFor('a failed attempt', async () => {
      const r = await findOutboxMessage(db, record.id);
      return r !== null && r.attempts >= 1 ? r : null;
    });
    expect(failed.dispatchedAt).to.equal(null);
    expect(failed.lastError).to.be.a('string').and.not.equal('');
    expect(failed.availableAt.getTime()).to.be.greaterThan(record.availableAt.getTime());

    // Redis comes back on the same port.
    redis = await startRedis(port);
    const dispatched = await waitFor('the record to be dispatched', async () => {
      const r = await findOutboxMessage(db, record.id);
      return r?.dispatchedAt ? r : null;
    });
    expect(dispatched.dispatchedAt).to.be.instanceOf(Date);

    const jobs = await waitingJobs();
    expect(jobs).to.deep.equal([{ id: record.id, data: { uploadId: result.upload.uploadId } }]);

    // More polls and nudges send nothing again.
    relay.nudge();
    await sleep(500);
    expect(await waitingJobs()).to.have.length(1);
  });

  it('recovers from a Redis restart under a queue that was connected (new server, no scripts loaded)', async () => {
    redis = await startRedis(port);
    relay = startOutboxRelay({ db, redisUrl, log, pollMs: 100 });
    const first = await submit();
    relay.nudge();
    await waitFor('the first record to be dispatched', async () => (await findOutboxMessage(db, first.record.id))?.dispatchedAt);

    await stopRedis(redis);
    redis = null;
    const second = await submit();
    relay.nudge();
    await waitFor('a failed attempt', async () => ((await findOutboxMessage(db, second.record.id))?.attempts ?? 0) >= 1);

    redis = await startRedis(port);
    await waitFor('the second record to be dispatched', async () => (await findOutboxMessage(db, second.record.id))?.dispatchedAt);
    // The restarted server kept nothing (no persistence): only the second job is there, once.
    expect(await waitingJobs()).to.deep.equal([{ id: second.record.id, data: { uploadId: second.result.upload.uploadId } }]);
  });

  it('sends work at once when nudged, without waiting for the poll', async () => {
    redis = await startRedis(port);
    relay = startOutboxRelay({ db, redisUrl, log, pollMs: 60_000 });
    // Let the first poll (at start) pass.
    await sleep(300);
    const { record } = await submit();
    const started = Date.now();
    relay.nudge();
    await waitFor('the record to be dispatched', async () => (await findOutboxMessage(db, record.id))?.dispatchedAt, 5000);
    expect(Date.now() - started).to.be.lessThan(5000);
    expect((await waitingJobs()).map((j) => j.id)).to.include(record.id);
  });

  it('hands each record to one relay when several poll the same outbox', async () => {
    redis = await startRedis(port);
    const records: OutboxRecord[] = [];
    for (let i = 0; i < 10; i += 1) records.push((await submit()).record);
    const relays = Array.from({ length: 3 }, () => startOutboxRelay({ db, redisUrl, log, pollMs: 50, batch: 3 }));
    try {
      for (const r of records) await waitFor(`record ${r.id}`, async () => (await findOutboxMessage(db, r.id))?.dispatchedAt);
    } finally {
      await Promise.all(relays.map((r) => r.close()));
    }
    const ids = (await waitingJobs()).map((j) => j.id);
    for (const r of records) expect(ids.filter((id) => id === r.id), r.id).to.have.length(1);
    for (const r of records) expect((await findOutboxMessage(db, r.id))!.attempts).to.equal(0);
  });

  it('writes the work of this process leased to its relay and hands it over at commit: sent without a read of the outbox', async () => {
    redis = await startRedis(port);
    // No poll during the test: what goes out is what the commit handed over.
    relay = startOutboxRelay({ db, redisUrl, log, pollMs: 60_000 });
    await sleep(300);
    const { result, record } = await submit();
    // Written leased (it may be dispatched already when read here; dispatching leaves availableAt).
    expect(record.availableAt.getTime() - record.createdAt.getTime()).to.equal(OUTBOX_LEASE_MS);
    const dispatched = await waitFor('the record to be dispatched', async () => (await findOutboxMessage(db, record.id))?.dispatchedAt, 5000);
    expect(dispatched).to.be.instanceOf(Date);
    expect(await waitingJobs()).to.deep.equal([{ id: record.id, data: { uploadId: result.upload.uploadId } }]);
    expect((await findOutboxMessage(db, record.id))!.attempts).to.equal(0);
  });

  it('sends the records handed over within its gathering time together: one dispatched mark for all of them', async () => {
    redis = await startRedis(port);
    relay = startOutboxRelay({ db, redisUrl, log, pollMs: 60_000, handoffGatherMs: 3000 });
    await sleep(300);
    const records: OutboxRecord[] = [];
    for (let i = 0; i < 3; i += 1) records.push((await submit()).record);
    const marks: Date[] = [];
    for (const r of records) marks.push(await waitFor(`record ${r.id}`, async () => (await findOutboxMessage(db, r.id))?.dispatchedAt, 10_000));
    // One statement marks a batch, with one time.
    expect(new Set(marks.map((d) => d.getTime())).size).to.equal(1);
    expect((await waitingJobs()).map((j) => j.id).sort()).to.deep.equal(records.map((r) => r.id).sort());
  });

  it('sends a record leased to a relay that died once its lease has run out, from another process, and not before', async () => {
    redis = await startRedis(port);
    // A relay of this process that takes the work and dies before sending it.
    const lost: OutboxMessage[] = [];
    const detach = attachLocalRelay(db, { take: (messages) => lost.push(...messages) });
    let live: OutboxRecord;
    let expired: OutboxRecord;
    try {
      live = (await submit()).record;
      // Recorded a lease's length (and a second) ago: its lease has run out.
      expired = (await submit(() => new Date(Date.now() - OUTBOX_LEASE_MS - 1000))).record;
    } finally {
      detach();
    }
    expect(lost.map((m) => m.id)).to.deep.equal([live.id, expired.id]);
    // Another process: its own DataSource on the same database, its relay polling.
    const other = await openTestDb(scratch.url);
    const otherRelay = startOutboxRelay({ db: other, redisUrl, log, pollMs: 50 });
    try {
      await waitFor('the expired record to be dispatched', async () => (await findOutboxMessage(db, expired.id))?.dispatchedAt, 5000);
      await sleep(500);
      expect((await findOutboxMessage(db, live.id))!.dispatchedAt, 'still leased').to.equal(null);
    } finally {
      await otherRelay.close();
      await other.destroy();
    }
    expect((await waitingJobs()).map((j) => j.id)).to.deep.equal([expired.id]);
  });
});
