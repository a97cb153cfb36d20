import { IsNull } from 'typeorm';
import { Credential } from '../entities/Credential';
import type { Db } from './organizations';

export type CredentialType = 'academic' | 'uncategorized';
export type CredentialStatus = 'queued' | 'processing' | 'completed' | 'failed';

/** Plain data: entity instances never leave the data layer. */
export interface CredentialRecord {
  id: string;
  caseId: string;
  uploadId: string | null;
  credentialType: CredentialType;
  status: CredentialStatus;
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewCredential {
  id: string;
  caseId: string;
  uploadId: string | null;
  credentialType: CredentialType;
  status: CredentialStatus;
}

function toRecord(e: Credential): CredentialRecord {
  return {
    id: e.id,
    caseId: e.caseId,
    uploadId: e.uploadId,
    credentialType: e.credentialType as CredentialType,
    status: e.status as CredentialStatus,
    deletedAt: e.deletedAt,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}

export async function insertCredential(db: Db, c: NewCredential, now: Date = new Date()): Promise<CredentialRecord> {
  const row: Credential = { ...c, deletedAt: null, createdAt: now, updatedAt: now };
  await db.getRepository(Credential).insert(row);
  return toRecord(row);
}

/** The case's credentials that are not deleted, oldest first (createdAt, then id). */
export async function findActiveCredentialsOfCase(db: Db, caseId: string): Promise<CredentialRecord[]> {
  const rows = await db.getRepository(Credential).find({ where: { caseId, deletedAt: IsNull() }, order: { createdAt: 'ASC', id: 'ASC' } });
  return rows.map(toRecord);
}

/** Removes every credential of the case (before its uploads: the upload key restricts). */
export async function deleteCredentialsOfCase(db: Db, caseId: string): Promise<number> {
  const result = await db.getRepository(Credential).delete({ caseId });
  return result.affected ?? 0;
}
