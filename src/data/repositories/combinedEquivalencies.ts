import { isSqlite } from '../transaction';
import { CombinedEquivalency, GENERAL_TARGET_KEY } from '../entities/CombinedEquivalency';
import type { Db } from './organizations';

export type StoredCombinedStatus = 'processing' | 'completed' | 'failed';
export type CombinedSource = 'service' | 'operator';

export interface StoredStatement {
  equivalency: string;
  credentialIds: string[];
}

/** Plain data: entity instances never leave the data layer. */
export interface CombinedEquivalencyRecord {
  id: string;
  caseId: string;
  targetInstituteId: string | null;
  status: StoredCombinedStatus;
  statements: StoredStatement[];
  source: CombinedSource;
  basis: string | null;
  error: string | null;
  producedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type CombinedValues = Pick<CombinedEquivalencyRecord, 'status' | 'statements' | 'source' | 'basis' | 'error' | 'producedAt'>;

const ERROR_MAX = 2000;

function targetKey(targetInstituteId: string | null): string {
  return targetInstituteId ?? GENERAL_TARGET_KEY;
}

function toRecord(e: CombinedEquivalency): CombinedEquivalencyRecord {
  const statements = typeof e.statements === 'string' ? (JSON.parse(e.statements) as unknown) : e.statements;
  return {
    id: e.id,
    caseId: e.caseId,
    targetInstituteId: e.targetInstituteId,
    status: e.status as StoredCombinedStatus,
    statements: Array.isArray(statements) ? (statements as StoredStatement[]) : [],
    source: e.source as CombinedSource,
    basis: e.basis,
    error: e.error,
    producedAt: e.producedAt,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}

/** The case's combined equivalency for the target (null = general); `lock` holds the row for the transaction. */
export async function findCombined(db: Db, caseId: string, targetInstituteId: string | null, lock = false): Promise<CombinedEquivalencyRecord | null> {
  const qb = db
    .getRepository(CombinedEquivalency)
    .createQueryBuilder('c')
    .where('c.caseId = :caseId', { caseId })
    .andWhere('c.targetKey = :key', { key: targetKey(targetInstituteId) });
  const row = await (lock && !isSqlite(db) ? qb.setLock('pessimistic_write') : qb).getOne();
  return row === null ? null : toRecord(row);
}

/**
 * Writes the case's combined equivalency for the target, creating it if absent. The caller holds
 * the case row (or the combined row) so that two writers do not both insert; the unique index
 * (caseId, targetKey) would refuse the second anyway.
 */
export async function saveCombined(
  db: Db,
  key: { id: string; caseId: string; targetInstituteId: string | null },
  v: CombinedValues,
  now: Date = new Date(),
): Promise<void> {
  const repo = db.getRepository(CombinedEquivalency);
  const columns = { ...v, error: v.error === null ? null : v.error.slice(0, ERROR_MAX) };
  const existing = await repo.findOne({ select: { id: true }, where: { caseId: key.caseId, targetKey: targetKey(key.targetInstituteId) } });
  if (existing === null) {
    await repo.insert({
      id: key.id,
      caseId: key.caseId,
      targetKey: targetKey(key.targetInstituteId),
      targetInstituteId: key.targetInstituteId,
      ...columns,
      createdAt: now,
      updatedAt: now,
    });
  } else {
    await repo.update({ id: existing.id }, { ...columns, updatedAt: now });
  }
}

/** Every combined equivalency of the case. */
export async function findCombinedOfCase(db: Db, caseId: string): Promise<CombinedEquivalencyRecord[]> {
  const rows = await db.getRepository(CombinedEquivalency).find({ where: { caseId }, order: { createdAt: 'ASC', id: 'ASC' } });
  return rows.map(toRecord);
}

export async function countCombinedOfTarget(db: Db, targetInstituteId: string): Promise<number> {
  return db.getRepository(CombinedEquivalency).countBy({ targetInstituteId });
}

export async function deleteCombinedOfCase(db: Db, caseId: string): Promise<number> {
  const result = await db.getRepository(CombinedEquivalency).delete({ caseId });
  return result.affected ?? 0;
}
