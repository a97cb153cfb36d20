import type { ChildProcess } from 'node:child_process';
import { expect } from 'chai';
import { SessionStore } from '../../src/api/ui/session';
import { pdfBytes, submissionForm } from '../support/documents';
import { createApiKey, createTestOrg, type TestOrg } from '../support/fixtures';
import { uniqueExternalId } from '../support/cases';
import { uniquePrefix, waitFor } from '../support/pipeline';
import { freePort, startRedis, stopRedis } from '../support/redisServer';
import { startTestServer, type TestServer } from '../support/server';

/**
 * The API while its Redis (a private redis-server) is away: what does not need Redis is served
 * without delay (the rate limit lets requests through, uploads go to the outbox), what needs it
 * (the operator UI's sessions, readiness) answers 503, never 500; all of it recovers by itself.
 */
describe('the API while Redis is away', function () {
  this.timeout(120_000);

  let port: number;
  let redis: ChildProcess | null = null;
  let srv: TestServer;
  let org: TestOrg;
  let sessionCookie: string;
  const prefix = uniquePrefix('api-no-redis');

  before(async () => {
    port = await freePort();
    redis = await startRedis(port);
    srv = await startTestServer({ REDIS_URL: `redis://127.0.0.1:${port}`, QUEUE_PREFIX: prefix });
    org = await createTestOrg(srv.rt.db, 'API without Redis');
    const operator = await createApiKey(srv.rt.db, { organizationId: org.id, type: 'operator' });
    // The server answers before its Redis client has finished connecting (it serves what does not
    // need Redis at once); the session is written once the client is ready.
    await waitFor('the server\'s Redis client to be ready', async () => srv.rt.redis.isReady);
    const { id } = await new SessionStore(srv.rt.redis, { prefix }).create(operator.id, org.id);
    sessionCookie = `opui_sid=${id}`;
  });
  after(async () => {
    await srv?.close();
    await stopRedis(redis);
  });

  const readyz = async () => fetch(`${srv.url}/readyz`);
  const ui = () => fetch(`${srv.url}/operator/ui/cases`, { headers: { cookie: sessionCookie }, redirect: 'manual' });
  const timed = async <T>(f: () => Promise<T>): Promise<{ value: T; ms: number }> => {
    const started = Date.now();
    const value = await f();
    return { value, ms: Date.now() - started };
  };

  it('serves the operator UI and /readyz while Redis is up', async () => {
    expect((await ui()).status).to.equal(200);
    expect((await readyz()).status).to.equal(200);
  });

  it('answers 503 where Redis is needed, and serves the rest without waiting for it', async () => {
    await stopRedis(redis);
    redis = null;
    const down = await readyz();
    expect(down.status).to.equal(503);
    expect(((await down.json()) as { checks: { redis: string } }).checks.redis).to.equal('unavailable');

    const page = await timed(ui);
    expect(page.value.status).to.equal(503);
    expect(page.value.headers.get('retry-after')).to.equal('30');
    expect(await page.value.text()).to.contain('Temporarily unavailable');
    expect(page.ms).to.be.below(1000);

    const list = await timed(() => fetch(`${srv.partner}/cases`, { headers: { 'x-api-key': org.partnerKey } }));
    expect(list.value.status).to.equal(200);
    expect(list.ms).to.be.below(1000);
    const upload = await timed(() =>
      fetch(`${srv.partner}/cases`, {
        method: 'POST',
        headers: { 'x-api-key': org.partnerKey },
        body: submissionForm({ externalId: uniqueExternalId('NOREDIS') }, [{ name: 'a.pdf', data: pdfBytes() }]),
      }),
    );
    expect(upload.value.status).to.equal(202);
  });

  it('recovers by itself when Redis is back (without its data: the session is gone, sign in again)', async () => {
    redis = await startRedis(port);
    await waitFor('/readyz 200', async () => (await readyz()).status === 200, 30_000, 200);
    const page = await ui();
    expect(page.status).to.equal(303);
    expect(page.headers.get('location')).to.contain('/operator/ui/sign-in');
  });
});
