import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { deliveryHeaders } from '../../src/webhooks/signature';
import { scratchDatabase, tempStorage, type ScratchDatabase, type TempStorage } from '../support/cases';
import { createTestOrg, type TestOrg } from '../support/fixtures';
import { submissionForm } from '../support/documents';
import { TEST_REDIS_URL } from '../support/env';
import { clearPrefix, uniquePrefix, waitFor } from '../support/pipeline';
import { transcriptPdf } from '../support/samples';
import { startTestServer, type TestServer } from '../support/server';
import { startWorkerChild, type WorkerChild } from '../support/webhooks';

const ROOT = path.resolve(__dirname, '..', '..');

interface RunningReceiver {
  child: ChildProcess;
  output(): string;
  endpoint: string;
  certPath: string;
  /** The POST /webhook-config body it printed. */
  registration: { endpoint: string; apiKey: string; audience: string; description?: string };
  stop(): Promise<void>;
}

/** `npm run webhook:receiver` as a user runs it, in a process group of its own (stopped by its id). */
async function startReceiverScript(args: string[]): Promise<RunningReceiver> {
  const child = spawn('npm', ['run', '--silent', 'webhook:receiver', '--', ...args], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await waitFor('the receiver to print its settings', async () => {
    if (child.exitCode !== null) throw new Error(`webhook:receiver exited with ${child.exitCode}: ${err}`);
    return out.includes('Deliveries follow') ? true : null;
  }, 60_000, 100);
  const endpoint = /listening on (https:\/\/\S+)/.exec(out)![1]!;
  const certPath = /NODE_EXTRA_CA_CERTS=(\S+) WEBHOOK_ALLOW_PRIVATE_TARGETS=true/.exec(out)![1]!;
  const registration = JSON.parse(/POST \/partner\/v1\/webhook-config body\):\n {2}(\{.*\})\n/.exec(out)![1]!) as RunningReceiver['registration'];
  return {
    child,
    output: () => out,
    endpoint,
    certPath,
    registration,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    },
  };
}

