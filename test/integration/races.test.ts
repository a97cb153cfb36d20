import { expect } from 'chai';
import type { Database } from '../../src/data/dataSource';
import { linkCase } from '../../src/data/repositories/cases';
import { lockOrganization } from '../../src/data/repositories/organizations';
import { inTransaction, transactionStats } from '../../src/data/transaction';
import { createOperatorCase } from '../../src/domain/cases/operatorCases';
import { registerWebhookConfig } from '../../src/domain/webhooks/configs';
import { recordCaseEvents, type CaseEvent } from '../../src/domain/webhooks/events';
import { createApiKey, createTestOrg, type TestOrg } from '../support/fixtures';
import { uniqueExternalId } from '../support/cases';
import { startTestServer, type TestServer } from '../support/server';

interface Json {
  [key: string]: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * Races that used to answer 500 or break a rule, each run under real concurrency against MariaDB:
 * the webhook configuration limit, deleting a target institute in use, the stream lock order of
 * webhook events, and the deadlock rule of src/data/transaction.ts.
 */
describe('races (real MariaDB, concurrent requests)', function () {
  this.timeout(120_000);
  let srv: TestServer;
  let db: Database;

  before(async () => {
    srv = await startTestServer({ RATE_LIMIT_MAX: '100000' });
    db = srv.rt.db;
  });
  after(async () => srv?.close());

  async function call(key: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: Json }> {
    const res = await fetch(`${srv.url}${path}`, {
      method,
      headers: { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, body: (text === '' ? {} : JSON.parse(text)) as Json };
  }

  it('the webhook configuration limit (20) holds under 50 concurrent registrations', async () => {
    const org = await createTestOrg(db, 'Race webhook limit');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(org.partnerKey, 'POST', '/partner/v1/webhook-config', {
          endpoint: `https://hooks.partner.example.org/race-${i}`,
          apiKey: `race-secret-${String(i).padStart(4, '0')}-0123456789`,
          audience: 'partner',
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201), statuses.join(',')).to.have.length(20);
    expect(statuses.filter((s) => s === 400), statuses.join(',')).to.have.length(30);
    const rows = (await db.query('SELECT COUNT(*) AS n FROM webhook_configs WHERE organizationId = ? AND deletedAt IS NULL', [org.id])) as { n: unknown }[];
    expect(Number(rows[0]!.n)).to.equal(20);
  });

  it('the webhook configuration limit holds at its edge: 19 registered, 30 more at once, exactly one gets in', async () => {
    const org = await createTestOrg(db, 'Race webhook edge');
    const input = (i: number) => ({ endpoint: `https://hooks.partner.example.org/edge-${i}`, apiKey: `edge-secret-${String(i).padStart(4, '0')}-0123456789`, audience: 'partner' as const });
    for (let i = 0; i < 19; i += 1) await registerWebhookConfig(db, org.id, input(i), { allowPrivateTargets: true });
    const results = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => registerWebhookConfig(db, org.id, input(100 + i), { allowPrivateTargets: true })));
    expect(results.filter((r) => r.status === 'fulfilled')).to.have.length(1);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as Error).message).to.match(/at most 20/);
    const rows = (await db.query('SELECT COUNT(*) AS n FROM webhook_configs WHERE organizationId = ? AND deletedAt IS NULL', [org.id])) as { n: unknown }[];
    expect(Number(rows[0]!.n)).to.equal(20);
  });

