import type { ChildProcess } from 'node:child_process';
import https from 'node:https';
import { expect } from 'chai';
import { createClient } from 'redis';
import type { Database } from '../../src/data/dataSource';
import { getCase } from '../../src/domain/cases/queries';
import { submitUpload } from '../../src/domain/cases/submission';
import { registerWebhookConfig } from '../../src/domain/webhooks/configs';
import { UPLOAD_PROCESS_QUEUE } from '../../src/jobs/jobTypes';
import { startLostWorkSweep, type LostWorkSweep } from '../../src/jobs/lostWorkSweep';
import { startOutboxRelay, type OutboxRelay } from '../../src/jobs/outboxRelay';
import { sweepKeys } from '../../src/jobs/queues';
import { createLogger } from '../../src/log';
import type { Engines } from '../../src/processing/engines';
import { createWebhookSender } from '../../src/webhooks/sender';
import { scratchDatabase, stageFile, tempStorage, uniqueExternalId, type ScratchDatabase, type TempStorage } from '../support/cases';
import { testEngines } from '../support/engines';
import { createTestOrg } from '../support/fixtures';
import { fastDefinitions, sleep, startPipeline, uniquePrefix, waitFor, type Pipeline } from '../support/pipeline';
import { flushRedis, freePort, startRedis, stopRedis } from '../support/redisServer';
import { transcriptPdf } from '../support/samples';
import { startReceiver, testCertificate, type Receiver } from '../support/webhooks';

type Row = Record<string, unknown>;

/** Every asynchronous engine call takes `ms` longer, so that Redis can lose its data mid-processing. */
function slowed(engines: Engines, ms: number): Engines {
  const wrap = <T extends object>(engine: T): T =>
    new Proxy(engine, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const result = (value as (...a: unknown[]) => unknown).apply(target, args);
          return result instanceof Promise ? sleep(ms).then(() => result) : result;
        };
      },
    });
  return {
    text: wrap(engines.text),
    classification: engines.classification,
    extraction: wrap(engines.extraction),
    forensics: wrap(engines.forensics),
    translation: wrap(engines.translation),
  };
}

/**
 * The lost-work sweep (src/jobs/lostWorkSweep.ts) against a private redis-server that the test
 * flushes: the jobs Redis held vanish while their outbox records stay marked dispatched, and only
 * the sweep can put them back.
 */
