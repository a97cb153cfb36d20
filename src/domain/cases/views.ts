import type { CaseRecord } from '../../data/repositories/cases';
import type { CredentialRecord } from '../../data/repositories/credentials';
import type { UploadFeatureRecord, UploadFileRecord, UploadRecord } from '../../data/repositories/uploads';
import { errorField } from './stageErrors';
import { caseStatus, uploadStatus } from './statuses';
import {
  FEATURE_NAMES,
  type CaseStatus,
  type CredentialStatus,
  type CredentialType,
  type FeatureName,
  type FeatureStatus,
  type Metadata,
  type UploadStatus,
} from './types';

/*
 * The shapes the partner API returns, field for field the spec's models
 * (spec/partner/resources/cases/models: case, case_summary, upload, upload_feature, upload_file,
 * case_credential). Dates are ISO 8601 strings, as they go on the wire.
 */

export interface UploadFeatureView {
  name: FeatureName;
  status: FeatureStatus;
  /** Why the feature failed; only when `failed` (stageErrors.ts). */
  error?: string;
}

export interface UploadFileView {
  fileId: string;
  fileName: string;
}

export interface UploadView {
  uploadId: string;
  status: UploadStatus;
  classify: boolean;
  features: UploadFeatureView[];
  files: UploadFileView[];
  createdAt: string;
  updatedAt: string;
}

export interface CaseCredentialView {
  credentialId: string;
  status: CredentialStatus;
  uploadId: string | null;
  credentialType: CredentialType;
  /** Why its extraction failed; only when `failed` (stageErrors.ts). */
  error?: string;
}

export interface CaseSummaryView {
  id: string;
  externalId: string | null;
  caseNumber: number;
  status: CaseStatus;
  createdAt: string;
  updatedAt: string;
  metadata: Metadata;
}

export interface CaseView {
  id: string;
  externalId: string | null;
  caseNumber: number;
  status: CaseStatus;
  /** Oldest first. */
  uploads: UploadView[];
  /** Not deleted, oldest first. */
  credentials: CaseCredentialView[];
  createdAt: string;
  updatedAt: string;
  metadata: Metadata;
}

/** An upload with the rows its view and status are made of. */
export interface UploadParts {
  upload: UploadRecord;
  features: readonly UploadFeatureRecord[];
  /** In position order. */
  files: readonly UploadFileRecord[];
}

function featureOrder(name: string): number {
  const i = (FEATURE_NAMES as readonly string[]).indexOf(name);
  return i === -1 ? FEATURE_NAMES.length : i;
}

/** decision "Status values" upload status from the upload's classification stage and features. */
export function statusOfUpload(upload: UploadRecord, features: readonly UploadFeatureRecord[]): UploadStatus {
  return uploadStatus(
    features.map((f) => f.status),
    upload.classify ? upload.classificationStatus : null,
  );
}

export function toUploadView({ upload, features, files }: UploadParts): UploadView {
  return {
    uploadId: upload.id,
    status: statusOfUpload(upload, features),
    classify: upload.classify,
    // Always extraction, forensics, translation, whatever order they were requested in.
    features: [...features]
      .sort((a, b) => featureOrder(a.name) - featureOrder(b.name))
      .map((f) => ({ name: f.name as FeatureName, status: f.status, ...errorField(f.status, f.error) })),
    files: files.map((f) => ({ fileId: f.id, fileName: f.fileName })),
    createdAt: upload.createdAt.toISOString(),
    updatedAt: upload.updatedAt.toISOString(),
  };
}

/** `error`: why the credential failed, when it did (stageErrors.ts credentialErrors). */
export function toCredentialView(c: CredentialRecord, error?: string | null): CaseCredentialView {
  return { credentialId: c.id, status: c.status, uploadId: c.uploadId, credentialType: c.credentialType, ...errorField(c.status, error) };
}

export function toCaseSummaryView(c: CaseRecord, uploadStatuses: readonly UploadStatus[]): CaseSummaryView {
  return {
    id: c.id,
    externalId: c.externalId,
    caseNumber: c.caseNumber,
    status: caseStatus(uploadStatuses),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    metadata: c.metadata,
  };
}

export function toCaseView(
  c: CaseRecord,
  uploads: readonly UploadView[],
  credentials: readonly CredentialRecord[],
  credentialErrors: ReadonlyMap<string, string> = new Map(),
): CaseView {
  return {
    id: c.id,
    externalId: c.externalId,
    caseNumber: c.caseNumber,
    status: caseStatus(uploads.map((u) => u.status)),
    uploads: [...uploads],
    credentials: credentials.map((x) => toCredentialView(x, credentialErrors.get(x.id))),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    metadata: c.metadata,
  };
}
