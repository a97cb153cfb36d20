import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { testConfig } from '../support/env';
import { createApiKey, createTestOrg, type TestOrg } from '../support/fixtures';
import { pdfBytes, submissionForm } from '../support/documents';
import { multipartHead, parseRawResponse, startRawUpload } from '../support/rawUpload';
import { sleep, waitFor } from '../support/pipeline';
import { openRuntime, type Runtime } from '../../src/bin/runtime';
import { startApi } from '../../src/bin/services';
import type { RunningServer } from '../../src/api/server';
import { createLogger } from '../../src/log';

interface LogLine {
  level: string;
  msg: string;
  [key: string]: unknown;
}

interface Server {
  rt: Runtime;
  server: RunningServer;
  url: string;
  storageDir: string;
  logs: LogLine[];
  close(): Promise<void>;
}

/** The real API with its log lines captured and a storage directory of its own. */
async function startServer(env: Record<string, string>, storageDir?: string): Promise<Server> {
  const dir = storageDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'upload-limits-')));
  const rt = await openRuntime(testConfig({ STORAGE_DIR: dir, ...env }), 'test', 'apply');
  const logs: LogLine[] = [];
  const log = createLogger('info', {}, (line) => logs.push(JSON.parse(line) as LogLine));
  const server = await startApi({ ...rt, log });
  return {
    rt,
    server,
    url: `http://127.0.0.1:${server.port}`,
    storageDir: dir,
    logs,
    close: async () => {
      await server.close(1000);
      await rt.close();
    },
  };
}

/** Every temporary file of the storage (in-progress writes and request uploads), relative paths. */
async function filesUnder(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const area of ['.tmp', 'tmp']) {
    const entries = await fs.readdir(path.join(dir, area), { recursive: true, withFileTypes: true }).catch(() => []);
    found.push(...entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))));
  }
  return found;
}

let seq = 0;
const externalId = (label: string) => `${label}-${process.pid}-${Date.now()}-${++seq}`;

