/**
 * Contract check: starts the real API (real MariaDB and Redis, response validation on), provisions
 * an organization and a partner key through the domain layer, and runs Dredd against the bundled
 * spec with scripts/dredd/hooks.js. Exits with Dredd's exit code.
 */
import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { createDataSource, runMigrations } from '../../src/data/dataSource';
import { createApiKey, createOrganization } from '../../src/domain/apiKeys';
import { createOperatorCase } from '../../src/domain/cases/operatorCases';

const ROOT = path.resolve(__dirname, '../..');
const DATABASE_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'mysql://credeval:credeval@127.0.0.1:3306/credeval_test';
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

/** Data the success transactions read: a case to fetch and another one to delete. */
async function prepareFixtures(base: string, apiKey: string): Promise<Record<string, unknown>> {
  const submit = async (externalId: string) => {
    const form = new FormData();
    form.append('files', new Blob([`%PDF-1.4\n% dredd fixture ${externalId}\n`]), 'transcript.pdf');
    form.append('externalId', externalId);
    const res = await fetch(`${base}/cases`, { method: 'POST', headers: { 'x-api-key': apiKey }, body: form });
    if (res.status !== 202) throw new Error(`fixture upload failed: ${res.status} ${await res.text()}`);
    return (await res.json()).data as { caseId: string; upload: { uploadId: string; files: { fileId: string }[] } };
  };
  const run = Date.now();
  const kept = await submit(`DREDD-${run}-keep`);
  const doomed = await submit(`DREDD-${run}-delete`);
  // A case deleted before Dredd runs: resubmitting its externalId must answer 409 (D10).
  const deleted = await submit(`DREDD-${run}-deleted`);
  const del = await fetch(`${base}/cases/${deleted.caseId}`, { method: 'DELETE', headers: { 'x-api-key': apiKey } });
  if (del.status !== 204) throw new Error(`fixture delete failed: ${del.status}`);
  return { caseId: kept.caseId, fileId: kept.upload.files[0].fileId, deleteCaseId: doomed.caseId, deletedExternalId: `DREDD-${run}-deleted`, externalIdPrefix: `DREDD-${run}` };
}

async function main(): Promise<number> {
  const db = createDataSource(DATABASE_URL);
  await db.initialize();
  await runMigrations(db);
  const org = await createOrganization(db, 'Dredd contract check');
  const key = await createApiKey(db, { organizationId: org.id, type: 'partner' });
  // Until the operator API exists, operator-created cases come from the domain layer.
  const operatorCase = await createOperatorCase(db, org.id, {});
  await db.destroy();

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL,
    REDIS_URL,
    VALIDATE_RESPONSES: 'true',
    LOG_LEVEL: process.env.DREDD_SERVER_LOG_LEVEL ?? 'warn',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  };
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/bin/api.ts'], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    await waitForHealth(url, api);
    const fixtures = { ...(await prepareFixtures(`${url}/partner/v1`, key.apiKey)), operatorCaseId: operatorCase.id };
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
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    process.stderr.write(`dredd run failed: ${(err as Error).stack ?? err}\n`);
    process.exit(1);
  },
);
