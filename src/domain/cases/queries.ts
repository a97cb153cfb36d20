import { findCase, listActiveCases, type CaseRecord } from '../../data/repositories/cases';
import { findActiveCredentialsOfCase, type CredentialRecord } from '../../data/repositories/credentials';
import type { Db } from '../../data/repositories/organizations';
import { findFeaturesOfCases, findFilesOfCase, findUploadsOfCases, type UploadFeatureRecord, type UploadFileRecord, type UploadRecord } from '../../data/repositories/uploads';
import { withUnitOfWork } from '../unitOfWork';
import { NotFoundError, ValidationError } from '../errors';
import { findVisibleCase, toCaseKey } from './lookup';
import { credentialErrors } from './stageErrors';
import type { UploadStatus } from './types';
import { statusOfUpload, toCaseSummaryView, toCaseView, toUploadView, type CaseSummaryView, type CaseView } from './views';

/*
 * Reads of GET /cases (decision "Listing cases") and GET /cases/{id} (interface "GET /cases/{id}"). Each read runs in
 * one transaction, so a case, its uploads and its credentials come from one snapshot even while
 * an upload is being added.
 */

/** decision "Listing cases": `limit` 1..100, default 20. */
export const LIST_LIMIT_MAX = 100;

export interface CaseListQuery {
  /** A one-item or empty list (decision "Listing cases"). */
  externalId?: string;
  limit: number;
  offset: number;
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

/**
 * GET /cases (decision "Listing cases"): the organization's cases, deleted ones omitted, operator-created ones included
 * ("A partner key can read every active case of its organization"), newest first (createdAt desc,
 * then id desc); `total` counts every match, not just the page.
 */
export async function listCases(db: Db, organizationId: string, q: CaseListQuery): Promise<{ items: CaseSummaryView[]; total: number }> {
  return listCasesAs(db, organizationId, q, toCaseSummaryView);
}

/**
 * The list of GET /cases with each item shaped by `view` (the operator API adds the origin):
 * one rule for which cases are listed and in what order, whoever lists them.
 */
export async function listCasesAs<T>(
  db: Db,
  organizationId: string,
  q: CaseListQuery,
  view: (c: CaseRecord, uploadStatuses: UploadStatus[]) => T,
): Promise<{ items: T[]; total: number }> {
  if (!Number.isSafeInteger(q.limit) || q.limit < 1 || q.limit > LIST_LIMIT_MAX) {
    throw new ValidationError(`limit must be an integer from 1 to ${LIST_LIMIT_MAX}`, [{ path: 'limit', message: `must be from 1 to ${LIST_LIMIT_MAX}` }]);
  }
  if (!Number.isSafeInteger(q.offset) || q.offset < 0) {
    throw new ValidationError('offset must be an integer of at least 0', [{ path: 'offset', message: 'must be at least 0' }]);
  }
  return withUnitOfWork(db, async ({ tx }) => {
    const { rows, total } = await listActiveCases(tx, organizationId, q);
    const caseIds = rows.map((c) => c.id);
    // Asked together, so that MySQL/MariaDB gets them as one query (src/data/dataSource.ts).
    const [uploads, caseFeatures] = await Promise.all([findUploadsOfCases(tx, caseIds), findFeaturesOfCases(tx, caseIds)]);
    const features = groupBy(caseFeatures, (f) => f.uploadId);
    const statusesByCase = groupBy(
      uploads.map((u) => ({ caseId: u.caseId, status: statusOfUpload(u, features.get(u.id) ?? []) })),
      (s) => s.caseId,
    );
    const items = rows.map((c) => view(c, (statusesByCase.get(c.id) ?? []).map((s) => s.status)));
    return { items, total };
  });
}

/**
 * GET /cases/{id}: the case by case ID or case number (decision "Identifiers"), scoped to the organization; unknown,
 * deleted or another organization's → NotFoundError (404); neither form → ValidationError (400).
 * With every upload (features, files in upload order) and every credential not deleted.
 */
export async function getCase(db: Db, organizationId: string, ref: string): Promise<CaseView> {
  const key = toCaseKey(ref);
  return withUnitOfWork(db, async ({ tx }) => {
    if ('id' in key) {
      // The case and its parts asked together (one query on MySQL/MariaDB, src/data/dataSource.ts),
      // in one transaction: the same snapshot. What was read of a case the organization cannot
      // see is dropped unseen: the answer is the same 404 as without it.
      const [c, parts] = await Promise.all([findCase(tx, organizationId, key), readCaseParts(tx, key.id)]);
      if (c === null) throw new NotFoundError(`Case ${ref} not found`);
      return toView(tx, c, parts);
    }
    return caseView(tx, await findVisibleCase(tx, organizationId, ref));
  });
}

/** The CaseView of a case record (read in the caller's transaction). */
export async function caseView(tx: Db, c: CaseRecord): Promise<CaseView> {
  return toView(tx, c, await readCaseParts(tx, c.id));
}

type CaseParts = [UploadRecord[], UploadFeatureRecord[], UploadFileRecord[], CredentialRecord[]];

/** A case's uploads, their features and files, and its credentials not deleted. */
function readCaseParts(tx: Db, caseId: string): Promise<CaseParts> {
  // Asked together, so that MySQL/MariaDB gets them as one query (src/data/dataSource.ts).
  return Promise.all([findUploadsOfCases(tx, [caseId]), findFeaturesOfCases(tx, [caseId]), findFilesOfCase(tx, caseId), findActiveCredentialsOfCase(tx, caseId)]);
}

async function toView(tx: Db, c: CaseRecord, [uploads, caseFeatures, caseFiles, credentials]: CaseParts): Promise<CaseView> {
  const features = groupBy<UploadFeatureRecord>(caseFeatures, (f) => f.uploadId);
  const files = groupBy<UploadFileRecord>(caseFiles, (f) => f.uploadId);
  const uploadViews = uploads.map((upload) =>
    toUploadView({ upload, features: features.get(upload.id) ?? [], files: files.get(upload.id) ?? [] }),
  );
  return toCaseView(c, uploadViews, credentials, await credentialErrors(tx, credentials));
}
