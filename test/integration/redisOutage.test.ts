import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { getCase } from '../../src/domain/cases/queries';
import { scratchDatabase, uniqueExternalId, type ScratchDatabase } from '../support/cases';
import { pdfBytes, submissionForm } from '../support/documents';
import { createTestOrg, type TestOrg } from '../support/fixtures';
import { sleep, uniquePrefix, waitFor } from '../support/pipeline';
import { freePort, startRedis, stopRedis } from '../support/redisServer';

const ROOT = path.resolve(__dirname, '../..');

interface Proc {
  name: string;
  child: ChildProcess;
  port: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The three entry points (`npm start`, `start:api`, `start:worker`) running when their Redis (a
 * private redis-server) stops, and starts again without its data, twice: no process dies, each
 * says once per outage that the connection is lost and never prints a stack, `/readyz` follows
 * Redis, uploads accepted while it is away are processed once it is back. (Redis unreachable at
 * start is a refusal to start instead: test/integration/startupFailures.test.ts.)
 */
describe('entry points while Redis comes and goes', function () {
  this.timeout(420_000);

  let scratch: ScratchDatabase;
  let org: TestOrg;
  let redisPort: number;
  let redis: ChildProcess | null = null;
  let storageDir: string;
  const procs: Proc[] = [];
  const prefix = uniquePrefix('redis-outage');

  before(async () => {
    scratch = await scratchDatabase('redisoutage');
    org = await createTestOrg(scratch.db, 'Redis outage');
    redisPort = await freePort();
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'redis-outage-'));
  });
  after(async () => {
    for (const p of procs) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
    await stopRedis(redis);
    await scratch?.drop();
    fs.rmSync(storageDir, { recursive: true, force: true });
  });

  async function start(name: string, entry: string, withPort: boolean): Promise<Proc> {
    const port = withPort ? await freePort() : null;
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...(port === null ? {} : { PORT: String(port) }),
        HOST: '127.0.0.1',
        DATABASE_URL: scratch.url,
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        QUEUE_PREFIX: prefix,
        STORAGE_DIR: storageDir,
        LOG_LEVEL: 'info',
        LOST_WORK_SWEEP_MS: '5000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const p: Proc = { name, child, port, stdout: '', stderr: '' };
    child.stdout!.on('data', (d: Buffer) => (p.stdout += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (p.stderr += d.toString()));
    procs.push(p);
    return p;
  }

  const lines = (p: Proc) =>
    p.stdout
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  const alive = (p: Proc) => p.child.exitCode === null && p.child.signalCode === null;
  const ready = async (p: Proc) => {
    try {
      return (await fetch(`http://127.0.0.1:${p.port}/readyz`)).status;
    } catch {
      return 0;
    }
  };

  async function upload(p: Proc): Promise<string> {
    const res = await fetch(`http://127.0.0.1:${p.port}/partner/v1/cases`, {
      method: 'POST',
      headers: { 'x-api-key': org.partnerKey },
      body: submissionForm({ externalId: uniqueExternalId('OUTAGE'), classify: 'false', features: '["forensics"]' }, [{ name: 'a.pdf', data: pdfBytes('outage', 2048) }]),
    });
    expect(res.status, await res.clone().text()).to.equal(202);
    return ((await res.json()) as { data: { caseId: string } }).data.caseId;
  }

  async function processed(caseId: string): Promise<void> {
    await waitFor(`the upload of case ${caseId} to end`, async () => {
      const u = (await getCase(scratch.db, org.id, caseId)).uploads[0]!;
      return u.status === 'completed' || u.status === 'failed';
    }, 120_000, 250);
  }

  it('no process dies, one clear line per outage each, /readyz follows Redis, uploads accepted meanwhile are processed', async () => {
    redis = await startRedis(redisPort);
    // `npm start` first: it applies the migrations.
    const all = await start('all', 'src/bin/all.ts', true);
    await waitFor('npm start to be ready', async () => (await ready(all)) === 200 || !alive(all), 90_000, 250);
    const api = await start('api', 'src/bin/api.ts', true);
    const worker = await start('worker', 'src/bin/worker.ts', false);
    await waitFor('start:api to be ready', async () => (await ready(api)) === 200 || !alive(api), 90_000, 250);
    await waitFor('the worker to start', async () => lines(worker).some((l) => l.msg === 'workers started') || !alive(worker), 90_000, 250);
    for (const p of procs) expect(alive(p), `${p.name} alive: ${p.stderr}`).to.equal(true);
    for (const caseId of [await upload(all), await upload(api)]) await processed(caseId);

    for (let round = 0; round < 2; round++) {
      await stopRedis(redis);
      redis = null;
      await waitFor('/readyz 503', async () => (await ready(all)) === 503 && (await ready(api)) === 503, 30_000, 250);
      const meanwhile = [await upload(all), await upload(api)];
      await sleep(2000);
      redis = await startRedis(redisPort);
      await waitFor('/readyz 200 again', async () => (await ready(all)) === 200 && (await ready(api)) === 200, 30_000, 250);
      // Several stall checks against the new, script-less Redis before the next uploads.
      await sleep(6000);
      for (const caseId of [...meanwhile, await upload(all), await upload(api)]) await processed(caseId);
    }

    for (const p of procs) {
      expect(alive(p), `${p.name} alive: ${p.stderr}`).to.equal(true);
      expect(p.stderr, `${p.name} stderr`).to.not.match(/^\s+at /m);
      expect(p.stdout, `${p.name} stdout`).to.not.match(/NOSCRIPT|\\n\s+at /);
      const lost = lines(p).filter((l) => l.msg === 'Redis connection lost; reconnecting every 2 s at most (queued work waits, the API answers 503 where it needs Redis)');
      expect(lost, `${p.name}: one line per outage`).to.have.length(2);
      for (const line of lost) expect(line.level).to.equal('warn');
    }
    for (const p of procs) {
      const exited = new Promise((resolve) => p.child.once('exit', resolve));
      p.child.kill('SIGTERM');
      await exited;
      expect(p.child.exitCode, `${p.name} exit code`).to.equal(0);
    }
  });
});
