import type { Database } from '../../data/dataSource';
import { isTransientConflict, isUniqueViolation } from '../../data/dbErrors';
import { flushWrites, withWriteBatch } from '../../data/writeBatch';
import { findCase, findCaseById, findCaseByExternalId, insertCaseWithNextNumber, linkCase, touchCase, type CaseRecord } from '../../data/repositories/cases';
import { insertCredential } from '../../data/repositories/credentials';
import type { Db } from '../../data/repositories/organizations';
import {
  findFeaturesOfUploads,
  findFilesOfUploads,
  findUploadById,
  insertUpload,
  insertUploadFeatures,
  insertUploadFiles,
  type NewUploadFile,
} from '../../data/repositories/uploads';
import { withCaseUnitOfWork } from '../caseUnitOfWork';
import { loggerOf } from '../unitOfWork';
import { ConflictError, NotFoundError, ValidationError, type ErrorDetail } from '../errors';
import { recordNewCaseAggregate } from '../evaluations/transition';
import { MEDIA_TYPES, type FileKind } from '../fileTypes';
import { newId, normalizeId } from '../ids';
import { recordWork, UPLOAD_PROCESS_QUEUE, type UploadProcessPayload } from '../outbox';
import type { FileStore } from '../ports';
import { claimIdempotencyKey, completeIdempotencyClaim, releaseIdempotencyClaim } from './idempotency';
import { findVisibleCase, toCaseKey } from './lookup';
import { validateMetadata } from './metadata';
import { casePrefix, uploadFileKey } from './storageKeys';
import { FEATURE_NAMES, isFeatureName, type FeatureName, type Metadata } from './types';
import { toUploadView, type UploadView } from './views';

export { submissionFingerprint } from './idempotency';

/*
 * POST /cases (interface "POST /cases", decision "Idempotency", decision "Deletion", decision "Further open points"): create a case or add an upload to one.
 */

export interface SubmittedFile {
  /** Display name; `<zip name>/<member path>` for a ZIP member (decision "Further open points"). */
  fileName: string;
  /** `unsupported`: a ZIP member listed but not processed (interface "POST /cases"). */
  status: 'accepted' | 'unsupported';
  statusReason?: string;
  /** Where an accepted file waits in storage; it is moved to its final key. */
  tempKey?: string;
  size: number;
  sha256?: string;
  kind?: FileKind;
}

export interface SubmissionInput {
  organizationId: string;
  externalId: string;
  /** The `caseId` form field: case ID or case number of an operator-created case to link. */
  caseRef: string | null;
  /** Names as the client sent them: checked here (known names, never `evaluation`). */
  features: readonly string[];
  classify: boolean;
  /** As the client sent it: checked here (validateMetadata). */
  metadata: unknown;
  /** In order; ZIPs already expanded by the API layer (members replace the ZIP). */
  files: SubmittedFile[];
  idempotency: { key: string; fingerprint: string } | null;
}

export interface SubmissionResult {
  caseId: string;
  externalId: string;
  upload: UploadView;
}

export interface SubmissionDeps {
  db: Database;
  files: FileStore;
  now?: () => Date;
}

/** Interface "Limits": externalId 1 to 128 characters. */
export const EXTERNAL_ID_MAX_LENGTH = 128;

/**
 * An externalId is a reference people read and search for: it must contain at least one visible
 * character (a letter, mark, digit, punctuation or symbol), so one made only of spaces, control
 * characters (NUL) or invisible ones (zero-width space, BOM) is refused.
 */
export function hasVisibleCharacter(value: string): boolean {
  return /[\p{L}\p{M}\p{N}\p{P}\p{S}]/u.test(value);
}
/** The upload_files.fileName column. */
const FILE_NAME_MAX_LENGTH = 1024;
/** The upload_files.statusReason column. */
const STATUS_REASON_MAX_LENGTH = 255;
/**
 * A first submission that loses the race for a new externalId runs again and appends (one
 * retry suffices for that); further attempts absorb deadlocks between concurrent appends.
 */
