import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { chromium, type Browser, type BrowserContext, type Page, type Response as PwResponse } from 'playwright-core';
import { startTestServer, type TestServer } from '../support/server';
import { createApiKey, createTestOrg, revokeApiKey, type TestOrg } from '../support/fixtures';
import { scratchDatabase, type ScratchDatabase } from '../support/cases';
import { clearPrefix, uniquePrefix } from '../support/pipeline';
import { pdfBytes, submissionForm } from '../support/documents';
import { SessionStore } from '../../src/api/ui/session';
import { createOperatorCase } from '../../src/domain/cases/operatorCases';
import { UI_CSP } from '../../src/api/ui';

interface Json {
  [key: string]: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The operator UI (/operator/ui) driven in headless Chromium against the real
 * server, MariaDB and Redis: sign-in with an operator key (other keys refused), a case created,
 * a credential entered by hand, a target institute, a general evaluation started, completed with
 * an equivalency and two courses, reopened, combined statements written by hand; what the partner
 * API reads after each step; validation errors shown next to the fields; CSRF and CSP.
 * A screenshot is taken at each major step. A scratch database, as the app's outbox is read whole.
 */
describe('operator UI (/operator/ui)', function () {
  this.timeout(180_000);
  let scratch: ScratchDatabase;
  let srv: TestServer;
  let org: TestOrg;
  let operatorKey: string;
  let prefix: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let shots: string;
  const screenshots: string[] = [];

  before(async () => {
    scratch = await scratchDatabase('operator_ui');
    prefix = uniquePrefix('operator-ui');
    srv = await startTestServer({ DATABASE_URL: scratch.url, QUEUE_PREFIX: prefix });
    org = await createTestOrg(srv.rt.db);
    operatorKey = (await createApiKey(srv.rt.db, { organizationId: org.id, type: 'operator' })).apiKey;
    shots = await mkdtemp(path.join(tmpdir(), 'operator-ui-'));
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  after(async () => {
    await browser?.close();
    await srv?.close();
    await scratch?.drop();
    if (prefix) await clearPrefix(prefix);
    // KEEP_UI_SCREENSHOTS=1 keeps them (the directory is printed) to look at the pages.
    if (shots && process.env.KEEP_UI_SCREENSHOTS) console.log(`screenshots kept in ${shots}`);
    else if (shots) await rm(shots, { recursive: true, force: true });
  });

  const ui = (p = '') => `${srv.url}/operator/ui${p}`;
  const shot = async (name: string) => {
    const file = path.join(shots, `${String(screenshots.length + 1).padStart(2, '0')}-${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    screenshots.push(file);
    const bytes = await readFile(file);
    expect(bytes.length, `${name}.png`).to.be.greaterThan(1000);
    expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), `${name}.png is a PNG`).to.equal(true);
  };
  const partner = async (p: string): Promise<{ status: number; body: Json }> => {
    const res = await fetch(`${srv.partner}${p}`, { headers: { 'x-api-key': org.partnerKey } });
    return { status: res.status, body: (await res.json()) as Json };
  };
  const flash = () => page.locator('.flash').first().innerText();
  /** Clicks a submit button and waits for the page it leads to (after the POST's redirect). */
  const submit = async (button: ReturnType<Page['getByRole']>): Promise<PwResponse | null> => {
    const [res] = await Promise.all([page.waitForNavigation(), button.click()]);
    return res;
  };
  const sessionCookie = async (): Promise<string> => {
    const c = (await context.cookies()).find((x) => x.name === 'opui_sid');
    expect(c, 'session cookie').to.not.equal(undefined);
    return c!.value;
  };

  let caseId: string;
  let caseNumber: number;
  let credentialId: string;
  let evaluationUrl: string;
  let targetId: string;

  it('redirects to the sign-in page, sends the CSP, and refuses keys that are not operator keys of an organization', async () => {
    const res = await page.goto(ui('/cases'));
    expect(page.url()).to.match(/\/operator\/ui\/sign-in/);
    expect(res!.headers()['content-security-policy']).to.equal(UI_CSP);
    expect(res!.headers()['x-frame-options']).to.equal('DENY');
    expect(await page.getByRole('heading', { name: 'Operator sign-in' }).isVisible()).to.equal(true);

    for (const [key, message] of [
      ['ck_nonsense', /not valid/],
      [org.partnerKey, /partner key/],
    ] as const) {
      await page.getByLabel('Operator API key').fill(key);
      const r = await submit(page.getByRole('button', { name: 'Sign in' }));
      expect(r!.status()).to.equal(401);
      expect(await page.getByRole('alert').innerText()).to.match(message);
    }
    const html = await page.content();
    expect(html).to.not.contain(org.partnerKey);
    expect((await context.cookies()).some((c) => c.name === 'opui_sid')).to.equal(false);
    await shot('sign-in-refused');
  });

  it('signs in with an operator key; the cookie holds a random session id, never the key', async () => {
    await page.getByLabel('Operator API key').fill(operatorKey);
    await submit(page.getByRole('button', { name: 'Sign in' }));
    expect(page.url()).to.equal(ui('/cases'));
    expect(await page.getByRole('heading', { name: 'Cases' }).isVisible()).to.equal(true);
    const cookie = (await context.cookies()).find((c) => c.name === 'opui_sid')!;
    expect(cookie.value).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.httpOnly).to.equal(true);
    expect(cookie.sameSite).to.equal('Strict');
    expect(cookie.path).to.equal('/operator/ui');
    expect(cookie.value).to.not.contain(operatorKey.slice(3, 27));
    expect(await page.content()).to.not.contain(operatorKey);
    await shot('cases');
  });

  it('creates a case', async () => {
    await submit(page.getByRole('button', { name: 'Create a case' }));
    const m = /\/operator\/ui\/cases\/([a-f0-9]{24})$/.exec(page.url());
    expect(m, page.url()).to.not.equal(null);
    caseId = m![1]!;
    const heading = await page.getByRole('heading', { level: 1 }).innerText();
    caseNumber = Number(/Case (\d+)/.exec(heading)![1]);
    expect(await flash()).to.contain(`Case ${caseNumber} created`);
    // The case list finds it by case number.
    await page.goto(ui(`/cases?q=${caseNumber}`));
    expect(await page.getByRole('link', { name: `Case ${caseNumber}` }).count()).to.equal(1);
    await page.goto(ui(`/cases/${caseId}`));
    await shot('case-created');
  });

  it('adds a credential by hand, showing the domain validation errors next to the fields first', async () => {
    await page.getByRole('link', { name: 'Add a credential by hand' }).click();
    await page.getByLabel('Candidate full name').fill('Amara <b>Okafor</b>');
    await page.getByLabel('Institution name').fill('University of Lagos');
    await page.getByLabel('Qualification name').fill('Bachelor of Science');
    await page.getByLabel('Year of admission').fill('15');
    let res = await submit(page.getByRole('button', { name: 'Add credential' }));
    expect(res!.status()).to.equal(400);
    expect(await page.locator('#err-qualification_yearOfAdmission').innerText()).to.contain('four-digit year');
    // What was typed is kept.
    expect(await page.getByLabel('Candidate full name').inputValue()).to.equal('Amara <b>Okafor</b>');
    await shot('credential-invalid');

    await page.getByLabel('Year of admission').fill('2015');
    await page.getByLabel('Year of completion').fill('2019');
    res = await submit(page.getByRole('button', { name: 'Add credential' }));
    expect(res!.status()).to.equal(200);
    expect(page.url()).to.equal(ui(`/cases/${caseId}`));
    credentialId = /Credential ([a-f0-9]{24}) added/.exec(await flash())![1]!;
    // Escaped, shown as text.
    expect(await page.locator('dl.facts dd', { hasText: 'Okafor' }).first().innerText()).to.contain('Amara <b>Okafor</b>');
    expect(await page.locator('b', { hasText: 'Okafor' }).count()).to.equal(0);
    await shot('credential-added');
  });

  it('manages target institutes: create, rename, names escaped', async () => {
    await page.getByRole('link', { name: 'Target institutes' }).click();
    await page.getByLabel('Name').fill('<script>alert(1)</script> Institute');
    await submit(page.getByRole('button', { name: 'Create target institute' }));
    expect(await flash()).to.contain('created');
    expect(await page.locator('script').count()).to.equal(0);
    const renameBox = page.getByLabel('New name for <script>alert(1)</script> Institute');
    await renameBox.fill('Harvard Extension School');
    await submit(page.getByRole('button', { name: 'Rename' }));
    expect(await flash()).to.contain('renamed to Harvard Extension School');
    // An empty name: the domain's message on the row, not a 500.
    await page.getByLabel('New name for Harvard Extension School').fill('   ');
    const res = await submit(page.getByRole('button', { name: 'Rename' }));
    expect(res!.status()).to.equal(400);
    expect(await page.getByRole('alert').innerText()).to.contain('must not be empty');
    const action = await page.locator('form[action$="/delete"]').getAttribute('action');
    targetId = /target-institutes\/([a-f0-9]{24})\/delete/.exec(action!)![1]!;
    await shot('target-institutes');
  });

  it('creates a general evaluation and starts it', async () => {
    await page.goto(ui(`/cases/${caseId}`));
    const card = page.locator('section.card', { has: page.locator(`#cred-${credentialId}`) });
    await card.getByLabel('Evaluate for').selectOption('general');
    await submit(card.getByRole('button', { name: 'Create evaluation' }));
    expect(page.url()).to.match(/\/operator\/ui\/evaluations\/[a-f0-9]{24}$/);
    evaluationUrl = page.url();
    expect(await page.locator('dl.facts .badge').first().innerText()).to.equal('queued');
    await shot('evaluation-queued');

    await submit(page.getByRole('button', { name: 'Start processing' }));
    expect(await flash()).to.contain('processing');
    expect(await page.locator('dl.facts .badge').first().innerText()).to.equal('processing');
    const p = await partner(`/cases/${caseId}/evaluation`);
    expect(p.status).to.equal(200);
    expect(p.body.data.status).to.equal('processing');
  });

  it('completes it with an equivalency and two courses (errors first), and the partner API reads it completed', async () => {
    await page.getByLabel('U.S. equivalency').fill("Bachelor's degree");
    await page.getByLabel('Evaluated as').fill('Bachelor of Science');
    await page.getByLabel('Field of study').fill('Computer Science');
    await page.getByLabel('Statement').fill('Equivalent to a four-year U.S. bachelor’s degree.');
    await page.getByLabel('GPA (weighted)').fill('3,65');
    await page.getByLabel('GPA (unweighted)').fill('3.50');
    await page.getByLabel('Total credits').fill('120');
    await page.getByLabel('Disclaimer').fill('Evaluated from copies');
    await page.getByLabel('Course 1 name').fill('Calculus I');
    await page.getByLabel('Course 1 grade').fill('A');
    await page.getByLabel('Course 1 point').fill('4');
    await page.getByLabel('Course 1 credit').fill('3');
    await page.getByLabel('Course 2 name').fill('Physics');
    await page.getByLabel('Course 2 grade').fill('B');
    await page.getByLabel('Course 2 point').fill('3');
    await page.getByLabel('Course 2 credit').fill('-4');
    await page.getByLabel('Note').fill('Checked against the registrar list.');
    // More rows by re-rendering, keeping what was typed.
    const rowsBefore = await page.locator('table.courses tbody tr').count();
    await submit(page.getByRole('button', { name: 'Add 3 course rows' }));
    expect(await page.locator('table.courses tbody tr').count()).to.equal(rowsBefore + 3);
    expect(await page.getByLabel('Course 2 name').inputValue()).to.equal('Physics');

    let res = await submit(page.getByRole('button', { name: 'Complete evaluation' }));
    expect(res!.status()).to.equal(400);
    expect(await page.locator('#err-equivalency_gpa_weighted').innerText()).to.contain('decimal');
    expect(await page.locator('#err-equivalency_creditUnit').innerText()).to.contain('required');
    expect(await page.locator('#err-equivalency_disclaimer').innerText()).to.contain('**');
    expect(await page.locator('#err-courses_1__credit').innerText()).to.contain('at least 0');
    await shot('evaluation-invalid');

    await page.getByLabel('GPA (weighted)').fill('3.65');
    await page.getByLabel('Credit unit').selectOption('Semester Credits');
    await page.getByLabel('Disclaimer').fill('**Evaluated from copies');
    await page.getByLabel('Course 2 credit').fill('4');
    res = await submit(page.getByRole('button', { name: 'Complete evaluation' }));
    expect(res!.status()).to.equal(200);
    expect(page.url()).to.equal(evaluationUrl);
    expect(await flash()).to.contain('Evaluation completed');
    expect(await page.locator('dl.facts .badge').first().innerText()).to.equal('completed');
    await shot('evaluation-completed');

    const p = await partner(`/cases/${caseId}/evaluation`);
    expect(p.status).to.equal(200);
    expect(p.body.data.status).to.equal('completed');
    const row = p.body.data.credentials.find((c: Json) => c.credentialId === credentialId).evaluations[0];
    expect(row.status).to.equal('completed');
    expect(row.targetInstitute).to.equal(null);
    expect(row.equivalency).to.deep.include({ usEquivalency: "Bachelor's degree", totalCredits: 120, creditUnit: 'Semester Credits', disclaimer: '**Evaluated from copies' });
    expect(row.equivalency.gpa).to.deep.equal({ weighted: '3.65', unweighted: '3.50' });
    expect(row.courses.map((c: Json) => [c.courseName, c.grade, c.point, c.credit])).to.deep.equal([
      ['Calculus I', 'A', 4, 3],
      ['Physics', 'B', 3, 4],
    ]);
    expect(row.note).to.equal('Checked against the registrar list.');
  });

  it('reopens it: the partner API shows the row processing without its output', async () => {
    await submit(page.getByRole('button', { name: 'Reopen' }));
    expect(await flash()).to.contain('reopened');
    expect(await page.locator('dl.facts .badge').first().innerText()).to.equal('processing');
    // The operator still sees the last output and can correct it.
    expect(await page.getByLabel('GPA (weighted)').inputValue()).to.equal('3.65');
    expect(await page.getByLabel('Course 2 name').inputValue()).to.equal('Physics');
    await shot('evaluation-reopened');

    const p = await partner(`/cases/${caseId}/evaluation`);
    expect(p.body.data.status).to.equal('processing');
    const row = p.body.data.credentials.find((c: Json) => c.credentialId === credentialId).evaluations[0];
    expect(row.status).to.equal('processing');
    expect(row).to.not.have.property('equivalency');
    expect(row).to.not.have.property('courses');
  });

  it('writes the combined statements by hand once every credential is evaluated, and sees them completed', async () => {
    await page.goto(ui(`/cases/${caseId}`));
    const general = page.locator('tr', { hasText: 'General' }).filter({ has: page.getByRole('link', { name: 'Open combined equivalency' }) });
    await general.getByRole('link', { name: 'Open combined equivalency' }).click();
    const combinedPage = page.url();
    expect(await page.getByRole('heading', { name: 'Combined equivalency: General' }).isVisible()).to.equal(true);
    // Production is refused while a credential has no completed evaluation: a message, not a 500.
    await submit(page.getByRole('button', { name: 'Ask the service to produce it' }));
    expect(await flash()).to.contain('cannot be produced yet');
    // Nothing typed: the domain's message.
    let res = await submit(page.getByRole('button', { name: 'Save statements' }));
    expect(res!.status()).to.equal(400);
    expect(await page.getByRole('alert').innerText()).to.contain('at least one statement');
    // The reopened evaluation leaves the credential pending: statements are refused like production
    // (combined completed needs every evaluable credential evaluated for the target).
    await page.getByLabel('Statement 2').fill('Equivalent to a U.S. bachelor’s degree in computer science.');
    await submit(page.getByRole('button', { name: 'Save statements' }));
    expect(await flash()).to.contain('cannot be written yet');
    // Completed again (the reopened form keeps its last output); then the statements are taken.
    await page.goto(evaluationUrl);
    await submit(page.getByRole('button', { name: 'Complete evaluation' }));
    expect(await flash()).to.contain('Evaluation completed');
    await page.goto(combinedPage);
    await page.getByLabel('Statement 2').fill('Equivalent to a U.S. bachelor’s degree in computer science.');
    res = await submit(page.getByRole('button', { name: 'Save statements' }));
    expect(res!.status()).to.equal(200);
    expect(await flash()).to.contain('Statements saved');
    expect(await page.locator('dl.facts .badge').first().innerText()).to.equal('completed');
    expect(await page.locator('ol li').first().innerText()).to.contain('written by hand');
    await shot('combined-written');

    const p = await partner(`/cases/${caseId}/evaluation/combined`);
    expect(p.status).to.equal(200);
    expect(p.body.data.combinedEquivalencies).to.deep.equal([{ equivalency: 'Equivalent to a U.S. bachelor’s degree in computer science.', credentialIds: [] }]);
  });

  it('refuses to delete a target institute evaluations use, with the 409 as a message', async () => {
    await page.goto(ui(`/cases/${caseId}`));
    const card = page.locator('section.card', { has: page.locator(`#cred-${credentialId}`) });
    await card.getByLabel('Evaluate for').selectOption(targetId);
    await submit(card.getByRole('button', { name: 'Create evaluation' }));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).to.equal('Evaluation: Harvard Extension School');
    await page.goto(ui('/target-institutes'));
    await submit(page.getByRole('button', { name: 'Delete' }));
    expect(await flash()).to.contain('cannot be deleted');
    expect(await page.locator('tbody tr').count()).to.equal(1);
    await shot('target-delete-refused');
  });

  it('refuses a POST without the CSRF token of the session (403), and accepts one with it', async () => {
    const sid = await sessionCookie();
    const post = (body: Record<string, string>) =>
      fetch(ui('/cases'), { method: 'POST', redirect: 'manual', headers: { cookie: `opui_sid=${sid}`, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body) });
    const none = await post({});
    expect(none.status).to.equal(403);
    expect(none.headers.get('content-security-policy')).to.equal(UI_CSP);
    expect(await none.text()).to.contain('security token');
    expect((await post({ _csrf: 'x'.repeat(43) })).status).to.equal(403);
    await page.goto(ui('/cases'));
    const csrf = await page.locator('input[name=_csrf]').first().getAttribute('value');
    const ok = await post({ _csrf: csrf! });
    expect(ok.status).to.equal(303);
    expect(ok.headers.get('location')).to.match(/\/operator\/ui\/cases\/[a-f0-9]{24}$/);
  });

  it('lists cases newest first in pages, finds one by external ID, and shows its uploads and files', async () => {
    const externalId = `ui-${process.pid}-${Date.now()}`;
    const res = await fetch(`${srv.partner}/cases`, {
      method: 'POST',
      headers: { 'x-api-key': org.partnerKey },
      body: submissionForm({ externalId, features: '["extraction","forensics"]' }, [{ name: 'transcript <1>.pdf', data: pdfBytes() }]),
    });
    expect(res.status).to.equal(202);
    for (let i = 0; i < 20; i++) await createOperatorCase(srv.rt.db, org.id, {});

    await page.goto(ui('/cases'));
    expect(await page.locator('tbody tr').count()).to.equal(20);
    expect(await page.getByText('Page 1 of 2').count()).to.equal(1);
    await page.getByRole('link', { name: 'Older →' }).click();
    expect(await page.getByText('Page 2 of 2').count()).to.equal(1);
    // The oldest case (created first in this suite) is on the last page.
    expect(await page.getByRole('link', { name: `Case ${caseNumber}` }).count()).to.equal(1);

    await page.goto(ui('/cases'));
    await page.getByLabel('Case number, case ID or external ID').fill(externalId);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/q=/);
    expect(await page.locator('tbody tr').count()).to.equal(1);
    await page.locator('tbody tr a').click();
    await page.waitForURL(/\/cases\/[a-f0-9]{24}$/);
    const uploads = page.locator('table', { has: page.locator('th', { hasText: 'Files' }) });
    expect(await uploads.innerText()).to.contain('transcript <1>.pdf');
    expect(await page.locator('dl.facts').first().innerText()).to.contain(externalId);
    await shot('partner-case');
  });

  it('signs out: the session is gone', async () => {
    const sid = await sessionCookie();
    await submit(page.getByRole('button', { name: 'Sign out' }));
    expect(page.url()).to.match(/\/sign-in\?ended=signed-out$/);
    expect(await page.getByRole('status').innerText()).to.contain('signed out');
    await shot('signed-out');
    const res = await fetch(ui('/cases'), { redirect: 'manual', headers: { cookie: `opui_sid=${sid}` } });
    expect(res.status).to.equal(303);
    expect(res.headers.get('location')).to.match(/\/operator\/ui\/sign-in/);
    expect(screenshots.length).to.be.greaterThanOrEqual(10);
  });

  describe('sessions without a browser', () => {
    /** Signs in over plain HTTP as a browser would; returns the session cookie value. */
    const signIn = async (key: string): Promise<string> => {
      const form = await fetch(ui('/sign-in'));
      const login = /opui_login=([^;]+)/.exec(form.headers.get('set-cookie') ?? '')![1]!;
      const token = /name="_login" value="([^"]+)"/.exec(await form.text())![1]!;
      const res = await fetch(ui('/sign-in'), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: `opui_login=${login}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ _login: token, apiKey: key }),
      });
      expect(res.status).to.equal(303);
      const setCookie = res.headers.get('set-cookie') ?? '';
      expect(setCookie).to.not.contain(key);
      return /opui_sid=([^;]+)/.exec(setCookie)![1]!;
    };
    const get = (sid: string, p = '/cases') => fetch(ui(p), { redirect: 'manual', headers: { cookie: `opui_sid=${sid}` } });

    it('refuses a sign-in POST that did not come from the sign-in form (login CSRF)', async () => {
      const res = await fetch(ui('/sign-in'), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ apiKey: operatorKey }) });
      expect(res.status).to.equal(403);
      expect(res.headers.get('set-cookie') ?? '').to.not.contain('opui_sid=');
    });

    it('ends the session when its key is revoked', async () => {
      const key = await createApiKey(srv.rt.db, { organizationId: org.id, type: 'operator' });
      const sid = await signIn(key.apiKey);
      expect((await get(sid)).status).to.equal(200);
      await revokeApiKey(srv.rt.db, key.id);
      const res = await get(sid);
      expect(res.status).to.equal(303);
      expect(res.headers.get('location')).to.contain('/operator/ui/sign-in?ended=expired');
      expect((await get(sid)).status).to.equal(303);
    });

    it('expires after the idle time and after the maximum lifetime', async () => {
      const store = new SessionStore(srv.rt.redis, { prefix, idleSeconds: 1, maxSeconds: 60 });
      const a = await store.create('0123456789abcdef01234567', org.id);
      expect(await store.get(a.id)).to.not.equal(null);
      await new Promise((r) => setTimeout(r, 2100));
      expect(await store.get(a.id)).to.equal(null);

      const b = await store.create('0123456789abcdef01234567', org.id, Date.now() - 61_000);
      expect(await store.get(b.id)).to.equal(null);
      expect(await store.get('not-a-session-id')).to.equal(null);
    });
  });
});
