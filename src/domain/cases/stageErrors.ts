import type { CredentialRecord } from '../../data/repositories/credentials';
import { findExtractionResults } from '../../data/repositories/extractionResults';
import type { Db } from '../../data/repositories/organizations';
import { findFeaturesOfUploads } from '../../data/repositories/uploads';

/*
 * Why a stage failed, as the partner and operator APIs show it: the optional `error` of a feature,
 * a file's forensics or translation, and a credential (README "Processing": "Why a stage failed is
 * in the API"). The stored reasons are written for partners already (the `error`
 * of the `*.failed` events, src/jobs/processing/runStage.ts readableError: internal failures are
 * replaced by a generic sentence there). What is stored is still passed through `publicError`
 * before it leaves the service, so that a reason written by a future engine cannot leak a stack, a
 * server path or credentials in a URL.
 */

/** The spec's maxLength of every `error` field (spec/shared/models/stage_error.yml). */
export const STAGE_ERROR_MAX_LENGTH = 1000;

/** Absolute POSIX or Windows paths that start a word: a server's files, never the partner's business. */
const SERVER_PATH = /(^|[\s("'=])(?:\/(?:[\w.@+-]+\/)+[\w.@+-]*|[A-Za-z]:\\(?:[^\s\\]+\\)*[^\s\\]*)/g;
/** user:password@ in a URL. */
const URL_USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi;

/**
 * The text of a stored reason that may be shown: its first line (a stack trace starts on the
 * second), without server paths or URL credentials, at most STAGE_ERROR_MAX_LENGTH characters.
 * Null when nothing readable is left.
 */
export function publicError(stored: string | null | undefined): string | null {
  if (typeof stored !== 'string') return null;
  const firstLine = stored.split(/\r?\n/, 1)[0] ?? '';
  let text = firstLine.replace(URL_USERINFO, '$1').replace(SERVER_PATH, '$1[path]').replace(/\s+/g, ' ').trim();
  if (text === '') return null;
  if (text.length > STAGE_ERROR_MAX_LENGTH) text = text.slice(0, STAGE_ERROR_MAX_LENGTH - 1) + '…';
  return text;
}

/**
 * `{ error }` for an item whose status is `failed` and whose reason is known, `{}` otherwise: the
 * field is optional and absent unless the item failed.
 */
export function errorField(status: string, stored: string | null | undefined): { error?: string } {
  if (status !== 'failed') return {};
  const error = publicError(stored);
  return error === null ? {} : { error };
}

/**
 * Why each failed credential failed: its extraction result's error, or, when extraction never
 * recorded a result for it (the upload's processing failed before extraction ran, or the feature
 * failed as a whole), the error of its upload's extraction feature. Only failed credentials are
 * in the map. Read in the caller's transaction.
 */
export async function credentialErrors(tx: Db, credentials: readonly CredentialRecord[]): Promise<Map<string, string>> {
  const failed = credentials.filter((c) => c.status === 'failed');
  const out = new Map<string, string>();
  if (failed.length === 0) return out;
  const results = new Map((await findExtractionResults(tx, failed.map((c) => c.id))).map((r) => [r.credentialId, r.error]));
  const uploadIds = [...new Set(failed.map((c) => c.uploadId).filter((u): u is string => u !== null))];
  const featureErrors = new Map(
    (await findFeaturesOfUploads(tx, uploadIds)).filter((f) => f.name === 'extraction' && f.status === 'failed').map((f) => [f.uploadId, f.error]),
  );
  for (const c of failed) {
    const error = results.get(c.id) ?? (c.uploadId === null ? null : featureErrors.get(c.uploadId)) ?? null;
    if (error !== null) out.set(c.id, error);
  }
  return out;
}
