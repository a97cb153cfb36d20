import type { Database } from '../../src/data/dataSource';
import { createApiKey, createOrganization, revokeApiKey } from '../../src/domain/apiKeys';

export interface TestOrg {
  id: string;
  name: string;
  /** A working partner key of this organization. */
  partnerKey: string;
}

let counter = 0;

/** A fresh organization with an active partner key; every test works in its own organization. */
export async function createTestOrg(db: Database, label = 'Test University'): Promise<TestOrg> {
  counter += 1;
  const org = await createOrganization(db, `${label} ${process.pid}-${counter}`);
  const key = await createApiKey(db, { organizationId: org.id, type: 'partner' });
  return { id: org.id, name: org.name, partnerKey: key.apiKey };
}

export { createApiKey, revokeApiKey };
