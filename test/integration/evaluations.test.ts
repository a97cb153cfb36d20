import { expect } from 'chai';
import type { Database } from '../../src/data/dataSource';
import { findOutboxOfCase } from '../../src/data/repositories/outbox';
import { findEvaluationAggregate } from '../../src/data/repositories/evaluationAggregates';
import { deleteCase } from '../../src/domain/cases/deletion';
import { addHandEnteredCredential, addOperatorCredential, createOperatorCase } from '../../src/domain/cases/operatorCases';
import { submitUpload } from '../../src/domain/cases/submission';
import { ConflictError, NotFoundError, ValidationError } from '../../src/domain/errors';
import {
  completeEvaluation,
  createEvaluation,
  createTargetInstitute,
  deleteTargetInstitute,
  EVALUATION_COMBINE_QUEUE,
  getOperatorCombined,
  readCombined,
  readEvaluation,
  reopenEvaluation,
  requestCombinedProduction,
  runCombineJob,
  startEvaluation,
  writeCombinedByHand,
  type CombinePayload,
} from '../../src/domain/evaluations';
import { setCredentialStatus } from '../../src/data/repositories/credentials';
import { createTestOrg } from '../support/fixtures';
import { openTestDb, rejectionOf, submission, tempStorage, type TempStorage } from '../support/cases';

/*
 * The evaluation core against the real MariaDB, without queues: the operator use-cases, the
 * aggregate transition behind case.evaluation.completed, and the combined production job run by
 * hand (so every intermediate state can be read before it runs).
 */
