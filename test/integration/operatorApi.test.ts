import { expect } from 'chai';
import { startTestServer, type TestServer } from '../support/server';
import { createApiKey, createTestOrg, revokeApiKey, type TestOrg } from '../support/fixtures';
import { scratchDatabase, type ScratchDatabase } from '../support/cases';
import { pdfBytes, submissionForm, type FormFile } from '../support/documents';
import { startPipeline, uniquePrefix, waitFor, type Pipeline } from '../support/pipeline';
import { testEngines } from '../support/engines';
import { AMARA, transcriptPdf } from '../support/samples';
import { deactivateApiKey } from '../../src/domain/apiKeys';

let seq = 0;
const externalId = (label: string) => `${label}-${process.pid}-${Date.now()}-${++seq}`;
const OTHER_ID = '0123456789abcdef01234567';

interface Json {
  [key: string]: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * The operator API (/operator/v1, decision "Processes and configuration") over HTTP against the real server, MariaDB and
 * Redis: operator keys only, cases created by operators (no externalId, a case number), uploads
 * with chosen features and features started later, credentials added by hand, deletion of any
 * case; and what the partner API then shows. Responses are validated against the operator spec
 * (VALIDATE_RESPONSES in tests). A scratch database and a queue prefix of the suite's own, since
 * the pipeline's relay reads the whole outbox.
 */
describe('operator API (/operator/v1)', function () {
  this.timeout(120_000);
  let scratch: ScratchDatabase;
  let srv: TestServer;
  let org: TestOrg;
  let operatorKey: string;
  let pipeline: Pipeline;

  before(async () => {
    scratch = await scratchDatabase('operator_api');
    const prefix = uniquePrefix('operator-api');
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

  const op = (path: string, init: RequestInit = {}, key = operatorKey) =>
    fetch(`${srv.url}/operator/v1${path}`, { ...init, headers: { 'x-api-key': key, ...(init.headers as Record<string, string> | undefined) } });
  const opJson = (path: string, method: string, body: unknown, key = operatorKey) =>
    op(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, key);
  const partner = (path: string, init: RequestInit = {}) => fetch(`${srv.partner}${path}`, { ...init, headers: { 'x-api-key': org.partnerKey } });
  const json = async (res: Response): Promise<Json> => (await res.json()) as Json;

  const createCase = async (body: unknown = {}): Promise<Json> => {
    const res = await opJson('/cases', 'POST', body);
    expect(res.status).to.equal(201);
    return (await json(res)).data;
  };
  const partnerSubmit = async (fields: Record<string, string>, files: FormFile[] = [{ name: 'transcript.pdf', data: pdfBytes() }]): Promise<Json> => {
    const res = await fetch(`${srv.partner}/cases`, { method: 'POST', headers: { 'x-api-key': org.partnerKey }, body: submissionForm(fields, files) });
    expect(res.status).to.equal(202);
    return (await json(res)).data;
  };
  const upload = async (caseRef: string, fields: Record<string, string>, files: FormFile[]): Promise<Response> =>
    op(`/cases/${caseRef}/uploads`, { method: 'POST', body: submissionForm(fields, files) });

  describe('authentication (operator keys of the organization; decision "Processes and configuration")', () => {
    const keys: Record<string, string> = {};
    before(async () => {
      const db = srv.rt.db;
      keys.operator = operatorKey;
      keys.partner = org.partnerKey;
      keys.internal = (await createApiKey(db, { organizationId: org.id, type: 'internal' })).apiKey;
      keys.inactive = (await createApiKey(db, { organizationId: org.id, type: 'operator', inactive: true })).apiKey;
      const deactivated = await createApiKey(db, { organizationId: org.id, type: 'operator' });
      await deactivateApiKey(db, deactivated.id);
      keys.deactivated = deactivated.apiKey;
      keys.expired = (await createApiKey(db, { organizationId: org.id, type: 'operator', expiresAt: new Date(Date.now() - 60_000) })).apiKey;
      const revoked = await createApiKey(db, { organizationId: org.id, type: 'operator' });
      await revokeApiKey(db, revoked.id);
      keys.revoked = revoked.apiKey;
    });

    type Row = [string, { headers: () => Record<string, string>; path?: string; method?: string; want: number; message?: RegExp }];
    const rows: Row[] = [
      ['no key', { headers: () => ({}), want: 401, message: /Missing API key/ }],
      ['a key that does not exist', { headers: () => ({ 'x-api-key': 'not-a-key' }), want: 401, message: /^Invalid or expired API key$/ }],
      ['a revoked operator key', { headers: () => ({ 'x-api-key': keys.revoked }), want: 401 }],
      ['an expired operator key', { headers: () => ({ 'x-api-key': keys.expired }), want: 401 }],
      ['an operator key created inactive', { headers: () => ({ 'x-api-key': keys.inactive }), want: 403, message: /inactive/ }],
      ['a deactivated operator key', { headers: () => ({ 'x-api-key': keys.deactivated }), want: 403, message: /inactive/ }],
      ['a partner key', { headers: () => ({ 'x-api-key': keys.partner }), want: 403, message: /^API key is not an operator key$/ }],
      ['an internal key', { headers: () => ({ 'x-api-key': keys.internal }), want: 403, message: /^API key is not an operator key$/ }],
      ['an operator key in x-api-key', { headers: () => ({ 'x-api-key': keys.operator }), want: 200 }],
      ['an operator key as Authorization: Bearer', { headers: () => ({ authorization: `Bearer ${keys.operator}` }), want: 200 }],
      ['an unknown operator route without a key (authentication first, decision "Further open points")', { headers: () => ({}), path: '/nothing/here', want: 401 }],
      ['an unknown operator route with an operator key', { headers: () => ({ 'x-api-key': keys.operator }), path: '/nothing/here', want: 404 }],
      ['a wrong method on a known operator path', { headers: () => ({ 'x-api-key': keys.operator }), method: 'PUT', want: 405 }],
    ];
    for (const [name, { headers, path, method, want, message }] of rows) {
      it(`${name} → ${want}`, async () => {
        const res = await fetch(`${srv.url}/operator/v1${path ?? '/cases'}`, { method: method ?? 'GET', headers: headers() });
        expect(res.status).to.equal(want);
        expect(res.headers.get('content-type')).to.match(/^application\/json/);
        expect(res.headers.get('ratelimit-limit')).to.match(/^\d+$/);
        const body = await json(res);
        if (want >= 400) {
          expect(body.statusCode).to.equal(want);
          if (message) expect(body.message).to.match(message);
        }
      });
    }

    it('an operator key on a partner route → 403', async () => {
      const res = await fetch(`${srv.partner}/cases`, { headers: { 'x-api-key': operatorKey } });
      expect(res.status).to.equal(403);
      expect((await json(res)).message).to.equal('API key is not a partner key');
    });

    it("another organization's operator key sees none of this organization's cases (404)", async () => {
      const c = await createCase();
      const other = await createTestOrg(srv.rt.db, 'Other');
      const otherKey = (await createApiKey(srv.rt.db, { organizationId: other.id, type: 'operator' })).apiKey;
      for (const ref of [c.id, String(c.caseNumber)]) expect((await op(`/cases/${ref}`, {}, otherKey)).status).to.equal(404);
    });
  });

  describe('cases', () => {
    it('creates a case with no externalId and a case number, which the partner API reads at once', async () => {
      const c = await createCase({ metadata: { desk: 'B', priority: 2 } });
      expect(c).to.include({ externalId: null, origin: 'operator', status: 'completed' });
      expect(c.caseNumber).to.be.a('number').and.at.least(100001);
      expect(c.uploads).to.deep.equal([]);
      expect(c.credentials).to.deep.equal([]);
      expect(c.metadata).to.deep.equal({ desk: 'B', priority: 2 });

      const viaPartner = await json(await partner(`/cases/${c.caseNumber}`));
      expect(viaPartner.data).to.include({ id: c.id, externalId: null, caseNumber: c.caseNumber });
      expect(viaPartner.data).not.to.have.property('origin');
      const second = await createCase();
      expect(second.caseNumber).to.be.greaterThan(c.caseNumber);
    });

    it('creates a case from an empty body too', async () => {
      const res = await op('/cases', { method: 'POST' });
      expect(res.status).to.equal(201);
      expect((await json(res)).data).to.include({ externalId: null, origin: 'operator' });
    });

    it('lists partner-created and operator-created cases alike, newest first, with their origin', async () => {
      const mine = await createCase();
      const submitted = await partnerSubmit({ externalId: externalId('LIST') });
      const body = await json(await op('/cases?limit=100'));
      expect(body.meta).to.include({ limit: 100, offset: 0 });
      const ids = body.data.map((x: Json) => x.id);
      expect(ids.indexOf(submitted.caseId)).to.be.lessThan(ids.indexOf(mine.id));
      expect(body.data.find((x: Json) => x.id === mine.id)).to.include({ origin: 'operator', externalId: null });
      expect(body.data.find((x: Json) => x.id === submitted.caseId)).to.include({ origin: 'partner' });
      const filtered = await json(await op(`/cases?externalId=${encodeURIComponent(submitted.externalId)}`));
      expect(filtered.data.map((x: Json) => x.id)).to.deep.equal([submitted.caseId]);
    });

    it('gets a case by ID or number, with its origin', async () => {
      const submitted = await partnerSubmit({ externalId: externalId('GET') });
      const byId = await json(await op(`/cases/${submitted.caseId.toUpperCase()}`));
      expect(byId.data).to.include({ id: submitted.caseId, origin: 'partner', externalId: submitted.externalId });
      expect(byId.data.uploads).to.have.length(1);
      const byNumber = await json(await op(`/cases/${byId.data.caseNumber}`));
      expect(byNumber.data.id).to.equal(submitted.caseId);
    });
  });

  describe('uploads and features', () => {
    it('uploads files with chosen features; a feature started later runs and shows in the partner API', async () => {
      const c = await createCase();
      const res = await upload(c.id, { features: '["extraction"]', classify: 'false' }, [{ name: 'transcript.pdf', data: await transcriptPdf() }]);
      expect(res.status).to.equal(202);
      const accepted = (await json(res)).data;
      expect(accepted).to.include({ caseId: c.id, externalId: null });
      expect(accepted.upload.features).to.deep.equal([{ name: 'extraction', status: 'queued' }]);
      const uploadId = accepted.upload.uploadId;

      const untilTerminal = (want: number) =>
        waitFor('the upload to finish', async () => {
          const u = (await json(await op(`/cases/${c.id}`))).data.uploads[0];
          return u.features.length === want && (u.status === 'completed' || u.status === 'failed') ? u : null;
        }, 60_000, 200);
      expect((await untilTerminal(1)).status).to.equal('completed');
      // The upload lists only the features that ran, so it was never translated (interface).
      expect((await partner(`/cases/${c.id}/translation`)).status).to.equal(409);
      expect((await op(`/cases/${c.id}/translation`)).status).to.equal(409);

      const start = await opJson(`/cases/${c.id}/uploads/${uploadId}/features`, 'POST', { feature: 'translation' });
      expect(start.status).to.equal(202);
      const started = (await json(start)).data;
      expect(started.started).to.equal(true);
      expect(started.upload.features.map((f: Json) => f.name)).to.deep.equal(['extraction', 'translation']);
      const again = await json(await opJson(`/cases/${c.caseNumber}/uploads/${uploadId.toUpperCase()}/features`, 'POST', { feature: 'translation' }));
      expect(again.data.started).to.equal(false);

      const done = await untilTerminal(2);
      expect(done.features).to.deep.equal([
        { name: 'extraction', status: 'completed' },
        { name: 'translation', status: 'completed' },
      ]);
      const translation = await json(await partner(`/cases/${c.id}/translation`));
      expect(translation.data.status).to.equal('completed');
      expect(translation.data.files).to.have.length(1);
      expect(translation.data.files[0].htmlPages.length).to.be.greaterThan(0);
      const extraction = await json(await partner(`/cases/${c.id}/extraction`));
      expect(extraction.data.credentials[0].candidate.fullName).to.equal(AMARA.name);
      const viaOperator = await json(await op(`/cases/${c.id}/extraction`));
      expect(viaOperator.data).to.deep.equal(extraction.data);
    });

    it('uploads to a case the partner created, keeping its externalId', async () => {
      const submitted = await partnerSubmit({ externalId: externalId('OPUP') });
      const res = await upload(submitted.caseId, { features: '["forensics"]' }, [{ name: 'extra.pdf', data: pdfBytes() }]);
      expect(res.status).to.equal(202);
      expect((await json(res)).data).to.include({ caseId: submitted.caseId, externalId: submitted.externalId });
      const viaPartner = await json(await partner(`/cases/${submitted.caseId}`));
      expect(viaPartner.data.uploads).to.have.length(2);
    });

    type Bad = [string, { fields: Record<string, string>; files?: FormFile[]; want: number; path?: string }];
    const bad: Bad[] = [
      ['evaluation as a feature', { fields: { features: '["evaluation"]' }, want: 400, path: 'body.features' }],
      ['an unknown feature', { fields: { features: '["ocr"]' }, want: 400 }],
      ['features that are not a JSON array', { fields: { features: 'extraction' }, want: 400 }],
      ['classify false with no features', { fields: { features: '[]', classify: 'false' }, want: 400 }],
      ['an externalId (not a field of this form)', { fields: { externalId: 'X-1' }, want: 400 }],
      ['no files', { fields: {}, files: [], want: 400 }],
      ['a file that is not a document', { fields: {}, files: [{ name: 'notes.pdf', data: Buffer.from('plain text') }], want: 415 }],
    ];
    for (const [name, { fields, files, want, path }] of bad) {
      it(`refuses an upload with ${name} (${want})`, async () => {
        const c = await createCase();
        const res = await upload(c.id, fields, files ?? [{ name: 'a.pdf', data: pdfBytes() }]);
        expect(res.status).to.equal(want);
        const body = await json(res);
        expect(body.statusCode).to.equal(want);
        if (path) expect(body.details.map((d: Json) => d.path)).to.include(path);
        expect((await json(await op(`/cases/${c.id}`))).data.uploads).to.deep.equal([]);
      });
    }

    it('answers 404 for an upload to an unknown case and for a feature on an upload of another case', async () => {
      expect((await upload(OTHER_ID, {}, [{ name: 'a.pdf', data: pdfBytes() }])).status).to.equal(404);
      const a = await createCase();
      const b = await createCase();
      const res = await upload(a.id, { features: '["extraction"]' }, [{ name: 'a.pdf', data: pdfBytes() }]);
      const uploadId = (await json(res)).data.upload.uploadId;
      expect((await opJson(`/cases/${b.id}/uploads/${uploadId}/features`, 'POST', { feature: 'forensics' })).status).to.equal(404);
      expect((await opJson(`/cases/${a.id}/uploads/${OTHER_ID}/features`, 'POST', { feature: 'forensics' })).status).to.equal(404);
      const check = await json(await op(`/cases/${a.id}`));
      expect(check.data.uploads[0].features.map((f: Json) => f.name)).to.deep.equal(['extraction']);
    });
  });

  describe('credentials added by hand', () => {
    it('adds a completed credential with uploadId null that the partner API lists and whose typed values extraction shows', async () => {
      const c = await createCase();
      const res = await opJson(`/cases/${c.id}/credentials`, 'POST', {
        credentialType: 'academic',
        candidate: { fullName: '  Amara Okafor ', dateOfBirth: '1997-03-14' },
        institution: { name: 'University of Lagos', country: 'Nigeria' },
        qualification: { name: 'Bachelor of Science', level: 'Bachelor', program: 'Computer Science', yearOfAdmission: 2015, programDuration: '4', dateOfIssue: '2019-09-12' },
      });
      expect(res.status).to.equal(201);
      const credential = (await json(res)).data;
      expect(credential).to.include({ status: 'completed', uploadId: null, credentialType: 'academic' });
      expect(credential.candidate).to.deep.equal({ fullName: 'Amara Okafor', firstName: null, lastName: null, dateOfBirth: '1997-03-14' });
      expect(credential.qualification).to.include({ name: 'Bachelor of Science', yearOfAdmission: 2015, yearOfCompletion: null, dateOfIssue: '2019-09-12' });
      expect(credential.courses).to.deep.equal([]);

      const viaPartner = await json(await partner(`/cases/${c.id}`));
      expect(viaPartner.data.credentials).to.deep.equal([{ credentialId: credential.credentialId, status: 'completed', uploadId: null, credentialType: 'academic' }]);
      const extraction = await json(await partner(`/cases/${c.id}/extraction?credentialId=${credential.credentialId}`));
      expect(extraction.data.credentials).to.deep.equal([credential]);
    });

    type Bad = [string, { body: unknown; path: string }];
    const bad: Bad[] = [
      ['no credentialType', { body: { candidate: { fullName: 'A' } }, path: 'body.credentialType' }],
      ['an unknown credentialType', { body: { credentialType: 'diploma' }, path: 'body.credentialType' }],
      ['a year that is not a year', { body: { credentialType: 'academic', qualification: { yearOfAdmission: 99 } }, path: 'body.qualification.yearOfAdmission' }],
      ['a number for a name', { body: { credentialType: 'academic', candidate: { fullName: 42 } }, path: 'body.candidate.fullName' }],
      ['an unknown field', { body: { credentialType: 'academic', uploadId: OTHER_ID }, path: 'body.uploadId' }],
      ['a name longer than the stored field', { body: { credentialType: 'academic', institution: { countryCode: 'X'.repeat(11) } }, path: 'body.institution.countryCode' }],
    ];
    for (const [name, { body, path }] of bad) {
      it(`refuses ${name} (400)`, async () => {
        const c = await createCase();
        const res = await opJson(`/cases/${c.id}/credentials`, 'POST', body);
        expect(res.status).to.equal(400);
        expect((await json(res)).details.map((d: Json) => d.path)).to.include(path);
        expect((await json(await op(`/cases/${c.id}`))).data.credentials).to.deep.equal([]);
      });
    }

    it('answers 404 for an unknown case and 415 for a body that is not JSON', async () => {
      expect((await opJson(`/cases/${OTHER_ID}/credentials`, 'POST', { credentialType: 'academic' })).status).to.equal(404);
      const c = await createCase();
      const res = await op(`/cases/${c.id}/credentials`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'academic' });
      expect(res.status).to.equal(415);
    });
  });

  describe('deletion (decision "Deletion")', () => {
    it('deletes a partner-created case; the partner then gets 404 and its externalId stays reserved (409)', async () => {
      const id = externalId('DEL');
      const submitted = await partnerSubmit({ externalId: id });
      const res = await op(`/cases/${submitted.caseId}`, { method: 'DELETE' });
      expect(res.status).to.equal(204);
      expect(await res.text()).to.equal('');
      expect((await partner(`/cases/${submitted.caseId}`)).status).to.equal(404);
      expect((await partner(`/cases/${submitted.caseId}`, { method: 'DELETE' })).status).to.equal(404);
      expect((await op(`/cases/${submitted.caseId}`)).status).to.equal(404);
      expect((await op(`/cases/${submitted.caseId}`, { method: 'DELETE' })).status).to.equal(404);
      const again = await fetch(`${srv.partner}/cases`, {
        method: 'POST',
        headers: { 'x-api-key': org.partnerKey },
        body: submissionForm({ externalId: id }, [{ name: 'a.pdf', data: pdfBytes() }]),
      });
      expect(again.status).to.equal(409);
    });

    it('deletes an operator-created case with a hand credential, which the partner may not delete (403)', async () => {
      const c = await createCase();
      await opJson(`/cases/${c.id}/credentials`, 'POST', { credentialType: 'academic' });
      expect((await partner(`/cases/${c.id}`, { method: 'DELETE' })).status).to.equal(403);
      expect((await op(`/cases/${c.caseNumber}`, { method: 'DELETE' })).status).to.equal(204);
      expect((await partner(`/cases/${c.id}`)).status).to.equal(404);
      const list = await json(await op('/cases?limit=100'));
      expect(list.data.map((x: Json) => x.id)).not.to.include(c.id);
    });
  });

  describe('validation (400) and lookups (404)', () => {
    type Row = [string, { method?: string; path: string; body?: unknown; want: number }];
    const rows: Row[] = [
      ['a case id that is neither an ID nor a number', { path: '/cases/not-a-case', want: 400 }],
      ['limit 0', { path: '/cases?limit=0', want: 400 }],
      ['limit over 100', { path: '/cases?limit=101', want: 400 }],
      ['a negative offset', { path: '/cases?offset=-1', want: 400 }],
      ['metadata with a null value', { method: 'POST', path: '/cases', body: { metadata: { a: null } }, want: 400 }],
      ['metadata that is an array', { method: 'POST', path: '/cases', body: { metadata: ['a'] }, want: 400 }],
      ['an externalId on a new case', { method: 'POST', path: '/cases', body: { externalId: 'X-1' }, want: 400 }],
      ['an unknown case', { path: `/cases/${OTHER_ID}`, want: 404 }],
      ['an unknown case number', { path: '/cases/999999999', want: 404 }],
      ['both result selectors (decision "Open paths and parameters")', { path: `/cases/${OTHER_ID}/extraction?uploadId=${OTHER_ID}&credentialId=${OTHER_ID}`, want: 400 }],
      ['a malformed upload id in a path', { method: 'POST', path: `/cases/${OTHER_ID}/uploads/xyz/features`, body: { feature: 'translation' }, want: 400 }],
      ['a feature that is not one', { method: 'POST', path: `/cases/${OTHER_ID}/uploads/${OTHER_ID}/features`, body: { feature: 'evaluation' }, want: 400 }],
      ['the results of an unknown case', { path: `/cases/${OTHER_ID}/forensics`, want: 404 }],
    ];
    for (const [name, { method, path, body, want }] of rows) {
      it(`${name} → ${want}`, async () => {
        const res = body === undefined ? await op(path, { method: method ?? 'GET' }) : await opJson(path, method ?? 'POST', body);
        expect(res.status).to.equal(want);
        const parsed = await json(res);
        expect(parsed.statusCode).to.equal(want);
        expect(parsed.message).to.be.a('string').and.not.empty;
      });
    }
  });
});
