/**
 * The text, classification and extraction engines on the generated sample corpus
 * (scripts/samples, test/support/corpus.ts): text-layer positions against the drawn boxes, OCR
 * of one scanned image and one image-only PDF page (OCR is slow: two pages in all), the page
 * limit, a missing OCR engine, grouping into credentials, and field-level extraction accuracy
 * over the text documents (printed, and asserted ≥ 95 %).
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { createClassificationEngine } from '../../src/processing/classification';
import { compareExtraction, createExtractionEngine, extractDocumentFields, summarize, type ExtractionComparison } from '../../src/processing/extraction';
import { OCR_NOT_AVAILABLE, createTextEngine, readingOrderText } from '../../src/processing/text';
import { MAX_PDF_PAGES, ProcessingError, type DocumentKind, type DocumentText, type SourceFile } from '../../src/processing/types';
import type { FieldBox } from '../../scripts/samples/sheet';
import { ensureCorpus, type Corpus, type CorpusDocument } from '../support/corpus';

const kindOf = (file: string): SourceFile['kind'] => (file.endsWith('.pdf') ? 'pdf' : file.endsWith('.png') ? 'png' : 'jpeg');

function pdfWithPages(pages: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: [200, 200], margin: 10, autoFirstPage: false });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (let i = 1; i <= pages; i++) {
      doc.addPage();
      doc.fontSize(10).text(`Page ${i} of a very long document`, 10, 10);
    }
    doc.end();
  });
}

async function expectProcessingError(p: Promise<unknown>, message: RegExp | string): Promise<ProcessingError> {
  try {
    await p;
  } catch (err) {
    expect(err).to.be.instanceOf(ProcessingError);
    if (typeof message === 'string') expect((err as Error).message).to.equal(message);
    else expect((err as Error).message).to.match(message);
    return err as ProcessingError;
  }
  throw new Error('expected a ProcessingError');
}

describe('text, classification and extraction engines on the sample corpus', function () {
  this.timeout(300_000);
  let corpus: Corpus;
  let tmp: string;
  const engine = createTextEngine();
  const texts = new Map<string, DocumentText>();
  const ocrTimings: Array<{ file: string; page: number; ms: number }> = [];
  const timedEngine = createTextEngine({ onPage: (i) => i.source === 'ocr' && ocrTimings.push({ file: current, page: i.pageNumber, ms: i.ms }) });
  let current = '';

  const textOf = async (d: CorpusDocument): Promise<DocumentText> => {
    let t = texts.get(d.file);
    if (!t) {
      current = d.file;
      t = await timedEngine.extract({ path: path.join(corpus.dir, d.file), kind: kindOf(d.file), fileName: d.file });
      texts.set(d.file, t);
    }
    return t;
  };
  const textDocs = () => corpus.manifest.documents.filter((d) => d.variant === 'text' && d.format === 'pdf' && !d.tampered);

  before(async () => {
    corpus = await ensureCorpus('small');
    tmp = await mkdtemp(path.join(os.tmpdir(), 'text-engine-'));
  });
  after(async () => {
    if (tmp) await rm(tmp, { recursive: true, force: true });
    if (ocrTimings.length) console.log(`      OCR: ${ocrTimings.map((t) => `${t.file} p${t.page} ${(t.ms / 1000).toFixed(1)} s`).join(', ')}`);
  });

  it('reads text-layer PDFs exactly, with positions in points from the top-left', async () => {
    let checked = 0;
    for (const d of textDocs()) {
      const text = await textOf(d);
      expect(text.pages).to.have.length(d.pages);
      expect(text.pages.every((p) => p.source === 'text-layer')).to.equal(true);
      const truth = JSON.parse(readFileSync(path.join(corpus.dir, `${d.file}.truth.json`), 'utf8')) as { boxes: FieldBox[] };
      for (const box of truth.boxes) {
        const page = text.pages[box.page - 1];
        const hit = page.items.find((i) => i.text === box.text && Math.abs(i.x - box.x) < 0.6 && Math.abs(i.y - box.y) < 0.6);
        expect(hit, `${d.file}: "${box.text}" at (${box.x}, ${box.y}) on page ${box.page}`).to.not.equal(undefined);
        expect(hit!.width).to.be.closeTo(box.width, 0.6);
        expect(hit!.fontSize).to.be.closeTo(box.fontSize, 0.05);
        expect(hit!.fontName).to.equal(box.font);
        checked++;
      }
    }
    expect(checked).to.be.greaterThan(300);
  });

  it('OCRs a scanned PNG (rotated, noisy) into words with confidences, positions straightened', async () => {
    const d = corpus.manifest.documents.find((x) => x.format === 'png' && x.variant === 'scanned')!;
    const text = await textOf(d);
    expect(text.pages).to.have.length(1);
    const page = text.pages[0];
    expect(page.source).to.equal('ocr');
    expect(page.items.every((i) => i.confidence !== null && i.fontName === null)).to.equal(true);
    const plain = readingOrderText(text);
    expect(plain).to.include(d.expected!.institution.name!);
    expect(plain).to.include(d.expected!.candidate.fullName!);
    // Positions: the truth boxes are on the clean page; compare as fractions of the page size
    // (an image carries no resolution, so its size in points is estimated).
    const truth = JSON.parse(readFileSync(path.join(corpus.dir, `${d.file}.truth.json`), 'utf8')) as { boxes: FieldBox[] };
    const nameBox = truth.boxes.find((b) => b.key === 'candidate.fullName')!;
    const meta = await import('sharp').then((s) => s.default(path.join(corpus.dir, d.file)).metadata());
    const pageW = (meta.width! * 72) / d.scan!.dpi;
    const pageH = (meta.height! * 72) / d.scan!.dpi;
    const first = nameBox.text.split(' ')[0];
    const word = page.items.find((i) => i.text === first)!;
    expect(word, `OCR word "${first}"`).to.not.equal(undefined);
    expect(word.x / page.width).to.be.closeTo(nameBox.x / pageW, 0.02);
    expect(word.y / page.height).to.be.closeTo(nameBox.y / pageH, 0.02);
    const words = page.items.filter((i) => nameBox.text.split(' ').includes(i.text));
    expect(Math.max(...words.map((w) => w.y)) - Math.min(...words.map((w) => w.y))).to.be.lessThan(3);
  });

  it('OCRs the image-only page of a scanned PDF, keeping the PDF page size', async () => {
    const d = corpus.manifest.documents.find((x) => x.format === 'pdf' && x.variant === 'scanned' && x.pages === 1)!;
    const text = await textOf(d);
    expect(text.pages[0].source).to.equal('ocr');
    expect(text.pages[0].width).to.be.greaterThan(500);
    const fields = extractDocumentFields(text, d.kind);
    expect(fields.candidate.fullName).to.equal(d.expected!.candidate.fullName);
  });

  it(`refuses a PDF of more than ${MAX_PDF_PAGES} pages, naming the limit`, async () => {
    const file = path.join(tmp, 'long.pdf');
    await writeFile(file, await pdfWithPages(MAX_PDF_PAGES + 1));
    const err = await expectProcessingError(engine.extract({ path: file, kind: 'pdf', fileName: 'long.pdf' }), /201 pages.*limit is 200 pages/);
    expect(err.retryable).to.equal(false);
  });

  it('fails with "OCR engine not available" when tesseract is missing, never a crash', async () => {
    const d = corpus.manifest.documents.find((x) => x.format === 'png' && x.variant === 'scanned')!;
    const file: SourceFile = { path: path.join(corpus.dir, d.file), kind: 'png', fileName: d.file };
    await expectProcessingError(createTextEngine({ ocr: { tesseractPath: path.join(tmp, 'no-such-tesseract') } }).extract(file), OCR_NOT_AVAILABLE);
    // The same with tesseract absent from PATH.
    await expectProcessingError(createTextEngine({ ocr: { env: { PATH: tmp } } }).extract(file), OCR_NOT_AVAILABLE);
    // An image-only PDF page needs OCR too; a text PDF does not.
    const scannedPdf = corpus.manifest.documents.find((x) => x.format === 'pdf' && x.variant === 'scanned')!;
    await expectProcessingError(
      createTextEngine({ ocr: { env: { PATH: tmp } } }).extract({ path: path.join(corpus.dir, scannedPdf.file), kind: 'pdf', fileName: scannedPdf.file }),
      OCR_NOT_AVAILABLE,
    );
    const textPdf = textDocs()[0];
    const ok = await createTextEngine({ ocr: { env: { PATH: tmp } } }).extract({ path: path.join(corpus.dir, textPdf.file), kind: 'pdf', fileName: textPdf.file });
    expect(ok.pages.length).to.be.greaterThan(0);
  });

  it('classifies each document and groups transcript + diploma of one candidate into one credential', async () => {
    const docs = [...textDocs(), corpus.manifest.documents.find((x) => x.format === 'png' && x.variant === 'scanned')!];
    const input = [];
    for (const d of docs) input.push({ documentId: d.file, fileName: d.file, text: await textOf(d) });
    const result = createClassificationEngine().classify(input);
    for (const c of result.documents) {
      const d = docs.find((x) => x.file === c.documentId)!;
      expect(c.kind, `${d.file}: ${c.signals.join('; ')}`).to.equal(d.kind);
    }
    const expected = new Map<string, string[]>();
    for (const d of docs) if (d.credentialKey) expected.set(d.credentialKey, [...(expected.get(d.credentialKey) ?? []), d.file]);
    const academic = result.credentials.filter((c) => c.credentialType === 'academic').map((c) => [...c.documentIds].sort());
    expect(academic).to.have.deep.members([...expected.values()].map((files) => [...files].sort()));
    // The scanned diploma (OCR) joined its transcript.
    expect(academic.some((g) => g.length === 2 && g.some((f) => f.endsWith('.scan.png')))).to.equal(true);
    const uncategorized = result.credentials.filter((c) => c.credentialType === 'uncategorized');
    expect(uncategorized).to.deep.equal([{ credentialType: 'uncategorized', documentIds: docs.filter((d) => d.kind === 'other').map((d) => d.file) }]);
  });

  it('extracts the ground truth of the text documents (field-level accuracy ≥ 95 %)', async () => {
    const comparisons: ExtractionComparison[] = [];
    const failures: string[] = [];
    for (const d of textDocs()) {
      if (!d.expected) continue;
      const result = extractDocumentFields(await textOf(d), d.kind as DocumentKind);
      const c = compareExtraction(d.expected, result);
      comparisons.push(c);
      for (const [field, ok] of Object.entries(c.fields)) if (!ok) failures.push(`${d.file} ${field}`);
    }
    const s = summarize(comparisons);
    const perField = Object.entries(s.fields)
      .filter(([, t]) => t.correct < t.total)
      .map(([f, t]) => `${f} ${t.correct}/${t.total}`);
    console.log(`      extraction accuracy (text documents): ${(s.accuracy * 100).toFixed(2)} % of ${s.total} values; ${(s.nonNull.accuracy * 100).toFixed(2)} % of the ${s.nonNull.total} non-null ones${perField.length ? `; misses: ${perField.join(', ')}` : ''}`);
    expect(s.accuracy, failures.join('\n')).to.be.at.least(0.95);
    expect(s.nonNull.accuracy).to.be.at.least(0.95);
  });

  it('extracts each credential, merging its documents (courses from the transcript, the rest transcript first)', async () => {
    const engineX = createExtractionEngine();
    const comparisons: ExtractionComparison[] = [];
    for (const cred of corpus.manifest.credentials) {
      const docs = textDocs().filter((d) => d.credentialKey === cred.credentialKey);
      // Only credentials whose clean documents are all text PDFs here (others are scanned or zipped).
      const clean = corpus.manifest.documents.filter((d) => d.credentialKey === cred.credentialKey && !d.tampered && d.format !== 'zip');
      if (!docs.length || docs.length !== clean.length) continue;
      const input = [];
      for (const d of docs) input.push({ kind: d.kind, text: await textOf(d) });
      comparisons.push(compareExtraction(cred.expected, engineX.extract(input)));
    }
    expect(comparisons.length).to.be.at.least(2);
    const s = summarize(comparisons);
    console.log(`      credential-level accuracy (${comparisons.length} credentials): ${(s.accuracy * 100).toFixed(2)} %`);
    expect(s.accuracy).to.be.at.least(0.95);
  });
});
