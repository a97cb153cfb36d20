import { expect } from 'chai';
import { createDataSource, runMigrations, type Database } from '../../src/data/dataSource';
import { linkCase } from '../../src/data/repositories/cases';
import { findIdempotencyKey, insertIdempotencyClaim } from '../../src/data/repositories/idempotencyKeys';
import { findOutboxMessage, insertOutboxMessage, markOutboxDispatchedMany } from '../../src/data/repositories/outbox';
import { failWebhookDelivery, findWebhookDelivery, findWebhookEvent, recordWebhookAttempt } from '../../src/data/repositories/webhooks';
import { inTransaction } from '../../src/data/transaction';
import { createOperatorCase } from '../../src/domain/cases/operatorCases';
import { newId } from '../../src/domain/ids';
import { purgeExpired } from '../../src/domain/maintenance';
import { registerWebhookConfig } from '../../src/domain/webhooks/configs';
import { recordCaseEvents } from '../../src/domain/webhooks/events';
import { schedulePurges } from '../../src/jobs/maintenance';
import { createLogger } from '../../src/log';
import { openTestDb, uniqueExternalId } from '../support/cases';
import { createTestOrg } from '../support/fixtures';

/**
 * Bounded tables (README "Housekeeping", src/domain/maintenance.ts): expired idempotency keys,
 * outbox rows dispatched and webhook deliveries ended more than the retention ago (with their
 * attempts, then their events) are purged in small batches; everything else stays. On MariaDB and
 * on the embedded SQLite.
 */
const DAY = 86_400_000;

