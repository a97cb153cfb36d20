import { createHmac } from 'node:crypto';
import { expect } from 'chai';
import { drawCaseNumber, insertCase } from '../../src/data/repositories/cases';
import { findAttemptsOfDeliveries, findDeliveriesOfEvents, findWebhookDelivery } from '../../src/data/repositories/webhooks';
import { inTransaction } from '../../src/data/transaction';
import { newId } from '../../src/domain/ids';
import { deleteWebhookConfig, registerWebhookConfig } from '../../src/domain/webhooks/configs';
import { recordCaseEvents, type CaseEvent } from '../../src/domain/webhooks/events';
import { verifyWebhook } from '../../src/webhooks/signature';
import { scratchDatabase, tempStorage, type ScratchDatabase, type TempStorage } from '../support/cases';
import { TEST_REDIS_URL } from '../support/env';
import { createTestOrg } from '../support/fixtures';
import { clearPrefix, sleep, uniquePrefix, waitFor } from '../support/pipeline';
import { startReceiver, startWorkerChild, type Receiver, type WorkerChild } from '../support/webhooks';

/*
 * Delivery end to end (README "Webhooks"; decision "Webhooks"): events recorded by the domain, relayed from the
 * outbox to bee-queue, delivered by the real worker (a child process trusting the receiver's
 * self-signed certificate through NODE_EXTRA_CA_CERTS) to a real HTTPS receiver.
 */

const SECRET = 'whsec-test-0123456789-abcdefghij';
const TIMEOUT_MS = 1000;

