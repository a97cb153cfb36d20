import { findCaseById } from '../../data/repositories/cases';
import { findDocumentsOfCredentials, findDocumentsOfFiles, insertCredentialDocuments } from '../../data/repositories/credentialDocuments';
import {
  findActiveCredentialsOfUpload,
  findCredentialById,
  insertCredential,
  setCredentialStatus,
  type CredentialRecord,
} from '../../data/repositories/credentials';
import { findExtractionResults, saveExtractionResult } from '../../data/repositories/extractionResults';
import {
  findForensicResult,
  findForensicResultsOfUploads,
  findTranslationResult,
  findTranslationResultsOfUploads,
  insertForensicResult,
  insertTranslationResult,
  updateForensicResult,
  updateTranslationResult,
} from '../../data/repositories/fileStageResults';
import type { Db } from '../../data/repositories/organizations';
import {
  claimClassification,
  findFeaturesOfUploads,
  findFilesOfUploads,
  findUploadById,
  findUploadFileById,
  lockUploadFeature,
  markUploadFannedOut,
  setUploadFeatureStatus,
  type UploadFeatureRecord,
  type UploadFileRecord,
  type UploadRecord,
} from '../../data/repositories/uploads';
import { withCaseUnitOfWork } from '../caseUnitOfWork';
import { withUnitOfWork } from '../unitOfWork';
import { isTerminal, type CredentialType, type FeatureName, type StageStatus } from '../cases/types';
import { newId } from '../ids';
import { CREDENTIAL_EXTRACT_QUEUE, FILE_FORENSICS_QUEUE, FILE_TRANSLATE_QUEUE, recordWork, type CredentialExtractPayload, type FilePayload } from '../outbox';
import type { ExtractionOutcome, StoredForensics } from '../results/stored';
import { recordCaseEvents, STREAM_ORDER, type EventStream, type StageEvent } from '../webhooks/events';
import { featureStatus } from './featureStatus';

/*
 * The state rules of the processing stages (README "Processing"; decision "Status values"). The jobs in
 * src/jobs/processing run the engines; every state change they make goes through here.
 *
 * - Delivery is at least once, and a worker can die at any point: every transition is a
 *   compare-and-set on the current state, and everything a stage produces is written in one
 *   transaction with its state, so a stage run twice changes nothing the second time and never
 *   duplicates a row.
 * - A transaction that decides from rows it reads first takes the write lock of one row
 *   (`markUploadFannedOut` on the upload, `lockUploadFeature` on the feature), so stages that
 *   finish at the same time queue up and each sees what the previous one committed: the last
 *   item to finish always finds every item terminal and closes the feature.
 * - A missing upload or a deleted case makes every function here a no-op (null / 'gone').
 * - Every stage that reaches a terminal state records its partner event (interface "Events") in
 *   the same transaction as the change (recordCaseEvents): committed together or not at all.
 *   Events name the item that ended: the upload for classification, the credential for
 *   extraction, the file for forensics and translation (the receivers' dedupe key,
 *   interface "Events": eventName + data.uploadId, + data.credentialId or data.fileId); a
 *   feature that fails before any item ran (nothing to work on) emits one `*.failed` event
 *   without an item id.
 */

const UNFINISHED: readonly StageStatus[] = ['queued', 'processing'];

export type FileFeature = Extract<FeatureName, 'forensics' | 'translation'>;

/** How a finishing call ended: written; the stage had already ended (a duplicate run); or the upload or case is gone. */
export type FinishOutcome = 'done' | 'already' | 'gone';

/** The upload, with what the stages need of it, while its case is not deleted. */
export interface UploadWork {
  upload: UploadRecord;
  caseId: string;
  organizationId: string;
  features: UploadFeatureRecord[];
  /** Accepted files (stored, not unsupported ZIP members), in upload order. */
  files: UploadFileRecord[];
}

export function isProcessable(f: UploadFileRecord): boolean {
  return f.storageKey !== null && f.status !== 'unsupported';
}

/** The upload and its accepted files, or null when the upload is gone or its case deleted. */
export async function loadUploadWork(db: Db, uploadId: string): Promise<UploadWork | null> {
  const upload = await findUploadById(db, uploadId);
  if (upload === null) return null;
  const c = await findCaseById(db, upload.caseId);
  if (c === null || c.deletedAt !== null) return null;
  // One after the other: in a transaction both run on the same connection anyway.
  const features = await findFeaturesOfUploads(db, [uploadId]);
  const files = await findFilesOfUploads(db, [uploadId]);
  return { upload, caseId: c.id, organizationId: c.organizationId, features, files: files.filter(isProcessable) };
}

