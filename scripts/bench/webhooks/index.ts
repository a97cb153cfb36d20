/*
 * Webhook delivery benchmark (README "Benchmarks"): 1,000 events to a local HTTPS receiver, one
 * worker. Each event comes from a real state change (finishForensics of one file: the stage's
 * terminal transaction records the event, its delivery and the outbox work), and is delivered
 * by the real path: outbox relay → bee-queue `webhook.deliver` → SSRF-guarded HTTPS sender, in
 * one worker process (test/support/workerProcess.ts, the src/jobs workers).
 *
 * Prints deliveries per second and the delay from the state change (the event's occurredAt) to
 * the receiver's 2xx, p50/p90/p99/max. Goal: p50 < 100 ms, p99 < 1 s.
 *
 *   npm run bench:webhooks [-- --events 1000 --rate 200 --per-case 1]
 *
 * --rate is state changes per second (0 = all at once, a burst). Uses TEST_DATABASE_URL's server
 * (a scratch database of its own) and TEST_REDIS_URL (a queue prefix of its own).
 */
import { parseArgs } from 'node:util';
import { submitUpload } from '../../../src/domain/cases/submission';
import { beginFileStage, finishForensics } from '../../../src/domain/processing';
import { registerWebhookConfig } from '../../../src/domain/webhooks/configs';
import { createLogger } from '../../../src/log';
import { startOutboxRelay, type OutboxRelay } from '../../../src/jobs/outboxRelay';
import { findFilesOfUploads } from '../../../src/data/repositories/uploads';
import { scratchDatabase, stageFile, tempStorage, uniqueExternalId } from '../../../test/support/cases';
import { TEST_REDIS_URL } from '../../../test/support/env';
import { createTestOrg } from '../../../test/support/fixtures';
import { clearPrefix, fastDefinitions, uniquePrefix } from '../../../test/support/pipeline';
import { startReceiver, startWorkerChild, type WorkerChild } from '../../../test/support/webhooks';

const { values } = parseArgs({ options: { events: { type: 'string', default: '1000' }, rate: { type: 'string', default: '200' }, 'per-case': { type: 'string', default: '1' } } });
const EVENTS = Number(values.events);
const RATE = Number(values.rate);
/**
 * Events per case. Events of one stage of one case are delivered one after the other (interface "Events": ordered),
 * so many per case measure the ordering chain rather than the delivery path.
 */
