import type { Context as KoaContext } from 'koa';
import type { AppDeps } from '../deps';
import type { BodyReader, PartnerHandlers } from '../openapi';
import { HttpError } from '../httpError';
import { drainRequest, MULTIPART_OVERHEAD_BYTES, receiveMultipart, UploadRejected, type ReceivedForm } from '../uploads/multipart';
import { UploadSlots } from '../uploads/concurrency';
import { expandZip, ZipRejected } from '../../storage/zip';
import { newId } from '../../domain/ids';
import type { FileStore } from '../../domain/ports';
import { checkSubmissionFields, submitUpload, submissionFingerprint, type SubmittedFile } from '../../domain/cases/submission';
import { getCase, listCases } from '../../domain/cases/queries';
import { deleteCase } from '../../domain/cases/deletion';
import { parseCaseSubmission, validationBody } from './caseSubmissionForm';

const MiB = 1024 * 1024;
/** Limits of POST /cases (interface "Limits"). */
export const UPLOAD_LIMITS = {
  maxFiles: 20,
  maxFileBytes: 100 * MiB,
  maxTotalBytes: 100 * MiB,
  maxFieldBytes: 64 * 1024,
  zipMaxEntries: 1000,
  zipMaxRatio: 100,
  /** What all members of one ZIP may expand to; each member is also held to maxFileBytes. */
  zipMaxExpandedBytes: 1024 * MiB,
} as const;

/** What a 429 for too many uploads in flight suggests: about how long an upload takes. */
const UPLOAD_RETRY_AFTER_SECONDS = 5;

export interface UploadState {
  form: ReceivedForm;
  tempPrefix: string;
  /** Temporary keys the submission moved to their final keys: gone, so not deleted again. */
  moved: Set<string>;
}

/**
 * `store`, recording in `moved` the source of every move that succeeded. A moved object is no
 * longer at its temporary key, so the request's clean-up skips it: deleting it anyway was one
 * unlink per accepted file that could only find nothing (bench:api, POST /cases).
 */
function recordingMoves(store: FileStore, moved: Set<string>): FileStore {
  return {
    move: async (fromKey, toKey) => {
      await store.move(fromKey, toKey);
      moved.add(fromKey);
    },
    delete: (key) => store.delete(key),
    deletePrefix: (prefix) => store.deletePrefix(prefix),
  };
}

/**
 * Streams the multipart body of POST /cases into temporary storage (never whole in memory) and
 * hands the validator the fields and file names. The temporary objects are removed when the
 * request ends, whatever its outcome; accepted files have been moved away by then.
 */
export function caseSubmissionReader(deps: AppDeps): BodyReader {
  const slots = deps.uploadSlots ?? new UploadSlots(deps.config.uploadsMaxConcurrentPerKey, deps.config.uploadsMaxConcurrent);
  return async (ctx: KoaContext) => {
    if (!ctx.is('multipart/form-data')) return undefined;
    // Bounded uploads in flight, per key and in total (README "Request limits"): beyond, 429
    // before a byte of the body is stored.
    const slot = slots.acquire(ctx.state.auth.keyId);
    if ('refused' in slot) {
      // Read and discard what the client still sends so it gets to read the 429 (bounded).
      drainRequest(ctx.req, UPLOAD_LIMITS.maxTotalBytes + MULTIPART_OVERHEAD_BYTES, deps.config.requestIdleTimeoutMs);
      const bound = slot.refused === 'key' ? `${slots.maxPerKey} uploads of this API key` : `${slots.maxTotal} uploads`;
      throw new HttpError(429, `Too many uploads in progress: at most ${bound} at once; retry after ${UPLOAD_RETRY_AFTER_SECONDS} s`, undefined, {
        'Retry-After': String(UPLOAD_RETRY_AFTER_SECONDS),
      });
    }
    ctx.state.cleanups.push(async () => slot.release());
    // Each file part gets a flat key beside the request's prefix (`<prefix>-<n>`), not a directory
    // of its own for every request (a mkdir and an rmdir per upload, bench:api); only ZIP members
    // are written under the prefix. The clean-up removes every key handed out, and the prefix when
    // a ZIP may have been expanded into it.
    const tempPrefix = `tmp/uploads/${newId()}`;
    const tempKeys: string[] = [];
    const tempKey = (index: number): string => {
      const key = `${tempPrefix}-${index}`;
      tempKeys.push(key);
      return key;
    };
    ctx.state.cleanups.push(async () => {
      const state = ctx.state.upload as UploadState | undefined;
      const zipped = state === undefined || state.form.files.some((f) => f.kind === 'zip');
      const left = tempKeys.filter((key) => !state?.moved.has(key));
      await Promise.all([...left.map((key) => deps.storage.delete(key)), ...(zipped ? [deps.storage.deletePrefix(tempPrefix)] : [])]);
    });
    let form: ReceivedForm;
    try {
      form = await receiveMultipart(ctx.req, deps.storage, {
        tempPrefix,
        tempKey,
        fileField: 'files',
        ...UPLOAD_LIMITS,
        timeoutMs: deps.config.requestTimeoutMs,
        idleTimeoutMs: deps.config.requestIdleTimeoutMs,
      });
    } catch (err) {
      if (err instanceof UploadRejected) {
        // A timed-out client is too slow to drain: the connection is closed after the 408.
        throw new HttpError(err.statusCode, err.message, err.details, err.statusCode === 408 ? { Connection: 'close' } : undefined);
      }
      throw err;
    }
    const state: UploadState = { form, tempPrefix, moved: new Set() };
    ctx.state.upload = state;
    return validationBody(form.fields, form.files.map((f) => f.fileName));
  };
}