describe('bounded uploads: timeouts, concurrency, client aborts', function () {
  this.timeout(60_000);

  describe('timeouts', () => {
    let srv: Server;
    let org: TestOrg;
    before(async () => {
      srv = await startServer({ REQUEST_IDLE_TIMEOUT_MS: '800', REQUEST_TIMEOUT_MS: '3000' });
      org = await createTestOrg(srv.rt.db);
    });
    after(async () => srv?.close());

    it('a stalled upload is cut after the idle timeout with 408 in the error body, its temp file removed', async () => {
      const upload = await startRawUpload(srv.url, '/partner/v1/cases', org.partnerKey);
      upload.write(multipartHead(externalId('STALL')));
      // Part of the file is in storage while the client stalls.
      await waitFor('a temp file', async () => (await filesUnder(srv.storageDir)).length > 0, 5000);
      const res = parseRawResponse(await upload.response);
      const closedAfter = await upload.closedAfterMs;
      expect(res.status).to.equal(408);
      expect(res.body).to.include({ statusCode: 408, error: 'Request Timeout' });
      expect((res.body as { message: string }).message).to.match(/No data of the upload arrived/);
      expect(closedAfter).to.be.within(700, 5000);
      await waitFor('temp files removed', async () => (await filesUnder(srv.storageDir)).length === 0, 3000);
    });

    it('a trickling upload is cut after the request timeout with 408, its temp file removed', async () => {
      const upload = await startRawUpload(srv.url, '/partner/v1/cases', org.partnerKey);
      upload.write(multipartHead(externalId('TRICKLE')));
      const trickle = setInterval(() => upload.write(Buffer.alloc(10, 0x41)), 200);
      try {
        const res = parseRawResponse(await upload.response);
        expect(res.status).to.equal(408);
        expect((res.body as { message: string }).message).to.match(/did not arrive within 3 s/);
        // Before Node's own backstop (REQUEST_TIMEOUT_MS + 5 s), which would answer a bare 408.
        expect(await upload.closedAfterMs).to.be.within(2900, 7900);
      } finally {
        clearInterval(trickle);
      }
      await waitFor('temp files removed', async () => (await filesUnder(srv.storageDir)).length === 0, 3000);
    });

    it('a stalled JSON body is cut after the idle timeout with 408 in the error body', async () => {
      const url = new URL(srv.url);
      const socket = net.connect(Number(url.port), url.hostname);
      const started = Date.now();
      const chunks: Buffer[] = [];
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('error', () => undefined);
      const closed = new Promise<number>((done) => socket.on('close', () => done(Date.now() - started)));
      socket.write(
        `POST /partner/v1/webhook-config HTTP/1.1\r\nhost: ${url.host}\r\nx-api-key: ${org.partnerKey}\r\n` +
          `content-type: application/json\r\ncontent-length: 5000\r\n\r\n{"endpoint": "https://`,
      );
      const closedAfter = await closed;
      const res = parseRawResponse(Buffer.concat(chunks).toString('utf8'));
      expect(res.status).to.equal(408);
      expect(res.body).to.include({ statusCode: 408, error: 'Request Timeout' });
      expect((res.body as { message: string }).message).to.match(/No data of the request body arrived/);
      expect(closedAfter).to.be.within(700, 5000);
    });

    it('an upload that keeps sending within the bounds is accepted', async () => {
      const res = await fetch(`${srv.url}/partner/v1/cases`, {
        method: 'POST',
        headers: { 'x-api-key': org.partnerKey },
        body: submissionForm({ externalId: externalId('OK') }, [{ name: 'a.pdf', type: 'application/pdf', data: pdfBytes('ok') }]),
      });
      expect(res.status).to.equal(202);
    });

    it('keeps an idle keep-alive connection open longer than client pools do (the client closes it, never the server mid-request)', async function () {
      this.timeout(15_000);
      const port = Number(new URL(srv.url).port);
      const socket = net.connect(port, '127.0.0.1');
      const statuses: string[] = [];
      socket.on('data', (d: Buffer) => statuses.push(d.toString('latin1').split('\r\n')[0]));
      let closed = false;
      socket.on('close', () => (closed = true));
      const ask = () => socket.write('GET /healthz HTTP/1.1\r\nHost: test\r\n\r\n');
      ask();
      await waitFor('the first answer', async () => statuses.length === 1, 5000);
      // Node's default of 5 s would close here, racing any request a client sends on the connection meanwhile.
      await sleep(6000);
      expect(closed).to.equal(false);
      ask();
      await waitFor('the second answer', async () => statuses.length === 2, 5000);
      expect(statuses).to.deep.equal(['HTTP/1.1 200 OK', 'HTTP/1.1 200 OK']);
      socket.destroy();
    });
  });

  describe('concurrent uploads and client aborts', () => {
    let srv: Server;
    let org: TestOrg;
    let otherKey: string;
    let thirdKey: string;
    before(async () => {
      srv = await startServer({ UPLOADS_MAX_CONCURRENT_PER_KEY: '2', UPLOADS_MAX_CONCURRENT: '3', REQUEST_IDLE_TIMEOUT_MS: '20000' });
      org = await createTestOrg(srv.rt.db);
      otherKey = (await createApiKey(srv.rt.db, { organizationId: org.id, type: 'partner' })).apiKey;
      thirdKey = (await createApiKey(srv.rt.db, { organizationId: org.id, type: 'partner' })).apiKey;
    });
    after(async () => srv?.close());

    const stalled = async (key: string) => {
      const u = await startRawUpload(srv.url, '/partner/v1/cases', key);
      u.write(multipartHead(externalId('HOLD')));
      return u;
    };
    const post = (key: string) =>
      fetch(`${srv.url}/partner/v1/cases`, {
        method: 'POST',
        headers: { 'x-api-key': key },
        body: submissionForm({ externalId: externalId('CAP') }, [{ name: 'a.pdf', type: 'application/pdf', data: pdfBytes('cap') }]),
      });

    it('answers 429 with Retry-After beyond the per-key and the total bound, and frees slots when uploads end', async () => {
      const held = [await stalled(org.partnerKey), await stalled(org.partnerKey)];
      await sleep(200);
      const perKey = await post(org.partnerKey);
      expect(perKey.status).to.equal(429);
      expect(perKey.headers.get('retry-after')).to.match(/^\d+$/);
      const body = (await perKey.json()) as { statusCode: number; message: string };
      expect(body.statusCode).to.equal(429);
      expect(body.message).to.match(/at most 2 uploads of this API key/);

      held.push(await stalled(otherKey));
      await sleep(200);
      const total = await post(thirdKey);
      expect(total.status).to.equal(429);
      expect(((await total.json()) as { message: string }).message).to.match(/at most 3 uploads at once/);
      // Reads are not uploads: never refused by this bound.
      expect((await fetch(`${srv.url}/partner/v1/cases`, { headers: { 'x-api-key': thirdKey } })).status).to.equal(200);

      for (const u of held) u.socket.destroy();
      await waitFor('slots released', async () => (await post(org.partnerKey)).status === 202, 5000);
      expect((await post(thirdKey)).status).to.equal(202);
    });

    it('client aborts are logged once, at info, without a stack; the temp file is removed', async () => {
      const before = srv.logs.length;
      const logs = () => srv.logs.slice(before);
      for (let i = 0; i < 3; i++) {
        await waitFor('no temp file', async () => (await filesUnder(srv.storageDir)).length === 0, 3000);
        const upload = await startRawUpload(srv.url, '/partner/v1/cases', org.partnerKey);
        upload.write(multipartHead(externalId('ABORT')));
        await waitFor('a temp file', async () => (await filesUnder(srv.storageDir)).length > 0, 5000);
        upload.socket.resetAndDestroy();
        await upload.closedAfterMs;
      }
      await waitFor('three request lines', async () => logs().filter((l) => l.msg === 'request' && l.clientAborted === true).length === 3, 5000);
      await sleep(300);
      const aborted = logs().filter((l) => l.msg === 'request' && l.clientAborted === true);
      expect(aborted).to.have.length(3);
      for (const line of aborted) expect(line.level).to.equal('info');
      // (The outbox relay of this process may log about other suites' work in the shared database.)
      const others = logs().filter((l) => l.level !== 'info' && l.level !== 'debug' && !l.msg.startsWith('outbox relay'));
      expect(others, JSON.stringify(others)).to.deep.equal([]);
      // No stack in anything these requests logged (other suites' background work may log errors
      // with their stacks in this process meanwhile; those are not about the aborts).
      const ids = new Set(aborted.map((l) => l.requestId));
      const ofTheseRequests = logs().filter((l) => ids.has(l.requestId) || /abort/i.test(String(l.msg)));
      expect(ofTheseRequests.length).to.be.at.least(3);
      expect(JSON.stringify(ofTheseRequests)).to.not.match(/stack|    at /);
      await waitFor('temp files removed', async () => (await filesUnder(srv.storageDir)).length === 0, 3000);
    });
  });
});

