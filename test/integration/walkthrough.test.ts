/**
 * examples/walkthrough.ts, the partner's first integration with the generated @hey-api clients,
 * run against a real server started here (real MariaDB and Redis, the production engines, the
 * webhook sender trusting the walkthrough's receiver certificate).
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import { main } from '../../examples/walkthrough';
import { createApiKey, createTestOrg } from '../support/fixtures';
import { scratchDatabase, type ScratchDatabase } from '../support/cases';
import { createEngines } from '../../src/processing/engines';
import { createWebhookSender } from '../../src/webhooks/sender';
import { testConfig } from '../support/env';
import { startPipeline, uniquePrefix, type Pipeline } from '../support/pipeline';
import { startTestServer, type TestServer } from '../support/server';
import { testCertificate } from '../support/webhooks';

describe('examples/walkthrough.ts against a server it starts', function () {
  this.timeout(180_000);
  let scratch: ScratchDatabase;
  let srv: TestServer;
  let pipeline: Pipeline;

  before(async () => {
    scratch = await scratchDatabase('walkthrough');
    const prefix = uniquePrefix('walkthrough');
    srv = await startTestServer({ DATABASE_URL: scratch.url, QUEUE_PREFIX: prefix });
    const sender = createWebhookSender({ timeoutMs: 5000, allowPrivateTargets: true, agent: new https.Agent({ ca: testCertificate().cert }) });
    pipeline = startPipeline({
      db: srv.rt.db,
      storage: srv.rt.storage,
      engines: createEngines(testConfig()),
      prefix,
      webhookSender: sender,
      config: { WEBHOOK_RETRY_BASE_MS: '100', WEBHOOK_TIMEOUT_MS: '5000' },
    });
  });
  after(async () => {
    await pipeline?.close();
    await srv?.close();
    await scratch?.drop();
  });

  it('registers a receiver, submits, follows progress, reads the results, has the evaluation completed and downloads the report', async () => {
    const org = await createTestOrg(srv.rt.db, 'Walkthrough');
    const operatorKey = (await createApiKey(srv.rt.db, { organizationId: org.id, type: 'operator' })).apiKey;
    const lines: string[] = [];
    const { cert, key } = testCertificate();
    const r = await main({ apiUrl: srv.url, partnerKey: org.partnerKey, operatorKey, tls: { cert, key }, pollMs: 200, timeoutMs: 120_000, log: (l) => lines.push(l) });

    expect(r.uploadStatus).to.equal('completed');
    expect(r.progress.length, 'progress shown while processing ran').to.be.greaterThan(1);
    expect(r.progress.at(-1)).to.match(/^upload completed; extraction completed, forensics completed, translation (completed|failed)/);
    const academic = r.credentials.filter((c) => c.credentialType === 'academic');
    expect(academic.length).to.be.greaterThan(0);
    expect(academic[0]!.qualification).to.be.a('string');
    expect(r.forensics.map((f) => f.fileName).sort()).to.deep.equal(['diploma.pdf', 'transcript.pdf']);
    expect(r.evaluationIds).to.have.length(academic.length);

    const pdf = readFileSync(r.reportPath);
    expect(pdf.subarray(0, 5).toString('latin1')).to.equal('%PDF-');
    expect(pdf.length).to.equal(r.reportBytes);

    const events = r.webhooks.filter((w) => w.caseId === r.caseId);
    expect(events.every((w) => w.keyVerified), 'every delivery carries the registered x-api-key').to.equal(true);
    const names = events.map((w) => w.eventName);
    expect(names).to.include('case.evaluation.completed');
    expect(names.some((n) => n.startsWith('case.extraction.'))).to.equal(true);
    expect(lines.some((l) => l.startsWith('6. report: '))).to.equal(true);
  });
});
