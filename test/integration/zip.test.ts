import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import { expect } from 'chai';
import yazl from 'yazl';
import { LocalDirectoryStorage, type ObjectStorage } from '../../src/storage';
import { expandZip, unsafeMemberName, ZipRejected, type ExpandZipOptions, type ZipMember } from '../../src/storage/zip';

const KiB = 1024;
const MiB = 1024 * KiB;
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

const pdf = (size: number): Buffer => {
  const b = randomBytes(size);
  Buffer.from('%PDF-1.7\n').copy(b);
  return b;
};
const png = (): Buffer => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(3000)]);

interface ZipEntrySpec {
  name: string;
  data?: Buffer;
  compress?: boolean;
  directory?: boolean;
}

/** A ZIP written by yazl, in memory. */
async function buildZip(entries: ZipEntrySpec[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const e of entries) {
    if (e.directory) zip.addEmptyDirectory(e.name);
    else zip.addBuffer(e.data ?? Buffer.alloc(0), e.name, { compress: e.compress ?? true });
  }
  zip.end();
  return readAll(zip.outputStream as unknown as Readable);
}

/**
 * Replaces every occurrence of `from` by `to` (same length) in the archive: the name is stored
 * in both the local header and the central directory, and no checksum covers it. This is how
 * the hostile names that yazl refuses to write are made.
 */
function patchName(zip: Buffer, from: string, to: string): Buffer {
  expect(Buffer.byteLength(from)).to.equal(Buffer.byteLength(to));
  const out = Buffer.from(zip);
  const needle = Buffer.from(from);
  let at = out.indexOf(needle);
  let count = 0;
  while (at !== -1) {
    Buffer.from(to).copy(out, at);
    count += 1;
    at = out.indexOf(needle, at + needle.length);
  }
  expect(count, `occurrences of ${from}`).to.equal(2);
  return out;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;

/** Offsets of every local and central header whose name is `name`. */
function headersOf(zip: Buffer, name: string): { local: number; central: number } {
  let local = -1;
  let central = -1;
  for (let i = 0; i + 4 <= zip.length; i++) {
    const sig = zip.readUInt32LE(i);
    if (sig === LOCAL_HEADER && zip.toString('utf8', i + 30, i + 30 + zip.readUInt16LE(i + 26)) === name) local = i;
    if (sig === CENTRAL_HEADER && zip.toString('utf8', i + 46, i + 46 + zip.readUInt16LE(i + 28)) === name) central = i;
  }
  expect(local, `local header of ${name}`).to.be.at.least(0);
  expect(central, `central header of ${name}`).to.be.at.least(0);
  return { local, central };
}

/** Sets general-purpose bit 0 (encrypted) on a member, in both headers. */
function markEncrypted(zip: Buffer, name: string): Buffer {
  const out = Buffer.from(zip);
  const { local, central } = headersOf(out, name);
  out.writeUInt16LE(out.readUInt16LE(local + 6) | 1, local + 6);
  out.writeUInt16LE(out.readUInt16LE(central + 8) | 1, central + 8);
  return out;
}

/** Makes the central directory understate a member's uncompressed size. */
function understateSize(zip: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zip);
  const { central } = headersOf(out, name);
  out.writeUInt32LE(size, central + 24);
  return out;
}

/**
 * An overlapping-member bomb: the central directory lists the same compressed data `copies`
 * times, so every member looks modest while the archive as a whole expands enormously.
 */
function overlapMembers(zip: Buffer, name: string, copies: number): Buffer {
  const { central } = headersOf(zip, name);
  const recordLength = 46 + zip.readUInt16LE(central + 28) + zip.readUInt16LE(central + 30) + zip.readUInt16LE(central + 32);
  const record = zip.subarray(central, central + recordLength);
  const eocd = Buffer.from(zip.subarray(zip.length - 22));
  expect(eocd.readUInt32LE(0)).to.equal(0x06054b50);
  eocd.writeUInt16LE(copies, 8);
  eocd.writeUInt16LE(copies, 10);
  eocd.writeUInt32LE(copies * recordLength, 12);
  return Buffer.concat([zip.subarray(0, central), ...Array.from({ length: copies }, () => record), eocd]);
}

