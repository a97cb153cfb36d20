import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';
import { cleanDisplayName, detectFileKind, DOCUMENT_KINDS, SNIFF_BYTES, type FileKind } from '../domain/fileTypes';
import { StorageLimitError, StorageNotFoundError, type ObjectStorage } from './storage';

export interface ZipMember {
  /** Position among the listed (non-directory) members, from 0; accepted members are stored at `<outPrefix>/<index>`. */
  index: number;
  /** `<zip file name>/<member path>` (decision "Further open points"), display only. */
  fileName: string;
  /** `unsupported`: listed in the upload but neither extracted nor processed (decision "Status values"; interface "POST /cases": a ZIP member of an unsupported type is listed but not processed). */
  status: 'accepted' | 'unsupported';
  reason?: string;
  kind?: FileKind;
  key?: string;
  size?: number;
  sha256?: string;
}

export interface ExpandZipOptions {
  /** Where accepted members go; must belong to this ZIP alone, as it is wiped when the ZIP is refused. */
  outPrefix: string;
  /** The display name of the ZIP itself, the first part of every member's name. */
  zipFileName: string;
  /** 1,000 for POST /cases. */
  maxEntries: number;
  maxMemberBytes: number;
  maxTotalBytes: number;
  /** 100 for POST /cases: uncompressed/compressed, per member and for the whole archive. */
  maxRatio: number;
}

/** The whole ZIP is refused; nothing of it is kept. */
export class ZipRejected extends Error {
  readonly statusCode = 400 as const;

  constructor(message: string) {
    super(message);
    this.name = 'ZipRejected';
  }
}

/** A member whose content is not a document kind; it is listed as unsupported. */
class NotADocument extends Error {
  constructor(public readonly kind: FileKind | null) {
    super(kind === 'zip' ? 'nested ZIP archives are not processed' : 'not a PDF, PNG, JPEG or WebP file');
  }
}

/** The member's bytes do not match its CRC-32: the archive is corrupt. */
class CrcMismatch extends Error {}

const MAX_DISPLAY_NAME_LENGTH = 1024;
/** General-purpose flag bit 0: the member is encrypted (traditional PKWARE or strong encryption). */
const FLAG_ENCRYPTED = 0x0001;
const METHOD_STORED = 0;
const METHOD_DEFLATED = 8;

/**
 * Why a member name is unsafe, or null. Checked on the raw name ourselves (yauzl runs with
 * `decodeStrings: false`), because yauzl's own check emits an error that ends the whole listing.
 * Backslashes count as separators, as Windows tools write them, so `..\x` is traversal too.
 */
export function unsafeMemberName(name: string): string | null {
  if (name.length === 0) return 'an empty name';
  if (name.includes('\u0000')) return 'a NUL character';
  const slashed = name.replace(/\\/g, '/');
  if (slashed.startsWith('/')) return 'an absolute path';
  if (/^[A-Za-z]:/.test(slashed)) return 'a drive letter';
  if (slashed.split('/').includes('..')) return 'a ".." path segment';
  return null;
}

/** The name a ZIP tool would use (Info-ZIP Unicode path field, else UTF-8 flag, else CP437). */
function decodedName(entry: yauzl.Entry): string {
  return yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true);
}

function formatBytes(n: number): string {
  const MiB = 1024 * 1024;
  return n % MiB === 0 ? `${n / MiB} MiB` : `${n} bytes`;
}

/**
 * Holds back the first bytes until the kind is known (refusing non-documents before anything is
 * stored) and checks the CRC-32 at the end, which yauzl does not.
 */
class MemberSniffer extends Transform {
  kind: FileKind | null = null;
  private head: Buffer[] = [];
  private headLength = 0;
  private crc = 0;

  constructor(private readonly expectedCrc: number) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback): void {
    this.crc = crc32(chunk, this.crc);
    if (this.kind !== null) return cb(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) return cb();
    this.decide(cb);
  }

  override _flush(cb: TransformCallback): void {
    if (this.crc >>> 0 !== this.expectedCrc >>> 0) return cb(new CrcMismatch('CRC-32 mismatch'));
    if (this.kind !== null) return cb();
    this.decide(cb);
  }

  private decide(cb: TransformCallback): void {
    const head = Buffer.concat(this.head, this.headLength);
    this.head = [];
    const kind = detectFileKind(head);
    if (kind === null || !DOCUMENT_KINDS.includes(kind)) return cb(new NotADocument(kind));
    this.kind = kind;
    cb(null, head);
  }
}

