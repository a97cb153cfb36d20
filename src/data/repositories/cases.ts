import { createHash } from 'node:crypto';
import { Case } from '../entities/Case';
import { CaseNumberSequence } from '../entities/CaseNumberSequence';
import { CASE_COUNT_SLOTS, OrganizationCaseCountSlot } from '../entities/OrganizationCaseCountSlot';
import { Organization } from '../entities/Organization';
import { inTransaction, isSqlite } from '../transaction';
import type { Db } from './organizations';
import { rawInsert } from '../rawInsert';
import { rawSelect } from '../rawSelect';
import { tableOf } from '../sqlNames';
import { deferStatement, isBatching } from '../writeBatch';

import type { CaseOrigin } from '../../domain/vocabulary';
export type MetadataValue = string | number | boolean;

/** Plain data: entity instances never leave the data layer. */
export interface CaseRecord {
  id: string;
  organizationId: string;
  externalId: string | null;
  caseNumber: number;
  origin: CaseOrigin;
  linkedAt: Date | null;
  metadata: Record<string, MetadataValue>;
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewCase {
  id: string;
  organizationId: string;
  externalId: string | null;
  caseNumber: number;
  origin: CaseOrigin;
  metadata: Record<string, MetadataValue>;
}

/** Case numbers start at 100001 (decision "Identifiers"): 100000 + the first auto-increment id, 1. */
export const CASE_NUMBER_OFFSET = 100000;

/**
 * The value the unique index on (organizationId, externalIdHash) compares: exact on every
 * backend (see the Case entity).
 */
export function externalIdHash(externalId: string): string {
  return createHash('sha256').update(externalId, 'utf8').digest('hex');
}

function toRecord(e: Case): CaseRecord {
  return {
    id: e.id,
    organizationId: e.organizationId,
    externalId: e.externalId,
    caseNumber: Number(e.caseNumber),
    // The column is varchar; only the domain writes it, with these values.
    origin: e.origin as CaseOrigin,
    linkedAt: e.linkedAt,
    metadata: JSON.parse(e.metadata) as Record<string, MetadataValue>,
    deletedAt: e.deletedAt,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}

/**
 * Draws the next case number (decision "Identifiers"). Call it in the transaction that inserts the case: a number
 * drawn by a transaction that rolls back is a gap, never handed out again.
 */
export async function drawCaseNumber(db: Db, now: Date = new Date()): Promise<number> {
  const id = Number((await rawInsert(db, CaseNumberSequence, [{ createdAt: now }], { insertId: true })).insertId);
  if (!Number.isSafeInteger(id) || id < 1) throw new Error(`case_number_sequence returned no id (${String(id)})`);
  return CASE_NUMBER_OFFSET + id;
}

/**
 * Inserts a case. A second case with the same externalId in the organization fails with a
 * unique violation (`isUniqueViolation` in ../dbErrors), which is how two simultaneous first
 * submissions end as one case.
 */
export async function insertCase(db: Db, c: NewCase, now: Date = new Date()): Promise<CaseRecord> {
  const row = caseRow(c, now);
  await insertCaseRow(db, row);
  return toRecord(row);
}

/**
 * Inserts a new case with the next case number, as `drawCaseNumber` then `insertCase`. In a write
 * batch (src/data/writeBatch.ts) both go with the batch: the case's insert reads the number the
 * sequence's insert just drew (LAST_INSERT_ID(), the connection's own, of the statement before it),
 * so the draw costs no round trip of its own. The number is then not known here: none is returned.
 */
export async function insertCaseWithNextNumber(db: Db, c: Omit<NewCase, 'caseNumber'>, now: Date = new Date()): Promise<void> {
  if (!isBatching(db) || isSqlite(db)) {
    await insertCase(db, { ...c, caseNumber: await drawCaseNumber(db, now) }, now);
    return;
  }
  await rawInsert(db, CaseNumberSequence, [{ createdAt: now }]);
  const { caseNumber: _drawnByTheServer, ...row } = caseRow({ ...c, caseNumber: 0 }, now);
  await insertCaseRow(db, row, { caseNumber: `${CASE_NUMBER_OFFSET} + LAST_INSERT_ID()` });
}

function caseRow(c: NewCase, now: Date): Case {
  return {
    id: c.id,
    organizationId: c.organizationId,
    externalId: c.externalId,
    externalIdHash: c.externalId === null ? null : externalIdHash(c.externalId),
    caseNumber: c.caseNumber,
    origin: c.origin,
    linkedAt: null,
    metadata: JSON.stringify(c.metadata),
    deletedAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

async function insertCaseRow(db: Db, row: Partial<Case> & Pick<Case, 'organizationId'>, expressions?: { caseNumber: string }): Promise<void> {
  // The organization's count of active cases changes in the same transaction as the case
  // (migrations OrganizationCaseCounts and OrganizationCaseCountSlots; inTransaction joins the
  // caller's transaction). The count is changed in one of the organization's slots, never in its
  // own row: the insert's foreign key check takes a shared lock on the organization's row, and a
  // write to that row in the same transaction made simultaneous new cases of one organization
  // wait for each other until each had committed (or, written after the insert, deadlock).
  await inTransaction(db, async (tx) => {
    await rawInsert(tx, Case, [row], expressions === undefined ? {} : { expressions });
    await changeActiveCaseCount(tx, row.organizationId, 1);
  });
}

/**
 * The slot the next change of this process goes to: in turn, so that the transactions of one
 * process in flight together (up to CASE_COUNT_SLOTS of them) never hold the same slot row.
 */
let nextSlot = Math.floor(Math.random() * CASE_COUNT_SLOTS);

/**
 * The case count slots of a new organization, at 0 (entity OrganizationCaseCountSlot). Written with
 * the organization: a case's transaction then updates an existing slot row, which locks that row
 * alone (a missing one is made on first use, see changeActiveCaseCount).
 */
export async function insertCaseCountSlots(db: Db, organizationId: string): Promise<void> {
  await rawInsert(db, OrganizationCaseCountSlot, Array.from({ length: CASE_COUNT_SLOTS }, (_, slot) => ({ organizationId, slot, delta: 0 })));
}

/** Adds `delta` to the organization's count of active cases (GET /cases `meta.total`), in one of its slots. */
async function changeActiveCaseCount(db: Db, organizationId: string, delta: 1 | -1): Promise<void> {
  const slot = nextSlot;
  nextSlot = (nextSlot + 1) % CASE_COUNT_SLOTS;
  // Plain statements (no query builder: this runs for every new case, src/data/rawInsert.ts).
  if (isSqlite(db)) {
    // One transaction at a time on SQLite: the upsert is enough, and makes a missing slot.
    await db.query(
      `INSERT INTO ${tableOf(db, OrganizationCaseCountSlot)} (organizationId, slot, delta) VALUES (?, ?, ?) ON CONFLICT (organizationId, slot) DO UPDATE SET delta = delta + excluded.delta`,
      [organizationId, slot, delta],
    );
    return;
  }
  // The slot exists (made with the organization), and the upsert then locks that one row as an
  // update would (InnoDB takes a record lock on a duplicate primary key); a missing slot (an
  // organization written by other means than insertOrganization) is made by it. One statement with
  // no answer to wait for: in a write batch (src/data/writeBatch.ts) it goes with the batch, and the
  // batch with the transaction's COMMIT.
  const upsert = `INSERT INTO ${tableOf(db, OrganizationCaseCountSlot)} (organizationId, slot, delta) VALUES (?, ?, ?) ON DUPLICATE KEY UPDATE delta = delta + (?)`;
  const params = [organizationId, slot, delta, delta];
  if (deferStatement(db, upsert, params)) return;
  await db.query(upsert, params);
}

/** The organization's count of active cases: its row's count plus its slots' changes. */
async function activeCaseCount(db: Db, organizationId: string): Promise<number> {
  const [row] = (await db.query(
    `SELECT o.activeCaseCount + COALESCE((SELECT SUM(s.delta) FROM ${tableOf(db, OrganizationCaseCountSlot)} s WHERE s.organizationId = o.id), 0) AS n FROM ${tableOf(db, Organization)} o WHERE o.id = ?`,
    [organizationId],
  )) as { n: number | string | null }[];
  // MySQL/MariaDB return the SUM as a DECIMAL string.
  return row === undefined ? 0 : Number(row.n ?? 0);
}

/** The case of the organization with this externalId, deleted or not (a deleted one keeps it, decision "Deletion"). */
export async function findCaseByExternalId(db: Db, organizationId: string, externalId: string): Promise<CaseRecord | null> {
  const [row] = await rawSelect(db, Case, {
    where: [
      { column: 'organizationId', equals: organizationId },
      { column: 'externalIdHash', equals: externalIdHash(externalId) },
    ],
    limit: 1,
  });
  // The hash is exact; the comparison on the text only guards against the impossible collision.
  return row === undefined || row.externalId !== externalId ? null : toRecord(row);
}

export type CaseKey = { id: string } | { caseNumber: number };

/** A case of the organization by id or case number; deleted cases only with `includeDeleted`. */
export async function findCase(
  db: Db,
  organizationId: string,
  key: CaseKey,
  opts: { includeDeleted?: boolean } = {},
): Promise<CaseRecord | null> {
  const [row] = await rawSelect(db, Case, {
    where: [
      { column: 'organizationId', equals: organizationId },
      'id' in key ? { column: 'id', equals: key.id } : { column: 'caseNumber', equals: key.caseNumber },
      ...(opts.includeDeleted === true ? [] : [{ column: 'deletedAt', isNull: true } as const]),
    ],
    limit: 1,
  });
  return row === undefined ? null : toRecord(row);
}

/** Any case by id, whatever its organization or state (for the data layer's callers that hold an id). */
export async function findCaseById(db: Db, id: string): Promise<CaseRecord | null> {
  const row = await db.getRepository(Case).findOneBy({ id });
  return row === null ? null : toRecord(row);
}

/**
 * Marks the case changed, if it is not deleted; returns whether it was. In a transaction this
 * also takes the row's write lock until commit, so a concurrent deletion waits for (or is
 * waited on by) the change.
 */
export async function touchCase(db: Db, id: string, now: Date = new Date()): Promise<boolean> {
  const result = await db
    .getRepository(Case)
    .createQueryBuilder()
    .update()
    .set({ updatedAt: now })
    .where('id = :id', { id })
    .andWhere('deletedAt IS NULL')
    .execute();
  return (result.affected ?? 0) > 0;
}

/**
 * Takes the case row's write lock until the transaction ends, without changing the row (its
 * updatedAt stays); false when the case is missing or deleted. SQLite runs one transaction at a
 * time: there the read alone is enough.
 */
export async function lockCaseRow(db: Db, id: string): Promise<boolean> {
  const type = ('connection' in db ? db.connection : db).options.type;
  const q = db.getRepository(Case).createQueryBuilder('c').where('c.id = :id', { id }).andWhere('c.deletedAt IS NULL');
  if (type === 'mysql' || type === 'mariadb') q.setLock('pessimistic_write');
  return (await q.getOne()) !== null;
}

/**
 * Links an operator-created case to an externalId (POST /cases `caseId`): compare-and-set on
 * "operator case, not deleted, not linked yet", so a case is linked once even under
 * concurrency. Returns whether it was linked; an externalId already taken in the organization
 * fails with a unique violation.
 */
export async function linkCase(db: Db, id: string, externalId: string, now: Date = new Date()): Promise<boolean> {
  const result = await db
    .getRepository(Case)
    .createQueryBuilder()
    .update()
    .set({ externalId, externalIdHash: externalIdHash(externalId), linkedAt: now, updatedAt: now })
    .where('id = :id', { id })
    .andWhere('deletedAt IS NULL')
    .andWhere('origin = :origin', { origin: 'operator' })
    .andWhere('externalIdHash IS NULL')
    .execute();
  return (result.affected ?? 0) > 0;
}

/** Soft-deletes the case (decision "Deletion"); returns false if it was already deleted or does not exist. */
export async function softDeleteCase(db: Db, id: string, now: Date = new Date()): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const result = await tx
      .getRepository(Case)
      .createQueryBuilder()
      .update()
      .set({ deletedAt: now, updatedAt: now })
      .where('id = :id', { id })
      .andWhere('deletedAt IS NULL')
      .execute();
    if ((result.affected ?? 0) === 0) return false;
    const c = await tx.getRepository(Case).findOne({ select: { organizationId: true }, where: { id } });
    await changeActiveCaseCount(tx, c!.organizationId, -1);
    return true;
  });
}

export interface CasePageQuery {
  externalId?: string;
  limit: number;
  offset: number;
}

/** The organization's cases that are not deleted, newest first (createdAt desc, then id desc, decision "Listing cases"). */
export async function listActiveCases(
  db: Db,
  organizationId: string,
  q: CasePageQuery,
): Promise<{ rows: CaseRecord[]; total: number }> {
  // By externalId there is one case at most (a unique index): counting it costs nothing. The
  // whole organization's count is kept (its row and its slots), since counting grows with its cases.
  if (q.externalId !== undefined) {
    const qb = db
      .getRepository(Case)
      .createQueryBuilder('c')
      .where('c.organizationId = :organizationId', { organizationId })
      .andWhere('c.deletedAt IS NULL')
      .andWhere('c.externalIdHash = :hash', { hash: externalIdHash(q.externalId) })
      .orderBy('c.createdAt', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .limit(q.limit)
      .offset(q.offset);
    const [rows, total] = await qb.getManyAndCount();
    return { rows: rows.map(toRecord), total };
  }
  // The page without the query builder (src/data/rawSelect.ts): GET /cases is a hot read.
  const rows = await rawSelect(db, Case, {
    where: [
      { column: 'organizationId', equals: organizationId },
      { column: 'deletedAt', isNull: true },
    ],
    orderBy: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
    limit: q.limit,
    offset: q.offset,
  });
  return { rows: rows.map(toRecord), total: await activeCaseCount(db, organizationId) };
}
