import { expect } from 'chai';
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import Koa from 'koa';
import { createTestOrg, type TestOrg } from '../support/fixtures';
import { scratchDatabase, type ScratchDatabase } from '../support/cases';
import { uniquePrefix } from '../support/pipeline';
import { startTestServer, type TestServer } from '../support/server';
import { createDataSource } from '../../src/data/dataSource';
import { findCombined } from '../../src/data/repositories/combinedEquivalencies';
import { Report } from '../../src/data/entities/Report';
import { addHandEnteredCredential, createOperatorCase } from '../../src/domain/cases/operatorCases';
import { deleteCase } from '../../src/domain/cases/deletion';
import {
  checkReportsOfCase,
  completeEvaluation,
  createEvaluation,
  createTargetInstitute,
  failCombineJob,
  reopenEvaluation,
  runCombineJob,
  startEvaluation,
  writeCombinedByHand,
} from '../../src/domain/evaluations';
import { newId } from '../../src/domain/ids';
import { serveVerifyPage } from '../../src/api/verify';
import { createLogger } from '../../src/log';
import { closePdf, openPdf, pageLines } from '../../src/processing/forensics/pdf/pdfjs';

const UNKNOWN = '0123456789abcdef01234567';
const SOME_TOKEN = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
/** The verification link a report prints: /verify/<reportId>/<token>. */
const LINK = /\/verify\/([0-9a-f]{24})\/([A-Za-z0-9_-]{32})/;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await openPdf(bytes);
  try {
    return (await pageLines(doc, 20))
      .flatMap((p) => p.lines.map((l) => l.text))
      .join('\n')
      .replace(/\s+/g, ' ');
  } finally {
    await closePdf(doc);
  }
}

/*
 * The report downloads (interface "GET /cases/{id}/evaluation/report/pdf and /xlsx",
 * "combined-report", decision "Open paths and parameters", decision "Further open points") and the public verification page (decision "Processes and configuration" `/verify/{reportId}/{token}`) over
 * HTTP, responses validated against the spec. Evaluations are made with the operator use-cases;
 * no worker runs (own queue prefix), so the tests run the combined production themselves.
 */
