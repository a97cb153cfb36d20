import { expect } from 'chai';
import { createApiKey, createTestOrg, type TestOrg } from '../support/fixtures';
import { scratchDatabase, type ScratchDatabase } from '../support/cases';
import { uniquePrefix } from '../support/pipeline';
import { startTestServer, type TestServer } from '../support/server';
import { findExtractionResults, saveExtractionResult } from '../../src/data/repositories/extractionResults';
import type { StoredExtraction } from '../../src/domain/results/stored';

interface Json {
  [key: string]: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/*
 * The operator API's drafts and grading scales (docs/grading-scales.md): POST
 * /evaluations/{id}/draft, GET /grading-scales, POST /grading-scales/{scaleId}/convert, and the
 * draftChanges a completion after a draft records. The credential's extraction is a German
 * transcript written into its stored result (as the extraction stage stores one).
 */
describe('operator API: evaluations drafted from extraction, grading scales (docs/grading-scales.md)', function () {
  this.timeout(60_000);
  let scratch: ScratchDatabase;
  let srv: TestServer;
  let org: TestOrg;
  let operatorKey: string;

  before(async () => {
    scratch = await scratchDatabase('evaluation_draft');
    srv = await startTestServer({ DATABASE_URL: scratch.url, QUEUE_PREFIX: uniquePrefix('evaluation-draft') });
    org = await createTestOrg(srv.rt.db);
    operatorKey = (await createApiKey(srv.rt.db, { organizationId: org.id, type: 'operator' })).apiKey;
  });
  after(async () => {
    await srv?.close();
    await scratch?.drop();
  });

  const op = async (path: string, method = 'GET', body?: unknown): Promise<{ status: number; body: Json }> => {
    const res = await fetch(`${srv.url}/operator/v1${path}`, {
      method,
      headers: { 'x-api-key': operatorKey, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as Json };
  };

  /** A case with one academic credential whose stored extraction holds the given courses. */
  const credentialWith = async (countryCode: string | null, courses: Partial<StoredExtraction['courses'][number]>[]) => {
    const created = await op('/cases', 'POST', {});
    const caseId: string = created.body.data.id;
    const r = await op(`/cases/${caseId}/credentials`, 'POST', {
      credentialType: 'academic',
      candidate: { fullName: 'Lena Hartmann' },
      institution: { name: 'Technische Universität Beispielstadt', country: 'Germany' },
      qualification: { name: 'Bachelor of Science', program: 'Physik' },
    });
    expect(r.status, JSON.stringify(r.body)).to.equal(201);
    const credentialId: string = r.body.data.credentialId ?? r.body.data.credentials?.at(-1)?.credentialId;
    const [stored] = await findExtractionResults(srv.rt.db, [credentialId]);
    const data = stored!.result as StoredExtraction;
    data.institution.countryCode = countryCode;
    data.courses = courses.map((c, i) => ({
      id: `${'0'.repeat(22)}${String(i + 10)}`, courseNumber: null, courseName: null, credit: null, grade: null, alternateGrade: null,
      marksScored: null, maximumMarks: null, passStatus: null, term: null, session: null, year: null, ...c,
    }));
    await saveExtractionResult(srv.rt.db, { ...stored!, result: data });
    const e = await op(`/cases/${caseId}/evaluations`, 'POST', { credentialId, targetInstituteId: null });
    expect(e.status).to.equal(201);
    return { caseId, credentialId, evaluationId: e.body.data.id as string };
  };

  const GERMAN = [
    { courseNumber: 'PH-101', courseName: 'Experimentalphysik I', credit: 8, grade: '1,7', term: 'WiSe 2019/20' },
    { courseNumber: 'MA-101', courseName: 'Analysis I', credit: 10, grade: '2,3', term: 'WiSe 2019/20' },
    { courseNumber: 'SK-1', courseName: 'Schlüsselqualifikationen', credit: 4, grade: 'bestanden', term: 'SoSe 2020' },
  ];

  it('drafts from the extraction with the German table, keeps the draft, and the completion records what the operator changed', async () => {
    const { evaluationId } = await credentialWith('DE', GERMAN);
    const d = await op(`/evaluations/${evaluationId}/draft`, 'POST', {});
    expect(d.status, JSON.stringify(d.body)).to.equal(200);
    expect(d.body.data.scale.id).to.equal('de-1-5');
    expect(d.body.data.creditUnit).to.equal('ects');
    const courses = d.body.data.output.courses as Json[];
    expect(courses.map((c) => [c.courseName, c.grade, c.point, c.credit, c.isNonGradable])).to.deep.equal([
      ['Experimentalphysik I', 'B+', 3.3, 4, false],
      ['Analysis I', 'B-', 2.7, 5, false],
      ['Schlüsselqualifikationen', 'P', null, 2, true],
    ]);
    expect(d.body.data.output.equivalency.gpa).to.deep.equal({ weighted: ((3.3 * 4 + 2.7 * 5) / 9).toFixed(2), unweighted: '3.00' });
    expect(d.body.data.sources.map((s: Json) => [s.originalGrade, s.term, s.conversion])).to.deep.equal([['1,7', 'WiSe 2019/20', 'graded'], ['2,3', 'WiSe 2019/20', 'graded'], ['bestanden', 'SoSe 2020', 'passed']]);

    const final = structuredClone(d.body.data.output) as Json;
    final.equivalency.usEquivalency = "Bachelor's degree";
    final.courses[1].grade = 'B';
    final.courses[1].point = 3;
    const done = await op(`/evaluations/${evaluationId}/complete`, 'POST', final);
    expect(done.status, JSON.stringify(done.body)).to.equal(200);
    expect(done.body.data.draftChanges).to.deep.equal([
      { path: 'equivalency.usEquivalency', draft: null, final: "Bachelor's degree" },
      { path: `courses[${courses[1]!.courseId}].grade`, draft: 'B-', final: 'B' },
      { path: `courses[${courses[1]!.courseId}].point`, draft: 2.7, final: 3 },
    ]);
    expect((await op(`/evaluations/${evaluationId}`)).body.data.draftChanges).to.have.length(3);

    const again = await op(`/evaluations/${evaluationId}/draft`, 'POST', {});
    expect(again.status, 'a completed evaluation is reopened before drafting').to.equal(409);
  });

  it('records no changes for a completion without a draft', async () => {
    const { evaluationId } = await credentialWith('DE', GERMAN);
    const done = await op(`/evaluations/${evaluationId}/complete`, 'POST', { equivalency: { creditUnit: 'Semester Credits' } });
    expect(done.status).to.equal(200);
    expect(done.body.data.draftChanges).to.equal(null);
  });

  it('drafts with a named table, refuses an unknown one (400) and a credential without extracted data (409)', async () => {
    const { evaluationId } = await credentialWith(null, [{ courseName: 'Thermodynamics', grade: 'B+', credit: 3 }]);
    const auto = await op(`/evaluations/${evaluationId}/draft`, 'POST', {});
    expect(auto.body.data.scale, 'letters alone do not tell the country').to.equal(null);
    const named = await op(`/evaluations/${evaluationId}/draft`, 'POST', { scaleId: 'th-4' });
    expect(named.status).to.equal(200);
    expect(named.body.data.output.courses[0]).to.include({ grade: 'B+', point: 3.5, credit: 3 });
    const unknown = await op(`/evaluations/${evaluationId}/draft`, 'POST', { scaleId: 'xx-9' });
    expect(unknown.status).to.equal(400);
    expect(unknown.body.message).to.match(/Unknown grading scale xx-9/);
    const extra = await op(`/evaluations/${evaluationId}/draft`, 'POST', { scale: 'de-1-5' });
    expect(extra.status).to.equal(400);

    const failed = await credentialWith('DE', GERMAN);
    const [stored] = await findExtractionResults(srv.rt.db, [failed.credentialId]);
    await saveExtractionResult(srv.rt.db, { ...stored!, result: null, error: 'The extraction failed' });
    const none = await op(`/evaluations/${failed.evaluationId}/draft`, 'POST', {});
    expect(none.status).to.equal(409);
    expect(none.body.message).to.match(/no completed extraction/);
  });

  it('lists the grading-scale tables with their sources', async () => {
    const r = await op('/grading-scales');
    expect(r.status).to.equal(200);
    expect(r.body.data.length).to.be.at.least(12);
    const de = (r.body.data as Json[]).find((s) => s.id === 'de-1-5')!;
    expect(de).to.include({ kind: 'bavarian', best: 1, minPass: 4, creditUnit: 'ects' });
    expect(de.sources[0].url).to.match(/^https:\/\//);
  });

  it('converts grades and credits through a table; an unknown table is 404, a bad body 400', async () => {
    const r = await op('/grading-scales/es-10/convert', 'POST', { items: [{ grade: '8,5', credits: 6 }, { grade: 'Convalidado', credits: 6 }, { grade: 'Suspenso', credits: 6 }, { grade: 'zzz' }] });
    expect(r.status, JSON.stringify(r.body)).to.equal(200);
    expect(r.body.data.items.map((i: Json) => [i.kind, i.usGrade, i.points, i.semesterCredits])).to.deep.equal([
      ['graded', 'A-', 3.7, 3],
      ['passed', null, null, 3],
      ['graded', 'F', 0, 3],
      ['unreadable', null, null, null],
    ]);
    expect((await op('/grading-scales/xx-9/convert', 'POST', { items: [{ grade: 'A' }] })).status).to.equal(404);
    expect((await op('/grading-scales/es-10/convert', 'POST', { items: [] })).status).to.equal(400);
  });
});
