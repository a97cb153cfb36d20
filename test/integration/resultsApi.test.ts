import { expect } from 'chai';
import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../support/server';
import { createTestOrg, type TestOrg } from '../support/fixtures';
import { pdfBytes, submissionForm, zipBytes, type FormFile } from '../support/documents';
import { scratchDatabase, type ScratchDatabase } from '../support/cases';
import { startPipeline, uniquePrefix, waitFor, type Pipeline } from '../support/pipeline';
import { ensureCorpus } from '../support/corpus';
import { createEngines } from '../../src/processing/engines';

let seq = 0;
const externalId = (label: string) => `${label}-${process.pid}-${Date.now()}-${++seq}`;
const OTHER_ID = '0123456789abcdef01234567';

/**
 * The results routes over HTTP (interface "Results", decision "Status values", decision "Open paths and parameters", decision "Further open points"): selectors, errors, results as
 * stages finish, and the documents their URLs point at. A scratch database and a queue prefix of
 * the suite's own, so only this suite's worker takes its jobs.
 */
describe('results API (interface "Results", decision "Open paths and parameters", decision "Further open points")', function () {
  this.timeout(240_000);
  let scratch: ScratchDatabase;
  let srv: TestServer;
  let org: TestOrg;
  let prefix: string;

  before(async () => {
    scratch = await scratchDatabase('results_api');
    prefix = uniquePrefix('results-api');
    srv = await startTestServer({ DATABASE_URL: scratch.url, QUEUE_PREFIX: prefix });
    org = await createTestOrg(srv.rt.db);
  });
  after(async () => {
    await srv?.close();
    await scratch?.drop();
  });

  const headers = (key = org.partnerKey) => ({ 'x-api-key': key });
  const get = (p: string, key?: string) => fetch(`${srv.partner}${p}`, { headers: headers(key) });
  const submit = async (fields: Record<string, string>, files: FormFile[]) => {
    const res = await fetch(`${srv.partner}/cases`, { method: 'POST', headers: headers(), body: submissionForm(fields, files) });
    expect(res.status).to.equal(202);
    return (await res.json()).data as { caseId: string; upload: { uploadId: string; files: { fileId: string; fileName: string }[] } };
  };

  describe('before any stage ran', () => {
    let caseId: string;
    let uploadId: string;
    let fileId: string;
    const original = pdfBytes('original');

    before(async () => {
      const r = await submit({ externalId: externalId('RES') }, [{ name: 'transcript.pdf', data: original }]);
      caseId = r.caseId;
      uploadId = r.upload.uploadId;
      fileId = r.upload.files[0].fileId;
    });

    for (const route of ['extraction', 'forensics', 'translation']) {
      it(`/${route} answers 200 with queued results`, async () => {
        const res = await get(`/cases/${caseId}/${route}`);
        expect(res.status).to.equal(200);
        const body = await res.json();
        expect(body.data.id).to.equal(caseId);
        expect(body.data.caseNumber).to.be.at.least(100001);
      });

      type Bad = [string, { query: string; want: number }];
      const bad: Bad[] = [
        ['both selectors (decision "Open paths and parameters")', { query: `uploadId=${OTHER_ID}&credentialId=${OTHER_ID}`, want: 400 }],
        ['a malformed uploadId', { query: 'uploadId=xyz', want: 400 }],
        ['a malformed credentialId', { query: 'credentialId=123', want: 400 }],
        ['an uploadId not in the case', { query: `uploadId=${OTHER_ID}`, want: 404 }],
        ['a credentialId not in the case', { query: `credentialId=${OTHER_ID}`, want: 404 }],
      ];
      for (const [name, { query, want }] of bad) {
        it(`/${route} answers ${want} for ${name}`, async () => {
          const res = await get(`/cases/${caseId}/${route}?${query}`);
          expect(res.status).to.equal(want);
          expect((await res.json()).statusCode).to.equal(want);
        });
      }

      it(`/${route} with the upload's id selects it (usable right after upload)`, async () => {
        const res = await get(`/cases/${caseId}/${route}?uploadId=${uploadId.toUpperCase()}`);
        expect(res.status).to.equal(200);
      });

      it(`/${route} answers 404 for another organization`, async () => {
        const stranger = await createTestOrg(srv.rt.db, 'Stranger');
        expect((await get(`/cases/${caseId}/${route}`, stranger.partnerKey)).status).to.equal(404);
      });
    }

    it('lists the file in forensics and translation as queued', async () => {
      const forensics = await (await get(`/cases/${caseId}/forensics`)).json();
      expect(forensics.data.forensics.map((f: { fileId: string; status: string }) => [f.fileId, f.status])).to.deep.equal([[fileId, 'queued']]);
      const translation = await (await get(`/cases/${caseId}/translation`)).json();
      expect(translation.data.status).to.equal('queued');
      expect(translation.data.files.map((f: { fileId: string }) => f.fileId)).to.deep.equal([fileId]);
    });

    it('serves the uploaded document at its documentUrl, byte for byte', async () => {
      const res = await get(`/cases/${caseId}/files/${fileId}`);
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.equal('application/pdf');
      expect(res.headers.get('content-disposition')).to.equal('attachment; filename=transcript.pdf');
      expect(Buffer.from(await res.arrayBuffer()).equals(original)).to.equal(true);
    });

    it('answers 404 for reports and renderings that do not exist yet, and for unknown files', async () => {
      for (const p of [`/forensics/${fileId}/report`, `/forensics/${fileId}/viewer`, `/translation/${fileId}/pdf`, `/files/${OTHER_ID}`]) {
        const res = await get(`/cases/${caseId}${p}`);
        expect(res.status, p).to.equal(404);
      }
    });

    it('answers 409 for the translation of a case never translated', async () => {
      const r = await submit({ externalId: externalId('NOTR'), features: '["extraction","forensics"]' }, [{ name: 'a.pdf', data: pdfBytes() }]);
      const res = await get(`/cases/${r.caseId}/translation`);
      expect(res.status).to.equal(409);
      expect((await res.json()).statusCode).to.equal(409);
    });

    it('lists unsupported ZIP members as unsupported in forensics (decision "Status values")', async () => {
      const zip = await zipBytes([
        { name: 'transcript.pdf', data: pdfBytes() },
        { name: 'readme.txt', data: Buffer.from('not a document') },
      ]);
      const r = await submit({ externalId: externalId('ZIPF') }, [{ name: 'docs.zip', data: zip }]);
      const forensics = await (await get(`/cases/${r.caseId}/forensics`)).json();
      const byName = Object.fromEntries(forensics.data.forensics.map((f: { fileId: string; status: string }) => [f.fileId, f.status]));
      const readme = r.upload.files.find((f) => f.fileName === 'docs.zip/readme.txt')!;
      expect(byName[readme.fileId]).to.equal('unsupported');
    });
  });

  describe('after the real engines ran', () => {
    let pipeline: Pipeline;
    let caseId: string;
    let uploadId: string;

    before(async function () {
      const corpus = await ensureCorpus('small');
      const transcript = corpus.manifest.documents.find((d) => d.layout === 'us-registrar' && d.variant === 'text' && d.format === 'pdf' && !d.tampered)!;
      const diploma = corpus.manifest.documents.find((d) => d.kind === 'diploma' && d.credentialKey === transcript.credentialKey && d.format === 'pdf' && d.variant === 'text' && !d.tampered)!;
      pipeline = startPipeline({ db: srv.rt.db, storage: srv.rt.storage, engines: createEngines(srv.rt.config), prefix });
      const files = [transcript, diploma].map((d) => ({ name: path.basename(d.file), data: fs.readFileSync(path.join(corpus.dir, d.file)) }));
      const r = await submit({ externalId: externalId('E2E') }, files);
      caseId = r.caseId;
      uploadId = r.upload.uploadId;
      await waitFor(
        'the upload to finish',
        async () => {
          const c = await (await get(`/cases/${caseId}`)).json();
          const u = c.data.uploads.find((x: { uploadId: string }) => x.uploadId === uploadId);
          return u.status === 'completed' || u.status === 'failed' ? u : null;
        },
        200_000,
        500,
      );
    });
    after(async () => pipeline?.close());

    it('reads one academic credential with the candidate and courses extracted', async () => {
      const body = await (await get(`/cases/${caseId}/extraction`)).json();
      expect(body.data.credentials).to.have.length(1);
      const credential = body.data.credentials[0];
      expect(credential.status).to.equal('completed');
      expect(credential.credentialType).to.equal('academic');
      expect(credential.candidate.fullName).to.be.a('string').and.not.empty;
      expect(credential.courses.length).to.be.greaterThan(3);
    });

    it('reads a clean forensics verdict for each file, with report, viewer and document URLs that work', async () => {
      const body = await (await get(`/cases/${caseId}/forensics`)).json();
      expect(body.data.forensics).to.have.length(2);
      for (const item of body.data.forensics) {
        expect(item.status).to.equal('completed');
        expect(item.verdict).to.not.equal('tampered');
        expect(item.checks.length).to.be.greaterThan(3);
        for (const [url, type] of [
          [item.reportUrl, 'application/pdf'],
          [item.viewerUrl, 'text/html'],
          [item.documentUrl, 'application/pdf'],
        ]) {
          const local = String(url).replace(srv.rt.config.publicBaseUrl, srv.url);
          const res = await fetch(local, { headers: headers() });
          expect(res.status, url).to.equal(200);
          expect(res.headers.get('content-type'), url).to.match(new RegExp(`^${type}`));
        }
      }
    });

    it('reads the translation of an English document with one HTML page per source page and a PDF', async () => {
      const body = await (await get(`/cases/${caseId}/translation`)).json();
      expect(body.data.status).to.equal('completed');
      for (const file of body.data.files) {
        expect(file.status).to.equal('completed');
        expect(file.htmlPages.length).to.be.greaterThan(0);
        expect(file.htmlRepresentation).to.match(/<html/i);
        const res = await fetch(String(file.htmlUrl).replace(srv.rt.config.publicBaseUrl, srv.url), { headers: headers() });
        expect(res.status).to.equal(200);
        expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString()).to.equal('%PDF-');
      }
    });
  });
});
