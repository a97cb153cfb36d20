import type { IncomingMessage } from 'node:http';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import type { Busboy, FileInfo } from 'busboy';
import multer from '@koa/multer';
import { cleanDisplayName, detectFileKind, SNIFF_BYTES, type FileKind } from '../../domain/fileTypes';
import { StorageLimitError, type ObjectStorage } from '../../storage/storage';

export interface ReceivedFile {
  /** Position among the request's file parts, from 0; the temp key is `<tempPrefix>/<index>`. */
  index: number;
  /** Display name only: path components, control and bidi characters removed, at most 255 characters. */
  fileName: string;
  tempKey: string;
  size: number;
  sha256: string;
  kind: FileKind;
}

export interface ReceivedForm {
  /** Every non-file part, by name, values in the order they arrived. */
  fields: Record<string, string[]>;
  /** In the order of the request's file parts. */
  files: ReceivedFile[];
}

export interface ReceiveMultipartOptions {
  /** Storage prefix for this request's files; the caller moves them to final keys on success. */
  tempPrefix: string;
  /**
   * The temporary key of the request's file part `index`; default `<tempPrefix>/<index>`. A key
   * outside `tempPrefix` (a flat key beside it, which spares the store a directory per request) is
   * deleted by key when the request is refused.
   */
  tempKey?: (index: number) => string;
  maxFiles: number;
  maxFileBytes: number;
  maxTotalBytes: number;
  maxFieldBytes: number;
  /** The only part name that may carry files (`files` for POST /cases). */
  fileField: string;
  /**
   * After a rejection the rest of the body is read and discarded so that the client, still
   * sending, gets to read the error response; past this many bytes the socket is destroyed.
   * Default: what a legal request may still carry (`maxTotalBytes` + multipart overhead).
   */
  drainLimitBytes?: number;
  /** The same, in time: a client trickling its body after a rejection is cut off. Default 30 s. */
  drainTimeoutMs?: number;
  /**
   * The whole body must arrive within this time, or the upload is refused with 408 (a client
   * trickling a few bytes now and then would otherwise hold its socket and temp file for ever).
   * Default: no bound.
   */
  timeoutMs?: number;
  /**
   * No byte of the body for this long while the request is being read: refused with 408 (a stalled upload).
   * Time the request spends paused by backpressure (storage behind) does not count. Default: no bound.
   */
  idleTimeoutMs?: number;
}

/** The request is refused; `statusCode` is the decision "Errors" status for it. */
export class UploadRejected extends Error {
  constructor(
    public readonly statusCode: 400 | 408 | 413 | 415,
    message: string,
    public readonly details?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'UploadRejected';
  }
}

/** Boundaries, part headers and form fields on top of the files (the Content-Length precheck). */
export const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;
/** Far more than POST /cases has; a bound so a request cannot send unlimited small fields. */
const MAX_FIELDS = 100;
const MAX_FILE_NAME_LENGTH = 255;
const DEFAULT_DRAIN_TIMEOUT_MS = 30_000;
const MiB = 1024 * 1024;

function seconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}

function formatBytes(n: number): string {
  return n % MiB === 0 ? `${n / MiB} MiB` : `${n} bytes`;
}

/** The client's file name as a display name: last path component (either separator), cleaned. */
export function displayFileName(raw: string | undefined, index: number): string {
  const base = cleanDisplayName((raw ?? '').split(/[\\/]/).pop() ?? '', MAX_FILE_NAME_LENGTH);
  return base === '' || base === '.' || base === '..' ? `file-${index + 1}` : base;
}

interface RunningTotal {
  bytes: number;
  readonly max: number;
}

/**
 * Sits between busboy's file stream and the storage write: enforces the per-file and total
 * limits as bytes arrive, and holds back the first `SNIFF_BYTES` until the content type is known,
 * so that a refused file never reaches storage beyond an empty temp file.
 */
class FilePartMeter extends Transform {
  size = 0;
  kind: FileKind | null = null;
  private head: Buffer[] = [];
  private headLength = 0;

