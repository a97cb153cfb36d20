import { ExtractionResult } from '../entities/ExtractionResult';
import type { Db } from './organizations';
import { rawSelect } from '../rawSelect';

/** Plain data: entity instances never leave the data layer. */
export interface ExtractionResultRecord {
  credentialId: string;
  caseId: string;
  /** Null for a credential an operator added by hand. */
  uploadId: string | null;
  languageCode: string | null;
  language: string | null;
  /** The parsed JSON the stage stored; null when it failed. */
  result: unknown;
  error: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export type ExtractionResultValues = Omit<ExtractionResultRecord, 'createdAt' | 'updatedAt'>;

function toRecord(e: ExtractionResult): ExtractionResultRecord {
  return {
    credentialId: e.credentialId,
    caseId: e.caseId,
    uploadId: e.uploadId,
    languageCode: e.languageCode,
    language: e.language,
    result: e.result === null ? null : (JSON.parse(e.result) as unknown),
    error: e.error,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}

/**
 * Writes the credential's result, replacing an earlier one. The caller holds the feature lock
 * (stages of one credential are serialised by it), so the read-then-write is not a race.
 */
export async function saveExtractionResult(db: Db, v: ExtractionResultValues, now: Date = new Date()): Promise<void> {
  const repo = db.getRepository(ExtractionResult);
  const columns = {
    caseId: v.caseId,
    uploadId: v.uploadId,
    languageCode: v.languageCode,
    language: v.language,
    result: v.result === null ? null : JSON.stringify(v.result),
    error: v.error,
  };
  const existing = await repo.findOne({ select: { credentialId: true }, where: { credentialId: v.credentialId } });
  if (existing === null) await repo.insert({ credentialId: v.credentialId, ...columns, createdAt: now, updatedAt: now });
  else await repo.update({ credentialId: v.credentialId }, { ...columns, updatedAt: now });
}

export async function findExtractionResults(db: Db, credentialIds: readonly string[]): Promise<ExtractionResultRecord[]> {
  if (credentialIds.length === 0) return [];
  const rows = await rawSelect(db, ExtractionResult, { where: [{ column: 'credentialId', in: credentialIds }] });
  return rows.map(toRecord);
}

export async function deleteExtractionResultsOfCase(db: Db, caseId: string): Promise<number> {
  const result = await db.getRepository(ExtractionResult).delete({ caseId });
  return result.affected ?? 0;
}
