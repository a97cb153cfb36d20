/**
 * The embedded default (README "Two commands"): `npm start` in an empty directory with no
 * DATABASE_URL and no REDIS_URL keeps SQLite and a private redis-server's data under ./data, comes
 * up, processes a submission, stops cleanly with its Redis child, and a second start finds the
 * same data without printing keys again. Also: a machine without redis-server gets one line that
 * says how to install one, at once.
 */
import { expect } from 'chai';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt } from '../support/build';
import { waitFor } from '../support/pipeline';

const ROOT = path.resolve(__dirname, '../..');
const SAMPLE = path.join(ROOT, 'examples/samples/transcript.pdf');

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

/** The environment of a fresh machine: none of the service's settings, whatever the test run has. */
function freshEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'STORAGE_DIR', 'QUEUE_PREFIX', 'PUBLIC_BASE_URL', 'TRANSLATION_URL']) delete env[name];
  return { ...env, ...extra };
}

interface Started {
  npm: ChildProcess;
  /** The service: npm's one child (the start script `exec`s node). */
  node: number;
  stdout: string;
  stderr: string;
}

describe('embedded default: npm start in an empty directory, no DATABASE_URL, no REDIS_URL', function () {
  this.timeout(180_000);

  let dir: string;
  let port: number;
  let base: string;
  let partnerKey: string;
  let caseId: string;
  /** Every service started, killed in `after` if a test left it running (npm does not relay SIGKILL). */
  const running: number[] = [];

  before(async function () {
    this.timeout(300_000);
    ensureBuilt();
    // An empty directory in which `npm start` runs this checkout's compiled service: package.json
    // (the scripts) and dist/ are links, everything the service writes lands here.
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-start-'));
    fs.symlinkSync(path.join(ROOT, 'package.json'), path.join(dir, 'package.json'));
    fs.symlinkSync(path.join(ROOT, 'dist'), path.join(dir, 'dist'));
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
  });
  // A test that failed half-way leaves its service running: the next start would find the port taken.
  afterEach(() => {
    for (const pid of running) if (alive(pid)) process.kill(pid, 'SIGKILL');
  });
  after(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function start(): Promise<Started> {
    const npm = spawn('npm', ['start', '--silent'], {
      cwd: dir,
      env: freshEnv({ PORT: String(port), HOST: '127.0.0.1', PUBLIC_BASE_URL: base, LOG_LEVEL: 'info' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.push(npm.pid!);
    const s: Started = { npm, node: 0, stdout: '', stderr: '' };
    npm.stdout!.on('data', (d: Buffer) => (s.stdout += d.toString()));
    npm.stderr!.on('data', (d: Buffer) => (s.stderr += d.toString()));
    await waitFor(
      'npm start to be ready (banner printed, /readyz 200)',
      async () => {
        if (npm.exitCode !== null) throw new Error(`npm start exited ${npm.exitCode}: ${s.stderr}`);
        if (!s.stdout.includes('Operator UI:')) return false;
        return (await fetch(`${base}/readyz`).then((r) => r.status, () => 0)) === 200;
      },
      120_000,
      250,
    );
    s.node = Number(spawnSync('ps', ['-o', 'pid=', '--ppid', String(npm.pid)], { encoding: 'utf8' }).stdout.trim());
    expect(s.node).to.be.greaterThan(0);
    running.push(s.node);
    return s;
  }

  const logLines = (s: Started) =>
    s.stdout
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);

  function redisPids(s: Started): { pid: number; dir: string } {
    const line = logLines(s).find((l) => l.msg === 'private redis-server started');
    expect(line, s.stdout).to.not.equal(undefined);
    return { pid: line!.pid as number, dir: line!.dir as string };
  }

  async function stopWith(s: Started, signal: NodeJS.Signals): Promise<number | null> {
    const exited = new Promise<number | null>((resolve) => s.npm.once('exit', (code) => resolve(code)));
    s.npm.kill(signal);
    return exited;
  }

  it('first start: SQLite and Redis data under ./data, keys printed once with the URLs and a curl line; a submission is processed and read back; SIGTERM stops it and its Redis', async () => {
    const s = await start();
    const partner = /Partner key: +(\S+)/.exec(s.stdout);
    const operator = /Operator key: +(\S+)/.exec(s.stdout);
    expect(partner, s.stdout).to.not.equal(null);
    expect(operator, s.stdout).to.not.equal(null);
    partnerKey = partner![1]!;
    for (const url of [`${base}/partner/v1`, `${base}/docs`, `${base}/operator/ui`]) expect(s.stdout).to.include(url);
    expect(s.stdout).to.include(`files=@${SAMPLE}`);
    // Printed, never logged: no JSON log line holds either key.
    for (const line of s.stdout.split('\n').filter((l) => l.startsWith('{'))) {
      expect(line).to.not.include(partnerKey);
      expect(line).to.not.include(operator![1]!);
    }
    const redis = redisPids(s);
    expect(alive(redis.pid)).to.equal(true);
    expect(fs.realpathSync(redis.dir)).to.equal(fs.realpathSync(path.join(dir, 'data/redis')));
    expect(fs.existsSync(path.join(dir, 'data/credeval.sqlite'))).to.equal(true);

    // The operator key works on the operator API.
    const operatorCases = await fetch(`${base}/operator/v1/cases`, { headers: { 'x-api-key': operator![1]! } });
    expect(operatorCases.status).to.equal(200);

    // The curl line of the banner, run as printed (through a shell): the sample document is accepted.
    const curlLine = s.stdout.split('\n').find((l) => l.trim().startsWith('curl') && l.includes('-F'))!;
    const curl = spawnSync('sh', ['-c', curlLine], { encoding: 'utf8' });
    expect(curl.status, curl.stderr).to.equal(0);
    const accepted = JSON.parse(curl.stdout) as { data: { caseId: string; upload: { uploadId: string } } };
    caseId = accepted.data.caseId;

    const headers = { 'x-api-key': partnerKey };
    await waitFor(
      'the upload to be processed',
      async () => {
        if (s.npm.exitCode !== null) throw new Error(`npm start exited ${s.npm.exitCode}: ${s.stderr}\n${s.stdout.slice(-3000)}`);
        const res = await fetch(`${base}/partner/v1/cases/${caseId}`, { headers }).catch(() => null);
        if (res === null) return false;
        const body = (await res.json()) as { data: { uploads: { status: string }[] } };
        return body.data.uploads.every((u) => u.status === 'completed' || u.status === 'failed');
      },
      150_000,
      500,
    );
    const caseBody = (await (await fetch(`${base}/partner/v1/cases/${caseId}`, { headers })).json()) as {
      data: { uploads: { status: string; features: { name: string; status: string }[] }[] };
    };
    const features = Object.fromEntries(caseBody.data.uploads[0]!.features.map((f) => [f.name, f.status]));
    expect(features.extraction, JSON.stringify(caseBody)).to.equal('completed');
    expect(features.forensics, JSON.stringify(caseBody)).to.equal('completed');
    const extraction = await fetch(`${base}/partner/v1/cases/${caseId}/extraction`, { headers });
    expect(extraction.status).to.equal(200);
    const credentials = ((await extraction.json()) as { data: { credentials: { status: string; candidate: { fullName: string | null }; courses: unknown[] }[] } }).data.credentials;
    expect(credentials).to.have.length.greaterThan(0);
    expect(credentials[0]!.status).to.equal('completed');
    expect(credentials[0]!.candidate.fullName).to.be.a('string').and.not.equal('');
    expect(credentials[0]!.courses).to.have.length.greaterThan(0);
    const forensics = await fetch(`${base}/partner/v1/cases/${caseId}/forensics`, { headers });
    expect(forensics.status).to.equal(200);

    expect(await stopWith(s, 'SIGTERM')).to.equal(0);
    expect(alive(redis.pid), 'the private redis-server is gone').to.equal(false);
    expect(s.stderr).to.not.match(/^\s+at /m);
  });

  it('second start: the same data, no keys printed again; a service killed with SIGKILL leaves no Redis behind', async () => {
    const s = await start();
    expect(s.stdout).to.not.include('Partner key');
    expect(s.stdout).to.not.include(partnerKey);
    const list = await fetch(`${base}/partner/v1/cases`, { headers: { 'x-api-key': partnerKey } });
    expect(list.status).to.equal(200);
    const ids = ((await list.json()) as { data: { id: string }[] }).data.map((c) => c.id);
    expect(ids).to.deep.equal([caseId]);
    const extraction = await fetch(`${base}/partner/v1/cases/${caseId}/extraction`, { headers: { 'x-api-key': partnerKey } });
    expect(extraction.status).to.equal(200);

    const redis = redisPids(s);
    expect(alive(redis.pid)).to.equal(true);

    // A second service in the same directory would share the running one's Redis data: refused.
    const other = spawnSync(process.execPath, [path.join(ROOT, 'dist/src/bin/all.js')], {
      cwd: dir,
      env: freshEnv({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' }),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(other.status, other.stderr).to.equal(1);
    expect(other.stderr.trimEnd().split('\n')).to.have.length(1);
    expect(other.stderr).to.include(`redis-server (pid ${redis.pid})`);
    expect(alive(redis.pid)).to.equal(true);

    // The service itself (npm's one child, node) dies without any chance to clean up.
    const npmExited = new Promise((resolve) => s.npm.once('exit', resolve));
    process.kill(s.node, 'SIGKILL');
    await npmExited;
    await waitFor('the private redis-server to stop', async () => !alive(redis.pid), 10_000, 100);
  });

  it('a private redis-server that dies on its own is logged as an error, and the service keeps serving', async () => {
    const s = await start();
    const redis = redisPids(s);
    process.kill(redis.pid, 'SIGKILL');
    await waitFor('the error line', async () => logLines(s).find((l) => l.msg === 'private redis-server exited; restart the service'), 10_000, 100);
    const line = logLines(s).find((l) => l.msg === 'private redis-server exited; restart the service')!;
    expect(line.level).to.equal('error');
    expect(line.pid).to.equal(redis.pid);
    // What does not need Redis is still served; readiness says Redis is missing.
    expect((await fetch(`${base}/partner/v1/cases`, { headers: { 'x-api-key': partnerKey } })).status).to.equal(200);
    await waitFor('/readyz 503', async () => (await fetch(`${base}/readyz`)).status === 503, 10_000, 200);
    process.kill(s.node, 'SIGKILL');
  });

  it('without a redis-server binary: exits 1 at once with one line saying how to install one or set REDIS_URL', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-no-redis-'));
    try {
      const started = Date.now();
      const res = spawnSync(process.execPath, [path.join(ROOT, 'dist/src/bin/all.js')], {
        cwd: empty,
        // A PATH without redis-server (node is started by its absolute path).
        env: freshEnv({ PATH: empty, PORT: '0', LOG_LEVEL: 'info' }),
        encoding: 'utf8',
      });
      expect(res.status).to.equal(1);
      expect(Date.now() - started).to.be.below(15_000);
      const lines = res.stderr.trimEnd().split('\n');
      expect(lines, res.stderr).to.have.length(1);
      for (const hint of ['apt-get install redis-server', 'brew install redis', 'docker run -p 6379:6379 redis:7', 'REDIS_URL']) {
        expect(lines[0]).to.include(hint);
      }
      expect(res.stdout).to.equal('');
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
