import { buffer as readAll } from 'node:stream/consumers';
import { expect } from 'chai';
import type { Database } from '../../src/data/dataSource';
import { deleteCase } from '../../src/domain/cases/deletion';
import { getCase } from '../../src/domain/cases/queries';
import { submitUpload, type SubmissionInput, type SubmittedFile } from '../../src/domain/cases/submission';
import type { FileKind } from '../../src/domain/fileTypes';
import { ConflictError } from '../../src/domain/errors';
import { startFeature } from '../../src/domain/processing';
import { openArtifact, readExtraction, readForensics, readTranslation, type ResultsDeps } from '../../src/domain/results';
import { createLogger } from '../../src/log';
import { processExtraction, processForensics, processTranslation, processUpload, type ProcessingDeps } from '../../src/jobs/processing';
import type { JobMeta } from '../../src/jobs/queues';
import { assertMatchesSpec, rejectionOf, scratchDatabase, stageFile, tempStorage, uniqueExternalId, type ScratchDatabase, type TempStorage } from '../support/cases';
import { testEngines } from '../support/engines';
import { createExtractionEngine } from '../../src/processing/extraction';
import { createTestOrg } from '../support/fixtures';
import { fastDefinitions, startPipeline, waitFor, type Pipeline } from '../support/pipeline';
import { AMARA, COURSES, columnTranscriptPdf, coverLetterPdf, diplomaPdf, frenchTranscriptPdf, tamperedTranscriptPdf, transcriptPdf } from '../support/samples';

type Row = Record<string, unknown>;

interface TestFile {
  name: string;
  data?: Buffer;
  kind?: FileKind;
  /** A ZIP member of a type that is listed but not processed. */
  unsupported?: boolean;
}

/**
 * The processing pipeline end to end: submitUpload (src/domain/cases) → outbox → relay → bee-queue
 * (real Redis, a prefix of its own) → the real processors of src/jobs/processing with small real
 * engines (test/support/engines.ts) → the read side of src/domain/results. A scratch database of
 * its own, since the relay reads the whole outbox.
 */
