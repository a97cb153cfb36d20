import { expect } from 'chai';
import { startTestServer, type TestServer } from '../support/server';
import { createTestOrg, type TestOrg } from '../support/fixtures';

/** The HTTP contract every route shares: decision "Errors" error bodies, validation, 415, 501, health, rate limits. */
describe('HTTP behaviour (decision "Errors", decision "Processes and configuration")', () => {
  let srv: TestServer;
  let org: TestOrg;

  before(async () => {
    srv = await startTestServer();
    org = await createTestOrg(srv.rt.db);
  });
  after(async () => srv?.close());

  const call = (path: string, init: RequestInit = {}) =>
    fetch(srv.partner + path, { ...init, headers: { 'x-api-key': org.partnerKey, ...(init.headers ?? {}) } });

  it('/healthz answers without a key', async () => {
    const res = await fetch(`${srv.url}/healthz`);
    expect(res.status).to.equal(200);
    expect(await res.json()).to.deep.equal({ status: 'ok' });
  });

  it('/readyz reports the database and Redis reachable and the storage writable', async () => {
    const res = await fetch(`${srv.url}/readyz`);
    expect(res.status).to.equal(200);
    expect(await res.json()).to.deep.equal({ ready: true, checks: { database: 'ok', redis: 'ok', storage: 'ok' } });
  });

  it('every response carries a request id, and a sane incoming one is echoed', async () => {
    const res = await call('/no-such-route', { headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers.get('x-request-id')).to.equal('trace-123');
    const other = await call('/no-such-route', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(other.headers.get('x-request-id')).to.match(/^[0-9a-f-]{36}$/);
  });

  it('malformed JSON answers 400 in the error body, never 500', async () => {
    const res = await call('/webhook-config', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"endpoint": ' });
    expect(res.status).to.equal(400);
    const body = await res.json();
    expect(body).to.include({ statusCode: 400, message: 'Malformed JSON body', error: 'Bad Request' });
  });

  it('a content type the operation does not declare answers 415', async () => {
    const res = await call('/webhook-config', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' });
    expect(res.status).to.equal(415);
    const body = await res.json();
    expect(body.statusCode).to.equal(415);
    expect(body.message).to.match(/application\/json/);
  });

  it('JSON sent to the multipart upload route answers 415', async () => {
    const res = await call('/cases', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).to.equal(415);
  });

  it('a query parameter outside the spec answers 400 with details', async () => {
    const res = await call('/cases?limit=0');
    expect(res.status).to.equal(400);
    const body = await res.json();
    expect(body.statusCode).to.equal(400);
    expect(body.details).to.be.an('array').that.is.not.empty;
    expect(body.details[0].path).to.equal('query.limit');
  });

  it('a path id that is neither 24-hex nor digits answers 400 (decision "Identifiers")', async () => {
    const res = await call('/cases/not-an-id!');
    expect(res.status).to.equal(400);
    const body = await res.json();
    expect(body.details.map((d: { path: string }) => d.path)).to.include('path.id');
  });

  it('every success and error response carries the rate-limit headers', async () => {
    const res = await call('/no-such-route');
    expect(Number(res.headers.get('ratelimit-limit'))).to.be.greaterThan(0);
    expect(res.headers.get('ratelimit-remaining')).to.match(/^\d+$/);
    expect(res.headers.get('ratelimit-reset')).to.match(/^\d+$/);
  });
});

describe('rate limiting (decision "Errors": 429 with Retry-After)', () => {
  let srv: TestServer;
  let org: TestOrg;
  before(async () => {
    srv = await startTestServer({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '3600000' });
    org = await createTestOrg(srv.rt.db);
  });
  after(async () => srv?.close());

  it('answers 429 with Retry-After once a key exceeds its limit, and counts keys separately', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i++) {
      last = await fetch(`${srv.partner}/no-such-route`, { headers: { 'x-api-key': org.partnerKey } });
      statuses.push(last.status);
    }
    expect(statuses).to.deep.equal([404, 404, 404, 429]);
    expect(Number(last!.headers.get('retry-after'))).to.be.within(1, 3600);
    const body = await last!.json();
    expect(body).to.include({ statusCode: 429 });
    const other = await createTestOrg(srv.rt.db);
    const res = await fetch(`${srv.partner}/no-such-route`, { headers: { 'x-api-key': other.partnerKey } });
    expect(res.status).to.equal(404);
  });
});
