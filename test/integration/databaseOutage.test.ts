import { expect } from 'chai';
import { startTestServer, type TestServer } from '../support/server';
import { createApiKey, createTestOrg, type TestOrg } from '../support/fixtures';
import { TEST_DATABASE_URL } from '../support/env';
import { SessionStore } from '../../src/api/ui/session';
import { startTcpProxy, type TcpProxy } from '../support/tcpProxy';

/**
 * The database outage rule (README "Database outages"): while MySQL/MariaDB refuses connections or
 * stalls, every route that needs it answers 503 in the error body with Retry-After, within the
 * configured connect, acquire and statement timeouts — no 500, no request hanging for the length
 * of the outage — and the service recovers by itself. The database is made to come and go with a
 * TCP proxy between the API and the real MariaDB.
 */
describe('database outage: 503 within bounded time, recovery by itself', function () {
  this.timeout(60_000);
  let proxy: TcpProxy;
  let srv: TestServer;
  let org: TestOrg;
  let operatorKey: string;

  // Small bounds so that the test runs in seconds; the defaults are documented in README.md.
  const CONNECT_MS = 1000;
  const ACQUIRE_MS = 1500;
  const QUERY_MS = 1500;
  /** The longest a request may take while the database is away: acquiring, then one statement, plus slack. */
  const BOUND_MS = ACQUIRE_MS + QUERY_MS + 1500;

  before(async () => {
    const url = new URL(TEST_DATABASE_URL);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 3306) });
    url.host = proxy.address;
    srv = await startTestServer({
      DATABASE_URL: url.toString(),
      DB_CONNECT_TIMEOUT_MS: String(CONNECT_MS),
      DB_ACQUIRE_TIMEOUT_MS: String(ACQUIRE_MS),
      DB_QUERY_TIMEOUT_MS: String(QUERY_MS),
    });
    org = await createTestOrg(srv.rt.db);
    operatorKey = (await createApiKey(srv.rt.db, { organizationId: org.id, type: 'operator' })).apiKey;
  });
  after(async () => {
    proxy?.resume();
    await proxy?.start();
    await srv?.close();
    await proxy?.close();
  });

  async function timed(path: string, key: string | null): Promise<{ status: number; body: string; retryAfter: string | null; ms: number }> {
    const started = Date.now();
    const res = await fetch(`${srv.url}${path}`, { headers: key === null ? {} : { 'x-api-key': key } });
    const body = await res.text();
    return { status: res.status, body, retryAfter: res.headers.get('retry-after'), ms: Date.now() - started };
  }

  const routes = () => [
    { path: '/partner/v1/cases', key: org.partnerKey },
    { path: '/operator/v1/cases', key: operatorKey },
    { path: '/operator/v1/target-institutes', key: operatorKey },
  ];

  function expect503(r: { status: number; body: string; retryAfter: string | null; ms: number }, what: string): void {
    expect(r.status, `${what}: ${r.body}`).to.equal(503);
    const body = JSON.parse(r.body) as { statusCode: number; message: string; error: string };
    expect(body.statusCode).to.equal(503);
    expect(body.error).to.equal('Service Unavailable');
    expect(body.message).to.match(/unavailable/i);
    expect(r.retryAfter, what).to.match(/^\d+$/);
    expect(r.ms, `${what} took ${r.ms} ms`).to.be.below(BOUND_MS);
  }

  async function waitForRecovery(): Promise<number> {
    const started = Date.now();
    for (;;) {
      const rs = await Promise.all(routes().map((r) => timed(r.path, r.key)));
      if (rs.every((r) => r.status === 200)) return Date.now() - started;
      for (const r of rs) expect([200, 503], r.body).to.include(r.status);
      if (Date.now() - started > 15_000) throw new Error(`not recovered: ${rs.map((r) => r.status).join(',')}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('answers 200 through the proxy while the database is there', async () => {
    for (const r of routes()) expect((await timed(r.path, r.key)).status, r.path).to.equal(200);
  });

  it('refused: every route that needs the database answers 503 with Retry-After at once, then recovers', async () => {
    await proxy.stop();
    for (const r of routes()) expect503(await timed(r.path, r.key), `${r.path} (refused)`);
    // Concurrent requests too: none hangs, none is a 500.
    const many = await Promise.all(Array.from({ length: 20 }, (_, i) => timed(routes()[i % 3]!.path, routes()[i % 3]!.key)));
    many.forEach((r, i) => expect503(r, `concurrent request ${i} (refused)`));
    const ready = await timed('/readyz', null);
    expect(ready.status).to.equal(503);
    await proxy.start();
    expect(await waitForRecovery()).to.be.below(15_000);
  });

  it('stalled: requests answer 503 within the timeouts instead of hanging, then recover', async () => {
    // Warm the pool so that stalled connections are both pooled ones and new ones.
    await Promise.all(routes().map((r) => timed(r.path, r.key)));
    proxy.pause();
    try {
      const many = await Promise.all(Array.from({ length: 20 }, (_, i) => timed(routes()[i % 3]!.path, routes()[i % 3]!.key)));
      many.forEach((r, i) => expect503(r, `concurrent request ${i} (stalled)`));
      // Still stalled: later requests are just as bounded (timed-out connections were dropped).
      for (const r of routes()) expect503(await timed(r.path, r.key), `${r.path} (still stalled)`);
    } finally {
      proxy.resume();
    }
    expect(await waitForRecovery()).to.be.below(15_000);
  });

  it('the operator UI shows a 503 page, not a 500, while the database is away', async () => {
    const key = await createApiKey(srv.rt.db, { organizationId: org.id, type: 'operator' });
    const store = new SessionStore(srv.rt.redis, { prefix: srv.rt.config.queuePrefix });
    const { id } = await store.create(key.id, org.id);
    const page = () => fetch(`${srv.url}/operator/ui/cases`, { headers: { cookie: `opui_sid=${id}` }, redirect: 'manual' });
    expect((await page()).status).to.equal(200);
    await proxy.stop();
    try {
      const res = await page();
      const text = await res.text();
      expect(res.status, text.slice(0, 300)).to.equal(503);
      expect(res.headers.get('retry-after')).to.match(/^\d+$/);
      expect(text).to.match(/Temporarily unavailable/);
    } finally {
      await proxy.start();
    }
    await waitForRecovery();
  });
});