// ---------------------------------------------------------------------------------------------
// Classification and fan-out (upload.process)

/** Classification starts (again, after a lost worker): false when there is nothing to do. */
export async function beginClassification(db: Db, uploadId: string, now: Date = new Date()): Promise<boolean> {
  return claimClassification(db, uploadId, now);
}

/** One credential found by classification: its type and its documents (upload file ids). */
export interface CredentialGrouping {
  credentialType: CredentialType;
  documents: { fileId: string; kind: string }[];
}

/**
 * Classification succeeded. In ONE transaction: the credentials and their documents, the
 * classification status `completed`, and the work of the requested features (an extraction per
 * credential, forensics and translation per file). False when it had already ended or the upload
 * is gone: nothing is written twice.
 */
export async function completeClassification(db: Db, uploadId: string, groups: readonly CredentialGrouping[], now: Date = new Date()): Promise<boolean> {
  return withCaseUnitOfWork(db, async (uow) => {
    const { tx } = uow;
    // First statement: the compare-and-set also locks the upload row (see the module comment).
    if (!(await markUploadFannedOut(tx, uploadId, { status: 'completed', error: null }, now))) return false;
    const work = await loadUploadWork(tx, uploadId);
    if (work === null) return false;
    uow.record({ kind: 'upload.processed', caseId: work.caseId });
    const accepted = new Set(work.files.map((f) => f.id));
    for (const g of groups) {
      for (const d of g.documents) {
        // An engine that names a document it was not given is a bug; nothing is written.
        if (!accepted.has(d.fileId)) throw new Error(`classification named document ${d.fileId}, which is not an accepted file of upload ${uploadId}`);
      }
    }
    const credentialIds: string[] = [];
    for (const [i, g] of groups.entries()) {
      const credentialId = newId(now.getTime());
      credentialIds.push(credentialId);
      // One millisecond apart: credentials list oldest first (createdAt, then id), and ids made
      // in the same second do not sort in the order made; this keeps the engine's order.
      const createdAt = new Date(now.getTime() + i);
      await insertCredential(tx, { id: credentialId, caseId: work.caseId, uploadId, credentialType: g.credentialType, status: 'queued' }, createdAt);
      // A document listed twice in one group is one document.
      const fileIds = [...new Map(g.documents.map((d) => [d.fileId, d])).values()];
      await insertCredentialDocuments(
        tx,
        fileIds.map((d) => ({ credentialId, fileId: d.fileId, documentKind: d.kind })),
        now,
      );
    }
    // documentIds: the documents that were classified (the upload's accepted files).
    await recordCaseEvents(tx, work.caseId, [{ eventName: 'case.classification.completed', uploadId, documentIds: work.files.map((f) => f.id), credentialIds }], now);
    await fanOut(tx, work, work.features, null, now);
    return true;
  });
}

/**
 * Classification failed for good (decision "Status values": the upload reads `failed`). Extraction cannot run (no
 * credential) and fails with the reason; forensics and translation look at files, not
 * credentials, so they still run: "other stages may still complete and their results stay
 * readable" (interface "Events").
 */
export async function failClassification(db: Db, uploadId: string, error: string, now: Date = new Date()): Promise<boolean> {
  return withCaseUnitOfWork(db, async (uow) => {
    const { tx } = uow;
    if (!(await markUploadFannedOut(tx, uploadId, { status: 'failed', error }, now))) return false;
    const work = await loadUploadWork(tx, uploadId);
    if (work === null) return false;
    uow.record({ kind: 'upload.processed', caseId: work.caseId });
    await recordCaseEvents(tx, work.caseId, [{ eventName: 'case.classification.failed', uploadId, error }], now);
    await fanOut(tx, work, work.features, error, now);
    return true;
  });
}

/**
 * classify=false: the upload's one academic credential (made at submission, decision "Status values") gets every
 * accepted file, and the features' work is recorded, in one transaction. False when already done.
 */