/** A local file to open the archive from: the object itself when storage is local, else a temporary copy. */
async function localCopy(storage: ObjectStorage, key: string): Promise<{ file: string; cleanup: () => Promise<void> }> {
  if (storage.localPath) {
    if ((await storage.stat(key)) === null) throw new StorageNotFoundError(key);
    return { file: storage.localPath(key), cleanup: async () => undefined };
  }
  // yauzl needs random access (the central directory is at the end), which streams do not give.
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'zip-'));
  const cleanup = () => fs.rm(dir, { recursive: true, force: true });
  try {
    const file = path.join(dir, 'archive.zip');
    await pipeline(await storage.get(key), createWriteStream(file));
    return { file, cleanup };
  } catch (err) {
    await cleanup();
    throw err;
  }
}

interface PlannedMember {
  index: number;
  fileName: string;
  entry: yauzl.Entry;
}

/**
 * Reads the whole central directory before extracting anything, so that every reason to refuse
 * the whole ZIP is known before a byte is written.
 */
function planMembers(zip: yauzl.ZipFile, opts: ExpandZipOptions, zipLabel: string): Promise<PlannedMember[]> {
  return new Promise((resolve, reject) => {
    const planned: PlannedMember[] = [];
    let entries = 0;
    let declaredTotal = 0;
    const refuse = (message: string) => reject(new ZipRejected(`${zipLabel} ${message}`));

    // Stays attached for the life of the ZipFile: an unhandled 'error' event would crash the process.
    zip.on('error', (err: Error) => {
      // Strong encryption (flag bit 6) is refused by yauzl while listing, which ends the listing,
      // so such a ZIP is refused as a whole.
      refuse(`cannot be read (${err.message})`);
    });
    zip.on('end', () => {
      // The whole archive against its own size: catches overlapping-member bombs whose members
      // each look modest.
      if (declaredTotal > opts.maxRatio * zip.fileSize) {
        return refuse(`expands more than ${opts.maxRatio} times its size (a ZIP bomb)`);
      }
      resolve(planned);
    });
    zip.on('entry', (entry: yauzl.Entry) => {
      entries += 1;
      if (entries > opts.maxEntries) return refuse(`has more than ${opts.maxEntries} entries`);
      const name = decodedName(entry);
      // The raw bytes too, for tools that ignore the Unicode path field.
      const unsafe = unsafeMemberName(name) ?? unsafeMemberName(entry.fileNameRaw.toString('latin1'));
      if (unsafe) return refuse(`contains a member name with ${unsafe}: ${JSON.stringify(cleanDisplayName(name, 200))}`);
      // A directory entry carries no content and is not listed.
      if (/[\\/]$/.test(name)) return zip.readEntry();

      declaredTotal += entry.uncompressedSize;
      if (declaredTotal > opts.maxTotalBytes) {
        return refuse(`expands to more than ${formatBytes(opts.maxTotalBytes)}`);
      }
      if (entry.uncompressedSize > opts.maxRatio * entry.compressedSize) {
        return refuse(`has a member that expands more than ${opts.maxRatio} times (a ZIP bomb): ${JSON.stringify(cleanDisplayName(name, 200))}`);
      }
      const display = cleanDisplayName(`${opts.zipFileName}/${name.replace(/\\/g, '/')}`, MAX_DISPLAY_NAME_LENGTH);
      planned.push({ index: planned.length, fileName: display, entry });
      zip.readEntry();
    });

    // The count in the end record is known before any entry is read.
    if (zip.entryCount > opts.maxEntries) return refuse(`has more than ${opts.maxEntries} entries`);
    zip.readEntry();
  });
}

/** Why a member is listed but not extracted, from its directory entry alone; null if it is to be read. */
function unsupportedByHeader(entry: yauzl.Entry, opts: ExpandZipOptions): string | null {
  if (entry.generalPurposeBitFlag & FLAG_ENCRYPTED) return 'encrypted members are not processed';
  if (entry.compressionMethod !== METHOD_STORED && entry.compressionMethod !== METHOD_DEFLATED) {
    return `compression method ${entry.compressionMethod} is not supported`;
  }
  if (entry.uncompressedSize > opts.maxMemberBytes) return `larger than ${formatBytes(opts.maxMemberBytes)}`;
  if (entry.uncompressedSize === 0) return 'empty file';
  return null;
}

