import { expect } from 'chai';
import type { Database } from '../../src/data/dataSource';
import { drawCaseNumber, softDeleteCase } from '../../src/data/repositories/cases';
import { claimIdempotencyKey, submissionFingerprint } from '../../src/domain/cases/idempotency';
import { createOperatorCase } from '../../src/domain/cases/operatorCases';
import { getCase } from '../../src/domain/cases/queries';
import { deleteCase } from '../../src/domain/cases/deletion';
import { submitUpload, type SubmissionInput, type SubmissionResult } from '../../src/domain/cases/submission';
import { ConflictError, NotFoundError, ValidationError } from '../../src/domain/errors';
import { newId } from '../../src/domain/ids';
import { UPLOAD_PROCESS_QUEUE } from '../../src/domain/outbox';
import { refreshEvaluationsOfCase } from '../../src/domain/evaluations/afterProcessing';
import {
  assertMatchesSpec,
  openTestDb,
  rejectionOf,
  stageFile,
  submission,
  tempStorage,
  uniqueExternalId,
  type TempStorage,
} from '../support/cases';
import { createTestOrg } from '../support/fixtures';

type Row = Record<string, unknown>;

/**
 * POST /cases as a use-case (interface "POST /cases", decision "Idempotency", decision "Deletion", decision "Further open points") against the real MariaDB and a
 * real local storage directory.
 */
