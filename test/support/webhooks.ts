import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

/*
 * A real HTTPS webhook receiver for tests: a self-signed certificate for 127.0.0.1 and
 * localhost (made with openssl), which a worker trusts through NODE_EXTRA_CA_CERTS (decision "Processes and configuration"), and a
 * server whose answer each test scripts.
 */

export interface TestCertificate {
  dir: string;
  certPath: string;
  cert: string;
  key: string;
}

let cached: TestCertificate | null = null;

export function testCertificate(): TestCertificate {
  if (cached !== null) return cached;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'credeval-webhook-cert-'));
  const keyPath = path.join(dir, 'key.pem');
  const certPath = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyPath, '-out', certPath, '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
    { stdio: 'ignore' },
  );
  cached = { dir, certPath, cert: fs.readFileSync(certPath, 'utf8'), key: fs.readFileSync(keyPath, 'utf8') };
  return cached;
}

export interface ReceivedWebhook {
  headers: Record<string, string>;
  body: string;
  receivedAt: number;
  /** What the receiver answered ('hang' for no answer; 'stall' for 200 headers and a body that never ends). */
  answered: number | 'hang' | 'stall';
}

/** The receiver's answer to the n-th request (1-based) carrying this webhook-id. */
export type ReceiverScript = (webhookId: string, nth: number, body: string) => number | 'hang' | 'stall';

export interface Receiver {
  url: string;
  port: number;
  received: ReceivedWebhook[];
  /** Requests by webhook-id, in arrival order. */
  byId(id: string): ReceivedWebhook[];
  script: ReceiverScript;
  close(): Promise<void>;
}

export async function startReceiver(script: ReceiverScript = () => 200, host = '127.0.0.1'): Promise<Receiver> {
  const { cert, key } = testCertificate();
  const received: ReceivedWebhook[] = [];
  const counts = new Map<string, number>();
  const hanging = new Set<import('node:http').ServerResponse>();
  const receiver: Receiver = {
    url: '',
    port: 0,
    received,
    byId: (id) => received.filter((r) => r.headers['webhook-id'] === id),
    script,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = https.createServer({ cert, key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const id = String(req.headers['webhook-id'] ?? '');
      const nth = (counts.get(id) ?? 0) + 1;
      counts.set(id, nth);
      const answer = receiver.script(id, nth, body);
      received.push({ headers: req.headers as Record<string, string>, body, receivedAt: Date.now(), answered: answer });
      if (answer === 'hang') {
        hanging.add(res);
        return;
      }
      if (answer === 'stall') {
        hanging.add(res);
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('accepted, still writing');
        return;
      }
      res.writeHead(answer, { 'content-type': 'text/plain' });
      // A body a partner must never see echoed anywhere.
      res.end(`receiver body ${answer} SECRET-RECEIVER-TEXT`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  receiver.port = (server.address() as AddressInfo).port;
  receiver.url = `https://${host}:${receiver.port}/hooks`;
  return receiver;
}

export interface WorkerChild {
  child: ChildProcess;
  lines: Record<string, unknown>[];
  stop(): Promise<void>;
}

/**
 * The real worker (test/support/workerProcess.ts) as a child process, so NODE_EXTRA_CA_CERTS (read
 * only at process start) makes it trust the receiver's certificate.
 */
export async function startWorkerChild(env: Record<string, string>): Promise<WorkerChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'workerProcess.ts')], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: testCertificate().certPath, STALL_INTERVAL_MS: '1000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const ready = new Promise<void>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        const parsed = JSON.parse(line) as Record<string, unknown>;
        lines.push(parsed);
        if (parsed.msg === 'worker ready') resolve();
      } catch {
        /* not a log line */
      }
    });
    child.on('exit', (code) => reject(new Error(`worker exited with ${code}: ${stderr}`)));
  });
  await ready;
  return {
    child,
    lines,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
