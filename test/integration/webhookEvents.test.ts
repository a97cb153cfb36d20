import https from 'node:https';
import { expect } from 'chai';
import type { Database } from '../../src/data/dataSource';
import { linkCase } from '../../src/data/repositories/cases';
import { inTransaction } from '../../src/data/transaction';
import { createOperatorCase } from '../../src/domain/cases/operatorCases';
import { getCase } from '../../src/domain/cases/queries';
import { submitUpload, type SubmissionInput } from '../../src/domain/cases/submission';
import { newId } from '../../src/domain/ids';
import { finishForensics } from '../../src/domain/processing';
import { registerWebhookConfig } from '../../src/domain/webhooks/configs';
import { recordCaseEvents } from '../../src/domain/webhooks/events';
import { giveUpDelivery } from '../../src/domain/webhooks/deliveries';
import { findWebhookDelivery, setDeliveryWaiting } from '../../src/data/repositories/webhooks';
import { createWebhookSender } from '../../src/webhooks/sender';
import { scratchDatabase, stageFile, tempStorage, uniqueExternalId, type ScratchDatabase, type TempStorage } from '../support/cases';
import { testEngines } from '../support/engines';
import { createTestOrg } from '../support/fixtures';
import { sleep, startPipeline, waitFor, type Pipeline } from '../support/pipeline';
import { frenchTranscriptPdf, transcriptPdf } from '../support/samples';
import { startReceiver, testCertificate, type Receiver } from '../support/webhooks';

/*
 * Which events the processing emits, and when (interface "Events": the table, the envelope and
 * its rules on requested features, classify false, ordering and unlinked operator cases; decision
 * "Webhooks"), through the real pipeline (relay, bee-queue, workers with the
 * test engines) and the real HTTPS sender to a real receiver.
 */

type Event = { eventName: string; data: Record<string, unknown> };