describe('lost-work sweep: Redis loses its data', function () {
  this.timeout(240_000);

  let scratch: ScratchDatabase;
  let db: Database;
  let ts: TempStorage;
  let orgId: string;
  let redisUrl: string;
  let redisServer: ChildProcess | null = null;
  let redis: ReturnType<typeof createClient>;
  const sweepLog: Record<string, unknown>[] = [];
  const log = createLogger('debug', {}, (line) => sweepLog.push(JSON.parse(line) as Record<string, unknown>));

  const rows = (sql: string, params: unknown[] = []) => db.query(sql, params) as Promise<Row[]>;

  before(async () => {
    scratch = await scratchDatabase('lostwork');
    db = scratch.db;
    ts = await tempStorage();
    orgId = (await createTestOrg(db, 'Lost work')).id;
    const port = await freePort();
    redisUrl = `redis://127.0.0.1:${port}`;
    redisServer = await startRedis(port);
    redis = createClient({ url: redisUrl });
    await redis.connect();
  });
  after(async () => {
    redis?.destroy();
    await stopRedis(redisServer);
    await ts?.cleanup();
    await scratch?.drop();
  });

  async function submit(label: string, features: ('extraction' | 'forensics' | 'translation')[] = ['extraction', 'forensics', 'translation']) {
    const files = [
      await stageFile(ts.storage, { fileName: `${label}-transcript.pdf`, data: await transcriptPdf() }),
      await stageFile(ts.storage, { fileName: `${label}-second.pdf`, data: await transcriptPdf() }),
    ];
    const { result } = await submitUpload(
      { db, files: ts.storage },
      { organizationId: orgId, externalId: uniqueExternalId(label), caseRef: null, features, classify: true, metadata: {}, files, idempotency: null },
    );
    return result;
  }

  describe('which work it puts back', () => {
    let relay: OutboxRelay;
    let sweep: LostWorkSweep;
    const prefix = uniquePrefix('sweep-rules');

    before(() => {
      // A relay and no worker: the upload's job waits in Redis.
      relay = startOutboxRelay({ db, redisUrl, log, pollMs: 100, prefix, definitions: fastDefinitions() });
      // Never on its own schedule within the test: each sweep below is one the test runs.
      sweep = startLostWorkSweep({ db, redisUrl, log, prefix, intervalMs: 3_600_000, graceMs: 500, definitions: fastDefinitions() });
    });
    after(async () => {
      await sweep?.close();
      await relay?.close();
    });

    const waiting = async () => {
      const ids = await redis.lRange(`${prefix}:${UPLOAD_PROCESS_QUEUE}:waiting`, 0, -1);
      const values = ids.length === 0 ? [] : await redis.hmGet(`${prefix}:${UPLOAD_PROCESS_QUEUE}:jobs`, ids);
      return values.map((v) => (JSON.parse(v!) as { data: { uploadId: string } }).data.uploadId);
    };

    it('leaves live jobs alone, puts back a job Redis lost once it is missing for the grace period, and only once', async () => {
      const result = await submit('RULES', ['forensics']);
      const uploadId = result.upload.uploadId;
      await waitFor('the job in Redis', async () => (await waiting()).includes(uploadId), 10_000);
      await sweep.sweepNow(); // the sweep at start
      // A job waiting in its queue is live: nothing to do, however often the sweep runs.
      await sleep(600);
      const live = await sweep.sweepNow();
      expect(live.pending).to.equal(1);
      expect(live.requeued).to.deep.equal([]);
      expect(live.suspected).to.equal(0);

      await flushRedis(redisUrl);
      // The outbox record stays marked dispatched: the relay will not send it again.
      expect((await rows('SELECT dispatchedAt FROM outbox WHERE caseId = ?', [result.caseId]))[0]!.dispatchedAt).to.not.equal(null);
      const first = await sweep.sweepNow();
      expect(first.suspected, 'first sighting: suspected, not yet enqueued').to.equal(1);
      expect(first.requeued).to.deep.equal([]);
      await sleep(600);
      const second = await sweep.sweepNow();
      expect(second.requeued.map((p) => [p.queue, p.key])).to.deep.equal([[UPLOAD_PROCESS_QUEUE, uploadId]]);
      expect(await waiting()).to.deep.equal([uploadId]);
      await sleep(600);
      const third = await sweep.sweepNow();
      expect(third.requeued, 'the job it enqueued is live').to.deep.equal([]);
      expect(await waiting()).to.deep.equal([uploadId]);
    });

    it('does not put back a job a worker is running, even after Redis lost it', async () => {
      const result = await submit('RUNNING', ['forensics']);
      const uploadId = result.upload.uploadId;
      await waitFor('the job in Redis', async () => (await waiting()).includes(uploadId), 10_000);
      await flushRedis(redisUrl);
      // What a worker running the job renews every stall interval (src/jobs/queues.ts).
      await redis.zAdd(sweepKeys(prefix).running, { score: Date.now() + 60_000, value: `${UPLOAD_PROCESS_QUEUE}|${uploadId}` });
      await sweep.sweepNow();
      await sleep(600);
      const r = await sweep.sweepNow();
      // The first upload (flushed again) is put back; the running one is not.
      expect(r.requeued.map((p) => p.key)).to.not.include(uploadId);
      expect(await waiting()).to.not.include(uploadId);
    });
  });

  describe('end to end', () => {
    let receiver: Receiver;
    let pipeline: Pipeline;
    let sweep: LostWorkSweep;
    const prefix = uniquePrefix('lost-e2e');

    before(async () => {
      await flushRedis(redisUrl);
      // The first describe's uploads are done with: only this one's are looked at below.
      await rows("UPDATE uploads SET fannedOutAt = NOW(3) WHERE fannedOutAt IS NULL");
      await rows("UPDATE upload_features SET status = 'failed' WHERE status IN ('queued', 'processing')");
      receiver = await startReceiver();
      await registerWebhookConfig(db, orgId, { endpoint: receiver.url, apiKey: 'lost-work-test-secret-0123456789', audience: 'partner' }, { allowPrivateTargets: true });
      const sender = createWebhookSender({ timeoutMs: 5000, allowPrivateTargets: true, agent: new https.Agent({ ca: testCertificate().cert }) });
      pipeline = startPipeline({
        db,
        storage: ts.storage,
        engines: slowed(testEngines(), 150),
        webhookSender: sender,
        config: { WEBHOOK_RETRY_BASE_MS: '100', WEBHOOK_TIMEOUT_MS: '5000' },
        redisUrl,
        prefix,
        stallIntervalMs: 300,
      });
      sweep = startLostWorkSweep({ db, redisUrl, log, prefix, intervalMs: 500, graceMs: 1500, definitions: fastDefinitions({}, { webhookTimeoutMs: 5000, webhookRetryBaseMs: 100 }) });
    });
    after(async () => {
      await sweep?.close();
      await pipeline?.close();
      await receiver?.close();
    });

    it('every feature and delivery reaches a terminal state after FLUSHDB mid-processing, nothing duplicated', async () => {
      const results = [];
      for (let i = 0; i < 4; i++) results.push(await submit(`FLUSH${i}`));
      const caseIds = results.map((r) => r.caseId);
      // Mid-processing: some uploads classified and fanned out, others not yet.
      await waitFor('a first classification', async () => (await rows("SELECT COUNT(*) AS n FROM uploads WHERE caseId IN (?) AND fannedOutAt IS NOT NULL", [caseIds]))[0]!.n as number >= 1, 60_000, 50);
      await flushRedis(redisUrl);
      // And once more while the fanned-out stages and the first deliveries run.
      await waitFor('a first delivery', async () => receiver.received.length >= 1, 60_000, 50);
      await flushRedis(redisUrl);

      for (const r of results) {
        const upload = await waitFor(`the upload of ${r.caseId} to end`, async () => {
          const u = (await getCase(db, orgId, r.caseId)).uploads[0]!;
          return u.status === 'completed' || u.status === 'failed' ? u : null;
        }, 150_000, 250);
        expect(upload.features.map((f) => [f.name, f.status])).to.deep.equal([
          ['extraction', 'completed'],
          ['forensics', 'completed'],
          ['translation', 'completed'],
        ]);
      }
      await waitFor('every delivery to end', async () => {
        const [row] = await rows("SELECT COUNT(*) AS n FROM webhook_deliveries WHERE caseId IN (?) AND status = 'pending'", [caseIds]);
        return Number(row!.n) === 0;
      }, 60_000, 250);

      // Nothing duplicated: one credential per upload, one result row per item, each event once,
      // delivered once.
      const credentials = await rows('SELECT caseId, COUNT(*) AS n FROM credentials WHERE caseId IN (?) GROUP BY caseId', [caseIds]);
      expect(credentials.map((c) => Number(c.n))).to.deep.equal([1, 1, 1, 1]);
      const events = await rows('SELECT id, eventName, body FROM webhook_events WHERE caseId IN (?)', [caseIds]);
      // Per upload: classification, extraction (one credential), forensics and translation per file.
      expect(events).to.have.length(4 * (1 + 1 + 2 + 2));
      const items = events.map((e) => {
        const data = (JSON.parse(String(e.body)) as { data: Record<string, unknown> }).data;
        return `${String(e.eventName)} ${String(data.uploadId)} ${String(data.credentialId ?? '')} ${String(data.fileId ?? '')}`;
      });
      expect(new Set(items).size, 'one event per item').to.equal(items.length);
      const deliveries = await rows('SELECT status, COUNT(*) AS n FROM webhook_deliveries WHERE caseId IN (?) GROUP BY status', [caseIds]);
      expect(deliveries.map((d) => [d.status, Number(d.n)])).to.deep.equal([['delivered', events.length]]);
      for (const e of events) {
        const answered = receiver.byId(String(e.id)).filter((r) => r.answered === 200);
        expect(answered, `2xx receipts of event ${String(e.id)}`).to.have.length(1);
      }
      // It was the sweep that put the lost work back.
      expect(sweepLog.some((l) => l.msg === 'lost work enqueued again: the database says it is pending, and Redis has no job for it')).to.equal(true);
    });
  });
});
