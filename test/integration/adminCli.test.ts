import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { createDataSource, runMigrations, type Database } from '../../src/data/dataSource';
import { findApiKeyById } from '../../src/data/repositories/apiKeys';
import { createOrganization, verifyApiKey } from '../../src/domain/apiKeys';
import { newId } from '../../src/domain/ids';
import { drawCaseNumber, insertCase } from '../../src/data/repositories/cases';
import { inTransaction } from '../../src/data/transaction';
import { ensureBuilt } from '../support/build';
import { attemptDelivery, recordCaseEvents, registerWebhookConfig, type WebhookSender } from '../../src/domain/webhooks';

const DATABASE_URL = process.env.DATABASE_URL ?? 'mysql://credeval:credeval@127.0.0.1:3306/credeval_test';
const ROOT = path.resolve(__dirname, '../..');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The real CLI, exactly as an operator runs it (decision "Processes and configuration"): `npm run --silent admin -- <args>`. */
function admin(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'admin', '--', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Success: exit 0, exactly one JSON object on one line of stdout, nothing on stderr. */
function expectSuccess(run: Run): Record<string, unknown> {
  expect(run.code, run.stderr).to.equal(0);
  expect(run.stderr).to.equal('');
  expect(run.stdout.endsWith('\n')).to.equal(true);
  expect(run.stdout.trimEnd().split('\n')).to.have.length(1);
  const parsed: unknown = JSON.parse(run.stdout);
  expect(parsed).to.be.an('object').and.not.be.an('array');
  return parsed as Record<string, unknown>;
}

/** Failure: exit 1, nothing on stdout, one clear line on stderr. */
function expectFailure(run: Run, message: RegExp): void {
  expect(run.code, run.stdout).to.equal(1);
  expect(run.stdout).to.equal('');
  expect(run.stderr.endsWith('\n')).to.equal(true);
  expect(run.stderr.trimEnd().split('\n'), run.stderr).to.have.length(1);
  expect(run.stderr).to.match(message);
}

describe('admin CLI (decision "Processes and configuration")', function () {
  // Every call starts npm, the compiled CLI and a database connection.
  this.timeout(60_000);

  let db: Database;
  let orgId: string;

  before(async function () {
    // `npm run admin` runs the compiled CLI (node dist/...).
    this.timeout(300_000);
    ensureBuilt();
    db = createDataSource(DATABASE_URL);
    await db.initialize();
    await runMigrations(db);
    orgId = (await createOrganization(db, `adminCli test ${process.pid}`)).id;
  });
  after(async () => {
    if (db?.isInitialized) await db.destroy();
  });

  describe('org:create', () => {
    it('prints {id, name}', async () => {
      const out = expectSuccess(await admin(['org:create', '--name', 'Université Exemple 😀']));
      expect(Object.keys(out)).to.deep.equal(['id', 'name']);
      expect(out.id).to.match(/^[a-f0-9]{24}$/);
      expect(out.name).to.equal('Université Exemple 😀');
    });

    it('accepts --name=<name>', async () => {
      expect(expectSuccess(await admin(['org:create', '--name=Equals Form'])).name).to.equal('Equals Form');
    });
  });

  describe('key:create', () => {
    it('prints {id, apiKey} for a working key of the given type, stored as a hash only', async () => {
      for (const type of ['partner', 'internal', 'operator']) {
        const out = expectSuccess(await admin(['key:create', '--org', orgId, '--type', type]));
        expect(Object.keys(out)).to.deep.equal(['id', 'apiKey']);
        expect(out.apiKey).to.match(new RegExp(`^ck_${String(out.id)}_[A-Za-z0-9_-]{43}$`));
        expect(await verifyApiKey(db, String(out.apiKey))).to.deep.equal({
          outcome: 'ok',
          key: { id: out.id, organizationId: orgId, type },
        });
        const row = await findApiKeyById(db, String(out.id));
        expect(JSON.stringify(row)).to.not.include(String(out.apiKey).slice(28));
      }
    });

    it('--inactive creates a key that answers inactive', async () => {
      const out = expectSuccess(await admin(['key:create', '--org', orgId, '--type', 'partner', '--inactive']));
      expect(await verifyApiKey(db, String(out.apiKey))).to.deep.equal({ outcome: 'inactive' });
    });

    it('--expires in the past is accepted: the key is already expired (decision "Processes and configuration")', async () => {
      const out = expectSuccess(
        await admin(['key:create', '--org', orgId, '--type', 'partner', '--expires', '2020-01-01T00:00:00Z']),
      );
      expect(await verifyApiKey(db, String(out.apiKey))).to.deep.equal({ outcome: 'expired' });
    });

    it('--expires in the future is stored to the millisecond, time zone offsets applied', async () => {
      const out = expectSuccess(
        await admin(['key:create', '--org', orgId, '--type', 'partner', '--expires', '2031-06-30T14:30:00.250+02:00']),
      );
      expect((await findApiKeyById(db, String(out.id)))?.expiresAt?.toISOString()).to.equal('2031-06-30T12:30:00.250Z');
      expect((await verifyApiKey(db, String(out.apiKey))).outcome).to.equal('ok');
    });

    it('accepts an uppercase organization id', async () => {
      const out = expectSuccess(await admin(['key:create', '--org', orgId.toUpperCase(), '--type', 'partner']));
      expect((await findApiKeyById(db, String(out.id)))?.organizationId).to.equal(orgId);
    });
  });

  describe('key:deactivate, key:activate, key:revoke', () => {
    it('print {id, status} and change what the key answers; a revoked key cannot come back', async () => {
      const { id, apiKey } = expectSuccess(await admin(['key:create', '--org', orgId, '--type', 'partner'])) as {
        id: string;
        apiKey: string;
      };

      expect(expectSuccess(await admin(['key:deactivate', id]))).to.deep.equal({ id, status: 'inactive' });
      expect((await verifyApiKey(db, apiKey)).outcome).to.equal('inactive');

      expect(expectSuccess(await admin(['key:activate', id]))).to.deep.equal({ id, status: 'active' });
      expect((await verifyApiKey(db, apiKey)).outcome).to.equal('ok');

      expect(expectSuccess(await admin(['key:revoke', id]))).to.deep.equal({ id, status: 'revoked' });
      expect((await verifyApiKey(db, apiKey)).outcome).to.equal('revoked');

      expectFailure(await admin(['key:activate', id]), /revoked/);
      expectFailure(await admin(['key:deactivate', id]), /revoked/);
      expect((await verifyApiKey(db, apiKey)).outcome).to.equal('revoked');
    });
  });

  describe('webhook:deliveries', () => {
    /** A partner case of the organization (partner cases emit events). */
    async function partnerCase(): Promise<string> {
      const id = newId();
      await inTransaction(db, async (tx) => {
        const now = new Date();
        const caseNumber = await drawCaseNumber(tx, now);
        await insertCase(tx, { id, organizationId: orgId, externalId: `adminCli-${process.pid}-${id}`, caseNumber, origin: 'partner', metadata: {} }, now);
      });
      return id;
    }

    it('prints {caseId, events: []} for a case without events', async () => {
      const caseId = await partnerCase();
      expect(expectSuccess(await admin(['webhook:deliveries', '--case', caseId]))).to.deep.equal({ caseId, events: [] });
    });

    it('prints every event, its deliveries and every attempt (time, status code, duration, error), never the secret', async () => {
      const caseId = await partnerCase();
      const secret = `whsec-admin-cli-${newId()}`;
      const config = await registerWebhookConfig(
        db,
        orgId,
        { endpoint: 'https://hooks.partner.example.org/admin-cli', apiKey: secret, audience: 'partner' },
        { allowPrivateTargets: false },
      );
      const recorded = await inTransaction(db, async (tx) => {
        const r = await recordCaseEvents(tx, caseId, [{ eventName: 'case.evaluation.completed', uploadId: null }], new Date());
        // Attempts are made here with a fake sender: no relay of another test process may hand
        // this delivery to a worker, so its queued work never commits.
        await tx.query('DELETE FROM outbox WHERE queue = ? AND payload LIKE ?', ['webhook.deliver', `%${r[0]!.deliveryIds[0]!}%`]);
        return r;
      });
      const deliveryId = recorded[0]!.deliveryIds[0]!;
      const answers = [
        { statusCode: 503, durationMs: 12, error: null },
        { statusCode: 204, durationMs: 8, error: null },
      ];
      const sender: WebhookSender = { send: async () => answers.shift()! };
      expect((await attemptDelivery(db, sender, deliveryId, { lastAttempt: false })).kind).to.equal('retry');
      expect((await attemptDelivery(db, sender, deliveryId, { lastAttempt: false })).kind).to.equal('delivered');

      const run = await admin(['webhook:deliveries', '--case', caseId.toUpperCase()]);
      const out = expectSuccess(run) as { caseId: string; events: Record<string, unknown>[] };
      expect(run.stdout).to.not.include(secret);
      expect(out.caseId).to.equal(caseId);
      expect(out.events).to.have.length(1);
      const [event] = out.events as { eventId: string; eventName: string; occurredAt: string; deliveries: Record<string, unknown>[] }[];
      expect(event!.eventId).to.equal(recorded[0]!.eventId);
      expect(event!.eventName).to.equal('case.evaluation.completed');
      expect(Date.parse(event!.occurredAt)).to.be.a('number').and.not.NaN;
      expect(event!.deliveries).to.have.length(1);
      const [delivery] = event!.deliveries as { attemptLog: { startedAt: string }[] }[];
      expect(delivery).to.deep.include({ id: deliveryId, webhookConfigId: config.id, status: 'delivered', attempts: 2 });
      expect(Date.parse(String((delivery as Record<string, unknown>).deliveredAt))).to.be.a('number').and.not.NaN;
      for (const a of delivery!.attemptLog) expect(Date.parse(a.startedAt), a.startedAt).to.be.above(0);
      expect(delivery!.attemptLog.map(({ startedAt: _t, ...rest }) => rest)).to.deep.equal([
        { attempt: 1, durationMs: 12, statusCode: 503, error: 'HTTP 503' },
        { attempt: 2, durationMs: 8, statusCode: 204, error: null },
      ]);
    });
  });

  it('applies the migrations itself, so a fresh database works', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'credeval-admin-'));
    try {
      const env = { DATABASE_URL: `sqlite:${path.join(dir, 'fresh.sqlite')}` };
      const org = expectSuccess(await admin(['org:create', '--name', 'Fresh'], env));
      const key = expectSuccess(await admin(['key:create', '--org', String(org.id), '--type', 'partner'], env));
      expect(expectSuccess(await admin(['key:revoke', String(key.id)], env))).to.deep.equal({ id: key.id, status: 'revoked' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('errors: exit 1, a message on stderr, nothing on stdout', () => {
    const unknownId = newId();
    const cases: [string, { args: () => string[]; env?: Record<string, string>; message: RegExp }][] = [
      ['no command', { args: () => [], message: /missing command.*usage/ }],
      ['unknown command', { args: () => ['org:delete'], message: /unknown command "org:delete"/ }],
      ['org:create without --name', { args: () => ['org:create'], message: /--name <name> is required/ }],
      ['org:create --name without a value', { args: () => ['org:create', '--name'], message: /--name/ }],
      ['org:create with an empty name', { args: () => ['org:create', '--name', ''], message: /name must not be empty/ }],
      ['org:create with an unknown flag', { args: () => ['org:create', '--name', 'a', '--email', 'x'], message: /--email/ }],
      ['org:create with a repeated flag', { args: () => ['org:create', '--name', 'a', '--name', 'b'], message: /more than once/ }],
      ['key:create without --org', { args: () => ['key:create', '--type', 'partner'], message: /--org <orgId> is required/ }],
      ['key:create without --type', { args: () => ['key:create', '--org', orgId], message: /--type .* is required/ }],
      ['key:create with a bad type', { args: () => ['key:create', '--org', orgId, '--type', 'admin'], message: /--type must be one of partner, internal, operator/ }],
      ['key:create with a malformed org id', { args: () => ['key:create', '--org', 'acme', '--type', 'partner'], message: /--org "acme" is not 24 hexadecimal/ }],
      ['key:create with an unknown org', { args: () => ['key:create', '--org', unknownId, '--type', 'partner'], message: new RegExp(`organization ${unknownId} not found`) }],
      ['key:create with a bad date', { args: () => ['key:create', '--org', orgId, '--type', 'partner', '--expires', 'tomorrow'], message: /--expires "tomorrow" is not an ISO 8601 date-time/ }],
      ['key:create with an impossible date', { args: () => ['key:create', '--org', orgId, '--type', 'partner', '--expires', '2030-02-30T00:00:00Z'], message: /--expires/ }],
      ['key:create with a date-time without time zone', { args: () => ['key:create', '--org', orgId, '--type', 'partner', '--expires', '2030-01-01T00:00:00'], message: /with a time zone/ }],
      ['key:revoke without a key id', { args: () => ['key:revoke'], message: /expected exactly one key id/ }],
      ['key:revoke with two key ids', { args: () => ['key:revoke', unknownId, unknownId], message: /expected exactly one key id/ }],
      ['key:revoke with a malformed key id', { args: () => ['key:revoke', 'xyz'], message: /key id "xyz" is not 24 hexadecimal/ }],
      ['key:revoke with an unknown key id', { args: () => ['key:revoke', unknownId], message: new RegExp(`API key ${unknownId} not found`) }],
      ['key:deactivate with an unknown key id', { args: () => ['key:deactivate', unknownId], message: /not found/ }],
      ['key:activate with an unknown key id', { args: () => ['key:activate', unknownId], message: /not found/ }],
      ['webhook:deliveries without --case', { args: () => ['webhook:deliveries'], message: /--case <caseId> is required/ }],
      ['webhook:deliveries with a malformed case id', { args: () => ['webhook:deliveries', '--case', 'case-42'], message: /--case "case-42" is not 24 hexadecimal characters/ }],
      ['webhook:deliveries with a positional case id', { args: () => ['webhook:deliveries', unknownId], message: /unexpected argument/ }],
      ['webhook:deliveries with an unknown case', { args: () => ['webhook:deliveries', '--case', unknownId], message: new RegExp(`case ${unknownId} not found`) }],
      ['an unreachable database', { args: () => ['org:create', '--name', 'a'], env: { DATABASE_URL: 'mysql://credeval:s3cret@127.0.0.1:1/credeval_test' }, message: /cannot connect to the database at mysql:\/\/credeval:\*\*\*@127\.0\.0\.1:1\/credeval_test: .*ECONNREFUSED/ }],
      ['a wrong database password', { args: () => ['org:create', '--name', 'a'], env: { DATABASE_URL: 'mysql://credeval:s3cret@127.0.0.1:3306/credeval_test' }, message: /cannot connect to the database.*Access denied/ }],
      ['an unsupported DATABASE_URL', { args: () => ['org:create', '--name', 'a'], env: { DATABASE_URL: 'postgres://u:s3cret@h/db' }, message: /DATABASE_URL scheme "postgres:" is not supported/ }],
    ];

    // The runs are independent: start them all at once (a few at a time) to keep the suite short.
    const runs = new Map<string, Run>();
    before(async function () {
      // Two dozen processes: allow for a loaded machine.
      this.timeout(300_000);
      const queue = [...cases];
      const worker = async () => {
        for (let c = queue.shift(); c !== undefined; c = queue.shift()) {
          const [name, { args, env }] = c;
          runs.set(name, await admin(args(), env));
        }
      };
      await Promise.all(Array.from({ length: 4 }, worker));
    });

    for (const [name, { message }] of cases) {
      it(name, () => {
        const run = runs.get(name)!;
        expectFailure(run, message);
        // Never a password or a stack trace in the message.
        expect(run.stderr).to.not.include('s3cret');
        expect(run.stderr).to.not.match(/\bat .*\.ts:\d+/);
      });
    }
  });
});
