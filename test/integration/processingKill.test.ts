import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect } from 'chai';
import type { Database } from '../../src/data/dataSource';
import { getCase } from '../../src/domain/cases/queries';
import { submitUpload } from '../../src/domain/cases/submission';
import { readExtraction, readForensics } from '../../src/domain/results';
import { scratchDatabase, stageFile, tempStorage, uniqueExternalId, type ScratchDatabase, type TempStorage } from '../support/cases';
import { TEST_REDIS_URL } from '../support/env';
import { createTestOrg } from '../support/fixtures';
import { clearPrefix, sleep, uniquePrefix, waitFor } from '../support/pipeline';
import { AMARA, scannedPng, transcriptLines } from '../support/samples';

type Row = Record<string, unknown>;

interface Worker {
  child: ChildProcess;
  lines: Record<string, unknown>[];
}

/**
 * A worker killed with SIGKILL in the middle of a job (OCR of a scanned upload): another worker
 * process takes the job over through bee-queue's stall detection, finishes it, and nothing is
 * done twice.
 */
describe('processing: a worker killed mid-job', function () {
  this.timeout(240_000);

  let scratch: ScratchDatabase;
  let db: Database;
  let ts: TempStorage;
  let orgId: string;
  const prefix = uniquePrefix('kill');
  const workers: Worker[] = [];
  const STALL_INTERVAL_MS = 1000;

  const rows = (sql: string, params: unknown[] = []) => db.query(sql, params) as Promise<Row[]>;
  const count = async (sql: string, params: unknown[]) => Number((await rows(sql, params))[0]!.n);

  before(async () => {
    scratch = await scratchDatabase('kill');
    db = scratch.db;
    ts = await tempStorage();
    orgId = (await createTestOrg(db, 'Kill test')).id;
  });
  after(async () => {
    for (const w of workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGKILL');
    await clearPrefix(prefix);
    await ts?.cleanup();
    await scratch?.drop();
  });

  async function startWorker(): Promise<Worker> {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '../support/workerProcess.ts')], {
      cwd: path.join(__dirname, '../..'),
      env: {
        ...process.env,
        DATABASE_URL: scratch.url,
        REDIS_URL: TEST_REDIS_URL,
        STORAGE_DIR: ts.dir,
        QUEUE_PREFIX: prefix,
        STALL_INTERVAL_MS: String(STALL_INTERVAL_MS),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const w: Worker = { child, lines: [] };
    workers.push(w);
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop()!;
      for (const p of parts) {
        try {
          w.lines.push(JSON.parse(p) as Record<string, unknown>);
        } catch {
          // not a log line
        }
      }
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await waitFor('the worker to start', async () => {
      if (child.exitCode !== null) throw new Error(`worker exited (${child.exitCode}): ${stderr}`);
      return w.lines.some((l) => l.msg === 'worker ready');
    }, 60_000);
    return w;
  }

  async function kill9(w: Worker): Promise<void> {
    const exited = new Promise((resolve) => w.child.once('exit', resolve));
    w.child.kill('SIGKILL');
    await exited;
    expect(w.child.signalCode).to.equal('SIGKILL');
  }

  it('another worker finishes the job after stall detection; nothing is duplicated', async () => {
    // Three scanned pages: OCR of each takes seconds, so classification is a long job.
    const pages = [
      await scannedPng(transcriptLines(AMARA).slice(0, 8)),
      await scannedPng(['ACADEMIC TRANSCRIPT', `Programme: ${AMARA.programme}`, 'PHY101 Mechanics 3 A', 'MTH102 Calculus 4 B']),
      await scannedPng(['ACADEMIC TRANSCRIPT', `Programme: ${AMARA.programme}`, 'CSC201 Programming 3 A']),
    ];
    const files = [];
    for (const [i, data] of pages.entries()) files.push(await stageFile(ts.storage, { fileName: `scan-${i + 1}.png`, data, kind: 'png' }));
    const { result } = await submitUpload(
      { db, files: ts.storage },
      { organizationId: orgId, externalId: uniqueExternalId('KILL'), caseRef: null, features: ['extraction', 'forensics'], classify: true, metadata: {}, files, idempotency: null },
    );
    const uploadId = result.upload.uploadId;
    const classification = async () => String((await rows('SELECT classificationStatus FROM uploads WHERE id = ?', [uploadId]))[0]!.classificationStatus);

    const first = await startWorker();
    await waitFor('classification to start', async () => (await classification()) === 'processing', 60_000);
    // In the middle of the OCR of the first page (each takes seconds).
    await sleep(500);
    await kill9(first);
    expect(await classification()).to.equal('processing');
    expect(await count('SELECT COUNT(*) AS n FROM credentials WHERE uploadId = ?', [uploadId])).to.equal(0);

    const second = await startWorker();
    const upload = await waitFor('the upload to complete', async () => {
      const u = (await getCase(db, orgId, result.caseId)).uploads[0]!;
      return u.status === 'completed' || u.status === 'failed' ? u : null;
    }, 180_000, 250);
    expect(upload.status).to.equal('completed');
    expect(upload.features.map((f) => f.status)).to.deep.equal(['completed', 'completed']);
    // The second worker got the job from the stall check, not from a new enqueue.
    expect(second.lines.some((l) => l.msg === 'stalled job handed out again')).to.equal(true);

    // Once each: one credential of three documents, one extraction, one forensics row per file,
    // and each piece of work recorded once.
    const c = await getCase(db, orgId, result.caseId);
    expect(c.credentials.map((x) => [x.credentialType, x.status])).to.deep.equal([['academic', 'completed']]);
    expect(await count('SELECT COUNT(*) AS n FROM credential_documents WHERE credentialId = ?', [c.credentials[0]!.credentialId])).to.equal(3);
    const queues = await rows('SELECT queue, COUNT(*) AS n FROM outbox WHERE caseId = ? GROUP BY queue ORDER BY queue', [result.caseId]);
    expect(queues.map((q) => [q.queue, Number(q.n)])).to.deep.equal([
      ['credential.extract', 1],
      ['file.forensics', 3],
      ['upload.process', 1],
    ]);
    expect(await count('SELECT COUNT(*) AS n FROM forensic_results WHERE caseId = ?', [result.caseId])).to.equal(3);
    expect(await count('SELECT COUNT(*) AS n FROM extraction_results WHERE caseId = ?', [result.caseId])).to.equal(1);
    const read = { db, storage: ts.storage, publicBaseUrl: 'http://localhost:3000' };
    const extraction = await readExtraction(read, orgId, result.caseId, {});
    expect(extraction.credentials[0]!.candidate.fullName).to.equal(AMARA.name);
    expect(extraction.credentials[0]!.courses.map((x) => x.courseNumber)).to.include.members(['PHY101', 'MTH102', 'CSC201']);
    expect((await readForensics(read, orgId, result.caseId, {})).forensics.map((i) => i.status)).to.deep.equal(['completed', 'completed', 'completed']);

    // A clean stop of the survivor.
    const exited = new Promise((resolve) => second.child.once('exit', resolve));
    second.child.kill('SIGTERM');
    await exited;
  });
});