describe('processing pipeline (workers, stage state, results)', function () {
  this.timeout(180_000);

  let scratch: ScratchDatabase;
  let db: Database;
  let ts: TempStorage;
  let orgId: string;
  let read: ResultsDeps;
  const BASE = 'https://api.example.test';

  const rows = (sql: string, params: unknown[] = []) => db.query(sql, params) as Promise<Row[]>;
  const count = async (sql: string, params: unknown[]) => Number((await rows(sql, params))[0]!.n);

  before(async () => {
    scratch = await scratchDatabase('processing');
    db = scratch.db;
    ts = await tempStorage();
    orgId = (await createTestOrg(db, 'Processing test')).id;
    read = { db, storage: ts.storage, publicBaseUrl: BASE };
  });
  after(async () => {
    await ts?.cleanup();
    await scratch?.drop();
  });

  async function submit(files: TestFile[], overrides: Partial<SubmissionInput> = {}) {
    const staged: SubmittedFile[] = [];
    for (const f of files) {
      if (f.unsupported) staged.push({ fileName: f.name, status: 'unsupported', statusReason: 'not a PDF, PNG, JPEG or WebP document', size: 12 });
      else staged.push(await stageFile(ts.storage, { fileName: f.name, data: f.data!, kind: f.kind ?? 'pdf' }));
    }
    const { result } = await submitUpload(
      { db, files: ts.storage },
      {
        organizationId: orgId,
        externalId: uniqueExternalId('PROC'),
        caseRef: null,
        features: ['extraction', 'forensics', 'translation'],
        classify: true,
        metadata: {},
        files: staged,
        idempotency: null,
        ...overrides,
      },
    );
    return result;
  }

  async function upload(caseId: string) {
    return (await getCase(db, orgId, caseId)).uploads[0]!;
  }

  async function untilTerminal(caseId: string) {
    return waitFor(`upload of case ${caseId} to end`, async () => {
      const u = await upload(caseId);
      return u.status === 'completed' || u.status === 'failed' ? u : null;
    }, 150_000, 200);
  }

  async function outboxQueues(caseId: string): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const r of await rows('SELECT queue, COUNT(*) AS n FROM outbox WHERE caseId = ? GROUP BY queue', [caseId])) out[String(r.queue)] = Number(r.n);
    return out;
  }

  async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
    return readAll(stream as unknown as NodeJS.ReadableStream & AsyncIterable<Buffer>);
  }

  describe('with the workers running', () => {
    let pipeline: Pipeline;
    before(() => {
      pipeline = startPipeline({ db, storage: ts.storage, engines: testEngines() });
    });
    after(async () => {
      await pipeline?.close();
    });

    it('classifies, extracts, analyses and translates an upload until it reads completed, and the results read back in the spec shapes', async () => {
      const submitted = await submit([
        { name: 'transcript.pdf', data: await transcriptPdf() },
        { name: 'diploma.pdf', data: await diplomaPdf() },
        { name: 'cover_letter.pdf', data: await coverLetterPdf() },
        { name: 'docs.zip/notes.txt', unsupported: true },
      ]);
      const caseId = submitted.caseId;
      const u = await untilTerminal(caseId);
      expect(u.status).to.equal('completed');
      expect(u.features).to.deep.equal([
        { name: 'extraction', status: 'completed' },
        { name: 'forensics', status: 'completed' },
        { name: 'translation', status: 'completed' },
      ]);
      const [fTranscript, fDiploma, fLetter, fZip] = u.files.map((f) => f.fileId);

      // Classification: one academic credential (transcript + diploma of one programme), one
      // uncategorized (the cover letter); each extracted.
      const c = await getCase(db, orgId, caseId);
      expect(c.credentials.map((x) => [x.credentialType, x.status])).to.deep.equal([
        ['academic', 'completed'],
        ['uncategorized', 'completed'],
      ]);
      const [academic, loose] = c.credentials.map((x) => x.credentialId);
      expect(await rows('SELECT classificationStatus, classificationError FROM uploads WHERE id = ?', [u.uploadId])).to.deep.equal([
        { classificationStatus: 'completed', classificationError: null },
      ]);

      const extraction = await readExtraction(read, orgId, caseId, {});
      await assertMatchesSpec('extraction_result', extraction);
      expect(extraction).to.include({ id: caseId, caseNumber: c.caseNumber, externalId: c.externalId });
      const a = extraction.credentials[0]!;
      expect(a).to.include({ credentialId: academic, status: 'completed', uploadId: u.uploadId, credentialType: 'academic', languageCode: 'en', language: 'English' });
      expect(a.candidate).to.deep.equal({ fullName: AMARA.name, firstName: 'Amara', lastName: 'Okafor', dateOfBirth: null });
      expect(a.institution).to.deep.include({ name: AMARA.institution, country: 'Nigeria' });
      expect(a.qualification).to.include({ name: AMARA.programme, registrationNumber: '150805023', yearOfAdmission: 2015, yearOfCompletion: 2019, status: 'Awarded', dateOfIssue: '12/09/2019' });
      expect(a.courses.map((x) => [x.courseNumber, x.courseName, x.credit, x.grade])).to.deep.equal([
        ['PHY101', 'Mechanics', 3, 'A'],
        ['MTH102', 'Calculus', 4, 'B'],
        ['CSC201', 'Programming', 3, 'A'],
      ]);
      // Course ids are given once and stay the same on every read.
      expect(new Set(a.courses.map((x) => x.id)).size).to.equal(3);
      expect((await readExtraction(read, orgId, caseId, {})).credentials[0]!.courses.map((x) => x.id)).to.deep.equal(a.courses.map((x) => x.id));
      expect(extraction.credentials[1]).to.include({ credentialId: loose, credentialType: 'uncategorized', status: 'completed' });

      const forensics = await readForensics(read, orgId, caseId, {});
      await assertMatchesSpec('forensics_result', forensics);
      expect(forensics.forensics.map((i) => [i.fileId, i.status, i.credentialId, i.verdict])).to.deep.equal([
        [fTranscript, 'completed', academic, 'clean'],
        [fDiploma, 'completed', academic, 'clean'],
        [fLetter, 'completed', loose, 'clean'],
        [fZip, 'unsupported', null, null],
      ]);
      const t = forensics.forensics[0]!;
      expect(t).to.include({
        uploadId: u.uploadId,
        candidateName: AMARA.name,
        issuerName: AMARA.institution,
        issuanceYear: 2019,
        documentName: 'ACADEMIC TRANSCRIPT',
        reportUrl: `${BASE}/partner/v1/cases/${caseId}/forensics/${fTranscript}/report`,
        viewerUrl: `${BASE}/partner/v1/cases/${caseId}/forensics/${fTranscript}/viewer`,
        documentUrl: `${BASE}/partner/v1/cases/${caseId}/files/${fTranscript}`,
      });
      expect(t.checks.map((x) => x.status)).to.deep.equal(['passed', 'passed', 'passed']);
      expect(forensics.forensics[3]).to.include({ reportUrl: null, viewerUrl: null, documentUrl: null });

      const translation = await readTranslation(read, orgId, caseId, {});
      await assertMatchesSpec('translation_result', translation);
      expect(translation.status).to.equal('completed');
      expect(translation.files.map((f) => [f.fileName, f.status, f.credentialId])).to.deep.equal([
        ['transcript.pdf', 'completed', academic],
        ['diploma.pdf', 'completed', academic],
        ['cover_letter.pdf', 'completed', loose],
        ['docs.zip/notes.txt', 'unsupported', null],
      ]);
      expect(translation.files[0]!.htmlPages).to.have.length(1);
      expect(translation.files[0]!.htmlPages[0]).to.contain('Amara Okafor');
      expect(translation.files[0]!.htmlRepresentation).to.contain('<html');
      expect(translation.files[0]!.htmlUrl).to.equal(`${BASE}/partner/v1/cases/${caseId}/translation/${fTranscript}/pdf`);
      expect(translation.files[3]).to.include({ htmlUrl: null, htmlRepresentation: null });

      // The links' targets, scoped to the organization.
      const doc = await openArtifact(read, orgId, caseId, fTranscript!, 'document');
      expect(doc).to.include({ contentType: 'application/pdf', fileName: 'transcript.pdf' });
      expect((await bytesOf(doc.stream)).subarray(0, 5).toString()).to.equal('%PDF-');
      const report = await openArtifact(read, orgId, String(c.caseNumber), fTranscript!, 'forensics-report');
      expect(report).to.include({ contentType: 'application/pdf', fileName: 'transcript.pdf_forensics.pdf' });
      expect((await bytesOf(report.stream)).subarray(0, 5).toString()).to.equal('%PDF-');
      const viewer = await openArtifact(read, orgId, caseId, fTranscript!, 'forensics-viewer');
      expect(viewer.contentType).to.match(/^text\/html/);
      const page = (await bytesOf(viewer.stream)).toString();
      expect(page).to.match(/^<!DOCTYPE html>/).and.contain('Incremental updates').and.not.match(/<script/i);
      const pdf = await openArtifact(read, orgId, caseId, fTranscript!, 'translation-pdf');
      expect(pdf).to.include({ contentType: 'application/pdf', fileName: 'transcript.pdf_translation.pdf' });
      // Read to the end, which closes the file: a stream left unread leaks its file handle.
      expect((await bytesOf(pdf.stream)).subarray(0, 5).toString()).to.equal('%PDF-');
      expect((await rejectionOf(openArtifact(read, orgId, caseId, fZip!, 'document'))).name).to.equal('NotFoundError');
      const other = await createTestOrg(db, 'Processing other');
      expect((await rejectionOf(openArtifact(read, other.id, caseId, fTranscript!, 'document'))).name).to.equal('NotFoundError');
      expect((await rejectionOf(readForensics(read, other.id, caseId, {}))).name).to.equal('NotFoundError');

      // Selectors narrow; both, malformed or foreign ones are refused (decision "Open paths and parameters").
      expect((await readForensics(read, orgId, caseId, { credentialId: academic })).forensics.map((i) => i.fileId)).to.deep.equal([fTranscript, fDiploma]);
      expect((await readTranslation(read, orgId, caseId, { uploadId: u.uploadId })).files).to.have.length(4);
      expect((await readExtraction(read, orgId, caseId, { credentialId: loose!.toUpperCase() })).credentials.map((x) => x.credentialId)).to.deep.equal([loose]);
      expect((await rejectionOf(readExtraction(read, orgId, caseId, { uploadId: u.uploadId, credentialId: academic }))).name).to.equal('ValidationError');
      expect((await rejectionOf(readTranslation(read, orgId, caseId, { uploadId: 'zz' }))).name).to.equal('ValidationError');
      expect((await rejectionOf(readForensics(read, orgId, caseId, { uploadId: 'f'.repeat(24) }))).name).to.equal('NotFoundError');
      expect((await rejectionOf(readExtraction(read, orgId, caseId, { credentialId: 'f'.repeat(24) }))).name).to.equal('NotFoundError');

      // The work recorded: one upload.process, one extraction per credential, one forensics and
      // one translation per accepted file; nothing twice.
      expect(await outboxQueues(caseId)).to.deep.equal({ 'upload.process': 1, 'credential.extract': 2, 'file.forensics': 3, 'file.translate': 3 });
      expect(await count('SELECT COUNT(*) AS n FROM credential_documents d JOIN credentials c ON c.id = d.credentialId WHERE c.caseId = ?', [caseId])).to.equal(3);
    });

    it('reads results as the stages finish: queued items are listed with null fields', async () => {
      const submitted = await submit([{ name: 'transcript.pdf', data: await transcriptPdf() }]);
      // Straight after the submission, before any worker ran (the extraction first: classification
      // is the first stage a worker runs, and it makes the credentials).
      expect((await readExtraction(read, orgId, submitted.caseId, {})).credentials).to.deep.equal([]);
      const early = await readForensics(read, orgId, submitted.caseId, {});
      await assertMatchesSpec('forensics_result', early);
      expect(early.forensics).to.have.length(1);
      expect(early.forensics[0]).to.include({ status: 'queued', credentialId: null, verdict: null, reportUrl: null, viewerUrl: null, summary: null });
      expect(early.forensics[0]!.documentUrl).to.match(/\/files\/[a-f0-9]{24}$/);
      const earlyTranslation = await readTranslation(read, orgId, submitted.caseId, {});
      expect(earlyTranslation.status).to.equal('queued');
      await untilTerminal(submitted.caseId);
    });

    it('classify=false: the one academic credential gets every file; credentialId stays null on file items (decision "Further open points"); only requested features run', async () => {
      const submitted = await submit(
        [
          { name: 'transcript.pdf', data: await transcriptPdf() },
          { name: 'diploma.pdf', data: await diplomaPdf() },
        ],
        { classify: false, features: ['extraction', 'forensics'] },
      );
      const u = await untilTerminal(submitted.caseId);
      expect(u.status).to.equal('completed');
      expect(u.features).to.deep.equal([
        { name: 'extraction', status: 'completed' },
        { name: 'forensics', status: 'completed' },
      ]);
      const c = await getCase(db, orgId, submitted.caseId);
      expect(c.credentials).to.have.length(1);
      expect(c.credentials[0]).to.include({ credentialType: 'academic', status: 'completed' });
      const e = (await readExtraction(read, orgId, submitted.caseId, {})).credentials[0]!;
      // Both documents were extracted together: courses from the transcript, award from the diploma.
      expect(e.courses).to.have.length(3);
      expect(e.qualification).to.include({ status: 'Awarded', dateOfIssue: '12/09/2019' });
      const f = await readForensics(read, orgId, submitted.caseId, {});
      expect(f.forensics.map((i) => [i.status, i.credentialId])).to.deep.equal([
        ['completed', null],
        ['completed', null],
      ]);
      // Narrowing by the credential still finds its files.
      expect((await readForensics(read, orgId, submitted.caseId, { credentialId: c.credentials[0]!.credentialId })).forensics).to.have.length(2);
      // Translation was not requested: it never ran, so the case was never translated (409).
      expect(await rejectionOf(readTranslation(read, orgId, submitted.caseId, {}))).to.be.instanceOf(ConflictError);
      expect(await count('SELECT COUNT(*) AS n FROM translation_results WHERE caseId = ?', [submitted.caseId])).to.equal(0);
      expect(await outboxQueues(submitted.caseId)).to.deep.equal({ 'upload.process': 1, 'credential.extract': 1, 'file.forensics': 2 });
      expect(await rows('SELECT classificationStatus FROM uploads WHERE id = ?', [u.uploadId])).to.deep.equal([{ classificationStatus: null }]);
    });

    it('runs only the requested features; an operator starts another later and its results appear', async () => {
      const submitted = await submit([{ name: 'transcript.pdf', data: await transcriptPdf() }], { features: ['forensics'] });
      const u = await untilTerminal(submitted.caseId);
      expect(u.status).to.equal('completed');
      expect(u.features).to.deep.equal([{ name: 'forensics', status: 'completed' }]);
      // Classification ran (classify defaults to true); extraction did not: the credential waits.
      const before = await getCase(db, orgId, submitted.caseId);
      expect(before.credentials.map((x) => x.status)).to.deep.equal(['queued']);
      expect(await outboxQueues(submitted.caseId)).to.deep.equal({ 'upload.process': 1, 'file.forensics': 1 });
      expect(await rejectionOf(readTranslation(read, orgId, submitted.caseId, {}))).to.be.instanceOf(ConflictError);

      expect(await startFeature(db, u.uploadId, 'extraction')).to.deep.equal({ started: true });
      expect(await startFeature(db, u.uploadId, 'translation')).to.deep.equal({ started: true });
      expect(await startFeature(db, u.uploadId, 'extraction')).to.deep.equal({ started: false });
      pipeline.relay.nudge();
      const after = await waitFor('the started features to complete', async () => {
        const x = await upload(submitted.caseId);
        return x.features.length === 3 && x.status === 'completed' ? x : null;
      });
      expect(after.features.map((f) => f.status)).to.deep.equal(['completed', 'completed', 'completed']);
      const e = await readExtraction(read, orgId, submitted.caseId, {});
      expect(e.credentials[0]).to.include({ status: 'completed' });
      expect(e.credentials[0]!.candidate.fullName).to.equal(AMARA.name);
      const t = await readTranslation(read, orgId, submitted.caseId, {});
      expect(t.status).to.equal('completed');
      expect(t.files[0]!.credentialId).to.equal(before.credentials[0]!.credentialId);
    });

    it('a stage whose engine throws a ProcessingError that is not retryable ends failed with its message; the others complete', async () => {
      const submitted = await submit([
        { name: 'transcript.pdf', data: await transcriptPdf() },
        { name: 'releve.pdf', data: await frenchTranscriptPdf() },
      ]);
      const u = await untilTerminal(submitted.caseId);
      expect(u.status).to.equal('completed');
      expect(u.features.map((f) => f.status)).to.deep.equal(['completed', 'completed', 'completed']);
      const t = await readTranslation(read, orgId, submitted.caseId, {});
      expect(t.files.map((f) => [f.fileName, f.status])).to.deep.equal([
        ['transcript.pdf', 'completed'],
        ['releve.pdf', 'failed'],
      ]);
      expect(t.files[1]).to.include({ htmlUrl: null, htmlRepresentation: null });
      const [row] = await rows('SELECT status, error FROM translation_results WHERE fileId = ?', [u.files[1]!.fileId]);
      expect(row).to.deep.equal({ status: 'failed', error: 'No machine translation engine is configured for French' });
    });

    it('a feature whose every item failed reads failed with the reason; the upload still completes the others', async () => {
      const submitted = await submit([{ name: 'releve.pdf', data: await frenchTranscriptPdf() }], { features: ['forensics', 'translation'] });
      const u = await untilTerminal(submitted.caseId);
      expect(u.status).to.equal('completed');
      expect(u.features).to.deep.equal([
        { name: 'forensics', status: 'completed' },
        { name: 'translation', status: 'failed', error: 'releve.pdf: No machine translation engine is configured for French' },
      ]);
      expect(await rows('SELECT error FROM upload_features WHERE uploadId = ? AND name = ?', [u.uploadId, 'translation'])).to.deep.equal([
        { error: 'releve.pdf: No machine translation engine is configured for French' },
      ]);
      expect((await readTranslation(read, orgId, submitted.caseId, {})).status).to.equal('failed');
    });

    it('finds a tampered document', async () => {
      const submitted = await submit([{ name: 'transcript.pdf', data: await tamperedTranscriptPdf() }], { features: ['forensics'] });
      await untilTerminal(submitted.caseId);
      const item = (await readForensics(read, orgId, submitted.caseId, {})).forensics[0]!;
      expect(item.verdict).to.equal('tampered');
      expect(item.topEvidence[0]).to.match(/changed after it was issued/);
    });

    it('an upload with no supported document: classification and every feature fail with the reason', async () => {
      const submitted = await submit([{ name: 'a.zip/readme.txt', unsupported: true }]);
      const u = await untilTerminal(submitted.caseId);
      expect(u.status).to.equal('failed');
      expect(await rows('SELECT classificationStatus, classificationError FROM uploads WHERE id = ?', [u.uploadId])).to.deep.equal([
        { classificationStatus: 'failed', classificationError: 'The upload has no supported document to classify' },
      ]);
      expect(await rows('SELECT name, status, error FROM upload_features WHERE uploadId = ? ORDER BY name', [u.uploadId])).to.deep.equal([
        { name: 'extraction', status: 'failed', error: 'Classification failed: The upload has no supported document to classify' },
        { name: 'forensics', status: 'failed', error: 'The upload has no supported document to process' },
        { name: 'translation', status: 'failed', error: 'The upload has no supported document to process' },
      ]);
      const f = await readForensics(read, orgId, submitted.caseId, {});
      expect(f.forensics.map((i) => i.status)).to.deep.equal(['unsupported']);
    });
  });

  describe('with the production extraction engine', () => {
    let pipeline: Pipeline;
    before(() => {
      pipeline = startPipeline({ db, storage: ts.storage, engines: { ...testEngines(), extraction: createExtractionEngine() } });
    });
    after(async () => {
      await pipeline?.close();
    });

    it('keeps the provenance of every value with the stored result (file, page, box), and the partner response does not change shape', async () => {
      const submitted = await submit(
        [
          { name: 'transcript.pdf', data: await columnTranscriptPdf() },
          { name: 'diploma.pdf', data: await diplomaPdf() },
        ],
        { features: ['extraction'] },
      );
      const u = await untilTerminal(submitted.caseId);
      expect(u.features).to.deep.equal([{ name: 'extraction', status: 'completed' }]);
      const [fTranscript, fDiploma] = u.files.map((f) => f.fileId);
      const extraction = await readExtraction(read, orgId, submitted.caseId, {});
      await assertMatchesSpec('extraction_result', extraction);
      const a = extraction.credentials[0]!;
      expect(a.candidate.fullName).to.equal(AMARA.name);
      expect(a.courses.map((x) => [x.courseNumber, x.courseName, x.credit, x.grade])).to.deep.equal(COURSES.map((c) => [c.code, c.name, c.credit, c.grade]));
      // Provenance (docs/document-understanding.md, "Provenance"): stored beside the result, never served.
      expect(JSON.stringify(extraction)).to.not.contain('provenance').and.not.contain('"box"');
      const [stored] = await rows('SELECT result FROM extraction_results WHERE credentialId = ?', [a.credentialId]);
      const provenance = JSON.parse(String(stored!.result)).provenance;
      const name = provenance.fields['candidate.fullName'];
      expect(name.fileId).to.be.oneOf([fTranscript, fDiploma]);
      expect(name.page).to.equal(1);
      expect(name.box.width).to.be.greaterThan(0);
      expect(name.confidence).to.be.within(0, 1);
      expect(provenance.fields['institution.name'].fileId).to.be.oneOf([fTranscript, fDiploma]);
      expect(Object.keys(provenance.courses)).to.have.members(a.courses.map((x) => x.id));
      const firstRow = provenance.courses[a.courses[0]!.id];
      expect(firstRow.row).to.include({ fileId: fTranscript, page: 1 });
      expect(firstRow.cells.grade.box.x).to.be.greaterThan(firstRow.cells.courseName.box.x);
    });
  });

  describe('retries', () => {
    let pipeline: Pipeline;
    before(() => {
      // A machine-translation service that cannot be reached: every attempt fails (retryably).
      pipeline = startPipeline({
        db,
        storage: ts.storage,
        engines: testEngines({ translatorUrl: 'http://127.0.0.1:9/translate' }),
        definitions: fastDefinitions({ retries: 2, backoff: { strategy: 'exponential', delayMs: 100 } }),
      });
    });
    after(async () => {
      await pipeline?.close();
    });

    it('retries a failing stage, and when the retries are exhausted it ends failed with a readable error, never stuck in processing', async () => {
      const submitted = await submit([{ name: 'releve.pdf', data: await frenchTranscriptPdf() }], { features: ['translation'] });
      const u = await untilTerminal(submitted.caseId);
      expect(u.features).to.have.length(1);
      expect(u.features[0]).to.include({ name: 'translation', status: 'failed' });
      expect(u.features[0]!.error).to.match(/^releve\.pdf: The machine translation service cannot be reached/);
      // Classification completed, so the upload reads completed although its one feature failed (decision "Status values").
      expect(u.status).to.equal('completed');
      const [row] = await rows('SELECT status, error FROM translation_results WHERE fileId = ?', [u.files[0]!.fileId]);
      expect(row!.status).to.equal('failed');
      expect(row!.error).to.match(/^The machine translation service cannot be reached/);
      // Three attempts in all (retries: 2): two retried, the last one ended the stage.
      const attempts = pipeline.logLines.filter((l) => l.msg === 'stage attempt failed; it will be retried' && l.attempt !== undefined);
      expect(attempts.map((l) => l.attempt)).to.deep.equal([1, 2]);
      expect(pipeline.logLines.filter((l) => l.msg === 'stage failed').map((l) => l.attempt)).to.deep.equal([3]);
    });
  });

  describe('idempotency (delivery is at least once)', () => {
    const log = createLogger('silent');
    let deps: ProcessingDeps;
    const meta = (jobId: string): JobMeta => ({ jobId, attempt: 1, attempts: 3, lastAttempt: false, timeoutMs: 120_000 });
    before(() => {
      deps = { db, storage: ts.storage, engines: testEngines(), log };
    });

    async function snapshot(caseId: string) {
      return {
        credentials: await rows('SELECT id, status, updatedAt FROM credentials WHERE caseId = ? ORDER BY id', [caseId]),
        documents: await rows('SELECT d.* FROM credential_documents d JOIN credentials c ON c.id = d.credentialId WHERE c.caseId = ? ORDER BY d.fileId', [caseId]),
        outbox: await rows('SELECT id, queue, payload FROM outbox WHERE caseId = ? ORDER BY id', [caseId]),
        extraction: await rows('SELECT * FROM extraction_results WHERE caseId = ? ORDER BY credentialId', [caseId]),
        forensics: await rows('SELECT * FROM forensic_results WHERE caseId = ? ORDER BY fileId', [caseId]),
        translation: await rows('SELECT * FROM translation_results WHERE caseId = ? ORDER BY fileId', [caseId]),
        features: await rows('SELECT f.* FROM upload_features f JOIN uploads u ON u.id = f.uploadId WHERE u.caseId = ? ORDER BY f.name', [caseId]),
        upload: await rows('SELECT classificationStatus, fannedOutAt, updatedAt FROM uploads WHERE caseId = ?', [caseId]),
      };
    }

    it('the same job run twice, one after the other and at the same time, makes no duplicate and changes nothing the second time', async () => {
      const submitted = await submit([
        { name: 'transcript.pdf', data: await transcriptPdf() },
        { name: 'cover_letter.pdf', data: await coverLetterPdf() },
      ]);
      const uploadId = submitted.upload.uploadId;
      const caseId = submitted.caseId;
      // Two deliveries of upload.process at once (a worker thought dead, and its successor).
      await Promise.all([processUpload(deps, { uploadId }, meta('a')), processUpload(deps, { uploadId }, meta('b'))]);
      const once = await snapshot(caseId);
      expect(once.credentials).to.have.length(2);
      expect(once.outbox.map((o) => o.queue)).to.have.members(['upload.process', 'credential.extract', 'credential.extract', 'file.forensics', 'file.forensics', 'file.translate', 'file.translate']);
      await processUpload(deps, { uploadId }, meta('c'));
      expect(await snapshot(caseId)).to.deep.equal(once);

      // Every stage job, twice at once, then once more.
      const jobs = once.outbox.filter((o) => o.queue !== 'upload.process').map((o) => ({ queue: String(o.queue), payload: JSON.parse(String(o.payload)) as Record<string, string> }));
      const runJob = (j: (typeof jobs)[number], id: string) =>
        j.queue === 'credential.extract'
          ? processExtraction(deps, { credentialId: j.payload.credentialId! }, meta(id))
          : j.queue === 'file.forensics'
            ? processForensics(deps, { fileId: j.payload.fileId! }, meta(id))
            : processTranslation(deps, { fileId: j.payload.fileId! }, meta(id));
      await Promise.all(jobs.flatMap((j, i) => [runJob(j, `x${i}`), runJob(j, `y${i}`)]));
      const done = await snapshot(caseId);
      expect(done.features.map((f) => f.status)).to.deep.equal(['completed', 'completed', 'completed']);
      expect(done.extraction).to.have.length(2);
      expect(done.forensics).to.have.length(2);
      expect(done.translation).to.have.length(2);
      for (const [i, j] of jobs.entries()) await runJob(j, `z${i}`);
      await processUpload(deps, { uploadId }, meta('d'));
      expect(await snapshot(caseId)).to.deep.equal(done);
      expect((await upload(caseId)).status).to.equal('completed');
    });

    it('a job for a deleted case, or for an upload that is gone, does nothing', async () => {
      const submitted = await submit([{ name: 'transcript.pdf', data: await transcriptPdf() }]);
      const fileId = submitted.upload.files[0]!.fileId;
      await deleteCase({ db, files: ts.storage }, orgId, submitted.caseId);
      await processUpload(deps, { uploadId: submitted.upload.uploadId }, meta('gone'));
      await processForensics(deps, { fileId }, meta('gone2'));
      await processTranslation(deps, { fileId }, meta('gone3'));
      await processExtraction(deps, { credentialId: 'a'.repeat(24) }, meta('gone4'));
      expect(await count('SELECT COUNT(*) AS n FROM credentials WHERE caseId = ?', [submitted.caseId])).to.equal(0);
      expect(await count('SELECT COUNT(*) AS n FROM forensic_results WHERE caseId = ?', [submitted.caseId])).to.equal(0);
      expect(await ts.keys(`orgs/${orgId}/cases/${submitted.caseId}`)).to.deep.equal([]);
    });

    it('deleting a processed case removes its results, its documents and its artifacts', async () => {
      const submitted = await submit([{ name: 'transcript.pdf', data: await transcriptPdf() }]);
      const uploadId = submitted.upload.uploadId;
      await processUpload(deps, { uploadId }, meta('p'));
      const work = await rows("SELECT queue, payload FROM outbox WHERE caseId = ? AND queue <> 'upload.process'", [submitted.caseId]);
      for (const w of work) {
        const p = JSON.parse(String(w.payload)) as Record<string, string>;
        if (w.queue === 'credential.extract') await processExtraction(deps, { credentialId: p.credentialId! }, meta('e'));
        if (w.queue === 'file.forensics') await processForensics(deps, { fileId: p.fileId! }, meta('f'));
        if (w.queue === 'file.translate') await processTranslation(deps, { fileId: p.fileId! }, meta('t'));
      }
      expect((await upload(submitted.caseId)).status).to.equal('completed');
      const prefix = `orgs/${orgId}/cases/${submitted.caseId}`;
      // The file, its text cache, the forensics report and viewer, the translation pages and PDF.
      expect((await ts.keys(prefix)).map((k) => k.slice(`${prefix}/`.length).replace(/^[a-f0-9]{24}/, ''))).to.deep.equal([
        '',
        '.forensics-report.pdf',
        '.forensics-viewer.html',
        '.text.json',
        '.translation.json',
        '.translation.pdf',
      ]);
      await deleteCase({ db, files: ts.storage }, orgId, submitted.caseId);
      for (const table of ['extraction_results', 'forensic_results', 'translation_results']) {
        expect(await count(`SELECT COUNT(*) AS n FROM ${table} WHERE caseId = ?`, [submitted.caseId]), table).to.equal(0);
      }
      expect(await count('SELECT COUNT(*) AS n FROM credential_documents WHERE fileId = ?', [submitted.upload.files[0]!.fileId])).to.equal(0);
      expect(await ts.keys(prefix)).to.deep.equal([]);
    });
  });
});
