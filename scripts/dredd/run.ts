/**
 * Contract check: in a database of its own, starts the real API (real MariaDB and Redis, response
 * validation on) and a worker, provisions an organization with a partner and an operator key
 * through the domain layer, submits fixture cases and waits for their processing, then runs Dredd
 * against each bundled spec: the partner spec with scripts/dredd/hooks.js, then the operator spec
 * (/operator/v1) with scripts/dredd/operatorHooks.js. Two webhook configurations are registered
 * (one to read, one to delete). Exits 0 only when both runs pass.
 *
 * The database is `<test database>_dredd`, derived from TEST_DATABASE_URL (a worktree with its own
 * test database gets its own Dredd database).
 */
import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { createClient } from 'redis';
import PDFDocument from 'pdfkit';
import path from 'node:path';
import { createDataSource, runMigrations } from '../../src/data/dataSource';
import { createApiKey, createOrganization } from '../../src/domain/apiKeys';
import { addHandEnteredCredential, createOperatorCase } from '../../src/domain/cases/operatorCases';
import { registerWebhookConfig } from '../../src/domain/webhooks/configs';
import { completeEvaluation, createEvaluation, writeCombinedByHand } from '../../src/domain/evaluations';
import type { Database } from '../../src/data/dataSource';

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
  const redis = createClient({ url: REDIS_URL, socket: { reconnectStrategy: false } });
  await redis.connect();
  try {
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}:*`, COUNT: 500 })) {
      if (keys.length > 0) await redis.del(keys);
    }
  } finally {
    redis.destroy();
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
  // A case deleted before Dredd runs: resubmitting its externalId must answer 409 (decision "Deletion").
  const deleted = await submit(`DREDD-${run}-deleted`);
  const del = await fetch(`${base}/cases/${deleted.caseId}`, { method: 'DELETE', headers: { 'x-api-key': apiKey } });
  if (del.status !== 204) throw new Error(`fixture delete failed: ${del.status}`);
  return {
    caseId: kept.caseId,
    uploadId: kept.upload.uploadId,
    fileId: kept.upload.files[0].fileId,
    deleteCaseId: doomed.caseId,
    deletedExternalId: `DREDD-${run}-deleted`,
    externalIdPrefix: `DREDD-${run}`,
  };
}

/** Calls the operator API; throws unless the status is one of `ok`. */
async function operatorCall(base: string, apiKey: string, method: string, route: string, body: unknown, ok: number[]): Promise<{ status: number; data: any }> {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: { 'x-api-key': apiKey, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!ok.includes(res.status)) throw new Error(`operator fixture ${method} ${route} failed: ${res.status} ${text}`);
  return { status: res.status, data: text === '' ? null : JSON.parse(text).data };
}

/**
 * Data the operator spec's transactions read, made through the operator API itself: an operator
 * case for uploads and hand credentials, one to delete; and, once the evaluation handlers exist
 * (they answer 501 until then), target institutes and evaluations in each state the steps start from.
 */
async function prepareOperatorFixtures(base: string, apiKey: string, partnerFixtures: Record<string, unknown>): Promise<Record<string, unknown>> {
  const call = (method: string, route: string, body: unknown, ok: number[]) => operatorCall(base, apiKey, method, route, body, ok);
  const operatorCase = (await call('POST', '/cases', {}, [201])).data;
  const doomed = (await call('POST', '/cases', {}, [201])).data;
  const fixtures: Record<string, unknown> = {
    caseId: partnerFixtures.caseId,
    uploadId: partnerFixtures.uploadId,
    operatorCaseId: operatorCase.id,
    deleteCaseId: doomed.id,
  };

  const probe = await call('POST', '/target-institutes', { name: 'Dredd Target Institute' }, [201, 501]);
  if (probe.status === 501) return fixtures;
  const handCase = async () => {
    const c = (await call('POST', '/cases', {}, [201])).data;
    const credential = (await call('POST', `/cases/${c.id}/credentials`, { credentialType: 'academic', candidate: { fullName: 'Amara Okafor' } }, [201])).data;
    return { caseId: c.id as string, credentialId: credential.credentialId as string };
  };
  const evaluation = async (caseId: string, credentialId: string) =>
    (await call('POST', `/cases/${caseId}/evaluations`, { credentialId, targetInstituteId: null }, [201])).data.id as string;
  const output = { equivalency: { creditUnit: 'Semester Credits', usEquivalency: 'Bachelor of Science degree' }, courses: [], note: null };
  const complete = (id: string) => call('POST', `/evaluations/${id}/complete`, output, [200]);

  const evalCase = await handCase();
  const completedEvaluationId = await evaluation(evalCase.caseId, evalCase.credentialId);
  await complete(completedEvaluationId);
  const reopenEvaluationId = await evaluation(evalCase.caseId, evalCase.credentialId);
  await complete(reopenEvaluationId);
  // Combined production needs every evaluable credential of the case completed for the target.
  const combinedCase = await handCase();
  await complete(await evaluation(combinedCase.caseId, combinedCase.credentialId));
  fixtures.evaluations = {
    targetInstituteId: probe.data.id,
    deleteTargetInstituteId: (await call('POST', '/target-institutes', { name: 'Dredd Target To Delete' }, [201])).data.id,
    caseId: evalCase.caseId,
    credentialId: evalCase.credentialId,
    evaluationId: await evaluation(evalCase.caseId, evalCase.credentialId),
    startEvaluationId: await evaluation(evalCase.caseId, evalCase.credentialId),
    completeEvaluationId: await evaluation(evalCase.caseId, evalCase.credentialId),
    completedEvaluationId,
    reopenEvaluationId,
    combinedCaseId: combinedCase.caseId,
  };
  return fixtures;
}

/** Runs Dredd on one bundled spec against the running server; resolves with its exit code. */
function runDredd(specFile: string, baseUrl: string, hookFile: string, env: NodeJS.ProcessEnv): Promise<number> {
  const dredd = spawn(
    path.join(ROOT, 'node_modules/.bin/dredd'),
    [specFile, baseUrl, `--hookfiles=${hookFile}`, '--language=nodejs', '--loglevel=warning', '--color=false'],
    { cwd: ROOT, env, stdio: 'inherit' },
  );
  return new Promise<number>((resolve) => dredd.on('exit', (code) => resolve(code ?? 1)));
}

/**
 * The report downloads' fixture (hooks.js REPORT_OPS), made through the domain layer before the
 * server starts: a case with a credential whose general evaluation is completed, and a general
 * combined equivalency an operator wrote (completed at once, no worker needed).
 */
async function reportFixtures(db: Database, organizationId: string): Promise<{ caseId: string; evaluationId: string; credentialId: string }> {
  const c = await createOperatorCase(db, organizationId, {});
  const { credentialId } = await addHandEnteredCredential(db, organizationId, c.id, { credentialType: 'academic', candidate: { fullName: 'Amara Okafor' } });
  const evaluationId = (await createEvaluation(db, organizationId, c.id, { credentialId, targetInstituteId: null })).evaluation.id;
  await completeEvaluation(db, organizationId, evaluationId, { equivalency: { creditUnit: 'Semester Credits', usEquivalency: 'Bachelor of Science degree' } });
  await writeCombinedByHand(db, organizationId, c.id, null, { statements: ['Bachelor of Science degree.'] });
  return { caseId: c.id, evaluationId, credentialId };
}

async function main(): Promise<number> {
  const DATABASE_URL = await freshDatabase();
  const db = createDataSource(DATABASE_URL);
  await db.initialize();
  await runMigrations(db);
  const org = await createOrganization(db, 'Dredd contract check');
  const key = await createApiKey(db, { organizationId: org.id, type: 'partner' });
  const operatorKey = await createApiKey(db, { organizationId: org.id, type: 'operator' });
  // The partner spec's DELETE 403 needs an operator-created case before any operator call runs.
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
  const reports = await reportFixtures(db, org.id);

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
    const fixtures = {
      ...(await prepareFixtures(`${url}/partner/v1`, key.apiKey)),
      operatorCaseId: operatorCase.id,
      reports,
      webhookConfigId: (await webhook('Dredd: read by getWebhookConfig')).id,
      deleteWebhookConfigId: (await webhook('Dredd: removed by deleteWebhookConfig')).id,
    };
    await db.destroy();
    const partnerCode = await runDredd('generated/partner/openapi.yaml', `${url}/partner/v1`, 'scripts/dredd/hooks.js', {
      ...env,
      DREDD_API_KEY: key.apiKey,
      DREDD_FIXTURES: JSON.stringify(fixtures),
    });
    process.stdout.write(`\n=== Dredd: operator spec (generated/operator/openapi.yaml)\n`);
    const operatorFixtures = await prepareOperatorFixtures(`${url}/operator/v1`, operatorKey.apiKey, fixtures);
    const operatorCode = await runDredd('generated/operator/openapi.yaml', `${url}/operator/v1`, 'scripts/dredd/operatorHooks.js', {
      ...env,
      DREDD_API_KEY: operatorKey.apiKey,
      DREDD_PARTNER_KEY: key.apiKey,
      DREDD_FIXTURES: JSON.stringify(operatorFixtures),
    });
    return partnerCode !== 0 ? partnerCode : operatorCode;
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
