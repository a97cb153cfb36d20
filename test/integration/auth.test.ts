import { expect } from 'chai';
import { startTestServer, type TestServer } from '../support/server';
import { createApiKey, createTestOrg, revokeApiKey, type TestOrg } from '../support/fixtures';
import { deactivateApiKey } from '../../src/domain/apiKeys';

/**
 * The authentication matrix of the interface ("Authentication": the two headers, 401 and 403) and decision "Processes and configuration"/decision "Further open points", against the
 * real server. `/no-such-route` under the partner prefix shows a request that got past
 * authentication (404), so these cases do not depend on any handler.
 */
describe('authentication (interface "Authentication", decision "Processes and configuration", decision "Further open points")', () => {
  let srv: TestServer;
  let org: TestOrg;
  const keys: Record<string, string> = {};

  before(async () => {
    srv = await startTestServer();
    org = await createTestOrg(srv.rt.db);
    const db = srv.rt.db;
    keys.valid = org.partnerKey;
    const revoked = await createApiKey(db, { organizationId: org.id, type: 'partner' });
    await revokeApiKey(db, revoked.id);
    keys.revoked = revoked.apiKey;
    keys.expired = (await createApiKey(db, { organizationId: org.id, type: 'partner', expiresAt: new Date(Date.now() - 60_000) })).apiKey;
    keys.inactive = (await createApiKey(db, { organizationId: org.id, type: 'partner', inactive: true })).apiKey;
    const deactivated = await createApiKey(db, { organizationId: org.id, type: 'partner' });
    await deactivateApiKey(db, deactivated.id);
    keys.deactivated = deactivated.apiKey;
    keys.internal = (await createApiKey(db, { organizationId: org.id, type: 'internal' })).apiKey;
    keys.operator = (await createApiKey(db, { organizationId: org.id, type: 'operator' })).apiKey;
    // A well-formed key whose secret is wrong: same id as a real key, other secret.
    // The secret is the last 43 characters (it may itself contain `_`).
    keys.wrongSecret = keys.valid.slice(0, -43) + (keys.valid.endsWith('A'.repeat(43)) ? 'B' : 'A').repeat(43);
    keys.futureExpiry = (await createApiKey(db, { organizationId: org.id, type: 'partner', expiresAt: new Date(Date.now() + 3_600_000) })).apiKey;
  });
  after(async () => srv?.close());

  type Case = [string, { headers: () => Record<string, string>; path?: string; method?: string; want: number; message?: RegExp }];
  const cases: Case[] = [
    ['no key', { headers: () => ({}), want: 401, message: /Missing API key/ }],
    ['empty x-api-key', { headers: () => ({ 'x-api-key': '' }), want: 401 }],
    ['unknown key', { headers: () => ({ 'x-api-key': 'ck_0123456789abcdef01234567_' + 'B'.repeat(43) }), want: 401, message: /^Invalid or expired API key$/ }],
    ['garbage key', { headers: () => ({ 'x-api-key': 'not-a-key' }), want: 401, message: /^Invalid or expired API key$/ }],
    ['wrong secret for a real key id', { headers: () => ({ 'x-api-key': keys.wrongSecret }), want: 401 }],
    ['revoked key', { headers: () => ({ 'x-api-key': keys.revoked }), want: 401, message: /^Invalid or expired API key$/ }],
    ['expired key', { headers: () => ({ 'x-api-key': keys.expired }), want: 401, message: /^Invalid or expired API key$/ }],
    ['inactive key (created inactive)', { headers: () => ({ 'x-api-key': keys.inactive }), want: 403, message: /inactive/ }],
    ['inactive key (deactivated)', { headers: () => ({ 'x-api-key': keys.deactivated }), want: 403, message: /inactive/ }],
    ['internal key on a partner route', { headers: () => ({ 'x-api-key': keys.internal }), want: 403, message: /not a partner key/ }],
    ['operator key on a partner route', { headers: () => ({ 'x-api-key': keys.operator }), want: 403, message: /not a partner key/ }],
    ['valid key in x-api-key', { headers: () => ({ 'x-api-key': keys.valid }), want: 404 }],
    ['valid key as Authorization: Bearer', { headers: () => ({ authorization: `Bearer ${keys.valid}` }), want: 404 }],
    ['bearer scheme in lower case', { headers: () => ({ authorization: `bearer ${keys.valid}` }), want: 404 }],
    ['key with an expiry in the future', { headers: () => ({ 'x-api-key': keys.futureExpiry }), want: 404 }],
    ['Basic scheme is not a key', { headers: () => ({ authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }), want: 401 }],
    ['revoked bearer key', { headers: () => ({ authorization: `Bearer ${keys.revoked}` }), want: 401 }],
    ['unknown route without a key answers 401 first (decision "Further open points")', { headers: () => ({}), path: '/partner/v1/definitely/not/here', want: 401 }],
    ['unknown route with a key answers 404 (decision "Further open points")', { headers: () => ({ 'x-api-key': keys.valid }), path: '/partner/v1/definitely/not/here', want: 404 }],
    ['wrong method on a known path answers 405', { headers: () => ({ 'x-api-key': keys.valid }), path: '/partner/v1/cases', method: 'PUT', want: 405 }],
    ['route outside the API answers 404 in the error body', { headers: () => ({}), path: '/nope', want: 404 }],
  ];

  for (const [name, { headers, path, method, want, message }] of cases) {
    it(name, async () => {
      const res = await fetch(srv.url + (path ?? '/partner/v1/no-such-route'), { method: method ?? 'GET', headers: headers() });
      expect(res.status).to.equal(want);
      expect(res.headers.get('content-type')).to.match(/^application\/json/);
      const body = await res.json();
      expect(body).to.include({ statusCode: want });
      expect(body.message).to.be.a('string').and.not.empty;
      expect(JSON.stringify(body)).not.to.match(/at .*\.ts:\d+/); // never a stack trace
      if (message) expect(body.message).to.match(message);
      if (want === 405) expect(res.headers.get('allow')).to.match(/GET/).and.match(/POST/);
    });
  }

  it('the 401 for a missing key carries WWW-Authenticate', async () => {
    const res = await fetch(`${srv.partner}/cases`);
    expect(res.status).to.equal(401);
    expect(res.headers.get('www-authenticate')).to.equal('Bearer');
  });
});
