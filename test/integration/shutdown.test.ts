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
import 'reflect-metadata';
import { createDataSource, runMigrations, type Database } from '../../src/data/dataSource';
import { pdfBytes } from '../support/documents';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from '../support/env';
import { createTestOrg, type TestOrg } from '../support/fixtures';
import { clearPrefix, sleep, uniquePrefix, waitFor } from '../support/pipeline';

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

  before(async () => {
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

  it('npm start runs the service as npm\'s direct child (no shell or tsx relay between them)', async () => {
    const s = await startScript('start:api');
    const kids = childrenOf(s.npm.pid!);
    expect(kids).to.have.length(1);
    const cmd = execFileSync('ps', ['-o', 'args=', '-p', String(kids[0])], { encoding: 'utf8' });
    expect(cmd).to.match(/node .*--import tsx src\/bin\/api\.ts/);
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
      host: '127.0.0.1',
      port: s.port,
      method: 'POST',
      path: '/partner/v1/cases',
      headers: { 'x-api-key': org.partnerKey, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + file.length + tail.length },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
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
    expect(await s.exited).to.equal(0);
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
