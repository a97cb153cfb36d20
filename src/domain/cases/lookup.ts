import { findCase, type CaseKey, type CaseRecord } from '../../data/repositories/cases';
import type { Db } from '../../data/repositories/organizations';
import { NotFoundError, ValidationError } from '../errors';
import { parseCaseRef } from '../ids';

/**
 * A path `{id}` (or the `caseId` form field) as a lookup key: a case ID or a case number (decision "Identifiers").
 * Neither → 400.
 */
export function toCaseKey(ref: string, path = 'id'): CaseKey {
  const parsed = parseCaseRef(ref);
  if (parsed === null) {
    const message = 'must be a case ID (24 hexadecimal characters) or a case number (digits only)';
    throw new ValidationError(`${path} ${message}`, [{ path, message }]);
  }
  return parsed.kind === 'id' ? { id: parsed.id } : { caseNumber: parsed.number };
}

/**
 * The case `ref` names, if the organization can see it: lookups are scoped to the caller's
 * organization and a deleted case is gone (interface "Identifiers", decision "Deletion"). Anything else → 404,
 * the same answer for "unknown", "deleted" and "another organization's", so none can be told apart.
 */
export async function findVisibleCase(db: Db, organizationId: string, ref: string, path = 'id'): Promise<CaseRecord> {
  const found = await findCase(db, organizationId, toCaseKey(ref, path));
  if (found === null) throw new NotFoundError(`Case ${ref} not found`);
  return found;
}