describe('webhook delivery (real HTTPS receiver, worker process)', function () {
  this.timeout(90_000);
  let scratch: ScratchDatabase;
  let ts: TempStorage;
  let orgId: string;
  let receiver: Receiver;
  const workers: WorkerChild[] = [];
  const prefixes: string[] = [];

  async function newCase(organizationId = orgId): Promise<string> {
    const id = newId();
    await inTransaction(scratch.db, async (tx) => {
      const now = new Date();
      await insertCase(tx, { id, organizationId, externalId: `WH-${id}`, caseNumber: await drawCaseNumber(tx, now), origin: 'partner', metadata: {} }, now);
    });
    return id;
  }

  async function emit(caseId: string, events: CaseEvent[]): Promise<string[]> {
    const recorded = await inTransaction(scratch.db, (tx) => recordCaseEvents(tx, caseId, events, new Date()));
    return recorded.map((r) => r.eventId);
  }

  async function attemptsOf(eventId: string) {
    const [delivery] = await findDeliveriesOfEvents(scratch.db, [eventId]);
    return { delivery: delivery!, attempts: await findAttemptsOfDeliveries(scratch.db, [delivery!.id]) };
  }

  async function settled(eventId: string) {
    return waitFor(`delivery of ${eventId} to end`, async () => {
      const [d] = await findDeliveriesOfEvents(scratch.db, [eventId]);
      return d !== undefined && d.status !== 'pending' ? d : null;
    }, 60_000);
  }

  async function worker(env: Record<string, string>): Promise<void> {
    const prefix = uniquePrefix('webhooks');
    prefixes.push(prefix);
    workers.push(
      await startWorkerChild({
        DATABASE_URL: scratch.url,
        REDIS_URL: TEST_REDIS_URL,
        STORAGE_DIR: ts.dir,
        QUEUE_PREFIX: prefix,
        WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
        WEBHOOK_RETRY_BASE_MS: '200',
        ...env,
      }),
    );
  }

  const forensicsDone = (uploadId: string): CaseEvent => ({ eventName: 'case.forensics.completed', uploadId, fileId: newId() });

  before(async () => {
    scratch = await scratchDatabase('webhooks');
    ts = await tempStorage();
    orgId = (await createTestOrg(scratch.db)).id;
    receiver = await startReceiver();
    await registerWebhookConfig(scratch.db, orgId, { endpoint: receiver.url, apiKey: SECRET, audience: 'partner' }, { allowPrivateTargets: true });
    await worker({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  });

  after(async () => {
    for (const w of workers) await w.stop();
    for (const p of prefixes) await clearPrefix(p);
    await receiver?.close();
    await scratch?.drop();
    await ts?.cleanup();
  });

  it('delivers the JSON envelope with x-api-key and Standard Webhooks headers that verify with the secret', async () => {
    receiver.script = () => 200;
    const caseId = await newCase();
    const uploadId = newId();
    const [eventId] = await emit(caseId, [forensicsDone(uploadId)]);
    const d = await settled(eventId!);
    expect(d.status).to.equal('delivered');
    const [req] = receiver.byId(eventId!);
    expect(req, 'the receiver got the event').to.exist;
    expect(req!.headers['content-type']).to.equal('application/json');
    expect(req!.headers['x-api-key']).to.equal(SECRET);
    expect(req!.headers['webhook-id']).to.equal(eventId);
    const timestamp = Number(req!.headers['webhook-timestamp']);
    expect(Math.abs(timestamp - Date.now() / 1000)).to.be.lessThan(30);
    // decision "Webhooks", computed independently of src/webhooks/signature.ts.
    const expected = `v1,${createHmac('sha256', Buffer.from(SECRET, 'utf8')).update(`${eventId}.${timestamp}.${req!.body}`).digest('base64')}`;
    expect(req!.headers['webhook-signature']).to.equal(expected);
    expect(verifyWebhook(SECRET, eventId!, timestamp, req!.body, req!.headers['webhook-signature']!)).to.equal(true);
    expect(verifyWebhook('another-secret-0123456789', eventId!, timestamp, req!.body, req!.headers['webhook-signature']!)).to.equal(false);
    const body = JSON.parse(req!.body) as { eventName: string; data: Record<string, unknown> };
    expect(body.eventName).to.equal('case.forensics.completed');
    expect(body.data).to.include({ caseId, externalId: `WH-${caseId}`, uploadId });
    expect(body.data.occurredAt).to.match(/^\d{4}-\d\d-\d\dT/);
    const { attempts } = await attemptsOf(eventId!);
    expect(attempts.map((a) => [a.attempt, a.statusCode, a.error])).to.deep.equal([[1, 200, null]]);
    expect(attempts[0]!.durationMs).to.be.a('number').and.at.least(0);
  });

  it('retries a 500 with the same webhook-id and records both attempts, never the receiver body', async () => {
    receiver.script = (_id, nth) => (nth === 1 ? 500 : 200);
    const [eventId] = await emit(await newCase(), [forensicsDone(newId())]);
    expect((await settled(eventId!)).status).to.equal('delivered');
    const requests = receiver.byId(eventId!);
    expect(requests.map((r) => r.answered)).to.deep.equal([500, 200]);
    expect(new Set(requests.map((r) => r.headers['webhook-id']))).to.deep.equal(new Set([eventId]));
    const { attempts, delivery } = await attemptsOf(eventId!);
    expect(attempts.map((a) => [a.attempt, a.statusCode])).to.deep.equal([
      [1, 500],
      [2, 200],
    ]);
    expect(attempts[0]!.error).to.equal('HTTP 500');
    expect(JSON.stringify({ attempts, delivery })).not.to.include('SECRET-RECEIVER-TEXT');
  });

  it('gives up on a receiver that hangs after the attempt timeout and retries it', async () => {
    receiver.script = (_id, nth) => (nth === 1 ? 'hang' : 200);
    const [eventId] = await emit(await newCase(), [forensicsDone(newId())]);
    expect((await settled(eventId!)).status).to.equal('delivered');
    const { attempts } = await attemptsOf(eventId!);
    expect(attempts.map((a) => [a.attempt, a.statusCode, a.error])).to.deep.equal([
      [1, null, `timed out after ${TIMEOUT_MS} ms`],
      [2, 200, null],
    ]);
    expect(attempts[0]!.durationMs).to.be.at.least(TIMEOUT_MS - 50);
  });

  it('counts a 2xx as delivered when the status arrives, even if the receiver never finishes its body', async () => {
    receiver.script = () => 'stall';
    const [eventId] = await emit(await newCase(), [forensicsDone(newId())]);
    expect((await settled(eventId!)).status).to.equal('delivered');
    const { attempts } = await attemptsOf(eventId!);
    expect(attempts.map((a) => [a.attempt, a.statusCode, a.error])).to.deep.equal([[1, 200, null]]);
    expect(attempts[0]!.durationMs).to.be.lessThan(TIMEOUT_MS);
  });

  it('does not follow a redirect: a 3xx is a failed attempt', async () => {
    receiver.script = (_id, nth) => (nth === 1 ? 302 : 200);
    const [eventId] = await emit(await newCase(), [forensicsDone(newId())]);
    expect((await settled(eventId!)).status).to.equal('delivered');
    const { attempts } = await attemptsOf(eventId!);
    expect(attempts.map((a) => a.statusCode)).to.deep.equal([302, 200]);
    expect(attempts[0]!.error).to.match(/redirects are not followed/);
  });

  it('makes exactly 6 attempts to a receiver that never succeeds, then records the delivery as given up', async () => {
    receiver.script = () => 503;
    const [eventId] = await emit(await newCase(), [forensicsDone(newId())]);
    const d = await settled(eventId!);
    expect(d.status).to.equal('failed');
    await sleep(1500);
    expect(receiver.byId(eventId!)).to.have.length(6);
    const { attempts, delivery } = await attemptsOf(eventId!);
    expect(attempts.map((a) => a.attempt)).to.deep.equal([1, 2, 3, 4, 5, 6]);
    expect(delivery).to.include({ attempts: 6, lastStatusCode: 503, lastError: 'HTTP 503' });
    // Backoff: each wait is at least half the doubled base (200 ms, 400 ms, ...).
    const gaps = receiver.byId(eventId!).slice(1).map((r, i) => r.receivedAt - receiver.byId(eventId!)[i]!.receivedAt);
    expect(gaps.every((g, i) => g >= (200 * 2 ** i) / 2 - 20), `gaps ${gaps.join(', ')}`).to.equal(true);
  });

  it('delivers events of one stage of one case in order, even when the first needs retries', async () => {
    receiver.script = (_id, nth, body) => (body.includes('"first"') && nth <= 2 ? 500 : 200);
    const caseId = await newCase();
    const uploadId = newId();
    const ids: string[] = [];
    for (const marker of ['first', 'second', 'third']) {
      ids.push(...(await emit(caseId, [{ eventName: 'case.forensics.failed', uploadId, fileId: newId(), error: marker }])));
    }
    for (const id of ids) await settled(id);
    const lastOfFirst = Math.max(...receiver.byId(ids[0]!).map((r) => r.receivedAt));
    const firstOfSecond = Math.min(...receiver.byId(ids[1]!).map((r) => r.receivedAt));
    const firstOfThird = Math.min(...receiver.byId(ids[2]!).map((r) => r.receivedAt));
    expect(receiver.byId(ids[0]!).map((r) => r.answered)).to.deep.equal([500, 500, 200]);
    expect(firstOfSecond).to.be.at.least(lastOfFirst);
    expect(firstOfThird).to.be.at.least(firstOfSecond);
  });

  it('does not hold one stage back for another: extraction is delivered while forensics is being retried', async () => {
    receiver.script = (_id, nth, body) => (body.includes('case.forensics') && nth <= 3 ? 500 : 200);
    const caseId = await newCase();
    const uploadId = newId();
    const [forensicsId] = await emit(caseId, [forensicsDone(uploadId)]);
    const [extractionId] = await emit(caseId, [{ eventName: 'case.extraction.completed', uploadId, credentialId: newId() }]);
    await settled(forensicsId!);
    await settled(extractionId!);
    const extractionAt = receiver.byId(extractionId!)[0]!.receivedAt;
    const forensicsSucceededAt = receiver.byId(forensicsId!).find((r) => r.answered === 200)!.receivedAt;
    expect(extractionAt).to.be.lessThan(forensicsSucceededAt);
  });

  it('cancels what is pending for a deleted configuration instead of sending it', async () => {
    // Covered at the domain level: a delivery whose config is gone ends `cancelled` with no attempt.
    const other = await registerWebhookConfig(scratch.db, orgId, { endpoint: receiver.url.replace('/hooks', '/other'), apiKey: SECRET, audience: 'partner' }, { allowPrivateTargets: true });
    receiver.script = () => 'hang';
    const caseId = await newCase();
    const [eventId] = await emit(caseId, [forensicsDone(newId())]);
    await deleteWebhookConfig(scratch.db, orgId, other.id);
    receiver.script = () => 200;
    const deliveries = await waitFor('both deliveries to end', async () => {
      const ds = await findDeliveriesOfEvents(scratch.db, [eventId!]);
      return ds.every((d) => d.status !== 'pending') ? ds : null;
    }, 30_000);
    const toOther = deliveries.find((d) => d.webhookConfigId === other.id)!;
    // It either was cancelled before its attempt, or its one attempt timed out and the retry was cancelled.
    expect((await findWebhookDelivery(scratch.db, toOther.id))!.status).to.equal('cancelled');
  });

  describe('with private targets not allowed (the production default)', () => {
    before(async () => {
      for (const w of workers.splice(0)) await w.stop();
      await worker({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false', WEBHOOK_RETRY_BASE_MS: '20' });
    });

    it('refuses an endpoint on 127.0.0.1 at delivery time: nothing reaches the receiver, every attempt says why', async () => {
      receiver.script = () => 200;
      const [eventId] = await emit(await newCase(), [forensicsDone(newId())]);
      const d = await settled(eventId!).catch((err: unknown) => {
        console.log(workers[0]!.lines.filter((l) => JSON.stringify(l).includes('webhook') || l.level === 'error' || l.level === 'warn').slice(-20));
        throw err;
      });
      expect(d.status).to.equal('failed');
      expect(receiver.byId(eventId!)).to.have.length(0);
      const { attempts } = await attemptsOf(eventId!);
      expect(attempts).to.have.length(6);
      for (const a of attempts) {
        expect(a.statusCode).to.equal(null);
        expect(a.error).to.match(/^refused: 127\.0\.0\.1 is a loopback/);
      }
    });

    it('checks the resolved address of a host name at delivery time (localhost resolves to loopback)', async () => {
      // Registered while private targets were allowed; the worker now refuses them.
      const org = await createTestOrg(scratch.db);
      await registerWebhookConfig(scratch.db, org.id, { endpoint: `https://localhost:${receiver.port}/hooks`, apiKey: SECRET, audience: 'partner' }, { allowPrivateTargets: true });
      const [eventId] = await emit(await newCase(org.id), [forensicsDone(newId())]);
      expect((await settled(eventId!)).status).to.equal('failed');
      expect(receiver.byId(eventId!)).to.have.length(0);
      const { attempts } = await attemptsOf(eventId!);
      expect(attempts).to.have.length(6);
      expect(attempts[0]!.error).to.match(/^refused: localhost resolves to (127\.0\.0\.1|::1) is a loopback/);
    });
  });
});
