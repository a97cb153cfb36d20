import { expect } from 'chai';
import fs from 'node:fs/promises';
import path from 'node:path';
import Queue from 'bee-queue';
import { startTestServer, type TestServer } from '../support/server';
import { createTestOrg, type TestOrg } from '../support/fixtures';
import { pdfBytes, pngBytes, submissionForm, zipBytes, type FormFile } from '../support/documents';
import { createOperatorCase } from '../../src/domain/cases/operatorCases';
import { TEST_REDIS_URL } from '../support/env';

let seq = 0;
const uniqueExternalId = (label = 'APP') => `${label}-${process.pid}-${Date.now()}-${++seq}`;

/** POST /cases, GET /cases, GET and DELETE /cases/{id} over HTTP (interface "Cases", decision "Identifiers"–decision "Deletion"). */
describe('cases API (interface "Cases", decision "Listing cases", decision "Errors", decision "Idempotency", decision "Deletion", decision "Further open points")', function () {
  this.timeout(60_000);
  let srv: TestServer;
  let org: TestOrg;

  before(async () => {
    srv = await startTestServer();
    org = await createTestOrg(srv.rt.db);
  });
  after(async () => srv?.close());

  const one: FormFile[] = [{ name: 'a.pdf', data: pdfBytes() }];
  const headers = (extra: Record<string, string> = {}, key = org.partnerKey) => ({ 'x-api-key': key, ...extra });
  const submit = (fields: Record<string, string>, files: FormFile[], extra: Record<string, string> = {}, key?: string) =>
    fetch(`${srv.partner}/cases`, { method: 'POST', headers: headers(extra, key), body: submissionForm(fields, files) });
  const get = (p: string, key?: string) => fetch(`${srv.partner}${p}`, { headers: headers({}, key) });

  async function storedUnder(prefix: string): Promise<string[]> {
    const root = path.resolve(srv.rt.config.storageDir, prefix);
    try {
      const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
      return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath ?? '', e.name));
    } catch {
      return [];
    }
  }

  describe('POST /cases', () => {
    it('creates a case with a new externalId and answers 202 with the upload', async () => {
      const externalId = uniqueExternalId();
      const res = await submit({ externalId, metadata: '{"round":"2024-fall","priority":2,"vip":true}' }, [
        { name: 'transcript.pdf', data: pdfBytes('t') },
        { name: 'diploma.pdf', data: pdfBytes('d') },
      ]);
      expect(res.status).to.equal(202);
      const body = await res.json();
      expect(body.success).to.equal(true);
      expect(body.data.externalId).to.equal(externalId);
      expect(body.data.caseId).to.match(/^[a-f0-9]{24}$/);
      const upload = body.data.upload;
      expect(upload.status).to.equal('queued');
      expect(upload.classify).to.equal(true);
      expect(upload.features.map((f: { name: string }) => f.name)).to.deep.equal(['extraction', 'forensics', 'translation']);
      expect(upload.files.map((f: { fileName: string }) => f.fileName)).to.deep.equal(['transcript.pdf', 'diploma.pdf']);

      const read = await (await get(`/cases/${body.data.caseId}`)).json();
      expect(read.data.caseNumber).to.be.at.least(100001);
      expect(read.data.metadata).to.deep.equal({ round: '2024-fall', priority: 2, vip: true });
      expect(read.data.uploads).to.have.length(1);
      expect(read.data.status).to.equal('queued');
      // The path {id} may also be the case number (decision "Identifiers").
      const byNumber = await (await get(`/cases/${read.data.caseNumber}`)).json();
      expect(byNumber.data.id).to.equal(body.data.caseId);
      // Upper-case hex is the same id.
      expect((await get(`/cases/${body.data.caseId.toUpperCase()}`)).status).to.equal(200);
    });

    it('appends an upload when the externalId exists; credentials accumulate', async () => {
      const externalId = uniqueExternalId();
      const first = await (await submit({ externalId, classify: 'false' }, [{ name: 'a.pdf', data: pdfBytes() }])).json();
      const second = await (await submit({ externalId, classify: 'false', features: '["extraction"]' }, [{ name: 'b.png', data: pngBytes() }])).json();
      expect(second.data.caseId).to.equal(first.data.caseId);
      expect(second.data.upload.features).to.deep.equal([{ name: 'extraction', status: 'queued' }]);
      const read = await (await get(`/cases/${first.data.caseId}`)).json();
      expect(read.data.uploads.map((u: { uploadId: string }) => u.uploadId)).to.deep.equal([first.data.upload.uploadId, second.data.upload.uploadId]);
      // classify false: the whole upload becomes one academic credential.
      expect(read.data.credentials).to.have.length(2);
      expect(read.data.credentials.every((c: { credentialType: string }) => c.credentialType === 'academic')).to.equal(true);
    });

    it('lists ZIP members in place of the ZIP and marks other types unsupported (decision "Further open points")', async () => {
      const zip = await zipBytes([
        { name: 'docs/transcript.pdf', data: pdfBytes('zt') },
        { name: 'docs/photo.png', data: pngBytes() },
        { name: 'notes.txt', data: Buffer.from('plain text') },
      ]);
      const res = await submit({ externalId: uniqueExternalId() }, [
        { name: 'cover.pdf', data: pdfBytes() },
        { name: 'bundle.zip', data: zip },
      ]);
      expect(res.status).to.equal(202);
      const body = await res.json();
      expect(body.data.upload.files.map((f: { fileName: string }) => f.fileName)).to.deep.equal([
        'cover.pdf',
        'bundle.zip/docs/transcript.pdf',
        'bundle.zip/docs/photo.png',
        'bundle.zip/notes.txt',
      ]);
      // Only the three accepted documents are stored; the unsupported member is listed only.
      const stored = await storedUnder(`orgs/${org.id}/cases/${body.data.caseId}`);
      expect(stored).to.have.length(3);
    });

    type Bad = [string, { fields: Record<string, string>; files?: FormFile[]; want: number; detail?: string }];
    const bad: Bad[] = [
      ['missing files', { fields: { externalId: 'X-1' }, files: [], want: 400 }],
      ['missing externalId', { fields: {}, want: 400, detail: 'externalId' }],
      ['externalId over 128 characters', { fields: { externalId: 'x'.repeat(129) }, want: 400, detail: 'externalId' }],
      ['features not a JSON array', { fields: { externalId: 'X-2', features: 'extraction' }, want: 400, detail: 'features' }],
      ['features with evaluation', { fields: { externalId: 'X-3', features: '["extraction","evaluation"]' }, want: 400, detail: 'features' }],
      ['features with an unknown name', { fields: { externalId: 'X-4', features: '["ocr"]' }, want: 400, detail: 'features' }],
      ['classify false with []', { fields: { externalId: 'X-5', classify: 'false', features: '[]' }, want: 400, detail: 'features' }],
      ['classify not a boolean', { fields: { externalId: 'X-6', classify: 'maybe' }, want: 400, detail: 'classify' }],
      ['metadata not JSON', { fields: { externalId: 'X-7', metadata: '{oops' }, want: 400, detail: 'metadata' }],
      ['metadata an array', { fields: { externalId: 'X-8', metadata: '[1,2]' }, want: 400, detail: 'metadata' }],
      ['metadata with a null value', { fields: { externalId: 'X-9', metadata: '{"a":null}' }, want: 400, detail: 'metadata' }],
      ['metadata with an object value', { fields: { externalId: 'X-10', metadata: '{"a":{"b":1}}' }, want: 400, detail: 'metadata' }],
      ['metadata with an array value', { fields: { externalId: 'X-11', metadata: '{"a":[1]}' }, want: 400, detail: 'metadata' }],
      ['malformed caseId', { fields: { externalId: 'X-12', caseId: 'abc' }, want: 400, detail: 'caseId' }],
      ['21 files', { fields: { externalId: 'X-13' }, files: Array.from({ length: 21 }, (_, i) => ({ name: `f${i}.pdf`, data: pdfBytes() })), want: 400 }],
      ['a text file named .pdf is refused by content', { fields: { externalId: 'X-14' }, files: [{ name: 'fake.pdf', data: Buffer.from('just text, not a PDF at all') }], want: 415 }],
      ['an HTML file', { fields: { externalId: 'X-15' }, files: [{ name: 'x.html', data: Buffer.from('<html></html>') }], want: 415 }],
    ];
    for (const [name, { fields, files, want, detail }] of bad) {
      it(`answers ${want} for ${name}, and stores nothing`, async () => {
        const before = (await get(`/cases?limit=100`).then((r) => r.json())).meta.total;
        const res = await submit(fields, files ?? one);
        expect(res.status).to.equal(want);
        const body = await res.json();
        expect(body.statusCode).to.equal(want);
        expect(body.message).to.be.a('string');
        if (detail) expect(body.details.map((d: { path: string }) => d.path).join(' ')).to.include(detail);
        const after = (await get(`/cases?limit=100`).then((r) => r.json())).meta.total;
        expect(after).to.equal(before);
        expect(await storedUnder('tmp/uploads')).to.deep.equal([]);
      });
    }

    it('keeps an accepted upload\'s temporary files flat: no directory is made or left in the temporary area', async () => {
      await submit({ externalId: uniqueExternalId() }, one); // the temporary area exists from here on
      const area = path.resolve(srv.rt.config.storageDir, 'tmp/uploads');
      const { mkdir } = fs;
      const made: string[] = [];
      fs.mkdir = ((...a: Parameters<typeof mkdir>) => (made.push(String(a[0])), mkdir(...a))) as typeof mkdir;
      let res: Response;
      try {
        res = await submit({ externalId: uniqueExternalId() }, [...one, { name: 'b.pdf', data: pdfBytes('b') }]);
      } finally {
        fs.mkdir = mkdir;
      }
      expect(res.status).to.equal(202);
      expect(made.filter((d) => d.startsWith(area))).to.deep.equal([]);
      expect(await fs.readdir(area)).to.deep.equal([]);
    });

    it("does not delete an accepted upload's moved files again at their temporary keys; a ZIP's own temporary file is deleted", async () => {
      const area = path.resolve(srv.rt.config.storageDir, 'tmp/uploads');
      const { unlink } = fs;
      const unlinked: string[] = [];
      fs.unlink = ((...a: Parameters<typeof unlink>) => (unlinked.push(String(a[0])), unlink(...a))) as typeof unlink;
      let plain: Response;
      let zipped: Response;
      try {
        plain = await submit({ externalId: uniqueExternalId() }, [...one, { name: 'b.pdf', data: pdfBytes('b') }]);
        expect(unlinked.filter((f) => f.startsWith(area))).to.deep.equal([]);
        zipped = await submit({ externalId: uniqueExternalId('ZIP') }, [...one, { name: 'docs.zip', data: await zipBytes([{ name: 'c.pdf', data: pdfBytes('c') }]) }]);
      } finally {
        fs.unlink = unlink;
      }
      expect(plain.status).to.equal(202);
      expect(zipped.status).to.equal(202);
      // The ZIP itself was never moved: deleted by key (its members went with the prefix).
      expect(unlinked.filter((f) => f.startsWith(area))).to.have.length(1);
      expect(await fs.readdir(area)).to.deep.equal([]);
    });

    it('answers 413 for a file over 100 MiB, and nothing of it stays', async function () {
      this.timeout(120_000);
      const big = Buffer.alloc(100 * 1024 * 1024 + 1);
      Buffer.from('%PDF-1.4\n').copy(big);
      const externalId = uniqueExternalId('BIG');
      const res = await submit({ externalId }, [{ name: 'big.pdf', data: big }]);
      expect(res.status).to.equal(413);
      expect((await res.json()).statusCode).to.equal(413);
      const list = await (await get(`/cases?externalId=${externalId}`)).json();
      expect(list.data).to.deep.equal([]);
      expect(await storedUnder('tmp/uploads')).to.deep.equal([]);
    });

    it('answers 400 for a ZIP with a ../ member name and writes nothing', async () => {
      const zip = await zipBytes([
        { name: 'aa/evil.pdf', data: pdfBytes() },
        { name: 'good.pdf', data: pdfBytes() },
      ]);
      // Same length, so the archive stays consistent: "aa/" becomes "../".
      const hostile = Buffer.from(zip.toString('latin1').split('aa/evil.pdf').join('../evil.pdf'), 'latin1');
      const externalId = uniqueExternalId('ZIP');
      const res = await submit({ externalId }, [{ name: 'bad.zip', data: hostile }]);
      expect(res.status).to.equal(400);
      expect((await res.json()).message).to.match(/bad\.zip/);
      expect((await (await get(`/cases?externalId=${externalId}`)).json()).data).to.deep.equal([]);
      expect(await storedUnder('tmp/uploads')).to.deep.equal([]);
    });

    it('names every problem of the form at once, before any ZIP is read (decision "Errors")', async () => {
      // Each field breaks a rule of the domain, not of the spec; the ZIP is not an archive at all.
      const notAZip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(64, 7)]);
      const res = await submit({ externalId: '\u200b  ', features: '[]', classify: 'false', metadata: '{"note":null}' }, [{ name: 'broken.zip', data: notAZip }]);
      expect(res.status).to.equal(400);
      const body = await res.json();
      expect(body.details.map((d: { path: string }) => d.path)).to.have.members(['externalId', 'features', 'metadata']);
      expect(await storedUnder('tmp/uploads')).to.deep.equal([]);
    });

    it('queues the upload\'s work on bee-queue through the outbox', async () => {
      const res = await (await submit({ externalId: uniqueExternalId('JOB') }, one)).json();
      const queue = new Queue('upload.process', { prefix: srv.rt.config.queuePrefix, redis: { url: TEST_REDIS_URL } as never, isWorker: false, getEvents: false });
      queue.on('error', () => undefined);
      try {
        const deadline = Date.now() + 10_000;
        let found = false;
        while (!found && Date.now() < deadline) {
          const jobs = await queue.getJobs('waiting', { start: 0, end: 1000 });
          found = jobs.some((j) => (j.data as { uploadId?: string }).uploadId === res.data.upload.uploadId);
          if (!found) await new Promise((r) => setTimeout(r, 100));
        }
        expect(found).to.equal(true);
      } finally {
        await queue.close();
      }
    });
  });

  describe('Idempotency-Key (decision "Idempotency")', () => {
    it('replays the original upload for the same key and payload; 409 for another payload', async () => {
      const externalId = uniqueExternalId('IDEM');
      const key = `idem-${externalId}`;
      const files = [{ name: 'a.pdf', data: pdfBytes('idem') }];
      const first = await submit({ externalId }, files, { 'Idempotency-Key': key });
      expect(first.status).to.equal(202);
      const a = await first.json();
      const again = await submit({ externalId }, files, { 'Idempotency-Key': key });
      expect(again.status).to.equal(202);
      const b = await again.json();
      expect(b.data).to.deep.equal(a.data);
      const read = await (await get(`/cases/${a.data.caseId}`)).json();
      expect(read.data.uploads).to.have.length(1);

      const different = await submit({ externalId }, [{ name: 'a.pdf', data: pdfBytes('other content') }], { 'Idempotency-Key': key });
      expect(different.status).to.equal(409);
      const otherName = await submit({ externalId }, [{ name: 'renamed.pdf', data: files[0].data }], { 'Idempotency-Key': key });
      expect(otherName.status).to.equal(409);
    });

    it('two concurrent identical requests end with one upload', async () => {
      const externalId = uniqueExternalId('IDEMC');
      const files = [{ name: 'a.pdf', data: pdfBytes('concurrent') }];
      const results = await Promise.all([0, 1, 2].map(() => submit({ externalId }, files, { 'Idempotency-Key': `k-${externalId}` })));
      const statuses = results.map((r) => r.status).sort();
      for (const s of statuses) expect([202, 409]).to.include(s);
      expect(statuses).to.include(202);
      const list = await (await get(`/cases?externalId=${externalId}`)).json();
      const read = await (await get(`/cases/${list.data[0].id}`)).json();
      expect(read.data.uploads).to.have.length(1);
    });

    it('answers 400 for a key that is not printable ASCII', async () => {
      const res = await submit({ externalId: uniqueExternalId() }, one, { 'Idempotency-Key': 'x'.repeat(256) });
      expect(res.status).to.equal(400);
    });
  });

  describe('GET /cases (decision "Listing cases")', () => {
    it('lists newest first with total, limit and offset; filters by externalId', async () => {
      const other = await createTestOrg(srv.rt.db, 'List Org');
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        const r = await (await submit({ externalId: `L-${i}` }, one, {}, other.partnerKey)).json();
        ids.push(r.data.caseId);
      }
      const operatorCase = await createOperatorCase(srv.rt.db, other.id, {});
      const page = await (await get('/cases?limit=2&offset=0', other.partnerKey)).json();
      expect(page.meta).to.deep.equal({ total: 4, limit: 2, offset: 0 });
      expect(page.data.map((c: { id: string }) => c.id)).to.deep.equal([operatorCase.id, ids[2]]);
      const rest = await (await get('/cases?limit=2&offset=2', other.partnerKey)).json();
      expect(rest.data.map((c: { id: string }) => c.id)).to.deep.equal([ids[1], ids[0]]);
      expect(page.data[0].externalId).to.equal(null);
      const filtered = await (await get('/cases?externalId=L-1', other.partnerKey)).json();
      expect(filtered.data.map((c: { id: string }) => c.id)).to.deep.equal([ids[1]]);
      expect((await (await get('/cases?externalId=nope', other.partnerKey)).json()).data).to.deep.equal([]);
    });

    for (const q of ['limit=0', 'limit=101', 'offset=-1', 'limit=abc']) {
      it(`answers 400 for ${q}`, async () => {
        expect((await get(`/cases?${q}`)).status).to.equal(400);
      });
    }
  });

  describe('organization scope', () => {
    it("answers 404 for another organization's case by ID and by case number", async () => {
      const r = await (await submit({ externalId: uniqueExternalId('SCOPE') }, one)).json();
      const read = await (await get(`/cases/${r.data.caseId}`)).json();
      const stranger = await createTestOrg(srv.rt.db, 'Stranger');
      for (const p of [`/cases/${r.data.caseId}`, `/cases/${read.data.caseNumber}`]) {
        const res = await get(p, stranger.partnerKey);
        expect(res.status).to.equal(404);
        expect((await res.json()).statusCode).to.equal(404);
        expect((await fetch(`${srv.partner}${p}`, { method: 'DELETE', headers: headers({}, stranger.partnerKey) })).status).to.equal(404);
      }
      // Not listed either, and its externalId is free in the other organization.
      const list = await (await get(`/cases?externalId=${read.data.externalId}`, stranger.partnerKey)).json();
      expect(list.data).to.deep.equal([]);
    });

    it('answers 404 for a well-formed id that names nothing', async () => {
      expect((await get('/cases/0123456789abcdef01234567')).status).to.equal(404);
      expect((await get('/cases/999999999')).status).to.equal(404);
    });
  });

  describe('operator-created cases and linking (interface "caseId")', () => {
    it('links an operator case once; later submissions with the externalId go to it; DELETE answers 403', async () => {
      const opCase = await createOperatorCase(srv.rt.db, org.id, {});
      const externalId = uniqueExternalId('LINK');
      // A matching externalId alone never links: without caseId a new case is made.
      const linked = await submit({ externalId, caseId: String(opCase.caseNumber) }, one);
      expect(linked.status).to.equal(202);
      expect((await linked.json()).data.caseId).to.equal(opCase.id);
      const later = await (await submit({ externalId }, one)).json();
      expect(later.data.caseId).to.equal(opCase.id);
      const read = await (await get(`/cases/${opCase.id}`)).json();
      expect(read.data.externalId).to.equal(externalId);
      expect(read.data.uploads).to.have.length(2);
      // Linked once: a second link answers 409.
      expect((await submit({ externalId: uniqueExternalId('LINK2'), caseId: opCase.id }, one)).status).to.equal(409);
      // Linked (operator-created) cases cannot be deleted by the partner.
      const del = await fetch(`${srv.partner}/cases/${opCase.id}`, { method: 'DELETE', headers: headers() });
      expect(del.status).to.equal(403);
    });

    it('answers 403 to DELETE of an unlinked operator case, 409 for linking a partner case, 404 for an unknown caseId', async () => {
      const opCase = await createOperatorCase(srv.rt.db, org.id, {});
      expect((await fetch(`${srv.partner}/cases/${opCase.id}`, { method: 'DELETE', headers: headers() })).status).to.equal(403);
      const partnerCase = await (await submit({ externalId: uniqueExternalId() }, one)).json();
      expect((await submit({ externalId: uniqueExternalId(), caseId: partnerCase.data.caseId }, one)).status).to.equal(409);
      expect((await submit({ externalId: uniqueExternalId(), caseId: '0123456789abcdef01234567' }, one)).status).to.equal(404);
    });

    it('a matching externalId alone never links an operator case', async () => {
      const opCase = await createOperatorCase(srv.rt.db, org.id, {});
      const externalId = uniqueExternalId('NOLINK');
      const r = await (await submit({ externalId }, one)).json();
      expect(r.data.caseId).not.to.equal(opCase.id);
      const read = await (await get(`/cases/${opCase.id}`)).json();
      expect(read.data.externalId).to.equal(null);
    });
  });

  describe('DELETE /cases/{id} (decision "Deletion")', () => {
    it('answers 204, removes the files, 404 afterwards everywhere, and keeps the externalId reserved', async () => {
      const externalId = uniqueExternalId('DEL');
      const r = await (await submit({ externalId }, [{ name: 'a.pdf', data: pdfBytes() }])).json();
      const read = await (await get(`/cases/${r.data.caseId}`)).json();
      expect(await storedUnder(`orgs/${org.id}/cases/${r.data.caseId}`)).to.have.length(1);
      const del = await fetch(`${srv.partner}/cases/${r.data.caseId}`, { method: 'DELETE', headers: headers() });
      expect(del.status).to.equal(204);
      expect(await del.text()).to.equal('');
      expect(await storedUnder(`orgs/${org.id}/cases/${r.data.caseId}`)).to.deep.equal([]);
      for (const p of [`/cases/${r.data.caseId}`, `/cases/${read.data.caseNumber}`]) expect((await get(p)).status).to.equal(404);
      expect((await fetch(`${srv.partner}/cases/${r.data.caseId}`, { method: 'DELETE', headers: headers() })).status).to.equal(404);
      expect((await (await get(`/cases?externalId=${externalId}`)).json()).data).to.deep.equal([]);
      // Interface "POST /cases": resubmitting the externalId of a deleted case answers 409.
      const again = await submit({ externalId }, one);
      expect(again.status).to.equal(409);
    });
  });
});
