import https from 'node:https';
import { expect } from 'chai';
import { registerWebhookConfig } from '../../src/domain/webhooks/configs';
import { createWebhookSender } from '../../src/webhooks/sender';
import { startMetricsServer, type MetricsServer } from '../../src/bin/metricsServer';
import { createLogger } from '../../src/log';
import { registry } from '../../src/metrics';
import { scratchDatabase, type ScratchDatabase } from '../support/cases';
import { submissionForm } from '../support/documents';
import { testEngines } from '../support/engines';
import { createTestOrg, type TestOrg } from '../support/fixtures';
import { startPipeline, uniquePrefix, waitFor, type Pipeline } from '../support/pipeline';
import { transcriptPdf } from '../support/samples';
import { startTestServer, type TestServer } from '../support/server';
import { startReceiver, testCertificate, type Receiver } from '../support/webhooks';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const TOKEN = 'metrics-test-token-0123456789abcdef';

/** The sample lines of a Prometheus text exposition: `name{labels} value`. */
function samples(text: string): { name: string; labels: Record<string, string>; value: number }[] {
  return text
    .split('\n')
    .filter((l) => l !== '' && !l.startsWith('#'))
    .map((l) => {
      const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(l);
      if (m === null) throw new Error(`not a sample line: ${l}`);
      const labels: Record<string, string> = {};
      for (const [, k, v] of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[k!] = v!;
      return { name: m[1]!, labels, value: Number(m[3]) };
    });
}

function find(text: string, name: string, labels: Record<string, string>) {
  return samples(text).filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
}

/**
 * `/metrics` (src/metrics.ts, decision "Logging and metrics"): after real requests, a processed
 * upload and webhook deliveries (one retried after a 503), the series exist with their labels;
 * the endpoint answers only the METRICS_TOKEN bearer, and does not exist without the token.
 */
describe('Prometheus metrics', function () {
  this.timeout(240_000);
  let scratch: ScratchDatabase;
  let srv: TestServer;
  let org: TestOrg;
  let pipeline: Pipeline;
  let receiver: Receiver;
  let caseId: string;
  const prefix = uniquePrefix('metrics');

  const scrape = (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }, url = `${srv.url}/metrics`) => fetch(url, { headers });

  before(async () => {
    scratch = await scratchDatabase('metrics');
    srv = await startTestServer({ DATABASE_URL: scratch.url, QUEUE_PREFIX: prefix, METRICS_TOKEN: TOKEN });
    // The registry is the process's: other suites of the same mocha run have counted requests in it.
    registry.resetMetrics();
    org = await createTestOrg(srv.rt.db, 'Metrics');
    // The first delivery of each event is answered 503 (a retry), the next ones 200.
    receiver = await startReceiver((_id, nth) => (nth === 1 ? 503 : 200));
    await registerWebhookConfig(srv.rt.db, org.id, { endpoint: receiver.url, apiKey: 'metrics-test-secret-0123456789', audience: 'partner' }, { allowPrivateTargets: true });
    const sender = createWebhookSender({ timeoutMs: 5000, allowPrivateTargets: true, agent: new https.Agent({ ca: testCertificate().cert }) });
    pipeline = startPipeline({ db: srv.rt.db, storage: srv.rt.storage, engines: testEngines(), prefix, webhookSender: sender, config: { WEBHOOK_RETRY_BASE_MS: '100' } });

    const res = await fetch(`${srv.partner}/cases`, {
      method: 'POST',
      headers: { 'x-api-key': org.partnerKey },
      body: submissionForm({ externalId: `METRICS-${process.pid}-${Date.now()}`, features: '["forensics"]' }, [{ name: 'transcript.pdf', data: await transcriptPdf() }]),
    });
    expect(res.status).to.equal(202);
    caseId = (((await res.json()) as Json).data as Json).caseId as string;
    await waitFor('the upload to be processed', async () => {
      const r = await fetch(`${srv.partner}/cases/${caseId}`, { headers: { 'x-api-key': org.partnerKey } });
      const c = ((await r.json()) as Json).data as Json;
      return c.uploads.every((u: Json) => u.status === 'completed' || u.status === 'failed') ? c : null;
    }, 180_000, 250);
    await waitFor('a webhook delivered after a retry', async () => receiver.received.some((r) => r.answered === 200), 60_000, 100);
    await fetch(`${srv.url}/healthz`);
    await fetch(`${srv.partner}/cases/${caseId}`, { headers: { 'x-api-key': 'not-a-key' } });
    await fetch(`${srv.url}/no/such/path/${caseId}`);
  });
  after(async () => {
    await pipeline?.close();
    await receiver?.close();
    await srv?.close();
    await scratch?.drop();
  });

  it('answers 401 without the bearer token or with a wrong one, and says why', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer wrong-token-0123456789abcdef' }, { authorization: TOKEN }, { 'x-api-key': TOKEN }];
    for (const headers of attempts) {
      const res = await scrape(headers);
      expect(res.status, JSON.stringify(headers)).to.equal(401);
      expect(res.headers.get('www-authenticate')).to.equal('Bearer realm="metrics"');
      const body = (await res.json()) as Json;
      expect(body.statusCode).to.equal(401);
      expect(body.message).to.contain('METRICS_TOKEN');
      expect(JSON.stringify(body)).to.not.contain('http_request_duration');
    }
  });

  it('serves request durations by method, route template and status, never a raw path', async () => {
    const res = await scrape();
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    const count = (labels: Record<string, string>) => find(text, 'http_request_duration_seconds_count', labels).reduce((n, s) => n + s.value, 0);
    expect(count({ method: 'POST', route: '/partner/v1/cases', status: '202' })).to.equal(1);
    expect(count({ method: 'GET', route: '/partner/v1/cases/{id}', status: '200' })).to.be.at.least(1);
    // Refused before the spec router matched it: no template is known, and the path is not used.
    expect(count({ method: 'GET', route: 'other', status: '401' })).to.equal(1);
    expect(count({ method: 'GET', route: '/healthz', status: '200' })).to.equal(1);
    expect(count({ method: 'GET', route: 'unmatched', status: '404' })).to.equal(1);
    expect(find(text, 'http_request_duration_seconds_bucket', { route: '/partner/v1/cases', le: '+Inf' })).to.have.length(1);
    expect(text, 'no label carries an id from a path').to.not.contain(caseId);
    // prom-client's process series come along.
    expect(find(text, 'process_resident_memory_bytes', {})).to.have.length(1);
    expect(find(text, 'nodejs_eventloop_lag_p99_seconds', {})).to.have.length(1);
  });

  it('serves job durations by job type and outcome, and queue depths by job type and state', async () => {
    const text = await (await scrape()).text();
    const done = find(text, 'job_duration_seconds_count', { job_type: 'upload.process', outcome: 'completed' });
    expect(done).to.have.length(1);
    expect(done[0]!.value).to.be.at.least(1);
    expect(find(text, 'job_duration_seconds_count', { job_type: 'webhook.deliver', outcome: 'failed' })[0]?.value, 'the 503 attempt').to.be.at.least(1);
    for (const state of ['waiting', 'active', 'delayed', 'failed']) {
      const depth = find(text, 'queue_jobs', { job_type: 'upload.process', state });
      expect(depth, state).to.have.length(1);
      expect(depth[0]!.value).to.be.at.least(0);
    }
    expect(find(text, 'queue_jobs', { job_type: 'webhook.deliver', state: 'waiting' })).to.have.length(1);
  });

  it('counts webhook delivery attempts by outcome and status class', async () => {
    const text = await (await scrape()).text();
    expect(find(text, 'webhook_deliveries_total', { outcome: 'retry', status_class: '5xx' })[0]?.value).to.be.at.least(1);
    expect(find(text, 'webhook_deliveries_total', { outcome: 'success', status_class: '2xx' })[0]?.value).to.be.at.least(1);
  });

  it('does not exist without METRICS_TOKEN (404, like any unknown path)', async () => {
    const plain = await startTestServer({ DATABASE_URL: scratch.url });
    try {
      const res = await scrape({ authorization: `Bearer ${TOKEN}` }, `${plain.url}/metrics`);
      expect(res.status).to.equal(404);
      expect(await res.text()).to.not.contain('http_request_duration');
    } finally {
      await plain.close();
    }
  });

  describe("a worker's own metrics port (start:worker with WORKER_METRICS_PORT)", () => {
    let server: MetricsServer;
    before(async () => {
      server = await startMetricsServer(0, '127.0.0.1', TOKEN, createLogger('silent'));
    });
    after(async () => server?.close());

    it('serves the same registry for the token, 401 without it, 404 elsewhere', async () => {
      const url = `http://127.0.0.1:${server.port}`;
      const ok = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(ok.status).to.equal(200);
      const text = await ok.text();
      expect(find(text, 'job_duration_seconds_count', { job_type: 'upload.process', outcome: 'completed' })).to.have.length(1);
      const denied = await fetch(`${url}/metrics`);
      expect(denied.status).to.equal(401);
      expect(((await denied.json()) as Json).message).to.contain('METRICS_TOKEN');
      expect((await fetch(`${url}/other`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).to.equal(404);
    });
  });
});