describe('submitUpload (POST /cases)', () => {
  let db: Database;
  let ts: TempStorage;
  let orgId: string;
  let deps: { db: Database; files: TempStorage['storage'] };

  const rows = (sql: string, params: unknown[] = []) => db.query(sql, params) as Promise<Row[]>;
  const count = async (sql: string, params: unknown[]) => Number((await rows(sql, params))[0]!.n);
  const uploadsOf = (caseId: string) => count('SELECT COUNT(*) AS n FROM uploads WHERE caseId = ?', [caseId]);

  before(async () => {
    db = await openTestDb();
    ts = await tempStorage();
    deps = { db, files: ts.storage };
    orgId = (await createTestOrg(db, 'Submission test')).id;
  });
  after(async () => {
    await ts?.cleanup();
    if (db?.isInitialized) await db.destroy();
  });

  describe('a new externalId', () => {
    it("records the new case's aggregate evaluation status with the case, as the recomputation after a change finds it", async () => {
      const variants: Partial<SubmissionInput>[] = [
        { classify: true },
        { classify: false, features: ['extraction'] },
        { classify: false, features: ['forensics'] },
      ];
      for (const overrides of variants) {
        const { result } = await submitUpload(deps, await submission(ts.storage, orgId, overrides));
        // Written in the submission's own transaction (no second transaction recomputes it).
        const [row] = await rows('SELECT status, completedAt FROM evaluation_aggregates WHERE caseId = ?', [result.caseId]);
        expect(row, JSON.stringify(overrides)).to.deep.include({ status: 'queued', completedAt: null });
        // What the recomputation of the case (aggregateTransition) finds: nothing to change, no event.
        const transition = await refreshEvaluationsOfCase(db, result.caseId);
        expect(transition, JSON.stringify(overrides)).to.deep.include({ from: 'queued', to: 'queued', becameCompleted: false });
      }
    });

    it('creates a case with the next case number, its upload, features, files and one outbox record', async () => {
      const files = [await stageFile(ts.storage, { fileName: 'transcript.pdf' }), await stageFile(ts.storage, { fileName: 'scan.png', kind: 'png' })];
      const input = await submission(ts.storage, orgId, { files, metadata: { program: 'MSc', priority: 2, scholarship: true } });
      const { result, replayed } = await submitUpload(deps, input);

      expect(replayed).to.equal(false);
      await assertMatchesSpec('case_submission', result);
      expect(result.externalId).to.equal(input.externalId);
      expect(result.upload).to.include({ status: 'queued', classify: true });
      expect(result.upload.features).to.deep.equal([
        { name: 'extraction', status: 'queued' },
        { name: 'forensics', status: 'queued' },
        { name: 'translation', status: 'queued' },
      ]);
      expect(result.upload.files.map((f) => f.fileName)).to.deep.equal(['transcript.pdf', 'scan.png']);

      const [c] = await rows('SELECT * FROM cases WHERE id = ?', [result.caseId]);
      expect(c).to.include({ organizationId: orgId, externalId: input.externalId, origin: 'partner', linkedAt: null, deletedAt: null });
      expect(Number(c!.caseNumber)).to.be.at.least(100001);
      expect(JSON.parse(String(c!.metadata))).to.deep.equal({ program: 'MSc', priority: 2, scholarship: true });

      const [u] = await rows('SELECT * FROM uploads WHERE id = ?', [result.upload.uploadId]);
      expect(u).to.include({ caseId: result.caseId, organizationId: orgId, classificationStatus: 'queued' });
      expect(Number(u!.classify)).to.equal(1);

      const features = await rows('SELECT name, status FROM upload_features WHERE uploadId = ? ORDER BY name', [result.upload.uploadId]);
      expect(features).to.deep.equal([
        { name: 'extraction', status: 'queued' },
        { name: 'forensics', status: 'queued' },
        { name: 'translation', status: 'queued' },
      ]);

      const fileRows = await rows('SELECT * FROM upload_files WHERE uploadId = ? ORDER BY position', [result.upload.uploadId]);
      expect(fileRows.map((f) => f.id)).to.deep.equal(result.upload.files.map((f) => f.fileId));
      for (const [i, f] of fileRows.entries()) {
        const key = `orgs/${orgId}/cases/${result.caseId}/${String(f.id)}`;
        expect(f).to.include({ caseId: result.caseId, position: i, status: 'queued', storageKey: key, sha256: files[i]!.sha256, kind: files[i]!.kind });
        expect(Number(f.size)).to.equal(files[i]!.size);
        // Moved: at the final key, gone from the temp key.
        expect(await ts.exists(key), key).to.equal(true);
        expect(await ts.exists(files[i]!.tempKey), files[i]!.tempKey).to.equal(false);
      }
      expect(fileRows.map((f) => f.mediaType)).to.deep.equal(['application/pdf', 'image/png']);

      const outbox = await rows('SELECT * FROM outbox WHERE caseId = ?', [result.caseId]);
      expect(outbox).to.have.length(1);
      expect(outbox[0]).to.include({ queue: UPLOAD_PROCESS_QUEUE, dispatchedAt: null, attempts: 0, lastError: null });
      expect(JSON.parse(String(outbox[0]!.payload))).to.deep.equal({ uploadId: result.upload.uploadId });

      // classify true: credentials come from classification, none yet.
      expect(await count('SELECT COUNT(*) AS n FROM credentials WHERE caseId = ?', [result.caseId])).to.equal(0);
    });

    it('with classify false makes the whole upload one academic credential at once', async () => {
      const { result } = await submitUpload(deps, await submission(ts.storage, orgId, { classify: false, features: ['extraction'] }));
      expect(result.upload).to.include({ classify: false, status: 'queued' });
      expect(result.upload.features).to.deep.equal([{ name: 'extraction', status: 'queued' }]);
      const creds = await rows('SELECT * FROM credentials WHERE caseId = ?', [result.caseId]);
      expect(creds).to.have.length(1);
      expect(creds[0]).to.include({ uploadId: result.upload.uploadId, credentialType: 'academic', status: 'queued', deletedAt: null });
      const [u] = await rows('SELECT classificationStatus FROM uploads WHERE id = ?', [result.upload.uploadId]);
      expect(u!.classificationStatus).to.equal(null);
    });

    it('stores only the requested features, in the canonical order, once each', async () => {
      const { result } = await submitUpload(deps, await submission(ts.storage, orgId, { features: ['translation', 'extraction', 'translation'] }));
      expect(result.upload.features.map((f) => f.name)).to.deep.equal(['extraction', 'translation']);
      expect(await count('SELECT COUNT(*) AS n FROM upload_features WHERE uploadId = ?', [result.upload.uploadId])).to.equal(2);
    });

    it('lists an unsupported ZIP member in place, without storing anything for it (interface "POST /cases", decision "Further open points")', async () => {
      const a = await stageFile(ts.storage, { fileName: 'docs.zip/a.pdf' });
      const b = await stageFile(ts.storage, { fileName: 'docs.zip/b.png', kind: 'png' });
      const input = await submission(ts.storage, orgId, {
        files: [a, { fileName: 'docs.zip/notes.txt', status: 'unsupported', statusReason: 'not a PDF, PNG, JPEG or WebP file', size: 12 }, b],
      });
      const { result } = await submitUpload(deps, input);
      expect(result.upload.files.map((f) => f.fileName)).to.deep.equal(['docs.zip/a.pdf', 'docs.zip/notes.txt', 'docs.zip/b.png']);
      const fileRows = await rows('SELECT fileName, status, statusReason, storageKey, kind FROM upload_files WHERE uploadId = ? ORDER BY position', [
        result.upload.uploadId,
      ]);
      expect(fileRows[1]).to.deep.equal({
        fileName: 'docs.zip/notes.txt',
        status: 'unsupported',
        statusReason: 'not a PDF, PNG, JPEG or WebP file',
        storageKey: null,
        kind: null,
      });
      expect(fileRows.map((f) => f.status)).to.deep.equal(['queued', 'unsupported', 'queued']);
    });

    it('draws a new, higher case number for each new case, across organizations', async () => {
      const other = await createTestOrg(db, 'Submission test other');
      const numbers: number[] = [];
      for (const org of [orgId, other.id, orgId]) {
        const { result } = await submitUpload(deps, await submission(ts.storage, org));
        numbers.push(Number((await rows('SELECT caseNumber FROM cases WHERE id = ?', [result.caseId]))[0]!.caseNumber));
      }
      expect(numbers[1]).to.be.greaterThan(numbers[0]!);
      expect(numbers[2]).to.be.greaterThan(numbers[1]!);
    });

    it('compares externalIds exactly: case and trailing spaces make different cases', async () => {
      const base = uniqueExternalId('Exact');
      const ids = new Set<string>();
      for (const externalId of [base, base.toLowerCase(), `${base} `]) {
        ids.add((await submitUpload(deps, await submission(ts.storage, orgId, { externalId }))).result.caseId);
      }
      expect(ids.size).to.equal(3);
    });
  });

  describe('an existing externalId', () => {
    it('appends an upload to its case; the case number and metadata stay as the first submission set them', async () => {
      const externalId = uniqueExternalId();
      const first = (await submitUpload(deps, await submission(ts.storage, orgId, { externalId, metadata: { round: 'fall' } }))).result;
      const second = (await submitUpload(deps, await submission(ts.storage, orgId, { externalId, metadata: { round: 'spring', extra: 1 } })))
        .result;
      expect(second.caseId).to.equal(first.caseId);
      expect(second.upload.uploadId).to.not.equal(first.upload.uploadId);
      expect(await uploadsOf(first.caseId)).to.equal(2);

      const view = await getCase(db, orgId, first.caseId);
      expect(view.uploads.map((u) => u.uploadId)).to.deep.equal([first.upload.uploadId, second.upload.uploadId]);
      expect(view.metadata).to.deep.equal({ round: 'fall' });
      expect(await count('SELECT COUNT(*) AS n FROM outbox WHERE caseId = ?', [first.caseId])).to.equal(2);
    });

    it('is the same externalId in another organization only by coincidence: a separate case', async () => {
      const other = await createTestOrg(db, 'Submission test org B');
      const externalId = uniqueExternalId();
      const a = (await submitUpload(deps, await submission(ts.storage, orgId, { externalId }))).result;
      const b = (await submitUpload(deps, await submission(ts.storage, other.id, { externalId }))).result;
      expect(a.caseId).to.not.equal(b.caseId);
    });

    it('answers 409 for the externalId of a deleted case (interface "POST /cases", decision "Deletion")', async () => {
      const externalId = uniqueExternalId();
      const { result } = await submitUpload(deps, await submission(ts.storage, orgId, { externalId }));
      await deleteCase(deps, orgId, result.caseId);
      const input = await submission(ts.storage, orgId, { externalId });
      const err = await rejectionOf(submitUpload(deps, input));
      expect(err).to.be.instanceOf(ConflictError);
      expect(err.message).to.match(/deleted/);
      // Nothing was moved: the temp file is still there for the caller to delete.
      expect(await ts.exists(input.files[0]!.tempKey!)).to.equal(true);
    });

    it('ends simultaneous first submissions of one externalId as ONE case with every upload', async () => {
      const externalId = uniqueExternalId('Race');
      const inputs = await Promise.all(Array.from({ length: 8 }, () => submission(ts.storage, orgId, { externalId })));
      // Open enough pooled connections first, so that no submission waits for one and they really race.
      await Promise.all(Array.from({ length: 9 }, () => db.query('SELECT SLEEP(0.05)')));
      const drawnBefore = await drawCaseNumber(db);
      const results = await Promise.all(inputs.map((input) => submitUpload(deps, input)));
      // More than one case number drawn in between for one case: the submissions did race to
      // create it, and the losers' numbers are gaps (decision "Identifiers": a rolled-back draw is never handed out).
      const drawnBetween = (await drawCaseNumber(db)) - drawnBefore - 1;
      expect(drawnBetween).to.be.greaterThan(1);

      const caseIds = new Set(results.map((r) => r.result.caseId));
      expect(caseIds.size).to.equal(1);
      const [caseId] = [...caseIds] as [string];
      expect(await count('SELECT COUNT(*) AS n FROM cases WHERE organizationId = ? AND externalId = ?', [orgId, externalId])).to.equal(1);
      expect(await uploadsOf(caseId)).to.equal(8);
      expect(new Set(results.map((r) => r.result.upload.uploadId)).size).to.equal(8);
      expect(await count('SELECT COUNT(*) AS n FROM outbox WHERE caseId = ?', [caseId])).to.equal(8);

      // Every file ended under the winning case; the losers' made-up case prefixes are gone.
      const storedKeys = await ts.keys(`orgs/${orgId}/cases/${caseId}`);
      expect(storedKeys).to.have.length(8);
      const keys = await rows('SELECT storageKey FROM upload_files WHERE caseId = ? ORDER BY storageKey', [caseId]);
      expect(keys.map((k) => k.storageKey)).to.deep.equal(storedKeys);
    });
  });

  describe('caseId: linking an operator-created case', () => {
    it('puts the upload on the case named by its case number and links it; later submissions go to it', async () => {
      const op = await createOperatorCase(db, orgId, { metadata: { source: 'operator' } });
      const externalId = uniqueExternalId('Link');
      const linked = (await submitUpload(deps, await submission(ts.storage, orgId, { externalId, caseRef: String(op.caseNumber) }))).result;
      expect(linked.caseId).to.equal(op.id);
      expect(linked.externalId).to.equal(externalId);

      const [c] = await rows('SELECT externalId, origin, linkedAt, metadata FROM cases WHERE id = ?', [op.id]);
      expect(c).to.include({ externalId, origin: 'operator' });
      expect(c!.linkedAt).to.be.instanceOf(Date);
      // The operator's metadata stays.
      expect(JSON.parse(String(c!.metadata))).to.deep.equal({ source: 'operator' });

      const later = (await submitUpload(deps, await submission(ts.storage, orgId, { externalId }))).result;
      expect(later.caseId).to.equal(op.id);
      expect(await uploadsOf(op.id)).to.equal(2);
    });

    it('accepts the case ID, in either letter case (decision "Identifiers")', async () => {
      const op = await createOperatorCase(db, orgId);
      const { result } = await submitUpload(deps, await submission(ts.storage, orgId, { caseRef: op.id.toUpperCase() }));
      expect(result.caseId).to.equal(op.id);
    });

    it('never links on a matching externalId alone: without caseId a new case is made', async () => {
      const op = await createOperatorCase(db, orgId);
      const { result } = await submitUpload(deps, await submission(ts.storage, orgId));
      expect(result.caseId).to.not.equal(op.id);
      const [c] = await rows('SELECT externalId, linkedAt FROM cases WHERE id = ?', [op.id]);
      expect(c).to.deep.equal({ externalId: null, linkedAt: null });
      expect(await uploadsOf(op.id)).to.equal(0);
    });

    const refusals: [string, { setup: () => Promise<{ caseRef: string; externalId?: string }>; want: typeof ConflictError | typeof NotFoundError | typeof ValidationError; message?: RegExp }][] = [
      ['an unknown case ID → 404', { setup: async () => ({ caseRef: newId() }), want: NotFoundError }],
      ['an unknown case number → 404', { setup: async () => ({ caseRef: '99999999' }), want: NotFoundError }],
      [
        "another organization's operator case → 404",
        { setup: async () => ({ caseRef: (await createOperatorCase(db, (await createTestOrg(db, 'Other')).id)).id }), want: NotFoundError },
      ],
      [
        'a deleted operator case → 404',
        {
          setup: async () => {
            const op = await createOperatorCase(db, orgId);
            await softDeleteCase(db, op.id);
            return { caseRef: String(op.caseNumber) };
          },
          want: NotFoundError,
        },
      ],
      [
        'a case created through POST /cases → 409',
        {
          setup: async () => ({ caseRef: (await submitUpload(deps, await submission(ts.storage, orgId))).result.caseId }),
          want: ConflictError,
          message: /created through POST \/cases/,
        },
      ],
      [
        'an operator case already linked → 409, even to the same externalId',
        {
          setup: async () => {
            const op = await createOperatorCase(db, orgId);
            const externalId = uniqueExternalId();
            await submitUpload(deps, await submission(ts.storage, orgId, { externalId, caseRef: op.id }));
            return { caseRef: op.id, externalId };
          },
          want: ConflictError,
          message: /already linked/,
        },
      ],
      [
        'an externalId that already belongs to another case → 409',
        {
          setup: async () => {
            const taken = (await submitUpload(deps, await submission(ts.storage, orgId))).result.externalId;
            return { caseRef: (await createOperatorCase(db, orgId)).id, externalId: taken };
          },
          want: ConflictError,
          message: /already belongs/,
        },
      ],
      [
        'the externalId of a deleted case → 409',
        {
          setup: async () => {
            const { result } = await submitUpload(deps, await submission(ts.storage, orgId));
            await deleteCase(deps, orgId, result.caseId);
            return { caseRef: (await createOperatorCase(db, orgId)).id, externalId: result.externalId };
          },
          want: ConflictError,
          message: /deleted/,
        },
      ],
      ['a caseId that is neither an ID nor a number → 400', { setup: async () => ({ caseRef: 'case-1' }), want: ValidationError }],
    ];
    for (const [name, { setup, want, message }] of refusals) {
      it(`refuses ${name}`, async () => {
        const { caseRef, externalId } = await setup();
        const input = await submission(ts.storage, orgId, { caseRef, ...(externalId ? { externalId } : {}) });
        const err = await rejectionOf(submitUpload(deps, input));
        expect(err, err.message).to.be.instanceOf(want);
        if (message) expect(err.message).to.match(message);
        // Nothing stored (the staged content is random, so its SHA-256 names it), nothing moved.
        expect(await count('SELECT COUNT(*) AS n FROM upload_files WHERE sha256 = ?', [input.files[0]!.sha256])).to.equal(0);
        expect(await ts.exists(input.files[0]!.tempKey!)).to.equal(true);
      });
    }

    it('links a case once when two requests race for it', async () => {
      const op = await createOperatorCase(db, orgId);
      const inputs = await Promise.all([uniqueExternalId('A'), uniqueExternalId('B')].map((externalId) => submission(ts.storage, orgId, { externalId, caseRef: op.id })));
      const settled = await Promise.allSettled(inputs.map((input) => submitUpload(deps, input)));
      expect(settled.filter((s) => s.status === 'fulfilled')).to.have.length(1);
      const rejected = settled.find((s) => s.status === 'rejected') as PromiseRejectedResult;
      expect(rejected.reason).to.be.instanceOf(ConflictError);
      expect(await uploadsOf(op.id)).to.equal(1);
    });
  });

  describe('Idempotency-Key (decision "Idempotency")', () => {
    const fieldsOf = (input: SubmissionInput): Record<string, string[]> => ({
      externalId: [input.externalId],
      features: [JSON.stringify(input.features)],
      classify: [String(input.classify)],
    });
    async function keyed(overrides: Partial<SubmissionInput> = {}, key = `key-${newId()}`): Promise<SubmissionInput> {
      const input = await submission(ts.storage, orgId, overrides);
      const fingerprint = submissionFingerprint(
        fieldsOf(input),
        input.files.map((f) => ({ fileName: f.fileName, sha256: f.sha256! })),
      );
      return { ...input, idempotency: { key, fingerprint } };
    }
    /** The same request again: same fields, the same file bytes staged anew (as a resend would). */
    async function resend(input: SubmissionInput): Promise<SubmissionInput> {
      const files = await Promise.all(input.files.map(async (f) => ({ ...(await stageFile(ts.storage, { fileName: f.fileName })), sha256: f.sha256!, size: f.size })));
      return { ...input, files };
    }

    it('answers the same key and request with the original case and upload, its status as it is now, and creates nothing', async () => {
      const input = await keyed();
      const first = await submitUpload(deps, input);
      // Processing moved on meanwhile.
      await db.query("UPDATE upload_features SET status = 'processing' WHERE uploadId = ? AND name = 'extraction'", [first.result.upload.uploadId]);
      await db.query("UPDATE uploads SET classificationStatus = 'completed' WHERE id = ?", [first.result.upload.uploadId]);

      const again = await resend(input);
      const second = await submitUpload(deps, again);
      expect(second.replayed).to.equal(true);
      await assertMatchesSpec('case_submission', second.result);
      expect(second.result.caseId).to.equal(first.result.caseId);
      expect(second.result.externalId).to.equal(first.result.externalId);
      expect(second.result.upload.uploadId).to.equal(first.result.upload.uploadId);
      expect(second.result.upload.files).to.deep.equal(first.result.upload.files);
      expect(second.result.upload.status).to.equal('processing');
      expect(second.result.upload.features[0]).to.deep.equal({ name: 'extraction', status: 'processing' });

      expect(await uploadsOf(first.result.caseId)).to.equal(1);
      expect(await count('SELECT COUNT(*) AS n FROM outbox WHERE caseId = ?', [first.result.caseId])).to.equal(1);
      // The replay's temp files are the caller's to delete: untouched.
      expect(await ts.exists(again.files[0]!.tempKey!)).to.equal(true);
    });

    it('answers 409 for the same key with a different request', async () => {
      const input = await keyed();
      await submitUpload(deps, input);
      const different = await keyed({ externalId: input.externalId }, input.idempotency!.key);
      different.idempotency = { key: input.idempotency!.key, fingerprint: submissionFingerprint({ externalId: ['other'] }, []) };
      const err = await rejectionOf(submitUpload(deps, different));
      expect(err).to.be.instanceOf(ConflictError);
      expect(err.message).to.match(/different request/);
    });

    it('answers 409 while a request with the key is still in flight', async () => {
      const input = await keyed();
      await claimIdempotencyKey(db, orgId, input.idempotency!, new Date());
      const err = await rejectionOf(submitUpload(deps, input));
      expect(err).to.be.instanceOf(ConflictError);
      expect(err.message).to.match(/still in progress/);
    });

    it('scopes keys to the organization', async () => {
      const other = await createTestOrg(db, 'Idempotency other');
      const input = await keyed();
      const a = await submitUpload(deps, input);
      const b = await submitUpload(deps, { ...(await resend(input)), organizationId: other.id });
      expect(b.replayed).to.equal(false);
      expect(b.result.caseId).to.not.equal(a.result.caseId);
    });

    it('replaces a record older than 24 hours', async () => {
      const input = await keyed();
      const first = await submitUpload(deps, input);
      await db.query('UPDATE idempotency_keys SET expiresAt = ? WHERE uploadId = ?', [new Date(Date.now() - 1000), first.result.upload.uploadId]);
      const second = await submitUpload(deps, await resend(input));
      expect(second.replayed).to.equal(false);
      expect(second.result.upload.uploadId).to.not.equal(first.result.upload.uploadId);
      expect(await uploadsOf(first.result.caseId)).to.equal(2);
    });

    it('retention is 24 hours from completion', async () => {
      const input = await keyed();
      const before = Date.now();
      const { result } = await submitUpload(deps, input);
      const [k] = await rows('SELECT state, caseId, uploadId, expiresAt FROM idempotency_keys WHERE uploadId = ?', [result.upload.uploadId]);
      expect(k).to.include({ state: 'completed', caseId: result.caseId });
      const ttl = (k!.expiresAt as Date).getTime() - before;
      expect(ttl).to.be.within(24 * 3600_000 - 1000, 24 * 3600_000 + 60_000);
    });

    it('removes the claim when the submission fails, so the client can retry with the key', async () => {
      const input = await keyed();
      await ts.storage.delete(input.files[0]!.tempKey!);
      expect(await rejectionOf(submitUpload(deps, input))).to.be.instanceOf(Error);
      expect(await count('SELECT COUNT(*) AS n FROM idempotency_keys WHERE organizationId = ? AND idempotencyKey = ?', [orgId, input.idempotency!.key])).to.equal(0);
      const retried = await submitUpload(deps, await resend(input));
      expect(retried.replayed).to.equal(false);
    });

    it('ends concurrent identical requests with ONE upload', async () => {
      const input = await keyed();
      const copies = [input, ...(await Promise.all(Array.from({ length: 4 }, () => resend(input))))];
      const settled = await Promise.allSettled(copies.map((c) => submitUpload(deps, c)));
      const fulfilled = settled.filter((s): s is PromiseFulfilledResult<{ result: SubmissionResult; replayed: boolean }> => s.status === 'fulfilled');
      const created = fulfilled.filter((s) => !s.value.replayed);
      expect(created).to.have.length(1);
      const uploadId = created[0]!.value.result.upload.uploadId;
      for (const s of fulfilled) expect(s.value.result.upload.uploadId).to.equal(uploadId);
      for (const s of settled) {
        if (s.status === 'rejected') {
          expect(s.reason).to.be.instanceOf(ConflictError);
          expect((s.reason as Error).message).to.match(/still in progress/);
        }
      }
      expect(await uploadsOf(created[0]!.value.result.caseId)).to.equal(1);
      expect(await count('SELECT COUNT(*) AS n FROM outbox WHERE caseId = ?', [created[0]!.value.result.caseId])).to.equal(1);
    });

    it('answers 409 for a replay whose case has been deleted since', async () => {
      const input = await keyed();
      const { result } = await submitUpload(deps, input);
      await deleteCase(deps, orgId, result.caseId);
      const err = await rejectionOf(submitUpload(deps, await resend(input)));
      expect(err).to.be.instanceOf(ConflictError);
    });
  });

  describe('when the transaction fails', () => {
    it('leaves no rows and deletes the files it moved (new case: the organization does not exist)', async () => {
      const ghostOrg = newId();
      const files = [await stageFile(ts.storage), await stageFile(ts.storage)];
      const input = await submission(ts.storage, ghostOrg, { files });
      const err = await rejectionOf(submitUpload(deps, input));
      expect(err.message).to.match(/foreign key/i);
      expect(await count('SELECT COUNT(*) AS n FROM cases WHERE organizationId = ?', [ghostOrg])).to.equal(0);
      expect(await count('SELECT COUNT(*) AS n FROM uploads WHERE organizationId = ?', [ghostOrg])).to.equal(0);
      expect(await ts.keys(`orgs/${ghostOrg}`)).to.deep.equal([]);
      for (const f of files) expect(await ts.exists(f.tempKey)).to.equal(false);
    });

    it('rolls back every row written before the failure and deletes the moved files (append)', async () => {
      const { result } = await submitUpload(deps, await submission(ts.storage, orgId));
      const [before] = await rows('SELECT updatedAt FROM cases WHERE id = ?', [result.caseId]);
      const good = await stageFile(ts.storage);
      // upload_files.size is an int: a size past its range fails the insert after the case, the
      // upload and its features were written.
      const bad = { ...(await stageFile(ts.storage)), size: 2 ** 31 };
      const input = await submission(ts.storage, orgId, { externalId: result.externalId, files: [good, bad], classify: false, idempotency: { key: `k-${newId()}`, fingerprint: 'f'.repeat(64) } });
      const err = await rejectionOf(submitUpload(deps, input));
      expect(err).to.not.be.instanceOf(ConflictError);

      expect(await uploadsOf(result.caseId)).to.equal(1);
      expect(await count('SELECT COUNT(*) AS n FROM upload_features f JOIN uploads u ON u.id = f.uploadId WHERE u.caseId = ?', [result.caseId])).to.equal(3);
      expect(await count('SELECT COUNT(*) AS n FROM credentials WHERE caseId = ?', [result.caseId])).to.equal(0);
      expect(await count('SELECT COUNT(*) AS n FROM outbox WHERE caseId = ?', [result.caseId])).to.equal(1);
      expect(await count('SELECT COUNT(*) AS n FROM idempotency_keys WHERE idempotencyKey = ?', [input.idempotency!.key])).to.equal(0);
      const [after] = await rows('SELECT updatedAt FROM cases WHERE id = ?', [result.caseId]);
      expect(after!.updatedAt).to.deep.equal(before!.updatedAt);
      // Only the first upload's file is left under the case.
      expect(await ts.keys(`orgs/${orgId}/cases/${result.caseId}`)).to.have.length(1);
    });
  });

  describe('input rules', () => {
    const invalid: [string, { given: Partial<SubmissionInput>; path: string }][] = [
      ['classify false with features [] (interface "POST /cases")', { given: { classify: false, features: [] }, path: 'features' }],
      ['evaluation as a feature', { given: { features: ['evaluation' as never] }, path: 'features' }],
      ['an unknown feature', { given: { features: ['ocr' as never] }, path: 'features' }],
      ['an empty externalId', { given: { externalId: '' }, path: 'externalId' }],
      ['an externalId of 129 characters', { given: { externalId: 'x'.repeat(129) }, path: 'externalId' }],
      ['metadata with a null value (decision "Further open points")', { given: { metadata: { a: null as never } }, path: 'metadata' }],
      ['metadata with an array value (decision "Further open points")', { given: { metadata: { a: [] as never } }, path: 'metadata' }],
      ['metadata with an object value (decision "Further open points")', { given: { metadata: { a: {} as never } }, path: 'metadata' }],
      ['no files', { given: { files: [] }, path: 'files' }],
    ];
    for (const [name, { given, path }] of invalid) {
      it(`refuses ${name} with ValidationError (400)`, async () => {
        const err = await rejectionOf(submitUpload(deps, await submission(ts.storage, orgId, given)));
        expect(err, err.message).to.be.instanceOf(ValidationError);
        expect((err as ValidationError).details?.[0]?.path).to.equal(path);
      });
    }

    it('accepts an externalId of 128 characters, counted in code points', async () => {
      const externalId = `${uniqueExternalId()}-`.padEnd(127, 'x') + '😀';
      expect([...externalId]).to.have.length(128);
      const { result } = await submitUpload(deps, await submission(ts.storage, orgId, { externalId }));
      expect(result.externalId).to.equal(externalId);
    });
  });
});
