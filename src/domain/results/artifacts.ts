import { findForensicResult, findTranslationResult } from '../../data/repositories/fileStageResults';
import { findUploadFileById, type UploadFileRecord } from '../../data/repositories/uploads';
import { findVisibleCase } from '../cases/lookup';
import { NotFoundError, ValidationError } from '../errors';
import { isHexId, normalizeId } from '../ids';
import type { ResultsDeps } from './read';

/** What the result links point at (src/domain/results/urls.ts). */
export type ArtifactKind = 'document' | 'forensics-report' | 'forensics-viewer' | 'translation-pdf';

export interface Artifact {
  stream: NodeJS.ReadableStream;
  contentType: string;
  /** A display name; the API layer makes it safe for Content-Disposition (decision "Open paths and parameters"). */
  fileName: string;
}

/** The last segment of a display name: a ZIP member is named `<zip name>/<member path>` (decision "Further open points"). */
function baseName(fileName: string): string {
  const last = fileName.split('/').filter((s) => s !== '').pop();
  return last ?? 'document';
}

async function keyOf(deps: ResultsDeps, file: UploadFileRecord, kind: ArtifactKind): Promise<{ key: string | null; contentType: string; fileName: string }> {
  const base = baseName(file.fileName);
  switch (kind) {
    case 'document':
      return { key: file.storageKey, contentType: file.mediaType ?? 'application/octet-stream', fileName: base };
    case 'forensics-report':
    case 'forensics-viewer': {
      const row = await findForensicResult(deps.db, file.id);
      const done = row !== null && row.status === 'completed';
      return kind === 'forensics-report'
        ? { key: done ? row.reportKey : null, contentType: 'application/pdf', fileName: `${base}_forensics.pdf` }
        : { key: done ? row.viewerKey : null, contentType: 'text/html; charset=utf-8', fileName: `${base}_forensics.html` };
    }
    case 'translation-pdf': {
      const row = await findTranslationResult(deps.db, file.id);
      return { key: row !== null && row.status === 'completed' ? row.pdfKey : null, contentType: 'application/pdf', fileName: `${base}_translation.pdf` };
    }
  }
}

const NOT_YET: Record<ArtifactKind, string> = {
  document: 'was not stored (a ZIP member of an unsupported type)',
  'forensics-report': 'has no forensics report (forensics has not completed for it)',
  'forensics-viewer': 'has no forensics viewer (forensics has not completed for it)',
  'translation-pdf': 'has no translated PDF (translation has not completed for it)',
};

/**
 * The bytes behind a result link: the uploaded document, the forensics report PDF or viewer page,
 * or the translated PDF of a file of the case. Scoped to the organization like every case lookup
 * (another organization's case or file → 404); a file not in the case, or an artifact that does
 * not exist (yet) → NotFoundError (404); a malformed fileId → ValidationError (400).
 */
export async function openArtifact(deps: ResultsDeps, organizationId: string, caseRef: string, fileId: string, kind: ArtifactKind): Promise<Artifact> {
  if (!isHexId(fileId)) throw new ValidationError('fileId must be 24 hexadecimal characters', [{ path: 'fileId', message: 'must be 24 hexadecimal characters' }]);
  const c = await findVisibleCase(deps.db, organizationId, caseRef);
  const file = await findUploadFileById(deps.db, normalizeId(fileId));
  if (file === null || file.caseId !== c.id) throw new NotFoundError(`File ${fileId} not found in this case`);
  const { key, contentType, fileName } = await keyOf(deps, file, kind);
  if (key === null || (await deps.storage.stat(key)) === null) throw new NotFoundError(`File ${fileId} ${NOT_YET[kind]}`);
  return { stream: await deps.storage.get(key), contentType, fileName };
}
