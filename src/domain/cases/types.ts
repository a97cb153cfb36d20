import type { MetadataValue } from '../../data/repositories/cases';
import type { StageStatus } from '../vocabulary';

export type { CaseOrigin, CredentialStatus, CredentialType, FeatureName, FileStatus, StageStatus } from '../vocabulary';
export { FEATURE_NAMES, isFeatureName } from '../vocabulary';
export type { MetadataValue };

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
