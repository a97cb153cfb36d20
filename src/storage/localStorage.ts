import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { finished, Writable, type Readable } from 'node:stream';
import {
  asStorageError,
  assertValidKey,
  StorageLimitError,
  StorageNotFoundError,
  type ObjectStorage,
  type PutOptions,
} from './storage';

/**
 * Temporary files live under the root (same filesystem, so the final rename is atomic) in a
 * dot-directory that no valid key can name.
 */
const TEMP_DIR = '.tmp';

/**
 * What a write gathers before it goes to the file: a 200 KB upload arrives in three or four network
 * chunks, and every write is a trip to libuv's thread pool (about as much CPU as the hashing of the
 * chunk, bench:api). Bounded, so an object is never held whole in memory.
 */
export const WRITE_BATCH_BYTES = 512 * 1024;

/**
 * The end of a `put`'s pipeline: counts and hashes what arrives, failing as soon as `maxBytes` is
 * passed, and writes it to `handle` in batches of `WRITE_BATCH_BYTES` (one writev each). The
 * caller closes the handle.
 */
class HashingFileSink extends Writable {
  size = 0;
  private readonly hash = createHash('sha256');
  private batch: Buffer[] = [];
  private batchBytes = 0;

  constructor(
    private readonly handle: fs.FileHandle,
    private readonly maxBytes: number,
  ) {
    super();
  }

  override _write(chunk: Buffer, _enc: BufferEncoding, cb: (err?: Error | null) => void): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return cb(new StorageLimitError(this.maxBytes));
    this.hash.update(chunk);
    this.batch.push(chunk);
    this.batchBytes += chunk.length;
    if (this.batchBytes < WRITE_BATCH_BYTES) return cb();
    this.flushBatch(cb);
  }

  override _final(cb: (err?: Error | null) => void): void {
    this.flushBatch(cb);
  }

  private flushBatch(cb: (err?: Error | null) => void): void {
    const buffers = this.batch;
    this.batch = [];
    this.batchBytes = 0;
    if (buffers.length === 0) return cb();
    writeAll(this.handle, buffers).then(() => cb(), cb);
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}

/** Writes every byte of `buffers`, going on after a short write (a regular file rarely has one). */
async function writeAll(handle: fs.FileHandle, buffers: Buffer[]): Promise<void> {
  let pending = buffers;
  while (pending.length > 0) {
    const { bytesWritten } = await handle.writev(pending);
    let skip = bytesWritten;
    let i = 0;
    while (i < pending.length && skip >= pending[i]!.length) skip -= pending[i++]!.length;
    pending = pending.slice(i);
    if (skip > 0) pending[0] = pending[0]!.subarray(skip);
  }
}

/**
 * `source` piped into `sink`, settled once `sink` has finished, as `stream.promises.pipeline` does
 * for two streams: backpressure from the disk to the source, and both streams destroyed at the first
 * error (a source closed before its end is one). Without pipeline's AbortController, which it aborts
 * at every finish: the DOMException that makes, with its stack, cost about as much CPU as the
 * upload's own file writes (bench:api, POST /cases).
 */
function pipeInto(source: NodeJS.ReadableStream, sink: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (err: Error | null | undefined): void => {
      if (settled) return;
      settled = true;
      if (!err) return resolve();
      (source as Readable).destroy(err);
      sink.destroy(err);
      reject(err);
    };
    finished(source, { writable: false }, (err) => {
      if (err) settle(err);
    });
    finished(sink, settle);
    source.pipe(sink);
  });
}

/** How many directories a store remembers (makeDir): a few hundred uploads' worth. */
const KNOWN_DIRS_MAX = 1024;

/** `dir` and its parents down to (not including) `root`, deepest first. */
function ancestorsBelow(dir: string, root: string): string[] {
  const out: string[] = [];
  for (let d = dir; d !== root && d.startsWith(root + path.sep); d = path.dirname(d)) out.push(d);
  return out;
}

function isCode(err: unknown, ...codes: string[]): boolean {
  return typeof err === 'object' && err !== null && codes.includes((err as NodeJS.ErrnoException).code ?? '');
}

/** `ObjectStorage` on a local directory (a single machine, or a shared volume). */
export class LocalDirectoryStorage implements ObjectStorage {
  readonly rootDir: string;
  /**
   * The temporary area, once made: not made again for every write (each upload paid a recursive
   * mkdir for it, bench:api). Forgotten when a write finds it gone, which then makes it again.
   */
  private tempDirMade = false;

  constructor(rootDir: string) {
    this.rootDir = path.resolve(rootDir);
  }

  /**
   * Directories this store made or found, oldest first (bounded). A key's directory is made from
   * the deepest one known, one mkdir per missing level: a recursive mkdir fails its way up first,
   * one trip to the thread pool per level (a new case's first file: 7 calls, from its organization's
   * known `cases` directory 4; bench:api). An entry gone stale (its directory removed, here or by
   * another process) makes the mkdir below it fail with ENOENT, and a recursive mkdir follows.
   */
  private readonly knownDirs = new Set<string>();