const FILES_PER_UPLOAD = Number(values['per-case']);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main(): Promise<void> {
  const scratch = await scratchDatabase('benchwebhooks');
  const ts = await tempStorage();
  const receiver = await startReceiver(() => 200);
  let worker: WorkerChild | null = null;
  let relay: OutboxRelay | null = null;
  let prefixToClear: string | null = null;
  try {
    const org = await createTestOrg(scratch.db, 'Webhook bench');
    await registerWebhookConfig(scratch.db, org.id, { endpoint: receiver.url, apiKey: 'bench-secret-0123456789abcdef', audience: 'partner' }, { allowPrivateTargets: true });

    // Files to finish: uploads of 20 files with forensics requested and classify=false. No
    // processing worker runs, so the files wait in `queued` until this script finishes them.
    process.stdout.write(`preparing ${EVENTS} files...\n`);
    const fileIds: string[] = [];
    while (fileIds.length < EVENTS) {
      const files = [];
      for (let i = 0; i < Math.min(FILES_PER_UPLOAD, EVENTS - fileIds.length); i += 1) files.push(await stageFile(ts.storage, { fileName: `f${i}.pdf` }));
      const { result } = await submitUpload(
        { db: scratch.db, files: ts.storage },
        { organizationId: org.id, externalId: uniqueExternalId('BENCH'), caseRef: null, features: ['forensics'], classify: false, metadata: {}, files, idempotency: null },
      );
      fileIds.push(...(await findFilesOfUploads(scratch.db, [result.upload.uploadId])).map((f) => f.id));
    }
    for (const id of fileIds) if ((await beginFileStage(scratch.db, 'forensics', id)) === null) throw new Error(`file ${id} did not start`);
    // The submissions' own work (upload.process) is not part of the measurement: mark it sent.
    await scratch.db.query("UPDATE outbox SET dispatchedAt = NOW(3) WHERE queue <> 'webhook.deliver'");

    // One worker process (src/jobs with the real SSRF-guarded sender, trusting the receiver's
    // certificate through NODE_EXTRA_CA_CERTS), and in this process what a processing worker
    // runs beside its stages: an outbox relay nudged after each state change.
    const prefix = uniquePrefix('benchwebhooks');
    prefixToClear = prefix;
    worker = await startWorkerChild({
      DATABASE_URL: scratch.url,
      REDIS_URL: TEST_REDIS_URL,
      STORAGE_DIR: ts.dir,
      QUEUE_PREFIX: prefix,
      WEBHOOK_TIMEOUT_MS: '10000',
      WEBHOOK_RETRY_BASE_MS: '1000',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WORKER_LOG_LEVEL: 'info',
    });
    relay = startOutboxRelay({ db: scratch.db, redisUrl: TEST_REDIS_URL, log: createLogger('warn'), prefix, definitions: fastDefinitions() });
    const p = { relay };

    process.stdout.write(`finishing ${EVENTS} files at ${RATE === 0 ? 'once (burst)' : `${RATE}/s`}...\n`);
    const started = Date.now();
    const finishing: Promise<unknown>[] = [];
    // The state change happens when its transaction commits: the delay is measured from there.
    const committedAt = new Map<string, number>();
    for (const [i, id] of fileIds.entries()) {
      if (RATE > 0) {
        const due = started + (i * 1000) / RATE;
        const wait = due - Date.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      }
      finishing.push(
        finishForensics(scratch.db, id, { ok: { findings: { verdict: 'clean', score: 0, checks: [] } as never, reportKey: `r/${id}`, viewerKey: `v/${id}` } }).then(() => {
          committedAt.set(id, Date.now());
          p.relay.nudge();
        }),
      );
      // Bound the connections used for state changes (the pool has 10).
      if (finishing.length % 8 === 0) await Promise.all(finishing.splice(0));
    }
    await Promise.all(finishing);
    const deadline = Date.now() + 120_000;
    while (receiver.received.filter((r) => r.answered === 200).length < EVENTS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const ok = receiver.received.filter((r) => r.answered === 200);
    const delays = ok.map((r) => r.receivedAt - committedAt.get((JSON.parse(r.body) as { data: { fileId: string } }).data.fileId)!).sort((a, b) => a - b);
    const first = started;
    const last = Math.max(...ok.map((r) => r.receivedAt));
    const fmt = (n: number) => `${n.toFixed(0)} ms`;
    process.stdout.write(
      [
        '',
        `events:               ${EVENTS} (${ok.length} delivered, ${receiver.received.length - ok.length} other requests)`,
        `state-change rate:    ${RATE === 0 ? 'burst' : `${RATE}/s`} (achieved ${((EVENTS * 1000) / (Math.max(...committedAt.values()) - first)).toFixed(1)}/s), ${FILES_PER_UPLOAD} event(s) per case`,
        `deliveries/s:         ${((ok.length * 1000) / (last - first)).toFixed(1)} (first state change to last 2xx)`,
        `delay from commit to the receiver's 2xx:`,
        `delay p50:            ${fmt(percentile(delays, 50))}   (goal < 100 ms)`,
        `delay p90:            ${fmt(percentile(delays, 90))}`,
        `delay p99:            ${fmt(percentile(delays, 99))}   (goal < 1000 ms)`,
        `delay max:            ${fmt(delays[delays.length - 1] ?? NaN)}`,
        '',
      ].join('\n'),
    );
  } finally {
    await relay?.close();
    await worker?.stop();
    if (prefixToClear !== null) await clearPrefix(prefixToClear);
    await receiver.close();
    await ts.cleanup();
    await scratch.drop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
    process.exit(1);
  },
);
