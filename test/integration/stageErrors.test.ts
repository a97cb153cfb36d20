import { expect } from 'chai';
import { startTestServer, type TestServer } from '../support/server';
import { createApiKey, createTestOrg, type TestOrg } from '../support/fixtures';
import { submissionForm } from '../support/documents';
import { assertMatchesSpec, scratchDatabase, type ScratchDatabase } from '../support/cases';
import { startPipeline, uniquePrefix, waitFor, type Pipeline } from '../support/pipeline';
import { testEngines } from '../support/engines';
import { frenchTranscriptPdf, transcriptPdf } from '../support/samples';
import { publicError } from '../../src/domain/cases/stageErrors';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Why a stage failed is in the API (README "Processing"): a failed feature, file
 * or credential carries its reason as the optional `error` of the partner and operator responses,
 * and nothing that did not fail carries one. Real server, MariaDB, Redis and workers; the test
 * engines translate English only, so a French document's translation fails with a readable
 * reason, and an upload whose classification fails fails its credential-less extraction too.
 */
describe('stage errors in the API (partner and operator)', function () {
  this.timeout(240_000);
  let scratch: ScratchDatabase;
  let srv: TestServer;
  let org: TestOrg;
  let operatorKey: string;
  let pipeline: Pipeline;
  let seq = 0;
  const externalId = () => `STAGEERR-${process.pid}-${Date.now()}-${++seq}`;

  before(async () => {
    scratch = await scratchDatabase('stage_errors');
    const prefix = uniquePrefix('stage-errors');
    srv = await startTestServer({ DATABASE_URL: scratch.url, QUEUE_PREFIX: prefix });
    org = await createTestOrg(srv.rt.db);
    operatorKey = (await createApiKey(srv.rt.db, { organizationId: org.id, type: 'operator' })).apiKey;
    pipeline = startPipeline({ db: srv.rt.db, storage: srv.rt.storage, engines: testEngines(), prefix });
  });
  after(async () => {
    await pipeline?.close();
    await srv?.close();
    await scratch?.drop();
  });

  const partner = async (p: string): Promise<Json> => {
    const res = await fetch(`${srv.partner}${p}`, { headers: { 'x-api-key': org.partnerKey } });
    expect(res.status, p).to.equal(200);
    return ((await res.json()) as Json).data as Json;
  };
  const operator = async (p: string): Promise<Json> => {
    const res = await fetch(`${srv.url}/operator/v1${p}`, { headers: { 'x-api-key': operatorKey } });
    expect(res.status, p).to.equal(200);
    return ((await res.json()) as Json).data as Json;
  };
  const submit = async (fields: Record<string, string>, files: { name: string; data: Buffer }[]): Promise<string> => {
    const res = await fetch(`${srv.partner}/cases`, { method: 'POST', headers: { 'x-api-key': org.partnerKey }, body: submissionForm(fields, files) });
    expect(res.status).to.equal(202);
    return ((await res.json()) as Json).data.caseId as string;
  };
  const untilTerminal = (caseId: string) =>
    waitFor(`case ${caseId} to end`, async () => {
      const c = await partner(`/cases/${caseId}`);
      return c.uploads.every((u: Json) => u.features.every((f: Json) => f.status === 'completed' || f.status === 'failed')) ? c : null;
    }, 180_000, 250);

  describe('a French document whose translation fails, beside an English one that completes', () => {
    let caseId: string;
    const REASON = 'No machine translation engine is configured for French';

    before(async () => {
      caseId = await submit({ externalId: externalId(), features: '["forensics","translation"]' }, [
        { name: 'transcript.pdf', data: await transcriptPdf() },
        { name: 'releve.pdf', data: await frenchTranscriptPdf() },
      ]);
      await untilTerminal(caseId);
    });

    for (const [who, read] of [['partner', partner], ['operator', operator]] as const) {
      it(`${who}: the failed file's translation carries its reason; completed files and features carry none`, async () => {
        const t = await read(`/cases/${caseId}/translation`);
        const byName = new Map(t.files.map((f: Json) => [f.fileName, f]));
        expect(byName.get('releve.pdf')).to.include({ status: 'failed', error: REASON });
        expect(byName.get('transcript.pdf')).to.include({ status: 'completed' });
        expect(byName.get('transcript.pdf')).not.to.have.property('error');
        await assertMatchesSpec('translation_result', t);

        const f = await read(`/cases/${caseId}/forensics`);
        for (const item of f.forensics) {
          expect(item.status).to.equal('completed');
          expect(item).not.to.have.property('error');
        }

        // One of two files translated: the feature completed (decision "Status values"), so it carries no error.
        const c = await read(`/cases/${caseId}`);
        for (const feature of c.uploads[0].features) {
          expect(feature.status).to.equal('completed');
          expect(feature).not.to.have.property('error');
        }
        for (const cred of c.credentials) expect(cred).not.to.have.property('error');
      });
    }

    it('logs each stage start, end and failure as an info line with case, upload and stage', async () => {
      const c = await partner(`/cases/${caseId}`);
      const uploadId = c.uploads[0].uploadId as string;
      const byName = new Map(c.uploads[0].files.map((f: Json) => [f.fileName, f.fileId as string]));
      const lines = pipeline.logLines.filter((l) => l.caseId === caseId && typeof l.msg === 'string' && (l.msg as string).startsWith('stage '));
      const summary = lines.map((l) => [l.level, l.msg, l.stage, l.uploadId, l.fileId ?? null, l.error ?? null]);
      const file = (name: string) => byName.get(name)!;
      for (const name of ['transcript.pdf', 'releve.pdf']) {
        expect(summary).to.deep.include(['info', 'stage started', 'forensics', uploadId, file(name), null]);
        expect(summary).to.deep.include(['info', 'stage completed', 'forensics', uploadId, file(name), null]);
        expect(summary).to.deep.include(['info', 'stage started', 'translation', uploadId, file(name), null]);
      }
      expect(summary).to.deep.include(['info', 'stage started', 'classification', uploadId, null, null]);
      expect(summary).to.deep.include(['info', 'stage completed', 'classification', uploadId, null, null]);
      expect(summary).to.deep.include(['info', 'stage completed', 'translation', uploadId, file('transcript.pdf'), null]);
      expect(summary).to.deep.include(['info', 'stage failed', 'translation', uploadId, file('releve.pdf'), REASON]);
      expect(summary.filter((x) => x[1] === 'stage completed' && x[4] === file('releve.pdf') && x[2] === 'translation')).to.deep.equal([]);
    });

    it('the operator UI shows the reason beside the failed file, and no reason elsewhere', async () => {
      const ui = `${srv.url}/operator/ui`;
      const cookiesOf = (res: Response) => new Map(res.headers.getSetCookie().map((c) => c.split(';')[0]!.split('=') as [string, string]));
      const signInPage = await fetch(`${ui}/sign-in`);
      const [[loginName, loginToken]] = [...cookiesOf(signInPage)];
      const signedIn = await fetch(`${ui}/sign-in`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `${loginName}=${loginToken}` },
        body: new URLSearchParams({ _login: loginToken!, apiKey: operatorKey }).toString(),
      });
      expect(signedIn.status).to.equal(303);
      const sid = cookiesOf(signedIn).get('opui_sid');
      expect(sid).to.be.a('string');
      const page = await fetch(`${ui}/cases/${caseId}`, { headers: { cookie: `opui_sid=${sid}` } });
      expect(page.status).to.equal(200);
      const body = await page.text();
      expect(body).to.contain(`<span class="error stage-error">${REASON}</span>`);
      expect(body.match(/stage-error/g)).to.have.length(1);
    });
  });

  describe('an upload whose every translation fails', () => {
    it('the feature carries the reason in the case, for partner and operator alike', async () => {
      const caseId = await submit({ externalId: externalId(), features: '["translation"]' }, [{ name: 'releve.pdf', data: await frenchTranscriptPdf() }]);
      await untilTerminal(caseId);
      for (const read of [partner, operator]) {
        const c = await read(`/cases/${caseId}`);
        expect(c.uploads[0].features).to.deep.equal([{ name: 'translation', status: 'failed', error: 'releve.pdf: No machine translation engine is configured for French' }]);
      }
      await assertMatchesSpec('case', await partner(`/cases/${caseId}`));
    });
  });

  describe('a credential whose extraction fails', () => {
    it('carries the reason in the case and in the extraction results; a completed one carries none', async () => {
      // classify=false: the upload is one credential; a PDF with no text fails its extraction.
      const caseId = await submit({ externalId: externalId(), classify: 'false', features: '["extraction"]' }, [{ name: 'blank.pdf', data: await blankPdf() }]);
      const c = await untilTerminal(caseId);
      expect(c.credentials).to.have.length(1);
      const cred = c.credentials[0];
      expect(cred.status).to.equal('failed');
      // documents.ts names the file before the engine's reason.
      expect(cred.error).to.match(/^blank\.pdf: \S/);
      expect(c.uploads[0].features[0]).to.include({ name: 'extraction', status: 'failed' });
      for (const read of [partner, operator]) {
        const x = await read(`/cases/${caseId}/extraction`);
        expect(x.credentials[0]).to.include({ status: 'failed', error: cred.error });
        expect((await read(`/cases/${caseId}`)).credentials[0].error).to.equal(cred.error);
      }
      await assertMatchesSpec('extraction_result', await partner(`/cases/${caseId}/extraction`));

      const ok = await submit({ externalId: externalId(), classify: 'false', features: '["extraction"]' }, [{ name: 'transcript.pdf', data: await transcriptPdf() }]);
      const done = await untilTerminal(ok);
      expect(done.credentials[0].status).to.equal('completed');
      expect(done.credentials[0]).not.to.have.property('error');
      expect((await partner(`/cases/${ok}/extraction`)).credentials[0]).not.to.have.property('error');
    });
  });

  describe('publicError', () => {
    it('keeps a readable reason as it is', () => {
      expect(publicError('releve.pdf: No machine translation engine is configured for French')).to.equal(
        'releve.pdf: No machine translation engine is configured for French',
      );
      expect(publicError('docs.zip/transcript.pdf: The PDF cannot be read: Invalid PDF structure')).to.equal(
        'docs.zip/transcript.pdf: The PDF cannot be read: Invalid PDF structure',
      );
    });
    it('drops stack lines, server paths and URL credentials, and bounds the length', () => {
      expect(publicError('Cannot open /srv/app/data/files/ab/cd.pdf\n    at open (/srv/app/src/x.ts:1:2)')).to.equal('Cannot open [path]');
      expect(publicError('Engine at https://user:s3cret@mt.example.test/translate refused')).to.equal('Engine at https://mt.example.test/translate refused');
      expect(publicError('x'.repeat(5000))!.length).to.equal(1000);
      expect(publicError('  \n')).to.equal(null);
      expect(publicError(null)).to.equal(null);
    });
  });
});

/** A one-page PDF with no text at all (no text layer, nothing to OCR). */
async function blankPdf(): Promise<Buffer> {
  const PDFDocument = (await import('pdfkit')).default;
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.rect(100, 100, 200, 100).stroke();
  doc.end();
  return done;
}