/** About 57:1 under deflate: under the per-member limit of 100:1. */
function compressiblePdf(size: number): Buffer {
  const b = Buffer.alloc(size);
  const noise = randomBytes(size / 200);
  for (let i = 0; i < noise.length; i++) b[i * 200] = noise[i];
  Buffer.from('%PDF-1.7\n').copy(b);
  return b;
}

/** Every regular file under `dir`, relative and `/`-separated; [] when `dir` does not exist. */
async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
      .sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

async function rejection(p: Promise<unknown>): Promise<Error> {
  try {
    await p;
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected a rejection');
}

describe('expandZip (ZIP uploads, decision "Further open points")', () => {
  let base: string;
  let root: string;
  let storage: LocalDirectoryStorage;
  const ZIP_KEY = 'uploads/req-1/0';
  const OUT = 'uploads/req-1/0-members';
  const opts = (over: Partial<ExpandZipOptions> = {}): ExpandZipOptions => ({
    outPrefix: OUT,
    zipFileName: 'docs.zip',
    maxEntries: 1000,
    maxMemberBytes: 100 * MiB,
    maxTotalBytes: 100 * MiB,
    maxRatio: 100,
    ...over,
  });

  beforeEach(async () => {
    base = await fs.mkdtemp(path.join(os.tmpdir(), 'zip-test-'));
    root = path.join(base, 'storage');
    storage = new LocalDirectoryStorage(root);
  });
  afterEach(async () => fs.rm(base, { recursive: true, force: true }));

  const store = (zip: Buffer) => storage.put(ZIP_KEY, Readable.from([zip]));
  const stored = (key: string) => fs.readFile(storage.localPath(key));

  /** The ZIP was refused and nothing of it was kept, inside or outside the storage root. */
  async function expectRefusedCleanly(err: Error, message: RegExp): Promise<void> {
    expect(err).to.be.instanceOf(ZipRejected);
    expect((err as ZipRejected).statusCode).to.equal(400);
    expect(err.message).to.match(message);
    expect(await listFiles(root)).to.deep.equal([ZIP_KEY]);
    // Only the storage root was ever created in the test directory.
    expect(await fs.readdir(base)).to.deep.equal(['storage']);
    for (const dir of [base, path.dirname(base), root, path.join(root, 'uploads'), process.cwd()]) {
      expect(existsSync(path.join(dir, 'evil.pdf')), `evil.pdf in ${dir}`).to.equal(false);
    }
  }

  it('extracts accepted members by index and lists the others as unsupported, named <zip>/<path>', async () => {
    const a = pdf(200 * KiB);
    const b = pdf(10 * KiB);
    const image = png();
    await store(
      await buildZip([
        { name: 'transcripts/', directory: true },
        { name: 'transcripts/a.pdf', data: a },
        { name: 'notes.txt', data: Buffer.from('just a note\n'.repeat(50)) },
        { name: 'b.pdf', data: b, compress: false },
        { name: 'scans/photo.dat', data: image },
      ]),
    );
    const members = await expandZip(storage, ZIP_KEY, opts());
    expect(members).to.deep.equal([
      { index: 0, fileName: 'docs.zip/transcripts/a.pdf', status: 'accepted', kind: 'pdf', key: `${OUT}/0`, size: a.length, sha256: sha256(a) },
      { index: 1, fileName: 'docs.zip/notes.txt', status: 'unsupported', reason: 'not a PDF, PNG, JPEG or WebP file' },
      { index: 2, fileName: 'docs.zip/b.pdf', status: 'accepted', kind: 'pdf', key: `${OUT}/2`, size: b.length, sha256: sha256(b) },
      { index: 3, fileName: 'docs.zip/scans/photo.dat', status: 'accepted', kind: 'png', key: `${OUT}/3`, size: image.length, sha256: sha256(image) },
    ] satisfies ZipMember[]);
    expect((await stored(`${OUT}/0`)).equals(a)).to.equal(true);
    expect((await stored(`${OUT}/2`)).equals(b)).to.equal(true);
    expect(await listFiles(root)).to.deep.equal([ZIP_KEY, `${OUT}/0`, `${OUT}/2`, `${OUT}/3`].sort());
  });

  it('also works on a storage that only streams (the archive is spooled to a temporary file)', async () => {
    const a = pdf(50 * KiB);
    await store(await buildZip([{ name: 'a.pdf', data: a }]));
    // The real storage, seen only through the interface, without localPath.
    const streamsOnly: ObjectStorage = {
      put: (k, s, o) => storage.put(k, s, o),
      get: (k) => storage.get(k),
      stat: (k) => storage.stat(k),
      move: (f, t) => storage.move(f, t),
      delete: (k) => storage.delete(k),
      deletePrefix: (p) => storage.deletePrefix(p),
    };
    const before = (await fs.readdir(os.tmpdir())).filter((n) => n.startsWith('zip-') && !n.startsWith('zip-test-'));
    const members = await expandZip(streamsOnly, ZIP_KEY, opts());
    expect(members.map((m) => [m.status, m.sha256])).to.deep.equal([['accepted', sha256(a)]]);
    const after = (await fs.readdir(os.tmpdir())).filter((n) => n.startsWith('zip-') && !n.startsWith('zip-test-'));
    expect(after, 'temporary copy removed').to.deep.equal(before);
  });

  const unsupported: [string, { given: () => Promise<{ zip: Buffer; over?: Partial<ExpandZipOptions> }>; want: { name: string; reason: RegExp } }][] = [
    [
      'a nested ZIP',
      {
        given: async () => ({ zip: await buildZip([{ name: 'inner.zip', data: await buildZip([{ name: 'x.pdf', data: pdf(1000) }]) }]) }),
        want: { name: 'docs.zip/inner.zip', reason: /nested ZIP/ },
      },
    ],
    [
      'a nested ZIP named like a PDF (content decides)',
      {
        given: async () => ({ zip: await buildZip([{ name: 'x.pdf', data: await buildZip([{ name: 'y.pdf', data: pdf(1000) }]) }]) }),
        want: { name: 'docs.zip/x.pdf', reason: /nested ZIP/ },
      },
    ],
    [
      'an encrypted member (general-purpose bit 0)',
      {
        given: async () => ({ zip: markEncrypted(await buildZip([{ name: 'secret.pdf', data: pdf(5000) }]), 'secret.pdf') }),
        want: { name: 'docs.zip/secret.pdf', reason: /encrypted/ },
      },
    ],
    [
      'a member declared over maxMemberBytes',
      {
        given: async () => ({ zip: await buildZip([{ name: 'big.pdf', data: pdf(300 * KiB) }]), over: { maxMemberBytes: 256 * KiB } }),
        want: { name: 'docs.zip/big.pdf', reason: /larger than 262144 bytes/ },
      },
    ],
    [
      'an empty member',
      { given: async () => ({ zip: await buildZip([{ name: 'empty.pdf', data: Buffer.alloc(0) }]) }), want: { name: 'docs.zip/empty.pdf', reason: /empty/ } },
    ],
    [
      'a GIF',
      {
        given: async () => ({ zip: await buildZip([{ name: 'a.gif', data: Buffer.concat([Buffer.from('GIF89a'), randomBytes(500)]) }]) }),
        want: { name: 'docs.zip/a.gif', reason: /not a PDF, PNG, JPEG or WebP/ },
      },
    ],
  ];
  for (const [label, { given, want }] of unsupported) {
    it(`lists ${label} as unsupported and keeps the good members`, async () => {
      const { zip, over } = await given();
      await store(zip);
      const members = await expandZip(storage, ZIP_KEY, opts(over));
      expect(members).to.have.length(1);
      expect(members[0]).to.include({ index: 0, fileName: want.name, status: 'unsupported' });
      expect(members[0].reason).to.match(want.reason);
      expect(members[0]).not.to.have.property('key');
      expect(await listFiles(root)).to.deep.equal([ZIP_KEY]);
    });
  }

  it('an encrypted or nested member does not lose the good ones around it', async () => {
    const good1 = pdf(4000);
    const good2 = png();
    let zip = await buildZip([
      { name: 'good1.pdf', data: good1 },
      { name: 'secret.pdf', data: pdf(4000) },
      { name: 'inner.zip', data: await buildZip([{ name: 'x.pdf', data: pdf(100) }]) },
      { name: 'good2.png', data: good2 },
    ]);
    zip = markEncrypted(zip, 'secret.pdf');
    await store(zip);
    const members = await expandZip(storage, ZIP_KEY, opts());
    expect(members.map((m) => [m.fileName, m.status, m.sha256 ?? null])).to.deep.equal([
      ['docs.zip/good1.pdf', 'accepted', sha256(good1)],
      ['docs.zip/secret.pdf', 'unsupported', null],
      ['docs.zip/inner.zip', 'unsupported', null],
      ['docs.zip/good2.png', 'accepted', sha256(good2)],
    ]);
    expect(await listFiles(root)).to.deep.equal([ZIP_KEY, `${OUT}/0`, `${OUT}/3`].sort());
  });

  const refused: [string, { given: () => Promise<{ zip: Buffer; over?: Partial<ExpandZipOptions> }>; want: RegExp }][] = [
    [
      'a ../ member name',
      {
        given: async () => ({
          zip: patchName(await buildZip([{ name: 'ok.pdf', data: pdf(1000) }, { name: 'xx/evil.pdf', data: pdf(1000) }]), 'xx/evil.pdf', '../evil.pdf'),
        }),
        want: /member name with a "\.\." path segment: "\.\.\/evil\.pdf"/,
      },
    ],
    [
      'a ..\\ (backslash) member name',
      {
        given: async () => ({ zip: patchName(await buildZip([{ name: 'abcevil.pdf', data: pdf(1000) }]), 'abcevil.pdf', '..\\evil.pdf') }),
        want: /"\.\." path segment/,
      },
    ],
    [
      'a deeper traversal a/../../evil.pdf',
      {
        given: async () => ({ zip: patchName(await buildZip([{ name: 'a/xx/yy/evil.pdf', data: pdf(1000) }]), 'a/xx/yy/evil.pdf', 'a/../../evil.pdf') }),
        want: /"\.\." path segment/,
      },
    ],
    [
      'an absolute member name',
      {
        given: async () => ({ zip: patchName(await buildZip([{ name: 'xtmp/evil.pdf', data: pdf(1000) }]), 'xtmp/evil.pdf', '/tmp/evil.pdf') }),
        want: /absolute path/,
      },
    ],
    [
      'a drive-letter member name',
      {
        given: async () => ({ zip: patchName(await buildZip([{ name: 'Cx/evil.pdf', data: pdf(1000) }]), 'Cx/evil.pdf', 'C:/evil.pdf') }),
        want: /drive letter/,
      },
    ],
    [
      '1,001 entries',
      {
        given: async () => ({ zip: await buildZip(Array.from({ length: 1001 }, (_, i) => ({ name: `f${i}.pdf`, data: pdf(20) }))) }),
        want: /more than 1000 entries/,
      },
    ],
    [
      'a 20 MiB member of zeros (ratio over 100:1)',
      {
        given: async () => ({ zip: await buildZip([{ name: 'ok.pdf', data: pdf(1000) }, { name: 'zeros.pdf', data: Buffer.alloc(20 * MiB) }]) }),
        want: /expands more than 100 times \(a ZIP bomb\): "zeros\.pdf"/,
      },
    ],
    [
      'overlapping members that each expand under 100:1 but together far more (whole-archive ratio)',
      {
        given: async () => ({ zip: overlapMembers(await buildZip([{ name: 'a.pdf', data: compressiblePdf(1 * MiB) }]), 'a.pdf', 40) }),
        want: /expands more than 100 times its size \(a ZIP bomb\)/,
      },
    ],
    [
      'a declared total over maxTotalBytes',
      {
        given: async () => ({
          zip: await buildZip([{ name: 'a.pdf', data: pdf(600 * KiB) }, { name: 'b.pdf', data: pdf(600 * KiB) }]),
          over: { maxTotalBytes: 1 * MiB },
        }),
        want: /expands to more than 1 MiB/,
      },
    ],
    [
      'a corrupt archive (no central directory)',
      { given: async () => ({ zip: Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), randomBytes(5000)]) }), want: /not a readable ZIP/ },
    ],
    [
      'a truncated archive',
      {
        given: async () => {
          const zip = await buildZip([{ name: 'a.pdf', data: pdf(10 * KiB) }]);
          return { zip: zip.subarray(0, zip.length - 10) };
        },
        want: /not a readable ZIP/,
      },
    ],
    [
      'a member whose data is damaged (after a good member: nothing is kept)',
      {
        given: async () => {
          const zip = await buildZip([{ name: 'good.pdf', data: pdf(20 * KiB) }, { name: 'bad.pdf', data: pdf(20 * KiB), compress: false }]);
          const { local } = headersOf(zip, 'bad.pdf');
          const out = Buffer.from(zip);
          out[local + 30 + 'bad.pdf'.length + 5000] ^= 0xff;
          return { zip: out };
        },
        want: /corrupt: member "docs\.zip\/bad\.pdf" does not match its CRC-32/,
      },
    ],
    [
      'a member that inflates past its declared size',
      {
        given: async () => {
          const zip = await buildZip([{ name: 'good.pdf', data: pdf(20 * KiB) }, { name: 'liar.pdf', data: pdf(100 * KiB) }]);
          return { zip: understateSize(zip, 'liar.pdf', 50 * KiB) };
        },
        want: /corrupt: member "docs\.zip\/liar\.pdf" (cannot be read|is larger than its declared size)/,
      },
    ],
  ];
  for (const [label, { given, want }] of refused) {
    it(`refuses ${label} as a whole, keeping nothing`, async function () {
      this.timeout(30_000);
      const { zip, over } = await given();
      await store(zip);
      await expectRefusedCleanly(await rejection(expandZip(storage, ZIP_KEY, opts(over))), want);
    });
  }

  describe('unsafeMemberName', () => {
    const cases: [string, { given: string; want: string | null }][] = [
      ['plain', { given: 'a.pdf', want: null }],
      ['nested', { given: 'dir/sub/a.pdf', want: null }],
      ['dots inside names', { given: 'a..b/..c/d..', want: null }],
      ['dot segment', { given: './a.pdf', want: null }],
      ['windows separators', { given: 'dir\\a.pdf', want: null }],
      ['parent', { given: '../a.pdf', want: 'a ".." path segment' }],
      ['parent at the end', { given: 'a/..', want: 'a ".." path segment' }],
      ['backslash parent', { given: 'a\\..\\..\\b', want: 'a ".." path segment' }],
      ['absolute', { given: '/etc/passwd', want: 'an absolute path' }],
      ['UNC', { given: '\\\\server\\share\\a.pdf', want: 'an absolute path' }],
      ['drive letter', { given: 'c:a.pdf', want: 'a drive letter' }],
      ['NUL', { given: 'a.pdf\u0000.txt', want: 'a NUL character' }],
      ['empty', { given: '', want: 'an empty name' }],
    ];
    for (const [name, { given, want }] of cases) {
      it(name, () => expect(unsafeMemberName(given)).to.equal(want));
    }
  });
});