  constructor(
    private readonly index: number,
    private readonly fileName: string,
    private readonly fileField: string,
    private readonly maxFileBytes: number,
    private readonly total: RunningTotal,
  ) {
    super();
  }

  private rejected(statusCode: 400 | 413 | 415, message: string): UploadRejected {
    return new UploadRejected(statusCode, message, [{ path: `${this.fileField}[${this.index}]`, message }]);
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback): void {
    this.size += chunk.length;
    this.total.bytes += chunk.length;
    if (this.size > this.maxFileBytes) {
      return cb(this.rejected(413, `File "${this.fileName}" is larger than ${formatBytes(this.maxFileBytes)}`));
    }
    if (this.total.bytes > this.total.max) {
      return cb(this.rejected(413, `The files of the request together are larger than ${formatBytes(this.total.max)}`));
    }
    if (this.kind !== null) return cb(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) return cb();
    this.decide(cb);
  }

  override _flush(cb: TransformCallback): void {
    if (this.kind !== null) return cb();
    if (this.size === 0) return cb(this.rejected(400, `File "${this.fileName}" is empty`));
    this.decide(cb);
  }

  private decide(cb: TransformCallback): void {
    const head = Buffer.concat(this.head, this.headLength);
    this.head = [];
    this.kind = detectFileKind(head);
    if (this.kind === null) {
      // decision "Errors": the content decides, whatever the name or the declared media type says.
      return cb(this.rejected(415, `File "${this.fileName}" is not a PDF, PNG, JPEG, WebP or ZIP file`));
    }
    cb(null, head);
  }
}

function isMultipartFormData(contentType: string | undefined): boolean {
  return typeof contentType === 'string' && /^multipart\/form-data\s*(;|$)/i.test(contentType.trim());
}

/**
 * After a rejection: keep reading and discarding what the client still sends, so it finishes
 * writing and reads the error response (closing a socket with unread data makes the kernel send
 * RST, and the client may lose the response). A client that goes on past the byte or time bound
 * is cut off.
 */
export function drainRequest(req: IncomingMessage, limitBytes: number, timeoutMs: number): void {
  if (req.complete || req.destroyed) return;
  let drained = 0;
  const cutOff = (): void => {
    clearTimeout(timer);
    req.socket?.destroy();
  };
  const timer = setTimeout(cutOff, timeoutMs);
  timer.unref();
  const stop = (): void => clearTimeout(timer);
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > limitBytes) cutOff();
  });
  req.once('end', stop);
  req.once('close', stop);
  req.on('error', stop);
  req.resume();
}

/** What the storage engine hands multer for a stored file (merged into multer's file object). */
interface StoredPart {
  /** The temp key, under the name multer's own engines use for where a file went. */
  path: string;
  received: ReceivedFile;
}

/**
 * The multer storage engine of the upload reader: every accepted file part is piped through a
 * `FilePartMeter` into `storage.put(<tempPrefix>/<index>)` as it arrives, so a file is never held
 * whole in memory or on a local disk first (multer's disk and memory engines do one or the
 * other). One engine serves one request: it numbers that request's files.
 */
class StreamingStorageEngine implements multer.StorageEngine<StoredPart> {
  private fileCount = 0;
  /** Writes in progress: stopped at once when the request is refused. */
  readonly activeMeters = new Set<FilePartMeter>();
  readonly pending: Promise<unknown>[] = [];
  readonly stored: ReceivedFile[] = [];
  private readonly total: RunningTotal;

  constructor(
    private readonly storage: ObjectStorage,
    private readonly opts: ReceiveMultipartOptions,
    /** The client's file name of a part, as busboy read it (see `receiveMultipart`). */
    private readonly rawFileName: (stream: Readable) => string | undefined,
    /** Refuses the whole request (first refusal wins). */
    private readonly fail: (err: unknown) => void,
  ) {
    this.total = { bytes: 0, max: opts.maxTotalBytes };
  }

