import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { expect } from 'chai';
import {
  createStorage,
  InvalidStorageKeyError,
  LocalDirectoryStorage,
  StorageLimitError,
  StorageNotFoundError,
} from '../../src/storage';
import { WRITE_BATCH_BYTES } from '../../src/storage/localStorage';

const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

/** Every regular file under `dir`, relative, `/`-separated. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

async function rejection(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (err) {
    return err;
  }
  throw new Error('expected a rejection');
}

describe('LocalDirectoryStorage', () => {
  let base: string;
  let root: string;
  let storage: LocalDirectoryStorage;

  beforeEach(async () => {
    base = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
    root = path.join(base, 'root');
    storage = new LocalDirectoryStorage(root);
  });
  afterEach(async () => fs.rm(base, { recursive: true, force: true }));

  it('writes again after its temporary area was removed behind its back', async () => {
    await storage.put('a/one', Readable.from([Buffer.from('one')]));
    // The area is made once and then remembered; an operator cleaning up removes it.
    await fs.rm(path.join(root, '.tmp'), { recursive: true, force: true });
    const { size } = await storage.put('a/two', Readable.from([Buffer.from('two!')]));
    expect(size).to.equal(4);
    expect(await text((await storage.get('a/two')) as Readable)).to.equal('two!');
    expect(await listFiles(root)).to.deep.equal(['a/one', 'a/two']);
  });

  it('createStorage gives a storage rooted at the directory', async () => {
    const s = createStorage(root);
    await s.put('a/b', Readable.from([Buffer.from('x')]));
    expect(await fs.readFile(path.join(root, 'a', 'b'), 'utf8')).to.equal('x');
  });

  it('put streams into the key, creating directories, and reports size and sha256', async () => {
    const chunks = Array.from({ length: 50 }, (_, i) => Buffer.alloc(64 * 1024, i));
    const all = Buffer.concat(chunks);
    const result = await storage.put('uploads/tmp-1/0', Readable.from(chunks));
    expect(result).to.deep.equal({ size: all.length, sha256: sha256(all) });
    expect((await fs.readFile(path.join(root, 'uploads', 'tmp-1', '0'))).equals(all)).to.equal(true);
    // No temporary file is left behind.
    expect(await listFiles(root)).to.deep.equal(['uploads/tmp-1/0']);
  });

  it('put replaces an existing object', async () => {
    await storage.put('k', Readable.from(['old']));
    await storage.put('k', Readable.from(['new!']));
    expect(await text(await storage.get('k'))).to.equal('new!');
  });

  it('get streams the object back; a missing key is StorageNotFoundError', async () => {
    await storage.put('a/b.pdf', Readable.from(['hello']));
    expect(await text(await storage.get('a/b.pdf'))).to.equal('hello');
    expect(await rejection(storage.get('a/missing'))).to.be.instanceOf(StorageNotFoundError);
    // A prefix is not an object.
    expect(await rejection(storage.get('a'))).to.be.instanceOf(StorageNotFoundError);
  });

  it('get closes its file on every path: read to the end, destroyed unread or midway, a prefix, a missing key', async () => {
    // Open descriptors of this process: a handle left open (or to the garbage collector) shows here.
    const fds = async () => (await fs.readdir('/proc/self/fd')).length;
    const settle = () => new Promise((r) => setTimeout(r, 50));
    await storage.put('fd/big', Readable.from([Buffer.alloc(1024 * 1024, 1)]));
    await settle();
    const baseline = await fds();
    await text(await storage.get('fd/big'));
    const unread = await storage.get('fd/big');
    (unread as Readable).destroy();
    const midway = (await storage.get('fd/big')) as Readable;
    await new Promise((resolve) => midway.once('data', resolve));
    midway.destroy();
    await rejection(storage.get('fd'));
    await rejection(storage.get('fd/missing'));
    await settle();
    expect(await fds()).to.equal(baseline);
  });

  it('stat gives the size, or null for a missing key or a prefix', async () => {
    await storage.put('a/b', Readable.from(['12345']));
    expect(await storage.stat('a/b')).to.deep.equal({ size: 5 });
    expect(await storage.stat('a/c')).to.equal(null);
    expect(await storage.stat('a')).to.equal(null);
    expect(await storage.stat('a/b/c')).to.equal(null);
  });

  it('move renames into a new prefix; a missing source is StorageNotFoundError', async () => {
    await storage.put('tmp/0', Readable.from(['data']));
    await storage.move('tmp/0', 'cases/abc/files/def');
    expect(await storage.stat('tmp/0')).to.equal(null);
    expect(await text(await storage.get('cases/abc/files/def'))).to.equal('data');
    expect(await rejection(storage.move('tmp/0', 'x'))).to.be.instanceOf(StorageNotFoundError);
    // A source below an object (a path through a file) is missing too.
    await storage.put('obj', Readable.from(['o']));
    expect(await rejection(storage.move('obj/0', 'y'))).to.be.instanceOf(StorageNotFoundError);
  });

  it('move reads nothing before its rename (no stat: a call of its own on every upload)', async () => {
    await storage.put('tmp/1', Readable.from(['data']));
    const { stat, lstat } = fs;
    let stats = 0;
    fs.stat = ((...a: Parameters<typeof stat>) => (stats++, stat(...a))) as typeof stat;
    fs.lstat = ((...a: Parameters<typeof lstat>) => (stats++, lstat(...a))) as typeof lstat;
    try {
      await storage.move('tmp/1', 'cases/x/files/1');
    } finally {
      fs.stat = stat;
      fs.lstat = lstat;
    }
    expect(stats).to.equal(0);
    expect(await text(await storage.get('cases/x/files/1'))).to.equal('data');
  });

  it("a key's directories are made from the deepest directory known, one mkdir per missing level", async () => {
    await storage.put('tmp/2', Readable.from(['2']));
    await storage.put('tmp/3', Readable.from(['3']));
    await storage.move('tmp/2', 'orgs/o/cases/c1/uploads/u1/files/f1');
    const { mkdir } = fs;
    const calls: unknown[] = [];
    fs.mkdir = ((...a: Parameters<typeof mkdir>) => (calls.push(a[1]), mkdir(...a))) as typeof mkdir;
    try {
      // A new case of a known organization: its case, uploads, upload and files levels.
      await storage.move('tmp/3', 'orgs/o/cases/c2/uploads/u2/files/f2');
    } finally {
      fs.mkdir = mkdir;
    }
    expect(calls).to.deep.equal([undefined, undefined, undefined, undefined]);
    expect(await text(await storage.get('orgs/o/cases/c2/uploads/u2/files/f2'))).to.equal('3');
  });

  it('a write beside objects already written makes no directory', async () => {
    await storage.put('tmp/5', Readable.from(['5']));
    const { mkdir } = fs;
    let calls = 0;
    fs.mkdir = ((...a: Parameters<typeof mkdir>) => (calls++, mkdir(...a))) as typeof mkdir;
    try {
      await storage.put('tmp/6', Readable.from(['6']));
    } finally {
      fs.mkdir = mkdir;
    }
    expect(calls).to.equal(0);
    expect(await text(await storage.get('tmp/6'))).to.equal('6');
  });

  it('a directory removed behind the store (another process) is made again', async () => {
    await storage.put('orgs/o/cases/c1/uploads/u1/files/f1', Readable.from(['1']));
    await fs.rm(path.join(root, 'orgs'), { recursive: true });
    await storage.put('tmp/4', Readable.from(['4']));
    await storage.move('tmp/4', 'orgs/o/cases/c1/uploads/u1/files/f2');
    expect(await text(await storage.get('orgs/o/cases/c1/uploads/u1/files/f2'))).to.equal('4');
    await storage.deletePrefix('orgs/o/cases/c1');
    await storage.put('orgs/o/cases/c1/uploads/u1/files/f3', Readable.from(['5']));
    expect(await listFiles(root)).to.deep.equal(['orgs/o/cases/c1/uploads/u1/files/f3']);
  });

  it('delete removes one object; missing is fine', async () => {
    await storage.put('a/1', Readable.from(['1']));
    await storage.put('a/2', Readable.from(['2']));
    await storage.delete('a/1');
    await storage.delete('a/1');
    await storage.delete('nothing/here');
    await storage.delete('a'); // a prefix, not an object: nothing happens
    expect(await listFiles(root)).to.deep.equal(['a/2']);
  });

  it('deletePrefix removes everything under the prefix and nothing else', async () => {
    for (const key of ['p/1', 'p/q/2', 'p2/3', 'other/4']) await storage.put(key, Readable.from(['x']));
    await storage.deletePrefix('p');
    await storage.deletePrefix('missing');
    expect(await listFiles(root)).to.deep.equal(['other/4', 'p2/3']);
  });

  it('deletePrefix removes a prefix emptied by moves (its directory too) and a prefix that names an object', async () => {
    await storage.put('tmp/u/0', Readable.from(['x']));
    await storage.move('tmp/u/0', 'kept/0');
    await storage.deletePrefix('tmp/u');
    expect(existsSync(path.join(root, 'tmp', 'u'))).to.equal(false);
    await storage.put('f', Readable.from(['y']));
    await storage.deletePrefix('f');
    expect(await listFiles(root)).to.deep.equal(['kept/0']);
  });

  it('put gathers the chunks of a small object into one write (each write is a trip to the thread pool)', async () => {
    // The FileHandle class is not exported: its prototype is taken from an open handle.
    const probe = await fs.open(path.join(base, 'probe'), 'w');
    const proto = Object.getPrototypeOf(probe) as { write: (...a: unknown[]) => unknown; writev: (...a: unknown[]) => unknown };
    await probe.close();
    const calls: string[] = [];
    const { write, writev } = proto;
    proto.write = function (this: unknown, ...a: unknown[]) {
      calls.push('write');
      return write.apply(this, a);
    };
    proto.writev = function (this: unknown, ...a: unknown[]) {
      calls.push('writev');
      return writev.apply(this, a);
    };
    try {
      // A 200 KB upload as the network hands it over: four chunks.
      const chunks = [0, 1, 2, 3].map((i) => Buffer.alloc(50 * 1024, i));
      const result = await storage.put('u/0', Readable.from(chunks));
      expect(calls).to.deep.equal(['writev']);
      expect(result).to.deep.equal({ size: 200 * 1024, sha256: sha256(Buffer.concat(chunks)) });
    } finally {
      proto.write = write;
      proto.writev = writev;
    }
  });

  it('put of an object of several write batches keeps every byte in order', async () => {
    // Chunk sizes that never line up with WRITE_BATCH_BYTES.
    const chunks = Array.from({ length: 40 }, (_, i) => Buffer.alloc(37 * 1024 + i, i));
    const whole = Buffer.concat(chunks);
    expect(whole.length).to.be.above(2 * WRITE_BATCH_BYTES);
    const result = await storage.put('big/1', Readable.from(chunks));
    expect(result).to.deep.equal({ size: whole.length, sha256: sha256(whole) });
    expect((await fs.readFile(path.join(root, 'big', '1'))).equals(whole)).to.equal(true);
  });

  it('put with maxBytes aborts, deletes the partial object and carries the limit', async () => {
    let produced = 0;
    // An endless source: the write must stop by itself.
    const endless = new Readable({
      read() {
        produced += 16 * 1024;
        this.push(Buffer.alloc(16 * 1024, 1));
      },
    });
    const err = await rejection(storage.put('big/0', endless, { maxBytes: 100_000 }));
    expect(err).to.be.instanceOf(StorageLimitError);
    expect((err as StorageLimitError).limit).to.equal(100_000);
    expect(produced).to.be.below(1024 * 1024);
    expect(await storage.stat('big/0')).to.equal(null);
    expect(await listFiles(root)).to.deep.equal([]);
  });

  it('put at exactly maxBytes succeeds', async () => {
    const result = await storage.put('exact', Readable.from([Buffer.alloc(1000)]), { maxBytes: 1000 });
    expect(result.size).to.equal(1000);
  });

  it('a failing source leaves nothing behind', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    const err = await rejection(storage.put('f/0', failing));
    expect((err as Error).message).to.equal('client went away');
    expect(await listFiles(root)).to.deep.equal([]);
  });

  it('a scratch put writes in place, with no temporary file and no rename (one call fewer per upload)', async () => {
    await storage.put('tmp/warm', Readable.from(['w']), { scratch: true });
    const { rename } = fs;
    let renames = 0;
    fs.rename = ((...a: Parameters<typeof rename>) => (renames++, rename(...a))) as typeof rename;
    const chunks = [Buffer.from('scratch '), Buffer.from('data')];
    let result;
    try {
      result = await storage.put('tmp/s-0', Readable.from(chunks), { scratch: true });
    } finally {
      fs.rename = rename;
    }
    expect(renames).to.equal(0);
    expect(result).to.deep.equal({ size: 12, sha256: sha256('scratch data') });
    expect(await text(await storage.get('tmp/s-0'))).to.equal('scratch data');
    // An existing object is replaced, as by any put.
    await storage.put('tmp/s-0', Readable.from(['again']), { scratch: true });
    expect(await text(await storage.get('tmp/s-0'))).to.equal('again');
  });

  it('a failed scratch put keeps nothing: over maxBytes, a failing source, its directory removed behind the store', async () => {
    const endless = new Readable({
      read() {
        this.push(Buffer.alloc(16 * 1024, 1));
      },
    });
    expect(await rejection(storage.put('tmp/big', endless, { maxBytes: 100_000, scratch: true }))).to.be.instanceOf(StorageLimitError);
    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    expect(((await rejection(storage.put('tmp/f', failing, { scratch: true }))) as Error).message).to.equal('client went away');
    expect(await listFiles(root)).to.deep.equal([]);
    // The directory is known to the store from the writes above; gone, it is made again.
    await fs.rm(path.join(root, 'tmp'), { recursive: true });
    await storage.put('tmp/after', Readable.from(['x']), { scratch: true });
    expect(await listFiles(root)).to.deep.equal(['tmp/after']);
  });

  it('put aborts no AbortController (stream.pipeline aborts one, with a DOMException, on every write)', async () => {
    const { abort } = AbortController.prototype;
    let aborts = 0;
    AbortController.prototype.abort = function (this: AbortController, ...a: Parameters<typeof abort>) {
      aborts++;
      return abort.apply(this, a);
    };
    try {
      await storage.put('a/plain', Readable.from([Buffer.from('x')]));
      await storage.put('a/scratch', Readable.from([Buffer.from('y')]), { scratch: true });
    } finally {
      AbortController.prototype.abort = abort;
    }
    expect(aborts).to.equal(0);
    expect(await listFiles(root)).to.deep.equal(['a/plain', 'a/scratch']);
  });

  it('a source closed before its end fails the put and leaves nothing behind', async () => {
    const cut = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        // Destroyed without an error: it never ends.
        setImmediate(() => this.destroy());
      },
    });
    const err = await rejection(storage.put('c/0', cut));
    expect((err as NodeJS.ErrnoException).code).to.equal('ERR_STREAM_PREMATURE_CLOSE');
    expect(await listFiles(root)).to.deep.equal([]);
  });

  describe('key validation: nothing is ever addressed outside the root', () => {
    const bad: [string, { given: string }][] = [
      ['parent traversal', { given: '../x' }],
      ['traversal inside', { given: 'a/../../x' }],
      ['absolute path', { given: '/abs' }],
      ['empty segment', { given: 'a//b' }],
      ['trailing slash', { given: 'a/' }],
      ['empty key', { given: '' }],
      ['dot segment', { given: 'a/./b' }],
      ['dot-name (reserved for the temp area)', { given: '.tmp/x' }],
      ['backslash', { given: 'a\\..\\x' }],
      ['space', { given: 'a b' }],
      ['non-ASCII', { given: 'café' }],
      ['NUL', { given: 'a\u0000b' }],
      ['too long', { given: 'a'.repeat(600) }],
    ];
    for (const [name, { given }] of bad) {
      it(`refuses ${name}: ${JSON.stringify(given).slice(0, 40)}`, async () => {
        for (const op of [
          () => storage.put(given, Readable.from(['x'])),
          () => storage.get(given),
          () => storage.stat(given),
          () => storage.move(given, 'ok'),
          () => storage.move('ok', given),
          () => storage.delete(given),
          () => storage.deletePrefix(given),
        ]) {
          expect(await rejection(op())).to.be.instanceOf(InvalidStorageKeyError);
        }
        expect(() => storage.localPath(given)).to.throw(InvalidStorageKeyError);
        expect(existsSync(path.join(base, 'x'))).to.equal(false);
      });
    }

    const good: [string, { given: string }][] = [
      ['nested', { given: 'cases/0123456789abcdef01234567/files/0' }],
      ['dots, dashes and underscores inside a segment', { given: 'a.b-c_d/e..f' }],
    ];
    for (const [name, { given }] of good) {
      it(`accepts ${name}: ${given}`, async () => {
        await storage.put(given, Readable.from(['ok']));
        expect(await storage.stat(given)).to.deep.equal({ size: 2 });
      });
    }
  });
});
