/**
 * The served API reference (README "Docs and clients"): `/docs` renders the bundled partner and
 * operator specs with Redoc from our own origin, in headless Chromium, under the pages'
 * Content-Security-Policy; and `/openapi/*` serves the bundled documents themselves.
 */
import { expect } from 'chai';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { parse } from 'yaml';
import { startTestServer, type TestServer } from '../support/server';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROOT = path.resolve(__dirname, '..', '..');

interface Violation {
  directive: string;
  blockedURI: string;
  sample: string;
}

describe('API reference at /docs and the spec files at /openapi', function () {
  this.timeout(120_000);
  let srv: TestServer;
  let browser: Browser;

  before(async () => {
    srv = await startTestServer();
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  });
  after(async () => {
    await browser?.close();
    await srv?.close();
  });

  const bundled = async (api: string) => readFile(path.join(ROOT, 'generated', api, 'openapi.yaml'), 'utf8');

  for (const [api, file] of [
    ['partner', 'partner-v1'],
    ['operator', 'operator-v1'],
  ] as const) {
    it(`serves generated/${api}/openapi.yaml as /openapi/${file}.yaml and .json, with no key`, async () => {
      const yaml = await fetch(`${srv.url}/openapi/${file}.yaml`);
      expect(yaml.status).to.equal(200);
      expect(yaml.headers.get('content-type')).to.equal('application/yaml; charset=utf-8');
      const text = await yaml.text();
      expect(text).to.equal(await bundled(api));

      const json = await fetch(`${srv.url}/openapi/${file}.json`);
      expect(json.status).to.equal(200);
      expect(json.headers.get('content-type')).to.equal('application/json; charset=utf-8');
      expect(await json.json()).to.deep.equal(parse(text));

      // Revalidation: the same ETag answers 304 without a body.
      const etag = yaml.headers.get('etag')!;
      const again = await fetch(`${srv.url}/openapi/${file}.yaml`, { headers: { 'if-none-match': etag } });
      expect(again.status).to.equal(304);
    });
  }

  it('answers 405 with Allow to another method on its paths, and leaves other paths alone', async () => {
    const post = await fetch(`${srv.url}/openapi/partner-v1.yaml`, { method: 'POST', body: '{}' });
    expect(post.status).to.equal(405);
    expect(post.headers.get('allow')).to.equal('GET, HEAD');
    expect(((await post.json()) as { statusCode: number }).statusCode).to.equal(405);
    const head = await fetch(`${srv.url}/docs`, { method: 'HEAD' });
    expect(head.status).to.equal(200);
    expect((await fetch(`${srv.url}/openapi/nope.yaml`)).status).to.equal(404);
    expect((await fetch(`${srv.url}/docs/nope`)).status).to.equal(404);
    expect((await fetch(`${srv.url}/healthz`)).status).to.equal(200);
  });

  it('serves the pages with a Content-Security-Policy that allows only own scripts, and the Redoc bundle from this origin', async () => {
    const res = await fetch(`${srv.url}/docs`);
    expect(res.status).to.equal(200);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).to.contain("default-src 'none'");
    expect(csp).to.contain("script-src 'self'");
    expect(csp).to.not.match(/script-src[^;]*('unsafe-inline'|'unsafe-eval'|https?:|\*)/);
    const html = await res.text();
    // No inline script and nothing loaded from elsewhere.
    expect(html).to.not.match(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).to.not.match(/(src|href)="https?:/);
    const bundle = await fetch(`${srv.url}/docs/assets/redoc.standalone.js`);
    expect(bundle.status).to.equal(200);
    expect(bundle.headers.get('content-type')).to.match(/^text\/javascript/);
    expect((await bundle.arrayBuffer()).byteLength).to.be.greaterThan(100_000);
  });

  /** Opens a docs page, records CSP violations and off-origin requests, and waits for Redoc's operations. */
  async function open(url: string): Promise<{ page: Page; violations: Violation[]; foreign: string[]; consoleErrors: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    const foreign: string[] = [];
    const consoleErrors: string[] = [];
    page.on('request', (req) => {
      const u = req.url();
      if (!u.startsWith(srv.url) && !u.startsWith('data:') && !u.startsWith('blob:')) foreign.push(u);
    });
    page.on('console', (msg) => {
      if (msg.type() === 'error') consoleErrors.push(msg.text());
    });
    // Runs before the page's own scripts, outside its CSP (Playwright injects it).
    await page.addInitScript(() => {
      const w = window as unknown as { __cspViolations: unknown[] };
      w.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        w.__cspViolations.push({ directive: e.violatedDirective, blockedURI: e.blockedURI, sample: e.sample });
      });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('[data-section-id^="operation/"]', { timeout: 60_000 });
    // Let Redoc finish (search worker, lazy sections) before collecting violations.
    await page.waitForTimeout(1000);
    const violations = (await page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations)) ?? [];
    return { page, violations, foreign, consoleErrors };
  }

  const operationIds = async (api: string): Promise<string[]> => {
    const doc = parse(await bundled(api)) as { paths: Record<string, Record<string, { operationId?: string }>> };
    return Object.values(doc.paths).flatMap((item) => Object.values(item).flatMap((op) => (op && typeof op === 'object' && op.operationId ? [op.operationId] : [])));
  };

  for (const [api, url] of [
    ['partner', '/docs'],
    ['operator', '/docs/operator'],
  ] as const) {
    it(`${url} renders every operation of the ${api} spec in Chromium with no CSP violation and nothing fetched elsewhere`, async () => {
      const { page, violations, foreign, consoleErrors } = await open(`${srv.url}${url}`);
      try {
        expect(violations, JSON.stringify(violations)).to.deep.equal([]);
        expect(consoleErrors.filter((m) => /Content Security Policy|Refused to/i.test(m))).to.deep.equal([]);
        expect(foreign).to.deep.equal([]);
        const rendered = await page.$$eval('[data-section-id^="operation/"]', (els) => els.map((e) => e.getAttribute('data-section-id')!.slice('operation/'.length)));
        expect(rendered).to.have.members(await operationIds(api));
        // The spec's title, from the document the page fetched.
        const doc = parse(await bundled(api)) as { info: { title: string } };
        expect(await page.locator('h1').first().innerText()).to.contain(doc.info.title);
      } finally {
        await page.context().close();
      }
    });
  }
});
