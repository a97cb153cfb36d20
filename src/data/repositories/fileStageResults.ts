import { In } from 'typeorm';
import { ForensicResult } from '../entities/ForensicResult';
import { TranslationResult } from '../entities/TranslationResult';
import type { Db } from './organizations';
import type { StageStatus } from '../../domain/vocabulary';

/*
 * The per-file stages, forensics and translation: one row per file, created when the stage starts
 * (a file without a row is still queued). Status changes are compare-and-set on the current status.
 */

/** Plain data: entity instances never leave the data layer. */
export interface ForensicResultRecord {
  fileId: string;
  caseId: string;
  uploadId: string;
  credentialId: string | null;
  status: StageStatus;
  /** The parsed JSON of the findings; null until completed. */
  result: unknown;
  error: string | null;
  reportKey: string | null;
  viewerKey: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface TranslationResultRecord {
  fileId: string;
  caseId: string;
  uploadId: string;
  credentialId: string | null;
  status: StageStatus;
  languageCode: string | null;
  language: string | null;
  pagesKey: string | null;
  pdfKey: string | null;
  error: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewFileStageRow {
  fileId: string;
  caseId: string;
  uploadId: string;
  credentialId: string | null;
  status: StageStatus;
}

function toForensic(e: ForensicResult): ForensicResultRecord {
  return {
    fileId: e.fileId,
    caseId: e.caseId,
    uploadId: e.uploadId,
    credentialId: e.credentialId,
    status: e.status as StageStatus,
    result: e.result === null ? null : (JSON.parse(e.result) as unknown),
    error: e.error,
    reportKey: e.reportKey,
    viewerKey: e.viewerKey,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}

function toTranslation(e: TranslationResult): TranslationResultRecord {
  return {
    fileId: e.fileId,
    caseId: e.caseId,
    uploadId: e.uploadId,
    credentialId: e.credentialId,
    status: e.status as StageStatus,
    languageCode: e.languageCode,
    language: e.language,
    pagesKey: e.pagesKey,
    pdfKey: e.pdfKey,
    error: e.error,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}

// ---------------------------------------------------------------------------------------------
// forensic_results

export async function findForensicResult(db: Db, fileId: string): Promise<ForensicResultRecord | null> {
  const row = await db.getRepository(ForensicResult).findOneBy({ fileId });
  return row === null ? null : toForensic(row);
}

export async function insertForensicResult(db: Db, r: NewFileStageRow, now: Date = new Date()): Promise<void> {
  await db.getRepository(ForensicResult).insert({ ...r, result: null, error: null, reportKey: null, viewerKey: null, createdAt: now, updatedAt: now });
}

export interface ForensicResultChange {
  status: StageStatus;
  result?: unknown;
  error?: string | null;
  reportKey?: string | null;
  viewerKey?: string | null;
}

/** Applies the change if the row's status is one of `fromStatuses` (compare-and-set). */
export async function updateForensicResult(
  db: Db,
  fileId: string,
  change: ForensicResultChange,
  fromStatuses: readonly StageStatus[],
  now: Date = new Date(),
): Promise<boolean> {
  if (fromStatuses.length === 0) return false;
  const set: Partial<ForensicResult> = { status: change.status, updatedAt: now };
  if (change.result !== undefined) set.result = change.result === null ? null : JSON.stringify(change.result);
  if (change.error !== undefined) set.error = change.error;
  if (change.reportKey !== undefined) set.reportKey = change.reportKey;
  if (change.viewerKey !== undefined) set.viewerKey = change.viewerKey;
  return updateIfStatusIn(db, ForensicResult, fileId, set, fromStatuses);
}

export async function findForensicResultsOfUploads(db: Db, uploadIds: readonly string[]): Promise<ForensicResultRecord[]> {
  if (uploadIds.length === 0) return [];
  const rows = await db.getRepository(ForensicResult).find({ where: { uploadId: In([...uploadIds]) } });
  return rows.map(toForensic);
}

export async function deleteForensicResultsOfCase(db: Db, caseId: string): Promise<number> {
  const result = await db.getRepository(ForensicResult).delete({ caseId });
  return result.affected ?? 0;
}

/**
 * The compare-and-set both stage tables use: the change applies only while the row's status is
 * one of `fromStatuses`, so a late or repeated job cannot move a finished stage back.
 */
async function updateIfStatusIn<T extends ForensicResult | TranslationResult>(
  db: Db,
  entity: { new (): T },
  fileId: string,
  set: Partial<T>,
  fromStatuses: readonly StageStatus[],
): Promise<boolean> {
  const result = await db
    .getRepository(entity)
    .createQueryBuilder()
    .update()
    .set(set as never)
    .where('fileId = :fileId', { fileId })
    .andWhere('status IN (:...from)', { from: fromStatuses })
    .execute();
  return (result.affected ?? 0) > 0;
}

// ---------------------------------------------------------------------------------------------
// translation_results

export async function findTranslationResult(db: Db, fileId: string): Promise<TranslationResultRecord | null> {
  const row = await db.getRepository(TranslationResult).findOneBy({ fileId });
  return row === null ? null : toTranslation(row);
}

export async function insertTranslationResult(db: Db, r: NewFileStageRow, now: Date = new Date()): Promise<void> {
  await db
    .getRepository(TranslationResult)
    .insert({ ...r, languageCode: null, language: null, pagesKey: null, pdfKey: null, error: null, createdAt: now, updatedAt: now });
}

export interface TranslationResultChange {
  status: StageStatus;
  languageCode?: string | null;
  language?: string | null;
  pagesKey?: string | null;
  pdfKey?: string | null;
  error?: string | null;
}

/** Applies the change if the row's status is one of `fromStatuses` (compare-and-set). */
export async function updateTranslationResult(
  db: Db,
  fileId: string,
  change: TranslationResultChange,
  fromStatuses: readonly StageStatus[],
  now: Date = new Date(),
): Promise<boolean> {
  if (fromStatuses.length === 0) return false;
  const set: Partial<TranslationResult> = { status: change.status, updatedAt: now };
  if (change.languageCode !== undefined) set.languageCode = change.languageCode;
  if (change.language !== undefined) set.language = change.language;
  if (change.pagesKey !== undefined) set.pagesKey = change.pagesKey;
  if (change.pdfKey !== undefined) set.pdfKey = change.pdfKey;
  if (change.error !== undefined) set.error = change.error;
  return updateIfStatusIn(db, TranslationResult, fileId, set, fromStatuses);
}

export async function findTranslationResultsOfUploads(db: Db, uploadIds: readonly string[]): Promise<TranslationResultRecord[]> {
  if (uploadIds.length === 0) return [];
  const rows = await db.getRepository(TranslationResult).find({ where: { uploadId: In([...uploadIds]) } });
  return rows.map(toTranslation);
}

export async function deleteTranslationResultsOfCase(db: Db, caseId: string): Promise<number> {
  const result = await db.getRepository(TranslationResult).delete({ caseId });
  return result.affected ?? 0;
}
