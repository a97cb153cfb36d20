import { buffer as readAll } from 'node:stream/consumers';
import type { CaseRecord } from '../../data/repositories/cases';
import { findDocumentsOfFiles, type CredentialDocumentRecord } from '../../data/repositories/credentialDocuments';
import { findActiveCredentialsOfCase, type CredentialRecord } from '../../data/repositories/credentials';
import { findExtractionResults, type ExtractionResultRecord } from '../../data/repositories/extractionResults';
import {
  findForensicResultsOfUploads,
  findTranslationResultsOfUploads,
  type ForensicResultRecord,
  type TranslationResultRecord,
} from '../../data/repositories/fileStageResults';
import type { Db } from '../../data/repositories/organizations';
import {
  findFeaturesOfUploads,
  findFilesOfUploads,
  findUploadsOfCases,
  type UploadFeatureRecord,
  type UploadFileRecord,
  type UploadRecord,
} from '../../data/repositories/uploads';
import { withUnitOfWork } from '../unitOfWork';
import { findVisibleCase } from '../cases/lookup';
import { credentialErrors, errorField } from '../cases/stageErrors';
import { uploadStatus } from '../cases/statuses';
import type { FeatureName, FileStatus, StageStatus } from '../cases/types';
import { ConflictError } from '../errors';
import type { FileSource } from '../ports';
import { parseSelector, resolveSelector, type ResolvedSelector, type ResultSelector } from './selectors';
import type { StoredExtraction, StoredForensics, StoredTranslationPages } from './stored';
import { resultUrls, type ResultUrls } from './urls';
import type { ExtractionCredentialView, ExtractionView, ForensicsItemView, ForensicsView, TranslationFileView, TranslationView } from './views';

/*
 * The read side of the results routes (interface "Results"): GET /cases/{id}/extraction,
 * /forensics and /translation. Results appear as the stages finish: an item still queued or
 * processing is listed with its status and null result fields.
 *
 * Order of the answers: a malformed selector or both selectors → 400 (decision "Open paths and parameters"), before anything is
 * read; then the case (404 unless visible to the organization); then the selector among the
 * case's uploads and credentials (404); then, for translation only, 409 for a case never
 * translated.
 */

export interface ResultsDeps {
  db: Db;
  storage: FileSource;
  /** decision "Processes and configuration" PUBLIC_BASE_URL: the links in results are absolute. */
  publicBaseUrl: string;
}

export type { ResultSelector } from './selectors';

