import type { DataSource } from 'typeorm';
import { anyOrganizationExists } from '../data/repositories/organizations';
import { inTransaction } from '../data/transaction';
import { createApiKey, createOrganization } from './apiKeys';

export interface FirstStartCredentials {
  organization: { id: string; name: string };
  /** Raw keys: they exist only in this return value (stored as hashes), to be shown once. */
  partnerKey: string;
  operatorKey: string;
}

export const DEFAULT_ORGANIZATION_NAME = 'Default organization';

/**
 * The embedded default's first start (README "Two commands"): a database without any
 * organization gets one, with a partner key and an operator key, so that a new user can call the
 * API at once without the provisioning CLI. Returns null when an organization already exists
 * (a second start, or a database provisioned by hand), so keys are made and shown only once.
 * One transaction: a start that fails half-way leaves no organization without keys. It is the
 * project's transaction (`inTransaction`), so that the steps it calls can join it as a unit of work.
 */
export async function provisionFirstStart(db: DataSource): Promise<FirstStartCredentials | null> {
  return inTransaction(db, async (tx) => {
    if (await anyOrganizationExists(tx)) return null;
    const organization = await createOrganization(tx, DEFAULT_ORGANIZATION_NAME);
    const partner = await createApiKey(tx, { organizationId: organization.id, type: 'partner' });
    const operator = await createApiKey(tx, { organizationId: organization.id, type: 'operator' });
    return { organization, partnerKey: partner.apiKey, operatorKey: operator.apiKey };
  });
}