describe('webhook events emitted by processing', function () {
  this.timeout(180_000);
  let scratch: ScratchDatabase;
  let db: Database;
  let ts: TempStorage;
  let orgId: string;
  let receiver: Receiver;
  let pipeline: Pipeline;

  const eventsOf = (caseId: string): Event[] =>
    receiver.received.map((r) => JSON.parse(r.body) as Event).filter((e) => e.data.caseId === caseId);
  const names = (caseId: string) => eventsOf(caseId).map((e) => e.eventName).sort();
  const count = async (sql: string, params: unknown[]) => Number(((await db.query(sql, params)) as { n: unknown }[])[0]!.n);

  before(async () => {
    scratch = await scratchDatabase('webhookevents');
    db = scratch.db;
    ts = await tempStorage();
    orgId = (await createTestOrg(db, 'Webhook events')).id;
    receiver = await startReceiver();
    await registerWebhookConfig(db, orgId, { endpoint: receiver.url, apiKey: 'events-test-secret-0123456789', audience: 'partner' }, { allowPrivateTargets: true });
    const sender = createWebhookSender({ timeoutMs: 5000, allowPrivateTargets: true, agent: new https.Agent({ ca: testCertificate().cert }) });
    pipeline = startPipeline({ db, storage: ts.storage, engines: testEngines(), webhookSender: sender, config: { WEBHOOK_RETRY_BASE_MS: '100', WEBHOOK_TIMEOUT_MS: '5000' } });
  });
  after(async () => {
    await pipeline?.close();
    await receiver?.close();
    await ts?.cleanup();
    await scratch?.drop();
  });

  async function submit(data: Buffer[], overrides: Partial<SubmissionInput> = {}) {
    const files = [];
    for (const [i, d] of data.entries()) files.push(await stageFile(ts.storage, { fileName: `doc-${i}.pdf`, data: d }));
    const { result } = await submitUpload(
      { db, files: ts.storage },
      { organizationId: orgId, externalId: uniqueExternalId('EVT'), caseRef: null, features: ['extraction', 'forensics', 'translation'], classify: true, metadata: {}, files, idempotency: null, ...overrides },
    );
    return result;
  }

  async function untilDone(caseId: string, expected: number): Promise<Event[]> {
    await waitFor(`upload of ${caseId} to end`, async () => {
      const c = await getCase(db, orgId, caseId);
      return c.uploads.every((u) => u.status === 'completed' || u.status === 'failed') ? c : null;
    }, 150_000, 200);
    await waitFor(`${expected} events of ${caseId}`, async () => eventsOf(caseId).length >= expected, 30_000);
    // Nothing more arrives afterwards.
    await sleep(500);
    return eventsOf(caseId);
  }

  it('emits one event per stage item with the documented envelope: classification per upload, extraction per credential, forensics and translation per file', async () => {
    const r = await submit([await transcriptPdf()]);
    const events = await untilDone(r.caseId, 4);
    expect(names(r.caseId)).to.deep.equal(['case.classification.completed', 'case.extraction.completed', 'case.forensics.completed', 'case.translation.completed']);
    const c = await getCase(db, orgId, r.caseId);
    const fileId = c.uploads[0]!.files[0]!.fileId;
    const credentialId = c.credentials[0]!.credentialId;
    const by = (n: string) => events.find((e) => e.eventName === n)!.data;
    const base = { caseId: r.caseId, externalId: r.externalId, uploadId: r.upload.uploadId };
    expect(by('case.classification.completed')).to.include(base);
    expect(by('case.classification.completed').documentIds).to.deep.equal([fileId]);
    expect(by('case.extraction.completed')).to.include({ ...base, credentialId });
    expect(by('case.extraction.completed')).not.to.have.any.keys('fileId', 'error', 'documentIds');
    for (const n of ['case.forensics.completed', 'case.translation.completed']) {
      expect(by(n)).to.include({ ...base, fileId, credentialId });
      expect(by(n)).not.to.have.any.keys('error', 'documentIds');
    }
    for (const e of events) expect(new Date(String(e.data.occurredAt)).toISOString()).to.equal(e.data.occurredAt);
  });

  it('only requested features emit (interface "Events"); a failed stage emits *.failed with the error', async () => {
    // French without a translation engine: translation fails, forensics completes.
    const r = await submit([await frenchTranscriptPdf()], { features: ['forensics', 'translation'] });
    const events = await untilDone(r.caseId, 3);
    expect(names(r.caseId)).to.deep.equal(['case.classification.completed', 'case.forensics.completed', 'case.translation.failed']);
    const failed = events.find((e) => e.eventName === 'case.translation.failed')!.data;
    expect(failed.error).to.be.a('string').and.match(/No machine translation engine/);
    expect(failed.fileId).to.be.a('string');
  });

  it('interface "Events" and decision "Webhooks": classify=false emits no classification event, and no credentialId on file events', async () => {
    const r = await submit([await transcriptPdf()], { classify: false, features: ['forensics', 'extraction'] });
    const events = await untilDone(r.caseId, 2);
    expect(names(r.caseId)).to.deep.equal(['case.extraction.completed', 'case.forensics.completed']);
    const forensics = events.find((e) => e.eventName === 'case.forensics.completed')!.data;
    expect(forensics).to.have.property('fileId');
    expect(forensics).not.to.have.property('credentialId');
  });

  it('interface "Events": an operator-created case that is not linked emits nothing; once linked it emits', async () => {
    const op = await createOperatorCase(db, orgId);
    const event = { eventName: 'case.extraction.completed' as const, uploadId: newId(), credentialId: newId() };
    expect(await inTransaction(db, (tx) => recordCaseEvents(tx, op.id, [event], new Date()))).to.deep.equal([]);
    expect(await count('SELECT COUNT(*) AS n FROM webhook_events WHERE caseId = ?', [op.id])).to.equal(0);
    // Linked through POST /cases caseId: the partner's upload to it is processed with events.
    const r = await submit([await transcriptPdf()], { caseRef: op.id, features: ['forensics'] });
    expect(r.caseId).to.equal(op.id);
    const events = await untilDone(op.id, 2);
    expect(names(op.id)).to.deep.equal(['case.classification.completed', 'case.forensics.completed']);
    expect(events[0]!.data.externalId).to.equal(r.externalId);
  });

  it('records the event in the transaction of the state change: a rolled-back change leaves no event and no delivery work', async () => {
    const r = await submit([await transcriptPdf()], { features: [], classify: true });
    const before = await count('SELECT COUNT(*) AS n FROM outbox WHERE queue = ?', ['webhook.deliver']);
    await inTransaction(db, async (tx) => {
      await recordCaseEvents(tx, r.caseId, [{ eventName: 'case.forensics.completed', uploadId: r.upload.uploadId, fileId: newId() }], new Date());
      throw new Error('the state change failed');
    }).catch(() => undefined);
    expect(await count('SELECT COUNT(*) AS n FROM webhook_events WHERE caseId = ? AND eventName = ?', [r.caseId, 'case.forensics.completed'])).to.equal(0);
    expect(await count('SELECT COUNT(*) AS n FROM outbox WHERE queue = ?', ['webhook.deliver'])).to.equal(before);
  });

  it('a stage that had already ended (a duplicate run) records no second event', async () => {
    const r = await submit([await transcriptPdf()], { features: ['forensics'] });
    await untilDone(r.caseId, 2);
    const fileId = (await getCase(db, orgId, r.caseId)).uploads[0]!.files[0]!.fileId;
    expect(await finishForensics(db, fileId, { error: 'a late duplicate' })).to.equal('already');
    expect(await count('SELECT COUNT(*) AS n FROM webhook_events WHERE caseId = ? AND eventName LIKE ?', [r.caseId, 'case.forensics.%'])).to.equal(1);
  });

  it('a delivery whose last run failed before recording its attempt is given up, and the next of its stream is queued', async () => {
    const r = await submit([await transcriptPdf()], { features: [] });
    const [first, second] = await inTransaction(db, async (tx) => {
      const recorded = await recordCaseEvents(
        tx,
        r.caseId,
        [
          { eventName: 'case.forensics.failed', uploadId: r.upload.uploadId, error: 'one' },
          { eventName: 'case.forensics.failed', uploadId: r.upload.uploadId, error: 'two' },
        ],
        new Date(),
      );
      // Kept from the running pipeline's relay: this test plays the jobs' part itself.
      for (const e of recorded) await tx.query('UPDATE outbox SET dispatchedAt = ? WHERE payload LIKE ?', [new Date(), `%${e.deliveryIds[0]}%`]);
      return recorded;
    });
    // Its job found the first unfinished and left it waiting (src/domain/webhooks/deliveries.ts).
    await setDeliveryWaiting(db, second!.deliveryIds[0]!, true);
    const queuedBefore = await count('SELECT COUNT(*) AS n FROM outbox WHERE queue = ? AND payload LIKE ?', ['webhook.deliver', `%${second!.deliveryIds[0]}%`]);
    expect(await giveUpDelivery(db, first!.deliveryIds[0]!, 'delivery error: the database went away')).to.equal(true);
    expect((await findWebhookDelivery(db, first!.deliveryIds[0]!))!).to.include({ status: 'failed', lastError: 'delivery error: the database went away' });
    expect((await findWebhookDelivery(db, second!.deliveryIds[0]!))!.waiting).to.equal(false);
    expect(await count('SELECT COUNT(*) AS n FROM outbox WHERE queue = ? AND payload LIKE ?', ['webhook.deliver', `%${second!.deliveryIds[0]}%`])).to.equal(queuedBefore + 1);
    expect(await giveUpDelivery(db, first!.deliveryIds[0]!, 'again')).to.equal(false);
  });

  it('does not emit for an organization without a partner endpoint (nothing to deliver, nothing recorded)', async () => {
    const other = await createTestOrg(db, 'No webhooks');
    const op = await createOperatorCase(db, other.id);
    await inTransaction(db, (tx) => linkCase(tx, op.id, uniqueExternalId('LNK'), new Date()));
    expect(await inTransaction(db, (tx) => recordCaseEvents(tx, op.id, [{ eventName: 'case.classification.failed', uploadId: newId(), error: 'x' }], new Date()))).to.deep.equal([]);
  });
});
