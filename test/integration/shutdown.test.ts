/**
 * Shutdown as operators start the service: through `npm run …`, signalled the way a terminal
 * (Ctrl-C) or a supervisor does, to the whole process group. The process that receives the
 * signal is the service itself (the scripts `exec` node, no tsx relay), a relayed copy of the
 * signal does not cut the in-flight work, and SIGTERM to npm alone stops the service too.
 */
import { expect } from 'chai';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import 'reflect-metadata';
import { createDataSource, runMigrations, type Database } from '../../src/data/dataSource';
import { getCase } from '../../src/domain/cases/queries';
import { submitUpload } from '../../src/domain/cases/submission';
import { scratchDatabase, stageFile, tempStorage, uniqueExternalId, type ScratchDatabase, type TempStorage } from '../support/cases';
import { pdfBytes } from '../support/documents';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from '../support/env';
import { createTestOrg, type TestOrg } from '../support/fixtures';
import { clearPrefix, sleep, uniquePrefix, waitFor } from '../support/pipeline';
import { AMARA, scannedPng, transcriptLines } from '../support/samples';
import { ensureBuilt } from '../support/build';

const ROOT = path.resolve(__dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The direct children of `pid` (Linux /proc through ps). */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((s) => Number(s.trim()))
      .filter((n) => n > 0);
  } catch {
    return [];
  }
}

