import { expect } from 'chai';
import type { Database } from '../../src/data/dataSource';
import { deleteCase } from '../../src/domain/cases/deletion';
import { submitUpload } from '../../src/domain/cases/submission';
import { findPendingWork, undispatchedWorkKeys, workKey } from '../../src/domain/pendingWork';
import { registerWebhookConfig } from '../../src/domain/webhooks/configs';
import { processExtraction, processForensics, processTranslation, processUpload, type ProcessingDeps } from '../../src/jobs/processing';
import { createLogger } from '../../src/log';
import { openTestDb, scratchDatabase, stageFile, submission, tempStorage, type ScratchDatabase, type TempStorage } from '../support/cases';
import { testEngines } from '../support/engines';
import { createTestOrg } from '../support/fixtures';
import { transcriptPdf } from '../support/samples';

/**
 * What the database says is pending (src/domain/pendingWork.ts), which the lost-work sweep
 * compares with the jobs in Redis: at each step of an upload's processing, exactly the items whose
 * job would still change something. On MariaDB and on the embedded SQLite database.
 */
for (const engine of ['mariadb', 'sqlite'] as const) {
  describe(`pending work (${engine})`, function () {
    this.timeout(120_000);

    let scratch: ScratchDatabase | null = null;
    let db: Database;
    let ts: TempStorage;
    let orgId: string;
    let deps: ProcessingDeps;
    const meta = { jobId: 'pending', attempt: 1, attempts: 3, lastAttempt: false, timeoutMs: 120_000 };

    before(async () => {
      if (engine === 'sqlite') db = await openTestDb('sqlite::memory:');
      else {
        scratch = await scratchDatabase('pendingwork');
        db = scratch.db;
      }
      ts = await tempStorage();
      orgId = (await createTestOrg(db, 'Pending work')).id;
      await registerWebhookConfig(db, orgId, { endpoint: 'https://127.0.0.1:9/hooks', apiKey: 'pending-work-secret-0123456789', audience: 'partner' }, { allowPrivateTargets: true });
      deps = { db, storage: ts.storage, engines: testEngines(), log: createLogger('silent') };
    });
    after(async () => {
      await ts?.cleanup();
      if (scratch !== null) await scratch.drop();
      else if (db?.isInitialized) await db.destroy();
    });

    const pending = async () => (await findPendingWork(db)).map((p) => `${p.queue} ${p.key}`).sort();

    it('names each item whose job would still change something, step by step', async () => {
      const files = [await stageFile(ts.storage, { fileName: 'a.pdf', data: await transcriptPdf() }), await stageFile(ts.storage, { fileName: 'b.pdf', data: await transcriptPdf() })];
      const { result } = await submitUpload({ db, files: ts.storage }, await submission(ts.storage, orgId, { files, features: ['extraction', 'forensics', 'translation'] }));
      const uploadId = result.upload.uploadId;
      expect(await pending()).to.deep.equal([`upload.process ${uploadId}`]);
      expect([...(await undispatchedWorkKeys(db))]).to.deep.equal([`upload.process|${uploadId}`]);

      await processUpload(deps, { uploadId }, meta);
      const fileIds = ((await db.query('SELECT id FROM upload_files WHERE uploadId = ? ORDER BY position', [uploadId])) as { id: string }[]).map((r) => r.id);
      const credentialIds = ((await db.query('SELECT id FROM credentials WHERE uploadId = ?', [uploadId])) as { id: string }[]).map((r) => r.id);
      const deliveries = ((await db.query("SELECT id FROM webhook_deliveries WHERE caseId = ? AND status = 'pending' AND waiting = 0", [result.caseId])) as { id: string }[]).map((r) => r.id);
      expect(credentialIds).to.have.length(1);
      expect(deliveries, 'the classification event').to.have.length(1);
      expect(await pending()).to.deep.equal(
        [
          `credential.extract ${credentialIds[0]}`,
          ...fileIds.flatMap((f) => [`file.forensics ${f}`, `file.translate ${f}`]),
          `webhook.deliver ${deliveries[0]}`,
        ].sort(),
      );

      await processExtraction(deps, { credentialId: credentialIds[0]! }, meta);
      await processForensics(deps, { fileId: fileIds[0]! }, meta);
      await processTranslation(deps, { fileId: fileIds[1]! }, meta);
      const left = await pending();
      expect(left.filter((p) => !p.startsWith('webhook.deliver'))).to.deep.equal([`file.forensics ${fileIds[1]}`, `file.translate ${fileIds[0]}`]);

      // A deleted case cancels its work: nothing of it is pending any more.
      await deleteCase({ db, files: ts.storage }, orgId, result.caseId);
      expect((await pending()).filter((p) => !p.startsWith('webhook.deliver'))).to.deep.equal([]);
    });

    it('recognises a job by the item its payload names', () => {
      expect(workKey('upload.process', { uploadId: 'u1' })).to.equal('u1');
      expect(workKey('file.translate', { fileId: 'f1' })).to.equal('f1');
      expect(workKey('webhook.deliver', { deliveryId: 'd1' })).to.equal('d1');
      expect(workKey('evaluation.combine', { caseId: 'c1', targetInstituteId: null, basis: 'b' })).to.equal('c1/general/b');
      expect(workKey('upload.process', {})).to.equal(null);
      expect(workKey('no.such.queue', { uploadId: 'u1' })).to.equal(null);
    });
  });
}