function caseHeader(c: CaseRecord): { id: string; caseNumber: number; externalId: string | null } {
  return { id: c.id, caseNumber: c.caseNumber, externalId: c.externalId };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

// ---------------------------------------------------------------------------------------------
// Extraction

/**
 * The service has no accreditation registry yet, so nothing was ever checked: every field is null
 * rather than an invented answer (decision "Extraction field types": "the API never invents a
 * value"); the spec declares all three nullable for that reason.
 */
const NO_ACCREDITATION = { isAccredited: null, isRecognized: null, lastChecked: null } as const;

function extractionCredentialView(c: CredentialRecord, row: ExtractionResultRecord | undefined, error: string | undefined): ExtractionCredentialView {
  // Only a completed extraction shows data (extraction_credential.yml: while queued or
  // processing the fields are null and courses empty; a failed one has none either).
  const data = c.status === 'completed' && row !== undefined && row.result !== null ? (row.result as StoredExtraction) : null;
  const q = data?.qualification;
  return {
    credentialId: c.id,
    status: c.status,
    uploadId: c.uploadId,
    credentialType: c.credentialType,
    languageCode: data === null ? null : (row?.languageCode ?? null),
    language: data === null ? null : (row?.language ?? null),
    candidate: {
      fullName: data?.candidate.fullName ?? null,
      firstName: data?.candidate.firstName ?? null,
      lastName: data?.candidate.lastName ?? null,
      dateOfBirth: data?.candidate.dateOfBirth ?? null,
    },
    institution: {
      name: data?.institution.name ?? null,
      country: data?.institution.country ?? null,
      countryCode: data?.institution.countryCode ?? null,
      state: data?.institution.state ?? null,
      stateCode: data?.institution.stateCode ?? null,
      accreditation: { ...NO_ACCREDITATION },
    },
    qualification: {
      registrationNumber: q?.registrationNumber ?? null,
      name: q?.name ?? null,
      level: q?.level ?? null,
      program: q?.program ?? null,
      majorOrSpecialization: q?.majorOrSpecialization ?? null,
      status: q?.status ?? null,
      yearOfAdmission: q?.yearOfAdmission ?? null,
      yearOfCompletion: q?.yearOfCompletion ?? null,
      programDuration: q?.programDuration ?? null,
      dateOfIssue: q?.dateOfIssue ?? null,
      cgpa: q?.cgpa ?? null,
      totalCreditsOrMarks: q?.totalCreditsOrMarks ?? null,
    },
    courses: (data?.courses ?? []).map((course) => ({
      id: course.id,
      courseNumber: course.courseNumber,
      courseName: course.courseName,
      credit: course.credit,
      grade: course.grade,
      alternateGrade: course.alternateGrade,
      marksScored: course.marksScored,
      maximumMarks: course.maximumMarks,
      passStatus: course.passStatus,
      term: course.term,
      session: course.session,
      year: course.year,
    })),
    ...errorField(c.status, error),
  };
}

/**
 * GET /cases/{id}/extraction: every credential of the case that is not deleted (operator-added
 * ones too), or those of the selected upload, or the selected credential; oldest first.
 */
export async function readExtraction(deps: ResultsDeps, organizationId: string, caseRef: string, selector: ResultSelector): Promise<ExtractionView> {
  const parsed = parseSelector(selector);
  return withUnitOfWork(deps.db, async ({ tx }) => {
    const c = await findVisibleCase(tx, organizationId, caseRef);
    const uploads = await findUploadsOfCases(tx, [c.id]);
    const credentials = await findActiveCredentialsOfCase(tx, c.id);
    const sel = resolveSelector(parsed, uploads, credentials);
    const chosen =
      sel.kind === 'case' ? credentials : sel.kind === 'upload' ? credentials.filter((x) => x.uploadId === sel.upload.id) : [sel.credential];
    const rows = new Map((await findExtractionResults(tx, chosen.map((x) => x.id))).map((r) => [r.credentialId, r]));
    const errors = await credentialErrors(tx, chosen);
    return { ...caseHeader(c), credentials: chosen.map((x) => extractionCredentialView(x, rows.get(x.id), errors.get(x.id))) };
  });
}

// ---------------------------------------------------------------------------------------------
// Forensics and translation: one item per file of the uploads that list the feature

interface FileScope {
  c: CaseRecord;
  uploads: UploadRecord[];
  /** Uploads that list the feature (requested, or started by an operator). */
  inScope: UploadRecord[];
  features: UploadFeatureRecord[];
  /** The selected files, in upload order then file order. */
  files: UploadFileRecord[];
  /** The credential of each selected file, when its upload was classified (decision "Further open points"). */
  credentialOf: Map<string, string>;
  sel: ResolvedSelector;
}

async function fileScope(tx: Db, organizationId: string, caseRef: string, selector: ResultSelector, feature: FeatureName): Promise<FileScope> {
  const parsed = parseSelector(selector);
  const c = await findVisibleCase(tx, organizationId, caseRef);
  const uploads = await findUploadsOfCases(tx, [c.id]);
  const credentials = await findActiveCredentialsOfCase(tx, c.id);
  const sel = resolveSelector(parsed, uploads, credentials);
  const features = await findFeaturesOfUploads(tx, uploads.map((u) => u.id));
  const listing = new Set(features.filter((f) => f.name === feature).map((f) => f.uploadId));
  const inScope = uploads.filter((u) => listing.has(u.id));
  const filesByUpload = groupBy(await findFilesOfUploads(tx, inScope.map((u) => u.id)), (f) => f.uploadId);
  let files = inScope.flatMap((u) => filesByUpload.get(u.id) ?? []);
  const docs: CredentialDocumentRecord[] = await findDocumentsOfFiles(tx, files.map((f) => f.id));
  if (sel.kind === 'upload') files = files.filter((f) => f.uploadId === sel.upload.id);
  if (sel.kind === 'credential') {
    const ofCredential = new Set(docs.filter((d) => d.credentialId === sel.credential.id).map((d) => d.fileId));
    files = files.filter((f) => ofCredential.has(f.id));
  }
  // decision "Further open points": credentialId "only when classification ran"; a file in no credential reads null.
  const classified = new Set(inScope.filter((u) => u.classify && u.classificationStatus === 'completed').map((u) => u.id));
  const active = new Set(credentials.map((x) => x.id));
  const credentialOf = new Map<string, string>();
  const uploadOf = new Map(files.map((f) => [f.id, f.uploadId]));
  for (const d of docs) {
    const uploadId = uploadOf.get(d.fileId);
    if (uploadId !== undefined && classified.has(uploadId) && active.has(d.credentialId) && !credentialOf.has(d.fileId)) credentialOf.set(d.fileId, d.credentialId);
  }
  return { c, uploads, inScope, features, files, credentialOf, sel };
}

function isUnsupported(f: UploadFileRecord): boolean {
  return f.status === 'unsupported' || f.storageKey === null;
}

function fileStatus(f: UploadFileRecord, row: { status: StageStatus } | undefined): FileStatus {
  return isUnsupported(f) ? 'unsupported' : (row?.status ?? 'queued');
}

function forensicsItemView(f: UploadFileRecord, row: ForensicResultRecord | undefined, credentialId: string | null, urls: ResultUrls): ForensicsItemView {
  const status = fileStatus(f, row);
  const findings = status === 'completed' && row?.result ? (row.result as StoredForensics) : null;
  return {
    fileId: f.id,
    uploadId: f.uploadId,
    credentialId,
    status,
    verdict: findings?.verdict ?? null,
    documentName: findings?.documentName ?? null,
    candidateName: findings?.candidateName ?? null,
    registrationNumber: findings?.registrationNumber ?? null,
    issuerName: findings?.issuerName ?? null,
    issuerSubName: findings?.issuerSubName ?? null,
    issuanceYear: findings?.issuanceYear ?? null,
    summary: findings?.summary ?? null,
    topEvidence: findings?.topEvidence ?? [],
    checks: findings?.checks ?? [],
    reportUrl: status === 'completed' && row?.reportKey ? urls.forensicsReport(f.id) : null,
    viewerUrl: status === 'completed' && row?.viewerKey ? urls.forensicsViewer(f.id) : null,
    // The document itself is there from the start; an unsupported member was never stored.
    documentUrl: isUnsupported(f) ? null : urls.document(f.id),
    ...errorField(status, row?.error),
  };
}

/**
 * GET /cases/{id}/forensics: one item per file of every upload that lists forensics (ZIP members
 * of an unsupported type included, status `unsupported`, decision "Status values"), narrowed to the selected upload or
 * to the selected credential's files.
 */
export async function readForensics(deps: ResultsDeps, organizationId: string, caseRef: string, selector: ResultSelector): Promise<ForensicsView> {
  return withUnitOfWork(deps.db, async ({ tx }) => {
    const scope = await fileScope(tx, organizationId, caseRef, selector, 'forensics');
    const rows = new Map((await findForensicResultsOfUploads(tx, scope.inScope.map((u) => u.id))).map((r) => [r.fileId, r]));
    const urls = resultUrls(deps.publicBaseUrl, scope.c.id);
    return {
      ...caseHeader(scope.c),
      forensics: scope.files.map((f) => forensicsItemView(f, rows.get(f.id), scope.credentialOf.get(f.id) ?? null, urls)),
    };
  });
}

/** Reads the stored pages of a completed translation. */
async function readPages(storage: FileSource, key: string): Promise<StoredTranslationPages | null> {
  // A completed row whose object is gone would be a storage fault; the file is then listed
  // without its HTML rather than failing the whole answer.
  if ((await storage.stat(key)) === null) return null;
  const parsed = JSON.parse((await readAll(await storage.get(key))).toString('utf8')) as Partial<StoredTranslationPages>;
  return {
    htmlPages: Array.isArray(parsed.htmlPages) ? parsed.htmlPages.filter((p): p is string => typeof p === 'string') : [],
    htmlRepresentation: typeof parsed.htmlRepresentation === 'string' ? parsed.htmlRepresentation : '',
  };
}

/**
 * GET /cases/{id}/translation: one file per file of every upload that lists translation,
 * narrowed like forensics; `status` derived from the files like an upload's status (decision "Further open points"). A case
 * none of whose uploads lists translation was never translated → ConflictError (409).
 */
export async function readTranslation(deps: ResultsDeps, organizationId: string, caseRef: string, selector: ResultSelector): Promise<TranslationView> {
  const read = await withUnitOfWork(deps.db, async ({ tx }) => {
    const scope = await fileScope(tx, organizationId, caseRef, selector, 'translation');
    if (scope.inScope.length === 0) {
      throw new ConflictError(`Case ${scope.c.id} was never translated: no upload requested translation and no operator started it`);
    }
    const rows = new Map((await findTranslationResultsOfUploads(tx, scope.inScope.map((u) => u.id))).map((r) => [r.fileId, r]));
    return { scope, rows };
  });
  const { scope, rows } = read;
  const urls = resultUrls(deps.publicBaseUrl, scope.c.id);

  // Storage is read after the transaction: it may take a while and needs no snapshot.
  const files: TranslationFileView[] = [];
  for (const f of scope.files) {
    const row: TranslationResultRecord | undefined = rows.get(f.id);
    const status = fileStatus(f, row);
    const pages = status === 'completed' && row?.pagesKey ? await readPages(deps.storage, row.pagesKey) : null;
    files.push({
      uploadId: f.uploadId,
      fileId: f.id,
      fileName: f.fileName,
      credentialId: scope.credentialOf.get(f.id) ?? null,
      status,
      htmlUrl: status === 'completed' && row?.pdfKey ? urls.translationPdf(f.id) : null,
      htmlRepresentation: pages?.htmlRepresentation ?? null,
      htmlPages: pages?.htmlPages ?? [],
      ...errorField(status, row?.error),
    });
  }

  // decision "Further open points": like an upload's status, over the files that are processed (an unsupported member is
  // no stage). With none selected, the translation features of the selected uploads decide.
  let statuses: StageStatus[] = files.filter((f) => f.status !== 'unsupported').map((f) => f.status as StageStatus);
  if (statuses.length === 0) {
    const sel = scope.sel;
    const uploadIds = new Set(
      sel.kind === 'case' ? scope.inScope.map((u) => u.id) : sel.kind === 'upload' ? [sel.upload.id] : sel.credential.uploadId === null ? [] : [sel.credential.uploadId],
    );
    statuses = scope.features.filter((x) => x.name === 'translation' && uploadIds.has(x.uploadId)).map((x) => x.status);
  }
  return { ...caseHeader(scope.c), status: uploadStatus(statuses), files };
}
