import { expect } from 'chai';
import type { Database } from '../../src/data/dataSource';
import { linkCase } from '../../src/data/repositories/cases';
import { findActiveCredentialsOfUpload } from '../../src/data/repositories/credentials';
import { findFilesOfUploads } from '../../src/data/repositories/uploads';
import { submitUpload } from '../../src/domain/cases/submission';
import { beginExtraction, completeClassification, finishExtraction } from '../../src/domain/processing';
import { findEventsOfCase } from '../../src/data/repositories/webhooks';
import { inTransaction } from '../../src/data/transaction';
import { addHandEnteredCredential, createOperatorCase } from '../../src/domain/cases/operatorCases';
import { completeEvaluation, createEvaluation, readEvaluation, refreshEvaluationsOfCase, reopenEvaluation } from '../../src/domain/evaluations';
import { registerWebhookConfig } from '../../src/domain/webhooks/configs';
import { openTestDb, submission, tempStorage, uniqueExternalId } from '../support/cases';
import { createTestOrg } from '../support/fixtures';

/*
 * case.evaluation.completed (interface "Events"; decision "Aggregate evaluation status"; decision "Webhooks"): recorded when the
 * aggregate becomes completed, by the endpoint's own function, in the transaction of the change;
 * for linked cases too, never for an unlinked operator case, and again after a reopen and a new
 * completion. Emission is checked on the recorded events (delivery itself is
 * test/integration/webhookDelivery.test.ts).
 */
describe('case.evaluation.completed', function () {
  this.timeout(60_000);
  let db: Database;
  let orgId: string;

  before(async () => {
    db = await openTestDb();
    orgId = (await createTestOrg(db, 'Evaluation events')).id;
    await registerWebhookConfig(db, orgId, { endpoint: 'https://hooks.example.org/e', apiKey: 'evaluation-events-secret-0123', audience: 'partner' }, { allowPrivateTargets: false });
  });
  after(async () => {
    await db?.destroy();
  });

  const output = { equivalency: { usEquivalency: "Bachelor's degree", statement: null, creditUnit: 'Semester Credits' as const }, courses: [], note: null };
  const credential = async (caseId: string) =>
    (await addHandEnteredCredential(db, orgId, caseId, { credentialType: 'academic', candidate: { fullName: 'Amara Okafor' } })).credentialId;
  const evaluationEvents = async (caseId: string) =>
    (await findEventsOfCase(db, caseId)).filter((e) => e.eventName === 'case.evaluation.completed').map((e) => JSON.parse(e.body) as { eventName: string; data: Record<string, unknown> });

  async function linkedCase(): Promise<{ id: string; caseNumber: number; externalId: string }> {
    const c = await createOperatorCase(db, orgId);
    const externalId = uniqueExternalId('EVEV');
    await inTransaction(db, (tx) => linkCase(tx, c.id, externalId, new Date()));
    return { ...c, externalId };
  }

  it('fires once when the aggregate becomes completed, with the decision "Webhooks" payload, and never while the endpoint reads processing', async () => {
    const c = await linkedCase();
    const a = await credential(c.id);
    const b = await credential(c.id);
    const ea = await createEvaluation(db, orgId, c.id, { credentialId: a, targetInstituteId: null });
    const eb = await createEvaluation(db, orgId, c.id, { credentialId: b, targetInstituteId: null });
    await completeEvaluation(db, orgId, ea.evaluation.id, output);
    expect((await readEvaluation({ db }, orgId, c.id, {})).status).to.equal('processing');
    expect(await evaluationEvents(c.id)).to.have.length(0);
    await completeEvaluation(db, orgId, eb.evaluation.id, output);
    expect((await readEvaluation({ db }, orgId, c.id, {})).status).to.equal('completed');
    const events = await evaluationEvents(c.id);
    expect(events).to.have.length(1);
    expect(events[0]!.data).to.have.all.keys('caseId', 'externalId', 'caseNumber', 'uploadId', 'occurredAt', 'status');
    expect(events[0]!.data).to.include({ caseId: c.id, externalId: c.externalId, caseNumber: c.caseNumber, uploadId: null, status: 'completed' });
  });

  it('fires again after a reopen and a new completion', async () => {
    const c = await linkedCase();
    const e = await createEvaluation(db, orgId, c.id, { credentialId: await credential(c.id), targetInstituteId: null });
    await completeEvaluation(db, orgId, e.evaluation.id, output);
    await reopenEvaluation(db, orgId, e.evaluation.id);
    expect(await evaluationEvents(c.id)).to.have.length(1);
    await completeEvaluation(db, orgId, e.evaluation.id, output);
    expect(await evaluationEvents(c.id)).to.have.length(2);
  });

  it('an operator-created case that is not linked emits nothing', async () => {
    const c = await createOperatorCase(db, orgId);
    const e = await createEvaluation(db, orgId, c.id, { credentialId: await credential(c.id), targetInstituteId: null });
    const done = await completeEvaluation(db, orgId, e.evaluation.id, output);
    expect(done.transition.becameCompleted).to.equal(true);
    expect(await evaluationEvents(c.id)).to.have.length(0);
  });

  it('fires when processing makes it completed: the last credential still extracting turns out not evaluable', async () => {
    const ts = await tempStorage();
    try {
      const { result } = await submitUpload({ db, files: ts.storage }, await submission(ts.storage, orgId, { features: ['extraction'] }));
      const caseId = result.caseId;
      const e = await createEvaluation(db, orgId, caseId, { credentialId: await credential(caseId), targetInstituteId: null });
      await completeEvaluation(db, orgId, e.evaluation.id, output);
      // The upload is still being classified: queued (decision "Webhooks"), no event.
      expect((await readEvaluation({ db }, orgId, caseId, {})).status).to.equal('queued');
      const [file] = await findFilesOfUploads(db, [result.upload.uploadId]);
      expect(await completeClassification(db, result.upload.uploadId, [{ credentialType: 'uncategorized', documents: [{ fileId: file!.id, kind: 'other' }] }])).to.equal(true);
      await refreshEvaluationsOfCase(db, caseId);
      // An uncategorized credential still being extracted keeps it queued.
      expect((await readEvaluation({ db }, orgId, caseId, {})).status).to.equal('queued');
      const u = (await findActiveCredentialsOfUpload(db, result.upload.uploadId))[0]!;
      expect(await beginExtraction(db, u.id)).to.not.equal(null);
      // The stage's unit of work recorded the change; its commit handler recomputed the aggregate
      // (src/domain/caseUnitOfWork.ts), with nothing for the job to call afterwards.
      expect(await finishExtraction(db, u.id, { error: 'nothing to extract' })).to.equal('done');
      expect((await readEvaluation({ db }, orgId, caseId, {})).status).to.equal('completed');
      // Recomputing again changes nothing: the event was recorded once, by the handler.
      expect(await refreshEvaluationsOfCase(db, caseId)).to.include({ from: 'completed', to: 'completed', becameCompleted: false });
      const events = await evaluationEvents(caseId);
      expect(events).to.have.length(1);
      expect(events[0]!.data).to.include({ caseId, externalId: result.externalId, uploadId: result.upload.uploadId });
    } finally {
      await ts.cleanup();
    }
  });
});
