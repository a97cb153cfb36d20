import { In } from 'typeorm';
import { Upload } from '../entities/Upload';
import { UploadFeature } from '../entities/UploadFeature';
import { UploadFile } from '../entities/UploadFile';
import type { Db } from './organizations';
import { rawInsert } from '../rawInsert';
import { rawSelect } from '../rawSelect';

import type { FileStatus, StageStatus } from '../../domain/vocabulary';

/** Plain data: entity instances never leave the data layer. */
export interface UploadRecord {
  id: string;
  caseId: string;
  organizationId: string;
  classify: boolean;
  /** null when classify is false (no classification stage). */
  classificationStatus: StageStatus | null;
  classificationError: string | null;
  /** When the work of the upload's stages was recorded (see the entity); null before. */
  fannedOutAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface UploadFeatureRecord {
  uploadId: string;
  name: string;
  status: StageStatus;
  error: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface UploadFileRecord {
  id: string;
  uploadId: string;
  caseId: string;
  position: number;
  fileName: string;
  kind: string | null;
  mediaType: string | null;
  size: number;
  sha256: string | null;
  storageKey: string | null;
  status: FileStatus;
  statusReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewUpload {
  id: string;
  caseId: string;
  organizationId: string;
  classify: boolean;
}

export type NewUploadFile = Omit<UploadFileRecord, 'createdAt' | 'updatedAt'>;

function toUpload(e: Upload): UploadRecord {
  return {
    id: e.id,
    caseId: e.caseId,
    organizationId: e.organizationId,
    classify: e.classify,
    classificationStatus: e.classificationStatus as StageStatus | null,
    classificationError: e.classificationError,
    fannedOutAt: e.fannedOutAt,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}

function toFeature(e: UploadFeature): UploadFeatureRecord {
  return { uploadId: e.uploadId, name: e.name, status: e.status as StageStatus, error: e.error, createdAt: e.createdAt, updatedAt: e.updatedAt };
}

function toFile(e: UploadFile): UploadFileRecord {
  return {
    id: e.id,
    uploadId: e.uploadId,
    caseId: e.caseId,
    position: Number(e.position),
    fileName: e.fileName,
    kind: e.kind,
    mediaType: e.mediaType,
    size: Number(e.size),
    sha256: e.sha256,
    storageKey: e.storageKey,
    status: e.status as FileStatus,
    statusReason: e.statusReason,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}

/** A new upload; its classification stage starts queued when classify is true. */
export async function insertUpload(db: Db, u: NewUpload, now: Date = new Date()): Promise<UploadRecord> {
  const row: Upload = {
    ...u,
    classificationStatus: u.classify ? 'queued' : null,
    classificationError: null,
    fannedOutAt: null,
    createdAt: now,
    updatedAt: now,
  };
  await rawInsert(db, Upload, [row]);
  return toUpload(row);
}

/** Features of a new upload, each queued. */
export async function insertUploadFeatures(db: Db, uploadId: string, names: readonly string[], now: Date = new Date()): Promise<UploadFeatureRecord[]> {
  const rows: UploadFeature[] = names.map((name) => ({ uploadId, name, status: 'queued', error: null, createdAt: now, updatedAt: now }));
  await rawInsert(db, UploadFeature, rows);
  return rows.map(toFeature);
}

export async function insertUploadFiles(db: Db, files: readonly NewUploadFile[], now: Date = new Date()): Promise<UploadFileRecord[]> {
  const rows: UploadFile[] = files.map((f) => ({ ...f, createdAt: now, updatedAt: now }));
  // In slices: a ZIP may bring up to 1,000 members per file, and one INSERT with all of them
  // could pass the server's placeholder or packet limits.
  for (let i = 0; i < rows.length; i += 200) await rawInsert(db, UploadFile, rows.slice(i, i + 200));
  return rows.map(toFile);
}

export async function findUploadById(db: Db, id: string): Promise<UploadRecord | null> {
  const row = await db.getRepository(Upload).findOneBy({ id });
  return row === null ? null : toUpload(row);
}

/** Uploads of these cases, oldest first (createdAt, then id). */
export async function findUploadsOfCases(db: Db, caseIds: readonly string[]): Promise<UploadRecord[]> {
  if (caseIds.length === 0) return [];
  const rows = await rawSelect(db, Upload, {
    where: [{ column: 'caseId', in: caseIds }],
    orderBy: [
      ['createdAt', 'ASC'],
      ['id', 'ASC'],
    ],
  });
  return rows.map(toUpload);
}

export async function findFeaturesOfUploads(db: Db, uploadIds: readonly string[]): Promise<UploadFeatureRecord[]> {
  if (uploadIds.length === 0) return [];
  const rows = await rawSelect(db, UploadFeature, {
    where: [{ column: 'uploadId', in: uploadIds }],
    orderBy: [
      ['uploadId', 'ASC'],
      ['name', 'ASC'],
    ],
  });
  return rows.map(toFeature);
}

/** Files of these uploads, in upload order (position). */
export async function findFilesOfUploads(db: Db, uploadIds: readonly string[]): Promise<UploadFileRecord[]> {
  if (uploadIds.length === 0) return [];
  const rows = await rawSelect(db, UploadFile, {
    where: [{ column: 'uploadId', in: uploadIds }],
    orderBy: [
      ['uploadId', 'ASC'],
      ['position', 'ASC'],
    ],
  });
  return rows.map(toFile);
}

/**
 * Features of the uploads of these cases, in the order of findFeaturesOfUploads: one statement that
 * needs no upload ids, so it can go with the read of the uploads (src/data/dataSource.ts).
 */
export async function findFeaturesOfCases(db: Db, caseIds: readonly string[]): Promise<UploadFeatureRecord[]> {
  if (caseIds.length === 0) return [];
  const rows = await rawSelect(db, UploadFeature, {
    where: [{ column: 'uploadId', inSelect: { entity: Upload, column: 'id', where: [{ column: 'caseId', in: caseIds }] } }],
    orderBy: [
      ['uploadId', 'ASC'],
      ['name', 'ASC'],
    ],
  });
  return rows.map(toFeature);
}

/** Files of the uploads of a case, in the order of findFilesOfUploads. */
export async function findFilesOfCase(db: Db, caseId: string): Promise<UploadFileRecord[]> {
  const rows = await rawSelect(db, UploadFile, {
    where: [{ column: 'caseId', equals: caseId }],
    orderBy: [
      ['uploadId', 'ASC'],
      ['position', 'ASC'],
    ],
  });
  return rows.map(toFile);
}

/** Removes every upload of the case with its features and files (children first: the keys restrict). */
export async function deleteUploadsOfCase(db: Db, caseId: string): Promise<number> {
  const uploadIds = (await db.getRepository(Upload).find({ select: { id: true }, where: { caseId } })).map((u) => u.id);
  await db.getRepository(UploadFile).delete({ caseId });
  if (uploadIds.length > 0) await db.getRepository(UploadFeature).delete({ uploadId: In(uploadIds) });
  await db.getRepository(Upload).delete({ caseId });
  return uploadIds.length;
}

// ---------------------------------------------------------------------------------------------
// Stage state (src/domain/processing). Every change is a compare-and-set in one statement, so that
// a job delivered twice, or two workers on the same job, cannot both make a transition.

/**
 * Takes the write lock of the upload row until the transaction ends (an update that changes
 * nothing, so a stage that then finds nothing to do leaves no trace). Call it
 * FIRST in a transaction that decides from rows it reads afterwards: with InnoDB's REPEATABLE READ
 * the snapshot is taken at the first plain read, so reads after this see whatever the transaction
 * that held the lock before committed.
 */
export async function lockUpload(db: Db, uploadId: string): Promise<void> {
  // `updatedAt = updatedAt` changes nothing, but InnoDB locks every row an UPDATE matches.
  await db.getRepository(Upload).createQueryBuilder().update().set({ updatedAt: () => 'updatedAt' }).where('id = :uploadId', { uploadId }).execute();
}

/** Like `lockUpload`, for one feature row of the upload (stages of one feature queue up on it). */
export async function lockUploadFeature(db: Db, uploadId: string, name: string): Promise<void> {
  await db
    .getRepository(UploadFeature)
    .createQueryBuilder()
    .update()
    .set({ updatedAt: () => 'updatedAt' })
    .where('uploadId = :uploadId AND name = :name', { uploadId, name })
    .execute();
}

/** Classification starts (or starts again after a lost worker): queued|processing → processing. */
export async function claimClassification(db: Db, uploadId: string, now: Date = new Date()): Promise<boolean> {
  const result = await db
    .getRepository(Upload)
    .createQueryBuilder()
    .update()
    .set({ classificationStatus: 'processing', updatedAt: now })
    .where('id = :uploadId', { uploadId })
    .andWhere('classificationStatus IN (:...from)', { from: ['queued', 'processing'] })
    .andWhere('fannedOutAt IS NULL')
    .execute();
  return (result.affected ?? 0) > 0;
}

/**
 * Marks the upload's stage work recorded, with the classification outcome when classify is true
 * (`classification` null leaves the classification columns alone). Compare-and-set on "not yet":
 * exactly one caller gets true.
 */
export async function markUploadFannedOut(
  db: Db,
  uploadId: string,
  classification: { status: 'completed' | 'failed'; error: string | null } | null,
  now: Date = new Date(),
): Promise<boolean> {
  const set: Partial<Upload> = { fannedOutAt: now, updatedAt: now };
  if (classification !== null) {
    set.classificationStatus = classification.status;
    set.classificationError = classification.error;
  }
  const qb = db.getRepository(Upload).createQueryBuilder().update().set(set).where('id = :uploadId', { uploadId }).andWhere('fannedOutAt IS NULL');
  if (classification !== null) qb.andWhere('classificationStatus IN (:...from)', { from: ['queued', 'processing'] });
  const result = await qb.execute();
  return (result.affected ?? 0) > 0;
}

/** Sets a feature's status; with `fromStatuses`, only if its current status is one of them. */
export async function setUploadFeatureStatus(
  db: Db,
  uploadId: string,
  name: string,
  change: { status: StageStatus; error: string | null; fromStatuses?: readonly StageStatus[] },
  now: Date = new Date(),
): Promise<boolean> {
  const qb = db
    .getRepository(UploadFeature)
    .createQueryBuilder()
    .update()
    .set({ status: change.status, error: change.error, updatedAt: now })
    .where('uploadId = :uploadId AND name = :name', { uploadId, name });
  if (change.fromStatuses !== undefined) {
    if (change.fromStatuses.length === 0) return false;
    qb.andWhere('status IN (:...from)', { from: change.fromStatuses });
  }
  const result = await qb.execute();
  return (result.affected ?? 0) > 0;
}

export async function findUploadFileById(db: Db, id: string): Promise<UploadFileRecord | null> {
  const row = await db.getRepository(UploadFile).findOneBy({ id });
  return row === null ? null : toFile(row);
}