describe('evaluations (domain, real database)', function () {
  this.timeout(60_000);
  let db: Database;
  let files: TempStorage;
  let orgId: string;
  let clock = Date.now();
  const now = () => new Date((clock += 5));

  before(async () => {
    db = await openTestDb();
    files = await tempStorage();
    orgId = (await createTestOrg(db, 'Evaluations')).id;
  });
  after(async () => {
    await files?.cleanup();
    await db?.destroy();
  });

  const output = (usEquivalency: string | null = "Bachelor's degree", extra: Record<string, unknown> = {}) => ({
    equivalency: { usEquivalency, statement: usEquivalency === null ? null : `${usEquivalency} in Physics`, creditUnit: 'Semester Credits' as const, ...extra },
    courses: [{ courseId: 'PHY101', courseName: 'Mechanics', grade: 'A', point: 4, credit: 3 }],
    note: 'checked',
  });
  const academic = async (caseId: string, name = 'Amara Okafor') =>
    (
      await addHandEnteredCredential(db, orgId, caseId, {
        credentialType: 'academic',
        candidate: { fullName: name, dateOfBirth: '1997-03-14' },
        institution: { name: 'University of Lagos', country: 'Nigeria' },
        qualification: { name: 'BSc', level: 'Bachelor', yearOfAdmission: 2015, yearOfCompletion: 2019, programDuration: '4 years', dateOfIssue: '2019-09-12' },
      })
    ).credentialId;
  const combineWork = async (caseId: string): Promise<CombinePayload[]> =>
    (await findOutboxOfCase(db, caseId)).filter((m) => m.queue === EVALUATION_COMBINE_QUEUE).map((m) => m.payload as CombinePayload);

  it('fires the aggregate transition once per move to completed, again after a reopen and a new completion', async () => {
    const c = await createOperatorCase(db, orgId);
    const a = await academic(c.id);
    const b = await academic(c.id);
    const ea = await createEvaluation(db, orgId, c.id, { credentialId: a, targetInstituteId: null }, now);
    expect(ea.transition).to.include({ from: 'queued', to: 'processing', becameCompleted: false });
    const eb = await createEvaluation(db, orgId, c.id, { credentialId: b, targetInstituteId: null }, now);
    expect((await startEvaluation(db, orgId, ea.evaluation.id, now)).transition.becameCompleted).to.equal(false);
    expect((await completeEvaluation(db, orgId, ea.evaluation.id, output(), now)).transition).to.include({ to: 'processing', becameCompleted: false });
    const done = await completeEvaluation(db, orgId, eb.evaluation.id, output(), now);
    expect(done.transition).to.include({ from: 'processing', to: 'completed', becameCompleted: true });
    // Same function as the endpoint: it reads completed now.
    expect((await readEvaluation({ db }, orgId, c.id, {})).status).to.equal('completed');
    expect((await findEvaluationAggregate(db, c.id))?.status).to.equal('completed');

    // Another evaluation that changes nothing for the aggregate: no second event.
    const extra = await createEvaluation(db, orgId, c.id, { credentialId: a, targetInstituteId: null }, now);
    expect(extra.transition).to.include({ from: 'completed', to: 'completed', becameCompleted: false });

    const reopened = await reopenEvaluation(db, orgId, eb.evaluation.id, now);
    expect(reopened.transition).to.include({ to: 'processing', becameCompleted: false });
    expect(reopened.evaluation.output, 'the operator still sees the output').to.not.equal(null);
    expect((await completeEvaluation(db, orgId, eb.evaluation.id, output(), now)).transition.becameCompleted).to.equal(true);
  });

  it('serialises concurrent completions of one case, so the last one always sees the aggregate complete', async () => {
    const c = await createOperatorCase(db, orgId);
    const ids = [await academic(c.id), await academic(c.id), await academic(c.id)];
    const evals = [];
    for (const id of ids) evals.push((await createEvaluation(db, orgId, c.id, { credentialId: id, targetInstituteId: null })).evaluation.id);
    const results = await Promise.all(evals.map((id) => completeEvaluation(db, orgId, id, output())));
    expect(results.filter((r) => r.transition.becameCompleted)).to.have.length(1);
  });

  it('enforces the row transitions and the creation rules with domain errors', async () => {
    const c = await createOperatorCase(db, orgId);
    const a = await academic(c.id);
    const { credentialId: u } = await addOperatorCredential(db, c.id, { credentialType: 'uncategorized', status: 'completed' });
    const e = (await createEvaluation(db, orgId, c.id, { credentialId: a, targetInstituteId: null })).evaluation;
    expect(await rejectionOf(reopenEvaluation(db, orgId, e.id))).to.be.instanceOf(ConflictError);
    await completeEvaluation(db, orgId, e.id, output());
    expect(await rejectionOf(startEvaluation(db, orgId, e.id))).to.be.instanceOf(ConflictError);
    expect(await rejectionOf(completeEvaluation(db, orgId, e.id, output()))).to.be.instanceOf(ConflictError);
    expect(await rejectionOf(createEvaluation(db, orgId, c.id, { credentialId: u, targetInstituteId: null }))).to.be.instanceOf(ConflictError);
    expect(await rejectionOf(createEvaluation(db, orgId, c.id, { credentialId: 'f'.repeat(24), targetInstituteId: null }))).to.be.instanceOf(NotFoundError);
    expect(await rejectionOf(createEvaluation(db, orgId, c.id, { credentialId: a, targetInstituteId: 'f'.repeat(24) }))).to.be.instanceOf(NotFoundError);
    // Bodies outside the spec's types (tsc refuses them; a caller that bypasses the types still gets a 400).
    // @ts-expect-error targetInstituteId is required by the spec
    expect(await rejectionOf(createEvaluation(db, orgId, c.id, { credentialId: a }))).to.be.instanceOf(ValidationError);
    // @ts-expect-error equivalency.creditUnit is required by the spec
    expect(await rejectionOf(completeEvaluation(db, orgId, e.id, { equivalency: {} }))).to.be.instanceOf(ValidationError);
    const other = (await createTestOrg(db, 'Other')).id;
    expect(await rejectionOf(startEvaluation(db, other, e.id))).to.be.instanceOf(NotFoundError);
  });

  it('records the combined production in the completing transaction, produces it idempotently, and never on reads', async () => {
    const c = await createOperatorCase(db, orgId);
    const a = await academic(c.id);
    const b = await academic(c.id);
    const target = await createTargetInstitute(db, orgId, { name: 'University of Toronto' });
    const ga = (await createEvaluation(db, orgId, c.id, { credentialId: a, targetInstituteId: null })).evaluation;
    const gb = (await createEvaluation(db, orgId, c.id, { credentialId: b, targetInstituteId: null })).evaluation;
    const ta = (await createEvaluation(db, orgId, c.id, { credentialId: a, targetInstituteId: target.id })).evaluation;
    await completeEvaluation(db, orgId, ga.id, output("Master's degree"));
    expect(await combineWork(c.id), 'one credential still pending').to.deep.equal([]);
    let combined = await readCombined({ db }, orgId, c.id, {});
    expect(combined).to.include({ status: 'processing' });
    expect(combined.pendingCredentialIds).to.deep.equal([b]);

    await completeEvaluation(db, orgId, gb.id, output());
    const work = await combineWork(c.id);
    expect(work).to.have.length(1);
    expect(work[0]).to.include({ caseId: c.id, targetInstituteId: null });
    // Every credential reads completed while the combined one is still processing.
    expect((await readEvaluation({ db }, orgId, c.id, {})).credentials.map((x) => x.evaluations.find((r) => r.targetInstitute === null)?.status)).to.deep.equal(['completed', 'completed']);
    combined = await readCombined({ db }, orgId, c.id, {});
    expect(combined).to.deep.include({ status: 'processing', pendingCredentialIds: [], combinedEquivalencies: [] });
    for (let i = 0; i < 3; i += 1) await readCombined({ db }, orgId, c.id, {});
    expect(await combineWork(c.id), 'reading triggers nothing').to.have.length(1);

    expect(await runCombineJob(db, work[0]!)).to.equal('produced');
    expect(await runCombineJob(db, work[0]!), 'delivered again').to.equal('superseded');
    combined = await readCombined({ db }, orgId, c.id, {});
    expect(combined.status).to.equal('completed');
    expect(combined.combinedEquivalencies).to.deep.equal([
      { equivalency: "Master's degree in Physics", credentialIds: [a] },
      { equivalency: "Bachelor's degree in Physics", credentialIds: [b] },
    ]);
    // The target's combined equivalency is its own: b has no evaluation for it.
    const forTarget = await readCombined({ db }, orgId, c.id, { targetInstituteId: target.id.toUpperCase() });
    expect(forTarget).to.deep.include({ status: 'queued', pendingCredentialIds: [a, b], targetInstitute: { id: target.id, name: 'University of Toronto' } });
    expect(forTarget.credentials[0]!.evaluations).to.deep.equal([{ evaluationId: ta.id, status: 'queued', completedAt: null, targetInstitute: { id: target.id, name: 'University of Toronto' } }]);
    expect(forTarget.credentials[1]!.evaluations).to.deep.equal([]);

    // Reopen: stale at once (nothing for a to show), and a job for the old basis changes nothing.
    await reopenEvaluation(db, orgId, ga.id);
    combined = await readCombined({ db }, orgId, c.id, {});
    expect(combined).to.deep.include({ status: 'processing', combinedEquivalencies: [], pendingCredentialIds: [a] });
    await completeEvaluation(db, orgId, ga.id, output('Doctor of Philosophy'));
    const again = await combineWork(c.id);
    expect(again).to.have.length(2);
    expect(await runCombineJob(db, work[0]!), 'the old request').to.equal('superseded');
    expect(await runCombineJob(db, again[1]!)).to.equal('produced');
    expect((await readCombined({ db }, orgId, c.id, {})).combinedEquivalencies[0]).to.deep.equal({ equivalency: 'Doctor of Philosophy in Physics', credentialIds: [a] });
  });

  it('records a failed production with a readable error and no retry; the operator can write statements by hand', async () => {
    const c = await createOperatorCase(db, orgId);
    const a = await academic(c.id);
    const e = (await createEvaluation(db, orgId, c.id, { credentialId: a, targetInstituteId: null })).evaluation;
    await completeEvaluation(db, orgId, e.id, output(null));
    const [work] = await combineWork(c.id);
    expect(await runCombineJob(db, work!)).to.equal('failed');
    const read = await readCombined({ db }, orgId, c.id, {});
    expect(read).to.deep.include({ status: 'failed', combinedEquivalencies: [], pendingCredentialIds: [] });
    const op = await getOperatorCombined(db, orgId, c.id);
    expect(op.error).to.match(/has no US equivalency/);

    const written = await writeCombinedByHand(db, orgId, c.id, undefined, { statements: ['Equivalent to a US bachelor degree.'] });
    expect(written).to.deep.include({ status: 'completed', source: 'operator', error: null });
    expect((await readCombined({ db }, orgId, c.id, {})).combinedEquivalencies).to.deep.equal([{ equivalency: 'Equivalent to a US bachelor degree.', credentialIds: [] }]);
  });

  it('accepts a production request only when every evaluable credential has a completed evaluation for the target', async () => {
    const c = await createOperatorCase(db, orgId);
    const a = await academic(c.id);
    expect(await rejectionOf(requestCombinedProduction(db, orgId, c.id))).to.be.instanceOf(ConflictError);
    const e = (await createEvaluation(db, orgId, c.id, { credentialId: a, targetInstituteId: null })).evaluation;
    expect(await rejectionOf(requestCombinedProduction(db, orgId, c.id))).to.be.instanceOf(ConflictError);
    await completeEvaluation(db, orgId, e.id, output());
    const view = await requestCombinedProduction(db, orgId, c.id);
    expect(view.status).to.equal('processing');
    expect(await combineWork(c.id)).to.have.length(2);
    expect(await rejectionOf(requestCombinedProduction(db, orgId, c.id, 'f'.repeat(24)))).to.be.instanceOf(NotFoundError);
  });

  it('reads queued while a credential is being extracted and evaluates a failed extraction', async () => {
    const { result } = await submitUpload({ db, files: files.storage }, await submission(files.storage, orgId, { classify: false, features: ['extraction'] }));
    const ref = result.caseId;
    const view = await readEvaluation({ db }, orgId, ref, { uploadId: result.upload.uploadId });
    expect(view.status).to.equal('queued');
    expect(view.credentials).to.have.length(1);
    const credentialId = view.credentials[0]!.credentialId;
    await setCredentialStatus(db, credentialId, 'failed', ['queued']);
    expect((await readEvaluation({ db }, orgId, ref, {})).status, 'failed extraction: evaluable, no row yet').to.equal('queued');
    const e = (await createEvaluation(db, orgId, ref, { credentialId, targetInstituteId: null })).evaluation;
    expect((await readEvaluation({ db }, orgId, ref, {})).status).to.equal('processing');
    await completeEvaluation(db, orgId, e.id, output());
    expect((await readEvaluation({ db }, orgId, ref, {})).status).to.equal('completed');
    // Deleting the case removes its evaluations (they restrict its credentials) and answers 404 afterwards.
    await deleteCase({ db, files: files.storage }, orgId, ref);
    expect(await rejectionOf(readEvaluation({ db }, orgId, ref, {}))).to.be.instanceOf(NotFoundError);
  });

  it('keeps a target institute that evaluations use (409) and deletes an unused one', async () => {
    const c = await createOperatorCase(db, orgId);
    const a = await academic(c.id);
    const used = await createTargetInstitute(db, orgId, { name: 'Used' });
    const unused = await createTargetInstitute(db, orgId, { name: 'Unused' });
    await createEvaluation(db, orgId, c.id, { credentialId: a, targetInstituteId: used.id });
    expect(await rejectionOf(deleteTargetInstitute(db, orgId, used.id))).to.be.instanceOf(ConflictError);
    await deleteTargetInstitute(db, orgId, unused.id);
    expect(await rejectionOf(readCombined({ db }, orgId, c.id, { targetInstituteId: unused.id }))).to.be.instanceOf(NotFoundError);
  });
});
