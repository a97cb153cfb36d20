import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { expect } from 'chai';
import { receiveMultipart, UploadRejected, type ReceiveMultipartOptions, type ReceivedForm } from '../../src/api/uploads/multipart';
import { LocalDirectoryStorage, type ObjectStorage } from '../../src/storage';

const KiB = 1024;
const MiB = 1024 * KiB;
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

const pdf = (size: number): Buffer => {
  const b = randomBytes(size);
  Buffer.from('%PDF-1.7\n').copy(b);
  return b;
};
/** A Blob of the bytes (copied into a plain ArrayBuffer, as Blob's typing requires). */
const blob = (data: Buffer | string, type?: string): Blob =>
  new Blob([typeof data === 'string' ? data : new Uint8Array(data)], type ? { type } : {});
const png = (): Buffer => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(2000)]);

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

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart body written by hand, for what FormData cannot express (raw names, malformed bodies). */
function multipartBody(boundary: string, parts: Part[], close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename !== undefined) head += `; filename="${p.filename}"`;
    head += '\r\n';
    if (p.contentType) head += `Content-Type: ${p.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`, 'utf8'), Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data, 'utf8'), Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

interface RawResponse {
  status: number;
  body: string;
}

/** POSTs `body` with http.request (exact headers and bytes), resolving with the response. */
function rawPost(url: string, headers: Record<string, string | number>, body: Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('receiveMultipart (POST /cases intake, decision "Errors")', () => {
  let base: string;
  let root: string;
  let storage: LocalDirectoryStorage;
  let server: http.Server;
  let url: string;
  let requestNo = 0;
  let lastPrefix = '';
  /** What the server had read of the last rejected request's connection when it answered. */
  let readWhenRejected = 0;
  let limits: Omit<ReceiveMultipartOptions, 'tempPrefix'>;
  /** The storage the server writes to: `storage`, unless a test puts a slower one in front of it. */
  let serverStorage: ObjectStorage;

  const defaults: Omit<ReceiveMultipartOptions, 'tempPrefix'> = {
    maxFiles: 20,
    maxFileBytes: 100 * MiB,
    maxTotalBytes: 100 * MiB,
    maxFieldBytes: 64 * KiB,
    fileField: 'files',
  };

  before(async () => {
    base = await fs.mkdtemp(path.join(os.tmpdir(), 'multipart-test-'));
    root = path.join(base, 'storage');
    storage = new LocalDirectoryStorage(root);
    // A stand-in for the lead's handler: the decision "Errors" error body for rejections.
    server = http.createServer(async (req, res) => {
      lastPrefix = `uploads/req-${++requestNo}`;
      try {
        const form = await receiveMultipart(req, serverStorage, { ...limits, tempPrefix: lastPrefix });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(form));
      } catch (err) {
        if (err instanceof UploadRejected) {
          readWhenRejected = req.socket.bytesRead;
          const { statusCode, message, details } = err;
          res.writeHead(statusCode, { 'content-type': 'application/json' }).end(JSON.stringify({ statusCode, message, details }));
        } else {
          res.writeHead(500).end(String(err));
        }
      }
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/cases`;
  });
  after(async () => {
    server.closeAllConnections();
    server.close();
    await fs.rm(base, { recursive: true, force: true });
  });
  beforeEach(() => {
    limits = { ...defaults };
    serverStorage = storage;
  });

  /** Nothing of the last request is stored: no object under its prefix, no temporary file. */
  async function expectNothingStored(): Promise<void> {
    expect(await listFiles(path.join(root, ...lastPrefix.split('/')))).to.deep.equal([]);
    expect(await listFiles(path.join(root, '.tmp'))).to.deep.equal([]);
  }

  const postForm = (fd: FormData) => fetch(url, { method: 'POST', body: fd });

  it('stores two PDFs under the temp prefix by index, with sizes and sha256, and collects the fields', async () => {
    const a = pdf(300 * KiB);
    const b = pdf(5);
    const fd = new FormData();
    fd.append('externalId', 'cand-1');
    fd.append('files', blob(a), 'transcript.pdf');
    fd.append('note', 'first');
    fd.append('files', blob(b), 'diploma.pdf');
    fd.append('note', 'second');
    fd.append('note', 'third');
    // Names that would break a plain object used as a map.
    fd.append('__proto__', 'p');
    fd.append('constructor', 'c');
    const res = await postForm(fd);
    expect(res.status).to.equal(200);
    const form = (await res.json()) as ReceivedForm;
    expect(Object.entries(form.fields)).to.deep.equal([
      ['externalId', ['cand-1']],
      ['note', ['first', 'second', 'third']],
      ['__proto__', ['p']],
      ['constructor', ['c']],
    ]);
    expect(form.files).to.deep.equal([
      { index: 0, fileName: 'transcript.pdf', tempKey: `${lastPrefix}/0`, size: a.length, sha256: sha256(a), kind: 'pdf' },
      { index: 1, fileName: 'diploma.pdf', tempKey: `${lastPrefix}/1`, size: b.length, sha256: sha256(b), kind: 'pdf' },
    ]);
    expect((await fs.readFile(storage.localPath(`${lastPrefix}/0`))).equals(a)).to.equal(true);
    expect((await fs.readFile(storage.localPath(`${lastPrefix}/1`))).equals(b)).to.equal(true);
    expect(await listFiles(path.join(root, '.tmp'))).to.deep.equal([]);
  });

  it('decides the kind by content, whatever the name or declared type says', async () => {
    const fd = new FormData();
    fd.append('files', blob(png(), 'application/pdf'), 'scan.pdf');
    fd.append('files', blob(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])), 'photo.png');
    fd.append('files', blob(Buffer.concat([Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'), randomBytes(100)])), 'x.bin');
    fd.append('files', blob(Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), randomBytes(100)])), 'docs');
    const res = await postForm(fd);
    expect(res.status).to.equal(200);
    const form = (await res.json()) as ReceivedForm;
    expect(form.files.map((f) => [f.fileName, f.kind])).to.deep.equal([
      ['scan.pdf', 'png'],
      ['photo.png', 'jpeg'],
      ['x.bin', 'webp'],
      ['docs', 'zip'],
    ]);
  });

  it('keeps file names only as display names: UTF-8 decoded, path and control characters stripped, capped', async () => {
    const boundary = 'XyZ-boundary-1';
    const body = multipartBody(boundary, [
      { name: 'files', filename: 'C:\\Users\\x\\Zeugnis-Müller-日本.pdf', data: pdf(100) },
      { name: 'files', filename: '../../etc/passwd.pdf', data: pdf(100) },
      // Control characters cannot appear in a header; a bidi override can (as UTF-8).
      { name: 'files', filename: 'bad\u202ename.pdf', data: pdf(100) },
      { name: 'files', filename: `${'n'.repeat(400)}.pdf`, data: pdf(100) },
      // What a browser sends for a file without a name (busboy needs the type to see a file).
      { name: 'files', filename: '', contentType: 'application/octet-stream', data: pdf(100) },
      { name: 'files', filename: 'dir/..', data: pdf(100) },
    ]);
    const res = await rawPost(url, { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length }, body);
    expect(res.status, res.body).to.equal(200);
    const form = JSON.parse(res.body) as ReceivedForm;
    expect(form.files.map((f) => f.fileName)).to.deep.equal(['Zeugnis-Müller-日本.pdf', 'passwd.pdf', 'badname.pdf', 'n'.repeat(255), 'file-5', 'file-6']);
    expect(form.files.map((f) => f.tempKey)).to.deep.equal([0, 1, 2, 3, 4, 5].map((i) => `${lastPrefix}/${i}`));
  });

  // Rejections: status, and nothing of the request left in storage.
  const rejections: [string, { given: () => { limits?: Partial<ReceiveMultipartOptions>; form: FormData }; want: { status: number; message: RegExp } }][] = [
    [
      '21 files',
      {
        given: () => {
          const fd = new FormData();
          for (let i = 0; i < 21; i++) fd.append('files', blob(pdf(10 * KiB)), `f${i}.pdf`);
          return { form: fd };
        },
        want: { status: 400, message: /At most 20 files/ },
      },
    ],
    [
      'a text file named x.pdf (415 names the file)',
      {
        given: () => {
          const fd = new FormData();
          fd.append('files', blob(pdf(50 * KiB)), 'good.pdf');
          fd.append('files', blob('just some text, not a PDF at all\n'.repeat(100), 'application/pdf'), 'x.pdf');
          return { form: fd };
        },
        want: { status: 415, message: /"x\.pdf" is not a PDF, PNG, JPEG, WebP or ZIP/ },
      },
    ],
    [
      'a short text file (decided at its end)',
      {
        given: () => {
          const fd = new FormData();
          fd.append('files', blob('hello'), 'tiny.pdf');
          return { form: fd };
        },
        want: { status: 415, message: /"tiny\.pdf"/ },
      },
    ],
    [
      'a file over maxFileBytes',
      {
        given: () => {
          const fd = new FormData();
          fd.append('files', blob(pdf(100 * KiB)), 'ok.pdf');
          fd.append('files', blob(pdf(8 * MiB)), 'big.pdf');
          return { limits: { maxFileBytes: 512 * KiB }, form: fd };
        },
        want: { status: 413, message: /"big\.pdf" is larger than 524288 bytes/ },
      },
    ],
    [
      'files together over maxTotalBytes',
      {
        given: () => {
          const fd = new FormData();
          for (let i = 0; i < 3; i++) fd.append('files', blob(pdf(400 * KiB)), `p${i}.pdf`);
          return { limits: { maxFileBytes: 512 * KiB, maxTotalBytes: 1 * MiB }, form: fd };
        },
        want: { status: 413, message: /together are larger than 1 MiB/ },
      },
    ],
    [
      'a file part in another field',
      {
        given: () => {
          const fd = new FormData();
          fd.append('files', blob(pdf(1000)), 'a.pdf');
          fd.append('attachment', blob(pdf(1000)), 'b.pdf');
          return { form: fd };
        },
        want: { status: 400, message: /only in the "files" field/ },
      },
    ],
    [
      'a text value in the file field',
      {
        given: () => {
          const fd = new FormData();
          fd.append('files', 'not a file');
          return { form: fd };
        },
        want: { status: 400, message: /"files" must be a file part/ },
      },
    ],
    [
      'an empty file',
      {
        given: () => {
          const fd = new FormData();
          fd.append('files', blob(pdf(1000)), 'a.pdf');
          fd.append('files', blob(''), 'empty.pdf');
          return { form: fd };
        },
        want: { status: 400, message: /"empty\.pdf" is empty/ },
      },
    ],
    [
      'a field over maxFieldBytes',
      {
        given: () => {
          const fd = new FormData();
          fd.append('metadata', 'x'.repeat(2000));
          return { limits: { maxFieldBytes: 1000 }, form: fd };
        },
        want: { status: 400, message: /"metadata" is longer than 1000 bytes/ },
      },
    ],
  ];
  for (const [name, { given, want }] of rejections) {
    it(`rejects ${name} with ${want.status}, the client reads the error, nothing stays stored`, async () => {
      const { limits: extra, form } = given();
      Object.assign(limits, extra);
      // fetch would throw (ECONNRESET, "other side closed") if the connection were cut before the response.
      const res = await postForm(form);
      const text = await res.text();
      expect(res.status, text).to.equal(want.status);
      const body = JSON.parse(text) as { statusCode: number; message: string };
      expect(body.statusCode).to.equal(want.status);
      expect(body.message).to.match(want.message);
      await expectNothingStored();
    });
  }

  it('413 from Content-Length alone, before reading the body', async () => {
    limits.maxTotalBytes = 1 * MiB;
    const boundary = 'b0';
    const body = multipartBody(boundary, [{ name: 'files', filename: 'big.pdf', data: pdf(3 * MiB) }]);
    const res = await rawPost(url, { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length }, body);
    expect(res.status).to.equal(413);
    expect(JSON.parse(res.body).message).to.match(/larger than 1 MiB/);
    await expectNothingStored();
  });

  const malformed: [string, { given: { contentType: string; body: Buffer }; want: RegExp }][] = [
    ['a JSON body', { given: { contentType: 'application/json', body: Buffer.from('{"files":[]}') }, want: /must be multipart\/form-data/ }],
    [
      'a urlencoded body',
      { given: { contentType: 'application/x-www-form-urlencoded', body: Buffer.from('a=1') }, want: /must be multipart\/form-data/ },
    ],
    ['multipart without a boundary', { given: { contentType: 'multipart/form-data', body: Buffer.from('--x--\r\n') }, want: /Malformed multipart/ }],
    [
      'a body cut off inside a file part',
      {
        given: {
          contentType: 'multipart/form-data; boundary=cut',
          body: multipartBody('cut', [{ name: 'files', filename: 'a.pdf', data: pdf(200 * KiB) }], false).subarray(0, 100 * KiB),
        },
        want: /Malformed multipart|Unexpected end/,
      },
    ],
    [
      'a body without the closing boundary',
      {
        given: { contentType: 'multipart/form-data; boundary=nc', body: multipartBody('nc', [{ name: 'files', filename: 'a.pdf', data: pdf(1000) }], false) },
        want: /Unexpected end of form/,
      },
    ],
    [
      'a malformed part header',
      {
        given: { contentType: 'multipart/form-data; boundary=mh', body: Buffer.from('--mh\r\nContent-Disposition form-data\r\n\r\nx\r\n--mh--\r\n') },
        want: /Malformed/,
      },
    ],
  ];
  for (const [name, { given, want }] of malformed) {
    it(`400 for ${name}`, async () => {
      const res = await rawPost(url, { 'content-type': given.contentType, 'content-length': given.body.length }, given.body);
      expect(res.status).to.equal(400);
      expect(JSON.parse(res.body).message).to.match(want);
      await expectNothingStored();
    });
  }

  it('413 for a chunked body over the request bound, even in parts busboy skips', async () => {
    limits.maxTotalBytes = 1 * MiB;
    const boundary = 'ch';
    // A part without Content-Disposition is skipped by the parser: only the raw count sees it.
    const junk = Buffer.concat([Buffer.from(`--${boundary}\r\nX-Junk: 1\r\n\r\n`), Buffer.alloc(3 * MiB, 'j'), Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const res = await new Promise<RawResponse>((resolve, reject) => {
      const req = http.request(url, { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }, (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => resolve({ status: r.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      });
      req.on('error', reject);
      // No Content-Length: Node sends it chunked.
      for (let i = 0; i < junk.length; i += 64 * KiB) req.write(junk.subarray(i, i + 64 * KiB));
      req.end();
    });
    expect(res.status).to.equal(413);
    await expectNothingStored();
  });

  it('deletes what was stored when the client goes away mid-upload', async () => {
    const port = (server.address() as net.AddressInfo).port;
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.on('error', () => undefined);
    const boundary = 'gone';
    const head = multipartBody(boundary, [{ name: 'files', filename: 'a.pdf', data: pdf(100 * KiB) }], false);
    socket.write(
      `POST /cases HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${50 * MiB}\r\n\r\n`,
    );
    // A complete first file, then the start of a second one.
    socket.write(head);
    socket.write(multipartBody(boundary, [{ name: 'files', filename: 'b.pdf', data: pdf(512 * KiB) }], false).subarray(0, 400 * KiB));
    const prefixDir = () => path.join(root, ...lastPrefix.split('/'));
    const deadline = Date.now() + 5000;
    // Temporary files are scratch keys written in place (PutOptions.scratch): the first is stored
    // once it has all its bytes; the second, still arriving, may be there in part under its own key.
    const firstStored = async () => (await fs.stat(path.join(prefixDir(), '0')).catch(() => null))?.size === 100 * KiB;
    while (!(await firstStored()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(await firstStored(), 'first file stored while the request is open').to.equal(true);
    expect(['0', '1']).to.include.members(await listFiles(prefixDir()));
    socket.destroy();
    while ((await listFiles(prefixDir())).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    await expectNothingStored();
  });

  it('cuts off a client that keeps sending past the drain bound after a rejection', async () => {
    limits.maxFileBytes = 64 * KiB;
    limits.drainLimitBytes = 256 * KiB;
    const port = (server.address() as net.AddressInfo).port;
    // What the server drained is measured on its own socket: what this client manages to send is
    // mostly what the kernel buffers on the loopback while the server is paused for its clean-up
    // (autotuned up to tens of MiB, net.ipv4.tcp_rmem), and what the server reads before it notices
    // the refusal is one burst of reads (libuv reads a ready socket up to 32 times in a row): both
    // grow with the machine's load. The drain bound is the server's reading after its answer.
    const accepted = once(server, 'connection') as Promise<[net.Socket]>;
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    const [serverSide] = await accepted;
    socket.write(
      'POST /cases HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=inf\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    const chunk = (b: Buffer) => socket.write(`${b.length.toString(16)}\r\n${b.toString('latin1')}\r\n`, 'latin1');
    chunk(Buffer.from('--inf\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1.7\n'));
    let response = '';
    socket.on('data', (d: Buffer) => (response += d.toString('latin1')));
    let sent = 0;
    let closed = false;
    socket.on('error', () => undefined);
    socket.on('close', () => (closed = true));
    const filler = Buffer.alloc(32 * KiB, 'a');
    // An endless file: the server must stop it, not run out of memory or disk.
    while (!closed && sent < 64 * MiB) {
      if (!chunk(filler)) await Promise.race([once(socket, 'drain'), once(socket, 'close')]).catch(() => undefined);
      sent += filler.length;
    }
    expect(closed, 'socket closed by the server').to.equal(true);
    expect(serverSide.destroyed, 'the server cut the connection off').to.equal(true);
    // The drain bound, and the burst of socket reads in which the server passed it: libuv reads a
    // ready socket up to 32 times in a row, 64 KiB each, before the data reaches the drain's
    // listener (CI saw 1.55 MiB past the bound, and once exactly the whole burst: the read that crossed the bound
    // plus 32 full ones, which is the most the server may read, so the bound is inclusive). Without the cut-off the
    // client sends 64 MiB.
    expect(serverSide.bytesRead - readWhenRejected).to.be.at.most(limits.drainLimitBytes! + 32 * 64 * KiB + 64 * KiB);
    expect(response).to.match(/^HTTP\/1\.1 413/);
    await expectNothingStored();
  });

  it('does not call a client idle while the request waits on storage (backpressure is no stalled upload)', async function () {
    this.timeout(20_000);
    limits.idleTimeoutMs = 300;
    // Storage that starts reading each file 1.5 s late, as a busy disk would: the pipe pauses the request meanwhile.
    serverStorage = Object.assign(Object.create(storage) as ObjectStorage, {
      put: async (key: string, source: NodeJS.ReadableStream, opts?: Parameters<ObjectStorage['put']>[2]) => {
        await new Promise((r) => setTimeout(r, 1500));
        return storage.put(key, source, opts);
      },
    });
    const data = pdf(8 * MiB);
    const fd = new FormData();
    fd.append('files', blob(data), 'big.pdf');
    const res = await postForm(fd);
    expect(res.status).to.equal(200);
    const form = (await res.json()) as ReceivedForm;
    expect(form.files.map((f) => [f.size, f.sha256])).to.deep.equal([[data.length, sha256(data)]]);
  });

  it('streams a 100 MiB file to storage without holding it in memory', async function () {
    this.timeout(120_000);
    const boundary = 'mem-test-boundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.pdf"\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const size = 100 * MiB;
    const block = randomBytes(1 * MiB);
    const first = Buffer.from(block);
    Buffer.from('%PDF-1.7\n').copy(first);
    const hash = createHash('sha256');

    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    try {
      const res = await new Promise<RawResponse>((resolve, reject) => {
        const req = http.request(
          url,
          {
            method: 'POST',
            headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + size + tail.length },
          },
          (r) => {
            const chunks: Buffer[] = [];
            r.on('data', (c: Buffer) => chunks.push(c));
            r.on('end', () => resolve({ status: r.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
          },
        );
        req.on('error', reject);
        void (async () => {
          req.write(head);
          for (let i = 0; i < size / block.length; i++) {
            const b = i === 0 ? first : block;
            hash.update(b);
            // Honour backpressure on the client side too, so only the server's behaviour is measured.
            if (!req.write(b)) await once(req, 'drain');
          }
          req.end(tail);
        })();
      });
      expect(res.status, res.body).to.equal(200);
      const form = JSON.parse(res.body) as ReceivedForm;
      expect(form.files).to.have.length(1);
      expect(form.files[0].size).to.equal(size);
      expect(form.files[0].sha256).to.equal(hash.digest('hex'));
      expect((await fs.stat(storage.localPath(form.files[0].tempKey))).size).to.equal(size);
    } finally {
      clearInterval(sampler);
    }
    const growth = (peak - baseline) / MiB;
    console.log(`      peak RSS growth while streaming 100 MiB: ${growth.toFixed(1)} MiB`);
    expect(growth).to.be.below(96);
  });
});
