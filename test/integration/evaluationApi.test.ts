import { expect } from 'chai';
import { createApiKey, createTestOrg, type TestOrg } from '../support/fixtures';
import { scratchDatabase, type ScratchDatabase } from '../support/cases';
import { pdfBytes, submissionForm } from '../support/documents';
import { testEngines } from '../support/engines';
import { startPipeline, uniquePrefix, waitFor, type Pipeline } from '../support/pipeline';
import { startTestServer, type TestServer } from '../support/server';

interface Json {
  [key: string]: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

let seq = 0;
const externalId = (label: string) => `${label}-${process.pid}-${Date.now()}-${++seq}`;
const UNKNOWN = '0123456789abcdef01234567';

/*
 * GET /cases/{id}/evaluation and /evaluation/combined over HTTP (responses validated against the
 * partner spec in tests), with the evaluations made through the operator API and the combined
 * production run by the real pipeline (relay and workers, own queue prefix, scratch database).
 */
describe('evaluation API (partner read side, operator evaluations, combined production)', function () {
  this.timeout(120_000);
  let scratch: ScratchDatabase;
  let srv: TestServer;
  let org: TestOrg;
  let operatorKey: string;
  let pipeline: Pipeline;

  before(async () => {
    scratch = await scratchDatabase('evaluation_api');
    const prefix = uniquePrefix('evaluation-api');
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

  const json = async (res: Response): Promise<Json> => (await res.json()) as Json;
  const op = async (path: string, method = 'GET', body?: unknown): Promise<{ status: number; body: Json }> => {
    const res = await fetch(`${srv.url}/operator/v1${path}`, {
      method,
      headers: { 'x-api-key': operatorKey, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: res.status === 204 ? {} : await json(res) };
  };
  const partner = async (path: string): Promise<{ status: number; body: Json }> => {
    const res = await fetch(`${srv.partner}${path}`, { headers: { 'x-api-key': org.partnerKey } });
    return { status: res.status, body: await json(res) };
  };
  const handCredential = async (caseId: string, credentialType = 'academic'): Promise<string> => {
    const r = await op(`/cases/${caseId}/credentials`, 'POST', {
      credentialType,
      candidate: { fullName: 'Amara Okafor', dateOfBirth: '1997-03-14' },
      institution: { name: 'University of Lagos', country: 'Nigeria' },
      qualification: { name: 'Bachelor of Science', level: 'Bachelor', program: 'Computer Science', yearOfAdmission: 2015, yearOfCompletion: 2019, programDuration: '4 years', dateOfIssue: '2019-09-12' },
    });
    expect(r.status, JSON.stringify(r.body)).to.equal(201);
    return r.body.data.credentialId ?? r.body.data.credentials?.at(-1)?.credentialId;
  };
  const output = (usEquivalency: string | null) => ({
    equivalency: {
      usEquivalency,
      statement: usEquivalency === null ? null : `${usEquivalency} in Computer Science`,
      fieldOfStudy: 'Computer Science',
      evaluatedAs: "Four-year bachelor's degree",
      gpa: { weighted: '3.71', unweighted: '3.65' },
      totalCredits: 124,
      creditUnit: 'Semester Credits',
      disclaimer: '** This evaluation is advisory.',
    },
    courses: [{ courseId: 'CS201', courseName: 'Data Structures', grade: 'A', point: 4, credit: 3 }],
    note: 'Grades converted.',
  });

  describe('selectors (interface "GET /cases/{id}/evaluation", decision "Open paths and parameters", decision "Further open points")', () => {
    let caseId: string;
    let uploadId: string;
    before(async () => {
      const form = submissionForm({ externalId: externalId('EVSEL'), features: '["forensics"]' }, [{ name: 'a.pdf', data: pdfBytes() }]);
      const res = await fetch(`${srv.partner}/cases`, { method: 'POST', headers: { 'x-api-key': org.partnerKey }, body: form });
      expect(res.status).to.equal(202);
      const body = await json(res);
      caseId = body.data.caseId;
      uploadId = body.data.upload.uploadId ?? body.data.upload.id;
    });

    it('answers 200 for the upload right after it was accepted', async () => {
      const r = await partner(`/cases/${caseId}/evaluation?uploadId=${uploadId.toUpperCase()}`);
      expect(r.status).to.equal(200);
      expect(r.body.data).to.include({ id: caseId });
      expect(r.body.data.status).to.be.oneOf(['queued', 'not_applicable']);
    });
    for (const route of ['evaluation', 'evaluation/combined']) {
      it(`/${route}: both selectors 400, malformed 400, unknown 404`, async () => {
        expect((await partner(`/cases/${caseId}/${route}?uploadId=${uploadId}&credentialId=${UNKNOWN}`)).status).to.equal(400);
        expect((await partner(`/cases/${caseId}/${route}?uploadId=xyz`)).status).to.equal(400);
        expect((await partner(`/cases/${caseId}/${route}?credentialId=${UNKNOWN}`)).status).to.equal(404);
        expect((await partner(`/cases/${caseId}/${route}?uploadId=${UNKNOWN}`)).status).to.equal(404);
        expect((await partner(`/cases/${UNKNOWN}/${route}`)).status).to.equal(404);
      });
    }
    it('combined: malformed target 400, unknown target 404', async () => {
      expect((await partner(`/cases/${caseId}/evaluation/combined?targetInstituteId=nope`)).status).to.equal(400);
      expect((await partner(`/cases/${caseId}/evaluation/combined?targetInstituteId=${UNKNOWN}`)).status).to.equal(404);
    });
  });

  describe('an operator case evaluated through the operator API', () => {
    let caseId: string;
    let a: string;
    let u: string;
    let target: Json;

    before(async () => {
      const created = await op('/cases', 'POST', {});
      expect(created.status).to.equal(201);
      caseId = created.body.data.id;
      a = await handCredential(caseId);
      u = await handCredential(caseId, 'uncategorized');
      const t = await op('/target-institutes', 'POST', { name: 'University of Toronto' });
      expect(t.status).to.equal(201);
      target = t.body.data;
    });

    it('lists every credential, formatted, before any evaluation (queued)', async () => {
      const r = await partner(`/cases/${caseId}/evaluation`);
      expect(r.status).to.equal(200);
      expect(r.body.data).to.include({ status: 'queued', externalId: null });
      const [ca, cu] = r.body.data.credentials;
      expect(ca).to.deep.include({ credentialId: a, uploadId: null, evaluations: [] });
      expect(ca.candidate).to.deep.equal({ fullName: 'Amara Okafor', dateOfBirth: '03/14/1997' });
      expect(ca.qualification).to.deep.equal({
        name: 'Bachelor of Science',
        educationLevel: 'Bachelor',
        program: 'Computer Science',
        programDurationYears: 4,
        yearOfAdmission: 2015,
        yearsOfAttendance: [2015, 2016, 2017, 2018, 2019],
        dateOfAward: '09/12/2019',
      });
      expect(cu).to.deep.include({ credentialId: u, evaluations: [] });
    });

    it('shows one row per target, chosen by "a completed one if any, otherwise the first", and the aggregate', async () => {
      const first = await op(`/cases/${caseId}/evaluations`, 'POST', { credentialId: a, targetInstituteId: null });
      expect(first.status).to.equal(201);
      const second = await op(`/cases/${caseId}/evaluations`, 'POST', { credentialId: a, targetInstituteId: null });
      const forTarget = await op(`/cases/${caseId}/evaluations`, 'POST', { credentialId: a, targetInstituteId: target.id });
      expect(forTarget.status).to.equal(201);
      expect((await op(`/cases/${caseId}/evaluations`, 'POST', { credentialId: u, targetInstituteId: null })).status, 'uncategorized').to.equal(409);

      let r = await partner(`/cases/${caseId}/evaluation`);
      expect(r.body.data.status).to.equal('processing');
      expect(r.body.data.credentials[0].evaluations).to.deep.equal([
        { evaluationId: first.body.data.id, status: 'queued', completedAt: null, targetInstitute: null },
        { evaluationId: forTarget.body.data.id, status: 'queued', completedAt: null, targetInstitute: { id: target.id, name: 'University of Toronto' } },
      ]);

      expect((await op(`/evaluations/${second.body.data.id}/complete`, 'POST', output("Bachelor's degree"))).status).to.equal(200);
      r = await partner(`/cases/${caseId}/evaluation?credentialId=${a}`);
      const general = r.body.data.credentials[0].evaluations.find((row: Json) => row.targetInstitute === null);
      expect(general).to.include({ evaluationId: second.body.data.id, status: 'completed', note: 'Grades converted.' });
      expect(general.equivalency).to.deep.include({ creditUnit: 'Semester Credits', disclaimer: '** This evaluation is advisory.', gpa: { weighted: '3.71', unweighted: '3.65' } });
      expect(r.body.data.status, 'the target row is still queued').to.equal('processing');

      expect((await op(`/evaluations/${forTarget.body.data.id}/start`, 'POST')).status).to.equal(200);
      expect((await op(`/evaluations/${forTarget.body.data.id}/complete`, 'POST', output("Bachelor's degree"))).status).to.equal(200);
      r = await partner(`/cases/${caseId}/evaluation`);
      expect(r.body.data.status).to.equal('completed');
    });

    it('produces the combined equivalency in the background; reopening hides the output and makes it stale', async () => {
      const done = await waitFor('the general combined equivalency', async () => {
        const r = await partner(`/cases/${caseId}/evaluation/combined`);
        return r.body.data.status === 'completed' ? r.body.data : null;
      });
      expect(done).to.deep.include({ targetInstitute: null, pendingCredentialIds: [], candidate: { fullName: 'Amara Okafor', dateOfBirth: '03/14/1997' } });
      expect(done.combinedEquivalencies).to.deep.equal([{ equivalency: "Bachelor's degree in Computer Science", credentialIds: [a] }]);
      expect(done.credentials.map((x: Json) => x.credentialId)).to.deep.equal([a, u]);
      expect(Object.keys(done.credentials[0].evaluations[0]).sort()).to.deep.equal(['completedAt', 'evaluationId', 'status', 'targetInstitute']);

      const evaluations = (await op(`/cases/${caseId}/evaluations`)).body.data as Json[];
      const completedGeneral = evaluations.find((e) => e.targetInstitute === null && e.status === 'completed')!;
      expect((await op(`/evaluations/${completedGeneral.id}/reopen`, 'POST')).status).to.equal(200);
      const r = await partner(`/cases/${caseId}/evaluation`);
      expect(r.body.data.status).to.equal('processing');
      const row = r.body.data.credentials[0].evaluations.find((x: Json) => x.targetInstitute === null);
      expect(row).to.not.have.property('equivalency');
      const combined = await partner(`/cases/${caseId}/evaluation/combined`);
      expect(combined.body.data).to.deep.include({ combinedEquivalencies: [], pendingCredentialIds: [a] });
      expect(combined.body.data.status).to.be.oneOf(['queued', 'processing']);
      const forTarget = await partner(`/cases/${caseId}/evaluation/combined?targetInstituteId=${target.id}`);
      expect(forTarget.status).to.equal(200);
      expect(forTarget.body.data.targetInstitute).to.deep.equal({ id: target.id, name: 'University of Toronto' });
    });

    it('records a failed production (never 409) and lets the operator write the statements by hand', async () => {
      const created = await op('/cases', 'POST', {});
      const c = created.body.data.id;
      const cred = await handCredential(c);
      const e = await op(`/cases/${c}/evaluations`, 'POST', { credentialId: cred, targetInstituteId: null });
      expect((await op(`/evaluations/${e.body.data.id}/complete`, 'POST', output(null))).status).to.equal(200);
      const failed = await waitFor('the failed production', async () => {
        const r = await partner(`/cases/${c}/evaluation/combined`);
        return r.body.data.status === 'failed' ? r.body.data : null;
      });
      expect(failed.combinedEquivalencies).to.deep.equal([]);
      const seen = await op(`/cases/${c}/combined`);
      expect(seen.body.data.error).to.match(/no US equivalency/);
      const written = await op(`/cases/${c}/combined`, 'PUT', { statements: ['Equivalent to a US bachelor degree.'] });
      expect(written.status).to.equal(200);
      const r = await partner(`/cases/${c}/evaluation/combined`);
      expect(r.body.data).to.deep.include({ status: 'completed', combinedEquivalencies: [{ equivalency: 'Equivalent to a US bachelor degree.', credentialIds: [] }] });
    });

    it('manages target institutes (409 while used, 204 otherwise)', async () => {
      expect((await op(`/target-institutes/${target.id}`, 'DELETE')).status).to.equal(409);
      const t = await op('/target-institutes', 'POST', { name: 'Spare' });
      expect((await op(`/target-institutes/${t.body.data.id}`, 'PATCH', { name: 'Renamed' })).body.data.name).to.equal('Renamed');
      expect((await op(`/target-institutes/${t.body.data.id}`, 'DELETE')).status).to.equal(204);
      expect((await op(`/target-institutes/${t.body.data.id}`)).status).to.equal(404);
    });
  });
});