  /**
   * Renames `from` to `to`. `dirKnown`: `to`'s directory was not made for this call because it is
   * known; should it have gone (ENOENT), it is made again and the rename tried once more.
   */
  private async renameInto(from: string, to: string, dirKnown: boolean): Promise<void> {
    try {
      await fs.rename(from, to);
    } catch (err) {
      if (!dirKnown || !isCode(err, 'ENOENT')) throw err;
      this.knownDirs.delete(path.dirname(to));
      await this.makeDir(path.dirname(to));
      await fs.rename(from, to);
    }
  }

  /** Makes `dir` and its missing parents. */
  private async makeDir(dir: string): Promise<void> {
    // The directory itself is always made (or found): an entry may be stale.
    const missing = [dir];
    let known = path.dirname(dir);
    while (!this.knownDirs.has(known)) {
      if (known === this.rootDir || !known.startsWith(this.rootDir)) {
        await fs.mkdir(dir, { recursive: true });
        return this.remember([...missing, ...ancestorsBelow(known, this.rootDir)]);
      }
      missing.push(known);
      known = path.dirname(known);
    }
    try {
      for (const level of missing.reverse()) {
        await fs.mkdir(level).catch((err: unknown) => {
          if (!isCode(err, 'EEXIST')) throw err;
          // evidence: the level exists already; a file in its place makes the caller's open or rename fail.
        });
      }
    } catch (err) {
      if (!isCode(err, 'ENOENT')) throw err;
      // A known directory was removed: forget them all, and make the path in full.
      this.knownDirs.clear();
      await fs.mkdir(dir, { recursive: true });
    }
    this.remember(missing);
  }

  private remember(dirs: string[]): void {
    for (const d of dirs) {
      this.knownDirs.delete(d);
      this.knownDirs.add(d);
    }
    for (const oldest of this.knownDirs) {
      if (this.knownDirs.size <= KNOWN_DIRS_MAX) break;
      this.knownDirs.delete(oldest);
    }
  }