for (const backend of ['mariadb', 'sqlite'] as const) {
  describe(`scheduled purges (${backend})`, function () {
    this.timeout(60_000);
    let db: Database;
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);

    before(async () => {
      if (backend === 'mariadb') {
        db = await openTestDb();
      } else {
        db = createDataSource('sqlite::memory:');
        await db.initialize();
        await runMigrations(db);
      }
    });
    after(async () => db?.destroy());

    /** A linked case with a partner endpoint: recorded events get one delivery each. */
    async function eventfulOrg(): Promise<{ orgId: string; caseId: string }> {
      const org = await createTestOrg(db, `Purge ${backend}`);
      await registerWebhookConfig(db, org.id, { endpoint: 'https://hooks.partner.example.org/purge', apiKey: 'purge-test-secret-0123456789', audience: 'partner' }, { allowPrivateTargets: true });
      const c = await createOperatorCase(db, org.id);
      await linkCase(db, c.id, uniqueExternalId('PURGE'));
      return { orgId: org.id, caseId: c.id };
    }

    async function event(caseId: string, at: Date): Promise<{ eventId: string; deliveryId: string }> {
      const [recorded] = await inTransaction(db, (tx) => recordCaseEvents(tx, caseId, [{ eventName: 'case.forensics.failed', uploadId: newId(), error: 'x' }], at));
      return { eventId: recorded!.eventId, deliveryId: recorded!.deliveryIds[0]! };
    }

    async function delivered(deliveryId: string, at: Date): Promise<void> {
      await recordWebhookAttempt(db, { id: newId(), deliveryId, attempt: 1, startedAt: at, durationMs: 5, statusCode: 200, error: null }, { status: 'delivered', deliveredAt: at }, at);
    }

    it('removes what outlived its retention, in batches, and keeps everything else', async () => {
      const { orgId, caseId } = await eventfulOrg();

      // Idempotency keys: 24 h (decision "Idempotency"), stored as their expiry.
      const expiredKeys = [];
      for (let i = 0; i < 5; i += 1) {
        const key = `purge-expired-${i}-${newId()}`;
        await insertIdempotencyClaim(db, { id: newId(), organizationId: orgId, idempotencyKey: key, fingerprint: 'f', expiresAt: ago(1) }, ago(2));
        expiredKeys.push(key);
      }
      const liveKey = `purge-live-${newId()}`;
      await insertIdempotencyClaim(db, { id: newId(), organizationId: orgId, idempotencyKey: liveKey, fingerprint: 'f', expiresAt: new Date(now.getTime() + DAY) });

      // Outbox: dispatched long ago (purged), dispatched recently and never dispatched (kept).
      const oldDispatched: string[] = [];
      for (let i = 0; i < 5; i += 1) oldDispatched.push((await insertOutboxMessage(db, { id: newId(), queue: 'test.purge', payload: {}, caseId: null }, ago(40))).id);
      await markOutboxDispatchedMany(db, oldDispatched, ago(31));
      const recent = (await insertOutboxMessage(db, { id: newId(), queue: 'test.purge', payload: {}, caseId: null }, ago(40))).id;
      await markOutboxDispatchedMany(db, [recent], ago(29));
      const undispatched = (await insertOutboxMessage(db, { id: newId(), queue: 'test.purge', payload: {}, caseId: null }, ago(400))).id;

      // Webhooks: delivered 31 days ago (purged with attempt and event); failed 31 days ago (purged);
      // delivered yesterday (kept); pending for 60 days (kept, with its event).
      const oldDelivered = await event(caseId, ago(32));
      await delivered(oldDelivered.deliveryId, ago(31));
      const oldFailed = await event(caseId, ago(32));
      await failWebhookDelivery(db, oldFailed.deliveryId, 'gave up', ago(31));
      const recentDelivered = await event(caseId, ago(2));
      await delivered(recentDelivered.deliveryId, ago(1));
      const pending = await event(caseId, ago(60));

      const counts = await purgeExpired(db, { retentionDays: 30, batchSize: 2 }, now);

      expect(counts.idempotencyKeys).to.be.at.least(5);
      for (const key of expiredKeys) expect(await findIdempotencyKey(db, orgId, key), key).to.equal(null);
      expect(await findIdempotencyKey(db, orgId, liveKey)).to.not.equal(null);

      expect(counts.outbox).to.be.at.least(5);
      for (const id of oldDispatched) expect(await findOutboxMessage(db, id)).to.equal(null);
      expect(await findOutboxMessage(db, recent)).to.not.equal(null);
      expect(await findOutboxMessage(db, undispatched)).to.not.equal(null);

      expect(counts.webhookDeliveries).to.be.at.least(2);
      expect(counts.webhookAttempts).to.be.at.least(1);
      expect(counts.webhookEvents).to.be.at.least(2);
      for (const gone of [oldDelivered, oldFailed]) {
        expect(await findWebhookDelivery(db, gone.deliveryId)).to.equal(null);
        expect(await findWebhookEvent(db, gone.eventId)).to.equal(null);
      }
      const attempts = (await db.query(backend === 'mariadb' ? 'SELECT COUNT(*) AS n FROM webhook_attempts WHERE deliveryId = ?' : 'SELECT COUNT(*) AS n FROM "webhook_attempts" WHERE "deliveryId" = ?', [oldDelivered.deliveryId])) as { n: unknown }[];
      expect(Number(attempts[0]!.n)).to.equal(0);
      for (const kept of [recentDelivered, pending]) {
        expect(await findWebhookDelivery(db, kept.deliveryId)).to.not.equal(null);
        expect(await findWebhookEvent(db, kept.eventId)).to.not.equal(null);
      }

      // A second run finds nothing of this test's rows left to remove.
      await purgeExpired(db, { retentionDays: 30, batchSize: 2 }, now);
      expect(await findWebhookDelivery(db, pending.deliveryId)).to.not.equal(null);
      expect(await findOutboxMessage(db, undispatched)).to.not.equal(null);
    });

    it('purges in small batches while the table keeps being written: writers are not held up, new rows stay', async function () {
      if (backend === 'sqlite') this.skip(); // one connection: nothing runs beside the purge
      const old: string[] = [];
      for (let i = 0; i < 1500; i += 1) old.push(newId());
      // Bulk insert of history to purge: dispatched 40 days ago.
      for (let i = 0; i < old.length; i += 250) {
        const chunk = old.slice(i, i + 250);
        await db.query(
          `INSERT INTO outbox (id, queue, payload, caseId, createdAt, availableAt, dispatchedAt, attempts, lastError) VALUES ${chunk.map(() => '(?, ?, ?, NULL, ?, ?, ?, 0, NULL)').join(', ')}`,
          chunk.flatMap((id) => [id, 'test.purge', '{}', ago(41), ago(41), ago(40)]),
        );
      }
      const latencies: number[] = [];
      const fresh: string[] = [];
      let purging = true;
      const writer = (async () => {
        while (purging) {
          const started = Date.now();
          fresh.push((await insertOutboxMessage(db, { id: newId(), queue: 'test.purge', payload: {}, caseId: null })).id);
          latencies.push(Date.now() - started);
        }
      })();
      const counts = await purgeExpired(db, { retentionDays: 30, batchSize: 100, pauseMs: 5 }, now);
      purging = false;
      await writer;
      expect(counts.outbox).to.be.at.least(1500);
      for (const id of [old[0]!, old[777]!, old.at(-1)!]) expect(await findOutboxMessage(db, id)).to.equal(null);
      for (const id of fresh) expect(await findOutboxMessage(db, id), id).to.not.equal(null);
      expect(latencies.length).to.be.at.least(5);
      // Under a second even on a loaded test machine; a table-wide delete would hold them for its whole length.
      expect(Math.max(...latencies)).to.be.below(1000);
    });

    it('the worker schedule purges once at start and logs what it removed', async () => {
      const { orgId } = await eventfulOrg();
      const key = `purge-schedule-${newId()}`;
      await insertIdempotencyClaim(db, { id: newId(), organizationId: orgId, idempotencyKey: key, fingerprint: 'f', expiresAt: ago(1) }, ago(2));
      const lines: Array<Record<string, unknown>> = [];
      const log = createLogger('info', {}, (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
      const schedule = schedulePurges(db, { retentionDays: 30, batchSize: 100, intervalMs: 3_600_000 }, log);
      try {
        const started = Date.now();
        while ((await findIdempotencyKey(db, orgId, key)) !== null) {
          if (Date.now() - started > 10_000) throw new Error('the first purge did not run');
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await schedule.runNow();
        expect(lines.some((l) => l.msg === 'purged rows past their retention' && Number(l.idempotencyKeys) >= 1)).to.equal(true);
      } finally {
        await schedule.close();
      }
    });
  });
}