const MAX_ATTEMPTS = 5;
/** Moves at a time: renames locally, copies on an object store. */
const MOVE_CONCURRENCY = 8;

/**
 * Accepts a submission: creates the case for a new externalId or appends an upload to the
 * existing one, or links an operator-created case (`caseRef`). Returns the case, the externalId
 * and the upload; `replayed` when an Idempotency-Key answered with an earlier upload (decision "Idempotency"), in
 * which case nothing was created and the caller deletes its temporary files.
 *
 * Everything is written in one transaction together with one outbox record of the work to do
 * (`upload.process`); accepted files are moved to their final keys before the commit and
 * deleted again if it fails.
 */
export async function submitUpload(
  deps: SubmissionDeps,
  input: SubmissionInput,
): Promise<{ result: SubmissionResult; replayed: boolean }> {
  const now = deps.now ?? (() => new Date());
  const req = validateSubmission(input);

  let claimId: string | null = null;
  if (input.idempotency !== null) {
    const claim = await claimIdempotencyKey(deps.db, req.organizationId, input.idempotency, now());
    if (claim.kind === 'replay') return { result: await replay(deps.db, req, claim), replayed: true };
    claimId = claim.claimId;
  }

  try {
    const accepted = await accept(deps, req, claimId, now);
    return { result: { caseId: accepted.caseId, externalId: req.externalId, upload: accepted.upload }, replayed: false };
  } catch (err) {
    // Best effort: if this fails too, the claim times out (IN_FLIGHT_TIMEOUT_MS) and is replaced.
    if (claimId !== null) {
      await releaseIdempotencyClaim(deps.db, claimId).catch((releaseErr: unknown) =>
        loggerOf(deps.db).warn('idempotency claim not released after a failed submission; it times out', { claimId, err: releaseErr }),
      );
    }
    throw err;
  }
}

interface Submission {
  organizationId: string;
  externalId: string;
  caseRef: string | null;
  /** An operator's upload (submitOperatorUpload): this case, whatever its externalId. */
  existingCaseId?: string;
  features: FeatureName[];
  classify: boolean;
  metadata: Metadata;
  files: SubmittedFile[];
}

/** The problems of a submission, each with its field: all of them in one 400 (decision "Errors"). */
type Problems = ErrorDetail[];

/** Runs a rule that throws a ValidationError, keeping its details with the others. */
function collect<T>(problems: Problems, rule: () => T): T | undefined {
  try {
    return rule();
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    problems.push(...(err.details ?? [{ path: '', message: err.message }]));
    return undefined;
  }
}

function refuse(problems: Problems): void {
  if (problems.length === 0) return;
  const message = problems.length === 1 ? `${problems[0].path} ${problems[0].message}` : 'Invalid submission';
  throw new ValidationError(message, problems);
}

/** The fields of an upload form that are not its files, as the domain's rules read them. */
export type SubmissionFields = Pick<SubmissionInput, 'externalId' | 'caseRef' | 'features' | 'classify' | 'metadata'>;

/**
 * The rules of the form's fields (everything but the files), every problem at once. The API runs
 * it before it expands ZIPs, so a bad form is refused before any file work; submitUpload runs it
 * again, so the rules hold for every caller.
 */
export function checkSubmissionFields(input: SubmissionFields): void {
  const problems: Problems = [];
  readFields(input, problems);
  refuse(problems);
}

function readFields(input: SubmissionFields, problems: Problems): { features: FeatureName[]; metadata: Metadata } {
  const externalIdLength = [...input.externalId].length;
  if (externalIdLength < 1 || externalIdLength > EXTERNAL_ID_MAX_LENGTH) {
    problems.push({ path: 'externalId', message: `must be 1 to ${EXTERNAL_ID_MAX_LENGTH} characters` });
  } else if (!hasVisibleCharacter(input.externalId)) {
    problems.push({ path: 'externalId', message: 'must contain a visible character (not only spaces, control or invisible characters)' });
  }
  const features = readFeatures(input, problems);
  const caseRef = input.caseRef;
  if (caseRef !== null) collect(problems, () => toCaseKey(caseRef, 'caseId'));
  const metadata = collect(problems, () => validateMetadata(input.metadata)) ?? {};
  return { features, metadata };
}

