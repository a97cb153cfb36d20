import { expect } from 'chai';
import { TEST_RUN_QUEUE_PREFIX, testConfig } from '../support/env';
import { startTestServer, type TestServer } from '../support/server';

/**
 * Two test runs on one machine share its Redis: everything a run keeps there (queued jobs,
 * rate-limit counters, operator sessions) is under a prefix of the run's, or of the server's own,
 * never the production default, so neither run takes the other's jobs or spends its limits.
 */
describe('test isolation on a shared Redis', function () {
  this.timeout(120_000);
  const servers: TestServer[] = [];
  after(async () => {
    for (const s of servers) await s.close();
  });

  it('gives the run, and each test server, a queue prefix of its own', async () => {
    expect(testConfig().queuePrefix).to.equal(TEST_RUN_QUEUE_PREFIX);
    expect(TEST_RUN_QUEUE_PREFIX).to.not.equal('credeval');
    expect(TEST_RUN_QUEUE_PREFIX).to.include(String(process.pid));
    servers.push(await startTestServer({ RATE_LIMIT_MAX: '1', RATE_LIMIT_WINDOW_MS: '3600000' }));
    servers.push(await startTestServer({ RATE_LIMIT_MAX: '1', RATE_LIMIT_WINDOW_MS: '3600000' }));
    const [a, b] = servers.map((s) => s.rt.config.queuePrefix);
    expect(a).to.not.equal(b);
    expect([a, b]).to.not.include('credeval');
  });

  it('counts rate limits per prefix: one server spending its limit leaves the other alone', async () => {
    const [a, b] = servers;
    // Unauthenticated requests are counted by client address, the same for both servers here.
    expect((await fetch(`${a!.partner}/cases`)).status).to.equal(401);
    expect((await fetch(`${a!.partner}/cases`)).status).to.equal(429);
    expect((await fetch(`${b!.partner}/cases`)).status).to.equal(401);
  });
});
