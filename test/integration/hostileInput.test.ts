import http from 'node:http';
import { expect } from 'chai';
import { startTestServer, type TestServer } from '../support/server';
import { createApiKey, createTestOrg, type TestOrg } from '../support/fixtures';
import { pdfBytes, submissionForm } from '../support/documents';
import { waitFor } from '../support/pipeline';

/** A raw request, so the path goes out byte for byte as written (fetch would normalise it). */
export function rawRequest(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Bad input of every kind is a 4xx in the error body (decision "Errors"), never a 500. */
describe('hostile input answers 4xx', function () {
  this.timeout(60_000);
  let srv: TestServer;
  let org: TestOrg;
  let operatorKey: string;

  before(async () => {
    srv = await startTestServer();
    org = await createTestOrg(srv.rt.db);
    operatorKey = (await createApiKey(srv.rt.db, { organizationId: org.id, type: 'operator' })).apiKey;
  });
  after(async () => srv?.close());

  describe('malformed percent-encoding', () => {
    const MALFORMED = ['%zz', '%E0%A4%A', '%', '%C3%28', 'abc%2'];

    for (const bad of MALFORMED) {
      it(`a path parameter "${bad}" answers 400 on the partner API`, async () => {
        const res = await rawRequest(srv.url, 'GET', `/partner/v1/cases/${bad}`, { 'x-api-key': org.partnerKey });
        expect(res.status).to.equal(400);
        const body = JSON.parse(res.body);
        expect(body).to.include({ statusCode: 400, error: 'Bad Request' });
        expect(body.message).to.match(/percent-encoding/);
      });
    }

    it('answers 400 on the operator API, a nested route and a query', async () => {
      const key = { 'x-api-key': operatorKey };
      for (const path of [
        '/operator/v1/cases/%zz',
        '/operator/v1/cases/0123456789abcdef01234567/evaluations/%E0%A4%A',
        '/operator/v1/cases?limit=%zz',
        '/partner/v1/cases?cursor=%E0%A4%A',
      ]) {
        const res = await rawRequest(srv.url, 'GET', path, path.startsWith('/partner') ? { 'x-api-key': org.partnerKey } : key);
        expect(res.status, path).to.equal(400);
        expect(JSON.parse(res.body).statusCode, path).to.equal(400);
      }
    });

    it('answers 400 on the operator UI and without a key', async () => {
      for (const path of ['/operator/ui/cases/%zz', '/operator/ui/cases?q=%E0%A4%A', '/partner/v1/cases/%zz']) {
        const res = await rawRequest(srv.url, 'GET', path);
        expect(res.status, path).to.equal(400);
        expect(JSON.parse(res.body).statusCode, path).to.equal(400);
      }
    });

    it('well-formed escapes still route normally', async () => {
      const res = await rawRequest(srv.url, 'GET', '/partner/v1/cases/%30%31', { 'x-api-key': org.partnerKey });
      expect(res.status).to.equal(404);
    });
  });

  describe('stored fields', () => {
    it('operator case metadata beyond what the database holds answers 400, not 500', async () => {
      const metadata = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`field${i}`, 'x'.repeat(2000)]));
      const res = await fetch(`${srv.url}/operator/v1/cases`, {
        method: 'POST',
        headers: { 'x-api-key': operatorKey, 'content-type': 'application/json' },
        body: JSON.stringify({ metadata }),
      });
      expect(res.status).to.equal(400);
      const body = (await res.json()) as { statusCode: number; details: { path: string; message: string }[] };
      expect(body.details[0]).to.deep.include({ path: 'metadata' });
      expect(body.details[0]!.message).to.match(/65535 bytes/);
    });

    it('an externalId without a visible character answers 400', async () => {
      for (const externalId of ['   ', '\u200b\u200b', '\u0000']) {
        const res = await fetch(`${srv.partner}/cases`, {
          method: 'POST',
          headers: { 'x-api-key': org.partnerKey },
          body: submissionForm({ externalId }, [{ name: 'a.pdf', type: 'application/pdf', data: pdfBytes('visible') }]),
        });
        expect(res.status, JSON.stringify(externalId)).to.equal(400);
        const body = (await res.json()) as { details: { path: string }[] };
        expect(body.details.some((d) => d.path === 'externalId' || d.path === 'body.externalId')).to.equal(true);
      }
    });

    it('a chunked JSON body over 1 MiB answers 413 in the error body, and the client reads it', async () => {
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === 0) controller.enqueue(Buffer.from('{"description": "'));
          if (sent > 4 * 1024 * 1024) return controller.close();
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const res = await fetch(`${srv.partner}/webhook-config`, {
        method: 'POST',
        headers: { 'x-api-key': org.partnerKey, 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(res.status).to.equal(413);
      expect(((await res.json()) as { statusCode: number }).statusCode).to.equal(413);
    });

    it('a webhook endpoint on port 0 answers 400', async () => {
      const res = await fetch(`${srv.partner}/webhook-config`, {
        method: 'POST',
        headers: { 'x-api-key': org.partnerKey, 'content-type': 'application/json' },
        body: JSON.stringify({ endpoint: 'https://example.com:0/', apiKey: 'whk_0123456789abcdef', audience: 'partner' }),
      });
      expect(res.status).to.equal(400);
      expect(((await res.json()) as { details: { message: string }[] }).details[0]!.message).to.match(/port from 1 to 65535/);
    });
  });

  describe('HEAD', () => {
    it('works wherever GET does, with the headers and no body', async () => {
      const get = await rawRequest(srv.url, 'GET', '/partner/v1/cases?limit=1', { 'x-api-key': org.partnerKey });
      const head = await rawRequest(srv.url, 'HEAD', '/partner/v1/cases?limit=1', { 'x-api-key': org.partnerKey });
      expect(get.status).to.equal(200);
      expect(head.status).to.equal(200);
      expect(head.body).to.equal('');
      expect(head.headers['content-type']).to.equal(get.headers['content-type']);
      const op = await rawRequest(srv.url, 'HEAD', '/operator/v1/cases', { 'x-api-key': operatorKey });
      expect(op.status).to.equal(200);
      expect(op.body).to.equal('');
    });

    it('answers as GET would for a missing resource, and lists HEAD in Allow', async () => {
      const head = await rawRequest(srv.url, 'HEAD', '/partner/v1/cases/0123456789abcdef01234567', { 'x-api-key': org.partnerKey });
      expect(head.status).to.equal(404);
      const put = await rawRequest(srv.url, 'PUT', '/partner/v1/cases', { 'x-api-key': org.partnerKey });
      expect(put.status).to.equal(405);
      expect(put.headers.allow).to.match(/GET, HEAD/);
    });
  });
});