/**
 * The rules of the form the domain owns, whatever the caller checked before (the API validates
 * against the spec first; this keeps the rules true for every caller).
 */
function validateSubmission(input: SubmissionInput): Submission {
  const problems: Problems = [];
  const { features, metadata } = readFields(input, problems);
  checkFiles(input.files, problems);
  refuse(problems);
  return {
    organizationId: normalizeId(input.organizationId),
    externalId: input.externalId,
    caseRef: input.caseRef,
    features,
    classify: input.classify,
    metadata,
    files: input.files,
  };
}

/** The rules of features and classify, shared by partner and operator uploads; the features to run. */
function readFeatures(input: Pick<SubmissionInput, 'features' | 'classify'>, problems: Problems): FeatureName[] {
  for (const name of input.features) {
    if (name === 'evaluation') problems.push({ path: 'features', message: 'must not contain evaluation: evaluation is done by an operator, never an upload feature' });
    else if (!isFeatureName(name)) problems.push({ path: 'features', message: `contains an unknown feature "${name}" (allowed: ${FEATURE_NAMES.join(', ')})` });
  }
  // In the interface's order, each once, whatever order or repetition the client sent.
  const features = FEATURE_NAMES.filter((f) => input.features.includes(f));
  // Interface "POST /cases": classify false with no features answers 400 (nothing would run).
  if (!input.classify && input.features.length === 0) problems.push({ path: 'features', message: 'must not be empty when classify is false' });
  return features;
}

function checkFiles(files: readonly SubmittedFile[], problems: Problems): void {
  if (files.length === 0) problems.push({ path: 'files', message: 'must contain at least one file' });
  files.forEach((f, i) => {
    if (f.fileName === '' || [...f.fileName].length > FILE_NAME_MAX_LENGTH) {
      problems.push({ path: `files[${i}]`, message: `file name must be 1 to ${FILE_NAME_MAX_LENGTH} characters` });
    }
    // Not the client's fault but the caller's: a 500, not a 400.
    if (!Number.isSafeInteger(f.size) || f.size < 0) throw new Error(`files[${i}]: size must be a non-negative integer`);
    if (f.status === 'accepted' && (f.tempKey === undefined || f.kind === undefined)) {
      throw new Error(`files[${i}]: an accepted file needs its tempKey and kind`);
    }
  });
}

/** Features, classify and files of an operator's upload: the features to run. */
function validateProcessing(input: Pick<SubmissionInput, 'features' | 'classify' | 'files'>): FeatureName[] {
  const problems: Problems = [];
  const features = readFeatures(input, problems);
  checkFiles(input.files, problems);
  refuse(problems);
  return features;
}

/** decision "Idempotency" same key, same request: the original case and upload, with the upload as it is now. */
async function replay(db: Db, req: Submission, claim: { caseId: string; uploadId: string }): Promise<SubmissionResult> {
  const c = await findCaseById(db, claim.caseId);
  const upload = await findUploadById(db, claim.uploadId);
  if (c === null || c.organizationId !== req.organizationId || c.deletedAt !== null || upload === null) {
    // The case was deleted since: its externalId is reserved (interface "POST /cases": an externalId whose case was deleted answers 409).
    throw new ConflictError('The case this Idempotency-Key created has been deleted; its externalId cannot be used again');
  }
  const [features, files] = await Promise.all([findFeaturesOfUploads(db, [upload.id]), findFilesOfUploads(db, [upload.id])]);
  return {
    caseId: c.id,
    // The same as this request's: the externalId is part of the fingerprint.
    externalId: c.externalId ?? req.externalId,
    upload: toUploadView({ upload, features, files }),
  };
}

/** Where the upload goes; read before the transaction, re-checked inside it. */
type Target =
  /** A new case for a new externalId; the id is ours until the insert commits. */
  | { kind: 'new'; caseId: string }
  /** The existing case of the externalId. */
  | { kind: 'append'; caseId: string }
  /** An operator-created case named by `caseRef`, linked to the externalId now. */
  | { kind: 'link'; caseId: string }
  /** An operator's upload to a case of the organization (submitOperatorUpload). */
  | { kind: 'operator'; caseId: string };

