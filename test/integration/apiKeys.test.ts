import { createHash } from 'node:crypto';
import { expect } from 'chai';
import { createDataSource, runMigrations, type Database } from '../../src/data/dataSource';
import { findApiKeyById } from '../../src/data/repositories/apiKeys';
import {
  activateApiKey,
  createApiKey,
  createOrganization,
  deactivateApiKey,
  revokeApiKey,
  verifyApiKey,
} from '../../src/domain/apiKeys';
import { ConflictError, NotFoundError, ValidationError } from '../../src/domain/errors';
import { newId } from '../../src/domain/ids';

const MARIADB_URL = process.env.DATABASE_URL ?? 'mysql://credeval:credeval@127.0.0.1:3306/credeval_test';

/**
 * The API key rules (decision "Processes and configuration", interface "Authentication") against a real database: MariaDB, and
 * SQLite in memory because SQLite is the embedded default and the repositories must behave
 * the same on both.
 */
for (const [backend, url] of [
  ['MariaDB', MARIADB_URL],
  ['SQLite in memory', 'sqlite::memory:'],
] as const) {
  describe(`API keys on ${backend} (decision "Processes and configuration")`, () => {
    let db: Database;
    let orgId: string;

    before(async () => {
      db = createDataSource(url);
      await db.initialize();
      await runMigrations(db);
      orgId = (await createOrganization(db, `apiKeys test ${process.pid}`)).id;
    });
    after(async () => {
      if (db?.isInitialized) await db.destroy();
    });

    const secretOf = (apiKey: string) => apiKey.slice('ck_'.length + 24 + 1);
    /** Same key id, another well-formed secret. */
    const withOtherSecret = (apiKey: string) =>
      apiKey.slice(0, apiKey.length - 43) + (secretOf(apiKey).startsWith('A') ? 'B' : 'A').repeat(43);

    describe('createOrganization', () => {
      it('returns the id and the trimmed name', async () => {
        const org = await createOrganization(db, '  Université de Test 😀  ');
        expect(org.id).to.match(/^[a-f0-9]{24}$/);
        expect(org.name).to.equal('Université de Test 😀');
      });

      const invalid: [string, { given: string }][] = [
        ['empty', { given: '' }],
        ['blank', { given: '   ' }],
        ['longer than 200 characters', { given: 'x'.repeat(201) }],
        ['containing a control character', { given: 'a\u0007b' }],
      ];
      for (const [name, { given }] of invalid) {
        it(`refuses a name: ${name}`, async () => {
          const err = await createOrganization(db, given).catch((e: unknown) => e);
          expect(err).to.be.instanceOf(ValidationError);
          expect((err as ValidationError).statusCode).to.equal(400);
          expect((err as ValidationError).details?.[0]?.path).to.equal('name');
        });
      }

      it('accepts exactly 200 characters, counted in code points', async () => {
        const org = await createOrganization(db, '😀'.repeat(200));
        expect([...org.name]).to.have.length(200);
      });
    });

    describe('createApiKey', () => {
      it('returns ck_<id>_<43-char base64url secret> and stores only the SHA-256 of the secret', async () => {
        const { id, apiKey } = await createApiKey(db, { organizationId: orgId, type: 'partner' });
        expect(apiKey).to.match(/^ck_[a-f0-9]{24}_[A-Za-z0-9_-]{43}$/);
        expect(apiKey.slice(3, 27)).to.equal(id);

        const secret = secretOf(apiKey);
        const [row] = (await db.query('SELECT * FROM api_keys WHERE id = ?', [id])) as Record<string, unknown>[];
        expect(row).to.not.equal(undefined);
        for (const value of Object.values(row!)) {
          expect(String(value)).to.not.include(secret);
          expect(String(value)).to.not.include(apiKey);
        }
        expect(row!.secretHash).to.equal(createHash('sha256').update(secret).digest('hex'));
        expect(row!.status).to.equal('active');
      });

      it('accepts an uppercase organization id', async () => {
        const { id } = await createApiKey(db, { organizationId: orgId.toUpperCase(), type: 'internal' });
        expect((await findApiKeyById(db, id))?.organizationId).to.equal(orgId);
      });

      it('refuses an unknown organization with NotFoundError (404)', async () => {
        const err = await createApiKey(db, { organizationId: newId(), type: 'partner' }).catch((e: unknown) => e);
        expect(err).to.be.instanceOf(NotFoundError);
        expect((err as NotFoundError).statusCode).to.equal(404);
      });

      const invalid: [string, { organizationId?: string; type?: string; expiresAt?: Date; path: string }][] = [
        ['a malformed organization id', { organizationId: 'abc', path: 'organizationId' }],
        ['an unknown type', { type: 'admin', path: 'type' }],
        ['an invalid date', { expiresAt: new Date('nope'), path: 'expiresAt' }],
        ['an expiry beyond year 9999', { expiresAt: new Date(Date.UTC(10000, 0, 1)), path: 'expiresAt' }],
      ];
      for (const [name, given] of invalid) {
        it(`refuses ${name} with ValidationError (400)`, async () => {
          const err = await createApiKey(db, {
            organizationId: given.organizationId ?? orgId,
            type: given.type ?? 'partner',
            ...(given.expiresAt ? { expiresAt: given.expiresAt } : {}),
          }).catch((e: unknown) => e);
          expect(err).to.be.instanceOf(ValidationError);
          expect((err as ValidationError).details?.[0]?.path).to.equal(given.path);
        });
      }
    });

    describe('verifyApiKey', () => {
      it('answers ok with the key id, organization and type for an active key', async () => {
        for (const type of ['partner', 'internal', 'operator'] as const) {
          const { id, apiKey } = await createApiKey(db, { organizationId: orgId, type });
          expect(await verifyApiKey(db, apiKey)).to.deep.equal({ outcome: 'ok', key: { id, organizationId: orgId, type } });
        }
      });

      it('answers invalid for a wrong secret, whatever the state of the key', async () => {
        const active = await createApiKey(db, { organizationId: orgId, type: 'partner' });
        const inactive = await createApiKey(db, { organizationId: orgId, type: 'partner', inactive: true });
        const expired = await createApiKey(db, { organizationId: orgId, type: 'partner', expiresAt: new Date(0) });
        const revoked = await createApiKey(db, { organizationId: orgId, type: 'partner' });
        await revokeApiKey(db, revoked.id);
        for (const key of [active, inactive, expired, revoked]) {
          expect(await verifyApiKey(db, withOtherSecret(key.apiKey))).to.deep.equal({ outcome: 'invalid' });
        }
      });

      it('answers invalid for an unknown key id', async () => {
        const { apiKey } = await createApiKey(db, { organizationId: orgId, type: 'partner' });
        const unknown = `ck_${newId()}_${secretOf(apiKey)}`;
        expect(await verifyApiKey(db, unknown)).to.deep.equal({ outcome: 'invalid' });
      });

      it('answers invalid for malformed keys', async () => {
        const { apiKey } = await createApiKey(db, { organizationId: orgId, type: 'partner' });
        const upperId = apiKey.slice(0, 3) + apiKey.slice(3, 27).toUpperCase() + apiKey.slice(27);
        const malformed = [
          '',
          'abc',
          'ck_',
          apiKey.slice(0, -1),
          apiKey + 'A',
          apiKey.replace('ck_', 'CK_'),
          apiKey.replace('ck_', 'pk_'),
          // Keys are matched exactly; only ids typed by people are case-insensitive.
          ...(upperId !== apiKey ? [upperId] : []),
          apiKey.slice(0, -1) + '=',
          ` ${apiKey}`,
          secretOf(apiKey),
        ];
        for (const presented of malformed) {
          expect(await verifyApiKey(db, presented), JSON.stringify(presented)).to.deep.equal({ outcome: 'invalid' });
        }
      });

      it('answers revoked for a revoked key (401), even if it is also expired or inactive', async () => {
        const plain = await createApiKey(db, { organizationId: orgId, type: 'partner' });
        const both = await createApiKey(db, { organizationId: orgId, type: 'partner', inactive: true, expiresAt: new Date(0) });
        for (const key of [plain, both]) {
          expect(await revokeApiKey(db, key.id)).to.deep.equal({ id: key.id, status: 'revoked' });
          expect(await verifyApiKey(db, key.apiKey)).to.deep.equal({ outcome: 'revoked' });
        }
      });

      it('answers expired for a key created with a past expiry (401), even if inactive', async () => {
        const past = await createApiKey(db, { organizationId: orgId, type: 'partner', expiresAt: new Date('2020-01-01T00:00:00Z') });
        expect(await verifyApiKey(db, past.apiKey)).to.deep.equal({ outcome: 'expired' });
        const inactive = await createApiKey(db, {
          organizationId: orgId,
          type: 'partner',
          inactive: true,
          expiresAt: new Date('2020-01-01T00:00:00Z'),
        });
        expect(await verifyApiKey(db, inactive.apiKey)).to.deep.equal({ outcome: 'expired' });
      });

      it('treats the expiry instant as expired, and a key is ok up to the millisecond before', async () => {
        const expiresAt = new Date(Date.now() + 3_600_000);
        const { apiKey } = await createApiKey(db, { organizationId: orgId, type: 'partner', expiresAt });
        expect((await verifyApiKey(db, apiKey, new Date(expiresAt.getTime() - 1))).outcome).to.equal('ok');
        expect((await verifyApiKey(db, apiKey, expiresAt)).outcome).to.equal('expired');
      });

      it('answers inactive for a key created inactive (403), and ok once activated', async () => {
        const { id, apiKey } = await createApiKey(db, { organizationId: orgId, type: 'partner', inactive: true });
        expect(await verifyApiKey(db, apiKey)).to.deep.equal({ outcome: 'inactive' });
        expect(await activateApiKey(db, id)).to.deep.equal({ id, status: 'active' });
        expect((await verifyApiKey(db, apiKey)).outcome).to.equal('ok');
      });

      it('answers inactive after deactivation, and ok after activating again', async () => {
        const { id, apiKey } = await createApiKey(db, { organizationId: orgId, type: 'partner' });
        expect(await deactivateApiKey(db, id)).to.deep.equal({ id, status: 'inactive' });
        expect(await verifyApiKey(db, apiKey)).to.deep.equal({ outcome: 'inactive' });
        expect(await activateApiKey(db, id)).to.deep.equal({ id, status: 'active' });
        expect((await verifyApiKey(db, apiKey)).outcome).to.equal('ok');
      });

      it('records lastUsedAt on success, at most once a minute', async () => {
        const { id, apiKey } = await createApiKey(db, { organizationId: orgId, type: 'partner' });
        expect((await findApiKeyById(db, id))?.lastUsedAt).to.equal(null);

        const t0 = new Date(Date.now() + 1000);
        await verifyApiKey(db, apiKey, t0);
        expect((await findApiKeyById(db, id))?.lastUsedAt?.getTime()).to.equal(t0.getTime());

        await verifyApiKey(db, apiKey, new Date(t0.getTime() + 59_999));
        expect((await findApiKeyById(db, id))?.lastUsedAt?.getTime(), 'throttled').to.equal(t0.getTime());

        const t1 = new Date(t0.getTime() + 60_000);
        await verifyApiKey(db, apiKey, t1);
        expect((await findApiKeyById(db, id))?.lastUsedAt?.getTime()).to.equal(t1.getTime());
      });

      it('does not record a failed attempt as a use', async () => {
        const { id, apiKey } = await createApiKey(db, { organizationId: orgId, type: 'partner', inactive: true });
        await verifyApiKey(db, apiKey);
        await verifyApiKey(db, withOtherSecret(apiKey));
        expect((await findApiKeyById(db, id))?.lastUsedAt).to.equal(null);
      });
    });

    describe('status changes', () => {
      it('refuses to activate or deactivate a revoked key: revocation is final (409)', async () => {
        const { id, apiKey } = await createApiKey(db, { organizationId: orgId, type: 'partner' });
        await revokeApiKey(db, id);
        for (const change of [activateApiKey, deactivateApiKey]) {
          const err = await change(db, id).catch((e: unknown) => e);
          expect(err).to.be.instanceOf(ConflictError);
          expect((err as ConflictError).statusCode).to.equal(409);
          expect((err as Error).message).to.match(/revoked/);
        }
        expect((await findApiKeyById(db, id))?.status).to.equal('revoked');
        expect(await verifyApiKey(db, apiKey)).to.deep.equal({ outcome: 'revoked' });
      });

      it('records revokedAt once; revoking again succeeds and keeps it', async () => {
        const { id } = await createApiKey(db, { organizationId: orgId, type: 'partner' });
        await revokeApiKey(db, id);
        const first = await findApiKeyById(db, id);
        expect(first?.revokedAt).to.be.instanceOf(Date);
        expect(await revokeApiKey(db, id)).to.deep.equal({ id, status: 'revoked' });
        expect((await findApiKeyById(db, id))?.revokedAt?.getTime()).to.equal(first?.revokedAt?.getTime());
      });

      it('leaves the other keys of the organization alone', async () => {
        const a = await createApiKey(db, { organizationId: orgId, type: 'partner' });
        const b = await createApiKey(db, { organizationId: orgId, type: 'partner' });
        await revokeApiKey(db, a.id);
        expect((await verifyApiKey(db, b.apiKey)).outcome).to.equal('ok');
      });

      it('is idempotent for the status a key already has', async () => {
        const { id } = await createApiKey(db, { organizationId: orgId, type: 'partner' });
        expect(await activateApiKey(db, id)).to.deep.equal({ id, status: 'active' });
        await deactivateApiKey(db, id);
        expect(await deactivateApiKey(db, id)).to.deep.equal({ id, status: 'inactive' });
      });

      it('accepts an uppercase key id', async () => {
        const { id } = await createApiKey(db, { organizationId: orgId, type: 'partner' });
        expect(await deactivateApiKey(db, id.toUpperCase())).to.deep.equal({ id, status: 'inactive' });
      });

      it('answers NotFoundError (404) for an unknown key and ValidationError (400) for a malformed id', async () => {
        for (const change of [activateApiKey, deactivateApiKey, revokeApiKey]) {
          expect(await change(db, newId()).catch((e: unknown) => e)).to.be.instanceOf(NotFoundError);
          expect(await change(db, 'nope').catch((e: unknown) => e)).to.be.instanceOf(ValidationError);
        }
      });
    });
  });
}