function post(url: string, ca: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = https.request(url, { method: 'POST', ca, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * `npm run webhook:receiver` (README "Receiving webhooks locally"): a local HTTPS receiver with a
 * generated certificate that prints each delivery with the verdicts on its signature and
 * x-api-key, and the settings the service needs; those settings, followed as printed, make the
 * real API and worker deliver to it.
 */
describe('npm run webhook:receiver', function () {
  this.timeout(180_000);
  let dir: string;
  let receiver: RunningReceiver;

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'credeval-receiver-'));
    receiver = await startReceiverScript(['--port', '0', '--dir', dir]);
  });
  after(async () => {
    await receiver?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('prints the endpoint, its certificate, the service settings and the registration body', () => {
    expect(receiver.endpoint).to.match(/^https:\/\/127\.0\.0\.1:\d+\/webhooks$/);
    expect(receiver.certPath).to.equal(path.join(dir, 'cert.pem'));
    expect(fs.readFileSync(receiver.certPath, 'utf8')).to.contain('BEGIN CERTIFICATE');
    expect(receiver.registration).to.deep.include({ endpoint: receiver.endpoint, audience: 'partner' });
    expect(receiver.registration.apiKey).to.match(/^[\x21-\x7e]{16,256}$/);
    // The generated key is kept for the next start, readable by its owner only.
    expect(fs.readFileSync(path.join(dir, 'api-key'), 'utf8').trim()).to.equal(receiver.registration.apiKey);
    expect(fs.statSync(path.join(dir, 'api-key')).mode & 0o077).to.equal(0);
    expect(receiver.output()).to.contain(`whsec_${Buffer.from(receiver.registration.apiKey).toString('base64')}`);
  });

  it('verifies a correctly signed delivery, and says which check an incorrectly signed one or a wrong key fails', async () => {
    const ca = fs.readFileSync(receiver.certPath, 'utf8');
    const key = receiver.registration.apiKey;
    const body = JSON.stringify({ eventName: 'case.forensics.completed', data: { caseId: 'c0ffee0000000000000000aa' } });

    expect(await post(receiver.endpoint, ca, deliveryHeaders(key, 'msg_good', body), body)).to.equal(204);
    // Signed, then the body changed on the way.
    const tampered = body.replace('completed', 'failed');
    expect(await post(receiver.endpoint, ca, deliveryHeaders(key, 'msg_tampered', body), tampered)).to.equal(401);
    // Signed with another secret, sent with the right x-api-key.
    const forged = { ...deliveryHeaders('another-secret-0123456789', 'msg_forged', body), 'x-api-key': key };
    expect(await post(receiver.endpoint, ca, forged, body)).to.equal(401);
    // Correct signature, wrong x-api-key.
    const wrongKey = { ...deliveryHeaders(key, 'msg_wrongkey', body), 'x-api-key': 'not-the-key-0123456789' };
    expect(await post(receiver.endpoint, ca, wrongKey, body)).to.equal(401);
    // An old timestamp (replay).
    const old = deliveryHeaders(key, 'msg_old', body, new Date(Date.now() - 3600_000));
    expect(await post(receiver.endpoint, ca, old, body)).to.equal(401);

    const verdict = (id: string) => {
      const m = new RegExp(`webhook-id=${id}\\n {3}(signature: .*)\\n`).exec(receiver.output());
      return m?.[1] ?? null;
    };
    await waitFor('the verdicts to be printed', async () => (verdict('msg_old') === null ? null : true), 10_000);
    expect(verdict('msg_good')).to.equal('signature: valid  timestamp: valid  x-api-key: valid  -> answered 204');
    expect(verdict('msg_tampered')).to.equal('signature: invalid  timestamp: valid  x-api-key: valid  -> answered 401');
    expect(verdict('msg_forged')).to.equal('signature: invalid  timestamp: valid  x-api-key: valid  -> answered 401');
    expect(verdict('msg_wrongkey')).to.equal('signature: valid  timestamp: valid  x-api-key: invalid  -> answered 401');
    expect(verdict('msg_old')).to.equal('signature: valid  timestamp: too old  x-api-key: valid  -> answered 401');
    expect(receiver.output()).to.contain('case.forensics.completed webhook-id=msg_good');
  });

  it('refuses a bad option with one clear line and exit 1', async () => {
    const child = spawn('npm', ['run', '--silent', 'webhook:receiver', '--', '--port', 'eighty'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).to.equal(1);
    expect(err.trim()).to.equal('webhook:receiver: --port must be a port number from 0 to 65535, not "eighty"');
  });

  describe('with the settings it printed, the service delivers to it', () => {
    let scratch: ScratchDatabase;
    let ts: TempStorage;
    let srv: TestServer;
    let worker: WorkerChild;
    let org: TestOrg;
    let prefix: string;

    before(async () => {
      scratch = await scratchDatabase('webhook_receiver');
      ts = await tempStorage();
      prefix = uniquePrefix('webhook-receiver');
      srv = await startTestServer({ DATABASE_URL: scratch.url, QUEUE_PREFIX: prefix, STORAGE_DIR: ts.dir, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
      org = await createTestOrg(srv.rt.db);
      worker = await startWorkerChild({
        DATABASE_URL: scratch.url,
        REDIS_URL: TEST_REDIS_URL,
        STORAGE_DIR: ts.dir,
        QUEUE_PREFIX: prefix,
        NODE_EXTRA_CA_CERTS: receiver.certPath,
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      });
    });
    after(async () => {
      await worker?.stop();
      await srv?.close();
      await clearPrefix(prefix);
      await scratch?.drop();
      await ts?.cleanup();
    });

    it('registers the printed body, and a submission\'s events arrive signed with valid verdicts', async () => {
      const registered = await fetch(`${srv.partner}/webhook-config`, {
        method: 'POST',
        headers: { 'x-api-key': org.partnerKey, 'content-type': 'application/json' },
        body: JSON.stringify(receiver.registration),
      });
      expect(registered.status).to.equal(201);
      const submitted = await fetch(`${srv.partner}/cases`, {
        method: 'POST',
        headers: { 'x-api-key': org.partnerKey },
        body: submissionForm({ externalId: `RECV-${process.pid}-${Date.now()}`, features: '["forensics"]' }, [{ name: 'transcript.pdf', data: await transcriptPdf() }]),
      });
      expect(submitted.status).to.equal(202);
      const line = await waitFor('a forensics event at the receiver', async () => {
        const m = /case\.forensics\.completed webhook-id=\S+\n {3}(signature: .*)\n/.exec(receiver.output());
        return m?.[1] ?? null;
      }, 120_000, 200);
      expect(line).to.equal('signature: valid  timestamp: valid  x-api-key: valid  -> answered 204');
    });
  });
});
