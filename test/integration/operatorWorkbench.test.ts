import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { expect } from 'chai';
import sharp from 'sharp';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../support/server';
import { createApiKey, createTestOrg, type TestOrg } from '../support/fixtures';
import { scratchDatabase, type ScratchDatabase } from '../support/cases';
import { clearPrefix, uniquePrefix } from '../support/pipeline';
import { submissionForm } from '../support/documents';
import { AMARA, COURSES, transcriptPdf } from '../support/samples';
import { insertCredential } from '../../src/data/repositories/credentials';
import { saveExtractionResult } from '../../src/data/repositories/extractionResults';
import { insertForensicResult, insertTranslationResult, updateForensicResult, updateTranslationResult } from '../../src/data/repositories/fileStageResults';
import { findFilesOfUploads, findUploadsOfCases } from '../../src/data/repositories/uploads';
import { toHandEnteredExtraction } from '../../src/domain/cases/operatorCases';
import { newId } from '../../src/domain/ids';
import { pageImageKey } from '../../src/domain/results/documentPages';
import type { StoredEvidence, StoredExtraction } from '../../src/domain/results/stored';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const run = promisify(execFile);

/** The box of the words of `text` on page 1 of a PDF, in PDF points with a top-left origin, as pdftotext measures them. */
async function boxOfWords(pdf: Buffer, text: string): Promise<StoredEvidence['box']> {
  const dir = await mkdtemp(path.join(tmpdir(), 'workbench-bbox-'));
  try {
    await writeFile(path.join(dir, 'in.pdf'), pdf);
    const { stdout } = await run('pdftotext', ['-bbox', '-f', '1', '-l', '1', path.join(dir, 'in.pdf'), '-']);
    const words = [...stdout.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
      x0: Number(m[1]), y0: Number(m[2]), x1: Number(m[3]), y1: Number(m[4]), w: m[5]!,
    }));
    const wanted = text.split(' ');
    const i = words.findIndex((_, k) => wanted.every((w, j) => words[k + j]?.w === w));
    expect(i, `"${text}" on page 1`).to.be.greaterThan(-1);
    const hit = words.slice(i, i + wanted.length);
    const x = Math.min(...hit.map((w) => w.x0));
    const y = Math.min(...hit.map((w) => w.y0));
    return { x, y, width: Math.max(...hit.map((w) => w.x1)) - x, height: Math.max(...hit.map((w) => w.y1)) - y };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The operator's document view in headless Chromium against the real server, MariaDB and Redis:
 * a transcript PDF uploaded through the partner API, its credential's extraction stored with
 * provenance (the name's box measured on the PDF by pdftotext), the page rendered server-side and
 * cached in storage, and the name's box highlighted on the page image when the value is selected
 * (checked on the screenshot's pixels).
 */
describe('operator UI: credential document view (page images, provenance boxes)', function () {
  this.timeout(180_000);
  let scratch: ScratchDatabase;
  let srv: TestServer;
  let org: TestOrg;
  let operatorKey: string;
  let prefix: string;
  let browser: Browser;
  let page: Page;
  let caseId: string;
  let credentialId: string;
  let fileId: string;
  let nameBox: StoredEvidence['box'];

  before(async () => {
    scratch = await scratchDatabase('operator_workbench');
    prefix = uniquePrefix('operator-workbench');
    srv = await startTestServer({ DATABASE_URL: scratch.url, QUEUE_PREFIX: prefix });
    org = await createTestOrg(srv.rt.db);
    operatorKey = (await createApiKey(srv.rt.db, { organizationId: org.id, type: 'operator' })).apiKey;
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
    page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();

    const pdf = await transcriptPdf(AMARA);
    const res = await fetch(`${srv.partner}/cases`, {
      method: 'POST',
      headers: { 'x-api-key': org.partnerKey },
      body: submissionForm({ externalId: 'WB-1', features: '["extraction"]' }, [{ name: 'transcript.pdf', data: pdf, type: 'application/pdf' }]),
    });
    expect(res.status).to.equal(202);
    const accepted = (await res.json()) as { data: { caseId: string; upload: { uploadId: string } } };
    caseId = accepted.data.caseId;
    const upload = (await findUploadsOfCases(srv.rt.db, [caseId])).find((u) => u.id === accepted.data.upload.uploadId);
    expect(upload, JSON.stringify(accepted.data)).to.not.equal(undefined);
    fileId = (await findFilesOfUploads(srv.rt.db, [upload!.id]))[0]!.id;
    // The credential the extraction stage would have made, with its result and where each value was read.
    credentialId = newId();
    await insertCredential(srv.rt.db, { id: credentialId, caseId, uploadId: upload!.id, credentialType: 'academic', status: 'completed' });
    nameBox = await boxOfWords(pdf, AMARA.name);
    const institutionBox = await boxOfWords(pdf, AMARA.institution);
    const calculusBox = await boxOfWords(pdf, 'Calculus');
    const result: StoredExtraction = {
      ...toHandEnteredExtraction({ candidate: { fullName: AMARA.name }, institution: { name: AMARA.institution }, qualification: {} }),
      courses: COURSES.map((k, i) => ({
        id: `${'0'.repeat(22)}${String(i + 10)}`, courseNumber: k.code, courseName: k.name, credit: k.credit, grade: k.grade, alternateGrade: null,
        marksScored: null, maximumMarks: null, passStatus: null, term: null, session: null, year: null,
      })),
      provenance: {
        fields: {
          'candidate.fullName': { fileId, page: 1, box: nameBox, confidence: 0.98, rule: 'label Name' },
          'institution.name': { fileId, page: 1, box: institutionBox, confidence: 0.9, rule: 'header' },
        },
        courses: { [`${'0'.repeat(22)}11`]: { row: { fileId, page: 1, box: calculusBox, confidence: 0.9, rule: 'table row' }, cells: {} } },
      },
    };
    await saveExtractionResult(srv.rt.db, { credentialId, caseId, uploadId: upload!.id, languageCode: 'en', language: 'English', result, error: null });

    // A forensics signal located on page 1 (boxes as fractions of the page, as the forensics stage stores them).
    await insertForensicResult(srv.rt.db, { fileId, caseId, uploadId: upload!.id, credentialId, status: 'processing' });
    const signal = { checkNumber: 3, code: 'font_mismatch', severity: 'high', source: 'fonts', message: 'Mixed fonts in the name', evidence: { boxes: [{ page: 1, x: 0.5, y: 0.6, width: 0.2, height: 0.05 }], values: [] } };
    const findings = { verdict: 'suspicious', documentName: null, candidateName: null, registrationNumber: null, issuerName: null, issuerSubName: null, issuanceYear: null, summary: null, topEvidence: [], checks: [], signals: [signal] };
    expect(await updateForensicResult(srv.rt.db, fileId, { status: 'completed', result: findings }, ['processing'])).to.equal(true);

    await page.goto(`${srv.url}/operator/ui/sign-in`);
    await page.getByLabel('Operator API key').fill(operatorKey);
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Sign in' }).click()]);
  });
  after(async () => {
    await browser?.close();
    await srv?.close();
    await scratch?.drop();
    if (prefix) await clearPrefix(prefix);
  });

  /** Mean colour of a region of the page's screenshot (CSS pixels = screenshot pixels at scale 1). */
  const meanColour = async (clip: { x: number; y: number; width: number; height: number }) => {
    const png = await page.screenshot({ clip });
    const { channels } = await sharp(png).stats();
    return { r: channels[0]!.mean, g: channels[1]!.mean, b: channels[2]!.mean };
  };

  it('shows the page rendered server-side and highlights the selected value at its source box', async () => {
    await page.goto(`${srv.url}/operator/ui/cases/${caseId}`);
    await Promise.all([page.waitForNavigation(), page.getByRole('link', { name: 'Show the document pages' }).click()]);
    expect(page.url()).to.contain(`/credentials/${credentialId}/document`);
    const svg = page.locator('svg.page');
    await svg.waitFor();
    await page.waitForLoadState('load');
    // The page image loaded (rendered by pdftoppm) and was kept in storage under the case.
    const img = await page.request.get(`${srv.url}/operator/ui/cases/${caseId}/files/${fileId}/page?page=1&zoom=100`);
    expect(img.status()).to.equal(200);
    expect(img.headers()['content-type']).to.equal('image/png');
    expect(await srv.rt.storage.stat(pageImageKey(org.id, caseId, fileId, 1, 100))).to.not.equal(null);

    const rect = page.locator('#box-f-candidate_fullName');
    const b = (await rect.boundingBox())!;
    // At zoom 100 one PDF point is one pixel: the box sits where pdftotext measured the name.
    const s = (await svg.boundingBox())!;
    expect(b.x - s.x).to.be.closeTo(nameBox.x, 2);
    expect(b.y - s.y).to.be.closeTo(nameBox.y, 2);
    const inner = { x: b.x + 1, y: b.y + 1, width: Math.max(2, b.width - 2), height: Math.max(2, b.height - 2) };
    const before = await meanColour(inner);
    expect(before.r - before.b, 'unselected: only a faint tint').to.be.lessThan(60);
    // The page image is drawn under the box: the name's glyphs darken it.
    expect(before.g, `the name's glyphs: ${JSON.stringify(before)}`).to.be.lessThan(245);

    await page.getByRole('link', { name: AMARA.name }).click();
    expect(page.url()).to.match(/#box-f-candidate_fullName$/);
    // Selecting scrolls the box into view: measured again where it now is.
    const b2 = (await rect.boundingBox())!;
    const after = await meanColour({ x: b2.x + 1, y: b2.y + 1, width: Math.max(2, b2.width - 2), height: Math.max(2, b2.height - 2) });
    expect(after.r - after.g, `selected box is red: ${JSON.stringify(after)}`).to.be.greaterThan(40);
    expect(after.r - after.b).to.be.greaterThan(40);
    // A course row too: its name in the list selects its row's box.
    await page.getByRole('link', { name: 'Calculus' }).click();
    const row = (await page.locator(`#box-c-${'0'.repeat(22)}11`).boundingBox())!;
    const rc = await meanColour({ x: row.x + 1, y: row.y + 1, width: Math.max(2, row.width - 2), height: Math.max(2, row.height - 2) });
    expect(rc.r - rc.b, `selected course row is red: ${JSON.stringify(rc)}`).to.be.greaterThan(40);
    // The other value's box stays unselected.
    const other = (await page.locator('#box-f-institution_name').boundingBox())!;
    const o = await meanColour({ x: other.x + 1, y: other.y + 1, width: Math.max(2, other.width - 2), height: Math.max(2, other.height - 2) });
    expect(o.r - o.g).to.be.lessThan(30);
  });

  it('shows the boxes of the forensics signals on a toggle', async () => {
    const signal = page.locator('rect.signal');
    expect(await signal.count()).to.equal(1);
    expect(await signal.isVisible()).to.equal(false);
    await page.getByLabel(/Show forensics signals/).check();
    expect(await signal.isVisible()).to.equal(true);
    const s = (await page.locator('svg.page').boundingBox())!;
    const b = (await signal.boundingBox())!;
    // 0.5 of an A4 page's width (595 pt) at zoom 100.
    expect(b.x - s.x).to.be.closeTo(595 * 0.5, 2);
    const c = await meanColour({ x: b.x + 2, y: b.y + 2, width: b.width - 4, height: b.height - 4 });
    expect(c.b - c.r, `signal box is blue: ${JSON.stringify(c)}`).to.be.greaterThan(40);
  });

  it('zooms through fixed levels: the image and the boxes scale together', async () => {
    await page.getByRole('link', { name: '200%' }).click();
    await page.locator('svg.page').waitFor();
    const s = (await page.locator('svg.page').boundingBox())!;
    const b = (await page.locator('#box-f-candidate_fullName').boundingBox())!;
    expect(b.x - s.x).to.be.closeTo(nameBox.x * 2, 3);
    expect(b.width).to.be.closeTo(nameBox.width * 2, 3);
    expect(await srv.rt.storage.stat(pageImageKey(org.id, caseId, fileId, 1, 200))).to.not.equal(null);
  });

  it('drafts an evaluation from the extraction, takes an adjusted grade, and shows what changed from the draft', async () => {
    await page.goto(`${srv.url}/operator/ui/cases/${caseId}`);
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Create evaluation' }).click()]);
    expect(page.url()).to.match(/\/operator\/ui\/evaluations\/[a-f0-9]{24}$/);
    await page.getByLabel('Grading scale').selectOption('us-letter');
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Draft from extraction' }).click()]);
    expect(await page.getByText('Drafted from the extraction with United States letter grades').count()).to.equal(1);
    // The drafted courses, with the original grade and credits beside the US grade.
    expect(await page.getByLabel('Course 1 name').inputValue()).to.equal('Mechanics');
    expect(await page.getByLabel('Course 2 grade').inputValue()).to.equal('B');
    expect(await page.locator('table.courses tbody tr').nth(1).locator('.original').innerText()).to.equal('B · 4 cr');
    expect(await page.getByLabel('GPA (weighted)').inputValue()).to.match(/^\d\.\d{2}$/);
    expect(await page.getByLabel('Total credits').inputValue()).to.equal('10');

    await page.getByLabel('U.S. equivalency').fill("Bachelor's degree");
    await page.getByLabel('Course 2 grade').fill('B+');
    await page.getByLabel('Course 2 point').fill('3.3');
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Complete evaluation' }).click()]);
    expect(await page.locator('.flash').first().innerText()).to.contain('Evaluation completed');
    const changes = page.locator('table.draft-changes');
    expect(await changes.innerText()).to.contain('.grade');
    expect(await changes.innerText()).to.contain('B+');
    expect(await changes.innerText()).to.contain('usEquivalency');
  });

  it('walks on: the report of the completed evaluation verifies as valid, and as superseded once the evaluation is reopened', async () => {
    const evaluationUrl = page.url();
    expect(evaluationUrl).to.match(/\/operator\/ui\/evaluations\/[a-f0-9]{24}$/);
    const res = await fetch(`${srv.partner}/cases/${caseId}/evaluation/report/pdf?credentialId=${credentialId}`, { headers: { 'x-api-key': org.partnerKey } });
    expect(res.status).to.equal(200);
    const dir = await mkdtemp(path.join(tmpdir(), 'workbench-report-'));
    let link: string;
    try {
      await writeFile(path.join(dir, 'r.pdf'), Buffer.from(await res.arrayBuffer()));
      const { stdout } = await run('pdftotext', [path.join(dir, 'r.pdf'), '-']);
      link = /https?:\/\/\S+\/verify\/[0-9a-f]{24}\/[A-Za-z0-9_-]{32}/.exec(stdout)![0]!;
      expect(stdout).to.contain('Issued by');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    // The link is printed with PUBLIC_BASE_URL; the page is this server's.
    const verifyPath = new URL(link).pathname;
    await page.goto(`${srv.url}${verifyPath}`);
    expect(await page.locator('h1').innerText()).to.equal('Valid report');
    await page.screenshot({ path: path.join(tmpdir(), 'workbench-verify-valid.png') });

    await page.goto(evaluationUrl);
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Reopen' }).click()]);
    expect(await page.locator('.flash').first().innerText()).to.contain('Evaluation reopened');
    await page.goto(`${srv.url}${verifyPath}`);
    expect(await page.locator('h1').innerText()).to.contain('Superseded');
    expect(await page.locator('dd').first().innerText()).to.match(/^superseded on \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/);
    const shot = await page.screenshot();
    // The warning heading is drawn in the page's amber, not the valid page's green.
    const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
    let amber = 0;
    for (let i = 0; i < info.width * info.height; i++) {
      const [r, g, b] = [data[i * info.channels]!, data[i * info.channels + 1]!, data[i * info.channels + 2]!];
      if (r > 150 && g > 80 && g < 130 && b < 40) amber += 1;
    }
    expect(amber, 'amber heading pixels').to.be.greaterThan(50);
  });

  it('opens the translated rendering one click from the document view (404 page while there is none)', async () => {
    await page.goto(`${srv.url}/operator/ui/cases/${caseId}/credentials/${credentialId}/document`);
    const link = page.getByRole('link', { name: /Translated rendering of/ });
    const href = await link.getAttribute('href');
    expect(href).to.equal(`/operator/ui/cases/${caseId}/files/${fileId}/translation`);
    const before = await page.request.get(`${srv.url}${href}`);
    expect(before.status()).to.equal(404);

    const [upload] = await findUploadsOfCases(srv.rt.db, [caseId]);
    const pdfKey = `orgs/${org.id}/cases/${caseId}/translations/${fileId}.pdf`;
    const translated = await transcriptPdf();
    await srv.rt.storage.put(pdfKey, Readable.from([translated]));
    await insertTranslationResult(srv.rt.db, { fileId, caseId, uploadId: upload!.id, credentialId, status: 'processing' });
    expect(await updateTranslationResult(srv.rt.db, fileId, { status: 'completed', pdfKey }, ['processing'])).to.equal(true);
    const after = await page.request.get(`${srv.url}${href}`);
    expect(after.status()).to.equal(200);
    expect(after.headers()['content-type']).to.equal('application/pdf');
    expect(Buffer.from(await after.body()).equals(translated)).to.equal(true);
  });

  it('answers pages, zooms and files that do not exist with 404 pages, never 500', async () => {
    const base = `${srv.url}/operator/ui/cases/${caseId}`;
    for (const p of [
      `/files/${fileId}/page?page=0`,
      `/files/${fileId}/page?page=99`,
      `/files/${fileId}/page?page=abc`,
      `/files/${fileId}/page?zoom=33`,
      `/files/${'f'.repeat(24)}/page?page=1`,
      `/credentials/${credentialId}/document?file=${'f'.repeat(24)}`,
      `/credentials/${'e'.repeat(24)}/document`,
    ]) {
      const r = await page.request.get(`${base}${p}`);
      expect(r.status(), p).to.equal(404);
    }
  });
});