  _handleFile(_req: IncomingMessage, file: multer.IncomingFile, callback: (error: Error | null, info?: StoredPart) => void): void {
    const { storage, opts } = this;
    const index = this.fileCount++;
    const fileName = displayFileName(this.rawFileName(file.stream), index);
    // The key comes from the index, never from the client's name.
    const tempKey = opts.tempKey ? opts.tempKey(index) : `${opts.tempPrefix}/${index}`;
    const meter = new FilePartMeter(index, fileName, opts.fileField, opts.maxFileBytes, this.total);
    this.activeMeters.add(meter);
    // Its errors reach us through `put`'s rejection; this keeps one raised before `put` has
    // attached its own listener from going unhandled.
    meter.on('error', () => undefined);
    // `pipe` carries backpressure: busboy (and so the socket) waits while storage is slower.
    file.stream.pipe(meter);
    // A scratch key: the request reads its temporary files only once they are stored, and nothing
    // else reads them (PutOptions.scratch), so the store spares the write its rename.
    const write = storage
      .put(tempKey, meter, { maxBytes: opts.maxFileBytes, scratch: true })
      .then(({ size, sha256 }) => {
        const received: ReceivedFile = { index, fileName, tempKey, size, sha256, kind: meter.kind as FileKind };
        this.stored.push(received);
        callback(null, { path: tempKey, received });
      })
      .catch((err: unknown) => {
        const refusal =
          err instanceof StorageLimitError ? new UploadRejected(413, `File "${fileName}" is larger than ${formatBytes(opts.maxFileBytes)}`) : err;
        this.fail(refusal);
        callback(refusal instanceof Error ? refusal : new Error(String(refusal)));
      })
      .finally(() => this.activeMeters.delete(meter));
    this.pending.push(write);
  }

  _removeFile(_req: IncomingMessage, file: multer.IncomingFile & Partial<StoredPart>, callback: (error: Error | null) => void): void {
    if (file.path === undefined) return callback(null);
    this.storage.delete(file.path).then(
      () => callback(null),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
    );
  }
}

/** multer's refusals (limits it enforces on busboy's behalf) as the decision "Errors" refusals of POST /cases. */
function fromMulterError(err: Error & { code?: unknown; field?: unknown }, opts: ReceiveMultipartOptions): UploadRejected {
  if (err instanceof UploadRejected) return err;
  const field = typeof err.field === 'string' ? err.field : '';
  switch (err.code) {
    case 'LIMIT_FILE_COUNT':
      return new UploadRejected(400, `At most ${opts.maxFiles} files can be sent in one request`);
    case 'LIMIT_FIELD_COUNT':
      return new UploadRejected(400, `At most ${MAX_FIELDS} form fields can be sent in one request`);
    case 'LIMIT_FIELD_KEY':
      return new UploadRejected(400, 'A form field name is too long');
    case 'LIMIT_FILE_SIZE':
      return new UploadRejected(413, `A file is larger than ${formatBytes(opts.maxFileBytes)}`);
    default:
      // Busboy's own errors (no boundary, a part cut off, a bad part header) and multer's
      // remaining refusals all say the body is not well-formed multipart.
      return new UploadRejected(400, `Malformed multipart request: ${err.message}${field === '' ? '' : ` (${field})`}`);
  }
}

/**
 * Reads a multipart/form-data request through @koa/multer with a streaming storage engine
 * (`StreamingStorageEngine`): every file part is streamed into `storage.put(<tempPrefix>/<index>)`
 * as it arrives (never held whole in memory), its type sniffed from its first bytes, and the
 * limits enforced on the way. Resolves with the fields and the stored files; rejects with
 * `UploadRejected` (400, 408, 413 or 415, per decision "Errors") after deleting everything stored
 * under `tempPrefix`, so nothing of a rejected request stays in storage.
 *
 * multer parses and counts; what the interface needs beyond it is wired onto its busboy in
 * `streamHandler`: form fields are collected under their raw names (multer's append-field would
 * nest `a[b]` names and refuse some others), a file part without a file name is still a file
 * (multer would skip it), and the first refusal answers at once: multer would read the whole
 * remaining body before reporting, with no bound, where the refusal here is answered first and
 * the rest drained within `drainLimitBytes` and `drainTimeoutMs`.
 */
