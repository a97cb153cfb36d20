import { expect } from 'chai';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { textCacheKey } from '../../src/domain/processing/artifactKeys';
import { documentText, leadingDocumentText } from '../../src/jobs/processing/documents';
import type { Engines } from '../../src/processing/engines';
import { DefaultTextEngine } from '../../src/processing/text';
import { LocalDirectoryStorage } from '../../src/storage';

/*
 * The forensics job reads the other documents of a case to compare them with its file (check 12).
 * A document whose own stages have not read it yet is read only as far as the comparison looks,
 * not whole: a long scanned PDF is not OCR'd end to end by another file's job.
 */

function letterPdf(pages: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 60, autoFirstPage: false });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (let p = 1; p <= pages; p++) {
      doc.addPage();
      doc.fontSize(12).text(`Northgate College of Engineering, course catalogue, page ${p} of ${pages}: modules and credits.`, 60, 80);
    }
    doc.end();
  });
}

describe('the other documents of a case, read for the comparison across versions', function () {
  this.timeout(60_000);
  let dir: string;
  let storage: LocalDirectoryStorage;
  let read: number[];
  let deps: { storage: LocalDirectoryStorage; engines: Engines };

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'leading-text-'));
    storage = new LocalDirectoryStorage(dir);
    read = [];
    const text = new DefaultTextEngine({ onPage: ({ pageNumber }) => read.push(pageNumber) });
    deps = { storage, engines: { text } as unknown as Engines };
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  async function stored(name: string, pages: number) {
    const storageKey = `cases/c1/${name}.pdf`;
    await storage.put(storageKey, Readable.from([await letterPdf(pages)]));
    return { id: name, fileName: `${name}.pdf`, kind: 'pdf', storageKey };
  }

  it('reads only the first pages of a long document, and caches no partial text', async () => {
    const doc = await stored('catalogue', 25);
    const text = await leadingDocumentText(deps, doc, 20);
    expect(text.pages.map((p) => p.pageNumber)).to.deep.equal(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(read).to.have.length(20);
    expect(await storage.stat(textCacheKey(doc.storageKey))).to.equal(null);
    // The document's own stages still read it whole.
    expect((await documentText(deps, doc)).pages).to.have.length(25);
  });

  it('caches a short document read whole, and uses the cached text of a document read already', async () => {
    const short = await stored('letter', 3);
    expect((await leadingDocumentText(deps, short, 20)).pages).to.have.length(3);
    expect(await storage.stat(textCacheKey(short.storageKey))).to.not.equal(null);
    const long = await stored('transcript', 25);
    await documentText(deps, long);
    read = [];
    expect((await documentText(deps, short)).pages).to.have.length(3);
    expect((await leadingDocumentText(deps, long, 20)).pages).to.have.length(20);
    expect(read).to.deep.equal([]);
  });
});
