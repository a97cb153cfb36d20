import { findFilesOfUploads, findUploadsOfCases, type UploadFileRecord } from '../../data/repositories/uploads';
import type { Db } from '../../data/repositories/organizations';
import { isProcessable } from './stages';

/**
 * The other documents of a file's case, for the forensics comparison across versions (check 12):
 * every accepted file of every upload of the case but this one, the most recent first (a new copy
 * is more likely compared with what came just before it), at most `limit` of them. The job reads
 * their text; the forensics engine decides which of them are versions of this file.
 */
export async function otherDocumentsOfCase(db: Db, caseId: string, fileId: string, limit: number): Promise<Array<UploadFileRecord & { storageKey: string }>> {
  if (limit <= 0) return [];
  const uploads = await findUploadsOfCases(db, [caseId]);
  const files = await findFilesOfUploads(
    db,
    uploads.map((u) => u.id),
  );
  const order = new Map(uploads.map((u, i) => [u.id, i]));
  return files
    .filter((f) => f.id !== fileId && isProcessable(f))
    .sort((a, b) => (order.get(b.uploadId) ?? 0) - (order.get(a.uploadId) ?? 0) || a.position - b.position)
    .slice(0, limit) as Array<UploadFileRecord & { storageKey: string }>;
}
