import { In } from 'typeorm';
import { Upload } from '../entities/Upload';
import { UploadFeature } from '../entities/UploadFeature';
import { UploadFile } from '../entities/UploadFile';
import type { Db } from './organizations';

/** 'queued' | 'processing' | 'completed' | 'failed' (D3). */
export type StageStatus = 'queued' | 'processing' | 'completed' | 'failed';
export type FileStatus = StageStatus | 'unsupported';

/** Plain data: entity instances never leave the data layer. */
export interface UploadRecord {
  id: string;
  caseId: string;
  organizationId: string;
  classify: boolean;
  /** null when classify is false (no classification stage). */
  classificationStatus: StageStatus | null;
  classificationError: string | null;
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
    createdAt: now,
    updatedAt: now,
  };
  await db.getRepository(Upload).insert(row);
  return toUpload(row);
}

/** Features of a new upload, each queued. */
export async function insertUploadFeatures(db: Db, uploadId: string, names: readonly string[], now: Date = new Date()): Promise<UploadFeatureRecord[]> {
  const rows: UploadFeature[] = names.map((name) => ({ uploadId, name, status: 'queued', error: null, createdAt: now, updatedAt: now }));
  if (rows.length > 0) await db.getRepository(UploadFeature).insert(rows);
  return rows.map(toFeature);
}

export async function insertUploadFiles(db: Db, files: readonly NewUploadFile[], now: Date = new Date()): Promise<UploadFileRecord[]> {
  const rows: UploadFile[] = files.map((f) => ({ ...f, createdAt: now, updatedAt: now }));
  // In slices: a ZIP may bring up to 1,000 members per file, and one INSERT with all of them
  // could pass the server's placeholder or packet limits.
  for (let i = 0; i < rows.length; i += 200) await db.getRepository(UploadFile).insert(rows.slice(i, i + 200));
  return rows.map(toFile);
}

export async function findUploadById(db: Db, id: string): Promise<UploadRecord | null> {
  const row = await db.getRepository(Upload).findOneBy({ id });
  return row === null ? null : toUpload(row);
}

/** Uploads of these cases, oldest first (createdAt, then id). */
export async function findUploadsOfCases(db: Db, caseIds: readonly string[]): Promise<UploadRecord[]> {
  if (caseIds.length === 0) return [];
  const rows = await db.getRepository(Upload).find({ where: { caseId: In([...caseIds]) }, order: { createdAt: 'ASC', id: 'ASC' } });
  return rows.map(toUpload);
}

export async function findFeaturesOfUploads(db: Db, uploadIds: readonly string[]): Promise<UploadFeatureRecord[]> {
  if (uploadIds.length === 0) return [];
  const rows = await db.getRepository(UploadFeature).find({ where: { uploadId: In([...uploadIds]) }, order: { uploadId: 'ASC', name: 'ASC' } });
  return rows.map(toFeature);
}

/** Files of these uploads, in upload order (position). */
export async function findFilesOfUploads(db: Db, uploadIds: readonly string[]): Promise<UploadFileRecord[]> {
  if (uploadIds.length === 0) return [];
  const rows = await db.getRepository(UploadFile).find({ where: { uploadId: In([...uploadIds]) }, order: { uploadId: 'ASC', position: 'ASC' } });
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