  localPath(key: string): string {
    assertValidKey(key);
    const full = path.join(this.rootDir, ...key.split('/'));
    // Belt and braces: key validation already makes this impossible.
    if (!full.startsWith(this.rootDir + path.sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return full;
  }

  async put(key: string, source: NodeJS.ReadableStream, opts: PutOptions = {}): Promise<{ size: number; sha256: string }> {
    const target = this.localPath(key);
    // Until `pipeInto` takes over, a source error must not go unhandled (it would crash the
    // process); `pipeInto` still sees it, as the stream is then already errored.
    const ignoreEarlyError = (): void => undefined;
    source.on('error', ignoreEarlyError);
    // A scratch key is written in place: nobody reads it before this resolves (PutOptions.scratch).
    const written = opts.scratch === true ? target : path.join(this.rootDir, TEMP_DIR, `${randomUUID()}.part`);
    let opened = false;
    let closing: Promise<void> | undefined;
    try {
      const dir = path.dirname(target);
      const dirKnown = this.knownDirs.has(dir);
      if (!dirKnown) await this.makeDir(dir);
      // The file is opened before streaming, so it exists before anything can fail and the
      // cleanup below never runs ahead of its creation.
      const handle = opts.scratch === true ? await this.openInPlace(target, dirKnown) : await this.openTemp(written);
      opened = true;
      const sink = new HashingFileSink(handle, opts.maxBytes ?? Number.POSITIVE_INFINITY);
      try {
        // Backpressure goes from the disk to the source, and both streams are destroyed on the
        // first error, so an aborted write stops reading at once (pipeInto).
        await pipeInto(source, sink);
      } catch (err) {
        // Freed while the file is removed below (unlinking an open file is fine), not before:
        // the write's failure is reported without waiting for a write still in flight.
        // evidence: the write's own error is rethrown; a failed close only leaves the descriptor to the process.
        closing = handle.close().catch(() => undefined);
        throw err;
      }
      await handle.close();
      // Rename only once fully written: readers never see a half-written object.
      if (written !== target) await this.renameInto(written, target, dirKnown);
      return { size: sink.size, sha256: sink.digest() };
    } catch (err) {
      // Nothing of a failed write is kept (a full disk included). A scratch file this call did not
      // open is not its to remove.
      // evidence: the write's own error is rethrown below; rm (force) ignores a missing file, and a .part it cannot remove stays under .tmp/, outside every key.
      if (written !== target || opened) await fs.rm(written, { force: true }).catch(() => undefined);
      await closing;
      throw asStorageError(err);
    } finally {
      source.removeListener('error', ignoreEarlyError);
    }
  }

  /**
   * Creates (or truncates) `file` for a scratch write. `dirKnown`: its directory was not made for
   * this call because it is known; should it have gone (ENOENT), it is made again.
   */
  private async openInPlace(file: string, dirKnown: boolean): Promise<fs.FileHandle> {
    try {
      return await fs.open(file, 'w');
    } catch (err) {
      if (!dirKnown || !isCode(err, 'ENOENT')) throw err;
      this.knownDirs.delete(path.dirname(file));
      await this.makeDir(path.dirname(file));
      return fs.open(file, 'w');
    }
  }

  /** Creates the temporary file `temp` (exclusive), making the temporary area first if needed. */
  private async openTemp(temp: string): Promise<fs.FileHandle> {
    if (this.tempDirMade) {
      try {
        return await fs.open(temp, 'wx');
      } catch (err) {
        if (!isCode(err, 'ENOENT')) throw err;
        // Removed behind our back (an operator cleaning up): made again below.
        this.tempDirMade = false;
      }
    }
    await fs.mkdir(path.dirname(temp), { recursive: true });
    const handle = await fs.open(temp, 'wx');
    this.tempDirMade = true;
    return handle;
  }

  async checkWritable(): Promise<void> {
    const probe = path.join(this.rootDir, TEMP_DIR, `ready-${randomUUID()}.probe`);
    try {
      await fs.mkdir(path.dirname(probe), { recursive: true });
      await fs.writeFile(probe, 'ok', { flag: 'wx' });
    } catch (err) {
      // evidence: the probe's own error is rethrown below; a probe file that cannot be removed stays under .tmp/, outside every key.
      await fs.rm(probe, { force: true }).catch(() => undefined);
      const mapped = asStorageError(err);
      throw mapped instanceof Error ? mapped : new Error(String(mapped));
    }
    await fs.rm(probe, { force: true });
  }

  async get(key: string): Promise<NodeJS.ReadableStream> {
    const file = this.localPath(key);
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, 'r');
    } catch (err) {
      if (isCode(err, 'ENOENT', 'ENOTDIR')) throw new StorageNotFoundError(key);
      throw err;
    }
    // The handle is open from here: every path either hands it to the stream, which closes it
    // when it ends, fails or is destroyed, or closes it itself. A handle left to the garbage
    // collector is a leak Node warns about ("Closing file descriptor … on garbage collection").
    let isFile: boolean;
    try {
      isFile = (await handle.stat()).isFile();
    } catch (err) {
      // evidence: the stat error is rethrown below; closing the handle only frees it.
      await handle.close().catch(() => undefined);
      throw err;
    }
    // A directory is a prefix, not an object.
    if (!isFile) {
      await handle.close();
      throw new StorageNotFoundError(key);
    }
    return handle.createReadStream({ autoClose: true });
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const st = await fs.stat(this.localPath(key));
      return st.isFile() ? { size: st.size } : null;
    } catch (err) {
      if (isCode(err, 'ENOENT', 'ENOTDIR')) return null;
      throw err;
    }
  }

  async move(fromKey: string, toKey: string): Promise<void> {
    const from = this.localPath(fromKey);
    const to = this.localPath(toKey);
    const dir = path.dirname(to);
    const dirKnown = this.knownDirs.has(dir);
    try {
      if (!dirKnown) await this.makeDir(dir);
    } catch (err) {
      if (isCode(err, 'ENOENT')) throw new StorageNotFoundError(fromKey);
      throw asStorageError(err);
    }
    try {
      // No stat first (a call of its own on every upload's file, bench:api): with the target's
      // directory there, a missing path can only be the source's.
      await this.renameInto(from, to, dirKnown);
    } catch (err) {
      if (isCode(err, 'ENOENT', 'ENOTDIR')) throw new StorageNotFoundError(fromKey);
      throw asStorageError(err);
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await fs.unlink(this.localPath(key));
    } catch (err) {
      if (isCode(err, 'ENOENT', 'ENOTDIR')) return;
      // unlink on a directory fails with EISDIR (Linux) or EPERM (macOS); a directory is a
      // prefix, not an object, so there is no object to delete.
      if (isCode(err, 'EISDIR', 'EPERM') && (await this.stat(key)) === null) return;
      throw err;
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    const dir = this.localPath(prefix);
    // Directories below it are forgotten when a mkdir under them fails (makeDir).
    this.knownDirs.delete(dir);
    // Most prefixes deleted are an upload's temporary area whose files have been moved away: an
    // empty directory, removed by one rmdir (a recursive rm first stats, lists and then removes,
    // each a call of its own, on every upload; bench:api). Anything else goes to the recursive rm.
    try {
      await fs.rmdir(dir);
      return;
    } catch (err) {
      if (isCode(err, 'ENOENT')) return;
      // evidence: any other refusal (not empty, not a directory, busy) is left to the recursive rm below, which throws what it cannot remove.
    }
    await fs.rm(dir, { recursive: true, force: true });
  }
}
