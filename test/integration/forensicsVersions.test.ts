import { expect } from 'chai';
import type { Database } from '../../src/data/dataSource';
import { getCase } from '../../src/domain/cases/queries';
import { submitUpload, type SubmittedFile } from '../../src/domain/cases/submission';
import { readForensics, type ResultsDeps } from '../../src/domain/results';
import { createForensicsEngine } from '../../src/processing/forensics';
import { scratchDatabase, stageFile, tempStorage, uniqueExternalId, type ScratchDatabase, type TempStorage } from '../support/cases';
import { testEngines } from '../support/engines';
import { createTestOrg } from '../support/fixtures';
import { startPipeline, waitFor, type Pipeline } from '../support/pipeline';
import { AMARA, COURSES, columnTranscriptPdf, diplomaPdf } from '../support/samples';

/**
 * Check 12 through the real pipeline (MariaDB, Redis, the bee-queue workers of src/jobs, the
 * production forensics engine): the job gives the engine the other documents of the case with
 * their text, and a re-rendered copy with a changed grade, uploaded after its original, reads
 * tampered with check 12 failed; the diploma of the same candidate is not taken for a version.
 */
describe('forensics across the versions of a document in one case (pipeline)', function () {
  this.timeout(240_000);

  let scratch: ScratchDatabase;
  let db: Database;
  let ts: TempStorage;
  let orgId: string;
  let read: ResultsDeps;
  let pipeline: Pipeline;

  before(async () => {
    scratch = await scratchDatabase('versions');
    db = scratch.db;
    ts = await tempStorage();
    orgId = (await createTestOrg(db, 'Versions test')).id;
    read = { db, storage: ts.storage, publicBaseUrl: 'https://api.example.test' };
    pipeline = startPipeline({ db, storage: ts.storage, engines: { ...testEngines(), forensics: createForensicsEngine() } });
  });
  after(async () => {
    await pipeline?.close();
    await ts?.cleanup();
    await scratch?.drop();
  });

  async function submit(externalId: string, files: Array<{ name: string; data: Buffer }>) {
    const staged: SubmittedFile[] = [];
    for (const f of files) staged.push(await stageFile(ts.storage, { fileName: f.name, data: f.data, kind: 'pdf' }));
    const { result } = await submitUpload(
      { db, files: ts.storage },
      { organizationId: orgId, externalId, caseRef: null, features: ['forensics'], classify: true, metadata: {}, files: staged, idempotency: null },
    );
    return result;
  }

  async function untilUploadsEnd(caseId: string, n: number) {
    return waitFor(
      `${n} upload(s) of case ${caseId} to end`,
      async () => {
        const c = await getCase(db, orgId, caseId);
        return c.uploads.length === n && c.uploads.every((u) => u.status === 'completed' || u.status === 'failed') ? c : null;
      },
      200_000,
      200,
    );
  }

  it('a re-rendered copy with a changed grade, uploaded after its original, reads tampered with check 12 failed; the original is not analysed again', async () => {
    const externalId = uniqueExternalId('VERS');
    const first = await submit(externalId, [{ name: 'transcript.pdf', data: await columnTranscriptPdf() }]);
    await untilUploadsEnd(first.caseId, 1);
    const before = (await readForensics(read, orgId, first.caseId, {})).forensics;
    expect(before.map((f) => f.status)).to.deep.equal(['completed']);
    const check12 = (item: (typeof before)[number]) => item.checks.find((c) => c.checkNumber === 12)!;
    // Alone in its case, there is nothing to compare it with.
    expect(check12(before[0]!).status).to.equal('skipped');
    expect(before[0]!.verdict).to.not.equal('tampered');

    const changed = COURSES.map((c, i) => (i === 1 ? { ...c, grade: 'A' } : c));
    expect(changed[1]!.grade).to.not.equal(COURSES[1]!.grade);
    await submit(externalId, [
      { name: 'transcript_copy.pdf', data: await columnTranscriptPdf(AMARA, changed) },
      { name: 'diploma.pdf', data: await diplomaPdf() },
    ]);
    await untilUploadsEnd(first.caseId, 2);
    const items = (await readForensics(read, orgId, first.caseId, {})).forensics;
    const byName = async (name: string) => {
      const c = await getCase(db, orgId, first.caseId);
      const fileId = c.uploads.flatMap((u) => u.files).find((f) => f.fileName === name)!.fileId;
      return items.find((i) => i.fileId === fileId)!;
    };

    const copy = await byName('transcript_copy.pdf');
    expect(copy.status).to.equal('completed');
    expect(copy.verdict).to.equal('tampered');
    expect(check12(copy).status).to.equal('failed');
    expect(check12(copy).description).to.match(/transcript\.pdf/);
    // Both values of the grade, the copy's and the original's.
    expect(copy.topEvidence.join(' ')).to.match(new RegExp(`'A'.*'${COURSES[1]!.grade}'.*transcript\\.pdf`));

    // The diploma of the same candidate is another document, not a version of the transcripts.
    const diploma = await byName('diploma.pdf');
    expect(check12(diploma).status).to.equal('passed');
    expect(check12(diploma).description).to.match(/None of the 2 other documents of the case is a version of this document/);

    // The original keeps the result it had (docs/forensics.md, "Comparison across versions").
    const original = await byName('transcript.pdf');
    expect(check12(original).status).to.equal('skipped');
    expect(original.verdict).to.equal(before[0]!.verdict);
  });
});