function deletedCaseConflict(externalId: string): ConflictError {
  return new ConflictError(`externalId "${externalId}" belongs to a deleted case and cannot be used again`);
}

async function resolveTarget(db: Db, req: Submission): Promise<Target> {
  if (req.existingCaseId !== undefined) return { kind: 'operator', caseId: req.existingCaseId };
  if (req.caseRef !== null) {
    const c = await findCase(db, req.organizationId, toCaseKey(req.caseRef, 'caseId'));
    if (c === null) throw new NotFoundError(`Case ${req.caseRef} not found`);
    assertLinkable(c);
    const holder = await findCaseByExternalId(db, req.organizationId, req.externalId);
    if (holder !== null) {
      if (holder.deletedAt !== null) throw deletedCaseConflict(req.externalId);
      throw new ConflictError(`externalId "${req.externalId}" already belongs to case ${holder.id}; it cannot be linked to case ${c.id}`);
    }
    return { kind: 'link', caseId: c.id };
  }
  const c = await findCaseByExternalId(db, req.organizationId, req.externalId);
  // "A matching externalId alone never links a case": an operator case has externalId null until
  // linked, so it cannot be found here.
  if (c === null) return { kind: 'new', caseId: newId() };
  if (c.deletedAt !== null) throw deletedCaseConflict(req.externalId);
  return { kind: 'append', caseId: c.id };
}

/** Interface "POST /cases" caseId: an operator-created case, linked once. */
function assertLinkable(c: CaseRecord): void {
  if (c.origin !== 'operator') {
    throw new ConflictError(
      `Case ${c.id} was created through POST /cases; caseId may only name a case created in the operator UI (send its externalId alone to add an upload)`,
    );
  }
  if (c.externalId !== null) {
    throw new ConflictError(
      `Case ${c.id} is already linked to externalId "${c.externalId}"; a case can be linked once (send externalId "${c.externalId}" without caseId to add an upload)`,
    );
  }
}

interface Ids {
  uploadId: string;
  fileIds: string[];
}

/** What was written: the case and the new upload. */
interface AcceptedUpload {
  caseId: string;
  upload: UploadView;
  /** The case was created by this submission. */
  created: boolean;
}

async function accept(deps: SubmissionDeps, req: Submission, claimId: string | null, now: () => Date): Promise<AcceptedUpload> {
  const ids: Ids = { uploadId: newId(), fileIds: req.files.map(() => newId()) };
  /** Where each accepted file is now (by index), once moved from its temp key. */
  const movedTo = new Map<number, string>();
  /** Case ids this call made up for a new case, whose insert did not (yet) commit. */
  const madeUpCaseIds = new Set<string>();
  let committedCaseId: string | null = null;

  try {
    for (let attempt = 1; ; attempt += 1) {
      const target = await resolveTarget(deps.db, req);
      if (target.kind === 'new') madeUpCaseIds.add(target.caseId);
      await placeFiles(deps.files, req, ids, target.caseId, movedTo);
      try {
        const result = await withCaseUnitOfWork(deps.db, async (uow) => {
          const written = await withWriteBatch(uow.tx, () => write(uow.tx, req, ids, target, movedTo, claimId, now()));
          // The new upload is being classified: the aggregate evaluation status reads queued (decision
          // "Aggregate evaluation status"). A new case's aggregate was written with it (`write`), so
          // only a case that existed before needs the recomputation after commit.
          if (!written.created) uow.record({ kind: 'upload.accepted', caseId: written.caseId });
          return written;
        });
        committedCaseId = result.caseId;
        return result;
      } catch (err) {
        // The unique (organizationId, externalId) index let only one of simultaneous first
        // submissions create the case; this one runs again and appends to it. The case's insert
        // goes with the write batch, sent with the COMMIT, so its violation is the transaction's.
        const lost = target.kind === 'new' && isUniqueViolation(err);
        if (!(lost || isTransientConflict(err)) || attempt >= MAX_ATTEMPTS) throw lost ? new ConflictError('The case was changed concurrently; retry') : err;
      }
    }
  } catch (err) {
    // Nothing was committed: the moved files belong to nothing.
    await Promise.allSettled([...movedTo.values()].map((key) => deps.files.delete(key)));
    throw err;
  } finally {
    // Directories left behind by files moved on to the case that won a race (local storage keeps
    // empty prefixes). Only ids this call made up and did not commit: nothing else is under them.
    const orphans = [...madeUpCaseIds].filter((id) => id !== committedCaseId);
    await Promise.allSettled(orphans.map((id) => deps.files.deletePrefix(casePrefix(req.organizationId, id))));
  }
}

