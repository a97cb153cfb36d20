import type { CredentialRecord } from '../../data/repositories/credentials';
import type { UploadRecord } from '../../data/repositories/uploads';
import { NotFoundError, ValidationError } from '../errors';
import { isHexId, normalizeId } from '../ids';

/** The optional query selectors of every results route (interface "Results", decision "Open paths and parameters"). */
export interface ResultSelector {
  uploadId?: string | undefined;
  credentialId?: string | undefined;
}

export type ParsedSelector = { kind: 'case' } | { kind: 'upload'; uploadId: string } | { kind: 'credential'; credentialId: string };

export type ResolvedSelector = { kind: 'case' } | { kind: 'upload'; upload: UploadRecord } | { kind: 'credential'; credential: CredentialRecord };

const HEX_MESSAGE = 'must be 24 hexadecimal characters';

/**
 * Checks the selectors before anything is read: both → 400 (decision "Open paths and parameters": on every results route), a value
 * that is not 24-hex → 400.
 */
export function parseSelector(s: ResultSelector): ParsedSelector {
  const { uploadId, credentialId } = s;
  if (uploadId !== undefined && credentialId !== undefined) {
    throw new ValidationError('uploadId and credentialId cannot be combined; send at most one', [
      { path: 'uploadId', message: 'cannot be combined with credentialId' },
      { path: 'credentialId', message: 'cannot be combined with uploadId' },
    ]);
  }
  if (uploadId !== undefined) {
    if (!isHexId(uploadId)) throw new ValidationError(`uploadId ${HEX_MESSAGE}`, [{ path: 'uploadId', message: HEX_MESSAGE }]);
    return { kind: 'upload', uploadId: normalizeId(uploadId) };
  }
  if (credentialId !== undefined) {
    if (!isHexId(credentialId)) throw new ValidationError(`credentialId ${HEX_MESSAGE}`, [{ path: 'credentialId', message: HEX_MESSAGE }]);
    return { kind: 'credential', credentialId: normalizeId(credentialId) };
  }
  return { kind: 'case' };
}

/**
 * The selected upload or credential among the case's own (credentials not deleted: "a missing
 * upload or credential, including a deleted credential, answers 404").
 */
export function resolveSelector(
  parsed: ParsedSelector,
  uploads: readonly UploadRecord[],
  credentials: readonly CredentialRecord[],
): ResolvedSelector {
  switch (parsed.kind) {
    case 'case':
      return parsed;
    case 'upload': {
      const upload = uploads.find((u) => u.id === parsed.uploadId);
      if (upload === undefined) throw new NotFoundError(`Upload ${parsed.uploadId} not found in this case`);
      return { kind: 'upload', upload };
    }
    case 'credential': {
      const credential = credentials.find((c) => c.id === parsed.credentialId);
      if (credential === undefined) throw new NotFoundError(`Credential ${parsed.credentialId} not found in this case`);
      return { kind: 'credential', credential };
    }
  }
}
