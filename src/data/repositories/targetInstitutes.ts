import { TargetInstitute } from '../entities/TargetInstitute';
import type { Db } from './organizations';

/** Plain data: entity instances never leave the data layer. */
export interface TargetInstituteRecord {
  id: string;
  organizationId: string;
  name: string;
  createdAt: Date;
  updatedAt: Date;
}

function toRecord(e: TargetInstitute): TargetInstituteRecord {
  return { id: e.id, organizationId: e.organizationId, name: e.name, createdAt: e.createdAt, updatedAt: e.updatedAt };
}

export async function insertTargetInstitute(db: Db, t: { id: string; organizationId: string; name: string }, now: Date = new Date()): Promise<TargetInstituteRecord> {
  const row: TargetInstitute = { ...t, createdAt: now, updatedAt: now };
  await db.getRepository(TargetInstitute).insert(row);
  return toRecord(row);
}

/**
 * The organization's target institute `id`, or null (another organization's is not found).
 * `lock`: a locking read that holds the row until the transaction ends, `share` for a writer of
 * rows that reference it (several may hold it), `update` for its deletion (waits for them, and
 * they for it). No-op on SQLite, whose transactions run one at a time.
 */
export async function findTargetInstitute(db: Db, organizationId: string, id: string, lock?: 'share' | 'update'): Promise<TargetInstituteRecord | null> {
  const q = db.getRepository(TargetInstitute).createQueryBuilder('t').where('t.id = :id AND t.organizationId = :organizationId', { id, organizationId });
  const type = ('connection' in db ? db.connection : db).options.type;
  if (lock !== undefined && (type === 'mysql' || type === 'mariadb')) q.setLock(lock === 'share' ? 'pessimistic_read' : 'pessimistic_write');
  const row = await q.getOne();
  return row === null ? null : toRecord(row);
}

export async function findTargetInstitutesByIds(db: Db, ids: readonly string[]): Promise<TargetInstituteRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db.getRepository(TargetInstitute).createQueryBuilder('t').where('t.id IN (:...ids)', { ids }).getMany();
  return rows.map(toRecord);
}

/** The organization's target institutes by name, then id. */
export async function listTargetInstitutes(db: Db, organizationId: string): Promise<TargetInstituteRecord[]> {
  const rows = await db.getRepository(TargetInstitute).find({ where: { organizationId }, order: { name: 'ASC', id: 'ASC' } });
  return rows.map(toRecord);
}

export async function renameTargetInstitute(db: Db, organizationId: string, id: string, name: string, now: Date = new Date()): Promise<boolean> {
  const result = await db.getRepository(TargetInstitute).update({ id, organizationId }, { name, updatedAt: now });
  return (result.affected ?? 0) > 0;
}

export async function deleteTargetInstitute(db: Db, organizationId: string, id: string): Promise<boolean> {
  const result = await db.getRepository(TargetInstitute).delete({ id, organizationId });
  return (result.affected ?? 0) > 0;
}
