/**
 * Replaces the examples of the cases operations with real responses of the server (issue
 * "Cases and uploads", 7): starts the API in-process against the configured database and Redis,
 * submits a realistic case, reads it back and lists it, and writes the bodies into
 * spec/partner/resources/cases/examples/. Run `npm run generate` afterwards.
 *
 *   npx tsx scripts/spec/capture-examples.ts
 * Uses TEST_DATABASE_URL / TEST_REDIS_URL (defaults: the test database and Redis db 1).
 */
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { loadConfig } from '../../src/config';
import { openRuntime } from '../../src/bin/runtime';
import { startApi } from '../../src/bin/services';
import { createApiKey, createOrganization } from '../../src/domain/apiKeys';

const EXAMPLES = path.resolve(__dirname, '../../spec/partner/resources/cases/examples');

function pdf(label: string): Blob {
  return new Blob([`%PDF-1.4\n% ${label}\n`], { type: 'application/pdf' });
}

function writeExample(file: string, summary: string, value: unknown): void {
  const text = `# Captured from a real response by scripts/spec/capture-examples.ts.\n${stringify({ summary, value }, { lineWidth: 0, version: '1.1' })}`;
  fs.writeFileSync(path.join(EXAMPLES, file), text);
  console.log(`wrote ${path.relative(process.cwd(), path.join(EXAMPLES, file))}`);
}

async function main(): Promise<void> {
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'capture-'));
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'mysql://credeval:credeval@127.0.0.1:3306/credeval_test',
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/1',
    STORAGE_DIR: storageDir,
    // Not the default prefix: a worker of another instance on this Redis must not take its jobs.
    QUEUE_PREFIX: `credeval-capture-${process.pid}`,
    VALIDATE_RESPONSES: 'true',
    LOG_LEVEL: 'warn',
  });
  const rt = await openRuntime(config, 'capture', 'apply');
  const server = await startApi(rt);
  try {
    const org = await createOrganization(rt.db, 'University of Lagos Admissions');
    const { apiKey } = await createApiKey(rt.db, { organizationId: org.id, type: 'partner' });
    const base = `http://127.0.0.1:${server.port}/partner/v1`;
    const headers = { 'x-api-key': apiKey };

    const form = new FormData();
    form.append('files', pdf('transcript'), 'transcript.pdf');
    form.append('files', pdf('diploma'), 'diploma.pdf');
    form.append('files', new Blob([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0])], { type: 'image/jpeg' }), 'passport.jpg');
    form.append('externalId', 'APP-2024-000123');
    form.append('metadata', JSON.stringify({ applicationRound: '2024-fall', program: 'MSc Data Science', priority: 2 }));
    const created = await fetch(`${base}/cases`, { method: 'POST', headers, body: form });
    if (created.status !== 202) throw new Error(`POST /cases answered ${created.status}: ${await created.text()}`);
    const submission = await created.json();
    writeExample('case_submission_accepted.yml', 'New case with one upload of three files', submission);

    const second = new FormData();
    second.append('files', pdf('marksheet'), 'marksheet.pdf');
    second.append('externalId', 'APP-2024-000124');
    second.append('classify', 'false');
    second.append('features', '["extraction","forensics"]');
    const other = await fetch(`${base}/cases`, { method: 'POST', headers, body: second });
    if (other.status !== 202) throw new Error(`POST /cases answered ${other.status}`);

    const read = await (await fetch(`${base}/cases/${submission.data.caseId}`, { headers })).json();
    writeExample('case.yml', 'A case right after submission, its upload queued for processing', read);
    const list = await (await fetch(`${base}/cases?limit=20&offset=0`, { headers })).json();
    writeExample('case_list.yml', 'The first page of the organization\'s cases, newest first', list);
    const empty = await (await fetch(`${base}/cases?externalId=APP-2099-999999`, { headers })).json();
    writeExample('case_list_by_external_id_empty.yml', 'No case has this externalId', empty);
  } finally {
    await server.close(1000);
    await rt.close();
    fs.rmSync(storageDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
