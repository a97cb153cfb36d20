import { beginExtraction, finishExtraction, type ExtractionWork } from '../../domain/processing';
import { toStoredExtraction } from '../../domain/results/stored';
import { ProcessingError, type DocumentKind, type DocumentText, type ExtractableDocument } from '../../processing/types';
import { CREDENTIAL_EXTRACT_JOB, type CredentialExtractPayload } from '../jobTypes';
import type { JobMeta, JobType } from '../queues';
import type { ProcessingDeps } from './deps';
import { namedDocumentText } from './documents';
import { runStage } from './runStage';

const DOCUMENT_KINDS: readonly string[] = ['transcript', 'diploma', 'marksheet', 'other'];

/**
 * The kind of each document, which the extraction engine uses to read it. Classification stored
 * it; for a classify=false upload nothing did, so the classification engine is asked for the
 * kinds only (its grouping is ignored: the upload is one credential whatever it says). If it
 * cannot tell, a document is 'other'.
 */
function documentKinds(deps: ProcessingDeps, work: ExtractionWork, texts: DocumentText[]): DocumentKind[] {
  const stored = work.documents.map((d) => (d.documentKind !== null && DOCUMENT_KINDS.includes(d.documentKind) ? (d.documentKind as DocumentKind) : null));
  if (stored.every((k) => k !== null)) return stored as DocumentKind[];
  let detected = new Map<string, DocumentKind>();
  try {
    const result = deps.engines.classification.classify(work.documents.map((d, i) => ({ documentId: d.file.id, fileName: d.file.fileName, text: texts[i]! })));
    detected = new Map(result.documents.map((d) => [d.documentId, d.kind]));
  } catch (err) {
    deps.log.debug('document kinds not detected; extracting them as "other"', { credentialId: work.credential.id, err });
  }
  return work.documents.map((d, i) => stored[i] ?? detected.get(d.file.id) ?? 'other');
}

/**
 * `credential.extract {credentialId}`: the credential's documents through the extraction engine.
 * Nothing to do (credential gone or already extracted, case deleted, feature not requested): a
 * no-op. The start runs under the retry policy too, so a failure there still ends the stage.
 */
export async function processExtraction(deps: ProcessingDeps, payload: CredentialExtractPayload, meta: JobMeta): Promise<void> {
  const credentialId = payload.credentialId;
  await runStage(
    meta,
    deps.log,
    async (signal, started) => {
      const work = await beginExtraction(deps.db, credentialId);
      if (work === null) {
        deps.log.debug('credential.extract: nothing to do', { credentialId, jobId: meta.jobId });
        return;
      }
      started({ caseId: work.upload.caseId, uploadId: work.upload.id });
      if (work.documents.length === 0) throw new ProcessingError('The credential has no document to extract from');
      const texts: DocumentText[] = [];
      for (const d of work.documents) {
        signal.throwIfAborted();
        texts.push(await namedDocumentText(deps, { ...d.file, storageKey: d.file.storageKey! }));
      }
      const kinds = documentKinds(deps, work, texts);
      const documents: ExtractableDocument[] = texts.map((text, i) => ({ kind: kinds[i]!, text }));
      const outcome = toStoredExtraction(
        deps.engines.extraction.extract(documents),
        undefined,
        work.documents.map((d) => d.file.id),
      );
      signal.throwIfAborted();
      await finishExtraction(deps.db, credentialId, { ok: outcome });
    },
    async (message) => {
      await finishExtraction(deps.db, credentialId, { error: message });
    },
    { stage: 'extraction', fields: { credentialId } },
  );
}

export function credentialExtractJob(deps: ProcessingDeps, policy = CREDENTIAL_EXTRACT_JOB): JobType<CredentialExtractPayload> {
  return { ...policy, process: (payload, meta) => processExtraction(deps, payload, meta) };
}
