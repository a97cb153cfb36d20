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

/** The organization's target institute `id`, or null (another organization's is not found). */
export async function findTargetInstitute(db: Db, organizationId: string, id: string): Promise<TargetInstituteRecord | null> {
  const row = await db.getRepository(TargetInstitute).findOneBy({ id, organizationId });
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
