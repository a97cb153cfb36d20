import type { DataSource, EntityManager } from 'typeorm';
import { Organization } from '../entities/Organization';

/** A DataSource, or the EntityManager of a transaction. */
export type Db = DataSource | EntityManager;

/** Plain data: entity instances never leave the data layer. */
export interface OrganizationRecord {
  id: string;
  name: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewOrganization {
  id: string;
  name: string;
}

function toRecord(e: Organization): OrganizationRecord {
  return { id: e.id, name: e.name, createdAt: e.createdAt, updatedAt: e.updatedAt };
}

export async function insertOrganization(
  db: Db,
  org: NewOrganization,
  now: Date = new Date(),
): Promise<OrganizationRecord> {
  const row: Organization = { id: org.id, name: org.name, activeCaseCount: 0, createdAt: now, updatedAt: now };
  // insert(), not save(): save() would first SELECT to decide between INSERT and UPDATE.
  await db.getRepository(Organization).insert(row);
  return toRecord(row);
}

export async function findOrganizationById(db: Db, id: string): Promise<OrganizationRecord | null> {
  const row = await db.getRepository(Organization).findOneBy({ id });
  return row === null ? null : toRecord(row);
}

/**
 * Holds the organization's row until the transaction ends, so that checks of the form "count the
 * organization's rows, then insert one" (the webhook configuration limit) run one at a time per
 * organization. (SQLite runs one transaction at a time: nothing to lock.)
 */
export async function lockOrganization(db: Db, id: string): Promise<boolean> {
  const q = db.getRepository(Organization).createQueryBuilder('o').where('o.id = :id', { id });
  const type = ('connection' in db ? db.connection : db).options.type;
  if (type === 'mysql' || type === 'mariadb') q.setLock('pessimistic_write');
  return (await q.getOne()) !== null;
}

/** Whether any organization exists at all (a fresh installation has none). */
export async function anyOrganizationExists(db: Db): Promise<boolean> {
  return (await db.getRepository(Organization).createQueryBuilder('o').select('o.id').limit(1).getOne()) !== null;
}