export async function attachUnclassified(db: Db, uploadId: string, now: Date = new Date()): Promise<boolean> {
  return withCaseUnitOfWork(db, async (uow) => {
    const { tx } = uow;
    if (!(await markUploadFannedOut(tx, uploadId, null, now))) return false;
    const work = await loadUploadWork(tx, uploadId);
    if (work === null) return false;
    uow.record({ kind: 'upload.processed', caseId: work.caseId });
    let credential: CredentialRecord | undefined = (await findActiveCredentialsOfUpload(tx, uploadId))[0];
    if (credential === undefined) {
      // Submission always makes it; an operator may have deleted it since. The upload still
      // "becomes one academic credential".
      credential = await insertCredential(tx, { id: newId(now.getTime()), caseId: work.caseId, uploadId, credentialType: 'academic', status: 'queued' }, now);
    }
    const credentialId = credential.id;
    await insertCredentialDocuments(
      tx,
      work.files.map((f) => ({ credentialId, fileId: f.id, documentKind: null })),
      now,
    );
    await fanOut(tx, work, work.features, null, now);
    return true;
  });
}

/**
 * `upload.process` of a classify=false upload failed for good (it only attaches files, so this
 * is an infrastructure failure): every unfinished feature and credential of the upload fails with
 * the reason, so nothing stays `queued` for ever.
 */
export async function failUnclassified(db: Db, uploadId: string, error: string, now: Date = new Date()): Promise<boolean> {
  return withCaseUnitOfWork(db, async (uow) => {
    const { tx } = uow;
    if (!(await markUploadFannedOut(tx, uploadId, null, now))) return false;
    const work = await loadUploadWork(tx, uploadId);
    if (work === null) return false;
    uow.record({ kind: 'upload.processed', caseId: work.caseId });
    const events: StageEvent[] = [];
    for (const f of work.features) {
      if (!(await setUploadFeatureStatus(tx, uploadId, f.name, { status: 'failed', error, fromStatuses: UNFINISHED }, now))) continue;
      // classify=false: no credentialId on forensics/translation events (decision "Webhooks").
      if (f.name === 'forensics') for (const file of work.files) events.push({ eventName: 'case.forensics.failed', uploadId, fileId: file.id, error });
      if (f.name === 'translation') for (const file of work.files) events.push({ eventName: 'case.translation.failed', uploadId, fileId: file.id, error });
    }
    if (work.features.some((f) => f.name === 'extraction')) {
      for (const c of await findActiveCredentialsOfUpload(tx, uploadId)) {
        if (await setCredentialStatus(tx, c.id, 'failed', UNFINISHED, now)) events.push({ eventName: 'case.extraction.failed', uploadId, credentialId: c.id, error });
      }
    }
    await recordCaseEvents(tx, work.caseId, events, now);
    return true;
  });
}

/**
 * `upload.process` failed for good, whatever it was doing: classification fails (classify true),
 * or the classify=false upload's features do. False when the upload had already fanned out or is
 * gone.
 */
export async function failUploadProcessing(db: Db, uploadId: string, error: string, now: Date = new Date()): Promise<boolean> {
  const upload = await findUploadById(db, uploadId);
  if (upload === null) return false;
  return upload.classify ? failClassification(db, uploadId, error, now) : failUnclassified(db, uploadId, error, now);
}

/**
 * Records the work of `features` (those still queued) for the upload, in the caller's
 * transaction: `credential.extract` per credential, `file.forensics` / `file.translate` per
 * accepted file. A feature with nothing to work on fails at once with the reason (decision "Status values": every
 * feature ends terminal). With `classificationError`, classification failed: extraction fails
 * with it.
 */
