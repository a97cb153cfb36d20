import { expect } from 'chai';
import { startTestServer, type TestServer } from '../support/server';
import { createApiKey, createTestOrg, type TestOrg } from '../support/fixtures';
import { scratchDatabase, type ScratchDatabase } from '../support/cases';
import { clearPrefix, uniquePrefix } from '../support/pipeline';
import { STYLESHEET_ETAG } from '../../src/api/ui/assets';

/**
 * The routes beside the specs (health, readiness, verification page, operator UI) as @koa/router
 * routes: exact paths (no trailing slash, case-sensitive), any method where one was enough, the
 * UI's 404/405/sign-in answers by path, method and session, and its cookies through Koa's API.
 */
describe('routes beside the specs', function () {
  this.timeout(60_000);
  let scratch: ScratchDatabase;
  let srv: TestServer;
  let org: TestOrg;
  let operatorKey: string;
  let prefix: string;
  let sid: string;
  let csrf: string;
  const HEX = '0123456789abcdef01234567';

  const ui = (p = '') => `${srv.url}/operator/ui${p}`;
  const withSession = (init: RequestInit = {}): RequestInit => ({ redirect: 'manual', ...init, headers: { cookie: `opui_sid=${sid}`, ...(init.headers ?? {}) } });
  const form = (fields: Record<string, string>): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });

  before(async () => {
    scratch = await scratchDatabase('routing');
    prefix = uniquePrefix('routing');
    srv = await startTestServer({ DATABASE_URL: scratch.url, QUEUE_PREFIX: prefix });
    org = await createTestOrg(srv.rt.db);
    operatorKey = (await createApiKey(srv.rt.db, { organizationId: org.id, type: 'operator' })).apiKey;
    const page = await fetch(ui('/sign-in'));
    const login = /opui_login=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')![1]!;
    const token = /name="_login" value="([^"]+)"/.exec(await page.text())![1]!;
    const res = await fetch(ui('/sign-in'), {
      ...form({ _login: token, apiKey: operatorKey }),
      redirect: 'manual',
      headers: { cookie: `opui_login=${login}`, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).to.equal(303);
    sid = /opui_sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!;
    csrf = /name="_csrf" value="([^"]+)"/.exec(await (await fetch(ui('/cases'), withSession())).text())![1]!;
  });
  after(async () => {
    await srv?.close();
    await scratch?.drop();
    if (prefix) await clearPrefix(prefix);
  });

  it('answers /healthz for any method, and only at its exact path', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await fetch(`${srv.url}/healthz`, { method });
      expect(res.status, method).to.equal(200);
      expect(await res.json()).to.deep.equal({ status: 'ok' });
    }
    for (const p of ['/healthz/', '/HEALTHZ', '/healthzz']) {
      const res = await fetch(`${srv.url}${p}`);
      expect(res.status, p).to.equal(404);
      expect(((await res.json()) as { message: string }).message).to.equal('No such route');
    }
    const ready = await fetch(`${srv.url}/readyz`);
    expect(ready.status).to.equal(200);
    expect(((await ready.json()) as { ready: boolean }).ready).to.equal(true);
  });

  it('sends every path under /verify to the verification page, and nothing beside it', async () => {
    for (const p of ['/verify', '/verify/', `/verify/${HEX}`, `/verify/${HEX}/token/extra`]) {
      const res = await fetch(`${srv.url}${p}`);
      expect(res.status, p).to.equal(404);
      expect(res.headers.get('content-type'), p).to.match(/^text\/html/);
      expect(await res.text(), p).to.contain('Report not found');
    }
    const post = await fetch(`${srv.url}/verify/${HEX}/token`, { method: 'POST' });
    expect(post.status).to.equal(405);
    expect(post.headers.get('allow')).to.equal('GET, HEAD');
    const beside = await fetch(`${srv.url}/verifyx`);
    expect(beside.status).to.equal(404);
    expect(beside.headers.get('content-type')).to.match(/^application\/json/);
  });

  it('hands /partner/v1 and /operator/v1 paths to their specs, and nothing beside them', async () => {
    const partner = await fetch(`${srv.partner}/cases`);
    expect(partner.status).to.equal(401);
    const operator = await fetch(`${srv.url}/operator/v1/cases`);
    expect(operator.status).to.equal(401);
    // The prefix itself and below it, partner requests going straight to their stack (app.ts).
    for (const p of ['/partner/v1', '/partner/v1/', '/partner/v1/no/such/operation']) expect((await fetch(`${srv.url}${p}`)).status, p).to.equal(401);
    for (const p of ['/partner/v1x', '/partner', '/operator/v1x', '/Partner/v1/cases', '/docs/partner/v1']) {
      const res = await fetch(`${srv.url}${p}`, { headers: { 'x-api-key': org.partnerKey } });
      expect(res.status, p).to.equal(404);
      expect(((await res.json()) as { message: string }).message, p).to.equal('No such route');
    }
  });

  it('serves the stylesheet with its ETag, and 304 for a fresh copy', async () => {
    const res = await fetch(ui('/static/ui.css'));
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.equal('text/css; charset=utf-8');
    expect(res.headers.get('etag')).to.equal(STYLESHEET_ETAG);
    expect(res.headers.get('cache-control')).to.equal('public, max-age=3600');
    const again = await fetch(ui('/static/ui.css'), { headers: { 'if-none-match': STYLESHEET_ETAG } });
    expect(again.status).to.equal(304);
  });

  it('sends a browser without a session to the sign-in page, whatever the path', async () => {
    for (const p of ['', '/', '/cases', '/no-such-page', `/cases/${HEX}`, '/cases/not-an-id']) {
      const res = await fetch(ui(p), { redirect: 'manual' });
      expect(res.status, p).to.equal(303);
      expect(res.headers.get('location'), p).to.equal('/operator/ui/sign-in');
    }
    const post = await fetch(ui('/cases'), { ...form({}), redirect: 'manual' });
    expect(post.status).to.equal(403);
  });

  it('answers a signed-in browser 404 for no page, 405 for another method, and the page for HEAD', async () => {
    for (const p of ['/no-such-page', '/cases/', '/Cases', '/cases/not-an-id', `/cases/${HEX}/nothing`, '//cases']) {
      const res = await fetch(ui(p), withSession());
      expect(res.status, p).to.equal(404);
      expect(await res.text(), p).to.contain('There is no such page.');
    }
    // A path that is no page is a 404 before the form's CSRF token is looked at.
    const noPage = await fetch(ui('/cases/not-an-id/credentials'), withSession(form({})));
    expect(noPage.status).to.equal(404);
    for (const [method, p] of [
      ['DELETE', '/cases'],
      ['POST', `/cases/${HEX}`],
      ['PUT', '/sign-in'],
      ['GET', '/sign-out'],
    ] as const) {
      const res = await fetch(ui(p), withSession({ method }));
      expect(res.status, `${method} ${p}`).to.equal(405);
      expect(res.headers.get('allow'), `${method} ${p}`).to.equal('GET, HEAD, POST');
    }
    const head = await fetch(ui('/cases'), withSession({ method: 'HEAD' }));
    expect(head.status).to.equal(200);
    for (const p of ['', '/']) {
      const res = await fetch(ui(p), withSession());
      expect(res.status, p).to.equal(303);
      expect(res.headers.get('location'), p).to.equal('/operator/ui/cases');
    }
    // The CSRF token is checked on a page that exists.
    const noToken = await fetch(ui('/cases'), withSession(form({})));
    expect(noToken.status).to.equal(403);
    const created = await fetch(ui('/cases'), withSession(form({ _csrf: csrf })));
    expect(created.status).to.equal(303);
    expect(created.headers.get('location')).to.match(/^\/operator\/ui\/cases\/[0-9a-f]{24}$/);
  });

  it('sets its cookies on the UI path only, HttpOnly and SameSite=Strict, and removes the session cookie on sign-out', async () => {
    const page = await fetch(ui('/sign-in'));
    const login = page.headers.get('set-cookie') ?? '';
    expect(login).to.match(/^opui_login=[A-Za-z0-9_-]+;/);
    expect(login.toLowerCase()).to.contain('path=/operator/ui').and.contain('httponly').and.contain('samesite=strict');
    expect(login.toLowerCase()).to.not.contain('secure');

    const out = await fetch(ui('/sign-out'), withSession(form({ _csrf: csrf })));
    expect(out.status).to.equal(303);
    expect(out.headers.get('location')).to.equal('/operator/ui/sign-in?ended=signed-out');
    const cleared = out.headers.get('set-cookie') ?? '';
    expect(cleared).to.match(/^opui_sid=;/);
    expect(cleared.toLowerCase()).to.contain('path=/operator/ui');
    const after = await fetch(ui('/cases'), withSession());
    expect(after.status).to.equal(303);
    expect(after.headers.get('location')).to.equal('/operator/ui/sign-in?ended=expired');
  });
});
