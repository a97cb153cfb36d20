import type { CaseOrigin, MetadataValue } from '../../data/repositories/cases';
import type { CredentialStatus, CredentialType } from '../../data/repositories/credentials';
import type { FileStatus, StageStatus } from '../../data/repositories/uploads';

export type { CaseOrigin, CredentialStatus, CredentialType, FileStatus, MetadataValue, StageStatus };

/**
 * Upload features (interface "POST /cases": features). Evaluation is never one: an operator does
 * it ("What the service does").
 */
export type FeatureName = 'extraction' | 'forensics' | 'translation';

/** Also the order in which an upload lists its features. */
export const FEATURE_NAMES: readonly FeatureName[] = ['extraction', 'forensics', 'translation'];

export function isFeatureName(s: string): s is FeatureName {
  return (FEATURE_NAMES as readonly string[]).includes(s);
}

/** Status of a feature, of the classification stage and of a credential (decision "Status values"). */
export type FeatureStatus = StageStatus;
/** Derived, never stored (decision "Status values", ./statuses.ts). */
export type UploadStatus = StageStatus;
/** Derived, never stored (decision "Status values", ./statuses.ts). */
export type CaseStatus = StageStatus;

/** The `metadata` of a case (interface "Case"): string, number or boolean values. */
export type Metadata = Record<string, MetadataValue>;

export function isTerminal(s: StageStatus): boolean {
  return s === 'completed' || s === 'failed';
}
