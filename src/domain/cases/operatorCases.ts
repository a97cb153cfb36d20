import { drawCaseNumber, insertCase, touchCase } from '../../data/repositories/cases';
import { insertCredential } from '../../data/repositories/credentials';
import type { Db } from '../../data/repositories/organizations';
import { inTransaction } from '../../data/transaction';
import { NotFoundError, ValidationError } from '../errors';
import { newId, normalizeId } from '../ids';
import { validateMetadata } from './metadata';
import type { CredentialStatus, CredentialType, Metadata } from './types';

/*
 * What the operator UI does to cases, as far as the partner interface can see it ("Cases created
 * in the operator UI differ as follows"). Used by tests until the operator API exists.
 */

export interface OperatorCase {
  id: string;
  caseNumber: number;
}

/**
 * A case created in the operator UI: externalId null until a partner links it (POST /cases
 * `caseId`), origin operator (so DELETE answers 403), and the next case number ("Every case
 * receives a case number").
 */
export async function createOperatorCase(db: Db, organizationId: string, input: { metadata?: Metadata } = {}): Promise<OperatorCase> {
  const metadata = validateMetadata(input.metadata ?? {});
  const id = newId();
  return inTransaction(db, async (tx) => {
    const now = new Date();
    const caseNumber = await drawCaseNumber(tx, now);
    await insertCase(tx, { id, organizationId: normalizeId(organizationId), externalId: null, caseNumber, origin: 'operator', metadata }, now);
    return { id, caseNumber };
  });
}

const CREDENTIAL_TYPES: readonly CredentialType[] = ['academic', 'uncategorized'];

/** A credential an operator added by hand: uploadId null (interface "Case"). */
export async function addOperatorCredential(
  db: Db,
  caseId: string,
  input: { credentialType: CredentialType; status?: CredentialStatus },
): Promise<{ credentialId: string }> {
  if (!CREDENTIAL_TYPES.includes(input.credentialType)) {
    throw new ValidationError('credentialType must be academic or uncategorized', [{ path: 'credentialType', message: 'must be academic or uncategorized' }]);
  }
  const credentialId = newId();
  await inTransaction(db, async (tx) => {
    const now = new Date();
    if (!(await touchCase(tx, normalizeId(caseId), now))) throw new NotFoundError(`Case ${caseId} not found`);
    await insertCredential(tx, { id: credentialId, caseId: normalizeId(caseId), uploadId: null, credentialType: input.credentialType, status: input.status ?? 'queued' }, now);
  });
  return { credentialId };
}
