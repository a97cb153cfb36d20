import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { expect } from 'chai';
import { receiveMultipart, UploadRejected } from '../../src/api/uploads/multipart';
import { LocalDirectoryStorage } from '../../src/storage';

/**
 * Form fields through @koa/multer: kept under their raw names, in order (multer's own field
 * reader would nest `a[b]` and refuse some names), and a value of exactly `maxFieldBytes` is
 * within the bound the error message names ("longer than").
 */
describe('receiveMultipart form fields', () => {
  let base: string;
  let server: http.Server;
  let url: string;
  let requestNo = 0;
  const maxFieldBytes = 1000;

  before(async () => {
    base = await fs.mkdtemp(path.join(os.tmpdir(), 'multipart-fields-'));
    const storage = new LocalDirectoryStorage(path.join(base, 'storage'));
    server = http.createServer(async (req, res) => {
      try {
        const form = await receiveMultipart(req, storage, { tempPrefix: `f/${++requestNo}`, maxFiles: 2, maxFileBytes: 1024, maxTotalBytes: 2048, maxFieldBytes, fileField: 'files' });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(form));
      } catch (err) {
        const status = err instanceof UploadRejected ? err.statusCode : 500;
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ message: (err as Error).message }));
      }
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/`;
  });
  after(async () => {
    server.closeAllConnections();
    server.close();
    await fs.rm(base, { recursive: true, force: true });
  });

  it('keeps every field under its raw name, repeated values in order', async () => {
    const fd = new FormData();
    fd.append('metadata[a]', '1');
    fd.append('__proto__', 'x');
    fd.append('constructor', 'y');
    fd.append('features', 'extraction');
    fd.append('features', 'forensics');
    const res = await fetch(url, { method: 'POST', body: fd });
    expect(res.status).to.equal(200);
    const { fields } = (await res.json()) as { fields: Record<string, string[]> };
    expect(Object.entries(fields)).to.deep.equal([
      ['metadata[a]', ['1']],
      ['__proto__', ['x']],
      ['constructor', ['y']],
      ['features', ['extraction', 'forensics']],
    ]);
  });

  it('accepts a value of exactly maxFieldBytes and refuses one byte more', async () => {
    const ok = new FormData();
    ok.append('metadata', 'x'.repeat(maxFieldBytes));
    expect((await fetch(url, { method: 'POST', body: ok })).status).to.equal(200);
    const over = new FormData();
    over.append('metadata', 'x'.repeat(maxFieldBytes + 1));
    const res = await fetch(url, { method: 'POST', body: over });
    expect(res.status).to.equal(400);
    expect(((await res.json()) as { message: string }).message).to.equal(`Form field "metadata" is longer than ${maxFieldBytes} bytes`);
  });
});
