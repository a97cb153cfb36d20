/*
 * The domain's vocabulary: the names and statuses the rules speak of, defined once. data/ stores
 * them and imports them from here, the one module of domain/ it may import (it imports nothing),
 * so the words belong to the domain and not to the tables that hold them.
 */

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

/** Status of a stage: a feature, classification, a credential's extraction (decision "Status values"). */
export type StageStatus = 'queued' | 'processing' | 'completed' | 'failed';
/** A file in forensics and translation results: `unsupported` is a ZIP member listed but not processed. */
export type FileStatus = StageStatus | 'unsupported';
/** A credential's extraction state (decision "Status values"). */
export type CredentialStatus = StageStatus;

/** decision "Status values": one education qualification, or documents of none (never evaluable). */
export type CredentialType = 'academic' | 'uncategorized';
export const CREDENTIAL_TYPES: readonly CredentialType[] = ['academic', 'uncategorized'];

/** Who made a case: a partner (POST /cases) or an operator (the operator API or UI). */
export type CaseOrigin = 'partner' | 'operator';

/** An evaluation row's status (the interface's evaluation states). */
export type EvaluationStatus = 'queued' | 'processing' | 'completed';

/** API key types (decision "Processes and configuration"): `operator` keys for the operator routes. */
export type ApiKeyType = 'partner' | 'internal' | 'operator';
export const API_KEY_TYPES: readonly ApiKeyType[] = ['partner', 'internal', 'operator'];
export type ApiKeyStatus = 'active' | 'inactive' | 'revoked';
