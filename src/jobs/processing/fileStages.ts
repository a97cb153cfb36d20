import { beginFileStage, finishForensics, finishTranslation, otherDocumentsOfCase, type FileWork } from '../../domain/processing';
import { forensicsReportKey, forensicsViewerKey, translationPagesKey, translationPdfKey } from '../../domain/processing/artifactKeys';
import { boundedString, toStoredForensics, type StoredTranslationPages } from '../../domain/results/stored';
import { DEFAULT_VERSION_LIMITS, renderForensicsReportPdf } from '../../processing/forensics';
import { renderForensicsViewer } from '../../processing/forensicsArtifacts';
import type { OtherDocumentVersion } from '../../processing/types';
import { FILE_FORENSICS_JOB, FILE_TRANSLATE_JOB, type FilePayload } from '../jobTypes';
import type { JobMeta, JobType } from '../queues';
import type { ProcessingDeps } from './deps';
import { documentText, leadingDocumentText, putBytes, withSourceFile } from './documents';
import { runStage } from './runStage';

/**
 * Stored artifacts of a stage whose upload or case turned out to be gone when its result was
 * written (deleted meanwhile): removed again, since the deletion may already have cleared the
 * case's prefix.
 */
async function dropIfGone(deps: ProcessingDeps, outcome: string, keys: string[]): Promise<void> {
  if (outcome !== 'gone') return;
  await Promise.allSettled(keys.map((k) => deps.storage.delete(k)));
}

/**
 * The other documents of the file's case with their text, for the comparison across versions
 * (check 12). Bounded: at most DEFAULT_VERSION_LIMITS.maxDocuments documents (the most recent
 * uploads first) and their first maxPages pages. The text is the cached text when the file's own
 * stages read it already; else the text engine reads only those pages now (leadingDocumentText).
 * A document whose text cannot be read is left out (its own stages report it).
 *
 * A file analysed before another version of it arrived in the case is not analysed again
 * (docs/forensics.md, "Comparison across versions").
 */
async function otherDocumentsOf(deps: ProcessingDeps, work: FileWork, signal: AbortSignal): Promise<OtherDocumentVersion[]> {
  const files = await otherDocumentsOfCase(deps.db, work.caseId, work.file.id, DEFAULT_VERSION_LIMITS.maxDocuments);
  const out: OtherDocumentVersion[] = [];
  for (const f of files) {
    signal.throwIfAborted();
    try {
      const text = await leadingDocumentText(deps, f, DEFAULT_VERSION_LIMITS.maxPages);
      out.push({ fileId: f.id, fileName: f.fileName, text });
    } catch (err) {
      deps.log.debug('file.forensics: another document of the case left out of the comparison', { fileId: work.file.id, otherFileId: f.id, err });
    }
  }
  return out;
}

/**
 * `file.forensics {fileId}`: analysis, report PDF and viewer page of one file. Nothing to do
 * (file gone, already analysed, case deleted, feature not requested): a no-op.
 */
export async function processForensics(deps: ProcessingDeps, payload: FilePayload, meta: JobMeta): Promise<void> {
  const fileId = payload.fileId;
  await runStage(
    meta,
    deps.log,
    async (signal, started) => {
      const work: FileWork | null = await beginFileStage(deps.db, 'forensics', fileId);
      if (work === null) {
        deps.log.debug('file.forensics: nothing to do', { fileId, jobId: meta.jobId });
        return;
      }
      started({ caseId: work.caseId, uploadId: work.upload.id, credentialId: work.credentialId });
      const doc = work.file;
      const text = await documentText(deps, doc);
      signal.throwIfAborted();
      const otherDocuments = await otherDocumentsOf(deps, work, signal);
      signal.throwIfAborted();
      const analysedAt = new Date();
      const { result, report, viewer } = await withSourceFile(deps.storage, doc, async (source) => {
        const r = await deps.engines.forensics.analyze(source, text, { otherDocuments });
        const input = { fileName: doc.fileName, result: r, analysedAt };
        return {
          result: r,
          report: await renderForensicsReportPdf(r, { fileName: doc.fileName, fileKind: source.kind, generatedAt: analysedAt, file: source }),
          viewer: await renderForensicsViewer({ ...input, file: source, text }),
        };
      });
      const findings = toStoredForensics(result);
      signal.throwIfAborted();
      const reportKey = forensicsReportKey(doc.storageKey);
      const viewerKey = forensicsViewerKey(doc.storageKey);
      await putBytes(deps.storage, reportKey, report);
      await putBytes(deps.storage, viewerKey, viewer);
      signal.throwIfAborted();
      const outcome = await finishForensics(deps.db, fileId, { ok: { findings, reportKey, viewerKey } });
      await dropIfGone(deps, outcome, [reportKey, viewerKey]);
    },
    async (message) => {
      await finishForensics(deps.db, fileId, { error: message });
    },
    { stage: 'forensics', fields: { fileId } },
  );
}

/**
 * `file.translate {fileId}`: HTML pages, whole-document HTML and PDF of one file, in English.
 * Nothing to do: a no-op, as for forensics.
 */
export async function processTranslation(deps: ProcessingDeps, payload: FilePayload, meta: JobMeta): Promise<void> {
  const fileId = payload.fileId;
  await runStage(
    meta,
    deps.log,
    async (signal, started) => {
      const work = await beginFileStage(deps.db, 'translation', fileId);
      if (work === null) {
        deps.log.debug('file.translate: nothing to do', { fileId, jobId: meta.jobId });
        return;
      }
      started({ caseId: work.caseId, uploadId: work.upload.id, credentialId: work.credentialId });
      const doc = work.file;
      const text = await documentText(deps, doc);
      signal.throwIfAborted();
      const result = await deps.engines.translation.translate(text, doc.fileName);
      signal.throwIfAborted();
      const pages: StoredTranslationPages = { htmlPages: result.htmlPages, htmlRepresentation: result.htmlRepresentation };
      const pagesKey = translationPagesKey(doc.storageKey);
      const pdfKey = translationPdfKey(doc.storageKey);
      await putBytes(deps.storage, pagesKey, JSON.stringify(pages));
      await putBytes(deps.storage, pdfKey, result.pdf);
      signal.throwIfAborted();
      const outcome = await finishTranslation(deps.db, fileId, {
        ok: { languageCode: boundedString(result.languageCode, 20), language: boundedString(result.language, 100), pagesKey, pdfKey },
      });
      await dropIfGone(deps, outcome, [pagesKey, pdfKey]);
    },
    async (message) => {
      await finishTranslation(deps.db, fileId, { error: message });
    },
    { stage: 'translation', fields: { fileId } },
  );
}

export function fileForensicsJob(deps: ProcessingDeps, policy = FILE_FORENSICS_JOB): JobType<FilePayload> {
  return { ...policy, process: (payload, meta) => processForensics(deps, payload, meta) };
}

export function fileTranslateJob(deps: ProcessingDeps, policy = FILE_TRANSLATE_JOB): JobType<FilePayload> {
  return { ...policy, process: (payload, meta) => processTranslation(deps, payload, meta) };
}