/**
 * Moves every accepted file to `orgs/<orgId>/cases/<caseId>/<fileId>` (uploadFileKey),
 * from its temp key or, after a lost race, from where the previous attempt put it.
 */
async function placeFiles(store: FileStore, req: Submission, ids: Ids, caseId: string, movedTo: Map<number, string>): Promise<void> {
  const moves = req.files.flatMap((f, i) => {
    if (f.status !== 'accepted') return [];
    const to = uploadFileKey(req.organizationId, caseId, ids.fileIds[i]!);
    const from = movedTo.get(i) ?? f.tempKey!;
    return from === to ? [] : [{ i, from, to }];
  });
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < moves.length) {
      const m = moves[next++]!;
      await store.move(m.from, m.to);
      movedTo.set(m.i, m.to);
    }
  };
  await Promise.all(Array.from({ length: Math.min(MOVE_CONCURRENCY, moves.length) }, worker));
}

/**
 * Every row of the submission, and the record of the work to do, in the caller's transaction. `accept`
 * runs it inside a write batch (src/data/writeBatch.ts): one round trip for the case, its count, the
 * upload, its features and files, the outbox record, the aggregate and the COMMIT.
 */
async function write(
  tx: Db,
  req: Submission,
  ids: Ids,
  target: Target,
  movedTo: Map<number, string>,
  claimId: string | null,
  now: Date,
): Promise<AcceptedUpload> {
  const caseId = target.caseId;
  switch (target.kind) {
    case 'new': {
      // The case's metadata is the creating submission's. A unique violation (a simultaneous first
      // submission of the externalId won) is retried by `accept`.
      await insertCaseWithNextNumber(
        tx,
        { id: caseId, organizationId: req.organizationId, externalId: req.externalId, origin: 'partner', metadata: req.metadata },
        now,
      );
      break;
    }
    case 'append':
      // Metadata is kept as the case's creator set it: an appended upload does not change it.
      // Merging would let a later submission silently rewrite what earlier readers saw and could
      // push a case past the 100-key bound of the Metadata model; the case's metadata describes
      // the candidate, which does not change per upload.
      // The update also locks the case row until commit, so a concurrent deletion cannot slip
      // between this check and the inserts below.
      if (!(await touchCase(tx, caseId, now))) throw deletedCaseConflict(req.externalId);
      break;
    case 'link': {
      let linked: boolean;
      try {
        linked = await linkCase(tx, caseId, req.externalId, now);
      } catch (err) {
        if (isUniqueViolation(err)) {
          throw new ConflictError(`externalId "${req.externalId}" already belongs to another case; it cannot be linked to case ${caseId}`);
        }
        throw err;
      }
      if (!linked) {
        // Changed since resolveTarget: deleted, or linked by a concurrent request.
        const current = await findCase(tx, req.organizationId, { id: caseId });
        if (current === null) throw new NotFoundError(`Case ${req.caseRef} not found`);
        assertLinkable(current);
        throw new ConflictError(`Case ${caseId} changed concurrently; retry`);
      }
      // The operator's metadata stays: linking adds the partner's reference, not a new description.
      break;
    }
    case 'operator':
      // Locks the case row until commit, like an append; a case deleted meanwhile is gone (404).
      if (!(await touchCase(tx, caseId, now))) throw new NotFoundError(`Case ${caseId} not found`);
      break;
  }

  const upload = await insertUpload(tx, { id: ids.uploadId, caseId, organizationId: req.organizationId, classify: req.classify }, now);
  const features = await insertUploadFeatures(tx, ids.uploadId, req.features, now);
  const files = await insertUploadFiles(
    tx,
    req.files.map((f, position): NewUploadFile => {
      const accepted = f.status === 'accepted';
      return {
        id: ids.fileIds[position]!,
        uploadId: ids.uploadId,
        caseId,
        position,
        fileName: f.fileName,
        kind: accepted ? f.kind! : (f.kind ?? null),
        mediaType: accepted ? MEDIA_TYPES[f.kind!] : f.kind !== undefined ? MEDIA_TYPES[f.kind] : null,
        size: f.size,
        sha256: f.sha256 ?? null,
        storageKey: accepted ? movedTo.get(position)! : null,
        status: accepted ? 'queued' : 'unsupported',
        statusReason: f.statusReason === undefined ? null : [...f.statusReason].slice(0, STATUS_REASON_MAX_LENGTH).join(''),
      };
    }),
    now,
  );
  if (!req.classify) {
    // Interface "POST /cases" classify: "false: classification is skipped and the whole upload
    // becomes one academic credential" (decision "Status values").
    await insertCredential(tx, { id: newId(now.getTime()), caseId, uploadId: ids.uploadId, credentialType: 'academic', status: 'queued' }, now);
  }
  const payload: UploadProcessPayload = { uploadId: ids.uploadId };
  await recordWork(tx, UPLOAD_PROCESS_QUEUE, payload, caseId, now);
  if (claimId !== null) {
    // The claim's update is sent at once: the rows it names are sent before it.
    await flushWrites(tx);
    await completeIdempotencyClaim(tx, claimId, { caseId, uploadId: ids.uploadId }, now);
  }
  if (target.kind === 'new') {
    await recordNewCaseAggregate(
      tx,
      caseId,
      {
        classifying: req.classify,
        credentials: req.classify ? [] : [{ credentialType: 'academic', status: 'queued', extractionListed: req.features.includes('extraction') }],
      },
      now,
    );
  }

  return { caseId, upload: toUploadView({ upload, features, files }), created: target.kind === 'new' };
}

