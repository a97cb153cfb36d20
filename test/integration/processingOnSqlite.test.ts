import { expect } from 'chai';
import type { Database } from '../../src/data/dataSource';
import { deleteCase } from '../../src/domain/cases/deletion';
import { getCase } from '../../src/domain/cases/queries';
import { submitUpload } from '../../src/domain/cases/submission';
import { startFeature } from '../../src/domain/processing';
import { readExtraction, readForensics, readTranslation } from '../../src/domain/results';
import { processExtraction, processForensics, processTranslation, processUpload, type ProcessingDeps } from '../../src/jobs/processing';
import { createLogger } from '../../src/log';
import { openTestDb, stageFile, submission, tempStorage, type TempStorage } from '../support/cases';
import { testEngines } from '../support/engines';
import { createTestOrg } from '../support/fixtures';
import { coverLetterPdf, diplomaPdf, transcriptPdf } from '../support/samples';

/**
 * The stages' state rules and the read side on SQLite, the embedded default of `npm start` (decision "Processes and configuration"):
 * the processors run directly (the queue part is the same on both backends), every stage job at
 * once, so SQLite's queued transactions are exercised too.
 */
describe('processing on SQLite in memory', function () {
  this.timeout(120_000);

  let db: Database;
  let ts: TempStorage;
  let orgId: string;
  let deps: ProcessingDeps;
  const meta = { jobId: 'sqlite', attempt: 1, attempts: 3, lastAttempt: false, timeoutMs: 120_000 };

  before(async () => {
    db = await openTestDb('sqlite::memory:');
    ts = await tempStorage();
    orgId = (await createTestOrg(db, 'SQLite processing')).id;
    deps = { db, storage: ts.storage, engines: testEngines(), log: createLogger('silent') };
  });
  after(async () => {
    await ts?.cleanup();
    if (db?.isInitialized) await db.destroy();
  });

  async function runPending(caseId: string): Promise<void> {
    const work = (await db.query("SELECT queue, payload FROM outbox WHERE caseId = ? AND queue <> 'upload.process'", [caseId])) as { queue: string; payload: string }[];
    await Promise.all(
      work.map((w) => {
        const p = JSON.parse(w.payload) as { credentialId?: string; fileId?: string };
        if (w.queue === 'credential.extract') return processExtraction(deps, { credentialId: p.credentialId! }, meta);
        if (w.queue === 'file.forensics') return processForensics(deps, { fileId: p.fileId! }, meta);
        return processTranslation(deps, { fileId: p.fileId! }, meta);
      }),
    );
  }

  it('classifies, runs every stage, reads the results, starts a feature later, and deletes', async () => {
    const files = [
      await stageFile(ts.storage, { fileName: 'transcript.pdf', data: await transcriptPdf() }),
      await stageFile(ts.storage, { fileName: 'diploma.pdf', data: await diplomaPdf() }),
      await stageFile(ts.storage, { fileName: 'letter.pdf', data: await coverLetterPdf() }),
    ];
    const { result } = await submitUpload({ db, files: ts.storage }, await submission(ts.storage, orgId, { files, features: ['extraction', 'forensics'] }));
    await processUpload(deps, { uploadId: result.upload.uploadId }, meta);
    await runPending(result.caseId);
    const c = await getCase(db, orgId, result.caseId);
    expect(c.uploads[0]!.status).to.equal('completed');
    expect(c.credentials.map((x) => [x.credentialType, x.status])).to.deep.equal([
      ['academic', 'completed'],
      ['uncategorized', 'completed'],
    ]);
    const read = { db, storage: ts.storage, publicBaseUrl: 'http://localhost:3000' };
    expect((await readExtraction(read, orgId, result.caseId, {})).credentials[0]!.courses).to.have.length(3);
    expect((await readForensics(read, orgId, result.caseId, {})).forensics.map((i) => i.status)).to.deep.equal(['completed', 'completed', 'completed']);

    expect(await startFeature(db, result.upload.uploadId, 'translation')).to.deep.equal({ started: true });
    await runPending(result.caseId);
    const t = await readTranslation(read, orgId, result.caseId, {});
    expect(t.status).to.equal('completed');
    expect(t.files.map((f) => f.credentialId)).to.deep.equal([c.credentials[0]!.credentialId, c.credentials[0]!.credentialId, c.credentials[1]!.credentialId]);

    await deleteCase({ db, files: ts.storage }, orgId, result.caseId);
    for (const table of ['extraction_results', 'forensic_results', 'translation_results']) {
      expect((await db.query(`SELECT COUNT(*) AS n FROM ${table}`)) as unknown[]).to.deep.equal([{ n: 0 }]);
    }
    expect(await ts.keys(`orgs/${orgId}/cases/${result.caseId}`)).to.deep.equal([]);
  });
});