interface Started {
  npm: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

describe('shutdown through npm scripts (signals reach the service)', function () {
  this.timeout(120_000);

  let db: Database;
  let org: TestOrg;
  let storageDir: string;
  const prefix = uniquePrefix('shutdown');
  const started: Started[] = [];

  before(async function () {
    // The npm scripts run the compiled service (node dist/...).
    this.timeout(300_000);
    ensureBuilt();
    db = createDataSource(TEST_DATABASE_URL);
    await db.initialize();
    await runMigrations(db);
    org = await createTestOrg(db, 'Shutdown test');
    storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shutdown-test-'));
  });
  after(async () => {
    for (const s of started) {
      for (const pid of [s.npm.pid!, ...childrenOf(s.npm.pid!)]) if (alive(pid)) process.kill(pid, 'SIGKILL');
    }
    await clearPrefix(prefix);
    await fs.rm(storageDir, { recursive: true, force: true });
    await db?.destroy();
  });

  async function startScript(script: string): Promise<Started> {
    const port = await freePort();
    let out = '';
    // detached: its own process group, as a terminal or a supervisor gives it.
    const npm = spawn('npm', ['run', '--silent', script], {
      cwd: ROOT,
      detached: true,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: TEST_DATABASE_URL,
        REDIS_URL: TEST_REDIS_URL,
        QUEUE_PREFIX: prefix,
        STORAGE_DIR: storageDir,
        LOG_LEVEL: 'info',
        SHUTDOWN_TIMEOUT_MS: '20000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    npm.stdout!.on('data', (d) => (out += d));
    npm.stderr!.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    const s = { npm, port, output: () => out, exited };
    started.push(s);
    await waitFor('the API to answer', async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.ok, 60_000, 200);
    return s;
  }

  it('npm start runs the service as npm\'s direct child (no shell between them, compiled code)', async () => {
    const s = await startScript('start:api');
    const kids = childrenOf(s.npm.pid!);
    expect(kids).to.have.length(1);
    const cmd = execFileSync('ps', ['-o', 'args=', '-p', String(kids[0])], { encoding: 'utf8' });
    // The compiled entry point itself: no tsx loader in the process that serves.
    expect(cmd).to.match(/^node dist\/src\/bin\/api\.js\s*$/);
    process.kill(-s.npm.pid!, 'SIGTERM');
    expect(await s.exited).to.equal(0);
  });

  it('SIGTERM to the process group during an upload: the upload finishes (202, whole file stored), then everything exits 0', async () => {
    const s = await startScript('start:api');
    const service = childrenOf(s.npm.pid!)[0]!;
    const file = pdfBytes('shutdown', 6 * 1024 * 1024);
    const boundary = 'shutdownboundary';
    const externalId = `SHUT-${process.pid}-${Date.now()}`;
    const head = Buffer.from(
      [
        `--${boundary}\r\nContent-Disposition: form-data; name="externalId"\r\n\r\n${externalId}\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="features"\r\n\r\n["forensics"]\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ].join(''),
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const req = http.request({
      agent: new http.Agent({ keepAlive: true }),
      host: '127.0.0.1',
      port: s.port,
      method: 'POST',
      path: '/partner/v1/cases',
      headers: { 'x-api-key': org.partnerKey, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + file.length + tail.length },
    });
    const answered = new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
      req.on('response', (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
      });
      req.on('error', reject);
    });
    req.write(head);
    req.write(file.subarray(0, 1024 * 1024));
    await sleep(300);
    // What Ctrl-C or a supervisor does: the signal to every process of the group, so the
    // service gets it from the kernel and again from npm's relay.
    process.kill(-s.npm.pid!, 'SIGTERM');
    // npm relays the signal it got to the service; whether its copy arrives before the service
    // exits depends on timing, so one more copy is sent here, as a relay would.
    await sleep(20);
    if (alive(service)) process.kill(service, 'SIGTERM');
    await sleep(300);
    expect(alive(service), 'the service waits for the in-flight upload').to.equal(true);
    // The rest of the body, over about a second.
    for (let at = 1024 * 1024; at < file.length; at += 512 * 1024) {
      req.write(file.subarray(at, at + 512 * 1024));
      await sleep(100);
    }
    req.end(tail);
    const res = await answered;
    expect(res.status, res.body).to.equal(202);
    // The answer closes its keep-alive connection, so the client sends nothing more on it and
    // the service stops now rather than at the shutdown timeout (20 s here).
    expect(res.connection).to.equal('close');
    const answeredAt = Date.now();
    expect(await s.exited).to.equal(0);
    expect(Date.now() - answeredAt).to.be.below(5000);
    await waitFor('the service to exit', async () => !alive(service), 20_000);
    expect(s.output()).to.match(/"signal repeated while shutting down/);
    expect(s.output()).not.to.match(/second signal: exiting now/);
    // Nothing half-written: the whole file is stored, and no temporary part is left.
    const [row] = (await db.query(
      'SELECT f.storageKey AS storageKey, f.size AS size FROM upload_files f JOIN cases c ON c.id = f.caseId WHERE c.externalId = ?',
      [externalId],
    )) as Array<{ storageKey: string; size: number }>;
    expect(row, 'the upload is recorded').to.not.equal(undefined);
    const stored = await fs.readFile(path.join(storageDir, ...row!.storageKey.split('/')));
    expect(createHash('sha256').update(stored).digest('hex')).to.equal(createHash('sha256').update(file).digest('hex'));
    expect(await fs.readdir(path.join(storageDir, '.tmp')).catch(() => [])).to.deep.equal([]);
  });

  it('SIGTERM to npm alone (docker stop of a CMD run through npm) stops the service too', async () => {
    const s = await startScript('start:api');
    const service = childrenOf(s.npm.pid!)[0]!;
    s.npm.kill('SIGTERM');
    expect(await s.exited).to.equal(0);
    await waitFor('the service to exit', async () => !alive(service), 20_000);
    expect(await fetch(`http://127.0.0.1:${s.port}/healthz`).then(() => 'answered', () => 'refused')).to.equal('refused');
  });
});

/**
 * SIGTERM to `npm run start:worker`'s process group in the middle of a long job (OCR of scanned
 * pages), with a shutdown timeout far shorter than the job: the job is not lost and not failed;
 * it stays active in Redis, and the next worker's stall check hands it out again, once.
 */
describe('shutdown of a worker in the middle of a job', function () {
  this.timeout(300_000);

  let scratch: ScratchDatabase;
  let ts: TempStorage;
  let orgId: string;
  const prefix = uniquePrefix('shutdown-worker');
  const workers: ChildProcess[] = [];

  before(async function () {
    this.timeout(300_000);
    ensureBuilt();
    scratch = await scratchDatabase('shutdownworker');
    ts = await tempStorage();
    orgId = (await createTestOrg(scratch.db, 'Shutdown worker test')).id;
  });
  after(async () => {
    for (const w of workers) {
      for (const pid of [w.pid!, ...childrenOf(w.pid!)]) if (alive(pid)) process.kill(pid, 'SIGKILL');
    }
    await clearPrefix(prefix);
    await ts?.cleanup();
    await scratch?.drop();
  });

  async function startWorkerScript(): Promise<{ npm: ChildProcess; output: () => string; exited: Promise<number | null> }> {
    let out = '';
    const npm = spawn('npm', ['run', '--silent', 'start:worker'], {
      cwd: ROOT,
      detached: true,
      env: { ...process.env, DATABASE_URL: scratch.url, REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: prefix, STORAGE_DIR: ts.dir, LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT_MS: '300' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    workers.push(npm);
    npm.stdout!.on('data', (d) => (out += d));
    npm.stderr!.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    await waitFor('the worker to start', async () => {
      if (npm.exitCode !== null) throw new Error(`worker exited: ${out}`);
      return out.includes('"workers started"');
    }, 60_000);
    return { npm, output: () => out, exited };
  }

  it('leaves the job to be retried by the next worker, which finishes it once', async () => {
    const rows = (sql: string, params: unknown[] = []) => scratch.db.query(sql, params) as Promise<Array<Record<string, unknown>>>;
    const pages = [
      await scannedPng(transcriptLines(AMARA).slice(0, 8)),
      await scannedPng(['ACADEMIC TRANSCRIPT', `Programme: ${AMARA.programme}`, 'PHY101 Mechanics 3 A', 'MTH102 Calculus 4 B']),
    ];
    const files = [];
    for (const [i, data] of pages.entries()) files.push(await stageFile(ts.storage, { fileName: `scan-${i + 1}.png`, data, kind: 'png' }));
    const { result } = await submitUpload(
      { db: scratch.db, files: ts.storage },
      { organizationId: orgId, externalId: uniqueExternalId('SIGTERM'), caseRef: null, features: ['extraction'], classify: true, metadata: {}, files, idempotency: null },
    );
    const uploadId = result.upload.uploadId;
    const classification = async () => String((await rows('SELECT classificationStatus FROM uploads WHERE id = ?', [uploadId]))[0]!.classificationStatus);

    const first = await startWorkerScript();
    await waitFor('classification to start', async () => (await classification()) === 'processing', 60_000);
    await sleep(300);
    process.kill(-first.npm.pid!, 'SIGTERM');
    // Cut at the 300 ms shutdown timeout: the worker exits, the job neither done nor failed.
    expect(await first.exited).to.be.oneOf([0, 1]);
    expect(first.output()).to.match(/"shutting down"/);
    expect(await classification()).to.equal('processing');
    if (/OCR was interrupted by SIG/.test(first.output())) {
      const redis = createClient({ url: TEST_REDIS_URL });
      await redis.connect();
      try {
        const ids = await redis.hKeys(`${prefix}:upload.process:jobs`);
        expect(ids).to.have.length(1);
        for (const id of ids) {
          const job = JSON.parse((await redis.hGet(`${prefix}:upload.process:jobs`, id)) ?? '{}') as { options?: { retries?: number } };
          // bee-queue counts retries down; none was spent on the interrupted attempt (4 attempts = 3 retries).
          expect(job.options?.retries, 'retries left after the interrupted attempt').to.equal(3);
        }
      } finally {
        redis.destroy();
      }
    }

    const second = await startWorkerScript();
    const upload = await waitFor('the upload to complete', async () => {
      const u = (await getCase(scratch.db, orgId, result.caseId)).uploads[0]!;
      return u.status === 'completed' || u.status === 'failed' ? u : null;
    }, 240_000, 250);
    expect(upload.status).to.equal('completed');
    // The job came back either through the stall check (the worker exited with it still active) or
    // as the retry of an attempt the shutdown cut short (its OCR child stopped with the process
    // group); such an attempt says it was interrupted, not timed out, and costs no retry.
    const handedOut = /"stalled job handed out again"/.test(second.output());
    const interrupted = /OCR was interrupted by SIG/.test(first.output());
    expect(handedOut || interrupted, first.output() + second.output()).to.equal(true);
    expect(first.output()).to.not.match(/timed out after/);
    // Each piece of work recorded once: one classification, one extraction per credential found.
    const credentials = Number((await rows('SELECT COUNT(*) AS n FROM credentials WHERE uploadId = ?', [uploadId]))[0]!.n);
    expect(credentials).to.be.above(0);
    const queues = await rows('SELECT queue, COUNT(*) AS n FROM outbox WHERE caseId = ? GROUP BY queue ORDER BY queue', [result.caseId]);
    expect(queues.map((q) => [q.queue, Number(q.n)])).to.deep.equal([
      ['credential.extract', credentials],
      ['upload.process', 1],
    ]);
    expect(await rows('SELECT payload FROM outbox WHERE caseId = ? GROUP BY queue, payload HAVING COUNT(*) > 1', [result.caseId])).to.deep.equal([]);
    const events = await rows("SELECT eventName, COUNT(*) AS n FROM webhook_events WHERE caseId = ? GROUP BY eventName ORDER BY eventName", [result.caseId]);
    for (const e of events) expect(Number(e.n), String(e.eventName)).to.equal(1);
  });
});