  describe('target institutes in use', () => {
    let org: TestOrg;
    let operatorKey: string;
    const op = (method: string, path: string, body?: unknown) => call(operatorKey, method, `/operator/v1${path}`, body);

    before(async () => {
      org = await createTestOrg(db, 'Race targets');
      operatorKey = (await createApiKey(db, { organizationId: org.id, type: 'operator' })).apiKey;
    });

    async function caseWithCredential(): Promise<{ caseId: string; credentialId: string }> {
      const created = await op('POST', '/cases', {});
      expect(created.status).to.equal(201);
      const caseId = created.body.data.id as string;
      const r = await op('POST', `/cases/${caseId}/credentials`, {
        credentialType: 'academic',
        candidate: { fullName: 'Amara Okafor', dateOfBirth: '1997-03-14' },
        institution: { name: 'University of Lagos', country: 'Nigeria' },
        qualification: { name: 'Bachelor of Science', level: 'Bachelor', program: 'Computer Science', yearOfAdmission: 2015, yearOfCompletion: 2019, programDuration: '4 years', dateOfIssue: '2019-09-12' },
      });
      expect(r.status, JSON.stringify(r.body)).to.equal(201);
      return { caseId, credentialId: (r.body.data.credentialId ?? r.body.data.credentials?.at(-1)?.credentialId) as string };
    }

    it('deleting a target institute that an evaluation uses answers 409', async () => {
      const { caseId, credentialId } = await caseWithCredential();
      const t = await op('POST', '/target-institutes', { name: 'In use' });
      expect((await op('POST', `/cases/${caseId}/evaluations`, { credentialId, targetInstituteId: t.body.data.id })).status).to.equal(201);
      const del = await op('DELETE', `/target-institutes/${t.body.data.id}`);
      expect(del.status, JSON.stringify(del.body)).to.equal(409);
      expect(del.body.statusCode).to.equal(409);
    });

    it('concurrent evaluation creates and target deletions never answer 500, and never leave an evaluation without its target', async () => {
      const cases = await Promise.all(Array.from({ length: 4 }, () => caseWithCredential()));
      const outcomes: string[] = [];
      for (let round = 0; round < 6; round += 1) {
        const t = await op('POST', '/target-institutes', { name: `Contested ${round}` });
        expect(t.status).to.equal(201);
        const targetId = t.body.data.id as string;
        const creates = cases.map((c) => op('POST', `/cases/${c.caseId}/evaluations`, { credentialId: c.credentialId, targetInstituteId: targetId }));
        // The deletion is sent in the middle of the creates, and again after them.
        const deletes = [op('DELETE', `/target-institutes/${targetId}`), op('DELETE', `/target-institutes/${targetId}`)];
        const results = await Promise.all([...creates, ...deletes]);
        const createStatuses = results.slice(0, cases.length).map((r) => r.status);
        const deleteStatuses = results.slice(cases.length).map((r) => r.status);
        outcomes.push(`create ${createStatuses.join(',')} delete ${deleteStatuses.join(',')}`);
        for (const s of createStatuses) expect([201, 404], outcomes.at(-1)).to.include(s);
        for (const s of deleteStatuses) expect([204, 404, 409], outcomes.at(-1)).to.include(s);
        const deleted = deleteStatuses.includes(204);
        // Deleted only if no evaluation for it was created; kept (409) if one was.
        if (deleted) expect(createStatuses.every((s) => s === 404), outcomes.at(-1)).to.equal(true);
        if (createStatuses.includes(201)) expect(deleted, outcomes.at(-1)).to.equal(false);
      }
    });
  });

  it('stream lock order: events of several streams recorded by concurrent transactions of one case, in opposite orders, never deadlock', async function () {
    if (db.options.type === 'better-sqlite3') this.skip();
    const org = await createTestOrg(db, 'Race streams');
    await registerWebhookConfig(db, org.id, { endpoint: 'https://hooks.partner.example.org/streams', apiKey: 'stream-race-secret-0123456789', audience: 'partner' }, { allowPrivateTargets: true });
    const failed = (stream: 'classification' | 'extraction' | 'forensics' | 'translation', uploadId: string): CaseEvent => {
      if (stream === 'classification') return { eventName: 'case.classification.failed', uploadId, error: 'x' };
      return { eventName: `case.${stream}.failed`, uploadId, error: 'x' } as CaseEvent;
    };
    const order = ['classification', 'extraction', 'forensics', 'translation'] as const;
    // Runs of these transactions' bodies: a deadlock victim would be run again (the deadlock rule).
    let runs = 0;
    for (let round = 0; round < 10; round += 1) {
      const c = await createOperatorCase(db, org.id);
      await linkCase(db, c.id, uniqueExternalId('STREAMS'));
      // Two "uploads failing at once": one records its streams in one order, the other in reverse.
      const ups = ['aaaaaaaaaaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbbbbbbbbbb'];
      const record = (events: CaseEvent[]) =>
        inTransaction(db, (tx) => {
          runs += 1;
          return recordCaseEvents(tx, c.id, events, new Date());
        });
      const results = await Promise.all([
        record(order.map((s) => failed(s, ups[0]!))),
        record([...order].reverse().map((s) => failed(s, ups[1]!))),
        record([order[2], order[0], order[3], order[1]].map((s) => failed(s, ups[1]!))),
      ]);
      for (const r of results) expect(r).to.have.length(4);
      // Each stream's numbers are 1..3 without gaps or repeats.
      const rows = (await db.query('SELECT stream, seq FROM webhook_events WHERE caseId = ? ORDER BY stream, seq', [c.id])) as { stream: string; seq: unknown }[];
      for (const s of order) expect(rows.filter((r) => r.stream === s).map((r) => Number(r.seq))).to.deep.equal([1, 2, 3]);
    }
    // Not one of them had to be run again: the lock order prevents deadlocks between them.
    expect(runs).to.equal(30);
  });

  it('the deadlock rule: a transaction MariaDB picks as a deadlock victim is run again and succeeds', async function () {
    if (db.options.type === 'better-sqlite3') this.skip();
    const a = await createTestOrg(db, 'Deadlock A');
    const b = await createTestOrg(db, 'Deadlock B');
    // Each side holds one row and then asks for the other's: a deadlock on the first run.
    let arrived = 0;
    let release!: () => void;
    const bothHoldOne = new Promise<void>((resolve) => (release = resolve));
    const side = (first: string, second: string) =>
      inTransaction(db, async (tx) => {
        await lockOrganization(tx, first);
        arrived += 1;
        if (arrived === 2) release();
        await bothHoldOne;
        await lockOrganization(tx, second);
        return 'done';
      });
    const before = transactionStats.retried;
    const results = await Promise.all([side(a.id, b.id), side(b.id, a.id)]);
    expect(results).to.deep.equal(['done', 'done']);
    expect(transactionStats.retried - before).to.be.at.least(1);
  });
});