export function caseHandlers(deps: AppDeps): Pick<PartnerHandlers, 'createCase' | 'listCases' | 'getCase' | 'deleteCase'> {
  return {
    async createCase(c, ctx) {
      const { form, tempPrefix, moved } = ctx.state.upload as UploadState;
      const fields = parseCaseSubmission(form.fields);
      // A form the domain refuses is refused before any ZIP is expanded.
      checkSubmissionFields(fields);
      const files = await expandZips(deps, form, tempPrefix);
      const idempotencyKey = headerValue(c.request.headers['idempotency-key']);
      const { result, replayed } = await submitUpload(
        { db: deps.db, files: recordingMoves(deps.storage, moved) },
        {
          organizationId: ctx.state.auth.organizationId,
          externalId: fields.externalId,
          caseRef: fields.caseRef,
          features: fields.features,
          classify: fields.classify,
          metadata: fields.metadata,
          files,
          idempotency: idempotencyKey
            ? { key: idempotencyKey, fingerprint: submissionFingerprint(form.fields, form.files.map((f) => ({ fileName: f.fileName, sha256: f.sha256 }))) }
            : null,
        },
      );
      return {
        status: 202,
        message: replayed ? 'Already accepted with this Idempotency-Key; the original upload with its current status' : 'Files accepted for processing',
        data: result,
      };
    },

    async listCases(c, ctx) {
      const query = c.request.query;
      const limit = query.limit ?? 20;
      const offset = query.offset ?? 0;
      const { items, total } = await listCases(deps.db, ctx.state.auth.organizationId, { externalId: query.externalId, limit, offset });
      return { message: `${items.length} of ${total} cases`, meta: { total, limit, offset }, data: items };
    },

    async getCase(c, ctx) {
      return { message: 'Case found', data: await getCase(deps.db, ctx.state.auth.organizationId, c.request.params.id) };
    },

    async deleteCase(c, ctx) {
      await deleteCase({ db: deps.db, files: deps.storage }, ctx.state.auth.organizationId, c.request.params.id);
      ctx.status = 204;
      ctx.body = null;
    },
  };
}

/**
 * ZIP members replace the ZIP in the upload (decision "Further open points"); a ZIP refused as a whole is a 400 and
 * nothing of the request is kept.
 */
export async function expandZips(deps: AppDeps, form: ReceivedForm, tempPrefix: string): Promise<SubmittedFile[]> {
  const files: SubmittedFile[] = [];
  for (const file of form.files) {
    if (file.kind !== 'zip') {
      files.push({ fileName: file.fileName, status: 'accepted', tempKey: file.tempKey, size: file.size, sha256: file.sha256, kind: file.kind });
      continue;
    }
    let members;
    try {
      members = await expandZip(deps.storage, file.tempKey, {
        outPrefix: `${tempPrefix}/zip-${file.index}`,
        zipFileName: file.fileName,
        maxEntries: UPLOAD_LIMITS.zipMaxEntries,
        maxMemberBytes: UPLOAD_LIMITS.maxFileBytes,
        maxTotalBytes: UPLOAD_LIMITS.zipMaxExpandedBytes,
        maxRatio: UPLOAD_LIMITS.zipMaxRatio,
      });
    } catch (err) {
      if (err instanceof ZipRejected) {
        throw new HttpError(400, `ZIP file "${file.fileName}" refused: ${err.message}`, [{ path: 'files', message: err.message }]);
      }
      throw err;
    }
    for (const m of members) {
      files.push(
        m.status === 'accepted'
          ? { fileName: m.fileName, status: 'accepted', tempKey: m.key, size: m.size ?? 0, sha256: m.sha256, kind: m.kind }
          : { fileName: m.fileName, status: 'unsupported', statusReason: m.reason, size: m.size ?? 0 },
      );
    }
  }
  return files;
}

function headerValue(value: unknown): string | undefined {
  if (Array.isArray(value)) return value[0];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
