/**
 * The PDF inflation budget: the four decompression bombs of test/support/pdfBombs are refused
 * quickly and without the memory they would inflate to, by the check itself and through the
 * text and forensics engines; real documents built by the project's own generators pass.
 */
import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { createForensicsEngine } from '../../src/processing/forensics';
import { checkPdfInflation, DEFAULT_PDF_INFLATION_BUDGET, PdfBudgetError } from '../../src/processing/pdfBudget';
import { createTextEngine } from '../../src/processing/text';
import { ProcessingError } from '../../src/processing/types';
import { hugeImageBomb, manyPagesBomb, nestedFlateBomb, pdfBombs, singleStreamBomb, zeroFlate } from '../support/pdfBombs';
import { diplomaPdf, transcriptPdf } from '../support/samples';

const MiB = 1024 * 1024;

async function refusal(p: Promise<unknown>): Promise<Error> {
  try {
    await p;
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected a refusal');
}

/** A pdfkit page with a photo-like image: a real Flate-compressed image XObject. */
async function scannedPagePdf(): Promise<Buffer> {
  const png = await sharp({ create: { width: 1700, height: 2200, channels: 3, background: { r: 250, g: 248, b: 240 } } })
    .png()
    .toBuffer();
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.image(png, 0, 0, { width: 595 });
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

describe('PDF inflation budget', function () {
  this.timeout(60_000);

  it('refuses each of the four bombs with a readable reason, in well under a second each', async () => {
    for (const bomb of pdfBombs()) {
      const started = Date.now();
      const err = await refusal(checkPdfInflation(bomb.bytes));
      expect(err, bomb.name).to.be.instanceOf(PdfBudgetError);
      expect(err, bomb.name).to.be.instanceOf(ProcessingError);
      expect((err as ProcessingError).retryable, bomb.name).to.equal(false);
      expect(err.message, bomb.name).to.match(/^The PDF was refused as a possible decompression bomb: /);
      expect(Date.now() - started, bomb.name).to.be.below(3000);
    }
  });

  it('names the budget each bomb passes', async () => {
    expect((await refusal(checkPdfInflation(singleStreamBomb().bytes))).message).to.contain('budget of 64 MiB for one page');
    expect((await refusal(checkPdfInflation(nestedFlateBomb().bytes))).message).to.contain('budget of 64 MiB for one page');
    expect((await refusal(checkPdfInflation(hugeImageBomb().bytes))).message).to.contain('60000 × 60000 pixels');
    expect((await refusal(checkPdfInflation(manyPagesBomb().bytes))).message).to.contain("100 times the file's size");
  });

  it('keeps memory bounded while counting: a 1 GiB bomb does not grow the heap by more than a few MiB', async () => {
    const bomb = singleStreamBomb();
    global.gc?.();
    const before = process.memoryUsage();
    await refusal(checkPdfInflation(bomb.bytes));
    const after = process.memoryUsage();
    // Counting keeps no inflated bytes: far below the 64 MiB a single page may inflate to.
    expect(after.heapUsed + after.external + after.arrayBuffers - (before.heapUsed + before.external + before.arrayBuffers)).to.be.below(32 * MiB);
  });

  it('applies the per-page budget to each page, and the document budget to their sum', async () => {
    const budget = { ...DEFAULT_PDF_INFLATION_BUDGET, maxPageBytes: 4 * MiB, maxDocumentBytes: 10 * MiB, ratioFloorBytes: 1024 * MiB, maxRatio: 1_000_000 };
    // Three pages of 3 MiB: each within its page's budget, 9 MiB within the document's.
    expect((await checkPdfInflation(manyPagesBomb(3, 3).bytes, budget)).inflatedBytes).to.equal(9 * MiB);
    // One page of 5 MiB: over its page's budget.
    expect((await refusal(checkPdfInflation(singleStreamBomb(5).bytes, budget))).message).to.contain('4 MiB for one page');
    // Four pages of 3 MiB: 12 MiB is over the document's budget.
    expect((await refusal(checkPdfInflation(manyPagesBomb(4, 3).bytes, budget))).message).to.contain('10 MiB for one document');
  });

  it('lets small documents compress as well as they like (the ratio applies past its floor)', async () => {
    // 8 MiB of zeros in a ~10 KiB file: a ratio of ~800, under the 64 MiB floor.
    const r = await checkPdfInflation(singleStreamBomb(8).bytes);
    expect(r.inflatedBytes).to.equal(8 * MiB);
  });

  it('follows a chain of filters and a damaged stream as far as it inflates', async () => {
    const damaged = singleStreamBomb(2).bytes;
    // Cut the stream short: what inflates before the cut is counted, nothing throws.
    const cut = Buffer.from(damaged.toString('latin1').replace(/stream\n([\s\S]*?)\nendstream/, (_m, data: string) => `stream\n${data.slice(0, 600)}\nendstream`), 'latin1');
    const r = await checkPdfInflation(cut);
    expect(r.inflatedBytes).to.be.above(0).and.below(2 * MiB);
    expect(deflateSync(zeroFlate(1)).length).to.be.below(2048);
  });

  it('passes an image as large as a page scanned at 600 dpi, refuses one past 50 million pixels', async () => {
    expect((await checkPdfInflation(hugeImageBomb(5000, 8).bytes)).inflatedBytes).to.be.above(8 * MiB);
    expect((await refusal(checkPdfInflation(hugeImageBomb(7500, 8).bytes))).message).to.contain('over the budget of 50,000,000 pixels for one image');
  });

  it('passes real documents: text PDFs and a scanned page with a Flate image', async () => {
    for (const pdf of [await transcriptPdf(), await diplomaPdf(), await scannedPagePdf()]) {
      const r = await checkPdfInflation(pdf);
      expect(r.streams).to.be.above(0);
      expect(r.pages).to.equal(1);
    }
  });

  describe('through the engines', () => {
    let dir: string;
    before(() => {
      dir = mkdtempSync(join(tmpdir(), 'pdf-budget-'));
    });
    after(() => rmSync(dir, { recursive: true, force: true }));

    it('the text engine fails the document with the readable reason before pdfjs opens it', async () => {
      const file = join(dir, 'bomb.pdf');
      writeFileSync(file, nestedFlateBomb().bytes);
      const err = await refusal(createTextEngine().extract({ path: file, kind: 'pdf', fileName: 'bomb.pdf' }));
      expect(err).to.be.instanceOf(PdfBudgetError);
    });

    it('the forensics engine fails the document the same way rather than analysing it', async () => {
      const file = join(dir, 'bomb2.pdf');
      writeFileSync(file, singleStreamBomb().bytes);
      const err = await refusal(createForensicsEngine().analyze({ path: file, kind: 'pdf', fileName: 'bomb2.pdf' }, { pages: [] }));
      expect(err).to.be.instanceOf(PdfBudgetError);
    });

    it('a real document still reads', async () => {
      const file = join(dir, 'transcript.pdf');
      writeFileSync(file, await transcriptPdf());
      const text = await createTextEngine().extract({ path: file, kind: 'pdf', fileName: 'transcript.pdf' });
      expect(text.pages).to.have.length(1);
    });
  });
});