describe('reports: downloads and /verify (interface "report/pdf", "combined-report", decision "Open paths and parameters", decision "Processes and configuration", decision "Further open points")', function () {
  this.timeout(60_000);
  let scratch: ScratchDatabase;
  let srv: TestServer;
  let org: TestOrg;

  before(async () => {
    scratch = await scratchDatabase('reports_api');
    srv = await startTestServer({ DATABASE_URL: scratch.url, QUEUE_PREFIX: uniquePrefix('reports-api'), PUBLIC_BASE_URL: 'https://reports.example.org' });
    org = await createTestOrg(srv.rt.db);
  });
  after(async () => {
    await srv?.close();
    await scratch?.drop();
  });

  const db = () => srv.rt.db;
  const get = (path: string, key = org.partnerKey) => fetch(`${srv.partner}${path}`, { headers: { 'x-api-key': key } });
  const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());
  const reportsOf = (caseId: string) => db().getRepository(Report).find({ where: { caseId }, order: { createdAt: 'ASC' } });

  const output = (usEquivalency: string | null) => ({
    equivalency: {
      usEquivalency,
      statement: usEquivalency === null ? null : `${usEquivalency} in Computer Science`,
      fieldOfStudy: 'Computer Science',
      evaluatedAs: "Four-year bachelor's degree",
      gpa: { weighted: '3.71', unweighted: '3.65' },
      totalCredits: 124,
      creditUnit: 'Semester Credits' as const,
      disclaimer: '** This evaluation is advisory.',
    },
    courses: [{ courseId: 'CS201', courseName: 'Data Structures', grade: 'A', point: 4, credit: 3 }],
    note: 'Grades converted.',
  });
  const credential = async (caseId: string, fullName: string | null, qualification = 'Bachelor of Science') =>
    (
      await addHandEnteredCredential(db(), org.id, caseId, {
        credentialType: 'academic',
        candidate: { fullName, dateOfBirth: '1997-03-14' },
        institution: { name: 'University of Lagos', country: 'Nigeria' },
        qualification: { name: qualification, level: 'Bachelor', program: 'Computer Science', yearOfAdmission: 2015, dateOfIssue: '2019-09-12' },
      })
    ).credentialId;
  const evaluation = async (caseId: string, credentialId: string, targetInstituteId: string | null = null) =>
    (await createEvaluation(db(), org.id, caseId, { credentialId, targetInstituteId })).evaluation.id;
  const complete = (evaluationId: string, usEquivalency: string | null = 'Bachelor of Science degree') =>
    completeEvaluation(db(), org.id, evaluationId, output(usEquivalency));
  /** Runs the combined production the completion queued (no worker runs in this suite). */
  const runCombine = async (caseId: string, targetInstituteId: string | null = null) => {
    const row = await findCombined(db(), caseId, targetInstituteId);
    expect(row?.status, 'a production is pending').to.equal('processing');
    return runCombineJob(db(), { caseId, targetInstituteId, basis: row!.basis! });
  };

  describe('evaluation report downloads', () => {
    let caseId: string;
    let caseNumber: number;
    let a: string; // general evaluation completed, target evaluation queued
    let b: string; // general evaluation processing
    let c: string; // only a target evaluation
    let aGeneral: string;
    let aTarget: string;
    let target: string;

    before(async () => {
      ({ id: caseId, caseNumber } = await createOperatorCase(db(), org.id));
      target = (await createTargetInstitute(db(), org.id, { name: 'University of Toronto' })).id;
      a = await credential(caseId, 'Amara Okafor');
      b = await credential(caseId, 'Amara Okafor', 'Master of Science');
      c = await credential(caseId, 'Amara Okafor', 'Diploma');
      aGeneral = await evaluation(caseId, a);
      await complete(aGeneral);
      aTarget = await evaluation(caseId, a, target);
      await startEvaluation(db(), org.id, await evaluation(caseId, b));
      await evaluation(caseId, c, target);
    });

    it('serves the PDF of a completed evaluation, named per decision "Open paths and parameters", recorded with its SHA-256', async () => {
      const res = await get(`/cases/${caseId}/evaluation/report/pdf?evaluationId=${aGeneral}`);
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.equal('application/pdf');
      expect(res.headers.get('content-disposition')).to.equal(`attachment; filename=Amara_Okafor_${caseNumber}_evaluation.pdf`);
      const bytes = await bytesOf(res);
      const [row] = await reportsOf(caseId);
      expect(row).to.include({ kind: 'evaluation', format: 'pdf', evaluationId: aGeneral, targetInstituteId: null, candidateName: 'Amara Okafor', organizationId: org.id });
      expect(Number(row.caseNumber)).to.equal(caseNumber);
      expect(row.sha256).to.equal(createHash('sha256').update(bytes).digest('hex'));
      const text = await pdfText(bytes);
      expect(text).to.include(`Case number: ${caseNumber}`);
      expect(text).to.include('Amara Okafor');
      expect(text).to.include('Bachelor of Science degree in Computer Science');
      expect(text).to.include('Data Structures');
      expect(text).to.include(`Report ID: ${row.id}`);
      expect(text).to.match(new RegExp(`https://reports\\.example\\.org/verify/${row.id}/[A-Za-z0-9_-]{32}`));
      // Only the token's hash is kept.
      expect(row.verificationTokenHash).to.match(/^[0-9a-f]{64}$/);
      expect(text).to.not.include(row.verificationTokenHash!);
    });

    it('gives every PDF download a new report ID (interface: "Each PDF request regenerates the file ...")', async () => {
      const before = (await reportsOf(caseId)).length;
      const one = await get(`/cases/${caseId}/evaluation/report/pdf?credentialId=${a}`);
      const two = await get(`/cases/${caseId}/evaluation/report/pdf?credentialId=${a.toUpperCase()}`);
      expect([one.status, two.status]).to.deep.equal([200, 200]);
      const [t1, t2] = [await pdfText(await bytesOf(one)), await pdfText(await bytesOf(two))];
      const rows = (await reportsOf(caseId)).slice(before);
      expect(rows).to.have.length(2);
      expect(rows[0].id).to.not.equal(rows[1].id);
      expect(LINK.exec(t1)?.[1]).to.equal(rows[0].id);
      expect(LINK.exec(t2)?.[1]).to.equal(rows[1].id);
      expect(LINK.exec(t1)?.[2]).to.not.equal(LINK.exec(t2)?.[2]);
    });

    it('serves the XLSX by credentialId (its general evaluation)', async () => {
      const res = await get(`/cases/${caseId}/evaluation/report/xlsx?credentialId=${a}`);
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.equal(XLSX);
      expect(res.headers.get('content-disposition')).to.equal(`attachment; filename=Amara_Okafor_${caseNumber}_evaluation.xlsx`);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load((await bytesOf(res)) as unknown as ExcelJS.Buffer);
      const ws = wb.getWorksheet('Evaluation')!;
      const rows = await reportsOf(caseId);
      const last = rows[rows.length - 1];
      expect(last.format).to.equal('xlsx');
      const values = new Map<string, unknown>();
      ws.eachRow((r) => values.set(String(r.getCell(1).value), r.getCell(2).value));
      expect(values.get('Report ID')).to.equal(last.id);
      expect(values.get('Case number')).to.equal(caseNumber);
      expect(values.get('Full name')).to.equal('Amara Okafor');
      expect(values.get('U.S. equivalency')).to.equal('Bachelor of Science degree');
    });

    type Bad = [string, { query: () => string; want: number; message?: RegExp }];
    const bad: Bad[] = [
      ['neither selector', { query: () => '', want: 400, message: /exactly one/ }],
      ['both selectors', { query: () => `evaluationId=${aGeneral}&credentialId=${a}`, want: 400, message: /exactly one/ }],
      ['a malformed evaluationId', { query: () => 'evaluationId=xyz', want: 400 }],
      ['an evaluation not in the case', { query: () => `evaluationId=${UNKNOWN}`, want: 404 }],
      ['a credential not in the case', { query: () => `credentialId=${UNKNOWN}`, want: 404 }],
      ['a credential without a general evaluation (decision "Further open points")', { query: () => `credentialId=${c}`, want: 404, message: /no general evaluation/ }],
      ['an unfinished (queued) target evaluation', { query: () => `evaluationId=${aTarget}`, want: 409 }],
      ["a credential whose general evaluation is processing", { query: () => `credentialId=${b}`, want: 409 }],
    ];
    for (const [name, { query, want, message }] of bad) {
      for (const format of ['pdf', 'xlsx']) {
        it(`${format}: answers ${want} for ${name}`, async () => {
          const count = (await reportsOf(caseId)).length;
          const res = await get(`/cases/${caseId}/evaluation/report/${format}?${query()}`);
          expect(res.status).to.equal(want);
          const body = await res.json();
          expect(body.statusCode).to.equal(want);
          if (message) expect(body.message).to.match(message);
          expect(await reportsOf(caseId)).to.have.length(count);
        });
      }
    }

    it('answers 404 for an evaluation of another case of the organization', async () => {
      const other = await createOperatorCase(db(), org.id);
      const res = await get(`/cases/${other.id}/evaluation/report/pdf?evaluationId=${aGeneral}`);
      expect(res.status).to.equal(404);
    });

    it('answers 404 for another organization', async () => {
      const stranger = await createTestOrg(srv.rt.db, 'Stranger');
      expect((await get(`/cases/${caseId}/evaluation/report/pdf?evaluationId=${aGeneral}`, stranger.partnerKey)).status).to.equal(404);
    });

    it('answers 409 once the evaluation is reopened, 200 again when completed again', async () => {
      const id = await evaluation(caseId, c);
      await complete(id);
      expect((await get(`/cases/${caseId}/evaluation/report/pdf?evaluationId=${id}`)).status).to.equal(200);
      await reopenEvaluation(db(), org.id, id);
      expect((await get(`/cases/${caseId}/evaluation/report/pdf?evaluationId=${id}`)).status).to.equal(409);
      await complete(id);
      expect((await get(`/cases/${caseId}/evaluation/report/xlsx?evaluationId=${id}`)).status).to.equal(200);
    });
  });

  describe('combined report downloads', () => {
    it('answers 409 while the combined equivalency reads processing, 200 once it reads completed', async () => {
      const { id: caseId, caseNumber } = await createOperatorCase(db(), org.id);
      const a = await credential(caseId, 'Amara Okafor');
      const b = await credential(caseId, 'Amara Okafor', 'High School Diploma');
      await complete(await evaluation(caseId, a));
      await evaluation(caseId, b);
      // b has no completed evaluation: processing (credentials pending).
      let res = await get(`/cases/${caseId}/evaluation/combined-report/pdf`);
      expect(res.status).to.equal(409);
      expect((await res.json()).message).to.match(/processing/);

      const bEval = (await reportsOf(caseId)).length; // no report recorded for a refused download
      expect(bEval).to.equal(0);
      await completeEvaluation(db(), org.id, (await createEvaluation(db(), org.id, caseId, { credentialId: b, targetInstituteId: null })).evaluation.id, output('High school diploma'));
      // Production queued but not run (no worker): still processing, still 409.
      expect((await get(`/cases/${caseId}/evaluation/combined-report/xlsx`)).status).to.equal(409);
      expect(await runCombine(caseId)).to.equal('produced');

      res = await get(`/cases/${caseId}/evaluation/combined-report/pdf`);
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.equal('application/pdf');
      expect(res.headers.get('content-disposition')).to.equal(`attachment; filename=Amara_Okafor_${caseNumber}_combined.pdf`);
      const text = await pdfText(await bytesOf(res));
      const [row] = await reportsOf(caseId);
      expect(row).to.include({ kind: 'combined', format: 'pdf', evaluationId: null, targetInstituteId: null });
      expect(text).to.include('Combined equivalency report');
      expect(text).to.include(`Case number: ${caseNumber}`);
      expect(text).to.include('Bachelor of Science degree in Computer Science');
      expect(text).to.include('Based on: Bachelor of Science, University of Lagos (Nigeria)');
      expect(LINK.exec(text)?.[1]).to.equal(row.id);

      res = await get(`/cases/${caseId}/evaluation/combined-report/xlsx`);
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-disposition')).to.equal(`attachment; filename=Amara_Okafor_${caseNumber}_combined.xlsx`);
    });

    it('answers 409 while queued, 404 for an unknown target, 400 for a malformed one', async () => {
      const { id: caseId } = await createOperatorCase(db(), org.id);
      await credential(caseId, 'Amara Okafor');
      const queued = await get(`/cases/${caseId}/evaluation/combined-report/pdf`);
      expect(queued.status).to.equal(409);
      expect((await queued.json()).message).to.match(/queued/);
      expect((await get(`/cases/${caseId}/evaluation/combined-report/pdf?targetInstituteId=${UNKNOWN}`)).status).to.equal(404);
      expect((await get(`/cases/${caseId}/evaluation/combined-report/xlsx?targetInstituteId=nope`)).status).to.equal(400);
      expect((await get(`/cases/${UNKNOWN}/evaluation/combined-report/xlsx`)).status).to.equal(404);
    });

    it('a failed combined equivalency is produced again by the download (200 when that works)', async () => {
      const { id: caseId } = await createOperatorCase(db(), org.id);
      const a = await credential(caseId, 'Amara Okafor');
      await complete(await evaluation(caseId, a));
      const row = await findCombined(db(), caseId, null);
      // The job's last attempt failed for a reason of its own (e.g. a database fault).
      await failCombineJob(db(), { caseId, targetInstituteId: null, basis: row!.basis! }, 'database unavailable');
      expect((await (await get(`/cases/${caseId}/evaluation/combined`)).json()).data.status).to.equal('failed');

      const res = await get(`/cases/${caseId}/evaluation/combined-report/pdf`);
      expect(res.status).to.equal(200);
      expect(await pdfText(await bytesOf(res))).to.include('Bachelor of Science degree in Computer Science');
      expect((await (await get(`/cases/${caseId}/evaluation/combined`)).json()).data.status).to.equal('completed');
    });

    it('a combined equivalency that fails again on the retry answers 409 telling the client to retry the download', async () => {
      const { id: caseId } = await createOperatorCase(db(), org.id);
      const a = await credential(caseId, 'Amara Okafor');
      // A completed evaluation without a US equivalency cannot be combined: production fails.
      await complete(await evaluation(caseId, a), null);
      expect(await runCombine(caseId)).to.equal('failed');
      for (const format of ['pdf', 'xlsx']) {
        const res = await get(`/cases/${caseId}/evaluation/combined-report/${format}`);
        expect(res.status).to.equal(409);
        const body = await res.json();
        expect(body.statusCode).to.equal(409);
        expect(body.message).to.match(/combined evaluation failed/i).and.to.match(/retry the download/i);
      }
      expect(await reportsOf(caseId)).to.have.length(0);
    });

    it('serves a target combined report with statements an operator wrote (no source credentials)', async () => {
      const { id: caseId } = await createOperatorCase(db(), org.id);
      const target = (await createTargetInstitute(db(), org.id, { name: 'McGill University' })).id;
      const a = await credential(caseId, null);
      await complete(await evaluation(caseId, a, target));
      await writeCombinedByHand(db(), org.id, caseId, target, { statements: ['Equivalent to a US bachelor degree.'] });
      const res = await get(`/cases/${caseId}/evaluation/combined-report/pdf?targetInstituteId=${target.toUpperCase()}`);
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-disposition')).to.match(/^attachment; filename=candidate_\d+_combined\.pdf$/);
      const text = await pdfText(await bytesOf(res));
      expect(text).to.include('Target institute: McGill University');
      expect(text).to.include('1. Equivalent to a US bachelor degree.');
      expect(text).to.include('Written by the evaluator.');
      const [row] = await reportsOf(caseId);
      expect(row).to.include({ kind: 'combined', targetInstituteId: target, candidateName: null });
    });
  });

  describe('GET /verify/{reportId}/{token} (decision "Processes and configuration")', () => {
    const verify = (path: string, init: RequestInit = {}) => fetch(`${srv.url}/verify/${path}`, init);
    /** Downloads the PDF and returns the verification link's path after /verify/ and the bytes. */
    const downloadPdf = async (caseId: string, credentialId: string) => {
      const res = await get(`/cases/${caseId}/evaluation/report/pdf?credentialId=${credentialId}`);
      expect(res.status).to.equal(200);
      const bytes = await bytesOf(res);
      const m = LINK.exec(await pdfText(bytes))!;
      return { id: m[1]!, token: m[2]!, bytes };
    };

    const expectHtmlPage = (res: Response) => {
      expect(res.headers.get('content-type')).to.equal('text/html; charset=utf-8');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).to.include("default-src 'none'");
      expect(csp).to.include("frame-ancestors 'none'");
      expect(csp).to.not.include('unsafe-inline');
      expect(res.headers.get('x-content-type-options')).to.equal('nosniff');
    };

    it('says a downloaded report is valid: case number, candidate, kind, issue date and the SHA-256 of the bytes, no key needed', async () => {
      const { id: caseId, caseNumber } = await createOperatorCase(db(), org.id);
      const a = await credential(caseId, 'Zoë <b>Okafor</b>');
      await complete(await evaluation(caseId, a));
      const link = await downloadPdf(caseId, a);
      const sha = createHash('sha256').update(link.bytes).digest('hex');
      const [row] = await reportsOf(caseId);
      expect(link.id).to.equal(row.id);

      for (const path of [`${row.id}/${link.token}`, `${row.id.toUpperCase()}/${link.token}`, `${row.id}/${link.token}/`]) {
        const res = await verify(path);
        expect(res.status).to.equal(200);
        expectHtmlPage(res);
        const html = await res.text();
        expect(html).to.include('Valid report');
        expect(html).to.include('<dt>Status</dt><dd>valid</dd>');
        expect(html).to.include(`<dd>${caseNumber}</dd>`);
        // Escaped, never markup.
        expect(html).to.include('Zoë &lt;b&gt;Okafor&lt;/b&gt;');
        expect(html).to.include('Credential evaluation report (PDF)');
        expect(html).to.include(row.createdAt.toISOString().slice(0, 10));
        expect(html).to.include(sha);
      }
    });

    /** The combined report's verification link (general target). */
    const downloadCombinedPdf = async (caseId: string) => {
      const res = await get(`/cases/${caseId}/evaluation/combined-report/pdf`);
      expect(res.status).to.equal(200);
      const m = LINK.exec(await pdfText(await bytesOf(res)))!;
      return { id: m[1]!, token: m[2]! };
    };
    const statusOf = async (link: { id: string; token: string }) => {
      const res = await verify(`${link.id}/${link.token}`);
      expect(res.status).to.equal(200);
      expectHtmlPage(res);
      const html = await res.text();
      return { html, status: /<dt>Status<\/dt><dd>([^<]*)<\/dd>/.exec(html)?.[1] ?? null };
    };

    it('says superseded, with the date, once the evaluation is reopened, and stays so after a new completion, which a new download reports as valid (report-validity rule)', async () => {
      const { id: caseId } = await createOperatorCase(db(), org.id);
      const a = await credential(caseId, 'Amara Okafor');
      const e = await evaluation(caseId, a);
      await complete(e);
      const first = await downloadPdf(caseId, a);
      expect((await statusOf(first)).status).to.equal('valid');

      const reopenedAt = new Date('2026-11-20T10:11:12.345Z');
      await reopenEvaluation(db(), org.id, e, () => reopenedAt);
      const after = await statusOf(first);
      expect(after.status).to.equal('superseded on 2026-11-20 10:11:12 UTC');
      expect(after.html).to.include('Superseded: this report no longer reflects the current evaluation');
      expect(after.html).to.include('Amara Okafor');
      const [row] = await reportsOf(caseId);
      expect(row.status).to.equal('superseded');
      expect(row.statusChangedAt?.toISOString()).to.equal(reopenedAt.toISOString());

      await complete(e, 'Master of Science degree');
      expect((await statusOf(first)).status, 'a superseded report never returns to valid').to.match(/^superseded/);
      const second = await downloadPdf(caseId, a);
      expect((await statusOf(second)).status).to.equal('valid');
    });

    it('supersedes an evaluation report only for a change of its own evaluation', async () => {
      const { id: caseId } = await createOperatorCase(db(), org.id);
      const a = await credential(caseId, 'Amara Okafor');
      const b = await credential(caseId, 'Amara Okafor', 'Master of Science');
      const ea = await evaluation(caseId, a);
      await complete(ea);
      const link = await downloadPdf(caseId, a);
      const eb = await evaluation(caseId, b);
      await complete(eb);
      await reopenEvaluation(db(), org.id, eb);
      expect((await statusOf(link)).status).to.equal('valid');
    });

    it('supersedes a combined report when a new evaluation makes its statements stale, and when statements are written by hand', async () => {
      const { id: caseId } = await createOperatorCase(db(), org.id);
      const a = await credential(caseId, 'Amara Okafor');
      await complete(await evaluation(caseId, a));
      await runCombine(caseId);
      const first = await downloadCombinedPdf(caseId);
      expect((await statusOf(first)).status).to.equal('valid');
      await writeCombinedByHand(db(), org.id, caseId, null, { statements: ['Equivalent to a US bachelor degree'] });
      expect((await statusOf(first)).status).to.match(/^superseded on /);

      const second = await downloadCombinedPdf(caseId);
      expect((await statusOf(second)).status).to.equal('valid');
      const b = await credential(caseId, 'Amara Okafor', 'Master of Science');
      await evaluation(caseId, b);
      expect((await statusOf(second)).status).to.match(/^superseded on /);
    });

    it('supersedes at once a report whose evaluation completed again while it was being made', async () => {
      const { id: caseId } = await createOperatorCase(db(), org.id);
      const a = await credential(caseId, 'Amara Okafor');
      await complete(await evaluation(caseId, a));
      const link = await downloadPdf(caseId, a);
      // As if rendered from an earlier completion than the stored one (the race the check after recording closes).
      await db().getRepository(Report).update({ id: link.id }, { reflectsAt: new Date('2020-01-01T00:00:00Z') });
      await checkReportsOfCase(db(), caseId);
      expect((await statusOf(link)).status).to.match(/^superseded on /);
    });

    it('keeps a report recorded before statuses existed valid while nothing completed after its issue', async () => {
      const { id: caseId } = await createOperatorCase(db(), org.id);
      const a = await credential(caseId, 'Amara Okafor');
      const e = await evaluation(caseId, a);
      await complete(e);
      const link = await downloadPdf(caseId, a);
      await db().getRepository(Report).update({ id: link.id }, { reflectsAt: null });
      await checkReportsOfCase(db(), caseId);
      expect((await statusOf(link)).status).to.equal('valid');
      await reopenEvaluation(db(), org.id, e);
      expect((await statusOf(link)).status).to.match(/^superseded on /);
    });

    it('allows its one inline style by hash in the CSP', async () => {
      const res = await verify(`${UNKNOWN}/${SOME_TOKEN}`);
      const html = await res.text();
      const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1];
      const hash = createHash('sha256').update(style, 'utf8').digest('base64');
      expect(res.headers.get('content-security-policy')).to.include(`style-src 'sha256-${hash}'`);
      expect(html).to.not.match(/<script/i);
    });

    it('says only that the report was issued and the case deleted once the case is deleted', async () => {
      const { id: caseId, caseNumber } = await createOperatorCase(db(), org.id);
      const a = await credential(caseId, 'Amara Okafor');
      await complete(await evaluation(caseId, a));
      const link = await downloadPdf(caseId, a);
      const [row] = await reportsOf(caseId);
      await deleteCase({ db: db(), files: srv.rt.storage }, org.id, caseId, 'operator');
      const res = await verify(`${link.id}/${link.token}`);
      expect(res.status).to.equal(200);
      expectHtmlPage(res);
      const html = await res.text();
      expect(html).to.include('its case has been deleted');
      expect(html).to.match(/<dt>Status<\/dt><dd>revoked on \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC<\/dd>/);
      expect((await reportsOf(caseId))[0].status).to.equal('revoked');
      expect(html).to.include(row.id);
      expect(html).to.not.include('Amara');
      expect(html).to.not.include(String(caseNumber));
      expect(html).to.not.include(row.sha256);
    });

    type Missing = [string, string];
    const missing: Missing[] = [
      ['an unknown id', `${UNKNOWN}/${SOME_TOKEN}`],
      ['a malformed id', `not-a-report/${SOME_TOKEN}`],
      ['a too long id', `${UNKNOWN}0/${SOME_TOKEN}`],
      ['an encoded path', `..%2F..%2Fetc/${SOME_TOKEN}`],
      ['a bad percent-encoding', '%zz'],
      ['a bad percent-encoding in the token', `${UNKNOWN}/%E0%A4%A`],
      ['no id', ''],
      ['an id without a token', UNKNOWN],
    ];
    for (const [name, path] of missing) {
      it(`answers the 404 page for ${name}`, async () => {
        const res = await verify(path);
        expect(res.status).to.equal(404);
        expectHtmlPage(res);
        expect(await res.text()).to.include('Report not found');
      });
    }

    it('answers 404 for a real report id without its token, with another token or a truncated one', async () => {
      const { id: caseId } = await createOperatorCase(db(), org.id);
      const a = await credential(caseId, 'Amara Okafor');
      await complete(await evaluation(caseId, a));
      const link = await downloadPdf(caseId, a);
      const other = await downloadPdf(caseId, a);
      expect((await verify(`${link.id}/${link.token}`)).status).to.equal(200);
      for (const path of [
        link.id,
        `${link.id}/`,
        `${link.id}/${SOME_TOKEN}`,
        `${link.id}/${other.token}`,
        `${link.id}/${link.token.slice(0, -1)}`,
        `${link.id}/${link.token}x`,
        `${link.id}?token=${link.token}`,
      ]) {
        const res = await verify(path);
        expect(res.status, path).to.equal(404);
        expect(await res.text()).to.include('Report not found');
      }
    });

    it('answers 404 for a report issued before verification tokens (no token stored)', async () => {
      const { id: caseId } = await createOperatorCase(db(), org.id);
      const a = await credential(caseId, 'Amara Okafor');
      await complete(await evaluation(caseId, a));
      const link = await downloadPdf(caseId, a);
      await db().getRepository(Report).update({ id: link.id }, { verificationTokenHash: null });
      expect((await verify(`${link.id}/${link.token}`)).status).to.equal(404);
    });

    it('answers the 404 page at /verify itself, and 405 to another method', async () => {
      const bare = await fetch(`${srv.url}/verify`);
      expect(bare.status).to.equal(404);
      expectHtmlPage(bare);
      const post = await verify(`${UNKNOWN}/${SOME_TOKEN}`, { method: 'POST' });
      expect(post.status).to.equal(405);
      expect(post.headers.get('allow')).to.equal('GET, HEAD');
    });

    it('answers a 503 page, not a 500, when the database cannot be reached', async () => {
      // A real DataSource that is closed: every query fails.
      const closed = createDataSource(scratch.url);
      await closed.initialize();
      await closed.destroy();
      const id = newId();
      const app = new Koa();
      app.use((ctx) => serveVerifyPage(ctx, closed, createLogger('silent')));
      const server = http.createServer(app.callback()).listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      try {
        const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/verify/${id}/${SOME_TOKEN}`);
        expect(res.status).to.equal(503);
        expect(res.headers.get('content-type')).to.equal('text/html; charset=utf-8');
        expect(await res.text()).to.include('temporarily unavailable');
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    });
  });
});
