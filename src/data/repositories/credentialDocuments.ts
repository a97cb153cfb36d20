import { In } from 'typeorm';
import { CredentialDocument } from '../entities/CredentialDocument';
import type { Db } from './organizations';

/** Plain data: entity instances never leave the data layer. */
export interface CredentialDocumentRecord {
  credentialId: string;
  fileId: string;
  /** null when nothing classified the document (classify=false). */
  documentKind: string | null;
  createdAt: Date;
}

export type NewCredentialDocument = Omit<CredentialDocumentRecord, 'createdAt'>;

function toRecord(e: CredentialDocument): CredentialDocumentRecord {
  return { credentialId: e.credentialId, fileId: e.fileId, documentKind: e.documentKind, createdAt: e.createdAt };
}

export async function insertCredentialDocuments(db: Db, docs: readonly NewCredentialDocument[], now: Date = new Date()): Promise<void> {
  const rows: CredentialDocument[] = docs.map((d) => ({ ...d, createdAt: now }));
  // In slices, as upload_files: an upload may hold a thousand ZIP members.
  for (let i = 0; i < rows.length; i += 200) await db.getRepository(CredentialDocument).insert(rows.slice(i, i + 200));
}

export async function findDocumentsOfCredentials(db: Db, credentialIds: readonly string[]): Promise<CredentialDocumentRecord[]> {
  if (credentialIds.length === 0) return [];
  const rows = await db.getRepository(CredentialDocument).find({ where: { credentialId: In([...credentialIds]) }, order: { credentialId: 'ASC', fileId: 'ASC' } });
  return rows.map(toRecord);
}

export async function findDocumentsOfFiles(db: Db, fileIds: readonly string[]): Promise<CredentialDocumentRecord[]> {
  if (fileIds.length === 0) return [];
  const rows = await db.getRepository(CredentialDocument).find({ where: { fileId: In([...fileIds]) }, order: { fileId: 'ASC', credentialId: 'ASC' } });
  return rows.map(toRecord);
}

/** Removes the documents of these credentials (before the credentials: the key restricts). */
export async function deleteDocumentsOfCredentials(db: Db, credentialIds: readonly string[]): Promise<number> {
  let affected = 0;
  for (let i = 0; i < credentialIds.length; i += 200) {
    const result = await db.getRepository(CredentialDocument).delete({ credentialId: In(credentialIds.slice(i, i + 200)) });
    affected += result.affected ?? 0;
  }
  return affected;
}
