import {
  attachUnclassified,
  beginClassification,
  completeClassification,
  failUploadProcessing,
  loadUploadWork,
  type CredentialGrouping,
  type UploadWork,
} from '../../domain/processing';
import { ProcessingError, type ClassifiableDocument, type ClassificationResult } from '../../processing/types';
import { UPLOAD_PROCESS_JOB, type UploadProcessPayload } from '../jobTypes';
import type { JobMeta, JobType } from '../queues';
import type { ProcessingDeps } from './deps';
import { documentText, namedDocumentText } from './documents';
import { runStage } from './runStage';

/** The classification engine's result as the domain stores it: groups of files with their kinds. */
export function toGroupings(result: ClassificationResult): CredentialGrouping[] {
  const kinds = new Map(result.documents.map((d) => [d.documentId, d.kind as string]));
  return result.credentials.map((c) => ({
    credentialType: c.credentialType,
    documents: c.documentIds.map((fileId) => ({ fileId, kind: kinds.get(fileId) ?? 'other' })),
  }));
}

/** Classification: the text of every file, the engine's grouping, then the domain's one transaction. */
async function classify(deps: ProcessingDeps, work: UploadWork, signal: AbortSignal): Promise<void> {
  const uploadId = work.upload.id;
  if (!(await beginClassification(deps.db, uploadId))) return;
  const documents: ClassifiableDocument[] = [];
  // One file at a time: OCR is CPU-bound, and each text is cached as soon as it is read, so a
  // retry (or another worker after a crash) continues where this attempt stopped.
  for (const f of work.files) {
    signal.throwIfAborted();
    documents.push({ documentId: f.id, fileName: f.fileName, text: await namedDocumentText(deps, { ...f, storageKey: f.storageKey! }) });
  }
  if (documents.length === 0) throw new ProcessingError('The upload has no supported document to classify');
  const groupings = toGroupings(deps.engines.classification.classify(documents));
  signal.throwIfAborted();
  await completeClassification(deps.db, uploadId, groupings);
}

/**
 * classify=false: nothing to classify, but the text of every file is read now, once, so that the
 * stages fanned out next (which run in parallel) find it cached instead of each running OCR. A
 * file whose text cannot be read is left to the stages, which report it.
 */
async function attach(deps: ProcessingDeps, work: UploadWork, signal: AbortSignal): Promise<void> {
  for (const f of work.files) {
    signal.throwIfAborted();
    await documentText(deps, { ...f, storageKey: f.storageKey! }).catch((err: unknown) =>
      deps.log.debug('text not cached ahead; the stages will read it', { fileId: f.id, err }),
    );
  }
  signal.throwIfAborted();
  await attachUnclassified(deps.db, work.upload.id);
}

/**
 * `upload.process {uploadId}`: classification when classify is true (credentials with their
 * documents, then the fan-out), else the classify=false credential gets every file; either way
 * the requested features' work is recorded in the same transaction. A missing upload, a deleted
 * case, or an upload already fanned out: nothing to do. Everything, the first reads included,
 * runs under the stage's retry policy, so even a database that is down on every attempt but the
 * last leaves the stage terminal.
 */
export async function processUpload(deps: ProcessingDeps, payload: UploadProcessPayload, meta: JobMeta): Promise<void> {
  const uploadId = payload.uploadId;
  await runStage(
    meta,
    deps.log,
    async (signal, started) => {
      const work = await loadUploadWork(deps.db, uploadId);
      if (work === null || work.upload.fannedOutAt !== null) {
        deps.log.debug('upload.process: nothing to do', { uploadId, jobId: meta.jobId });
        return;
      }
      started({ caseId: work.caseId, uploadId, stage: work.upload.classify ? 'classification' : 'attachment' });
      if (work.upload.classify) await classify(deps, work, signal);
      else await attach(deps, work, signal);
    },
    async (message) => {
      await failUploadProcessing(deps.db, uploadId, message);
    },
    // 'attachment' once it is known that classify=false: the files then go to the upload's one credential.
    { stage: 'classification', fields: { uploadId } },
  );
}

export function uploadProcessJob(deps: ProcessingDeps, policy = UPLOAD_PROCESS_JOB): JobType<UploadProcessPayload> {
  return { ...policy, process: (payload, meta) => processUpload(deps, payload, meta) };
}
