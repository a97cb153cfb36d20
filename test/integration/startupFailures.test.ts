/**
 * Every entry point (`npm start`, `start:api`, `start:worker`, `migrate`, `admin`) facing a
 * database or a Redis that is missing or unreachable at start: one clear line on stderr naming
 * it (password redacted), nothing on stdout, exit 1, no stack trace (README "Two commands").
 * Runs the compiled entry points, as the npm scripts do.
 */
import { expect } from 'chai';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createDataSource, runMigrations } from '../../src/data/dataSource';
import { ensureBuilt } from '../support/build';
import { TEST_DATABASE_URL } from '../support/env';
import { uniquePrefix } from '../support/pipeline';

const ROOT = path.resolve(__dirname, '../..');

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

function run(entry: string, args: string[], env: Record<string, string>, cwd: string): Promise<Run> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'dist/src/bin', `${entry}.js`), ...args], {
      cwd,
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', QUEUE_PREFIX: uniquePrefix('startup'), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    // A process that came up despite the fault would never exit: stop it, and the test fails on its status.
    const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr, ms: Date.now() - started });
    });
  });
}

const ENTRIES: { name: string; args: string[]; needsRedis: boolean }[] = [
  { name: 'all', args: [], needsRedis: true },
  { name: 'api', args: [], needsRedis: true },
  { name: 'worker', args: [], needsRedis: true },
  { name: 'migrate', args: [], needsRedis: false },
  { name: 'admin', args: ['org:create', '--name', 'Never created'], needsRedis: false },
];

function expectOneLine(res: Run, pattern: RegExp): void {
  expect(res.status, `${res.stdout}\n${res.stderr}`).to.equal(1);
  const lines = res.stderr.trimEnd().split('\n');
  expect(lines, res.stderr).to.have.length(1);
  expect(lines[0]).to.match(pattern);
  expect(res.stderr).to.not.match(/^\s+at /m);
  // The service's own JSON log lines may come first (`npm start`'s migrations); nothing else.
  for (const line of res.stdout.split('\n').filter(Boolean)) expect(line.startsWith('{'), line).to.equal(true);
}

describe('entry points facing a missing or unreachable database or Redis at start', function () {
  this.timeout(120_000);

  let cwd: string;
  let redisDown: string;
  let databaseDown: string;
  let databaseMissing: string;

  before(async function () {
    this.timeout(300_000);
    ensureBuilt();
    cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'startup-failures-'));
    // The entry points that need Redis reach the Redis check with a current database.
    const db = createDataSource(TEST_DATABASE_URL);
    await db.initialize();
    await runMigrations(db);
    await db.destroy();
    redisDown = `redis://127.0.0.1:${await closedPort()}`;
    databaseDown = `mysql://credeval:secret-password@127.0.0.1:${await closedPort()}/credeval`;
    const missing = new URL(TEST_DATABASE_URL);
    missing.pathname = `/credeval_test_missing_${process.pid}`;
    databaseMissing = missing.toString();
  });
  after(() => {
    if (cwd) fs.rmSync(cwd, { recursive: true, force: true });
  });

  for (const entry of ENTRIES) {
    describe(entry.name, () => {
      it('database unreachable: one line naming it, password redacted, exit 1', async () => {
        // REDIS_URL set: `npm start` would otherwise start its private redis-server first.
        const res = await run(entry.name, entry.args, { DATABASE_URL: databaseDown, REDIS_URL: redisDown }, cwd);
        expectOneLine(res, /connect to the database at mysql:\/\/credeval:\*\*\*@127\.0\.0\.1:\d+\/credeval: .*ECONNREFUSED/);
        expect(res.stderr).to.not.include('secret-password');
      });

      it('database missing: one line naming it, exit 1', async () => {
        const res = await run(entry.name, entry.args, { DATABASE_URL: databaseMissing, REDIS_URL: redisDown }, cwd);
        expectOneLine(res, /connect to the database at .*credeval_test_missing_\d+.*: .*Unknown database/);
      });

      if (entry.needsRedis) {
        it('Redis unreachable: one line naming it and saying what to do, exit 1', async () => {
          const res = await run(entry.name, entry.args, { DATABASE_URL: TEST_DATABASE_URL, REDIS_URL: redisDown }, cwd);
          expectOneLine(res, new RegExp(`^Cannot connect to Redis at ${redisDown.replace(/[./]/g, '\\$&')}: .*ECONNREFUSED.*REDIS_URL`));
        });
      }
    });
  }
});
