/**
 * Contract check: in a database of its own, starts the real API (real MariaDB and Redis, response
 * validation on) and a worker, provisions an organization and a partner key through the domain
 * layer, submits fixture cases and waits for their processing, registers webhook configurations
 * (one to read, one to delete), then runs Dredd against the
 * bundled spec with scripts/dredd/hooks.js. Exits with Dredd's exit code.
 */
import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import Redis from 'ioredis';
import PDFDocument from 'pdfkit';
import path from 'node:path';
import { createDataSource, runMigrations } from '../../src/data/dataSource';
import { createApiKey, createOrganization } from '../../src/domain/apiKeys';
import { createOperatorCase } from '../../src/domain/cases/operatorCases';
import { registerWebhookConfig } from '../../src/domain/webhooks/configs';

const ROOT = path.resolve(__dirname, '../..');
const BASE_DATABASE_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'mysql://credeval:credeval@127.0.0.1:3306/credeval_test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/1';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('API did not become healthy in time');
}

/**
 * A database of the run's own (dropped and made anew each time): the worker and the relays read
 * the whole outbox, and must only see this run's work.
 */
async function freshDatabase(): Promise<string> {
  const url = new URL(BASE_DATABASE_URL);
  if (!url.protocol.startsWith('mysql') && !url.protocol.startsWith('mariadb')) return BASE_DATABASE_URL;
  const name = `${decodeURIComponent(url.pathname.slice(1))}_dredd`;
  const admin = createDataSource(BASE_DATABASE_URL);
  await admin.initialize();
  try {
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4`);
  } finally {
    await admin.destroy();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

/** A real one-page transcript, so the worker's stages complete and their documents exist. */
function transcriptPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 50 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(16).text('Riverside Valley University');
    doc.font('Helvetica').fontSize(12).text('Official Academic Transcript');
    doc.moveDown().text('Student Name: Amara Okafor');
    doc.text('Student ID: 2019-004512');
    doc.text('Program: Bachelor of Science in Computer Science');
    doc.moveDown().text('Course     Course Title                      Credits   Grade');
    doc.text('CS 101     Introduction to Programming       3.0       A');
    doc.text('MA 110     Calculus I                        4.0       B+');
    doc.end();
  });
}

async function waitForProcessing(base: string, apiKey: string, caseId: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${base}/cases/${caseId}`, { headers: { 'x-api-key': apiKey } });
    const body = (await res.json()) as { data: { uploads: { status: string }[] } };
    if (body.data.uploads.every((u) => u.status === 'completed' || u.status === 'failed')) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the fixture upload was not processed in time');
}

async function clearQueues(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Data the success transactions read: a processed case to fetch and another one to delete. */
async function prepareFixtures(base: string, apiKey: string): Promise<Record<string, unknown>> {
  const pdf = await transcriptPdf();
  const submit = async (externalId: string) => {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'transcript.pdf');
    form.append('externalId', externalId);
    const res = await fetch(`${base}/cases`, { method: 'POST', headers: { 'x-api-key': apiKey }, body: form });
    if (res.status !== 202) throw new Error(`fixture upload failed: ${res.status} ${await res.text()}`);
    return (await res.json()).data as { caseId: string; upload: { uploadId: string; files: { fileId: string }[] } };
  };
  const run = Date.now();
  const kept = await submit(`DREDD-${run}-keep`);
  await waitForProcessing(base, apiKey, kept.caseId);
  const doomed = await submit(`DREDD-${run}-delete`);
  // A case deleted before Dredd runs: resubmitting its externalId must answer 409 (D10).
  const deleted = await submit(`DREDD-${run}-deleted`);
  const del = await fetch(`${base}/cases/${deleted.caseId}`, { method: 'DELETE', headers: { 'x-api-key': apiKey } });
  if (del.status !== 204) throw new Error(`fixture delete failed: ${del.status}`);
  return { caseId: kept.caseId, fileId: kept.upload.files[0].fileId, deleteCaseId: doomed.caseId, deletedExternalId: `DREDD-${run}-deleted`, externalIdPrefix: `DREDD-${run}` };
}

async function main(): Promise<number> {
  const DATABASE_URL = await freshDatabase();
  const db = createDataSource(DATABASE_URL);
  await db.initialize();
  await runMigrations(db);
  const org = await createOrganization(db, 'Dredd contract check');
  const key = await createApiKey(db, { organizationId: org.id, type: 'partner' });
  // Until the operator API exists, operator-created cases come from the domain layer.
  const operatorCase = await createOperatorCase(db, org.id, {});
  // Two webhook configurations, registered after the fixture cases were processed (so their
  // events go nowhere): Dredd may run DELETE before GET, so each has its own. The endpoint
  // refuses connections at once (port 9 of loopback, allowed by WEBHOOK_ALLOW_PRIVATE_TARGETS
  // below), so later events fail fast.
  const webhook = (description: string) =>
    registerWebhookConfig(
      db,
      org.id,
      { endpoint: 'https://127.0.0.1:9/dredd', apiKey: `dredd-webhook-secret-${process.pid}`, audience: 'partner', description },
      { allowPrivateTargets: true },
    );

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const queuePrefix = `credeval-dredd-${process.pid}`;
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dredd-storage-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL,
    REDIS_URL,
    VALIDATE_RESPONSES: 'true',
    LOG_LEVEL: process.env.DREDD_SERVER_LOG_LEVEL ?? 'warn',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    QUEUE_PREFIX: queuePrefix,
    STORAGE_DIR: storageDir,
  };
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/bin/api.ts'], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
  // A worker, so the results routes and the documents they point at exist when Dredd reads them.
  const worker = spawn(process.execPath, ['--import', 'tsx', 'src/bin/worker.ts'], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    await waitForHealth(url, api);
    const caseFixtures = await prepareFixtures(`${url}/partner/v1`, key.apiKey);
    const fixtures = {
      ...caseFixtures,
      operatorCaseId: operatorCase.id,
      webhookConfigId: (await webhook('Dredd: read by getWebhookConfig')).id,
      deleteWebhookConfigId: (await webhook('Dredd: removed by deleteWebhookConfig')).id,
    };
    await db.destroy();
    const dredd = spawn(
      path.join(ROOT, 'node_modules/.bin/dredd'),
      [
        'generated/partner/openapi.yaml',
        `${url}/partner/v1`,
        '--hookfiles=scripts/dredd/hooks.js',
        '--language=nodejs',
        '--loglevel=warning',
        '--color=false',
      ],
      { cwd: ROOT, env: { ...env, DREDD_API_KEY: key.apiKey, DREDD_FIXTURES: JSON.stringify(fixtures) }, stdio: 'inherit' },
    );
    return await new Promise<number>((resolve) => dredd.on('exit', (code) => resolve(code ?? 1)));
  } finally {
    const exited = (child: ChildProcess) => (child.exitCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r)));
    api.kill('SIGTERM');
    worker.kill('SIGTERM');
    await Promise.all([exited(api), exited(worker)]);
    if (db.isInitialized) await db.destroy();
    await clearQueues(queuePrefix);
    fs.rmSync(storageDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    process.stderr.write(`dredd run failed: ${(err as Error).stack ?? err}\n`);
    process.exit(1);
  },
);
