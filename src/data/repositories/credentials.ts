import { IsNull } from 'typeorm';
import { Credential } from '../entities/Credential';
import type { Db } from './organizations';
import { rawInsert } from '../rawInsert';
import { rawSelect } from '../rawSelect';

import type { CredentialStatus, CredentialType } from '../../domain/vocabulary';

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
  await rawInsert(db, Credential, [row]);
  return toRecord(row);
}

/** The case's credentials that are not deleted, oldest first (createdAt, then id). */
export async function findActiveCredentialsOfCase(db: Db, caseId: string): Promise<CredentialRecord[]> {
  const rows = await rawSelect(db, Credential, {
    where: [
      { column: 'caseId', equals: caseId },
      { column: 'deletedAt', isNull: true },
    ],
    orderBy: [
      ['createdAt', 'ASC'],
      ['id', 'ASC'],
    ],
  });
  return rows.map(toRecord);
}

/** Removes every credential of the case (before its uploads: the upload key restricts). */
export async function deleteCredentialsOfCase(db: Db, caseId: string): Promise<number> {
  const result = await db.getRepository(Credential).delete({ caseId });
  return result.affected ?? 0;
}

export async function findCredentialById(db: Db, id: string): Promise<CredentialRecord | null> {
  const row = await db.getRepository(Credential).findOneBy({ id });
  return row === null ? null : toRecord(row);
}

/** The upload's credentials that are not deleted, oldest first (createdAt, then id). */
export async function findActiveCredentialsOfUpload(db: Db, uploadId: string): Promise<CredentialRecord[]> {
  const rows = await db.getRepository(Credential).find({ where: { uploadId, deletedAt: IsNull() }, order: { createdAt: 'ASC', id: 'ASC' } });
  return rows.map(toRecord);
}

/** Sets the extraction state (decision "Status values") if the current one is in `fromStatuses` (compare-and-set). */
export async function setCredentialStatus(
  db: Db,
  id: string,
  status: CredentialStatus,
  fromStatuses: readonly CredentialStatus[],
  now: Date = new Date(),
): Promise<boolean> {
  if (fromStatuses.length === 0) return false;
  const result = await db
    .getRepository(Credential)
    .createQueryBuilder()
    .update()
    .set({ status, updatedAt: now })
    .where('id = :id', { id })
    .andWhere('status IN (:...from)', { from: fromStatuses })
    .andWhere('deletedAt IS NULL')
    .execute();
  return (result.affected ?? 0) > 0;
}

/** Ids of every credential of the case, deleted or not (for removing what hangs off them). */
export async function findCredentialIdsOfCase(db: Db, caseId: string): Promise<string[]> {
  const rows = await db.getRepository(Credential).find({ select: { id: true }, where: { caseId } });
  return rows.map((r) => r.id);
}
