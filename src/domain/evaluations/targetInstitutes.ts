import { countCombinedOfTarget } from '../../data/repositories/combinedEquivalencies';
import { countEvaluationsOfTarget } from '../../data/repositories/evaluations';
import type { Db } from '../../data/repositories/organizations';
import {
  deleteTargetInstitute as deleteRow,
  findTargetInstitute,
  insertTargetInstitute,
  listTargetInstitutes as listRows,
  renameTargetInstitute,
  type TargetInstituteRecord,
} from '../../data/repositories/targetInstitutes';
import { withUnitOfWork } from '../unitOfWork';
import { isForeignKeyViolation } from '../../data/dbErrors';
import { ConflictError, NotFoundError } from '../errors';
import { newId, parseHexId } from '../ids';
import type { TargetInstituteView } from './types';
import { validateTargetName } from './validation';
import type { OperatorSchemas } from '../spec';

/* The organization's target institutes (operator API "target-institutes"). */

function view(t: TargetInstituteRecord): TargetInstituteView {
  return { id: t.id, name: t.name, createdAt: t.createdAt.toISOString(), updatedAt: t.updatedAt.toISOString() };
}

/** A path `{targetInstituteId}`: 24-hex, else 400 (decision "Identifiers"). */
export function parseTargetInstituteId(value: string, path = 'targetInstituteId'): string {
  return parseHexId(value, path);
}

export async function listTargetInstitutes(db: Db, organizationId: string): Promise<TargetInstituteView[]> {
  return (await listRows(db, organizationId)).map(view);
}

export async function createTargetInstitute(db: Db, organizationId: string, body: OperatorSchemas['target_institute_input']): Promise<TargetInstituteView> {
  const name = validateTargetName(body);
  return view(await insertTargetInstitute(db, { id: newId(), organizationId, name }));
}

export async function getTargetInstitute(db: Db, organizationId: string, id: string): Promise<TargetInstituteView> {
  const t = await findTargetInstitute(db, organizationId, parseTargetInstituteId(id));
  if (t === null) throw new NotFoundError(`Target institute ${id} not found`);
  return view(t);
}

export async function updateTargetInstitute(db: Db, organizationId: string, id: string, body: OperatorSchemas['target_institute_input']): Promise<TargetInstituteView> {
  const targetId = parseTargetInstituteId(id);
  const name = validateTargetName(body);
  return withUnitOfWork(db, async ({ tx }) => {
    if (!(await renameTargetInstitute(tx, organizationId, targetId, name))) throw new NotFoundError(`Target institute ${id} not found`);
    return view((await findTargetInstitute(tx, organizationId, targetId))!);
  });
}

/** 204; 409 while evaluations or a combined equivalency use it (they name it to partners). */
export async function deleteTargetInstitute(db: Db, organizationId: string, id: string): Promise<void> {
  const targetId = parseTargetInstituteId(id);
  const inUse = () => new ConflictError(`Target institute ${id} is used by evaluations or a combined equivalency and cannot be deleted`);
  try {
    await withUnitOfWork(db, async ({ tx }) => {
      // A locking read first: a writer of an evaluation or combined equivalency for this target
      // holds it shared (resolveTarget 'share') until it commits, so the counts below, read after
      // the lock is granted, include its row.
      if ((await findTargetInstitute(tx, organizationId, targetId, 'update')) === null) throw new NotFoundError(`Target institute ${id} not found`);
      const used = (await countEvaluationsOfTarget(tx, targetId)) + (await countCombinedOfTarget(tx, targetId));
      if (used > 0) throw inUse();
      await deleteRow(tx, organizationId, targetId);
    });
  } catch (err) {
    // The key is the last word: a row referencing the target that slipped past the counts is a 409 too.
    if (isForeignKeyViolation(err)) throw inUse();
    throw err;
  }
}
