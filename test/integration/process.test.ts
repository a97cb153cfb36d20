import { expect } from 'chai';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import 'reflect-metadata';
import { createDataSource, runMigrations, type Database } from '../../src/data/dataSource';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from '../support/env';
import { uniquePrefix } from '../support/pipeline';
import { createTestOrg, type TestOrg } from '../support/fixtures';

const ROOT = path.resolve(__dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** The entry points as an operator runs them (decision "Processes and configuration"): configuration, logs, graceful shutdown. */
describe('entry points (decision "Processes and configuration")', () => {
  let db: Database;
  let org: TestOrg;

  before(async () => {
    db = createDataSource(TEST_DATABASE_URL);
    await db.initialize();
    await runMigrations(db);
    org = await createTestOrg(db);
  });
  after(async () => db?.destroy());

  it('refuses to start with invalid configuration, naming every problem', () => {
    const res = spawnSync(process.execPath, ['--import', 'tsx', 'src/bin/api.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: 'abc', REDIS_URL: 'http://nope', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'maybe', DATABASE_URL: TEST_DATABASE_URL },
      encoding: 'utf8',
    });
    expect(res.status).to.equal(1);
    expect(res.stderr).to.match(/Invalid configuration/);
    expect(res.stderr).to.match(/PORT/);
    expect(res.stderr).to.match(/REDIS_URL/);
    expect(res.stderr).to.match(/WEBHOOK_ALLOW_PRIVATE_TARGETS/);
    expect(res.stdout).to.equal('');
  });

  describe('start:api', () => {
    let child: ChildProcess;
    let port: number;
    let stdout = '';

    before(async function () {
      // Starting a process under tsx takes a while on a loaded machine.
      this.timeout(60_000);
      port = await freePort();
      child = spawn(process.execPath, ['--import', 'tsx', 'src/bin/api.ts'], {
        cwd: ROOT,
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: TEST_DATABASE_URL, REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: uniquePrefix('process'), LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (d) => (stdout += d));
      const deadline = Date.now() + 55_000;
      while (Date.now() < deadline) {
        try {
          if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
        } catch {
          await new Promise((r) => setTimeout(r, 200));
        }
      }
      throw new Error('api did not start');
    });
    after(() => {
      if (child.exitCode === null) child.kill('SIGKILL');
    });

    it('writes one JSON log line per request with id, method, route, status and duration, and never the key', async () => {
      await fetch(`http://127.0.0.1:${port}/partner/v1/cases?limit=0`, { headers: { 'x-api-key': org.partnerKey, 'x-request-id': 'log-probe-1' } });
      await fetch(`http://127.0.0.1:${port}/partner/v1/cases`, { headers: { authorization: `Bearer ${org.partnerKey}`, 'x-request-id': 'log-probe-2' } });
      await new Promise((r) => setTimeout(r, 200));
      const lines = stdout.trim().split('\n').map((l) => JSON.parse(l));
      const probe = lines.filter((l) => l.msg === 'request' && String(l.requestId).startsWith('log-probe-'));
      expect(probe).to.have.length(2);
      for (const line of probe) {
        expect(line).to.include.keys('requestId', 'method', 'route', 'status', 'durationMs');
        expect(line.route).to.equal('/partner/v1/cases');
        expect(line.method).to.equal('GET');
        expect(line.durationMs).to.be.a('number');
      }
      expect(probe[0].status).to.equal(400);
      const secret = org.partnerKey.slice(-43) /* the secret: the key's last 43 characters (base64url may hold '_') */;
      expect(stdout).not.to.include(secret);
    });

    it('finishes an in-flight request on SIGTERM, then exits 0', async () => {
      // A request whose body is still arriving when the signal comes.
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((r) => socket.once('connect', r));
      const body = JSON.stringify({ endpoint: 'https://example.org/hook', apiKey: 'x'.repeat(20), audience: 'partner' });
      socket.write(
        `POST /partner/v1/webhook-config HTTP/1.1\r\nHost: x\r\nx-api-key: ${org.partnerKey}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n${body.slice(0, 10)}`,
      );
      let response = '';
      socket.on('data', (d) => (response += d));
      await new Promise((r) => setTimeout(r, 300));
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      expect(child.exitCode).to.equal(null); // still waiting for the in-flight request
      // write, not end: a client that half-closes gets no answer from Node's HTTP server
      // (httpAllowHalfOpen is off), and the operation now does real work before answering.
      socket.write(body.slice(10));
      await new Promise((r) => socket.once('close', r));
      // Whatever the operation answers, the request got its whole answer after the signal.
      expect(response).to.match(/^HTTP\/1\.1 \d{3} /);
      expect(response).to.match(/"statusCode"|"success"/);
      expect(await exited).to.equal(0);
    });
  });
});
