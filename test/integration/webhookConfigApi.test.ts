import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { startApi } from '../../src/bin/services';
import { openRuntime, type Runtime } from '../../src/bin/runtime';
import { MAX_WEBHOOK_CONFIGS } from '../../src/domain/webhooks';
import { newId } from '../../src/domain/ids';
import { createLogger } from '../../src/log';
import { createApiKey, createTestOrg, type TestOrg } from '../support/fixtures';
import { testConfig } from '../support/env';
import { startTestServer, type TestServer } from '../support/server';

type Json = Record<string, unknown>;
type Body = { statusCode?: number; message?: string; details?: { path: string; message: string }[]; data?: unknown; success?: boolean };

const VIEW_FIELDS = ['id', 'endpoint', 'audience', 'description', 'createdAt', 'updatedAt'];

/** A fresh, recognisable secret per call: a leak of one can be searched for exactly. */
const secret = () => `whsec-test-${randomBytes(12).toString('hex')}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Webhook configuration over HTTP (interface "Webhook configuration", "Authentication" on deliveries; decision "Identifiers", decision "Webhooks",
 * decision "Processes and configuration"): register, read, the additive list and delete, scoped to the key's organization; the
 * secret is stored for delivery but never returned and never logged.
 */
describe('webhook configuration API (interface "Webhook configuration", decision "Webhooks")', function () {
  this.timeout(60_000);

  let rt: Runtime;
  let stopApi: () => Promise<void>;
  let partner: string;
  let org: TestOrg;
  let other: TestOrg;
  /** Every line the server logged, at debug level. */
  const logLines: string[] = [];

  before(async () => {
    // startTestServer with a capturing logger: the same runtime, its `log` replaced.
    const opened = await openRuntime(testConfig({ LOG_LEVEL: 'debug' }), 'test', 'apply');
    rt = { ...opened, log: createLogger('debug', { role: 'test' }, (line) => logLines.push(line)) };
    const server = await startApi(rt);
    partner = `http://127.0.0.1:${server.port}/partner/v1`;
    stopApi = async () => {
      await server.close(1000);
      await opened.close();
    };
    org = await createTestOrg(rt.db, 'Webhook config test');
    other = await createTestOrg(rt.db, 'Webhook config other');
  });
  after(async () => stopApi?.());

  const call = async (method: string, p: string, opts: { key?: string | null; body?: unknown; rawBody?: string } = {}) => {
    const key = opts.key === undefined ? org.partnerKey : opts.key;
    const headers: Record<string, string> = {};
    if (key !== null) headers['x-api-key'] = key;
    let body: string | undefined;
    if (opts.rawBody !== undefined || opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = opts.rawBody ?? JSON.stringify(opts.body);
    }
    const res = await fetch(`${partner}${p}`, { method, headers, body });
    const text = await res.text();
    return { status: res.status, text, body: (text === '' ? undefined : JSON.parse(text)) as Body };
  };
  const register = (body: Json, key?: string) => call('POST', '/webhook-config', { body, key });
  const valid = (extra: Json = {}): Json => ({
    endpoint: 'https://hooks.partner.example.org/credential-events',
    apiKey: secret(),
    audience: 'partner',
    description: 'Admissions system, production',
    ...extra,
  });
  const storedSecret = async (id: string) => {
    const rows = (await rt.db.query('SELECT secret FROM webhook_configs WHERE id = ?', [id])) as { secret: string }[];
    return rows[0]?.secret;
  };

  describe('POST /webhook-config', () => {
    it('answers 201 with {id, endpoint, audience, description, createdAt, updatedAt}, never the apiKey; the secret is stored', async () => {
      const input = valid();
      const before = Date.now();
      const res = await register(input);
      expect(res.status, res.text).to.equal(201);
      expect(res.body.success).to.equal(true);
      const data = res.body.data as Json;
      expect(Object.keys(data).sort()).to.deep.equal([...VIEW_FIELDS].sort());
      expect(data.id).to.match(/^[a-f0-9]{24}$/);
      expect(data).to.include({ endpoint: input.endpoint, audience: 'partner', description: input.description });
      expect(Date.parse(String(data.createdAt))).to.be.within(before - 1000, Date.now() + 1000);
      expect(data.updatedAt).to.equal(data.createdAt);
      expect(res.text).to.not.include(String(input.apiKey));
      expect(res.text).to.not.include('apiKey');
      // Stored for delivery (x-api-key and the signature key), exactly as given.
      expect(await storedSecret(String(data.id))).to.equal(input.apiKey);
    });

    it('description is optional and reads null when not given', async () => {
      const { description: _omit, ...input } = valid();
      const res = await register(input);
      expect(res.status, res.text).to.equal(201);
      expect((res.body.data as Json).description).to.equal(null);
    });

    it('accepts a loopback endpoint when WEBHOOK_ALLOW_PRIVATE_TARGETS is true (the test default)', async () => {
      for (const endpoint of ['https://127.0.0.1:8443/hook', 'https://localhost/hook', 'https://[::1]/hook']) {
        const res = await register(valid({ endpoint }));
        expect(res.status, `${endpoint}: ${res.text}`).to.equal(201);
        expect((res.body.data as Json).endpoint).to.equal(endpoint);
      }
    });

    it('accepts an apiKey of exactly 16 and of exactly 256 visible ASCII characters', async () => {
      for (const apiKey of ['!'.repeat(15) + '~', 'k'.repeat(256)]) {
        const res = await register(valid({ apiKey }));
        expect(res.status, res.text).to.equal(201);
        expect(await storedSecret(String((res.body.data as Json).id))).to.equal(apiKey);
      }
    });

    type Bad = [string, { given: () => Json | string; detail?: string }];
    const bad: Bad[] = [
      ['an http:// endpoint', { given: () => valid({ endpoint: 'http://hooks.partner.example.org/events' }), detail: 'endpoint' }],
      ['an endpoint that is not a URL', { given: () => valid({ endpoint: 'hooks.partner.example.org' }), detail: 'endpoint' }],
      ['an endpoint with user:pass@', { given: () => valid({ endpoint: 'https://user:pass@hooks.partner.example.org/events' }), detail: 'endpoint' }],
      ['an endpoint with a fragment', { given: () => valid({ endpoint: 'https://hooks.partner.example.org/events#x' }), detail: 'endpoint' }],
      ['an endpoint over 2048 characters', { given: () => valid({ endpoint: `https://hooks.partner.example.org/${'a'.repeat(2048)}` }), detail: 'endpoint' }],
      ['a missing endpoint', { given: () => ({ apiKey: secret(), audience: 'partner' }), detail: 'endpoint' }],
      ['a missing apiKey', { given: () => ({ endpoint: 'https://hooks.partner.example.org/e', audience: 'partner' }), detail: 'apiKey' }],
      ['an apiKey of 15 characters', { given: () => valid({ apiKey: 'k'.repeat(15) }), detail: 'apiKey' }],
      ['an apiKey of 257 characters', { given: () => valid({ apiKey: 'k'.repeat(257) }), detail: 'apiKey' }],
      ['an apiKey with a space', { given: () => valid({ apiKey: 'abcdefgh ijklmnop' }), detail: 'apiKey' }],
      ['an apiKey with non-ASCII characters', { given: () => valid({ apiKey: 'clé-secrète-très-longue' }), detail: 'apiKey' }],
      ['an apiKey that is not a string', { given: () => valid({ apiKey: { value: 'k'.repeat(20) } }), detail: 'apiKey' }],
      ['a missing audience', { given: () => ({ endpoint: 'https://hooks.partner.example.org/e', apiKey: secret() }), detail: 'audience' }],
      ['audience internal', { given: () => valid({ audience: 'internal' }), detail: 'audience' }],
      ['audience Partner (case matters)', { given: () => valid({ audience: 'Partner' }), detail: 'audience' }],
      ['a description over 500 characters', { given: () => valid({ description: 'd'.repeat(501) }), detail: 'description' }],
      ['a description that is not a string', { given: () => valid({ description: 42 }), detail: 'description' }],
      ['an unknown field', { given: () => valid({ secret: 'k'.repeat(20) }), detail: 'secret' }],
      ['an unknown field (events filter)', { given: () => valid({ events: ['case.extraction.completed'] }), detail: 'events' }],
      ['a JSON array', { given: () => '[]' }],
      ['malformed JSON', { given: () => '{"endpoint": ' }],
      ['no body', { given: () => '' }],
    ];
    for (const [name, { given, detail }] of bad) {
      it(`answers 400 for ${name}, registers nothing and never echoes the apiKey`, async () => {
        const before = (await call('GET', '/webhook-config')).body.data as Json[];
        const input = given();
        const res = typeof input === 'string' ? await call('POST', '/webhook-config', { rawBody: input }) : await register(input);
        expect(res.status, res.text).to.equal(400);
        expect(res.body.statusCode).to.equal(400);
        expect(res.body.message).to.be.a('string');
        if (detail) expect((res.body.details ?? []).map((d) => d.path).join(' '), res.text).to.include(detail);
        if (typeof input !== 'string' && typeof input.apiKey === 'string') expect(res.text).to.not.include(input.apiKey);
        const after = (await call('GET', '/webhook-config')).body.data as Json[];
        expect(after).to.have.length(before.length);
      });
    }
  });

  describe('private targets refused at registration when WEBHOOK_ALLOW_PRIVATE_TARGETS=false (decision "Webhooks")', () => {
    let strict: TestServer;
    let strictOrg: TestOrg;
    before(async () => {
      strict = await startTestServer({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' });
      strictOrg = await createTestOrg(strict.rt.db, 'Webhook strict');
    });
    after(async () => strict?.close());

    const post = (endpoint: string) =>
      fetch(`${strict.partner}/webhook-config`, {
        method: 'POST',
        headers: { 'x-api-key': strictOrg.partnerKey, 'content-type': 'application/json' },
        body: JSON.stringify(valid({ endpoint })),
      });

    type Target = [string, { given: string; want: number }];
    const targets: Target[] = [
      ['IPv4 loopback', { given: 'https://127.0.0.1/hook', want: 400 }],
      ['IPv4 loopback with a port', { given: 'https://127.0.0.1:8443/hook', want: 400 }],
      ['IPv4 loopback written as one number', { given: 'https://2130706433/hook', want: 400 }],
      ['IPv4 loopback written in hex', { given: 'https://0x7f.1/hook', want: 400 }],
      ['IPv6 loopback', { given: 'https://[::1]/', want: 400 }],
      ['IPv4-mapped IPv6 loopback', { given: 'https://[::ffff:127.0.0.1]/', want: 400 }],
      ['the cloud metadata address', { given: 'https://169.254.169.254/latest/meta-data', want: 400 }],
      ['a private 10/8 address', { given: 'https://10.1.2.3/hook', want: 400 }],
      ['a private 192.168/16 address', { given: 'https://192.168.1.10/hook', want: 400 }],
      ['an IPv6 unique local address', { given: 'https://[fd00:ec2::254]/', want: 400 }],
      ['the unspecified address', { given: 'https://0.0.0.0/hook', want: 400 }],
      ['localhost', { given: 'https://localhost/', want: 400 }],
      ['LOCALHOST with a trailing dot', { given: 'https://LOCALHOST./hook', want: 400 }],
      ['a *.localhost name', { given: 'https://api.localhost/hook', want: 400 }],
      ['a public host name', { given: 'https://hooks.partner.example.org/events', want: 201 }],
      ['a public IP address', { given: 'https://93.184.216.34/events', want: 201 }],
    ];
    for (const [name, { given, want }] of targets) {
      it(`${want === 400 ? 'refuses' : 'accepts'} ${name} (${given})`, async () => {
        const res = await post(given);
        const body = (await res.json()) as Body;
        expect(res.status, JSON.stringify(body)).to.equal(want);
        if (want === 400) expect((body.details ?? []).map((d) => d.path)).to.include('endpoint');
      });
    }
  });

  describe('GET /webhook-config/{id}', () => {
    let created: Json;
    let apiKey: string;
    before(async () => {
      const input = valid({ description: 'read me' });
      apiKey = String(input.apiKey);
      created = (await register(input)).body.data as Json;
    });

    it('answers 200 with the configuration as registered, never the apiKey', async () => {
      const res = await call('GET', `/webhook-config/${String(created.id)}`);
      expect(res.status, res.text).to.equal(200);
      expect(res.body.data).to.deep.equal(created);
      expect(res.text).to.not.include(apiKey);
      expect(res.text).to.not.include('apiKey');
    });

    it('matches the id case-insensitively (decision "Identifiers")', async () => {
      const res = await call('GET', `/webhook-config/${String(created.id).toUpperCase()}`);
      expect(res.status, res.text).to.equal(200);
      expect((res.body.data as Json).id).to.equal(created.id);
    });

    type Miss = [string, { given: () => { id: string; key?: string }; want: number }];
    const misses: Miss[] = [
      ['an unknown id', { given: () => ({ id: newId() }), want: 404 }],
      ["another organization's configuration", { given: () => ({ id: String(created.id), key: other.partnerKey }), want: 404 }],
      ['a malformed id', { given: () => ({ id: 'not-a-config-id' }), want: 400 }],
      ['an id of 23 hex characters', { given: () => ({ id: String(created.id).slice(1) }), want: 400 }],
      ['a case number (not an id here)', { given: () => ({ id: '100001' }), want: 400 }],
    ];
    for (const [name, { given, want }] of misses) {
      it(`answers ${want} for ${name}`, async () => {
        const { id, key } = given();
        const res = await call('GET', `/webhook-config/${id}`, { key });
        expect(res.status, res.text).to.equal(want);
        expect(res.body.statusCode).to.equal(want);
        expect(res.text).to.not.include(apiKey);
      });
    }
  });

  describe('GET /webhook-config (additive, decision "Webhooks")', () => {
    it("lists the organization's configurations oldest first, without secrets; other organizations see none of them", async () => {
      const listOrg = await createTestOrg(rt.db, 'Webhook list');
      const secrets: string[] = [];
      const ids: string[] = [];
      for (const n of [1, 2, 3]) {
        const input = valid({ endpoint: `https://hooks.partner.example.org/events/${n}`, description: `endpoint ${n}` });
        secrets.push(String(input.apiKey));
        const res = await register(input, listOrg.partnerKey);
        expect(res.status, res.text).to.equal(201);
        ids.push(String((res.body.data as Json).id));
        // createdAt has millisecond precision; keep the three apart.
        await sleep(5);
      }
      const res = await call('GET', '/webhook-config', { key: listOrg.partnerKey });
      expect(res.status, res.text).to.equal(200);
      const data = res.body.data as Json[];
      expect(data.map((c) => c.id)).to.deep.equal(ids);
      expect(data.map((c) => c.endpoint)).to.deep.equal([1, 2, 3].map((n) => `https://hooks.partner.example.org/events/${n}`));
      for (const c of data) expect(Object.keys(c).sort()).to.deep.equal([...VIEW_FIELDS].sort());
      for (const s of secrets) expect(res.text).to.not.include(s);
      expect(res.text).to.not.include('apiKey');

      const others = await call('GET', '/webhook-config', { key: other.partnerKey });
      expect(others.status).to.equal(200);
      for (const id of ids) expect(others.text).to.not.include(id);
    });

    it('is an empty list for an organization without configurations', async () => {
      const empty = await createTestOrg(rt.db, 'Webhook empty');
      const res = await call('GET', '/webhook-config', { key: empty.partnerKey });
      expect(res.status).to.equal(200);
      expect(res.body.data).to.deep.equal([]);
    });

    it(`refuses more than ${MAX_WEBHOOK_CONFIGS} configurations per organization with 400; deleting one makes room`, async () => {
      const full = await createTestOrg(rt.db, 'Webhook full');
      const ids: string[] = [];
      for (let i = 0; i < MAX_WEBHOOK_CONFIGS; i++) {
        const res = await register(valid({ endpoint: `https://hooks.partner.example.org/n/${i}` }), full.partnerKey);
        expect(res.status, res.text).to.equal(201);
        ids.push(String((res.body.data as Json).id));
      }
      const over = await register(valid(), full.partnerKey);
      expect(over.status, over.text).to.equal(400);
      expect(over.body.message).to.match(/at most 20/);
      expect((await call('DELETE', `/webhook-config/${ids[0]}`, { key: full.partnerKey })).status).to.equal(204);
      expect((await register(valid(), full.partnerKey)).status).to.equal(201);
    });
  });

  describe('DELETE /webhook-config/{id} (additive, decision "Webhooks")', () => {
    it('answers 204 with no body; afterwards GET and DELETE answer 404 and the list omits it', async () => {
      const id = String(((await register(valid())).body.data as Json).id);
      const del = await call('DELETE', `/webhook-config/${id}`);
      expect(del.status).to.equal(204);
      expect(del.text).to.equal('');
      expect((await call('GET', `/webhook-config/${id}`)).status).to.equal(404);
      expect((await call('DELETE', `/webhook-config/${id}`)).status).to.equal(404);
      const list = (await call('GET', '/webhook-config')).body.data as Json[];
      expect(list.map((c) => c.id)).to.not.include(id);
    });

    it("answers 404 for another organization's configuration and leaves it in place", async () => {
      const id = String(((await register(valid())).body.data as Json).id);
      const res = await call('DELETE', `/webhook-config/${id}`, { key: other.partnerKey });
      expect(res.status, res.text).to.equal(404);
      expect((await call('GET', `/webhook-config/${id}`)).status).to.equal(200);
    });

    it('answers 400 for a malformed id and 404 for an unknown one', async () => {
      expect((await call('DELETE', '/webhook-config/xyz')).status).to.equal(400);
      expect((await call('DELETE', `/webhook-config/${newId()}`)).status).to.equal(404);
    });
  });

  describe('authentication (interface "Authentication": 401 and 403)', () => {
    let id: string;
    const keys: Record<string, string> = {};
    before(async () => {
      id = String(((await register(valid())).body.data as Json).id);
      keys.internal = (await createApiKey(rt.db, { organizationId: org.id, type: 'internal' })).apiKey;
      keys.operator = (await createApiKey(rt.db, { organizationId: org.id, type: 'operator' })).apiKey;
    });

    const routes: [string, () => { method: string; path: string; body?: Json }][] = [
      ['POST /webhook-config', () => ({ method: 'POST', path: '/webhook-config', body: valid() })],
      ['GET /webhook-config', () => ({ method: 'GET', path: '/webhook-config' })],
      ['GET /webhook-config/{id}', () => ({ method: 'GET', path: `/webhook-config/${id}` })],
      ['DELETE /webhook-config/{id}', () => ({ method: 'DELETE', path: `/webhook-config/${id}` })],
    ];
    type Auth = [string, { key: () => string | null; want: number }];
    const auth: Auth[] = [
      ['without a key', { key: () => null, want: 401 }],
      ['with an unknown key', { key: () => 'ck_0123456789abcdef01234567_' + 'B'.repeat(43), want: 401 }],
      ['with an internal key', { key: () => keys.internal!, want: 403 }],
      ['with an operator key', { key: () => keys.operator!, want: 403 }],
    ];
    for (const [route, request] of routes) {
      for (const [name, { key, want }] of auth) {
        it(`${route} ${name} answers ${want}`, async () => {
          const { method, path, body } = request();
          const res = await call(method, path, { key: key(), body });
          expect(res.status, res.text).to.equal(want);
          expect(res.body.statusCode).to.equal(want);
        });
      }
    }

    it('the configuration is untouched by the refused requests', async () => {
      expect((await call('GET', `/webhook-config/${id}`)).status).to.equal(200);
    });
  });

  describe('the secret is never logged', () => {
    it('no log line (debug level) contains the apiKey after create, read, list, a refused create and delete', async () => {
      const apiKey = secret();
      const badKey = secret();
      const start = logLines.length;
      // Anything printed straight to stdout/stderr (not through the logger) is caught too.
      const printed: string[] = [];
      const out = process.stdout.write.bind(process.stdout);
      const err = process.stderr.write.bind(process.stderr);
      const capture = (chunk: unknown) => {
        printed.push(String(chunk));
        return true;
      };
      let id: string;
      process.stdout.write = capture as typeof process.stdout.write;
      process.stderr.write = capture as typeof process.stderr.write;
      try {
        const created = await register(valid({ apiKey }));
        id = String((created.body.data as Json).id);
        await call('GET', `/webhook-config/${id}`);
        await call('GET', '/webhook-config');
        await register(valid({ apiKey: badKey, endpoint: 'http://plain.example.org/' }));
        await register(valid({ apiKey: badKey, endpoint: 'https://user:pass@hooks.partner.example.org/' }));
        await call('DELETE', `/webhook-config/${id}`);
        await sleep(100);
      } finally {
        process.stdout.write = out;
        process.stderr.write = err;
      }
      const lines = logLines.slice(start);
      // The logger is live: the requests above were logged (one line per request at least).
      expect(lines.filter((l) => (JSON.parse(l) as Json).msg === 'request').length).to.be.at.least(6);
      expect(lines.some((l) => l.includes('"operationId":"createWebhookConfig"'))).to.equal(true);
      for (const line of [...lines, ...printed]) {
        expect(line).to.not.include(apiKey);
        expect(line).to.not.include(badKey);
      }
      expect(await storedSecret(id!)).to.equal(apiKey);
    });
  });
});
