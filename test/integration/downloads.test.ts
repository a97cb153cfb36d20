/**
 * Downloads close the stored file on every path: read to the end, abandoned by the client after
 * the first bytes, or never read at all (the client goes away at once). The server runs in this
 * process, so its open descriptors are this process's (/proc/self/fd).
 */
import { expect } from 'chai';
import fs from 'node:fs/promises';
import { pdfBytes, submissionForm } from '../support/documents';
import { createTestOrg, type TestOrg } from '../support/fixtures';
import { scratchDatabase, type ScratchDatabase } from '../support/cases';
import { sleep, uniquePrefix } from '../support/pipeline';
import { startTestServer, type TestServer } from '../support/server';

/** Regular files this process holds open under `dir`. */
async function openFilesUnder(dir: string): Promise<number> {
  let n = 0;
  for (const fd of await fs.readdir('/proc/self/fd')) {
    const target = await fs.readlink(`/proc/self/fd/${fd}`).catch(() => '');
    if (target.startsWith(dir)) n += 1;
  }
  return n;
}

describe('downloads close the stored file on every path', function () {
  this.timeout(60_000);
  let scratch: ScratchDatabase;
  let srv: TestServer;
  let org: TestOrg;
  let url: string;
  let storageRoot: string;

  before(async () => {
    scratch = await scratchDatabase('downloads');
    srv = await startTestServer({ DATABASE_URL: scratch.url, QUEUE_PREFIX: uniquePrefix('downloads') });
    org = await createTestOrg(srv.rt.db);
    storageRoot = await fs.realpath(srv.rt.config.storageDir);
    const res = await fetch(`${srv.partner}/cases`, {
      method: 'POST',
      headers: { 'x-api-key': org.partnerKey },
      body: submissionForm({ externalId: `DL-${process.pid}-${Date.now()}` }, [{ name: 'big.pdf', data: pdfBytes('download', 8 * 1024 * 1024) }]),
    });
    expect(res.status).to.equal(202);
    const data = (await res.json()).data as { caseId: string; upload: { files: Array<{ fileId: string }> } };
    url = `${srv.partner}/cases/${data.caseId}/files/${data.upload.files[0]!.fileId}`;
  });
  after(async () => {
    await srv?.close();
    await scratch?.drop();
  });

  async function expectNoneOpen(): Promise<void> {
    const deadline = Date.now() + 5000;
    let open = await openFilesUnder(storageRoot);
    while (open > 0 && Date.now() < deadline) {
      await sleep(100);
      open = await openFilesUnder(storageRoot);
    }
    expect(open, 'stored files still open').to.equal(0);
  }

  it('read to the end', async () => {
    const res = await fetch(url, { headers: { 'x-api-key': org.partnerKey } });
    expect(res.status).to.equal(200);
    expect((await res.arrayBuffer()).byteLength).to.equal(8 * 1024 * 1024);
    await expectNoneOpen();
  });

  it('abandoned by the client after the first bytes', async () => {
    const controller = new AbortController();
    const res = await fetch(url, { headers: { 'x-api-key': org.partnerKey }, signal: controller.signal });
    const reader = res.body!.getReader();
    await reader.read();
    // The server is still sending (8 MiB do not fit in the socket buffers): the file is open.
    expect(await openFilesUnder(storageRoot)).to.be.at.least(1);
    controller.abort();
    await reader.read().catch(() => undefined);
    await expectNoneOpen();
  });

  it('never read: the client goes away as soon as the headers arrive', async () => {
    for (let i = 0; i < 5; i++) {
      const controller = new AbortController();
      const res = await fetch(url, { headers: { 'x-api-key': org.partnerKey }, signal: controller.signal });
      expect(res.status).to.equal(200);
      controller.abort();
    }
    await expectNoneOpen();
  });
});