// ---------------------------------------------------------------------------------------------
// Uploads made by an operator

export interface OperatorUploadInput {
  organizationId: string;
  /** Case ID or case number of any visible case of the organization. */
  caseRef: string;
  /** Names as the client sent them: checked here. */
  features: readonly string[];
  classify: boolean;
  /** In order; ZIPs already expanded by the API layer (members replace the ZIP). */
  files: SubmittedFile[];
}

export interface OperatorUploadResult {
  caseId: string;
  /** The case's externalId; null for an operator case no partner has linked. */
  externalId: string | null;
  upload: UploadView;
}

/**
 * POST /operator/v1/cases/{id}/uploads: an operator adds files to a case of the organization,
 * choosing the features, with the rules of POST /cases for features, classify and files and the
 * same writing (one transaction with the outbox record of the work, files moved before the
 * commit and removed again if it fails). Nothing about the externalId changes: uploading never
 * links a case. Unknown, deleted or another organization's case → NotFoundError (404).
 */
export async function submitOperatorUpload(deps: SubmissionDeps, input: OperatorUploadInput): Promise<OperatorUploadResult> {
  const now = deps.now ?? (() => new Date());
  const features = validateProcessing(input);
  const c = await findVisibleCase(deps.db, normalizeId(input.organizationId), input.caseRef);
  const req: Submission = {
    organizationId: c.organizationId,
    // Read only by the partner paths (new, append, link), never for an operator target.
    externalId: c.externalId ?? '',
    caseRef: null,
    existingCaseId: c.id,
    features,
    classify: input.classify,
    metadata: {},
    files: input.files,
  };
  const accepted = await accept(deps, req, null, now);
  return { caseId: accepted.caseId, externalId: c.externalId, upload: accepted.upload };
}