export async function fanOut(
  tx: Db,
  work: UploadWork,
  features: readonly UploadFeatureRecord[],
  classificationError: string | null,
  now: Date,
): Promise<void> {
  const uploadId = work.upload.id;
  const fail = async (name: 'extraction' | 'forensics' | 'translation', error: string) => {
    if (await setUploadFeatureStatus(tx, uploadId, name, { status: 'failed', error, fromStatuses: ['queued'] }, now)) {
      await recordCaseEvents(tx, work.caseId, [{ eventName: `case.${name}.failed`, uploadId, error }], now);
    }
  };
  // In the stream lock order (src/domain/webhooks/events.ts STREAM_ORDER): a feature that fails
  // here records its event, and the caller may have recorded classification's already.
  const rank = (name: string) => STREAM_ORDER.indexOf(name as EventStream);
  for (const feature of [...features].sort((a, b) => rank(a.name) - rank(b.name))) {
    if (feature.status !== 'queued') continue;
    if (feature.name === 'extraction') {
      if (classificationError !== null) {
        await fail('extraction', `Classification failed: ${classificationError}`);
        continue;
      }
      const credentials = await findActiveCredentialsOfUpload(tx, uploadId);
      if (credentials.length === 0) {
        await fail('extraction', 'No credential was found in the upload');
        continue;
      }
      const pending = credentials.filter((c) => !isTerminal(c.status));
      for (const c of pending) await recordWork(tx, CREDENTIAL_EXTRACT_QUEUE, { credentialId: c.id } satisfies CredentialExtractPayload, work.caseId, now);
      // Every credential already extracted (a feature started again by an operator): close it now.
      if (pending.length === 0) await refreshFeature(tx, uploadId, 'extraction', now);
    } else if (feature.name === 'forensics' || feature.name === 'translation') {
      if (work.files.length === 0) {
        await fail(feature.name, 'The upload has no supported document to process');
        continue;
      }
      const queue = feature.name === 'forensics' ? FILE_FORENSICS_QUEUE : FILE_TRANSLATE_QUEUE;
      for (const f of work.files) await recordWork(tx, queue, { fileId: f.id } satisfies FilePayload, work.caseId, now);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Feature aggregate

/** Why the feature failed: the first item error, by upload order. */
function firstError(errors: readonly (string | null | undefined)[]): string {
  return errors.find((e): e is string => typeof e === 'string' && e !== '') ?? 'Every item of the feature failed';
}

/**
 * Recomputes the feature's status from its items (featureStatus) and stores it when it changed.
 * Call it with the feature row locked (`lockUploadFeature`), after changing an item.
 */
export async function refreshFeature(tx: Db, uploadId: string, name: FeatureName, now: Date): Promise<StageStatus | null> {
  const feature = (await findFeaturesOfUploads(tx, [uploadId])).find((f) => f.name === name);
  if (feature === undefined) return null;
  let statuses: StageStatus[];
  let errors: (string | null)[];
  if (name === 'extraction') {
    const credentials = await findActiveCredentialsOfUpload(tx, uploadId);
    const results = new Map((await findExtractionResults(tx, credentials.map((c) => c.id))).map((r) => [r.credentialId, r]));
    statuses = credentials.map((c) => c.status);
    errors = credentials.map((c) => (c.status === 'failed' ? (results.get(c.id)?.error ?? null) : null));
  } else {
    const files = (await findFilesOfUploads(tx, [uploadId])).filter(isProcessable);
    const rows =
      name === 'forensics'
        ? new Map((await findForensicResultsOfUploads(tx, [uploadId])).map((r) => [r.fileId, { status: r.status, error: r.error }]))
        : new Map((await findTranslationResultsOfUploads(tx, [uploadId])).map((r) => [r.fileId, { status: r.status, error: r.error }]));
    statuses = files.map((f) => rows.get(f.id)?.status ?? 'queued');
    errors = files.map((f) => {
      const row = rows.get(f.id);
      return row?.status === 'failed' && row.error !== null ? `${f.fileName}: ${row.error}` : null;
    });
  }
  const status = featureStatus(statuses);
  const error = status === 'failed' ? (statuses.length === 0 ? 'There was nothing to process' : firstError(errors)) : null;
  if (status !== feature.status || error !== feature.error) await setUploadFeatureStatus(tx, uploadId, name, { status, error }, now);
  return status;
}

// ---------------------------------------------------------------------------------------------
// Extraction (credential.extract)

export interface ExtractionWork {
  credential: CredentialRecord;
  upload: UploadRecord;
  organizationId: string;
  /** The credential's documents, in upload order; `documentKind` null when nothing classified them. */
  documents: { file: UploadFileRecord; documentKind: string | null }[];
}

/**
 * Extraction of the credential starts: credential and feature `processing`. Null when there is
 * nothing to do: credential gone, deleted or already extracted, upload gone, case deleted, or the
 * feature not requested.
 */
export async function beginExtraction(db: Db, credentialId: string, now: Date = new Date()): Promise<ExtractionWork | null> {
  const found = await findCredentialById(db, credentialId);
  if (found === null || found.deletedAt !== null || found.uploadId === null || isTerminal(found.status)) return null;
  const uploadId = found.uploadId;
  return withUnitOfWork(db, async ({ tx }) => {
    await lockUploadFeature(tx, uploadId, 'extraction');
    const work = await loadUploadWork(tx, uploadId);
    const feature = work?.features.find((f) => f.name === 'extraction');
    if (work === null || feature === undefined || isTerminal(feature.status)) return null;
    if (!(await setCredentialStatus(tx, credentialId, 'processing', UNFINISHED, now))) return null;
    await setUploadFeatureStatus(tx, uploadId, 'extraction', { status: 'processing', error: null, fromStatuses: ['queued'] }, now);
    const kinds = new Map((await findDocumentsOfCredentials(tx, [credentialId])).map((d) => [d.fileId, d.documentKind]));
    const credential = (await findCredentialById(tx, credentialId))!;
    return {
      credential,
      upload: work.upload,
      organizationId: work.organizationId,
      documents: work.files.filter((f) => kinds.has(f.id)).map((file) => ({ file, documentKind: kinds.get(file.id) ?? null })),
    };
  });
}

/**
 * Extraction of the credential ended: its result (or why it failed), the credential's status
 * (decision "Status values": the extraction state), and the feature recomputed, in one transaction.
 */
export async function finishExtraction(
  db: Db,
  credentialId: string,
  outcome: { ok: ExtractionOutcome } | { error: string },
  now: Date = new Date(),
): Promise<FinishOutcome> {
  const found = await findCredentialById(db, credentialId);
  if (found === null || found.uploadId === null) return 'gone';
  const uploadId = found.uploadId;
  return withCaseUnitOfWork(db, async (uow) => {
    const { tx } = uow;
    await lockUploadFeature(tx, uploadId, 'extraction');
    const c = await findCaseById(tx, found.caseId);
    if (c === null || c.deletedAt !== null || (await findUploadById(tx, uploadId)) === null) return 'gone';
    const status = 'ok' in outcome ? 'completed' : 'failed';
    if (!(await setCredentialStatus(tx, credentialId, status, UNFINISHED, now))) {
      const current = await findCredentialById(tx, credentialId);
      return current === null || current.deletedAt !== null ? 'gone' : 'already';
    }
    await saveExtractionResult(
      tx,
      'ok' in outcome
        ? {
            credentialId,
            caseId: found.caseId,
            uploadId,
            languageCode: outcome.ok.languageCode,
            language: outcome.ok.language,
            result: outcome.ok.data,
            error: null,
          }
        : { credentialId, caseId: found.caseId, uploadId, languageCode: null, language: null, result: null, error: outcome.error },
      now,
    );
    await recordCaseEvents(
      tx,
      found.caseId,
      ['ok' in outcome ? { eventName: 'case.extraction.completed', uploadId, credentialId } : { eventName: 'case.extraction.failed', uploadId, credentialId, error: outcome.error }],
      now,
    );
    await refreshFeature(tx, uploadId, 'extraction', now);
    uow.record({ kind: 'credential.extracted', caseId: found.caseId });
    return 'done';
  });
}

// ---------------------------------------------------------------------------------------------
// Per-file stages (file.forensics, file.translate)

export interface FileWork {
  file: UploadFileRecord & { storageKey: string };
  upload: UploadRecord;
  caseId: string;
  organizationId: string;
  /** The file's credential when classification ran (decision "Further open points"); null otherwise. */
  credentialId: string | null;
}

async function credentialOfFile(tx: Db, upload: UploadRecord, fileId: string): Promise<string | null> {
  // decision "Further open points": "credentialId ... only when classification ran".
  if (!upload.classify || upload.classificationStatus !== 'completed') return null;
  return (await findDocumentsOfFiles(tx, [fileId]))[0]?.credentialId ?? null;
}

/**
 * The stage of one file starts: its row `processing` (created if absent), the feature
 * `processing`. Null when there is nothing to do (file, upload or case gone, feature not
 * requested, or the file's stage already ended).
 */
export async function beginFileStage(db: Db, feature: FileFeature, fileId: string, now: Date = new Date()): Promise<FileWork | null> {
  const found = await findUploadFileById(db, fileId);
  if (found === null || !isProcessable(found)) return null;
  // Already ended (a duplicate delivery): no transaction, no lock, nothing touched.
  const existing = feature === 'forensics' ? await findForensicResult(db, fileId) : await findTranslationResult(db, fileId);
  if (existing !== null && isTerminal(existing.status)) return null;
  const uploadId = found.uploadId;
  return withUnitOfWork(db, async ({ tx }) => {
    await lockUploadFeature(tx, uploadId, feature);
    const work = await loadUploadWork(tx, uploadId);
    const f = work?.features.find((x) => x.name === feature);
    const file = work?.files.find((x) => x.id === fileId);
    if (work === null || f === undefined || isTerminal(f.status) || file === undefined) return null;
    const credentialId = await credentialOfFile(tx, work.upload, fileId);
    const row = feature === 'forensics' ? await findForensicResult(tx, fileId) : await findTranslationResult(tx, fileId);
    if (row !== null && isTerminal(row.status)) return null;
    if (row === null) {
      const values = { fileId, caseId: work.caseId, uploadId, credentialId, status: 'processing' as const };
      if (feature === 'forensics') await insertForensicResult(tx, values, now);
      else await insertTranslationResult(tx, values, now);
    } else if (feature === 'forensics') {
      await updateForensicResult(tx, fileId, { status: 'processing' }, UNFINISHED, now);
    } else {
      await updateTranslationResult(tx, fileId, { status: 'processing' }, UNFINISHED, now);
    }
    await setUploadFeatureStatus(tx, uploadId, feature, { status: 'processing', error: null, fromStatuses: ['queued'] }, now);
    return { file: file as FileWork['file'], upload: work.upload, caseId: work.caseId, organizationId: work.organizationId, credentialId };
  });
}

export type ForensicsOutcome = { ok: { findings: StoredForensics; reportKey: string; viewerKey: string } } | { error: string };
export type TranslationOutcome =
  | { ok: { languageCode: string | null; language: string | null; pagesKey: string; pdfKey: string } }
  | { error: string };

async function finishFileStage(db: Db, feature: FileFeature, fileId: string, error: string | null, write: (tx: Db) => Promise<boolean>, now: Date): Promise<FinishOutcome> {
  const found = await findUploadFileById(db, fileId);
  if (found === null) return 'gone';
  const uploadId = found.uploadId;
  return withUnitOfWork(db, async ({ tx }) => {
    await lockUploadFeature(tx, uploadId, feature);
    const work = await loadUploadWork(tx, uploadId);
    if (work === null || !work.files.some((f) => f.id === fileId)) return 'gone';
    const row = feature === 'forensics' ? await findForensicResult(tx, fileId) : await findTranslationResult(tx, fileId);
    let credentialId = row?.credentialId ?? null;
    if (row === null) {
      // Ended before it began (e.g. the start itself kept failing): the row is made here.
      credentialId = await credentialOfFile(tx, work.upload, fileId);
      const values = { fileId, caseId: work.caseId, uploadId, credentialId, status: 'queued' as const };
      if (feature === 'forensics') await insertForensicResult(tx, values, now);
      else await insertTranslationResult(tx, values, now);
    }
    if (!(await write(tx))) return 'already';
    // credentialId only when classification ran (decision "Further open points"): the row holds it exactly then.
    const item = { uploadId, fileId, ...(credentialId === null ? {} : { credentialId }) };
    await recordCaseEvents(
      tx,
      work.caseId,
      [error === null ? { eventName: `case.${feature}.completed`, ...item } : { eventName: `case.${feature}.failed`, ...item, error }],
      now,
    );
    await refreshFeature(tx, uploadId, feature, now);
    return 'done';
  });
}

/** Forensics of the file ended: findings and artifact keys (or the error), and the feature, in one transaction. */
export async function finishForensics(db: Db, fileId: string, outcome: ForensicsOutcome, now: Date = new Date()): Promise<FinishOutcome> {
  const status = 'ok' in outcome ? 'completed' : 'failed';
  return finishFileStage(
    db,
    'forensics',
    fileId,
    'ok' in outcome ? null : outcome.error,
    (tx) =>
      updateForensicResult(
        tx,
        fileId,
        'ok' in outcome
          ? { status, result: outcome.ok.findings, error: null, reportKey: outcome.ok.reportKey, viewerKey: outcome.ok.viewerKey }
          : { status, result: null, error: outcome.error, reportKey: null, viewerKey: null },
        UNFINISHED,
        now,
      ),
    now,
  );
}

/** Translation of the file ended: language and artifact keys (or the error), and the feature, in one transaction. */
export async function finishTranslation(db: Db, fileId: string, outcome: TranslationOutcome, now: Date = new Date()): Promise<FinishOutcome> {
  const status = 'ok' in outcome ? 'completed' : 'failed';
  return finishFileStage(
    db,
    'translation',
    fileId,
    'ok' in outcome ? null : outcome.error,
    (tx) =>
      updateTranslationResult(
        tx,
        fileId,
        'ok' in outcome
          ? { status, languageCode: outcome.ok.languageCode, language: outcome.ok.language, pagesKey: outcome.ok.pagesKey, pdfKey: outcome.ok.pdfKey, error: null }
          : { status, error: outcome.error, pagesKey: null, pdfKey: null },
        UNFINISHED,
        now,
      ),
    now,
  );
}
