import { EvaluationAggregate } from '../entities/EvaluationAggregate';
import type { Db } from './organizations';
import { rawInsert } from '../rawInsert';

export interface EvaluationAggregateRecord {
  caseId: string;
  status: string;
  completedAt: Date | null;
  updatedAt: Date;
}

export async function findEvaluationAggregate(db: Db, caseId: string): Promise<EvaluationAggregateRecord | null> {
  const row = await db.getRepository(EvaluationAggregate).findOneBy({ caseId });
  return row === null ? null : { caseId: row.caseId, status: row.status, completedAt: row.completedAt, updatedAt: row.updatedAt };
}

/** Records the case's aggregate status; the caller holds the case row (touchCase) in its transaction. */
export async function saveEvaluationAggregate(db: Db, caseId: string, status: string, completedAt: Date | null, now: Date = new Date()): Promise<void> {
  const repo = db.getRepository(EvaluationAggregate);
  const existing = await repo.findOne({ select: { caseId: true }, where: { caseId } });
  if (existing === null) await repo.insert({ caseId, status, completedAt, updatedAt: now });
  else await repo.update({ caseId }, { status, completedAt, updatedAt: now });
}

/** The first aggregate of a case created in the caller's transaction (no row can exist yet). */
export async function insertEvaluationAggregate(db: Db, caseId: string, status: string, now: Date): Promise<void> {
  await rawInsert(db, EvaluationAggregate, [{ caseId, status, completedAt: null, updatedAt: now }]);
}

export async function deleteEvaluationAggregateOfCase(db: Db, caseId: string): Promise<number> {
  const result = await db.getRepository(EvaluationAggregate).delete({ caseId });
  return result.affected ?? 0;
}