describe('/verify is rate-limited per client address', function () {
  this.timeout(60_000);
  let srv: TestServer;

  before(async () => {
    srv = await startTestServer({ RATE_LIMIT_MAX: '5' });
    // This window's count of the address starts from nothing (the client keeps no offline queue:
    // its commands need the connection up).
    await waitFor('the server\'s Redis client to be ready', async () => srv.rt.redis.isReady);
    const stale = await srv.rt.redis.keys('ratelimit:public:*');
    if (stale.length > 0) await srv.rt.redis.del(stale);
  });
  after(async () => srv?.close());

  it('answers an HTML 429 page with Retry-After past the limit, then nothing is looked up', async () => {
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${srv.url}/verify/0123456789abcdef01234567/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA${i % 10}`);
      statuses.push(res.status);
      if (res.status === 429) limited = res;
      else await res.text();
    }
    expect(statuses.slice(0, 5)).to.deep.equal([404, 404, 404, 404, 404]);
    // 12 requests over at most two fixed windows of 5: at least 2 refused wherever the boundary falls.
    expect(statuses.filter((s) => s === 429).length).to.be.at.least(2);
    expect(limited!.headers.get('retry-after')).to.match(/^\d+$/);
    expect(limited!.headers.get('content-type')).to.equal('text/html; charset=utf-8');
    expect(await limited!.text()).to.include('Too many requests');
  });
});