async function extractMember(
  zip: yauzl.ZipFile,
  member: PlannedMember,
  storage: ObjectStorage,
  opts: ExpandZipOptions,
  zipLabel: string,
): Promise<ZipMember> {
  const { index, fileName, entry } = member;
  const corrupt = (why: string) => new ZipRejected(`${zipLabel} is corrupt: member ${JSON.stringify(fileName)} ${why}`);

  let source: Readable;
  try {
    source = await zip.openReadStreamPromise(entry);
  } catch (err) {
    throw corrupt(`cannot be read (${(err as Error).message})`);
  }
  let sourceError: Error | null = null;
  source.on('error', (err: Error) => {
    sourceError = err;
  });
  const sniffer = new MemberSniffer(entry.crc32);
  // pipeline destroys the ZIP read stream when the sniffer or the storage write fails, so a
  // refused member stops being inflated at once.
  // evidence: a failure of this pipeline reaches the catch below: a read error as sourceError, the sniffer's refusal through put(), which reads it.
  const feeding = pipeline(source, sniffer).catch(() => undefined);
  const key = `${opts.outPrefix}/${index}`;
  try {
    // yauzl already fails a member that inflates past its declared size (validateEntrySizes);
    // maxBytes is the storage-side backstop for the same rule.
    const { size, sha256 } = await storage.put(key, sniffer, { maxBytes: entry.uncompressedSize });
    return { index, fileName, status: 'accepted', kind: sniffer.kind as FileKind, key, size, sha256 };
  } catch (err) {
    // Unblocks `feeding` when `put` failed before reading the sniffer at all.
    sniffer.destroy();
    // `put` has deleted its partial object in every case.
    if (err instanceof NotADocument) return { index, fileName, status: 'unsupported', reason: err.message };
    // Choice: a member whose real size or checksum differs from its directory entry makes the
    // whole ZIP corrupt and refused (not just this member unsupported): the declared sizes are
    // what the bomb and size checks relied on, so nothing else in the archive can be trusted.
    if (err instanceof StorageLimitError) throw corrupt('is larger than its declared size');
    if (err instanceof CrcMismatch) throw corrupt('does not match its CRC-32');
    if (sourceError) throw corrupt(`cannot be read (${(sourceError as Error).message})`);
    throw err;
  } finally {
    await feeding;
  }
}

/**
 * Lists and extracts a ZIP stored under `zipKey`. Accepted members (PDF, PNG, JPEG, WebP by their
 * content) are streamed to `<outPrefix>/<index>`; other members are listed as `unsupported`.
 * Rejects with `ZipRejected` when the archive as a whole is refused (unsafe names, too many
 * entries, bomb ratios, declared total too large, corrupt), having deleted everything under
 * `outPrefix`. Member names never name stored objects, so nothing is written outside storage.
 */
export async function expandZip(storage: ObjectStorage, zipKey: string, opts: ExpandZipOptions): Promise<ZipMember[]> {
  const zipLabel = `ZIP file ${JSON.stringify(opts.zipFileName)}`;
  const { file, cleanup } = await localCopy(storage, zipKey);
  let zip: yauzl.ZipFile | undefined;
  try {
    try {
      zip = await yauzl.openPromise(file, {
        lazyEntries: true,
        autoClose: false,
        // Names are decoded and checked by planMembers, so one bad name is a clear refusal
        // rather than yauzl's generic error.
        decodeStrings: false,
        validateEntrySizes: true,
      });
    } catch (err) {
      throw new ZipRejected(`${zipLabel} is not a readable ZIP archive (${(err as Error).message})`);
    }
    const planned = await planMembers(zip, opts, zipLabel);
    const members: ZipMember[] = [];
    // One member at a time: memory stays at a few stream buffers whatever the archive holds.
    for (const member of planned) {
      const reason = unsupportedByHeader(member.entry, opts);
      members.push(
        reason
          ? { index: member.index, fileName: member.fileName, status: 'unsupported', reason }
          : await extractMember(zip, member, storage, opts, zipLabel),
      );
    }
    return members;
  } catch (err) {
    // evidence: the archive's own error is rethrown below; outPrefix lies under the upload's tempPrefix, which the request's
    // clean-up deletes again, logging a failure ('request clean-up failed', src/api/openapi.ts).
    await storage.deletePrefix(opts.outPrefix).catch(() => undefined);
    throw err;
  } finally {
    zip?.close();
    await cleanup();
  }
}