/** Whether this process may mount a tmpfs (root in a container that allows it). */
function canMount(dir: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dir], { stdio: 'ignore' });
    execFileSync('umount', [dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('storage that cannot take writes', function () {
  this.timeout(90_000);
  let base: string;
  let storageDir: string;
  let srv: Server;
  let org: TestOrg;

  before(async () => {
    base = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-faults-'));
    storageDir = path.join(base, 'storage');
    await fs.mkdir(storageDir);
    srv = await startServer({}, storageDir);
    org = await createTestOrg(srv.rt.db);
  });
  after(async () => {
    await srv?.close();
    try {
      execFileSync('umount', [storageDir], { stdio: 'ignore' });
    } catch {
      // not mounted
    }
    await fs.rm(base, { recursive: true, force: true });
  });

  const upload = (id: string, size: number) =>
    fetch(`${srv.url}/partner/v1/cases`, {
      method: 'POST',
      headers: { 'x-api-key': org.partnerKey },
      body: submissionForm({ externalId: id }, [{ name: 'a.pdf', type: 'application/pdf', data: pdfBytes('storage', size) }]),
    });
  const casesNamed = async (id: string) => Number(((await srv.rt.db.query('SELECT COUNT(*) AS n FROM cases WHERE externalId = ?', [id])) as { n: number }[])[0]!.n);
  const readyz = async () => {
    const res = await fetch(`${srv.url}/readyz`);
    return { status: res.status, body: (await res.json()) as { ready: boolean; checks: Record<string, string> } };
  };

  it('is ready while the storage takes writes', async () => {
    const r = await readyz();
    expect(r.status).to.equal(200);
    expect(r.body.checks.storage).to.equal('ok');
  });

  it('a storage directory that is not usable (not a directory) makes /readyz 503 and uploads 503, nothing kept', async () => {
    const aside = path.join(base, 'aside');
    await fs.rename(storageDir, aside);
    await fs.writeFile(storageDir, 'not a directory');
    try {
      const r = await readyz();
      expect(r.status).to.equal(503);
      expect(r.body).to.deep.include({ ready: false });
      expect(r.body.checks.storage).to.equal('unavailable');
      const id = externalId('NOWRITE');
      const res = await upload(id, 4096);
      expect(res.status).to.equal(503);
      expect(res.headers.get('retry-after')).to.match(/^\d+$/);
      const body = (await res.json()) as { statusCode: number; message: string };
      expect(body.statusCode).to.equal(503);
      expect(body.message).to.match(/Storage is temporarily unavailable/);
      expect(await casesNamed(id)).to.equal(0);
    } finally {
      await fs.rm(storageDir, { force: true });
      await fs.rename(aside, storageDir);
    }
    expect((await readyz()).status).to.equal(200);
  });

  it('a full disk answers 507 and keeps nothing; a read-only one makes /readyz and uploads 503 (tmpfs, needs root)', async function () {
    if (!canMount(storageDir)) this.skip();
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', storageDir]);
    try {
      const id = externalId('FULL');
      const res = await upload(id, 3 * 1024 * 1024);
      expect(res.status).to.equal(507);
      const body = (await res.json()) as { statusCode: number; message: string };
      expect(body).to.include({ statusCode: 507, error: 'Insufficient Storage' });
      expect(res.headers.get('retry-after')).to.match(/^\d+$/);
      expect(await casesNamed(id)).to.equal(0);
      await waitFor('nothing kept', async () => (await fs.readdir(storageDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length === 0, 3000);
      // Space is back: a small upload goes through.
      expect((await upload(externalId('FITS'), 4096)).status).to.equal(202);

      execFileSync('mount', ['-o', 'remount,ro', storageDir]);
      const r = await readyz();
      expect(r.status).to.equal(503);
      expect(r.body.checks.storage).to.equal('unavailable');
      const ro = externalId('READONLY');
      const refused = await upload(ro, 4096);
      expect(refused.status, JSON.stringify(srv.logs.filter((l) => l.level === 'error'))).to.equal(503);
      expect(await casesNamed(ro)).to.equal(0);
    } finally {
      execFileSync('umount', [storageDir]);
    }
  });
});
