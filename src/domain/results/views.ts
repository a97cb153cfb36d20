import type { CredentialStatus, CredentialType, FileStatus, StageStatus } from '../cases/types';
import type { ForensicsCheckStatus, ForensicsVerdict, StoredCandidate, StoredCourse, StoredInstitution, StoredQualification } from './stored';

/*
 * The shapes the results routes return, field for field the spec's models
 * (spec/partner/resources/results/models: extraction_result, extraction_credential, forensics_result,
 * forensics_item, translation_result, translation_file and what they reference).
 */

/**
 * accreditation.yml. The service has no accreditation registry yet, so nothing was ever checked:
 * every field is null rather than an invented answer (decision "Extraction field types": "the API never invents a value"); the
 * spec declares all three nullable for that reason.
 */
export interface AccreditationView {
  isAccredited: boolean | null;
  isRecognized: boolean | null;
  lastChecked: string | null;
}

export interface ExtractionCredentialView {
  credentialId: string;
  status: CredentialStatus;
  uploadId: string | null;
  credentialType: CredentialType;
  languageCode: string | null;
  language: string | null;
  candidate: StoredCandidate;
  institution: StoredInstitution & { accreditation: AccreditationView };
  qualification: StoredQualification;
  courses: StoredCourse[];
  /** Why extraction failed; only when `failed` (domain/cases/stageErrors.ts). */
  error?: string;
}

export interface ExtractionView {
  id: string;
  caseNumber: number;
  externalId: string | null;
  credentials: ExtractionCredentialView[];
}

export interface ForensicsItemView {
  fileId: string;
  uploadId: string;
  credentialId: string | null;
  status: FileStatus;
  verdict: ForensicsVerdict | null;
  documentName: string | null;
  candidateName: string | null;
  registrationNumber: string | null;
  issuerName: string | null;
  issuerSubName: string | null;
  issuanceYear: number | null;
  summary: string | null;
  topEvidence: string[];
  checks: { checkNumber: number; title: string; status: ForensicsCheckStatus; description: string }[];
  reportUrl: string | null;
  viewerUrl: string | null;
  documentUrl: string | null;
  /** Why the analysis failed; only when `failed`. */
  error?: string;
}

export interface ForensicsView {
  id: string;
  caseNumber: number;
  externalId: string | null;
  forensics: ForensicsItemView[];
}

export interface TranslationFileView {
  uploadId: string;
  fileId: string;
  fileName: string;
  credentialId: string | null;
  status: FileStatus;
  htmlUrl: string | null;
  htmlRepresentation: string | null;
  htmlPages: string[];
  /** Why the translation failed; only when `failed`. */
  error?: string;
}

export interface TranslationView {
  id: string;
  caseNumber: number;
  externalId: string | null;
  status: StageStatus;
  files: TranslationFileView[];
}