export function receiveMultipart(req: IncomingMessage, storage: ObjectStorage, opts: ReceiveMultipartOptions): Promise<ReceivedForm> {
  const maxRequestBytes = opts.maxTotalBytes + MULTIPART_OVERHEAD_BYTES;
  const drainLimitBytes = opts.drainLimitBytes ?? maxRequestBytes;
  const drainTimeoutMs = opts.drainTimeoutMs ?? DEFAULT_DRAIN_TIMEOUT_MS;

  return new Promise<ReceivedForm>((resolve, reject) => {
    // A Map, not an object: field names come from the client (`__proto__`, `constructor`).
    const fields = new Map<string, string[]>();
    // The client's file name of each file part, before multer's reading of it.
    const rawFileNames = new WeakMap<Readable, string | undefined>();
    let failure: Error | null = null;
    let resolved = false;
    let parser: Busboy | null = null;

    let totalTimer: NodeJS.Timeout | undefined;
    let idleTimer: NodeJS.Timeout | undefined;
    const stopTimers = (): void => {
      clearTimeout(totalTimer);
      clearTimeout(idleTimer);
    };
    const idle = opts.idleTimeoutMs;
    const armIdle = (): void => {
      if (idle === undefined || failure !== null || resolved) return;
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => {
        // A silence of our making is no stalled client: while storage writes lag, the pipe pauses the
        // request and no byte is read however fast the client sends. Wait on until we read again.
        if (req.isPaused()) return armIdle();
        fail(new UploadRejected(408, `No data of the upload arrived for ${seconds(idle)}; send the whole body without pausing`));
      }, idle);
      idleTimer.unref();
    };

    const fail = (err: unknown): void => {
      // Once resolved, the files belong to the caller (a late socket close must not delete them).
      if (failure || resolved) return;
      stopTimers();
      failure = err instanceof Error ? err : new Error(String(err));
      const error = failure;
      if (parser) {
        req.unpipe(parser);
        // Destroyed with the refusal: multer stops too, and its later report is ignored.
        parser.destroy(error);
      }
      // Hold the client while cleaning up; the body is drained once the rejection is out.
      req.pause();
      // Stop every write in progress; `put` then deletes its partial object.
      for (const meter of engine.activeMeters) meter.destroy(error);
      void Promise.allSettled(engine.pending)
        .then(() => Promise.all([storage.deletePrefix(opts.tempPrefix), ...engine.stored.map((f) => storage.delete(f.tempKey))]))
        .catch(() => undefined) // evidence: the request's clean-up deletes tempPrefix again and logs a failure (openapi.ts)
        .then(() => {
          reject(error);
          // A timed-out client is not drained: it is too slow by definition, and the caller
          // closes the connection with its 408. Others: let the caller write its error response
          // first, then drain.
          if (error instanceof UploadRejected && error.statusCode === 408) return;
          setImmediate(() => drainRequest(req, drainLimitBytes, drainTimeoutMs));
        });
    };

    const engine = new StreamingStorageEngine(storage, opts, (stream) => rawFileNames.get(stream), fail);

    if (opts.timeoutMs !== undefined) {
      const limit = opts.timeoutMs;
      totalTimer = setTimeout(() => fail(new UploadRejected(408, `The upload did not arrive within ${seconds(limit)}`)), limit);
      totalTimer.unref();
    }
    armIdle();

    if (!isMultipartFormData(req.headers['content-type'])) {
      return fail(new UploadRejected(400, 'The request must be multipart/form-data'));
    }
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxRequestBytes) {
      return fail(new UploadRejected(413, `The request is larger than ${formatBytes(opts.maxTotalBytes)} of files`));
    }

    const onField = (name: string, value: string, info: { nameTruncated: boolean; valueTruncated: boolean }): void => {
      if (failure) return;
      if (info.nameTruncated) return fail(new UploadRejected(400, 'A form field name is too long'));
      if (info.valueTruncated) {
        const message = `Form field "${name}" is longer than ${opts.maxFieldBytes} bytes`;
        return fail(new UploadRejected(400, message, [{ path: name, message }]));
      }
      if (name === opts.fileField) {
        const message = `"${name}" must be a file part`;
        return fail(new UploadRejected(400, message, [{ path: name, message }]));
      }
      const values = fields.get(name);
      if (values) values.push(value);
      else fields.set(name, [value]);
    };

    // Runs before multer's own 'file' listener (prepended), on the same info object.
    const onFile = (name: string, stream: Readable, info: FileInfo): void => {
      // Busboy destroys the part's stream with an error when the body ends inside the part or
      // the parser is stopped: a malformed request, whoever notices it first.
      stream.on('error', (err) => fail(new UploadRejected(400, `Malformed multipart request: ${err.message}`)));
      rawFileNames.set(stream, info.filename);
      // A part busboy reads as a file but without a file name (what a browser sends for a file
      // input left without a name) is still a file of the request, shown as `file-<n>`; multer
      // skips parts whose name is empty.
      if (!info.filename) info.filename = 'file';
      if (failure) return;
      if (name !== opts.fileField) {
        const message = `Files are accepted only in the "${opts.fileField}" field`;
        fail(new UploadRejected(400, message, [{ path: name, message }]));
      }
    };

    const upload = multer({
      storage: engine,
      // File names in `filename` are UTF-8 in practice (browsers, fetch, curl), not Latin-1.
      defParamCharset: 'utf8',
      defCharset: 'utf8',
      // Path components are stripped by `displayFileName`, for both separators.
      preservePath: true,
      limits: {
        files: opts.maxFiles,
        fields: MAX_FIELDS,
        fieldSize: opts.maxFieldBytes,
        // Backstop only: FilePartMeter rejects at maxFileBytes + 1 with a clear message.
        fileSize: opts.maxFileBytes,
      },
      // A refused request stores nothing more: parts still arriving are skipped.
      fileFilter: (_req, _file, accept) => accept(null, failure === null),
      streamHandler: (request, bb) => {
        parser = bb;
        bb.removeAllListeners('field');
        bb.on('field', onField);
        bb.prependListener('file', onFile);
        bb.on('filesLimit', () => fail(new UploadRejected(400, `At most ${opts.maxFiles} files can be sent in one request`)));
        bb.on('fieldsLimit', () => fail(new UploadRejected(400, `At most ${MAX_FIELDS} form fields can be sent in one request`)));
        bb.on('error', (err: Error) => fail(new UploadRejected(400, `Malformed multipart request: ${err.message}`)));
        request.pipe(bb);
      },
    });

    // The same bound as the Content-Length precheck, for chunked bodies: parts busboy skips
    // (no Content-Disposition) or a long preamble are counted by nobody else.
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      armIdle();
      received += chunk.length;
      if (received > maxRequestBytes) {
        fail(new UploadRejected(413, `The request is larger than ${formatBytes(opts.maxTotalBytes)} of files`));
      }
    });
    // A connection error of the request is the client breaking off (reset, abort): a client
    // matter, answered (if anyone still reads) and logged like any rejection, never as a fault.
    req.on('error', () => fail(new UploadRejected(400, 'The request body was not received completely')));
    req.on('close', () => {
      if (!req.complete) fail(new UploadRejected(400, 'The request body was not received completely'));
    });

    // multer settles once busboy has read the closing boundary and every storage write is done.
    upload
      .any()({ req }, async () => undefined)
      .then(
        () => {
          if (failure) return;
          resolved = true;
          stopTimers();
          const files = [...engine.stored].sort((a, b) => a.index - b.index);
          // fromEntries defines own data properties, so any name is safe as a key.
          resolve({ fields: Object.fromEntries(fields), files });
        },
        (err: unknown) => fail(err instanceof Error ? fromMulterError(err, opts) : err),
      );
  });
}
