import { Evaluation } from '../entities/Evaluation';
import { isSqlite } from '../transaction';
import type { Db } from './organizations';

import type { EvaluationStatus } from '../../domain/vocabulary';

/** Plain data: entity instances never leave the data layer. */
export interface EvaluationRecord {
  id: string;
  caseId: string;
  credentialId: string;
  targetInstituteId: string | null;
  status: EvaluationStatus;
  completedAt: Date | null;
  /** The parsed JSON output of the latest completion, or null. */
  output: unknown;
  /** The parsed JSON of the latest draft, or null. */
  draft: unknown;
  /** The parsed JSON of what the latest completion changed from the draft, or null. */
  draftChanges: unknown;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewEvaluation {
  id: string;
  caseId: string;
  credentialId: string;
  targetInstituteId: string | null;
}

function parsed(value: unknown): unknown {
  // MySQL's JSON type arrives parsed; MariaDB's (LONGTEXT) and SQLite's as text.
  return typeof value === 'string' ? (JSON.parse(value) as unknown) : (value ?? null);
}

function toRecord(e: Evaluation): EvaluationRecord {
  return {
    id: e.id,
    caseId: e.caseId,
    credentialId: e.credentialId,
    targetInstituteId: e.targetInstituteId,
    status: e.status as EvaluationStatus,
    completedAt: e.completedAt,
    output: parsed(e.output),
    draft: parsed(e.draft),
    draftChanges: parsed(e.draftChanges),
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}

export async function insertEvaluation(db: Db, e: NewEvaluation, now: Date = new Date()): Promise<EvaluationRecord> {
  const row: Evaluation = { ...e, status: 'queued', completedAt: null, output: null, draft: null, draftChanges: null, createdAt: now, updatedAt: now };
  await db.getRepository(Evaluation).insert(row);
  return toRecord(row);
}

export async function findEvaluationById(db: Db, id: string): Promise<EvaluationRecord | null> {
  const row = await db.getRepository(Evaluation).findOneBy({ id });
  return row === null ? null : toRecord(row);
}

/** Locks the row for the rest of the transaction (no-op on SQLite, whose transactions are serial). */
export async function lockEvaluation(db: Db, id: string): Promise<EvaluationRecord | null> {
  const qb = db.getRepository(Evaluation).createQueryBuilder('e').where('e.id = :id', { id });
  const row = await (isSqlite(db) ? qb : qb.setLock('pessimistic_write')).getOne();
  return row === null ? null : toRecord(row);
}

/** Every evaluation of the case, oldest first (createdAt, then id): "the first" is the oldest. */
export async function findEvaluationsOfCase(db: Db, caseId: string): Promise<EvaluationRecord[]> {
  const rows = await db.getRepository(Evaluation).find({ where: { caseId }, order: { createdAt: 'ASC', id: 'ASC' } });
  return rows.map(toRecord);
}

/** Compare-and-set of the status (and, when given, completedAt and output). */
export async function updateEvaluationStatus(
  db: Db,
  id: string,
  fromStatuses: readonly EvaluationStatus[],
  values: { status: EvaluationStatus; completedAt?: Date; output?: object; draftChanges?: object | null },
  now: Date = new Date(),
): Promise<boolean> {
  if (fromStatuses.length === 0) return false;
  const set: Partial<Evaluation> = { status: values.status, updatedAt: now };
  if (values.completedAt !== undefined) set.completedAt = values.completedAt;
  if (values.output !== undefined) set.output = values.output;
  if (values.draftChanges !== undefined) set.draftChanges = values.draftChanges;
  const result = await db
    .getRepository(Evaluation)
    .createQueryBuilder()
    .update()
    .set(set)
    .where('id = :id', { id })
    .andWhere('status IN (:...from)', { from: fromStatuses })
    .execute();
  return (result.affected ?? 0) > 0;
}

/** Stores the operator's latest draft of a queued or processing evaluation (compare-and-set on the status). */
export async function saveEvaluationDraft(db: Db, id: string, draft: object, now: Date = new Date()): Promise<boolean> {
  const result = await db
    .getRepository(Evaluation)
    .createQueryBuilder()
    .update()
    .set({ draft, updatedAt: now })
    .where('id = :id', { id })
    .andWhere('status IN (:...from)', { from: ['queued', 'processing'] })
    .execute();
  return (result.affected ?? 0) > 0;
}

export async function countEvaluationsOfTarget(db: Db, targetInstituteId: string): Promise<number> {
  return db.getRepository(Evaluation).countBy({ targetInstituteId });
}

export async function deleteEvaluationsOfCase(db: Db, caseId: string): Promise<number> {
  const result = await db.getRepository(Evaluation).delete({ caseId });
  return result.affected ?? 0;
}
