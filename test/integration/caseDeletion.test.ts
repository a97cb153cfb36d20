import { Readable } from 'node:stream';
import { expect } from 'chai';
import type { Database } from '../../src/data/dataSource';
import { deleteCase } from '../../src/domain/cases/deletion';
import { addOperatorCredential, createOperatorCase } from '../../src/domain/cases/operatorCases';
import { getCase, listCases } from '../../src/domain/cases/queries';
import { openArtifact } from '../../src/domain/results/artifacts';
import { processExtraction, processForensics, processTranslation, processUpload } from '../../src/jobs/processing';
import { createLogger } from '../../src/log';
import { testEngines } from '../support/engines';
import { transcriptPdf } from '../support/samples';
import { submitUpload } from '../../src/domain/cases/submission';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../src/domain/errors';
import { openTestDb, rejectionOf, stageFile, submission, tempStorage, type TempStorage } from '../support/cases';
import { createTestOrg } from '../support/fixtures';

type Row = Record<string, unknown>;

/** DELETE /cases/{id} (interface "DELETE /cases/{id}", decision "Deletion") with a real local storage directory. */
describe('deleteCase (DELETE /cases/{id}, decision "Deletion")', () => {
  let db: Database;
  let ts: TempStorage;
  let orgId: string;
  let deps: { db: Database; files: TempStorage['storage'] };

  const rows = (sql: string, params: unknown[] = []) => db.query(sql, params) as Promise<Row[]>;
  const count = async (sql: string, params: unknown[]) => Number((await rows(sql, params))[0]!.n);

  before(async () => {
    db = await openTestDb();
    ts = await tempStorage();
    deps = { db, files: ts.storage };
    orgId = (await createTestOrg(db, 'Deletion test')).id;
  });
  after(async () => {
    await ts?.cleanup();
    if (db?.isInitialized) await db.destroy();
  });

  /** A partner case with two uploads (2 files, then 1 with classify=false, so it has a credential), files stored. */
  async function partnerCase() {
    const first = (await submitUpload(deps, await submission(ts.storage, orgId, { files: [await stageFile(ts.storage), await stageFile(ts.storage)] })))
      .result;
    const second = (await submitUpload(deps, await submission(ts.storage, orgId, { externalId: first.externalId, classify: false, features: ['extraction'] })))
      .result;
    return { caseId: first.caseId, externalId: first.externalId, uploadIds: [first.upload.uploadId, second.upload.uploadId] };
  }

  it('soft-deletes the case, removes its rows, pending work and stored files; afterwards it is 404', async () => {
    const { caseId, externalId, uploadIds } = await partnerCase();
    const prefix = `orgs/${orgId}/cases/${caseId}`;
    // Something processing derived from the files, under the case's prefix too.
    await ts.storage.put(`${prefix}/uploads/${uploadIds[0]}/derived/translation.html`, Readable.from([Buffer.from('<p>x</p>')]));
    expect(await ts.keys(prefix)).to.have.length(4);
    // One record already handed to its queue stays as history; the pending one is cancelled.
    await db.query('UPDATE outbox SET dispatchedAt = ? WHERE caseId = ? ORDER BY createdAt LIMIT 1', [new Date(), caseId]);
    const caseNumber = (await getCase(db, orgId, caseId)).caseNumber;

    await deleteCase(deps, orgId, caseId);

    const [c] = await rows('SELECT externalId, deletedAt FROM cases WHERE id = ?', [caseId]);
    // The row stays, with its externalId, so the externalId stays reserved (decision "Deletion").
    expect(c!.externalId).to.equal(externalId);
    expect(c!.deletedAt).to.be.instanceOf(Date);
    expect(await count('SELECT COUNT(*) AS n FROM uploads WHERE caseId = ?', [caseId])).to.equal(0);
    expect(await count('SELECT COUNT(*) AS n FROM upload_files WHERE caseId = ?', [caseId])).to.equal(0);
    expect(await count(`SELECT COUNT(*) AS n FROM upload_features WHERE uploadId IN (?, ?)`, uploadIds)).to.equal(0);
    expect(await count('SELECT COUNT(*) AS n FROM credentials WHERE caseId = ?', [caseId])).to.equal(0);
    expect(await count('SELECT COUNT(*) AS n FROM outbox WHERE caseId = ? AND dispatchedAt IS NULL', [caseId])).to.equal(0);
    expect(await count('SELECT COUNT(*) AS n FROM outbox WHERE caseId = ? AND dispatchedAt IS NOT NULL', [caseId])).to.equal(1);
    expect(await ts.keys(prefix)).to.deep.equal([]);

    for (const ref of [caseId, String(caseNumber)]) {
      expect(await rejectionOf(getCase(db, orgId, ref))).to.be.instanceOf(NotFoundError);
      expect(await rejectionOf(deleteCase(deps, orgId, ref))).to.be.instanceOf(NotFoundError);
    }
    expect((await listCases(db, orgId, { externalId, limit: 20, offset: 0 })).total).to.equal(0);

    // Interface "POST /cases": the externalId of a deleted case answers 409.
    const again = await rejectionOf(submitUpload(deps, await submission(ts.storage, orgId, { externalId })));
    expect(again).to.be.instanceOf(ConflictError);
  });

  it('also removes what processing made: credential documents, extraction, forensics and translation results, and their stored artifacts', async () => {
    const { result } = await submitUpload(
      deps,
      await submission(ts.storage, orgId, { files: [await stageFile(ts.storage, { fileName: 'transcript.pdf', data: await transcriptPdf() })] }),
    );
    // The stages run directly (no queue): this suite shares its database with others.
    const stageDeps = { db, storage: ts.storage, engines: testEngines(), log: createLogger('silent') };
    const meta = { jobId: 'deletion-test', attempt: 1, attempts: 1, lastAttempt: true, timeoutMs: 120_000 };
    await processUpload(stageDeps, { uploadId: result.upload.uploadId }, meta);
    for (const w of await rows("SELECT queue, payload FROM outbox WHERE caseId = ? AND queue <> 'upload.process'", [result.caseId])) {
      const p = JSON.parse(String(w.payload)) as { credentialId?: string; fileId?: string };
      if (w.queue === 'credential.extract') await processExtraction(stageDeps, { credentialId: p.credentialId! }, meta);
      if (w.queue === 'file.forensics') await processForensics(stageDeps, { fileId: p.fileId! }, meta);
      if (w.queue === 'file.translate') await processTranslation(stageDeps, { fileId: p.fileId! }, meta);
    }
    expect((await getCase(db, orgId, result.caseId)).uploads[0]!.status).to.equal('completed');
    const fileId = result.upload.files[0]!.fileId;
    const prefix = `orgs/${orgId}/cases/${result.caseId}`;
    expect(await ts.keys(prefix)).to.have.length(6);

    await deleteCase(deps, orgId, result.caseId);

    for (const table of ['extraction_results', 'forensic_results', 'translation_results', 'credentials']) {
      expect(await count(`SELECT COUNT(*) AS n FROM ${table} WHERE caseId = ?`, [result.caseId]), table).to.equal(0);
    }
    expect(await count('SELECT COUNT(*) AS n FROM credential_documents WHERE fileId = ?', [fileId])).to.equal(0);
    expect(await ts.keys(prefix)).to.deep.equal([]);
  });

  it('reads, processes and deletes a file stored under the earlier key layout (`uploads/<uploadId>/files/<fileId>`) as one stored under its case', async () => {
    const data = await transcriptPdf();
    const { result } = await submitUpload(deps, await submission(ts.storage, orgId, { files: [await stageFile(ts.storage, { data })] }));
    const fileId = result.upload.files[0]!.fileId;
    const prefix = `orgs/${orgId}/cases/${result.caseId}`;
    // New files go directly under their case (uploadFileKey).
    const [row] = await rows('SELECT storageKey FROM upload_files WHERE id = ?', [fileId]);
    expect(row!.storageKey).to.equal(`${prefix}/${fileId}`);
    // A file stored before that change: its object and its row's key in the earlier layout.
    const earlierKey = `${prefix}/uploads/${result.upload.uploadId}/files/${fileId}`;
    await ts.storage.move(`${prefix}/${fileId}`, earlierKey);
    await db.query('UPDATE upload_files SET storageKey = ? WHERE id = ?', [earlierKey, fileId]);

    const artifact = await openArtifact({ db, storage: ts.storage, publicBaseUrl: 'http://localhost' }, orgId, result.caseId, fileId, 'document');
    const chunks: Buffer[] = [];
    for await (const chunk of artifact.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(data)).to.equal(true);
    const stageDeps = { db, storage: ts.storage, engines: testEngines(), log: createLogger('silent') };
    await processUpload(stageDeps, { uploadId: result.upload.uploadId }, { jobId: 'deletion-test', attempt: 1, attempts: 1, lastAttempt: true, timeoutMs: 120_000 });
    // The text the stages read is kept beside the file, wherever its key puts it.
    expect(await ts.keys(prefix)).to.include(`${earlierKey}.text.json`);

    await deleteCase(deps, orgId, result.caseId);
    expect(await ts.keys(prefix)).to.deep.equal([]);
  });

  it('finds the case by its case number too', async () => {
    const { caseId } = await partnerCase();
    const { caseNumber } = await getCase(db, orgId, caseId);
    await deleteCase(deps, orgId, String(caseNumber));
    expect(await rejectionOf(getCase(db, orgId, caseId))).to.be.instanceOf(NotFoundError);
  });

  it("answers 404 for another organization's case and leaves it alone", async () => {
    const { caseId } = await partnerCase();
    const other = await createTestOrg(db, 'Deletion other');
    expect(await rejectionOf(deleteCase(deps, other.id, caseId))).to.be.instanceOf(NotFoundError);
    expect((await getCase(db, orgId, caseId)).uploads).to.have.length(2);
    expect(await ts.keys(`orgs/${orgId}/cases/${caseId}`)).to.have.length(3);
  });

  it('of two simultaneous deletions, one succeeds and the other answers 404', async () => {
    const { caseId } = await partnerCase();
    const settled = await Promise.allSettled([deleteCase(deps, orgId, caseId), deleteCase(deps, orgId, caseId)]);
    expect(settled.filter((s) => s.status === 'fulfilled')).to.have.length(1);
    expect((settled.find((s) => s.status === 'rejected') as PromiseRejectedResult).reason).to.be.instanceOf(NotFoundError);
  });

  const forbidden: [string, () => Promise<string>][] = [
    ['an operator-created case', async () => (await createOperatorCase(db, orgId)).id],
    [
      'an operator-created case with a hand-added credential, by case number',
      async () => {
        const op = await createOperatorCase(db, orgId);
        await addOperatorCredential(db, op.id, { credentialType: 'academic' });
        return String(op.caseNumber);
      },
    ],
    [
      'a linked case',
      async () => {
        const op = await createOperatorCase(db, orgId);
        await submitUpload(deps, await submission(ts.storage, orgId, { caseRef: op.id }));
        return op.id;
      },
    ],
  ];
  for (const [name, ref] of forbidden) {
    it(`answers ForbiddenError (403) for ${name}, and changes nothing`, async () => {
      const id = await ref();
      const before = await getCase(db, orgId, id);
      const err = await rejectionOf(deleteCase(deps, orgId, id));
      expect(err).to.be.instanceOf(ForbiddenError);
      expect(err.message).to.equal('Only cases created through POST /cases can be deleted');
      expect(await getCase(db, orgId, id)).to.deep.equal(before);
      expect(await ts.keys(`orgs/${orgId}/cases/${before.id}`)).to.have.length(before.uploads.reduce((n, u) => n + u.files.length, 0));
    });
  }

  it('answers ValidationError (400) for a reference that is neither an ID nor a number', async () => {
    expect(await rejectionOf(deleteCase(deps, orgId, 'nope'))).to.be.instanceOf(ValidationError);
  });
});
